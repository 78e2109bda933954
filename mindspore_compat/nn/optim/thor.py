"""``mindspore.nn.optim.thor``: THOR, the second-order optimizer with Kronecker-factored curvature.

:func:`thor` turns the Dense / Conv2d / Embedding layers of a network into their Thor versions (which record the
factors ``A`` and ``G`` of their Fisher block, see ``nn/layer/thor_layer.py``) and returns :class:`ThorGpu`.

One step of ThorGpu, as MindSpore's GPU implementation computes it (``d`` is the damping value of the step,
``B`` the batch size, ``s`` the loss scale):

* Dense / Conv2d weight, gradient ``g`` reshaped to ``(out, -1)``: with ``da = sqrt(d / nA)``, ``dg = sqrt(d / nG)``
  and ``f = sqrt(1 / nA)`` for a convolution (``nA``, ``nG`` its ``a_normalizer`` / ``g_normalizer``) or
  ``da = dg = sqrt(d)``, ``f = 1`` for a dense layer,
  ``Ainv = f * inv(A + da I)``, ``Ginv = f * inv(G * B^2 / s^2 + dg I)`` and ``g <- Ginv g Ainv``. Matrices larger
  than 128 are inverted as 128x128 diagonal blocks (the last one padded with the identity), like MindSpore's
  split Cholesky kernels.
* Embedding table: ``a = 1 / (counts / B + sqrt(d))`` per row and, with ``L`` the lower Cholesky factor of
  ``G * B^2 / s^2 + sqrt(d) I``, ``Gm = L^-1 L^-1`` (MindSpore multiplies the triangular inverse by itself, not by
  its transpose); ``g <- (a[:, None] * g) Gm``.
* LayerNorm gamma / beta: ``g <- g / (g^2 / B + sqrt(d))``.
* Other Parameters keep their gradient.

The inverses are recomputed while the optimizer's ``thor`` flag is ``True`` and stored in ``matrix_a_inv_<i>`` /
``matrix_g_inv_<i>``; with the flag ``False`` the stored ones are reused (THOR's ``frequency``). Then weight decay
(``g + wd * w`` for the Parameters `decay_filter` accepts), optional clipping of each gradient to L2 norm 1 and the
momentum update ``m = momentum * m + g``, ``w -= lr * m`` (Nesterov: ``w -= lr * (g + momentum * m)``).
"""
import math

import numpy as np
import torch

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter, ParameterTuple
from ... import _checkparam as validator
from ... import context
from ..layer.thor_layer import DenseThor, Conv2dThor, EmbeddingThor, EmbeddingLookupThor
from ..layer.basic import Dense
from ..layer.conv import Conv2d, Conv2dTranspose, Conv1d, Conv1dTranspose
from ..layer.embedding import Embedding, EmbeddingLookup
from ..layer.normalization import BatchNorm1d, BatchNorm2d, GroupNorm, LayerNorm
from ..layer.pooling import MaxPool2d
from ..layer.container import SequentialCell
from .optimizer import Optimizer

__all__ = ["thor"]

# kinds of layer a trainable Parameter can belong to (MindSpore's numbering)
_OTHER, _CONV, _FC, _EMBEDDING, _LAYERNORM, _BATCHNORM = -1, 1, 2, 3, 4, 5
_SPLIT_DIM = 128


# ----- conversion of a network to Thor layers (ConvertNetUtils is the public face of this) -------------------------
def _thor_dense(cell):
    activation = None
    if cell.activation_flag:
        activation = type(cell.activation).__name__.lower()
        if activation == "fastgelu":
            activation = "fast_gelu"
    new = DenseThor(in_channels=cell.in_channels, out_channels=cell.out_channels, weight_init=cell.weight,
                    has_bias=cell.has_bias, bias_init='zeros', activation=activation)
    if cell.out_channels != 1001:   # MindSpore keeps only the 1001-way classifier of ResNet in float32
        new.to_float(mstype.float32 if context.get_context("device_target") == "GPU" else mstype.float16)
    if cell.has_bias:
        new.bias = cell.bias
    return new


def _thor_embedding(cell):
    new = EmbeddingThor(vocab_size=cell.vocab_size, embedding_size=cell.embedding_size, use_one_hot=False)
    new.embedding_table = cell.embedding_table
    return new


def _thor_embedding_lookup(cell):
    # MindSpore 2.10 passes `vocab_cache_size` along, an attribute EmbeddingLookup no longer has: the conversion of
    # an EmbeddingLookup stops with that AttributeError there, and so it does here.
    new = EmbeddingLookupThor(vocab_size=cell.vocab_size, embedding_size=cell.embedding_size, target=cell.target,
                              sparse=cell.sparse, vocab_cache_size=cell.vocab_cache_size)
    new.embedding_table = cell.embedding_table
    return new


def _thor_conv2d(cell):
    # the bias is not carried over: a converted Conv2d with a bias starts from zeros (as in MindSpore)
    return Conv2dThor(cell.in_channels, cell.out_channels, kernel_size=cell.kernel_size[0], stride=cell.stride,
                      padding=cell.padding, pad_mode=cell.pad_mode, has_bias=cell.has_bias, weight_init=cell.weight)


_CONVERTERS = ((Dense, _thor_dense), (Embedding, _thor_embedding), (Conv2d, _thor_conv2d),
               (EmbeddingLookup, _thor_embedding_lookup))
_THOR_LAYERS = (DenseThor, Conv2dThor, EmbeddingThor, EmbeddingLookupThor)
_KEPT_LAYERS = (Conv2dTranspose, Conv1d, Conv1dTranspose, BatchNorm1d, GroupNorm, LayerNorm, BatchNorm2d, MaxPool2d)


def _wants_thor(cell, prefix):
    if isinstance(cell, (Dense, Conv2d)) and cell.weight.requires_grad:
        low = prefix.lower()
        return "rpn_with_loss.rpn_convs_list." not in low and "wide" not in low
    return isinstance(cell, (Embedding, EmbeddingLookup)) and cell.embedding_table.requires_grad


def _convert_children(net, converters):
    changed = False
    for name, cell in net.name_cells().items():
        if cell is net or isinstance(cell, _THOR_LAYERS + _KEPT_LAYERS):
            continue
        if not isinstance(cell, (Embedding, Dense, Conv2d, EmbeddingLookup)):
            _convert_children(cell, converters)
        elif _wants_thor(cell, cell.param_prefix):
            # only the exact classes have a converter: a subclass fails here, as in MindSpore
            new = converters.get(type(cell))(cell)
            new.update_parameters_name(cell.param_prefix + ".")
            net.insert_child_to_cell(name, new)
            changed = True
    if changed and isinstance(net, SequentialCell):
        net.cell_list = list(net.cells())


def convert_to_thor_net(net, converters=None):
    """Replace, in place, the trainable Dense / Conv2d / Embedding / EmbeddingLookup cells of `net` by their Thor
    versions (each new layer's Parameters named after its place in `net`); `converters` maps each layer class to
    the function building its replacement (default: :data:`_CONVERTERS`)."""
    net.update_cell_prefix()
    _convert_children(net, dict(_CONVERTERS) if converters is None else converters)
    net.update_cell_type("second-order")


# ----- which layer each trainable Parameter belongs to ---------------------------------------------------------
def _collect_layer_kinds(net, kinds):
    """The kinds of the parameterised layers of `net`, depth first, as MindSpore lists them."""
    for cell in net.name_cells().values():
        if cell is net:
            continue
        if isinstance(cell, Conv2dThor):
            kinds.append(_CONV)
        elif isinstance(cell, DenseThor):
            kinds.append(_FC)
        elif isinstance(cell, (EmbeddingThor, EmbeddingLookupThor)):
            kinds.append(_EMBEDDING)
        elif isinstance(cell, LayerNorm):
            kinds.append(_LAYERNORM)
        elif isinstance(cell, BatchNorm2d):
            if cell.gamma.requires_grad:
                kinds.append(_BATCHNORM)
        elif isinstance(cell, (Dense, Conv2d)):
            low = cell.param_prefix.lower()
            if cell.weight.requires_grad and ("rpn_with_loss.rpn_convs_list." not in low
                                              or "rpn_with_loss.rpn_convs_list.0." in low):
                kinds.append(_OTHER)
        elif isinstance(cell, (Embedding, Conv2dTranspose, Conv1d, Conv1dTranspose, BatchNorm1d, GroupNorm)):
            kinds.append(_OTHER)
        else:
            _collect_layer_kinds(cell, kinds)
    return kinds


def _next_layer(kind, counter, params, idx):
    """Advance to the next layer after Parameter `idx` when it is the last Parameter of its layer."""
    name = params[idx].name.lower()
    followed_by_bias = idx < len(params) - 1 and "bias" in params[idx + 1].name.lower()
    if kind in (_CONV, _FC):
        return counter + 1 if "bias" in name or (idx < len(params) - 1 and not followed_by_bias) else counter
    if kind in (_LAYERNORM, _BATCHNORM):
        return counter + 1 if "beta" in name else counter
    if "bias" in name:
        return counter + 1
    if "weight" in name:
        return counter + 1 if idx < len(params) - 1 and not followed_by_bias else counter
    return counter + 1


def _block_shapes(dim_a, dim_g):
    """Shapes of the stored inverses of a (dim_g x dim_a) weight: ((bh, bw, sa, sa), (bh, sg, sg))."""
    def split(dim):
        if dim % _SPLIT_DIM == 0:
            return dim // _SPLIT_DIM, _SPLIT_DIM
        if dim < _SPLIT_DIM:
            return 1, dim
        return dim // _SPLIT_DIM + 1, _SPLIT_DIM
    bw, sa = split(dim_a)
    bh, sg = split(dim_g)
    return (bh, bw, sa, sa), (bh, sg, sg)


def _blocks_inverse(m):
    """Inverse of each diagonal block of the symmetric positive definite `m`: one block up to 128 rows, else
    128x128 blocks, the last one padded with the identity. Computed as ``Y^T Y`` with ``Y`` the inverse of the
    lower Cholesky factor, which is what MindSpore's split Cholesky kernel followed by ``Y^T Y`` gives."""
    dim = m.shape[0]
    if dim <= _SPLIT_DIM:
        blocks = m.unsqueeze(0)
    else:
        count = -(-dim // _SPLIT_DIM)
        padded = torch.eye(count * _SPLIT_DIM, dtype=m.dtype, device=m.device)
        padded[:dim, :dim] = m
        idx = torch.arange(count, device=m.device) * _SPLIT_DIM
        blocks = torch.stack([padded[i:i + _SPLIT_DIM, i:i + _SPLIT_DIM] for i in idx.tolist()])
    inv_l = _cholesky_inverse_factor(blocks)
    return inv_l.transpose(-1, -2).matmul(inv_l)


def _cholesky_inverse_factor(m):
    """``L^-1`` for the lower Cholesky factor ``L`` of each matrix of `m`. Like the GPU kernel, a matrix that is not
    positive definite (no damping left, say) raises nothing: its factor is what the factorisation reached."""
    lower, _ = torch.linalg.cholesky_ex(m)
    eye = torch.eye(m.shape[-1], dtype=m.dtype, device=m.device).expand_as(m)
    return torch.linalg.solve_triangular(lower, eye, upper=False)


def _block_diag_apply(g_inv, grad, a_inv):
    """``blockdiag(g_inv) @ grad @ blockdiag(a_inv)`` for a gradient of shape (out, in): `g_inv` holds the row
    blocks (bh, sg, sg), `a_inv` the column blocks (bh, bw, sa, sa); the gradient is zero-padded to whole blocks."""
    rows, cols = grad.shape
    bh, sg = g_inv.shape[0], g_inv.shape[-1]
    bw, sa = a_inv.shape[1], a_inv.shape[-1]
    padded = grad.new_zeros(bh * sg, bw * sa)
    padded[:rows, :cols] = grad
    left = torch.bmm(g_inv, padded.reshape(bh, sg, bw * sa))                   # (bh, sg, bw*sa)
    left = left.reshape(bh, sg, bw, sa).permute(0, 2, 1, 3)                    # (bh, bw, sg, sa)
    out = left.matmul(a_inv)                                                   # (bh, bw, sg, sa)
    return out.permute(0, 2, 1, 3).reshape(bh * sg, bw * sa)[:rows, :cols]


def _check_param(momentum, frequency, lr, cls_name):
    validator.check_value_type("momentum", momentum, [float], cls_name)
    if momentum < 0.0:
        raise ValueError(f"For 'thor', the argument 'momentum' must be at least 0.0, but got 'momentum' {momentum}.")
    validator.check_value_type("frequency", frequency, [int], cls_name)
    if frequency < 2:
        raise ValueError(f"For 'thor', the argument 'frequency' must be at least 2, but got 'frequency' "
                         f"{frequency}.")
    validator.check_value_type("learning rate", lr, [Tensor], cls_name)


class ThorGpu(Optimizer):
    """THOR's optimizer as MindSpore builds it for GPU (and, here, for every device): see the module docstring
    and :func:`thor`."""

    def __init__(self, net, learning_rate, damping, momentum, weight_decay=0.0, loss_scale=1.0, batch_size=32,
                 use_nesterov=False, decay_filter=lambda x: x.name not in [], split_indices=None,
                 enable_clip_grad=False, frequency=100):
        params = [p for p in net.get_parameters() if p.requires_grad]
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_param(momentum, frequency, learning_rate, self.cls_name)
        self.momentum = Parameter(Tensor(momentum, mstype.float32), name="momentum")
        self.params = self.parameters
        if not isinstance(use_nesterov, bool):
            raise TypeError(f"The input value must be a bool, but got {type(use_nesterov).__name__}.")
        self.use_nesterov = use_nesterov
        self.moments = self._clone_state("moments")
        self.net = net
        net_params = list(net.get_parameters())
        self.matrix_a_cov = ParameterTuple([p for p in net_params if "matrix_a" in p.name])
        self.matrix_g_cov = ParameterTuple([p for p in net_params if "matrix_g" in p.name])
        self.a_normalizer = ParameterTuple([p for p in net_params if "a_normalizer" in p.name])
        self.g_normalizer = ParameterTuple([p for p in net_params if "g_normalizer" in p.name])
        self.batch_size = Tensor(batch_size, mstype.float32)
        self.loss_scale = Tensor(1 / (loss_scale * loss_scale), mstype.float32)
        self.batch_size_scale = Tensor(batch_size * batch_size, mstype.float32)
        self._raw_loss_scale, self._raw_batch_size = loss_scale, batch_size
        self.damping = damping
        self.cov_step = Parameter(Tensor(np.zeros([1], np.int32)), name="cov_step", requires_grad=False)
        self.split_dim = _SPLIT_DIM
        self.thor = True
        self._index_layers(net)
        self.weight_decay = weight_decay
        self.decay_flags = tuple(decay_filter(x) for x in self.parameters)
        self.enable_clip_grad = enable_clip_grad
        self.frequency = frequency
        self.split_indices = split_indices

    def _index_layers(self, net):
        """For each trainable Parameter: its layer kind, its THOR layer index and its convolution index, and the
        Parameters that keep the inverses of each THOR layer."""
        kinds = _collect_layer_kinds(net, [])
        inv_a, inv_g, fim_idx, conv_idx, kind_idx = [], [], [], [], []
        counter = conv_count = 0
        params = list(self.parameters)
        for idx, weight in enumerate(params):
            kind = kinds[counter]
            shape = weight.shape
            is_bias = "bias" in weight.name.lower()
            if kind in (_CONV, _FC) and not is_bias:
                dim_a = shape[1] * (shape[2] * shape[3] if kind == _CONV else 1)
                a_shape, g_shape = _block_shapes(dim_a, shape[0])
            elif kind == _EMBEDDING:
                a_shape, g_shape = (shape[0],), (shape[1], shape[1])
            if kind in (_CONV, _FC, _EMBEDDING) and not is_bias:
                n = len(inv_a)
                inv_a.append(Parameter(Tensor(np.zeros(a_shape, np.float32)), name=f"matrix_a_inv_{n}",
                                       requires_grad=False))
                inv_g.append(Parameter(Tensor(np.zeros(g_shape, np.float32)), name=f"matrix_g_inv_{n}",
                                       requires_grad=False))
                fim_idx.append(n)
                kind_idx.append(kind)
                conv_idx.append(conv_count if kind == _CONV else -1)
                conv_count += kind == _CONV
            else:
                fim_idx.append(-1)
                conv_idx.append(-1)
                kind_idx.append(_LAYERNORM if kind == _LAYERNORM else _OTHER)
            if "output_bias" not in weight.name.lower():   # a free bias Parameter, not a layer of its own
                counter = _next_layer(kind, counter, params, idx)
        self.matrix_a = ParameterTuple(inv_a)
        self.matrix_g = ParameterTuple(inv_g)
        self.thor_layer_count, self.conv_layer_count = len(inv_a), conv_count
        self.weight_fim_idx_map = tuple(fim_idx)
        self.weight_conv_idx_map = tuple(conv_idx)
        self.weight_layertype_idx_map = tuple(kind_idx)

    def get_frequency(self):
        """The number of steps between two updates of the inverses.

        Returns:
            int, `frequency`.
        """
        return self.frequency

    # ----- one step ---------------------------------------------------------------------------------------------
    def _damping_value(self):
        """The damping of the current step, read on the device (0 once the damping table is exhausted, as a GPU
        Gather past the end gives)."""
        table = self.damping._t if isinstance(self.damping, Tensor) else torch.as_tensor(self.damping)
        table = table.reshape(-1).to(torch.float32)
        step = self.cov_step._t.reshape(-1)[0].long()
        value = table[step.clamp(0, table.numel() - 1)]
        return torch.where(step < table.numel(), value, torch.zeros((), dtype=torch.float32, device=table.device))

    def _fresh_inverses(self, i, kind, thor_idx, conv_idx, damping):
        """Recompute and store the inverses of THOR layer `thor_idx`; returns them."""
        a = self.matrix_a_cov[thor_idx]._t.to(torch.float32)
        g = self.matrix_g_cov[thor_idx]._t.to(torch.float32)
        damping_a = damping_g = damping
        feature_map = torch.ones((), dtype=torch.float32)
        if kind == _CONV:
            na = self.a_normalizer[conv_idx]._t.to(torch.float32)
            ng = self.g_normalizer[conv_idx]._t.to(torch.float32)
            damping_a, damping_g = damping * (1.0 / na), damping * (1.0 / ng)
            feature_map = torch.sqrt(1.0 / na)
        damping_a, damping_g = torch.sqrt(damping_a), torch.sqrt(damping_g)
        g = g * self.loss_scale._t * self.batch_size_scale._t
        g = g + damping_g * torch.eye(g.shape[0], dtype=torch.float32, device=g.device)
        if kind == _EMBEDDING:
            a = torch.reciprocal(a * (1.0 / self.batch_size._t) + damping_a * torch.ones_like(a))
            inv_l = _cholesky_inverse_factor(g)
            g = inv_l.matmul(inv_l)
        else:
            a = a + damping_a * torch.eye(a.shape[0], dtype=torch.float32, device=a.device)
            a = _blocks_inverse(a).expand(self.matrix_a[thor_idx].shape)
            g = _blocks_inverse(g)
        a, g = a * feature_map, g * feature_map
        self.matrix_a[thor_idx]._t.copy_(a)
        self.matrix_g[thor_idx]._t.copy_(g)
        return a, g

    def _precondition(self, gts, damping):
        out = list(gts)
        for i, g in enumerate(gts):
            kind = self.weight_layertype_idx_map[i]
            thor_idx, conv_idx = self.weight_fim_idx_map[i], self.weight_conv_idx_map[i]
            if kind in (_CONV, _FC, _EMBEDDING):
                if self.thor:
                    a, gm = self._fresh_inverses(i, kind, thor_idx, conv_idx, damping)
                else:
                    a, gm = self.matrix_a[thor_idx]._t, self.matrix_g[thor_idx]._t
                g32 = g.to(torch.float32)
                if kind == _EMBEDDING:
                    new = (a.unsqueeze(1) * g32).matmul(gm)
                else:
                    new = _block_diag_apply(gm, g32.reshape(g.shape[0], -1), a).reshape(g.shape)
                out[i] = new.to(g.dtype)
            elif kind == _LAYERNORM:
                fim = torch.square(g) * (1.0 / self.batch_size._t) + torch.sqrt(damping)
                out[i] = torch.reciprocal(fim) * g
        return out

    def construct(self, gradients):
        with torch.no_grad():
            gts = self._grads_t(gradients)
            if self.need_scale:
                gts = [g * self.reciprocal_scale._t for g in gts]
            gts = self._precondition(gts, self._damping_value())
            self.cov_step._t.add_(1)
            params = [p._t for p in self.parameters]
            if self.weight_decay > 0:
                gts = [g + p * self.weight_decay if flag else g
                       for g, p, flag in zip(gts, params, self.decay_flags)]
            if self.enable_clip_grad:
                gts = [g * 1.0 / torch.maximum(torch.linalg.vector_norm(g), torch.ones((), dtype=g.dtype))
                       for g in gts]
            lr = self._lrs_t()[0]
            self._step_t()
            mom = self._scalar(self.momentum)
            for p, m, g in zip(params, self.moments, gts):
                m = m._t
                m.mul_(mom).add_(g)
                if self.use_nesterov:
                    p.sub_(g * lr + m * mom * lr)
                else:
                    p.sub_(m * lr)
        return self._success


def thor(net, learning_rate, damping, momentum, weight_decay=0.0, loss_scale=1.0, batch_size=32,
         use_nesterov=False, decay_filter=lambda x: x.name not in [], split_indices=None, enable_clip_grad=False,
         frequency=100):
    r"""
    THOR: a momentum optimizer whose gradients are preconditioned by a Kronecker-factored approximation of the
    Fisher information matrix.

    For a layer with input activations :math:`a` and output gradients :math:`D`, the Fisher block is approximated
    by :math:`A \otimes G` with :math:`A = \mathbb{E}[a a^T]` and :math:`G = \mathbb{E}[D D^T]`, and the weight
    gradient becomes

    .. math::
        \nabla w \leftarrow (G + \sqrt{\lambda} I)^{-1}\, \nabla w\, (A + \sqrt{\lambda} I)^{-1}

    before the momentum update :math:`m \leftarrow \mu m + \nabla w`, :math:`w \leftarrow w - \gamma m`
    (:math:`\lambda` the damping, :math:`\gamma` the learning rate, :math:`\mu` the momentum).

    The function first converts `net` in place (see :class:`mindspore.train.ConvertNetUtils`): its trainable
    Dense, Conv2d and Embedding cells become DenseThor, Conv2dThor and EmbeddingThor, which record :math:`A` and
    :math:`G` while they run. The returned optimizer (of class ``ThorGpu``) follows MindSpore's GPU algorithm on
    every device: the inverses are recomputed on the steps where its ``thor`` flag is set; the Model returned by
    :meth:`mindspore.train.ConvertModelUtils.convert_to_thor_model` sets it on one step out of `frequency` in sink
    mode (on every step otherwise). LayerNorm parameters get a diagonal correction, all others plain momentum.

    Args:
        net (Cell): The network to train; it is converted in place.
        learning_rate (Tensor): The learning rate, a scalar or one value per step.
        damping (Tensor): The damping :math:`\lambda`, one value per step (the step counter indexes it; past its
            end the damping is 0).
        momentum (float): The momentum :math:`\mu`, at least 0.0.
        weight_decay (int, float): Weight decay added to the preconditioned gradients of the Parameters that
            `decay_filter` accepts, at least 0.0. Default: ``0.0`` .
        loss_scale (float): The loss scale the gradients carry, greater than 0. Default: ``1.0`` .
        batch_size (int): The batch size, used to rescale the statistics. Default: ``32`` .
        use_nesterov (bool): Use Nesterov momentum. Default: ``False`` .
        decay_filter (function): Which Parameters get weight decay. Default: ``lambda x: x.name not in []`` .
        split_indices (list): Grouping of the A/G all-reduce in data-parallel training. Default: ``None`` .
        enable_clip_grad (bool): Clip every gradient to L2 norm 1 before the update. Default: ``False`` .
        frequency (int): Steps between two updates of the inverses, at least 2. Default: ``100`` .

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of the trainable Parameters of `net`.

    Outputs:
        tuple[bool], all elements are True.

    Raises:
        TypeError: If `learning_rate` is not a Tensor, `momentum` is not a float, `frequency` is not an int or
            `use_nesterov` is not a bool.
        ValueError: If `loss_scale` is not greater than 0, `weight_decay` or `momentum` is less than 0, or
            `frequency` is less than 2.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.SequentialCell([nn.Dense(3, 4, activation='relu'), nn.Dense(4, 2)])
        >>> lr = Tensor(np.full([10], 0.1, np.float32))
        >>> damping = Tensor(np.full([10], 0.03, np.float32))
        >>> opt = nn.thor(net, lr, damping, momentum=0.9, batch_size=4, frequency=5)
        >>> print(net)
        SequentialCell(
          (0): DenseThor(
            input_channels=3, output_channels=4, has_bias=True
            (activation): ReLU()
          )
          (1): DenseThor(input_channels=4, output_channels=2, has_bias=True)
        )
        >>> print(type(opt).__name__, opt.get_frequency())
        ThorGpu 5
        >>> print([p.name for p in opt.matrix_a])
        ['matrix_a_inv_0', 'matrix_a_inv_1']
    """
    convert_to_thor_net(net)
    return ThorGpu(net, learning_rate, damping, momentum, weight_decay, loss_scale, batch_size, use_nesterov,
                   decay_filter, split_indices=split_indices, enable_clip_grad=enable_clip_grad,
                   frequency=frequency)


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

"""``mindspore.nn.layer.thor_layer``: the layers that feed the second-order optimizer THOR.

Each layer computes what its first-order twin computes (Dense, Conv2d, Embedding, EmbeddingLookup) and, while its
``thor`` flag is set, also records the two Kronecker factors of its block of the Fisher matrix in non-trainable
Parameters: ``A`` from the layer input during the forward pass, ``G`` from the gradient reaching the layer output
during the backward pass (a tensor hook on that output). The statistics follow MindSpore's GPU formulas, which are
the ones the optimizer :func:`mindspore.nn.thor` expects:

* DenseThor: ``A = x^T x / in_channels`` and ``G = dy^T dy / batch``;
* Conv2dThor: the input patches ("same" padding, the layer's stride) averaged over the batch give a
  ``(C_in*kh*kw, L)`` matrix ``P`` and ``A = P P^T / L``; the output gradient averaged over the batch gives
  ``(C_out, L')`` and ``G = D D^T / L'``; ``L`` and ``L'`` are kept in ``a_normalizer`` / ``g_normalizer``;
* EmbeddingThor / EmbeddingLookupThor: ``A`` counts how often each row was looked up, ``G = dy^T dy / rows``.
"""
import numpy as np
import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer
from ... import _checkparam as validator
from .activation import get_activation
from .conv import _conv_forward
from .embedding import _lookup_rows, _clip_rows
from ._utils import log_warning, same_padding

__all__ = ["DenseThor", "Conv2dThor", "EmbeddingThor", "EmbeddingLookupThor"]


def _statistic(values, name):
    """A fresh non-trainable float32 Parameter holding `values`."""
    return Parameter(Tensor(np.asarray(values, np.float32)), name=name, requires_grad=False)


def _record(cell, name, value):
    """Write `value` (a torch tensor) into the cell's Parameter `name` (looked up in the registry, not through the
    attribute, which may hold a cast copy while the cell runs in another precision)."""
    param = cell._params[name]
    with torch.no_grad():
        value = value.detach().to(param._t.dtype)
        if value.shape == param._t.shape:
            param._t.copy_(value)
        else:
            param._t.data = value.clone()


def _check_flag(value, arg_name, cls_name):
    """MindSpore's wording for a flag that is not a bool."""
    if not isinstance(value, bool):
        raise TypeError(f"For '{cls_name}', the '{arg_name}' must be a bool, but got {type(value).__name__}.")
    return value


def _input_t(x, cls_name, arg_name="x"):
    if not isinstance(x, Tensor):
        raise TypeError(f"For '{cls_name}', the input '{arg_name}' must be a Tensor, but got {type(x).__name__}.")
    return x._t


def _watch_output(out, hook):
    """Call `hook(gradient)` when the gradient of `out` is computed (nothing when no gradient will flow); the
    gradient itself passes on unchanged."""
    if out.requires_grad:
        def observe(grad):
            hook(grad)
        out.register_hook(observe)


class DenseThor(Cell):
    r"""
    Fully connected layer, :math:`\text{outputs} = \text{activation}(X W^T + b)`, that also records the
    statistics THOR needs.

    While ``thor`` is ``True`` (the default) every call stores :math:`A = X^T X / in\_channels` in the Parameter
    ``matrix_a`` and, when a gradient flows back, :math:`G = dY^T dY / N` (:math:`dY` the gradient of
    :math:`X W^T`, :math:`N` the batch size) in ``matrix_g``. Both start as identity matrices and never train.

    Args:
        in_channels (int): Size of the last dimension of the input.
        out_channels (int): Size of the last dimension of the output.
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the weight of shape
            :math:`(out\_channels, in\_channels)`. Default: ``'normal'`` .
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the bias. Default: ``'zeros'`` .
        has_bias (bool): Whether the layer adds a bias. Default: ``True`` .
        activation (str): Name of the activation applied to the output, e.g. ``'relu'``. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, in\_channels)`.

    Outputs:
        Tensor of shape :math:`(N, out\_channels)`.

    Raises:
        TypeError: If `has_bias` is not a bool.
        ValueError: If `in_channels` or `out_channels` is not a positive int, or a Tensor `weight_init` /
            `bias_init` has the wrong shape.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.DenseThor(2, 3, weight_init='ones')
        >>> x = Tensor(np.array([[1.0, 2.0], [3.0, -1.0]]), ms.float32)
        >>> print(layer(x))
        [[3. 3. 3.]
         [2. 2. 2.]]
        >>> print(layer.matrix_a.asnumpy())
        [[ 5.  -0.5]
         [-0.5  2.5]]
    """

    def __init__(self, in_channels, out_channels, weight_init='normal', bias_init='zeros', has_bias=True,
                 activation=None):
        super().__init__()
        cls = self.cls_name
        self.thor = True
        self.in_channels = validator.check_positive_int(in_channels, "in_channels", cls)
        self.out_channels = validator.check_positive_int(out_channels, "out_channels", cls)
        self.has_bias = _check_flag(has_bias, "has_bias", cls)
        if isinstance(weight_init, Tensor) and (weight_init.ndim != 2 or weight_init.shape[0] != out_channels
                                                or weight_init.shape[1] != in_channels):
            raise ValueError(f"For '{cls}', weight init shape error. The dim of 'weight_init' should be equal to 2, "
                             f"and the first dim must be equal to 'out_channels', and the second dim must be equal "
                             f"to 'in_channels'. But got 'weight_init': {weight_init}, 'out_channels': "
                             f"{out_channels}, 'in_channels': {in_channels}.")
        self.weight = Parameter(initializer(weight_init, [out_channels, in_channels]), name="weight")
        self.bias = None
        if self.has_bias:
            if isinstance(bias_init, Tensor) and (bias_init.ndim != 1 or bias_init.shape[0] != out_channels):
                raise ValueError(f"For '{cls}', bias init shape error. The dim of 'bias_init' should be equal to 1, "
                                 f"and the first dim must be equal to 'out_channels'. But got 'bias_init': "
                                 f"{bias_init}, 'out_channels': {out_channels}.")
            self.bias = Parameter(initializer(bias_init, [out_channels]), name="bias")
        self.activation = get_activation(activation)
        self.activation_flag = self.activation is not None
        self.matrix_a = _statistic(np.eye(in_channels), "matrix_a")
        self.matrix_g = _statistic(np.eye(out_channels), "matrix_g")

    def save_gradient(self, dout):
        """Store :math:`G = dY^T dY / N` from the gradient `dout` of the layer's product (THOR's hook).

        Args:
            dout (Tensor): Gradient of shape :math:`(N, out\\_channels)`.

        Returns:
            Tensor, `dout` unchanged.
        """
        t = dout._t if isinstance(dout, Tensor) else dout
        _record(self, "matrix_g", t.T.matmul(t) * (1.0 / t.shape[0]))
        return dout

    def construct(self, x):
        t = _input_t(x, self.cls_name)
        if self.thor:
            # MindSpore's GPU formula divides by the row count of x^T x, i.e. in_channels
            _record(self, "matrix_a", t.T.matmul(t) * (1.0 / self.in_channels))
        out = F.linear(t, self.weight._t)
        if self.thor:
            _watch_output(out, self.save_gradient)
        if self.has_bias:
            out = out + self.bias._t
        if self.activation_flag:
            return self.activation(_wrap(out))
        return _wrap(out)

    def extend_repr(self):
        s = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        return s


def _check_pair(value, arg_name, cls_name):
    if any(not isinstance(v, int) or isinstance(v, bool) or v < 1 for v in value):
        raise ValueError(f"For '{cls_name}', all elements in '{arg_name}' must be int or tuple and equal to or "
                         f"greater than 1, but got '{arg_name}': {value}.")


def _pair(value):
    return value if isinstance(value, tuple) else (value, value)


class Conv2dThor(Cell):
    r"""
    2D convolution layer over :math:`(N, C_{in}, H_{in}, W_{in})` inputs that also records the statistics THOR
    needs.

    The output is what :class:`mindspore.nn.Conv2d` computes with the same arguments. While ``thor`` is ``True``
    every call also stores, following MindSpore's GPU kernels:

    - ``matrix_a`` (:math:`C_{in} k_h k_w` square): the input patches, taken with "same" padding and the layer's
      stride and averaged over the batch, form :math:`P` of shape :math:`(C_{in} k_h k_w, L)`;
      :math:`A = P P^T / L`, and ``a_normalizer`` keeps :math:`L`;
    - ``matrix_g`` (:math:`C_{out}` square), on the backward pass: the output gradient averaged over the batch,
      :math:`D` of shape :math:`(C_{out}, H_{out} W_{out})`, gives :math:`G = D D^T / (H_{out} W_{out})`, and
      ``g_normalizer`` keeps :math:`H_{out} W_{out}`.

    Inside a larger network the two matrices are the Parameters ``matrix_a_cov`` and ``matrix_g_cov`` (their
    attribute names) while a standalone layer names them ``matrix_a`` and ``matrix_g``.

    Args:
        in_channels (int): Number of input channels :math:`C_{in}`.
        out_channels (int): Number of output channels :math:`C_{out}`.
        kernel_size (Union[int, tuple[int]]): Height and width of the kernel.
        stride (Union[int, tuple[int]]): Step of the kernel. Default: ``1`` .
        pad_mode (str): ``"same"`` , ``"valid"`` or ``"pad"`` , as in :class:`mindspore.nn.Conv2d`.
            Default: ``"same"`` .
        padding (Union[int, tuple[int]]): Zero padding (top, bottom, left, right) used with ``"pad"`` .
            Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing between kernel elements. Default: ``1`` .
        group (int): Number of channel groups. Default: ``1`` .
        has_bias (bool): Whether the layer adds a bias. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the kernel.
            Default: ``'normal'`` .
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the bias. Default: ``'zeros'`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, H_{in}, W_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, H_{out}, W_{out})`.

    Raises:
        TypeError: If `padding` is neither an int nor a tuple of ints.
        ValueError: If a channel count or `group` is not a positive int, `kernel_size`, `stride` or `dilation` has
            an element below 1, the channels are not divisible by `group`, or `padding` is not 0 outside ``"pad"``.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.Conv2dThor(1, 2, 2, pad_mode='valid', weight_init='ones')
        >>> layer.thor = False
        >>> x = Tensor(np.arange(9).reshape(1, 1, 3, 3), ms.float32)
        >>> print(layer(x))
        [[[[ 8. 12.]
           [20. 24.]]
        <BLANKLINE>
          [[ 8. 12.]
           [20. 24.]]]]
        >>> print([p.name for p in layer.get_parameters()])
        ['weight', 'a_normalizer', 'g_normalizer', 'matrix_a', 'matrix_g']
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1,
                 group=1, has_bias=False, weight_init='normal', bias_init='zeros'):
        super().__init__()
        cls = self.cls_name
        kernel_size, stride, dilation = _pair(kernel_size), _pair(stride), _pair(dilation)
        self.in_channels = validator.check_positive_int(in_channels, "in_channels", cls)
        self.out_channels = validator.check_positive_int(out_channels, "out_channels", cls)
        self.kernel_size, self.stride, self.pad_mode = kernel_size, stride, pad_mode
        self.bias_init = bias_init
        if isinstance(padding, tuple):
            for pad in padding:
                validator.check_non_negative_int(pad, "padding item", cls)
        elif isinstance(padding, int):
            validator.check_non_negative_int(padding, "padding", cls)
        else:
            raise TypeError(f"For '{cls}', the type of 'padding' must be int/tuple(int), but got "
                            f"{type(padding).__name__}.")
        self.padding = padding
        self.dilation = dilation
        self.group = validator.check_positive_int(group, "group", cls)
        self.has_bias = has_bias
        _check_pair(kernel_size, "kernel_size", cls)
        _check_pair(stride, "stride", cls)
        _check_pair(dilation, "dilation", cls)
        if in_channels % group != 0:
            raise ValueError(f"For '{cls}', the 'in_channels' must be divisible by 'group', but got "
                             f"'in_channels': {in_channels} and 'group': {group}.")
        if out_channels % group != 0:
            raise ValueError(f"For '{cls}', the 'out_channels' must be divisible by 'group', but got "
                             f"'out_channels': {out_channels} and 'group': {group}.")
        self.weight = Parameter(initializer(weight_init, [out_channels, in_channels // group, *kernel_size]),
                                name="weight")
        if _check_flag(has_bias, "has_bias", cls):
            self.bias = Parameter(initializer(bias_init, [out_channels]), name="bias")
        else:
            if bias_init != 'zeros':
                log_warning("Value of 'has_bias' is False, value of 'bias_init' will be ignored.")
            self.bias = None
        self._pads = self._conv_pads(pad_mode, padding)
        self.thor = True
        self.hw = kernel_size[0] * kernel_size[1]
        self.matrix_a_dim = in_channels * self.hw
        self.matrix_g_dim = out_channels
        self.a_normalizer = _statistic([1.0], "a_normalizer")
        self.g_normalizer = _statistic([1.0], "g_normalizer")
        self.matrix_a_cov = _statistic(np.zeros([self.matrix_a_dim] * 2), "matrix_a")
        self.matrix_g_cov = _statistic(np.zeros([self.matrix_g_dim] * 2), "matrix_g")

    @staticmethod
    def _conv_pads(pad_mode, padding):
        """((top, bottom), (left, right)) for "pad"/"valid"; None for "same" (computed per input size)."""
        validator.check_value_type("pad_mode", pad_mode, [str], "Conv2D")
        mode = validator.check_string(pad_mode.lower(), ["valid", "same", "pad"], "pad_mode", "Conv2D")
        if isinstance(padding, int):
            pad = (padding,) * 4
        elif len(padding) == 4:
            pad = tuple(padding)
        else:
            raise ValueError(f"For 'Conv2D', the size of 'pad' must be 4, but got {len(padding)}.")
        if mode != "pad" and pad != (0, 0, 0, 0):
            raise ValueError(f"For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': "
                             f"{padding} and 'pad_mode': {pad_mode}.")
        if mode == "same":
            return None
        return ((pad[0], pad[1]), (pad[2], pad[3]))

    def _patch_statistic(self, t):
        """A from the batch-averaged input patches ("same" padding, the layer's stride, no dilation)."""
        kh, kw = self.kernel_size
        ph = same_padding(t.shape[2], kh, self.stride[0], 1)
        pw = same_padding(t.shape[3], kw, self.stride[1], 1)
        patches = F.unfold(F.pad(t.detach().float(), (pw[0], pw[1], ph[0], ph[1])), (kh, kw), stride=self.stride)
        mean = patches.mean(0)                       # (C_in*kh*kw, L)
        count = mean.shape[1]
        _record(self, "matrix_a_cov", mean.matmul(mean.T) * (1.0 / count))
        _record(self, "a_normalizer", torch.tensor([float(count)]))

    def save_gradient(self, dout):
        """Store :math:`G` from the gradient `dout` of the convolution output (THOR's hook).

        Args:
            dout (Tensor): Gradient of shape :math:`(N, C_{out}, H_{out}, W_{out})`.

        Returns:
            Tensor, `dout` unchanged.
        """
        t = dout._t if isinstance(dout, Tensor) else dout
        mean = t.float().mean(0).reshape(t.shape[1], -1)
        count = mean.shape[1]
        _record(self, "matrix_g_cov", mean.matmul(mean.T) * (1.0 / count))
        _record(self, "g_normalizer", torch.tensor([float(count)]))
        return dout

    def construct(self, x):
        t = _input_t(x, self.cls_name)
        if self.thor:
            self._patch_statistic(t)
        mode = "same" if self._pads is None else "pad"
        out = _conv_forward(t, self.weight._t, None, self.stride, self.dilation, self.group, mode, self._pads,
                            self.kernel_size, 2, {})
        if self.thor:
            _watch_output(out, self.save_gradient)
        if self.has_bias:
            out = out + self.bias._t.reshape(1, -1, 1, 1)
        return _wrap(out)

    def extend_repr(self):
        return (f"input_channels={self.in_channels}, output_channels={self.out_channels}, "
                f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}, "
                f"padding={self.padding}, dilation={self.dilation}, group={self.group}, has_bias={self.has_bias}, "
                f"bias_init={self.bias_init}")


def _row_counts(idx, vocab_size):
    """How many times each of the `vocab_size` rows occurs in `idx` (out-of-range indices count nowhere)."""
    flat = idx.reshape(-1).long()
    valid = (flat >= 0) & (flat < vocab_size)
    return torch.bincount(flat[valid], minlength=vocab_size).float()


class EmbeddingThor(Cell):
    r"""
    Lookup table of `vocab_size` rows of length `embedding_size` that also records the statistics THOR needs.

    Indices outside ``[0, vocab_size)`` give rows of zeros. While ``thor`` is ``True`` (and `use_one_hot` is
    ``False``) every call stores in ``matrix_a`` how many times each row was looked up and, on the backward pass,
    :math:`G = dY^T dY / R` in ``matrix_g`` (:math:`dY` the output gradient as :math:`R` rows of length
    `embedding_size`).

    Args:
        vocab_size (int): Number of rows of the table.
        embedding_size (int): Length of each row.
        use_one_hot (bool): Look up through a one-hot matrix product (no statistics are recorded then).
            Default: ``False`` .
        embedding_table (Union[Tensor, str, Initializer, numbers.Number]): How to fill the table.
            Default: ``'normal'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the one-hot values. Default: ``mindspore.float32`` .
        padding_idx (int, None): A row filled with zeros at construction. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Integer Tensor of indices, shape :math:`(\text{batch_size}, \text{x_length})`.

    Outputs:
        Tensor of shape :math:`(\text{batch_size}, \text{x_length}, \text{embedding_size})`.

    Raises:
        TypeError: If `vocab_size` or `embedding_size` is not an int, or `use_one_hot` is not a bool.
        ValueError: If `padding_idx` is outside ``[0, vocab_size]``.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> table = Tensor(np.arange(8).reshape(4, 2), ms.float32)
        >>> layer = nn.EmbeddingThor(4, 2, embedding_table=table)
        >>> print(layer(Tensor(np.array([[3, 0], [3, 1]]), ms.int32)))
        [[[6. 7.]
          [0. 1.]]
        <BLANKLINE>
         [[6. 7.]
          [2. 3.]]]
        >>> print(layer.matrix_a.asnumpy())
        [1. 1. 0. 2.]
    """

    def __init__(self, vocab_size, embedding_size, use_one_hot=False, embedding_table='normal',
                 dtype=mstype.float32, padding_idx=None):
        super().__init__()
        cls = self.cls_name
        self.vocab_size = validator.check_value_type("vocab_size", vocab_size, [int], cls)
        self.embedding_size = validator.check_value_type("embedding_size", embedding_size, [int], cls)
        validator.check_value_type("use_one_hot", use_one_hot, [bool], cls)
        if dtype not in mstype.number_type:
            raise TypeError(f"For '{cls}', the 'dtype' must be a number type, but got {dtype}.")
        self.use_one_hot = use_one_hot
        self.dtype = dtype
        table = initializer(embedding_table, [vocab_size, embedding_size])
        self.padding_idx = padding_idx
        if padding_idx is not None:
            validator.check_value_type("padding_idx", padding_idx, [int], cls)
            if not 0 <= padding_idx <= vocab_size:
                raise ValueError(f"For '{cls}', the 'padding_idx' must be in range of [0, {vocab_size}], but got "
                                 f"{padding_idx} with type 'int'.")
            data = table._t.detach().clone()
            data[padding_idx:padding_idx + 1] = 0
            table = _wrap(data)
        self.embedding_table = Parameter(table, name="embedding_table")
        self.thor = True
        self.matrix_a = _statistic(np.zeros([vocab_size]), "matrix_a")
        self.matrix_g = _statistic(np.zeros([embedding_size, embedding_size]), "matrix_g")

    def save_gradient(self, dout):
        """Store :math:`G = dY^T dY / R` from the gradient `dout` of the looked-up rows (THOR's hook).

        Args:
            dout (Tensor): Gradient of shape :math:`(R, embedding\\_size)`.

        Returns:
            Tensor, `dout` unchanged.
        """
        t = dout._t if isinstance(dout, Tensor) else dout
        _record(self, "matrix_g", t.T.matmul(t) * (1.0 / t.shape[0]))
        return dout

    def construct(self, ids):
        idx = _input_t(ids, self.cls_name, "ids")
        table = self.embedding_table._t
        flat = idx.reshape(-1)
        if self.use_one_hot:
            one_hot = F.one_hot(flat.long().clamp(min=0), self.vocab_size).to(table.dtype)
            one_hot = one_hot * ((flat >= 0) & (flat < self.vocab_size)).unsqueeze(-1).to(table.dtype)
            rows = one_hot.matmul(table)
        else:
            if self.thor:
                _record(self, "matrix_a", _row_counts(flat, self.vocab_size))
            rows = _lookup_rows(table, flat)
            if self.thor:
                _watch_output(rows, self.save_gradient)
        return _wrap(rows.reshape(*idx.shape, self.embedding_size))

    def extend_repr(self):
        return (f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, "
                f"use_one_hot={self.use_one_hot}, embedding_table={self.embedding_table}, dtype={self.dtype}, "
                f"padding_idx={self.padding_idx}")


class EmbeddingLookupThor(Cell):
    r"""
    Row lookup like :class:`mindspore.nn.EmbeddingLookup` that also records the statistics THOR needs.

    With ``target='CPU'`` the rows are read by the host-side lookup (indices outside the table give zeros) and no
    statistics are recorded. With ``target='DEVICE'`` and ``thor`` set, every call stores in ``matrix_a`` how
    often each row was looked up (as float16 values) and, on the backward pass, :math:`G = dY^T dY / N` in
    ``matrix_g``, :math:`N` being the first dimension of the indices.

    Args:
        vocab_size (int): Number of rows of the table.
        embedding_size (int): Length of each row.
        param_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the table (float16 unless a
            Tensor gives its own dtype). Default: ``'normal'`` .
        target (str): ``'CPU'`` or ``'DEVICE'`` . Default: ``'CPU'`` .
        slice_mode (str): How the table is split in semi-auto / auto parallel mode (one of the slice constants of
            this class). Default: ``'batch_slice'`` .
        manual_shapes (tuple): Split sizes for ``'field_slice'`` . Default: ``None`` .
        max_norm (Union[float, None]): Rows longer than this (L2) are scaled down to it. Default: ``None`` .
        sparse (bool): Sparse gradients; must be ``True`` with ``target='CPU'`` . Default: ``True`` .

    Inputs:
        - **input_indices** (Tensor) - Integer Tensor of indices, shape :math:`(y_1, y_2, ..., y_S)`.

    Outputs:
        Tensor of shape :math:`(y_1, ..., y_S, embedding\_size)`.

    Raises:
        TypeError: If `vocab_size` or `embedding_size` is not an int, or `sparse` is not a bool.
        ValueError: If `vocab_size` or `embedding_size` is below 1, `target` is neither ``'CPU'`` nor
            ``'DEVICE'`` , or `sparse` is ``False`` with ``target='CPU'`` .

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> table = Tensor(np.arange(6).reshape(3, 2), ms.float32)
        >>> layer = nn.EmbeddingLookupThor(3, 2, param_init=table)
        >>> print(layer(Tensor(np.array([2, 0, 2]), ms.int32)))
        [[4. 5.]
         [0. 1.]
         [4. 5.]]
    """

    BATCH_SLICE = "batch_slice"
    FIELD_SLICE = "field_slice"
    TABLE_ROW_SLICE = "table_row_slice"
    TABLE_COLUMN_SLICE = "table_column_slice"

    def __init__(self, vocab_size, embedding_size, param_init='normal', target='CPU', slice_mode='batch_slice',
                 manual_shapes=None, max_norm=None, sparse=True):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("sparse", sparse, [bool], cls)
        self.vocab_size = validator.check_positive_int(vocab_size, "vocab_size", cls)
        # the one-hot values of the statistics are float16; no unique-then-gather forward outside auto parallel
        self.dtype, self.forward_unique = mstype.float16, False
        self.target, self.sparse = target, sparse
        if target not in ('CPU', 'DEVICE'):
            raise ValueError(f"For '{cls}', the 'target' must be one of values in ('CPU', 'DEVICE'), but got "
                             f"{target}.")
        if not sparse and target == 'CPU':
            raise ValueError(f"For '{cls}', embedding_lookup must be sparse when 'target' is CPU, but got "
                             f"'sparse': {sparse}, 'target': {target}.")
        self.embedding_size = validator.check_positive_int(embedding_size, "embedding_size", cls)
        self.embedding_table = Parameter(initializer(param_init, [self.vocab_size, self.embedding_size],
                                                     mstype.float16), name="embedding_table")
        self.slice_mode = slice_mode
        self.manual_shapes = manual_shapes
        self.max_norm = max_norm
        if max_norm is not None:
            self.max_norm = validator.check_positive_float(max_norm, "max_norm", cls)
        self.thor = True
        self.matrix_a = _statistic(np.zeros([vocab_size]), "matrix_a")
        self.matrix_g = _statistic(np.zeros([embedding_size, embedding_size]), "matrix_g")

    def save_gradient(self, dout):
        """Store :math:`G = dY^T dY / N` from the gradient `dout` of the looked-up rows (THOR's hook).

        Args:
            dout (Tensor): Gradient of the output, :math:`(N, ..., embedding\\_size)`.

        Returns:
            Tensor, `dout` unchanged.
        """
        t = dout._t if isinstance(dout, Tensor) else dout
        normalizer = float(np.float16(t.shape[0]))
        rows = t.reshape(-1, self.embedding_size)
        g = (rows.T.matmul(rows) * (1.0 / normalizer)).to(torch.float16)
        _record(self, "matrix_g", g)
        return dout

    def construct(self, indices):
        idx = _input_t(indices, self.cls_name, "indices")
        table = self.embedding_table._t
        if self.target == "CPU":
            out = _lookup_rows(table, idx)
        else:
            bad = (idx < 0) | (idx >= table.shape[0])
            if bool(bad.any()):
                raise RuntimeError(f"For 'SparseGatherV2', the 'input_indices' should be in the range "
                                   f"[0, {table.shape[0]}), but got {int(idx[bad][0])}.")
            if self.thor:
                _record(self, "matrix_a", _row_counts(idx, self.vocab_size).to(torch.float16))
            out = F.embedding(idx.long(), table)
            if self.thor:
                _watch_output(out, self.save_gradient)
        if self.max_norm is not None:
            out = _clip_rows(out, self.max_norm)
        return _wrap(out)


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

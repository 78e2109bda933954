"""LessBN: fewer BatchNorm layers, and the normalized FC head (``mindspore.boost.less_batch_normalization``).

MindSpore removes the BatchNorm layers in its graph compiler: a pass (``less_bn``) matches residual-block
patterns (ResNet basic/bottleneck blocks, MobileNetV2 inverted residuals, DenseNet blocks) in the compiled graph of
a Cell flagged ``less_bn`` and replaces the matched BatchNorms by their input. mindspore_compat has no graph
compiler, so the same pass runs on the autograd graph of the network: on the first call of a :class:`LessBN`, the
network runs once with grad recording and the BatchNorm Cells' calls marked, the graph is matched against
MindSpore's patterns (same tables), and every BatchNorm Cell whose calls were all matched is turned into an
identity (its Parameters stay in place, unused, as they stay in MindSpore's checkpoints).
"""
import numpy as np
import torch

from ..common import dtype as mstype
from ..common.initializer import initializer
from ..common.parameter import Parameter
from ..common.tensor import Tensor, _wrap
from ..nn.cell import Cell
from ..nn.layer.basic import Dense
from ..nn.layer.normalization import _BatchNorm

__all__ = ["CommonHeadLastFN", "LessBN"]


def _l2_normalize(t, epsilon=1e-4):
    """``x / sqrt(max(sum(x**2, axis=1), epsilon))`` (MindSpore's ``L2Normalize(axis=1)``)."""
    norm = torch.sqrt(torch.clamp(torch.sum(t * t, dim=1, keepdim=True), min=epsilon))
    return t / norm


def _init_data(init, shape):
    if isinstance(init, Tensor):  # a Parameter of the layer being replaced: copy its data
        return _wrap(init._t.detach().clone())
    return initializer(init, shape)


class CommonHeadLastFN(Cell):
    r"""
    The normalized last fully connected layer (FN) used by LessBN instead of the last Dense layer.

    Both the input rows and the weight rows are L2-normalized before the product, and the result is multiplied by
    a learned scalar:

    .. math::
        \text{outputs} = \text{multiplier} \cdot (\text{norm}(\text{inputs}) \cdot \text{norm}(\text{weight})^T +
        \text{bias})

    where :math:`\text{norm}(x) = x / \sqrt{\max(\sum x^2, 10^{-4})}` along the last axis.

    Args:
        in_channels (int): The number of input channels.
        out_channels (int): The number of output channels.
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): The weight, shape
            :math:`(out\_channels, in\_channels)`. Default: ``'normal'``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): The bias, shape :math:`(out\_channels,)`.
            Default: ``'zeros'``.
        has_bias (bool): Whether the layer adds a bias. Default: ``True``.

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, in\_channels)`.

    Outputs:
        Tensor of shape :math:`(N, out\_channels)`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> from mindspore.boost.less_batch_normalization import CommonHeadLastFN
        >>> net = CommonHeadLastFN(3, 2, weight_init='ones', has_bias=False)
        >>> print(net(Tensor(np.array([[1, 2, 3]]), ms.float32)))
        [[0.92582005 0.92582005]]
        >>> print([p.name for p in net.trainable_params()])
        ['weight', 'multiplier']
    """

    def __init__(self, in_channels, out_channels, weight_init='normal', bias_init='zeros', has_bias=True):
        super().__init__()
        weight_shape = [out_channels, in_channels]
        self.weight = Parameter(_init_data(weight_init, weight_shape), requires_grad=True, name='weight')
        self.multiplier = Parameter(Tensor(np.ones([1]), mstype.float32), requires_grad=True, name='multiplier')
        self.has_bias = has_bias
        if self.has_bias:
            self.bias = Parameter(_init_data(bias_init, [out_channels]), requires_grad=True, name='bias')

    def construct(self, x):
        t = x._t
        w = self.weight._t
        out = torch.matmul(_l2_normalize(t), _l2_normalize(w).t())
        if self.has_bias:
            out = out + self.bias._t
        return _wrap(self.multiplier._t * out)


# ----- the BatchNorm-reduction pass -----------------------------------------------------------------------------
# Node kinds of the matched graph (MindSpore primitive names). ``_ANY`` is MindSpore's TupleGetItem slot, which the
# pass accepts for any node; a BatchNorm's output is reached through one such node, as in MindSpore's graphs.
_ANY, _BN, _CONV, _RELU, _RELU6, _MAXPOOL, _ADD, _CONCAT, _MEAN = (
    "TupleGetItem", "BatchNorm", "Conv2D", "ReLU", "ReLU6", "MaxPool", "Add", "Concat", "ReduceMean")
_NONE = None

# MindSpore's pattern tables (frontend/optimizer/irpass/less_batch_normalization.cc): per pattern, one entry per
# branch (= input of the matched node): (nodes to match along the branch, the cycle of node kinds they follow,
# (first, last) match index — counted over all branches — of the BatchNorms to remove).
_PATTERNS = (
    # ResNet bottleneck with a downsampling shortcut: the first two BNs of the main path, the shortcut's BN
    ((12, (_ANY, _BN, _CONV, _RELU), (4, 11)), (3, (_ANY, _BN, _CONV), (12, 14))),
    # ResNet bottleneck with an identity shortcut
    ((12, (_ANY, _BN, _CONV, _RELU), (4, 11)), (1, (_RELU,), (12, 13))),
    # first ResNet bottleneck (after the stem's pooling)
    ((11, (_ANY, _BN, _CONV, _RELU, _ANY, _BN, _CONV, _RELU, _ANY, _BN, _CONV), (4, 10)),
     (3, (_ANY, _BN, _CONV), (11, 13))),
    # ResNet basic block with a downsampling shortcut: the first BN of the main path, the shortcut's BN
    ((8, (_ANY, _BN, _CONV, _RELU), (4, 6)), (3, (_ANY, _BN, _CONV), (8, 11))),
    # first ResNet basic block (identity shortcut from the stem's pooling)
    ((7, (_ANY, _BN, _CONV, _RELU, _ANY, _BN, _CONV), (4, 6)), (1, (_MAXPOOL,), (7, 10))),
    # ResNet basic block with an identity shortcut
    ((8, (_ANY, _BN, _CONV, _RELU), (4, 6)), (1, (_RELU,), (8, 11))),
    # MobileNetV2 inverted residual blocks
    ((1, (_ANY, _BN), _NONE),
     (13, (_ANY, _BN, _CONV, _RELU6, _ANY, _BN, _CONV, _RELU6, _ANY, _BN, _CONV, _ANY, _BN), (7, 10))),
    ((4, (_ANY, _BN, _CONV, _ADD), (0, 3)),),
    ((1, (_ADD,), _NONE),
     (12, (_ANY, _BN, _CONV, _RELU6, _ANY, _BN, _CONV, _RELU6, _ANY, _BN, _CONV, _ADD), (7, 10))),
    ((5, (_MEAN, _RELU6, _ANY, _BN, _CONV), (0, 4)),),
    ((17, (_ANY, _BN, _CONV, _RELU6, _ANY, _BN, _CONV, _ANY, _BN, _CONV, _RELU6, _ANY, _BN, _CONV, _RELU6, _ANY,
           _BN, _CONV), (3, 6)),),
    # DenseNet blocks
    ((1, (_CONCAT,), _NONE),
     (9, (_CONV, _RELU, _ANY, _BN, _CONV, _RELU, _ANY, _BN, _CONCAT), (6, 9))),
    ((5, (_CONV, _RELU, _ANY, _BN, _CONCAT), (0, 4)),),
    ((9, (_CONV, _RELU, _ANY, _BN, _CONV, _RELU, _ANY, _BN, _CONCAT), (5, 8)), (1, (_CONCAT,), _NONE)),
    ((9, (_CONV, _RELU, _ANY, _BN, _CONV, _RELU, _ANY, _BN, _MAXPOOL), (0, 4)), (1, (_CONCAT,), _NONE)),
    ((1, (_CONCAT,), _NONE),
     (9, (_CONV, _RELU, _ANY, _BN, _CONV, _RELU, _ANY, _BN, _MAXPOOL), (1, 5))),
)

# autograd nodes that only reshape, alias, pad or cast their input: looked through when walking the graph
_TRANSPARENT = ("ViewBackward", "UnsafeViewBackward", "ReshapeAliasBackward", "AliasBackward", "CloneBackward",
                "ToCopyBackward", "ConstantPadNdBackward", "ExpandBackward", "PermuteBackward")
_INPUT, _PARAM, _OTHER = "input", "Load", "other"


def _kind_of(fn):
    name = type(fn).__name__
    if name.startswith("Convolution"):
        return _CONV
    if name.startswith(("Relu", "Threshold")):
        return _RELU
    if name.startswith("Hardtanh"):
        return _RELU6
    if name.startswith("MaxPool"):
        return _MAXPOOL
    if name.startswith("AddBackward"):
        return _ADD
    if name.startswith("CatBackward"):
        return _CONCAT
    if name.startswith("MeanBackward"):
        return _MEAN
    return _OTHER


class _Node:
    """A node of the matched graph: a kind, its inputs (None for a graph input) and, for a BN, its Cell call."""

    __slots__ = ("kind", "inputs", "call")

    def __init__(self, kind, inputs=(), call=None):
        self.kind = kind
        self.inputs = list(inputs)
        self.call = call

    @property
    def first(self):
        return self.inputs[0] if self.inputs else None


class _GraphBuilder:
    """Builds :class:`_Node` views of an autograd graph, BatchNorm calls recognised from the recorded calls."""

    def __init__(self, bn_calls, leaves):
        self._bn_calls = bn_calls  # output grad_fn -> (call index, input grad_fn)
        self._leaves = {id(fn): fn for fn in leaves}  # the AccumulateGrad nodes of the traced inputs (kept alive)
        self._memo = {}

    def node(self, fn):
        while fn is not None and fn not in self._bn_calls and type(fn).__name__.startswith(_TRANSPARENT):
            nxt = [f for f, _ in fn.next_functions if f is not None]
            fn = nxt[0] if nxt else None
        if fn is None:
            return None
        key = id(fn)
        if key in self._memo:
            return self._memo[key][1]
        if fn in self._bn_calls:
            call, in_fn = self._bn_calls[fn]
            bn = _Node(_BN, call=call)
            node = _Node(_ANY, [bn])
            self._memo[key] = (fn, node)  # keeps `fn` alive: its id stays its own
            bn.inputs = [self.node(in_fn)]
            return node
        if type(fn).__name__ == "AccumulateGrad":
            node = _Node(_INPUT if id(fn) in self._leaves else _PARAM)
            self._memo[key] = (fn, node)
            return node
        node = _Node(_kind_of(fn))
        self._memo[key] = (fn, node)
        nxt = [f for f, _ in fn.next_functions]
        if type(fn).__name__.startswith("AddmmBackward") and len(nxt) == 3:
            nxt = nxt[1:] + nxt[:1]  # (bias, x, w) -> MindSpore's MatMul(x, w) + BiasAdd order
        node.inputs = [self.node(f) for f in nxt if f is not None]
        return node

    def all_nodes(self, roots):
        seen, out, stack = set(), [], [n for n in roots if n is not None]
        while stack:
            n = stack.pop()
            if id(n) in seen:
                continue
            seen.add(id(n))
            out.append(n)
            stack.extend(i for i in n.inputs if i is not None)
        return out


def _match(root, pattern):
    """The BN nodes `pattern` removes when `root` matches it, else None."""
    inputs = root.inputs
    if len(inputs) < len(pattern) or any(i is None or i.kind == _INPUT for i in inputs):
        return None
    removed, index = [], 0
    for node, (count, cycle, span) in zip(inputs, pattern):
        for k in range(count):
            if node is None or node.kind == _INPUT:
                return None
            want = cycle[k % len(cycle)]
            if want != _ANY and node.kind != want:
                return None
            if span is not None and span[0] <= index <= span[1] and node.kind == _BN:
                removed.append(node)
            index += 1
            if k + 1 < count:
                node = node.first
    return removed


def _pass_through(x, *args, **kwargs):  # pylint: disable=unused-argument
    """The ``construct`` of a BatchNorm Cell removed by LessBN."""
    return x


def _tensors(obj):
    if isinstance(obj, Tensor):
        return [obj._t]
    if isinstance(obj, (tuple, list)):
        out = []
        for o in obj:
            out.extend(_tensors(o))
        return out
    return []


def _reduce_batch_norms(network, inputs):
    """Run the BN-reduction pass on `network` with one traced call on `inputs`; return the removed BN names."""
    bns = [(name, cell) for name, cell in network.cells_and_names() if isinstance(cell, _BatchNorm)
           and "construct" not in cell.__dict__]
    if not bns:
        return []
    calls = []  # (bn cell, output grad_fn, input grad_fn)

    def recorder(cell):
        method = type(cell).construct

        def construct(x, *args, **kwargs):
            out = method(cell, x, *args, **kwargs)
            if isinstance(out, Tensor) and out._t.grad_fn is not None:
                calls.append((cell, out._t.grad_fn, x._t.grad_fn if isinstance(x, Tensor) else None))
            return out
        return construct

    saved = [(cell, [p._t.detach().clone() for p in cell.get_parameters()]) for _, cell in bns]
    leaves = []
    traced = []
    for x in inputs:
        if isinstance(x, Tensor) and x._t.is_floating_point():
            leaf = x._t.detach().requires_grad_(True)
            leaves.append(leaf)
            traced.append(_wrap(leaf))
        else:
            traced.append(x)
    for _, cell in bns:
        cell.__dict__["construct"] = recorder(cell)
    try:
        with torch.random.fork_rng(devices=[]), torch.enable_grad():
            out = network(*traced)
    finally:
        for cell, values in saved:
            cell.__dict__.pop("construct", None)
            with torch.no_grad():
                for p, v in zip(cell.get_parameters(), values):
                    p._t.copy_(v)
    leaf_fns = []
    for leaf in leaves:
        # the AccumulateGrad node of an input leaf (the one the graph refers to while it is alive)
        probe = leaf.view_as(leaf)
        if probe.grad_fn is not None and probe.grad_fn.next_functions:
            fn = probe.grad_fn.next_functions[0][0]
            if fn is not None:
                leaf_fns.append(fn)
    bn_calls = {out_fn: (i, in_fn) for i, (_, out_fn, in_fn) in enumerate(calls)}
    builder = _GraphBuilder(bn_calls, leaf_fns)
    roots = [builder.node(t.grad_fn) for t in _tensors(out) if t.grad_fn is not None]
    targeted = set()
    for node in builder.all_nodes(roots):
        for pattern in _PATTERNS:
            removed = _match(node, pattern)
            if removed is not None:
                targeted.update(n.call for n in removed)
                break
    names = []
    for name, cell in bns:
        indices = [i for i, c in enumerate(calls) if c[0] is cell]
        if indices and all(i in targeted for i in indices):
            cell.__dict__["construct"] = _pass_through
            cell.__dict__["_less_bn_removed"] = True
            names.append(name)
    return names


class LessBN(Cell):
    """
    Reduces the number of BatchNorm layers of a network to speed it up while keeping its accuracy, and optionally
    replaces the last fully connected layer by a normalized one (:class:`CommonHeadLastFN`).

    The network gets the flag ``less_bn`` (on every sub-Cell). On the first call, the BatchNorm layers that
    MindSpore's ``less_bn`` graph pass removes are found on the network's graph and made identities: in residual
    blocks (ResNet basic and bottleneck blocks, MobileNetV2 inverted residuals, DenseNet blocks) the BatchNorm of
    every convolution of the main path except the last one before the residual addition, and the BatchNorm of a
    downsampling shortcut. The last BatchNorm of each block and the BatchNorms outside such blocks stay. The
    removed layers keep their Parameters (unused, still saved in checkpoints).

    With `fn_flag`, the last :class:`mindspore.nn.Dense` child of every Cell of the network is replaced by a
    :class:`CommonHeadLastFN` with the same weight and no bias (Parameters ``<path>.weight`` and
    ``<path>.multiplier``).

    Note:
        In MindSpore the BatchNorm removal is done by the Ascend graph compiler only. mindspore_compat runs the same
        pattern matching on the autograd graph, in every mode and on every device.

    Args:
        network (Cell): The network to modify.
        fn_flag (bool): Replace the last fully connected layers by :class:`CommonHeadLastFN`. Default: ``False``.

    Inputs:
        - **\\*inputs** (Tuple(Tensor)) - The inputs of `network`.

    Outputs:
        Whatever `network` returns for these inputs.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Tensor, nn, boost
        >>> import mindspore as ms
        >>> import numpy as np
        >>> class Stack(nn.Cell):
        ...     def __init__(self):
        ...         super().__init__()
        ...         self.fc1 = nn.Dense(4, 3, weight_init='ones', bias_init='zeros')
        ...         self.fc2 = nn.Dense(3, 2, weight_init='ones', bias_init='zeros')
        ...
        ...     def construct(self, x):
        ...         return self.fc2(self.fc1(x))
        ...
        >>> network = boost.LessBN(Stack(), fn_flag=True)
        >>> print(network)
        LessBN(
          (network): Stack(
            (fc1): Dense(input_channels=4, output_channels=3, has_bias=True)
            (fc2): CommonHeadLastFN()
          )
        )
        >>> print([p.name for p in network.trainable_params()])
        ['network.fc1.weight', 'network.fc1.bias', 'fc2.weight', 'fc2.multiplier']
        >>> print(network(Tensor(np.ones([1, 4]), ms.float32)))
        [[1. 1.]]
    """

    def __init__(self, network, fn_flag=False):
        super().__init__()
        self.network = network
        if "less_bn" not in self.network.get_flags():
            self.network.add_flags_recursive(less_bn=True)
            prefixes = {id(cell): name for name, cell in self.network.cells_and_names()}
            for name, cell in self.network.cells_and_names():
                cell.__dict__["_param_prefix"] = name
            if fn_flag:
                self._convert_to_less_bn_net(self.network, prefixes)
            self.network.add_flags(defer_inline=True)

    @staticmethod
    def _convert_dense(subcell, prefix):
        """A CommonHeadLastFN taking over the weight of the Dense `subcell`, its Parameters named after `prefix`."""
        new_subcell = CommonHeadLastFN(subcell.in_channels, subcell.out_channels, subcell.weight, subcell.bias,
                                       False)
        new_subcell.update_parameters_name(prefix + '.')
        return new_subcell

    def construct(self, *inputs):
        network = self.network
        if network.__dict__.get("less_bn", False) and not network.__dict__.get("_less_bn_done", False):
            network.__dict__["_less_bn_done"] = True
            self.__dict__["_removed_batch_norms"] = _reduce_batch_norms(network, inputs)
        return network(*inputs)

    def _convert_to_less_bn_net(self, net, prefixes):
        """Replace the last Dense child of `net` and, recursively, of every other child."""
        dense_name, dense_list = [], []
        for name, subcell in net.name_cells().items():
            if subcell is net:
                continue
            if isinstance(subcell, Dense):
                dense_name.append(name)
                dense_list.append(subcell)
            else:
                self._convert_to_less_bn_net(subcell, prefixes)
        if dense_list:
            new_subcell = LessBN._convert_dense(dense_list[-1], prefixes.get(id(dense_list[-1]), dense_name[-1]))
            net.insert_child_to_cell(dense_name[-1], new_subcell)

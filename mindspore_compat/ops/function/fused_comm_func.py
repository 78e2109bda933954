"""Matmul fused with a collective (``mindspore.ops.all_gather_matmul`` and ``mindspore.ops.matmul_reduce_scatter``).

MindSpore runs them as single Ascend kernels that overlap the communication with the matmul; here the collective
and the matmul run one after the other on torch.distributed, with the same results, the same argument rules and
gradients (those of the collective composed with the matmul's).
"""
import inspect

import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...communication import management as _mgmt
from ..operations.comm_ops import ReduceOp, _AllGatherFn, _ReduceScatterFn, _pg

__all__ = ["all_gather_matmul", "matmul_reduce_scatter"]

_P = inspect.Parameter


def _signature(*keywords):
    front = [_P(n, _P.POSITIONAL_OR_KEYWORD) for n in ("input", "x2", "group", "world_size")]
    return inspect.Signature(front + [_P(n, _P.KEYWORD_ONLY, default=d) for n, d in keywords])


_GATHER_SIG = _signature(("bias", None), ("gather_index", 0), ("gather_output", True), ("comm_turn", 0),
                         ("trans_input", False), ("trans_x2", False))
_SCATTER_SIG = _signature(("reduce_op", ReduceOp.SUM), ("bias", None), ("comm_turn", 0), ("trans_input", False),
                          ("trans_x2", False))
_KINDS = {"input": (Tensor, "Tensor"), "x2": (Tensor, "Tensor"), "group": (str, "string"), "world_size": (int, "int"),
          "gather_index": (int, "int"), "gather_output": (bool, "bool"), "comm_turn": (int, "int"),
          "trans_input": (bool, "bool"), "trans_x2": (bool, "bool"), "reduce_op": (str, "string")}
_FRONT = ("input", "x2", "group", "world_size")


def _bind(func, sig, args, kwargs):
    """The arguments by name, checked the way MindSpore's argument parser checks them."""
    try:
        bound = sig.bind(*args, **kwargs)
    except TypeError:
        missing = [n for n in _FRONT[len(args):] if n not in kwargs]
        if missing:   # MindSpore's parser names the first one
            raise TypeError(f"{func}() missing 1 required positional argument: {missing[0]}.") from None
        raise TypeError(f"{func}() takes input, x2, group and world_size, then keyword arguments "
                        f"{list(sig.parameters)[4:]}, but got {len(args)} positional argument(s) and "
                        f"{sorted(kwargs)}.") from None
    bound.apply_defaults()
    values = dict(bound.arguments)
    for name, value in values.items():
        if name == "bias":
            if value is not None and not isinstance(value, Tensor):
                raise TypeError(f"{func}(): argument 'bias' must be Tensor but got {type(value).__name__}.")
            continue
        kind, words = _KINDS[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            where = f" (position {_FRONT.index(name) + 1})" if name in _FRONT else ""
            raise TypeError(f"{func}(): argument '{name}'{where} must be {words}, not {type(value).__name__}.")
    return values


def _require(func, ok, what):
    if not ok:
        raise RuntimeError(f"For '{func}', {what}")


def _operands(func, v):
    """Validate what the fused Ascend kernels accept; returns the torch operands and the process group."""
    a, b = v["input"]._t, v["x2"]._t
    _require(func, v["input"].dtype in (mstype.float16, mstype.bfloat16),
             f"the dtype of 'input' must be float16 or bfloat16, but got {v['input'].dtype}.")
    _require(func, v["x2"].dtype == v["input"].dtype,
             f"'x2' must have the dtype of 'input' ({v['input'].dtype}), but got {v['x2'].dtype}.")
    _require(func, a.dim() == 2 and b.dim() == 2,
             f"'input' and 'x2' must be 2-D, but got shapes {tuple(a.shape)} and {tuple(b.shape)}.")
    _require(func, v["bias"] is None, "'bias' must be None (a bias is not supported).")
    _require(func, not v["trans_input"], "'trans_input' must be False.")
    _require(func, v["comm_turn"] == 0, f"'comm_turn' must be 0, but got {v['comm_turn']}.")
    if v["trans_x2"]:
        b = b.transpose(0, 1)
    k = a.shape[1]
    _require(func, b.shape[0] == k, f"the k axis of 'input' ({k}) and of 'x2' ({b.shape[0]}) must be equal.")
    _require(func, 256 <= k < 65535, f"k (the second axis of 'input') must be in [256, 65535), but got {k}.")
    _mgmt._require_init()
    group = v["group"]
    try:
        size = _mgmt.get_group_size(group)
    except (ValueError, RuntimeError):
        raise RuntimeError(f"For '{func}', the communication group '{group}' does not exist.") from None
    _require(func, v["world_size"] == size,
             f"'world_size' ({v['world_size']}) must be the size of group '{group}' ({size}).")
    _require(func, size in (2, 4, 8), f"'world_size' must be 2, 4 or 8, but got {size}.")
    return a, b, _pg(group)


def all_gather_matmul(*args, **kwargs):
    r"""
    all_gather_matmul(input, x2, group, world_size, *, bias=None, gather_index=0, gather_output=True, comm_turn=0, trans_input=False, trans_x2=False) -> tuple[Tensor]

    Gathers the row blocks of `input` from every rank of `group` (in rank order) and multiplies the result by
    `x2`: :math:`output = allgather(input) @ x2`, :math:`gather\_out = allgather(input)`.

    .. warning::
        This is an experimental API that is subject to change or deletion.

    Args:
        input (Tensor): This rank's rows of the left matrix, shape :math:`(m, k)`, float16 or bfloat16.
        x2 (Tensor): The right matrix, shape :math:`(k, n)` (:math:`(n, k)` with `trans_x2`), same dtype.
        group (str): The communication group (e.g. ``GlobalComm.WORLD_COMM_GROUP``).
        world_size (int): The number of ranks of `group`: ``2``, ``4`` or ``8``.

    Keyword Args:
        bias (Tensor, optional): Only ``None``. Default: ``None``.
        gather_index (int, optional): Which operand is gathered; only ``0`` (`input`). Default: ``0``.
        gather_output (bool, optional): Whether `gather_out` is returned filled. Default: ``True``.
        comm_turn (int, optional): Communication granularity; only ``0``. Default: ``0``.
        trans_input (bool, optional): Only ``False``. Default: ``False``.
        trans_x2 (bool, optional): Whether `x2` is given transposed. Default: ``False``.

    Returns:
        - output (Tensor) - :math:`(m \times world\_size, n)`, the product.
        - gather_out (Tensor) - :math:`(m \times world\_size, k)`, the gathered `input`; shape :math:`(0,)` when
          `gather_output` is ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If a dtype is not float16/bfloat16 or the dtypes differ, an operand is not 2-D, the k axes
            differ or k is outside ``[256, 65535)``, `bias` is given, `group` does not exist, `world_size` is not
            the group's size or not 2, 4 or 8, `gather_index` is not ``0`` or `trans_input` is ``True``.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> from mindspore.communication import init, get_group_size, GlobalComm
        >>> init()
        >>> rows = ms.Tensor(np.ones((4, 256)), ms.float16)
        >>> weight = ms.Tensor(np.full((256, 8), 0.5), ms.float16)
        >>> out, gathered = ops.all_gather_matmul(rows, weight, GlobalComm.WORLD_COMM_GROUP,
        ...                                       get_group_size())  # doctest: +SKIP
        >>> print(out.shape, gathered.shape)  # doctest: +SKIP
        (8, 8) (8, 256)
    """
    func = "all_gather_matmul"
    v = _bind(func, _GATHER_SIG, args, kwargs)
    _require(func, v["gather_index"] == 0, f"'gather_index' must be 0, but got {v['gather_index']}.")
    a, b, pg = _operands(func, v)
    gathered = _AllGatherFn.apply(a, pg)
    out = torch.matmul(gathered, b)
    if not v["gather_output"]:
        gathered = a.new_zeros((0,))
    return _wrap(out), _wrap(gathered)


def matmul_reduce_scatter(*args, **kwargs):
    r"""
    matmul_reduce_scatter(input, x2, group, world_size, *, reduce_op='sum', bias=None, comm_turn=0, trans_input=False, trans_x2=False) -> Tensor

    Multiplies `input` by `x2` on every rank, sums the products over `group` and gives each rank its block of
    rows: :math:`output = reducescatter(input @ x2)`.

    .. warning::
        This is an experimental API that is subject to change or deletion.

    Args:
        input (Tensor): The left matrix, shape :math:`(m, k)`, float16 or bfloat16; `m` is a multiple of
            `world_size`.
        x2 (Tensor): The right matrix, shape :math:`(k, n)` (:math:`(n, k)` with `trans_x2`), same dtype.
        group (str): The communication group (e.g. ``GlobalComm.WORLD_COMM_GROUP``).
        world_size (int): The number of ranks of `group`: ``2``, ``4`` or ``8``.

    Keyword Args:
        reduce_op (str, optional): The reduction; only ``'sum'``. Default: ``'sum'``.
        bias (Tensor, optional): Only ``None``. Default: ``None``.
        comm_turn (int, optional): Communication granularity; only ``0``. Default: ``0``.
        trans_input (bool, optional): Only ``False``. Default: ``False``.
        trans_x2 (bool, optional): Whether `x2` is given transposed. Default: ``False``.

    Returns:
        Tensor of shape :math:`(m / world\_size, n)`, this rank's block of the summed product.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If a dtype is not float16/bfloat16 or the dtypes differ, an operand is not 2-D, the k axes
            differ or k is outside ``[256, 65535)``, `m` is not a multiple of `world_size`, `bias` is given,
            `group` does not exist, `world_size` is not the group's size or not 2, 4 or 8, `reduce_op` is not
            ``'sum'`` or `trans_input` is ``True``.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> from mindspore.communication import init, get_group_size, GlobalComm
        >>> init()
        >>> left = ms.Tensor(np.ones((4, 256)), ms.float16)
        >>> weight = ms.Tensor(np.full((256, 8), 0.5), ms.float16)
        >>> out = ops.matmul_reduce_scatter(left, weight, GlobalComm.WORLD_COMM_GROUP,
        ...                                 get_group_size())  # doctest: +SKIP
        >>> print(out.shape)  # doctest: +SKIP
        (2, 8)
    """
    func = "matmul_reduce_scatter"
    v = _bind(func, _SCATTER_SIG, args, kwargs)
    _require(func, v["reduce_op"] == ReduceOp.SUM, f"'reduce_op' must be 'sum', but got '{v['reduce_op']}'.")
    a, b, pg = _operands(func, v)
    _require(func, a.shape[0] % v["world_size"] == 0,
             f"m (the first axis of 'input', {a.shape[0]}) must be a multiple of 'world_size' ({v['world_size']}).")
    return _wrap(_ReduceScatterFn.apply(torch.matmul(a, b), ReduceOp.SUM, pg))



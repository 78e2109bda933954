"""Registry entries of the array operators (shape changes, selection): one entry per operator, see
:mod:`mindspore_compat.ops._registry`."""
import numbers

import torch

from ...common import dtype as mstype
from ...common.tensor import _wrap
from .._registry import op, function, method, prim
from .._utils import tt

__all__ = []

_ALL_REAL = ("float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8")


def _int_arg(value, op_name, arg_name):
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"For '{op_name}', the '{arg_name}' must be an int, but got {type(value).__name__}.")
    return int(value)


def _check_axis(axis, ndim, op_name, arg_name="axis"):
    """`axis` normalised to ``[0, ndim)``; ValueError naming the valid range otherwise (a 0-d input takes 0/-1)."""
    axis = _int_arg(axis, op_name, arg_name)
    n = max(ndim, 1)
    if not -n <= axis < n:
        raise ValueError(f"For '{op_name}', the '{arg_name}' must be in the range of [{-n}, {n}), but got {axis}.")
    return axis % n


def _check_bool(prim_obj, *names):
    for name in names:
        value = getattr(prim_obj, name)
        if not isinstance(value, bool):
            raise TypeError(f"For '{prim_obj.name}', the type of '{name}' should be 'bool', but got type "
                            f"'{type(value).__name__}'.")


# ----- topk ----------------------------------------------------------------------------------------------------------
_TOPK_PRIM_DOC = """The `k` largest values along the last dimension and their indices.

    Refer to :func:`mindspore.ops.topk` for more details.

    Args:
        sorted (bool): Return the values in descending order. Default: ``True``.

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **k** (int) - How many values.

    Outputs:
        tuple (values, indices): indices are int32.

    Raises:
        TypeError: If `sorted` is not a bool or `k` is not an int.
        ValueError: If `k` is not in ``(0, n]`` for a last dimension of length ``n``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.TopK()(Tensor([1, 2, 3, 4, 5], mindspore.float16), 3)
        >>> print(values, indices)
        [5. 4. 3.] [4 3 2]
    """


def _topk_check(p):
    _check_bool(p, "sorted")


_INT_TYPES = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8)


def _has_ties(t, v, d, k):
    kth = v.narrow(d, k - 1, 1)
    if bool(((t == kth).sum(d) > 1).any()):
        return True
    return k > 1 and bool((v.narrow(d, 1, k - 1) == v.narrow(d, 0, k - 1)).any())


@op("TopK", "array",
    functional=[function("topk"),
                function("top_k", "(input_x, k, sorted=True)", rename={"input_x": "input"},
                         doc="""The `k` largest entries along the last dimension and their indices (int32).

    Args:
        input_x (Tensor): The input tensor.
        k (int): How many.
        sorted (bool): Return them in descending order. Default: ``True``.

    Returns:
        tuple (values, indices).

    Raises:
        TypeError: If `k` is not an int.
        ValueError: If `k` is not in ``(0, n]`` for a last dimension of length ``n``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.top_k(Tensor([1.0, 5.0, 3.0], mindspore.float32), 2)
        >>> print(values, indices)
        [5. 3.] [1 2]
    """)],
    primitive=prim("TopK", "(self, sorted=True)", "(self, input_x, k)", rename={"input_x": "input"},
                   fixed={"dim": None, "largest": True}, doc=_TOPK_PRIM_DOC, check=_topk_check),
    method=[method("topk", "(self, k, dim=None, largest=True, sorted=True)",
                   summary="``(values, indices)`` of the `k` largest (or smallest) elements along `dim` (the last "
                           "axis by default); the indices are Int32.",
                   example=(("v = Tensor([3.0, 1.0, 2.0])", "print(v.topk(2))"),
                            "(Tensor(shape=[2], dtype=Float32, value= [ 3.00000000e+00,  2.00000000e+00]), "
                            "Tensor(shape=[2], dtype=Int32, value= [0, 2]))")),
            method("top_k", "(self, k, sorted=True)",
                   summary="``(values, indices)`` of the `k` largest elements along the last axis.",
                   example=(("v = Tensor([3.0, 1.0, 2.0])", "print(v.top_k(1))"),
                            "(Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00]), Tensor(shape=[1], "
                            "dtype=Int32, value= [0]))"))],
    cases=({"k": 2}, {"k": 1, "dim": 0, "largest": False}, {"k": 3, "sorted": False}, {"k": 2, "largest": False}),
    bad=({"k": 9}, {"k": 0}, {"k": 2.0}, {"k": 1, "dim": 5}),
    dtypes=_ALL_REAL, shape=(3, 4))
def topk(input, k, dim=None, largest=True, sorted=True):
    """The `k` largest (or smallest) entries along `dim` and their indices.

    Args:
        input (Tensor): The input tensor.
        k (int): How many, in ``(0, n]`` for a dimension of length ``n``.
        dim (int): The dimension. Default: ``None`` (the last).
        largest (bool): Largest (True) or smallest (False). Default: ``True``.
        sorted (bool): Return them in order. Default: ``True``.

    Returns:
        tuple (values, indices), the indices of int32.

    Raises:
        TypeError: If `input` is not a Tensor, or `k` is not an int.
        ValueError: If `k` or `dim` is out of range.
        RuntimeError: If `input` is 0-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.topk(Tensor([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], mindspore.float32), 2)
        >>> print(values)
        [[5. 3.]
         [6. 4.]]
        >>> print(indices, indices.dtype)
        [[1 2]
         [2 0]] Int32
    """
    t = tt(input, "TopK", "input")
    k = _int_arg(k, "TopK", "k")
    if t.dim() == 0:
        raise RuntimeError("For 'TopK', the dimension of 'input' must be greater than 0, but got a 0-d tensor.")
    if t.dtype is torch.bool or t.is_complex():
        raise TypeError(f"For 'TopK', the 'input' must be a Tensor of a real number type, but got "
                        f"{_wrap(t).dtype}.")
    d = _check_axis(-1 if dim is None else dim, t.dim(), "TopK", "dim")
    n = t.shape[d]
    if not 0 < k <= n:
        raise ValueError(f"For 'TopK', the 'k' must be in (0, {n}], but got {k}.")
    if sorted:
        v, i = torch.topk(t, k, dim=d, largest=largest, sorted=True)
        # equal values come in index order in MindSpore's kernel; torch's order among ties is unspecified, so a tie
        # among the chosen values or at the k-th value takes the stable sort below
        if not (t.is_floating_point() or t.dtype in _INT_TYPES) or not _has_ties(t, v, d, k):
            return _wrap(v), _wrap(i.to(torch.int32))
    v, i = torch.sort(t, dim=d, descending=bool(largest), stable=True)
    v, i = v.narrow(d, 0, k), i.narrow(d, 0, k)
    if not sorted:  # unsorted results come in index order
        i, order = torch.sort(i, dim=d)
        v = torch.gather(v, d, order)
    return _wrap(v), _wrap(i.to(torch.int32))


# ----- argmin --------------------------------------------------------------------------------------------------------
_ARGMIN_PRIM_DOC = """Index of the minimum value along an axis.

    Args:
        axis (int): The axis. Default: ``-1``.
        output_type (mindspore.dtype): ``mindspore.int32`` or ``mindspore.int64``. Default: ``mindspore.int32``.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        Tensor of `output_type`, the input shape without `axis`.

    Raises:
        TypeError: If `output_type` is not int32/int64 or `x` is not a Tensor.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Argmin()(Tensor([2.0, 3.1, 1.2], mindspore.float32)))
        2
    """


def _argmin_check(p):
    if p.output_type not in (mstype.int32, mstype.int64):
        raise TypeError(f"For 'Argmin', the 'output_type' must be mindspore.int32 or mindspore.int64, but got "
                        f"{p.output_type!r}.")


_INDEX_DTYPES = {mstype.int32: torch.int32, mstype.int64: torch.int64}


@op("Argmin", "math",
    functional=function("argmin", "(input, axis=None, keepdims=False)"),
    primitive=prim("Argmin", "(self, axis=-1, output_type=mindspore.int32)", "(self, x)", rename={"x": "input"},
                   doc=_ARGMIN_PRIM_DOC, check=_argmin_check),
    method=method("argmin", "(self, axis=None, keepdims=False, *, dim=None, keepdim=None)",
                  rename={"dim": "axis", "keepdim": "keepdims"},
                  summary="Index (Int32) of the minimum, of the flattened tensor when `axis` (or `dim`) is "
                          "``None``.",
                  example=(("x = Tensor([[1.0, 2.0], [3.0, 4.0]])",
                            "print(x.argmin(), x.argmin(axis=1), x.argmin(axis=1).dtype)"), "0 [0 0] Int32")),
    cases=({}, {"axis": 0}, {"axis": 1, "keepdims": True}, {"axis": -1}),
    bad=({"axis": 5}, {"axis": 1.0}),
    dtypes=_ALL_REAL)
def argmin_impl(input, axis=None, keepdims=False, output_type=mstype.int32):
    """Index of the minimum along `axis` (of the flattened input when `axis` is ``None``), as int32.

    Args:
        input (Tensor): The input tensor.
        axis (int): The dimension. Default: ``None``.
        keepdims (bool): Keep the reduced dimension (ignored when `axis` is ``None``). Default: ``False``.

    Returns:
        Tensor of int32.

    Raises:
        TypeError: If `input` is not a Tensor of a real number type.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[2.0, 3.1, 1.2], [0.5, 4.0, 2.0]], mindspore.float32)
        >>> print(ops.argmin(x), ops.argmin(x, 1), ops.argmin(x, 1).dtype)
        3 [2 0] Int32
    """
    t = tt(input, "Argmin", "input")
    if t.dtype is torch.bool or t.is_complex():
        raise TypeError(f"For 'Argmin', the 'input' must be a Tensor of a real number type, but got "
                        f"{_wrap(t).dtype}.")
    if t.dim() == 0:  # MindSpore 2.10 answers a 0-d input with an Int64 zero whatever the axis
        return _wrap(torch.zeros((), dtype=torch.int64, device=t.device))
    out = _INDEX_DTYPES[output_type]
    if axis is None:
        return _wrap(torch.argmin(t).to(out))
    d = _check_axis(axis, t.dim(), "Argmin")
    return _wrap(torch.argmin(t, d, keepdims).to(out))


# ----- diag ----------------------------------------------------------------------------------------------------------
_DIAG_PRIM_DOC = """A tensor with the input on its diagonal: input shape ``S`` gives output shape ``S + S``.

    Refer to :func:`mindspore.ops.diag` for more details.

    Inputs:
        - **input** (Tensor) - The diagonal values.

    Outputs:
        Tensor of rank twice the input's.

    Raises:
        TypeError: If `input` is not a Tensor.
        ValueError: If `input` is 0-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Diag()(Tensor([1, 2], mindspore.int32)))
        [[1 0]
         [0 2]]
    """


@op("Diag", "array",
    primitive=prim("Diag", "(self)", "(self, input)", doc=_DIAG_PRIM_DOC),
    method=method("diag", "(self)", summary="A tensor with this tensor on its diagonal (shape ``S`` gives ``S + S``).",
                  example=(("print(Tensor([1, 2]).diag())",), "[[1 0]\n [0 2]]")),
    cases=({},), bad=(), dtypes=_ALL_REAL, shape=(2, 3))
def diag(input):
    """A tensor with the input on its diagonal (input shape ``S`` gives ``S + S``).

    Args:
        input (Tensor): The diagonal values, of rank at least 1.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.
        ValueError: If `input` is 0-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.diag(Tensor([1, 2], mindspore.int32)))
        [[1 0]
         [0 2]]
    """
    t = tt(input, "Diag", "input")
    if t.dim() == 0:
        raise ValueError("For 'Diag', the rank of 'input' must be greater than or equal to 1, but got 0.")
    if t.dtype is torch.bool:
        raise TypeError("For 'Diag', the 'input' must be a Tensor of a number type, but got Bool.")
    return _wrap(torch.diag(t.reshape(-1)).reshape(tuple(t.shape) * 2))


# ----- expand_dims / unsqueeze ---------------------------------------------------------------------------------------
_EXPAND_DIMS_PRIM_DOC = """Inserts a dimension of length 1 at `axis`.

    Refer to :func:`mindspore.ops.expand_dims` for more details.

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **axis** (int) - Where to insert, in ``[-rank - 1, rank]``.

    Outputs:
        Tensor with one more dimension.

    Raises:
        TypeError: If `axis` is not an int.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[2.0, 2.0], [2.0, 2.0]], mindspore.float32)
        >>> print(ops.ExpandDims()(x, 0).shape)
        (1, 2, 2)
    """

_UNSQUEEZE_DOC = """Inserts a dimension of length 1 at `dim`.

    Args:
        input (Tensor): The input tensor.
        dim (int): Where to insert, in ``[-rank - 1, rank]``.

    Returns:
        Tensor with one more dimension.

    Raises:
        TypeError: If `dim` is not an int.
        ValueError: If `dim` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.unsqueeze(Tensor([1.0, 2.0], mindspore.float32), dim=1).shape)
        (2, 1)
    """


@op("ExpandDims", "array",
    functional=[function("expand_dims"),
                function("unsqueeze", "(input, dim)", rename={"input": "input_x", "dim": "axis"},
                         doc=_UNSQUEEZE_DOC)],
    primitive=prim("ExpandDims", "(self)", "(self, input_x, axis)", doc=_EXPAND_DIMS_PRIM_DOC),
    method=[method("expand_dims", "(self, axis)", summary="Insert a dimension of length 1 at `axis`.",
                   example=(("x = Tensor([[1.0, 2.0], [3.0, 4.0]])", "print(x.expand_dims(0).shape)"), "(1, 2, 2)")),
            method("unsqueeze", "(self, dim)", rename={"dim": "axis"},
                   summary="Insert a dimension of length 1 at `dim`.",
                   example=(("x = Tensor([[1.0, 2.0], [3.0, 4.0]])", "print(x.unsqueeze(-1).shape)"), "(2, 2, 1)"))],
    cases=({"axis": 0}, {"axis": 2}, {"axis": -1}, {"axis": -3}),
    bad=({"axis": 3}, {"axis": -4}, {"axis": 1.0}), dtypes=_ALL_REAL + ("bool",), shape=(2, 3))
def expand_dims(input_x, axis):
    """Inserts a dimension of length 1 at `axis`.

    Args:
        input_x (Tensor): The input tensor.
        axis (int): Where to insert, in ``[-rank - 1, rank]``.

    Returns:
        Tensor with one more dimension.

    Raises:
        TypeError: If `input_x` is not a Tensor or `axis` is not an int.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.expand_dims(Tensor([[2.0, 2.0], [2.0, 2.0]], mindspore.float32), 0).shape)
        (1, 2, 2)
    """
    t = tt(input_x, "ExpandDims", "input_x")
    axis = _int_arg(axis, "ExpandDims", "axis")
    n = t.dim() + 1
    if not -n <= axis < n:
        raise ValueError(f"For 'ExpandDims', the 'axis' must be in the range of [{-n}, {n}), but got {axis}.")
    return _wrap(t.unsqueeze(axis))


# ----- squeeze -------------------------------------------------------------------------------------------------------
_SQUEEZE_PRIM_DOC = """Removes dimensions of length 1.

    Refer to :func:`mindspore.ops.squeeze` for more details.

    Args:
        axis (Union[int, tuple(int), list(int)]): The dimensions to remove; ``()`` removes every length-1 dimension.
            A named dimension whose length is not 1 is kept. Default: ``()``.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        Tensor without the removed dimensions.

    Raises:
        TypeError: If `axis` is neither an int nor a tuple or list of ints.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones(shape=[3, 2, 1]), mindspore.float32)
        >>> print(ops.Squeeze(2)(x))
        [[1. 1.]
         [1. 1.]
         [1. 1.]]
    """


def _squeeze_axes(axis, op_name):
    if axis is None:
        return ()
    if isinstance(axis, bool) or not isinstance(axis, (numbers.Integral, tuple, list)) or \
            isinstance(axis, (tuple, list)) and any(isinstance(a, bool) or not isinstance(a, numbers.Integral)
                                                    for a in axis):
        raise TypeError(f"For '{op_name}', the type of 'axis' should be one of '[list of int, int, tuple of int]', "
                        f"but got {type(axis)}.")
    return (int(axis),) if isinstance(axis, numbers.Integral) else tuple(int(a) for a in axis)


def _squeeze_check(p):
    _squeeze_axes(p.axis, "Squeeze")


@op("Squeeze", "array",
    primitive=prim("Squeeze", "(self, axis=())", "(self, input)", doc=_SQUEEZE_PRIM_DOC, check=_squeeze_check),
    method=method("squeeze", "(self, axis=None)",
                  summary="Remove dimensions of length 1 (all of them, or those in `axis` that have length 1).",
                  example=(("x = Tensor([[[1.0], [2.0]]])", "print(x.squeeze().shape, x.squeeze(0).shape)"),
                           "(2,) (2, 1)")),
    cases=({}, {"axis": 1}, {"axis": (0, 1)}, {"axis": -1}, {"axis": [1, 2]}),
    bad=({"axis": 5}, {"axis": 1.0}), dtypes=_ALL_REAL + ("bool",), shape=(2, 1, 3))
def squeeze(input, axis=None):
    """Removes dimensions of length 1: all of them when `axis` is None, else those named in `axis` whose length is 1
    (a named dimension of another length is kept, as MindSpore 2.10 does).

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions to remove. Default: ``None``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor or `axis` is not an int, tuple or list of ints.
        ValueError: If a dimension in `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones(shape=[3, 1, 2, 1]), mindspore.float32)
        >>> print(ops.squeeze(x).shape, ops.squeeze(x, 1).shape, ops.squeeze(x, (0, 3)).shape)
        (3, 2) (3, 2, 1) (3, 1, 2)
    """
    t = tt(input, "Squeeze", "input")
    axes = _squeeze_axes(axis, "Squeeze")
    if not axes:
        return _wrap(t.squeeze())
    n = max(t.dim(), 1)
    for a in axes:
        if not -n <= a < n:
            raise ValueError(f"For 'Squeeze', the 'axis' must be in the range of [{-n}, {n}), but got {a}.")
    if t.dim() == 0:
        return _wrap(t)
    keep = tuple(a % n for a in axes if t.shape[a] == 1)
    return _wrap(t.squeeze(keep) if keep else t)


# ----- argmax --------------------------------------------------------------------------------------------------------
_ARGMAX_PRIM_DOC = """Index of the maximum value along an axis.

    Args:
        axis (int): The axis. Default: ``-1``.
        output_type (mindspore.dtype): ``mindspore.int32`` or ``mindspore.int64``. Default: ``mindspore.int32``.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tensor of `output_type`, the input shape without `axis`.

    Raises:
        TypeError: If `input_x` is not a Tensor.
        ValueError: If `axis` is out of range or `output_type` is not int32/int64.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[1, 20, 5], [67, 8, 9], [130, 24, 15]]).astype(np.float32))
        >>> print(ops.Argmax(output_type=mindspore.int32)(x))
        [1 0 0]
    """


@op("Argmax", "math",
    functional=function("argmax", "(input, dim=None, keepdim=False)"),
    primitive=prim("Argmax", "(self, axis=-1, output_type=mindspore.int32)", "(self, input_x)",
                   rename={"input_x": "input", "axis": "dim"}, doc=_ARGMAX_PRIM_DOC),
    method=method("argmax", "(self, axis=None, keepdims=False, *, dim=None, keepdim=None)",
                  rename={"axis": "dim", "keepdims": "keepdim"},
                  summary="Index (Int64) of the maximum, of the flattened tensor when `axis` (or `dim`) is ``None``.",
                  example=(("x = Tensor([[1.0, 2.0], [3.0, 4.0]])", "print(x.argmax(), x.argmax(axis=0))"),
                           "3 [1 1]")),
    cases=({}, {"dim": 0}, {"dim": 1, "keepdim": True}, {"dim": -1}),
    bad=({"dim": 5}, {"dim": 1.0}),
    dtypes=_ALL_REAL + ("bool",))
def argmax_impl(input, dim=None, keepdim=False, output_type=mstype.int64):
    """Index of the maximum along `dim` (of the flattened input when `dim` is ``None``), as int64; the first one
    when several are equal.

    Args:
        input (Tensor): The input tensor.
        dim (int): The dimension. Default: ``None``.
        keepdim (bool): Keep the reduced dimension with length 1. Default: ``False``.

    Returns:
        Tensor of int64.

    Raises:
        TypeError: If `input` is not a Tensor or `dim` is not an int.
        ValueError: If `dim` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[1, 20, 5], [67, 8, 9], [130, 24, 15]]).astype(np.float32))
        >>> print(ops.argmax(x, dim=-1), ops.argmax(x), ops.argmax(x).dtype)
        [1 0 0] 6 Int64
    """
    t = tt(input, "Argmax", "input")
    if output_type not in _INDEX_DTYPES:
        raise ValueError(f"For 'Argmax', the 'output_type' must be mindspore.int32 or mindspore.int64, but got "
                         f"{output_type!r}.")
    out = _INDEX_DTYPES[output_type]
    if t.dtype is torch.bool:
        t = t.to(torch.uint8)
    if t.dim() == 0:
        if dim is not None:
            _check_axis(dim, 0, "Argmax", "dim")
        return _wrap(torch.zeros((), dtype=out, device=t.device))
    if dim is None:
        return _wrap(torch.argmax(t).to(out))
    d = _check_axis(dim, t.dim(), "Argmax", "dim")
    return _wrap(torch.argmax(t, d, bool(keepdim)).to(out))

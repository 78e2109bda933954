"""Math layers (``mindspore.nn.layer.math``): MatMul, Moments, ReduceLogSumExp, Range."""
import numpy as np
import torch

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ... import _checkparam as validator
from ._utils import log_warning
from .basic import _as_torch, _reduce_dims, _squeeze_reduced

__all__ = ["MatMul", "Moments", "ReduceLogSumExp", "Range"]


class MatMul(Cell):
    r"""
    Matrix product of `x1` and `x2` with optional transposes of their last two dimensions; leading (batch)
    dimensions broadcast, and 1-d operands act as a row (`x1`) or column (`x2`) vector that is dropped again from
    the result.

    Args:
        transpose_x1 (bool): Whether to transpose `x1` first. Default: ``False`` .
        transpose_x2 (bool): Whether to transpose `x2` first. Default: ``False`` .

    Inputs:
        - **x1** (Tensor) - Tensor of rank at least 1.
        - **x2** (Tensor) - Tensor of rank at least 1, same dtype as `x1`.

    Outputs:
        Tensor with the broadcast batch shape and the product's last dimensions.

    Raises:
        TypeError: If `transpose_x1` or `transpose_x2` is not a bool.
        ValueError: If the column count of `x1` differs from the row count of `x2`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> a = Tensor(np.array([[1.0, 0.0], [2.0, 1.0]]), ms.float32)
        >>> b = Tensor(np.array([[3.0, 1.0], [1.0, 2.0]]), ms.float32)
        >>> print(nn.MatMul()(a, b))
        [[3. 1.]
         [7. 4.]]
        >>> print(nn.MatMul(transpose_x2=True)(a, b))
        [[3. 1.]
         [7. 4.]]
    """

    def __init__(self, transpose_x1=False, transpose_x2=False):
        super().__init__()
        validator.check_value_type("transpose_x1", transpose_x1, [bool], self.cls_name)
        validator.check_value_type("transpose_x2", transpose_x2, [bool], self.cls_name)
        self.transpose_x1 = transpose_x1
        self.transpose_x2 = transpose_x2

    def construct(self, x1, x2):
        a = _as_torch(x1, self.cls_name, "x1")
        b = _as_torch(x2, self.cls_name, "x2")
        ta = self.transpose_x1 and a.dim() > 1
        tb = self.transpose_x2 and b.dim() > 1
        a_shape = (1,) + tuple(a.shape) if a.dim() == 1 else tuple(a.shape)
        b_shape = tuple(b.shape) + (1,) if b.dim() == 1 else tuple(b.shape)
        x1_col = a_shape[-2] if ta else a_shape[-1]
        x2_row = b_shape[-1] if tb else b_shape[-2]
        if x1_col != x2_row:
            raise ValueError(f"For '{self.cls_name}', the column of matrix dimensions of 'x1' must be equal to the "
                             f"row of matrix dimensions of 'x2', but got 'x1_col' {x1_col} and 'x2_row' {x2_row}.")
        if ta:
            a = a.transpose(-1, -2)
        if tb:
            b = b.transpose(-1, -2)
        return _wrap(torch.matmul(a, b))


class Moments(Cell):
    r"""
    Mean and (biased, population) variance of `x` over `axis`.

    A float16 input is computed in float32 and both results are cast back to float16. MindSpore logs that this
    class will be deprecated in favour of :func:`mindspore.ops.var_mean`.

    Args:
        axis (Union[int, tuple(int), None]): Dimensions to reduce; ``None`` reduces all of them. Default: ``None`` .
        keep_dims (Union[bool, None]): Whether the reduced dimensions stay as size 1; ``None`` means ``False`` .
            Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Tensor of float16 or float32.

    Outputs:
        - **mean** (Tensor) - The mean, with the dtype of `x`.
        - **variance** (Tensor) - The variance, with the dtype of `x`.

    Raises:
        TypeError: If `axis` is not an int, a tuple of ints or None.
        TypeError: If `keep_dims` is neither a bool nor None.
        TypeError: If `x` is not a float16 or float32 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[1.0, 3.0], [2.0, 6.0]]), ms.float32)
        >>> mean, var = nn.Moments(axis=1)(x)
        >>> print(mean, var)
        [2. 4.] [1. 4.]
    """

    def __init__(self, axis=None, keep_dims=None):
        super().__init__()
        log_warning("The Moments class will be deprecated in the future,"
                    "this function can be replaced by :func:`ops.var_mean`")
        if axis is None:
            axis = ()
        if isinstance(axis, tuple):
            for i, item in enumerate(axis):
                validator.check_value_type(f"axis[{i}]", item, [int], self.cls_name)
        self.axis = validator.check_value_type("axis", axis, [int, tuple], self.cls_name)
        if keep_dims is None:
            keep_dims = False
        self.keep_dims = validator.check_value_type("keep_dims", keep_dims, [bool], self.cls_name)

    def construct(self, x):
        t = _as_torch(x, self.cls_name)
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For '{self.cls_name}', the 'input x' should be one of [mindspore.float16, "
                            f"mindspore.float32], but got '{x.dtype!r}'.")
        half = t.dtype == torch.float16
        if half:
            t = t.float()
        dims = _reduce_dims(self.axis, t.dim())
        mean = t.mean(dim=dims, keepdim=True) if dims else t
        var = (t - mean.detach()).square()
        var = var.mean(dim=dims, keepdim=True) if dims else var
        if not self.keep_dims:
            mean = _squeeze_reduced(mean, self.axis)
            var = _squeeze_reduced(var, self.axis)
        if half:
            mean, var = mean.half(), var.half()
        return _wrap(mean), _wrap(var)


class ReduceLogSumExp(Cell):
    r"""
    :math:`\log \sum \exp(x)` over `axis`, computed stably by subtracting the largest element of `x` first.

    Args:
        axis (Union[int, tuple(int), list(int)]): Dimensions to reduce; the empty tuple reduces all of them.
        keep_dims (bool): Whether the reduced dimensions stay as size 1. Default: ``False`` .

    Inputs:
        - **x** (Tensor) - Tensor of a float type.

    Outputs:
        Tensor with the dtype of `x` and the reduced shape.

    Raises:
        TypeError: If `axis` is not an int, tuple or list.
        TypeError: If `keep_dims` is not a bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[0.0, 0.0], [1.0, 2.0]]), ms.float32)
        >>> out = nn.ReduceLogSumExp(1)(x)
        >>> print(out.shape, np.round(out.asnumpy(), 4))
        (2,) [0.6931 2.3133]
    """

    def __init__(self, axis, keep_dims=False):
        super().__init__()
        validator.check_value_type("axis", axis, [int, list, tuple], self.cls_name)
        validator.check_value_type("keep_dims", keep_dims, [bool], self.cls_name)
        self.axis = axis
        self.keep_dims = keep_dims

    def construct(self, x):
        t = _as_torch(x, self.cls_name)
        top = t.max().detach()
        dims = _reduce_dims(self.axis, t.dim())
        e = (t - top).exp()
        s = e.sum(dim=dims, keepdim=self.keep_dims) if dims else e
        return _wrap(s.log() + top)


class Range(Cell):
    r"""
    A constant sequence from `start` (inclusive) to `limit` (exclusive) in steps of `delta`, built once when the
    cell is created and returned by every call.

    With a single number, that number is the end and the sequence starts at 0. The result is int32 when all of
    the bounds are ints and float32 otherwise. MindSpore logs that this class will be deprecated in favour of
    :func:`mindspore.ops.range`.

    Args:
        start (Union[int, float]): First value, or the end when `limit` is ``None``.
        limit (Union[int, float, None]): End of the sequence (exclusive). Default: ``None`` .
        delta (Union[int, float]): Step, not zero. Default: ``1`` .

    Inputs:
        None.

    Outputs:
        1-d Tensor of int32 or float32.

    Raises:
        ValueError: If `delta` is zero.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> print(nn.Range(2, 11, 3)())
        [2 5 8]
        >>> print(nn.Range(1.0, 2.0, 0.25)())
        [1.   1.25 1.5  1.75]
    """

    def __init__(self, start, limit=None, delta=1):
        super().__init__()
        log_warning("The Range class will be deprecated in the future,"
                    "this function can be replaced by :func:`ops.range`")
        if delta == 0:
            raise ValueError(f"For '{self.cls_name}', the 'delta' can not be zero.")
        values = np.arange(start, limit, delta)
        self.ms_dtype = mstype.float32 if values.dtype == np.float64 else mstype.int32
        self.result_tensor = Tensor(values, dtype=self.ms_dtype)

    def construct(self):
        return self.result_tensor


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

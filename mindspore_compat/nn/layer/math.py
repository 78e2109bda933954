"""Math layers (``mindspore.nn.layer.math``): MatMul, Moments, ReduceLogSumExp, Range, the special-function cells
and the Cholesky-based MatInverse / MatDet."""
import math

import numpy as np
import torch

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ... import _checkparam as validator
from ._utils import log_warning
from .basic import _as_torch, _reduce_dims, _squeeze_reduced

__all__ = ["MatMul", "Moments", "ReduceLogSumExp", "Range", "LGamma", "DiGamma", "IGamma", "LBeta", "MatInverse",
           "MatDet"]


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


# ----- special functions and Cholesky-based matrix cells -----------------------------------------------------------
# The Lanczos approximation (g = 7, nine coefficients) that MindSpore's LGamma/DiGamma cells evaluate elementwise;
# the same published constants appear in most numerical libraries.
_LANCZOS_G = 7
_LANCZOS_BASE = 0.99999999999980993227684700473478
_LANCZOS_COEFS = (676.520368121885098567009190444019, -1259.13921672240287047156078755283,
                  771.3234287776530788486528258894, -176.61502916214059906584551354,
                  12.507343278686904814458936853, -0.13857109526572011689554707,
                  9.984369578019570859563e-6, 1.50563273514931155834e-7)
# minimax coefficients of the Stirling-series remainder of log-gamma (used by LBeta for large arguments)
_STIRLING_COEFS = (-0.165322962780713e-02, 0.837308034031215e-03, -0.595202931351870e-03,
                   0.793650666825390e-03, -0.277777777760991e-02, 0.833333333333333e-01)


def _float_tensor(x, name, allowed, cls_name):
    """The torch tensor of `x` after MindSpore's dtype check of a special-function cell."""
    t = _as_torch(x, cls_name, name)
    dt = x.dtype
    if dt not in allowed:
        want = (str(allowed[0]) if len(allowed) == 1 else
                "[" + ", ".join(repr(a) for a in allowed) + "]")
        word = "should be" if len(allowed) == 1 else "should be one of"
        raise TypeError(f"For '{cls_name}', the '{name}' {word} {want}, but got '{dt!r}'.")
    return t


def _lanczos_parts(z):
    """(where the reflection formula applies, the shifted Lanczos argument) for LGamma / DiGamma."""
    reflect = z < 0.5
    z = torch.where(reflect, -z, z - 1)
    return reflect, z


def _lgamma_t(x):
    reflect, z = _lanczos_parts(x)
    series = _LANCZOS_BASE
    for i, c in enumerate(_LANCZOS_COEFS):
        series = c / (z + i + 1) + series
    g_half = _LANCZOS_G + 0.5
    t = z + g_half
    log_t = torch.log1p(z / g_half) + math.log(g_half)
    log_y = torch.log(series) + (z + 0.5 - t / log_t) * log_t + (math.log(2.0) + math.log(math.pi)) / 2
    inf = torch.full_like(x, math.inf)
    abs_frac = x.abs() - x.abs().floor()
    x = torch.where(x <= 0.0, torch.where(abs_frac == 0.0, inf, x), x)
    reduced = torch.where(abs_frac > 0.5, 1 - abs_frac, abs_frac)
    denom = torch.log(torch.sin(math.pi * reduced))
    reflection = torch.where(torch.isfinite(denom), -denom - log_y + math.log(math.pi), -denom)
    return torch.where(torch.isfinite(x), torch.where(reflect, reflection, log_y), inf)


class LGamma(Cell):
    r"""
    Elementwise natural logarithm of the absolute value of the Gamma function,
    :math:`\ln|\Gamma(x)|`, evaluated with the Lanczos approximation (:math:`g = 7`) and, for
    :math:`x < 0.5`, the reflection formula :math:`\Gamma(x)\Gamma(1-x) = \pi / \sin(\pi x)`.

    Non-positive integers and infinities give ``inf``.

    Inputs:
        - **x** (Tensor) - float16 or float32 input.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([0.5, 2.5, 4.0, -2.5]), ms.float32)
        >>> print(nn.LGamma()(x))
        [ 0.5723637   0.28468215  1.7917596  -0.05624402]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        t = _float_tensor(x, "x", (mstype.float16, mstype.float32), self.cls_name)
        return _wrap(_lgamma_t(t))


class DiGamma(Cell):
    r"""
    Elementwise digamma function :math:`\psi(x) = \frac{d}{dx}\ln\Gamma(x)`, from the derivative of the
    Lanczos approximation used by :class:`mindspore.nn.LGamma` and, for :math:`x < 0.5`, the reflection
    :math:`\psi(1-x) - \psi(x) = \pi\cot(\pi x)`.

    Negative integers give ``nan``; zero gives ``-inf``.

    Inputs:
        - **x** (Tensor) - float16 or float32 input.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([1.0, 2.5, 10.0]), ms.float32)
        >>> print(nn.DiGamma()(x))
        [-0.5772154  0.7031569  2.2517524]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        t = _float_tensor(x, "x", (mstype.float16, mstype.float32), self.cls_name)
        reflect, z = _lanczos_parts(t)
        num = 0
        denom = _LANCZOS_BASE
        for i, c in enumerate(_LANCZOS_COEFS):
            j = z + i + 1
            num = num - c / (j * j)
            denom = denom + c / j
        g_half = _LANCZOS_G + 0.5
        log_t = torch.log1p(z / g_half) + math.log(g_half)
        y = log_t + num / denom - _LANCZOS_G / (z + g_half)
        shifted = t + torch.floor(t + 0.5).abs()
        reflection = y - math.pi * torch.cos(math.pi * shifted) / torch.sin(math.pi * shifted)
        out = torch.where(reflect, reflection, y)
        return _wrap(torch.where((t < 0) & (t == t.floor()), torch.full_like(t, math.nan), out))


def _igamma_series(ax, x, a, enabled):
    """Lower regularized incomplete gamma by its power series (elements where `enabled`)."""
    eps = float(np.finfo(np.float32).eps)
    r, c, ans = a.clone(), torch.ones_like(a), torch.ones_like(a)
    while bool(enabled.any()):
        r_n = r + 1
        c_n = c * (x / r_n)
        ans_n = ans + c_n
        r = torch.where(enabled, r_n, r)
        c = torch.where(enabled, c_n, c)
        ans = torch.where(enabled, ans_n, ans)
        enabled = enabled & (c_n / ans_n > eps)
    return ans * ax / a


def _igammac_fraction(ax, x, a, enabled):
    """Upper regularized incomplete gamma by its continued fraction (elements where `enabled`)."""
    eps = float(np.finfo(np.float32).eps)
    y = 1 - a
    z = x + y + 1
    pkm2, qkm2 = torch.ones_like(x), x.clone()
    pkm1, qkm1 = x + 1, z * x
    ans = pkm1 / qkm1
    dpkm2, dqkm2, dpkm1, dqkm1 = (torch.zeros_like(x), torch.zeros_like(x), torch.zeros_like(x), -x)
    dans = (dpkm1 - ans * dqkm1) / qkm1
    steps = 0
    while bool(enabled.any()) and steps < 2000:
        steps += 1
        y_n, z_n = y + 1, z + 2
        yc = y_n * steps
        pk = pkm1 * z_n - pkm2 * yc
        qk = qkm1 * z_n - qkm2 * yc
        nonzero = qk != 0
        ans_n = torch.where(nonzero, pk / qk, ans)
        dpk = dpkm1 * z_n - pkm1 - dpkm2 * yc + pkm2 * steps
        dqk = dqkm1 * z_n - qkm1 - dqkm2 * yc + qkm2 * steps
        dans_n = torch.where(nonzero, (dpk - ans_n * dqk) / qk, dans)
        moved = torch.where(nonzero, (dans_n - dans).abs(), torch.ones_like(dans))
        rescale = pk.abs() > 1 / eps
        news = [pkm1, pk, qkm1, qk, dpkm1, dqkm1, dpk, dqk]
        news = [torch.where(rescale, v * eps, v) for v in news]
        olds = [pkm2, pkm1, qkm2, qkm1, dpkm2, dqkm2, dpkm1, dqkm1]
        pkm2, pkm1, qkm2, qkm1, dpkm2, dqkm2, dpkm1, dqkm1 = [torch.where(enabled, n, o) for n, o in zip(news, olds)]
        y = torch.where(enabled, y_n, y)
        z = torch.where(enabled, z_n, z)
        ans = torch.where(enabled, ans_n, ans)
        dans = torch.where(enabled, dans_n, dans)
        enabled = enabled & (moved > eps)
    return ans * ax


class IGamma(Cell):
    r"""
    Lower regularized incomplete Gamma function
    :math:`P(a, x) = \frac{1}{\Gamma(a)}\int_0^x t^{a-1}e^{-t}\,dt`, computed by its power series, or by
    one minus the continued fraction of the upper function where :math:`x > 1` and :math:`x > a`.

    Negative `a` or `x` give ``nan``; :math:`x = 0` gives 0. `a` and `x` broadcast.

    Inputs:
        - **a** (Tensor) - float32 tensor.
        - **x** (Tensor) - float32 tensor.

    Outputs:
        Tensor of the broadcast shape, float32.

    Raises:
        TypeError: If `a` is not float32 or `x` has another dtype than `a`.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> a = Tensor(np.array([1.0, 3.0, 10.0]), ms.float32)
        >>> x = Tensor(np.array([1.0, 7.0, 3.0]), ms.float32)
        >>> print(nn.IGamma()(a, x))
        [0.6321192  0.97036386 0.00110249]
    """

    def __init__(self):
        super().__init__()

    def construct(self, a, x):
        ta = _float_tensor(a, "a", (mstype.float32,), self.cls_name)
        tx = _float_tensor(x, "x", (a.dtype,), self.cls_name)
        domain_error = (tx < 0) | (ta < 0)
        use_fraction = (tx > 1) & (tx > ta)
        ax = ta * torch.log(tx) - tx - _lgamma_t(ta)
        ta, tx = torch.broadcast_tensors(ta, tx)
        ax = ax.expand(ta.shape)
        domain_error, use_fraction = domain_error.expand(ta.shape), use_fraction.expand(ta.shape)
        x_zero = tx == 0
        underflow = ax < -float(np.log(np.finfo(np.float32).max))
        ax = torch.exp(ax)
        enabled = ~(x_zero | domain_error | underflow)
        with torch.no_grad():
            upper = 1 - _igammac_fraction(ax, tx, ta, enabled & use_fraction)
            lower = _igamma_series(ax, tx, ta, enabled & ~use_fraction)
        out = torch.where(use_fraction, upper, lower)
        out = torch.where(x_zero, torch.zeros_like(out), out)
        return _wrap(torch.where(domain_error, torch.full_like(out, math.nan), out))


def _stirling_remainder(x):
    inv = 1.0 / x
    inv2 = inv * inv
    acc = _STIRLING_COEFS[0]
    for c in _STIRLING_COEFS[1:]:
        acc = acc * inv2 + c
    return acc * inv


class LBeta(Cell):
    r"""
    Elementwise logarithm of the Beta function,
    :math:`\ln|B(x, y)| = \ln|\Gamma(x)| + \ln|\Gamma(y)| - \ln|\Gamma(x+y)|`.

    When an argument is 8 or more, the large Stirling terms are cancelled analytically and only their
    remainders are evaluated, which keeps the result accurate where the three log-gammas nearly cancel.
    `x` and `y` broadcast.

    Inputs:
        - **x** (Tensor) - float16 or float32 tensor.
        - **y** (Tensor) - tensor of the dtype of `x`.

    Outputs:
        Tensor of the broadcast shape and the dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32, or `y` has another dtype.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([9.0, 20.0, 0.5]), ms.float32)
        >>> y = Tensor(np.array([12.0, 10.0, 50.0]), ms.float32)
        >>> print(nn.LBeta()(x, y))
        [-14.228703 -19.115322  -1.381147]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x, y):
        tx = _float_tensor(x, "x", (mstype.float16, mstype.float32), self.cls_name)
        ty = _float_tensor(y, "y", (x.dtype,), self.cls_name)
        total = tx + ty
        tx, ty = torch.broadcast_tensors(tx, ty)
        small = torch.where(tx < ty, tx, ty)
        big = torch.where(tx < ty, ty, tx)
        corr_small, corr_big, corr_sum = (_stirling_remainder(small), _stirling_remainder(big),
                                          _stirling_remainder(total))
        two_large = (torch.tensor(0.5 * math.log(2 * math.pi), dtype=tx.dtype) - 0.5 * torch.log(big)
                     + corr_small + corr_big - corr_sum
                     + (small - 0.5) * torch.log(small / (small + big)) - big * torch.log1p(small / big))
        cancelled = -1 * (small + big - 0.5) * torch.log1p(small / big) - small * torch.log(big) + small
        one_large = _lgamma_t(small) + (corr_big - corr_sum) + cancelled
        both_small = _lgamma_t(small) + _lgamma_t(big) - _lgamma_t(small + big)
        out = torch.where(small < 8, torch.where(big < 8, both_small, one_large), two_large)
        return _wrap(out)


def _spd_check(a, cls_name):
    return _float_tensor(a, "input_a", (mstype.float16, mstype.float32), cls_name)


class MatInverse(Cell):
    r"""
    Inverse of symmetric positive-definite matrices through their Cholesky factor:
    with :math:`A = LL^T`, :math:`A^{-1} = L^{-T}L^{-1}`. Only the lower triangle of `a` is read.

    Inputs:
        - **a** (Tensor) - float16 or float32 tensor of shape :math:`(*, N, N)`, positive definite.

    Outputs:
        Tensor of the shape and dtype of `a`.

    Raises:
        TypeError: If the dtype of `a` is neither float16 nor float32.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> a = Tensor(np.array([[4.0, 2.0], [2.0, 5.0]]), ms.float32)
        >>> print(nn.MatInverse()(a))
        [[ 0.3125 -0.125 ]
         [-0.125   0.25  ]]
    """

    def __init__(self):
        super().__init__()

    def construct(self, a):
        t = _spd_check(a, self.cls_name)
        work = t.float() if t.dtype == torch.float16 else t
        low = torch.linalg.cholesky(work)
        eye = torch.eye(work.shape[-1], dtype=work.dtype).expand_as(work)
        low_inv = torch.linalg.solve_triangular(low, eye, upper=False)
        return _wrap((low_inv.transpose(-1, -2) @ low_inv).to(t.dtype))


class MatDet(Cell):
    r"""
    Determinant of symmetric positive-definite matrices through their Cholesky factor:
    :math:`\det A = \left(\prod_i L_{ii}\right)^2`.

    Inputs:
        - **a** (Tensor) - float16 or float32 tensor of shape :math:`(*, N, N)`, positive definite.

    Outputs:
        Tensor of shape :math:`(*)` and the dtype of `a`.

    Raises:
        TypeError: If the dtype of `a` is neither float16 nor float32.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> a = Tensor(np.array([[4.0, 2.0], [2.0, 5.0]]), ms.float32)
        >>> print(nn.MatDet()(a))
        16.0
    """

    def __init__(self):
        super().__init__()

    def construct(self, a):
        t = _spd_check(a, self.cls_name)
        work = t.float() if t.dtype == torch.float16 else t
        low = torch.linalg.cholesky(work)
        return _wrap(low.diagonal(dim1=-2, dim2=-1).prod(-1).square().to(t.dtype))

"""Registry entries of MindSpore 2.10's seeded random primitives (``Gamma``, ``Poisson``, ``RandomGamma``,
``RandomPoisson``, ``StandardLaplace``, ``TruncatedNormal``, ``ParameterizedTruncatedNormal``, ``Cauchy``,
``LogNormalReverse``, ``RandpermV2``, ``Randperm``, ``RandomShuffle``, ``RandomCategorical``,
``RandomChoiceWithMask`` / ``choice_with_mask``, ``MultinomialWithReplacement`` /
``multinomial_with_replacement``, ``UniformCandidateSampler`` / ``uniform_candidate_sampler``, ``Bernoulli`` and
``NonDeterministicInts``).

The draws come from torch generators, so they cannot repeat MindSpore's numbers; what carries over is the
argument checking, the output shapes and dtypes, the value ranges and the distributions. A primitive built with a
non-zero seed owns a generator of its own (the registry's ``state``), so two instances built alike give the same
sequence and one instance continues its sequence call after call.
"""
import math

import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..._backend.dtype_map import from_torch
from .._registry import op, prim
from .._utils import device, make_generator, torch_dtype

__all__ = []

_FLOATS = (torch.float16, torch.float32, torch.float64)
_FLOAT_TEXT = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"
_HW_NOTE = ("The supported data types depend on the hardware that executes the operator, for more details, please "
            "refer to the MindSpore official website to get more information about the data type.")


# ----- shared checks -------------------------------------------------------------------------------------------------
class _Attrs:
    """A functional form's arguments, checked by the primitive's constructor check."""

    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)


def _int_attrs(*names):
    """A primitive `check` requiring int attributes (bool is refused, as MindSpore does)."""
    def check(p):
        for n in names:
            v = getattr(p, n)
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"For '{p.name}', the '{n}' must be int, but got '{type(v).__name__}'")
    return check


def _own_generator(first="seed", second="seed2"):
    """A primitive `state`: the instance's generator, seeded from its two seed attributes (None, the global
    generator, when both are 0)."""
    def state(p):
        return {"generator": make_generator(getattr(p, first), getattr(p, second))}
    return state


def _dtype_attr(op_name, allowed):
    def check(p):
        if not any(p.dtype == getattr(mstype, d) for d in allowed):
            names = ", ".join(f"mindspore.{d}" for d in allowed)
            raise TypeError(f"For '{op_name}', the 'dtype' should be one of [{names}], but got "
                            f"'mindspore.{str(p.dtype).lower()}'.")
    return check


def _both(*checks):
    def check(p):
        for c in checks:
            c(p)
    return check


def _tensor_of(op_name, arg, value, allowed, allowed_text):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{type(value).__name__}.")
    if value._t.dtype not in allowed:
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {allowed_text}, "
                        f"but got Tensor[{value.dtype}].")
    return value._t


def _float32_element(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{op_name}', the '{arg}' must be a Tensor, but got {type(value).__name__}.")
    if value._t.dtype != torch.float32:
        raise TypeError(f"For '{op_name}', the element of '{arg}' must be Tensor[Float32], but got "
                        f"Tensor[{value.dtype}].{_HW_NOTE}")
    return value._t


def _const_shape(op_name, shape):
    """A shape given as a tuple of ints (Gamma and Poisson take nothing else)."""
    if isinstance(shape, Tensor):
        raise ValueError(f"For '{op_name}', the 'shape' cannot be None.")
    if not isinstance(shape, tuple):
        raise TypeError(f"For '{op_name}', the type of 'shape' should be 'tuple', but got type "
                        f"'{type(shape).__name__}'.")
    for v in shape:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For '{op_name}', the element of 'shape' must be int, but got {type(v).__name__}.")
        if v <= 0:
            raise ValueError(f"For '{op_name}', the element of 'shape' must be positive, but got {shape}.")
    return shape


def _tensor_shape(op_name, shape):
    """A shape given as a 1-D int32/int64 Tensor (RandomGamma, RandomPoisson, TruncatedNormal ...)."""
    t = _tensor_of(op_name, "shape", shape, (torch.int32, torch.int64), "{Tensor[Int32], Tensor[Int64]}")
    dims = tuple(int(v) for v in t.reshape(-1).tolist())
    if any(v < 0 for v in dims):
        raise ValueError(f"For '{op_name}', each dimension of 'shape' must be non-negative, but got {dims}.")
    return dims


def _broadcast_with_shape(op_name, what, param_shape, shape):
    """Broadcast of a parameter shape with the requested shape, failing as MindSpore's shape inference does."""
    a, b = list(param_shape), tuple(shape)
    for i in range(1, min(len(a), len(b)) + 1):
        if a[-i] != b[-i] and a[-i] != 1 and b[-i] != 1:
            raise ValueError(f"For '{op_name}', {what}.shape and shape.shape need to broadcast. The value of "
                             f"{what}.shape[{-i}] or shape.shape[{-i}] must be 1 or -1 when they are not the same, but "
                             f"got {what}.shape = {a} and shape.shape = {b}.")
    return torch.broadcast_shapes(tuple(a), b)


# ----- Gamma ---------------------------------------------------------------------------------------------------------
_GAMMA_DOC = """Draws from Gamma distributions with shape parameters `alpha` and rates `beta` (a draw has mean
    ``alpha / beta``). The output's shape is the broadcast of `shape` with the shapes of `alpha` and `beta`.

    Args:
        seed (int): Operator seed; with `seed2`, a non-zero value gives the instance its own reproducible
            sequence. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (tuple[int]) - Shape to broadcast with the parameters' shapes.
        - **alpha** (Tensor) - Positive shape parameters, float32.
        - **beta** (Tensor) - Positive rates, float32.

    Outputs:
        Tensor of float32, of the broadcast shape.

    Raises:
        TypeError: If `seed` or `seed2` is not an int.
        TypeError: If `shape` is not a tuple, or `alpha` / `beta` is not a float32 Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> sampler = ops.Gamma(seed=7)
        >>> out = sampler((4, 1), Tensor([2.0, 9.0], mindspore.float32), Tensor([0.5], mindspore.float32))
        >>> print(out.shape, out.dtype)
        (4, 2) Float32
    """


def _gamma(shape, alpha, beta, generator=None):
    dims = _const_shape("Gamma", shape)
    a = _float32_element("Gamma", "alpha", alpha)
    b = _float32_element("Gamma", "beta", beta)
    out = _broadcast_with_shape("Gamma", "broadcast_alpha_beta", torch.broadcast_shapes(a.shape, b.shape), dims)
    draws = torch._standard_gamma(a.expand(out).contiguous(), generator=generator)
    return _wrap(draws / b.expand(out))


op("Gamma", "math", functional=False,
   primitive=prim("Gamma", "(self, seed=0, seed2=0)", "(self, shape, alpha, beta)", doc=_GAMMA_DOC,
                  check=_int_attrs("seed", "seed2"), state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_gamma)


# ----- Poisson -------------------------------------------------------------------------------------------------------
_POISSON_DOC = """Draws counts from Poisson distributions with the rates in `mean`. The output's shape is the
    broadcast of `shape` with the shape of `mean`.

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (tuple[int]) - Shape to broadcast with the shape of `mean`.
        - **mean** (Tensor) - Positive rates, float32.

    Outputs:
        Tensor of int32, of the broadcast shape.

    Raises:
        TypeError: If `seed` or `seed2` is not an int.
        TypeError: If `shape` is not a tuple, or `mean` is not a float32 Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.Poisson(seed=4)((3, 1), Tensor([1.5, 20.0], mindspore.float32))
        >>> print(out.shape, out.dtype)
        (3, 2) Int32
    """


def _poisson(shape, mean, generator=None):
    dims = _const_shape("Poisson", shape)
    m = _float32_element("Poisson", "mean", mean)
    out = _broadcast_with_shape("Poisson", "mean", m.shape, dims)
    return _wrap(torch.poisson(m.expand(out).contiguous(), generator=generator).to(torch.int32))


op("Poisson", "math", functional=False,
   primitive=prim("Poisson", "(self, seed=0, seed2=0)", "(self, shape, mean)", doc=_POISSON_DOC,
                  check=_int_attrs("seed", "seed2"), state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_poisson)


# ----- RandomGamma ---------------------------------------------------------------------------------------------------
_RANDOM_GAMMA_DOC = """Draws ``shape`` independent samples from Gamma(`alpha`, 1) for every element of `alpha`;
    the output's shape is ``shape + alpha.shape``.

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (Tensor) - 1-D int32 or int64 Tensor, the leading dimensions of the output.
        - **alpha** (Tensor) - Positive shape parameters, float16, float32 or float64.

    Outputs:
        Tensor of the dtype of `alpha`.

    Raises:
        TypeError: If `seed` or `seed2` is not an int.
        TypeError: If `shape` is not a Tensor, or `alpha` is not a float Tensor.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.RandomGamma(seed=2)(Tensor([5], mindspore.int32), Tensor([0.5, 4.0], mindspore.float64))
        >>> print(out.shape, out.dtype)
        (5, 2) Float64
    """


def _random_gamma(shape, alpha, generator=None):
    if not isinstance(shape, Tensor):
        raise TypeError("For RandomGamma, input[0] only support tensor!")
    dims = _tensor_shape("RandomGamma", shape)
    a = _tensor_of("RandomGamma", "alpha", alpha, _FLOATS, _FLOAT_TEXT)
    out = dims + tuple(a.shape)
    work = a.float() if a.dtype == torch.float16 else a
    return _wrap(torch._standard_gamma(work.expand(out).contiguous(), generator=generator).to(a.dtype))


op("RandomGamma", "math", functional=False,
   primitive=prim("RandomGamma", "(self, seed=0, seed2=0)", "(self, shape, alpha)", doc=_RANDOM_GAMMA_DOC,
                  check=_int_attrs("seed", "seed2"), state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_random_gamma)


# ----- RandomPoisson -------------------------------------------------------------------------------------------------
_POISSON_OUT = ("int64", "int32", "float16", "float32", "float64")
_RATE_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int32, torch.int64)

_RANDOM_POISSON_DOC = """Draws ``shape`` independent Poisson counts for every rate in `rate`; the output's shape is
    ``shape + rate.shape``.

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.
        dtype (mindspore.dtype): Output dtype: int64, int32, float16, float32 or float64.
            Default: ``mindspore.int64``.

    Inputs:
        - **shape** (Tensor) - 1-D int32 or int64 Tensor, the leading dimensions of the output.
        - **rate** (Tensor) - Non-negative rates, float16, float32, float64, int32 or int64.

    Outputs:
        Tensor of `dtype`.

    Raises:
        TypeError: If `seed` or `seed2` is not an int, or `dtype` is not one of the above.
        TypeError: If `shape` is not an int Tensor, or `rate` is not a Tensor of the above dtypes.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.RandomPoisson(seed=6)(Tensor([4, 2], mindspore.int64), Tensor([0.0, 3.0], mindspore.float32))
        >>> print(out.shape, out.dtype)
        (4, 2, 2) Int64
        >>> print(out[:, :, 0])
        [[0 0]
         [0 0]
         [0 0]
         [0 0]]
    """


def _random_poisson(shape, rate, dtype=mstype.int64, generator=None):
    if not isinstance(shape, Tensor):
        kind = type(shape).__name__.capitalize()
        inner = f"[Int64*{len(shape)}]" if isinstance(shape, (tuple, list)) else ""
        raise TypeError(f"For primitive[RandomPoisson], the input argument[shape] must be a type of {{Int32, Int64}}, "
                        f"but got {kind}{inner}.")
    dims = _tensor_shape("RandomPoisson", shape)
    r = _tensor_of("RandomPoisson", "rate", rate, _RATE_DTYPES,
                   "{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int32], Tensor[Int64]}")
    out = dims + tuple(r.shape)
    draws = torch.poisson(r.double().expand(out).contiguous(), generator=generator)
    return _wrap(draws.to(torch_dtype(dtype, "RandomPoisson")))


op("RandomPoisson", "math", functional=False,
   primitive=prim("RandomPoisson", "(self, seed=0, seed2=0, dtype=mindspore.int64)", "(self, shape, rate)",
                  doc=_RANDOM_POISSON_DOC,
                  check=_both(_int_attrs("seed", "seed2"), _dtype_attr("RandomPoisson", _POISSON_OUT)),
                  state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_random_poisson)


# ----- StandardLaplace -----------------------------------------------------------------------------------------------
_STD_LAPLACE_DOC = """Draws from the standard Laplace distribution (location 0, scale 1), whose density is
    ``exp(-|x|) / 2``.

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (Union[tuple[int], Tensor]) - The output shape; every dimension positive.

    Outputs:
        Tensor of float32 and shape `shape`.

    Raises:
        TypeError: If `seed` or `seed2` is not an int.
        ValueError: If a dimension of `shape` is not positive.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> out = ops.StandardLaplace(seed=11)((2, 5))
        >>> print(out.shape, out.dtype)
        (2, 5) Float32
    """


def _standard_laplace(shape, generator=None):
    if isinstance(shape, Tensor):
        dims = tuple(int(v) for v in shape._t.reshape(-1).tolist())
    elif isinstance(shape, (tuple, list)):
        dims = tuple(shape)
    else:
        raise TypeError(f"For 'StandardLaplace', the 'shape' must be a tuple or a Tensor, but got "
                        f"{type(shape).__name__}.")
    if any(isinstance(v, bool) or not isinstance(v, int) for v in dims):
        raise TypeError(f"For 'StandardLaplace', the elements of 'shape' must be int, but got {dims}.")
    if any(v <= 0 for v in dims):
        listed = "".join(f"{v}, " for v in dims)
        raise ValueError(f"For primitive[StandardLaplace], the attribute[shape] should be a vector with all positive "
                         f"item. but got [{listed}].")
    # the inverse CDF of Laplace(0, 1) applied to uniforms in (-1/2, 1/2)
    u = torch.rand(dims, generator=generator, device=device()) - 0.5
    return _wrap(-torch.sign(u) * torch.log1p(-2.0 * u.abs()))


op("StandardLaplace", "math", functional=False,
   primitive=prim("StandardLaplace", "(self, seed=0, seed2=0)", "(self, shape)", doc=_STD_LAPLACE_DOC,
                  check=_int_attrs("seed", "seed2"), state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_standard_laplace)


# ----- TruncatedNormal -----------------------------------------------------------------------------------------------
_TRUNC_DOC = """Draws from the standard normal distribution restricted to [-2, 2] (draws outside are redrawn).

    Args:
        dtype (mindspore.dtype): float16, float32 or float64. Default: ``mindspore.float32``.
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (Tensor) - 1-D int32 or int64 Tensor of at least 2 elements, the output shape.

    Outputs:
        Tensor of `dtype` and shape `shape`, every value in [-2, 2].

    Raises:
        TypeError: If `seed` or `seed2` is not an int, or `dtype` is not a float dtype.
        TypeError: If `shape` is not an int32 / int64 Tensor.
        ValueError: If `shape` has fewer than 2 elements.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.TruncatedNormal(seed=5)(Tensor([3, 100], mindspore.int32))
        >>> print(out.shape, out.dtype, bool(out.abs().max() <= 2))
        (3, 100) Float32 True
    """


def _truncated_normal(shape, dtype=mstype.float32, generator=None):
    if not isinstance(shape, Tensor):
        kind = f"Tuple[Int64*{len(shape)}]" if isinstance(shape, tuple) else type(shape).__name__
        raise TypeError(f"For Primitive[TruncatedNormal], the type of input argument[shape] must be Tensor but got "
                        f"{kind}.")
    dims = _tensor_shape("TruncatedNormal", shape)
    if len(dims) < 2:
        raise ValueError(f"For 'TruncatedNormal', the input tensor shape must >= 2, but got {len(dims)}")
    out = torch.empty(dims, dtype=torch.float64, device=device())
    torch.nn.init.trunc_normal_(out, 0.0, 1.0, -2.0, 2.0, generator=generator)
    return _wrap(out.to(torch_dtype(dtype, "TruncatedNormal")))


op("TruncatedNormal", "math", functional=False,
   primitive=prim("TruncatedNormal", "(self, dtype=mindspore.float32, seed=0, seed2=0)", "(self, shape)",
                  doc=_TRUNC_DOC,
                  check=_both(_int_attrs("seed", "seed2"),
                              _dtype_attr("TruncatedNormal", ("float16", "float32", "float64"))),
                  state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_truncated_normal)


# ----- ParameterizedTruncatedNormal ----------------------------------------------------------------------------------
_PTN_DOC = """Draws, for each batch row, from a normal distribution N(`mean`, `stdevs`) truncated to
    [`min`, `max`]; row i uses the i-th element of every parameter (a one-element parameter serves every row).

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (Tensor) - 1-D int32 or int64 Tensor; its first element is the batch size.
        - **mean** (Tensor) - Means, of shape :math:`(batch,)` or :math:`(1,)`, float16, float32 or float64.
        - **stdevs** (Tensor) - Positive standard deviations, same dtype as `mean`.
        - **min** (Tensor) - Lower bounds, same dtype as `mean`.
        - **max** (Tensor) - Upper bounds (greater than `min`), same dtype as `mean`.

    Outputs:
        Tensor of shape `shape` and the dtype of `mean`.

    Raises:
        TypeError: If `seed` or `seed2` is not an int, or an input is not a Tensor of the dtypes above.
        ValueError: If a parameter has neither 1 nor `batch` elements.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> f32 = mindspore.float32
        >>> sampler = ops.ParameterizedTruncatedNormal(seed=1)
        >>> out = sampler(Tensor([2, 4], mindspore.int32), Tensor([0.0, 5.0], f32), Tensor([1.0, 1.0], f32),
        ...               Tensor([-0.5, 4.0], f32), Tensor([0.5, 6.0], f32))
        >>> print(out.shape, out.dtype)
        (2, 4) Float32
    """


def _parameterized_truncated_normal(shape, mean, stdevs, min, max, generator=None):  # pylint: disable=redefined-builtin
    dims = _tensor_shape("ParameterizedTruncatedNormal", shape)
    params = []
    for arg, value in (("mean", mean), ("stdevs", stdevs), ("min", min), ("max", max)):
        t = _tensor_of("ParameterizedTruncatedNormal", arg, value, _FLOATS, _FLOAT_TEXT)
        params.append((arg, t))
    dtype = params[0][1].dtype
    for arg, t in params[1:]:
        if t.dtype != dtype:
            raise TypeError(f"For 'ParameterizedTruncatedNormal', the dtype of '{arg}' must be the same as the dtype "
                            f"of 'mean', but got {from_torch(t.dtype)} and {from_torch(dtype)}.")
    batch = dims[0] if dims else 1
    rows = []
    for arg, t in params:
        flat = t.reshape(-1).double()
        if flat.numel() not in (1, batch):
            raise ValueError(f"For 'ParameterizedTruncatedNormal', '{arg}' must have 1 or {batch} elements, but got "
                             f"{flat.numel()}.")
        rows.append(flat.expand(batch).reshape((batch,) + (1,) * (len(dims) - 1)))
    m, s, lo, hi = rows
    std_normal = torch.distributions.Normal(0.0, 1.0)
    a, b = std_normal.cdf((lo - m) / s), std_normal.cdf((hi - m) / s)
    u = torch.rand(dims, dtype=torch.float64, generator=generator, device=device())
    # inverse-CDF sampling between the two bounds' probabilities
    x = m + s * std_normal.icdf((a + u * (b - a)).clamp(1e-300, 1 - 1e-16))
    return _wrap(torch.minimum(torch.maximum(x, lo), hi).to(dtype))


op("ParameterizedTruncatedNormal", "math", functional=False,
   primitive=prim("ParameterizedTruncatedNormal", "(self, seed=0, seed2=0)", "(self, shape, mean, stdevs, min, max)",
                  doc=_PTN_DOC, check=_int_attrs("seed", "seed2"), state=_own_generator(),
                  rename={"seed": None, "seed2": None}),
   cases=())(_parameterized_truncated_normal)


# ----- Cauchy --------------------------------------------------------------------------------------------------------
def _cauchy_check(p):
    if not isinstance(p.size, list):
        raise TypeError(f"For 'Cauchy', the type of 'size' should be 'list', but got type '{type(p.size).__name__}'.")
    for v in p.size:
        if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
            raise ValueError(f"For 'Cauchy', the elements of 'size' must be positive ints, but got {p.size}.")
    for n in ("median", "sigma"):
        v = getattr(p, n)
        if isinstance(v, bool) or not isinstance(v, float):
            raise TypeError(f"For 'Cauchy', the type of '{n}' should be 'float', but got type '{type(v).__name__}'.")


_CAUCHY_DOC = """Draws from the Cauchy distribution centred at `median` with scale `sigma`; the call takes no
    inputs.

    Args:
        size (list[int]): The output shape.
        median (float): Location of the distribution. Default: ``0.0``.
        sigma (float): Scale of the distribution. Default: ``1.0``.

    Outputs:
        Tensor of float32 and shape `size`.

    Raises:
        TypeError: If `size` is not a list, or `median` / `sigma` is not a float.
        ValueError: If an element of `size` is not a positive int.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> out = ops.Cauchy([3, 2], median=1.0, sigma=0.5)()
        >>> print(out.shape, out.dtype)
        (3, 2) Float32
    """


def _cauchy(size, median=0.0, sigma=1.0):
    u = torch.rand(tuple(size), dtype=torch.float64, device=device())
    return _wrap((median + sigma * torch.tan(math.pi * (u - 0.5))).float())


op("Cauchy", "math", functional=False,
   primitive=prim("Cauchy", "(self, size, median=0.0, sigma=1.0)", "(self)", doc=_CAUCHY_DOC, check=_cauchy_check),
   cases=())(_cauchy)


# ----- LogNormalReverse ----------------------------------------------------------------------------------------------
def _lognormal_check(p):
    for n in ("mean", "std"):
        v = getattr(p, n)
        if isinstance(v, bool) or not isinstance(v, float):
            raise TypeError(f"For 'LogNormalReverse', the type of '{n}' should be 'float', but got type "
                            f"'{type(v).__name__}'.")


_LOGNORMAL_DOC = """Fills a tensor shaped like the input with draws ``exp(N(mean, std))`` of the log-normal
    distribution; the input's values are not read.

    Args:
        mean (float): Mean of the underlying normal distribution. Default: ``1.0``.
        std (float): Standard deviation of the underlying normal distribution. Default: ``2.0``.

    Inputs:
        - **input** (Tensor) - Gives the shape and dtype: float16, float32 or float64.

    Outputs:
        Tensor, positive, of the shape and dtype of `input`.

    Raises:
        TypeError: If `mean` or `std` is not a float, or `input` is not a float Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.LogNormalReverse(0.0, 0.25)(Tensor(np.ones((2, 2)), mindspore.float16))
        >>> print(out.shape, out.dtype, bool((out > 0).all()))
        (2, 2) Float16 True
    """


def _lognormal_reverse(input, mean=1.0, std=2.0):  # pylint: disable=redefined-builtin
    t = _tensor_of("LogNormalReverse", "x", input, _FLOATS, _FLOAT_TEXT)
    draws = torch.empty(t.shape, dtype=torch.float64, device=t.device).log_normal_(mean, std)
    return _wrap(draws.to(t.dtype))


op("LogNormalReverse", "math", functional=False,
   primitive=prim("LogNormalReverse", "(self, mean=1.0, std=2.0)", "(self, input)", doc=_LOGNORMAL_DOC,
                  check=_lognormal_check),
   cases=())(_lognormal_reverse)


# ----- RandpermV2 ----------------------------------------------------------------------------------------------------
_PERM_V2_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int16, torch.int32, torch.int64, torch.int8,
                   torch.uint8)

_RANDPERM_V2_DOC = """A random ordering of the integers ``0 .. n - 1``.

    Args:
        seed (int): Seed of the instance's generator; ``0`` draws from the global generator. Default: ``0``.
        offset (int): Second seed, combined with `seed`. Default: ``0``.
        dtype (mindspore.dtype): float16, float32, float64, int8, int16, int32, int64 or uint8.
            Default: ``mindspore.int64``.

    Inputs:
        - **n** (Union[int, Tensor]) - How many integers, at least 0.

    Outputs:
        1-D Tensor of `n` elements and dtype `dtype`.

    Raises:
        TypeError: If `seed` or `offset` is not an int, or `dtype` is not one of the above.
        ValueError: If `n` is negative.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> out = ops.RandpermV2(seed=3, dtype=mindspore.float32)(6)
        >>> print(out.shape, out.dtype, sorted(out.asnumpy().tolist()))
        (6,) Float32 [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
    """


def _randperm_v2(n, dtype=mstype.int64, generator=None):
    count = int(n._t) if isinstance(n, Tensor) else n
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"For 'RandpermV2', the input 'n' must be an int, but got {type(n).__name__}.")
    if count < 0:
        raise ValueError(f"For 'RandpermV2', the input 'n' must be greater than 0, but got data: {count}.")
    td = torch_dtype(dtype, "RandpermV2")
    if td not in _PERM_V2_DTYPES:
        raise TypeError(f"For primitive[RandpermV2], the input argument[dtype] must be a type of {{Float16, Float32, "
                        f"Float64, Int16, Int32, Int64, Int8, UInt8}}, but got {dtype}.")
    return _wrap(torch.randperm(count, generator=generator, device=device()).to(td))


op("RandpermV2", "math", functional=False,
   primitive=prim("RandpermV2", "(self, seed=0, offset=0, dtype=mindspore.int64)", "(self, n)",
                  doc=_RANDPERM_V2_DOC, check=_int_attrs("seed", "offset"), state=_own_generator("seed", "offset"),
                  rename={"seed": None, "offset": None}),
   cases=())(_randperm_v2)


# ----- Randperm ------------------------------------------------------------------------------------------------------
_RANDPERM_OUT = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def _randperm_check(p):
    for n in ("max_length", "pad"):
        v = getattr(p, n)
        if isinstance(v, bool) or not isinstance(v, int) or (n == "max_length" and v < 1):
            rule = "must be int and must >= 1" if n == "max_length" else "must be int"
            raise ValueError(f"For 'Randperm', the '{n}' {rule}, but got '{v}' with type '{type(v).__name__}'.")
    _dtype_attr("Randperm", _RANDPERM_OUT)(p)


_RANDPERM_DOC = """A random ordering of ``0 .. n - 1`` followed by `pad` up to `max_length` elements.

    Args:
        max_length (int): Length of the output, at least 1. Default: ``1``.
        pad (int): The value filling the positions after the first `n`. Default: ``-1``.
        dtype (mindspore.dtype): An integer dtype (int8 .. int64, uint8 .. uint64). Default: ``mindspore.int32``.

    Inputs:
        - **n** (Tensor) - int32 or int64 Tensor of shape :math:`(1,)`, in [0, `max_length`].

    Outputs:
        Tensor of shape :math:`(max\\_length,)` and dtype `dtype`.

    Raises:
        ValueError: If `max_length` is not an int of at least 1, or `pad` is not an int.
        TypeError: If `dtype` is not an integer dtype, or `n` is not an int32 / int64 Tensor.
        ValueError: If `n` is not of shape :math:`(1,)`, or is negative or larger than `max_length`.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.Randperm(max_length=6, pad=-9)(Tensor([4], mindspore.int32))
        >>> print(sorted(out[:4].asnumpy().tolist()), out[4:])
        [0, 1, 2, 3] [-9 -9]
    """


def _randperm(n, max_length=1, pad=-1, dtype=mstype.int32):
    t = _tensor_of("Randperm", "x", n, (torch.int32, torch.int64), "{Tensor[Int32], Tensor[Int64]}")
    if t.dim() != 1:
        raise ValueError(f"For 'Randperm', the rank of input tensor must be equal 1. But got {t.dim()}")
    count = int(t[0])
    if count < 0 or count > max_length:
        raise ValueError(f"For 'Randperm', the input 'n' must be in range [0, {max_length}], but got {count}.")
    out = torch.full((max_length,), pad, dtype=torch.int64, device=device())
    out[:count] = torch.randperm(count, device=device())
    return _wrap(out.to(torch_dtype(dtype, "Randperm")))


op("Randperm", "math", functional=False,
   primitive=prim("Randperm", "(self, max_length=1, pad=-1, dtype=mindspore.int32)", "(self, n)",
                  doc=_RANDPERM_DOC, check=_randperm_check),
   cases=())(_randperm)


# ----- RandomShuffle -------------------------------------------------------------------------------------------------
_SHUFFLE_DOC = """Reorders the input along its first dimension by a random permutation.

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **x** (Tensor) - The input; a 0-D input comes back unchanged.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `seed` or `seed2` is not an int, or `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.RandomShuffle(seed=4)(Tensor(np.arange(6).reshape(3, 2), mindspore.int32))
        >>> print(out.shape, sorted(out[:, 0].asnumpy().tolist()))
        (3, 2) [0, 2, 4]
    """


def _random_shuffle(x, generator=None):
    if not isinstance(x, Tensor):
        raise TypeError(f"For 'RandomShuffle', the 'x' must be a Tensor, but got {type(x).__name__}.")
    t = x._t
    if t.dim() == 0:
        return _wrap(t.clone())
    return _wrap(t[torch.randperm(t.shape[0], generator=generator, device=t.device)])


op("RandomShuffle", "math", functional=False,
   primitive=prim("RandomShuffle", "(self, seed=0, seed2=0)", "(self, x)", doc=_SHUFFLE_DOC,
                  check=_int_attrs("seed", "seed2"), state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_random_shuffle)


# ----- RandomCategorical ---------------------------------------------------------------------------------------------
_CATEGORICAL_DOC = """Draws `num_sample` class indices for every row of `logits` from the categorical distribution
    ``softmax(row)``.

    Args:
        dtype (mindspore.dtype): int16, int32 or int64. Default: ``mindspore.int64``.

    Inputs:
        - **logits** (Tensor) - Unnormalized log-probabilities of shape :math:`(batch, classes)`, float16, float32
          or float64.
        - **num_sample** (int) - Draws per row, positive.
        - **seed** (int) - Seed of the draw; the same non-zero seed repeats the same draw. Default: ``0``.

    Outputs:
        Tensor of shape :math:`(batch, num\\_sample)` and dtype `dtype`.

    Raises:
        TypeError: If `dtype` is not one of the above, or `num_sample` / `seed` is not an int.
        ValueError: If `logits` is not 2-D or `num_sample` is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logits = Tensor([[30.0, -30.0, -30.0], [-30.0, -30.0, 30.0]], mindspore.float32)
        >>> print(ops.RandomCategorical(mindspore.int32)(logits, 4, 8))
        [[0 0 0 0]
         [2 2 2 2]]
    """


def _random_categorical(logits, num_sample, seed=0, dtype=mstype.int64):
    t = _tensor_of("RandomCategorical", "logits", logits, _FLOATS, _FLOAT_TEXT)
    for arg, v in (("num_sample", num_sample), ("seed", seed)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For 'RandomCategorical', the '{arg}' must be int, but got {type(v).__name__}.")
    if t.dim() != 2:
        raise ValueError("logits shape size only support 2D")
    if num_sample <= 0:
        raise ValueError(f"For 'RandomCategorical', num_sample can't has negative value, but got {num_sample}")
    probs = torch.softmax(t.double(), -1)
    drawn = torch.multinomial(probs, num_sample, True, generator=make_generator(seed, 0))
    return _wrap(drawn.to(torch_dtype(dtype, "RandomCategorical")))


op("RandomCategorical", "math", functional=False,
   primitive=prim("RandomCategorical", "(self, dtype=mindspore.int64)", "(self, logits, num_sample, seed=0)",
                  doc=_CATEGORICAL_DOC, check=_dtype_attr("RandomCategorical", ("int32", "int16", "int64"))),
   cases=())(_random_categorical)


# ----- RandomChoiceWithMask / choice_with_mask -----------------------------------------------------------------------
def _count_check(p):
    if isinstance(p.count, bool) or not isinstance(p.count, int) or p.count <= 0:
        raise ValueError(f"For 'RandomChoiceWithMask', the 'count' must be int and must > 0, but got "
                         f"'{p.count}' with type '{type(p.count).__name__}'.")
    _int_attrs("seed", "seed2")(p)


_CHOICE_DOC = """Picks up to `count` positions of the True elements of a bool tensor, in random order.

    Args:
        count (int): How many positions to return, positive. Default: ``256``.
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **input_x** (Tensor) - bool Tensor of rank 1 to 5.

    Outputs:
        Tuple of 2 Tensors:

        - **index** (Tensor) - int32 Tensor of shape :math:`(count, rank)`: the coordinates of the chosen
          elements; rows past the number of True elements are zero.
        - **mask** (Tensor) - bool Tensor of shape :math:`(count,)`, True where `index` holds a chosen element.

    Raises:
        ValueError: If `count` is not a positive int.
        TypeError: If `seed` or `seed2` is not an int, or `input_x` is not a bool Tensor.
        ValueError: If the rank of `input_x` is not in [1, 5].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Tensor, ops
        >>> index, mask = ops.RandomChoiceWithMask(count=3, seed=2)(Tensor([[False, True], [False, False]]))
        >>> print(index)
        [[0 1]
         [0 0]
         [0 0]]
        >>> print(mask)
        [ True False False]
    """


def _choose(input_x, count, generator, op_name):
    t = _tensor_of(op_name, "input_x", input_x, (torch.bool,), "{Tensor[Bool]}")
    if not 1 <= t.dim() <= 5:
        raise ValueError(f"For '{op_name}', the rank of 'input_x' must be in [1, 5], but got {t.dim()}.")
    hits = torch.nonzero(t).to(torch.int32)
    hits = hits[torch.randperm(hits.shape[0], generator=generator, device=hits.device)][:count]
    index = torch.zeros((count, t.dim()), dtype=torch.int32, device=t.device)
    mask = torch.zeros((count,), dtype=torch.bool, device=t.device)
    index[:hits.shape[0]] = hits
    mask[:hits.shape[0]] = True
    return _wrap(index), _wrap(mask)


def _random_choice_with_mask(input_x, count=256, generator=None):
    return _choose(input_x, count, generator, "RandomChoiceWithMask")


op("RandomChoiceWithMask", "math", functional=False,
   primitive=prim("RandomChoiceWithMask", "(self, count=256, seed=0, seed2=0)", "(self, input_x)", doc=_CHOICE_DOC,
                  check=_count_check, state=_own_generator(), rename={"seed": None, "seed2": None}),
   cases=())(_random_choice_with_mask)


def choice_with_mask(input_x, count=256, seed=None):
    """Picks up to `count` positions of the True elements of a bool tensor, in random order (the functional form of
    :class:`mindspore.ops.RandomChoiceWithMask`).

    Args:
        input_x (Tensor): bool Tensor of rank 1 to 5.
        count (int, optional): How many positions to return, positive. Default: ``256``.
        seed (int, optional): Seed of the draw; the same seed repeats the same choice. Default: ``None`` (the
            global generator).

    Returns:
        Tuple of 2 Tensors, the int32 coordinates of shape :math:`(count, rank)` and the bool mask of shape
        :math:`(count,)` telling which rows hold a chosen element.

    Raises:
        TypeError: If `seed` is not an int or None, or `input_x` is not a bool Tensor.
        ValueError: If `count` is not a positive int, or the rank of `input_x` is not in [1, 5].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Tensor, ops
        >>> index, mask = ops.choice_with_mask(Tensor([True, True, False]), count=2, seed=5)
        >>> print(sorted(index.asnumpy().ravel().tolist()), mask)
        [0, 1] [ True  True]
    """
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise TypeError(f"For 'choice_with_mask', the 'seed' must be int or None, but got {type(seed).__name__}.")
    if isinstance(count, bool) or not isinstance(count, int) or count <= 0:
        raise ValueError(f"For 'RandomChoiceWithMask', the 'count' must be int and must > 0, but got '{count}' with "
                         f"type '{type(count).__name__}'.")
    return _choose(input_x, count, make_generator(seed or 0, 0), "RandomChoiceWithMask")


op("choice_with_mask", "math", cases=())(choice_with_mask)


# ----- MultinomialWithReplacement / multinomial_with_replacement -----------------------------------------------------
def _numsamples_check(p):
    if isinstance(p.numsamples, bool) or not isinstance(p.numsamples, int) or p.numsamples <= 0:
        raise ValueError(f"For 'MultinomialWithReplacement', the 'numsamples' must be a positive int, but got "
                         f"{p.numsamples}.")
    if not isinstance(p.replacement, bool):
        raise TypeError(f"For 'MultinomialWithReplacement', the 'replacement' must be a bool, but got "
                        f"{type(p.replacement).__name__}.")


_MWR_DOC = """Draws `numsamples` category indices for every row of `x`, whose entries are unnormalized
    probabilities, with or without replacement.

    Args:
        numsamples (int): Draws per row, positive.
        replacement (bool): Whether a category can be drawn twice. Default: ``False``.

    Inputs:
        - **x** (Tensor) - 1-D or 2-D Tensor of non-negative weights, float16, float32 or float64.
        - **seed** (Tensor) - 0-D int64 Tensor; with `offset`, seeds the draw (``-1`` and ``0``: the global
          generator).
        - **offset** (Tensor) - 0-D int64 Tensor.

    Outputs:
        int64 Tensor of shape :math:`(numsamples,)` or :math:`(batch, numsamples)`.

    Raises:
        TypeError: If `x` is not a float Tensor.
        ValueError: If `numsamples` exceeds the number of categories without replacement, or `x` has a negative
            entry.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[0.0, 5.0, 0.0, 0.0]], mindspore.float32)
        >>> sampler = ops.MultinomialWithReplacement(3, True)
        >>> print(sampler(x, Tensor(4, mindspore.int64), Tensor(0, mindspore.int64)))
        [[1 1 1]]
    """


def _seed_pair(seed, offset):
    s, o = (int(v._t) if isinstance(v, Tensor) else int(v) for v in (seed, offset))
    if s == -1 and o == 0:
        return None
    return make_generator(s, o)


def _multinomial_with_replacement(x, seed, offset, numsamples=1, replacement=False):
    t = _tensor_of("MultinomialWithReplacement", "x_dtype", x, _FLOATS, _FLOAT_TEXT)
    if t.dim() not in (1, 2):
        raise ValueError(f"For 'MultinomialWithReplacement', the rank of 'x' must be 1 or 2, but got {t.dim()}.")
    if not replacement and numsamples > t.shape[-1]:
        raise ValueError(f"For 'MultinomialWithReplacement', the value of numsamples must equal or less than "
                         f"x_shape[-1], but got {numsamples}.")
    if bool((t < 0).any()):
        raise ValueError("For 'MultinomialWithReplacement' , each element of 'x' must be equal or greater than 0. ")
    drawn = torch.multinomial(t.double(), numsamples, replacement, generator=_seed_pair(seed, offset))
    return _wrap(drawn)


op("MultinomialWithReplacement", "math", functional=False,
   primitive=prim("MultinomialWithReplacement", "(self, numsamples, replacement=False)", "(self, x, seed, offset)",
                  doc=_MWR_DOC, check=_numsamples_check),
   cases=())(_multinomial_with_replacement)


def multinomial_with_replacement(x, seed, offset, numsamples, replacement=False):
    """Draws `numsamples` category indices for every row of `x` (unnormalized, non-negative probabilities); the
    functional form of :class:`mindspore.ops.MultinomialWithReplacement`.

    Args:
        x (Tensor): 1-D or 2-D weights, float16, float32 or float64.
        seed (int): Seed of the draw; ``-1`` together with `offset` ``0`` draws from the global generator.
        offset (int): Second seed.
        numsamples (int): Draws per row, positive.
        replacement (bool, optional): Whether a category can be drawn twice. Default: ``False``.

    Returns:
        int64 Tensor of shape :math:`(numsamples,)` or :math:`(batch, numsamples)`.

    Raises:
        TypeError: If `seed` or `offset` is neither an int nor a Tensor, or `x` is not a float Tensor.
        ValueError: If `numsamples` exceeds the number of categories without replacement, or `x` has a negative
            entry.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[0.0, 0.0, 2.0], [7.0, 0.0, 0.0]], mindspore.float32)
        >>> print(ops.multinomial_with_replacement(x, 3, 1, 2, True))
        [[2 2]
         [0 0]]
    """
    for arg, v in (("seed", seed), ("offset", offset)):
        if not isinstance(v, (int, Tensor)) or isinstance(v, bool):
            raise TypeError(f"For multinomial_with_replacement, the input[{arg}] must be int, but got {type(v)}.")
    if isinstance(numsamples, bool) or not isinstance(numsamples, int) or numsamples <= 0:
        raise ValueError(f"For 'MultinomialWithReplacement', the 'numsamples' must be a positive int, but got "
                         f"{numsamples}.")
    return _multinomial_with_replacement(x, seed, offset, numsamples, replacement)


op("multinomial_with_replacement", "math", cases=())(multinomial_with_replacement)


# ----- UniformCandidateSampler / uniform_candidate_sampler -----------------------------------------------------------
def _sampler_check(p):
    for n in ("num_true", "num_sampled", "range_max", "seed"):
        v = getattr(p, n)
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For 'UniformCandidateSampler', the '{n}' must be int, but got {type(v).__name__}.")
    for n in ("unique", "remove_accidental_hits"):
        v = getattr(p, n)
        if not isinstance(v, bool):
            raise TypeError(f"For 'UniformCandidateSampler', the '{n}' must be bool, but got {type(v).__name__}.")
    for n in ("num_true", "num_sampled", "range_max"):
        if getattr(p, n) < 1:
            raise ValueError(f"For 'UniformCandidateSampler', the '{n}' must be positive, but got {getattr(p, n)}.")
    if p.unique and p.num_sampled > p.range_max:
        raise ValueError(f"For 'UniformCandidateSampler', the value of num_sampled should be <= value of range_max: "
                         f"{p.range_max}, but got {p.num_sampled}.")


_UCS_DOC = """Samples `num_sampled` candidate classes uniformly from [0, `range_max`) and reports, for the true
    classes and for the sampled ones, how often each is expected to be drawn (``num_sampled / range_max``).

    Args:
        num_true (int): Number of true classes per example (the last dimension of `true_classes`).
        num_sampled (int): Number of candidates to draw.
        unique (bool): Whether the candidates are distinct; then `num_sampled` must not exceed `range_max`.
        range_max (int): Number of classes.
        seed (int): Seed of the instance's generator; ``0`` uses the global generator. Default: ``0``.
        remove_accidental_hits (bool): Accepted for compatibility; the expected counts do not depend on it.
            Default: ``False``.

    Inputs:
        - **true_classes** (Tensor) - int32 or int64 Tensor of shape :math:`(batch, num\\_true)`.

    Outputs:
        Tuple of 3 Tensors:

        - **sampled_candidates** (Tensor) - Shape :math:`(num\\_sampled,)`, the dtype of `true_classes`.
        - **true_expected_count** (Tensor) - float32, the shape of `true_classes`.
        - **sampled_expected_count** (Tensor) - float32, shape :math:`(num\\_sampled,)`.

    Raises:
        TypeError: If an int argument is not an int or a flag is not a bool.
        ValueError: If `unique` and `num_sampled` > `range_max`.
        TypeError: If `true_classes` is not an int32 / int64 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> sampler = ops.UniformCandidateSampler(1, 2, True, 8, seed=3)
        >>> sampled, true_count, sampled_count = sampler(Tensor([[2], [5], [7]], mindspore.int32))
        >>> print(sampled.shape, sampled.dtype)
        (2,) Int32
        >>> print(true_count)
        [[0.25]
         [0.25]
         [0.25]]
        >>> print(sampled_count)
        [0.25 0.25]
    """


def _uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, remove_accidental_hits=False,
                               generator=None):
    t = _tensor_of("UniformCandidateSampler", "true_classes", true_classes, (torch.int32, torch.int64),
                   "{Tensor[Int32], Tensor[Int64]}")
    if t.dim() != 2 or t.shape[1] != num_true:
        raise ValueError(f"For 'UniformCandidateSampler', the shape of 'true_classes' must be (batch, {num_true}), but "
                         f"got {tuple(t.shape)}.")
    tries = num_sampled
    if unique:
        # draw with rejection until num_sampled distinct classes came up, counting the draws
        picked, seen, tries = [], set(), 0
        while len(picked) < num_sampled:
            batch = torch.randint(0, range_max, (num_sampled,), generator=generator).tolist()
            for c in batch:
                tries += 1
                if c not in seen:
                    seen.add(c)
                    picked.append(c)
                    if len(picked) == num_sampled:
                        break
        sampled = torch.tensor(picked, dtype=torch.int64, device=t.device)
    else:
        sampled = torch.randint(0, range_max, (num_sampled,), generator=generator, device=t.device)
    prob = 1.0 / range_max
    # every class is equally likely: num_sampled * prob with no rejected draw, else 1 - (1 - prob) ** tries
    rate = num_sampled * prob if tries == num_sampled else -math.expm1(tries * math.log1p(-prob))
    true_count = torch.full(t.shape, rate, dtype=torch.float32, device=t.device)
    sampled_count = torch.full((num_sampled,), rate, dtype=torch.float32, device=t.device)
    return _wrap(sampled.to(t.dtype)), _wrap(true_count), _wrap(sampled_count)


op("UniformCandidateSampler", "math", functional=False,
   primitive=prim("UniformCandidateSampler",
                  "(self, num_true, num_sampled, unique, range_max, seed=0, remove_accidental_hits=False)",
                  "(self, true_classes)", doc=_UCS_DOC, check=_sampler_check,
                  state=lambda p: {"generator": make_generator(p.seed, 0)}, rename={"seed": None}),
   cases=())(_uniform_candidate_sampler)


def uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=0,
                              remove_accidental_hits=False):
    """Samples `num_sampled` candidate classes uniformly from [0, `range_max`) (the functional form of
    :class:`mindspore.ops.UniformCandidateSampler`).

    Args:
        true_classes (Tensor): int32 or int64 Tensor of shape :math:`(batch, num\\_true)`.
        num_true (int): Number of true classes per example.
        num_sampled (int): Number of candidates to draw.
        unique (bool): Whether the candidates are distinct.
        range_max (int): Number of classes.
        seed (int, optional): Seed of the draw; ``0`` uses the global generator. Default: ``0``.
        remove_accidental_hits (bool, optional): Accepted for compatibility. Default: ``False``.

    Returns:
        Tuple of 3 Tensors: the sampled candidates (dtype of `true_classes`), the expected counts of the true
        classes and of the sampled ones (float32, as for :class:`mindspore.ops.UniformCandidateSampler`).

    Raises:
        TypeError: If an int argument is not an int or a flag is not a bool.
        ValueError: If `unique` and `num_sampled` > `range_max`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.uniform_candidate_sampler(Tensor([[1], [3]], mindspore.int64), 1, 3, False, 6, seed=2)
        >>> print(out[0].shape, out[1])
        (3,) [[0.5]
         [0.5]]
    """
    _sampler_check(_Attrs(num_true=num_true, num_sampled=num_sampled, unique=unique, range_max=range_max,
                                seed=seed, remove_accidental_hits=remove_accidental_hits))
    return _uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max,
                                      remove_accidental_hits, make_generator(seed, 0))


op("uniform_candidate_sampler", "math", cases=())(uniform_candidate_sampler)


# ----- Bernoulli -----------------------------------------------------------------------------------------------------
_BERNOULLI_DOC = """Draws 0 or 1 for every element of `x`, 1 with probability `p`; the result has the shape and
    dtype of `x` (whose values are not read).

    Args:
        seed (int): Seed of the instance's generator; ``-1`` (with `offset` ``0``) uses the global generator.
            Default: ``-1``.
        offset (int): Second seed. Default: ``0``.

    Inputs:
        - **x** (Tensor) - Gives the shape and dtype.
        - **p** (Union[Tensor, float]) - The probability of 1, a number or a Tensor broadcastable to `x`, in [0, 1].

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `seed` or `offset` is not an int, or `x` is not a Tensor.
        TypeError: If `p` is neither a float nor a Tensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([5, 6, 7], mindspore.int32)
        >>> print(ops.Bernoulli(seed=1)(x, Tensor([1.0, 0.0, 1.0], mindspore.float32)))
        [1 0 1]
    """


def _bernoulli(x, p=0.5, generator=None):
    if not isinstance(x, Tensor):
        raise TypeError(f"For 'Bernoulli', the 'x' must be a Tensor, but got {type(x).__name__}.")
    t = x._t
    if isinstance(p, Tensor):
        prob = p._t.double()
    elif isinstance(p, float):
        prob = torch.tensor(p, dtype=torch.float64)
    else:
        raise TypeError(f"For 'Bernoulli', the 'p' must be a float or a Tensor, but got {type(p).__name__}.")
    prob = prob.to(t.device).expand(t.shape).contiguous()
    return _wrap(torch.bernoulli(prob, generator=generator).to(t.dtype))


op("Bernoulli", "math", functional=False,
   primitive=prim("Bernoulli", "(self, seed=-1, offset=0)", "(self, x, p=0.5)", doc=_BERNOULLI_DOC,
                  check=_int_attrs("seed", "offset"),
                  state=lambda p: {"generator": None if (p.seed, p.offset) == (-1, 0)
                                   else make_generator(p.seed, p.offset)},
                  rename={"seed": None, "offset": None}),
   cases=())(_bernoulli)


# ----- NonDeterministicInts ------------------------------------------------------------------------------------------
_NDI_DOC = """Integers drawn uniformly over the whole range of `dtype`, from the global generator.

    Args:
        dtype (mindspore.dtype): int32, int64, uint32 or uint64. Default: ``mindspore.int64``.

    Inputs:
        - **shape** (Tensor) - 1-D int32 or int64 Tensor, the output shape.

    Outputs:
        Tensor of shape `shape` and dtype `dtype`.

    Raises:
        TypeError: If `dtype` is not one of the above, or `shape` is not an int32 / int64 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.NonDeterministicInts(mindspore.int32)(Tensor([2, 5], mindspore.int32))
        >>> print(out.shape, out.dtype)
        (2, 5) Int32
    """


def _non_deterministic_ints(shape, dtype=mstype.int64):
    dims = _tensor_shape("NonDeterministicInts", shape)
    td = torch_dtype(dtype, "NonDeterministicInts")
    # 64 random bits per element, cut down to the width of the dtype
    bits = torch.randint(-2 ** 63, 2 ** 63 - 1, dims, dtype=torch.int64, device=device())
    if td == torch.int64:
        return _wrap(bits)
    if td == torch.uint64:
        return _wrap(bits.view(torch.uint64))
    low = bits & 0xFFFFFFFF
    if td == torch.uint32:
        return _wrap(low.to(torch.uint32))
    return _wrap(low.to(torch.int32))


op("NonDeterministicInts", "math", functional=False,
   primitive=prim("NonDeterministicInts", "(self, dtype=mindspore.int64)", "(self, shape)", doc=_NDI_DOC,
                  check=_dtype_attr("NonDeterministicInts", ("int32", "int64", "uint32", "uint64"))),
   cases=())(_non_deterministic_ints)


# ----- LogUniformCandidateSampler / log_uniform_candidate_sampler ----------------------------------------------------
def _log_uniform_check(p):
    name = "LogUniformCandidateSampler"
    for n in ("num_true", "num_sampled", "range_max", "seed"):
        v = getattr(p, n)
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For '{name}', the type of '{n}' should be 'int', but got type '{type(v).__name__}'.")
    if not isinstance(p.unique, bool):
        raise TypeError(f"For '{name}', the type of 'unique' should be 'bool', but got type "
                        f"'{type(p.unique).__name__}'.")
    for n in ("num_true", "num_sampled", "range_max"):
        if getattr(p, n) < 1:
            raise ValueError(f"For '{name}', the argument '{n}' must >= 1, but got {getattr(p, n)}.")
    if p.seed < 0:
        raise ValueError(f"For '{name}', the argument 'seed' must >= 0, but got {p.seed}.")
    if p.range_max < p.num_sampled:
        raise ValueError(f"For '{name}', the 'range_max' should be >= num_sampled: {p.num_sampled}, but got "
                         f"{p.range_max}.")


def _log_uniform_sample(true_classes, num_true, num_sampled, unique, range_max, generator):
    t = _tensor_of("LogUniformCandidateSampler", "true_classes", true_classes, (torch.int64,), "{Tensor[Int64]}")
    if t.dim() != 2 or t.shape[1] != num_true:
        got = t.shape[1] if t.dim() == 2 else t.dim()
        raise ValueError(f"LogUniformCandidateSampler input true_classes dim[1] should equal to num_true, "
                         f"true_classes.dim[1] = {got}, num_true = {num_true}")
    log_range = math.log(range_max + 1)

    def draw(count):
        # inverse CDF of P(c) = log((c + 2) / (c + 1)) / log(range_max + 1)
        u = torch.rand(count, dtype=torch.float64, generator=generator)
        return (torch.floor(torch.exp(u * log_range)).long() - 1).clamp(0, range_max - 1).tolist()

    if unique:
        picked, seen, tries = [], set(), 0
        while len(picked) < num_sampled:
            for c in draw(num_sampled):
                tries += 1
                if c not in seen:
                    seen.add(c)
                    picked.append(c)
                    if len(picked) == num_sampled:
                        break
    else:
        picked, tries = draw(num_sampled), num_sampled

    def expected(classes):
        p = torch.log((classes.double() + 2) / (classes.double() + 1)) / log_range
        if tries == num_sampled:
            return (p * num_sampled).float()
        return (-torch.expm1(tries * torch.log1p(-p))).float()

    sampled = torch.tensor(picked, dtype=torch.int64, device=t.device)
    return _wrap(sampled), _wrap(expected(t)), _wrap(expected(sampled))


_LOG_UNIFORM_DOC = """Samples `num_sampled` candidate classes from [0, `range_max`) with the log-uniform (Zipfian)
    distribution ``P(c) = log((c + 2) / (c + 1)) / log(range_max + 1)``, and reports how often each true and each
    sampled class is expected to be drawn: ``num_sampled * P(c)``, or, when `unique` needed ``n`` draws to find
    `num_sampled` distinct classes, ``1 - (1 - P(c)) ** n``.

    Args:
        num_true (int): Number of true classes per example. Default: ``1``.
        num_sampled (int): Number of candidates to draw. Default: ``5``.
        unique (bool): Whether the candidates are distinct. Default: ``True``.
        range_max (int): Number of classes, at least `num_sampled`. Default: ``5``.
        seed (int): Seed of the instance's generator, non-negative; ``0`` uses the global generator.
            Default: ``0``.

    Inputs:
        - **true_classes** (Tensor) - int64 Tensor of shape :math:`(batch, num\\_true)`.

    Outputs:
        Tuple of 3 Tensors: the int64 sampled candidates :math:`(num\\_sampled,)`, the float32 expected counts of
        the true classes (shape of `true_classes`) and of the sampled ones :math:`(num\\_sampled,)`.

    Raises:
        TypeError: If an int argument is not an int, `unique` is not a bool, or `true_classes` is not int64.
        ValueError: If an argument is out of range or `true_classes` does not have `num_true` columns.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> sampler = ops.LogUniformCandidateSampler(1, 3, False, 4, seed=2)
        >>> sampled, true_count, sampled_count = sampler(Tensor([[0], [3]], mindspore.int64))
        >>> print(sampled.shape, true_count)
        (3,) [[1.2920296 ]
         [0.41594064]]
    """


def _log_uniform_candidate_sampler(true_classes, num_true=1, num_sampled=5, unique=True, range_max=5,
                                   generator=None):
    return _log_uniform_sample(true_classes, num_true, num_sampled, unique, range_max, generator)


op("LogUniformCandidateSampler", "math", functional=False,
   primitive=prim("LogUniformCandidateSampler", "(self, num_true=1, num_sampled=5, unique=True, range_max=5, seed=0)",
                  "(self, true_classes)", doc=_LOG_UNIFORM_DOC, check=_log_uniform_check,
                  state=lambda p: {"generator": make_generator(p.seed, 0)}, rename={"seed": None}),
   cases=())(_log_uniform_candidate_sampler)


def log_uniform_candidate_sampler(true_classes, num_true=1, num_sampled=5, unique=True, range_max=5, seed=0):
    """Samples candidate classes from the log-uniform (Zipfian) distribution over [0, `range_max`) (the functional
    form of :class:`mindspore.ops.LogUniformCandidateSampler`).

    Args:
        true_classes (Tensor): int64 Tensor of shape :math:`(batch, num\\_true)`.
        num_true (int, optional): Number of true classes per example. Default: ``1``.
        num_sampled (int, optional): Number of candidates to draw. Default: ``5``.
        unique (bool, optional): Whether the candidates are distinct. Default: ``True``.
        range_max (int, optional): Number of classes, at least `num_sampled`. Default: ``5``.
        seed (int, optional): Seed of the draw, non-negative; ``0`` uses the global generator. Default: ``0``.

    Returns:
        Tuple of 3 Tensors: the sampled candidates and the expected counts of the true and of the sampled classes.

    Raises:
        TypeError: If an int argument is not an int, `unique` is not a bool, or `true_classes` is not int64.
        ValueError: If an argument is out of range or `true_classes` does not have `num_true` columns.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.log_uniform_candidate_sampler(Tensor([[1, 7]], mindspore.int64), 2, 5, True, 5, seed=1)
        >>> print(sorted(out[0].asnumpy().tolist()))
        [0, 1, 2, 3, 4]
    """
    _log_uniform_check(_Attrs(name="LogUniformCandidateSampler", num_true=num_true, num_sampled=num_sampled,
                              unique=unique, range_max=range_max, seed=seed))
    return _log_uniform_sample(true_classes, num_true, num_sampled, unique, range_max, make_generator(seed, 0))


op("log_uniform_candidate_sampler", "math", cases=())(log_uniform_candidate_sampler)

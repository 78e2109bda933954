"""Functional random sampling (torch generators).

With ``seed=None`` the global torch generator is used (seeded by ``mindspore.set_seed``). With an integer seed an
operator-level generator is created on first use and kept, so repeated calls with the same seed continue one
reproducible sequence, as MindSpore's seeded operators do.
"""
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._utils import tt, torch_dtype, shape_tuple, device, make_generator, as_torch
from ..._backend.dtype_map import from_torch

__all__ = ["randn", "rand", "randn_like", "rand_like", "randint", "uniform", "normal", "standard_normal",
           "multinomial", "bernoulli", "shuffle", "randperm"]

_GENERATORS = {}


def _gen(seed, name):
    if seed is None:
        return None
    key = (name, int(seed))
    g = _GENERATORS.get(key)
    if g is None:
        g = _GENERATORS[key] = make_generator(int(seed), 1)
    return g


def _size(size, name):
    if len(size) == 1 and isinstance(size[0], (tuple, list, Tensor)):
        size = size[0]
    return shape_tuple(tuple(size) if not isinstance(size, Tensor) else size, name, "size")


def _float_dtype(dtype, name):
    return torch.float32 if dtype is None else torch_dtype(dtype, name)


def randn(*size, dtype=None, seed=None):
    """Samples from the standard normal distribution.

    Args:
        size (Union[int, tuple(int), list(int)]): The output shape.

    Keyword Args:
        dtype (mindspore.dtype): A floating dtype. Default: ``None`` (float32).
        seed (int): Operator seed. Default: ``None`` (the global generator).

    Returns:
        Tensor of shape `size`.

    Raises:
        TypeError: If `size` is not ints or `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.randn((2, 3), seed=1).shape)
        (2, 3)
    """
    return _wrap(torch.randn(_size(size, "randn"), generator=_gen(seed, "randn"), dtype=_float_dtype(dtype, "randn"),
                             device=device()))


def rand(*size, dtype=None, seed=None):
    """Samples uniformly from [0, 1).

    Args:
        size (Union[int, tuple(int), list(int)]): The output shape.

    Keyword Args:
        dtype (mindspore.dtype): A floating dtype. Default: ``None`` (float32).
        seed (int): Operator seed. Default: ``None`` (the global generator).

    Returns:
        Tensor of shape `size`.

    Raises:
        TypeError: If `size` is not ints or `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.rand(2, 3, seed=1).shape)
        (2, 3)
    """
    return _wrap(torch.rand(_size(size, "rand"), generator=_gen(seed, "rand"), dtype=_float_dtype(dtype, "rand"),
                            device=device()))


def randn_like(input, seed=None, *, dtype=None):
    """Standard normal samples with the shape (and dtype, unless given) of `input`.

    Args:
        input (Tensor): Gives the shape.
        seed (int): Operator seed. Default: ``None``.

    Keyword Args:
        dtype (mindspore.dtype): The dtype. Default: ``None`` (that of `input`).

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.randn_like(Tensor(np.zeros((2, 2)), mindspore.float32)).shape)
        (2, 2)
    """
    t = tt(input, "randn_like")
    td = t.dtype if dtype is None else torch_dtype(dtype, "randn_like")
    return _wrap(torch.randn(t.shape, generator=_gen(seed, "randn_like"), dtype=td, device=t.device))


def rand_like(input, seed=None, *, dtype=None):
    """Uniform [0, 1) samples with the shape (and dtype, unless given) of `input`.

    Args:
        input (Tensor): Gives the shape.
        seed (int): Operator seed. Default: ``None``.

    Keyword Args:
        dtype (mindspore.dtype): The dtype. Default: ``None`` (that of `input`).

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.rand_like(Tensor(np.zeros((2, 2)), mindspore.float32)).shape)
        (2, 2)
    """
    t = tt(input, "rand_like")
    td = t.dtype if dtype is None else torch_dtype(dtype, "rand_like")
    return _wrap(torch.rand(t.shape, generator=_gen(seed, "rand_like"), dtype=td, device=t.device))


_SIGNED_INTS = (torch.int8, torch.int16, torch.int32, torch.int64)


def _int_dtype(dtype, op_name, ms_dtype=None):
    """The torch dtype of a signed integer MindSpore dtype; ValueError (as MindSpore) otherwise."""
    td = torch_dtype(dtype, op_name) if ms_dtype is None else ms_dtype
    if td not in _SIGNED_INTS:
        name = dtype if ms_dtype is None else _from_torch_name(td)
        raise ValueError(f"For '{op_name}', the 'dtype' must be an int type, but got {name}.")
    return td


def _from_torch_name(td):
    return from_torch(td)


def randint(low, high, size, seed=None, *, dtype=None):
    """Integers sampled uniformly from [low, high).

    Args:
        low (int): The lower bound.
        high (int): The upper bound (excluded).
        size (tuple): The output shape.
        seed (int): Operator seed. Default: ``None``.

    Keyword Args:
        dtype (mindspore.dtype): int8, int16, int32 or int64. Default: ``None`` (int64).

    Returns:
        Tensor of shape `size`.

    Raises:
        ValueError: If `low` >= `high` or `dtype` is not a signed integer dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> out = ops.randint(1, 10, (2, 3))
        >>> print(out.shape, out.dtype)
        (2, 3) Int64
    """
    if low >= high:
        raise ValueError(f"For 'randint', the 'low' must be less than 'high', but got {low} and {high}.")
    td = torch.int64 if dtype is None else _int_dtype(dtype, "randint")
    return _wrap(torch.randint(int(low), int(high), shape_tuple(size, "randint", "size"),
                               generator=_gen(seed, "randint"), dtype=td, device=device()))


def uniform(shape, minval, maxval, seed=None, dtype=mstype.float32):
    """Samples uniformly from [minval, maxval) (integers when `dtype` is int32).

    Args:
        shape (Union[tuple, Tensor]): The output shape.
        minval (Tensor): The lower bound (one value for integers; any broadcastable shape for floats).
        maxval (Tensor): The upper bound (one value for integers; any broadcastable shape for floats).
        seed (int): Operator seed. Default: ``None``.
        dtype (mindspore.dtype): ``float32`` or ``int32``. Default: ``mindspore.float32``.

    Returns:
        Tensor of the broadcast shape of `shape`, `minval` and `maxval`.

    Raises:
        TypeError: If `dtype` is not float32 or int32.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.uniform((2, 2), Tensor(1.0, mindspore.float32), Tensor(2.0, mindspore.float32), seed=5)
        >>> print(out.shape, bool((out >= 1).all() and (out < 2).all()))
        (2, 2) True
    """
    shp = shape_tuple(shape, "uniform")
    g = _gen(seed, "uniform")
    if dtype in mstype.int_type:
        lo = int(minval) if isinstance(minval, Tensor) else minval
        hi = int(maxval) if isinstance(maxval, Tensor) else maxval
        return _wrap(torch.randint(int(lo), int(hi), shp, generator=g, dtype=torch_dtype(dtype, "uniform"),
                                   device=device()))
    # continuous bounds may be tensors of any shape: the output takes the broadcast of `shape` and both bounds
    td = torch_dtype(dtype, "uniform")
    lo = minval._t.to(td) if isinstance(minval, Tensor) else torch.tensor(minval, dtype=td)
    hi = maxval._t.to(td) if isinstance(maxval, Tensor) else torch.tensor(maxval, dtype=td)
    out_shape = torch.broadcast_shapes(shp, lo.shape, hi.shape)
    u = torch.rand(out_shape, generator=g, dtype=td, device=device())
    return _wrap(u * (hi - lo).to(u.device) + lo.to(u.device))


def normal(shape, mean, stddev, seed=None):
    """Samples from N(mean, stddev ** 2) (the shape broadcasts `shape`, `mean` and `stddev`).

    Args:
        shape (tuple): The output shape.
        mean (Union[Tensor, int, float]): The mean.
        stddev (Union[Tensor, int, float]): The standard deviation.
        seed (int): Operator seed. Default: ``None``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `shape` is not a tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.normal((2, 3), 0.0, 1.0, seed=1).shape)
        (2, 3)
    """
    shp = shape_tuple(shape, "normal")
    m = as_torch(mean) if isinstance(mean, Tensor) else torch.tensor(float(mean))
    s = as_torch(stddev) if isinstance(stddev, Tensor) else torch.tensor(float(stddev))
    out_shape = torch.broadcast_shapes(shp, m.shape, s.shape)
    z = torch.randn(out_shape, generator=_gen(seed, "normal"), device=device())
    return _wrap(z * s.to(z.device) + m.to(z.device))


def standard_normal(shape, seed=None):
    """Samples from the standard normal distribution.

    Args:
        shape (Union[tuple, Tensor]): The output shape.
        seed (int): Operator seed. Default: ``None``.

    Returns:
        Tensor of float32.

    Raises:
        TypeError: If `shape` is not a tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.standard_normal((4, 4)).shape)
        (4, 4)
    """
    return _wrap(torch.randn(shape_tuple(shape, "standard_normal"), generator=_gen(seed, "standard_normal"),
                             device=device()))


def multinomial(input, num_samples, replacement=True, seed=None):
    """Draws category indices from (unnormalized) probabilities per row.

    Args:
        input (Tensor): Probabilities of shape :math:`(C,)` or :math:`(N, C)`.
        num_samples (int): Samples per row.
        replacement (bool): Sample with replacement. Default: ``True``.
        seed (int): Operator seed. Default: ``None``.

    Returns:
        Tensor of int64.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([0.0, 9.0, 4.0, 0.0], mindspore.float32)
        >>> print(ops.multinomial(x, 2, False, seed=1).shape)
        (2,)
    """
    return _wrap(torch.multinomial(tt(input, "multinomial").float(), int(num_samples), replacement,
                                   generator=_gen(seed, "multinomial")))


def bernoulli(input, p=0.5, seed=None):
    """Samples 0/1 values with probability `p` of 1, with the shape and dtype of `input`.

    Args:
        input (Tensor): Gives shape and dtype.
        p (Union[Tensor, float]): The probability of 1. Default: ``0.5``.
        seed (int): Operator seed. Default: ``None``.

    Returns:
        Tensor, same shape and dtype as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.bernoulli(Tensor([1, 2, 3], mindspore.int8), p=1.0))
        [1 1 1]
    """
    t = tt(input, "bernoulli")
    prob = (p._t.float() if isinstance(p, Tensor) else torch.tensor(float(p))).to(t.device).expand(t.shape)
    return _wrap(torch.bernoulli(prob.contiguous(), generator=_gen(seed, "bernoulli")).to(t.dtype))


def shuffle(x, seed=None):
    """A random permutation of `x` along its first dimension.

    Args:
        x (Tensor): The input tensor.
        seed (int): Operator seed. Default: ``None``.

    Returns:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(sorted(ops.shuffle(Tensor([1, 2, 3, 4], mindspore.int32), seed=1).asnumpy().tolist()))
        [1, 2, 3, 4]
    """
    t = tt(x, "shuffle", "x")
    perm = torch.randperm(t.shape[0], generator=_gen(seed, "shuffle"), device=t.device)
    return _wrap(t[perm])


def randperm(n, seed=0, offset=0, dtype=mstype.int64):
    """A random permutation of ``0 .. n - 1``.

    Args:
        n (Union[Tensor, int]): The count.
        seed (int): Seed (0 uses the global generator). Default: ``0``.
        offset (int): Offset added to the seed. Default: ``0``.
        dtype (mindspore.dtype): The dtype. Default: ``mindspore.int64``.

    Returns:
        1-D Tensor.

    Raises:
        TypeError: If `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(sorted(ops.randperm(4, seed=1).asnumpy().tolist()))
        [0, 1, 2, 3]
    """
    g = make_generator(seed + offset, 1) if seed else None
    return _wrap(torch.randperm(int(n), generator=g, dtype=torch_dtype(dtype, "randperm"), device=device()))


# ----- more distributions and in-place samplers -----------------------------------------------------------------------
from .._factory import documented as _documented  # noqa: E402


def _torch_gen(generator):
    if generator is None or isinstance(generator, torch.Generator):
        return generator
    g = getattr(generator, "_generator", None)
    if isinstance(g, torch.Generator):
        return g
    raise TypeError(f"The 'generator' must be a Generator or None, but got {type(generator).__name__}.")


def _param(v):
    return v._t.float() if isinstance(v, Tensor) else torch.tensor(float(v))


@_documented("Samples from Gamma(alpha, beta) (shape `alpha`, rate `beta`), broadcasting `shape`, `alpha`, `beta`.",
             [("shape", "tuple", "The shape."), ("alpha", "Tensor", "Shape parameter."), ("beta", "Tensor", "Rate."),
              ("seed", "int", "Operator seed. Default: ``None``.")], "Tensor of float32.",
             ["a = Tensor([1.0, 2.0])"], "ops.gamma((3, 2), a, Tensor([1.0, 1.0]), seed=5).shape", "(3, 2)",
             raises="TypeError: If `shape` is not a tuple.")
def gamma(shape, alpha, beta, seed=None):
    a, b = _param(alpha), _param(beta)
    out = torch.broadcast_shapes(shape_tuple(shape, "gamma"), a.shape, b.shape)
    g = torch.distributions.Gamma(a.expand(out), b.expand(out))
    if seed is None:
        return _wrap(g.sample().to(device()))
    return _wrap(torch._standard_gamma(a.expand(out).contiguous(), generator=_gen(seed, "gamma")) / b.expand(out))


@_documented("Samples from Laplace(mean, lambda_param), broadcasting `shape`, `mean`, `lambda_param`.",
             [("shape", "tuple", "The shape."), ("mean", "Tensor", "Location."), ("lambda_param", "Tensor", "Scale."),
              ("seed", "int", "Operator seed. Default: ``None``.")], "Tensor of float32.", [],
             "ops.laplace((2, 2), Tensor(0.0), Tensor(1.0), seed=1).shape", "(2, 2)",
             raises="TypeError: If `shape` is not a tuple.")
def laplace(shape, mean, lambda_param, seed=None):
    m, s = _param(mean), _param(lambda_param)
    out = torch.broadcast_shapes(shape_tuple(shape, "laplace"), m.shape, s.shape)
    u = torch.rand(out, generator=_gen(seed, "laplace"), device=device()) - 0.5
    return _wrap(m.to(u.device) - s.to(u.device) * torch.sign(u) * torch.log1p(-2 * u.abs()))


@_documented("Samples from the standard Laplace distribution.", [("shape", "tuple", "The shape."),
             ("seed", "int", "Operator seed. Default: ``None``.")], "Tensor of float32.", [],
             "ops.standard_laplace((2, 3), seed=1).shape", "(2, 3)", raises="TypeError: If `shape` is not a tuple.")
def standard_laplace(shape, seed=None):
    return laplace(shape, 0.0, 1.0, seed)


@_documented("Samples from Poisson(mean), broadcasting `shape` and `mean`.", [("shape", "tuple", "The shape."),
             ("mean", "Tensor", "The rate."), ("seed", "int", "Operator seed. Default: ``None``.")],
             "Tensor of float32.", [], "ops.poisson((2,), Tensor(0.0), seed=1)", "[0. 0.]",
             raises="TypeError: If `shape` is not a tuple.")
def poisson(shape, mean, seed=None):
    m = _param(mean)
    out = torch.broadcast_shapes(shape_tuple(shape, "poisson"), m.shape)
    return _wrap(torch.poisson(m.expand(out).contiguous().to(device()), generator=_gen(seed, "poisson")))


@_documented("Samples from Gamma(alpha, 1); the output shape is ``shape + alpha.shape``.",
             [("shape", "Tensor", "Leading shape."), ("alpha", "Tensor", "Shape parameters."),
              ("seed", "int", "Operator seed. Default: ``None``.")], "Tensor.", ["a = Tensor([1.0, 2.0])"],
             "ops.random_gamma(Tensor([3]), a, seed=1).shape", "(3, 2)",
             raises="TypeError: If `alpha` is not a Tensor.")
def random_gamma(shape, alpha, seed=None):
    a = tt(alpha, "random_gamma", "alpha")
    out = shape_tuple(shape, "random_gamma") + tuple(a.shape)
    return _wrap(torch._standard_gamma(a.expand(out).contiguous(), generator=_gen(seed, "random_gamma")))


@_documented("Samples from Poisson(rate); the output shape is ``shape + rate.shape``.",
             [("shape", "Tensor", "Leading shape."), ("rate", "Tensor", "The rates."),
              ("seed", "int", "Operator seed. Default: ``None``."), ("dtype", "mindspore.dtype",
              "Default: ``mindspore.float32``.")], "Tensor.", ["r = Tensor([0.0])"],
             "ops.random_poisson(Tensor([2]), r, seed=1)", "[[0.]\n [0.]]",
             raises="TypeError: If `rate` is not a Tensor.")
def random_poisson(shape, rate, seed=None, dtype=mstype.float32):
    r = tt(rate, "random_poisson", "rate").float()
    out = shape_tuple(shape, "random_poisson") + tuple(r.shape)
    return _wrap(torch.poisson(r.expand(out).contiguous(), generator=_gen(seed, "random_poisson"))
                 .to(torch_dtype(dtype, "random_poisson")))


@_documented("Draws `num_sample` category indices per row of `logits`.", [("logits", "Tensor", "Shape (N, C)."),
             ("num_sample", "int", "Samples per row."), ("seed", "int", "Seed (0: global generator). Default: ``0``."),
             ("dtype", "mindspore.dtype", "Default: ``mindspore.int64``.")], "Tensor of shape (N, num_sample).",
             ["x = Tensor([[-10.0, 10.0]])"], "ops.random_categorical(x, 3, seed=1)", "[[1 1 1]]")
def random_categorical(logits, num_sample, seed=0, dtype=mstype.int64):
    t = tt(logits, "random_categorical", "logits")
    p = torch.softmax(t.float(), -1)
    return _wrap(torch.multinomial(p, int(num_sample), True, generator=_gen(seed, "random_categorical") if seed
                                   else None).to(torch_dtype(dtype, "random_categorical")))


@_documented("Integers from [low, high) with the shape (and dtype, unless given) of `input`.",
             [("input", "Tensor", "Gives the shape."), ("low", "int", "Lower bound."), ("high", "int", "Upper bound."),
              ("seed", "int", "Operator seed. Default: ``None``.")], "Tensor.",
             ["x = Tensor(np.zeros((2, 2)), mindspore.int32)"],
             "ops.randint_like(x, 0, 1)", "[[0 0]\n [0 0]]",
             kwargs=[("dtype", "mindspore.dtype", "A signed integer dtype. Default: ``None`` (the dtype of `input`, "
                      "which must then be a signed integer dtype).")],
             raises="TypeError: If `input` is not a Tensor.\nValueError: If the output dtype is not int8, int16, "
                    "int32 or int64.")
def randint_like(input, low, high, seed=None, *, dtype=None):
    t = tt(input, "randint_like")
    td = _int_dtype(None, "randint_like", t.dtype) if dtype is None else _int_dtype(dtype, "randint_like")
    return _wrap(torch.randint(int(low), int(high), t.shape, generator=_gen(seed, "randint_like"), dtype=td,
                               device=t.device))


@_documented("Fills `input` in place with uniform samples from ``[from_, to)``.", [("input", "Tensor", "The tensor."),
             ("from_", "float", "Default: ``0``."), ("to", "float", "Default: ``1``.")], "The input.",
             ["x = Tensor(np.zeros(3), mindspore.float32)"], "ops.uniform_(x, 2.0, 2.0)", "[2. 2. 2.]",
             kwargs=[("generator", "Generator", "Default: ``None``.")])
def uniform_(input, from_=0, to=1, *, generator=None):
    tt(input, "uniform_").data.uniform_(from_, to, generator=_torch_gen(generator))
    return input


@_documented("Fills `input` in place with normal samples.", [("input", "Tensor", "The tensor."),
             ("mean", "float", "Default: ``0``."), ("std", "float", "Default: ``1``.")], "The input.",
             ["x = Tensor(np.zeros(3), mindspore.float32)"], "ops.normal_(x, 1.0, 0.0)", "[1. 1. 1.]",
             kwargs=[("generator", "Generator", "Default: ``None``.")])
def normal_(input, mean=0, std=1, *, generator=None):
    tt(input, "normal_").data.normal_(mean, std, generator=_torch_gen(generator))
    return input


@_documented("Fills `input` in place with integers from ``[from_, to)``.", [("input", "Tensor", "The tensor."),
             ("from_", "int", "Default: ``0``."), ("to", "int", "Default: ``None`` (dtype range).")], "The input.",
             ["x = Tensor(np.zeros(3), mindspore.float32)"], "ops.random_(x, 4, 5)", "[4. 4. 4.]",
             kwargs=[("generator", "Generator", "Default: ``None``.")])
def random_(input, from_=0, to=None, *, generator=None):
    tt(input, "random_").data.random_(from_, to, generator=_torch_gen(generator))
    return input


@_documented("Fills `input` in place with exponential samples of rate `lambd`.", [("input", "Tensor", "The tensor."),
             ("lambd", "float", "The rate. Default: ``1``.")], "The input.",
             ["x = Tensor(np.zeros(3), mindspore.float32)"], "ops.exponential_(x).shape", "(3,)",
             kwargs=[("generator", "Generator", "Default: ``None``.")])
def exponential_(input, lambd=1, *, generator=None):
    tt(input, "exponential_").data.exponential_(lambd, generator=_torch_gen(generator))
    return input


@_documented("Fills `input` in place with Bernoulli(p) samples.", [("input", "Tensor", "The tensor."),
             ("p", "Union[float, Tensor]", "Probability of 1. Default: ``0.5``.")], "The input.",
             ["x = Tensor(np.zeros(3), mindspore.float32)"], "ops.bernoulli_(x, 1.0)", "[1. 1. 1.]",
             kwargs=[("generator", "Generator", "Default: ``None``.")])
def bernoulli_(input, p=0.5, *, generator=None):
    tt(input, "bernoulli_").data.bernoulli_(p._t if isinstance(p, Tensor) else p, generator=_torch_gen(generator))
    return input


__all__ += ["gamma", "laplace", "standard_laplace", "poisson", "random_gamma", "random_poisson", "random_categorical",
            "randint_like", "uniform_", "normal_", "random_", "exponential_", "bernoulli_"]


# --------------------------------------------------- operators first needed by mindspore.mint (views live there)
def _generator_of(generator):
    if generator is None or isinstance(generator, torch.Generator):
        return generator
    inner = getattr(generator, "_generator", None)
    if isinstance(inner, torch.Generator):
        return inner
    raise TypeError(f"The 'generator' must be None or a Generator, but got {type(generator).__name__}.")


def normal_ext(mean=0.0, std=1.0, size=None, generator=None):
    """Normal samples with PyTorch's call forms: tensor or number `mean` / `std`; with two numbers, `size` gives
    the shape (viewed as ``mint.normal``)."""
    gen = _generator_of(generator)
    if isinstance(mean, Tensor) or isinstance(std, Tensor):
        m = mean._t if isinstance(mean, Tensor) else None
        s = std._t if isinstance(std, Tensor) else None
        like = m if m is not None else s
        m = m if m is not None else torch.full_like(like, float(mean))
        s = s if s is not None else torch.full_like(like, float(std))
        m, s = torch.broadcast_tensors(m, s)
        return _wrap(torch.normal(m, s, generator=gen))
    if size is None:
        raise ValueError("For 'normal', the 'size' must be given when 'mean' and 'std' are numbers.")
    shape = shape_tuple(size, "normal", "size")
    return _wrap(torch.normal(float(mean), float(std), shape, generator=gen, device=device()))


def bernoulli_ext(input, *, generator=None):  # pylint: disable=redefined-builtin
    """Draws 0 or 1 for every element of `input`, 1 with the probability that element holds (viewed as
    ``mint.bernoulli``).

    Args:
        input (Tensor): Probabilities in [0, 1], of a float dtype.

    Keyword Args:
        generator (mindspore.Generator, optional): The generator to draw from. Default: ``None`` (the global
            generator).

    Returns:
        Tensor of the shape and dtype of `input`.

    Raises:
        TypeError: If `input` is not a Tensor or `generator` is not a Generator.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.bernoulli_ext(Tensor([0.0, 1.0, 1.0], mindspore.float32)))
        [0. 1. 1.]
    """
    t = tt(input, "bernoulli")
    return _wrap(torch.bernoulli(t, generator=_generator_of(generator)))


__all__ += ["bernoulli_ext"]

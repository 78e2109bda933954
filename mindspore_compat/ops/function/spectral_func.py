"""Fast Fourier transforms (``ops.fft``, ``ops.rfft`` ...)."""
import torch

from ...common.tensor import _wrap
from .._factory import documented
from .._utils import tt, torch_dtype, device

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn",
           "rfftn", "irfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift", "hfft2", "ihfft2", "hfftn", "ihfftn"]

_ONE = [("input", "Tensor", "The input."), ("n", "int", "Signal length. Default: ``None``."),
        ("dim", "int", "The dimension. Default: ``-1``."), ("norm", "str", "``'backward'``, ``'forward'`` or "
                                                                            "``'ortho'``. Default: ``None``.")]
_TWO = [("input", "Tensor", "The input."), ("s", "tuple[int]", "Signal sizes. Default: ``None``."),
        ("dim", "tuple[int]", "The dimensions. Default: ``(-2, -1)``."), ("norm", "str", "Default: ``None``.")]
_N = [("input", "Tensor", "The input."), ("s", "tuple[int]", "Signal sizes. Default: ``None``."),
      ("dim", "tuple[int]", "The dimensions. Default: ``None`` (all)."), ("norm", "str", "Default: ``None``.")]
_X = ["x = Tensor([1.0, 0.0, 0.0, 0.0])"]


def _one(fn, name):
    def f(input, n=None, dim=-1, norm=None):
        return _wrap(fn(tt(input, name), n, dim, norm).resolve_conj())
    f.__name__ = f.__qualname__ = name
    return f


def _multi(fn, name, default_dim):
    if default_dim is None:
        def f(input, s=None, dim=None, norm=None):
            return _wrap(fn(tt(input, name), s, dim, norm).resolve_conj())
    else:
        def f(input, s=None, dim=(-2, -1), norm=None):
            return _wrap(fn(tt(input, name), s, dim, norm).resolve_conj())
    f.__name__ = f.__qualname__ = name
    return f


fft = documented("1-D discrete Fourier transform.", _ONE, "Tensor, complex.", _X, "ops.fft(x)",
                 "[1.+0.j 1.+0.j 1.+0.j 1.-0.j]")(_one(torch.fft.fft, "fft"))
ifft = documented("1-D inverse discrete Fourier transform.", _ONE, "Tensor, complex.", _X, "ops.ifft(x)",
                  "[0.25-0.j 0.25-0.j 0.25-0.j 0.25+0.j]")(_one(torch.fft.ifft, "ifft"))
rfft = documented("1-D Fourier transform of a real signal (non-negative frequencies).", _ONE, "Tensor, complex.", _X,
                  "ops.rfft(x)", "[1.+0.j 1.+0.j 1.+0.j]")(_one(torch.fft.rfft, "rfft"))
irfft = documented("Inverse of :func:`rfft`.", _ONE, "Tensor, real.", ["x = Tensor([1.0, 1.0, 1.0])"],
                   "ops.irfft(x)", "[1. 0. 0. 0.]")(_one(torch.fft.irfft, "irfft"))
hfft = documented("1-D Fourier transform of a Hermitian-symmetric signal.", _ONE, "Tensor, real.",
                  ["x = Tensor([1.0, 0.0, 0.0])"], "ops.hfft(x)", "[1. 1. 1. 1.]")(_one(torch.fft.hfft, "hfft"))
ihfft = documented("Inverse of :func:`hfft`.", _ONE, "Tensor, complex.", _X, "ops.ihfft(x)",
                   "[0.25-0.j 0.25-0.j 0.25-0.j]")(_one(torch.fft.ihfft, "ihfft"))
fft2 = documented("2-D discrete Fourier transform.", _TWO, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"],
                  "ops.fft2(x)", "[[1.+0.j 1.+0.j]]")(_multi(torch.fft.fft2, "fft2", (-2, -1)))
ifft2 = documented("2-D inverse discrete Fourier transform.", _TWO, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"],
                   "ops.ifft2(x)", "[[0.5+0.j 0.5+0.j]]")(_multi(torch.fft.ifft2, "ifft2", (-2, -1)))
rfft2 = documented("2-D Fourier transform of a real signal.", _TWO, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"],
                   "ops.rfft2(x)", "[[1.+0.j 1.+0.j]]")(_multi(torch.fft.rfft2, "rfft2", (-2, -1)))
irfft2 = documented("Inverse of :func:`rfft2`.", _TWO, "Tensor, real.", ["x = Tensor([[1.0, 1.0]])"],
                    "ops.irfft2(x)", "[[1. 0.]]")(_multi(torch.fft.irfft2, "irfft2", (-2, -1)))
fftn = documented("N-D discrete Fourier transform.", _N, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"],
                  "ops.fftn(x)", "[[1.+0.j 1.+0.j]]")(_multi(torch.fft.fftn, "fftn", None))
ifftn = documented("N-D inverse discrete Fourier transform.", _N, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"],
                   "ops.ifftn(x)", "[[0.5+0.j 0.5+0.j]]")(_multi(torch.fft.ifftn, "ifftn", None))
rfftn = documented("N-D Fourier transform of a real signal.", _N, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"],
                   "ops.rfftn(x)", "[[1.+0.j 1.+0.j]]")(_multi(torch.fft.rfftn, "rfftn", None))
irfftn = documented("Inverse of :func:`rfftn`.", _N, "Tensor, real.", ["x = Tensor([[1.0, 1.0]])"],
                    "ops.irfftn(x)", "[[1. 0.]]")(_multi(torch.fft.irfftn, "irfftn", None))

hfft2 = documented("2-D Fourier transform of a signal Hermitian-symmetric along the last dimension.", _TWO,
                   "Tensor, real.", ["x = Tensor([[1.0, 0.0]])"], "ops.hfft2(x)",
                   "[[1. 1.]]")(_multi(torch.fft.hfft2, "hfft2", (-2, -1)))
ihfft2 = documented("Inverse of :func:`hfft2`: the non-negative frequencies of a real signal's 2-D inverse "
                    "transform.", _TWO, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"], "ops.ihfft2(x)",
                    "[[0.5-0.j 0.5-0.j]]")(_multi(torch.fft.ihfft2, "ihfft2", (-2, -1)))
hfftn = documented("N-D Fourier transform of a signal Hermitian-symmetric along the last dimension.", _N,
                   "Tensor, real.", ["x = Tensor([[1.0, 0.0]])"], "ops.hfftn(x)",
                   "[[1. 1.]]")(_multi(torch.fft.hfftn, "hfftn", None))
ihfftn = documented("Inverse of :func:`hfftn`: the non-negative frequencies of a real signal's N-D inverse "
                    "transform.", _N, "Tensor, complex.", ["x = Tensor([[1.0, 0.0]])"], "ops.ihfftn(x)",
                    "[[0.5-0.j 0.5-0.j]]")(_multi(torch.fft.ihfftn, "ihfftn", None))


@documented("Sample frequencies of an n-point DFT with sample spacing d.", [("n", "int", "Window length."),
            ("d", "float", "Sample spacing. Default: ``1.0``."), ("dtype", "mindspore.dtype", "Default: ``None``.")],
            "Tensor.", [], "ops.fftfreq(4)", "[ 0.    0.25 -0.5  -0.25]", raises="")
def fftfreq(n, d=1.0, dtype=None):
    return _wrap(torch.fft.fftfreq(n, d, dtype=torch.float32 if dtype is None else torch_dtype(dtype, "fftfreq"),
                                   device=device()))


@documented("Non-negative sample frequencies of an n-point real DFT.", [("n", "int", "Window length."),
            ("d", "float", "Sample spacing. Default: ``1.0``."), ("dtype", "mindspore.dtype", "Default: ``None``.")],
            "Tensor.", [], "ops.rfftfreq(4)", "[0.   0.25 0.5 ]", raises="")
def rfftfreq(n, d=1.0, dtype=None):
    return _wrap(torch.fft.rfftfreq(n, d, dtype=torch.float32 if dtype is None else torch_dtype(dtype, "rfftfreq"),
                                    device=device()))


@documented("Moves the zero-frequency term to the center.", [("input", "Tensor", "The input."),
            ("dim", "Union[int, tuple]", "Dimensions. Default: ``None`` (all).")], "Tensor.",
            ["x = Tensor([0, 1, 2, 3])"], "ops.fftshift(x)", "[2 3 0 1]")
def fftshift(input, dim=None):
    return _wrap(torch.fft.fftshift(tt(input, "fftshift"), dim))


@documented("Inverse of :func:`fftshift`.", [("input", "Tensor", "The input."),
            ("dim", "Union[int, tuple]", "Dimensions. Default: ``None`` (all).")], "Tensor.",
            ["x = Tensor([2, 3, 0, 1])"], "ops.ifftshift(x)", "[0 1 2 3]")
def ifftshift(input, dim=None):
    return _wrap(torch.fft.ifftshift(tt(input, "ifftshift"), dim))

"""Registry entries of the spectral primitives: ``FFTWithSize``, the discrete Fourier transforms over the last
dimensions in one primitive. One entry per operator, see :mod:`mindspore_compat.ops._registry`.
"""
import torch

from ...common.tensor import _wrap
from .._registry import op, prim
from .conv_pool_def import _doc, _tensor, _is_int

__all__ = []

_NORMS = ("backward", "forward", "ortho")
_REAL_IN = (torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float32,
            torch.float64)


def _fft_check(p):
    if not _is_int(p.signal_ndim) or not 1 <= p.signal_ndim <= 3:
        raise ValueError(f"For '{p.name}', the 'signal_ndim' must be 1, 2 or 3, but got {p.signal_ndim!r}.")
    if p.norm not in _NORMS:
        raise ValueError(f"For '{p.name}', the 'norm' must be one of {list(_NORMS)}, but got {p.norm!r}.")
    for arg in ("inverse", "real", "onesided"):
        if not isinstance(getattr(p, arg), bool):
            raise TypeError(f"For '{p.name}', the type of '{arg}' should be 'bool', but got type "
                            f"'{type(getattr(p, arg)).__name__}'.")


def fft_with_size_prim(x, *, signal_ndim, inverse, real, norm="backward", onesided=True, signal_sizes=()):
    """The implementation of :class:`mindspore.ops.FFTWithSize`."""
    name = "FFTWithSize"
    t = _tensor(name, "x", x)
    dims = tuple(range(-signal_ndim, 0))
    if not real:
        if not t.is_complex():
            raise TypeError(f"For primitive[{name}], the input argument[x] in fft/ifft mode must be a type of "
                            f"{{Complex128, Complex64}}, but got {_wrap(t).dtype}.")
        return _wrap((torch.fft.ifftn if inverse else torch.fft.fftn)(t, dim=dims, norm=norm))
    if not inverse:
        if t.dtype not in _REAL_IN:
            raise TypeError(f"For primitive[{name}], the input argument[x] in rfft mode must be a type of {{Bool, "
                            f"Float32, Float64, Int16, Int32, Int64, Int8, UInt8}}, but got {_wrap(t).dtype}.")
        if t.dtype != torch.float64:
            t = t.to(torch.float32)
        return _wrap((torch.fft.rfftn if onesided else torch.fft.fftn)(t, dim=dims, norm=norm))
    if not t.is_complex():
        raise TypeError(f"For primitive[{name}], the input argument[x] in irfft mode must be a type of "
                        f"{{Complex128, Complex64}}, but got {_wrap(t).dtype}.")
    if not onesided:
        return _wrap(torch.fft.ifftn(t, dim=dims, norm=norm).real)
    sizes = list(signal_sizes) if signal_sizes else [t.shape[d] for d in dims[:-1]] + [2 * (t.shape[-1] - 1)]
    return _wrap(torch.fft.irfftn(t, s=sizes, dim=dims, norm=norm))


op("FFTWithSize", "nn", functional=False,
   primitive=prim("FFTWithSize", "(self, signal_ndim, inverse, real, norm='backward', onesided=True, signal_sizes=())",
                  "(self, x)", check=_fft_check, doc=_doc(
                      "The discrete Fourier transform over the last `signal_ndim` dimensions: complex to complex\n"
                      "    (``real=False``), real to complex (``real=True``) or back to real (``real=True``,\n"
                      "    ``inverse=True``).",
                      ["signal_ndim (int): How many trailing dimensions are transformed: 1, 2 or 3.",
                       "inverse (bool): Whether the inverse transform is taken.",
                       "real (bool): Whether the signal side is real.",
                       "norm (str): ``'backward'`` (the inverse divides by the size), ``'forward'`` (the forward",
                       "    one does) or ``'ortho'`` (both divide by its square root). Default: ``'backward'``.",
                       "onesided (bool): Whether the real transforms keep only the non-negative frequencies of the",
                       "    last dimension. Default: ``True``.",
                       "signal_sizes (tuple[int]): The sizes of the real signal an inverse one-sided transform",
                       "    gives; empty for :math:`2 (n - 1)` along the last dimension. Default: ``()``."],
                      ["**x** (Tensor) - A complex Tensor, or a real / integer / bool one for the forward real",
                       "  transform."],
                      "Tensor: complex, or real for the inverse real transform.",
                      ["TypeError: If the dtype of `x` does not suit the transform, or a flag is not a bool.",
                       "ValueError: If `signal_ndim` is not 1, 2 or 3, or `norm` is not one of the three."],
                      ["x = Tensor([1.0, 2.0, 0.0, -1.0], mindspore.float32)",
                       "spectrum = ops.FFTWithSize(1, False, True)(x)",
                       "print(spectrum)",
                       ],
                      "[2.+0.j 1.-3.j 0.+0.j]")),
   cases=(), dtypes=("float32",))(fft_with_size_prim)

"""Registry entries of the spectral primitives: ``FFTWithSize``, the discrete Fourier transforms over the last
dimensions in one primitive. One entry per operator, see :mod:`mindspore_compat.ops._registry`.
"""
import torch

from ...common.tensor import Tensor, _wrap
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


# ----- STFT / stft ---------------------------------------------------------------------------------------------------
class _NoGradient(torch.autograd.Function):
    """Identity forward; a backward pass raises, as MindSpore defines no gradient for ``STFT``."""

    @staticmethod
    def forward(ctx, t):
        return t.view_as(t)

    @staticmethod
    def backward(ctx, grad):
        raise RuntimeError("For 'STFT', the gradient is not defined: MindSpore 2.10 has no backward pass for it.")


_PAD_MODES = ("CONSTANT", "REFLECT", "SYMMETRIC")
_STFT_IN = (torch.float32, torch.float64, torch.complex64, torch.complex128)


def _pad_ends(t, width, mode):
    """`t` with `width` samples added at both ends of its last dimension."""
    if mode == "CONSTANT":
        return torch.nn.functional.pad(t, (width, width))
    if mode == "REFLECT":
        head, tail = t[..., 1:width + 1], t[..., -width - 1:-1]
    else:  # SYMMETRIC repeats the edge sample
        head, tail = t[..., :width], t[..., -width:]
    return torch.cat([head.flip(-1), t, tail.flip(-1)], -1)


def stft(x, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode="REFLECT", normalized=False,
         onesided=None, return_complex=None):
    """Short-time Fourier transform: the discrete Fourier transform of windowed frames of `x`.

    Frames of `n_fft` samples start every `hop_length` samples; each is multiplied by `window` (placed in the middle
    of the frame when shorter) and transformed. With `center`, `x` is first padded by ``n_fft // 2`` samples at
    both ends, so that frame :math:`t` is centred on sample :math:`t \\times hop\\_length`.

    Args:
        x (Tensor): Shape :math:`(L,)` or :math:`(B, L)`, float32, float64, complex64 or complex128.
        n_fft (int): The frame size.
        hop_length (int, optional): The distance between frame starts. Default: ``None``, ``n_fft // 4``.
        win_length (int, optional): The window size, at most `n_fft`. Default: ``None``, `n_fft`.
        window (Tensor, optional): Shape :math:`(win\\_length,)`. Default: ``None``, a window of ones.
        center (bool, optional): Whether `x` is padded so that frames are centred. Default: ``True``.
        pad_mode (str, optional): The padding of `center`: ``'CONSTANT'`` (zeros), ``'REFLECT'`` (mirrored without
            the edge sample) or ``'SYMMETRIC'`` (mirrored with it). Default: ``'REFLECT'``.
        normalized (bool, optional): Whether the result is divided by :math:`\\sqrt{n\\_fft}`. Default: ``False``.
        onesided (bool, optional): Whether only the :math:`n\\_fft / 2 + 1` non-negative frequencies are kept.
            Default: ``None``, ``True`` for real `x` and `window`.
        return_complex (bool, optional): Whether the result is complex; otherwise its real and imaginary parts
            form a last dimension of size 2. Default: ``None``, ``False``.

    Returns:
        Tensor of shape :math:`(B, N, T)` (complex) or :math:`(B, N, T, 2)`, without `B` for a 1-D `x`:
        :math:`N` frequencies and :math:`T` frames.

    Raises:
        TypeError: If `x` is not a Tensor of a supported dtype.
        ValueError: If `pad_mode` is not one of the three, `n_fft` exceeds the (padded) length, `win_length` is
            not in :math:`(0, n\\_fft]`, or `onesided` is ``True`` for a complex input.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> signal = Tensor([0.0, 1.0, 0.0, -1.0, 0.0, 1.0, 0.0, -1.0], mindspore.float32)
        >>> spectrum = ops.stft(signal, 4, hop_length=2, center=False, return_complex=True)
        >>> print(spectrum.shape)
        (3, 3)
        >>> print(ops.imag(spectrum[1]))
        [-2.  2. -2.]
    """
    return _stft("STFT", x, n_fft, hop_length, win_length, window, center, pad_mode, normalized, onesided,
                 return_complex)


def _stft(name, x, n_fft, hop_length, win_length, window, center, pad_mode, normalized, onesided, return_complex):
    t = _tensor(name, "x", x)
    if t.dtype not in _STFT_IN:
        raise TypeError(f"For primitive[{name}], the input argument[x] must be a type of {{Tensor[Complex128], "
                        f"Tensor[Complex64], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{_wrap(t).dtype}].")
    if center and pad_mode not in _PAD_MODES:
        raise ValueError(f"For 'Pad', the 'mode' must be str and must be in '{list(_PAD_MODES)}', but got "
                         f"{pad_mode!r}.")
    if t.dim() not in (1, 2):
        raise ValueError(f"For primitive[{name}], the dimension of x must be 1 or 2, but got {t.dim()}.")
    hop = n_fft // 4 if hop_length is None else hop_length
    win = n_fft if win_length is None else win_length
    if center:
        t = _pad_ends(t, n_fft // 2, pad_mode)
    length = t.shape[-1]
    if not 0 < n_fft <= length:
        raise ValueError(f"For primitive[{name}], the n_fft must be in (0,{length}], but got {n_fft}.")
    if not 0 < win <= n_fft:
        raise ValueError(f"For primitive[{name}], the win_length must be in (0,{n_fft}], but got {win}.")
    if hop <= 0:
        raise ValueError(f"For primitive[{name}], the hop_length must be positive, but got {hop}.")
    w = torch.ones(win, dtype=t.real.dtype) if window is None else _tensor(name, "window", window)
    complex_in = t.is_complex() or w.is_complex()
    if onesided is None:
        onesided = not complex_in
    elif onesided and complex_in:
        raise ValueError(f"For onesided should be false if input is complex,but got {int(onesided)}")
    out = torch.stft(t, n_fft, hop, win, w.to(t.dtype if not w.is_complex() else w.dtype), center=False,
                     normalized=bool(normalized), onesided=bool(onesided), return_complex=True)
    out = out if return_complex else torch.view_as_real(out)
    return _wrap(_NoGradient.apply(out) if out.requires_grad else out)


op("STFT", "nn",
   primitive=prim("STFT", "(self, n_fft, hop_length, win_length, normalized, onesided, return_complex)",
                  "(self, x, window)", fixed={"center": False}, doc=_doc(
                      "Short-time Fourier transform of uncentred frames; see :func:`mindspore.ops.stft` (with\n"
                      "    ``center=False``).",
                      ["n_fft (int): The frame size.",
                       "hop_length (int): The distance between frame starts.",
                       "win_length (int): The window size, at most `n_fft`.",
                       "normalized (bool): Whether the result is divided by :math:`\\sqrt{n\\_fft}`.",
                       "onesided (bool): Whether only the non-negative frequencies are kept.",
                       "return_complex (bool): Whether the result is complex rather than (real, imaginary) pairs."],
                      ["**x** (Tensor) - Shape :math:`(L,)` or :math:`(B, L)`, float or complex.",
                       "**window** (Tensor) - Shape :math:`(win\\_length,)`."],
                      "Tensor of shape :math:`(B, N, T)` or :math:`(B, N, T, 2)`.",
                      ["TypeError: If `x` is not a Tensor of a supported dtype.",
                       "ValueError: If `n_fft` or `win_length` is out of range."],
                      ["signal = Tensor([0.0, 1.0, 0.0, -1.0, 0.0, 1.0, 0.0, -1.0], mindspore.float32)",
                       "transform = ops.STFT(4, 2, 4, False, True, False)",
                       "print(transform(signal, Tensor(np.ones(4), mindspore.float32)).shape)"],
                      "(3, 3, 2)", platforms="``Ascend`` ``CPU``")),
   cases=({"n_fft": 8, "hop_length": 2, "win_length": 8, "window": Tensor(torch.hann_window(8)), "center": False,
           "normalized": False, "onesided": True, "return_complex": True},
          {"n_fft": 6, "hop_length": 3, "win_length": 4, "window": Tensor(torch.ones(4)), "center": False,
           "normalized": True, "onesided": False, "return_complex": False}),
   dtypes=("float32", "float64"), shape=(2, 40))(stft)

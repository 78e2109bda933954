"""
Audio transforms (``mindspore.dataset.audio.transforms``) on numpy waveforms whose last axis is time.

The filters follow the usual audio-EQ biquad designs and run the difference equation sample by sample in the
precision of the input (float32 inputs give float32 outputs), clamped to [-1, 1] as MindSpore does.
"""
import math

import numpy as np

from ..core.validator_helpers import (type_check, check_value, check_int32, check_int32_not_zero,
                                     check_non_negative_int32, check_non_negative_float32, check_pos_float32,
                                     check_pos_int32, check_float32)
from ..engine import _rng
from ..engine.datasets import _pipeline_error
from ..transforms.transforms import TensorOperation
from .utils import (ScaleType, GainType, FadeShape, WindowType, BorderType, NormType, MelType, NormMode,
                    Modulation, Interpolation, DensityFunction, ResampleMethod, melscale_fbanks, create_dct,
                    linear_fbanks)

__all__ = [
    "AudioTensorOperation", "Biquad", "AllpassBiquad", "BandBiquad", "BandpassBiquad", "BandrejectBiquad",
    "BassBiquad", "TrebleBiquad", "EqualizerBiquad", "HighpassBiquad", "LowpassBiquad", "DeemphBiquad", "LFilter",
    "AmplitudeToDB", "DBToAmplitude", "Angle", "ComplexNorm", "Magphase", "MuLawEncoding", "MuLawDecoding", "Gain",
    "Vol", "Fade",
]


class AudioTensorOperation(TensorOperation):
    """Base class of the audio transforms."""


def _float_wave(arr, op):
    if arr.dtype.kind not in "iuf":
        raise _pipeline_error(f"{op}: the data type of input tensor does not match the requirement of operator. "
                              f"Expecting tensor in type of [int, float, double]. But got type {arr.dtype}.")
    if arr.ndim < 1:
        raise _pipeline_error(f"{op}: the dimension of input tensor does not match the requirement of operator. "
                              f"Expecting tensor in dimension of <..., time>. But got dimension {arr.ndim}.")
    return arr if arr.dtype in (np.float32, np.float64) else arr.astype(np.float32)


def _float_only(arr, op):
    """A float32/float64 waveform (the filters take no integer samples)."""
    if arr.dtype not in (np.float32, np.float64):
        raise _pipeline_error(f"{op}: the data type of input tensor does not match the requirement of operator. "
                              f"Expecting tensor in type of [float, double]. But got type {arr.dtype}.")
    return _float_wave(arr, op)


def _lfilter(wave, a_coeffs, b_coeffs, clamp):
    """Direct-form difference equation along the last axis, coefficients normalized by ``a[0]``."""
    dtype = wave.dtype
    a = np.asarray(a_coeffs, np.float64)
    b = np.asarray(b_coeffs, np.float64)
    b, a = (b / a[0]).astype(dtype), (a / a[0]).astype(dtype)
    order = len(a)
    flat = wave.reshape(-1, wave.shape[-1])
    out = np.zeros_like(flat)
    for row, x in enumerate(flat):
        y = out[row]
        for n in range(x.shape[0]):
            acc = dtype.type(0)
            for k in range(order):
                if n - k < 0:
                    break
                acc += b[k] * x[n - k]
                if k:
                    acc -= a[k] * y[n - k]
            y[n] = acc
    if clamp:
        np.clip(out, -1, 1, out=out)
    return out.reshape(wave.shape)


def _check_rate(sample_rate):
    type_check(sample_rate, (int,), "sample_rate")
    if sample_rate == 0 or not -(1 << 31) <= sample_rate < (1 << 31):
        raise ValueError("Input sample_rate is not within the required interval of [-2147483648, 0) and "
                         "(0, 2147483647].")


def _check_q(q):
    type_check(q, (float, int), "Q")
    check_value(q, [0, 1], "Q", left_open_interval=True)


def _check_freq(freq, name):
    type_check(freq, (float, int), name)


class _BiquadBase(AudioTensorOperation):
    """A biquad filter designed by :meth:`_coefficients` as ``(b0, b1, b2, a0, a1, a2)``."""

    _name = "Biquad"

    def _coefficients(self):
        raise TypeError(f"{type(self).__name__} designs no filter")

    def _execute(self, *arrays):
        wave = _float_only(arrays[0], self._name)
        b0, b1, b2, a0, a1, a2 = self._coefficients()
        return _lfilter(wave, [a0, a1, a2], [b0, b1, b2], True)


def _w0_alpha(sample_rate, freq, q):
    w0 = 2 * math.pi * freq / sample_rate
    return w0, math.sin(w0) / 2 / q


class Biquad(_BiquadBase):
    """
    A second-order IIR filter with the given coefficients:
    ``a0 y[n] = b0 x[n] + b1 x[n-1] + b2 x[n-2] - a1 y[n-1] - a2 y[n-2]`` (output clamped to [-1, 1]).

    Args:
        b0 (float): Numerator coefficient of x[n].
        b1 (float): Numerator coefficient of x[n-1].
        b2 (float): Numerator coefficient of x[n-2].
        a0 (float): Denominator coefficient of y[n], not 0.
        a1 (float): Denominator coefficient of y[n-1].
        a2 (float): Denominator coefficient of y[n-2].

    Raises:
        TypeError: If a coefficient is not a number.
        ValueError: If `a0` is 0.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Biquad(0.5, 0.5, 0.0, 1.0, 0.0, 0.0)(np.array([0.2, 0.4, 0.6], np.float32)))
        [0.1 0.3 0.5]
    """

    def __init__(self, b0, b1, b2, a0, a1, a2):
        super().__init__()
        for value, name in ((b0, "b0"), (b1, "b1"), (b2, "b2"), (a0, "a0"), (a1, "a1"), (a2, "a2")):
            type_check(value, (float, int), name)
        if a0 == 0:
            raise ValueError("Input a0 is not within the required interval of (-16777216, 0) and (0, 16777216).")
        self.b0, self.b1, self.b2, self.a0, self.a1, self.a2 = b0, b1, b2, a0, a1, a2

    def _coefficients(self):
        return self.b0, self.b1, self.b2, self.a0, self.a1, self.a2


class AllpassBiquad(_BiquadBase):
    """
    Two-pole all-pass filter (changes the phase, not the magnitude) centred on `central_freq`.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        central_freq (float): Central frequency (Hz).
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.AllpassBiquad(8000, 1000.0)(np.array([1.0, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [ 0.3333 -0.6286  0.2963]
    """

    _name = "AllpassBiquad"

    def __init__(self, sample_rate, central_freq, Q=0.707):
        super().__init__()
        _check_rate(sample_rate)
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        self.sample_rate, self.central_freq, self.quality_factor = sample_rate, central_freq, Q

    def _coefficients(self):
        w0, alpha = _w0_alpha(self.sample_rate, self.central_freq, self.quality_factor)
        return 1 - alpha, -2 * math.cos(w0), 1 + alpha, 1 + alpha, -2 * math.cos(w0), 1 - alpha


class BandBiquad(_BiquadBase):
    """
    Two-pole band filter around `central_freq` (bandwidth ``central_freq / Q``).

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        central_freq (float): Central frequency (Hz).
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.
        noise (bool, optional): Use the variant suited to unpitched audio. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.BandBiquad(8000, 1000.0)(np.array([1.0, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [0.5312 0.3722 0.0858]
    """

    _name = "BandBiquad"

    def __init__(self, sample_rate, central_freq, Q=0.707, noise=False):
        super().__init__()
        _check_rate(sample_rate)
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        type_check(noise, (bool,), "noise")
        self.sample_rate, self.central_freq, self.quality_factor, self.noise = sample_rate, central_freq, Q, noise

    def _coefficients(self):
        w0 = 2 * math.pi * self.central_freq / self.sample_rate
        bandwidth = self.central_freq / self.quality_factor
        a2 = math.exp(-2 * math.pi * bandwidth / self.sample_rate)
        a1 = -4 * a2 / (1 + a2) * math.cos(w0)
        b0 = math.sqrt(1 - a1 * a1 / (4 * a2)) * (1 - a2)
        if self.noise:
            b0 *= math.sqrt(((1 + a2) ** 2 - a1 * a1) * (1 - a2) / (1 + a2)) / b0
        return b0, 0.0, 0.0, 1.0, a1, a2


class BandpassBiquad(_BiquadBase):
    """
    Two-pole band-pass filter around `central_freq`.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        central_freq (float): Central frequency (Hz).
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.
        const_skirt_gain (bool, optional): Constant skirt gain (peak gain Q) instead of a 0 dB peak.
            Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.BandpassBiquad(8000, 1000.0)(np.array([1.0, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [ 0.3334  0.3143 -0.1482]
    """

    _name = "BandpassBiquad"

    def __init__(self, sample_rate, central_freq, Q=0.707, const_skirt_gain=False):
        super().__init__()
        _check_rate(sample_rate)
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        type_check(const_skirt_gain, (bool,), "const_skirt_gain")
        self.sample_rate, self.central_freq, self.quality_factor = sample_rate, central_freq, Q
        self.const_skirt_gain = const_skirt_gain

    def _coefficients(self):
        w0, alpha = _w0_alpha(self.sample_rate, self.central_freq, self.quality_factor)
        gain = math.sin(w0) / 2 if self.const_skirt_gain else alpha
        return gain, 0.0, -gain, 1 + alpha, -2 * math.cos(w0), 1 - alpha


class BandrejectBiquad(_BiquadBase):
    """
    Two-pole band-reject (notch) filter around `central_freq`.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        central_freq (float): Central frequency (Hz).
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.BandrejectBiquad(8000, 1000.0)(np.array([1.0, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [ 0.6666 -0.3143  0.1482]
    """

    _name = "BandrejectBiquad"

    def __init__(self, sample_rate, central_freq, Q=0.707):
        super().__init__()
        _check_rate(sample_rate)
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        self.sample_rate, self.central_freq, self.quality_factor = sample_rate, central_freq, Q

    def _coefficients(self):
        w0, alpha = _w0_alpha(self.sample_rate, self.central_freq, self.quality_factor)
        return 1.0, -2 * math.cos(w0), 1.0, 1 + alpha, -2 * math.cos(w0), 1 - alpha


def _shelf(sample_rate, freq, q, gain, low):
    w0, alpha = _w0_alpha(sample_rate, freq, q)
    amp = math.exp(gain / 40 * math.log(10))
    t1, t2, t3 = 2 * math.sqrt(amp) * alpha, (amp - 1) * math.cos(w0), (amp + 1) * math.cos(w0)
    if low:
        return (amp * ((amp + 1) - t2 + t1), 2 * amp * ((amp - 1) - t3), amp * ((amp + 1) - t2 - t1),
                (amp + 1) + t2 + t1, -2 * ((amp - 1) + t3), (amp + 1) + t2 - t1)
    return (amp * ((amp + 1) + t2 + t1), -2 * amp * ((amp - 1) + t3), amp * ((amp + 1) + t2 - t1),
            (amp + 1) - t2 + t1, 2 * ((amp - 1) - t3), (amp + 1) - t2 - t1)


class BassBiquad(_BiquadBase):
    """
    Low-shelf filter: boost or cut the frequencies below `central_freq` by `gain` dB.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        gain (float): Gain (dB).
        central_freq (float, optional): Shelf frequency (Hz). Default: ``100.0``.
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.BassBiquad(8000, 6.0)(np.array([0.5, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [0.5097 0.0196 0.0198]
    """

    _name = "BassBiquad"

    def __init__(self, sample_rate, gain, central_freq=100.0, Q=0.707):
        super().__init__()
        _check_rate(sample_rate)
        type_check(gain, (float, int), "gain")
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        self.sample_rate, self.gain, self.central_freq, self.quality_factor = sample_rate, gain, central_freq, Q

    def _coefficients(self):
        return _shelf(self.sample_rate, self.central_freq, self.quality_factor, self.gain, True)


class TrebleBiquad(_BiquadBase):
    """
    High-shelf filter: boost or cut the frequencies above `central_freq` by `gain` dB.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        gain (float): Gain (dB).
        central_freq (float, optional): Shelf frequency (Hz). Default: ``3000``.
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.TrebleBiquad(44100, -6.0)(np.array([0.5, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [0.2777 0.0535 0.0495]
    """

    _name = "TrebleBiquad"

    def __init__(self, sample_rate, gain, central_freq=3000, Q=0.707):
        super().__init__()
        _check_rate(sample_rate)
        type_check(gain, (float, int), "gain")
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        self.sample_rate, self.gain, self.central_freq, self.quality_factor = sample_rate, gain, central_freq, Q

    def _coefficients(self):
        return _shelf(self.sample_rate, self.central_freq, self.quality_factor, self.gain, False)


class EqualizerBiquad(_BiquadBase):
    """
    Peaking equalizer: boost or cut a band around `center_freq` by `gain` dB.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        center_freq (float): Centre frequency (Hz).
        gain (float): Gain (dB).
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.EqualizerBiquad(8000, 1000.0, 3.0)(np.array([0.5, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [ 0.5611  0.0608 -0.0255]
    """

    _name = "EqualizerBiquad"

    def __init__(self, sample_rate, center_freq, gain, Q=0.707):
        super().__init__()
        _check_rate(sample_rate)
        _check_freq(center_freq, "center_freq")
        type_check(gain, (float, int), "gain")
        _check_q(Q)
        self.sample_rate, self.center_freq, self.gain, self.quality_factor = sample_rate, center_freq, gain, Q

    def _coefficients(self):
        w0, alpha = _w0_alpha(self.sample_rate, self.center_freq, self.quality_factor)
        amp = math.exp(self.gain / 40.0 * math.log(10))
        return 1 + alpha * amp, -2 * math.cos(w0), 1 - alpha * amp, 1 + alpha / amp, -2 * math.cos(w0), \
            1 - alpha / amp


class HighpassBiquad(_BiquadBase):
    """
    Two-pole high-pass filter with cutoff `cutoff_freq`.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        cutoff_freq (float): Cutoff frequency (Hz).
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.HighpassBiquad(8000, 1000.0)(np.array([1.0, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [ 0.569  -0.6016 -0.1878]
    """

    _name = "HighpassBiquad"

    def __init__(self, sample_rate, cutoff_freq, Q=0.707):
        super().__init__()
        _check_rate(sample_rate)
        _check_freq(cutoff_freq, "cutoff_freq")
        _check_q(Q)
        self.sample_rate, self.cutoff_freq, self.quality_factor = sample_rate, cutoff_freq, Q

    def _coefficients(self):
        w0, alpha = _w0_alpha(self.sample_rate, self.cutoff_freq, self.quality_factor)
        cos = math.cos(w0)
        return (1 + cos) / 2, -1 - cos, (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha


class LowpassBiquad(_BiquadBase):
    """
    Two-pole low-pass filter with cutoff `cutoff_freq`.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        cutoff_freq (float): Cutoff frequency (Hz).
        Q (float, optional): Quality factor, in (0, 1]. Default: ``0.707``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `sample_rate` is 0 or `Q` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.LowpassBiquad(8000, 1000.0)(np.array([1.0, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [0.0976 0.2873 0.3359]
    """

    _name = "LowpassBiquad"

    def __init__(self, sample_rate, cutoff_freq, Q=0.707):
        super().__init__()
        _check_rate(sample_rate)
        _check_freq(cutoff_freq, "cutoff_freq")
        _check_q(Q)
        self.sample_rate, self.cutoff_freq, self.quality_factor = sample_rate, cutoff_freq, Q

    def _coefficients(self):
        w0, alpha = _w0_alpha(self.sample_rate, self.cutoff_freq, self.quality_factor)
        cos = math.cos(w0)
        return (1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha


class DeemphBiquad(_BiquadBase):
    """
    The de-emphasis filter of CD audio (ISO 908), for 44.1 kHz or 48 kHz waveforms.

    Args:
        sample_rate (int): 44100 or 48000.

    Raises:
        TypeError: If `sample_rate` is not an int.
        ValueError: If `sample_rate` is another rate.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.DeemphBiquad(44100)(np.array([0.5, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [0.2302 0.1005 0.0621]
    """

    _name = "DeemphBiquad"

    def __init__(self, sample_rate):
        super().__init__()
        type_check(sample_rate, (int,), "sample_rate")
        if sample_rate not in (44100, 48000):
            raise ValueError(f"Argument sample_rate should be 44100 or 48000, but got {sample_rate}.")
        self.sample_rate = sample_rate

    def _coefficients(self):
        freq, slope, gain = (5283, 0.4845, -9.477) if self.sample_rate == 44100 else (5356, 0.479, -9.62)
        w0 = 2 * math.pi * freq / self.sample_rate
        amp = math.exp(gain / 40.0 * math.log(10))
        alpha = math.sin(w0) / 2 * math.sqrt((amp + 1 / amp) * (1 / slope - 1) + 2)
        t1, t2, t3 = 2 * math.sqrt(amp) * alpha, (amp - 1) * math.cos(w0), (amp + 1) * math.cos(w0)
        return (amp * ((amp + 1) + t2 + t1), -2 * amp * ((amp - 1) + t3), amp * ((amp + 1) + t2 - t1),
                (amp + 1) - t2 + t1, 2 * ((amp - 1) - t3), (amp + 1) - t2 - t1)


class LFilter(AudioTensorOperation):
    """
    An IIR filter of any order: ``sum_k a[k] y[n-k] = sum_k b[k] x[n-k]`` along the time axis.

    Args:
        a_coeffs (Sequence[float]): Denominator coefficients, ``a[0]`` first (not 0).
        b_coeffs (Sequence[float]): Numerator coefficients, as many as `a_coeffs`.
        clamp (bool, optional): Clamp the output to [-1, 1]. Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If the lengths differ.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> smooth = audio.LFilter([1.0, -0.5], [0.5, 0.0])
        >>> print(smooth(np.array([1.0, 1.0, 1.0], np.float32)))
        [0.5   0.75  0.875]
    """

    def __init__(self, a_coeffs, b_coeffs, clamp=True):
        super().__init__()
        for values, name in ((a_coeffs, "a_coeffs"), (b_coeffs, "b_coeffs")):
            type_check(values, (list, tuple), name)
            for i, value in enumerate(values):
                type_check(value, (float, int), f"{name}[{i}]")
        if len(a_coeffs) != len(b_coeffs):
            raise ValueError("The size of a_coeffs should be the same as that of b_coeffs.")
        type_check(clamp, (bool,), "clamp")
        self.a_coeffs, self.b_coeffs, self.clamp = a_coeffs, b_coeffs, clamp

    def _execute(self, *arrays):
        wave = _float_only(arrays[0], "LFilter")
        return _lfilter(wave, self.a_coeffs, self.b_coeffs, self.clamp)


class AmplitudeToDB(AudioTensorOperation):
    """
    Convert a power (or magnitude) spectrogram to decibels: ``10 * log10(max(x, amin) / ref_value)`` for power
    (``20 *`` for magnitude), floored at ``top_db`` below the maximum.

    Args:
        stype (ScaleType, optional): Whether the input is power or magnitude. Default: ``ScaleType.POWER``.
        ref_value (float, optional): Reference value, positive. Default: ``1.0``.
        amin (float, optional): Lower clamp of the input, positive. Default: ``1e-10``.
        top_db (float, optional): Dynamic range kept below the maximum (dB), positive. Default: ``80.0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is not positive.
        RuntimeError: If the input has fewer than 2 dimensions (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.AmplitudeToDB(top_db=30.0)(np.array([[1.0, 100.0], [1e-3, 10.0]], np.float32)))
        [[ 0. 20.]
         [-10. 10.]]
    """

    def __init__(self, stype=ScaleType.POWER, ref_value=1.0, amin=1e-10, top_db=80.0):
        super().__init__()
        type_check(stype, (ScaleType,), "stype")
        for value, name in ((ref_value, "ref_value"), (amin, "amin"), (top_db, "top_db")):
            type_check(value, (int, float), name)
            if not 0 < value <= (1 << 24):
                raise ValueError(f"Input {name} is not within the required interval of (0, 16777216].")
        self.stype, self.ref_value, self.amin, self.top_db = stype, ref_value, amin, top_db

    def _execute(self, *arrays):
        spec = _float_wave(arrays[0], "AmplitudeToDB")
        multiplier = 10.0 if self.stype == ScaleType.POWER else 20.0
        dtype = spec.dtype.type
        db = dtype(multiplier) * np.log10(np.maximum(spec, dtype(self.amin)))
        db -= dtype(multiplier * math.log10(max(self.amin, self.ref_value)))
        if db.ndim <= 2:
            floor = db.max() - dtype(self.top_db)
            return np.maximum(db, floor).astype(spec.dtype)
        frames = db.reshape((-1,) + db.shape[-3:])
        floors = frames.reshape(frames.shape[0], -1).max(axis=1) - dtype(self.top_db)
        return np.maximum(frames, floors[:, None, None, None]).reshape(db.shape).astype(spec.dtype)


class DBToAmplitude(AudioTensorOperation):
    """
    Convert decibels back to amplitude: ``ref * (10 ** (x / 10)) ** power``.

    Args:
        ref (float): Scale of the output.
        power (float): Exponent (1 for power, 0.5 for magnitude).

    Raises:
        TypeError: If an argument is not a number.
        RuntimeError: If the input is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.DBToAmplitude(1.0, 1.0)(np.array([0.0, 10.0, 20.0], np.float32)))
        [  1.  10. 100.]
    """

    def __init__(self, ref, power):
        super().__init__()
        type_check(ref, (int, float), "ref")
        type_check(power, (int, float), "power")
        self.ref, self.power = ref, power

    def _execute(self, *arrays):
        values = _float_wave(arrays[0], "DBToAmplitude")
        dtype = values.dtype.type
        return (dtype(self.ref) * np.power(np.power(dtype(10.0), values * dtype(0.1)), dtype(self.power))) \
            .astype(values.dtype)


def _complex_parts(arr, op):
    arr = _float_wave(arr, op)
    if arr.shape[-1] != 2:
        raise _pipeline_error(f"{op}: the shape of input tensor does not match the requirement of operator. "
                              f"Expecting tensor in shape of <..., complex=2>. But got tensor with dimension "
                              f"{arr.shape[-1]} in the last axis.")
    return arr[..., 0], arr[..., 1]


class Angle(AudioTensorOperation):
    """
    The angle of complex numbers stored as ``(..., 2)`` (real, imaginary) pairs.

    Raises:
        RuntimeError: If the last axis is not of length 2 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Angle()(np.array([[1.0, 1.0], [-1.0, 0.0]], np.float32)))
        [0.7853982 3.1415927]
    """

    def _execute(self, *arrays):
        real, imag = _complex_parts(arrays[0], "Angle")
        return np.arctan2(imag, real).astype(real.dtype)


def _check_power(power):
    type_check(power, (int, float), "power")
    if power < 0:
        raise ValueError("Input power is not within the required interval of [0, 16777216].")


class ComplexNorm(AudioTensorOperation):
    """
    The norm of complex numbers stored as ``(..., 2)`` pairs, raised to `power`.

    Args:
        power (float, optional): Exponent of the norm, non-negative. Default: ``1.0``.

    Raises:
        TypeError: If `power` is not a number.
        ValueError: If `power` is negative.
        RuntimeError: If the last axis is not of length 2 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.ComplexNorm()(np.array([[3.0, 4.0], [0.0, -2.0]], np.float32)))
        [5. 2.]
    """

    def __init__(self, power=1.0):
        super().__init__()
        _check_power(power)
        self.power = power

    def _execute(self, *arrays):
        real, imag = _complex_parts(arrays[0], "ComplexNorm")
        return np.power(real * real + imag * imag, real.dtype.type(0.5 * self.power)).astype(real.dtype)


class Magphase(AudioTensorOperation):
    """
    Split complex numbers stored as ``(..., 2)`` pairs into magnitude (raised to `power`) and phase.

    Args:
        power (float, optional): Exponent of the magnitude, non-negative. Default: ``1.0``.

    Raises:
        TypeError: If `power` is not a number.
        ValueError: If `power` is negative.
        RuntimeError: If the last axis is not of length 2 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> magnitude, phase = audio.Magphase()(np.array([[0.0, 2.0]], np.float32))
        >>> print(magnitude, phase)
        [2.] [1.5707964]
    """

    def __init__(self, power=1.0):
        super().__init__()
        _check_power(power)
        self.power = power

    def _execute(self, *arrays):
        real, imag = _complex_parts(arrays[0], "Magphase")
        magnitude = np.power(real * real + imag * imag, real.dtype.type(0.5 * self.power)).astype(real.dtype)
        return magnitude, np.arctan2(imag, real).astype(real.dtype)


def _check_channels(quantization_channels):
    type_check(quantization_channels, (int,), "quantization_channels")
    if not 1 <= quantization_channels < (1 << 31):
        raise ValueError("Input quantization_channels is not within the required interval of [1, 2147483647].")


class MuLawEncoding(AudioTensorOperation):
    """
    Mu-law companding of a waveform in [-1, 1] to integer codes in ``[0, quantization_channels)`` (int32).

    Args:
        quantization_channels (int, optional): Number of codes. Default: ``256``.

    Raises:
        TypeError: If `quantization_channels` is not an int.
        ValueError: If `quantization_channels` is not positive.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.MuLawEncoding()(np.array([-1.0, 0.0, 0.1, 1.0], np.float32)))
        [  0 128 203 255]
    """

    def __init__(self, quantization_channels=256):
        super().__init__()
        _check_channels(quantization_channels)
        self.quantization_channels = quantization_channels

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "MuLawEncoding")
        mu = wave.dtype.type(self.quantization_channels - 1)
        encoded = np.sign(wave) * np.log1p(mu * np.abs(wave)) / np.log1p(mu)
        # truncated toward zero, as a C cast does (matters only for samples outside [-1, 1])
        return ((encoded + 1) / 2 * mu + wave.dtype.type(0.5)).astype(np.int32)


class MuLawDecoding(AudioTensorOperation):
    """
    Decode mu-law codes in ``[0, quantization_channels)`` back to a waveform in [-1, 1].

    Args:
        quantization_channels (int, optional): Number of codes. Default: ``256``.

    Raises:
        TypeError: If `quantization_channels` is not an int.
        ValueError: If `quantization_channels` is not positive.
        RuntimeError: If the input is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.MuLawDecoding()(np.array([0, 255], np.int32)))
        [-1.  1.]
    """

    def __init__(self, quantization_channels=256):
        super().__init__()
        _check_channels(quantization_channels)
        self.quantization_channels = quantization_channels

    def _execute(self, *arrays):
        codes = _float_wave(arrays[0], "MuLawDecoding")
        mu = codes.dtype.type(self.quantization_channels - 1)
        unit = codes / mu * 2 - 1
        return (np.sign(unit) * (np.exp(np.abs(unit) * np.log1p(mu)) - 1) / mu).astype(codes.dtype)


class Gain(AudioTensorOperation):
    """
    Amplify a waveform by `gain_db` decibels (no clamping).

    Args:
        gain_db (float, optional): The gain (dB). Default: ``1.0``.

    Raises:
        TypeError: If `gain_db` is not a number.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Gain(20.0)(np.array([0.01, -0.02], np.float32)))
        [ 0.09999999 -0.19999999]
    """

    def __init__(self, gain_db=1.0):
        super().__init__()
        type_check(gain_db, (float, int), "gain_db")
        self.gain_db = gain_db

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "Gain")
        return (wave * wave.dtype.type(10 ** (self.gain_db / 20))).astype(wave.dtype)


class Vol(AudioTensorOperation):
    """
    Change the volume of a waveform, then clamp it to [-1, 1].

    Args:
        gain (float): The gain: a factor (``GainType.AMPLITUDE``, non-negative), a power ratio
            (``GainType.POWER``, positive) or decibels (``GainType.DB``).
        gain_type (GainType, optional): How `gain` is read. Default: ``GainType.AMPLITUDE``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `gain` is out of range for `gain_type`.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Vol(3.0)(np.array([0.1, 0.5, -0.2], np.float32)))
        [ 0.3  1.  -0.6]
    """

    def __init__(self, gain, gain_type=GainType.AMPLITUDE):
        super().__init__()
        type_check(gain, (int, float), "gain")
        type_check(gain_type, (GainType,), "gain_type")
        if gain_type == GainType.AMPLITUDE and gain < 0:
            raise ValueError("Input gain is not within the required interval of [0, 16777216].")
        if gain_type == GainType.POWER and gain <= 0:
            raise ValueError("Input gain must be greater than 0.")
        self.gain, self.gain_type = gain, gain_type

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "Vol")
        if self.gain_type == GainType.AMPLITUDE:
            factor = self.gain
        elif self.gain_type == GainType.DB:
            factor = 10 ** (self.gain / 20)
        else:
            factor = 10 ** (10 * math.log10(self.gain) / 20)
        return np.clip(wave * wave.dtype.type(factor), -1, 1).astype(wave.dtype)


def _fade_curve(length, shape, rising):
    ramp = np.linspace(0.0, 1.0, length) if rising else np.linspace(1.0, 0.0, length)
    if shape == FadeShape.LINEAR:
        return ramp
    if shape == FadeShape.EXPONENTIAL:
        # MindSpore's exponential curve: t * 2 ** (t - 1), which starts at exactly 0
        return ramp * np.power(2.0, ramp - 1)
    if shape == FadeShape.LOGARITHMIC:
        return np.log10(0.1 + ramp) + 1
    if shape == FadeShape.QUARTER_SINE:
        return np.sin(ramp * math.pi / 2)
    return np.sin(ramp * math.pi - math.pi / 2) / 2 + 0.5


class Fade(AudioTensorOperation):
    """
    Fade the start of a waveform in and its end out.

    Args:
        fade_in_len (int, optional): Length of the fade-in (samples), non-negative. Default: ``0``.
        fade_out_len (int, optional): Length of the fade-out (samples), non-negative. Default: ``0``.
        fade_shape (FadeShape, optional): The curve. Default: ``FadeShape.LINEAR``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a length is negative.
        RuntimeError: If a fade is longer than the waveform (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Fade(3, 2)(np.ones(6, np.float32)))
        [0.  0.5 1.  1.  1.  0. ]
    """

    def __init__(self, fade_in_len=0, fade_out_len=0, fade_shape=FadeShape.LINEAR):
        super().__init__()
        for value, name in ((fade_in_len, "fade_in_len"), (fade_out_len, "fade_out_len")):
            type_check(value, (int,), name)
            if value < 0:
                raise ValueError(f"Input {name} is not within the required interval of [0, 2147483647].")
        type_check(fade_shape, (FadeShape,), "fade_shape")
        self.fade_in_len, self.fade_out_len, self.fade_shape = fade_in_len, fade_out_len, fade_shape

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "Fade")
        length = wave.shape[-1]
        for fade, name in ((self.fade_in_len, "fade_in_len"), (self.fade_out_len, "fade_out_len")):
            if fade > length:
                raise _pipeline_error(f"Fade: {name} should be less than or equal to the length of waveform: "
                                      f"{length}, but got: {fade}")
        curve = np.ones(length)
        curve[:self.fade_in_len] = _fade_curve(self.fade_in_len, self.fade_shape, True)
        if self.fade_out_len:
            curve[length - self.fade_out_len:] *= _fade_curve(self.fade_out_len, self.fade_shape, False)
        return (wave * curve.astype(wave.dtype)).astype(wave.dtype)


__all__ += ["Spectrogram", "MelScale", "MelSpectrogram", "MFCC", "DCShift", "Contrast", "Overdrive",
            "MaskAlongAxis"]


def _window(kind, length):
    """Periodic window of `length` samples (as the STFT uses)."""
    n = np.arange(length, dtype=np.float64)
    if kind == WindowType.HANN:
        return 0.5 - 0.5 * np.cos(2 * math.pi * n / length)
    if kind == WindowType.HAMMING:
        return 0.54 - 0.46 * np.cos(2 * math.pi * n / length)
    if kind == WindowType.BLACKMAN:
        return 0.42 - 0.5 * np.cos(2 * math.pi * n / length) + 0.08 * np.cos(4 * math.pi * n / length)
    if kind == WindowType.BARTLETT:
        return 1 - np.abs(2 * n / length - 1)
    return np.kaiser(length + 1, 12.0)[:-1]


def _check_positive_int(value, name):
    type_check(value, (int,), name)
    if not 1 <= value < (1 << 31):
        raise ValueError(f"Input {name} is not within the required interval of [1, 2147483647].")


def _check_stft(n_fft, win_length, hop_length, pad, window, power, normalized, center, pad_mode, onesided):
    _check_positive_int(n_fft, "n_fft")
    if win_length is not None:
        _check_positive_int(win_length, "win_length")
        if win_length > n_fft:
            raise ValueError(f"Input win_length should be no more than n_fft, but got win_length: {win_length} and "
                             f"n_fft: {n_fft}.")
    if hop_length is not None:
        _check_positive_int(hop_length, "hop_length")
    type_check(pad, (int,), "pad")
    if pad < 0:
        raise ValueError("Input pad is not within the required interval of [0, 2147483647].")
    type_check(window, (WindowType,), "window")
    type_check(power, (int, float), "power")
    if power < 0:
        raise ValueError("Input power is not within the required interval of [0, 16777216].")
    for value, name in ((normalized, "normalized"), (center, "center"), (onesided, "onesided")):
        type_check(value, (bool,), name)
    type_check(pad_mode, (BorderType,), "pad_mode")


def _padded_window(kind, win_length, n_fft):
    """The float32 analysis window of `win_length` samples centred in `n_fft` zeros."""
    win = np.zeros(n_fft, np.float32)
    left = (n_fft - win_length) // 2
    win[left:left + win_length] = _window(kind, win_length) if win_length > 1 else 1.0
    return win


def _stft(wave, n_fft, win_length, hop_length, pad, window, normalized, center, pad_mode, onesided, op="Spectrogram"):
    """Complex short-time Fourier transform (float64) with frames along the last axis: ``(..., freq, time)``."""
    work = wave.astype(np.float64)
    if pad:
        work = np.pad(work, [(0, 0)] * (work.ndim - 1) + [(pad, pad)])
    if center:
        mode = {BorderType.REFLECT: "reflect", BorderType.CONSTANT: "constant", BorderType.EDGE: "edge",
                BorderType.SYMMETRIC: "symmetric"}[pad_mode]
        work = np.pad(work, [(0, 0)] * (work.ndim - 1) + [(n_fft // 2, n_fft // 2)], mode=mode)
    win = np.zeros(n_fft)
    left = (n_fft - win_length) // 2
    win[left:left + win_length] = _window(window, win_length)
    count = 1 + (work.shape[-1] - n_fft) // hop_length
    if count < 1:
        raise _pipeline_error(f"{op}: the length of waveform after padding should be no less than n_fft, "
                              f"but got {work.shape[-1]} and {n_fft}.")
    index = np.arange(n_fft)[None, :] + hop_length * np.arange(count)[:, None]
    frames = work[..., index] * win
    spectrum = np.fft.rfft(frames, axis=-1) if onesided else np.fft.fft(frames, axis=-1)
    if normalized:
        spectrum = spectrum / math.sqrt(float((win ** 2).sum()))
    return np.swapaxes(spectrum, -1, -2)


def _stft_power(wave, n_fft, win_length, hop_length, pad, window, power, normalized, center, pad_mode, onesided):
    """``|STFT(wave)| ** power`` with frames along the last axis: shape ``(..., freq, time)``."""
    magnitude = np.abs(_stft(wave, n_fft, win_length, hop_length, pad, window, normalized, center, pad_mode,
                             onesided))
    out = magnitude ** power if power != 1 else magnitude
    return out.astype(np.float32)


class Spectrogram(AudioTensorOperation):
    """
    The spectrogram of a waveform: magnitude of the short-time Fourier transform raised to `power`, shape
    ``(..., n_fft // 2 + 1, frames)`` (float32).

    Args:
        n_fft (int, optional): FFT size. Default: ``400``.
        win_length (int, optional): Window size, at most `n_fft` (centred in the FFT frame); ``None`` is `n_fft`.
            Default: ``None``.
        hop_length (int, optional): Step between frames; ``None`` is ``win_length // 2``. Default: ``None``.
        pad (int, optional): Zeros added at both ends first. Default: ``0``.
        window (WindowType, optional): Window function. Default: ``WindowType.HANN``.
        power (float, optional): Exponent of the magnitude. Default: ``2.0``.
        normalized (bool, optional): Divide by the window's L2 norm. Default: ``False``.
        center (bool, optional): Pad ``n_fft // 2`` samples at both ends so frames are centred. Default: ``True``.
        pad_mode (BorderType, optional): Padding of `center`. Default: ``BorderType.REFLECT``.
        onesided (bool, optional): Keep only the non-negative frequencies. Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a size is out of range.
        RuntimeError: If the waveform is shorter than a frame (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.sin(np.arange(64, dtype=np.float32) * np.pi / 4)
        >>> print(audio.Spectrogram(n_fft=16)(wave).shape)
        (9, 9)
    """

    def __init__(self, n_fft=400, win_length=None, hop_length=None, pad=0, window=WindowType.HANN, power=2.0,
                 normalized=False, center=True, pad_mode=BorderType.REFLECT, onesided=True):
        super().__init__()
        _check_stft(n_fft, win_length, hop_length, pad, window, power, normalized, center, pad_mode, onesided)
        self.n_fft = n_fft
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.pad, self.window, self.power, self.normalized = pad, window, power, normalized
        self.center, self.pad_mode, self.onesided = center, pad_mode, onesided

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "Spectrogram")
        return _stft_power(wave, self.n_fft, self.win_length, self.hop_length, self.pad, self.window, self.power,
                           self.normalized, self.center, self.pad_mode, self.onesided)


def _check_mel(n_mels, sample_rate, f_min, f_max, n_stft, norm, mel_type):
    for value, name in ((n_mels, "n_mels"), (sample_rate, "sample_rate"), (n_stft, "n_stft")):
        _check_positive_int(value, name)
    type_check(f_min, (int, float), "f_min")
    if f_max is not None:
        type_check(f_max, (int, float), "f_max")
        if f_min >= f_max:
            raise ValueError("MelScale: f_max should be greater than f_min.")
    elif f_min >= sample_rate // 2:
        raise ValueError("MelScale: sample_rate // 2 should be greater than f_min when f_max is set to None.")
    type_check(norm, (NormType,), "norm")
    type_check(mel_type, (MelType,), "mel_type")


class MelScale(AudioTensorOperation):
    """
    Map a spectrogram ``(..., n_stft, time)`` onto `n_mels` triangular mel bands (see
    :func:`mindspore.dataset.audio.melscale_fbanks`).

    Args:
        n_mels (int, optional): Number of mel bands. Default: ``128``.
        sample_rate (int, optional): Sample rate (Hz). Default: ``16000``.
        f_min (float, optional): Lowest frequency (Hz). Default: ``0.0``.
        f_max (float, optional): Highest frequency (Hz); ``None`` is ``sample_rate // 2``. Default: ``None``.
        n_stft (int, optional): Number of frequency bins of the input. Default: ``201``.
        norm (NormType, optional): Filter normalization. Default: ``NormType.NONE``.
        mel_type (MelType, optional): The mel scale. Default: ``MelType.HTK``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the input has not `n_stft` frequency bins (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> spec = np.ones((9, 3), np.float32)
        >>> print(audio.MelScale(n_mels=4, sample_rate=8000, n_stft=9)(spec).shape)
        (4, 3)
    """

    def __init__(self, n_mels=128, sample_rate=16000, f_min=0.0, f_max=None, n_stft=201, norm=NormType.NONE,
                 mel_type=MelType.HTK):
        super().__init__()
        _check_mel(n_mels, sample_rate, f_min, f_max, n_stft, norm, mel_type)
        self.n_mels, self.sample_rate, self.f_min = n_mels, sample_rate, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.n_stft, self.norm, self.mel_type = n_stft, norm, mel_type

    def _execute(self, *arrays):
        spec = _float_wave(arrays[0], "MelScale")
        if spec.ndim < 2 or spec.shape[-2] != self.n_stft:
            raise _pipeline_error(f"MelScale: the frequency axis of the input should have n_stft: {self.n_stft} "
                                  f"bins, but got shape {list(spec.shape)}.")
        banks = melscale_fbanks(self.n_stft, float(self.f_min), float(self.f_max), self.n_mels, self.sample_rate,
                                self.norm, self.mel_type)
        return np.swapaxes(np.swapaxes(spec, -1, -2).astype(np.float32) @ banks, -1, -2).astype(spec.dtype)


class MelSpectrogram(AudioTensorOperation):
    """
    :class:`Spectrogram` followed by :class:`MelScale`.

    Args:
        sample_rate (int, optional): Sample rate (Hz). Default: ``16000``.
        n_fft (int, optional): FFT size. Default: ``400``.
        win_length (int, optional): Window size; ``None`` is `n_fft`. Default: ``None``.
        hop_length (int, optional): Step between frames; ``None`` is ``win_length // 2``. Default: ``None``.
        f_min (float, optional): Lowest frequency (Hz). Default: ``0.0``.
        f_max (float, optional): Highest frequency (Hz); ``None`` is ``sample_rate // 2``. Default: ``None``.
        pad (int, optional): Zeros added at both ends first. Default: ``0``.
        n_mels (int, optional): Number of mel bands. Default: ``128``.
        window (WindowType, optional): Window function. Default: ``WindowType.HANN``.
        power (float, optional): Exponent of the magnitude. Default: ``2.0``.
        normalized (bool, optional): Divide by the window's L2 norm. Default: ``False``.
        center (bool, optional): Centre the frames. Default: ``True``.
        pad_mode (BorderType, optional): Padding of `center`. Default: ``BorderType.REFLECT``.
        onesided (bool, optional): Keep only the non-negative frequencies. Default: ``True``.
        norm (NormType, optional): Filter normalization. Default: ``NormType.NONE``.
        mel_scale (MelType, optional): The mel scale. Default: ``MelType.HTK``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform is shorter than a frame (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.sin(np.arange(80, dtype=np.float32) / 3)
        >>> print(audio.MelSpectrogram(8000, n_fft=32, n_mels=5)(wave).shape)
        (5, 6)
    """

    def __init__(self, sample_rate=16000, n_fft=400, win_length=None, hop_length=None, f_min=0.0, f_max=None, pad=0,
                 n_mels=128, window=WindowType.HANN, power=2.0, normalized=False, center=True,
                 pad_mode=BorderType.REFLECT, onesided=True, norm=NormType.NONE, mel_scale=MelType.HTK):
        super().__init__()
        self._spectrogram = Spectrogram(n_fft, win_length, hop_length, pad, window, power, normalized, center,
                                        pad_mode, onesided)
        self._mel = MelScale(n_mels, sample_rate, f_min, f_max, n_fft // 2 + 1, norm, mel_scale)
        self.sample_rate, self.n_fft, self.n_mels = sample_rate, n_fft, n_mels
        self.win_length, self.hop_length = self._spectrogram.win_length, self._spectrogram.hop_length
        self.f_min, self.f_max, self.pad, self.window, self.power = f_min, self._mel.f_max, pad, window, power
        self.normalized, self.center, self.pad_mode, self.onesided = normalized, center, pad_mode, onesided
        self.norm, self.mel_scale = norm, mel_scale

    def _execute(self, *arrays):
        return self._mel._execute(self._spectrogram._execute(arrays[0]))


_MEL_KEYS = ("n_fft", "win_length", "hop_length", "f_min", "f_max", "pad", "power", "normalized", "center",
             "onesided", "window", "pad_mode", "norm", "mel_scale", "n_mels")


class MFCC(AudioTensorOperation):
    """
    Mel-frequency cepstral coefficients: a :class:`MelSpectrogram` (settings from `melkwargs`), in decibels
    (or ``log(x + 1e-6)`` with `log_mels`), projected on the first `n_mfcc` DCT-II basis vectors.

    Args:
        sample_rate (int, optional): Sample rate (Hz). Default: ``16000``.
        n_mfcc (int, optional): Number of coefficients, at most the number of mel bands. Default: ``40``.
        dct_type (int, optional): DCT type; only 2 is supported. Default: ``2``.
        norm (NormMode, optional): DCT normalization. Default: ``NormMode.ORTHO``.
        log_mels (bool, optional): Use log mel energies instead of decibels. Default: ``False``.
        melkwargs (dict, optional): Arguments of :class:`MelSpectrogram`: all of ``n_fft``, ``win_length``,
            ``hop_length``, ``f_min``, ``f_max``, ``pad``, ``power``, ``normalized``, ``center``, ``onesided``,
            ``window``, ``pad_mode``, ``norm``, ``mel_scale`` and ``n_mels``; ``None`` takes its defaults (with
            ``f_max = sample_rate // 2``). Default: ``None``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        KeyError: If `melkwargs` lacks a setting.
        RuntimeError: If the waveform is shorter than a frame (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.cos(np.arange(200, dtype=np.float32) / 5)
        >>> mfcc = audio.MFCC(8000, n_mfcc=4)
        >>> settings = {"n_fft": 64, "win_length": 64, "hop_length": 32, "f_min": 0.0, "f_max": 4000.0, "pad": 0,
        ...             "power": 2.0, "normalized": False, "center": True, "onesided": True,
        ...             "window": audio.WindowType.HANN, "pad_mode": audio.BorderType.REFLECT,
        ...             "norm": audio.NormType.NONE, "mel_scale": audio.MelType.HTK, "n_mels": 8}
        >>> mfcc = audio.MFCC(8000, n_mfcc=4, melkwargs=settings)
        >>> print(mfcc(wave).shape)
        (4, 7)
    """

    def __init__(self, sample_rate=16000, n_mfcc=40, dct_type=2, norm=NormMode.ORTHO, log_mels=False,
                 melkwargs=None):
        super().__init__()
        _check_positive_int(sample_rate, "sample_rate")
        _check_positive_int(n_mfcc, "n_mfcc")
        type_check(dct_type, (int,), "dct_type")
        if dct_type != 2:
            raise ValueError(f"Input dct_type must be 2, but got : {dct_type}.")
        type_check(norm, (NormMode,), "norm")
        type_check(log_mels, (bool,), "log_mels")
        if melkwargs is not None:
            type_check(melkwargs, (dict,), "melkwargs")
            # MindSpore reads every setting of a given melkwargs: a missing one is a KeyError
            settings = {key: melkwargs[key] for key in _MEL_KEYS}
        else:
            settings = {"n_fft": 400, "n_mels": 128, "f_max": sample_rate // 2}
        if n_mfcc > settings["n_mels"]:
            raise ValueError("n_mfcc should be less than or equal to n_mels, but got n_mfcc: {0}, n_mels: {1}."
                             .format(n_mfcc, settings["n_mels"]))
        self._mel = MelSpectrogram(sample_rate, **settings)
        self.sample_rate, self.n_mfcc, self.dct_type, self.norm = sample_rate, n_mfcc, dct_type, norm
        self.log_mels, self.melkwargs = log_mels, settings

    def _execute(self, *arrays):
        mel = self._mel._execute(arrays[0])
        if self.log_mels:
            mel = np.log(mel + np.float32(1e-6))
        else:
            mel = AmplitudeToDB(ScaleType.POWER, 1.0, 1e-10, 80.0)._execute(mel)
        dct = create_dct(self.n_mfcc, self.melkwargs["n_mels"], self.norm)
        return np.swapaxes(np.swapaxes(mel, -1, -2) @ dct, -1, -2).astype(np.float32)


class DCShift(AudioTensorOperation):
    """
    Add `shift` to a waveform; samples pushed beyond [-1, 1] are bent back by a limiter of gain `limiter_gain`.

    Args:
        shift (float): The offset, in [-2, 2].
        limiter_gain (float, optional): Gain of the limiter (a small value such as 0.05); ``None`` uses `shift`.
            Default: ``None``.

    Raises:
        TypeError: If an argument is not a number.
        ValueError: If `shift` is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.DCShift(0.5, 0.02)(np.array([0.1, 0.9, -0.2], np.float32)))
        [0.6  0.52 0.3 ]
    """

    def __init__(self, shift, limiter_gain=None):
        super().__init__()
        type_check(shift, (float, int), "shift")
        check_value(shift, [-2.0, 2.0], "shift")
        if limiter_gain is not None:
            type_check(limiter_gain, (float, int), "limiter_gain")
        self.shift = shift
        self.limiter_gain = limiter_gain if limiter_gain else shift

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "DCShift")
        shift, gain = float(self.shift), float(self.limiter_gain)
        work = wave.astype(np.float64)
        threshold = 1 - (abs(shift) - abs(gain))
        out = np.clip(work + shift, -1, 1)
        # samples beyond the limiter threshold are compressed and held inside it
        if shift > 0:
            over = work > threshold
            bent = (work[over] - threshold) * gain / (1 - threshold) + threshold + shift
            out[over] = np.minimum(bent, threshold)
        elif shift < 0:
            under = work < -threshold
            bent = (work[under] + threshold) * gain / (1 - threshold) - threshold + shift
            out[under] = np.maximum(bent, -threshold)
        return out.astype(wave.dtype)


class Contrast(AudioTensorOperation):
    """
    Make a waveform sound louder by a sine-shaped distortion (like a compressor): ``sin(x * pi / 2 + a *
    sin(2 * pi * x))`` with ``a = enhancement_amount / 750``.

    Args:
        enhancement_amount (float, optional): Strength, in [0, 100]. Default: ``75.0``.

    Raises:
        TypeError: If `enhancement_amount` is not a number.
        ValueError: If it is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Contrast(0.0)(np.array([0.0, 0.5, 1.0], np.float32)))
        [0.         0.70710677 1.        ]
    """

    def __init__(self, enhancement_amount=75.0):
        super().__init__()
        type_check(enhancement_amount, (float, int), "enhancement_amount")
        check_value(enhancement_amount, [0, 100], "enhancement_amount")
        self.enhancement_amount = enhancement_amount

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "Contrast")
        amount = self.enhancement_amount / 750.0
        scaled = wave.astype(np.float64) * (math.pi / 2)
        return np.sin(scaled + amount * np.sin(scaled * 4)).astype(wave.dtype)


class Overdrive(AudioTensorOperation):
    """
    Overdrive distortion: amplify by `gain` dB, soft-clip with a cubic curve (biased by `color`) and remove the
    resulting DC offset with a one-pole high-pass.

    Args:
        gain (float, optional): Gain (dB), in [0, 100]. Default: ``20.0``.
        color (float, optional): Amount of even harmonics, in [0, 100]. Default: ``20.0``.

    Raises:
        TypeError: If an argument is not a number.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Overdrive(0.0, 0.0)(np.array([0.0, 0.5, 2.0], np.float32)))
        [0.      0.59375 1.     ]
    """

    def __init__(self, gain=20.0, color=20.0):
        super().__init__()
        for value, name in ((gain, "gain"), (color, "color")):
            type_check(value, (float, int), name)
            check_value(value, [0, 100], name)
        self.gain, self.color = gain, color

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "Overdrive")
        gain = 10 ** (self.gain / 20)
        bias = self.color / 200
        flat = wave.astype(np.float64).reshape(-1, wave.shape[-1])
        out = np.zeros_like(flat)
        for row, samples in enumerate(flat):
            drive = samples * gain + bias
            clipped = np.where(drive < -1, -2.0 / 3, np.where(drive > 1, 2.0 / 3, drive - drive ** 3 / 3))
            last_in = last_out = 0.0
            for n, value in enumerate(clipped):
                last_out = value - last_in + 0.995 * last_out
                last_in = value
                out[row, n] = samples[n] * 0.5 + last_out * 0.75
        return np.clip(out, -1, 1).reshape(wave.shape).astype(wave.dtype)


class MaskAlongAxis(AudioTensorOperation):
    """
    Set ``mask_width`` consecutive rows (``axis=1``, frequency) or columns (``axis=2``, time) of a spectrogram,
    from `mask_start`, to `mask_value`.

    Args:
        mask_start (int): First masked index, non-negative.
        mask_width (int): Number of masked indices, positive.
        mask_value (float): The value written.
        axis (int): 1 for frequency, 2 for time.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the mask runs past the end of the axis (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.MaskAlongAxis(1, 2, -1.0, 2)(np.ones((2, 4), np.float32)))
        [[ 1. -1. -1.  1.]
         [ 1. -1. -1.  1.]]
    """

    def __init__(self, mask_start, mask_width, mask_value, axis):
        super().__init__()
        for value, name in ((mask_start, "mask_start"), (mask_width, "mask_width")):
            type_check(value, (int,), name)
        type_check(mask_value, (int, float), "mask_value")
        type_check(axis, (int,), "axis")
        if not 0 <= mask_start < (1 << 31):
            raise ValueError("Input mask_start is not within the required interval of [0, 2147483647].")
        _check_positive_int(mask_width, "mask_width")
        check_value(axis, [1, 2], "axis")
        self.mask_start, self.mask_width, self.mask_value, self.axis = mask_start, mask_width, mask_value, axis

    def _execute(self, *arrays):
        spec = _float_wave(arrays[0], "MaskAlongAxis")
        if spec.ndim < 2:
            raise _pipeline_error(f"MaskAlongAxis: the dimension of input tensor does not match the requirement of "
                                  f"operator. Expecting tensor in dimension of <..., freq, time>. But got "
                                  f"dimension {spec.ndim}.")
        return _mask_span(spec, self.mask_start, self.mask_width, self.mask_value, self.axis)


def _mask_span(spec, start, width, value, axis):
    """A copy of `spec` (at least 2-D) with `width` rows (``axis=1``) or columns (``axis=2``) from `start` set to
    `value`."""
    if width == 0:
        return spec.copy()
    dim = spec.ndim - 3 + axis
    size = spec.shape[dim]
    if start + width > size:
        raise _pipeline_error(f"MaskAlongAxis: the sum of mask_start {start} and mask_width {width} is larger than "
                              f"the length of the axis {size}.")
    out = spec.copy()
    index = [slice(None)] * spec.ndim
    index[dim] = slice(start, start + width)
    out[tuple(index)] = value
    return out


__all__ += ["ComputeDeltas", "SpectralCentroid"]


class ComputeDeltas(AudioTensorOperation):
    """
    Delta coefficients of a spectrogram along time: ``d[t] = sum_k k * (c[t + k] - c[t - k]) / (2 * sum_k k^2)``
    for ``k = 1 .. (win_length - 1) // 2``, the ends padded with `pad_mode`.

    Args:
        win_length (int, optional): Window length, at least 3. Default: ``5``.
        pad_mode (BorderType, optional): Padding at both ends of the time axis. Default: ``BorderType.EDGE``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `win_length` is below 3.
        RuntimeError: If the input has fewer than 2 dimensions (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.ComputeDeltas(3)(np.array([[0.0, 1.0, 4.0, 9.0]], np.float32)))
        [[0.5 2.  4.  2.5]]
    """

    def __init__(self, win_length=5, pad_mode=BorderType.EDGE):
        super().__init__()
        type_check(win_length, (int,), "win_length")
        if not 3 <= win_length < (1 << 31):
            raise ValueError("Input win_length is not within the required interval of [3, 2147483647].")
        type_check(pad_mode, (BorderType,), "pad_mode")
        self.win_len, self.pad_mode = win_length, pad_mode

    def _execute(self, *arrays):
        spec = _float_wave(arrays[0], "ComputeDeltas")
        if spec.ndim < 2:
            raise _pipeline_error(f"ComputeDeltas: the dimension of input tensor does not match the requirement of "
                                  f"operator. Expecting tensor in dimension of <..., freq, time>. But got "
                                  f"dimension {spec.ndim}.")
        half = (self.win_len - 1) // 2
        denominator = half * (half + 1) * (2 * half + 1) / 3
        mode = {BorderType.REFLECT: "reflect", BorderType.CONSTANT: "constant", BorderType.EDGE: "edge",
                BorderType.SYMMETRIC: "symmetric"}[self.pad_mode]
        padded = np.pad(spec.astype(np.float64), [(0, 0)] * (spec.ndim - 1) + [(half, half)], mode=mode)
        length = spec.shape[-1]
        total = np.zeros(spec.shape)
        for k in range(1, half + 1):
            total += k * (padded[..., half + k:half + k + length] - padded[..., half - k:half - k + length])
        return (total / denominator).astype(spec.dtype)


class SpectralCentroid(AudioTensorOperation):
    """
    The spectral centroid of each frame (the magnitude-weighted mean frequency, in Hz), shape
    ``(..., 1, frames)``.

    Args:
        sample_rate (int): Sample rate (Hz), positive.
        n_fft (int, optional): FFT size. Default: ``400``.
        win_length (int, optional): Window size; ``None`` is `n_fft`. Default: ``None``.
        hop_length (int, optional): Step between frames; ``None`` is ``win_length // 2``. Default: ``None``.
        pad (int, optional): Zeros added at both ends first. Default: ``0``.
        window (WindowType, optional): Window function. Default: ``WindowType.HANN``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform is shorter than a frame (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.sin(np.arange(64, dtype=np.float32) * np.pi / 2)
        >>> print(audio.SpectralCentroid(8000, n_fft=16)(wave).shape)
        (1, 9)
    """

    def __init__(self, sample_rate, n_fft=400, win_length=None, hop_length=None, pad=0, window=WindowType.HANN):
        super().__init__()
        _check_positive_int(sample_rate, "sample_rate")
        _check_stft(n_fft, win_length, hop_length, pad, window, 1.0, False, True, BorderType.REFLECT, True)
        self.sample_rate, self.n_fft = sample_rate, n_fft
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.pad, self.window = pad, window

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "SpectralCentroid")
        spec = _stft_power(wave, self.n_fft, self.win_length, self.hop_length, self.pad, self.window, 1.0, False,
                           True, BorderType.REFLECT, True).astype(np.float64)
        freqs = np.linspace(0, self.sample_rate // 2, 1 + self.n_fft // 2)[:, None]
        centroid = (freqs * spec).sum(axis=-2, keepdims=True) / spec.sum(axis=-2, keepdims=True)
        return centroid.astype(np.float32)


__all__ += ["RiaaBiquad", "Filtfilt", "Flanger", "Phaser", "SlidingWindowCmn", "DetectPitchFrequency",
            "TimeStretch", "PhaseVocoder"]

# zeros and poles of the RIAA playback curve at the four supported sample rates
_RIAA = {44100: ((-0.2014898, 0.9233820), (0.7083149, 0.9924091)),
         48000: ((-0.1766069, 0.9321590), (0.7396325, 0.9931330)),
         88200: ((-0.1168735, 0.9648312), (0.8590646, 0.9964002)),
         96000: ((-0.1141486, 0.9676817), (0.8699137, 0.9966946))}


class RiaaBiquad(_BiquadBase):
    """
    The RIAA playback equalization of vinyl records, as a biquad normalized to 0 dB at 1 kHz.

    Args:
        sample_rate (int): 44100, 48000, 88200 or 96000.

    Raises:
        TypeError: If `sample_rate` is not an int.
        ValueError: If `sample_rate` is another rate.
        RuntimeError: If the waveform is not float32/float64 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> out = audio.RiaaBiquad(44100)(np.array([0.5, 0.0, 0.0, 0.0], np.float32))
        >>> print(out.round(4))
        [0.119  0.1165 0.0923 0.0751]
    """

    _name = "RiaaBiquad"

    def __init__(self, sample_rate):
        super().__init__()
        type_check(sample_rate, (int,), "sample_rate")
        if sample_rate not in _RIAA:
            raise ValueError(f"sample_rate should be one of [44100, 48000, 88200, 96000], but got {sample_rate}.")
        self.sample_rate = sample_rate

    def _coefficients(self):
        # single precision throughout, as the kernel designs the filter
        f32 = np.float32
        (z0, z1), (p0, p1) = [[f32(v) for v in pair] for pair in _RIAA[self.sample_rate]]
        b0, b1, b2 = f32(1), -(z0 + z1), z0 * z1
        a0, a1, a2 = f32(1), -(p0 + p1), p0 * p1
        w0 = f32(2 * math.pi * 1000 / self.sample_rate)
        c1, c2, s1, s2 = np.cos(-w0), np.cos(f32(-2) * w0), np.sin(-w0), np.sin(f32(-2) * w0)
        b_re, a_re = b0 + b1 * c1 + b2 * c2, a0 + a1 * c1 + a2 * c2
        b_im, a_im = b1 * s1 + b2 * s2, a1 * s1 + a2 * s2
        scale = f32(1 / np.sqrt(np.float64((b_re * b_re + b_im * b_im) / (a_re * a_re + a_im * a_im))))
        return (float(b0 * scale), float(b1 * scale), float(b2 * scale), float(a0), float(a1), float(a2))


class Filtfilt(AudioTensorOperation):
    """
    Zero-phase IIR filtering: :class:`LFilter` run forward, then backward over the result, so that the phase
    shifts cancel (the magnitude response is applied twice).

    Args:
        a_coeffs (Sequence[float]): Denominator coefficients, ``a[0]`` first (not 0).
        b_coeffs (Sequence[float]): Numerator coefficients, as many as `a_coeffs`.
        clamp (bool, optional): Clamp the final output to [-1, 1]. Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If the lengths differ.
        RuntimeError: If the waveform is not float32/float64 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> smooth = audio.Filtfilt([1.0, 0.0], [0.5, 0.5])
        >>> print(smooth(np.array([0.0, 0.4, 0.8, 0.4], np.float32)))
        [0.1 0.4 0.6 0.3]
    """

    def __init__(self, a_coeffs, b_coeffs, clamp=True):
        super().__init__()
        LFilter(a_coeffs, b_coeffs, clamp)
        self.a_coeffs, self.b_coeffs, self.clamp = a_coeffs, b_coeffs, clamp

    def _execute(self, *arrays):
        wave = _float_only(arrays[0], "Filtfilt")
        forward = _lfilter(wave, self.a_coeffs, self.b_coeffs, False)
        backward = _lfilter(np.ascontiguousarray(forward[..., ::-1]), self.a_coeffs, self.b_coeffs, self.clamp)
        return np.ascontiguousarray(backward[..., ::-1])


def _wave_table(size, low, high, phase, sinusoidal, as_int):
    """A period of `size` samples of a sine or triangle wave swinging between `low` and `high`, starting at
    `phase` (radians); rounded to integers (half away from zero) with `as_int`."""
    offset = int(phase / math.pi / 2 * size + 0.5)
    point = (np.arange(size) + offset) % size
    if sinusoidal:
        table = ((np.sin(point * math.pi / size * 2) + 1) / 2).astype(np.float32)
    else:
        table = (point * 2.0 / size).astype(np.float32)
        quarter = 4 * point // size
        table = np.where(quarter == 0, table + np.float32(0.5),
                         np.where(quarter == 3, table - np.float32(1.5), np.float32(1.5) - table))
    table = (table * (np.float32(high) - np.float32(low)) + np.float32(low)).astype(np.float32)
    if as_int:
        return np.where(table < 0, table - np.float32(0.5), table + np.float32(0.5)).astype(np.int64)
    return table


def _check_sample_rate_not_zero(sample_rate):
    check_int32_not_zero(sample_rate, "sample_rate")


class Flanger(AudioTensorOperation):
    """
    Flanger effect: mix the waveform with a copy delayed by a slowly swept amount (a low-frequency oscillator),
    with optional feedback. The input has shape ``(..., channel, time)``.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        delay (float, optional): Base delay (ms), in [0, 30]. Default: ``0.0``.
        depth (float, optional): Sweep depth added to the delay (ms), in [0, 10]. Default: ``2.0``.
        regen (float, optional): Feedback gain (percent), in [-95, 95]. Default: ``0.0``.
        width (float, optional): Gain of the delayed signal (percent), in [0, 100]. Default: ``71.0``.
        speed (float, optional): Sweep frequency (Hz), in [0.1, 10]. Default: ``0.5``.
        phase (float, optional): Sweep phase shift between channels (percent), in [0, 100]. Default: ``25.0``.
        modulation (Modulation, optional): Sweep shape. Default: ``Modulation.SINUSOIDAL``.
        interpolation (Interpolation, optional): How fractional delays are read. Default:
            ``Interpolation.LINEAR``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform has fewer than 2 dimensions (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.array([[0.5, 0.25, 0.0, -0.25]], np.float32)
        >>> print(audio.Flanger(1000, delay=1.0, depth=1.0)(wave).round(4))
        [[ 0.2924  0.3538  0.1038 -0.1462]]
    """

    def __init__(self, sample_rate, delay=0.0, depth=2.0, regen=0.0, width=71.0, speed=0.5, phase=25.0,
                 modulation=Modulation.SINUSOIDAL, interpolation=Interpolation.LINEAR):
        super().__init__()
        _check_sample_rate_not_zero(sample_rate)
        for value, name, bounds in ((delay, "delay", [0, 30]), (depth, "depth", [0, 10]),
                                    (regen, "regen", [-95, 95]), (width, "width", [0, 100]),
                                    (speed, "speed", [0.1, 10]), (phase, "phase", [0, 100])):
            type_check(value, (float, int), name)
            check_value(value, bounds, name)
        type_check(modulation, (Modulation,), "modulation")
        type_check(interpolation, (Interpolation,), "interpolation")
        self.sample_rate, self.delay, self.depth, self.regen = sample_rate, delay, depth, regen
        self.width, self.speed, self.phase = width, speed, phase
        self.modulation, self.interpolation = modulation, interpolation

    def _execute(self, *arrays):
        data = arrays[0]
        if data.dtype.kind not in "iuf":
            raise _pipeline_error(f"Flanger: the data type of input tensor does not match the requirement of "
                                  f"operator. Expecting tensor in type of [int, float, double]. But got type "
                                  f"{data.dtype}.")
        if data.ndim < 2:
            raise _pipeline_error(f"Flanger: the dimension of input tensor does not match the requirement of "
                                  f"operator. Expecting tensor in dimension of <..., channel, time>. But got "
                                  f"dimension {data.ndim}.")
        dtype = np.float64 if data.dtype == np.float64 else np.float32
        real = np.dtype(dtype).type
        wave = data.astype(dtype).reshape(-1, data.shape[-2], data.shape[-1])
        feedback, delay_gain = real(self.regen) / 100, real(self.width) / 100
        channel_phase = real(self.phase) / 100
        delay_min, delay_depth = real(self.delay) / 1000, real(self.depth) / 1000
        in_gain = real(1.0) / (1 + delay_gain)
        delay_gain = delay_gain / (1 + delay_gain) * (1 - abs(feedback))
        rate = self.sample_rate
        length = int((delay_min + delay_depth) * rate + 0.5) + 2
        lfo_length = int(np.float32(rate) / np.float32(self.speed))
        lfo = _wave_table(lfo_length, math.floor(delay_min * rate + 0.5), length - 2.0, 3 * math.pi / 2,
                          self.modulation == Modulation.SINUSOIDAL, False)
        channels, steps = wave.shape[1], wave.shape[2]
        shifts = np.array([int(k * lfo_length * channel_phase + 0.5) for k in range(channels)])
        buffers = np.zeros((wave.shape[0], channels, length), dtype)
        last = np.zeros((wave.shape[0], channels), dtype)
        out = np.zeros_like(wave)
        rows = np.arange(channels)
        pos = lfo_pos = 0
        quadratic = self.interpolation == Interpolation.QUADRATIC
        for i in range(steps):
            pos = (pos + length - 1) % length
            delays = lfo[(lfo_pos + shifts) % lfo_length].astype(dtype)
            whole = delays.astype(np.int64)
            frac = (delays - whole).astype(dtype)
            buffers[:, :, pos] = wave[:, :, i] + last * feedback
            first = buffers[:, rows, (pos + whole) % length]
            second = buffers[:, rows, (pos + whole + 1) % length]
            if quadratic:
                third = buffers[:, rows, (pos + whole + 2) % length] - first
                second = second - first
                slope = third * real(0.5) - second
                offset = second * 2 - third * real(0.5)
                delayed = first + (slope * frac + offset) * frac
            else:
                delayed = first + (second - first) * frac
            last = delayed
            out[:, :, i] = wave[:, :, i] * in_gain + delayed * delay_gain
            lfo_pos = (lfo_pos + 1) % lfo_length
        np.clip(out, -1, 1, out=out)
        out = out.reshape(data.shape)
        # the result is cast back to the input type (integers truncate toward zero)
        return out.astype(data.dtype) if data.dtype.kind == "f" else np.trunc(out).astype(data.dtype)


class Phaser(AudioTensorOperation):
    """
    Phaser effect: add a copy of the waveform through a modulated, decaying delay line.

    Args:
        sample_rate (int): Sample rate (Hz).
        gain_in (float, optional): Input gain, in [0, 1]. Default: ``0.4``.
        gain_out (float, optional): Output gain, in [0, 1e9]. Default: ``0.74``.
        delay_ms (float, optional): Delay (ms), in [0, 5]. Default: ``3.0``.
        decay (float, optional): Feedback decay, in [0, 0.99]. Default: ``0.4``.
        mod_speed (float, optional): Modulation frequency (Hz), in [0.1, 2]. Default: ``0.5``.
        sinusoidal (bool, optional): Sine modulation (``True``) or triangular (``False``). Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform is not float32/float64 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.array([0.5, 0.5, 0.5, 0.5], np.float32)
        >>> print(audio.Phaser(1000, delay_ms=2.0)(wave).round(4))
        [0.148  0.2072 0.2309 0.2404]
    """

    def __init__(self, sample_rate, gain_in=0.4, gain_out=0.74, delay_ms=3.0, decay=0.4, mod_speed=0.5,
                 sinusoidal=True):
        super().__init__()
        check_int32(sample_rate, "sample_rate")
        for value, name, bounds in ((gain_in, "gain_in", [0, 1]), (gain_out, "gain_out", [0, 1e9]),
                                    (delay_ms, "delay_ms", [0, 5.0]), (decay, "decay", [0, 0.99]),
                                    (mod_speed, "mod_speed", [0.1, 2])):
            type_check(value, (float, int), name)
            check_value(value, bounds, name)
        type_check(sinusoidal, (bool,), "sinusoidal")
        self.sample_rate, self.gain_in, self.gain_out, self.delay_ms = sample_rate, gain_in, gain_out, delay_ms
        self.decay, self.mod_speed, self.sinusoidal = decay, mod_speed, sinusoidal

    def _execute(self, *arrays):
        wave = _float_only(arrays[0], "Phaser")
        real = wave.dtype.type
        flat = wave.reshape(-1, wave.shape[-1]) * real(np.float32(self.gain_in))
        delay_len = int(np.float32(self.delay_ms) * 0.001 * self.sample_rate + 0.5)
        mod_len = int(np.float32(self.sample_rate) / np.float32(self.mod_speed) + 0.5)
        mod = _wave_table(mod_len, 1.0, float(delay_len), math.pi / 2, self.sinusoidal, True)
        decay = real(np.float32(self.decay))
        buffer = np.zeros((flat.shape[0], delay_len), wave.dtype)
        out = np.zeros_like(flat)
        delay_pos = mod_pos = 0
        for i in range(flat.shape[1]):
            index = (delay_pos + mod[mod_pos]) % delay_len
            mod_pos = (mod_pos + 1) % mod_len
            delay_pos = (delay_pos + 1) % delay_len
            mixed = flat[:, i] + buffer[:, index]
            out[:, i] = mixed
            buffer[:, delay_pos] = mixed * decay
        out = np.clip((out * real(np.float32(self.gain_out))).astype(np.float32), -1, 1)
        return out.astype(wave.dtype).reshape(wave.shape)


def _cmn_window(cmn_window, min_cmn_window, center, index, frames):
    """The ``[start, end)`` frames averaged for frame `index`."""
    if center:
        start = index - cmn_window // 2
        end = start + cmn_window
    else:
        start, end = index - cmn_window, index + 1
    if start < 0:
        end -= start
        start = 0
    if not center and end > index:
        end = max(index + 1, min_cmn_window)
    if end > frames:
        start = max(start - (end - frames), 0)
        end = frames
    return start, end


class SlidingWindowCmn(AudioTensorOperation):
    """
    Sliding-window cepstral mean (and optionally variance) normalization: subtract from each frame (the
    second-to-last axis) the mean over a window of neighbouring frames, updated as a running sum.

    Args:
        cmn_window (int, optional): Window length in frames, non-negative. Default: ``600``.
        min_cmn_window (int, optional): Smallest window used at the start (when `center` is ``False``),
            non-negative. Default: ``100``.
        center (bool, optional): Centre the window on the frame instead of ending it there. Default: ``False``.
        norm_vars (bool, optional): Also divide by the window's standard deviation. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is negative.
        RuntimeError: If the input has fewer than 2 dimensions (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> feats = np.array([[1.0, 2.0], [3.0, 6.0], [5.0, 4.0]], np.float32)
        >>> print(audio.SlidingWindowCmn(2, 1)(feats))
        [[0. 0.]
         [1. 2.]
         [2. 0.]]
    """

    def __init__(self, cmn_window=600, min_cmn_window=100, center=False, norm_vars=False):
        super().__init__()
        check_non_negative_int32(cmn_window, "cmn_window")
        check_non_negative_int32(min_cmn_window, "min_cmn_window")
        type_check(center, (bool,), "center")
        type_check(norm_vars, (bool,), "norm_vars")
        self.cmn_window, self.min_cmn_window, self.center, self.norm_vars = cmn_window, min_cmn_window, center, \
            norm_vars

    def _execute(self, *arrays):
        data = arrays[0]
        if data.ndim < 2:
            raise _pipeline_error(f"SlidingWindowCmn: the dimension of input tensor does not match the requirement "
                                  f"of operator. Expecting tensor in dimension of <..., freq, time>. But got "
                                  f"dimension {data.ndim}.")
        if data.dtype.kind not in "iuf":
            raise _pipeline_error(f"SlidingWindowCmn: the data type of input tensor does not match the requirement "
                                  f"of operator. Expecting tensor in type of [int, float, double]. But got type "
                                  f"{data.dtype}.")
        dtype = np.float64 if data.dtype == np.float64 else np.float32
        frames, feats = data.shape[-2], data.shape[-1]
        feat = data.astype(dtype).reshape(-1, frames, feats)
        out = np.empty_like(feat)
        total = squares = None
        last = None
        for i in range(frames):
            start, end = _cmn_window(self.cmn_window, self.min_cmn_window, self.center, i, frames)
            if last is None:
                block = feat[:, start:end]
                total = block.sum(axis=1, dtype=dtype)
                squares = (block * block).sum(axis=1, dtype=dtype)
            else:
                if start > last[0]:
                    total = total - feat[:, last[0]]
                    squares = squares - feat[:, last[0]] ** 2
                if end > last[1]:
                    total = total + feat[:, last[1]]
                    squares = squares + feat[:, last[1]] ** 2
            count = end - start
            out[:, i] = feat[:, i] - total / dtype(count)
            if self.norm_vars:
                if count == 1:
                    out[:, i] = 0
                else:
                    variance = squares / dtype(count) - total ** 2 / dtype(count * count)
                    with np.errstate(divide="ignore", invalid="ignore"):
                        out[:, i] = out[:, i] * (dtype(1) / np.sqrt(variance))
            last = (start, end)
        result = out.reshape(data.shape)
        if data.ndim == 2 and result.shape[0] == 1:
            result = result.reshape(result.shape[1:])
        return result


def _nccf(wave, sample_rate, frame_time, freq_low):
    """Normalized cross-correlation of consecutive frames with their lagged copies: ``(rows, frames, lags)``."""
    lags = int(math.ceil(np.float32(sample_rate) / np.float32(freq_low)))
    frame = int(math.ceil(np.float32(sample_rate * np.float32(frame_time))))
    length = wave.shape[-1]
    count = int(math.ceil(np.float32(length) / np.float32(frame)))
    padded = np.concatenate([wave, np.zeros((wave.shape[0], lags + count * frame - length), wave.dtype)], axis=1)
    starts = np.arange(count) * frame
    index = starts[:, None] + np.arange(frame)[None, :]
    first = padded[:, index]
    out = np.zeros((wave.shape[0], count, lags), wave.dtype)
    norm1 = _running_sum(first * first)
    for lag in range(1, lags + 1):
        second = padded[:, index + lag]
        top, norm2 = _running_sum(first * second), _running_sum(second * second)
        with np.errstate(divide="ignore", invalid="ignore"):
            ncc = top / norm1 / norm2
        out[:, :, lag - 1] = np.where((norm1 != 0) & (norm2 != 0), ncc, 0)
    return out


def _running_sum(values):
    """Sum over the last axis, one term after the other in the precision of `values`."""
    total = np.zeros(values.shape[:-1], values.dtype)
    for k in range(values.shape[-1]):
        total += values[..., k]
    return total


def _best_lags(nccf, sample_rate, freq_high):
    """Per frame, the lag (1-based) of the highest correlation, preferring a lag in the first half when it is
    within 1% of the best."""
    lags = nccf.shape[-1]
    lag_min = int(math.ceil(np.float32(sample_rate) / np.float32(freq_high)))
    best = np.zeros(nccf.shape[:-1], np.int64)
    for row in range(nccf.shape[0]):
        for frame in range(nccf.shape[1]):
            values = nccf[row, frame]
            best_value = half_value = values[lag_min]
            best_lag = half_lag = lag_min
            for lag in range(lag_min + 1, lags):
                if values[lag] > best_value:
                    best_value, best_lag = values[lag], lag
                    if lag < lags // 2:
                        half_value, half_lag = values[lag], lag
            best[row, frame] = (half_lag if half_value > best_value * values.dtype.type(0.99) else best_lag) + 1
    return best


class DetectPitchFrequency(AudioTensorOperation):
    """
    Estimate the pitch (Hz) of each frame from the normalized cross-correlation of the frame with lagged copies
    of itself, smoothed by a running median over `win_length` frames.

    Args:
        sample_rate (int): Sample rate (Hz), not 0.
        frame_time (float, optional): Frame duration (s), positive. Default: ``0.01``.
        win_length (int, optional): Median window (frames), positive. Default: ``30``.
        freq_low (int, optional): Lowest detectable frequency (Hz), positive. Default: ``85``.
        freq_high (int, optional): Highest detectable frequency (Hz), positive. Default: ``3400``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform is not float32/float64 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.sin(2 * np.pi * 250 * np.arange(400) / 2000).astype(np.float32)
        >>> print(audio.DetectPitchFrequency(2000, 0.02, 3, 100, 900)(wave))
        [250. 250. 250. 250. 250. 250. 250. 250. 250.]
    """

    def __init__(self, sample_rate, frame_time=0.01, win_length=30, freq_low=85, freq_high=3400):
        super().__init__()
        _check_sample_rate_not_zero(sample_rate)
        type_check(frame_time, (float, int), "frame_time")
        check_pos_float32(frame_time, "frame_time")
        type_check(win_length, (int,), "win_length")
        check_pos_int32(win_length, "win_length")
        for value, name in ((freq_low, "freq_low"), (freq_high, "freq_high")):
            type_check(value, (int, float), name)
            check_pos_float32(value, name)
        self.sample_rate, self.frame_time, self.win_length = sample_rate, frame_time, win_length
        self.freq_low, self.freq_high = freq_low, freq_high

    def _execute(self, *arrays):
        wave = _float_only(arrays[0], "DetectPitchFrequency")
        flat = wave.reshape(-1, wave.shape[-1])
        nccf = _nccf(flat, self.sample_rate, self.frame_time, int(self.freq_low))
        lags = _best_lags(nccf, self.sample_rate, int(self.freq_high))
        # running median over win_length frames, the start padded with copies of the first frame
        pad = (self.win_length - 1) // 2
        frames = lags.shape[1]
        length = max(frames + pad - self.win_length + 1, 0)
        padded = np.concatenate([np.repeat(lags[:, :1], pad, axis=1), lags], axis=1)
        smooth = np.zeros((lags.shape[0], length), np.int64)
        for j in range(length):
            smooth[:, j] = np.sort(padded[:, j:j + self.win_length], axis=1)[:, pad]
        freq = (self.sample_rate / (1e-9 + smooth)).astype(np.float32)
        return freq.reshape(wave.shape[:-1] + (length,))


def _optional(check, value, name):
    """Run `check` on `value` unless it is ``None``."""
    if value is not None:
        check(value, name)


def _check_rate_value(value, name):
    type_check(value, (int, float), name)
    check_pos_float32(value, name)


def _check_frame_sizes(n_fft, win_length, hop_length, size_check=check_pos_int32, hop_first=True):
    """The window and hop sizes when given (the window no longer than the FFT), in MindSpore's order."""
    if hop_first:
        _optional(size_check, hop_length, "hop_length")
    if win_length is not None:
        size_check(win_length, "win_length")
        if win_length > n_fft:
            raise ValueError(f"Input win_length should be no more than n_fft, but got win_length: {win_length} "
                             f"and n_fft: {n_fft}.")
    if not hop_first:
        _optional(size_check, hop_length, "hop_length")


def _complex_spec(data, op):
    """A ``(..., freq, time, 2)`` float spectrogram packed to ``(batch, freq, time, 2)``."""
    if data.ndim < 3 or data.shape[-1] != 2:
        raise _pipeline_error(f"{op}: the shape of input tensor does not match the requirement of operator. "
                              f"Expecting tensor in shape of <..., freq, num_frame, complex=2>.")
    if data.dtype not in (np.float32, np.float64):
        raise _pipeline_error(f"{op}: the data type of input tensor does not match the requirement of operator. "
                              f"Expecting tensor in type of [float, double]. But got type {data.dtype}.")
    return data.reshape((-1,) + data.shape[-3:])


def _phase_vocoder(spec, rate, advance):
    """Stretch a packed complex spectrogram ``(batch, freq, time, 2)`` in time by 1 / `rate`, keeping the phase
    advance of each bin (`advance`, one value per frequency)."""
    real = spec.dtype.type
    frames = spec.shape[2]
    steps = []
    while real(len(steps)) * real(rate) < frames:
        steps.append(real(len(steps)) * real(rate))
    steps = np.array(steps, spec.dtype)
    whole = steps.astype(np.int64)
    alphas = np.fmod(steps, real(1))
    angle0 = np.arctan2(spec[:, :, 0, 1], spec[:, :, 0, 0])
    padded = np.concatenate([spec, np.zeros(spec.shape[:2] + (2, 2), spec.dtype)], axis=2)
    first, second = padded[:, :, whole], padded[:, :, whole + 1]
    angle_a = np.arctan2(first[..., 1], first[..., 0])
    angle_b = np.arctan2(second[..., 1], second[..., 0])
    norm_a = np.sqrt(first[..., 0].astype(np.float64) ** 2 + first[..., 1].astype(np.float64) ** 2).astype(real)
    norm_b = np.sqrt(second[..., 0].astype(np.float64) ** 2 + second[..., 1].astype(np.float64) ** 2).astype(real)
    adv = advance.reshape(1, -1, 1).astype(spec.dtype)
    delta = (angle_b - angle_a - adv).astype(np.float64)
    delta = (delta - 2 * math.pi * np.round(delta / (2 * math.pi))).astype(real) + adv
    # the phase of output frame t is the phase of frame 0 plus the advances of the frames before t
    phase = np.concatenate([angle0[..., None], delta[..., :-1]], axis=-1)
    phase = np.cumsum(phase, axis=-1, dtype=spec.dtype)
    mag = alphas * norm_b + (real(1) - alphas) * norm_a
    return np.stack([np.cos(phase) * mag, np.sin(phase) * mag], axis=-1).astype(spec.dtype)


class TimeStretch(AudioTensorOperation):
    """
    Stretch a complex spectrogram ``(..., freq, time, 2)`` in time by ``1 / fixed_rate`` without changing its
    pitch (phase vocoder with the phase advance ``linspace(0, pi * hop_length, n_freq)``).

    Args:
        hop_length (int, optional): Hop between the STFT frames; ``None`` is ``n_freq - 1``. Default: ``None``.
        n_freq (int, optional): Number of frequency bins. Default: ``201``.
        fixed_rate (float, optional): Speed-up factor (above 1 shortens); ``None`` is 1. Default: ``None``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the input is not of shape ``(..., freq, time, 2)`` (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> spec = np.ones((3, 8, 2), np.float32)
        >>> print(audio.TimeStretch(2, 3, 2.0)(spec).shape)
        (3, 4, 2)
    """

    def __init__(self, hop_length=None, n_freq=201, fixed_rate=None):
        super().__init__()
        _optional(check_pos_int32, hop_length, "hop_length")
        check_pos_int32(n_freq, "n_freq")
        _optional(_check_rate_value, fixed_rate, "fixed_rate")
        self.n_freq = n_freq
        self.hop_length = hop_length if hop_length is not None else (n_freq - 1) * 2 // 2
        self.fixed_rate = fixed_rate if fixed_rate is not None else 1

    def _execute(self, *arrays):
        data = arrays[0]
        spec = _complex_spec(data, "TimeStretch")
        if abs(float(np.float32(self.fixed_rate)) - 1.0) <= np.finfo(np.float32).eps:
            # the kernel returns the input as packed to (batch, freq, time, 2)
            return spec
        real = spec.dtype.type
        step = real(np.float32(math.pi * self.hop_length)) / real(self.n_freq - 1) if self.n_freq > 1 else real(0)
        advance = (np.arange(self.n_freq) * step).astype(spec.dtype)
        out = _phase_vocoder(spec, np.float32(self.fixed_rate), advance)
        return out.reshape(data.shape[:-2] + out.shape[-2:])


class PhaseVocoder(AudioTensorOperation):
    """
    Stretch a complex spectrogram ``(..., freq, time, 2)`` in time by ``1 / rate`` without changing its pitch,
    given the expected phase advance of each frequency bin.

    Args:
        rate (float): Speed-up factor, positive.
        phase_advance (numpy.ndarray): Expected phase advance per hop of each bin, shape ``(freq, 1)``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `rate` is not positive.
        RuntimeError: If the input is not of shape ``(..., freq, time, 2)`` (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> spec = np.ones((2, 6, 2), np.float32)
        >>> advance = np.zeros((2, 1), np.float32)
        >>> print(audio.PhaseVocoder(3.0, advance)(spec).shape)
        (2, 2, 2)
    """

    def __init__(self, rate, phase_advance):
        super().__init__()
        type_check(rate, (int, float), "rate")
        check_pos_float32(rate, "rate")
        type_check(phase_advance, (np.ndarray,), "phase_advance")
        self.rate, self.phase_advance = rate, phase_advance

    def _execute(self, *arrays):
        data = arrays[0]
        spec = _complex_spec(data, "PhaseVocoder")
        advance = np.asarray(self.phase_advance)
        if advance.ndim < 1 or advance.shape[0] != spec.shape[1]:
            raise _pipeline_error(f"PhaseVocoder: invalid parameter, 'first dimension of 'phase_advance'' should "
                                  f"be equal to 'freq dimension length of input tensor', but got: first dimension "
                                  f"of 'phase_advance' {advance.shape[0] if advance.ndim else 0} while freq "
                                  f"dimension length of input tensor {spec.shape[1]}.")
        if advance.dtype != data.dtype:
            raise _pipeline_error(f"PhaseVocoder: invalid parameter, data type of phase_advance should be equal to "
                                  f"data type of input tensor, but got: data type of phase_advance "
                                  f"{advance.dtype} while data type of input tensor {data.dtype}.")
        if abs(float(np.float32(self.rate)) - 1.0) <= np.finfo(np.float32).eps:
            return spec
        advance = advance.reshape(-1)
        out = _phase_vocoder(spec, np.float32(self.rate), advance)
        return out.reshape(data.shape[:-2] + out.shape[-2:])


__all__ += ["Resample", "LFCC", "InverseSpectrogram", "PitchShift"]

_KAISER_BETA = 14.769656459379492


def _bessel_i0(x):
    """Modified Bessel function of the first kind, order 0 (float64)."""
    return np.i0(np.asarray(x, np.float64))


def _resample_kernel(orig, new, method, width_zeros, rolloff, beta, dtype):
    """The windowed-sinc polyphase kernel ``(new, length)`` from `orig` to `new` samples, and its half width."""
    real = np.dtype(dtype).type
    base = np.float32(np.float32(min(orig, new)) * np.float32(rolloff))
    width = int(math.ceil(np.float32(width_zeros * orig) / base))
    taps = (np.arange(-width, width + orig).astype(dtype) / real(orig))[None, :]
    phases = (-np.arange(new).astype(dtype) / real(new))[:, None]
    kernel = ((phases + taps) * real(base)).astype(dtype)
    kernel = np.clip(kernel, -width_zeros, width_zeros).astype(dtype)
    if method == ResampleMethod.SINC_INTERPOLATION:
        window = np.cos((kernel * real(math.pi) / real(width_zeros) / real(2)).astype(dtype)) ** 2
    else:
        ratio = kernel.astype(np.float64) / width_zeros
        window = (_bessel_i0(float(beta) * np.sqrt(1 - ratio ** 2)) / np.float32(_bessel_i0(np.float32(beta))))
    window = window.astype(dtype)
    kernel = (kernel * real(math.pi)).astype(dtype)
    scale = real(base) / real(orig)
    with np.errstate(divide="ignore", invalid="ignore"):
        kernel = np.where(kernel == 0, scale, scale * (np.sin(kernel) / kernel)).astype(dtype)
    return (kernel * window).astype(dtype), width


def _resample(flat, orig_freq, new_freq, method, width_zeros, rolloff, beta):
    """Resample the rows of `flat` (``(rows, time)``, float32/float64) from `orig_freq` to `new_freq`."""
    gcd = math.gcd(int(orig_freq), int(new_freq))
    if gcd == 0:
        raise _pipeline_error("Resample: gcd cannot be equal to 0.")
    orig, new = int(math.floor(orig_freq / gcd)), int(math.floor(new_freq / gcd))
    if orig == 0 or new == 0:
        raise _pipeline_error("Resample: invalid parameter, 'orig_freq_prime' cannot be zero.")
    kernel, width = _resample_kernel(orig, new, method, width_zeros, rolloff, beta, flat.dtype)
    length = flat.shape[-1]
    padded = np.pad(flat, [(0, 0), (width, width + orig)])
    target = int(math.ceil(new * length / orig))
    taps = kernel.shape[1]
    count = int(math.ceil(target / new))
    starts = np.arange(count) * orig
    starts = starts[starts + taps < padded.shape[1]]
    frames = padded[:, starts[:, None] + np.arange(taps)[None, :]]
    out = np.einsum("rfk,pk->rfp", frames, kernel).reshape(flat.shape[0], -1)
    if out.shape[1] < target:
        out = np.pad(out, [(0, 0), (0, target - out.shape[1])])
    return out[:, :target].astype(flat.dtype)


class Resample(AudioTensorOperation):
    """
    Change the sample rate of a waveform by band-limited (windowed sinc) interpolation.

    Args:
        orig_freq (float, optional): Original sample rate (Hz), positive. Default: ``16000``.
        new_freq (float, optional): Target sample rate (Hz), positive. Default: ``16000``.
        resample_method (ResampleMethod, optional): Window of the sinc kernel. Default:
            ``ResampleMethod.SINC_INTERPOLATION``.
        lowpass_filter_width (int, optional): Zero crossings of the sinc on each side, positive (longer is
            sharper). Default: ``6``.
        rolloff (float, optional): Cut-off as a fraction of the Nyquist frequency, in (0, 1]. Default: ``0.99``.
        beta (float, optional): Shape of the Kaiser window; ``None`` is 14.769656459379492. Default: ``None``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.cos(np.arange(12, dtype=np.float32) / 2)
        >>> print(audio.Resample(12, 4)(wave).round(3))
        [ 0.659  0.177 -1.07  -0.103]
    """

    def __init__(self, orig_freq=16000, new_freq=16000, resample_method=ResampleMethod.SINC_INTERPOLATION,
                 lowpass_filter_width=6, rolloff=0.99, beta=None):
        super().__init__()
        for value, name in ((orig_freq, "orig_freq"), (new_freq, "new_freq")):
            type_check(value, (float, int), name)
            check_pos_float32(value, name)
        type_check(resample_method, (ResampleMethod,), "resample_method")
        check_pos_int32(lowpass_filter_width, "lowpass_filter_width")
        type_check(rolloff, (float,), "rolloff")
        check_value(rolloff, [0, 1.0], "rolloff", True, False)
        self.orig_freq, self.new_freq, self.resample_method = orig_freq, new_freq, resample_method
        self.lowpass_filter_width, self.rolloff = lowpass_filter_width, rolloff
        self.beta = beta if beta is not None else _KAISER_BETA

    def _execute(self, *arrays):
        if float(self.orig_freq) == float(self.new_freq):
            return arrays[0]
        wave = _float_wave(arrays[0], "Resample")
        flat = wave.reshape(-1, wave.shape[-1])
        out = _resample(flat, np.float32(self.orig_freq), np.float32(self.new_freq), self.resample_method,
                        self.lowpass_filter_width, self.rolloff, self.beta)
        return out.reshape(wave.shape[:-1] + (out.shape[-1],))


_SPEC_KEYS = ("window", "pad_mode", "n_fft", "win_length", "pad", "power")


class LFCC(AudioTensorOperation):
    """
    Linear-frequency cepstral coefficients: a power :class:`Spectrogram` (settings from `speckwargs`) through
    `n_filter` linearly spaced triangular filters, in decibels (or ``log(x + 1e-6)`` with `log_lf`), projected on
    the first `n_lfcc` DCT-II basis vectors.

    Args:
        sample_rate (int, optional): Sample rate (Hz). Default: ``16000``.
        n_filter (int, optional): Number of linear filters. Default: ``128``.
        n_lfcc (int, optional): Number of coefficients. Default: ``40``.
        f_min (float, optional): Lowest frequency (Hz). Default: ``0.0``.
        f_max (float, optional): Highest frequency (Hz); ``None`` is ``sample_rate // 2``. Default: ``None``.
        dct_type (int, optional): DCT type; only 2 is supported. Default: ``2``.
        norm (NormMode, optional): DCT normalization. Default: ``NormMode.ORTHO``.
        log_lf (bool, optional): Use log energies instead of decibels. Default: ``False``.
        speckwargs (dict, optional): Arguments of :class:`Spectrogram`; it must hold ``window``, ``pad_mode``,
            ``n_fft``, ``win_length``, ``pad`` and ``power``, the others take their defaults. ``None`` uses the
            defaults (``n_fft=400``). Default: ``None``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        KeyError: If `speckwargs` lacks a required setting.
        RuntimeError: If the waveform is shorter than a frame (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.sin(np.arange(160, dtype=np.float32) / 4)
        >>> settings = {"n_fft": 32, "win_length": 32, "pad": 0, "power": 2.0,
        ...             "window": audio.WindowType.HANN, "pad_mode": audio.BorderType.REFLECT}
        >>> print(audio.LFCC(8000, n_filter=8, n_lfcc=4, speckwargs=settings)(wave).shape)
        (4, 11)
    """

    def __init__(self, sample_rate=16000, n_filter=128, n_lfcc=40, f_min=0.0, f_max=None, dct_type=2,
                 norm=NormMode.ORTHO, log_lf=False, speckwargs=None):
        super().__init__()
        check_non_negative_int32(sample_rate, "sample_rate")
        check_pos_int32(n_filter, "n_filter")
        check_pos_int32(n_lfcc, "n_lfcc")
        type_check(log_lf, (bool,), "log_lf")
        type_check(norm, (NormMode,), "norm")
        check_non_negative_float32(f_min, "f_min")
        if f_max is not None:
            check_non_negative_float32(f_max, "f_max")
            if f_min > f_max:
                raise ValueError(f"f_max should be greater than or equal to f_min, but got f_min: {f_min} and "
                                 f"f_max: {f_max}.")
        elif f_min >= sample_rate // 2:
            raise ValueError(f"Input sample_rate // 2 should be greater than f_min when f_max is set to None, but "
                             f"got f_min: {f_min} and sample_rate: {sample_rate}.")
        if dct_type != 2:
            raise ValueError(f"Input dct_type must be 2, but got : {dct_type}.")
        if speckwargs is not None:
            type_check(speckwargs, (dict,), "speckwargs")
            window, pad_mode, n_fft, win_length, pad, power = (speckwargs[key] for key in _SPEC_KEYS)
            type_check(window, (WindowType,), "window")
            type_check(pad_mode, (BorderType,), "pad_mode")
            check_non_negative_int32(pad, "pad")
            type_check(power, (float,), "power")
            check_non_negative_float32(power, "power")
            if n_fft < n_lfcc:
                raise ValueError(f"n_fft should be greater than or equal to n_lfcc, but got n_fft: {n_fft} and "
                                 f"n_lfcc: {n_lfcc}.")
            if win_length > n_fft:
                raise ValueError(f"win_length must be less than or equal to n_fft, but got win_length: "
                                 f"{win_length} and n_fft: {n_fft}.")
        settings = {} if speckwargs is None else speckwargs
        settings.setdefault("n_fft", 400)
        settings.setdefault("win_length", settings["n_fft"])
        settings.setdefault("hop_length", settings["win_length"] // 2)
        for key, value in (("pad", 0), ("window", WindowType.HANN), ("power", 2.0), ("normalized", False),
                           ("center", True), ("pad_mode", BorderType.REFLECT), ("onesided", True)):
            settings.setdefault(key, value)
        self.sample_rate, self.n_filter, self.n_lfcc, self.f_min = sample_rate, n_filter, n_lfcc, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.dct_type, self.norm, self.log_lf, self.speckwargs = dct_type, norm, log_lf, settings
        self.window, self.pad_mode = settings["window"], settings["pad_mode"]

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "LFCC")
        kw = self.speckwargs
        spec = _stft_power(wave, kw["n_fft"], kw["win_length"], kw["hop_length"], kw["pad"], kw["window"],
                           kw["power"], kw["normalized"], kw["center"], kw["pad_mode"], kw["onesided"])
        banks = linear_fbanks(kw["n_fft"] // 2 + 1, float(self.f_min), float(self.f_max), self.n_filter,
                              self.sample_rate)
        energy = np.swapaxes(np.swapaxes(spec, -1, -2) @ banks.astype(np.float32), -1, -2).astype(np.float32)
        if self.log_lf:
            energy = np.log(energy + np.float32(1e-6))
        else:
            energy = AmplitudeToDB(ScaleType.POWER, 1.0, 1e-10, 80.0)._execute(energy)
        dct = create_dct(self.n_lfcc, self.n_filter, self.norm)
        return np.swapaxes(np.swapaxes(energy, -1, -2) @ dct, -1, -2).astype(np.float32)


def _istft(spec, n_fft, hop_length, win_length, window, center, length, op="InverseSpectrogram"):
    """Inverse STFT of a complex ``(rows, freq, frames)`` spectrogram (one-sided, ``n_fft // 2 + 1`` bins) by
    windowed overlap-add, normalized by the summed squared window; trimmed or zero-padded to `length`."""
    if (spec.shape[1] - 1) * 2 != n_fft:
        raise _pipeline_error(f"{op}: the frequency of the input should equal to n_fft / 2 + 1")
    win = _padded_window(window, win_length, n_fft)
    frames = spec.shape[2]
    if length and hop_length:
        padded_length = length + n_fft if center else length
        frames = min(frames, int(math.ceil(np.float32(padded_length) / hop_length)))
    total = n_fft + hop_length * (frames - 1)
    pieces = np.fft.irfft(spec[:, :, :frames], n=n_fft, axis=1) * win.astype(np.float64)[None, :, None]
    out = np.zeros((spec.shape[0], total))
    norm = np.zeros(total, np.float32)
    squared = win * win
    for f in range(frames):
        out[:, f * hop_length:f * hop_length + n_fft] += pieces[:, :, f]
        norm[f * hop_length:f * hop_length + n_fft] += squared
    tiny = np.finfo(np.float32).tiny
    out = np.where(norm > tiny, out / np.where(norm > tiny, norm, 1), out)
    if not length and center:
        return out[:, n_fft // 2:total - n_fft // 2]
    out = out[:, n_fft // 2 if center else 0:]
    if out.shape[1] < length:
        out = np.pad(out, [(0, 0), (0, length - out.shape[1])])
    return out[:, :length]


class InverseSpectrogram(AudioTensorOperation):
    """
    Rebuild a waveform from a complex spectrogram ``(..., freq, time, 2)`` by inverse FFT and windowed
    overlap-add (the inverse of a one-sided :class:`Spectrogram` with ``power=0``).

    Args:
        length (int, optional): Length of the output; ``None`` is ``(time - 1) * hop_length``. Default: ``None``.
        n_fft (int, optional): FFT size; the input has ``n_fft // 2 + 1`` bins. Default: ``400``.
        win_length (int, optional): Window size; ``None`` is `n_fft`. Default: ``None``.
        hop_length (int, optional): Step between frames; ``None`` is ``win_length // 2``. Default: ``None``.
        pad (int, optional): Padding that the forward transform added at both ends. Default: ``0``.
        window (WindowType, optional): Window function. Default: ``WindowType.HANN``.
        normalized (bool, optional): Whether the forward transform was normalized. Default: ``False``.
        center (bool, optional): Whether the forward frames were centred. Default: ``True``.
        pad_mode (BorderType, optional): Padding of `center` in the forward transform. Default:
            ``BorderType.REFLECT``.
        onesided (bool, optional): Whether the forward transform kept only non-negative frequencies. Default:
            ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the input is not of shape ``(..., freq, time, 2)`` (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> spec = np.zeros((5, 4, 2), np.float32)
        >>> spec[0, :, 0] = 4.0
        >>> print(audio.InverseSpectrogram(n_fft=8, hop_length=2)(spec).round(3))
        [0.6   0.627 0.667 0.667 0.667 0.627]
    """

    def __init__(self, length=None, n_fft=400, win_length=None, hop_length=None, pad=0, window=WindowType.HANN,
                 normalized=False, center=True, pad_mode=BorderType.REFLECT, onesided=True):
        super().__init__()
        _optional(check_non_negative_int32, length, "length")
        check_pos_int32(n_fft, "n_fft")
        type_check(window, (WindowType,), "window")
        for flag, flag_name in ((normalized, "normalized"), (center, "center")):
            type_check(flag, (bool,), flag_name)
        type_check(pad_mode, (BorderType,), "pad_mode")
        type_check(onesided, (bool,), "onesided")
        check_non_negative_int32(pad, "pad")
        _check_frame_sizes(n_fft, win_length, hop_length)
        self.length = length if length is not None else 0
        self.n_fft = n_fft
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 2
        self.pad, self.window, self.normalized, self.center = pad, window, normalized, center
        self.pad_mode, self.onesided = pad_mode, onesided

    def _execute(self, *arrays):
        data = arrays[0]
        if data.ndim < 3 or data.shape[-1] != 2:
            raise _pipeline_error("InverseSpectrogram: the shape of input tensor does not match the requirement of "
                                  "operator. Expecting tensor in shape of <..., freq, time, complex=2>.")
        if data.dtype.kind not in "iuf":
            raise _pipeline_error(f"InverseSpectrogram: the data type of input tensor does not match the "
                                  f"requirement of operator. Expecting tensor in type of [int, float, double]. "
                                  f"But got type {data.dtype}.")
        dtype = np.float64 if data.dtype == np.float64 else np.float32
        spec = data.astype(dtype).reshape((-1,) + data.shape[-3:])
        if self.normalized:
            win = _padded_window(self.window, self.win_length, self.n_fft)
            spec = spec * dtype(np.sqrt(_running_sum((win * win)[None, :])[0]))
        if not self.onesided:
            spec = spec[:, :self.n_fft // 2 + 1]
        length = (data.shape[-2] - 1) * self.hop_length if self.length == 0 else self.length + 2 * self.pad
        wave = _istft(spec[..., 0].astype(np.float64) + 1j * spec[..., 1].astype(np.float64), self.n_fft,
                      self.hop_length, self.win_length, self.window, self.center, length).astype(dtype)
        if self.pad > 0:
            if self.length == 0:
                raise _pipeline_error("InverseSpectrogram: Cannot reshape, Number of elements do not match")
            wave = wave[:, self.pad:wave.shape[1] - self.pad]
        return wave.reshape(data.shape[:-3] + (wave.shape[-1],))


class PitchShift(AudioTensorOperation):
    """
    Shift the pitch of a waveform by `n_steps` steps of ``1 / bins_per_octave`` octave, keeping its duration:
    time-stretch the spectrogram by the pitch ratio, rebuild the waveform and resample it back.

    Args:
        sample_rate (int): Sample rate (Hz), non-negative.
        n_steps (int): Number of steps (negative lowers the pitch).
        bins_per_octave (int, optional): Steps per octave, not 0. Default: ``12``.
        n_fft (int, optional): FFT size. Default: ``512``.
        win_length (int, optional): Window size, at most `n_fft`; ``None`` is `n_fft`. Default: ``None``.
        hop_length (int, optional): Step between frames; ``None`` is ``win_length // 4``. Default: ``None``.
        window (WindowType, optional): Window function. Default: ``WindowType.HANN``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.sin(np.arange(64, dtype=np.float32) / 3)
        >>> print(audio.PitchShift(8000, 12, n_fft=16)(wave).shape)
        (64,)
    """

    def __init__(self, sample_rate, n_steps, bins_per_octave=12, n_fft=512, win_length=None, hop_length=None,
                 window=WindowType.HANN):
        super().__init__()
        for check, value, name in ((check_non_negative_int32, sample_rate, "sample_rate"),
                                   (check_int32, n_steps, "n_steps"),
                                   (check_int32_not_zero, bins_per_octave, "bins_per_octave"),
                                   (check_pos_int32, n_fft, "n_fft")):
            check(value, name)
        type_check(window, (WindowType,), "window")
        _check_frame_sizes(n_fft, win_length, hop_length, hop_first=False)
        self.sample_rate, self.n_steps, self.bins_per_octave, self.n_fft = sample_rate, n_steps, bins_per_octave, \
            n_fft
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 4
        self.window = window

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "PitchShift")
        real = wave.dtype.type
        flat = wave.reshape(-1, wave.shape[-1])
        spec = _stft(flat, self.n_fft, self.win_length, self.hop_length, 0, self.window, False, True,
                     BorderType.REFLECT, True, "PitchShift")
        packed = np.stack([spec.real, spec.imag], axis=-1).astype(wave.dtype)
        rate = np.float32(2.0 ** float(np.float32(-self.n_steps) / np.float32(self.bins_per_octave)))
        if abs(float(rate) - 1.0) > np.finfo(np.float32).eps:
            step = real(np.float32(math.pi * self.hop_length)) / real(packed.shape[1] - 1)
            advance = (np.arange(packed.shape[1]) * step).astype(wave.dtype)
            packed = _phase_vocoder(packed, rate, advance)
        length = wave.shape[-1]
        stretched_len = int(round(np.float32(length) / rate))
        rebuilt = _istft(packed[..., 0].astype(np.float64) + 1j * packed[..., 1].astype(np.float64), self.n_fft,
                         self.hop_length, self.win_length, self.window, True, stretched_len).astype(wave.dtype)
        shifted = _resample(rebuilt, np.float32(int(np.float32(self.sample_rate) / rate)),
                            np.float32(self.sample_rate), ResampleMethod.SINC_INTERPOLATION, 6, 0.99, _KAISER_BETA)
        if shifted.shape[1] > length:
            shifted = shifted[:, :length]
        else:
            shifted = np.pad(shifted, [(0, 0), (0, length - shifted.shape[1])])
        return shifted.reshape(wave.shape)


__all__ += ["Vad", "Dither", "FrequencyMasking", "TimeMasking", "MaskAlongAxisIID"]


class Vad(AudioTensorOperation):
    """
    Voice activity detection: trim the quiet start of a recording, keeping the audio from shortly before the
    point where the measured activity first reaches `trigger_level`.

    Note:
        MindSpore 2.10's activity measure is always 0 (its cepstrum buffer is never filled), so the detector only
        triggers when `trigger_level` is at most 0; otherwise the output is the last
        ``pre_trigger_time + search_time + measure_duration`` seconds of the waveform (in samples: as in the
        kernel). This implementation reproduces that behaviour.

    Args:
        sample_rate (int): Sample rate (Hz), positive.
        trigger_level (float, optional): Activity level that triggers detection. Default: ``7.0``.
        trigger_time (float, optional): Time constant (s) that ignores short sounds. Default: ``0.25``.
        search_time (float, optional): Audio (s) searched before the trigger point. Default: ``1.0``.
        allowed_gap (float, optional): Gap (s) allowed between sounds before the trigger point. Default: ``0.25``.
        pre_trigger_time (float, optional): Audio (s) kept before the trigger point. Default: ``0.0``.
        boot_time (float, optional): Time (s) of the initial noise estimate. Default: ``0.35``.
        noise_up_time (float, optional): Time constant (s) of a rising noise level, at least `noise_down_time`.
            Default: ``0.1``.
        noise_down_time (float, optional): Time constant (s) of a falling noise level. Default: ``0.01``.
        noise_reduction_amount (float, optional): Amount of noise reduction. Default: ``1.35``.
        measure_freq (float, optional): Measurements per second, positive. Default: ``20.0``.
        measure_duration (float, optional): Duration (s) of a measurement; ``None`` is twice the measure period.
            Default: ``None``.
        measure_smooth_time (float, optional): Time constant (s) of the spectral smoothing. Default: ``0.4``.
        hp_filter_freq (float, optional): High-pass cut-off (Hz) of the detector input, positive. Default:
            ``50.0``.
        lp_filter_freq (float, optional): Low-pass cut-off (Hz) of the detector input, positive. Default:
            ``6000.0``.
        hp_lifter_freq (float, optional): High-pass cut-off (Hz) of the lifter, positive. Default: ``150.0``.
        lp_lifter_freq (float, optional): Low-pass cut-off (Hz) of the lifter, positive. Default: ``2000.0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the filter or lifter band is empty for this sample rate (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.linspace(-0.5, 0.5, 3000, dtype=np.float32)
        >>> print(audio.Vad(8000, search_time=0.05, measure_duration=0.02)(wave).shape)
        (560,)
    """

    def __init__(self, sample_rate, trigger_level=7.0, trigger_time=0.25, search_time=1.0,
                 allowed_gap=0.25, pre_trigger_time=0.0, boot_time=0.35, noise_up_time=0.1,
                 noise_down_time=0.01, noise_reduction_amount=1.35, measure_freq=20.0, measure_duration=None,
                 measure_smooth_time=0.4, hp_filter_freq=50.0, lp_filter_freq=6000.0, hp_lifter_freq=150.0,
                 lp_lifter_freq=2000.0):
        super().__init__()
        check_pos_int32(sample_rate, "sample_rate")
        check_float32(trigger_level, "trigger_level")
        for value, name in ((trigger_time, "trigger_time"), (search_time, "search_time"),
                            (allowed_gap, "allowed_gap"), (pre_trigger_time, "pre_trigger_time"),
                            (boot_time, "boot_time"), (noise_up_time, "noise_up_time"),
                            (noise_down_time, "noise_down_time")):
            check_non_negative_float32(value, name)
        if noise_up_time < noise_down_time:
            raise ValueError(f"Input noise_up_time should be greater than noise_down_time, but got noise_up_time: "
                             f"{noise_up_time} and noise_down_time: {noise_down_time}.")
        check_non_negative_float32(noise_reduction_amount, "noise_reduction_amount")
        check_pos_float32(measure_freq, "measure_freq")
        if measure_duration:
            check_non_negative_float32(measure_duration, "measure_duration")
        check_non_negative_float32(measure_smooth_time, "measure_smooth_time")
        for value, name in ((hp_filter_freq, "hp_filter_freq"), (lp_filter_freq, "lp_filter_freq"),
                            (hp_lifter_freq, "hp_lifter_freq"), (lp_lifter_freq, "lp_lifter_freq")):
            check_pos_float32(value, name)
        self.sample_rate, self.trigger_level, self.trigger_time = sample_rate, trigger_level, trigger_time
        self.search_time, self.allowed_gap, self.pre_trigger_time = search_time, allowed_gap, pre_trigger_time
        self.boot_time, self.noise_up_time, self.noise_down_time = boot_time, noise_up_time, noise_down_time
        self.noise_reduction_amount, self.measure_freq = noise_reduction_amount, measure_freq
        self.measure_duration = measure_duration if measure_duration else 2.0 / measure_freq
        self.measure_smooth_time, self.hp_filter_freq = measure_smooth_time, hp_filter_freq
        self.lp_filter_freq, self.hp_lifter_freq, self.lp_lifter_freq = lp_filter_freq, hp_lifter_freq, \
            lp_lifter_freq

    def _lengths(self, dtype):
        """Samples per measurement, samples between measurements, number of measurements searched and
        pre-trigger samples, computed from the single-precision parameters in the precision of the waveform."""
        real = np.dtype(dtype).type

        def param(value):
            return real(np.float32(value))

        rate = self.sample_rate
        measure_len = int(real(rate) * param(self.measure_duration) + 0.5)
        dft_len = 16
        while dft_len < measure_len:
            dft_len *= 2
        period = int(real(rate) / param(self.measure_freq) + 0.5)
        count = int(math.ceil(param(self.search_time) * param(self.measure_freq)))
        pre = int(param(self.pre_trigger_time) * real(rate) + 0.5)
        start = max(int(param(self.hp_filter_freq) / real(rate) * dft_len + 0.5), 1)
        end = min(int(param(self.lp_filter_freq) / real(rate) * dft_len + 0.5), dft_len // 2)
        if end <= start:
            raise _pipeline_error("Vad: the end of spectrum must be greater than the start. Check if "
                                  "`hp_filter_freq` is too large or `lp_filter_freq` is too small.")
        lifter_start = math.ceil(rate * 0.5 / param(self.lp_lifter_freq))
        lifter_end = min(math.floor(rate * 0.5 / param(self.hp_lifter_freq)), dft_len // 4)
        if lifter_end <= lifter_start:
            raise _pipeline_error("Vad: the end of cepstrum must be greater than the start. Check if "
                                  "`hp_lifter_freq` is too large or `lp_lifter_freq` is too small.")
        return measure_len, period, count, pre

    def _execute(self, *arrays):
        data = arrays[0]
        if data.ndim < 1 or data.dtype.kind not in "iuf":
            _float_wave(data, "Vad")
        wave = data.astype(np.float64 if data.dtype == np.float64 else np.float32)
        measure_len, period, count, pre = self._lengths(wave.dtype)
        window = pre + count * period + measure_len
        length = wave.shape[-1]
        pos, timer, flushed = 0, measure_len, 0
        # every measurement is 0, so the detector triggers at the first one exactly when trigger_level <= 0
        while pos < length:
            timer -= 1
            triggered = timer == 0 and self.trigger_level <= 0
            pos += 1
            if count == 0:
                raise _pipeline_error("UpdateVadParams: the length of measures cannot be zero.")
            if timer == 0:
                timer = period
            if triggered:
                flushed = count * period
                break
        start = pos - window + flushed
        if start < -length:
            start = 0
        elif start < 0:
            start += length
        return wave[..., start:].copy()


class Dither(AudioTensorOperation):
    """
    Requantize a waveform to 16 bits with dither: scale by 32766, add the dither, round and divide by 32768.
    ``TPDF`` adds a triangular (Bartlett) ramp over the time axis; ``RPDF`` adds one sample of the waveform
    chosen at random; ``GPDF`` adds the running sum of seven randomly chosen samples (as MindSpore does).
    With `noise_shaping`, each sample also receives the quantization error of the previous one.

    Args:
        density_function (DensityFunction, optional): The dither. Default: ``DensityFunction.TPDF``.
        noise_shaping (bool, optional): Shape the quantization noise. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If the waveform is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> wave = np.array([0.1, 0.2, 0.3, 0.4], np.float32)
        >>> print(audio.Dither()(wave))
        [0.1000061 0.2000122 0.3000183 0.3999939]
    """

    random = True

    def __init__(self, density_function=DensityFunction.TPDF, noise_shaping=False):
        super().__init__()
        type_check(density_function, (DensityFunction,), "density_function")
        type_check(noise_shaping, (bool,), "noise_shaping")
        self.density_function, self.noise_shaping = density_function, noise_shaping

    def _execute(self, *arrays):
        wave = _float_wave(arrays[0], "Dither")
        real = wave.dtype.type
        flat = wave.reshape(-1, wave.shape[-1]).copy()
        rows, steps = flat.shape
        gen = self._gen()

        def pick():
            row = _rng.uniform_int(gen, 0, rows - 1) if rows > 1 else 0
            col = _rng.uniform_int(gen, 0, steps - 1) if steps > 1 else 0
            return row, col

        row, col = pick()
        scaled = flat * real(32766)
        if self.density_function == DensityFunction.RPDF:
            dithered = scaled + flat[row, col]
        elif self.density_function == DensityFunction.GPDF:
            total = flat[row, col]
            for _ in range(6):
                r, c = pick()
                total = real(total + flat[r, c])
                flat[r, c] = total
            dithered = scaled + total
        else:
            ramp = (1.0 - np.abs(np.float32(2.0) * np.arange(steps, dtype=np.float32) / np.float32(steps) - 1.0))
            dithered = scaled + ramp.astype(np.float32).astype(wave.dtype)
        rounded = np.sign(dithered) * np.floor(np.abs(dithered).astype(np.float64) + 0.5)
        out = (rounded.astype(wave.dtype) / real(32768)).astype(wave.dtype)
        if self.noise_shaping:
            error = out - flat
            out = out + np.concatenate([np.zeros((rows, 1), wave.dtype), error[:, :-1]], axis=1)
        return out.reshape(wave.shape)


def _check_masking(iid_masks, mask_param, mask_start, mask_value):
    """The arguments of the two masking transforms (named as MindSpore names them in its messages)."""
    type_check(iid_masks, (bool,), "iid_masks")
    for value, kinds, name in ((mask_param, (int,), "mask_param"), (mask_start, (int,), "mask_start"),
                               (mask_value, (int, float), "mask_value")):
        type_check(value, kinds, name)
        check_non_negative_float32(value, name)


def _random_mask(spec, mask_param, mask_value, axis, gen):
    """Mask a random span: width uniform in [0, mask_param], then start uniform over the positions it fits."""
    size = spec.shape[-2] if axis == 1 else spec.shape[-1]
    width = _rng.uniform_int(gen, 0, mask_param)
    start = _rng.uniform_int(gen, 0, size - width)
    return _mask_span(spec, start, width, mask_value, axis)


def _masking_input(data, op, mask_param, axis, what):
    if data.ndim < 2:
        raise _pipeline_error(f"{op}: input tensor is not in shape of <..., freq, time>.")
    size = data.shape[-2] if axis == 1 else data.shape[-1]
    if size < mask_param:
        raise _pipeline_error(f"{op}: invalid parameter, '{what}' should be less than or equal to the length of "
                              f"{'frequency' if axis == 1 else 'time'} dimension, but got: '{what}' {mask_param} "
                              f"and length {size}")
    if data.dtype.kind not in "iuf":
        raise _pipeline_error(f"{op}: input tensor type should be float, but got: string.")
    return data.astype(np.float64 if data.dtype == np.float64 else np.float32)


class FrequencyMasking(AudioTensorOperation):
    """
    Mask a band of frequency rows of a spectrogram ``(..., freq, time)``: rows ``[mask_start, mask_start +
    freq_mask_param)``, or, with `iid_masks`, a band of random width in ``[0, freq_mask_param]`` at a random
    start.

    Args:
        iid_masks (bool, optional): Draw the band at random. Default: ``False``.
        freq_mask_param (int, optional): Width of the band (its maximum with `iid_masks`), non-negative.
            Default: ``0``.
        mask_start (int, optional): First masked row when `iid_masks` is ``False``. Default: ``0``.
        mask_value (float, optional): The value written, non-negative. Default: ``0.0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is negative.
        RuntimeError: If the band does not fit in the frequency axis (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.FrequencyMasking(False, 2, 1, 9.0)(np.zeros((4, 2), np.float32)))
        [[0. 0.]
         [9. 9.]
         [9. 9.]
         [0. 0.]]
    """

    random = True

    def __init__(self, iid_masks=False, freq_mask_param=0, mask_start=0, mask_value=0.0):
        super().__init__()
        _check_masking(iid_masks, freq_mask_param, mask_start, mask_value)
        self.iid_masks, self.frequency_mask_param = iid_masks, freq_mask_param
        self.mask_start, self.mask_value = mask_start, mask_value

    def _execute(self, *arrays):
        spec = _masking_input(arrays[0], "FrequencyMasking", self.frequency_mask_param, 1, "frequency_mask_param")
        if self.iid_masks:
            return _random_mask(spec, self.frequency_mask_param, self.mask_value, 1, self._gen())
        return _mask_span(spec, self.mask_start, self.frequency_mask_param, self.mask_value, 1)


class TimeMasking(AudioTensorOperation):
    """
    Mask a span of time columns of a spectrogram ``(..., freq, time)``: columns ``[mask_start, mask_start +
    time_mask_param)``, or, with `iid_masks`, a span of random width in ``[0, time_mask_param]`` at a random
    start.

    Args:
        iid_masks (bool, optional): Draw the span at random. Default: ``False``.
        time_mask_param (int, optional): Width of the span (its maximum with `iid_masks`), non-negative.
            Default: ``0``.
        mask_start (int, optional): First masked column when `iid_masks` is ``False``. Default: ``0``.
        mask_value (float, optional): The value written, non-negative. Default: ``0.0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is negative.
        RuntimeError: If the span does not fit in the time axis (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.TimeMasking(False, 2, 1, 9.0)(np.zeros((2, 4), np.float32)))
        [[0. 9. 9. 0.]
         [0. 9. 9. 0.]]
    """

    random = True

    def __init__(self, iid_masks=False, time_mask_param=0, mask_start=0, mask_value=0.0):
        super().__init__()
        _check_masking(iid_masks, time_mask_param, mask_start, mask_value)
        self.iid_masks, self.time_mask_param = iid_masks, time_mask_param
        self.mask_start, self.mask_value = mask_start, mask_value

    def _execute(self, *arrays):
        spec = _masking_input(arrays[0], "TimeMasking", self.time_mask_param, 2, "time_mask_param")
        if self.iid_masks:
            return _random_mask(spec, self.time_mask_param, self.mask_value, 2, self._gen())
        return _mask_span(spec, self.mask_start, self.time_mask_param, self.mask_value, 2)


class MaskAlongAxisIID(AudioTensorOperation):
    """
    Mask a random span of a spectrogram ``(..., freq, time)`` along frequency (``axis=1``) or time (``axis=2``):
    its width is drawn uniformly from ``[0, mask_param]``, then its start uniformly from the positions where it
    fits.

    Args:
        mask_param (int): Largest width, non-negative.
        mask_value (float): The value written.
        axis (int): 1 for frequency, 2 for time.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If `mask_param` exceeds the length of the axis (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> spec = np.ones((3, 5), np.float32)
        >>> print(audio.MaskAlongAxisIID(0, 2.0, 2)(spec))
        [[1. 1. 1. 1. 1.]
         [1. 1. 1. 1. 1.]
         [1. 1. 1. 1. 1.]]
    """

    random = True

    def __init__(self, mask_param, mask_value, axis):
        super().__init__()
        type_check(mask_param, (int,), "mask_param")
        check_non_negative_int32(mask_param, "mask_param")
        type_check(mask_value, (int, float), "mask_value")
        check_float32(mask_value, "mask_value")
        type_check(axis, (int,), "axis")
        check_value(axis, [1, 2], "axis")
        self.mask_param, self.mask_value, self.axis = mask_param, mask_value, axis

    def _execute(self, *arrays):
        data = arrays[0]
        if data.ndim < 2:
            raise _pipeline_error(f"MaskAlongAxisIID: the dimension of input tensor does not match the requirement "
                                  f"of operator. Expecting tensor in dimension of <..., freq, time>. But got "
                                  f"dimension {data.ndim}.")
        if data.dtype.kind not in "iuf":
            raise _pipeline_error(f"MaskAlongAxisIID: the data type of input tensor does not match the requirement "
                                  f"of operator. Expecting tensor in type of [int, float, double]. But got type "
                                  f"{data.dtype}.")
        size = data.shape[-2] if self.axis == 1 else data.shape[-1]
        if size < self.mask_param:
            raise _pipeline_error(f"MaskAlongAxisIID: mask_param should be less than or equal to the length of "
                                  f"{'frequency' if self.axis == 1 else 'time'} dimension.")
        spec = data.astype(np.float64 if data.dtype == np.float64 else np.float32)
        return _random_mask(spec, self.mask_param, self.mask_value, self.axis, self._gen())


__all__ += ["GriffinLim", "InverseMelScale"]


def _stft_single(wave, n_fft, win_length, hop_length, window):
    """Complex STFT ``(..., freq, frames)`` of `wave` (centred, reflect-padded, one-sided) summed term by term in
    the precision of `wave`, with the twiddle factors rounded to that precision, as MindSpore's kernel does."""
    dtype = wave.dtype
    win = _padded_window(window, win_length, n_fft)
    half = n_fft // 2
    padded = np.pad(wave, [(0, 0)] * (wave.ndim - 1) + [(half, half)], mode="reflect")
    count = (padded.shape[-1] - n_fft) // hop_length + 1
    index = np.arange(n_fft)[None, :] + hop_length * np.arange(count)[:, None]
    frames = (win.astype(dtype) * padded[..., index]).astype(dtype)
    angle = 2.0 * math.pi * np.arange(half + 1)[:, None] * np.arange(n_fft)[None, :] / n_fft
    cos, sin = np.cos(angle).astype(dtype), np.sin(angle).astype(dtype)
    real = np.zeros(frames.shape[:-1] + (half + 1,), dtype)
    imag = np.zeros_like(real)
    for k in range(n_fft):
        sample = frames[..., k:k + 1]
        real += sample * cos[:, k]
        imag += -sample * sin[:, k]
    return np.swapaxes(real, -1, -2) + 1j * np.swapaxes(imag, -1, -2)


class GriffinLim(AudioTensorOperation):
    """
    Rebuild a waveform from a magnitude (or power) spectrogram ``(..., freq, time)`` with the fast Griffin-Lim
    algorithm: alternate inverse and forward STFTs, keeping the given magnitudes and the estimated phases.

    Args:
        n_fft (int, optional): FFT size; the input has ``n_fft // 2 + 1`` bins. Default: ``400``.
        n_iter (int, optional): Number of iterations, positive. Default: ``32``.
        win_length (int, optional): Window size, at most `n_fft`; ``None`` is `n_fft`. Default: ``None``.
        hop_length (int, optional): Step between frames; ``None`` is ``win_length // 2``. Default: ``None``.
        window_type (WindowType, optional): Window function. Default: ``WindowType.HANN``.
        power (float, optional): Exponent the spectrogram was raised to, positive. Default: ``2.0``.
        momentum (float, optional): Momentum of the phase updates, non-negative; each update subtracts
            ``k / (1 + k)`` times the previous estimate, with ``k = momentum / (1 + momentum)`` (MindSpore's
            weighting). Default: ``0.99``.
        length (int, optional): Length of the output; ``None`` keeps the length the frames give. Default:
            ``None``.
        rand_init (bool, optional): Start from random phases (drawn from the seeded generator) instead of
            zero phases. Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the input has not ``n_fft // 2 + 1`` frequency bins (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> spec = np.ones((5, 6), np.float32)
        >>> print(audio.GriffinLim(n_fft=8, n_iter=2, rand_init=False)(spec).shape)
        (20,)
    """

    random = True

    def __init__(self, n_fft=400, n_iter=32, win_length=None, hop_length=None, window_type=WindowType.HANN,
                 power=2.0, momentum=0.99, length=None, rand_init=True):
        super().__init__()
        check_pos_int32(n_fft, "n_fft")
        check_pos_int32(n_iter, "n_iter")
        _check_frame_sizes(n_fft, win_length, hop_length, check_non_negative_int32, False)
        type_check(window_type, (WindowType,), "window_type")
        check_pos_float32(power, "power")
        check_non_negative_float32(momentum, "momentum")
        _optional(check_non_negative_int32, length, "length")
        type_check(rand_init, (bool,), "rand_init")
        self.n_fft, self.n_iter = n_fft, n_iter
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.window_type, self.power, self.momentum = window_type, power, momentum
        self.length = length if length else 0
        self.rand_init = rand_init

    def _phases(self, freq, frames, gen):
        """Initial phases ``(freq, frames)``: pairs of uniform [0, 1) draws (imaginary part drawn first), filled
        frame by frame, or all ones."""
        if not self.rand_init:
            return np.ones((freq, frames), np.complex128)
        out = np.empty((freq, frames), np.complex128)
        for t in range(frames):
            for f in range(freq):
                imag = _rng.canonical(gen)
                out[f, t] = complex(_rng.canonical(gen), imag)
        return out

    def _execute(self, *arrays):
        data = arrays[0]
        if data.dtype.kind not in "iuf":
            raise _pipeline_error(f"GriffinLim: the data type of input tensor does not match the requirement of "
                                  f"operator. Expecting tensor in type of [int, float, double]. But got type "
                                  f"{data.dtype}.")
        if data.ndim < 2:
            raise _pipeline_error(f"GriffinLim: the dimension of input tensor does not match the requirement of "
                                  f"operator. Expecting tensor in dimension of <..., freq, time>. But got "
                                  f"dimension {data.ndim}.")
        dtype = np.float64 if data.dtype == np.float64 else np.float32
        real = np.dtype(dtype).type
        mags = data.astype(dtype).reshape((-1,) + data.shape[-2:])
        mags = (mags ** (real(1) / real(np.float32(self.power)))).astype(dtype)
        # MindSpore scales the previous estimate by m / (1 + m) with m itself already momentum / (1 + momentum)
        first = np.float32(self.momentum) / (np.float32(1) + np.float32(self.momentum))
        momentum = float(first / (np.float32(1) + first))
        gen = self._gen() if self.rand_init else None
        results = []
        for spec in mags.astype(np.float64):
            angles = self._phases(spec.shape[0], spec.shape[1], gen)
            previous = np.zeros_like(angles)
            for _ in range(self.n_iter):
                wave = _istft((angles * spec)[None], self.n_fft, self.hop_length, self.win_length,
                              self.window_type, True, self.length, "GriffinLim").astype(dtype)
                rebuilt = _stft_single(wave, self.n_fft, self.win_length, self.hop_length, self.window_type)[0]
                if rebuilt.shape[1] != spec.shape[1]:
                    raise _pipeline_error(f"GriffinLim: a waveform of {wave.shape[-1]} samples gives "
                                          f"{rebuilt.shape[1]} frames, but the spectrogram has {spec.shape[1]}; "
                                          f"choose length so that the frame counts agree.")
                rebuilt = rebuilt.astype(np.complex128)
                angles = rebuilt
                if momentum != 0:
                    previous = previous * momentum
                    angles = angles - previous
                angles = angles / (np.abs(angles) + float(np.float32(1e-16)))
                previous = rebuilt
            wave = _istft((angles * spec)[None], self.n_fft, self.hop_length, self.win_length, self.window_type,
                          True, self.length, "GriffinLim").astype(dtype)
            results.append(wave[0])
        out = np.stack(results)
        return out[0] if data.ndim == 2 else out


class InverseMelScale(AudioTensorOperation):
    """
    Estimate a linear-frequency spectrogram ``(..., n_stft, time)`` from a mel spectrogram ``(..., n_mels,
    time)``: start from uniform random values (drawn from the seeded generator) and take gradient steps on the
    mean squared error of its mel projection, clamping the result at 0.

    Note:
        MindSpore 2.10 keeps no momentum between its gradient steps, so `sgdargs`' ``sgd_momentum`` has no effect;
        this implementation takes the same plain steps of size ``sgd_lr``. A 2-D input gives a 3-D output
        ``(1, n_stft, time)``, as in MindSpore.

    Args:
        n_stft (int): Number of linear frequency bins.
        n_mels (int, optional): Number of mel bands. Default: ``128``.
        sample_rate (int, optional): Sample rate (Hz). Default: ``16000``.
        f_min (float, optional): Lowest frequency (Hz). Default: ``0.0``.
        f_max (float, optional): Highest frequency (Hz); ``None`` is ``sample_rate // 2``. Default: ``None``.
        max_iter (int, optional): Largest number of steps. Default: ``100000``.
        tolerance_loss (float, optional): Stop once the loss falls below it. Default: ``1e-05``.
        tolerance_change (float, optional): Stop once the loss changes by less. Default: ``1e-08``.
        sgdargs (dict, optional): ``{'sgd_lr': ..., 'sgd_momentum': ...}``; ``None`` is
            ``{'sgd_lr': 0.1, 'sgd_momentum': 0.9}``. Default: ``None``.
        norm (NormType, optional): Mel filter normalization. Default: ``NormType.NONE``.
        mel_type (MelType, optional): The mel scale. Default: ``MelType.HTK``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the input has not `n_mels` bands (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.audio as audio
        >>> mel = np.ones((2, 4, 3), np.float32)
        >>> print(audio.InverseMelScale(9, n_mels=4, sample_rate=8000, max_iter=5)(mel).shape)
        (2, 9, 3)
    """

    random = True

    def __init__(self, n_stft, n_mels=128, sample_rate=16000, f_min=0.0, f_max=None, max_iter=100000,
                 tolerance_loss=1e-05, tolerance_change=1e-08, sgdargs=None, norm=NormType.NONE,
                 mel_type=MelType.HTK):
        super().__init__()
        _check_mel(n_mels, sample_rate, f_min, f_max, n_stft, norm, mel_type)
        check_pos_int32(max_iter, "max_iter")
        check_pos_float32(tolerance_loss, "tolerance_loss")
        check_pos_float32(tolerance_change, "tolerance_change")
        if sgdargs is not None:
            lr, momentum = sgdargs["sgd_lr"], sgdargs["sgd_momentum"]
            check_non_negative_float32(lr, "sgd_lr")
            check_non_negative_float32(momentum, "sgd_momentum")
        self.n_stft, self.n_mels, self.sample_rate, self.f_min = n_stft, n_mels, sample_rate, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.max_iter, self.tolerance_loss, self.tolerance_change = max_iter, tolerance_loss, tolerance_change
        self.sgdargs = sgdargs if sgdargs is not None else {"sgd_lr": 0.1, "sgd_momentum": 0.9}
        self.norm, self.mel_type = norm, mel_type

    def _execute(self, *arrays):
        data = arrays[0]
        if data.ndim < 2:
            raise _pipeline_error(f"InverseMelScale: the dimension of input tensor does not match the requirement "
                                  f"of operator. Expecting tensor in dimension of <..., freq, time>. But got "
                                  f"dimension {data.ndim}.")
        if data.dtype.kind not in "iuf":
            raise _pipeline_error(f"InverseMelScale: the data type of input tensor does not match the requirement "
                                  f"of operator. Expecting tensor in type of [int, float, double]. But got type "
                                  f"{data.dtype}.")
        if data.shape[-2] != self.n_mels:
            raise _pipeline_error("InverseMelScale: n_mels must be equal to the penultimate dimension of input.")
        dtype = np.float64 if data.dtype == np.float64 else np.float32
        real = np.dtype(dtype).type
        banks = melscale_fbanks(self.n_stft, float(self.f_min), float(self.f_max), self.n_mels, self.sample_rate,
                                self.norm, self.mel_type).astype(dtype)
        mels = data.astype(dtype).reshape((-1,) + data.shape[-2:])
        time, freq = mels.shape[-1], self.n_stft
        gen = self._gen()
        draw = _rng.canonical_float if dtype == np.float32 else _rng.canonical
        lr = real(np.float32(self.sgdargs["sgd_lr"]))
        tol_loss, tol_change = real(np.float32(self.tolerance_loss)), real(np.float32(self.tolerance_change))
        results = []
        for mel in mels:
            target = mel.T
            # initial guess (time, freq), drawn frequency by frequency
            guess = np.array([[draw(gen) for _ in range(time)] for _ in range(freq)], dtype).T
            loss = np.finfo(dtype).max
            for _ in range(self.max_iter):
                diff = (target - guess @ banks).astype(dtype)
                new_loss = real(np.mean(diff * diff, dtype=dtype))
                grad = ((diff @ banks.T) * real(-1) / real(time)).astype(dtype)
                stepped = (guess - lr * grad).astype(dtype)
                if new_loss < tol_loss or abs(loss - new_loss) < tol_change:
                    break
                loss = new_loss
                guess = stepped
            results.append(np.maximum(guess, 0).T)
        out = np.stack(results).astype(dtype)
        if data.ndim > 2:
            return out.reshape(data.shape[:-2] + out.shape[-2:])
        return out

"""Enums and filter-bank helpers of ``mindspore.dataset.audio`` (``mindspore.dataset.audio.utils``)."""
from enum import Enum

import numpy as np

from ..core.validator_helpers import type_check

__all__ = ["BorderType", "DensityFunction", "FadeShape", "GainType", "Interpolation", "MelType", "Modulation",
           "NormMode", "NormType", "ResampleMethod", "ScaleType", "WindowType", "create_dct", "linear_fbanks",
           "melscale_fbanks"]


class BorderType(str, Enum):
    """
    Padding modes of the audio transforms: ``CONSTANT``, ``EDGE``, ``REFLECT`` and ``SYMMETRIC``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.BorderType.REFLECT.value)
        reflect
    """
    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


class DensityFunction(str, Enum):
    """
    Noise distributions of :class:`mindspore.dataset.audio.Dither`: triangular (``TPDF``), rectangular
    (``RPDF``) and Gaussian (``GPDF``).

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.DensityFunction.GPDF.value)
        GPDF
    """
    TPDF = "TPDF"
    RPDF = "RPDF"
    GPDF = "GPDF"


class FadeShape(str, Enum):
    """
    Curves of :class:`mindspore.dataset.audio.Fade`.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.FadeShape.HALF_SINE.value)
        half_sine
    """
    QUARTER_SINE = "quarter_sine"
    HALF_SINE = "half_sine"
    LINEAR = "linear"
    LOGARITHMIC = "logarithmic"
    EXPONENTIAL = "exponential"


class GainType(str, Enum):
    """
    How :class:`mindspore.dataset.audio.Vol` reads its gain: as an ``AMPLITUDE`` factor, a ``POWER`` factor or in
    decibels (``DB``).

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.GainType.DB.value)
        db
    """
    AMPLITUDE = "amplitude"
    POWER = "power"
    DB = "db"


class Interpolation(str, Enum):
    """
    Interpolations of :class:`mindspore.dataset.audio.Flanger`: ``LINEAR`` and ``QUADRATIC``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Interpolation.QUADRATIC.value)
        quadratic
    """
    LINEAR = "linear"
    QUADRATIC = "quadratic"


class MelType(str, Enum):
    """
    Mel scales: ``HTK`` and ``SLANEY``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.MelType.SLANEY.value)
        slaney
    """
    HTK = "htk"
    SLANEY = "slaney"


class Modulation(str, Enum):
    """
    Modulations of :class:`mindspore.dataset.audio.Flanger`: ``SINUSOIDAL`` and ``TRIANGULAR``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.Modulation.TRIANGULAR.value)
        triangular
    """
    SINUSOIDAL = "sinusoidal"
    TRIANGULAR = "triangular"


class NormMode(str, Enum):
    """
    Normalizations of the DCT matrix (:func:`create_dct`): ``ORTHO`` or ``NONE``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.NormMode.ORTHO.value)
        ortho
    """
    ORTHO = "ortho"
    NONE = "none"


class NormType(str, Enum):
    """
    Normalizations of the mel filters: ``SLANEY`` (each triangle divided by its width) or ``NONE``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.NormType.NONE.value)
        none
    """
    SLANEY = "slaney"
    NONE = "none"


class ResampleMethod(str, Enum):
    """
    Interpolation kernels of :class:`mindspore.dataset.audio.Resample`: ``SINC_INTERPOLATION`` and
    ``KAISER_WINDOW``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.ResampleMethod.KAISER_WINDOW.value)
        kaiser_window
    """
    SINC_INTERPOLATION = "sinc_interpolation"
    KAISER_WINDOW = "kaiser_window"


class ScaleType(str, Enum):
    """
    Whether a spectrogram holds ``POWER`` or ``MAGNITUDE`` values (:class:`mindspore.dataset.audio.AmplitudeToDB`).

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.ScaleType.MAGNITUDE.value)
        magnitude
    """
    POWER = "power"
    MAGNITUDE = "magnitude"


class WindowType(str, Enum):
    """
    Window functions of the spectral transforms: ``BARTLETT``, ``BLACKMAN``, ``HAMMING``, ``HANN`` and ``KAISER``.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.WindowType.HANN.value)
        hann
    """
    BARTLETT = "bartlett"
    BLACKMAN = "blackman"
    HAMMING = "hamming"
    HANN = "hann"
    KAISER = "kaiser"


def _hz_to_mel(freq, mel_type):
    if mel_type == MelType.HTK:
        return 2595.0 * np.log10(1.0 + freq / 700.0)
    f_sp = 200.0 / 3
    mels = freq / f_sp
    min_log_hz, logstep = 1000.0, np.log(6.4) / 27.0
    min_log_mel = min_log_hz / f_sp
    return np.where(freq >= min_log_hz, min_log_mel + np.log(np.maximum(freq, 1e-10) / min_log_hz) / logstep, mels)


def _mel_to_hz(mels, mel_type):
    if mel_type == MelType.HTK:
        return 700.0 * (10.0 ** (mels / 2595.0) - 1.0)
    f_sp = 200.0 / 3
    freqs = f_sp * mels
    min_log_hz, logstep = 1000.0, np.log(6.4) / 27.0
    min_log_mel = min_log_hz / f_sp
    return np.where(mels >= min_log_mel, min_log_hz * np.exp(logstep * (mels - min_log_mel)), freqs)


def _triangles(all_freqs, f_pts):
    """``(n_freqs, n_filters)`` triangular filters with corners at `f_pts`."""
    f_diff = f_pts[1:] - f_pts[:-1]
    slopes = f_pts[None, :] - all_freqs[:, None]
    down = -slopes[:, :-2] / f_diff[:-1]
    up = slopes[:, 2:] / f_diff[1:]
    return np.maximum(0.0, np.minimum(down, up))


def melscale_fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm=NormType.NONE, mel_type=MelType.HTK):
    """
    Triangular mel filter bank: a ``(n_freqs, n_mels)`` float32 matrix mapping STFT bins (0 to
    ``sample_rate / 2``) to mel bands evenly spaced between `f_min` and `f_max` on the mel scale.

    Args:
        n_freqs (int): Number of STFT frequency bins.
        f_min (float): Lowest frequency (Hz).
        f_max (float): Highest frequency (Hz).
        n_mels (int): Number of mel bands.
        sample_rate (int): Sample rate (Hz).
        norm (NormType, optional): ``NormType.SLANEY`` divides each filter by its width. Default: ``NormType.NONE``.
        mel_type (MelType, optional): The mel scale. Default: ``MelType.HTK``.

    Returns:
        numpy.ndarray, the filter bank.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a size is not positive or `f_min` is not below `f_max`.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> banks = audio.melscale_fbanks(5, 0.0, 4000.0, 2, 8000)
        >>> print(banks.shape, banks.dtype)
        (5, 2) float32
    """
    type_check(norm, (NormType,), "norm")
    type_check(mel_type, (MelType,), "mel_type")
    _check_bank_args(n_freqs, f_min, f_max, n_mels, sample_rate, "n_mels")
    all_freqs = np.linspace(0, sample_rate // 2, n_freqs)
    m_pts = np.linspace(_hz_to_mel(np.float64(f_min), mel_type), _hz_to_mel(np.float64(f_max), mel_type),
                        n_mels + 2)
    f_pts = _mel_to_hz(m_pts, mel_type)
    banks = _triangles(all_freqs, f_pts)
    if norm == NormType.SLANEY:
        banks *= (2.0 / (f_pts[2:n_mels + 2] - f_pts[:n_mels]))[None, :]
    return banks.astype(np.float32)


def _check_bank_args(n_freqs, f_min, f_max, n_bands, sample_rate, band_name):
    for value, name in ((n_freqs, "n_freqs"), (n_bands, band_name), (sample_rate, "sample_rate")):
        type_check(value, (int,), name)
        if value <= 0:
            raise ValueError(f"Input {name} must be greater than 0.")
    for value, name in ((f_min, "f_min"), (f_max, "f_max")):
        type_check(value, (int, float), name)
    if f_min >= f_max:
        raise ValueError(f"Input f_min should be less than f_max, but got f_min: {f_min} and f_max: {f_max}.")


def linear_fbanks(n_freqs, f_min, f_max, n_filter, sample_rate):
    """
    Triangular filter bank with filters evenly spaced in Hz: a ``(n_freqs, n_filter)`` float32 matrix.

    Args:
        n_freqs (int): Number of STFT frequency bins.
        f_min (float): Lowest frequency (Hz).
        f_max (float): Highest frequency (Hz).
        n_filter (int): Number of filters.
        sample_rate (int): Sample rate (Hz).

    Returns:
        numpy.ndarray, the filter bank.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a size is not positive or `f_min` is not below `f_max`.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.linear_fbanks(3, 0.0, 8000.0, 1, 16000))
        [[0.]
         [1.]
         [0.]]
    """
    _check_bank_args(n_freqs, f_min, f_max, n_filter, sample_rate, "n_filter")
    all_freqs = np.linspace(0, sample_rate // 2, n_freqs)
    f_pts = np.linspace(f_min, f_max, n_filter + 2)
    return _triangles(all_freqs, f_pts).astype(np.float32)


def create_dct(n_mfcc, n_mels, norm=NormMode.NONE):
    """
    The DCT-II matrix ``(n_mels, n_mfcc)`` (float32) that turns log-mel energies into cepstral coefficients.

    Args:
        n_mfcc (int): Number of coefficients kept.
        n_mels (int): Number of mel bands.
        norm (NormMode, optional): ``NormMode.ORTHO`` makes the matrix orthonormal. Default: ``NormMode.NONE``.

    Returns:
        numpy.ndarray, the matrix.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a size is not positive.

    Examples:
        >>> import mindspore.dataset.audio as audio
        >>> print(audio.create_dct(2, 2, audio.NormMode.ORTHO))
        [[ 0.70710677  0.70710677]
         [ 0.70710677 -0.70710677]]
    """
    for value, name in ((n_mfcc, "n_mfcc"), (n_mels, "n_mels")):
        type_check(value, (int,), name)
        if value <= 0:
            raise ValueError(f"Input {name} must be greater than 0.")
    type_check(norm, (NormMode,), "norm")
    n = np.arange(n_mels, dtype=np.float64)
    k = np.arange(n_mfcc, dtype=np.float64)[:, None]
    dct = np.cos(np.pi / n_mels * (n + 0.5) * k)
    if norm == NormMode.NONE:
        dct *= 2.0
    else:
        dct[0] *= 1.0 / np.sqrt(2.0)
        dct *= np.sqrt(2.0 / n_mels)
    return dct.T.astype(np.float32)

"""
``mindspore.dataset.audio``: waveform and spectrogram transforms for ``Dataset.map`` (biquad filters, gains,
fades, decibel conversions, mu-law companding, complex-pair helpers) and their enums and filter banks.
"""
from __future__ import absolute_import

from . import transforms, utils
from .transforms import (Biquad, AllpassBiquad, BandBiquad, BandpassBiquad, BandrejectBiquad, BassBiquad,
                         TrebleBiquad, EqualizerBiquad, HighpassBiquad, LowpassBiquad, DeemphBiquad, LFilter,
                         AmplitudeToDB, DBToAmplitude, Angle, ComplexNorm, Magphase, MuLawEncoding, MuLawDecoding,
                         Gain, Vol, Fade, Spectrogram, MelScale, MelSpectrogram, MFCC, DCShift, Contrast,
                         Overdrive, MaskAlongAxis, ComputeDeltas, SpectralCentroid, RiaaBiquad, Filtfilt, Flanger,
                         Phaser, SlidingWindowCmn, DetectPitchFrequency, TimeStretch, PhaseVocoder, Resample, LFCC,
                         InverseSpectrogram, PitchShift, Vad, Dither, FrequencyMasking, TimeMasking,
                         MaskAlongAxisIID, GriffinLim, InverseMelScale)
from .utils import (BorderType, DensityFunction, FadeShape, GainType, Interpolation, MelType, Modulation, NormMode,
                    NormType, ResampleMethod, ScaleType, WindowType, create_dct, linear_fbanks, melscale_fbanks)

__all__ = [
    "Biquad", "AllpassBiquad", "BandBiquad", "BandpassBiquad", "BandrejectBiquad", "BassBiquad", "TrebleBiquad",
    "EqualizerBiquad", "HighpassBiquad", "LowpassBiquad", "DeemphBiquad", "LFilter", "AmplitudeToDB",
    "DBToAmplitude", "Angle", "ComplexNorm", "Magphase", "MuLawEncoding", "MuLawDecoding", "Gain", "Vol", "Fade",
    "BorderType", "DensityFunction", "FadeShape", "GainType", "Interpolation", "MelType", "Modulation", "NormMode",
    "NormType", "ResampleMethod", "ScaleType", "WindowType", "create_dct", "linear_fbanks", "melscale_fbanks",
    "absolute_import", "Spectrogram", "MelScale", "MelSpectrogram", "MFCC", "DCShift", "Contrast", "Overdrive",
    "MaskAlongAxis", "ComputeDeltas", "SpectralCentroid", "RiaaBiquad", "Filtfilt", "Flanger", "Phaser",
    "SlidingWindowCmn", "DetectPitchFrequency", "TimeStretch", "PhaseVocoder", "Resample", "LFCC",
    "InverseSpectrogram", "PitchShift", "Vad", "Dither", "FrequencyMasking", "TimeMasking", "MaskAlongAxisIID",
    "GriffinLim", "InverseMelScale",
]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

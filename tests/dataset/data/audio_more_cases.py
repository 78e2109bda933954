"""Inputs and expressions of tests/dataset/test_audio_more.py (the filters, pitch, resampling, cepstra, phase
vocoder and masking transforms of ``mindspore.dataset.audio``); the outputs of real MindSpore 2.10 on them are
recorded in audio_more_cases.npz by make_transform_goldens.py."""
import numpy as np


def _seeded(seed, op, data):
    """Apply `op` to `data` right after ``mindspore.dataset.config.set_seed(seed)``."""
    import mindspore.dataset as ds  # pylint: disable=import-outside-toplevel
    ds.config.set_seed(seed)
    return op(data)


def _piped(seed, op, rows):
    """The outputs of `op` mapped over the rows of `rows` in a pipeline seeded with `seed`, stacked."""
    import mindspore.dataset as ds  # pylint: disable=import-outside-toplevel
    ds.config.set_seed(seed)
    pipe = ds.NumpySlicesDataset(rows, ["x"], shuffle=False).map([op], input_columns=["x"], num_parallel_workers=1)
    return np.stack([row["x"] for row in pipe.create_dict_iterator(output_numpy=True)])


def namespace():
    """Names the expressions use: the audio module of whichever MindSpore is imported, and fixed inputs."""
    import mindspore.dataset.audio as audio  # pylint: disable=import-outside-toplevel
    rng = np.random.RandomState(7)
    wave = (rng.rand(2, 48).astype(np.float32) - 0.5)
    t = np.arange(800, dtype=np.float64) / 4000
    tone = (0.6 * np.sin(2 * np.pi * 220 * t) + 0.2 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
    burst = np.concatenate([np.zeros(1200), 0.8 * np.sin(2 * np.pi * 300 * np.arange(2000) / 8000),
                            np.zeros(800)]).astype(np.float32) + (rng.rand(4000).astype(np.float32) - 0.5) * 0.01
    return {"np": np, "audio": audio, "W": wave, "W64": wave.astype(np.float64), "W1": wave[0].copy(),
            "TONE": tone, "BURST": burst, "seeded": _seeded, "piped": _piped,
            "Z": np.fft.rfft(np.hanning(17)[:16] * np.ones((7, 16)), axis=-1).T,
            "SPEC": np.abs(rng.randn(2, 6, 7)).astype(np.float32) * 5,
            "CSPEC": rng.randn(2, 9, 6, 2).astype(np.float32),
            "ADV": np.linspace(0, np.pi * 4, 9, dtype=np.float32)[:, None],
            "SPK": {"n_fft": 16, "win_length": 16, "hop_length": 8, "pad": 0, "window": audio.WindowType.HANN,
                    "power": 2.0, "normalized": False, "center": True, "pad_mode": audio.BorderType.REFLECT,
                    "onesided": True},
            "GSPEC": (np.abs(rng.randn(2, 9, 7)) * 2).astype(np.float32),
            "GMAG": np.abs(rng.randn(9, 13)).astype(np.float32),
            "MELS": np.abs(rng.randn(2, 4, 5)).astype(np.float32)}


CASES = [
    # deterministic filters
    ("riaa44", "audio.RiaaBiquad(44100)(W)"),
    ("riaa96", "audio.RiaaBiquad(96000)(W64)"),
    ("riaa48", "audio.RiaaBiquad(48000)(W1)"),
    ("riaa88", "audio.RiaaBiquad(88200)(W)"),
    ("filtfilt", "audio.Filtfilt([1.0, -0.5, 0.2], [0.4, 0.3, 0.1])(W)"),
    ("filtfilt_noclamp", "audio.Filtfilt([1.0, -0.9], [2.0, 1.0], False)(W * 4)"),
    ("filtfilt_64", "audio.Filtfilt([1.0, 0.1, -0.2], [0.5, 0.2, 0.1])(W64)"),
    ("flanger", "audio.Flanger(8000)(W)"),
    ("flanger_tri", "audio.Flanger(16000, 2.0, 5.0, 30.0, 50.0, 2.0, 60.0, audio.Modulation.TRIANGULAR, "
                    "audio.Interpolation.QUADRATIC)(W)"),
    ("flanger_neg", "audio.Flanger(4000, 1.0, 3.0, -40.0, 80.0, 1.0, 0.0)(W64)"),
    ("flanger_3d", "audio.Flanger(8000, depth=4.0)(np.stack([W, W * 0.5]))"),
    ("phaser", "audio.Phaser(8000)(W)"),
    ("phaser_tri", "audio.Phaser(16000, 0.6, 0.9, 2.0, 0.7, 1.5, False)(W)"),
    ("phaser_64", "audio.Phaser(4000, delay_ms=5.0)(W64)"),
    ("cmn", "audio.SlidingWindowCmn(5, 2)(SPEC)"),
    ("cmn_center", "audio.SlidingWindowCmn(4, 1, True)(SPEC)"),
    ("cmn_vars", "audio.SlidingWindowCmn(3, 2, False, True)(SPEC[0])"),
    ("cmn_center_vars", "audio.SlidingWindowCmn(6, 3, True, True)(SPEC)"),
    ("cmn_default", "audio.SlidingWindowCmn()(SPEC[0])"),
    ("cmn_64", "audio.SlidingWindowCmn(2, 0)(SPEC.astype(np.float64))"),
    ("vad", "audio.Vad(8000)(BURST)"),
    ("vad_2d", "audio.Vad(8000, trigger_level=5.0, pre_trigger_time=0.05)(np.stack([BURST, BURST * 0.5]))"),
    ("vad_quiet", "audio.Vad(8000)(BURST[:1000])"),
    ("pitch", "audio.DetectPitchFrequency(4000)(TONE)"),
    ("pitch_opts", "audio.DetectPitchFrequency(4000, 0.02, 5, 100, 1000)(np.stack([TONE, TONE[::-1].copy()]))"),
    ("pitch_noise", "audio.DetectPitchFrequency(8000, win_length=3)(W)"),
    ("resample_down", "audio.Resample(16000, 8000)(W)"),
    ("resample_up", "audio.Resample(8000, 12000)(W1)"),
    ("resample_kaiser", "audio.Resample(44100, 16000, audio.ResampleMethod.KAISER_WINDOW, 4, 0.9)(W)"),
    ("resample_kaiser_beta", "audio.Resample(3, 5, audio.ResampleMethod.KAISER_WINDOW, beta=8.0)(W64)"),
    ("resample_same", "audio.Resample(100, 100)(W)"),
    ("resample_float", "audio.Resample(16000.5, 8000.25, lowpass_filter_width=3)(W1)"),
    ("lfcc", "audio.LFCC(8000, n_filter=10, n_lfcc=5, speckwargs=SPK)(W)"),
    ("lfcc_log", "audio.LFCC(8000, 8, 4, 100.0, 3000.0, 2, audio.NormMode.NONE, True, dict(SPK, hop_length=4))(W1)"),
    ("lfcc_default", "audio.LFCC(16000, n_filter=20, n_lfcc=10)(np.tile(W1, 20))"),
    ("ispec", "audio.InverseSpectrogram(n_fft=16)(CSPEC.copy())"),
    ("ispec_len", "audio.InverseSpectrogram(40, 16, 12, 4, 0, audio.WindowType.HAMMING, True)(CSPEC.copy())"),
    ("ispec_nocenter", "audio.InverseSpectrogram(None, 16, hop_length=4, center=False)(CSPEC[0].copy())"),
    ("ispec_pad", "audio.InverseSpectrogram(n_fft=16, pad=2, window=audio.WindowType.BLACKMAN)(CSPEC.copy())"),
    ("ispec_roundtrip", "audio.InverseSpectrogram(48, 16, hop_length=4)(np.stack([np.real(Z), np.imag(Z)], -1)"
                        ".astype(np.float32))"),
    ("stretch", "audio.TimeStretch(8, 9, 1.3)(CSPEC.copy())"),
    ("stretch_slow", "audio.TimeStretch(4, 9, 0.7)(CSPEC[0].copy())"),
    ("stretch_default", "audio.TimeStretch(n_freq=9)(CSPEC.copy())"),
    ("vocoder", "audio.PhaseVocoder(1.5, ADV)(CSPEC.copy())"),
    ("vocoder_slow", "audio.PhaseVocoder(0.6, ADV)(CSPEC[1].copy())"),
    ("pitch_shift", "audio.PitchShift(8000, 12, n_fft=16)(W)"),
    ("pitch_shift_down", "audio.PitchShift(8000, -6, 6, 32, 20, 6, audio.WindowType.HAMMING)(W1)"),
    ("pitch_shift_octaves", "audio.PitchShift(4000, 24, 24, 16)(W64)"),
    ("pitch_shift_zero", "audio.PitchShift(16000, 0, n_fft=16)(W)"),
    ("vad_short", "audio.Vad(8000, search_time=0.05, measure_duration=0.02)(BURST)"),
    ("vad_trigger", "audio.Vad(8000, trigger_level=0.0)(BURST)"),
    ("vad_trigger_pre", "audio.Vad(8000, trigger_level=-1.0, pre_trigger_time=0.01, search_time=0.1)(BURST)"),
    ("vad_loud", "audio.Vad(8000, 0.5, 0.01, 0.1, 0.05, measure_duration=0.02)(np.stack([BURST * 50, BURST]))"),
    ("vad_64", "audio.Vad(4000, search_time=0.2, pre_trigger_time=0.1)(BURST.astype(np.float64))"),
    ("vad_mid", "audio.Vad(8000, search_time=0.3, measure_duration=0.05)(BURST[:3000])"),
    ("vad_part", "audio.Vad(8000, search_time=0.4, measure_duration=0.05)(BURST[:2000])"),
    ("vad_err_band", "audio.Vad(8000, hp_filter_freq=5000.0)(BURST)"),
    ("vad_err_lifter", "audio.Vad(8000, hp_lifter_freq=3000.0)(BURST)"),
    ("vad_no_search", "audio.Vad(8000, search_time=0.0)(BURST)"),
    ("vad_int", "audio.Vad(8000, search_time=0.05, measure_duration=0.02)((BURST * 100).astype(np.int16))"),
    # random transforms, right after mindspore.dataset.config.set_seed
    ("dither", "seeded(5, audio.Dither(), W)"),
    ("dither_rpdf", "seeded(5, audio.Dither(audio.DensityFunction.RPDF), W)"),
    ("dither_rpdf_b", "seeded(77, audio.Dither(audio.DensityFunction.RPDF, True), W64)"),
    ("dither_gpdf", "seeded(9, audio.Dither(audio.DensityFunction.GPDF, True), W.copy())"),
    ("dither_gpdf_1d", "seeded(3, audio.Dither(audio.DensityFunction.GPDF), W1.copy())"),
    ("dither_shaped", "audio.Dither(noise_shaping=True)(W64)"),
    ("dither_int", "audio.Dither()(np.array([[1, 2, 3]], np.int16))"),
    ("fmask", "audio.FrequencyMasking(False, 2, 1, 3.0)(SPEC)"),
    ("fmask_iid", "seeded(11, audio.FrequencyMasking(True, 4, 0, 1.5), SPEC)"),
    ("tmask", "audio.TimeMasking(False, 3, 2)(SPEC[0])"),
    ("tmask_iid", "seeded(12, audio.TimeMasking(True, 5), SPEC)"),
    ("tmask_iid_b", "seeded(100, audio.TimeMasking(True, 7, mask_value=2.0), SPEC[0])"),
    ("iid_freq", "seeded(13, audio.MaskAlongAxisIID(5, -1.0, 1), SPEC)"),
    ("iid_time", "seeded(14, audio.MaskAlongAxisIID(6, 4.0, 2), SPEC.astype(np.float64))"),
    ("iid_time2", "seeded(2024, audio.MaskAlongAxisIID(7, 0.5, 2), SPEC[1])"),
    ("iid_int", "seeded(1, audio.MaskAlongAxisIID(3, 0.5, 1), np.ones((4, 3), np.int32))"),
    ("pipe_tmask", "piped(21, audio.TimeMasking(True, 5), np.stack([SPEC[0]] * 4))"),
    ("pipe_iid", "piped(22, audio.MaskAlongAxisIID(4, 9.0, 1), np.stack([SPEC[1]] * 4))"),
    ("pipe_dither", "piped(23, audio.Dither(audio.DensityFunction.RPDF), np.stack([W] * 3))"),
    ("pipe_fmask", "piped(24, audio.FrequencyMasking(True, 3), np.stack([SPEC[0]] * 3))"),
    # more shapes and types
    ("vocoder_badadv", "audio.PhaseVocoder(1.5, ADV[:4])(CSPEC.copy())"),
    ("vocoder_f64adv", "audio.PhaseVocoder(1.5, ADV.astype(np.float64))(CSPEC.copy())"),
    ("stretch_one_3d", "audio.TimeStretch(4, 9, 1.0)(CSPEC[0].copy())"),
    ("flanger_1d", "audio.Flanger(8000)(W1)"),
    ("flanger_int", "audio.Flanger(8000)(np.array([[1, 0, -1, 0]], np.int32))"),
    ("cmn_row1", "audio.SlidingWindowCmn(3, 1)(SPEC[0, :1])"),
    ("resample_int", "audio.Resample(4, 3)(np.array([[1, 2, 3, 4, 5, 6]], np.int16))"),
    ("resample_same_int", "audio.Resample(4, 4)(np.array([1, 2], np.int16))"),
    ("pitch_64", "audio.DetectPitchFrequency(4000, 0.02, 5, 100, 1000)(TONE.astype(np.float64))"),
    ("ispec_twosided", "audio.InverseSpectrogram(n_fft=16, onesided=False)(np.concatenate([CSPEC, CSPEC[:, 1:8]], 1))"),
    ("ispec_pad_len", "audio.InverseSpectrogram(36, n_fft=16, pad=2)(CSPEC.copy())"),
    ("griffin_zero", "audio.GriffinLim(n_fft=16, n_iter=4, momentum=0.0, rand_init=False)(GSPEC)"),
    ("griffin_rand", "seeded(3, audio.GriffinLim(n_fft=16, n_iter=4, momentum=0), GSPEC)"),
    ("griffin_len", "seeded(4, audio.GriffinLim(16, 3, 12, 4, audio.WindowType.HAMMING, 1.0, 0.0, 48), GMAG)"),
    ("griffin_nomom", "seeded(5, audio.GriffinLim(n_fft=16, n_iter=3, momentum=0.0), GSPEC[0])"),
    ("griffin_f64", "seeded(7, audio.GriffinLim(n_fft=16, n_iter=2, momentum=0.0), GSPEC.astype(np.float64))"),
    ("griffin_one", "seeded(8, audio.GriffinLim(n_fft=16, n_iter=1), GSPEC)"),
    ("griffin_mom_zero", "audio.GriffinLim(n_fft=16, n_iter=4, rand_init=False)(GSPEC)"),
    ("griffin_mom_default", "seeded(6, audio.GriffinLim(n_fft=16), GSPEC)"),
    ("griffin_mom_half", "seeded(9, audio.GriffinLim(16, 5, momentum=0.5, length=48), GSPEC[1])"),
    ("griffin_err", "audio.GriffinLim(n_fft=20)(GSPEC)"),
    ("invmel", "seeded(7, audio.InverseMelScale(9, n_mels=4, sample_rate=8000, max_iter=20), MELS)"),
    ("invmel_2d", "seeded(8, audio.InverseMelScale(9, 4, 8000, max_iter=50, sgdargs={'sgd_lr': 0.05, "
                  "'sgd_momentum': 0.0}), MELS[0])"),
    ("invmel_conv", "seeded(9, audio.InverseMelScale(9, 4, 8000, tolerance_loss=1e-3), MELS)"),
    ("invmel_slaney", "seeded(10, audio.InverseMelScale(12, 4, 16000, 100.0, 6000.0, 30, norm=audio.NormType.SLANEY, "
                      "mel_type=audio.MelType.SLANEY), MELS)"),
    ("invmel_err", "audio.InverseMelScale(9, n_mels=5, sample_rate=8000)(MELS)"),
    ("err_griffin_win", "audio.GriffinLim(n_fft=16, win_length=20)"),
    ("err_griffin_power", "audio.GriffinLim(power=0.0)"),
    ("err_invmel_lr", "audio.InverseMelScale(9, sgdargs={'sgd_lr': -1.0, 'sgd_momentum': 0.0})"),
    ("err_invmel_tol", "audio.InverseMelScale(9, tolerance_loss=0.0)"),
    # errors
    ("err_fmask_value", "audio.FrequencyMasking(mask_value=-1.0)"),
    ("err_fmask_param", "audio.FrequencyMasking(True, 7)(SPEC)"),
    ("err_fmask_over", "audio.FrequencyMasking(False, 3, 5)(SPEC)"),
    ("err_tmask_type", "audio.TimeMasking(1)"),
    ("err_iid_axis", "audio.MaskAlongAxisIID(1, 1.0, 3)"),
    ("err_iid_param", "audio.MaskAlongAxisIID(8, 1.0, 2)(SPEC)"),
    ("err_dither", "audio.Dither('TPDF')"),
    ("err_riaa", "audio.RiaaBiquad(16000)"),
    ("err_riaa_type", "audio.RiaaBiquad(44100.0)"),
    ("err_filtfilt", "audio.Filtfilt([1.0], [1.0, 2.0])"),
    ("err_flanger_rate", "audio.Flanger(0)"),
    ("err_flanger_delay", "audio.Flanger(8000, 31.0)"),
    ("err_flanger_mod", "audio.Flanger(8000, modulation='sin')"),
    ("err_phaser", "audio.Phaser(8000, decay=1.0)"),
    ("err_phaser_speed", "audio.Phaser(8000, mod_speed=0.05)"),
    ("err_cmn", "audio.SlidingWindowCmn(-1)"),
    ("err_cmn_type", "audio.SlidingWindowCmn(center=1)"),
    ("err_vad_noise", "audio.Vad(8000, noise_up_time=0.01, noise_down_time=0.1)"),
    ("err_vad_rate", "audio.Vad(0)"),
    ("err_pitch", "audio.DetectPitchFrequency(0)"),
    ("err_pitch_frame", "audio.DetectPitchFrequency(8000, frame_time=0)"),
    ("err_resample", "audio.Resample(0)"),
    ("err_resample_rolloff", "audio.Resample(rolloff=1)"),
    ("err_resample_rolloff0", "audio.Resample(rolloff=0.0)"),
    ("err_lfcc_dct", "audio.LFCC(dct_type=3)"),
    ("err_lfcc_fmax", "audio.LFCC(f_min=100.0, f_max=50.0)"),
    ("err_lfcc_fmin", "audio.LFCC(8000, f_min=4000.0)"),
    ("err_lfcc_nfft", "audio.LFCC(n_lfcc=40, speckwargs=dict(SPK))"),
    ("err_ispec_win", "audio.InverseSpectrogram(n_fft=16, win_length=20)"),
    ("err_stretch", "audio.TimeStretch(fixed_rate=0)"),
    ("err_vocoder", "audio.PhaseVocoder(0, ADV)"),
    ("err_vocoder_adv", "audio.PhaseVocoder(1.0, [1.0])"),
    ("err_pitch_shift", "audio.PitchShift(8000, 1, 0)"),
    ("err_pitch_shift_win", "audio.PitchShift(8000, 1, n_fft=16, win_length=17)"),
    ("err_stretch_input", "audio.TimeStretch(n_freq=9)(W)"),
    ("err_filtfilt_int", "audio.Filtfilt([1.0, 0.0], [1.0, 0.0])(np.array([1, 2], np.int32))"),
]

"""``mindspore.dataset.text``: every expression of data/audio_cases.py (vocabularies, Lookup, the tokenizers with
and without offsets, n-grams, ToNumber, truncation, normalization, errors) compared with the output recorded from
MindSpore 2.10.0 CPU in data/audio_cases.npz (tokens, ids, dtypes, byte offsets, exception types)."""
import os
import sys

import numpy as np
import pytest

import mindspore_compat

DATA = os.path.join(os.path.dirname(__file__), "data")
sys.path.insert(0, DATA)
import goldens_io  # noqa: E402  pylint: disable=wrong-import-position
import audio_cases as cases  # noqa: E402  pylint: disable=wrong-import-position

GOLDENS = dict(np.load(os.path.join(DATA, "audio_cases.npz")))


@pytest.fixture(name="namespace", scope="module")
def _namespace():
    mindspore_compat.install()
    return cases.namespace()


@pytest.mark.parametrize("name,expression", cases.CASES, ids=[c[0] for c in cases.CASES])
def test_matches_mindspore(namespace, name, expression):
    got = goldens_io.evaluate([(name, expression)], namespace)
    want = {k: v for k, v in GOLDENS.items() if k == name or k.startswith((name + "@", name + "#"))}
    # the MFCC chain (power spectrum, decibels, DCT) is computed in float32 by MindSpore: rounding differs more
    rtol = 1e-4 if name.startswith("mfcc") else 1e-5
    assert not goldens_io.compare(got, want, rtol=rtol, atol=1e-4 if name.startswith("mfcc") else 1e-6)


def test_in_pipeline():
    import mindspore_compat.dataset as ds
    import mindspore_compat.dataset.audio as audio
    waves = np.random.RandomState(3).uniform(-0.5, 0.5, (2, 16)).astype(np.float32)
    pipe = ds.NumpySlicesDataset(waves, ["wave"], shuffle=False).map(
        [audio.LowpassBiquad(8000, 1000.0), audio.Gain(6.0)], input_columns=["wave"])
    rows = [row["wave"] for row in pipe.create_dict_iterator(output_numpy=True)]
    for row, wave in zip(rows, waves):
        assert np.allclose(row, audio.Gain(6.0)(audio.LowpassBiquad(8000, 1000.0)(wave)))


def test_docstring_examples(run_doctests):
    for module in ("mindspore_compat.dataset.audio.transforms", "mindspore_compat.dataset.audio.utils"):
        result = run_doctests(module)
        assert result.failed == 0 and result.attempted > 0

"""``mindspore.dataset.text``: every expression of data/text_cases.py (vocabularies, Lookup, the tokenizers with
and without offsets, n-grams, ToNumber, truncation, normalization, errors) compared with the output recorded from
MindSpore 2.10.0 CPU in data/text_cases.npz (tokens, ids, dtypes, byte offsets, exception types)."""
import os
import sys

import numpy as np
import pytest

import mindspore_compat

DATA = os.path.join(os.path.dirname(__file__), "data")
sys.path.insert(0, DATA)
import goldens_io  # noqa: E402  pylint: disable=wrong-import-position
import text_cases as cases  # noqa: E402  pylint: disable=wrong-import-position

GOLDENS = dict(np.load(os.path.join(DATA, "text_cases.npz")))


@pytest.fixture(name="namespace", scope="module")
def _namespace():
    mindspore_compat.install()
    return cases.namespace()


@pytest.mark.parametrize("name,expression", cases.CASES, ids=[c[0] for c in cases.CASES])
def test_matches_mindspore(namespace, name, expression):
    got = goldens_io.evaluate([(name, expression)], namespace)
    want = {k: v for k, v in GOLDENS.items() if k == name or k.startswith((name + "@", name + "#"))}
    assert not goldens_io.compare(got, want)


def test_pipeline_tokenize_and_lookup():
    import mindspore_compat.dataset as ds
    import mindspore_compat.dataset.text as text
    vocab = text.Vocab.from_list(["<unk>", "fast", "slow", "car"])
    pipe = ds.NumpySlicesDataset(["fast car", "slow bike"], ["line"], shuffle=False)
    pipe = pipe.map([text.WhitespaceTokenizer(), text.Lookup(vocab, "<unk>")], input_columns=["line"])
    assert [row["line"].tolist() for row in pipe.create_dict_iterator(output_numpy=True)] == [[1, 3], [2, 0]]


def test_vocab_from_file(tmp_path):
    import mindspore_compat.dataset.text as text
    path = tmp_path / "vocab.txt"
    path.write_text("w1 9\nw2 8\nw3 1\n", encoding="utf8")
    assert text.Vocab.from_file(str(path), " ", 2, ["<s>"]).vocab() == {"<s>": 0, "w1": 1, "w2": 2}
    with pytest.raises(ValueError):
        text.Vocab.from_file(str(path), vocab_size=0)


def test_docstring_examples(run_doctests):
    for module in ("mindspore_compat.dataset.text.transforms", "mindspore_compat.dataset.text.utils"):
        result = run_doctests(module)
        assert result.failed == 0 and result.attempted > 0

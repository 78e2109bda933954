"""``mindspore.dataset.transforms`` Slice and Unique: every expression of data/transforms_extra_cases.py compared
with the output recorded from MindSpore 2.10.0 CPU (data/transforms_extra_cases.npz)."""
import os
import sys

import numpy as np
import pytest

import mindspore_compat

DATA = os.path.join(os.path.dirname(__file__), "data")
sys.path.insert(0, DATA)
import goldens_io  # noqa: E402  pylint: disable=wrong-import-position
import transforms_extra_cases as cases  # noqa: E402  pylint: disable=wrong-import-position

GOLDENS = dict(np.load(os.path.join(DATA, "transforms_extra_cases.npz")))


@pytest.fixture(name="namespace", scope="module")
def _namespace():
    mindspore_compat.install()
    return cases.namespace()


@pytest.mark.parametrize("name,expression", cases.CASES, ids=[c[0] for c in cases.CASES])
def test_matches_mindspore(namespace, name, expression):
    got = goldens_io.evaluate([(name, expression)], namespace)
    want = {k: v for k, v in GOLDENS.items() if k == name or k.startswith((name + "@", name + "#"))}
    assert not goldens_io.compare(got, want)


def test_in_pipeline():
    import mindspore_compat.dataset as ds
    import mindspore_compat.dataset.transforms as transforms
    pipe = ds.NumpySlicesDataset([np.array([[4, 4], [1, 4]])], ["x"], shuffle=False).map(
        transforms.Unique(), ["x"], ["values", "index", "counts"])
    row = next(pipe.create_dict_iterator(output_numpy=True))
    assert row["values"].tolist() == [4, 1] and row["index"].tolist() == [0, 0, 1, 0]
    assert row["counts"].tolist() == [3, 1]


def test_docstring_examples(run_doctests):
    result = run_doctests("mindspore_compat.dataset.transforms.transforms")
    assert result.failed == 0 and result.attempted > 0

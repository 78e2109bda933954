"""CelebADataset on a tiny CelebA folder written by the test: rows, attribute flags, partitions and errors as
MindSpore 2.10 gave them for the same files (recorded with the real MindSpore on CPU)."""
import numpy as np
import pytest
from PIL import Image

import mindspore_compat.dataset as ds


@pytest.fixture()
def celeba(tmp_path):
    for i, name in enumerate(("000001.jpg", "000002.jpg", "000003.jpg")):
        Image.fromarray(np.full((3, 2, 3), 40 * (i + 1), np.uint8)).save(tmp_path / name)
    (tmp_path / "list_attr_celeba.txt").write_text(
        "3\nSmiling Male Young\n000001.jpg 1 -1 1\n000002.jpg -1 -1 1\n000003.jpg  1  1 -1\n")
    (tmp_path / "list_eval_partition.txt").write_text("000001.jpg 0\n000002.jpg 1\n000003.jpg 0\n")
    return str(tmp_path)


# recorded from MindSpore 2.10.0 CPU: (first pixel, attributes) per row
@pytest.mark.parametrize("usage,expected", [
    ("all", [(40, [1, 0, 1]), (80, [0, 0, 1]), (120, [1, 1, 0])]),
    ("train", [(40, [1, 0, 1]), (120, [1, 1, 0])]),
    ("valid", [(80, [0, 0, 1])]),
])
def test_partitions(celeba, usage, expected):
    dataset = ds.CelebADataset(celeba, usage=usage, shuffle=False, decode=True)
    assert dataset.get_col_names() == ["image", "attr"] and dataset.get_dataset_size() == len(expected)
    rows = list(dataset.create_tuple_iterator(output_numpy=True))
    assert [(int(r[0][0, 0, 0]), r[1].tolist()) for r in rows] == expected
    assert all(r[0].shape == (3, 2, 3) and r[1].dtype == np.uint32 for r in rows)


def test_raw_bytes_and_extensions(celeba):
    row = next(ds.CelebADataset(celeba, shuffle=False).create_tuple_iterator(output_numpy=True))
    with open(f"{celeba}/000001.jpg", "rb") as f:
        assert row[0].dtype == np.uint8 and row[0].tobytes() == f.read()
    # recorded from MindSpore 2.10.0 CPU: the rows stay those of the attribute file
    assert ds.CelebADataset(celeba, shuffle=False, extensions=[".png"]).get_dataset_size() == 3


def test_errors(celeba):
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match=r"^usage should be 'all', 'train', 'valid' or 'test'\.$"):
        ds.CelebADataset(celeba, usage="foo")
    with pytest.raises(ValueError, match=r"^CelebADataset doesn't support PKSampler\.$"):
        ds.CelebADataset(celeba, sampler=ds.PKSampler(1))
    empty = ds.CelebADataset(celeba, usage="test")
    assert empty.get_dataset_size() == 0
    with pytest.raises(RuntimeError, match=r"CelebADataset API can't read the data file \(interface mismatch or "
                                           r"no data found\)"):
        list(empty.create_tuple_iterator())

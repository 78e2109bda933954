"""STL10Dataset on small STL-10 binary files written by the test: pixel layout, labels, part order and errors as
MindSpore 2.10 gave them for the same files (recorded with the real MindSpore on CPU)."""
import numpy as np
import pytest

import mindspore_compat.dataset as ds


@pytest.fixture()
def stl(tmp_path):
    x = np.random.RandomState(0).randint(0, 256, size=(2, 3, 96, 96)).astype(np.uint8)
    x.tofile(tmp_path / "train_X.bin")
    np.array([3, 10], np.uint8).tofile(tmp_path / "train_y.bin")
    x[:1].tofile(tmp_path / "test_X.bin")
    np.array([1], np.uint8).tofile(tmp_path / "test_y.bin")
    x[1:].tofile(tmp_path / "unlabeled_X.bin")
    return str(tmp_path)


# recorded from MindSpore 2.10.0 CPU: labels of each usage, in row order
@pytest.mark.parametrize("usage,labels", [
    ("train", [2, 9]), ("test", [0]), ("unlabeled", [-1]), ("train+unlabeled", [2, 9, -1]), ("all", [0, 2, 9, -1]),
])
def test_parts(stl, usage, labels):
    dataset = ds.STL10Dataset(stl, usage=usage, shuffle=False)
    assert dataset.get_col_names() == ["image", "label"] and dataset.get_dataset_size() == len(labels)
    rows = list(dataset.create_tuple_iterator(output_numpy=True))
    assert [int(r[1]) for r in rows] == labels
    assert all(r[0].shape == (96, 96, 3) and r[0].dtype == np.uint8 and r[1].dtype == np.int32 for r in rows)


def test_pixel_layout(stl):
    image = next(ds.STL10Dataset(stl, usage="train", shuffle=False).create_tuple_iterator(output_numpy=True))[0]
    assert image[0, 1].tolist() == [142, 253, 57]  # recorded from MindSpore 2.10.0 CPU


def test_usage_error(stl):
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test', "
                                         r"'unlabeled', 'train\+unlabeled', 'all'\]\.$"):
        ds.STL10Dataset(stl, usage="foo")

"""FakeImageDataset: rows generated from base_seed + row index. Every value below was recorded from MindSpore 2.10.0
CPU with the same arguments (image bytes, labels, sizes, error types and messages)."""
import hashlib

import pytest

import mindspore_compat.dataset as ds


def _rows(**kwargs):
    return list(ds.FakeImageDataset(shuffle=False, **kwargs).create_tuple_iterator(output_numpy=True))


def test_images_and_labels_are_mindspores():
    rows = _rows(num_images=6, image_size=(2, 4, 3), num_classes=10, base_seed=0)
    assert [int(label) for _, label in rows] == [5, 4, 4, 5, 9, 2]
    assert rows[0][0].ravel().tolist() == [183, 215, 236, 211, 247, 246, 241, 63, 84, 103, 56, 41, 41, 97, 211, 63,
                                           109, 239, 118, 188, 212, 35, 178, 63]
    assert rows[1][0].ravel().tolist() == [0] * 16 + [128, 60, 59, 17, 244, 82, 249, 63]
    assert rows[0][0].dtype.name == "uint8" and rows[0][1].dtype.name == "uint32" and rows[0][1].shape == ()


@pytest.mark.parametrize("kwargs, expected", [
    (dict(num_images=3, image_size=(224, 224, 3), num_classes=1000, base_seed=7),
     [("b3ff914899", 76), ("72eac9fd5f", 873), ("1789ed4a0c", 10)]),
    (dict(num_images=2, image_size=(5, 3, 2), num_classes=7, base_seed=-3), [("959a729659", 3), ("e2612d87fd", 3)]),
])
def test_large_and_odd_sizes_match_byte_for_byte(kwargs, expected):
    got = [(hashlib.md5(image.tobytes()).hexdigest()[:10], int(label)) for image, label in _rows(**kwargs)]
    assert got == expected


def test_sampling_options():
    rows = _rows(num_images=6, image_size=(2, 4, 3), num_classes=4, base_seed=2, num_samples=3)
    assert [int(label) for _, label in rows] == [1, 2, 3]
    assert ds.FakeImageDataset(num_images=7, num_shards=2, shard_id=1).get_dataset_size() == 4
    assert ds.FakeImageDataset().get_col_names() == ["image", "label"]


@pytest.mark.parametrize("kwargs, kind, message", [
    (dict(num_images=0), ValueError, "Input num_images is not within the required interval of [1, 2147483647]."),
    (dict(num_images=1.5), TypeError,
     "Argument num_images with value 1.5 is not of type [<class 'int'>], but got <class 'float'>."),
    (dict(image_size=(2, 2)), ValueError, "image_size should be a list or tuple of length 3, but got 2"),
    (dict(image_size=(2, 0, 3)), ValueError,
     "Input image_size[1] is not within the required interval of [1, 2147483647]."),
    (dict(num_classes=0), ValueError, "Input num_classes is not within the required interval of [1, 2147483647]."),
    (dict(base_seed=1.0), TypeError,
     "Argument base_seed with value 1.0 is not of type [<class 'int'>], but got <class 'float'>."),
])
def test_argument_errors(kwargs, kind, message):
    with pytest.raises(kind) as info:
        ds.FakeImageDataset(**kwargs)
    assert str(info.value) == message

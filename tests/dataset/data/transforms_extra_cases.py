"""Inputs and expressions of the Slice / Unique tests (tests/dataset/test_transforms_extra.py); the outputs of
real MindSpore 2.10 are recorded in transforms_extra_cases.npz by make_transform_goldens.py."""
import numpy as np


def namespace():
    import mindspore.dataset.transforms as transforms  # pylint: disable=import-outside-toplevel
    return {"np": np, "transforms": transforms, "X": np.arange(24).reshape(4, 6),
            "C": np.arange(24, dtype=np.float32).reshape(2, 3, 4)}


CASES = [
    ("int", "transforms.Slice(1)(X)"),
    ("negative_int", "transforms.Slice(-1)(X)"),
    ("range", "transforms.Slice(slice(1, 3))(X)"),
    ("list", "transforms.Slice([0, 2])(X)"),
    ("ellipsis", "transforms.Slice(Ellipsis)(X)"),
    ("true", "transforms.Slice(True)(X)"),
    ("none", "transforms.Slice(None)(X)"),
    ("two", "transforms.Slice(slice(1, 3), slice(0, 2))(X)"),
    ("two_ints", "transforms.Slice(1, 2)(X)"),
    ("step_list", "transforms.Slice(slice(None, None, 2), [1, 5])(X)"),
    ("range_ellipsis", "transforms.Slice(slice(1, 3), Ellipsis)(X)"),
    ("step", "transforms.Slice(slice(0, 4, 3))(X)"),
    ("three_d", "transforms.Slice([1], slice(0, 3, 2))(C)"),
    ("one_d", "transforms.Slice(slice(1, 3))(np.arange(5))"),
    ("negative_start", "transforms.Slice(slice(-3, None))(X)"),
    ("reverse", "transforms.Slice(slice(None, None, -1))(X)"),
    ("open_stop", "transforms.Slice(slice(1, None))(X)"),
    ("no_start_step", "transforms.Slice(slice(None, 3, 2))(X)"),
    ("no_start", "transforms.Slice(slice(None, 3))(X)"),
    ("negative_range", "transforms.Slice(slice(-3, 6))(X)"),
    ("negative_step", "transforms.Slice(slice(3, 0, -2))(X)"),
    ("past_end", "transforms.Slice(slice(2, 10))(X)"),
    ("empty", "transforms.Slice(slice(3, 1))(X)"),
    ("out_of_bounds", "transforms.Slice([5])(X)"),
    ("bad_type", "transforms.Slice('a')"),
    ("unique", "transforms.Unique()(np.array([[1, 2], [2, 1]]))"),
    ("unique_order", "transforms.Unique()(np.array([[3, 1, 3], [2, 1, 9]]))"),
    ("unique_float", "transforms.Unique()(np.array([[1.5, 0.5], [1.5, -2.0]], np.float32))"),
    ("unique_3d", "transforms.Unique()(np.array([[[7, 7]], [[0, 7]]], np.uint8))"),
    ("unique_1d", "transforms.Unique()(np.array([3, 1, 3]))"),
    ("unique_str", "transforms.Unique()(np.array([['b', 'a'], ['b', 'c']]))"),
]

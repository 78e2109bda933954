"""mindspore.dataset.transforms: values and messages recorded with the real MindSpore 2.10."""
import numpy as np
import pytest

import mindspore_compat as ms
import mindspore_compat.dataset as ds
import mindspore_compat.dataset.transforms as T
import mindspore_compat.dataset.vision as vision


def test_type_cast():
    assert T.TypeCast(ms.int32)([1.7, 2.2]).tolist() == [1, 2]
    out = T.TypeCast("int32")(np.array([1.7, -2.2]))
    assert out.dtype == np.int32 and out.tolist() == [1, -2]
    assert T.TypeCast(ms.bool_)(np.array([1.7, 0])).tolist() == [True, False]
    assert T.TypeCast(np.int8)(np.array([200.7, -3.5])).tolist() == [-56, -3]
    assert T.TypeCast("uint8")(np.array([-1, 256])).tolist() == [255, 0]
    assert T.TypeCast(ms.float16)(np.array([1, 2])).dtype == np.float16
    assert T.TypeCast(np.float64)(np.array([1, 2])).dtype == np.float64
    with pytest.raises(TypeError, match="Argument data_type with value 1 is not of type"):
        T.TypeCast(1)


def test_one_hot():
    out = T.OneHot(4)(np.array([1, 3]))
    assert out.dtype == np.int64 and out.tolist() == [[0, 1, 0, 0], [0, 0, 0, 1]]
    assert T.OneHot(4)(np.array(2)).tolist() == [0, 0, 1, 0]
    smooth = T.OneHot(3, 0.1)(np.array(0))
    assert smooth.dtype == np.float64
    np.testing.assert_allclose(smooth, [0.9333333333333333, 0.03333333333333333, 0.03333333333333333])
    with pytest.raises(RuntimeError, match="OneHot: index values should not bigger than num classes: 3, but got: 5"):
        T.OneHot(3)(np.array([5]))
    with pytest.raises(RuntimeError, match="OneHot: Only support scalar or 1D input, got rank: 2"):
        T.OneHot(3)(np.array([[0, 2]]))
    with pytest.raises(ValueError, match="^Input must be greater than 0.$"):
        T.OneHot(0)


def test_fill_duplicate_concatenate_mask_padend():
    out = T.Fill(2.5)(np.array([1, 2]))
    assert out.dtype == np.int64 and out.tolist() == [2, 2]
    assert T.Fill("a")(np.array(["x", "y"])).tolist() == ["a", "a"]
    a, b = T.Duplicate()(np.array([[1], [2]]))
    assert a.tolist() == b.tolist() == [[1], [2]]
    with pytest.raises(RuntimeError, match="Duplicate: only supports transform one column each time, got column num: 2"):
        T.Duplicate()(np.array([1]), np.array([2]))
    assert T.Concatenate(0, np.array([9]), np.array([8, 8]))(np.array([1, 2])).tolist() == [9, 1, 2, 8, 8]
    assert T.Concatenate()(np.array([1, 2])).tolist() == [1, 2]
    with pytest.raises(ValueError, match="^can only prepend 1D arrays.$"):
        T.Concatenate(-1, np.array([[0]]))
    with pytest.raises(RuntimeError, match="Concatenate: input datatype does not match the prepend datatype, got "
                                           "input datatype: int64, prepend datatype:float64"):
        T.Concatenate(0, np.array([1.5]))(np.array([1, 2]))
    assert T.Mask(T.Relational.EQ, 2)(np.array([1, 2, 3])).tolist() == [False, True, False]
    out = T.Mask(T.Relational.GT, 1, ms.int32)(np.array([1, 2, 3]))
    assert out.dtype == np.int32 and out.tolist() == [0, 1, 1]
    assert T.PadEnd([4], 9)(np.array([1, 2])).tolist() == [1, 2, 9, 9]
    assert T.PadEnd([1])(np.array([1, 2])).tolist() == [1]
    assert T.PadEnd([2, 3])(np.array([[1], [2]])).tolist() == [[1, 0, 0], [2, 0, 0]]


def test_compose_and_random_combinators():
    assert T.Compose([vision.Rescale(2.0, 0), vision.HWC2CHW()])(np.ones((4, 5, 3), np.uint8)).shape == (3, 4, 5)
    a, b = T.Compose([lambda x: x + 1, lambda x: (x, x * 2)])(np.array([1]))
    assert (a.tolist(), b.tolist()) == ([2], [4])
    assert T.RandomApply([lambda x: x + 1], prob=1.0)(np.array([1])).tolist() == [2]
    assert T.RandomApply([lambda x: x + 1], prob=0.0)(np.array([1])).tolist() == [1]
    assert T.RandomChoice([lambda x: x + 1])(np.array([1])).tolist() == [2]
    assert T.RandomOrder([lambda x: x * 2, lambda x: x * 3])(np.array([1])).tolist() == [6]
    with pytest.raises(ValueError, match="^transforms list can not be empty.$"):
        T.Compose([])
    with pytest.raises(ValueError, match=r"^Input prob is not within the required interval of \[0.0, 1.0\].$"):
        T.RandomApply([lambda x: x], prob=1.5)


def test_random_transforms_are_seeded_per_pipeline():
    data = ds.NumpySlicesDataset(np.arange(40), shuffle=False)
    choice = T.RandomChoice([lambda x: x * 0, lambda x: x * 0 + 1])

    def run():
        return [int(r[0]) for r in data.map(choice).create_tuple_iterator(output_numpy=True)]
    ds.config.set_seed(4)
    first = run()
    assert first == run()
    assert 0 < sum(first) < 40
    ds.config.set_seed(5)
    assert run() != first


def test_map_with_transforms():
    data = ds.NumpySlicesDataset({"label": [0, 2, 1]}, shuffle=False)
    data = data.map([T.OneHot(3), T.TypeCast(ms.float32)], input_columns="label")
    rows = [r[0] for r in data.create_tuple_iterator()]
    assert rows[1].dtype == ms.float32
    assert [r.asnumpy().tolist() for r in rows] == [[1, 0, 0], [0, 0, 1], [0, 1, 0]]

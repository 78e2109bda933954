"""mindspore.parallel.Layout (also mindspore.Layout and mindspore.ops.primitive.Layout); values and errors recorded
from MindSpore 2.10.0 CPU with the same calls."""
import pytest

import mindspore_compat as ms
from mindspore_compat import parallel
from mindspore_compat.ops import primitive
from mindspore_compat.parallel import Layout


def test_same_class_everywhere():
    assert ms.Layout is Layout and primitive.Layout is Layout


def test_to_dict_recorded():
    mesh = Layout((2, 2, 2), ("dp", "sp", "mp"))
    # recorded from MindSpore 2.10.0 CPU
    assert mesh(("dp", "mp"), "sp").to_dict() == {
        "device_matrix": (2, 2, 2), "tensor_map": ((2, 0), 1), "interleaved_parallel": False,
        "alias_name": ("dp", "sp", "mp"), "rank_list": [0, 1, 2, 3, 4, 5, 6, 7]}
    copy = mesh("dp", "None")
    assert copy.to_dict()["tensor_map"] == (2, -1)
    assert mesh.to_dict()["tensor_map"] == (2, -1)  # the called layout keeps the last map, as in MindSpore
    assert Layout((4,), ("a",), rank_list=[3, 2, 1, 0])("a").to_dict() == {
        "device_matrix": (4,), "tensor_map": (0,), "interleaved_parallel": False, "alias_name": ("a",),
        "rank_list": [3, 2, 1, 0]}
    assert Layout((2, 2), ("dp", "interleaved_parallel"))("dp", "interleaved_parallel").to_dict() == {
        "device_matrix": (2, 2), "tensor_map": (1, 0), "interleaved_parallel": True,
        "alias_name": ("dp", "interleaved_parallel"), "rank_list": [0, 1, 2, 3]}


MESH = Layout((2, 2, 2), ("dp", "sp", "mp"))


@pytest.mark.parametrize("call, exc, message", [
    # recorded from MindSpore 2.10.0 CPU
    (lambda: Layout([2], ("a",)), TypeError, "device_matrix must be tuple type, but got:<class 'list'>"),
    (lambda: Layout((2,), ["a"]), TypeError, "alias_name must be tuple type, but got:<class 'list'>"),
    (lambda: Layout((2, 2), ("a",)), ValueError, "device_matrix length should be equal to alias_name length"),
    (lambda: Layout((2.0,), ("a",)), TypeError,
     "The element of device_matrix must be int type, but got:<class 'float'>"),
    (lambda: Layout((2,), (1,)), TypeError, "The element of alias_name must be str type, but got:<class 'int'>"),
    (lambda: Layout((2,), ("",)), ValueError, "The element of alias_name can not be empty."),
    (lambda: Layout((2,), ("None",)), ValueError,
     "The element of alias_name can not set 'None', because 'None' means no sharding."),
    (lambda: Layout((2, 2), ("a", "a")), ValueError, "Each element of alias_name ('a', 'a') should be different"),
    (lambda: Layout((2, 2), ("interleaved_parallel", "a")), ValueError,
     "When alias_name ('interleaved_parallel', 'a') contains keyword 'interleaved_parallel', it should be at the "
     "last dim of alias_name, which means the virtual sharding."),
    (lambda: Layout((2,), ("a",), rank_list=(0, 1)), TypeError, "The rank_list should be a list, but got tuple."),
    (lambda: Layout((2,), ("a",), rank_list=[0, 1.0]), TypeError,
     "The element of rank_list should be int, but got float."),
    (lambda: Layout((2,), ("a",), rank_list=[0]), ValueError,
     "The length of rank_list should be equal to the product of device_matrix, but got 1 and 2."),
    (lambda: MESH("x"), ValueError, "The axis x is not found in ('dp', 'sp', 'mp')"),
    (lambda: MESH("dp", "dp"), ValueError, "The axis dp has been set more than one in ('dp', 'sp', 'mp')"),
    (lambda: Layout((2,), ("a",)).to_dict(), ValueError, "The tensor_map of layout is None"),
])
def test_errors_recorded(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.common._layout")
    assert result.attempted >= 5 and result.failed == 0
    assert parallel.Layout.__doc__

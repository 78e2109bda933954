"""The operator registry (ops/_registry.py): views generated from one entry, and the behaviours that used to differ
between the copies of an operator. Expected values are recorded from MindSpore 2.10.0 CPU (/tmp probe scripts run
with the same inputs in the MindSpore venv)."""
import inspect

import numpy as np
import pytest

from mindspore_compat import Tensor, ops
from mindspore_compat.common import dtype as mstype
from mindspore_compat.ops import _registry

X = np.array([[1, 5, 3], [4, 2, 6]], np.float32)


def test_topk_indices_are_int32_in_every_view():
    x = Tensor(X)
    for v, i in (ops.topk(x, 2), x.topk(2), ops.TopK()(x, 2), ops.top_k(x, 2), x.top_k(2)):
        assert i.dtype == mstype.int32
        assert i.asnumpy().tolist() == [[1, 2], [2, 0]] and v.asnumpy().tolist() == [[5, 3], [6, 4]]
    # recorded: topk(x, 2, dim=0) indices Int32; smallest with ties [1,3,3,1], k=3 -> values [1,1,3], indices [0,3,1]
    assert x.topk(2, dim=0)[1].dtype == mstype.int32
    v, i = ops.topk(Tensor(np.array([1, 3, 3, 1], np.float32)), 3, largest=False)
    assert v.asnumpy().tolist() == [1, 1, 3] and i.asnumpy().tolist() == [0, 3, 1]
    for dt in (np.int32, np.int64, np.float16, np.uint8, np.float64):  # recorded: values keep dtype, indices Int32
        v, i = ops.topk(Tensor(np.array([3, 1, 2], dt)), 2)
        assert v.asnumpy().tolist() == [3, 2] and i.dtype == mstype.int32 and i.asnumpy().tolist() == [0, 2]


def test_topk_errors():
    x = Tensor(X)
    for f in (lambda: ops.topk(x, 5), lambda: x.topk(5), lambda: ops.TopK()(x, 5), lambda: ops.topk(x, 0)):
        with pytest.raises(ValueError, match="For 'TopK', the 'k' must be in"):
            f()
    for f in (lambda: ops.topk(x, 2.0), lambda: ops.TopK()(x, 2.0), lambda: ops.topk(x, True),
              lambda: ops.topk(Tensor(np.array([True, False])), 1), lambda: ops.topk([1, 2], 1)):
        with pytest.raises(TypeError, match="TopK"):
            f()
    with pytest.raises(TypeError, match="'sorted' should be 'bool'"):
        ops.TopK(sorted=1)
    with pytest.raises(RuntimeError):
        ops.topk(Tensor(3.0), 1)
    with pytest.raises(ValueError):
        ops.topk(x, 1, dim=5)


def test_argmin_is_int32_in_every_view():
    x = Tensor(X)
    for r in (ops.argmin(x), x.argmin()):
        assert r.dtype == mstype.int32 and r.shape == () and r.item() == 0
    # recorded: keepdims is ignored when axis is None (shape ()); Tensor.argmin(dim=1, keepdim=True) -> [[0], [1]]
    assert ops.argmin(x, keepdims=True).shape == ()
    assert x.argmin(dim=1, keepdim=True).asnumpy().tolist() == [[0], [1]]
    assert ops.argmin(x, 1, keepdims=True).shape == (2, 1) and ops.argmin(x, 1).dtype == mstype.int32
    assert ops.Argmin()(x).asnumpy().tolist() == [0, 1] and ops.Argmin()(x).dtype == mstype.int32
    assert ops.Argmin(output_type=mstype.int64)(x).dtype == mstype.int64
    for dt in (np.float16, np.int64, np.uint8):  # recorded: [3, 1, 2] -> 1, Int32
        r = ops.argmin(Tensor(np.array([3, 1, 2], dt)))
        assert r.item() == 1 and r.dtype == mstype.int32
    assert ops.argmin(Tensor(2.0)).dtype == mstype.int64  # recorded: a 0-d input gives Int64 0
    for f in (lambda: ops.argmin(x, 5), lambda: x.argmin(5), lambda: ops.Argmin(5)(x)):
        with pytest.raises(ValueError, match="Argmin"):
            f()
    for f in (lambda: ops.argmin(Tensor(np.array([True, False]))), lambda: ops.argmin(x, 1.0)):
        with pytest.raises(TypeError):
            f()


def test_diag_has_mindspore_semantics_in_every_view():
    d = Tensor(np.array([1, 2], np.float32))
    for r in (ops.diag(d), d.diag(), ops.Diag()(d)):
        assert r.asnumpy().tolist() == [[1, 0], [0, 2]]
    # recorded: a (2, 2) input gives shape (2, 2, 2, 2) with out[i, j, i, j] = x[i, j]
    m = Tensor(np.array([[1, 2], [3, 4]], np.int64))
    for r in (ops.diag(m), m.diag()):
        assert r.shape == (2, 2, 2, 2) and r.dtype == mstype.int64
        assert r.asnumpy().tolist() == [[[[1, 0], [0, 0]], [[0, 2], [0, 0]]], [[[0, 0], [3, 0]], [[0, 0], [0, 4]]]]
    for f in (lambda: ops.diag(Tensor(3.0)), lambda: Tensor(3.0).diag()):
        with pytest.raises(ValueError, match="Diag"):
            f()
    for f in (lambda: ops.diag([1, 2]), lambda: ops.diag(Tensor(np.array([True, False])))):
        with pytest.raises(TypeError):
            f()


def test_expand_dims_raises_value_error_in_every_view():
    x = Tensor(X)
    for f in (lambda: ops.expand_dims(x, 5), lambda: x.expand_dims(5), lambda: ops.ExpandDims()(x, 5),
              lambda: ops.expand_dims(x, -4), lambda: ops.unsqueeze(x, 3), lambda: x.unsqueeze(3)):
        with pytest.raises(ValueError, match="ExpandDims"):
            f()
    for f in (lambda: ops.expand_dims(x, 1.0), lambda: ops.expand_dims([1, 2], 0)):
        with pytest.raises(TypeError):
            f()
    assert ops.expand_dims(x, -3).shape == (1, 2, 3) and x.unsqueeze(-1).shape == (2, 3, 1)


def test_squeeze_keeps_axes_whose_length_is_not_one():
    y = Tensor(np.ones((2, 1, 3), np.float32))
    for r in (ops.squeeze(y, 0), y.squeeze(0), ops.Squeeze(0)(y)):  # recorded: unchanged, (2, 1, 3)
        assert r.shape == (2, 1, 3)
    for r in (ops.squeeze(y, (0, 1)), ops.squeeze(y, [1]), ops.squeeze(y, -2)):  # recorded: (2, 3)
        assert r.shape == (2, 3)
    assert ops.squeeze(Tensor(1.0), 0).shape == ()
    for f in (lambda: ops.squeeze(y, 5), lambda: y.squeeze(5), lambda: ops.Squeeze(5)(y)):
        with pytest.raises(ValueError):
            f()
    with pytest.raises(TypeError, match="'axis' should be one of"):
        ops.Squeeze(1.0)
    with pytest.raises(TypeError):
        ops.squeeze(y, 1.0)


def test_views_have_their_own_signatures():
    assert str(inspect.signature(ops.topk)) == "(input, k, dim=None, largest=True, sorted=True)"
    assert str(inspect.signature(ops.TopK)) == "(sorted=True)"
    assert str(inspect.signature(ops.TopK.__call__)) == "(self, input_x, k)"
    assert str(inspect.signature(ops.unsqueeze)) == "(input, dim)"
    assert str(inspect.signature(Tensor.argmin)) == "(self, axis=None, keepdims=False, *, dim=None, keepdim=None)"
    assert str(inspect.signature(ops.Argmin)) == "(axis=-1, output_type=mindspore.int32)".replace(
        "mindspore.int32", repr(mstype.int32))
    # keyword calls bind by the view's own names
    x = Tensor(X)
    assert ops.TopK()(input_x=x, k=1)[1].asnumpy().tolist() == [[1], [2]]
    assert ops.unsqueeze(input=x, dim=0).shape == (1, 2, 3)
    with pytest.raises(TypeError):
        ops.unsqueeze(x, axis=0)


def test_primitive_attributes_reach_the_implementation():
    x = Tensor(X)
    p = ops.Argmin(axis=0)
    assert p.axis == 0 and p.attrs["axis"] == 0 and p(x).asnumpy().tolist() == [0, 1, 0]
    p.add_prim_attr("axis", 1)
    assert p(x).asnumpy().tolist() == [0, 1]
    assert ops.TopK(sorted=True).init_attrs == {"sorted": True}


def test_every_entry_has_views_and_no_name_is_registered_twice():
    seen = {}
    for name, entry in _registry.REGISTRY.items():
        assert entry.views, name
        for key in entry.views:
            assert key not in seen, f"{key} registered by {seen.get(key)} and {name}"
            seen[key] = name


def test_topk_unsorted_comes_in_index_order():
    v, i = ops.topk(Tensor(np.array([1, 3, 5, 2], np.float32)), 2, sorted=False)  # recorded: [3. 5.] [1 2]
    assert v.asnumpy().tolist() == [3, 5] and i.asnumpy().tolist() == [1, 2]


def test_argmax_views():
    x = Tensor(X)
    # recorded from MindSpore 2.10.0 CPU: ops.argmax / Tensor.argmax give Int64, ops.Argmax() Int32
    assert ops.argmax(x).item() == 5 and ops.argmax(x).dtype == mstype.int64
    assert ops.argmax(x, 1, keepdim=True).asnumpy().tolist() == [[1], [2]]
    assert x.argmax().dtype == mstype.int64 and x.argmax(axis=0, keepdims=True).asnumpy().tolist() == [[1, 0, 1]]
    assert x.argmax(dim=1).asnumpy().tolist() == [1, 2]
    assert ops.Argmax()(x).asnumpy().tolist() == [1, 2] and ops.Argmax()(x).dtype == mstype.int32
    assert ops.Argmax(output_type=mstype.int64)(x).dtype == mstype.int64
    assert ops.argmax(Tensor(np.array([3, 1, 3], np.float32))).item() == 0  # first of equal maxima
    assert ops.argmax(Tensor(np.array([True, False]))).item() == 0 and ops.argmax(Tensor(2.0)).item() == 0
    with pytest.raises(ValueError, match="Argmax"):
        ops.Argmax(5)(x)
    with pytest.raises(ValueError, match="output_type"):
        ops.Argmax(output_type=mstype.float32)(x)


def test_softmax_views():
    x = Tensor(X)
    expected = [[0.015876, 0.866813, 0.11731], [0.11731, 0.015876, 0.866814]]  # recorded, rounded to 6 places
    for r in (ops.softmax(x), ops.Softmax()(x), x.softmax(-1)):
        np.testing.assert_allclose(r.asnumpy(), expected, atol=2e-6)
    axis0 = [[0.047426, 0.952574, 0.047426], [0.952574, 0.047426, 0.952574]]  # recorded
    for r in (ops.softmax(x, 0), ops.Softmax((0,))(x), x.softmax(0)):
        np.testing.assert_allclose(r.asnumpy(), axis0, atol=2e-6)
    assert x.softmax(1, dtype=mstype.float64).dtype == mstype.float64
    with pytest.raises(TypeError, match="'axis' must be 'int'"):
        ops.softmax(x, (0,))
    with pytest.raises(TypeError, match="one of '\\[int, tuple of int\\]'"):
        ops.Softmax(1.0)
    for f in (lambda: ops.softmax(Tensor(np.array([1, 2], np.int32))), lambda: ops.softmax([1.0])):
        with pytest.raises(TypeError):
            f()
    for f in (lambda: ops.softmax(x, 5), lambda: ops.Softmax(axis=5)(x), lambda: ops.softmax(Tensor(2.0))):
        with pytest.raises(ValueError):
            f()

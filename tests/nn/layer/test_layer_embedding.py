"""Embedding: table Parameter, lookup, out-of-range ids, padding_idx, repr, validation."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


def test_embedding_param_and_default_init():
    torch.manual_seed(0)
    emb = nn.Embedding(200, 50)
    params = list(emb.get_parameters())
    assert [(p.name, p.shape, p.dtype) for p in params] == [("embedding_table", (200, 50), ms.float32)]
    assert 0.007 < emb.embedding_table.asnumpy().std() < 0.013  # 'normal' = N(0, 0.01)
    assert repr(nn.Embedding(3, 2, embedding_table="zeros")) == (
        "Embedding(vocab_size=3, embedding_size=2, use_one_hot=False, embedding_table=Parameter "
        "(name=embedding_table, shape=(3, 2), dtype=Float32, requires_grad=True), dtype=Float32, padding_idx=None)")


@pytest.mark.parametrize("use_one_hot", [False, True])
def test_embedding_lookup(use_one_hot):
    table = np.arange(12, dtype=np.float32).reshape(4, 3)
    emb = nn.Embedding(4, 3, use_one_hot=use_one_hot, embedding_table=Tensor(table))
    for dtype in (ms.int32, ms.int64):
        ids = np.array([[0, 3], [2, 2], [1, 0]])
        out = emb(Tensor(ids, dtype))
        assert out.shape == (3, 2, 3) and out.dtype == ms.float32
        np.testing.assert_array_equal(out.asnumpy(), table[ids])


def test_embedding_out_of_range_gives_zeros():
    table = np.arange(6, dtype=np.float32).reshape(3, 2)
    emb = nn.Embedding(3, 2, embedding_table=Tensor(table))
    out = emb(Tensor(np.array([1, 3, -1, 0]), ms.int32)).asnumpy()
    np.testing.assert_array_equal(out, [[2, 3], [0, 0], [0, 0], [0, 1]])


def test_embedding_padding_idx_and_grad():
    emb = nn.Embedding(4, 2, embedding_table="ones", padding_idx=2)
    np.testing.assert_array_equal(emb.embedding_table.asnumpy()[2], [0, 0])
    assert emb.padding_idx == 2
    out = emb(Tensor(np.array([2, 2, 1]), ms.int32))
    out._t.sum().backward()
    # MindSpore only zeroes the initial row; the row still receives gradient
    np.testing.assert_array_equal(emb.embedding_table._t.grad.numpy()[:, 0], [0, 1, 2, 0])


def test_embedding_validation():
    with pytest.raises(TypeError, match="vocab_size"):
        nn.Embedding(3.0, 2)
    with pytest.raises(TypeError, match="embedding_size"):
        nn.Embedding(3, "2")
    with pytest.raises(TypeError, match="use_one_hot"):
        nn.Embedding(3, 2, use_one_hot=1)
    with pytest.raises(ValueError, match="padding_idx"):
        nn.Embedding(3, 2, padding_idx=3)
    with pytest.raises(TypeError, match="dtype"):
        nn.Embedding(3, 2, dtype=ms.bool_)

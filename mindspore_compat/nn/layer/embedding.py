"""Embedding layer (``mindspore.nn.layer.embedding``)."""
import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer
from ... import _checkparam as validator

__all__ = ["Embedding"]


class Embedding(Cell):
    r"""
    A lookup table of `vocab_size` vectors of length `embedding_size`: each input index is replaced by its row.

    Indices outside ``[0, vocab_size)`` give a zero vector (as MindSpore's Gather does).

    Args:
        vocab_size (int): Number of rows of the table.
        embedding_size (int): Length of each vector.
        use_one_hot (bool): Look up through a one-hot matrix product instead of a gather (same result).
            Default: ``False`` .
        embedding_table (Union[Tensor, str, Initializer, numbers.Number]): Initializer of the table, held in the
            Parameter ``embedding_table`` of shape :math:`(vocab\_size, embedding\_size)`. Default: ``'normal'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the one-hot values (the table itself is float32).
            Default: ``mstype.float32`` .
        padding_idx (int, None): When given, row `padding_idx` of the table starts as zeros. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Integer Tensor of indices, of any shape, int32 or int64.

    Outputs:
        Tensor of shape :math:`(*x.shape, embedding\_size)`.

    Raises:
        TypeError: If `vocab_size` or `embedding_size` is not an int.
        TypeError: If `use_one_hot` is not a bool.
        TypeError: If `dtype` is not a numeric dtype.
        ValueError: If `padding_idx` is an int outside ``[0, vocab_size)``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> table = Tensor(np.arange(6).reshape(3, 2), ms.float32)
        >>> net = nn.Embedding(3, 2, embedding_table=table, padding_idx=0)
        >>> print(net(Tensor(np.array([[2, 0], [1, 1]]), ms.int32)))
        [[[4. 5.]
          [0. 0.]]
        <BLANKLINE>
         [[2. 3.]
          [2. 3.]]]
        >>> print(net(Tensor(np.ones([8, 5]), ms.int32)).shape)
        (8, 5, 2)
    """

    def __init__(self, vocab_size, embedding_size, use_one_hot=False, embedding_table="normal",
                 dtype=mstype.float32, padding_idx=None):
        super().__init__()
        cls = self.cls_name
        self.vocab_size = validator.check_value_type("vocab_size", vocab_size, [int], cls)
        self.embedding_size = validator.check_value_type("embedding_size", embedding_size, [int], cls)
        validator.check_value_type("use_one_hot", use_one_hot, [bool], cls)
        if dtype not in mstype.number_type:
            raise TypeError(f"For '{cls}', the 'dtype' must be a number type, but got {dtype}.")
        self.use_one_hot = use_one_hot
        self.dtype = dtype
        table = initializer(embedding_table, [vocab_size, embedding_size])
        self.padding_idx = padding_idx
        if padding_idx is not None:
            validator.check_value_type("padding_idx", padding_idx, [int], cls)
            if not 0 <= padding_idx < vocab_size:
                raise ValueError(f"For '{cls}', the 'padding_idx' must be in range [0, {vocab_size}), "
                                 f"but got {padding_idx}.")
            data = table._t.detach().clone()
            data[padding_idx] = 0
            table = _wrap(data)
        self.embedding_table = Parameter(table, name="embedding_table")

    def construct(self, ids):
        if not isinstance(ids, Tensor):
            raise TypeError(f"For '{self.cls_name}', the 'ids' must be 'Tensor', but got '{type(ids).__name__}'.")
        idx = ids._t
        weight = self.embedding_table._t
        if idx.device.type == "cpu":
            try:
                return _wrap(F.embedding(idx, weight))
            except IndexError:
                pass
        valid = (idx >= 0) & (idx < weight.shape[0])
        out = F.embedding(torch.where(valid, idx, 0), weight)
        return _wrap(out * valid.unsqueeze(-1).to(out.dtype))

    def extend_repr(self):
        return (f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, "
                f"use_one_hot={self.use_one_hot}, embedding_table={self.embedding_table}, dtype={self.dtype}, "
                f"padding_idx={self.padding_idx}")

"""Embedding layers (``mindspore.nn.layer.embedding``): Embedding, EmbeddingExt, EmbeddingLookup and
MultiFieldEmbeddingLookup."""
import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer, Normal
from ... import _checkparam as validator
from ... import ops

__all__ = ["Embedding", "EmbeddingExt", "EmbeddingLookup", "MultiFieldEmbeddingLookup"]


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


def _lookup_rows(table, idx):
    """Rows of `table` at `idx`; indices outside ``[0, rows)`` give zero rows (MindSpore's CPU lookup)."""
    valid = (idx >= 0) & (idx < table.shape[0])
    out = F.embedding(torch.where(valid, idx, 0).long(), table)
    return torch.where(valid.unsqueeze(-1), out, torch.zeros((), dtype=out.dtype))


def _clip_rows(out, max_norm):
    """Each embedding vector (last axis) scaled down to L2 norm `max_norm` when it is longer."""
    norm = out.square().sum(-1, keepdim=True).sqrt()
    return out * max_norm / torch.maximum(norm, torch.tensor(max_norm, dtype=out.dtype))


class EmbeddingExt(Cell):
    r"""
    A lookup table of `num_embeddings` vectors of length `embedding_dim`, looked up with
    :func:`mindspore.ops.embedding` (held in the Parameter ``weight``, initialised from a standard normal).

    Args:
        num_embeddings (int): Number of rows of the table.
        embedding_dim (int): Length of each vector.
        padding_idx (int, optional): A row that starts as zeros; negative values count from the end.
            Default: ``None`` .
        max_norm (float, optional): When given, looked-up rows longer than this (in the `norm_type` norm) are
            rescaled to it, in the table too. Default: ``None`` .
        norm_type (float): The p of the norm used by `max_norm`. Default: ``2.0`` .
        scale_grad_by_freq (bool): Scale the table's gradient by the inverse frequency of each index in the
            batch. Default: ``False`` .
        sparse (bool): Must be ``False`` (sparse gradients are not provided by MindSpore either).
            Default: ``False`` .
        _weight (Tensor, optional): Initial table of shape :math:`(num\_embeddings, embedding\_dim)`.
            Default: ``None`` .
        _freeze (bool): Whether the table is frozen (``requires_grad=False``). Default: ``False`` .
        dtype (:class:`mindspore.dtype`, optional): Dtype of the table; ``None`` means float32.
            Default: ``None`` .

    Inputs:
        - **input** (Tensor) - Integer indices in ``[-num_embeddings, num_embeddings)``.

    Outputs:
        Tensor of shape :math:`(*input.shape, embedding\_dim)`.

    Raises:
        TypeError: If `num_embeddings` or `embedding_dim` is not an int, `max_norm` or `norm_type` is not a
            float, or `scale_grad_by_freq` is not a bool.
        ValueError: If `sparse` is True, `padding_idx` is out of range, or `_weight` has another shape.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> table = Tensor(np.arange(8).reshape(4, 2), ms.float32)
        >>> net = nn.EmbeddingExt(4, 2, _weight=table)
        >>> print(net(Tensor(np.array([3, 0]), ms.int64)))
        [[6. 7.]
         [0. 1.]]
    """

    def __init__(self, num_embeddings, embedding_dim, padding_idx=None, max_norm=None, norm_type=2.0,
                 scale_grad_by_freq=False, sparse=False, _weight=None, _freeze=False, dtype=None):
        super().__init__()
        cls = self.cls_name
        if sparse:
            raise ValueError("For Embedding, the scenerio, where `sparse` is True, has not be supported.")
        self.num_embeddings = validator.check_value_type("num_embeddings", num_embeddings, [int], cls)
        self.embedding_dim = validator.check_value_type("embedding_dim", embedding_dim, [int], cls)
        self.dtype = dtype if dtype is not None else mstype.float32
        if self.dtype not in mstype.number_type:
            raise TypeError(f"For '{cls}', the 'dtype' must be a number type, but got {self.dtype}.")
        self.padding_idx = padding_idx
        if _weight is None:
            data = initializer(Normal(1.0, 0.0), [num_embeddings, embedding_dim], self.dtype)._t.detach().clone()
            if padding_idx is not None:
                validator.check_value_type("padding_idx", padding_idx, [int], cls)
                if not -num_embeddings <= padding_idx < num_embeddings:
                    raise ValueError(f"For '{cls}', the 'padding_idx' must be in range [{-num_embeddings}, "
                                     f"{num_embeddings}), but got {padding_idx}.")
                data[padding_idx] = 0
            self.weight = Parameter(_wrap(data), name="weight", requires_grad=not _freeze)
        else:
            if tuple(_weight.shape) != (num_embeddings, embedding_dim):
                raise ValueError(f"For Embedding, shape of weight should be match with num_embeddings and "
                                 f"embedding_dim, but got weight.shape: {tuple(_weight.shape)}, and "
                                 f"(num_embeddings, embedding_dim): ({num_embeddings}, {embedding_dim})")
            self.weight = Parameter(_weight, name="weight", requires_grad=not _freeze)
        self.max_norm = max_norm
        if max_norm is not None:
            validator.check_value_type("max_norm", max_norm, [float], cls)
        self.norm_type = norm_type
        if norm_type is not None:
            validator.check_value_type("norm_type", norm_type, [float], cls)
        self.scale_grad_by_freq = scale_grad_by_freq
        if scale_grad_by_freq is not None:
            validator.check_value_type("scale_grad_by_freq", scale_grad_by_freq, [bool], cls)

    def construct(self, input):
        return ops.embedding(input, self.weight, self.padding_idx, self.max_norm, self.norm_type,
                             self.scale_grad_by_freq)

    def extend_repr(self):
        return (f"num_embeddings={self.num_embeddings}, embedding_dim={self.embedding_dim}, "
                f"padding_idx={self.padding_idx}, max_norm={self.max_norm}, norm_type={self.norm_type}, "
                f"scale_grad_by_freq={self.scale_grad_by_freq}, dtype={self.dtype}")


class EmbeddingLookup(Cell):
    r"""
    Looks up rows of the table ``embedding_table`` (shape :math:`(vocab\_size, embedding\_size)`) at integer
    indices. With ``target='CPU'`` indices outside ``[0, vocab_size)`` give zero rows; with ``'DEVICE'`` they
    are an error. In a single process the `slice_mode` / `manual_shapes` arguments (how the table is split
    across devices in auto-parallel mode) do not change the result.

    Args:
        vocab_size (int): Number of rows of the table, positive.
        embedding_size (int): Length of each row, positive.
        param_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of the table.
            Default: ``'normal'`` .
        target (str): ``'CPU'`` or ``'DEVICE'``, where the lookup runs. Default: ``'CPU'`` .
        slice_mode (str): Table split of auto-parallel mode: ``'batch_slice'``, ``'field_slice'``,
            ``'table_row_slice'`` or ``'table_column_slice'``. Default: ``'batch_slice'`` .
        manual_shapes (tuple[int]): Split sizes for ``'field_slice'``. Default: ``None`` .
        max_norm (Union[float, None]): When given, looked-up rows longer than this (L2) are scaled down to it.
            Default: ``None`` .
        sparse (bool): Whether the table gets a sparse gradient; must be True for ``target='CPU'``.
            Default: ``True`` .
        dtype (:class:`mindspore.dtype`): Dtype of the table. Default: ``mstype.float32`` .

    Inputs:
        - **input_indices** (Tensor) - int32 or int64 indices of any shape.

    Outputs:
        Tensor of shape :math:`(*input\_indices.shape, embedding\_size)`.

    Raises:
        TypeError: If `sparse` is not a bool.
        ValueError: If `vocab_size`, `embedding_size` or `max_norm` is not positive, `target` is neither
            ``'CPU'`` nor ``'DEVICE'``, or `sparse` is False with ``target='CPU'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> table = Tensor(np.arange(6).reshape(3, 2), ms.float32)
        >>> net = nn.EmbeddingLookup(3, 2, param_init=table)
        >>> print(net(Tensor(np.array([[2, 0], [1, 5]]), ms.int32)))
        [[[4. 5.]
          [0. 1.]]
        <BLANKLINE>
         [[2. 3.]
          [0. 0.]]]
    """

    # the auto-parallel table splits, as class constants
    BATCH_SLICE, FIELD_SLICE = "batch_slice", "field_slice"
    TABLE_ROW_SLICE, TABLE_COLUMN_SLICE = "table_row_slice", "table_column_slice"

    def __init__(self, vocab_size, embedding_size, param_init='normal', target='CPU', slice_mode='batch_slice',
                 manual_shapes=None, max_norm=None, sparse=True, dtype=mstype.float32):
        super().__init__()
        validator.check_value_type("sparse", sparse, [bool], self.cls_name)
        self.vocab_size = validator.check_positive_int(vocab_size, "vocab_size")
        self.target = target
        self.sparse = sparse
        self.forward_unique = False
        validator.check_string(target, ["CPU", "DEVICE"], "target", self.cls_name)
        if not sparse and target == "CPU":
            raise ValueError(f"For '{self.cls_name}', 'sparse' must be True when 'target' is \"CPU\", but got "
                             f"'sparse': {sparse} and 'target': {target}")
        self.embedding_size = validator.check_positive_int(embedding_size, "embedding_size", self.cls_name)
        self.embedding_table = Parameter(initializer(param_init, [self.vocab_size, self.embedding_size],
                                                     dtype=dtype), name="embedding_table")
        self.slice_mode = slice_mode
        self.manual_shapes = manual_shapes
        self.max_norm = max_norm
        if max_norm is not None:
            if isinstance(max_norm, bool) or not isinstance(max_norm, float):
                raise TypeError(f"For '{self.cls_name}', the 'max_norm' must be float, but got "
                                f"'{type(max_norm).__name__}'")
            if not max_norm > 0:
                raise ValueError(f"For '{self.cls_name}', the 'max_norm' must be float and must > 0, but got "
                                 f"'{max_norm}' with type 'float'.")

    def _lookup(self, indices):
        idx = _as_index(indices, self.cls_name, "input_indices")
        table = self.embedding_table._t
        if self.target == "CPU":
            out = _lookup_rows(table, idx)
        else:
            bad = (idx < 0) | (idx >= table.shape[0])
            if bool(bad.any()):
                raise RuntimeError(f"For 'Gather', the 'input_indices' should be in the range "
                                   f"[0, {table.shape[0]}), but got {int(idx[bad][0])}.")
            out = F.embedding(idx.long(), table)
        if self.max_norm is not None:
            out = _clip_rows(out, self.max_norm)
        return out

    def construct(self, indices):
        return _wrap(self._lookup(indices))


def _as_index(x, cls_name, name):
    if not isinstance(x, Tensor):
        raise TypeError(f"For '{cls_name}', the '{name}' must be 'Tensor', but got '{type(x).__name__}'.")
    return x._t


class MultiFieldEmbeddingLookup(EmbeddingLookup):
    r"""
    Looks up the rows of a batch of (index, value, field) triples, weights each row by its value and merges
    the rows of every field of a sample with `operator`: ``'SUM'``, ``'MEAN'`` (the weighted sum divided by the
    sum of the absolute values, 0 where that is 0) or ``'MAX'`` (a field without nonzero values gives zeros).

    Args:
        vocab_size (int): Number of rows of the table, positive.
        embedding_size (int): Length of each row, positive.
        field_size (int): Number of fields, positive.
        param_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of the table.
            Default: ``'normal'`` .
        target (str): ``'CPU'`` or ``'DEVICE'``. Default: ``'CPU'`` .
        slice_mode (str): Table split of auto-parallel mode. Default: ``'batch_slice'`` .
        feature_num_list (tuple): Split sizes for ``'field_slice'``. Default: ``None`` .
        max_norm (Union[float, None]): When given, looked-up rows longer than this (L2) are scaled down to it
            before weighting. Default: ``None`` .
        sparse (bool): Whether the table gets a sparse gradient. Default: ``True`` .
        operator (str): ``'SUM'``, ``'MEAN'`` or ``'MAX'``. Default: ``'SUM'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the table. Default: ``mstype.float32`` .

    Inputs:
        - **input_indices** (Tensor) - int32 or int64 indices of shape :math:`(N, S)`.
        - **input_values** (Tensor) - float32 weights of shape :math:`(N, S)`.
        - **field_ids** (Tensor) - int32 field of each entry, shape :math:`(N, S)`, in ``[0, field_size)``.

    Outputs:
        Tensor of shape :math:`(N, field\_size, embedding\_size)`.

    Raises:
        TypeError: If an input has another dtype than listed.
        ValueError: If an input is not 2-d, `field_size` is not positive or `operator` is not one of the
            three.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> table = Tensor(np.arange(6).reshape(3, 2), ms.float32)
        >>> net = nn.MultiFieldEmbeddingLookup(3, 2, field_size=2, param_init=table)
        >>> idx = Tensor(np.array([[0, 1, 2]]), ms.int32)
        >>> values = Tensor(np.array([[1.0, 2.0, 1.0]]), ms.float32)
        >>> fields = Tensor(np.array([[0, 1, 1]]), ms.int32)
        >>> print(net(idx, values, fields))
        [[[ 0.  1.]
          [ 8. 11.]]]
    """

    # merge operators, as class constants
    OPERATOR_SUM, OPERATOR_MEAN, OPERATOR_MAX = "SUM", "MEAN", "MAX"

    def __init__(self, vocab_size, embedding_size, field_size, param_init='normal', target='CPU',
                 slice_mode='batch_slice', feature_num_list=None, max_norm=None, sparse=True, operator='SUM',
                 dtype=mstype.float32):
        super().__init__(vocab_size, embedding_size, param_init, target, slice_mode, feature_num_list, max_norm,
                         sparse, dtype=dtype)
        self.field_size = validator.check_positive_int(field_size, "field_size", self.cls_name)
        validator.check_string(operator, ["SUM", "MAX", "MEAN"], "operator", self.cls_name)
        self.operator = operator

    def construct(self, input_indices, input_values, field_ids):
        cls = self.cls_name
        args = (("input_indices", input_indices, (mstype.int32, mstype.int64)),
                ("input_values", input_values, (mstype.float32,)), ("field_ids", field_ids, (mstype.int32,)))
        for name, arg, _ in args:
            if _as_index(arg, cls, name).dim() != 2:
                raise ValueError(f"For '{cls}', the dimension of '{name}' must be 2d, but got {arg.ndim}")
        for name, arg, allowed in args:
            if arg.dtype not in allowed:
                want = (str(allowed[0]) if len(allowed) == 1 else
                        "one of [" + ", ".join(repr(a) for a in allowed) + "]")
                raise TypeError(f"For '{cls}', the '{name}' should be {want}, but got '{arg.dtype!r}'.")
        rows = self._lookup(input_indices)
        values = input_values._t
        batch, width = values.shape
        seg = (field_ids._t.long() + torch.arange(batch).unsqueeze(1) * self.field_size).reshape(-1)
        count = batch * self.field_size
        weighted = (values.unsqueeze(-1) * rows).reshape(-1, self.embedding_size)
        if self.operator == "MAX":
            weighted = weighted + (values.reshape(-1, 1) == 0).to(weighted.dtype) * -3.402823466e+38
            lowest = torch.finfo(weighted.dtype).min
            merged = torch.full((count, self.embedding_size), lowest, dtype=weighted.dtype)
            merged = merged.scatter_reduce(0, seg.unsqueeze(1).expand_as(weighted), weighted, "amax")
            present = torch.zeros(count, dtype=values.dtype).index_add(0, seg, values.abs().reshape(-1))
            merged = merged * (present != 0).to(merged.dtype).unsqueeze(-1)
        else:
            merged = torch.zeros(count, self.embedding_size, dtype=weighted.dtype).index_add(0, seg, weighted)
            if self.operator == "MEAN":
                total = torch.zeros(count, dtype=values.dtype).index_add(0, seg, values.abs().reshape(-1))
                total = total.unsqueeze(-1)
                merged = torch.where(total == 0, torch.zeros_like(merged), merged / total)
        return _wrap(merged.reshape(batch, self.field_size, -1))

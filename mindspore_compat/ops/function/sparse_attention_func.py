"""Sparse attention operators (``mindspore.ops.nsa_compress``, ``mindspore.ops.nsa_select_attention`` and
``mindspore.ops.lightning_indexer``, ``mindspore.ops.sparse_flash_attention``).

MindSpore runs them as Ascend kernels on the TND layout; here they are compositions of torch operations that follow
the formulas MindSpore documents. Like MindSpore's overloaded functionals they take ``(*args, **kwargs)`` and bind
them to the documented signature, raising the argument parser's errors.
"""
import inspect

import torch

from ...common.tensor import Tensor, _wrap

__all__ = ["nsa_compress", "nsa_select_attention", "lightning_indexer", "sparse_flash_attention",
           "nsa_compress_attention"]

_P = inspect.Parameter
_HALVES = (torch.float16, torch.bfloat16)


def _signature(front, keywords):
    return inspect.Signature([_P(n, _P.POSITIONAL_OR_KEYWORD) for n in front] +
                             [_P(n, _P.KEYWORD_ONLY, default=d) for n, d in keywords])


_WORDS = {"Tensor": "Tensor", "int": "int", "float": "float", "bool": "bool", "str": "string", "ints": "tuple of int"}


def _kind_ok(value, kind):
    if kind == "Tensor":
        return isinstance(value, Tensor)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "float":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    return isinstance(value, (tuple, list)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


def _bind(func, sig, kinds, args, kwargs):
    """The arguments by name, checked the way MindSpore's argument parser checks them (`kinds`: name -> ``Tensor``,
    ``int``, ``float`` (an int passes), ``bool``, ``str`` or ``ints`` (a tuple or list of int); a trailing ``?``
    allows None)."""
    front = [n for n, p in sig.parameters.items() if p.kind is _P.POSITIONAL_OR_KEYWORD]
    for key in kwargs:
        if key not in sig.parameters:
            raise TypeError(f"{func}() got an unexpected keyword argument '{key}'.\n")
    if len(args) > len(front):
        raise TypeError(f"{func}() takes {len(front)} positional arguments but {len(args)} were given.\n")
    missing = [n for n in front[len(args):] if n not in kwargs]
    if missing:
        raise TypeError(f"{func}() missing 1 required positional argument: '{missing[0]}'.\n")
    bound = sig.bind(*args, **kwargs)
    bound.apply_defaults()
    values = dict(bound.arguments)
    for name, value in values.items():
        kind = kinds[name]
        if (value is None and kind.endswith("?")) or _kind_ok(value, kind.rstrip("?")):
            continue
        words = _WORDS[kind.rstrip("?")]
        if name in front:
            raise TypeError(f"{func}(): argument '{name}' (position {front.index(name) + 1}) must be {words}, not "
                            f"{type(value).__name__}.\n")
        raise TypeError(f"{func}(): argument '{name}' must be {words} but got {type(value).__name__}.\n")
    return values


def _require(func, ok, text):
    if not ok:
        raise RuntimeError(f"For '{func}', {text}")


def _cumulative(func, name, value, total):
    """Segment bounds from a prefix-sum list: [(start, end), ...]."""
    _require(func, value is not None and len(value) > 0, f"'{name}' must not be empty.")
    ends = [int(v) for v in value]
    _require(func, all(e > 0 for e in ends), f"'{name}' must hold positive values, but got {ends}.")
    _require(func, all(a <= b for a, b in zip(ends, ends[1:])), f"'{name}' must be non-decreasing, but got {ends}.")
    _require(func, ends[-1] == total, f"the last value of '{name}' must be {total}, but got {ends[-1]}.")
    return list(zip([0] + ends[:-1], ends))


_COMPRESS_SIG = _signature(("input", "weight", "compress_block_size", "compress_stride"), (("actual_seq_len", None),))
_COMPRESS_KINDS = {"input": "Tensor", "weight": "Tensor", "compress_block_size": "int", "compress_stride": "int",
                   "actual_seq_len": "ints?"}


def nsa_compress(*args, **kwargs):
    r"""
    nsa_compress(input, weight, compress_block_size, compress_stride, *, actual_seq_len) -> Tensor

    Compresses the keys (or values) of native sparse attention: inside every sequence of the batch, windows of
    `compress_block_size` tokens taken every `compress_stride` tokens are summed with per-head weights,

    .. math::
        out[w, n, :] = \sum_{j=0}^{block - 1} weight[j, n] \cdot input[s + w \cdot stride + j, n, :]

    where ``s`` is the first token of the sequence window ``w`` belongs to. Windows never cross sequences; the
    compressed tokens of all sequences are concatenated in order. The sums run in float32.

    Args:
        input (Tensor): :math:`(T, N, D)` in TND layout, float16 or bfloat16; D a multiple of 16 up to 256, N from
            1 to 128.
        weight (Tensor): :math:`(compress\_block\_size, N)`, of the dtype of `input`.
        compress_block_size (int): The window length, a multiple of 16 from 16 to 128.
        compress_stride (int): The step between windows, a multiple of 16 from 16 to `compress_block_size`.

    Keyword Args:
        actual_seq_len (Union[tuple[int], list[int]]): The cumulative sequence lengths, non-decreasing, ending at T.

    Returns:
        Tensor of the dtype of `input`, :math:`(T', N, D)` with
        :math:`T' = \sum_i \max(0, 1 + \lfloor (L_i - compress\_block\_size) / compress\_stride \rfloor)` for the
        sequence lengths :math:`L_i`.

    Raises:
        TypeError: If an argument has the wrong type, or `input` and `weight` differ in dtype or are not float16 /
            bfloat16.
        RuntimeError: If a shape or size rule above is broken, or `actual_seq_len` is empty, decreasing, holds a
            non-positive value or does not end at T.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones((48, 1, 16)), mindspore.float16)
        >>> w = Tensor(np.full((32, 1), 0.5), mindspore.float16)
        >>> y = ops.nsa_compress(x, w, 32, 16, actual_seq_len=(48,))
        >>> print(y.shape, y[:, 0, 0])
        (2, 1, 16) [16. 16.]
    """
    func = "nsa_compress"
    v = _bind(func, _COMPRESS_SIG, _COMPRESS_KINDS, args, kwargs)
    x, w = v["input"]._t, v["weight"]._t
    if x.dtype not in _HALVES or w.dtype != x.dtype:
        raise TypeError(f"For '{func}', 'input' and 'weight' must both be float16 or bfloat16, but got "
                        f"{v['input'].dtype} and {v['weight'].dtype}.")
    block, stride = v["compress_block_size"], v["compress_stride"]
    _require(func, x.dim() == 3, f"the rank of 'input' must be 3, but got {x.dim()}.")
    _require(func, w.dim() == 2, f"the rank of 'weight' must be 2, but got {w.dim()}.")
    t, n, d = x.shape
    _require(func, w.shape[0] == block, f"'weight.shape[0]' must be compress_block_size {block}, but got "
                                        f"{w.shape[0]}.")
    _require(func, w.shape[1] == n, f"'weight.shape[1]' must be N {n}, but got {w.shape[1]}.")
    _require(func, d % 16 == 0 and d <= 256, f"D must be a multiple of 16 no greater than 256, but got {d}.")
    _require(func, 1 <= n <= 128, f"N must be in [1, 128], but got {n}.")
    _require(func, block % 16 == 0 and 16 <= block <= 128,
             f"'compress_block_size' must be a multiple of 16 in [16, 128], but got {block}.")
    _require(func, stride % 16 == 0 and 16 <= stride <= block,
             f"'compress_stride' must be a multiple of 16 in [16, compress_block_size], but got {stride}.")
    pieces = []
    wf = w.float()
    for start, end in _cumulative(func, "actual_seq_len", v["actual_seq_len"], t):
        length = end - start
        if length < block:
            continue
        windows = x[start:end].float().unfold(0, block, stride)  # (count, N, D, block)
        pieces.append(torch.einsum("cndj,jn->cnd", windows, wf))
    out = torch.cat(pieces) if pieces else x.new_zeros((0, n, d), dtype=torch.float32)
    return _wrap(out.to(x.dtype))


_SELECT_SIG = _signature(("query", "key", "value", "topk_indices", "scale_value", "head_num", "select_block_size",
                          "select_block_count"),
                         (("atten_mask", None), ("actual_seq_qlen", None), ("actual_seq_kvlen", None)))
_SELECT_KINDS = {"query": "Tensor", "key": "Tensor", "value": "Tensor", "topk_indices": "Tensor",
                 "scale_value": "float", "head_num": "int", "select_block_size": "int", "select_block_count": "int",
                 "atten_mask": "Tensor?", "actual_seq_qlen": "ints?", "actual_seq_kvlen": "ints?"}


def nsa_select_attention(*args, **kwargs):
    r"""
    nsa_select_attention(query, key, value, topk_indices, scale_value, head_num, select_block_size, select_block_count, *, atten_mask=None, actual_seq_qlen, actual_seq_kvlen) -> Tuple[Tensor, Tensor, Tensor]

    The selection branch of native sparse attention: every query token attends only to the key blocks its key
    head's `topk_indices` name,

    .. math::
        out[t, h] = \mathrm{Softmax}(scale\_value \cdot query[t, h] \cdot K_{sel}^{T}) \cdot V_{sel}

    where :math:`K_{sel}` / :math:`V_{sel}` are the tokens ``[i * select_block_size, (i + 1) * select_block_size)``
    (counted from the start of the token's sequence and cut at its end) for each index ``i`` of
    ``topk_indices[t, h // (N1 / N2)]``, in the order listed. Layout TND; the sums run in float32.

    Args:
        query (Tensor): :math:`(T_1, N_1, D_1)`, float16 or bfloat16.
        key (Tensor): :math:`(T_2, N_2, D_1)`, of the dtype of `query`.
        value (Tensor): :math:`(T_2, N_2, D_2)`, of the dtype of `query`, :math:`D_2 \le D_1`.
        topk_indices (Tensor): int32 :math:`(T_1, N_2, select\_block\_count)`, block numbers within each sequence.
        scale_value (float): The scale of the scores, usually :math:`D_1^{-0.5}`.
        head_num (int): :math:`N_1`, the number of query heads.
        select_block_size (int): The length of a block.
        select_block_count (int): The number of blocks each token attends to.

    Keyword Args:
        atten_mask (Tensor, optional): Reserved; must be ``None``. Default: ``None``.
        actual_seq_qlen (Union[tuple[int], list[int]]): Cumulative query lengths, ending at :math:`T_1`.
        actual_seq_kvlen (Union[tuple[int], list[int]]): Cumulative key lengths, ending at :math:`T_2`.

    Returns:
        tuple of 3 Tensors:

        - **attention_out** (Tensor) - :math:`(T_1, N_1, D_2)`, of the dtype of `query`.
        - **softmax_max** (Tensor) - The row maxima of the scaled scores, float32 :math:`(T_1, N_1, 8)`, the value
          repeated along the last axis.
        - **softmax_sum** (Tensor) - The row sums of :math:`\exp(score - max)`, shaped like `softmax_max`.

    Raises:
        TypeError: If an argument has the wrong type, or the dtypes are not float16 / bfloat16 and int32.
        RuntimeError: If the dtypes of `query`, `key` and `value` differ, `head_num` is not :math:`N_1` or not a
            multiple of :math:`N_2`, the head sizes do not fit, the sequence lengths do not match, `atten_mask` is
            given, or an index lies outside ``[0, ceil(S_2 / select_block_size))`` of its sequence.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.ones((2, 1, 16)), mindspore.float16)
        >>> k = Tensor(np.ones((128, 1, 16)), mindspore.float16)
        >>> v = Tensor(np.repeat(np.arange(2.0), 64).reshape(128, 1, 1).repeat(16, 2), mindspore.float16)
        >>> idx = Tensor([[[1]], [[0]]], mindspore.int32)
        >>> out, smax, ssum = ops.nsa_select_attention(q, k, v, idx, 0.25, 1, 64, 1, actual_seq_qlen=[2],
        ...                                            actual_seq_kvlen=[128])
        >>> print(out[:, 0, 0], smax[0, 0, 0], ssum[0, 0, 0], ssum.shape)
        [1. 0.] 4.0 64.0 (2, 1, 8)
    """
    func = "nsa_select_attention"
    v = _bind(func, _SELECT_SIG, _SELECT_KINDS, args, kwargs)
    q, k, val, idx = v["query"]._t, v["key"]._t, v["value"]._t, v["topk_indices"]._t
    if q.dtype not in _HALVES or idx.dtype != torch.int32:
        raise TypeError(f"For '{func}', 'query' must be float16 or bfloat16 and 'topk_indices' int32, but got "
                        f"{v['query'].dtype} and {v['topk_indices'].dtype}.")
    _require(func, k.dtype == q.dtype and val.dtype == q.dtype,
             f"the dtypes of 'query', 'key' and 'value' must be the same, but got {v['query'].dtype}, "
             f"{v['key'].dtype} and {v['value'].dtype}.")
    _require(func, v["atten_mask"] is None, "'atten_mask' is not supported.")
    _require(func, q.dim() == 3 and k.dim() == 3 and val.dim() == 3, "'query', 'key' and 'value' must be 3-D (TND).")
    t1, n1, d1 = q.shape
    t2, n2, _ = k.shape
    head_num, block, count = v["head_num"], v["select_block_size"], v["select_block_count"]
    _require(func, head_num == n1, f"'head_num' must be the N1 of 'query' {n1}, but got {head_num}.")
    _require(func, n2 >= 1 and n1 % n2 == 0 and val.shape[:2] == k.shape[:2],
             f"N1 {n1} must be a multiple of the N2 of 'key' and 'value', but got shapes {list(k.shape)} and "
             f"{list(val.shape)}.")
    _require(func, k.shape[2] == d1 and val.shape[2] <= d1,
             f"the head sizes must satisfy D_q == D_k >= D_v, but got {d1}, {k.shape[2]} and {val.shape[2]}.")
    _require(func, tuple(idx.shape) == (t1, n2, count),
             f"'topk_indices' must be ({t1}, {n2}, {count}), but got {list(idx.shape)}.")
    _require(func, block > 0, f"'select_block_size' must be positive, but got {block}.")
    qseg = _cumulative(func, "actual_seq_qlen", v["actual_seq_qlen"], t1)
    kseg = _cumulative(func, "actual_seq_kvlen", v["actual_seq_kvlen"], t2)
    _require(func, len(qseg) == len(kseg), "'actual_seq_qlen' and 'actual_seq_kvlen' must have one length per "
                                           "batch each.")
    group = n1 // n2
    out = torch.zeros((t1, n1, val.shape[2]), dtype=torch.float32, device=q.device)
    smax = torch.zeros((t1, n1, 1), dtype=torch.float32, device=q.device)
    ssum = torch.zeros_like(smax)
    scale = float(v["scale_value"])
    offsets = torch.arange(block, device=q.device)
    for (q0, q1), (k0, k1) in zip(qseg, kseg):
        if q1 == q0:
            continue
        s2 = k1 - k0
        blocks = idx[q0:q1].long()  # (S1, N2, count)
        limit = -(-s2 // block)
        _require(func, bool(((blocks >= 0) & (blocks < max(limit, 1))).all()),
                 f"'topk_indices' must lie in [0, {limit}) for a sequence of {s2} keys.")
        pos = (blocks.unsqueeze(-1) * block + offsets).flatten(-2)  # (S1, N2, count * block)
        valid = pos < s2
        pos = pos.clamp(max=max(s2 - 1, 0)) + k0
        heads = torch.arange(n2, device=q.device).view(1, n2, 1)
        ks = k.float()[pos, heads]  # (S1, N2, L, D1)
        vs = val.float()[pos, heads]
        ks = ks.repeat_interleave(group, 1)
        vs = vs.repeat_interleave(group, 1)
        keep = valid.repeat_interleave(group, 1)
        scores = torch.einsum("shd,shld->shl", q[q0:q1].float(), ks) * scale
        scores = scores.masked_fill(~keep, float("-inf"))
        row_max = scores.amax(-1, keepdim=True)
        shifted = torch.exp(scores - row_max.nan_to_num(0.0, neginf=0.0))
        row_sum = shifted.sum(-1, keepdim=True)
        probs = (shifted / row_sum).nan_to_num(0.0)
        out[q0:q1] = torch.einsum("shl,shld->shd", probs, vs)
        smax[q0:q1], ssum[q0:q1] = row_max, row_sum
    return (_wrap(out.to(q.dtype)), _wrap(smax.expand(t1, n1, 8).contiguous()),
            _wrap(ssum.expand(t1, n1, 8).contiguous()))


_INT64_MAX = 2 ** 63 - 1
_INDEXER_SIG = _signature(("query", "key", "weights"),
                          (("actual_seq_lengths_query", None), ("actual_seq_lengths_key", None), ("block_table", None),
                           ("layout_query", "BSND"), ("layout_key", "BSND"), ("sparse_count", 2048),
                           ("sparse_mode", 3), ("pre_tokens", _INT64_MAX), ("next_tokens", _INT64_MAX),
                           ("return_value", False)))
_INDEXER_KINDS = {"query": "Tensor", "key": "Tensor", "weights": "Tensor", "actual_seq_lengths_query": "Tensor?",
                  "actual_seq_lengths_key": "Tensor?", "block_table": "Tensor?", "layout_query": "str",
                  "layout_key": "str", "sparse_count": "int", "sparse_mode": "int", "pre_tokens": "int",
                  "next_tokens": "int", "return_value": "bool"}


def _int_list(func, name, value):
    _require(func, value._t.dtype in (torch.int32, torch.int64) and value._t.dim() == 1,
             f"'{name}' must be a 1-D int32 Tensor, but got {value.dtype} of shape {list(value.shape)}.")
    return [int(x) for x in value._t.tolist()]


def _segments(func, q, k, lq, lk, qlens, klens, table, qlen_name, klen_name):
    """(query rows, key rows) of every sequence, as index tensors into the flattened query / key tokens, for the
    BSND / TND query layouts and the BSND / TND / PA_BSND key layouts."""
    if lq == "TND":
        _require(func, qlens is not None and klens is not None,
                 f"'{qlen_name}' and '{klen_name}' are required for the TND layout.")
        qseg = _cumulative(func, qlen_name, _int_list(func, qlen_name, qlens), q.shape[0])
        q_rows = [torch.arange(a, b) for a, b in qseg]
        if lk == "TND":
            kseg = _cumulative(func, klen_name, _int_list(func, klen_name, klens), k.shape[0])
            key_rows = [torch.arange(a, b) for a, b in kseg]
    else:
        batch, s1 = q.shape[0], q.shape[1]
        valid_q = _int_list(func, qlen_name, qlens) if qlens is not None else [s1] * batch
        q_rows = [torch.arange(b * s1, b * s1 + min(n, s1)) for b, n in enumerate(valid_q)]
        if lk == "BSND":
            s2 = k.shape[1]
            valid_k = _int_list(func, klen_name, klens) if klens is not None else [s2] * batch
            key_rows = [torch.arange(b * s2, b * s2 + min(n, s2)) for b, n in enumerate(valid_k)]
    if lk == "PA_BSND":
        _require(func, klens is not None and table is not None,
                 f"'{klen_name}' and 'block_table' are required for the PA_BSND layout.")
        blocks = table._t.long().cpu()
        block_size = k.shape[1]
        key_rows = []
        for b, n in enumerate(_int_list(func, klen_name, klens)):
            pos = torch.arange(n)
            key_rows.append(blocks[b, pos // block_size] * block_size + pos % block_size)
    _require(func, len(q_rows) == len(key_rows), "the sequence lengths of the query and the keys must describe "
                                                 "the same number of sequences.")
    return q_rows, key_rows


def lightning_indexer(*args, **kwargs):
    r"""
    lightning_indexer(query, key, weights, *, actual_seq_lengths_query=None, actual_seq_lengths_key=None, block_table=None, layout_query="BSND", layout_key="BSND", sparse_count=2048, sparse_mode=3, pre_tokens=2^63-1, next_tokens=2^63-1, return_value=False) -> Tuple[Tensor, Tensor]

    The indexer of DeepSeek sparse attention: scores every key of a query token's sequence and returns the
    positions of the `sparse_count` best keys of each key head. For query token ``s`` and key head ``n`` (serving
    the query heads ``h`` of its group),

    .. math::
        score[s, n, j] = \sum_{h} weights[s, h] \cdot \mathrm{ReLU}(query[s, h] \cdot key[j, n])

    The indices (counted from the start of the sequence's keys) are sorted by decreasing score, ties by position.
    With ``sparse_mode=3`` query ``i`` of a sequence of :math:`S_q` queries and :math:`S_k` keys sees the keys
    :math:`j \le i + S_k - S_q` (causal from the bottom right); with ``0`` it sees them all. Slots left when fewer
    keys are visible than `sparse_count` hold index -1 (value 0), as do the rows of queries past the valid length.
    Scores are summed in float32.

    Args:
        query (Tensor): :math:`(B, S1, N1, D)` (BSND) or :math:`(T1, N1, D)` (TND), float16 or bfloat16.
        key (Tensor): :math:`(B, S2, N2, D)` (BSND), :math:`(T2, N2, D)` (TND) or
            :math:`(block\_count, block\_size, N2, D)` (PA_BSND), of the dtype of `query`; N2 divides N1.
        weights (Tensor): :math:`(B, S1, N1)` or :math:`(T1, N1)`, of the dtype of `query`.

    Keyword Args:
        actual_seq_lengths_query (Tensor, optional): int32 :math:`(B,)`, the valid query lengths (BSND) or their
            cumulative sums (TND, required there). Default: ``None``.
        actual_seq_lengths_key (Tensor, optional): int32 :math:`(B,)`, the valid key lengths (BSND, PA_BSND) or
            their cumulative sums (TND); required for TND and PA_BSND. Default: ``None``.
        block_table (Tensor, optional): int32 :math:`(B, max\_blocks)`, the cache blocks of each sequence in order
            (PA_BSND). Default: ``None``.
        layout_query (str, optional): ``"BSND"`` or ``"TND"``. Default: ``"BSND"``.
        layout_key (str, optional): ``"BSND"``, ``"TND"`` or ``"PA_BSND"``; ``"BSND"`` and ``"TND"`` must match
            `layout_query`. Default: ``"BSND"``.
        sparse_count (int, optional): How many keys to keep, 1 to 2048. Default: ``2048``.
        sparse_mode (int, optional): ``0`` (all keys) or ``3`` (causal from the bottom right). Default: ``3``.
        pre_tokens (int, optional): Reserved; only the default. Default: ``2^63-1``.
        next_tokens (int, optional): Reserved; only the default. Default: ``2^63-1``.
        return_value (bool, optional): Whether `sparse_values` holds the scores (zeros otherwise).
            Default: ``False``.

    Returns:
        tuple of 2 Tensors:

        - **sparse_indices** (Tensor) - int32, :math:`(B, S1, N2, sparse\_count)` or :math:`(T1, N2, sparse\_count)`.
        - **sparse_values** (Tensor) - The scores of those keys, of the dtype of `query`, shaped like
          `sparse_indices`.

    Raises:
        TypeError: If an argument has the wrong type, or the dtypes are not float16 / bfloat16 alike.
        RuntimeError: If a layout is not supported, a shape does not fit, a required length or `block_table` is
            missing, `sparse_count` is outside [1, 2048], `sparse_mode` is not 0 or 3, or `pre_tokens` /
            `next_tokens` is not the default.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.ones((1, 3, 1, 16)), mindspore.float16)
        >>> k = Tensor(np.arange(3.0).reshape(1, 3, 1, 1).repeat(16, 3) / 16, mindspore.float16)
        >>> w = Tensor(np.ones((1, 3, 1)), mindspore.float16)
        >>> idx, val = ops.lightning_indexer(q, k, w, sparse_count=2, return_value=True)
        >>> print(idx[0, :, 0])
        [[ 0 -1]
         [ 1  0]
         [ 2  1]]
        >>> print(val[0, :, 0])
        [[0. 0.]
         [1. 0.]
         [2. 1.]]
    """
    func = "lightning_indexer"
    v = _bind(func, _INDEXER_SIG, _INDEXER_KINDS, args, kwargs)
    q, k, w = v["query"]._t, v["key"]._t, v["weights"]._t
    if q.dtype not in _HALVES or k.dtype != q.dtype or w.dtype != q.dtype:
        raise TypeError(f"For '{func}', 'query', 'key' and 'weights' must share one dtype, float16 or bfloat16, but "
                        f"got {v['query'].dtype}, {v['key'].dtype} and {v['weights'].dtype}.")
    lq, lk = v["layout_query"], v["layout_key"]
    _require(func, lq in ("BSND", "TND"), f"'layout_query' must be 'BSND' or 'TND', but got '{lq}'.")
    _require(func, lk in ("BSND", "TND", "PA_BSND"),
             f"'layout_key' must be 'BSND', 'TND' or 'PA_BSND', but got '{lk}'.")
    _require(func, lk == "PA_BSND" or lk == lq, f"'layout_key' '{lk}' must match 'layout_query' '{lq}'.")
    count, mode = v["sparse_count"], v["sparse_mode"]
    _require(func, 1 <= count <= 2048, f"'sparse_count' must be in [1, 2048], but got {count}.")
    _require(func, mode in (0, 3), f"'sparse_mode' must be 0 or 3, but got {mode}.")
    _require(func, v["pre_tokens"] == _INT64_MAX and v["next_tokens"] == _INT64_MAX,
             "'pre_tokens' and 'next_tokens' only support the default value.")
    tnd = lq == "TND"
    _require(func, q.dim() == (3 if tnd else 4) and w.shape == q.shape[:-1],
             f"'query' must be {'(T1, N1, D)' if tnd else '(B, S1, N1, D)'} and 'weights' its leading axes, but got "
             f"{list(q.shape)} and {list(w.shape)}.")
    _require(func, k.dim() == (3 if lk == "TND" else 4) and k.shape[-1] == q.shape[-1],
             f"'key' must have the head size of 'query' {q.shape[-1]}, but got {list(k.shape)}.")
    n1, n2 = q.shape[-2], k.shape[-2]
    _require(func, n2 >= 1 and n1 % n2 == 0, f"N1 {n1} must be a multiple of N2 {n2}.")
    q_rows, key_rows = _segments(func, q, k, lq, lk, v["actual_seq_lengths_query"], v["actual_seq_lengths_key"],
                                 v["block_table"], "actual_seq_lengths_query", "actual_seq_lengths_key")
    qf = q.float().reshape(-1, n1, q.shape[-1])
    wf = w.float().reshape(-1, n1)
    kf = k.float().reshape(-1, n2, k.shape[-1])
    total = qf.shape[0]
    indices = torch.full((total, n2, count), -1, dtype=torch.int32, device=q.device)
    values = torch.zeros((total, n2, count), dtype=torch.float32, device=q.device)
    group = n1 // n2
    for rows, keys in zip(q_rows, key_rows):
        sq, sk = len(rows), len(keys)
        if sq == 0 or sk == 0:
            continue
        rows, keys = rows.to(q.device), keys.to(q.device)
        dots = torch.relu(torch.einsum("shd,jnd->shnj", qf[rows], kf[keys]))  # (Sq, N1, N2, Sk)
        own = dots.reshape(sq, n2, group, n2, sk).diagonal(dim1=1, dim2=3).permute(0, 3, 1, 2)  # (Sq, N2, g, Sk)
        score = (own * wf[rows].reshape(sq, n2, group, 1)).sum(2)  # (Sq, N2, Sk)
        visible = torch.ones((sq, sk), dtype=torch.bool, device=q.device)
        if mode == 3:
            i = torch.arange(sq, device=q.device).unsqueeze(1)
            j = torch.arange(sk, device=q.device).unsqueeze(0)
            visible = j <= i + (sk - sq)
        ranked = score.masked_fill(~visible.unsqueeze(1), float("-inf"))
        order = torch.sort(ranked, dim=-1, descending=True, stable=True)
        take = min(count, sk)
        top_idx, top_val = order.indices[..., :take], order.values[..., :take]
        seen = torch.isfinite(top_val)
        indices[rows, :, :take] = torch.where(seen, top_idx, -1).to(torch.int32)
        values[rows, :, :take] = torch.where(seen, top_val, 0.0)
    shape = (total, n2, count) if tnd else (q.shape[0], q.shape[1], n2, count)
    if not v["return_value"]:
        values.zero_()
    return _wrap(indices.reshape(shape)), _wrap(values.reshape(shape).to(q.dtype))


_SPARSE_FA_SIG = _signature(("query", "key", "value", "sparse_indices", "scale_value"),
                            (("block_table", None), ("actual_seq_lengths_query", None),
                             ("actual_seq_lengths_kv", None), ("query_rope", None), ("key_rope", None),
                             ("sparse_block_size", 1), ("layout_query", "BSND"), ("layout_kv", "BSND"),
                             ("sparse_mode", 3), ("pre_tokens", _INT64_MAX), ("next_tokens", _INT64_MAX),
                             ("attention_mode", 0), ("return_softmax_lse", False)))
_SPARSE_FA_KINDS = {"query": "Tensor", "key": "Tensor", "value": "Tensor", "sparse_indices": "Tensor",
                    "scale_value": "float", "block_table": "Tensor?", "actual_seq_lengths_query": "Tensor?",
                    "actual_seq_lengths_kv": "Tensor?", "query_rope": "Tensor?", "key_rope": "Tensor?",
                    "sparse_block_size": "int", "layout_query": "str", "layout_kv": "str", "sparse_mode": "int",
                    "pre_tokens": "int", "next_tokens": "int", "attention_mode": "int", "return_softmax_lse": "bool"}


def sparse_flash_attention(*args, **kwargs):
    r"""
    sparse_flash_attention(query, key, value, sparse_indices, scale_value, *, block_table=None, actual_seq_lengths_query=None, actual_seq_lengths_kv=None, query_rope=None, key_rope=None, sparse_block_size=1, layout_query='BSND', layout_kv='BSND', sparse_mode=3, pre_tokens=2^63-1, next_tokens=2^63-1, attention_mode=0, return_softmax_lse=False) -> Tuple[Tensor, Tensor, Tensor]

    Attention of every query token over the keys its `sparse_indices` select (for example those picked by
    :func:`mindspore.ops.lightning_indexer`),

    .. math::
        out = \mathrm{Softmax}(scale\_value \cdot (Q \tilde{K}^{T} + Q_{rope} \tilde{K}_{rope}^{T})) \cdot \tilde{V}

    Index ``i`` of ``sparse_indices[.., s, n, :]`` selects the keys ``[i * sparse_block_size, (i + 1) *
    sparse_block_size)`` of key head ``n`` (counted from the start of the sequence's keys, in the order listed);
    index -1 and keys past the valid length are skipped, and with ``sparse_mode=3`` so are the keys after
    :math:`i + S_k - S_q` for query ``i`` (causal from the bottom right). Query head ``h`` reads key head
    ``h // (N1 / N2)``. The rope terms are added when `query_rope` and `key_rope` are given. A query with no key
    left gives zeros. The sums run in float32.

    Args:
        query (Tensor): :math:`(B, S1, N1, D)` (BSND) or :math:`(T1, N1, D)` (TND), float16 or bfloat16.
        key (Tensor): :math:`(B, S2, N2, D)`, :math:`(T2, N2, D)` or :math:`(block\_num, block\_size, N2, D)`
            (PA_BSND), of the dtype of `query`.
        value (Tensor): Shaped like `key` (its last axis may differ), of the dtype of `query`.
        sparse_indices (Tensor): int32, :math:`(B, S1, N2, K)` or :math:`(T1, N2, K)`.
        scale_value (float): The scale of the scores, usually :math:`1 / \sqrt{D}`.

    Keyword Args:
        block_table (Tensor, optional): int32 :math:`(B, max\_blocks)`, the cache blocks of each sequence in order
            (PA_BSND). Default: ``None``.
        actual_seq_lengths_query (Tensor, optional): int32 :math:`(B,)`, valid query lengths (BSND) or their
            cumulative sums (TND, required there). Default: ``None``.
        actual_seq_lengths_kv (Tensor, optional): int32 :math:`(B,)`, valid key lengths (BSND, PA_BSND) or their
            cumulative sums (TND); required for TND and PA_BSND. Default: ``None``.
        query_rope (Tensor, optional): The rope part of the queries, shaped like `query` but for the last axis.
            Default: ``None``.
        key_rope (Tensor, optional): The rope part of the keys, shaped like `key` but for the last axis.
            Default: ``None``.
        sparse_block_size (int, optional): The keys one index selects, a power of 2 in [1, 128]. Default: ``1``.
        layout_query (str, optional): ``"BSND"`` or ``"TND"``. Default: ``"BSND"``.
        layout_kv (str, optional): ``"BSND"``, ``"TND"`` or ``"PA_BSND"``; the first two must match
            `layout_query`. Default: ``"BSND"``.
        sparse_mode (int, optional): ``0`` (no causal mask) or ``3`` (causal from the bottom right). Default: ``3``.
        pre_tokens (int, optional): Reserved; only the default. Default: ``2^63-1``.
        next_tokens (int, optional): Reserved; only the default. Default: ``2^63-1``.
        attention_mode (int, optional): ``0``, or ``2`` (MLA absorb), which needs `query_rope` and `key_rope`.
            Default: ``0``.
        return_softmax_lse (bool, optional): Whether `softmax_max` and `softmax_sum` are filled (empty Tensors
            otherwise). Default: ``False``.

    Returns:
        tuple of 3 Tensors:

        - **attention_out** (Tensor) - Of the layout of `query`, with the last axis of `value`, of its dtype.
        - **softmax_max** (Tensor) - float32 row maxima of the scaled scores, :math:`(B, N2, S1, N1 / N2)` or
          :math:`(N2, T1, N1 / N2)`.
        - **softmax_sum** (Tensor) - float32 row sums of :math:`\exp(score - max)`, shaped like `softmax_max`.

    Raises:
        TypeError: If an argument has the wrong type, or the dtypes are not float16 / bfloat16 alike.
        RuntimeError: If a layout is not supported, a shape does not fit, a required length, `block_table` or rope
            input is missing, `sparse_block_size` is not a power of 2 in [1, 128], `sparse_mode` is not 0 or 3, or
            `pre_tokens` / `next_tokens` is not the default.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.zeros((1, 2, 1, 16)), mindspore.float16)
        >>> kv = Tensor(np.arange(4.0).reshape(1, 4, 1, 1).repeat(16, 3), mindspore.float16)
        >>> idx = Tensor([[[[0, 3]], [[1, -1]]]], mindspore.int32)
        >>> out = ops.sparse_flash_attention(q, kv, kv, idx, 0.25, sparse_mode=0)[0]
        >>> print(out[0, :, 0, 0])
        [1.5 1. ]
    """
    func = "sparse_flash_attention"
    v = _bind(func, _SPARSE_FA_SIG, _SPARSE_FA_KINDS, args, kwargs)
    q, k, val, sel = v["query"]._t, v["key"]._t, v["value"]._t, v["sparse_indices"]._t
    if q.dtype not in _HALVES or k.dtype != q.dtype or val.dtype != q.dtype:
        raise TypeError(f"For '{func}', 'query', 'key' and 'value' must share one dtype, float16 or bfloat16, but "
                        f"got {v['query'].dtype}, {v['key'].dtype} and {v['value'].dtype}.")
    lq, lk = v["layout_query"], v["layout_kv"]
    _require(func, lq in ("BSND", "TND"), f"'layout_query' must be 'BSND' or 'TND', but got '{lq}'.")
    _require(func, lk in ("BSND", "TND", "PA_BSND"), f"'layout_kv' must be 'BSND', 'TND' or 'PA_BSND', but got "
                                                     f"'{lk}'.")
    _require(func, lk == "PA_BSND" or lk == lq, f"'layout_kv' '{lk}' must match 'layout_query' '{lq}'.")
    block, mode = v["sparse_block_size"], v["sparse_mode"]
    _require(func, 1 <= block <= 128 and block & (block - 1) == 0,
             f"'sparse_block_size' must be a power of 2 in [1, 128], but got {block}.")
    _require(func, mode in (0, 3), f"'sparse_mode' must be 0 or 3, but got {mode}.")
    _require(func, v["pre_tokens"] == _INT64_MAX and v["next_tokens"] == _INT64_MAX,
             "'pre_tokens' and 'next_tokens' only support the default value.")
    _require(func, v["attention_mode"] in (0, 2), f"'attention_mode' must be 0 or 2, but got {v['attention_mode']}.")
    qr, kr = v["query_rope"], v["key_rope"]
    _require(func, (qr is None) == (kr is None) and (v["attention_mode"] != 2 or qr is not None),
             "'query_rope' and 'key_rope' must be given together (attention_mode 2 needs them).")
    tnd = lq == "TND"
    rank_k = 3 if lk == "TND" else 4
    _require(func, q.dim() == (3 if tnd else 4) and k.dim() == rank_k and val.shape[:-1] == k.shape[:-1] and
             k.shape[-1] == q.shape[-1], f"'query', 'key' and 'value' do not fit the layouts: {list(q.shape)}, "
                                         f"{list(k.shape)} and {list(val.shape)}.")
    n1, n2 = q.shape[-2], k.shape[-2]
    _require(func, n2 >= 1 and n1 % n2 == 0, f"N1 {n1} must be a multiple of N2 {n2}.")
    _require(func, sel.dtype == torch.int32 and sel.shape[:-1] == q.shape[:-2] + (n2,),
             f"'sparse_indices' must be int32 of shape {list(q.shape[:-2]) + [n2, 'K']}, but got "
             f"{v['sparse_indices'].dtype} {list(sel.shape)}.")
    if qr is not None:
        _require(func, qr._t.shape[:-1] == q.shape[:-1] and kr._t.shape[:-1] == k.shape[:-1] and
                 qr._t.shape[-1] == kr._t.shape[-1], "'query_rope' and 'key_rope' must be shaped like 'query' and "
                                                     "'key' but for the last axis.")
    q_rows, key_rows = _segments(func, q, k, lq, lk, v["actual_seq_lengths_query"], v["actual_seq_lengths_kv"],
                                 v["block_table"], "actual_seq_lengths_query", "actual_seq_lengths_kv")
    group = n1 // n2
    qf = q.float().reshape(-1, n1, q.shape[-1])
    kf = k.float().reshape(-1, n2, k.shape[-1])
    vf = val.float().reshape(-1, n2, val.shape[-1])
    qrf = None if qr is None else qr._t.float().reshape(-1, n1, qr._t.shape[-1])
    krf = None if kr is None else kr._t.float().reshape(-1, n2, kr._t.shape[-1])
    chosen = sel.long().reshape(-1, n2, sel.shape[-1])
    total = qf.shape[0]
    out = torch.zeros((total, n1, vf.shape[-1]), dtype=torch.float32, device=q.device)
    smax = torch.zeros((total, n1), dtype=torch.float32, device=q.device)
    ssum = torch.zeros_like(smax)
    offsets = torch.arange(block, device=q.device)
    heads = torch.arange(n2, device=q.device).view(1, n2, 1)
    scale = float(v["scale_value"])
    for rows, keys in zip(q_rows, key_rows):
        sq, sk = len(rows), len(keys)
        if sq == 0:
            continue
        rows, keys = rows.to(q.device), keys.to(q.device)
        picked = chosen[rows]  # (Sq, N2, K)
        pos = (picked.unsqueeze(-1) * block + offsets).flatten(-2)  # (Sq, N2, K * block)
        limit = torch.full((sq, 1, 1), sk - 1, device=q.device)
        if mode == 3:
            limit = torch.minimum(limit, (torch.arange(sq, device=q.device) + sk - sq).view(sq, 1, 1))
        keep = (picked.unsqueeze(-1) >= 0).expand(-1, -1, -1, block).flatten(-2) & (pos <= limit) & (pos >= 0)
        tok = keys[pos.clamp(0, max(sk - 1, 0))] if sk else pos.clamp(min=0)
        ks = kf[tok, heads].repeat_interleave(group, 1)  # (Sq, N1, L, D)
        vs = vf[tok, heads].repeat_interleave(group, 1)
        scores = torch.einsum("shd,shld->shl", qf[rows], ks)
        if qrf is not None:
            scores = scores + torch.einsum("shd,shld->shl", qrf[rows], krf[tok, heads].repeat_interleave(group, 1))
        scores = (scores * scale).masked_fill(~keep.repeat_interleave(group, 1), float("-inf"))
        row_max = scores.amax(-1, keepdim=True)
        shifted = torch.exp(scores - row_max.nan_to_num(0.0, neginf=0.0))
        row_sum = shifted.sum(-1, keepdim=True)
        out[rows] = torch.einsum("shl,shld->shd", (shifted / row_sum).nan_to_num(0.0), vs)
        smax[rows], ssum[rows] = row_max[..., 0], row_sum[..., 0]
    out_shape = q.shape[:-1] + (vf.shape[-1],)
    if v["return_softmax_lse"]:
        stats = (n2, total, group) if tnd else (q.shape[0], n2, q.shape[1], group)
        if tnd:
            smax_out = smax.reshape(total, n2, group).permute(1, 0, 2)
            ssum_out = ssum.reshape(total, n2, group).permute(1, 0, 2)
        else:
            smax_out = smax.reshape(q.shape[0], q.shape[1], n2, group).permute(0, 2, 1, 3)
            ssum_out = ssum.reshape(q.shape[0], q.shape[1], n2, group).permute(0, 2, 1, 3)
        smax_out, ssum_out = smax_out.reshape(stats).contiguous(), ssum_out.reshape(stats).contiguous()
    else:
        smax_out = ssum_out = torch.zeros(0, dtype=torch.float32, device=q.device)
    return _wrap(out.reshape(out_shape).to(q.dtype)), _wrap(smax_out), _wrap(ssum_out.clone())


_CMP_ATTN_SIG = _signature(("query", "key", "value", "scale_value", "head_num", "compress_block_size",
                            "compress_stride", "select_block_size", "select_block_count"),
                           (("topk_mask", None), ("atten_mask", None), ("actual_seq_qlen", None),
                            ("actual_cmp_seq_kvlen", None), ("actual_sel_seq_kvlen", None)))
_CMP_ATTN_KINDS = {"query": "Tensor", "key": "Tensor", "value": "Tensor", "scale_value": "float", "head_num": "int",
                   "compress_block_size": "int", "compress_stride": "int", "select_block_size": "int",
                   "select_block_count": "int", "topk_mask": "Tensor?", "atten_mask": "Tensor?",
                   "actual_seq_qlen": "ints?", "actual_cmp_seq_kvlen": "ints?", "actual_sel_seq_kvlen": "ints?"}


def nsa_compress_attention(*args, **kwargs):
    r"""
    nsa_compress_attention(query, key, value, scale_value, head_num, compress_block_size, compress_stride, select_block_size, select_block_count, *, topk_mask=None, atten_mask=None, actual_seq_qlen, actual_cmp_seq_kvlen, actual_sel_seq_kvlen)

    The compression branch of native sparse attention: attention over the compressed keys, plus the blocks of the
    uncompressed sequence each key head should select next. Per sequence, with :math:`l` =
    `compress_block_size`, :math:`l'` = `select_block_size` and :math:`d` = `compress_stride`,

    .. math::
        P_{cmp} = \mathrm{Softmax}(\mathrm{Mask}(scale\_value \cdot query \cdot key^{T}, atten\_mask)), \qquad
        attention\_out = P_{cmp} \cdot value

    .. math::
        P_{slc}[j] = \sum_{m=0}^{l'/d-1} \sum_{n=0}^{l/d-1} P_{cmp}[(l'/d) \cdot j - m - n]

    where terms whose compressed index falls outside the sequence are left out. :math:`P_{slc}` is summed over the
    query heads that share a key head, positions where `topk_mask` is True are left out, and `topk_indices` lists
    the `select_block_count` blocks (of the :math:`\lceil S_{sel} / l' \rceil` of the sequence) with the largest
    sums, largest first, ties by position; missing slots hold -1. A True in `atten_mask` discards a score; a row
    with nothing left gives zeros. Query head ``h`` reads key head ``h // (N1 / N2)``. The sums run in float32.

    Args:
        query (Tensor): :math:`(T_1, N_1, D_1)`, float16 or bfloat16.
        key (Tensor): The compressed keys, :math:`(T_2, N_2, D_1)`, of the dtype of `query`.
        value (Tensor): The compressed values, :math:`(T_2, N_2, D_2)`, of the dtype of `query`, :math:`D_2 \le
            D_1`.
        scale_value (float): The scale of the scores.
        head_num (int): :math:`N_1`, the number of query heads.
        compress_block_size (int): :math:`l`, the window of one compressed token, a multiple of 16 in [16, 128].
        compress_stride (int): :math:`d`, the step between windows, a multiple of 16 in [16, 64], at most
            :math:`l`.
        select_block_size (int): :math:`l'`, a multiple of 16 in [16, 128], at least :math:`l` and a multiple of
            :math:`d`.
        select_block_count (int): How many blocks to select, 1 to 32.

    Keyword Args:
        topk_mask (Tensor, optional): bool :math:`(S_1, S_{sel\_blocks})`; True leaves a block out of the
            selection. Default: ``None``.
        atten_mask (Tensor, optional): bool :math:`(S_1, S_2)`; True discards a score. Default: ``None``.
        actual_seq_qlen (Union[tuple[int], list[int]]): Cumulative query lengths, ending at :math:`T_1`.
        actual_cmp_seq_kvlen (Union[tuple[int], list[int]]): Cumulative compressed key lengths, ending at
            :math:`T_2`.
        actual_sel_seq_kvlen (Union[tuple[int], list[int]]): Cumulative uncompressed key lengths.

    Returns:
        tuple of 4 Tensors:

        - **attention_out** (Tensor) - :math:`(T_1, N_1, D_2)`, of the dtype of `query`.
        - **topk_indices_out** (Tensor) - int32 :math:`(T_1, N_2, select\_block\_count)`.
        - **softmax_max_out** (Tensor) - float32 :math:`(T_1, N_1, 8)`, the row maxima repeated along the last axis.
        - **softmax_sum_out** (Tensor) - float32, the row sums of :math:`\exp(score - max)`, shaped alike.

    Raises:
        TypeError: If an argument has the wrong type, or the dtypes are not float16 / bfloat16 alike.
        ValueError: If a shape, a size rule above or a sequence length does not fit.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.ones((1, 1, 16)), mindspore.float16)
        >>> k = Tensor(np.arange(4.0).reshape(4, 1, 1).repeat(16, 2) / 16, mindspore.float16)
        >>> out, idx, smax, ssum = ops.nsa_compress_attention(q, k, k, 1.0, 1, 16, 16, 32, 2, actual_seq_qlen=[1],
        ...                                                   actual_cmp_seq_kvlen=[4], actual_sel_seq_kvlen=[64])
        >>> print(idx)
        [[[1 0]]]
        >>> print(smax[0, 0, 0], out.shape)
        3.0 (1, 1, 16)
    """
    func = "nsa_compress_attention"
    v = _bind(func, _CMP_ATTN_SIG, _CMP_ATTN_KINDS, args, kwargs)
    q, k, val = v["query"]._t, v["key"]._t, v["value"]._t
    if q.dtype not in _HALVES or k.dtype != q.dtype or val.dtype != q.dtype:
        raise TypeError(f"For '{func}', 'query', 'key' and 'value' must share one dtype, float16 or bfloat16, but "
                        f"got {v['query'].dtype}, {v['key'].dtype} and {v['value'].dtype}.")

    def need(ok, text):
        if not ok:
            raise ValueError(f"For '{func}', {text}")

    l, d, lsel, count = (v["compress_block_size"], v["compress_stride"], v["select_block_size"],
                         v["select_block_count"])
    need(l % 16 == 0 and 16 <= l <= 128, f"'compress_block_size' must be a multiple of 16 in [16, 128], but got {l}.")
    need(d % 16 == 0 and 16 <= d <= 64 and d <= l,
         f"'compress_stride' must be a multiple of 16 in [16, 64] and at most compress_block_size, but got {d}.")
    need(lsel % 16 == 0 and 16 <= lsel <= 128 and lsel >= l and lsel % d == 0,
         f"'select_block_size' must be a multiple of 16 and of compress_stride in [16, 128], at least "
         f"compress_block_size, but got {lsel}.")
    need(1 <= count <= 32, f"'select_block_count' must be in [1, 32], but got {count}.")
    need(q.dim() == 3 and k.dim() == 3 and val.dim() == 3, "'query', 'key' and 'value' must be 3-D (TND).")
    t1, n1, d1 = q.shape
    n2 = k.shape[1]
    need(v["head_num"] == n1, f"'head_num' must be the N1 of 'query' {n1}, but got {v['head_num']}.")
    need(n2 >= 1 and n1 % n2 == 0 and val.shape[:2] == k.shape[:2], f"N1 {n1} must be a multiple of the N2 of "
                                                                     f"'key' and 'value' {n2}.")
    need(k.shape[2] == d1 and val.shape[2] <= d1 and d1 % 16 == 0 and val.shape[2] % 16 == 0,
         f"the head sizes must be multiples of 16 with D_q == D_k >= D_v, but got {d1}, {k.shape[2]} and "
         f"{val.shape[2]}.")
    lens = {}
    for name, total in (("actual_seq_qlen", t1), ("actual_cmp_seq_kvlen", k.shape[0]),
                        ("actual_sel_seq_kvlen", None)):
        value = v[name]
        need(value is not None and len(value) > 0, f"'{name}' must be given.")
        ends = [int(x) for x in value]
        need(all(a <= b for a, b in zip(ends, ends[1:])) and ends[0] >= 0,
             f"'{name}' must be non-decreasing, but got {ends}.")
        need(total is None or ends[-1] == total, f"the last value of '{name}' must be {total}, but got {ends[-1]}.")
        lens[name] = list(zip([0] + ends[:-1], ends))
    need(len(lens["actual_seq_qlen"]) == len(lens["actual_cmp_seq_kvlen"]) == len(lens["actual_sel_seq_kvlen"]),
         "the three sequence length lists must have one value per batch each.")
    group = n1 // n2
    scale = float(v["scale_value"])
    amask = None if v["atten_mask"] is None else v["atten_mask"]._t.bool()
    tmask = None if v["topk_mask"] is None else v["topk_mask"]._t.bool()
    out = torch.zeros((t1, n1, val.shape[2]), dtype=torch.float32, device=q.device)
    smax = torch.zeros((t1, n1, 1), dtype=torch.float32, device=q.device)
    ssum = torch.zeros_like(smax)
    topk = torch.full((t1, n2, count), -1, dtype=torch.int32, device=q.device)
    ratio, span = lsel // d, l // d
    for (q0, q1), (c0, c1), (s0, s1) in zip(lens["actual_seq_qlen"], lens["actual_cmp_seq_kvlen"],
                                            lens["actual_sel_seq_kvlen"]):
        sq, sc = q1 - q0, c1 - c0
        if sq == 0:
            continue
        kb = k[c0:c1].float().repeat_interleave(group, 1)
        vb = val[c0:c1].float().repeat_interleave(group, 1)
        scores = torch.einsum("shd,chd->shc", q[q0:q1].float(), kb) * scale
        if amask is not None:
            scores = scores.masked_fill(amask[:sq, :sc].unsqueeze(1), float("-inf"))
        row_max = scores.amax(-1, keepdim=True)
        shifted = torch.exp(scores - row_max.nan_to_num(0.0, neginf=0.0))
        row_sum = shifted.sum(-1, keepdim=True)
        probs = (shifted / row_sum).nan_to_num(0.0)  # (Sq, N1, Sc)
        out[q0:q1] = torch.einsum("shc,chd->shd", probs, vb)
        smax[q0:q1], ssum[q0:q1] = row_max, row_sum
        blocks = -(-(s1 - s0) // lsel)
        if blocks == 0:
            continue
        grouped = probs.reshape(sq, n2, group, sc).sum(2)  # (Sq, N2, Sc)
        importance = torch.zeros((sq, n2, blocks), dtype=torch.float32, device=q.device)
        for j in range(blocks):
            for m in range(ratio):
                for n in range(span):
                    i = ratio * j - m - n
                    if 0 <= i < sc:
                        importance[..., j] += grouped[..., i]
        if tmask is not None:
            importance = importance.masked_fill(tmask[:sq, :blocks].unsqueeze(1), float("-inf"))
        order = torch.sort(importance, dim=-1, descending=True, stable=True)
        take = min(count, blocks)
        chosen = torch.where(torch.isfinite(order.values[..., :take]), order.indices[..., :take], -1)
        topk[q0:q1, :, :take] = chosen.to(torch.int32)
    return (_wrap(out.to(q.dtype)), _wrap(topk), _wrap(smax.expand(t1, n1, 8).contiguous()),
            _wrap(ssum.expand(t1, n1, 8).contiguous()))

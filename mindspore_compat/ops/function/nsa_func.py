"""Native sparse attention operators (``mindspore.ops.nsa_compress`` and ``mindspore.ops.nsa_select_attention``).

MindSpore runs them as Ascend kernels on the TND layout; here they are compositions of torch operations that follow
the formulas MindSpore documents. Like MindSpore's overloaded functionals they take ``(*args, **kwargs)`` and bind
them to the documented signature, raising the argument parser's errors.
"""
import inspect

import torch

from ...common.tensor import Tensor, _wrap

__all__ = ["nsa_compress", "nsa_select_attention"]

_P = inspect.Parameter
_HALVES = (torch.float16, torch.bfloat16)


def _signature(front, keywords):
    return inspect.Signature([_P(n, _P.POSITIONAL_OR_KEYWORD) for n in front] +
                             [_P(n, _P.KEYWORD_ONLY, default=d) for n, d in keywords])


def _type_words(kind):
    return {"Tensor": "Tensor", "int": "int", "float": "float", "ints": "tuple of int"}[kind]


def _bind(func, sig, kinds, args, kwargs):
    """The arguments by name, checked the way MindSpore's argument parser checks them (`kinds`: name -> ``Tensor``,
    ``int``, ``float`` (an int passes) or ``ints`` (a tuple or list of int); a trailing ``?`` allows None)."""
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
        optional = kind.endswith("?")
        kind = kind.rstrip("?")
        if value is None and optional:
            continue
        if kind == "Tensor":
            ok = isinstance(value, Tensor)
        elif kind == "int":
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif kind == "float":
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        else:
            ok = isinstance(value, (tuple, list)) and all(isinstance(v, int) and not isinstance(v, bool)
                                                           for v in value)
        if not ok:
            if kind == "ints":
                raise TypeError(f"{func}(): argument '{name}' must be tuple of int but got "
                                f"{type(value).__name__}.\n")
            where = f" (position {front.index(name) + 1})" if name in front else ""
            raise TypeError(f"{func}(): argument '{name}'{where} must be {_type_words(kind)}, not "
                            f"{type(value).__name__}.\n")
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

"""Registry entries of MindSpore 2.10's Ascend fused operators (``flash_attention_score``, ``add_layer_norm``,
``rotary_position_embedding``, ``moe_token_permute``, ``moe_token_unpermute``), written as compositions of
ordinary torch operations that follow the formulas MindSpore documents for them. MindSpore's CPU build has no kernel
for any of them; their argument checks that run before the kernel (recorded from MindSpore 2.10 CPU) are kept.
"""
import torch

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim

__all__ = []

_HALF_FLOATS = (torch.float16, torch.bfloat16, torch.float32)


def _call_error(prim, given, valid):
    """MindSpore's message when an argument of a generated primitive has the wrong Python type."""
    got = ", ".join(f"{k}={v}" for k, v in given)
    want = ", ".join(f"{k}=<{v}>" for k, v in valid)
    return TypeError(f'Failed calling {prim} with "{prim}()({got})".\nThe valid calling should be: \n'
                     f'"{prim}()({want})".')


def _kind(value):
    if isinstance(value, Tensor):
        return "Tensor"
    if value is None:
        return "None"
    return type(value).__name__


def _check_call(prim, args, valid):
    """`args`: (name, value) pairs; `valid`: (name, type text) pairs. Raises the call error when a value is not of
    the kind `valid` names (``Tensor``, ``int``, ``float``, ``bool``, ``str``; a trailing ``?`` allows None)."""
    ok = True
    for (_, value), (_, want) in zip(args, valid):
        optional = want.endswith("?")
        base = want.rstrip("?")
        if value is None:
            ok = ok and optional
        elif base == "Tensor":
            ok = ok and isinstance(value, Tensor)
        elif base == "int":
            ok = ok and isinstance(value, int) and not isinstance(value, bool)
        elif base == "float":
            ok = ok and isinstance(value, float)
        elif base == "bool":
            ok = ok and isinstance(value, bool)
        elif base == "str":
            ok = ok and isinstance(value, str)
    if not ok:
        raise _call_error(prim, [(n, _kind(v)) for n, v in args],
                          [(n, w.rstrip("?")) for n, w in valid])


# ----- add_layer_norm ------------------------------------------------------------------------------------------------
def add_layer_norm(x1, x2, gamma, beta, epsilon=1e-5, additional_output=False):
    r"""Adds `x1` and `x2`, then normalizes the sum over its last dimension (LayerNorm), in one step:

    .. math::
        x = x1 + x2, \qquad
        y = \frac{x - \mathrm{E}[x]}{\sqrt{\mathrm{Var}[x] + \epsilon}} \cdot \gamma + \beta

    where the variance is the biased one (divided by the length of the last dimension).

    Args:
        x1 (Tensor): The first addend, float16, bfloat16 or float32.
        x2 (Tensor): The second addend, of the shape and dtype of `x1`.
        gamma (Tensor): The scale, 1-D, of the length of the last dimension of `x1`.
        beta (Tensor): The shift, 1-D, of the length of the last dimension of `x1`.
        epsilon (float, optional): Added to the variance before the square root. Default: ``1e-5``.
        additional_output (bool, optional): Whether the sum `x` is wanted too (it is returned in either case).
            Default: ``False``.

    Returns:
        tuple of 4 Tensors:

        - **y** (Tensor) - The normalized sum, of the shape and dtype of `x1`.
        - **mean** (Tensor) - The mean over the last dimension, kept with length 1, float32.
        - **rstd** (Tensor) - ``1 / sqrt(Var[x] + epsilon)``, of the shape of `mean`, float32.
        - **x** (Tensor) - The sum ``x1 + x2``.

    Raises:
        TypeError: If `x1`, `x2`, `gamma` or `beta` is not a Tensor, `epsilon` is not a float or
            `additional_output` is not a bool.
        ValueError: If `x1` and `x2` differ in shape or dtype, or `gamma` / `beta` do not match the last dimension.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor([[0.0, 2.0], [1.0, 5.0]], mindspore.float32)
        >>> b = Tensor([[1.0, 1.0], [1.0, 1.0]], mindspore.float32)
        >>> gamma, beta = Tensor([2.0, 1.0], mindspore.float32), Tensor([0.5, 0.0], mindspore.float32)
        >>> y, mean, rstd, x = ops.add_layer_norm(a, b, gamma, beta, 0.0)
        >>> print(y)
        [[-1.5  1. ]
         [-1.5  1. ]]
        >>> print(mean.shape, rstd.shape)
        (2, 1) (2, 1)
        >>> print(x)
        [[1. 3.]
         [2. 6.]]
    """
    _check_call("AddLayerNormV2", [("x1", x1), ("x2", x2), ("gamma", gamma), ("beta", beta),
                                   ("epsilon", epsilon), ("additionalOut", additional_output)],
                [("x1", "Tensor"), ("x2", "Tensor"), ("gamma", "Tensor"), ("beta", "Tensor"),
                 ("epsilon", "float"), ("additionalOut", "bool")])
    a, b, g, s = x1._t, x2._t, gamma._t, beta._t
    if a.dtype not in _HALF_FLOATS:
        raise TypeError(f"For 'AddLayerNormV2', the 'x1' must be float16, bfloat16 or float32, but got {x1.dtype}.")
    if b.dtype != a.dtype or b.shape != a.shape:
        raise ValueError(f"For 'AddLayerNormV2', 'x2' must have the shape and dtype of 'x1' {tuple(a.shape)} "
                         f"{x1.dtype}, but got {tuple(b.shape)} {x2.dtype}.")
    if a.dim() == 0:
        raise ValueError("For 'AddLayerNormV2', the 'x1' must have at least one dimension, but got a scalar.")
    last = a.shape[-1]
    for name, t in (("gamma", g), ("beta", s)):
        if t.shape != (last,):
            raise ValueError(f"For 'AddLayerNormV2', the '{name}' must be 1-D of length {last} (the last dimension "
                             f"of 'x1'), but got shape {tuple(t.shape)}.")
    x = a + b
    xf = x.float()
    mean = xf.mean(-1, keepdim=True)
    var = (xf - mean).square().mean(-1, keepdim=True)
    std = torch.sqrt(var + epsilon)
    y = (xf - mean) / std * g.float() + s.float()
    return _wrap(y.to(a.dtype)), _wrap(mean), _wrap(1.0 / std), _wrap(x)


op("AddLayerNormV2", "nn", cases=())(add_layer_norm)


# ----- rotary_position_embedding -------------------------------------------------------------------------------------
def rotary_position_embedding(x, cos, sin, mode=0):
    r"""Rotary position embedding (RoPE) of a 4-D tensor: ``x * cos + rotate(x) * sin``, with `cos` and `sin`
    broadcast against `x`.

    ``mode=0`` (rotate-half, GPT-NeoX style) splits the last dimension into halves ``(x1, x2)`` and takes
    ``rotate(x) = (-x2, x1)``; ``mode=1`` (interleaved, GPT-J style) pairs neighbouring elements ``(x[2i], x[2i+1])``
    and takes ``rotate(x)[2i] = -x[2i+1]``, ``rotate(x)[2i+1] = x[2i]``.

    Args:
        x (Tensor): 4-D, float16, bfloat16 or float32, with an even last dimension.
        cos (Tensor): 4-D, of the dtype of `x`, broadcastable to it.
        sin (Tensor): Like `cos`.
        mode (int): ``0`` for rotate-half, ``1`` for interleaved. Default: ``0``.

    Returns:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `x`, `cos` or `sin` is not a Tensor, or `mode` is not an int.
        ValueError: If the tensors are not 4-D, differ in dtype, the last dimension is odd, `cos` / `sin` do not
            broadcast to `x`, or `mode` is not 0 or 1.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[[[1.0, 2.0, 3.0, 4.0]]]], mindspore.float32)
        >>> cos = Tensor([[[[0.0, 0.0, 0.0, 0.0]]]], mindspore.float32)
        >>> sin = Tensor([[[[1.0, 1.0, 1.0, 1.0]]]], mindspore.float32)
        >>> print(ops.rotary_position_embedding(x, cos, sin, 0))
        [[[[-3. -4.  1.  2.]]]]
        >>> print(ops.rotary_position_embedding(x, cos, sin, 1))
        [[[[-2.  1. -4.  3.]]]]
    """
    _check_call("RotaryPositionEmbedding", [("x", x), ("cos", cos), ("sin", sin), ("mode", mode)],
                [("x", "Tensor"), ("cos", "Tensor"), ("sin", "Tensor"), ("mode", "int")])
    t, c, s = x._t, cos._t, sin._t
    if t.dtype not in _HALF_FLOATS:
        raise TypeError(f"For 'RotaryPositionEmbedding', the 'x' must be float16, bfloat16 or float32, but got "
                        f"{x.dtype}.")
    for name, v, w in (("cos", c, cos), ("sin", s, sin)):
        if v.dtype != t.dtype:
            raise ValueError(f"For 'RotaryPositionEmbedding', the '{name}' must have the dtype of 'x' {x.dtype}, "
                             f"but got {w.dtype}.")
    for name, v in (("x", t), ("cos", c), ("sin", s)):
        if v.dim() != 4:
            raise ValueError(f"For 'RotaryPositionEmbedding', the '{name}' must be 4-D, but got shape "
                             f"{tuple(v.shape)}.")
    if t.shape[-1] % 2:
        raise ValueError(f"For 'RotaryPositionEmbedding', the last dimension of 'x' must be even, but got "
                         f"{t.shape[-1]}.")
    for name, v in (("cos", c), ("sin", s)):
        if torch.broadcast_shapes(v.shape, t.shape) != t.shape:
            raise ValueError(f"For 'RotaryPositionEmbedding', the '{name}' of shape {tuple(v.shape)} must "
                             f"broadcast to the shape of 'x' {tuple(t.shape)}.")
    if mode not in (0, 1):
        raise ValueError(f"For 'RotaryPositionEmbedding', the 'mode' must be 0 or 1, but got {mode}.")
    xf = t.float()
    if mode == 0:
        x1, x2 = xf.chunk(2, dim=-1)
        rotated = torch.cat((-x2, x1), dim=-1)
    else:
        pairs = xf.unflatten(-1, (-1, 2))
        rotated = torch.stack((-pairs[..., 1], pairs[..., 0]), dim=-1).flatten(-2)
    out = xf * c.float() + rotated * s.float()
    return _wrap(out.to(t.dtype))


op("RotaryPositionEmbedding", "nn", cases=())(rotary_position_embedding)


# ----- moe_token_permute / moe_token_unpermute -----------------------------------------------------------------------
def moe_token_permute(tokens, indices, num_out_tokens=None, padded_mode=False):
    r"""Groups the tokens of a mixture-of-experts layer by expert: the rows of `tokens` are reordered so that those
    routed to the same expert (equal value in `indices`) are contiguous, experts in increasing order and, within an
    expert, in the order of the flattened `indices` (a stable sort).

    With `indices` of shape :math:`(num\_tokens, topk)`, token ``i`` appears ``topk`` times, once per expert it is
    routed to; flattened position ``p`` of `indices` stands for token ``p // topk``.

    Args:
        tokens (Tensor): :math:`(num\_tokens, hidden\_size)`, bfloat16, float16 or float32.
        indices (Tensor): The expert of each token, :math:`(num\_tokens,)` or :math:`(num\_tokens, topk)`, int32 or
            int64, `topk` at most 512.
        num_out_tokens (int, optional): How many of the sorted rows are kept (the others are dropped); ``None``
            keeps all of them. Default: ``None``.
        padded_mode (bool, optional): Only ``False`` is supported. Default: ``False``.

    Returns:
        tuple of 2 Tensors:

        - **permuted_tokens** (Tensor) - The reordered rows, of the dtype of `tokens`.
        - **sorted_indices** (Tensor) - int32, of the flattened length of `indices`: for each flattened position of
          `indices`, the row of `permuted_tokens` it went to (the input of :func:`mindspore.ops.moe_token_unpermute`).

    Raises:
        TypeError: If `tokens` or `indices` is not a Tensor, `indices` is not int32 / int64, `num_out_tokens` is not
            an int or `padded_mode` is not a bool.
        ValueError: If `padded_mode` is ``True``, `tokens` is not 2-D, `indices` is not 1-D or 2-D, or `topk` is
            above 512.
        RuntimeError: If `tokens` and `indices` differ in their first dimension.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> tokens = Tensor([[10.0, 11.0], [20.0, 21.0], [30.0, 31.0]], mindspore.float32)
        >>> experts = Tensor([[1, 0], [0, 2], [1, 1]], mindspore.int32)
        >>> permuted, where = ops.moe_token_permute(tokens, experts)
        >>> print(permuted)
        [[10. 11.]
         [20. 21.]
         [10. 11.]
         [30. 31.]
         [30. 31.]
         [20. 21.]]
        >>> print(where)
        [2 0 1 5 3 4]
    """
    _check_call("MoeTokenPermute", [("tokens", tokens), ("indices", indices), ("num_out_tokens", num_out_tokens),
                                    ("padded_mode", padded_mode)],
                [("tokens", "Tensor"), ("indices", "Tensor"), ("num_out_tokens", "int?"), ("padded_mode", "bool")])
    t, idx = tokens._t, indices._t
    if idx.dtype not in (torch.int32, torch.int64):
        raise TypeError("For primitive[MoeTokenPermute], indices dtype is invalid , should be int32 or int64.")
    if padded_mode:
        raise ValueError("For primitive[MoeTokenPermute], it only support padded_mode is false.")
    if t.dim() != 2:
        raise ValueError(f"For primitive[MoeTokenPermute], the 'tokens' must be 2-D, but got shape "
                         f"{tuple(t.shape)}.")
    if idx.dim() not in (1, 2):
        raise ValueError(f"For primitive[MoeTokenPermute], the 'indices' must be 1-D or 2-D, but got shape "
                         f"{tuple(idx.shape)}.")
    topk = idx.shape[1] if idx.dim() == 2 else 1
    if topk > 512:
        raise ValueError(f"For primitive[MoeTokenPermute], the second dimension of 'indices' must be at most 512, "
                         f"but got {topk}.")
    if idx.shape[0] != t.shape[0]:
        raise RuntimeError(f"For primitive[MoeTokenPermute], the first dimension of 'tokens' ({t.shape[0]}) and "
                           f"'indices' ({idx.shape[0]}) must be equal.")
    flat = idx.reshape(-1)
    total = flat.numel()
    kept = total if num_out_tokens is None else max(0, min(num_out_tokens, total))
    order = torch.sort(flat, stable=True).indices
    permuted = t.index_select(0, order[:kept] // topk)
    where = torch.empty_like(order)
    where[order] = torch.arange(total, device=order.device)
    return _wrap(permuted), _wrap(where.to(torch.int32))


op("MoeTokenPermute", "nn", cases=())(moe_token_permute)


def moe_token_unpermute(permuted_tokens, sorted_indices, probs=None, padded_mode=False, restore_shape=None):
    r"""Undoes :func:`mindspore.ops.moe_token_permute`: row ``p`` of the result for flattened position ``p`` is row
    ``sorted_indices[p]`` of `permuted_tokens` (zeros where that row was dropped, i.e. the index is past the end),
    and the ``topk`` copies of each token are summed, weighted by `probs` when given:

    .. math::
        out[i] = \sum_{k} probs[i, k] \cdot permuted\_tokens[sorted\_indices[i \cdot topk + k]]

    Without `probs`, ``topk`` is 1.

    Args:
        permuted_tokens (Tensor): :math:`(num\_rows, hidden\_size)`, bfloat16, float16 or float32.
        sorted_indices (Tensor): int32, :math:`(num\_tokens \cdot topk,)`, without repeated values.
        probs (Tensor, optional): :math:`(num\_tokens, topk)` weights of the copies. Default: ``None``.
        padded_mode (bool, optional): Only ``False`` is supported. Default: ``False``.
        restore_shape (Union[tuple[int], list[int]], optional): Used by the padded mode only. Default: ``None``.

    Returns:
        Tensor of shape :math:`(num\_tokens, hidden\_size)` and the dtype of `permuted_tokens`.

    Raises:
        TypeError: If `permuted_tokens` or `sorted_indices` is not a Tensor, or `sorted_indices` is not int32.
        ValueError: If `padded_mode` is ``True`` or the shapes do not fit together.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> tokens = Tensor([[10.0, 11.0], [20.0, 21.0], [30.0, 31.0]], mindspore.float32)
        >>> experts = Tensor([[1, 0], [0, 2], [1, 1]], mindspore.int32)
        >>> permuted, where = ops.moe_token_permute(tokens, experts)
        >>> weights = Tensor([[0.5, 0.5], [0.25, 0.75], [1.0, 0.0]], mindspore.float32)
        >>> print(ops.moe_token_unpermute(permuted, where, weights))
        [[10. 11.]
         [20. 21.]
         [30. 31.]]
    """
    _check_call("MoeTokenUnpermute", [("permuted_tokens", permuted_tokens), ("sorted_indices", sorted_indices),
                                      ("probs", probs), ("padded_mode", padded_mode)],
                [("permuted_tokens", "Tensor"), ("sorted_indices", "Tensor"), ("probs", "Tensor?"),
                 ("padded_mode", "bool")])
    t, idx = permuted_tokens._t, sorted_indices._t
    if padded_mode:
        raise ValueError("For primitive[MoeTokenUnpermute], it only support padded_mode is false.")
    if t.dtype not in _HALF_FLOATS:
        raise TypeError(f"For primitive[MoeTokenUnpermute], the 'permuted_tokens' must be bfloat16, float16 or "
                        f"float32, but got {permuted_tokens.dtype}.")
    if idx.dtype != torch.int32:
        raise TypeError(f"For primitive[MoeTokenUnpermute], the 'sorted_indices' must be int32, but got "
                        f"{sorted_indices.dtype}.")
    if t.dim() != 2 or idx.dim() != 1:
        raise ValueError(f"For primitive[MoeTokenUnpermute], 'permuted_tokens' must be 2-D and 'sorted_indices' "
                         f"1-D, but got shapes {tuple(t.shape)} and {tuple(idx.shape)}.")
    total = idx.shape[0]
    topk = 1 if probs is None else (probs._t.shape[-1] if probs._t.dim() == 2 else 1)
    if probs is not None and (probs._t.dim() not in (1, 2) or probs._t.numel() != total):
        raise ValueError(f"For primitive[MoeTokenUnpermute], 'probs' must be (num_tokens, topk) with "
                         f"num_tokens * topk = {total} rows of 'sorted_indices', but got shape "
                         f"{tuple(probs._t.shape)}.")
    rows = t.shape[0]
    safe = idx.long().clamp(0, max(rows - 1, 0))
    gathered = t.float()[safe] if rows else torch.zeros(total, t.shape[1], device=t.device)
    gathered = gathered * ((idx >= 0) & (idx < rows)).unsqueeze(-1)
    gathered = gathered.reshape(total // topk, topk, t.shape[1])
    if probs is not None:
        gathered = gathered * probs._t.float().reshape(total // topk, topk, 1)
    return _wrap(gathered.sum(1).to(t.dtype))


op("MoeTokenUnpermute", "nn", cases=())(moe_token_unpermute)


# ----- flash_attention_score -----------------------------------------------------------------------------------------
_LAYOUTS = ("BSH", "BNSD", "SBH", "BSND", "TND")
_INT_MAX = 2147483647


def _to_bnsd(t, layout, heads):
    """(B, N, S, D) view of a tensor given in `layout` (not TND)."""
    if layout == "BNSD":
        return t
    if layout == "BSND":
        return t.transpose(1, 2)
    if layout == "BSH":
        b, s, h = t.shape
        return t.reshape(b, s, heads, h // heads).transpose(1, 2)
    s, b, h = t.shape  # SBH
    return t.reshape(s, b, heads, h // heads).permute(1, 2, 0, 3)


def _from_bnsd(t, layout):
    if layout == "BNSD":
        return t
    if layout == "BSND":
        return t.transpose(1, 2)
    b, n, s, d = t.shape
    if layout == "BSH":
        return t.transpose(1, 2).reshape(b, s, n * d)
    return t.permute(2, 0, 1, 3).reshape(s, b, n * d)  # SBH


def _seq_list(value, name):
    if value is None:
        return None
    if isinstance(value, Tensor):
        return [int(v) for v in value._t.reshape(-1).tolist()]
    if isinstance(value, (tuple, list)):
        return [int(v) for v in value]
    raise TypeError(f"For 'FlashAttentionScore', the '{name}' must be a Tensor, tuple or list of int, but got "
                    f"{type(value).__name__}.")


def _keep_area(s1, s2, sparse_mode, pre_tokens, next_tokens, prefix_n, device):
    """Boolean (S1, S2) of the positions the sparse mode keeps, before `attn_mask` (True: attended)."""
    i = torch.arange(s1, device=device).unsqueeze(1)
    j = torch.arange(s2, device=device).unsqueeze(0)
    if sparse_mode in (0, 1):
        if sparse_mode == 1:
            return torch.ones(s1, s2, dtype=torch.bool, device=device)
        return (j - i <= next_tokens) & (i - j <= pre_tokens)
    if sparse_mode == 2:
        return j <= i
    if sparse_mode == 3:
        return j - i <= s2 - s1
    if sparse_mode == 4:
        rel = j - i - (s2 - s1)
        return (rel <= next_tokens) & (-rel <= pre_tokens)
    return (j - i <= s2 - s1) | (j < prefix_n)  # 5: right-down causal plus a prefix of columns


def _drop_bits(mask, shape):
    """The keep pattern of a uint8 `drop_mask` whose bits (least significant first) cover the last dimension."""
    bits = (mask.to(torch.int32).unsqueeze(-1) >> torch.arange(8, device=mask.device)) & 1
    return bits.flatten(-2)[..., :shape[-1]].reshape(shape).bool()


def _scores(q, k, scale, pse, keep):
    scores = torch.matmul(q, k.transpose(-1, -2)) * scale
    if pse is not None:
        scores = scores + pse
    return scores.masked_fill(~keep, float("-inf"))


def _attend(q, k, v, scale, pse, keep, keep_prob, drop):
    """Attention of (N1, S1, D) q with (N1, S2, D) k, v in float32; `keep` (N1 or 1, S1, S2) bool."""
    scores = _scores(q, k, scale, pse, keep)
    probs = torch.softmax(scores, dim=-1).nan_to_num(0.0)
    if keep_prob < 1.0:
        if drop is None:
            drop = torch.rand(probs.shape, device=probs.device) < keep_prob
        probs = probs * drop / keep_prob
    return torch.matmul(probs, v)


def flash_attention_score(query, key, value, head_num, real_shift=None, drop_mask=None, padding_mask=None,
                          attn_mask=None, prefix=None, actual_seq_qlen=None, actual_seq_kvlen=None, keep_prob=1.0,
                          scalar_value=1.0, pre_tokens=2147483647, next_tokens=2147483647, inner_precise=0,
                          input_layout='BSH', sparse_mode=0):
    r"""Scaled dot-product attention as Ascend's training attention kernel computes it:

    .. math::
        out = \mathrm{Dropout}(\mathrm{Softmax}(\mathrm{Mask}(scalar\_value \cdot query \cdot key^{T}
              + real\_shift,\ attn\_mask)),\ keep\_prob) \cdot value

    `query` has `head_num` (N1) heads and `key` / `value` N2 heads, N2 dividing N1 (grouped-query attention: query
    head ``h`` reads key head ``h // (N1 // N2)``). Masked positions are left out of the softmax; a row with nothing
    left gives zeros. The sums run in float32 and the result is cast back to the dtype of `query`.

    Layouts (`input_layout`): ``"BSH"`` :math:`(B, S, N \cdot D)`, ``"SBH"`` :math:`(S, B, N \cdot D)`,
    ``"BNSD"``, ``"BSND"``, and ``"TND"`` :math:`(T, N, D)`, where the sequences of the batch are concatenated
    along T and `actual_seq_qlen` / `actual_seq_kvlen` give their cumulative ends.

    Sparse modes (`sparse_mode`) choose the positions (i, j) attended besides `attn_mask`: ``0``:
    :math:`-pre\_tokens \le j - i \le next\_tokens`; ``1``: all; ``2``: causal from the top left (:math:`j \le i`);
    ``3``: causal from the bottom right (:math:`j - i \le S2 - S1`); ``4``: the band of ``0`` measured from the
    bottom right; ``5``: mode ``3`` plus the first ``prefix[b]`` columns. In modes 2 to 4 `attn_mask` is the
    compressed (2048, 2048) triangle and is not read; in the others a True (or 1) of `attn_mask` discards the
    position.

    Args:
        query (Tensor): The queries, float16, bfloat16 or float32, in `input_layout`.
        key (Tensor): The keys, of the dtype of `query`.
        value (Tensor): The values, of the shape and dtype of `key`.
        head_num (int): N1, the number of heads of `query`.
        real_shift (Tensor, optional): A bias added to the scaled scores (pse), broadcastable to
            :math:`(B, N1, S1, S2)`. Default: ``None``.
        drop_mask (Tensor, optional): uint8 :math:`(B, N1, S1, S2 // 8)`, one bit per position (least significant
            first), 1 keeping it; used when `keep_prob` is below 1. Default: ``None``.
        padding_mask (Tensor, optional): Reserved; not read. Default: ``None``.
        attn_mask (Tensor, optional): bool or uint8, :math:`(B, N1, S1, S2)`, :math:`(B, 1, S1, S2)` or
            :math:`(S1, S2)`; True discards. Default: ``None``.
        prefix (Union[Tensor, tuple[int], list[int]], optional): Per-batch prefix widths of sparse mode 5.
            Default: ``None``.
        actual_seq_qlen (Union[Tensor, tuple[int], list[int]], optional): Cumulative query lengths (TND).
            Default: ``None``.
        actual_seq_kvlen (Union[Tensor, tuple[int], list[int]], optional): Cumulative key lengths (TND).
            Default: ``None``.
        keep_prob (float, optional): The dropout keep probability, in (0, 1]. Default: ``1.0``.
        scalar_value (float, optional): The scale of the scores, usually :math:`1 / \sqrt{D}`. Default: ``1.0``.
        pre_tokens (int, optional): How far back a query may look (modes 0 and 4). Default: ``2147483647``.
        next_tokens (int, optional): How far ahead a query may look (modes 0 and 4). Default: ``2147483647``.
        inner_precise (int, optional): Reserved; not read. Default: ``0``.
        input_layout (str, optional): ``"BSH"``, ``"BNSD"``, ``"SBH"``, ``"BSND"`` or ``"TND"``. Default: ``"BSH"``.
        sparse_mode (int, optional): 0 to 5, see above. Default: ``0``.

    Returns:
        Tensor of the shape and dtype of `query`.

    Raises:
        TypeError: If `query`, `key` or `value` is not a Tensor, their dtypes differ or are not float, `attn_mask`
            is not bool / uint8, `head_num` / `sparse_mode` is not an int, or `input_layout` is not a str.
        ValueError: If `input_layout` is not a valid layout.
        RuntimeError: If `head_num` is not positive or not a multiple of N2, the head sizes differ, `attn_mask`
            has an invalid shape, `sparse_mode` is not in 0 to 5, `keep_prob` is outside (0, 1], or TND is used
            without the sequence lengths.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor([[[1.0, 0.0]]], mindspore.float16)
        >>> k = Tensor([[[1.0, 0.0], [0.0, 1.0]]], mindspore.float16)
        >>> v = Tensor([[[1.0, 2.0], [3.0, 4.0]]], mindspore.float16)
        >>> out = ops.flash_attention_score(q, k, v, 1, scalar_value=0.0)
        >>> print(out)
        [[[2. 3.]]]
        >>> print(out.shape, out.dtype)
        (1, 1, 2) Float16
    """
    name = "FlashAttentionScore"
    for arg, val in (("query", query), ("key", key), ("value", value)):
        if not isinstance(val, Tensor):
            raise TypeError(f"For '{name}', the '{arg}' must be a Tensor, but got {type(val).__name__}.")
    for arg, val in (("real_shift", real_shift), ("drop_mask", drop_mask), ("padding_mask", padding_mask),
                     ("attn_mask", attn_mask)):
        if val is not None and not isinstance(val, Tensor):
            raise TypeError(f"For '{name}', the '{arg}' must be a Tensor or None, but got {type(val).__name__}.")
    for arg, val in (("head_num", head_num), ("pre_tokens", pre_tokens), ("next_tokens", next_tokens),
                     ("inner_precise", inner_precise), ("sparse_mode", sparse_mode)):
        if isinstance(val, bool) or not isinstance(val, int):
            raise TypeError(f"For '{name}', the '{arg}' must be an int, but got {type(val).__name__}.")
    for arg, val in (("keep_prob", keep_prob), ("scalar_value", scalar_value)):
        if isinstance(val, bool) or not isinstance(val, (int, float)):
            raise TypeError(f"For '{name}', the '{arg}' must be a float, but got {type(val).__name__}.")
    if not isinstance(input_layout, str):
        raise TypeError(f"For '{name}', the 'input_layout' must be a str, but got {type(input_layout).__name__}.")
    if input_layout not in _LAYOUTS:
        raise ValueError(f"Failed to convert the value \"{input_layout}\" of input 'input_layout' of "
                         f"'{name}' to enum.")
    q, k, v = query._t, key._t, value._t
    if q.dtype not in _HALF_FLOATS:
        raise TypeError(f"For '{name}', the 'query' must be float16, bfloat16 or float32, but got {query.dtype}.")
    if k.dtype != q.dtype or v.dtype != q.dtype:
        raise TypeError(f"For '{name}', 'query', 'key' and 'value' must have one dtype, but got {query.dtype}, "
                        f"{key.dtype} and {value.dtype}.")
    if attn_mask is not None and attn_mask._t.dtype not in (torch.bool, torch.uint8):
        raise TypeError(f"For '{name}', the 'attn_mask' must be bool or uint8, but got {attn_mask.dtype}.")
    if real_shift is not None and real_shift._t.dtype != q.dtype:
        raise TypeError(f"For '{name}', the 'real_shift' must have the dtype of 'query' {query.dtype}, but got "
                        f"{real_shift.dtype}.")
    if head_num <= 0:
        raise RuntimeError(f"For '{name}', the 'head_num' must be greater than 0, but got {head_num}.")
    if sparse_mode not in range(6):
        raise RuntimeError(f"For '{name}', the 'sparse_mode' must be in [0, 5], but got {sparse_mode}.")
    if not 0.0 < keep_prob <= 1.0:
        raise RuntimeError(f"For '{name}', the 'keep_prob' must be in (0, 1], but got {keep_prob}.")
    if v.shape != k.shape:
        raise RuntimeError(f"For '{name}', 'value' must have the shape of 'key' {tuple(k.shape)}, but got "
                           f"{tuple(v.shape)}.")
    rank = 3 if input_layout in ("BSH", "SBH", "TND") else 4
    if q.dim() != rank or k.dim() != rank:
        raise RuntimeError(f"For '{name}', with input_layout '{input_layout}' 'query' and 'key' must be {rank}-D, "
                           f"but got shapes {tuple(q.shape)} and {tuple(k.shape)}.")
    if input_layout in ("BSH", "SBH"):
        if q.shape[-1] % head_num:
            raise RuntimeError(f"For '{name}', the hidden size of 'query' {q.shape[-1]} must be a multiple of "
                               f"'head_num' {head_num}.")
        d = q.shape[-1] // head_num
        if k.shape[-1] % d:
            raise RuntimeError(f"For '{name}', the hidden size of 'key' {k.shape[-1]} must be a multiple of the "
                               f"head size {d}.")
        n2 = k.shape[-1] // d
    else:
        n_axis = 1 if input_layout in ("BNSD", "TND") else 2
        if q.shape[n_axis] != head_num:
            raise RuntimeError(f"For '{name}', the head axis of 'query' must be 'head_num' {head_num}, but got "
                               f"{q.shape[n_axis]}.")
        if q.shape[-1] != k.shape[-1]:
            raise RuntimeError(f"For '{name}', the D axis of 'query', 'key' and 'value' must be equal, but got "
                               f"{q.shape[-1]} and {k.shape[-1]}.")
        n2 = k.shape[1 if input_layout == "TND" else n_axis]
    if n2 <= 0 or head_num % n2:
        raise RuntimeError(f"For '{name}', the 'head_num' {head_num} must be divisible by N2 of 'key' {n2}.")
    group = head_num // n2
    scale = float(scalar_value)
    if input_layout == "TND":
        qlen, kvlen = _seq_list(actual_seq_qlen, "actual_seq_qlen"), _seq_list(actual_seq_kvlen, "actual_seq_kvlen")
        if qlen is None or kvlen is None or len(qlen) != len(kvlen) or not qlen:
            raise RuntimeError(f"For '{name}', with input_layout 'TND' 'actual_seq_qlen' and 'actual_seq_kvlen' "
                               f"must be given with one length each per batch.")
        if qlen[-1] != q.shape[0] or kvlen[-1] != k.shape[0]:
            raise RuntimeError(f"For '{name}', the last values of 'actual_seq_qlen' and 'actual_seq_kvlen' must be "
                               f"T1 {q.shape[0]} and T2 {k.shape[0]}, but got {qlen[-1]} and {kvlen[-1]}.")
        out = torch.zeros(q.shape, dtype=torch.float32, device=q.device)
        q0 = k0 = 0
        for bi, (q1, k1) in enumerate(zip(qlen, kvlen)):
            qb = q[q0:q1].float().transpose(0, 1)
            kb = k[k0:k1].float().transpose(0, 1).repeat_interleave(group, 0)
            vb = v[k0:k1].float().transpose(0, 1).repeat_interleave(group, 0)
            keep = _keep_area(q1 - q0, k1 - k0, sparse_mode, pre_tokens, next_tokens, 0, q.device).unsqueeze(0)
            pse = None
            if real_shift is not None:
                shift = real_shift._t.float()
                pse = shift[bi if shift.shape[0] > 1 else 0, :, :q1 - q0, :k1 - k0]
            out[q0:q1] = _attend(qb, kb, vb, scale, pse, keep, keep_prob, None).transpose(0, 1)
            q0, k0 = q1, k1
        return _wrap(out.to(q.dtype))
    qb = _to_bnsd(q, input_layout, head_num).float()
    kb = _to_bnsd(k, input_layout, n2).float().repeat_interleave(group, 1)
    vb = _to_bnsd(v, input_layout, n2).float().repeat_interleave(group, 1)
    b, _, s1, _ = qb.shape
    s2 = kb.shape[2]
    prefixes = _seq_list(prefix, "prefix") if sparse_mode == 5 else None
    if sparse_mode == 5 and (prefixes is None or len(prefixes) != b):
        raise RuntimeError(f"For '{name}', sparse_mode 5 needs a 'prefix' of {b} values, but got {prefix}.")
    if sparse_mode == 0 and attn_mask is None:  # without a mask the band is not applied
        pre_tokens = next_tokens = _INT_MAX
    keep = torch.stack([_keep_area(s1, s2, sparse_mode, pre_tokens, next_tokens,
                                   prefixes[i] if prefixes else 0, q.device) for i in range(b)]).unsqueeze(1)
    if attn_mask is not None and sparse_mode in (0, 1, 5):
        m = attn_mask._t.bool()
        if m.shape not in ((s1, s2), (b, 1, s1, s2), (b, head_num, s1, s2)):
            raise RuntimeError(f"For '{name}', the shape of 'attn_mask' must be (S1, S2), (B, 1, S1, S2) or "
                               f"(B, N1, S1, S2) = ({b}, {head_num}, {s1}, {s2}), but got {tuple(m.shape)}.")
        keep = keep & ~m
    pse = None if real_shift is None else real_shift._t.float()
    drop = None
    if keep_prob < 1.0 and drop_mask is not None:
        drop = _drop_bits(drop_mask._t, (b, head_num, s1, s2))
    out = _attend(qb, kb, vb, scale, pse, keep, keep_prob, drop)
    return _wrap(_from_bnsd(out, input_layout).to(q.dtype))


op("FlashAttentionScore", "nn", cases=())(flash_attention_score)


# ----- ReshapeAndCache -----------------------------------------------------------------------------------------------
_RESHAPE_AND_CACHE_DOC = r"""Writes the keys (and values) of new tokens into a block-wise KV cache, in place: token
    ``t`` goes to slot ``slot_mapping[t]``, that is row ``slot % block_size`` of block ``slot // block_size`` of the
    cache. Tokens whose slot is negative are skipped.

    Inputs:
        - **key** (Tensor) - The new keys, :math:`(num\_tokens, num\_head, head\_dim)` or any shape whose leading
          dimensions hold the tokens and whose trailing elements fill one cache row.
        - **value** (Tensor, optional) - The new values, like `key`. Default: ``None``.
        - **key_cache** (Parameter) - :math:`(num\_blocks, block\_size, num\_head, head\_dim)`, updated in place.
        - **value_cache** (Parameter, optional) - Like `key_cache`; updated when `value` is given. Default:
          ``None``.
        - **slot_mapping** (Tensor) - int32 or int64, :math:`(num\_tokens,)`.

    Outputs:
        Tensor of the shape and dtype of `key` (a copy of it); the caches are updated in place.

    Raises:
        TypeError: If `key`, `key_cache` or `slot_mapping` is not a Tensor, or `slot_mapping` is not an integer
            Tensor.
        ValueError: If the number of tokens of `key` and `slot_mapping` differ, a cache row does not hold one
            token, or a slot is past the end of the cache.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> cache = Parameter(Tensor(np.zeros((2, 2, 1, 2)), mindspore.float16), name="k_cache")
        >>> key = Tensor([[[1.0, 2.0]], [[3.0, 4.0]]], mindspore.float16)
        >>> _ = ops.ReshapeAndCache()(key, None, cache, None, Tensor([3, 0], mindspore.int32))
        >>> print(cache.asnumpy().reshape(4, 2))
        [[3. 4.]
         [0. 0.]
         [0. 0.]
         [1. 2.]]
    """


def _write_cache(name, new, cache, slots):
    c = cache._t
    rows = c.shape[0] * c.shape[1] if c.dim() >= 2 else 0
    width = c[0, 0].numel() if rows else 0
    n = slots.shape[0]
    src = new._t.reshape(n, -1) if new._t.numel() and n else new._t.reshape(0, width)
    if src.shape[1] != width:
        raise ValueError(f"For 'ReshapeAndCache', a row of '{name}_cache' holds {width} elements but a token of "
                         f"'{name}' has {src.shape[1]}.")
    keep = slots >= 0
    if bool((slots[keep] >= rows).any()):
        raise ValueError(f"For 'ReshapeAndCache', every value of 'slot_mapping' must be below the {rows} slots of "
                         f"the cache, but got {slots.max().item()}.")
    with torch.no_grad():
        flat = c.reshape(rows, width)
        flat[slots[keep].long()] = src[keep].to(c.dtype)
        if flat.data_ptr() != c.data_ptr():
            c.copy_(flat.reshape(c.shape))


def _reshape_and_cache(key, value=None, key_cache=None, value_cache=None, slot_mapping=None):
    for arg, val in (("key", key), ("key_cache", key_cache), ("slot_mapping", slot_mapping)):
        if not isinstance(val, Tensor):
            raise TypeError(f"For 'ReshapeAndCache', the '{arg}' must be a Tensor, but got {type(val).__name__}.")
    slots = slot_mapping._t.reshape(-1)
    if slots.is_floating_point() or slots.dtype == torch.bool:
        raise TypeError(f"For 'ReshapeAndCache', the 'slot_mapping' must be an int32 or int64 Tensor, but got "
                        f"{slot_mapping.dtype}.")
    lead = key._t.shape[0] if key._t.dim() else 1
    if key._t.numel() % max(slots.shape[0], 1) or (key._t.dim() and lead != slots.shape[0]
                                                   and key._t.numel() // max(slots.shape[0], 1) == 0):
        raise ValueError(f"For 'ReshapeAndCache', 'key' must hold one row per value of 'slot_mapping' "
                         f"({slots.shape[0]}), but got shape {tuple(key._t.shape)}.")
    _write_cache("key", key, key_cache, slots)
    if value is not None and value_cache is not None:
        _write_cache("value", value, value_cache, slots)
    return _wrap(key._t.clone())


op("ReshapeAndCache", "nn", functional=False,
   primitive=prim("ReshapeAndCache", "(self)", "(self, key, value=None, key_cache=None, value_cache=None, "
                  "slot_mapping=None)", doc=_RESHAPE_AND_CACHE_DOC),
   cases=())(_reshape_and_cache)


# ----- PagedAttention / PagedAttentionMask ---------------------------------------------------------------------------
_PAGED_COMMON = r"""
    For sequence ``b`` its ``context_lens[b]`` cached tokens are read through its row of `block_tables`: position
    ``p`` is row ``p % block_size`` of block ``block_tables[b, p // block_size]``. The query heads (`head_num`)
    share the key heads (`kv_head_num`) in groups, and

    .. math::
        out = \mathrm{softmax}(scale\_value \cdot q k^{T} + mask) \, v

    accumulated in float32 and returned in the dtype of `query`. With int8 caches, `antiquant_scale` and
    `antiquant_offset` (rows 0 for keys, 1 for values) dequantize them as ``(cache + offset) * scale``."""

_PAGED_ATTENTION_DOC = r"""Decoding attention over a block-wise (paged) KV cache.
""" + _PAGED_COMMON + r"""

    Args:
        head_num (int): The number of query heads.
        scale_value (float): The scale of the scores, usually :math:`1 / \sqrt{head\_dim}`.
        kv_head_num (int): The number of key / value heads; it divides `head_num`.
        kv_cache_quant_mode (str): ``"DEFAULT"`` (scales per channel, :math:`(2, kv\_head\_num \cdot head\_dim)`) or
            ``"PERTOKEN"`` (scales per query token, :math:`(2, num\_tokens)`). Default: ``"DEFAULT"``.
        mask_mode (str): ``"MASK_DEFAULT"`` adds `attn_mask`; ``"TRAPEZOIDAL"`` masks, within a sequence of several
            query tokens, the cached positions after each one. Default: ``"MASK_DEFAULT"``.
        mla_v_dim (int): When positive, the values are the first `mla_v_dim` channels of `key_cache` and
            `value_cache` is not read. Default: ``0``.

    Inputs:
        - **query** (Tensor) - :math:`(num\_tokens, head\_num, head\_dim)` or :math:`(num\_tokens, head\_num \cdot
          head\_dim)`.
        - **key_cache** (Tensor) - :math:`(num\_blocks, block\_size, kv\_head\_num, head\_dim)` or with the heads
          merged.
        - **value_cache** (Tensor, optional) - Like `key_cache`. Default: ``None``.
        - **block_tables** (Tensor) - int32, :math:`(batch, max\_blocks\_per\_sequence)`.
        - **context_lens** (Tensor) - int32, :math:`(batch,)`, the number of cached tokens of each sequence.
        - **antiquant_scale** (Tensor, optional) - Dequantization scales of int8 caches. Default: ``None``.
        - **antiquant_offset** (Tensor, optional) - Dequantization offsets of int8 caches. Default: ``None``.
        - **attn_mask** (Tensor, optional) - Added to the scores, :math:`(num\_tokens, max\_context\_len)`.
          Default: ``None``.
        - **q_seq_lens** (Tensor, optional) - int32, :math:`(batch,)`, query tokens per sequence (1 each when
          ``None``). Default: ``None``.
        - **alibi_mask** (Tensor, optional) - Added to the scores like `attn_mask`. Default: ``None``.

    Outputs:
        Tensor of the shape and dtype of `query` (the last dimension `mla_v_dim` per head when it is positive).

    Raises:
        TypeError: If a required input is not a Tensor, or the caches are int8 without float scales.
        ValueError: If `head_num` is not a multiple of `kv_head_num`, a mode is unknown, or the shapes do not fit.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.ones((1, 1, 2)), mindspore.float16)
        >>> k_cache = Tensor(np.ones((2, 2, 1, 2)), mindspore.float16)
        >>> v_cache = Tensor(np.arange(8).reshape(2, 2, 1, 2), mindspore.float16)
        >>> pa = ops.PagedAttention(head_num=1, scale_value=1.0, kv_head_num=1)
        >>> out = pa(q, k_cache, v_cache, Tensor([[1, 0]], mindspore.int32), Tensor([3], mindspore.int32))
        >>> print(out)
        [[[3.334 4.332]]]
    """

_PAGED_ATTENTION_MASK_DOC = r"""Decoding attention over a block-wise (paged) KV cache, with an optional ALiBi bias.
""" + _PAGED_COMMON + r"""

    Args:
        head_num (int): The number of query heads.
        scale_value (float): The scale of the scores, usually :math:`1 / \sqrt{head\_dim}`.
        kv_head_num (int): The number of key / value heads; it divides `head_num`.
        kv_cache_quant_mode (str): ``"DEFAULT"`` or ``"PERTOKEN"``, see :class:`mindspore.ops.PagedAttention`.
            Default: ``"DEFAULT"``.

    Inputs:
        - **query** (Tensor) - :math:`(num\_tokens, head\_num, head\_dim)` or :math:`(num\_tokens, head\_num \cdot
          head\_dim)`.
        - **key_cache** (Tensor) - :math:`(num\_blocks, block\_size, kv\_head\_num, head\_dim)`.
        - **value_cache** (Tensor) - Like `key_cache`.
        - **block_tables** (Tensor) - int32, :math:`(num\_tokens, max\_blocks\_per\_sequence)`.
        - **context_lens** (Tensor) - int32, :math:`(num\_tokens,)`.
        - **antiquant_scale** (Tensor, optional) - Dequantization scales of int8 caches. Default: ``None``.
        - **antiquant_offset** (Tensor, optional) - Dequantization offsets of int8 caches. Default: ``None``.
        - **alibi_mask** (Tensor, optional) - Added to the scores, :math:`(num\_tokens, head\_num, 1,
          max\_context\_len)` or broadcastable to it. Default: ``None``.

    Outputs:
        Tensor of the shape and dtype of `query`.

    Raises:
        TypeError: If a required input is not a Tensor, or the caches are int8 without float scales.
        ValueError: If `head_num` is not a multiple of `kv_head_num` or the shapes do not fit.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.ones((1, 1, 2)), mindspore.float16)
        >>> cache = Tensor(np.ones((1, 4, 1, 2)), mindspore.float16)
        >>> values = Tensor(np.arange(8).reshape(1, 4, 1, 2), mindspore.float16)
        >>> pa = ops.PagedAttentionMask(head_num=1, scale_value=1.0, kv_head_num=1)
        >>> print(pa(q, cache, values, Tensor([[0]], mindspore.int32), Tensor([2], mindspore.int32)))
        [[[1. 2.]]]
    """


def _paged_check(p):
    name = type(p).__name__
    modes = (("kv_cache_quant_mode", ("DEFAULT", "PERTOKEN")), ("mask_mode", ("MASK_DEFAULT", "TRAPEZOIDAL")))
    for arg, allowed in modes:
        if arg in p.init_attrs and p.init_attrs[arg] not in allowed:
            raise ValueError(f"Failed to convert the value \"{p.init_attrs[arg]}\" of input '{arg}' of '{name}' "
                             f"to enum.")


def _check_scale(name, cache, scale):
    if cache.dtype == torch.int8 and (scale is None or not scale._t.is_floating_point()):
        raise TypeError(f"For '{name}', int8 caches need a float 'antiquant_scale', but got "
                        f"{None if scale is None else scale.dtype}.")


def _dequant(cache, scale, offset, row, name):
    """A cache in float32; an int8 one dequantized per channel of a cache row (mode DEFAULT)."""
    t = cache.float()
    if cache.dtype != torch.int8:
        return t
    _check_scale(name, cache, scale)
    sc = scale._t.float()[row]
    off = torch.zeros_like(sc) if offset is None else offset._t.float()[row]
    return (t + off.reshape(t.shape[2:])) * sc.reshape(t.shape[2:])


def _paged(name, query, key_cache, value_cache, block_tables, context_lens, antiquant_scale, antiquant_offset,
           masks, q_seq_lens, head_num, scale_value, kv_head_num, kv_cache_quant_mode, mask_mode, mla_v_dim):
    for arg, val in (("query", query), ("key_cache", key_cache), ("block_tables", block_tables),
                     ("context_lens", context_lens)):
        if not isinstance(val, Tensor):
            raise TypeError(f"For '{name}', the '{arg}' must be a Tensor, but got {type(val).__name__}.")
    for arg, val in (("head_num", head_num), ("kv_head_num", kv_head_num)):
        if isinstance(val, bool) or not isinstance(val, int) or val <= 0:
            raise ValueError(f"For '{name}', the '{arg}' must be a positive int, but got {val}.")
    if head_num % kv_head_num:
        raise ValueError(f"For '{name}', the 'head_num' {head_num} must be a multiple of 'kv_head_num' "
                         f"{kv_head_num}.")
    q = query._t
    tokens = q.shape[0]
    d = q.shape[-1] if q.dim() == 3 else q.shape[-1] // head_num
    qf = q.float().reshape(tokens, head_num, d)
    kc = key_cache._t
    blocks, block_size = kc.shape[0], kc.shape[1]
    per_token = kv_cache_quant_mode == "PERTOKEN" and kc.dtype == torch.int8
    if per_token:
        _check_scale(name, kc, antiquant_scale)
    kd = kc.float() if per_token else _dequant(kc, antiquant_scale, antiquant_offset, 0, name)
    kd = kd.reshape(blocks * block_size, kv_head_num, -1)
    if mla_v_dim > 0:
        vd = kd[..., :mla_v_dim]
    else:
        if not isinstance(value_cache, Tensor):
            raise TypeError(f"For '{name}', the 'value_cache' must be a Tensor, but got "
                            f"{type(value_cache).__name__}.")
        vc = value_cache._t
        vd = vc.float() if per_token else _dequant(vc, antiquant_scale, antiquant_offset, 1, name)
        vd = vd.reshape(blocks * block_size, kv_head_num, -1)
    if kd.shape[-1] != d:
        raise ValueError(f"For '{name}', the head size of 'key_cache' {kd.shape[-1]} must equal that of 'query' "
                         f"{d}.")
    group = head_num // kv_head_num
    lens = [int(v) for v in context_lens._t.reshape(-1).tolist()]
    qlens = [1] * len(lens) if q_seq_lens is None else [int(v) for v in q_seq_lens._t.reshape(-1).tolist()]
    if sum(qlens) != tokens or len(qlens) != len(lens):
        raise ValueError(f"For '{name}', the query tokens of 'q_seq_lens' ({sum(qlens)}) must match 'query' "
                         f"({tokens}) with one length per sequence of 'context_lens' ({len(lens)}).")
    table = block_tables._t.long()
    out = torch.zeros(tokens, head_num, vd.shape[-1], dtype=torch.float32, device=q.device)
    row = 0
    for b, (length, nq) in enumerate(zip(lens, qlens)):
        pos = torch.arange(length, device=q.device)
        slots = table[b, pos // block_size] * block_size + pos % block_size
        keys = kd[slots].repeat_interleave(group, 1).transpose(0, 1)  # (N, L, D)
        vals = vd[slots].repeat_interleave(group, 1).transpose(0, 1)
        qb = qf[row:row + nq].transpose(0, 1)  # (N, nq, D)
        if per_token:
            sc = antiquant_scale._t.float()
            off = torch.zeros_like(sc) if antiquant_offset is None else antiquant_offset._t.float()
            keys = (keys + off[0, row]) * sc[0, row]
            vals = (vals + off[1, row]) * sc[1, row]
        scores = torch.matmul(qb, keys.transpose(-1, -2)) * float(scale_value)
        for m in masks:
            if m is not None:
                mt = m._t.float()
                scores = scores + (mt[row:row + nq, :length].unsqueeze(0) if mt.dim() == 2
                                   else mt[row:row + nq, ..., :length].reshape(nq, -1, 1, length)
                                   .transpose(0, 1).reshape(-1, nq, length))
        if mask_mode == "TRAPEZOIDAL" and nq > 1:
            i = torch.arange(nq, device=q.device).unsqueeze(1)
            scores = scores.masked_fill(pos.unsqueeze(0) > length - nq + i, float("-inf"))
        probs = torch.softmax(scores, dim=-1).nan_to_num(0.0)
        out[row:row + nq] = torch.matmul(probs, vals).transpose(0, 1)
        row += nq
    shape = q.shape if mla_v_dim <= 0 else (tokens, head_num, mla_v_dim) if q.dim() == 3 else (tokens, -1)
    return _wrap(out.reshape(shape).to(q.dtype))


def _paged_attention(query, key_cache, value_cache=None, block_tables=None, context_lens=None,
                     antiquant_scale=None, antiquant_offset=None, attn_mask=None, q_seq_lens=None, alibi_mask=None,
                     head_num=1, scale_value=1.0, kv_head_num=1, kv_cache_quant_mode='DEFAULT',
                     mask_mode='MASK_DEFAULT', mla_v_dim=0):
    masks = (alibi_mask,) if mask_mode == "TRAPEZOIDAL" else (attn_mask, alibi_mask)
    return _paged("PagedAttention", query, key_cache, value_cache, block_tables, context_lens, antiquant_scale,
                  antiquant_offset, masks, q_seq_lens, head_num, scale_value, kv_head_num, kv_cache_quant_mode,
                  mask_mode, mla_v_dim)


def _paged_attention_mask(query, key_cache, value_cache, block_tables, context_lens, antiquant_scale=None,
                          antiquant_offset=None, alibi_mask=None, head_num=1, scale_value=1.0, kv_head_num=1,
                          kv_cache_quant_mode='DEFAULT'):
    return _paged("PagedAttentionMask", query, key_cache, value_cache, block_tables, context_lens,
                  antiquant_scale, antiquant_offset, (alibi_mask,), None, head_num, scale_value, kv_head_num,
                  kv_cache_quant_mode, "MASK_DEFAULT", 0)


op("PagedAttention", "nn", functional=False,
   primitive=prim("PagedAttention", "(self, head_num, scale_value, kv_head_num, kv_cache_quant_mode='DEFAULT', "
                  "mask_mode='MASK_DEFAULT', mla_v_dim=0)",
                  "(self, query, key_cache, value_cache=None, block_tables=None, context_lens=None, "
                  "antiquant_scale=None, antiquant_offset=None, attn_mask=None, q_seq_lens=None, alibi_mask=None)",
                  doc=_PAGED_ATTENTION_DOC, check=_paged_check),
   cases=())(_paged_attention)

op("PagedAttentionMask", "nn", functional=False,
   primitive=prim("PagedAttentionMask", "(self, head_num, scale_value, kv_head_num, kv_cache_quant_mode='DEFAULT')",
                  "(self, query, key_cache, value_cache, block_tables, context_lens, antiquant_scale=None, "
                  "antiquant_offset=None, alibi_mask=None)",
                  doc=_PAGED_ATTENTION_MASK_DOC, check=_paged_check),
   cases=())(_paged_attention_mask)


# ----- prompt_flash_attention / incre_flash_attention ----------------------------------------------------------------
def _int_list(value, name, op_name):
    if value is None:
        return None
    if isinstance(value, Tensor):
        return [int(v) for v in value._t.reshape(-1).tolist()]
    if isinstance(value, (tuple, list)):
        return [int(v) for v in value]
    raise TypeError(f"For '{op_name}', the '{name}' must be a Tensor, tuple or list of int, but got "
                    f"{type(value).__name__}.")


def _per_batch(values, b, name, op_name):
    if values is None:
        return None
    if len(values) == 1:
        return values * b
    if len(values) != b:
        raise ValueError(f"For '{op_name}', the size of '{name}' must be 1 or B ({b}), but got {len(values)}.")
    return values


def _mask_bnss(mask, b, s1, s2, op_name):
    """A discard mask (True: discard) of shape (B or 1, 1, S1, S2) from the mask shapes the inference kernels take."""
    m = mask._t
    if m.dtype not in (torch.bool, torch.int8, torch.uint8, torch.float16):
        raise TypeError(f"For '{op_name}', the 'attn_mask' must be bool, int8 or uint8, but got {mask.dtype}.")
    m = m != 0
    if m.dim() == 2 and m.shape[0] in (b, 1) and s1 == 1 and m.shape[-1] >= s2 and m.shape != (s1, s2):
        m = m.reshape(m.shape[0], 1, 1, -1)
    while m.dim() < 4:
        m = m.unsqueeze(-3) if m.dim() == 3 else m.unsqueeze(0)
    if m.shape[0] not in (1, b) or m.shape[1] != 1 or m.shape[2] < s1 or m.shape[3] < s2:
        raise RuntimeError(f"For '{op_name}', the shape of 'attn_mask' {tuple(mask._t.shape)} is not valid for "
                           f"B={b}, S1={s1}, S2={s2}.")
    return m[:, :, :s1, :s2]


def _infer_attention(qb, kb, vb, num_heads, scale, pse, mask, sparse_mode, pre_tokens, next_tokens,
                     qlens, kvlens, kv_start=None, lse=None):
    """Attention of (B, N, S1, D) queries over (B, kvN, S2, D) keys/values in float32. `mask`: (B or 1, 1, S1, S2)
    discard mask; `qlens` / `kvlens`: per-batch valid lengths (rows past them give zeros); `kv_start`: per-batch
    first valid key position."""
    b, _, s1, _ = qb.shape
    s2 = kb.shape[2]
    group = num_heads // kb.shape[1]
    kb, vb = kb.repeat_interleave(group, 1), vb.repeat_interleave(group, 1)
    out = torch.zeros(b, num_heads, s1, vb.shape[-1], dtype=torch.float32, device=qb.device)
    for i in range(b):
        lq = s1 if qlens is None else min(qlens[i], s1)
        lk = s2 if kvlens is None else min(kvlens[i], s2)
        k0 = 0 if kv_start is None else kv_start[i]
        if lq <= 0 or lk <= 0 or k0 < 0:
            continue
        rows = torch.arange(lq, device=qb.device).unsqueeze(1)
        cols = torch.arange(lk, device=qb.device).unsqueeze(0)
        if sparse_mode == 0:
            keep = ((cols - rows <= next_tokens) & (rows - cols <= pre_tokens) if mask is not None
                    else torch.ones(lq, lk, dtype=torch.bool, device=qb.device))
        elif sparse_mode == 1:
            keep = torch.ones(lq, lk, dtype=torch.bool, device=qb.device)
        else:
            keep = _keep_area(lq, lk, sparse_mode, pre_tokens, next_tokens, 0, qb.device)
        if mask is not None and sparse_mode in (0, 1):
            keep = keep & ~mask[i if mask.shape[0] > 1 else 0, 0, :lq, k0:k0 + lk]
        shift = None
        if pse is not None:
            shift = pse[i if pse.shape[0] > 1 else 0, :, :lq, k0:k0 + lk]
        out[i, :, :lq] = _attend(qb[i, :, :lq], kb[i, :, k0:k0 + lk], vb[i, :, k0:k0 + lk], scale, shift,
                                 keep.unsqueeze(0), 1.0, None)
        if lse is not None:  # (B, N, S1, 1) log-sum-exp of the masked scores
            lse[i, :, :lq, 0] = torch.logsumexp(_scores(qb[i, :, :lq], kb[i, :, k0:k0 + lk], scale, shift,
                                                        keep.unsqueeze(0)), -1)
    return out


def _bnsd(t, layout, heads, op_name, arg):
    if layout == "BNSD":
        if t.dim() != 4:
            raise RuntimeError(f"For '{op_name}', with input_layout 'BNSD' the '{arg}' must be 4-D, but got shape "
                               f"{tuple(t.shape)}.")
        return t
    if t.dim() != 3 or t.shape[-1] % heads:
        raise RuntimeError(f"For '{op_name}', with input_layout 'BSH' the '{arg}' must be 3-D with a hidden size "
                           f"divisible by its head number {heads}, but got shape {tuple(t.shape)}.")
    return _to_bnsd(t, "BSH", heads)


def _post_quant(out, quant_scale2, quant_offset2):
    """int8 output: round(out * scale + offset), saturated to [-128, 127]."""
    res = out * quant_scale2._t.float()
    if quant_offset2 is not None:
        res = res + quant_offset2._t.float()
    return torch.round(res).clamp(-128, 127).to(torch.int8)


def _check_infer_args(op_name, query, num_heads, num_key_value_heads, scale_value, input_layout, inner_precise,
                      layouts=("BSH", "BNSD")):
    if not isinstance(query, Tensor):
        raise TypeError(f"For '{op_name}', the 'query' must be a Tensor, but got {type(query).__name__}.")
    for arg, val in (("num_heads", num_heads), ("num_key_value_heads", num_key_value_heads),
                     ("inner_precise", inner_precise)):
        if isinstance(val, bool) or not isinstance(val, int):
            raise TypeError(f"For '{op_name}', the '{arg}' must be an int, but got {type(val).__name__}.")
    if isinstance(scale_value, bool) or not isinstance(scale_value, (int, float)):
        raise TypeError(f"For '{op_name}', the 'scale_value' must be a float, but got {type(scale_value).__name__}.")
    if not isinstance(input_layout, str):
        raise TypeError(f"For '{op_name}', the 'input_layout' must be a str, but got {type(input_layout).__name__}.")
    if input_layout not in layouts:
        raise ValueError(f"Failed to convert the value \"{input_layout}\" of input 'input_layout' of '{op_name}' "
                         f"to enum.")
    if num_heads <= 0:
        raise RuntimeError(f"For '{op_name}', the 'num_heads' must be greater than 0, but got {num_heads}.")
    if num_key_value_heads < 0:
        raise RuntimeError(f"For '{op_name}', the 'num_key_value_heads' must be greater than or equal to 0, but "
                           f"got {num_key_value_heads}.")
    kv_heads = num_key_value_heads or num_heads
    if num_heads % kv_heads:
        raise RuntimeError(f"For '{op_name}', the 'num_heads' {num_heads} must be divisible by "
                           f"'num_key_value_heads' {kv_heads}.")
    return kv_heads


def prompt_flash_attention(query, key, value, attn_mask=None, actual_seq_lengths=None, actual_seq_lengths_kv=None,
                           pse_shift=None, deq_scale1=None, quant_scale1=None, deq_scale2=None, quant_scale2=None,
                           quant_offset2=None, num_heads=1, scale_value=1.0, pre_tokens=2147483647, next_tokens=0,
                           input_layout='BSH', num_key_value_heads=0, sparse_mode=0, inner_precise=1):
    r"""Attention of the full prompt (the prefill step of inference):
    :math:`\mathrm{softmax}(scale\_value \cdot Q K^{T} + pse\_shift,\ \text{masked}) V`.

    Layouts: ``"BSH"`` :math:`(B, S, N \cdot D)` and ``"BNSD"``. `key` and `value` have `num_key_value_heads`
    heads (``0``: as many as `query`), which query heads share in groups. Masking: in `sparse_mode` 0 a given
    `attn_mask` (nonzero discards) is combined with the band :math:`-pre\_tokens \le j - i \le next\_tokens`
    (without `attn_mask` nothing is masked); 1 uses `attn_mask` alone; 2 is causal from the top left, 3 causal from
    the bottom right and 4 the band measured from the bottom right (the compressed `attn_mask` of these modes is not
    read). `actual_seq_lengths` / `actual_seq_lengths_kv` give the valid query / key length of each batch; query
    rows past it give zeros. Sums run in float32; the result has the dtype of `query`, or is int8 when
    `quant_scale2` is given (``round(out * quant_scale2 + quant_offset2)``, saturated).

    Args:
        query (Tensor): float16, bfloat16 or float32, :math:`(B, S1, H)` or :math:`(B, N, S1, D)`.
        key (Tensor): Of the dtype of `query`, :math:`(B, S2, kvH)` or :math:`(B, kvN, S2, D)`.
        value (Tensor): Of the shape and dtype of `key`.
        attn_mask (Tensor, optional): bool, int8 or uint8: :math:`(S1, S2)`, :math:`(B, S1, S2)`,
            :math:`(1, S1, S2)`, :math:`(B, 1, S1, S2)` or :math:`(1, 1, S1, S2)`. Default: ``None``.
        actual_seq_lengths (Union[Tensor, tuple[int], list[int]], optional): Valid query lengths, one per batch.
            Default: ``None``.
        actual_seq_lengths_kv (Union[Tensor, tuple[int], list[int]], optional): Valid key lengths, one per batch.
            Default: ``None``.
        pse_shift (Tensor, optional): Added to the scaled scores, :math:`(B, N, S1, S2)` or :math:`(1, N, S1, S2)`.
            Default: ``None``.
        deq_scale1 (Tensor, optional): int8-input quantization; must be ``None`` here. Default: ``None``.
        quant_scale1 (Tensor, optional): int8-input quantization; must be ``None`` here. Default: ``None``.
        deq_scale2 (Tensor, optional): int8-input quantization; must be ``None`` here. Default: ``None``.
        quant_scale2 (Tensor, optional): Output quantization scale (int8 output). Default: ``None``.
        quant_offset2 (Tensor, optional): Output quantization offset. Default: ``None``.
        num_heads (int, optional): N, the number of query heads. Default: ``1``.
        scale_value (float, optional): The scale of the scores. Default: ``1.0``.
        pre_tokens (int, optional): How far back a query may look (modes 0 and 4). Default: ``2147483647``.
        next_tokens (int, optional): How far ahead a query may look (modes 0 and 4). Default: ``0``.
        input_layout (str, optional): ``"BSH"`` or ``"BNSD"``. Default: ``"BSH"``.
        num_key_value_heads (int, optional): kvN; ``0`` means `num_heads`. Default: ``0``.
        sparse_mode (int, optional): 0 to 4, see above. Default: ``0``.
        inner_precise (int, optional): 0 or 1 (precision hint of the kernel; not read). Default: ``1``.

    Returns:
        Tensor of the shape of `query`.

    Raises:
        TypeError: If `query`, `key` or `value` is not a Tensor or their dtypes differ, `attn_mask` has another
            dtype, an int argument is not an int, `scale_value` is not a number or `input_layout` not a str.
        ValueError: If `input_layout` is not ``"BSH"`` or ``"BNSD"``, or int8-input quantization is asked for.
        RuntimeError: If `num_heads` is not positive or not a multiple of `num_key_value_heads`, the kv head number
            of `key` differs, `attn_mask` has an invalid shape, `sparse_mode` is not in 0 to 4, or the D axes
            differ.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.ones((1, 1, 3, 2)), mindspore.float16)
        >>> v = Tensor([[[[1.0, 0.0], [3.0, 0.0], [5.0, 0.0]]]], mindspore.float16)
        >>> out = ops.prompt_flash_attention(q, q, v, num_heads=1, input_layout='BNSD', sparse_mode=2)
        >>> print(out)
        [[[[1. 0.]
           [2. 0.]
           [3. 0.]]]]
    """
    name = "PromptFlashAttention"
    kv_heads = _check_infer_args(name, query, num_heads, num_key_value_heads, scale_value, input_layout,
                                 inner_precise)
    for arg, val in (("key", key), ("value", value)):
        if not isinstance(val, Tensor):
            raise TypeError(f"For '{name}', the '{arg}' must be a Tensor, but got {type(val).__name__}.")
    for arg, val in (("pre_tokens", pre_tokens), ("next_tokens", next_tokens), ("sparse_mode", sparse_mode)):
        if isinstance(val, bool) or not isinstance(val, int):
            raise TypeError(f"For '{name}', the '{arg}' must be an int, but got {type(val).__name__}.")
    q, k, v = query._t, key._t, value._t
    if q.dtype not in _HALF_FLOATS:
        raise TypeError(f"For '{name}', the 'query' must be float16, bfloat16 or float32 (int8 inputs are not "
                        f"supported by mindspore_compat), but got {query.dtype}.")
    if k.dtype != q.dtype or v.dtype != q.dtype:
        raise TypeError(f"For '{name}', 'query', 'key' and 'value' must have one dtype, but got {query.dtype}, "
                        f"{key.dtype} and {value.dtype}.")
    if any(x is not None for x in (deq_scale1, quant_scale1, deq_scale2)):
        raise ValueError(f"For '{name}', 'deq_scale1', 'quant_scale1' and 'deq_scale2' belong to int8 inputs and "
                         f"must be None for {query.dtype} inputs.")
    if sparse_mode not in range(5):
        raise RuntimeError(f"For '{name}', the 'sparse_mode' must be 0, 1, 2, 3 or 4, but got {sparse_mode}.")
    if sparse_mode == 4 and (pre_tokens < 0 or next_tokens < 0):
        raise RuntimeError(f"For '{name}', with sparse_mode 4 'pre_tokens' and 'next_tokens' must be non-negative, "
                           f"but got {pre_tokens} and {next_tokens}.")
    qb = _bnsd(q, input_layout, num_heads, name, "query").float()
    kb = _bnsd(k, input_layout, kv_heads, name, "key").float()
    vb = _bnsd(v, input_layout, kv_heads, name, "value").float()
    if qb.shape[1] != num_heads or kb.shape[1] != kv_heads or vb.shape != kb.shape:
        raise RuntimeError(f"For '{name}', 'query' must have num_heads {num_heads} heads and 'key' / 'value' "
                           f"{kv_heads}, but got {qb.shape[1]}, {kb.shape[1]} and {vb.shape[1]}.")
    if qb.shape[-1] != kb.shape[-1]:
        raise RuntimeError(f"For '{name}', the D axis of 'query', 'key' and 'value' must be the same, but got "
                           f"{qb.shape[-1]} and {kb.shape[-1]}.")
    b, _, s1, _ = qb.shape
    s2 = kb.shape[2]
    mask = None if attn_mask is None else _mask_bnss(attn_mask, b, s1, s2, name)
    qlens = _per_batch(_int_list(actual_seq_lengths, "actual_seq_lengths", name), b, "actual_seq_lengths", name)
    kvlens = _per_batch(_int_list(actual_seq_lengths_kv, "actual_seq_lengths_kv", name), b,
                        "actual_seq_lengths_kv", name)
    pse = None if pse_shift is None else pse_shift._t.float()
    out = _infer_attention(qb, kb, vb, num_heads, float(scale_value), pse, mask, sparse_mode, pre_tokens,
                           next_tokens, qlens, kvlens)
    out = _from_bnsd(out, input_layout)
    if quant_scale2 is not None:
        return _wrap(_post_quant(out, quant_scale2, quant_offset2))
    return _wrap(out.to(q.dtype))


op("PromptFlashAttention", "nn", cases=())(prompt_flash_attention)


def _kv_tensor(value, name, op_name):
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, (tuple, list)) and value and all(isinstance(x, Tensor) for x in value):
        return torch.cat([x._t for x in value], 0)
    raise TypeError(f"For '{op_name}', the '{name}' must be a Tensor or a tuple / list of Tensors, but got "
                    f"{type(value).__name__}.")


def _gather_pages(cache, block_table, block_size, length):
    """(B, length, kvH) rows of a paged cache ((num_blocks, block_size, kvH) or (num_blocks, kvN, block_size, D))
    read through `block_table`."""
    flat = cache.permute(0, 2, 1, 3).flatten(2) if cache.dim() == 4 else cache
    flat = flat.reshape(-1, flat.shape[-1])
    table = block_table._t.long()
    pos = torch.arange(length, device=cache.device)
    slots = table[:, (pos // block_size).clamp(max=table.shape[1] - 1)] * block_size + pos % block_size
    return flat[slots]


def incre_flash_attention(query, key, value, attn_mask=None, actual_seq_lengths=None, pse_shift=None,
                          dequant_scale1=None, quant_scale1=None, dequant_scale2=None, quant_scale2=None,
                          quant_offset2=None, antiquant_scale=None, antiquant_offset=None, block_table=None,
                          num_heads=1, input_layout='BSH', scale_value=1.0, num_key_value_heads=0, block_size=0,
                          inner_precise=1, kv_padding_size=None):
    r"""Attention of one new token per sequence over its key/value cache (the decoding step of inference):
    :math:`\mathrm{softmax}(scale\_value \cdot q K^{T} + pse\_shift,\ \text{masked}) V`.

    Layouts: ``"BSH"`` (`query` :math:`(B, 1, H)`, caches :math:`(B, S, kvH)`) and ``"BNSD"``. `key` and `value`
    may be given as a Tensor or a tuple / list of Tensors (joined along the batch). Only the first
    ``actual_seq_lengths[b]`` cached positions of batch ``b`` are read (all when ``None``); with `kv_padding_size`
    they are the positions ``[S - kv_padding_size - len, S - kv_padding_size)``. With `block_table` (page attention)
    the caches are :math:`(num\_blocks, block\_size, kvH)` and position ``p`` of batch ``b`` is row
    ``p % block_size`` of block ``block_table[b, p // block_size]``. int8 caches are dequantized as
    ``(cache + antiquant_offset) * antiquant_scale`` (row 0 for keys, 1 for values). Sums run in float32; the
    result has the dtype of `query`, or is int8 when `quant_scale2` is given.

    Args:
        query (Tensor): float16, bfloat16 or float32, :math:`(B, 1, H)` or :math:`(B, N, 1, D)`.
        key (Union[Tensor, tuple, list]): The key cache.
        value (Union[Tensor, tuple, list]): The value cache, shaped like `key`.
        attn_mask (Tensor, optional): bool, int8 or uint8, :math:`(B, S)`, :math:`(B, 1, S)` or
            :math:`(B, 1, 1, S)`; nonzero discards. Default: ``None``.
        actual_seq_lengths (Union[Tensor, tuple[int], list[int]], optional): Valid cache lengths, 1 or B values.
            Default: ``None``.
        pse_shift (Tensor, optional): Added to the scaled scores, :math:`(1, N, 1, S)` or :math:`(B, N, 1, S)`.
            Default: ``None``.
        dequant_scale1 (Tensor, optional): Disabled in MindSpore; must be ``None``. Default: ``None``.
        quant_scale1 (Tensor, optional): Disabled in MindSpore; must be ``None``. Default: ``None``.
        dequant_scale2 (Tensor, optional): Disabled in MindSpore; must be ``None``. Default: ``None``.
        quant_scale2 (Tensor, optional): Output quantization scale (int8 output). Default: ``None``.
        quant_offset2 (Tensor, optional): Output quantization offset. Default: ``None``.
        antiquant_scale (Tensor, optional): Dequantization scales of int8 caches, :math:`(2, kvH)` (BSH) or
            :math:`(2, kvN, 1, D)` (BNSD). Default: ``None``.
        antiquant_offset (Tensor, optional): Dequantization offsets, shaped like `antiquant_scale`. Default: ``None``.
        block_table (Tensor, optional): int32 :math:`(B, max\_block\_num\_per\_seq)`. Default: ``None``.
        num_heads (int, optional): N. Default: ``1``.
        input_layout (str, optional): ``"BSH"`` or ``"BNSD"``. Default: ``"BSH"``.
        scale_value (float, optional): The scale of the scores. Default: ``1.0``.
        num_key_value_heads (int, optional): kvN; ``0`` means `num_heads`. Default: ``0``.
        block_size (int, optional): Tokens per block with `block_table`. Default: ``0``.
        inner_precise (int, optional): 0 or 1 (precision hint of the kernel; not read). Default: ``1``.
        kv_padding_size (Tensor, optional): int64, :math:`()` or :math:`(1,)`, the padding after the valid cache
            positions. Default: ``None``.

    Returns:
        Tensor of the shape of `query`.

    Raises:
        TypeError: If `query` is not a float Tensor, `key` / `value` are not Tensors or differ in dtype,
            `attn_mask` has another dtype, an int argument is not an int or `input_layout` is not a str.
        ValueError: If `input_layout` is not ``"BSH"`` or ``"BNSD"``, `actual_seq_lengths` has neither 1 nor B
            values, or a disabled quantization input is given.
        RuntimeError: If `num_heads` is not positive or not a multiple of `num_key_value_heads`, or `attn_mask`
            has an invalid shape.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.ones((2, 1, 2)), mindspore.float16)
        >>> k = Tensor(np.ones((2, 3, 2)), mindspore.float16)
        >>> v = Tensor([[[1.0, 1.0], [3.0, 3.0], [8.0, 8.0]], [[2.0, 0.0], [4.0, 0.0], [9.0, 0.0]]], mindspore.float16)
        >>> print(ops.incre_flash_attention(q, k, v, actual_seq_lengths=[2, 3]))
        [[[2. 2.]]
        <BLANKLINE>
         [[5. 0.]]]
    """
    name = "IncreFlashAttention"
    kv_heads = _check_infer_args(name, query, num_heads, num_key_value_heads, scale_value, input_layout,
                                 inner_precise)
    if isinstance(block_size, bool) or not isinstance(block_size, int):
        raise TypeError(f"For '{name}', the 'block_size' must be an int, but got {type(block_size).__name__}.")
    q = query._t
    k, v = _kv_tensor(key, "key", name), _kv_tensor(value, "value", name)
    if q.dtype not in _HALF_FLOATS:
        raise TypeError(f"For '{name}', the 'query' must be float16, bfloat16 or float32, but got {query.dtype}.")
    if k.dtype != v.dtype:
        raise TypeError(f"For '{name}', 'key' and 'value' must have one dtype.")
    if any(x is not None for x in (dequant_scale1, quant_scale1, dequant_scale2)):
        raise ValueError(f"For '{name}', 'dequant_scale1', 'quant_scale1' and 'dequant_scale2' are disabled and "
                         f"must be None.")
    qb = _bnsd(q, input_layout, num_heads, name, "query").float()
    b = qb.shape[0]
    lens = _per_batch(_int_list(actual_seq_lengths, "actual_seq_lengths", name), b, "actual_seq_lengths", name)

    def dequant(t, row):
        if t.dtype != torch.int8:
            return t.float()
        if antiquant_scale is None:
            raise TypeError(f"For '{name}', int8 'key' / 'value' need 'antiquant_scale'.")
        sc = antiquant_scale._t.float()[row]
        off = torch.zeros_like(sc) if antiquant_offset is None else antiquant_offset._t.float()[row]
        return (t.float() + off) * sc

    if block_table is not None:
        if lens is None or block_size <= 0:
            raise ValueError(f"For '{name}', page attention ('block_table') needs 'actual_seq_lengths' and a "
                             f"positive 'block_size', but got {actual_seq_lengths} and {block_size}.")
        gathered_k = dequant(_gather_pages(k, block_table, block_size, max(lens)), 0)  # (B, S, kvH)
        gathered_v = dequant(_gather_pages(v, block_table, block_size, max(lens)), 1)
        kb, vb = _to_bnsd(gathered_k, "BSH", kv_heads), _to_bnsd(gathered_v, "BSH", kv_heads)
    else:
        if input_layout == "BNSD":
            kb = dequant(_bnsd(k, "BNSD", kv_heads, name, "key"), 0)
            vb = dequant(_bnsd(v, "BNSD", kv_heads, name, "value"), 1)
        else:
            kb = _to_bnsd(dequant(_bnsd(k, "BSH", kv_heads, name, "key").transpose(1, 2).flatten(2), 0), "BSH",
                          kv_heads)
            vb = _to_bnsd(dequant(_bnsd(v, "BSH", kv_heads, name, "value").transpose(1, 2).flatten(2), 1), "BSH",
                          kv_heads)
    s2 = kb.shape[2]
    mask = None if attn_mask is None else _mask_bnss(attn_mask, b, 1, s2, name)
    start = None
    if kv_padding_size is not None and lens is not None:
        pad = int(kv_padding_size._t.reshape(-1)[0]) if isinstance(kv_padding_size, Tensor) else int(kv_padding_size)
        start = [s2 - pad - n for n in lens]
    pse = None if pse_shift is None else pse_shift._t.float()
    out = _infer_attention(qb, kb, vb, num_heads, float(scale_value), pse, mask, 1, _INT_MAX, _INT_MAX,
                           None, lens, start)
    out = _from_bnsd(out, input_layout)
    if quant_scale2 is not None:
        return _wrap(_post_quant(out, quant_scale2, quant_offset2))
    return _wrap(out.to(q.dtype))


op("IncreFlashAttention", "nn", cases=())(incre_flash_attention)


# ----- moe_init_routing_v2 -------------------------------------------------------------------------------------------
def moe_init_routing_v2(x, expert_idx, active_num, expert_capacity, expert_num, drop_pad_mode,
                        expert_tokens_count_or_cumsum_flag, expert_tokens_before_capacity_flag):
    r"""Expands the tokens of a mixture-of-experts layer to one row per (token, chosen expert) pair, grouped by
    expert.

    The :math:`NUM\_ROWS \times K` entries of `expert_idx` are sorted by expert, stably (flattened position ``p``
    stands for token ``p // K``). With `drop_pad_mode` 0 the sorted rows of `x` are returned as they are (the first
    `active_num` of them when it is positive); with `drop_pad_mode` 1 each expert keeps its first `expert_capacity`
    rows, in a :math:`(expert\_num, expert\_capacity, H)` result padded with zeros.

    Args:
        x (Tensor): :math:`(NUM\_ROWS, H)`, float16, bfloat16 or float32.
        expert_idx (Tensor): int32 :math:`(NUM\_ROWS, K)`, the experts of each token.
        active_num (int): In mode 0, how many sorted rows are kept (``0``: all).
        expert_capacity (int): In mode 1, the rows each expert keeps.
        expert_num (int): The number of experts.
        drop_pad_mode (int): ``0`` (no dropping) or ``1`` (drop and pad to the capacity).
        expert_tokens_count_or_cumsum_flag (int): In mode 0, ``1`` adds the running total of the tokens per
            expert to the results, ``2`` the tokens per expert, ``0`` nothing.
        expert_tokens_before_capacity_flag (bool): In mode 1, whether the tokens per expert before dropping are
            added to the results.

    Returns:
        tuple of Tensors: **expanded_x** (the rows, see above), **expanded_row_idx** (int32,
        :math:`(NUM\_ROWS \cdot K,)`: for each flattened position of `expert_idx`, its row in the flattened
        `expanded_x`, or -1 when it was dropped) and, when a flag asks for it, one int32 :math:`(expert\_num,)`
        tensor of statistics.

    Raises:
        TypeError: If `x` or `expert_idx` is not a Tensor, or an int argument has another type.
        ValueError: If the shapes or values do not fit the description above.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]], mindspore.float32)
        >>> experts = Tensor([[1, 0], [1, 1], [0, 1]], mindspore.int32)
        >>> rows, where, counts = ops.moe_init_routing_v2(x, experts, 0, 0, 2, 0, 2, False)
        >>> print(rows[:, 0], where, counts)
        [1. 3. 1. 2. 2. 3.] [2 0 3 4 1 5] [2 4]
        >>> rows, where = ops.moe_init_routing_v2(x, experts, 0, 2, 2, 1, 0, False)
        >>> print(rows[..., 0])
        [[1. 3.]
         [1. 2.]]
        >>> print(where)
        [ 2  0  3 -1  1 -1]
    """
    name = "MoeInitRoutingV2"
    _check_call(name, [("x", x), ("expert_idx", expert_idx), ("active_num", active_num),
                       ("expert_capacity", expert_capacity), ("expert_num", expert_num),
                       ("drop_pad_mode", drop_pad_mode),
                       ("expert_tokens_count_or_cumsum_flag", expert_tokens_count_or_cumsum_flag),
                       ("expert_tokens_before_capacity_flag", expert_tokens_before_capacity_flag)],
                [("x", "Tensor"), ("expert_idx", "Tensor"), ("active_num", "int"), ("expert_capacity", "int"),
                 ("expert_num", "int"), ("drop_pad_mode", "int"), ("expert_tokens_count_or_cumsum_flag", "int"),
                 ("expert_tokens_before_capacity_flag", "bool")])
    t, idx = x._t, expert_idx._t
    if t.dtype not in _HALF_FLOATS:
        raise TypeError(f"For '{name}', the 'x' must be float16, bfloat16 or float32, but got {x.dtype}.")
    if idx.dtype != torch.int32:
        raise TypeError(f"For '{name}', the 'expert_idx' must be int32, but got {expert_idx.dtype}.")
    if t.dim() != 2 or idx.dim() != 2 or idx.shape[0] != t.shape[0]:
        raise ValueError(f"For '{name}', 'x' must be (NUM_ROWS, H) and 'expert_idx' (NUM_ROWS, K), but got "
                         f"{tuple(t.shape)} and {tuple(idx.shape)}.")
    for arg, val in (("active_num", active_num), ("expert_capacity", expert_capacity), ("expert_num", expert_num)):
        if val < 0:
            raise ValueError(f"For '{name}', the '{arg}' must be greater than or equal to 0, but got {val}.")
    if drop_pad_mode not in (0, 1):
        raise ValueError(f"For '{name}', the 'drop_pad_mode' must be 0 or 1, but got {drop_pad_mode}.")
    if expert_tokens_count_or_cumsum_flag not in (0, 1, 2):
        raise ValueError(f"For '{name}', the 'expert_tokens_count_or_cumsum_flag' must be 0, 1 or 2, but got "
                         f"{expert_tokens_count_or_cumsum_flag}.")
    if (drop_pad_mode == 1 or expert_tokens_count_or_cumsum_flag) and expert_num <= 0:
        raise ValueError(f"For '{name}', the 'expert_num' must be greater than 0 here, but got {expert_num}.")
    if drop_pad_mode == 1 and not 0 < expert_capacity <= t.shape[0]:
        raise ValueError(f"For '{name}', with drop_pad_mode 1 the 'expert_capacity' must be in (0, {t.shape[0]}], "
                         f"but got {expert_capacity}.")
    if (drop_pad_mode == 1 or expert_tokens_count_or_cumsum_flag) and idx.numel() and \
            bool(((idx < 0) | (idx >= expert_num)).any()):
        raise ValueError(f"For '{name}', every value of 'expert_idx' must be in [0, {expert_num}).")
    k = idx.shape[1]
    flat = idx.reshape(-1)
    total = flat.numel()
    order = torch.sort(flat, stable=True).indices
    counts = torch.bincount(flat.long(), minlength=max(expert_num, 0))[:max(expert_num, 0)].to(torch.int32) \
        if total and expert_num > 0 else torch.zeros(max(expert_num, 0), dtype=torch.int32, device=t.device)
    where = torch.full((total,), -1, dtype=torch.int64, device=t.device)
    if drop_pad_mode == 0:
        kept = total if active_num == 0 else min(active_num, total)
        rows = t.index_select(0, order[:kept] // k)
        where[order[:kept]] = torch.arange(kept, device=t.device)
        outs = [_wrap(rows), _wrap(where.to(torch.int32))]
        if expert_tokens_count_or_cumsum_flag == 1:
            outs.append(_wrap(torch.cumsum(counts, 0).to(torch.int32)))
        elif expert_tokens_count_or_cumsum_flag == 2:
            outs.append(_wrap(counts))
        return tuple(outs)
    sorted_experts = flat[order].long()
    starts = torch.cumsum(counts.long(), 0) - counts.long()
    rank = torch.arange(total, device=t.device) - starts[sorted_experts]
    keep = rank < expert_capacity
    slot = sorted_experts * expert_capacity + rank
    rows = torch.zeros(expert_num * expert_capacity, t.shape[1], dtype=t.dtype, device=t.device)
    rows[slot[keep]] = t.index_select(0, order[keep] // k)
    where[order[keep]] = slot[keep]
    outs = [_wrap(rows.reshape(expert_num, expert_capacity, t.shape[1])), _wrap(where.to(torch.int32))]
    if expert_tokens_before_capacity_flag:
        outs.append(_wrap(counts))
    return tuple(outs)


op("MoeInitRoutingV2", "nn", cases=())(moe_init_routing_v2)


# ----- ring_attention_update -----------------------------------------------------------------------------------------
def ring_attention_update(prev_attn_out, prev_softmax_max, prev_softmax_sum, cur_attn_out, cur_softmax_max,
                          cur_softmax_sum, actual_seq_qlen=None, layout='SBH'):
    r"""Merges two partial attention results over disjoint key blocks (ring attention) from their softmax
    statistics:

    .. math::
        m = \max(m_1, m_2),\quad s = s_1 e^{m_1 - m} + s_2 e^{m_2 - m},\quad
        out = out_1 \frac{s_1 e^{m_1 - m}}{s} + out_2 \frac{s_2 e^{m_2 - m}}{s}

    Args:
        prev_attn_out (Tensor): The first result, float16, bfloat16 or float32, :math:`(S, B, H)` (``"SBH"``) or
            :math:`(T, N, D)` (``"TND"``).
        prev_softmax_max (Tensor): float32, :math:`(B, N, S, 8)` or :math:`(T, N, 8)`, the row maxima repeated 8
            times.
        prev_softmax_sum (Tensor): The row sums of the exponentials, like `prev_softmax_max`.
        cur_attn_out (Tensor): The second result, like `prev_attn_out`.
        cur_softmax_max (Tensor): Like `prev_softmax_max`.
        cur_softmax_sum (Tensor): Like `prev_softmax_max`.
        actual_seq_qlen (Tensor, optional): Cumulative query lengths from 0 to T; required by ``"TND"``.
            Default: ``None``.
        layout (str, optional): ``"SBH"`` or ``"TND"``. Default: ``"SBH"``.

    Returns:
        tuple of 3 Tensors: the merged output (shape and dtype of `prev_attn_out`), and the merged maxima and sums
        (shape and dtype of `prev_softmax_max`).

    Raises:
        TypeError: If an input is not a Tensor.
        ValueError: If `layout` is not ``"SBH"`` or ``"TND"``.
        RuntimeError: If `layout` is ``"TND"`` and `actual_seq_qlen` is missing or the last dimension of
            `prev_attn_out` is not a multiple of 64, or the shapes do not fit together.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out1 = Tensor(np.full((1, 1, 2), 1.0), mindspore.float32)
        >>> out2 = Tensor(np.full((1, 1, 2), 4.0), mindspore.float32)
        >>> m = Tensor(np.zeros((1, 1, 1, 8)), mindspore.float32)
        >>> s1 = Tensor(np.full((1, 1, 1, 8), 1.0), mindspore.float32)
        >>> s2 = Tensor(np.full((1, 1, 1, 8), 2.0), mindspore.float32)
        >>> out, new_max, new_sum = ops.ring_attention_update(out1, m, s1, out2, m, s2)
        >>> print(out, new_sum[0, 0, 0, 0])
        [[[3. 3.]]] 3.0
    """
    name = "RingAttentionUpdate"
    args = (("prev_attn_out", prev_attn_out), ("prev_softmax_max", prev_softmax_max),
            ("prev_softmax_sum", prev_softmax_sum), ("cur_attn_out", cur_attn_out),
            ("cur_softmax_max", cur_softmax_max), ("cur_softmax_sum", cur_softmax_sum))
    for arg, val in args:
        if not isinstance(val, Tensor):
            raise TypeError(f"For '{name}', the '{arg}' must be a Tensor, but got {type(val).__name__}.")
    if not isinstance(layout, str) or layout not in ("SBH", "TND"):
        raise ValueError(f"Failed to convert the value \"{layout}\" of input 'layout' of '{name}' to enum.")
    o1, m1, s1, o2, m2, s2 = (v._t for _, v in args)
    if o2.shape != o1.shape or any(t.shape != m1.shape for t in (s1, m2, s2)):
        raise RuntimeError(f"For '{name}', the two attention outputs and the four softmax statistics must have one "
                           f"shape each, but got {tuple(o1.shape)}, {tuple(o2.shape)} and {tuple(m1.shape)}.")
    if layout == "TND":
        if actual_seq_qlen is None:
            raise RuntimeError(f"For '{name}', with layout 'TND' the 'actual_seq_qlen' must be given.")
        if o1.shape[-1] % 64:
            raise RuntimeError(f"For '{name}', with layout 'TND' the last dimension of 'prev_attn_out' must be a "
                               f"multiple of 64, but got {o1.shape[-1]}.")
    mx = torch.maximum(m1, m2)
    w1 = s1 * torch.exp(m1 - mx)
    w2 = s2 * torch.exp(m2 - mx)
    total = w1 + w2
    r1, r2 = (w1 / total)[..., 0], (w2 / total)[..., 0]
    if layout == "SBH":  # (B, N, S) -> (S, B, N, 1) against (S, B, N, D)
        s, b, h = o1.shape
        n = m1.shape[1]
        view = (s, b, n, h // n)
        r1, r2 = r1.permute(2, 0, 1).unsqueeze(-1), r2.permute(2, 0, 1).unsqueeze(-1)
        out = o1.float().reshape(view) * r1 + o2.float().reshape(view) * r2
        out = out.reshape(s, b, h)
    else:
        out = o1.float() * r1.unsqueeze(-1) + o2.float() * r2.unsqueeze(-1)
    return _wrap(out.to(o1.dtype)), _wrap(mx), _wrap(total)


op("RingAttentionUpdate", "nn", cases=())(ring_attention_update)


# ----- fused_infer_attention_score -----------------------------------------------------------------------------------
def fused_infer_attention_score(query, key, value, *, pse_shift=None, atten_mask=None, actual_seq_lengths=None,
                                actual_seq_lengths_kv=None, dequant_scale1=None, quant_scale1=None,
                                dequant_scale2=None, quant_scale2=None, quant_offset2=None, antiquant_scale=None,
                                antiquant_offset=None, key_antiquant_scale=None, key_antiquant_offset=None,
                                value_antiquant_scale=None, value_antiquant_offset=None, block_table=None,
                                query_padding_size=None, kv_padding_size=None, key_shared_prefix=None,
                                value_shared_prefix=None, actual_shared_prefix_len=None, num_heads=1, scale=1.0,
                                pre_tokens=2147483647, next_tokens=2147483647, input_layout='BSH',
                                num_key_value_heads=0, sparse_mode=0, inner_precise=1, block_size=0,
                                antiquant_mode=0, key_antiquant_mode=0, value_antiquant_mode=0,
                                softmax_lse_flag=False):
    r"""Inference attention for both the prompt (query length above 1) and the decoding step (query length 1):
    :math:`\mathrm{softmax}(scale \cdot Q K^{T} + pse\_shift,\ \text{masked}) V`, optionally with the
    log-sum-exp of the masked scores.

    With a query length above 1 it computes what :func:`mindspore.ops.prompt_flash_attention` computes (sparse
    modes 0 to 4, `pre_tokens`, `next_tokens`, `actual_seq_lengths`); with a query length of 1 what
    :func:`mindspore.ops.incre_flash_attention` computes (`sparse_mode` is not read; page attention with
    `block_table` and `block_size`; int8 caches dequantized per channel as ``(cache + offset) * scale``, from
    `antiquant_scale` / `antiquant_offset` (row 0 keys, row 1 values) or from the separate `key_*` / `value_*`
    ones). Layouts: ``"BSH"``, ``"BNSD"``, ``"BSND"`` and ``"BNSD_BSND"`` (BNSD inputs, a BSND result).

    Args:
        query (Tensor): float16, bfloat16 or float32 queries in `input_layout`.
        key (Union[Tensor, tuple, list]): The keys (a tuple / list is joined along the batch).
        value (Union[Tensor, tuple, list]): The values, shaped like `key`.
        pse_shift (Tensor, optional): Added to the scaled scores, :math:`(B \text{ or } 1, N, Q\_S, KV\_S)`.
            Default: ``None``.
        atten_mask (Tensor, optional): bool, int8 or uint8; nonzero discards. Default: ``None``.
        actual_seq_lengths (Union[Tensor, tuple[int], list[int]], optional): Valid query lengths. Default: ``None``.
        actual_seq_lengths_kv (Union[Tensor, tuple[int], list[int]], optional): Valid key lengths. Default:
            ``None``.
        dequant_scale1 (Tensor, optional): int8-query quantization; must be ``None`` here. Default: ``None``.
        quant_scale1 (Tensor, optional): int8-query quantization; must be ``None`` here. Default: ``None``.
        dequant_scale2 (Tensor, optional): int8-query quantization; must be ``None`` here. Default: ``None``.
        quant_scale2 (Tensor, optional): Output quantization scale (int8 result). Default: ``None``.
        quant_offset2 (Tensor, optional): Output quantization offset. Default: ``None``.
        antiquant_scale (Tensor, optional): Scales of int8 caches, rows 0 (keys) and 1 (values). Default: ``None``.
        antiquant_offset (Tensor, optional): Offsets of int8 caches, like `antiquant_scale`. Default: ``None``.
        key_antiquant_scale (Tensor, optional): Scales of an int8 key cache. Default: ``None``.
        key_antiquant_offset (Tensor, optional): Offsets of an int8 key cache. Default: ``None``.
        value_antiquant_scale (Tensor, optional): Scales of an int8 value cache. Default: ``None``.
        value_antiquant_offset (Tensor, optional): Offsets of an int8 value cache. Default: ``None``.
        block_table (Tensor, optional): int32 :math:`(B, max\_block\_num\_per\_seq)` of page attention. Default:
            ``None``.
        query_padding_size (Tensor, optional): Must be ``None`` here (left-padded queries). Default: ``None``.
        kv_padding_size (Tensor, optional): Padding after the valid cache positions (decoding step). Default:
            ``None``.
        key_shared_prefix (Tensor, optional): Must be ``None`` here. Default: ``None``.
        value_shared_prefix (Tensor, optional): Must be ``None`` here. Default: ``None``.
        actual_shared_prefix_len (Union[Tensor, tuple[int], list[int]], optional): Must be ``None`` here.
            Default: ``None``.
        num_heads (int, optional): N. Default: ``1``.
        scale (float, optional): The scale of the scores. Default: ``1.0``.
        pre_tokens (int, optional): How far back a query may look. Default: ``2147483647``.
        next_tokens (int, optional): How far ahead a query may look. Default: ``2147483647``.
        input_layout (str, optional): ``"BSH"``, ``"BNSD"``, ``"BSND"`` or ``"BNSD_BSND"``. Default: ``"BSH"``.
        num_key_value_heads (int, optional): kvN; ``0`` means `num_heads`. Default: ``0``.
        sparse_mode (int, optional): 0 to 4 (query length above 1). Default: ``0``.
        inner_precise (int, optional): Precision hint of the kernel; not read. Default: ``1``.
        block_size (int, optional): Tokens per block of page attention. Default: ``0``.
        antiquant_mode (int, optional): ``0`` (per channel); other modes are not supported here. Default: ``0``.
        key_antiquant_mode (int, optional): ``0`` (per channel). Default: ``0``.
        value_antiquant_mode (int, optional): ``0`` (per channel). Default: ``0``.
        softmax_lse_flag (bool, optional): Whether the log-sum-exp is computed. Default: ``False``.

    Returns:
        tuple of 2 Tensors: **attention_out** (the shape of `query`, BSND for ``"BNSD_BSND"``; the dtype of `query`,
        or int8 with `quant_scale2`) and **softmax_lse** (float32 :math:`(B, N, Q\_S, 1)` when `softmax_lse_flag`
        is True, else a :math:`(1,)` tensor of zeros).

    Raises:
        TypeError: If `query` is not a float Tensor, an int argument is not an int or `input_layout` not a str.
        ValueError: If `input_layout` is invalid, or an input this implementation does not support is given
            (int8 queries, query padding, shared prefixes, antiquant modes other than 0).
        RuntimeError: If `num_heads` is not positive or not a multiple of `num_key_value_heads`, or `atten_mask`
            has an invalid shape.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor(np.zeros((1, 1, 2, 2)), mindspore.float16)
        >>> v = Tensor([[[[2.0, 4.0], [4.0, 8.0]]]], mindspore.float16)
        >>> out, lse = ops.fused_infer_attention_score(q, q, v, input_layout='BNSD', softmax_lse_flag=True)
        >>> print(out)
        [[[[3. 6.]
           [3. 6.]]]]
        >>> print(lse.shape, lse.dtype)
        (1, 1, 2, 1) Float32
    """
    name = "FusedInferAttentionScore"
    layouts = ("BSH", "BNSD", "BSND", "BNSD_BSND")
    kv_heads = _check_infer_args(name, query, num_heads, num_key_value_heads, scale, input_layout, inner_precise,
                                 layouts)
    for arg, val in (("pre_tokens", pre_tokens), ("next_tokens", next_tokens), ("sparse_mode", sparse_mode),
                     ("block_size", block_size), ("antiquant_mode", antiquant_mode),
                     ("key_antiquant_mode", key_antiquant_mode), ("value_antiquant_mode", value_antiquant_mode)):
        if isinstance(val, bool) or not isinstance(val, int):
            raise TypeError(f"For '{name}', the '{arg}' must be an int, but got {type(val).__name__}.")
    if not isinstance(softmax_lse_flag, bool):
        raise TypeError(f"For '{name}', the 'softmax_lse_flag' must be a bool, but got "
                        f"{type(softmax_lse_flag).__name__}.")
    for arg, val in (("dequant_scale1", dequant_scale1), ("quant_scale1", quant_scale1),
                     ("dequant_scale2", dequant_scale2), ("query_padding_size", query_padding_size),
                     ("key_shared_prefix", key_shared_prefix), ("value_shared_prefix", value_shared_prefix),
                     ("actual_shared_prefix_len", actual_shared_prefix_len)):
        if val is not None:
            raise ValueError(f"For '{name}', the '{arg}' is not supported by mindspore_compat; it must be None.")
    for arg, val in (("antiquant_mode", antiquant_mode), ("key_antiquant_mode", key_antiquant_mode),
                     ("value_antiquant_mode", value_antiquant_mode)):
        if val != 0:
            raise ValueError(f"For '{name}', only the per-channel '{arg}' 0 is supported by mindspore_compat, but "
                             f"got {val}.")
    q = query._t
    k, v = _kv_tensor(key, "key", name), _kv_tensor(value, "value", name)
    if q.dtype not in _HALF_FLOATS:
        raise TypeError(f"For '{name}', the 'query' must be float16, bfloat16 or float32, but got {query.dtype}.")
    in_layout = "BNSD" if input_layout == "BNSD_BSND" else input_layout
    if in_layout == "BSND":
        qb = q.transpose(1, 2).float()
    else:
        qb = _bnsd(q, in_layout, num_heads, name, "query").float()
    b, _, s1, _ = qb.shape
    if input_layout == "BNSD_BSND" and s1 == 1:
        raise ValueError(f"For '{name}', the input_layout 'BNSD_BSND' needs a query length above 1.")

    def dequant(t, row, sc, off):
        if t.dtype != torch.int8:
            return t.float()
        sc = sc if sc is not None else antiquant_scale
        off = off if off is not None else antiquant_offset
        if sc is None:
            raise TypeError(f"For '{name}', int8 'key' / 'value' need antiquant scales.")
        s_t = sc._t.float()
        s_t = s_t[row] if sc is antiquant_scale else s_t
        o_t = torch.zeros_like(s_t) if off is None else (off._t.float()[row] if off is antiquant_offset
                                                            else off._t.float())
        return (t.float() + o_t) * s_t

    qlens = _per_batch(_int_list(actual_seq_lengths, "actual_seq_lengths", name), b, "actual_seq_lengths", name)
    kvlens = _per_batch(_int_list(actual_seq_lengths_kv, "actual_seq_lengths_kv", name), b,
                        "actual_seq_lengths_kv", name)
    if block_table is not None:
        if kvlens is None or block_size <= 0:
            raise ValueError(f"For '{name}', page attention ('block_table') needs 'actual_seq_lengths_kv' and a "
                             f"positive 'block_size'.")
        kb = _to_bnsd(dequant(_gather_pages(k, block_table, block_size, max(kvlens)), 0, key_antiquant_scale,
                              key_antiquant_offset), "BSH", kv_heads)
        vb = _to_bnsd(dequant(_gather_pages(v, block_table, block_size, max(kvlens)), 1, value_antiquant_scale,
                              value_antiquant_offset), "BSH", kv_heads)
    elif in_layout == "BNSD":
        kb = dequant(_bnsd(k, "BNSD", kv_heads, name, "key"), 0, key_antiquant_scale, key_antiquant_offset)
        vb = dequant(_bnsd(v, "BNSD", kv_heads, name, "value"), 1, value_antiquant_scale, value_antiquant_offset)
    else:
        def bsh(t):
            return t.flatten(2) if in_layout == "BSND" else t
        kb = _to_bnsd(dequant(bsh(k), 0, key_antiquant_scale, key_antiquant_offset), "BSH", kv_heads)
        vb = _to_bnsd(dequant(bsh(v), 1, value_antiquant_scale, value_antiquant_offset), "BSH", kv_heads)
    if qb.shape[1] != num_heads or kb.shape[1] != kv_heads:
        raise RuntimeError(f"For '{name}', 'query' must have num_heads {num_heads} heads and 'key' / 'value' "
                           f"{kv_heads}, but got {qb.shape[1]} and {kb.shape[1]}.")
    s2 = kb.shape[2]
    mask = None if atten_mask is None else _mask_bnss(atten_mask, b, s1, s2, name)
    pse = None if pse_shift is None else pse_shift._t.float()
    lse = torch.full((b, num_heads, s1, 1), float("inf"), dtype=torch.float32, device=q.device) \
        if softmax_lse_flag else None
    if s1 > 1:
        if sparse_mode not in range(5):
            raise RuntimeError(f"For '{name}', the 'sparse_mode' must be 0, 1, 2, 3 or 4, but got {sparse_mode}.")
        out = _infer_attention(qb, kb, vb, num_heads, float(scale), pse, mask, sparse_mode, pre_tokens,
                               next_tokens, qlens, kvlens, None, lse)
    else:
        start = None
        if kv_padding_size is not None and kvlens is not None:
            pad = int(kv_padding_size._t.reshape(-1)[0])
            start = [s2 - pad - n for n in kvlens]
        out = _infer_attention(qb, kb, vb, num_heads, float(scale), pse, mask, 1, _INT_MAX, _INT_MAX, None,
                               kvlens, start, lse)
    out = out.transpose(1, 2) if input_layout in ("BSND", "BNSD_BSND") else _from_bnsd(out, in_layout)
    out = _post_quant(out, quant_scale2, quant_offset2) if quant_scale2 is not None else out.to(q.dtype)
    lse_out = lse if softmax_lse_flag else torch.zeros(1, dtype=torch.float32, device=q.device)
    return _wrap(out), _wrap(lse_out)


op("FusedInferAttentionScore", "nn", cases=())(fused_infer_attention_score)

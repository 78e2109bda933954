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


def _attend(q, k, v, scale, pse, keep, keep_prob, drop):
    """Attention of (N1, S1, D) q with (N1, S2, D) k, v in float32; `keep` (N1 or 1, S1, S2) bool."""
    scores = torch.matmul(q, k.transpose(-1, -2)) * scale
    if pse is not None:
        scores = scores + pse
    scores = scores.masked_fill(~keep, float("-inf"))
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

"""Registry entries of more of MindSpore 2.10's Ascend fused operators (``speed_fusion_attention``,
``multi_scale_deformable_attn_function``, ``deformable_conv2d`` / ``DeformableOffsets``), written as compositions of
ordinary torch operations that follow the formulas MindSpore documents for them. MindSpore's CPU build has no kernel
for any of them; the argument checks it runs before the kernel (recorded from MindSpore 2.10 CPU) are kept.
"""
import torch
import torch.nn.functional as F

from ...common.tensor import Tensor, _wrap
from ...common.generator import default_generator
from .._registry import op, prim
from .fused_def import _HALF_FLOATS, _LAYOUTS, _INT_MAX, _to_bnsd, _from_bnsd, _keep_area

__all__ = []


# ----- speed_fusion_attention ----------------------------------------------------------------------------------------
_SFA = "SpeedFusionAttention"
_SFA_ARGS = (("query", "Tensor"), ("key", "Tensor"), ("value", "Tensor"), ("head_num", "int"),
             ("input_layout", "string"), ("seed", "Tensor"), ("offset", "Tensor"), ("pse", "Tensor?"),
             ("padding_mask", "Tensor?"), ("atten_mask", "Tensor?"), ("scale", "float"), ("keep_prob", "float"),
             ("pre_tokens", "int"), ("next_tokens", "int"), ("inner_precise", "int"), ("prefix", "ints?"),
             ("actual_seq_qlen", "ints?"), ("actual_seq_kvlen", "ints?"), ("sparse_mode", "int"),
             ("gen_mask_parallel", "bool"), ("sync", "bool"), ("pse_type", "int"), ("q_start_idx", "ints?"),
             ("kv_start_idx", "ints?"))
_GEN_STEP = 12  # the generator offset each call takes, as MindSpore's Python wrapper steps it
_PHILOX = {"seed": None, "offset": 0}


def _arg_kind(value):
    """How MindSpore's argument parser names the type of a value in its call error."""
    if isinstance(value, Tensor):
        return "Tensor"
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (tuple, list)):
        inner = ", ".join(_arg_kind(v) for v in value)
        return f"{'Tuple' if isinstance(value, tuple) else 'List'}<{inner}>"
    return type(value).__name__


def _arg_ok(value, want):
    if want.endswith("?") and value is None:
        return True
    base = want.rstrip("?")
    if base == "Tensor":
        return isinstance(value, Tensor)
    if base == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if base == "float":
        return isinstance(value, float)
    if base == "bool":
        return isinstance(value, bool)
    if base == "string":
        return isinstance(value, str)
    return isinstance(value, (tuple, list)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


def _arg_want(want):
    base = want.rstrip("?")
    return "list of int, tuple of int" if base == "ints" else base


def _check_args(prim, given, spec):
    """Raise MindSpore's call error when a value of `given` does not have the kind `spec` names."""
    if all(_arg_ok(given[name], want) for name, want in spec):
        return
    got = ", ".join(f"{name}={_arg_kind(given[name])}" for name, _ in spec)
    valid = ", ".join(f"{name}=<{_arg_want(want)}>" for name, want in spec)
    raise TypeError(f'Failed calling {prim} with "{prim}()({got})".\nThe valid calling should be: \n'
                    f'"{prim}()({valid})".')


def _philox_step():
    """(seed, offset) of the dropout generator before this call; the offset moves on by 12 per call and restarts
    when the default generator is seeded again with another seed."""
    seed = default_generator.initial_seed()
    if _PHILOX["seed"] != seed:
        _PHILOX["seed"], _PHILOX["offset"] = seed, 0
    offset = _PHILOX["offset"]
    _PHILOX["offset"] += _GEN_STEP
    return seed, offset


def _alibi(slopes, b, n, s1, s2, pse_type, q_start, kv_start, device):
    """The ALiBi bias MindSpore builds from per-head slopes: ``-slope * |j - i|`` (``pse_type=3``: its square
    root), with row 0 at the top left shifted by `q_start_idx` / `kv_start_idx`."""
    i = torch.arange(s1, device=device, dtype=torch.float32).unsqueeze(1) + q_start
    j = torch.arange(s2, device=device, dtype=torch.float32).unsqueeze(0) + kv_start
    dist = (j - i).abs()
    if pse_type == 3:
        dist = dist.sqrt()
    return -slopes.float().reshape(-1 if slopes.dim() == 2 else 1, n, 1, 1).expand(b, n, 1, 1) * dist


def _attention_stats(q, k, v, scale, pse, pse_type, keep, keep_prob):
    """(out, row max, row sum) of attention in float32; q (B, N1, S1, D), k / v repeated to N1 heads."""
    scores = torch.matmul(q, k.transpose(-1, -2))
    if pse is None:
        scores = scores * scale
    elif pse_type == 1:
        scores = (scores + pse) * scale
    else:
        scores = scores * scale + pse
    scores = scores.masked_fill(~keep, float("-inf"))
    row_max = scores.amax(-1, keepdim=True)
    shifted = torch.exp(scores - row_max.nan_to_num(0.0, neginf=0.0))
    row_sum = shifted.sum(-1, keepdim=True)
    probs = (shifted / row_sum).nan_to_num(0.0)
    if keep_prob < 1.0:
        drop = torch.rand(probs.shape, device=probs.device, generator=default_generator._generator) < keep_prob
        probs = probs * drop / keep_prob if keep_prob > 0 else probs * 0.0
    return torch.matmul(probs, v), row_max, row_sum


def speed_fusion_attention(query, key, value, head_num, input_layout, *, pse=None, padding_mask=None, atten_mask=None,
                           scale=1.0, keep_prob=1.0, pre_tokens=2147483647, next_tokens=2147483647, inner_precise=0,
                           prefix=None, actual_seq_qlen=None, actual_seq_kvlen=None, sparse_mode=0,
                           gen_mask_parallel=True, sync=False, pse_type=1, q_start_idx=None, kv_start_idx=None):
    r"""Scaled dot-product attention as Ascend's training attention kernel computes it, with the statistics of its
    softmax. With ``pse_type=1`` the position bias is added before scaling,

    .. math::
        out = \mathrm{Dropout}(\mathrm{Softmax}(\mathrm{Mask}(scale \cdot (query \cdot key^{T} + pse),
              atten\_mask)), keep\_prob) \cdot value

    and with the other types after it, :math:`scale \cdot query \cdot key^{T} + pse`. ``pse_type`` 2 and 3 build
    the bias from per-head ALiBi slopes given in `pse`: :math:`-slope \cdot |j - i|` (type 3: its square root),
    where `q_start_idx` / `kv_start_idx` shift the row and column numbers i and j.

    `query` has `head_num` (N1) heads and `key` / `value` N2 heads, N2 dividing N1 (query head ``h`` reads key head
    ``h // (N1 // N2)``). Layouts, sparse modes, `atten_mask` (True discards a position) and the TND sequence lengths
    are those of :func:`mindspore.ops.flash_attention_score`. Masked positions leave the softmax; a row with nothing
    left gives zeros. The sums run in float32.

    Args:
        query (Tensor): The queries, float16, bfloat16 or float32, in `input_layout`.
        key (Tensor): The keys, of the dtype of `query`.
        value (Tensor): The values, of the shape and dtype of `key`.
        head_num (int): N1, the number of heads of `query`.
        input_layout (str): ``"BSH"``, ``"BNSD"``, ``"SBH"``, ``"BSND"`` or ``"TND"``.

    Keyword Args:
        pse (Tensor, optional): The position bias, of the dtype of `query` and broadcastable to
            :math:`(B, N1, S1, S2)`; with ``pse_type`` 2 or 3, float32 ALiBi slopes of shape :math:`(B, N1)` or
            :math:`(N1,)`. Default: ``None``.
        padding_mask (Tensor, optional): Reserved; must be ``None``. Default: ``None``.
        atten_mask (Tensor, optional): bool or uint8, :math:`(B, N1, S1, S2)`, :math:`(B, 1, S1, S2)` or
            :math:`(S1, S2)`; True discards. Default: ``None``.
        scale (float, optional): The scale of the scores, usually :math:`1 / \sqrt{D}`. Default: ``1.0``.
        keep_prob (float, optional): The dropout keep probability, in [0, 1]. Default: ``1.0``.
        pre_tokens (int, optional): How far back a query may look (sparse modes 0 and 4). Default: ``2147483647``.
        next_tokens (int, optional): How far ahead a query may look (sparse modes 0 and 4). Default: ``2147483647``.
        inner_precise (int, optional): Reserved; not read. Default: ``0``.
        prefix (Union[tuple[int], list[int]], optional): Per-batch prefix widths of sparse mode 5. Default: ``None``.
        actual_seq_qlen (Union[tuple[int], list[int]], optional): Cumulative query lengths (TND). Default: ``None``.
        actual_seq_kvlen (Union[tuple[int], list[int]], optional): Cumulative key lengths (TND). Default: ``None``.
        sparse_mode (int, optional): 0 to 5, as in :func:`mindspore.ops.flash_attention_score`. Default: ``0``.
        gen_mask_parallel (bool, optional): Reserved debug switch; not read. Default: ``True``.
        sync (bool, optional): Reserved debug switch; not read. Default: ``False``.
        pse_type (int, optional): How `pse` enters, 0 to 3, see above. Default: ``1``.
        q_start_idx (Union[tuple[int], list[int]], optional): One int, the row shift of the ALiBi bias.
            Default: ``None``.
        kv_start_idx (Union[tuple[int], list[int]], optional): One int, the column shift of the ALiBi bias.
            Default: ``None``.

    Returns:
        tuple of 7 Tensors:

        - **attention_out** (Tensor) - Of the shape and dtype of `query`.
        - **softmax_max** (Tensor) - The row maxima of the masked scores, float32, :math:`(B, N1, S1, 8)`
          (:math:`(T1, N1, 8)` for TND), the value repeated along the last axis.
        - **softmax_sum** (Tensor) - The row sums of :math:`\exp(score - max)`, shaped like `softmax_max`.
        - **softmax_out** (Tensor) - Reserved, an empty Tensor of the dtype of `query`.
        - **seed** (Tensor) - The int64 seed of the dropout generator.
        - **offset** (Tensor) - The int64 offset of the dropout generator before this call.
        - **numels** (Tensor) - The int64 number of dropout-mask elements, :math:`B \cdot N1 \cdot S1 \cdot S2`
          (for TND, N1 times the sum of the per-batch products of the sequence lengths).

    Raises:
        TypeError: If an argument is not of the type listed above.
        ValueError: If `input_layout` is not a valid layout, `sparse_mode`, `keep_prob` or `pse_type` is out of
            range, `padding_mask` is given, `key` and `value` differ in shape, the rank of `query` does not match
            the layout, the head numbers do not fit, or a dtype is not supported.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> q = Tensor([[[1.0, 0.0]]], mindspore.float16)
        >>> k = Tensor([[[1.0, 0.0], [0.0, 1.0]]], mindspore.float16)
        >>> v = Tensor([[[1.0, 2.0], [3.0, 4.0]]], mindspore.float16)
        >>> out = ops.speed_fusion_attention(q, k, v, 1, "BSH", scale=0.0)
        >>> print(out[0])
        [[[2. 3.]]]
        >>> print(out[1].shape, out[1].dtype, out[6])
        (1, 1, 1, 8) Float32 2
    """
    given = dict(query=query, key=key, value=value, head_num=head_num, input_layout=input_layout, seed=Tensor(0),
                 offset=Tensor(0), pse=pse, padding_mask=padding_mask, atten_mask=atten_mask, scale=scale,
                 keep_prob=keep_prob, pre_tokens=pre_tokens, next_tokens=next_tokens, inner_precise=inner_precise,
                 prefix=prefix, actual_seq_qlen=actual_seq_qlen, actual_seq_kvlen=actual_seq_kvlen,
                 sparse_mode=sparse_mode, gen_mask_parallel=gen_mask_parallel, sync=sync, pse_type=pse_type,
                 q_start_idx=q_start_idx, kv_start_idx=kv_start_idx)
    _check_args(_SFA, given, _SFA_ARGS)
    if input_layout not in _LAYOUTS:
        raise ValueError(f"Failed to convert the value \"{input_layout}\" of input 'input_layout' of '{_SFA}' to "
                         f"enum.")
    q, k, v = query._t, key._t, value._t
    if tuple(k.shape) != tuple(v.shape):
        raise ValueError(f"For {_SFA}, the shape of 'value' should be equal to 'key',  but got key "
                         f"{list(k.shape)}, value {list(v.shape)}")
    tnd = input_layout == "TND"
    if tnd:
        if not 0 <= sparse_mode <= 8 or sparse_mode == 5:
            raise ValueError(f"For {_SFA}, the value of 'sparse_mode' must be in range of [0, 5) or (5, 8], but got "
                             f"{sparse_mode}.")
        if actual_seq_qlen is None or actual_seq_kvlen is None:
            raise ValueError(f"For {_SFA}, actual_seq_qlen or actual_seq_kvlen can't be none while input_layout is "
                             f"'TND'")
    elif not 0 <= sparse_mode <= 6:
        raise ValueError(f"For {_SFA}, the value of 'sparse_mode' must be in range of [0, 6], but got {sparse_mode}.")
    if padding_mask is not None:
        raise ValueError(f"For {_SFA}, padding_mask is not supported yet.")
    if not 0.0 <= keep_prob <= 1.0:
        raise ValueError(f"For {_SFA}, the value of 'keep_prob' must be in range of [0, 1], but got "
                         f"{keep_prob:.6f}.")
    if not 0 <= pse_type <= 3:
        raise ValueError(f"For {_SFA}, the value of 'pse_type' must be in range of [0, 3], but got {pse_type}.")
    rank = 3 if input_layout in ("BSH", "SBH", "TND") else 4
    if q.dim() != rank:
        raise ValueError(f"For {_SFA}, the rank of query should be {rank} while input_layout is '{input_layout}', "
                         f"but got {q.dim()}")
    if input_layout in ("BSH", "SBH") and q.shape[-1] % head_num:
        raise ValueError(f"For {_SFA}, 'H' must be divisible by 'head_num' while input_layout is 'BSH' or 'SBH', "
                         f"but H:{q.shape[-1]}, head_num:{head_num}")
    if input_layout in ("BNSD", "BSND") and q.shape[1 if input_layout == "BNSD" else 2] != head_num:
        raise ValueError(f"For {_SFA}, 'N' must be equal to 'head_num', but got "
                         f"N:{q.shape[1 if input_layout == 'BNSD' else 2]}, head_num:{head_num}")
    if any(t.dtype not in _HALF_FLOATS for t in (q, k, v)):
        raise ValueError(f"For {_SFA}, the dtypes of 'query', 'key' and 'value' must be in (fp16, fp32, bf16).")
    if atten_mask is not None and atten_mask._t.dtype not in (torch.bool, torch.uint8):
        raise ValueError(f"For {_SFA}, the dtype of atten_mask should be bool or uint8, but got "
                         f"{str(atten_mask.dtype)}")
    if k.dtype != q.dtype or v.dtype != q.dtype:
        raise TypeError(f"For {_SFA}, 'query', 'key' and 'value' must have one dtype, but got {query.dtype}, "
                        f"{key.dtype} and {value.dtype}.")
    if input_layout in ("BSH", "SBH"):
        d = q.shape[-1] // head_num
        n2 = k.shape[-1] // d if d and k.shape[-1] % d == 0 else 0
    else:
        if k.dim() != rank or k.shape[-1] != q.shape[-1]:
            raise ValueError(f"For {_SFA}, 'key' must be {rank}-D with the head size of 'query' {q.shape[-1]}, "
                             f"but got shape {list(k.shape)}.")
        n2 = k.shape[2 if input_layout == "BSND" else 1]
    if n2 <= 0 or head_num % n2:
        raise ValueError(f"For {_SFA}, the 'head_num' {head_num} must be divisible by N2 of 'key' {n2}.")
    group = head_num // n2
    q0 = list(q_start_idx)[0] if q_start_idx else 0
    k0 = list(kv_start_idx)[0] if kv_start_idx else 0
    slopes = None
    if pse is not None and pse_type in (2, 3):
        slopes = pse._t
        if slopes.dtype != torch.float32 or tuple(slopes.shape)[-1:] != (head_num,) or slopes.dim() > 2:
            raise ValueError(f"For {_SFA}, with pse_type {pse_type} 'pse' must hold float32 slopes of shape (B, N1) "
                             f"or (N1,), but got {list(slopes.shape)} {pse.dtype}.")
    elif pse is not None and pse._t.dtype != q.dtype:
        raise TypeError(f"For {_SFA}, the 'pse' must have the dtype of 'query' {query.dtype}, but got {pse.dtype}.")

    def bias(b, s1, s2, bi=None):
        if pse is None:
            return None
        if slopes is not None:
            sl = slopes if bi is None or slopes.dim() == 1 else slopes[bi:bi + 1]
            return _alibi(sl, b, head_num, s1, s2, pse_type, q0, k0, q.device)
        p = pse._t.float()
        if bi is not None:
            p = p[bi if p.shape[0] > 1 else 0, :, :s1, :s2].unsqueeze(0)
        return p

    seed, offset = _philox_step()
    if tnd:
        qlen, kvlen = [int(x) for x in actual_seq_qlen], [int(x) for x in actual_seq_kvlen]
        if len(qlen) != len(kvlen) or not qlen or qlen[-1] != q.shape[0] or kvlen[-1] != k.shape[0]:
            raise ValueError(f"For {_SFA}, 'actual_seq_qlen' and 'actual_seq_kvlen' must have one cumulative length "
                             f"per batch, ending at T1 {q.shape[0]} and T2 {k.shape[0]}, but got {qlen} and "
                             f"{kvlen}.")
        out = torch.zeros(q.shape, dtype=torch.float32, device=q.device)
        smax = torch.zeros((q.shape[0], head_num, 1), dtype=torch.float32, device=q.device)
        ssum = torch.zeros_like(smax)
        numels, qa, ka = 0, 0, 0
        for bi, (qb_end, kb_end) in enumerate(zip(qlen, kvlen)):
            s1, s2 = qb_end - qa, kb_end - ka
            numels += s1 * s2
            qb = q[qa:qb_end].float().transpose(0, 1).unsqueeze(0)
            kb = k[ka:kb_end].float().transpose(0, 1).repeat_interleave(group, 0).unsqueeze(0)
            vb = v[ka:kb_end].float().transpose(0, 1).repeat_interleave(group, 0).unsqueeze(0)
            keep = _keep_area(s1, s2, sparse_mode, pre_tokens, next_tokens, 0, q.device)
            o, m, s = _attention_stats(qb, kb, vb, float(scale), bias(1, s1, s2, bi), pse_type, keep, keep_prob)
            out[qa:qb_end] = o[0].transpose(0, 1)
            smax[qa:qb_end], ssum[qa:qb_end] = m[0].transpose(0, 1), s[0].transpose(0, 1)
            qa, ka = qb_end, kb_end
        numels *= head_num
        stats_shape = (q.shape[0], head_num, 8)
        result = out
    else:
        qb = _to_bnsd(q, input_layout, head_num).float()
        kb = _to_bnsd(k, input_layout, n2).float().repeat_interleave(group, 1)
        vb = _to_bnsd(v, input_layout, n2).float().repeat_interleave(group, 1)
        b, _, s1, _ = qb.shape
        s2 = kb.shape[2]
        prefixes = [int(x) for x in prefix] if prefix is not None else None
        if sparse_mode == 5 and (prefixes is None or len(prefixes) != b):
            raise ValueError(f"For {_SFA}, sparse_mode 5 needs a 'prefix' of {b} values, but got {prefix}.")
        pre, nxt = (pre_tokens, next_tokens) if sparse_mode != 0 or atten_mask is not None else (_INT_MAX, _INT_MAX)
        keep = torch.stack([_keep_area(s1, s2, sparse_mode, pre, nxt, prefixes[i] if prefixes else 0, q.device)
                            for i in range(b)]).unsqueeze(1)
        if atten_mask is not None and sparse_mode in (0, 1, 5):
            m = atten_mask._t.bool()
            if tuple(m.shape) not in ((s1, s2), (b, 1, s1, s2), (b, head_num, s1, s2)):
                raise ValueError(f"For {_SFA}, the shape of 'atten_mask' must be (S1, S2), (B, 1, S1, S2) or "
                                 f"(B, N1, S1, S2) = ({b}, {head_num}, {s1}, {s2}), but got {list(m.shape)}.")
            keep = keep & ~m
        out, smax, ssum = _attention_stats(qb, kb, vb, float(scale), bias(b, s1, s2), pse_type, keep, keep_prob)
        numels = b * head_num * s1 * s2
        stats_shape = (b, head_num, s1, 8)
        result = _from_bnsd(out, input_layout)
    return (_wrap(result.to(q.dtype)), _wrap(smax.expand(stats_shape).contiguous()),
            _wrap(ssum.expand(stats_shape).contiguous()), _wrap(torch.zeros(0, dtype=q.dtype, device=q.device)),
            _wrap(torch.tensor(seed, dtype=torch.int64, device=q.device)),
            _wrap(torch.tensor(offset, dtype=torch.int64, device=q.device)),
            _wrap(torch.tensor(numels, dtype=torch.int64, device=q.device)))


op("SpeedFusionAttention", "nn", cases=())(speed_fusion_attention)


# ----- multi_scale_deformable_attn_function --------------------------------------------------------------------------
_MSDA = "MultiScaleDeformableAttn"


def multi_scale_deformable_attn_function(value, shape, offset, locations, weight):
    r"""Multi-scale deformable attention (Deformable DETR): every query samples each feature level at a few
    points by bilinear interpolation and sums the samples with its attention weights,

    .. math::
        out[b, q, h] = \sum_{l} \sum_{p} weight[b, q, h, l, p] \cdot
                       \mathrm{Bilinear}(value_{l}[b, :, h], locations[b, q, h, l, p])

    Level ``l`` is the :math:`H_l \times W_l` feature map stored (row-major) in `value` from key ``offset[l]`` on.
    A location ``(x, y)`` in [0, 1] addresses the map in pixel units as ``(x W_l - 0.5, y H_l - 0.5)``; samples
    outside the map read zeros (``grid_sample`` with ``align_corners=False`` and zero padding).

    Args:
        value (Tensor): float32 or float16, :math:`(bs, num\_keys, num\_heads, embed\_dims)`, `embed_dims` a
            multiple of 8.
        shape (Tensor): int32 or int64, :math:`(num\_levels, 2)`, the ``(H, W)`` of each level.
        offset (Tensor): int32 or int64, :math:`(num\_levels,)`, the first key of each level.
        locations (Tensor): float32 or float16,
            :math:`(bs, num\_queries, num\_heads, num\_levels, num\_points, 2)`, the ``(x, y)`` of each sample.
        weight (Tensor): float32 or float16, :math:`(bs, num\_queries, num\_heads, num\_levels, num\_points)`.

    Returns:
        Tensor of the dtype of `value`, :math:`(bs, num\_queries, num\_heads \cdot embed\_dims)`.

    Raises:
        TypeError: If an input is not a Tensor.
        RuntimeError: If a dtype is not one of those listed, `embed_dims` is not a multiple of 8, or the shapes do
            not fit together.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> value = Tensor([[[[1.0] * 8], [[2.0] * 8], [[3.0] * 8], [[4.0] * 8]]], mindspore.float32)
        >>> shape = Tensor([[2, 2]], mindspore.int32)
        >>> offset = Tensor([0], mindspore.int32)
        >>> locations = Tensor([[[[[[0.25, 0.25], [0.5, 0.5]]]]]], mindspore.float32)
        >>> weight = Tensor([[[[[1.0, 0.5]]]]], mindspore.float32)
        >>> out = ops.multi_scale_deformable_attn_function(value, shape, offset, locations, weight)
        >>> print(out)
        [[[2.25 2.25 2.25 2.25 2.25 2.25 2.25 2.25]]]
    """
    _check_args(_MSDA, dict(value=value, shape=shape, offset=offset, locations=locations, weight=weight),
                (("value", "Tensor"), ("shape", "Tensor"), ("offset", "Tensor"), ("locations", "Tensor"),
                 ("weight", "Tensor")))
    floats, ints = (torch.float32, torch.float16), (torch.int32, torch.int64)
    for name, t, kinds, text in (("value", value, floats, "float32 or float16"),
                                 ("shape", shape, ints, "int32 or int64"), ("offset", offset, ints, "int32 or int64"),
                                 ("locations", locations, floats, "float32 or float16"),
                                 ("weight", weight, floats, "float32 or float16")):
        if t._t.dtype not in kinds:
            raise RuntimeError(f"For '{_MSDA}', the dtype of '{name}' must be {text}, but got {t.dtype}.")
    v, sh, off, loc, w = value._t, shape._t, offset._t, locations._t, weight._t
    if v.dim() != 4 or v.shape[-1] % 8:
        raise RuntimeError(f"For '{_MSDA}', 'value' must be 4-D (bs, num_keys, num_heads, embed_dims) with "
                           f"embed_dims a multiple of 8, but got shape {list(v.shape)}.")
    bs, num_keys, heads, dims = v.shape
    levels = sh.shape[0] if sh.dim() == 2 and sh.shape[-1] == 2 else -1
    if levels < 0 or tuple(off.shape) != (levels,):
        raise RuntimeError(f"For '{_MSDA}', 'shape' must be (num_levels, 2) and 'offset' (num_levels,), but got "
                           f"{list(sh.shape)} and {list(off.shape)}.")
    if loc.dim() != 6 or tuple(loc.shape[:4]) != (bs, loc.shape[1], heads, levels) or loc.shape[-1] != 2 or \
            tuple(w.shape) != tuple(loc.shape[:5]):
        raise RuntimeError(f"For '{_MSDA}', 'locations' must be (bs, num_queries, num_heads, num_levels, "
                           f"num_points, 2) = ({bs}, nq, {heads}, {levels}, np, 2) and 'weight' its first five "
                           f"axes, but got {list(loc.shape)} and {list(w.shape)}.")
    nq, points = loc.shape[1], loc.shape[4]
    vf = v.float().permute(0, 2, 3, 1).reshape(bs * heads, dims, num_keys)  # (bs*heads, dims, keys)
    grids = loc.float().mul(2.0).sub(1.0).permute(0, 2, 1, 3, 4, 5).reshape(bs * heads, nq, levels, points, 2)
    out = torch.zeros((bs * heads, dims, nq), dtype=torch.float32, device=v.device)
    wf = w.float().permute(0, 2, 1, 3, 4).reshape(bs * heads, nq, levels, points)
    for lvl, ((h, wd), start) in enumerate(zip(sh.tolist(), off.tolist())):
        if start + h * wd > num_keys:
            raise RuntimeError(f"For '{_MSDA}', level {lvl} of shape ({h}, {wd}) from key {start} runs past the "
                               f"{num_keys} keys of 'value'.")
        fmap = vf[:, :, start:start + h * wd].reshape(bs * heads, dims, h, wd)
        sampled = F.grid_sample(fmap, grids[:, :, lvl], mode="bilinear", padding_mode="zeros",
                                align_corners=False)  # (bs*heads, dims, nq, points)
        out += (sampled * wf[:, :, lvl].unsqueeze(1)).sum(-1)
    out = out.reshape(bs, heads, dims, nq).permute(0, 3, 1, 2).reshape(bs, nq, heads * dims)
    return _wrap(out.to(v.dtype))


op(_MSDA, "math", cases=())(multi_scale_deformable_attn_function)


# ----- DeformableOffsets / deformable_conv2d -------------------------------------------------------------------------
_DO = "DeformableOffsets"

_DEFORMABLE_OFFSETS_DOC = r"""Samples the input at the deformed positions of every kernel tap (the first half of
a deformable convolution, v2), laying the samples of each output position out as a :math:`K_h \times K_w` tile.

For output position :math:`(h_o, w_o)` and kernel tap :math:`(i, j)` (tap ``k = i * K_w + j``) of deformable group
``g``, the sample is

.. math::
    y[n, c, h_o K_h + i, w_o K_w + j] = \mathrm{Bilinear}(x[n, c], h_o s_h - p_{top} + i d_h + \Delta y,
                                         w_o s_w - p_{left} + j d_w + \Delta x) \cdot m

where channel ``c`` belongs to group ``g = c // (C / deformable_groups)``, and :math:`\Delta x`,
:math:`\Delta y`, :math:`m` are ``offsets[n, t, h_o, w_o]`` for ``t = g * K + k`` plus ``0``,
``deformable_groups * K`` and ``2 * deformable_groups * K`` (K the number of taps). A position at or beyond one
pixel outside the image samples 0; inside, corners that fall outside count as 0.

Args:
    strides (tuple[int]): 4 ints, the stride of each dimension of `x`; the N and C entries must be 1.
    pads (tuple[int]): 4 ints, the zero padding (top, bottom, left, right).
    ksize (tuple[int]): 2 ints, the kernel height and width.
    dilations (tuple[int], optional): 4 ints, the dilation of each dimension; the N and C entries must be 1.
        Default: ``(1, 1, 1, 1)``.
    data_format (str, optional): ``"NCHW"`` or ``"NHWC"``, kept as an attribute; the inputs are read as NCHW in
        either case, as MindSpore 2.10 does. Default: ``"NCHW"``.
    deformable_groups (int, optional): The number of offset groups the channels are split into. Default: ``1``.
    modulated (bool, optional): Must be ``True`` (deformable convolution v2). Default: ``True``.

Inputs:
    - **x** (Tensor) - float16 or float32, :math:`(N, C, H, W)`.
    - **offsets** (Tensor) - Of the dtype of `x`, :math:`(N, 3 \cdot deformable\_groups \cdot K_h K_w, H_{out},
      W_{out})`, the x offsets, y offsets and masks in this order.

Outputs:
    Tensor of the dtype of `x`, :math:`(N, C, H_{out} K_h, W_{out} K_w)`, where
    :math:`H_{out} = \lfloor (H + p_{top} + p_{bottom} - (K_h - 1) d_h - 1) / s_h \rfloor + 1` and likewise
    :math:`W_{out}`.

Raises:
    TypeError: If `strides`, `pads`, `ksize` or `dilations` is not a tuple of ints, `modulated` is not a bool, or
        `x` and `offsets` are not float16 / float32 Tensors of one dtype.
    ValueError: If a tuple has the wrong length, the N or C entry of `strides` / `dilations` is not 1,
        `deformable_groups` is not positive, `data_format` is not valid, `modulated` is False, or the shape of
        `offsets` does not match.

Supported Platforms:
    ``Ascend`` ``GPU`` ``CPU``

Examples:
    >>> import numpy as np
    >>> import mindspore
    >>> from mindspore import Tensor, ops
    >>> x = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    >>> offsets = np.zeros((1, 12, 3, 3), np.float32)
    >>> offsets[:, 0:4] = 0.5
    >>> offsets[:, 8:] = 1.0
    >>> print(ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))(x, Tensor(offsets)))
    [[[[ 0.5  1.5  1.5  2.5  2.5  1.5]
       [ 4.5  5.5  5.5  6.5  6.5  3.5]
       [ 4.5  5.5  5.5  6.5  6.5  3.5]
       [ 8.5  9.5  9.5 10.5 10.5  5.5]
       [ 8.5  9.5  9.5 10.5 10.5  5.5]
       [12.5 13.5 13.5 14.5 14.5  7.5]]]]
"""


def _int_tuple(value, size, name, arg=None):
    if not isinstance(value, tuple):
        raise TypeError(f"For '{_DO}', the type of '{name}' should be 'tuple', but got type "
                        f"'{type(value).__name__}'.")
    if len(value) != size:
        raise ValueError(f"For '{_DO}', the '{name} size' must be int and must = {size}, but got '{len(value)}' "
                         f"with type 'int'.")
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For '{_DO}', the type of 'arg_name' should be int, but got '{v}' with type "
                            f"'{type(v).__name__}'.")


def _deformable_check(strides, pads, ksize, dilations, data_format, deformable_groups, modulated):
    if data_format not in ("NCHW", "NHWC"):
        raise ValueError(f"For '{_DO}', the 'data_format' must be str and must be in '['NCHW', 'NHWC']', but got "
                         f"'{data_format}'.")
    pos_c = 3 if data_format == "NHWC" else 1
    _int_tuple(strides, 4, "strides")
    if strides[0] != 1 or strides[pos_c] != 1:
        raise ValueError(f"For '{_DO}', The N and C dimensions of 'strides' must be set to 1.")
    _int_tuple(pads, 4, "pads")
    _int_tuple(ksize, 2, "kernel_size")
    _int_tuple(dilations, 4, "dilations")
    if dilations[0] != 1 or dilations[pos_c] != 1:
        raise ValueError(f"For '{_DO}', The N and C dimensions of 'dilations' must be set to 1.")
    if isinstance(deformable_groups, bool) or not isinstance(deformable_groups, int) or deformable_groups <= 0:
        raise ValueError(f"For '{_DO}', the 'deformable_groups' must be int and must > 0, but got "
                         f"'{deformable_groups}' with type '{type(deformable_groups).__name__}'.")
    if not isinstance(modulated, bool):
        raise TypeError(f"For '{_DO}', the 'modulated' must be a bool, but got {type(modulated).__name__}.")
    if modulated is not True:
        raise ValueError(f"For '{_DO}', The modulated must be set to True.")


def _deformable_prim_check(p):
    a = p.init_attrs
    _deformable_check(a["strides"], a["pads"], a["ksize"], a["dilations"], a["data_format"], a["deformable_groups"],
                      a["modulated"])
    p.add_prim_attr("format", a["data_format"])  # MindSpore records the layout a second time under this name


def _bilinear_taps(img, hs, ws):
    """Bilinear samples of `img` (N, G, Cg, H, W) at positions `hs`, `ws` (N, G, P): (N, G, Cg, P); zero at or
    beyond one pixel outside, and for corners outside the image."""
    n, g, cg, h, w = img.shape
    padded = F.pad(img, (1, 1, 1, 1)).reshape(n, g, cg, (h + 2) * (w + 2))
    inside = (hs > -1) & (hs < h) & (ws > -1) & (ws < w)
    h0, w0 = torch.floor(hs), torch.floor(ws)
    lh, lw = hs - h0, ws - w0
    h0 = h0.clamp(-1, h - 1).long() + 1
    w0 = w0.clamp(-1, w - 1).long() + 1
    total = torch.zeros((n, g, cg, hs.shape[-1]), dtype=img.dtype, device=img.device)
    for dh, dw, wt in ((0, 0, (1 - lh) * (1 - lw)), (0, 1, (1 - lh) * lw), (1, 0, lh * (1 - lw)), (1, 1, lh * lw)):
        hh, ww = h0 + dh, w0 + dw
        ok = (hh >= 1) & (hh <= h) & (ww >= 1) & (ww <= w)  # corner inside the image (not the padding ring)
        idx = (hh.clamp(0, h + 1) * (w + 2) + ww.clamp(0, w + 1)).unsqueeze(2).expand(n, g, cg, -1)
        vals = torch.gather(padded, 3, idx)
        total += vals * (wt * ok * inside).unsqueeze(2)
    return total


def _deformable_offsets(x, offsets, strides, pads, ksize, dilations=(1, 1, 1, 1), data_format="NCHW",
                        deformable_groups=1, modulated=True):
    for name, t in (("offsets", offsets), ("x", x)):  # MindSpore checks them in this order
        if not isinstance(t, Tensor) or t._t.dtype not in (torch.float16, torch.float32):
            got = t.dtype if isinstance(t, Tensor) else type(t).__name__
            if isinstance(t, Tensor):
                raise TypeError(f"For primitive[{_DO}], the input argument[{name}] must be a type of "
                                f"{{Tensor[Float16], Tensor[Float32]}}, but got Tensor[{got}].")
            raise TypeError(f"The primitive[{_DO}]'s input arguments[offsets, x] must be all tensor and those type "
                            f"must be same. But got input argument[{name}]:{'Int64' if got == 'int' else got}\n"
                            f"Valid type list: {{Tensor[Float16], Tensor[Float32]}}.\n")
    xt, ot = x._t, offsets._t
    if xt.dtype != ot.dtype:
        raise TypeError(f"For primitive[{_DO}], the input type must be same.\nname:[offsets]:Tensor[{offsets.dtype}]."
                        f"\nname:[x]:Tensor[{x.dtype}].\n")
    for name, t in (("x", xt), ("offsets", ot)):
        if t.dim() != 4:
            raise ValueError(f"For primitive[{_DO}], the {name} shape size must be equal to 4, but got {t.dim()}.\n")
    n, c, h, w = xt.shape
    kh, kw = ksize
    k = kh * kw
    dg = deformable_groups
    if ot.shape[1] != 3 * k * dg:
        raise ValueError(f"For '{_DO}', 'C_in' of input 'offsets' shape must be equal to 3 * kernel_height * "
                         f"kernel_width * deformable_groups, but got 'C_in' of input 'offsets' shape: {ot.shape[1]}, "
                         f"kernel_height: {kh}, kernel_width: {kw}, deformable_groups: {dg}.\n")
    sh, sw, dh, dw = strides[2], strides[3], dilations[2], dilations[3]
    pt, pb, pl, pr = pads
    ho = (h + pt + pb - (kh - 1) * dh - 1) // sh + 1
    wo = (w + pl + pr - (kw - 1) * dw - 1) // sw + 1
    if tuple(ot.shape[2:]) != (ho, wo):
        raise ValueError(f"For '{_DO}, the H and W dims of offsets input should be equal to the computed H and W dims "
                         f"of the output of deformable_conv2d. But got H and W dims of offsets input: "
                         f"({ot.shape[2]}, {ot.shape[3]}), computed H and W dims of the output of deformable_conv2d: "
                         f"({ho}, {wo}).\n")
    if c % dg:
        raise ValueError(f"For '{_DO}', the channels of 'x' {c} must be divisible by 'deformable_groups' {dg}.")
    of = ot.float().reshape(n, 3, dg, kh, kw, ho, wo)
    dev = xt.device
    base_h = (torch.arange(ho, device=dev) * sh - pt).view(1, 1, 1, 1, ho, 1) + \
        (torch.arange(kh, device=dev) * dh).view(1, 1, kh, 1, 1, 1)
    base_w = (torch.arange(wo, device=dev) * sw - pl).view(1, 1, 1, 1, 1, wo) + \
        (torch.arange(kw, device=dev) * dw).view(1, 1, 1, kw, 1, 1)
    hs = (base_h + of[:, 1]).reshape(n, dg, -1)
    ws = (base_w + of[:, 0]).reshape(n, dg, -1)
    img = xt.float().reshape(n, dg, c // dg, h, w)
    samples = _bilinear_taps(img, hs, ws) * of[:, 2].reshape(n, dg, 1, -1)
    out = samples.reshape(n, c, kh, kw, ho, wo).permute(0, 1, 4, 2, 5, 3).reshape(n, c, ho * kh, wo * kw)
    return _wrap(out.to(xt.dtype))


op(_DO, "nn", functional=False,
   primitive=prim(_DO, "(self, strides, pads, ksize, dilations=(1, 1, 1, 1), data_format='NCHW', "
                  "deformable_groups=1, modulated=True)", "(self, x, offsets)", doc=_DEFORMABLE_OFFSETS_DOC,
                  check=_deformable_prim_check),
   cases=())(_deformable_offsets)


def deformable_conv2d(x, weight, offsets, kernel_size, strides, padding, bias=None, dilations=(1, 1, 1, 1), groups=1,
                      deformable_groups=1, modulated=True):
    r"""2-D deformable convolution (v2): every kernel tap reads the input at its own learnt offset, scaled by a
    learnt mask,

    .. math::
        y(p) = \sum_{k=1}^{K} w_{k} \cdot x(p + p_{k} + \Delta p_{k}) \cdot \Delta m_{k}

    It samples the input with :class:`mindspore.ops.DeformableOffsets` (which documents the layout of `offsets`
    and the bilinear sampling) and convolves the sampled tiles with `weight` at stride `kernel_size`.

    Args:
        x (Tensor): float16 or float32, :math:`(N, C_{in}, H_{in}, W_{in})`.
        weight (Tensor): Of the dtype of `x`, :math:`(C_{out}, C_{in} / groups, H_{f}, W_{f})`.
        offsets (Tensor): Of the dtype of `x`,
            :math:`(N, 3 \cdot deformable\_groups \cdot H_{f} W_{f}, H_{out}, W_{out})`: the x offsets, the y
            offsets and the masks, in this order.
        kernel_size (tuple[int]): 2 ints, :math:`(H_{f}, W_{f})`.
        strides (tuple[int]): 4 ints in NCHW order; the N and C entries must be 1.
        padding (tuple[int]): 4 ints, the zero padding (top, bottom, left, right).
        bias (Tensor, optional): :math:`(C_{out},)`, added to the output. Default: ``None``.
        dilations (tuple[int], optional): 4 ints in NCHW order; the N and C entries must be 1.
            Default: ``(1, 1, 1, 1)``.
        groups (int, optional): The number of blocked connections from input to output channels. Default: ``1``.
        deformable_groups (int, optional): The number of offset groups. Default: ``1``.
        modulated (bool, optional): Must be ``True`` (v2). Default: ``True``.

    Returns:
        Tensor of the dtype of `x`, :math:`(N, C_{out}, H_{out}, W_{out})`, where
        :math:`H_{out} = \lfloor (H_{in} + padding[0] + padding[1] - (H_{f} - 1) \cdot dilations[2] - 1) /
        strides[2] \rfloor + 1` and likewise :math:`W_{out}` with ``padding[2:]``, ``dilations[3]`` and
        ``strides[3]``.

    Raises:
        TypeError: If `strides`, `padding`, `kernel_size` or `dilations` is not a tuple of ints, or `modulated` is
            not a bool.
        ValueError: If a tuple has the wrong length, the N or C entry of `strides` / `dilations` is not 1, or
            `modulated` is False.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
        >>> weight = Tensor(np.ones((1, 1, 2, 2), np.float32))
        >>> offsets = np.zeros((1, 12, 3, 3), np.float32)
        >>> offsets[:, 0:4] = 0.5
        >>> offsets[:, 8:] = 1.0
        >>> print(ops.deformable_conv2d(x, weight, Tensor(offsets), (2, 2), (1, 1, 1, 1), (0, 0, 0, 0)))
        [[[[12. 16. 14.]
           [28. 32. 26.]
           [44. 48. 38.]]]]
    """
    _deformable_check(strides, padding, kernel_size, dilations, "NCHW", deformable_groups, modulated)
    sampled = _deformable_offsets(x, offsets, strides, padding, kernel_size, dilations, "NCHW", deformable_groups,
                                  modulated)
    if not isinstance(weight, Tensor):
        raise TypeError(f"For 'Conv2D', the 'weight' must be a Tensor, but got {type(weight).__name__}.")
    st, wt = sampled._t, weight._t
    if wt.dtype != st.dtype:
        raise TypeError(f"For 'Conv2D', the 'weight' must have the dtype of 'x' {x.dtype}, but got {weight.dtype}.")
    if wt.dim() != 4 or groups <= 0 or st.shape[1] != wt.shape[1] * groups or wt.shape[0] % groups or \
            tuple(wt.shape[2:]) != tuple(kernel_size):
        raise ValueError(f"For 'Conv2D', 'weight' must be (C_out, C_in / groups, {kernel_size[0]}, "
                         f"{kernel_size[1]}) with C_in {st.shape[1]} and groups {groups}, but got {list(wt.shape)}.")
    out = F.conv2d(st.float(), wt.float(), stride=tuple(kernel_size), groups=groups)
    if bias is not None:
        out = out + bias._t.float().view(1, -1, 1, 1)
    return _wrap(out.to(st.dtype))


op("DeformableConv2d", "nn", cases=())(deformable_conv2d)


# ----- ApplyRotaryPosEmb ---------------------------------------------------------------------------------------------
_ARPE = "ApplyRotaryPosEmb"

_APPLY_ROTARY_DOC = r"""Rotary position embedding (rotate-half, GPT-NeoX style) of the queries and keys of a batch of
packed token sequences, in one step. For token ``t``, every head slice ``x`` of width D of its query and key row
becomes

.. math::
    x \cdot \cos_{r} + \mathrm{rotate}(x) \cdot \sin_{r}, \qquad \mathrm{rotate}(x) = (-x_{2}, x_{1})

where :math:`(x_1, x_2)` are the halves of ``x`` and ``r`` the row of `cos` / `sin` the token reads: row ``t``
when `cos` has one row per token, otherwise the token's position inside its sequence (`cos` / `sin` then being the
table of every position, and `position_ids` giving the lengths of the packed sequences, or the rows of a
:math:`(B, S, H)` input being positions ``0 .. S-1``). D is the width of `cos`.

Args:
    cos_format (int, optional): The layout code of `cos` / `sin` kept as an attribute (MindSpore's Ascend kernel
        takes 0 to 3); the rows are chosen from the shapes as described above. Default: ``0``.

Inputs:
    - **query** (Tensor) - :math:`(T, N_q \cdot D)` or :math:`(B, S, N_q \cdot D)`, float16, bfloat16 or float32.
    - **key** (Tensor) - :math:`(T, N_k \cdot D)` or :math:`(B, S, N_k \cdot D)`, of the dtype of `query`.
    - **cos** (Tensor) - :math:`(T, D)` or :math:`(max\_positions, D)`, of the dtype of `query`, D even.
    - **sin** (Tensor) - Shaped like `cos`, of the dtype of `query`.
    - **position_ids** (Tensor) - int32 :math:`(B,)`, the length of each packed sequence.

Outputs:
    Tuple of 2 Tensors, the embedded `query` and `key`, of their shapes and dtype.

Raises:
    TypeError: If an input is not a Tensor, `cos_format` is not an int, or `query`, `key`, `cos` and `sin` differ
        in dtype.
    ValueError: If the shapes do not fit together or a position is past the rows of `cos`.

Supported Platforms:
    ``Ascend``

Examples:
    >>> import numpy as np
    >>> import mindspore
    >>> from mindspore import Tensor, ops
    >>> q = Tensor([[1.0, 2.0, 3.0, 4.0]], mindspore.float16)
    >>> cos = Tensor([[0.0, 0.0, 0.0, 0.0]], mindspore.float16)
    >>> sin = Tensor([[1.0, 1.0, 1.0, 1.0]], mindspore.float16)
    >>> q_out, k_out = ops.ApplyRotaryPosEmb()(q, q, cos, sin, Tensor([1], mindspore.int32))
    >>> print(q_out)
    [[-3. -4.  1.  2.]]
"""


def _apply_rotary_pos_emb(query, key, cos, sin, position_ids, cos_format=0):
    given = dict(query=query, key=key, cos=cos, sin=sin, position_ids=position_ids)
    if not all(isinstance(t, Tensor) for t in given.values()) or isinstance(cos_format, bool) or \
            not isinstance(cos_format, int):
        got = ", ".join(f"{n}={_arg_kind(t)}" for n, t in given.items())
        want = ", ".join(f"{n}=<Tensor>" for n in given)
        raise TypeError(f'Failed calling {_ARPE} with "{_ARPE}(cos_format={_arg_kind(cos_format)})({got})".\n'
                        f'The valid calling should be: \n"{_ARPE}(cos_format=<int>)({want})".\n')
    floats = {"cos": cos, "key": key, "query": query, "sin": sin}
    if len({t._t.dtype for t in floats.values()}) != 1:
        listed = "".join(f"name:[{n}]:Tensor[{t.dtype}].\n" for n, t in floats.items())
        raise TypeError(f"For primitive[{_ARPE}], the input type must be same.\n{listed}")
    q, k, c, s = query._t, key._t, cos._t, sin._t
    if q.dtype not in _HALF_FLOATS:
        raise TypeError(f"For '{_ARPE}', the 'query' must be float16, bfloat16 or float32, but got {query.dtype}.")
    if c.dim() != 2 or tuple(s.shape) != tuple(c.shape) or c.shape[-1] % 2:
        raise ValueError(f"For '{_ARPE}', 'cos' and 'sin' must be 2-D of one shape with an even width, but got "
                         f"{list(c.shape)} and {list(s.shape)}.")
    d = c.shape[-1]
    if q.dim() not in (2, 3) or k.shape[:-1] != q.shape[:-1] or q.shape[-1] % d or k.shape[-1] % d:
        raise ValueError(f"For '{_ARPE}', 'query' and 'key' must be (T, H) or (B, S, H) with the same leading axes "
                         f"and hidden sizes that are multiples of the width of 'cos' {d}, but got "
                         f"{list(q.shape)} and {list(k.shape)}.")
    tokens = q.numel() // q.shape[-1]
    if c.shape[0] == tokens:
        rows = torch.arange(tokens, device=q.device)
    elif q.dim() == 3:
        rows = torch.arange(q.shape[1], device=q.device).repeat(q.shape[0])
    else:
        lens = [int(x) for x in position_ids._t.reshape(-1).tolist()]
        if sum(lens) != tokens or min(lens, default=0) < 0:
            raise ValueError(f"For '{_ARPE}', the sequence lengths 'position_ids' {lens} must add up to the "
                             f"{tokens} tokens of 'query' when 'cos' is a table of positions.")
        rows = torch.cat([torch.arange(n, device=q.device) for n in lens])
    if tokens and int(rows.max()) >= c.shape[0]:
        raise ValueError(f"For '{_ARPE}', position {int(rows.max())} is past the {c.shape[0]} rows of 'cos'.")
    cr, sr = c.float()[rows].unsqueeze(1), s.float()[rows].unsqueeze(1)

    def embed(x):
        heads = x.float().reshape(tokens, -1, d)
        first, second = heads.chunk(2, dim=-1)
        out = heads * cr + torch.cat((-second, first), dim=-1) * sr
        return _wrap(out.reshape(x.shape).to(x.dtype))

    return embed(q), embed(k)


op(_ARPE, "nn", functional=False,
   primitive=prim(_ARPE, "(self, cos_format=0)", "(self, query, key, cos, sin, position_ids)",
                  doc=_APPLY_ROTARY_DOC),
   cases=())(_apply_rotary_pos_emb)

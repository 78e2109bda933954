"""Registry entries of MindSpore 2.10's deprecated search and embedding-cache primitives that its CPU build runs:
``NoRepeatNGram`` (beam-search n-gram blocking), ``SubAndFilter`` and ``MapUniform`` (id remapping of the
embedding cache). One entry per operator, see :mod:`mindspore_compat.ops._registry`.
"""
import math
import numbers

import torch

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim
from .conv_pool_def import _doc

__all__ = []

_DEPRECATED = "Deprecated"


def _tensor_in(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{type(value).__name__}.")
    return value._t


def _scalar_int(op_name, arg, value):
    """An int given as a Python int or a 0-D integer Tensor."""
    if isinstance(value, Tensor):
        t = value._t
        if t.dtype in (torch.int32, torch.int64) and t.numel() == 1:
            return int(t.item())
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {{Int32, Int64}}, "
                        f"but got {value.dtype}.")
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return int(value)
    kind = "Float32" if isinstance(value, float) else type(value).__name__
    raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {{Int32, Int64}}, "
                    f"but got {kind}.")


# ----- NoRepeatNGram -------------------------------------------------------------------------------------------------
def _ngram_check(p):
    n = p.ngram_size
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"For '{p.name}', the type of 'ngram_size' should be 'int', but got type "
                        f"'{type(n).__name__}'.")
    if n < 1:
        raise ValueError(f"For '{p.name}', the 'ngram_size' must be int and must >= 1, but got '{n}' with type "
                         f"'int'.")


_LOWEST = {torch.float16: -65504.0, torch.float32: torch.finfo(torch.float32).min,
           torch.float64: torch.finfo(torch.float64).min}


def no_repeat_ngram(state_seq, log_probs, *, ngram_size=1):
    """The implementation of :class:`mindspore.ops.NoRepeatNGram`."""
    name = "NoRepeatNGram"
    seq = _tensor_in(name, "state_seq", state_seq)
    lp = _tensor_in(name, "log_probs", log_probs)
    if seq.dtype != torch.int32:
        raise TypeError(f"For primitive[{name}], the input argument[seq_type] must be a type of {{Tensor[Int32]}}, "
                        f"but got Tensor[{state_seq.dtype}].")
    if lp.dtype not in _LOWEST:
        raise TypeError(f"For primitive[{name}], the input argument[log_types] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{log_probs.dtype}].")
    if seq.dim() != 3:
        raise ValueError(f"For primitive[{name}], the rank of state_seq must be equal to 3, but got {seq.dim()}.")
    if lp.dim() != 3:
        raise ValueError(f"For primitive[{name}], the rank of log_probs must be equal to 3, but got {lp.dim()}.")
    for k in (0, 1):
        if seq.shape[k] != lp.shape[k]:
            raise ValueError(f"For primitive[{name}], the state_seq shape[{k}] must be equal to log_probs "
                             f"shape[{k}] which is {lp.shape[k]} , but got {seq.shape[k]}.")
    length, vocab = seq.shape[2], lp.shape[2]
    if ngram_size > length:
        # MindSpore's infer names "shape[2] + 1" but compares with, and prints, shape[2] itself
        raise ValueError(f"For primitive[{name}], the ngram_size must be less than or equal to state_seq shape[2] + "
                         f"1 which is {length} , but got {ngram_size}.")
    if ngram_size == length:
        raise RuntimeError("Param ngram_size is illegal")
    if seq.numel() and (int(seq.min()) < 0 or int(seq.max()) >= vocab):
        raise ValueError(f"For {name}, the id in the state input is not valid. Please make the value in the "
                         f"state_seq in the valid range between [0,{vocab}).")
    out = lp.clone()
    flat_seq = seq.reshape(-1, length)
    flat_out = out.view(-1, vocab)
    keep = ngram_size - 1
    # every earlier window whose first n-1 tokens equal the last n-1 tokens bans the token that followed it
    windows = flat_seq.unfold(1, ngram_size, 1)[:, : length - keep]
    prefix = flat_seq[:, length - keep:].unsqueeze(1)
    hit = (windows[..., :keep] == prefix).all(-1)
    rows, cols = torch.nonzero(hit, as_tuple=True)
    flat_out[rows, windows[rows, cols, keep].long()] = _LOWEST[lp.dtype]
    return _wrap(out)


_NGRAM_DOC = _doc(
    "Blocks repeated n-grams in beam search: for every beam, each earlier window of `state_seq` whose first\n"
    "    ``ngram_size - 1`` ids equal the beam's last ``ngram_size - 1`` ids bans the id that completed the window,\n"
    "    by setting its entry of `log_probs` to the lowest finite value of the dtype.",
    ["ngram_size (int): The length of the n-grams that must not repeat, at least 1. Default: ``1``."],
    ["**state_seq** (Tensor) - The ids generated so far, int32, shape :math:`(batch, beam, length)`, each in\n"
     "          :math:`[0, vocab)`.",
     "**log_probs** (Tensor) - The scores of the next id, float16, float32 or float64, shape\n"
     "          :math:`(batch, beam, vocab)`."],
    "Tensor, `log_probs` with the banned ids set to the lowest value, same shape and dtype.",
    ["TypeError: If `ngram_size` is not an int, `state_seq` is not int32 or `log_probs` is not a float Tensor.",
     "ValueError: If `ngram_size` is less than 1 or greater than ``length``, if the ranks or leading\n"
     "            dimensions disagree, or if an id is outside :math:`[0, vocab)`.",
     "RuntimeError: If `ngram_size` equals ``length``."],
    ["seq = Tensor(np.array([[[3, 0, 3, 1, 3]]]), mindspore.int32)",
     "scores = Tensor(np.zeros((1, 1, 4)), mindspore.float32)",
     "print(ops.NoRepeatNGram(2)(seq, scores))"],
    "[[[-3.4028235e+38 -3.4028235e+38  0.0000000e+00  0.0000000e+00]]]", platforms="``Ascend`` ``CPU``")

op("NoRepeatNGram", "nn", functional=False,
   primitive=prim("NoRepeatNGram", "(self, ngram_size=1)", "(self, state_seq, log_probs)", check=_ngram_check,
                  doc=_NGRAM_DOC),
   cases=(), dtypes=("float32",))(no_repeat_ngram)


# ----- SubAndFilter --------------------------------------------------------------------------------------------------
def _int_ids(op_name, arg, value):
    t = _tensor_in(op_name, arg, value)
    if t.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {{Tensor[Int32], "
                        f"Tensor[Int64]}}, but got Tensor[{value.dtype}].")
    return t


def sub_and_filter(input_x, max_num, offset):
    """The implementation of :class:`mindspore.ops.SubAndFilter`."""
    name = "SubAndFilter"
    x = _int_ids(name, "x", input_x).reshape(-1)
    top = _scalar_int(name, "max_num", max_num)
    shift = _scalar_int(name, "offset", offset)
    moved = x - shift
    keep = (moved >= 0) & (moved < top)
    idx = torch.nonzero(keep).flatten().to(x.dtype)
    return _wrap(moved[keep]), _wrap(idx)


_SUB_FILTER_DOC = _doc(
    "Subtracts `offset` from every id and keeps the results that fall in :math:`[0, max\\_num)`, together with\n"
    "    their positions in the flattened input.",
    [],
    ["**input_x** (Tensor) - The ids, int32 or int64, any shape.",
     "**max_num** (int) - The exclusive upper bound of a kept result.",
     "**offset** (int) - The value subtracted from every id."],
    "Tuple of 2 1-D Tensors of the dtype of `input_x`: the kept results and their flat positions.",
    ["TypeError: If `input_x` is not an int32 or int64 Tensor, or `max_num` / `offset` is not an int."],
    ["ids = Tensor(np.array([12, 4, 7, 20, 9]), mindspore.int32)",
     "kept, where = ops.SubAndFilter()(ids, 5, 6)",
     "print(kept, where)"],
    "[1 3] [2 4]", platforms=_DEPRECATED)

op("SubAndFilter", "nn", functional=False,
   primitive=prim("SubAndFilter", "(self)", "(self, input_x, max_num, offset)", doc=_SUB_FILTER_DOC),
   cases=(), dtypes=("int32",))(sub_and_filter)


# ----- MapUniform ----------------------------------------------------------------------------------------------------
def map_uniform(input, per_group_size, group_num):
    """The implementation of :class:`mindspore.ops.MapUniform`."""
    name = "MapUniform"
    t = _tensor_in(name, "input", input)
    if t.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{name}], the input argument[input] must be a type of {{Tensor[Int16], "
                        f"Tensor[Int32], Tensor[Int64], Tensor[Int8]}}, but got Tensor[{input.dtype}].")
    size = _scalar_int(name, "per_group_size", per_group_size)
    groups = _scalar_int(name, "group_num", group_num)
    if groups <= 0:
        raise RuntimeError(f"For '{name}', the 'group_num' must be greater than 0, but got {groups}")
    # C++ integer arithmetic: the remainder takes the sign of the id and the quotient rounds towards zero
    out = torch.fmod(t, groups) * size + torch.div(t, groups, rounding_mode="trunc")
    return _wrap(out.to(t.dtype))


_MAP_UNIFORM_DOC = _doc(
    "Spreads ids over groups: each id `k` becomes ``k % group_num * per_group_size + k // group_num`` (remainder\n"
    "    and quotient as C integer arithmetic computes them).",
    [],
    ["**input** (Tensor) - The ids, int32 or int64.",
     "**per_group_size** (int) - The number of ids in each group.",
     "**group_num** (int) - The number of groups, greater than 0."],
    "Tensor, same shape and dtype as `input`.",
    ["TypeError: If `input` is not an int32 or int64 Tensor, or `per_group_size` / `group_num` is not an int.",
     "RuntimeError: If `group_num` is not greater than 0."],
    ["ids = Tensor(np.array([0, 1, 2, 3, 4, 5]), mindspore.int32)",
     "print(ops.MapUniform()(ids, 2, 3))"],
    "[0 2 4 1 3 5]", platforms=_DEPRECATED)

op("MapUniform", "nn", functional=False,
   primitive=prim("MapUniform", "(self)", "(self, input, per_group_size, group_num)", doc=_MAP_UNIFORM_DOC),
   cases=(), dtypes=("int32",))(map_uniform)


# ----- CTCLoss -------------------------------------------------------------------------------------------------------
def _ctc_check(p):
    for n in ("preprocess_collapse_repeated", "ctc_merge_repeated", "ignore_longer_outputs_than_inputs"):
        v = getattr(p, n)
        if not isinstance(v, bool):
            raise TypeError(f"For '{p.name}', the type of '{n}' should be 'bool', but got type '{type(v).__name__}'.")


_NEG = -1e30  # a finite stand-in for log(0), so that the autograd of the recursion stays finite


def _ctc_nll(logp, labels, blank, merge_repeated):
    """Negative log-likelihood of `labels` under the (T, C) log-probabilities `logp` (float64), following the
    CTC recursion over the blank-interleaved labels; ``repeat merging`` decides whether a label state may loop on
    itself and whether two equal labels need a blank between them."""
    ext = [blank]
    for lab in labels:
        ext += [lab, blank]
    n = len(ext)
    ext_t = torch.tensor(ext, dtype=torch.long, device=logp.device)
    is_blank = ext_t == blank
    stay = torch.ones(n, dtype=torch.bool, device=logp.device) if merge_repeated else is_blank
    skip = torch.zeros(n, dtype=torch.bool, device=logp.device)
    if n > 2:
        same = ext_t[2:] == ext_t[:-2]
        skip[2:] = ~is_blank[2:] & ~(same & merge_repeated)
    neg = torch.full((n,), _NEG, dtype=logp.dtype, device=logp.device)
    alpha = neg.clone()
    alpha[0] = logp[0, blank]
    if n > 1:
        alpha[1] = logp[0, ext[1]]
    for t in range(1, logp.shape[0]):
        own = torch.where(stay, alpha, neg)
        prev = torch.cat([neg[:1], alpha[:-1]])
        prev2 = torch.where(skip, torch.cat([neg[:2], alpha[:-2]]), neg)
        alpha = torch.logsumexp(torch.stack([own, prev, prev2]), 0) + logp[t, ext_t]
    return -torch.logsumexp(alpha[-2:], 0) if n > 1 else -alpha[-1]


def ctc_loss_sparse(inputs, labels_indices, labels_values, sequence_length, *, preprocess_collapse_repeated=False,
                    ctc_merge_repeated=True, ignore_longer_outputs_than_inputs=False):
    """The implementation of :class:`mindspore.ops.CTCLoss`: per-sample losses and their gradient."""
    name = "CTCLoss"
    x = _tensor_in(name, "inputs", inputs)
    idx = _tensor_in(name, "labels_indices", labels_indices)
    vals = _tensor_in(name, "labels_values", labels_values)
    lens = _tensor_in(name, "sequence_length", sequence_length)
    if x.dtype not in _LOWEST:
        raise TypeError(f"For primitive[{name}], the input argument[inputs] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{inputs.dtype}].")
    for arg, t, want, text in (("labels_indices", idx, torch.int64, "Int64"),
                               ("labels_values", vals, torch.int32, "Int32"),
                               ("sequence_length", lens, torch.int32, "Int32")):
        if t.dtype != want:
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[{text}]}}, "
                            f"but got Tensor[{_wrap(t).dtype}].")
    if x.dim() != 3:
        raise ValueError(f"For primitive[{name}], the inputs rank must be equal to 3, but got {x.dim()}.")
    max_time, batch, classes = x.shape
    blank = classes - 1
    rows = idx[:, 0].tolist() if idx.numel() else []
    cols = idx[:, 1].tolist() if idx.numel() else []
    values = vals.tolist()
    per_sample = [[] for _ in range(batch)]
    for r, c, v in sorted(zip(rows, cols, values)):
        per_sample[r].append(v)
    work = x.detach().to(torch.float64).requires_grad_(True)
    logp = torch.log_softmax(work, -1)
    losses = torch.zeros(batch, dtype=torch.float64)
    total = work.new_zeros(())
    seq = lens.tolist()
    for b in range(batch):
        labels = per_sample[b]
        if preprocess_collapse_repeated:
            labels = [v for i, v in enumerate(labels) if i == 0 or v != labels[i - 1]]
        steps = seq[b]
        if steps > max_time:
            raise RuntimeError(f"For '{name}, the 'max_time'(the 1st dimension value of 'probs') must be greater "
                               f"than or equal to 'sequence_length', but got 'max_time': {max_time} and "
                               f"'sequence_length': {steps}")
        if steps < len(labels):
            if ignore_longer_outputs_than_inputs:
                continue
            raise RuntimeError(f"For '{name}, input time(sequence length) must be greater than output size(label "
                               f"length), but got sequence length: {steps} and label length: {len(labels)}")
        nll = _ctc_nll(logp[:steps, b], labels, blank, ctc_merge_repeated)
        if float(nll.detach()) > -_NEG / 2:  # no alignment reaches the labels: the loss is infinite, its gradient zero
            losses[b] = float("inf")
            continue
        losses[b] = float(nll.detach())
        total = total + nll
    grad = torch.autograd.grad(total, work, allow_unused=True)[0] if total.requires_grad else None
    if grad is None:
        grad = torch.zeros_like(work)
    return _wrap(losses.to(x.dtype).to(x.device)), _wrap(grad.to(x.dtype))


_CTC_DOC = _doc(
    "Connectionist temporal classification loss of unnormalized scores against sparse labels, returned with its\n"
    "    gradient with respect to the scores. The last class is the blank.",
    ["preprocess_collapse_repeated (bool): Merge runs of equal labels before the loss. Default: ``False``.",
     "ctc_merge_repeated (bool): Whether repeated emissions of one label collapse into one label. With\n"
     "            ``False``, two equal labels in a row need no blank between them. Default: ``True``.",
     "ignore_longer_outputs_than_inputs (bool): Give a sample whose label sequence is longer than its input a\n"
     "            zero loss instead of raising. Default: ``False``."],
    ["**inputs** (Tensor) - The scores (before softmax), shape :math:`(max\\_time, batch, num\\_classes)`, float16,\n"
     "          float32 or float64.",
     "**labels_indices** (Tensor) - int64 :math:`(sample, position)` pairs of the labels, shape :math:`(N, 2)`.",
     "**labels_values** (Tensor) - The int32 labels at those pairs, shape :math:`(N,)`.",
     "**sequence_length** (Tensor) - The int32 number of valid time steps of each sample, shape :math:`(batch,)`."],
    "Tuple of 2 Tensors of the dtype of `inputs`: the loss of each sample, shape :math:`(batch,)`, and its\n"
    "        gradient, shape of `inputs` (zero past each sample's length).",
    ["TypeError: If an attribute is not a bool or an input has another dtype than listed.",
     "ValueError: If `inputs` is not 3-D.",
     "RuntimeError: If a `sequence_length` exceeds `max_time` or is shorter than its labels."],
    ["scores = Tensor(np.zeros((2, 1, 3)), mindspore.float32)",
     "where = Tensor(np.array([[0, 0]]), mindspore.int64)",
     "labels = Tensor(np.array([0]), mindspore.int32)",
     "loss, grad = ops.CTCLoss()(scores, where, labels, Tensor(np.array([2]), mindspore.int32))",
     "print(loss)"],
    "[1.0986123]", platforms="``Ascend`` ``GPU`` ``CPU``")

op("CTCLoss", "nn", functional=False,
   primitive=prim("CTCLoss", "(self, preprocess_collapse_repeated=False, ctc_merge_repeated=True, "
                  "ignore_longer_outputs_than_inputs=False)",
                  "(self, inputs, labels_indices, labels_values, sequence_length)", check=_ctc_check, doc=_CTC_DOC),
   cases=(), dtypes=("float32",))(ctc_loss_sparse)


# ----- LSTM ----------------------------------------------------------------------------------------------------------
def _lstm_check(p):
    for n in ("input_size", "hidden_size", "num_layers"):
        v = getattr(p, n)
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For '{p.name}', the type of '{n}' should be 'int', but got type '{type(v).__name__}'.")
        if v <= 0:
            raise ValueError(f"For '{p.name}', the '{n}' must be int and must > 0, but got '{v}' with type 'int'.")
    for n in ("has_bias", "bidirectional"):
        v = getattr(p, n)
        if not isinstance(v, bool):
            raise TypeError(f"For '{p.name}', the type of '{n}' should be 'bool', but got type '{type(v).__name__}'.")
    if not isinstance(p.dropout, float):
        raise TypeError(f"For '{p.name}', the type of 'dropout' should be 'float', but got type "
                        f"'{type(p.dropout).__name__}'.")
    if not 0.0 <= p.dropout <= 1.0:
        raise ValueError(f"For '{p.name}', the 'dropout' must be in range of [0, 1], but got {p.dropout} with type "
                         f"'float'.")
    if isinstance(p.proj_size, bool) or not isinstance(p.proj_size, int):
        raise TypeError(f"For '{p.name}', the type of 'proj_size' should be 'int', but got type "
                        f"'{type(p.proj_size).__name__}'.")
    if p.proj_size != 0:
        raise ValueError(f"For '{p.name}', the 'proj_size' must be 0 in mindspore_compat (the layout of the projection "
                         f"weights in the flat weight is not reproduced), but got {p.proj_size}.")


_RESERVE_ROWS = 7168  # MindSpore's CPU kernel hands out a (7168, 1) scratch buffer whatever the sizes


def lstm_flat(x, h, c, w, *, input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, proj_size=0):
    """The implementation of :class:`mindspore.ops.LSTM` (inference: `dropout` is not applied)."""
    name = "LSTM"
    xt, ht, ct, wt = (_tensor_in(name, a, v) for a, v in (("x", x), ("h", h), ("c", c), ("w", w)))
    for arg, t, v in (("x", xt, x), ("h", ht, h), ("c", ct, c), ("w", wt, w)):
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32]}}, but got Tensor[{v.dtype}].")
    dirs = 2 if bidirectional else 1
    hid = hidden_size
    if xt.dim() != 3 or xt.shape[2] != input_size:
        raise ValueError(f"For '{name}', the shape of 'x' must be (seq_len, batch_size, {input_size}), but got "
                         f"{tuple(xt.shape)}.")
    want = (num_layers * dirs, xt.shape[1], hid)
    for arg, t in (("h", ht), ("c", ct)):
        if tuple(t.shape) != want:
            raise ValueError(f"For '{name}', the shape of '{arg}' must be {want}, but got {tuple(t.shape)}.")
    if num_layers > 1 and input_size != hid:
        # the kernel hands the whole stack to one oneDNN primitive, which feeds every layer the same width
        raise RuntimeError(f"For '{name}', a stack of {num_layers} layers needs input_size equal to hidden_size, but "
                           f"got input_size {input_size} and hidden_size {hid}.")
    # the flat weight, as MindSpore's CPU kernel reads it: first a block of every input-to-hidden matrix, (4 * hidden,
    # input_size) each, layer by layer and direction by direction; the block is sized as if layers after the first
    # took `hidden_size * num_directions` features, so the hidden-to-hidden matrices begin after that reserved size;
    # then one input bias per layer and direction (the hidden biases that follow are never read)
    ih_block = sum(dirs * 4 * hid * (input_size if layer == 0 else hid * dirs) for layer in range(num_layers))
    hh_block = num_layers * dirs * 4 * hid * hid
    need = ih_block + hh_block + (num_layers * dirs * 8 * hid if has_bias else 0)
    flat = wt.reshape(-1).to(torch.float64)
    if flat.numel() < need:
        raise ValueError(f"For '{name}', the 'w' must hold at least {need} elements for these sizes, but got "
                         f"{flat.numel()}.")
    cells = num_layers * dirs
    w_ih = flat[:cells * 4 * hid * input_size].view(cells, 4 * hid, input_size)
    w_hh = flat[ih_block:ih_block + hh_block].view(cells, 4 * hid, hid)
    if has_bias:
        b_ih = flat[ih_block + hh_block:ih_block + hh_block + cells * 4 * hid].view(cells, 4 * hid)
    else:
        b_ih = flat.new_zeros((cells, 4 * hid))
    # every direction runs its own stack of layers: layer l of a direction reads layer l - 1 of the same
    # direction; only the last layer's two directions are joined in the output
    x64 = xt.to(torch.float64)
    steps = x64.shape[0]
    h_out, c_out = [None] * cells, [None] * cells
    outs = []
    for d in range(dirs):
        seq = x64
        for layer in range(num_layers):
            k = layer * dirs + d
            hs, cs = ht[k].to(torch.float64), ct[k].to(torch.float64)
            ys = [None] * steps
            for t in (range(steps - 1, -1, -1) if d else range(steps)):
                gi, gf, gg, go = (seq[t] @ w_ih[k].T + hs @ w_hh[k].T + b_ih[k]).chunk(4, 1)
                cs = torch.sigmoid(gf) * cs + torch.sigmoid(gi) * torch.tanh(gg)
                hs = torch.sigmoid(go) * torch.tanh(cs)
                ys[t] = hs
            seq = torch.stack(ys) if steps else x64.new_zeros((0, x64.shape[1], hid))
            h_out[k], c_out[k] = hs, cs
        outs.append(seq)
    seq = torch.cat(outs, -1)
    dt = xt.dtype
    reserve = torch.zeros((_RESERVE_ROWS, 1), dtype=dt, device=xt.device)
    state = torch.zeros((1, 1), dtype=dt, device=xt.device)
    return (_wrap(seq.to(dt)), _wrap(torch.stack(h_out).to(dt)), _wrap(torch.stack(c_out).to(dt)), _wrap(reserve),
            _wrap(state))


_LSTM_DOC = _doc(
    "A stack of long short-term memory layers over a sequence, with every weight in one flat Tensor.\n\n"
    "    Each step computes the gates :math:`i, f, g, o` (in this order) from :math:`W_{ih} x_t + W_{hh} h_{t-1} + b`,\n"
    "    then :math:`c_t = \\sigma(f) c_{t-1} + \\sigma(i) \\tanh(g)` and :math:`h_t = \\sigma(o) \\tanh(c_t)`. As on\n"
    "    MindSpore's CPU kernel, each direction runs a stack of its own (layer :math:`l` of the backward direction\n"
    "    reads layer :math:`l - 1` of the backward direction only), so a stack of several layers needs `input_size`\n"
    "    equal to `hidden_size`. `w` holds every :math:`W_{ih}` of shape :math:`(4 * hidden\\_size, input\\_size)`\n"
    "    (layers in order, forward before backward) in a block sized as if later layers read\n"
    "    :math:`hidden\\_size * num\\_directions` features, then every :math:`W_{hh}`, then every input bias, then\n"
    "    every hidden bias; only the input biases enter the gates.",
    ["input_size (int): The features of each step of `x`.",
     "hidden_size (int): The features of the hidden state.",
     "num_layers (int): The number of stacked layers.",
     "has_bias (bool): Whether `w` holds biases.",
     "bidirectional (bool): Whether each layer also runs from the last step to the first.",
     "dropout (float): The dropout probability between layers, in [0, 1]; not applied by this primitive.",
     "proj_size (int): Only ``0``. Default: ``0``."],
    ["**x** (Tensor) - Shape :math:`(seq\\_len, batch, input\\_size)`, float16 or float32.",
     "**h** (Tensor) - Initial hidden state, shape :math:`(num\\_layers * num\\_directions, batch, hidden\\_size)`.",
     "**c** (Tensor) - Initial cell state, shape of `h`.",
     "**w** (Tensor) - The flat weights, shape :math:`(n, 1, 1)`."],
    "Tuple of 5 Tensors: the output of the last layer, shape :math:`(seq\\_len, batch, num\\_directions *\n"
    "        hidden\\_size)`, the final hidden and cell states (shape of `h`), a :math:`(7168, 1)` reserve buffer and a\n"
    "        :math:`(1, 1)` state buffer (both zero here).",
    ["TypeError: If an attribute has the wrong type or an input is not a float16 or float32 Tensor.",
     "ValueError: If a size is not positive, `dropout` is outside [0, 1], `proj_size` is not 0, or an input has the\n"
     "            wrong shape.",
     "RuntimeError: If `num_layers` is above 1 and `input_size` differs from `hidden_size`."],
    ["x = Tensor(np.ones((2, 1, 2)), mindspore.float32)",
     "h = Tensor(np.zeros((1, 1, 3)), mindspore.float32)",
     "w = Tensor(np.linspace(-1, 1, 84).reshape(84, 1, 1), mindspore.float32)",
     "out, hn, cn, reserve, state = ops.LSTM(2, 3, 1, True, False, 0.0)(x, h, h, w)",
     "print(out.shape, reserve.shape, np.round(hn.asnumpy(), 4))"],
    "(2, 1, 3) (7168, 1) [[[-0.0583 -0.0624 -0.0646]]]",
    platforms="``GPU`` ``CPU``")

op("LSTM", "nn", functional=False,
   primitive=prim("LSTM", "(self, input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, proj_size=0)",
                  "(self, x, h, c, w)", check=_lstm_check, doc=_LSTM_DOC),
   cases=(), dtypes=("float32",))(lstm_flat)


# ----- ComputeAccidentalHits -----------------------------------------------------------------------------------------
def _hits_check(p):
    n = p.num_true
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"For '{p.name}', the type of 'num_true' should be 'int', but got type '{type(n).__name__}'.")
    if n < 1:
        raise ValueError(f"For '{p.name}', the argument 'num_true' must >= 1, but got {n}.")


def compute_accidental_hits(true_classes, sampled_candidates, *, num_true=1):
    """The implementation of :class:`mindspore.ops.ComputeAccidentalHits`."""
    name = "ComputeAccidentalHits"
    truth = _tensor_in(name, "true_classes", true_classes)
    sampled = _tensor_in(name, "sampled_candidates", sampled_candidates)
    for arg, t, v in (("true_classes", truth, true_classes), ("sampled_candidates", sampled, sampled_candidates)):
        if t.dtype != torch.int64:
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Int64]}}, "
                            f"but got Tensor[{v.dtype}].")
    if truth.dim() != 2:
        raise ValueError(f"For primitive[{name}], the dim of true_classes must be equal to 2, but got {truth.dim()}.")
    if sampled.dim() != 1:
        raise ValueError(f"For primitive[{name}], the dim of sampled_candidates must be equal to 1, but got "
                         f"{sampled.dim()}.")
    if truth.shape[1] != num_true:
        raise ValueError(f"For {name}, true_classes shape[1]={truth.shape[1]} must be equal to num_true= {num_true}")
    # a sampled class that appears several times is found at its last position
    where = {v: j for j, v in enumerate(sampled.tolist())}
    rows, ids = [], []
    for i, labels in enumerate(truth.tolist()):
        for lab in labels:
            if lab in where:
                rows.append(i)
                ids.append(where[lab])
    dev = truth.device
    weights = torch.full((len(rows),), torch.finfo(torch.float32).min, dtype=torch.float32, device=dev)
    return (_wrap(torch.tensor(rows, dtype=torch.int32, device=dev)),
            _wrap(torch.tensor(ids, dtype=torch.int64, device=dev)), _wrap(weights))


_HITS_DOC = _doc(
    "Finds the sampled classes that are also target classes (accidental hits), so that sampled-softmax losses\n"
    "    can mask them out.",
    ["num_true (int): The number of target classes of each example, at least 1. Default: ``1``."],
    ["**true_classes** (Tensor) - The int64 target classes, shape :math:`(batch\\_size, num\\_true)`.",
     "**sampled_candidates** (Tensor) - The int64 sampled classes, shape :math:`(num\\_sampled,)`."],
    "Tuple of 3 1-D Tensors, one entry per hit (examples in order, then their target classes in order): the\n"
    "        int32 row of the example, the int64 position of the class in `sampled_candidates` (its last position\n"
    "        when it was sampled more than once) and a float32 weight, the lowest float32 value.",
    ["TypeError: If `num_true` is not an int, or an input is not an int64 Tensor.",
     "ValueError: If `num_true` is less than 1, the ranks are not 2 and 1, or the second dimension of\n"
     "            `true_classes` is not `num_true`."],
    ["truth = Tensor(np.array([[7, 2], [5, 9]]), mindspore.int64)",
     "sampled = Tensor(np.array([9, 3, 7]), mindspore.int64)",
     "rows, ids, weights = ops.ComputeAccidentalHits(2)(truth, sampled)",
     "print(rows, ids, weights)"],
    "[0 1] [2 0] [-3.4028235e+38 -3.4028235e+38]", platforms=_DEPRECATED)

op("ComputeAccidentalHits", "nn", functional=False,
   primitive=prim("ComputeAccidentalHits", "(self, num_true=1)", "(self, true_classes, sampled_candidates)",
                  check=_hits_check, doc=_HITS_DOC),
   cases=(), dtypes=("int64",))(compute_accidental_hits)


# ----- MapCacheIdx ---------------------------------------------------------------------------------------------------
_GOLDEN = 0.6180339  # the multiplier of the cache hashmap's multiplicative hash


def _slot(key, length):
    frac = _GOLDEN * key - math.floor(_GOLDEN * key)
    return int(frac * length)


def _full(what):
    return RuntimeError(f"For 'MapCacheIdx', hashmap is full, {what} failed, please set a larger vocab_cache_size!")


def _compact(rows, length, hole):
    """Closes the gap left at `hole` by moving later entries of the probe chain back (rows: key, value, step,
    distance-from-home + 1; a distance of 0 marks an empty slot)."""
    i, off = (hole + 1) % length, 1
    while rows[i][3] != 0:
        if rows[i][3] > off:
            rows[hole] = [rows[i][0], rows[i][1], rows[i][2], rows[i][3] - off]
            rows[i][3] = 0
            off, hole = 0, i
        i, off = (i + 1) % length, off + 1


def map_cache_idx(hashmap, indices, step, emb_max_num, cache_max_num):
    """The implementation of :class:`mindspore.ops.MapCacheIdx`; updates `hashmap` and `step` in place."""
    name = "MapCacheIdx"
    table = _tensor_in(name, "hashmap", hashmap)
    ids = _tensor_in(name, "indices", indices)
    if table.dim() != 2:
        raise ValueError(f"For '{name}', the dimension of hashmap must be equal to 2, but got: {table.dim()}.")
    for arg, t, v in (("hashmap", table, hashmap), ("indices", ids, indices)):
        if t.dtype not in (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8):
            raise TypeError(f"For '{name}', the type of '{arg}' must be int, but got Tensor[{v.dtype}].")
    if ids.dtype != table.dtype:
        raise TypeError(f"For '{name}', the dtype of 'indices' ({indices.dtype}) must be the same as that of "
                        f"'hashmap' ({hashmap.dtype}).")
    step_t = _tensor_in(name, "step", step) if isinstance(step, Tensor) else None
    train_step = int(step_t.reshape(-1)[0]) if step_t is not None else _scalar_int(name, "step", step)
    top = _scalar_int(name, "emb_max_num", emb_max_num)
    shift = _scalar_int(name, "cache_max_num", cache_max_num)
    length = table.shape[0]
    if length == 0:
        raise RuntimeError(f"For '{name}', the first dimension of 'HashMap' must be greater than 0, but got 0")
    rows = table.tolist()
    flat = ids.reshape(-1).tolist()
    cache_idx = [-1] * len(flat)
    missed, miss_keys = [], []
    for i, raw in enumerate(flat):
        key = raw - shift
        if key >= top or key < 0:
            continue
        e, count = _slot(key, length), 1
        while rows[e][3] != 0 and rows[e][0] != key:
            e = (e + 1) % length
            if count > length:
                raise _full("search cache idx")
            count += 1
        if rows[e][3] == 0:
            missed.append(i)
            miss_keys.append(key)
        else:
            cache_idx[i] = rows[e][1]
            rows[e][2] = train_step
    old_keys, swap_idx = [], []
    for key in miss_keys:
        e, tag = _slot(key, length), 1
        while rows[e][3] != 0:
            e = (e + 1) % length
            if tag > length:
                raise _full("insert new key")
            tag += 1
        rows[e][0], rows[e][2], rows[e][3] = key, train_step, tag
        victim, tries = (e + 1) % length, 1
        # the next entry that the current or the previous step has not used gives up its cache line
        while rows[victim][3] == 0 or rows[victim][2] >= train_step - 1:
            victim = (victim + 1) % length
            if tries > length:
                raise _full("delete old key")
            tries += 1
        swap_idx.append(rows[victim][1])
        old_keys.append(rows[victim][0])
        rows[e][1] = rows[victim][1]
        rows[victim][3] = 0
        _compact(rows, length, victim)
    for pos, line in zip(missed, swap_idx):
        cache_idx[pos] = line
    dt, dev = table.dtype, table.device
    table.copy_(torch.tensor(rows, dtype=dt, device=dev))
    if step_t is not None:
        step_t.add_(1)

    def vec(v):
        return _wrap(torch.tensor(v, dtype=dt, device=dev).reshape(-1))
    return (_wrap(torch.tensor(cache_idx, dtype=dt, device=dev).reshape(ids.shape)), vec(old_keys), vec(miss_keys),
            vec(swap_idx))


_MAP_CACHE_DOC = _doc(
    "Looks embedding ids up in the hashmap of a device-side embedding cache and swaps missing ids in.\n\n"
    "    Each row of `hashmap` is (id, cache line, last step used, probe distance + 1), a probe distance of 0\n"
    "    marking an empty slot; ids are shifted by `cache_max_num` and ids outside :math:`[0, emb\\_max\\_num)` map to\n"
    "    -1. Each missing id takes the cache line of the next entry not used in this or the previous step. `hashmap`\n"
    "    is updated in place and `step` is incremented.",
    [],
    ["**hashmap** (Tensor) - int32 or int64, shape :math:`(n, 4)`.",
     "**indices** (Tensor) - The ids to look up, of the dtype of `hashmap`.",
     "**step** (Tensor) - The current training step, shape :math:`(1,)`.",
     "**emb_max_num** (Tensor) - The exclusive upper bound of a shifted id.",
     "**cache_max_num** (Tensor) - The value subtracted from every id."],
    "Tuple of 4 Tensors of the dtype of `hashmap`: the cache line of every id (shape of `indices`), then, one\n"
    "        entry per missing id, the evicted id, the missing id and the cache line it received.",
    ["ValueError: If `hashmap` is not 2-D.",
     "TypeError: If `hashmap` or `indices` is not an int Tensor.",
     "RuntimeError: If the hashmap has no room for a missing id."],
    ["rows = [5, 1, 1, 1, 8, 2, 1, 3, 12, 3, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1, 1]",
     "table = Tensor(np.array(rows).reshape(6, 4), mindspore.int32)",
     "step = Tensor(np.array([3]), mindspore.int32)",
     "ids = Tensor(np.array([[13, 15], [20, 2]]), mindspore.int32)",
     "top, shift = Tensor(20, mindspore.int32), Tensor(10, mindspore.int32)",
     "lines, old, miss, swap = ops.MapCacheIdx()(table, ids, step, top, shift)",
     "print(lines, old, miss, swap, step)"],
    "[[ 0  1]\n [ 2 -1]] [8] [10] [2] [4]", platforms=_DEPRECATED)

op("MapCacheIdx", "nn", functional=False,
   primitive=prim("MapCacheIdx", "(self)", "(self, hashmap, indices, step, emb_max_num, cache_max_num)",
                  doc=_MAP_CACHE_DOC),
   cases=(), dtypes=("int32",))(map_cache_idx)


# ----- RNNTLoss ------------------------------------------------------------------------------------------------------
def _rnnt_check(p):
    if isinstance(p.blank_label, bool) or not isinstance(p.blank_label, int):
        raise TypeError(f"For '{p.name}', the type of 'blank_label' should be 'int', but got type "
                        f"'{type(p.blank_label).__name__}'.")


_RNNT_TAIL = (".The supported data types depend on the hardware that executes the operator, for more details, "
              "please refer to the MindSpore official website to get more information about the data type.")


def _rnnt_nll(logp, labels, blank):
    """Negative log-likelihood of `labels` under the (T, U + 1, V) log-probabilities of one transducer sample."""
    steps, width = logp.shape[0], len(labels) + 1
    neg = logp.new_full((), _NEG)
    alpha = [[neg] * width for _ in range(steps)]
    alpha[0][0] = logp.new_zeros(())
    for t in range(steps):
        for u in range(width):
            if t == 0 and u == 0:
                continue
            terms = []
            if t > 0:
                terms.append(alpha[t - 1][u] + logp[t - 1, u, blank])
            if u > 0:
                terms.append(alpha[t][u - 1] + logp[t, u - 1, labels[u - 1]])
            alpha[t][u] = torch.logsumexp(torch.stack(terms), 0)
    return -(alpha[steps - 1][width - 1] + logp[steps - 1, width - 1, blank])


def rnnt_loss_prim(acts, labels, input_length, label_length, *, blank_label=0):
    """The implementation of :class:`mindspore.ops.RNNTLoss`: per-sample transducer losses and their gradient."""
    name = "RNNTLoss"
    a = _tensor_in(name, "acts", acts)
    lab = _tensor_in(name, "labels", labels)
    il = _tensor_in(name, "input_length", input_length)
    ll = _tensor_in(name, "label_length", label_length)
    for arg, t in (("acts_rank", a), ("labels_rank", lab), ("input_length_rank", il), ("label_length_rank", ll)):
        want = {"acts_rank": 4, "labels_rank": 2}.get(arg, 1)
        if t.dim() != want:
            raise ValueError(f"For '{name}', the '{arg}' must be int and must = {want}, but got '{t.dim()}' with type "
                             f"'int'.")
    batch = a.shape[0]
    for text, got, ref_text, ref in (("labels shape[0]", lab.shape[0], "acts shape[0]", batch),
                                     ("labels shape[1]", lab.shape[1], "acts shape[2]-1", a.shape[2] - 1),
                                     ("input_length size", il.shape[0], "acts shape[0]", batch),
                                     ("label_length size", ll.shape[0], "acts shape[0]", batch)):
        if got != ref:
            raise ValueError(f"For '{name}', the {text} should be = {ref_text}: {ref}, but got {got}.")
    if a.dtype not in (torch.float32, torch.float16):
        raise TypeError(f"For '{name}', the element of 'acts_type' must be one of Tensor[Float32], Tensor[Float16], "
                        f"but got Tensor[{acts.dtype}]{_RNNT_TAIL}")
    for arg, t, v in (("labels", lab, labels), ("input_length", il, input_length), ("label_length", ll, label_length)):
        if t.dtype != torch.int32:
            raise TypeError(f"For '{name}', the element of '{arg}' must be Tensor[Int32], but got Tensor[{v.dtype}]"
                            f"{_RNNT_TAIL}")
    work = a.detach().to(torch.float64).requires_grad_(True)
    logp = torch.log_softmax(work, -1)
    steps_of, lens_of, rows = il.tolist(), ll.tolist(), lab.tolist()
    losses = []
    total = work.new_zeros(())
    for b in range(batch):
        nll = _rnnt_nll(logp[b, :steps_of[b], :lens_of[b] + 1], rows[b][:lens_of[b]], blank_label)
        losses.append(float(nll.detach()))
        total = total + nll
    grad = torch.autograd.grad(total, work)[0] if batch else torch.zeros_like(work)
    return (_wrap(torch.tensor(losses, dtype=a.dtype, device=a.device)), _wrap(grad.to(a.dtype)))


_RNNT_DOC = _doc(
    "The recurrent neural network transducer loss of every sample, returned with its gradient with respect to\n"
    "    `acts`. `acts` holds unnormalized scores for every (time step, emitted-label count) pair; a log-softmax over\n"
    "    the last axis turns them into the transition log-probabilities.",
    ["blank_label (int): The blank class. Default: ``0``."],
    ["**acts** (Tensor) - Shape :math:`(B, T, U, V)`, float16 or float32.",
     "**labels** (Tensor) - int32 labels, shape :math:`(B, U-1)`.",
     "**input_length** (Tensor) - int32 valid time steps of each sample, shape :math:`(B,)`.",
     "**label_length** (Tensor) - int32 valid labels of each sample, shape :math:`(B,)`."],
    "Tuple of 2 Tensors of the dtype of `acts`: the losses, shape :math:`(B,)`, and the gradient, shape of `acts`.",
    ["TypeError: If `blank_label` is not an int, `acts` is not float16 or float32, or another input is not int32.",
     "ValueError: If the ranks or the sizes of the inputs disagree."],
    ["acts = Tensor(np.zeros((1, 1, 2, 4)), mindspore.float32)",
     "labels = Tensor(np.array([[3]]), mindspore.int32)",
     "one = Tensor(np.array([1]), mindspore.int32)",
     "costs, grads = ops.RNNTLoss(blank_label=0)(acts, labels, one, one)",
     "print(costs.shape, grads.shape)"],
    "(1,) (1, 1, 2, 4)", platforms="``Ascend``")

op("RNNTLoss", "nn", functional=False,
   primitive=prim("RNNTLoss", "(self, blank_label=0)", "(self, acts, labels, input_length, label_length)",
                  check=_rnnt_check, doc=_RNNT_DOC),
   cases=(), dtypes=("float32",))(rnnt_loss_prim)

"""Registry entries of the loss primitives: ``CTCLossV2``, the per-sample form of :func:`mindspore.ops.ctc_loss`,
whose CTC forward pass (:func:`ctc_forward`) both share. One entry per operator, see
:mod:`mindspore_compat.ops._registry`.
"""
import torch

from ...common.tensor import _wrap
from .._registry import op, prim
from .conv_pool_def import _doc, _tensor

__all__ = []


def ctc_forward(op_name, log_probs, targets, input_lengths, target_lengths, blank, zero_infinity):
    """(per-sample negative log-likelihood, log_alpha) of the CTC forward pass, as torch tensors.

    `log_probs` is (T, N, C); log_alpha is (N, T, 2 * S + 1) with ``-inf`` past each sample's input length and
    extended target length.
    """
    classes = log_probs.shape[-1]
    if not 0 <= blank < classes:
        raise ValueError(f"For primitive[{op_name}], the blank must be in [0,{classes}), but got {blank}.")
    tg = targets.long()
    il, tl = input_lengths.long(), target_lengths.long()
    short = torch.nonzero((il < 0) | (il < tl)).flatten()
    if short.numel():
        i = int(short[0])
        raise RuntimeError(f"For '{op_name}', the input_lengths[{i}] = {int(il[i])} should be non-negative and not "
                           f"smaller than target_lengths[{i}] = {int(tl[i])}.")
    # torch's private op gives the per-sample losses and the CTC forward variables (MindSpore's log_alpha).
    loss, log_alpha = torch._ctc_loss(log_probs, tg, il.tolist(), tl.tolist(), blank, zero_infinity)
    # MindSpore's log_alpha spans every time step and the padded target width: (N, T, 2 * S + 1)
    width = 2 * tg.shape[-1] + 1 if tg.dim() == 2 else log_alpha.shape[2]
    log_alpha = torch.nn.functional.pad(log_alpha.detach(), (0, max(0, width - log_alpha.shape[2]), 0,
                                                             max(0, log_probs.shape[0] - log_alpha.shape[1])),
                                        value=float("-inf"))
    # torch leaves the entries past each sample's input / extended-target length unset: they are -inf.
    t_pos = torch.arange(log_alpha.shape[1], device=log_probs.device).view(1, -1, 1)
    s_pos = torch.arange(log_alpha.shape[2], device=log_probs.device).view(1, 1, -1)
    valid = (t_pos < il.to(log_probs.device).view(-1, 1, 1)) & (s_pos < 2 * tl.to(log_probs.device).view(-1, 1, 1) + 1)
    log_alpha = torch.where(valid, log_alpha.detach(), torch.full_like(log_alpha, float("-inf")))
    # MindSpore's CPU kernel leaves an infinite loss as it is: `zero_infinity` only zeroes its gradient (torch's
    # backward does the same with the flag passed above).
    return loss, log_alpha


def _ctc_v2_check(p):
    if not isinstance(p.reduction, str) or p.reduction != "none":
        raise ValueError(f"For '{p.name}', the 'reduction' must be str and must be in '['none']', but got "
                         f"{p.reduction!r}.")
    if not isinstance(p.zero_infinity, bool):
        raise TypeError(f"For '{p.name}', the type of 'zero_infinity' should be 'bool', but got type "
                        f"'{type(p.zero_infinity).__name__}'.")


def ctc_loss_v2_prim(log_probs, targets, input_lengths, target_lengths, *, blank=0, reduction="none",
                     zero_infinity=False):
    """The implementation of :class:`mindspore.ops.CTCLossV2`."""
    name = "CTCLossV2"
    lp = _tensor(name, "log_probs", log_probs)
    loss, log_alpha = ctc_forward(name, lp, _tensor(name, "targets", targets),
                                  _tensor(name, "input_lengths", input_lengths),
                                  _tensor(name, "target_lengths", target_lengths), blank, zero_infinity)
    return _wrap(loss), _wrap(log_alpha)


op("CTCLossV2", "nn", functional=False,
   primitive=prim("CTCLossV2", "(self, blank=0, reduction='none', zero_infinity=False)",
                  "(self, log_probs, targets, input_lengths, target_lengths)", check=_ctc_v2_check, doc=_doc(
                      "The connectionist temporal classification loss of every sample, with the forward variables;\n"
                      "    :func:`mindspore.ops.ctc_loss` with ``reduction='none'``.",
                      ["blank (int): The blank class. Default: ``0``.",
                       "reduction (str): Only ``'none'``. Default: ``'none'``.",
                       "zero_infinity (bool): Whether infinite losses become 0. Default: ``False``."],
                      ["**log_probs** (Tensor) - Shape :math:`(T, N, C)`, float32 or float64 log-probabilities.",
                       "**targets** (Tensor) - Shape :math:`(N, S)`, int32 or int64 labels.",
                       "**input_lengths** (Tensor) - Shape :math:`(N,)`.",
                       "**target_lengths** (Tensor) - Shape :math:`(N,)`."],
                      "Tuple of 2 Tensors: the negative log-likelihood, shape :math:`(N,)`, and log_alpha, shape\n"
                      "        :math:`(N, T, 2 * S + 1)`.",
                      ["TypeError: If `zero_infinity` is not a bool.",
                       "ValueError: If `reduction` is not ``'none'`` or `blank` is not a class."],
                      ["log_probs = ops.log_softmax(Tensor(np.zeros((3, 1, 3)), mindspore.float32))",
                       "labels, frames, lengths = Tensor([[1, 2]]), Tensor([3]), Tensor([2])",
                       "loss, log_alpha = ops.CTCLossV2()(log_probs, labels, frames, lengths)",
                       "print(loss.shape, log_alpha.shape)"],
                      "(1,) (1, 3, 5)")),
   cases=(), dtypes=("float32",))(ctc_loss_v2_prim)

"""Registry entries of the sequence operators: ``CTCGreedyDecoder`` / ``ctc_greedy_decoder``. One entry per
operator, see :mod:`mindspore_compat.ops._registry`.
"""
import torch

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim
from .conv_pool_def import _doc, _tensor

__all__ = []


def ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True):
    """Greedy (best path) decoding of CTC logits: the class of highest score at every step, consecutive repeats
    merged when `merge_repeated`, and the blank (the last class) dropped.

    Args:
        inputs (Tensor): Logits of shape :math:`(max\\_time, batch, num\\_classes)`, float32 or float64.
        sequence_length (Tensor): int32 lengths of shape :math:`(batch,)`, each at most `max_time`.
        merge_repeated (bool): Merge consecutive repeats of a class. Default: ``True``.

    Returns:
        A tuple of 4 Tensors: `decoded_indices` (int64, :math:`(total, 2)`: batch and position of each decoded
        class), `decoded_values` (int64, :math:`(total,)`), `decoded_shape` (int64, (batch, longest decoded
        length)) and `log_probability` (:math:`(batch, 1)`, minus the sum of the best scores, the dtype of
        `inputs`).

    Raises:
        TypeError: If `inputs` or `sequence_length` is not a Tensor of a supported dtype.
        ValueError: If `inputs` is not 3-D or `sequence_length` does not hold `batch` lengths.
        RuntimeError: If a length exceeds `max_time`.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logits = Tensor(np.array([[[0.9, 0.1, 0.0]], [[0.8, 0.1, 0.1]], [[0.1, 0.2, 0.7]], [[0.2, 0.7, 0.1]]]),
        ...                 mindspore.float32)
        >>> indices, values, shape, log_prob = ops.ctc_greedy_decoder(logits, Tensor([4], mindspore.int32))
        >>> print(values, shape, log_prob)
        [0 1] [1 2] [[-3.1]]
    """
    name = "CTCGreedyDecoder"
    x = _tensor(name, "inputs", inputs)
    lengths = _tensor(name, "sequence_length", sequence_length)
    if x.dtype not in (torch.float32, torch.float64):
        raise TypeError(f"For primitive[{name}], the input argument[inputs] must be a type of {{Tensor[Float32], "
                        f"Tensor[Float64]}}, but got Tensor[{_wrap(x).dtype}].")
    if lengths.dtype != torch.int32:
        raise TypeError(f"For primitive[{name}], the input argument[sequence_length] must be a type of "
                        f"{{Tensor[Int32]}}, but got Tensor[{_wrap(lengths).dtype}].")
    if x.dim() != 3:
        raise ValueError(f"For '{name}', the 'inputs' must be 3-D, but got {x.dim()}-D.")
    max_time, batch, classes = x.shape
    if lengths.dim() != 1 or lengths.shape[0] != batch:
        raise ValueError(f"For '{name}', the 'sequence_length' must be 1-D of length {batch}, but got shape "
                         f"{tuple(lengths.shape)}.")
    lens = lengths.tolist()
    if any(n > max_time or n < 0 for n in lens):
        raise RuntimeError(f"For '{name}', every 'sequence_length' must be in [0, {max_time}], but got {lens}.")
    best, labels = x.max(-1)
    blank = classes - 1
    rows, values, log_probs = [], [], []
    longest = 0
    for b in range(batch):
        n = lens[b]
        prev, decoded = None, []
        for c in labels[:n, b].tolist():
            if c != blank and not (merge_repeated and c == prev):
                decoded.append(c)
            prev = c
        rows.extend((b, i) for i in range(len(decoded)))
        values.extend(decoded)
        longest = max(longest, len(decoded))
        log_probs.append(-best[:n, b].sum())
    dev = x.device
    indices = torch.tensor(rows, dtype=torch.int64, device=dev).reshape(-1, 2)
    return (_wrap(indices), _wrap(torch.tensor(values, dtype=torch.int64, device=dev)),
            _wrap(torch.tensor([batch, longest], dtype=torch.int64, device=dev)),
            _wrap(torch.stack(log_probs).reshape(batch, 1).to(x.dtype) if batch else x.new_zeros((0, 1))))


def _merge_check(p):
    if not isinstance(p.merge_repeated, bool):
        raise TypeError(f"For '{p.name}', the 'merge_repeated' must be a bool, but got "
                        f"{type(p.merge_repeated).__name__}.")


op("CTCGreedyDecoder", "nn",
   primitive=prim("CTCGreedyDecoder", "(self, merge_repeated=True)", "(self, inputs, sequence_length)",
                  check=_merge_check, doc=_doc(
                      "Greedy decoding of CTC logits; see :func:`mindspore.ops.ctc_greedy_decoder`.",
                      ["merge_repeated (bool): Merge consecutive repeats of a class. Default: ``True``."],
                      ["**inputs** (Tensor) - Logits of shape :math:`(max\\_time, batch, num\\_classes)`.",
                       "**sequence_length** (Tensor) - int32 lengths of shape :math:`(batch,)`."],
                      "A tuple of 4 Tensors: `decoded_indices`, `decoded_values`, `decoded_shape` and\n"
                      "        `log_probability`.",
                      ["TypeError: If an input is not a Tensor of a supported dtype or `merge_repeated` is not a bool.",
                       "ValueError: If the shapes do not fit.",
                       "RuntimeError: If a length exceeds `max_time`."],
                      ["logits = Tensor(np.array([[[0.9, 0.1, 0.0]], [[0.8, 0.1, 0.1]]]), mindspore.float32)",
                       "out = ops.CTCGreedyDecoder(merge_repeated=False)(logits, Tensor([2], mindspore.int32))",
                       "print(out[1], out[2])"],
                      "[0 0] [1 2]", platforms="``Ascend`` ``CPU``")),
   cases=({"sequence_length": Tensor(torch.tensor([4, 3], dtype=torch.int32))},
          {"sequence_length": Tensor(torch.tensor([2, 4], dtype=torch.int32)), "merge_repeated": False}),
   shape=(4, 2, 3), dtypes=("float32", "float64"))(ctc_greedy_decoder)

"""Translation of torch's exceptions into MindSpore's (DESIGN decision 10), applied at the package's boundaries.

Operators validate their arguments before calling torch where that is cheap. What slips through (a shape that
does not broadcast, a rank a kernel rejects) is raised by torch with torch's wording and, often, a different type
than MindSpore's. :func:`translate` maps such an exception to the type MindSpore 2.10 raises for the same mistake,
with a message in MindSpore's style naming the operator; exceptions it does not recognise are left alone.

The boundaries that call it: the views of the operator registry and every primitive's ``__call__``
(``ops/``), the functional ops, the ``Tensor`` methods (``common/tensor.py``) and ``Cell.__call__`` (``nn/``).
Only the failure path runs here; a successful call pays nothing (Python's ``try`` is free until it raises).
"""
import functools
import re

__all__ = ["translate", "translating"]

_TORCH_DTYPES = {"Bool": "Bool", "Byte": "UInt8", "Char": "Int8", "Short": "Int16", "Int": "Int32", "Long": "Int64",
                 "Half": "Float16", "Float": "Float32", "Double": "Float64", "BFloat16": "BFloat16",
                 "ComplexFloat": "Complex64", "ComplexDouble": "Complex128"}


def _dims(text):
    return "(" + ", ".join(p.strip() for p in text.split(",") if p.strip()) + ("," if text.count(",") == 0 else "") \
        + ")"


def _axis(m, op):
    lo, hi, got = int(m.group(1)), int(m.group(2)), m.group(3)
    return ValueError(f"For '{op}', the 'axis' must be in the range of [{lo}, {hi + 1}), but got {got}.")


def _negative(m, op):
    return ValueError(f"For '{op}', every dimension of the shape must be greater than or equal to 0, but got "
                      f"{m.group(1)} in shape {_dims(m.group(2))}.")


def _matmul(m, op):
    return ValueError(f"For '{op}', the inputs cannot be multiplied: the last dimension of the first input "
                      f"({m.group(2)}) must equal the first dimension of the second ({m.group(3)}), but the shapes are "
                      f"({m.group(1)}, {m.group(2)}) and ({m.group(3)}, {m.group(4)}).")


def _broadcast(m, op):
    return ValueError(f"For '{op}', the shapes of the inputs need to broadcast: at dimension {m.group(3)} the sizes "
                      f"{m.group(1)} and {m.group(2)} must be equal or one of them must be 1.")


def _expand(m, op):
    return ValueError(f"For '{op}', the input cannot be broadcast to the target shape: at dimension {m.group(3)} the "
                      f"size {m.group(2)} must be 1 or equal to the target size {m.group(1)}.")


def _scatter(m, op):
    return ValueError(f"For '{op}', the shape of 'updates' ({_dims(m.group(1))}) does not match the indexed part of "
                      f"the input ({_dims(m.group(2))}).")


def _dtype(m, op):
    name = _TORCH_DTYPES.get(m.group(1), m.group(1))
    return TypeError(f"For '{op}', inputs of dtype {name} are not supported.")


def _rank(m, op):
    return ValueError(f"For '{op}', the rank of the input is not supported by the operator: {m.group(1)}.")


def _index_dtype(m, op):
    return TypeError(f"For '{op}', the indices must be a Tensor of int32 or int64.")


def _fixed(cls, text):
    return lambda m, op: cls(f"For '{op}', {text}")


# (pattern, builder): the first pattern found in the message decides
_RULES = [
    (re.compile(r"Dimension out of range \(expected to be in range of \[(-?\d+), (-?\d+)\], but got (-?\d+)\)"),
     _axis),
    (re.compile(r"Trying to create tensor with negative dimension (-?\d+): \[([^\]]*)\]"), _negative),
    (re.compile(r"mat1 and mat2 shapes cannot be multiplied \((\d+)x(\d+) and (\d+)x(\d+)\)"), _matmul),
    (re.compile(r"The size of tensor a \((\d+)\) must match the size of tensor b \((\d+)\) at non-singleton "
                r"dimension (\d+)"), _broadcast),
    (re.compile(r"The expanded size of the tensor \((\d+)\) must match the existing size \((\d+)\) at "
                r"non-singleton dimension (\d+)"), _expand),
    (re.compile(r"shape mismatch: value tensor of shape \[([^\]]*)\] cannot be broadcast to indexing result of "
                r"shape \[([^\]]*)\]"), _scatter),
    (re.compile(r"not implemented for '(\w+)'"), _dtype),
    (re.compile(r"(Expected \d+D \(unbatched\) or \d+D \(batched\) input to \w+, but got input of size: \[[^\]]*\])"),
     lambda m, op: ValueError(f"For '{op}', the rank of the input does not fit: expected a 3-D (unbatched) or "
                              f"4-D (batched) input, but got shape {_dims(m.group(1).rsplit('[', 1)[1][:-1])}.")),
    (re.compile(r"(non-empty \dD or \dD \(batch mode\) tensor expected for input)"),
     _fixed(ValueError, "the input must be a non-empty 3-D or 4-D Tensor.")),
    (re.compile(r"Expected dtype int32 or int64 for index|to have one of the following scalar types: Long, Int"),
     _index_dtype),
    (re.compile(r"Padding length must be divisible by 2"),
     _fixed(ValueError, "the length of 'padding' must be divisible by 2.")),
    (re.compile(r"running_mean should contain (\d+) elements not (\d+)"),
     lambda m, op: ValueError(f"For '{op}', the number of channels of the input ({m.group(1)}) must equal the size "
                              f"of the running mean and variance ({m.group(2)}).")),
    (re.compile(r"Using a target size \(torch\.Size\(\[([^\]]*)\]\)\) that is different to the input size "
                r"\(torch\.Size\(\[([^\]]*)\]\)\)"),
     lambda m, op: ValueError(f"For '{op}', the shape of the target {_dims(m.group(1))} must equal the shape of "
                              f"the input {_dims(m.group(2))}.")),
    (re.compile(r"number of steps must be non-negative"),
     _fixed(ValueError, "the number of steps must be greater than 0.")),
    (re.compile(r"n must be greater or equal to 0, got (-?\d+)"),
     lambda m, op: ValueError(f"For '{op}', 'n' must be greater than or equal to 0, but got {m.group(1)}.")),
    (re.compile(r"expected a non-empty list of Tensors"),
     _fixed(ValueError, "the number of input tensors must be greater than 0, but got 0.")),
    (re.compile(r"permute\(\): duplicate dims are not allowed"),
     _fixed(ValueError, "the axes of the permutation must be unique.")),
    (re.compile(r"'(\w+)' object has no attribute '_t'"),
     lambda m, op: TypeError(f"For '{op}', the input must be a Tensor, but got {m.group(1)}.")),
    (re.compile(r"^(?:The )?(?:size|shape) '?\[([^\]]*)\]'? is invalid for input of size (\d+)"),
     lambda m, op: ValueError(f"For '{op}', the shape ({m.group(1)}) is invalid for an input of size "
                              f"{m.group(2)}.")),
]

_TRANSLATED = (RuntimeError, IndexError, ValueError, TypeError, NotImplementedError, AttributeError)

# the few entry points where MindSpore 2.10 raises another type than its usual one for the same mistake
_TYPE_OVERRIDES = {("matmul", ValueError): RuntimeError, ("Tensor.__matmul__", ValueError): RuntimeError,
                   ("Tensor.matmul", ValueError): RuntimeError}


def translate(exc, op):
    """MindSpore's exception for torch's `exc` raised inside operator `op`, or None when `exc` is not torch's."""
    if not isinstance(exc, _TRANSLATED):
        return None
    text = str(exc)
    for pattern, build in _RULES:
        m = pattern.search(text)
        if m is not None:
            new = build(m, op)
            cls = _TYPE_OVERRIDES.get((op, type(new)))
            return cls(str(new)) if cls is not None else new
    return None


def translating(fn, op):
    """`fn` wrapped so that torch's exceptions leave it as MindSpore's (see :func:`translate`)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except _TRANSLATED as exc:
            new = translate(exc, op)
            if new is None:
                raise
            raise new from None

    return wrapper

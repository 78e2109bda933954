"""Text formatting of Tensor values: MindSpore's own ``repr`` layout and its numpy-based ``str``."""
import math

import numpy as np

__all__ = ["format_repr", "format_str", "format_sparse_part"]

_EDGE = 3             # items kept on each side of a summarised dimension
_THRESHOLD = 6        # dimensions longer than this are summarised (ndim > 1)
_THRESHOLD_1D = 1000  # same, for 1-D tensors
_SCI = {"Float16": (11, 4), "Float32": (15, 8), "Float64": (15, 8)}  # field width, precision


def _g(v):
    """C++ default stream output of a floating value: ``%g``; glibc spells a sign-bit NaN ``-nan``."""
    v = float(v)
    if math.isnan(v):
        return "-nan" if math.copysign(1.0, v) < 0 else "nan"
    return "%g" % v


def _complex(v):
    v = complex(v)
    # the sign bit decides: a negative zero imaginary part prints as ``-0j``, not ``+-0j``
    return _g(v.real) + ("" if math.copysign(1.0, v.imag) < 0 else "+") + _g(v.imag) + "j"


def _formatter(dtype_name):
    """Return ``(element, scalar, wrap, pad)``: array-element and scalar formatters, the 1-D line-feed
    period, and whether elements are right-aligned to the widest printed element."""
    if dtype_name in _SCI:
        width, prec = _SCI[dtype_name]

        def element(v):
            v = float(v)
            return (_g(v) if math.isnan(v) else "%.*e" % (prec, v)).rjust(width)
        return element, _g, 12, False
    if dtype_name == "Bool":
        return (lambda v: str(bool(v)).rjust(5)), (lambda v: str(bool(v))), 12, False
    if dtype_name.startswith("Complex"):
        return _complex, _complex, 24, False
    if dtype_name == "BFloat16":
        return _g, _g, 24, True
    return (lambda v: str(int(v))), (lambda v: str(int(v))), 24, True


def _shown(arr):
    """Keep only the elements that get printed (first and last ``_EDGE`` of each summarised axis)."""
    limit = _THRESHOLD_1D if arr.ndim == 1 else _THRESHOLD
    for axis, n in enumerate(arr.shape):
        if n > limit:
            arr = np.take(arr, list(range(_EDGE)) + list(range(n - _EDGE, n)), axis=axis)
    return arr


def _run(cells, wrap, sep=", "):
    """Join one innermost run with ``sep``; ``"\\n "`` after every ``wrap``-th item of runs longer than 3."""
    out = []
    for i, cell in enumerate(cells):
        out.append(cell)
        if i != len(cells) - 1:
            out.append(sep)
        if wrap and len(cells) > _EDGE and (i + 1) % wrap == 0:
            out.append("\n ")
    return "".join(out)


def _layout(cells, shape, wrap, depth=0, sep=", "):
    """Bracketed text of the formatted ``cells`` (summarised view of an array of ``shape``) from ``depth`` down;
    ``sep`` joins the items of a run (rows end with ``sep`` less its trailing blank)."""
    cut = shape[depth] > (_THRESHOLD_1D if len(shape) == 1 else _THRESHOLD)
    if depth == len(shape) - 1:
        wrap = wrap if len(shape) == 1 else 0
        if cut:
            return "[" + _run(cells[:_EDGE], wrap, sep) + " ... " + _run(cells[_EDGE:], wrap, sep) + "]"
        return "[" + _run(cells, wrap, sep) + "]"
    pad = " " * (depth + 1)
    rows = [_layout(row, shape, wrap, depth + 1, sep) for row in cells]
    newline = sep.rstrip() + "\n" + pad
    if cut:
        head, tail = newline.join(rows[:_EDGE]), newline.join(rows[_EDGE:])
        return "[" + head + newline + "...\n" + pad + tail + "]"
    return "[" + newline.join(rows) + "]"


def _format_data(arr, dtype_name, sep=", "):
    element, scalar, wrap, pad = _formatter(dtype_name)
    if arr.size == 0:
        return ""
    if arr.ndim == 0:
        return scalar(arr[()])
    shown = _shown(arr)
    texts = [element(v) for v in shown.flat]
    if pad:
        width = max(map(len, texts))
        texts = [t.rjust(width) for t in texts]
    cells = np.empty(len(texts), dtype=object)
    cells[:] = texts
    return _layout(cells.reshape(shown.shape), arr.shape, wrap, sep=sep)


def format_repr(arr, dtype_name):
    """``repr(Tensor)``: ``Tensor(shape=[...], dtype=<dtype_name>, value=<data>)``.

    ``arr`` holds the tensor's values (float32 for BFloat16); ``dtype_name`` is ``str`` of the MindSpore dtype.
    """
    arr = np.asarray(arr)
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    sep = "\n" if arr.ndim > 1 else " "
    return f"Tensor(shape={shape}, dtype={dtype_name}, value={sep}{_format_data(arr, dtype_name)})"


def format_sparse_part(arr, dtype_name):
    """A component Tensor as a sparse tensor's ``repr`` shows it: the items are separated by blanks only, the
    values follow ``value=`` directly (a new line first for 2-D and more), and 30 or more elements read ``[...]``."""
    arr = np.asarray(arr)
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    if arr.size >= 30:
        return f"Tensor(shape={shape}, dtype={dtype_name}, value=[...])"
    sep = "\n" if arr.ndim > 1 else ""
    return f"Tensor(shape={shape}, dtype={dtype_name}, value={sep}{_format_data(arr, dtype_name, ' ')})"


def format_str(arr, dtype_name):
    """``str(Tensor)``: numpy's ``str`` of the values (a 0-d tensor prints as a numpy scalar);
    BFloat16 prints each value with 6 decimals."""
    arr = np.asarray(arr)
    if dtype_name == "BFloat16":
        return np.array2string(arr.astype(np.float32), formatter={"float_kind": lambda v: "%f" % v})
    if arr.ndim == 0 and arr.dtype.kind == "f":
        return _np1_float_str(arr[()])
    return str(arr[()] if arr.ndim == 0 else arr)


def _np1_float_str(v):
    """numpy 1.x ``str`` of a float scalar (numpy 2 turns float32 >= 1e7 scientific; MindSpore prints 16777216.0)."""
    x = abs(float(v))
    if x == 0 or 1e-4 <= x < 1e16:
        return np.format_float_positional(v, unique=True, trim="0")
    return np.format_float_scientific(v, unique=True, trim="-")

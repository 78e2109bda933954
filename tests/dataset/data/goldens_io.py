"""Shared by the golden recorder and the tests: evaluate a table of transform expressions and flatten each result
(an array, a tuple of arrays, a PIL image or an exception) into named numpy arrays that an ``.npz`` file can hold
without pickling.

The recorder runs with a real MindSpore 2.10 (``import mindspore`` is the real one); the tests run the same
expressions with mindspore_compat and compare the flattened results entry by entry.
"""
import numpy as np


def flatten(name, value):
    """``{key: array}`` entries describing `value` under `name`."""
    if isinstance(value, BaseException):
        return {f"{name}@error": np.array(f"{type(value).__name__}: {value}")}
    if isinstance(value, (tuple, list)) and not isinstance(value, np.ndarray) and value and \
            not np.isscalar(value[0]):
        out = {f"{name}@len": np.array(len(value))}
        for i, item in enumerate(value):
            out.update(flatten(f"{name}#{i}", item))
        return out
    if type(value).__module__.startswith("PIL"):
        return {f"{name}@pil": np.array(value.mode), name: np.asarray(value)}
    if isinstance(value, dict):
        keys = sorted(value)
        return {f"{name}@keys": np.array(keys, dtype=str), name: np.array([value[k] for k in keys])}
    arr = np.asarray(value)
    if arr.dtype == object:
        return {f"{name}@repr": np.array(repr(value))}
    return {name: arr}


def evaluate(cases, namespace):
    """Run every ``(name, expression)`` of `cases` in `namespace`; returns the merged flattened entries."""
    out = {}
    for name, expression in cases:
        try:
            value = eval(expression, namespace)  # pylint: disable=eval-used
        except Exception as exc:  # pylint: disable=broad-except
            value = exc
        out.update(flatten(name, value))
    return out


def error_head(text):
    """The exception type and the first line of its message; for the RuntimeError of a pipeline, the type alone
    (the wording of the C++ kernels' messages is not reproduced word for word)."""
    kind, _, message = str(text).partition(": ")
    if kind == "RuntimeError":
        return kind, ""
    return kind, message.strip().split("\n")[0]


def compare(got, want, rtol=1e-5, atol=1e-6):
    """Assertion-style comparison of two flattened results; returns a list of mismatch descriptions."""
    problems = []
    for key in sorted(set(got) | set(want)):
        if key not in got or key not in want:
            problems.append(f"{key}: only in {'ours' if key in got else 'MindSpore'}")
            continue
        a, b = got[key], want[key]
        if key.endswith("@error"):
            if error_head(a) != error_head(b):
                problems.append(f"{key}: {error_head(a)} != {error_head(b)}")
        elif a.shape != b.shape or a.dtype != b.dtype:
            problems.append(f"{key}: {a.dtype}{a.shape} != {b.dtype}{b.shape}")
        elif a.dtype.kind in "fc":
            if not np.allclose(a, b, rtol=rtol, atol=atol, equal_nan=True):
                problems.append(f"{key}: max abs diff {np.nanmax(np.abs(a - b))}")
        elif not np.array_equal(a, b):
            problems.append(f"{key}: values differ")
    return problems

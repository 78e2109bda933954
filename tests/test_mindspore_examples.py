"""The classification of ``python -m conformance --mindspore-examples``, on hand-made worker results (no MindSpore
needed: the reference side is simulated)."""
from conformance import extract, mindspore_examples as mx

DOC = """Adds one.

Examples:
    >>> print(1 + 1)
    2
    >>> print([0.5, 0.25])
    [0.5, 0.25]
"""


def _page():
    return extract.extract(DOC, "ms:mindspore.ops.add_one", "docstring", group="mindspore.ops")


def _exc(kind="ValueError"):
    return {"type": kind, "message": "bad", "line": f"{kind}: bad", "traceback": ""}


def _result(*outs):
    """One example block whose statements printed ``outs`` (an exception dict raises instead)."""
    block = [{"status": "ran", "out": "", "exc": out} if isinstance(out, dict) else
             {"status": "ran", "out": out, "exc": None} for out in outs]
    return {"key": "ms:mindspore.ops.add_one", "setup_error": None, "blocks": [block]}


def _category(*args):
    [(index, category, detail)] = mx.classify(_page(), *args)
    assert index == 0
    return category, detail


def test_categories():
    ref = _result("2\n", "[0.5, 0.25]\n")
    assert _category(ref, _result("2\n", "[0.5, 0.25]\n"))[0] == "passed"
    assert _category(ref, _result("3\n", "[0.5, 0.25]\n"))[0] == "numeric"
    assert _category(ref, _result("2\n", "(0.5, 0.25)\n"))[0] == "format"
    assert _category(ref, _result(_exc())) == ("our_error", "ValueError: bad")
    assert _category(ref, {"setup_error": "import failed"}) == ("our_error", "import failed")


def test_reference_errors_are_not_counted_and_varying_outputs_compare_on_running():
    assert _category(_result("2\n", _exc("RuntimeError")), _result("2\n", "[0.5, 0.25]\n")) == \
        ("reference_error", "RuntimeError: bad")
    assert _category({"setup_error": "no mindspore"}, None) == ("reference_error", "no mindspore")
    varying, again = _result("2\n", "[0.5, 0.25]\n"), _result("2\n", "[0.7, 0.1]\n")
    category, detail = _category(varying, _result("2\n", "[0.9, 0.3]\n"), again)
    assert category == "passed" and "varies" in detail
    # a reference that repeats itself keeps the mismatch
    assert _category(varying, _result("2\n", "[0.9, 0.3]\n"), varying)[0] == "numeric"


def test_render_table_and_closing_line():
    verdicts = {"ms:mindspore.ops.add_one": [(0, "passed", ""), (1, "format", "x")],
                "ms:mindspore.nn.Dense": [(0, "our_error", "TypeError: no"), (1, "reference_error", "E")]}
    text = mx.render(verdicts, ["mindspore", "mindspore.nn", "mindspore.ops"])
    rows = {line.split()[0]: line.split()[1:] for line in text.splitlines() if line.startswith("mindspore")}
    assert rows["mindspore.ops"] == ["2", "1", "0", "1", "0", "0"]
    assert rows["mindspore.nn"] == ["1", "0", "0", "0", "1", "1"]
    assert "TypeError: no" in text
    assert text.splitlines()[-1] == "1 passed, 2 failed"

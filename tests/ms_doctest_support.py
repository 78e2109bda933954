"""Test helpers (used by tests/conftest.py and tests/ops/_doctest_util.py): running a module's ``>>>`` examples
with ``import mindspore`` served by mindspore_compat, comparing the numbers they print with a float tolerance."""
import doctest
import importlib
import re

from mindspore_compat import _alias

_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)")


def _numbers_close(want, got, rtol=1e-6, atol=1e-7):
    """Whether `want` and `got` are the same text except for numbers that agree within float32 rounding (the
    tolerance conformance/compare.py uses for printed values)."""
    want_parts, got_parts = _NUMBER.split(want), _NUMBER.split(got)
    if [" ".join(p.split()) for p in want_parts] != [" ".join(p.split()) for p in got_parts]:
        return False
    for w, g in zip(_NUMBER.findall(want), _NUMBER.findall(got)):
        if w == g:
            continue
        wf, gf = float(w), float(g)
        if wf != wf or gf != gf:  # NaN only matches NaN
            if wf != wf and gf != gf:
                continue
            return False
        is_int = re.fullmatch(r"[-+]?\d+", w) and re.fullmatch(r"[-+]?\d+", g)
        if is_int or abs(wf - gf) > atol + rtol * abs(wf):
            return False
    return True


class FloatTolerantChecker(doctest.OutputChecker):
    """doctest's checker, also accepting output whose floats differ from the expected ones only by float32
    rounding (``1.9545`` for ``1.9544997``); integers, words and layout must match."""

    def check_output(self, want, got, optionflags):
        if super().check_output(want, got, optionflags):
            return True
        return _numbers_close(want, got)


def run_module_doctests(module_name):
    """Run the examples of `module_name` with the ``mindspore`` alias installed; returns doctest's TestResults."""
    was_installed = _alias.is_installed()
    _alias.install()
    try:
        module = importlib.import_module(module_name)
        finder = doctest.DocTestFinder()
        runner = doctest.DocTestRunner(checker=FloatTolerantChecker(), optionflags=doctest.ELLIPSIS)
        for test in finder.find(module, module_name):
            runner.run(test)
        return runner.summarize(verbose=False)
    finally:
        if not was_installed:
            _alias.uninstall()

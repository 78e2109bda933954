"""Every ``>>>`` example in the ops docstrings runs and prints exactly what the docstring says."""
import sys

import pytest

import mindspore_compat
from mindspore_compat import _alias
from mindspore_compat import ops

from ._doctest_util import OPS_MODULES, doctests, registry_doctests, run

CASES = [t for m in OPS_MODULES for t in doctests(m)] + registry_doctests()


@pytest.fixture(scope="module")
def mindspore_alias():
    saved = {n: m for n, m in sys.modules.items() if n == "mindspore" or n.startswith("mindspore.")}
    added = []
    for name in ("grad", "value_and_grad", "ops"):  # top-level names the examples import
        if not hasattr(mindspore_compat, name):
            setattr(mindspore_compat, name, ops if name == "ops" else getattr(ops, name))
            added.append(name)
    _alias.install()
    yield
    _alias.uninstall()
    for name in added:
        delattr(mindspore_compat, name)
    sys.modules.update(saved)


def test_examples_found():
    assert len(CASES) > 400


@pytest.mark.parametrize("test", CASES, ids=[t.name.replace("mindspore_compat.ops.", "") for t in CASES])
def test_docstring_example(test, mindspore_alias):
    failures, report = run(test)
    assert failures == 0, report

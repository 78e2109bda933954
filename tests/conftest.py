"""Shared fixtures. ``run_doctests`` runs a module's ``>>>`` examples with ``import mindspore`` served by
mindspore_compat (numbers compared with a float32-rounding tolerance, see tests/ms_doctest_support.py)."""
import pytest

from ms_doctest_support import run_module_doctests


@pytest.fixture(name="run_doctests")
def _run_doctests_fixture():
    """The :func:`run_module_doctests` helper, for tests that check a module's examples."""
    return run_module_doctests

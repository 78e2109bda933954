"""A MindSpore name we do not provide explains itself: attribute access, ``from ... import`` and ``hasattr``."""
import importlib

import pytest

import mindspore_compat
from mindspore_compat._unsupported import (UnsupportedAttributeError, UnsupportedImportError, unsupported_names,
                                           unsupported_reason)


def _sample():
    """Up to three listed names of every namespace whose module exists here."""
    out = []
    for namespace, names in sorted(unsupported_names().items()):
        try:
            module = importlib.import_module("mindspore_compat" + namespace[len("mindspore"):])
        except ModuleNotFoundError:
            continue
        out += [(module, namespace, name) for name in sorted(names)[:3]]
    return out


SAMPLE = _sample()


def test_sample_is_not_empty():
    # few names are left unsupported (six at the last count), but the mechanism must still be exercised
    assert len(SAMPLE) >= 3


@pytest.mark.parametrize("module,namespace,name", SAMPLE, ids=[f"{n}:{m}" for _, n, m in SAMPLE])
def test_attribute_access_gives_the_reason(module, namespace, name):
    reason = unsupported_reason(namespace, name)
    with pytest.raises(UnsupportedAttributeError) as info:
        getattr(module, name)
    assert isinstance(info.value, AttributeError)
    assert f"'{namespace}.{name}'" in str(info.value) and reason in str(info.value)
    assert not hasattr(module, name)


@pytest.mark.parametrize("module,namespace,name", SAMPLE, ids=[f"{n}:{m}" for _, n, m in SAMPLE])
def test_from_import_gives_the_reason(module, namespace, name):
    with pytest.raises(UnsupportedImportError) as info:
        exec(f"from {module.__name__} import {name}", {})
    assert unsupported_reason(namespace, name) in str(info.value)
    assert "cannot import name" not in str(info.value)


def test_through_the_mindspore_alias():
    mindspore_compat.install()
    # the first namespace (in order) that still lists names: mindspore.nn once had some, now lists none
    namespace, names = next((ns, n) for ns, n in sorted(unsupported_names().items()) if n)
    name = sorted(names)[0]
    with pytest.raises(ImportError, match="not supported by mindspore_compat"):
        exec(f"from {namespace} import {name}", {})
    assert not hasattr(importlib.import_module(namespace), name)


def test_unlisted_names_stay_plain_attribute_errors():
    with pytest.raises(AttributeError) as info:
        mindspore_compat.no_such_name_anywhere
    assert not isinstance(info.value, UnsupportedAttributeError)
    with pytest.raises(ImportError, match="cannot import name"):
        exec("from mindspore_compat import no_such_name_anywhere", {})
    assert hasattr(mindspore_compat, "Tensor")

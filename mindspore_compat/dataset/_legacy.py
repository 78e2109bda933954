"""Attribute hook of the MindSpore 1.x transform modules kept for old scripts (``c_transforms``, ``py_transforms``).

A 1.x name that such a module does not provide raises an ``AttributeError`` (an ``ImportError`` inside
``from ... import``) that names the MindSpore 2.x object to use instead; any other name falls through to the
package-wide hook of :mod:`mindspore_compat._unsupported`.
"""
import sys

from .._unsupported import (UnsupportedAttributeError, UnsupportedImportError, missing_name_hook, _in_from_import,
                            _mindspore_namespace)

__all__ = ["legacy_name_hook"]


def legacy_name_hook(module_name, replacements):
    """A module ``__getattr__`` for a 1.x module: ``replacements`` maps the 1.x names left out to their 2.x spelling."""
    namespace = _mindspore_namespace(module_name)
    fallback = missing_name_hook(module_name)

    def __getattr__(name):
        if name not in replacements:
            return fallback(name)
        message = (f"'{namespace}.{name}' (MindSpore 1.x) is not provided by this 1.x module, because its 1.x "
                   f"behaviour differs from the 2.x operation or has no 2.x counterpart here; use "
                   f"{replacements[name]} instead.")
        if _in_from_import(sys._getframe(1)):
            raise UnsupportedImportError(message, name=namespace)
        raise UnsupportedAttributeError(message, name=name)

    __getattr__.__qualname__ = __getattr__.__name__
    return __getattr__

"""How the package's classes print: under MindSpore's module path, as MindSpore's do.

``print(type(tensor))`` shows ``<class 'mindspore.common.tensor.Tensor'>`` with MindSpore, and tutorials print it.
The metaclass below changes only that text: the classes keep their real ``__module__`` (pickling and imports go
through ``mindspore_compat``).
"""
__all__ = ["PublicClassRepr"]

_PACKAGE = __name__.split(".", 1)[0]   # "mindspore_compat"


class PublicClassRepr(type):
    """Metaclass whose ``repr(cls)`` reads ``<class 'mindspore.<path>.<Name>'>`` for the package's classes.

    A class may set ``_class_repr`` to the exact text MindSpore prints for it.
    """

    def __repr__(cls):
        text = cls.__dict__.get("_class_repr")
        if text is not None:
            return text
        module = cls.__module__
        if module == _PACKAGE or module.startswith(_PACKAGE + "."):
            module = "mindspore" + module[len(_PACKAGE):]
        return f"<class '{module}.{cls.__qualname__}'>"

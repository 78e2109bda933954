"""Python stand-ins of primitives for debugging (``mindspore.ops.vm_impl_registry``).

A user registers, under a primitive class or a primitive name, a factory that receives the primitive (or the name)
and returns a plain Python function computing the operator; :func:`get_vm_impl_fn` looks one up and builds it.
"""
from collections import UserDict

from .primitive import Primitive

__all__ = ["VmImplRegistry", "vm_impl_registry", "get_vm_impl_fn"]


class VmImplRegistry(UserDict):
    """
    The table of debug implementations: keys are primitive names (str) and ``id()`` of primitive classes.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops.vm_impl_registry import VmImplRegistry
        >>> table = VmImplRegistry()
        >>> @table.register("Double")
        ... def _double(prim):
        ...     return lambda x: 2 * x
        >>> print(table.get("Double", None)("Double")(21))
        42
    """

    def register(self, prim):
        """
        Decorator entering a factory under `prim`.

        Args:
            prim (Union[str, type]): a primitive name, or a :class:`mindspore.ops.Primitive` subclass (entered
                under its ``id()`` and its class name).

        Returns:
            Function, the decorator; it returns the factory unchanged.
        """
        if isinstance(prim, str):
            keys = (prim,)
        elif issubclass(prim, Primitive):
            keys = (id(prim), prim.__name__)
        else:
            keys = ()

        def enter(factory):
            self.data.update(dict.fromkeys(keys, factory))
            return factory
        return enter

    def get(self, prim_obj, default):
        """
        The factory entered for a primitive name or a primitive instance (by its class, then by its name).

        Args:
            prim_obj (Union[str, Primitive]): what to look up.
            default (Any): returned when nothing is entered.

        Returns:
            The factory, or `default`.
        """
        if isinstance(prim_obj, str):
            return self.data.get(prim_obj, default)
        if isinstance(prim_obj, Primitive):
            by_class = self.data.get(id(type(prim_obj)))
            if by_class is not None:
                return by_class
            return self.data.get(prim_obj.name, default)
        return default


vm_impl_registry = VmImplRegistry()


def get_vm_impl_fn(prim):
    """
    Build the debug implementation registered for a primitive.

    Note:
        The factory entered with ``vm_impl_registry.register`` is called with `prim` itself and its result returned.

    Args:
        prim (Union[Primitive, str]): a primitive instance or a primitive name.

    Returns:
        function, the implementation; ``None`` when nothing is registered for `prim`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops import vm_impl_registry, get_vm_impl_fn
        >>> @vm_impl_registry.register("Halve")
        ... def _halve(prim):
        ...     def run(x):
        ...         return x / 2
        ...     return run
        >>> print(get_vm_impl_fn("Halve")(5), get_vm_impl_fn("NotRegisteredAnywhere"))
        2.5 None
    """
    factory = vm_impl_registry.get(prim, None)
    if factory:
        return factory(prim)
    return None

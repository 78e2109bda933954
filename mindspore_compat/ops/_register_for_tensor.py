"""``ops.tensor_operator_registry``: MindSpore's table of operator functions looked up by name.

MindSpore fills it so that ``mindspore.common`` can reach ``mindspore.ops`` without importing it; user code
reads it with ``get(name)`` or attribute access, and may add entries with ``setattr``. Here every exported
``mindspore.ops`` function or primitive instance answers under its own name, and entries set on the registry
take precedence.
"""
import sys

__all__ = ["Registry", "tensor_operator_registry"]


class Registry:
    """
    Operator functions by name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops, Tensor
        >>> print(ops.tensor_operator_registry.get('abs')(Tensor([-2.0])))
        [2.]
    """

    def get(self, obj_str):
        """The operator registered as `obj_str`.

        Args:
            obj_str (str): The name.

        Returns:
            The operator.

        Raises:
            TypeError: If `obj_str` is not a str.
            AttributeError: If no operator has that name.
        """
        if not isinstance(obj_str, str):
            raise TypeError("key for tensor registry must be string.")
        return getattr(self, obj_str)

    def __getattr__(self, name):
        ops = sys.modules.get(__name__.rpartition(".")[0])
        if not name.startswith("__") and ops is not None and name in getattr(ops, "__all__", ()):
            return getattr(ops, name)
        raise AttributeError(f"'Registry' object has no attribute '{name}'")


tensor_operator_registry = Registry()

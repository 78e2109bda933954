"""Values that appear as the arguments and targets of rewrite nodes."""
from enum import Enum
from typing import Optional, Union, List, Tuple

from ..._checkparam import check_value_type, check_element_type_of_iterable

__all__ = ["ValueType", "ScopedValue"]


# MindSpore numbers the kinds in groups: plain constants, containers (20+), names and objects (40+), the rest
_VALUE_KINDS = [("ConstantValue", 0)]
_VALUE_KINDS += [(kind + "Value", 20 + i) for i, kind in enumerate(("Tuple", "List", "Dict"))]
_VALUE_KINDS += [(kind + "Value", 40 + i) for i, kind in enumerate(("Naming", "CustomObj"))]
_VALUE_KINDS += [("UnsupportedValue", 50)]
ValueType = Enum("ValueType", _VALUE_KINDS, module=__name__)
ValueType.__doc__ = """
    The kind of a :class:`mindspore.rewrite.ScopedValue`.

    Members (with their values): ``ConstantValue`` (0, a literal such as ``1`` or ``'a'``), ``TupleValue`` (20),
    ``ListValue`` (21), ``DictValue`` (22), ``NamingValue`` (40, a variable or attribute name, optionally with a
    scope such as ``self``), ``CustomObjValue`` (41, any other Python object), ``UnsupportedValue`` (50, an
    expression rewrite does not describe).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.rewrite import ValueType
        >>> print(ValueType.NamingValue, ValueType.NamingValue.value)
        ValueType.NamingValue 40
    """


_PLAIN = (type(None), int, float, str, bool)


class ScopedValue:
    """
    One argument or target of a rewrite node: a constant, a container of values, or a name with an optional scope.

    Prefer the constructors :meth:`create_variable_value`, :meth:`create_naming_value` and
    :meth:`create_name_values` to calling the class directly.

    Args:
        arg_type (ValueType): What the value is.
        scope (str, optional): The object the name belongs to, ``'self'`` for an attribute of the network, ``''``
            for a local name. Default: ``''`` .
        value (Any, optional): The constant, the container of ScopedValues, the name or the object.
            Default: ``None`` .

    Raises:
        TypeError: If `arg_type` is not a `ValueType` or `scope` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.rewrite import ScopedValue, ValueType
        >>> weight = ScopedValue(ValueType.NamingValue, "self", "weight")
        >>> print(weight, weight.type, weight.scope, weight.value)
        self.weight ValueType.NamingValue self weight
    """

    def __init__(self, arg_type: ValueType, scope: str = "", value=None):
        check_value_type("arg_type", arg_type, [ValueType], "ScopedValue")
        check_value_type("scope", scope, [str], "ScopedValue")
        self.type, self.scope, self.value = arg_type, scope, value

    @classmethod
    def create_variable_value(cls, value) -> Optional['ScopedValue']:
        """
        Wrap a Python value: literals become constants, tuples, lists and dicts are wrapped member by member, any
        other object becomes a custom-object value.

        Args:
            value (Any): The value to wrap.

        Returns:
            ScopedValue, whose type is ``ConstantValue`` for None, int, float, str and bool, ``TupleValue``,
            ``ListValue`` or ``DictValue`` for the containers, ``CustomObjValue`` otherwise.

        Examples:
            >>> from mindspore.rewrite import ScopedValue
            >>> print(ScopedValue.create_variable_value(0.5))
            0.5
            >>> pair = ScopedValue.create_variable_value((3, "b"))
            >>> print(pair.type, [str(v) for v in pair.value])
            ValueType.TupleValue ['3', 'b']
        """
        if isinstance(value, _PLAIN):
            return cls(ValueType.ConstantValue, "", value)
        if isinstance(value, tuple):
            return cls(ValueType.TupleValue, "", tuple(cls.create_variable_value(v) for v in value))
        if isinstance(value, list):
            return cls(ValueType.ListValue, "", [cls.create_variable_value(v) for v in value])
        if isinstance(value, dict):
            wrapped = {cls.create_variable_value(k): cls.create_variable_value(v) for k, v in value.items()}
            return cls(ValueType.DictValue, "", wrapped)
        return cls(ValueType.CustomObjValue, "", value)

    @classmethod
    def create_naming_value(cls, name: str, scope: str = "") -> 'ScopedValue':
        """
        A name, such as a local variable ``x`` or the network attribute ``self.bias``.

        Args:
            name (str): The name.
            scope (str, optional): The object the name belongs to; ``''`` for a local name. Default: ``''`` .

        Returns:
            ScopedValue of type ``ValueType.NamingValue``.

        Raises:
            TypeError: If `name` or `scope` is not a str.

        Examples:
            >>> from mindspore.rewrite import ScopedValue
            >>> print(ScopedValue.create_naming_value("h"), ScopedValue.create_naming_value("bias", "self"))
            h self.bias
        """
        check_value_type("name", name, [str], "ScopedValue")
        check_value_type("scope", scope, [str], "ScopedValue")
        return cls(ValueType.NamingValue, scope, name)

    @staticmethod
    def create_name_values(names: Union[List[str], Tuple[str]],
                           scopes: Union[List[str], Tuple[str]] = None) -> List['ScopedValue']:
        """
        Several names at once, each with its scope.

        Args:
            names (Union[List[str], Tuple[str]]): The names.
            scopes (Union[List[str], Tuple[str]], optional): One scope per name; ``None`` gives every name the
                scope ``''``. Default: ``None`` .

        Returns:
            list[ScopedValue] of type ``ValueType.NamingValue``.

        Raises:
            TypeError: If `names` or `scopes` is not a list or tuple of str.
            ValueError: If `scopes` is given with a length other than that of `names`.

        Examples:
            >>> from mindspore.rewrite import ScopedValue
            >>> print(ScopedValue.create_name_values(["h", "w"], ["", "self"]))
            [h, self.w]
        """
        check_element_type_of_iterable("names", names, [str], "ScopedValue")
        if scopes is not None:
            check_element_type_of_iterable("scopes", scopes, [str], "ScopedValue")
            if len(names) != len(scopes):
                raise ValueError("Length of names should be equal to length of scopes")
        if scopes is None:
            scopes = [""] * len(names)
        return [ScopedValue.create_naming_value(name, scope) for name, scope in zip(names, scopes)]

    def __str__(self):
        kind = self.type
        if kind == ValueType.NamingValue:
            return f"{self.scope}.{self.value}" if self.scope else str(self.value)
        if kind == ValueType.ConstantValue:
            return str(self.value)
        if kind == ValueType.CustomObjValue:
            return f"CustomObj: {self.value}"
        # MindSpore 2.10 prints containers and unsupported values this way too
        return f"Illegal ValueType: {kind}"

    def __repr__(self):
        return str(self)

    def __eq__(self, other):
        if self is other:
            return True
        return self.type == other.type and self.scope == other.scope and self.value == other.value

    def __hash__(self):
        return hash((self.type, self.scope, self.value))


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

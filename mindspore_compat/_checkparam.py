"""Argument validators shared by every constructor; they decide TypeError vs ValueError as MindSpore's do."""
import functools
import inspect
import math
import re

__all__ = ["check_positive_int", "check_value_type", "check_bool", "check_int", "check_non_negative_int",
           "check_positive_float", "check_string", "prefix", "args_type_check",
           "check_element_type_of_iterable", "check_element_type_of_dict", "check_file_name_by_regular"]


def prefix(cls_name, arg_name):
    """"For 'Cls', the 'x'" or "The 'x'"."""
    return f"For '{cls_name}', the '{arg_name}'" if cls_name else f"The '{arg_name}'"


def check_int(value, arg_name="", cls_name=None):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{prefix(cls_name, arg_name)} must be int, but got '{type(value).__name__}'")
    return value


def check_positive_int(value, arg_name="", cls_name=None):
    """``value`` must be an int > 0: TypeError for non-ints (bool included), ValueError for ints <= 0."""
    if isinstance(value, bool):
        raise TypeError(f"{prefix(cls_name, arg_name)} must be int and must > 0, but got '{value}' with type "
                        f"'bool'.")
    if isinstance(value, float) and (math.isinf(value) or math.isnan(value)):
        raise ValueError(f"{prefix(cls_name, arg_name)} must be int and must > 0, but got '{value}' with type "
                         f"'float'.")
    check_int(value, arg_name, cls_name)
    if value <= 0:
        raise ValueError(f"{prefix(cls_name, arg_name)} must be int and must > 0, but got '{value}' with type "
                         f"'int'.")
    return value


def check_non_negative_int(value, arg_name="", cls_name=None):
    check_int(value, arg_name, cls_name)
    if value < 0:
        raise ValueError(f"{prefix(cls_name, arg_name)} must be int and must >= 0, but got '{value}' with type "
                         f"'int'.")
    return value


def check_positive_float(value, arg_name="", cls_name=None):
    check_value_type(arg_name, value, [float, int], cls_name)
    if not value > 0:
        raise ValueError(f"{prefix(cls_name, arg_name)} must be > 0, but got {value}.")
    return value


def check_value_type(arg_name, arg_value, valid_types, cls_name=None):
    """TypeError unless ``arg_value`` is an instance of one of ``valid_types`` (bool only when listed)."""
    valid_types = valid_types if isinstance(valid_types, (list, tuple)) else [valid_types]
    ok = isinstance(arg_value, tuple(valid_types))
    if isinstance(arg_value, bool) and bool not in valid_types:
        ok = False
    if not ok:
        names = [t.__name__ for t in valid_types]
        head = f"For '{cls_name}', the type of '{arg_name}'" if cls_name else f"The type of '{arg_name}'"
        want = f"'{names[0]}'" if len(names) == 1 else f"one of '{names}'"
        raise TypeError(f"{head} should be {want}, but got type '{type(arg_value).__name__}'.")
    return arg_value


def _check_members(arg_name, members, valid_types, cls_name):
    """TypeError naming the first member of ``members`` that is none of ``valid_types``."""
    names = [getattr(t, "__name__", str(t)) for t in valid_types]
    want = f"one of {names}" if len(names) > 1 else names[0]
    head = f"For '{cls_name}', the type of '{arg_name}'" if cls_name else f"The type of '{arg_name}'"
    for member in members:
        if not isinstance(member, tuple(valid_types)):
            raise TypeError(f"{head} should be {want}, but got '{member}' with type '{type(member).__name__}'.")


def check_element_type_of_iterable(arg_name, arg_value, valid_types, cls_name=None):
    """``arg_value`` must be a list or tuple whose every element is one of ``valid_types`` (else TypeError)."""
    check_value_type(arg_name, arg_value, [list, tuple], cls_name)
    _check_members(arg_name, arg_value, valid_types, cls_name)
    return arg_value


def check_element_type_of_dict(arg_name, arg_value, key_types, value_types, cls_name=None):
    """``arg_value`` must be a dict with keys of ``key_types`` and values of ``value_types`` (else TypeError)."""
    check_value_type(arg_name, arg_value, [dict], cls_name)
    _check_members(arg_name, arg_value.keys(), key_types, cls_name)
    _check_members(arg_name, arg_value.values(), value_types, cls_name)
    return arg_value


def args_type_check(**expected):
    """Decorator: TypeError naming the parameter unless each listed argument (when given) is of its type."""
    def decorate(fn):
        sig = inspect.signature(fn)

        @functools.wraps(fn)
        def checked(*args, **kwargs):
            bound = sig.bind(*args, **kwargs)
            for name, typ in expected.items():
                if name in bound.arguments and not isinstance(bound.arguments[name], typ):
                    raise TypeError(f"The parameter '{name}' must be {typ}, but got {type(bound.arguments[name])}")
            return fn(*args, **kwargs)
        return checked
    return decorate


def check_bool(value, arg_name="", cls_name=None):
    return check_value_type(arg_name, value, [bool], cls_name)


def check_string(value, valid_values, arg_name="", cls_name=None):
    if value not in valid_values:
        raise ValueError(f"{prefix(cls_name, arg_name)} must be str and must be in '{valid_values}', "
                         f"but got '{value}'.")
    return value


_FILE_NAME_RE = r"^[0-9a-zA-Z@\_\-\.\:\/\\]+$"


def check_file_name_by_regular(target, reg=None, prim_name=None):
    """A file name must be a str, must not end in a path separator and may only hold MindSpore's allowed
    characters (letters, digits and ``@ _ - . : / \\`` by default)."""
    head = f"For '{prim_name}', the" if prim_name else "The"
    if not isinstance(target, str):
        raise TypeError(f"{head} '{target}' must be string, but got {type(target)}.")
    if target.endswith(("/", "\\")):
        raise ValueError(f"{head} '{target}' cannot be a directory path.")
    pattern = _FILE_NAME_RE if reg is None else reg
    if re.match(pattern, target) is None:
        raise ValueError(f"{head} '{target}' is illegal, it must be match regular '{pattern}'.")
    return True

"""Argument checks of the dataset API, raising MindSpore's exception types with MindSpore's messages."""
import os
from multiprocessing import cpu_count

__all__ = [
    "INT32_MAX", "INT32_MIN", "INT64_MAX", "UINT32_MAX", "type_check", "type_check_list", "check_value",
    "check_pos_int32", "check_non_negative_int32", "check_columns", "check_dir", "check_valid_str",
    "check_num_parallel_workers", "check_num_samples", "validate_dataset_param_value",
    "check_sampler_shuffle_shard_options", "check_dataset_num_shards_shard_id", "replace_none",
    "check_float32", "check_pos_float32", "check_uint8", "check_2tuple", "check_int32", "is_iterable",
]

INT32_MAX = (1 << 31) - 1
INT32_MIN = -(1 << 31)
INT64_MAX = (1 << 63) - 1
UINT32_MAX = (1 << 32) - 1
FLOAT_MAX_INTEGER = 1 << 24  # the largest float32 below which every integer is exact


def is_iterable(obj):
    """Whether ``iter(obj)`` works."""
    try:
        iter(obj)
    except TypeError:
        return False
    return True


def type_check(arg, types, arg_name):
    """TypeError unless ``arg`` is an instance of ``types`` (a bool never passes for int)."""
    bool_for_int = isinstance(arg, bool) and int in types and bool not in types
    if not bool_for_int and isinstance(arg, types):
        return
    # MindSpore shows the tuple itself for a rejected bool, a list otherwise; an empty str is shown as ""
    expected = types if bool_for_int else list(types)
    shown = '""' if repr(arg) == "''" else arg
    raise TypeError(f"Argument {arg_name} with value {shown} is not of type {expected}, but got {type(arg)}.")


def type_check_list(args, types, arg_names):
    """type_check on every item of a list/tuple."""
    type_check(args, (list, tuple), arg_names)
    names = [f"{arg_names}[{i}]" for i in range(len(args))] if isinstance(arg_names, str) else arg_names
    if len(names) != len(args):
        raise ValueError("List of arguments is not the same length as argument_names.")
    for item, item_name in zip(args, names):
        type_check(item, types, item_name)


def check_value(value, valid_range, arg_name="", left_open_interval=False, right_open_interval=False):
    """ValueError unless ``value`` lies in ``valid_range`` (closed unless told otherwise)."""
    low, high = valid_range
    # written as "outside" tests so that values that do not compare (nan) pass, as in MindSpore
    too_small = value <= low if left_open_interval else value < low
    too_big = value >= high if right_open_interval else value > high
    if not (too_small or too_big):
        return
    interval = "{}{}, {}{}".format("(" if left_open_interval else "[", low, high,
                                   ")" if right_open_interval else "]")
    prefix = f"{arg_name} " if arg_name else ""
    raise ValueError(f"Input {prefix}is not within the required interval of {interval}.")


def _number_in(value, arg_name, kinds, low, high, open_low=False):
    # type, then range: the pattern of every check_<kind> helper below
    type_check(value, kinds, arg_name)
    check_value(value, [low, high], arg_name, open_low)


def check_int32(value, arg_name=""):
    """An int in the int32 range."""
    _number_in(value, arg_name, (int,), INT32_MIN, INT32_MAX)


def check_pos_int32(value, arg_name=""):
    """An int in [1, INT32_MAX]."""
    _number_in(value, arg_name, (int,), 1, INT32_MAX)


def check_non_negative_int32(value, arg_name=""):
    """An int in [0, INT32_MAX]."""
    _number_in(value, arg_name, (int,), 0, INT32_MAX)


def check_uint8(value, arg_name=""):
    """An int in [0, 255]."""
    _number_in(value, arg_name, (int,), 0, 255)


def check_float32(value, arg_name=""):
    """A number in the float32 exact-integer range."""
    _number_in(value, arg_name, (float, int), -FLOAT_MAX_INTEGER, FLOAT_MAX_INTEGER)


def check_pos_float32(value, arg_name=""):
    """A number in (0, 16777216]."""
    _number_in(value, arg_name, (float, int), 0, FLOAT_MAX_INTEGER, open_low=True)


def check_non_negative_float32(value, arg_name=""):
    """A number in [0, 16777216]."""
    _number_in(value, arg_name, (float, int), 0, FLOAT_MAX_INTEGER)


def check_range(values, valid_range, arg_name=""):
    """An ordered pair ``values[0] <= values[1]`` inside the closed interval ``valid_range``."""
    low, high = valid_range
    if low <= values[0] <= values[1] <= high:
        return
    prefix = f"{arg_name} " if arg_name else ""
    raise ValueError(f"Input {prefix}is not within the required interval of [{low}, {high}].")


def check_positive(value, arg_name=""):
    """A number above zero."""
    if value <= 0:
        prefix = f"{arg_name} " if arg_name else ""
        raise ValueError(f"Input {prefix}must be greater than 0.")


def check_int32_not_zero(value, arg_name=""):
    """A non-zero int in the int32 range."""
    type_check(value, (int,), arg_name)
    if value == 0 or not INT32_MIN <= value <= INT32_MAX:
        prefix = f"{arg_name} " if arg_name else ""
        raise ValueError(f"Input {prefix}is not within the required interval of [-2147483648, 0) and "
                         f"(0, 2147483647].")


__all__ += ["check_non_negative_float32", "check_int32_not_zero"]


def check_2tuple(value, arg_name=""):
    """A tuple of two items."""
    if isinstance(value, tuple) and len(value) == 2:
        return
    raise ValueError(f"Value {arg_name} needs to be a 2-tuple.")


def check_valid_str(value, valid_strings, arg_name=""):
    """A str among ``valid_strings``."""
    type_check(value, (str,), arg_name)
    if value in valid_strings:
        return
    raise ValueError(f"Input {arg_name} is not within the valid set of {valid_strings}.")


def check_valid_list_tuple(value, valid_list_tuple, data_type, arg_name=""):
    """A list/tuple of ``data_type`` items, as long as the valid entries and equal to one of them."""
    length = len(valid_list_tuple[0])
    type_check(value, (list, tuple), arg_name)
    type_check_list(value, data_type, arg_name)
    if len(value) != length:
        raise ValueError(f"Input {arg_name} is a list or tuple of length {length}.")
    if value not in valid_list_tuple:
        raise ValueError(f"Input {arg_name}{value} is not within the valid set of {valid_list_tuple}.")


def check_columns(columns, name):
    """A non-empty str, or a non-empty list of distinct non-empty strs."""
    type_check(columns, (list, str), name)
    if isinstance(columns, str):
        if columns == "":
            raise ValueError(f"{name} should not be an empty str.")
        return
    if len(columns) == 0:  # pylint: disable=len-as-condition
        raise ValueError(f"{name} should not be empty.")
    item_names = [f"{name}[{i}]" for i in range(len(columns))]
    # emptiness of every item is reported before the type of any item
    blank = next((item_name for item_name, col in zip(item_names, columns) if not col), None)
    if blank is not None:
        raise ValueError(f"{blank} should not be empty.")
    type_check_list(columns, (str,), item_names)
    if len(columns) > len(set(columns)):
        raise ValueError("Every column name should not be same with others in column_names.")


def check_dir(dataset_dir):
    """An existing, readable folder."""
    type_check(dataset_dir, (str,), "dataset_dir")
    usable = os.path.isdir(dataset_dir) and os.access(dataset_dir, os.R_OK)
    if not usable:
        raise ValueError(f"The folder {dataset_dir} does not exist or is not a directory or permission denied!")


def check_num_parallel_workers(value):
    """An int in [1, number of CPUs]."""
    type_check(value, (int,), "num_parallel_workers")
    cpus = cpu_count()
    if not 1 <= value <= cpus:
        raise ValueError(f"num_parallel_workers exceeds the boundary between 1 and {cpus}!")


def check_num_samples(value):
    """An int in [0, INT64_MAX]."""
    type_check(value, (int,), "num_samples")
    if not 0 <= value <= INT64_MAX:
        raise ValueError(f"num_samples exceeds the boundary between 0 and {INT64_MAX}(INT64_MAX)!")


# parameters whose range is checked besides their type (num_samples: its own check covers the type)
_RANGE_CHECKS = {"num_parallel_workers": check_num_parallel_workers, "num_samples": check_num_samples}


def validate_dataset_param_value(param_list, param_dict, param_type):
    """Type-check the named optional parameters (num_parallel_workers and num_samples get their range checks)."""
    for name in param_list:
        value = param_dict.get(name)
        if value is None:
            continue
        range_check = _RANGE_CHECKS.get(name)
        if range_check is not None:
            range_check(value)
        if name != "num_samples":
            type_check(value, (param_type,), name)


def check_sampler_shuffle_shard_options(param_dict):
    """The sampler / shuffle / sharding / num_samples combination rules of the file-based sources."""
    given = {key: param_dict.get(key) is not None
             for key in ("sampler", "shuffle", "num_shards", "shard_id", "num_samples")}
    if given["sampler"]:
        for what, clash in (("shuffle", given["shuffle"]), ("sharding", given["num_shards"] or given["shard_id"]),
                            ("num_samples", given["num_samples"])):
            if clash:
                raise RuntimeError(f"sampler and {what} cannot be specified at the same time.")
    if not given["num_shards"]:
        if given["shard_id"]:
            raise RuntimeError("shard_id is specified but num_shards is not.")
        return
    num_shards = param_dict["num_shards"]
    check_pos_int32(num_shards, "num_shards")
    if not given["shard_id"]:
        raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
    check_value(param_dict["shard_id"], [0, num_shards - 1], "shard_id")


def check_dataset_num_shards_shard_id(num_shards, shard_id):
    """num_shards and shard_id come together, and shard_id < num_shards."""
    missing = [value is None for value in (num_shards, shard_id)]
    if all(missing):
        return
    if any(missing):
        raise ValueError("num_shards and shard_id need to be passed in together.")
    check_pos_int32(num_shards, "num_shards")
    if shard_id >= num_shards:
        raise ValueError("shard_id should be less than num_shards.")


def replace_none(value, default):
    """``value`` unless it is None."""
    return default if value is None else value

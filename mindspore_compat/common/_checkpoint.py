"""Reading MindSpore's ``.ckpt`` files into Parameters: the part of checkpoint loading that both
:mod:`mindspore.train.serialization` (``load_checkpoint``) and :mod:`mindspore.boost` (``DimReduce`` reads a folder of
weight checkpoints) need, kept below both of them.

The file layout (protobuf ``Checkpoint`` messages, optional CRC-32 trailer) is described in
``train/serialization.py``; the schema is in ``_checkpoint_proto.py``.
"""
import binascii
import logging
import math

import numpy as np
import torch

from . import dtype as mstype
from .parameter import Parameter
from .tensor import _wrap
from .._backend import dtype_map as _dm
from ._checkpoint_proto import Checkpoint, DecodeError

__all__ = []

_logger = logging.getLogger("mindspore")

# MindSpore's type names in files (str(mindspore dtype)), both directions.
TYPE_NAMES = {
    mstype.bool_: "Bool", mstype.int8: "Int8", mstype.uint8: "UInt8", mstype.int16: "Int16",
    mstype.uint16: "UInt16", mstype.int32: "Int32", mstype.uint32: "UInt32", mstype.int64: "Int64",
    mstype.uint64: "UInt64", mstype.float16: "Float16", mstype.float32: "Float32", mstype.float64: "Float64",
    mstype.bfloat16: "BFloat16", mstype.complex64: "Complex64", mstype.complex128: "Complex128",
    mstype.float8_e4m3fn: "Float8E4M3FN", mstype.float8_e5m2: "Float8E5M2", mstype.qint4x2: "Int4",
}
# The names MindSpore 2.10 can load (its ``tensor_to_ms_type``); other names fail as they do in MindSpore.
LOADABLE = {name: dt for dt, name in TYPE_NAMES.items()
             if name in ("Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64", "Float16",
                         "Float32", "Float64", "Bool", "BFloat16", "Int4")}
_MAP_NP_TYPES = {"int32": np.int32, "float32": np.float32, "float16": np.float16, "float64": np.float64}


class _CrcMismatch(Exception):
    """The CRC-32 stored in a .ckpt file does not match its content (reported as a ValueError)."""


def read_ckpt(ckpt_file_name, crc_check):
    """The parsed Checkpoint of a .ckpt file (ValueError naming the file when it cannot be read or parsed)."""
    checkpoint = Checkpoint()
    try:
        with open(ckpt_file_name, "rb") as f:
            content = f.read()
        if crc_check and content[-17:-10] != b"crc_num":
            _logger.warning("For 'load_checkpoint', the ckpt file do not contain the crc code, please check the "
                            "file.")
        if content[-17:-10] == b"crc_num":
            crc_bytes = content[-10:]
            content = content[:-17]
            if crc_check and binascii.crc32(content, 0) != int.from_bytes(crc_bytes, byteorder="big"):
                raise _CrcMismatch("For 'load_checkpoint', the crc check is failed, please check whether the ckpt "
                                   "file is damaged.")
        checkpoint.ParseFromString(content)
    except _CrcMismatch as e:
        _logger.error("Failed to read the checkpoint file %s: the CRC-32 check failed.", ckpt_file_name)
        raise ValueError(f"Failed to read the checkpoint file {ckpt_file_name}. May not have permission to read it, "
                         f"please check the correct of the file. The CRC-32 check failed (crc_check=True): the "
                         f"checksum stored at the end of the file (crc_num) does not match its content, so the file "
                         f"was damaged or modified after it was saved.") from ValueError(str(e))
    except DecodeError as e:
        raise ValueError(f"Failed to read the checkpoint file {ckpt_file_name}. The file may be corrupted, and the "
                         f"content cannot be parsed.") from e
    except Exception as e:
        _logger.error("Failed to read the checkpoint file %s.", ckpt_file_name)
        raise ValueError(f"Failed to read the checkpoint file {ckpt_file_name}. May not have permission to read it, "
                         f"please check the correct of the file.") from e
    return checkpoint


def _whether_load_param(specify_prefix, filter_prefix, name):
    load = True
    if specify_prefix:
        load = any(name.startswith(p) for p in specify_prefix)
    if filter_prefix and any(name.startswith(p) for p in filter_prefix):
        load = False
    return load


def _bytes_to_parameter(tag, data, dims, type_name):
    ms_type = LOADABLE[type_name]  # KeyError (MindSpore's error) for a type MindSpore cannot load
    torch_dtype = _dm.to_torch(ms_type)
    dims = [] if list(dims) == [0] else [int(d) for d in dims]
    if any(d < 0 for d in dims):
        raise ValueError(f"The shape {tuple(dims)} recorded for '{tag}' has a negative dimension.")
    itemsize = torch.empty((), dtype=torch_dtype).element_size()
    expected = math.prod(dims) * itemsize
    if len(data) < expected:  # MindSpore would read past the data; surplus bytes it ignores, as here
        raise ValueError(f"The data of '{tag}' holds {len(data)} bytes, but shape {tuple(dims)} of type "
                         f"{type_name} needs {expected} bytes.")
    data = data[:expected]
    if expected:
        t = torch.frombuffer(bytearray(data), dtype=torch_dtype).reshape(dims)
    else:
        t = torch.empty(dims, dtype=torch_dtype)
    return Parameter(_wrap(t), name=tag)


def _load_map_parameter(values, element, index, map_data, map_rows, parameter_dict):
    """MindSpore's MapParameter entries: a list of three numpy arrays (keys, values, status)."""
    last = index == len(values) - 1 or element.tag != values[index + 1].tag
    arrays = []
    for k, tensor in enumerate(element.maptensor.tensor):
        np_type = _MAP_NP_TYPES[tensor.tensor_type]
        map_data[k].append(np.frombuffer(tensor.tensor_content, np_type))
        if not last:
            map_rows[k] += tensor.dims[0]
            continue
        dims = list(tensor.dims)
        dims[0] += map_rows[k]
        arrays.append(np.concatenate(map_data[k]).reshape(dims))
    if last:
        parameter_dict[element.tag] = arrays


def load_ckpt_into_dict(ckpt_file_name, parameter_dict, specify_prefix, filter_prefix, choice_func, crc_check):
    checkpoint = read_ckpt(ckpt_file_name, crc_check)
    if specify_prefix:
        _logger.warning("For load_checkpoint, this parameter `specity_prefix` will be deprecated, "
                        "please use `choice_func` instead.")
    if filter_prefix:
        _logger.warning("For load_checkpoint, this parameter `filter_prefix` will be deprecated, "
                        "please use `choice_func` instead.")
    # choice_func only counts when neither deprecated prefix argument is given
    ask_choice = choice_func is not None and specify_prefix is None and filter_prefix is None
    values = checkpoint.value
    count = len(values)
    pieces = []  # tensor_content of the pieces read so far of the current item
    map_data, map_rows = [[], [], []], [0, 0, 0]
    try:
        for index, element in enumerate(values):
            tag = element.tag
            if not _whether_load_param(specify_prefix, filter_prefix, tag) or (ask_choice and not choice_func(tag)):
                continue
            if element.HasField("tensor"):
                pieces.append(element.tensor.tensor_content)
                # the pieces of one item are consecutive Values with the same tag
                if index + 1 == count or values[index + 1].tag != tag:
                    parameter_dict[tag] = _item_value(element, b"".join(pieces))
                    pieces = []
                continue
            _load_map_parameter(values, element, index, map_data, map_rows, parameter_dict)
            if tag in parameter_dict:
                map_data, map_rows = [[], [], []], [0, 0, 0]
    except Exception as e:
        _logger.critical("Failed to load the checkpoint file '%s'.", ckpt_file_name)
        raise ValueError(str(e) + f"\nFor 'load_checkpoint', failed to load the checkpoint file "
                                  f"{ckpt_file_name}.") from e


def _item_value(last_piece, content):
    """The value of a checkpoint item from its joined bytes: a str, or a Parameter (type and shape as recorded
    in the item's last piece; a string's width comes from that piece too, as in MindSpore)."""
    tensor = last_piece.tensor
    if tensor.tensor_type == "str":
        width = int(len(tensor.tensor_content) / 4)
        return str(np.frombuffer(content, f"U{width}")[0])
    return _bytes_to_parameter(last_piece.tag, content, tensor.dims, tensor.tensor_type)


def finish_param_dict(parameter_dict):
    """The last steps of every load: an empty result is an error, and embedding-cache names get their own back."""
    if not parameter_dict:
        raise ValueError("The loaded parameter dict is empty after filter or specify, please check whether "
                         "'filter_prefix' or 'specify_prefix' are set correctly.")
    for key in [k for k in parameter_dict if ".__param_key__" in k]:
        # an embedding-cache Parameter was saved as "<name>.__param_key__<key>": back to its name, as MindSpore does
        parameter_dict[key[:key.find(".__param_key__")]] = parameter_dict.pop(key)
    return parameter_dict


def read_ckpt_params(ckpt_file_name):
    """``{name: Parameter or str}`` of an existing ``.ckpt`` file, as ``load_checkpoint(ckpt_file_name)`` with its
    defaults returns it (same errors)."""
    parameter_dict = {}
    load_ckpt_into_dict(ckpt_file_name, parameter_dict, None, None, None, False)
    return finish_param_dict(parameter_dict)

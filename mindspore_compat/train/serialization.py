"""``mindspore.train.serialization``: MindSpore's ``.ckpt`` checkpoints (save, load, load into a network).

A ``.ckpt`` file is a sequence of serialized ``Checkpoint`` protobuf messages (schema in
``common/_checkpoint_proto.py``; the reading side is ``common/_checkpoint.py``), one per parameter (or per 512 MiB
piece of a larger one): protobuf concatenation makes the whole file one ``Checkpoint`` whose ``value`` list holds
every piece in order. Each piece carries the name (``tag``), the full shape (``dims``), MindSpore's type name
(``"Float32"``, ``"BFloat16"``, ``"str"`` ...) and the raw little-endian bytes. With ``crc_check=True`` the file ends with ``b"crc_num"`` and the CRC-32 of everything
before it as 10 big-endian bytes. The files written here are byte-identical to MindSpore 2.10's for the same
parameters, and MindSpore 2.10 reads them back (tests/data/ckpt holds the evidence).

Encrypted checkpoints (``enc_key`` / ``dec_key``) are not supported by mindspore_compat.
"""
import atexit
import binascii
import json
import logging
import math
import os
import stat
import struct
import threading
from collections import OrderedDict

import numpy as np
import torch

from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor, _wrap
from ..common._checkpoint import TYPE_NAMES, load_ckpt_into_dict, finish_param_dict
from ..common._checkpoint_proto import Checkpoint
from ..common import _layout_transform as _lt
from ..communication.management import get_rank as _get_rank
from ..nn.cell import Cell

__all__ = ["save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
           "async_ckpt_thread_status"]

_logger = logging.getLogger("mindspore")

# Sizes as MindSpore 2.10 uses them: a tensor bigger than SLICE_SIZE KiB is written as several Values.
SLICE_SIZE = 512 * 1024
_ASYNC_THREAD_NAME = "asyn_save_ckpt"
_ckpt_mutex = threading.RLock()

_FLOAT_TYPES = (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16)
_INT_TYPES = (mstype.int8, mstype.int16, mstype.int32, mstype.int64, mstype.qint4x2)


# ----- validators with MindSpore's messages ----------------------------------------------------------------------
def _check_isinstance(arg_name, arg_value, classes):
    if not isinstance(arg_value, classes):
        raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got {arg_value}.")
    return arg_value


def _check_bool(arg_value):
    if not isinstance(arg_value, bool):
        raise TypeError(f"The input value must be a bool, but got {type(arg_value).__name__}.")
    return arg_value


def _no_encryption(func, arg):
    raise ValueError(f"For '{func}', encrypted checkpoints are not supported by mindspore_compat: '{arg}' must be "
                     f"None.")


def _type_name(dtype):
    try:
        return TYPE_NAMES[dtype]
    except KeyError:
        return str(dtype)


def _tensor_bytes(t):
    """The raw (little-endian, C-order) bytes of a torch tensor."""
    t = t.detach()
    if t.numel() == 0:
        return b""
    if t.device.type != "cpu":
        t = t.cpu()
    return t.contiguous().reshape(-1).view(torch.uint8).numpy().tobytes()


# ----- save ------------------------------------------------------------------------------------------------------
def _check_save_obj_and_ckpt_file_name(save_obj, ckpt_file_name, format):
    if format not in ["safetensors", "ckpt"]:
        raise ValueError(f"For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got {format}.")
    if not isinstance(save_obj, (Cell, list, dict)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, "
                        f"but got {type(save_obj)}.")
    if not isinstance(ckpt_file_name, str):
        raise TypeError(f"For 'save_checkpoint', the parameter {ckpt_file_name} for checkpoint file name is "
                        f"invalid,'ckpt_file_name' must be string, but got {type(ckpt_file_name)}.")
    path = os.path.realpath(ckpt_file_name)
    if os.path.isdir(path):
        raise IsADirectoryError(f"For 'save_checkpoint', the parameter `ckpt_file_name`: {path} is a "
                                f"directory, it must be a file name.")
    # the format is appended when the name does not already end with it (``"net.ckpt"`` stays, ``"net"`` gains it)
    return path if path.endswith(format) else f"{path}.{format}"


def _check_async_save(async_save):
    if not isinstance(async_save, (bool, str)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                        f"but got {type(async_save)}.")
    if isinstance(async_save, str) and async_save not in ("process", "thread"):
        raise ValueError(f"For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',"
                         f"but got {async_save}.")
    return async_save


def _check_append_dict(append_dict):
    if append_dict is None:
        return None
    if not isinstance(append_dict, dict):
        raise TypeError(f"For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
                        f"{type(append_dict)}.")
    bad = next(((k, v) for k, v in append_dict.items()
                if not (isinstance(k, str) and isinstance(v, (int, float, bool, str, Parameter, Tensor)))), None)
    if bad is not None:
        raise TypeError(f"For 'save_checkpoint', the type of dict 'append_info' must be key: string, "
                        f"value: int, float, bool or Generator, but got key: {type(bad[0])}, value: {type(bad[1])}")
    return append_dict


def _check_unsupported_for_safetensors(func, format, values):
    if format != "safetensors":
        return
    for name, (current, default) in values.items():
        if current != default:
            raise ValueError(f"For '{func}', when format is 'safetensors', the parameter '{name}' must be set to "
                             f"default value '{default}', but got '{current}'.")


_SAVE_LIST_PREFIX = "For save_checkpoint, when save_obj is a list of dict items, "


def _checked_entry(item):
    """(name, data) of one item of a list given as save_obj: a {"name", "data"} dict or a Parameter."""
    if isinstance(item, Parameter):
        return item.name, item
    if not isinstance(item, dict):
        raise TypeError(f"For save_checkpoint, when save_obj is made up by list of Parameter,"
                        f"the param should be parameter, but got {type(item)}")
    if "name" not in item or "data" not in item:
        raise TypeError(f"For save_checkpoint, save_obj should be a list of dict items, and the dict should "
                        f"have key values 'name' and 'value', but got {type(item)} and {item}.")
    name, data = item["name"], item["data"]
    if not isinstance(name, str):
        raise TypeError(_SAVE_LIST_PREFIX + f"the name in dict should be string, but got {type(name)}.")
    if not isinstance(data, Tensor):
        raise TypeError(_SAVE_LIST_PREFIX + f"the data in dict should be parameter, but got {type(data)}.")
    return name, data


def _list_to_param_list(save_obj, choice_func):
    if save_obj and isinstance(save_obj[0], dict):
        bad = next((item for item in save_obj if not isinstance(item, dict)), None)
        if bad is not None:   # a dict list must hold dicts only
            raise TypeError(f"For save_checkpoint, save_obj should be a list of dict items, and the dict should "
                            f"have key values 'name' and 'value', but got {type(bad)} and {bad}.")
    entries = [_checked_entry(item) for item in save_obj or ()]
    return [{"name": name, "data": data} for name, data in entries if choice_func is None or choice_func(name)]


def _dict_to_param_list(save_obj, choice_func):
    param_list = []
    for key, value in save_obj.items():
        if not isinstance(key, str) or not isinstance(value, (Tensor, str, np.ndarray)):
            # MindSpore 2.10 only saves Parameter / str / numpy values of a dict (other values are dropped or fail
            # with an UnboundLocalError); plain Tensors are saved here too.
            raise TypeError(f"For save_checkpoint, when save_obj is made up by dict, the key should be str and"
                            f"value should be Parameter, but got the type of key is {type(key)} and"
                            f"the type of value is {type(value)}")
        if choice_func is not None and not choice_func(key):
            continue
        if isinstance(value, np.ndarray):
            value = Parameter(Tensor.from_numpy(value))
        param_list.append({"name": key, "data": value})
    return param_list


def _cell_to_param_list(save_obj, choice_func):
    param_list = []
    for _, param in save_obj.parameters_and_names():
        if choice_func is not None and not choice_func(param.name):
            continue
        # an embedding-cache Parameter carries its key in the saved name, as in MindSpore
        name = param.name + ".__param_key__" + str(param.key) if param.cache_enable else param.name
        param_list.append({"name": name, "data": param})
    return param_list


def _save_obj_to_param_list(save_obj, choice_func):
    if isinstance(save_obj, list):
        return _list_to_param_list(save_obj, choice_func)
    if isinstance(save_obj, dict):
        return _dict_to_param_list(save_obj, choice_func)
    return _cell_to_param_list(save_obj, choice_func)


def _entry(data, snapshot):
    """[dims, type name, payload] of one item; payload is a str, or a CPU torch tensor."""
    if isinstance(data, str):
        return [[0], "str", data]
    t = data._t.detach()
    if snapshot or t.device.type != "cpu":
        t = t.to("cpu", copy=True)
    return [list(t.shape), _type_name(data.dtype), t]


def _pieces(dims, payload, numpy_path):
    """The tensor_content of each Value written for one item (MindSpore's split rules)."""
    if isinstance(payload, str):
        return [np.array(payload).tobytes()]
    raw = _tensor_bytes(payload)
    if numpy_path:
        # MindSpore's numpy path (strings, async saves): numpy.array_split along axis 0 above SLICE_SIZE KiB
        if len(raw) / 1024 <= SLICE_SIZE or not dims:
            return [raw]
        count = math.ceil(len(raw) / 1024 / SLICE_SIZE)
        rows = dims[0]
        row_bytes = len(raw) // rows if rows else 0
        base, extra = divmod(rows, count)
        out, start = [], 0
        for k in range(count):
            n = (base + 1 if k < extra else base) * row_bytes
            out.append(raw[start:start + n])
            start += n
        return out
    chunk = 1024 * SLICE_SIZE
    return [raw[i:i + chunk] for i in range(0, len(raw), chunk)]


def _serialize(name, dims, type_name, content):
    ckpt = Checkpoint()
    value = ckpt.value.add()
    value.tag = name
    value.tensor.dims.extend(dims)
    value.tensor.tensor_type = type_name
    value.tensor.tensor_content = content
    return ckpt.SerializeToString()


def _ckpt_bytes(data_list, crc_check, numpy_path):
    """Yield the file's byte blocks."""
    crc_num = 0
    for name, (dims, type_name, payload) in data_list.items():
        for content in _pieces(dims, payload, numpy_path or isinstance(payload, str)):
            block = _serialize(name, dims, type_name, content)
            if crc_check:
                crc_num = binascii.crc32(block, crc_num)
            yield block
    if crc_check:
        yield b"crc_num" + crc_num.to_bytes(10, byteorder="big")


def _safetensors_module():
    try:
        import safetensors.torch as st
    except ImportError:
        raise RuntimeError("format='safetensors' needs the 'safetensors' package, which is not installed: "
                           "pip install safetensors (mindspore_compat reads and writes safetensors through it).") \
            from None
    return st


def _write_safetensors(tmp_name, data_list, crc_check, remove_redundancy):
    st = _safetensors_module()
    tensors, crc_num = {}, 0
    metadata = {"format": "ms"}
    if isinstance(remove_redundancy, bool):
        metadata["remove_redundancy"] = str(remove_redundancy)
    for name in sorted(data_list):
        dims, type_name, payload = data_list[name]
        if isinstance(payload, str):
            raise TypeError(f"For 'save_checkpoint', format 'safetensors' cannot store the string value of "
                            f"'{name}'.")
        tensors[name] = payload.contiguous()
        if crc_check:
            crc_num = binascii.crc32(name.encode("utf-8"), crc_num)
            crc_num = binascii.crc32(_tensor_bytes(payload), crc_num)
    if crc_check:
        metadata["crc_num"] = str(crc_num)
    st.save_file(tensors, tmp_name, metadata=metadata if tensors else None)


def _exec_save(ckpt_file_name, data_list, crc_check=False, format="ckpt", remove_redundancy=None,
               numpy_path=False):
    try:
        with _ckpt_mutex:
            root, ext = os.path.splitext(ckpt_file_name)
            tmp_name = root + ext.replace(f".{format}", ".tmp")
            for name in (ckpt_file_name, tmp_name):
                if os.path.exists(name):
                    os.chmod(name, stat.S_IWUSR)
                    os.remove(name)
            if format == "ckpt":
                with open(tmp_name, "wb") as f:
                    for block in _ckpt_bytes(data_list, crc_check, numpy_path):
                        f.write(block)
            else:
                _write_safetensors(tmp_name, data_list, crc_check, remove_redundancy)
            os.rename(tmp_name, ckpt_file_name)
            os.chmod(ckpt_file_name, stat.S_IRUSR)
    except BaseException:
        _logger.critical("Failed to save the checkpoint file %s. Maybe don't have the permission to write files, "
                         "or the disk space is insufficient and so on.", ckpt_file_name)
        raise


def _wait_async_save():
    for thread in threading.enumerate():
        if thread.name == _ASYNC_THREAD_NAME and thread is not threading.current_thread():
            thread.join()


atexit.register(_wait_async_save)


def save_checkpoint(save_obj, ckpt_file_name, integrated_save=True, async_save=False, append_dict=None,
                    enc_key=None, enc_mode="AES-GCM", choice_func=None, crc_check=False, format="ckpt", **kwargs):
    r"""
    Save the parameters of a network (or a list / dict of parameters) to a MindSpore checkpoint file.

    Each item is stored under its name with its shape, MindSpore type name and raw bytes; files are byte-identical
    to the ones MindSpore 2.10 writes and load in MindSpore. A Cell saves every Parameter it reaches (a training
    Cell such as :class:`mindspore.nn.TrainOneStepCell` therefore also saves the optimizer state ``global_step``,
    ``learning_rate``, ``momentum``, ``moments.*`` and the loss-scale state ``scale_sense``,
    ``current_iterator_step``, ``last_overflow_iterator_step``), each under its Parameter name. An existing file is
    replaced and the new file is made read-only, as MindSpore does.

    Args:
        save_obj (Union[Cell, list, dict]): what to save: a Cell; a list of Parameters (e.g.
            ``net.trainable_params()``) or of dicts ``{"name": str, "data": Tensor}``; or a dict ``{name:
            Parameter / Tensor / str / numpy.ndarray}`` such as the result of :func:`mindspore.load_checkpoint`.
        ckpt_file_name (str): the file name; ``".ckpt"`` (``".safetensors"``) is appended when it does not end
            with the format's name.
        integrated_save (bool): whether to merge split parameters in automatic parallel mode; no effect in a
            single process. Default: ``True``.
        async_save (Union[bool, str]): ``True``, ``"thread"`` or ``"process"`` write the file in a background
            thread (named ``asyn_save_ckpt``; the data are copied first, so training can go on), ``False`` writes it
            before returning. Default: ``False``.
        append_dict (dict): extra items ``{name: value}`` saved after the parameters: an ``int`` is stored as an
            Int64 scalar, a ``float`` as Float32, a ``bool`` as Bool, a ``str`` as a string, a Tensor as it is.
            Default: ``None``.
        enc_key (Union[None, bytes]): encryption key; encryption is not supported by mindspore_compat, so it must
            be ``None``. Default: ``None``.
        enc_mode (str): encryption mode, used with `enc_key` only. Default: ``"AES-GCM"``.
        choice_func (function): ``choice_func(name) -> bool`` selects the parameters to save (append_dict items are
            always saved). Default: ``None`` (all).
        crc_check (bool): append the CRC-32 of the content (MindSpore's ``crc_num`` trailer), checked by
            ``load_checkpoint(..., crc_check=True)``. It detects accidental corruption only. Default: ``False``.
        format (str): ``"ckpt"`` or ``"safetensors"`` (the latter needs the ``safetensors`` package; names are
            written sorted, strings cannot be stored). Default: ``"ckpt"``.
        kwargs (dict): ``remove_redundancy`` (bool or None, recorded in safetensors metadata); other MindSpore
            options (``incremental``, ``global_step_num``) only matter to features not supported here.

    Raises:
        TypeError: If `save_obj` is not a Cell, list or dict, or holds items of other types.
        TypeError: If `integrated_save` is not a bool, or `ckpt_file_name` is not a str.
        TypeError: If `async_save` is not a bool or str, or `append_dict` is not a dict of supported values.
        ValueError: If `async_save` is a str other than ``"process"`` / ``"thread"``, `format` is not ``"ckpt"`` or
            ``"safetensors"``, `enc_key` is not None / bytes, `enc_mode` is not a str, or `crc_check` not a bool.
        ValueError: If `enc_key` is given: encryption is not supported by mindspore_compat.
        IsADirectoryError: If `ckpt_file_name` is a directory.
        RuntimeError: If `format` is ``"safetensors"`` and the ``safetensors`` package is not installed.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import shutil
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> net = nn.Dense(3, 2)
        >>> tmp = tempfile.mkdtemp()
        >>> path = os.path.join(tmp, "dense.ckpt")
        >>> ms.save_checkpoint(net, path, append_dict={"epoch": 5, "tag": "best"})
        >>> print(ms.load_checkpoint(path))
        {'weight': Parameter (name=weight, shape=(2, 3), dtype=Float32, requires_grad=True), 'bias': Parameter (name=bias, shape=(2,), dtype=Float32, requires_grad=True), 'epoch': Parameter (name=epoch, shape=(), dtype=Int64, requires_grad=True), 'tag': 'best'}
        >>> w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="w")
        >>> ms.save_checkpoint([w], path, choice_func=lambda name: name.startswith("w"))
        >>> print(ms.load_checkpoint(path)["w"].asnumpy())
        [ 1.5 -2. ]
        >>> shutil.rmtree(tmp)
    """
    ckpt_file_name = _check_save_obj_and_ckpt_file_name(save_obj, ckpt_file_name, format)
    _check_bool(integrated_save)
    async_save = _check_async_save(async_save)
    append_dict = _check_append_dict(append_dict)
    enc_key = _check_isinstance("enc_key", enc_key, (type(None), bytes))
    enc_mode = _check_isinstance("enc_mode", enc_mode, str)
    crc_check = _check_isinstance("crc_check", crc_check, bool)
    remove_redundancy = _check_isinstance("remove_redundancy", kwargs.get("remove_redundancy", None),
                                          (type(None), bool))
    _check_unsupported_for_safetensors("save_checkpoint", format, {
        "enc_key": (enc_key, None), "enc_mode": (enc_mode, "AES-GCM"),
        "map_param_inc": (kwargs.get("incremental", False), False),
        "global_step_num": (kwargs.get("global_step_num", None), None)})
    if enc_key is not None:
        _no_encryption("save_checkpoint", "enc_key")

    param_list = _save_obj_to_param_list(save_obj, choice_func)
    if append_dict:
        for name, value in append_dict.items():
            if name == "__exception_save__":
                continue
            if not isinstance(value, str):
                value = Tensor(value)
            param_list.append({"name": name, "data": value})

    data_list = OrderedDict()
    with _ckpt_mutex:
        for item in param_list:
            data_list[item["name"]] = _entry(item["data"], snapshot=bool(async_save))

    if async_save:
        _wait_async_save()
        thread = threading.Thread(target=_exec_save, name=_ASYNC_THREAD_NAME,
                                  args=(ckpt_file_name, data_list, crc_check, format, remove_redundancy, True))
        thread.start()
    else:
        _exec_save(ckpt_file_name, data_list, crc_check, format, remove_redundancy)


def async_ckpt_thread_status():
    """
    Whether an asynchronous checkpoint save (``save_checkpoint(..., async_save=True)``) is still running.

    Note:
        Deprecated in MindSpore 2.5; kept for old scripts.

    Returns:
        bool, ``True`` while a background save thread is alive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.async_ckpt_thread_status()
        False
    """
    _logger.warning("The interface 'mindspore.async_ckpt_thread_status' is deprecated from version 2.5 "
                    "and will be removed in a future version.")
    return any(t.name == _ASYNC_THREAD_NAME for t in threading.enumerate())


# ----- load ------------------------------------------------------------------------------------------------------
def _check_prefix(prefix):
    """`specify_prefix` / `filter_prefix` checked: None, or a non-empty sequence of non-empty strings (a single
    string becomes a 1-tuple)."""
    if prefix is None:
        return None
    if isinstance(prefix, str):
        prefixes = (prefix,)
    elif isinstance(prefix, (list, tuple)):
        if not prefix:
            raise ValueError("For 'load_checkpoint', the argument 'specify_prefix' or 'filter_prefix' can't be empty "
                             "when 'specify_prefix' or 'filter_prefix' is list or tuple.")
        prefixes = prefix
    else:
        raise TypeError(f"For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
                        f"list[string] or tuple[string], but got {str(type(prefix))}.")
    for position, item in enumerate(prefixes):
        if not isinstance(item, str):
            raise TypeError(f"For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, "
                            f"the element in it must be string, but got {str(type(item))} at index {position}.")
        if not item:
            raise ValueError("For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' "
                             "can't include ''.")
    return prefixes


def _check_file(file, file_format):
    """The checkpoint to read: a BytesIO (safetensors only) as is, or the real path of an existing file whose name
    ends with `file_format`."""
    import io
    if file_format not in ("ckpt", "safetensors"):
        raise ValueError("For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', "
                         "please input the correct 'format'.")
    if isinstance(file, io.BytesIO):
        if file_format == "ckpt":
            raise TypeError("ckpt don't support BytesIO as input type, please change to safetensors.")
        return file
    if not isinstance(file, str):
        raise TypeError(f"For 'load_checkpoint', the argument 'ckpt_file_name' must be string, "
                        f"but got {type(file)}.")
    if not file.endswith(file_format):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file format must same with 'format', but got "
                         f"file_name:'{file}', format:'{file_format}'")
    path = os.path.realpath(file)
    if os.path.exists(path):
        return path
    raise ValueError(f"For 'load_checkpoint', the checkpoint file: {path} does not exist, please check "
                     f"whether the 'ckpt_file_name' is correct.")



def _read_safetensors(file):
    """(tensors dict, metadata) of a safetensors file name or BytesIO; ValueError (MindSpore's wording) when the
    content is not a valid safetensors file."""
    st = _safetensors_module()
    raw = file.getvalue() if not isinstance(file, str) else None
    if raw is None:
        with open(file, "rb") as f:
            raw = f.read()
    try:
        header_len = struct.unpack("<Q", raw[:8])[0]
        header = json.loads(raw[8:8 + header_len])
        metadata = header.get("__metadata__") if isinstance(header, dict) else None
        tensors = st.load(raw)
    except Exception as e:  # struct.error, JSONDecodeError, UnicodeDecodeError, SafetensorError ...
        name = os.path.realpath(file) if isinstance(file, str) else repr(file)
        raise ValueError(f"Fail to parse the input safetensors: '{name}'. Please check the correctness of the "
                         f"file.") from e
    return tensors, metadata


def _load_safetensors_into_dict(file, parameter_dict, choice_func, crc_check, remove_redundancy):
    tensors, metadata = _read_safetensors(file)
    crc_num = 0
    for k in sorted(tensors):
        value = tensors[k]
        if crc_check:
            crc_num = binascii.crc32(k.encode("utf-8"), crc_num)
            crc_num = binascii.crc32(_tensor_bytes(value), crc_num)
        if choice_func is not None and not choice_func(k):
            continue
        if metadata is not None and k in metadata:
            raise ValueError(f"For 'load_checkpoint', the {metadata[k]} data of '{k}' is not supported by "
                             f"mindspore_compat.")
        parameter_dict[k] = Parameter(_wrap(value))
    if metadata is not None and "remove_redundancy" in metadata:
        if metadata["remove_redundancy"] == "True" and not remove_redundancy:
            _logger.warning("For 'load_checkpoint', the safetensors file is deduplicated, "
                            "but remove_redundancy is set to False.")
            remove_redundancy = True
        elif metadata["remove_redundancy"] == "False" and remove_redundancy:
            _logger.warning("For 'load_checkpoint', the safetensors file is non-deduplicated, "
                            "but remove_redundancy is set to True.")
            remove_redundancy = False
    if crc_check:
        if metadata is None or metadata.get("crc_num") is None:
            _logger.warning("For 'load_checkpoint', the safetensors file do not contain the crc code, "
                            "please check the file.")
        elif crc_num != int(metadata["crc_num"]):
            raise ValueError("For 'load_checkpoint', the crc check has failed. "
                             "Please check whether the ckpt file is damaged.")
    return remove_redundancy


def load_checkpoint(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                    dec_mode="AES-GCM", specify_prefix=None, choice_func=None, crc_check=False,
                    remove_redundancy=False, format="ckpt"):
    """
    Load a MindSpore checkpoint file into a dict, and optionally into a network.

    Reads the files written by :func:`mindspore.save_checkpoint` here or by MindSpore itself (a parameter written
    in several pieces is joined). Every tensor becomes a :class:`mindspore.Parameter` named after its key, with
    the file's dtype and ``requires_grad=True``; a string item comes back as a ``str``.

    Note:
        - `specify_prefix` and `filter_prefix` are deprecated in favour of `choice_func`; giving either of them
          makes `choice_func` ignored. They do not affect each other.
        - A ``.safetensors`` file ignores `specify_prefix` / `filter_prefix` and gives Parameters automatic names,
          as in MindSpore.

    Args:
        ckpt_file_name (Union[str, io.BytesIO]): the file name (a BytesIO only with ``format="safetensors"``).
        net (Cell, optional): a network to load the parameters into with :func:`mindspore.load_param_into_net`.
            Default: ``None``.
        strict_load (bool, optional): passed to :func:`mindspore.load_param_into_net`. Default: ``False``.
        filter_prefix (Union[str, list[str], tuple[str]], optional): skip the items whose names start with one of
            these prefixes. Default: ``None``.
        dec_key (Union[None, bytes], optional): decryption key; decryption is not supported by mindspore_compat,
            so it must be ``None``. Default: ``None``.
        dec_mode (str, optional): decryption mode, used with `dec_key` only. Default: ``"AES-GCM"``.
        specify_prefix (Union[str, list[str], tuple[str]], optional): load only the items whose names start with
            one of these prefixes. Default: ``None``.
        choice_func (Union[None, function], optional): ``choice_func(name) -> bool`` selects the items to load.
            Default: ``None``.
        crc_check (bool, optional): check the CRC-32 trailer written by ``save_checkpoint(..., crc_check=True)``
            (a file without one only logs a warning). Default: ``False``.
        remove_redundancy (bool, optional): whether the checkpoint was saved without data-parallel redundancy;
            only meaningful in parallel training, which is not supported here. Default: ``False``.
        format (str, optional): ``"ckpt"`` or ``"safetensors"``. Default: ``"ckpt"``.

    Returns:
        dict, ``{name: Parameter or str}`` in the order of the file.

    Raises:
        ValueError: If the file does not exist, its name does not end with `format`, it cannot be read or parsed
            (the message names the file), the CRC check fails, or nothing is left after the filters.
        ValueError: If `dec_key` is not None / bytes, `dec_mode` is not a str, `crc_check` or `remove_redundancy`
            are not bools, or `dec_key` is given (decryption is not supported by mindspore_compat).
        TypeError: If `ckpt_file_name` is not a str, or `specify_prefix` / `filter_prefix` have a wrong type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import shutil
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Parameter, Tensor
        >>> params = [Parameter(Tensor(np.ones((2, 2), np.float32)), name="conv1.weight"),
        ...           Parameter(Tensor(np.arange(3, dtype=np.int32)), name="conv2.weight")]
        >>> tmp = tempfile.mkdtemp()
        >>> path = os.path.join(tmp, "demo.ckpt")
        >>> ms.save_checkpoint(params, path)
        >>> param_dict = ms.load_checkpoint(path, choice_func=lambda name: name.startswith("conv2"))
        >>> print(param_dict)
        {'conv2.weight': Parameter (name=conv2.weight, shape=(3,), dtype=Int32, requires_grad=True)}
        >>> print(param_dict["conv2.weight"].asnumpy())
        [0 1 2]
        >>> print(list(ms.load_checkpoint(path, filter_prefix="conv2")))
        ['conv1.weight']
        >>> shutil.rmtree(tmp)
    """
    specify_prefix = _check_prefix(specify_prefix)
    filter_prefix = _check_prefix(filter_prefix)
    dec_key = _check_isinstance("dec_key", dec_key, (type(None), bytes))
    dec_mode = _check_isinstance("dec_mode", dec_mode, str)
    crc_check = _check_isinstance("crc_check", crc_check, bool)
    remove_redundancy = _check_isinstance("remove_redundancy", remove_redundancy, bool)
    _check_unsupported_for_safetensors("load_checkpoint", format, {"dec_key": (dec_key, None),
                                                                    "dec_mode": (dec_mode, "AES-GCM")})
    file = _check_file(ckpt_file_name, format)
    if dec_key is not None:
        _no_encryption("load_checkpoint", "dec_key")

    parameter_dict = {}
    if format == "safetensors":
        remove_redundancy = _load_safetensors_into_dict(file, parameter_dict, choice_func, crc_check,
                                                        remove_redundancy)
    else:
        load_ckpt_into_dict(file, parameter_dict, specify_prefix, filter_prefix, choice_func, crc_check)
    finish_param_dict(parameter_dict)
    if net is not None:
        load_param_into_net(net, parameter_dict, strict_load, remove_redundancy)
    return parameter_dict


class _ParamDictFuture:
    """What :func:`load_checkpoint_async` returns: ``result()`` waits for and returns the parameter dict."""

    def __init__(self, executor, future):
        self.executor = executor
        self.param_dict_future = future

    def result(self):
        """Wait for the load and return its dict (exceptions of the load are raised here)."""
        loaded = self.param_dict_future.result()
        self.executor.shutdown()
        return loaded


def load_checkpoint_async(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                          dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """
    Start :func:`mindspore.load_checkpoint` in a background thread.

    .. warning::
        This is an experimental API in MindSpore that is subject to change or deletion.

    The format is ``"safetensors"`` when the name ends with ``.safetensors``, ``"ckpt"`` otherwise. Errors of the
    load are raised by ``result()``.

    Args:
        ckpt_file_name (str): the file name.
        net (Cell, optional): a network to load the parameters into. Default: ``None``.
        strict_load (bool, optional): see :func:`mindspore.load_param_into_net`. Default: ``False``.
        filter_prefix (Union[str, list[str], tuple[str]], optional): see :func:`mindspore.load_checkpoint`.
            Default: ``None``.
        dec_key (Union[None, bytes], optional): must be ``None`` (decryption is not supported by mindspore_compat).
            Default: ``None``.
        dec_mode (str, optional): decryption mode. Default: ``"AES-GCM"``.
        specify_prefix (Union[str, list[str], tuple[str]], optional): see :func:`mindspore.load_checkpoint`.
            Default: ``None``.
        choice_func (Union[None, function], optional): see :func:`mindspore.load_checkpoint`. Default: ``None``.

    Returns:
        An object whose ``result()`` method waits for the load and returns the dict of
        :func:`mindspore.load_checkpoint`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import shutil
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Parameter, Tensor
        >>> tmp = tempfile.mkdtemp()
        >>> path = os.path.join(tmp, "async.ckpt")
        >>> ms.save_checkpoint([Parameter(Tensor(np.array([3.0], np.float32)), name="w")], path)
        >>> future = ms.load_checkpoint_async(path)
        >>> print(future.result())
        {'w': Parameter (name=w, shape=(1,), dtype=Float32, requires_grad=True)}
        >>> shutil.rmtree(tmp)
    """
    from concurrent.futures import ThreadPoolExecutor
    file_format = "safetensors" if ckpt_file_name.endswith(".safetensors") else "ckpt"
    pool = ThreadPoolExecutor(max_workers=2)
    future = pool.submit(load_checkpoint, ckpt_file_name, net, strict_load, filter_prefix, dec_key, dec_mode,
                         specify_prefix, choice_func, format=file_format)
    return _ParamDictFuture(pool, future)


# ----- load into a network ---------------------------------------------------------------------------------------
def _check_load_param_into_net(net, parameter_dict):
    problem = None
    if not isinstance(net, Cell):
        problem = f"For 'load_param_into_net', the argument 'net' should be a Cell, but got {type(net)}."
    elif not isinstance(parameter_dict, dict):
        problem = (f"For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
                   f"but got {type(parameter_dict)}.")
    if problem is not None:
        _logger.critical("Failed to combine the net and the parameters.")
        raise TypeError(problem)
    bad = next(((k, v) for k, v in parameter_dict.items()
                if not (isinstance(k, str) and isinstance(v, (Parameter, str, list)))), None)
    if bad is not None:
        _logger.critical("Load parameters into net failed.")
        raise TypeError(f"For 'parameter_dict', the element in the argument 'parameter_dict' should be a "
                        f"'str' and 'Parameter' , but got {type(bad[0])} and {type(bad[1])}.")


def _new_data(param, new_param, strict_load):
    """The torch tensor to copy into `param` (shape and dtype of `param`), or MindSpore's RuntimeError."""
    new = new_param._t.detach()
    if tuple(param.shape) != tuple(new.shape):
        extra = tuple(new.shape[len(param.shape):])
        # MindSpore accepts extra trailing dims of size 1 (e.g. (12, 2048, 1, 1) into (12, 2048))
        if len(new.shape) <= len(param.shape) or any(d != 1 for d in extra) or new.numel() != param._t.numel():
            _logger.critical("Failed to combine the net and the parameters for param %s.", param.name)
            raise RuntimeError(
                f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same shape "
                f"as {param.name} in the argument 'parameter_dict'. But got its shape {param.shape} in"
                f" the argument 'net' and shape {new_param.shape} in the argument 'parameter_dict'."
                f"May you need to check whether the checkpoint you loaded is correct or the batch size and "
                f"so on in the 'net' and 'parameter_dict' are same.")
        new = new.reshape(param.shape)
    if param.dtype != new_param.dtype:
        pair = {param.dtype, new_param.dtype}
        if strict_load or not (pair.issubset(_FLOAT_TYPES) or pair.issubset(_INT_TYPES)):
            _logger.critical("Failed to combine the net and the parameters for param %s.", param.name)
            raise RuntimeError(
                f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same type as "
                f"{param.name} in the argument 'parameter_dict'. but got its type {param.dtype} in the "
                f"argument 'net' and type {new_param.dtype} in the argument 'parameter_dict'."
                f"May you need to check whether the checkpoint you loaded is correct.")
        _logger.warning("The type of %s:%s in 'parameter_dict' is different from the type of it in 'net':%s, then "
                        "the type convert from %s to %s in the network. May consume additional memory and time",
                        new_param.name, new_param.dtype, param.dtype, new_param.dtype, param.dtype)
        new = new.to(param._t.dtype)
    return new


def _proposed_prefix(missing, keys, rejected):
    """A prefix that turns a missing Parameter name into a checkpoint key, or None.

    For each missing name in order, only the first key ending with it is considered; it proposes
    ``key[:-len(name)]``. The first proposal different from `rejected` is returned."""
    for name in missing:
        key = next((k for k in keys if k.endswith(name)), None)
        if key is None:
            continue
        prefix = key[:-len(name)]
        if prefix != rejected:
            return prefix
    return None


def _prefix_plan(net, parameter_dict, param_not_load, strict_load, plan):
    """The second pass of a non-strict load: repeatedly find a prefix that maps still-missing names onto checkpoint
    keys and load every missing Parameter that it maps (updating `param_not_load` and `plan` in place)."""
    # MindSpore compares each proposal with the first missing name of the first pass, and never uses a prefix
    # equal to it
    rejected = param_not_load[0]
    while param_not_load:
        prefix = _proposed_prefix(param_not_load, parameter_dict, rejected)
        if prefix is None:
            return
        _logger.warning("For 'load_param_into_net', remove parameter prefix name: %s, continue to load.", prefix)
        for _, param in net.parameters_and_names():
            key = prefix + param.name
            if param.name not in param_not_load or key not in parameter_dict:
                continue
            value = parameter_dict[key]
            if isinstance(value, Parameter):
                plan.append((param, _new_data(param, value, strict_load)))
            param_not_load.remove(param.name)


def _check_remove_redundancy_net():
    if not (torch.distributed.is_available() and torch.distributed.is_initialized()) or \
            torch.distributed.get_world_size() == 1:
        raise TypeError("The deduplication feature for loading checkpoint can only be used "
                        "in parallel scenarios, but got stand_alone.")
    raise RuntimeError("For 'load_param_into_net', loading a checkpoint saved with remove_redundancy=True is not "
                       "supported by mindspore_compat.")


def load_param_into_net(net, parameter_dict, strict_load=False, remove_redundancy=False):
    """
    Copy the values of a parameter dict into the Parameters of a network, matched by Parameter name.

    The values are written into the network's existing Parameters (the objects, and the torch tensors behind
    them, stay the same, so optimizers keep working). Everything is checked before anything is written: when a
    shape or dtype does not fit, RuntimeError is raised and the network is unchanged.

    With ``strict_load=False`` a value of another float type (Float16/32/64, BFloat16) or another signed integer
    type (Int8/16/32/64) is converted to the Parameter's type, and when some Parameters found no value, the
    checkpoint names are searched for one ending with such a name: its leading part is taken as a prefix to remove
    and every still-missing Parameter is looked up again with that prefix, until no new prefix is found (as
    MindSpore does; such values stay listed in `ckpt_not_load`). A value whose shape has extra trailing dimensions
    of size 1 is reshaped to the Parameter's shape. String and map values are skipped.

    Args:
        net (Cell): the network.
        parameter_dict (dict): ``{name: Parameter}`` (e.g. from :func:`mindspore.load_checkpoint`).
        strict_load (bool, optional): require identical dtypes and names. Default: ``False``.
        remove_redundancy (bool, optional): whether the dict was saved without data-parallel redundancy; only
            valid in parallel training, which is not supported here. Default: ``False``.

    Returns:
        - param_not_load (list), the names of the network's Parameters that got no value, in network order
          (Parameters whose names start with ``accu_grads`` are never listed).
        - ckpt_not_load (list), the keys of `parameter_dict` that were not loaded by name, in dict order.

    Raises:
        TypeError: If `net` is not a Cell, `parameter_dict` is not a dict of ``str: Parameter`` items,
            `strict_load` is not a bool, or `remove_redundancy` is True outside parallel training.
        ValueError: If `remove_redundancy` is not a bool.
        RuntimeError: If a value's shape or dtype does not fit its Parameter (the network is left unchanged).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> net = nn.Dense(2, 1)
        >>> param_dict = {"weight": Parameter(Tensor(np.array([[1.0, 2.0]], np.float32)), name="weight"),
        ...               "step": Parameter(Tensor(np.array([7], np.int32)), name="step")}
        >>> param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
        >>> print(param_not_load, ckpt_not_load)
        ['bias'] ['step']
        >>> print(net.weight.asnumpy())
        [[1. 2.]]
    """
    _check_load_param_into_net(net, parameter_dict)
    strict_load = _check_bool(strict_load)
    remove_redundancy = _check_isinstance("remove_redundancy", remove_redundancy, bool)
    param_not_load, plan = [], []  # plan: (Parameter, torch tensor to copy into it), all checked before writing
    ckpt_not_load = list(parameter_dict)
    for _, param in net.parameters_and_names():
        name = param.name
        if name not in parameter_dict:
            if not name.startswith("accu_grads"):
                param_not_load.append(name)
            continue
        value = parameter_dict[name]
        if isinstance(value, Parameter):  # strings and map entries have no data to load
            plan.append((param, _new_data(param, value, strict_load)))
            if name in ckpt_not_load:
                ckpt_not_load.remove(name)
    if param_not_load and not strict_load:
        _prefix_plan(net, parameter_dict, param_not_load, strict_load, plan)
    if remove_redundancy:
        _check_remove_redundancy_net()

    with torch.no_grad():
        for param, new in plan:
            t = param._t
            t.copy_(new.to(t.device))
    if param_not_load:
        _logger.warning("For 'load_param_into_net', %d parameters in the 'net' are not loaded, because they are not "
                        "in the 'parameter_dict', please check whether the network structure is consistent when "
                        "training and loading checkpoint.", len(param_not_load))
        _logger.warning("%s are not loaded.", param_not_load)
    return param_not_load, ckpt_not_load


# ----- export / load: ONNX through torch.onnx; MindIR and AIR need MindSpore's graph compiler ----------------------
from .._backend import export as _export_backend  # noqa: E402

_EXPORT_FORMATS = ["AIR", "ONNX", "MINDIR"]


class _TorchFacade(torch.nn.Module):
    """A torch module around a Cell: torch tensors in, torch tensors out (what torch.onnx traces)."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, *tensors):
        out = self.net(*[_wrap(t) for t in tensors])
        if isinstance(out, (tuple, list)):
            return tuple(o._t if isinstance(o, Tensor) else o for o in out)
        return out._t if isinstance(out, Tensor) else out


def export(net, *inputs, file_name, file_format, **kwargs):
    """
    Export a network for inference.

    ``file_format="ONNX"`` traces `net` on `inputs` with ``torch.onnx`` (opset 17) in inference mode (the
    network's training flag is restored afterwards) and writes ``file_name`` + ``".onnx"``; its Parameters
    become the graph's initializers, and ONNX Runtime or any ONNX consumer runs it. ``"MINDIR"`` and ``"AIR"``
    are produced by MindSpore's graph compiler, which mindspore_compat does not have, so they raise.

    Args:
        net (Cell): The network.
        inputs (Union[Tensor, tuple]): Example inputs of `net`; their shapes and dtypes are fixed in the file.
        file_name (str): Output path; ``".onnx"`` is appended when missing.
        file_format (str): ``"ONNX"`` (``"MINDIR"`` and ``"AIR"`` are MindSpore-only).
        kwargs (dict): MindSpore's options (``enc_key``, ``dataset``, ...) that only apply to MindIR.

    Raises:
        ValueError: If `file_format` is not one of ``"AIR"``, ``"ONNX"``, ``"MINDIR"``; if it is ``"AIR"`` or
            ``"MINDIR"``; or if `net` is not a Cell for ONNX.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Tensor
        >>> net = nn.Dense(3, 2)
        >>> path = os.path.join(tempfile.mkdtemp(), "dense")
        >>> ms.export(net, Tensor(np.ones((1, 3), np.float32)), file_name=path, file_format="ONNX")
        >>> print(os.path.exists(path + ".onnx"))
        True
    """
    if file_format not in _EXPORT_FORMATS:
        raise ValueError(f"For 'export', 'file_format' must be one of {_EXPORT_FORMATS}, but got {file_format}.")
    if file_format != "ONNX":
        raise ValueError(f"For 'export', file_format='{file_format}' is written by MindSpore's graph compiler, which "
                         f"mindspore_compat does not include. Export with file_format='ONNX' (ONNX Runtime, "
                         f"TensorRT and MindSpore Lite's converter read it), or save the weights with "
                         f"save_checkpoint.")
    if not isinstance(file_name, str):
        raise TypeError(f"For 'export', the argument 'file_name' must be str, but got {type(file_name)}.")
    if not (isinstance(net, torch.nn.Module) and callable(getattr(net, "construct", None))):
        raise ValueError(f"Export ONNX format model only support nn.Cell object, but got {type(net)}.")
    examples = []
    for i, x in enumerate(inputs):
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'export', every input must be a Tensor, but input {i} is {type(x)}.")
        examples.append(x._t)
    file_name = os.path.realpath(file_name)
    if not file_name.endswith(".onnx"):
        file_name += ".onnx"
    os.makedirs(os.path.dirname(file_name), exist_ok=True)
    was_training = net.training
    net.set_train(False)
    try:
        with torch.no_grad():
            _export_backend.export_onnx(_TorchFacade(net), examples, file_name,
                                        input_names=[f"x{i}" for i in range(len(examples))])
    finally:
        net.set_train(was_training)


def load(file_name, **kwargs):
    """
    Load a MindIR graph exported by MindSpore.

    A MindIR file is a graph for MindSpore's own compiler and runtime, which mindspore_compat does not have, so
    a valid path raises RuntimeError, as MindSpore does for a file it cannot load. Rebuild the network in
    Python and load its weights with :func:`mindspore.load_checkpoint`, or run an ONNX export with ONNX Runtime.
    To inspect or edit the file itself (nodes, parameters, ``user_info``), open it with
    :func:`mindspore.load_mindir`.

    Args:
        file_name (str): Path of a ``.mindir`` file.
        kwargs (dict): MindSpore's options (``dec_key``, ``dec_mode``, ``obf_func``).

    Raises:
        ValueError: If `file_name` is not a str, does not end with ``".mindir"`` or does not exist.
        RuntimeError: For an existing ``.mindir`` file: it needs MindSpore's graph runtime.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> try:
        ...     ms.load("missing_net.mindir")
        ... except ValueError:
        ...     print("no such file")
        no such file
    """
    if not isinstance(file_name, str):
        raise ValueError(f"For 'load', the argument 'file_name' must be string, but got {type(file_name)}.")
    if not file_name.endswith(".mindir"):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) should end with '.mindir', please input "
                         "the correct 'file_name'.")
    if not os.path.exists(file_name):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) does not exist, please check whether the "
                         "'file_name' is correct.")
    raise RuntimeError(f"Load MindIR failed: '{file_name}' is a graph for MindSpore's compiler and runtime, which "
                       f"mindspore_compat does not include. Rebuild the network in Python and load its weights with "
                       f"load_checkpoint, or export it to ONNX and run it with ONNX Runtime; mindspore.load_mindir "
                       f"opens the file as a protobuf message for inspection.")


__all__ += ["export", "load"]


# ----- checkpoint helpers: format conversion, segmented files, merging sliced parameters --------------------------
import re  # noqa: E402


def _renamed(param_dict, name_map):
    if not name_map:
        return param_dict
    out = OrderedDict()
    for name, value in param_dict.items():
        new = name_map.get(name, name)
        if isinstance(value, Parameter):
            value.name = new
        out[new] = value
    return out


def _convert_checkpoint(func_name, file_path, save_path, name_map, file_name_regex, processes_num, src, dst):
    src_suffix, dst_suffix = f".{src}", f".{dst}"
    is_dir, is_file = os.path.isdir(file_path), os.path.isfile(file_path)
    checks = (
        (is_dir or is_file, f"the input path must be a valid path or file, but got {file_path}"),
        (not (save_path and os.path.splitext(save_path)[1]), f"the save_path must be a directory, but got '{save_path}'"),
        (name_map is None or isinstance(name_map, dict),
         f"the type of 'name_map' must be a directory, but got '{type(name_map)}'"),
        (isinstance(processes_num, int) and not isinstance(processes_num, bool) and processes_num >= 1,
         f"'processes_num' must be a positive int, but got {processes_num}."),
    )
    for passed, message in checks:
        if not passed:
            raise ValueError(f"For {func_name}, {message}")
    jobs = []
    if is_file:
        if not file_path.endswith(src_suffix):
            raise ValueError(f"For {func_name}, the input file must be a {src_suffix} file, but got {file_path}")
        if file_name_regex is not None and not re.findall(file_name_regex, file_path):
            raise ValueError(f"For {func_name}, the input file does not match the regular expression.")
        out_dir = save_path or os.path.dirname(file_path)
        jobs.append((file_path, os.path.join(out_dir, os.path.basename(file_path).replace(src_suffix, dst_suffix))))
    else:
        ranks = sorted(d for d in os.listdir(file_path) if d.startswith("rank")
                       and os.path.isdir(os.path.join(file_path, d)))
        if not ranks:
            raise ValueError(f"For '{func_name}', no directories starting with 'rank' found in {file_path}.")
        for rank in ranks:
            rank_dir = os.path.join(file_path, rank)
            out_dir = os.path.join(save_path, rank) if save_path is not None else rank_dir
            for name in sorted(os.listdir(rank_dir)):
                if name.endswith(src_suffix) and (file_name_regex is None or re.search(file_name_regex, name)):
                    jobs.append((os.path.join(rank_dir, name), os.path.join(out_dir, name.replace(src_suffix,
                                                                                                    dst_suffix))))
    for source, target in jobs:   # one after the other: each file is read and written whole
        os.makedirs(os.path.dirname(target) or ".", exist_ok=True)
        params = _renamed(load_checkpoint(source, format=src), name_map)
        save_checkpoint(params, target, format=dst)


def ckpt_to_safetensors(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """
    Convert MindSpore ``.ckpt`` checkpoints to ``.safetensors`` files (readable by Hugging Face's
    safetensors and by :func:`mindspore.load_checkpoint` with ``format="safetensors"``).

    Args:
        file_path (str): A ``.ckpt`` file, or a folder whose ``rank*`` subfolders hold ``.ckpt`` files.
        save_path (str, optional): Output folder (``rank*`` subfolders are kept). Default: ``None`` (next to each
            input).
        name_map (dict, optional): New names for parameters, ``{old: new}``. Default: ``None``.
        file_name_regex (str, optional): Only files whose name matches. Default: ``None``.
        processes_num (int, optional): MindSpore's worker count; files are converted one after the other here.
            Default: ``1``.

    Raises:
        ValueError: If `file_path` does not exist or is not a ``.ckpt`` file, `save_path` looks like a file,
            `name_map` is not a dict, or a folder has no ``rank*`` subfolder.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> folder = tempfile.mkdtemp()
        >>> ms.save_checkpoint(nn.Dense(2, 2), os.path.join(folder, "dense.ckpt"))
        >>> ms.ckpt_to_safetensors(os.path.join(folder, "dense.ckpt"), name_map={"bias": "dense.bias"})
        >>> print(sorted(ms.load_checkpoint(os.path.join(folder, "dense.safetensors"), format="safetensors")))
        ['dense.bias', 'weight']
    """
    _convert_checkpoint("ckpt_to_safetensors", file_path, save_path, name_map, file_name_regex, processes_num,
                        "ckpt", "safetensors")


def safetensors_to_ckpt(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """
    Convert ``.safetensors`` files to MindSpore ``.ckpt`` checkpoints.

    Args:
        file_path (str): A ``.safetensors`` file, or a folder whose ``rank*`` subfolders hold them.
        save_path (str, optional): Output folder (``rank*`` subfolders are kept). Default: ``None`` (next to each
            input).
        name_map (dict, optional): New names for parameters, ``{old: new}``. Default: ``None``.
        file_name_regex (str, optional): Only files whose name matches. Default: ``None``.
        processes_num (int, optional): MindSpore's worker count; files are converted one after the other here.
            Default: ``1``.

    Raises:
        ValueError: If `file_path` does not exist or is not a ``.safetensors`` file, `save_path` looks like a
            file, `name_map` is not a dict, or a folder has no ``rank*`` subfolder.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> folder = tempfile.mkdtemp()
        >>> ms.save_checkpoint(nn.Dense(2, 2), os.path.join(folder, "d.safetensors"), format="safetensors")
        >>> ms.safetensors_to_ckpt(os.path.join(folder, "d.safetensors"))
        >>> print(sorted(ms.load_checkpoint(os.path.join(folder, "d.ckpt"))))
        ['bias', 'weight']
    """
    _convert_checkpoint("safetensors_to_ckpt", file_path, save_path, name_map, file_name_regex, processes_num,
                        "safetensors", "ckpt")


def _layout(strategy_entry):
    """(device matrix, tensor map) of a strategy entry: an object or a dict with those two fields."""
    get = strategy_entry.get if isinstance(strategy_entry, dict) else \
        (lambda key: getattr(strategy_entry, key, None))
    dev_matrix, tensor_map = get("dev_matrix"), get("tensor_map")
    if dev_matrix is None or tensor_map is None:
        raise ValueError("For 'merge_sliced_parameter', a strategy entry must give 'dev_matrix' and 'tensor_map'.")
    dev = [int(d) for d in (dev_matrix[0].dim if hasattr(dev_matrix[0], "dim") else dev_matrix)]
    tmap = [int(d) for d in (tensor_map[0].dim if hasattr(tensor_map[0], "dim") else tensor_map)]
    return dev, tmap


def _merge_with_layout(slices, dev, tmap):
    """Place the slice of each rank (rank order) at its block of the full array."""
    if len(slices) != int(np.prod(dev)):
        raise ValueError(f"For 'merge_sliced_parameter', the device matrix {dev} has {int(np.prod(dev))} devices but "
                         f"{len(slices)} slices were given.")
    splits = [dev[len(dev) - 1 - m] if m >= 0 else 1 for m in tmap]
    piece = slices[0].shape
    full = np.empty([p * s for p, s in zip(piece, splits)], dtype=slices[0].dtype)
    for rank, data in enumerate(slices):
        coords = np.unravel_index(rank, dev)
        index = tuple(slice(coords[len(dev) - 1 - m] * p, (coords[len(dev) - 1 - m] + 1) * p) if m >= 0
                      else slice(None) for m, p in zip(tmap, piece))
        full[index] = data
    return full


def merge_sliced_parameter(sliced_parameters, strategy=None):
    """
    Merge the slices of one parameter, saved by the ranks of a parallel job, into the whole parameter.

    Without `strategy` the slices are joined along axis 0 in list order. With `strategy`, the entry for the
    parameter's name gives the layout (``dev_matrix`` and ``tensor_map``, as in a strategy file) and the slices,
    one per device in rank order, are put back at their blocks.

    Args:
        sliced_parameters (list[Parameter]): The slices, all with the parameter's name and the same shape beyond
            axis 0.
        strategy (dict, optional): ``{parameter name: layout}``. Default: ``None``.

    Returns:
        Parameter, the merged parameter (name, ``requires_grad`` and ``layerwise_parallel`` of the first slice).

    Raises:
        TypeError: If `sliced_parameters` is not a list of Parameters, or `strategy` is not a dict.
        ValueError: If the list is empty, or the slices differ in name, rank or shape beyond axis 0.
        KeyError: If the parameter's name is not a key of `strategy`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, Parameter
        >>> parts = [Parameter(Tensor(np.array([1.0, 2.0], np.float32)), "embedding.table"),
        ...          Parameter(Tensor(np.array([3.0, 4.0], np.float32)), "embedding.table")]
        >>> merged = ms.merge_sliced_parameter(parts)
        >>> print(merged)
        Parameter (name=embedding.table, shape=(4,), dtype=Float32, requires_grad=True)
        >>> print(merged.asnumpy())
        [1. 2. 3. 4.]
    """
    head = "For 'merge_sliced_parameter', the argument"
    if not isinstance(sliced_parameters, list):
        raise TypeError(f"{head} 'sliced_parameters' should be list, but got {type(sliced_parameters)}.")
    if len(sliced_parameters) == 0:
        raise ValueError(f"{head} 'sliced_parameters' should not be empty.")
    if strategy and not isinstance(strategy, dict):
        raise TypeError(f"{head} 'strategy' should be dict, but got {type(strategy)}.")
    first = sliced_parameters[0]
    if not isinstance(first, Parameter):
        raise TypeError(f"For 'merge_sliced_parameter', the element in 'sliced_parameters' should be 'Parameter', "
                        f"but got {type(first)} at index 0.")
    name, shape = first.name, tuple(first.shape)
    for index, param in enumerate(sliced_parameters):
        if not isinstance(param, Parameter):
            raise TypeError(f"For 'merge_sliced_parameter', the element in 'sliced_parameters' should be "
                            f"'Parameter', but got {type(param)} at index {index}.")
        pshape = tuple(param.shape)
        if param.name != name or len(pshape) != len(shape) or pshape[1:] != shape[1:]:
            raise ValueError(f"For 'merge_sliced_parameter', please make sure that the elements in 'slice_parameters' "
                             f"have the same name, dimension length and shape except 0 axis. The name, dimension "
                             f"length, shape except 0 axis should be {name}, {len(shape)}, {shape[1:]}, but got name: "
                             f"{param.name}, dimension length: {len(pshape)}, shape except 0 axis: {pshape[1:]} at "
                             f"index {index}.")
    data = [p._t.detach() for p in sliced_parameters]
    if not strategy:
        merged = torch.cat(data, 0)
    else:
        if name not in strategy:
            raise KeyError(f"For 'merge_sliced_parameter', the parameter name {name} should be a key in the "
                           f"'strategy'. Please check 'sliced_parameter' and 'strategy'.")
        if any(tuple(p.shape) != shape for p in sliced_parameters):
            raise ValueError(f"For 'merge_sliced_parameter', the slices of {name} must have equal shapes to be placed "
                             f"by a strategy layout.")
        dev, tmap = _layout(strategy[name])
        arrays = [d.float().cpu().numpy() if d.dtype == torch.bfloat16 else d.cpu().numpy() for d in data]
        merged = torch.from_numpy(_merge_with_layout(arrays, dev, tmap)).to(data[0].dtype)
    return Parameter(_wrap(merged.clone()), name, first.requires_grad, first.layerwise_parallel)


def load_segmented_checkpoints(ckpt_file_dir, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                               dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """
    Load every ``.ckpt`` file of a folder (a checkpoint saved in segments) into one parameter dictionary, and
    into `net` when it is given.

    Args:
        ckpt_file_dir (str): The folder.
        net (Cell, optional): Network to load each file into. Default: ``None``.
        strict_load (bool, optional): As in :func:`mindspore.load_checkpoint`. Default: ``False``.
        filter_prefix (Union[str, list[str], tuple[str]], optional): Names to skip. Default: ``None``.
        dec_key (Union[None, bytes], optional): Decryption key. Default: ``None``.
        dec_mode (str, optional): Decryption mode. Default: ``"AES-GCM"``.
        specify_prefix (Union[str, list[str], tuple[str]], optional): Only these names. Default: ``None``.
        choice_func (Callable, optional): Keeps a name when it returns True. Default: ``None``.

    Returns:
        dict, parameter name to Parameter (or string), merged over the files (sorted by file name).

    Raises:
        TypeError: If `ckpt_file_dir` is not a str.
        ValueError: If `ckpt_file_dir` is not an existing folder, or a file is not a valid checkpoint.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> folder = tempfile.mkdtemp()
        >>> net = nn.Dense(2, 2)
        >>> ms.save_checkpoint([{"name": "weight", "data": net.weight}], os.path.join(folder, "part0.ckpt"))
        >>> ms.save_checkpoint([{"name": "bias", "data": net.bias}], os.path.join(folder, "part1.ckpt"))
        >>> print(sorted(ms.load_segmented_checkpoints(folder)))
        ['bias', 'weight']
    """
    if not isinstance(ckpt_file_dir, str):
        raise TypeError("The ckpt_file_dir should be a str.")
    if not os.path.isdir(ckpt_file_dir):
        raise ValueError(f"The dst_strategy_file: {ckpt_file_dir} doesn't exist. Or it's not a directory")
    parameter_dict = {}
    for name in sorted(os.listdir(ckpt_file_dir)):
        if name.endswith(".ckpt"):
            parameter_dict.update(load_checkpoint(os.path.join(ckpt_file_dir, name), net, strict_load,
                                                  filter_prefix, dec_key, dec_mode, specify_prefix, choice_func))
    return parameter_dict


__all__ += ["ckpt_to_safetensors", "safetensors_to_ckpt", "merge_sliced_parameter", "load_segmented_checkpoints"]


def _replica_ranks(rank, strategy_file):
    """The ranks holding the same slices as `rank` for every parameter of a strategy file (the smallest such
    group), or just `rank` when the parameters disagree on it."""
    message = _lt.load_strategy_map(strategy_file)
    layouts = _lt.simple_layouts({item.param_name: item.parallel_layouts for item in message.parallel_layout_item})
    best, best_set = (), set()
    for name in sorted(layouts):
        if name.startswith("accu_grads") or name.startswith("inputs"):
            continue
        dev, tmap = layouts[name]
        dev_num = int(np.prod(dev))
        base = rank // dev_num * dev_num
        used = [len(dev) - 1 - m for m in tmap if m >= 0]
        own = np.unravel_index(rank - base, dev)
        group = tuple(base + r for r in range(dev_num)
                      if all(np.unravel_index(r, dev)[a] == own[a] for a in used))
        if not best_set or len(group) < len(best):
            if best_set and not set(group) <= best_set:
                return (rank,)
            best, best_set = group, set(group)
        elif not best_set <= set(group):
            return (rank,)
    return best


def get_ckpt_path_with_strategy(cur_ckpt_path, cur_strategy_path):
    """
    Find a checkpoint this rank can load when its own file is missing: the file of another rank that holds the
    same parameter slices.

    Rank folders or files are told apart by a ``rank_<id>`` part of the path. When `cur_ckpt_path` contains
    ``rank_<this rank>`` and exists, it is returned. Otherwise the ranks holding the same slices as this rank for
    every parameter of `cur_strategy_path` are tried in increasing order, each ``rank_<id>`` of the path being
    replaced by theirs; the first existing file is returned. When the parameters are split differently (no such
    common group) only this rank's own path is tried.

    Note:
        This rank is :func:`mindspore.communication.get_rank` (``RANK_ID`` before ``init``).

    Args:
        cur_ckpt_path (str): The checkpoint file this rank would load.
        cur_strategy_path (str): The strategy file of this rank (MindSpore's protobuf format); it is only read
            when `cur_ckpt_path` is not this rank's existing file.

    Returns:
        str, the path of a checkpoint file to load; None when no replica's file exists (or the strategy file
        holds no parameter).

    Raises:
        FileNotFoundError: If the strategy file has to be read and does not exist.
        TypeError: If the strategy file is not a protobuf strategy file.
        ValueError: If the strategy uses pipeline stages or optimizer sharding (only strategies with one
            pipeline stage and no optimizer sharding are read).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore as ms
        >>> folder = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(folder, "rank_0"))
        >>> own = os.path.join(folder, "rank_0", "net.ckpt")
        >>> open(own, "w").close()
        >>> # this rank (0 here) finds its own file without reading the strategy file
        >>> found = ms.get_ckpt_path_with_strategy(own, os.path.join(folder, "strategy.ckpt"))
        >>> print(os.path.relpath(found, folder))
        rank_0/net.ckpt
    """
    rank = _get_rank()
    if f"rank_{rank}" in cur_ckpt_path and os.path.isfile(cur_ckpt_path):
        return cur_ckpt_path
    for twin in _replica_ranks(rank, cur_strategy_path):
        candidate = re.sub(r"rank_\d+", f"rank_{twin}", cur_ckpt_path)
        if os.path.isfile(candidate):
            return candidate
    return None


__all__ += ["get_ckpt_path_with_strategy"]


# ----- the distributed-checkpoint helpers under their mindspore.train names ------------------------------------------
# MindSpore 2.10 keeps these as forwarders in mindspore.train to the mindspore.parallel functions. mindspore.parallel
# imports this module, so it hands its functions over when it is imported (the package's __init__ always imports it)
# rather than this module importing it.
_PARALLEL_CHECKPOINT = {}


def _register_parallel_checkpoint(**functions):
    """Called by :mod:`mindspore.parallel` with the functions the forwarders below call."""
    _PARALLEL_CHECKPOINT.update(functions)


def build_searched_strategy(strategy_filename):
    """
    Read a parallel-strategy file and return the layout of every parameter in it: the ``mindspore.train``
    spelling of :func:`mindspore.parallel.build_searched_strategy`, with the same result.

    Args:
        strategy_filename (str): The strategy file (MindSpore's protobuf ``ParallelStrategyMap``, or its json form
            when the name ends in ``.json``).

    Returns:
        dict, parameter name to its ``ParallelLayouts`` message; ``None`` when `strategy_filename` is ``None``.

    Raises:
        TypeError: If `strategy_filename` is not a str, or the file is not a strategy protobuf.
        ValueError: If the file does not exist or is empty.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> from mindspore.train import build_searched_strategy
        >>> path = os.path.join(tempfile.mkdtemp(), "layouts.json")
        >>> item = {"dev_matrix": [4], "tensor_map": [0, -1], "field": 0, "opt_weight_shard_step": 0,
        ...         "opt_weight_shard_size": 0}
        >>> with open(path, "w") as f:
        ...     json.dump({"parallel_layout_item": {"dense.weight": item}}, f)
        >>> layouts = build_searched_strategy(path)
        >>> print(sorted(layouts), list(layouts["dense.weight"].tensor_map[0].dim))
        ['dense.weight'] [0, -1]
    """
    return _PARALLEL_CHECKPOINT["build_searched_strategy"](strategy_filename)


def restore_group_info_list(group_info_file_name):
    """
    Read the ranks whose checkpoints hold the same contents as the local rank's, from a group-information file:
    the ``mindspore.train`` spelling of :func:`mindspore.parallel.restore_group_info_list`.

    Args:
        group_info_file_name (str): The group-information file (MindSpore's protobuf ``ParallelGroupMap``, written
            where the ``GROUP_INFO_FILE`` environment variable points).

    Returns:
        list[int], the ranks.

    Raises:
        TypeError: If `group_info_file_name` is not a str.
        ValueError: If the file does not exist, is empty or has no rank list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train import restore_group_info_list
        >>> try:
        ...     restore_group_info_list(7)
        ... except TypeError as err:
        ...     print(type(err).__name__)
        TypeError
    """
    return _PARALLEL_CHECKPOINT["restore_group_info_list"](group_info_file_name)


def load_distributed_checkpoint(
        network, checkpoint_filenames=None, predict_strategy=None, train_strategy_filename=None,
        strict_load=False, dec_key=None, dec_mode='AES-GCM', format='ckpt',
        unified_safetensors_dir=None, dst_safetensors_dir=None, rank_id=None, output_format='safetensors',
        name_map=None, max_process_num=64, return_param_dict=False):
    """
    Load the checkpoints of a distributed run into `network`: the ``mindspore.train`` spelling of
    :func:`mindspore.parallel.load_distributed_checkpoint`, with the same arguments and effects.

    As in MindSpore 2.10, this spelling returns ``None`` even with ``return_param_dict=True``: call
    :func:`mindspore.parallel.load_distributed_checkpoint` to get the dictionary.

    Args:
        network (Cell): The network to fill.
        checkpoint_filenames (list[str]): One checkpoint per rank of the saving run, in rank order.
        predict_strategy (Union[dict, str]): The strategy of the loading run; ``None``: every parameter whole.
        train_strategy_filename (str): The strategy file of the saving run; ``None``: data-parallel checkpoints.
        strict_load (bool): Whether every parameter of `network` must be found.
        dec_key (Union[None, bytes]): Decryption key of encrypted checkpoints.
        dec_mode (str): Decryption mode, ``"AES-GCM"`` or ``"AES-CBC"``.
        format (str): ``"ckpt"`` or ``"safetensors"``.
        unified_safetensors_dir (str): Folder of unified safetensors files (safetensors format).
        dst_safetensors_dir (str): Where the per-rank safetensors files are written (safetensors format).
        rank_id (int): The rank to load for; ``None``: the current rank.
        output_format (str): Format of the files written to `dst_safetensors_dir`.
        name_map (dict): Parameter renaming, file name to network name.
        max_process_num (int): Largest number of processes used.
        return_param_dict (bool): Accepted and passed on; this spelling still returns ``None``.

    Returns:
        None.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If the files or strategies do not fit the network.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> from mindspore.train import load_distributed_checkpoint
        >>> folder = tempfile.mkdtemp()
        >>> layout = {"dev_matrix": [2], "tensor_map": [-1, 0], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> strategy = os.path.join(folder, "train_strategy.json")
        >>> with open(strategy, "w") as f:
        ...     json.dump({"parallel_layout_item": {"weight": layout}}, f)
        >>> files = []
        >>> for rank in range(2):
        ...     part = ms.Tensor(np.full((2, 1), 10.0 * (rank + 1), np.float32))
        ...     files.append(os.path.join(folder, f"rank_{rank}.ckpt"))
        ...     ms.save_checkpoint([{"name": "weight", "data": part}], files[-1])
        >>> dense = nn.Dense(2, 2, has_bias=False)
        >>> print(load_distributed_checkpoint(dense, files, None, strategy))
        None
        >>> print(dense.weight.asnumpy())
        [[10. 20.]
         [10. 20.]]
    """
    _PARALLEL_CHECKPOINT["load_distributed_checkpoint"](
        network, checkpoint_filenames, predict_strategy, train_strategy_filename, strict_load, dec_key, dec_mode,
        format, unified_safetensors_dir, dst_safetensors_dir, rank_id, output_format, name_map, max_process_num,
        return_param_dict)


__all__ += ["build_searched_strategy", "restore_group_info_list", "load_distributed_checkpoint"]

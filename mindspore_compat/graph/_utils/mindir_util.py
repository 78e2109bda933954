"""``mindspore.load_mindir`` / ``mindspore.save_mindir``: a MindIR file as an editable protobuf message.

MindIR is the graph format that MindSpore's ``export(..., file_format="MINDIR")`` writes. mindspore_compat cannot
run such graphs (it has no MindSpore graph compiler), but the file itself is a protobuf ``mind_ir.ModelProto``,
so it can be opened, inspected, edited (``user_info``, names, attributes...) and written back. The schema is in
``common/_mind_ir_proto.py``.
"""
import logging
import os
import stat

from ..._checkparam import check_file_name_by_regular
from ...common._mind_ir_proto import ModelProto

__all__ = ["load_mindir", "save_mindir"]

_logger = logging.getLogger("mindspore")


def load_mindir(file_name):
    """
    Read a MindIR file into its protobuf message.

    The result is a ``mind_ir.ModelProto``: ``model.graph`` is the exported graph (its ``node`` list, its
    ``parameter`` tensors with their raw bytes, its ``input``/``output`` descriptions), ``model.primitives`` the
    operators it uses, ``model.user_info`` a free string map. Nothing is compiled or executed.

    Note:
        MindSpore marks this interface deprecated since version 2.5; calling it logs a warning as MindSpore's
        does.

    Args:
        file_name (str): Path of the MindIR file. Only letters, digits and ``@ _ - . : / \\`` are accepted.

    Returns:
        ModelProto, the parsed file.

    Raises:
        TypeError: If `file_name` is not a str.
        ValueError: If `file_name` names a directory or holds other characters, if the file cannot be read, or
            if its bytes are not a MindIR protobuf message.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore as ms
        >>> path = os.path.join(tempfile.mkdtemp(), "header_only.mindir")
        >>> with open(path, "wb") as f:  # a ModelProto holding only ir_version "1.1" and producer_name "demo"
        ...     _ = f.write(b"\\n\\x031.1\\x12\\x04demo")
        >>> model = ms.load_mindir(path)
        >>> print(model.ir_version, model.producer_name, len(model.graph.node))
        1.1 demo 0
    """
    _logger.warning("The interface 'mindspore.load_mindir' is deprecated from version 2.5 "
                    "and will be removed in a future version.")
    check_file_name_by_regular(file_name)
    file_name = os.path.realpath(file_name)
    model = ModelProto()
    try:
        with open(file_name, "rb") as f:
            model.ParseFromString(f.read())
    except BaseException as e:  # an unreadable file and bytes protobuf rejects both become ValueError
        _logger.critical("Failed to parse the file: %s  please check the correct file.", file_name)
        raise ValueError(str(e)) from e
    return model


def save_mindir(model, file_name):
    """
    Write a MindIR protobuf message (usually one returned by :func:`mindspore.load_mindir` and then edited) to a
    file.

    ``".mindir"`` is appended to `file_name` unless it already ends with it; missing folders are created (mode
    ``0o700``). An existing file is replaced, and the written file is left read-only for its owner, as MindSpore
    leaves it.

    Note:
        MindSpore marks this interface deprecated since version 2.5; calling it logs a warning as MindSpore's
        does.

    Args:
        model (ModelProto): The message to write.
        file_name (str): Path of the file to write. Only letters, digits and ``@ _ - . : / \\`` are accepted.

    Raises:
        TypeError: If `file_name` is not a str, or `model` is not a ModelProto.
        ValueError: If `file_name` names a directory or holds other characters, or the file cannot be written.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore as ms
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "plain.mindir"), "wb") as f:  # ir_version "1.1" only
        ...     _ = f.write(b"\\n\\x031.1")
        >>> model = ms.load_mindir(os.path.join(folder, "plain.mindir"))
        >>> model.user_info["owner"] = "team_a"
        >>> ms.save_mindir(model, os.path.join(folder, "tagged"))
        >>> print(sorted(os.listdir(folder)))
        ['plain.mindir', 'tagged.mindir']
        >>> print(dict(ms.load_mindir(os.path.join(folder, "tagged.mindir")).user_info))
        {'owner': 'team_a'}
    """
    _logger.warning("The interface 'mindspore.save_mindir' is deprecated from version 2.5 "
                    "and will be removed in a future version.")
    check_file_name_by_regular(file_name)
    file_name = os.path.realpath(file_name)
    if not file_name.endswith(".mindir"):
        file_name += ".mindir"
    # MindSpore prepares the folder and unlocks an existing file before it looks at `model`.
    os.makedirs(os.path.dirname(file_name), mode=0o700, exist_ok=True)
    if os.path.exists(file_name):
        os.chmod(file_name, stat.S_IWUSR)
    if not isinstance(model, ModelProto):
        raise TypeError(f"For 'save_mindir', the argument 'model' must be ModelProto, but got {type(model)}.")
    try:
        fd = os.open(file_name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(model.SerializeToString())
    except BaseException as e:
        _logger.critical("Failed to save the file: %s , please check the correct file.", file_name)
        raise ValueError(str(e)) from e
    finally:
        if os.path.exists(file_name):
            os.chmod(file_name, stat.S_IRUSR)

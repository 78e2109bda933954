"""Writing MindRecord files: :class:`FileWriter`."""
import logging
import os
import re
import stat

import numpy as np

from . import _format
from ._format import check_filename
from .common.exceptions import ParamValueError, ParamTypeError, MRMInvalidSchemaError, MRMDefineIndexError

__all__ = ["FileWriter"]

_log = logging.getLogger("mindspore.mindrecord")
_SCALAR_TYPES = ("int32", "int64", "float32", "float64", "string", "bytes")
_ARRAY_TYPES = ("int32", "int64", "float32", "float64")
# Python type name of a value -> the schema types it may fill
_ACCEPTS = {"int": ("int32", "int64"), "float": ("float32", "float64"), "str": ("string",), "bytes": ("bytes",),
            "int32": ("int32",), "int64": ("int64",), "float32": ("float32",), "float64": ("float64",),
            "ndarray": _ARRAY_TYPES}
def _schema_error(content):
    """The message of what is wrong with a schema, or '' when it is valid."""
    if not content:
        return "Schema content is empty."
    if not isinstance(content, dict):
        return "Schema content should be dict."
    for name, spec in content.items():
        if not re.match(r"^[0-9a-zA-Z_]+$", name):
            return f"Field '{name}' should be composed of '0-9' or 'a-z' or 'A-Z' or '_'."
        if not spec or not isinstance(spec, dict):
            return f"Field '{name}' should be dict."
        if len(spec) == 1 and "type" in spec:
            if spec["type"] not in _SCALAR_TYPES:
                return f"Field '{name}' contain illegal attribute '{spec['type']}'."
        elif len(spec) == 2 and "type" in spec:
            if spec["type"] not in _ARRAY_TYPES:
                return f"Field '{name}' contain illegal attribute '{spec['type']}'."
            if "shape" not in spec:
                return f"Field '{spec}' contains illegal attributes."
            if not isinstance(spec["shape"], list):
                return f"Field '{name}' contain illegal attribute '{spec['shape']}'."
        else:
            return f"Field '{spec}' contains illegal attributes."
    return ""


def _row_problem(i, row, schema):
    """Why row `i` does not match the schema, or None."""
    for field, spec in schema.items():
        if field not in row:
            return f"for schema, {i} th data is wrong, there is not field: '{field}' in the raw data."
        value = row[field]
        kind = type(value).__name__
        if kind not in _ACCEPTS:
            return f"for schema, {i} th data is wrong, data type: '{kind}' for field: '{field}' is not matched."
        if spec["type"] not in _ACCEPTS[kind]:
            return (f"for schema, {i} th data is wrong, data type: '{spec['type']}' for field: '{field}' is not "
                    f"matched.")
        if kind == "ndarray":
            if "shape" not in spec:
                return f"for schema, {i} th data is wrong, data shape for field: '{field}' is not specified."
            if spec["type"] != str(value.dtype):
                return (f"for schema, {i} th data is wrong, data type: '{value.dtype}' for field: '{field}' is "
                        f"not matched.")
            try:
                np.reshape(value, spec["shape"])
            except ValueError:
                return (f"for schema, {i} th data is wrong, data shape: '{value.shape}' for field: '{field}' is "
                        f"not matched.")
    return None


class FileWriter:
    r"""
    Writes rows (dicts of field values) into MindRecord files: one file, or `shard_num` shard files
    ``<file_name>0``, ``<file_name>1``, ..., each with its SQLite index ``.db`` next to it.

    Describe the fields with :meth:`add_schema`, optionally choose index fields with :meth:`add_index`, hand rows
    to :meth:`write_raw_data` (any number of calls) and finish with :meth:`commit`. The files follow MindSpore's
    on-disk format, so MindSpore reads them, and :class:`mindspore.dataset.MindDataset` or :class:`FileReader`
    read the files MindSpore writes.

    Args:
        file_name (str): Path of the file (the prefix of the shard files when `shard_num` > 1).
        shard_num (int, optional): Number of files, from 1 to 1000. Default: ``1``.
        overwrite (bool, optional): Whether existing files are replaced. Default: ``False``.

    Raises:
        ParamValueError: If `file_name`, `shard_num` or `overwrite` is invalid.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> from mindspore.mindrecord import FileWriter, FileReader
        >>> path = os.path.join(tempfile.mkdtemp(), "animals.mindrecord")
        >>> writer = FileWriter(path, shard_num=1, overwrite=True)
        >>> writer.add_schema({"name": {"type": "string"}, "legs": {"type": "int32"}}, "animals")
        >>> writer.write_raw_data([{"name": "spider", "legs": 8}, {"name": "bird", "legs": 2}])
        >>> writer.commit()
        >>> reader = FileReader(path)
        >>> for row in reader.get_next():
        ...     print(row)
        {'legs': 8, 'name': 'spider'}
        {'legs': 2, 'name': 'bird'}
        >>> reader.close()
    """

    def __init__(self, file_name, shard_num=1, overwrite=False):
        check_filename(file_name)
        if shard_num is None:
            raise ParamValueError("Parameter shard_num is None.")
        if not isinstance(shard_num, int):
            raise ParamValueError("Parameter shard_num's type is not int.")
        if not _format.MIN_SHARD_COUNT <= shard_num <= _format.MAX_SHARD_COUNT:
            raise ParamValueError(f"Parameter shard_num's value: {shard_num} should between "
                                  f"{_format.MIN_SHARD_COUNT} and {_format.MAX_SHARD_COUNT}.")
        if not isinstance(overwrite, bool):
            raise ParamValueError("Parameter overwrite's type is not bool.")
        self._file_name = file_name
        self._shard_num = shard_num
        width = len(str(shard_num - 1))
        self._paths = [file_name] if shard_num == 1 else \
            [f"{file_name}{str(i).rjust(width, '0')}" for i in range(shard_num)]
        self._overwrite = overwrite
        self._schema, self._desc, self._index_fields = None, "", None
        self._header_size, self._page_size = _format.DEFAULT_HEADER_SIZE, _format.DEFAULT_PAGE_SIZE
        self._shards = None
        self._compression = 0
        self._next_shard = 0
        self._parallel = None
        self._flushed = False
        self._append = False

    @classmethod
    def open_for_append(cls, file_name):
        r"""
        Open an existing (single-file) MindRecord data set to append rows to it.

        Args:
            file_name (str): Path of the MindRecord file.

        Returns:
            FileWriter, a writer whose :meth:`write_raw_data` adds rows after the existing ones.

        Raises:
            ParamValueError: If `file_name` is invalid.
            RuntimeError: If the file cannot be read as a MindRecord file.

        Examples:
            >>> import os, tempfile
            >>> from mindspore.mindrecord import FileWriter, FileReader
            >>> path = os.path.join(tempfile.mkdtemp(), "nums.mindrecord")
            >>> writer = FileWriter(path)
            >>> writer.add_schema({"n": {"type": "int64"}})
            >>> writer.write_raw_data([{"n": 1}])
            >>> writer.commit()
            >>> more = FileWriter.open_for_append(path)
            >>> more.write_raw_data([{"n": 2}, {"n": 3}])
            >>> more.commit()
            >>> print(FileReader(path).len())
            3
        """
        check_filename(file_name)
        if not os.path.isfile(file_name):
            raise RuntimeError(f"Invalid file, mindrecord file: {file_name} does not exist.")
        header = _format.read_header(file_name)
        instance = cls(file_name, 1, True)
        instance.init_append(file_name, header)
        return instance

    def init_append(self, file_name, header):
        """
        Load the state of an existing file into this writer (used by :meth:`open_for_append`).

        Args:
            file_name (str): Path of the MindRecord file.
            header (dict): Its header.
        """
        self._file_name = file_name
        self._paths = [file_name]
        self._append = True
        schema_entry = header["schema"][0]
        self._schema, self._desc = schema_entry["schema"], schema_entry["desc"]
        self._index_fields = [f["index_field"] for f in header["index_fields"]] if header["index_fields"] else []
        self._header_size, self._page_size = header["header_size"], header["page_size"]
        self._compression = header.get("compression_size", 0)
        shard = _format.ShardState(0)
        for raw, blob in _format.read_shard(file_name, header):
            shard.append([(bytes(_format.pack(raw)), bytes(blob), raw)], self._page_size)
        self._shards = [shard]

    def add_schema(self, content, desc=None):
        """
        Describe the fields of the rows.

        A field is ``{"type": T}`` with T one of ``int32``, ``int64``, ``float32``, ``float64``, ``string``,
        ``bytes``, or an array ``{"type": T, "shape": [...]}`` with T one of the four number types (``-1`` in the
        shape leaves that dimension free). Arrays and ``bytes`` fields are stored in blob pages, the others in raw
        pages.

        Args:
            content (dict): Field name -> description.
            desc (str, optional): A description of the schema. Default: ``None``.

        Raises:
            MRMInvalidSchemaError: If `content` is not a valid schema.

        Examples:
            >>> import os, tempfile
            >>> from mindspore.mindrecord import FileWriter
            >>> writer = FileWriter(os.path.join(tempfile.mkdtemp(), "m.mindrecord"))
            >>> writer.add_schema({"image": {"type": "bytes"}, "box": {"type": "float32", "shape": [-1, 4]}})
        """
        problem = _schema_error(content)
        if problem:
            raise MRMInvalidSchemaError(problem)
        self._schema = {name: dict(spec) for name, spec in content.items()}
        self._desc = "" if desc is None else desc

    @property
    def _blob_fields(self):
        return _format.blob_fields_of(self._schema) if self._schema else []

    def add_index(self, index_fields):
        """
        Choose the scalar fields that the SQLite index records (by default every scalar field).

        Args:
            index_fields (list[str]): Field names.

        Raises:
            ParamTypeError: If `index_fields` is empty or not a list of str.
            MRMDefineIndexError: If a field is a blob field (bytes or array).

        Examples:
            >>> import os, tempfile
            >>> from mindspore.mindrecord import FileWriter
            >>> writer = FileWriter(os.path.join(tempfile.mkdtemp(), "m.mindrecord"))
            >>> writer.add_schema({"id": {"type": "int64"}, "tag": {"type": "string"}})
            >>> writer.add_index(["tag"])
        """
        if not index_fields or not isinstance(index_fields, list):
            raise ParamTypeError("index_fields", "list")
        for field in index_fields:
            if field in self._blob_fields:
                raise MRMDefineIndexError(f"Failed to set field {field} since it's not primitive type.")
            if not isinstance(field, str):
                raise ParamTypeError("index field", "str")
        self._index_fields = list(index_fields)

    def _open(self):
        if self._shards is not None:
            return
        if not self._overwrite:
            for path in self._paths:
                if os.path.exists(path) or os.path.exists(path + ".db"):
                    raise _format.pipeline_error(f"Invalid file, mindrecord files already exist. Please check file path: "
                                          f"{os.path.abspath(path)}.")
        if self._schema is None:
            raise _format.pipeline_error("Invalid data, schema is not set. Please call 'add_schema' before writing.")
        self._shards = [_format.ShardState(i) for i in range(len(self._paths))]

    def write_raw_data(self, raw_data, parallel_writer=False):
        """
        Add rows. Rows that do not match the schema are left out with a warning, as MindSpore does.

        Args:
            raw_data (list[dict]): The rows.
            parallel_writer (bool, optional): Whether the rows of this call go, all of them, to the next shard
                file in turn (MindSpore writes each shard in a worker process then) instead of being split over
                the shards. Default: ``False``.

        Raises:
            TypeError: If `parallel_writer` is not a bool.
            ParamTypeError: If `raw_data` is not a list of dicts.
            RuntimeError: If the files exist and `overwrite` is False, no schema was added, or the writer was
                already committed.

        Examples:
            >>> import os, tempfile
            >>> import numpy as np
            >>> from mindspore.mindrecord import FileWriter
            >>> writer = FileWriter(os.path.join(tempfile.mkdtemp(), "m.mindrecord"))
            >>> writer.add_schema({"x": {"type": "float32", "shape": [2]}})
            >>> writer.write_raw_data([{"x": np.array([0.5, 1.5], np.float32)}])
            >>> writer.commit()
        """
        if not isinstance(parallel_writer, bool):
            raise TypeError("The parameter `parallel_writer` must be bool.")
        if self._parallel is None:
            self._parallel = parallel_writer
        if self._parallel != parallel_writer:
            raise RuntimeError("The parameter `parallel_writer` must be consistent during use.")
        self._open()
        if not isinstance(raw_data, list):
            raise ParamTypeError("raw_data", "list")
        if self._flushed and not self._append:
            raise RuntimeError("Not allowed to call `write_raw_data` on flushed MindRecord files.When creating new "
                               "MindRecord files, please remove `commit` before `write_raw_data`. In other cases, "
                               "when appending to existing MindRecord files, please call `open_for_append` first "
                               "and then `write_raw_data`.")
        for row in raw_data:
            if not isinstance(row, dict):
                raise ParamTypeError("raw_data item", "dict")
        problems = {}
        for i, row in enumerate(raw_data):
            problem = _row_problem(i, row, self._schema)
            if problem is not None:
                problems[i] = problem
        for i in sorted(problems, reverse=True):
            raw_data.pop(i)
            _log.warning(problems[i])
        blob_fields = self._blob_fields
        encoded = []
        for row in raw_data:
            raw = {k: (v.item() if isinstance(v, np.generic) else v) for k, v in row.items()
                   if k in self._schema and k not in blob_fields}
            if not raw:
                raw = {"id": 0}  # a schema of blob fields only: MindSpore's raw entry is this placeholder
            blob, saved = _format.encode_blob(row, blob_fields, self._schema)
            self._compression += saved
            encoded.append((bytes(_format.pack(raw)), blob, raw))
        if parallel_writer:
            # MindSpore's parallel writing hands each call's rows to the next shard's worker, in turn
            self._shards[self._next_shard].append(encoded, self._page_size)
            self._next_shard = (self._next_shard + 1) % len(self._shards)
            return
        start = 0
        for shard, count in zip(self._shards, _format.split_rows(len(encoded), len(self._shards))):
            shard.append(encoded[start:start + count], self._page_size)
            start += count

    def set_header_size(self, header_size):
        """
        Set the size of the header area of each file (holds the schema and the page table).

        Args:
            header_size (int): Bytes, from 16 KB to 128 MB. MindSpore's default is 16 MB.

        Raises:
            RuntimeError: If `header_size` is out of range.

        Examples:
            >>> import os, tempfile
            >>> from mindspore.mindrecord import FileWriter
            >>> writer = FileWriter(os.path.join(tempfile.mkdtemp(), "m.mindrecord"))
            >>> writer.set_header_size(1 << 14)
        """
        if not isinstance(header_size, int) or not _format.MIN_HEADER_SIZE <= header_size <= _format.MAX_HEADER_SIZE:
            raise _format.pipeline_error(f"Invalid data, header size: {header_size} should be in range "
                                  f"[{_format.MIN_HEADER_SIZE} bytes, {_format.MAX_HEADER_SIZE} bytes].")
        self._header_size = header_size

    def set_page_size(self, page_size):
        """
        Set the size of the data pages (a row must fit in one page).

        Args:
            page_size (int): Bytes, from 32 KB to 256 MB. MindSpore's default is 32 MB.

        Raises:
            RuntimeError: If `page_size` is out of range.

        Examples:
            >>> import os, tempfile
            >>> from mindspore.mindrecord import FileWriter
            >>> writer = FileWriter(os.path.join(tempfile.mkdtemp(), "m.mindrecord"))
            >>> writer.set_page_size(1 << 15)
        """
        if not isinstance(page_size, int) or not _format.MIN_PAGE_SIZE <= page_size <= _format.MAX_PAGE_SIZE:
            raise _format.pipeline_error(f"Invalid data, page size: {page_size} should be in range "
                                  f"[{_format.MIN_PAGE_SIZE} bytes, {_format.MAX_PAGE_SIZE} bytes].")
        self._page_size = page_size

    def commit(self):
        """
        Write the files and their index databases.

        Raises:
            RuntimeError: If the files exist and `overwrite` is False, or no schema was added.

        Examples:
            >>> import os, tempfile
            >>> from mindspore.mindrecord import FileWriter
            >>> writer = FileWriter(os.path.join(tempfile.mkdtemp(), "m.mindrecord"))
            >>> writer.add_schema({"n": {"type": "int32"}})
            >>> writer.write_raw_data([{"n": 7}])
            >>> writer.commit()
        """
        self._open()
        self._flushed = True
        scalars = [name for name in sorted(self._schema) if name not in self._blob_fields]
        index_fields = self._index_fields if self._index_fields is not None else scalars
        base = {"header_size": self._header_size, "page_size": self._page_size,
                "compression_size": self._compression,
                "index_fields": [{"index_field": f, "schema_id": 0} for f in index_fields] or None,
                "schema": [{"blob_fields": self._blob_fields, "desc": self._desc, "schema": self._schema}],
                "shard_addresses": [os.path.basename(p) for p in self._paths], "statistics": None,
                "version": _format.VERSION}
        header_size, page_size = self._header_size, self._page_size
        if self._parallel:
            # each shard is then written by its own worker as a data set of its own, with the default sizes
            header_size, page_size = _format.DEFAULT_HEADER_SIZE, _format.DEFAULT_PAGE_SIZE
            base.update(header_size=header_size, page_size=page_size)
        for path, shard in zip(self._paths, self._shards):
            if self._parallel:
                base["shard_addresses"] = [os.path.basename(path)]
                shard.shard_id = 0
                for page in shard.pages:
                    page["shard_id"] = 0
            shard.write(path, base, header_size, page_size)
            _format.write_index(path, shard, index_fields, self._schema)
            os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
            os.chmod(path + ".db", stat.S_IRUSR | stat.S_IWUSR)

    def check_all_worker_status(self):
        """
        Check the writer worker processes of parallel writing; mindspore_compat writes in the calling process,
        so there is never a failed worker to report.
        """
        return None

    def check_worker_status(self, index):
        """
        Check one writer worker process of parallel writing (see :meth:`check_all_worker_status`).

        Args:
            index (int): Index of the worker.
        """
        return None

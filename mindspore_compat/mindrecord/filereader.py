"""Reading MindRecord files row by row: :class:`FileReader`."""
import math
import os

from . import _format
from .common.exceptions import ParamTypeError, ParamValueError

__all__ = ["FileReader"]

_INT64_MIN = -(1 << 63)


def _plain(value):
    """A raw-page value as MindSpore hands it to Python: a float with an integral value becomes an int."""
    if isinstance(value, float) and math.isfinite(value) and value == math.floor(value):
        return int(value) if -(1 << 63) <= value < (1 << 63) else _INT64_MIN
    return value


def open_files(file_name):
    """(paths, header of the first) of the shard files `file_name` names: a str opens every shard of its set,
    a list exactly the files listed."""
    if isinstance(file_name, str):
        if not os.path.isfile(file_name):
            raise RuntimeError(f"The input: {file_name} is not exists.")
        paths = _format.shard_paths(file_name)
    elif isinstance(file_name, list) and file_name:
        for path in file_name:
            if not isinstance(path, str) or not os.path.isfile(path):
                raise RuntimeError(f"The input: {path} is not exists.")
        paths = list(file_name)
    else:
        raise ParamValueError(f"File path: {file_name} is not string.")
    for path in paths:
        if not os.path.isfile(path):
            raise RuntimeError(f"Invalid file, mindrecord file: {path} of the data set does not exist.")
    return paths, _format.read_header(paths[0])


class FileReader:
    """
    Reads the rows of MindRecord files as dicts.

    Args:
        file_name (Union[str, list[str]]): A file of the data set (every shard of its set is read), or the list of
            shard files to read.
        num_consumer (int, optional): Reader threads in MindSpore (validated). Default: ``4``.
        columns (list[str], optional): Fields to return. Default: ``None``, every field.
        operator (int, optional): Reserved. Default: ``None``.

    Raises:
        ParamValueError: If `file_name` or `num_consumer` is invalid.
        ParamTypeError: If `columns` is not a list.
        RuntimeError: If a file does not exist or is not a MindRecord file.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from mindspore.mindrecord import FileWriter, FileReader
        >>> path = os.path.join(tempfile.mkdtemp(), "points.mindrecord")
        >>> writer = FileWriter(path)
        >>> writer.add_schema({"xy": {"type": "float32", "shape": [2]}, "id": {"type": "int64"}})
        >>> writer.write_raw_data([{"xy": np.array([1.5, -2.0], np.float32), "id": 4}])
        >>> writer.commit()
        >>> reader = FileReader(path)
        >>> print(reader.len(), reader.schema()["xy"])
        1 {'shape': [2], 'type': 'float32'}
        >>> for row in reader.get_next():
        ...     print(row["id"], row["xy"])
        4 [ 1.5 -2. ]
        >>> reader.close()
    """

    def __init__(self, file_name, num_consumer=4, columns=None, operator=None):
        if columns:
            if not isinstance(columns, list):
                raise ParamTypeError("columns", "list")
            self._columns = list(columns)
        else:
            self._columns = None
        if not isinstance(num_consumer, int) or isinstance(num_consumer, bool):
            raise ParamValueError("Parameter num_consumer is not int.")
        if num_consumer < 1:
            raise ParamValueError(f"Parameter num_consumer: {num_consumer} should between 1 and "
                                  f"{max(os.cpu_count() or 1, 1)}.")
        self._paths, self._header = open_files(file_name)
        entry = self._header["schema"][0]
        self._schema = entry["schema"]
        self._blob_fields = entry["blob_fields"]
        if self._columns:
            for column in self._columns:
                if column not in self._schema:
                    raise RuntimeError(f"Invalid data, column name: {column} can not found in schema. Please check "
                                       f"the 'column_list'.")
        self._closed = False

    def get_next(self):
        """
        The rows, one dict per row: the scalar fields (in name order) then the blob fields (bytes, or numpy
        arrays shaped as in the schema).

        Returns:
            generator of dict.
        """
        for path in self._paths:
            for raw, blob in _format.read_shard(path):
                row = {k: _plain(v) for k, v in raw.items() if k in self._schema}
                row.update(_format.decode_blob(blob, self._blob_fields, self._schema))
                if self._columns:
                    row = {k: row[k] for k in row if k in self._columns}
                yield row

    def close(self):
        """Release the reader (files are read on demand, so there is nothing left open)."""
        self._closed = True

    def schema(self):
        """
        The schema the files were written with.

        Returns:
            dict, field name -> description.
        """
        return self._schema

    def len(self):
        """
        The number of rows in the files.

        Returns:
            int, the row count.
        """
        total = 0
        for path in self._paths:
            header = _format.read_header(path)
            total += sum(p["end_row_id"] - p["start_row_id"] for p in header.get("page") or []
                         if p["page_type"] == "BLOB_DATA")
        return total

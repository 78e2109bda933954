"""Converting a CSV file to MindRecord: :class:`CsvToMR`."""
import os

from .._format import check_filename
from ..filewriter import FileWriter
from ._convert import write_in_batches

__all__ = ["CsvToMR"]

# pandas' inferred column dtype -> MindRecord field type; every other dtype (text) becomes "string"
_FIELD_TYPES = {"int64": "int64", "float64": "float64", "bool": "int32"}


def _pandas():
    try:
        import pandas  # pylint: disable=import-outside-toplevel
    except ImportError as exc:
        raise ImportError("CsvToMR infers the column types with pandas, as in MindSpore: install pandas") from exc
    return pandas


class CsvToMR:
    """
    Converts a CSV file (the first line names the columns) into a MindRecord data set. The type of each field
    is the column type pandas infers: integers become ``int64``, numbers ``float64``, ``True``/``False`` columns
    ``int32`` (1 and 0) and anything else ``string``. Every converted column is an index field.

    Args:
        source (str): Path of the CSV file.
        destination (str): Path of the MindRecord file; the files must not exist yet.
        columns_list (list[str], optional): The columns to convert. Default: ``None``, all of them.
        partition_number (int, optional): Number of shard files. Default: ``1``.

    Raises:
        ValueError: If `source`, `destination`, `columns_list` or `partition_number` is invalid.
        RuntimeError: If a column of `columns_list` is not in the file (raised when converting).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> from mindspore.mindrecord import CsvToMR, FileReader
        >>> root = tempfile.mkdtemp()
        >>> with open(os.path.join(root, "fruit.csv"), "w") as f:
        ...     _ = f.write("name,weight,count,ripe\\napple,0.25,3,True\\nplum,0.5,12,False\\n")
        >>> CsvToMR(os.path.join(root, "fruit.csv"), os.path.join(root, "fruit.mindrecord")).transform()
        >>> reader = FileReader(os.path.join(root, "fruit.mindrecord"))
        >>> for row in reader.get_next():
        ...     print(row["name"], row["weight"], row["count"], row["ripe"])
        apple 0.25 3 1
        plum 0.5 12 0
        >>> reader.close()
    """

    def __init__(self, source, destination, columns_list=None, partition_number=1):
        self.pd = _pandas()
        if not isinstance(source, str):
            raise ValueError("The parameter source must be str.")
        check_filename(source)
        self.source = source
        if columns_list and (not isinstance(columns_list, list)
                             or not all(isinstance(col, str) for col in columns_list)):
            raise ValueError("The parameter columns_list must be list of str.")
        self.columns_list = columns_list
        if not isinstance(destination, str):
            raise ValueError("The parameter destination must be str.")
        check_filename(destination)
        self.destination = destination
        if partition_number is None or not isinstance(partition_number, int):
            raise ValueError("The parameter partition_number must be int")
        self.partition_number = partition_number
        self.writer = FileWriter(destination, partition_number)

    def _schema(self, frame):
        if self.columns_list:
            for col in self.columns_list:
                if col not in frame.columns:
                    raise RuntimeError(f"The parameter columns_list is illegal, column {col} does not exist.")
        else:
            self.columns_list = frame.columns
        schema = {col: {"type": _FIELD_TYPES.get(str(frame[col].dtype), "string")} for col in self.columns_list}
        if not schema:
            raise RuntimeError("Failed to generate schema from csv file.")
        return schema

    @staticmethod
    def _rows(frame, columns, schema):
        convert = {"int64": int, "float64": float, "int32": int}
        casts = [(col, convert.get(schema[col]["type"])) for col in columns]
        for _, line in frame.iterrows():
            yield {col: line[col] if cast is None else cast(line[col]) for col, cast in casts}

    def run(self):
        """
        Write the MindRecord file(s).

        Returns:
            int, 0.

        Raises:
            IOError: If the CSV file does not exist.
            RuntimeError: If a column of `columns_list` is not in the file.
            ValueError: If a column name is a number.
        """
        if not os.path.exists(self.source):
            raise IOError(f"Csv file {self.source} do not exist.")
        frame = self.pd.read_csv(self.source)
        schema = self._schema(frame)
        self.writer.set_header_size(1 << 24)
        self.writer.set_page_size(1 << 26)
        self.writer.add_schema(schema, "csv_schema")
        columns = list(self.columns_list)
        for name in columns:
            if str(name).isdigit():
                raise ValueError(f"The first line content: {name} of the CSV file is used as a column name and "
                                 "does not allow starting with a number.")
        self.writer.add_index(columns)
        write_in_batches(self.writer, self._rows(frame, columns, schema))
        self.writer.commit()
        return 0

    def transform(self):
        """
        Convert (the same as :meth:`run`, whose errors it raises).

        Raises:
            ParamTypeError: If an index field is invalid.
            MRMOpenError: If a MindRecord file cannot be opened.
            MRMValidateDataError: If the data do not match the blob fields.
            MRMSetHeaderError: If the header cannot be set.
            MRMWriteDatasetError: If the data set cannot be written.
            IOError: If the CSV file does not exist.
            ValueError: If a column name is a number.
        """
        self.run()

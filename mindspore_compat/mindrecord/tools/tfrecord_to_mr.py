"""Converting a TFRecord file of tf.train.Example records to MindRecord: :class:`TFRecordToMR`."""
import logging
from string import punctuation

import numpy as np

from ...common._tfrecord import parse_example, read_tfrecords
from .._format import check_filename
from ..filewriter import FileWriter
from ._convert import write_in_batches

__all__ = ["TFRecordToMR"]

# TensorFlow dtype name -> MindRecord field type
_FIELD_TYPES = {"string": "string", "int8": "int32", "int16": "int32", "int32": "int32", "int64": "int64",
                "uint8": "int32", "uint16": "int32", "uint32": "int64", "uint64": "int64", "float16": "float32",
                "float32": "float32", "float64": "float64", "double": "float64", "bool": "int32"}
# tf.io.parse_single_example reads these three dtypes only, each from one kind of tf.train.Feature list
_FEATURE_KINDS = {"string": "bytes", "int64": "int64", "float32": "float"}
_NUMPY_TYPES = {"int32": np.int32, "int64": np.int64, "float32": np.float32, "float64": np.float64}
_SPECIAL = set(punctuation + " ") - {"_"}
_log = logging.getLogger("mindspore.mindrecord")


def _field_name(key):
    """`key` with every punctuation character but "_" and every space replaced by "_"."""
    return "".join("_" if ch in _SPECIAL else ch for ch in key)


def _dtype_name(dtype):
    """The name of a feature dtype: a tf.DType (its ``name``) or the name itself."""
    return dtype if isinstance(dtype, str) else getattr(dtype, "name", None)


def _is_fixed_len_feature(spec):
    return all(hasattr(spec, attr) for attr in ("shape", "dtype", "default_value")) and \
        _dtype_name(spec.dtype) is not None


class TFRecordToMR:
    """
    Converts a TFRecord file of ``tf.train.Example`` records into a MindRecord file, one field per entry of
    `feature_dict`. Field names are the feature names with punctuation and spaces replaced by ``_``. A feature of
    shape ``[]`` becomes a scalar field (``string`` text, or ``bytes`` when listed in `bytes_fields`); a feature
    of shape ``[n]`` becomes a numeric array field of shape ``[n]``. Integer dtypes map to ``int32`` or
    ``int64``, floating dtypes to ``float32`` or ``float64``.

    The records are read without TensorFlow. Each feature spec is a ``tf.io.FixedLenFeature`` or any object with
    the attributes ``shape`` (a list), ``dtype`` (a ``tf.DType`` or its name, e.g. ``"int64"``) and
    ``default_value`` (used when a record lacks the feature; ``None``: the feature is required).

    Args:
        source (str): Path of the TFRecord file.
        destination (str): Path of the MindRecord file; the files must not exist yet.
        feature_dict (dict[str, FixedLenFeature]): The features to convert and their specs.
        bytes_fields (list[str], optional): Scalar string features to store as ``bytes`` (e.g. encoded images).
            Default: ``None``.

    Raises:
        ValueError: If an argument is invalid.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import collections, os, struct, tempfile
        >>> from mindspore.mindrecord import TFRecordToMR, FileReader
        >>> def masked_crc32c(data):  # TFRecord frames carry masked CRC-32C (Castagnoli) checksums
        ...     crc = ~0 & 0xFFFFFFFF
        ...     for bit in range(8 * len(data)):
        ...         crc ^= (data[bit // 8] >> (bit % 8)) & 1
        ...         crc = (crc >> 1) ^ (0x82F63B78 * (crc & 1))
        ...     crc ^= 0xFFFFFFFF
        ...     return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF
        >>> def field(number, payload):  # a length-delimited protobuf field (payloads under 128 bytes)
        ...     return bytes([number << 3 | 2, len(payload)]) + payload
        >>> def example(name, score):  # a tf.train.Example with a bytes and an int64 feature
        ...     text = field(1, field(1, b"name") + field(2, field(1, field(1, name))))
        ...     number = field(1, field(1, b"score") + field(2, field(3, bytes([8, score]))))
        ...     return field(1, text + number)
        >>> root = tempfile.mkdtemp()
        >>> with open(os.path.join(root, "people.tfrecord"), "wb") as f:
        ...     for record in (example(b"ada", 36), example(b"alan", 41)):
        ...         size = struct.pack("<Q", len(record))
        ...         _ = f.write(size + struct.pack("<I", masked_crc32c(size)) + record
        ...                     + struct.pack("<I", masked_crc32c(record)))
        >>> Spec = collections.namedtuple("FixedLenFeature", ["shape", "dtype", "default_value"])
        >>> features = {"name": Spec([], "string", None), "score": Spec([], "int64", None)}
        >>> TFRecordToMR(os.path.join(root, "people.tfrecord"), os.path.join(root, "people.mindrecord"),
        ...              features).transform()
        >>> reader = FileReader(os.path.join(root, "people.mindrecord"))
        >>> for row in reader.get_next():
        ...     print(row["name"], row["score"])
        ada 36
        alan 41
        >>> reader.close()
    """

    def __init__(self, source, destination, feature_dict, bytes_fields=None):
        for arg_name, path in (("source", source), ("destination", destination)):
            if not isinstance(path, str):
                raise ValueError(f"Parameter {arg_name} must be string.")
            check_filename(path, arg_name)
        if feature_dict is None or not isinstance(feature_dict, dict):
            raise ValueError("Parameter feature_dict is None or not dict.")
        if not all(_is_fixed_len_feature(spec) for spec in feature_dict.values()):
            raise ValueError(f"Parameter feature_dict: {feature_dict} only support FixedLenFeature.")
        self.source, self.destination, self.feature_dict = source, destination, feature_dict
        self.bytes_fields_list = self._check_bytes_fields(bytes_fields)
        self.scalar_set, self.list_set = set(), set()
        self.mindrecord_schema = self._schema()

    def _check_bytes_fields(self, bytes_fields):
        if bytes_fields is None:
            return []
        if not isinstance(bytes_fields, list):
            raise ValueError(f"Parameter bytes_fields: {bytes_fields} must be list(str).")
        names = []
        for item in bytes_fields:
            if not isinstance(item, str):
                raise ValueError(f"Parameter bytes_fields's item: {item} is not str.")
            if item not in self.feature_dict:
                raise ValueError(f"Parameter bytes_fields's item: {item} is not in feature_dict: {self.feature_dict}.")
            if not isinstance(self.feature_dict[item].shape, list):
                raise ValueError(f"Parameter feature_dict[{item}].shape should be a list.")
            if _dtype_name(self.feature_dict[item].dtype) != "string":
                raise ValueError(f"Parameter bytes_field: {item} should be tf.string in feature_dict.")
            names.append(_field_name(item))
        return names

    @staticmethod
    def _field_type(dtype):
        name = _dtype_name(dtype)
        if name not in _FIELD_TYPES:
            raise ValueError(f"Type {name} is not supported in MindRecord.")
        return _FIELD_TYPES[name]

    def _schema(self):
        schema = {}
        for key, spec in self.feature_dict.items():
            name = _field_name(key)
            if not spec.shape:
                self.scalar_set.add(name)
                schema[name] = {"type": "bytes" if name in self.bytes_fields_list else self._field_type(spec.dtype)}
                continue
            if len(spec.shape) != 1:
                raise ValueError(f"Parameter len(feature_dict[{key}].shape) should be 1.")
            if not isinstance(spec.shape[0], int):
                raise ValueError("Invalid parameter feature_dict, value and type mismatch, please check item of "
                                 f"feature_dict[\"{key}\"].")
            if spec.shape[0] < 1:
                raise ValueError(f"Parameter feature_dict[{key}].shape[0] should > 0")
            if _dtype_name(spec.dtype) == "string":
                raise ValueError(f"Parameter feature_dict[{key}].dtype is tf.string which shape[0] is not None. "
                                 "It is not supported.")
            self.list_set.add(name)
            schema[name] = {"type": self._field_type(spec.dtype), "shape": [spec.shape[0]]}
        return schema

    def _values(self, key, spec, features):
        """The values of one feature as tf.io.parse_single_example gives them; ValueError when they do not fit."""
        kind = _FEATURE_KINDS.get(_dtype_name(spec.dtype))
        count = spec.shape[0] if spec.shape else 1
        if key in features and len(features[key][1]) > 0:
            found, values = features[key]
            if found != kind or len(values) != count:
                raise ValueError("TFRecord feature_dict parameter error.")
            return list(values)
        if kind is None or spec.default_value is None:
            raise ValueError("TFRecord feature_dict parameter error.")
        values = list(np.ravel(np.asarray(spec.default_value, dtype=object)))
        if len(values) == 1 and count > 1:
            values = values * count
        if len(values) != count:
            raise ValueError("TFRecord feature_dict parameter error.")
        return values

    def _row(self, features):
        row = {}
        for key, spec in self.feature_dict.items():
            name = _field_name(key)
            values = self._values(key, spec, features)
            field_type = self.mindrecord_schema[name]["type"]
            if name in self.list_set:
                row[name] = np.asarray(values, _NUMPY_TYPES[field_type])
            elif _dtype_name(spec.dtype) == "string":
                value = values[0] if isinstance(values[0], bytes) else str(values[0]).encode("utf-8")
                row[name] = value if name in self.bytes_fields_list else str(value, encoding="utf-8")
            elif field_type.startswith("int"):
                row[name] = int(values[0])
            else:
                row[name] = float(np.float32(values[0]))
        return row

    def tfrecord_iterator(self):
        """
        Yield the rows of the TFRecord file, as :meth:`run` writes them.

        Returns:
            generator, the rows (dicts).
        """
        _log.warning("This interface will be deleted or invisible in the future.")
        for record in read_tfrecords(self.source):
            yield self._row(parse_example(record))

    def tfrecord_iterator_oldversion(self):
        """
        Yield the rows of the TFRecord file (kept for TensorFlow 1 in MindSpore; the same rows as
        :meth:`tfrecord_iterator` here, since no TensorFlow is used).

        Returns:
            generator, the rows (dicts).
        """
        return self.tfrecord_iterator()

    def run(self):
        """
        Write the MindRecord file.

        Raises:
            ValueError: If a record lacks a required feature or a feature does not match its spec.
        """
        writer = FileWriter(self.destination)
        writer.add_schema(self.mindrecord_schema, "TFRecord to MindRecord")
        write_in_batches(writer, self.tfrecord_iterator(), True)
        return writer.commit()

    def transform(self):
        """
        Convert (the same as :meth:`run`, whose errors it raises).

        Raises:
            ParamTypeError: If an index field is invalid.
            MRMOpenError: If a MindRecord file cannot be opened.
            MRMValidateDataError: If the data do not match the blob fields.
            MRMSetHeaderError: If the header cannot be set.
            MRMWriteDatasetError: If the data set cannot be written.
            ValueError: If a record does not match `feature_dict`.
        """
        self.run()

"""The TFRecord container and the ``tf.train.Example`` protobuf wire format, read without TensorFlow.

Shared by ``dataset.TFRecordDataset`` and ``mindrecord.TFRecordToMR``; it sits below both packages.
"""
import gzip
import struct
import zlib

import numpy as np


def _varint(data, pos):
    result, shift = 0, 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7


def _fields(data):
    """(field number, wire type, value) of a protobuf message; length-delimited values as memoryviews."""
    pos, end = 0, len(data)
    while pos < end:
        key, pos = _varint(data, pos)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = _varint(data, pos)
        elif wire == 1:
            value, pos = data[pos:pos + 8], pos + 8
        elif wire == 2:
            n, pos = _varint(data, pos)
            value, pos = data[pos:pos + n], pos + n
        elif wire == 5:
            value, pos = data[pos:pos + 4], pos + 4
        else:
            raise ValueError(f"unsupported protobuf wire type {wire}")
        yield number, wire, value


def _signed64(value):
    return value - (1 << 64) if value >= 1 << 63 else value


def _feature_values(feature):
    """(kind, values) of a tf.train.Feature: 'bytes' -> list of bytes, 'float' -> float32 array, 'int64'."""
    for number, _, body in _fields(feature):
        if number == 1:
            return "bytes", [bytes(v) for n, _, v in _fields(body) if n == 1]
        if number == 2:
            values = []
            for n, wire, v in _fields(body):
                if n != 1:
                    continue
                raw = bytes(v)
                values.extend(np.frombuffer(raw, "<f4").tolist() if wire == 2 else struct.unpack("<f", raw))
            return "float", np.array(values, dtype=np.float32)
        if number == 3:
            values = []
            for n, wire, v in _fields(body):
                if n != 1:
                    continue
                if wire == 0:
                    values.append(_signed64(v))
                else:
                    pos, raw = 0, bytes(v)
                    while pos < len(raw):
                        item, pos = _varint(raw, pos)
                        values.append(_signed64(item))
            return "int64", np.array(values, dtype=np.int64)
    return "bytes", []


def parse_example(record):
    """{feature name: (kind, values)} of a serialized tf.train.Example."""
    features = {}
    for number, _, body in _fields(memoryview(record)):
        if number != 1:
            continue
        for n, _, entry in _fields(body):
            if n != 1:
                continue
            name, value = "", b""
            for k, _, part in _fields(entry):
                if k == 1:
                    name = bytes(part).decode("utf-8")
                elif k == 2:
                    value = part
            features[name] = _feature_values(value)
    return features


def _crc32c_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        table.append(c)
    return table


_CRC32C = _crc32c_table()


def masked_crc32c(data):
    """The masked CRC-32C (Castagnoli) checksum TFRecord frames use."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc = _CRC32C[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    crc ^= 0xFFFFFFFF
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def read_tfrecords(path, compression_type=None, error=RuntimeError):
    """The serialized records of a TFRecord file (length, masked CRC, data, masked CRC per record); a damaged
    file raises ``error(message)``."""
    opener = {None: open, "": open, "GZIP": gzip.open, "ZLIB": None}[compression_type]
    if opener is None:
        with open(path, "rb") as f:
            data = zlib.decompress(f.read())
    else:
        with opener(path, "rb") as f:
            data = f.read()
    records, pos = [], 0
    while pos + 12 <= len(data):
        n = struct.unpack_from("<Q", data, pos)[0]
        if struct.unpack_from("<I", data, pos + 8)[0] != masked_crc32c(data[pos:pos + 8]):
            raise error(f"Invalid file. The following files either cannot be opened, or are not valid "
                        f"TFRecordDataset files:\n    {path}\n")
        pos += 12
        if pos + n + 4 > len(data):
            raise error(f"Invalid file, failed to read a record of TFRecord file: {path}.")
        records.append(data[pos:pos + n])
        pos += n + 4
    return records

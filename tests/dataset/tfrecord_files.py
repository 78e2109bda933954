"""Writes TFRecord files of tf.Example records (the format TensorFlow writes), without TensorFlow: the protobuf
wire format by hand and the masked CRC-32C checksums of the record framing."""
import struct

_POLY = 0x82F63B78
_TABLE = []
for _n in range(256):
    _c = _n
    for _ in range(8):
        _c = (_c >> 1) ^ _POLY if _c & 1 else _c >> 1
    _TABLE.append(_c)


def crc32c(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc = _TABLE[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def masked_crc(data):
    crc = crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def _varint(n):
    n &= (1 << 64) - 1
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _field(number, payload):
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def feature(values):
    """A tf.train.Feature: bytes -> BytesList, float -> FloatList (packed), int -> Int64List (packed)."""
    if all(isinstance(v, bytes) for v in values):
        return _field(1, b"".join(_field(1, v) for v in values))
    if all(isinstance(v, float) for v in values):
        return _field(2, _field(1, b"".join(struct.pack("<f", v) for v in values)))
    return _field(3, _field(1, b"".join(_varint(v) for v in values)))


def example(features):
    """A serialized tf.train.Example of {name: list of values}."""
    entries = b"".join(_field(1, _field(1, name.encode()) + _field(2, feature(values)))
                       for name, values in features.items())
    return _field(1, entries)


def write_tfrecord(path, examples):
    with open(path, "wb") as f:
        for features in examples:
            data = example(features)
            head = struct.pack("<Q", len(data))
            f.write(head + struct.pack("<I", masked_crc(head)) + data + struct.pack("<I", masked_crc(data)))

"""The MindRecord file format, read and written in Python.

A MindRecord data set is one file per shard plus, next to each, an SQLite index ``<file>.db``. A shard file is:

* a header area of ``header_size`` bytes: an 8-byte little-endian length, then that many bytes of compact JSON
  (keys sorted), then zeros. The JSON holds the schema, the index fields, the shard addresses (the base names of
  every shard file of the set) and the page table;
* pages of ``page_size`` bytes each, page ``k`` starting at ``header_size + k * page_size`` (the file ends right
  after the used part of its last page). A ``BLOB_DATA`` page holds the blob part of consecutive rows (its
  ``start_row_id`` / ``end_row_id``), a ``RAW_DATA`` page the raw part of rows of one or more row groups
  (``row_group_ids``: the blob page each group of rows belongs to and the offset where the group starts).

Every row entry of a page is an 8-byte little-endian length and the payload. The raw payload is a MessagePack
map of the scalar fields (keys sorted). The blob payload is the bytes of the blob fields (``bytes`` fields and
fields with a ``shape``) in name order; with more than one blob field each is preceded by its 8-byte big-endian
length. Integer arrays are stored compressed: a 4-byte big-endian element count, two bits per element giving its
width (int8/16/32/64, four elements per byte, high bits first), then the elements little-endian at those widths.
Float arrays are their little-endian bytes.
"""
import json
import math
import os
import random
import sqlite3
import struct

import numpy as np

from .common.exceptions import ParamValueError

__all__ = []

MIN_HEADER_SIZE, MAX_HEADER_SIZE = 16 * 1024, 128 * 1024 * 1024
MIN_PAGE_SIZE, MAX_PAGE_SIZE = 32 * 1024, 256 * 1024 * 1024
DEFAULT_HEADER_SIZE, DEFAULT_PAGE_SIZE = 1 << 24, 1 << 25
MIN_SHARD_COUNT, MAX_SHARD_COUNT = 1, 1000
VERSION = "3.0"
_NUMPY = {"int32": np.int32, "int64": np.int64, "float32": np.float32, "float64": np.float64}
_SQL_TYPE = {"string": "TEXT", "int32": "INTEGER", "int64": "INTEGER", "float32": "REAL", "float64": "REAL"}
_HEADER_ORDER = ("header_size", "index_fields", "page", "page_size", "compression_size", "schema", "shard_addresses",
                 "shard_id", "statistics", "version")
_INT_WIDTHS = (np.int8, np.int16, np.int32, np.int64)


_RULE = "-" * 66


def pipeline_error(message):
    """RuntimeError worded as MindSpore's C++ MindRecord layer reports an error (its data-pipeline format)."""
    return RuntimeError(f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. \n\n"
                        f"{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n")


_FORBIDDEN = set('\\/:*?"<>|`&\';')


def check_filename(path, arg_name=""):
    """Raise ParamValueError unless `path` is a usable MindRecord file path."""
    what = "File path" if not arg_name else f"'{arg_name}'"
    if not path:
        raise ParamValueError(f"{what} is not allowed None or empty!")
    if not isinstance(path, str):
        raise ParamValueError(f"File path: {path} is not string.")
    if path.endswith("/"):
        raise ParamValueError("File path can not end with '/'")
    name = os.path.basename(path)
    if any(ch in _FORBIDDEN for ch in name):
        raise ParamValueError("File name should not contains \\/:*?\"<>|`&;'")
    return True


def dumps(obj):
    """JSON text as the C++ writer prints it: compact, keys sorted, UTF-8 kept."""
    return json.dumps(obj, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


# ----- MessagePack (the subset the raw pages use) ---------------------------------------------------------------
def _pack_int(v, out):
    if v >= 0:
        if v < 0x80:
            out.append(v)
        elif v <= 0xFF:
            out += b"\xcc" + struct.pack(">B", v)
        elif v <= 0xFFFF:
            out += b"\xcd" + struct.pack(">H", v)
        elif v <= 0xFFFFFFFF:
            out += b"\xce" + struct.pack(">I", v)
        else:
            out += b"\xcf" + struct.pack(">Q", v)
    elif v >= -32:
        out += struct.pack(">b", v)
    elif v >= -128:
        out += b"\xd0" + struct.pack(">b", v)
    elif v >= -32768:
        out += b"\xd1" + struct.pack(">h", v)
    elif v >= -2147483648:
        out += b"\xd2" + struct.pack(">i", v)
    else:
        out += b"\xd3" + struct.pack(">q", v)


def _pack_len(n, small_tag, small_max, tags, out):
    if n <= small_max:
        out.append(small_tag | n)
        return
    for tag, fmt in tags:
        if n < 1 << (8 * struct.calcsize(fmt)):
            out += bytes([tag]) + struct.pack(fmt, n)
            return


def pack(value, out=None):
    """MessagePack bytes of a JSON-like value; a float that a float32 holds exactly is written as float32."""
    out = bytearray() if out is None else out
    if value is None:
        out.append(0xC0)
    elif isinstance(value, (bool, np.bool_)):
        out.append(0xC3 if value else 0xC2)
    elif isinstance(value, (int, np.integer)):
        _pack_int(int(value), out)
    elif isinstance(value, (float, np.floating)):
        v = float(value)
        single = np.float32(v)
        if math.isfinite(v) and float(single) == v or math.isnan(v):
            out += b"\xca" + struct.pack(">f", v)
        else:
            out += b"\xcb" + struct.pack(">d", v)
    elif isinstance(value, str):
        raw = value.encode("utf-8")
        if len(raw) < 32:
            out.append(0xA0 | len(raw))
        else:
            _pack_len(len(raw), 0xA0, -1, ((0xD9, ">B"), (0xDA, ">H"), (0xDB, ">I")), out)
        out += raw
    elif isinstance(value, dict):
        _pack_len(len(value), 0x80, 15, ((0xDE, ">H"), (0xDF, ">I")), out)
        for key in sorted(value):
            pack(key, out)
            pack(value[key], out)
    elif isinstance(value, (list, tuple)):
        _pack_len(len(value), 0x90, 15, ((0xDC, ">H"), (0xDD, ">I")), out)
        for item in value:
            pack(item, out)
    else:
        raise TypeError(f"cannot store a value of type {type(value).__name__} in a MindRecord raw page")
    return out


_FIXED = {0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q", 0xD0: ">b", 0xD1: ">h", 0xD2: ">i", 0xD3: ">q",
          0xCA: ">f", 0xCB: ">d"}


def unpack(data, pos=0):
    """(value, next position) of the MessagePack value at `pos`."""
    tag = data[pos]
    pos += 1
    if tag < 0x80:
        return tag, pos
    if tag >= 0xE0:
        return tag - 0x100, pos
    if 0xA0 <= tag <= 0xBF:
        n = tag & 0x1F
        return bytes(data[pos:pos + n]).decode("utf-8"), pos + n
    if 0x80 <= tag <= 0x8F or tag in (0xDE, 0xDF):
        if tag <= 0x8F:
            n = tag & 0x0F
        else:
            fmt = ">H" if tag == 0xDE else ">I"
            n = struct.unpack_from(fmt, data, pos)[0]
            pos += struct.calcsize(fmt)
        result = {}
        for _ in range(n):
            key, pos = unpack(data, pos)
            result[key], pos = unpack(data, pos)
        return result, pos
    if 0x90 <= tag <= 0x9F or tag in (0xDC, 0xDD):
        if tag <= 0x9F:
            n = tag & 0x0F
        else:
            fmt = ">H" if tag == 0xDC else ">I"
            n = struct.unpack_from(fmt, data, pos)[0]
            pos += struct.calcsize(fmt)
        items = []
        for _ in range(n):
            item, pos = unpack(data, pos)
            items.append(item)
        return items, pos
    if tag in (0xD9, 0xDA, 0xDB):
        fmt = {0xD9: ">B", 0xDA: ">H", 0xDB: ">I"}[tag]
        n = struct.unpack_from(fmt, data, pos)[0]
        pos += struct.calcsize(fmt)
        return bytes(data[pos:pos + n]).decode("utf-8"), pos + n
    if tag == 0xC0:
        return None, pos
    if tag in (0xC2, 0xC3):
        return tag == 0xC3, pos
    fmt = _FIXED.get(tag)
    if fmt is None:
        raise ValueError(f"unexpected MessagePack tag 0x{tag:02x} in a MindRecord raw page")
    return struct.unpack_from(fmt, data, pos)[0], pos + struct.calcsize(fmt)


# ----- blob fields ----------------------------------------------------------------------------------------------
def _compress_ints(arr):
    flat = [int(v) for v in np.asarray(arr).reshape(-1)]
    codes = []
    for v in flat:
        if -128 <= v < 128:
            codes.append(0)
        elif -32768 <= v < 32768:
            codes.append(1)
        elif -2147483648 <= v < 2147483648:
            codes.append(2)
        else:
            codes.append(3)
    out = bytearray(struct.pack(">I", len(flat)))
    for start in range(0, len(codes), 4):
        byte = 0
        for k, code in enumerate(codes[start:start + 4]):
            byte |= code << (6 - 2 * k)
        out.append(byte)
    for v, code in zip(flat, codes):
        out += np.array(v, dtype=_INT_WIDTHS[code]).astype("<" + np.dtype(_INT_WIDTHS[code]).str[1:]).tobytes()
    return bytes(out)


def _decompress_ints(data, dtype):
    n = struct.unpack_from(">I", data, 0)[0]
    pos = 4 + (n + 3) // 4
    values = np.empty(n, dtype=dtype)
    for i in range(n):
        code = (data[4 + i // 4] >> (6 - 2 * (i % 4))) & 3
        width = 1 << code
        values[i] = int.from_bytes(data[pos:pos + width], "little", signed=True)
        pos += width
    return values


def encode_blob(row, blob_fields, schema):
    """(blob payload of one row, bytes saved by integer compression)."""
    parts, saved = [], 0
    for name in blob_fields:
        spec = schema[name]
        value = row[name]
        if spec["type"] == "bytes":
            part = bytes(value)
        elif spec["type"] in ("int32", "int64"):
            arr = np.asarray(value)
            part = _compress_ints(arr)
            saved += arr.size * arr.dtype.itemsize - len(part)
        else:
            part = np.ascontiguousarray(value).astype("<" + np.dtype(_NUMPY[spec["type"]]).str[1:]).tobytes()
        parts.append(part)
    if not blob_fields:
        return b"\x00" * 4, 0
    if len(parts) == 1:
        return parts[0], saved
    return b"".join(struct.pack(">Q", len(p)) + p for p in parts), saved


def decode_blob(payload, blob_fields, schema):
    """{blob field: bytes or numpy array} of one row's blob payload."""
    if not blob_fields:
        return {}
    if len(blob_fields) == 1:
        pieces = [payload]
    else:
        pieces, pos = [], 0
        for _ in blob_fields:
            n = struct.unpack_from(">Q", payload, pos)[0]
            pieces.append(payload[pos + 8:pos + 8 + n])
            pos += 8 + n
    result = {}
    for name, piece in zip(blob_fields, pieces):
        spec = schema[name]
        kind = spec["type"]
        if kind == "bytes":
            result[name] = bytes(piece)
            continue
        if kind in ("int32", "int64"):
            arr = _decompress_ints(piece, _NUMPY[kind])
        else:
            arr = np.frombuffer(bytes(piece), dtype="<" + np.dtype(_NUMPY[kind]).str[1:]).astype(_NUMPY[kind])
        result[name] = arr.reshape(spec["shape"])
    return result


# ----- header ---------------------------------------------------------------------------------------------------
def read_header(path):
    """The header JSON of a shard file (dict)."""
    with open(path, "rb") as f:
        head = f.read(8)
        if len(head) < 8:
            raise ValueError(f"Invalid file, the size of mindrecord file: {path} is too small.")
        n = struct.unpack("<Q", head)[0]
        text = f.read(n)
    if len(text) != n or n == 0:
        raise ValueError(f"Invalid file, failed to read the header of mindrecord file: {path}.")
    try:
        return json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ValueError(f"Invalid file, the header of {path} is not MindRecord's JSON header.") from exc


def blob_fields_of(schema):
    """Names of the fields stored in blob pages (bytes and arrays), sorted."""
    return sorted(name for name, spec in schema.items() if spec["type"] == "bytes" or "shape" in spec)


def read_shard(path, header=None):
    """The rows of one shard file in row-id order: a list of (raw dict, blob payload bytes)."""
    header = read_header(path) if header is None else header
    hs, ps = header["header_size"], header["page_size"]
    with open(path, "rb") as f:
        data = f.read()
    blobs, raws = [], []
    pages = sorted(header.get("page") or [], key=lambda p: p["page_id"])
    blob_pages = sorted((p for p in pages if p["page_type"] == "BLOB_DATA"), key=lambda p: p["page_type_id"])
    for page in blob_pages:
        start = hs + page["page_id"] * ps
        body = data[start:start + page["page_size"]]
        pos = 0
        while pos < len(body):
            n = struct.unpack_from("<Q", body, pos)[0]
            blobs.append(body[pos + 8:pos + 8 + n])
            pos += 8 + n
    for page in pages:
        if page["page_type"] != "RAW_DATA":
            continue
        start = hs + page["page_id"] * ps
        body = data[start:start + page["page_size"]]
        pos = 0
        while pos < len(body):
            n = struct.unpack_from("<Q", body, pos)[0]
            raws.append(unpack(body, pos + 8)[0])
            pos += 8 + n
    return list(zip(raws, blobs))


def shard_paths(file_name):
    """Every shard file of the set `file_name` belongs to, from its header's shard addresses."""
    header = read_header(file_name)
    folder = os.path.dirname(os.path.abspath(file_name))
    return [os.path.join(folder, name) for name in header["shard_addresses"]]


# ----- writing --------------------------------------------------------------------------------------------------
class ShardState:
    """The pages of one shard file being written."""

    def __init__(self, shard_id):
        self.shard_id = shard_id
        self.pages = []          # dicts as in the header, plus "_body" (bytearray)
        self.rows = 0
        self.index = []          # per row: (raw page id, raw start, raw end, group, blob page id, blob start, end)
        self.raw_values = []     # per row: the raw dict

    def _last(self, kind):
        for page in reversed(self.pages):
            if page["page_type"] == kind:
                return page
        return None

    def _new_page(self, kind, type_id, start_row):
        page = {"end_row_id": start_row if kind == "BLOB_DATA" else 0, "page_id": len(self.pages), "page_size": 0,
                "page_type": kind, "page_type_id": type_id, "row_group_ids": [], "shard_id": self.shard_id,
                "start_row_id": start_row if kind == "BLOB_DATA" else 0, "_body": bytearray()}
        self.pages.append(page)
        return page

    def append(self, rows, page_size):
        """Add rows, each (raw payload, blob payload, raw dict): blob pages first, then raw pages."""
        placed = []
        for raw, blob, _ in rows:
            entry = 8 + len(blob)
            page = self._last("BLOB_DATA")
            if page is None or (len(page["_body"]) + entry > page_size and len(page["_body"]) > 0):
                type_id = 0 if page is None else page["page_type_id"] + 1
                page = self._new_page("BLOB_DATA", type_id, self.rows + len(placed))
                page["row_group_ids"] = [{"id": 0, "offset": 0}]
            start = len(page["_body"])
            page["_body"] += struct.pack("<Q", len(blob)) + blob
            page["end_row_id"] += 1
            placed.append((page["page_type_id"], page["page_id"], start, len(page["_body"])))
        for (raw, _, values), (group, blob_page, b0, b1) in zip(rows, placed):
            entry = 8 + len(raw)
            page = self._last("RAW_DATA")
            if page is None or (len(page["_body"]) + entry > page_size and len(page["_body"]) > 0):
                page = self._new_page("RAW_DATA", group, 0)
            if not page["row_group_ids"] or page["row_group_ids"][-1]["id"] != group:
                page["row_group_ids"].append({"id": group, "offset": len(page["_body"])})
            start = len(page["_body"])
            page["_body"] += struct.pack("<Q", len(raw)) + raw
            self.index.append((page["page_id"], start, len(page["_body"]), group, blob_page, b0, b1))
            self.raw_values.append(values)
        self.rows += len(rows)

    def header(self, base):
        pages = []
        for page in self.pages:
            public = {k: v for k, v in page.items() if k != "_body"}
            public["page_size"] = len(page["_body"])
            pages.append(public)
        return dict(base, page=pages or None, shard_id=self.shard_id)

    def write(self, path, base, header_size, page_size):
        header = self.header(base)
        # keys in name order, except compression_size, which the C++ writer puts right after page_size
        text = ("{" + ",".join(f'"{key}":{dumps(header[key])}' for key in _HEADER_ORDER) + "}").encode("utf-8")
        if len(text) + 8 > header_size:
            raise RuntimeError(f"Invalid data, the header of {path} needs {len(text) + 8} bytes, more than the "
                               f"header size {header_size}; call FileWriter.set_header_size with a larger size.")
        with open(path, "wb") as f:
            if not self.pages:  # a shard without rows ends with its header text
                f.write(struct.pack("<Q", len(text)) + text)
                return
            f.write(struct.pack("<Q", len(text)) + text + b"\x00" * (header_size - 8 - len(text)))
            for page in self.pages:
                f.seek(header_size + page["page_id"] * page_size)
                f.write(bytes(page["_body"]))


def split_rows(count, shard_count):
    """How many rows of a write call each shard gets: an even split, the remainder to shards drawn at random."""
    base, extra = divmod(count, shard_count)
    lucky = set(random.sample(range(shard_count), extra))
    return [base + (1 if i in lucky else 0) for i in range(shard_count)]


def write_index(path, shard, index_fields, schema):
    """Write the SQLite index ``path + '.db'`` of a shard."""
    db_path = path + ".db"
    if os.path.exists(db_path):
        os.remove(db_path)
    columns = ("  ROW_ID               INT  NOT NULL, PAGE_ID_RAW          INT  NOT NULL, "
               "PAGE_OFFSET_RAW      INT  NOT NULL, PAGE_OFFSET_RAW_END  INT  NOT NULL, "
               "ROW_GROUP_ID         INT  NOT NULL, PAGE_ID_BLOB         INT  NOT NULL, "
               "PAGE_OFFSET_BLOB     INT  NOT NULL, PAGE_OFFSET_BLOB_END INT  NOT NULL")
    keys = ["ROW_ID"]
    for k, field in enumerate(index_fields):
        columns += f",INC_{k} INT, {field}_0 {_SQL_TYPE[schema[field]['type']]}"
        keys.append(f"INC_{k}")
    ddl = f"CREATE TABLE INDEXES({columns}, PRIMARY KEY({','.join(keys)}));"
    conn = sqlite3.connect(db_path)
    try:
        conn.execute(ddl)
        conn.execute("CREATE TABLE SHARD_NAME(NAME TEXT NOT NULL);")
        marks = ",".join("?" * (8 + 2 * len(index_fields)))
        for row_id, (entry, values) in enumerate(zip(shard.index, shard.raw_values)):
            extra = []
            for field in index_fields:
                extra += [0, values.get(field)]
            conn.execute(f"INSERT INTO INDEXES VALUES({marks})", (row_id,) + tuple(entry) + tuple(extra))
        conn.execute("INSERT INTO SHARD_NAME VALUES(?)", (os.path.basename(path),))
        conn.commit()
    finally:
        conn.close()

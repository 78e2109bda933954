"""Damaged checkpoint files give a ValueError that says what is wrong, and load nothing.

The exception types were recorded by feeding the same damaged files to MindSpore 2.10.0 (CPU):

* a .safetensors file cut short, with a broken JSON header, a wrong header length or empty: ValueError
  "Fail to parse the input safetensors: '<real path>'. Please check the correctness of the file." (recorded; for the
  empty file MindSpore says "cannot mmap an empty file", also a ValueError; the one message is used here);
* a .ckpt whose dims are negative: ValueError (MindSpore's text is numpy's "negative dimensions are not allowed");
  whose dims need more bytes than the data holds: MindSpore 2.10 loads it anyway, reading past the data (recorded:
  shape (5, 3) from 6 floats), a ValueError here; surplus bytes MindSpore drops (recorded: shape (1, 3) from 6
  floats loads [0, 1, 2]), and so does this implementation;
* a .ckpt saved with crc_check=True and modified afterwards, loaded with crc_check=True: ValueError "Failed to read
  the checkpoint file <path>. May not have permission to read it, please check the correct of the file." (recorded);
  the message here keeps that text and adds what happened: the CRC check failed.
"""
import os

import numpy as np
import pytest

from mindspore_compat import Tensor, Parameter, nn
from mindspore_compat.train import serialization as ser
from mindspore_compat.train.serialization import save_checkpoint, load_checkpoint


def _params():
    return [{"name": "w", "data": Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), name="w")},
            {"name": "b", "data": Parameter(Tensor(np.ones(3, np.float32)), name="b")}]


@pytest.fixture(name="safetensors_file")
def _safetensors_file(tmp_path):
    pytest.importorskip("safetensors")
    path = str(tmp_path / "good.safetensors")
    save_checkpoint(_params(), path, format="safetensors")
    return path


@pytest.mark.parametrize("damage", ["cut_to_5_bytes", "broken_json", "cut_data", "huge_header_length", "empty"])
def test_damaged_safetensors_raise_value_error(tmp_path, safetensors_file, damage):
    with open(safetensors_file, "rb") as f:
        raw = f.read()
    damaged = {
        "cut_to_5_bytes": raw[:5],
        "broken_json": raw[:8] + b"{garbage" + raw[16:],
        "cut_data": raw[:-4],
        "huge_header_length": (10 ** 9).to_bytes(8, "little") + raw[8:],
        "empty": b"",
    }[damage]
    path = str(tmp_path / f"{damage}.safetensors")
    with open(path, "wb") as f:
        f.write(damaged)
    message = (f"Fail to parse the input safetensors: '{os.path.realpath(path)}'. Please check the correctness of "
               f"the file.")
    with pytest.raises(ValueError) as info:
        load_checkpoint(path, format="safetensors")
    assert str(info.value) == message


def _ckpt_with_dims(path, w_dims, b_dims=(3,)):
    w = np.arange(6, dtype=np.float32).tobytes()
    b = np.ones(3, np.float32).tobytes()
    with open(path, "wb") as f:
        f.write(ser._serialize("w", list(w_dims), "Float32", w))
        f.write(ser._serialize("b", list(b_dims), "Float32", b))
    return path


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.zeros((2, 3), np.float32)), name="w")
        self.b = Parameter(Tensor(np.zeros(3, np.float32)), name="b")

    def construct(self, x):
        return x


@pytest.mark.parametrize("w_dims, b_dims, pattern", [
    ((-2, 3), (3,), r"The shape \(-2, 3\) recorded for 'w' has a negative dimension"),
    ((5, 3), (3,), r"The data of 'w' holds 24 bytes, but shape \(5, 3\) of type Float32 needs 60 bytes"),
    ((2, 3), (4,), r"The data of 'b' holds 12 bytes, but shape \(4,\) of type Float32 needs 16 bytes"),
])
def test_ckpt_dims_that_do_not_fit_the_data_load_nothing(tmp_path, w_dims, b_dims, pattern):
    path = _ckpt_with_dims(str(tmp_path / "bad.ckpt"), w_dims, b_dims)
    net = _Net()
    with pytest.raises(ValueError, match=pattern) as info:
        load_checkpoint(path, net=net)
    assert f"failed to load the checkpoint file {path}" in str(info.value)
    # nothing reached the network, not even the items before the damaged one
    assert not net.w.asnumpy().any() and not net.b.asnumpy().any()
    # the same file with the right dims loads
    good = _ckpt_with_dims(str(tmp_path / "good.ckpt"), (2, 3))
    load_checkpoint(good, net=net)
    np.testing.assert_array_equal(net.w.asnumpy(), np.arange(6, dtype=np.float32).reshape(2, 3))


@pytest.mark.parametrize("where", ["data", "checksum"])
def test_crc_failure_says_what_happened(tmp_path, where):
    path = str(tmp_path / "crc.ckpt")
    save_checkpoint(_params()[:1], path, crc_check=True)
    raw = bytearray(open(path, "rb").read())
    if where == "data":
        raw[bytes(raw).index(np.arange(6, dtype=np.float32).tobytes()) + 5] ^= 0x01
    else:
        raw[-1] ^= 0x01
    with open(path, "wb") as f:
        f.write(bytes(raw))
    with pytest.raises(ValueError) as info:
        load_checkpoint(path, crc_check=True)
    text = str(info.value)
    assert text.startswith(f"Failed to read the checkpoint file {path}. May not have permission to read it, please "
                           f"check the correct of the file. The CRC-32 check failed (crc_check=True): the checksum "
                           f"stored at the end of the file (crc_num) does not match its content")
    # without the check the modified data loads, as in MindSpore (recorded: w[1] == 1.000030517578125 for "data")
    loaded = load_checkpoint(path)
    surplus = _ckpt_with_dims(str(tmp_path / "surplus.ckpt"), (1, 3))
    assert load_checkpoint(surplus)["w"].asnumpy().tolist() == [[0.0, 1.0, 2.0]]
    if where == "data":
        assert loaded["w"].asnumpy().ravel()[1] == np.float32(1.000030517578125)

"""mindspore.frombuffer, mindspore.mindio_preload and mindspore.set_mindio_server_info; every value and message
recorded from MindSpore 2.10.0 CPU with the same calls (no MindIO installed there or here)."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat.common import file_system


def test_frombuffer_shares_memory_recorded():
    data = bytearray(b"\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00")
    t = ms.frombuffer(data, ms.int32, count=2, offset=4)
    # recorded: [2 3] Int32 (2,), then [9 3] after data[4] = 9
    assert t.asnumpy().tolist() == [2, 3] and t.dtype == ms.int32 and t.shape == (2,)
    data[4] = 9
    assert t.asnumpy().tolist() == [9, 3]
    assert ms.frombuffer(np.arange(3, dtype=np.float32), ms.float32).asnumpy().tolist() == [0.0, 1.0, 2.0]
    assert ms.frombuffer(b"\x01\x00\x00\x00\x02\x00\x00\x00", ms.int32).asnumpy().tolist() == [1, 2]
    bf = ms.frombuffer(data, ms.bfloat16)
    assert bf.dtype == ms.bfloat16 and bf.shape == (6,)


DATA = bytearray(12)


@pytest.mark.parametrize("kwargs, message", [
    # recorded from MindSpore 2.10.0 CPU (all RuntimeError)
    ({"buffer": DATA, "dtype": ms.float64},
     "buffer length (12 bytes) after offset (0 bytes) must be a multiple of element size (8)."),
    ({"buffer": DATA, "dtype": ms.int32, "count": 5},
     "buffer length (12 bytes) after offset (0 bytes) is not enough for the requested count of elements "
     "(5 elements of size 4 bytes each, total 20 bytes)."),
    ({"buffer": DATA, "dtype": ms.int32, "offset": 13},
     "offset (13 bytes) must be non-negative and no greater than buffer length (12 bytes) minus 1."),
    ({"buffer": [1, 2], "dtype": ms.int32}, "object does not implement Python buffer protocol."),
    ({"buffer": DATA, "dtype": "int32"}, "dtype must be mindspore dtype object, but gotint32"),
    ({"buffer": bytearray(), "dtype": ms.int32}, "both buffer length (0) and count (-1) must not be 0"),
    ({"buffer": DATA, "dtype": ms.int32, "count": 0}, "both buffer length (12) and count (0) must not be 0"),
    ({"buffer": DATA, "dtype": ms.int32, "offset": -1},
     "offset (-1 bytes) must be non-negative and no greater than buffer length (12 bytes) minus 1."),
    ({"buffer": DATA, "dtype": ms.int32, "count": -2},
     "count (-2) must be -1 or positive, but got negative value other than -1"),
])
def test_frombuffer_errors_recorded(kwargs, message):
    with pytest.raises(RuntimeError) as info:
        ms.frombuffer(**kwargs)
    assert str(info.value) == message


def test_mindio_without_mindio_recorded():
    # recorded: False, None; the errors below
    assert ms.mindio_preload("x.ckpt") is False
    assert ms.set_mindio_server_info(10) is None
    assert file_system.mindio_server_info["memfs.data_block_pool_capacity_in_gb"] == "10"
    ms.set_mindio_server_info()
    assert file_system.mindio_server_info["memfs.data_block_pool_capacity_in_gb"] == "100"
    with pytest.raises(TypeError, match="For 'mindio_preload', the type of 'ckpt_file_name' should be 'str', but got "
                                        "type 'int'."):
        ms.mindio_preload(1)
    with pytest.raises(TypeError, match="The 'data_block_pool_capacity_in_gb' must be int, but got 'str'"):
        ms.set_mindio_server_info("a")
    with pytest.raises(ValueError, match="must be int and must > 0, but got '-1' with type 'int'."):
        ms.set_mindio_server_info(-1)


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.common.file_system")
    assert result.attempted >= 3 and result.failed == 0

"""ckpt_to_safetensors, safetensors_to_ckpt, merge_sliced_parameter, load_segmented_checkpoints (messages and
values recorded from MindSpore 2.10.0 CPU)."""
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor, Parameter

pytest.importorskip("safetensors")


def _dense(seed=0):
    ms.set_seed(seed)
    return nn.Dense(3, 2)


def test_ckpt_safetensors_round_trip(tmp_path):
    net = _dense()
    ckpt = str(tmp_path / "net.ckpt")
    ms.save_checkpoint(net, ckpt)
    ms.ckpt_to_safetensors(ckpt, name_map={"bias": "head.bias"})
    st = ms.load_checkpoint(str(tmp_path / "net.safetensors"), format="safetensors")
    assert sorted(st) == ["head.bias", "weight"]           # recorded: ['dense.bias', 'weight'] for the same map
    np.testing.assert_array_equal(st["weight"].asnumpy(), net.weight.asnumpy())
    out = tmp_path / "back"
    ms.safetensors_to_ckpt(str(tmp_path / "net.safetensors"), save_path=str(out))
    back = ms.load_checkpoint(str(out / "net.ckpt"))
    np.testing.assert_array_equal(back["head.bias"].asnumpy(), net.bias.asnumpy())


def test_rank_folders(tmp_path):
    for rank in (0, 1):
        os.makedirs(tmp_path / "src" / f"rank{rank}")
        ms.save_checkpoint(_dense(rank), str(tmp_path / "src" / f"rank{rank}" / f"step_{rank}.ckpt"))
    (tmp_path / "src" / "rank1" / "skip.ckpt").write_bytes(open(tmp_path / "src" / "rank1" / "step_1.ckpt",
                                                                "rb").read())
    ms.ckpt_to_safetensors(str(tmp_path / "src"), save_path=str(tmp_path / "dst"), file_name_regex=r"step_\d")
    assert sorted(os.listdir(tmp_path / "dst")) == ["rank0", "rank1"]
    assert os.listdir(tmp_path / "dst" / "rank1") == ["step_1.safetensors"]


def test_conversion_errors(tmp_path):
    ckpt = str(tmp_path / "a.ckpt")
    ms.save_checkpoint(_dense(), ckpt)
    # recorded from MindSpore 2.10.0
    with pytest.raises(ValueError, match="For ckpt_to_safetensors, the input path must be a valid path or file, "
                                         "but got "):
        ms.ckpt_to_safetensors(str(tmp_path / "none.ckpt"))
    with pytest.raises(ValueError, match="For 'ckpt_to_safetensors', no directories starting with 'rank' found in"):
        ms.ckpt_to_safetensors(str(tmp_path))
    with pytest.raises(ValueError, match="the save_path must be a directory, but got '.*x.txt'"):
        ms.ckpt_to_safetensors(ckpt, save_path=str(tmp_path / "x.txt"))
    with pytest.raises(ValueError, match="For ckpt_to_safetensors, the type of 'name_map' must be a directory, but "
                                         "got '<class 'int'>'"):
        ms.ckpt_to_safetensors(ckpt, name_map=1)
    with pytest.raises(ValueError, match="For safetensors_to_ckpt, the input file must be a .safetensors file"):
        ms.safetensors_to_ckpt(ckpt)
    with pytest.raises(ValueError, match="does not match the regular expression"):
        ms.ckpt_to_safetensors(ckpt, file_name_regex="zzz")


def test_merge_sliced_parameter():
    parts = [Parameter(Tensor(np.array([1.0, 2.0], np.float32)), "embedding.table"),
             Parameter(Tensor(np.array([3.0, 4.0], np.float32)), "embedding.table")]
    merged = ms.merge_sliced_parameter(parts)
    # recorded from MindSpore 2.10.0 CPU
    assert str(merged) == "Parameter (name=embedding.table, shape=(4,), dtype=Float32, requires_grad=True)"
    np.testing.assert_array_equal(merged.asnumpy(), [1.0, 2.0, 3.0, 4.0])
    with pytest.raises(TypeError, match="the argument 'sliced_parameters' should be list, but got <class 'int'>."):
        ms.merge_sliced_parameter(1)
    with pytest.raises(ValueError, match="the argument 'sliced_parameters' should not be empty."):
        ms.merge_sliced_parameter([])
    with pytest.raises(TypeError, match="should be 'Parameter', but got <class 'int'> at index 0."):
        ms.merge_sliced_parameter([1])
    with pytest.raises(KeyError, match="the parameter name embedding.table should be a key in the 'strategy'"):
        ms.merge_sliced_parameter(parts, {"x": 1})
    with pytest.raises(TypeError, match="the argument 'strategy' should be dict, but got <class 'int'>."):
        ms.merge_sliced_parameter(parts, 1)
    other = Parameter(Tensor(np.ones((2, 2), np.float32)), "embedding.table")
    with pytest.raises(ValueError, match="have the same name, dimension length and shape except 0 axis"):
        ms.merge_sliced_parameter(parts + [other])


def test_merge_with_layout():
    full = np.arange(16, dtype=np.float32).reshape(4, 4)
    # device matrix (2, 2); tensor dim 0 split over device dim 1 (map 1), dim 1 split over device dim 0 (map 0)
    slices = []
    for rank in range(4):
        row, col = np.unravel_index(rank, (2, 2))
        slices.append(Parameter(Tensor(full[row * 2:(row + 1) * 2, col * 2:(col + 1) * 2]), "w"))
    merged = ms.merge_sliced_parameter(slices, {"w": {"dev_matrix": [2, 2], "tensor_map": [1, 0]}})
    np.testing.assert_array_equal(merged.asnumpy(), full)
    # a dimension not split (map -1) is replicated: both devices of that axis hold the same data
    halves = [Parameter(Tensor(full[:2]), "w"), Parameter(Tensor(full[:2]), "w"),
              Parameter(Tensor(full[2:]), "w"), Parameter(Tensor(full[2:]), "w")]
    merged = ms.merge_sliced_parameter(halves, {"w": {"dev_matrix": [2, 2], "tensor_map": [1, -1]}})
    np.testing.assert_array_equal(merged.asnumpy(), full)


def test_load_segmented_checkpoints(tmp_path):
    net = _dense()
    ms.save_checkpoint([{"name": "weight", "data": net.weight}], str(tmp_path / "part0.ckpt"))
    ms.save_checkpoint([{"name": "bias", "data": net.bias}], str(tmp_path / "part1.ckpt"))
    target = _dense(9)
    params = ms.load_segmented_checkpoints(str(tmp_path), target)
    assert sorted(params) == ["bias", "weight"]              # recorded
    np.testing.assert_array_equal(target.weight.asnumpy(), net.weight.asnumpy())
    with pytest.raises(TypeError, match="The ckpt_file_dir should be a str."):
        ms.load_segmented_checkpoints(1)
    with pytest.raises(ValueError, match="doesn't exist. Or it's not a directory"):
        ms.load_segmented_checkpoints(str(tmp_path / "none"))

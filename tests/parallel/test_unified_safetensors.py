"""mindspore.unified_safetensors and mindspore.get_ckpt_path_with_strategy.

data/unified_safetensors_recorded.json was recorded from MindSpore 2.10.0 CPU. The inputs are the strategy files
that MindSpore wrote for test_checkpoint_transform.py (kept as hex) and per-rank safetensors slices cut from whole
tensors by data/safetensors_slices.py (numpy and safetensors only, so MindSpore read the very same files):
"unified" holds, for each call below, every output file of MindSpore's unified_safetensors (metadata, dtype and
values of each tensor, the JSON map) or the exception it raised; "get_ckpt_path_with_strategy" holds what MindSpore
returned with RANK_ID set to each rank, for folders rank_<r> present in various combinations.
"""
import json
import os
import re
import shutil
import sys

import pytest
from safetensors import safe_open

import mindspore_compat as ms

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "data"))
import safetensors_slices as slices  # noqa: E402

with open(os.path.join(os.path.dirname(__file__), "data", "unified_safetensors_recorded.json"),
          encoding="utf-8") as _f:
    RECORDED = json.load(_f)
UNIFIED = RECORDED["unified"]

CALLS = {f"case{c}": (c, {}, {"metadata": {"format": "ms"}}) for c in range(7)}
CALLS.update({
    "dedup_false": (0, {"merge_with_redundancy": False},
                    {"dedup": True, "metadata": {"format": "ms", "remove_redundancy": "True"}}),
    "dedup_flag_true": (4, {}, {"dedup": True, "metadata": {"format": "ms", "remove_redundancy": "True"}}),
    "choice": (0, {"choice_func": lambda n: "renamed_w" if n == "w" else n != "b"}, {}),
    "choice_bad": (0, {"choice_func": lambda n: 3}, {}),
    "suffix": (1, {"file_suffix": "1_2"}, {}),
    "split12": (0, {"split_dst_file": (1, 2)}, {}),
    "split22": (0, {"split_dst_file": (2, 2)}, {}),
    "flag_false_merge_false": (2, {"merge_with_redundancy": False},
                               {"metadata": {"format": "ms", "remove_redundancy": "False"}}),
    "dedup_noflag": (6, {"merge_with_redundancy": False}, {"dedup": True}),
    "dedup_as_if_full": (0, {}, {"dedup": True}),
    "extra_meta": (5, {}, {"metadata": {"format": "ms", "note": "x"}}),
})
# deduplicated files without the flag, merged as if complete: the needed ranks are the first holders of each slice
CALLS.update({f"dedup_full{c}": (c, {}, {"dedup": True}) for c in range(7)})


def _read_dir(folder):
    out = {}
    for entry in sorted(os.listdir(folder)):
        path = os.path.join(folder, entry)
        if entry.endswith(".json"):
            with open(path, encoding="utf-8") as f:
                out[entry] = json.load(f)
            continue
        with safe_open(path, framework="np") as f:
            out[entry] = {"metadata": f.metadata(),
                          "tensors": {k: [str(f.get_tensor(k).dtype), f.get_tensor(k).tolist()]
                                      for k in sorted(f.keys())}}
    return out


@pytest.mark.parametrize("key", sorted(CALLS))
def test_unified_safetensors_recorded(key, tmp_path):
    case, kwargs, write = CALLS[key]
    strategy = slices.write_slices(str(tmp_path), case, **write)
    src, dst = str(tmp_path / "src"), str(tmp_path / "dst")
    expected = UNIFIED[key]
    if "error" in expected:
        with pytest.raises(ValueError) as info:
            ms.parallel.unified_safetensors(src, strategy, dst, **kwargs)
        assert type(info.value).__name__ == expected["error"][0]
        assert str(info.value) == expected["error"][1]
        return
    ms.unified_safetensors(src, strategy, dst, **kwargs)
    assert _read_dir(dst) == expected


def test_unified_safetensors_errors_recorded(tmp_path):
    strategy = slices.write_slices(str(tmp_path), 0)
    src = str(tmp_path / "src")
    shutil.rmtree(os.path.join(src, "rank_2"))
    with pytest.raises(ValueError) as info:
        ms.parallel.unified_safetensors(src, strategy, str(tmp_path / "dst"))
    assert str(info.value) == UNIFIED["missing"]["error"][1]
    with pytest.raises(ValueError) as info:
        ms.parallel.unified_safetensors(strategy, strategy, str(tmp_path / "dst2"))
    assert str(info.value) == UNIFIED["src_file"]["error"][1]
    open(os.path.join(src, "rank_0", "x.ckpt"), "wb").close()
    with pytest.raises(ValueError) as info:
        ms.parallel.unified_safetensors(src, strategy, str(tmp_path / "dst3"))
    assert str(info.value) == UNIFIED["mixed"]["error"][1]
    with pytest.raises(ValueError) as info:
        ms.parallel.unified_safetensors(src, "/nonexist/dir/s.ckpt", str(tmp_path / "dst4"))
    assert str(info.value) == UNIFIED["nodir"]["error"][1]


@pytest.mark.parametrize("case,rank,message", [
    (5, 0, "The param: w in rank 0 is missing."),  # recorded from MindSpore 2.10.0 CPU
    (0, 2, "The checkpoint file of rank 2 is missing."),  # recorded from MindSpore 2.10.0 CPU
])
def test_unified_safetensors_slice_missing(case, rank, message, tmp_path):
    from safetensors.numpy import load_file, save_file
    strategy = slices.write_slices(str(tmp_path), case)
    path = os.path.join(str(tmp_path), "src", f"rank_{rank}", f"net_{rank}-1_2.safetensors")
    tensors = load_file(path)
    tensors.pop("w")
    save_file(tensors, path)
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        ms.parallel.unified_safetensors(str(tmp_path / "src"), strategy, str(tmp_path / "dst"))


def test_unified_safetensors_suffix_without_match(tmp_path):
    strategy = slices.write_slices(str(tmp_path), 1)
    with pytest.raises(ValueError) as info:
        ms.parallel.unified_safetensors(str(tmp_path / "src"), strategy, str(tmp_path / "dst"), file_suffix="9_9")
    # MindSpore names the first rank folder that glob lists; the rest of the message is pinned
    pattern = re.escape(UNIFIED["suffix_missing"]["error"][1].replace("<tmp>", str(tmp_path)))
    assert re.fullmatch(pattern.replace("rank_3", "rank_[0-3]"), str(info.value))


def test_unified_safetensors_picks_latest_file_and_keeps_bfloat16(tmp_path):
    import torch
    from safetensors.torch import save_file, load_file
    layout = {"dev_matrix": [2], "tensor_map": [0], "field": 0, "opt_weight_shard_step": 0,
              "opt_weight_shard_size": 0}
    strategy = str(tmp_path / "s.json")
    with open(strategy, "w", encoding="utf-8") as f:
        json.dump({"parallel_layout_item": {"v": layout}}, f)
    for rank in range(2):
        folder = tmp_path / "src" / f"rank_{rank}"
        folder.mkdir(parents=True)
        for step, offset in ((2, 0.5), (10, 0.0)):
            part = torch.tensor([rank * 2 + 1.0, rank * 2 + 2.0]) + offset
            save_file({"v": part.to(torch.bfloat16)}, str(folder / f"net-1_{step}.safetensors"))
    ms.parallel.unified_safetensors(str(tmp_path / "src"), strategy, str(tmp_path / "dst"))
    merged = load_file(str(tmp_path / "dst" / "part0.safetensors"))["v"]
    assert merged.dtype == torch.bfloat16
    assert merged.float().tolist() == [1.0, 2.0, 3.0, 4.0]
    with open(tmp_path / "dst" / "param_name_map.json", encoding="utf-8") as f:
        assert json.load(f) == {"metadata": {"total_size": 8}, "weight_map": {"v": "part0.safetensors"}}


PRESENT = ([0, 1, 2, 3], [1], [0], [2], [3], [0, 2], [2, 3], [5, 4], [4], [6, 7], [])


@pytest.mark.parametrize("rank", sorted(RECORDED["get_ckpt_path_with_strategy"], key=int))
def test_get_ckpt_path_with_strategy_recorded(rank, tmp_path, monkeypatch):
    expected = RECORDED["get_ckpt_path_with_strategy"][rank]
    monkeypatch.setenv("RANK_ID", rank)
    for case in (0, 5, 6):
        folder = tmp_path / f"case{case}"
        folder.mkdir()
        strategy = slices.write_slices(str(folder), case)
        for i, present in enumerate(PRESENT):
            root = folder / f"root{i}"
            root.mkdir()
            for r in present:
                (root / f"rank_{r}").mkdir()
                (root / f"rank_{r}" / f"net_rank_{r}.ckpt").write_bytes(b"")
            got = ms.get_ckpt_path_with_strategy(str(root / f"rank_{rank}" / f"net_rank_{rank}.ckpt"), strategy)
            want = expected[f"{case}:{present}"]
            assert got == (None if want is None else want.replace("<root>", str(root))), (case, present)
    (tmp_path / "plain.ckpt").write_bytes(b"")
    assert ms.train.get_ckpt_path_with_strategy(str(tmp_path / "plain.ckpt"), strategy) == \
        expected["plain_exists"].replace("<root>", str(tmp_path))
    assert ms.get_ckpt_path_with_strategy(str(tmp_path / "other.ckpt"), strategy) is expected["plain_missing"]


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.parallel.transform_safetensors")
    assert result.attempted > 10 and result.failed == 0


def test_get_ckpt_path_with_strategy_missing_strategy_file(tmp_path, monkeypatch):
    monkeypatch.setenv("RANK_ID", "0")
    missing = str(tmp_path / "missing.ckpt")
    # recorded from MindSpore 2.10.0 CPU: the file is opened as is, so Python's own error comes out
    with pytest.raises(FileNotFoundError, match=re.escape(f"[Errno 2] No such file or directory: '{missing}'")):
        ms.get_ckpt_path_with_strategy(str(tmp_path / "rank_0" / "x.ckpt"), missing)

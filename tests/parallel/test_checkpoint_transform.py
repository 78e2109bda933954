"""Strategy files and checkpoint transformation of mindspore.parallel.

data/checkpoint_transform_recorded.json was recorded from MindSpore 2.10.0 CPU: for each (source, destination)
strategy pair, MindSpore wrote the strategy files with its own protobuf module (their bytes are kept as hex), cut a
whole checkpoint into the source slices (transform_checkpoints with no source strategy), converted those to the
destination strategy, and listed rank_list_for_transform for every destination rank. Values of the whole
checkpoint: arange over each shape (float32) and global_step = [7] (int32, in no strategy).
"""
import json
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import parallel
from mindspore_compat.parallel import _strategy_proto

DATA = os.path.join(os.path.dirname(__file__), "data", "checkpoint_transform_recorded.json")
with open(DATA, encoding="utf-8") as _f:
    RECORDED = json.load(_f)
CASES = RECORDED["cases"]


def _write(path, hex_bytes):
    with open(path, "wb") as f:
        f.write(bytes.fromhex(hex_bytes))
    return path


def _whole_checkpoint(folder):
    os.makedirs(os.path.join(folder, "rank_0"))
    params = [{"name": n, "data": ms.Tensor(np.arange(np.prod(s), dtype=np.float32).reshape(s))}
              for n, s in RECORDED["shapes"].items()]
    params.append({"name": "global_step", "data": ms.Tensor(np.array([7], np.int32))})
    ms.save_checkpoint(params, os.path.join(folder, "rank_0", "net.ckpt"))


def _read(folder, prefix):
    out = {}
    for entry in sorted(os.listdir(folder)):
        rank = int(entry.split("_")[1])
        params = ms.load_checkpoint(os.path.join(folder, entry, f"{prefix}{rank}.ckpt"))
        out[str(rank)] = {k: v.asnumpy().tolist() for k, v in params.items()}
    return out


@pytest.mark.parametrize("case", range(len(CASES)))
def test_strategy_files_written_by_mindspore_are_read(case, tmp_path):
    rec = CASES[case]
    strategy = parallel.build_searched_strategy(_write(tmp_path / "src.ckpt", rec["src_file_hex"]).as_posix())
    assert sorted(strategy) == sorted(rec["src"]["maps"])
    for name, tmap in rec["src"]["maps"].items():
        assert list(strategy[name].dev_matrix[0].dim) == rec["src"]["dev"]
        assert list(strategy[name].tensor_map[0].dim) == tmap
        assert strategy[name].opt_weight_shard_size == 0


@pytest.mark.parametrize("case", range(len(CASES)))
def test_rank_lists_recorded(case, tmp_path):
    rec = CASES[case]
    src = _write(tmp_path / "src.ckpt", rec["src_file_hex"]).as_posix()
    dst = _write(tmp_path / "dst.ckpt", rec["dst_file_hex"]).as_posix()
    got = [parallel.rank_list_for_transform(r, src, dst) for r in range(len(rec["rank_lists"]))]
    assert got == rec["rank_lists"]
    assert parallel.rank_list_for_convert(0, src, dst) == rec["rank_lists"][0]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_transform_checkpoints_recorded(case, tmp_path):
    rec = CASES[case]
    src = _write(tmp_path / "src.ckpt", rec["src_file_hex"]).as_posix()
    dst = _write(tmp_path / "dst.ckpt", rec["dst_file_hex"]).as_posix()
    _whole_checkpoint((tmp_path / "whole").as_posix())
    parallel.transform_checkpoints((tmp_path / "whole").as_posix(), (tmp_path / "src_parts").as_posix(), "s",
                                   None, src)
    assert _read((tmp_path / "src_parts").as_posix(), "s") == rec["src_parts"]
    parallel.convert_checkpoints((tmp_path / "src_parts").as_posix(), (tmp_path / "dst_parts").as_posix(), "d",
                                 src, dst)
    assert _read((tmp_path / "dst_parts").as_posix(), "d") == rec["dst_parts"]
    assert list(ms.load_checkpoint((tmp_path / "dst_parts" / "rank_0" / "d0.ckpt").as_posix())) == rec["dst_order"]


def test_transform_checkpoint_by_rank_uses_only_needed_files(tmp_path):
    rec = CASES[-2]  # [2, 2] rows -> [4] rows: every rank needs one source file
    src = _write(tmp_path / "src.ckpt", rec["src_file_hex"]).as_posix()
    dst = _write(tmp_path / "dst.ckpt", rec["dst_file_hex"]).as_posix()
    _whole_checkpoint((tmp_path / "whole").as_posix())
    parallel.transform_checkpoints((tmp_path / "whole").as_posix(), (tmp_path / "parts").as_posix(), "s", None, src)
    for rank in range(4):
        needed = parallel.rank_list_for_transform(rank, src, dst)
        files = {r: (tmp_path / "parts" / f"rank_{r}" / f"s{r}.ckpt").as_posix() for r in needed}
        out = (tmp_path / f"out{rank}.ckpt").as_posix()
        parallel.transform_checkpoint_by_rank(rank, files, out, src, dst)
        got = {k: v.asnumpy().tolist() for k, v in ms.load_checkpoint(out).items()}
        assert got == rec["dst_parts"][str(rank)]


def test_transform_errors(tmp_path):
    rec = CASES[0]
    src = _write(tmp_path / "src.ckpt", rec["src_file_hex"]).as_posix()
    ckpt = (tmp_path / "a.ckpt").as_posix()
    ms.save_checkpoint([{"name": "b", "data": ms.Tensor(np.ones(2, np.float32))}], ckpt)
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match="The rank_id should be a int."):
        parallel.rank_list_for_transform("0", src)
    assert parallel.rank_list_for_transform(5) == [0]
    with pytest.raises(TypeError, match="The checkpoint_files_map should be a dict."):
        parallel.transform_checkpoint_by_rank(0, [ckpt], "x.ckpt")
    with pytest.raises(ValueError, match="should end with .ckpt"):
        parallel.transform_checkpoint_by_rank(0, {0: ckpt}, "x.bin")
    with pytest.raises(ValueError, match="None of the parameters in checkpoint file are in either src strategy"):
        parallel.transform_checkpoint_by_rank(0, {0: ckpt}, (tmp_path / "o.ckpt").as_posix())
    with pytest.raises(ValueError, match="not exits"):
        parallel.transform_checkpoint_by_rank(0, {0: "missing.ckpt"}, (tmp_path / "o.ckpt").as_posix())
    with pytest.raises(ValueError, match="can not be empty"):
        parallel.transform_checkpoints(tmp_path.as_posix(), (tmp_path / "d").as_posix(), "p")
    with pytest.raises(TypeError, match="'strategy_filename' should be string"):
        parallel.build_searched_strategy(3)
    with pytest.raises(ValueError, match="no such strategy file"):
        parallel.build_searched_strategy("missing.ckpt")
    assert parallel.build_searched_strategy(None) is None


def test_unsupported_strategies_are_refused(tmp_path):
    message = _strategy_proto.ParallelStrategyMap()
    message.current_stage = 0
    item = message.parallel_layout_item.add()
    item.param_name = "w"
    layout = item.parallel_layouts
    layout.dev_matrix.add().dim.extend([2])
    layout.tensor_map.add().dim.extend([0, -1])
    layout.field, layout.opt_weight_shard_step, layout.opt_weight_shard_size = 0, 1, 2
    path = tmp_path / "opt.ckpt"
    path.write_bytes(message.SerializeToString())
    with pytest.raises(ValueError, match="optimizer sharding"):
        parallel.rank_list_for_transform(0, path.as_posix())


def test_restore_group_info_list(tmp_path):
    message = _strategy_proto.ParallelGroupMap()
    group = message.parallel_group_item.add()
    group.group_name = "g0"
    group.parallel_group_ranks.dim.extend([0, 1])
    message.ckpt_restore_rank_list.dim.extend([0, 2])
    path = tmp_path / "group.pb"
    path.write_bytes(message.SerializeToString())
    # recorded from MindSpore 2.10.0 CPU on the same bytes: [0, 2]
    assert parallel.restore_group_info_list(path.as_posix()) == [0, 2]
    with pytest.raises(TypeError, match="'group_info_file_name' should be str"):
        parallel.restore_group_info_list(1)
    with pytest.raises(ValueError, match="no such group information file"):
        parallel.restore_group_info_list("missing.pb")


def test_merge_pipeline_strategys_protobuf(tmp_path):
    folder = tmp_path / "stages"
    folder.mkdir()
    for stage in range(2):
        message = _strategy_proto.ParallelStrategyMap()
        message.current_stage = stage
        op = message.parallel_strategy_item.add()
        op.node_name = f"MatMul-op{stage}"
        op.parallel_strategys.stage = stage
        op.parallel_strategys.parallel_strategy.add().dim.extend([2, 1])
        item = message.parallel_layout_item.add()
        item.param_name = f"fc{stage}.weight"
        layout = item.parallel_layouts
        layout.dev_matrix.add().dim.extend([2])
        layout.tensor_map.add().dim.extend([0, -1])
        layout.field = layout.opt_weight_shard_step = layout.opt_weight_shard_size = 0
        (folder / f"s{stage}.ckpt").write_bytes(message.SerializeToString())
    merged = tmp_path / "out" / "merged.ckpt"
    parallel.merge_pipeline_strategys(folder.as_posix(), merged.as_posix())
    assert sorted(parallel.build_searched_strategy(merged.as_posix())) == ["0-fc0.weight", "1-fc1.weight"]
    with pytest.raises(ValueError, match="pipeline stages"):
        parallel.rank_list_for_transform(0, merged.as_posix())
    with pytest.raises(NotADirectoryError):
        parallel.merge_pipeline_strategys((tmp_path / "none").as_posix(), merged.as_posix())


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.parallel.checkpoint_transform")
    assert result.attempted > 60 and result.failed == 0

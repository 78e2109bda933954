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
from mindspore_compat.common import _strategy_proto

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


LOAD_DATA = os.path.join(os.path.dirname(__file__), "data", "load_distributed_recorded.json")


class _Net(ms.nn.Cell):
    def __init__(self, w_shape=(8, 4), b_shape=(8,)):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.zeros(w_shape, np.float32)), name="w")
        self.b = ms.Parameter(ms.Tensor(np.zeros(b_shape, np.float32)), name="b")
        self.e = ms.Parameter(ms.Tensor(np.zeros((4, 2, 4), np.float32)), name="e")
        self.extra = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="extra")


def _rank_files(tmp_path, case):
    files = []
    for rank in sorted(case["src_parts"], key=int):
        path = (tmp_path / f"r{rank}.ckpt").as_posix()
        ms.save_checkpoint([{"name": k, "data": ms.Tensor(np.array(v, np.int32 if k == "global_step" else np.float32))}
                            for k, v in case["src_parts"][rank].items()], path)
        files.append(path)
    return files


@pytest.mark.parametrize("index", [0, 1])
def test_load_distributed_checkpoint_recorded(index, tmp_path):
    # data/load_distributed_recorded.json: recorded from MindSpore 2.10.0 CPU (rank 0, no init) with the slices of
    # cases 0 and 4 of checkpoint_transform_recorded.json; 'extra' is in no strategy and keeps its value
    with open(LOAD_DATA, encoding="utf-8") as f:
        rec = json.load(f)[index]
    case = CASES[rec["case"]]
    src = _write(tmp_path / "src.ckpt", case["src_file_hex"]).as_posix()
    files = _rank_files(tmp_path, case)
    net = _Net()
    assert parallel.load_distributed_checkpoint(net, files, None, src) is rec["ret"]
    assert {p.name: p.asnumpy().tolist() for p in net.get_parameters()} == {k: rec[k] for k in ("w", "b", "e", "extra")}
    net2 = _Net((4, 2), (4,))
    predict = {"w": [[2, 2], [0, 1], [], 0, 0, ""], "b": [[2, 2], [1], [], 0, 0, ""]}
    parallel.load_distributed_checkpoint(net2, files, predict, src)
    assert {p.name: p.asnumpy().tolist() for p in net2.get_parameters()} == rec["predict"]


def test_load_distributed_checkpoint_errors_recorded(tmp_path):
    case = CASES[4]
    src = _write(tmp_path / "src.ckpt", case["src_file_hex"]).as_posix()
    files = _rank_files(tmp_path, case)
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="The parameter 'network' must be isinstance of"):
        parallel.load_distributed_checkpoint(1, files, None, src)
    with pytest.raises(ValueError, match="is 1 and the device count is 8"):
        parallel.load_distributed_checkpoint(_Net(), files[:1], None, src)
    with pytest.raises(ValueError, match="make sure the x.ckpt at index 0 is a valid checkpoint file"):
        parallel.load_distributed_checkpoint(_Net(), ["x.ckpt"], None, src)
    with pytest.raises(ValueError, match="no such strategy file: ."):
        parallel.load_distributed_checkpoint(_Net(), files, None, None)
    with pytest.raises(ValueError, match="must be 'ckpt' or 'safetensors', but got x."):
        parallel.load_distributed_checkpoint(_Net(), files, format="x")

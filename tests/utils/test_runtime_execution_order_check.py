"""runtime_execution_order_check: log lines and outcomes of per-rank order files, against a recording.

The expected lines (tests/utils/data/execution_order_recorded.json) were recorded from MindSpore 2.10.0 CPU by
running its runtime_execution_order_check on the same scenarios (built by ``_scenarios`` below)."""
import json
import logging
import os
import shutil

import pytest

from mindspore_compat.utils import runtime_execution_order_check as check

RECORDED = json.load(open(os.path.join(os.path.dirname(__file__), "data", "execution_order_recorded.json"),
                          encoding="utf-8"))["cases"]
COLS = ("index,group,comm_rank,primitive,src_rank,dest_rank,root_rank,input_shape,input_type,output_shape,"
        "output_type,input_size,output_size")
AR = "world,0 1,AllReduce,,,,[2],Float32,[2],Float32,8,8"
AG = "world,0 1,AllGather,,,,[2],Float32,[4],Float32,8,16"
S01 = "pp,0 1,Send,,1,,[3],Float32,,,12,0"
R01 = "pp,0 1,Receive,0,,,,,[3],Float32,0,12"
BC = "world,0 1,Broadcast,,,0,[2],Float32,[2],Float32,8,8"


def _job(base, name, ranks, header=COLS, skip_csv=(), skip_folder=()):
    root = os.path.join(base, name)
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    for rank, rows in ranks.items():
        folder = os.path.join(root, f"rank_{rank}", "execute_order")
        if rank in skip_folder:
            os.makedirs(os.path.dirname(folder))
            continue
        os.makedirs(folder)
        if rank in skip_csv:
            continue
        with open(os.path.join(folder, "comm_execute_order.csv"), "w", encoding="utf-8") as f:
            f.write("\n".join([header] + [f"{i}," + row for i, row in enumerate(rows)]) + "\n")
    return root


def _scenarios(base):
    """name -> the arguments of the call."""
    def rank0(root):
        return os.path.join(root, "rank_0")
    return {
        "ok": lambda: [_job(base, "ok", {0: [AR, S01, BC, AR], 1: [AR, R01, BC, AR]})],
        "cycle": lambda: [_job(base, "cycle", {0: [AR, AG], 1: [AG, AR]})],
        "sendcycle": lambda: [_job(base, "sc", {0: [S01, AR], 1: [AR, R01]})],
        "peer": lambda: [_job(base, "peer", {0: [AR, AG], 1: [AR]})],
        "absent": lambda: [rank0(_job(base, "absent", {0: [AR]}))],
        "absent_list_false": lambda: [[rank0(_job(base, "absent2", {0: [AR]}))], False],
        "list2": lambda: [[rank0(_job(base, "l2", {0: [AR, AG], 1: [AR]})), os.path.join(base, "l2", "rank_1")]],
        "relative": lambda: ["rel/path"],
        "nonexist": lambda: [os.path.join(base, "nope")],
        "norank": lambda: [os.path.join(base, "norank")],  # recorded with the folder absent
        "dup": lambda: [[rank0(_job(base, "dup", {0: [AR]})), os.path.join(base, "dup")]],
        "nofolder": lambda: [_job(base, "nofolder", {0: [AR], 1: [AR]}, skip_folder=(1,))],
        "nofolder_direct": lambda: [rank0(_job(base, "nofolder2", {0: [AR]}, skip_folder=(0,)))],
        "nocsv": lambda: [_job(base, "nocsv", {0: [AR], 1: [AR]}, skip_csv=(1,))],
        "nocsv_direct": lambda: [rank0(_job(base, "nocsv2", {0: [AR]}, skip_csv=(0,)))],
        "badheader": lambda: [_job(base, "bh", {0: [AR]}, header="a,b")],
        "empty": lambda: [_job(base, "empty", {0: []})],
        "none": lambda: [None],
        "emptylist": lambda: [[]],
        "emptystr": lambda: [""],
        "int": lambda: [5],
    }


class _Lines(logging.Handler):
    def __init__(self):
        super().__init__()
        self.lines = []

    def emit(self, record):
        self.lines.append([record.levelname, record.getMessage()])


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_recorded_scenario(tmp_path, name):
    base = str(tmp_path)
    args = _scenarios(base)[name]()
    lines = _Lines()
    logger = logging.getLogger("mindspore")
    logger.addHandler(lines)
    try:
        try:
            lines.lines.append(["RETURN", repr(check(*args))])
        except (ValueError, TypeError) as err:
            lines.lines.append(["RAISE", type(err).__name__, str(err)])
    finally:
        logger.removeHandler(lines)
    got = [[item.replace(base, "<BASE>") for item in line] for line in lines.lines]
    assert got == RECORDED[name]


def test_folder_without_rank_folders_and_duplicates(tmp_path):
    (tmp_path / "other").mkdir()
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError) as info:
        check(str(tmp_path))
    assert str(info.value) == (f"No rank_x folders found in {tmp_path}. Ensure the directory contains at least "
                               "one folder named 'rank_x', where x is an integer.")
    rank = _job(str(tmp_path), "ok", {0: [AR]}) + "/rank_0"
    with pytest.raises(ValueError) as info:
        check([rank, rank])
    assert str(info.value) == ("Duplicate rank folder detected: rank_0. Each rank_x folder must be unique. Please "
                               "remove duplicates.")


def test_docstring_example(run_doctests):
    result = run_doctests("mindspore_compat.utils.runtime_execution_order_check")
    assert result.failed == 0 and result.attempted > 0

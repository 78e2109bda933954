"""``mindspore-compat check``: the porting report on a fixture project written for these tests.

tests/data/check_project uses supported, unsupported, differing and unknown MindSpore names through every import
style the checker follows; each finding's file, line and status is pinned here.
"""
import json
import pathlib
import subprocess
import sys

import pytest

from mindspore_compat import _check
from mindspore_compat._unsupported import unsupported_reason

ROOT = pathlib.Path(__file__).resolve().parents[1]
PROJECT = ROOT / "tests" / "data" / "check_project"


@pytest.fixture(scope="module")
def findings():
    out = {}
    for f in _check.check_paths([str(PROJECT)]):
        rel = pathlib.Path(f.file.split("[")[0]).relative_to(PROJECT).as_posix()
        cell = f.file[len(f.file.split("[")[0]):]
        out.setdefault((rel + cell, f.line, f.name), []).append(f)
    return out


# (file, line, name, status)
EXPECTED = [
    ("train.py", 3, "mindspore", "supported"),
    ("train.py", 4, "mindspore.nn", "supported"),
    ("train.py", 5, "mindspore.Tensor", "supported"),
    ("train.py", 5, "mindspore.context", "supported"),
    ("train.py", 6, "mindspore.ops.operations", "supported"),
    ("train.py", 7, "mindspore.train.Model", "supported"),
    ("train.py", 8, "mindspore.train.export_split_mindir", "unsupported"),
    ("train.py", 9, "mindspore.dataset.vision.c_transforms_v0", "unknown"),
    ("train.py", 11, "mindspore.set_context", "supported"),
    ("train.py", 11, "mindspore.GRAPH_MODE", "supported"),
    ("train.py", 11, "mindspore.set_context(mode='GRAPH_MODE')", "different"),
    ("train.py", 11, "mindspore.set_context(no_such_key=1)", "unknown"),
    ("train.py", 12, "mindspore.context.set_context", "supported"),
    ("train.py", 12, "mindspore.set_context(enable_sparse=True)", "different"),
    ("train.py", 15, "mindspore.nn.Cell", "supported"),
    ("train.py", 18, "mindspore.nn.Dense", "supported"),
    ("train.py", 19, "mindspore.ops.operations.MatMul", "supported"),
    ("train.py", 20, "mindspore.ops.Push", "unsupported"),
    ("train.py", 27, "mindspore.nn.TrainOneStepWithLossScaleCell", "different"),
    ("train.py", 28, "mindspore.nn.MSELoss", "supported"),
    ("train.py", 28, "mindspore.nn.Momentum", "supported"),
    ("train.py", 28, "mindspore.Model(amp_level='O1')", "different"),
    ("train.py", 29, "mindspore.Model.train(dataset_sink_mode=True)", "different"),
    ("train.py", 30, "mindspore.float32", "supported"),
    ("train.py", 31, "mindspore.nn.NoSuchLayer", "unknown"),
    ("pkg/utils.py", 1, "mindspore.ops", "supported"),
    ("pkg/utils.py", 2, "mindspore.common.dtype", "supported"),
    ("pkg/utils.py", 3, "mindspore.nn.Dense", "supported"),
    ("pkg/utils.py", 3, "mindspore.nn.Cell", "supported"),
    ("pkg/utils.py", 6, "mindspore.ops.ReduceSum", "supported"),
    ("pkg/utils.py", 7, "mindspore.common.dtype.float32", "supported"),
    ("notebook.ipynb[cell 2]", 2, "mindspore", "supported"),
    ("notebook.ipynb[cell 2]", 3, "mindspore.nn", "supported"),
    ("notebook.ipynb[cell 2]", 4, "mindspore.nn.Dense", "supported"),
    ("notebook.ipynb[cell 3]", 1, "mindspore.train.export_split_mindir", "unsupported"),
    ("notebook.ipynb[cell 3]", 2, "mindspore.set_context", "supported"),
    ("notebook.ipynb[cell 3]", 2, "mindspore.PYNATIVE_MODE", "supported"),
]


def test_every_finding_is_pinned(findings):
    got = sorted((key[0], key[1], key[2], f.status) for key, fs in findings.items() for f in fs)
    assert got == sorted(EXPECTED)


def test_unsupported_findings_carry_the_runtime_reason(findings):
    [f] = findings[("train.py", 8, "mindspore.train.export_split_mindir")]
    assert f.detail == unsupported_reason("mindspore.train", "export_split_mindir")
    [f] = findings[("train.py", 20, "mindspore.ops.Push")]
    assert f.detail == unsupported_reason("mindspore.ops", "Push")


def test_different_findings_name_the_row(findings):
    [f] = findings[("train.py", 28, "mindspore.Model(amp_level='O1')")]
    assert 'auto_mixed_precision(net, "O1")' in f.detail
    [f] = findings[("train.py", 11, "mindspore.set_context(mode='GRAPH_MODE')")]
    assert "GRAPH_MODE" in f.detail


def test_every_difference_names_a_row_of_the_differences_page():
    page = (ROOT / "docs" / "guides" / "differences.rst").read_text(encoding="utf-8")
    first_cells = {" ".join(part.split()) for part in page.split("   * - ")[1:]}
    for target, row in _check.differences().items():
        assert any(cell.startswith(row) for cell in first_cells), (target, row)


def test_source_that_does_not_parse():
    [f] = _check.check_source("import mindspore as ms\nms.nn.Dense(\n", "broken.py")
    assert (f.status, f.name, f.line) == ("unknown", "<syntax error>", 2)
    assert "never closed" in f.detail


def test_aliases_and_star_imports():
    source = ("import mindspore.nn as layers\nfrom mindspore import *\nfrom mindspore.nn import Dense as D\n"
              "net = layers.Dense(1, 1)\nother = D(1, 1)\n")
    got = [(f.line, f.name, f.status) for f in _check.check_source(source)]
    assert got == [(1, "mindspore.nn", "supported"), (2, "mindspore", "supported"),
                   (3, "mindspore.nn.Dense", "supported"), (4, "mindspore.nn.Dense", "supported")]


def _cli(capsys, *args):
    status = _check.main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_text_json_and_exit_status(capsys):
    status, out, err = _cli(capsys, str(PROJECT))
    assert status == 0, err
    assert "3 unsupported" in out.splitlines()[1]
    assert "mindspore.train.export_split_mindir  (2 uses)" in out
    report = json.loads(_cli(capsys, "--format", "json", "--no-notebooks", str(PROJECT))[1])
    assert report["counts"] == {"supported": 21, "unsupported": 2, "different": 5, "unknown": 3}
    assert _cli(capsys, "--fail-on", "unsupported", str(PROJECT))[0] == 1
    assert _cli(capsys, "--fail-on=different,unknown", str(PROJECT / "pkg"))[0] == 0
    status, _, err = _cli(capsys, "--fail-on", "sometimes", str(PROJECT))
    assert status == 2 and "invalid choice: 'sometimes'" in err
    assert _cli(capsys)[0] == 2
    status, _, err = _cli(capsys, str(PROJECT / "absent.py"))
    assert status == 2 and "no such file or folder" in err


def test_command_line_entry_point():
    done = subprocess.run([sys.executable, "-m", "mindspore_compat", "check", "--fail-on", "unknown",
                           str(PROJECT / "pkg")], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("mindspore-compat check: 6 uses of the MindSpore API in 1 file(s)")


def test_our_examples_and_conformance_fixtures_are_supported():
    found = _check.check_paths([str(ROOT / "examples"), str(ROOT / "conformance")])
    assert found, "no MindSpore use found in examples/ and conformance/"
    assert [f for f in found if f.status == "unsupported"] == []

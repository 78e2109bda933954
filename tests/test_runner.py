"""`python -m mindspore_compat run SCRIPT` (mindspore_compat/__main__.py), and the documented commands."""
import json
import os
import re
import subprocess
import sys
import textwrap

import pytest

from mindspore_compat import _alias
from mindspore_compat.__main__ import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(args, cwd):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "mindspore_compat", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture
def restore_alias():
    saved = {n: m for n, m in sys.modules.items() if n == "mindspore" or n.startswith("mindspore.")}
    yield
    _alias.uninstall()
    for name in [n for n in sys.modules if n == "mindspore" or n.startswith("mindspore.")]:
        del sys.modules[name]
    sys.modules.update(saved)


def test_script_runs_like_python(tmp_path):
    sub = tmp_path / "scripts"
    sub.mkdir()
    (sub / "helper_mod.py").write_text("VALUE = 42\n")
    (sub / "probe.py").write_text(textwrap.dedent("""
        import json, os, sys
        import mindspore
        import mindspore.nn as nn
        import helper_mod                      # found because the script's directory is sys.path[0]
        print(json.dumps({
            "argv": sys.argv,
            "name": __name__,
            "file": __file__,
            "path0": sys.path[0],
            "main_is_module": sys.modules["__main__"].__dict__ is globals(),
            "alias": mindspore.__name__,
            "nn_same": sys.modules["mindspore.nn"] is sys.modules["mindspore_compat.nn"],
            "helper": helper_mod.VALUE,
        }))
    """))
    proc = _run(["run", "scripts/probe.py", "--flag", "x y"], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["argv"] == ["scripts/probe.py", "--flag", "x y"]
    assert out["name"] == "__main__"
    assert out["file"] == str(sub / "probe.py")
    assert out["path0"] == os.path.realpath(sub)
    assert out["main_is_module"] is True
    assert out["alias"] == "mindspore_compat"
    assert out["nn_same"] is True
    assert out["helper"] == 42


def test_exit_codes_and_traceback(tmp_path):
    (tmp_path / "exits.py").write_text("import sys\nsys.exit(int(sys.argv[1]) if sys.argv[1].isdigit() "
                                       "else sys.argv[1])\n")
    (tmp_path / "fails.py").write_text(textwrap.dedent("""
        def inner():
            raise ValueError("boom from the script")

        inner()
    """))
    assert _run(["run", "exits.py", "7"], cwd=tmp_path).returncode == 7
    proc = _run(["run", "exits.py", "bye"], cwd=tmp_path)
    assert proc.returncode == 1 and proc.stderr.strip() == "bye"

    proc = _run(["run", "fails.py"], cwd=tmp_path)
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[1].startswith(f'  File "{tmp_path / "fails.py"}", line 5, in <module>')
    assert lines[-1] == "ValueError: boom from the script"
    assert "__main__.py" not in proc.stderr and "runpy" not in proc.stderr


def test_missing_script(tmp_path):
    proc = _run(["run", "nope.py"], cwd=tmp_path)
    assert proc.returncode == 2
    assert "can't open file" in proc.stderr and "nope.py" in proc.stderr


def test_run_module(tmp_path, monkeypatch, capsys, restore_alias):
    pkg = tmp_path / "runner_pkg_xyz"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "train.py").write_text(textwrap.dedent("""
        import sys
        import mindspore
        print("module", __name__, sys.argv[1:], mindspore.__name__)
        if "--fail" in sys.argv:
            sys.exit(3)
    """))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "argv", list(sys.argv))
    monkeypatch.setattr(sys, "path", list(sys.path))
    assert main(["run", "-m", "runner_pkg_xyz.train", "a", "-b"]) == 0
    assert capsys.readouterr().out == "module __main__ ['a', '-b'] mindspore_compat\n"
    with pytest.raises(SystemExit) as info:
        main(["run", "-m", "runner_pkg_xyz.train", "--fail"])
    assert info.value.code == 3
    for name in [n for n in sys.modules if n.startswith("runner_pkg_xyz")]:
        del sys.modules[name]


def test_usage(capsys):
    assert main(["--help"]) == 0
    assert "usage:" in capsys.readouterr().out
    assert main(["run", "--help"]) == 0
    assert "-m MODULE" in capsys.readouterr().out
    assert main([]) == 2
    assert "usage:" in capsys.readouterr().err
    assert main(["bogus"]) == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "invalid choice: 'bogus'" in err
    assert main(["run"]) == 2
    assert main(["run", "-x", "script.py"]) == 2
    assert "unrecognized arguments: -x" in capsys.readouterr().err


def test_version(capsys):
    import torch
    assert main(["version"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("mindspore_compat ") and torch.__version__ in out and "MindSpore 2.10" in out


# --- the documented commands ---------------------------------------------------------------------------------

TEST_COMMAND = 'pip install torch==2.13.0 && pip install -e ".[test]" && python -m pytest -q tests && python -m conformance'
DEMO_COMMAND = ('pip install torch==2.13.0 && pip install -e ".[demo]" && '
                "python -m mindspore_compat run examples/train.py")


def test_readme_commands_match_ci():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read().splitlines()
    with open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8") as f:
        ci = f.read().splitlines()
    assert TEST_COMMAND in readme
    assert DEMO_COMMAND in readme
    assert TEST_COMMAND in ci


def _run_example(name, *args):
    return subprocess.run([sys.executable, "-m", "mindspore_compat", "run", os.path.join(ROOT, "examples", name),
                           *args], capture_output=True, text=True, timeout=600, cwd=ROOT)


def test_demo_trains_to_95_percent_and_restores_its_checkpoint(tmp_path):
    # the README's demo: Model + amp_level O2 + DynamicLossScaleManager + LossMonitor + ModelCheckpoint
    proc = _run_example("train.py", "--ckpt-dir", str(tmp_path))
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    out = proc.stdout
    accuracy = float(re.search(r"^test accuracy: ([0-9.]+)$", out, re.M).group(1))
    assert accuracy >= 0.95
    assert re.search(r"^epoch: 10 step: 44, loss is ", out, re.M)
    assert re.search(r"^step 1: loss scale 8\.38861e\+06$", out, re.M)      # 2**24 halved by the first overflow
    assert "parameters not loaded: []" in out
    assert sorted(os.listdir(tmp_path)) == ["lenet-10_44.ckpt", "lenet-9_44.ckpt"]   # keep_checkpoint_max=2


def test_loss_scale_example_runs():
    proc = _run_example("train_loss_scale.py")
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]

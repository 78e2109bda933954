"""mindspore.__version__ is the reproduced MindSpore API version; the package keeps its own release number."""
import os
import re
import subprocess
import sys

import mindspore_compat
from mindspore_compat import _version, version
from mindspore_compat.__main__ import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_api_version_is_mindspore_release():
    # MindSpore 2.10.0 prints '2.10.0' for mindspore.__version__ and mindspore.version.__version__
    assert mindspore_compat.__version__ == "2.10.0"
    assert version.__version__ == "2.10.0"
    major, minor = (int(p) for p in mindspore_compat.__version__.split(".")[:2])
    assert (major, minor) >= (2, 0)


def test_package_version_is_separate(capsys):
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", _version.__version__)
    assert main(["version"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"mindspore_compat {_version.__version__} (MindSpore 2.10 API)")


def test_setup_reads_package_version():
    setup_py = os.path.join(ROOT, "setup.py")
    if not os.path.exists(setup_py):
        return
    out = subprocess.run([sys.executable, setup_py, "--version"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip().splitlines()[-1]
    assert out == _version.__version__

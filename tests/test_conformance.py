"""The conformance harness itself: extraction (RST, text, HTML), doc-defect repairs, fixtures, output comparison,
xfail/XPASS logic, the worker, goldens recording, and the command line on a seed page.

Pages here are small synthetic ones written for the test (no MindSpore doc text is copied into the repo).
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import textwrap

import pytest

from conformance import api, extract, suite
from conformance.compare import exceptions_match, judge_example, outputs_match, tokens
from conformance.record_goldens import goldens_for, write_goldens
from conformance.report import render

REPO = pathlib.Path(__file__).resolve().parent.parent


def _page(text, kind="rst", key="page.rst"):
    return extract.extract(textwrap.dedent(text), key, kind)


def _sources(page):
    return [[st.source for st in ex.statements] for ex in page.examples]


# ------------------------------------------------------------------------------------------------- extraction
def test_rst_blocks_statements_and_outputs():
    page = _page("""
        Title
        =====

        **Examples:**

            >>> x = 1
            >>> def f(a):
            ...     return a + 1
            ...
            >>> print(f(x))
            2
            >>> f(x)  # doctest: +SKIP
            3

            >>> print("a\\n\\nb")
            a
            <BLANKLINE>
            b

        Some prose.

            >>> y = 2
        """)
    assert [len(ex.statements) for ex in page.examples] == [5, 1]
    first = page.examples[0].statements
    assert first[1].source == "def f(a):\n    return a + 1\n\n"
    assert first[2].want == "2\n"
    assert first[3].skip and first[3].want == "3\n"
    assert first[4].want == "a\n\nb\n"
    assert page.examples[1].index == 1 and page.examples[1].lineno == 23
    assert page.defects == [] and page.fixtures == []


def test_expected_exception_is_recognised():
    page = _page("""
        >>> int("x")
        Traceback (most recent call last):
          ...
        ValueError: invalid literal for int() with base 10: 'x'
        """)
    st = page.examples[0].statements[0]
    assert st.exc_want == "ValueError: invalid literal for int() with base 10: 'x'"


def test_rendered_text_prose_is_not_output():
    page = _page("""
        class Foo(a)[source]

        Examples:

        >>> import math
        >>> print(math.floor(2.5))
        2
        method_one()[source]

        Does things.

        >>> value = 3
        method_two()¶
        >>> z = value
        Trailing prose right after an assignment.
        """, kind="text", key="page.txt")
    assert len(page.examples) == 3
    assert page.examples[0].statements[1].want == "2\n"
    assert all(not st.want for st in page.examples[1].statements + page.examples[2].statements)


def test_rst_kind_detected_from_directives():
    assert extract.page_kind("a.txt", ".. py:class:: mindspore.nn.Foo(x)\n") == "rst"
    assert extract.page_kind("a.txt", "plain words\n") == "text"
    assert extract.page_kind("a.txt", "<!DOCTYPE html>\n<html></html>") == "html"
    assert extract.page_kind("a.md", "# t\n") == "md"


def test_html_pre_blocks_keep_their_lines():
    markup = """<!DOCTYPE html><html><head><title>T</title><script>var x = 1;</script></head><body>
    <nav>menu entries</nav>
    <p>Some    <b>prose</b> here.</p>
    <div class="highlight"><pre><span></span><span class="gp">&gt;&gt;&gt; </span><span class="n">a</span> <span class="o">=</span> <span class="p">[</span><span class="mi">1</span><span class="p">]</span>
<span class="gp">&gt;&gt;&gt; </span><span class="k">for</span> <span class="n">v</span> <span class="ow">in</span> <span class="n">a</span><span class="p">:</span>
<span class="gp">... </span>    <span class="nb">print</span><span class="p">(</span><span class="n">v</span> <span class="o">&lt;</span> <span class="mi">2</span><span class="p">)</span>
<span class="go">True</span>
</pre></div>
    <dl><dt>method()<a class="headerlink" href="#m">¶</a></dt><dd>After.</dd></dl>
    </body></html>"""
    text = extract.html_to_text(markup)
    assert "var x" not in text and "menu entries" not in text
    assert "Some prose here." in text
    assert ">>> for v in a:\n...     print(v < 2)\nTrue\n" in text
    page = extract.extract(markup, "p.html", "html")
    assert len(page.examples) == 1
    assert page.examples[0].statements[1].source == "for v in a:\n    print(v < 2)\n"
    assert page.examples[0].statements[1].want == "True\n"


def test_po_catalog_examples():
    po = textwrap.dedent('''
        msgid ""
        msgstr ""

        msgid "Example:"
        msgstr "样例："

        msgid ">>> print(1 + 1)\\n"
        "2"
        msgstr ""
        ''')
    page = extract.extract(po, "docs/locale/x.po", "po")
    assert page.examples[0].statements[0].want == "2\n"


def test_markdown_fence_ends_output():
    page = _page("""
        ```python
        >>> print(3)
        3
        ```
        """, kind="md", key="p.md")
    assert page.examples[0].statements[0].want == "3\n"


# --------------------------------------------------------------------------------------------------- repairs
def test_full_width_colon_repaired_and_reported():
    page = _page("""
        >>> class A:
        ...     def f(self)：
        ...         return 1
        ...
        >>> s = "keep this："
        """)
    assert "def f(self):" in page.examples[0].statements[0].source
    assert page.examples[0].statements[1].source == 's = "keep this："\n'
    [defect] = page.defects
    assert defect.kind == "full-width colon" and defect.lineno == 3 and "：" in defect.detail


def test_stray_prompt_inside_continued_line_repaired():
    page = _page("""
        >>> d = {"a": 1,         >>>          "b": 2}
        >>> print(sorted(d))
        ['a', 'b']
        """)
    assert page.examples[0].statements[0].source == 'd = {"a": 1, "b": 2}\n'
    assert [d.kind for d in page.defects] == ["stray prompt"]


def test_prompt_used_as_continuation_repaired():
    page = _page("""
        >>> total = 0
        >>> for i in range(3):
        >>>     if i:
        >>>         total += i
        >>> print(total)
        3
        """)
    sources = _sources(page)[0]
    assert sources[1] == "for i in range(3):\n    if i:\n        total += i\n"
    assert len(sources) == 3
    [defect] = page.defects
    assert defect.kind == "prompt as continuation" and "lines 4-5" in defect.detail


def test_valid_code_is_never_repaired():
    page = _page("""
        >>> s = ">>> not a prompt"
        >>> t = "x："
        """)
    assert page.defects == []
    assert _sources(page)[0] == ['s = ">>> not a prompt"\n', 't = "x："\n']


def test_missing_import_inserted_on_doc_pages_only():
    text = """
        >>> from mindspore import Tensor
        >>> x = Tensor(1, mindspore.float32)
        >>> y = np.ones(2)
        """
    page = _page(text)
    sources = _sources(page)[0]
    assert sources == ["from mindspore import Tensor\n", "import mindspore\n", "x = Tensor(1, mindspore.float32)\n",
                       "import numpy as np\n", "y = np.ones(2)\n"]
    assert [d.kind for d in page.defects] == ["missing import", "missing import"]
    assert page.examples[0].statements[1].synthetic
    # docstrings: MindSpore's doctests assume these globals, nothing to repair
    doc = _page(text, kind="docstring", key="doc:x")
    assert doc.defects == [] and len(_sources(doc)[0]) == 3


def test_names_defined_earlier_on_the_page_are_not_missing():
    page = _page("""
        >>> import mindspore as ms
        >>> net = ms.nn.Dense(2, 2)

        Later, another example uses the same namespace.

        >>> out = net
        >>> class Mine(Cell):
        ...     pass
        """)
    assert [d.detail.split("'")[1] for d in page.defects] == ["Cell"]


def test_fixtures_detected():
    page = _page("""
        >>> net = LeNet5()
        >>> import json
        >>> path = "/path/config.json"
        >>> with open(path) as fp:
        ...     cfg = json.load(fp)
        >>> ds = create_dataset()
        >>> other = undefined_helper()
        """)
    assert {f.name for f in page.fixtures} == {"LeNet5", "open", "create_dataset"}
    src = page.fixture_source()
    assert "class LeNet5" in src and "def create_dataset" in src and "def open" in src
    ns = {}
    exec(extract._fixtures.source_for(["open"]), ns)
    with ns["open"]("/path/boost_config.json") as f:
        assert json.load(f) == {"boost": {"mode": "auto"}}
    assert set(ns) == {"__builtins__", "open"}


# ------------------------------------------------------------------------------------------------ comparison
def test_tokens_and_tolerance():
    assert outputs_match("0.7000000476837158", "0.7")[0]
    assert outputs_match("104.03997802734375", "104.03998")[0]
    assert not outputs_match("104.03", "104.04")[0]
    assert outputs_match("1e-07", "1.0000001e-07")[0]          # absolute tolerance near zero
    assert not outputs_match("225", "225.0")[0]                 # integer literal vs float
    assert outputs_match("[1.  2.5 3. ]", "[1. 2.5\n 3.]")[0]     # whitespace only separates
    assert not outputs_match("12 3", "123")[0]
    assert [t for _, t in tokens("Float32 value= -1.5e+00")] == ["Float32", "value", "=", "-1.5e+00"]


def test_tensor_formatting_compared_token_by_token():
    want = ("(Tensor(shape=[], dtype=Float32, value= 225), Tensor(shape=[], dtype=Bool, value= False), "
            "Parameter (name=scale_sense, shape=(), dtype=Float32, requires_grad=True))\n")
    assert outputs_match(want, want.replace("225", "225.000008").replace(", ", ",  "))[0] is False
    assert outputs_match(want, want.replace("value= 225", "value=225"))[0]
    ok, why = outputs_match(want, want.replace("Float32, value= 225", "Float64, value= 225"))
    assert not ok and "'Float32'" in why and "'Float64'" in why
    arr = "Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])"
    assert outputs_match(arr, arr.replace("2.00000000e+00", "2.00000100e+00"))[0]
    assert not outputs_match(arr, arr.replace("2.00000000e+00", "2.00010000e+00"))[0]
    assert not outputs_match(arr, "[1. 2.]")[0]


def test_numpy2_scalar_reprs_read_as_numpy1():
    assert outputs_match("{'loss': 11.764899253845215}", "{'loss': np.float64(11.764899253845215)}")[0]
    assert outputs_match("[True, 'a', 3]", "[np.True_, np.str_('a'), np.int64(3)]")[0]
    assert not outputs_match("{'loss': 11.7649}", "{'loss': np.float64(11.8)}")[0]
    assert not outputs_match("3", "np.float64(3.0)")[0]                 # the value's own form still counts


def test_ellipsis_and_addresses():
    assert outputs_match("<Foo object at 0x7f00aa>", "<Foo object at 0x55bbcc>")[0]
    assert not outputs_match("a ... d", "a b c d")[0]
    assert outputs_match("a ... d", "a b c d", ellipsis=True)[0]
    assert not outputs_match("a ... e", "a b c d", ellipsis=True)[0]


def test_exceptions_match():
    exc = {"type": "ValueError", "message": "bad value 1.0", "line": "ValueError: bad value 1.0"}
    assert exceptions_match("ValueError: bad value 1.0000001", exc)[0]
    assert exceptions_match("builtins.ValueError: other", exc, ignore_detail=True)[0]
    assert not exceptions_match("TypeError: bad value 1.0", exc)[0]


def _ran(out="", exc=None):
    return {"status": "ran", "out": out, "exc": exc}


def test_judge_example():
    page = _page("""
        >>> a = 1
        >>> print(a)
        1
        """)
    ex = page.examples[0]
    assert judge_example(ex, [_ran(), _ran("1\n")]).status == "passed"
    v = judge_example(ex, [_ran(), _ran("2\n")])
    assert v.status == "failed" and "output differs" in v.reason and v.lineno == 3
    v = judge_example(ex, [_ran("noise\n"), _ran("1\n")])
    assert v.status == "failed" and "does not show" in v.reason
    exc = {"type": "AttributeError", "message": "no Foo", "line": "AttributeError: no Foo", "traceback": ""}
    v = judge_example(ex, [_ran(exc=exc), {"status": "not_run", "out": "", "exc": None}])
    assert v.status == "failed" and v.reason == "raised AttributeError: no Foo"
    assert judge_example(ex, None).status == "failed"
    # no output on the page: the golden decides; without one, running is enough
    quiet = _page(">>> print(2)\n").examples[0]
    assert judge_example(quiet, [_ran("2\n")]).status == "passed"
    assert judge_example(quiet, [_ran("2\n")], golden="2\n").status == "passed"
    v = judge_example(quiet, [_ran("2\n")], golden="3\n")
    assert v.status == "failed" and v.golden
    skipped = _page(">>> print(2)  # doctest: +SKIP\n").examples[0]
    assert judge_example(skipped, [{"status": "skipped", "out": "", "exc": None}]).status == "skipped"


# ---------------------------------------------------------------------------------------------- xfails, report
def test_xfail_file_parsing(tmp_path):
    good = tmp_path / "x.txt"
    good.write_text("# comment\n\n002_*.txt::3 | needs boost\ndoc:mindspore.nn.*::* | not yet\n")
    entries = suite.load_xfails(str(good))
    assert [(e.pattern, e.index) for e in entries] == [("002_*.txt", 3), ("doc:mindspore.nn.*", "*")]
    assert entries[0].matches("002_abc.txt", 3) and not entries[0].matches("002_abc.txt", 2)
    for bad in ("page::1\n", "page::1 |   \n", "page | reason\n", "page::x | reason\n"):
        (tmp_path / "b.txt").write_text(bad)
        with pytest.raises(ValueError):
            suite.load_xfails(str(tmp_path / "b.txt"))


def test_xfail_and_xpass(tmp_path):
    page = _page("""
        >>> print(1)
        1

        text

        >>> print(2)
        2

        text

        >>> print(3)
        3
        """, key="pg.rst")
    results = {"pg.rst": {"key": "pg.rst", "notes": [], "setup_error": None,
                          "blocks": [[_ran("1\n")], [_ran("0\n")], [_ran("3\n")]]}}
    (tmp_path / "x.txt").write_text("pg.rst::1 | known gap\npg.rst::2 | fixed since\nother::* | unrelated\n")
    xfails = suite.load_xfails(str(tmp_path / "x.txt"))
    [report] = suite.evaluate([page], results, str(tmp_path), xfails)
    assert [v.status for v in report.verdicts] == ["passed", "xfailed", "xpass"]
    assert report.failed == 1
    text = render([report])
    assert text.splitlines()[-1] == "1 passed, 1 failed"
    assert "XPASS pg.rst::2" in text and "fixed since" in text
    assert [e.used for e in xfails] == [True, True, False]


def test_report_lists_defects_fixtures_and_setup_errors(tmp_path):
    page = _page("""
        >>> net = LeNet5()
        >>> x = mindspore.float32
        """, key="p.rst")
    results = {"p.rst": {"key": "p.rst", "notes": [], "setup_error": "import mindspore failed: boom", "blocks": []}}
    [report] = suite.evaluate([page], results, str(tmp_path), [])
    text = render([report])
    assert "[missing import]" in text and "LeNet5:" in text and "import mindspore failed: boom" in text
    assert text.splitlines()[-1] == "0 passed, 1 failed"


def test_golden_paths_are_safe():
    assert os.path.basename(suite.golden_path("doc:mindspore.nn.Dense")) == "doc_mindspore.nn.Dense.json"
    assert os.path.basename(suite.golden_path("docs/api/nn.rst")) == "docs_api_nn.rst.json"


# ------------------------------------------------------------------------------------------- worker, goldens
_SYNTHETIC = """
    A page.

        >>> import mindspore
        >>> from mindspore import Tensor
        >>> print(Tensor([1.0, 2.0]))
        [1. 2.]

    More prose.

        >>> print(undefined_name)

    End.

        >>> print(mindspore.float32)
    """


def _fake_mindspore_python(tmp_path):
    """An interpreter whose `import mindspore` is our alias: stands in for a venv with the real MindSpore."""
    fake = tmp_path / "fake-python"
    fake.write_text(f"#!{sys.executable}\nimport runpy, sys\nsys.path.insert(0, {str(REPO)!r})\n"
                    "import mindspore_compat\nmindspore_compat.install()\nsys.argv = sys.argv[1:]\n"
                    "runpy.run_path(sys.argv[0], run_name='__main__')\n")
    fake.chmod(0o755)
    return str(fake)


def test_worker_runs_pages_and_goldens_round_trip(tmp_path):
    page = extract.extract(textwrap.dedent(_SYNTHETIC), "synthetic.rst", "rst", group="g")
    results = suite.run_pages([page], timeout=60, jobs=1)
    res = results["synthetic.rst"]
    assert res["setup_error"] is None, res
    assert [len(b) for b in res["blocks"]] == [3, 1, 1]
    assert res["blocks"][0][2]["out"] == "[1. 2.]\n"
    assert res["blocks"][1][0]["exc"]["type"] == "NameError"
    [report] = suite.evaluate([page], results, str(tmp_path), [])
    assert [v.status for v in report.verdicts] == ["passed", "failed", "passed"]
    assert "undefined_name" in report.verdicts[1].reason

    # record goldens with a stand-in interpreter, then replay against them
    fake = _fake_mindspore_python(tmp_path)
    from conformance.record_goldens import PATCHES
    recorded = suite.run_pages([page], python=fake, mode="real", timeout=60, jobs=1, patches=PATCHES)
    assert any(n.startswith("patch P2") for n in recorded["synthetic.rst"]["notes"])
    gdir = tmp_path / "goldens"
    written = write_goldens([page], recorded, fake, str(gdir))
    doc = json.loads(pathlib.Path(written[0]).read_text())
    assert doc["page"] == "synthetic.rst"
    assert doc["examples"] == {"2": "Float32\n"}          # only blocks that show no output need goldens
    assert doc["errors"]["1"].startswith("NameError")
    assert suite.load_golden("synthetic.rst", str(gdir)) == {2: "Float32\n"}
    doc["examples"]["2"] = "Float64\n"
    pathlib.Path(written[0]).write_text(json.dumps(doc))
    [report] = suite.evaluate([page], results, str(gdir), [])
    assert report.verdicts[2].status == "failed" and report.verdicts[2].golden


def test_goldens_for_skips_pages_without_need():
    page = _page(">>> print(1)\n1\n")
    assert goldens_for(page, {"key": "page.rst", "blocks": [[_ran("1\n")]], "setup_error": None}) is None
    assert goldens_for(page, None) is None


def test_worker_timeout_is_a_failure(tmp_path):
    page = _page("""
        >>> import time
        >>> time.sleep(30)

        text

        >>> print(1)
        1
        """, key="slow.rst")
    results = suite.run_pages([page], timeout=3, jobs=1)
    [report] = suite.evaluate([page], results, str(tmp_path), [])
    assert report.verdicts[0].status == "failed" and "Timeout" in report.verdicts[0].reason
    assert report.verdicts[1].status == "failed"


# ------------------------------------------------------------------------------------------------------- api
def test_api_comparison_counts():
    manifest = {
        "mindspore": {
            "Tensor": {"kind": "class", "init": "(self, input_data=None)", "members": {"asnumpy": "(self)",
                                                                                     "no_such": "(self)"}},
            "set_seed": {"kind": "function", "sig": "(seed)"},
            "not_there": {"kind": "function", "sig": "(x)"},
            "_private": {"kind": "function", "sig": "()"},
        },
        "mindspore.not_a_namespace_yet": {"Foo": {"kind": "class", "init": "(self)", "members": {}}},
    }
    result = api.compare(manifest)
    ms = result["mindspore"]
    assert (ms["names"], ms["present"], ms["missing"]) == (3, 2, ["not_there"])
    assert ms["checked"] == 2 and ms["members_missing"] == ["Tensor.no_such"]
    assert result["mindspore.not_a_namespace_yet"]["missing"] == ["Foo"]
    assert result["mindspore.not_a_namespace_yet"]["import_error"]
    assert "not implemented" in api.render(result)
    assert api.signature_equal("(seed)", "(seed)") and not api.signature_equal("(seed=1)", "(seed)")
    assert api.signature_equal("(self, dtype=mindspore.float32)", "(self, dtype=mstype.float32)")


def test_manifest_copied():
    data = api.load_manifest()
    assert {"mindspore", "mindspore.nn", "mindspore.boost"} <= set(data)


# ------------------------------------------------------------------------------------------------ command line
def _seeds_dir():
    cand = REPO.parent / "shared" / "seeds"  # ../shared from the repo root
    return cand if cand.is_dir() else None


@pytest.mark.skipif(_seeds_dir() is None, reason="seed pages not available")
def test_cli_on_seed_000_does_not_crash(tmp_path):
    seed = sorted(_seeds_dir().glob("000_*.txt"))
    if not seed:
        pytest.skip("seed 000 not available")
    out_json = tmp_path / "r.json"
    proc = subprocess.run([sys.executable, "-m", "conformance", "--pages-only", str(seed[0]), "--json",
                           str(out_json)], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert proc.returncode in (0, 1), proc.stderr
    lines = proc.stdout.rstrip("\n").splitlines()
    m = re.fullmatch(r"(\d+) passed, (\d+) failed", lines[-1])
    assert m, proc.stdout
    assert (proc.returncode == 0) == (m.group(2) == "0")
    assert "[full-width colon]" in proc.stdout and "[missing import]" in proc.stdout
    data = json.loads(out_json.read_text())
    assert data["totals"]["examples"] == 1


def test_cli_list_and_bad_xfails(tmp_path):
    page = tmp_path / "p.rst"
    page.write_text(">>> x = 1\n>>> print(x)\n1\n")
    proc = subprocess.run([sys.executable, "-m", "conformance", "--pages-only", "--list", str(page)], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and ">>> print(x)" in proc.stdout
    bad = tmp_path / "x.txt"
    bad.write_text("p.rst::0\n")
    proc = subprocess.run([sys.executable, "-m", "conformance", "--pages-only", "--xfails", str(bad), str(page)],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "no reason" not in proc.stdout and "expected" in proc.stderr


# ----------------------------------------------------------------------------------- tutorials, recorded goldens
_NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "source": ["Some prose about the tutorial."]},
        {"cell_type": "code", "source": ["!pip install something\n", "values = [3, 4]\n", "sum(values)"],
         "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["7"]}}]},
        {"cell_type": "code", "source": ["for step in range(2):\n", "    print(f'step {step} loss 0.5')\n",
                                         "len(values)"],
         "outputs": [{"output_type": "stream", "name": "stdout",
                      "text": ["step 0 loss 0.91\n", "step 1 loss 0.47\n"]},
                     {"output_type": "execute_result", "data": {"text/plain": ["2"]}}]},
        {"cell_type": "code", "source": ["None"], "outputs": []},
    ]
}

_TUTORIAL_MD = '''
# A tutorial

```python
import numpy as np
x = np.arange(3)
print(x.sum())
```

```text
3
```

The tree of files (not an output: prose comes before it):

```text
data/
  file
```

```python
print("epoch", 1)
```
'''


def test_notebook_cells_become_blocks(tmp_path):
    path = tmp_path / "tut.ipynb"
    path.write_text(json.dumps(_NOTEBOOK))
    page = extract.page_from_file(str(path), key="tut.ipynb")
    assert page.kind == "notebook"
    assert [ex.statements[0].source for ex in page.examples] == [
        "values = [3, 4]\nsum(values)\n", "for step in range(2):\n    print(f'step {step} loss 0.5')\nlen(values)\n",
        "None\n"]
    assert [ex.statements[0].want for ex in page.examples] == ["7\n", "step 0 loss 0.91\nstep 1 loss 0.47\n2\n", ""]
    assert [d.kind for d in page.defects] == ["shell command"]
    results = suite.run_pages([page], timeout=60, jobs=1)
    assert [b[0]["out"] for b in results["tut.ipynb"]["blocks"]] == [
        "7\n", "step 0 loss 0.5\nstep 1 loss 0.5\n2\n", ""]   # only a final expression is echoed, never None
    [report] = suite.evaluate([page], results, str(tmp_path), [])
    verdicts = report.verdicts
    assert [v.status for v in verdicts] == ["passed", "passed", "passed"]
    assert [v.format_only for v in verdicts] == [False, True, False]   # other losses, same log
    assert "matched with their numbers left out" in render([report])


def test_markdown_tutorial_fences(tmp_path):
    path = tmp_path / "tut.md"
    path.write_text(_TUTORIAL_MD)
    page = extract.page_from_file(str(path), key="tut.md")
    assert page.kind == "tutorial"
    assert [(ex.statements[0].source, ex.statements[0].want) for ex in page.examples] == [
        ("import numpy as np\nx = np.arange(3)\nprint(x.sum())\n", "3\n"), ('print("epoch", 1)\n', "")]
    # a page with prompts stays a doctest page
    assert extract.page_kind("x.md", ">>> print(1)\n1\n```python\nx\n```\n") == "md"


def test_shape_comparison_is_for_tutorial_cells_only():
    page = _page(">>> print('loss 0.25')\nloss 0.5\n")
    verdict = judge_example(page.examples[0], [_ran("loss 0.25\n")])
    assert verdict.status == "failed"


def test_download_fixture_writes_mnist_in_idx_format(tmp_path):
    md = ("```python\nfrom download import download\npath = download('https://example.org/x/MNIST_Data.zip', "
          "'./', kind='zip', replace=True)\n```\n\n```text\nDownloading data (10 MB)\n```\n\n"
          "```python\nimport mindspore as ms\nfrom mindspore.dataset import MnistDataset\n"
          "ds_train = MnistDataset('MNIST_Data/train')\nprint(ds_train.get_dataset_size(), "
          "MnistDataset('MNIST_Data/test').get_dataset_size())\n"
          "image, label = next(ds_train.create_tuple_iterator())\nprint(image.shape, image.dtype, label.dtype)\n```\n"
          "\n```text\n640 128\n(28, 28, 1) UInt8 UInt32\n```\n")
    path = tmp_path / "data.md"
    path.write_text(md)
    page = extract.page_from_file(str(path), key="data.md")
    assert [f.name for f in page.fixtures] == ["download"]
    assert page.examples[0].statements[0].want == ""          # the download messages are not compared
    results = suite.run_pages([page], timeout=120, jobs=1)
    [report] = suite.evaluate([page], results, str(tmp_path), [])
    assert [v.status for v in report.verdicts] == ["passed", "passed"], render([report], verbose=True)
    assert not report.verdicts[1].format_only


def test_recorded_bundles_are_used_while_the_code_is_unchanged(tmp_path):
    from conformance.record_goldens import write_recorded
    page = _page("""
        >>> print(1 + 1)
        2

        text

        >>> print('x')
        x
        """, key="bundle.rst")
    page.group = "group.one"
    results = {"bundle.rst": {"key": "bundle.rst", "setup_error": None, "notes": ["mindspore 2.10.0 from /some/where"],
                              "blocks": [[_ran("2\n")], [_ran("y\n")]]}}
    written, count, disagreements = write_recorded([page], results, "python", str(tmp_path))
    assert count == 1 and [(k, i) for k, i, _ in disagreements] == [("bundle.rst", 1)]
    doc = json.loads(pathlib.Path(written[0]).read_text())
    assert doc["recorded_with"].startswith("mindspore 2.10.0") and "/some/where" not in json.dumps(doc)
    suite._BUNDLES.clear()
    assert suite.load_golden("bundle.rst", str(tmp_path), page) == {0: "2\n"}
    changed = _page(">>> print(1 + 2)\n3\n", key="bundle.rst")
    assert suite.load_golden("bundle.rst", str(tmp_path), changed) == {}     # other code: the record is stale
    # a replay that differs from the record fails, even though it matches the page
    verdict = judge_example(page.examples[0], [_ran("2\n")], "3\n")
    assert verdict.status == "failed" and verdict.golden
    suite._BUNDLES.clear()


def test_recording_skips_blocks_that_print_what_the_page_does_not_show(tmp_path):
    from conformance.record_goldens import recorded_for
    page = _page(">>> x = 1\n\ntext\n\n>>> print(2)\n2\n", key="quiet.rst")
    result = {"key": "quiet.rst", "setup_error": None, "notes": [],
              "blocks": [[_ran("[123] a log line with a process id\n")], [_ran("2\n")]]}
    entry, disagreements = recorded_for(page, result)
    assert entry["examples"] == {"1": "2\n"}
    assert disagreements == [(0, "printed output the page does not show")]

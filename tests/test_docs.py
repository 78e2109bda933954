"""Tests of the documentation tooling (docs/): the translation check, the catalogs, the API page generator and the
loss-scale figure. No Sphinx build here (docs/build.sh does that); everything runs in well under a second."""
import importlib.util
import os
import sys
import xml.etree.ElementTree as ET

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = os.path.join(ROOT, "docs")
LOCALE = os.path.join(DOCS, "locale", "zh_CN", "LC_MESSAGES")


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ct = _load("check_translations", os.path.join(DOCS, "check_translations.py"))

HEADER = '''# Translations template.
#
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: mindspore_compat 0.1\\n"
"Language: zh_CN\\n"
"Content-Type: text/plain; charset=utf-8\\n"

'''


def _write(tmp_path, body, name="page.po"):
    path = tmp_path / name
    path.write_text(HEADER + body, encoding="utf-8")
    return str(path)


def _run(paths, capsys, *extra):
    status = ct.main([*extra, *paths])
    return status, capsys.readouterr().out


# ------------------------------------------------------------------------------------ check_translations.py
def test_translated_catalog_passes(tmp_path, capsys):
    path = _write(tmp_path, '''#: ../../guides/x.rst:2
msgid "Loss scaling"
msgstr "损失缩放"

#: ../../guides/x.rst:5
msgid ""
"A long message that sphinx-intl wraps "
"over two lines."
msgstr ""
"一条被 sphinx-intl "
"折成两行的长消息。"
''')
    status, out = _run([path], capsys)
    assert status == 0
    assert "2 of 2 messages translated in 1 catalog(s); 0 untranslated or fuzzy" in out


def test_untranslated_message_fails_with_location(tmp_path, capsys):
    path = _write(tmp_path, '''#: ../../guides/x.rst:2
msgid "Overflow"
msgstr "溢出"

#: ../../guides/x.rst:9
msgid "Gradient"
msgstr ""
''')
    status, out = _run([path], capsys)
    assert status == 1
    lines = out.splitlines()
    assert len(lines) == 2
    # the entry's line is that of its first comment: 9 header lines (blank one included) + 4 of the first entry
    assert lines[0].endswith(':14: untranslated: "Gradient"')
    assert lines[0].startswith(ct._display(path))
    assert "1 of 2 messages translated" in lines[1] and "1 untranslated or fuzzy" in lines[1]


def test_fuzzy_message_fails_even_when_translated(tmp_path, capsys):
    path = _write(tmp_path, '''#: ../../guides/x.rst:2
#, fuzzy, python-format
#| msgid "Optimiser"
msgid "Optimizer"
msgstr "优化器"
''')
    status, out = _run([path], capsys)
    assert status == 1
    assert 'fuzzy: "Optimizer"' in out
    assert "untranslated" not in out.splitlines()[0]


def test_header_and_obsolete_entries_are_ignored(tmp_path, capsys):
    # the header is fuzzy (as sphinx-intl writes it) and the obsolete entry is untranslated: neither counts
    path = _write(tmp_path, '''msgid "Mixed precision"
msgstr "混合精度"

#~ msgid "An old message"
#~ msgstr ""

#~ #, fuzzy
#~ msgid "Another old message"
#~ msgstr "旧消息"
''')
    status, out = _run([path], capsys)
    assert status == 0, out
    assert "1 of 1 messages translated" in out


def test_entries_without_blank_lines_contexts_plurals_and_escapes(tmp_path):
    entries = ct.parse_po(HEADER + r'''msgid "a"
msgstr "甲"
msgctxt "menu"
msgid "a"
msgstr ""
msgid "one file"
msgid_plural "%d files"
msgstr[0] "%d 个文件"
msgstr[1] ""
msgid "tab\there \"quoted\" back\\slash"
msgstr "x\ny"
''')
    entries = [e for e in entries if not e.is_header]
    assert [e.msgid for e in entries] == ["a", "a", "one file", 'tab\there "quoted" back\\slash']
    assert entries[1].msgctxt == "menu"
    assert entries[2].msgid_plural == "%d files" and entries[2].msgstr == {0: "%d 个文件", 1: ""}
    assert entries[3].msgstr == {0: "x\ny"}
    kinds = [(e.msgid, kind) for e, kind in ct.problems(entries)]
    assert kinds == [("a", "untranslated"), ("one file", "untranslated")]


def test_folders_are_searched_recursively_and_summarised(tmp_path, capsys):
    (tmp_path / "guides").mkdir()
    _write(tmp_path, 'msgid "Done"\nmsgstr "完成"\n', "guides/a.po")
    _write(tmp_path, 'msgid "Todo"\nmsgstr ""\n\n#, fuzzy\nmsgid "Stale"\nmsgstr "旧"\n', "guides/b.po")
    (tmp_path / "guides" / "notes.txt").write_text("not a catalog")
    status, out = _run([str(tmp_path)], capsys, "--summary")
    assert status == 1
    lines = out.splitlines()
    assert lines[0].endswith("a.po: 1/1 translated")
    assert lines[1].endswith("b.po: 0/2 translated (1 fuzzy)")
    assert lines[2] == "1 of 3 messages translated in 2 catalog(s); 2 untranslated or fuzzy"


def test_malformed_catalog_and_missing_catalogs(tmp_path, capsys):
    path = _write(tmp_path, 'msgid "x"\nmsgstr "y"\nthis is not po syntax\n')
    status, out = _run([path], capsys)
    assert status == 2 and "cannot parse" in out
    (tmp_path / "empty").mkdir()
    status, out = _run([str(tmp_path / "empty")], capsys)
    assert status == 1 and "no .po files" in out
    status, out = _run([str(tmp_path / "absent")], capsys)
    assert status == 2 and "no such file or folder" in out


# ------------------------------------------------------------------------------------------------- catalogs
def _pages(folder):
    return sorted(f[:-4] for f in os.listdir(os.path.join(DOCS, folder)) if f.endswith(".rst"))


@pytest.mark.parametrize("folder", ["guides", "api"])
def test_every_page_has_a_catalog(folder):
    pages = _pages(folder)
    assert pages, f"no pages in docs/{folder}"
    missing = [p for p in pages if not os.path.isfile(os.path.join(LOCALE, folder, p + ".po"))]
    assert not missing, f"run `docs/build.sh update-po` and translate: no catalog for docs/{folder}/{missing}"
    assert os.path.isfile(os.path.join(LOCALE, "index.po"))


def test_guides_and_index_are_fully_translated(capsys):
    paths = [os.path.join(LOCALE, "guides"), os.path.join(LOCALE, "index.po"), os.path.join(LOCALE, "api", "index.po")]
    status, out = _run(paths, capsys)
    assert status == 0, out


# ------------------------------------------------------------------------------------------------ API pages
def test_every_public_name_has_one_home_page():
    pytest.importorskip("sphinx")
    sys.path.insert(0, os.path.join(DOCS, "_ext"))
    try:
        import mindspore_compat
        mindspore_compat.install()
        msapi = _load("msapi", os.path.join(DOCS, "_ext", "msapi.py"))
    finally:
        sys.path.remove(os.path.join(DOCS, "_ext"))
    homes = msapi.homes()
    for ns in msapi.NAMESPACES:
        for name, obj in msapi.public_names(ns):
            if msapi.kind_of(obj) == "data":
                continue
            home = homes[id(obj)]
            home_ns, _, home_name = home.rpartition(".")
            assert getattr(__import__(home_ns, fromlist=["_"]), home_name) is obj, home
    # defined in mindspore_compat.train.loss_scale_manager: documented under mindspore.train, linked elsewhere
    import mindspore
    assert msapi.home_of(mindspore.FixedLossScaleManager) == "mindspore.train.FixedLossScaleManager"
    assert msapi.home_of(mindspore.nn.Dense) == "mindspore.nn.Dense"
    assert msapi.home_of(mindspore.set_context) == "mindspore.set_context"     # not the legacy mindspore.context
    pages = " ".join(open(os.path.join(DOCS, "api", p + ".rst"), encoding="utf-8").read() for p in _pages("api"))
    for ns in msapi.NAMESPACES:
        assert f".. ms-api:: {ns}\n" in pages, f"no API page documents {ns}"


def test_mindspore_sections_become_fields():
    pytest.importorskip("sphinx")
    msapi = _load("msapi", os.path.join(DOCS, "_ext", "msapi.py"))
    lines = ["Does things.", "", "Inputs:", "    - **x** (Tensor) - The input.", "", "Outputs:",
             "    Tensor.", "", "Supported Platforms:", "    ``CPU``", "", "Note: Inputs:"]
    msapi.mindspore_sections(None, "class", "X", None, {}, lines)
    assert lines[2] == ":Inputs:" and lines[5] == ":Outputs:" and lines[8] == ":Supported Platforms:"
    assert lines[-1] == "Note: Inputs:"


# --------------------------------------------------------------------------------------------------- figure
@pytest.mark.parametrize("name", ["scale_trajectory.svg", "scale_trajectory.zh_CN.svg"])
def test_scale_trajectory_figure_is_committed(name):
    path = os.path.join(DOCS, "_static", name)
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    tags = [el.tag.split("}")[1] for el in root.iter()]
    assert tags.count("polyline") == 2                      # the scale and the loss
    assert tags.count("circle") >= 2                         # overflow steps (and the legend's marker)

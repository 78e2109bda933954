"""Sphinx configuration of the mindspore_compat documentation (English; Chinese from docs/locale/zh_CN).

Build both languages with ``docs/build.sh`` (``sphinx-build -W``; the Chinese edition adds
``-D language=zh_CN``). The API reference is generated from the docstrings of every name in each namespace's
``__all__`` by the directives of ``docs/_ext/msapi.py``.
"""
import os
import shutil
import sys

DOCS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(DOCS)
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(DOCS, "_ext"))

import mindspore_compat  # noqa: E402
import mindspore_compat._version  # noqa: E402

mindspore_compat.install()   # the API reference documents the names as users import them: mindspore.nn.Dense

# -- Project -----------------------------------------------------------------------------------------------------
project = "mindspore_compat"
author = "the mindspore_compat authors"
copyright = "the mindspore_compat authors"   # noqa: A001 -- Sphinx's name
release = mindspore_compat._version.__version__   # the package release (mindspore.__version__ is the API version)
version = ".".join(release.split(".")[:2])

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.mathjax",
    "local_mathjax",   # MathJax 3 served from the built site itself: no page fetches anything from a CDN
    "msapi",
]
mathjax_path = "mathjax/tex-chtml.js"
exclude_patterns = ["_build", "_ext", "locale", "scripts", "Thumbs.db", ".DS_Store"]
templates_path = []
root_doc = "index"
language = "en"
today_fmt = "%Y-%m-%d"

# -- Docstrings: MindSpore's sections (Google style) --------------------------------------------------------------
napoleon_google_docstring = True
napoleon_numpy_docstring = False
napoleon_use_rtype = False
napoleon_use_ivar = True
# Sections keep MindSpore's names: "Args" and "Raises" are fields labelled "Args" / "Raises" (napoleon's own
# labels would be "Parameters"); "Inputs", "Outputs" and "Supported Platforms" (bodies that are RST already:
# "- **x** (Tensor) - ...", "``Ascend`` ``GPU`` ``CPU``") become fields in msapi.mindspore_sections; "Examples"
# is a titled section followed by the doctest blocks, titled from the docstring (so that the catalogs translate
# it as MindSpore's Chinese docs do, rather than with Sphinx's own label).
napoleon_custom_sections = [("Args", "params_style"), ("Raises", "params_style"), "Examples", "Tutorial Examples"]

autodoc_default_options = {
    "members": True,
    "member-order": "bysource",
    "exclude-members": "construct",   # MindSpore's docs describe a Cell's call under Inputs/Outputs instead
}
autodoc_inherit_docstrings = False    # each class shows what it documents itself (not torch.nn.Module's docs)
autodoc_typehints = "signature"
autoclass_content = "class"
add_module_names = True

# -- Internationalisation -----------------------------------------------------------------------------------------
# One catalog per page (docs/locale/zh_CN/LC_MESSAGES/guides/loss_scaling.po, .../api/nn.po): the guides and the
# API reference (messages from docstrings) are translated and checked separately.
locale_dirs = ["locale/"]
gettext_compact = False
gettext_uuid = False
gettext_location = True
gettext_additional_targets = []      # code, doctest blocks and examples stay as they are in both languages

# -- HTML ---------------------------------------------------------------------------------------------------------
# Read the Docs' theme: maintained, wraps long signatures, scrolls wide code instead of cutting it, and ships the
# Chinese translation of its own strings (search box, navigation), which the zh_CN edition picks up.
html_theme = "sphinx_rtd_theme"
html_static_path = ["_static"]
html_css_files = ["custom.css"]
html_title = "mindspore_compat"
html_short_title = "mindspore_compat"
html_theme_options = {
    "navigation_depth": 3,
    "collapse_navigation": False,
    "style_external_links": False,
}
html_show_sourcelink = False


def _compiled_catalogs_outside_source(app, config):
    """Sphinx compiles each .po into a .mo next to it: point it at a copy of the catalogs under the doctree folder
    instead, so that building the Chinese edition leaves the source tree (docs/locale) untouched."""
    if not config.language or config.language == "en":
        return
    copy = os.path.join(app.doctreedir, "locale")
    wanted = set()
    for src_dir in config.locale_dirs:
        src = os.path.join(app.srcdir, src_dir)
        for dirpath, _dirnames, filenames in os.walk(src):
            for f in filenames:
                if f.endswith(".po"):
                    s = os.path.join(dirpath, f)
                    dst = os.path.join(copy, os.path.relpath(s, src))
                    wanted.add(dst)
                    if not os.path.exists(dst) or os.path.getmtime(dst) != os.path.getmtime(s):
                        os.makedirs(os.path.dirname(dst), exist_ok=True)
                        shutil.copy2(s, dst)
    for dirpath, _dirnames, filenames in os.walk(copy):   # catalogs deleted from the source
        for f in filenames:
            path = os.path.join(dirpath, f)
            if path not in wanted and not (f.endswith(".mo") and path[:-3] + ".po" in wanted):
                os.remove(path)
    config.locale_dirs = [copy]


def setup(app):
    app.connect("config-inited", _compiled_catalogs_outside_source)

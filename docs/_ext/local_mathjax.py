"""Serve MathJax from the built site itself, so that no page fetches anything from a CDN.

The MathJax 3 files come from the ``sphinx-mathjax-offline`` distribution (in the docs extra); this extension only
copies them to ``_static/mathjax`` of an HTML build (``mathjax_path`` in conf.py points there).
"""
import importlib.metadata
import os

from sphinx.util.fileutil import copy_asset


def _mathjax_files():
    dist = importlib.metadata.distribution("sphinx-mathjax-offline")
    return str(dist.locate_file(os.path.join("sphinx-mathjax-offline", "static", "mathjax")))


def _copy(app, exc):
    if exc is None and app.builder.format == "html":
        copy_asset(_mathjax_files(), os.path.join(app.outdir, "_static", "mathjax"))


def setup(app):
    app.connect("build-finished", _copy)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}

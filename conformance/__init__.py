"""Conformance suite: replays the ``>>>`` examples of the project's docstrings and doc pages and of MindSpore's
own doc pages against mindspore_compat, and compares exported names with MindSpore 2.10's manifest.

Modules: ``extract`` (pages -> example blocks, doc-defect repairs, fixtures), ``fixtures`` (names MindSpore's docs
use without showing), ``run_page`` (the worker process that runs a page), ``compare`` (output comparison and
verdicts), ``suite`` (collect / run / judge, goldens, xfails), ``report``, ``api`` (``--api``),
``record_goldens`` (goldens from a real MindSpore interpreter). Run ``python -m conformance -h``.
"""

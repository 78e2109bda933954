"""The version of the mindspore_compat package itself (read by setup.py and ``python -m mindspore_compat version``).

``mindspore.__version__`` is a different number: the MindSpore release whose API is reproduced (``version.py``).
"""
__version__ = "0.1.0"

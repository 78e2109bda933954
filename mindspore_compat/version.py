"""The MindSpore release whose public API this package reproduces (``mindspore.version``).

Scripts compare ``mindspore.__version__`` to choose between MindSpore 1.x and 2.x code paths, so it carries the API
version. The package's own release number is in ``mindspore_compat._version`` and in the installed metadata.
"""
__version__ = "2.10.0"

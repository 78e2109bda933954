"""``mindspore.graph``: home of the graph-compilation API in MindSpore 2.10 (``api``: ``jit``, ``jit_class``;
``jit_config``: ``JitConfig``; ``mutable``; ``lazy_inline``; ``no_inline``). The public names are exported from the
top-level ``mindspore`` namespace; MindSpore's custom-pass hooks of this namespace need its graph compiler."""
__all__ = []


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

"""Dynamic-shape inputs of compiled functions: :func:`mindspore.enable_dynamic` (``enable_dynamic``) and the
checks shared with :meth:`mindspore.nn.Cell.set_inputs` (``inputs``). The public names are exported from the
top-level ``mindspore`` namespace."""
__all__ = []


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

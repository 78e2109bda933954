"""``mindspore.safeguard``: weight obfuscation of checkpoint files (exported from the top-level namespace)."""
from .rewrite_obfuscation import obfuscate_ckpt, load_obf_params_into_net

__all__ = ["obfuscate_ckpt", "load_obf_params_into_net"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

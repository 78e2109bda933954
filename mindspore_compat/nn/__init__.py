"""``mindspore.nn``: Cell, layers, losses, optimizers and training wrappers."""
from .cell import Cell, GraphCell
from . import layer
from .layer import *  # noqa: F401,F403

__all__ = ["Cell", "GraphCell"] + list(layer.__all__)

for _sub in ("loss", "optim", "wrap", "learning_rate_schedule", "dynamic_lr"):
    try:
        _mod = __import__(f"{__name__}.{_sub}", fromlist=["__all__"])
    except ModuleNotFoundError as _e:  # subpackage not written yet
        if _e.name != f"{__name__}.{_sub}":
            raise
        continue
    _names = getattr(_mod, "__all__", [])
    globals().update({_n: getattr(_mod, _n) for _n in _names})
    __all__ += list(_names)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

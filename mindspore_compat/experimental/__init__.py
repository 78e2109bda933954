"""``mindspore.experimental``: PyTorch-style optimizers and learning-rate schedulers (:mod:`.optim`)."""
from . import optim

__all__ = ["optim"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

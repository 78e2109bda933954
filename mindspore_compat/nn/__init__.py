"""``mindspore.nn``: Cell, layers, losses, optimizers and training wrappers."""
from .cell import Cell, GraphCell
from . import layer
from .layer import *  # noqa: F401,F403

__all__ = ["Cell", "GraphCell"] + list(layer.__all__)

from . import loss, optim, wrap, learning_rate_schedule, dynamic_lr  # noqa: E402
from .loss import *  # noqa: F401,F403,E402
from .optim import *  # noqa: F401,F403,E402
from .wrap import *  # noqa: F401,F403,E402
from .learning_rate_schedule import *  # noqa: F401,F403,E402
from .dynamic_lr import *  # noqa: F401,F403,E402

for _mod in (loss, optim, wrap, learning_rate_schedule, dynamic_lr):
    __all__ += list(_mod.__all__)


# mindspore.nn also exports mindspore.train's metrics (and serves the 1.x module mindspore.nn.metrics). train/ sits
# above nn/, so the package root adds those names to this module once both are imported (mindspore_compat/__init__.py).
from . import probability  # noqa: E402,F401  (mindspore.nn.probability.distribution / .bijector)
# nn helper: the Jvp/Vjp cells (mindspore.nn.grad) and no_init_parameters (mindspore.nn.utils)
from .grad import Jvp, Vjp  # noqa: E402
from .utils import no_init_parameters  # noqa: E402
__all__ += ["Jvp", "Vjp", "no_init_parameters"]


# Cells on sparse tensors (mindspore.nn.sparse)
from . import sparse  # noqa: E402
from .sparse import SparseToDense, SparseTensorDenseMatmul  # noqa: E402
__all__ += list(sparse.__all__)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

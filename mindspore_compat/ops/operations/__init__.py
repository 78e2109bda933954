"""``mindspore.ops.operations``: primitive operators as classes (``P.MatMul()``, then call it on Tensors)."""
from .math_ops import *  # noqa: F401,F403
from .array_ops import *  # noqa: F401,F403
from .nn_ops import *  # noqa: F401,F403
from .other_ops import *  # noqa: F401,F403
from .debug_ops import *  # noqa: F401,F403
from .random_ops import *  # noqa: F401,F403
from ._extra_ops import *  # noqa: F401,F403
from . import math_ops, array_ops, nn_ops, other_ops, debug_ops, random_ops, _extra_ops

__all__ = (math_ops.__all__ + array_ops.__all__ + nn_ops.__all__ + other_ops.__all__ + debug_ops.__all__
           + random_ops.__all__ + _extra_ops.__all__)

# collective communication primitives
from . import comm_ops  # noqa: E402
from .comm_ops import *  # noqa: F401,F403,E402
__all__ = __all__ + comm_ops.__all__
from . import reshard_ops  # noqa: E402
from .reshard_ops import *  # noqa: F401,F403,E402
__all__ = __all__ + reshard_ops.__all__

# primitives on sparse tensors given as their parts
from . import sparse_ops  # noqa: E402
from .sparse_ops import *  # noqa: F401,F403,E402
__all__ = __all__ + sparse_ops.__all__

# loops and the compiler-internal primitives that have an eager meaning
from . import control_ops  # noqa: E402
from .control_ops import *  # noqa: F401,F403,E402
__all__ = __all__ + control_ops.__all__

# user-defined operators (the pyfunc backend)
from . import custom_ops  # noqa: E402
from .custom_ops import Custom, CustomOpBuilder  # noqa: E402
__all__ = __all__ + custom_ops.__all__

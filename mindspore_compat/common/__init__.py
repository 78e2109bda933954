"""``mindspore.common``: dtypes, Tensor, Parameter, initializers, seeds."""
from . import dtype
from .tensor import Tensor
from .parameter import Parameter, ParameterTuple
from . import seed
from .seed import set_seed, get_seed

__all__ = ["dtype", "Tensor", "Parameter", "ParameterTuple", "set_seed", "get_seed"]

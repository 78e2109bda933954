"""``mindspore.common``: dtypes, Tensor, Parameter, initializers, seeds."""
from . import dtype
from .tensor import Tensor
from .parameter import Parameter, ParameterTuple
from . import seed
from .seed import set_seed, get_seed
from . import generator
from .generator import (Generator, default_generator, seed, manual_seed, initial_seed, get_rng_state,
                        set_rng_state)

__all__ = ["dtype", "Tensor", "Parameter", "ParameterTuple", "set_seed", "get_seed"]
__all__ += generator.__all__
from .sparse_tensor import COOTensor, CSRTensor, RowTensor, SparseTensor  # noqa: E402
__all__ += ["COOTensor", "CSRTensor", "RowTensor", "SparseTensor"]

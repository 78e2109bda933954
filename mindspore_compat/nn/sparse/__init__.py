"""``mindspore.nn.sparse``: Cells working on sparse tensors."""
from .sparse import SparseToDense, SparseTensorDenseMatmul

__all__ = ["SparseToDense", "SparseTensorDenseMatmul"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

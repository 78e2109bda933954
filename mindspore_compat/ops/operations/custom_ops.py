"""``ops.Custom``: a user-defined operator. Its ``pyfunc`` backend (a Python function over numpy arrays) runs
here; the backends that compile a kernel with MindSpore's own toolchains (hybrid, akg, tbe, aicpu, aot) raise an
error that says so."""
import types

import numpy as np
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..._backend import dtype_map as _dm
from ..primitive import Primitive

__all__ = ["Custom"]

_FUNC_TYPES = ["hybrid", "akg", "tbe", "aicpu", "aot", "pyfunc"]
_TOOLCHAINS = {"hybrid": "the akg compiler of MindSpore's hybrid DSL", "akg": "MindSpore's akg compiler",
               "tbe": "Ascend's TBE kernel compiler", "aicpu": "Ascend's AI CPU kernel library",
               "aot": "MindSpore's runtime loading a precompiled kernel library"}


class Custom(Primitive):
    """
    A user-defined operator.

    With ``func_type="pyfunc"`` the operator calls the Python function `func` with the inputs as numpy arrays and
    turns what it returns into Tensors of `out_dtype` (one Tensor, or a tuple for several outputs). The other
    function types build a kernel with one of MindSpore's compilers; mindspore_compat has none of them, so calling
    such an operator raises a RuntimeError that names the toolchain (write the computation as a ``pyfunc`` or with
    ``mindspore.ops`` instead).

    Args:
        func (Union[function, str]): The Python function (``pyfunc``), or the kernel's source / library path.
        out_shape (Union[function, list, tuple]): The output shape, or a function of the input shapes.
            Default: ``None``.
        out_dtype (Union[function, mindspore.dtype, tuple[mindspore.dtype]]): The output dtype(s), or a function of
            the input dtypes. Default: ``None``.
        func_type (str): One of ``"hybrid"``, ``"akg"``, ``"tbe"``, ``"aicpu"``, ``"aot"``, ``"pyfunc"``.
            Default: ``"pyfunc"``.
        bprop (function): The backward function, kept for :meth:`get_bprop`. Default: ``None``.
        reg_info (Union[str, dict, list, tuple]): Kernel registration information (kept, not used).
            Default: ``None``.

    Inputs:
        - **input** (Union[Tensor, tuple[Tensor]]) - The inputs of `func`.

    Outputs:
        Tensor or tuple of Tensors.

    Raises:
        TypeError: If `func` is neither a function nor a str, or `func_type` is ``"aot"`` and `func` is not a str.
        ValueError: If `func_type` is not one of the listed types.
        RuntimeError: When calling an operator whose `func_type` is not ``"pyfunc"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> def scaled_sum(a, b):
        ...     return a + 2 * b
        >>> op = ops.Custom(scaled_sum, out_shape=lambda x, _: x, out_dtype=lambda x, _: x, func_type="pyfunc")
        >>> print(op(Tensor([1., 2.], ms.float32), Tensor([3., 4.], ms.float32)))
        [ 7. 10.]
    """

    def __init__(self, func, out_shape=None, out_dtype=None, func_type="pyfunc", bprop=None, reg_info=None):
        super().__init__("Custom")
        if not isinstance(func, (types.FunctionType, types.MethodType, str)) and not callable(func):
            raise TypeError(f"For 'Custom', 'func' must be of type function or str, but got {type(func)}")
        if func_type not in _FUNC_TYPES:
            raise ValueError(f"For 'Custom', 'func_type': {func_type}, 'func': {func}, 'func_type' must be one of "
                             f"{_FUNC_TYPES}, but got {func_type}")
        if func_type == "aot" and not isinstance(func, str):
            raise TypeError(f"For 'Custom', 'func_type': {func_type}, 'func': {func}, 'func' must be of type str, "
                            f"but got {type(func)}")
        self.func = func
        self.func_type = func_type
        self.out_shape = out_shape
        self.out_dtype = out_dtype
        self.bprop = bprop
        self.reg_info = reg_info

    def get_bprop(self):
        """The backward function given as `bprop` (``None`` if none was)."""
        return self.bprop

    def _dtypes(self, inputs):
        spec = self.out_dtype
        if callable(spec) and not isinstance(spec, mstype.Type):
            spec = spec(*[x.dtype if isinstance(x, Tensor) else None for x in inputs])
        return spec

    def __call__(self, *args):
        if self.func_type != "pyfunc":
            raise RuntimeError(f"For 'Custom', func_type '{self.func_type}' needs {_TOOLCHAINS[self.func_type]}, "
                               f"which mindspore_compat (running on PyTorch) does not have; write the computation as "
                               f"a Python function with func_type='pyfunc', or with mindspore.ops.")
        arrays = [x.asnumpy() if isinstance(x, Tensor) else x for x in args]
        out = self.func(*arrays)
        dtypes = self._dtypes(args)
        if isinstance(out, (tuple, list)):
            dtypes = dtypes if isinstance(dtypes, (tuple, list)) else [dtypes] * len(out)
            return tuple(self._tensor(v, d) for v, d in zip(out, dtypes))
        return self._tensor(out, dtypes[0] if isinstance(dtypes, (tuple, list)) else dtypes)

    @staticmethod
    def _tensor(value, dtype):
        t = torch.as_tensor(np.asarray(value))
        return _wrap(t.to(_dm.to_torch(dtype)) if dtype is not None else t)

"""Registry entries of the window primitives ``BartlettWindow``, ``BlackmanWindow`` and ``HammingWindow``.

The primitives take the window length as a Tensor and the options as attributes; the window itself is computed
by the functional ops (``ops.bartlett_window`` ...), so both forms give the same numbers.
"""
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor
from .._registry import op, prim

__all__ = []

_FLOAT_DTYPES = (mstype.float16, mstype.float32, mstype.float64)


def _window_attrs(floats=()):
    def check(p):
        if not isinstance(p.periodic, bool):
            raise TypeError(f"For '{p.name}', the type of 'periodic' should be 'bool', but got type "
                            f"'{type(p.periodic).__name__}'.")
        for n in floats:
            v = getattr(p, n)
            if type(v) is not float:
                raise TypeError(f"For '{p.name}', the type of '{n}' should be 'float', but got type "
                                f"'{type(v).__name__}'.")
        if p.dtype not in _FLOAT_DTYPES:
            raise TypeError(f"For '{p.name}', the 'dtype' should be one of [mindspore.float16, mindspore.float32, "
                            f"mindspore.float64], but got 'mindspore.{str(p.dtype).lower()}'.")
    return check


def _length(name, window_length, rank):
    """The window length from MindSpore's Tensor input (0-D, or of shape (1,) for HammingWindow)."""
    if not isinstance(window_length, Tensor):
        kind = {"int": "Int64", "float": "Float32", "bool": "Bool"}.get(type(window_length).__name__,
                                                                       type(window_length).__name__)
        raise TypeError(f"For Primitive[{name}], the type of input argument[window_length] must be Tensor but got "
                        f"{kind}.")
    t = window_length._t
    if t.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{name}], the input argument[window_length] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{window_length.dtype}].")
    if rank == 0 and t.dim() != 0:
        raise ValueError(f"For '{name}', the dim of window_length must be 0, but got: {t.dim()}.")
    if rank == 1 and (t.dim() != 1 or t.shape[0] != 1):
        raise ValueError(f"For primitive[{name}], the length dim must be equal to 1, but got {t.dim()}.")
    n = int(t.reshape(()))
    if not 0 <= n <= 1000000:
        raise ValueError(f"For '{name}', the value range of window_length must be [0, 1000000], but got: {n}.")
    return n


def bartlett_window_prim(window_length, periodic=True, dtype=mstype.float32):
    """Bartlett window from a Tensor length; the implementation of :class:`mindspore.ops.BartlettWindow`."""
    from ..function import array_func  # the functional op's module imports the registry: a real import cycle
    return array_func.bartlett_window(_length("BartlettWindow", window_length, 0), periodic, dtype=dtype)


def blackman_window_prim(window_length, periodic=True, dtype=mstype.float32):
    """Blackman window from a Tensor length; the implementation of :class:`mindspore.ops.BlackmanWindow`."""
    from ..function import array_func  # the functional op's module imports the registry: a real import cycle
    return array_func.blackman_window(_length("BlackmanWindow", window_length, 0), periodic, dtype=dtype)


def hamming_window_prim(length, periodic=True, alpha=0.54, beta=0.46, dtype=mstype.float32):
    """Hamming window from a Tensor length; the implementation of :class:`mindspore.ops.HammingWindow`."""
    from ..function import array_func  # the functional op's module imports the registry: a real import cycle
    return array_func.hamming_window(_length("HammingWindow", length, 1), periodic, alpha, beta, dtype=dtype)


def _doc(name, summary, args, length_text, example, output):
    arg_lines = "".join(f"        {a}\n" for a in args)
    return f"""{summary}

    Args:
{arg_lines}        dtype (mindspore.dtype): The output dtype: float16, float32 or float64.
            Default: ``mindspore.float32``.

    Inputs:
        - **{'length' if name == 'HammingWindow' else 'window_length'}** (Tensor) - {length_text}

    Outputs:
        1-D Tensor of `dtype` holding the window (length 0 or 1 give ``[]`` or ``[1.]``).

    Raises:
        TypeError: If an attribute has the wrong type or `dtype` is not a float dtype.
        TypeError: If the length is not an int32 or int64 Tensor.
        ValueError: If the length Tensor has the wrong rank or its value is outside [0, 1000000].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> {example}
        {output}
    """


_PERIODIC = "periodic (bool): Give the periodic window (one point longer, last point dropped). Default: ``True``."

op("BartlettWindow", "math", functional=False, primitive=prim(
    "BartlettWindow", "(self, periodic=True, dtype=mindspore.float32)", "(self, window_length)",
    check=_window_attrs(), doc=_doc(
        "BartlettWindow", "Triangular (Bartlett) window: ``1 - |2n / (N - 1) - 1|`` for n in [0, N).", (_PERIODIC,),
        "The length N, a 0-D int32 or int64 Tensor.",
        "print(ops.BartlettWindow(periodic=False)(Tensor(5, mindspore.int32)))", "[0.  0.5 1.  0.5 0. ]")))(
    bartlett_window_prim)

op("BlackmanWindow", "math", functional=False, primitive=prim(
    "BlackmanWindow", "(self, periodic=True, dtype=mindspore.float32)", "(self, window_length)",
    check=_window_attrs(), doc=_doc(
        "BlackmanWindow", "Blackman window: ``0.42 - 0.5 cos(2 pi n / (N - 1)) + 0.08 cos(4 pi n / (N - 1))``.",
        (_PERIODIC,), "The length N, a 0-D int32 or int64 Tensor.",
        "print(ops.BlackmanWindow(False, mindspore.float16)(Tensor(5, mindspore.int32)))",
        "[0.   0.34 1.   0.34 0.  ]")))(blackman_window_prim)

op("HammingWindow", "math", functional=False, primitive=prim(
    "HammingWindow", "(self, periodic=True, alpha=0.54, beta=0.46, dtype=mindspore.float32)", "(self, length)",
    check=_window_attrs(("alpha", "beta")), doc=_doc(
        "HammingWindow", "Generalised Hamming window: ``alpha - beta cos(2 pi n / (N - 1))``.",
        (_PERIODIC, "alpha (float): The constant term. Default: ``0.54``.",
         "beta (float): The cosine weight. Default: ``0.46``."),
        "The length N, an int32 or int64 Tensor of shape (1,).",
        "print(ops.HammingWindow()(Tensor([5], mindspore.int64)))",
        "[0.08000001 0.3978522  0.9121478  0.9121478  0.3978522 ]")))(hamming_window_prim)

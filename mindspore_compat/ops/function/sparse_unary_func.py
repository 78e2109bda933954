"""Element-wise functions of sparse tensors (``ops.coo_sin``, ``ops.csr_relu`` ...).

Each one applies the dense operator of the same meaning to the stored values and keeps the layout (indices,
indptr, shape), so the dtype rules and errors are the dense operator's. The functions are generated from one
table by :func:`_sparse_unary`.
"""
import inspect

from ...common.sparse_tensor import COOTensor, CSRTensor
from . import math_func, nn_func


def _dense_op(name):
    """The dense functional operator `name` (the element-wise operators live in math_func and nn_func)."""
    return getattr(math_func, name, None) or getattr(nn_func, name)

# name suffix -> (dense operator, what it computes, example output of the values for [-1.5, 2.25] / [1.5, 7.25],
#                 which example input)
_TABLE = (
    ("abs", "abs", "the absolute value", "[1.5  2.25]", "mixed"),
    ("acos", "acos", "the inverse cosine", "[2.0943952 1.3181161]", "small"),
    ("acosh", "acosh", "the inverse hyperbolic cosine", "[0.9624236 2.669358 ]", "large"),
    ("asin", "asin", "the inverse sine", "[-0.5235988   0.25268024]", "small"),
    ("asinh", "asinh", "the inverse hyperbolic sine", "[-1.1947632  1.5501579]", "mixed"),
    ("atan", "atan", "the inverse tangent", "[-0.98279375  1.152572  ]", "mixed"),
    ("atanh", "atanh", "the inverse hyperbolic tangent", "[-0.54930615  0.25541282]", "small"),
    ("ceil", "ceil", "the ceiling", "[-1.  3.]", "mixed"),
    ("cos", "cos", "the cosine", "[ 0.0707372  -0.62817365]", "mixed"),
    ("cosh", "cosh", "the hyperbolic cosine", "[2.3524096 4.7965674]", "mixed"),
    ("exp", "exp", "the exponential", "[0.22313008 9.4877405 ]", "mixed"),
    ("expm1", "expm1", "``exp(x) - 1``", "[-0.77686983  8.487736  ]", "mixed"),
    ("floor", "floor", "the floor", "[-2.  2.]", "mixed"),
    ("inv", "inv", "the reciprocal", "[-0.6666667   0.44444445]", "mixed"),
    ("isfinite", "isfinite", "whether each value is finite (a Bool result)", "[ True  True]", "mixed"),
    ("isinf", "isinf", "whether each value is infinite (a Bool result)", "[False False]", "mixed"),
    ("isnan", "isnan", "whether each value is NaN (a Bool result)", "[False False]", "mixed"),
    ("log", "log", "the natural logarithm", "[0.4054651 1.9810015]", "large"),
    ("log1p", "log1p", "``log(1 + x)``", "[-0.6931472   0.22314355]", "small"),
    ("neg", "neg", "the negation", "[ 1.5  -2.25]", "mixed"),
    ("relu", "relu", "the ReLU ``max(x, 0)``", "[0.   2.25]", "mixed"),
    ("relu6", "relu6", "the ReLU capped at 6, ``min(max(x, 0), 6)``", "[1.5 6. ]", "large"),
    ("round", "round", "the value rounded half to even", "[-2.  2.]", "mixed"),
    ("sigmoid", "sigmoid", "the sigmoid ``1 / (1 + exp(-x))``", "[0.18242548 0.9046506 ]", "mixed"),
    ("sin", "sin", "the sine", "[-0.997495   0.7780732]", "mixed"),
    ("sinh", "sinh", "the hyperbolic sine", "[-2.1292794  4.6911683]", "mixed"),
    ("softsign", "softsign", "the softsign ``x / (1 + |x|)``", "[-0.6        0.6923077]", "mixed"),
    ("sqrt", "sqrt", "the square root", "[1.2247449 2.6925824]", "large"),
    ("square", "square", "the square", "[2.25   5.0625]", "mixed"),
    ("tan", "tan", "the tangent", "[-14.10142    -1.2386277]", "mixed"),
    ("tanh", "tanh", "the hyperbolic tangent", "[-0.90514827  0.97802615]", "mixed"),
)
_INPUTS = {"mixed": "[-1.5, 2.25]", "small": "[-0.5, 0.25]", "large": "[1.5, 7.25]"}

_COO_EXAMPLE = """        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor, ops
        >>> x = COOTensor(Tensor([[0, 1], [1, 2]], ms.int32), Tensor({values}, ms.float32), (3, 4))
        >>> print(ops.{name}(x).values)
        {output}"""
_CSR_EXAMPLE = """        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), Tensor({values}, ms.float32),
        ...               (3, 4))
        >>> print(ops.{name}(x).values)
        {output}"""

_DOC = """Computes {what} of the stored values of a {cls}, element-wise; the positions and the shape stay.

    Args:
        x ({cls}): The input.

    Returns:
        {cls}, with the values the dense ``ops.{dense}`` gives for `x.values`.

    Raises:
        TypeError: If `x` is not a {cls}.
        TypeError: If the dtype of the values is not one ``ops.{dense}`` accepts.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
{example}
    """


def _sparse_unary(cls, suffix, dense, what, output, inputs):
    """The public function ``coo_<suffix>`` / ``csr_<suffix>`` applying `dense` to the values of a `cls`."""
    dense = _dense_op(dense)
    prefix = "coo" if cls is COOTensor else "csr"
    name = f"{prefix}_{suffix}"

    def apply(x):
        if not isinstance(x, cls):
            raise TypeError(f"Expects {cls.__name__} for {name}")
        values = dense(x.values)
        if cls is COOTensor:
            return COOTensor(x.indices, values, x.shape)
        return CSRTensor(x.indptr, x.indices, values, x.shape)

    apply.__name__ = apply.__qualname__ = name
    apply.__module__ = __name__
    apply.__signature__ = inspect.Signature([inspect.Parameter("x", inspect.Parameter.POSITIONAL_OR_KEYWORD)])
    template = _COO_EXAMPLE if cls is COOTensor else _CSR_EXAMPLE
    example = template.format(values=_INPUTS[inputs], name=name, output=output)
    apply.__doc__ = _DOC.format(what=what, cls=cls.__name__, dense=dense.__name__, example=example)
    return apply


__all__ = []
for _cls in (COOTensor, CSRTensor):
    for _suffix, _dense, _what, _output, _inputs in _TABLE:
        _fn = _sparse_unary(_cls, _suffix, _dense, _what, _output, _inputs)
        globals()[_fn.__name__] = _fn
        __all__.append(_fn.__name__)
del _cls, _suffix, _dense, _what, _output, _inputs, _fn

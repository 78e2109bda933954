"""Registry entries of the element-wise math operators: one entry per operator (functional op, primitive and
``Tensor`` method views), see :mod:`mindspore_compat.ops._registry`.

The one-operand element-wise operators differ only in their torch kernel and their documentation, so their entries
are rows of :data:`_UNARY`; :func:`_register_unary` turns a row into an entry.
"""
import torch

from ...common.tensor import Tensor, _wrap
from .._factory import _named, _unary_doc, _func_doc, _binary_prim_doc, _binary_func_doc, _BROADCAST_OUT
from .._registry import op, prim, method, function
from .._utils import not_tensor, binary

__all__ = []

_SAME_SHAPE = "Tensor, same shape as the input."
_F = "Tensor([1.0, 2.0, 4.0], mindspore.float32)"


# (primitive, function, torch kernel, primitive input name, function input name, "Refer to" target,
#  primitive summary / example input / printed output, function summary / example input / printed output,
#  primitive and function Outputs / Returns lines (None: same shape), extra Raises lines,
#  Tensor methods as (name, (example source lines, printed output) or None))
_UNARY = (
    ('Abs', 'abs', torch.abs, 'input', 'input', 'abs',
     'Computes the absolute value of the input element-wise.', 'Tensor([-1.0, 1.0, 0.0], mindspore.float32)', '[1. 1. 0.]',
     'Computes the absolute value element-wise.', 'Tensor([-1.0, 1.0, 0.0], mindspore.float32)', '[1. 1. 0.]',
     None, None, None, None,
     (('abs', (('print(Tensor([-1.5, 2.0]).abs())',), '[1.5 2. ]')), ('absolute', (('print(Tensor([-1.5, 2.0]).absolute())',), '[1.5 2. ]')))),
    ('Neg', 'neg', torch.neg, 'input', 'input', 'neg',
     'Returns the negative of the input element-wise.', 'Tensor([1.0, -2.0, 3.5], mindspore.float32)', '[-1.   2.  -3.5]',
     'Returns the negative of the input element-wise.', 'Tensor([1.0, -2.0, 3.5], mindspore.float32)', '[-1.   2.  -3.5]',
     None, None, None, None,
     (('neg', (('print(Tensor([-1.5, 2.0]).neg())',), '[ 1.5 -2. ]')), ('negative', (('print(Tensor([-1.5, 2.0]).negative())',), '[ 1.5 -2. ]')))),
    ('Square', 'square', torch.square, 'input', 'input', 'square',
     'Returns the square of the input element-wise.', _F, '[ 1.  4. 16.]',
     'Returns the square of the input element-wise.', _F, '[ 1.  4. 16.]',
     None, None, None, None,
     (('square', (('print(Tensor([1.5, -2.0]).square())',), '[2.25 4.  ]')),)),
    ('Sqrt', 'sqrt', torch.sqrt, 'x', 'x', 'sqrt',
     'Returns the square root of the input element-wise.', 'Tensor([1.0, 4.0, 9.0], mindspore.float32)', '[1. 2. 3.]',
     'Returns the square root of the input element-wise.', 'Tensor([1.0, 4.0, 9.0], mindspore.float32)', '[1. 2. 3.]',
     None, None, None, None,
     (('sqrt', (('print(Tensor([0.25, 4.0]).sqrt())',), '[0.5 2. ]')),)),
    ('Rsqrt', 'rsqrt', torch.rsqrt, 'input', 'input', 'rsqrt',
     'Returns the reciprocal of the square root of the input element-wise.', 'Tensor([1.0, 4.0, 16.0], mindspore.float32)', '[1.   0.5  0.25]',
     'Returns the reciprocal of the square root element-wise.', 'Tensor([1.0, 4.0, 16.0], mindspore.float32)', '[1.   0.5  0.25]',
     None, None, None, None,
     (('rsqrt', (('print(Tensor([0.25, 4.0]).rsqrt())',), '[2.  0.5]')),)),
    ('Exp', 'exp', torch.exp, 'input', 'input', 'exp',
     'Returns the exponential of the input element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[1.        2.7182817]',
     'Returns the exponential of the input element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[1.        2.7182817]',
     None, None, None, None,
     (('exp', (('print(Tensor([0.0]).exp())',), '[1.]')),)),
    ('Log', 'log', torch.log, 'input', 'input', 'log',
     'Returns the natural logarithm of the input element-wise.', 'Tensor([1.0, 2.0, 4.0], mindspore.float32)', '[0.        0.6931472 1.3862944]',
     'Returns the natural logarithm element-wise.', _F, '[0.        0.6931472 1.3862944]',
     None, None, None, None,
     (('log', (('print(Tensor([1.0]).log())',), '[0.]')),)),
    ('Reciprocal', 'reciprocal', torch.reciprocal, 'input', 'input', 'reciprocal',
     'Returns the reciprocal of the input element-wise.', _F, '[1.   0.5  0.25]',
     'Returns the reciprocal element-wise.', _F, '[1.   0.5  0.25]',
     None, None, None, None,
     (('reciprocal', (('print(Tensor([0.5, 4.0]).reciprocal())',), '[2.   0.25]')), ('inv', (('print(Tensor([0.5, 4.0]).inv())',), '[2.   0.25]')))),
    ('Sign', 'sign', torch.sign, 'input', 'input', 'sign',
     'Returns -1, 0 or 1 according to the sign of each element.', 'Tensor([-2.0, 0.0, 3.0], mindspore.float32)', '[-1.  0.  1.]',
     'Returns -1, 0 or 1 according to the sign of each element.', 'Tensor([-2.0, 0.0, 3.0], mindspore.float32)', '[-1.  0.  1.]',
     None, None, None, None,
     (('sign', (('print(Tensor([-2.0, 0.0, 3.0]).sign())',), '[-1.  0.  1.]')),)),
    ('Floor', 'floor', torch.floor, 'input', 'input', 'floor',
     'Rounds each element down to an integer value.', 'Tensor([1.1, 2.5, -1.5], mindspore.float32)', '[ 1.  2. -2.]',
     'Rounds each element down.', 'Tensor([1.1, 2.5, -1.5], mindspore.float32)', '[ 1.  2. -2.]',
     None, None, None, None,
     (('floor', (('print(Tensor([-1.5, 2.5]).floor())',), '[-2.  2.]')),)),
    ('Ceil', 'ceil', torch.ceil, 'input', 'input', 'ceil',
     'Rounds each element up to an integer value.', 'Tensor([1.1, 2.5, -1.5], mindspore.float32)', '[ 2.  3. -1.]',
     'Rounds each element up.', 'Tensor([1.1, 2.5, -1.5], mindspore.float32)', '[ 2.  3. -1.]',
     None, None, None, None,
     (('ceil', (('print(Tensor([-1.5, 2.5]).ceil())',), '[-1.  3.]')),)),
    ('Trunc', 'trunc', torch.trunc, 'input', 'input', 'trunc',
     'Rounds each element towards zero.', 'Tensor([1.7, -1.7], mindspore.float32)', '[ 1. -1.]',
     'Rounds each element towards zero.', 'Tensor([1.7, -1.7], mindspore.float32)', '[ 1. -1.]',
     None, None, None, None,
     (('trunc', (('print(Tensor([-1.5, 2.5]).trunc())',), '[-1.  2.]')),)),
    ('Erf', 'erf', torch.erf, 'input', 'input', 'erf',
     'Computes the Gauss error function of the input element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[0.        0.8427008]',
     'Computes the Gauss error function element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[0.        0.8427008]',
     None, None, None, None,
     (('erf', (('print(Tensor([0.0]).erf())',), '[0.]')),)),
    ('Erfc', 'erfc', torch.erfc, 'input', 'input', 'erfc',
     'Computes the complementary error function of the input element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[1.        0.1572992]',
     'Computes the complementary error function element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[1.        0.1572992]',
     None, None, None, None,
     (('erfc', (('print(Tensor([0.0]).erfc())',), '[1.]')),)),
    ('Erfinv', 'erfinv', torch.erfinv, 'input', 'input', 'erfinv',
     'Computes the inverse error function of the input element-wise.', 'Tensor([0.0, 0.5], mindspore.float32)', '[0.         0.47693628]',
     'Computes the inverse error function element-wise.', 'Tensor([0.0, 0.5], mindspore.float32)', '[0.         0.47693628]',
     None, None, None, None,
     (('erfinv', (('print(Tensor([0.0]).erfinv())',), '[0.]')),)),
    ('Cos', 'cos', torch.cos, 'input', 'input', 'cos',
     'Computes the cosine of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[1.]',
     'Computes the cosine element-wise.', 'Tensor([0.0], mindspore.float32)', '[1.]',
     None, None, None, None,
     (('cos', (('print(Tensor([0.0]).cos())',), '[1.]')),)),
    ('Sin', 'sin', torch.sin, 'input', 'input', 'sin',
     'Computes the sine of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     'Computes the sine element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('sin', (('print(Tensor([0.0]).sin())',), '[0.]')),)),
    ('Tan', 'tan', torch.tan, 'x', 'input', 'tan',
     'Computes the tangent of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     'Computes the tangent element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('tan', (('print(Tensor([0.0]).tan())',), '[0.]')),)),
    ('Cosh', 'cosh', torch.cosh, 'input', 'input', 'cosh',
     'Computes the hyperbolic cosine of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[1.]',
     'Computes the hyperbolic cosine element-wise.', 'Tensor([0.0], mindspore.float32)', '[1.]',
     None, None, None, None,
     (('cosh', (('print(Tensor([0.0]).cosh())',), '[1.]')),)),
    ('Sinh', 'sinh', torch.sinh, 'input', 'input', 'sinh',
     'Computes the hyperbolic sine of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     'Computes the hyperbolic sine element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('sinh', (('print(Tensor([0.0]).sinh())',), '[0.]')),)),
    ('Asin', 'asin', torch.asin, 'input', 'input', 'asin',
     'Computes the arcsine of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     'Computes the arcsine element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('asin', (('print(Tensor([0.0]).asin())',), '[0.]')), ('arcsin', (('print(Tensor([0.0]).arcsin())',), '[0.]')))),
    ('ACos', 'acos', torch.acos, 'input', 'input', 'acos',
     'Computes the arccosine of the input element-wise.', 'Tensor([1.0], mindspore.float32)', '[0.]',
     'Computes the arccosine element-wise.', 'Tensor([1.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('acos', (('print(Tensor([1.0]).acos())',), '[0.]')), ('arccos', (('print(Tensor([1.0]).arccos())',), '[0.]')))),
    ('Atan', 'atan', torch.atan, 'input', 'input', 'atan',
     'Computes the arctangent of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     'Computes the arctangent element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('atan', (('print(Tensor([0.0]).atan())',), '[0.]')), ('arctan', (('print(Tensor([0.0]).arctan())',), '[0.]')))),
    ('Asinh', 'asinh', torch.asinh, 'input', 'input', 'asinh',
     'Computes the inverse hyperbolic sine of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     'Computes the inverse hyperbolic sine element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('asinh', (('print(Tensor([0.0]).asinh())',), '[0.]')), ('arcsinh', (('print(Tensor([0.0]).arcsinh())',), '[0.]')))),
    ('Acosh', 'acosh', torch.acosh, 'input', 'input', 'acosh',
     'Computes the inverse hyperbolic cosine of the input element-wise.', 'Tensor([1.0], mindspore.float32)', '[0.]',
     'Computes the inverse hyperbolic cosine element-wise.', 'Tensor([1.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('acosh', (('print(Tensor([1.0]).acosh())',), '[0.]')), ('arccosh', (('print(Tensor([1.0]).arccosh())',), '[0.]')))),
    ('Atanh', 'atanh', torch.atanh, 'input', 'input', 'atanh',
     'Computes the inverse hyperbolic tangent of the input element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     'Computes the inverse hyperbolic tangent element-wise.', 'Tensor([0.0], mindspore.float32)', '[0.]',
     None, None, None, None,
     (('atanh', (('print(Tensor([0.0]).atanh())',), '[0.]')), ('arctanh', (('print(Tensor([0.0]).arctanh())',), '[0.]')))),
    ('Log1p', 'log1p', torch.log1p, 'input', 'input', 'log1p',
     'Computes log(1 + x) element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[0.        0.6931472]',
     'Computes log(1 + x) element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[0.        0.6931472]',
     None, None, None, None,
     (('log1p', (('print(Tensor([0.0]).log1p())',), '[0.]')),)),
    ('Expm1', 'expm1', torch.expm1, 'input', 'input', 'expm1',
     'Computes exp(x) - 1 element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[0.        1.7182819]',
     'Computes exp(x) - 1 element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[0.        1.7182819]',
     None, None, None, None,
     (('expm1', (('print(Tensor([0.0]).expm1())',), '[0.]')),)),
    ('Lgamma', 'lgamma', torch.lgamma, 'x', 'input', None,
     'Computes the log of the absolute gamma function element-wise.', 'Tensor([1.0, 3.0], mindspore.float32)', '[0.        0.6931472]',
     'Computes log|gamma(x)| element-wise.', 'Tensor([1.0, 3.0], mindspore.float32)', '[0.        0.6931472]',
     None, None, None, None,
     (('lgamma', (('print(Tensor([1.0, 2.0]).lgamma())',), '[0. 0.]')),)),
    ('Digamma', 'digamma', torch.digamma, 'x', 'input', None,
     'Computes the derivative of the lgamma function element-wise.', 'Tensor([1.0], mindspore.float32)', '[-0.5772159]',
     'Computes the digamma function element-wise.', 'Tensor([1.0], mindspore.float32)', '[-0.5772159]',
     None, None, None, None,
     (('digamma', (('print(Tensor([1.0, 2.0]).digamma().shape)',), '(2,)')),)),
    ('Sinc', 'sinc', torch.sinc, 'input', 'input', 'sinc',
     'Computes the normalized sinc function sin(pi x) / (pi x) element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', '[ 1.0000000e+00 -2.7827534e-08]',
     'Computes sin(pi x) / (pi x) element-wise.', 'Tensor([0.0, 0.5], mindspore.float32)', '[1.         0.63661975]',
     None, None, None, None,
     (('sinc', (('print(Tensor([0.0]).sinc())',), '[1.]')),)),
    ('IsFinite', 'isfinite', torch.isfinite, 'input', 'input', 'isfinite',
     'Tells whether each element is finite (not inf, not NaN).', "Tensor([1.0, float('inf'), float('nan')], mindspore.float32)", '[ True False False]',
     'Tells whether each element is finite.', "Tensor([1.0, float('inf'), float('nan')], mindspore.float32)", '[ True False False]',
     'Tensor of bool, same shape as the input.', 'Tensor of bool, same shape as the input.', None, None,
     (('isfinite', (("print(Tensor([1.0, float('inf'), float('nan')]).isfinite())",), '[ True False False]')),)),
    ('IsNan', 'isnan', torch.isnan, 'x', 'input', 'isnan',
     'Tells whether each element is NaN.', "Tensor([1.0, float('inf'), float('nan')], mindspore.float32)", '[False False  True]',
     'Tells whether each element is NaN.', "Tensor([1.0, float('inf'), float('nan')], mindspore.float32)", '[False False  True]',
     'Tensor of bool, same shape as the input.', 'Tensor of bool, same shape as the input.', None, None,
     (('isnan', (("print(Tensor([1.0, float('inf'), float('nan')]).isnan())",), '[False False  True]')),)),
    ('IsInf', 'isinf', torch.isinf, 'input', 'input', 'isinf',
     'Tells whether each element is +inf or -inf.', "Tensor([1.0, float('inf'), float('nan')], mindspore.float32)", '[False  True False]',
     'Tells whether each element is +inf or -inf.', "Tensor([1.0, float('inf'), float('nan')], mindspore.float32)", '[False  True False]',
     'Tensor of bool, same shape as the input.', 'Tensor of bool, same shape as the input.', None, None,
     (('isinf', (("print(Tensor([1.0, float('inf'), float('nan')]).isinf())",), '[False  True False]')),)),
    ('Invert', 'invert', torch.bitwise_not, 'x', 'x', None,
     'Flips every bit of an integer input element-wise.', 'Tensor([0, 1, -2], mindspore.int16)', '[-1 -2  1]',
     'Bitwise NOT of an integer tensor element-wise.', 'Tensor([0, 1], mindspore.int16)', '[-1 -2]',
     None, None, None, None,
     (('bitwise_not', (('print(Tensor([1, 2]).bitwise_not())',), '[-2 -3]')), ('invert', (('print(Tensor([1, 2]).invert())',), '[-2 -3]')))),
)


def _register_unary(row):
    (pname, fname, kernel, parg, farg, see, psum, psetup, pout, fsum, fsetup, fout, pret, fret, praises, fraises,
     methods) = row

    def impl(x):
        if isinstance(x, Tensor):
            return _wrap(kernel(x._t))
        raise not_tensor(pname, farg, x)

    impl = _named(impl, (farg,), fname)
    impl.__doc__ = _func_doc(fsum, [(farg, "Tensor", "The input tensor.")], fret or _SAME_SHAPE, fraises or "",
                             [f"x = {fsetup}"], f"ops.{fname}(x)", fout)
    pdoc = _unary_doc(psum, parg, pret or _SAME_SHAPE, praises or "", [f"x = {psetup}"], f"ops.{pname}()(x)", pout, see)
    views = [method(m, "(self)", summary=f"``{fname}`` of the tensor, element-wise; returns a new Tensor.",
                    example=example) for m, example in methods]
    dtypes = ("int16", "int32") if pname == "Invert" else ("float32", "float64")
    op(pname, "math", primitive=prim(pname, "(self)", f"(self, {parg})", rename={parg: farg}, doc=pdoc),
       method=views, cases=({},), dtypes=dtypes)(impl)


for _row in _UNARY:
    _register_unary(_row)


# ----- two-operand element-wise operators ----------------------------------------------------------------------------
def _trunc_div(a, b):
    return torch.div(a, b, rounding_mode="trunc")


def _where_zero(cond_src, value):
    zero = torch.zeros((), dtype=value.dtype, device=value.device)
    return torch.where(torch.as_tensor(cond_src == 0, device=value.device), zero, value)


def _xlogy(a, b):
    # MindSpore's CPU kernel computes x * log(y) as is (0 * log(0) is nan, 0 * log(2) is 0); the gradients are
    # those of torch.xlogy (dx = 0 where x is 0, dy = x / y).
    ref = torch.xlogy(a, b)
    plain = torch.mul(a.to(ref.dtype), torch.log(b.to(ref.dtype)))
    return torch.where(a == 0, plain.detach(), ref)


def _xdivy(a, b):
    return _where_zero(a, torch.true_divide(a, b))


_X, _Y = "Tensor([1.0, 2.0, 3.0], mindspore.float32)", "Tensor([4.0, 5.0, 6.0], mindspore.float32)"
_XI, _YI = "Tensor([7, -7, 5], mindspore.int32)", "Tensor([2, 2, 3], mindspore.int32)"
_XC, _YC = "Tensor([1.0, 2.0, 3.0], mindspore.float32)", "Tensor([3.0, 2.0, 1.0], mindspore.float32)"
_CX, _CY = "Tensor([1, 2, 3], mindspore.int32)", "Tensor([2, 2, 2], mindspore.int32)"
_BT, _BF = "Tensor([True, True, False])", "Tensor([True, False, False])"
_BOOL = "Tensor of bool, the broadcast shape."


# (primitive, torch kernel, primitive input names, primitive summary / example x / example y / printed output,
#  Outputs line (None: broadcast shape), "Refer to" target,
#  functional ops as (name, input names, summary, example x, example y, printed output, Returns line),
#  Tensor methods as (name, (example source lines, printed output) or None))
_BINARY = (
    ('Add', torch.add, ('input', 'other'), 'Adds two inputs element-wise.', _X, _Y, '[5. 7. 9.]', None, 'add',
     (
         ('add', ('input', 'other'), 'Adds two inputs element-wise (with broadcasting).', _X, _Y, '[5. 7. 9.]', None),),
     ()),
    ('Sub', torch.sub, ('x', 'y'), 'Subtracts the second input from the first element-wise.', _X, _Y, '[-3. -3. -3.]', None, 'sub',
     (
         ('sub', ('input', 'other'), 'Subtracts `other` from `input` element-wise.', _X, _Y, '[-3. -3. -3.]', None),),
     ()),
    ('Mul', torch.mul, ('input', 'other'), 'Multiplies two inputs element-wise.', _X, _Y, '[ 4. 10. 18.]', None, 'mul',
     (
         ('mul', ('input', 'other'), 'Multiplies two inputs element-wise.', _X, _Y, '[ 4. 10. 18.]', None),
         ('multiply', ('input', 'other'), 'Multiplies two inputs element-wise (alias of mul).', _X, _Y, '[ 4. 10. 18.]', None),),
     (('mul', (['print(Tensor([1.5, 2.0]).mul(Tensor([2.0, 3.0])))'], '[3. 6.]')), ('multiply', (['print(Tensor([1.5, 2.0]).multiply(Tensor([2.0, 3.0])))'], '[3. 6.]')))),
    ('Pow', torch.pow, ('input', 'exponent'), 'Raises the first input to the power of the second element-wise.', _X, 'Tensor([2.0, 2.0, 2.0], mindspore.float32)', '[1. 4. 9.]', None, 'pow',
     (
         ('pow', ('input', 'exponent'), 'Raises `input` to the power `exponent` element-wise.', _X, 'Tensor([2.0, 2.0, 2.0], mindspore.float32)', '[1. 4. 9.]', None),),
     (('pow', (['print(Tensor([2.0, 3.0]).pow(2))'], '[4. 9.]')),)),
    ('Maximum', torch.maximum, ('input', 'other'), 'Returns the element-wise maximum of two inputs.', _XC, _YC, '[3. 2. 3.]', None, 'maximum',
     (
         ('maximum', ('input', 'other'), 'Element-wise maximum of two inputs.', _XC, _YC, '[3. 2. 3.]', None),),
     (('maximum', (['print(Tensor([1.0, 5.0]).maximum(Tensor([3.0, 2.0])))'], '[3. 5.]')),)),
    ('Minimum', torch.minimum, ('input', 'other'), 'Returns the element-wise minimum of two inputs.', _XC, _YC, '[1. 2. 1.]', None, 'minimum',
     (
         ('minimum', ('input', 'other'), 'Element-wise minimum of two inputs.', _XC, _YC, '[1. 2. 1.]', None),),
     (('minimum', (['print(Tensor([1.0, 5.0]).minimum(Tensor([3.0, 2.0])))'], '[1. 2.]')),)),
    ('FloorDiv', torch.floor_divide, ('input', 'other'), 'Divides element-wise and rounds the result down.', _XI, _YI, '[ 3 -4  1]', None, 'floor_div',
     (
         ('floor_div', ('x', 'y'), 'Divides element-wise, rounding down.', _XI, _YI, '[ 3 -4  1]', None),
         ('floor_divide', ('input', 'other'), 'Divides element-wise, rounding down.', _XI, _YI, '[ 3 -4  1]', None),),
     (('floor_divide', (['print(Tensor([7, -7]).floor_divide(Tensor(2)))'], '[ 3 -4]')),)),
    ('FloorMod', torch.remainder, ('x', 'y'), 'Element-wise remainder of a floor division (the result has the sign of the divisor).', _XI, _YI, '[1 1 2]', None, 'floor_mod',
     (
         ('floor_mod', ('x', 'y'), 'Remainder of a floor division element-wise (sign of the divisor).', _XI, _YI, '[1 1 2]', None),
         ('remainder', ('input', 'other'), 'Remainder of a floor division element-wise (sign of the divisor).', _XI, _YI, '[1 1 2]', None),),
     (('remainder', (['print(Tensor([7, -7]).remainder(3))'], '[1 2]')),)),
    ('TruncateDiv', _trunc_div, ('x', 'y'), 'Divides element-wise and rounds the result towards zero.', _XI, _YI, '[ 3 -3  1]', None, None,
     (
         ('truncate_div', ('x', 'y'), 'Divides element-wise, rounding towards zero.', _XI, _YI, '[ 3 -3  1]', None),),
     ()),
    ('TruncateMod', torch.fmod, ('x', 'y'), 'Element-wise remainder of a truncated division.', _XI, _YI, '[ 1 -1  2]', None, None,
     (
         ('truncate_mod', ('x', 'y'), 'Remainder of a truncated division.', _XI, _YI, '[ 1 -1  2]', None),),
     ()),
    ('Xlogy', _xlogy, ('input', 'other'), "Computes x * log(y) element-wise (as MindSpore's CPU kernel does, 0 * log(0) is nan).", 'Tensor([0.0, 1.0, 2.0], mindspore.float32)', 'Tensor([1.0, 2.0, 4.0], mindspore.float32)', '[0.        0.6931472 2.7725887]', None, 'xlogy',
     (
         ('xlogy', ('input', 'other'), "Computes x * log(y) element-wise (as MindSpore's CPU kernel does, 0 * log(0) is nan).", 'Tensor([0.0, 1.0, 2.0], mindspore.float32)', 'Tensor([1.0, 2.0, 4.0], mindspore.float32)', '[0.        0.6931472 2.7725887]', None),),
     (('xlogy', (['print(Tensor([0.0, 2.0, 1.0]).xlogy(Tensor([0.0, 1.0, 3.0])))'], '[      nan 0.        1.0986123]')),)),
    ('Xdivy', _xdivy, ('x', 'y'), 'Computes x / y element-wise, 0 where x is 0.', 'Tensor([0.0, 1.0, 2.0], mindspore.float32)', 'Tensor([0.0, 2.0, 4.0], mindspore.float32)', '[0.  0.5 0.5]', None, None,
     (
         ('xdivy', ('x', 'y'), 'Computes x / y, 0 where x is 0.', 'Tensor([0.0, 1.0, 2.0], mindspore.float32)', 'Tensor([0.0, 2.0, 4.0], mindspore.float32)', '[0.  0.5 0.5]', None),),
     (('xdivy', (['print(Tensor([0.0, 1.0]).xdivy(Tensor([0.0, 2.0])))'], '[0.  0.5]')),)),
    ('Atan2', torch.atan2, ('input', 'other'), 'Computes the arctangent of input / other element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', 'Tensor([1.0, 1.0], mindspore.float32)', '[0.        0.7853982]', None, 'atan2',
     (
         ('atan2', ('input', 'other'), 'Arctangent of input / other element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', 'Tensor([1.0, 1.0], mindspore.float32)', '[0.        0.7853982]', None),
         ('arctan2', ('input', 'other'), 'Arctangent of input / other element-wise.', 'Tensor([0.0, 1.0], mindspore.float32)', 'Tensor([1.0, 1.0], mindspore.float32)', '[0.        0.7853982]', None),),
     (('atan2', (['print(Tensor([0.0]).atan2(Tensor([1.0])))'], '[0.]')), ('arctan2', (['print(Tensor([0.0]).arctan2(Tensor([1.0])))'], '[0.]')))),
    ('Hypot', torch.hypot, ('x1', 'x2'), 'Computes sqrt(x ** 2 + y ** 2) element-wise.', 'Tensor([3.0, 5.0], mindspore.float32)', 'Tensor([4.0, 12.0], mindspore.float32)', '[ 5. 13.]', None, 'hypot',
     (
         ('hypot', ('input', 'other'), 'Computes sqrt(x ** 2 + y ** 2) element-wise.', 'Tensor([3.0, 5.0], mindspore.float32)', 'Tensor([4.0, 12.0], mindspore.float32)', '[ 5. 13.]', None),),
     (('hypot', (['print(Tensor([3.0]).hypot(Tensor([4.0])))'], '[5.]')),)),
    ('Heaviside', torch.heaviside, ('x', 'values'), 'Computes the Heaviside step function element-wise.', 'Tensor([-1.0, 0.0, 2.0], mindspore.float32)', 'Tensor([0.5, 0.5, 0.5], mindspore.float32)', '[0.  0.5 1. ]', None, 'heaviside',
     (
         ('heaviside', ('input', 'values'), 'Heaviside step function element-wise.', 'Tensor([-1.0, 0.0, 2.0], mindspore.float32)', 'Tensor([0.5, 0.5, 0.5], mindspore.float32)', '[0.  0.5 1. ]', None),),
     (('heaviside', (['print(Tensor([-1.0, 0.0, 2.0]).heaviside(Tensor([0.5])))'], '[0.  0.5 1. ]')),)),
    ('Gcd', torch.gcd, ('input', 'other'), 'Computes the greatest common divisor element-wise.', 'Tensor([12, 9], mindspore.int32)', 'Tensor([8, 6], mindspore.int32)', '[4 3]', None, 'gcd',
     (
         ('gcd', ('input', 'other'), 'Greatest common divisor element-wise.', 'Tensor([12, 9], mindspore.int32)', 'Tensor([8, 6], mindspore.int32)', '[4 3]', None),),
     (('gcd', (['print(Tensor([4, 6]).gcd(Tensor([6, 9])))'], '[2 3]')),)),
    ('Lcm', torch.lcm, ('x1', 'x2'), 'Computes the least common multiple element-wise.', 'Tensor([4, 6], mindspore.int32)', 'Tensor([6, 8], mindspore.int32)', '[12 24]', None, 'lcm',
     (
         ('lcm', ('input', 'other'), 'Least common multiple element-wise.', 'Tensor([4, 6], mindspore.int32)', 'Tensor([6, 8], mindspore.int32)', '[12 24]', None),),
     (('lcm', (['print(Tensor([4, 6]).lcm(Tensor([6, 9])))'], '[12 18]')),)),
    ('NextAfter', torch.nextafter, ('input', 'other'), 'Returns the next representable value after `input` towards `other` element-wise.', 'Tensor([0.0], mindspore.float32)', 'Tensor([1.0], mindspore.float32)', '[1.e-45]', None, 'nextafter',
     (
         ('nextafter', ('input', 'other'), 'Next representable value after `input` towards `other`.', 'Tensor([0.0], mindspore.float32)', 'Tensor([1.0], mindspore.float32)', '[1.e-45]', None),),
     (('nextafter', (['x = Tensor([1.0], ms.float64)', 'print(x.nextafter(Tensor([2.0], ms.float64)) > x)'], '[ True]')),)),
    ('BitwiseAnd', torch.bitwise_and, ('x', 'y'), 'Computes the bitwise AND element-wise.', 'Tensor([12, 10], mindspore.int16)', 'Tensor([10, 6], mindspore.int16)', '[8 2]', None, 'bitwise_and',
     (
         ('bitwise_and', ('input', 'other'), 'Bitwise AND element-wise.', 'Tensor([12, 10], mindspore.int16)', 'Tensor([10, 6], mindspore.int16)', '[8 2]', None),),
     (('bitwise_and', (['print(Tensor([6, 4]).bitwise_and(Tensor([3, 1])))'], '[2 0]')),)),
    ('BitwiseOr', torch.bitwise_or, ('x', 'y'), 'Computes the bitwise OR element-wise.', 'Tensor([12, 10], mindspore.int16)', 'Tensor([10, 6], mindspore.int16)', '[14 14]', None, 'bitwise_or',
     (
         ('bitwise_or', ('input', 'other'), 'Bitwise OR element-wise.', 'Tensor([12, 10], mindspore.int16)', 'Tensor([10, 6], mindspore.int16)', '[14 14]', None),),
     (('bitwise_or', (['print(Tensor([6, 4]).bitwise_or(Tensor([3, 1])))'], '[7 5]')),)),
    ('BitwiseXor', torch.bitwise_xor, ('x', 'y'), 'Computes the bitwise XOR element-wise.', 'Tensor([12, 10], mindspore.int16)', 'Tensor([10, 6], mindspore.int16)', '[ 6 12]', None, 'bitwise_xor',
     (
         ('bitwise_xor', ('input', 'other'), 'Bitwise XOR element-wise.', 'Tensor([12, 10], mindspore.int16)', 'Tensor([10, 6], mindspore.int16)', '[ 6 12]', None),),
     (('bitwise_xor', (['print(Tensor([6, 4]).bitwise_xor(Tensor([3, 1])))'], '[5 5]')),)),
    ('LogicalAnd', torch.logical_and, ('x', 'y'), 'Computes the logical AND element-wise.', _BT, _BF, '[ True False False]', 'Tensor of bool, the broadcast shape.', 'logical_and',
     (
         ('logical_and', ('input', 'other'), 'Logical AND element-wise.', _BT, _BF, '[ True False False]', _BOOL),),
     (('logical_and', (['print(Tensor([True, False]).logical_and(Tensor([True, True])))'], '[ True False]')),)),
    ('LogicalOr', torch.logical_or, ('x', 'y'), 'Computes the logical OR element-wise.', _BT, _BF, '[ True  True False]', 'Tensor of bool, the broadcast shape.', 'logical_or',
     (
         ('logical_or', ('input', 'other'), 'Logical OR element-wise.', _BT, _BF, '[ True  True False]', _BOOL),),
     (('logical_or', (['print(Tensor([True, False]).logical_or(Tensor([False, False])))'], '[ True False]')),)),
    ('LogicalXor', torch.logical_xor, ('input', 'other'), 'Computes the logical XOR element-wise.', _BT, _BF, '[False  True False]', 'Tensor of bool, the broadcast shape.', 'logical_xor',
     (
         ('logical_xor', ('input', 'other'), 'Logical XOR element-wise.', _BT, _BF, '[False  True False]', _BOOL),),
     (('logical_xor', (['print(Tensor([True, False]).logical_xor(Tensor([True, True])))'], '[False  True]')),)),
    ('Equal', torch.eq, ('input', 'other'), 'Tells whether the inputs are equal element-wise.', _CX, _CY, '[False  True False]', 'Tensor of bool, the broadcast shape.', 'equal',
     (
         ('equal', ('input', 'other'), 'Tells whether the inputs are equal element-wise.', _CX, _CY, '[False  True False]', _BOOL),
         ('eq', ('input', 'other'), 'Tells whether the inputs are equal element-wise.', _CX, _CY, '[False  True False]', _BOOL),),
     (('eq', (['print(Tensor([1, 2]).eq(Tensor([2, 2])))'], '[False  True]')),)),
    ('NotEqual', torch.ne, ('input', 'other'), 'Tells whether the inputs differ element-wise.', _CX, _CY, '[ True False  True]', 'Tensor of bool, the broadcast shape.', 'not_equal',
     (
         ('not_equal', ('input', 'other'), 'Tells whether the inputs differ element-wise.', _CX, _CY, '[ True False  True]', _BOOL),
         ('ne', ('input', 'other'), 'Tells whether the inputs differ element-wise.', _CX, _CY, '[ True False  True]', _BOOL),),
     (('ne', (['print(Tensor([1, 2]).ne(Tensor([2, 2])))'], '[ True False]')), ('not_equal', (['print(Tensor([1, 2]).not_equal(2))'], '[ True False]')))),
    ('LessEqual', torch.le, ('input', 'other'), 'Computes input <= other element-wise.', _CX, _CY, '[ True  True False]', 'Tensor of bool, the broadcast shape.', 'less_equal',
     (
         ('less_equal', ('input', 'other'), 'Computes input <= other element-wise.', _CX, _CY, '[ True  True False]', _BOOL),
         ('le', ('input', 'other'), 'Computes input <= other element-wise.', _CX, _CY, '[ True  True False]', _BOOL),),
     (('le', (['print(Tensor([1, 2]).le(Tensor([2, 2])))'], '[ True  True]')), ('less_equal', (['print(Tensor([1, 3]).less_equal(2))'], '[ True False]')))),
    ('Greater', torch.gt, ('input', 'other'), 'Computes input > other element-wise.', _CX, _CY, '[False False  True]', 'Tensor of bool, the broadcast shape.', 'greater',
     (
         ('greater', ('input', 'other'), 'Computes input > other element-wise.', _CX, _CY, '[False False  True]', _BOOL),
         ('gt', ('input', 'other'), 'Computes input > other element-wise.', _CX, _CY, '[False False  True]', _BOOL),),
     (('gt', (['print(Tensor([1, 3]).gt(Tensor([2, 2])))'], '[False  True]')), ('greater', (['print(Tensor([1, 3]).greater(2))'], '[False  True]')))),
    ('GreaterEqual', torch.ge, ('input', 'other'), 'Computes input >= other element-wise.', _CX, _CY, '[False  True  True]', 'Tensor of bool, the broadcast shape.', 'greater_equal',
     (
         ('greater_equal', ('input', 'other'), 'Computes input >= other element-wise.', _CX, _CY, '[False  True  True]', _BOOL),
         ('ge', ('input', 'other'), 'Computes input >= other element-wise.', _CX, _CY, '[False  True  True]', _BOOL),),
     (('ge', (['print(Tensor([1, 2]).ge(Tensor([2, 2])))'], '[False  True]')), ('greater_equal', (['print(Tensor([1, 2]).greater_equal(2))'], '[False  True]')))),
)


def _register_binary(row):
    pname, kernel, pargs, psum, psx, psy, pout, pret, see, funcs, methods = row
    fname, fargs = funcs[0][0], funcs[0][1]

    def impl(x, y):
        return binary(kernel, pname, x, y)

    impl = _named(impl, fargs, fname)
    fviews = []
    for name, args, summary, sx, sy, output, ret in funcs:
        doc = _binary_func_doc(name, summary, args[0], args[1], sx, sy, output, ret or _BROADCAST_OUT)
        if name == fname:
            impl.__doc__ = doc
            fviews.append(function(name))
        else:
            fviews.append(function(name, f"({args[0]}, {args[1]})", rename=dict(zip(args, fargs)), doc=doc))
    pdoc = _binary_prim_doc(pname, psum, pargs[0], pargs[1], psx, psy, pout, pret or _BROADCAST_OUT, see)
    views = [method(m, "(self, other)", rename={"other": fargs[1]},
                    summary=f"``{m}`` of the tensor and `other`, with broadcasting and MindSpore's implicit type "
                            f"conversion.", example=example) for m, example in methods]
    op(pname, "math", functional=fviews,
       primitive=prim(pname, "(self)", f"(self, {pargs[0]}, {pargs[1]})", rename=dict(zip(pargs, fargs)), doc=pdoc),
       method=views, cases=({fargs[1]: 2}, {fargs[1]: 3}), dtypes=_BINARY_DTYPES.get(pname, ("float32", "float64")))(impl)


_BINARY_DTYPES = {"Gcd": ("int32", "int64"), "Lcm": ("int32", "int64"), "BitwiseAnd": ("int32", "int64"),
                  "BitwiseOr": ("int32", "int64"), "BitwiseXor": ("int32", "int64"),
                  "LogicalAnd": ("bool",), "LogicalOr": ("bool",), "LogicalXor": ("bool",)}

for _row in _BINARY:
    _register_binary(_row)

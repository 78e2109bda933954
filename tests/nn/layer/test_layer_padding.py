"""Padding layers against the real MindSpore 2.10.0 (CPU): outputs and gradients recorded by
tests/data/layers/make_goldens.py on the fixed inputs of layer_cases.py, and constructor errors recorded from the
same MindSpore."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

from layer_golden import lc, run_case


@pytest.mark.parametrize("name", sorted(lc.PAD_CASES))
def test_padding_matches_mindspore(name):
    run_case("pad", name, rtol=1e-6, atol=1e-6)


# (expression, outcome) recorded from MindSpore 2.10.0 CPU: "OK <value>" or "<ExceptionType> <first message line>"
RECORDED = [
    ('nn.ConstantPad1d((1, 2, 3), 1.0)',
     "ValueError For 'ConstantPad1d', the length of parameter 'padding' with tuple type must be a multiple of 2, but got 3"),
    ('nn.ConstantPad1d((1, 2, 3, 4), 1.0)',
     "ValueError For 'ConstantPad1d', the length of parameter 'padding' with tuple type must equal to 2.but got 4"),
    ('nn.ConstantPad2d((1, 2, 3, 4, 5, 6), 1.0)',
     "ValueError For 'ConstantPad2d', the length of parameter 'padding' with tuple type must no more than 4.but got 6"),
    ('nn.ConstantPad3d([1, 2], 1.0)',
     "TypeError For 'ConstantPad3d', the type of parameter 'padding' must be in [int, tuple], but got <class 'list'>"),
    ("nn.ConstantPad3d(1, '1')",
     "TypeError For 'ConstantPad3d', the type of parameter 'value' must be in [int, float], but got <class 'str'>"),
    ('nn.ZeroPad2d(1.5)',
     "TypeError For 'ZeroPad2d', the type of parameter 'padding' must be in [int, tuple], but got <class 'float'>"),
    ('nn.ReflectionPad1d([1, 2])',
     "TypeError For 'ReflectionPad1d' the input 'padding' must be an integer or tuple, but got list"),
    ('nn.ReflectionPad2d((1, 2, 3))',
     "ValueError For 'ReflectionPad2d' the length of input 'padding' must be divisible by 2, but got padding of length 3."),
    ('nn.ReflectionPad2d((1, 2.0))',
     "TypeError For 'ReflectionPad2d' every element in 'padding' must be integer, but got (1, 2.0)."),
    ('nn.ReflectionPad2d((1, -2))',
     "ValueError For 'ReflectionPad2d' every element in 'padding' must be >= 0. but got (1, -2)."),
    ('nn.ReplicationPad1d((1, 2, 3))',
     "ValueError For 'ReplicationPad1d' the length of input 'padding' must be divisible by 2, but got padding of length 3."),
    ('nn.ReplicationPad3d((1.0, 2))',
     "TypeError For 'ReplicationPad3d' every element in 'padding' must be integer, but got (1.0, 2)."),
    ('nn.ReplicationPad2d(1.0)',
     "TypeError For 'ReplicationPad2d' the input 'padding' must be an integer or tuple, but got float"),
]


def outcome(expr):
    try:
        res = eval(expr, {"nn": nn, "Tensor": Tensor, "np": np, "ms": ms})
    except Exception as exc:  # noqa: BLE001 - the type is what is compared
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"{type(exc).__name__} {text}".rstrip()
    return f"OK {res}" if isinstance(res, (str, tuple)) else "OK"


@pytest.mark.parametrize("expr, expected", RECORDED)
def test_padding_construction_matches_mindspore(expr, expected):
    assert outcome(expr) == expected

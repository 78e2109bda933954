"""PReLU, PReLUExt, RReLU, GLU, Threshold, Softmax2d and LogSoftmaxExt against the real MindSpore 2.10.0 (CPU):
outputs and gradients recorded by tests/data/layers/make_goldens.py on the fixed Parameters and inputs of
layer_cases.py (RReLU with lower == upper, so its slope is fixed), and constructor errors recorded from the same
MindSpore. LogSoftmaxExt has no MindSpore CPU kernel ("The kernel LogSoftmaxExt unregistered"): checked against
the formula in numpy."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

from layer_golden import lc, run_case


@pytest.mark.parametrize("name", sorted(lc.ACT_CASES))
def test_activation_matches_mindspore(name):
    run_case("act", name, rtol=1e-6, atol=1e-6)


def test_rrelu_slopes_stay_within_bounds_in_inference_too():
    x = -np.ones((200,), np.float32)
    net = nn.RReLU(0.1, 0.3)
    out = net(Tensor(x)).asnumpy()
    assert ((-out >= 0.1 - 1e-7) & (-out <= 0.3 + 1e-7)).all() and len(set(out.tolist())) > 50
    np.testing.assert_array_equal(net(Tensor(np.arange(3, dtype=np.float32))).asnumpy(), [0.0, 1.0, 2.0])


@pytest.mark.parametrize("shape, dim, axis", [((2, 5), None, 1), ((5,), None, 0), ((2, 3, 4), None, 0),
                                              ((2, 3, 4, 2), None, 1), ((2, 3, 4), -1, -1)])
def test_logsoftmaxext_formula(shape, dim, axis):
    x = np.random.default_rng(2).standard_normal(shape)
    want = x - np.log(np.exp(x).sum(axis=axis, keepdims=True))
    np.testing.assert_allclose(nn.LogSoftmaxExt(dim)(Tensor(x, ms.float32)).asnumpy(), want, rtol=1e-5, atol=1e-6)


# (expression, outcome) recorded from MindSpore 2.10.0 CPU: "OK <value>" or "<ExceptionType> <first message line>"
RECORDED = [
    ('nn.PReLU(0)',
     "ValueError For 'PReLU', the 'channel' must be int and must > 0, but got '0' with type 'int'."),
    ('nn.PReLU(2, [0.1])',
     "ValueError For 'PReLU', the length of 'w' must be equal to the 'channel' when the 'w' is a list, but got the length of 'w': 1, the 'channel': 2."),
    ('nn.PReLU(2, [0.1, 1])',
     "ValueError For 'PReLU', all elements in 'w' must be float when the 'w' is a list, but got 1."),
    ('nn.PReLU(2, 1)',
     "TypeError For 'PReLU', the 'w' only supported float, list and tensor, but got int."),
    ('nn.PReLU(2, Tensor(np.ones(2), ms.int32))',
     "ValueError For 'PReLU', the dtype of 'w' must be float16 or float32 when the 'w' is a tensor, but got Int32."),
    ('nn.PReLU(2, Tensor(np.ones(3), ms.float32))',
     "ValueError For 'PReLU', the dimension of 'w' must be 1, and the elements number should be equal to the 'channel' when the 'w' is a tensor, but got 'w' shape (3,), the 'channel' 2."),
    ('nn.RReLU(0.5, 0.1)',
     "ValueError For RReLU, the value of 'upper' must be greater than or equal to 'lower', but got upper: 0.1, lower: 0.5."),
    ("nn.RReLU('a')",
     "TypeError For 'RReLU', the type of 'lower' should be one of '['float', 'int']', but got type 'str'."),
    ('nn.RReLU()([1.0])',
     "TypeError For 'rrelu', the input must be a Tensor, but got <class 'list'>."),
    ('nn.Softmax2d()(Tensor(np.ones((2, 3)), ms.float32))',
     "ValueError For 'Softmax2d', the in_shape must have 3 or 4 dims, but got 2."),
    ('[p.name for p in nn.PReLU(3).get_parameters()]',
     'OK'),
    ('[p.name for p in nn.PReLUExt(3).get_parameters()]',
     'OK'),
    ('repr(nn.PReLU(2))',
     'OK PReLU()'),
    ('repr(nn.GLU())',
     'OK GLU()'),
]


def outcome(expr):
    try:
        res = eval(expr, {"nn": nn, "Tensor": Tensor, "np": np, "ms": ms})
    except Exception as exc:  # noqa: BLE001 - the type is what is compared
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"{type(exc).__name__} {text}".rstrip()
    return f"OK {res}" if isinstance(res, (str, tuple)) else "OK"


@pytest.mark.parametrize("expr, expected", RECORDED)
def test_activation_construction_matches_mindspore(expr, expected):
    assert outcome(expr) == expected

"""1-D/3-D, adaptive, power-average, fractional pooling and unpooling against the real MindSpore 2.10.0 (CPU):
outputs (values, shapes, dtypes) and gradients recorded by tests/data/layers/make_goldens.py on the fixed inputs
of layer_cases.py (FractionalMaxPool2d: outputs only, MindSpore's CPU build has no kernel for its gradient).
The Ext variants have no MindSpore CPU kernel ("Not found op FuncMaxPool2D on device CPU", "The kernel AvgPool2D
unregistered"), so they are checked against windows computed in numpy here."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

from layer_golden import lc, run_case


@pytest.mark.parametrize("name", sorted(lc.POOL_CASES))
def test_pooling_matches_mindspore(name):
    run_case("pool", name, rtol=1e-5, atol=1e-6)


def _windows(x, k, s, axis_sizes):
    """Every window start along the trailing axes (no padding, floor mode)."""
    return [range(0, n - kk + 1, ss) for n, kk, ss in zip(axis_sizes, k, s)]


def test_ext_pooling_against_numpy_windows():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 7, 6)).astype(np.float32)
    want_max = np.array([[[[x[n, c, i:i + 3, j:j + 2].max() for j in range(0, 5, 2)] for i in range(0, 5, 2)]
                          for c in range(3)] for n in range(2)])
    np.testing.assert_array_equal(nn.MaxPool2dExt((3, 2), 2)(Tensor(x)).asnumpy(), want_max)
    out, idx = nn.MaxPool2dExt(2, return_indices=True)(Tensor(x))
    assert out.shape == (2, 3, 3, 3) and idx.dtype == ms.int64
    np.testing.assert_array_equal(np.take_along_axis(x.reshape(2, 3, -1), idx.asnumpy().reshape(2, 3, -1), 2),
                                  out.asnumpy().reshape(2, 3, -1))
    want_avg = np.array([[[[x[n, c, i:i + 2, j:j + 2].mean() for j in range(0, 5, 2)] for i in range(0, 6, 2)]
                          for c in range(3)] for n in range(2)])
    np.testing.assert_allclose(nn.AvgPool2dExt(2)(Tensor(x)).asnumpy(), want_avg, rtol=1e-6)
    np.testing.assert_allclose(nn.AvgPool2dExt(2, divisor_override=3)(Tensor(x)).asnumpy(), want_avg * 4 / 3,
                               rtol=1e-6)
    x1 = x[:, :, 0, :]
    want1 = np.stack([x1[..., i:i + 3].mean(-1) for i in (0, 3)], -1)
    np.testing.assert_allclose(nn.AvgPool1dExt(3)(Tensor(x1)).asnumpy(), want1, rtol=1e-6)
    padded = np.pad(x1, ((0, 0), (0, 0), (1, 1)))
    want_pad = np.stack([padded[..., i:i + 2].mean(-1) for i in (0, 2, 4, 6)], -1)
    np.testing.assert_allclose(nn.AvgPool1dExt(2, padding=1)(Tensor(x1)).asnumpy(), want_pad, rtol=1e-6)
    x3 = rng.standard_normal((1, 2, 4, 4, 4)).astype(np.float32)
    want3 = x3.reshape(1, 2, 2, 2, 2, 2, 2, 2).mean(axis=(3, 5, 7))
    np.testing.assert_allclose(nn.AvgPool3dExt(2)(Tensor(x3)).asnumpy(), want3, rtol=1e-5)


# (expression, outcome) recorded from MindSpore 2.10.0 CPU: "OK <value>" or "<ExceptionType> <first message line>"
RECORDED = [
    ('nn.MaxPool1d(2, 2, padding=1)',
     "ValueError For MaxPool1d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' can not be set to non-default value when pad_mode is not 'pad', but got pad_mode:valid."),
    ('nn.MaxPool1d(2.0)',
     "TypeError For 'MaxPool1d', the type of 'kernel_size' should be one of '['int', 'tuple']', but got type 'float'."),
    ('nn.MaxPool1d(0)',
     "ValueError For 'MaxPool1d', the 'kernel_size' must be an positive int number or a tuple, but got 0"),
    ("nn.MaxPool1d(2, pad_mode='full')",
     "ValueError For 'MaxPool1d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', but got 'FULL'."),
    ('nn.MaxPool3d(2, dilation=2)',
     "ValueError For MaxPool3d, the pad_mode must be 'pad' when dilation is not 1 or return_indices is True, but got pad_mode:valid."),
    ("nn.MaxPool3d(2, pad_mode='pad', padding=(1, 1))",
     'ValueError For MaxPool3d, the length of padding must equal to 3, but got 2.'),
    ("nn.MaxPool3d(2, pad_mode='pad', padding=-1)",
     "ValueError For 'MaxPool3d', the parameter 'padding' must be an positive integer or a tuple of three positive integer, but got (-1, -1, -1)"),
    ('nn.AvgPool1d(2, padding=(1, 1))',
     'ValueError For AvgPool1d, the padding must be a int or tuple/list contains one int, but got tuple/list with length:2.'),
    ('nn.AvgPool3d(2, divisor_override=0)',
     "ValueError For 'AvgPool3d', the 'divisor_override' must be > 0, but got 0."),
    ("nn.AvgPool3d(2, pad_mode='pad', padding=(1, 2))",
     'ValueError For AvgPool3d, the padding must be a int or tuple/list contains 1 or 3 int, but got tuple/list with length:2.'),
    ('nn.AdaptiveAvgPool1d(2.0)',
     "TypeError For 'AdaptiveAvgPool1d', the type of 'output_size' should be 'int', but got type 'float'."),
    ('nn.AdaptiveAvgPool1d(0)',
     "ValueError For 'AdaptiveAvgPool1d', the 'output_size' must be int and must >= 1, but got '0' with type 'int'."),
    ('nn.AdaptiveAvgPool1d(3)(Tensor(np.ones((1, 2, 7), np.float32)))',
     "ValueError For AdaptiveAvgPool1d, the input's last dimension must be divisible by output size 3, but got 7."),
    ('nn.AdaptiveAvgPool1d(3)(Tensor(np.ones((2, 7), np.float32)))',
     'ValueError For AdaptiveAvgPool1d, the input must has 3 dim, but got 2.'),
    ('nn.AdaptiveMaxPool1d(4)(Tensor(np.ones((1, 2, 3), np.float32)))',
     "ValueError For AdaptiveMaxPool1d, the input's last dimension must be greater or equal to output size 4, but got 3."),
    ('nn.AdaptiveMaxPool1d(0)',
     "ValueError For 'AdaptiveMaxPool1d', the 'output_size' must be int and must >= 1, but got '0' with type 'int'."),
    ('nn.MaxUnpool2d(2)(Tensor(np.ones((1, 1, 2, 2), np.float32)), Tensor(np.zeros((1, 1, 2, 2), np.int64)), [4, 4])',
     "ValueError For MaxUnpool2d, output_size must be tuple, but type <class 'list'>."),
    ('nn.MaxUnpool1d(2)(Tensor(np.ones((1, 1, 2), np.float32)), Tensor(np.zeros((1, 1, 2), np.int64)), ())',
     'ValueError For MaxUnpool1d, the length of output_size must be positive, but got 0.'),
    ('repr(nn.MaxPool1d(3, 2))',
     'OK MaxPool1d(kernel_size=(1, 3), stride=(1, 2), pad_mode=VALID)'),
    ("repr(nn.MaxPool1d(3, 2, pad_mode='pad'))",
     'OK MaxPool1d(kernel_size=(1, 1, 3), stride=(1, 1, 2), pad_mode=PAD)'),
    ('repr(nn.AvgPool1d(3, 2))',
     'OK AvgPool1d(kernel_size=(1, 3), stride=(1, 2), pad_mode=VALID)'),
    ('repr(nn.AvgPool3d(3, 2))',
     'OK AvgPool3d(kernel_size=3, stride=2, pad_mode=VALID)'),
    ('repr(nn.MaxPool3d((1, 2, 3), 2))',
     'OK MaxPool3d(kernel_size=(1, 2, 3), stride=2, pad_mode=VALID)'),
]


def outcome(expr):
    try:
        res = eval(expr, {"nn": nn, "Tensor": Tensor, "np": np, "ms": ms})
    except Exception as exc:  # noqa: BLE001 - the type is what is compared
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"{type(exc).__name__} {text}".rstrip()
    return f"OK {res}" if isinstance(res, (str, tuple)) else "OK"


@pytest.mark.parametrize("expr, expected", RECORDED)
def test_pooling_construction_matches_mindspore(expr, expected):
    assert outcome(expr) == expected

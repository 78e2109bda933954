"""Conv1d, Conv3d and the transposed convolutions: outputs and gradients against values recorded from the real
MindSpore 2.10.0 (CPU) by tests/data/layers/make_goldens.py (fixed Parameters and inputs, see layer_cases.py),
plus reprs, Parameter layout and validation errors recorded from the same MindSpore."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

from layer_golden import lc, run_case


@pytest.mark.parametrize("name", sorted(lc.CONV_CASES))
def test_conv_matches_mindspore(name):
    run_case("conv", name, rtol=1e-5, atol=1e-5)


# (expression, outcome) recorded from MindSpore 2.10.0 CPU: "OK <value>" or "<ExceptionType> <first message line>"
RECORDED = [
    ("nn.Conv1d(2, 4, 3, pad_mode='SAME')",
     "ValueError For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but got 'SAME'."),
    ("nn.Conv1d(2, 4, 3, pad_mode='valid', padding=1)",
     "ValueError For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': (0, 0, 1, 1) and 'pad_mode': valid."),
    ('nn.Conv1d(2, 4, 2.0)',
     "TypeError For 'Conv1d', the type of 'kernel_size' should be 'int', but got type 'float'."),
    ('nn.Conv1d(2, 4, 0)',
     "ValueError For 'Conv1d', the 'kernel_size' must be int and must >= 1, but got '0' with type 'int'."),
    ('nn.Conv1d(2, 4, 3, stride=(1,))',
     "TypeError For 'Conv1d', the type of 'stride' should be 'int', but got type 'tuple'."),
    ('nn.Conv1d(2, 4, 3, padding=-1)',
     "ValueError For 'Conv1d', the 'padding' must be int and must >= 0, but got '-1' with type 'int'."),
    ('nn.Conv1d(2, 4, 3, group=3)',
     "ValueError The argument 'group' should be divisible by 'in_channels' and 'out_channels', but got group:3, in_channels:2, out_channels:4."),
    ('nn.Conv1d(2, 4, 3, weight_init=Tensor(np.ones((4, 2, 1, 3), np.float32)))',
     "ValueError For 'Conv1d', the 'weight_init_shape' must be int and must = 3, but got '4' with type 'int'."),
    ('nn.Conv1d(2, 4, 3, has_bias=1)',
     "TypeError For 'Conv1d', the 'has_bias' must be a bool, but got int."),
    ("nn.Conv3d(2, 4, 3, pad_mode='Same').weight.shape",
     'OK (4, 2, 3, 3, 3)'),
    ("nn.Conv3d(2, 4, 3, pad_mode='foo')",
     "ValueError For 'Conv3D', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but got 'foo'."),
    ('nn.Conv3d(2, 4, (3, 3))',
     "ValueError For 'Conv3d', the parameter 'kernel_size' must be an positive integer or a tuple of three positive integer, but got (3, 3)"),
    ('nn.Conv3d(2, 4, 3, stride=0)',
     "ValueError For 'Conv3d', the parameter 'stride' must be an positive integer or a tuple of three positive integer, but got (0, 0, 0)"),
    ('nn.Conv3d(2, 4, 3, padding=(1, 1))',
     "ValueError For 'Conv3d', the 'padding size' must be int and must = 6, but got '2' with type 'int'."),
    ('nn.Conv3d(2, 4, 3, padding=1)',
     'ValueError For \'Conv3D\', the \'pad\' must be zero or (0, 0, 0, 0, 0, 0) when \'pad_mode\' is not "pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    ("nn.Conv3d(2, 4, 3, data_format='NCHW')",
     "ValueError For 'Conv3D', the 'data_format' must be str and must be in '['NCDHW']', but got 'NCHW'."),
    ('nn.Conv3d(2, 4, 3, group=3)',
     "ValueError The argument 'group' should be divisible by 'in_channels' and 'out_channels'"),
    ('nn.Conv3d(2, 4, 3, padding=1.0)',
     "TypeError For 'Conv3d', the type of 'padding' should be one of '['int', 'tuple']', but got type 'float'."),
    ("nn.Conv1dTranspose(2, 4, 3, pad_mode='pad', padding=1).weight.shape",
     'OK (2, 4, 1, 3)'),
    ("nn.Conv1dTranspose(2, 4, 3, pad_mode='valid', padding=1)",
     'ValueError For \'Conv2DBackpropInput\', the \'pad\' must be zero or (0, 0, 0, 0) when \'pad_mode\' is not "pad", but got \'pad\' is (0, 0, 1, 1) and \'pad_mode\' is valid.'),
    ('nn.Conv1dTranspose(2, 4, 3)(Tensor(np.ones((1, 2, 3, 3), np.float32)))',
     "ValueError For 'Conv1dTranspose', the dimension of input must be 3d, but got 4."),
    ('nn.Conv2dTranspose(2, 4, 3, padding=(1, 1))',
     "ValueError For 'Conv2dTranspose', the 'padding size' must be int and must = 4, but got '2' with type 'int'."),
    ('nn.Conv2dTranspose(2, 4, 3, output_padding=(1, 1, 1))',
     "ValueError For 'Conv2dTranspose', the 'output_padding size' must be int and must = 2, but got '3' with type 'int'."),
    ('nn.Conv2dTranspose(2, 4, 3, output_padding=1.0)',
     "TypeError For 'Conv2dTranspose', the type of 'output_padding' should be one of '['int', 'tuple']', but got type 'float'."),
    ("nn.Conv2dTranspose(2, 4, 3, pad_mode='Pad')",
     "ValueError For 'Conv2dTranspose', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but got 'Pad'."),
    ('nn.Conv2dTranspose(2, 4, 3, padding=1)',
     'ValueError For \'Conv2DTranspose\', the \'pad\' must be zero or (0, 0, 0, 0) when \'pad_mode\' is not "pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    ('nn.Conv2dTranspose(2, 4, 3, output_padding=1)(Tensor(np.ones((1, 2, 3, 3), np.float32)))',
     'ValueError output_padding must be in range of [0, max(stride_h, dilation_h)).'),
    ('nn.Conv2dTranspose(2, 4, 3, stride=2, output_padding=1)(Tensor(np.ones((1, 2, 3, 3), np.float32)))',
     "ValueError when output_padding is not zero, pad_mode must be 'pad'"),
    ("nn.Conv2dTranspose(2, 4, 3, stride=2, pad_mode='pad', output_padding=(0, 2))(Tensor(np.ones((1, 2, 3, 3), np.float32)))",
     'ValueError output_padding[1] must be in range of [0, max(stride_w, dilation_w)).'),
    ('nn.Conv2dTranspose(2, 4, 3, group=3)',
     "ValueError For 'Conv2dTranspose', the attr 'in_channels' must be divisible by attr 'group', but got 'in_channels': 2 and 'group': 3."),
    ('nn.Conv3dTranspose(2, 4, 3, output_padding=1)',
     'ValueError For \'Conv3DTranspose\', the \'output_padding\' must be zero or (0, 0, 0) when \'pad_mode\' is not "pad", but got \'output_padding\' is (1, 1, 1) and \'pad_mode\' is same.'),
    ('nn.Conv3dTranspose(2, 4, 3, padding=1)',
     'ValueError For \'Conv3DTranspose\', the \'pad\' must be zero or (0, 0, 0, 0, 0, 0) when \'pad_mode\' is not "pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    ('nn.Conv3dTranspose(2, 4, 3, output_padding=-1)',
     "ValueError For 'Conv3dTranspose', the parameter 'output_padding' must be an positive integer or a tuple of three positive integer, but got (-1, -1, -1)"),
    ("nn.Conv3dTranspose(2, 4, 3, pad_mode='PAD', padding=(1, 1, 1, 1, 1, 1)).weight.shape",
     'OK (2, 4, 3, 3, 3)'),
    ('nn.Conv3dTranspose(2, 4, 3, padding=(1, 1, 1))',
     "ValueError For 'Conv3dTranspose', the 'padding size' must be int and must = 6, but got '3' with type 'int'."),
    ("repr(nn.Conv1d(2, 4, 3, stride=2, pad_mode='pad', padding=1, weight_init='ones', bias_init='zeros', has_bias=True))",
     'OK Conv1d(input_channels=2, output_channels=4, kernel_size=(1, 3), stride=(1, 2), pad_mode=pad, padding=(0, 0, 1, 1), dilation=(1, 1), group=1, has_bias=True, weight_init=ones, bias_init=zeros, format=NCHW)'),
    ("repr(nn.Conv1dTranspose(2, 4, 3, weight_init='ones'))",
     'OK Conv1dTranspose(input_channels=2, output_channels=4, kernel_size=(1, 3), stride=(1, 1), pad_mode=same, padding=(0, 0, 0, 0), dilation=(1, 1), group=1, has_bias=False, weight_init=ones, bias_init=None, format=NCHW)'),
    ("repr(nn.Conv2dTranspose(2, 4, 3, pad_mode='pad', padding=(1, 0, 1, 0), weight_init='ones'))",
     'OK Conv2dTranspose(input_channels=2, output_channels=4, kernel_size=(3, 3), stride=(1, 1), pad_mode=pad, padding=(1, 0, 1, 0), dilation=(1, 1), group=1, has_bias=False, weight_init=ones, bias_init=None, format=NCHW)'),
    ("repr(nn.Conv3d(2, 4, (1, 2, 3), pad_mode='pad', padding=(1, 0, 1, 0, 1, 1), weight_init='ones'))",
     'OK Conv3d(input_channels=2, output_channels=4, kernel_size=(1, 2, 3), stride=(1, 1, 1), pad_mode=pad, padding=(1, 0, 1, 0, 1, 1), dilation=(1, 1, 1), group=1, has_bias=False, weight_init=ones, bias_init=None, format=NCDHW)'),
    ("repr(nn.Conv3dTranspose(2, 4, 3, output_padding=(0,0,0), weight_init='ones'))",
     'OK Conv3dTranspose(input_channels=2, output_channels=4, kernel_size=(3, 3, 3), stride=(1, 1, 1), pad_mode=same, padding=0, dilation=(1, 1, 1), group=1, has_bias=False, weight_init=ones, bias_init=None, format=NCDHW)'),
    ('nn.Conv1d(2, 4, 3).weight.shape',
     'OK (4, 2, 1, 3)'),
    ('nn.Conv2dTranspose(2, 4, 3, group=2).weight.shape',
     'OK (2, 2, 3, 3)'),
    ('nn.Conv3dTranspose(2, 4, 3, group=2).weight.shape',
     'OK (2, 2, 3, 3, 3)'),
    ('nn.Conv1dTranspose(2, 4, 3, group=2).weight.shape',
     'OK (2, 2, 1, 3)'),
]


def outcome(expr):
    try:
        res = eval(expr, {"nn": nn, "Tensor": Tensor, "np": np, "ms": ms})
    except Exception as exc:  # noqa: BLE001 - the type is what is compared
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"{type(exc).__name__} {text}".rstrip()
    return f"OK {res}" if isinstance(res, (str, tuple)) else "OK"


@pytest.mark.parametrize("expr, expected", RECORDED)
def test_conv_construction_matches_mindspore(expr, expected):
    assert outcome(expr) == expected

"""GradOperation(get_by_list, sens_param) and value_and_grad(has_aux) against values recorded from real
MindSpore 2.10 (CPU build, separate venv) on a non-trivial seed-Net variant."""
import numpy as np

import mindspore_compat

mindspore_compat.install()
import mindspore as ms  # noqa: E402
from mindspore import nn, ops, Tensor, Parameter  # noqa: E402

# recorded with real MindSpore 2.10.0
GRAD_ROW0 = [3329.19677734375, 3372.99658203125, 3416.7958984375, 3460.59521484375]
GRAD_SUM = 557130.1875
VALUE, AUX = 54.46533203125, 42.767295837402344
DX_ROW0 = [-0.11122188717126846, -0.35306841135025024, -0.5949149131774902]
DW_ROW0 = [0.812792181968689, 0.8234854936599731, 0.8341786861419678]


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.arange(160).reshape(16, 10).astype(np.float32) / 100), name="weight")
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


def _data():
    x = Tensor(np.linspace(-1, 1, 160).reshape(10, 16).astype(np.float32))
    y = Tensor(np.ones([10]).astype(np.float32))
    return x, y


def test_grad_operation_by_list_with_sens_matches_mindspore():
    net = Net()
    x, y = _data()
    weights = ms.ParameterTuple(net.trainable_params())
    grads = ops.GradOperation(get_by_list=True, sens_param=True)(nn.WithLossCell(net, nn.MSELoss()), weights)(
        x, y, Tensor(4096.0))
    assert isinstance(grads, tuple) and len(grads) == 1
    np.testing.assert_allclose(grads[0].asnumpy()[0, :4], GRAD_ROW0, rtol=1e-6)
    np.testing.assert_allclose(grads[0].asnumpy().sum(), GRAD_SUM, rtol=1e-6)


def test_value_and_grad_has_aux_matches_mindspore():
    net = Net()
    x, y = _data()

    def forward(x, y):
        out = net(x)
        return ((out - y) ** 2).mean(), out.sum()

    (value, aux), (dx, dw) = ms.value_and_grad(forward, 0, net.trainable_params(), has_aux=True)(x, y)
    np.testing.assert_allclose(value.asnumpy(), VALUE, rtol=1e-6)
    np.testing.assert_allclose(aux.asnumpy(), AUX, rtol=1e-6)
    np.testing.assert_allclose(dx.asnumpy()[0, :3], DX_ROW0, rtol=1e-6)
    np.testing.assert_allclose(dw[0].asnumpy()[0, :3], DW_ROW0, rtol=1e-6)

"""GradAccumulationCell, VirtualDatasetCellTriple, PipelineGradReducer, AdaSumBy*WrapCell and OptTFTWrapper in one
process. Values, names and exception texts were recorded from MindSpore 2.10.0 (CPU, stand-alone)."""
import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()
import mindspore as ms  # noqa: E402
from mindspore import nn, Tensor, Parameter, ParameterTuple  # noqa: E402


def _acc_net():
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    return nn.GradAccumulationCell(nn.WithLossCell(net, nn.MSELoss()), 3)


def test_grad_accumulation_loss_and_gradients():
    acc = _acc_net()
    x = Tensor(np.arange(12).reshape(6, 2) / 10, ms.float32)
    y = Tensor(np.linspace(0, 1, 6).reshape(6, 1), ms.float32)
    np.testing.assert_allclose(acc(x, y).asnumpy(), 1.43, rtol=1e-6)       # recorded: 1.43
    grads = ms.grad(acc, None, acc.trainable_params())(x, y)
    assert [p.name for p in acc.trainable_params()] == ["weight", "bias"]
    np.testing.assert_allclose(grads[0].asnumpy(), [[2.499999761581421, 2.859999895095825]], rtol=1e-6)
    np.testing.assert_allclose(grads[1].asnumpy(), [3.5999999046325684], rtol=1e-6)


def test_grad_accumulation_sums_micro_batches():
    net = nn.GradAccumulationCell(nn.Dense(3, 2, weight_init="ones", bias_init="zeros"), 2)
    np.testing.assert_array_equal(net(Tensor(np.ones([4, 3]), ms.float32)).asnumpy(), [[6, 6], [6, 6]])


@pytest.mark.parametrize("args, exc, msg", [
    ((3, 2), TypeError, "For 'GradAccumulationCell', the argument 'network' must cell type, but got the type : "
                        "<class 'int'>."),
    ((None, "2"), TypeError, "For 'GradAccumulationCell', the argument 'micro_size' must be integer, but got the "
                             "type : <class 'str'>."),
    ((None, 0), ValueError, "For 'GradAccumulationCell', the argument 'micro_size' must be large than 0, but got 0."),
])
def test_grad_accumulation_validation(args, exc, msg):
    network = nn.Dense(2, 2) if args[0] is None else args[0]
    with pytest.raises(exc) as info:
        nn.GradAccumulationCell(network, args[1])
    assert str(info.value) == msg


def test_virtual_dataset_cell_triple_passes_through():
    class Sum3(nn.Cell):
        def construct(self, a, b, c):
            return a * b + c
    net = nn.VirtualDatasetCellTriple(Sum3())
    out = net(Tensor([2.0], ms.float32), Tensor([3.0], ms.float32), Tensor([1.0], ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), [7.0])


def test_pipeline_grad_reducer_one_process():
    params = ParameterTuple([Parameter(Tensor(np.ones(3), ms.float32), name="w")])
    reducer = nn.PipelineGradReducer(params)
    assert [p.name for p in reducer.get_parameters()] == ["accu_grads.w", "scale_sense"]
    g = (Tensor(np.array([1.0, 2.0, 3.0]), ms.float32),)
    # recorded: without optimizer sharding nothing fills the buffers on one device, so the result is zeros
    for _ in range(2):
        out = reducer(g)
        assert isinstance(out, tuple) and out[0].dtype == ms.float32
        np.testing.assert_array_equal(out[0].asnumpy(), [0.0, 0.0, 0.0])
    sharded = nn.PipelineGradReducer(params, scale_sense=4.0, opt_shard=True)
    np.testing.assert_array_equal(sharded((Tensor(np.array([2.0, 8.0, 4.0]), ms.float32),))[0].asnumpy(),
                                  [0.5, 2.0, 1.0])


@pytest.mark.parametrize("cls", ["AdaSumByGradWrapCell", "AdaSumByDeltaWeightWrapCell"])
def test_adasum_refuses_stand_alone(cls):
    w = Parameter(Tensor(np.ones(2), ms.float32), name="w")
    with pytest.raises(RuntimeError) as info:
        getattr(nn, cls)(nn.SGD([w]))
    assert str(info.value) == "Stand alone mode is not supported to apply adasum."


def test_opt_tft_wrapper_checks(monkeypatch):
    w = Parameter(Tensor(np.ones(2), ms.float32), name="w")
    with pytest.raises(TypeError) as info:
        nn.OptTFTWrapper(3)
    assert str(info.value) == "For 'OptTFTWrapper', the argument 'opt' must be Optimizer type, but got <class 'int'>."
    monkeypatch.delenv("MS_ENABLE_TFT", raising=False)
    with pytest.raises(ValueError) as info:
        nn.OptTFTWrapper(nn.SGD([w]))
    assert str(info.value) == "MindIO TFT regitster need custom switch on[MS_ENABLE_TFT='{TTP:1,UCE:1,ARF:1}']!"
    monkeypatch.setenv("MS_ENABLE_TFT", "{TTP:1}")
    with pytest.raises(ValueError) as info:
        nn.OptTFTWrapper(nn.SGD([w]))
    assert str(info.value) == "MindIO adataper only support on Ascend device!"

"""WithLossCell, WithEvalCell, WithGradCell, ForwardValueAndGrad, TrainOneStepCell, ParameterUpdate, GetNextSingleOp,
MicroBatchInterleaved, PipelineCell, TimeDistributed, DistributedGradReducer (spec/api.md §4, goldens G10)."""
import logging

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, ParameterTuple, nn, ops
from mindspore_compat.common import dtype as mstype


class Net(nn.Cell):
    def __init__(self, in_features=16, out_features=10):
        super(Net, self).__init__()
        self.weight = Parameter(Tensor(np.ones([in_features, out_features]).astype(np.float32)), name='weight')
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


def _seed():
    net = Net()
    x = Tensor(np.ones([10, 16]).astype(np.float32))
    y = Tensor(np.ones([10]).astype(np.float32))
    return net, x, y


def _dense():
    return nn.Dense(2, 1, weight_init="ones", bias_init="zeros")


X1 = Tensor(np.ones([1, 2]), mstype.float32)
Y1 = Tensor(np.zeros([1, 1]), mstype.float32)


# ----- WithLossCell / WithEvalCell / WithGradCell --------------------------------------------------------------------
def test_with_loss_cell():
    net = _dense()
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    assert loss_net(Tensor(np.ones([2, 2]), mstype.float32), Tensor(np.zeros([2, 1]), mstype.float32)) \
        .asnumpy().item() == 4.0
    assert loss_net.backbone_network is net
    assert [p.name for p in loss_net.trainable_params()] == ["weight", "bias"]
    assert repr(nn.WithLossCell(nn.Dense(2, 3), nn.MSELoss())) == (
        "WithLossCell(\n  (_backbone): Dense(input_channels=2, output_channels=3, has_bias=True)\n"
        "  (_loss_fn): MSELoss()\n)")


def test_with_loss_cell_copies_amp_level():
    net = _dense()
    net._amp_level = "O2"
    assert nn.WithLossCell(net, nn.MSELoss())._amp_level == "O2"


def test_with_eval_cell_and_cast():
    net = _dense()
    loss, out, label = nn.WithEvalCell(net, nn.MSELoss())(X1, Y1)
    assert loss.asnumpy().item() == 4.0 and out.asnumpy().tolist() == [[2.0]] and label is Y1
    net16 = _dense().to_float(mstype.float16)
    loss, out, label = nn.WithEvalCell(net16, nn.MSELoss(), add_cast_fp32=True)(X1, Tensor(np.zeros([1, 1]),
                                                                                           mstype.float16))
    assert out.dtype == ms.float32 and label.dtype == ms.float32 and loss.dtype == ms.float32
    with pytest.raises(TypeError, match=r"^For 'WithEvalCell', the type of 'add_cast_fp32' should be 'bool', but got "
                                        r"type 'int'\.$"):
        nn.WithEvalCell(net, nn.MSELoss(), add_cast_fp32=1)


def test_with_grad_cell_tuple_and_sens():
    net = _dense()
    grads = nn.WithGradCell(net, nn.MSELoss())(X1, Y1)
    assert isinstance(grads, tuple) and len(grads) == 2
    assert grads[0].asnumpy().tolist() == [[4.0, 4.0]] and grads[1].asnumpy().tolist() == [4.0]
    tripled = nn.WithGradCell(net, nn.MSELoss(), sens=Tensor(3.0))(X1, Y1)
    assert tripled[0].asnumpy().tolist() == [[12.0, 12.0]]
    # without loss_fn the network outputs the loss itself
    grads2 = nn.WithGradCell(nn.WithLossCell(net, nn.MSELoss()))(X1, Y1)
    assert grads2[0].asnumpy().tolist() == [[4.0, 4.0]]


def test_with_grad_cell_weights_captured_at_construction():
    net = _dense()
    cell = nn.WithGradCell(net, nn.MSELoss())
    net.bias.requires_grad = False
    assert len(cell(X1, Y1)) == 2


# ----- ForwardValueAndGrad -------------------------------------------------------------------------------------------
def test_forward_value_and_grad_layouts():
    net = _dense()
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    weights = ParameterTuple(net.trainable_params())
    loss, grads = nn.ForwardValueAndGrad(loss_net, weights=weights, get_by_list=True)(X1, Y1)
    assert loss.asnumpy().item() == 4.0 and grads[0].asnumpy().tolist() == [[4.0, 4.0]]
    loss, g = nn.ForwardValueAndGrad(loss_net)(X1, Y1)
    assert g.asnumpy().tolist() == [[4.0, 4.0]]
    loss, (in_grads, w_grads) = nn.ForwardValueAndGrad(loss_net, weights=list(weights), get_all=True,
                                                       get_by_list=True)(X1, Y1)
    assert in_grads[0].asnumpy().tolist() == [[4.0, 4.0]] and in_grads[1].asnumpy().tolist() == [[-4.0]]
    assert w_grads[1].asnumpy().tolist() == [4.0]
    loss, grads = nn.ForwardValueAndGrad(loss_net, weights=weights, get_by_list=True, sens_param=True)(
        X1, Y1, Tensor(0.5))
    assert grads[0].asnumpy().tolist() == [[2.0, 2.0]] and loss.asnumpy().item() == 4.0


def test_forward_value_and_grad_get_all_and_by_list_print(capsys):
    """The docstring layout ((input grads), (weight grads)) and how it prints (printing.md §5 format)."""
    class DocNet(nn.Cell):
        def __init__(self):
            super(DocNet, self).__init__()
            self.weight = Parameter(Tensor(np.ones([2, 2]).astype(np.float32)), name="weight")
            self.matmul = ops.MatMul()

        def construct(self, x):
            return self.matmul(x, self.weight)

    net = DocNet()
    net_with_criterion = nn.WithLossCell(net, nn.MSELoss())
    weight = ParameterTuple(net.trainable_params())
    train_network = nn.ForwardValueAndGrad(net_with_criterion, weights=weight, get_all=True, get_by_list=True)
    inputs = Tensor(np.ones([1, 2]).astype(np.float32))
    labels = Tensor(np.zeros([1, 2]).astype(np.float32))
    result = train_network(inputs, labels)
    print(result)
    assert capsys.readouterr().out == (
        "(Tensor(shape=[], dtype=Float32, value= 4), ((Tensor(shape=[1, 2], dtype=Float32, value=\n"
        "[[ 4.00000000e+00,  4.00000000e+00]]), Tensor(shape=[1, 2], dtype=Float32, value=\n"
        "[[-2.00000000e+00, -2.00000000e+00]])), (Tensor(shape=[2, 2], dtype=Float32, value=\n"
        "[[ 2.00000000e+00,  2.00000000e+00],\n"
        " [ 2.00000000e+00,  2.00000000e+00]]),)))\n")


def test_forward_value_and_grad_validation():
    with pytest.raises(TypeError, match="the argument 'network' must be cell, function type or method type"):
        nn.ForwardValueAndGrad(3)
    with pytest.raises(TypeError, match="the type of 'get_all' must be bool"):
        nn.ForwardValueAndGrad(_dense(), get_all=1)
    with pytest.raises(TypeError, match="the type of 'get_by_list' must be bool"):
        nn.ForwardValueAndGrad(_dense(), get_by_list=1)
    with pytest.raises(TypeError, match="the argument 'weights' must be Parameters array"):
        nn.ForwardValueAndGrad(_dense(), get_by_list=True)
    net = _dense()
    cell = nn.ForwardValueAndGrad(net, weights=net.trainable_params(), get_by_list=True)
    assert net.requires_grad is True and cell.sens_param is False


# ----- TrainOneStepCell (G10) ----------------------------------------------------------------------------------------
def test_train_one_step_cell_default_sens_and_return_grad(capsys):
    net, x, y = _seed()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    assert train(x, y).asnumpy().item() == 225.0
    assert abs(float(net.weight.asnumpy()[0, 0]) - 0.70000005) < 1e-7
    assert train.sens == 1.0 and train.sense_flag is False and train.reducer_flag is False

    net, x, y = _seed()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt, sens=2.0)
    train(x, y)
    assert abs(float(net.weight.asnumpy()[0, 0]) - 0.40000004) < 1e-7

    net, x, y = _seed()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt, return_grad=True)
    loss, grads = train(x, y)
    assert loss.asnumpy().item() == 225.0 and list(grads) == ["weight"]
    assert grads["weight"].shape == (16, 10)
    np.testing.assert_allclose(grads["weight"].asnumpy(), 2.99999976, rtol=1e-7)


def test_train_one_step_cell_validation_and_repr():
    net, x, y = _seed()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with pytest.raises(ValueError, match=r"^The input argument of 'sens' can not be 0\.$"):
        nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt, sens=0)
    nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt, sens="a")  # not validated at init
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    assert repr(train) == ("TrainOneStepCell(\n  (network): WithLossCell(\n    (_backbone): Net()\n"
                           "    (_loss_fn): MSELoss()\n  )\n  (optimizer): Momentum()\n"
                           "  (grad_reducer): Identity()\n)")
    assert [n for n, _ in train.parameters_and_names()][:1] == ["weight"]
    assert train.network.requires_grad is True


def test_train_one_step_cell_with_batchnorm_runs_forward_once():
    """One forward per step: BatchNorm moving statistics are updated exactly once."""
    net = nn.SequentialCell([nn.Dense(3, 4), nn.BatchNorm1d(4)])
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt).set_train()
    x = Tensor(np.random.RandomState(0).randn(8, 3).astype(np.float32))
    bn = net[1]
    before = bn.moving_mean.asnumpy().copy()
    batch_mean = net[0](x).asnumpy().mean(axis=0)
    train(x, Tensor(np.zeros([8, 4]), mstype.float32))
    np.testing.assert_allclose(bn.moving_mean.asnumpy(), 0.9 * before + 0.1 * batch_mean, rtol=1e-5, atol=1e-6)


# ----- ParameterUpdate / GetNextSingleOp -----------------------------------------------------------------------------
def test_parameter_update_doc_example(capsys):
    network = nn.Dense(3, 4)
    param = network.parameters_dict()['weight']
    update = nn.ParameterUpdate(param)
    update.phase = "update_param"
    weight = Tensor(np.arange(12).reshape((4, 3)), ms.float32)
    output = update(weight)
    print(output)
    assert capsys.readouterr().out == "[[ 0.  1.  2.]\n [ 3.  4.  5.]\n [ 6.  7.  8.]\n [ 9. 10. 11.]]\n"
    np.testing.assert_array_equal(network.weight.asnumpy(), np.arange(12).reshape((4, 3)))
    with pytest.raises(TypeError, match=r"^For 'ParameterUpdate', 'param' must be 'Parameter', but got "):
        nn.ParameterUpdate(Tensor(1.0))


def test_get_next_single_op():
    op = nn.GetNextSingleOp([mstype.float32], [(2, 3)], "queue")
    assert repr(op) == "GetNextSingleOp()"
    assert repr(op.get_next) == ("Prim[GetNext]<types=[mindspore.float32], shapes=[(2, 3)], output_num=1, "
                                 "shared_name=queue>")
    with pytest.raises(RuntimeError, match="device data queue"):
        op()


# ----- MicroBatchInterleaved / PipelineCell --------------------------------------------------------------------------
def test_micro_batch_interleaved_sums_slices():
    dense = nn.Dense(3, 2, weight_init="ones")
    out = nn.MicroBatchInterleaved(dense, 2)(Tensor(np.ones([4, 3]), mstype.float32))
    assert out.shape == (2, 2)
    expected = 2 * (3 + dense.bias.asnumpy())
    np.testing.assert_allclose(out.asnumpy(), np.stack([expected, expected]), rtol=1e-6)
    x = Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))
    ident = nn.MicroBatchInterleaved(nn.Identity(), 2)
    np.testing.assert_array_equal(ident(x).asnumpy(), [[4.0, 6.0], [8.0, 10.0]])


def test_micro_batch_interleaved_validation():
    with pytest.raises(TypeError, match=r"^For 'MicroBatchInterleaved', the argument 'interleave_num' must be "
                                        r"integer, but got the type : <class 'float'>\.$"):
        nn.MicroBatchInterleaved(_dense(), 2.0)
    with pytest.raises(ValueError, match=r"^For 'MicroBatchInterleaved', the argument 'interleave_num' must be "
                                         r"large than 0, but got 0\.$"):
        nn.MicroBatchInterleaved(_dense(), 0)
    with pytest.raises(ValueError, match=r"^For micro batch initialization, the 0th dimension shape of input\(3\) "
                                         r"must be divided by micro size\(2\)$"):
        nn.MicroBatchInterleaved(_dense(), 2)(Tensor(np.ones([3, 2]), mstype.float32))


def test_pipeline_cell():
    dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    out = nn.PipelineCell(dense, 4)(Tensor(np.ones([4, 3]), mstype.float32))
    assert out.asnumpy().tolist() == [[12.0, 12.0]]
    with pytest.raises(TypeError, match=r"^For 'PipelineCell', the argument 'network' must cell type, but got the "
                                        r"type : <class 'int'>\.$"):
        nn.PipelineCell(1, 2)
    with pytest.raises(TypeError, match="'micro_size' must be integer"):
        nn.PipelineCell(dense, 2.0)
    with pytest.raises(ValueError, match="'micro_size' must be large than 0"):
        nn.PipelineCell(dense, 0)
    with pytest.raises(ValueError):
        nn.PipelineCell(dense, 2).shard(((1,),))


def test_pipeline_cell_stage_config(capsys):
    seq = nn.SequentialCell([nn.Dense(3, 3), nn.Dense(3, 2)])
    nn.PipelineCell(seq, 2, stage_config={"0": 0, "1": 1})
    assert seq[0].pipeline_stage == 0 and seq[1].pipeline_stage == 1
    with pytest.raises(KeyError):
        nn.PipelineCell(seq, 2, stage_config={"nope": 1})
    assert "cell name available:" in capsys.readouterr().out


# ----- TimeDistributed -----------------------------------------------------------------------------------------------
def test_time_distributed(caplog):
    dense = nn.Dense(3, 2)
    x = Tensor(np.random.RandomState(1).randn(4, 5, 3).astype(np.float32))
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        td = nn.TimeDistributed(dense, time_axis=1, reshape_with_axis=0)
    assert "'TimeDistributed' is deprecated from version 2.8.0" in caplog.text
    out = td(x)
    assert out.shape == (4, 5, 2)
    per_step = np.stack([dense(Tensor(x.asnumpy()[:, t])).asnumpy() for t in range(5)], axis=1)
    np.testing.assert_allclose(out.asnumpy(), per_step, rtol=1e-6)
    np.testing.assert_allclose(nn.TimeDistributed(dense, time_axis=1)(x).asnumpy(), per_step, rtol=1e-6)
    # time axis first, merged with axis 1
    xt = Tensor(np.transpose(x.asnumpy(), (1, 0, 2)))
    np.testing.assert_allclose(nn.TimeDistributed(dense, time_axis=0, reshape_with_axis=1)(xt).asnumpy(),
                               np.transpose(per_step, (1, 0, 2)), rtol=1e-6)
    assert repr(td) == "TimeDistributed(\n  (layer): Dense(input_channels=3, output_channels=2, has_bias=True)\n)"


def test_time_distributed_validation():
    def fn(x):
        return x

    with pytest.raises(TypeError, match=r"^For 'TimeDistributed', the 'layer' must be Cell or Primitive instance, "
                                        r"but got type: function\.$"):
        nn.TimeDistributed(fn, 1)
    with pytest.raises(TypeError):
        nn.TimeDistributed(nn.Dense(3, 2), 1.0)
    with pytest.raises(TypeError):
        nn.TimeDistributed(nn.Dense(3, 2), 1, reshape_with_axis="0")
    td = nn.TimeDistributed(nn.Dense(3, 2), 1)
    with pytest.raises(ValueError):
        td(Tensor(np.ones([2, 3]), mstype.float32))
    with pytest.raises(TypeError):
        td(np.ones([2, 3, 3]))


# ----- DistributedGradReducer ----------------------------------------------------------------------------------------
def test_distributed_grad_reducer_stand_alone():
    net = _dense()
    reducer = nn.DistributedGradReducer(net.trainable_params())
    assert reducer.degree.asnumpy().item() == 1.0 and reducer.mean is False
    grads = (Tensor([[2.0, 4.0]]), Tensor([6.0], mstype.float16))
    out = reducer(grads)
    assert isinstance(out, tuple) and out[0].asnumpy().tolist() == [[2.0, 4.0]] and out[1].dtype == ms.float16
    mean = nn.DistributedGradReducer(net.trainable_params(), mean=True, degree=4)(grads)
    assert mean[0].asnumpy().tolist() == [[0.5, 1.0]] and mean[1].asnumpy().tolist() == [1.5]
    assert mean[1].dtype == ms.float16


@pytest.mark.parametrize("degree", [0, -1, 1.5, "2"])
def test_distributed_grad_reducer_degree_validation(degree):
    with pytest.raises(ValueError, match=r"^For 'DistributedGradReducer', parameter 'degree' in "
                                         r"DistributedGradReducer should large than 0 and be int, degree: "):
        nn.DistributedGradReducer(_dense().trainable_params(), degree=degree)


def test_data_parallel_context_builds_reducer():
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
    try:
        net, x, y = _seed()
        opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
        assert train.reducer_flag is True and isinstance(train.grad_reducer, nn.DistributedGradReducer)
        assert train.mean is True and train.degree == 1
        assert train(x, y).asnumpy().item() == 225.0
        assert abs(float(net.weight.asnumpy()[0, 0]) - 0.70000005) < 1e-7
    finally:
        ms.reset_auto_parallel_context()

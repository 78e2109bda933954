"""OptimizerProcess and ParameterProcess against spec/goldens.md G3 (values recorded from MindSpore 2.10)."""
import logging

import numpy as np
import pytest

from mindspore_compat import Parameter, Tensor, nn
from mindspore_compat.boost import OptimizerProcess, ParameterProcess
from mindspore_compat.boost.less_batch_normalization import CommonHeadLastFN

from _boost_nets import SeedNet


class ConvBnFc(nn.Cell):
    def __init__(self, conv_group=1):
        super(ConvBnFc, self).__init__()
        self.conv = nn.Conv2d(16, 16, 3, group=conv_group, has_bias=True)
        self.bn = nn.BatchNorm2d(16)
        self.fc = nn.Dense(16, 2)

    def construct(self, x):
        return self.fc(self.bn(self.conv(x)).mean((2, 3)))


def _summary(groups):
    return [([p.name for p in g["params"]], {k: v for k, v in g.items() if k != "params"}) for g in groups]


def test_seed_optimizer_process(caplog):
    network = SeedNet()
    optimizer = nn.Momentum(network.trainable_params(), learning_rate=0.1, momentum=0.9)
    process = OptimizerProcess(optimizer)
    assert process.is_lars is False and process.opt_class is nn.Momentum
    assert process.opt_init_args == {'momentum': 0.9, 'weight_decay': 0.0, 'loss_scale': 1.0,
                                     'use_nesterov': False}
    assert process.learning_rate == 0.1 and process.single_opt is optimizer
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        assert process.add_grad_centralization(network) is None
    assert "Only group parameters support gradient centralization." in caplog.text
    new = process.generate_new_optimizer()
    assert type(new) is nn.Momentum and new is not optimizer
    assert [p.name for p in new.parameters] == ["weight"] and new.is_group is False
    assert float(new.learning_rate.asnumpy()) == pytest.approx(0.1)
    assert float(new.momentum.asnumpy()) == pytest.approx(0.9)


def test_gc_split_of_one_group():
    net = ConvBnFc()
    opt = nn.Momentum([{"params": net.trainable_params(), "weight_decay": 0.01}], learning_rate=0.1, momentum=0.9)
    process = OptimizerProcess(opt)
    process.add_grad_centralization(net)
    assert _summary(process.origin_params) == [
        (['conv.weight', 'fc.weight'], {'weight_decay': 0.01, 'grad_centralization': True}),
        (['conv.bias', 'bn.gamma', 'bn.beta', 'fc.bias'], {'weight_decay': 0.01})]
    new = process.generate_new_optimizer()
    assert new.is_group and list(new.grad_centralization_flags) == [True, True, False, False, False, False]


def test_gc_excludes_grouped_conv_and_fn_head_and_keeps_order_params():
    net = ConvBnFc(conv_group=2)
    head = CommonHeadLastFN(16, 2)
    groups = [{"params": net.trainable_params() + head.trainable_params()},
              {"order_params": net.trainable_params()}]
    params_dict = OptimizerProcess.build_params_dict(net)
    params_dict.update(OptimizerProcess.build_params_dict(head))
    out = OptimizerProcess.build_gc_params_group(params_dict, groups)
    assert [p.name for p in out[0]["params"]] == ["fc.weight"] and out[0]["grad_centralization"]
    assert [p.name for p in out[1]["params"]] == ["conv.weight", "conv.bias", "bn.gamma", "bn.beta", "fc.bias",
                                                  "weight", "multiplier", "bias"]
    assert out[2] is groups[1]


def test_build_params_dict():
    net = ConvBnFc()
    d = OptimizerProcess.build_params_dict(net)
    assert d[id(net.conv.weight)] is net.conv and d[id(net.bn.gamma)] is net.bn and d[id(net.fc.bias)] is net.fc


def test_add_grad_centralization_errors():
    net = SeedNet()
    process = OptimizerProcess(nn.Momentum(net.trainable_params(), 0.1, 0.9))
    process.origin_params = []
    with pytest.raises(ValueError, match="^Optimizer got an empty parameter list.$"):
        process.add_grad_centralization(net)
    process.origin_params = ["a"]
    with pytest.raises(TypeError, match="^Only a list of Parameter or dict can be supported.$"):
        process.add_grad_centralization(net)


def test_generate_new_optimizer_keeps_lr_schedule():
    net = SeedNet()
    lr = nn.ExponentialDecayLR(0.1, 0.9, 4)
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    process = OptimizerProcess(opt)
    assert process.learning_rate is None
    new = process.generate_new_optimizer()
    assert process.learning_rate is opt.learning_rate and new.dynamic_lr


def test_seed_parameter_process():
    net = SeedNet()
    net.weight2 = Parameter(Tensor(np.ones([16, 10]).astype(np.float32)), name='weight2')
    new_parameter = net.trainable_params()[:1]
    groups = ParameterProcess.generate_group_params(new_parameter, net.trainable_params())
    assert repr(groups) == \
        "[{'params': [Parameter (name=weight, shape=(16, 10), dtype=Float32, requires_grad=True)]}]"


def test_generate_group_params_dict_origin():
    net = ConvBnFc()
    params = net.trainable_params()
    origin = [{"params": params, "lr": 0.5}, {"order_params": params}]
    groups = ParameterProcess.generate_group_params(params[:1], origin)
    assert _summary(groups[:1]) == [(["conv.weight"], {"lr": 0.5})]
    assert [p.name for p in groups[1]["order_params"]] == ["conv.weight"]
    assert origin[0]["params"] is params  # the origin groups are copied, not changed


def test_generate_group_params_leftovers_join_a_copy_of_the_largest_group():
    net = ConvBnFc()
    params = net.trainable_params()
    other = nn.Dense(2, 2)
    origin = [{"params": params[:2], "lr": 0.5}, {"params": params[2:], "lr": 0.1, "weight_decay": 0.01}]
    groups = ParameterProcess.generate_group_params(params + other.trainable_params(), origin)
    assert _summary(groups) == [
        (['conv.weight', 'conv.bias'], {'lr': 0.5}),
        (['bn.gamma', 'bn.beta', 'fc.weight', 'fc.bias'], {'lr': 0.1, 'weight_decay': 0.01}),
        (['weight', 'bias'], {'lr': 0.1, 'weight_decay': 0.01})]


def test_generate_group_params_errors():
    with pytest.raises(ValueError, match="empty parameter list"):
        ParameterProcess.generate_group_params([], [])
    with pytest.raises(TypeError, match="Only a list of Parameter or dict"):
        ParameterProcess.generate_group_params([], [1])


def test_assign_parameter_group():
    params = nn.SequentialCell([nn.Dense(2, 2) for _ in range(3)]).trainable_params()
    process = ParameterProcess()
    assert process.assign_parameter_group(params) is params
    assert [p.comm_fusion for p in params] == [1, 1, 1, 2, 2, 2]
    assert [p.comm_fusion for p in ParameterProcess().assign_parameter_group(params, [1, 4])] == \
        [1, 2, 2, 2, 3, 3]
    # the counter carries over on the same instance
    assert [p.comm_fusion for p in process.assign_parameter_group(params[:2])] == [2, 3]
    assert process.assign_parameter_group("abc") == "abc"
    assert process.assign_parameter_group([]) == []

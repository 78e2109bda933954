"""AutoBoost (spec/api.md §8): singleton semantics, the configuration outcomes of spec/goldens.md G3 (recorded from
MindSpore 2.10 in fresh processes; here a fresh instance per test through AutoBoost._reset) and the train/eval
processing."""
import logging

import numpy as np
import pytest

from mindspore_compat import nn
from mindspore_compat.boost import AutoBoost, LessBN, FreezeOpt
from mindspore_compat.boost import boost as boost_module

from _boost_nets import SeedNet

ALL = ("less_bn", "grad_freeze", "adasum", "grad_accumulation", "dim_reduce", "loss_scale_group")


def _flags(config):
    return {k: config[k] for k in ALL}


def test_seed_dict_auto_o1_and_singleton():
    boost = AutoBoost("O1", {"boost": {"mode": "auto"}})
    assert boost.level == "O1"
    assert boost.boost_config == {'less_bn': True, 'grad_freeze': True, 'adasum': False,
                                  'grad_accumulation': False, 'dim_reduce': False, 'loss_scale_group': False}
    again = AutoBoost("O2", {"boost": {"mode": "enable_all"}})
    assert again is boost and again.level == "O1"
    assert AutoBoost() is boost
    assert _flags(boost.boost_config)["adasum"] is False


def test_first_construction_fixes_the_level():
    # as a first Model(boost_level="O0") does: a later O1 request sees O0
    AutoBoost("O0", "")
    assert AutoBoost("O1", {"boost": {"mode": "auto"}}).level == "O0"
    assert not any(AutoBoost().boost_config.values())


def test_reset_gives_a_new_instance():
    first = AutoBoost("O2")
    AutoBoost._reset()
    second = AutoBoost("O1")
    assert second is not first and second.level == "O1"


def test_defaults():
    boost = AutoBoost()
    assert boost.level == "O0"
    assert (boost._fn_flag, boost._gc_flag, boost._param_groups, boost._freeze_type, boost._freeze_p,
            boost._total_steps) == (True, True, 10, 1, 0.7, 65536)
    assert (boost.gradient_groups, boost.device_number, boost.grad_accumulation_step) == (None, 8, 1)
    assert (boost.rho, boost.gamma, boost.alpha, boost.sigma, boost.n_components) == (0.55, 0.9, 0.001, 0.4, 32)
    assert (boost.pca_mat_path, boost.weight_load_dir, boost.local_pca_mat_path, boost.timeout) == \
        (None, None, None, 1800)


@pytest.mark.parametrize("level, expected", [
    ("O0", (False, False, False)), ("O1", (True, True, False)), ("O2", (True, True, True))])
def test_presets(level, expected):
    config = AutoBoost(level).boost_config
    assert (config["less_bn"], config["grad_freeze"], config["adasum"]) == expected
    assert not (config["grad_accumulation"] or config["dim_reduce"] or config["loss_scale_group"])


def test_unknown_level_is_o0():
    assert AutoBoost("O3").level == "O0"


def test_bad_mode():
    with pytest.raises(ValueError) as err:
        AutoBoost("O1", {"boost": {"mode": "bogus"}})
    assert str(err.value) == ("The boost mode must be in ['auto', 'manual', 'enable_all', 'disable_all'], "
                              "but got bogus")


def test_manual_mode_mutates_the_preset():
    config = {"boost": {"mode": "manual", "less_bn": False, "grad_accumulation": True},
              "grad_accumulation": {"grad_accumulation_step": 4},
              "less_bn": {"fn_flag": False}}
    boost = AutoBoost("O1", config)
    assert boost.boost_config["less_bn"] is False and boost.boost_config["grad_accumulation"] is True
    assert boost.grad_accumulation_step == 4
    assert boost._fn_flag is True  # the less_bn section is not applied: less_bn is off
    assert boost_module._boost_config_level["O1"]["less_bn"] is False  # MindSpore mutates its preset
    AutoBoost._reset()
    assert boost_module._boost_config_level["O1"]["less_bn"] is True


def test_enable_all_and_sections():
    boost = AutoBoost("O0", {"boost": {"mode": "enable_all"},
                             "grad_freeze": {"param_groups": 3, "freeze_p": 0.5},
                             "common": {"device_number": 4, "gradient_split_groups": [2, 5]}})
    assert all(boost.boost_config[k] for k in ALL)
    assert (boost._param_groups, boost._freeze_p, boost.device_number, boost.gradient_groups) == (3, 0.5, 4, [2, 5])


def test_disable_all_ignores_sections():
    boost = AutoBoost("O2", {"boost": {"mode": "disable_all"}, "grad_freeze": {"param_groups": 3},
                             "less_bn": {"gc_flag": False}, "common": {"device_number": 2}})
    assert not any(boost.boost_config[k] for k in ALL)
    assert (boost._param_groups, boost._gc_flag) == (10, True)
    assert boost.device_number == 2  # "common" is always applied


def test_section_applied_only_when_enabled():
    assert AutoBoost("O1", {"grad_freeze": {"param_groups": 3}})._param_groups == 3
    AutoBoost._reset()
    assert AutoBoost("O0", {"grad_freeze": {"param_groups": 3}})._param_groups == 10


def test_dim_reduce_section():
    boost = AutoBoost("O0", {"boost": {"mode": "manual", "dim_reduce": True},
                             "dim_reduce": {"rho": 0.5, "gamma": 0.8, "alpha": 0.01, "sigma": 0.3,
                                            "n_components": 4, "pca_mat_path": "/x.npy", "weight_load_dir": "/w",
                                            "timeout": 10}})
    assert (boost.rho, boost.gamma, boost.alpha, boost.sigma, boost.n_components, boost.pca_mat_path,
            boost.weight_load_dir, boost.timeout) == (0.5, 0.8, 0.01, 0.3, 4, "/x.npy", "/w", 10)


def test_gradient_split_groups_errors():
    with pytest.raises(TypeError):  # MindSpore: list(5) -> 'int' object is not iterable
        AutoBoost("O1", {"common": {"gradient_split_groups": 5}})
    AutoBoost._reset()
    with pytest.raises(ValueError) as err:
        AutoBoost("O1", {"common": {"gradient_split_groups": "x"}})
    assert str(err.value) == "gradient_groups `x` is not in (list, int)"


def test_network_auto_process_train_o1_seed_net():
    """G7 "Model + boost" with metrics: LessBN backbone, FreezeOpt, parameter single_opt.network.weight."""
    np.random.seed(0)
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    boost = AutoBoost("O1", "")
    new_net, new_opt = boost.network_auto_process_train(net, opt)
    assert isinstance(new_net, LessBN) and new_net.network is net
    assert isinstance(new_opt, FreezeOpt) and new_opt.groups_num == 10
    assert [p.name for p in new_net.trainable_params()] == ["single_opt.network.weight"]
    assert len(new_opt.train_strategy.asnumpy()) == int(65536 * 1.01)
    # the optimizer rebuilt by OptimizerProcess carries gradient centralization on the (16, 10) weight
    groups = new_opt.single_opt.init_params["params"]
    assert [g.get("grad_centralization") for g in groups] == [True]
    assert net.weight.comm_fusion == 2  # ParameterProcess: 1 param, split point len//2 = 0


def test_network_auto_process_train_less_bn_only_builds_gc_groups():
    boost = AutoBoost("O1", {"boost": {"mode": "manual", "grad_freeze": False}})
    net = nn.SequentialCell([nn.Dense(16, 8), nn.ReLU(), nn.Dense(8, 2)])
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9, weight_decay=0.01)
    new_net, new_opt = boost.network_auto_process_train(net, opt)
    assert type(new_opt).__name__ == "Momentum" and new_opt is not opt
    groups = new_opt.init_params["params"]
    # Dense(16, 8).weight is centralized; the biases and the CommonHeadLastFN head are not
    assert [([p.name for p in g["params"]], g.get("grad_centralization")) for g in groups] == \
        [(["network.0.weight"], True), (["network.0.bias", "2.weight", "2.multiplier"], None)]
    assert new_opt.init_args["weight_decay"] == 0.01 and new_opt.init_args["momentum"] == 0.9


def test_network_auto_process_train_adasum_flag():
    boost = AutoBoost("O2", {"boost": {"mode": "manual", "less_bn": False, "grad_freeze": False}})
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    new_net, new_opt = boost.network_auto_process_train(net, opt)
    assert new_net is net and new_opt is opt and new_opt.adasum is True


def test_network_auto_process_train_dim_reduce(tmp_path):
    net = nn.Dense(3, 2)
    n_params = 3 * 2 + 2
    pca = np.arange(2 * n_params, dtype=np.float32).reshape(2, n_params)
    path = str(tmp_path / "pca.npy")
    np.save(path, pca)
    boost = AutoBoost("O0", {"boost": {"mode": "manual", "dim_reduce": True, "less_bn": True},
                             "dim_reduce": {"pca_mat_path": path, "n_components": 2}})
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    new_net, new_opt = boost.network_auto_process_train(net, opt)
    assert new_net is net  # dim_reduce: nothing else is applied
    assert type(new_opt).__name__ == "SGD" and new_opt.dim_reduce is True
    assert float(new_opt.learning_rate.asnumpy()) == 1.0
    np.testing.assert_array_equal(np.asarray(boost.pca_mat), pca)
    assert boost.network_auto_process_eval(net) is net


def test_network_auto_process_eval():
    net = nn.Dense(2, 2)
    assert AutoBoost("O0").network_auto_process_eval(net) is net
    AutoBoost._reset()
    wrapped = AutoBoost("O1").network_auto_process_eval(net)
    assert isinstance(wrapped, LessBN) and type(wrapped.network.weight).__name__ == "Parameter"
    assert type(net).__name__ == "Dense"  # no FC replacement for evaluation (fn_flag=False)


def test_processing_order_mirrors_model(caplog):
    """Model creates AutoBoost and lets it process only with an optimizer and metrics/eval network; a
    BoostTrainOneStepCell built first fixes level O0 for the process, as in MindSpore."""
    from mindspore_compat.boost import BoostTrainOneStepCell
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with caplog.at_level(logging.WARNING):
        BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    assert AutoBoost("O1").level == "O0"

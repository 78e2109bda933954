"""A GroupLossScaleManager given as `scale_sense` always selects grouped loss scaling ("enhanced AMP"), also when
AutoBoost's "loss_scale_group" switch is off: MindSpore then calls the manager as a plain update Cell and fails
(docs/guides/differences.rst). This is what makes seed page 002's GroupLossScaleManager example train when an
earlier AutoBoost of the process was configured without the switch."""
import math

import numpy as np
import pytest

from mindspore_compat import Tensor, nn
from mindspore_compat.boost import AutoBoost, BoostTrainOneStepWithLossScaleCell, GroupLossScaleManager

from test_boost_cell_wrapper import _data, _two_groups


@pytest.mark.parametrize("config", [None, {"boost": {"mode": "auto"}}])
def test_manager_selects_enhanced_amp_without_the_switch(config):
    boost = AutoBoost("O1", config) if config else AutoBoost("O0")
    assert not boost.boost_config["loss_scale_group"]
    manager, net = _two_groups([3.0e38, 64.0])
    opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
    train = BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)
    assert train.enable_enhanced_amp
    x, y = _data()
    loss, count, scale = train(x, y)
    growth = float(np.float32(2 ** (1.0 / 1000.0)))
    assert int(count.asnumpy()) == 1                      # only the first group overflowed
    np.testing.assert_allclose([float(s.asnumpy()) for s in manager.dynamic_loss_scale],
                               [1.0, 3.0e38 / math.sqrt(2), 64.0 * growth, 1.0], rtol=1e-6)


def test_update_cell_and_tensor_keep_the_plain_path():
    AutoBoost("O1")
    _, net = _two_groups(1.0)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    for scale_sense in (nn.DynamicLossScaleUpdateCell(16.0, 2, 10), Tensor([16.0])):
        assert not BoostTrainOneStepWithLossScaleCell(loss_net, opt, scale_sense=scale_sense).enable_enhanced_amp
    assert isinstance(GroupLossScaleManager(1.0, []), nn.Cell)

"""nn.learning_rate_schedule and nn.dynamic_lr: formulas (hand-computed) and validation messages."""
import math

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor
from mindspore_compat.nn.learning_rate_schedule import LearningRateSchedule

f32 = np.float32


def _lr(schedule, step, dtype=ms.int32):
    out = schedule(Tensor(step, dtype))
    assert out.dtype == ms.float32
    return float(out.asnumpy())


# ----- schedules -----------------------------------------------------------------------------------------------
def test_exponential_decay():
    s = nn.ExponentialDecayLR(0.1, 0.9, 4)
    for step in range(8):
        assert _lr(s, step) == pytest.approx(0.1 * 0.9 ** (step / 4), rel=1e-6)
    stair = nn.ExponentialDecayLR(0.1, 0.9, 4, is_stair=True)
    assert [_lr(stair, k) for k in (0, 3, 4, 7, 8)] == pytest.approx([0.1, 0.1, 0.09, 0.09, 0.081], rel=1e-6)


def test_natural_exp_decay():
    s = nn.NaturalExpDecayLR(0.1, 0.9, 4)
    assert _lr(s, 2) == pytest.approx(0.1 * math.exp(-0.9 * 2), rel=1e-5)
    stair = nn.NaturalExpDecayLR(0.1, 0.9, 4, True)
    assert _lr(stair, 2) == pytest.approx(0.1)
    assert _lr(stair, 5) == pytest.approx(0.1 * math.exp(-0.9 * 4), rel=1e-5)


def test_inverse_decay():
    s = nn.InverseDecayLR(0.1, 0.5, 2)
    assert _lr(s, 3) == pytest.approx(0.1 / (1 + 0.5 * 1.5), rel=1e-6)
    stair = nn.InverseDecayLR(0.1, 0.5, 2, True)
    assert _lr(stair, 3) == pytest.approx(0.1 / 1.5, rel=1e-6)


def test_cosine_decay():
    s = nn.CosineDecayLR(0.01, 0.1, 4)
    expected = [0.01 + 0.045 * (1 + math.cos(math.pi * min(k, 4) / 4)) for k in range(7)]
    assert [_lr(s, k) for k in range(7)] == pytest.approx(expected, rel=1e-6, abs=1e-9)
    assert str(s(Tensor(2, ms.int32))) == "0.055"


def test_polynomial_decay():
    s = nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5)
    expected = [(0.1 - 0.01) * (1 - min(k, 4) / 4) ** 0.5 + 0.01 for k in range(7)]
    assert [_lr(s, k) for k in range(7)] == pytest.approx(expected, rel=1e-6)
    assert str(s(Tensor(2, ms.int32))) == "0.07363961"
    upd = nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0, update_decay_steps=True)
    # step 6: decay steps stretched to 8 -> (1 - 6/8)
    assert _lr(upd, 6) == pytest.approx(0.09 * 0.25 + 0.01, rel=1e-6)
    assert _lr(upd, 0) == pytest.approx(0.1, rel=1e-6)


def test_warmup():
    s = nn.WarmUpLR(0.1, 4)
    assert [_lr(s, k) for k in range(6)] == pytest.approx([0.0, 0.025, 0.05, 0.075, 0.1, 0.1], rel=1e-6)


def test_schedule_keeps_step_shape():
    s = nn.WarmUpLR(0.1, 2)
    out = s(Tensor(np.array([1], np.int32)))
    assert out.shape == (1,)
    assert out.asnumpy().tolist() == [f32(0.05)]


def test_custom_schedule_and_base_class():
    class Halving(LearningRateSchedule):
        def construct(self, global_step):
            return 0.1 * 0.5 ** global_step.astype(ms.float32)

    assert _lr(Halving(), 3) == pytest.approx(0.0125)
    assert "LearningRateSchedule" not in nn.__all__
    with pytest.raises(AttributeError, match="must implement construct"):
        LearningRateSchedule()(Tensor(1, ms.int32))


def test_schedule_validation():
    with pytest.raises(TypeError, match=r"For 'ExponentialDecayLR', the 'learning_rate' must be float, but got 'int'"):
        nn.ExponentialDecayLR(1, 0.9, 4)
    with pytest.raises(ValueError, match=r"the 'decay_rate' must be float and must > 0, but got '-0.9'"):
        nn.ExponentialDecayLR(0.1, -0.9, 4)
    with pytest.raises(ValueError, match="the 'decay_steps' must be int and must > 0"):
        nn.NaturalExpDecayLR(0.1, 0.9, 0)
    with pytest.raises(TypeError, match="the type of 'is_stair' should be 'bool'"):
        nn.InverseDecayLR(0.1, 0.9, 4, 1)
    with pytest.raises(TypeError, match="the argument 'min_lr' must be type of float"):
        nn.CosineDecayLR(0, 0.1, 4)
    with pytest.raises(ValueError, match="the 'max_lr' must be greater than the 'min_lr'"):
        nn.CosineDecayLR(0.1, 0.1, 4)
    with pytest.raises(ValueError, match="For 'CosineDecayLR', the 'min_lr' must be float and must >= 0"):
        nn.CosineDecayLR(-0.1, 0.1, 4)
    with pytest.raises(TypeError, match="the argument 'end_learning_rate' must be type of float"):
        nn.PolynomialDecayLR(0.1, 0, 4, 0.5)
    with pytest.raises(ValueError, match="the 'power' must be float and must > 0"):
        nn.PolynomialDecayLR(0.1, 0.01, 4, 0.0)
    with pytest.raises(TypeError, match="For 'WarmUpLR', the argument 'learning_rate' must be type of float"):
        nn.WarmUpLR(1, 2)
    with pytest.raises(ValueError, match="the 'warmup_steps' must be int and must > 0"):
        nn.WarmUpLR(0.1, 0)


# ----- dynamic_lr lists ------------------------------------------------------------------------------------------
def test_piecewise_constant_lr():
    assert nn.piecewise_constant_lr([2, 5, 10], [0.1, 0.05, 0.01]) == [0.1] * 2 + [0.05] * 3 + [0.01] * 5
    with pytest.raises(ValueError, match="the size of 'milestone' must be same with the size of 'learning_rates'"):
        nn.piecewise_constant_lr([1, 2], [0.1])
    with pytest.raises(ValueError, match=r"the value of milestone\[1\] must be greater than milestone\[0\]"):
        nn.piecewise_constant_lr([3, 2], [0.1, 0.2])
    with pytest.raises(TypeError, match=r"The type of 'learning_rates\[0\]' must be float, but got 'int'"):
        nn.piecewise_constant_lr([1], [1])
    with pytest.raises(TypeError, match="The type of 'milestone' should be one of"):
        nn.piecewise_constant_lr(3, [0.1])


def test_exponential_decay_lr():
    lr = nn.exponential_decay_lr(0.1, 0.9, 6, 2, 1)
    assert lr == [0.1 * 0.9 ** (k // 2) for k in range(6)]
    stair = nn.exponential_decay_lr(0.1, 0.9, 6, 1, 2, is_stair=True)
    assert stair == [0.1 * 0.9 ** (k // 2) for k in range(6)]
    smooth = nn.exponential_decay_lr(0.1, 0.9, 6, 1, 2)
    assert smooth == [0.1 * 0.9 ** (k / 2) for k in range(6)]


def test_natural_exp_and_inverse_decay_lr():
    assert nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2, True) == [0.1 * math.e ** (-0.9 * (k // 4 * 2))
                                                                for k in range(6)]
    assert nn.natural_exp_decay_lr(0.1, 0.9, 4, 1, 2) == [0.1 * math.e ** (-0.9 * k) for k in range(4)]
    assert nn.inverse_decay_lr(0.1, 0.5, 4, 1, 2) == [0.1 / (1 + 0.5 * k / 2) for k in range(4)]
    assert nn.inverse_decay_lr(0.1, 0.5, 4, 1, 2, True) == [0.1 / (1 + 0.5 * (k // 2)) for k in range(4)]


def test_cosine_polynomial_warmup_lr():
    delta = 0.5 * (0.1 - 0.01)
    assert nn.cosine_decay_lr(0.01, 0.1, 6, 2, 2) == [0.01 + delta * (1 + math.cos(math.pi * min(k // 2, 2) / 2))
                                                      for k in range(6)]
    assert nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5) == [
        (0.1 - 0.01) * (1 - min(k // 2, 2) / 2) ** 0.5 + 0.01 for k in range(6)]
    upd = nn.polynomial_decay_lr(0.1, 0.01, 6, 1, 2, 1.0, update_decay_epoch=True)
    assert upd == pytest.approx([0.1, 0.055, 0.01, 0.0325, 0.01, 0.025])
    assert nn.warmup_lr(0.1, 6, 2, 2) == [0.0, 0.0, 0.05, 0.05, 0.1, 0.1]


def test_dynamic_lr_validation():
    with pytest.raises(TypeError, match="The 'total_step' must be int, but got 'float'"):
        nn.exponential_decay_lr(0.1, 0.9, 6.0, 2, 1)
    with pytest.raises(ValueError, match="The 'step_per_epoch' must be int and must > 0"):
        nn.natural_exp_decay_lr(0.1, 0.9, 6, 0, 1)
    with pytest.raises(ValueError, match=r"The 'learning_rate' must be float and must > 0, but got '0.0'"):
        nn.inverse_decay_lr(0.0, 0.9, 6, 2, 1)
    with pytest.raises(TypeError, match="The 'decay_rate' must be float, but got 'int'"):
        nn.exponential_decay_lr(0.1, 1, 6, 2, 1)
    with pytest.raises(TypeError, match="The type of 'is_stair' should be 'bool'"):
        nn.exponential_decay_lr(0.1, 0.9, 6, 2, 1, is_stair=None)
    with pytest.raises(TypeError, match="For 'cosine_decay_lr', the argument 'min_lr' must be type of float"):
        nn.cosine_decay_lr(0, 0.1, 6, 2, 2)
    with pytest.raises(ValueError, match="the 'max_lr' must be greater than the 'min_lr'"):
        nn.cosine_decay_lr(0.2, 0.1, 6, 2, 2)
    with pytest.raises(TypeError, match="the argument 'end_learning_rate' must be type of float"):
        nn.polynomial_decay_lr(0.1, 0, 6, 2, 2, 0.5)
    with pytest.raises(TypeError, match="The type of 'update_decay_epoch' should be 'bool'"):
        nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5, update_decay_epoch=1)
    with pytest.raises(ValueError, match="The 'learning_rate' must be float and must >= 0"):
        nn.warmup_lr(-0.1, 6, 2, 2)
    with pytest.raises(ValueError, match="The 'learning_rate' must be a legal value"):
        nn.exponential_decay_lr(float("inf"), 0.9, 6, 2, 1)

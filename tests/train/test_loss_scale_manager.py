"""LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager (spec/api.md §5, goldens G6)."""
import pytest

from mindspore_compat import nn, train, amp
from mindspore_compat.train import loss_scale_manager as lsm


def test_same_objects_everywhere():
    for name in ("LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager"):
        assert getattr(train, name) is getattr(amp, name) is getattr(lsm, name)
        assert name in train.__all__ and name in amp.__all__
    assert not hasattr(nn, "DynamicLossScaleManager")


def test_base_class_returns_none():
    m = train.LossScaleManager()
    assert m.get_loss_scale() is None and m.update_loss_scale(True) is None and m.get_update_cell() is None
    assert not hasattr(m, "get_drop_overflow_update")


def test_fixed_manager():
    m = train.FixedLossScaleManager()
    assert m.get_loss_scale() == 128.0 and m.get_drop_overflow_update() is True
    assert m.update_loss_scale(True) is None and m.get_loss_scale() == 128.0
    cell = m.get_update_cell()
    assert isinstance(cell, nn.FixedLossScaleUpdateCell) and cell.get_loss_scale() == 128.0
    assert m.get_update_cell() is not cell
    m = train.FixedLossScaleManager(1024, False)
    assert m.get_loss_scale() == 1024 and isinstance(m.get_loss_scale(), int)
    assert m.get_update_cell() is None and m.get_drop_overflow_update() is False


def test_fixed_manager_validation():
    with pytest.raises(ValueError, match=r"^The argument 'loss_scale' must be >= 1, but got 0\.5$"):
        train.FixedLossScaleManager(0.5)
    with pytest.raises(TypeError):
        train.FixedLossScaleManager("a")
    train.FixedLossScaleManager(1)


def test_dynamic_manager_defaults():
    m = train.DynamicLossScaleManager()
    assert (m.get_loss_scale(), m.scale_factor, m.scale_window, m.get_drop_overflow_update()) == \
        (16777216, 2, 2000, True)
    assert isinstance(m.get_loss_scale(), int)
    assert (m.cur_iter, m.last_overflow_iter, m.bad_step_max, m.bad_step) == (1, 0, 1000, 0)
    assert m.increase_ratio == 2 and m.decrease_ratio == 0.5


def test_dynamic_manager_g6_trajectory_and_type_drift():
    m = train.DynamicLossScaleManager(16, 2, 3)
    scales, curs, lasts, bads = [], [], [], []
    for ovf in "FFFTFFFTTTTT":
        assert m.update_loss_scale(ovf == "T") is None
        scales.append(m.get_loss_scale())
        curs.append(m.cur_iter)
        lasts.append(m.last_overflow_iter)
        bads.append(m.bad_step)
    assert scales == [16, 16, 32, 16.0, 16.0, 16.0, 32.0, 16.0, 8.0, 4.0, 2.0, 1.0]
    assert [type(s) for s in scales[:4]] == [int, int, int, float]
    assert curs == list(range(2, 14))
    assert lasts == [0, 0, 0, 4, 4, 4, 4, 8, 9, 10, 11, 12]
    assert bads == [0, 0, 0, 1, 0, 0, 0, 1, 2, 3, 4, 5]
    cell = m.get_update_cell()
    assert isinstance(cell, nn.DynamicLossScaleUpdateCell) and cell.get_loss_scale() == 1.0
    assert cell.scale_window.asnumpy().item() == 3 and cell.scale_factor.asnumpy().item() == 2.0
    assert m.get_update_cell() is not cell


def test_dynamic_manager_clamp_returns_int_one_and_bad_step_limit():
    m = train.DynamicLossScaleManager(init_loss_scale=4)
    m.bad_step_max = 3
    seen = []
    with pytest.raises(RuntimeError) as info:
        for _ in range(6):
            m.update_loss_scale(True)
            seen.append(m.get_loss_scale())
    assert seen == [2.0, 1.0, 1]
    assert type(seen[2]) is int
    assert info.value.args == ('Dynamic loss scale Continuous overflow ', 4,
                               ' times, has exceeded maximum threshold.')
    assert m.cur_iter == 4  # the failing call raises before counting the step


def test_dynamic_manager_validation():
    with pytest.raises(ValueError, match=r"^The argument 'init_loss_scale' must be > 1, but got 0\.5$"):
        train.DynamicLossScaleManager(init_loss_scale=0.5)
    with pytest.raises(TypeError, match=r"^For 'DynamicLossScaleManager', the 'scale_window' must be int, but got "
                                        r"'float'"):
        train.DynamicLossScaleManager(scale_window=1.5)
    with pytest.raises(TypeError):
        train.DynamicLossScaleManager(scale_window=True)
    with pytest.raises(ValueError):
        train.DynamicLossScaleManager(scale_window=0)
    with pytest.raises(ValueError, match=r"^The argument 'scale_factor' must be > 0, but got 0$"):
        train.DynamicLossScaleManager(scale_factor=0)
    m = train.DynamicLossScaleManager(scale_factor=1.5)
    assert m.increase_ratio == 1.5
    # check order: init_loss_scale before scale_window before scale_factor
    with pytest.raises(ValueError, match="init_loss_scale"):
        train.DynamicLossScaleManager(0.5, 0, 0)
    with pytest.raises(ValueError, match="scale_window"):
        train.DynamicLossScaleManager(2, 0, 0)


def test_build_train_network_also_in_train():
    assert train.build_train_network is amp.build_train_network
    assert "build_train_network" in train.__all__
    with pytest.raises(AttributeError):
        train.no_such_name


def test_dynamic_manager_applies_deferred_flags_when_asked():
    """Model hands each step's overflow flag over without reading it; the manager applies the flags in order when
    it is next asked, with the same result as updating after every step."""
    from mindspore_compat import Tensor
    lazy, eager = train.DynamicLossScaleManager(16, 2, 2), train.DynamicLossScaleManager(16, 2, 2)
    flags = [False, False, True, False, False, False, True]
    for flag in flags:
        lazy._defer_overflow(Tensor(flag))
        eager.update_loss_scale(flag)
    assert len(lazy.__dict__["_pending"]) == len(flags)
    assert lazy.get_loss_scale() == eager.get_loss_scale() and not lazy.__dict__["_pending"]
    assert (lazy.cur_iter, lazy.last_overflow_iter, lazy.bad_step) == \
        (eager.cur_iter, eager.last_overflow_iter, eager.bad_step)


def test_dynamic_manager_deferred_flags_raise_at_the_same_step():
    from mindspore_compat import Tensor
    m = train.DynamicLossScaleManager(init_loss_scale=4)
    m.bad_step_max = 3
    for _ in range(3):
        m._defer_overflow(Tensor(True))
    with pytest.raises(RuntimeError):
        m._defer_overflow(Tensor(True))

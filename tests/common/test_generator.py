"""mindspore.Generator, default_generator and the seed functions (values recorded from MindSpore 2.10.0 CPU)."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import Tensor, ops


def test_generator_seed_and_state_round_trip():
    gen = ms.Generator()
    assert gen.initial_seed() == 0            # MindSpore 2.10: a new Generator reports seed 0
    assert gen.manual_seed(5) is gen           # MindSpore: manual_seed returns the generator itself
    assert gen.initial_seed() == 5
    state = gen.get_state()
    assert isinstance(state, Tensor) and state.dtype == ms.uint8 and len(state.shape) == 1
    new = gen.seed()
    assert isinstance(new, int) and gen.initial_seed() == new
    gen.set_state(state)
    assert gen.initial_seed() == 5             # MindSpore: set_state brings the seed back


def test_manual_seed_accepts_what_mindspore_accepts():
    gen = ms.Generator()
    assert gen.manual_seed(True).initial_seed() == 1    # recorded: a bool is an int
    assert gen.manual_seed(-1).initial_seed() == -1     # recorded: negative seeds are kept as int64
    with pytest.raises(TypeError, match="Seed must be an integer."):  # recorded message
        gen.manual_seed(1.5)
    with pytest.raises(RuntimeError):                   # recorded: MindSpore raises RuntimeError for 2**64
        gen.manual_seed(2 ** 64)


def test_set_state_rejects_non_state():
    gen = ms.Generator()
    with pytest.raises(RuntimeError, match="Invalid tensor input: State"):   # recorded type and start of message
        gen.set_state(1)
    with pytest.raises(RuntimeError, match="State data type must be UInt8, but got Int64"):  # recorded message
        gen.set_state(Tensor(np.array([1, 2], np.int64)))


def test_default_generator_drives_global_draws():
    assert ms.manual_seed(13) is ms.default_generator
    assert ms.initial_seed() == 13
    first = ops.rand(4)
    ms.manual_seed(13)
    np.testing.assert_array_equal(first.asnumpy(), ops.rand(4).asnumpy())
    state = ms.get_rng_state()
    assert state.dtype == ms.uint8
    a = ops.rand(3).asnumpy()
    assert ms.set_rng_state(state) is None
    np.testing.assert_array_equal(a, ops.rand(3).asnumpy())
    assert ms.seed() == ms.initial_seed()


def test_default_generator_is_torch_default():
    ms.manual_seed(42)
    assert torch.initial_seed() == 42
    assert ms.default_generator._generator is torch.default_generator


def test_set_seed_keeps_its_semantics():
    ms.set_seed(7)
    assert ms.get_seed() == 7
    a = ops.rand(2).asnumpy()
    ms.set_seed(7)
    np.testing.assert_array_equal(a, ops.rand(2).asnumpy())


def test_random_ops_take_our_generator():
    x = Tensor(np.zeros(6, np.float32))
    g1, g2 = ms.Generator().manual_seed(3), ms.Generator().manual_seed(3)
    a = ops.normal_(x.copy(), generator=g1).asnumpy()
    b = ops.normal_(x.copy(), generator=g2).asnumpy()
    np.testing.assert_array_equal(a, b)
    c = ops.normal_(x.copy(), generator=g1).asnumpy()
    assert not np.array_equal(a, c)     # the generator advanced


def test_generator_names_exported():
    for name in ["Generator", "default_generator", "seed", "manual_seed", "initial_seed", "get_rng_state",
                 "set_rng_state"]:
        assert name in ms.__all__ and name in ms.common.__all__

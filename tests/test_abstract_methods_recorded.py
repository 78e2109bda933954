"""Base classes whose methods a subclass must supply raise what MindSpore 2.10 raises (recorded on its CPU build):
experimental.optim's Optimizer without construct and LRScheduler without get_lr raise NotImplementedError; a bare
Bijector (no name) fails with MindSpore's TypeError, and one without its transforms with MindSpore's AttributeError."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Parameter, Tensor
from mindspore_compat.experimental.optim import Optimizer
from mindspore_compat.experimental.optim.lr_scheduler import LRScheduler
from mindspore_compat.nn.probability.bijector import Bijector


class _NoUpdate(Optimizer):
    def __init__(self, params):
        super().__init__(params, {"lr": 0.1})


def _optimizer():
    return _NoUpdate([Parameter(Tensor(np.ones(2), ms.float32), name="w")])


def test_optimizer_without_construct():
    with pytest.raises(NotImplementedError):        # MindSpore 2.10: NotImplementedError
        _optimizer()((Tensor(np.ones(2), ms.float32),))


def test_scheduler_without_get_lr():
    with pytest.raises(NotImplementedError):        # MindSpore 2.10: NotImplementedError
        LRScheduler(_optimizer()).get_lr()


@pytest.mark.parametrize("method", ["forward", "inverse", "forward_log_jacobian", "inverse_log_jacobian"])
def test_bare_bijector(method):
    # recorded from MindSpore 2.10: TypeError with exactly this text
    with pytest.raises(TypeError, match=r"^For 'Bijector', the type of 'name' should be 'str', but got type "
                                        r"'NoneType'\.$"):
        getattr(Bijector(), method)(Tensor(1.0))
    # MindSpore 2.10's base Bijector(name=...) without `param` fails in construction (AttributeError on None);
    # ours constructs, and the transform a subclass must supply is missing, with MindSpore's AttributeError
    with pytest.raises(AttributeError, match=f"^The 'Bijector' object has no attribute '_{method}'\\.$"):
        getattr(Bijector(name="base"), method)(Tensor(1.0))


class _NoTransforms(Bijector):
    def __init__(self):
        super().__init__(name="b", param={"p": 1.0})


@pytest.mark.parametrize("method", ["forward", "inverse", "forward_log_jacobian", "inverse_log_jacobian"])
def test_bijector_subclass_without_its_transforms(method):
    # recorded from MindSpore 2.10.0 CPU with the same subclass: "The 'B' object has no attribute '_forward'."
    with pytest.raises(AttributeError, match=f"^The '_NoTransforms' object has no attribute '_{method}'\\.$"):
        getattr(_NoTransforms(), method)(Tensor(1.0))

"""``mindspore.experimental.optim``: PyTorch-style optimizers (parameter groups, ``lr`` per group, state as
Parameters) and :mod:`.lr_scheduler`."""
from . import lr_scheduler
from .optimizer import Optimizer
from .adadelta import Adadelta
from .adagrad import Adagrad
from .adam import Adam
from .adamax import Adamax
from .adamw import AdamW
from .asgd import ASGD
from .nadam import NAdam
from .radam import RAdam
from .rmsprop import RMSprop
from .rprop import Rprop
from .sgd import SGD

__all__ = ["Optimizer", "AdamW", "SGD", "Adam", "Adadelta", "Adagrad", "ASGD", "Adamax", "RMSprop", "Rprop", "RAdam",
           "NAdam"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

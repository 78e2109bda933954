"""``mindspore.nn.probability.distribution``: probability distributions as Cells."""
from .distribution import Distribution
from .normal import Normal
from .exponential import Exponential
from .uniform import Uniform
from .bernoulli import Bernoulli

__all__ = ["Distribution", "Normal", "Exponential", "Uniform", "Bernoulli"]


from ...._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

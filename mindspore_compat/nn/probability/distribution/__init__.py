"""``mindspore.nn.probability.distribution``: probability distributions as Cells."""
from .distribution import Distribution
from .normal import Normal
from .exponential import Exponential
from .uniform import Uniform
from .bernoulli import Bernoulli
from .half_normal import HalfNormal
from .laplace import Laplace
from .student_t import StudentT
from .geometric import Geometric
from .poisson import Poisson
from .logistic import Logistic
from .cauchy import Cauchy
from .gamma import Gamma
from .beta import Beta
from .transformed_distribution import TransformedDistribution
from .log_normal import LogNormal
from .gumbel import Gumbel
from .categorical import Categorical

__all__ = ["Distribution", "Normal", "Exponential", "Uniform", "Bernoulli", "HalfNormal", "Laplace", "StudentT",
           "Geometric", "Poisson", "Logistic", "Cauchy", "Gamma", "Beta",
           "TransformedDistribution", "LogNormal", "Gumbel", "Categorical"]


from ...._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

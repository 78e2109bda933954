"""``mindspore.nn.probability.bijector``: invertible maps with their log-Jacobians, as Cells."""
from .bijector import Bijector
from .power_transform import PowerTransform
from .exp import Exp
from .scalar_affine import ScalarAffine
from .softplus import Softplus
from .gumbel_cdf import GumbelCDF
from .invert import Invert

__all__ = ["Bijector", "Exp", "GumbelCDF", "Invert", "PowerTransform", "ScalarAffine", "Softplus"]


from ...._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

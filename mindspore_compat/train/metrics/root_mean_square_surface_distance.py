"""RootMeanSquareDistance."""
import numpy as np

from ..._checkparam import check_string, check_value_type
from . import _surface
from .metric import Metric, rearrange_inputs

__all__ = ["RootMeanSquareDistance"]


class RootMeanSquareDistance(Metric):
    r"""
    The root mean square distance between the surfaces of a predicted and a true segmentation of one label.

    .. math::
        RmsSurDis(B \rightarrow A) = \sqrt{\frac{\sum_{s_{B}  \in S(B)}^{} {\text{dis}^2  \left
        ( s_{B}, S(A) \right )} } {\left | S(B) \right |}}

    where :math:`S(A)` is the set of surface voxels of A and :math:`\text{dis}(v, S(A))` the distance from
    :math:`v` to the nearest of them. As in MindSpore 2.10, without `symmetric` the mean of the squared distances
    from `y_pred` to `y` is returned (no square root); with `symmetric`, the square root of the mean of both
    directions' mean squares.

    Args:
        symmetric (bool, optional): Use both directions. Default: ``False``.
        distance_metric (str, optional): ``"euclidean"``, ``"chessboard"`` (Chebyshev) or ``"taxicab"``
            (Manhattan). Default: ``"euclidean"``.

    Raises:
        TypeError: If `distance_metric` is not a str or `symmetric` not a bool.
        ValueError: If `distance_metric` is not one of the values above.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import RootMeanSquareDistance
        >>> seg = Tensor(np.array([[0, 1, 1, 0], [0, 1, 1, 0], [0, 0, 0, 0]]))
        >>> ref = Tensor(np.array([[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 1, 1]]))
        >>> rmsd = RootMeanSquareDistance(symmetric=True, distance_metric="taxicab")
        >>> rmsd.update(seg, ref, 1)
        >>> print(rmsd.eval())
        0.9128709291752769
    """

    def __init__(self, symmetric=False, distance_metric="euclidean"):
        super().__init__()
        self.distance_metric_list = list(_surface._METRICS)
        distance_metric = check_value_type("distance_metric", distance_metric, [str])
        self.distance_metric = check_string(distance_metric, self.distance_metric_list, "distance_metric")
        self.symmetric = check_value_type("symmetric", symmetric, [bool])
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._is_update = False
        self._y_pred_edges = self._y_edges = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Compute the surfaces of one pair of images (replacing the previous ones).

        Args:
            inputs: `y_pred` and `y` (Tensor, list or numpy.ndarray of the same shape), the predicted and the true
                segmentation, and `label_idx` (int or float), the label whose segments are compared.

        Raises:
            ValueError: If the number of inputs is not 3, `label_idx` is in neither image, or the images are empty
                or of different shapes.
            TypeError: If `label_idx` is not an int or float.
        """
        self._y_pred_edges, self._y_edges = _surface.label_surfaces(self, inputs, "RootMeanSquareDistance", TypeError)
        self._is_update = True

    def eval(self):
        """
        Compute the root mean square surface distance.

        Returns:
            numpy.float64, the distance (inf when a surface is empty).

        Raises:
            RuntimeError: If `update` was not called.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        values = _surface.directed_values(self, lambda distances: np.mean(distances ** 2), "RootMeanSquareDistance")
        if values is None:
            return np.inf
        return np.sqrt(np.mean(values)) if self.symmetric else values[0]

"""MeanSurfaceDistance."""
import numpy as np

from ..._checkparam import check_string, check_value_type
from . import _surface
from .metric import Metric, rearrange_inputs

__all__ = ["MeanSurfaceDistance"]


class MeanSurfaceDistance(Metric):
    r"""
    The average distance from the surface of a predicted segmentation of one label to the surface of the true one:

    .. math::
        AvgSurDis(B \rightarrow A) = \frac{1}{\lvert S(B) \rvert} \sum_{s \in S(B)} \text{dis}(s, S(A))

    where :math:`S(A)` is the set of surface voxels of A and :math:`\text{dis}(v, S(A))` the distance from
    :math:`v` to the nearest of them. With `symmetric`, the mean of both directions is returned.

    Args:
        symmetric (bool, optional): Return the mean of the distances from `y_pred` to `y` and from `y` to `y_pred`.
            Default: ``False``.
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
        >>> from mindspore.train import MeanSurfaceDistance
        >>> seg = Tensor(np.array([[0, 1, 1, 0], [0, 1, 1, 0], [0, 0, 0, 0]]))
        >>> ref = Tensor(np.array([[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 1, 1]]))
        >>> msd = MeanSurfaceDistance(symmetric=True, distance_metric="chessboard")
        >>> msd.update(seg, ref, 1)
        >>> print(msd.eval())
        0.5833333333333333
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
            ValueError: If the number of inputs is not 3, `label_idx` is not an int or float or is in neither
                image, or the images are empty or of different shapes.
        """
        self._y_pred_edges, self._y_edges = _surface.label_surfaces(self, inputs, "MeanSurfaceDistance", ValueError)
        self._is_update = True

    def eval(self):
        """
        Compute the mean surface distance.

        Returns:
            numpy.float64, the distance (inf when a surface is empty).

        Raises:
            RuntimeError: If `update` was not called.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        values = _surface.directed_values(self, np.mean, "MeanSurfaceDistance")
        if values is None:
            return np.inf
        return np.mean(values) if self.symmetric else values[0]

"""HausdorffDistance."""
import numpy as np

from ..._checkparam import check_string, check_value_type
from . import _surface
from .metric import Metric, rearrange_inputs

__all__ = ["HausdorffDistance"]


def _optional(name, value, types):
    """`value`, None or of one of `types`."""
    return value if value is None else check_value_type(name, value, types)


def _foreground_box(mask):
    """The slices of the smallest box that holds every True voxel of `mask` (which has one)."""
    return tuple(slice(where.min(), where.max() + 1) for where in np.nonzero(mask))


class HausdorffDistance(Metric):
    r"""
    The Hausdorff distance between the surfaces of a predicted and a true segmentation of one label:

    .. math::
        H(A, B) = \max \{ h(A, B),\ h(B, A) \}, \qquad h(A, B) = \max_{a \in A} \min_{b \in B} \lVert a - b \rVert

    where :math:`h(A, B)` is the largest distance from a surface point of A to the surface of B. Computed with
    SciPy's ``ndimage`` distance transforms.

    Args:
        distance_metric (str, optional): ``"euclidean"``, ``"chessboard"`` (Chebyshev) or ``"taxicab"``
            (Manhattan). Default: ``"euclidean"``.
        percentile (float, optional): A percentile in [0, 100] of the distances instead of their maximum.
            Default: ``None``.
        directed (bool, optional): Only :math:`h(y\_pred, y)`. Default: ``False``.
        crop (bool, optional): Crop both images to the bounding box of the union of their foregrounds first.
            Default: ``True``.

    Raises:
        TypeError: If `distance_metric` is not a str, `percentile` not a float, `directed` or `crop` not a bool.
        ValueError: If `distance_metric` is not one of the values above.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import HausdorffDistance
        >>> seg = Tensor(np.array([[0, 1, 1, 0], [0, 1, 1, 0], [0, 0, 0, 0]]))
        >>> ref = Tensor(np.array([[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 1, 1]]))
        >>> hd = HausdorffDistance(percentile=None)
        >>> hd.update(seg, ref, 1)
        >>> print(hd.eval())
        1.4142135623730951
    """

    def __init__(self, distance_metric="euclidean", percentile=None, directed=False, crop=True):
        super().__init__()
        self.distance_metric = check_string(check_value_type("distance_metric", distance_metric, [str]),
                                            _surface._METRICS, "distance_metric")
        self.percentile = _optional("percentile", percentile, [float])
        self.directed = _optional("directed", directed, [bool])
        self.crop = _optional("crop", crop, [bool])
        self.clear()

    def _one_way(self, source_edges, target_edges):
        """The largest distance (or the `percentile`) from the surface `source_edges` to `target_edges`; inf when
        the source has no surface voxel."""
        distances = _surface.surface_distance(source_edges, target_edges, self.distance_metric, "HausdorffDistance")
        if distances.size == 0:
            return np.inf
        if not self.percentile:
            return distances.max()
        if not 0 <= self.percentile <= 100:
            raise ValueError(f"For 'HausdorffDistance', the value of the argument 'percentile' must be [0, 100], "
                             f"but got {self.percentile}.")
        return np.percentile(distances, self.percentile)

    def _surfaces(self, pred_mask, true_mask):
        """The surface voxels of both masks, cut first (with `crop`) to the box around their union; with `crop` and
        no foreground at all, two empty masks."""
        if self.crop:
            union = pred_mask | true_mask
            if not union.any():
                return np.zeros_like(pred_mask), np.zeros_like(true_mask)
            box = _foreground_box(union)
            # as in MindSpore, every axis of length 1 of the box is dropped
            pred_mask, true_mask = np.squeeze(pred_mask[box]), np.squeeze(true_mask[box])
        return _surface.edges(pred_mask), _surface.edges(true_mask)

    def clear(self):
        """Forget everything accumulated so far."""
        self._is_update = False
        self.y_pred_edges = self.y_edges = 0

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
        self._is_update = True  # even when the inputs are refused, as in MindSpore
        y_pred, y, label_idx = _surface.check_label_inputs(self, inputs, "HausdorffDistance", ValueError)
        # MindSpore 2.10 compares with the label whatever the dtype (its `dtype is not bool` test is always true)
        self.y_pred_edges, self.y_edges = self._surfaces(y_pred == label_idx, y == label_idx)

    def eval(self):
        """
        Compute the Hausdorff distance.

        Returns:
            numpy.float64, the distance (inf when a surface is empty).

        Raises:
            RuntimeError: If `update` was not called.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        forward = self._one_way(self.y_pred_edges, self.y_edges)
        if self.directed:
            return forward
        return max(forward, self._one_way(self.y_edges, self.y_pred_edges))

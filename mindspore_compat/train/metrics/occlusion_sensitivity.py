"""OcclusionSensitivity."""
import numpy as np

from ..._checkparam import check_value_type
from ...common.tensor import Tensor
from .metric import Metric, rearrange_inputs
from ...nn.cell import Cell

__all__ = ["OcclusionSensitivity"]


class OcclusionSensitivity(Metric):
    """
    The occlusion sensitivity of a classification model for one image: how much the predicted score of a label
    drops when a cube around each voxel is occluded, showing which parts of the image the decision depends on
    (higher values: more important).

    For every voxel (of the bounding box, if given) the image is copied with the voxels within `margin` of it set
    to `pad_val`; the result is the score of the label on the original image minus the score on each occluded
    copy, in the image's spatial shape.

    Args:
        pad_val (float, optional): The value of the occluded voxels. Default: ``0.0``.
        margin (Union[int, Sequence], optional): The half size of the occluded cube. Default: ``2``.
        n_batch (int, optional): The number of occluded images run through the model at a time. Default: ``128``.
        b_box (Sequence, optional): The region to analyse, ``[min1, max1, min2, max2, ...]`` (inclusive, one pair
            per dimension except the batch); the result has its size. Default: ``None`` (the whole image).

    Raises:
        TypeError: If `pad_val` is not a float, `margin` not an int or list, `n_batch` not an int or `b_box` not a
            list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> from mindspore.train import OcclusionSensitivity
        >>> head = nn.Dense(3, 2, weight_init=ms.Tensor(np.array([[1.0, -1.0, 0.5], [0.2, 0.4, 0.6]], np.float32)),
        ...                 bias_init='zeros')
        >>> sample = np.array([[0.5, 1.0, 2.0]], np.float32)
        >>> occlusion = OcclusionSensitivity(pad_val=0.0, margin=1, n_batch=8)
        >>> occlusion.update(head, sample, np.array(0, np.int32))
        >>> print(np.round(occlusion.eval(), 4))
        [ 0.5 -0.5  0. ]
    """

    def __init__(self, pad_val=0.0, margin=2, n_batch=128, b_box=None):
        super().__init__()
        self.pad_val = check_value_type("pad_val", pad_val, [float])
        self.margin = check_value_type("margin", margin, [int, list])
        self.n_batch = check_value_type("n_batch", n_batch, [int])
        self.b_box = b_box if b_box is None else check_value_type("b_box", b_box, [list])
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._is_update = False
        self._baseline = self._sensitivity_im = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Compute the sensitivity map of one image (replacing the previous one).

        Args:
            inputs: `model` (Cell), the classifier; `y_pred` (Tensor, list or numpy.ndarray), one image with a batch
                axis of size 1 (2-D or 3-D); `label`, the class whose score is watched (usually the true label).

        Raises:
            ValueError: If the number of inputs is not 3, or `b_box` does not fit the image.
            TypeError: If `model` is not a Cell.
            RuntimeError: If the batch size is not 1 or the number of labels is not the batch size.
        """
        if len(inputs) != 3:
            raise ValueError("For 'OcclusionSensitivity.update', it needs 3 inputs (classification model, "
                             "predicted value, label), but got {}.".format(len(inputs)))
        image, label = self._convert_data(inputs[1]), self._convert_data(inputs[2])
        model = check_value_type("model", inputs[0], [Cell])
        batch = image.shape[0]
        if batch > 1:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the shape at index 0 of the predicted value "
                               f"(input[1]) must be 1, but got {batch}.")
        if np.prod(label.shape) != batch:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the number of the label (input[2]) must be "
                               f"same as the batches, but got the label number {np.prod(label.shape)}, "
                               f"and batches {batch}.")
        spatial = np.array(image.shape[1:])
        lower, upper = _check_input_bounding_box(self.b_box, spatial)
        self._baseline = model(Tensor(image)).asnumpy()[0, label].item()
        if lower is None:
            region, offset = spatial, 0
        else:
            region, offset = upper - lower + 1, lower
        count = np.prod(region)
        # n_batch images per run of the model; without a positive n_batch, all of them in one run
        step = self.n_batch if self.n_batch > 0 else max(count, 1)
        scores = None
        for first in range(0, count, step):
            occluded = []
            for flat in range(first, min(first + step, count)):
                centre = np.add(np.unravel_index(flat, region), offset)
                copy = image.copy()
                copy[(...,) + _cube(centre, self.margin, spatial)] = self.pad_val
                occluded.append(copy)
            batch_scores = _label_scores(model, np.vstack(occluded), label)
            scores = np.vstack(batch_scores) if scores is None else np.vstack((scores, batch_scores))
        if scores is None:
            scores = np.empty(0, dtype=float)
        self._sensitivity_im = scores.reshape(region)
        self._is_update = True

    def eval(self):
        """
        The sensitivity map.

        Returns:
            numpy.ndarray, the score drop for every voxel, in the shape of the image (or of `b_box`).

        Raises:
            RuntimeError: If `update` was not called.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        return self._baseline - np.squeeze(self._sensitivity_im)


def _cube(centre, margin, spatial):
    """The slices of the cube around `centre`, clipped to the image; as in MindSpore the upper bound is exclusive
    (the cube spans 2 * margin voxels)."""
    return tuple(slice(max(0, c - margin), min(size, c + margin)) for c, size in zip(centre, spatial))


def _label_scores(model, images, label):
    """The model's score of `label` for each image of the batch `images`, indexed the way MindSpore does (one
    label array per image, with an axis inserted after the batch axis)."""
    outputs = model(Tensor(images)).asnumpy()
    count = images.shape[0]
    labels = np.broadcast_to(label, (count, 1) + label.shape)
    return outputs[np.arange(count).reshape(-1, 1), labels]


def _check_input_bounding_box(b_box, im_shape):
    """(lower, upper) corners of the bounding box (negative lower bounds count as 0, negative upper bounds as the
    last voxel), or (None, None) without a box."""
    if b_box is None:
        return None, None
    if len(b_box) != 2 * len(im_shape):
        raise ValueError("For 'OcclusionSensitivity', the bounding box must contain upper and lower for all "
                         "dimensions (except batch number), and the length of 'b_box' must be twice as long as "
                         f"predicted value's (except batch number), but got 'b_box' length {len(b_box)}, predicted "
                         f"value length (except batch number) {len(im_shape)}.")
    lower = np.maximum(np.array(b_box[0::2]), 0)
    upper = np.array(b_box[1::2])
    upper = np.where(upper < 0, im_shape - 1, upper)
    if (upper >= im_shape).any():
        raise ValueError("For 'OcclusionSensitivity', maximum bounding box must be smaller than image size "
                         "for all values.")
    if (lower > upper).any():
        raise ValueError("For 'OcclusionSensitivity', minimum bounding box must be smaller than maximum "
                         "bounding box for all values.")
    return lower, upper

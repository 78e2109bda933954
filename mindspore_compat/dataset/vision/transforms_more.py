"""
More image transforms of ``mindspore.dataset.vision``: the bounding-box variants (an image column plus an
(N, 4+) float32 box column of ``[x, y, width, height]`` rows), the batch mixers (MixUpBatch, CutMixBatch, MixUp)
and the policy combinators (UniformAugment, RandomSelectSubpolicy).

Box arithmetic is done in float32 in the order MindSpore's kernels use, so the boxes come out bit for bit; the
random draws follow MindSpore's ``std::mt19937`` draws (see :mod:`mindspore.dataset.engine._rng`).
"""
import numpy as np

from ..core.validator_helpers import type_check, check_value
from ..engine import _rng
from ..engine.datasets import _pipeline_error
from ..transforms.transforms import PyTensorOperation, TensorOperation
from . import _resize
from .transforms import (ImageTensorOperation, Resize, RandomCrop, RandomResizedCrop, AdjustBrightness,
                         AdjustSaturation, AdjustContrast, AdjustSharpness, Posterize, AutoContrast, Equalize, Invert,
                         _image, _hw, _check_prob, _affine_matrix, _opencv, _cv_inter, _border_value, _rotate,
                         _fill3, _check_fill_value)
from .utils import Inter, Border, ImageBatchFormat, AutoAugmentPolicy

__all__ = [
    "BoundingBoxAugment", "RandomCropWithBBox", "RandomHorizontalFlipWithBBox", "RandomVerticalFlipWithBBox",
    "RandomResizeWithBBox", "RandomResizedCropWithBBox", "ResizeWithBBox", "MixUpBatch", "CutMixBatch", "MixUp",
    "UniformAugment", "RandomSelectSubpolicy", "AutoAugment", "RandAugment", "TrivialAugmentWide",
]

_F32 = np.float32
_INT64_MAX = float(np.iinfo(np.int64).max)


def _boxes(arrays):
    """Check an (image, boxes) row as MindSpore's BoundingBox::ValidateBoundingBoxes does; returns both."""
    if len(arrays) != 2:
        raise _pipeline_error(f"BoundingBox: invalid input, size of input data should be 2 (including image and "
                              f"bounding box), but got: {len(arrays)}")
    img, boxes = arrays
    if boxes.ndim < 2:
        raise _pipeline_error(f"BoundingBox: bounding boxes should have to be two-dimensional matrix at least, but "
                              f"got {boxes.ndim} dimension.")
    if boxes.shape[1] < 4:
        raise _pipeline_error(f"BoundingBox: bounding boxes should be have at least 4 features, but got: "
                              f"{boxes.shape[1]}")
    if boxes.dtype != np.float32:
        raise _pipeline_error("Template type and Tensor type are not compatible")
    if img.ndim < 2:
        raise _pipeline_error("BoundingBox: the image should have at least two dimensions (H, W).")
    img_h, img_w = img.shape[0], img.shape[1]
    for x, y, w, h in boxes[:, :4].tolist():
        right, bottom = float(_F32(x) + _F32(w)), float(_F32(y) + _F32(h))
        if right > img_w or bottom > img_h:
            raise _pipeline_error(f"BoundingBox: bounding boxes is out of bounds of the image, as image width: "
                                  f"{img_w}, bbox width coordinate: {right:f}, and image height: {img_h}, bbox "
                                  f"height coordinate: {bottom:f}")
        if int(x) < 0 or int(y) < 0:
            raise _pipeline_error(f"BoundingBox: the coordinates of the bounding boxes has negative value, got: "
                                  f"({x:f},{y:f}).")
    return img, boxes.copy()


def _crop_boxes(boxes, left, top, right, bottom):
    """Keep the boxes that touch the crop window, clipped to it and moved to its origin (float32 throughout)."""
    kept = []
    lf, tf, rf, bf = _F32(left), _F32(top), _F32(right), _F32(bottom)
    zero = _F32(0)
    for row in boxes:
        x, y, w, h = row[0], row[1], row[2], row[3]
        x_max, y_max = x + w, y + h
        if x > rf or y > bf or x_max < lf or y_max < tf:
            continue
        x_min = max(x - min(zero, x - lf) - lf, zero)
        y_min = max(y - min(zero, y - tf) - tf, zero)
        x_max = min(x_max - max(zero, x_max - rf) - lf, _F32(right - left))
        y_max = min(y_max - max(zero, y_max - bf) - tf, _F32(bottom - top))
        out = row.copy()
        out[:4] = (x_min, y_min, x_max - x_min, y_max - y_min)
        kept.append(out)
    if not kept:
        return np.zeros((0, boxes.shape[1]), np.float32)
    return np.stack(kept).astype(np.float32)


def _resize_boxes(boxes, new_w, new_h, old_w, old_h):
    """Scale the box columns by the size ratios (each ratio rounded to float32 first, as MindSpore does)."""
    rw, rh = _F32(new_w / old_w), _F32(new_h / old_h)
    boxes[:, 0] *= rw
    boxes[:, 1] *= rh
    boxes[:, 2] *= rw
    boxes[:, 3] *= rh
    return boxes


class _BBoxOperation(ImageTensorOperation):
    """Base of the bounding-box transforms: they take and return an (image, boxes) pair."""

    def _transform(self, img, boxes):
        raise TypeError(f"{type(self).__name__} does not transform data")

    def _execute(self, *arrays):
        img, boxes = _boxes(arrays)
        return self._transform(img, boxes)


class ResizeWithBBox(_BBoxOperation):
    """
    Resize an image (as :class:`mindspore.dataset.vision.Resize`) and scale its bounding boxes by the same ratios.

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)`` of the output, or one int: the shorter side becomes
            `size` and the other keeps the aspect ratio.
        interpolation (Inter, optional): Interpolation mode. Default: ``Inter.LINEAR``.

    Raises:
        TypeError: If `size` is neither an int nor a pair of ints, or `interpolation` is not an :class:`Inter`.
        ValueError: If a size is not positive.
        RuntimeError: If the boxes are not an (N, 4+) float32 array inside the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> picture = np.zeros((4, 6, 3), np.uint8)
        >>> frames = np.array([[2, 0, 4, 2]], np.float32)
        >>> picture, frames = vision.ResizeWithBBox((2, 3))(picture, frames)
        >>> print(picture.shape, frames)
        (2, 3, 3) [[1. 0. 2. 1.]]
    """

    def __init__(self, size, interpolation=Inter.LINEAR):
        super().__init__()
        self._resize = Resize(size, interpolation)
        self.size = size
        self.interpolation = interpolation

    def _resized(self, img, boxes, mode):
        h, w = img.shape[0], img.shape[1]
        dh, dw = self._resize._target(h, w)
        out = _resize.resize(img, dh, dw, int(mode))
        return out, _resize_boxes(boxes, dw, dh, w, h)

    def _transform(self, img, boxes):
        return self._resized(img, boxes, self.interpolation)


# MindSpore's C++ interpolation codes, in the order RandomResizeWithBBox draws them.
_RANDOM_MODES = (Inter.BILINEAR, Inter.NEAREST, Inter.BICUBIC, Inter.AREA)


class RandomResizeWithBBox(ResizeWithBBox):
    """
    Resize an image and its bounding boxes (as :class:`ResizeWithBBox`) with an interpolation drawn at random
    from bilinear, nearest, bicubic and area.

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)`` of the output, or one int for the shorter side.

    Raises:
        TypeError: If `size` is neither an int nor a pair of ints.
        ValueError: If a size is not positive.
        RuntimeError: If the boxes are not an (N, 4+) float32 array inside the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> picture = np.full((4, 4), 7, np.uint8)
        >>> frames = np.array([[0, 0, 2, 4]], np.float32)
        >>> picture, frames = vision.RandomResizeWithBBox(8)(picture, frames)
        >>> print(picture.shape, frames)
        (8, 8) [[0. 0. 4. 8.]]
    """

    random = True

    def __init__(self, size):
        super().__init__(size)

    def _transform(self, img, boxes):
        mode = _RANDOM_MODES[_rng.uniform_int(self._gen(), 0, 3)]
        return self._resized(img, boxes, mode)


class RandomHorizontalFlipWithBBox(_BBoxOperation):
    """
    With probability `prob`, flip an image left-right and mirror its bounding boxes.

    Args:
        prob (float, optional): Probability of flipping, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If `prob` is not a number.
        ValueError: If `prob` is out of range.
        RuntimeError: If the boxes are not an (N, 4+) float32 array inside the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> picture = np.arange(5, dtype=np.uint8).reshape(1, 5)
        >>> frames = np.array([[0, 0, 2, 1]], np.float32)
        >>> picture, frames = vision.RandomHorizontalFlipWithBBox(1.0)(picture, frames)
        >>> print(picture, frames)
        [[4 3 2 1 0]] [[3. 0. 2. 1.]]
    """

    random = True
    _axis = 1

    def __init__(self, prob=0.5):
        super().__init__()
        _check_prob(prob)
        self.prob = prob

    def _transform(self, img, boxes):
        if not _rng.bernoulli(self._gen(), self.prob):
            return img.copy(), boxes
        center = _F32(img.shape[self._axis] / 2.)
        pos, length = (0, 2) if self._axis == 1 else (1, 3)
        boxes[:, pos] = center - boxes[:, pos] + center - boxes[:, length]
        flipped = img[:, ::-1] if self._axis == 1 else img[::-1]
        return flipped.copy(), boxes


class RandomVerticalFlipWithBBox(RandomHorizontalFlipWithBBox):
    """
    With probability `prob`, flip an image upside down and mirror its bounding boxes.

    Args:
        prob (float, optional): Probability of flipping, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If `prob` is not a number.
        ValueError: If `prob` is out of range.
        RuntimeError: If the boxes are not an (N, 4+) float32 array inside the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> picture = np.arange(4, dtype=np.uint8).reshape(4, 1)
        >>> frames = np.array([[0, 1, 1, 2]], np.float32)
        >>> picture, frames = vision.RandomVerticalFlipWithBBox(1.0)(picture, frames)
        >>> print(picture.ravel(), frames)
        [3 2 1 0] [[0. 1. 1. 2.]]
    """

    _axis = 0


class RandomCropWithBBox(_BBoxOperation):
    """
    Crop an image at a random position (after optional padding, as :class:`mindspore.dataset.vision.RandomCrop`),
    keep the bounding boxes that overlap the crop, clipped to it, and move them to the crop's origin.

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)`` of the crop, or one int for a square crop.
        padding (Union[int, Sequence[int]], optional): Padding applied first, as in
            :class:`mindspore.dataset.vision.Pad`. Default: ``None``.
        pad_if_needed (bool, optional): Whether to pad an image smaller than the crop. Default: ``False``.
        fill_value (Union[int, tuple[int]], optional): Constant of ``Border.CONSTANT`` padding. Default: ``0``.
        padding_mode (Border, optional): Padding mode. Default: ``Border.CONSTANT``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the boxes are not an (N, 4+) float32 array inside the image, or the (padded) image is
            smaller than the crop (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> picture = np.zeros((3, 3), np.uint8)
        >>> frames = np.array([[0, 0, 2, 2]], np.float32)
        >>> picture, frames = vision.RandomCropWithBBox(5, padding=1)(picture, frames)
        >>> print(picture.shape, frames)
        (5, 5) [[1. 1. 2. 2.]]
    """

    random = True

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0, padding_mode=Border.CONSTANT):
        super().__init__()
        self._crop = RandomCrop(size, padding, pad_if_needed, fill_value, padding_mode)
        self.size = size
        self.padding = padding
        self.pad_if_needed, self.fill_value, self.padding_mode = pad_if_needed, fill_value, padding_mode

    def _transform(self, img, boxes):
        _image(img, "RandomCropWithBBox")
        padded, top, left = self._crop._padded(img)
        if top or left:
            boxes[:, 0] += _F32(left)
            boxes[:, 1] += _F32(top)
        ch, cw = _hw(self.size)
        h, w = padded.shape[:2]
        if (h, w) == (ch, cw):
            return padded, boxes
        x, y = self._crop._position(h, w, self._gen())
        return padded[y:y + ch, x:x + cw].copy(), _crop_boxes(boxes, x, y, x + cw, y + ch)


class RandomResizedCropWithBBox(_BBoxOperation):
    """
    Crop a random region (as :class:`mindspore.dataset.vision.RandomResizedCrop`), resize it to `size`, and
    clip, move and scale the bounding boxes to match.

    Args:
        size (Union[int, Sequence[int]]): Output ``(height, width)``, or one int for a square.
        scale (Sequence[float], optional): Range of the area fraction. Default: ``(0.08, 1.0)``.
        ratio (Sequence[float], optional): Range of the aspect ratio (width / height).
            Default: ``(3. / 4., 4. / 3.)``.
        interpolation (Inter, optional): Interpolation mode. Default: ``Inter.BILINEAR``.
        max_attempts (int, optional): Draws before falling back to a centre crop. Default: ``10``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a range is decreasing or holds a negative value, or `max_attempts` is not positive.
        RuntimeError: If the boxes are not an (N, 4+) float32 array inside the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> picture = np.zeros((4, 4, 3), np.uint8)
        >>> frames = np.array([[0, 0, 2, 4]], np.float32)
        >>> op = vision.RandomResizedCropWithBBox(2, scale=(1.0, 1.0), ratio=(1.0, 1.0))
        >>> picture, frames = op(picture, frames)
        >>> print(picture.shape, frames)
        (2, 2, 3) [[0. 0. 1. 2.]]
    """

    random = True

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3. / 4., 4. / 3.), interpolation=Inter.BILINEAR,
                 max_attempts=10):
        super().__init__()
        self._crop = RandomResizedCrop(size, scale, ratio, interpolation, max_attempts)
        self.size = size
        self.scale = scale
        self.ratio = ratio
        self.interpolation, self.max_attempts = interpolation, max_attempts

    def _transform(self, img, boxes):
        _image(img, "RandomResizedCropWithBBox")
        y, x, ch, cw = self._crop._region(img.shape[0], img.shape[1], self._gen())
        boxes = _crop_boxes(boxes, x, y, x + cw, y + ch)
        dh, dw = _hw(self.size)
        out = _resize.resize(np.ascontiguousarray(img[y:y + ch, x:x + cw]), dh, dw, int(self.interpolation))
        return out, _resize_boxes(boxes, dw, dh, cw, ch)


class BoundingBoxAugment(_BBoxOperation):
    """
    Apply an image transform inside some of the bounding boxes: each box is picked with probability `ratio`,
    its region is transformed (and resized back to the box when the transform changed its size) and pasted back.
    The boxes themselves are returned unchanged.

    Args:
        transform (TensorOperation): The image transform applied to the picked regions.
        ratio (float, optional): Probability of picking each box, in [0.0, 1.0]. Default: ``0.3``.

    Raises:
        TypeError: If `transform` is not a transform or `ratio` is not a number.
        ValueError: If `ratio` is out of range.
        RuntimeError: If the boxes are not an (N, 4+) float32 array inside the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> picture = np.arange(8, dtype=np.uint8).reshape(2, 4)
        >>> frames = np.array([[0, 0, 2, 1]], np.float32)
        >>> op = vision.BoundingBoxAugment(vision.HorizontalFlip(), 1.0)
        >>> picture, frames = op(picture, frames)
        >>> print(picture)
        [[1 0 2 3]
         [4 5 6 7]]
    """

    random = True

    def __init__(self, transform, ratio=0.3):
        super().__init__()
        if not isinstance(transform, TensorOperation):
            raise TypeError(f"Argument transform with value {transform} is not of type [<class "
                            f"'mindspore._c_dataengine.TensorOp'>, <class 'mindspore._c_dataengine.TensorOperation'>], "
                            f"but got {type(transform)}.")
        type_check(ratio, (float, int), "ratio")
        check_value(ratio, [0.0, 1.0], "ratio")
        self.ratio = ratio
        self.transform = transform

    def _children(self):
        return [self.transform]

    def _pipeline_copy(self, worker=0):
        new = super()._pipeline_copy(worker)
        if hasattr(self.transform, "_pipeline_copy"):
            new.transform = self.transform._pipeline_copy(worker)
        return new

    def _transform(self, img, boxes):
        out = img.copy()
        gen = self._gen()
        ratio = _F32(self.ratio)
        for x, y, w, h in boxes[:, :4].tolist():
            if not _rng.canonical_float(gen) < ratio:
                continue
            x, y, w, h = int(x), int(y), int(w), int(h)
            region = self.transform(np.ascontiguousarray(out[y:y + h, x:x + w]))
            if region.shape[0] != h or region.shape[1] != w:
                region = _resize.resize(region, h, w, int(Inter.BILINEAR))
            out[y:y + region.shape[0], x:x + region.shape[1]] = region
        return out, boxes


def _check_alpha(alpha):
    type_check(alpha, (int, float), "alpha")
    if alpha <= 0:
        raise ValueError("Input alpha must be greater than 0.")
    check_value(alpha, (0, 16777216), left_open_interval=True)


def _numeric_labels(labels, op):
    if labels.dtype.kind not in "iufb":
        kind = "string" if labels.dtype.kind in "US" else str(labels.dtype)
        raise _pipeline_error(f"{op}: invalid label type, label must be in a numeric type, but got: {kind}. You may "
                              f"need to perform OneHot first.")
    return labels.astype(np.float32)


def _blend_images(first, second, weight):
    """``weight * first + (1 - weight) * second`` as OpenCV's addWeighted computes it for the image's type."""
    w1, w2 = np.float32(weight), np.float32(1) - np.float32(weight)
    if first.dtype == np.uint8:
        mixed = first.astype(np.float32) * w1 + second.astype(np.float32) * w2
        return np.clip(np.rint(mixed), 0, 255).astype(np.uint8)
    mixed = first.astype(np.float64) * float(w1) + second.astype(np.float64) * float(w2)
    return mixed.astype(first.dtype)


class MixUpBatch(ImageTensorOperation):
    """
    Mix a batch of images and one-hot labels with a shuffled copy of itself: one weight ``lam`` is drawn from
    Beta(`alpha`, `alpha`) per batch and every sample becomes ``lam * sample + (1 - lam) * partner``. Apply it
    after :meth:`Dataset.batch` on (N, H, W, C) or (N, C, H, W) images and (N, C) or (N, L, C) integer labels;
    the labels come out float32.

    Args:
        alpha (float, optional): Parameter of the Beta distribution, greater than 0. Default: ``1.0``.

    Raises:
        TypeError: If `alpha` is not a number.
        ValueError: If `alpha` is not positive.
        RuntimeError: If the images are not batched 4-D arrays or the labels are not batched one-hot integers
            (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> pictures = np.full((2, 2, 2, 3), 10, np.uint8)
        >>> onehot = np.array([[1, 0], [1, 0]], np.int32)
        >>> pictures, soft = vision.MixUpBatch(0.5)(pictures, onehot)
        >>> print(pictures[0, 0, 0], soft)
        [10 10 10] [[1. 0.]
         [1. 0.]]
    """

    random = True

    def __init__(self, alpha=1.0):
        super().__init__()
        _check_alpha(alpha)
        self.alpha = alpha

    def _execute(self, *arrays):
        if len(arrays) < 2:
            raise _pipeline_error(f"MixUpBatch: size of input data should be 2 (including images or labels), but got: "
                                  f"{len(arrays)}, check 'input_columns' when call this operator.")
        images, labels = arrays[0], arrays[1]
        if images.ndim != 4 or images.shape[0] != labels.shape[0]:
            raise _pipeline_error(f"MixUpBatch: rank of image shape should be: 4, but got: {images.ndim}, make sure "
                                  f"image shape are <H,W,C> or <C,H,W> and batched before calling MixUpBatch.")
        soft = _numeric_labels(labels, "MixUpBatch")
        if labels.ndim not in (2, 3):
            raise _pipeline_error(f"MixUpBatch: wrong labels shape. The second column (labels) must have a shape of NC "
                                  f"or NLC where N is the batch size, L is the number of labels in each row, and C is "
                                  f"the number of classes. labels must be in one-hot format and in a batch, but got "
                                  f"rank: {labels.ndim}")
        if images.shape[1] not in (1, 3) and images.shape[3] not in (1, 3):
            shape = ",".join(str(d) for d in images.shape)
            raise _pipeline_error(f"MixUpBatch: images shape should in <N,H,W,C> or <N,C,H,W>, got shape:<{shape}>")
        gen = self._gen()
        # MindSpore draws each weight from a distribution object of its own, so no normal draw carries over
        x1 = _rng.GammaFloat(self.alpha)(gen)
        x2 = _rng.GammaFloat(self.alpha)(gen)
        lam = x1 / (x1 + x2)
        order = list(range(images.shape[0]))
        _rng.std_shuffle(order, gen)
        mixed_labels = lam * soft + (np.float32(1) - lam) * soft[order]
        mixed = np.stack([_blend_images(images[i], images[order[i]], lam) for i in range(images.shape[0])])
        return mixed, mixed_labels.astype(np.float32)


class CutMixBatch(ImageTensorOperation):
    """
    CutMix a batch: for each sample (with probability `prob`), a random rectangle whose area fraction follows
    Beta(`alpha`, `alpha`) is replaced by the same rectangle of another sample of the batch, and the one-hot
    labels are mixed by the pasted area. Apply it after :meth:`Dataset.batch`; the labels come out float32.

    Args:
        image_batch_format (ImageBatchFormat): Layout of the image batch, ``ImageBatchFormat.NHWC`` or
            ``ImageBatchFormat.NCHW``.
        alpha (float, optional): Parameter of the Beta distribution, greater than 0. Default: ``1.0``.
        prob (float, optional): Probability of mixing each sample, in [0.0, 1.0]. Default: ``1.0``.

    Raises:
        TypeError: If `image_batch_format` is not an :class:`ImageBatchFormat` or a number has the wrong type.
        ValueError: If `alpha` is not positive or `prob` is out of range.
        RuntimeError: If the images do not match the layout or the labels are not batched one-hot integers
            (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> pictures = np.zeros((2, 4, 4, 3), np.uint8)
        >>> onehot = np.array([[0, 1], [1, 0]], np.int32)
        >>> op = vision.CutMixBatch(vision.ImageBatchFormat.NHWC, prob=0.0)
        >>> pictures, soft = op(pictures, onehot)
        >>> print(pictures.shape, soft)
        (2, 4, 4, 3) [[0. 1.]
         [1. 0.]]
    """

    random = True

    def __init__(self, image_batch_format, alpha=1.0, prob=1.0):
        super().__init__()
        type_check(image_batch_format, (ImageBatchFormat,), "image_batch_format")
        type_check(alpha, (int, float), "alpha")
        type_check(prob, (int, float), "prob")
        check_value(alpha, (0, 16777216), left_open_interval=True)
        _check_alpha(alpha)
        check_value(prob, [0, 1], "prob")
        self.image_batch_format = image_batch_format.value
        self.alpha = alpha
        self.prob = prob

    @staticmethod
    def _box(height, width, lam, gen):
        cut_ratio = np.sqrt(np.float32(1) - lam)  # the side ratio: the cut area is (1 - lam) of the image
        cut_w = int(np.float32(width) * cut_ratio)
        cut_h = int(np.float32(height) * cut_ratio)
        cx = _rng.uniform_int(gen, 0, width)
        cy = _rng.uniform_int(gen, 0, height)
        x = min(max(cx - cut_w // 2, 0), width - 1)
        y = min(max(cy - cut_h // 2, 0), height - 1)
        x2 = min(max(cx + cut_w // 2, 0), width - 1)
        y2 = min(max(cy + cut_h // 2, 0), height - 1)
        return x, y, min(max(x2 - x, 1), width - 1), min(max(y2 - y, 1), height - 1)

    def _execute(self, *arrays):
        if len(arrays) < 2:
            raise _pipeline_error(f"CutMixBatch: invalid input size, input should have 2 columns (image and label), "
                                  f"but got: {len(arrays)}")
        images, labels = arrays[0], arrays[1]
        if images.ndim != 4:
            raise _pipeline_error(f"CutMixBatch: input image is not in shape of <B,H,W,C> or <B,C,H,W>, but got "
                                  f"dimension: {images.ndim}. You may need to perform Batch first.")
        if labels.ndim not in (2, 3):
            raise _pipeline_error(f"CutMixBatch: input label is not in shape of <Batch,Class> or <Batch,Row,Class>, "
                                  f"but got dimension: {labels.ndim}. You may need to perform OneHot and Batch first.")
        if images.shape[0] != labels.shape[0]:
            raise _pipeline_error(f"CutMixBatch: batch sizes of image and label must be the same, but got image size: "
                                  f"{images.shape[0]} and label size: {labels.shape[0]}")
        soft_in = _numeric_labels(labels, "CutMixBatch")
        nchw = self.image_batch_format == ImageBatchFormat.NCHW.value
        channels = images.shape[1] if nchw else images.shape[3]
        if channels not in (1, 3):
            raise _pipeline_error(f"CutMixBatch: input image is not in channel of 1 or 3, but got channel: {channels}")
        gen = self._gen()
        order = list(range(images.shape[0]))
        _rng.std_shuffle(order, gen)
        # two distribution objects live for the whole batch, one for each weight, each keeping its spare normal
        gamma_first, gamma_second = _rng.GammaFloat(self.alpha), _rng.GammaFloat(self.alpha)
        out = images.copy()
        soft = soft_in.copy()
        height, width = (images.shape[2], images.shape[3]) if nchw else (images.shape[1], images.shape[2])
        for i in range(images.shape[0]):
            x1 = gamma_first(gen)
            x2 = gamma_second(gen)
            lam = x1 / (x1 + x2)
            if not _rng.canonical(gen) < self.prob:
                continue
            x, y, cw, ch = self._box(height, width, lam, gen)
            if nchw:
                out[i, :, y:y + ch, x:x + cw] = images[order[i], :, y:y + ch, x:x + cw]
            else:
                out[i, y:y + ch, x:x + cw] = images[order[i], y:y + ch, x:x + cw]
            label_lam = np.float32(1) - np.float32(cw * ch) / np.float32(height * width)
            soft[i] = label_lam * soft_in[i] + (np.float32(1) - label_lam) * soft_in[order[i]]
        return out, soft


class MixUp(PyTensorOperation):
    """
    Mix up a batch of (N, H, W, C) images and (N, C) one-hot labels with Beta(`alpha`, `alpha`) weights drawn
    from NumPy's global generator (one per sample). With `is_single`, each sample is mixed with the next one of
    the same batch (the last with the first); otherwise with the previous mixed batch (the first batch is
    returned unchanged).

    Args:
        batch_size (int): Number of samples in a batch.
        alpha (float): Parameter of the Beta distribution, greater than 0.
        is_single (bool, optional): Whether to mix within the batch. Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `batch_size` or `alpha` is not positive.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> pictures = np.ones((2, 1, 1, 1), np.float32)
        >>> onehot = np.array([[1, 0], [1, 0]], np.float32)
        >>> pictures, soft = vision.MixUp(2, 0.4)(pictures, onehot)
        >>> print(pictures.ravel(), soft)
        [1. 1.] [[1. 0.]
         [1. 0.]]
    """

    def __init__(self, batch_size, alpha, is_single=True):
        super().__init__()
        type_check(is_single, (bool,), "is_single")
        type_check(batch_size, (int,), "batch_size")
        type_check(alpha, (int, float), "alpha")
        check_value(batch_size, (1, 16777216))
        if alpha <= 0:
            raise ValueError("Input alpha must be greater than 0.")
        self.batch_size, self.alpha, self.is_single = batch_size, alpha, is_single
        # the previous mixed batch, used when is_single is False
        self.image, self.label, self.is_first = 0, 0, True

    def __call__(self, image, label):
        """
        Mix a batch of images and labels.

        Args:
            image (numpy.ndarray): The (N, H, W, C) images.
            label (numpy.ndarray): The (N, C) one-hot labels.

        Returns:
            tuple[numpy.ndarray, numpy.ndarray], the mixed images and labels.
        """
        n = self.batch_size
        lam = np.random.beta(self.alpha, self.alpha, n)
        if self.is_single:
            partner = list(range(1, n)) + [0]
            img_other, label_other = image[partner, ...], label[partner, ...]
        else:
            if self.is_first:
                lam = np.ones(n)
                self.is_first = False
            img_other, label_other = self.image, self.label
        mixed = lam.reshape((n, 1, 1, 1)) * image + (1 - lam.reshape((n, 1, 1, 1))) * img_other
        soft = lam.reshape((n, 1)) * label + (1 - lam.reshape((n, 1))) * label_other
        if not self.is_single:
            self.image, self.label = mixed, soft
        return mixed, soft


def _check_ops(transforms, name):
    for i, op in enumerate(transforms):
        if not callable(op):
            raise TypeError(f"{name}[{i}] is neither a transforms op (TensorOperation) nor a callable pyfunc.")


def _as_row(result):
    return result if isinstance(result, tuple) else (result,)


class UniformAugment(TensorOperation):
    """
    Pick `num_ops` of the given transforms at random (keeping their order) and apply each picked one with
    probability one half, one after the other.

    Args:
        transforms (Sequence): The candidate transforms.
        num_ops (int, optional): How many transforms to pick. Default: ``2``.

    Raises:
        TypeError: If `transforms` holds something that is not a transform, or `num_ops` is not an int.
        ValueError: If `transforms` is empty, or `num_ops` is not positive or exceeds the number of transforms.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> op = vision.UniformAugment([vision.Invert(), vision.Equalize()], num_ops=1)
        >>> print(op(np.zeros((2, 2, 3), np.uint8)).shape)
        (2, 2, 3)
    """

    random = True

    def __init__(self, transforms, num_ops=2):
        super().__init__()
        type_check(num_ops, (int,), "num_ops")
        if num_ops <= 0:
            raise ValueError("Input num_ops must be greater than 0.")
        if num_ops > len(transforms):
            raise ValueError("num_ops is greater than transforms list size.")
        type_check(transforms, (list, tuple), "transforms list")
        if not transforms:
            raise ValueError("transforms list can not be empty.")
        _check_ops(transforms, "transforms")
        self.transforms = list(transforms)
        self.num_ops = num_ops

    def _children(self):
        return self.transforms

    def __call__(self, *args):
        gen = self._gen()
        picked = []
        left, wanted, index = len(self.transforms), self.num_ops, 0
        while wanted and left >= 2:
            both = _rng.uniform_int(gen, 0, left * (left - 1) - 1)
            first, second = divmod(both, left - 1)
            left -= 1
            if first < wanted:
                picked.append(self.transforms[index])
                wanted -= 1
            index += 1
            if not wanted:
                break
            left -= 1
            if second < wanted:
                picked.append(self.transforms[index])
                wanted -= 1
            index += 1
        while wanted:
            left -= 1
            if _rng.uniform_int(gen, 0, left) < wanted:
                picked.append(self.transforms[index])
                wanted -= 1
            index += 1
        row = args
        for op in picked:
            if _rng.uniform_int(gen, 0, 1):
                continue
            row = _as_row(op(*row))
        return row[0] if len(row) == 1 else row


class RandomSelectSubpolicy(ImageTensorOperation):
    """
    Pick one sub-policy of `policy` at random and run its ``(transform, prob)`` steps in order, each with its
    probability.

    Args:
        policy (list[list[tuple[TensorOperation, float]]]): The sub-policies: non-empty lists of
            ``(transform, probability)`` pairs with probabilities in [0.0, 1.0].

    Raises:
        TypeError: If `policy` is not a list of lists, or a step's transform is not callable.
        ValueError: If `policy` or a sub-policy is empty, a step is not a pair, or a probability is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> op = vision.RandomSelectSubpolicy([[(vision.Invert(), 1.0)], [(vision.Invert(), 1.0)]])
        >>> print(op(np.array([[[0, 5, 255]]], np.uint8)))
        [[[255 250   0]]]
    """

    random = True

    def __init__(self, policy):
        super().__init__()
        type_check(policy, (list,), "policy")
        if not policy:
            raise ValueError("policy can not be empty.")
        for i, sub in enumerate(policy):
            type_check(sub, (list,), f"policy[{[i]}]")
            if not sub:
                raise ValueError(f"policy[{i}] can not be empty.")
            for j, step in enumerate(sub):
                if not (isinstance(step, tuple) and len(step) == 2):
                    raise ValueError(f"Value policy[{i}][{j}] needs to be a 2-tuple.")
                if not callable(step[0]):
                    raise TypeError(f"op of (op, prob) in policy[{i}][{j}] is neither a transforms op "
                                    f"(TensorOperation) nor a callable pyfunc.")
                check_value(step[1], (0, 1), f"prob of (op, prob) policy[{i}][{j}]")
        self.policy = policy

    def _pipeline_copy(self, worker=0):
        new = super()._pipeline_copy(worker)
        new.policy = [[(op._pipeline_copy(worker) if hasattr(op, "_pipeline_copy") else op, prob) for op, prob in sub]
                      for sub in self.policy]
        return new

    def __call__(self, *args):
        gen = self._gen()
        sub = self.policy[_rng.uniform_int(gen, 0, len(self.policy) - 1)]
        row = args
        for op, prob in sub:
            if _rng.canonical(gen) <= prob:
                row = _as_row(op(*row))
        return row[0] if len(row) == 1 else row


def _round_even(value):
    return np.float32(np.rint(np.float32(value)))


def _linspace(start, end, num, scale=1.0, offset=0.0, rounded=False):
    """Evenly spaced float32 magnitudes, computed in float32 as MindSpore's augmentation policies do."""
    start, end = np.float32(start), np.float32(end)
    step = np.float32(0) if num == 1 else (end - start) / np.float32(num - 1)
    out = []
    for i in range(num):
        value = (start + np.float32(i) * step) * np.float32(scale) + np.float32(offset)
        out.append(_round_even(value) if rounded else value)
    return out


def _space(kind, bins, height, width):
    """The augmentation space of a policy: name -> (magnitudes, whether the sign is drawn)."""
    wide = kind == "wide"
    top = 0.99 if wide else 0.9
    space = {
        "ShearX": (_linspace(0.0, 0.99 if wide else 0.3, bins), True),
        "ShearY": (_linspace(0.0, 0.99 if wide else 0.3, bins), True),
        "TranslateX": (_linspace(0.0, 32.0 if wide else np.float32(150.0 / 331) * np.float32(width), bins), True),
        "TranslateY": (_linspace(0.0, 32.0 if wide else np.float32(150.0 / 331) * np.float32(height), bins), True),
        "Rotate": (_linspace(0.0, 135.0 if wide else 30.0, bins), True),
        "Brightness": (_linspace(0.0, top, bins), True),
        "Color": (_linspace(0.0, top, bins), True),
        "Contrast": (_linspace(0.0, top, bins), True),
        "Sharpness": (_linspace(0.0, top, bins), True),
        "Posterize": (_linspace(0.0, bins - 1.0, bins, np.float32(-6.0 if wide else -4.0) / np.float32(bins - 1.0),
                                8, True), False),
        "Solarize": (_linspace(256.0 if kind == "auto" else 255.0, 0.0, bins), False),
        "AutoContrast": ([0.0], False),
        "Equalize": ([0.0], False),
    }
    if kind == "auto":
        space["Invert"] = ([0.0], False)
    else:
        space["Identity"] = ([0.0], False)
    return space


def _warp(img, translate, shear, interpolation, fill):
    h, w = img.shape[:2]
    matrix = _affine_matrix(((w - 1) * 0.5, (h - 1) * 0.5), 0.0, translate, 1.0, shear)
    cv2 = _opencv()
    out = cv2.warpAffine(np.ascontiguousarray(img), matrix, (w, h), flags=_cv_inter(interpolation),
                         borderMode=cv2.BORDER_CONSTANT, borderValue=_border_value(img, fill))
    return out.reshape(img.shape)


def _augment(img, name, magnitude, interpolation, fill):
    """Apply one named augmentation of the policies with the given magnitude."""
    m = float(magnitude)
    if name in ("ShearX", "ShearY"):
        shear = float(np.float32(m * 180 / np.pi))
        return _warp(img, (0, 0), (shear, 0.0) if name == "ShearX" else (0.0, shear), interpolation, fill)
    if name in ("TranslateX", "TranslateY"):
        # MindSpore hands the whole-pixel shift to its Affine kernel, which reads it as a fraction of the side
        shift = float(int(m))
        h, w = img.shape[:2]
        move = (shift * w, 0.0) if name == "TranslateX" else (0.0, shift * h)
        return _warp(img, move, (0.0, 0.0), interpolation, fill)
    if name == "Rotate":
        return _rotate(img, m, interpolation, False, None, fill)
    adjust = {"Brightness": AdjustBrightness, "Color": AdjustSaturation, "Contrast": AdjustContrast,
              "Sharpness": AdjustSharpness}
    if name in adjust:
        return adjust[name](float(np.float32(1) + np.float32(m)))._execute(img)
    if name == "Posterize":
        return Posterize(int(m))._execute(img)
    if name == "Solarize":
        return np.where(img >= m, 255 - img, img).astype(img.dtype)
    fixed = {"AutoContrast": AutoContrast, "Equalize": Equalize, "Invert": Invert}
    if name in fixed:
        return fixed[name]()._execute(img)
    return img.copy()


def _rgb_image(img, op):
    if op != "AutoAugment" and img.ndim != 3:
        raise _pipeline_error(f"{op}: the dimension of image tensor does not match the requirement of operator. "
                              f"Expecting tensor in dimension of (3), in shape of <H, W, C>. But got dimension "
                              f"{img.ndim}.")
    if op != "AutoAugment" and img.shape[2] != 3:
        raise _pipeline_error(f"{op}: the channel of image tensor does not match the requirement of operator. "
                              f"Expecting tensor in channel of (3). But got channel {img.shape[2]}.")
    if img.ndim != 3:
        raise _pipeline_error(f"{op}: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
    if img.shape[2] != 3:
        raise _pipeline_error(f"{op}: channel of input image should be 3, but got: {img.shape[2]}")
    return img


def _check_policy_args(interpolation, fill_value):
    type_check(interpolation, (Inter,), "interpolation")
    _check_fill_value(fill_value)
    return _fill3(fill_value)


def _rand_int(gen, low, high):
    """MindSpore's policy draw: uniform in [low, high] folded onto [low, high) by a modulo."""
    return _rng.uniform_int(gen, low, high) % (high - low) + low


# The two-step sub-policies of AutoAugment, one "name/probability/magnitude-bin" pair per sub-policy ("-": the
# step takes no magnitude), sub-policies separated by ";".
_POLICY_TEXT = {
    AutoAugmentPolicy.IMAGENET: (
        "Posterize/0.4/8 Rotate/0.6/9; Solarize/0.6/5 AutoContrast/0.6/-; Equalize/0.8/- Equalize/0.6/-; "
        "Posterize/0.6/7 Posterize/0.6/6; Equalize/0.4/- Solarize/0.2/4; Equalize/0.4/- Rotate/0.8/8; "
        "Solarize/0.6/3 Equalize/0.6/-; Posterize/0.8/5 Equalize/1/-; Rotate/0.2/3 Solarize/0.6/8; "
        "Equalize/0.6/- Posterize/0.4/6; Rotate/0.8/8 Color/0.4/0; Rotate/0.4/9 Equalize/0.6/-; "
        "Equalize/0/- Equalize/0.8/-; Invert/0.6/- Equalize/1/-; Color/0.6/4 Contrast/1/8; "
        "Rotate/0.8/8 Color/1/2; Color/0.8/8 Solarize/0.8/7; Sharpness/0.4/7 Invert/0.6/-; "
        "ShearX/0.6/5 Equalize/1/-; Color/0.4/0 Equalize/0.6/-; Equalize/0.4/- Solarize/0.2/4; "
        "Solarize/0.6/5 AutoContrast/0.6/-; Invert/0.6/- Equalize/1/-; Color/0.6/4 Contrast/1/8; "
        "Equalize/0.8/- Equalize/0.6/-"
    ),
    AutoAugmentPolicy.CIFAR10: (
        "Invert/0.1/- Contrast/0.2/6; Rotate/0.7/2 TranslateX/0.3/9; Sharpness/0.8/1 Sharpness/0.9/3; "
        "ShearY/0.5/8 TranslateY/0.7/9; AutoContrast/0.5/- Equalize/0.9/-; ShearY/0.2/7 Posterize/0.3/7; "
        "Color/0.4/3 Brightness/0.6/7; Sharpness/0.3/9 Brightness/0.7/9; Equalize/0.6/- Equalize/0.5/-; "
        "Contrast/0.6/7 Sharpness/0.6/5; Color/0.7/7 TranslateX/0.5/8; Equalize/0.3/- AutoContrast/0.4/-; "
        "TranslateY/0.4/3 Sharpness/0.2/6; Brightness/0.9/6 Color/0.2/8; Solarize/0.5/2 Invert/0/-; "
        "Equalize/0.2/- AutoContrast/0.6/-; Equalize/0.2/- Equalize/0.6/-; Color/0.9/9 Equalize/0.6/-; "
        "AutoContrast/0.8/- Solarize/0.2/8; Brightness/0.1/3 Color/0.7/0; Solarize/0.4/5 AutoContrast/0.9/-; "
        "TranslateY/0.9/9 TranslateY/0.7/9; AutoContrast/0.9/- Solarize/0.8/3; Equalize/0.8/- Invert/0.1/-; "
        "TranslateY/0.7/9 AutoContrast/0.9/-"
    ),
    AutoAugmentPolicy.SVHN: (
        "ShearX/0.9/4 Invert/0.2/-; ShearY/0.9/8 Invert/0.7/-; Equalize/0.6/- Solarize/0.6/6; "
        "Invert/0.9/- Equalize/0.6/-; Equalize/0.6/- Rotate/0.9/3; ShearX/0.9/4 AutoContrast/0.8/-; "
        "ShearY/0.9/8 Invert/0.4/-; ShearY/0.9/5 Solarize/0.2/6; Invert/0.9/- AutoContrast/0.8/-; "
        "Equalize/0.6/- Rotate/0.9/3; ShearX/0.9/4 Solarize/0.3/3; ShearY/0.8/8 Invert/0.7/-; "
        "Equalize/0.9/- TranslateY/0.6/6; Invert/0.9/- Equalize/0.6/-; Contrast/0.3/3 Rotate/0.8/4; "
        "Invert/0.8/- TranslateY/0/2; ShearY/0.7/6 Solarize/0.4/8; Invert/0.6/- Rotate/0.8/4; "
        "ShearY/0.3/7 TranslateX/0.9/3; ShearX/0.1/6 Invert/0.6/-; Solarize/0.7/2 TranslateY/0.6/7; "
        "ShearY/0.8/4 Invert/0.8/-; ShearX/0.7/9 TranslateY/0.8/3; ShearY/0.8/5 AutoContrast/0.7/-; "
        "ShearX/0.7/2 Invert/0.1/-"
    ),
}


def _parse_policy(text):
    table = []
    for sub in text.split(";"):
        steps = []
        for step in sub.split():
            name, prob, bin_index = step.split("/")
            steps.append((name, float(prob), None if bin_index == "-" else int(bin_index)))
        table.append(tuple(steps))
    return table


_POLICIES = {key: _parse_policy(text) for key, text in _POLICY_TEXT.items()}


class AutoAugment(ImageTensorOperation):
    """
    Apply one of the learned two-step AutoAugment sub-policies, picked at random, to an (H, W, 3) image: each
    step runs with its own probability and magnitude (the sign of a signed magnitude is drawn).

    Args:
        policy (AutoAugmentPolicy, optional): The learned policy set: ``AutoAugmentPolicy.IMAGENET``,
            ``AutoAugmentPolicy.CIFAR10`` or ``AutoAugmentPolicy.SVHN``. Default: ``AutoAugmentPolicy.IMAGENET``.
        interpolation (Inter, optional): Interpolation of the geometric steps. Default: ``Inter.NEAREST``.
        fill_value (Union[int, tuple[int]], optional): Fill of the area uncovered by geometric steps, one value
            or an (R, G, B) triple in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `fill_value` is out of range.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> op = vision.AutoAugment(vision.AutoAugmentPolicy.CIFAR10)
        >>> print(op(np.full((4, 4, 3), 128, np.uint8)).shape)
        (4, 4, 3)
    """

    random = True

    def __init__(self, policy=AutoAugmentPolicy.IMAGENET, interpolation=Inter.NEAREST, fill_value=0):
        super().__init__()
        type_check(policy, (AutoAugmentPolicy,), "policy")
        self._fill = _check_policy_args(interpolation, fill_value)
        self.policy = policy
        self.interpolation = interpolation
        self.fill_value = tuple([fill_value] * 3) if isinstance(fill_value, int) else fill_value

    def _execute(self, *arrays):
        img = _rgb_image(arrays[0], "AutoAugment")
        gen = self._gen()
        table = _POLICIES[self.policy]
        steps = table[_rng.uniform_int(gen, 0, len(table) - 1)]
        probs = [_rng.uniform_real_float(gen, 0, 1) for _ in range(2)]
        signs = [_rng.uniform_int(gen, 0, 1) for _ in range(2)]
        space = _space("auto", 10, img.shape[0], img.shape[1])
        for (name, prob, bin_index), drawn, sign in zip(steps, probs, signs):
            if drawn > np.float32(prob):
                continue
            magnitudes, signed = space[name]
            magnitude = magnitudes[bin_index] if len(magnitudes) != 1 and bin_index is not None else np.float32(0)
            if signed and sign == 0:
                magnitude = -magnitude
            img = _augment(img, name, magnitude, self.interpolation, self._fill)
        return img


class RandAugment(ImageTensorOperation):
    """
    RandAugment: apply `num_ops` augmentations drawn uniformly (with repetition) from 14 candidates, all at the
    same magnitude bin, with a random sign for the signed ones, to an (H, W, 3) image.

    Args:
        num_ops (int, optional): Number of augmentations applied in sequence. Default: ``2``.
        magnitude (int, optional): Magnitude bin, in [0, `num_magnitude_bins`). Default: ``9``.
        num_magnitude_bins (int, optional): Number of magnitude bins, at least 2. Default: ``31``.
        interpolation (Inter, optional): Interpolation of the geometric steps. Default: ``Inter.NEAREST``.
        fill_value (Union[int, tuple[int]], optional): Fill of the uncovered area, one value or an (R, G, B)
            triple in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandAugment(num_ops=0)(np.full((2, 2, 3), 9, np.uint8))[0, 0])
        [9 9 9]
    """

    random = True

    def __init__(self, num_ops=2, magnitude=9, num_magnitude_bins=31, interpolation=Inter.NEAREST, fill_value=0):
        super().__init__()
        type_check(num_ops, (int,), "num_ops")
        check_value(num_ops, (0, 16777216), "num_ops")
        type_check(num_magnitude_bins, (int,), "num_magnitude_bins")
        check_value(num_magnitude_bins, (2, 16777216), "num_magnitude_bins")
        type_check(magnitude, (int,), "magnitude")
        check_value(magnitude, (0, num_magnitude_bins), "magnitude", right_open_interval=True)
        self._fill = _check_policy_args(interpolation, fill_value)
        self.num_ops, self.magnitude, self.num_magnitude_bins = num_ops, magnitude, num_magnitude_bins
        self.interpolation = interpolation
        self.fill_value = tuple([fill_value] * 3) if isinstance(fill_value, int) else fill_value

    def _execute(self, *arrays):
        img = _rgb_image(arrays[0], "RandAugment")
        gen = self._gen()
        space = _space("rand", self.num_magnitude_bins, img.shape[0], img.shape[1])
        names = sorted(space)
        for _ in range(self.num_ops):
            name = names[_rand_int(gen, 0, len(names))]
            magnitudes, signed = space[name]
            magnitude = magnitudes[self.magnitude] if len(magnitudes) != 1 else np.float32(0)
            flip = _rand_int(gen, 0, 2)
            if signed and flip:
                magnitude = -magnitude
            img = _augment(img, name, magnitude, self.interpolation, self._fill)
        return img


class TrivialAugmentWide(ImageTensorOperation):
    """
    TrivialAugmentWide: apply one augmentation drawn uniformly from 14 candidates, with a magnitude bin drawn
    uniformly too (and a random sign for the signed ones), to an (H, W, 3) image.

    Args:
        num_magnitude_bins (int, optional): Number of magnitude bins, at least 2. Default: ``31``.
        interpolation (Inter, optional): Interpolation of the geometric steps. Default: ``Inter.NEAREST``.
        fill_value (Union[int, tuple[int]], optional): Fill of the uncovered area, one value or an (R, G, B)
            triple in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.TrivialAugmentWide()(np.zeros((3, 3, 3), np.uint8)).shape)
        (3, 3, 3)
    """

    random = True

    def __init__(self, num_magnitude_bins=31, interpolation=Inter.NEAREST, fill_value=0):
        super().__init__()
        type_check(num_magnitude_bins, (int,), "num_magnitude_bins")
        check_value(num_magnitude_bins, (2, 16777216), "num_magnitude_bins")
        self._fill = _check_policy_args(interpolation, fill_value)
        self.num_magnitude_bins = num_magnitude_bins
        self.interpolation = interpolation
        self.fill_value = tuple([fill_value] * 3) if isinstance(fill_value, int) else fill_value

    def _execute(self, *arrays):
        img = _rgb_image(arrays[0], "TrivialAugmentWide")
        gen = self._gen()
        space = _space("wide", self.num_magnitude_bins, img.shape[0], img.shape[1])
        names = sorted(space)
        name = names[_rand_int(gen, 0, len(names))]
        magnitudes, signed = space[name]
        magnitude = np.float32(0)
        if len(magnitudes) != 1:
            magnitude = magnitudes[_rand_int(gen, 0, len(magnitudes))]
        if _rand_int(gen, 0, 2) and signed:
            magnitude = -magnitude
        return _augment(img, name, magnitude, self.interpolation, self._fill)

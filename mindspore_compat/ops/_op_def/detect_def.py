"""Registry entries of the detection operators: cropping boxes out of a batch of images (``CropAndResize`` /
``crop_and_resize``). One entry per operator, see :mod:`mindspore_compat.ops._registry`.
"""
import torch

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim, function
from .conv_pool_def import _doc, _tensor, _is_int

__all__ = []

_CROP_METHODS = ("bilinear", "nearest", "bilinear_v2")
_CROP_DTYPES = (torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64, torch.float16, torch.float32,
                torch.float64)


def _crop_method(name, method):
    if not isinstance(method, str) or method not in _CROP_METHODS:
        raise ValueError(f"For '{name}', the 'method' must be str and must be in '{list(_CROP_METHODS)}', but got "
                         f"{method!r}.")


def _crop_check(p):
    _crop_method(p.name, p.method)


def _tf_coords(lo, hi, size, steps):
    """Sample coordinates of the ``bilinear`` / ``nearest`` methods: `steps` points spread from the box's first to
    its last pixel (the centre for a single step) on a ``size``-pixel axis, and which of them fall on the image."""
    if steps > 1:
        scale = (hi - lo) * (size - 1) / (steps - 1)
        pos = lo[:, None] * (size - 1) + torch.arange(steps, dtype=torch.float32)[None, :] * scale[:, None]
    else:
        pos = (0.5 * (lo + hi) * (size - 1))[:, None]
    return pos, (pos >= 0) & (pos <= size - 1)


def _v2_coords(lo, hi, size, steps):
    """Sample coordinates of ``bilinear_v2``: the box snapped to whole pixels, split into `steps` equal cells
    sampled at their centres, then kept inside both the box and the image."""
    first = torch.trunc(lo * size)
    last = torch.trunc(hi * size)
    cell = (last - first + 1.0) / steps
    pos = first[:, None] + (torch.arange(steps, dtype=torch.float32)[None, :] + 0.5) * cell[:, None] - 0.5
    pos = torch.minimum(pos, torch.clamp(last, max=size - 1.0)[:, None])
    pos = torch.maximum(pos, torch.clamp(first, min=0.0)[:, None])
    return pos, torch.ones_like(pos, dtype=torch.bool)


def _gather(img, idx, ys, xs):
    """``img[idx[n], ys[n, i], xs[n, j], :]`` for every box n, row i and column j."""
    return img[idx[:, None, None], ys[:, :, None], xs[:, None, :]]


def crop_and_resize(image, boxes, box_indices, crop_size, method="bilinear", extrapolation_value=0.0):
    """Cuts a box out of an image of the batch for every row of `boxes` and resamples it to `crop_size`.

    A box is ``(y1, x1, y2, x2)`` in coordinates normalised to ``[0, 1]`` (``1`` is the last pixel); ``y1 > y2``
    flips the crop. ``'bilinear'`` interpolates between the four nearest pixels, ``'nearest'`` takes the nearest
    one; samples that fall outside the image get `extrapolation_value`. ``'bilinear_v2'`` snaps the box to whole
    pixels, samples the centres of equal cells and keeps the samples on the image.

    Args:
        image (Tensor): Shape :math:`(B, H, W, C)`, a real dtype.
        boxes (Tensor): Shape :math:`(N, 4)`, float32.
        box_indices (Tensor): Shape :math:`(N,)`, int32: the image of the batch each box is cut from.
        crop_size (tuple[int]): ``(crop_height, crop_width)``, both positive.
        method (str): ``'bilinear'``, ``'nearest'`` or ``'bilinear_v2'``. Default: ``'bilinear'``.
        extrapolation_value (float): The value of samples outside the image. Default: ``0.0``.

    Returns:
        Tensor of shape :math:`(N, crop\\_height, crop\\_width, C)`, float32.

    Raises:
        TypeError: If `crop_size` is not a tuple of 2 ints, or an input is not a Tensor.
        ValueError: If `method` is not one of the three, `crop_size` is not positive, the number of boxes and of
            indices differ, or an index is not an image of the batch.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> image = Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 4, 1))
        >>> boxes = Tensor([[0.0, 0.0, 1.0, 1.0], [0.5, 0.0, 1.0, 0.5]], mindspore.float32)
        >>> out = ops.crop_and_resize(image, boxes, Tensor([0, 0], mindspore.int32), (2, 2))
        >>> print(out[..., 0])
        [[[ 0.   3. ]
          [12.  15. ]]
        <BLANKLINE>
         [[ 6.   7.5]
          [12.  13.5]]]
    """
    name = "CropAndResize"
    if not isinstance(crop_size, tuple):
        raise TypeError(f"For crop_and_resize, the input crop_size must be a tuple, but got {type(crop_size)}")
    if len(crop_size) != 2 or not all(_is_int(v) for v in crop_size):
        raise TypeError(f"For crop_and_resize, the input crop_size must be a tuple of two int, but got {crop_size}")
    if crop_size[0] <= 0 or crop_size[1] <= 0:
        raise ValueError("For crop_and_resize, the crop_size's value must be positive.")
    _crop_method(name, method)
    img = _tensor(name, "image", image)
    box = _tensor(name, "boxes", boxes)
    idx = _tensor(name, "box_index", box_indices)
    if img.dtype not in _CROP_DTYPES:
        raise TypeError(f"For '{name}', the 'image' must be a Tensor of a real number type, but got "
                        f"Tensor[{_wrap(img).dtype}].")
    if img.dim() != 4:
        raise ValueError(f"For '{name}', the dimension of 'image' must be 4, but got {img.dim()}.")
    if box.dim() != 2 or box.shape[1] != 4:
        raise ValueError(f"For '{name}', the shape of 'boxes' must be (N, 4), but got {tuple(box.shape)}.")
    if idx.dim() != 1 or idx.shape[0] != box.shape[0]:
        raise ValueError(f"For crop_and_resize, the first dim of input box_indices must be equal to that of input "
                         f"boxes, but got {idx.shape[0] if idx.dim() else 0} vs {box.shape[0]}")
    batch, height, width, _ = img.shape
    bad = (idx < 0) | (idx >= batch)
    if bool(bad.any()):
        raise ValueError(f"For '{name}', the value of box_index must be in [0, {batch}), but got "
                         f"[{int(idx[bad][0])}].")
    img = img.to(torch.float32)
    box = box.to(torch.float32)
    idx = idx.long()
    crop_h, crop_w = crop_size
    coords = _v2_coords if method == "bilinear_v2" else _tf_coords
    ys, ok_y = coords(box[:, 0], box[:, 2], height, crop_h)
    xs, ok_x = coords(box[:, 1], box[:, 3], width, crop_w)
    if method == "nearest":
        yi = torch.where(ok_y, torch.sign(ys) * torch.floor(ys.abs() + 0.5), 0).long()
        xi = torch.where(ok_x, torch.sign(xs) * torch.floor(xs.abs() + 0.5), 0).long()
        out = _gather(img, idx, yi, xi)
    else:
        top = torch.where(ok_y, torch.floor(ys), 0)
        left = torch.where(ok_x, torch.floor(xs), 0)
        if method == "bilinear_v2":
            bottom = torch.clamp(top + 1, max=height - 1)
            right = torch.clamp(left + 1, max=width - 1)
        else:
            bottom = torch.where(ok_y, torch.ceil(ys), 0)
            right = torch.where(ok_x, torch.ceil(xs), 0)
        dy = (ys - top)[:, :, None, None]
        dx = (xs - left)[:, None, :, None]
        top, left, bottom, right = top.long(), left.long(), bottom.long(), right.long()
        tl, tr = _gather(img, idx, top, left), _gather(img, idx, top, right)
        bl, br = _gather(img, idx, bottom, left), _gather(img, idx, bottom, right)
        upper = tl + (tr - tl) * dx
        lower = bl + (br - bl) * dx
        out = upper + (lower - upper) * dy
    inside = (ok_y[:, :, None] & ok_x[:, None, :])[..., None]
    out = torch.where(inside, out, torch.tensor(float(extrapolation_value), dtype=torch.float32))
    return _wrap(out)


op("CropAndResize", "nn",
   functional=function("crop_and_resize"),
   primitive=prim("CropAndResize", "(self, method='bilinear', extrapolation_value=0.0)",
                  "(self, x, boxes, box_index, crop_size)", rename={"x": "image", "box_index": "box_indices"},
                  check=_crop_check, doc=_doc(
                      "Cuts boxes out of a batch of images and resamples them to one size; see\n"
                      "    :func:`mindspore.ops.crop_and_resize`.",
                      ["method (str): ``'bilinear'``, ``'nearest'`` or ``'bilinear_v2'``. Default: ``'bilinear'``.",
                       "extrapolation_value (float): The value of samples outside the image. Default: ``0.0``."],
                      ["**x** (Tensor) - Shape :math:`(B, H, W, C)`, a real dtype.",
                       "**boxes** (Tensor) - Shape :math:`(N, 4)`, normalised ``(y1, x1, y2, x2)`` boxes.",
                       "**box_index** (Tensor) - Shape :math:`(N,)`, int32: the image of each box.",
                       "**crop_size** (tuple[int]) - ``(crop_height, crop_width)``."],
                      "Tensor of shape :math:`(N, crop\\_height, crop\\_width, C)`, float32.",
                      ["TypeError: If `crop_size` is not a tuple of 2 ints.",
                       "ValueError: If `method` is not one of the three, or an index is not an image of the batch."],
                      ["image = Tensor(np.arange(12, dtype=np.int32).reshape(1, 3, 4, 1))",
                       "boxes = Tensor([[0.0, 0.0, 0.5, 1.0]], mindspore.float32)",
                       "crop = ops.CropAndResize(method='nearest')",
                       "print(crop(image, boxes, Tensor([0], mindspore.int32), (2, 3))[..., 0])"],
                      "[[[0. 2. 3.]\n  [4. 6. 7.]]]")),
   cases=(), dtypes=("float32",))(crop_and_resize)


# ----- NMSWithMask ---------------------------------------------------------------------------------------------------
def _nms_check(p):
    if not isinstance(p.iou_threshold, float):
        raise TypeError(f"For '{p.name}', the type of 'iou_threshold' should be 'float', but got type "
                        f"'{type(p.iou_threshold).__name__}'.")


def nms_with_mask_prim(bboxes, *, iou_threshold=0.5):
    """The implementation of :class:`mindspore.ops.NMSWithMask`."""
    name = "NMSWithMask"
    b = _tensor(name, "bboxes", bboxes)
    if b.dtype not in (torch.float16, torch.float32):
        raise TypeError(f"For primitive[{name}], the input argument[bboxes] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32]}}, but got Tensor[{_wrap(b).dtype}].")
    if b.dim() != 2 or b.shape[1] not in (5, 8):
        got = b.shape[1] if b.dim() == 2 else tuple(b.shape)
        raise ValueError(f"For NMSWithMask, the 2nd dim in shape of bboxes should equal to 5 or 8, but got {got}")
    count = b.shape[0]
    # descending by score; MindSpore leaves the order of equal scores unspecified, here the later box comes first
    order = torch.flip(torch.sort(b[:, 4], stable=True).indices, (0,))
    ranked = b[order]
    f = ranked.to(torch.float32)
    x1, y1, x2, y2 = f[:, 0], f[:, 1], f[:, 2], f[:, 3]
    area = (x2 - x1) * (y2 - y1)
    w = (torch.minimum(x2[:, None], x2[None, :]) - torch.maximum(x1[:, None], x1[None, :])).clamp(min=0)
    h = (torch.minimum(y2[:, None], y2[None, :]) - torch.maximum(y1[:, None], y1[None, :])).clamp(min=0)
    inter = w * h
    overlap = (inter / (area[:, None] + area[None, :] - inter)) > iou_threshold
    keep = [True] * count
    rows = overlap.tolist()
    for i in range(count):
        if keep[i]:
            row = rows[i]
            for j in range(i + 1, count):
                if row[j]:
                    keep[j] = False
    return (_wrap(ranked), _wrap(torch.arange(count, dtype=torch.int32)), _wrap(torch.tensor(keep, dtype=torch.bool)))


op("NMSWithMask", "nn", functional=False,
   primitive=prim("NMSWithMask", "(self, iou_threshold=0.5)", "(self, bboxes)", check=_nms_check, doc=_doc(
       "Greedy non-maximum suppression: sorts the boxes by score, highest first, and keeps a box unless a kept\n"
       "    box of higher score overlaps it by an intersection over union above `iou_threshold`. The order of boxes\n"
       "    of equal score is not specified.",
       ["iou_threshold (float): Overlaps above it suppress the lower-scored box. Default: ``0.5``."],
       ["**bboxes** (Tensor) - Shape :math:`(N, 5)`, float16 or float32 rows ``(x1, y1, x2, y2, score)``."],
       "Tuple of 3 Tensors: the boxes sorted by score, shape :math:`(N, 5)`; the position of each sorted box,\n"
       "        int32 of shape :math:`(N,)`; and whether each sorted box is kept, bool of shape :math:`(N,)`.",
       ["TypeError: If `iou_threshold` is not a float or `bboxes` is not float16 / float32.",
        "ValueError: If `bboxes` does not have 5 columns."],
       ["boxes = Tensor([[0, 0, 4, 4, 0.6], [1, 0, 5, 4, 0.9], [6, 6, 8, 8, 0.5]], mindspore.float32)",
        "sorted_boxes, index, keep = ops.NMSWithMask(0.5)(boxes)",
        "print(sorted_boxes[:, 4], keep)"],
       "[0.9 0.6 0.5] [ True False  True]")),
   cases=(), dtypes=("float32",))(nms_with_mask_prim)

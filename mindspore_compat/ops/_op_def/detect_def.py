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
   cases=({"boxes": Tensor(torch.tensor([[0.1, 0.2, 0.8, 0.9], [-0.2, 0.0, 1.2, 0.5]])),
           "box_indices": Tensor(torch.tensor([1, 0], dtype=torch.int32)), "crop_size": (3, 2)},
          {"boxes": Tensor(torch.tensor([[0.5, 0.6, 0.2, 0.1]])), "box_indices": Tensor(torch.tensor([0],
           dtype=torch.int32)), "crop_size": (2, 4), "method": "bilinear_v2"}),
   dtypes=("float32", "int32"), shape=(2, 4, 5, 3))(crop_and_resize)


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


# ----- ROIAlign ------------------------------------------------------------------------------------------------------
def _roi_align_check(p):
    for arg in ("pooled_height", "pooled_width", "sample_num", "roi_end_mode"):
        v = getattr(p, arg)
        if not _is_int(v):
            raise TypeError(f"For '{p.name}', the type of '{arg}' should be 'int', but got type "
                            f"'{type(v).__name__}'.")
    if not isinstance(p.spatial_scale, float):
        raise TypeError(f"For '{p.name}', the type of 'spatial_scale' should be 'float', but got type "
                        f"'{type(p.spatial_scale).__name__}'.")
    if p.roi_end_mode not in (0, 1):
        raise ValueError(f"For '{p.name}', the 'roi_end_mode' must be in range of [0, 1], but got "
                         f"{p.roi_end_mode} with type 'int'.")


def _bilinear_points(plane, ys, xs):
    """Bilinear samples of the (C, H, W) `plane` at every (ys[i], xs[j]); points more than a pixel off the image
    give 0, points just off it read the border."""
    height, width = plane.shape[-2:]

    def axis(pos, size):
        out = (pos < -1.0) | (pos > size)
        pos = pos.clamp(min=0.0)
        low = torch.floor(pos).long()
        edge = low >= size - 1
        low = torch.where(edge, size - 1, low)
        high = torch.where(edge, size - 1, low + 1)
        pos = torch.where(edge, low.to(pos.dtype), pos)
        frac = pos - low.to(pos.dtype)
        return low, high, frac, out

    yl, yh, fy, oy = axis(ys, height)
    xl, xh, fx, ox = axis(xs, width)
    wy, wx = fy[:, None], fx[None, :]
    val = ((1 - wy) * (1 - wx) * plane[:, yl[:, None], xl[None, :]] + (1 - wy) * wx * plane[:, yl[:, None], xh[None, :]]
           + wy * (1 - wx) * plane[:, yh[:, None], xl[None, :]] + wy * wx * plane[:, yh[:, None], xh[None, :]])
    return torch.where(oy[:, None] | ox[None, :], torch.zeros((), dtype=val.dtype), val)


def roi_align_prim(features, rois, *, pooled_height, pooled_width, spatial_scale, sample_num=2, roi_end_mode=1):
    """The implementation of :class:`mindspore.ops.ROIAlign`."""
    name = "ROIAlign"
    x = _tensor(name, "features", features)
    r = _tensor(name, "rois", rois)
    for arg, t in (("features", x), ("rois", r)):
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32]}}, but got Tensor[{_wrap(t).dtype}].")
    if x.dim() != 4:
        raise ValueError(f"For '{name}', the dimension of 'features' must be 4, but got {x.dim()}.")
    if r.dim() != 2 or r.shape[1] != 5:
        got = r.shape[1] if r.dim() == 2 else r.dim()
        raise ValueError(f"The argument[second dim of rois shape] must be equal to 5, but got {got}.")
    batch = x.shape[0]
    xf, rf = x.to(torch.float32), r.to(torch.float32)
    outs = []
    for row in rf.tolist():
        index = int(row[0])
        if not 0 <= index < batch:
            raise RuntimeError(f"image_index {index} must be a number in [0,{batch - 1}]")
        x1, y1 = row[1] * spatial_scale, row[2] * spatial_scale
        x2, y2 = (row[3] + roi_end_mode) * spatial_scale, (row[4] + roi_end_mode) * spatial_scale
        # without the extra end pixel a region is at least one pixel wide and high
        least = 1.0 if roi_end_mode == 0 else 0.0
        roi_w, roi_h = max(x2 - x1, least), max(y2 - y1, least)
        bin_h, bin_w = roi_h / pooled_height, roi_w / pooled_width
        # adaptive sampling takes the whole pixels of a bin; a bin under a pixel gets no samples, hence NaN (0 / 0)
        grid_h = sample_num if sample_num > 0 else int(bin_h)
        grid_w = sample_num if sample_num > 0 else int(bin_w)
        ys = (y1 + torch.arange(pooled_height, dtype=torch.float32)[:, None] * bin_h
              + (torch.arange(grid_h, dtype=torch.float32)[None, :] + 0.5) * bin_h / grid_h).flatten()
        xs = (x1 + torch.arange(pooled_width, dtype=torch.float32)[:, None] * bin_w
              + (torch.arange(grid_w, dtype=torch.float32)[None, :] + 0.5) * bin_w / grid_w).flatten()
        samples = _bilinear_points(xf[index], ys, xs)
        samples = samples.reshape(x.shape[1], pooled_height, grid_h, pooled_width, grid_w)
        outs.append(samples.sum((2, 4)) / torch.tensor(float(grid_h * grid_w)))
    out = torch.stack(outs) if outs else xf.new_zeros((0, x.shape[1], pooled_height, pooled_width))
    return _wrap(out.to(x.dtype))


op("ROIAlign", "nn", functional=False,
   primitive=prim("ROIAlign", "(self, pooled_height, pooled_width, spatial_scale, sample_num=2, roi_end_mode=1)",
                  "(self, features, rois)", check=_roi_align_check, doc=_doc(
                      "Pools every region of interest to a fixed grid of bins, each bin the mean of bilinear samples\n"
                      "    at regularly spaced points inside it (no rounding of the region's corners).",
                      ["pooled_height (int): The number of bins along the height.",
                       "pooled_width (int): The number of bins along the width.",
                       "spatial_scale (float): The factor mapping region coordinates onto the feature map.",
                       "sample_num (int): Sample points per bin along each axis; ``0`` or less takes the whole",
                       "    pixels of a bin (a bin under one pixel then gives NaN). Default: ``2``.",
                       "roi_end_mode (int): ``1`` adds one pixel to the region's end corner before scaling, ``0``",
                       "    does not. Default: ``1``."],
                      ["**features** (Tensor) - Shape :math:`(N, C, H, W)`, float16 or float32.",
                       "**rois** (Tensor) - Shape :math:`(R, 5)`: ``(batch index, x1, y1, x2, y2)`` rows."],
                      "Tensor of shape :math:`(R, C, pooled\\_height, pooled\\_width)`, the dtype of `features`.",
                      ["TypeError: If an argument is not an int, `spatial_scale` is not a float, or an input is",
                       "    not float16 / float32.",
                       "ValueError: If `roi_end_mode` is not 0 or 1, or `rois` does not have 5 columns."],
                      ["features = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))",
                       "rois = Tensor([[0, 0.0, 0.0, 2.0, 2.0]], mindspore.float32)",
                       "print(ops.ROIAlign(2, 2, 1.0)(features, rois))"],
                      "[[[[ 3.75  5.25]\n   [ 9.75 11.25]]]]")),
   cases=(), dtypes=("float32",))(roi_align_prim)


# ----- NonMaxSuppressionWithOverlaps / NonMaxSuppressionV3 -----------------------------------------------------------
def _greedy_select(suppress, scores, max_output_size, score_threshold):
    """Indices (int32) picked greedily by descending score (ties: the lower index first) among the scores above
    `score_threshold`, at most `max_output_size` of them; ``suppress[c, s]`` says that candidate c is dropped
    once s is picked."""
    order = torch.sort(-scores.to(torch.float64), stable=True).indices.tolist()
    flags = suppress.tolist()
    above = (scores > score_threshold).tolist()
    picked = []
    for c in order:
        if len(picked) >= max_output_size or not above[c]:
            break
        if not any(flags[c][s] for s in picked):
            picked.append(c)
    return _wrap(torch.tensor(picked, dtype=torch.int32))


def _scalar_in(op_name, arg, value, allowed, text):
    t = _tensor(op_name, arg, value)
    if t.dtype not in allowed:
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {text}, but got "
                        f"Tensor[{_wrap(t).dtype}].")
    if t.numel() != 1:
        raise ValueError(f"For '{op_name}', the '{arg}' must be a scalar Tensor, but got shape {tuple(t.shape)}.")
    return t.reshape(()).item()


def _max_output(op_name, value, allowed=(torch.int32,), text="{Tensor[Int32]}"):
    count = _scalar_in(op_name, "max_output_size", value, allowed, text)
    if count < 0:
        raise ValueError(f"For '{op_name}', the input max_output_size must be non-negative.")
    return count


def nms_with_overlaps_prim(overlaps, scores, max_output_size, overlap_threshold, score_threshold):
    """The implementation of :class:`mindspore.ops.NonMaxSuppressionWithOverlaps`."""
    name = "NonMaxSuppressionWithOverlaps"
    text = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"
    ov = _tensor(name, "overlaps", overlaps)
    sc = _tensor(name, "scores", scores)
    for arg, t in (("overlaps", ov), ("scores", sc)):
        if t.dtype not in (torch.float16, torch.float32, torch.float64):
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {text}, but got "
                            f"Tensor[{_wrap(t).dtype}].")
    if ov.dtype != sc.dtype:
        raise TypeError(f"For primitive[{name}], the input type must be same. name:[overlaps]:Tensor"
                        f"[{_wrap(ov).dtype}]. name:[scores]:Tensor[{_wrap(sc).dtype}].")
    if ov.dim() != 2:
        raise ValueError(f"For primitive[{name}], the dimension of overlaps must be 2, but got {ov.dim()}.")
    count = ov.shape[0]
    if ov.shape[1] != count:
        raise ValueError(f"For primitive[{name}], the size of the second dimension of overlaps must be equal to "
                         f"{count}, but got {ov.shape[1]}.")
    if sc.dim() != 1 or sc.shape[0] != count:
        raise ValueError(f"For primitive[{name}], the length of scores must be equal to {count}, but got "
                         f"{sc.shape[0] if sc.dim() else 0}.")
    limit = _max_output(name, max_output_size)
    floats = (torch.float16, torch.float32, torch.float64)
    o_thr = _scalar_in(name, "overlap_threshold", overlap_threshold, floats, text)
    s_thr = _scalar_in(name, "score_threshold", score_threshold, floats, text)
    return _greedy_select(ov > o_thr, sc, limit, s_thr)


op("NonMaxSuppressionWithOverlaps", "nn", functional=False,
   primitive=prim("NonMaxSuppressionWithOverlaps", "(self)",
                  "(self, overlaps, scores, max_output_size, overlap_threshold, score_threshold)", doc=_doc(
                      "Greedy non-maximum suppression on given pairwise overlaps: visits the boxes by descending\n"
                      "    score (equal scores by index) and picks a box unless its overlap with a picked box,\n"
                      "    ``overlaps[box, picked]``, is above `overlap_threshold`.",
                      [],
                      ["**overlaps** (Tensor) - Shape :math:`(N, N)`, float16, float32 or float64.",
                       "**scores** (Tensor) - Shape :math:`(N,)`, the dtype of `overlaps`; only boxes scoring above",
                       "  `score_threshold` are picked.",
                       "**max_output_size** (Tensor) - A scalar int32 Tensor: the most boxes picked.",
                       "**overlap_threshold** (Tensor) - A scalar float Tensor.",
                       "**score_threshold** (Tensor) - A scalar float Tensor."],
                      "Tensor of shape :math:`(M,)`, int32: the picked boxes, highest score first.",
                      ["TypeError: If an input is not a Tensor of a supported dtype, or `overlaps` and `scores`",
                       "    differ in dtype.",
                       "ValueError: If the shapes do not agree or `max_output_size` is negative."],
                      ["overlaps = Tensor([[1.0, 0.8, 0.1], [0.8, 1.0, 0.3], [0.1, 0.3, 1.0]], mindspore.float32)",
                       "scores = Tensor([0.6, 0.9, 0.4], mindspore.float32)",
                       "nms = ops.NonMaxSuppressionWithOverlaps()",
                       "limit, overlap_cut, score_cut = Tensor(3, mindspore.int32), Tensor(0.5), Tensor(0.0)",
                       "print(nms(overlaps, scores, limit, overlap_cut, score_cut))"],
                      "[1 2]")),
   cases=(), dtypes=("float32",))(nms_with_overlaps_prim)


def _pairwise_iou(boxes):
    """Intersection over union of every pair of (y1, x1, y2, x2) boxes given with their corners in any order; a
    pair with an empty box has 0."""
    b = boxes.to(torch.float32)
    lo_y, hi_y = torch.minimum(b[:, 0], b[:, 2]), torch.maximum(b[:, 0], b[:, 2])
    lo_x, hi_x = torch.minimum(b[:, 1], b[:, 3]), torch.maximum(b[:, 1], b[:, 3])
    area = (hi_y - lo_y) * (hi_x - lo_x)
    h = (torch.minimum(hi_y[:, None], hi_y[None, :]) - torch.maximum(lo_y[:, None], lo_y[None, :])).clamp(min=0)
    w = (torch.minimum(hi_x[:, None], hi_x[None, :]) - torch.maximum(lo_x[:, None], lo_x[None, :])).clamp(min=0)
    inter = h * w
    empty = (area[:, None] <= 0) | (area[None, :] <= 0)
    return torch.where(empty, torch.zeros((), dtype=inter.dtype), inter / (area[:, None] + area[None, :] - inter))


def nms_v3_prim(boxes, scores, max_output_size, iou_threshold, score_threshold):
    """The implementation of :class:`mindspore.ops.NonMaxSuppressionV3`."""
    name = "NonMaxSuppressionV3"
    b = _tensor(name, "boxes", boxes)
    sc = _tensor(name, "scores", scores)
    text = "{Tensor[Float16], Tensor[Float32]}"
    for arg, t in (("boxes", b), ("scores", sc)):
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {text}, but got "
                            f"Tensor[{_wrap(t).dtype}].")
    if b.dim() != 2 or b.shape[1] != 4:
        raise ValueError(f"For '{name}', the shape of 'boxes' must be (num_boxes, 4), but got {tuple(b.shape)}.")
    if sc.dim() != 1 or sc.shape[0] != b.shape[0]:
        raise ValueError(f"For '{name}', the length of 'scores' must be equal to the number of boxes "
                         f"{b.shape[0]}, but got {tuple(sc.shape)}.")
    if _is_int(max_output_size):
        limit = max_output_size
        if limit < 0:
            raise ValueError(f"For '{name}', the input max_output_size must be non-negative.")
    else:
        limit = _max_output(name, max_output_size, (torch.int32, torch.int64), "{Tensor[Int32], Tensor[Int64]}")
    thresholds = []
    for arg, v in (("iou_threshold", iou_threshold), ("score_threshold", score_threshold)):
        if isinstance(v, float):
            thresholds.append(v)
        else:
            thresholds.append(_scalar_in(name, arg, v, (torch.float16, torch.float32), text))
    iou_thr, score_thr = thresholds
    if not 0.0 <= iou_thr <= 1.0:
        raise ValueError(f"For '{name}', the 'iou_threshold' must be in range [0, 1], but got {iou_thr}.")
    return _greedy_select(_pairwise_iou(b) > iou_thr, sc, limit, score_thr)


op("NonMaxSuppressionV3", "nn", functional=False,
   primitive=prim("NonMaxSuppressionV3", "(self)",
                  "(self, boxes, scores, max_output_size, iou_threshold, score_threshold)", doc=_doc(
                      "Greedy non-maximum suppression on boxes: visits them by descending score (equal scores by\n"
                      "    index) and picks a box unless its intersection over union with a picked box is above\n"
                      "    `iou_threshold`. The corners of a box may come in either order; an empty box overlaps\n"
                      "    nothing.",
                      [],
                      ["**boxes** (Tensor) - Shape :math:`(N, 4)`, float16 or float32 ``(y1, x1, y2, x2)`` rows.",
                       "**scores** (Tensor) - Shape :math:`(N,)`; only boxes scoring above `score_threshold` are",
                       "  picked.",
                       "**max_output_size** (Union[Tensor, int]) - The most boxes picked: an int or a scalar int32 /",
                       "  int64 Tensor.",
                       "**iou_threshold** (Union[Tensor, float]) - In :math:`[0, 1]`.",
                       "**score_threshold** (Union[Tensor, float]) - The score a picked box must exceed."],
                      "Tensor of shape :math:`(M,)`, int32: the picked boxes, highest score first.",
                      ["TypeError: If an input is not of a supported type.",
                       "ValueError: If the shapes do not agree, `max_output_size` is negative or `iou_threshold`",
                       "    is outside :math:`[0, 1]`."],
                      ["boxes = Tensor([[0, 0, 2, 2], [0, 1, 2, 3], [0, 0, 2, 1.8], [5, 5, 6, 6]], mindspore.float32)",
                       "scores = Tensor([0.7, 0.8, 0.75, 0.1], mindspore.float32)",
                       "nms = ops.NonMaxSuppressionV3()",
                       "limit, iou_cut, score_cut = Tensor(4, mindspore.int32), Tensor(0.5), Tensor(0.0)",
                       "print(nms(boxes, scores, limit, iou_cut, score_cut))"],
                      "[1 2 3]", platforms="``Ascend`` ``GPU``")),
   cases=(), dtypes=("float32",))(nms_v3_prim)


# ----- CombinedNonMaxSuppression -------------------------------------------------------------------------------------
def _combined_nms_check(p):
    for arg in ("pad_per_class", "clip_boxes"):
        if not isinstance(getattr(p, arg), bool):
            raise TypeError(f"For '{p.name}', the type of '{arg}' should be 'bool', but got type "
                            f"'{type(getattr(p, arg)).__name__}'.")


def combined_nms_prim(boxes, scores, max_output_size_per_class, max_total_size, iou_threshold, score_threshold, *,
                      pad_per_class=False, clip_boxes=True):
    """The implementation of :class:`mindspore.ops.CombinedNonMaxSuppression`."""
    name = "CombinedNonMaxSuppression"
    b = _tensor(name, "boxes", boxes)
    sc = _tensor(name, "scores", scores)
    for arg, t in (("boxes", b), ("scores", sc)):
        if t.dtype != torch.float32:
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Float32]}}"
                            f", but got Tensor[{_wrap(t).dtype}].")
    if b.dim() != 4 or b.shape[3] != 4:
        raise ValueError(f"For '{name}', the shape of 'boxes' must be (batch, num_boxes, q, 4), but got "
                         f"{tuple(b.shape)}.")
    batch, count, q = b.shape[:3]
    if sc.dim() != 3 or tuple(sc.shape[:2]) != (batch, count):
        raise ValueError(f"For '{name}', the shape of 'scores' must be (batch, num_boxes, num_classes) = "
                         f"({batch}, {count}, num_classes), but got {tuple(sc.shape)}.")
    classes = sc.shape[2]
    if q not in (1, classes):
        raise ValueError(f"For '{name}', the third dimension of 'boxes' must be 1 or the number of classes "
                         f"{classes}, but got {q}.")
    per_class = _max_output(name, max_output_size_per_class)
    total = _scalar_in(name, "max_total_size", max_total_size, (torch.int32,), "{Tensor[Int32]}")
    if total <= 0:
        raise ValueError(f"For '{name}', the max_total_size must be positive, but got {total}.")
    iou_thr = _scalar_in(name, "iou_threshold", iou_threshold, (torch.float32,), "{Tensor[Float32]}")
    score_thr = _scalar_in(name, "score_threshold", score_threshold, (torch.float32,), "{Tensor[Float32]}")
    if not 0.0 <= iou_thr <= 1.0:
        raise ValueError(f"For '{name}', the iou_threshold must be in [0, 1], but got {iou_thr}.")
    size = min(total, per_class * classes) if pad_per_class else total
    out_boxes = torch.zeros(batch, size, 4)
    out_scores = torch.zeros(batch, size)
    out_classes = torch.zeros(batch, size)
    valid = torch.zeros(batch, dtype=torch.int32)
    for n in range(batch):
        found = []  # (score, class, box index)
        for c in range(classes):
            cls_boxes = b[n, :, c if q > 1 else 0]
            keep = _greedy_select(_pairwise_iou(cls_boxes) > iou_thr, sc[n, :, c], per_class, score_thr)._t
            found += [(float(sc[n, i, c]), c, int(i)) for i in keep.tolist()]
        found.sort(key=lambda item: -item[0])
        found = found[:size]
        for k, (score, c, i) in enumerate(found):
            box = b[n, i, c if q > 1 else 0]
            out_boxes[n, k] = box.clamp(0.0, 1.0) if clip_boxes else box
            out_scores[n, k] = score
            out_classes[n, k] = c
        valid[n] = len(found)
    return _wrap(out_boxes), _wrap(out_scores), _wrap(out_classes), _wrap(valid)


op("CombinedNonMaxSuppression", "nn", functional=False,
   primitive=prim("CombinedNonMaxSuppression", "(self, pad_per_class=False, clip_boxes=True)",
                  "(self, boxes, scores, max_output_size_per_class, max_total_size, iou_threshold, score_threshold)",
                  check=_combined_nms_check, doc=_doc(
                      "Non-maximum suppression class by class, then the picks of all classes merged by score: for\n"
                      "    every image of the batch, at most `max_output_size_per_class` boxes per class are picked\n"
                      "    greedily (as :class:`mindspore.ops.NonMaxSuppressionV3`) and the `max_total_size`\n"
                      "    best-scored of them are returned, the rest of the output padded with zeros.",
                      ["pad_per_class (bool): Whether the output holds only\n"
                       "            ``min(max_total_size, max_output_size_per_class * num_classes)`` entries.\n"
                       "            Default: ``False``.",
                       "clip_boxes (bool): Whether the returned boxes are clipped to :math:`[0, 1]`. Default:",
                       "    ``True``."],
                      ["**boxes** (Tensor) - float32 of shape :math:`(B, N, q, 4)`, q being 1 (boxes shared by",
                       "  the classes) or the number of classes.",
                       "**scores** (Tensor) - float32 of shape :math:`(B, N, num\\_classes)`.",
                       "**max_output_size_per_class** (Tensor) - A scalar int32 Tensor.",
                       "**max_total_size** (Tensor) - A scalar int32 Tensor, positive.",
                       "**iou_threshold** (Tensor) - A scalar float32 Tensor in :math:`[0, 1]`.",
                       "**score_threshold** (Tensor) - A scalar float32 Tensor."],
                      "Tuple of 4 Tensors: the boxes :math:`(B, M, 4)`, their scores :math:`(B, M)` and classes\n"
                      "        :math:`(B, M)` (float32), and the number of valid entries per image :math:`(B,)`\n"
                      "        (int32).",
                      ["TypeError: If an input is not a Tensor of its dtype or a flag is not a bool.",
                       "ValueError: If the shapes do not agree or a threshold or size is out of range."],
                      ["boxes = Tensor([[[[0.0, 0.0, 0.5, 0.5]], [[0.0, 0.1, 0.5, 0.6]], [[0.5, 0.5, 1.0, 1.0]]]])",
                       "scores = Tensor([[[0.9, 0.1], [0.8, 0.7], [0.2, 0.6]]], mindspore.float32)",
                       "nms = ops.CombinedNonMaxSuppression()",
                       "per_class, total = Tensor(2, mindspore.int32), Tensor(3, mindspore.int32)",
                       "out = nms(boxes, scores, per_class, total, Tensor(0.5), Tensor(0.15))",
                       "print(out[1], out[2], out[3])"],
                      "[[0.9 0.7 0.6]] [[0. 1. 1.]] [3]")),
   cases=(), dtypes=("float32",))(combined_nms_prim)

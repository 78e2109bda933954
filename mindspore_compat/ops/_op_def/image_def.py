"""Registry entries of the image operators: bounding boxes (``BoundingBoxEncode`` / ``BoundingBoxDecode``, ``IOU``,
``CheckValid``), colour spaces (``RGBToHSV``, ``HSVToRGB``, ``AdjustHue``, ``AdjustSaturation``), sampling grids
(``AffineGrid``, ``GridSampler2D`` / ``GridSampler3D``) and resizing (``UpsampleNearest3D``,
``UpsampleTrilinear3D``, ``ResizeLinear1D``). One entry per operator, see :mod:`mindspore_compat.ops._registry`.
"""
import numbers

import torch
import torch.nn.functional as F

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim
from .conv_pool_def import _doc, _tensor, _is_int

__all__ = []

_FLOATS = (torch.float16, torch.float32, torch.float64)


def _float_tensor(op_name, arg, value, allowed=_FLOATS, text="{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"):
    t = _tensor(op_name, arg, value)
    if t.dtype not in allowed:
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {text}, but got "
                        f"Tensor[{_wrap(t).dtype}].")
    return t


def _boxes(op_name, arg, value):
    t = _float_tensor(op_name, arg, value)
    if t.dim() != 2 or t.shape[1] != 4:
        raise ValueError(f"For '{op_name}', the shape of '{arg}' must be (N, 4), but got {tuple(t.shape)}.")
    return t


def _four_floats(op_name, name, v):
    if not isinstance(v, (tuple, list)) or len(v) != 4 or not all(isinstance(e, numbers.Real) for e in v):
        raise ValueError(f"For '{op_name}', the '{name}' must be a tuple or list of 4 floats, but got {v!r}.")
    return [float(e) for e in v]


def _centre_size(b):
    """(centre x, centre y, width, height) of (x1, y1, x2, y2) boxes, sizes counting both end pixels."""
    w = b[:, 2] - b[:, 0] + 1.0
    h = b[:, 3] - b[:, 1] + 1.0
    return b[:, 0] + 0.5 * (w - 1.0), b[:, 1] + 0.5 * (h - 1.0), w, h


# ----- BoundingBoxEncode / bounding_box_encode -----------------------------------------------------------------------
def bounding_box_encode(anchor_box, groundtruth_box, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0)):
    """Encodes ground-truth boxes as offsets from anchor boxes.

    With centres :math:`(x, y)` and sizes :math:`(w, h)` counting both end pixels (:math:`w = x_2 - x_1 + 1`), the
    offsets are :math:`((x_g - x_a) / w_a, (y_g - y_a) / h_a, \\log(w_g / w_a), \\log(h_g / h_a))`, then
    normalised: ``(offset - means) / stds``.

    Args:
        anchor_box (Tensor): Shape :math:`(N, 4)`, (x1, y1, x2, y2) boxes.
        groundtruth_box (Tensor): Shape :math:`(N, 4)`, the same dtype.
        means (tuple[float]): The means subtracted from the 4 offsets. Default: ``(0.0, 0.0, 0.0, 0.0)``.
        stds (tuple[float]): The scales dividing the 4 offsets. Default: ``(1.0, 1.0, 1.0, 1.0)``.

    Returns:
        Tensor of shape :math:`(N, 4)`.

    Raises:
        TypeError: If a box input is not a float Tensor.
        ValueError: If `means` or `stds` does not hold 4 floats.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> anchors = Tensor([[0.0, 0.0, 3.0, 3.0]], mindspore.float32)
        >>> truth = Tensor([[1.0, 1.0, 4.0, 8.0]], mindspore.float32)
        >>> print(ops.bounding_box_encode(anchors, truth))
        [[0.25      0.75      0.        0.6931472]]
    """
    name = "BoundingBoxEncode"
    m, s = _four_floats(name, "means", means), _four_floats(name, "stds", stds)
    a, g = _boxes(name, "anchor_box", anchor_box), _boxes(name, "groundtruth_box", groundtruth_box)
    ax, ay, aw, ah = _centre_size(a)
    gx, gy, gw, gh = _centre_size(g)
    d = torch.stack(((gx - ax) / aw, (gy - ay) / ah, torch.log(gw / aw), torch.log(gh / ah)), 1)
    return _wrap((d - d.new_tensor(m)) / d.new_tensor(s))


def _bbe_check(p):
    _four_floats(p.name, "means", p.means)
    _four_floats(p.name, "stds", p.stds)


op("BoundingBoxEncode", "nn",
   primitive=prim("BoundingBoxEncode", "(self, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0))",
                  "(self, anchor_box, groundtruth_box)", check=_bbe_check, doc=_doc(
                      "Encodes ground-truth boxes as offsets from anchor boxes; see\n"
                      "    :func:`mindspore.ops.bounding_box_encode`.",
                      ["means (tuple[float]): The means subtracted from the 4 offsets. Default:",
                       "    ``(0.0, 0.0, 0.0, 0.0)``.",
                       "stds (tuple[float]): The scales dividing the 4 offsets. Default: ``(1.0, 1.0, 1.0, 1.0)``."],
                      ["**anchor_box** (Tensor) - Shape :math:`(N, 4)`.",
                       "**groundtruth_box** (Tensor) - Shape :math:`(N, 4)`."],
                      "Tensor of shape :math:`(N, 4)`.",
                      ["TypeError: If a box input is not a float Tensor.",
                       "ValueError: If `means` or `stds` does not hold 4 floats."],
                      ["anchors = Tensor([[0.0, 0.0, 3.0, 3.0]], mindspore.float32)",
                       "truth = Tensor([[1.0, 1.0, 4.0, 8.0]], mindspore.float32)",
                       "print(ops.BoundingBoxEncode(stds=(1.0, 1.0, 2.0, 2.0))(anchors, truth))"],
                      "[[0.25       0.75       0.         0.34657362]]")),
   cases=({"groundtruth_box": Tensor(torch.arange(12.0).reshape(3, 4))},), dtypes=("float32",))(bounding_box_encode)


# ----- BoundingBoxDecode / bounding_box_decode -----------------------------------------------------------------------
def bounding_box_decode(anchor_box, deltas, max_shape, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0),
                        wh_ratio_clip=0.016):
    """Decodes offsets from anchor boxes into boxes: the inverse of :func:`mindspore.ops.bounding_box_encode`.

    The size offsets are first clipped to :math:`\\pm |\\log(wh\\_ratio\\_clip)|`; the decoded x coordinates are
    clipped to :math:`[0, max\\_shape[1]]` and the y coordinates to :math:`[0, max\\_shape[0]]`.

    Args:
        anchor_box (Tensor): Shape :math:`(N, 4)`, (x1, y1, x2, y2) boxes.
        deltas (Tensor): Shape :math:`(N, 4)`, the encoded offsets.
        max_shape (Union[tuple, list]): The (height, width) the boxes are clipped to.
        means (tuple[float]): The means of the offsets. Default: ``(0.0, 0.0, 0.0, 0.0)``.
        stds (tuple[float]): The scales of the offsets. Default: ``(1.0, 1.0, 1.0, 1.0)``.
        wh_ratio_clip (float): Bounds the size offsets. Default: ``0.016``.

    Returns:
        Tensor of shape :math:`(N, 4)`.

    Raises:
        TypeError: If `anchor_box` or `deltas` is not a float Tensor, or `wh_ratio_clip` is not a float.
        ValueError: If `means` or `stds` does not hold 4 floats, or `max_shape` does not hold 2 numbers.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> anchors = Tensor([[0.0, 0.0, 3.0, 3.0]], mindspore.float32)
        >>> deltas = Tensor([[0.25, 0.75, 0.0, 0.5]], mindspore.float32)
        >>> print(ops.bounding_box_decode(anchors, deltas, (10, 10)))
        [[1.        1.7025576 4.        7.2974424]]
    """
    name = "BoundingBoxDecode"
    m, s = _four_floats(name, "means", means), _four_floats(name, "stds", stds)
    if not isinstance(max_shape, (tuple, list)) or len(max_shape) != 2:
        raise ValueError(f"For '{name}', the 'max_shape' must be a tuple or list of 2 numbers, but got "
                         f"{max_shape!r}.")
    if not isinstance(wh_ratio_clip, float):
        raise TypeError(f"For '{name}', the 'wh_ratio_clip' must be a float, but got "
                        f"{type(wh_ratio_clip).__name__}.")
    a, d = _boxes(name, "anchor_box", anchor_box), _boxes(name, "deltas", deltas)
    d = d * d.new_tensor(s) + d.new_tensor(m)
    ax, ay, aw, ah = _centre_size(a)
    limit = abs(float(torch.log(torch.tensor(wh_ratio_clip, dtype=torch.float64))))
    dw, dh = d[:, 2].clamp(-limit, limit), d[:, 3].clamp(-limit, limit)
    gx, gy = ax + aw * d[:, 0], ay + ah * d[:, 1]
    gw, gh = aw * torch.exp(dw), ah * torch.exp(dh)
    h, w = float(max_shape[0]), float(max_shape[1])
    x1 = (gx - 0.5 * (gw - 1.0)).clamp(0.0, w)
    y1 = (gy - 0.5 * (gh - 1.0)).clamp(0.0, h)
    x2 = (gx + 0.5 * (gw - 1.0)).clamp(0.0, w)
    y2 = (gy + 0.5 * (gh - 1.0)).clamp(0.0, h)
    return _wrap(torch.stack((x1, y1, x2, y2), 1))


def _bbd_check(p):
    _bbe_check(p)
    if not isinstance(p.max_shape, (tuple, list)) or len(p.max_shape) != 2:
        raise ValueError(f"For '{p.name}', the 'max_shape' must be a tuple or list of 2 numbers, but got "
                         f"{p.max_shape!r}.")
    if not isinstance(p.wh_ratio_clip, float):
        raise TypeError(f"For '{p.name}', the 'wh_ratio_clip' must be a float, but got "
                        f"{type(p.wh_ratio_clip).__name__}.")


op("BoundingBoxDecode", "nn",
   primitive=prim("BoundingBoxDecode", "(self, max_shape, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0), "
                  "wh_ratio_clip=0.016)", "(self, anchor_box, deltas)", check=_bbd_check, doc=_doc(
                      "Decodes offsets from anchor boxes into clipped boxes; see\n"
                      "    :func:`mindspore.ops.bounding_box_decode`.",
                      ["max_shape (tuple): The (height, width) the boxes are clipped to.",
                       "means (tuple[float]): The means of the offsets. Default: ``(0.0, 0.0, 0.0, 0.0)``.",
                       "stds (tuple[float]): The scales of the offsets. Default: ``(1.0, 1.0, 1.0, 1.0)``.",
                       "wh_ratio_clip (float): Bounds the size offsets. Default: ``0.016``."],
                      ["**anchor_box** (Tensor) - Shape :math:`(N, 4)`.",
                       "**deltas** (Tensor) - Shape :math:`(N, 4)`."],
                      "Tensor of shape :math:`(N, 4)`.",
                      ["TypeError: If an input is not a float Tensor or `wh_ratio_clip` is not a float.",
                       "ValueError: If `means` / `stds` does not hold 4 floats or `max_shape` 2 numbers."],
                      ["anchors = Tensor([[0.0, 0.0, 3.0, 3.0]], mindspore.float32)",
                       "deltas = Tensor([[0.25, 0.75, 0.0, 0.5]], mindspore.float32)",
                       "print(ops.BoundingBoxDecode((5, 5))(anchors, deltas))"],
                      "[[1.        1.7025576 4.        5.       ]]")),
   cases=({"deltas": Tensor(torch.linspace(-1.0, 1.0, 12).reshape(3, 4)), "max_shape": (10, 12)},),
   dtypes=("float32",))(bounding_box_decode)


# ----- IOU -----------------------------------------------------------------------------------------------------------
def _iou_check(p):
    if p.mode not in ("iou", "iof"):
        raise KeyError(f"For '{p.name}', the 'mode' must be 'iou' or 'iof', but got {p.mode!r}.")


def iou_prim(anchor_boxes, gt_boxes, *, mode="iou"):
    """The implementation of :class:`mindspore.ops.IOU`."""
    a, g = _boxes("IOU", "anchor_boxes", anchor_boxes), _boxes("IOU", "gt_boxes", gt_boxes)
    area_a = (a[:, 2] - a[:, 0] + 1.0) * (a[:, 3] - a[:, 1] + 1.0)
    area_g = (g[:, 2] - g[:, 0] + 1.0) * (g[:, 3] - g[:, 1] + 1.0)
    w = (torch.minimum(g[:, None, 2], a[None, :, 2]) - torch.maximum(g[:, None, 0], a[None, :, 0]) + 1.0).clamp(min=0)
    h = (torch.minimum(g[:, None, 3], a[None, :, 3]) - torch.maximum(g[:, None, 1], a[None, :, 1]) + 1.0).clamp(min=0)
    inter = w * h
    if mode == "iou":
        return _wrap(inter / (area_g[:, None] + area_a[None, :] - inter))
    return _wrap(inter / area_g[:, None])


op("IOU", "nn", functional=False,
   primitive=prim("IOU", "(self, mode='iou')", "(self, anchor_boxes, gt_boxes)", check=_iou_check, doc=_doc(
       "Overlap of every ground-truth box with every anchor box: the intersection over the union (``'iou'``) or\n"
       "    over the ground-truth area (``'iof'``), box sizes counting both end pixels.",
       ["mode (str): ``'iou'`` or ``'iof'``. Default: ``'iou'``."],
       ["**anchor_boxes** (Tensor) - Shape :math:`(N, 4)`, (x1, y1, x2, y2) boxes.",
        "**gt_boxes** (Tensor) - Shape :math:`(M, 4)`."],
       "Tensor of shape :math:`(M, N)`.",
       ["KeyError: If `mode` is neither ``'iou'`` nor ``'iof'``.",
        "TypeError: If a box input is not a float Tensor."],
       ["anchors = Tensor([[0.0, 0.0, 3.0, 3.0], [2.0, 2.0, 5.0, 5.0]], mindspore.float32)",
        "truth = Tensor([[0.0, 0.0, 3.0, 1.0]], mindspore.float32)",
        "print(ops.IOU()(anchors, truth))"],
       "[[0.5 0. ]]")),
   cases=(), dtypes=("float32",))(iou_prim)


# ----- CheckValid / check_valid --------------------------------------------------------------------------------------
def check_valid(bboxes, img_metas):
    """Marks the boxes that lie inside the image: :math:`x_1, y_1 \\ge 0`, :math:`x_2 \\le width * ratio - 1` and
    :math:`y_2 \\le height * ratio - 1`.

    Args:
        bboxes (Tensor): Shape :math:`(N, 4)`, (x1, y1, x2, y2) boxes of float16, float32, int16 or uint8.
        img_metas (Tensor): (height, width, ratio) of the image, the dtype of `bboxes`.

    Returns:
        Tensor of shape :math:`(N,)`, bool.

    Raises:
        TypeError: If an input is not a Tensor of a supported dtype.
        ValueError: If `bboxes` is not of shape (N, 4).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> boxes = Tensor([[0.0, 0.0, 9.0, 4.0], [0.0, 0.0, 10.0, 4.0]], mindspore.float32)
        >>> print(ops.check_valid(boxes, Tensor([5.0, 10.0, 1.0], mindspore.float32)))
        [ True False]
    """
    allowed = (torch.float16, torch.float32, torch.int16, torch.uint8)
    text = "{Tensor[Float16], Tensor[Float32], Tensor[Int16], Tensor[UInt8]}"
    b = _float_tensor("CheckValid", "bboxes", bboxes, allowed, text)
    m = _float_tensor("CheckValid", "img_metas", img_metas, allowed, text)
    if b.dim() != 2 or b.shape[1] != 4:
        raise ValueError(f"For 'CheckValid', the shape of 'bboxes' must be (N, 4), but got {tuple(b.shape)}.")
    bf, mf = b.float(), m.float()
    height, width = mf[0] * mf[2] - 1.0, mf[1] * mf[2] - 1.0
    ok = (bf[:, 0] >= 0) & (bf[:, 1] >= 0) & (bf[:, 2] <= width) & (bf[:, 3] <= height)
    return _wrap(ok)


op("CheckValid", "nn",
   primitive=prim("CheckValid", "(self)", "(self, bboxes, img_metas)", doc=_doc(
       "Marks the boxes that lie inside the image; see :func:`mindspore.ops.check_valid`.",
       [], ["**bboxes** (Tensor) - Shape :math:`(N, 4)`.",
            "**img_metas** (Tensor) - (height, width, ratio) of the image."],
       "Tensor of shape :math:`(N,)`, bool.",
       ["TypeError: If an input is not a Tensor of a supported dtype."],
       ["boxes = Tensor([[0.0, 0.0, 9.0, 4.0], [-1.0, 0.0, 3.0, 4.0]], mindspore.float32)",
        "print(ops.CheckValid()(boxes, Tensor([5.0, 10.0, 1.0], mindspore.float32)))"],
       "[ True False]")),
   cases=({"img_metas": Tensor([10.0, 12.0, 1.0])},), dtypes=("float32",))(check_valid)


# ----- colour spaces -------------------------------------------------------------------------------------------------
def _rgb_to_hsv(t):
    r, g, b = t.unbind(-1)
    v = torch.maximum(torch.maximum(r, g), b)
    delta = v - torch.minimum(torch.minimum(r, g), b)
    safe = torch.where(delta > 0, delta, torch.ones_like(delta))
    s = torch.where(v > 0, delta / torch.where(v > 0, v, torch.ones_like(v)), torch.zeros_like(v))
    h = torch.where(v == r, (g - b) / safe, torch.where(v == g, 2.0 + (b - r) / safe, 4.0 + (r - g) / safe)) / 6.0
    h = torch.where(delta > 0, h, torch.zeros_like(h))
    h = torch.where(h < 0, h + 1.0, h)
    return torch.stack((h, s, v), -1)


def _hsv_to_rgb(t):
    h, s, v = t.unbind(-1)
    c = s * v
    m = v - c
    dh = h * 6.0
    x = c * (1.0 - torch.abs(torch.remainder(dh, 2.0) - 1.0))
    zero = torch.zeros_like(c)
    sector = torch.floor(dh).clamp(0, 5).long()
    rs = torch.stack((c, x, zero, zero, x, c), -1)
    gs = torch.stack((x, c, c, x, zero, zero), -1)
    bs = torch.stack((zero, zero, x, c, c, x), -1)
    pick = sector.unsqueeze(-1)
    r = rs.gather(-1, pick).squeeze(-1)
    g = gs.gather(-1, pick).squeeze(-1)
    b = bs.gather(-1, pick).squeeze(-1)
    return torch.stack((r + m, g + m, b + m), -1)


def _last_three(op_name, arg, t):
    if t.dim() == 0 or t.shape[-1] != 3:
        raise ValueError(f"For '{op_name}', the last dimension of '{arg}' must be 3, but got {tuple(t.shape)}.")


def rgb_to_hsv_prim(images):
    """The implementation of :class:`mindspore.ops.RGBToHSV`."""
    t = _float_tensor("RGBToHSV", "images", images)
    _last_three("RGBToHSV", "images", t)
    return _wrap(_rgb_to_hsv(t))


def hsv_to_rgb_prim(x):
    """The implementation of :class:`mindspore.ops.HSVToRGB`."""
    t = _float_tensor("HSVToRGB", "x", x)
    if t.dim() != 4:
        raise ValueError(f"For 'HSVToRGB', the dimension of 'x' must be 4, but got {t.dim()}.")
    _last_three("HSVToRGB", "x", t)
    return _wrap(_hsv_to_rgb(t))


op("RGBToHSV", "nn", functional=False,
   primitive=prim("RGBToHSV", "(self)", "(self, images)", doc=_doc(
       "Converts RGB pixels (the last dimension, values in [0, 1]) to HSV, hue in [0, 1).",
       [], ["**images** (Tensor) - Float16, float32 or float64, last dimension 3."],
       "Tensor, same shape and dtype as `images`.",
       ["TypeError: If `images` is not a float Tensor.", "ValueError: If the last dimension is not 3."],
       ["print(ops.RGBToHSV()(Tensor([[1.0, 0.5, 0.0]], mindspore.float32)))"],
       "[[0.08333334 1.         1.        ]]")),
   cases=(), dtypes=("float32",))(rgb_to_hsv_prim)
op("HSVToRGB", "nn", functional=False,
   primitive=prim("HSVToRGB", "(self)", "(self, x)", doc=_doc(
       "Converts HSV pixels (the last dimension, values in [0, 1]) of a 4-D tensor to RGB.",
       [], ["**x** (Tensor) - Float16, float32 or float64, 4-D with last dimension 3."],
       "Tensor, same shape and dtype as `x`.",
       ["TypeError: If `x` is not a float Tensor.", "ValueError: If `x` is not 4-D or the last dimension is not 3."],
       ["print(ops.HSVToRGB()(Tensor([[[[0.5, 1.0, 1.0]]]], mindspore.float32)))"],
       "[[[[0. 1. 1.]]]]")),
   cases=(), dtypes=("float32",))(hsv_to_rgb_prim)


def adjust_hue_prim(image, delta):
    """The implementation of :class:`mindspore.ops.AdjustHue`."""
    t = _float_tensor("AdjustHue", "image", image, (torch.float16, torch.float32),
                      "{Tensor[Float16], Tensor[Float32]}")
    d = _float_tensor("AdjustHue", "delta", delta, (torch.float32,), "{Tensor[Float32]}")
    if t.dim() < 3:
        raise ValueError(f"For primitive[AdjustHue], the dimension of image must be greater than or equal to 3, but "
                         f"got {t.dim()}.")
    _last_three("AdjustHue", "image", t)
    hsv = _rgb_to_hsv(t.float())
    h = torch.remainder(hsv[..., 0] + d, 1.0)
    return _wrap(_hsv_to_rgb(torch.stack((h, hsv[..., 1], hsv[..., 2]), -1)).to(t.dtype))


def adjust_saturation_prim(image, scale):
    """The implementation of :class:`mindspore.ops.AdjustSaturation`."""
    t = _float_tensor("AdjustSaturation", "image", image, (torch.float16, torch.float32),
                      "{Tensor[Float16], Tensor[Float32]}")
    k = _float_tensor("AdjustSaturation", "scale", scale, (torch.float32,), "{Tensor[Float32]}")
    if t.dim() < 3:
        raise ValueError(f"For primitive[AdjustSaturation], the dimension of AdjustSaturation input image must be "
                         f"greater than or equal to 3, but got {t.dim()}.")
    _last_three("AdjustSaturation", "image", t)
    hsv = _rgb_to_hsv(t.float())
    s = (hsv[..., 1] * k).clamp(0.0, 1.0)
    return _wrap(_hsv_to_rgb(torch.stack((hsv[..., 0], s, hsv[..., 2]), -1)).to(t.dtype))


op("AdjustHue", "nn", functional=False,
   primitive=prim("AdjustHue", "(self)", "(self, image, delta)", doc=_doc(
       "Rotates the hue of RGB pixels (the last dimension) by `delta` turns.",
       [], ["**image** (Tensor) - Float16 or float32, at least 3-D, last dimension 3.",
            "**delta** (Tensor) - A 0-D float32 tensor, the hue shift in [-1, 1]."],
       "Tensor, same shape and dtype as `image`.",
       ["TypeError: If an input is not a Tensor of the supported dtype.",
        "ValueError: If `image` is not at least 3-D or its last dimension is not 3."],
       ["print(ops.AdjustHue()(Tensor([[[1.0, 0.0, 0.0]]], mindspore.float32), Tensor(0.5, mindspore.float32)))"],
       "[[[0. 1. 1.]]]")),
   cases=(), dtypes=("float32",))(adjust_hue_prim)
op("AdjustSaturation", "nn", functional=False,
   primitive=prim("AdjustSaturation", "(self)", "(self, image, scale)", doc=_doc(
       "Multiplies the saturation of RGB pixels (the last dimension) by `scale`, clipped to [0, 1].",
       [], ["**image** (Tensor) - Float16 or float32, at least 3-D, last dimension 3.",
            "**scale** (Tensor) - A 0-D float32 tensor."],
       "Tensor, same shape and dtype as `image`.",
       ["TypeError: If an input is not a Tensor of the supported dtype.",
        "ValueError: If `image` is not at least 3-D or its last dimension is not 3."],
       ["image = Tensor([[[1.0, 0.5, 0.0]]], mindspore.float32)",
        "print(ops.AdjustSaturation()(image, Tensor(0.5, mindspore.float32)))"],
       "[[[1.   0.75 0.5 ]]]")),
   cases=(), dtypes=("float32",))(adjust_saturation_prim)


# ----- AffineGrid / affine_grid --------------------------------------------------------------------------------------
def affine_grid(theta, size, align_corners=False):
    """Sampling grid of an affine transform, for :func:`mindspore.ops.grid_sample`.

    Args:
        theta (Tensor): Shape :math:`(N, 2, 3)` (2-D) or :math:`(N, 3, 4)` (3-D), of float16, float32 or float64.
        size (tuple[int]): The target shape :math:`(N, C, H, W)` or :math:`(N, C, D, H, W)`.
        align_corners (bool): ``-1`` and ``1`` name the centres of the corner pixels instead of their outer
            edges. Default: ``False``.

    Returns:
        Tensor of shape :math:`(N, H, W, 2)` or :math:`(N, D, H, W, 3)`.

    Raises:
        TypeError: If `theta` is not a float Tensor, `size` is not a tuple or `align_corners` is not a bool.
        ValueError: If the shapes of `theta` and `size` do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> theta = Tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]], mindspore.float32)
        >>> print(ops.affine_grid(theta, (1, 1, 1, 2), True))
        [[[[-1.  0.]
           [ 1.  0.]]]]
    """
    t = _float_tensor("AffineGrid", "theta", theta)
    if not isinstance(align_corners, bool):
        raise TypeError(f"For 'AffineGrid', the 'align_corners' must be a bool, but got "
                        f"{type(align_corners).__name__}.")
    if isinstance(size, Tensor):
        size = tuple(int(v) for v in size._t.tolist())
    if not isinstance(size, (tuple, list)) or not all(_is_int(v) for v in size):
        raise TypeError(f"For 'AffineGrid', the 'output_size' must be a tuple of ints, but got {size!r}.")
    nd = len(size) - 2
    if nd not in (2, 3) or t.dim() != 3 or tuple(t.shape[1:]) != (nd, nd + 1) or t.shape[0] != size[0]:
        raise ValueError(f"For 'AffineGrid', the shape of 'theta' {tuple(t.shape)} does not match 'output_size' "
                         f"{tuple(size)}.")
    return _wrap(F.affine_grid(t, list(size), align_corners))


op("AffineGrid", "nn",
   primitive=prim("AffineGrid", "(self, align_corners=False)", "(self, theta, output_size)",
                  rename={"output_size": "size"}, doc=_doc(
                      "Sampling grid of an affine transform; see :func:`mindspore.ops.affine_grid`.",
                      ["align_corners (bool): ``-1`` and ``1`` name the centres of the corner pixels. Default:",
                       "    ``False``."],
                      ["**theta** (Tensor) - Shape :math:`(N, 2, 3)` or :math:`(N, 3, 4)`.",
                       "**output_size** (tuple[int]) - The target shape, 4 or 5 ints."],
                      "Tensor of shape :math:`(N, H, W, 2)` or :math:`(N, D, H, W, 3)`.",
                      ["TypeError: If `theta` is not a float Tensor.",
                       "ValueError: If the shapes of `theta` and `output_size` do not match."],
                      ["theta = Tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]], mindspore.float32)",
                       "print(ops.AffineGrid()(theta, (1, 1, 1, 2)))"],
                      "[[[[-0.5  0. ]\n   [ 0.5  0. ]]]]")),
   cases=({"size": (1, 1, 2, 3)}, {"size": (1, 1, 2, 3), "align_corners": True}), shape=(1, 2, 3),
   dtypes=("float32",))(affine_grid)


# ----- GridSampler2D / GridSampler3D ---------------------------------------------------------------------------------
def _grid_check(modes):
    def check(p):
        if p.interpolation_mode not in modes:
            raise ValueError(f"For '{p.name}', the 'interpolation_mode' must be str and must be in '{list(modes)}', "
                             f"but got {p.interpolation_mode!r}.")
        if p.padding_mode not in ("zeros", "border", "reflection"):
            raise ValueError(f"For '{p.name}', the 'padding_mode' must be str and must be in "
                             f"'['zeros', 'border', 'reflection']', but got {p.padding_mode!r}.")
        if not isinstance(p.align_corners, bool):
            raise TypeError(f"For '{p.name}', the 'align_corners' must be a bool, but got "
                            f"{type(p.align_corners).__name__}.")
    return check


def _grid_sample(op_name, nd, input_x, grid, interpolation_mode, padding_mode, align_corners):
    x = _float_tensor(op_name, "input_x", input_x)
    g = _float_tensor(op_name, "grid", grid)
    if x.dim() != nd + 2 or g.dim() != nd + 2 or g.shape[-1] != nd or g.shape[0] != x.shape[0]:
        raise ValueError(f"For '{op_name}', 'input_x' must be {nd + 2}-D and 'grid' of shape (N, ..., {nd}) with the "
                         f"same N, but got {tuple(x.shape)} and {tuple(g.shape)}.")
    return _wrap(F.grid_sample(x, g.to(x.dtype), interpolation_mode, padding_mode, align_corners))


def grid_sampler_2d_prim(input_x, grid, *, interpolation_mode="bilinear", padding_mode="zeros", align_corners=False):
    """The implementation of :class:`mindspore.ops.GridSampler2D`."""
    return _grid_sample("GridSampler2D", 2, input_x, grid, interpolation_mode, padding_mode, align_corners)


def grid_sampler_3d_prim(input_x, grid, *, interpolation_mode="bilinear", padding_mode="zeros", align_corners=False):
    """The implementation of :class:`mindspore.ops.GridSampler3D`."""
    return _grid_sample("GridSampler3D", 3, input_x, grid, interpolation_mode, padding_mode, align_corners)


def _grid_doc(nd):
    name = f"GridSampler{nd}D"
    shape_x = "(N, C, H_{in}, W_{in})" if nd == 2 else "(N, C, D_{in}, H_{in}, W_{in})"
    shape_g = "(N, H_{out}, W_{out}, 2)" if nd == 2 else "(N, D_{out}, H_{out}, W_{out}, 3)"
    modes = "``'bilinear'``, ``'nearest'`` or ``'bicubic'``" if nd == 2 else "``'bilinear'`` or ``'nearest'``"
    ex = (["x = Tensor([[[[0.0, 1.0], [2.0, 3.0]]]], mindspore.float32)",
           "grid = Tensor([[[[0.0, 0.0], [1.0, -1.0]]]], mindspore.float32)",
           f"print(ops.{name}(align_corners=True)(x, grid))"], "[[[[1.5 1. ]]]]") if nd == 2 else \
        (["x = Tensor([[[[[0.0, 1.0], [2.0, 3.0]], [[4.0, 5.0], [6.0, 7.0]]]]], mindspore.float32)",
          "grid = Tensor([[[[[0.0, 0.0, 0.0]]]]], mindspore.float32)",
          f"print(ops.{name}(align_corners=True)(x, grid))"], "[[[[[3.5]]]]]")
    return _doc(
        f"Samples an N-C-spatial input at the normalised coordinates of `grid` ({nd}-D, x first, in [-1, 1]).",
        [f"interpolation_mode (str): {modes}. Default: ``'bilinear'``.",
         "padding_mode (str): The value outside the input: ``'zeros'``, ``'border'`` or ``'reflection'``.",
         "    Default: ``'zeros'``.",
         "align_corners (bool): ``-1`` and ``1`` name the centres of the corner pixels. Default: ``False``."],
        [f"**input_x** (Tensor) - Shape :math:`{shape_x}`, float16, float32 or float64.",
         f"**grid** (Tensor) - Shape :math:`{shape_g}`, the same dtype."],
        "Tensor of shape :math:`(N, C, ...)` of the grid's spatial shape.",
        ["TypeError: If an input is not a float Tensor or `align_corners` is not a bool.",
         "ValueError: If a mode is not supported or the shapes do not match."], *ex)


op("GridSampler2D", "nn", functional=False,
   primitive=prim("GridSampler2D", "(self, interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)",
                  "(self, input_x, grid)", check=_grid_check(("bilinear", "nearest", "bicubic")), doc=_grid_doc(2)),
   cases=(), dtypes=("float32",))(grid_sampler_2d_prim)
op("GridSampler3D", "nn", functional=False,
   primitive=prim("GridSampler3D", "(self, interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)",
                  "(self, input_x, grid)", check=_grid_check(("bilinear", "nearest")), doc=_grid_doc(3)),
   cases=(), dtypes=("float32",))(grid_sampler_3d_prim)


# ----- UpsampleNearest3D / UpsampleTrilinear3D / ResizeLinear1D ------------------------------------------------------
def _upsample_args(op_name, t, output_size, scales):
    if t.dim() != 5:
        raise ValueError(f"For '{op_name}', the dimension of 'x' must be 5, but got {t.dim()}.")
    if (output_size is None) == (scales is None):
        raise ValueError(f"For '{op_name}', exactly one of 'output_size' and 'scales' must be given.")
    if output_size is not None:
        size = [int(v) for v in (output_size._t.tolist() if isinstance(output_size, Tensor) else output_size)]
        if len(size) != 3 or any(v <= 0 for v in size):
            raise ValueError(f"For '{op_name}', the 'output_size' must hold 3 positive ints, but got "
                             f"{output_size!r}.")
        return {"size": size}
    sc = [float(v) for v in (scales._t.tolist() if isinstance(scales, Tensor) else scales)]
    if len(sc) != 3 or any(v <= 0 for v in sc):
        raise ValueError(f"For '{op_name}', the 'scales' must hold 3 positive floats, but got {scales!r}.")
    return {"scale_factor": sc, "recompute_scale_factor": False}


def upsample_nearest3d_prim(x, output_size=None, scales=None):
    """The implementation of :class:`mindspore.ops.UpsampleNearest3D`."""
    t = _float_tensor("UpsampleNearest3D", "x", x)
    return _wrap(F.interpolate(t, mode="nearest", **_upsample_args("UpsampleNearest3D", t, output_size, scales)))


def upsample_trilinear3d_prim(x, output_size=None, scales=None, *, align_corners=False):
    """The implementation of :class:`mindspore.ops.UpsampleTrilinear3D`."""
    t = _float_tensor("UpsampleTrilinear3D", "x", x)
    kw = _upsample_args("UpsampleTrilinear3D", t, output_size, scales)
    return _wrap(F.interpolate(t, mode="trilinear", align_corners=align_corners, **kw))


def _up_doc(name, summary, args, example, output):
    return _doc(summary, args,
                ["**x** (Tensor) - Shape :math:`(N, C, D, H, W)`, float16, float32 or float64.",
                 "**output_size** (Union[tuple[int], list[int]]) - The output (D, H, W); exactly one of it and",
                 "  `scales` is given. Default: ``None``.",
                 "**scales** (Union[tuple[float], list[float]]) - The (D, H, W) scale factors; each output size is",
                 "  the floor of input size times scale. Default: ``None``."],
                "Tensor of shape :math:`(N, C, D_{out}, H_{out}, W_{out})`, the dtype of `x`.",
                ["TypeError: If `x` is not a float Tensor.",
                 "ValueError: If `x` is not 5-D, or not exactly one of `output_size` and `scales` is given."],
                example, output)


op("UpsampleNearest3D", "nn", functional=False,
   primitive=prim("UpsampleNearest3D", "(self)", "(self, x, output_size=None, scales=None)", doc=_up_doc(
       "UpsampleNearest3D", "Resizes the (D, H, W) volume of an NCDHW input by nearest neighbour (source index\n"
       "    floor(dst / scale)).", [],
       ["x = Tensor(np.arange(2).reshape((1, 1, 1, 1, 2)), mindspore.float32)",
        "print(ops.UpsampleNearest3D()(x, (1, 1, 4)))"], "[[[[[0. 0. 1. 1.]]]]]")),
   cases=(), dtypes=("float32",))(upsample_nearest3d_prim)
op("UpsampleTrilinear3D", "nn", functional=False,
   primitive=prim("UpsampleTrilinear3D", "(self, align_corners=False)", "(self, x, output_size=None, scales=None)",
                  doc=_up_doc(
                      "UpsampleTrilinear3D", "Resizes the (D, H, W) volume of an NCDHW input by trilinear "
                      "interpolation.",
                      ["align_corners (bool): Map the corner pixel centres onto each other. Default: ``False``."],
                      ["x = Tensor(np.arange(2).reshape((1, 1, 1, 1, 2)), mindspore.float32)",
                       "print(ops.UpsampleTrilinear3D(True)(x, (1, 1, 3)))"], "[[[[[0.  0.5 1. ]]]]]")),
   cases=(), dtypes=("float32",))(upsample_trilinear3d_prim)


_LINEAR_1D_MODES = ("align_corners", "half_pixel", "asymmetric")


def _resize_1d_check(p):
    if p.coordinate_transformation_mode not in _LINEAR_1D_MODES:
        raise ValueError(f"For '{p.name}', the 'coordinate_transformation_mode' must be str and must be in "
                         f"'{list(_LINEAR_1D_MODES)}', but got {p.coordinate_transformation_mode!r}.")


def _call_type_name(value):
    """How MindSpore's argument checker spells the type of a Python argument in its call errors."""
    if isinstance(value, Tensor):
        return "Tensor"
    if isinstance(value, (tuple, list)):
        inner = ", ".join(_call_type_name(v) for v in value)
        return f"{'Tuple' if isinstance(value, tuple) else 'List'}<{inner}>"
    return {"str": "string"}.get(type(value).__name__, type(value).__name__)


def _linear_1d_size(size, mode):
    """The target width of ResizeLinear1D as a 1-D tensor: a Tensor, or a tuple or list of ints."""
    if isinstance(size, Tensor):
        return size._t
    if not isinstance(size, (tuple, list)) or not all(
            isinstance(v, Tensor) or (isinstance(v, int) and not isinstance(v, bool)) for v in size):
        raise TypeError(
            f'Failed calling ResizeLinear1D with "ResizeLinear1D(coordinate_transformation_mode='
            f'{_call_type_name(mode)})(x=Tensor, size={_call_type_name(size)})".\nThe valid calling should be: \n'
            '"ResizeLinear1D(coordinate_transformation_mode=<string>)(x=<Tensor>, size=<list of int, Tensor, '
            'tuple of int>)".')
    if len(size) != 1:
        raise ValueError(f"For primitive[ResizeLinear1D], the the number of size must be equal to 1, but got "
                         f"{len(size)}.")
    return torch.tensor([int(v) for v in size], dtype=torch.int64)


def resize_linear_1d_prim(x, size, *, coordinate_transformation_mode="align_corners"):
    """The implementation of :class:`mindspore.ops.ResizeLinear1D`."""
    t = _float_tensor("ResizeLinear1D", "x", x)
    s = _linear_1d_size(size, coordinate_transformation_mode)
    if t.dim() != 3:
        raise ValueError(f"For 'ResizeLinear1D', the dimension of 'x' must be 3, but got {t.dim()}.")
    if coordinate_transformation_mode == "asymmetric":
        # MindSpore 2.10's CPU kernel rejects this mode at run time; so does this backend
        raise RuntimeError("For 'ResizeLinear1D', coordinate_transformation_mode not support now.")
    width, n_in = int(s.reshape(-1)[0]), t.shape[-1]
    # source positions in double precision rounded to the input's dtype, then the blend ``a + (b - a) * frac``
    # in that dtype: this order reproduces MindSpore's CPU results bit for bit
    i = torch.arange(width, dtype=torch.float64, device=t.device)
    if coordinate_transformation_mode == "align_corners":
        src = i * (n_in - 1) / (width - 1) if width > 1 else torch.zeros_like(i)
    else:
        src = ((i + 0.5) * n_in / width - 0.5).clamp(min=0)
    src = src.to(t.dtype)
    lo = src.floor()
    frac = src - lo
    lo = lo.long().clamp(max=n_in - 1)
    hi = (lo + 1).clamp(max=n_in - 1)
    a, b = t[..., lo], t[..., hi]
    return _wrap(a + (b - a) * frac)


op("ResizeLinear1D", "nn", functional=False,
   primitive=prim("ResizeLinear1D", "(self, coordinate_transformation_mode='align_corners')", "(self, x, size)",
                  check=_resize_1d_check, doc=_doc(
                      "Resizes the last dimension of an (N, C, W) input by linear interpolation.",
                      ["coordinate_transformation_mode (str): ``'align_corners'`` (corner samples map onto each",
                       "    other) or ``'half_pixel'``; ``'asymmetric'`` is accepted but, as on MindSpore's CPU,",
                       "    raises RuntimeError when called. Default: ``'align_corners'``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, W)`, float16, float32 or float64.",
                       "**size** (Union[Tensor, tuple[int], list[int]]) - The new width, as a 1-D int64 tensor or "
                       "a tuple or list of one int."],
                      "Tensor of shape :math:`(N, C, size)`, the dtype of `x`.",
                      ["TypeError: If `x` is not a float Tensor or `size` is neither a Tensor nor a tuple or list "
                       "of ints.",
                       "ValueError: If `x` is not 3-D, `size` holds more than one value or the mode is not one "
                       "of the modes.",
                       "RuntimeError: If the mode is ``'asymmetric'``."],
                      ["x = Tensor(np.array([[[0.0, 2.0]]]), mindspore.float32)",
                       "print(ops.ResizeLinear1D()(x, Tensor([3], mindspore.int64)))"], "[[[0. 1. 2.]]]")),
   cases=(), dtypes=("float32",))(resize_linear_1d_prim)


# ----- ResizeNearestNeighborV2 ---------------------------------------------------------------------------------------
def _resize_indices(n_in, n_out, align_corners, half_pixel, dev):
    """Source index of each of `n_out` nearest-neighbour samples of a dimension of size `n_in`."""
    i = torch.arange(n_out, device=dev, dtype=torch.float64)
    if align_corners and n_out > 1:
        src = torch.floor(i * ((n_in - 1) / (n_out - 1)) + 0.5)
    elif half_pixel:
        src = torch.floor((i + 0.5) * (n_in / n_out))
    else:
        src = torch.floor(i * (n_in / n_out))
    return src.clamp(0, n_in - 1).long()


def resize_nearest_neighbor_v2_prim(image, size, *, align_corners=False, half_pixel_centers=False):
    """The implementation of :class:`mindspore.ops.ResizeNearestNeighborV2`."""
    t = _float_tensor("ResizeNearestNeighborV2", "image", image, (torch.uint8,) + _FLOATS,
                      "{Tensor[UInt8], Tensor[Float16], Tensor[Float32], Tensor[Float64]}")
    s = _tensor("ResizeNearestNeighborV2", "size", size)
    if t.dim() != 4:
        raise ValueError(f"For 'ResizeNearestNeighborV2', the dimension of 'image' must be 4, but got {t.dim()}.")
    h, w = (int(v) for v in s.reshape(-1).tolist())
    rows = _resize_indices(t.shape[2], h, align_corners, half_pixel_centers, t.device)
    cols = _resize_indices(t.shape[3], w, align_corners, half_pixel_centers, t.device)
    return _wrap(t[:, :, rows][:, :, :, cols])


op("ResizeNearestNeighborV2", "nn", functional=False,
   primitive=prim("ResizeNearestNeighborV2", "(self, align_corners=False, half_pixel_centers=False)",
                  "(self, image, size)", doc=_doc(
                      "Resizes the (H, W) planes of an NCHW input by nearest neighbour to the size given as a tensor.",
                      ["align_corners (bool): Map the corner pixel centres onto each other. Default: ``False``.",
                       "half_pixel_centers (bool): Sample at pixel centres. Default: ``False``."],
                      ["**image** (Tensor) - Shape :math:`(N, C, H, W)`, uint8, float16, float32 or float64.",
                       "**size** (Tensor) - A 1-D int32 tensor holding the new (H, W)."],
                      "Tensor of shape :math:`(N, C, size[0], size[1])`, the dtype of `image`.",
                      ["TypeError: If an input is not a Tensor or `image` has another dtype.",
                       "ValueError: If `image` is not 4-D."],
                      ["x = Tensor(np.arange(4).reshape((1, 1, 2, 2)), mindspore.float32)",
                       "print(ops.ResizeNearestNeighborV2()(x, Tensor([3, 3], mindspore.int32)))"],
                      "[[[[0. 0. 1.]\n   [0. 0. 1.]\n   [2. 2. 3.]]]]")),
   cases=(), dtypes=("float32",))(resize_nearest_neighbor_v2_prim)


# ----- ResizeBicubic -------------------------------------------------------------------------------------------------
def _cubic_matrix(n_in, n_out, align_corners, half_pixel_centers):
    """The (n_out, n_in) float64 matrix of cubic convolution weights along one axis.

    The fractional offset is quantised to 1/1024 as in a 1024-entry weight table; the cubic kernel's ``a`` is
    -0.5 with half-pixel centres (whose taps outside the image are dropped and the rest rescaled to sum to 1)
    and -0.75 otherwise (whose taps are clamped to the border).
    """
    scale = (n_in - 1) / (n_out - 1) if align_corners and n_out > 1 else n_in / n_out
    o = torch.arange(n_out, dtype=torch.float64)
    pos = (o + 0.5) * scale - 0.5 if half_pixel_centers else o * scale
    first = torch.floor(pos)
    frac = torch.round((pos - first) * 1024) / 1024
    a = -0.5 if half_pixel_centers else -0.75

    def near(d):
        return ((a + 2) * d - (a + 3)) * d * d + 1

    def far(d):
        return ((a * d - 5 * a) * d + 8 * a) * d - 4 * a

    weights = torch.stack([far(frac + 1), near(frac), near(1 - frac), far(2 - frac)], 1)
    taps = first.long()[:, None] + torch.arange(-1, 3)[None, :]
    if half_pixel_centers:
        weights = torch.where((taps < 0) | (taps >= n_in), 0.0, weights)
        weights = weights / weights.sum(1, keepdim=True)
    out = torch.zeros(n_out, n_in, dtype=torch.float64)
    out.scatter_add_(1, taps.clamp(0, n_in - 1), weights)
    return out


def resize_bicubic_prim(images, size, *, align_corners=False, half_pixel_centers=False):
    """The implementation of :class:`mindspore.ops.ResizeBicubic`."""
    name = "ResizeBicubic"
    # MindSpore checks the flags when the primitive is called, not when it is built
    for arg, flag in (("align_corners", align_corners), ("half_pixel_centers", half_pixel_centers)):
        if not isinstance(flag, bool):
            raise TypeError(f"For '{name}', the type of '{arg}' should be 'bool', but got type "
                            f"'{type(flag).__name__}'.")
    if align_corners and half_pixel_centers:
        raise ValueError(f"For '{name}', the half_pixel_centers must be false when align_corners is true, but got "
                         f"half_pixel_centers: True.")
    x = _float_tensor(name, "images", images)
    s = _float_tensor(name, "size", size, (torch.int32, torch.int64), "{Tensor[Int32], Tensor[Int64]}")
    if x.dim() != 4:
        raise ValueError(f"For '{name}', the dimension of 'images' must be 4, but got {x.dim()}.")
    if s.dim() != 1 or s.shape[0] != 2:
        raise ValueError(f"For '{name}', the 'size' must be a 1-D Tensor of 2 elements, but got shape "
                         f"{tuple(s.shape)}.")
    out_h, out_w = (int(v) for v in s.tolist())
    if out_h <= 0 or out_w <= 0:
        raise ValueError(f"For '{name}', the 'size' must be positive, but got [{out_h}, {out_w}].")
    rows = _cubic_matrix(x.shape[2], out_h, align_corners, half_pixel_centers)
    cols = _cubic_matrix(x.shape[3], out_w, align_corners, half_pixel_centers)
    out = torch.einsum("oh,nchw,pw->ncop", rows, x.to(torch.float64), cols)
    return _wrap(out.to(x.dtype))


op("ResizeBicubic", "nn", functional=False,
   primitive=prim("ResizeBicubic", "(self, align_corners=False, half_pixel_centers=False)", "(self, image, size)",
                  rename={"image": "images"},
                  doc=_doc(
                      "Resizes images with cubic convolution over the 4 x 4 nearest pixels.",
                      ["align_corners (bool): Whether the corner pixels of input and output line up. Default:",
                       "    ``False``.",
                       "half_pixel_centers (bool): Whether pixels are sampled at their centres (a cubic kernel",
                       "    with :math:`a = -0.5`, taps outside the image dropped). Default: ``False``."],
                      ["**image** (Tensor) - Shape :math:`(N, C, H, W)`, float16, float32 or float64.",
                       "**size** (Tensor) - int32 or int64 ``(new_height, new_width)``."],
                      "Tensor of shape :math:`(N, C, new\\_height, new\\_width)`.",
                      ["TypeError: If a flag is not a bool or an input has an unsupported dtype.",
                       "ValueError: If both flags are ``True``, or `size` does not hold 2 positive ints."],
                      ["images = Tensor(np.array([[[[0.0, 1.0], [2.0, 3.0]]]]), mindspore.float32)",
                       "print(ops.ResizeBicubic(align_corners=True)(images, Tensor([3, 3], mindspore.int32)))"],
                      "[[[[0.  0.5 1. ]\n   [1.  1.5 2. ]\n   [2.  2.5 3. ]]]]")),
   cases=(), dtypes=("float32",))(resize_bicubic_prim)


# ----- ResizeArea ----------------------------------------------------------------------------------------------------
def _area_matrix(n_in, n_out, align_corners):
    """The (n_out, n_in) float64 matrix of the overlap lengths of output cell o, ``[o * s, (o + 1) * s)`` with
    ``s`` the input pixels per output pixel, with each input pixel (pixels past the border read the border), divided
    by ``s``."""
    scale = (n_in - 1) / (n_out - 1) if align_corners and n_out > 1 else n_in / n_out
    out = torch.zeros(n_out, n_in, dtype=torch.float64)
    for o in range(n_out):
        lo, hi = o * scale, (o + 1) * scale
        i = int(torch.floor(torch.tensor(lo)))
        while i < hi:
            out[o, min(max(i, 0), n_in - 1)] += min(i + 1, hi) - max(i, lo)
            i += 1
    return out / scale


def resize_area_prim(images, size, *, align_corners=False):
    """The implementation of :class:`mindspore.ops.ResizeArea`."""
    name = "ResizeArea"
    x = _float_tensor(name, "images", images, _FLOATS + (torch.int8, torch.uint8, torch.int16, torch.uint16,
                                                        torch.int32, torch.int64),
                      "{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int8], Tensor[UInt8], "
                      "Tensor[Int16], Tensor[UInt16], Tensor[Int32], Tensor[Int64]}")
    s = _float_tensor(name, "size", size, (torch.int32,), "{Tensor[Int32]}")
    if x.dim() != 4:
        raise ValueError(f"For '{name}', the dimension of 'images' must be 4, but got {x.dim()}.")
    if s.dim() != 1 or s.shape[0] != 2:
        raise ValueError(f"For '{name}', the 'size' must be a 1-D Tensor of 2 elements, but got shape "
                         f"{tuple(s.shape)}.")
    out_h, out_w = (int(v) for v in s.tolist())
    if out_h <= 0 or out_w <= 0:
        raise ValueError(f"For '{name}', the 'size' must be positive, but got [{out_h}, {out_w}].")
    rows = _area_matrix(x.shape[1], out_h, align_corners)
    cols = _area_matrix(x.shape[2], out_w, align_corners)
    out = torch.einsum("oh,nhwc,pw->nopc", rows, x.to(torch.float64), cols)
    return _wrap(out.to(torch.float32))


def _resize_area_check(p):
    if not isinstance(p.align_corners, bool):
        raise TypeError(f"For '{p.name}', the type of 'align_corners' should be 'bool', but got type "
                        f"'{type(p.align_corners).__name__}'.")


op("ResizeArea", "nn", functional=False,
   primitive=prim("ResizeArea", "(self, align_corners=False)", "(self, images, size)", check=_resize_area_check,
                  doc=_doc(
                      "Resizes images by area averaging: each output pixel is the mean of the input area it\n"
                      "    covers, partly covered pixels weighted by the covered part.",
                      ["align_corners (bool): Whether the corner pixels of input and output line up. Default:",
                       "    ``False``."],
                      ["**images** (Tensor) - Shape :math:`(N, H, W, C)`, a real dtype.",
                       "**size** (Tensor) - int32 ``(new_height, new_width)``."],
                      "Tensor of shape :math:`(N, new\\_height, new\\_width, C)`, float32.",
                      ["TypeError: If `align_corners` is not a bool or an input has an unsupported dtype.",
                       "ValueError: If `size` does not hold 2 positive ints or `images` is not 4-D."],
                      ["images = Tensor(np.arange(16).reshape(1, 4, 4, 1), mindspore.int32)",
                       "print(ops.ResizeArea()(images, Tensor([2, 2], mindspore.int32))[..., 0])"],
                      "[[[ 2.5  4.5]\n  [10.5 12.5]]]")),
   cases=(), dtypes=("float32",))(resize_area_prim)

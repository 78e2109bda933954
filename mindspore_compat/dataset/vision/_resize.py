"""Image resizing as OpenCV's ``cv::resize`` (which MindSpore's Resize calls) computes it.

uint8 images go through OpenCV's fixed-point path (11-bit coefficients, the vectorised rounding of the vertical
pass); float images through its float path. Coordinates map pixel centres (``(dx + 0.5) * scale - 0.5``).
"""
import numpy as np

__all__ = ["resize"]

_COEF_BITS = 11
_COEF_SCALE = 1 << _COEF_BITS


def _linear_coeffs(ssize, dsize, area_mode=False, clamp=True):
    scale = ssize / dsize
    dx = np.arange(dsize)
    if area_mode:
        sx = np.floor(dx * scale).astype(np.int64)
        fx = ((dx + 1) - (sx + 1) * (dsize / ssize)).astype(np.float32)
        fx = np.where(fx <= 0, np.float32(0), fx - np.floor(fx)).astype(np.float32)
    else:
        fx = ((dx + 0.5) * scale - 0.5).astype(np.float32)
        sx = np.floor(fx).astype(np.int64)
        fx = (fx - sx).astype(np.float32)
    if clamp:  # OpenCV clamps the x coordinates; rows are only clipped when fetched
        low = sx < 0
        fx[low] = 0
        sx[low] = 0
        high = sx >= ssize - 1
        fx[high] = 0
        sx[high] = ssize - 1
    sx1 = np.clip(sx + 1, 0, ssize - 1)
    sx = np.clip(sx, 0, ssize - 1)
    return sx, sx1, (np.float32(1) - fx).astype(np.float32), fx


def _cubic_weights(fx):
    a = -0.75
    x = fx.astype(np.float32)
    w0 = ((a * (x + 1) - 5 * a) * (x + 1) + 8 * a) * (x + 1) - 4 * a
    w1 = ((a + 2) * x - (a + 3)) * x * x + 1
    w2 = ((a + 2) * (1 - x) - (a + 3)) * (1 - x) * (1 - x) + 1
    w3 = 1 - w0 - w1 - w2
    return np.stack([w0, w1, w2, w3], axis=-1).astype(np.float32)


def _cubic_coeffs(ssize, dsize):
    scale = ssize / dsize
    dx = np.arange(dsize)
    fx = ((dx + 0.5) * scale - 0.5).astype(np.float32)
    sx = np.floor(fx).astype(np.int64)
    fx = (fx - sx).astype(np.float32)
    idx = np.clip(sx[:, None] + np.arange(-1, 3)[None, :], 0, ssize - 1)
    return idx, _cubic_weights(fx)


def _round_short(w):
    return np.rint(w * _COEF_SCALE).astype(np.int64)


def _separable(img, ys, yw, xs, xw, fixed):
    """Weighted sums along x (indices xs, weights xw: (dw, k)) then along y."""
    if fixed:
        ixw = _round_short(xw)
        iyw = _round_short(yw)
        src = img.astype(np.int64)
        horiz = np.einsum("hwkc,wk->hwc", src[:, xs], ixw) if src.ndim == 3 else \
            np.einsum("hwk,wk->hw", src[:, xs], ixw)
        rows = horiz[ys]  # (dh, k, dw[, c])
        if yw.shape[1] == 2:
            shifted = rows >> 4
            w = iyw.reshape(iyw.shape + (1,) * (rows.ndim - 2))
            val = ((w[:, 0] * shifted[:, 0]) >> 16) + ((w[:, 1] * shifted[:, 1]) >> 16)
            val = (val + 2) >> 2
        else:
            w = iyw.reshape(iyw.shape + (1,) * (rows.ndim - 2))
            val = ((rows * w).sum(axis=1) + (1 << (2 * _COEF_BITS - 1))) >> (2 * _COEF_BITS)
        return np.clip(val, 0, 255).astype(np.uint8)
    work = img.astype(np.float32) if img.dtype != np.float64 else img
    horiz = np.einsum("hwkc,wk->hwc", work[:, xs], xw.astype(work.dtype)) if work.ndim == 3 else \
        np.einsum("hwk,wk->hw", work[:, xs], xw.astype(work.dtype))
    rows = horiz[ys]
    w = yw.astype(work.dtype).reshape(yw.shape + (1,) * (rows.ndim - 2))
    return (rows * w).sum(axis=1).astype(img.dtype)


def _area_weights(ssize, dsize):
    """Dense (dsize, ssize) matrix of OpenCV's pixel-area weights when shrinking."""
    scale = ssize / dsize
    weights = np.zeros((dsize, ssize), np.float64)
    for dx in range(dsize):
        fsx1 = dx * scale
        fsx2 = fsx1 + scale
        sx1 = int(np.ceil(fsx1))
        sx2 = int(np.floor(fsx2))
        cellw = min(scale, ssize - fsx1)
        if sx1 - fsx1 > 1e-3:
            weights[dx, sx1 - 1] = (sx1 - fsx1) / cellw
        for sx in range(sx1, min(sx2, ssize)):
            weights[dx, sx] = 1.0 / cellw
        if fsx2 - sx2 > 1e-3 and sx2 < ssize:
            weights[dx, sx2] = min(min(fsx2 - sx2, 1.0), cellw) / cellw
    return weights


def _resize_area(img, dh, dw):
    h, w = img.shape[:2]
    if h % dh == 0 and w % dw == 0:
        ky, kx = h // dh, w // dw
        blocks = img.reshape((dh, ky, dw, kx) + img.shape[2:]).astype(np.float64)
        mean = blocks.mean(axis=(1, 3))
        if img.dtype == np.uint8:
            total = blocks.sum(axis=(1, 3)).astype(np.int64)
            area = ky * kx
            return np.clip((total + area // 2) // area, 0, 255).astype(np.uint8)
        return mean.astype(img.dtype)
    wy = _area_weights(h, dh).astype(np.float32)
    wx = _area_weights(w, dw).astype(np.float32)
    work = img.astype(np.float32)
    out = np.einsum("jw,hw...->hj...", wx, work)  # horizontal pass first, in float32, as OpenCV
    out = np.einsum("ih,hj...->ij...", wy, out)
    if img.dtype == np.uint8:
        return np.clip(np.rint(out), 0, 255).astype(np.uint8)
    return out.astype(img.dtype)


def _resize_pil_cubic(img, dh, dw):
    from PIL import Image
    if img.dtype != np.uint8:
        raise ValueError("PILCUBIC interpolation supports uint8 images only")
    if img.ndim == 2:
        return np.asarray(Image.fromarray(img).resize((dw, dh), Image.BICUBIC))
    chans = [np.asarray(Image.fromarray(np.ascontiguousarray(img[:, :, c])).resize((dw, dh), Image.BICUBIC))
             for c in range(img.shape[2])]
    return np.stack(chans, axis=2)


def resize(img, dh, dw, mode):
    """Resize an (H, W) or (H, W, C) array to (dh, dw); `mode` is the Inter value (0 nearest, 2 linear, 3 cubic,
    4 area, 5 Pillow cubic)."""
    h, w = img.shape[:2]
    if (h, w) == (dh, dw):
        return img.copy()
    fixed = img.dtype == np.uint8
    if mode == 0:
        ys = np.minimum(np.floor(np.arange(dh) * (h / dh)).astype(np.int64), h - 1)
        xs = np.minimum(np.floor(np.arange(dw) * (w / dw)).astype(np.int64), w - 1)
        return img[ys][:, xs]
    if mode == 5:
        return _resize_pil_cubic(img, dh, dw)
    if mode == 4:
        if dh <= h and dw <= w:
            return _resize_area(img, dh, dw)
        x0, x1, xa0, xa1 = _linear_coeffs(w, dw, area_mode=True)
        y0, y1, ya0, ya1 = _linear_coeffs(h, dh, area_mode=True, clamp=False)
        return _separable(img, np.stack([y0, y1], 1), np.stack([ya0, ya1], 1), np.stack([x0, x1], 1),
                          np.stack([xa0, xa1], 1), fixed)
    if mode == 3:
        xs, xw = _cubic_coeffs(w, dw)
        ys, yw = _cubic_coeffs(h, dh)
        return _separable(img, ys, yw, xs, xw, fixed)
    if h == 2 * dh and w == 2 * dw:  # OpenCV shrinks exactly by 2 with the area kernel
        return _resize_area(img, dh, dw)
    x0, x1, xa0, xa1 = _linear_coeffs(w, dw)
    y0, y1, ya0, ya1 = _linear_coeffs(h, dh, clamp=False)
    return _separable(img, np.stack([y0, y1], 1), np.stack([ya0, ya1], 1), np.stack([x0, x1], 1),
                      np.stack([xa0, xa1], 1), fixed)

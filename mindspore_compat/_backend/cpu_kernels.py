"""Hand-written CPU kernels that graphs compiled at ``jit_level="O1"`` use in place of inductor's own code for some
operators (wired in by :mod:`._backend.compile`). Each gives the bits of the eager kernel it replaces.

* Max pooling whose windows tile the input (stride equal to the window, no padding, no dilation, sizes divisible,
  a contiguous float32 NCHW tensor): inductor turns it into a scalar loop per output element, about as slow as the
  eager kernel, and a scatter for the backward. Here the forward is a C++ loop over output rows that the compiler
  vectorises, with the eager kernel's rule (the running maximum is replaced by a larger value or by a NaN, window
  read row by row), and the backward adds each gradient at its saved index into a zeroed plane, as the eager
  kernel does. Both are opaque to inductor, so the backward uses the indices the forward saved instead of
  recomputing the pooling.

The C++ source is built once per process with inductor's own compiler settings and cache
(``CppPythonBindingsCodeCache``); when that cannot be done the operators keep inductor's forms.
"""
import functools
import hashlib
import marshal
import types

import torch

__all__ = ["decompositions"]

aten = torch.ops.aten

_SOURCE = r"""
#include <cstdint>
#include <cmath>

// inductor builds with the loop vectoriser off (its own kernels vectorise explicitly); this loop relies on it
#pragma GCC optimize ("tree-loop-vectorize")

// x: planes x height x width floats (contiguous); out / idx: planes x (height / kh) x (width / kw).
extern "C" void kernel(const float* x, float* out, int64_t* idx, int64_t planes, int64_t height, int64_t width,
                       int64_t kh, int64_t kw) {
    const int64_t oh = height / kh, ow = width / kw;
    #pragma omp parallel for
    for (int64_t row = 0; row < planes * oh; ++row) {
        const int64_t p = row / oh, r = row % oh;
        const float* plane = x + p * height * width;
        float* o = out + row * ow;
        int64_t* ix = idx + row * ow;
        const int64_t top = r * kh;
        if (kh == 2 && kw == 2) {
            const float* a = plane + top * width;
            const float* b = a + width;
            for (int64_t c = 0; c < ow; ++c) {
                const int64_t base = top * width + 2 * c;
                float best = a[2 * c];
                int64_t at = base;
                float v = a[2 * c + 1];
                bool take = (v > best) || std::isnan(v);
                best = take ? v : best; at = take ? base + 1 : at;
                v = b[2 * c];
                take = (v > best) || std::isnan(v);
                best = take ? v : best; at = take ? base + width : at;
                v = b[2 * c + 1];
                take = (v > best) || std::isnan(v);
                best = take ? v : best; at = take ? base + width + 1 : at;
                o[c] = best;
                ix[c] = at;
            }
        } else {
            for (int64_t c = 0; c < ow; ++c) {
                const int64_t left = c * kw;
                float best = plane[top * width + left];
                int64_t at = top * width + left;
                for (int64_t i = 0; i < kh; ++i) {
                    for (int64_t j = 0; j < kw; ++j) {
                        const int64_t k = (top + i) * width + left + j;
                        const float v = plane[k];
                        if ((v > best) || std::isnan(v)) { best = v; at = k; }
                    }
                }
                o[c] = best;
                ix[c] = at;
            }
        }
    }
}
"""

_BACKWARD_SOURCE = r"""
#include <cstdint>
#include <cstring>

// g / idx: planes x count; gi: planes x size, zeroed here, then each gradient added at its index (the eager
// kernel's order and arithmetic: 0 + g, so a -0.0 gradient lands as +0.0).
extern "C" void kernel(const float* g, const int64_t* idx, float* gi, int64_t planes, int64_t count, int64_t size) {
    #pragma omp parallel for
    for (int64_t p = 0; p < planes; ++p) {
        float* dst = gi + p * size;
        std::memset(dst, 0, sizeof(float) * size);
        const float* src = g + p * count;
        const int64_t* at = idx + p * count;
        for (int64_t k = 0; k < count; ++k) {
            dst[at[k]] += src[k];
        }
    }
}
"""

_kernels = {}       # "forward" / "backward" -> callable, or None when building failed


def _built(name):
    if name not in _kernels:
        try:
            from torch._inductor.codecache import CppPythonBindingsCodeCache
            if name == "forward":
                kernel = CppPythonBindingsCodeCache.load_pybinding(
                    ["const float*", "float*", "int64_t*", "int64_t", "int64_t", "int64_t", "int64_t", "int64_t"],
                    _SOURCE, needs_vec_isa=True)
            else:
                kernel = CppPythonBindingsCodeCache.load_pybinding(
                    ["const float*", "const int64_t*", "float*", "int64_t", "int64_t", "int64_t"],
                    _BACKWARD_SOURCE, needs_vec_isa=True)
        except Exception:   # no compiler or another torch release's internals: inductor's own forms
            kernel = None
        _kernels[name] = kernel
    return _kernels[name]


# the two operators, registered with the plain library API: a call costs less there than through
# ``torch.library.custom_op`` (they are only ever called inside compiled graphs, below autograd)
_REGISTER_FAKE = getattr(torch.library, "register_fake", None)   # torch >= 2.4; before, inductor's own forms
_LIBRARY = torch.library.Library("mindspore_compat", "FRAGMENT")
_LIBRARY.define("max_pool2d_tiled(Tensor x, int kh, int kw) -> (Tensor, Tensor)")
_LIBRARY.define("max_pool2d_tiled_backward(Tensor grad_output, Tensor indices, int height, int width) -> Tensor")


def _pooled_shape(x, kh, kw):
    return (*x.shape[:-2], x.shape[-2] // kh, x.shape[-1] // kw)


def _max_pool2d_tiled(x, kh, kw):
    """Values and flat indices of max pooling over windows (kh, kw) that tile a contiguous float32 tensor."""
    height, width = x.shape[-2], x.shape[-1]
    shape = _pooled_shape(x, kh, kw)
    out = torch.empty(shape, dtype=x.dtype)
    idx = torch.empty(shape, dtype=torch.int64)
    if out.numel():
        _built("forward")(x, out, idx, x.numel() // (height * width), height, width, kh, kw)
    return out, idx


def _max_pool2d_tiled_backward(grad_output, indices, height, width):
    """The gradient of :func:`_max_pool2d_tiled`'s input: each output gradient added at its saved index."""
    grad = grad_output.contiguous()
    out = torch.empty((*grad.shape[:-2], height, width), dtype=grad.dtype)
    count = grad.shape[-2] * grad.shape[-1]
    planes = grad.numel() // count if count else 0
    if planes and out.numel():
        _built("backward")(grad, indices.contiguous(), out, planes, count, height * width)
    else:
        out.zero_()
    return out


_LIBRARY.impl("max_pool2d_tiled", _max_pool2d_tiled, "CPU")
_LIBRARY.impl("max_pool2d_tiled_backward", _max_pool2d_tiled_backward, "CPU")


def _fake_max_pool2d_tiled(x, kh, kw):
    shape = _pooled_shape(x, kh, kw)
    return x.new_empty(shape), x.new_empty(shape, dtype=torch.int64)


def _fake_max_pool2d_tiled_backward(grad_output, indices, height, width):
    return grad_output.new_empty((*grad_output.shape[:-2], height, width))


if _REGISTER_FAKE is not None:
    _REGISTER_FAKE("mindspore_compat::max_pool2d_tiled", _fake_max_pool2d_tiled, lib=_LIBRARY)
    _REGISTER_FAKE("mindspore_compat::max_pool2d_tiled_backward", _fake_max_pool2d_tiled_backward, lib=_LIBRARY)


def _pair(values, default):
    values = list(values) if len(values) else list(default)
    return values * 2 if len(values) == 1 else values


def _tiling(x, kernel_size, stride, padding, dilation):
    """(kh, kw) when max pooling `x` with these arguments can use the kernel above, else None."""
    if _REGISTER_FAKE is None or x.device.type != "cpu" or x.dtype != torch.float32 or x.dim() not in (3, 4):
        return None
    kernel = _pair(kernel_size, ())
    if _pair(stride, kernel) != kernel or any(_pair(padding, (0,))) or any(d != 1 for d in _pair(dilation, (1,))):
        return None
    height, width = x.shape[-2], x.shape[-1]
    if not all(isinstance(v, int) for v in (height, width)) or height == 0 or width == 0:
        return None     # symbolic sizes: inductor's own form
    if height % kernel[0] or width % kernel[1] or not x.is_contiguous():
        return None
    if _built("forward") is None or _built("backward") is None:
        return None
    return kernel[0], kernel[1]


def _inductor_form(op, *args):
    from torch._inductor.decomposition import select_decomp_table
    own = select_decomp_table().get(op)
    return NotImplemented if own is None else own(*args)


def _forward(x, kernel_size, stride=(), padding=(0,), dilation=(1,), ceil_mode=False):
    window = _tiling(x, kernel_size, stride, padding, dilation)
    if window is None:
        return _inductor_form(aten.max_pool2d_with_indices.default, x, kernel_size, stride, padding, dilation,
                              ceil_mode)
    return torch.ops.mindspore_compat.max_pool2d_tiled.default(x, *window)


def _backward(grad_output, x, kernel_size, stride, padding, dilation, ceil_mode, indices):
    if _tiling(x, kernel_size, stride, padding, dilation) is None:
        return _inductor_form(aten.max_pool2d_with_indices_backward.default, grad_output, x, kernel_size, stride,
                              padding, dilation, ceil_mode, indices)
    return torch.ops.mindspore_compat.max_pool2d_tiled_backward.default(grad_output, indices, x.shape[-2],
                                                                        x.shape[-1])


class _Table(dict):
    """The decomposition table handed to inductor.

    inductor pickles the table into the keys of its on-disk graph caches. Pickled by value, some of inductor's
    own entries cannot be found again by name, and once the pickler has met one of them it treats every function
    as unpicklable: the graph then skips the cache and is compiled from scratch in every process (seen with one
    intra-op thread: 35-50 s for the small ResNet of ``bench/graph_mode.py`` each time). This table pickles as
    what decides its contents besides the torch release and inductor's settings, which the keys hold already:
    the fingerprint of this module's source."""

    def __reduce_ex__(self, protocol):
        return _table_for, (_fingerprint(),)


def _table_for(fingerprint):
    """Rebuilds the table a pickled :class:`_Table` stands for (the fingerprint only keys the caches)."""
    return decompositions()


@functools.lru_cache(maxsize=None)
def _fingerprint():
    """sha256 of this module's source, or, where the source is not shipped, of its kernels' C++ text and the
    compiled code of its functions."""
    try:
        with open(__file__, "rb") as source:
            text = source.read()
    except OSError:
        functions = [f for f in globals().values() if isinstance(f, types.FunctionType)]
        text = (_SOURCE + _BACKWARD_SOURCE).encode() + b"".join(marshal.dumps(f.__code__) for f in functions)
    return hashlib.sha256(text).hexdigest()


def decompositions():
    """inductor's decomposition table, with the operators above routed to these kernels."""
    from torch._inductor.decomposition import select_decomp_table
    table = _Table(select_decomp_table())
    table[aten.max_pool2d_with_indices.default] = _forward
    table[aten.max_pool2d_with_indices_backward.default] = _backward
    return table

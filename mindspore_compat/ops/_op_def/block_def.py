"""Registry entries of the operators that move blocks of a tensor around or pad it (``Im2Col``, ``Col2Im``,
``SpaceToBatchND``, ``BatchToSpaceND``, ``PadV3``, ``Padding``, ``EmbeddingLookup``), of the adaptive 3-D max
pooling, ``adaptive_avg_pool2d_ext``, ``bidense`` and the deprecated ``Gelu`` primitive. One entry per operator, see
:mod:`mindspore_compat.ops._registry`.
"""
import math

import torch
import torch.nn.functional as F

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim, function
from .conv_pool_def import _doc, _tensor, _rank, _ints, _is_int, _float_in

__all__ = []


def _int_list(v, op_name, arg):
    """A list of ints from a tuple / list / Tensor argument."""
    if isinstance(v, Tensor):
        return [int(e) for e in v._t.reshape(-1).tolist()]
    if _is_int(v):
        return [int(v)]
    if isinstance(v, (tuple, list)):
        out = []
        for e in v:
            if isinstance(e, (tuple, list)):
                out.extend(_int_list(e, op_name, arg))
            elif _is_int(e):
                out.append(int(e))
            else:
                raise TypeError(f"For '{op_name}', the '{arg}' must hold ints, but got {v!r}.")
        return out
    raise TypeError(f"For '{op_name}', the '{arg}' must be an int, a tuple of ints or a Tensor, but got {v!r}.")


# ----- Gelu ----------------------------------------------------------------------------------------------------------
def gelu_prim(x):
    """The implementation of :class:`mindspore.ops.Gelu` (tanh approximation, as ``GeLU``)."""
    t = _float_in("GeLU", "x", _tensor("GeLU", "x", x))
    return _wrap(F.gelu(t, approximate="tanh"))


op("Gelu", "nn", functional=False,
   primitive=prim("Gelu", "(self)", "(self, x)", doc=_doc(
       "Gaussian error linear unit, tanh approximation: :math:`0.5 x (1 + \\tanh(\\sqrt{2 / \\pi} (x + 0.044715\n"
       "    x^3)))`. Deprecated alias of :class:`mindspore.ops.GeLU`.",
       [], ["**x** (Tensor) - A float16, float32, float64 or bfloat16 tensor."], "Tensor, same shape and dtype as `x`.",
       ["TypeError: If `x` is not a float Tensor."],
       ["print(ops.Gelu()(Tensor([-1.0, 0.5, 2.0], mindspore.float32)))"],
       "[-0.15880796  0.345714    1.9545977 ]")),
   cases=({},), dtypes=("float32", "float64"))(gelu_prim)


# ----- adaptive pooling ----------------------------------------------------------------------------------------------
def adaptive_max_pool3d(input, output_size, return_indices=False):
    """3-D adaptive max pooling: each output cell takes the maximum of its part of the (D, H, W) volume.

    Args:
        input (Tensor): Shape :math:`(C, D, H, W)` or :math:`(N, C, D, H, W)`.
        output_size (Union[int, tuple[int]]): The output (D, H, W); an int for all three.
        return_indices (bool): Also return the int32 positions of the maxima in each volume. Default: ``False``.

    Returns:
        Tensor, or a tuple (values, indices) when `return_indices` is ``True``.

    Raises:
        TypeError: If `input` is not a Tensor.
        ValueError: If an entry of `output_size` is not positive, or `input` is not 4-D or 5-D.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(16).reshape((1, 2, 2, 2, 2)), mindspore.float32)
        >>> y, idx = ops.adaptive_max_pool3d(x, 1, True)
        >>> print(y.flatten(), idx.flatten())
        [ 7. 15.] [7 7]
    """
    t = _tensor("AdaptiveMaxPool3D", "x", input)
    if t.dim() not in (4, 5):
        raise ValueError(f"For 'AdaptiveMaxPool3D', the dimension of 'x' must be 4 or 5, but got {t.dim()}.")
    size = _int_list(output_size, "AdaptiveMaxPool3D", "output_size")
    size = size * 3 if len(size) == 1 else size
    if len(size) != 3 or any(v <= 0 for v in size):
        raise ValueError(f"For 'AdaptiveMaxPool3D', 'output_size' should be a vector with all positive item, but got "
                         f"{tuple(output_size) if isinstance(output_size, (tuple, list)) else output_size}.")
    out, idx = F.adaptive_max_pool3d(t, tuple(size), True)
    if return_indices:
        return _wrap(out), _wrap(idx.to(torch.int32))
    return _wrap(out)


def _amp3d_call(x, output_size):
    _tensor("AdaptiveMaxPool3D", "output_size", output_size)
    return adaptive_max_pool3d(x, output_size, True)


op("adaptive_max_pool3d", "nn", cases=(), dtypes=("float32",))(adaptive_max_pool3d)
op("AdaptiveMaxPool3D", "nn", functional=False,
   primitive=prim("AdaptiveMaxPool3D", "(self)", "(self, x, output_size)", doc=_doc(
       "3-D adaptive max pooling to the size given as a tensor; see :func:`mindspore.ops.adaptive_max_pool3d`.",
       [], ["**x** (Tensor) - Shape :math:`(C, D, H, W)` or :math:`(N, C, D, H, W)`.",
            "**output_size** (Tensor) - A 1-D int32 tensor of 3 positive sizes."],
       "Tuple of 2 Tensors: the pooled values and the int32 positions of the maxima in each volume.",
       ["TypeError: If `x` or `output_size` is not a Tensor.",
        "ValueError: If an entry of `output_size` is not positive."],
       ["x = Tensor(np.arange(16).reshape((1, 2, 2, 2, 2)), mindspore.float32)",
        "y, idx = ops.AdaptiveMaxPool3D()(x, Tensor([1, 1, 2], mindspore.int32))",
        "print(y.flatten(), idx.flatten())"],
       "[ 6.  7. 14. 15.] [6 7 6 7]", platforms="``GPU`` ``CPU``")),
   cases=(), dtypes=("float32",))(_amp3d_call)


def adaptive_avg_pool2d_ext(input, output_size):
    """2-D adaptive average pooling: each output cell is the mean of its part of the (H, W) plane.

    Args:
        input (Tensor): Shape :math:`(C, H, W)` or :math:`(N, C, H, W)`, of a float type.
        output_size (Union[int, tuple[int]]): The output (H, W); an int for both, ``None`` in the tuple keeps
            that size of the input.

    Returns:
        Tensor of shape :math:`(..., H_{out}, W_{out})`, the dtype of `input`.

    Raises:
        TypeError: If `input` is not a Tensor.
        ValueError: If `input` is not 3-D or 4-D.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(16).reshape((1, 1, 4, 4)), mindspore.float32)
        >>> print(ops.adaptive_avg_pool2d_ext(x, 2))
        [[[[ 2.5  4.5]
           [10.5 12.5]]]]
    """
    t = _tensor("AdaptiveAvgPool2DExt", "input", input)
    if t.dim() not in (3, 4):
        raise ValueError(f"For 'AdaptiveAvgPool2DExt', the dimension of 'input' must be 3 or 4, but got {t.dim()}.")
    if isinstance(output_size, (tuple, list)):
        size = tuple(t.shape[-2 + i] if v is None else int(v) for i, v in enumerate(output_size))
    else:
        size = (int(output_size),) * 2
    return _wrap(F.adaptive_avg_pool2d(t, size))


op("AdaptiveAvgPool2DExt", "nn", functional=function("adaptive_avg_pool2d_ext"), cases=(),
   dtypes=("float32",))(adaptive_avg_pool2d_ext)


# ----- Im2Col / Col2Im -----------------------------------------------------------------------------------------------
def im2col_prim(x, *, ksizes=1, strides=1, dilations=1, pads=0):
    """The implementation of :class:`mindspore.ops.Im2Col`."""
    t = _tensor("Im2Col", "x", x)
    _rank("Im2Col", "dimension of input x", t, 4)
    k = _ints(ksizes, 2, "ksizes", "Im2Col")
    p = _ints(pads, 2, "pads", "Im2Col", (4,))
    if isinstance(pads, (tuple, list)) and len(pads) == 4:
        p = (pads[0], pads[2])
    cols = F.unfold(t, k, _ints(dilations, 2, "dilations", "Im2Col"), p, _ints(strides, 2, "strides", "Im2Col"))
    n, c = t.shape[:2]
    return _wrap(cols.reshape(n, c, k[0] * k[1], -1))


def _im2col_check(p):
    _ints(p.ksizes, 2, "ksizes", p.name, minimum=1)
    _ints(p.strides, 2, "strides", p.name, minimum=1)
    _ints(p.dilations, 2, "dilations", p.name, minimum=1)
    _ints(p.pads, 2, "pads", p.name, (4,), minimum=0)


op("Im2Col", "array", functional=False,
   primitive=prim("Im2Col", "(self, ksizes, strides=1, dilations=1, pads=0)", "(self, x)", check=_im2col_check,
                  doc=_doc(
                      "Gathers the sliding blocks of an NCHW input into columns.",
                      ["ksizes (Union[int, tuple[int]]): The block height and width.",
                       "strides (Union[int, tuple[int]]): The step between blocks. Default: ``1``.",
                       "dilations (Union[int, tuple[int]]): The spacing inside a block. Default: ``1``.",
                       "pads (Union[int, tuple[int]]): Zero padding, an int, (h, w) or (top, bottom, left, right).",
                       "    Default: ``0``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, H, W)`."],
                      "Tensor of shape :math:`(N, C, K_h * K_w, L)`, `L` the number of blocks.",
                      ["TypeError: If `x` is not a Tensor.", "ValueError: If `x` is not 4-D."],
                      ["x = Tensor(np.arange(9).reshape((1, 1, 3, 3)), mindspore.float32)",
                       "print(ops.Im2Col(ksizes=2)(x))"],
                      "[[[[0. 1. 3. 4.]\n   [1. 2. 4. 5.]\n   [3. 4. 6. 7.]\n   [4. 5. 7. 8.]]]]",
                      platforms="``Ascend`` ``GPU`` ``CPU``")),
   cases=(), dtypes=("float32",))(im2col_prim)


def col2im(input_x, output_size, kernel_size, dilation, padding_value, stride):
    """Sums columns of sliding blocks back into an image: the adjoint of :class:`mindspore.ops.Im2Col`.

    Args:
        input_x (Tensor): Shape :math:`(N, C, K_h * K_w, L)`.
        output_size (Tensor): A 1-D int tensor holding the output (H, W).
        kernel_size (Union[int, tuple[int]]): The block height and width.
        dilation (Union[int, tuple[int]]): The spacing inside a block.
        padding_value (Union[int, tuple[int]]): The zero padding of the image.
        stride (Union[int, tuple[int]]): The step between blocks.

    Returns:
        Tensor of shape :math:`(N, C, H, W)`.

    Raises:
        TypeError: If `input_x` or `output_size` is not a Tensor.
        ValueError: If `input_x` is not 4-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> cols = Tensor(np.ones((1, 1, 4, 4)), mindspore.float32)
        >>> print(ops.col2im(cols, Tensor([3, 3], mindspore.int32), 2, 1, 0, 1))
        [[[[1. 2. 1.]
           [2. 4. 2.]
           [1. 2. 1.]]]]
    """
    t = _tensor("Col2Im", "x", input_x)
    size = _tensor("Col2Im", "output_size", output_size)
    _rank("Col2Im", "x dimension", t, 4)
    k = _ints(kernel_size, 2, "kernel_size", "Col2Im")
    n, c = t.shape[:2]
    out = F.fold(t.reshape(n, c * t.shape[2], t.shape[3]), tuple(int(v) for v in size.tolist()), k,
                 _ints(dilation, 2, "dilation", "Col2Im"), _ints(padding_value, 2, "padding", "Col2Im"),
                 _ints(stride, 2, "stride", "Col2Im"))
    return _wrap(out)


def _col2im_check(p):
    _ints(p.kernel_size, 2, "kernel_size", p.name, minimum=1)
    _ints(p.dilation, 2, "dilation", p.name, minimum=1)
    _ints(p.padding, 2, "padding", p.name, minimum=0)
    _ints(p.stride, 2, "stride", p.name, minimum=1)


op("Col2Im", "array",
   primitive=prim("Col2Im", "(self, kernel_size, dilation=1, padding=0, stride=1)", "(self, x, output_size)",
                  rename={"x": "input_x", "padding": "padding_value"}, check=_col2im_check,
                  doc=_doc(
                      "Sums columns of sliding blocks back into an image; see :func:`mindspore.ops.col2im`.",
                      ["kernel_size (Union[int, tuple[int]]): The block height and width.",
                       "dilation (Union[int, tuple[int]]): The spacing inside a block. Default: ``1``.",
                       "padding (Union[int, tuple[int]]): The zero padding of the image. Default: ``0``.",
                       "stride (Union[int, tuple[int]]): The step between blocks. Default: ``1``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, K_h * K_w, L)`.",
                       "**output_size** (Tensor) - A 1-D int tensor holding the output (H, W)."],
                      "Tensor of shape :math:`(N, C, H, W)`.",
                      ["TypeError: If `x` or `output_size` is not a Tensor.", "ValueError: If `x` is not 4-D."],
                      ["cols = Tensor(np.ones((1, 1, 4, 4)), mindspore.float32)",
                       "print(ops.Col2Im(kernel_size=2)(cols, Tensor([3, 3], mindspore.int32)))"],
                      "[[[[1. 2. 1.]\n   [2. 4. 2.]\n   [1. 2. 1.]]]]")),
   cases=({"output_size": Tensor([3, 3]), "kernel_size": 2, "dilation": 1, "padding_value": 0, "stride": 1},),
   shape=(1, 2, 4, 4), dtypes=("float32",))(col2im)


# ----- SpaceToBatch / BatchToSpace -----------------------------------------------------------------------------------
def _blocks(block, m, op_name, arg):
    b = _int_list(block, op_name, arg)
    b = b * m if len(b) == 1 else b
    if any(v < 1 for v in b):
        raise ValueError(f"For '{op_name}', the {arg} element should be >= min value: 1, but got {min(b)}.")
    return b


def _spatial_count(block, pairs, op_name, block_arg, pairs_arg):
    """M, the number of spatial dimensions: the length of the block list, or the number of pairs when the block
    size is one int."""
    if _is_int(block):
        return max(len(_int_list(pairs, op_name, pairs_arg)) // 2, 1)
    return len(_int_list(block, op_name, block_arg))


def _pairs_of(v, m, op_name, arg):
    flat = _int_list(v, op_name, arg)
    if len(flat) != 2 * m:
        raise ValueError(f"For '{op_name}', the '{arg}' must hold {m} pairs of ints, but got {v!r}.")
    if any(e < 0 for e in flat):
        raise ValueError(f"For '{op_name}', the elements of '{arg}' must be non-negative, but got {v!r}.")
    return [(flat[2 * i], flat[2 * i + 1]) for i in range(m)]


def space_to_batch_nd(input_x, block_size, paddings):
    """Zero-pads the spatial dimensions (those after N and C) and moves each block of them into the batch.

    Output sample ``(i_1 ... i_M) * N + n`` holds the elements of input sample `n` at offsets ``(i_1 ... i_M)`` of
    the blocks.

    Args:
        input_x (Tensor): Shape :math:`(N, C, S_1, ..., S_M)`.
        block_size (Union[int, tuple[int]]): The block size of each spatial dimension (an int for all).
        paddings (Union[tuple, list]): M pairs (before, after) of padding; each padded size must be a multiple of
            its block size.

    Returns:
        Tensor of shape :math:`(N * \\prod b_i, C, (S_1 + p_1) / b_1, ...)`.

    Raises:
        TypeError: If `input_x` is not a Tensor.
        ValueError: If a block size is below 1 or `paddings` does not hold M pairs.
        RuntimeError: If a padded size is not a multiple of its block size.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(4).reshape((1, 1, 2, 2)), mindspore.float32)
        >>> y = ops.space_to_batch_nd(x, 2, [[0, 0], [0, 0]])
        >>> print(y.shape, y.flatten())
        (4, 1, 1, 1) [0. 1. 2. 3.]
    """
    name = "SpaceToBatchND"
    t = _tensor(name, "input_x", input_x)
    m = _spatial_count(block_size, paddings, name, "block_shape", "paddings")
    b = _blocks(block_size, m, name, "block_shape")
    if t.dim() < m + 1:
        raise ValueError(f"For '{name}', the rank of 'input_x' must be greater than the length of 'block_shape' "
                         f"({m}), but got {t.dim()}.")
    pairs = _pairs_of(paddings, m, name, "paddings")
    lead = t.dim() - m
    t = F.pad(t, [v for p in reversed(pairs) for v in p]) if any(v for p in pairs for v in p) else t
    shape = list(t.shape[:lead])
    for i in range(m):
        s = t.shape[lead + i]
        if s % b[i]:
            raise RuntimeError(f"For '{name}', padded shape should be divisible by block_size, but got padded shape: "
                               f"{s}, block_size: {b[i]}")
        shape += [s // b[i], b[i]]
    t = t.reshape(shape)
    block_dims = [lead + 2 * i + 1 for i in range(m)]
    perm = block_dims + list(range(lead)) + [lead + 2 * i for i in range(m)]
    t = t.permute(perm)
    n = math.prod(b) * int(math.prod(t.shape[m:m + 1]))
    return _wrap(t.reshape([n] + list(t.shape[m + 1:])))


def batch_to_space_nd(input_x, block_shape, crops):
    """The inverse of :func:`mindspore.ops.space_to_batch_nd`: moves blocks of the batch back into the spatial
    dimensions (those after N and C) and then crops them.

    Args:
        input_x (Tensor): Shape :math:`(B, C, S_1, ..., S_M)`, `B` a multiple of the product of `block_shape`.
        block_shape (Union[int, tuple[int]]): The block size of each spatial dimension (an int for all).
        crops (Union[tuple, list]): M pairs (before, after) removed from each spatial dimension after the move.

    Returns:
        Tensor of shape :math:`(B / \\prod b_i, C, S_1 b_1 - c_1, ...)`.

    Raises:
        TypeError: If `input_x` is not a Tensor.
        ValueError: If a block size is below 1, `crops` does not hold M pairs, or `B` is not a multiple of the
            product of the block sizes.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(4).reshape((4, 1, 1, 1)), mindspore.float32)
        >>> print(ops.batch_to_space_nd(x, (2, 2), [[0, 0], [0, 0]]))
        [[[[0. 1.]
           [2. 3.]]]]
    """
    name = "BatchToSpaceND"
    t = _tensor(name, "input_x", input_x)
    m = _spatial_count(block_shape, crops, name, "block_shape", "crops")
    b = _blocks(block_shape, m, name, "block_shape")
    pairs = _pairs_of(crops, m, name, "crops")
    if t.dim() < m + 1:
        raise ValueError(f"For '{name}', the rank of 'input_x' must be greater than the length of 'block_shape' "
                         f"({m}), but got {t.dim()}.")
    prod = math.prod(b)
    if t.shape[0] % prod:
        raise ValueError(f"For '{name}', the first dim of 'input_x' must be divisible by 'block_shape_prod'. But got "
                         f"first dim of 'input_x': {t.shape[0]}, 'block_shape_prod' as the product of block shapes "
                         f"with value: {prod}, and block shapes being: {tuple(b)}.")
    lead = t.dim() - m  # batch and the dimensions between it and the spatial ones
    rest = list(t.shape[1:lead])
    spatial = list(t.shape[lead:])
    t = t.reshape(b + [t.shape[0] // prod] + rest + spatial)
    perm = [m] + list(range(m + 1, m + lead))
    for i in range(m):
        perm += [m + lead + i, i]
    t = t.permute(perm).reshape([t.shape[m]] + rest + [spatial[i] * b[i] for i in range(m)])
    for i, (before, after) in enumerate(pairs):
        size = t.shape[lead + i] - before - after
        if size < 0:
            raise ValueError(f"For '{name}', the crops of dimension {lead + i} ({before}, {after}) exceed its size "
                             f"{t.shape[lead + i]}.")
        t = t.narrow(lead + i, before, size)
    return _wrap(t.contiguous())


def _s2b_check(block_attr, crop_attr, single):
    def check(p):
        block = getattr(p, block_attr)
        if single:
            if not _is_int(block) or block < 2:
                raise ValueError(f"For '{p.name}', the '{block_attr}' must be an int of at least 2, but got "
                                 f"{block!r}.")
            m = 2
        else:
            m = _spatial_count(block, getattr(p, crop_attr), p.name, block_attr, crop_attr)
            _blocks(block, m, p.name, "block_shape")
        _pairs_of(getattr(p, crop_attr), m, p.name, crop_attr)
    return check


def _s2b_doc(name, block_arg, block_text, single, to_batch):
    other = "paddings" if to_batch else "crops"
    ex_in = "np.arange(4).reshape((1, 1, 2, 2))" if to_batch else "np.arange(4).reshape((4, 1, 1, 1))"
    out = "(4, 1, 1, 1) [0. 1. 2. 3.]" if to_batch else "(1, 1, 2, 2) [0. 1. 2. 3.]"
    block = "2" if single else "(2, 2)"
    see = "space_to_batch_nd" if to_batch else "batch_to_space_nd"
    return _doc(
        ("Moves blocks of the spatial dimensions into the batch after zero padding" if to_batch else
         "Moves blocks of the batch back into the spatial dimensions and crops them") +
        f"; see :func:`mindspore.ops.{see}`." + ("\n    The input must be 4-D." if single else ""),
        [f"{block_arg} ({'int' if single else 'Union[int, tuple[int]]'}): {block_text}",
         f"{other} (Union[tuple, list]): (before, after) pairs, one per spatial dimension."],
        ["**input_x** (Tensor) - Shape :math:`(N, C, S_1, ..., S_M)`."],
        "Tensor, the dtype of `input_x`.",
        ["TypeError: If `input_x` is not a Tensor.", f"ValueError: If `{block_arg}` or `{other}` is invalid."],
        [f"x = Tensor({ex_in}, mindspore.float32)",
         f"y = ops.{name}({block}, [[0, 0], [0, 0]])(x)", "print(y.shape, y.flatten())"], out,
        platforms="``Ascend`` ``GPU`` ``CPU``" if not single else "``Ascend`` ``GPU``")


op("SpaceToBatchND", "array",
   primitive=[prim("SpaceToBatchND", "(self, block_shape, paddings)", "(self, input_x)",
                   rename={"block_shape": "block_size"}, check=_s2b_check("block_shape", "paddings", False),
                   doc=_s2b_doc("SpaceToBatchND", "block_shape", "The block size of each spatial dimension.", False,
                                True)),
              prim("SpaceToBatch", "(self, block_size, paddings)", "(self, input_x)",
                   check=_s2b_check("block_size", "paddings", True),
                   doc=_s2b_doc("SpaceToBatch", "block_size", "The block size of H and W (at least 2).", True, True))],
   cases=({"block_size": 2, "paddings": ((0, 0), (1, 1))},), shape=(1, 2, 2, 4),
   dtypes=("float32", "int32"))(space_to_batch_nd)


def _b2s_v2(input_x, block_shape, crops):
    _tensor("BatchToSpaceNDV2", "block_shape", block_shape)
    _tensor("BatchToSpaceNDV2", "crops", crops)
    return batch_to_space_nd(input_x, block_shape, crops)


op("BatchToSpaceND", "array",
   primitive=[prim("BatchToSpaceND", "(self, block_shape, crops)", "(self, input_x)",
                   check=_s2b_check("block_shape", "crops", False),
                   doc=_s2b_doc("BatchToSpaceND", "block_shape", "The block size of each spatial dimension.", False,
                                False)),
              prim("BatchToSpace", "(self, block_size, crops)", "(self, input_x)",
                   rename={"block_size": "block_shape"}, check=_s2b_check("block_size", "crops", True),
                   doc=_s2b_doc("BatchToSpace", "block_size", "The block size of H and W (at least 2).", True,
                                False))],
   cases=({"block_shape": 2, "crops": ((0, 1), (1, 0))},), shape=(8, 1, 2, 2),
   dtypes=("float32", "int32"))(batch_to_space_nd)
op("BatchToSpaceNDV2", "array", functional=False,
   primitive=prim("BatchToSpaceNDV2", "(self)", "(self, input_x, block_shape, crops)", doc=_doc(
       "Moves blocks of the batch back into the spatial dimensions and crops them, with the block sizes and crops\n"
       "    given as tensors; see :func:`mindspore.ops.batch_to_space_nd`.",
       [], ["**input_x** (Tensor) - Shape :math:`(B, C, S_1, ..., S_M)`.",
            "**block_shape** (Tensor) - A 1-D int tensor of M block sizes.",
            "**crops** (Tensor) - An (M, 2) int tensor of (before, after) crops."],
       "Tensor, the dtype of `input_x`.",
       ["TypeError: If an input is not a Tensor.", "ValueError: If `block_shape` or `crops` is invalid."],
       ["x = Tensor(np.arange(4).reshape((4, 1, 1, 1)), mindspore.float32)",
        "y = ops.BatchToSpaceNDV2()(x, Tensor([2, 2], mindspore.int64), Tensor([[0, 0], [0, 0]], mindspore.int64))",
        "print(y.shape, y.flatten())"], "(1, 1, 2, 2) [0. 1. 2. 3.]", platforms="``Ascend``")),
   cases=(), dtypes=("float32",))(_b2s_v2)


# ----- PadV3 / Padding -----------------------------------------------------------------------------------------------
_PADV3_MODES = ("constant", "reflect", "edge", "circular")
_TORCH_PAD_MODE = {"constant": "constant", "reflect": "reflect", "edge": "replicate", "circular": "circular"}


def _padv3_check(p):
    if p.mode not in _PADV3_MODES:
        raise ValueError(f"For 'PadV3', the 'mode' must be str and must be in '{list(_PADV3_MODES)}', but got "
                         f"{p.mode!r}.")
    if not isinstance(p.paddings_contiguous, bool):
        raise TypeError(f"For 'PadV3', the 'paddings_contiguous' must be a bool, but got "
                        f"{type(p.paddings_contiguous).__name__}.")


def pad_v3_prim(x, paddings, constant_value=None, *, mode="constant", paddings_contiguous=True):
    """The implementation of :class:`mindspore.ops.PadV3`."""
    t = _tensor("PadV3", "x", x)
    pads = _int_list(paddings, "PadV3", "paddings")
    if len(pads) % 2 or len(pads) > 2 * t.dim():
        raise ValueError(f"For 'PadV3', the length of 'paddings' must be even and at most twice the rank of 'x' "
                         f"({t.dim()}), but got {len(pads)}.")
    if not paddings_contiguous:
        half = len(pads) // 2
        pads = [v for i in range(half) for v in (pads[i], pads[i + half])]
    if mode == "constant":
        if constant_value is None:
            raise ValueError("For primitive[PadV3], the input number must be equal to 3, but got 2.")
        value = constant_value._t.item() if isinstance(constant_value, Tensor) else constant_value
        return _wrap(F.pad(t, pads, "constant", value))
    if t.dim() < 3:
        raise ValueError(f"For primitive[PadV3], the input dims for edge, reflect or circular mode must be greater "
                         f"than or equal to 3, but got {t.dim()}.")
    work = t if t.is_floating_point() else t.double()
    return _wrap(F.pad(work, pads, _TORCH_PAD_MODE[mode]).to(t.dtype))


op("PadV3", "nn", functional=False,
   primitive=prim("PadV3", "(self, mode='constant', paddings_contiguous=True)", "(self, x, paddings, "
                  "constant_value=None)", check=_padv3_check, doc=_doc(
                      "Pads the last dimensions of a tensor by amounts given as a tensor.",
                      ["mode (str): ``\"constant\"``, ``\"reflect\"``, ``\"edge\"`` or ``\"circular\"``. Default:",
                       "    ``\"constant\"``.",
                       "paddings_contiguous (bool): ``True``: `paddings` is (before, after) pairs, last dimension",
                       "    first; ``False``: all the befores, then all the afters. Default: ``True``."],
                      ["**x** (Tensor) - The input; at least 3-D outside ``\"constant\"`` mode.",
                       "**paddings** (Tensor) - A 1-D int tensor of an even length, at most twice the rank of `x`.",
                       "**constant_value** (Tensor) - The fill value of ``\"constant\"`` mode (required there)."],
                      "Tensor, the dtype of `x`.",
                      ["TypeError: If `x` is not a Tensor.",
                       "ValueError: If `mode` is not one of the modes or `paddings` has a bad length."],
                      ["x = Tensor(np.arange(4).reshape((1, 2, 2)), mindspore.float32)",
                       "print(ops.PadV3()(x, Tensor([1, 0], mindspore.int64), Tensor(9.0, mindspore.float32)))"],
                      "[[[9. 0. 1.]\n  [9. 2. 3.]]]")),
   cases=(), dtypes=("float32",))(pad_v3_prim)


def padding(x, pad_dim_size=8):
    """Extends a last dimension of size 1 to `pad_dim_size` with zeros after the existing value.

    Args:
        x (Tensor): The input; its last dimension must be 1.
        pad_dim_size (int): The size of the last dimension of the output, positive. Default: ``8``.

    Returns:
        Tensor of shape :math:`(..., pad\\_dim\\_size)`, the dtype of `x`.

    Raises:
        TypeError: If `x` is not a Tensor.
        ValueError: If `pad_dim_size` is not a positive int or the last dimension of `x` is not 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.padding(Tensor([[3.0], [7.0]], mindspore.float32), 3))
        [[3. 0. 0.]
         [7. 0. 0.]]
    """
    if not _is_int(pad_dim_size) or pad_dim_size <= 0:
        raise ValueError(f"For 'Padding', the 'pad_dim_size' must be int and must > 0, but got '{pad_dim_size}' with "
                         f"type '{type(pad_dim_size).__name__}'.")
    t = _tensor("Padding", "x", x)
    if t.dim() == 0 or t.shape[-1] != 1:
        raise ValueError(f"For 'Padding', the last dimension of 'x' must be 1, but got: "
                         f"{t.shape[-1] if t.dim() else 0}.")
    return _wrap(F.pad(t, [0, pad_dim_size - 1]))


def _padding_check(p):
    v = p.pad_dim_size
    if not _is_int(v) or v <= 0:
        raise ValueError(f"For 'Padding', the 'pad_dim_size' must be int and must > 0, but got '{v}' with type "
                         f"'{type(v).__name__}'.")


op("Padding", "array",
   primitive=prim("Padding", "(self, pad_dim_size=8)", "(self, x)", check=_padding_check, doc=_doc(
       "Extends a last dimension of size 1 with zeros; see :func:`mindspore.ops.padding`.",
       ["pad_dim_size (int): The size of the last dimension of the output, positive. Default: ``8``."],
       ["**x** (Tensor) - The input; its last dimension must be 1."],
       "Tensor of shape :math:`(..., pad\\_dim\\_size)`, the dtype of `x`.",
       ["TypeError: If `x` is not a Tensor.",
        "ValueError: If `pad_dim_size` is not a positive int or the last dimension of `x` is not 1."],
       ["print(ops.Padding(4)(Tensor([[8.0], [10.0]], mindspore.float32)))"],
       "[[ 8.  0.  0.  0.]\n [10.  0.  0.  0.]]")),
   cases=({}, {"pad_dim_size": 3}), bad=({"pad_dim_size": 0},), shape=(3, 1), dtypes=("float32", "int32"))(padding)


# ----- EmbeddingLookup -----------------------------------------------------------------------------------------------
def embedding_lookup_prim(input_params, input_indices, offset):
    """The implementation of :class:`mindspore.ops.EmbeddingLookup`."""
    w = _tensor("EmbeddingLookup", "params", input_params)
    i = _tensor("EmbeddingLookup", "indices", input_indices)
    if i.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[EmbeddingLookup], the input argument[indices] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{_wrap(i).dtype}].")
    if not _is_int(offset):
        raise TypeError(f"For 'EmbeddingLookup', the 'offset' must be an int, but got {type(offset).__name__}.")
    rows = i.long() - offset
    valid = (rows >= 0) & (rows < w.shape[0])
    out = w[rows.clamp(0, max(w.shape[0] - 1, 0))]
    return _wrap(out * valid.reshape(valid.shape + (1,) * (w.dim() - 1)).to(out.dtype))


op("EmbeddingLookup", "array", functional=False,
   primitive=prim("EmbeddingLookup", "(self)", "(self, input_params, input_indices, offset)", doc=_doc(
       "Gathers rows of a table by index minus `offset`; rows outside the table give zeros.",
       [], ["**input_params** (Tensor) - The table, shape :math:`(V, ...)`.",
            "**input_indices** (Tensor) - int32 or int64 indices.",
            "**offset** (int) - Subtracted from every index before the lookup."],
       "Tensor of shape `input_indices.shape + input_params.shape[1:]`.",
       ["TypeError: If `input_indices` is not an int32 / int64 Tensor or `offset` is not an int."],
       ["table = Tensor(np.arange(6).reshape((3, 2)), mindspore.float32)",
        "print(ops.EmbeddingLookup()(table, Tensor([4, 2, 1], mindspore.int32), 1))"],
       "[[0. 0.]\n [2. 3.]\n [0. 1.]]", platforms="``Ascend`` ``GPU`` ``CPU``")),
   cases=(), dtypes=("float32",))(embedding_lookup_prim)


# ----- bidense -------------------------------------------------------------------------------------------------------
def bidense(input1, input2, weight, bias=None):
    """Bilinear transform :math:`y = x_1^T A x_2 + b` of two inputs.

    Args:
        input1 (Tensor): Shape :math:`(*, in1\\_channels)`.
        input2 (Tensor): Shape :math:`(*, in2\\_channels)`, the same leading shape.
        weight (Tensor): Shape :math:`(out\\_channels, in1\\_channels, in2\\_channels)`.
        bias (Tensor): Shape :math:`(out\\_channels,)`, or ``None``. Default: ``None``.

    Returns:
        Tensor of shape :math:`(*, out\\_channels)`.

    Raises:
        TypeError: If `input1`, `input2` or `weight` is not a Tensor.
        ValueError: If the shapes do not fit together.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x1 = Tensor([[1.0, 2.0]], mindspore.float32)
        >>> x2 = Tensor([[3.0, 1.0, 1.0]], mindspore.float32)
        >>> w = Tensor(np.ones((2, 2, 3)), mindspore.float32)
        >>> print(ops.bidense(x1, x2, w, Tensor([0.5, -0.5], mindspore.float32)))
        [[15.5 14.5]]
    """
    a = _tensor("bidense", "input1", input1)
    b = _tensor("bidense", "input2", input2)
    w = _tensor("bidense", "weight", weight)
    if w.dim() != 3 or a.shape[-1] != w.shape[1] or b.shape[-1] != w.shape[2] or a.shape[:-1] != b.shape[:-1]:
        raise ValueError(f"For 'bidense', the shapes of 'input1' {tuple(a.shape)}, 'input2' {tuple(b.shape)} and "
                         f"'weight' {tuple(w.shape)} do not fit (*, in1), (*, in2), (out, in1, in2).")
    out = F.bilinear(a, b, w, None if bias is None else _tensor("bidense", "bias", bias))
    return _wrap(out)


op("bidense", "nn", cases=(), dtypes=("float32",))(bidense)

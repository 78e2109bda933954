"""Linear, Identity, Flatten, Fold/Unfold, PixelShuffle and the upsampling Cells of ``mindspore.mint.nn``."""
import math

from ....nn.cell import Cell
from .... import ops as _ops
from ....common import dtype as _mstype
from ....common.parameter import Parameter
from ....common.initializer import initializer, HeUniform, Uniform
from .... import _checkparam as validator
from ...._viewdoc import cls_view
from .. import functional as F

__all__ = ["Flatten", "Fold", "Identity", "Linear", "PixelShuffle", "Unfold", "Upsample", "UpsamplingBilinear2d",
           "UpsamplingNearest2d"]


@cls_view("Affine map ``input @ weight.T + bias``, with PyTorch's default initialisation (weights uniform in "
          "``±1/sqrt(in_features)`` via HeUniform, the bias likewise).",
          inputs="- **input** (Tensor) - Shape (\\*, in_features).", outputs="Tensor of shape (\\*, out_features).",
          in_features="(int): The input size.", out_features="(int): The output size.",
          bias="(bool): Whether there is a bias Parameter. Default: ``True``.",
          weight_init="(Union[Tensor, str, Initializer, numbers.Number], optional): The weight initialiser. "
                      "Default: ``None``.",
          bias_init="(Union[Tensor, str, Initializer, numbers.Number], optional): The bias initialiser. "
                    "Default: ``None``.",
          dtype="(mindspore.dtype, optional): The Parameters' dtype. Default: ``None`` (float32).")
class Linear(Cell):
    def __init__(self, in_features, out_features, bias=True, weight_init=None, bias_init=None, dtype=None):
        super().__init__()
        cls = self.cls_name
        self.in_features = validator.check_positive_int(in_features, "in_features", cls)
        self.out_features = validator.check_positive_int(out_features, "out_features", cls)
        self.has_bias = validator.check_bool(bias, "bias", cls)
        dtype = _mstype.float32 if dtype is None else dtype
        if weight_init is None:
            weight_init = HeUniform(math.sqrt(5))
        self.weight = Parameter(initializer(weight_init, [out_features, in_features], dtype=dtype), name="weight")
        self.bias = None
        if self.has_bias:
            if bias_init is None:
                bias_init = Uniform(scale=1 / math.sqrt(in_features))
            self.bias = Parameter(initializer(bias_init, [out_features], dtype=dtype), name="bias")

    def construct(self, input):
        return F.linear(input, self.weight, self.bias)

    def extend_repr(self):
        return f"input_features={self.in_features}, output_features={self.out_features}, has_bias={self.has_bias}"


@cls_view("Returns its input unchanged.", **{"*args": "Ignored.", "**kwargs": "Ignored."})
class Identity(Cell):
    def __init__(self, *args, **kwargs):
        super().__init__()

    def construct(self, input):
        return input


@cls_view("Flattens dimensions ``start_dim`` to ``end_dim`` into one.",
          start_dim="(int): The first dimension flattened. Default: ``1``.",
          end_dim="(int): The last dimension flattened. Default: ``-1``.")
class Flatten(Cell):
    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim

    def construct(self, input):
        return F.flatten(input, self.start_dim, self.end_dim)


_WIN = dict(kernel_size="(Union[int, tuple[int]]): The window size.",
            dilation="(Union[int, tuple[int]]): Spacing of the window elements. Default: ``1``.",
            padding="(Union[int, tuple[int]]): Zero padding. Default: ``0``.",
            stride="(Union[int, tuple[int]]): The window step. Default: ``1``.")


@cls_view("Combines sliding blocks (N, C k, L) back into a (N, C, H, W) tensor, summing overlaps.",
          output_size="(Union[int, tuple[int]]): The spatial output size.", **_WIN)
class Fold(Cell):
    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.args = (output_size, kernel_size, dilation, padding, stride)

    def construct(self, input):
        return F.fold(input, *self.args)


@cls_view("Extracts sliding blocks of a (N, C, H, W) tensor into (N, C k, L).", **_WIN)
class Unfold(Cell):
    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.args = (kernel_size, dilation, padding, stride)

    def construct(self, input):
        return F.unfold(input, *self.args)


@cls_view("Rearranges (\\*, C r^2, H, W) into (\\*, C, H r, W r).", upscale_factor="(int): The factor r.")
class PixelShuffle(Cell):
    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input):
        return F.pixel_shuffle(input, upscale_factor=self.upscale_factor)


_UP = dict(size="(tuple[int], optional): The output spatial size.",
           scale_factor="(Union[float, tuple[float]], optional): The spatial scale.")


@cls_view("Resizes its input, see :func:`mindspore.mint.nn.functional.interpolate`.",
          mode="(str): The interpolation mode. Default: ``'nearest'``.",
          align_corners="(bool, optional): Align the corner pixels. Default: ``None``.",
          recompute_scale_factor="(bool, optional): Recompute the scale from the output size. Default: ``None``.",
          **_UP)
class Upsample(Cell):
    def __init__(self, size=None, scale_factor=None, mode='nearest', align_corners=None, recompute_scale_factor=None):
        super().__init__()
        self.args = (size, scale_factor, mode, align_corners, recompute_scale_factor)

    def construct(self, input):
        return F.interpolate(input, *self.args)


@cls_view("Bilinear 2-D upsampling with aligned corners.", **_UP)
class UpsamplingBilinear2d(Cell):
    def __init__(self, size=None, scale_factor=None):
        super().__init__()
        self.size, self.scale_factor = size, scale_factor

    def construct(self, input):
        return F.interpolate(input, self.size, self.scale_factor, "bilinear", True)


@cls_view("Nearest-neighbour 2-D upsampling.", **_UP)
class UpsamplingNearest2d(Cell):
    def __init__(self, size=None, scale_factor=None):
        super().__init__()
        self.size, self.scale_factor = size, scale_factor

    def construct(self, input):
        return F.interpolate(input, self.size, self.scale_factor, "nearest")

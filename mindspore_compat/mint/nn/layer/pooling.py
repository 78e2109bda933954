"""Pooling Cells of ``mindspore.mint.nn``."""
from ....nn.cell import Cell
from ...._viewdoc import cls_view
from .. import functional as F

__all__ = ["AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d",
           "AvgPool1d", "AvgPool2d", "AvgPool3d", "MaxUnpool2d"]

_OUT = dict(output_size="(Union[int, tuple[int]]): The output size (None keeps that dimension).")
_RI = dict(return_indices="(bool): Also return the int64 indices of the maxima. Default: ``False``.")
_AVG = dict(kernel_size="(Union[int, tuple[int]]): The window size.",
            stride="(Union[int, tuple[int], None]): The window step; None means `kernel_size`. Default: ``None``.",
            padding="(Union[int, tuple[int]]): Implicit zero padding. Default: ``0``.",
            ceil_mode="(bool): Round the output size up. Default: ``False``.",
            count_include_pad="(bool): Count the padding in the average. Default: ``True``.",
            divisor_override="(int, optional): Divide by this instead of the window size. Default: ``None``.")


class _AdaptiveAvgPoolNd(Cell):
    fn = None

    def __init__(self, output_size) -> None:
        super().__init__()
        self.output_size = output_size

    def construct(self, input):
        return type(self).fn(input, self.output_size)


class _AdaptiveMaxPoolNd(Cell):
    fn = None

    def __init__(self, output_size, return_indices=False) -> None:
        super().__init__()
        self.output_size, self.return_indices = output_size, return_indices

    def construct(self, input):
        return type(self).fn(input, self.output_size, self.return_indices)


@cls_view("1-D adaptive average pooling to `output_size`.", **_OUT)
class AdaptiveAvgPool1d(_AdaptiveAvgPoolNd):
    fn = staticmethod(F.adaptive_avg_pool1d)


@cls_view("2-D adaptive average pooling to `output_size`.", **_OUT)
class AdaptiveAvgPool2d(_AdaptiveAvgPoolNd):
    fn = staticmethod(F.adaptive_avg_pool2d)


@cls_view("3-D adaptive average pooling to `output_size`.", **_OUT)
class AdaptiveAvgPool3d(Cell):
    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def construct(self, input):
        return F.adaptive_avg_pool3d(input, self.output_size)


@cls_view("1-D adaptive max pooling to `output_size`.", **_OUT, **_RI)
class AdaptiveMaxPool1d(_AdaptiveMaxPoolNd):
    fn = staticmethod(F.adaptive_max_pool1d)


@cls_view("2-D adaptive max pooling to `output_size`.", **_OUT, **_RI)
class AdaptiveMaxPool2d(Cell):
    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size, self.return_indices = output_size, return_indices

    def construct(self, input):
        return F.adaptive_max_pool2d(input, self.output_size, self.return_indices)


@cls_view("1-D average pooling.", **_AVG)
class AvgPool1d(Cell):
    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
        super().__init__()
        self.args = (kernel_size, stride, padding, ceil_mode, count_include_pad)

    def construct(self, input):
        return F.avg_pool1d(input, *self.args)


@cls_view("2-D average pooling.", **_AVG)
class AvgPool2d(Cell):
    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__()
        self.args = (kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)

    def construct(self, input):
        return F.avg_pool2d(input, *self.args)


@cls_view("3-D average pooling.", **_AVG)
class AvgPool3d(Cell):
    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__()
        self.args = (kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)

    def construct(self, input):
        return F.avg_pool3d(input, *self.args)


@cls_view("Partial inverse of 2-D max pooling.",
          inputs="- **input** (Tensor) - The pooled values.\n- **indices** (Tensor) - Their indices.\n"
                 "- **output_size** (tuple[int], optional) - The exact output shape.", **_AVG)
class MaxUnpool2d(Cell):
    def __init__(self, kernel_size, stride=None, padding=0) -> None:
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding

    def construct(self, input, indices, output_size=None):
        return F.max_unpool2d(input, indices, self.kernel_size, self.stride, self.padding, output_size)

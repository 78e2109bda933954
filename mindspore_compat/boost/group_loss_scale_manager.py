"""Per-layer-group loss scaling, MindSpore's "enhanced AMP" (``mindspore.boost.group_loss_scale_manager``).

The manager is placed inside the network at the borders between groups of layers:
``x = manager(x, layer1, layer2)``. Its forward is the identity; its backward multiplies the incoming gradient by
``s[layer1] / s[layer2]``, where ``s`` is the list of per-group loss scales (``s[0]`` and ``s[-1]`` are 1). So the
gradient flowing back through the layers of group ``k`` is scaled by that group's own loss scale, and
:class:`mindspore.boost.BoostTrainOneStepWithLossScaleCell` divides each group's parameter gradients by it again.

MindSpore implements the backward with an Ascend-only kernel (``_DynamicLossScale``; no CPU/GPU kernel). Here it is
a ``torch.autograd.Function``, so enhanced AMP runs wherever torch runs.
"""
import numbers

import torch

from ..common import dtype as mstype
from ..common.parameter import Parameter, ParameterTuple
from ..common.tensor import Tensor, _wrap
from ..nn.cell import Cell

__all__ = ["GroupLossScaleManager"]


class _ScaleGradient(torch.autograd.Function):
    """Identity forward; backward ``grad * ratio`` (computed in float32, returned in the gradient's dtype)."""

    @staticmethod
    def forward(ctx, x, ratio):  # pylint: disable=arguments-differ
        ctx.save_for_backward(ratio)
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad):  # pylint: disable=arguments-differ
        (ratio,) = ctx.saved_tensors
        if grad.dtype == torch.float32:
            return grad * ratio, None
        return (grad.to(torch.float32) * ratio).to(grad.dtype), None


class _DynamicLossScale:
    """The marker op of one group border (MindSpore's ``_DynamicLossScale(layer=...)`` primitive)."""

    __slots__ = ("layer",)

    def __init__(self, layer=-1):
        if isinstance(layer, bool) or not isinstance(layer, int):
            raise TypeError(f"For '_DynamicLossScale', the type of 'layer' should be 'int', but got type "
                            f"'{type(layer).__name__}'.")
        self.layer = layer

    def __call__(self, x, loss_scale):
        t = x._t if isinstance(x, Tensor) else x
        ratio = loss_scale._t if isinstance(loss_scale, Tensor) else torch.as_tensor(loss_scale)
        ratio = ratio.detach().to(device=t.device, dtype=torch.float32).reshape(())
        if not (t.is_floating_point() and torch.is_grad_enabled()):
            return x
        return _wrap(_ScaleGradient.apply(t, ratio))

    def __repr__(self):
        return f"Prim[_DynamicLossScale]<layer={self.layer}>"


def _scale_tensor(value):
    """A float32 scalar Tensor from a loss-scale value (number or Tensor)."""
    if isinstance(value, numbers.Number) and not isinstance(value, bool):
        return Tensor(float(value), mstype.float32)
    if isinstance(value, Tensor):
        return Tensor(value.asnumpy().reshape(()), mstype.float32)
    raise TypeError(f"For 'GroupLossScaleManager', a loss scale must be a number or a Tensor, but got "
                    f"{type(value)}.")


def _unit_scale(name):
    """A non-trainable float32 loss-scale Parameter holding 1."""
    return Parameter(Tensor(1, mstype.float32), name=name, requires_grad=False)


class GroupLossScaleManager(Cell):
    r"""
    Enhanced mixed precision: a loss scale per group of layers, each updated on its own.

    Place the manager between groups of layers in the network's `construct`, as ``x = manager(x, i, i + 1)`` at
    the border between group ``i - 1`` and group ``i`` (``manager(x, 0, 1)`` at the input, ``manager(x, n, n + 1)``
    at the output of a network with `n` groups). Its forward is the identity; in the backward the gradient crossing
    the border is multiplied by ``s[layer1] / s[layer2]``, so the layers of group ``i`` see their gradient scaled by
    their own loss scale. Set `loss_scale_groups` (one list of Parameters per group, the groups in network order)
    and pass the manager to :class:`mindspore.Model` (``boost_level`` "O1"/"O2" with
    ``boost_config_dict={"boost": {"mode": "manual", "loss_scale_group": True}}``) or directly as `scale_sense` of
    :class:`mindspore.boost.BoostTrainOneStepWithLossScaleCell`: each step, a group whose gradients overflowed has
    its scale multiplied by :math:`1/\sqrt{2}`, the others by :math:`2^{1/1000}`, and the optimizer runs only when no
    group overflowed.

    The scales are the non-trainable Parameters ``layer_loss_scale_0`` … ``layer_loss_scale_{n+1}`` (attribute
    `dynamic_loss_scale`), created by :meth:`set_loss_scale_status`; the first and the last stay 1.

    Note:
        MindSpore runs the backward of this cell only on Ascend (there is no CPU/GPU kernel); mindspore_compat
        implements it with torch autograd, so it works on every device.

    Args:
        init_loss_scale (Union[Number, list]): The initial loss scale, or one initial scale per group.
        loss_scale_groups (list): The groups of Parameters, one list per group (may be set later through the
            attribute of the same name).

    Inputs:
        - **x** (Tensor) - The output of the previous layer.
        - **layer1** (int) - The index of the scale on the input side of the border.
        - **layer2** (int) - The index of the scale on the output side of the border.

    Outputs:
        Tensor, `x` unchanged (only its gradient is scaled).

    Raises:
        TypeError: If the manager is called before :meth:`set_loss_scale_status` created the scales.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import boost, nn, ops, Tensor
        >>> manager = boost.GroupLossScaleManager(4096, [])
        >>> manager.set_loss_scale_status(2, 4096.0)
        >>> print([float(s.asnumpy()) for s in manager.dynamic_loss_scale])
        [1.0, 4096.0, 4096.0, 1.0]
        >>> print(manager.update_loss_scale_status(0, 0.5))
        2048.0
        >>> x = Tensor(np.ones([2]), ms.float32)
        >>> grad = ops.grad(lambda t: manager(t * 3, 1, 2).sum())(x)
        >>> print(grad)
        [1.5 1.5]
    """

    def __init__(self, init_loss_scale, loss_scale_groups):
        super().__init__()
        self._initial_scale = init_loss_scale
        self.loss_scale_groups = loss_scale_groups
        # filled by set_loss_scale_status
        self.loss_scale_number, self.layer_loss_scale, self.dynamic_loss_scale = 0, None, None

    def set_loss_scale_status(self, loss_scale_number, init_loss_scale):
        """
        Create the per-group loss scales and the border ops.

        Creates ``loss_scale_number + 2`` non-trainable Parameters ``layer_loss_scale_{i}`` (attribute
        `dynamic_loss_scale`), all 1, then sets entries 1 … `loss_scale_number` to `init_loss_scale` (or to the
        elements of `init_loss_scale` when it is a list).

        Args:
            loss_scale_number (int): The number of groups.
            init_loss_scale (Union[float, list]): The initial scale, or one per group.

        Examples:
            >>> from mindspore import boost
            >>> manager = boost.GroupLossScaleManager(16.0, [])
            >>> manager.set_loss_scale_status(2, [8.0, 16.0])
            >>> print([float(s.asnumpy()) for s in manager.dynamic_loss_scale])
            [1.0, 8.0, 16.0, 1.0]
        """
        self.loss_scale_number = loss_scale_number
        self.layer_loss_scale = tuple(_DynamicLossScale(layer=border) for border in range(loss_scale_number + 1))
        scales = ParameterTuple(_unit_scale(f"layer_loss_scale_{index}") for index in range(loss_scale_number + 2))
        self.dynamic_loss_scale = scales
        # the first and the last scale stay 1; a list gives one initial value per group
        initial = init_loss_scale if isinstance(init_loss_scale, list) else [init_loss_scale] * loss_scale_number
        for index, value in enumerate(initial, start=1):
            scales[index].set_data(_scale_tensor(value))

    def update_loss_scale_status(self, layer, update_ratio):
        """
        Multiply the loss scale of group `layer` by `update_ratio` (in place).

        Args:
            layer (int): The group index (its scale is ``dynamic_loss_scale[layer + 1]``).
            update_ratio (Union[float, Tensor]): The factor.

        Returns:
            Tensor, the new loss scale of the group.

        Examples:
            >>> from mindspore import boost
            >>> manager = boost.GroupLossScaleManager(1024.0, [])
            >>> manager.set_loss_scale_status(1, 1024.0)
            >>> print(manager.update_loss_scale_status(0, 2.0))
            2048.0
        """
        layer = layer + 1
        param = self.dynamic_loss_scale[layer]
        ratio = update_ratio._t if isinstance(update_ratio, Tensor) else update_ratio
        with torch.no_grad():
            new = param._t * ratio
            param._t.copy_(new.reshape(param._t.shape).to(param._t.dtype))
        return _wrap(new.detach().clone())

    def construct(self, x, layer1, layer2):
        if self.layer_loss_scale is None:
            raise TypeError("For 'GroupLossScaleManager', the loss scales do not exist yet: call "
                            "'set_loss_scale_status' first (BoostTrainOneStepWithLossScaleCell calls it when it is "
                            "built with this manager).")
        scales = self.dynamic_loss_scale
        ratio = scales[layer1]._t / scales[layer2]._t
        return self.layer_loss_scale[layer1](x, _wrap(ratio))

    def get_loss_scale(self):
        """
        The initial loss scale, as given to the constructor.

        Returns:
            Number (or list), `init_loss_scale`.

        Examples:
            >>> from mindspore import boost
            >>> print(boost.GroupLossScaleManager(4096, []).get_loss_scale())
            4096
        """
        return self._initial_scale

    def get_update_cell(self):
        """
        The cell that updates the loss scales: the manager itself.

        Returns:
            :class:`mindspore.boost.GroupLossScaleManager`, self.

        Examples:
            >>> from mindspore import boost
            >>> manager = boost.GroupLossScaleManager(4096, [])
            >>> print(manager.get_update_cell() is manager)
            True
        """
        return self

"""Loss-scale managers (``mindspore.train.loss_scale_manager``; also ``mindspore.amp`` and ``mindspore``).

A manager describes a loss-scale policy for :class:`mindspore.Model` / :func:`mindspore.amp.build_train_network`:
its ``get_update_cell()`` gives the cell that updates the scale inside the train step, and ``update_loss_scale`` keeps
a host-side copy in step with it.
"""
import numpy as np

from .._checkparam import check_positive_int
from ..nn.wrap.loss_scale import FixedLossScaleUpdateCell
from ..nn.wrap.loss_scale import DynamicLossScaleUpdateCell

__all__ = ["LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager"]


def _lazy_field(name):
    """A state attribute of :class:`DynamicLossScaleManager` that applies the recorded overflow flags first."""
    key = "_" + name

    def get(self):
        self._flush()
        return self.__dict__[key]

    def put(self, value):
        self._flush()
        self.__dict__[key] = value

    return property(get, put, doc=f"The manager's ``{name}`` (applies pending overflow flags first).")


class LossScaleManager:
    """
    Base class of loss-scale managers.

    A subclass implements ``get_loss_scale()`` (the scale), ``update_loss_scale(overflow)`` (host-side update after
    a step) and ``get_update_cell()`` (the Cell updating the scale inside the train step, or ``None``). Used with
    :class:`mindspore.Model`, a subclass must also provide ``get_drop_overflow_update()``.

    The methods of this base class do nothing and return ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import LossScaleManager
        >>> print(LossScaleManager().get_loss_scale())
        None
    """

    def get_loss_scale(self):
        """The loss scale (``None`` here)."""
        return None

    def update_loss_scale(self, overflow):
        """Update the loss scale from the overflow flag of the last step (nothing here).

        Args:
            overflow (bool): Whether the last step overflowed.
        """
        return None

    def get_update_cell(self):
        """The Cell that updates the loss scale during training (``None`` here)."""
        return None


class FixedLossScaleManager(LossScaleManager):
    """
    A constant loss scale.

    With `drop_overflow_update` (the default) the train network is a
    :class:`mindspore.nn.TrainOneStepWithLossScaleCell` with a :class:`mindspore.nn.FixedLossScaleUpdateCell`:
    gradients are divided back by the scale inside the cell and steps whose gradients overflow are skipped.
    Without it the train network is a plain :class:`mindspore.nn.TrainOneStepCell` with ``sens=loss_scale``: the
    gradients stay multiplied by the scale and nothing is skipped, so the optimizer must be built with the same
    ``loss_scale`` argument (optimizers divide the gradients by it).

    Args:
        loss_scale (float): The loss scale, at least 1. Kept as given (an int stays an int). Default: ``128.0``.
        drop_overflow_update (bool): Skip the update of steps whose gradients overflow. Default: ``True``.

    Raises:
        ValueError: If `loss_scale` is less than 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> loss_scale_manager = ms.FixedLossScaleManager()
        >>> print(loss_scale_manager.get_loss_scale(), loss_scale_manager.get_drop_overflow_update())
        128.0 True
        >>> print(loss_scale_manager.get_update_cell())
        FixedLossScaleUpdateCell()
        >>> print(ms.FixedLossScaleManager(1024, False).get_update_cell())
        None
    """

    def __init__(self, loss_scale=128.0, drop_overflow_update=True):
        if loss_scale < 1:
            raise ValueError(f"The argument 'loss_scale' must be >= 1, but got {loss_scale}")
        self._loss_scale = loss_scale
        self._drop_overflow_update = drop_overflow_update

    def get_loss_scale(self):
        """The loss scale, as given to the constructor.

        Returns:
            The `loss_scale` argument.
        """
        return self._loss_scale

    def get_drop_overflow_update(self):
        """Whether steps whose gradients overflow are skipped.

        Returns:
            bool, the `drop_overflow_update` argument.
        """
        return self._drop_overflow_update

    def update_loss_scale(self, overflow):
        """Does nothing: the scale is constant.

        Args:
            overflow (bool): Whether the last step overflowed.
        """
        return None

    def get_update_cell(self):
        """A new :class:`mindspore.nn.FixedLossScaleUpdateCell` holding the scale, or ``None`` when
        `drop_overflow_update` is False.

        Returns:
            Union[Cell, None].
        """
        return FixedLossScaleUpdateCell(self._loss_scale) if self._drop_overflow_update else None


class DynamicLossScaleManager(LossScaleManager):
    """
    A loss scale adjusted during training.

    The scale is divided by `scale_factor` (not below 1) after every step whose gradients overflow, and multiplied
    by `scale_factor` after `scale_window` steps without overflow. The train network is a
    :class:`mindspore.nn.TrainOneStepWithLossScaleCell` with the :class:`mindspore.nn.DynamicLossScaleUpdateCell`
    from :meth:`get_update_cell`, which applies the same rule on the device; :class:`mindspore.Model` keeps this
    manager's host copy in step with :meth:`update_loss_scale`, applied to each step's overflow flag when the
    manager is next asked (``get_loss_scale``, its attributes, a callback), so training does not wait for the device
    every step.

    Args:
        init_loss_scale (float): The initial scale, at least 1. Default: ``2 ** 24``.
        scale_factor (int): The growth / shrink factor, greater than 0. Default: ``2``.
        scale_window (int): The number of overflow-free steps before the scale grows, a positive int.
            Default: ``2000``.

    Raises:
        ValueError: If `init_loss_scale` is less than 1, or `scale_factor` is not greater than 0.
        TypeError: If `scale_window` is not an int.
        ValueError: If `scale_window` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> manager = ms.DynamicLossScaleManager(init_loss_scale=16, scale_factor=2, scale_window=3)
        >>> for overflow in (False, False, False, True):
        ...     manager.update_loss_scale(overflow)
        ...     print(manager.get_loss_scale())
        16
        16
        32
        16.0
        >>> print(manager.get_update_cell())
        DynamicLossScaleUpdateCell()
    """

    # the host state follows the device lazily: Model hands over each step's overflow flag (a device tensor) with
    # `_defer_overflow`; the flags are read, and the rule applied, when the state is next looked at
    loss_scale = _lazy_field("loss_scale")
    cur_iter = _lazy_field("cur_iter")
    last_overflow_iter = _lazy_field("last_overflow_iter")
    bad_step = _lazy_field("bad_step")

    def __init__(self, init_loss_scale=2 ** 24, scale_factor=2, scale_window=2000):
        self.__dict__["_pending"] = []
        # validated in MindSpore's order: the initial scale, the window, then the factor
        if init_loss_scale < 1.0:
            raise ValueError(f"The argument 'init_loss_scale' must be > 1, but got {init_loss_scale}")
        check_positive_int(scale_window, "scale_window", type(self).__name__)
        if scale_factor <= 0:
            raise ValueError(f"The argument 'scale_factor' must be > 0, but got {scale_factor}")
        self.loss_scale, self.scale_factor, self.scale_window = init_loss_scale, scale_factor, scale_window
        # growth multiplies by the factor; an overflow multiplies by its reciprocal
        self.increase_ratio, self.decrease_ratio = scale_factor, 1 / scale_factor
        # steps are numbered from 1; `bad_step` counts consecutive overflows, at most `bad_step_max` of them
        self.cur_iter, self.last_overflow_iter = 1, 0
        self.bad_step, self.bad_step_max = 0, 1000

    def get_loss_scale(self):
        """The current (host-side) loss scale.

        Returns:
            The loss scale (an int until the first decrease, then usually a float).
        """
        return self.loss_scale

    def update_loss_scale(self, overflow):
        """Apply one step of the dynamic rule on the host.

        Args:
            overflow (bool): Whether the last step overflowed.

        Raises:
            RuntimeError: After more than ``bad_step_max`` (1000) consecutive overflowing steps.
        """
        if not overflow:
            self.bad_step = 0
            steps_since_overflow = self.cur_iter - self.last_overflow_iter
            if steps_since_overflow % self.scale_window == 0:  # grows every `scale_window` overflow-free steps
                self.loss_scale *= self.increase_ratio
        else:
            self.bad_step += 1
            self.last_overflow_iter = self.cur_iter
            self.loss_scale = max(self.loss_scale * self.decrease_ratio, 1)  # never below 1 (the int 1 when clamped)
        if self.bad_step > self.bad_step_max:
            raise RuntimeError("Dynamic loss scale Continuous overflow ", self.bad_step,
                               " times, has exceeded maximum threshold.")
        self.cur_iter += 1

    def _defer_overflow(self, flag):
        """Record the overflow flag of a step (a Tensor, possibly on a device) without reading it. The recorded
        flags go through :meth:`update_loss_scale`, in order, when the manager's state is next read or written;
        at the latest when they could make ``bad_step`` pass ``bad_step_max``, so that the RuntimeError comes at
        the same step as when every flag is applied at once."""
        pending = self.__dict__.setdefault("_pending", [])
        pending.append(flag)
        if self.__dict__.get("_bad_step", 0) + len(pending) > self.bad_step_max:
            self._flush()

    def _flush(self):
        pending = self.__dict__.get("_pending")
        if not pending:
            return
        self.__dict__["_pending"] = []
        for flag in pending:
            value = flag.asnumpy() if hasattr(flag, "asnumpy") else flag
            self.update_loss_scale(bool(np.all(value)))

    def get_drop_overflow_update(self):
        """Whether steps whose gradients overflow are skipped (always ``True``).

        Returns:
            bool.
        """
        return True

    def get_update_cell(self):
        """A new :class:`mindspore.nn.DynamicLossScaleUpdateCell` starting from the current scale.

        Returns:
            Cell.
        """
        return DynamicLossScaleUpdateCell(self.loss_scale, self.scale_factor, self.scale_window)

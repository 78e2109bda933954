"""``no_init_parameters``: mark Parameters created inside a block as not initialised yet."""
from contextlib import contextmanager

from ...common.parameter import Parameter

__all__ = ["no_init_parameters"]


@contextmanager
def no_init_parameters():
    r"""
    Context manager under which new Parameters are flagged ``init_param = False``: in MindSpore their
    initializer then does not run until a checkpoint is loaded into them or
    :meth:`Cell.init_parameters_data <mindspore.nn.Cell.init_parameters_data>` is called, which saves memory
    when every value is about to be replaced by a checkpoint. Here the initial values are still computed
    (eagerly, as every Parameter is); the flag is kept so that code reading it behaves the same, and loading a
    checkpoint replaces the values as usual. The flag goes back to ``True`` when the block ends.

    Returns:
        A context manager.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> from mindspore.nn.utils import no_init_parameters
        >>> with no_init_parameters():
        ...     print(ms.Parameter.init_param)
        ...     net = nn.Dense(3, 2)
        False
        >>> print(ms.Parameter.init_param)
        True
    """
    setattr(Parameter, "init_param", False)
    try:
        yield
    finally:
        setattr(Parameter, "init_param", True)

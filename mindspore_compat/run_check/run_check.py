"""``mindspore.run_check``: the installation check of MindSpore's install guide."""
import numpy as np

from .. import context
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import operations as _P
from ..version import __version__ as _api_version

__all__ = ["run_check"]


def _multiply_check():
    print(f"MindSpore version:  {_api_version}")
    left = Tensor(np.array([1.0, 2.0, 3.0]), mstype.float32)
    right = Tensor(np.array([4.0, 5.0, 6.0]), mstype.float32)
    product = _P.Mul()(left, right).asnumpy()
    if not np.array_equal(product, np.array([4.0, 10.0, 18.0], np.float32)):
        raise RuntimeError(f"[1, 2, 3] * [4, 5, 6] gave {product.tolist()} instead of [4.0, 10.0, 18.0].")
    print("The result of multiplication calculation is correct, MindSpore has been installed on platform "
          f"[{context.get_context('device_target')}] successfully!")


def run_check():
    """
    Check the installation: multiply two small tensors on the configured device and print the outcome.

    The first line gives the MindSpore API version this package reproduces (its own release is
    ``mindspore_compat._version.__version__``), word for word as MindSpore prints it; the second says on which platform (``device_target``) the check passed. On failure it prints
    ``MindSpore running check failed.`` and the reason instead of raising. Choose the device with
    :func:`mindspore.set_device` before calling it.

    Examples:
        >>> import mindspore
        >>> mindspore.run_check()
        MindSpore version:  2.10.0
        The result of multiplication calculation is correct, MindSpore has been installed on platform [CPU] successfully!
    """
    try:
        _multiply_check()
    except Exception as exc:  # noqa: BLE001 - the check reports every failure instead of raising, as MindSpore's
        print("MindSpore running check failed.")
        print(str(exc))

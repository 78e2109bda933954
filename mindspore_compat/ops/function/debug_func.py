"""Debugging functions (``mindspore.ops.print_``, ``ops.tensordump``)."""
import itertools

import numpy as np
import torch

from ...common.tensor import Tensor
from ..operations.debug_ops import print_

__all__ = ["print_", "tensordump"]


_DUMP_IDS = itertools.count()


def tensordump(file_name, tensor, mode="out"):
    """Saves a tensor to a numpy ``.npy`` file named ``{file_name}_{dtype}_{id}.npy``.

    As MindSpore does (stand-alone), a trailing ``.npy`` is removed from `file_name`, then the lower-case dtype
    name and an id counting the dumps of the process from 0 are appended; bfloat16 data are saved as float32.

    Args:
        file_name (str): The file path, without the dtype / id suffix.
        tensor (Tensor): The tensor to save.
        mode (str): ``'out'`` or ``'in'``: which side of the producing operator is dumped; with eager
            execution the value is the same. Default: ``'out'``.

    Returns:
        None.

    Raises:
        TypeError: If `file_name` or `mode` is not a str or `tensor` is not a Tensor.
        ValueError: If `mode` is not ``'out'`` or ``'in'``.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import glob, os, tempfile, time
        >>> import numpy as np
        >>> from mindspore import Tensor, ops
        >>> path = os.path.join(tempfile.mkdtemp(), "x")
        >>> ops.tensordump(path, Tensor([1.0, 2.0]))
        >>> time.sleep(0.5)  # MindSpore writes the file asynchronously
        >>> files = glob.glob(path + "_float32_*.npy")
        >>> print(len(files), np.load(files[0]))
        1 [1. 2.]
    """
    for arg, value, kind, what in (("file_name", file_name, str, "build_in str"), ("tensor", tensor, Tensor, "Tensor"),
                                   ("mode", mode, str, "build_in str")):
        if not isinstance(value, kind):
            raise TypeError(f"Parameter {arg} should only be {what} type, but got: {type(value)}")
    if mode not in ("out", "in"):
        if mode == "all":
            raise ValueError("Argument [mode] has been not supported value of 'all'.")
        raise ValueError(f"Parameter mode should in ['out', 'in'], but got {mode}")
    stem = file_name[:-4] if file_name.endswith(".npy") else file_name
    dtype_name = str(tensor.dtype).lower()
    t = tensor._t.detach()
    if t.dtype == torch.bfloat16:
        t = t.float()
    np.save(f"{stem}_{dtype_name}_{next(_DUMP_IDS)}.npy", t.cpu().numpy())

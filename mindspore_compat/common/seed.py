"""Global random seed (``mindspore.common.seed``)."""
import numpy as np
import torch

from .._checkparam import check_non_negative_int

__all__ = ["set_seed", "get_seed"]

_GLOBAL_SEED = None
# functions called with the seed by set_seed: mindspore.dataset registers its config.set_seed here when imported
# (the common layer does not import the dataset package)
_SEED_LISTENERS = []


def _add_seed_listener(fn):
    """Call ``fn(seed)`` on every later :func:`set_seed`."""
    if fn not in _SEED_LISTENERS:
        _SEED_LISTENERS.append(fn)


def set_seed(seed):
    """
    Set the global random seed.

    The seed drives every random source the framework uses: weight initializers, random operators and
    dropout (all backed by torch's generators), numpy's global generator, and the data pipelines of
    :mod:`mindspore.dataset` (as :func:`mindspore.dataset.config.set_seed` does), so a script that calls
    ``set_seed`` first produces the same numbers on every run.

    Args:
        seed (int): The seed, a non-negative integer below ``2**32``.

    Raises:
        TypeError: If `seed` is not an int (a bool is rejected too).
        ValueError: If `seed` is negative or not below ``2**32``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_seed(1)
        >>> ms.get_seed()
        1
    """
    if not isinstance(seed, int):
        raise TypeError(f"The argument 'seed' must be type of int, but got {type(seed)}.")
    check_non_negative_int(seed, "seed", "global_seed")
    if seed >= 2 ** 32:
        raise ValueError(f"For 'global_seed', the 'seed' must be less than 2**32, but got {seed}.")
    global _GLOBAL_SEED
    np.random.seed(seed)
    torch.manual_seed(seed)
    _GLOBAL_SEED = seed
    for listener in _SEED_LISTENERS:
        listener(seed)


def get_seed():
    """
    Get the global random seed set by :func:`set_seed`.

    Returns:
        int, the global seed, or ``None`` if :func:`set_seed` has not been called.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_seed(1234)
        >>> ms.get_seed()
        1234
    """
    return _GLOBAL_SEED

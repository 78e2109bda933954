"""Random number generators (``mindspore.common.generator``) on torch generators.

A :class:`Generator` owns one ``torch.Generator``; the random operators that take ``generator=`` draw from it.
:data:`default_generator` is a view of torch's default generator of the current device, which every random
operator uses when no generator (and no operator seed) is given, so :func:`manual_seed` makes them repeatable.
"""
import torch

from .tensor import Tensor
from . import dtype as mstype
from .._backend import device as _device

__all__ = ["Generator", "default_generator", "seed", "manual_seed", "initial_seed", "set_rng_state",
           "get_rng_state"]

_INT64_MIN, _UINT64_END = -2 ** 63, 2 ** 64


def _signed(value):
    """torch reports seeds as unsigned 64-bit numbers; MindSpore reports them as int64."""
    return value - _UINT64_END if value >= 2 ** 63 else value


class Generator:
    """
    A source of random numbers with its own seed and state.

    Random operators that accept a ``generator`` draw from it instead of the global generator, so two
    generators seeded alike yield the same sequence. The state is a ``torch.Generator``'s state.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> gen = ms.Generator()
        >>> gen = gen.manual_seed(21)
        >>> saved = gen.get_state()
        >>> print(gen.initial_seed())
        21
        >>> new_seed = gen.seed()
        >>> gen.set_state(saved)
        >>> print(gen.initial_seed())
        21
    """

    def __init__(self):
        self._torch_generator = _device.new_generator()
        self._torch_generator.manual_seed(0)

    @property
    def _generator(self):
        """The ``torch.Generator`` random operators draw from."""
        return self._torch_generator

    def set_state(self, state):
        """
        Restore a state saved by :meth:`get_state`.

        Args:
            state (Tensor): A UInt8 state Tensor from :meth:`get_state`.

        Raises:
            RuntimeError: If `state` is not a Tensor, or not of dtype UInt8.
        """
        if not isinstance(state, Tensor):
            raise RuntimeError(f"Invalid tensor input: State. The 'state' must be a Tensor returned by "
                               f"get_state(), but got {type(state).__name__}.")
        if state.dtype != mstype.uint8:
            raise RuntimeError(f"State data type must be UInt8, but got {state.dtype}")
        self._generator.set_state(state.to_torch().detach().cpu().contiguous())

    def get_state(self):
        """
        Snapshot the generator's state.

        Returns:
            Tensor, a 1-D UInt8 Tensor to pass to :meth:`set_state`.
        """
        return Tensor.from_torch(self._generator.get_state())

    def seed(self):  # pylint: disable=redefined-outer-name
        """
        Reseed the generator from a non-deterministic source.

        Returns:
            int, the new seed.
        """
        return _signed(self._generator.seed())

    def manual_seed(self, seed):  # pylint: disable=redefined-outer-name
        """
        Seed the generator.

        Args:
            seed (int): The seed, in the int64 range (a bool counts as an int).

        Returns:
            Generator, this generator.

        Raises:
            TypeError: If `seed` is not an int.
            RuntimeError: If `seed` does not fit in 64 bits.
        """
        if not isinstance(seed, int):
            raise TypeError("Seed must be an integer.")
        if not _INT64_MIN <= seed < 2 ** 63:
            raise RuntimeError(f"For 'manual_seed', the 'seed' must be in the int64 range, but got {seed}.")
        self._set_seed(int(seed))
        return self

    def _set_seed(self, value):
        self._generator.manual_seed(value)

    def initial_seed(self):
        """
        The seed the generator was last seeded with.

        Returns:
            int, the seed.
        """
        return _signed(self._generator.initial_seed())


class _DefaultGenerator(Generator):
    """
    The default generator (``mindspore.default_generator``): a view of torch's default generator of the current
    device, which the random operators use when they get neither a generator nor a seed. Seeding it seeds the
    CPU and every visible accelerator of the current kind.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> gen = ms.default_generator.manual_seed(12)
        >>> print(ms.default_generator.initial_seed())
        12
    """

    def __init__(self):  # pylint: disable=super-init-not-called
        # no generator of its own: it follows the device chosen later by set_context / set_device
        self._torch_generator = None

    @property
    def _generator(self):
        return _device.default_generator()

    def _set_seed(self, value):
        _device.seed_all(value)

    def __repr__(self):
        # MindSpore's default generator is a plain Generator, and prints as one
        return f"<{Generator.__module__}.{Generator.__qualname__} object at {hex(id(self))}>"


default_generator = _DefaultGenerator()


def seed():  # pylint: disable=redefined-outer-name
    """
    Reseed the default generator from a non-deterministic source.

    Returns:
        int, the new seed.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> new_seed = ms.seed()
        >>> print(new_seed == ms.initial_seed())
        True
    """
    return default_generator.seed()


def manual_seed(seed):  # pylint: disable=redefined-outer-name
    """
    Seed the default generator, which the random operators use when they get no generator and no seed.

    Args:
        seed (int): The seed, in the int64 range.

    Returns:
        Generator, the default generator.

    Raises:
        TypeError: If `seed` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> gen = ms.manual_seed(8)
        >>> print(ms.initial_seed())
        8
    """
    return default_generator.manual_seed(seed)


def initial_seed():
    """
    The seed the default generator was last seeded with.

    Returns:
        int, the seed.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> gen = ms.manual_seed(31)
        >>> print(ms.initial_seed())
        31
    """
    return default_generator.initial_seed()


def get_rng_state():
    """
    Snapshot the default generator's state.

    Returns:
        Tensor, a 1-D UInt8 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.get_rng_state().dtype)
        UInt8
    """
    return default_generator.get_state()


def set_rng_state(state):  # pylint: disable=redefined-outer-name
    """
    Restore the default generator's state from :func:`get_rng_state`.

    Args:
        state (Tensor): The UInt8 state Tensor.

    Raises:
        RuntimeError: If `state` is not a UInt8 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> saved = ms.get_rng_state()
        >>> ms.set_rng_state(saved)
    """
    default_generator.set_state(state)

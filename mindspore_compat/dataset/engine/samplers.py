"""Samplers: which row indices of a random-accessible source a pipeline reads, in which order.

Each sampler draws from the same generators MindSpore's C++ samplers use (see ``_rng``), so a pipeline seeded
with :func:`mindspore.dataset.config.set_seed` visits rows in MindSpore's order.
"""
import bisect
import copy
import itertools
import numbers
from enum import Enum

import numpy as np

from ..core import config
from ..core.validator_helpers import INT64_MAX, is_iterable
from . import _rng
from ._errors import _pipeline_error

__all__ = [
    "Shuffle", "BuiltinSampler", "Sampler", "DistributedSampler", "RandomSampler", "SequentialSampler",
    "SubsetSampler", "SubsetRandomSampler", "IterSampler", "WeightedRandomSampler", "PKSampler", "select_sampler",
    "bind_source",
]


class Shuffle(str, Enum):
    """
    Shuffle levels of a source dataset.

    - ``Shuffle.FALSE``: no shuffling.
    - ``Shuffle.GLOBAL``: shuffle every row of the dataset (what ``shuffle=True`` means).
    - ``Shuffle.ADAPTIVE``, ``Shuffle.PARTIAL``, ``Shuffle.FILES``, ``Shuffle.INFILE``: levels of MindSpore's
      file-based readers (MindRecord, TFRecord, text files), which mindspore_compat does not provide.

    Examples:
        >>> import mindspore.dataset as ds
        >>> print(ds.Shuffle.GLOBAL.value)
        global
    """
    # member: the value shuffle= accepts
    ADAPTIVE: str = "adaptive"
    FALSE: str = "false"
    FILES: str = "files"
    GLOBAL: str = "global"
    INFILE: str = "infile"
    PARTIAL: str = "partial"


_VALID_SHUFFLE = tuple(Shuffle)
_RANDOM_MODES = tuple(mode for mode in Shuffle if mode is not Shuffle.FALSE)


def _int_arg(value, name):
    # MindSpore's samplers take any int here (a bool too)
    if isinstance(value, int):
        return value
    raise TypeError(f"{name} must be integer but was: {value}.")


def _bool_arg(value, name):
    if isinstance(value, bool):
        return value
    raise TypeError(f"{name} must be a boolean value but was: {value}.")


def _check_num_samples(num_samples):
    if num_samples is not None and not 0 <= _int_arg(num_samples, "num_samples") <= INT64_MAX:
        raise ValueError(f"num_samples exceeds the boundary between 0 and {INT64_MAX}(INT64_MAX)!")


def _from_sampler_argument(sampler, num_samples, shuffle, num_shards, shard_id):
    # the `sampler` argument of a source: a sampler object, a sequence of indices, an iterable or one index
    if isinstance(sampler, BuiltinSampler):
        others = (num_shards, shard_id, shuffle, num_samples)
        if any(other is not None for other in others):
            raise ValueError(f"Conflicting arguments during sampler assignments. num_samples: {num_samples}, "
                             f"num_shards: {num_shards}, shard_id: {shard_id}, shuffle: {shuffle}.")
        return sampler
    if isinstance(sampler, (np.ndarray, list, tuple)):
        return SubsetSampler(sampler, num_samples)
    if is_iterable(sampler) and not isinstance(sampler, str):
        return IterSampler(sampler, num_samples)
    if isinstance(sampler, int):
        return SubsetSampler([sampler])
    raise TypeError(f"Unsupported sampler object of type ({type(sampler)})")


def select_sampler(num_samples, input_sampler, shuffle, num_shards, shard_id):
    """
    The sampler a source dataset uses for its arguments.

    Args:
        num_samples (int): Number of samples, or None.
        input_sampler (Union[Iterable, Sampler, int]): The sampler the user passed, or None.
        shuffle (Union[bool, Shuffle]): The shuffle argument (None counts as ``Shuffle.GLOBAL``).
        num_shards (int): Number of shards, or None.
        shard_id (int): Shard index, or None.

    Returns:
        BuiltinSampler, the sampler selected.

    Raises:
        ValueError: If a builtin sampler is combined with `num_samples`, `shuffle`, `num_shards` or `shard_id`.
        TypeError: If `input_sampler` is of an unsupported type.
    """
    if input_sampler is not None:
        return _from_sampler_argument(input_sampler, num_samples, shuffle, num_shards, shard_id)
    mode = shuffle
    if mode is None or isinstance(mode, bool):
        mode = Shuffle.FALSE if mode is False else Shuffle.GLOBAL
    if mode not in _VALID_SHUFFLE:
        raise RuntimeError(f"The input parameter shuffle: {mode} is not valid.")
    if num_shards is not None:
        return DistributedSampler(num_shards, shard_id, shuffle=mode, num_samples=num_samples)
    if mode is Shuffle.FALSE:
        return SequentialSampler(num_samples=num_samples)
    # a source that shuffles and takes only num_samples rows draws them with replacement
    return RandomSampler(replacement=num_samples is not None, num_samples=num_samples, shuffle=mode)


class _Runtime:
    """Per-pipeline state of a sampler: ``ids()`` gives the indices of the next pass (epoch or repeat)."""

    def __init__(self, sampler, num_rows):
        self.sampler = sampler
        self.child = None
        if sampler.child_sampler is not None:
            self.child = sampler.child_sampler._runtime(num_rows)
            num_rows = sampler.child_sampler._count(num_rows)
        self.num_rows = num_rows
        self.passes = 0
        self.setup()

    def setup(self):
        """Initialise the state (called once, when the pipeline is built)."""

    def own_ids(self):
        """Indices (into this sampler's rows) of the next pass."""
        raise TypeError(f"{type(self.sampler).__name__} does not draw indices")

    def ids(self):
        own = self.own_ids()
        self.passes += 1
        if self.child is None:
            return own
        child_ids = self.child.ids()
        try:
            return [child_ids[i] for i in own]
        except IndexError:
            raise _pipeline_error("Invalid data, the child sampler provides fewer ids than its parent "
                                  "sampler requests.") from None


class _SamplerNode:
    """
    The engine form of a sampler, which ``parse`` returns: a snapshot of the sampler's arguments (and its child)
    that builds, for a source of ``num_rows`` rows, the runtime drawing the row indices of each pass.
    """

    def __init__(self, sampler):
        self.sampler = copy.copy(sampler)

    def build(self, num_rows):
        """The runtime for a source of `num_rows` rows: its ``ids()`` returns the indices of the next pass."""
        return self.sampler._runtime(num_rows)


class BuiltinSampler:
    """
    Base class of the samplers MindSpore ships; not meant to be subclassed by users (subclass
    :class:`mindspore.dataset.Sampler` instead).

    Args:
        num_samples (int, optional): Number of samples to draw. Default: ``None``, all of them.
    """

    def __init__(self, num_samples=None):
        self.child_sampler, self.num_samples = None, num_samples

    def add_child(self, sampler):
        """
        Add a child sampler: this sampler then picks among the indices the child produces.

        Args:
            sampler (BuiltinSampler): The child sampler.

        Raises:
            RuntimeError: If this sampler already has a child, or a shuffle mode other than FALSE/GLOBAL is used.

        Examples:
            >>> import mindspore.dataset as ds
            >>> sampler = ds.SequentialSampler(start_index=0, num_samples=3)
            >>> sampler.add_child(ds.RandomSampler(num_samples=4))
            >>> print(sampler.get_child().num_samples)
            4
        """
        if self.child_sampler is not None:
            raise RuntimeError("Cannot add child sampler, this sampler already has a child.")
        if sampler is not None and Shuffle.PARTIAL == sampler.get_shuffle_mode():
            raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the input sampler "
                               "must not be Shuffle.PARTIAL.")
        own_mode = self.get_shuffle_mode()
        if own_mode not in (Shuffle.GLOBAL, Shuffle.FALSE):
            raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the current sampler "
                               f"must be Shuffle.FALSE or Shuffle.GLOBAL, but got: {own_mode}.")
        self.child_sampler = sampler

    def get_child(self):
        """
        The child sampler, or None.

        Returns:
            BuiltinSampler, the child sampler.

        Examples:
            >>> import mindspore.dataset as ds
            >>> sampler = ds.SequentialSampler(start_index=0, num_samples=3)
            >>> print(sampler.get_child())
            None
        """
        return self.child_sampler

    def is_shuffled(self):
        """Whether the sampler shuffles (itself or through its child)."""
        child = self.child_sampler
        return False if child is None else child.is_shuffled()

    def is_sharded(self):
        """Whether the sampler shards (itself or through its child)."""
        child = self.child_sampler
        return False if child is None else child.is_sharded()

    def get_num_samples(self):
        """
        The `num_samples` of this sampler, combined with its child's: the smaller of the two when both are set.

        Returns:
            int or None, the number of samples.

        Examples:
            >>> import mindspore.dataset as ds
            >>> sampler = ds.SequentialSampler(start_index=0, num_samples=3)
            >>> print(sampler.get_num_samples())
            3
        """
        own = self.num_samples
        if self.child_sampler is None:
            return own
        from_child = self.child_sampler.get_num_samples()
        if own is None or from_child is None:
            return from_child if own is None else own
        return min(own, from_child)

    def get_shuffle_mode(self):
        """The shuffle mode of the sampler."""
        return Shuffle.FALSE

    def parse(self):
        """
        The engine form of the sampler: MindSpore builds its C++ sampler object here; mindspore_compat returns a
        snapshot of the sampler (arguments and child) whose ``build(num_rows)`` makes the runtime a pipeline
        reads its indices from (``ids()`` gives the indices of one pass, a new call the next pass).

        Returns:
            the sampler's engine form.

        Raises:
            RuntimeError: If the sampler's shuffle mode is one only the file-based readers accept.

        Examples:
            >>> import mindspore.dataset as ds
            >>> runtime = ds.SequentialSampler(start_index=1, num_samples=3).parse().build(10)
            >>> print(runtime.ids())
            [1, 2, 3]
        """
        return _SamplerNode(self)

    # --- engine side ------------------------------------------------------------------------------------------
    def _input_rows(self, num_rows):
        return num_rows if self.child_sampler is None else self.child_sampler._count(num_rows)

    def _count(self, num_rows):
        """Rows one pass yields for a source of `num_rows` rows."""
        raise TypeError(f"{type(self).__name__} cannot be used as a sampler of this dataset")

    def _runtime(self, num_rows):
        raise TypeError(f"{type(self).__name__} cannot be used as a sampler of this dataset")


class _MindRecordParse:
    """``parse_for_minddataset`` of the samplers MindSpore can hand to a MindRecord reader."""

    def parse_for_minddataset(self):
        """
        The engine form of the sampler for :class:`mindspore.dataset.MindDataset`. MindSpore builds a MindRecord
        sampler object here; mindspore_compat's MindDataset reads with the same runtime as the other sources, so
        this is :meth:`parse`'s snapshot, without the checks that only apply to the other sources (a
        :class:`DistributedSampler` keeps its seed, any shuffle mode is accepted).

        Returns:
            the sampler's engine form.

        Raises:
            ValueError: If the `class_column` of a :class:`PKSampler` is empty.

        Examples:
            >>> import mindspore.dataset as ds
            >>> runtime = ds.SubsetSampler([4, 0, 2]).parse_for_minddataset().build(5)
            >>> print(runtime.ids())
            [4, 0, 2]
        """
        return _SamplerNode(self)


def _limit(num_samples, num_rows):
    return num_rows if not num_samples or num_samples > num_rows else num_samples


class _SequentialRuntime(_Runtime):
    def setup(self):
        s = self.sampler
        self.start = s.start_index or 0
        if self.num_rows > 0 and self.start >= self.num_rows:
            raise _pipeline_error(f"Invalid parameter, start_index must be less than num_rows, but got "
                                  f"start_index: {self.start}, num_rows: {self.num_rows}.")
        self.count = s._count_rows(self.num_rows)

    def own_ids(self):
        return list(range(self.start, self.start + self.count))


class SequentialSampler(_MindRecordParse, BuiltinSampler):
    """
    Samples the rows in order.

    Args:
        start_index (int, optional): Index to start sampling at. Default: ``None``, the first row.
        num_samples (int, optional): Number of rows to sample. Default: ``None``, all the rest.

    Raises:
        TypeError: If `start_index` or `num_samples` is not an int.
        ValueError: If `num_samples` is negative.
        RuntimeError: If `start_index` is not below the number of rows (when the pipeline starts).

    Examples:
        >>> import mindspore.dataset as ds
        >>> sampler = ds.SequentialSampler(start_index=2, num_samples=3)
        >>> dataset = ds.NumpySlicesDataset([0, 1, 2, 3, 4, 5, 6], sampler=sampler)
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [2, 3, 4]
    """

    def __init__(self, start_index=None, num_samples=None):
        if start_index is not None:
            _int_arg(start_index, "start_index")
        _check_num_samples(num_samples)
        self.start_index = start_index
        super().__init__(num_samples)

    def _count_rows(self, num_rows):
        rest = max(num_rows - (self.start_index or 0), 0)
        return _limit(self.num_samples, rest)

    def _count(self, num_rows):
        return self._count_rows(self._input_rows(num_rows))

    def _runtime(self, num_rows):
        return _SequentialRuntime(self, num_rows)


class _RandomRuntime(_Runtime):
    def setup(self):
        s = self.sampler
        self.count = _limit(s.num_samples, self.num_rows)
        self.seed = _rng.pipeline_seed()
        self.gen = _rng.MT19937(self.seed)
        self.order = None
        if not s.replacement:
            self.order = list(range(self.num_rows))
            _rng.std_shuffle(self.order, self.gen)

    def own_ids(self):
        if self.passes:
            self.seed += 1
            self.gen = _rng.MT19937(self.seed)
            if self.order is not None:
                _rng.std_shuffle(self.order, self.gen)
        if self.order is not None:
            return self.order[:self.count]
        return [_rng.uniform_int(self.gen, 0, self.num_rows - 1) for _ in range(self.count)]


class RandomSampler(_MindRecordParse, BuiltinSampler):
    """
    Samples the rows in a random order, a new one every epoch.

    Args:
        replacement (bool, optional): Whether a row may be drawn more than once. Default: ``False``.
        num_samples (int, optional): Number of rows to draw. Default: ``None``, as many as the dataset has.
        shuffle (Shuffle, optional): Shuffle level; only ``Shuffle.GLOBAL`` applies to the datasets of
            mindspore_compat. Default: ``Shuffle.GLOBAL``.

    Raises:
        TypeError: If `replacement` is not a bool, `num_samples` is not an int or `shuffle` is not a Shuffle level.
        ValueError: If `num_samples` is negative.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_seed(0)
        >>> dataset = ds.NumpySlicesDataset(list(range(10)), sampler=ds.RandomSampler())
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [0, 2, 1, 5, 9, 8, 4, 7, 6, 3]
    """

    def __init__(self, replacement=False, num_samples=None, shuffle=Shuffle.GLOBAL):
        _bool_arg(replacement, "replacement")
        _check_num_samples(num_samples)
        if shuffle not in _RANDOM_MODES:
            raise TypeError(f"shuffle must be valid shuffle mode but was: {shuffle}.")
        self.shuffle = shuffle
        self.deterministic, self.replacement, self.reshuffle_each_epoch = False, replacement, True
        super().__init__(num_samples)

    def is_shuffled(self):
        return True

    def get_shuffle_mode(self):
        return self.shuffle

    def _count(self, num_rows):
        return _limit(self.num_samples, self._input_rows(num_rows))

    def _check_mode(self):
        if self.shuffle is not Shuffle.GLOBAL:
            raise RuntimeError(f"The shuffle mode: {self.shuffle} is not supported with current dataset.")

    def parse(self):
        self._check_mode()
        return super().parse()

    def _runtime(self, num_rows):
        self._check_mode()
        return _RandomRuntime(self, num_rows)


class _DistributedRuntime(_Runtime):
    def setup(self):
        s = self.sampler
        n = self.num_rows
        self.shuffle = s._shuffled_mode()
        self.offset = s.offset
        self.count = s._count_rows(n)
        self.seed = s.seed + 1
        self.order = None
        if self.shuffle:
            gen = _rng.MT19937(self.seed)
            self.seed += 1
            self.order = list(range(n))
            _rng.std_shuffle(self.order, gen)

    def own_ids(self):
        s = self.sampler
        n = self.num_rows
        if self.passes and self.order is not None:
            gen = _rng.MT19937(self.seed)
            self.seed += 1
            _rng.std_shuffle(self.order, gen)
        offset = 0 if self.offset == -1 else self.offset
        out = []
        cnt = 0
        while len(out) < self.count:
            middle = s.num_shards * cnt + s.shard_id - offset
            cnt += 1
            if middle < 0:
                continue
            idx = middle % n
            out.append(self.order[idx] if self.order is not None else idx)
        return out


class DistributedSampler(_MindRecordParse, BuiltinSampler):
    """
    Samples one shard of the rows: shard `shard_id` out of `num_shards`, each shard getting every
    `num_shards`-th row (rows wrap around so every shard gets the same count).

    Args:
        num_shards (int): Number of shards the dataset is split into.
        shard_id (int): The shard to sample, in [0, `num_shards` - 1].
        shuffle (bool, optional): Whether the rows are shuffled before they are split, differently every epoch.
            Default: ``True``.
        num_samples (int, optional): Number of rows this shard samples at most. Default: ``None``.
        offset (int, optional): Shard index the first row goes to (used when concatenating datasets).
            Default: ``-1``, even distribution.

    Raises:
        TypeError: If `num_shards`, `shard_id` or `offset` is not an int, `shuffle` is not a bool.
        ValueError: If `num_samples` is negative.
        RuntimeError: If `shard_id` is not in [0, `num_shards` - 1] (when the pipeline starts).

    Examples:
        >>> import mindspore.dataset as ds
        >>> sampler = ds.DistributedSampler(num_shards=3, shard_id=1, shuffle=False)
        >>> dataset = ds.NumpySlicesDataset(list(range(10)), sampler=sampler)
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [1, 4, 7, 0]
    """

    def __init__(self, num_shards, shard_id, shuffle=True, num_samples=None, offset=-1):
        _int_arg(num_shards, "num_shards")
        _int_arg(shard_id, "shard_id")
        if not (isinstance(shuffle, bool) or shuffle in _VALID_SHUFFLE):
            raise TypeError(f"shuffle must be a boolean value or valid shuffle mode but was: {shuffle}.")
        _check_num_samples(num_samples)
        _int_arg(offset, "offset")
        self.num_shards, self.shard_id = num_shards, shard_id
        if isinstance(shuffle, bool):
            shuffle = (Shuffle.FALSE, Shuffle.GLOBAL)[shuffle]
        self.shuffle = shuffle
        self.seed = config.get_seed()  # taken now: a later config.set_seed does not change this sampler's order
        self.offset = offset
        super().__init__(num_samples)

    def _shuffled_mode(self):
        if self.shuffle in (Shuffle.FALSE, Shuffle.GLOBAL):
            return self.shuffle is Shuffle.GLOBAL
        raise RuntimeError(f"The shuffle mode: {self.shuffle} is not supported with current dataset.")

    def is_shuffled(self):
        if self.child_sampler is not None:
            return self.child_sampler.is_shuffled()
        return self.shuffle != Shuffle.FALSE

    def is_sharded(self):
        if self.child_sampler is not None:
            return self.child_sampler.is_sharded()
        return self.num_shards > 1

    def parse(self):
        # as in MindSpore, every parse moves the sampler on to the next seed; the snapshot keeps the one before,
        # from which its runtime starts (at seed + 1)
        self._shuffled_mode()
        node = super().parse()
        self.seed += 1
        return node

    def set_offset(self, offset):
        """
        Set the offset (the shard the first row goes to).

        Args:
            offset (int): The offset.

        Returns:
            DistributedSampler, this sampler.

        Examples:
            >>> import mindspore.dataset as ds
            >>> print(ds.DistributedSampler(2, 0).set_offset(1).offset)
            1
        """
        self.offset = offset
        return self

    def get_shuffle_mode(self):
        return self.shuffle

    def _count_rows(self, n):
        if self.offset != -1:
            size, rem = divmod(n + self.offset, self.num_shards)
            if self.shard_id < rem:
                size += 1
            if self.shard_id < self.offset:
                size -= 1
        else:
            size = -(-n // self.num_shards)
        return min(_limit(self.num_samples, n), size)

    def _count(self, num_rows):
        return self._count_rows(self._input_rows(num_rows))

    def _runtime(self, num_rows):
        if not 0 <= self.shard_id < self.num_shards:
            raise _pipeline_error(f"Invalid parameter, num_shard must be greater than shard_id and greater than 0, "
                                  f"got num_shard: {self.num_shards}, shard_id: {self.shard_id}.")
        return _DistributedRuntime(self, num_rows)


class _SubsetRuntime(_Runtime):
    def setup(self):
        s = self.sampler
        self.indices = [int(i) for i in s.indices[:_limit(s.num_samples, len(s.indices))]]
        for i in self.indices:
            if i < 0 or i >= self.num_rows:
                raise _pipeline_error(f"Invalid data, sample ID is out of bound, expected range: [0, "
                                      f"{self.num_rows - 1}], but got: {i}.")
        self.seed = _rng.pipeline_seed() if s.is_shuffled() else None

    def own_ids(self):
        if self.seed is not None:
            _rng.std_shuffle(self.indices, _rng.MT19937(self.seed))
        return list(self.indices)


class SubsetSampler(_MindRecordParse, BuiltinSampler):
    """
    Samples the rows at the given indices, in the given order.

    Args:
        indices (Iterable): The indices of the rows to sample.
        num_samples (int, optional): Number of indices used at most. Default: ``None``, all.

    Raises:
        TypeError: If an index is not an int, or `num_samples` is not an int.
        ValueError: If `num_samples` is negative.

    Examples:
        >>> import mindspore.dataset as ds
        >>> dataset = ds.NumpySlicesDataset([10, 11, 12, 13], sampler=ds.SubsetSampler([3, 0, 2]))
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [13, 10, 12]
    """

    def __init__(self, indices, num_samples=None):
        _check_num_samples(num_samples)
        if is_iterable(indices) and not isinstance(indices, str):
            picked = list(indices if num_samples is None else itertools.islice(indices, num_samples))
        elif isinstance(indices, int):
            picked = [indices]
        else:
            raise TypeError(f"Unsupported sampler object of type ({type(indices)})")
        for position, item in enumerate(picked):
            if isinstance(item, bool) or not isinstance(item, (int, np.integer)):
                raise TypeError(f"SubsetSampler: Type of indices element must be int, but got list[{position}]: "
                                f"{item}, type: {type(item)}.")
        self.indices = picked
        super().__init__(num_samples)

    def is_shuffled(self):
        return False

    def get_num_samples(self):
        limit = super().get_num_samples()
        total = len(self.indices)
        return total if limit is None else min(total, limit)

    def _count(self, num_rows):
        return _limit(self.num_samples, len(self.indices))

    def _runtime(self, num_rows):
        return _SubsetRuntime(self, num_rows)


class SubsetRandomSampler(SubsetSampler):
    """
    Samples the rows at the given indices in a random order.

    Args:
        indices (Iterable): The indices of the rows to sample.
        num_samples (int, optional): Number of indices used at most (the first ones). Default: ``None``, all.

    Raises:
        TypeError: If an index is not an int, or `num_samples` is not an int.
        ValueError: If `num_samples` is negative.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_seed(0)
        >>> dataset = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SubsetRandomSampler([1, 3, 5, 7]))
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [1, 5, 3, 7]
    """

    def is_shuffled(self):
        return True

    def get_shuffle_mode(self):
        return Shuffle.GLOBAL


class _UserRuntime(_Runtime):
    def setup(self):
        self.user = copy.copy(self.sampler) if not isinstance(self.sampler, IterSampler) else self.sampler
        self.user._handshake(self.num_rows)

    def own_ids(self):
        if self.passes and hasattr(self.user, "reset"):
            self.user.reset()
        ids = self.user.get_indices()
        self.user._get_batch_sizes()
        return [int(i) for i in ids]


class Sampler(BuiltinSampler):
    """
    Base class of user-defined samplers: override ``__iter__`` to yield row indices; ``reset`` (optional) runs
    before every pass after the first.

    Args:
        num_samples (int, optional): Number of indices used at most. Default: ``None``, ``len(self)`` when the
            sampler defines ``__len__``, otherwise all the indices ``__iter__`` yields.

    Examples:
        >>> import mindspore.dataset as ds
        >>> class EveryThird(ds.Sampler):
        ...     def __iter__(self):
        ...         for i in range(0, self.dataset_size, 3):
        ...             yield i
        >>> dataset = ds.NumpySlicesDataset(list(range(10)), sampler=EveryThird())
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [0, 3, 6, 9]
    """

    def __init__(self, num_samples=None):
        super().__init__(num_samples)
        self.dataset_size = 0
        self.batch_sizes = []
        if num_samples is None and hasattr(self, "__len__"):
            self.num_samples = len(self)

    def __iter__(self):
        """Yield the row indices of one pass (subclasses implement it)."""
        raise TypeError(f"{type(self).__name__} must define __iter__ to yield row indices.")

    def reset(self):
        """Called before every pass after the first; override to change state between epochs."""
        return None

    def _handshake(self, ds_size):
        self.dataset_size = ds_size

    def get_indices(self):
        """
        The indices of one pass, as a numpy array.

        Returns:
            numpy.ndarray, the indices.

        Raises:
            RuntimeError: If the indices cannot form a numeric array.
        """
        flat, sizes = [], []
        limit = self.num_samples
        for item in self:
            # a number is one index; a sequence is a batch of indices (its size recorded)
            if isinstance(item, numbers.Number):
                sizes.append(0)
                flat.append(item)
            else:
                sizes.append(len(item))
                flat.extend(item)
            if limit is not None and len(sizes) >= limit:
                break
        self.batch_sizes.append(sizes)
        indices = np.array(flat)
        if indices.dtype.kind == "O":
            raise RuntimeError("Fetched indices can not be converted to a valid ndarray.")
        return indices

    def _get_batch_sizes(self):
        return self.batch_sizes.pop(0) if self.batch_sizes else []

    def add_child(self, sampler):
        self.child_sampler = sampler

    def get_num_samples(self):
        if self.num_samples is None:
            probe = copy.deepcopy(self)  # draw one pass on a copy, leaving this sampler's state alone
            probe.get_indices()
            return len(probe.batch_sizes[-1])
        return self.num_samples

    def _count(self, num_rows):
        probe = copy.deepcopy(self)
        probe._handshake(self._input_rows(num_rows))
        return len(probe.get_indices())

    def _runtime(self, num_rows):
        return _UserRuntime(self, num_rows)


class IterSampler(Sampler):
    """
    A sampler over any iterable of indices (what a dataset makes of a non-list iterable passed as `sampler`).

    Args:
        sampler (Iterable): The indices.
        num_samples (int, optional): Number of indices used at most. Default: ``None``.

    Examples:
        >>> import mindspore.dataset as ds
        >>> dataset = ds.NumpySlicesDataset([5, 6, 7], sampler=ds.IterSampler(range(2, -1, -1)))
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [7, 6, 5]
    """

    def __init__(self, sampler, num_samples=None):
        if num_samples is None:
            num_samples = len(sampler) if hasattr(sampler, "__len__") else None
        super().__init__(num_samples)
        self.sampler = sampler

    def __iter__(self):
        return iter(self.sampler)


class _WeightedRuntime(_Runtime):
    def setup(self):
        s = self.sampler
        weights = [float(w) for w in s.weights]
        if self.num_rows and len(weights) > self.num_rows:
            raise _pipeline_error(f"Invalid parameter, size of sample weights must be less than or equal to "
                                  f"num of data, got {len(weights)} and {self.num_rows}.")
        total = sum(weights)
        if total <= 0:
            raise _pipeline_error("Invalid parameter, weights must contain at least one positive number.")
        self.weights = weights
        self.count = s.num_samples if s.num_samples else len(weights)
        self.seed = _rng.pipeline_seed()

    @staticmethod
    def _cumulative(weights):
        total = sum(weights)
        cum, acc = [], 0.0
        for w in weights:
            acc += w / total
            cum.append(acc)
        cum[-1] = 1.0
        return cum

    def own_ids(self):
        gen = _rng.MT19937(self.seed)
        if self.sampler.replacement:
            cum = self._cumulative(self.weights)
            return [bisect.bisect_left(cum, _rng.canonical(gen)) for _ in range(self.count)]
        weights = list(self.weights)
        out = []
        for _ in range(min(self.count, sum(1 for w in weights if w > 0))):
            idx = bisect.bisect_left(self._cumulative(weights), _rng.canonical(gen))
            out.append(idx)
            weights[idx] = 0.0
        return out


class WeightedRandomSampler(BuiltinSampler):
    """
    Draws rows at random with the given (not necessarily normalised) weights.

    Args:
        weights (list[float]): One non-negative weight per row (the first ``len(weights)`` rows).
        num_samples (int, optional): Number of rows to draw. Default: ``None``, ``len(weights)``.
        replacement (bool, optional): Whether a row may be drawn more than once. Default: ``True``.

    Raises:
        TypeError: If a weight is not a number, `num_samples` is not an int or `replacement` not a bool.
        ValueError: If `num_samples` is negative.

    Examples:
        >>> import mindspore.dataset as ds
        >>> sampler = ds.WeightedRandomSampler([0.0, 0.0, 1.0], num_samples=3)
        >>> dataset = ds.NumpySlicesDataset([10, 11, 12], sampler=sampler)
        >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
        [12, 12, 12]
    """

    def __init__(self, weights, num_samples=None, replacement=True):
        if not isinstance(weights, list):
            weights = [weights]
        for position, weight in enumerate(weights):
            if not isinstance(weight, numbers.Number):
                raise TypeError(f"type of weights element must be number, but got w[{position}]: {weight}, "
                                f"type: {type(weight)}.")
        _check_num_samples(num_samples)
        _bool_arg(replacement, "replacement")
        self.weights, self.replacement = weights, replacement
        super().__init__(num_samples)

    def is_shuffled(self):
        return True

    def get_shuffle_mode(self):
        return Shuffle.GLOBAL

    def _count(self, num_rows):
        return self.num_samples if self.num_samples else len(self.weights)

    def _runtime(self, num_rows):
        return _WeightedRuntime(self, num_rows)


def bind_source(sampler, source):
    """Let the samplers of a chain that group rows by class (PKSampler) read the class ids of `source`."""
    while sampler is not None:
        if isinstance(sampler, PKSampler):
            sampler._source = source
        sampler = sampler.child_sampler


class _PKRuntime(_Runtime):
    def setup(self):
        s = self.sampler
        if s.num_val <= 0:
            raise _pipeline_error(f"PKSampler: num_val must be greater than 0, but got: {s.num_val}")
        # label -> row ids, in row order; classes without rows are never drawn
        self.groups = {label: ids for label, ids in s._groups().items() if ids}
        self.seed = _rng.pipeline_seed()
        self.gen = _rng.MT19937(self.seed)
        # the class order is settled once; later passes only draw new rows (from the next seed)
        self.labels = sorted(self.groups)
        if s.shuffle:
            _rng.std_shuffle(self.labels, self.gen)

    def own_ids(self):
        s = self.sampler
        if self.passes:
            self.gen = _rng.MT19937(self.seed + self.passes)
        out = []
        for position in range(s._count_for(len(self.labels))):
            members = self.groups[self.labels[position // s.num_val]]
            out.append(members[_rng.uniform_int(self.gen, 0, len(members) - 1)])
        return out


class PKSampler(_MindRecordParse, BuiltinSampler):
    """
    Draws `num_val` rows of every class: classes are visited in label order (or in a seeded random order when
    `shuffle` is set) and each class gives `num_val` rows picked at random, with replacement, among its rows.
    Sources that know the class of every row take it (ImageFolder, MNIST-style and CIFAR datasets); a
    :class:`MindDataset` groups by the index field `class_column` and, as MindSpore 2.10 does, yields its first
    row for every draw.

    Args:
        num_val (int): Rows drawn per class.
        num_class (int, optional): Number of classes to draw from; only ``None`` (all classes) is accepted.
            Default: ``None``.
        shuffle (bool, optional): Whether the classes are visited in random order. Default: ``False``.
        class_column (str, optional): The label column, for MindRecord sources. Default: ``'label'``.
        num_samples (int, optional): Number of rows drawn at most. Default: ``None``, every class times `num_val`.

    Raises:
        TypeError: If `num_val` or `num_samples` is not an int, `shuffle` not a bool or `class_column` not a str.
        NotImplementedError: If `num_class` is not ``None``.
        ValueError: If `num_samples` is negative.
        RuntimeError: If `num_val` is not positive (raised when the pipeline starts).

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for folder, count in (("cat", 2), ("dog", 3)):
        ...     os.makedirs(os.path.join(root, folder))
        ...     for i in range(count):
        ...         Image.new("RGB", (2, 2)).save(os.path.join(root, folder, f"{i}.png"))
        >>> ds.config.set_seed(1)
        >>> dataset = ds.ImageFolderDataset(root, sampler=ds.PKSampler(2))
        >>> print([int(label) for _, label in dataset.create_tuple_iterator(output_numpy=True)])
        [0, 0, 1, 1]
    """

    def __init__(self, num_val, num_class=None, shuffle=False, class_column='label', num_samples=None):
        if not isinstance(num_val, int):
            raise TypeError(f"num_val must be integer but was: {num_val}.")
        if num_class is not None:
            # MindSpore 2.10 accepts the argument and always refuses it (recorded in tests/dataset/test_pk_sampler.py)
            raise NotImplementedError("Not supported to specify num_class for PKSampler.")
        if not isinstance(shuffle, bool):
            raise TypeError(f"shuffle must be a boolean value but was: {shuffle}.")
        if not isinstance(class_column, str):
            raise TypeError(f"class_column must be a str value but was: {class_column}.")
        if num_samples is not None:
            if not isinstance(num_samples, int):
                raise TypeError(f"num_samples must be integer but was: {num_samples}.")
            if num_samples < 0 or num_samples > INT64_MAX:
                raise ValueError(f"num_samples exceeds the boundary between 0 and {INT64_MAX}(INT64_MAX)!")
        self.num_val, self.shuffle, self.class_column = num_val, shuffle, class_column
        self._source = None
        super().__init__(num_samples)

    def is_shuffled(self):
        return self.shuffle if self.child_sampler is None else self.child_sampler.is_shuffled()

    def is_sharded(self):
        return False if self.child_sampler is None else self.child_sampler.is_sharded()

    def get_shuffle_mode(self):
        return Shuffle.FALSE

    def parse_for_minddataset(self):
        if not self.class_column:
            # MindSpore's message carries the indentation of its source line
            raise ValueError("class_column should be a not empty string value," + " " * 21
                             + f"but got class_column: {self.class_column}.")
        return super().parse_for_minddataset()

    def _groups(self):
        by_column = getattr(self._source, "_pk_class_ids", None)
        if by_column is not None:
            return by_column(self.class_column)
        if self._source is None or not hasattr(self._source, "_class_ids"):
            name = type(self._source).__name__ if self._source is not None else "this dataset"
            raise ValueError(f"{name} doesn't support PKSampler.")
        return self._source._class_ids()

    def _count_for(self, num_classes):
        total = num_classes * self.num_val
        return total if not self.num_samples or self.num_samples > total else self.num_samples

    def __deepcopy__(self, memo):
        new = copy.copy(self)
        memo[id(self)] = new
        new.child_sampler = copy.deepcopy(self.child_sampler, memo)
        new._source = None
        return new

    def _count(self, num_rows):
        if self.num_val <= 0:
            raise _pipeline_error(f"PKSampler: num_val must be greater than 0, but got: {self.num_val}")
        return self._count_for(sum(1 for ids in self._groups().values() if ids))

    def _runtime(self, num_rows):
        return _PKRuntime(self, num_rows)

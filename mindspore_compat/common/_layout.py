"""``Layout``: named axes of a device matrix and the placement of a tensor's dimensions on them.

The class lives here, below ``ops`` and ``parallel``, because both ``mindspore.parallel`` and
``mindspore.ops.primitive`` export it (MindSpore defines it in ``mindspore.parallel.shard``).
"""
import copy

import numpy as np

__all__ = ["Layout"]

_INTERLEAVED = "interleaved_parallel"


class Layout:
    """
    A device matrix with a name for each axis, used to say how the dimensions of a tensor are split over devices.

    Calling a layout with one entry per tensor dimension gives the tensor's layout: an axis name splits the
    dimension over that axis, a tuple of names splits it over several axes (major first), and ``"None"`` keeps the
    dimension whole. In the resulting tensor map each axis is numbered from the right of the device matrix (the
    last axis is 0), as in MindSpore's strategy files. The alias ``"interleaved_parallel"`` (allowed as the last
    axis only) marks a virtual split on one device.

    Args:
        device_matrix (tuple[int]): The number of devices along each axis.
        alias_name (tuple[str]): A distinct, non-empty name for each axis (not ``"None"``).
        rank_list (list[int], optional): The rank at each position of the device matrix, in row-major order.
            Default: ``None``, meaning ``0, 1, ..., N - 1``.

    Raises:
        TypeError: If `device_matrix` or `alias_name` is not a tuple, their elements are not int / str, or
            `rank_list` is not a list of int.
        ValueError: If the two tuples differ in length, an alias is empty, ``"None"`` or repeated,
            ``"interleaved_parallel"`` is not the last alias, or `rank_list` does not have one rank per device.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.parallel import Layout
        >>> mesh = Layout((2, 4), ("dp", "mp"))
        >>> weight = mesh("mp", "None")
        >>> print(weight.to_dict()["tensor_map"], weight.to_dict()["device_matrix"])
        (0, -1) (2, 4)
        >>> print(mesh(("dp", "mp"), "None").to_dict()["tensor_map"])
        ((1, 0), -1)
    """

    def __init__(self, device_matrix, alias_name, rank_list=None):
        if not isinstance(device_matrix, tuple):
            raise TypeError(f"device_matrix must be tuple type, but got:{type(device_matrix)}")
        if not isinstance(alias_name, tuple):
            raise TypeError(f"alias_name must be tuple type, but got:{type(alias_name)}")
        if len(device_matrix) != len(alias_name):
            raise ValueError("device_matrix length should be equal to alias_name length")
        for size in device_matrix:
            if not isinstance(size, int):
                raise TypeError(f"The element of device_matrix must be int type, but got:{type(size)}")
        for name in alias_name:
            if not isinstance(name, str):
                raise TypeError(f"The element of alias_name must be str type, but got:{type(name)}")
            if not name:
                raise ValueError("The element of alias_name can not be empty.")
            if name == "None":
                raise ValueError("The element of alias_name can not set 'None', because 'None' means no sharding.")
        if len(set(alias_name)) != len(alias_name):
            raise ValueError(f"Each element of alias_name {alias_name} should be different")
        if _INTERLEAVED in alias_name and alias_name.index(_INTERLEAVED) != len(alias_name) - 1:
            raise ValueError(f"When alias_name {alias_name} contains keyword 'interleaved_parallel', it should be at "
                             f"the last dim of alias_name, which means the virtual sharding.")
        devices = int(np.prod(device_matrix))
        if rank_list is None:
            rank_list = list(range(devices))
        else:
            if not isinstance(rank_list, list):
                raise TypeError(f"The rank_list should be a list, but got {type(rank_list).__name__}.")
            for rank in rank_list:
                if not isinstance(rank, int):
                    raise TypeError(f"The element of rank_list should be int, but got {type(rank).__name__}.")
            if len(rank_list) != devices:
                raise ValueError(f"The length of rank_list should be equal to the product of device_matrix, but "
                                 f"got {len(rank_list)} and {devices}.")
        self._device_shape = device_matrix
        self._alias_name = alias_name
        self._tensor_map = None
        self._rank_list = rank_list

    def _axis(self, name, used):
        if name not in self._alias_name:
            raise ValueError(f"The axis {name} is not found in {self._alias_name}")
        if name in used:
            raise ValueError(f"The axis {name} has been set more than one in {self._alias_name}")
        used.append(name)
        return len(self._alias_name) - 1 - self._alias_name.index(name)

    def __call__(self, *tensor_map):
        # Like MindSpore, the layout called keeps the last tensor map too; a copy is returned.
        used, mapped = [], []
        for entry in tensor_map:
            if isinstance(entry, tuple):
                mapped.append(tuple(-1 if name == "None" else self._axis(name, used) for name in entry))
            else:
                mapped.append(-1 if entry == "None" else self._axis(entry, used))
        self._tensor_map = tuple(mapped)
        return copy.deepcopy(self)

    def to_dict(self):
        """
        The layout as a dict.

        Returns:
            dict with the keys ``"device_matrix"``, ``"tensor_map"``, ``"interleaved_parallel"``, ``"alias_name"``
            and ``"rank_list"``.

        Raises:
            ValueError: If the layout has not been called with a tensor map yet.

        Examples:
            >>> from mindspore.parallel import Layout
            >>> info = Layout((2,), ("dp",))("dp", "None").to_dict()
            >>> print(info["tensor_map"], info["alias_name"], info["rank_list"], info["interleaved_parallel"])
            (0, -1) ('dp',) [0, 1] False
        """
        if self._device_shape is None:
            raise ValueError("The device_shape of layout is None")
        if self._tensor_map is None:
            raise ValueError("The tensor_map of layout is None")
        return {"device_matrix": self._device_shape, "tensor_map": self._tensor_map,
                "interleaved_parallel": _INTERLEAVED in self._alias_name, "alias_name": self._alias_name,
                "rank_list": self._rank_list}

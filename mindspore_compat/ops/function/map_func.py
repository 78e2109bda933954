"""``ops.make_map_parameter``: a key -> value table (MindSpore's MapParameter, a hash-table parameter of
embedding models) built from a Tensor of keys and a Tensor of their value rows."""
import sys

import numpy as np
import torch

from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.tensor import Tensor, _wrap

__all__ = ["make_map_parameter"]


class _MapTable:
    """A table from integer keys to value rows of one shape, with MindSpore's MapParameter methods: ``get``
    (missing keys get the default value, and are inserted unless told otherwise), ``put``, ``erase``,
    ``get_keys``, ``get_values`` and ``get_data``. Indexing reads (``table[keys]``) and writes (``table[keys] = v``)."""

    def __init__(self, keys, values, default_value, permit_filter_value=1, evict_filter_value=sys.maxsize):
        self.key_dtype, self.value_dtype = keys.dtype, values.dtype
        self.value_shape = tuple(values.shape[1:])
        self.default_value = default_value
        self.permit_filter_value, self.evict_filter_value = permit_filter_value, evict_filter_value
        self._keys = keys._t.reshape(-1).clone()
        self._values = values._t.reshape((-1,) + self.value_shape).clone()

    def __str__(self):
        return (f"MapParameter(MapTensor(key_dtype={self.key_dtype}, value_dtype={self.value_dtype}, value_shape="
                f"{list(self.value_shape)}, default_value={self.default_value}, permit_filter="
                f"{self.permit_filter_value}, evict_filter={self.evict_filter_value}))")

    def _rows_of(self, keys):
        """The row of each key in the table, -1 where it is missing."""
        if self._keys.numel() == 0:
            return torch.full((keys.numel(),), -1, dtype=torch.int64, device=keys.device)
        match = keys.reshape(-1, 1) == self._keys.reshape(1, -1)
        found = match.any(dim=1)
        return torch.where(found, match.to(torch.int64).argmax(dim=1), torch.full_like(found, -1, dtype=torch.int64))

    def _defaults(self, count):
        shape = (count,) + self.value_shape
        if isinstance(self.default_value, str):
            return initializer(self.default_value, shape, self.value_dtype).init_data()._t.to(self._values.device)
        return torch.full(shape, self.default_value, dtype=self._values.dtype, device=self._values.device)

    def get(self, key_tensor, insert_default_value=True):
        """The value rows of the keys; a missing key gets the default value (and is inserted when
        `insert_default_value` is True)."""
        keys = key_tensor._t.reshape(-1).to(self._keys.dtype)
        rows = self._rows_of(keys)
        missing = rows < 0
        out = torch.empty((keys.numel(),) + self.value_shape, dtype=self._values.dtype, device=self._values.device)
        out[~missing] = self._values[rows[~missing]]
        if missing.any():
            new_keys, first = np.unique(keys[missing].cpu().numpy(), return_index=True)
            new_keys = torch.from_numpy(new_keys[np.argsort(first)]).to(self._keys.device, self._keys.dtype)
            fresh = self._defaults(new_keys.numel())
            out[missing] = fresh[(keys[missing].reshape(-1, 1) == new_keys.reshape(1, -1)).to(torch.int64)
                                 .argmax(dim=1)]
            if insert_default_value:
                self._keys = torch.cat([self._keys, new_keys])
                self._values = torch.cat([self._values, fresh])
        return _wrap(out.reshape(tuple(key_tensor.shape) + self.value_shape))

    def put(self, key_tensor, value_tensor):
        """Insert or overwrite the rows of the keys; returns the table."""
        keys = key_tensor._t.reshape(-1).to(self._keys.dtype)
        values = value_tensor._t.reshape((-1,) + self.value_shape).to(self._values.dtype)
        for k, v in zip(keys, values):
            row = self._rows_of(k.reshape(1))[0]
            if row >= 0:
                self._values[row] = v
            else:
                self._keys = torch.cat([self._keys, k.reshape(1)])
                self._values = torch.cat([self._values, v.unsqueeze(0)])
        return self

    def erase(self, key_tensor):
        """Remove the keys (missing ones are ignored); returns the table."""
        keys = key_tensor._t.reshape(-1).to(self._keys.dtype)
        keep = ~(self._keys.reshape(-1, 1) == keys.reshape(1, -1)).any(dim=1)
        self._keys, self._values = self._keys[keep], self._values[keep]
        return self

    def get_keys(self):
        """All keys, in insertion order."""
        return _wrap(self._keys.clone())

    def get_values(self):
        """All value rows, in the order of :meth:`get_keys`."""
        return _wrap(self._values.clone())

    def get_data(self):
        """``(keys, values)``."""
        return self.get_keys(), self.get_values()

    def __getitem__(self, key_tensor):
        return self.get(key_tensor, True)

    def __setitem__(self, key_tensor, value_tensor):
        self.put(key_tensor, value_tensor)


def make_map_parameter(*args):
    """
    Builds a key -> value table (MindSpore's MapParameter, the hash-table parameter of large embedding models)
    holding the rows of `value_tensor` under the keys of `key_tensor`.

    The table answers ``get(keys)`` with the value rows (a missing key gets `default_value`, and is inserted),
    ``put(keys, values)``, ``erase(keys)``, ``get_keys()``, ``get_values()`` and ``get_data()``.

    Inputs:
        - **key_tensor** (Tensor) - 1-D integer keys.
        - **value_tensor** (Tensor) - The value rows, one per key; its shape after the first axis is the shape of
          a value.
        - **default_value** (Union[Number, str]) - The value of a missing key: a number or an initializer name
          (``"zeros"``, ``"ones"``, ``"normal"`` ...).
        - **permit_filter_value** (Number, optional) - Kept as an attribute. Default: ``1``.
        - **evict_filter_value** (Number, optional) - Kept as an attribute. Default: ``sys.maxsize``.

    Outputs:
        The table.

    Raises:
        ValueError: If fewer than three inputs are given.
        RuntimeError: If `key_tensor` or `value_tensor` is not a Tensor, or `value_tensor` is 0-D.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> table = ops.make_map_parameter(Tensor([4, 9], mindspore.int32),
        ...                                Tensor([[1.0, 1.5], [2.0, 2.5]], mindspore.float32), "zeros")
        >>> print(table.get(Tensor([9, 5], mindspore.int32)))
        [[2.  2.5]
         [0.  0. ]]
        >>> print(table.get_keys())
        [4 9 5]
    """
    if len(args) < 3:
        raise ValueError(f"For primitive[MakeMapParameter], the input number must be greater than or equal to 3, "
                         f"but got {len(args)}.")
    keys, values, default = args[:3]
    if not isinstance(keys, Tensor) or not isinstance(values, Tensor):
        raise RuntimeError(f"The args of MakeMapParameter is invalid, they must be tensor. Please check:"
                           f"{type(keys).__name__}, {type(values).__name__}")
    if values.ndim == 0:
        raise RuntimeError("The input value shape is empty")
    if keys.dtype not in mstype.int_type + mstype.uint_type:
        raise RuntimeError(f"For 'MakeMapParameter', the keys must be integers, but got {keys.dtype}.")
    if keys.size != values.shape[0]:
        raise RuntimeError(f"For 'MakeMapParameter', the number of keys ({keys.size}) and of value rows "
                           f"({values.shape[0]}) must be equal.")
    return _MapTable(keys, values, default, *args[3:5])

"""Container cells: ``SequentialCell``, ``CellList``, ``CellDict``."""
from collections import OrderedDict

from ..cell import Cell

__all__ = ["SequentialCell", "CellList", "CellDict"]


def _check_cell(cell, owner):
    if not isinstance(cell, Cell):
        raise TypeError(f"For '{owner}', each cell must be subclass of Cell, but got {type(cell).__name__}.")
    return cell


class SequentialCell(Cell):
    """Runs its cells one after another, each on the previous output.

    Args:
        args (Union[list, OrderedDict, Cell]): the cells, as a list, an OrderedDict ``{name: cell}`` or positional
            cells. Children are named ``"0"``, ``"1"``, ... (or by the dict keys).

    Raises:
        TypeError: if an element is not a Cell.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Tensor
        >>> seq = nn.SequentialCell([nn.Dense(2, 3, weight_init="ones", bias_init="zeros"), nn.ReLU()])
        >>> print(seq(Tensor(np.ones([1, 2]), ms.float32)))
        [[2. 2. 2.]]
        >>> print([p.name for p in seq.trainable_params()])
        ['0.weight', '0.bias']
    """

    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], (list, tuple)):
            for i, cell in enumerate(args[0]):
                setattr(self, str(i), _check_cell(cell, "SequentialCell"))
        elif len(args) == 1 and isinstance(args[0], (dict, OrderedDict)):
            for name, cell in args[0].items():
                setattr(self, name, _check_cell(cell, "SequentialCell"))
        else:
            for i, cell in enumerate(args):
                setattr(self, str(i), _check_cell(cell, "SequentialCell"))

    def __getitem__(self, index):
        cells = list(self._modules.values())
        if isinstance(index, slice):
            return SequentialCell(cells[index])
        return cells[index]

    def __setitem__(self, index, cell):
        setattr(self, list(self._modules.keys())[index], _check_cell(cell, "SequentialCell"))

    def __delitem__(self, index):
        keys = list(self._modules.keys())
        for k in keys[index] if isinstance(index, slice) else [keys[index]]:
            delattr(self, k)
        cells = list(self._modules.values())
        for k in list(self._modules.keys()):
            delattr(self, k)
        for i, c in enumerate(cells):
            self.insert_child_to_cell(str(i), c)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def append(self, cell):
        """Add a cell at the end."""
        setattr(self, str(len(self)), _check_cell(cell, "SequentialCell"))
        return self

    def set_grad(self, flag=True):
        self.__dict__["requires_grad"] = flag
        for cell in self._modules.values():
            cell.set_grad(flag)
        return self

    def construct(self, input_data):
        for cell in self._modules.values():
            input_data = cell(input_data)
        return input_data


class CellList(Cell):
    """A list of cells (children named ``"0"``, ``"1"``, ...); it has no computation of its own.

    Examples:
        >>> from mindspore import nn
        >>> cells = nn.CellList([nn.ReLU(), nn.Dense(2, 2)])
        >>> cells.append(nn.Sigmoid())
        >>> print(len(cells), [p.name for p in cells.trainable_params()])
        3 ['1.weight', '1.bias']
    """

    def __init__(self, *args, **kwargs):
        auto_prefix = kwargs.pop("auto_prefix", True)
        super().__init__(auto_prefix=auto_prefix)
        if args:
            self.extend(args[0])

    def __getitem__(self, index):
        cells = list(self._modules.values())
        if isinstance(index, slice):
            return CellList(cells[index])
        return cells[index]

    def __setitem__(self, index, cell):
        setattr(self, list(self._modules.keys())[index], _check_cell(cell, "CellList"))

    def __delitem__(self, index):
        keys = list(self._modules.keys())
        for k in keys[index] if isinstance(index, slice) else [keys[index]]:
            delattr(self, k)
        cells = list(self._modules.values())
        for k in list(self._modules.keys()):
            delattr(self, k)
        for i, c in enumerate(cells):
            self.insert_child_to_cell(str(i), c)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def append(self, cell):
        """Add a cell at the end."""
        setattr(self, str(len(self)), _check_cell(cell, "CellList"))

    def extend(self, cells):
        """Add every cell of an iterable."""
        for cell in cells:
            self.append(cell)
        return self

    def insert(self, index, cell):
        """Insert a cell before position `index`."""
        cells = list(self._modules.values())
        cells.insert(index, _check_cell(cell, "CellList"))
        for k in list(self._modules.keys()):
            delattr(self, k)
        for c in cells:
            self.append(c)

    def set_grad(self, flag=True):
        self.__dict__["requires_grad"] = flag
        for cell in self._modules.values():
            cell.set_grad(flag)
        return self

    def construct(self, *inputs):
        raise RuntimeError("CellList holds cells only and has no computation of its own; call its elements.")


class CellDict(Cell):
    """A dict of cells keyed by name; it has no computation of its own.

    Examples:
        >>> from mindspore import nn
        >>> cells = nn.CellDict({"act": nn.ReLU(), "fc": nn.Dense(2, 2)})
        >>> print(list(cells.keys()), [p.name for p in cells.trainable_params()])
        ['act', 'fc'] ['fc.weight', 'fc.bias']
    """

    def __init__(self, *args, **kwargs):
        auto_prefix = kwargs.pop("auto_prefix", True)
        super().__init__(auto_prefix=auto_prefix)
        if args:
            self.update(args[0])

    def __getitem__(self, key):
        return self._modules[key]

    def __setitem__(self, key, cell):
        if not isinstance(key, str) or not key or "." in key:
            raise KeyError(f"For 'CellDict', the key must be a non-empty str without '.', but got {key!r}.")
        setattr(self, key, _check_cell(cell, "CellDict"))

    def __delitem__(self, key):
        delattr(self, key)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules)

    def __contains__(self, key):
        return key in self._modules

    def clear(self):
        """Remove every cell."""
        for k in list(self._modules):
            delattr(self, k)

    def pop(self, key):
        """Remove and return the cell under `key`."""
        cell = self._modules[key]
        delattr(self, key)
        return cell

    def keys(self):
        return self._modules.keys()

    def values(self):
        return self._modules.values()

    def items(self):
        return self._modules.items()

    def update(self, cells):
        """Add cells from a dict or an iterable of (key, cell) pairs."""
        pairs = cells.items() if isinstance(cells, dict) else cells
        for key, cell in pairs:
            self[key] = cell

    def construct(self, *inputs):
        raise RuntimeError("CellDict holds cells only and has no computation of its own; call its elements.")

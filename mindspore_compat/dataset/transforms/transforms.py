"""
General transforms of row data (``mindspore.dataset.transforms``): type casts, one-hot encoding, filling,
concatenation, masks, and the combinators Compose / RandomApply / RandomChoice / RandomOrder.

Every transform is a callable: use it in ``Dataset.map`` or call it on numpy arrays directly (eager mode).
Random transforms draw from a ``std::mt19937`` generator seeded from :func:`mindspore.dataset.config.get_seed`:
each pipeline gets a fresh generator, and an eager call starts a fresh one every time (as in MindSpore, an eager
random transform with a fixed seed makes the same choice on every call).
"""
import copy
import importlib.util
import os
from enum import IntEnum

import numpy as np

from ...common import dtype as mstype
from ..core.validator_helpers import type_check, check_value, check_pos_int32
from ..engine import _rng
from ..engine.datasets import _pipeline_error

__all__ = [
    "TensorOperation", "PyTensorOperation", "TypeCast", "Compose", "OneHot", "Duplicate", "RandomApply",
    "RandomChoice", "RandomOrder", "Fill", "Concatenate", "Mask", "Relational", "PadEnd", "not_random"
]


def _as_array(value):
    try:
        arr = np.asarray(value)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"Invalid user input. Got {type(value)}: {value}, cannot be converted into tensor.") from exc
    if arr.dtype == object:
        raise TypeError(f"Invalid user input. Got {type(value)}: {value}, cannot be converted into tensor.")
    return arr


class TensorOperation:
    """
    Base class of the transforms: calling one converts the inputs to numpy arrays and returns the result as a
    numpy array (a tuple when there are several outputs).
    """

    #: whether the transform draws random numbers
    random = False
    _rng_gen = None

    def __init__(self):
        self.implementation = None
        self.device_target = "CPU"

    def __call__(self, *input_tensor_list):
        arrays = [_as_array(x) for x in input_tensor_list]
        return self._execute(*arrays)

    def _execute(self, *arrays):
        raise TypeError(f"{type(self).__name__} does not transform data")

    def _gen(self):
        """The generator of this pipeline copy, or a fresh one (eager call)."""
        return self._rng_gen if self._rng_gen is not None else _rng.MT19937(_rng.pipeline_seed())

    def _children(self):
        return []

    def parse(self):
        """
        The operation as a pipeline runs it. MindSpore builds its C++ operation here; mindspore_compat runs the
        transforms in Python, so the engine form is the transform itself, or, for a random transform (or one that
        holds random transforms), a copy with its own generator seeded from
        :func:`mindspore.dataset.config.get_seed` the way a pipeline seeds its first map worker: successive calls
        of the copy continue one random sequence, where eager calls of the transform restart it every time.

        Returns:
            Callable, the operation the engine calls on the columns of each row.

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset.transforms as transforms
            >>> operation = transforms.TypeCast(np.int16).parse()
            >>> print(operation(np.array([1.5, 2.5])))
            [1 2]
        """
        return self._pipeline_copy(0)

    def _pipeline_copy(self, worker=0):
        """A copy for one map worker of one pipeline run: random transforms get their own generator (seeded with
        the pipeline seed plus `worker`), recursively."""
        if not self.random and not any(getattr(c, "_pipeline_copy", None) for c in self._children()):
            return self
        new = copy.copy(self)
        if self.random:
            new._rng_gen = _rng.MT19937(_rng.pipeline_seed() + worker)
        if hasattr(self, "transforms"):
            new.transforms = [t._pipeline_copy(worker) if hasattr(t, "_pipeline_copy") else t
                              for t in self.transforms]
        return new


class PyTensorOperation(TensorOperation):
    """Base class of the transforms MindSpore implements in Python (same behaviour here)."""

    @property
    def parse(self):
        """MindSpore's Python transforms have no engine form, so reading this attribute raises AttributeError."""
        raise AttributeError(f"'{type(self).__name__}' object has no attribute 'parse'")


def _check_transforms(transforms):
    type_check(transforms, (list,), "transforms")
    if not transforms:
        raise ValueError("transforms list can not be empty.")
    for i, t in enumerate(transforms):
        if not callable(t):
            raise ValueError(f"transforms[{i}] is neither a transforms op (TensorOperation) nor a callable pyfunc.")


def _runs_in_python(operation):
    """Whether MindSpore runs `operation` in Python: a plain callable or a PyTensorOperation."""
    return isinstance(operation, PyTensorOperation) or not isinstance(operation, TensorOperation)


def _run(transform, args):
    """Apply one transform of a combinator to the argument tuple; returns the outputs as a tuple."""
    result = transform(*args)
    return result if isinstance(result, tuple) else (result,)


def _numpy_dtype_named(name):
    """The numpy dtype spelled `name` ("float32", ...), or None when numpy knows no such dtype."""
    try:
        return np.dtype(name)
    except TypeError:
        return None


def _ms_to_np(data_type, arg_name="data_type"):
    if isinstance(data_type, mstype.Type):
        if data_type == mstype.string:
            return np.dtype(np.str_)
        return np.dtype(mstype.dtype_to_nptype(data_type))
    if isinstance(data_type, np.dtype):
        return data_type
    if isinstance(data_type, type) and issubclass(data_type, np.generic):
        return np.dtype(data_type)
    named = _numpy_dtype_named(data_type) if isinstance(data_type, str) else None
    if named is not None:
        return named
    raise TypeError(f"Argument {arg_name} with value {data_type} is not of type [<class "
                    f"'mindspore._c_expression.typing.Type'>, <class 'numpy.dtype'>], but got {type(data_type)}.")


def _cast(arr, dtype):
    """``static_cast`` semantics: floats truncate toward zero and wrap into integer types."""
    if dtype.kind in "iu" and arr.dtype.kind == "f":
        return np.trunc(arr).astype(np.int64).astype(dtype)
    if dtype.kind == "U":
        return arr.astype(str)
    return arr.astype(dtype)


class TypeCast(TensorOperation):
    """
    Cast a tensor to the given data type (floats are truncated toward zero when cast to integers, and integers
    wrap around as in C).

    Args:
        data_type (Union[mindspore.dtype, numpy.dtype]): The target type.

    Raises:
        TypeError: If `data_type` is neither a mindspore dtype nor a numpy dtype.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.TypeCast(ms.int32)(np.array([1.7, -2.2])))
        [ 1 -2]
        >>> print(transforms.TypeCast(np.float16)(np.array([1, 2])).dtype)
        float16
    """

    def __init__(self, data_type):
        super().__init__()
        self.data_type = data_type
        self._np_type = _ms_to_np(data_type)

    def _execute(self, *arrays):
        if len(arrays) != 1:
            raise _pipeline_error(f"TypeCast: only supports transform one column each time, got column num: "
                                  f"{len(arrays)}.")
        return _cast(arrays[0], self._np_type)


class Compose(TensorOperation):
    """
    Apply a list of transforms in order, each on the outputs of the previous one (a tuple result feeds several
    arguments).

    Args:
        transforms (list[Callable]): The transforms.

    Raises:
        TypeError: If `transforms` is not a list.
        ValueError: If `transforms` is empty or holds something not callable.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> import mindspore.dataset.vision as vision
        >>> compose = transforms.Compose([vision.Rescale(1.0 / 255, 0.0), vision.HWC2CHW()])
        >>> print(compose(np.full((2, 2, 3), 255, np.uint8)).shape)
        (3, 2, 2)
    """

    def __init__(self, transforms):
        super().__init__()
        _check_transforms(transforms)
        self.transforms = list(transforms)

    def _children(self):
        return self.transforms

    @staticmethod
    def decompose(operations):
        """
        Flatten the Compose operations of a list: each one is replaced by its transforms (recursively), so the
        result lists only the operations that run.

        Args:
            operations (list): Transforms, some of which may be :class:`Compose`.

        Returns:
            list, the transforms with every Compose unpacked.

        Examples:
            >>> import mindspore.dataset.transforms as transforms
            >>> import numpy as np
            >>> cast = transforms.TypeCast(np.int32)
            >>> inner = transforms.Compose([transforms.Duplicate(), transforms.Compose([cast])])
            >>> print([type(op).__name__ for op in transforms.Compose.decompose([cast, inner])])
            ['TypeCast', 'Duplicate', 'TypeCast']
        """
        flat = []
        for operation in operations:
            if isinstance(operation, Compose):
                flat.extend(Compose.decompose(operation.transforms))
            else:
                flat.append(operation)
        return flat

    @staticmethod
    def reduce(operations):
        """
        Group each run of two or more adjacent Python operations (plain callables and the transforms MindSpore
        implements in Python, :class:`PyTensorOperation`) into one Compose; the other transforms, and a lone Python
        operation, stay as they are. MindSpore does this so that its C++ map runs a run of Python code in one call.

        Args:
            operations (list): The transforms.

        Returns:
            list, the transforms with the Python runs composed.

        Examples:
            >>> import mindspore.dataset.transforms as transforms
            >>> import numpy as np
            >>> cast = transforms.TypeCast(np.int32)
            >>> pipeline = transforms.Compose([cast, lambda x: x + 1, lambda x: x * 2, cast])
            >>> steps = transforms.Compose.reduce(pipeline.transforms)
            >>> print([type(op).__name__ for op in steps])
            ['TypeCast', 'Compose', 'TypeCast']
        """
        reduced, run = [], []
        for operation in list(operations) + [None]:
            if operation is not None and _runs_in_python(operation):
                run.append(operation)
                continue
            if len(run) == 1:
                reduced.append(run[0])
            elif run:
                reduced.append(Compose(run))
            run = []
            if operation is not None:
                reduced.append(operation)
        return reduced

    def release_resource(self):
        """
        Release what eager execution of the transforms holds for the calling thread. MindSpore frees the C++
        executors its map workers created; mindspore_compat keeps no such executors, so there is nothing to free
        and the call returns None.

        Examples:
            >>> import mindspore.dataset.transforms as transforms
            >>> print(transforms.Compose([transforms.Duplicate()]).release_resource())
            None
        """
        return None

    def __call__(self, *args):
        for t in self.transforms:
            args = tuple(_as_array(a) for a in _run(t, args))
        return args[0] if len(args) == 1 else args


class OneHot(TensorOperation):
    """
    One-hot encode integer labels: a label ``k`` becomes a vector of `num_classes` values, 1 at ``k`` (with
    `smoothing_rate` ``s``: ``1 - s + s / num_classes`` at ``k`` and ``s / num_classes`` elsewhere, as float64).

    Args:
        num_classes (int): Number of classes, greater than 0.
        smoothing_rate (float, optional): Label smoothing rate, in [0.0, 1.0]. Default: ``0.0``.

    Raises:
        TypeError: If `num_classes` is not an int or `smoothing_rate` not a number.
        ValueError: If `num_classes` is not positive or `smoothing_rate` is out of range.
        RuntimeError: If a label is not below `num_classes` (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.OneHot(3)(np.array([0, 2])))
        [[1 0 0]
         [0 0 1]]
    """

    def __init__(self, num_classes, smoothing_rate=0.0):
        super().__init__()
        type_check(num_classes, (int,), "num_classes")
        if num_classes <= 0:
            raise ValueError("Input must be greater than 0.")
        type_check(smoothing_rate, (int, float), "smoothing_rate")
        check_value(smoothing_rate, [0.0, 1.0], "smoothing_rate")
        self.num_classes = num_classes
        self.smoothing_rate = smoothing_rate

    def _execute(self, *arrays):
        labels = arrays[0]
        if labels.dtype.kind not in "iu":
            raise _pipeline_error(f"OneHot: OneHot only supports input of int type, but got:{labels.dtype}")
        if labels.ndim > 1:
            raise _pipeline_error(f"OneHot: Only support scalar or 1D input, got rank: {labels.ndim}")
        flat = labels.reshape(-1).astype(np.int64)
        if flat.size and (flat.max() >= self.num_classes or flat.min() < 0):
            raise _pipeline_error(f"OneHot: index values should not bigger than num classes: {self.num_classes}, "
                                  f"but got: {int(flat.max() if flat.max() >= self.num_classes else flat.min())}")
        eye = np.eye(self.num_classes, dtype=labels.dtype)[flat]
        if labels.ndim == 0:
            eye = eye[0]
        if self.smoothing_rate:
            s = self.smoothing_rate
            return eye.astype(np.float64) * (1 - s) + s / self.num_classes
        return eye


class Duplicate(TensorOperation):
    """
    Duplicate the input: return it twice (two columns).

    Raises:
        RuntimeError: If more than one column is given (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> import mindspore.dataset.transforms as transforms
        >>> dataset = ds.NumpySlicesDataset({"x": [1, 2]}, shuffle=False)
        >>> dataset = dataset.map(transforms.Duplicate(), input_columns="x", output_columns=["x", "y"])
        >>> print([[int(v) for v in row] for row in dataset.create_tuple_iterator(output_numpy=True)])
        [[1, 1], [2, 2]]
    """

    def _execute(self, *arrays):
        if len(arrays) != 1:
            raise _pipeline_error(f"Duplicate: only supports transform one column each time, got column num: "
                                  f"{len(arrays)}, check 'input_columns' when call this operator.")
        return arrays[0].copy(), arrays[0].copy()


class RandomApply(TensorOperation):
    """
    Apply a list of transforms (as :class:`Compose`) with probability `prob`, otherwise pass the input through.

    Args:
        transforms (list[Callable]): The transforms.
        prob (float, optional): Probability of applying them, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If `transforms` is not a list or `prob` not a number.
        ValueError: If `transforms` is empty or `prob` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.RandomApply([lambda x: x + 1], prob=1.0)(np.array([1])))
        [2]
    """

    random = True

    def __init__(self, transforms, prob=0.5):
        super().__init__()
        _check_transforms(transforms)
        type_check(prob, (int, float), "prob")
        check_value(prob, [0.0, 1.0], "prob")
        self.transforms = list(transforms)
        self.prob = prob

    def _children(self):
        return self.transforms

    def __call__(self, *args):
        if not _rng.bernoulli(self._gen(), self.prob):
            return args[0] if len(args) == 1 else args
        return Compose(self.transforms)(*args)


class RandomChoice(TensorOperation):
    """
    Apply one transform chosen uniformly at random from a list.

    Args:
        transforms (list[Callable]): The transforms.

    Raises:
        TypeError: If `transforms` is not a list.
        ValueError: If `transforms` is empty.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.RandomChoice([lambda x: x * 10])(np.array([1])))
        [10]
    """

    random = True

    def __init__(self, transforms):
        super().__init__()
        _check_transforms(transforms)
        self.transforms = list(transforms)

    def _children(self):
        return self.transforms

    def __call__(self, *args):
        t = self.transforms[_rng.uniform_int(self._gen(), 0, len(self.transforms) - 1)]
        out = _run(t, args)
        return out[0] if len(out) == 1 else out


class RandomOrder(TensorOperation):
    """
    Apply a list of transforms in a random order.

    Args:
        transforms (list[Callable]): The transforms.

    Raises:
        TypeError: If `transforms` is not a list.
        ValueError: If `transforms` is empty.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.RandomOrder([lambda x: x + 1, lambda x: x + 2])(np.array([0])))
        [3]
    """

    random = True

    def __init__(self, transforms):
        super().__init__()
        _check_transforms(transforms)
        self.transforms = list(transforms)

    def _children(self):
        return self.transforms

    def __call__(self, *args):
        order = list(self.transforms)
        _rng.std_shuffle(order, self._gen())
        return Compose(order)(*args)


class Fill(TensorOperation):
    """
    Fill the input with a scalar, keeping its shape and type.

    Args:
        fill_value (Union[str, bytes, int, float, bool]): The value.

    Raises:
        TypeError: If `fill_value` is not a scalar of those types.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.Fill(7)(np.array([1.0, 3.0])))
        [7. 7.]
    """

    def __init__(self, fill_value):
        super().__init__()
        type_check(fill_value, (str, float, bool, int, bytes), "fill_value")
        self.fill_value = fill_value

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.dtype.kind == "U" or isinstance(self.fill_value, str):
            return np.full(arr.shape, str(self.fill_value))
        return _cast(np.full(arr.shape, self.fill_value), arr.dtype)


class Concatenate(TensorOperation):
    """
    Concatenate the input (1-D) with optional arrays before and after it.

    Args:
        axis (int, optional): Axis to concatenate along (only 0 / -1 of a 1-D input). Default: ``0``.
        prepend (numpy.ndarray, optional): 1-D array put before the input. Default: ``None``.
        append (numpy.ndarray, optional): 1-D array put after the input. Default: ``None``.

    Raises:
        TypeError: If `axis` is not an int or `prepend`/`append` is not a numpy array.
        ValueError: If `prepend`/`append` is not 1-D.
        RuntimeError: If the types differ from the input's (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> op = transforms.Concatenate(0, np.array([9]), np.array([8, 8]))
        >>> print(op(np.array([1, 2])))
        [9 1 2 8 8]
    """

    def __init__(self, axis=0, prepend=None, append=None):
        super().__init__()
        type_check(axis, (int,), "axis")
        for name, arr in (("prepend", prepend), ("append", append)):
            if arr is not None:
                type_check(arr, (np.ndarray,), name)
                if arr.ndim != 1:
                    raise ValueError(f"can only {name} 1D arrays.")
        self.axis = axis
        self.prepend = prepend
        self.append = append

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.ndim != 1:
            raise _pipeline_error(f"Concatenate: Only 1D input supported, but got rank: {arr.ndim}")
        if self.axis not in (0, -1):
            raise _pipeline_error(f"Concatenate: only 1D input supported, input 'axis' should be 0 or -1, but got "
                                  f"{self.axis}")
        parts = []
        for name, extra in (("prepend", self.prepend), ("append", self.append)):
            if extra is not None and extra.dtype != arr.dtype and not (extra.dtype.kind == arr.dtype.kind == "U"):
                raise _pipeline_error(f"Concatenate: input datatype does not match the {name} datatype, got input "
                                      f"datatype: {arr.dtype}, {name} datatype:{extra.dtype}")
        if self.prepend is not None:
            parts.append(self.prepend)
        parts.append(arr)
        if self.append is not None:
            parts.append(self.append)
        return np.concatenate(parts)


class Relational(IntEnum):
    """
    Comparison operators of :class:`Mask`: ``EQ``, ``NE``, ``GT``, ``GE``, ``LT``, ``LE``.

    Examples:
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.Relational.EQ.name)
        EQ
    """
    EQ = 0
    NE = 1
    GT = 2
    GE = 3
    LT = 4
    LE = 5


_COMPARE = {Relational.EQ: np.equal, Relational.NE: np.not_equal, Relational.GT: np.greater,
            Relational.GE: np.greater_equal, Relational.LT: np.less, Relational.LE: np.less_equal}


class Mask(TensorOperation):
    """
    Compare every element with a constant; output the comparison as `dtype` (1/0 for numeric types).

    Args:
        operator (Relational): The comparison.
        constant (Union[str, int, float, bool]): The constant.
        dtype (mindspore.dtype, optional): Output type. Default: ``mindspore.bool_``.

    Raises:
        TypeError: If `operator` is not a Relational, or `constant` not a scalar.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.Mask(transforms.Relational.EQ, 2)(np.array([1, 2, 3])))
        [False  True False]
    """

    def __init__(self, operator, constant, dtype=mstype.bool_):
        super().__init__()
        type_check(operator, (Relational,), "operator")
        type_check(constant, (str, float, bool, int, bytes), "constant")
        self.operator = operator
        self.constant = constant
        self.dtype = dtype
        self._np_type = _ms_to_np(self.dtype, "dtype")

    def _execute(self, *arrays):
        arr = arrays[0]
        constant = np.array(self.constant).astype(arr.dtype) if arr.dtype.kind not in "U" else str(self.constant)
        return _COMPARE[self.operator](arr, constant).astype(self._np_type)


class PadEnd(TensorOperation):
    """
    Pad (or truncate) each dimension at its end to `pad_shape`.

    Args:
        pad_shape (list[int]): The target shape (``None`` keeps a dimension).
        pad_value (Union[str, bytes, int, float, bool], optional): Padding value. Default: ``None``, 0 (or ``''``).

    Raises:
        TypeError: If `pad_shape` is not a list.
        RuntimeError: If the rank of `pad_shape` differs from the input's (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> print(transforms.PadEnd([4], 9)(np.array([1, 2])))
        [1 2 9 9]
    """

    def __init__(self, pad_shape, pad_value=None):
        super().__init__()
        type_check(pad_shape, (list,), "pad_shape")
        for i, dim in enumerate(pad_shape):
            if dim is not None:
                type_check(dim, (int,), f"pad_shape[{i}]")
                check_pos_int32(dim, f"pad_shape[{i}]")
        if pad_value is not None:
            type_check(pad_value, (str, float, bool, int, bytes), "pad_value")
        self.pad_shape = pad_shape
        self.pad_value = pad_value

    def _execute(self, *arrays):
        arr = arrays[0]
        if len(self.pad_shape) != arr.ndim:
            raise _pipeline_error(f"PadEnd: invalid pad shape, as rank of input is: {arr.ndim}, and rank of pad "
                                  f"value: {len(self.pad_shape)}")
        target = [arr.shape[d] if s is None else s for d, s in enumerate(self.pad_shape)]
        fill = self.pad_value if self.pad_value is not None else ("" if arr.dtype.kind == "U" else 0)
        out = np.full(target, fill, dtype=arr.dtype if arr.dtype.kind != "U" else object)
        region = tuple(slice(0, min(a, t)) for a, t in zip(arr.shape, target))
        out[region] = arr[region]
        return out.astype(str) if arr.dtype.kind == "U" else out



def not_random(function):
    """
    Mark a Python function used in ``Dataset.map`` as deterministic (its ``random`` attribute becomes ``False``),
    which is what a cache needs to keep its results.

    Args:
        function (callable): The function to mark.

    Returns:
        callable, `function` itself.

    Examples:
        >>> import mindspore.dataset.transforms as transforms
        >>> def double(x):
        ...     return x * 2
        >>> print(transforms.not_random(double) is double, double.random)
        True False
    """
    function.random = False
    return function


__all__ += ["Slice", "Unique"]


def _check_slice_item(item):
    if item is None:
        return
    if not isinstance(item, (int, list, slice, bool, type(Ellipsis))):
        raise TypeError(f"Argument slice with value {item} is not of type [<class 'int'>, <class 'list'>, <class "
                        f"'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
                        f"'mindspore.dataset.transforms.transforms._SliceOption'>], but got {type(item)}.")
    if isinstance(item, list) and item:
        for index in item:
            type_check(index, (int,), "slice")


class Slice(TensorOperation):
    """
    Select parts of a tensor, one argument per leading dimension: an int keeps that one index (the dimension stays,
    with length 1), a list of ints keeps those indices, a ``slice`` keeps its range (MindSpore requires its stop,
    and its start when a step is given), and ``None`` / ``True`` / ``...`` keep everything.

    Args:
        *slices (Union[int, list[int], slice, None, bool, Ellipsis]): One selection per dimension.

    Raises:
        TypeError: If a selection has another type.
        RuntimeError: If an index is out of bounds or a slice lacks its stop (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> data = np.arange(12).reshape(3, 4)
        >>> print(transforms.Slice(slice(0, 2), [1, 3])(data))
        [[1 3]
         [5 7]]
        >>> print(transforms.Slice(2)(data))
        [[ 8  9 10 11]]
    """

    def __init__(self, *slices):
        super().__init__()
        for item in slices:
            _check_slice_item(item)
        self.slice_input_ = list(slices)

    def _execute(self, *arrays):
        data = arrays[0]
        index = []
        for dim, item in enumerate(self.slice_input_):
            if dim >= data.ndim:
                break
            size = data.shape[dim]
            if item is None or item is True or item is Ellipsis or item is False:
                index.append(np.arange(size))
            elif isinstance(item, slice):
                # MindSpore needs the stop, and a start whenever a step is given
                if item.stop is None or (item.step is not None and item.start is None):
                    raise _pipeline_error("Wrong slice object")
                index.append(np.arange(size)[item])
            else:
                picks = [item] if isinstance(item, int) else list(item)
                for pick in picks:
                    if not -size <= pick < size:
                        raise _pipeline_error(f"Index {pick} is out of bounds.")
                index.append(np.array([p % size for p in picks], np.int64))
        return _take_each(data, index)


def _take_each(data, index):
    """``data`` restricted to ``index[d]`` along each leading dimension ``d``."""
    out = data
    for dim, picks in enumerate(index):
        out = np.take(out, picks, axis=dim)
    return np.ascontiguousarray(out)


class Unique(TensorOperation):
    """
    The distinct values of a tensor (of rank 2 or more, read flat) in order of first appearance, the index of each
    element's value in that list, and how often each value occurs. The indices and counts are int32.

    Raises:
        RuntimeError: If the tensor has rank below 2 or is not numeric (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> values, index, counts = transforms.Unique()(np.array([[5, 2], [5, 7]]))
        >>> print(values, index, counts)
        [5 2 7] [0 1 0 2] [2 1 1]
    """

    def _execute(self, *arrays):
        data = arrays[0]
        if data.ndim < 2:
            raise _pipeline_error(f"Unique: input must be at least 2-D in order to do unique op, got rank:{data.ndim}")
        if data.dtype.kind not in "biuf":
            raise _pipeline_error("Unique: only support numeric datatype of input, got string.")
        flat = data.reshape(-1)
        _, first, inverse, counts = np.unique(flat, return_index=True, return_inverse=True, return_counts=True)
        order = np.argsort(first, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(order.size)
        return (flat[first[order]], rank[inverse.reshape(-1)].astype(np.int32), counts[order].astype(np.int32))


__all__ += ["Plugin"]


class Plugin(TensorOperation):
    """
    Run a function loaded from a plugin file on the columns.

    MindSpore loads a compiled MindData plugin (a C++ shared library built against its runtime) and calls the
    operation `func_name` exported by it. mindspore_compat runs its pipelines in Python, so its plugins are Python
    source files: `lib_path` names a ``.py`` file, `func_name` a function defined in it. The file is loaded the
    first time the operation runs; the function receives the input columns as numpy arrays (and, when
    `user_args` is not empty, the string as the keyword argument ``user_args``) and returns the output columns.

    Args:
        lib_path (str): Path of the plugin file.
        func_name (str): Name of the function to call.
        user_args (str, optional): Arguments for the function, serialized as a string. Default: ``None``, none.

    Raises:
        TypeError: If `lib_path`, `func_name` or `user_args` is not a str.
        RuntimeError: If the file cannot be loaded (a C++ shared library, a missing file) or has no `func_name`
            (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset.transforms as transforms
        >>> folder = tempfile.mkdtemp()
        >>> path = os.path.join(folder, "scale_plugin.py")
        >>> with open(path, "w") as source:
        ...     _ = source.write("def scale(column, user_args):\\n    return column * int(user_args)\\n")
        >>> plugin = transforms.Plugin(path, "scale", "3")
        >>> print(plugin(np.array([1, 2, 5])))
        [ 3  6 15]
    """

    def __init__(self, lib_path, func_name, user_args=None):
        super().__init__()
        type_check(lib_path, (str,), "lib_path")
        type_check(func_name, (str,), "func_name")
        if user_args is not None:
            type_check(user_args, (str,), "user_args")
        self.lib_path = lib_path
        self.func_name = func_name
        self.user_args = "" if user_args is None else user_args
        self._function = None

    def _load(self):
        if self._function is not None:
            return self._function
        if not (self.lib_path.endswith(".py") and os.path.isfile(self.lib_path)):
            raise _pipeline_error(f"Plugin: Fail to load:{self.lib_path}. mindspore_compat loads plugins written "
                                  f"in Python (a .py file defining the function '{self.func_name}'); it cannot load "
                                  f"compiled MindData plugin libraries.")
        spec = importlib.util.spec_from_file_location(f"_mindspore_plugin_{abs(hash(self.lib_path))}",
                                                      self.lib_path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        function = getattr(module, self.func_name, None)
        if not callable(function):
            raise _pipeline_error(f"Plugin: Fail to find the function '{self.func_name}' in {self.lib_path}.")
        self._function = function
        return function

    def _execute(self, *arrays):
        function = self._load()
        if self.user_args:
            return function(*arrays, user_args=self.user_args)
        return function(*arrays)

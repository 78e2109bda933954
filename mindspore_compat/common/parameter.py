"""``mindspore.Parameter`` and ``mindspore.ParameterTuple``.

A Parameter is a :class:`~mindspore.Tensor` whose torch side is a ``torch.nn.Parameter``, so
every Cell holding it registers it with ``torch.nn.Module`` and ``state_dict``/``.to()``/optimizers see it. The
torch object is never replaced: :meth:`Parameter.set_data` writes into it, so every holder sees new values.

Torch cannot make integer tensors require grad; ``p.requires_grad`` keeps MindSpore's flag while ``p._t`` only
requires grad when its dtype allows it.
"""
import copy
import re

import numpy as np
import torch

from . import dtype as mstype
from .tensor import Tensor, _wrap, _to_torch_data, _replace_data
from .._backend import dtype_map as _dm
from .._backend import device as _device
from .initializer import initializer

__all__ = ["Parameter", "ParameterTuple"]

_GENERATED_PREFIX = "Parameter#"
_MAX_NAME = 1024
_name_counter = [0]


def _generate_name():
    name = _GENERATED_PREFIX + str(_name_counter[0])
    _name_counter[0] += 1
    return name


def _grad_capable(t):
    return t.is_floating_point() or t.is_complex()


def _check_bool(value, arg):
    if not isinstance(value, bool):
        raise TypeError(f"The argument `{arg}` must be bool type.")
    return value


def _checked_name(name):
    """(name, generated) for a user-supplied name, following MindSpore's Parameter name rules."""
    if name is None:
        return _generate_name(), True
    if not isinstance(name, str):
        raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got {type(name)}.")
    name = name.strip()
    if name == "":
        return _generate_name(), True
    if len(name) > _MAX_NAME:
        raise ValueError(f"The length of the '{name}' name should be less than {_MAX_NAME}.")
    return name, False


def _initial_data(default_input):
    """torch tensor for `default_input` (MindSpore: int -> Int32, float -> Float32, bool rejected)."""
    if isinstance(default_input, bool):
        raise ValueError("Parameter data can not be `bool`")
    if isinstance(default_input, Tensor):
        return default_input._t.detach().clone()
    if isinstance(default_input, int):
        return torch.tensor(default_input, dtype=torch.int32)
    if isinstance(default_input, float):
        return torch.tensor(default_input, dtype=torch.float32)
    if isinstance(default_input, (np.ndarray, list)):
        return _to_torch_data(default_input, None)
    if isinstance(default_input, str):
        return _to_torch_data(default_input, None)  # raises Tensor's TypeError listing the allowed input types
    raise TypeError(f"The type of the argument 'default_input' must be in ['Tensor', 'int', 'float', "
                    f"'numpy.ndarray', 'list']. But got type {type(default_input)}.")


class Parameter(Tensor):
    """
    A Tensor with a name and a trainable flag; Cells collect the Parameters assigned as their attributes.

    Args:
        default_input (Union[Tensor, int, float, numpy.ndarray, list]): the initial data. A Python ``int`` gives
            an Int32 scalar, a ``float`` a Float32 scalar; a Tensor created with ``init`` is materialised.
        name (str): the name; ``None``, ``""`` or whitespace give an automatic ``Parameter#<k>`` name (replaced by
            the attribute name when the Parameter is assigned to a Cell). Leading/trailing whitespace is removed.
            Default: ``None``.
        requires_grad (bool): whether optimizers and ``GradOperation`` treat it as trainable. Default: ``True``.
        layerwise_parallel (bool): skip gradient aggregation in data-parallel training. Default: ``False``.
        parallel_optimizer (bool): whether optimizer sharding applies to it. Default: ``True``.
        storage_format (str): device storage format hint (kept; no effect here). Default: ``""``.
        device (str): ``"CPU"`` marks the Parameter for memory offload (kept; no effect here). Default: ``None``.

    Raises:
        ValueError: if `default_input` is a bool, `name` is neither a str nor None or is longer than 1024
            characters, or `device` is given and is not ``"CPU"``.
        TypeError: if `default_input` has an unsupported type, or `requires_grad`, `layerwise_parallel` or
            `parallel_optimizer` is not a bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Parameter, Tensor
        >>> w = Parameter(Tensor(np.ones((2, 3)).astype(np.float32)), name="weight")
        >>> print(w)
        Parameter (name=weight, shape=(2, 3), dtype=Float32, requires_grad=True)
        >>> print(Parameter(3, name="i"))
        Parameter (name=i, shape=(), dtype=Int32, requires_grad=True)
        >>> print(w + 1)
        [[2. 2. 2.]
         [2. 2. 2.]]
    """
    _class_repr = "<class 'abc.Parameter'>"   # what type(param) prints in MindSpore 2.10

    def __init__(self, default_input, name=None, requires_grad=True, layerwise_parallel=False,
                 parallel_optimizer=True, storage_format="", device=None):
        data = _initial_data(default_input)
        self._name, self._auto_named = _checked_name(name)
        if not isinstance(requires_grad, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        _check_bool(layerwise_parallel, "layerwise_parallel")
        _check_bool(parallel_optimizer, "parallel_optimizer")
        if device is not None and device != "CPU":
            raise ValueError(f"Only 'CPU' is supported for device, but got {device}.")
        dev = _device.current_device()
        if data.device != dev:
            data = data.to(dev)
        self._t = torch.nn.Parameter(data, requires_grad=requires_grad and _grad_capable(data))
        self._requires_grad = requires_grad
        self._layerwise_parallel = layerwise_parallel
        self._parallel_optimizer = parallel_optimizer
        self._comm_fusion = 1
        self._cache_enable = False
        self._cache_shape = []
        self._key = -1
        self._parallel_optimizer_comm_recompute = False
        self.storage_format = storage_format
        self._device_hint = device
        self.init_mode = None
        self.is_init = False
        self._sliced = False
        self._unique = False
        self.requires_aggr = True
        self._inited_param = None
        self._param_info = None
        self._pipeline_stage_list = []

    # ----- name and flags -------------------------------------------------------------------------------------
    @property
    def sliced(self):
        """Whether the data is a slice of the full Parameter (set by ``set_data(..., slice_shape=True)`` and by
        sharded checkpoint loading); any value may be assigned. Default ``False``.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> w = Parameter(Tensor([1.0, 2.0]), name="w")
            >>> w.sliced = True
            >>> print(w.sliced)
            True
        """
        return self._sliced

    @sliced.setter
    def sliced(self, value):
        self._sliced = value

    @property
    def unique(self):
        """Whether the Parameter was already made unique (renamed) by its owner; any value may be assigned.
        Default ``False``; a clone starts with ``False`` again.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> w = Parameter(Tensor([1.0, 2.0]), name="w")
            >>> print(w.unique)
            False
        """
        return self._unique

    @unique.setter
    def unique(self, value):
        self._unique = value

    @property
    def inited_param(self):
        """The Parameter that :meth:`init_data` created for a Parameter without data. Data is created eagerly
        here, so this stays ``None``, as MindSpore reports for a Parameter built from data (read-only).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> print(Parameter(Tensor([1.0, 2.0]), name="w").inited_param)
            None
        """
        return self._inited_param

    @property
    def param_info(self):
        """The record of the Parameter's name and flags, as one object (a :class:`ParamInfo` view: reading or
        setting its fields reads or sets the Parameter's). Assigning another Parameter's record (or its
        ``clone()``) copies its fields onto this Parameter and attaches the record to it.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> w = Parameter(Tensor([1.0, 2.0]), name="w")
            >>> info = w.param_info
            >>> print(info.name, info.requires_grad, info.obj is w)
            w True True
            >>> info.name = "bias"
            >>> print(w.name)
            bias
        """
        if self._param_info is None:
            self._param_info = ParamInfo(self)
        return self._param_info

    @param_info.setter
    def param_info(self, info):
        info.obj = self  # (None -> AttributeError 'NoneType' object has no attribute 'obj', as in MindSpore)
        self._param_info = info

    @property
    def name(self):
        """The Parameter's name (``None`` or ``""`` assigned gives a new automatic name).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.name = " param1 "
            >>> print(x.name)
            param1
        """
        return self._name

    @name.setter
    def name(self, value):
        self._name, self._auto_named = _checked_name(value)

    @property
    def requires_grad(self):
        """Whether the Parameter is trainable (a bool; anything else raises TypeError).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.requires_grad = False
            >>> print(x.requires_grad)
            False
        """
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value):
        if not isinstance(value, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        self._requires_grad = value
        if _grad_capable(self._t):
            self._t.requires_grad_(value)

    @property
    def layerwise_parallel(self):
        """Whether gradient aggregation skips this Parameter in data-parallel training (bool).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.layerwise_parallel = True
            >>> print(x.layerwise_parallel)
            True
        """
        return self._layerwise_parallel

    @layerwise_parallel.setter
    def layerwise_parallel(self, value):
        self._layerwise_parallel = _check_bool(value, "layerwise_parallel")

    @property
    def parallel_optimizer(self):
        """Whether optimizer sharding applies to this Parameter (bool).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> print(x.parallel_optimizer)
            True
        """
        return self._parallel_optimizer

    @parallel_optimizer.setter
    def parallel_optimizer(self, value):
        self._parallel_optimizer = _check_bool(value, "parallel_optimizer")

    @property
    def parallel_optimizer_comm_recompute(self):
        """Whether the AllGather of optimizer sharding is recomputed (bool, default ``False``).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.parallel_optimizer_comm_recompute = True
            >>> print(x.parallel_optimizer_comm_recompute)
            True
        """
        return self._parallel_optimizer_comm_recompute

    @parallel_optimizer_comm_recompute.setter
    def parallel_optimizer_comm_recompute(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"The type of 'parallel_optimizer_comm_recompute' should be 'bool', but got type "
                            f"'{type(value).__name__}'.")
        self._parallel_optimizer_comm_recompute = value

    @property
    def comm_fusion(self):
        """Fusion group (int >= 0, default 1) of the communication operators inserted for this Parameter.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.comm_fusion = 3
            >>> print(x.comm_fusion)
            3
        """
        return self._comm_fusion

    @comm_fusion.setter
    def comm_fusion(self, value):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"The 'comm_fusion' must be int, but got '{type(value).__name__}'.")
        if value < 0:
            raise ValueError(f"The 'comm_fusion' must be int and must >= 0, but got '{value}' with type 'int'.")
        self._comm_fusion = value

    @property
    def cache_enable(self):
        """Whether the Parameter uses the embedding cache (bool, default ``False``).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.cache_enable = True
            >>> print(x.cache_enable)
            True
        """
        return self._cache_enable

    @cache_enable.setter
    def cache_enable(self, value):
        if not isinstance(value, bool):
            raise TypeError("The argument `cache_enable` must be bool type.")
        self._cache_enable = value

    @property
    def cache_shape(self):
        """The cache shape used with :attr:`cache_enable` (a tuple or list).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.cache_shape = [1, 2]
            >>> print(x.cache_shape)
            [1, 2]
        """
        return self._cache_shape

    @cache_shape.setter
    def cache_shape(self, value):
        if not isinstance(value, (tuple, list)):
            raise TypeError("The argument `cache_shape` must be tuple or list type.")
        self._cache_shape = value

    @property
    def key(self):
        """The unique key of the Parameter in embedding-cache mode (int, default -1).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.key = 2
            >>> print(x.key)
            2
        """
        return self._key

    @key.setter
    def key(self, value):
        if not isinstance(value, int):
            raise TypeError("The argument `key` must be int type.")
        self._key = value

    @property
    def data(self):
        """The data as a plain Tensor sharing memory with the Parameter (outside autograd), as in MindSpore 2.10.

        Examples:
            >>> import numpy as np
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor(np.array([[1, 2], [3, 4]], dtype=np.float32)), name="param")
            >>> x.data
            Tensor(shape=[2, 2], dtype=Float32, value=
            [[ 1.00000000e+00,  2.00000000e+00],
             [ 3.00000000e+00,  4.00000000e+00]])
        """
        return _wrap(self._t.detach())

    def value(self):
        """
        The data as a Tensor (shares memory and autograd with the Parameter).

        Examples:
            >>> import numpy as np
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor(np.array([1, 2], dtype=np.float32)), name="param")
            >>> print(x.value())
            [1. 2.]
        """
        return _wrap(self._t)

    def init_data(self, layout=None, set_sliced=False):
        """Initialise lazily created data. Data is created eagerly here, so this returns self.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> print(x.init_data() is x)
            True
        """
        return self

    def add_pipeline_stage(self, stage):
        """Record a pipeline stage (int >= 0) that uses this Parameter.

        Raises:
            TypeError: if `stage` is not an int >= 0.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> x.add_pipeline_stage(1)
        """
        if not isinstance(stage, int) or stage < 0:
            raise TypeError("`stage` must be a positive number of int type")
        self._pipeline_stage_list.append(stage)

    # ----- data -----------------------------------------------------------------------------------------------
    def _raise_type_error(self, incoming):
        raise TypeError(f"Incoming Parameter dtype can not be converted to current dtype implicitly. Current dtype is "
                        f"{self.dtype}, and incoming is {incoming}. Use .set_dtype(xxx) to change the dtype.")

    def set_data(self, data, slice_shape=False):
        """
        Replace the data in place; every holder of this Parameter (Cells, optimizers) sees the new value.

        Incoming data of a lower-ranked dtype (bool < int8 < uint8 < int16 < int32 < int64 < float16 < float32 <
        float64 < bfloat16 < complex) is cast to the Parameter's dtype; a higher-ranked dtype raises TypeError.
        A different shape replaces the Parameter's shape.

        Args:
            data (Union[Tensor, int, float]): the new data.
            slice_shape (bool): whether the data is a slice of the full Parameter (recorded as :attr:`sliced`).
                Default: ``False``.

        Returns:
            Parameter, self.

        Raises:
            TypeError: if `data` is not a Tensor, int or float, or its dtype cannot be converted implicitly (e.g. a
                float into an integer Parameter).

        Examples:
            >>> import numpy as np
            >>> import mindspore
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor(np.array([[1, 2], [3, 4]], dtype=np.float32)), name="param")
            >>> x.set_data(Tensor(np.array([[6, 6], [6, 6]], dtype=np.float32)))
            Parameter (name=param, shape=(2, 2), dtype=Float32, requires_grad=True)
            >>> print(x.set_data(Tensor([1, 2, 3], dtype=mindspore.int32)).asnumpy())
            [1. 2. 3.]
        """
        if not isinstance(data, (Tensor, int, float)):
            raise TypeError(f"Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like `Tensor`). "
                            f"But with type {type(data)}.")
        cur = self._t
        if isinstance(data, (int, float)):
            if self.dtype in mstype.int_type and isinstance(data, float):
                self._raise_type_error(mstype.float_)
            new = torch.tensor(data).to(cur.dtype)
        else:
            new = data._t.detach()
            if new.dtype is not cur.dtype:
                rank_cur = mstype.implicit_conversion_seq.get(self.dtype)
                rank_new = mstype.implicit_conversion_seq.get(data.dtype)
                if rank_cur is None or rank_new is None or rank_cur < rank_new:
                    self._raise_type_error(data.dtype)
                new = new.to(cur.dtype)
        new = new.to(cur.device)
        with torch.no_grad():
            if new.shape == cur.shape:
                if new.data_ptr() != cur.data_ptr():
                    cur.copy_(new)
            else:
                cur.data = new.clone()
        self.sliced = slice_shape
        return self

    def set_dtype(self, dtype):
        """Change the dtype in place (the data is converted; integer Parameters stop requiring grad in torch).
        Returns the new dtype, as MindSpore does.

        Examples:
            >>> import mindspore
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.5, 2.5]), name="param")
            >>> print(x.set_dtype(mindspore.int32))
            Int32
            >>> print(x)
            Parameter (name=param, shape=(2,), dtype=Int32, requires_grad=True)
        """
        _replace_data(self, self._t.detach().to(_dm.to_torch(dtype)))
        self._t.requires_grad_(self._requires_grad and _grad_capable(self._t))
        return dtype

    def clone(self, init="same"):
        """
        A new Parameter with the same name, flags and data (copied), or data re-initialised with `init`.

        Args:
            init (Union[Tensor, str, numbers.Number, Initializer]): ``'same'`` copies the data; anything else is
                passed to :func:`mindspore.common.initializer.initializer` with this Parameter's shape and dtype.
                Default: ``'same'``.

        Returns:
            Parameter.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> p = Parameter(Tensor([1.0, 2.0]), name="w")
            >>> q = p.clone()
            >>> print(q.name, q is p, q.asnumpy(), p.clone(init='zeros').asnumpy())
            w False [1. 2.] [0. 0.]
        """
        p = Parameter(_wrap(self._t.detach()), name=self._name, requires_grad=self._requires_grad,
                      layerwise_parallel=self._layerwise_parallel, parallel_optimizer=self._parallel_optimizer,
                      storage_format=self.storage_format, device=self._device_hint)
        p._auto_named = self._auto_named
        p._comm_fusion = self._comm_fusion
        p._cache_enable = self._cache_enable
        p._cache_shape = self._cache_shape
        p.requires_aggr = self.requires_aggr
        if init != "same":
            p.set_data(initializer(init, shape=self.shape, dtype=self.dtype))
        return p

    def copy(self):
        """A copy of the Parameter (same as ``clone(init='same')``).

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> x = Parameter(Tensor([1.0, 2.0]), name="param")
            >>> y = x.copy()
            >>> print(y, y is x)
            Parameter (name=param, shape=(2,), dtype=Float32, requires_grad=True) False
        """
        return self.clone(init="same")

    def __repr__(self):
        return (f"Parameter (name={self._name}, shape={self.shape}, dtype={self.dtype}, "
                f"requires_grad={self._requires_grad})")

    __str__ = __repr__

    def __deepcopy__(self, memo):
        p = self.clone()
        copied_torch = memo.get(id(self._t))
        if copied_torch is not None:  # the torch side was copied first (through a Cell's _parameters): share it
            p._t = copied_torch
        memo[id(self)] = p
        memo[id(self._t)] = p._t
        return p

    def __copy__(self):
        return self.clone()

    def __reduce__(self):
        return (_rebuild_parameter, (np.array(self.asnumpy()), self.dtype, self._name, self._requires_grad,
                                     self._layerwise_parallel))


class ParamInfo:
    """The name and flags of a :class:`Parameter` as one record (``Parameter.param_info``).

    Attached to a Parameter (``obj``), each field reads and writes that Parameter's attribute of the same name;
    detached (``clone()``), it keeps its own values. Setting ``obj`` copies the record's values onto the new
    Parameter first.
    """

    FIELDS = ("name", "requires_grad", "layerwise_parallel", "parallel_optimizer",
              "parallel_optimizer_comm_recompute", "comm_fusion", "cache_enable", "cache_shape", "key",
              "requires_aggr", "storage_format")

    def __init__(self, obj=None):
        object.__setattr__(self, "_values", {} if obj is None else None)
        object.__setattr__(self, "_obj", obj)

    @property
    def obj(self):
        """The Parameter this record describes (``None`` for a detached clone)."""
        return self._obj

    @obj.setter
    def obj(self, param):
        values = self._snapshot()
        object.__setattr__(self, "_obj", param)
        object.__setattr__(self, "_values", None)
        for field, value in values.items():
            setattr(param, field, value)

    def _snapshot(self):
        if self._obj is None:
            return dict(self._values)
        return {field: getattr(self._obj, field) for field in self.FIELDS}

    def clone(self):
        """A detached copy of the record (``obj`` is ``None``)."""
        copy = ParamInfo()
        copy._values.update(self._snapshot())
        return copy

    def __getattr__(self, field):
        if field in ParamInfo.FIELDS:
            obj = self._obj
            return getattr(obj, field) if obj is not None else self._values.get(field)
        raise AttributeError(f"'ParamInfo' object has no attribute '{field}'")

    def __setattr__(self, field, value):
        if field not in ParamInfo.FIELDS:
            object.__setattr__(self, field, value)
        elif self._obj is not None:
            setattr(self._obj, field, value)
        else:
            self._values[field] = value


def _rebuild_parameter(arr, dtype, name, requires_grad, layerwise_parallel=False):
    return Parameter(Tensor(arr, dtype), name=name, requires_grad=requires_grad,
                     layerwise_parallel=layerwise_parallel)


_PREFIX_RE = re.compile(r"^\w+[0-9a-zA-Z_.]*$", re.ASCII)


class ParameterTuple(tuple):
    """
    A tuple of Parameters with distinct names (what ``optimizer.parameters`` is).

    Args:
        iterable (Iterable[Parameter]): the Parameters. The same object may appear more than once.

    Raises:
        TypeError: if an element is not a Parameter.
        ValueError: if two different Parameters share a name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Parameter, ParameterTuple, Tensor
        >>> w = Parameter(Tensor(np.ones((2, 3)).astype(np.float32)), name="weight")
        >>> s = Parameter(Tensor(1.0), name="s")
        >>> print(ParameterTuple([w, s]))
        (Parameter (name=weight, shape=(2, 3), dtype=Float32, requires_grad=True), Parameter (name=s, shape=(), dtype=Float32, requires_grad=True))
        >>> print([p.name for p in ParameterTuple([w, s]).clone("new")])
        ['new.weight', 'new.s']
    """

    def __new__(cls, iterable):
        items = tuple(iterable)
        ids, names = set(), set()
        for p in items:
            if not isinstance(p, Parameter):
                raise TypeError(f"For ParameterTuple initialization, ParameterTuple input should be 'Parameter' "
                                f"collection, but got a {type(iterable)}. ")
            if id(p) not in ids:
                if p.name in names:
                    raise ValueError(f"The value {p} , its name '{p.name}' already exists. Please set a unique name "
                                     f"for the parameter.")
                names.add(p.name)
                ids.add(id(p))
        return super().__new__(cls, items)

    def clone(self, prefix, init="same"):
        """
        Clone every Parameter (see :meth:`Parameter.clone`), naming each ``prefix + "." + name``.

        Args:
            prefix (str): the namespace added to the names (letters, digits, ``_`` and ``.``).
            init (Union[Tensor, str, numbers.Number]): ``'same'`` or an initializer for the new data.
                Default: ``'same'``.

        Returns:
            ParameterTuple.

        Raises:
            TypeError: if `prefix` is not a str.
            ValueError: if `prefix` holds other characters.

        Examples:
            >>> from mindspore import Parameter, ParameterTuple, Tensor
            >>> pt = ParameterTuple([Parameter(Tensor([1.0]), name="w")])
            >>> print(pt.clone(prefix="new", init="zeros"))
            (Parameter (name=new.w, shape=(1,), dtype=Float32, requires_grad=True),)
        """
        if not isinstance(prefix, str):
            raise TypeError(f"The type of 'prefix' should be 'str', but got type '{type(prefix).__name__}'.")
        if not _PREFIX_RE.match(prefix):
            raise ValueError(f"'{prefix}' is illegal, it must be match regular'{_PREFIX_RE.pattern}' by "
                             f"flags'{re.ASCII!r}'")
        out = []
        for p in self:
            q = p.clone(init)
            q.name = prefix + "." + p.name
            out.append(q)
        return ParameterTuple(out)

    def __deepcopy__(self, memo):
        return ParameterTuple(copy.deepcopy(list(self), memo))

"""``mindspore.Parameter`` and ``mindspore.ParameterTuple``.

A Parameter is a :class:`~mindspore.Tensor` whose torch side is a ``torch.nn.Parameter`` (DESIGN decision 2), so
every Cell holding it registers it with ``torch.nn.Module`` and ``state_dict``/``.to()``/optimizers see it.
"""
import copy
import itertools

import numpy as np
import torch

from . import dtype as mstype
from .tensor import Tensor, _wrap, _to_torch_data
from .._backend import dtype_map as _dm
from .._backend import device as _device

__all__ = ["Parameter", "ParameterTuple"]

_auto_names = itertools.count(1)
_MAX_NAME = 1024


def _grad_capable(t):
    return t.is_floating_point() or t.is_complex()


def _check_name(name):
    if name is None or (isinstance(name, str) and not name.strip()):
        return None
    if not isinstance(name, str):
        raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got {type(name)}.")
    name = name.strip()
    if len(name) > _MAX_NAME:
        raise ValueError(f"The length of the '{name[:20]}...' name should be less than {_MAX_NAME}.")
    return name


def _initial_data(default_input):
    if isinstance(default_input, Tensor):
        if getattr(default_input, "init", None) is not None:
            default_input.init_data()
        return default_input._t.detach().clone()
    if isinstance(default_input, bool):
        return torch.tensor(default_input)
    if isinstance(default_input, int):
        return torch.tensor(default_input, dtype=torch.int32)
    if isinstance(default_input, float):
        return torch.tensor(default_input, dtype=torch.float32)
    if isinstance(default_input, (np.ndarray, np.generic, list, tuple)):
        return _to_torch_data(default_input, None)
    raise TypeError(f"For 'Parameter', the type of 'default_input' should be one of "
                    f"['Tensor', 'int', 'float', 'numpy.ndarray', 'list'], but got type "
                    f"'{type(default_input).__name__}'.")


class Parameter(Tensor):
    """A trainable (or state) tensor with a name, held by a Cell.

    Args:
        default_input (Union[Tensor, int, float, numpy.ndarray, list]): initial data. A Python ``int`` gives an
            Int32 scalar, a ``float`` a Float32 scalar.
        name (str): the name. ``None`` gives an automatic name ``Parameter#<k>``, replaced by the attribute name when
            the Parameter is assigned to a Cell. Default: ``None``.
        requires_grad (bool): whether the optimizer and ``GradOperation`` treat it as trainable. Default: ``True``.
        layerwise_parallel (bool): kept for compatibility (parallel training hint). Default: ``False``.
        parallel_optimizer (bool): kept for compatibility. Default: ``True``.
        storage_format (str): kept for compatibility. Default: ``""``.
        device (str): kept for compatibility. Default: ``None``.

    Raises:
        TypeError: if `default_input` has an unsupported type or `requires_grad` is not a bool.
        ValueError: if `name` is not a str or None, or is longer than 1024 characters.

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
    """

    def __init__(self, default_input, name=None, requires_grad=True, layerwise_parallel=False,
                 parallel_optimizer=True, storage_format="", device=None):
        data = _initial_data(default_input)
        dev = _device.current_device()
        if data.device != dev:
            data = data.to(dev)
        if not isinstance(requires_grad, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        self._t = torch.nn.Parameter(data, requires_grad=requires_grad and _grad_capable(data))
        self._requires_grad = requires_grad
        checked = _check_name(name)
        self._auto_named = checked is None
        self._name = checked if checked is not None else f"Parameter#{next(_auto_names)}"
        self.layerwise_parallel = layerwise_parallel
        self.parallel_optimizer = parallel_optimizer
        self.comm_fusion = 1
        self.init_mode = None
        self.is_init = False
        self.sliced = False
        self.requires_aggr = True
        self.cache_enable = False
        self.storage_format = storage_format

    @property
    def name(self):
        """The Parameter's name."""
        return self._name

    @name.setter
    def name(self, value):
        checked = _check_name(value)
        if checked is None:
            raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got "
                             f"{type(value)}.")
        self._name = checked
        self._auto_named = False

    @property
    def requires_grad(self):
        """Whether the Parameter is trainable."""
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value):
        if not isinstance(value, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        self._requires_grad = value
        if _grad_capable(self._t):
            self._t.requires_grad_(value)

    @property
    def data(self):
        """The Parameter itself (MindSpore returns self)."""
        return self

    def value(self):
        """The data as a Tensor (shares memory and autograd with the Parameter)."""
        return _wrap(self._t)

    def init_data(self, layout=None, set_sliced=False):
        """Data is created eagerly; returns self."""
        return self

    def set_data(self, data, slice_shape=False):
        """Replace the data in place; every holder of this Parameter sees the new value.

        Args:
            data (Union[Tensor, int, float]): the new data; its dtype is cast to the Parameter's dtype, its shape
                replaces the Parameter's shape.
            slice_shape (bool): kept for compatibility. Default: ``False``.

        Returns:
            Parameter, self.

        Raises:
            TypeError: if `data` is not a Tensor, int or float, or is a float for an integer Parameter.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> p = Parameter(Tensor([1.0, 2.0]), name="p")
            >>> print(p.set_data(Tensor([3.0, 4.0])).asnumpy())
            [3. 4.]
        """
        if not isinstance(data, (Tensor, int, float)):
            raise TypeError(f"Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` or `int` or "
                            f"`float`, but got {type(data)}.")
        if isinstance(data, Tensor):
            new, incoming = data._t.detach(), str(data.dtype)
        else:
            new = torch.tensor(data)
            incoming = "Float" if isinstance(data, float) else ("Bool" if isinstance(data, bool) else "Int")
        cur = self._t
        if not _grad_capable(cur) and (new.is_floating_point() or new.is_complex()) and cur.dtype is not torch.bool:
            raise TypeError(f"Incoming Parameter dtype can not be converted to current dtype implicitly. Current "
                            f"dtype is {self.dtype}, and incoming is {incoming}. Use .set_dtype(xxx) to change the "
                            f"dtype.")
        new = new.to(device=cur.device, dtype=cur.dtype)
        with torch.no_grad():
            if new.shape == cur.shape:
                cur.copy_(new)
            else:
                cur.data = new.clone()
        return self

    def set_dtype(self, dtype):
        """Change the dtype in place."""
        self._t.data = self._t.data.to(_dm.to_torch(dtype))
        if not _grad_capable(self._t):
            self._t.requires_grad_(False)
        return self

    def clone(self, init="same"):
        """A new Parameter with the same name and requires_grad; data copied, or re-initialised with `init`.

        Examples:
            >>> from mindspore import Parameter, Tensor
            >>> p = Parameter(Tensor([1.0, 2.0]), name="w")
            >>> q = p.clone()
            >>> print(q.name, q is p, q.asnumpy())
            w False [1. 2.]
        """
        if init == "same":
            data = _wrap(self._t.detach().clone())
        else:
            from .initializer import initializer
            data = initializer(init, self.shape, self.dtype)
        p = Parameter(data, name=self._name, requires_grad=self._requires_grad,
                      layerwise_parallel=self.layerwise_parallel, parallel_optimizer=self.parallel_optimizer)
        p._auto_named = self._auto_named
        return p

    def __repr__(self):
        return (f"Parameter (name={self._name}, shape={self.shape}, dtype={self.dtype}, "
                f"requires_grad={self._requires_grad})")

    __str__ = __repr__

    def __deepcopy__(self, memo):
        p = self.clone()
        memo[id(self)] = p
        return p

    def __copy__(self):
        return self.clone()

    def __reduce__(self):
        return (_rebuild_parameter, (self.asnumpy().copy(), self.dtype, self._name, self._requires_grad))

    def __bool__(self):
        return bool(self._one_element("bool"))


def _rebuild_parameter(arr, dtype, name, requires_grad):
    return Parameter(Tensor(arr, dtype), name=name, requires_grad=requires_grad)


class ParameterTuple(tuple):
    """A tuple of Parameters with distinct names (what ``optimizer.parameters`` is).

    Raises:
        TypeError: if an element is not a Parameter.
        ValueError: if two different Parameters share a name.

    Examples:
        >>> import numpy as np
        >>> from mindspore import Parameter, ParameterTuple, Tensor
        >>> w = Parameter(Tensor(np.ones((2, 3)).astype(np.float32)), name="weight")
        >>> s = Parameter(Tensor(1.0), name="s")
        >>> print(ParameterTuple([w, s]))
        (Parameter (name=weight, shape=(2, 3), dtype=Float32, requires_grad=True), Parameter (name=s, shape=(), dtype=Float32, requires_grad=True))
    """

    def __new__(cls, iterable):
        items = tuple(iterable)
        seen = {}
        for p in items:
            if not isinstance(p, Parameter):
                raise TypeError(f"For ParameterTuple initialization, ParameterTuple input should be 'Parameter' "
                                f"collection, but got a {type(items)}. ")
            other = seen.get(p.name)
            if other is not None and other is not p:
                raise ValueError(f"The value {p} , its name '{p.name}' already exists. Please set a unique name for "
                                 f"the parameter.")
            seen[p.name] = p
        return super().__new__(cls, items)

    def clone(self, prefix, init="same"):
        """Clone every Parameter, naming each ``prefix + "." + name``."""
        out = []
        for p in self:
            q = p.clone(init)
            q.name = prefix + "." + p.name
            out.append(q)
        return ParameterTuple(out)

    def __deepcopy__(self, memo):
        return ParameterTuple(copy.deepcopy(list(self), memo))

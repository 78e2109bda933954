"""``mindspore.nn.Cell``: the base of every network, on ``torch.nn.Module``.

MindSpore's side (Parameter objects, their names, flags) lives in ``_params`` and the instance ``__dict__``; the torch
side (``torch.nn.Parameter`` of each Parameter, child modules) lives in ``_parameters`` / ``_modules`` so that
``state_dict``, ``.to(device)``, DDP and ``torch.compile`` see a normal module.
"""
import time
import warnings
from collections import OrderedDict

import torch

from .. import context as _context
from .._backend import compile as _compile
from ..common import dtype as mstype
from ..common.parameter import Parameter, ParameterTuple
from ..common.tensor import Tensor, _wrap
from ..common import recompute as _recompute
from .._backend import dtype_map as _dm
from ..graph import api as _graph_api
from ..graph import saved_tensors as _saved_tensors
from .._backend.errors import translate as _translate_error
from ._cell_members import CellMembers

__all__ = ["Cell", "GraphCell"]

_FLOAT_FLAGS = {mstype.float16: "fp16", mstype.float32: "fp32", mstype.bfloat16: "bf16"}


def _cast_arg(x, torch_dtype):
    if isinstance(x, Tensor) and x._t.is_floating_point() and x._t.dtype is not torch_dtype:
        return _wrap(x._t.to(torch_dtype))
    if isinstance(x, (tuple, list)):
        return type(x)(_cast_arg(y, torch_dtype) for y in x)
    return x


class _BackwardPreHooks(torch.autograd.Function):
    """Identity on a Cell's output Tensors whose backward hands the gradients of all of them, as one tuple, to
    the Cell's backward pre hooks (``Cell.register_backward_pre_hook``); a hook may return replacements."""

    @staticmethod
    def forward(ctx, cell, *tensors):
        ctx.cell = cell
        ctx.set_materialize_grads(False)  # an output that is not used gets None, as in MindSpore
        return tuple(t.view_as(t) for t in tensors)

    @staticmethod
    def backward(ctx, *grads):
        cell = ctx.cell
        for hook in list(cell._backward_pre_hooks.values()):
            given = tuple(None if g is None else _wrap(g) for g in grads)
            result = hook(cell, given)
            if result is None:
                continue
            if isinstance(result, Tensor):
                result = (result,)
            if not isinstance(result, (tuple, list)) or len(result) != len(grads):
                raise TypeError(f"For 'Cell.register_backward_pre_hook', the hook of '{type(cell).__name__}' must "
                                f"return None or a tuple of {len(grads)} gradients, but got {result!r}.")
            grads = tuple(None if r is None else r._t for r in result)
        return (None,) + grads

    @staticmethod
    def around(cell, out):
        if isinstance(out, Tensor):
            return _wrap(_BackwardPreHooks.apply(cell, out._t)[0])
        if isinstance(out, tuple) and out and all(isinstance(o, Tensor) for o in out):
            return tuple(_wrap(t) for t in _BackwardPreHooks.apply(cell, *(o._t for o in out)))
        return out


class _HookedCall:
    """What one call of a Cell with ``register_backward_hook`` hooks shares between its two autograd nodes: the
    gradients of the outputs arrive first (at the output node) and are handed to the hooks, together with the
    gradients of the inputs, when those arrive (at the input node)."""

    __slots__ = ("cell", "grad_output", "inputs_tracked")

    def __init__(self, cell):
        self.cell = cell
        self.grad_output = ()
        self.inputs_tracked = False

    def run_hooks(self, grad_input):
        cell = self.cell
        given_out = tuple(None if g is None else _wrap(g) for g in self.grad_output)
        for hook in list(cell._backward_hooks.values()):
            given_in = tuple(None if g is None else _wrap(g) for g in grad_input)
            result = hook(cell, given_in, given_out)
            if result is None or not self.inputs_tracked:
                continue
            if isinstance(result, Tensor):
                result = (result,)
            if not isinstance(result, (tuple, list)) or len(result) != len(grad_input):
                raise TypeError(f"For 'Cell.register_backward_hook', the hook of '{type(cell).__name__}' must "
                                f"return None or a tuple of {len(grad_input)} gradients, but got {result!r}.")
            grad_input = tuple(None if r is None else r._t for r in result)
        return grad_input


class _BackwardHookOutputs(torch.autograd.Function):
    """Identity on a Cell's output Tensors that keeps their gradients for the Cell's backward hooks."""

    @staticmethod
    def forward(ctx, call, *tensors):
        ctx.call = call
        ctx.set_materialize_grads(False)
        return tuple(t.view_as(t) for t in tensors)

    @staticmethod
    def backward(ctx, *grads):
        call = ctx.call
        call.grad_output = grads
        if not call.inputs_tracked:  # no input takes a gradient: MindSpore calls the hooks with (None,)
            call.run_hooks((None,))
        return (None,) + grads


class _BackwardHookInputs(torch.autograd.Function):
    """Identity on a Cell's input Tensors whose backward calls the Cell's backward hooks with the gradients of
    the inputs and of the outputs (``Cell.register_backward_hook``); a hook may replace the input gradients."""

    @staticmethod
    def forward(ctx, call, *tensors):
        ctx.call = call
        ctx.set_materialize_grads(False)
        return tuple(t.view_as(t) for t in tensors)

    @staticmethod
    def backward(ctx, *grads):
        return (None,) + tuple(ctx.call.run_hooks(grads))


def _tensors_of(out):
    """The Tensors of a construct result (a Tensor or a tuple of Tensors), or None for any other structure."""
    if isinstance(out, Tensor):
        return (out,)
    if isinstance(out, tuple) and out and all(isinstance(o, Tensor) for o in out):
        return out
    return None


def _backward_hook_inputs(call, args):
    positions = [i for i, a in enumerate(args) if isinstance(a, Tensor) and a._t.requires_grad]
    if not positions:
        return args
    call.inputs_tracked = True
    new = _BackwardHookInputs.apply(call, *(args[i]._t for i in positions))
    args = list(args)
    for i, t in zip(positions, new):
        args[i] = _wrap(t)
    return tuple(args)


def _backward_hook_outputs(call, out):
    tensors = _tensors_of(out)
    if tensors is None:
        return out
    new = tuple(_wrap(t) for t in _BackwardHookOutputs.apply(call, *(o._t for o in tensors)))
    return new[0] if isinstance(out, Tensor) else new


class Cell(CellMembers, torch.nn.Module):
    """The base class of all networks: subclass it, create layers and Parameters in ``__init__`` and write the
    computation in ``construct``.

    Args:
        auto_prefix (bool): whether the Parameters of a child Cell get the attribute name as a prefix
            (``fc1.weight``). Default: ``True``.
        flags (dict): initial flags of the Cell. Default: ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> class Scale(nn.Cell):
        ...     def __init__(self, size):
        ...         super().__init__()
        ...         self.gain = Parameter(Tensor(np.full([size], 3.0), ms.float32), name='gain')
        ...
        ...     def construct(self, x):
        ...         return x * self.gain
        ...
        >>> cell = Scale(3)
        >>> print(cell(Tensor([1.0, 2.0, 4.0], ms.float32)))
        [ 3.  6. 12.]
        >>> print([p.name for p in cell.trainable_params()])
        ['gain']
    """

    def __init__(self, auto_prefix=True, flags=None):
        super().__init__()
        d = self.__dict__
        d["_auto_prefix"] = auto_prefix
        d["_params"] = OrderedDict()
        # children live in an OrderedDict, as in MindSpore: CellDict.keys() prints odict_keys([...])
        d["_modules"] = OrderedDict(self._modules)
        d["_cells"] = self._modules
        d["_cast_dtype"] = None
        d["_mindspore_flags"] = {}
        d["requires_grad"] = False
        d["phase"] = "train"  # MindSpore starts every Cell in phase "train" (with training False)
        d["training"] = False
        d["_amp_level"] = ""
        d["_create_time"] = time.time_ns()
        if flags:
            self.add_flags(**flags)

    # ----- attribute routing ------------------------------------------------------------------------------------
    def __setattr__(self, name, value):
        d = self.__dict__
        params = d.get("_params")
        if params is None:
            if isinstance(value, (Parameter, Cell)):
                raise AttributeError(f"For '{type(self).__name__}', 'super().__init__()' must be called before "
                                     f"assigning Parameters or Cells (attribute '{name}').")
            object.__setattr__(self, name, value)
            return
        if name in params:
            self._reassign_param(name, value)
        elif isinstance(value, Parameter):
            self._register_param(name, value)
        elif isinstance(value, ParameterTuple):
            for p in value:
                self._register_param(p.name, p, attr=False)
            d[name] = value
        elif name in self._modules:
            if value is not None and not isinstance(value, torch.nn.Module):
                raise TypeError(f"For '{type(self).__name__}', the type of '{name}' must be cell or None, "
                                f"but got {type(value)}.")
            self._register_cell(name, value)
        elif isinstance(value, torch.nn.Module):
            self._register_cell(name, value)
        elif name == "training":
            d[name] = value
        else:
            object.__setattr__(self, name, value)

    def _register_param(self, name, param, attr=True):
        if param._auto_named and attr:
            param._name = name
            param._auto_named = False
        self._params[name] = param
        self._parameters[name] = param._t
        if attr:
            self.__dict__[name] = param

    def _reassign_param(self, name, value):
        old = self._params[name]
        if isinstance(value, Parameter):
            self._register_param(name, value)
        elif isinstance(value, Tensor):
            old.set_data(value)
        elif value is None:
            del self._params[name]
            self._parameters.pop(name, None)
            self.__dict__[name] = None
        else:
            raise TypeError(f"Parameter '{name}' already exists in network, can not assign this type: "
                            f"'{type(value)}' as a parameter.")

    def _register_cell(self, name, cell):
        self._modules[name] = cell
        self.__dict__[name] = cell
        if "_cell_init_args" in self.__dict__:  # a Cell added after __init__ joins the record, as in MindSpore
            self.__dict__["_cell_init_args"] += str({name: cell})
        if cell is not None and self._auto_prefix and isinstance(cell, Cell):
            for path, p in cell.parameters_and_names():
                p._name = name + "." + path
                p._auto_named = False

    def __delattr__(self, name):
        self._params.pop(name, None)
        self._parameters.pop(name, None)
        self._modules.pop(name, None)
        self.__dict__.pop(name, None)

    def __getattr__(self, name):
        raise AttributeError(f"The '{type(self).__name__}' object has no attribute '{name}'.")

    def __bool__(self):
        return True

    def __hash__(self):
        return id(self)

    def __eq__(self, other):
        return self is other

    # ----- running ------------------------------------------------------------------------------------------------
    def construct(self, *args, **kwargs):
        """The computation of the Cell; subclasses define it."""
        raise AttributeError("For 'Cell', the method 'construct' is not defined.")

    def __call__(self, *args, **kwargs):
        if _context._graph_mode() and not _compile.is_compiling():
            runner = self.__dict__.get("_graph_runner")
            if runner is None:  # GRAPH_MODE: this Cell's whole call compiled (see mindspore.jit)
                runner = self.__dict__["_graph_runner"] = _graph_api._cell_runner(self)
            return runner(*args, **kwargs)
        sharded = self.__dict__.get("_shard_call")   # set by Cell.shard with several processes
        if sharded is not None and not sharded.active and not kwargs:
            return sharded(*args)
        return self._run_eager(*args, **kwargs)

    def _run_eager(self, *args, **kwargs):
        d = self.__dict__
        if (self._backward_pre_hooks or self._forward_pre_hooks or self._forward_hooks or self._backward_hooks
                or "_saved_tensors_hooks" in d or "_param_forward_hooks" in d):
            return self._run_hooked(args, kwargs)
        return self._run_construct(*args, **kwargs)

    def _run_hooked(self, args, kwargs):
        """``construct`` with the hooks of this Cell, in MindSpore's order: forward pre hooks (may replace the
        inputs), backward hooks on the inputs, ``construct`` (under ``register_saved_tensors_hooks`` and, in a
        compiled run only, ``register_parameter_forward_hook``), forward hooks (may replace the output), backward
        hooks on the output, backward pre hooks. A forward hook registered with ``always_call=True`` also runs when
        an earlier step raised."""
        d = self.__dict__
        called = set()
        out = None
        try:
            if self._forward_pre_hooks:
                args, kwargs = self._call_forward_pre_hooks(args, kwargs)
            call = None
            if self._backward_hooks and torch.is_grad_enabled():
                call = _HookedCall(self)
                args = _backward_hook_inputs(call, args)
            swaps = self._hooked_params() if "_param_forward_hooks" in d and _compile.is_compiling() else ()
            for owner, name, value in swaps:
                owner[name] = value
            try:
                hooks = d.get("_saved_tensors_hooks")
                if hooks is None:
                    out = self._run_construct(*args, **kwargs)
                else:
                    with _saved_tensors.saved_tensors_hooks(*hooks):
                        out = self._run_construct(*args, **kwargs)
            finally:
                for owner, name, _ in swaps:
                    owner[name] = owner["_params"][name]
            if self._forward_hooks:
                out = self._call_forward_hooks(args, kwargs, out, called)
            if call is not None:
                out = _backward_hook_outputs(call, out)
            if self._backward_pre_hooks and torch.is_grad_enabled():
                out = _BackwardPreHooks.around(self, out)
            return out
        except Exception:
            self._call_always_hooks(args, kwargs, out, called)
            raise

    def _call_forward_pre_hooks(self, args, kwargs):
        with_kwargs = self._forward_pre_hooks_with_kwargs
        for hook_id, hook in list(self._forward_pre_hooks.items()):
            if hook_id in with_kwargs:
                result = hook(self, args, kwargs)
                if result is None:
                    continue
                if not (isinstance(result, tuple) and len(result) == 2):
                    raise RuntimeError("forward pre hook with kwargs must return None or a tuple of "
                                       f"(new_args, new_kwargs), but got {result}")
                args, kwargs = result
            else:
                result = hook(self, args)
                if result is not None:
                    args = result if isinstance(result, tuple) else (result,)
        return args, kwargs

    def _call_forward_hooks(self, args, kwargs, out, called):
        with_kwargs, always = self._forward_hooks_with_kwargs, self._forward_hooks_always_called
        for hook_id, hook in list(self._forward_hooks.items()):
            if hook_id in always:
                called.add(hook_id)
            result = hook(self, args, kwargs, out) if hook_id in with_kwargs else hook(self, args, out)
            if result is not None:
                out = result
        return out

    def _call_always_hooks(self, args, kwargs, out, called):
        """After an error: the ``always_call`` forward hooks not run yet; their own errors become warnings."""
        with_kwargs, always = self._forward_hooks_with_kwargs, self._forward_hooks_always_called
        for hook_id, hook in list(self._forward_hooks.items()):
            if hook_id not in always or hook_id in called:
                continue
            try:
                result = hook(self, args, kwargs, out) if hook_id in with_kwargs else hook(self, args, out)
                if result is not None:
                    out = result
            except Exception as exc:  # the construct's error is the one to raise
                warnings.warn("A forward hook registered with always_call=True raised while another error was "
                              f"being raised by the forward pass; its error is dropped: {exc}")

    def _run_construct(self, *args, **kwargs):
        try:
            cast = self._cast_dtype
            if cast is None:
                return self.construct(*args, **kwargs)
            return self._run_cast(cast, args, kwargs)
        except (RuntimeError, IndexError, ValueError, TypeError, NotImplementedError, AttributeError) as exc:
            new = _translate_error(exc, type(self).__name__)  # torch's wording never leaves a Cell
            if new is None:
                raise
            raise new from None

    def _run_cast(self, torch_dtype, args, kwargs):
        """Run ``construct`` with floating inputs and this Cell's own Parameters cast to the flagged dtype."""
        d = self.__dict__
        swapped = {}
        for name, p in self._params.items():
            if d.get(name) is p and p._t.is_floating_point() and p._t.dtype is not torch_dtype:
                swapped[name] = p
                d[name] = _wrap(p._t.to(torch_dtype))
        try:
            args = _cast_arg(args, torch_dtype)
            kwargs = {k: _cast_arg(v, torch_dtype) for k, v in kwargs.items()}
            return self.construct(*args, **kwargs)
        finally:
            d.update(swapped)

    def forward(self, *args, **kwargs):
        """torch-side entry point (``module(...)`` in torch code): same as calling the Cell."""
        return self(*args, **kwargs)

    # ----- parameters ---------------------------------------------------------------------------------------------
    def parameters_and_names(self, name_prefix="", expand=True):
        """Yield ``(path, Parameter)``: own Parameters first, then children depth-first; each object once.

        Examples:
            >>> from mindspore import nn
            >>> net = nn.SequentialCell([nn.Dense(2, 3)])
            >>> print([name for name, _ in net.parameters_and_names()])
            ['0.weight', '0.bias']
        """
        seen = set()
        for path, p in self._walk_params(name_prefix, expand):
            if p is not None and id(p) not in seen:
                seen.add(id(p))
                yield path, p

    def _walk_params(self, prefix, expand):
        for name, p in self._params.items():
            yield prefix + name, p
        if expand:
            for name, cell in self._modules.items():
                if isinstance(cell, Cell):
                    yield from cell._walk_params(prefix + name + ".", True)

    def get_parameters(self, expand=True):
        """Yield the Parameters (same order as :meth:`parameters_and_names`)."""
        for _, p in self.parameters_and_names(expand=expand):
            yield p

    def trainable_params(self, recurse=True):
        """List of the Parameters with ``requires_grad=True``."""
        return [p for p in self.get_parameters(expand=recurse) if p.requires_grad]

    def untrainable_params(self, recurse=True):
        """List of the Parameters with ``requires_grad=False``."""
        return [p for p in self.get_parameters(expand=recurse) if not p.requires_grad]

    def parameters_dict(self, recurse=True):
        """OrderedDict ``{param.name: Parameter}``."""
        return OrderedDict((p.name, p) for p in self.get_parameters(expand=recurse))

    def insert_param_to_cell(self, param_name, param, check_name_contain_dot=True):
        """Add a Parameter under `param_name` (no renaming by prefix)."""
        if not isinstance(param_name, str):
            raise TypeError(f"For 'insert_param_to_cell', the type of parameter 'param_name' must be str, "
                            f"but got {type(param_name)}.")
        if not param_name:
            raise KeyError("For 'insert_param_to_cell', the argument 'param_name' should not be None.")
        if check_name_contain_dot and "." in param_name:
            raise KeyError(f"For 'insert_param_to_cell', the argument 'param_name' should not contain '.', "
                           f"but got '{param_name}'.")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(f"For 'insert_param_to_cell', the argument 'param' must be 'Parameter' if not None, "
                            f"but got {type(param)}.")
        if param is None:
            self._params[param_name] = None
            self.__dict__[param_name] = None
        else:
            self._register_param(param_name, param)

    def update_parameters_name(self, prefix="", recurse=True):
        """Set every Parameter's name to ``prefix + path``."""
        if not isinstance(prefix, str):
            raise TypeError(f"For 'update_parameters_name', the type of parameter 'prefix' must be str, "
                            f"but got {type(prefix)}.")
        for path, p in self.parameters_and_names(expand=recurse):
            p._name = prefix + path
            p._auto_named = False

    # ----- cells ---------------------------------------------------------------------------------------------------
    def cells_and_names(self, cells=None, name_prefix=""):
        """Yield ``(path, cell)`` for this Cell (path ``''``) and all descendants, each object once."""
        seen = set() if cells is None else cells
        if id(self) in seen:
            return
        seen.add(id(self))
        yield name_prefix, self
        for name, cell in self._modules.items():
            if isinstance(cell, Cell):
                path = name if not name_prefix else name_prefix + "." + name
                yield from cell.cells_and_names(seen, path)

    def name_cells(self):
        """OrderedDict of the direct children ``{attribute: cell}``."""
        out, seen = OrderedDict(), set()
        for name, cell in self._modules.items():
            if cell is not None and id(cell) not in seen:
                seen.add(id(cell))
                out[name] = cell
        return out

    def cells(self):
        """The direct children."""
        return self.name_cells().values()

    def insert_child_to_cell(self, child_name, child_cell):
        """Add `child_cell` under `child_name` (no renaming of its Parameters)."""
        if not isinstance(child_name, str):
            raise TypeError(f"For 'insert_child_to_cell', the type of parameter 'child_name' must be str, "
                            f"but got {type(child_name)}.")
        if not child_name or "." in child_name:
            raise KeyError("For 'insert_child_to_cell', the parameter 'child_name' can not be None and can not "
                           f"contain '.' , but got '{child_name}'.")
        if child_name in self.__dict__ and child_name not in self._modules:
            raise KeyError(f"For 'insert_child_to_cell', the {child_name} child cell already exists in the network."
                           f" Cannot insert another cell with the same name.")
        if child_cell is not None and not isinstance(child_cell, Cell):
            raise TypeError(f"For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, "
                            f"but got type {type(child_cell)}.")
        self._modules[child_name] = child_cell
        self.__dict__[child_name] = child_cell

    # ----- modes, flags, precision ---------------------------------------------------------------------------------
    def set_train(self, mode=True):
        """Set training mode on this Cell and every descendant; returns self."""
        for _, cell in self.cells_and_names():
            cell.__dict__["training"] = mode
            cell.__dict__["phase"] = "train" if mode else "predict"
        for m in self.modules():
            if not isinstance(m, Cell):
                m.training = mode
        return self

    def set_grad(self, requires_grad=True):
        """Mark this Cell (not its children) as needing gradients; returns self."""
        self.__dict__["requires_grad"] = requires_grad
        return self

    def add_flags(self, **flags):
        """Add flags to this Cell; returns self."""
        self._mindspore_flags.update(flags)
        for k, v in flags.items():
            self.__dict__[k] = v
        return self

    def add_flags_recursive(self, **flags):
        """Add flags to this Cell and every descendant; returns self."""
        for _, cell in self.cells_and_names():
            cell.add_flags(**flags)
        return self

    def get_flags(self):
        """The flag dict."""
        return self._mindspore_flags

    def recompute(self, *, use_reentrant=True, output_recompute=False, early_stop=True, context_fn=None, **kwargs):
        """
        Recompute this Cell's activations in backward instead of keeping them (see :func:`mindspore.recompute`).

        Every later call of the Cell with gradients enabled runs through ``torch.utils.checkpoint``; the numbers,
        gradients included, do not change, only the memory held between forward and backward.

        Args:
            use_reentrant (bool, optional): MindSpore's reentrant mode (``context_fn`` needs ``False``).
                Default: ``True``.
            output_recompute (bool, optional): Also recompute the output (implies ``use_reentrant=False``).
                Default: ``False``.
            early_stop (bool, optional): Stop recomputing once the needed activations are back. Default: ``True``.
            context_fn (Callable, optional): Returns the context managers of the forward pass and of the
                recomputation. Default: ``None``.
            kwargs (dict): ``mp_comm_recompute``, ``parallel_optimizer_comm_recompute`` and
                ``recompute_slice_activation`` (bools of MindSpore's parallel modes, accepted and kept).

        Raises:
            ValueError: If a keyword is not one of the three above, or `context_fn` is given with
                ``use_reentrant=True``.
            TypeError: If one of those keywords is not a bool.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import nn, ops, Tensor
            >>> class Cube(nn.Cell):
            ...     def construct(self, x):
            ...         return x * x * x
            >>> cube = Cube()
            >>> cube.recompute()
            >>> print(ops.grad(cube)(Tensor(np.array([1.0, 3.0], np.float32))))
            [ 3. 27.]
        """
        _recompute._recompute_cell(self, use_reentrant, output_recompute, early_stop, context_fn, kwargs)

    def to_float(self, dst_type):
        """Run this Cell and its descendants in `dst_type`: floating inputs and Parameters are cast at call time
        (Parameters themselves stay float32).

        Args:
            dst_type (mindspore.dtype): ``mstype.float16``, ``mstype.float32`` or ``mstype.bfloat16``.

        Returns:
            Cell, self.

        Raises:
            ValueError: if `dst_type` is another type.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import nn, Tensor
            >>> net = nn.Dense(3, 2).to_float(ms.float16)
            >>> print(net(Tensor(np.ones([1, 3]), ms.float32)).dtype)
            Float16
        """
        if dst_type not in _FLOAT_FLAGS:
            raise ValueError(f"For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
                             f"mstype.bfloat16, but got type: {type(dst_type)} and value: {dst_type}.")
        flags = {v: k is dst_type for k, v in _FLOAT_FLAGS.items()}
        torch_dtype = _dm.to_torch(dst_type)
        for _, cell in self.cells_and_names():
            cell.add_flags(**flags)
            cell.__dict__["_cast_dtype"] = torch_dtype
        return self

    def set_jit_config(self, jit_config):
        """Set the compile options used when this Cell runs in GRAPH_MODE.

        ``jit_level`` ``"O1"`` / ``"O2"`` compiles with fusion (``inductor``), ``"O0"`` without (TorchDynamo's
        ``eager``); ``jit_syntax_level="STRICT"`` requires one whole graph (see :func:`mindspore.jit`).

        Args:
            jit_config (JitConfig): The options.

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import nn
            >>> net = nn.Dense(2, 2)
            >>> net.set_jit_config(ms.JitConfig(jit_level="O1"))
            >>> print(net.jit_config_dict["jit_level"])
            O1
        """
        config = jit_config.jit_config_dict
        self.__dict__["_jit_config_dict"] = dict(config)
        self.__dict__.pop("_graph_runner", None)

    @property
    def jit_config_dict(self):
        """The options given to :meth:`set_jit_config` (an empty dict before)."""
        return self.__dict__.get("_jit_config_dict", {})

    @property
    def cls_name(self):
        """The class name."""
        return type(self).__name__

    @property
    def param_prefix(self):
        """The attribute path of this Cell in its network, set by :meth:`update_cell_prefix` (``""`` before)."""
        return self.__dict__.get("_param_prefix", "")

    # ----- repr ---------------------------------------------------------------------------------------------------
    def extend_repr(self):
        """Extra text shown inside the repr (subclasses override)."""
        return ""

    def __repr__(self):
        extra = self.extend_repr()
        lines = extra.split("\n") if extra else []
        for name, cell in self._modules.items():
            child = repr(cell).replace("\n", "\n  ")
            lines.append(f"({name}): {child}")
        if not lines:
            return f"{type(self).__name__}()"
        if len(lines) == 1 and not self._modules:
            return f"{type(self).__name__}({lines[0]})"
        return f"{type(self).__name__}(\n  " + "\n  ".join(lines) + "\n)"

    # ----- copying ------------------------------------------------------------------------------------------------
    def __getstate__(self):
        state = self.__dict__.copy()
        state.pop("_graph_runner", None)  # compiled graphs belong to this object; a copy compiles its own
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        for name, p in self._params.items():  # a copied Parameter owns a new torch tensor: re-register it
            if p is not None:
                self._parameters[name] = p._t


class GraphCell(Cell):
    """A Cell built from an exported MindIR graph. Loading MindIR is not supported by mindspore_compat."""

    def __init__(self, graph, params_init=None, obf_random_seed=None):
        raise RuntimeError("mindspore_compat does not support GraphCell: loading MindIR graphs is not supported "
                           "yet. Rebuild the network in Python and load a .ckpt checkpoint instead.")

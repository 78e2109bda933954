"""Members of ``mindspore.nn.Cell`` that describe MindSpore's graph compiler and parallel bookkeeping.

They keep MindSpore's names, argument checks and return values. In eager execution most of them only record
state (there is no compiled graph, no auto-parallel strategy), which is what MindSpore itself does in PyNative
mode; the ones with an eager meaning (name checks, sub-cell lookup, input casting) do the real work.
"""
import functools
import inspect
import logging
from collections import OrderedDict

from torch.utils.hooks import RemovableHandle

from .. import context as _context
from ..common.parameter import Parameter
from ..communication import management as _mgmt
from . import _shard


_logger = logging.getLogger("mindspore")


def records_init_args(fn=None, attrs=None):
    """Decorate a built-in Cell's ``__init__`` so that ``cell_init_args`` records how it was built, as MindSpore's
    built-in Cells do: the class name followed by the arguments given explicitly (``attrs=None``) or by the values
    of the attributes named in `attrs` (a list), or ``[]`` (a str naming no attribute)."""
    def wrap(init):
        @functools.wraps(init)
        def init_and_record(self, *args, **kwargs):
            given = None
            if attrs is None:
                bound = inspect.signature(init).bind(self, *args, **kwargs).arguments
                del bound["self"]
                given = bound.values()
            init(self, *args, **kwargs)
            if isinstance(attrs, list):
                given = [getattr(self, name) for name in attrs if hasattr(self, name)]
            elif isinstance(attrs, str):
                given = getattr(self, attrs) if attrs and hasattr(self, attrs) else []
            self.cell_init_args = type(self).__name__ + str(given)
        return init_and_record

    return wrap(fn) if fn is not None else wrap


def _check_hook_fn(hook_fn):
    if not callable(hook_fn):
        raise TypeError(f"Expected a callable hook function, but got {type(hook_fn).__name__}.")


def _state(cell, key, default_factory):
    d = cell.__dict__
    if key not in d:
        d[key] = default_factory()
    return d[key]


class CellMembers:
    """Mixed into :class:`mindspore.nn.Cell`; see the module docstring."""

    # ----- flags and bookkeeping properties -------------------------------------------------------------------
    @property
    def bprop_debug(self):
        """Whether a custom ``bprop`` runs in the Python interpreter (always the case here). Default False."""
        return self.__dict__.get("_bprop_debug", False)

    @bprop_debug.setter
    def bprop_debug(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"For 'Cell', the property 'bprop_debug' must be bool type, but got type {type(value)}.")
        self.__dict__["_bprop_debug"] = value

    @property
    def phase(self):
        """``'train'`` or ``'predict'`` (set by :meth:`set_train`), or a user-given phase name."""
        return self.__dict__.get("phase", "predict")

    @phase.setter
    def phase(self, value):
        if not isinstance(value, str):
            raise TypeError(f"For 'Cell', the property 'phase' must be string type, but got type {type(value)}.")
        self.__dict__["phase"] = value

    @property
    def phase_cache(self):
        """Compiled phases by key; always empty, as nothing is compiled."""
        return _state(self, "_phase_cache", dict)

    @property
    def compile_cache(self):
        """Keys of the compiled graphs of this Cell; always empty, as nothing is compiled."""
        return _state(self, "_compile_cache", set)

    @property
    def compile_phase(self):
        """The phase of the last compilation; ``None`` as nothing is compiled."""
        return self.__dict__.get("_compile_phase")

    @property
    def compiled(self):
        """Whether the Cell was compiled in graph mode: always False (it runs eagerly)."""
        return False

    @property
    def create_time(self):
        """Creation time of the Cell, in nanoseconds since the epoch."""
        return self.__dict__.get("_create_time", 0)

    @property
    def enable_backward_hook(self):
        """Whether a backward hook is registered on this Cell."""
        return bool(getattr(self, "_backward_hooks", None) or getattr(self, "_backward_pre_hooks", None))

    @property
    def exist_names(self):
        """Names of the Parameters added through a ParameterTuple or a list of Parameters."""
        return _state(self, "_exist_names", set)

    @property
    def exist_objs(self):
        """The Parameter objects added through a ParameterTuple or a list of Parameters."""
        return _state(self, "_exist_objs", set)

    @property
    def parallel_parameter_merge_net_dict(self):
        """Parameters merged by parallel training, by name; empty in a single process."""
        return _state(self, "_parallel_parameter_merge_net_dict", dict)

    @property
    def parallel_parameter_name_list(self):
        """Names of the parameters split by parallel training; empty in a single process."""
        return self.__dict__.get("_parallel_parameter_name_list", ())

    @property
    def parameter_layout_dict(self):
        """Tensor layout of each parameter under auto-parallel; empty in a single process."""
        return _state(self, "_parameter_layout_dict", dict)

    @property
    def pipeline_stage(self):
        """The pipeline stage of this Cell (an int >= 0); AttributeError until it is set."""
        try:
            return self.__dict__["_pipeline_stage"]
        except KeyError:
            raise AttributeError(f"The '{type(self).__name__}' object has no attribute 'pipeline_stage'.") from None

    @pipeline_stage.setter
    def pipeline_stage(self, value):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"For 'Cell', the property 'pipeline_stage' must be int type, but got type : "
                            f"{type(value)}")
        if value < 0:
            raise ValueError(f"For 'Cell', the property 'pipeline_stage' can not be less than 0, but got {value}")
        self.__dict__["_pipeline_stage"] = value

    @property
    def pipeline_segment(self):
        """The pipeline segment of this Cell (an int >= 0); AttributeError until it is set."""
        try:
            return self.__dict__["_pipeline_segment"]
        except KeyError:
            raise AttributeError(f"The '{type(self).__name__}' object has no attribute "
                                 f"'pipeline_segment'.") from None

    @pipeline_segment.setter
    def pipeline_segment(self, value):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"For 'context.set_auto_parallel_context', the argument 'pipeline_stages' must be int "
                            f"type, but got type : {type(value)}")
        if value < 0:
            raise ValueError(f"For 'context.set_auto_parallel_context', the argument 'pipeline_stages' can not be "
                             f"less than 0, but got {value}")
        self.__dict__["_pipeline_segment"] = value

    # ----- methods -----------------------------------------------------------------------------------------------
    def shard(self, in_strategy, out_strategy=None, parameter_plan=None):
        """
        Lay the inputs of this Cell out across the processes of the job (see :func:`mindspore.shard`): with
        more than one process, later calls run on DTensors split as `in_strategy` says and give the numbers of
        the plain call. Nothing happens with one process.

        Args:
            in_strategy (tuple): One strategy per input (a tuple of block counts per dimension, or a Layout).
            out_strategy (Union[tuple, None], optional): The strategies of the outputs; checked, otherwise unused.
                Default: ``None``.
            parameter_plan (Union[dict, None], optional): Parameter name to strategy. Default: ``None``.

        Returns:
            None.

        Raises:
            TypeError: If a strategy or `parameter_plan` has the wrong type.
            ValueError: If a strategy of `parameter_plan` does not fit its Parameter.
        """
        if _mgmt.get_group_size() == 1:
            return
        plan = _shard.check_arguments(self, in_strategy, out_strategy, parameter_plan)
        old = self.__dict__.get("_shard_call")
        if old is not None:
            _logger.warning(f"For '{type(self).__name__}', 'Shard' has been configured more than once. The existing "
                            f"in_strategy is {old.in_strategy} and the existing out_strategy is {old.out_strategy}. "
                            f"The new in_strategy {in_strategy} and out_strategy {out_strategy} replace them.")
        self.__dict__["_shard_call"] = _shard.ShardedCall(self, in_strategy, out_strategy, plan)

    def cast_inputs(self, inputs, dst_type):
        """Logs that this method is going away and returns None, as MindSpore 2.10's does (it no longer casts;
        use :meth:`to_float` or :func:`mindspore.amp.auto_mixed_precision`)."""
        _logger.warning("'cast_inputs' will be deprecated in future versions.")

    def check_names(self):
        """ValueError if two Parameters of the Cell share a name."""
        names = set()
        for value, param in self.parameters_and_names():
            if param.name in names:
                raise ValueError(f"The value of {value} is {param}, its name '{param.name}' already exists. "
                                 f"Please set a unique name for the parameter.")
            names.add(param.name)

    def check_names_and_refresh_name(self):
        """Renames the Parameters after their attribute paths when two share a name, then checks again."""
        all_names = [p.name for p in dict(self.parameters_and_names()).values()]
        if len(set(all_names)) < len(all_names):
            self.update_parameters_name()
            self.check_names()

    def compile_and_run(self, *args, **kwargs):
        """Runs the Cell on the inputs (there is no separate compilation step) and returns its output."""
        return self(*args, **kwargs)

    def run_construct(self, cast_inputs, kwargs):
        """Calls ``construct(*cast_inputs, **kwargs)`` directly and returns its output."""
        return self.construct(*cast_inputs, **kwargs)

    def get_sub_cell(self, target):
        """The descendant Cell at the dotted path `target` (``""`` is the Cell itself).

        Raises:
            TypeError: If `target` is not a str.
            AttributeError: If a part of the path is not a Cell attribute.
        """
        if not isinstance(target, str):
            raise TypeError(f"For 'get_sub_cell', the type of 'target' must be str, but got {type(target)}.")
        cell = self
        if not target:
            return cell
        for part in target.split("."):
            child = getattr(cell, part, None)
            if child is None or not isinstance(child, CellMembers):
                raise AttributeError(f"{type(cell).__name__} has no attribute `{part}`")
            cell = child
        return cell

    def init_parameters_data(self, auto_parallel_mode=False):
        """Initialises the Parameters whose data was deferred; returns ``{original: initialised}`` for every
        Parameter (here every Parameter already holds its data, so each maps to itself)."""
        return {p: p for p in self.get_parameters()}

    def parameters_broadcast_dict(self, recurse=True):
        """OrderedDict of the Parameters to broadcast (those not marked layerwise-parallel) by name, or None."""
        out = OrderedDict()
        for p in self.get_parameters(expand=recurse):
            if not getattr(p, "layerwise_parallel", False):
                out[p.name] = p
        return out or None

    def remove_redundant_parameters(self):
        """Logs that this method is going away (in MindSpore it has nothing left to remove either)."""
        _logger.warning("'remove_redundant_parameters' will be deprecated in future versions.")

    def set_broadcast_flag(self, mode=True):
        """Sets the ``broadcast_flag`` flag on this Cell and its descendants; returns self."""
        self.add_flags_recursive(broadcast_flag=mode)
        return self

    def set_boost(self, boost_type):
        """Records the boost type (MindSpore's graph-compiler acceleration switch) on the Cell and returns self."""
        self.__dict__["_boost_type"] = boost_type
        return self

    def set_comm_fusion(self, fusion_type, recurse=True):
        """Sets ``comm_fusion`` of every Parameter (the gradient-communication fusion group); returns self.

        Raises:
            TypeError: If `fusion_type` is not an int.
            ValueError: If it is negative.
        """
        if not isinstance(fusion_type, int) or isinstance(fusion_type, bool):
            raise TypeError(f"The input value must be int, but got '{type(fusion_type).__name__}'")
        if fusion_type < 0:
            raise ValueError(f"The input value must be int and must >= 0, but got '{fusion_type}' with type "
                             f"'int'.")
        for p in self.get_parameters(expand=recurse):
            p.comm_fusion = fusion_type
        return self

    def set_data_parallel(self):
        """Marks every operator of the Cell data-parallel (an auto-parallel strategy); returns self."""
        self.__dict__["_data_parallel"] = True
        return self

    @property
    def cell_init_args(self):
        """How a built-in Cell was constructed (its class name and the arguments given, e.g.
        ``'Conv2ddict_values([3, 4, 3])'``), with every Cell assigned to it later appended; MindSpore's compiler
        uses it to reuse the graphs of Cells built alike. Cells without the record raise AttributeError, as in
        MindSpore. Assigning a str replaces it.

        Raises:
            TypeError: If a value that is not a str is assigned.

        Examples:
            >>> from mindspore import nn
            >>> print(nn.Dense(2, 3).cell_init_args)
            Dense[True, None]
        """
        try:
            return self.__dict__["_cell_init_args"]
        except KeyError:
            raise AttributeError("cell_init_args") from None

    @cell_init_args.setter
    def cell_init_args(self, value):
        if not isinstance(value, str):
            raise TypeError(f"For 'Cell', the property 'cell_init_args' must be string type, but got type "
                            f"{type(value)}.")
        self.__dict__["_cell_init_args"] = value

    def generate_scope(self):
        """
        Give every Cell below this one its scope name, the path from the root (``'Default/b-SequentialCell/0-
        Dense'``; without the ``-ClassName`` parts when the context's ``reserve_class_name_in_scope`` is
        ``False``). A Cell keeps the first scope it is given; the root's own scope stays ``None``.

        Examples:
            >>> from mindspore import nn
            >>> net = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])
            >>> net.generate_scope()
            >>> print(net[1].get_scope())
            Default/1-ReLU
        """
        with_class = _context.get_context("reserve_class_name_in_scope")
        pending = [("Default", self)]
        while pending:
            prefix, cell = pending.pop(0)
            for name, child in cell.name_cells().items():
                scope = f"{prefix}/{name}" + (f"-{type(child).__name__}" if with_class else "")
                if child.__dict__.get("_scope") is None:
                    child.__dict__["_scope"] = scope
                pending.append((scope, child))

    def get_scope(self):
        """
        The scope name given by :meth:`generate_scope` of a Cell above this one, or ``None``.

        Returns:
            String, the scope, or ``None``.

        Examples:
            >>> from mindspore import nn
            >>> print(nn.ReLU().get_scope())
            None
        """
        return self.__dict__.get("_scope")

    def get_func_graph_proto(self):
        """
        The compiled graph of the Cell as MindSpore's ANF IR binary (protobuf). This Cell has no graph in that
        format (``torch.compile`` builds FX graphs), and a MindSpore Cell run in PyNative mode has none either:
        the answer is ``None``, as MindSpore 2.10 gives on a CPU in PyNative mode.

        Examples:
            >>> from mindspore import nn
            >>> print(nn.ReLU().get_func_graph_proto())
            None
        """
        return None

    def offload(self, backward_prefetch="Auto"):
        """
        Ask for the activations of the Cell's operators to be moved to host memory after the forward pass and
        fetched back for the backward pass. MindSpore does this in GRAPH_MODE with lazy inlining on Ascend; here
        the setting is checked and recorded (``cell.offload_prefetch``) and the activations stay on the device:
        the results are the same.

        Args:
            backward_prefetch (Union[str, int], optional): ``"Auto"``, or how many operators ahead to fetch the
                activations back (an int >= 0). Default: ``"Auto"``.

        Raises:
            ValueError: If `backward_prefetch` is a str other than ``"Auto"`` or a negative int.
            TypeError: If `backward_prefetch` is neither a str nor an int.

        Examples:
            >>> from mindspore import nn
            >>> block = nn.Dense(4, 4)
            >>> print(block.offload(2))
            None
        """
        if isinstance(backward_prefetch, str):
            if backward_prefetch != "Auto":
                raise ValueError(f"For '{type(self).__name__}', the 'backward_prefetch' must be str and must be in "
                                 f"'['Auto']', but got '{backward_prefetch}'.")
        elif isinstance(backward_prefetch, bool):
            raise TypeError(f"The input value must be int and must >= 0, but got '{backward_prefetch}' with type "
                            f"'bool'.")
        elif not isinstance(backward_prefetch, int):
            raise TypeError(f"The input value must be int, but got '{type(backward_prefetch).__name__}'")
        elif backward_prefetch < 0:
            raise ValueError(f"The input value must be int and must >= 0, but got '{backward_prefetch}' with type "
                             f"'int'.")
        self.__dict__["offload_prefetch"] = backward_prefetch

    def register_forward_pre_hook(self, hook_fn, *, prepend=False, with_kwargs=False):
        """
        Register a function called before every call of ``construct``: ``hook_fn(cell, args)``, or
        ``hook_fn(cell, args, kwargs)`` with `with_kwargs`. Returning a value replaces the positional inputs (a
        non-tuple value becomes a one-element tuple); with `with_kwargs` the hook returns ``(args, kwargs)``.

        Args:
            hook_fn (function): The hook.
            prepend (bool): Run this hook before the hooks already registered. Default: ``False``.
            with_kwargs (bool): Also hand the keyword inputs to the hook. Default: ``False``.

        Returns:
            A handle whose ``remove()`` unregisters the hook.

        Raises:
            TypeError: If `hook_fn` is not callable.
            RuntimeError: If a `with_kwargs` hook returns something other than ``None`` or a pair.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import numpy as np
            >>> from mindspore import nn, Tensor
            >>> class AddOne(nn.Cell):
            ...     def construct(self, x):
            ...         return x + 1
            ...
            >>> def clip_inputs(cell, args):
            ...     return args[0].clip(0, 2)
            ...
            >>> net = AddOne()
            >>> handle = net.register_forward_pre_hook(clip_inputs)
            >>> print(net(Tensor(np.array([-3.0, 1.0, 5.0], np.float32))))
            [1. 2. 3.]
            >>> handle.remove()
            >>> print(net(Tensor(np.array([-3.0, 1.0, 5.0], np.float32))))
            [-2.  2.  6.]
        """
        _check_hook_fn(hook_fn)
        handle = RemovableHandle(self._forward_pre_hooks, extra_dict=self._forward_pre_hooks_with_kwargs)
        self._forward_pre_hooks[handle.id] = hook_fn
        if prepend:
            self._forward_pre_hooks.move_to_end(handle.id, last=False)
        if with_kwargs:
            self._forward_pre_hooks_with_kwargs[handle.id] = True
        return handle

    def register_forward_hook(self, hook_fn, *, prepend=False, with_kwargs=False, always_call=False):
        """
        Register a function called after every call of ``construct``: ``hook_fn(cell, args, output)``, or
        ``hook_fn(cell, args, kwargs, output)`` with `with_kwargs`. Returning a value replaces the output.

        Args:
            hook_fn (function): The hook.
            prepend (bool): Run this hook before the hooks already registered. Default: ``False``.
            with_kwargs (bool): Also hand the keyword inputs to the hook. Default: ``False``.
            always_call (bool): Also run the hook when the forward pass raises (the error is raised afterwards;
                an error of the hook itself then becomes a warning). Default: ``False``.

        Returns:
            A handle whose ``remove()`` unregisters the hook.

        Raises:
            TypeError: If `hook_fn` is not callable.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import numpy as np
            >>> from mindspore import nn, Tensor
            >>> class Double(nn.Cell):
            ...     def construct(self, x):
            ...         return x * 2
            ...
            >>> def report(cell, args, output):
            ...     print(type(cell).__name__, args[0], "->", output)
            ...
            >>> net = Double()
            >>> handle = net.register_forward_hook(report)
            >>> out = net(Tensor(np.array([1.5, -1.0], np.float32)))
            Double [ 1.5 -1. ] -> [ 3. -2.]
            >>> handle.remove()
        """
        _check_hook_fn(hook_fn)
        handle = RemovableHandle(self._forward_hooks,
                                 extra_dict=[self._forward_hooks_with_kwargs, self._forward_hooks_always_called])
        self._forward_hooks[handle.id] = hook_fn
        if prepend:
            self._forward_hooks.move_to_end(handle.id, last=False)
        if with_kwargs:
            self._forward_hooks_with_kwargs[handle.id] = True
        if always_call:
            self._forward_hooks_always_called[handle.id] = True
        return handle

    def register_backward_hook(self, hook_fn):
        """
        Register a function called in the backward pass once the gradients of the Cell's inputs are known:
        ``hook_fn(cell, grad_input, grad_output)``, with one gradient per input Tensor that takes a gradient and
        one per output Tensor. Returning a tuple of the same length as `grad_input` replaces the input gradients.
        When no input takes a gradient (only the weights do), `grad_input` is ``(None,)`` and the result is
        ignored.

        Args:
            hook_fn (function): The hook.

        Returns:
            A handle whose ``remove()`` unregisters the hook.

        Raises:
            TypeError: If `hook_fn` is not callable.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import nn, Tensor
            >>> class Square(nn.Cell):
            ...     def construct(self, x):
            ...         return x * x
            ...
            >>> def show(cell, grad_input, grad_output):
            ...     print("in", grad_input[0], "out", grad_output[0])
            ...     return (grad_input[0] * 0.5,)
            ...
            >>> net = Square()
            >>> handle = net.register_backward_hook(show)
            >>> print(ms.grad(net)(Tensor(np.array([1.0, 3.0], np.float32))))
            in [2. 6.] out [1. 1.]
            [1. 3.]
        """
        _check_hook_fn(hook_fn)
        handle = RemovableHandle(self._backward_hooks)
        self._backward_hooks[handle.id] = hook_fn
        return handle

    def register_backward_pre_hook(self, hook_fn):
        """
        Register a function called in the backward pass with the gradients of the Cell's outputs, before they
        flow into the Cell: ``hook_fn(cell, grad_output)``, where `grad_output` is a tuple with one Tensor per
        output Tensor (``None`` for an output the loss does not use). Returning a tuple of the same length replaces
        the gradients; returning ``None`` keeps them.

        Args:
            hook_fn (function): The hook.

        Returns:
            A handle whose ``remove()`` unregisters the hook.

        Raises:
            TypeError: If `hook_fn` is not callable.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import nn, Tensor
            >>> class Triple(nn.Cell):
            ...     def construct(self, x):
            ...         return x * 3
            ...
            >>> def halve(cell, grad_output):
            ...     print(type(cell).__name__, grad_output[0])
            ...     return (grad_output[0] / 2,)
            ...
            >>> net = Triple()
            >>> handle = net.register_backward_pre_hook(halve)
            >>> print(ms.grad(net)(Tensor([1.0, 2.0])))
            Triple [1. 1.]
            [1.5 1.5]
            >>> handle.remove()
            >>> print(ms.grad(net)(Tensor([1.0, 2.0])))
            [3. 3.]
        """
        _check_hook_fn(hook_fn)
        handle = RemovableHandle(self._backward_pre_hooks)
        self._backward_pre_hooks[handle.id] = hook_fn
        return handle

    def register_saved_tensors_hooks(self, pack_hook, unpack_hook):
        """
        Run ``construct`` under :class:`mindspore.saved_tensors_hooks` with these hooks: each Tensor the forward
        pass keeps for the backward pass goes through ``pack_hook`` and comes back through ``unpack_hook``. A new
        call replaces the hooks. The hooks are checked when the Cell runs, as in MindSpore.

        Args:
            pack_hook (Callable): Takes a Tensor and returns what to keep.
            unpack_hook (Callable): Takes what `pack_hook` returned and returns a Tensor.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import nn, Tensor
            >>> class Square(nn.Cell):
            ...     def construct(self, x):
            ...         return (x * x).sum()
            ...
            >>> net = Square()
            >>> net.register_saved_tensors_hooks(lambda t: t * 0, lambda t: t)
            >>> print(ms.grad(net)(Tensor([1.0, 3.0])))
            [0. 0.]
        """
        self.__dict__["_saved_tensors_hooks"] = (pack_hook, unpack_hook)

    def register_parameter_forward_hook(self, hook):
        """
        Register functions applied to Parameters each time a compiled run of the Cell (GRAPH_MODE, or a function
        compiled with :func:`mindspore.jit` that calls the Cell) reads them: the Cell computes with
        ``hook(param)`` instead of ``param``, and gradients flow through the hook to the Parameter. Runs in
        PyNative mode are not affected, as in MindSpore.

        Args:
            hook (Union[Callable, List[Dict[str, Any]]]): one function for every Parameter of the Cell and its
                sub-Cells, or a list of ``{"params": [Parameter, ...], "hook": function}`` for chosen ones.

        Raises:
            TypeError: If `hook` is neither callable nor a list, an item is not a dict, an item of ``"params"``
                is not a Parameter or a ``"hook"`` is not callable.
            ValueError: If a dict lacks ``"params"`` or ``"hook"``.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import nn, Parameter, Tensor
            >>> class Scale(nn.Cell):
            ...     def __init__(self):
            ...         super().__init__()
            ...         self.gain = Parameter(Tensor(4.0), name="gain")
            ...
            ...     def construct(self, x):
            ...         return x * self.gain
            ...
            >>> def halve(param):
            ...     return param * 0.5
            ...
            >>> net = Scale()
            >>> net.register_parameter_forward_hook([{"params": [net.gain], "hook": halve}])
            >>> print(net(Tensor(3.0)))
            12.0
            >>> out, grad = ms.jit(ms.value_and_grad(net))(Tensor(3.0))
            >>> print(out, grad)
            6.0 2.0
        """
        if isinstance(hook, list):
            chosen = {}
            for item in hook:
                if not isinstance(item, dict):
                    raise TypeError(f"Each item in the hook list must be a dictionary, but got {type(item)}.")
                if "params" not in item or "hook" not in item:
                    raise ValueError("Each dictionary in the hook list must contain both params and hook keys.")
                if not callable(item["hook"]):
                    raise TypeError(f"The hook value must be callable, but got {type(item['hook'])}.")
                for param in item["params"]:
                    if not isinstance(param, Parameter):
                        raise TypeError(f"All items in params must be of type 'Parameter', but got {type(param)}.")
                    chosen[id(param)] = item["hook"]
            every = None
        elif callable(hook):
            every, chosen = hook, {}
        else:
            raise TypeError(f"Hook must be a callable function or a list of dictionaries, but got {type(hook)}.")
        previous = self.__dict__.get("_param_forward_hooks", (None, {}))
        self.__dict__["_param_forward_hooks"] = (every or previous[0], {**previous[1], **chosen})

    def _hooked_params(self):
        """``(cell, attribute name, value to use)`` for each Parameter a parameter forward hook applies to."""
        every, chosen = self.__dict__["_param_forward_hooks"]
        swaps = []
        for _, cell in self.cells_and_names():
            d = cell.__dict__
            for name, param in cell._params.items():
                hook = chosen.get(id(param), every)
                if hook is not None and d.get(name) is param:
                    swaps.append((d, name, hook(param)))
        return swaps

    def set_inputs(self, *inputs, **kwargs):
        """Records the (possibly dynamic-shape) input signature of the Cell; :meth:`get_inputs` returns it.

        Raises:
            ValueError: If both positional inputs and keyword inputs are given.
        """
        if inputs and kwargs:
            raise ValueError(f"For Cell, set_inputs should only set inputs or kwargs(inputs: {inputs}, "
                             f"kwargs: {kwargs})!")
        self.__dict__["_dynamic_shape_inputs"] = inputs if inputs else tuple(kwargs.values())

    def get_inputs(self):
        """The inputs recorded by :meth:`set_inputs`, or None."""
        return self.__dict__.get("_dynamic_shape_inputs")

    def update_cell_prefix(self):
        """Sets the parameter prefix of every descendant Cell to its attribute path."""
        for name, cell in self.cells_and_names():
            cell.__dict__["_param_prefix"] = name

    def update_cell_type(self, cell_type):
        """Sets ``cell_type`` (``"quant"`` or ``"second-order"`` in MindSpore's tooling)."""
        self.cell_type = cell_type


"""Members of ``mindspore.nn.Cell`` that describe MindSpore's graph compiler and parallel bookkeeping.

They keep MindSpore's names, argument checks and return values. In eager execution most of them only record
state (there is no compiled graph, no auto-parallel strategy), which is what MindSpore itself does in PyNative
mode; the ones with an eager meaning (name checks, sub-cell lookup, input casting) do the real work.
"""
import logging
from collections import OrderedDict

from ..communication import management as _mgmt
from . import _shard


_logger = logging.getLogger("mindspore")


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


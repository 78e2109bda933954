"""Optimizer and parameter processing for boost (``mindspore.boost.base``)."""
from ..common.parameter import Parameter
from ..nn import optim as _optim
from ..nn.layer.conv import Conv2d
from ..nn.wrap._utils import log_warning
from .less_batch_normalization import CommonHeadLastFN

__all__ = ["OptimizerProcess", "ParameterProcess"]

# names of the Parameters that never get gradient centralization
_NO_GC_NAME_PARTS = ("beta", "gamma", "bias")


def _unwrap_lars(opt):
    """``(inner optimizer, LARS constructor arguments)``: ``(opt, None)`` when `opt` is not a LARS wrapper (or the
    optimizer package has no LARS)."""
    lars = getattr(_optim, "LARS", None)
    if lars is not None and isinstance(opt, lars):
        return opt.opt, opt.init_args
    return opt, None


def _rewrap_lars(opt, lars_args):
    """Wrap `opt` in LARS again with the arguments recorded by :func:`_unwrap_lars`."""
    return _optim.LARS(opt, **lars_args)


def _clone_group(group, **changes):
    """A copy of the group dict (its list values copied too) with `changes` applied."""
    clone = {key: list(value) if isinstance(value, list) else value for key, value in group.items()}
    clone.update(changes)
    return clone


def _checked_params(params):
    """`params` as a non-empty list of Parameters or group dicts (a ValueError or TypeError otherwise)."""
    if params is not None and not isinstance(params, list):
        params = list(params)
    if not params:
        raise ValueError("Optimizer got an empty parameter list.")
    if not isinstance(params[0], (dict, Parameter)):
        raise TypeError("Only a list of Parameter or dict can be supported.")
    return params


def _centralizable(param, owners):
    """Whether gradient centralization applies to `param` (`owners` maps id(param) to its Cell)."""
    if any(part in param.name for part in _NO_GC_NAME_PARTS):
        return False
    owner = owners[id(param)]
    if isinstance(owner, CommonHeadLastFN):
        return False
    return not (isinstance(owner, Conv2d) and owner.group > 1)


class OptimizerProcess:
    r"""
    Processes an optimizer for boost: adds gradient centralization to its parameter groups and builds a new
    optimizer of the same class from the processed groups.

    The constructor records the optimizer's class, its constructor arguments (``init_args``), its initial learning
    rate and its parameters as given (``origin_params``: a list of Parameters or of group dicts). Change
    ``origin_params`` (directly or with :meth:`add_grad_centralization`), then call :meth:`generate_new_optimizer`.

    Args:
        opt (Cell): The optimizer.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor, Parameter, nn, ops
        >>> from mindspore.boost import OptimizerProcess
        >>>
        >>> class OnesMatMul(nn.Cell):
        ...     def __init__(self, n_in, n_out):
        ...         super().__init__()
        ...         self.weight = Parameter(Tensor(np.ones((n_in, n_out), np.float32)), name='weight')
        ...
        ...     def construct(self, x):
        ...         return ops.matmul(x, self.weight)
        ...
        >>> network = OnesMatMul(16, 10)
        >>> optimizer = nn.Momentum(network.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> optimizer_process = OptimizerProcess(optimizer)
        >>> print(optimizer_process.opt_init_args)
        {'momentum': 0.9, 'weight_decay': 0.0, 'loss_scale': 1.0, 'use_nesterov': False}
        >>> optimizer_process.origin_params = [{'params': network.trainable_params()}]
        >>> optimizer_process.add_grad_centralization(network)
        >>> print(optimizer_process.origin_params[0]['grad_centralization'])
        True
        >>> optimizer = optimizer_process.generate_new_optimizer()
        >>> print(type(optimizer).__name__, [p.name for p in optimizer.parameters])
        Momentum ['weight']
    """

    def __init__(self, opt):
        inner, lars_args = _unwrap_lars(opt)
        self.is_lars = inner is not opt
        if self.is_lars:
            self.lars_init_args = lars_args
        self.single_opt = inner
        self.opt_class = type(inner)
        self.opt_init_args = inner.init_args
        self.learning_rate = inner.init_learning_rate
        self.origin_params = opt.init_params["params"]

    @staticmethod
    def build_params_dict(network):
        r"""
        Map every Parameter of the network to the Cell that owns it.

        Args:
            network (Cell): The training network.

        Returns:
            dict, ``{id(parameter): cell}``.

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import OptimizerProcess
            >>> net = nn.SequentialCell([nn.Dense(2, 3)])
            >>> params_dict = OptimizerProcess.build_params_dict(net)
            >>> print(type(params_dict[id(net[0].weight)]).__name__)
            Dense
        """
        return {id(param): cell
                for _, cell in network.cells_and_names()
                for param in cell.get_parameters(expand=False)}

    @staticmethod
    def build_gc_params_group(params_dict, parameters):
        r"""
        Split every parameter group into a gradient-centralization group and a group with the rest.

        A Parameter is centralized unless its name contains ``beta``, ``gamma`` or ``bias``, or it belongs to a
        grouped :class:`mindspore.nn.Conv2d` (``group > 1``) or to a :class:`CommonHeadLastFN`. The
        centralization group gets ``'grad_centralization': True``; both groups keep the other entries of the
        original group. Groups with ``order_params`` are kept as they are.

        Args:
            params_dict (dict): The map from :meth:`build_params_dict`.
            parameters (list): The parameter groups (dicts).

        Returns:
            list, the new groups.

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import OptimizerProcess
            >>> net = nn.Dense(16, 4)
            >>> groups = OptimizerProcess.build_gc_params_group(OptimizerProcess.build_params_dict(net),
            ...                                                 [{'params': net.trainable_params()}])
            >>> print([([p.name for p in g['params']], g.get('grad_centralization')) for g in groups])
            [(['weight'], True), (['bias'], None)]
        """
        result = []
        for group in parameters:
            if "order_params" in group:
                result.append(group)
                continue
            centralized, others = [], []
            for param in group["params"]:
                (centralized if _centralizable(param, params_dict) else others).append(param)
            if centralized:
                result.append(_clone_group(group, params=centralized, grad_centralization=True))
            if others:
                result.append(_clone_group(group, params=others))
        return result

    def add_grad_centralization(self, network):
        r"""
        Turn on gradient centralization for the parameter groups of ``origin_params``
        (see :meth:`build_gc_params_group`).

        Gradient centralization needs parameter groups: when ``origin_params`` is a plain list of Parameters, a
        warning is logged and nothing changes.

        Args:
            network (Cell): The training network (owner of the Parameters).

        Raises:
            ValueError: If ``origin_params`` is empty.
            TypeError: If its elements are neither Parameters nor dicts.

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import OptimizerProcess
            >>> net = nn.Dense(16, 4)
            >>> process = OptimizerProcess(nn.Momentum([{'params': net.trainable_params()}], 0.1, 0.9))
            >>> process.add_grad_centralization(net)
            >>> print([len(group['params']) for group in process.origin_params])
            [1, 1]
        """
        owners = OptimizerProcess.build_params_dict(network)
        groups = _checked_params(self.origin_params)
        if isinstance(groups[0], Parameter):
            log_warning("Only group parameters support gradient centralization.")
            return
        self.origin_params = OptimizerProcess.build_gc_params_group(owners, groups)

    def generate_new_optimizer(self):
        """
        Build a new optimizer of the recorded class from ``origin_params``, the initial learning rate (or the
        optimizer's ``learning_rate`` when it had none) and the recorded constructor arguments.

        Returns:
            Optimizer, the new optimizer (wrapped in LARS again when the original was).

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import OptimizerProcess
            >>> net = nn.Dense(2, 2)
            >>> new_opt = OptimizerProcess(nn.SGD(net.trainable_params(), 0.5)).generate_new_optimizer()
            >>> print(type(new_opt).__name__, float(new_opt.learning_rate.asnumpy()))
            SGD 0.5
        """
        if self.learning_rate is None:
            self.learning_rate = self.single_opt.learning_rate
        rebuilt = self.opt_class(params=self.origin_params, learning_rate=self.learning_rate,
                                 **self.opt_init_args)
        return _rewrap_lars(rebuilt, self.lars_init_args) if self.is_lars else rebuilt


class ParameterProcess:
    r"""
    Processes the parameters of a boost network: assigns gradient-fusion groups and regroups parameters like the
    groups of an optimizer.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor, Parameter, nn, ops
        >>> from mindspore.boost import ParameterProcess
        >>>
        >>> class TwoBranches(nn.Cell):
        ...     def __init__(self, n_in, n_out):
        ...         super().__init__()
        ...         self.weight = Parameter(Tensor(np.ones((n_in, n_out), np.float32)), name='weight')
        ...         self.weight2 = Parameter(Tensor(np.ones((n_in, n_out), np.float32)), name='weight2')
        ...
        ...     def construct(self, x):
        ...         return ops.matmul(x, self.weight) + ops.matmul(x, self.weight2)
        ...
        >>> network = TwoBranches(16, 10)
        >>> new_parameter = network.trainable_params()[:1]
        >>> group_params = ParameterProcess.generate_group_params(new_parameter, network.trainable_params())
        >>> print(group_params)
        [{'params': [Parameter (name=weight, shape=(16, 10), dtype=Float32, requires_grad=True)]}]
        >>> params = ParameterProcess().assign_parameter_group(network.trainable_params())
        >>> print([p.comm_fusion for p in params])
        [1, 2]
    """

    def __init__(self):
        self._parameter_indices = 1

    @staticmethod
    def generate_group_params(parameters, origin_params):
        r"""
        Arrange `parameters` in the groups of `origin_params`.

        With `origin_params` a list of Parameters, the result is ``[{"params": parameters}]``. With a list of group
        dicts, every group is copied with its Parameters replaced by the elements of `parameters` that have the
        same names (an ``order_params`` group gets all of `parameters`); the Parameters of `parameters` found in
        no group form an extra group (a copy of the group with the most keys).

        Args:
            parameters (list): The new Parameters.
            origin_params (list): The original Parameters or parameter groups.

        Returns:
            list, the parameter groups.

        Raises:
            ValueError: If `origin_params` is empty.
            TypeError: If its elements are neither Parameters nor dicts.

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import ParameterProcess
            >>> net = nn.Dense(2, 2)
            >>> groups = ParameterProcess.generate_group_params(net.trainable_params()[:1],
            ...                                                 [{'params': net.trainable_params(), 'lr': 0.5}])
            >>> print([([p.name for p in g['params']], g['lr']) for g in groups])
            [(['weight'], 0.5)]
        """
        groups = _checked_params(origin_params)
        if isinstance(groups[0], Parameter):
            return [{"params": parameters}]
        return _regroup_like(parameters, groups)

    def assign_parameter_group(self, parameters, split_point=None):
        r"""
        Set the gradient-fusion group (``comm_fusion``) of every Parameter.

        The group number starts at the instance's counter (1 for a new instance) and increases by one at every
        index of `split_point` (default: the middle of the list); the counter carries over to the next call.

        Args:
            parameters (list): The Parameters.
            split_point (list): The indices where a new group starts. Default: ``None``.

        Returns:
            The `parameters` argument (unchanged when it is not a non-empty list or tuple).

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import ParameterProcess
            >>> params = nn.SequentialCell([nn.Dense(2, 2), nn.Dense(2, 2), nn.Dense(2, 2)]).trainable_params()
            >>> params = ParameterProcess().assign_parameter_group(params, [1, 4])
            >>> print([p.comm_fusion for p in params])
            [1, 2, 2, 2, 3, 3]
        """
        if not isinstance(parameters, (list, tuple)) or not parameters:
            return parameters
        new_group_at = split_point if split_point else [len(parameters) // 2]
        for position, param in enumerate(parameters):
            if position in new_group_at:
                self._parameter_indices += 1
            param.comm_fusion = self._parameter_indices
        return parameters


def _regroup_like(parameters, groups):
    """`parameters` arranged in copies of the dict `groups` (matched by name); see
    :meth:`ParameterProcess.generate_group_params`."""
    first_by_name = {}
    for param in parameters:
        first_by_name.setdefault(param.name, param)
    unplaced = [param.name for param in parameters]
    result = []
    widest = None  # the first group with the most keys: the template of the leftover group
    for group in groups:
        if "order_params" in group:
            result.append(_clone_group(group, order_params=parameters))
            continue
        members = []
        for param in group["params"]:
            if param.name in first_by_name:
                members.append(first_by_name[param.name])
                unplaced.remove(param.name)
        result.append(_clone_group(group, params=members))
        if widest is None or len(group) > len(widest):
            widest = group
    if unplaced:
        leftovers = [first_by_name[name] for name in unplaced]
        result.append({"params": leftovers} if widest is None else _clone_group(widest, params=leftovers))
    return result

"""The machinery of ``mindspore.shard`` and ``Cell.shard``: MindSpore's argument checks, and the sharded call on
torch.distributed.tensor (DTensor).

Every process holds the whole value of every Tensor. A sharded call turns each Tensor input into a DTensor of a
one-dimensional mesh over all the processes: an input whose strategy splits one dimension into as many blocks as
there are processes is split along that dimension (each process computes on its block), any other input is
replicated. The Cell's Parameters are replicated DTensors too (or split, when `parameter_plan` splits them the
same way). The outputs come back whole, so a sharded call gives the numbers of the unsharded one, and gradients
flow back to the inputs and Parameters.
"""
import logging

from .._backend import collective as _coll
from ..common._layout import Layout
from ..common.tensor import Tensor, _wrap
from ..communication import management as _mgmt

_logger = logging.getLogger("mindspore")


def _check_tuple(dim_strategy):
    if not all(isinstance(x, int) for x in dim_strategy):
        raise TypeError("The tuple strategy for each dimension should be tuple(int).")


def _check_inner(strategy, what):
    kinds = set()
    for item in strategy:
        if not isinstance(item, (tuple, Layout)):
            raise TypeError(f"The '{what}' should be a tuple(tuple(int)) or tuple(mindspore.parallel.Layout), but "
                            f"got {type(item).__name__}")
        if isinstance(item, tuple):
            _check_tuple(item)
        kinds.add("layout" if isinstance(item, Layout) else "tuple")
    if len(kinds) != 1:
        raise TypeError("For 'Shard', the strategy can only pass in consistent type for all dimensions.")


def check_arguments(fn, in_strategy, out_strategy, parameter_plan, device="Ascend", level=0):
    """MindSpore's checks of a ``shard`` call, in its order."""
    if not isinstance(in_strategy, tuple):
        raise TypeError(f"For 'Shard', the 'in_strategy' should be a tuple, but got {type(in_strategy).__name__}.")
    _check_inner(in_strategy, "in_strategy")
    if not isinstance(out_strategy, (type(None), tuple)):
        raise TypeError(f"For 'Shard', the 'out_strategy' should be None or tuple, but got "
                        f"{type(out_strategy).__name__}.")
    if out_strategy is not None:
        _logger.warning("Out_strategy is not in use currently, will be ignored in the following procedures.")
        _check_inner(out_strategy, "out_strategy")
    if not isinstance(device, str):
        raise TypeError(f"For 'Shard', the 'device' should be a string, but got {type(device).__name__}")
    if not isinstance(level, int):
        raise TypeError(f"For 'Shard', the 'level' should be an integer, but got {type(level).__name__}")
    if parameter_plan is None:
        return {}
    if not isinstance(parameter_plan, dict):
        raise TypeError(f"For 'Shard', the 'parameter_plan' should be a dict or None, but got "
                        f"{type(parameter_plan).__name__}")
    if not hasattr(fn, "parameters_and_names"):
        raise TypeError(f"If parameter_plan is set, type of fn must be mindspore.nn.Cell, but got {type(fn)}")
    for k, v in parameter_plan.items():
        if not isinstance(k, str) or not isinstance(v, (tuple, Layout)):
            raise TypeError("For 'Shard', the type of each key and value in 'parameter_plan' must be str and "
                            f"tuple/Layout, but got {type(k).__name__} and {type(v).__name__}")
    params = {p.name: p for _, p in fn.parameters_and_names() if p.requires_grad}
    plan = {}
    for name, strategy in parameter_plan.items():
        param = params.get(name.replace("self.", ""))
        if param is None:
            _logger.warning(f"{name} is not exist, ignored its setting.")
            continue
        if isinstance(strategy, tuple):
            shape = tuple(param.shape)
            if len(strategy) != len(shape):
                raise ValueError(f"For {name}, the length of param_strategy: {len(strategy)}, is not equal to "
                                 f"param_shape len: {len(shape)}.")
            for i, s in enumerate(strategy):
                if shape[i] % s != 0:
                    raise ValueError(f"For '{name}', the param_shape is {list(shape)} and the setting "
                                     f"param_strategy is {strategy}. The param_shape[{i}]: {shape[i]} cannot be "
                                     f"divisible by param_strategy[{i}]: {s}.")
        plan[param.name] = strategy
    return plan


def _split_dim(strategy, ndim):
    """The dimension a strategy splits across all the processes of the one-dimensional mesh, or None."""
    n = _mgmt.get_group_size()
    if isinstance(strategy, Layout):
        info = strategy.to_dict()
        matrix = tuple(info["device_matrix"])[::-1]
        counts = []
        for axis in info["tensor_map"]:
            axes = axis if isinstance(axis, tuple) else (axis,)
            c = 1
            for a in axes:
                c *= 1 if a == -1 else matrix[a]
            counts.append(c)
        strategy = tuple(counts)
    if len(strategy) != ndim:
        return None
    split = [d for d, s in enumerate(strategy) if s != 1]
    return split[0] if len(split) == 1 and strategy[split[0]] == n else None


def _distribute(value, strategy):
    if not isinstance(value, Tensor):
        return value
    t = value._t
    dim = None if strategy is None else _split_dim(strategy, t.dim())
    if dim is not None and t.shape[dim] % _mgmt.get_group_size():
        dim = None
    return _wrap(_coll.to_dtensor(t, dim))


def _gather(value):
    if isinstance(value, Tensor):
        return _wrap(_coll.from_dtensor(value._t))
    if isinstance(value, tuple):
        return tuple(_gather(v) for v in value)
    if isinstance(value, list):
        return [_gather(v) for v in value]
    return value


class ShardedCall:
    """`fn` run on DTensors laid out by `in_strategy` (see the module docstring)."""

    def __init__(self, fn, in_strategy, out_strategy, plan):
        self.fn = fn
        self.in_strategy = in_strategy
        self.out_strategy = out_strategy
        self.plan = plan
        self.active = False

    def __call__(self, *args):
        strategies = list(self.in_strategy) + [None] * max(0, len(args) - len(self.in_strategy))
        inputs = [_distribute(a, s) for a, s in zip(args, strategies)]
        swapped = []
        if hasattr(self.fn, "parameters_and_names"):
            for _, p in self.fn.parameters_and_names():
                swapped.append((p, p._t))
                strategy = self.plan.get(p.name)
                dim = None if strategy is None else _split_dim(strategy, p._t.dim())
                p._t = _coll.to_dtensor(p._t, dim)
        self.active = True
        try:
            return _gather(self.fn(*inputs))
        finally:
            self.active = False
            for p, t in swapped:
                p._t = t

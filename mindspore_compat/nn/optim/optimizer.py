"""``mindspore.nn.Optimizer``: the base class of every optimizer.

An optimizer is a Cell. Calling it with a tuple of gradients (ordered like ``optimizer.parameters``) applies one
update to the Parameters **in place**, on their torch tensors, under ``torch.no_grad()``. The arithmetic is done
with ``torch._foreach_*`` kernels over all parameters that share dtype and hyper-parameters (one *bucket* per
distinct learning rate, a single bucket in the common case); there is no per-parameter Python work except on CPU,
where products go to a per-bucket workspace instead of fresh allocations.

No update synchronises with the host: the step counter, dynamic learning rates and dynamic weight decay stay on the
device. A fixed learning rate or momentum (a scalar Parameter) is read once as a Python number and re-read only
after the Parameter was written (``set_data``, assignment, checkpoint load).

The subclasses reproduce the update formulas of MindSpore's kernels operation by operation, rounding every product
separately as MindSpore does: Momentum and SGD trajectories equal MindSpore's bit for bit; the Adam family, Lamb and
RMSProp use torch's fused ``lerp`` for the moving averages and agree within an ulp per step.

Masked updates (skipping a step on the device)
----------------------------------------------
A loss-scaled train step must skip the update when the gradients overflowed. On the CPU the flag is read and the
optimizer simply not called. On an accelerator reading it would make the host wait, so the update runs *masked*:
``optimizer._masked_call(gradients, found)`` runs the same update with ``found`` (a 0-d bool device tensor) in
effect, and every write to the optimizer's tensors keeps the old value where ``found`` is true. There is one
mechanism, used by every optimizer of the package:

* the per-parameter work goes through :meth:`Optimizer._apply_buckets`: a subclass's ``construct`` defines a
  function ``update(bucket)`` that updates ``bucket.params`` and ``bucket.states`` in place, and calls
  ``self._apply_buckets(update)`` instead of looping over ``self._buckets`` itself. Unmasked, that is the same
  loop. Masked, the parameters are updated one at a time, each in a one-parameter bucket: the parameter and its
  states are copied, updated in place, and put back with ``torch.where(found, old, new)`` where the flag is set;
  the extra memory at any time is one parameter's state, never a copy of the model;
* the optimizer's own scalar state (the global step, Adam's ``beta1_power`` ...) is written with
  :meth:`Optimizer._masked_write_` (or advanced with :meth:`Optimizer._step_t`, which uses it).

An optimizer whose ``construct`` does not call ``_apply_buckets`` (one written by a user in the MindSpore way) has
no masked form: :attr:`Optimizer._has_masked_update` is False, and the train cells read the flag on the host for it.
The masked and unmasked updates give the same numbers: the arithmetic is the same, applied per tensor.
"""
import inspect
from collections import OrderedDict
from collections.abc import Iterable

import numpy as np
import torch

from ..cell import Cell
from ..layer.container import CellList
from ..learning_rate_schedule import LearningRateSchedule
from ..dynamic_lr import _check_non_negative_float, _check_positive_float
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor, _wrap
from ..._checkparam import check_value_type
from ... import context
from ..._backend import compile as _compile

__all__ = ["Optimizer", "opt_init_args_register"]


def opt_init_args_register(fn):
    """Decorator for optimizer ``__init__`` methods: records the call's arguments on the instance.

    Sets ``init_params = {"params": <the params argument>}``, ``init_learning_rate`` (the learning rate as given,
    a Tensor turned into a list, ``None`` for a schedule Cell) and ``init_args`` (every other argument, defaults
    applied). ``mindspore.boost`` uses them to rebuild an optimizer over new parameter groups.
    """

    def deco(self, *args, **kwargs):
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments)
        arguments.pop("self")
        if "params" in arguments:
            object.__setattr__(self, "init_params", {"params": arguments.pop("params")})
        if "optimizer" in arguments:
            object.__setattr__(self, "init_params", {"params": arguments.pop("optimizer").init_params["params"]})
        if "learning_rate" in arguments:
            lr = arguments.pop("learning_rate")
            if isinstance(lr, Tensor):
                lr = lr.asnumpy().tolist()
            object.__setattr__(self, "init_learning_rate", None if isinstance(lr, Cell) else lr)
        object.__setattr__(self, "init_args", arguments)
        fn(self, *args, **kwargs)

    return deco


def _f32(value):
    """`value` rounded to float32, as a Python float (what MindSpore's Float32 scalar tensors hold)."""
    return float(np.float32(value))


_WIDE = (torch.float32, torch.float64)

# keys a parameter-group dict may have (the order is the one MindSpore's KeyError message lists)
_GROUP_KEYS = ["params", "lr", "weight_decay", "order_params", "grad_centralization"]

# device target of the context -> the targets ``Optimizer.target`` cannot switch to there
_BLOCKED_TARGETS = {"CPU": ("GPU", "Ascend"), "Ascend": ("GPU",), "GPU": ("Ascend",)}


def _is_lr_table(value):
    """Whether a normalised learning rate is a per-step table (a 1-D Tensor)."""
    return isinstance(value, Tensor) and value.ndim == 1


class _Bucket:
    """Parameters updated together: same dtype, same learning-rate source and same per-optimizer extra key."""
    __slots__ = ("idx", "params", "states", "lr", "key", "wide", "cpu", "_work")

    def __init__(self, idx, params, states, lr, key):
        self.idx = idx          # indices into optimizer.parameters, or None for "all, in order"
        self.params = params    # torch tensors of the parameters
        self.states = states    # list of lists of torch tensors (one list per state kind)
        self.lr = lr            # index of the learning-rate source
        self.key = key          # optimizer-specific extra key (weight decay of SGD, ...)
        self.wide = len(params) > 0 and params[0].dtype in _WIDE
        self.cpu = len(params) > 0 and params[0].device.type == "cpu"
        self._work = None

    def workspace(self, renew=False):
        """Scratch tensors like the parameters (allocated on first use or when `renew`)."""
        work = self._work
        if work is None or renew:
            work = self._work = [torch.empty_like(p, memory_format=torch.contiguous_format) for p in self.params]
        return work

    def take(self, values):
        """The bucket's slice of a per-parameter list."""
        idx = self.idx
        return values if idx is None else [values[i] for i in idx]

    def positions(self, count):
        """Indices (into the optimizer's parameters) of the bucket's parameters; `count` is their total."""
        return list(range(count)) if self.idx is None else list(self.idx)

    def single(self, j, position):
        """A one-parameter bucket over parameter `j` of this bucket and its states (the same tensors, not copies;
        its position in the optimizer's parameter list is `position`); on CPU it shares this bucket's workspace."""
        one = _Bucket([position], [self.params[j]], [[kind[j]] for kind in self.states], self.lr, self.key)
        if self.cpu and not _compile.is_compiling():   # no workspace in a compiled step (see _scaled)
            one._work = [self.workspace()[j]]
        return one

    def tensors(self):
        """The parameters and states of the bucket, one list."""
        out = list(self.params)
        for kind in self.states:
            out.extend(kind)
        return out


class Optimizer(Cell):
    """
    Base class of the optimizers. Do not instantiate it; use a subclass such as :class:`mindspore.nn.Momentum` or
    derive your own optimizer from it.

    Parameters can be grouped: each group may set its own learning rate, weight decay and gradient centralization.
    Without groups, weight decay is applied only to Parameters whose name contains neither ``'beta'`` nor
    ``'gamma'``; with groups, to every Parameter of a group whose weight decay is greater than 0.

    Args:
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.

            - float / int: a fixed learning rate, >= 0 (ints are converted to float).
            - Tensor: a scalar gives a fixed learning rate; a 1-D Tensor is a dynamic learning rate, step ``i``
              using element ``i``.
            - Iterable: a dynamic learning rate, step ``i`` using element ``i``.
            - LearningRateSchedule: a dynamic learning rate, computed by calling the schedule with the global step.

        parameters (Union[list[Parameter], list[dict]]): The Parameters to update, or parameter groups: dicts with
            the keys ``"params"`` (required, list of Parameter), ``"lr"``, ``"weight_decay"``,
            ``"grad_centralization"`` (bool) and ``"order_params"`` (the order the optimizer follows; such a dict must
            have no other key).
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0, or a Cell computing it from the
            global step. Default: ``0.0``.
        loss_scale (float): The loss scale, > 0 (ints are converted to float). Gradients are multiplied by
            ``1 / loss_scale`` before the update. Set it only together with
            ``FixedLossScaleManager(drop_overflow_update=False)``, to the same value. Default: ``1.0``.

    Raises:
        TypeError: If `learning_rate` is neither int, float, Tensor, Iterable nor LearningRateSchedule.
        TypeError: If an element of `parameters` is neither Parameter nor dict.
        TypeError: If `loss_scale` is neither float nor int.
        TypeError: If `weight_decay` is neither float nor int nor Cell.
        ValueError: If `loss_scale` is not greater than 0.
        ValueError: If `weight_decay` or `learning_rate` is less than 0.
        ValueError: If `learning_rate` is a Tensor whose dimension is greater than 1.
        ValueError: If `parameters` is empty.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> class PlainSGD(nn.Optimizer):
        ...     def __init__(self, params, learning_rate):
        ...         super().__init__(learning_rate, params)
        ...
        ...     def construct(self, gradients):
        ...         lr = self.get_lr()
        ...         for param, grad in zip(self.parameters, gradients):
        ...             param.set_data(param - lr * grad)
        ...         return True
        ...
        >>> w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
        >>> opt = PlainSGD([w], learning_rate=0.5)
        >>> opt((Tensor(np.array([1.0, 2.0]), ms.float32),))
        True
        >>> print(w.asnumpy())
        [0.5 0. ]
    """
    _support_parallel_optimizer = False

    def __init__(self, learning_rate, parameters, weight_decay=0.0, loss_scale=1.0):
        super().__init__(auto_prefix=False)
        parameters = self._parameters_base_check(parameters, "parameters")
        self.param_rank = self.optim_filter = None   # set by the parallel optimizer only
        grouped = isinstance(parameters[0], dict)
        if not all(isinstance(item, dict if grouped else Parameter) for item in parameters):
            raise TypeError("For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or "
                            "'dict', please check the 'parameters'.")
        self.loss_scale = self._checked_loss_scale(loss_scale)
        # flags the learning-rate / weight-decay / grouping code below switches on
        self.dynamic_lr = self.dynamic_weight_decay = False
        self.is_group, self.is_group_lr, self.is_group_params_ordered = grouped, False, False
        self.grad_centralization = False
        self.use_parallel = False
        self._unique, self._is_device = True, True
        self._target = context.get_context("device_target")
        self.global_step = Parameter(Tensor(np.zeros([1], np.int32)), name="global_step")
        learning_rate = self._normalize_lr(learning_rate)
        if grouped:
            self._collect_groups(parameters, learning_rate, weight_decay)
        self._install_hyper_params(learning_rate, parameters, weight_decay)
        self.add_flags(skip_auto_parallel_compile=True)

    # ----- construction -------------------------------------------------------------------------------------------
    def _checked_loss_scale(self, value):
        """`loss_scale` as a float > 0 (an int is accepted and converted)."""
        value = float(value) if isinstance(value, int) else value
        check_value_type("loss_scale", value, [float], self.cls_name)
        _check_positive_float(value, "loss_scale", self.cls_name)
        return value

    def _install_hyper_params(self, learning_rate, parameters, weight_decay):
        """Set the public per-optimizer attributes (learning_rate, parameters, weight decay and its flags ...)."""
        weight_decay = self._scaled_weight_decay(weight_decay)
        if not self.is_group_lr:
            self.learning_rate = self._lr_holder(learning_rate, "learning_rate")
        elif self.dynamic_lr:
            self.learning_rate = CellList(self.group_lr, auto_prefix=False)
        else:
            self.learning_rate = ParameterTuple(self.group_lr)

        if self.is_group:
            decays = self.group_weight_decay
            self.parameters = ParameterTuple(self.group_params)
            cells = tuple(isinstance(wd, Cell) for wd in decays)
            self.decay_flags = tuple(is_cell or wd > 0 for wd, is_cell in zip(decays, cells))
            self.dynamic_decay_flags = cells
            self.weight_decay = tuple(wd if is_cell else Tensor(wd, mstype.float32)
                                      for wd, is_cell in zip(decays, cells))
            self.exec_weight_decay = any(self.decay_flags)
            self.grad_centralization_flags = tuple(self.group_grad_centralization)
        else:
            self.parameters = ParameterTuple(parameters)
            # without groups, normalisation parameters (names with 'beta' / 'gamma') are never decayed
            self.decay_flags = tuple(not ("beta" in p.name or "gamma" in p.name) for p in self.parameters)
            is_cell = isinstance(weight_decay, Cell)
            self.dynamic_decay_flags = is_cell
            self.exec_weight_decay = is_cell or weight_decay > 0
            self.weight_decay = weight_decay if is_cell else Tensor(weight_decay, mstype.float32)
        count = len(self.parameters)
        self.ps_parameters = (False,) * count
        self.cache_enable = (False,) * count
        self.reciprocal_scale = Tensor(1.0 / self.loss_scale, mstype.float32)
        self.need_scale = self.loss_scale != 1.0
        self.global_step_increase_tensor = Tensor(1, mstype.int32)
        self.param_length = count
        self._use_parallel_optimizer()
        self.enable_tuple_broaden = True
        self._init_fast_path()

    def _use_parallel_optimizer(self):
        if context.get_auto_parallel_context("enable_parallel_optimizer"):
            mode = context.get_auto_parallel_context("parallel_mode")
            if mode in ("stand_alone", "hybrid_parallel"):
                raise RuntimeError(f"For 'Optimizer', parallel optimizer is not supported in {mode}, you should set "
                                   f"parallel mode to 'data_parallel', 'semi_auto_parallel' or 'auto_parallel'.")
            raise RuntimeError("For 'Optimizer', the parallel optimizer (auto_parallel_context "
                               "'enable_parallel_optimizer=True', which shards optimizer states across devices) is "
                               "not supported by mindspore_compat yet; disable it to train data-parallel.")
        self.optim_filter = (True,) * self.param_length

    def _init_fast_path(self):
        """Caches for the update: torch tensors of the parameters, learning-rate sources and decay buckets."""
        params = self.parameters
        n = len(params)
        object.__setattr__(self, "_p_ts", [p._t for p in params])
        object.__setattr__(self, "_scalar_cache", {})
        object.__setattr__(self, "_success", (True,) * n)
        # learning-rate sources: one per distinct Parameter / schedule object
        if self.is_group_lr:
            per_param = list(self.learning_rate)
        else:
            per_param = [self.learning_rate] * n
        sources, index, lr_index = [], {}, []
        for src in per_param:
            key = id(src)
            if key not in index:
                index[key] = len(sources)
                sources.append(src)
            lr_index.append(index[key])
        object.__setattr__(self, "_lr_sources", sources)
        object.__setattr__(self, "_lr_index", lr_index)
        # weight-decay buckets: (indices or None, static value or None, dynamic cell or None)
        wd_buckets = []
        if self.exec_weight_decay:
            groups = OrderedDict()
            for i, flag in enumerate(self.decay_flags):
                if not flag:
                    continue
                wd = self.weight_decay[i] if self.is_group else self.weight_decay
                if isinstance(wd, Cell):
                    key, val = ("cell", id(wd)), wd
                else:
                    val = _f32(float(wd.asnumpy()))
                    key = ("value", val)
                groups.setdefault(key, (val, []))[1].append(i)
            for val, idx in groups.values():
                full = len(idx) == n
                if isinstance(val, Cell):
                    wd_buckets.append((None if full else idx, None, val))
                else:
                    wd_buckets.append((None if full else idx, val, None))
        object.__setattr__(self, "_wd_buckets", wd_buckets)
        gc_idx = []
        if self.is_group:
            gc_idx = [i for i, flag in enumerate(self.grad_centralization_flags) if flag]
        object.__setattr__(self, "_gc_idx", gc_idx)

    def _make_buckets(self, states, keys=None):
        """Group the parameters by learning-rate source (and optional extra `keys`) for the foreach update.

        Args:
            states (list[Sequence[Parameter]]): per-parameter state Parameters, each aligned with ``parameters``.
            keys (list): an extra per-parameter key splitting the buckets further.
        """
        n = len(self.parameters)
        groups = OrderedDict()
        for i in range(n):
            k = (self._lr_index[i], keys[i] if keys is not None else None, self._p_ts[i].dtype)
            groups.setdefault(k, []).append(i)
        single = len(groups) == 1
        buckets = []
        for (lr, key, _), idx in groups.items():
            buckets.append(_Bucket(None if single else idx, [self._p_ts[i] for i in idx],
                                   [[s[i]._t for i in idx] for s in states], lr, key))
        return buckets

    def _clone_state(self, prefix, fill=0.0, params=None):
        """New state Parameters ``<prefix>.<param name>``, same shape/dtype/device as each parameter, filled with
        `fill` (MindSpore's ``ParameterTuple.clone(prefix, init='zeros'/'ones')``)."""
        out = []
        for p in (self.parameters if params is None else params):
            t = p._t.detach()
            data = torch.zeros_like(t) if fill == 0.0 else torch.full_like(t, fill)
            q = Parameter(_wrap(data), name=f"{prefix}.{p.name}", requires_grad=p.requires_grad)
            if q._t.device != t.device:
                q._t.data = q._t.data.to(t.device)
            out.append(q)
        return ParameterTuple(out)

    @staticmethod
    def _parameters_base_check(parameters, param_info):
        """`parameters` as a non-empty list (`param_info` names the argument in the error messages)."""
        if parameters is None:
            raise ValueError(f"For 'Optimizer', the argument {param_info} can not be None.")
        if not isinstance(parameters, Iterable):
            raise TypeError(f"For 'Optimizer', the argument {param_info} must be Iterable type, but got "
                            f"{type(parameters)}.")
        items = list(parameters)
        if not items:
            raise ValueError(f"For 'Optimizer', the argument {param_info} must not be empty.")
        return items

    def _scaled_weight_decay(self, value):
        """A weight decay as the update uses it: a float multiplied by the loss scale (the gradients it is added to
        are still scaled), or a Cell wrapped so that its output is."""
        if isinstance(value, Cell):
            self.dynamic_weight_decay = True
            return _WrappedWeightDecay(value, self.loss_scale)
        if not isinstance(value, (float, int)):
            raise TypeError(f"For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
                            f"{type(value)}")
        value = float(value)
        _check_non_negative_float(value, "weight_decay", self.cls_name)
        return value * self.loss_scale

    def _normalize_lr(self, value):
        """A learning rate as given → a float, a float32 Tensor (0-d: fixed, 1-d: per-step table) or a schedule.
        Anything but a number or a 0-d Tensor makes the optimizer's learning rate dynamic."""
        if isinstance(value, (float, int)):
            value = float(value)
            _check_non_negative_float(value, "learning rate", self.cls_name)
            return value
        is_tensor = isinstance(value, Tensor)
        if is_tensor and value.ndim == 0:
            return Tensor(value.asnumpy(), dtype=mstype.float32)
        self.dynamic_lr = True
        if is_tensor:
            if value.ndim > 1:
                raise ValueError(f"For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it "
                                 f"should be 0 or 1, but got {value.ndim}.")
            return Tensor(value.asnumpy(), dtype=mstype.float32)
        if isinstance(value, LearningRateSchedule):
            return value
        if not isinstance(value, Iterable):
            raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or "
                            f"LearningRateSchedule, but got {type(value)}.")
        if isinstance(value, str):  # an iterable, but of characters: MindSpore fails converting it (ValueError)
            raise ValueError(f"For 'Optimizer', the 'learning_rate' must be a number or a sequence of numbers, but "
                             f"got the string {value!r}.")
        return Tensor(np.array(list(value)).astype(np.float32))

    def _lr_holder(self, value, name):
        """What the optimizer keeps for a learning rate normalised by `_normalize_lr`: a Parameter `name` for a fixed
        rate (as a schedule when grouped learning rates mix fixed and dynamic ones), a table schedule for a 1-D
        Tensor, the schedule itself otherwise."""
        if isinstance(value, LearningRateSchedule):
            return value
        if isinstance(value, Tensor) and value.ndim == 1:
            return _IteratorLearningRate(value, name)
        holder = Parameter(value if isinstance(value, Tensor) else Tensor(value, mstype.float32), name)
        return _ConvertToCell(holder) if self.is_group_lr and self.dynamic_lr else holder

    # ----- parameter groups ---------------------------------------------------------------------------------------
    def _collect_groups(self, groups, default_lr, default_wd):
        """Spread the parameter groups over per-parameter lists: ``group_params``, ``group_lr``,
        ``group_weight_decay`` and ``group_grad_centralization`` (in the order of an ``order_params`` entry if the
        groups have one)."""
        for group in groups:
            self._check_group(group)
        self._scan_group_lrs(groups, default_lr)
        shared_lr = self._lr_holder(default_lr, "learning_rate")
        self.group_params, self.group_lr = [], []
        self.group_weight_decay, self.group_grad_centralization = [], []
        order, names = None, set()
        for number, group in enumerate(groups):
            if "order_params" in group:
                order = group["order_params"]
                continue
            members = list(group["params"])
            self.group_params += members
            lr = shared_lr
            if "lr" in group:
                lr = self._lr_holder(self._normalize_lr(group["lr"]), f"learning_rate_group_{number}")
            decay = self._scaled_weight_decay(group.get("weight_decay", default_wd))
            centralize = False
            if "grad_centralization" in group:
                centralize = group["grad_centralization"]
                if not isinstance(centralize, bool):
                    raise TypeError(f"For 'Optimizer', the 'gradients_centralization' must be bool type, but got "
                                    f"{type(centralize)}.")
                self.grad_centralization = centralize
            for member in members:
                if member.name in names:
                    raise RuntimeError(f"For 'Optimizer', the {member.name} parameter already exists, it does not "
                                       f"support repeated setting. Please check whether the optimizer parameter has "
                                       f"been set multiple times.")
                names.add(member.name)
            self.group_lr += [lr] * len(members)
            self.group_weight_decay += [decay] * len(members)
            self.group_grad_centralization += [centralize] * len(members)
        if self.is_group_params_ordered:
            self._follow_order(list(order))

    def _check_group(self, group):
        """Validate one group dict: known keys only; an ``order_params`` dict alone; Parameters in ``params``."""
        unknown = [key for key in group if key not in _GROUP_KEYS]
        if unknown:
            raise KeyError(f"For 'Optimizer', the key in group params must be one of in {_GROUP_KEYS}, but got "
                           f"{unknown}.")
        if "order_params" in group:
            if len(group) != 1:
                raise ValueError(f"For 'Optimizer', the order params dict in group parameters should only include "
                                 f"the 'order_params' key, but got {group.keys()}.")
            if not isinstance(group["order_params"], Iterable):
                raise TypeError(f"For 'Optimizer', the value of 'order_params' in group parameters should be "
                                f"Iterable type, but got {type(group['order_params'])}.")
            return
        members = self._parameters_base_check(group["params"], "group `params`")
        for position, member in enumerate(members):
            if not isinstance(member, Parameter):
                raise TypeError(f"For 'Optimizer', the element in group parameters must be Parameter type, but "
                                f"got {type(member)} at index {position}.")

    def _scan_group_lrs(self, groups, default_lr):
        """Note whether groups set learning rates or an order; all 1-D learning-rate tables must have one length."""
        table_size = default_lr.size if _is_lr_table(default_lr) else 0
        for group in groups:
            if "order_params" in group:
                self.is_group_params_ordered = True
            elif "lr" in group:
                self.is_group_lr = True
                own = self._normalize_lr(group["lr"])
                if not _is_lr_table(own):
                    continue
                if not table_size:
                    table_size = own.size
                elif own.size != table_size:
                    raise ValueError("For 'Optimizer', the Tensor type dynamic learning rate in group must be the "
                                     "same size as the argument 'learning_rate'.")

    def _follow_order(self, order):
        """Rearrange the per-parameter group lists so that the parameters come in the order of `order`."""
        count = len(self.group_params)
        if len(order) != count:
            raise ValueError(f"For 'Optimizer',the length of order parameters must be the same as the length of group "
                             f"parameters, but got order parameters' length {len(order)}, group "
                             f"parameters' length {count}.")
        wanted = [p.name for p in order]
        slots = [wanted.index(p.name) for p in self.group_params]

        def rearranged(values):
            result = [None] * count
            for slot, value in zip(slots, values):
                result[slot] = value
            return result

        self.group_params = rearranged(self.group_params)
        self.group_lr = rearranged(self.group_lr)
        self.group_weight_decay = rearranged(self.group_weight_decay)
        self.group_grad_centralization = rearranged(self.group_grad_centralization)

    # ----- properties -------------------------------------------------------------------------------------------
    @property
    def unique(self):
        """Whether sparse gradients are de-duplicated inside the optimizer (kept for compatibility: gradients are
        dense here). Default ``True``."""
        return self._unique

    @unique.setter
    def unique(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"For 'Optimizer', the property 'unique' must be bool, but got {type(value)}")
        self._unique = value

    @property
    def target(self):
        """Where the update runs: ``'CPU'``, ``'GPU'`` or ``'Ascend'`` (the context's device target)."""
        return self._target

    @target.setter
    def target(self, value):
        raise AttributeError(f"For '{self.cls_name}', the property 'target' can not be set; only Adam, "
                             f"AdamWeightDecay, LazyAdam, FTRL and ProximalAdagrad support choosing the target.")

    def _set_base_target(self, value):
        if not isinstance(value, str):
            raise TypeError(f"For 'Optimizer', the property 'target' must be string, but got {type(value)}")
        if value not in _BLOCKED_TARGETS:
            raise ValueError(f"For 'Optimizer', the property 'target' must be one of ['CPU', 'Ascend' ,'GPU'], but "
                             f"got {value}")
        blocked = _BLOCKED_TARGETS.get(self._target, ())
        if value in blocked:
            choices = " or ".join(f"'{t}'" for t in blocked)
            raise ValueError(f"For 'Optimizer', the property 'target' cannot be set to {choices} in the "
                             f"'{self._target}' environment.")
        self._is_device = value != "CPU"
        self._target = value

    # ----- public helpers for optimizers (Tensor in, Tensor out) -----------------------------------------------
    def flatten_gradients(self, gradients):
        """Return `gradients` unchanged: parameters are never flattened into contiguous chunks here.

        Args:
            gradients (tuple[Tensor]): The gradients of the parameters.

        Returns:
            tuple[Tensor], `gradients`.
        """
        return gradients

    def decay_weight(self, gradients):
        """Add weight decay to the gradients: ``grad + weight_decay * param`` for every parameter whose decay flag is
        set (weight decay pre-multiplied by the loss scale, as the gradients are still scaled).

        Args:
            gradients (tuple[Tensor]): The gradients of the parameters.

        Returns:
            tuple[Tensor], the gradients with weight decay.
        """
        return tuple(_wrap(g) for g in self._decay_weight_t(self._grads_t(gradients)))

    def gradients_centralization(self, gradients):
        """Centralize the gradients of the groups with ``grad_centralization=True`` (subtract the mean over all axes
        but the first, for gradients of rank >= 2 whose second dimension is a multiple of 16).

        Args:
            gradients (tuple[Tensor]): The gradients of the parameters.

        Returns:
            tuple[Tensor], the centralized gradients.
        """
        return tuple(_wrap(g) for g in self._gc_t(self._grads_t(gradients)))

    def scale_grad(self, gradients):
        """Undo the loss scale: multiply the gradients by ``1 / loss_scale`` (unchanged when it is 1).

        Args:
            gradients (tuple[Tensor]): The gradients of the parameters.

        Returns:
            tuple[Tensor], the unscaled gradients.
        """
        return tuple(_wrap(g) for g in self._scale_grad_t(self._grads_t(gradients)))

    def get_weight_decay(self):
        """The weight decay of the current step.

        Returns:
            Tensor (or a tuple of Tensor/values per parameter when parameters are grouped), the weight decay.
        """
        if not self.dynamic_weight_decay:
            return self.weight_decay
        step = self.global_step
        if not self.is_group:
            return self.weight_decay(step)
        return tuple(wd(step) if is_cell else wd for wd, is_cell in zip(self.weight_decay, self.dynamic_decay_flags))

    def get_lr(self):
        """The learning rate of the current step (the global step is not advanced; optimizers do that after the
        update).

        Returns:
            Parameter for a fixed learning rate, a Tensor for a dynamic one, a tuple (one per parameter) when groups
            set their own learning rates.
        """
        if not self.dynamic_lr:
            return self.learning_rate
        step = self.global_step
        if self.is_group_lr:
            return tuple(_wrap(_lr_value(source, step)) for source in self.learning_rate)
        return _wrap(_lr_value(self.learning_rate, step))

    def get_lr_parameter(self, param):
        """The learning rate used for `param`.

        Args:
            param (Union[Parameter, list[Parameter]]): A Parameter of the optimizer, or a list of them.

        Returns:
            Parameter, or a list of Parameter for a list input. For a dynamic learning rate, the Parameter holding
            the learning-rate table or the LearningRateSchedule.

        Raises:
            TypeError: If `param` is neither a Parameter nor a list.
            ValueError: If a Parameter is not updated by this optimizer.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import nn, Parameter, Tensor
            >>> conv = Parameter(Tensor(np.ones([2]), ms.float32), name="conv.weight")
            >>> fc = Parameter(Tensor(np.ones([2]), ms.float32), name="fc.weight")
            >>> optim = nn.Momentum([{'params': [conv], 'lr': 0.05}, {'params': [fc], 'lr': 0.01}],
            ...                     learning_rate=0.1, momentum=0.9)
            >>> print(optim.get_lr_parameter(conv).asnumpy())
            0.05
            >>> print([p.name for p in optim.get_lr_parameter([conv, fc])])
            ['learning_rate_group_0', 'learning_rate_group_1']
        """
        if isinstance(param, list):
            wanted = param
        elif isinstance(param, Parameter):
            wanted = [param]
        else:
            raise TypeError(f"For 'get_lr_parameter', the 'param' must be 'Parameter' or 'list' type, but got "
                            f"{type(param)}.")
        position = {}
        for i, own in enumerate(self.parameters):
            position.setdefault(id(own), i)
        found = []
        for p in wanted:
            check_value_type("parameter", p, [Parameter], self.cls_name)
            if id(p) not in position:
                raise ValueError(f"For 'get_lr_parameter', the parameter {p.name} is not in optimizer, please check "
                                 f"whether the argument 'param' is correct.")
            source = self.learning_rate[position[id(p)]] if self.is_group_lr else self.learning_rate
            # a fixed rate among dynamic ones, or a table, is reported as the Parameter it wraps
            if isinstance(source, (_ConvertToCell, _IteratorLearningRate)):
                source = source.learning_rate
            found.append(source)
        return found if isinstance(param, list) else found[0]

    def broadcast_params(self, optim_result):
        """Broadcast the parameters updated on each rank by the parallel optimizer.

        The parallel optimizer (``enable_parallel_optimizer``) is not supported by mindspore_compat yet, so there is
        nothing to broadcast; calling this raises RuntimeError.
        """
        raise RuntimeError("For 'Optimizer', broadcast_params belongs to the parallel optimizer "
                           "('enable_parallel_optimizer'), which mindspore_compat does not support yet.")

    def construct(self, *hyper_params):
        """Apply one update; each optimizer defines it."""
        raise AttributeError(f"For '{self.cls_name}', the method 'construct' is not defined: an optimizer derived "
                             f"from nn.Optimizer must implement construct(gradients).")

    # ----- internal torch-level pipeline ---------------------------------------------------------------------
    def _grads_t(self, gradients):
        """torch tensors of `gradients` (Tensors, torch tensors or None → zeros), checked against the parameters."""
        try:
            gts = [g._t for g in gradients]
        except AttributeError:
            gts = []
            for g, p in zip(gradients, self._p_ts):
                if isinstance(g, Tensor):
                    gts.append(g._t)
                elif isinstance(g, torch.Tensor):
                    gts.append(g)
                elif g is None:
                    gts.append(torch.zeros_like(p))
                else:
                    raise TypeError(f"For '{self.cls_name}', the gradients must be Tensors, but got {type(g)}.")
        if len(gts) != len(self._p_ts):
            raise ValueError(f"For '{self.cls_name}', the number of gradients ({len(gts)}) must equal the number of "
                             f"parameters ({len(self._p_ts)}).")
        return gts

    def _decay_weight_t(self, gts):
        if not self._wd_buckets:
            return gts
        pts = self._p_ts
        out = list(gts)
        for idx, wd, cell in self._wd_buckets:
            if cell is not None:
                wd = _unwrap_t(cell(self.global_step)).reshape(())
            p_sub = pts if idx is None else [pts[i] for i in idx]
            g_sub = gts if idx is None else [gts[i] for i in idx]
            # param * weight_decay + grad (two roundings, as MindSpore)
            new = torch._foreach_mul(p_sub, wd)
            torch._foreach_add_(new, g_sub)
            if idx is None:
                out = list(new)
            else:
                for i, t in zip(idx, new):
                    out[i] = t
        return out

    def _gc_t(self, gts):
        if not self._gc_idx:
            return gts
        out = list(gts)
        for i in self._gc_idx:
            g = gts[i]
            if g.dim() >= 2 and g.shape[1] % 16 == 0:
                out[i] = g - g.mean(dim=tuple(range(1, g.dim())), keepdim=True)
        return out

    def _scale_grad_t(self, gts):
        if not self.need_scale:
            return gts
        return list(torch._foreach_mul(gts, _f32(1.0 / self.loss_scale)))

    def _scalar(self, param):
        """Python value of a scalar Parameter (learning rate, momentum), re-read from the device only when the
        Parameter was written since the last read (``set_data``, an assign, a checkpoint load): a fixed learning
        rate costs one read for the whole training instead of a synchronisation per step."""
        t = param._t
        if _compile.is_compiling():  # a compiled step reads the value on the device, never on the host
            return t
        key = (t._version, t.data_ptr())
        cached = self._scalar_cache.get(id(param))
        if cached is not None and cached[0] == key:
            return cached[1]
        value = float(t)
        self._scalar_cache[id(param)] = (key, value)
        return value

    def _lrs_t(self):
        """Current learning rate of every source: a Python float for a fixed rate, a 0-d float32 device tensor
        for a dynamic one (computed from the global step on the device, no host synchronisation)."""
        gs = self.global_step
        out = []
        for src in self._lr_sources:
            if isinstance(src, Parameter):
                out.append(self._scalar(src))
            else:
                out.append(_lr_value(src, gs))
        return out

    def _step_t(self):
        """Advance the global step by one, on the device (not when a masked update skips the step)."""
        t = self.global_step._t
        if self.__dict__.get("_mask") is None:
            t.add_(1)
        else:
            self._masked_write_(t, t + 1)

    # ----- the masking mechanism (see the module docstring) -----------------------------------------------------
    @property
    def _has_masked_update(self):
        """Whether this optimizer's ``construct`` routes its writes through :meth:`_apply_buckets` (and so has a
        masked form, :meth:`_masked_call`)."""
        construct = type(self).construct
        code = getattr(construct, "__code__", None)
        return code is not None and "_apply_buckets" in code.co_names

    def _masked_write_(self, target, value):
        """``target[...] = value`` in place, or, during a masked update, ``torch.where(found, target, value)``."""
        found = self.__dict__.get("_mask")
        if found is None:
            target.copy_(value)
        else:
            target.copy_(torch.where(found, target, value))

    def _apply_buckets(self, update):
        """Run ``update(bucket)`` over the optimizer's buckets: on all of them at once normally; during a masked
        update one parameter at a time, on copies written back with ``torch.where(found, old, new)``."""
        found = self.__dict__.get("_mask")
        if found is None:
            for b in self._buckets:
                update(b)
            return
        count = len(self._p_ts)
        for b in self._buckets:
            for j, position in enumerate(b.positions(count)):
                one = b.single(j, position)
                written = one.tensors()
                old = [t.clone() for t in written]
                update(one)
                for t, kept in zip(written, old):
                    torch.where(found, kept, t, out=t)
                del old

    def _masked_call(self, gradients, found):
        """Apply the update of `gradients` unless `found` (a 0-d bool tensor) is true, without reading `found` on
        the host. Only for optimizers with :attr:`_has_masked_update`.

        Returns:
            What ``construct`` returns.
        """
        if not self._has_masked_update:
            raise RuntimeError(f"For '{self.cls_name}', the optimizer has no masked update: its construct does not "
                               f"go through Optimizer._apply_buckets.")
        object.__setattr__(self, "_mask", found.reshape(()).to(torch.bool))
        try:
            return self(gradients)
        finally:
            object.__setattr__(self, "_mask", None)


def _scalar_arg(value, bucket):
    """A hyper-parameter as foreach argument: the Python float for float32/64 buckets; for half-precision buckets
    a float32 0-d tensor, so that the product is computed in float32 (a Python scalar would first be rounded to
    the half type by torch, which MindSpore does not do)."""
    if bucket.wide or not isinstance(value, float):
        return value
    return torch.full((), value, dtype=torch.float32, device=bucket.params[0].device)


def _sub_scaled_(bucket, params, updates, lr):
    """``params -= lr * updates`` in place, rounding the product before the subtraction like MindSpore's kernels
    (a fused ``add_(alpha=-lr)`` rounds once and drifts from MindSpore's trajectories by an ulp per step).

    On accelerators the product is a foreach temporary (cheap with the caching allocator); on CPU, where every
    fresh allocation costs page faults, it goes to a workspace kept by the bucket."""
    torch._foreach_sub_(params, _scaled(bucket, updates, lr))


def _scaled(bucket, tensors, scalar):
    """``[t * scalar for t in tensors]`` for the bucket's parameters: a foreach temporary on accelerators, the
    bucket's workspace on CPU (valid until the next call)."""
    scalar = _scalar_arg(scalar, bucket)
    if not bucket.cpu or _compile.is_compiling():
        # in a compiled step the products are graph temporaries, fused with their use: a workspace made there would
        # be kept between calls, and the next call, finding it made, would compile the step again
        return torch._foreach_mul(tensors, scalar)
    work = bucket.workspace()
    try:
        for t, w in zip(tensors, work):
            torch.mul(t, scalar, out=w)
    except RuntimeError:  # a parameter changed dtype since the workspace was made
        work = bucket.workspace(renew=True)
        for t, w in zip(tensors, work):
            torch.mul(t, scalar, out=w)
    return work


def _unwrap_t(value):
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, torch.Tensor):
        return value
    return torch.as_tensor(value, dtype=torch.float32)


def _lr_value(src, global_step):
    """The learning rate produced by a schedule Cell for `global_step`, as a 0-d float32 torch tensor."""
    if isinstance(src, Parameter):
        return src._t
    t = _unwrap_t(src(global_step))
    if t.dtype is not torch.float32:
        t = t.to(torch.float32)
    return t.reshape(())


class _ConvertToCell(LearningRateSchedule):
    """A fixed learning rate as a schedule (used when other groups have dynamic learning rates)."""

    def __init__(self, learning_rate):
        super().__init__()
        if not isinstance(learning_rate, Parameter):
            raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be Parameter, but got "
                            f"{type(learning_rate)}.")
        self.learning_rate = learning_rate

    def construct(self, global_step):
        # MindSpore computes ``lr + 1.0 - 1.0`` here (in float32), which rounds small rates; kept for parity.
        return _wrap(self.learning_rate._t + 1.0 - 1.0)


class _IteratorLearningRate(LearningRateSchedule):
    """A 1-D table of learning rates: step ``i`` uses element ``i``."""

    def __init__(self, table, name):
        super().__init__()
        if not isinstance(table, Tensor):
            raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be Tensor, but got {type(table)}.")
        if table.ndim != 1:
            raise ValueError(f"For 'Optimizer', the dimension of the argument 'learning_rate' should be 1, but got "
                             f"{table.ndim}.")
        self.learning_rate = Parameter(table, name)

    def construct(self, global_step):
        step = _unwrap_t(global_step).reshape(-1).to(torch.long)
        return _wrap(self.learning_rate._t.index_select(0, step))


class _WrappedWeightDecay(Cell):
    """A weight-decay Cell multiplied by the loss scale."""

    def __init__(self, weight_decay, loss_scale=1.0):
        super().__init__()
        self.weight_decay, self.loss_scale = weight_decay, Tensor(loss_scale, mstype.float32)

    def construct(self, global_step):
        return _wrap(_unwrap_t(self.weight_decay(global_step)) * self.loss_scale._t)

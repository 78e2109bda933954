"""The base of the PyTorch-style optimizers (``mindspore.experimental.optim.Optimizer``).

An optimizer is a Cell holding ``param_groups`` (dicts with ``'params'`` and the hyper-parameters), one learning
rate Parameter per group (``lrs``, what the schedulers write) and its state as Parameters, so a loss-scaled train
cell that skips a step on overflow restores the state with the weights (DESIGN decision 5).
"""
from collections import defaultdict
from collections.abc import Iterable

import torch

from ...nn.cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...common.parameter import Parameter, ParameterTuple
from ..._viewdoc import cls_view

__all__ = ["Optimizer"]


@cls_view("Base class of the PyTorch-style optimizers. A subclass passes its hyper-parameter defaults and "
          "implements ``construct(gradients)``; the groups are in ``param_groups``, group ``i`` covers "
          "``parameters[group_start_id[i]:group_start_id[i + 1]]`` and its learning rate is the Parameter "
          "``lrs[i]``.",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter, in the order of `parameters`.",
          outputs="Whatever the subclass returns.",
          raises="TypeError: If `params` is not iterable, a group is not a dict or holds a non-Parameter.\n"
                 "ValueError: If `params` is None or empty, or a Parameter is in two groups.",
          key="mindspore.experimental.optim.Optimizer",
          params="(Union[list[Parameter], list[dict]]): The Parameters, or groups: dicts with ``'params'`` and "
                 "hyper-parameters overriding `defaults`.",
          defaults="(dict): The default hyper-parameters.")
class Optimizer(Cell):
    def __init__(self, params, defaults):
        super().__init__(auto_prefix=False)
        given = self._parameters_base_check(params, "params")
        self.defaults = defaults
        self.param_groups, self.parameters, self.lrs = [], [], []
        self.group_start_id = [0]
        self.state = defaultdict(dict)
        for group in (given if isinstance(given[0], dict) else [{"params": given}]):
            self.add_param_group(group)
        self.parameters = ParameterTuple(self.parameters)

    def __repr__(self):
        text = type(self).__name__ + " ("
        for i, group in enumerate(self.param_groups):
            text += f"\nParameter Group {i}\n"
            for key in sorted(group):
                if key == "params":
                    continue
                value = group[key]
                if key == "lr" and isinstance(value, Parameter):
                    value = value.value()
                text += f"    {key}: {value}\n"
        return text + ")"

    def add_param_group(self, param_group):
        """Add a group of Parameters (a dict with ``'params'``, plus hyper-parameters overriding the defaults).

        Args:
            param_group (dict): The group.
        """
        group_id = len(self.param_groups)
        param_group = self._preprocess_param_group(param_group)
        self.parameters = list(self.parameters) + list(param_group["params"])
        for name, default in self.defaults.items():
            param_group.setdefault(name, default)
        lr = self._build_single_lr(param_group.get("lr"), "learning_rate_group_" + str(group_id))
        param_group["weight_decay"] = self._preprocess_weight_decay(param_group.get("weight_decay", 0.0))
        self.lrs.append(lr)
        setattr(self, f"_lr_{group_id}", lr)
        param_group["lr"] = lr
        self.param_groups.append(param_group)
        self.group_start_id.append(self.group_start_id[-1] + len(param_group["params"]))

    @staticmethod
    def _parameters_base_check(parameters, param_info):
        if parameters is None:
            raise ValueError(f"For 'Optimizer', the argument {param_info} can not be None.")
        if not isinstance(parameters, Iterable):
            raise TypeError(f"For 'Optimizer', the argument {param_info} must be Iterable type, but got "
                            f"{type(parameters)}.")
        parameters = list(parameters)
        if not parameters:
            raise ValueError(f"For 'Optimizer', the argument {param_info} must not be empty.")
        return parameters

    def _preprocess_param_group(self, param_group):
        if not isinstance(param_group, dict):
            raise TypeError("Param group must be a dict.")
        params = param_group["params"]
        if isinstance(params, Parameter):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError("Optimizer parameters need to be organized in ordered collections, but the ordering of "
                            "tensors in sets will change between runs. Please use a list instead.")
        else:
            param_group["params"] = list(params)
        for p in param_group["params"]:
            if not isinstance(p, Parameter):
                raise TypeError("Optimizer can only optimize Parameters, but one of the params is " + str(type(p)))
        seen = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in seen for p in param_group["params"]):
            raise ValueError("some parameters appear in more than one parameter group.")
        return param_group

    def _build_single_lr(self, learning_rate, name):
        if isinstance(learning_rate, (float, int)) and not isinstance(learning_rate, bool):
            learning_rate = float(learning_rate)
            if learning_rate < 0:
                raise ValueError(f"For '{self.cls_name}', the 'learning rate' must be non-negative float, but got "
                                 f"{learning_rate}.")
            return Parameter(Tensor(learning_rate, mstype.float32), name)
        if isinstance(learning_rate, Tensor):
            if learning_rate.ndim == 0:
                return Parameter(learning_rate.astype(mstype.float32), name)
            raise ValueError("For 'Optimizer', if 'learning_rate' is a Tensor, then it should be scalar Tensor")
        raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be int, float or Tensor, but got "
                        f"{type(learning_rate)}.")

    def _preprocess_weight_decay(self, weight_decay):
        if isinstance(weight_decay, (float, int)) and not isinstance(weight_decay, bool):
            weight_decay = float(weight_decay)
            if weight_decay < 0:
                raise ValueError(f"For '{self.cls_name}', the 'weight_decay' must be non-negative float, but got "
                                 f"{weight_decay}.")
            return weight_decay
        raise TypeError(f"For 'Optimizer', the argument 'Weight_decay' must be int or float.but got "
                        f"{type(weight_decay)}")

    def construct(self, *hyper_params):
        raise NotImplementedError(f"'{type(self).__name__}' must implement construct(gradients).")

    # ------------------------------------------------------------------ helpers of the subclasses (not public)
    def _groups(self, gradients):
        """Per group: (group, torch params, torch grads in the params' dtypes, slice of `parameters`)."""
        for i, group in enumerate(self.param_groups):
            lo, hi = self.group_start_id[i], self.group_start_id[i + 1]
            params = [p._t for p in self.parameters[lo:hi]]
            grads = [g._t if isinstance(g, Tensor) else g for g in gradients[lo:hi]]
            grads = [g.to(p.dtype) for g, p in zip(grads, params)]
            yield group, params, grads, slice(lo, hi)

    @staticmethod
    def _lr(group):
        lr = group["lr"]
        return float(lr._t.detach()) if isinstance(lr, Tensor) else float(lr)

    @staticmethod
    def _ts(params):
        return [p._t for p in params]

    @staticmethod
    def _steps(step_param, n):
        """Per-Parameter step tensors at the current count (torch's functional optimizers add 1 to each)."""
        return [step_param._t.detach().to(torch.float32).clone().reshape(()) for _ in range(n)]

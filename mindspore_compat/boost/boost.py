"""AutoBoost: the boost configuration of the process (``mindspore.boost.boost``)."""
import threading

from .base import OptimizerProcess, ParameterProcess
from .grad_freeze import GradientFreeze
from .less_batch_normalization import LessBN
from ..nn.optim import SGD
from .dim_reduce import prepare_pca_mat

__all__ = ["AutoBoost"]

_MODES = ("auto", "manual", "enable_all", "disable_all")
_SWITCHES = ("less_bn", "grad_freeze", "adasum", "grad_accumulation", "dim_reduce", "loss_scale_group")
_SWITCHED_ON = {"O0": (), "O1": ("less_bn", "grad_freeze"), "O2": ("less_bn", "grad_freeze", "adasum")}


def _preset(level):
    """A fresh copy of the switches of `level`."""
    return {switch: switch in _SWITCHED_ON[level] for switch in _SWITCHES}


# The level presets. MindSpore's "manual" mode writes the user's switches into them, so the change is seen by every
# later lookup of the level; AutoBoost._reset puts the original switches back.
_boost_config_level = {level: _preset(level) for level in _SWITCHED_ON}

# Hyper-parameters of a newly configured instance (attribute -> value).
_HYPER_DEFAULTS = (
    ("_fn_flag", True), ("_gc_flag", True),
    ("_param_groups", 10), ("_freeze_type", 1), ("_freeze_p", 0.7), ("_total_steps", 65536),
    ("gradient_groups", None), ("device_number", 8), ("grad_accumulation_step", 1),
    ("rho", 0.55), ("gamma", 0.9), ("alpha", 0.001), ("sigma", 0.4), ("n_components", 32),
    ("pca_mat_path", None), ("weight_load_dir", None), ("local_pca_mat_path", None), ("timeout", 1800),
    ("pca_mat", None),
)


def _split_groups(value):
    """``gradient_split_groups`` as stored: a list is kept; an int fails like MindSpore (``list(int)``)."""
    if not isinstance(value, (list, int)):
        raise ValueError(f"gradient_groups `{value}` is not in (list, int)")
    return value if isinstance(value, list) else list(value)


# Entry of a config-dict section -> (attribute, conversion). An entry is recognised in any applied section.
_SECTION_ENTRIES = {
    "fn_flag": ("_fn_flag", None), "gc_flag": ("_gc_flag", None),
    "param_groups": ("_param_groups", None), "freeze_type": ("_freeze_type", None),
    "freeze_p": ("_freeze_p", None), "total_steps": ("_total_steps", None),
    "device_number": ("device_number", None), "gradient_split_groups": ("gradient_groups", _split_groups),
    "grad_accumulation_step": ("grad_accumulation_step", None),
    "rho": ("rho", None), "gamma": ("gamma", None), "alpha": ("alpha", None), "sigma": ("sigma", None),
    "n_components": ("n_components", None), "pca_mat_path": ("pca_mat_path", None),
    "weight_load_dir": ("weight_load_dir", None), "timeout": ("timeout", None),
}


def _current_rank():
    import torch
    dist = torch.distributed
    return dist.get_rank() if dist.is_available() and dist.is_initialized() else 0


class AutoBoost:
    r"""
    The boost configuration of the process: which acceleration algorithms the training uses, and their
    hyper-parameters.

    :class:`mindspore.Model` creates it from its `boost_level` and `boost_config_dict` arguments and, for levels
    "O1"/"O2", lets it process the network and the optimizer (:meth:`network_auto_process_train`,
    :meth:`network_auto_process_eval`).

    AutoBoost is a **process-wide singleton**, as in MindSpore: the first construction configures it, every later
    ``AutoBoost(...)`` returns the same object and ignores its arguments (``AutoBoost()`` retrieves it). As every
    ``Model`` constructs it, the first Model of the process fixes the boost level.
    ``AutoBoost._reset()`` (a mindspore_compat addition, e.g. for tests) discards the instance and restores the
    presets, so that the next construction configures a new one.

    Levels (presets of the "boost" switches):

    - "O0": nothing.
    - "O1": less_bn and grad_freeze (LessBN with FC-head replacement and gradient centralization, then gradient
      freezing).
    - "O2": less_bn, grad_freeze and adasum.

    Another level silently means "O0".

    Args:
        level (str): The boost level: "O0", "O1" or "O2". Default: ``"O0"``.
        boost_config_dict (dict): The user configuration. Recommended format::

                {
                    "boost": {"mode": "auto", "less_bn": False, "grad_freeze": False, "adasum": False,
                              "grad_accumulation": False, "dim_reduce": False, "loss_scale_group": False},
                    "common": {"gradient_split_groups": [50, 100], "device_number": 8},
                    "less_bn": {"fn_flag": True, "gc_flag": True},
                    "grad_freeze": {"param_groups": 10, "freeze_type": 1, "freeze_p": 0.7, "total_steps": 65536},
                    "grad_accumulation": {"grad_accumulation_step": 1},
                    "dim_reduce": {"rho": 0.55, "gamma": 0.9, "alpha": 0.001, "sigma": 0.4, "n_components": 32,
                                   "pca_mat_path": None, "weight_load_dir": None, "timeout": 1800}
                }

            - boost:

              - mode (str): "auto" (the level's preset; the switches below are ignored), "manual" (the switches
                given here replace those of the level's preset), "enable_all" or "disable_all". Default: "auto".
              - less_bn, grad_freeze, adasum, grad_accumulation, dim_reduce, loss_scale_group (bool): the
                algorithm switches. With dim_reduce, the other algorithms are not used; with grad_freeze (and no
                dim_reduce), the other algorithms except less_bn are not used.

            - common: gradient_split_groups (list, the gradient fusion split points, default [50, 100]),
              device_number (int, devices per node, default 8).
            - less_bn: fn_flag (bool, replace the FC head by :class:`mindspore.boost.less_batch_normalization.
              CommonHeadLastFN`, default True), gc_flag (bool, gradient centralization, default True).
            - grad_freeze: param_groups (int, default 10), freeze_type (0 or 1, default 1), freeze_p (float,
              default 0.7), total_steps (int, default 65536).
            - grad_accumulation: grad_accumulation_step (int, default 1).
            - dim_reduce: rho (0.55), gamma (0.9), alpha (0.001), sigma (0.4), n_components (32), pca_mat_path
              (str, a ``.npy`` PCA matrix), weight_load_dir (str, a folder of ``.ckpt`` files the PCA matrix is
              computed from), timeout (seconds, 1800).

            A section is applied only when its algorithm is enabled ("common" always). Missing entries keep their
            defaults. To use a JSON file, load it with ``json.load`` and pass the dict. Default: ``""``.

    Raises:
        ValueError: If the mode is not "auto", "manual", "enable_all" or "disable_all".
        ValueError: If ``gradient_split_groups`` is neither a list nor an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.boost import AutoBoost
        >>> boost_config_dict = {"boost": {"mode": "auto"}}
        >>> boost = AutoBoost("O1", boost_config_dict)
        >>> print(boost.level, boost.boost_config["less_bn"], boost.boost_config["grad_freeze"])
        O1 True True
        >>> print(AutoBoost("O2") is boost, AutoBoost().level)
        True O1
    """
    _instance = None
    _creation_lock = threading.Lock()

    def __new__(cls, *args, **kwargs):  # pylint: disable=unused-argument
        with cls._creation_lock:
            if AutoBoost._instance is None:
                fresh = super().__new__(cls)
                fresh.level = None
                fresh.boost_config_dict = None
                AutoBoost._instance = fresh
        return AutoBoost._instance

    def __init__(self, level="O0", boost_config_dict=""):
        if self.level is not None:
            return  # configured by the first construction; later arguments are ignored
        self.level = level if level in _boost_config_level else "O0"
        self.boost_config_dict = boost_config_dict
        for name, value in _HYPER_DEFAULTS:
            setattr(self, name, value)
        self.boost_config = self._configure(boost_config_dict)
        self._param_process = ParameterProcess()

    @classmethod
    def _reset(cls):
        """Discard the process-wide instance and restore the level presets (mindspore_compat addition; MindSpore
        has no way to reconfigure boost in a running process). The next ``AutoBoost(...)`` configures anew."""
        with cls._creation_lock:
            AutoBoost._instance = None
            for level, switches in _boost_config_level.items():
                switches.clear()
                switches.update(_preset(level))

    def network_auto_process_train(self, network, optimizer):
        r"""
        Apply the enabled algorithms to a network and its optimizer for training.

        - dim_reduce: prepares the PCA matrix (from ``pca_mat_path`` or from the checkpoints in
          ``weight_load_dir``, attribute ``pca_mat``) and returns the network with a new
          ``SGD(network.trainable_params(), learning_rate=1)`` flagged ``dim_reduce`` (the given optimizer is not
          used); nothing else is applied.
        - less_bn: wraps the network in :class:`mindspore.boost.LessBN` (with ``fn_flag``), assigns gradient fusion
          groups, regroups the optimizer's parameters, adds gradient centralization (``gc_flag``) and builds a new
          optimizer of the same class.
        - grad_freeze: replaces the optimizer by a :class:`mindspore.boost.FreezeOpt`
          (:meth:`mindspore.boost.GradientFreeze.freeze_generate`).
        - adasum: flags the optimizer ``adasum`` (used by :class:`mindspore.boost.BoostTrainOneStepCell` in
          data-parallel training over 16 devices or more).

        Args:
            network (Cell): The training network.
            optimizer (Cell): The optimizer.

        Returns:
            Tuple ``(network, optimizer)``.

        Raises:
            ValueError: With dim_reduce, if neither a ``.npy`` ``pca_mat_path`` nor an existing
                ``weight_load_dir`` is configured.

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import AutoBoost
            >>> boost = AutoBoost("O1")
            >>> net = nn.SequentialCell([nn.Dense(16, 8), nn.ReLU(), nn.Dense(8, 2)])
            >>> optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
            >>> net, optimizer = boost.network_auto_process_train(net, optimizer)
            >>> print(type(net).__name__, type(net.network[2]).__name__)
            LessBN CommonHeadLastFN
            >>> print(type(optimizer).__name__, optimizer.groups_num)
            FreezeOpt 10
        """
        config = self.boost_config
        if config.get("dim_reduce"):
            return network, self._dim_reduce_optimizer(network)
        if config.get("less_bn"):
            network, optimizer = self._apply_less_bn(network, optimizer)
        if config.get("grad_freeze"):
            freezer = GradientFreeze(self._param_groups, self._freeze_type, self._freeze_p, self._total_steps)
            network, optimizer = freezer.freeze_generate(network, optimizer)
        if config.get("adasum"):
            optimizer.adasum = True
        return network, optimizer

    def _dim_reduce_optimizer(self, network):
        """Prepare the PCA matrix; DimReduce trains with a plain ``SGD(lr=1)`` flagged ``dim_reduce``."""
        self.pca_mat = prepare_pca_mat(network, self.weight_load_dir, self.pca_mat_path, self.n_components,
                                       _current_rank(), self.timeout)
        sgd = SGD(network.trainable_params(), learning_rate=1)
        sgd.dim_reduce = True
        return sgd

    def _apply_less_bn(self, network, optimizer):
        """LessBN wrapper, gradient-fusion groups, optimizer rebuilt on the regrouped (and centralized) params."""
        wrapped = LessBN(network, fn_flag=self._fn_flag)
        rebuild = OptimizerProcess(optimizer)
        fused = self._param_process.assign_parameter_group(wrapped.trainable_params(), self.gradient_groups)
        rebuild.origin_params = ParameterProcess.generate_group_params(fused, rebuild.origin_params)
        if self._gc_flag:
            rebuild.add_grad_centralization(wrapped)
        return wrapped, rebuild.generate_new_optimizer()

    def network_auto_process_eval(self, network):
        r"""
        Apply the enabled algorithms to a network for evaluation: :class:`mindspore.boost.LessBN` with less_bn
        (without dim_reduce); otherwise the network unchanged.

        Args:
            network (Cell): The evaluation network.

        Returns:
            Cell, the network to evaluate.

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.boost import AutoBoost
            >>> boost = AutoBoost("O1")
            >>> print(type(boost.network_auto_process_eval(nn.Dense(2, 2))).__name__)
            LessBN
        """
        if self.boost_config.get("dim_reduce") or not self.boost_config.get("less_bn"):
            return network
        return LessBN(network)

    def _configure(self, user_dict):
        """The switches of the level as changed by `user_dict`; the hyper-parameter sections of the enabled
        algorithms (and "common") are applied."""
        switches = _boost_config_level[self.level]
        if not user_dict:
            return switches
        boost_section = user_dict["boost"] if "boost" in user_dict else {}
        mode = boost_section["mode"] if "mode" in boost_section else "auto"
        if mode not in _MODES:
            raise ValueError(f"The boost mode must be in {list(_MODES)}, but got {mode}")
        if mode == "manual":
            # written into the level's preset itself, as MindSpore does
            switches.update((k, v) for k, v in boost_section.items() if k in switches)
        elif mode in ("enable_all", "disable_all"):
            switches = dict.fromkeys(switches, mode == "enable_all")
        for section_name, section in user_dict.items():
            if section_name == "common" or switches.get(section_name):
                self._apply_section(section)
        return switches

    def _apply_section(self, section):
        for key in section:
            entry = _SECTION_ENTRIES.get(key)
            if entry is None:
                continue
            attribute, convert = entry
            value = section[key]
            setattr(self, attribute, value if convert is None else convert(value))

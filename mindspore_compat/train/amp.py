"""``mindspore.train.amp``: mixed precision for a network and the one-call train network.

* :func:`build_train_network` — a network, a loss and an optimizer turned into a (loss-scaled) train cell.
* :func:`auto_mixed_precision`, :func:`custom_mixed_precision` — run a network in float16 / bfloat16.
* :func:`get_white_list`, :func:`get_black_list` — the cells and primitives the levels cast.

:mod:`mindspore.amp` re-exports these names.
"""
import copy
import functools
from collections import OrderedDict
from types import FunctionType, MethodType

import torch

from .. import context
from .. import nn, ops
from .._backend import device as _device
from .._backend import dtype_map as _dm
from .._checkparam import check_value_type
from ..boost import (BoostTrainOneStepCell, BoostTrainOneStepWithLossScaleCell, FreezeOpt,
                     GroupLossScaleManager)
from ..common import dtype as mstype
from ..nn.cell import Cell
from ..nn.optim import Optimizer
from ..nn.wrap._utils import cast_floats, get_attr_from_cell, log_warning
from ..nn.wrap.cell_wrapper import TrainOneStepCell, WithLossCell
from ..nn.wrap.loss_scale import TrainOneStepWithLossScaleCell
from ..ops.primitive import Primitive
from .loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager

__all__ = ["build_train_network", "auto_mixed_precision", "custom_mixed_precision", "get_white_list",
           "get_black_list"]

_LEVELS = ["O0", "O1", "O2", "O3", "auto"]
_BOOST_LEVELS = ["O0", "O1", "O2"]


def _classes(module, names):
    return [getattr(module, n) for n in names if hasattr(module, n)]


def _white_black_lists():
    white = _classes(nn, ["Conv1d", "Conv2d", "Conv3d", "Conv1dTranspose", "Conv2dTranspose", "Conv3dTranspose",
                          "Dense", "LSTMCell", "RNNCell", "GRUCell"])
    white += _classes(ops, ["Conv2D", "Conv3D", "Conv2DTranspose", "Conv3DTranspose", "Conv2DBackpropInput",
                            "MatMul", "BatchMatMul", "PReLU", "ReLU", "Ger"])
    black = _classes(nn, ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LayerNorm"])
    return white, black


AMP_WHITE_LIST, AMP_BLACK_LIST = _white_black_lists()

# Level presets. The O2 manager is one module-level instance shared by every network built at level O2 (as in
# MindSpore); pass `loss_scale_manager=` to get a private one.
_config_level = {
    "O0": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O1": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O2": {"keep_batchnorm_fp32": True, "cast_model_type": mstype.float16,
           "loss_scale_manager": DynamicLossScaleManager()},
    "O3": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float16, "loss_scale_manager": None},
    "auto": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
}


def get_white_list():
    """
    The classes that level ``"O1"`` of :func:`auto_mixed_precision` runs in low precision.

    Returns:
        list, a copy of the white list (Cell and Primitive classes).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import amp, nn
        >>> white_list = amp.get_white_list()
        >>> print(nn.Dense in white_list, nn.BatchNorm2d in white_list)
        True False
    """
    return list(AMP_WHITE_LIST)


def get_black_list():
    """
    The classes that level ``"O2"`` of :func:`auto_mixed_precision` keeps in float32.

    Returns:
        list, a copy of the black list (Cell classes).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import amp, nn
        >>> black_list = amp.get_black_list()
        >>> print(nn.BatchNorm2d in black_list, nn.Dense in black_list)
        True False
    """
    return list(AMP_BLACK_LIST)


class _OutputTo16(Cell):
    """Runs a cell and casts its (floating) output to float16 (or `dtype`)."""

    def __init__(self, backbone, dtype=mstype.float16):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self.dtype = dtype
        self._torch_dtype = _dm.to_torch(dtype)
        get_attr_from_cell(self, backbone)

    def construct(self, *args, **kwargs):
        return cast_floats(self._backbone(*args, **kwargs), self._torch_dtype)


class _OutputTo32(Cell):
    """Runs a cell and casts its floating outputs to float32."""

    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        get_attr_from_cell(self, backbone)

    def construct(self, *args, **kwargs):
        return cast_floats(self._backbone(*args, **kwargs), torch.float32)


def _replace_black_list_cells(network, black_list, dtype):
    """Replace every sub-cell of a black-listed class by ``_OutputTo16(cell.to_float(float32), dtype)``."""
    black_list = tuple(black_list)
    for name, subcell in list(network.name_cells().items()):
        if subcell is network:
            continue
        if black_list and isinstance(subcell, black_list):
            network.insert_child_to_cell(name, _OutputTo16(subcell.to_float(mstype.float32), dtype))
        else:
            _replace_black_list_cells(subcell, black_list, dtype)


# ----- level O1: white-list casting ---------------------------------------------------------------------------------
class _AmpCastPrimitive:
    """A white-listed primitive run in low precision: floating inputs cast to `dtype`, outputs back to float32."""

    def __init__(self, prim, dtype):
        self.__dict__["_prim"] = prim
        self.__dict__["_torch_dtype"] = _dm.to_torch(dtype)

    def __call__(self, *args, **kwargs):
        low = self._torch_dtype
        out = self._prim(*cast_floats(args, low), **{k: cast_floats(v, low) for k, v in kwargs.items()})
        return cast_floats(out, torch.float32)

    def __getattr__(self, name):
        return getattr(self.__dict__["_prim"], name)

    def __repr__(self):
        return repr(self._prim)


_OPT_CLASSES = {}


def _opt_class(cls, white):
    """The ``<Name>Opt`` subclass of `cls` used by the O1 copy of a network."""
    key = (cls, white)
    if key not in _OPT_CLASSES:
        ns = {"__module__": cls.__module__, "__qualname__": cls.__qualname__ + "Opt"}
        if white:
            base_call = cls.__call__

            def __call__(self, *args, **kwargs):
                return cast_floats(base_call(self, *args, **kwargs), torch.float32)

            ns["__call__"] = __call__
        _OPT_CLASSES[key] = type(cls.__name__ + "Opt", (cls,), ns)
    return _OPT_CLASSES[key]


def _shallow_cell_copy(cell, new_cls):
    new = object.__new__(new_cls)
    state = {}
    for k, v in cell.__dict__.items():
        if type(v) in (dict, OrderedDict, set, list):
            v = copy.copy(v)
        state[k] = v
    new.__dict__.update(state)
    new.__dict__["_cells"] = new.__dict__["_modules"]
    return new


def _o1_copy(cell, dtype, cell_white, prim_white, memo):
    """Copy of `cell` (sharing its Parameters) with white-listed cells and primitives running in `dtype`."""
    if id(cell) in memo:
        return memo[id(cell)]
    white = bool(cell_white) and isinstance(cell, cell_white)
    new = _shallow_cell_copy(cell, _opt_class(type(cell), white))
    memo[id(cell)] = new
    for name, child in list(new._modules.items()):
        if isinstance(child, Cell):
            c = _o1_copy(child, dtype, cell_white, prim_white, memo)
            new._modules[name] = c
            if new.__dict__.get(name) is child:
                new.__dict__[name] = c
    if white:
        new.to_float(dtype)
    elif prim_white:
        for name, value in list(new.__dict__.items()):
            if isinstance(value, prim_white):
                new.__dict__[name] = _AmpCastPrimitive(value, dtype)
    return new


def _o1_rewrite(network, dtype, white_list):
    cell_white = tuple(c for c in white_list if issubclass(c, Cell))
    prim_white = tuple(c for c in white_list if issubclass(c, Primitive))
    return _o1_copy(network, dtype, cell_white, prim_white, {})


# ----- level auto: operator-level autocast --------------------------------------------------------------------------
class _AmpStrategy:
    """The ``amp_strategy`` attribute set by level ``"auto"``."""

    def __init__(self, amp_level, amp_dtype):
        self.amp_level = amp_level
        self.amp_dtype = amp_dtype

    def get_amp_level(self):
        return self.amp_level

    def get_amp_dtype(self):
        return self.amp_dtype

    def __repr__(self):
        return f"AmpStrategy(amp_level={self.amp_level}, amp_dtype={self.amp_dtype})"


def _autocast(fn, dtype):
    torch_dtype = _dm.to_torch(dtype)

    @functools.wraps(fn)
    def run(*args, **kwargs):
        with torch.autocast(device_type=_device.current_device().type, dtype=torch_dtype):
            return fn(*args, **kwargs)

    return run


def _auto_level(network, dtype):
    if isinstance(network, Cell):
        network.__dict__["construct"] = _autocast(network.construct, dtype)
        network.__dict__["amp_strategy"] = _AmpStrategy("auto", dtype)
        return network
    run = _autocast(network, dtype)
    run.amp_strategy = _AmpStrategy("auto", dtype)
    return run


def _check_dtype(dtype):
    if dtype not in (mstype.float16, mstype.bfloat16):
        raise ValueError(f"The dtype should be one of (mstype.float16, mstype.bfloat16), but got {dtype}.")


def auto_mixed_precision(network, amp_level="O0", dtype=mstype.float16):
    """
    Run a network in mixed precision.

    Levels:

    - ``"O0"``: nothing changes (the same object is returned).
    - ``"O1"``: the white-listed cells and primitives (see :func:`get_white_list`: convolutions, Dense, recurrent
      cells, MatMul, BatchMatMul, ReLU, ...) run in `dtype`: their floating inputs are cast to `dtype` and their
      outputs back to float32. A new network object is returned (it shares the Parameters of `network`); its cells'
      classes carry an ``Opt`` suffix (``DenseOpt``).
    - ``"O2"``: the whole network runs in `dtype` except the black-listed cells (BatchNorm, LayerNorm; see
      :func:`get_black_list`), which run in float32 with a `dtype` output; the outputs are cast to float32.
    - ``"O3"``: the whole network runs in `dtype`; the outputs are cast to float32.
    - ``"auto"``: operator-level automatic casting: matrix products and convolutions run in `dtype`, precision-
      sensitive operators (reductions, softmax, norms, losses, exp/log ...) in float32 (PyTorch's autocast lists).
      The same object is returned; a plain function is also accepted.

    Parameters stay float32; only the computation is cast.

    Args:
        network (Union[Cell, function]): The network (a function only with ``"auto"``).
        amp_level (str): ``"O0"``, ``"O1"``, ``"O2"``, ``"O3"`` or ``"auto"``. Default: ``"O0"``.
        dtype (Type): ``mstype.float16`` or ``mstype.bfloat16``. Default: ``mstype.float16``.

    Returns:
        The network in mixed precision.

    Raises:
        TypeError: If `network` is not a Cell (or, with ``"auto"``, a function).
        ValueError: If `dtype` is not float16 or bfloat16.
        ValueError: If `amp_level` is not supported.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import amp, nn, Tensor
        >>> net = nn.Dense(3, 2)
        >>> net = amp.auto_mixed_precision(net, "O3")
        >>> print(net(Tensor(np.ones([1, 3]), ms.float32)).dtype)
        Float32
        >>> print(net)
        _OutputTo32(
          (_backbone): Dense(input_channels=3, output_channels=2, has_bias=True)
        )
    """
    if not isinstance(network, Cell) and not (amp_level == "auto" and isinstance(network, (FunctionType,
                                                                                           MethodType))):
        raise TypeError(f"For amp_level '{amp_level}', the network type should be Cell.")
    _check_dtype(dtype)
    if amp_level == "O0":
        return network
    previous = getattr(network, "_amp_level", "") if isinstance(network, Cell) else ""
    if previous in ("O1", "O2", "O3", "auto"):
        log_warning(f"The network's auto mixed-precision level is adjusted from {previous} to {amp_level}, and "
                    f"repeated calls to mixed-precision interfaces can cause performance degradation.")
    if amp_level == "O1":
        network = _o1_rewrite(network, dtype, AMP_WHITE_LIST)
    elif amp_level == "O2":
        network.to_float(dtype)
        _replace_black_list_cells(network, AMP_BLACK_LIST, dtype)
        network = _OutputTo32(network)
    elif amp_level == "O3":
        network.to_float(dtype)
        network = _OutputTo32(network)
    elif amp_level == "auto":
        network = _auto_level(network, dtype)
    else:
        raise ValueError(f"The amp level {amp_level} is not supported")
    if isinstance(network, Cell):
        network.__dict__["_amp_level"] = amp_level
    else:
        network._amp_level = amp_level
    return network


def _check_custom_list(custom_list, list_name):
    """A user's white or black list must be a list of classes: Cell or Primitive subclasses for a white list,
    Cell subclasses for a black list. Leaving out a class of the built-in black list is reported."""
    if not isinstance(custom_list, list):
        raise TypeError(f"The type of {list_name} should be list, but got {type(custom_list)}")
    is_white = list_name == "white_list"
    allowed = (Cell, Primitive) if is_white else (Cell,)
    allowed_text = "'Cell' and 'Primitive'" if is_white else "'Cell'"
    for elem in custom_list:
        if not isinstance(elem, type):
            raise TypeError(f"The element in {list_name} should be a class, but got {elem}")
        if list_name in ("white_list", "black_list") and not issubclass(elem, allowed):
            raise TypeError(f"The subclass of element in {list_name} should be one of {allowed_text}, but got "
                            f"{elem}")
    if list_name == "black_list":
        dropped = [elem for elem in AMP_BLACK_LIST if elem not in custom_list]
        for elem in dropped:
            log_warning(f"{elem} is removed from internal black list.")


def custom_mixed_precision(network, *, white_list=None, black_list=None, dtype=mstype.float16):
    """
    Mixed precision with your own white list or black list.

    With `white_list`, works like level ``"O1"`` of :func:`auto_mixed_precision` with that list: the listed cells
    and primitives run in `dtype`. With `black_list`, works like level ``"O2"`` with that list: everything runs in
    `dtype` except the listed cells, and the outputs are cast to float32.

    Args:
        network (Cell): The network.
        white_list (list[Union[Cell, Primitive]]): Classes to run in low precision. Default: ``None``.
        black_list (list[Cell]): Cell classes to keep in float32. Default: ``None``.
        dtype (Type): ``mstype.float16`` or ``mstype.bfloat16``. Default: ``mstype.float16``.

    Returns:
        Cell, the network in mixed precision.

    Raises:
        TypeError: If `network` is not a Cell, or a list is not a list of suitable classes.
        ValueError: If both lists or none are given, or `dtype` is not float16 or bfloat16.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import amp, nn, Tensor
        >>> net = nn.SequentialCell([nn.Dense(3, 2), nn.ReLU()])
        >>> net = amp.custom_mixed_precision(net, white_list=[nn.Dense])
        >>> print(type(net).__name__)
        SequentialCellOpt
        >>> print(net(Tensor(np.ones([1, 3]), ms.float32)).dtype)
        Float32
    """
    if not isinstance(network, Cell):
        raise TypeError("The network type should be Cell.")
    if white_list is None and black_list is None:
        raise ValueError("For custom_mixed_precision, one of white_list and black_list must be provided.")
    if white_list is not None and black_list is not None:
        raise ValueError("For custom_mixed_precision, the white_list or black_list cannot be provided at the same "
                         "time, please provide one or the other.")
    _check_dtype(dtype)
    if white_list is not None:
        _check_custom_list(white_list, "white_list")
        return _o1_rewrite(network, dtype, white_list)
    _check_custom_list(black_list, "black_list")
    network.to_float(dtype)
    _replace_black_list_cells(network, black_list, dtype)
    return _OutputTo32(network)


# ----- build_train_network ------------------------------------------------------------------------------------------
class _AmpWithLossCell(Cell):
    """Loss wrapper used by build_train_network for low-precision networks: casts the network output and the label
    to float32 before the loss."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn
        get_attr_from_cell(self, backbone)

    def construct(self, data, label):
        out = self._backbone(data)
        label = cast_floats(label, torch.float32)
        return self._loss_fn(cast_floats(out, torch.float32), label)


_AmpWithLossCell.__name__ = "WithLossCell"
_AmpWithLossCell.__qualname__ = "WithLossCell"


def _check_level(level, boost_level):
    if not isinstance(level, str):
        raise TypeError(f"The argument `level` must be a string in {_LEVELS}, but got type {type(level)}.")
    if level not in _LEVELS:
        raise ValueError(f"The 'level' should be in : {_LEVELS}, but got {level}.")
    if boost_level not in _BOOST_LEVELS:
        raise ValueError(f"The 'boost_level' should be in : {_BOOST_LEVELS}, but got {boost_level}.")
    return boost_level in ("O1", "O2")


def _check_kwargs(kwargs):
    for arg in kwargs:
        if arg not in ("cast_model_type", "keep_batchnorm_fp32", "loss_scale_manager"):
            raise ValueError(f"Unsupported arg '{arg}'")
    if "cast_model_type" in kwargs:
        value = kwargs["cast_model_type"]
        if value not in (mstype.float16, mstype.float32):
            raise TypeError(f"For 'build_train_network', the 'cast_model_type' should be one of "
                            f"['Float16', 'Float32'], but got {value}.")
    if "keep_batchnorm_fp32" in kwargs:
        check_value_type("keep_batchnorm_fp32", kwargs["keep_batchnorm_fp32"], [bool])
    manager = kwargs.get("loss_scale_manager")
    if manager:
        check_value_type("loss_scale_manager", manager, [LossScaleManager, GroupLossScaleManager])


def _check_optimizer(optimizer):
    allowed = [Optimizer, FreezeOpt]
    allowed += [getattr(nn, n) for n in ("AdaSumByGradWrapCell", "AdaSumByDeltaWeightWrapCell") if hasattr(nn, n)]
    if not isinstance(optimizer, tuple(allowed)):
        raise TypeError(f"The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                        f"'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                        f"'{type(optimizer).__name__}'.")


def _precision_process(network, config, level):
    if config["cast_model_type"] == mstype.float16:
        network.to_float(mstype.float16)
        if config["keep_batchnorm_fp32"]:
            _replace_black_list_cells(network, AMP_BLACK_LIST, mstype.float16)
    elif not config["keep_batchnorm_fp32"] and level == "O2":
        network.to_float(mstype.float16)
    elif not (config["cast_model_type"] == mstype.float32 and level in ("O2", "O3")):
        # float32 with O2/O3 (cast_model_type overridden by the user) leaves the network as it is
        network = auto_mixed_precision(network, level)
    return network


def build_train_network(network, optimizer, loss_fn=None, level="O0", boost_level="O0", **kwargs):
    """
    Build a train network (one call = one training step) with mixed precision and loss scaling.

    Levels (presets of `kwargs`):

    - ``"O0"``: float32, no loss scaling.
    - ``"O1"``: white-list casting (see :func:`auto_mixed_precision`), no loss scaling.
    - ``"O2"``: the network in float16 with BatchNorm/LayerNorm kept in float32, dynamic loss scaling with a
      :class:`mindspore.amp.DynamicLossScaleManager` (``2**24``, 2, 2000) — one instance shared by every call at
      this level.
    - ``"O3"``: the whole network in float16, no loss scaling.
    - ``"auto"``: operator-level automatic casting, no loss scaling.

    The network is changed in place (``to_float``). With `loss_fn` it is wrapped in a loss cell (one that casts
    the output and the label to float32 when the network runs in low precision). With a loss-scale manager whose
    ``get_update_cell()`` gives a cell, the result is a :class:`mindspore.nn.TrainOneStepWithLossScaleCell`;
    otherwise a :class:`mindspore.nn.TrainOneStepCell` with ``sens`` = the manager's loss scale (``None`` without
    a manager).

    Args:
        network (Cell): The network.
        optimizer (Optimizer): The optimizer.
        loss_fn (Union[None, Cell]): The loss function; ``None`` when `network` already outputs the loss.
            Default: ``None``.
        level (str): ``"O0"``, ``"O1"``, ``"O2"``, ``"O3"`` or ``"auto"``. Default: ``"O0"``.
        boost_level (str): ``"O0"``, ``"O1"`` or ``"O2"`` (``mindspore.boost`` acceleration). Default: ``"O0"``.
        kwargs: Overrides of the level preset: ``cast_model_type`` (``mstype.float16`` or ``mstype.float32``),
            ``keep_batchnorm_fp32`` (bool), ``loss_scale_manager`` (:class:`mindspore.amp.LossScaleManager` or
            ``None``).

    Returns:
        Cell, the train network (in training mode).

    Raises:
        TypeError: If `optimizer` is not an optimizer, or `level` is not a str.
        ValueError: If `level` or `boost_level` is not supported, or `kwargs` has an unknown key.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import amp, nn
        >>> net = nn.Dense(3, 2)
        >>> loss_fn = nn.MSELoss()
        >>> optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> manager = ms.DynamicLossScaleManager(init_loss_scale=2**16, scale_factor=2, scale_window=2)
        >>> train_net = amp.build_train_network(net, optimizer, loss_fn, level="O0", loss_scale_manager=manager)
        >>> print(type(train_net).__name__)
        TrainOneStepWithLossScaleCell
        >>> print(type(amp.build_train_network(nn.Dense(3, 2), optimizer, loss_fn)).__name__)
        TrainOneStepCell
    """
    _check_optimizer(optimizer)
    enable_boost = _check_level(level, boost_level)
    _check_kwargs(kwargs)
    config = dict(_config_level[level], **kwargs)
    network = _precision_process(network, config, level)
    if loss_fn:
        check_value_type("loss_fn", loss_fn, [Cell])
        if config["cast_model_type"] in (mstype.float16, mstype.bfloat16) or \
                getattr(network, "_amp_level", "") in ("O2", "O3", "auto"):
            network = _AmpWithLossCell(network, loss_fn)
        else:
            network = WithLossCell(network, loss_fn)
    if context.get_auto_parallel_context("pipeline_stages") > 1:
        raise RuntimeError("build_train_network: pipeline-parallel training (pipeline_stages > 1) is not supported "
                           "by mindspore_compat yet.")
    loss_scale = None
    manager = config["loss_scale_manager"]
    if manager is not None:
        loss_scale = manager.get_loss_scale()
        update_cell = manager.get_update_cell()
        if update_cell is not None:
            if enable_boost:
                return BoostTrainOneStepWithLossScaleCell(network, optimizer, scale_sense=update_cell).set_train()
            return TrainOneStepWithLossScaleCell(network, optimizer, scale_sense=update_cell).set_train()
    if enable_boost:
        return BoostTrainOneStepCell(network, optimizer, loss_scale).set_train()
    return TrainOneStepCell(network, optimizer, loss_scale).set_train()


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

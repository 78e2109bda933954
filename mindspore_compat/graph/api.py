"""``mindspore.jit`` and its companions: functions and Cells compiled with ``torch.compile``.

MindSpore 2.10 keeps these in ``mindspore.graph.api`` (``mindspore.common.api`` re-exports them for older
imports). The compiling itself, with its backend, fallback and caching policy, is in ``_backend/compile.py``.
"""
import functools
import inspect
import json
import logging
import os
import types
import weakref

import torch

from .. import context
from .._backend import compile as _compile
from .._backend import device as _device
from .jit_config import JitConfig
from .dynamic_shape import inputs as _inputs
from .dynamic_shape.enable_dynamic import ATTRIBUTE as _ENABLE_DYNAMIC

__all__ = ["jit", "jit_class", "ms_memory_recycle", "ms_function"]

_logger = logging.getLogger("mindspore")
_CAPTURE_MODES = ["ast", "bytecode", "trace"]
_JIT_LEVELS = ["O0", "O1"]
_BACKENDS = ("", "ms_backend", "GE")
# options MindSpore 2.10 still accepts in **options but ignores (what replaces each, "" for nothing)
_DEPRECATED_OPTIONS = {"mode": "capture_mode", "input_signature": "dynamic", "hash_args": "",
                       "jit_config": "jit_level, fullgraph or options", "compile_once": ""}
_live = weakref.WeakSet()  # every compiled function, for ms_memory_recycle


def _check_choice(name, value, choices):
    if not isinstance(value, str) or value not in choices:
        raise ValueError(f"For 'jit', the '{name}' must be str and must be in '{choices}', but got '{value}'.")
    return value


def _check_one_of(option, value, choices):
    if not isinstance(value, str):
        raise TypeError(f"For 'jit(options)', the type of '{option}' must be str, but got {type(value)}.")
    if value not in choices:
        raise ValueError(f"For '{option}', the value of '{option}' must be one of {choices}, but got '{value}'.")


def _check_ge_options(option, value):
    if not isinstance(value, dict):
        raise TypeError(f"For 'jit(options)', the type of '{option}' must be dict, but got {type(value)}.")
    for level, entries in value.items():
        if level not in ("global", "session"):
            raise ValueError(f"For '{option}', the key of '{option}' must be one of ['global', 'session'], "
                             f"but got '{level}'.")
        if not isinstance(entries, dict):
            raise TypeError(f"For '{option}', the type of {level} options must be dict, but got {type(entries)}. "
                            f"The error options: {entries}.")
        for key, setting in entries.items():
            if not isinstance(key, str):
                raise TypeError(f"For '{option}', the type of key and value must be str, but got {type(key)}. "
                                f"The error key is {key}.")
            if not isinstance(setting, str):
                raise TypeError(f"For '{option}', the type of key and value must be str, but got {type(setting)}. "
                                f"The error value is {setting}")


def _check_options(options):
    """Validate ``jit(**options)`` as MindSpore 2.10 does; deprecated entries are logged and dropped."""
    for key, instead in _DEPRECATED_OPTIONS.items():
        if key in options:
            message = f"For 'jit', the parameter '{key}' has been deprecated."
            if instead:
                message += f" Please use the parameter '{instead}' instead."
            _logger.warning(message)
            del options[key]
    for option, value in options.items():
        if option == "disable_format_transform":
            if not isinstance(value, bool):
                raise TypeError(f"For 'jit(options)', the type of '{option}' must be bool, but got {type(value)}.")
        elif option == "exec_order":
            _check_one_of(option, value, ["bfs", "dfs"])
        elif option == "infer_boost":
            _logger.warning("For 'jit', the parameter 'infer_boost' is deprecated since MindSpore 2.10.0.")
            _check_one_of(option, value, ["on", "off"])
        elif option == "auto_offload":
            _check_one_of(option, value, ["weight", "activation", "all"])
        elif option == "ge_options":
            _check_ge_options(option, value)
        elif option != "exc_mode":
            _logger.warning(f"For 'jit(options)', the option argument '{option}' is not recognized, please check!")


def _device_type():
    return _device.current_device().type


def _check_backend(backend):
    if not isinstance(backend, str):
        raise RuntimeError(f"For 'jit', the argument 'backend' must be a str, but got {type(backend)}.")
    if backend not in _BACKENDS:
        raise RuntimeError(f"Invalid backend name: {backend}, you should register custom backend first")


class _JitRunner:
    """One decorated function: compiled on its first call (the backend name is checked then, as in MindSpore)."""

    def __init__(self, fn, jit_level, dynamic, fullgraph, backend):
        self.fn = fn
        self.jit_level = jit_level
        self.dynamic = dynamic
        self.fullgraph = fullgraph
        self.backend = backend
        self.compiled = None

    def __call__(self, *args, **kwargs):
        if os.environ.get("MS_JIT") == "0":
            return self.fn(*args, **kwargs)
        described = getattr(self.fn, _ENABLE_DYNAMIC, None)
        if described:
            self._match(described, args, kwargs)
        if self.compiled is None:
            _check_backend(self.backend)
            self.compiled = _compile.CompiledFunction(
                self.fn, fullgraph=self.fullgraph, dynamic=bool(self.dynamic),
                backend=_compile.backend_for(self.jit_level, _device_type()), name=self.fn.__qualname__)
            _live.add(self.compiled)
        return self.compiled(*args, **kwargs)

    def _match(self, described, args, kwargs):
        """Check the arguments named by ``enable_dynamic`` and mark their unknown dimensions dynamic."""
        given = inspect.signature(self.fn).bind_partial(*args, **kwargs).arguments
        unique_seen = {}
        for index, (name, spec) in sorted(described.items()):
            if name in given:
                _inputs.match(given[name], spec, index, _inputs.ENABLE_DYNAMIC, unique_seen)


def _is_cell(obj):
    return isinstance(obj, torch.nn.Module) and hasattr(obj, "construct")


def _wrapper(settings):
    def wrap(func):
        if _is_cell(func):  # a Cell instance: its construct, bound to it
            return types.MethodType(wrap(type(func).construct), func)
        if isinstance(func, type) and issubclass(func, torch.nn.Module) and hasattr(func, "construct"):
            func.construct = wrap(func.construct)
            return func
        if isinstance(func, types.MethodType):
            return types.MethodType(wrap(func.__func__), func.__self__)
        if not isinstance(func, types.FunctionType):
            _logger.warning(f"The func should be function, method or cell instance/class, but got {func}")
            return func
        if hasattr(func, "__wrapped_by_jit__"):
            _logger.warning(f"The func {func} should be wrapped by jit only once.")
        runner = _JitRunner(func, **settings)

        @functools.wraps(func)
        def staged(*args, **kwargs):
            return runner(*args, **kwargs)

        staged.__signature__ = inspect.signature(func)
        staged.__wrapped_by_jit__ = True
        staged._jit_runner = runner
        return staged

    return wrap


def jit(function=None, *, capture_mode="ast", jit_level="O0", dynamic=0, fullgraph=False, backend="", **options):
    """
    Compile a function, a method or a Cell's ``construct`` into a graph.

    The function is compiled with ``torch.compile`` on its first call for each input signature (tensor shapes and
    dtypes, Python scalars) and the compiled graph is reused by later calls with the same signature. It gives
    the same numbers as the uncompiled function. Inside, a Python construct that cannot be captured (a print, a
    host read of a tensor value, a call into a library torch does not know) makes that piece run eagerly, without
    a warning; with ``fullgraph=True`` the whole function must be captured, and when it cannot be, the function
    runs eagerly and a ``UserWarning`` naming the reason is issued once.

    Works as ``jit(fn)``, as ``@jit``, as ``@jit(...)``, on a Cell class or instance (its ``construct`` is
    compiled) and on ``construct`` itself. Setting the environment variable ``MS_JIT=0`` runs every decorated
    function eagerly.

    Args:
        function (Callable, optional): The function, method, Cell or Cell class to compile. ``None`` returns a
            decorator. Default: ``None``.

    Keyword Args:
        capture_mode (str, optional): ``"ast"``, ``"bytecode"`` or ``"trace"``. All three are captured the same
            way here (TorchDynamo reads the bytecode). Default: ``"ast"``.
        jit_level (str, optional): ``"O0"``: no fusion, the captured graph runs the eager kernels
            (``eager``); ``"O1"``: operator fusion (``inductor``; on a CPU only when a C++ compiler is
            installed, else as ``"O0"``). Default: ``"O0"``.
        dynamic (int, optional): ``0``: a new input shape compiles a new graph; ``1``: graphs are compiled for
            symbolic shapes, so a new batch size reuses them. Default: ``0``.
        fullgraph (bool, optional): Require one whole graph (see above). Default: ``False``.
        backend (str, optional): ``""`` or ``"ms_backend"`` (``"GE"``, deprecated by MindSpore, is accepted too).
            Default: ``""``.
        **options (dict): MindSpore's backend options, validated as MindSpore validates them:
            ``disable_format_transform`` (bool), ``exec_order`` (``"bfs"``/``"dfs"``), ``ge_options`` (dict),
            ``infer_boost`` (``"on"``/``"off"``), ``auto_offload`` (``"weight"``/``"activation"``/``"all"``).
            They tune MindSpore's own executor and change nothing here. The pre-2.10 arguments ``mode``,
            ``input_signature``, ``hash_args``, ``jit_config`` and ``compile_once`` are logged as deprecated
            and ignored, as in MindSpore 2.10.

    Returns:
        Function, the compiled function when `function` is given, else a decorator that compiles the function
        it is applied to. For a Cell instance, its compiled ``construct`` bound to it; for a Cell class, the
        class with its ``construct`` compiled.

    Raises:
        ValueError: If `capture_mode` or `jit_level` is not one of its values, or `dynamic` is not 0 or 1.
        TypeError: If `dynamic` is not an int or `fullgraph` is not a bool, or an option has the wrong type.
        RuntimeError: On the first call, if `backend` is not a backend name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> @ms.jit
        ... def scaled_sum(x, y):
        ...     return ops.reduce_sum(x * 2 + y)
        ...
        >>> x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
        >>> print(scaled_sum(x, x))
        18.0
        >>> def triple(v):
        ...     return v * 3
        ...
        >>> print(ms.jit(triple, jit_level="O1", fullgraph=True)(x))
        [3. 6. 9.]
    """
    capture_mode = _check_choice("capture_mode", capture_mode, _CAPTURE_MODES)
    jit_level = _check_choice("jit_level", jit_level, _JIT_LEVELS)
    if isinstance(dynamic, bool) or not isinstance(dynamic, int):
        raise TypeError(f"For 'jit', the 'dynamic' must be 'int',  but got '{type(dynamic).__name__}'.")
    if dynamic not in (0, 1):
        raise ValueError(f"For 'jit', the 'dynamic' must be in range of [0, 1], but got {dynamic} with type 'int'.")
    if not isinstance(fullgraph, bool):
        raise TypeError(f"For 'jit', the 'fullgraph' must be a bool, but got {type(fullgraph).__name__}.")
    _check_options(options)
    json.dumps(options)  # MindSpore hands the options to its compiler as JSON: they must be serialisable
    wrap = _wrapper({"jit_level": jit_level, "dynamic": dynamic, "fullgraph": fullgraph, "backend": backend})
    if function is not None:
        return wrap(function)
    return wrap


def ms_function(fn=None, input_signature=None, hash_args=None, jit_config=None):
    """
    MindSpore 1.x name of :func:`jit`, kept for 1.x scripts (MindSpore 2.10 removed it).

    ``ms_function(fn)`` and ``@ms_function`` compile like ``jit(fn)``. `jit_config` (a :class:`JitConfig`)
    picks the level and whether one whole graph is required; `input_signature` and `hash_args` are accepted
    and ignored, as by MindSpore 2.10's ``jit``.

    Args:
        fn (Callable, optional): The function to compile; ``None`` returns a decorator. Default: ``None``.
        input_signature (Tensor, optional): Ignored. Default: ``None``.
        hash_args (object, optional): Ignored. Default: ``None``.
        jit_config (JitConfig, optional): Compile options. Default: ``None``.

    Returns:
        Function, as :func:`jit`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore import ms_function
        >>> @ms_function
        ... def add_one(x):
        ...     return x + 1
        ...
        >>> print(add_one(Tensor(np.array([1.0, 2.0], np.float32))))
        [2. 3.]
    """
    level, fullgraph = "O0", False
    if isinstance(jit_config, JitConfig):
        level = "O1" if jit_config.jit_config_dict.get("jit_level") in ("O1", "O2") else "O0"
        fullgraph = jit_config.jit_config_dict.get("jit_syntax_level") == "STRICT"
    return jit(fn, jit_level=level, fullgraph=fullgraph)


def jit_class(cls):
    """
    Mark a user-defined class whose objects are used inside compiled functions.

    MindSpore's graph compiler needs the mark to read the attributes and call the methods of such objects;
    TorchDynamo reads Python objects directly, so here the mark is only recorded (``cls.__ms_class__``) and the
    class is returned unchanged.

    Args:
        cls (Class): The class.

    Returns:
        Class, `cls`.

    Raises:
        TypeError: If `cls` is not a class, or is a Cell class.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> @ms.jit_class
        ... class Offset:
        ...     def __init__(self, value):
        ...         self.value = value
        ...
        ...     def apply(self, x):
        ...         return x + self.value
        ...
        >>> shift = Offset(10.0)
        >>> @ms.jit
        ... def run(x):
        ...     return shift.apply(x)
        ...
        >>> print(run(Tensor(np.array([1.0, 2.0], np.float32))))
        [11. 12.]
    """
    if not inspect.isclass(cls):
        raise TypeError(f"Decorator jit_class can only be used for class type, but got {cls}.")
    if issubclass(cls, torch.nn.Module) and hasattr(cls, "construct"):
        raise TypeError(f"Decorator jit_class is used for user-defined classes and cannot be used for nn.Cell: "
                        f"{cls}.")
    cls.__ms_class__ = True
    return cls


def ms_memory_recycle():
    """
    Release the graphs compiled so far by :func:`jit` and GRAPH_MODE, with the memory they hold. Functions and
    Cells compile again on their next call.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.ms_memory_recycle()
    """
    for compiled in _live:
        compiled.reset()
    _compile.reset_all()


def _cell_runner(cell):
    """The compiled entry of a Cell in GRAPH_MODE: ``cell``'s eager call, compiled as a whole.

    ``Cell.set_jit_config`` picks the level and ``jit_syntax_level="STRICT"`` asks for one whole graph; without
    it the context's ``jit_level`` / ``jit_config`` decide.
    """
    config = cell.__dict__.get("_jit_config_dict") or {}
    level = config.get("jit_level") or context.get_context("jit_level") or "O0"
    fullgraph = config.get("jit_syntax_level") == "STRICT" or context.get_context("jit_syntax_level") == context.STRICT
    compiled = _compile.CompiledFunction(_compile.with_own_code(cell._run_eager), fullgraph=fullgraph, dynamic=False,
                                         backend=_compile.backend_for("O1" if level in ("O1", "O2") else "O0",
                                                                      _device_type()),
                                         name=f"{type(cell).__name__}.construct",
                                         prepare=functools.partial(_match_set_inputs, cell))
    _live.add(compiled)
    return compiled


def _match_set_inputs(cell, args, kwargs):
    """Check the arguments of a GRAPH_MODE call against ``cell.set_inputs(...)`` and mark their unknown dimensions
    dynamic, so that one compiled graph serves every length."""
    specs = cell.get_inputs()
    if not specs:
        return
    unique_seen = {}
    for index, (arg, spec) in enumerate(zip(args + tuple(kwargs.values()), specs)):
        _inputs.match(arg, spec, index, _inputs.SET_INPUTS, unique_seen)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

"""``torch.compile`` glue for ``GRAPH_MODE`` and ``mindspore.jit`` (DESIGN decision 6).

This is the only module of the package that touches ``torch.compile`` / TorchDynamo.

Backend policy (explicit, see :func:`backend_for`):

* ``jit_level="O0"`` (MindSpore's default: no fusion) -> ``"eager"``: TorchDynamo captures the function once into
  an FX graph of torch calls, which then runs without the Python of the wrappers; autograd and the in-place
  updates run as in eager PyTorch, so the kernels, and the numbers, are those of PyNative mode. (``"aot_eager"``,
  used before, also captured the backward with AOTAutograd; its functionalised updates and op-by-op replay made a
  CPU train step 1.2-1.3x slower than PyTorch eager, against about 1.1x.)
* ``jit_level="O1"`` (MindSpore: operator fusion) -> ``"inductor"``, which fuses and generates C++ (CPU) or Triton
  (GPU) kernels. On a CPU it needs a C++ compiler; without one ``"eager"`` is used instead. Fused kernels may
  round differently in the last bit. Settings: a cast to a narrower float type and back rounds as it does eagerly
  (``emulate_precision_casts``: MindSpore's loss-scale arithmetic casts the inverse scale to the gradients' dtype);
  no size, alignment or scalar assertions in the generated code; on a CPU the tensors keep their layout (inductor
  would give convolutions channels-last tensors, which oneDNN runs more slowly on the CPUs measured), and the
  hand-written kernels of :mod:`.cpu_kernels` for max pooling over tiling windows.

Fallback policy: with ``fullgraph=False`` a construct TorchDynamo cannot capture splits the graph and that piece
runs eagerly (TorchDynamo's graph break), and a piece whose compilation fails runs eagerly too
(``suppress_errors``): no warning, same numbers. With ``fullgraph=True`` the whole function must be captured;
when it cannot, the call runs eagerly and a ``UserWarning`` naming the reason is issued once per function.

oneDNN policy: graphs that call a fused recurrent op are traced with oneDNN (mkldnn) turned off (this matters
for inductor, which traces through AOTAutograd). The trace decides how ``torch.lstm`` / ``torch.gru`` are
decomposed; with oneDNN on, the CPU decomposition saves a ``None`` among the tensors kept for the backward pass
and AOTAutograd refuses the graph ("expected all tensors_saved_with_vc_check to be Tensors"). Traced with oneDNN
off, they decompose into their per-step matrix products. The kernels that run afterwards still choose oneDNN as
in eager mode: the switch only covers the tracing.

Compilations are cached per input signature (shapes, dtypes, Python scalars): the same signature never compiles
twice. ``dynamic=True`` compiles shape-generic graphs, so a new batch size reuses them.
"""
import contextlib
import logging
import os
import shutil
import time
import types
import warnings

import torch
import torch._dynamo

from . import cpu_kernels

__all__ = ["INDUCTOR", "EAGER", "is_compiling", "has_cxx_compiler", "backend_for", "CompiledFunction",
           "reset_all", "mark_dynamic"]

INDUCTOR = "inductor"
EAGER = "eager"
_DYNAMO_ERRORS = (torch._dynamo.exc.TorchDynamoException,)
# trace_autograd_ops: a torch.autograd.grad call (every train step has one) is captured into the graph. Older torch
# releases lack the switch; there the call splits the graph and runs eagerly, with the same numbers.
_TRACE_GRAD = {"trace_autograd_ops": True} if hasattr(torch._dynamo.config, "trace_autograd_ops") else {}


@contextlib.contextmanager
def _quiet_graph_breaks(quiet):
    """While ``quiet``, TorchDynamo's own log lines about graph breaks (a ``Tensor.item()`` in an ``if``, ...) stay
    silent: without ``fullgraph`` a break only means that piece runs eagerly, with the same numbers, as MindSpore's
    jit promises. Only the first call of a signature compiles, so only that call pays for the level switch."""
    if not quiet:
        yield
        return
    logger = logging.getLogger("torch._dynamo")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


_RECURRENT_NAMES = ("lstm", "gru", "rnn_tanh", "rnn_relu")


def _has_recurrent_op(graph_module):
    """Whether a captured graph calls one of torch's fused recurrent ops (the oneDNN policy applies to those)."""
    for node in graph_module.graph.nodes:
        if node.op == "call_function" and any(n in str(node.target).lower() for n in _RECURRENT_NAMES):
            return True
    return False


def never_compiled(fn):
    """``fn`` always runs eagerly, also when called from a compiled function (a graph break around it).

    For steps whose control depends on values exchanged between processes, such as the size exchange before an
    uneven all-gather: TorchDynamo cannot trace them, and tracing them with fake tensors can block inside a
    collective."""
    return torch._dynamo.disable(fn, recursive=True)


def with_own_code(method):
    """A copy of the bound method ``method`` whose function has a code object of its own.

    TorchDynamo keeps its compiled graphs per code object and stops compiling one code object after
    ``recompile_limit`` (8) variants. Every Cell's compiled entry is the same method of ``Cell``, so without a
    copy the ninth Cell of a process would run eagerly; with one, each Cell has its own cache."""
    fn = method.__func__
    clone = types.FunctionType(fn.__code__.replace(), fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)
    clone.__kwdefaults__ = fn.__kwdefaults__
    clone.__qualname__ = fn.__qualname__
    return types.MethodType(clone, method.__self__)


# inductor settings for jit_level O1 (policy in the module docstring)
_INDUCTOR_SETTINGS = {"emulate_precision_casts": True, "size_asserts": False, "alignment_asserts": False,
                      "scalar_asserts": False}
_INDUCTOR_CPU_SETTINGS = {"layout_optimization": False}


def _inductor(graph_module, example_inputs):
    """inductor with this package's settings (and, on a CPU, :mod:`.cpu_kernels`)."""
    from torch._inductor.compile_fx import compile_fx

    import torch._inductor.config as inductor_config

    on_cpu = all(not isinstance(t, torch.Tensor) or t.device.type == "cpu" for t in example_inputs)
    wanted = {**_INDUCTOR_SETTINGS, **(_INDUCTOR_CPU_SETTINGS if on_cpu else {})}
    settings = {k: v for k, v in wanted.items() if hasattr(inductor_config, k)}   # older releases lack some
    if not on_cpu:
        return compile_fx(graph_module, example_inputs, config_patches=settings)
    return compile_fx(graph_module, example_inputs, config_patches=settings,
                      decompositions=cpu_kernels.decompositions())


def is_compiling():
    """True while TorchDynamo traces the current frame (code then runs inside a graph, not eagerly)."""
    return torch.compiler.is_compiling()


def has_cxx_compiler():
    """Whether a C++ compiler that inductor can call on the CPU is on the PATH (``$CXX``, ``g++``, ``c++``,
    ``clang++``)."""
    names = [os.environ.get("CXX"), "g++", "c++", "clang++"]
    return any(name and shutil.which(name) for name in names)


def backend_for(jit_level, device_type="cpu"):
    """The ``torch.compile`` backend used for a MindSpore ``jit_level`` on a device type (policy in the module
    docstring)."""
    if jit_level == "O1" and (device_type != "cpu" or has_cxx_compiler()):
        return INDUCTOR
    return EAGER


def _signature(value, dynamic):
    """Hashable description of one argument: what decides whether a compiled graph can be reused."""
    if getattr(value, "__ms_mutable__", False) and not hasattr(value, "_t"):  # mindspore.mutable: not a constant
        return ("mutable", type(value).__name__, len(value) if isinstance(value, (tuple, list, dict)) else None)
    t = getattr(value, "_t", value)
    if isinstance(t, torch.Tensor):
        shape = len(t.shape) if dynamic else tuple(t.shape)
        return ("T", type(value).__name__, shape, t.dtype, t.device.type, t.requires_grad)
    if isinstance(value, (tuple, list)):
        return (type(value).__name__,) + tuple(_signature(v, dynamic) for v in value)
    if isinstance(value, dict):
        return ("dict",) + tuple((k, _signature(v, dynamic)) for k, v in value.items())
    if isinstance(value, (bool, int, float, str, type(None))):
        return (type(value).__name__, value)
    return (type(value).__name__, id(value))


class CompiledFunction:
    """`fn` compiled with ``torch.compile``, with the fallback and caching policy of this module.

    Args:
        fn (Callable): the function (a bound method works too).
        fullgraph (bool): capture the whole function or run it eagerly with a warning.
        dynamic (bool): compile shape-generic graphs.
        backend (str): a ``torch.compile`` backend name (see :func:`backend_for`).
        name (str): how warnings name the function.
        prepare (Callable): called with the arguments before each call (eager or compiled), to check them and
            mark the dimensions that vary (:func:`mark_dynamic`); ``None``: nothing.
    """

    def __init__(self, fn, fullgraph=False, dynamic=False, backend=EAGER, name=None, prepare=None):
        self.fn = fn
        self.prepare = prepare
        self.fullgraph = fullgraph
        self.dynamic = dynamic
        self.backend = backend
        self.name = name or getattr(fn, "__qualname__", repr(fn))
        self.graphs_compiled = 0
        self.compile_seconds = 0.0
        self.signatures = {}  # signature -> "compiled" or the reason it runs eagerly
        self._warned = False
        self._compiled = torch.compile(fn, backend=self._count_and_compile, fullgraph=fullgraph, dynamic=dynamic)

    def _count_and_compile(self, graph_module, example_inputs):
        self.graphs_compiled += 1
        compile_graph = _inductor if self.backend == INDUCTOR else torch._dynamo.lookup_backend(self.backend)
        if not _has_recurrent_op(graph_module):
            return compile_graph(graph_module, example_inputs)
        was_enabled = torch.backends.mkldnn.enabled     # oneDNN policy in the module docstring
        torch.backends.mkldnn.enabled = False
        try:
            return compile_graph(graph_module, example_inputs)
        finally:
            torch.backends.mkldnn.enabled = was_enabled

    def __call__(self, *args, **kwargs):
        if is_compiling():  # called from inside another compiled function: TorchDynamo inlines it
            return self.fn(*args, **kwargs)
        if self.prepare is not None:
            self.prepare(args, kwargs)
        key = (tuple(_signature(a, self.dynamic) for a in args),
               tuple((k, _signature(v, self.dynamic)) for k, v in kwargs.items()))
        state = self.signatures.get(key)
        if state == "compiled":
            return self._run(args, kwargs)
        if state is not None:
            return self.fn(*args, **kwargs)
        start, before = time.perf_counter(), self.graphs_compiled
        try:
            with _quiet_graph_breaks(not self.fullgraph):
                out = self._run(args, kwargs)
        except _DYNAMO_ERRORS as exc:
            if not self.fullgraph:
                raise
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            self.signatures[key] = reason
            if not self._warned:
                self._warned = True
                warnings.warn(f"jit: '{self.name}' could not be compiled as one whole graph (fullgraph=True), so it "
                              f"runs eagerly, with the same results. Reason: {reason}", UserWarning, stacklevel=3)
            return self.fn(*args, **kwargs)
        if self.graphs_compiled != before:
            self.compile_seconds += time.perf_counter() - start
        self.signatures[key] = "compiled"
        return out

    def _run(self, args, kwargs):
        with torch._dynamo.config.patch(suppress_errors=not self.fullgraph, **_TRACE_GRAD):
            return self._compiled(*args, **kwargs)

    def reset(self):
        """Forget every compiled graph of this function (they are rebuilt on the next calls)."""
        self.signatures.clear()
        self._compiled = torch.compile(self.fn, backend=self._count_and_compile, fullgraph=self.fullgraph,
                                       dynamic=self.dynamic)


def reset_all():
    """Drop every graph TorchDynamo has compiled in this process (they are rebuilt on the next calls)."""
    torch._dynamo.reset()


def mark_dynamic(t, dims):
    """Compile the graphs that take torch tensor `t` for any length of its dimensions `dims` (a placeholder's
    unknown dimensions). A length of 0 or 1 is still specialised by TorchDynamo, so ``maybe_mark_dynamic``
    rather than ``mark_dynamic`` (which would raise for it)."""
    torch._dynamo.maybe_mark_dynamic(t, dims)

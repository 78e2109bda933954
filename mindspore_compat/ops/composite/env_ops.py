"""Gradient environments (``EnvType``) and the primitives of MindSpore's autodiff layer, with an eager meaning.

MindSpore's graph-mode autodiff collects the gradients of free variables (Parameters) in an *environment*: a
mapping from a symbolic key of each Parameter to its gradient. Its CPU kernels name an environment by an int64
handle and a value by an int64 key. Here the same objects exist eagerly:

- ``environ_create()`` returns a new handle (a 0-d int64 Tensor counting from 1 in the process);
- ``environ_set(env, key, value)`` stores `value` under `key` and returns `env`;
- ``environ_get(env, key, default)`` returns the stored value, or `default` when `key` is absent;
- ``environ_add(env1, env2)`` returns a new environment with the keys of both, values of common keys added;
- ``embed(x)`` / ``ref_to_embed(param)`` give the key of an object (the same object always gets the same key);
- ``env_get(env, param)`` reads the value stored for a Parameter, or zeros shaped like it;
- ``J(fn)`` turns `fn` into a function returning ``(output, bprop)``, ``bprop(dout)`` returning
  ``(env, *input_gradients)`` with the Parameter gradients of a Cell in `env`.
"""
import itertools
import weakref

import torch

from ...common.tensor import Tensor, _wrap
from ..function.grad.grad_func import vjp

__all__ = ["environ_create", "environ_set", "environ_get", "environ_add", "embed", "ref_to_embed", "env_get", "J"]

_ENVIRONS = {}
_HANDLES = itertools.count(1)
# the handle Tensors given out, so that hyper_add can tell an environment from an ordinary int64 scalar
_HANDLE_OBJECTS = weakref.WeakValueDictionary()
# Keys given by embed / ref_to_embed start far above the small integers used as explicit keys.
_EMBED_BASE = 1 << 62
_EMBED_IDS = itertools.count(_EMBED_BASE)
_EMBEDDED = {}


def _handle_of(op, env):
    if isinstance(env, Tensor) and env._t.dim() == 0 and env._t.dtype == torch.int64:
        h = int(env._t)
        if h in _ENVIRONS:
            return h
    raise RuntimeError(f"For '{op}', the environment must be a handle returned by environ_create, but got {env!r}.")


def _key_of(op, key):
    if isinstance(key, Tensor) and key._t.dim() == 0 and key._t.dtype in (torch.int32, torch.int64):
        return int(key._t)
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    raise TypeError(f"For '{op}', the key must be an int or a 0-d int32 / int64 Tensor (embed gives one), but got "
                    f"{key!r}.")


def _count(op, args, n):
    if len(args) != n:
        raise TypeError(f"For '{op}', the number of inputs should be {n}, but got {len(args)}.")


def environ_create(*args):
    """Creates an empty gradient environment.

    Inputs:
        No inputs.

    Outputs:
        Tensor, a 0-d int64 handle naming the new environment (handles count from 1 in the process).

    Raises:
        TypeError: If an input is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> env = ops.environ_create()
        >>> print(env.dtype, env.shape)
        Int64 ()
    """
    _count("EnvironCreate", args, 0)
    handle = next(_HANDLES)
    _ENVIRONS[handle] = {}
    out = _wrap(torch.tensor(handle, dtype=torch.int64))
    _HANDLE_OBJECTS[id(out)] = out
    return out


def _is_environ(x):
    """Whether `x` is a handle Tensor given out by environ_create / environ_add."""
    return isinstance(x, Tensor) and _HANDLE_OBJECTS.get(id(x)) is x


def environ_set(*args):
    """Stores a value in an environment: ``environ_set(env, key, value)``.

    Inputs:
        - **env** (Tensor) - A handle returned by :func:`mindspore.ops.environ_create`.
        - **key** (Union[Tensor, int]) - A 0-d int Tensor or an int (:func:`mindspore.ops.embed` gives one).
        - **value** (Tensor) - The value to store; it replaces the value stored under `key` before.

    Outputs:
        Tensor, `env`.

    Raises:
        RuntimeError: If `env` is not a live environment handle.
        TypeError: If `key` is not an int or a 0-d int Tensor, or `value` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> env = ops.environ_create()
        >>> key = Tensor(3, mindspore.int64)
        >>> env = ops.environ_set(env, key, Tensor([1.5, 2.5], mindspore.float32))
        >>> print(ops.environ_get(env, key, Tensor([0.0, 0.0], mindspore.float32)))
        [1.5 2.5]
    """
    _count("EnvironSet", args, 3)
    env, key, value = args
    handle = _handle_of("EnvironSet", env)
    k = _key_of("EnvironSet", key)
    if not isinstance(value, Tensor):
        raise TypeError(f"For 'EnvironSet', the value must be a Tensor, but got {type(value).__name__}.")
    _ENVIRONS[handle][k] = value
    return env


def environ_get(*args):
    """Reads a value of an environment: ``environ_get(env, key, default)``.

    Inputs:
        - **env** (Tensor) - A handle returned by :func:`mindspore.ops.environ_create`.
        - **key** (Union[Tensor, int]) - A 0-d int Tensor or an int.
        - **default** (Tensor) - Returned when nothing is stored under `key`; a stored value must have its dtype
          and shape.

    Outputs:
        Tensor, the stored value or `default`.

    Raises:
        RuntimeError: If `env` is not a live environment handle.
        TypeError: If `key` is not an int or a 0-d int Tensor, `default` is not a Tensor, or the stored value's
            dtype differs from `default`'s.
        ValueError: If the stored value's shape differs from `default`'s.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> env = ops.environ_create()
        >>> print(ops.environ_get(env, Tensor(7, mindspore.int64), Tensor([0.5], mindspore.float32)))
        [0.5]
    """
    _count("EnvironGet", args, 3)
    env, key, default = args
    handle = _handle_of("EnvironGet", env)
    k = _key_of("EnvironGet", key)
    if not isinstance(default, Tensor):
        raise TypeError(f"For 'EnvironGet', the default value must be a Tensor, but got {type(default).__name__}.")
    value = _ENVIRONS[handle].get(k)
    if value is None:
        return default
    if value.dtype != default.dtype:
        raise TypeError(f"For 'EnvironGet', the value stored under key {k} has dtype {value.dtype}, but the default "
                        f"value has dtype {default.dtype}.")
    if tuple(value.shape) != tuple(default.shape):
        raise ValueError(f"For 'EnvironGet', the value stored under key {k} has shape {tuple(value.shape)}, but the "
                         f"default value has shape {tuple(default.shape)}.")
    return value


def environ_add(*args):
    """Merges two environments into a new one: ``environ_add(env1, env2)``.

    Keys present in one environment keep their value; the values of keys present in both are added.

    Inputs:
        - **env1** (Tensor) - An environment handle.
        - **env2** (Tensor) - An environment handle.

    Outputs:
        Tensor, the handle of the new environment.

    Raises:
        RuntimeError: If an input is not a live environment handle.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> key = Tensor(1, mindspore.int64)
        >>> a = ops.environ_set(ops.environ_create(), key, Tensor([1.0], mindspore.float32))
        >>> b = ops.environ_set(ops.environ_create(), key, Tensor([2.0], mindspore.float32))
        >>> print(ops.environ_get(ops.environ_add(a, b), key, Tensor([0.0], mindspore.float32)))
        [3.]
    """
    _count("EnvironAdd", args, 2)
    first = _ENVIRONS[_handle_of("EnvironAdd", args[0])]
    second = _ENVIRONS[_handle_of("EnvironAdd", args[1])]
    out = environ_create()
    merged = _ENVIRONS[int(out._t)]
    merged.update(first)
    for k, v in second.items():
        merged[k] = _wrap(merged[k]._t + v._t) if k in merged else v
    return out


def embed(*args):
    """The key of an object in gradient environments: ``embed(x)``.

    The same object always gets the same key; different objects get different keys. Keys are 0-d int64 Tensors
    numbered from ``2**62``, apart from the small integers a user passes as explicit keys.

    Inputs:
        - **x** (Any) - The object (usually a Parameter).

    Outputs:
        Tensor, a 0-d int64 key.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Parameter, Tensor, ops
        >>> w = Parameter(Tensor([1.0], mindspore.float32), name="w")
        >>> print(ops.embed(w) == ops.embed(w), ops.embed(w).dtype)
        True Int64
    """
    _count("embed", args, 1)
    obj = args[0]
    entry = _EMBEDDED.get(id(obj))
    if entry is not None and entry[0]() is obj:
        return _wrap(torch.tensor(entry[1], dtype=torch.int64))
    key = next(_EMBED_IDS)
    try:
        ref = weakref.ref(obj, lambda _, i=id(obj): _EMBEDDED.pop(i, None))
    except TypeError:  # objects without weak references (ints, tuples) are kept alive with their key
        ref = (lambda o: lambda: o)(obj)
    _EMBEDDED[id(obj)] = (ref, key)
    return _wrap(torch.tensor(key, dtype=torch.int64))


def ref_to_embed(*args):
    """The key of a Parameter in gradient environments: ``ref_to_embed(param)``, the same key as
    :func:`mindspore.ops.embed` gives for it.

    Inputs:
        - **param** (Tensor) - The Parameter (or Tensor).

    Outputs:
        Tensor, a 0-d int64 key.

    Raises:
        TypeError: If `param` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Parameter, Tensor, ops
        >>> w = Parameter(Tensor([1.0], mindspore.float32), name="w")
        >>> print(ops.ref_to_embed(w) == ops.embed(w))
        True
    """
    _count("RefToEmbed", args, 1)
    if not isinstance(args[0], Tensor):
        raise TypeError(f"For 'RefToEmbed', the input must be a Parameter or Tensor, but got "
                        f"{type(args[0]).__name__}.")
    return embed(args[0])


def env_get(*args):
    """The value an environment holds for a Parameter, or zeros shaped like it: ``env_get(env, param)``.

    Inputs:
        - **env** (Tensor) - An environment handle.
        - **param** (Tensor) - The Parameter whose value (usually its gradient) is read.

    Outputs:
        Tensor, with the dtype and shape of `param`.

    Raises:
        RuntimeError: If `env` is not a live environment handle.
        TypeError: If `param` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Parameter, Tensor, ops
        >>> w = Parameter(Tensor([1.0, 2.0], mindspore.float32), name="w")
        >>> env = ops.environ_create()
        >>> print(ops.env_get(env, w))
        [0. 0.]
        >>> env = ops.environ_set(env, ops.ref_to_embed(w), Tensor([0.5, 0.25], mindspore.float32))
        >>> print(ops.env_get(env, w))
        [0.5  0.25]
    """
    _count("env_get", args, 2)
    env, param = args
    if not isinstance(param, Tensor):
        raise TypeError(f"For 'env_get', the second input must be a Parameter or Tensor, but got "
                        f"{type(param).__name__}.")
    return environ_get(env, ref_to_embed(param), _wrap(torch.zeros_like(param._t.detach())))


def J(*args):
    """The forward-with-backpropagator transform of MindSpore's autodiff: ``J(fn)``.

    ``J(fn)(*inputs)`` runs `fn` and returns ``(output, bprop)``; ``bprop(dout)`` returns ``(env, *grads)``:
    `env` an environment handle holding, under :func:`mindspore.ops.ref_to_embed` of each trainable Parameter of
    `fn` (when `fn` is a Cell), the gradient of ``sum(output * dout)`` with respect to that Parameter (read it with
    :func:`mindspore.ops.env_get`), then the gradient with respect to each input.

    Inputs:
        - **fn** (Union[Cell, Function]) - The function to transform.

    Outputs:
        Function, ``(*inputs) -> (output, bprop)``.

    Raises:
        TypeError: If `fn` is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def f(x, y):
        ...     return x * x * y
        >>> out, bprop = ops.J(f)(Tensor([2.0], mindspore.float32), Tensor([3.0], mindspore.float32))
        >>> env, dx, dy = bprop(Tensor([1.0], mindspore.float32))
        >>> print(out, dx, dy)
        [12.] [12.] [4.]
    """
    _count("J", args, 1)
    fn = args[0]
    if not callable(fn):
        raise TypeError(f"For 'J', the input must be a function or Cell, but got {type(fn).__name__}.")

    def forward(*inputs):
        params = list(fn.trainable_params()) if hasattr(fn, "trainable_params") else []
        if params:
            out, vjp_fn = vjp(fn, *inputs, weights=params)
        else:
            out, vjp_fn = vjp(fn, *inputs)

        def bprop(dout):
            got = vjp_fn(dout)
            env = environ_create()
            if params:
                g_in, g_w = got
                for p, g in zip(params, g_w):
                    environ_set(env, ref_to_embed(p), g)
            else:
                g_in = got
            return (env,) + tuple(g_in)

        return out, bprop

    return forward


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

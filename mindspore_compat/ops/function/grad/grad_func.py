"""``mindspore.grad`` / ``mindspore.value_and_grad`` and friends, on torch autograd."""
import torch

from .... import context as _ctx
from ....common.tensor import Tensor, _wrap
from ..._autodiff import _Grad, _prepare, _collect, _flatten_out, _sens_tensor, _flatten_sens, _DEPTH
from ...operations.other_ops import _stop
from ..._autodiff import _weight_list, _assemble, _detach

__all__ = ["grad", "value_and_grad", "stop_gradient", "vjp", "jvp"]


def _check_grad_args(grad_position, weights, has_aux, return_ids, sens_param):
    if grad_position is None and weights is None:
        raise ValueError("`grad_position` and `weight` can not be None at the same time.")
    for name, v in (("has_aux", has_aux), ("return_ids", return_ids), ("sens_param", sens_param)):
        if not isinstance(v, bool):
            raise TypeError(f"The '{name}' must be bool type, but got {type(v).__name__}.")
    if grad_position is None:
        return None
    if isinstance(grad_position, bool) or not isinstance(grad_position, (int, tuple)):
        raise TypeError(f"For 'grad', the 'grad_position' must be int or tuple, but got "
                        f"{type(grad_position).__name__}.")
    if isinstance(grad_position, int):
        if grad_position < 0:
            raise ValueError(f"The 'grad_position' must be >= 0, but got {grad_position}.")
        return grad_position
    for p in grad_position:
        if isinstance(p, bool) or not isinstance(p, int):
            raise TypeError(f"For 'grad', the element in 'grad_position' must be int, but got {type(p).__name__}.")
        if p < 0:
            raise ValueError(f"The element in grad_position must be >= 0, but got {p}.")
    if len(set(grad_position)) != len(grad_position):
        raise ValueError(f"There are duplicate positions in `grad_position`: {grad_position}.")
    return grad_position


def _make(fn, grad_position, weights, has_aux, return_ids, sens_param, get_value):
    if not callable(fn):
        raise TypeError(f"The 'fn' must be a function or Cell, but got {type(fn).__name__}.")
    grad_position = _check_grad_args(grad_position, weights, has_aux, return_ids, sens_param)
    engine = _Grad(grad_position, weights, has_aux, get_value, return_ids, sens_param)

    def grad_fn(*args, **kwargs):
        return engine(fn, *args, **kwargs)

    grad_fn.__name__ = ("value_and_grad_" if get_value else "grad_") + getattr(fn, "__name__", type(fn).__name__)
    return grad_fn


def grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False, sens_param=False):
    """Builds a function returning the gradients of `fn` with respect to inputs and/or Parameters.

    - `grad_position` only (weights None): gradients of the inputs at those positions (a single Tensor for an
      int position, a tuple for a tuple of positions);
    - `weights` only (grad_position None): gradients of the Parameters (a tuple, or a single Tensor when
      `weights` is one Parameter);
    - both: ``(input gradients, weight gradients)``.

    With `has_aux`, `fn` returns several outputs; only the first is differentiated and the call returns
    ``(gradients, (other outputs...))``. With `return_ids`, each gradient is paired with its input position or
    its Parameter name. With `sens_param`, the last input (or keyword ``sens``) is the output sensitivity.

    Args:
        fn (Union[Cell, Function]): The function to differentiate.
        grad_position (Union[NoneType, int, tuple[int]]): Input positions to differentiate. Default: ``0``.
        weights (Union[ParameterTuple, Parameter, list[Parameter]]): Parameters to differentiate.
            Default: ``None``.
        has_aux (bool): Only the first output is differentiated; the rest are returned. Default: ``False``.
        return_ids (bool): Pair the gradients with input positions / Parameter names. Default: ``False``.
        sens_param (bool): The last input is the sensitivity of the output. Default: ``False``.

    Returns:
        Function, the gradient function.

    Raises:
        ValueError: If both `grad_position` and `weights` are None, or `grad_position` is negative or repeats.
        TypeError: If an argument has the wrong type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops, grad
        >>> def fn(x, y, z):
        ...     return x * y * z
        >>> x = Tensor([1, 2], mindspore.float32)
        >>> y = Tensor([-2, 3], mindspore.float32)
        >>> z = Tensor([0, 3], mindspore.float32)
        >>> output = grad(fn, grad_position=(1, 2))(x, y, z)
        >>> print(output)
        (Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  6.00000000e+00]), Tensor(shape=[2], dtype=Float32, value= [-2.00000000e+00,  6.00000000e+00]))
        >>> def fn2(x, y, z):
        ...     return x * ops.exp(y) * ops.pow(z, 2), z
        >>> gradient, aux = grad(fn2, (1, 2), None, True)(Tensor([3.0, 3.0]), Tensor([0.0, 0.0]), Tensor([5.0, 5.0]))
        >>> print(gradient[0], gradient[1])
        [75. 75.] [30. 30.]
        >>> print(aux)
        (Tensor(shape=[2], dtype=Float32, value= [ 5.00000000e+00,  5.00000000e+00]),)
    """
    return _make(fn, grad_position, weights, has_aux, return_ids, sens_param, False)


def value_and_grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False, sens_param=False):
    """Builds a function returning ``(fn's output, gradients)``; the gradients follow :func:`mindspore.grad`.

    With `has_aux`, only the first output of `fn` is differentiated; the value is still the whole output.

    Args:
        fn (Union[Cell, Function]): The function to differentiate.
        grad_position (Union[NoneType, int, tuple[int]]): Input positions to differentiate. Default: ``0``.
        weights (Union[ParameterTuple, Parameter, list[Parameter]]): Parameters to differentiate.
            Default: ``None``.
        has_aux (bool): Only the first output is differentiated. Default: ``False``.
        return_ids (bool): Pair the gradients with input positions / Parameter names. Default: ``False``.
        sens_param (bool): The last input is the sensitivity of the output. Default: ``False``.

    Returns:
        Function, returning ``(value, gradients)``.

    Raises:
        ValueError: If both `grad_position` and `weights` are None.
        TypeError: If an argument has the wrong type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops, value_and_grad
        >>> def fn(x, y, z):
        ...     return x * y * z
        >>> x = Tensor([1, 2], mindspore.float32)
        >>> y = Tensor([-2, 3], mindspore.float32)
        >>> z = Tensor([0, 3], mindspore.float32)
        >>> output, inputs_gradient = value_and_grad(fn, grad_position=1)(x, y, z)
        >>> print(output)
        [-0. 18.]
        >>> print(inputs_gradient)
        [0. 6.]
    """
    return _make(fn, grad_position, weights, has_aux, return_ids, sens_param, True)


def stop_gradient(value):
    """Blocks gradient propagation: the value is returned unchanged but no gradient flows back through it.

    Args:
        value (Any): A Tensor, or a tuple/list of them.

    Returns:
        The same value, detached from differentiation.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def fn(x, y):
        ...     return ops.stop_gradient(x * y) + x
        >>> print(ops.GradOperation()(fn)(Tensor([2.0], mindspore.float32), Tensor([3.0], mindspore.float32)))
        [1.]
    """
    return _stop(value)


def vjp(fn, *inputs, weights=None, has_aux=False):
    """Vector-Jacobian product: runs `fn` and returns ``(outputs, vjp_fn)``; ``vjp_fn(v)`` gives the gradients of
    ``sum(outputs * v)`` with respect to the inputs (always a tuple, one Tensor per input), and, when `weights` is
    given, ``(input gradients, weight gradients)`` (the weight gradient alone for a single Parameter, else a
    tuple).

    Args:
        fn (Union[Function, Cell]): The function.
        inputs (Tensor): The inputs.

    Keyword Args:
        weights (Union[ParameterTuple, Parameter, list[Parameter]]): Parameters to differentiate. Default: ``None``.
        has_aux (bool): `fn` returns (output, aux...); only the output is differentiated and
            ``(outputs, vjp_fn, aux)`` is returned (aux: the single auxiliary value, or a tuple of them).
            Default: ``False``.

    Returns:
        tuple (outputs, vjp_fn) or (outputs, vjp_fn, aux).

    Raises:
        TypeError: If `fn` is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out, vjp_fn = ops.vjp(lambda x: x ** 3, Tensor([1.0, 2.0], mindspore.float32))
        >>> grads = vjp_fn(Tensor([1.0, 1.0], mindspore.float32))
        >>> print(out, len(grads), grads[0])
        [1. 8.] 1 [ 3. 12.]
    """
    if not callable(fn):
        raise TypeError(f"For 'vjp', the 'fn' must be a function or Cell, but got {type(fn).__name__}.")
    wlist = _weight_list(weights)
    call_args, leaves = [], []
    for x in inputs:
        v, l = _prepare(x, True)
        call_args.append(v)
        leaves.append(l)
    with torch.enable_grad():
        _DEPTH[0] += 1
        try:
            out = fn(*call_args)
        finally:
            _DEPTH[0] -= 1
    aux = None
    if has_aux:
        out, aux = out[0], tuple(_detach(a) for a in out[1:])
        if len(aux) == 1:
            aux = aux[0]
    outs = _flatten_out(out, [])
    targets = []
    for l in leaves:
        _collect(l, targets)
    w_t = [w._t for w in wlist if w._t.requires_grad]
    targets += w_t

    def vjp_fn(*v):
        sens = v[0] if len(v) == 1 else v
        flat = _flatten_sens(sens, [])
        go = [_sens_tensor(s, o) for s, o in zip(flat, outs)]
        pairs = [(o, g) for o, g in zip(outs, go) if o.requires_grad]
        got = torch.autograd.grad([p[0] for p in pairs], targets, [p[1] for p in pairs], retain_graph=True,
                                  allow_unused=True, materialize_grads=True) if pairs and targets else \
            [torch.zeros_like(t) for t in targets]
        by_id = {id(t): g for t, g in zip(targets, got)}
        g_in = [_assemble(x, l, by_id) for x, l in zip(inputs, leaves)]
        g_in = tuple(g_in)
        if weights is None:
            return g_in
        g_w = tuple(_wrap(by_id[id(w._t)]) if w._t.requires_grad else _wrap(torch.zeros_like(w._t.detach()))
                    for w in wlist)
        if isinstance(weights, Tensor):  # a single Parameter: its gradient alone
            g_w = g_w[0]
        return g_in, g_w

    value = _detach(out)
    return (value, vjp_fn, aux) if has_aux else (value, vjp_fn)


def jvp(fn, inputs, v, has_aux=False):
    """Jacobian-vector product (forward mode): returns ``(fn(inputs), J v)``.

    Args:
        fn (Union[Function, Cell]): The function.
        inputs (Union[Tensor, tuple[Tensor]]): The inputs.
        v (Union[Tensor, tuple[Tensor]]): The tangent vectors, shaped like `inputs`.
        has_aux (bool): `fn` returns (output, aux...); only the output is differentiated and
            ``(outputs, jvp, aux)`` is returned (aux: the single auxiliary output, or a tuple of them).
            Default: ``False``.

    Returns:
        tuple (outputs, jvp) or (outputs, jvp, aux).

    Raises:
        TypeError: If `inputs` or `v` is not a Tensor or tuple of Tensors.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def cube(x):
        ...     return x ** 3
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> out, jv = ops.jvp(cube, x, Tensor([1.0, 1.0], mindspore.float32))
        >>> print(out, jv)
        [1. 8.] [ 3. 12.]
    """
    single = isinstance(inputs, Tensor)
    xs = (inputs,) if single else tuple(inputs)
    vs = (v,) if isinstance(v, Tensor) else tuple(v)
    for a in xs + vs:
        if not isinstance(a, Tensor):
            raise TypeError(f"For 'jvp', the 'inputs' and 'v' must be Tensors or tuples of Tensors, but got "
                            f"{type(a).__name__}.")
    leaves = [x._t.detach().requires_grad_() for x in xs]
    # J v takes a second reverse pass through fn's graph, which a compiled (GRAPH_MODE) call cannot give: fn runs
    # eagerly here, with the same values
    mode = _ctx._context["mode"]
    with torch.enable_grad():
        _DEPTH[0] += 1
        _ctx._context["mode"] = _ctx.PYNATIVE_MODE
        try:
            out = fn(*[_wrap(t) for t in leaves])
        finally:
            _ctx._context["mode"] = mode
            _DEPTH[0] -= 1
        aux = ()
        if has_aux:
            out, aux = out[0], tuple(_wrap(a._t.detach()) if isinstance(a, Tensor) else a for a in out[1:])
            if len(aux) == 1:  # MindSpore returns a single auxiliary output alone
                aux = aux[0]
        outs = _flatten_out(out, [])
        # J v through two reverse passes: g(u) = J^T u is linear in u, so d(g(u) . v)/du = J v.
        dummies = [torch.zeros_like(o, requires_grad=True) for o in outs]
        pairs = [(o, d) for o, d in zip(outs, dummies) if o.requires_grad]
        jv = [torch.zeros_like(d) for d in dummies]
        if pairs:
            g = torch.autograd.grad([p[0] for p in pairs], leaves, [p[1] for p in pairs], create_graph=True,
                                    allow_unused=True, materialize_grads=True)
            tv = [t._t.to(x.dtype) for t, x in zip(vs, leaves)]
            used = [(gi, ti) for gi, ti in zip(g, tv) if gi.requires_grad]
            if used:
                jv = torch.autograd.grad([u[0] for u in used], dummies, [u[1] for u in used], allow_unused=True,
                                         materialize_grads=True)
    values = [o.detach() for o in outs]
    if isinstance(out, (tuple, list)):
        result = tuple(_wrap(v) for v in values), tuple(_wrap(t) for t in jv)
    else:
        result = _wrap(values[0]), _wrap(jv[0])
    return result + (aux,) if has_aux else result


def _jacobian(fn, grad_position, has_aux, name):
    positions = (grad_position,) if isinstance(grad_position, int) else tuple(grad_position)

    def jac_fn(*args):
        outs_box = []

        def f(*ts):
            call = list(args)
            for p, t in zip(positions, ts):
                call[p] = _wrap(t)
            out = fn(*call)
            if has_aux:
                outs_box.append(tuple(out[1:]))
                out = out[0]
            return tuple(o._t for o in out) if isinstance(out, (tuple, list)) else out._t

        prim = tuple(args[p]._t.detach() for p in positions)
        _DEPTH[0] += 1
        try:
            jac = torch.autograd.functional.jacobian(f, prim, vectorize=False, strategy="reverse-mode")
        finally:
            _DEPTH[0] -= 1

        def wrap(j):
            return tuple(wrap(v) for v in j) if isinstance(j, tuple) else _wrap(j)

        res = wrap(jac)
        if isinstance(grad_position, int):
            res = res[0] if not (isinstance(res, tuple) and res and isinstance(res[0], tuple)) else \
                tuple(r[0] for r in res)
        if has_aux:
            aux = tuple(_wrap(o._t.detach()) if isinstance(o, Tensor) else o for o in outs_box[0])
            return res, aux[0] if len(aux) == 1 else aux
        return res

    jac_fn.__name__ = f"{name}_{getattr(fn, '__name__', type(fn).__name__)}"
    return jac_fn


def jacfwd(fn, grad_position=0, has_aux=False):
    """Builds a function computing the Jacobian of `fn` with respect to the inputs at `grad_position`.

    Args:
        fn (Union[Cell, Function]): The function (Tensor inputs and outputs).
        grad_position (Union[int, tuple[int]]): Input positions. Default: ``0``.
        has_aux (bool): `fn` returns (output, aux...); only the output is differentiated and ``(jacobian, aux)`` is
            returned (aux: the single auxiliary output, or a tuple of them). Default: ``False``.

    Returns:
        Function, the Jacobian function: output shape ``out.shape + input.shape``.

    Raises:
        TypeError: If `fn` is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def square(x):
        ...     return x * x
        >>> jac = ops.jacfwd(square)(Tensor([1.0, 2.0], mindspore.float32))
        >>> print(jac)
        [[2. 0.]
         [0. 4.]]
    """
    if not callable(fn):
        raise TypeError(f"For 'jacfwd', the 'fn' must be a function or Cell, but got {type(fn).__name__}.")
    return _jacobian(fn, grad_position, has_aux, "jacfwd")


def jacrev(fn, grad_position=0, has_aux=False):
    """Builds a function computing the Jacobian of `fn` (reverse mode) with respect to the inputs at
    `grad_position`.

    Args:
        fn (Union[Cell, Function]): The function (Tensor inputs and outputs).
        grad_position (Union[int, tuple[int]]): Input positions. Default: ``0``.
        has_aux (bool): `fn` returns (output, aux...); only the output is differentiated and ``(jacobian, aux)`` is
            returned (aux: the single auxiliary output, or a tuple of them). Default: ``False``.

    Returns:
        Function, the Jacobian function.

    Raises:
        TypeError: If `fn` is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def double_sum(x):
        ...     return x.sum() * 2.0
        >>> jac = ops.jacrev(double_sum)(Tensor([1.0, 2.0], mindspore.float32))
        >>> print(jac)
        [2. 2.]
    """
    if not callable(fn):
        raise TypeError(f"For 'jacrev', the 'fn' must be a function or Cell, but got {type(fn).__name__}.")
    return _jacobian(fn, grad_position, has_aux, "jacrev")


__all__ += ["jacfwd", "jacrev"]


# ----- Taylor mode: jet / derivative, and linearize ------------------------------------------------------------------
_TAYLOR_DTYPES = (torch.int32, torch.int64, torch.float32, torch.float64)


def _taylor_series(fn, primals, series):
    """Derivatives 0..n of ``t -> fn(x(t))`` at ``t = 0``, where each input follows the path whose k-th derivative
    at 0 is ``series[k-1]``.

    Returns ``(outputs, orders)``: ``outputs`` the flat list of torch outputs at ``t = 0``, ``orders[k][j]`` the
    (k+1)-th derivative of output ``j``; and whether `fn` returned a tuple or list.
    """
    order = series[0].shape[0]
    t_dtype = primals[0].dtype
    box = {}

    def path(t):
        xs = []
        for x0, s in zip(primals, series):
            # Horner form of x0 + sum_k s[k-1] t^k / k!: every term keeps its exact value at t = 0
            acc = s[order - 1]
            for k in range(order - 1, 0, -1):
                acc = s[k - 1] + acc * (t / (k + 1)).to(x0.dtype)
            xs.append(x0 + acc * t.to(x0.dtype))
        return xs

    def level(m, t):
        if m == 0:
            out = fn(*[_wrap(x) for x in path(t)])
            box["seq"] = isinstance(out, (tuple, list))
            flat = tuple(_flatten_out(out, []))
            box["n"] = len(flat)
            return flat
        ones = torch.ones_like(t)
        low, tangent = torch.func.jvp(lambda s: level(m - 1, s), (t,), (ones,))
        return tuple(low) + tuple(tangent[len(tangent) - box["n"]:])

    t0 = torch.zeros((), dtype=t_dtype, device=primals[0].device)
    _DEPTH[0] += 1
    try:
        with torch.no_grad():
            flat = level(order, t0)
    finally:
        _DEPTH[0] -= 1
    n = box["n"]
    outs = [o.detach() for o in flat[:n]]
    orders = [[o.detach() for o in flat[(k + 1) * n:(k + 2) * n]] for k in range(order)]
    return outs, orders, box["seq"]


def _jet_dtype(primal, serie):
    if primal._t.dtype not in _TAYLOR_DTYPES or serie._t.dtype != primal._t.dtype:
        raise TypeError("For `F.jet`, the elements' types of primals and series must be the same and belong to "
                        "`mstype.int32, mstype.int64, mstype.float32, mstype.float64`, but got other dtype.")


def _as_float(t):
    return t.to(torch.float32) if t.dtype in (torch.int32, torch.int64) else t


def jet(fn, primals, series):
    r"""Taylor-mode differentiation: the first `n` derivatives of `fn` along the curve through `primals` whose
    derivatives are given by `series`.

    Each input :math:`x_i` moves along the curve :math:`x_i(t) = x_i + \sum_{k=1}^{n} s_{i,k} t^k / k!`, where
    :math:`s_{i,k}` is ``series[i][k-1]``; the result holds :math:`\frac{d^k}{dt^k} fn(x(t))` at :math:`t = 0` for
    :math:`k = 1 \ldots n`. With the first series element set to ones and the others to zeros, these are the plain
    higher derivatives along the direction of ones.

    Note:
        Integer `primals` and `series` (int32 or int64) are computed as float32.

    Args:
        fn (Union[Cell, function]): The function to differentiate, taking the inputs as Tensors.
        primals (Union[Tensor, tuple[Tensor]]): The point at which `fn` is expanded, one Tensor per input of `fn`.
        series (Union[Tensor, tuple[Tensor]]): For each input, the derivatives of its curve, stacked on a new
            leading axis: ``series[i][k-1]`` is the k-th derivative. A Tensor shaped like its primal is read as the
            first derivative alone.

    Returns:
        Tuple(out_primals, out_series).

        - **out_primals** (Union[Tensor, list[Tensor]]) - ``fn(primals)`` (a list when `fn` has several outputs).
        - **out_series** (Union[Tensor, list[Tensor]]) - the derivatives of each output, of shape
          ``(n,) + output.shape`` (a list when `fn` has several outputs).

    Raises:
        TypeError: If `primals` and `series` are not both Tensors or both tuples, or an element's dtype is not
            int32, int64, float32 or float64, or differs from its series' dtype.
        ValueError: If the lengths of `primals` and `series` differ, or a series element is not shaped like its
            primal.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> def cube(x):
        ...     return x * x * x
        >>> x = mindspore.tensor([1.0, 2.0], mindspore.float32)
        >>> s = mindspore.tensor([[1.0, 1.0], [0.0, 0.0], [0.0, 0.0]], mindspore.float32)
        >>> out, derivs = ops.jet(cube, x, s)
        >>> print(out)
        [1. 8.]
        >>> print(derivs)
        [[ 3. 12.]
         [ 6. 12.]
         [ 6.  6.]]
    """
    both_tensors = isinstance(primals, Tensor) and isinstance(series, Tensor)
    if not both_tensors and not (isinstance(primals, tuple) and isinstance(series, tuple)):
        raise TypeError("For 'F.jet', the 'primals' and `series` must be both Tensor or tuple.")
    if both_tensors:
        primals, series = (primals,), (series,)
    elif len(primals) != len(series):
        raise ValueError("The lengths of primals and series must be the same.")
    xs, ss = [], []
    for p, s in zip(primals, series):
        if not isinstance(p, Tensor) or not isinstance(s, Tensor):
            raise TypeError("For 'F.jet', the 'primals' and `series` must be both Tensor or tuple.")
        st = s._t
        if tuple(st.shape) == tuple(p.shape):
            st = st.unsqueeze(0)
        elif tuple(st.shape[1:]) != tuple(p.shape):
            raise ValueError("In series, the shape of each element must be the same as the primals.")
        _jet_dtype(p, s)
        xs.append(_as_float(p._t.detach()))
        ss.append(_as_float(st.detach()))
    if len({s.shape[0] for s in ss}) != 1:
        raise ValueError("For 'F.jet', every element of 'series' must hold the same number of derivatives, but got "
                         f"{[s.shape[0] for s in ss]}.")
    outs, orders, seq = _taylor_series(fn, xs, ss)
    stacked = [torch.stack([orders[k][j] for k in range(len(orders))]) for j in range(len(outs))]
    if seq and len(outs) > 1:
        return [_wrap(o) for o in outs], [_wrap(s) for s in stacked]
    return _wrap(outs[0]), _wrap(stacked[0])


def derivative(fn, primals, order):
    r"""The `order`-th derivative of `fn` along the direction of ones, computed in Taylor mode.

    Every input :math:`x_i` moves along :math:`x_i + t`; the result is :math:`\frac{d^{order}}{dt^{order}}
    fn(x + t)` at :math:`t = 0` (for one input, the element-wise `order`-th derivative of an element-wise `fn`).
    This is :func:`mindspore.ops.jet` with a first series element of ones and zeros after it, keeping only the
    last derivative.

    Note:
        Integer `primals` (int32 or int64) are computed as float32.

    Args:
        fn (Union[Cell, function]): The function to differentiate.
        primals (Union[Tensor, tuple[Tensor]]): The inputs of `fn`.
        order (int): Which derivative to return, at least 1.

    Returns:
        Tuple(out_primals, out_series).

        - **out_primals** (Union[Tensor, list[Tensor]]) - ``fn(primals)`` (a list when `fn` has several outputs).
        - **out_series** (Union[Tensor, list[Tensor]]) - the `order`-th derivative of each output (a list when `fn`
          has several outputs).

    Raises:
        TypeError: If `order` is not an int, or an element of `primals` is not int32, int64, float32 or float64.
        ValueError: If `order` is less than 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> def f(x):
        ...     return x * x * x - x
        >>> x = mindspore.tensor([1.0, 2.0], mindspore.float32)
        >>> out, d2 = ops.derivative(f, x, 2)
        >>> print(out)
        [0. 6.]
        >>> print(d2)
        [ 6. 12.]
    """
    if not isinstance(order, int) or isinstance(order, bool):
        raise TypeError("For `F.derivative`, the type of order must be int.")
    if order < 1:
        raise ValueError(f"For `F.derivative`, value of order should not be less than 1, but got {order}.")
    xs = (primals,) if isinstance(primals, Tensor) else tuple(primals)
    ts = []
    for x in xs:
        if not isinstance(x, Tensor) or x._t.dtype not in _TAYLOR_DTYPES:
            raise TypeError("For `F.derivative`, the elements of primals must belong to "
                            "`mstype.int32, mstype.int64, mstype.float32, mstype.float64`, but got other dtype.")
        ts.append(_as_float(x._t.detach()))
    ss = []
    for t in ts:
        s = torch.zeros((order,) + tuple(t.shape), dtype=t.dtype, device=t.device)
        s[0] = 1
        ss.append(s)
    outs, orders, seq = _taylor_series(fn, ts, ss)
    if seq and len(outs) > 1:
        return [_wrap(o) for o in outs], [_wrap(d) for d in orders[-1]]
    return _wrap(outs[0]), _wrap(orders[-1][0])


def linearize(fn, inputs):
    """Evaluates `fn` at `inputs` and returns it with a function computing Jacobian-vector products there.

    ``jvp_fn(v)`` gives the same value as ``ops.jvp(fn, inputs, v)[1]``: the directional derivative of `fn` at
    `inputs` along `v` (a Tensor, or a tuple or list of Tensors shaped like `inputs`). Use it to apply the
    linearized function to many tangents.

    Args:
        fn (Union[Function, Cell]): The function, taking Tensors and returning a Tensor or a tuple of Tensors.
        inputs (Union[Tensor, tuple[Tensor], list[Tensor]]): The point of linearization.

    Returns:
        Tuple(output, jvp_fn).

        - **output** (Union[Tensor, tuple[Tensor]]) - ``fn(*inputs)``.
        - **jvp_fn** (Function) - ``jvp_fn(v)`` returns the Jacobian-vector product (a tuple when `fn` has
          several outputs).

    Raises:
        TypeError: If `inputs` is not a Tensor, tuple or list of Tensors.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def f(x, y):
        ...     return x * y + x
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> y = Tensor([3.0, 4.0], mindspore.float32)
        >>> out, jvp_fn = ops.linearize(f, (x, y))
        >>> print(out)
        [ 4. 10.]
        >>> print(jvp_fn((Tensor([1.0, 0.0], mindspore.float32), Tensor([0.0, 1.0], mindspore.float32))))
        [4. 2.]
    """
    if not isinstance(inputs, (Tensor, tuple, list)):
        raise TypeError("The inputs type must be a Tensor, tuple or list of Tensors.")
    args = (inputs,) if isinstance(inputs, Tensor) else tuple(inputs)
    output = fn(*args)

    def jvp_fn(v):
        vs = (v,) if isinstance(v, Tensor) else tuple(v)
        if len(vs) != len(args):
            raise ValueError(f"For 'linearize', 'v' must hold one tangent per input ({len(args)}), but got "
                             f"{len(vs)}.")
        return jvp(fn, args, vs)[1]

    return output, jvp_fn


__all__ += ["jet", "derivative", "linearize"]

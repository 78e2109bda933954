"""MsDispatchMode: operator names, nesting, decorator use, changed results and errors.

Names, printed lines and error types were recorded from MindSpore 2.10.0 CPU with the same expressions."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops
from mindspore_compat.utils import MsDispatchMode

X = Tensor(np.array([[1.0, -2.0], [3.0, 4.0]], np.float32))
Y = Tensor(np.ones((2, 2), np.float32))


class _Names(MsDispatchMode):
    def __init__(self):
        self.names = []

    def __ms_dispatch__(self, func, args, kwargs=None):
        self.names.append(func.name)
        return func(*args)


# recorded from MindSpore 2.10.0 CPU: the one operator each expression dispatches
@pytest.mark.parametrize("expr, name", [
    (lambda: X + Y, "AddExt"), (lambda: X - Y, "SubExt"), (lambda: X * Y, "Mul"), (lambda: X * 2, "Muls"),
    (lambda: X / Y, "Div"), (lambda: ops.matmul(X, Y), "MatMulExt"), (lambda: ops.relu(X), "ReLU"),
    (lambda: X.sum(), "SumExt"), (lambda: ops.exp(X), "Exp"), (lambda: X.reshape(4), "Reshape"),
    (lambda: ops.cast(X, ms.int32), "Cast"), (lambda: ops.softmax(X), "Softmax"), (lambda: X ** 2, "Pow"),
    (lambda: -X, "Neg"), (lambda: ops.abs(X), "Abs"), (lambda: ops.sqrt(X), "Sqrt"), (lambda: X > Y, "Greater"),
    (lambda: ops.mean(X), "ReduceMean"), (lambda: ops.transpose(X, (1, 0)), "Transpose"),
    (lambda: ops.concat((X, Y)), "Concat"), (lambda: X + 1, "AddExt"), (lambda: ops.sigmoid(X), "Sigmoid"),
    (lambda: ops.tanh(X), "Tanh"), (lambda: ops.maximum(X, Y), "Maximum"), (lambda: ops.log(Y), "Log"),
    (lambda: X.max(), "Max"),
])
def test_operator_names(expr, name):
    mode = _Names()
    with mode:
        expr()
    assert mode.names == [name]


def test_nesting_passes_the_inner_call_to_the_outer_mode(capsys):
    class Outer(MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            print("outer in", func.name)
            out = func(*args)
            print("outer out", func.name)
            return out

    class Inner(MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            print("inner", func.name)
            return func(*args)

    x, y = Tensor([1.0, 2.0, 3.0]), Tensor([4.0, 5.0, 6.0])
    with Outer():
        x * 2
        with Inner():
            b = x + y
        x - y
    # recorded (same modes and expressions, other print texts): MindSpore 2.10's inner func(*args) reaches the
    # outer mode
    assert capsys.readouterr().out.splitlines() == [
        "outer in Muls", "outer out Muls", "inner AddExt", "outer in AddExt", "outer out AddExt",
        "outer in SubExt", "outer out SubExt"]
    np.testing.assert_array_equal(b.asnumpy(), [5.0, 7.0, 9.0])


def test_operators_run_by_the_callback_itself_are_not_intercepted():
    class Triple(MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            out = func(*args)
            return out * 3 if func.name == "Mul" else out

    outer = _Names()
    with outer:
        with Triple():
            r = X * Y
        X - Y
    # recorded: the outer mode sees the inner func(*args) (Mul) but not the inner body's own Muls
    assert outer.names == ["Mul", "SubExt"]
    np.testing.assert_array_equal(r.asnumpy(), [[3.0, -6.0], [9.0, 12.0]])


def test_decorator_and_changed_result():
    class DoubleAdd(MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            out = func(*args)
            return out * 2 if func.name == "AddExt" else out

    @DoubleAdd()
    def f(a, b):
        return a + b

    np.testing.assert_array_equal(f(X, Y).asnumpy(), [[4.0, -2.0], [8.0, 10.0]])
    np.testing.assert_array_equal((X + Y).asnumpy(), [[2.0, -1.0], [4.0, 5.0]])  # outside: unchanged


def test_args_are_tensors_and_kwargs_is_not_passed():
    seen = []

    class Kw(MsDispatchMode):
        def __ms_dispatch__(self, func, args, **kwargs):
            seen.append((type(func).__name__, [type(a).__name__ for a in args], kwargs))
            result = func(*args)
            seen.append(type(result).__name__)
            return result

    with Kw():
        X + Y
    # recorded: OpFunc, Tensor operands (MindSpore adds alpha=1 as a third operand), no keyword, Tensor result
    assert seen == [("OpFunc", ["Tensor", "Tensor"], {}), "Tensor"]


def test_wrong_callback_signature():
    class Bad(MsDispatchMode):
        def __ms_dispatch__(self, func):
            return None

    # recorded type and message
    with pytest.raises(TypeError, match=r"__ms_dispatch__\(\) takes 2 positional arguments but 3 were given"):
        with Bad():
            X + Y


def test_no_result_is_a_runtime_error():
    class NoCall(MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            return None

    with pytest.raises(RuntimeError):  # recorded type (MindSpore: "The pointer[stub_] is null.")
        with NoCall():
            X + Y


def test_default_mode_changes_nothing():
    with MsDispatchMode():
        np.testing.assert_array_equal((X + Y).asnumpy(), [[2.0, -1.0], [4.0, 5.0]])


def test_docstring_example(run_doctests):
    result = run_doctests("mindspore_compat.utils.ms_dispatch")
    assert result.failed == 0 and result.attempted > 0

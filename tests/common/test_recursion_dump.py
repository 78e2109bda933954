"""set_recursion_limit and set_dump (messages recorded from MindSpore 2.10.0 CPU)."""
import sys
import warnings

import pytest

import mindspore_compat as ms
from mindspore_compat import nn, ops


def test_set_recursion_limit(monkeypatch):
    monkeypatch.setattr(sys, "setrecursionlimit", lambda n: calls.append(n))
    calls = []
    assert ms.set_recursion_limit(sys.getrecursionlimit() + 500) is None
    assert calls == [sys.getrecursionlimit() + 500]
    ms.set_recursion_limit(10)                 # never lowers Python's own limit
    assert len(calls) == 1
    # recorded from MindSpore 2.10.0
    with pytest.raises(TypeError, match="The input value must be int, but got 'str'"):
        ms.set_recursion_limit("a")
    with pytest.raises(TypeError, match="The input value must be int and must > 0, but got 'True' with type 'bool'."):
        ms.set_recursion_limit(True)
    with pytest.raises(ValueError, match="The input value must be int and must > 0, but got '0' with type 'int'."):
        ms.set_recursion_limit(0)
    with pytest.raises(ValueError, match="but got '-1' with type 'int'."):
        ms.set_recursion_limit(-1)


def test_set_dump_marks_and_warns():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(2, 2)

        def construct(self, x):
            return self.fc(x)
    net = Net()
    with pytest.warns(UserWarning, match="writes no dump data"):
        assert ms.set_dump(net) is None
    # recorded from MindSpore 2.10.0 CPU: the flag is set on the Cell and its sub-Cells
    assert net.get_flags()["dump"] is True and net.fc.get_flags()["dump"] is True
    relu = ops.ReLU()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ms.set_dump(relu, False)
    assert relu.attrs["dump"] == "false"       # recorded
    with pytest.raises(ValueError, match=r"The \"target\" parameter must be an instance of Cell or Primitive, but got "
                                         r"an instance of <class 'int'>."):
        ms.set_dump(1)
    with pytest.raises(ValueError, match=r"The \"enabled\" parameter must be bool."):
        ms.set_dump(net, 1)

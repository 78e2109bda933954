"""Single-step recurrent cells (``mindspore.nn.layer.rnn_cells``): RNNCell, LSTMCell, GRUCell.

Gate layout and Parameter names follow MindSpore: ``weight_ih`` / ``weight_hh`` of shape
``(chunks * hidden_size, ...)`` with the chunks in the order (input, forget, cell, output) for the LSTM and
(reset, update, new) for the GRU; ``bias_ih`` / ``bias_hh`` when `has_bias`.
"""
import math

import torch

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer, Uniform
from ... import _checkparam as validator
from ._utils import log_warning

__all__ = ["LSTMCell", "GRUCell", "RNNCell"]

_FLOATS = (mstype.float32, mstype.float16)


_TUPLE_TYPE = "<class 'mindspore._c_expression.typing.Tuple'>"


def type_text(value):
    """How MindSpore names the type of a construct argument in its messages (``Tensor[Float32]``, ``Int64``)."""
    if isinstance(value, Tensor):
        return f"Tensor[{value.dtype}]"
    if isinstance(value, bool):
        return "Bool"
    if isinstance(value, int):
        return "Int64"
    if isinstance(value, float):
        return "Float32"
    if isinstance(value, list):
        return "List"
    return type(value).__name__


def _tensor_arg(value, arg_name, cls_name):
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{cls_name}', the '{arg_name}' must be 'Tensor', but got "
                        f"'{type(value).__name__}'")
    return value


def _float_arg(value, arg_name, cls_name):
    _tensor_arg(value, arg_name, cls_name)
    if value.dtype not in _FLOATS:
        raise TypeError(f"For '{cls_name}', the '{arg_name}' should be one of [mindspore.float32, "
                        f"mindspore.float16], but got '{value.dtype!r}'.")
    return value._t


def _hx_pair(hx, cls_name):
    """The (h, c) state of an LSTM, checked: a tuple of two Tensors."""
    if not isinstance(hx, tuple):
        raise TypeError(f"For '{cls_name}', the 'hx' must be '{_TUPLE_TYPE}', but got '{type_text(hx)}'")
    if len(hx) != 2:
        raise TypeError(f"For '{cls_name}', the length of 'hx' must be '2', but got '{len(hx)}'")
    return hx


class RNNCellBase(Cell):
    r"""
    Base of the single-step recurrent cells: holds ``weight_ih``, ``weight_hh`` (and ``bias_ih``, ``bias_hh``)
    with `num_chunks` gate blocks, all drawn from :math:`U(-1/\sqrt{hidden\_size}, 1/\sqrt{hidden\_size})`.

    Args:
        input_size (int): Number of features of the input.
        hidden_size (int): Number of features of the hidden state.
        has_bias (bool): Whether the cell has the two bias vectors.
        num_chunks (int): Number of gate blocks stacked in the weights.
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Raises:
        TypeError: If `has_bias` is not a bool, or `input_size` / `hidden_size` is not an int.
        ValueError: If `input_size` or `hidden_size` is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> cell = nn.GRUCell(3, 2)
        >>> print(isinstance(cell, nn.layer.rnn_cells.RNNCellBase), cell.weight_ih.shape)
        True (6, 3)
    """

    def __init__(self, input_size: int, hidden_size: int, has_bias: bool, num_chunks: int, dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("has_bias", has_bias, [bool], cls)
        validator.check_positive_int(hidden_size, "hidden_size", cls)
        validator.check_positive_int(input_size, "input_size", cls)
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.has_bias = has_bias
        rows = num_chunks * hidden_size
        shapes = [("weight_ih", (rows, input_size)), ("weight_hh", (rows, hidden_size))]
        if has_bias:
            shapes += [("bias_ih", (rows,)), ("bias_hh", (rows,))]
        for name, shape in shapes:
            setattr(self, name, Parameter(initializer("zeros", shape, dtype)))
        if not has_bias:
            self.bias_ih = None
            self.bias_hh = None
        self.reset_parameters(dtype=dtype)

    def reset_parameters(self, dtype=mstype.float32):
        """Redraw every Parameter from :math:`U(-1/\\sqrt{hidden\\_size}, 1/\\sqrt{hidden\\_size})`."""
        bound = 1 / math.sqrt(self.hidden_size)
        for weight in self.get_parameters():
            weight.set_data(initializer(Uniform(bound), weight.shape, dtype))

    def _biases(self):
        if self.bias_ih is None:
            return None, None
        return self.bias_ih._t, self.bias_hh._t


class RNNCell(RNNCellBase):
    r"""
    One step of an Elman recurrent cell:
    :math:`h' = \sigma(W_{ih} x + b_{ih} + W_{hh} h + b_{hh})` with :math:`\sigma` = tanh or ReLU.

    Args:
        input_size (int): Number of features of `x`.
        hidden_size (int): Number of features of `hx`.
        has_bias (bool): Whether ``bias_ih`` and ``bias_hh`` are used. Default: ``True`` .
        nonlinearity (str): ``"tanh"`` or ``"relu"`` . Default: ``"tanh"`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Input of shape :math:`(batch\_size, input\_size)`, float16 or float32.
        - **hx** (Tensor) - Hidden state of shape :math:`(batch\_size, hidden\_size)`, same dtype as `x`.

    Outputs:
        - **hx'** (Tensor) - The new hidden state, shape :math:`(batch\_size, hidden\_size)`.

    Raises:
        TypeError: If `input_size` or `hidden_size` is not an int, or `has_bias` is not a bool.
        TypeError: If `x` or `hx` is not a float16/float32 Tensor.
        ValueError: If `nonlinearity` is neither ``"tanh"`` nor ``"relu"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> cell = nn.RNNCell(4, 3, nonlinearity='relu')
        >>> h = Tensor(np.zeros([2, 3]), ms.float32)
        >>> for step in range(3):
        ...     h = cell(Tensor(np.ones([2, 4]), ms.float32), h)
        >>> print(h.shape)
        (2, 3)
    """
    _non_linearity = ["tanh", "relu"]

    def __init__(self, input_size: int, hidden_size: int, has_bias: bool = True, nonlinearity: str = "tanh",
                 dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, num_chunks=1, dtype=dtype)
        cls = self.cls_name
        self.nonlinearity = validator.check_string(validator.check_value_type("nonlinearity", nonlinearity, [str], cls),
                                                   self._non_linearity, "nonlinearity", cls)
        self._step = torch.rnn_tanh_cell if nonlinearity == "tanh" else torch.rnn_relu_cell

    def construct(self, x, hx):
        cls = self.cls_name
        _tensor_arg(x, "x", cls)
        _tensor_arg(hx, "hx", cls)
        xt = _float_arg(x, "x", cls)
        ht = _float_arg(hx, "hx", cls)
        b_ih, b_hh = self._biases()
        return _wrap(self._step(xt, ht, self.weight_ih._t, self.weight_hh._t, b_ih, b_hh))


class LSTMCell(RNNCellBase):
    r"""
    One step of a long short-term memory cell.

    .. math::
        \begin{array}{l}
        i, f, g, o = \text{split}(W_{ih} x + b_{ih} + W_{hh} h + b_{hh}) \\
        c' = \sigma(f) * c + \sigma(i) * \tanh(g) \\
        h' = \sigma(o) * \tanh(c')
        \end{array}

    The four gate blocks of ``weight_ih`` / ``weight_hh`` are stacked in the order input, forget, cell, output.
    Creating the cell logs a warning that it is a single cell (MindSpore before 1.6 used this name for a layer).

    Args:
        input_size (int): Number of features of `x`.
        hidden_size (int): Number of features of the hidden and cell states.
        has_bias (bool): Whether ``bias_ih`` and ``bias_hh`` are used. Default: ``True`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Input of shape :math:`(batch\_size, input\_size)`, float16 or float32.
        - **hx** (tuple) - ``(h, c)``, two Tensors of shape :math:`(batch\_size, hidden\_size)`.

    Outputs:
        - **hx'** (tuple) - The new ``(h, c)``.

    Raises:
        TypeError: If `input_size` or `hidden_size` is not an int, or `has_bias` is not a bool.
        TypeError: If `hx` is not a tuple of two float16/float32 Tensors.
        ValueError: If the arguments of the old layer (batch_size, dropout, bidirectional) are given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> cell = nn.LSTMCell(4, 3)
        >>> state = (Tensor(np.zeros([2, 3]), ms.float32), Tensor(np.zeros([2, 3]), ms.float32))
        >>> h, c = cell(Tensor(np.ones([2, 4]), ms.float32), state)
        >>> print(h.shape, c.shape)
        (2, 3) (2, 3)
    """

    def __init__(self, input_size: int, hidden_size: int, has_bias: bool = True, dtype=mstype.float32):
        log_warning("LSTMCell has been changed from 'single LSTM layer' to 'single LSTM cell', if you still need "
                    "use single LSTM layer, please use `nn.LSTM` instead.")
        super().__init__(input_size, hidden_size, has_bias, num_chunks=4, dtype=dtype)
        self.support_non_tensor_inputs = True

    def construct(self, x, hx):
        cls = self.cls_name
        _tensor_arg(x, "x", cls)
        _hx_pair(hx, cls)
        _tensor_arg(hx[0], "hx[0]", cls)
        _tensor_arg(hx[1], "hx[1]", cls)
        xt = _float_arg(x, "x", cls)
        h = _float_arg(hx[0], "hx[0]", cls)
        c = _float_arg(hx[1], "hx[1]", cls)
        b_ih, b_hh = self._biases()
        hy, cy = torch.lstm_cell(xt, (h, c), self.weight_ih._t, self.weight_hh._t, b_ih, b_hh)
        return _wrap(hy), _wrap(cy)


class GRUCell(RNNCellBase):
    r"""
    One step of a gated recurrent unit.

    .. math::
        \begin{array}{l}
        r = \sigma(W_{ir} x + b_{ir} + W_{hr} h + b_{hr}) \\
        z = \sigma(W_{iz} x + b_{iz} + W_{hz} h + b_{hz}) \\
        n = \tanh(W_{in} x + b_{in} + r * (W_{hn} h + b_{hn})) \\
        h' = (1 - z) * n + z * h
        \end{array}

    The three gate blocks of ``weight_ih`` / ``weight_hh`` are stacked in the order reset, update, new.

    Args:
        input_size (int): Number of features of `x`.
        hidden_size (int): Number of features of `hx`.
        has_bias (bool): Whether ``bias_ih`` and ``bias_hh`` are used. Default: ``True`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Input of shape :math:`(batch\_size, input\_size)`, float16 or float32.
        - **hx** (Tensor) - Hidden state of shape :math:`(batch\_size, hidden\_size)`, same dtype as `x`.

    Outputs:
        - **hx'** (Tensor) - The new hidden state, shape :math:`(batch\_size, hidden\_size)`.

    Raises:
        TypeError: If `input_size` or `hidden_size` is not an int, or `has_bias` is not a bool.
        TypeError: If `x` or `hx` is not a float16/float32 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> cell = nn.GRUCell(4, 3, has_bias=False)
        >>> _ = cell.weight_ih.set_data(ms.Tensor(np.zeros([9, 4]), ms.float32))
        >>> _ = cell.weight_hh.set_data(ms.Tensor(np.zeros([9, 3]), ms.float32))
        >>> print(cell(Tensor(np.ones([1, 4]), ms.float32), Tensor(np.ones([1, 3]), ms.float32)))
        [[0.5 0.5 0.5]]
    """

    def __init__(self, input_size: int, hidden_size: int, has_bias: bool = True, dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, num_chunks=3, dtype=dtype)

    def construct(self, x, hx):
        cls = self.cls_name
        _tensor_arg(x, "x", cls)
        _tensor_arg(hx, "hx", cls)
        xt = _float_arg(x, "x", cls)
        ht = _float_arg(hx, "hx", cls)
        b_ih, b_hh = self._biases()
        return _wrap(torch.gru_cell(xt, ht, self.weight_ih._t, self.weight_hh._t, b_ih, b_hh))

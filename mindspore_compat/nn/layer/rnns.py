"""Multi-layer recurrent layers (``mindspore.nn.layer.rnns``): RNN, LSTM, GRU.

Parameters are named as MindSpore names them (``weight_ih_l{k}``, ``weight_hh_l{k}``, ``bias_ih_l{k}``,
``bias_hh_l{k}``, with a ``_reverse`` suffix for the backward direction), listed all input weights first, then the
hidden weights, then the biases, and their gate blocks are stacked in MindSpore's CPU order (LSTM: input, forget,
cell, output; GRU: reset, update, new). So a checkpoint written by MindSpore loads as it is.
"""
import math

import numpy as np
import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, PackedSequence

from ..cell import Cell
from .basic import Dropout
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter, ParameterTuple
from ... import _checkparam as validator
from ._utils import log_warning
from .rnn_cells import _TUPLE_TYPE, type_text

__all__ = ["LSTM", "GRU", "RNN"]

_FLOATS = (mstype.float32, mstype.float16)


class _DynamicKernel(Cell):
    """The multi-layer recurrence of one mode, run on torch's fused kernels (a child Cell as in MindSpore)."""
    _kernel = None
    _is_lstm = False

    def construct(self, x, hx, seq_length, params, has_bias, num_layers, dropout, train, bidirectional,
                  batch_first):
        kernel = type(self)._kernel
        if seq_length is None:
            res = kernel(x, hx, params, has_bias, num_layers, dropout, train, bidirectional, batch_first)
            return res[0], tuple(res[1:]) if self._is_lstm else res[1]
        total = x.shape[1] if batch_first else x.shape[0]
        packed = pack_padded_sequence(x, seq_length.to("cpu", torch.int64), batch_first=batch_first,
                                      enforce_sorted=False)
        order, back = packed.sorted_indices, packed.unsorted_indices
        if self._is_lstm:
            hx = (hx[0].index_select(1, order), hx[1].index_select(1, order))
        else:
            hx = hx.index_select(1, order)
        res = kernel(packed.data, packed.batch_sizes, hx, params, has_bias, num_layers, dropout, train,
                     bidirectional)
        out, _ = pad_packed_sequence(PackedSequence(res[0], packed.batch_sizes, order, back),
                                     batch_first=batch_first, total_length=total)
        if self._is_lstm:
            return out, (res[1].index_select(1, back), res[2].index_select(1, back))
        return out, res[1].index_select(1, back)


class _DynamicRNNTanh(_DynamicKernel):
    _kernel = staticmethod(torch.rnn_tanh)


class _DynamicRNNRelu(_DynamicKernel):
    _kernel = staticmethod(torch.rnn_relu)


class _DynamicGRUCPUGPU(_DynamicKernel):
    _kernel = staticmethod(torch.gru)


class _DynamicLSTMCPUGPU(_DynamicKernel):
    _kernel = staticmethod(torch.lstm)
    _is_lstm = True


_MODES = {"LSTM": (4, _DynamicLSTMCPUGPU), "GRU": (3, _DynamicGRUCPUGPU), "RNN_TANH": (1, _DynamicRNNTanh),
          "RNN_RELU": (1, _DynamicRNNRelu)}


def _check_tensor(value, arg_name, cls_name):
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{cls_name}', the '{arg_name}' must be 'Tensor', but got '{type(value).__name__}'")


class _RNNBase(Cell):
    """Shared construction and forward pass of RNN, GRU and LSTM."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        validator.check_positive_int(hidden_size, "hidden_size", cls)
        validator.check_positive_int(input_size, "input_size", cls)
        validator.check_positive_int(num_layers, "num_layers", cls)
        if isinstance(dropout, bool) or not isinstance(dropout, float):
            raise TypeError(f"For '{cls}', the type of 'dropout' must be 'float', but got "
                            f"'{type(dropout).__name__}'.")
        validator.check_value_type("has_bias", has_bias, [bool], cls)
        validator.check_value_type("batch_first", batch_first, [bool], cls)
        validator.check_value_type("bidirectional", bidirectional, [bool], cls)
        if not 0 <= dropout < 1:
            raise ValueError(f"For '{cls}', the 'dropout' must be a number in range [0, 1) representing the "
                             f"probability of an element being zeroed, but got {dropout}.")
        if dropout > 0 and num_layers == 1:
            log_warning(f"dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                        f"expects num_layers greater than 1, but got dropout={dropout} and num_layers={num_layers}")
        if mode not in _MODES:
            raise ValueError(f"For '{cls}', the 'mode' must be in ['RNN_RELU', 'RNN_TANH', 'LSTM', 'GRU'], but got "
                             f"{mode}.")
        chunks, kernel_cell = _MODES[mode]
        self.rnn = kernel_cell()
        self.hidden_size = hidden_size
        self.batch_first = batch_first
        self.num_layers = num_layers
        self.dropout = dropout
        self.dropout_op = Dropout(p=float(dropout))
        self.bidirectional = bidirectional
        self.has_bias = has_bias
        self.is_lstm = mode == "LSTM"
        num_directions = 2 if bidirectional else 1
        gate_size = chunks * hidden_size
        bound = 1 / math.sqrt(hidden_size)
        w_ih, w_hh, b_ih, b_hh = [], [], [], []

        def draw(shape, name):
            # numpy's global generator, drawn in MindSpore's order, so np.random.seed gives MindSpore's values
            values = np.random.uniform(-bound, bound, shape).astype(np.float32)
            return Parameter(Tensor(values, dtype=dtype), name=name)

        for layer in range(num_layers):
            for direction in range(num_directions):
                width = input_size if layer == 0 else hidden_size * num_directions
                suffix = "_reverse" if direction == 1 else ""
                w_ih.append(draw((gate_size, width), f"weight_ih_l{layer}{suffix}"))
                w_hh.append(draw((gate_size, hidden_size), f"weight_hh_l{layer}{suffix}"))
                if has_bias:
                    b_ih.append(draw((gate_size,), f"bias_ih_l{layer}{suffix}"))
                    b_hh.append(draw((gate_size,), f"bias_hh_l{layer}{suffix}"))
        self.w_ih_list = ParameterTuple(w_ih)
        self.w_hh_list = ParameterTuple(w_hh)
        self.b_ih_list = ParameterTuple(b_ih)
        self.b_hh_list = ParameterTuple(b_hh)

    def _flat_weights(self, dtype):
        """torch's per-layer order: w_ih, w_hh[, b_ih, b_hh] for each layer and direction."""
        flat = []
        for i, (wi, wh) in enumerate(zip(self.w_ih_list, self.w_hh_list)):
            flat += [wi._t, wh._t]
            if self.has_bias:
                flat += [self.b_ih_list[i]._t, self.b_hh_list[i]._t]
        if flat[0].dtype != dtype:
            flat = [w.to(dtype) for w in flat]
        return flat

    def _check_state(self, x, hx):
        cls = self.cls_name
        names = ["x"]
        tensors = [x]
        if self.is_lstm:
            if not isinstance(hx, tuple):
                raise TypeError(f"For '{cls}', the 'hx' must be '{_TUPLE_TYPE}', but got '{type_text(hx)}'")
            if len(hx) != 2:
                raise TypeError(f"For '{cls}', the length of 'hx' must be '2', but got '{len(hx)}'")
            _check_tensor(hx[0], "hx[0]", cls)
            _check_tensor(hx[1], "hx[1]", cls)
            names += ["hx[0]", "hx[1]"]
            tensors += list(hx)
        else:
            _check_tensor(hx, "h", cls)
            names.append("hx")
            tensors.append(hx)
        for name, t in zip(names, tensors):
            if t.dtype not in _FLOATS:
                raise TypeError(f"For '{cls}', the element of '{name}' must be one of Float32, Float16, but got "
                                f"{t.dtype}.The supported data types depend on the hardware that executes the "
                                f"operator, for more details, please refer to the MindSpore official website to get "
                                f"more information about the data type.")
        for name, t in zip(names[1:], tensors[1:]):
            if t.dtype != x.dtype:
                raise TypeError(f"For '{cls}', the type of '{name}' should be same as 'x', but got 'x' with type "
                                f"{x.dtype} and '{name}' with type {t.dtype}.")

    def construct(self, x, hx=None, seq_length=None):
        cls = self.cls_name
        _check_tensor(x, "x", cls)
        xt = x._t
        batch = xt.shape[0] if self.batch_first else xt.shape[1]
        num_directions = 2 if self.bidirectional else 1
        if hx is not None:
            self._check_state(x, hx)
            state = (hx[0]._t, hx[1]._t) if self.is_lstm else hx._t
        else:
            zeros = xt.new_zeros((self.num_layers * num_directions, batch, self.hidden_size))
            state = (zeros, zeros) if self.is_lstm else zeros
        lengths = None
        if seq_length is not None:
            if seq_length.dtype not in (mstype.int32, mstype.int64):
                raise TypeError(f"For '{cls}', the 'seq_length' should be one of [mindspore.int32, "
                                f"mindspore.int64], but got '{seq_length.dtype!r}'.")
            if seq_length.shape[0] != batch:
                raise ValueError(f"For '{cls}' batch size of x and seq_length must be equal, but got {batch} of x "
                                 f"and {seq_length.shape[0]} of seq_length.")
            lengths = seq_length._t
        out, h_n = self.rnn.construct(xt, state, lengths, self._flat_weights(xt.dtype), self.has_bias,
                                      self.num_layers, float(self.dropout), bool(self.training),
                                      self.bidirectional, self.batch_first)
        if self.is_lstm:
            return _wrap(out), (_wrap(h_n[0]), _wrap(h_n[1]))
        return _wrap(out), _wrap(h_n)


class RNN(_RNNBase):
    r"""
    Multi-layer Elman recurrent network: at each time step :math:`h_t = \sigma(W_{ih} x_t + b_{ih} + W_{hh}
    h_{t-1} + b_{hh})` with :math:`\sigma` = tanh or ReLU.

    The arguments are those of :class:`mindspore.nn.LSTM` plus `nonlinearity`.

    Args:
        args (tuple): `input_size`, `hidden_size`, `num_layers`, `has_bias`, `batch_first`, `dropout`,
            `bidirectional`, `dtype`, as for :class:`mindspore.nn.LSTM`.
        kwargs (dict): The same by keyword, and ``nonlinearity`` (str): ``"tanh"`` or ``"relu"`` .
            Default: ``"tanh"`` .

    Inputs:
        - **x** (Tensor) - float32/float16 input of shape :math:`(seq\_len, batch\_size, input\_size)`
          (:math:`(batch\_size, seq\_len, input\_size)` with `batch_first`).
        - **hx** (Tensor) - Initial hidden state of shape :math:`(num\_directions * num\_layers, batch\_size,
          hidden\_size)`. Default: ``None`` (zeros).
        - **seq_length** (Tensor) - int32/int64 valid length of every sequence of the batch. Default: ``None``
          (all of `x`). Positions past a length give zeros and do not change the state.

    Outputs:
        Tuple (output, hx_n): the last layer's output for every step, shape :math:`(seq\_len, batch\_size,
        num\_directions * hidden\_size)`, and the final hidden state, shaped as `hx`.

    Raises:
        TypeError: If `input_size`, `hidden_size` or `num_layers` is not an int, or `dropout` is not a float.
        TypeError: If `has_bias`, `batch_first` or `bidirectional` is not a bool.
        ValueError: If `dropout` is not in [0, 1), or `nonlinearity` is neither ``"tanh"`` nor ``"relu"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.RNN(4, 6, num_layers=2, batch_first=True, nonlinearity='relu')
        >>> out, h = net(Tensor(np.ones([3, 5, 4]), ms.float32))
        >>> print(out.shape, h.shape)
        (3, 5, 6) (2, 3, 6)
    """

    def __init__(self, *args, **kwargs):
        nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError(f"For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got {nonlinearity}.")
        super().__init__(mode, *args, **kwargs)


class GRU(_RNNBase):
    r"""
    Multi-layer gated recurrent unit network; every step is the update of :class:`mindspore.nn.GRUCell`, with the
    gate blocks of the weights stacked in the order reset, update, new.

    Args:
        input_size (int): Number of features of the input.
        hidden_size (int): Number of features of the hidden state.
        num_layers (int): Number of stacked layers. Default: ``1`` .
        has_bias (bool): Whether the layers have the bias vectors ``bias_ih_l{k}`` and ``bias_hh_l{k}``.
            Default: ``True`` .
        batch_first (bool): Whether the batch is the first axis of `x` and of the output. Default: ``False`` .
        dropout (float): Probability of dropping an element of the output of every layer but the last, in training.
            Must be in [0, 1). Default: ``0.0`` .
        bidirectional (bool): Whether a second, backward direction is run; the outputs of both are concatenated.
            Default: ``False`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - float32/float16 input of shape :math:`(seq\_len, batch\_size, input\_size)`
          (:math:`(batch\_size, seq\_len, input\_size)` with `batch_first`).
        - **hx** (Tensor) - Initial hidden state of shape :math:`(num\_directions * num\_layers, batch\_size,
          hidden\_size)`. Default: ``None`` (zeros).
        - **seq_length** (Tensor) - int32/int64 valid length of every sequence of the batch. Default: ``None``.

    Outputs:
        Tuple (output, hx_n): the last layer's output for every step, shape :math:`(seq\_len, batch\_size,
        num\_directions * hidden\_size)`, and the final hidden state, shaped as `hx`.

    Raises:
        TypeError: If `input_size`, `hidden_size` or `num_layers` is not an int, or `dropout` is not a float.
        TypeError: If `has_bias`, `batch_first` or `bidirectional` is not a bool.
        ValueError: If `dropout` is not in [0, 1).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.GRU(4, 6, bidirectional=True)
        >>> out, h = net(Tensor(np.ones([5, 3, 4]), ms.float32))
        >>> print(out.shape, h.shape)
        (5, 3, 12) (2, 3, 6)
    """

    def __init__(self, *args, **kwargs):
        super().__init__("GRU", *args, **kwargs)


class LSTM(_RNNBase):
    r"""
    Multi-layer long short-term memory network; every step is the update of :class:`mindspore.nn.LSTMCell`, with
    the gate blocks of the weights stacked in the order input, forget, cell, output.

    Args:
        input_size (int): Number of features of the input.
        hidden_size (int): Number of features of the hidden state.
        num_layers (int): Number of stacked layers. Default: ``1`` .
        has_bias (bool): Whether the layers have the bias vectors ``bias_ih_l{k}`` and ``bias_hh_l{k}``.
            Default: ``True`` .
        batch_first (bool): Whether the batch is the first axis of `x` and of the output. Default: ``False`` .
        dropout (float): Probability of dropping an element of the output of every layer but the last, in training.
            Must be in [0, 1). Default: ``0.0`` .
        bidirectional (bool): Whether a second, backward direction is run; the outputs of both are concatenated.
            Default: ``False`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - float32/float16 input of shape :math:`(seq\_len, batch\_size, input\_size)`
          (:math:`(batch\_size, seq\_len, input\_size)` with `batch_first`).
        - **hx** (tuple) - ``(h_0, c_0)``, each of shape :math:`(num\_directions * num\_layers, batch\_size,
          hidden\_size)`. Default: ``None`` (zeros).
        - **seq_length** (Tensor) - int32/int64 valid length of every sequence of the batch. Default: ``None``.

    Outputs:
        Tuple (output, (h_n, c_n)): the last layer's output for every step, shape :math:`(seq\_len, batch\_size,
        num\_directions * hidden\_size)`, and the final states, shaped as `hx`.

    Raises:
        TypeError: If `input_size`, `hidden_size` or `num_layers` is not an int, or `dropout` is not a float.
        TypeError: If `has_bias`, `batch_first` or `bidirectional` is not a bool.
        TypeError: If `hx` is not a tuple of two Tensors of the dtype of `x`.
        ValueError: If `dropout` is not in [0, 1).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.LSTM(4, 6, num_layers=2, batch_first=True)
        >>> out, (h, c) = net(Tensor(np.ones([3, 5, 4]), ms.float32))
        >>> print(out.shape, h.shape, c.shape)
        (3, 5, 6) (2, 3, 6) (2, 3, 6)
    """

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

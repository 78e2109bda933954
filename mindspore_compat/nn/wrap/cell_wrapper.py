"""Cells that wrap a network for training and evaluation (``mindspore.nn.wrap.cell_wrapper``)."""
from types import FunctionType, MethodType

import torch

from ... import context
from ..._checkparam import check_value_type
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from ._utils import cast_floats, forward_backward, get_attr_from_cell, log_warning
from ...ops.composite import GradOperation
from ..layer.basic import Identity
from .grad_reducer import DistributedGradReducer
from ...ops.operations import GetNext
from ..layer.container import CellList
from ...ops.primitive import Primitive

__all__ = ["WithLossCell", "WithEvalCell", "WithGradCell", "ForwardValueAndGrad", "TrainOneStepCell",
           "GetNextSingleOp", "ParameterUpdate", "TimeDistributed", "MicroBatchInterleaved", "PipelineCell"]

_DATA_PARALLEL_MODES = ("data_parallel", "hybrid_parallel")


def _grad_operation(**kwargs):
    """An ``ops.GradOperation`` (the attribute subclasses written for MindSpore call); imported lazily."""
    return GradOperation(**kwargs)


def _identity():
    return Identity()


class WithLossCell(Cell):
    r"""
    Joins a network and a loss function into one Cell whose output is the loss.

    Args:
        backbone (Cell): The network; it takes `data` and returns the logits.
        loss_fn (Cell): The loss function; it takes the logits and `label`.

    Inputs:
        - **data** (Tensor) - Input of `backbone`.
        - **label** (Tensor) - The target, passed to `loss_fn`.

    Outputs:
        Tensor, ``loss_fn(backbone(data), label)``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> net_with_loss = nn.WithLossCell(net, nn.MSELoss())
        >>> print(net_with_loss(Tensor(np.ones([2, 2]), ms.float32), Tensor(np.zeros([2, 1]), ms.float32)))
        4.0
        >>> print(net_with_loss.backbone_network is net)
        True
    """

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn
        get_attr_from_cell(self, backbone)

    def construct(self, data, label):
        return self._loss_fn(self._backbone(data), label)

    @property
    def backbone_network(self):
        """The wrapped network (`backbone`)."""
        return self._backbone


class WithEvalCell(Cell):
    r"""
    Evaluation wrapper: runs the network and the loss and returns the loss together with the outputs and labels,
    as metrics need them.

    Args:
        network (Cell): The network; it takes `data`.
        loss_fn (Cell): The loss function.
        add_cast_fp32 (bool): Cast the outputs and labels to float32 before the loss (for float16 networks).
            Default: ``False``.

    Inputs:
        - **data** (Tensor) - Input of `network`.
        - **label** (Tensor) - The target.

    Outputs:
        Tuple ``(loss, outputs, label)``.

    Raises:
        TypeError: If `add_cast_fp32` is not of type bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> eval_net = nn.WithEvalCell(net, nn.MSELoss())
        >>> loss, out, label = eval_net(Tensor(np.ones([1, 2]), ms.float32), Tensor(np.zeros([1, 1]), ms.float32))
        >>> print(loss, out)
        4.0 [[2.]]
    """

    def __init__(self, network, loss_fn, add_cast_fp32=False):
        super().__init__(auto_prefix=False)
        self._network = network
        self._loss_fn = loss_fn
        self.add_cast_fp32 = check_value_type("add_cast_fp32", add_cast_fp32, [bool], self.cls_name)
        get_attr_from_cell(self, network)

    def construct(self, data, label):
        outputs = self._network(data)
        if self.add_cast_fp32:
            label, outputs = cast_floats(label, torch.float32), cast_floats(outputs, torch.float32)
        return self._loss_fn(outputs, label), outputs, label


class WithGradCell(Cell):
    r"""
    Returns the gradients of the loss with respect to the network's trainable Parameters.

    Wraps `network` with `loss_fn` (when given) and differentiates the loss w.r.t. the Parameters that were
    trainable when the cell was built.

    Args:
        network (Cell): The network. Without `loss_fn` it must output the loss itself.
        loss_fn (Cell): The loss function, or ``None``. Default: ``None``.
        sens (Union[None, Tensor, Scalar, Tuple ...]): The gradient of the output (the backward starts from it, so
            the gradients are multiplied by it). ``None`` means ones. Default: ``None``.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - Inputs of the wrapped network (data and label when `loss_fn` is set).

    Outputs:
        Tuple of Tensors, the gradients, one per trainable Parameter.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> grad_net = nn.WithGradCell(net, nn.MSELoss())
        >>> grads = grad_net(Tensor(np.ones([1, 2]), ms.float32), Tensor(np.zeros([1, 1]), ms.float32))
        >>> print(len(grads), grads[0], grads[1])
        2 [[4. 4.]] [4.]
    """

    def __init__(self, network, loss_fn=None, sens=None):
        super().__init__(auto_prefix=False)
        self.network, self.loss_fn, self.sens = network, loss_fn, sens
        self.network_with_loss = network if loss_fn is None else WithLossCell(network, loss_fn)
        self.network_with_loss.set_train()
        # gradients with respect to every trainable weight, seeded with `sens` when one is given
        self.weights = ParameterTuple(network.trainable_params())
        self.grad = _grad_operation(get_by_list=True, sens_param=sens is not None)
        get_attr_from_cell(self, network)

    def construct(self, *inputs):
        _, grads = forward_backward(self.network_with_loss, inputs, self.weights, self.sens)
        return tuple(_wrap(g) for g in grads)


class ForwardValueAndGrad(Cell):
    r"""
    Runs the network and returns its output together with the gradients.

    The gradients follow ``ops.GradOperation(get_all, get_by_list, sens_param)``: w.r.t. the first input by
    default, all inputs with `get_all`, the `weights` with `get_by_list`, ``((input grads), (weight grads))`` with
    both.

    Args:
        network (Union[Cell, Function, MethodType]): The network to run and differentiate.
        weights (ParameterTuple): The Parameters to differentiate against, required with `get_by_list`.
            Default: ``None``.
        get_all (bool): Return the gradients w.r.t. all inputs. Default: ``False``.
        get_by_list (bool): Return the gradients w.r.t. `weights`. Default: ``False``.
        sens_param (bool): The last input is the gradient of the output (the sensitivity); it is not passed to
            the network. Default: ``False``.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - Inputs of the network, followed by the sensitivity when `sens_param`.

    Outputs:
        Tuple ``(forward_output, grads)``.

    Raises:
        TypeError: If `network` is not a Cell, function or method.
        TypeError: If any of `get_all`, `get_by_list`, `sens_param` is not a bool.
        TypeError: If `get_by_list` is True and `weights` is not a ParameterTuple, tuple or list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn, ParameterTuple
        >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> net_with_loss = nn.WithLossCell(net, nn.MSELoss())
        >>> weights = ParameterTuple(net.trainable_params())
        >>> train_network = nn.ForwardValueAndGrad(net_with_loss, weights=weights, get_by_list=True)
        >>> loss, grads = train_network(Tensor(np.ones([1, 2]), ms.float32), Tensor(np.zeros([1, 1]), ms.float32))
        >>> print(loss, grads[0], grads[1])
        4.0 [[4. 4.]] [4.]
    """

    def __init__(self, network, weights=None, get_all=False, get_by_list=False, sens_param=False):
        super().__init__(auto_prefix=False)
        if not isinstance(network, (Cell, FunctionType, MethodType)):
            raise TypeError(f"For 'ForwardValueAndGrad', the argument 'network' must be cell, function type or "
                            f"method type, but got '{type(network)}'")
        for flag_name, flag in (("get_all", get_all), ("get_by_list", get_by_list)):
            if not isinstance(flag, bool):
                raise TypeError(f"For 'ForwardValueAndGrad', the type of '{flag_name}' must be bool, but got "
                                f"'{type(flag)}'")
        if get_by_list and not isinstance(weights, (ParameterTuple, tuple, list)):
            raise TypeError(f"For 'ForwardValueAndGrad', when 'get_by_list' is set to True, the argument 'weights' "
                            f"must be Parameters array, but got '{type(weights)}'")
        self.network = network
        if isinstance(network, Cell):
            network.set_grad()
        self.weights, self.sens_param = weights, sens_param
        self.get_all, self.get_by_list = get_all, get_by_list
        self.grad = _grad_operation(get_all=get_all, get_by_list=get_by_list, sens_param=sens_param)
        get_attr_from_cell(self, network)

    def construct(self, *inputs):
        sens = None
        if self.sens_param:
            inputs, sens = inputs[:-1], inputs[-1]
        inputs = list(inputs)
        leaves = []  # (index, leaf) for the inputs differentiated against
        if self.get_all or not self.get_by_list:
            for i in range(len(inputs) if self.get_all else min(1, len(inputs))):
                x = inputs[i]
                if isinstance(x, Tensor) and (x._t.is_floating_point() or x._t.is_complex()):
                    leaf = _InputLeaf(x._t.detach().requires_grad_(True))
                    inputs[i] = _wrap(leaf._t)
                    leaves.append((i, leaf))
                else:
                    leaves.append((i, None))
        weights = list(self.weights) if self.get_by_list else []
        targets = weights + [leaf for _, leaf in leaves if leaf is not None]
        out, grads = forward_backward(self.network, tuple(inputs), targets, sens)
        weight_grads = tuple(_wrap(g) for g in grads[:len(weights)])
        rest = iter(grads[len(weights):])
        input_grads = tuple(_wrap(next(rest)) if leaf is not None else _wrap(torch.zeros_like(inputs[i]._t))
                            if isinstance(inputs[i], Tensor) else None for i, leaf in leaves)
        if self.get_all and self.get_by_list:
            return out, (input_grads, weight_grads)
        if self.get_by_list:
            return out, weight_grads
        if self.get_all:
            return out, input_grads
        return out, input_grads[0] if input_grads else ()


class _InputLeaf:
    """An input tensor presented to :func:`forward_backward` the way a Parameter is (through ``_t``)."""
    __slots__ = ("_t",)

    def __init__(self, t):
        self._t = t


class TrainOneStepCell(Cell):
    r"""
    One training step: forward, backward, gradient reduction and optimizer update.

    The network must output the loss (wrap it with :class:`mindspore.nn.WithLossCell` first). Gradients are taken
    w.r.t. the optimizer's Parameters. In data-parallel mode the gradients are reduced across devices by a
    :class:`mindspore.nn.DistributedGradReducer`.

    Args:
        network (Cell): The network with loss.
        optimizer (Union[Cell]): The optimizer updating the Parameters.
        sens (numbers.Number): The gradient of the loss the backward starts from. ``None`` means 1.0. Any other value
            multiplies the gradients (they are not divided back). Default: ``None``.
        return_grad (bool): Also return the gradients, as a dict keyed by Parameter name. Default: ``False``.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - Inputs of `network`.

    Outputs:
        Tensor, the loss (computed before the update); with `return_grad`, the tuple ``(loss, grads_dict)``.

    Raises:
        ValueError: If `sens` is 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> loss_net = nn.WithLossCell(net, nn.MSELoss())
        >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> train_net = nn.TrainOneStepCell(loss_net, optim)
        >>> print(train_net(Tensor(np.ones([1, 2]), ms.float32), Tensor(np.zeros([1, 1]), ms.float32)))
        4.0
        >>> print(net.weight.asnumpy())
        [[0.6 0.6]]
    """

    def __init__(self, network, optimizer, sens=None, return_grad=False):
        super().__init__(auto_prefix=False)
        self.network = network
        network.set_grad()
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.grad = _grad_operation(get_by_list=True, sens_param=True)
        self.grad_no_sens = _grad_operation(get_by_list=True)
        if sens == 0:
            raise ValueError("The input argument of 'sens' can not be 0.")
        # no `sens`: the loss is differentiated with the default sensitivity, recorded as 1.0
        self.sense_flag = sens is not None
        self.sens = sens if self.sense_flag else 1.0
        self.return_grad = return_grad
        if return_grad:
            self.weights_name = [p.name for p in optimizer.parameters]
        self.grad_reducer = _identity()
        self.parallel_mode = context.get_auto_parallel_context("parallel_mode")
        self.reducer_flag = self.parallel_mode in _DATA_PARALLEL_MODES
        if self.reducer_flag:
            self.mean = context.get_auto_parallel_context("gradients_mean")
            self.degree = _device_num()
            self.grad_reducer = DistributedGradReducer(self.weights, self.mean, self.degree)
        get_attr_from_cell(self, network)

    def construct(self, *inputs):
        loss, grads = forward_backward(self.network, inputs, self.weights,
                                       self.sens if self.sense_flag else None)
        grads = self.grad_reducer(tuple(_wrap(g) for g in grads))
        self.optimizer(grads)
        if self.return_grad:
            return loss, dict(zip(self.weights_name, grads))
        return loss


def _device_num():
    """Number of devices taking part in data parallelism (``device_num`` or the communication world size)."""
    num = context.get_auto_parallel_context("device_num")
    dist = torch.distributed
    if num == 1 and dist.is_available() and dist.is_initialized():
        num = dist.get_world_size()
    return num


class GetNextSingleOp(Cell):
    r"""
    Reads the next element from a device data queue (dataset sink mode).

    Note:
        mindspore_compat has no device data queues: the Cell can be built, but calling it raises RuntimeError.

    Args:
        dataset_types (list[:class:`mindspore.dtype`]): The dtypes of the dataset columns.
        dataset_shapes (list[tuple[int]]): The shapes of the dataset columns.
        queue_name (str): The name of the queue.

    Outputs:
        Tuple of Tensors, the next element.

    Raises:
        RuntimeError: When called (device data queues are not supported).

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> get_next = nn.GetNextSingleOp([ms.float32], [(2, 3)], "queue")
        >>> print(get_next)
        GetNextSingleOp()
        >>> print(get_next.get_next)
        Prim[GetNext]<types=[mindspore.float32], shapes=[(2, 3)], output_num=1, shared_name=queue>
    """

    def __init__(self, dataset_types, dataset_shapes, queue_name):
        super().__init__()
        self.get_next = GetNext(dataset_types, dataset_shapes, len(dataset_types), queue_name)

    def construct(self):
        return self.get_next()


class ParameterUpdate(Cell):
    r"""
    Writes its input into a Parameter.

    Args:
        param (Parameter): The Parameter to update.

    Inputs:
        - **x** (Tensor) - The new value, with the Parameter's shape.

    Outputs:
        Tensor, `x` itself.

    Raises:
        TypeError: If `param` is not a Parameter.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import nn, Tensor
        >>> layer = nn.Dense(2, 3, has_bias=False)
        >>> setter = nn.ParameterUpdate(layer.weight)
        >>> new_value = Tensor(np.full((3, 2), 0.25), mindspore.float32)
        >>> print(setter(new_value))
        [[0.25 0.25]
         [0.25 0.25]
         [0.25 0.25]]
        >>> print(layer.weight.asnumpy().sum())
        1.5
    """

    def __init__(self, param):
        super().__init__(auto_prefix=False)
        if not isinstance(param, Parameter):
            raise TypeError(f"For 'ParameterUpdate', 'param' must be 'Parameter', but got {type(param)}.")
        self._param = param

    def construct(self, x):
        with torch.no_grad():
            self._param._t.copy_(x._t)
        return x


def _micro_slices(inputs, micro_size):
    """Split every Tensor input along axis 0 into `micro_size` equal slices: one tuple of inputs per slice."""
    per_input = []
    for x in inputs:
        if isinstance(x, Tensor):
            n = x.shape[0]
            if n % micro_size != 0:
                raise ValueError(f"For micro batch initialization, the 0th dimension shape of input({n}) must be "
                                 f"divided by micro size({micro_size})")
            step = n // micro_size
            per_input.append([_wrap(x._t[i * step:(i + 1) * step]) for i in range(micro_size)])
        else:
            per_input.append([x] * micro_size)
    return [tuple(col[i] for col in per_input) for i in range(micro_size)]


class _MicroBatch(Cell):
    """Takes the i-th of `micro_size` equal slices (along axis 0) of every input."""

    def __init__(self, micro_size):
        super().__init__()
        self.micro_size = micro_size

    def construct(self, i, *inputs):
        return _micro_slices(inputs, self.micro_size)[i]


def _check_micro_count(owner, arg_name, value):
    """The number of micro-batches of `owner`: a positive int (MindSpore's TypeError / ValueError otherwise)."""
    if not isinstance(value, int):
        raise TypeError(f"For '{owner}', the argument '{arg_name}' must be integer, but got the type : {type(value)}.")
    if value <= 0:
        raise ValueError(f"For '{owner}', the argument '{arg_name}' must be large than 0, but got {value}.")


def _sum_outputs(network, slices):
    output = 0.0
    for args in slices:
        out = network(*args)
        output = out + output if isinstance(out, Tensor) else output + out
    return output


class MicroBatchInterleaved(Cell):
    r"""
    Splits the batch into `interleave_num` micro-batches, runs the network on each and adds the outputs.

    In MindSpore's parallel modes this lets communication of one micro-batch overlap computation of the other;
    on one device it only slices the batch. Note the outputs are **summed**, not concatenated: the output has the
    shape of one micro-batch's output.

    Args:
        network (Cell): The network.
        interleave_num (int): Number of micro-batches; the batch size must be divisible by it. Default: ``2``.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - Inputs of `network`, split along axis 0.

    Outputs:
        The sum of the network outputs of the micro-batches.

    Raises:
        TypeError: If `interleave_num` is not an int.
        ValueError: If `interleave_num` is not positive, or an input's first dimension is not divisible by it.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        >>> net = nn.MicroBatchInterleaved(net, 2)
        >>> print(net(Tensor(np.ones([4, 3]), ms.float32)))
        [[6. 6.]
         [6. 6.]]
    """

    def __init__(self, network, interleave_num=2):
        super().__init__(auto_prefix=False)
        _check_micro_count("MicroBatchInterleaved", "interleave_num", interleave_num)
        self.network = network
        self.interleave_num = interleave_num
        self.interleave_inputs = CellList([_MicroBatch(interleave_num) for _ in range(interleave_num)])
        get_attr_from_cell(self, network)

    def construct(self, *inputs):
        return _sum_outputs(self.network, _micro_slices(inputs, self.interleave_num))


def _apply_config(network, config, attr, arg_name):
    """Set ``attr`` (pipeline_stage / pipeline_segment) on the cells named in `config`; KeyError for leftovers."""
    remaining = dict(config)
    for cell_name, cell in network.cells_and_names():
        if cell_name and cell_name in remaining:
            setattr(cell, attr, remaining.pop(cell_name))
    for cell_name in list(remaining):
        if type(network).__name__ == cell_name or str(network) == cell_name:
            setattr(network, attr, remaining.pop(cell_name))
    if remaining:
        for cell_name, value in remaining.items():
            print(f"pipeline_cell {arg_name} set {attr} fail!")
            print(f"config cell name:{cell_name} config {attr.split('_')[-1]} num:{value}")
        print("network:" + str(network))
        print("cell name available:")
        for cell_name, _ in network.cells_and_names():
            print(cell_name)
        raise KeyError(f"For 'PipelineCell', the argument '{arg_name}' : {remaining} is not found in 'network' : "
                       f"{network}")


class PipelineCell(Cell):
    r"""
    Splits the batch into `micro_size` micro-batches for pipeline parallelism and adds the outputs.

    On one device (mindspore_compat runs no pipeline stages) it runs the network on each micro-batch and sums the
    outputs, like :class:`mindspore.nn.MicroBatchInterleaved`. `stage_config` / `segment_config` set the
    ``pipeline_stage`` / ``pipeline_segment`` attributes of the named sub-cells.

    Args:
        network (Cell): The network.
        micro_size (int): Number of micro-batches.
        stage_config (dict): ``{cell name: stage}``, names as in ``network.cells_and_names()``. Default: ``None``.
        segment_config (dict): ``{cell name: segment}``. Default: ``None``.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - Inputs of `network`, split along axis 0.

    Outputs:
        The sum of the network outputs of the micro-batches.

    Raises:
        TypeError: If `network` is not a Cell or `micro_size` is not an int.
        ValueError: If `micro_size` is not positive.
        KeyError: If a name in `stage_config` or `segment_config` is not a sub-cell of `network`.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        >>> net = nn.PipelineCell(net, 4)
        >>> print(net(Tensor(np.ones([4, 3]), ms.float32)))
        [[12. 12.]]
    """

    def __init__(self, network, micro_size, stage_config=None, segment_config=None):
        super().__init__(auto_prefix=False)
        if not isinstance(network, Cell):
            raise TypeError(f"For 'PipelineCell', the argument 'network' must cell type, but got the type : "
                            f"{type(network)}.")
        _check_micro_count("PipelineCell", "micro_size", micro_size)
        self.network = network
        self.micro_size = micro_size
        self.micro_inputs = CellList([_MicroBatch(micro_size) for _ in range(micro_size)])
        get_attr_from_cell(self, network)
        if stage_config is not None:
            _apply_config(network, stage_config, "pipeline_stage", "stage_config")
        if segment_config is not None:
            _apply_config(network, segment_config, "pipeline_segment", "segment_config")

    def construct(self, *inputs):
        return _sum_outputs(self.network, _micro_slices(inputs, self.micro_size))

    def shard(self, in_strategy, out_strategy=None, parameter_plan=None, device="Ascend", level=0):
        """Not available: a PipelineCell cannot be sharded (shard the cells inside it instead).

        Raises:
            ValueError: Always.
        """
        raise ValueError("For 'PipelineCell', 'shard' is not supported: set the sharding strategy on the cells "
                         "inside the network instead.")


class TimeDistributed(Cell):
    r"""
    Applies a layer to every time step of a sequence.

    The input is split along `time_axis`; the layer runs on each slice and the results are stacked back along
    `time_axis`. With `reshape_with_axis`, the time axis is merged with that axis instead, the layer runs once on
    the merged tensor, and the result is split back (faster, same result for layers that treat the merged axis as
    a batch axis).

    Note:
        Deprecated since MindSpore 2.8 (a warning is logged on construction).

    Args:
        layer (Union[Cell, Primitive]): The layer to apply.
        time_axis (int): The time axis of the input.
        reshape_with_axis (int): The axis merged with `time_axis`. Default: ``None``.

    Inputs:
        - **x** (Tensor) - Tensor of rank at least 3.

    Outputs:
        Tensor, the layer outputs with the time axis back at `time_axis`.

    Raises:
        TypeError: If `layer` is not a Cell or Primitive, or `time_axis` / `reshape_with_axis` is not an int.
        TypeError: If `x` is not a Tensor.
        ValueError: If `x` has rank lower than 3.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.random.random([32, 10, 3]), ms.float32)
        >>> dense = nn.Dense(3, 6)
        >>> net = nn.TimeDistributed(dense, time_axis=1, reshape_with_axis=0)
        >>> output = net(x)
        >>> print(output.shape)
        (32, 10, 6)
    """

    def __init__(self, layer, time_axis, reshape_with_axis=None):
        super().__init__()
        log_warning("'TimeDistributed' is deprecated from version 2.8.0 and will be removed in a future version.")
        if not isinstance(layer, (Cell, Primitive)):
            raise TypeError(f"For '{self.cls_name}', the 'layer' must be Cell or Primitive instance, but got type: "
                            f"{type(layer).__name__}.")
        check_value_type("time_axis", time_axis, [int], self.cls_name)
        if reshape_with_axis is not None:
            check_value_type("reshape_with_axis", reshape_with_axis, [int], self.cls_name)
        self.layer = layer
        self.time_axis = time_axis
        self.reshape_with_axis = reshape_with_axis

    def _check_output(self, out):
        if not isinstance(out, Tensor):
            raise TypeError(f"For '{self.cls_name}', the output of 'layer' must be a Tensor, but got "
                            f"{type(out).__name__}.")
        return out

    def construct(self, inputs):
        if not isinstance(inputs, Tensor):
            raise TypeError(f"For '{self.cls_name}', inputs must be a Tensor, but got {type(inputs).__name__}.")
        ndim = inputs.ndim
        if ndim < 3:
            raise ValueError(f"For '{self.cls_name}', the dimension of inputs must be greater than or equal to 3, "
                             f"but got {ndim}.")
        t = inputs._t
        time_axis = self.time_axis % ndim
        if self.reshape_with_axis is None:
            outs = [self._check_output(self.layer(_wrap(s)))._t for s in torch.unbind(t, time_axis)]
            if outs and time_axis > outs[0].dim():
                raise ValueError(f"For '{self.cls_name}', the output of 'layer' has rank {outs[0].dim()}, too low to "
                                 f"put the time axis back at axis {time_axis}.")
            return _wrap(torch.stack(outs, time_axis))
        other = self.reshape_with_axis % ndim
        if other == time_axis:
            raise ValueError(f"For '{self.cls_name}', 'reshape_with_axis' must differ from 'time_axis', but both "
                             f"are {time_axis}.")
        # bring the time axis right after `other`, merge the pair, run the layer once, split back
        order = [a for a in range(ndim) if a != time_axis]
        pos = order.index(other)
        order.insert(pos + 1, time_axis)
        moved = t.permute(order)
        merged_shape = moved.shape[:pos] + (moved.shape[pos] * moved.shape[pos + 1],) + moved.shape[pos + 2:]
        out = self._check_output(self.layer(_wrap(moved.reshape(merged_shape))))._t
        if out.dim() <= pos or out.shape[pos] != merged_shape[pos]:
            raise ValueError(f"For '{self.cls_name}', the output of 'layer' must keep the merged axis {pos} of "
                             f"length {merged_shape[pos]}, but got output shape {tuple(out.shape)}.")
        split = out.reshape(out.shape[:pos] + (moved.shape[pos], moved.shape[pos + 1]) + out.shape[pos + 1:])
        # move the time axis (now at pos + 1) back to `time_axis`
        dims = list(range(split.dim()))
        dims.pop(pos + 1)
        dims.insert(time_axis, pos + 1)
        return _wrap(split.permute(dims))


# ----- issue 11 (nnlossopt) ------------------------------------------------------------------------------------------
__all__ += ["GradAccumulationCell", "VirtualDatasetCellTriple"]


class GradAccumulationCell(Cell):
    r"""
    Splits the batch into `micro_size` micro-batches, runs the network on each and adds the outputs, so that the
    gradients of one call are accumulated over the micro-batches.

    MindSpore uses it for gradient accumulation in semi-auto/auto parallel mode; in one process it slices the
    batch along axis 0 and sums the outputs (the output has the shape of one micro-batch's output).

    Args:
        network (Cell): The network (normally with its loss).
        micro_size (int): Number of micro-batches; the batch size must be divisible by it.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - Inputs of `network`, split along axis 0.

    Outputs:
        The sum of the network outputs of the micro-batches.

    Raises:
        TypeError: If `network` is not a Cell or `micro_size` is not an int.
        ValueError: If `micro_size` is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.GradAccumulationCell(nn.Dense(2, 1, weight_init="ones", bias_init="zeros"), 3)
        >>> x = Tensor(np.arange(12).reshape(6, 2), ms.float32)
        >>> print(net(x))
        [[27.]
         [39.]]
    """

    def __init__(self, network, micro_size):
        super().__init__(auto_prefix=False)
        if not isinstance(network, Cell):
            raise TypeError(f"For 'GradAccumulationCell', the argument 'network' must cell type, but got the type : "
                            f"{type(network)}.")
        _check_micro_count("GradAccumulationCell", "micro_size", micro_size)
        self.network = network
        self.micro_size = micro_size
        self.micro_inputs = CellList([_MicroBatch(micro_size) for _ in range(micro_size)])
        get_attr_from_cell(self, network)

    def construct(self, *inputs):
        return _sum_outputs(self.network, _micro_slices(inputs, self.micro_size))


class VirtualDatasetCellTriple(Cell):
    r"""
    Passes three inputs through to a network (deprecated in MindSpore; it marked the dataset inputs of an
    auto-parallel network).

    Args:
        backbone (Cell): The network, taking three inputs.

    Inputs:
        - **a** (Tensor) - First input.
        - **b** (Tensor) - Second input.
        - **c** (Tensor) - Third input.

    Outputs:
        What `backbone` returns.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> class Sum3(nn.Cell):
        ...     def construct(self, a, b, c):
        ...         return a + b + c
        >>> net = nn.VirtualDatasetCellTriple(Sum3())
        >>> print(net(Tensor([1.0], ms.float32), Tensor([2.0], ms.float32), Tensor([3.0], ms.float32)))
        [6.]
    """

    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        log_warning("WARN_DEPRECATED: The usage of VirtualDatasetCellTriple is deprecated.")
        self._backbone = backbone
        get_attr_from_cell(self, backbone)

    def construct(self, a, b, c):
        return self._backbone(a, b, c)

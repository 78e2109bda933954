"""Broadcast of replicated parameters (``mindspore.parallel.parameter_broadcast``)."""
from .._backend import collective as _coll
from ..communication import management as _mgmt

__all__ = ["parameter_broadcast"]


def _replicated(entry):
    """Whether a parameter-layout entry ``[device_matrix, tensor_map, ...]`` describes an unsliced parameter."""
    if not isinstance(entry, (list, tuple)) or len(entry) < 2:
        return True
    tensor_map = entry[1]
    flat = []
    for t in tensor_map if isinstance(tensor_map, (list, tuple)) else [tensor_map]:
        flat.extend(t if isinstance(t, (list, tuple)) else [t])
    return all(int(v) == -1 for v in flat)


def parameter_broadcast(net, layout, cur_rank=0, initial_rank=0):
    """
    Give every process the values that the process `initial_rank` holds for the parameters named in `layout`
    (e.g. after only that process loaded a checkpoint). Nothing happens with an empty `layout` or a single
    process.

    Only replicated (data-parallel) parameters can be broadcast: a layout entry that slices its parameter
    (a tensor map other than all ``-1``) is refused.

    Args:
        net (Cell): The network whose parameters are broadcast.
        layout (dict): Parameter name to layout (``[device_matrix, tensor_map, ...]``, as in MindSpore's
            ``parameter_layout_dict``); only the names and the tensor maps are used.
        cur_rank (int, optional): This process's rank. Default: ``0``.
        initial_rank (int, optional): The rank whose values are sent. Default: ``0``.

    Raises:
        ValueError: If `cur_rank` is not this process's rank, `initial_rank` is out of range, a name of `layout`
            is not a parameter of `net`, or a layout slices its parameter.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> from mindspore.parallel import parameter_broadcast
        >>> net = nn.Dense(2, 2)
        >>> print(parameter_broadcast(net, {}))
        None
    """
    if not layout or _mgmt.get_group_size() <= 1:
        return None
    rank, size = _mgmt.get_rank(), _mgmt.get_group_size()
    if cur_rank != rank:
        raise ValueError(f"For parameter broadcast, the cur_rank {cur_rank} is not the rank of this process "
                         f"({rank}).")
    if not 0 <= initial_rank < size:
        raise ValueError(f"For parameter broadcast, the initial_rank must be in [0, {size}), but got {initial_rank}.")
    params = net.parameters_dict()
    chosen = []
    for name, entry in layout.items():
        if name not in params:
            raise ValueError(f"For parameter broadcast, the param: {name} can not be found.")
        if not _replicated(entry):
            raise ValueError(f"For parameter broadcast, the param: {name} is sliced by its layout {entry}; "
                             "mindspore_compat broadcasts replicated (data-parallel) parameters only.")
        chosen.append(params[name])
    for p in chosen:
        p._t.data.copy_(_coll.broadcast(p._t.data, initial_rank))
    return None

"""Process groups of distributed training (``mindspore.communication.management``), on ``torch.distributed``.

``init()`` starts torch's default process group with the backend that plays MindSpore's part on the device
(``"hccl"`` through torch_npu on Ascend, ``"nccl"`` on GPU, gloo for MindSpore's CPU backend ``"mccl"``). The
rendezvous comes from the launcher: ``msrun`` of this package or ``torchrun`` (``MASTER_ADDR``, ``MASTER_PORT``,
``WORLD_SIZE``, ``RANK``), or MindSpore's dynamic-cluster variables (``MS_SCHED_HOST``, ``MS_SCHED_PORT``,
``MS_WORKER_NUM``, ``RANK_ID``). A process started without a launcher becomes a world of one.

Named groups (:func:`create_group`) map to torch process groups; ranks inside a group are numbered by sorted
global rank, as MindSpore numbers them.
"""
import logging
import os

from .. import context
from .._backend import collective as _coll
from ._comm_helper import (GlobalComm, HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP,
                           DEVICE_TO_BACKEND, TORCH_BACKEND, WORLD_GROUPS)

__all__ = ["init", "release", "get_rank", "get_local_rank", "get_group_size", "get_local_rank_size",
           "get_world_rank_from_group_rank", "get_comm_name", "get_group_rank_from_world_rank", "create_group",
           "destroy_group", "get_process_group_ranks", "HCCL_WORLD_COMM_GROUP", "NCCL_WORLD_COMM_GROUP",
           "MCCL_WORLD_COMM_GROUP"]

_logger = logging.getLogger("mindspore_compat.communication")

_DEFAULT = HCCL_WORLD_COMM_GROUP


def _check_group(func, group):
    if not isinstance(group, str):
        raise TypeError(f"For '{func}', the argument 'group' must be type of string, "
                        f"but got 'group' type : {type(group)}.")


def _require_init():
    if not GlobalComm.INITED:
        raise RuntimeError(_coll.NOT_INITED)


def _ranks_of(group):
    """Sorted global ranks of `group` (a world-group name or a group made by create_group)."""
    if group in WORLD_GROUPS:
        return _coll.group_ranks(None)
    try:
        return _coll.group_ranks(group)
    except KeyError:
        raise ValueError(f"The communication group '{group}' does not exist: create it with "
                         f"create_group('{group}', rank_ids) first.") from None


def _member_index(group, func):
    ranks = _ranks_of(group)
    me = _coll.get_rank()
    if me not in ranks:
        raise RuntimeError(f"For '{func}', this process (global rank {me}) is not a member of the group '{group}' "
                           f"(ranks {ranks}).")
    return ranks, ranks.index(me)


def _same_node(ranks):
    keys = _coll.node_keys()
    mine = keys[_coll.get_rank()]
    return [r for r in ranks if keys[r] == mine]


def init(backend_name=None):
    """
    Start distributed communication: every process of the job joins the world group.

    The processes find each other through the launcher's environment (``msrun`` of mindspore_compat or
    ``torchrun``; MindSpore's ``MS_SCHED_HOST``/``MS_SCHED_PORT``/``MS_WORKER_NUM``/``RANK_ID`` also work). A
    process started without a launcher forms a world of one process, so single-device runs of distributed scripts
    work unchanged (MindSpore raises RuntimeError there).

    Args:
        backend_name (str, optional): ``"hccl"`` (Ascend), ``"nccl"`` (GPU) or ``"mccl"`` (CPU, any device). ``None``
            picks the backend of the current ``device_target``. Default: ``None``.

    Raises:
        TypeError: If `backend_name` is not a string.
        RuntimeError: If `backend_name` is unknown, does not fit the device target, or the processes cannot
            connect.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import init, get_rank, get_group_size
        >>> init()  # doctest: +SKIP
        >>> print(get_rank(), get_group_size())
        0 1
    """
    target = context.get_context("device_target")
    if backend_name is None:
        if target not in DEVICE_TO_BACKEND:
            raise RuntimeError(f"For 'set_context', the argument 'device_target' {target} is not supported in "
                               "parallel initialization, please use Ascend, GPU or CPU.")
        backend_name = DEVICE_TO_BACKEND[target]
    if not isinstance(backend_name, str):
        raise TypeError("For 'init', the argument 'backend_name' must be a string, "
                        f"but got the type : {type(backend_name)}")
    if backend_name in ("hccl", "nccl") and DEVICE_TO_BACKEND.get(target) != backend_name:
        raise RuntimeError(f"For 'init', the argument 'backend_name' should be '{DEVICE_TO_BACKEND.get(target)}' "
                           f"to init '{target}', but got '{backend_name}'.")
    if backend_name not in TORCH_BACKEND:
        raise RuntimeError("For 'init', the argument 'backend_name' must be one of 'hccl', 'nccl' and 'mccl', "
                           f"but got 'backend_name' : {backend_name}")
    if backend_name in ("nccl", "hccl") and os.environ.get("DEVICE_ID", "").isdigit() \
            and context.get_context("device_id") == 0:
        # msrun gives each worker its device in DEVICE_ID, which MindSpore uses as the default device_id
        context.set_context(device_id=int(os.environ["DEVICE_ID"]))
    size, rank = _coll.start(TORCH_BACKEND[backend_name])
    GlobalComm.BACKEND = backend_name
    GlobalComm.WORLD_COMM_GROUP = f"{backend_name}_world_group"
    GlobalComm.INITED = True
    # scripts written for msrun read these after init()
    os.environ.setdefault("RANK_ID", str(rank))
    os.environ.setdefault("RANK_SIZE", str(size))


def release():
    """
    End distributed communication: every process group of this process is destroyed. Nothing happens when
    :func:`init` has not run.

    Raises:
        RuntimeError: If the process groups cannot be destroyed.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import release
        >>> print(release())
        None
    """
    if GlobalComm.INITED:
        _coll.stop()
        GlobalComm.INITED = False
    return None


def get_rank(group=_DEFAULT):
    """
    The rank of this process in `group`.

    Before :func:`init` it is the ``RANK_ID`` environment variable (``0`` when unset), as in MindSpore.

    Args:
        group (str): The group name. Default: ``"hccl_world_group"`` (the world group, whatever the backend).

    Returns:
        int, the rank, from ``0`` to the group size minus 1.

    Raises:
        TypeError: If `group` is not a string.
        ValueError: If `group` does not exist.
        RuntimeError: If this process is not a member of `group`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import get_rank
        >>> print(get_rank())
        0
    """
    _check_group("get_rank", group)
    if not GlobalComm.INITED:
        return int(os.getenv("RANK_ID", "0"))
    return _member_index(group, "get_rank")[1]


def get_local_rank(group=_DEFAULT):
    """
    The rank of this process among the processes of `group` that run on the same machine.

    Before :func:`init` it is the ``LOCAL_RANK`` environment variable (``0`` when unset).

    Args:
        group (str): The group name. Default: ``"hccl_world_group"``.

    Returns:
        int, the local rank.

    Raises:
        TypeError: If `group` is not a string.
        ValueError: If `group` does not exist.
        RuntimeError: If this process is not a member of `group`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import get_local_rank
        >>> print(get_local_rank())
        0
    """
    _check_group("get_local_rank", group)
    if not GlobalComm.INITED:
        return int(os.getenv("LOCAL_RANK", "0"))
    ranks, _ = _member_index(group, "get_local_rank")
    return _same_node(ranks).index(_coll.get_rank())


def get_group_size(group=_DEFAULT):
    """
    The number of processes in `group`.

    Before :func:`init` it is the ``RANK_SIZE`` environment variable (``1`` when unset).

    Args:
        group (str): The group name. Default: ``"hccl_world_group"``.

    Returns:
        int, the group size.

    Raises:
        TypeError: If `group` is not a string.
        ValueError: If `group` does not exist.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import get_group_size
        >>> print(get_group_size())
        1
    """
    _check_group("get_group_size", group)
    if not GlobalComm.INITED:
        return int(os.getenv("RANK_SIZE", "1"))
    return len(_ranks_of(group))


def get_local_rank_size(group=_DEFAULT):
    """
    The number of processes of `group` that run on this machine.

    Before :func:`init` it is the ``LOCAL_RANK_SIZE`` environment variable (``1`` when unset).

    Args:
        group (str): The group name. Default: ``"hccl_world_group"``.

    Returns:
        int, the local group size.

    Raises:
        TypeError: If `group` is not a string.
        ValueError: If `group` does not exist.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import get_local_rank_size
        >>> print(get_local_rank_size())
        1
    """
    _check_group("get_local_rank_size", group)
    if not GlobalComm.INITED:
        return int(os.getenv("LOCAL_RANK_SIZE", "1"))
    return len(_same_node(_ranks_of(group)))


def _check_int(func, name, value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"For '{func}', the argument '{name}' must be type of int, "
                        f"but got '{name}' type : {type(value)}.")


def _check_user_group(func, group):
    if group in WORLD_GROUPS:
        raise ValueError(f"For '{func}', the argument 'group' must be a group made by create_group, "
                         f"but got the world group '{group}'.")


def get_world_rank_from_group_rank(group, group_rank_id):
    """
    The global rank of the process with rank `group_rank_id` in `group`.

    Args:
        group (str): A group made by :func:`create_group`.
        group_rank_id (int): A rank inside `group`.

    Returns:
        int, the rank in the world group.

    Raises:
        TypeError: If `group` is not a string or `group_rank_id` is not an int.
        ValueError: If `group` is a world group, does not exist, or `group_rank_id` is out of range.
        RuntimeError: If :func:`init` has not run.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import init, create_group, get_world_rank_from_group_rank
        >>> init()  # doctest: +SKIP
        >>> create_group("pair", [2, 3])  # doctest: +SKIP
        >>> print(get_world_rank_from_group_rank("pair", 1))  # doctest: +SKIP
        3
    """
    func = "get_world_rank_from_group_rank"
    _check_group(func, group)
    _require_init()
    _check_int(func, "group_rank_id", group_rank_id)
    _check_user_group(func, group)
    ranks = _ranks_of(group)
    if not 0 <= group_rank_id < len(ranks):
        raise ValueError(f"For '{func}', the argument 'group_rank_id' must be in [0, {len(ranks)}) for the group "
                         f"'{group}', but got {group_rank_id}.")
    return ranks[group_rank_id]


def get_group_rank_from_world_rank(world_rank_id, group):
    """
    The rank inside `group` of the process whose global rank is `world_rank_id`.

    Args:
        world_rank_id (int): A global rank.
        group (str): A group made by :func:`create_group`.

    Returns:
        int, the rank inside `group`.

    Raises:
        TypeError: If `world_rank_id` is not an int or `group` is not a string.
        ValueError: If `group` is a world group, does not exist, or does not contain `world_rank_id`.
        RuntimeError: If :func:`init` has not run.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import init, create_group, get_group_rank_from_world_rank
        >>> init()  # doctest: +SKIP
        >>> create_group("pair", [2, 3])  # doctest: +SKIP
        >>> print(get_group_rank_from_world_rank(3, "pair"))  # doctest: +SKIP
        1
    """
    func = "get_group_rank_from_world_rank"
    _check_group(func, group)
    _require_init()
    _check_int(func, "world_rank_id", world_rank_id)
    _check_user_group(func, group)
    ranks = _ranks_of(group)
    if world_rank_id not in ranks:
        raise ValueError(f"For '{func}', the global rank {world_rank_id} is not in the group '{group}' "
                         f"(ranks {ranks}).")
    return ranks.index(world_rank_id)


def create_group(group, rank_ids, options=None):
    """
    Create the communication group `group` over the global ranks `rank_ids`.

    Only the member processes need to call it. Inside the group, ranks are numbered in increasing global-rank
    order. Creating an existing group again with the same ranks only logs a warning.

    Args:
        group (str): The new group's name.
        rank_ids (list[int]): The global ranks of the members, without duplicates.
        options (object, optional): Backend-specific group settings (MindSpore's ``GroupOptions``); accepted and
            not used. Default: ``None``.

    Raises:
        TypeError: If `group` is not a string or `rank_ids` is not a list.
        ValueError: If `rank_ids` is empty, has duplicates or ranks outside the world, or `group` exists with other
            ranks.
        RuntimeError: If :func:`init` has not run.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import init, create_group, get_group_size
        >>> init()  # doctest: +SKIP
        >>> create_group("evens", [0, 2, 4, 6])  # doctest: +SKIP
        >>> print(get_group_size("evens"))  # doctest: +SKIP
        4
    """
    _check_group("create_group", group)
    _require_init()
    if group in WORLD_GROUPS or group in _coll.group_names():
        known = _ranks_of(group)
        if isinstance(rank_ids, list) and sorted(rank_ids) == known:
            _logger.warning("%r group has existed.", group)
            return
        raise ValueError(f"The group {group} has been created, the rank_list is {known}, but current rank_list "
                         f"for the group is {rank_ids}")
    if not isinstance(rank_ids, list):
        raise TypeError("For 'create_group', the argument 'rank_ids' must be type of list, "
                        f"but got 'rank_ids' type : {type(rank_ids)}.")
    if len(rank_ids) < 1:
        raise ValueError("For 'create_group', the argument 'rank_ids' size should be greater than 1, "
                         f"but got 'rank_ids' size : {len(rank_ids)}.")
    if len(set(rank_ids)) != len(rank_ids):
        raise ValueError(f"List rank_ids in Group {group} has duplicate data!")
    world = _coll.get_world_size()
    for r in rank_ids:
        if isinstance(r, bool) or not isinstance(r, int) or not 0 <= r < world:
            raise ValueError(f"For 'create_group', every element of 'rank_ids' must be an int in [0, {world}), "
                             f"but got {rank_ids}.")
    _coll.add_named_group(group, rank_ids, backend=TORCH_BACKEND[GlobalComm.BACKEND])


def destroy_group(group):
    """
    Destroy the communication group `group` made by :func:`create_group`.

    Args:
        group (str): The group name.

    Raises:
        TypeError: If `group` is not a string.
        ValueError: If `group` is the world group or does not exist.
        RuntimeError: If :func:`init` has not run.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import init, create_group, destroy_group
        >>> init()  # doctest: +SKIP
        >>> create_group("pair", [0, 1])  # doctest: +SKIP
        >>> destroy_group("pair")  # doctest: +SKIP
    """
    _check_group("destroy_group", group)
    _require_init()
    if group in WORLD_GROUPS:
        raise ValueError("The world_group does not support destruction.")
    if not _coll.drop_named_group(group):
        raise ValueError(f"The communication group '{group}' does not exist, so it cannot be destroyed.")


def get_comm_name(group=_DEFAULT):
    """
    The name the communication library gives to `group` (torch's process-group name).

    Args:
        group (str): The group name. Default: ``"hccl_world_group"``.

    Returns:
        str, the communicator's name.

    Raises:
        TypeError: If `group` is not a string.
        ValueError: If `group` does not exist.
        RuntimeError: If :func:`init` has not run, or this process is not a member of `group`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import init, get_comm_name
        >>> init()  # doctest: +SKIP
        >>> name = get_comm_name()  # doctest: +SKIP
    """
    _check_group("get_comm_name", group)
    _require_init()
    _member_index(group, "get_comm_name")
    return _coll.comm_name(_coll.named_group(None if group in WORLD_GROUPS else group))


def get_process_group_ranks(group=_DEFAULT):
    """
    The global ranks of the members of `group`, in increasing order.

    Args:
        group (str): The group name. Default: ``"hccl_world_group"``.

    Returns:
        list[int], the global ranks.

    Raises:
        TypeError: If `group` is not a string.
        ValueError: If `group` does not exist.
        RuntimeError: If :func:`init` has not run.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import init, get_process_group_ranks
        >>> init()  # doctest: +SKIP
        >>> print(get_process_group_ranks())  # doctest: +SKIP
        [0, 1, 2, 3]
    """
    _require_init()
    _check_group("get_process_group_ranks", group)
    return _ranks_of(group)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

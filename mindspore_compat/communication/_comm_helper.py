"""Shared state of ``mindspore.communication``: the world-group names and :class:`GlobalComm`."""
__all__ = ["GlobalComm", "HCCL_WORLD_COMM_GROUP", "NCCL_WORLD_COMM_GROUP", "MCCL_WORLD_COMM_GROUP",
           "DEVICE_TO_BACKEND", "TORCH_BACKEND", "WORLD_GROUPS"]

HCCL_WORLD_COMM_GROUP = "hccl_world_group"
NCCL_WORLD_COMM_GROUP = "nccl_world_group"
MCCL_WORLD_COMM_GROUP = "mccl_world_group"

WORLD_GROUPS = (HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP)

# MindSpore's backend name per device_target, and the torch.distributed backend that plays its part
DEVICE_TO_BACKEND = {"Ascend": "hccl", "GPU": "nccl", "CPU": "mccl"}
TORCH_BACKEND = {"hccl": "hccl", "nccl": "nccl", "mccl": "gloo"}


class GlobalComm:
    """
    Process-wide communication settings, read and written as class attributes.

    - ``BACKEND`` (str): the communication library in use: ``"hccl"`` (Ascend), ``"nccl"`` (GPU) or ``"mccl"``
      (CPU; served by torch's gloo). ``"hccl"`` until :func:`mindspore.communication.init` picks one.
    - ``WORLD_COMM_GROUP`` (str): the name of the group of all processes, ``"<backend>_world_group"``.
    - ``INITED`` (bool): whether :func:`mindspore.communication.init` has run.
    - ``CHECK_ENVS`` (bool): whether launcher environment variables are checked.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.communication import GlobalComm
        >>> print(GlobalComm.WORLD_COMM_GROUP, GlobalComm.INITED)
        hccl_world_group False
    """

    BACKEND = "hccl"
    WORLD_COMM_GROUP = HCCL_WORLD_COMM_GROUP
    INITED = False
    CHECK_ENVS = True

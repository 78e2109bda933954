"""Checkpoint tools of distributed training (``mindspore.parallel``)."""
import glob
import json
import logging
import os

import numpy as np
import torch

from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..communication.management import get_rank
from ..context import get_auto_parallel_context
from ..nn.cell import Cell
from ..train.serialization import load_checkpoint, load_param_into_net, save_checkpoint
from ..common import _layout_transform as _lt
from ..common import _strategy_proto

__all__ = ["load_segmented_checkpoints", "build_searched_strategy", "restore_group_info_list",
           "rank_list_for_transform", "transform_checkpoint_by_rank", "transform_checkpoints",
           "rank_list_for_convert", "convert_checkpoint_by_rank", "convert_checkpoints", "merge_pipeline_strategys",
           "load_distributed_checkpoint"]

_logger = logging.getLogger("mindspore")


def load_segmented_checkpoints(ckpt_file_dir, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                               dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """
    Load every ``.ckpt`` file of a folder (a checkpoint saved in several parts) and return the merged parameters.

    Each file is read with :func:`mindspore.load_checkpoint` (and, when `net` is given, loaded into it); later
    files win for names that appear twice.

    Args:
        ckpt_file_dir (str): The folder holding the ``.ckpt`` files.
        net (Cell, optional): The network to load the parameters into. Default: ``None``.
        strict_load (bool, optional): Require exact parameter names when loading into `net`. Default: ``False``.
        filter_prefix (Union[str, list[str], tuple[str]], optional): Skip parameters whose names start with it.
            Default: ``None``.
        dec_key (Union[None, bytes], optional): Decryption key. Default: ``None``.
        dec_mode (str, optional): Decryption mode. Default: ``"AES-GCM"``.
        specify_prefix (Union[str, list[str], tuple[str]], optional): Load only parameters whose names start with
            it. Default: ``None``.
        choice_func (function, optional): Called with each parameter name; only names for which it returns True
            are loaded. Default: ``None``.

    Returns:
        dict, parameter name to Parameter, over all files.

    Raises:
        TypeError: If `ckpt_file_dir` is not a str.
        ValueError: If `ckpt_file_dir` is not a folder.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> from mindspore.parallel import load_segmented_checkpoints
        >>> folder = tempfile.mkdtemp()
        >>> ms.save_checkpoint(nn.Dense(3, 2), os.path.join(folder, "part0.ckpt"))
        >>> params = load_segmented_checkpoints(folder)
        >>> print(sorted(params))
        ['bias', 'weight']
    """
    if not isinstance(ckpt_file_dir, str):
        raise TypeError("The ckpt_file_dir should be a str.")
    if not os.path.isdir(ckpt_file_dir):
        raise ValueError(f"The dst_strategy_file: {ckpt_file_dir} doesn't exist. Or it's not a directory")
    merged = {}
    for path in sorted(glob.glob(os.path.join(ckpt_file_dir, "*.ckpt"))):
        merged.update(load_checkpoint(path, net, strict_load, filter_prefix, dec_key, dec_mode, specify_prefix,
                                      choice_func))
    return merged


# ----- strategy files and checkpoint transformation ----------------------------------------------------------------
def build_searched_strategy(strategy_filename):
    """
    Read a parallel-strategy file and return the layout of every parameter in it.

    The file is MindSpore's protobuf ``ParallelStrategyMap`` (any name not ending in ``.json``) or its json form.

    Args:
        strategy_filename (str): The strategy file, as saved by a (semi-)auto-parallel run.

    Returns:
        dict, parameter name to its ``ParallelLayouts`` message (fields ``dev_matrix``, ``tensor_map``,
        ``param_split_shape``, ``indices_offset``, ``field``, ``opt_weight_shard_step`` and
        ``opt_weight_shard_size``); ``None`` when `strategy_filename` is ``None``.

    Raises:
        TypeError: If `strategy_filename` is not a str, or the file is not a strategy protobuf.
        ValueError: If the file does not exist or is empty.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> from mindspore.parallel import build_searched_strategy
        >>> path = os.path.join(tempfile.mkdtemp(), "strategy.json")
        >>> layout = {"dev_matrix": [2, 2], "tensor_map": [1, -1], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> with open(path, "w") as f:
        ...     json.dump({"parallel_layout_item": {"fc.weight": layout}}, f)
        >>> strategy = build_searched_strategy(path)
        >>> print(list(strategy["fc.weight"].dev_matrix[0].dim), list(strategy["fc.weight"].tensor_map[0].dim))
        [2, 2] [1, -1]
    """
    if strategy_filename is None:
        return None
    return _lt.read_strategy(strategy_filename)


def restore_group_info_list(group_info_file_name):
    """
    Read the ranks whose checkpoints a rank needs back, from a communication-group information file.

    The file is MindSpore's protobuf ``ParallelGroupMap`` (written where the ``GROUP_INFO_FILE`` environment
    variable points); the list is its ``ckpt_restore_rank_list``.

    Args:
        group_info_file_name (str): The group information file.

    Returns:
        list[int], the ranks.

    Raises:
        TypeError: If `group_info_file_name` is not a str.
        ValueError: If the file does not exist, is empty or has no rank list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from mindspore.parallel import restore_group_info_list
        >>> path = os.path.join(tempfile.mkdtemp(), "group_info.pb")
        >>> with open(path, "wb") as f:
        ...     _ = f.write(bytes([0x12, 0x04, 0x08, 0x00, 0x08, 0x04]))  # ckpt_restore_rank_list: 0, 4
        >>> print(restore_group_info_list(path))
        [0, 4]
    """
    head = "For 'restore_group_info_list',"
    if not isinstance(group_info_file_name, str):
        raise TypeError(f"{head} the argument 'group_info_file_name' should be str, but got "
                        f"{type(group_info_file_name)}.")
    if not os.path.isfile(group_info_file_name):
        raise ValueError(f"{head} no such group information file: {group_info_file_name}.")
    if os.path.getsize(group_info_file_name) == 0:
        raise ValueError(f"{head} the group information file should not be empty.")
    message = _strategy_proto.ParallelGroupMap()
    with open(group_info_file_name, "rb") as f:
        message.ParseFromString(f.read())
    if not message.HasField("ckpt_restore_rank_list"):
        raise ValueError(f"{head} the group information file has no restore rank list.")
    return [int(r) for r in message.ckpt_restore_rank_list.dim]


def _layouts_of(strategy_file):
    if strategy_file is None:
        return None
    strategy = strategy_file if isinstance(strategy_file, dict) else _lt.read_strategy(strategy_file)
    return _lt.simple_layouts(strategy)


def _check_rank_id(rank_id):
    if not isinstance(rank_id, int) or isinstance(rank_id, bool):
        raise TypeError("The rank_id should be a int.")


def rank_list_for_transform(rank_id, src_strategy_file=None, dst_strategy_file=None):
    """
    The source ranks whose checkpoints are read to build the checkpoint of `rank_id` under another strategy.

    For every parameter, the slice `rank_id` holds under the destination strategy is made of source slices; the
    result lists the ranks that hold them, choosing among equal replicas the way MindSpore does, so that the
    same files are asked for.

    Args:
        rank_id (int): The rank whose new checkpoint is wanted.
        src_strategy_file (str, optional): The strategy file the checkpoints were saved under; ``None`` means
            every parameter is whole on every rank. Default: ``None``.
        dst_strategy_file (str, optional): The strategy file of the new checkpoints; ``None`` means whole
            parameters. Default: ``None``.

    Returns:
        list[int], the source ranks, largest first.

    Raises:
        TypeError: If `rank_id` is not an int.
        ValueError: If a strategy file is empty, or uses pipeline stages or optimizer sharding (only strategies
            with one pipeline stage and no optimizer sharding are transformed).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> from mindspore.parallel import rank_list_for_transform
        >>> folder = tempfile.mkdtemp()
        >>> def save(name, tensor_map):
        ...     layout = {"dev_matrix": [2, 2], "tensor_map": tensor_map, "field": 0, "opt_weight_shard_step": 0,
        ...               "opt_weight_shard_size": 0}
        ...     with open(os.path.join(folder, name), "w") as f:
        ...         json.dump({"parallel_layout_item": {"fc.weight": layout}}, f)
        >>> save("rows.json", [1, -1])
        >>> save("cols.json", [-1, 0])
        >>> src, dst = os.path.join(folder, "rows.json"), os.path.join(folder, "cols.json")
        >>> print(rank_list_for_transform(1, src, dst), rank_list_for_transform(0, src))
        [3, 1] [2, 0]
    """
    _check_rank_id(rank_id)
    if src_strategy_file is None:
        return [0]
    src, dst = _layouts_of(src_strategy_file), _layouts_of(dst_strategy_file)
    if not src:
        raise ValueError("The src_strategy_file is empty.")
    return sorted(_needed(rank_id, src, dst), reverse=True)


def _needed(rank_id, src, dst):
    ranks = set()
    for name, layout in src.items():
        if dst is not None and name not in dst:
            continue
        ranks |= _lt.needed_ranks(rank_id, layout, None if dst is None else dst[name])
    return ranks


def _numpy_of(param):
    t = param._t.detach()
    if t.dtype == torch.bfloat16:
        t = t.float()
    return t.cpu().numpy()


def _transform_one(rank_id, slices_by_rank, src, dst):
    """[{"name", "data"}] of `rank_id` under `dst`, from {src rank: {name: Parameter}}.

    As in MindSpore, a parameter missing from a given strategy is not transformed but copied from the source rank
    ``rank_id % device number``, after the transformed ones; when no parameter is transformed (for one, when both
    strategies are ``None``) the call fails.
    """
    names = []
    for params in slices_by_rank.values():
        names.extend(n for n in params if n not in names)
    device_num, done = -1, {}
    for name in names:
        found = {r: params[name] for r, params in slices_by_rank.items() if name in params}
        first = next(iter(found.values()))
        if src is None and dst is None:
            continue
        if (src is not None and name not in src) or (dst is not None and name not in dst):
            continue
        s_layout = ([1], [-1] * len(first.shape)) if src is None else src[name]
        device_num = int(np.prod(s_layout[0]))
        if rank_id % device_num not in found:
            raise ValueError(f"The checkpoint of rank {rank_id % device_num} is missing.")
        whole, filled = _lt.assemble({r % device_num: _numpy_of(p) for r, p in found.items()}, s_layout, name)
        index = tuple(slice(None) for _ in whole.shape) if dst is None else \
            _lt.block(rank_id, dst[name], whole.shape)
        if not filled[index].all():
            raise ValueError(f"The checkpoint files given do not hold all of parameter '{name}' for rank "
                             f"{rank_id}; pass the files of rank_list_for_transform({rank_id}, ...).")
        done[name] = _parameter_like(whole[index], first)
    if device_num < 1:
        raise ValueError("None of the parameters in checkpoint file are in either src strategy or dst strategy. "
                         "Please check correctness of strategy files.")
    for name in names:
        if name not in done:
            source = slices_by_rank.get(rank_id % device_num, {})
            if name not in source:
                raise ValueError(f"The checkpoint of rank {rank_id % device_num} is missing.")
            done[name] = _parameter_like(_numpy_of(source[name]), source[name])
    return [{"name": name, "data": param} for name, param in done.items()]


def _parameter_like(array, like):
    data = Tensor(np.ascontiguousarray(array))
    if data.dtype != like.dtype:
        data = data.astype(like.dtype)
    return Parameter(data, like.name, like.requires_grad, like.layerwise_parallel)


def transform_checkpoint_by_rank(rank_id, checkpoint_files_map, save_checkpoint_file_name,
                                 src_strategy_file=None, dst_strategy_file=None):
    """
    Build the checkpoint of one rank under a new strategy from the checkpoints saved under the old one.

    Each parameter is put together from the slices of the given ranks (under the source strategy) and the block
    that `rank_id` holds under the destination strategy is saved. Only the ranks of
    :func:`mindspore.parallel.rank_list_for_transform` are needed in `checkpoint_files_map`.

    Args:
        rank_id (int): The rank whose checkpoint is built.
        checkpoint_files_map (dict): Source rank to the path of its ``.ckpt`` file.
        save_checkpoint_file_name (str): Where to save the new checkpoint; must end with ``.ckpt``.
        src_strategy_file (str, optional): The strategy file of the source checkpoints; ``None`` means whole
            parameters. Default: ``None``.
        dst_strategy_file (str, optional): The strategy file of the new checkpoint; ``None`` means whole
            parameters. Default: ``None``.

    Raises:
        TypeError: If `rank_id` is not an int, `checkpoint_files_map` not a dict or `save_checkpoint_file_name`
            not a str.
        ValueError: If `save_checkpoint_file_name` does not end with ``.ckpt``, a checkpoint file is missing, the
            files do not hold the needed slices, or a strategy uses pipeline stages or optimizer sharding.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.parallel import transform_checkpoint_by_rank
        >>> folder = tempfile.mkdtemp()
        >>> layout = {"dev_matrix": [2], "tensor_map": [0, -1], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> strategy = os.path.join(folder, "rows.json")
        >>> with open(strategy, "w") as f:
        ...     json.dump({"parallel_layout_item": {"w": layout}}, f)
        >>> files = {}
        >>> for rank in range(2):
        ...     part = ms.Tensor(np.arange(4, dtype=np.float32).reshape(2, 2) + 4 * rank)
        ...     files[rank] = os.path.join(folder, f"rank{rank}.ckpt")
        ...     ms.save_checkpoint([{"name": "w", "data": part}], files[rank])
        >>> whole = os.path.join(folder, "whole.ckpt")
        >>> transform_checkpoint_by_rank(0, files, whole, strategy, None)
        >>> print(ms.load_checkpoint(whole)["w"].asnumpy())
        [[0. 1.]
         [2. 3.]
         [4. 5.]
         [6. 7.]]
    """
    if not isinstance(checkpoint_files_map, dict):
        raise TypeError("The checkpoint_files_map should be a dict.")
    _check_rank_id(rank_id)
    if not isinstance(save_checkpoint_file_name, str):
        raise TypeError("The save_checkpoint_file_name should be a str.")
    if not save_checkpoint_file_name.endswith(".ckpt"):
        raise ValueError(f"The save_checkpoint_file_name {save_checkpoint_file_name} should end with .ckpt")
    if dst_strategy_file and os.path.dirname(dst_strategy_file) and \
            not os.path.exists(os.path.dirname(dst_strategy_file)):
        raise ValueError(f"The director of dst_strategy_file: {os.path.dirname(dst_strategy_file)} is not exists.")
    for rank, path in checkpoint_files_map.items():
        if not os.path.exists(path):
            raise ValueError(f"Checkpoint file {path} in rank {rank} not exits: ")
    src, dst = _layouts_of(src_strategy_file), _layouts_of(dst_strategy_file)
    slices = {rank: load_checkpoint(path) for rank, path in sorted(checkpoint_files_map.items())}
    save_checkpoint(_transform_one(rank_id, slices, src, dst), save_checkpoint_file_name)


def _rank_checkpoints(src_checkpoints_dir):
    """{rank: the last .ckpt file (name order) of folder rank_<rank>}."""
    found = {}
    for folder in glob.glob(os.path.join(src_checkpoints_dir, "rank_[0-9]*")):
        suffix = folder.split("rank_")[-1]
        if not os.path.isdir(folder) or not suffix.isdigit():
            continue
        files = sorted(f for f in glob.glob(os.path.join(folder, "*.ckpt")) if os.path.isfile(f))
        if files:
            found[int(suffix)] = files[-1]
    return found


def transform_checkpoints(src_checkpoints_dir, dst_checkpoints_dir, ckpt_prefix, src_strategy_file=None,
                          dst_strategy_file=None, process_num=1, output_format="ckpt"):
    """
    Convert the checkpoints of every rank to a new strategy.

    The source folder holds one sub-folder per rank, ``rank_0``, ``rank_1``, ... (the last ``.ckpt`` file of
    each, in name order, is used). For every rank of the destination strategy (one rank when it is ``None``),
    ``<dst_checkpoints_dir>/rank_<r>/<ckpt_prefix><r>.ckpt`` is written.

    Args:
        src_checkpoints_dir (str): The folder of the source checkpoints.
        dst_checkpoints_dir (str): The folder for the new checkpoints (created when missing).
        ckpt_prefix (str): The start of the new file names.
        src_strategy_file (str, optional): The strategy of the source checkpoints; ``None`` means whole
            parameters. Default: ``None``.
        dst_strategy_file (str, optional): The strategy of the new checkpoints; ``None`` means whole parameters.
            Default: ``None``.
        process_num (int, optional): Worker processes; the conversion runs in this process. Default: ``1``.
        output_format (str, optional): ``"ckpt"`` (``"safetensors"`` needs safetensors sources). Default:
            ``"ckpt"``.

    Raises:
        ValueError: If the source folder holds no checkpoint, a needed rank's checkpoint is missing,
            `output_format` is ``"safetensors"``, or a strategy uses pipeline stages or optimizer sharding.
        NotADirectoryError: If `src_checkpoints_dir` is not a folder.
        TypeError: If `ckpt_prefix` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.parallel import transform_checkpoints
        >>> folder = tempfile.mkdtemp()
        >>> layout = {"dev_matrix": [2], "tensor_map": [-1, 0], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> strategy = os.path.join(folder, "cols.json")
        >>> with open(strategy, "w") as f:
        ...     json.dump({"parallel_layout_item": {"w": layout}}, f)
        >>> os.makedirs(os.path.join(folder, "src", "rank_0"))
        >>> whole = ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
        >>> ms.save_checkpoint([{"name": "w", "data": whole}], os.path.join(folder, "src", "rank_0", "net.ckpt"))
        >>> transform_checkpoints(os.path.join(folder, "src"), os.path.join(folder, "dst"), "part", None, strategy)
        >>> print(ms.load_checkpoint(os.path.join(folder, "dst", "rank_1", "part1.ckpt"))["w"].asnumpy())
        [[2. 3.]
         [6. 7.]]
    """
    files = _rank_checkpoints(src_checkpoints_dir) if isinstance(src_checkpoints_dir, str) else {}
    if not files:
        raise ValueError("For 'transform_checkpoints', the 'src_checkpoints_dir' can not be empty.")
    if output_format == "safetensors":
        raise ValueError("For 'transform_checkpoints', 'output_format' can not be 'safetensors' "
                         "when 'src_checkpoints_dir' only contains ckpt file.")
    if not os.path.isdir(src_checkpoints_dir):
        raise NotADirectoryError(f"src_checkpoints_dir {src_checkpoints_dir} is not a directory.")
    if not isinstance(ckpt_prefix, str):
        raise TypeError("The ckpt_prefix should be a str.")
    for name, path in (("src", src_strategy_file), ("dst", dst_strategy_file)):
        if path and os.path.dirname(path) and not os.path.exists(os.path.dirname(path)):
            raise ValueError(f"The director of {name}_strategy_file: {os.path.dirname(path)} is not exists.")
    src, dst = _layouts_of(src_strategy_file), _layouts_of(dst_strategy_file)
    dst_num = 1 if not dst else int(np.prod(next(iter(dst.values()))[0]))
    cache = {}
    for rank in range(dst_num):
        needed = [0] if src is None else sorted(_needed(rank, src, dst), reverse=True)
        for r in needed:
            if r not in files:
                raise ValueError(f"The checkpoint file of rank{r} is needed for converting rank{rank}'s checkpoint, "
                                 f"but it is missing.")
            if r not in cache:
                cache[r] = load_checkpoint(files[r])
        out_dir = os.path.join(os.path.realpath(dst_checkpoints_dir), f"rank_{rank}")
        os.makedirs(out_dir, exist_ok=True)
        params = _transform_one(rank, {r: cache[r] for r in sorted(needed)}, src, dst)
        save_checkpoint(params, os.path.join(out_dir, f"{ckpt_prefix}{rank}.ckpt"))


def rank_list_for_convert(rank_id, src_strategy_file=None, dst_strategy_file=None):
    """
    The source ranks needed to convert the checkpoint of `rank_id`; the same as
    :func:`mindspore.parallel.rank_list_for_transform` under MindSpore's newer name.

    Args:
        rank_id (int): The rank whose new checkpoint is wanted.
        src_strategy_file (str, optional): The strategy of the source checkpoints. Default: ``None``.
        dst_strategy_file (str, optional): The strategy of the new checkpoints. Default: ``None``.

    Returns:
        list[int], the source ranks, largest first.

    Raises:
        TypeError: If `rank_id` is not an int.
        ValueError: If a strategy file is empty or not supported.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.parallel import rank_list_for_convert
        >>> print(rank_list_for_convert(3))
        [0]
    """
    return rank_list_for_transform(rank_id, src_strategy_file, dst_strategy_file)


def convert_checkpoint_by_rank(rank_id, checkpoint_files_map, save_checkpoint_file_name, src_strategy_file=None,
                               dst_strategy_file=None):
    """
    Build the checkpoint of one rank under a new strategy; the same as
    :func:`mindspore.parallel.transform_checkpoint_by_rank` under MindSpore's newer name.

    Args:
        rank_id (int): The rank whose checkpoint is built.
        checkpoint_files_map (dict): Source rank to the path of its ``.ckpt`` file.
        save_checkpoint_file_name (str): Where to save the new checkpoint; must end with ``.ckpt``.
        src_strategy_file (str, optional): The strategy of the source checkpoints. Default: ``None``.
        dst_strategy_file (str, optional): The strategy of the new checkpoint. Default: ``None``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a file is missing or a strategy is not supported.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.parallel import convert_checkpoint_by_rank
        >>> folder = tempfile.mkdtemp()
        >>> strategy = os.path.join(folder, "halves.json")
        >>> layout = {"dev_matrix": [2], "tensor_map": [0], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> with open(strategy, "w") as f:
        ...     json.dump({"parallel_layout_item": {"b": layout}}, f)
        >>> whole = os.path.join(folder, "net.ckpt")
        >>> data = ms.Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
        >>> ms.save_checkpoint([{"name": "b", "data": data}], whole)
        >>> convert_checkpoint_by_rank(1, {0: whole}, os.path.join(folder, "rank1.ckpt"), None, strategy)
        >>> print(ms.load_checkpoint(os.path.join(folder, "rank1.ckpt"))["b"].asnumpy())
        [3. 4.]
    """
    transform_checkpoint_by_rank(rank_id, checkpoint_files_map, save_checkpoint_file_name, src_strategy_file,
                                 dst_strategy_file)


def convert_checkpoints(src_checkpoints_dir, dst_checkpoints_dir, ckpt_prefix, src_strategy_file=None,
                        dst_strategy_file=None, process_num=1, output_format="ckpt"):
    """
    Convert the checkpoints of every rank to a new strategy; the same as
    :func:`mindspore.parallel.transform_checkpoints` under MindSpore's newer name.

    Args:
        src_checkpoints_dir (str): The folder of the source checkpoints (``rank_<r>`` sub-folders).
        dst_checkpoints_dir (str): The folder for the new checkpoints.
        ckpt_prefix (str): The start of the new file names.
        src_strategy_file (str, optional): The strategy of the source checkpoints. Default: ``None``.
        dst_strategy_file (str, optional): The strategy of the new checkpoints. Default: ``None``.
        process_num (int, optional): Worker processes. Default: ``1``.
        output_format (str, optional): ``"ckpt"``. Default: ``"ckpt"``.

    Raises:
        ValueError: If a checkpoint is missing or a strategy is not supported.
        NotADirectoryError: If `src_checkpoints_dir` is not a folder.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.parallel import convert_checkpoints
        >>> folder = tempfile.mkdtemp()
        >>> strategy = os.path.join(folder, "halves.json")
        >>> layout = {"dev_matrix": [2], "tensor_map": [0], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> with open(strategy, "w") as f:
        ...     json.dump({"parallel_layout_item": {"b": layout}}, f)
        >>> for rank in range(2):
        ...     os.makedirs(os.path.join(folder, "src", f"rank_{rank}"))
        ...     part = ms.Tensor(np.array([1.5, 2.5], np.float32) + 2 * rank)
        ...     path = os.path.join(folder, "src", f"rank_{rank}", "a.ckpt")
        ...     ms.save_checkpoint([{"name": "b", "data": part}], path)
        >>> convert_checkpoints(os.path.join(folder, "src"), os.path.join(folder, "dst"), "net", strategy, None)
        >>> print(ms.load_checkpoint(os.path.join(folder, "dst", "rank_0", "net0.ckpt"))["b"].asnumpy())
        [1.5 2.5 3.5 4.5]
    """
    transform_checkpoints(src_checkpoints_dir, dst_checkpoints_dir, ckpt_prefix, src_strategy_file,
                          dst_strategy_file, process_num, output_format)


def merge_pipeline_strategys(src_strategy_dirs, dst_strategy_file):
    """
    Merge the strategy files of the pipeline stages of a network into one file.

    Every ``.ckpt`` (protobuf) or ``.json`` strategy file of the folder is read; a stage already merged is
    skipped. Parameter names are prefixed with their stage (``"1-fc.weight"``), as MindSpore does.

    Args:
        src_strategy_dirs (str): The folder of the per-stage strategy files (all ``.ckpt`` or all ``.json``).
        dst_strategy_file (str): The merged file to write (its folder is created when missing).

    Raises:
        NotADirectoryError: If `src_strategy_dirs` is not a folder.
        ValueError: If the folder mixes ``.ckpt`` and ``.json`` files, or a file has no strategy.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> from mindspore.parallel import merge_pipeline_strategys
        >>> folder = tempfile.mkdtemp()
        >>> layout = {"dev_matrix": [2], "tensor_map": [0], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> for stage, name in enumerate(["fc1.bias", "fc2.bias"]):
        ...     content = {"parallel_strategy_item": {f"Add-op{stage}": {"stage": stage, "parallel_strategy": [[2]]}},
        ...                "parallel_layout_item": {name: layout}}
        ...     with open(os.path.join(folder, f"stage{stage}.json"), "w") as f:
        ...         json.dump(content, f)
        >>> merged = os.path.join(folder, "merged", "all.json")
        >>> merge_pipeline_strategys(folder, merged)
        >>> with open(merged) as f:
        ...     print(sorted(json.load(f)["parallel_layout_item"]))
        ['0-fc1.bias', '1-fc2.bias']
    """
    dst_strategy_file = os.path.abspath(os.path.normpath(dst_strategy_file))
    os.makedirs(os.path.dirname(dst_strategy_file), exist_ok=True)
    if not os.path.isdir(src_strategy_dirs):
        raise NotADirectoryError(f"src_strategy_dirs {src_strategy_dirs} is not a directory.")
    protobuf_files = glob.glob(os.path.join(src_strategy_dirs, "*.ckpt"))
    json_files = glob.glob(os.path.join(src_strategy_dirs, "*.json"))
    if protobuf_files and json_files:
        raise ValueError("The strategys format should be all '.ckpt' or all '.json'")
    if protobuf_files:
        _merge_protobuf_strategies(protobuf_files, dst_strategy_file)
    else:
        _merge_json_strategies(json_files, dst_strategy_file)


def _merge_protobuf_strategies(files, dst):
    merged = _strategy_proto.ParallelStrategyMap()
    stages, contents = [], set()
    for path in files:
        with open(path, "rb") as f:
            content = f.read()
        if content in contents:
            continue
        contents.add(content)
        source = _lt.load_strategy_map(path)
        if not source.parallel_strategy_item or not source.parallel_layout_item:
            raise ValueError(f"The strategy file {path} is empty")
        stage = source.parallel_strategy_item[0].parallel_strategys.stage
        if stage in stages:
            continue
        for item in source.parallel_layout_item:
            item.param_name = f"{stage}-{item.param_name}"
        merged.parallel_strategy_item.extend(source.parallel_strategy_item)
        merged.parallel_layout_item.extend(source.parallel_layout_item)
        stages.append(stage)
    merged.current_stage = 1
    with open(dst, "wb") as f:
        f.write(merged.SerializeToString())


def _merge_json_strategies(files, dst):
    merged = {"current_stage": 1, "parallel_strategy_item": {}, "parallel_layout_item": {}}
    stages = []
    for path in files:
        with open(path, "r", encoding="utf-8") as f:
            content = json.load(f)
        layouts, strategies = content.get("parallel_layout_item"), content.get("parallel_strategy_item")
        if not strategies or not layouts:
            raise ValueError(f"The strategy file {path} is empty")
        stage = next(iter(strategies.values())).get("stage")
        if stage in stages:
            continue
        merged["parallel_layout_item"].update({f"{stage}-{name}": item for name, item in layouts.items()})
        merged["parallel_strategy_item"].update(strategies)
        stages.append(stage)
    with open(dst, "w", encoding="utf-8") as f:
        json.dump(merged, f)


def _check_checkpoint_files(checkpoint_filenames):
    for index, filename in enumerate(checkpoint_filenames):
        if not isinstance(filename, str) or not os.path.exists(filename) or not filename.endswith(".ckpt") or \
                os.path.getsize(filename) == 0:
            raise ValueError(f"For 'load_distributed_checkpoint', please check 'checkpoint_filenames', and make sure "
                             f"the {filename} at index {index} is a valid checkpoint file, it must be a string ending "
                             f"with '.ckpt', and the checkpoint file it represents must be exist and not empty.")


def _predict_layouts(predict_strategy):
    """{name: (dev_matrix, tensor_map)} of a predict strategy dict, with MindSpore's check of its entries."""
    if predict_strategy is None:
        return None
    if not isinstance(predict_strategy, dict):
        raise TypeError(f"The argument 'predict_strategy' must be a dict, but got {type(predict_strategy).__name__}.")

    def int_list(arg):
        return isinstance(arg, list) and all(isinstance(v, int) for v in arg)

    layouts = {}
    for key, value in predict_strategy.items():
        ok = isinstance(key, str) and isinstance(value, (list, tuple)) and len(value) >= 4
        if ok:
            dev, tmap, split, field = value[:4]
            ok = int_list(dev) and int_list(tmap) and (int_list(split) or not split) and \
                isinstance(field, int) and field == 0
        if not ok:
            raise ValueError("For 'load_distributed_checkpoint', the argument 'predict_strategy' is dict, the key of "
                             "it must be string, and the value of it must be list or tuple that the first four "
                             "elements must be dev_matrix (list[int]), tensor_map (list[int]), param_split_shape "
                             "(list[int]) and field_size (int, which value is 0).")
        if len(value) > 5 and value[5]:
            raise ValueError(f"For 'load_distributed_checkpoint', the predict strategy of '{key}' uses optimizer "
                             f"sharding; {_lt._UNSUPPORTED}.")
        layouts[key] = (list(value[0]), list(value[1]))
    return layouts


def load_distributed_checkpoint(network, checkpoint_filenames=None, predict_strategy=None,
                                train_strategy_filename=None, strict_load=False, dec_key=None, dec_mode="AES-GCM",
                                format="ckpt", unified_safetensors_dir=None, dst_safetensors_dir=None, rank_id=None,
                                output_format="safetensors", name_map=None, max_process_num=64,
                                return_param_dict=False):
    """
    Load the checkpoints saved by the ranks of a sharded training job into a network.

    Every parameter of `network` found in the training strategy is put together from the slices of all ranks.
    Without `predict_strategy` the whole parameter is loaded; with it, the block of this process's rank
    (:func:`mindspore.communication.get_rank`) under the parameter's predict layout. Parameters missing from the
    strategy or from the files are left as they are (a warning names them).

    Args:
        network (Cell): The network to load into.
        checkpoint_filenames (list[str]): The ``.ckpt`` file of each training rank, in rank order.
        predict_strategy (dict, optional): Parameter name to ``[dev_matrix, tensor_map, param_split_shape,
            field_size]`` of the network that loads. Default: ``None`` (whole parameters).
        train_strategy_filename (str, optional): The strategy file of the training job; ``None`` reads the
            ``strategy_ckpt_load_file`` of the auto-parallel context (which must then name a file).
            Default: ``None``.
        strict_load (bool, optional): Passed to :func:`mindspore.load_param_into_net`. Default: ``False``.
        dec_key (Union[None, bytes], optional): Key to decrypt the files. Default: ``None``.
        dec_mode (str, optional): Decryption mode. Default: ``"AES-GCM"``.
        format (str, optional): ``"ckpt"``; ``"safetensors"`` sources are not read by mindspore_compat.
            Default: ``"ckpt"``.
        unified_safetensors_dir (str, optional): Only for ``format="safetensors"``. Default: ``None``.
        dst_safetensors_dir (str, optional): Only for ``format="safetensors"``. Default: ``None``.
        rank_id (int, optional): Only for ``format="safetensors"``. Default: ``None``.
        output_format (str, optional): Only for ``format="safetensors"``. Default: ``"safetensors"``.
        name_map (dict, optional): Only for ``format="safetensors"``. Default: ``None``.
        max_process_num (int, optional): Only for ``format="safetensors"``. Default: ``64``.
        return_param_dict (bool, optional): Only for ``format="safetensors"``. Default: ``False``.

    Returns:
        bool, ``True``.

    Raises:
        ValueError: If `network` is not a Cell, a file is not a valid checkpoint, their number is not the
            training device count, `predict_strategy` is malformed, `format` is ``"safetensors"``, or a strategy uses pipeline stages or
            optimizer sharding.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> from mindspore.parallel import load_distributed_checkpoint
        >>> folder = tempfile.mkdtemp()
        >>> rows = {"dev_matrix": [2], "tensor_map": [0, -1], "field": 0, "opt_weight_shard_step": 0,
        ...         "opt_weight_shard_size": 0}
        >>> strategy = os.path.join(folder, "train.json")
        >>> with open(strategy, "w") as f:
        ...     json.dump({"parallel_layout_item": {"weight": rows}}, f)
        >>> files = []
        >>> for rank in range(2):
        ...     part = ms.Tensor(np.full((1, 3), rank + 1.0, np.float32))
        ...     files.append(os.path.join(folder, f"rank{rank}.ckpt"))
        ...     ms.save_checkpoint([{"name": "weight", "data": part}], files[-1])
        >>> net = nn.Dense(3, 2, has_bias=False)
        >>> print(load_distributed_checkpoint(net, files, None, strategy))
        True
        >>> print(net.weight.asnumpy())
        [[1. 1. 1.]
         [2. 2. 2.]]
    """
    if format not in ("safetensors", "ckpt") or output_format not in ("safetensors", "ckpt"):
        raise ValueError(f"For 'load_distributed_checkpoint', 'format' and 'output_format' must be 'ckpt' or "
                         f"'safetensors', but got {format}.")
    if format == "safetensors":
        raise ValueError("For 'load_distributed_checkpoint', format='safetensors' (unified safetensors folders) is "
                         "not read by mindspore_compat; pass the .ckpt files of the ranks with format='ckpt'.")
    if not isinstance(network, Cell):
        raise ValueError(f"The parameter 'network' must be isinstance of {Cell}, but got {network}.")
    _check_checkpoint_files(checkpoint_filenames)
    predict = _predict_layouts(predict_strategy)
    if dec_key is not None and not isinstance(dec_key, bytes):
        raise TypeError(f"The argument 'dec_key' must be bytes or None, but got {type(dec_key).__name__}.")
    if not isinstance(dec_mode, str):
        raise TypeError(f"The argument 'dec_mode' must be str, but got {type(dec_mode).__name__}.")
    if train_strategy_filename is None:
        train_strategy_filename = get_auto_parallel_context("strategy_ckpt_load_file")
    strategy = build_searched_strategy(train_strategy_filename)
    if not strategy:
        return True
    train = _lt.simple_layouts(strategy)
    devices = int(np.prod(next(iter(train.values()))[0]))
    if devices != len(checkpoint_filenames):
        raise ValueError(f"For 'Load_distributed_checkpoint', the length of 'checkpoint_filenames' should be equal "
                         f"to the device count of training process. But got the length of 'checkpoint_filenames' is "
                         f"{len(checkpoint_filenames)} and the device count is {devices}.")
    slices = [load_checkpoint(os.path.abspath(f), dec_key=dec_key, dec_mode=dec_mode) for f in checkpoint_filenames]
    rank = get_rank() if predict else 0
    param_dict, not_in_strategy, not_in_ckpt = {}, [], []
    for _, param in network.parameters_and_names():
        name = param.name
        if name not in train or (predict is not None and name not in predict):
            not_in_strategy.append(name)
            continue
        found = {r: params[name] for r, params in enumerate(slices) if name in params}
        if not found:
            not_in_ckpt.append(name)
            continue
        whole, filled = _lt.assemble({r: _numpy_of(p) for r, p in found.items()}, train[name], name)
        if not filled.all():
            raise ValueError(f"For 'load_distributed_checkpoint', the checkpoint files do not hold every slice of "
                             f"'{name}'.")
        if predict is not None:
            whole = whole[_lt.block(rank, predict[name], whole.shape)]
        param_dict[name] = _parameter_like(whole, found[min(found)])
    if not_in_strategy:
        _logger.warning("For 'load_distributed_checkpoint', %s parameters in network are not in the slice strategy, "
                        "you can check whether 'predict_strategy' or 'train_strategy_filename' is correct.",
                        not_in_strategy)
    if not_in_ckpt:
        _logger.warning("For 'load_distributed_checkpoint', %s parameters in network and slice strategy but not in "
                        "the checkpoint file, please check whether 'checkpoint_filenames' is correct.", not_in_ckpt)
    load_param_into_net(network, param_dict, strict_load=strict_load)
    return True

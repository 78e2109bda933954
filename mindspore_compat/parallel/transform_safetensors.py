"""Merging the per-rank safetensors files of a sharded training run into whole parameters
(``mindspore.parallel.unified_safetensors``)."""
import glob
import json
import logging
import math
import os
import re

import numpy as np
import torch

from ..train.serialization import _safetensors_module
from ..common import _layout_transform as _lt
from .checkpoint_transform import rank_list_for_transform

__all__ = ["unified_safetensors"]

_logger = logging.getLogger("mindspore")

# Bytes per element used to size the output parts; a dtype missing here counts 4 bytes, as in MindSpore.
_ELEMENT_BYTES = {"bool": 1, "uint8": 1, "int8": 1, "int16": 2, "uint16": 2, "int32": 4, "uint32": 4,
                  "int64": 8, "uint64": 8, "float16": 2, "bfloat16": 2, "float32": 4, "float64": 8}
_PART_BYTES = 3 * 1024 ** 3


def _last_two_numbers(path):
    return [int(n) for n in re.findall(r"\d+", path)][-2:]


def _only_or_shortest(matched, rank_files, wanted, file_suffix):
    if not matched:
        raise ValueError(f"Multiple files with suffix '{file_suffix}' found in {rank_files}. Following MindSpore "
                         f"naming rules, searched for files ending with '{wanted}' but found zero files. "
                         "Please set file_suffix to the longest common suffix of all files.")
    if len(matched) == 1:
        return matched[0]
    shortest = min(len(os.path.basename(p)) for p in matched)
    ties = [p for p in matched if len(os.path.basename(p)) == shortest]
    if len(ties) > 1:
        raise ValueError(f"Multiple files with suffix '{file_suffix}' found in {rank_files}. Following MindSpore "
                         f"naming rules, searched for files ending with '{wanted}' but found multiple files "
                         f"{matched}. Then searched for the shortest filename, but found multiple shortest files "
                         f"{ties}. Please set file_suffix to the longest common suffix of all files.")
    return ties[0]


def _pick_rank_file(rank_files, file_suffix, fmt):
    """The file of one rank folder among several: the latest by its last two numbers, or the one that the
    suffix (``_<task>-<epoch>_<step>``, ``-<epoch>_<step>`` or ``_<step>``, separator optional) names."""
    if file_suffix is None:
        return sorted(rank_files, key=_last_two_numbers)[-1]
    forms = ((r"_?\d+-\d+_\d+", "_"), (r"-?\d+_\d+", "-"), (r"_?\d+", "_"))
    for pattern, separator in forms:
        if re.fullmatch(pattern, file_suffix):
            wanted = file_suffix if file_suffix.startswith(separator) else separator + file_suffix
            matched = [p for p in rank_files if p.endswith(f"{wanted}.{fmt}")]
            if separator == "_" and "-" in pattern:
                matched = [p for p in matched if not p.endswith(f"rank{wanted}.{fmt}")]
            return _only_or_shortest(matched, rank_files, wanted, file_suffix)
    raise ValueError(f"Multiple {fmt} files ending with '{file_suffix}' found in {rank_files}. Cannot determine "
                     "which file is the intended one. Please set file_suffix to the longest common suffix.")


def _rank_files(src_dir, fmt, file_suffix=None):
    """{rank: file} over the folders ``rank_<r>`` of `src_dir`."""
    found = {}
    first_choice = None
    for folder in glob.glob(os.path.join(src_dir, "rank_[0-9]*")):
        if not os.path.isdir(folder):
            _logger.warning("%s is not a directory.", folder)
            continue
        digits = folder.split("rank_")[-1]
        if not digits.isdigit():
            _logger.warning("%s is not a expected directory, the directory should end with rank_0/rank_1.....",
                            folder)
            continue
        tail = f"*.{fmt}" if file_suffix is None else f"*{file_suffix}.{fmt}"
        files = glob.glob(os.path.join(folder, tail))
        if len(files) > 1:
            found[int(digits)] = _pick_rank_file(files, file_suffix, fmt)
            if first_choice is None:
                first_choice = (list(files), found[int(digits)])
        elif files:
            found[int(digits)] = files[0]
        elif file_suffix is not None:
            raise ValueError(f"No safetensors files found in directory '{folder}' with suffix '{file_suffix}' and "
                             f"format '{fmt}'. Please verify the directory contains the expected files. Recommend "
                             "setting file_suffix to the longest common suffix.")
    if file_suffix is not None and first_choice is not None:
        _logger.warning("When unified_safetensors files with file_suffix `%s`, multiple files were found. Showing "
                        "one list: %s; selected `%s` from it. Please check whether the file_suffix is set "
                        "correctly.", file_suffix, first_choice[0], first_choice[1])
    return found


class _SafetensorsFile:
    """The names, metadata and (lazily read) tensors of one safetensors file, as numpy arrays (bfloat16 data is
    kept bit for bit as int16 and restored when written)."""

    def __init__(self, path):
        self.path = path
        self._handle = _safetensors_module().safe_open(path, framework="pt")
        self.names = list(self._handle.keys())
        self.metadata = self._handle.metadata()

    def array(self, name):
        tensor = self._handle.get_tensor(name)
        if tensor.dtype == torch.bfloat16:
            return tensor.view(torch.int16).numpy(), True
        return tensor.numpy(), False


def _write_atomically(tensors, path, metadata):
    """Save {name: (numpy array, is bfloat16)} through a temporary file renamed into place."""
    data = {}
    for name, (array, bf16) in tensors.items():
        tensor = torch.from_numpy(np.ascontiguousarray(array))
        data[name] = tensor.view(torch.bfloat16) if bf16 else tensor
    temporary = path + ".tmp"
    _safetensors_module().save_file(data, temporary, metadata=metadata)
    os.replace(temporary, path)


def _dedup_flag(merge_with_redundancy, metadata):
    """The merge mode after looking at one file's ``remove_redundancy`` flag (the file wins, with a warning)."""
    flag = (metadata or {}).get("remove_redundancy")
    if flag == "True" and merge_with_redundancy:
        _logger.warning("For 'unified_safetensors', the safetensors file is deduplicated, but merge_with_redundancy "
                        "is set to True.")
        return False
    if flag == "False" and not merge_with_redundancy:
        _logger.warning("For 'unified_safetensors', the safetensors file is non-deduplicated, but "
                        "merge_with_redundancy is set to False.")
        return True
    return merge_with_redundancy


def _balanced_groups(sizes, count):
    """Names split into `count` groups: largest first, each into the group holding the fewest bytes so far."""
    groups, totals = [[] for _ in range(count)], [0] * count
    for name, size in sorted(sizes.items(), key=lambda item: -item[1]):
        lightest = totals.index(min(totals))
        groups[lightest].append(name)
        totals[lightest] += size
    return groups


def _renamed(choice_func, name):
    if choice_func is not None:
        out = choice_func(name)
        if isinstance(out, str):
            return out
    return name


def _merge(name, sources, layout, complete):
    """The whole array of `name` from {rank: _SafetensorsFile}.

    With `complete` files each block is taken from the lowest rank holding it, whose file must have it (as
    MindSpore does); deduplicated files are searched all, each block coming from whichever file kept it.
    """
    device_num = int(np.prod(layout[0]))
    slices, bf16 = {}, False
    for rank, handle in sources.items():
        if name in handle.names:
            slices[rank % device_num], bf16 = handle.array(name)
    if 0 not in slices:
        raise ValueError(f"The param: {name} in rank 0 is missing.")
    shape = _lt.full_shape(slices[0].shape, layout)
    first_holders = {}
    for rank in range(device_num):
        key = tuple((s.start, s.stop) for s in _lt.block(rank, layout, shape))
        first_holders.setdefault(key, rank)
    if complete:
        for rank in sorted(first_holders.values()):
            if rank not in slices:
                raise ValueError(f"The checkpoint file of rank {rank} is missing.")
        slices = {r: slices[r] for r in first_holders.values()}
    whole, filled = _lt.assemble(slices, layout, name)
    if not filled.all():
        gap = min(r for r in first_holders.values() if not filled[_lt.block(r, layout, shape)].all())
        raise ValueError(f"The checkpoint file of rank {gap} is missing.")
    return whole, bf16


def unified_safetensors(src_dir, src_strategy_file, dst_dir, merge_with_redundancy=True, file_suffix=None,
                        max_process_num=64, choice_func=None, split_dst_file=()):
    """
    Put the sharded parameters of a parallel run, saved as one safetensors file per rank, back together into
    whole parameters.

    `src_dir` holds one folder per rank, ``rank_0``, ``rank_1``, ... with that rank's safetensors file (the one
    with the largest last two numbers in its name when there are several, or the one `file_suffix` names). Each
    parameter of the strategy file is rebuilt from the slices of the ranks and written to `dst_dir`:

    - ``part<i>.safetensors``: the whole parameters, in parts of about 3 GiB (balanced by size, largest first);
      their metadata is ``{"format": "ms"}`` plus that of the source files, with ``remove_redundancy`` set to
      ``"False"``.
    - ``param_name_map.json``: ``{"metadata": {"total_size": <bytes>}, "weight_map": {name: part file}}``.
    - ``hyper_param.safetensors``: what rank 0's file holds besides the merged parameters (``global_step``, ...).

    Args:
        src_dir (str): The folder of the ``rank_<r>`` folders.
        src_strategy_file (str): The strategy file the slices were saved under (protobuf, or ``.json``).
        dst_dir (str): The output folder, created when missing.
        merge_with_redundancy (bool, optional): ``True`` when every rank saved all of its slices; ``False`` when
            the files were saved with ``remove_redundancy`` (a slice held by several ranks is in one file only).
            A ``remove_redundancy`` flag in the files' metadata wins over this argument. Default: ``True``.
        file_suffix (str, optional): The end of the file names to merge, e.g. ``"1-10_100"``. Default: ``None``.
        max_process_num (int, optional): The most worker processes; mindspore_compat merges in this process.
            Default: ``64``.
        choice_func (callable, optional): Called with each parameter name: ``False`` leaves it out of the parts
            (it then goes to ``hyper_param.safetensors`` when rank 0 holds it), a str renames it. Default: ``None``.
        split_dst_file (tuple, optional): ``(k, n)``: write only the k-th of n shares of the parts (1-based), to
            spread the work over several calls or machines; the JSON map and hyper parameters are written by
            share 1. Default: ``()``.

    Raises:
        ValueError: If `src_dir` is a file, holds both ``.ckpt`` and safetensors files, a needed rank's file is
            missing, no file matches `file_suffix`, the folder of `src_strategy_file` does not exist, a slice of a
            parameter is in no file, `choice_func` returns something else than a bool or str, or there is no part
            to write (MindSpore's ``number sections must be larger than 0.``).
        TypeError: If `dst_dir` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> from safetensors.numpy import save_file, load_file
        >>> import mindspore as ms
        >>> folder = tempfile.mkdtemp()
        >>> layout = {"dev_matrix": [2], "tensor_map": [0, -1], "field": 0, "opt_weight_shard_step": 0,
        ...           "opt_weight_shard_size": 0}
        >>> strategy = os.path.join(folder, "strategy.json")
        >>> with open(strategy, "w") as f:
        ...     json.dump({"parallel_layout_item": {"dense.weight": layout}}, f)
        >>> for rank in range(2):
        ...     os.makedirs(os.path.join(folder, "src", f"rank_{rank}"))
        ...     rows = np.full((1, 3), rank, np.float32)
        ...     save_file({"dense.weight": rows, "step": np.array([5], np.int32)},
        ...               os.path.join(folder, "src", f"rank_{rank}", "net.safetensors"))
        >>> ms.parallel.unified_safetensors(os.path.join(folder, "src"), strategy, os.path.join(folder, "dst"))
        >>> print(sorted(os.listdir(os.path.join(folder, "dst"))))
        ['hyper_param.safetensors', 'param_name_map.json', 'part0.safetensors']
        >>> print(load_file(os.path.join(folder, "dst", "part0.safetensors"))["dense.weight"])
        [[0. 0. 0.]
         [1. 1. 1.]]
    """
    if src_strategy_file and os.path.dirname(src_strategy_file) and \
            not os.path.exists(os.path.dirname(src_strategy_file)):
        raise ValueError(f"The director of src_strategy_file: {os.path.dirname(src_strategy_file)} is not exists.")
    if not isinstance(dst_dir, str):
        raise TypeError("The path is invalid, the type should be string.")
    if dst_dir.strip() == "":
        raise ValueError("The path is invalid, it should be non-blank.")
    dst_dir = os.path.realpath(dst_dir)
    if os.path.exists(dst_dir) and not os.path.isdir(dst_dir):
        raise NotADirectoryError(f"The path({dst_dir!r}) is a file path, it should be a directory path.")
    os.makedirs(dst_dir, mode=0o700, exist_ok=True)
    if os.path.isfile(src_dir):
        raise ValueError("For 'unified_safetensors', the 'src_dir' can not be a file.")
    files = _rank_files(src_dir, "safetensors", file_suffix)
    if files and _rank_files(src_dir, "ckpt"):
        raise ValueError("For 'unified_safetensors', the 'src_dir' cannot contain both ckpt file and safetensors "
                         "file simultaneously")
    strategy = _lt.read_strategy(src_strategy_file, "unified_safetensors")
    layouts = _lt.simple_layouts(strategy)
    needed = rank_list_for_transform(0, strategy, None)
    for rank in needed:
        if rank not in files:
            raise ValueError(f"The safetensor file of rank{rank} is needed for converting rank[0]'s safetensor, "
                             "but it is missing.")

    handles = {rank: _SafetensorsFile(path) for rank, path in sorted(files.items())}
    present = []
    for handle in handles.values():
        present.extend(n for n in handle.names if n not in present)
        merge_with_redundancy = _dedup_flag(merge_with_redundancy, handle.metadata)
    names = [n for n in sorted(present) if n in layouts and not n.startswith("accu_grads")]

    sizes = {}
    for handle in handles.values():
        for name in handle.names:
            if name not in names or name in sizes:
                continue
            if choice_func is not None and choice_func(name) is False:
                names.remove(name)
                continue
            array, bf16 = handle.array(name)
            element = 2 if bf16 else _ELEMENT_BYTES.get(array.dtype.name, 4)
            sizes[name] = math.prod(int(d) for d in _lt.full_shape(array.shape, layouts[name])) * element
    part_count = min(math.ceil(sum(sizes.values()) / _PART_BYTES), len(names))
    groups = _balanced_groups(sizes, part_count)
    if split_dst_file:
        share, shares = split_dst_file[0], split_dst_file[1]
        base, extra = divmod(len(groups), shares)
        start = base * (share - 1) + min(share - 1, extra)
        owned = range(start, start + base + (1 if share <= extra else 0))
        first_share = share == 1
    else:
        owned, first_share = range(len(groups)), True

    if first_share:
        rank0 = handles.get(0)
        hyper = {n: rank0.array(n) for n in rank0.names if n not in names}
        if hyper:
            _write_atomically(hyper, os.path.join(dst_dir, "hyper_param.safetensors"), {"format": "ms"})
        weight_map = {_renamed(choice_func, n): f"part{i}.safetensors" for i, group in enumerate(groups)
                      for n in group}
        with open(os.path.join(dst_dir, "param_name_map.json"), "w") as f:
            f.write(json.dumps({"metadata": {"total_size": sum(sizes.values())}, "weight_map": weight_map},
                               indent=4))
    if not owned:
        raise ValueError("number sections must be larger than 0.")

    # complete files: only the needed ranks are read; deduplicated files are all searched
    sources = handles if not merge_with_redundancy else {r: handles[r] for r in needed}
    metadata = {"format": "ms"}
    for handle in sources.values():
        metadata.update(handle.metadata or {})
    if "remove_redundancy" in metadata:
        metadata["remove_redundancy"] = "False"
    for index in owned:
        merged = {}
        for name in groups[index]:
            if choice_func is not None:
                out = choice_func(name)
                if out is False:
                    continue
                if not isinstance(out, (bool, str)):
                    raise ValueError("For 'unified_safetensors', the return value type of the function "
                                     f"'choice_func' must be bool or str, but got {type(out)}.")
            merged[_renamed(choice_func, name)] = _merge(name, sources, layouts[name], merge_with_redundancy)
        if merged:
            _write_atomically(merged, os.path.join(dst_dir, f"part{index}.safetensors"), metadata)
    for index in owned:
        if not os.path.exists(os.path.join(dst_dir, f"part{index}.safetensors")):
            _logger.warning("For unified_safetensors, target file part %s does not exist.", index)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402

__getattr__ = _missing_name_hook(__name__)

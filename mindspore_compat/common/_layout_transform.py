"""Tensor layouts of MindSpore's strategy files and the moves between two of them (pure numpy, no torch).

A parameter's layout is a device matrix (``dev_matrix``, e.g. ``[2, 4]`` for 8 devices, the device id being the
row-major index of its coordinates) and a tensor map with one entry per tensor dimension: ``-1`` keeps the
dimension whole, ``m >= 0`` splits it into equal blocks over the device axis ``dev_matrix[len(dev_matrix) - 1 - m]``
(the axes are counted from the right). Devices whose coordinates differ only on unused axes hold equal slices.

To compare two layouts, both device matrices are refined to one common list of axes (``[4]`` and ``[2, 2]`` both
become ``[2, 2]``, a dimension split over the size-4 axis being split over the two size-2 axes, major first). A
device count that differs is matched by a leading replicated axis on the smaller side, as MindSpore does. For a
target rank, a source dimension must be gathered over the source axes that do not start the target's axes of the
same dimension; every other axis keeps the target rank's own coordinate. The needed source ranks are the ranks
that vary over the gathered axes: this reproduces the rank lists of MindSpore's checkpoint transformation.
"""
import itertools
import json
import os

import numpy as np

from . import _strategy_proto

__all__ = []

_UNSUPPORTED = ("mindspore_compat transforms checkpoints whose strategy has one pipeline stage, no optimizer "
                "sharding and one device axis (or none) per tensor dimension")


def read_strategy(strategy_filename, caller="build_searched_strategy"):
    """{parameter name: ParallelLayouts} of a protobuf or json strategy file (MindSpore's checks and messages)."""
    if not isinstance(strategy_filename, str):
        raise TypeError(f"For '{caller}', the argument 'strategy_filename' should be string, "
                        f"but got {type(strategy_filename)}.")
    if not os.path.isfile(strategy_filename):
        raise ValueError(f"For '{caller}', no such strategy file: {strategy_filename}. "
                         f"Please check whether the 'strategy_filename' exists.")
    if os.path.getsize(strategy_filename) == 0:
        raise ValueError(f"For '{caller}', the strategy file {strategy_filename} should not "
                         f"be empty. Please check whether the 'strategy_filename' is correct.")
    if strategy_filename.endswith(".json"):
        return _read_json_strategy(strategy_filename)
    message = load_strategy_map(strategy_filename)
    return {item.param_name: item.parallel_layouts for item in message.parallel_layout_item}


def load_strategy_map(strategy_filename):
    """The ParallelStrategyMap message of a protobuf strategy file."""
    message = _strategy_proto.ParallelStrategyMap()
    with open(strategy_filename, "rb") as f:
        content = f.read()
    try:
        message.ParseFromString(content)
    except Exception as e:  # any decoding failure means the file is not a strategy protobuf
        raise TypeError("The strategy file type should be one of json or protobuf. When the file name extension "
                        "is not '.json', the file is considered as a protobuf file.") from e
    return message


def _read_json_strategy(strategy_filename):
    with open(strategy_filename, "r", encoding="utf-8") as f:
        content = json.load(f)
    strategy = {}
    for name, item in content.get("parallel_layout_item", {}).items():
        layout = _strategy_proto.ParallelLayouts()
        layout.field = item.get("field")
        layout.opt_weight_shard_size = item.get("opt_weight_shard_size")
        layout.opt_weight_shard_step = item.get("opt_weight_shard_step")
        layout.dev_matrix.add().dim.extend(item.get("dev_matrix"))
        layout.tensor_map.add().dim.extend(item.get("tensor_map"))
        layout.param_split_shape.add().dim.extend(item.get("param_split_shape", []))
        layout.indices_offset.add().dim.extend(item.get("indices_offset", []))
        strategy[name] = layout
    return strategy


def simple_layouts(strategy):
    """{name: (dev_matrix, tensor_map)} of a strategy, refusing what the transformation does not handle."""
    result = {}
    for name, layout in strategy.items():
        if "-" in name or int(layout.opt_weight_shard_size) > 0 or len(layout.tensor_map) != 1:
            raise ValueError(f"The strategy of parameter '{name}' uses pipeline stages, optimizer sharding or "
                             f"several device axes on one dimension; {_UNSUPPORTED}.")
        result[name] = ([int(d) for d in layout.dev_matrix[0].dim], [int(m) for m in layout.tensor_map[0].dim])
    return result


def _breaks(dev):
    out, acc = [], 1
    for d in dev:
        acc *= d
        out.append(acc)
    return out


def _refine(dev_a, dev_b):
    """The common refinement of two device matrices of equal size, or None when none exists."""
    points = sorted(set(_breaks(dev_a)) | set(_breaks(dev_b)))
    sizes, prev = [], 1
    for p in points:
        if p % prev:
            return None
        if p != prev:
            sizes.append(p // prev)
        prev = p
    return sizes


def _axes_of(dev, refined):
    """For each original axis of `dev`, the list of refined axes it covers (major first)."""
    groups, pos, acc = [], 0, 1
    for d in dev:
        group, target = [], acc * d
        while acc < target:
            acc *= refined[pos]
            group.append(pos)
            pos += 1
        groups.append(group)
    return groups


def _dim_axes(dev, tmap, refined):
    groups = _axes_of(dev, refined)
    return [groups[len(dev) - 1 - m] if m >= 0 else [] for m in tmap]


def _unify(src, dst):
    """Both layouts on one refined device matrix; (refined sizes, src dim axes, dst dim axes, src device count)."""
    (sdev, smap), (ddev, dmap) = src, dst
    ns, nd = int(np.prod(sdev)), int(np.prod(ddev))
    if max(ns, nd) % min(ns, nd):
        raise ValueError(f"The device numbers {ns} and {nd} of the two strategies do not divide each other; "
                         f"{_UNSUPPORTED}.")
    if ns < nd:
        sdev = [nd // ns] + list(sdev)
    elif nd < ns:
        ddev = [ns // nd] + list(ddev)
    refined = _refine(sdev, ddev)
    if refined is None:
        raise ValueError(f"The device matrices {src[0]} and {dst[0]} cannot be refined to common axes; "
                         f"{_UNSUPPORTED}.")
    return refined, _dim_axes(sdev, smap, refined), _dim_axes(ddev, dmap, refined), ns


def needed_ranks(rank, src, dst):
    """The source ranks whose slices MindSpore reads to build `rank`'s slice under `dst` (dst None: whole)."""
    if dst is None:
        dst = ([1], [-1] * len(src[1]))
    refined, s_axes, d_axes, ns = _unify(src, dst)
    gathered = set()
    for sa, da in zip(s_axes, d_axes):
        common = 0
        while common < min(len(sa), len(da)) and sa[common] == da[common]:
            common += 1
        gathered.update(sa[common:])
    coords = list(np.unravel_index(rank % int(np.prod(refined)), refined))
    ranks = set()
    for values in itertools.product(*[range(refined[a]) for a in sorted(gathered)]):
        c = list(coords)
        for a, v in zip(sorted(gathered), values):
            c[a] = v
        ranks.add(int(np.ravel_multi_index(c, refined)) % ns)
    return ranks


def block(rank, layout, full_shape):
    """The index (tuple of slices) of `rank`'s block of a tensor of `full_shape` under `layout`."""
    dev, tmap = layout
    coords = np.unravel_index(rank % int(np.prod(dev)), dev)
    index = []
    for size, m in zip(full_shape, tmap):
        if m < 0:
            index.append(slice(0, size))
            continue
        parts = dev[len(dev) - 1 - m]
        step = size // parts
        c = int(coords[len(dev) - 1 - m])
        index.append(slice(c * step, (c + 1) * step))
    return tuple(index)


def full_shape(slice_shape, layout):
    dev, tmap = layout
    return tuple(s * (dev[len(dev) - 1 - m] if m >= 0 else 1) for s, m in zip(slice_shape, tmap))


def assemble(slices, layout, name):
    """The whole tensor from {src rank: numpy slice} under `layout` (replicas may be missing), with a mask."""
    first = next(iter(slices.values()))
    shape = full_shape(first.shape, layout)
    whole = np.zeros(shape, dtype=first.dtype)
    filled = np.zeros(shape, dtype=bool)
    for rank, data in slices.items():
        index = block(rank, layout, shape)
        if tuple(data.shape) != tuple(first.shape):
            raise ValueError(f"The slices of parameter '{name}' have different shapes {tuple(first.shape)} and "
                             f"{tuple(data.shape)}.")
        whole[index] = data
        filled[index] = True
    return whole, filled

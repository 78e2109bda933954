"""Per-rank safetensors slices for the unified_safetensors tests (numpy and safetensors only, so that the same
files can be fed to MindSpore when recording)."""
import json
import os

import numpy as np
from safetensors.numpy import save_file

HERE = os.path.dirname(os.path.abspath(__file__))


def strategy_cases():
    with open(os.path.join(HERE, "checkpoint_transform_recorded.json"), encoding="utf-8") as f:
        recorded = json.load(f)
    return recorded["shapes"], recorded["cases"]


def whole_tensors(shapes):
    """arange over each shape, in a dtype of its own, plus a step counter outside the strategy."""
    dtypes = {"w": np.float32, "b": np.float16, "e": np.int64}
    out = {n: np.arange(np.prod(s)).astype(dtypes[n]).reshape(s) for n, s in shapes.items()}
    out["global_step"] = np.array([7], np.int32)
    return out


def rank_block(rank, dev, tmap, shape):
    coords = np.unravel_index(rank, dev)
    index = []
    for size, m in zip(shape, tmap):
        if m < 0:
            index.append(slice(0, size))
            continue
        axis = len(dev) - 1 - m
        step = size // dev[axis]
        index.append(slice(coords[axis] * step, (coords[axis] + 1) * step))
    return tuple(index)


def write_slices(folder, case_index, dedup=False, metadata=None, extra=None):
    """Write the strategy file of a recorded case and rank_<r>/net_<r>-1_2.safetensors for every rank.

    With `dedup`, a slice held by several ranks is only kept by the first of them (as a save with
    remove_redundancy does). Returns the path of the strategy file.
    """
    shapes, cases = strategy_cases()
    case = cases[case_index]
    strategy = os.path.join(folder, "strategy.ckpt")
    with open(strategy, "wb") as f:
        f.write(bytes.fromhex(case["src_file_hex"]))
    dev = case["src"]["dev"]
    whole = whole_tensors(shapes)
    seen = set()
    for rank in range(int(np.prod(dev))):
        tensors = {}
        for name, data in whole.items():
            tmap = case["src"]["maps"].get(name, [-1] * data.ndim)
            index = rank_block(rank, dev, tmap, data.shape)
            key = (name, tuple((s.start, s.stop) for s in index))
            if dedup and key in seen:
                continue
            seen.add(key)
            tensors[name] = np.ascontiguousarray(data[index])
        for name, data in (extra or {}).items():
            tensors[name] = data
        path = os.path.join(folder, "src", f"rank_{rank}")
        os.makedirs(path, exist_ok=True)
        save_file(tensors, os.path.join(path, f"net_{rank}-1_2.safetensors"), metadata=metadata)
    return strategy

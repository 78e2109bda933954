"""Shared timing helper for the bench scripts: alternating blocks, median ratio against native torch."""
import statistics
import time
import warnings

import torch


def _sync():
    """Wait for queued GPU work, so that a block's time covers its kernels and not only their launches."""
    if torch.cuda.is_available() and torch.cuda.is_initialized():
        torch.cuda.synchronize()


def time_block(fn, reps):
    _sync()
    t0 = time.perf_counter()
    for _ in range(reps):
        fn()
    _sync()
    return (time.perf_counter() - t0) / reps


def compare(shim_fn, torch_fn, reps, blocks=15, warmup=3):
    """Run the two callables in alternating blocks; return (median shim s, median torch s, median ratio)."""
    for _ in range(warmup):
        shim_fn()
        torch_fn()
    shim, native, ratios = [], [], []
    for i in range(blocks):
        order = (shim_fn, torch_fn) if i % 2 == 0 else (torch_fn, shim_fn)
        res = {f: time_block(f, reps) for f in order}
        shim.append(res[shim_fn])
        native.append(res[torch_fn])
        ratios.append(res[shim_fn] / res[torch_fn])
    return statistics.median(shim), statistics.median(native), statistics.median(ratios)


def report(rows, title):
    print(title)
    print(f"{'case':<36}{'shim':>12}{'torch':>12}{'ratio':>8}{'target':>8}")
    for name, s, t, r, target in rows:
        flag = "" if target is None else ("ok" if r <= target else "MISS")
        print(f"{name:<36}{s * 1e6:>10.1f}us{t * 1e6:>10.1f}us{r:>8.3f}{'' if target is None else target:>6} {flag}")


def count_host_syncs(fn, steps=5):
    """Host synchronisations per call of `fn` on a CUDA device (``torch.cuda.set_sync_debug_mode``), with the first
    few sources; (None, []) off CUDA."""
    if not (torch.cuda.is_available() and torch.cuda.is_initialized()):
        return None, []
    torch.cuda.synchronize()
    torch.cuda.set_sync_debug_mode("warn")
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            for _ in range(steps):
                fn()
    finally:
        torch.cuda.set_sync_debug_mode(0)
    syncs = [w for w in caught if "synchroniz" in str(w.message)]
    return len(syncs) / steps, [f"{str(w.message).splitlines()[0]} ({w.filename}:{w.lineno})" for w in syncs[:5]]

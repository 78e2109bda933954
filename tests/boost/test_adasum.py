"""mindspore.boost.AdaSum (spec/api.md §8): the pairwise AdaSum combination over log2(group_number) rounds, run in
2 and 4 CPU processes (gloo) and checked against a numpy reference of the formula."""
import os

import numpy as np
import pytest
import torch
import torch.multiprocessing as mp

from mindspore_compat import Parameter, Tensor
from mindspore_compat._backend import collective
from mindspore_compat.boost.adasum import AdaSum

pytestmark = pytest.mark.skipif(not torch.distributed.is_available(), reason="torch.distributed not available")

# shapes exercise: a plain split, a leading 1, odd lengths, pieces that shrink to one element in a later round,
# and single-element parameters (averaged)
SHAPES = [(4, 3), (1, 6, 2), (5,), (3,), (2,), (7, 1), (1,), ()]
ORTH = 8  # length of the orthogonal / identical test vectors


def _deltas(rank, world):
    rng = np.random.default_rng(100 + rank)
    deltas = [rng.standard_normal(s).astype(np.float32) for s in SHAPES]
    orth = np.zeros(ORTH, np.float32)  # disjoint supports: pairwise orthogonal
    orth[rank * (ORTH // world):(rank + 1) * (ORTH // world)] = rank + 1.0
    same = np.linspace(-1.0, 2.0, ORTH).astype(np.float32)
    return deltas + [orth, same]


def _olds(rank, n):
    rng = np.random.default_rng(7)  # same old weights everywhere, as after a synchronised step
    return [rng.standard_normal(np.shape(d)).astype(np.float32) for d in n]


def _pair(a, b, eps):
    dot = float(np.sum(a.astype(np.float64) * b)) + eps
    na = float(np.sum(a.astype(np.float64) ** 2)) + eps
    nb = float(np.sum(b.astype(np.float64) ** 2)) + eps
    return (1 - dot / (2 * na)) * a + (1 - dot / (2 * nb)) * b


def _reference(vectors):
    """AdaSum of the nodes' vectors of one parameter: pairs of neighbouring blocks, log2(len) rounds (vectors with
    one element are averaged)."""
    vs = [np.asarray(v, np.float64) for v in vectors]
    if vs[0].size <= 1:
        return np.mean(vs, axis=0)
    step = 0
    while len(vs) > 1:
        eps = 1e-12 * 2 ** (step + 1)
        vs = [_pair(vs[i], vs[i + 1], eps) for i in range(0, len(vs), 2)]
        step += 1
    return vs[0]


def _worker(rank, world, init_file, out_dir):
    import torch.distributed as dist
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=world)
    try:
        deltas = _deltas(rank, world)
        olds = _olds(rank, deltas)
        results = {}
        configs = [(1, world)] + ([(2, world // 2)] if world == 4 else [])
        for device_number, group_number in configs:
            params = tuple(Parameter(Tensor(o - d), name=f"w{i}") for i, (o, d) in enumerate(zip(olds, deltas)))
            old = tuple(Parameter(Tensor(o), name=f"old{i}") for i, o in enumerate(olds))
            adasum = AdaSum(rank, device_number, group_number, params)
            out = adasum(tuple(Tensor(d) for d in deltas), params, old)
            assert all(o is p for o, p in zip(out, params))
            for i, p in enumerate(params):
                results[f"d{device_number}_p{i}"] = p.asnumpy()
        errors = []
        for args in [(rank, 1, 3), (rank, 1, 2 * world), ((rank + 1) % world, 1, world)]:
            try:
                AdaSum(args[0], args[1], args[2], (Parameter(Tensor(np.ones(2, np.float32)), name="e"),))
                errors.append("no error")
            except ValueError as exc:
                errors.append(str(exc))
        results["errors"] = np.array(errors)
        np.savez(os.path.join(out_dir, f"rank{rank}.npz"), **results)
    finally:
        dist.destroy_process_group()


def _run(tmp_path, world):
    mp.spawn(_worker, args=(world, str(tmp_path / "init"), str(tmp_path)), nprocs=world, join=True)
    return [dict(np.load(tmp_path / f"rank{r}.npz")) for r in range(world)]


def _check(results, world, device_number):
    group_number = world // device_number
    all_deltas = [_deltas(r, world) for r in range(world)]
    olds = _olds(0, all_deltas[0])
    for rank in range(world):
        members = [rank % device_number + node * device_number for node in range(group_number)]
        for i in range(len(SHAPES) + 2):
            want = olds[i] - _reference([all_deltas[m][i] for m in members])
            got = results[rank][f"d{device_number}_p{i}"]
            assert got.shape == np.shape(olds[i])
            np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6, err_msg=f"rank {rank} param {i}")


def test_adasum_two_processes(tmp_path):
    results = _run(tmp_path, 2)
    _check(results, 2, 1)
    orth = [_deltas(r, 2)[-2] for r in range(2)]
    same = _deltas(0, 2)[-1]
    old = _olds(0, _deltas(0, 2))
    for r in range(2):  # orthogonal deltas add up, identical deltas give the delta itself
        np.testing.assert_allclose(old[-2] - results[r][f"d1_p{len(SHAPES)}"], orth[0] + orth[1], rtol=1e-6)
        np.testing.assert_allclose(old[-1] - results[r][f"d1_p{len(SHAPES) + 1}"], same, rtol=1e-6, atol=1e-6)
        # single-element parameters are averaged
        np.testing.assert_allclose(results[r]["d1_p6"], old[6] - (_deltas(0, 2)[6] + _deltas(1, 2)[6]) / 2,
                                   rtol=1e-6)
    errors = list(results[0]["errors"])
    assert errors[0] == "For 'AdaSum', the 'group_number' must be a power of 2, but got 3."
    assert errors[1] == ("For 'AdaSum', 'device_number' * 'group_number' (1 * 4) must not exceed the number of "
                         "processes 2.")
    assert errors[2] == "For 'AdaSum', the 'rank' must be this process's rank 0, but got 1."


def test_adasum_four_processes(tmp_path):
    results = _run(tmp_path, 4)
    _check(results, 4, 1)  # two rounds over four nodes of one device
    _check(results, 4, 2)  # one round over two nodes of two devices: ranks 0+2 and 1+3
    orth = [_deltas(r, 4)[-2] for r in range(4)]
    old = _olds(0, _deltas(0, 4))
    for r in range(4):
        np.testing.assert_allclose(old[-2] - results[r][f"d1_p{len(SHAPES)}"], sum(orth), rtol=1e-6)
        np.testing.assert_allclose(old[-1] - results[r][f"d1_p{len(SHAPES) + 1}"], _deltas(0, 4)[-1], rtol=1e-6,
                                   atol=1e-6)


def test_adasum_needs_communication():
    assert not collective.is_initialized()
    weight = Parameter(Tensor(np.ones([4, 2], np.float32)), name="weight")
    with pytest.raises(RuntimeError) as info:
        AdaSum(0, 1, 2, (weight,))
    assert str(info.value) == ("Distributed Communication has not been inited.You can't invoke this interface yet. "
                               "Please call `init()` method first.")


def test_reference_properties():
    a, b = np.array([3.0, 0.0]), np.array([0.0, 4.0])
    np.testing.assert_allclose(_reference([a, b]), a + b)
    np.testing.assert_allclose(_reference([a, a]), a)
    np.testing.assert_allclose(_reference([a, -a]), [0.0, 0.0], atol=1e-12)

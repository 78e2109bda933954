"""mindspore.boost.DimReduce and AutoBoost's PCA preparation (spec/api.md §8): state Parameters, one-step values
against a numpy reference of the formulas, values recorded from real MindSpore 2.10 (line search accepted,
rollback after a BFGS update, loss scale), convergence against plain Momentum, prepare_pca_mat from a .npy and
from checkpoints, and two ranks over gloo."""
import os

import numpy as np
import pytest
import torch
import torch.multiprocessing as mp

from mindspore_compat import nn, ops, Tensor, ParameterTuple
from mindspore_compat.common import dtype as mstype
from mindspore_compat.boost.dim_reduce import DimReduce, prepare_pca_mat, _compute_pca_mat
from mindspore_compat.train import serialization

X3 = np.array([[0.5, 0.2, 0.1], [0.1, 0.6, 0.3]], np.float32)
Y3 = np.array([[1.0], [0.5]], np.float32)


def _example(sigma=0.4, pca=None, weight=None, bias=None):
    net = nn.Dense(3, 1, weight_init="zeros" if weight is None else Tensor(weight),
                   bias_init="zeros" if bias is None else Tensor(bias))
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    weights = ParameterTuple(loss_net.trainable_params())
    optimizer = nn.SGD(weights, learning_rate=1)
    pca = np.eye(2, 4) if pca is None else pca
    dim_reduce = DimReduce(loss_net, optimizer, weights, pca, pca.shape[0], 0.55, 0.9, 0.001, sigma, 0, 1)
    clone = weights.clone(prefix="weights_clone")
    grad_fn = ops.GradOperation(get_by_list=True)(loss_net, weights)
    return net, loss_net, weights, dim_reduce, clone, grad_fn


def _step(parts, x, y, scale=1.0):
    net, loss_net, weights, dim_reduce, clone, grad_fn = parts
    x, y = Tensor(x), Tensor(y)
    grads = tuple(g * scale for g in grad_fn(x, y)) if scale != 1.0 else grad_fn(x, y)
    return dim_reduce(loss_net(x, y), grads, Tensor(scale, mstype.float32), weights, clone, x, y)


def _flat(params):
    return np.concatenate([p.asnumpy().reshape(-1) for p in params])


# ----- construction ---------------------------------------------------------------------------------------------------
def test_state_parameters_named_as_mindspore():
    _, _, _, dim_reduce, _, _ = _example()
    # recorded from MindSpore 2.10 (the optimizer child renames the weights to optimizer.<name>)
    assert [p.name for p in dim_reduce.get_parameters()] == [
        'gk_last', 'gk_last_init', 'bk', 'sk', 'grad_res_momentum.optimizer.weight',
        'grad_res_momentum.optimizer.bias', 'gk_last_back', 'bk_back', 'grad_proj_init.optimizer.weight',
        'grad_proj_init.optimizer.bias', 'dn_init.optimizer.weight', 'dn_init.optimizer.bias', 'optimizer.weight',
        'optimizer.bias', 'optimizer.global_step', 'optimizer.learning_rate', 'optimizer.momentum',
        'optimizer.accum.weight', 'optimizer.accum.bias', 'optimizer.stat.weight', 'optimizer.stat.bias']
    np.testing.assert_array_equal(dim_reduce.bk.asnumpy(), np.eye(2))
    assert dim_reduce.gk_last.shape == (2, 1) and dim_reduce.sk.shape == (2, 1)
    assert dim_reduce.gk_last_init.dtype == mstype.bool_ and not dim_reduce.gk_last_init.asnumpy()
    assert dim_reduce.rho_list == [1.0, float(np.float32(0.55)), 0.0]
    assert [t.shape for t in dim_reduce.pca_list_local] == [(2, 3), (2, 1)]


def test_constructor_errors():
    net, loss_net, weights, _, _, _ = _example()
    opt = nn.SGD(weights, learning_rate=1)
    with pytest.raises(ValueError, match=r"the shape of 'pca_mat_local' must be \(2, 4\).*but got \(2, 3\)"):
        DimReduce(loss_net, opt, weights, np.eye(2, 3), 2, 0.55, 0.9, 0.001, 0.4, 0, 1)
    with pytest.raises(TypeError, match="'n_components' must be int"):
        DimReduce(loss_net, opt, weights, np.eye(2, 4), True, 0.55, 0.9, 0.001, 0.4, 0, 1)
    with pytest.raises(ValueError, match="'rank' must be less than 'rank_size' 1, but got 1"):
        DimReduce(loss_net, opt, weights, np.eye(2, 4), 2, 0.55, 0.9, 0.001, 0.4, 1, 1)
    with pytest.raises(TypeError, match="'rho' should be one of"):
        DimReduce(loss_net, opt, weights, np.eye(2, 4), 2, "0.55", 0.9, 0.001, 0.4, 0, 1)
    with pytest.raises(RuntimeError, match="Distributed Communication has not been inited"):
        DimReduce(loss_net, opt, weights, np.eye(2, 4), 2, 0.55, 0.9, 0.001, 0.4, 0, 2)


# ----- values recorded from MindSpore 2.10 ----------------------------------------------------------------------------
TRACE = [  # loss, weights + bias, bk, sk, gk_last, momentum after each step; real MindSpore 2.10, same calls
    (0.625, [0.550000011920929, 0.5, 0.0002500000118743628, 0.001500000013038516], [[1, 0], [0, 1]],
     [0.550000011920929, 0.5], [-0.550000011920929, -0.5], [0.0, 0.0, -0.25, -1.5]),
    (0.20464587, [1.2398208379745483, 0.9503172039985657, 0.0005803750245831907, 0.003616900183260441],
     [[1.7742975950241089, 0.52791428565979], [0.52791428565979, 1.319928765296936]],
     [0.6898208260536194, 0.4503172039985657], [-0.32607996463775635, -0.21074996888637543],
     [0.0, 0.0, -0.33037498593330383, -2.1168999671936035]),
    (0.03695815, [1.2398208379745483, 0.9503172039985657, 0.0008369585848413408, 0.005510497838258743],
     [[1.7742975950241089, 0.52791428565979], [0.52791428565979, 1.319928765296936]],
     [0.6898208260536194, 0.4503172039985657], [-0.32607996463775635, -0.21074996888637543],
     [0.0, 0.0, -0.2565835416316986, -1.8935976028442383]),
    (0.03699439, [1.3544691801071167, 0.8935030698776245, 0.0010263468138873577, 0.0071992333978414536],
     [[2.1506338119506836, 0.48963505029678345], [0.48963505029678345, 1.109574794769287]],
     [0.11464834213256836, -0.05681416392326355], [-0.07222257554531097, 0.08307404816150665],
     [0.0, 0.0, -0.18938815593719482, -1.6887357234954834]),
]


@pytest.mark.parametrize("scale", [1.0, 8.0])
def test_trace_recorded_from_mindspore(scale):
    """Step 0 accepts the full step (bk stays the identity), step 1 updates bk and accepts, step 2 (sigma 1e9)
    fails the line search and rolls bk / gk_last back (only the momentum part moves the weights), step 3 goes on.

    With gradients scaled by 8 and loss_scale 8 the trace is the same: the gradient is unscaled everywhere. (MindSpore
    2.10 unscales it only for the projection and feeds the still-scaled gradient into the momentum; not copied.)"""
    parts = _example()
    net, _, _, dim_reduce, clone, _ = parts
    for i, (loss, w, bk, sk, gk, mom) in enumerate(TRACE):
        dim_reduce.sigma = 1e9 if i == 2 else 0.4
        out = _step(parts, X3, Y3, scale=scale)
        np.testing.assert_allclose(out.asnumpy(), loss, rtol=1e-6)
        np.testing.assert_allclose(_flat([net.weight, net.bias]), w, rtol=2e-5, atol=1e-7)
        np.testing.assert_allclose(dim_reduce.bk.asnumpy(), bk, rtol=2e-5)
        np.testing.assert_allclose(dim_reduce.sk.asnumpy().ravel(), sk, rtol=2e-5)
        np.testing.assert_allclose(dim_reduce.gk_last.asnumpy().ravel(), gk, rtol=2e-5)
        np.testing.assert_allclose(_flat(dim_reduce.grad_res_momentum), mom, rtol=2e-5, atol=1e-7)
        np.testing.assert_array_equal(_flat(clone), _flat([net.weight, net.bias]))
        assert bool(dim_reduce.gk_last_init.asnumpy())
        if i == 2:
            np.testing.assert_array_equal(dim_reduce.bk.asnumpy(), dim_reduce.bk_back.asnumpy())


def test_line_search_fails_every_step_as_mindspore():
    """Both trial steps overshoot: rho is 0, bk and gk_last stay at their initial values and only the momentum
    part moves the weights (values from real MindSpore 2.10)."""
    pca = np.array([[1.0, 0, 0, 0], [0, 0.6, 0.8, 0]], np.float32)
    parts = _example(pca=pca, weight=np.array([[1.0, -1.0, 0.5]], np.float32), bias=np.array([0.2], np.float32))
    net, _, _, dim_reduce, _, _ = parts
    x = np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]], np.float32)
    y = np.array([[1.0], [0.0]], np.float32)
    want = [(3.6900003, [1.0, -0.995728, 0.496796, 0.1976]),
            (3.6558166, [1.0, -0.9876327, 0.49072453, 0.19305655]),
            (3.5915515, [1.0, -0.9761371, 0.48210284, 0.18661535])]
    for loss, w in want:
        out = _step(parts, x, y)
        np.testing.assert_allclose(out.asnumpy(), loss, rtol=1e-6)
        np.testing.assert_allclose(_flat([net.weight, net.bias]), w, rtol=1e-6)
        np.testing.assert_array_equal(dim_reduce.bk.asnumpy(), np.eye(2))
        np.testing.assert_array_equal(dim_reduce.gk_last.asnumpy(), np.zeros((2, 1)))
        np.testing.assert_array_equal(dim_reduce.sk.asnumpy(), np.zeros((2, 1)))


# ----- numpy reference of the formulas --------------------------------------------------------------------------------
class _Reference:
    """DimReduce's update in float64 for a linear least-squares model (weights and bias flattened)."""

    def __init__(self, pca, rho, gamma, alpha, sigma):
        self.p, self.rho, self.gamma, self.alpha, self.sigma = pca, rho, gamma, alpha, sigma
        k = pca.shape[0]
        self.bk, self.gk_last, self.sk = np.eye(k), np.zeros(k), np.zeros(k)
        self.init, self.mom = False, np.zeros(pca.shape[1])
        self.trials = []

    def step(self, w, loss_fn, grad_fn):
        loss, g = loss_fn(w), grad_fn(w)
        gk = self.p @ g
        bk_back, gk_back = self.bk.copy(), self.gk_last.copy()
        if self.init:
            yk = gk - self.gk_last
            ys = yk @ self.sk
            if ys > 1e-20:
                t1 = np.eye(len(gk)) - np.outer(yk, self.sk) / ys
                self.bk = t1.T @ self.bk @ t1 + np.outer(self.sk, self.sk) / ys
        self.init = True
        self.gk_last = gk
        dk = -self.bk @ gk
        dn = self.p.T @ dk
        rho, self.trials = 0.0, []
        for r in (1.0, self.rho):
            accepted = loss + self.sigma * r * (gk @ dk) > loss_fn(w + r * dn)
            self.trials.append(accepted)
            if accepted:
                rho, self.sk = r, r * dk
                break
        if not rho:
            self.bk, self.gk_last = bk_back, gk_back
        self.mom = self.gamma * self.mom + g - self.p.T @ gk
        return w - (self.alpha * self.mom - rho * dn)


def _least_squares(seed=0, n=64, d=20):
    """A regression whose Hessian has 16 eigenvalues near 1 and 4 tiny ones (slow for Momentum); the PCA matrix is
    computed from SGD trajectory snapshots, as AutoBoost does from checkpoints (the drift is along the slow
    directions)."""
    rng = np.random.default_rng(seed)
    q = np.linalg.qr(rng.standard_normal((n, d)))[0]
    v = np.linalg.qr(rng.standard_normal((d, d)))[0]
    lam = np.concatenate([np.linspace(0.6, 1.5, d - 4), [0.02, 0.015, 0.01, 0.005]])
    x = ((q * np.sqrt(lam * n / 2)) @ v.T).astype(np.float32)
    y = (x @ rng.standard_normal(d) + 0.01 * rng.standard_normal(n)).astype(np.float32).reshape(n, 1)
    xb = np.concatenate([x, np.ones((n, 1), np.float32)], 1).astype(np.float64)

    def loss_fn(w):
        return float(np.mean((xb @ w - y[:, 0]) ** 2))

    def grad_fn(w):
        return 2 * xb.T @ (xb @ w - y[:, 0]) / n

    w, snapshots = np.zeros(d + 1), []
    for i in range(30):
        w = w - 0.3 * grad_fn(w)
        if i >= 10:
            snapshots.append(w.copy())
    pca = _compute_pca_mat(np.array(snapshots), 4)
    return x, y, loss_fn, grad_fn, pca


def test_steps_against_numpy_reference():
    x, y, loss_fn, grad_fn, pca = _least_squares()
    rho, gamma, alpha, sigma = 0.55, 0.9, 0.1, 0.4
    net = nn.Dense(20, 1, weight_init="zeros", bias_init="zeros")
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    weights = ParameterTuple(loss_net.trainable_params())
    dim_reduce = DimReduce(loss_net, nn.SGD(weights, learning_rate=1), weights, pca, 4, rho, gamma, alpha, sigma,
                           0, 1)
    clone = weights.clone(prefix="weights_clone")
    grad = ops.GradOperation(get_by_list=True)(loss_net, weights)
    ref = _Reference(pca, rho, gamma, alpha, sigma)
    w = np.zeros(21)
    tx, ty = Tensor(x), Tensor(y)
    searches = []
    for step in range(8):
        w = ref.step(w, loss_fn, grad_fn)
        searches.append(ref.trials)
        dim_reduce(loss_net(tx, ty), grad(tx, ty), Tensor(1.0, mstype.float32), weights, clone, tx, ty)
        if step == 0:  # first step: bk stays the identity; the direction is -gk
            np.testing.assert_array_equal(dim_reduce.bk.asnumpy(), np.eye(4))
        np.testing.assert_allclose(_flat([net.weight, net.bias]), w, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(dim_reduce.bk.asnumpy(), ref.bk, rtol=1e-3, atol=1e-4)
        np.testing.assert_allclose(dim_reduce.gk_last.asnumpy().ravel(), ref.gk_last, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(dim_reduce.sk.asnumpy().ravel(), ref.sk, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(_flat(dim_reduce.grad_res_momentum), ref.mom, rtol=1e-4, atol=1e-5)
    assert not np.allclose(ref.bk, np.eye(4))  # the BFGS update did happen
    # the steps cover: full step accepted, rho accepted after a failed full step, both failed (rollback)
    assert [True] in searches and [False, True] in searches and [False, False] in searches


def test_faster_than_momentum_on_least_squares():
    """Same lr (alpha = 0.1) and momentum (gamma = 0.9), 15 steps: DimReduce's quasi-Newton step in the 4 PCA
    directions of the SGD trajectory (the slow ones) leaves a 14 times smaller loss than plain Momentum."""
    x, y, _, _, pca = _least_squares()
    tx, ty = Tensor(x), Tensor(y)
    losses = {}
    for kind in ("momentum", "dim_reduce"):
        net = nn.Dense(20, 1, weight_init="zeros", bias_init="zeros")
        loss_net = nn.WithLossCell(net, nn.MSELoss())
        weights = ParameterTuple(loss_net.trainable_params())
        if kind == "momentum":
            train = nn.TrainOneStepCell(loss_net, nn.Momentum(weights, learning_rate=0.1, momentum=0.9))
            for _ in range(15):
                train(tx, ty)
        else:
            dim_reduce = DimReduce(loss_net, nn.SGD(weights, learning_rate=1), weights, pca, 4, 0.55, 0.9, 0.1,
                                   0.4, 0, 1)
            clone = weights.clone(prefix="weights_clone")
            grad = ops.GradOperation(get_by_list=True)(loss_net, weights)
            for _ in range(15):
                dim_reduce(loss_net(tx, ty), grad(tx, ty), Tensor(1.0, mstype.float32), weights, clone, tx, ty)
        losses[kind] = float(loss_net(tx, ty).asnumpy())
    print(losses)
    np.testing.assert_allclose(losses["momentum"], MOMENTUM_LOSS, rtol=1e-4)
    np.testing.assert_allclose(losses["dim_reduce"], DIM_REDUCE_LOSS, rtol=1e-3)
    assert losses["dim_reduce"] < 0.1 * losses["momentum"]


# after 15 steps from 10.905 (the numpy reference of both methods in float64 gives 0.7466372 and 0.0522123)
MOMENTUM_LOSS = 0.7466369867324829
DIM_REDUCE_LOSS = 0.05221227556467056


# ----- prepare_pca_mat ------------------------------------------------------------------------------------------------
def _pca_net():
    net = nn.Dense(3, 2, weight_init="zeros", bias_init="zeros")
    return nn.WithLossCell(net, nn.MSELoss()), net


def test_prepare_pca_mat_from_npy(tmp_path):
    loss_net, _ = _pca_net()
    mat = np.arange(40, dtype=np.float64).reshape(5, 8)
    path = str(tmp_path / "pca.npy")
    np.save(path, mat)
    got = prepare_pca_mat(loss_net, None, path, 3, 0, 10)
    np.testing.assert_array_equal(got, mat[:3])
    # two ranks sharing 3 components: 2 rows each, the second rank's last row zero
    np.testing.assert_array_equal(prepare_pca_mat(loss_net, None, path, 3, 0, 10, rank_size=2), mat[:2])
    np.testing.assert_array_equal(np.load(str(tmp_path / "pca_rank_1.npy")), np.vstack([mat[2:3], np.zeros((1, 8))]))
    assert (tmp_path / "save_pca_end.txt").exists()
    with pytest.raises(ValueError, match=r"one column per trainable weight element \(8\).*\(5, 7\)"):
        np.save(path, mat[:, :7])
        prepare_pca_mat(loss_net, None, path, 3, 0, 10)


def test_prepare_pca_mat_errors(tmp_path):
    loss_net, _ = _pca_net()
    with pytest.raises(ValueError, match=r"^The weight_load_dir: None is None / not exists / not directory.$"):
        prepare_pca_mat(loss_net, None, None, 2, 0, 10)
    with pytest.raises(ValueError, match="not exists / not directory"):
        prepare_pca_mat(loss_net, str(tmp_path / "missing"), str(tmp_path / "missing.npy"), 2, 0, 10)
    with pytest.raises(ValueError, match="holds no '.ckpt' file"):
        prepare_pca_mat(loss_net, str(tmp_path), None, 2, 0, 10)
    with pytest.raises(RuntimeError, match="the time of waiting to load local pca mat is larger than 0.2 second"):
        np.save(str(tmp_path / "pca.npy"), np.zeros((2, 8)))
        prepare_pca_mat(loss_net, None, str(tmp_path / "pca.npy"), 2, 1, 0.2, rank_size=2)


def test_prepare_pca_mat_from_checkpoints(tmp_path):
    loss_net, net = _pca_net()
    rng = np.random.default_rng(3)
    samples = []
    for i in range(6):  # a drifting trajectory of weights, one checkpoint each
        w = (rng.standard_normal((2, 3)) * 0.1 + i * np.array([[1.0, 0.5, 0], [0, 0, -1]])).astype(np.float32)
        b = (rng.standard_normal(2) * 0.1).astype(np.float32)
        net.weight.set_data(Tensor(w))
        net.bias.set_data(Tensor(b))
        serialization.save_checkpoint(net, str(tmp_path / f"step_{i}.ckpt"))
        samples.append(np.concatenate([w.reshape(-1), b]).astype(np.float64))
    (tmp_path / "notes.txt").write_text("ignored")
    target = str(tmp_path / "out" / "pca.npy")
    os.makedirs(os.path.dirname(target))
    got = prepare_pca_mat(loss_net, str(tmp_path), target, 3, 0, 10)
    assert got.shape == (3, 8)
    np.testing.assert_allclose(np.load(target), got)  # saved where pca_mat_path points
    data = np.array(samples) - np.mean(samples, 0)
    vt = np.linalg.svd(data, full_matrices=False)[2][:3]
    for row, want in zip(got, vt):  # principal directions, largest entry positive
        assert row[np.argmax(np.abs(row))] > 0
        np.testing.assert_allclose(np.abs(row @ want), 1.0, rtol=1e-9)
    from sklearn.decomposition import PCA
    np.testing.assert_allclose(np.abs(got), np.abs(PCA(3, svd_solver="full").fit(np.array(samples)).components_),
                               atol=1e-9)
    # without pca_mat_path the matrix goes to weight_load_dir/pca_mat_temp.npy, as in MindSpore
    prepare_pca_mat(loss_net, str(tmp_path), None, 3, 0, 10)
    np.testing.assert_allclose(np.load(str(tmp_path / "pca_mat_temp.npy")), got)
    with pytest.raises(ValueError, match=r"^The samples: 6 is less than: n_component 7.$"):
        prepare_pca_mat(loss_net, str(tmp_path), None, 7, 0, 10)
    other, _ = _pca_net()
    other.trainable_params()[0].name = "renamed"
    with pytest.raises(ValueError, match="has no trainable parameter 'renamed'"):
        prepare_pca_mat(other, str(tmp_path), None, 3, 0, 10)


# ----- two ranks ------------------------------------------------------------------------------------------------------
def _worker(rank, world, init_file, out_dir):
    import torch.distributed as dist
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=world)
    try:
        x, y, _, _, pca = _least_squares()
        if rank == 0:
            np.save(os.path.join(out_dir, "pca.npy"), pca)
        dist.barrier()
        results = {}
        for k in (4, 3):  # 3 components over 2 ranks: rows padded with a zero row
            net = nn.Dense(20, 1, weight_init="zeros", bias_init="zeros")
            loss_net = nn.WithLossCell(net, nn.MSELoss())
            weights = ParameterTuple(loss_net.trainable_params())
            local = prepare_pca_mat(loss_net, None, os.path.join(out_dir, "pca.npy"), k, rank, 20)
            results[f"local{k}"] = local
            dim_reduce = DimReduce(loss_net, nn.SGD(weights, learning_rate=1), weights, local, k, 0.55, 0.9, 0.01,
                                   0.4, rank, world)
            clone = weights.clone(prefix="weights_clone")
            grad = ops.GradOperation(get_by_list=True)(loss_net, weights)
            tx, ty = Tensor(x), Tensor(y)
            for _ in range(4):
                dim_reduce(loss_net(tx, ty), grad(tx, ty), Tensor(1.0, mstype.float32), weights, clone, tx, ty)
            results[f"w{k}"] = _flat(weights)
            results[f"bk{k}"] = dim_reduce.bk.asnumpy()
        np.savez(os.path.join(out_dir, f"rank{rank}.npz"), **results)
    finally:
        dist.destroy_process_group()


@pytest.mark.skipif(not torch.distributed.is_available(), reason="torch.distributed not available")
def test_two_ranks_match_stand_alone(tmp_path):
    mp.spawn(_worker, args=(2, str(tmp_path / "init"), str(tmp_path)), nprocs=2, join=True)
    results = [dict(np.load(tmp_path / f"rank{r}.npz")) for r in range(2)]
    x, y, _, _, pca = _least_squares()
    np.testing.assert_allclose(results[0]["local4"], pca[:2])
    np.testing.assert_allclose(results[1]["local4"], pca[2:4])
    np.testing.assert_allclose(results[1]["local3"], np.vstack([pca[2:3], np.zeros((1, 21))]))
    tx, ty = Tensor(x), Tensor(y)
    for k in (4, 3):
        net = nn.Dense(20, 1, weight_init="zeros", bias_init="zeros")
        loss_net = nn.WithLossCell(net, nn.MSELoss())
        weights = ParameterTuple(loss_net.trainable_params())
        dim_reduce = DimReduce(loss_net, nn.SGD(weights, learning_rate=1), weights, pca[:k], k, 0.55, 0.9, 0.01, 0.4,
                               0, 1)
        clone = weights.clone(prefix="weights_clone")
        grad = ops.GradOperation(get_by_list=True)(loss_net, weights)
        for _ in range(4):
            dim_reduce(loss_net(tx, ty), grad(tx, ty), Tensor(1.0, mstype.float32), weights, clone, tx, ty)
        for r in range(2):
            np.testing.assert_allclose(results[r][f"w{k}"], _flat(weights), rtol=1e-5, atol=1e-6)
            np.testing.assert_allclose(results[r][f"bk{k}"], dim_reduce.bk.asnumpy(), rtol=1e-4, atol=1e-5)

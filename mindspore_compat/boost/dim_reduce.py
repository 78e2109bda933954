"""``mindspore.boost.DimReduce``: dimension-reduced quasi-Newton training in a PCA subspace of the weights, and the
PCA matrix preparation of ``AutoBoost`` (``prepare_pca_mat``)."""
import math
import os
import time

import numpy as np
import torch

from .._backend import collective as _coll
from .._backend import device as _device
from .._checkparam import check_non_negative_int, check_positive_int, check_value_type
from ..common._checkpoint import read_ckpt_params
from ..common.parameter import Parameter, ParameterTuple
from ..common.tensor import Tensor, _wrap
from ..nn.cell import Cell

__all__ = ["DimReduce"]

_EPSILON = 1e-20
_MAX_SEARCH_TIME = 2
_MARKER = "save_pca_end.txt"


def _f32(value):
    """A 0-d float32 torch tensor on the current device."""
    return torch.tensor(value, dtype=torch.float32, device=_device.current_device())


def _check_number(value, arg_name):
    return check_value_type(arg_name, value, [float, int], "DimReduce")


class DimReduce(Cell):
    r"""
    Dimension reduction training: a quasi-Newton step in a PCA subspace of the weights plus a momentum step in the
    rest of the space, which speeds up the convergence of a network that was already trained for a while.

    With the flattened gradient :math:`grad` (the gradients divided by `loss_scale`, float32) and the PCA matrix
    :math:`pca\_mat` of shape :math:`(k, n)`:

    .. math::

            grad\_k = pca\_mat \cdot grad,\qquad dk = -bk \cdot grad\_k,\qquad sk = rho^{m} \cdot dk,\qquad
            delta\_loss = sigma \cdot grad\_k^{T} \cdot sk

    where :math:`bk` (:math:`k \times k`, initially the identity) is the BFGS approximation of the inverse Hessian
    in the subspace. From the second call on, with :math:`yk = grad\_k - grad\_k_{last}` and
    :math:`\rho_k = 1 / (yk^T sk)`, :math:`bk` is updated to
    :math:`(I - \rho_k\, yk\, sk^T)^T\, bk\, (I - \rho_k\, yk\, sk^T) + \rho_k\, sk\, sk^T` when
    :math:`yk^T sk > 10^{-20}`. The line search tries :math:`m = 0, 1` (step sizes 1 and `rho`): the weights are
    moved by :math:`pca\_mat.T \cdot sk`, the network's loss is evaluated on `inputs`, and the first :math:`m`
    with

    .. math::
            new\_loss < old\_loss + delta\_loss

    is kept (the weights are restored from `weight_clone` after each trial). If neither is accepted the step size
    is 0 and :math:`bk` and :math:`grad\_k_{last}` go back to their previous values. Then the weights are updated
    through `optimizer` (an SGD with learning rate 1 subtracts `delta_grad`):

    .. math::

            \begin{align}
            grad\_k\_proj &= pca\_mat.T \cdot grad\_k\\
            new\_grad\_momentum &= gamma \cdot old\_grad\_momentum + grad - grad\_k\_proj\\
            delta\_grad &= alpha \cdot new\_grad\_momentum - pca\_mat.T \cdot sk
            \end{align}

    and `weight_clone` is set to the new weights. The state lives in Parameters named as in MindSpore: ``gk_last``,
    ``gk_last_init``, ``bk``, ``sk``, ``gk_last_back``, ``bk_back`` and, per weight, ``grad_res_momentum.<name>``,
    ``grad_proj_init.<name>``, ``dn_init.<name>``.

    With `rank_size` > 1 every rank holds ``ceil(n_components / rank_size)`` rows of the PCA matrix: the projected
    gradients are gathered, the back-projections summed and the losses averaged over the ranks of the
    ``torch.distributed`` world, which must be initialised. The gradients passed in must already be reduced
    (identical on every rank).

    Args:
        network (Cell): The training network (network and loss); it must return the loss only.
        optimizer (Cell): The optimizer that applies the updates, normally ``SGD(params, learning_rate=1)``.
        weight (tuple(Parameter)): The weights, in the order of the gradients.
        pca_mat_local (numpy.ndarray): The PCA matrix rows of this rank, shape :math:`(k, n)` with
            :math:`k = ceil(n\_components / rank\_size)` and :math:`n` the total size of `weight`; with
            `rank_size` > 1 the whole :math:`(n\_components, n)` matrix is accepted too (the rank takes its rows).
        n_components (int): The number of principal components.
        rho (float): The step-size factor of the line search.
        gamma (float): The momentum factor.
        alpha (float): The learning rate of the momentum part.
        sigma (float): The sufficient-decrease factor of the line search.
        rank (int): The rank of this process.
        rank_size (int): The number of ranks.

    Inputs:
        - **loss** (Tensor) - The loss of the current step, shape :math:`()`.
        - **old_grad** (tuple(Tensor)) - The gradients of `weight` (scaled by `loss_scale`).
        - **loss_scale** (Tensor) - The loss scale the gradients are divided by.
        - **weight** (tuple(Parameter)) - The weights.
        - **weight_clone** (tuple(Parameter)) - A copy of the weights, used to restore them after each trial.
        - **\*inputs** (Tensor) - The inputs of `network`.

    Outputs:
        Tensor, `loss`.

    Raises:
        TypeError: If `n_components`, `rank` or `rank_size` is not an int, or `rho`, `gamma`, `alpha` or `sigma`
            is not a number.
        ValueError: If `n_components` or `rank_size` is not positive, `rank` is not in ``[0, rank_size)``, or
            `pca_mat_local` has the wrong shape.
        RuntimeError: If `rank_size` > 1 and distributed communication has not been initialised.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, ops, Tensor, ParameterTuple
        >>> from mindspore.boost import DimReduce
        >>> net = nn.Dense(3, 1, weight_init="zeros", bias_init="zeros")
        >>> loss_net = nn.WithLossCell(net, nn.MSELoss())
        >>> weights = ParameterTuple(loss_net.trainable_params())
        >>> optimizer = nn.SGD(weights, learning_rate=1)
        >>> pca_mat = np.eye(2, 4)
        >>> dim_reduce = DimReduce(loss_net, optimizer, weights, pca_mat, 2, 0.55, 0.9, 0.001, 0.4, 0, 1)
        >>> weights_clone = weights.clone(prefix="weights_clone")
        >>> grad_fn = ops.GradOperation(get_by_list=True)(loss_net, weights)
        >>> x = Tensor(np.array([[0.5, 0.2, 0.1], [0.1, 0.6, 0.3]]), ms.float32)
        >>> y = Tensor(np.array([[1.0], [0.5]]), ms.float32)
        >>> sens = Tensor(1.0, ms.float32)
        >>> for _ in range(3):
        ...     loss = dim_reduce(loss_net(x, y), grad_fn(x, y), sens, weights, weights_clone, x, y)
        ...     print(loss)
        0.625
        0.20464587
        0.03695815
        >>> print(net.weight.asnumpy(), net.bias.asnumpy())
        [[1.3578333e+00 8.9588690e-01 8.3695858e-04]] [0.0055105]
    """

    def __init__(self, network, optimizer, weight, pca_mat_local, n_components, rho, gamma, alpha, sigma, rank,
                 rank_size):
        super().__init__()
        check_positive_int(n_components, "n_components", "DimReduce")
        check_positive_int(rank_size, "rank_size", "DimReduce")
        check_non_negative_int(rank, "rank", "DimReduce")
        if rank >= rank_size:
            raise ValueError(f"For 'DimReduce', the 'rank' must be less than 'rank_size' {rank_size}, but got "
                             f"{rank}.")
        for name, value in (("rho", rho), ("gamma", gamma), ("alpha", alpha), ("sigma", sigma)):
            _check_number(value, name)
        if rank_size > 1:
            _coll.require_initialized()
            if _coll.get_world_size() != rank_size:
                raise ValueError(f"For 'DimReduce', the 'rank_size' must be the number of processes "
                                 f"{_coll.get_world_size()}, but got {rank_size}.")
        self.network = network
        self.optimizer = optimizer
        self.rank = rank
        self.rank_size = rank_size
        self.gamma = float(gamma)
        self.alpha = float(alpha)
        self.sigma = float(sigma)
        self._set_rho_list(rho)
        self._set_local_pca_mat(pca_mat_local, n_components, weight)
        self._set_init_parameter(weight)

    # ----- construction ----------------------------------------------------------------------------------------------
    def _set_rho_list(self, rho):
        """Step sizes rho**m of the line search (m = 0, 1) and the fallback 0, as float32."""
        self.max_search_time = _MAX_SEARCH_TIME
        self.rho_list = [float(np.float32(np.power(float(rho), i))) for i in range(self.max_search_time)] + [0.0]

    def _set_local_pca_mat(self, pca_mat_local, n_components, parameter_tuple):
        """This rank's rows of the PCA matrix, sliced into one block of columns per weight."""
        self.n_components = n_components
        local_dim = math.ceil(n_components / self.rank_size)
        self.start_index = self.rank * local_dim
        self.end_index = (self.rank + 1) * local_dim
        sizes = [int(np.prod(p.shape, dtype=np.int64)) for p in parameter_tuple]
        total = sum(sizes)
        mat = np.asarray(pca_mat_local.asnumpy() if isinstance(pca_mat_local, Tensor) else pca_mat_local)
        if mat.ndim == 2 and self.rank_size > 1 and mat.shape == (n_components, total) and local_dim != n_components:
            full = np.zeros((self.rank_size * local_dim, total), mat.dtype)
            full[:n_components] = mat
            mat = full[self.start_index:self.end_index]
        if mat.ndim != 2 or mat.shape != (local_dim, total):
            raise ValueError(f"For 'DimReduce', the shape of 'pca_mat_local' must be ({local_dim}, {total}) "
                             f"(ceil(n_components / rank_size) rows, one column per weight element), but got "
                             f"{mat.shape}.")
        start = 0
        pca_list = []
        for size in sizes:
            pca_list.append(Tensor(mat[:, start:start + size].astype(np.float32)))
            start += size
        self.pca_list_local = tuple(pca_list)
        self.dk_pad_num = self.rank_size * local_dim - n_components
        self.dk_pad_flag = self.dk_pad_num > 0

    def _set_init_parameter(self, parameter_tuple):
        """The quasi-Newton and momentum state, in Parameters named as MindSpore names them."""
        k = self.n_components
        self.gk_last = Parameter(Tensor(np.zeros([k, 1], np.float32)), name="gk_last")
        self.gk_last_init = Parameter(Tensor(False), name="gk_last_init")
        self.bk = Parameter(Tensor(np.eye(k, dtype=np.float32)), name="bk")
        self.sk = Parameter(Tensor(np.zeros([k, 1], np.float32)), name="sk")
        self.eye = Tensor(np.eye(k, dtype=np.float32))
        weights = ParameterTuple(parameter_tuple)
        self.grad_res_momentum = weights.clone(prefix="grad_res_momentum", init="zeros")
        self.gk_last_back = Parameter(Tensor(np.zeros([k, 1], np.float32)), name="gk_last_back")
        self.bk_back = Parameter(Tensor(np.eye(k, dtype=np.float32)), name="bk_back")
        self.grad_proj_init = weights.clone(prefix="grad_proj_init", init="zeros")
        self.dn_init = weights.clone(prefix="dn_init", init="zeros")

    # ----- the step --------------------------------------------------------------------------------------------------
    def construct(self, loss, old_grad, loss_scale, weight, weight_clone, *inputs):
        with torch.no_grad():
            grads, old_loss, gk, gk_local = self._generate_gk(loss, old_grad, loss_scale)
            _assign(self.gk_last_back, self.gk_last._t)
            _assign(self.bk_back, self.bk._t)
            dk = self._apply_quasi_newton_update(gk)
            if self.dk_pad_flag:
                dk = torch.cat((dk, torch.zeros(self.dk_pad_num, 1, dtype=dk.dtype, device=dk.device)))
            dk_local = dk[self.start_index:self.end_index]
            dk = dk[:self.n_components]
            dn = [(p._t.T @ dk_local).reshape(g.shape) for p, g in zip(self.pca_list_local, grads)]
            grad_proj = [(p._t.T @ gk_local).reshape(g.shape) for p, g in zip(self.pca_list_local, grads)]
            if self.rank_size > 1:
                dn, grad_proj = self._sum_over_ranks(dn, grad_proj)
            rho, find = self._line_search(gk, dk, dn, old_loss, weight, weight_clone, *inputs)
            if not find:
                _assign(self.gk_last, self.gk_last_back._t)
                _assign(self.bk, self.bk_back._t)
            self._res_loss(grads, grad_proj, weight, weight_clone, rho, dn)
        return loss

    def _generate_gk(self, loss, old_grad, loss_scale):
        """Unscaled float32 gradients, the (rank-averaged) loss and the projected gradient (full and local)."""
        scale = loss_scale._t if isinstance(loss_scale, Tensor) else torch.tensor(loss_scale)
        scale = scale.to(torch.float32)
        grads = [g._t.detach().to(torch.float32) / scale.to(g._t.device) for g in old_grad]
        old_loss = loss._t.detach().to(torch.float32) if isinstance(loss, Tensor) else _f32(loss)
        if self.rank_size > 1:
            old_loss = _coll.all_reduce(old_loss) / self.rank_size
        gk_local = torch.zeros(self.end_index - self.start_index, 1, device=_device.current_device())
        for p, g in zip(self.pca_list_local, grads):
            gk_local = gk_local + p._t @ g.reshape(-1, 1)
        gk = _coll.all_gather(gk_local) if self.rank_size > 1 else gk_local
        gk = gk.reshape(-1, 1)[:self.n_components]
        return grads, old_loss, gk, gk_local

    def _apply_quasi_newton_update(self, gk):
        """BFGS update of bk from the last accepted step sk; returns the search direction dk = -bk gk."""
        if bool(self.gk_last_init._t):
            yk = gk - self.gk_last._t
            sk = self.sk._t
            g = (yk.T @ sk).reshape(())
            if g.item() > _EPSILON:
                pk = 1.0 / g
                t1 = self.eye._t - (pk * yk) @ sk.T
                _assign(self.bk, t1.T @ self.bk._t @ t1 + (pk * sk) @ sk.T)
        else:
            _assign(self.gk_last_init, torch.tensor(True))
        _assign(self.gk_last, gk)
        return -1 * (self.bk._t @ gk)

    def _sum_over_ranks(self, dn, grad_proj):
        """Back-projections of every rank's rows added up (MindSpore broadcasts each rank's part and adds)."""
        parts = dn + grad_proj
        flat = _coll.all_reduce(torch.cat([t.reshape(-1) for t in parts]))
        out, offset = [], 0
        inits = list(self.dn_init) + list(self.grad_proj_init)
        for t, init in zip(parts, inits):
            out.append(init._t.to(torch.float32) + flat[offset:offset + t.numel()].reshape(t.shape))
            offset += t.numel()
        return out[:len(dn)], out[len(dn):]

    def _line_search(self, gk, dk, dn, old_loss, weight, weight_clone, *inputs):
        """The first step size rho**m (m = 0, 1) with sufficient decrease, or 0; and whether one was found."""
        for rho in self.rho_list[:self.max_search_time]:
            if self._find_rho(gk, dk, dn, old_loss, weight, weight_clone, rho, *inputs):
                return rho, True
        return self.rho_list[-1], False

    def _find_rho(self, gk, dk, dn, old_loss, weight, weight_clone, rho, *inputs):
        """Try the step rho * dn: evaluate the loss there, keep sk if it decreased enough, restore the weights."""
        rho_t = _f32(rho)
        self.optimizer(tuple(_wrap(-1 * rho_t * t) for t in dn))
        new_loss = self.network(*inputs)._t.detach().to(torch.float32)
        if self.rank_size > 1:
            new_loss = _coll.all_reduce(new_loss) / self.rank_size
        old_loss_delta = old_loss + self.sigma * rho_t * (gk.T @ dk).reshape(())
        found = bool(old_loss_delta > new_loss)
        if found:
            _assign(self.sk, rho_t * dk)
        for w, c in zip(weight, weight_clone):
            _assign(w, c._t)
        return found

    def _res_loss(self, grads, grad_proj, weight, weight_clone, rho, dn):
        """Momentum of the residual gradient, the final update through the optimizer, and the new weight clone."""
        rho_t = _f32(rho)
        delta = []
        for mom, g, proj, d in zip(self.grad_res_momentum, grads, grad_proj, dn):
            new_mom = self.gamma * mom._t.to(torch.float32) + g - proj
            _assign(mom, new_mom)
            delta.append(_wrap(self.alpha * new_mom - rho_t * d))
        self.optimizer(tuple(delta))
        for c, w in zip(weight_clone, weight):
            _assign(c, w._t)


def _assign(param, value):
    """Write `value` into the Parameter (P.Assign): same shape and dtype, in place."""
    param._t.data.copy_(value.detach().reshape(param._t.shape).to(param._t.dtype))


# ----- AutoBoost's PCA preparation ------------------------------------------------------------------------------------
def prepare_pca_mat(network, weight_load_dir, pca_mat_path, n_components, rank=0, timeout=1800, device_number=None,
                    rank_size=None):
    """The PCA matrix rows DimReduce needs on this rank (AutoBoost's dim_reduce preparation).

    The full matrix (``n_components`` rows, one column per element of ``network.trainable_params()``) is loaded
    from `pca_mat_path` when that is an existing ``.npy`` file; otherwise it is computed from the weight
    checkpoints (``*.ckpt``) in `weight_load_dir`: one sample per file, centred, top right singular vectors (full
    SVD; each row's largest entry made positive) and saved to `pca_mat_path` when that names a ``.npy`` file, else
    to ``<weight_load_dir>/pca_mat_temp.npy``. With more than one rank, the writing rank (rank 0, or each node's
    first rank when `device_number` is given) stores every rank's rows as ``<matrix>_rank_<r>.npy`` and creates
    ``save_pca_end.txt``; the other ranks wait up to `timeout` seconds for it and load their rows.

    Args:
        network (Cell): The training network.
        weight_load_dir (str): The folder of the ``.ckpt`` files saved during earlier training.
        pca_mat_path (str): A ``.npy`` file of the PCA matrix, or ``None``.
        n_components (int): The number of principal components.
        rank (int): The rank of this process. Default: ``0``.
        timeout (Union[int, float]): Seconds the other ranks wait for the writing rank. Default: ``1800``.
        device_number (int): Devices per node (one writer per node); ``None``: rank 0 writes. Default: ``None``.
        rank_size (int): The number of ranks sharing the rows; ``None``: the ``torch.distributed`` world size.
            Default: ``None``.

    Returns:
        numpy.ndarray of shape ``(ceil(n_components / rank_size), n)``: this rank's rows (zero rows past the end),
        the whole matrix in a single process. Pass it to :class:`DimReduce` as `pca_mat_local`.

    Raises:
        ValueError: If neither `pca_mat_path` is an existing ``.npy`` file nor `weight_load_dir` an existing
            folder, the folder has no ``.ckpt`` file, a checkpoint lacks a trainable parameter, there are fewer
            checkpoints than `n_components`, or the matrix does not have one column per weight element.
        RuntimeError: If a non-writing rank waited longer than `timeout` seconds.
    """
    check_positive_int(n_components, "n_components")
    check_non_negative_int(rank, "rank")
    rank_size = _coll.get_world_size() if rank_size is None else check_positive_int(rank_size, "rank_size")
    use_npy = (isinstance(pca_mat_path, str) and pca_mat_path.endswith(".npy") and os.path.isfile(pca_mat_path))
    if not use_npy and not (isinstance(weight_load_dir, (str, os.PathLike)) and os.path.isdir(weight_load_dir)):
        raise ValueError(f"The weight_load_dir: {weight_load_dir} is None / not exists / not directory.")
    if use_npy or (isinstance(pca_mat_path, str) and pca_mat_path.endswith(".npy")):
        full_path = pca_mat_path
    else:
        full_path = os.path.join(os.fspath(weight_load_dir), "pca_mat_temp.npy")
    params = network.trainable_params()
    total = sum(int(np.prod(p.shape, dtype=np.int64)) for p in params)

    def matrix():
        if use_npy:
            mat = np.load(full_path)
        else:
            mat = _compute_pca_mat(_load_weights(weight_load_dir, params), n_components)
            np.save(full_path, mat)
        if mat.ndim != 2 or mat.shape[1] != total:
            raise ValueError(f"The PCA matrix must have one column per trainable weight element ({total}), "
                             f"but its shape is {mat.shape}.")
        return mat

    if rank_size == 1:
        return _local_rows(matrix(), n_components, 1, 0)

    marker = os.path.join(os.path.dirname(os.path.abspath(full_path)), _MARKER)
    local_path = f"{full_path[:-4]}_rank_{rank}.npy"
    writer = rank % device_number == 0 if device_number else rank == 0
    if writer and os.path.exists(marker):
        os.remove(marker)
    if not writer and os.path.exists(local_path) and _coll.is_initialized():
        os.remove(local_path)
    if _coll.is_initialized():
        _coll.barrier()  # stale markers and rows are gone before anyone waits for new ones
    if writer:
        mat = matrix()
        for r in range(rank_size):
            np.save(f"{full_path[:-4]}_rank_{r}.npy", _local_rows(mat, n_components, rank_size, r))
        open(marker, "w", encoding="utf-8").close()  # the rows of every rank are written
        return _local_rows(mat, n_components, rank_size, rank)
    start = time.time()
    while not os.path.exists(marker):
        if time.time() - start > timeout:
            raise RuntimeError(f"the time of waiting to load local pca mat is larger than {timeout} second.")
        time.sleep(0.05)
    return np.load(local_path)


def _local_rows(mat, n_components, rank_size, rank):
    """Rows [rank * k, (rank + 1) * k) of the first `n_components` rows, k = ceil(n_components / rank_size),
    zero-padded."""
    local_dim = math.ceil(n_components / rank_size)
    out = np.zeros([local_dim, mat.shape[1]], dtype=np.float64)
    start = min(n_components, mat.shape[0], rank * local_dim)
    end = min(n_components, mat.shape[0], (rank + 1) * local_dim)
    out[:end - start] = mat[start:end]
    return out


def _load_weights(weight_load_dir, params):
    """One row per ``.ckpt`` file (sorted by name): the trainable weights flattened in network order."""
    files = sorted(f for f in os.listdir(weight_load_dir) if f.endswith(".ckpt"))
    if not files:
        raise ValueError(f"The weight_load_dir: {weight_load_dir} holds no '.ckpt' file to compute the PCA matrix "
                         f"from.")
    rows = []
    for name in files:
        path = os.path.join(weight_load_dir, name)
        param_dict = read_ckpt_params(path)
        missing = [p.name for p in params if p.name not in param_dict]
        if missing:
            raise ValueError(f"The checkpoint {path} has no trainable parameter {missing[0]!r} of the network.")
        rows.append(np.concatenate([param_dict[p.name].asnumpy().astype(np.float64).reshape(-1) for p in params]))
    return np.stack(rows)


def _compute_pca_mat(data, n_components):
    """The top `n_components` principal directions (rows) of the samples in `data` (full SVD, sign-fixed)."""
    if data.shape[0] < n_components:
        raise ValueError(f"The samples: {data.shape[0]} is less than: n_component {n_components}.")
    data = data - np.mean(data, axis=0)
    _, _, vt = np.linalg.svd(data, full_matrices=False)
    signs = np.sign(vt[np.arange(vt.shape[0]), np.argmax(np.abs(vt), axis=1)])
    signs[signs == 0] = 1.0
    vt *= signs[:, None]
    if vt.shape[0] < n_components:
        raise ValueError(f"The weights have {vt.shape[1]} elements, fewer than n_component {n_components}.")
    return vt[:n_components]

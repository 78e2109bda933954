"""Linear-algebra functions (``ops.svd``, ``ops.qr``, ``ops.pinv`` ...)."""
import torch

from ...common.tensor import _wrap
from .._factory import documented
from .._utils import tt

__all__ = ["svd", "qr", "pinv", "eig", "eigvals", "cond", "matrix_exp", "matrix_solve", "lstsq", "lu_solve",
           "geqrf", "orgqr"]

_T = "Tensor"


@documented("Singular value decomposition ``input = U diag(S) V^H``.", [("input", _T, "Shape :math:`(*, M, N)`."),
            ("full_matrices", "bool", "Full-size U and V. Default: ``False``."),
            ("compute_uv", "bool", "Also return U and V. Default: ``True``.")], "tuple (S, U, V), or S.",
            ["x = Tensor([[3.0, 0.0], [0.0, 4.0]])"], "ops.svd(x, compute_uv=False)", "[4. 3.]")
def svd(input, full_matrices=False, compute_uv=True):
    t = tt(input, "svd")
    if not compute_uv:
        return _wrap(torch.linalg.svdvals(t))
    u, s, vh = torch.linalg.svd(t, full_matrices=full_matrices)
    return _wrap(s), _wrap(u), _wrap(vh.mH)


@documented("QR decomposition ``input = Q R``.", [("input", _T, "Shape :math:`(*, M, N)`."),
            ("mode", "str", "``'reduced'``, ``'complete'`` or ``'r'``. Default: ``'reduced'``.")], "tuple (Q, R).",
            ["x = Tensor([[2.0, 0.0], [0.0, 3.0]])"], "ops.qr(x)[1].abs()", "[[2. 0.]\n [0. 3.]]")
def qr(input, mode="reduced"):
    q, r = torch.linalg.qr(tt(input, "qr"), mode)
    return _wrap(q), _wrap(r)


@documented("Moore-Penrose pseudo-inverse.", [("x", _T, "Shape :math:`(*, M, N)`.")], "Tensor.",
            ["x = Tensor([[2.0, 0.0], [0.0, 4.0]])"], "ops.pinv(x)", "[[0.5  0.  ]\n [0.   0.25]]",
            kwargs=[("atol", "float", "Absolute tolerance. Default: ``None``."),
                    ("rtol", "float", "Relative tolerance. Default: ``None``."),
                    ("hermitian", "bool", "Input is Hermitian. Default: ``False``.")])
def pinv(x, *, atol=None, rtol=None, hermitian=False):
    return _wrap(torch.linalg.pinv(tt(x, "pinv", "x"), atol=atol, rtol=rtol, hermitian=hermitian))


@documented("Eigenvalues and eigenvectors of square matrices (complex).", [("A", _T, "Shape :math:`(*, N, N)`.")],
            "tuple (eigenvalues, eigenvectors).", ["x = Tensor([[2.0, 0.0], [0.0, 3.0]])"], "ops.eig(x)[0]",
            "[2.+0.j 3.+0.j]")
def eig(A):
    w, v = torch.linalg.eig(tt(A, "eig", "A"))
    return _wrap(w), _wrap(v)


@documented("Eigenvalues of square matrices (complex).", [("A", _T, "Shape :math:`(*, N, N)`.")], "Tensor.",
            ["x = Tensor([[2.0, 0.0], [0.0, 3.0]])"], "ops.eigvals(x)", "[2.+0.j 3.+0.j]")
def eigvals(A):
    return _wrap(torch.linalg.eigvals(tt(A, "eigvals", "A")))


@documented("Condition number of matrices in norm `p` (2-norm when None).", [("A", _T, "Shape :math:`(*, M, N)`."),
            ("p", "Union[int, float, str]", "The norm. Default: ``None``.")], "Tensor.",
            ["x = Tensor([[2.0, 0.0], [0.0, 4.0]])"], "ops.cond(x)", "2.0")
def cond(A, p=None):
    return _wrap(torch.linalg.cond(tt(A, "cond", "A"), p))


@documented("Matrix exponential.", [("input", _T, "Shape :math:`(*, N, N)`.")], "Tensor.",
            ["x = Tensor([[0.0, 0.0], [0.0, 0.0]])"], "ops.matrix_exp(x)", "[[1. 0.]\n [0. 1.]]")
def matrix_exp(input):
    return _wrap(torch.linalg.matrix_exp(tt(input, "matrix_exp")))


@documented("Solves ``matrix X = rhs`` (``matrix^H X = rhs`` with `adjoint`).", [("matrix", _T, "Shape :math:`(*, N, N)`."),
            ("rhs", _T, "Shape :math:`(*, N, K)`."), ("adjoint", "bool", "Use the adjoint. Default: ``False``.")], "Tensor.",
            ["m = Tensor([[2.0, 0.0], [0.0, 4.0]])"], "ops.matrix_solve(m, Tensor([[2.0], [4.0]]))", "[[1.]\n [1.]]")
def matrix_solve(matrix, rhs, adjoint=False):
    m = tt(matrix, "matrix_solve", "matrix")
    return _wrap(torch.linalg.solve(m.mH if adjoint else m, tt(rhs, "matrix_solve", "rhs")))


@documented("Least-squares (minimum-norm) solution X of ``input X = A``.",
            [("input", _T, "The matrix, shape (M, N)."), ("A", _T, "The right-hand sides, shape (M, K) or (M,).")],
            "Tensor of shape (N, K) (K = 1 for a 1-D `A`).", ["x = Tensor([[1.0, 0.0], [0.0, 2.0], [0.0, 0.0]])"],
            "ops.lstsq(x, Tensor([[1.0], [4.0], [3.0]]))", "[[1.]\n [2.]]",
            raises="TypeError: If `input` or `A` is not a Tensor.\n"
                   "ValueError: If `input` is not 2-D or `A` is not 1-D or 2-D.")
def lstsq(input, A):
    x, a = tt(input, "lstsq"), tt(A, "lstsq", "A")
    if x.dim() != 2:
        raise ValueError(f"For 'Lstsq', the dimension of x must be equal to 2, but got x_dim: {x.dim()}.")
    if a.dim() not in (1, 2):
        raise ValueError(f"For 'Lstsq', the dimension of 'a' must be equal to 2 or 1, but got a_dim: {a.dim()}.")
    if a.dim() == 1:
        a = a.unsqueeze(-1)
    return _wrap(torch.linalg.lstsq(x, a.to(x.dtype)).solution)


@documented("Solves ``A X = b`` from an LU factorization of A.", [("b", _T, "Right-hand sides."),
            ("LU_data", _T, "Packed LU factors."), ("LU_pivots", _T, "Pivots (1-based).")], "Tensor.",
            ["lu = Tensor([[2.0, 0.0], [0.0, 4.0]])", "piv = Tensor([1, 2], mindspore.int32)"],
            "ops.lu_solve(Tensor([[2.0], [4.0]]), lu, piv)",
            "[[1.]\n [1.]]", raises="TypeError: If `b` is not a Tensor.")
def lu_solve(b, LU_data, LU_pivots):
    lu, piv = tt(LU_data, "lu_solve", "LU_data"), tt(LU_pivots, "lu_solve", "LU_pivots").int()
    return _wrap(torch.linalg.lu_solve(lu, piv, tt(b, "lu_solve", "b")))


@documented("QR decomposition in Householder form: returns (packed reflectors, tau).",
            [("input", _T, "Shape :math:`(*, M, N)`.")],
            "tuple (y, tau).", ["x = Tensor([[2.0, 0.0], [0.0, 3.0]])"], "ops.geqrf(x)[0].shape", "(2, 2)")
def geqrf(input):
    a, tau = torch.geqrf(tt(input, "geqrf"))
    return _wrap(a), _wrap(tau)


@documented("Q of a QR decomposition from Householder reflectors (as returned by geqrf).",
            [("input", _T, "Packed reflectors."), ("input2", _T, "tau.")], "Tensor.",
            ["x = Tensor([[2.0, 0.0], [0.0, 3.0]])"], "ops.orgqr(*ops.geqrf(x)).abs()", "[[1. 0.]\n [0. 1.]]")
def orgqr(input, input2):
    return _wrap(torch.linalg.householder_product(tt(input, "orgqr"), tt(input2, "orgqr", "input2")))

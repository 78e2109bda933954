"""CosineSimilarity."""
import numpy as np

from ..._checkparam import check_string, check_value_type
from .metric import Metric, rearrange_inputs

__all__ = ["CosineSimilarity"]


class CosineSimilarity(Metric):
    """
    The similarity matrix of the rows of a matrix: cosine similarities, or dot products.

    Args:
        similarity (str, optional): ``'cosine'`` (normalize the rows first) or ``'dot'``. Default: ``'cosine'``.
        reduction (str, optional): ``'none'`` (the matrix), ``'sum'`` or ``'mean'`` (over the last axis).
            Default: ``'none'``.
        zero_diagonal (bool, optional): Set the diagonal of the matrix to zero. Default: ``True``.

    Raises:
        TypeError: If `similarity` or `reduction` is not a str, or `zero_diagonal` not a bool.
        ValueError: If `similarity` or `reduction` is not one of the values above.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore.train import CosineSimilarity
        >>> rows = np.array([[1.0, 0.0, 1.0], [0.0, 2.0, 0.0], [2.0, 1.0, 2.0]])
        >>> similarity = CosineSimilarity(reduction='none')
        >>> similarity.update(rows)
        >>> print(similarity.eval())
        [[0.         0.         0.94280904]
         [0.         0.         0.33333333]
         [0.94280904 0.33333333 0.        ]]
    """

    def __init__(self, similarity='cosine', reduction='none', zero_diagonal=True):
        super().__init__()
        for name, value, allowed in (("similarity", similarity, ['dot', 'cosine']),
                                     ("reduction", reduction, ['none', 'sum', 'mean'])):
            check_string(check_value_type(name, value, [str]), allowed, name)
        self.similarity, self.reduction = similarity, reduction
        self.zero_diagonal = check_value_type("zero_diagonal", zero_diagonal, [bool])
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self.sqr_mtx_res = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, inputs):
        """
        Compute the similarity matrix of the rows of `inputs` (replacing the previous one).

        Args:
            inputs (Union[Tensor, list, numpy.ndarray]): The matrix, one sample per row.
        """
        rows = self._convert_data(inputs)
        if self.similarity == 'cosine':
            rows = rows / np.linalg.norm(rows, ord=2, axis=1, keepdims=True)
        self.sqr_mtx_res = np.dot(rows, rows.transpose(1, 0))
        self._is_update = True

    def eval(self):
        """
        The similarity matrix, reduced as `reduction` says.

        Returns:
            numpy.ndarray, the matrix (or its row sums / means).

        Raises:
            RuntimeError: If `update` was not called.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        # as in MindSpore, the stored matrix itself is changed (and replaced by its reduction)
        if self.zero_diagonal:
            np.fill_diagonal(self.sqr_mtx_res, 0)
        reduce = {'mean': np.mean, 'sum': np.sum}.get(self.reduction)
        if reduce is not None:
            self.sqr_mtx_res = reduce(self.sqr_mtx_res, axis=-1)
        return self.sqr_mtx_res

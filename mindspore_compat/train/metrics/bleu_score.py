"""BleuScore."""
from collections import Counter

import numpy as np

from ..._checkparam import check_value_type
from .metric import Metric, rearrange_inputs

__all__ = ["BleuScore"]


class BleuScore(Metric):
    """
    The BLEU score (bilingual evaluation understudy) of machine-translated text against reference translations:
    the geometric mean of the clipped n-gram precisions (n = 1 to `n_gram`) times a brevity penalty.

    Args:
        n_gram (int, optional): The largest n-gram order, from 1 to 4. Default: ``4``.
        smooth (bool, optional): Add one to the numerator and denominator of every precision. Default: ``False``.

    Raises:
        TypeError: If `n_gram` is not an int or `smooth` not a bool.
        ValueError: If `n_gram` is not in [1, 4].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train import BleuScore
        >>> hypothesis = [['the', 'cat', 'sat', 'on', 'the', 'red', 'mat']]
        >>> references = [[['the', 'cat', 'sat', 'on', 'a', 'red', 'mat'], ['a', 'cat', 'was', 'on', 'the', 'mat']]]
        >>> bleu = BleuScore(n_gram=3)
        >>> bleu.update(hypothesis, references)
        >>> print(bleu.eval())
        0.6586337560083495
    """

    def __init__(self, n_gram=4, smooth=False):
        super().__init__()
        self.n_gram = check_value_type("n_gram", n_gram, [int])
        if not 1 <= self.n_gram <= 4:
            raise ValueError("For 'BleuScore', the argument 'n_gram' should range from 1 to 4, "
                             "but got {}.".format(n_gram))
        self.smooth = check_value_type("smooth", smooth, [bool])
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        # matched and total n-grams of each order (and an unused slot MindSpore keeps)
        self._numerator, self._denominator, self._precision_scores = np.zeros((3, self.n_gram))
        self._c = self._r = 0.0
        self._trans_len = self._ref_len = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate a corpus.

        Args:
            inputs: `candidate_corpus`, a list of translations (each a list of words), and `reference_corpus`, a
                list holding for each translation a list of references (each a list of words).

        Raises:
            ValueError: If not exactly two inputs are given.
            ValueError: If the two corpora have different lengths.
        """
        if len(inputs) != 2:
            raise ValueError("For 'BleuScore.update', it needs 2 inputs (candidate_corpus, reference_corpus), "
                             "but got {}.".format(len(inputs)))
        candidate_corpus, reference_corpus = inputs
        corpus_sizes = (len(candidate_corpus), len(reference_corpus))
        if corpus_sizes[0] != corpus_sizes[1]:
            raise ValueError("For 'BleuScore.update', 'translate_corpus' (inputs[0]) and 'reference_corpus' "
                             "(inputs[1]) should be equal in length, but got {}, {}".format(*corpus_sizes))
        for candidate, references in zip(candidate_corpus, reference_corpus):
            size = len(candidate)
            self._c += size
            # the reference whose length is the closest (the first of equally close ones)
            self._r += len(min(references, key=lambda reference: abs(size - len(reference))))
            best_reference_counts = Counter()
            for reference in references:
                best_reference_counts |= _ngram_counts(reference, self.n_gram)
            for gram, count in _ngram_counts(candidate, self.n_gram).items():
                order = len(gram) - 1
                self._numerator[order] += min(count, best_reference_counts[gram])
                self._denominator[order] += count
        self._trans_len, self._ref_len = np.array(self._c), np.array(self._r)
        self._is_update = True

    def eval(self):
        """
        Compute the BLEU score.

        Returns:
            numpy.float64, the score (a 0-D numpy array 0.0 when some n-gram order has no match).

        Raises:
            RuntimeError: If `update` was not called.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if not self._numerator.all():
            return np.array(0.0)
        matches, totals = self._numerator, self._denominator
        if self.smooth:
            matches, totals = matches + 1.0, totals + 1.0
        weights = np.full(self.n_gram, 1.0 / self.n_gram)
        geometric_mean = np.exp(np.sum(weights * np.log(matches / totals)))
        if self._c > self._r:
            return geometric_mean
        # brevity penalty of a translation no longer than its references
        return np.exp(1 - (self._ref_len / self._trans_len)) * geometric_mean


def _ngram_counts(words, max_order):
    """How often each n-gram (a tuple of words) of order 1 to `max_order` occurs in `words`."""
    return Counter(tuple(words[start:start + order])
                   for order in range(1, max_order + 1)
                   for start in range(len(words) - order + 1))

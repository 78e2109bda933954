"""Vocabularies, enums and string helpers of ``mindspore.dataset.text`` (``mindspore.dataset.text.utils``)."""
from enum import IntEnum

import numpy as np

from ..core.validator_helpers import type_check, check_value

__all__ = ["Vocab", "JiebaMode", "NormalizeForm", "SentencePieceModel", "SPieceTokenizerLoadType",
           "SPieceTokenizerOutType", "to_str", "to_bytes"]

_INT32_MAX = (1 << 31) - 1


class JiebaMode(IntEnum):
    """
    Segmentation algorithms of Jieba: ``MIX`` (max-probability path plus HMM), ``MP`` (max-probability path) and
    ``HMM`` (hidden Markov model).

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(int(text.JiebaMode.HMM))
        2
    """
    MIX = 0
    MP = 1
    HMM = 2


class NormalizeForm(IntEnum):
    """
    Unicode normalization forms: ``NONE`` (unchanged), ``NFC``, ``NFKC``, ``NFD`` and ``NFKD``.

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.NormalizeForm.NFKC.name)
        NFKC
    """
    NONE = 0
    NFC = 1
    NFKC = 2
    NFD = 3
    NFKD = 4


class SentencePieceModel(IntEnum):
    """
    SentencePiece training algorithms: ``UNIGRAM``, ``BPE``, ``CHAR`` and ``WORD``.

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(int(text.SentencePieceModel.BPE))
        1
    """
    UNIGRAM = 0
    BPE = 1
    CHAR = 2
    WORD = 3


class SPieceTokenizerLoadType(IntEnum):
    """
    Where a SentencePiece tokenizer gets its model: ``FILE`` (a model file) or ``MODEL`` (a vocabulary object).

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.SPieceTokenizerLoadType.MODEL.value)
        1
    """
    FILE = 0
    MODEL = 1


class SPieceTokenizerOutType(IntEnum):
    """
    What a SentencePiece tokenizer outputs: ``STRING`` pieces or ``INT`` ids.

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.SPieceTokenizerOutType.INT.value)
        1
    """
    STRING = 0
    INT = 1


def _unique_words(words, arg_name):
    type_check(words, (list,), arg_name)
    seen = set()
    for word in words:
        type_check(word, (str,), arg_name)
        if word in seen:
            raise ValueError(f"{arg_name} contains duplicate word: {word}.")
        seen.add(word)
    return seen


def _check_freq_range(freq_range):
    type_check(freq_range, (tuple,), "freq_range")
    if len(freq_range) != 2:
        raise ValueError("freq_range needs to be a tuple of 2 element.")
    if any(bound is not None and not isinstance(bound, int) for bound in freq_range):
        raise ValueError("freq_range needs to be either None or a tuple of 2 integers or an int and a None.")
    low, high = freq_range
    if None not in (low, high) and not 0 <= low <= high:
        raise ValueError("frequency range [a,b] should be 0 <= a <= b (a,b are inclusive).")


def _built(vocab):
    if not isinstance(vocab, dict):
        raise RuntimeError(f"The Vocab has not built yet, got type {type(vocab)}. Use Vocab.from_dataset(), "
                           f"Vocab.from_list(), Vocab.from_file() or Vocab.from_dict() to build a Vocab.")
    return vocab


def _with_specials(words, special_tokens, special_first):
    """``{word: id}`` for `words` in order, with the special tokens numbered before or after them."""
    specials = list(special_tokens or [])
    ordered = specials + [w for w in words if w not in specials] if special_first else \
        [w for w in words if w not in specials] + specials
    table = {}
    for word in ordered:
        if word not in table:
            table[word] = len(table)
    return table


class Vocab:
    """
    A mapping between tokens and integer ids, used by :class:`mindspore.dataset.text.Lookup` and the tokenizers.
    Build one with :meth:`from_list`, :meth:`from_dict`, :meth:`from_file` or :meth:`from_dataset`.

    Examples:
        >>> import mindspore.dataset.text as text
        >>> vocab = text.Vocab.from_list(["cat", "dog"], special_tokens=["<pad>"])
        >>> print(vocab.tokens_to_ids(["dog", "cow"]), vocab.ids_to_tokens(0))
        [2, -1] <pad>
    """

    def __init__(self):
        self.c_vocab = None

    @classmethod
    def from_dataset(cls, dataset, columns=None, freq_range=None, top_k=None, special_tokens=None,
                     special_first=True):
        """
        Build a vocabulary from the words of a dataset's string columns: the words are numbered by descending
        frequency (equal frequencies in alphabetical order), kept within `freq_range` and limited to the `top_k`
        most frequent.

        Args:
            dataset (Dataset): The dataset.
            columns (Union[str, list[str]], optional): Columns to read; ``None`` reads all. Default: ``None``.
            freq_range (tuple[int, int], optional): Inclusive ``(min, max)`` frequency; ``None`` on either side is
                open. Default: ``None``.
            top_k (int, optional): Keep the `top_k` most frequent words. Default: ``None`` (all).
            special_tokens (list[str], optional): Tokens added to the vocabulary. Default: ``None``.
            special_first (bool, optional): Whether the special tokens get the first ids. Default: ``True``.

        Returns:
            Vocab, the vocabulary.

        Raises:
            TypeError: If an argument has the wrong type.
            ValueError: If `freq_range` or `top_k` is invalid.

        Examples:
            >>> import mindspore.dataset as ds
            >>> import mindspore.dataset.text as text
            >>> data = ds.NumpySlicesDataset([["b", "a", "b"], ["c", "b", "a"]], ["words"], shuffle=False)
            >>> print(text.Vocab.from_dataset(data, "words").vocab() == {"b": 0, "a": 1, "c": 2})
            True
        """
        if columns is not None and not isinstance(columns, list):
            type_check(columns, (str,), "col")
        if freq_range is not None:
            _check_freq_range(freq_range)
        type_check(top_k, (int, type(None)), "top_k")
        if isinstance(top_k, int) and top_k <= 0:
            raise ValueError("top_k must be greater than 0.")
        if special_tokens is not None:
            _unique_words(special_tokens, "special_tokens")
        type_check(special_first, (bool,), "special_first")
        names = [columns] if isinstance(columns, str) else columns
        counts = {}
        for row in dataset.create_dict_iterator(num_epochs=1, output_numpy=True):
            for name in (names or list(row)):
                for word in np.asarray(row[name]).reshape(-1).tolist():
                    word = word.decode("utf8") if isinstance(word, bytes) else str(word)
                    counts[word] = counts.get(word, 0) + 1
        low = 0 if freq_range is None or freq_range[0] is None else freq_range[0]
        high = None if freq_range is None else freq_range[1]
        kept = [(-n, w) for w, n in counts.items() if n >= low and (high is None or n <= high)]
        kept.sort()
        words = [w for _, w in kept][:top_k]
        vocab = cls()
        vocab.c_vocab = _with_specials(words, special_tokens, special_first)
        return vocab

    @classmethod
    def from_list(cls, word_list, special_tokens=None, special_first=True):
        """
        Build a vocabulary from a list of distinct words (ids in list order).

        Args:
            word_list (list[str]): The words.
            special_tokens (list[str], optional): Tokens added to the vocabulary. Default: ``None``.
            special_first (bool, optional): Whether the special tokens get the first ids. Default: ``True``.

        Returns:
            Vocab, the vocabulary.

        Raises:
            TypeError: If an argument has the wrong type.
            ValueError: If a word repeats, or a special token is also in `word_list`.

        Examples:
            >>> import mindspore.dataset.text as text
            >>> vocab = text.Vocab.from_list(["x", "y"], ["<unk>"], special_first=False)
            >>> print(vocab.vocab() == {"x": 0, "y": 1, "<unk>": 2})
            True
        """
        words = _unique_words(word_list, "word_list")
        if special_tokens is not None:
            common = words.intersection(_unique_words(special_tokens, "special_tokens"))
            if common:
                raise ValueError(f"special_tokens and word_list contain duplicate word :{common}.")
        type_check(special_first, (bool,), "special_first")
        vocab = cls()
        vocab.c_vocab = _with_specials(word_list, special_tokens, special_first)
        return vocab

    @classmethod
    def from_file(cls, file_path, delimiter="", vocab_size=None, special_tokens=None, special_first=True):
        """
        Build a vocabulary from a text file of one word per line; with a `delimiter`, the word is the part of the
        line before it.

        Args:
            file_path (str): Path of the file.
            delimiter (str, optional): Separator after the word on each line; ``""`` takes the whole line.
                Default: ``""``.
            vocab_size (int, optional): Read at most this many words. Default: ``None`` (all).
            special_tokens (list[str], optional): Tokens added to the vocabulary. Default: ``None``.
            special_first (bool, optional): Whether the special tokens get the first ids. Default: ``True``.

        Returns:
            Vocab, the vocabulary.

        Raises:
            TypeError: If an argument has the wrong type.
            ValueError: If `vocab_size` is not positive.
            RuntimeError: If the file cannot be read or repeats a word.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> path = os.path.join(tempfile.mkdtemp(), "words.txt")
            >>> with open(path, "w") as handle:
            ...     _ = handle.write("sun,12\\nmoon,7\\n")
            >>> print(text.Vocab.from_file(path, ",").vocab() == {"sun": 0, "moon": 1})
            True
        """
        if special_tokens is not None:
            _unique_words(special_tokens, "special_tokens")
        for value, name in ((file_path, "file_path"), (delimiter, "delimiter")):
            type_check(value, (str,), name)
        if vocab_size is not None:
            type_check(vocab_size, (int,), "vocab_size")
            if vocab_size <= 0:
                raise ValueError("Input vocab_size must be greater than 0.")
        type_check(special_first, (bool,), special_first)
        try:
            with open(file_path, encoding="utf8") as handle:
                lines = handle.read().splitlines()
        except OSError as exc:
            raise RuntimeError(f"from_file: fail to open: {file_path}") from exc
        words = []
        for line in lines:
            word = line.split(delimiter, 1)[0] if delimiter else line
            if word in words:
                raise RuntimeError(f"from_file: word_list contains duplicate word:{word}.")
            words.append(word)
            if vocab_size is not None and len(words) >= vocab_size:
                break
        vocab = cls()
        vocab.c_vocab = _with_specials(words, special_tokens, special_first)
        return vocab

    @classmethod
    def from_dict(cls, word_dict):
        """
        Build a vocabulary from a ``{word: id}`` dict (ids non-negative, not necessarily contiguous).

        Args:
            word_dict (dict): The mapping.

        Returns:
            Vocab, the vocabulary.

        Raises:
            TypeError: If a key is not a str or an id not an int.
            ValueError: If an id is out of range.

        Examples:
            >>> import mindspore.dataset.text as text
            >>> print(text.Vocab.from_dict({"up": 3, "down": 8}).ids_to_tokens([8, 3]))
            ['down', 'up']
        """
        type_check(word_dict, (dict,), "word_dict")
        for word, word_id in word_dict.items():
            type_check(word, (str,), "word")
            type_check(word_id, (int,), "word_id")
            check_value(word_id, (0, _INT32_MAX), "word_id")
        vocab = cls()
        vocab.c_vocab = dict(word_dict)
        return vocab

    def vocab(self):
        """
        The ``{word: id}`` mapping.

        Returns:
            dict, the mapping.

        Examples:
            >>> import mindspore.dataset.text as text
            >>> print(text.Vocab.from_list(["k"]).vocab())
            {'k': 0}
        """
        return dict(_built(self.c_vocab))

    def tokens_to_ids(self, tokens):
        """
        The ids of tokens (-1 for a token not in the vocabulary).

        Args:
            tokens (Union[str, list[str], numpy.ndarray]): One token or several.

        Returns:
            Union[int, list[int]], the id(s).

        Raises:
            TypeError: If `tokens` has the wrong type.

        Examples:
            >>> import mindspore.dataset.text as text
            >>> print(text.Vocab.from_list(["p", "q"]).tokens_to_ids("q"))
            1
        """
        type_check(tokens, (str, list, np.ndarray), "tokens")
        if isinstance(tokens, list):
            for i, token in enumerate(tokens):
                type_check(token, (str, np.str_), f"tokens[{i}]")
        table = _built(self.c_vocab)
        if isinstance(tokens, str):
            return table.get(tokens, -1)
        items = tokens.tolist() if isinstance(tokens, np.ndarray) else tokens
        if isinstance(items, str):
            return table.get(items, -1)
        return [table.get(str(t), -1) for t in items]

    def ids_to_tokens(self, ids):
        """
        The tokens of ids (``""`` for an id not in the vocabulary).

        Args:
            ids (Union[int, list[int], numpy.ndarray]): One id or several.

        Returns:
            Union[str, list[str]], the token(s).

        Raises:
            TypeError: If `ids` has the wrong type.
            ValueError: If an id is negative.

        Examples:
            >>> import mindspore.dataset.text as text
            >>> print(text.Vocab.from_list(["p", "q"]).ids_to_tokens([1, 7]))
            ['q', '']
        """
        type_check(ids, (int, list, np.ndarray), "ids")
        items = ids.tolist() if isinstance(ids, np.ndarray) else ids
        single = isinstance(items, int)
        for i, item in enumerate([items] if single else items):
            type_check(item, (int, np.integer), f"ids[{i}]")
            check_value(item, (0, _INT32_MAX), f"ids[{i}]")
        inverse = {v: k for k, v in _built(self.c_vocab).items()}
        if single:
            return inverse.get(items, "")
        return [inverse.get(int(i), "") for i in items]


def to_bytes(array, encoding='utf8'):
    """
    Encode a numpy array of strings to bytes.

    Args:
        array (numpy.ndarray): Array of ``str``.
        encoding (str, optional): The encoding. Default: ``'utf8'``.

    Returns:
        numpy.ndarray, array of ``bytes``.

    Raises:
        ValueError: If `array` is not a numpy array.

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.text as text
        >>> print(text.to_bytes(np.array(["hi", "yo"])))
        [b'hi' b'yo']
    """
    if not isinstance(array, np.ndarray):
        raise ValueError("input should be a NumPy array.")
    return np.char.encode(array, encoding)


def to_str(array, encoding='utf8'):
    """
    Decode a numpy array of bytes to strings.

    Args:
        array (numpy.ndarray): Array of ``bytes``.
        encoding (str, optional): The encoding. Default: ``'utf8'``.

    Returns:
        numpy.ndarray, array of ``str``.

    Raises:
        TypeError: If `array` is not a numpy array.

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.text as text
        >>> print(text.to_str(np.array([b"hi", b"yo"])))
        ['hi' 'yo']
    """
    if not isinstance(array, np.ndarray):
        raise TypeError("input should be a NumPy array.")
    return np.char.decode(array, encoding)


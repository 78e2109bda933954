"""Vocabularies, enums and string helpers of ``mindspore.dataset.text`` (``mindspore.dataset.text.utils``)."""
import os
import re
from enum import IntEnum

import numpy as np

from ..core.validator_helpers import type_check, check_value
from ..engine._errors import _pipeline_error

__all__ = ["Vocab", "JiebaMode", "NormalizeForm", "SentencePieceModel", "SPieceTokenizerLoadType",
           "SPieceTokenizerOutType", "to_str", "to_bytes", "Vectors", "GloVe", "FastText", "CharNGram",
           "SentencePieceVocab"]

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



_FORBIDDEN_IN_NAME = set('\\/:*?"<>|`&\';')
_LEADING_NUMBER = re.compile(rb"\s*[+-]?(?:inf(?:inity)?|nan|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)", re.I)


def _check_vector_file_args(file_path, max_vectors):
    type_check(file_path, (str,), "file_path")
    name = os.path.basename(os.path.realpath(file_path))
    if set(name) & _FORBIDDEN_IN_NAME:
        raise ValueError("filename should not contain \\/:*?\\\"<>|`&;\\'")
    if name.startswith(" ") or name.endswith(" "):
        raise ValueError("filename should not start/end with space.")
    if max_vectors is not None:
        type_check(max_vectors, (int,), "max_vectors")
        check_value(max_vectors, (0, _INT32_MAX), "max_vectors")


def _c_float(field):
    """The number at the start of `field` as C's ``atof`` reads it (0.0 when there is none), in float32."""
    match = _LEADING_NUMBER.match(field)
    return np.float32(float(match.group()) if match else 0.0)


def _read_vector_lines(file_path, max_vectors):
    """``{token_bytes: float32 vector}`` and the dimension of a word-vector text file.

    Each line is a token, one space, then the numbers separated by white space. Lines of exactly two space
    separated fields before the first vector are a ``count dim`` header and skipped. The first occurrence of a
    token wins; `max_vectors` (0: all) limits the lines read after the header.
    """
    if not os.path.exists(file_path):
        raise _pipeline_error(f"Vectors: get real path failed, path: {file_path}")
    with open(file_path, "rb") as handle:
        lines = handle.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    header = 0
    while header < len(lines) and len(lines[header].split(b" ")) - lines[header].endswith(b" ") == 2:
        header += 1
    body = lines[header:]
    if not body:
        raise _pipeline_error("Vectors: invalid file, file is empty.")
    first = body[0].split(b" ")
    dim = len(first) - 1 - (first[-1] == b"" and len(first) > 1)
    if max_vectors:
        body = body[:max_vectors]
    table = {}
    for line in body:
        token, _, rest = line.partition(b" ")
        values = rest.split()
        if len(values) <= 1:
            raise _pipeline_error("Vectors: token with 1-dimensional vector.")
        if len(values) != dim:
            raise _pipeline_error(f"Vectors: all vectors must have the same number of dimensions, but got dim "
                                  f"{len(values)} while expecting {dim}")
        if token not in table:
            table[token] = np.array([_c_float(v) for v in values], np.float32)
    return table, dim


class _WordVectors:
    """Pre-trained vectors loaded from a text file: a table from token bytes to float32 rows."""

    _kind = "Vectors"

    def __init__(self, table=None, dim=0):
        self._table = table if table is not None else {}
        self._dim = dim

    @classmethod
    def _load(cls, file_path, max_vectors):
        _check_vector_file_args(file_path, max_vectors)
        cls._check_name(file_path)
        table, dim = _read_vector_lines(file_path, max_vectors or 0)
        return cls(table, dim)

    @classmethod
    def _check_name(cls, file_path):
        """Raise when `file_path` does not name the kind of file this class reads."""
        del file_path

    def _default(self, unk_init):
        return np.array(unk_init, np.float32) if len(unk_init) == self._dim else np.zeros(self._dim, np.float32)

    def _lookup(self, token, unk_init, lower_case_backup):
        """The row of `token` (bytes); the `unk_init` row (zeros without one) when the table lacks it."""
        key = token.lower() if lower_case_backup else token
        row = self._table.get(key)
        return self._default(unk_init) if row is None else row


def _existing_file(file_path, kind):
    if not os.path.isfile(file_path):
        raise _pipeline_error(f"{kind}: invalid file, failed to open {kind} file.")


class Vectors(_WordVectors):
    """
    Pre-trained word vectors read from a text file: one token per line followed by its numbers, separated by
    spaces, optionally after a ``<count> <dim>`` header line. :class:`mindspore.dataset.text.ToVectors` maps
    tokens to these vectors.

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> path = os.path.join(tempfile.mkdtemp(), "tiny.txt")
        >>> with open(path, "w") as handle:
        ...     _ = handle.write("2 3\\nsun 1 0 0.5\\nrain 0 1 -2\\n")
        >>> vectors = text.Vectors.from_file(path)
        >>> print(text.ToVectors(vectors)(["rain", "sun"]))
        [[ 0.   1.  -2. ]
         [ 1.   0.   0.5]]
    """

    @classmethod
    def from_file(cls, file_path, max_vectors=None):
        """
        Load word vectors from a text file.

        Args:
            file_path (str): Path of the file.
            max_vectors (int, optional): Read at most this many vectors (the files usually list the most frequent
                words first). Default: ``None``, read them all.

        Returns:
            Vectors, the loaded vectors.

        Raises:
            TypeError: If `file_path` is not a str or `max_vectors` not an int.
            ValueError: If `max_vectors` is negative.
            RuntimeError: If the file is missing, empty, or its vectors differ in length.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> path = os.path.join(tempfile.mkdtemp(), "few.txt")
            >>> with open(path, "w") as handle:
            ...     _ = handle.write("a 1 2\\nb 3 4\\nc 5 6\\n")
            >>> print(text.ToVectors(text.Vectors.from_file(path, max_vectors=2))(["c", "b"]))
            [[0. 0.]
             [3. 4.]]
        """
        return cls._load(file_path, max_vectors)


class GloVe(_WordVectors):
    """
    GloVe (Global Vectors) pre-trained word vectors, read from one of the ``glove.6B.<dim>d.txt`` files.

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> path = os.path.join(tempfile.mkdtemp(), "glove.6B.2d.txt")
        >>> with open(path, "w") as handle:
        ...     _ = handle.write("king 0.25 0.75\\nqueen 0.5 1\\n")
        >>> print(text.ToVectors(text.GloVe.from_file(path))("queen"))
        [0.5 1. ]
    """

    _kind = "GloVe"

    @classmethod
    def _check_name(cls, file_path):
        _existing_file(file_path, "GloVe")
        base = os.path.basename(file_path)
        stem, _, suffix = base.rpartition(".")
        if not stem:
            stem, suffix = base, base
        prefix_part = stem.rpartition(".")[0] if "." in stem else stem
        prefix, dot, infix = prefix_part.rpartition(".")
        if not dot:
            prefix, infix = prefix_part, prefix_part
        if suffix != "txt" or infix != "6B" or prefix != "glove":
            raise _pipeline_error(f"GloVe: invalid file, can not find file 'glove.6B.*.txt', but got: {file_path}")

    @classmethod
    def from_file(cls, file_path, max_vectors=None):
        """
        Load GloVe vectors; the file must be named ``glove.6B.<something>.txt``.

        Args:
            file_path (str): Path of the file.
            max_vectors (int, optional): Read at most this many vectors. Default: ``None``, read them all.

        Returns:
            GloVe, the loaded vectors.

        Raises:
            TypeError: If `file_path` is not a str or `max_vectors` not an int.
            ValueError: If `max_vectors` is negative.
            RuntimeError: If the file is missing, wrongly named, or malformed.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> path = os.path.join(tempfile.mkdtemp(), "glove.6B.3d.txt")
            >>> with open(path, "w") as handle:
            ...     _ = handle.write("the 1 2 3\\n")
            >>> print(text.ToVectors(text.GloVe.from_file(path))(["the", "a"]))
            [[1. 2. 3.]
             [0. 0. 0.]]
        """
        return cls._load(file_path, max_vectors)


class FastText(_WordVectors):
    """
    FastText pre-trained word vectors, read from a ``*.vec`` text file.

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> path = os.path.join(tempfile.mkdtemp(), "wiki.tiny.vec")
        >>> with open(path, "w") as handle:
        ...     _ = handle.write("1 2\\nhello 0.5 -0.5\\n")
        >>> print(text.ToVectors(text.FastText.from_file(path))(["hello"]))
        [ 0.5 -0.5]
    """

    _kind = "FastText"

    @classmethod
    def _check_name(cls, file_path):
        _existing_file(file_path, "FastText")
        if os.path.basename(file_path).rpartition(".")[2] != "vec":
            raise _pipeline_error(f"FastText: invalid file, can not find file '*.vec', but got: {file_path}")

    @classmethod
    def from_file(cls, file_path, max_vectors=None):
        """
        Load FastText vectors from a ``*.vec`` file.

        Args:
            file_path (str): Path of the file (its name must end with ``.vec``).
            max_vectors (int, optional): Read at most this many vectors. Default: ``None``, read them all.

        Returns:
            FastText, the loaded vectors.

        Raises:
            TypeError: If `file_path` is not a str or `max_vectors` not an int.
            ValueError: If `max_vectors` is negative.
            RuntimeError: If the file is missing, wrongly named, or malformed.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> path = os.path.join(tempfile.mkdtemp(), "words.vec")
            >>> with open(path, "w") as handle:
            ...     _ = handle.write("up 1 1\\ndown -1 -1\\n")
            >>> print(text.ToVectors(text.FastText.from_file(path))(["down"]))
            [-1. -1.]
        """
        return cls._load(file_path, max_vectors)


_CHAR_GRAM_SIZES = (2, 3, 4)


class CharNGram(_WordVectors):
    """
    Character n-gram vectors: a token's vector is the mean of the vectors of its character 2-, 3- and 4-grams
    (keys ``<n>gram-<chars>``, with ``#BEGIN#`` and ``#END#`` marking the ends of the token) found in the file.
    The characters are the bytes of the token's UTF-8 encoding.

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> path = os.path.join(tempfile.mkdtemp(), "charNgram.txt")
        >>> with open(path, "w") as handle:
        ...     _ = handle.write("2gram-#BEGIN#o 1 0\\n2gram-on 0 1\\n3gram-on#END# 2 2\\n")
        >>> print(text.ToVectors(text.CharNGram.from_file(path))("on"))
        [1. 1.]
    """

    _kind = "CharNGram"

    @classmethod
    def from_file(cls, file_path, max_vectors=None):
        """
        Load character n-gram vectors from a text file.

        Args:
            file_path (str): Path of the file.
            max_vectors (int, optional): Read at most this many vectors. Default: ``None``, read them all.

        Returns:
            CharNGram, the loaded vectors.

        Raises:
            TypeError: If `file_path` is not a str or `max_vectors` not an int.
            ValueError: If `max_vectors` is negative.
            RuntimeError: If the file is missing, empty, or malformed.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> path = os.path.join(tempfile.mkdtemp(), "grams.txt")
            >>> with open(path, "w") as handle:
            ...     _ = handle.write("2gram-#BEGIN#x 4 2\\n2gram-x#END# 2 0\\n")
            >>> print(text.ToVectors(text.CharNGram.from_file(path))(["x", "y"]))
            [[3. 1.]
             [0. 0.]]
        """
        return cls._load(file_path, max_vectors)

    def _lookup(self, token, unk_init, lower_case_backup):
        default = self._default(unk_init)
        word = token.lower() if lower_case_backup else token
        chars = [b"#BEGIN#"] + [word[i:i + 1] for i in range(len(word))] + [b"#END#"]
        total = np.zeros(self._dim, np.float32)
        found = 0
        for size in _CHAR_GRAM_SIZES:
            for pos in range(len(chars) - size + 1):
                row = self._table.get(b"%dgram-" % size + b"".join(chars[pos:pos + size]), default)
                if not np.array_equal(row, default):
                    total = total + row
                    found += 1
        return total / np.float32(found) if found else default


def _sentencepiece():
    """The ``sentencepiece`` package, imported when a SentencePiece feature is first used."""
    try:
        import sentencepiece  # pylint: disable=import-outside-toplevel
    except ImportError as exc:
        raise ImportError("SentencePieceVocab and SentencePieceTokenizer need the 'sentencepiece' package: "
                          "pip install sentencepiece") from exc
    return sentencepiece


_SPM_MODEL_NAMES = {SentencePieceModel.UNIGRAM: "UNIGRAM", SentencePieceModel.BPE: "BPE",
                    SentencePieceModel.CHAR: "CHAR", SentencePieceModel.WORD: "WORD"}
_SPM_FIXED_KEYS = ("input", "vocab_size", "model_prefix", "character_coverage", "model_type")


def _spm_message(exc):
    """The sentencepiece library's error text as MindSpore's bundled version words it (no status prefix)."""
    message = str(exc)
    for prefix in ("NOT_FOUND: ", "INTERNAL: ", "INVALID_ARGUMENT: ", "OUT_OF_RANGE: ", "UNKNOWN: "):
        if message.startswith(prefix):
            message = message[len(prefix):]
    if message.endswith("No such file or directory"):
        message += " Error #2"
    return message


def _check_spm_params(params, caller):
    """MindSpore hands `params` to C++ as a str-to-str map: other keys or values are a TypeError."""
    if any(not isinstance(k, str) or not isinstance(v, str) for k, v in params.items()):
        raise TypeError(f"{caller}(): incompatible function arguments: params must map str to str, got {params}")


def _train_spm(vocab_size, character_coverage, model_type, params, **source):
    """Train a SentencePiece model with MindSpore's fixed options; returns the serialized model."""
    options = {"vocab_size": str(vocab_size), "character_coverage": f"{character_coverage:f}",
               "model_type": _SPM_MODEL_NAMES[model_type]}
    options.update({key: value for key, value in params.items() if key not in _SPM_FIXED_KEYS})
    options.update(model_prefix="", minloglevel="1")
    writer = _ModelBytes()
    _sentencepiece().SentencePieceTrainer.train(model_writer=writer, **source, **options)
    return writer.data


class _ModelBytes:
    """Receives the serialized model from the sentencepiece trainer."""

    def __init__(self):
        self.data = b""

    def write(self, data):
        self.data += data


def _check_spm_common(vocab_size, character_coverage, model_type, params):
    """Type checks of the training arguments; a None argument is left to the trainer."""
    rules = ((vocab_size, (int,), "vocab_size"), (character_coverage, (float,), "character_coverage"),
             (model_type, (str, SentencePieceModel), "model_type"), (params, (dict,), "params"))
    for value, kinds, name in rules:
        if value is None:
            continue
        type_check(value, kinds, name)
        if name == "vocab_size":
            check_value(value, (0, (1 << 32) - 1), name)


class SentencePieceVocab:
    """
    A trained SentencePiece model (the sub-word segmentation of the ``sentencepiece`` library), used by
    :class:`mindspore.dataset.text.SentencePieceTokenizer`. Train one with :meth:`from_file` or
    :meth:`from_dataset` and write it to a model file with :meth:`save_model`.

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> folder = tempfile.mkdtemp()
        >>> corpus = os.path.join(folder, "corpus.txt")
        >>> with open(corpus, "w") as handle:
        ...     _ = handle.write("low lower lowest\\nnew newer newest\\n" * 4)
        >>> vocab = text.SentencePieceVocab.from_file([corpus], 20, 1.0, text.SentencePieceModel.CHAR, {})
        >>> print(text.SentencePieceTokenizer(vocab, text.SPieceTokenizerOutType.STRING)("slow"))
        ['▁' 's' 'l' 'o' 'w']
    """

    def __init__(self):
        self.c_sentence_piece_vocab = None

    @classmethod
    def from_dataset(cls, dataset, col_names, vocab_size, character_coverage, model_type, params):
        """
        Train a SentencePiece model on the sentences of a dataset column (the first of `col_names`; column
        ``'text'`` when the list is empty), one scalar string per row.

        Args:
            dataset (Dataset): The dataset.
            col_names (list[str]): Column names; only the first is read.
            vocab_size (int): Number of pieces of the model.
            character_coverage (float): Fraction of the characters the model covers (``1.0`` for small
                alphabets, ``0.9995`` for Chinese or Japanese).
            model_type (SentencePieceModel): The training algorithm.
            params (dict): Further ``sentencepiece`` trainer options as ``{name: value}`` strings.

        Returns:
            SentencePieceVocab, the trained model.

        Raises:
            TypeError: If an argument has the wrong type, or `vocab_size` is None.
            ValueError: If `vocab_size` is out of range.
            RuntimeError: If the column is missing or the training fails.

        Examples:
            >>> import mindspore.dataset as ds
            >>> import mindspore.dataset.text as text
            >>> data = ds.NumpySlicesDataset({"text": ["ab abc", "abcd bcd", "cd ab"] * 3}, shuffle=False)
            >>> vocab = text.SentencePieceVocab.from_dataset(data, ["text"], 10, 1.0, text.SentencePieceModel.BPE, {})
            >>> print(text.SentencePieceTokenizer(vocab, text.SPieceTokenizerOutType.INT)("abcd"))
            [4 8 9]
        """
        if col_names is not None:
            type_check(col_names, (list, tuple), "col_names")
            for i, name in enumerate(col_names):
                type_check(name, (str,), f"col_names[{i}]")
        if vocab_size is None:
            raise TypeError("vocab_size must be provided.")
        _check_spm_common(vocab_size, character_coverage, model_type, params)
        if not isinstance(model_type, SentencePieceModel):
            raise TypeError(f"Argument model_type with value {model_type} is not of type SentencePieceModel, "
                            f"but got {type(model_type)}.")
        _check_spm_params(params or {}, "BuildSentenceVocabNode")
        column = col_names[0] if col_names else "text"
        if column not in dataset.get_col_names():
            raise RuntimeError(f"Invalid column, column name: {column} does not exist, check existed column with "
                               f"dataset API 'get_col_names'")

        def sentences():
            for row in dataset.create_dict_iterator(num_epochs=1, output_numpy=True):
                value = row[column]
                if value.dtype.kind not in "SU" or value.ndim > 1:
                    raise _pipeline_error(f"Invalid data, build_sentence_piece_vocab only works on string data "
                                          f"with rank equal to 1, got type: {value.dtype}and rank: {value.ndim}")
                item = value.reshape(-1)[0] if value.size else ""
                yield item.decode("utf8") if isinstance(item, bytes) else str(item)

        try:
            proto = _train_spm(vocab_size, character_coverage, model_type, params or {},
                               sentence_iterator=sentences())
        except RuntimeError as exc:
            if "Dataset Pipeline" in str(exc):
                raise
            raise _pipeline_error(_spm_message(exc)) from exc
        vocab = cls()
        vocab.c_sentence_piece_vocab = proto
        return vocab

    @classmethod
    def from_file(cls, file_path, vocab_size, character_coverage, model_type, params):
        """
        Train a SentencePiece model on text files (one sentence per line).

        Args:
            file_path (list[str]): The files.
            vocab_size (int): Number of pieces of the model.
            character_coverage (float): Fraction of the characters the model covers (``1.0`` for small
                alphabets, ``0.9995`` for Chinese or Japanese).
            model_type (SentencePieceModel): The training algorithm.
            params (dict): Further ``sentencepiece`` trainer options as ``{name: value}`` strings.

        Returns:
            SentencePieceVocab, the trained model.

        Raises:
            TypeError: If an argument has the wrong type.
            ValueError: If `vocab_size` is out of range.
            RuntimeError: If a file cannot be read or the training fails.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> corpus = os.path.join(tempfile.mkdtemp(), "lines.txt")
            >>> with open(corpus, "w") as handle:
            ...     _ = handle.write("red green blue\\nred blue\\n" * 5)
            >>> vocab = text.SentencePieceVocab.from_file([corpus], 6, 1.0, text.SentencePieceModel.WORD, {})
            >>> print(text.SentencePieceTokenizer(vocab, text.SPieceTokenizerOutType.STRING)("blue red"))
            ['▁blue' '▁red']
        """
        if file_path is not None:
            type_check(file_path, (list,), "file_path")
        _check_spm_common(vocab_size, character_coverage, model_type, params)
        if not isinstance(model_type, SentencePieceModel):
            raise TypeError(f"from_file(): incompatible function arguments: model_type {model_type!r} is not a "
                            f"SentencePieceModel")
        _check_spm_params(params or {}, "from_file")
        try:
            proto = _train_spm(vocab_size, character_coverage, model_type, params or {},
                               input=",".join(file_path))
        except RuntimeError as exc:
            raise _pipeline_error("SentencePieceVocab: " + _spm_message(exc)) from exc
        vocab = cls()
        vocab.c_sentence_piece_vocab = proto
        return vocab

    @classmethod
    def save_model(cls, vocab, path, filename):
        """
        Write the trained model to the file `filename` in the folder `path` (readable by
        :class:`mindspore.dataset.text.SentencePieceTokenizer` and the ``sentencepiece`` library).

        Args:
            vocab (SentencePieceVocab): The trained model.
            path (str): An existing folder.
            filename (str): Name of the model file.

        Raises:
            TypeError: If an argument has the wrong type.
            RuntimeError: If `path` does not exist.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> folder = tempfile.mkdtemp()
            >>> corpus = os.path.join(folder, "corpus.txt")
            >>> with open(corpus, "w") as handle:
            ...     _ = handle.write("one two three\\ntwo three four\\n" * 3)
            >>> vocab = text.SentencePieceVocab.from_file([corpus], 16, 1.0, text.SentencePieceModel.CHAR, {})
            >>> text.SentencePieceVocab.save_model(vocab, folder, "numbers.model")
            >>> tokenizer = text.SentencePieceTokenizer(os.path.join(folder, "numbers.model"),
            ...                                         text.SPieceTokenizerOutType.STRING)
            >>> print(tokenizer("tone"))
            ['▁' 't' 'o' 'n' 'e']
        """
        if vocab is not None:
            type_check(vocab, (SentencePieceVocab,), "vocab")
        if path is not None:
            type_check(path, (str,), "path")
        if filename is not None:
            type_check(filename, (str,), "filename")
        if not os.path.exists(path):
            raise _pipeline_error(f"Get real path failed, path={path}")
        target = os.path.join(os.path.realpath(path), filename)
        with open(target, "wb") as handle:
            handle.write(vocab.c_sentence_piece_vocab or b"")
        os.chmod(target, 0o600)

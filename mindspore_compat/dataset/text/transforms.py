"""
Text transforms (``mindspore.dataset.text.transforms``): tokenizers, vocabulary lookup, n-grams, truncation and
normalization of numpy string tensors.

Offsets returned by the tokenizers (``with_offsets=True``) are byte positions in the UTF-8 encoding of the input,
as in MindSpore; the offset arrays are uint32.
"""
import json
import math
import os
import re
import unicodedata

import numpy as np

from ...common import dtype as mstype
from ..core.validator_helpers import type_check
from ..engine.datasets import _pipeline_error
from ..transforms.transforms import TensorOperation, PyTensorOperation, _ms_to_np
from .utils import Vocab, NormalizeForm, JiebaMode, SentencePieceVocab, SPieceTokenizerOutType, _WordVectors, \
    _sentencepiece

__all__ = [
    "Lookup", "Ngram", "ToNumber", "TruncateSequencePair", "Truncate", "AddToken", "SlidingWindow",
    "PythonTokenizer", "WhitespaceTokenizer", "UnicodeCharTokenizer", "RegexTokenizer", "RegexReplace", "CaseFold",
    "NormalizeUTF8", "BasicTokenizer", "WordpieceTokenizer", "BertTokenizer", "TextTensorOperation", "ToVectors",
    "FilterWikipediaXML", "SentencePieceTokenizer",
    "UnicodeScriptTokenizer", "JiebaTokenizer",
]

_INT32_MAX = (1 << 31) - 1
_UINT32_MAX = (1 << 32) - 1


class TextTensorOperation(TensorOperation):
    """Base class of the text transforms."""


def _strings(arr, op):
    if arr.dtype.kind == "S":
        return np.char.decode(arr, "utf8")
    if arr.dtype.kind != "U":
        raise _pipeline_error(f"{op}: the input should be string tensor, but got type {arr.dtype}.")
    return arr


def _as_str_array(tokens):
    """A 1-D string array of `tokens`; no token at all gives MindSpore's one empty string."""
    return np.array(tokens if tokens else [""], dtype=str)


def _tokens_out(pieces, with_offsets):
    """``(tokens, begins, ends)`` arrays from ``(token, begin_byte, end_byte)`` triples, or the tokens alone."""
    tokens = _as_str_array([p[0] for p in pieces])
    if not with_offsets:
        return tokens
    if not pieces:  # MindSpore's one empty token spans [0, 0)
        return tokens, np.zeros(1, np.uint32), np.zeros(1, np.uint32)
    return (tokens, np.array([p[1] for p in pieces], np.uint32), np.array([p[2] for p in pieces], np.uint32))


def _byte_offsets(text):
    """Byte offset of every character of `text` in UTF-8, plus the total length at the end."""
    offsets = [0]
    for ch in text:
        offsets.append(offsets[-1] + len(ch.encode("utf8")))
    return offsets


def _scalar_text(arr, op):
    arr = _strings(arr, op)
    if arr.ndim != 0:
        raise _pipeline_error(f"{op}: the input should be scalar string tensor, but got rank: {arr.ndim}")
    return str(arr)


_KIND_WORDS = {bool: "boolean", str: "string", int: "int"}


def _typed(*rules):
    """Each rule ``(value, type, label)``: a TypeError in MindSpore's wording for the first value of another type."""
    for value, kind, label in rules:
        if not isinstance(value, kind):
            word = _KIND_WORDS.get(kind, "text.Vocab object")
            raise TypeError(f"Wrong input type for {label}, should be {word}.")


def _check_with_offsets(with_offsets):
    _typed((with_offsets, bool, "with_offsets"))


def _split_on(text, pattern, keep_pattern):
    """Pieces of `text` between the matches of `pattern`; matches of `keep_pattern` stay as pieces."""
    offsets = _byte_offsets(text)
    pieces = []
    start = 0
    regex = re.compile(pattern)
    keep = re.compile(keep_pattern) if keep_pattern else None
    for match in regex.finditer(text):
        if match.start() == match.end():
            continue
        if match.start() > start:
            pieces.append((text[start:match.start()], offsets[start], offsets[match.start()]))
        if keep is not None and keep.fullmatch(match.group()):
            pieces.append((match.group(), offsets[match.start()], offsets[match.end()]))
        start = match.end()
    if start < len(text):
        pieces.append((text[start:], offsets[start], offsets[len(text)]))
    return pieces


class WhitespaceTokenizer(TextTensorOperation):
    """
    Split a string on white space (spaces, tabs, new lines and the other Unicode white space characters).

    Args:
        with_offsets (bool, optional): Whether to also return the start and end byte offsets of each token.
            Default: ``False``.

    Raises:
        TypeError: If `with_offsets` is not a bool.
        RuntimeError: If the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.WhitespaceTokenizer()("red  green\\tblue"))
        ['red' 'green' 'blue']
        >>> print(text.WhitespaceTokenizer(with_offsets=True)("ab cd"))
        (array(['ab', 'cd'], dtype='<U2'), array([0, 3], dtype=uint32), array([2, 5], dtype=uint32))
    """

    def __init__(self, with_offsets=False):
        super().__init__()
        _check_with_offsets(with_offsets)
        self.with_offsets = with_offsets

    def _execute(self, *arrays):
        text = _scalar_text(arrays[0], "WhitespaceTokenizer")
        return _tokens_out(_split_on(text, r"\s+", ""), self.with_offsets)


class UnicodeCharTokenizer(TextTensorOperation):
    """
    Split a string into its Unicode characters.

    Args:
        with_offsets (bool, optional): Whether to also return the start and end byte offsets of each character.
            Default: ``False``.

    Raises:
        TypeError: If `with_offsets` is not a bool.
        RuntimeError: If the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.UnicodeCharTokenizer()("hé!"))
        ['h' 'é' '!']
    """

    def __init__(self, with_offsets=False):
        super().__init__()
        _check_with_offsets(with_offsets)
        self.with_offsets = with_offsets

    def _execute(self, *arrays):
        text = _scalar_text(arrays[0], "UnicodeCharTokenizer")
        offsets = _byte_offsets(text)
        return _tokens_out([(ch, offsets[i], offsets[i + 1]) for i, ch in enumerate(text)], self.with_offsets)


class RegexTokenizer(TextTensorOperation):
    """
    Split a string at the matches of a regular expression; the matches that also match `keep_delim_pattern` are
    kept as tokens.

    Args:
        delim_pattern (str): The delimiter pattern.
        keep_delim_pattern (str, optional): Pattern of the delimiters kept as tokens; ``''`` keeps none.
            Default: ``''``.
        with_offsets (bool, optional): Whether to also return byte offsets. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `delim_pattern` is None.
        RuntimeError: If the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.RegexTokenizer(r"[,;]", r";")("a,b;c"))
        ['a' 'b' ';' 'c']
    """

    def __init__(self, delim_pattern, keep_delim_pattern='', with_offsets=False):
        super().__init__()
        if delim_pattern is None:
            raise ValueError("delim_pattern is not provided.")
        _typed((delim_pattern, str, "delim_pattern"), (keep_delim_pattern, str, "keep_delim_pattern"),
               (with_offsets, bool, "with_offsets"))
        self.delim_pattern, self.keep_delim_pattern, self.with_offsets = delim_pattern, keep_delim_pattern, \
            with_offsets

    def _execute(self, *arrays):
        text = _scalar_text(arrays[0], "RegexTokenizer")
        return _tokens_out(_split_on(text, self.delim_pattern, self.keep_delim_pattern), self.with_offsets)


def _icu_replacement(replace):
    """An ICU replacement string (``$1`` groups, ``\\$`` literal) in Python's ``re.sub`` syntax."""
    out = []
    i = 0
    while i < len(replace):
        ch = replace[i]
        if ch == "\\" and i + 1 < len(replace):
            out.append("\\\\" if replace[i + 1] == "\\" else replace[i + 1])
            i += 2
            continue
        if ch == "$" and i + 1 < len(replace) and replace[i + 1].isdigit():
            j = i + 1
            while j < len(replace) and replace[j].isdigit():
                j += 1
            out.append(f"\\g<{replace[i + 1:j]}>")
            i = j
            continue
        out.append("\\\\" if ch == "\\" else ch)
        i += 1
    return "".join(out)


def _map_strings(arr, op, func):
    arr = _strings(arr, op)
    out = np.array([func(str(s)) for s in arr.reshape(-1)], dtype=str).reshape(arr.shape)
    return out if arr.ndim else np.array(func(str(arr)))


class RegexReplace(TextTensorOperation):
    """
    Replace the matches of a regular expression in every string of a tensor.

    Args:
        pattern (str): The pattern.
        replace (str): The replacement (``$1`` refers to a group).
        replace_all (bool, optional): Replace every match, or only the first. Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If the input is not a string tensor (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.RegexReplace(r"\\d+", "#")("route 66 and 101"))
        route # and #
    """

    def __init__(self, pattern, replace, replace_all=True):
        super().__init__()
        type_check(pattern, (str,), "pattern")
        type_check(replace, (str,), "replace")
        type_check(replace_all, (bool,), "replace_all")
        self.pattern = pattern
        self.replace = replace
        self.replace_all = replace_all

    def _execute(self, *arrays):
        regex = re.compile(self.pattern)
        replacement = _icu_replacement(self.replace)
        count = 0 if self.replace_all else 1
        return _map_strings(arrays[0], "RegexReplace", lambda s: regex.sub(replacement, s, count=count))


class CaseFold(TextTensorOperation):
    """
    Apply Unicode NFKC case folding to every string (lower case, ``ß`` becomes ``ss``, compatibility characters
    are replaced by their plain forms).

    Raises:
        RuntimeError: If the input is not a string tensor (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.CaseFold()("Straße ABC"))
        strasse abc
    """

    def _execute(self, *arrays):
        return _map_strings(arrays[0], "CaseFold", _fold)


def _fold(text):
    """ICU's NFKC case folding: compatibility forms composed, cases folded (``Ǆ`` becomes ``dž``)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


_FORM_NAMES = {NormalizeForm.NFC: "NFC", NormalizeForm.NFKC: "NFKC", NormalizeForm.NFD: "NFD",
               NormalizeForm.NFKD: "NFKD"}


class NormalizeUTF8(TextTensorOperation):
    """
    Apply a Unicode normalization form to every string.

    Args:
        normalize_form (NormalizeForm, optional): The form; ``NormalizeForm.NONE`` leaves the strings unchanged.
            Default: ``NormalizeForm.NFKC``.

    Raises:
        TypeError: If `normalize_form` is not a :class:`NormalizeForm`.
        RuntimeError: If the input is not a string tensor (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.NormalizeUTF8()("ｆｕｌｌ①"))
        full1
    """

    def __init__(self, normalize_form=NormalizeForm.NFKC):
        super().__init__()
        if not isinstance(normalize_form, NormalizeForm):
            raise TypeError("Wrong input type for normalization_form, should be enum of 'NormalizeForm'.")
        self.normalize_form = normalize_form

    def _execute(self, *arrays):
        form = _FORM_NAMES.get(self.normalize_form)
        return _map_strings(arrays[0], "NormalizeUTF8",
                            (lambda s: s) if form is None else (lambda s: unicodedata.normalize(form, s)))


class Lookup(TextTensorOperation):
    """
    Replace every token by its id in a vocabulary.

    Args:
        vocab (Vocab): The vocabulary.
        unknown_token (str, optional): Token whose id replaces the tokens missing from the vocabulary; ``None``
            makes a missing token an error. Default: ``None``.
        data_type (mindspore.dtype, optional): Type of the ids. Default: ``mstype.int32``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If a token is missing and there is no `unknown_token`, or `unknown_token` itself is missing
            (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> vocab = text.Vocab.from_list(["<unk>", "sky", "sea"])
        >>> print(text.Lookup(vocab, "<unk>")(["sea", "land", "sky"]))
        [2 0 1]
    """

    def __init__(self, vocab, unknown_token=None, data_type=mstype.int32):
        super().__init__()
        if unknown_token is not None:
            type_check(unknown_token, (str,), "unknown_token")
        if not isinstance(vocab, Vocab):
            raise TypeError(f"Argument vocab is not an instance of text.Vocab. with value {vocab} is not of type "
                            f"[<class 'mindspore.dataset.text.utils.Vocab'>], but got {type(vocab)}.")
        type_check(data_type, (mstype.Type,), "data_type")
        self.vocab = vocab
        self.unknown_token = unknown_token
        self.data_type = data_type

    def _execute(self, *arrays):
        arr = _strings(arrays[0], "Lookup")
        table = self.vocab.vocab()
        unknown = None
        if self.unknown_token is not None:
            if self.unknown_token not in table:
                raise _pipeline_error(f"Lookup: {self.unknown_token} doesn't exist in vocab.")
            unknown = table[self.unknown_token]
        ids = []
        for token in arr.reshape(-1).tolist():
            if token in table:
                ids.append(table[token])
            elif unknown is not None:
                ids.append(unknown)
            else:
                raise _pipeline_error(f"Lookup: invalid data, token: \"{token}\" doesn't exist in vocab and no "
                                      f"unknown token is specified.")
        return np.array(ids, np.int64).reshape(arr.shape).astype(_ms_to_np(self.data_type))


class Ngram(TextTensorOperation):
    """
    The n-grams of a 1-D string tensor: for each ``n`` of `n`, every run of ``n`` consecutive tokens joined by
    `separator`, after padding each end with up to ``n - 1`` pad tokens.

    Args:
        n (Union[int, list[int]]): The n-gram sizes, positive.
        left_pad (tuple[str, int], optional): ``(token, width)`` of the left padding. Default: ``('', 0)``.
        right_pad (tuple[str, int], optional): ``(token, width)`` of the right padding. Default: ``('', 0)``.
        separator (str, optional): Joins the tokens of an n-gram. Default: ``' '``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `n` is empty or not positive, or a pad is malformed.
        RuntimeError: If the input is not a 1-D string tensor (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.Ngram(2, ("<s>", 1), ("</s>", 1), "_")(["to", "be"]))
        ['<s>_to' 'to_be' 'be_</s>']
    """

    def __init__(self, n, left_pad=("", 0), right_pad=("", 0), separator=" "):
        super().__init__()
        grams = [n] if isinstance(n, int) else n
        if not (isinstance(grams, list) and grams != []):
            raise ValueError("n needs to be a non-empty list of positive integers.")
        for i, gram in enumerate(grams):
            type_check(gram, (int,), f"gram[{i}]")
            if gram <= 0:
                raise ValueError(f"Input gram_{i} must be greater than 0.")
        for pad, side in ((left_pad, "left_pad"), (right_pad, "right_pad")):
            if not (isinstance(pad, tuple) and len(pad) == 2 and isinstance(pad[0], str) and
                    isinstance(pad[1], int)):
                raise ValueError(f"{side} needs to be a tuple of (str, int) str is pad token and int is pad_width.")
        if left_pad[1] < 0 or right_pad[1] < 0:
            raise ValueError("padding width need to be positive numbers.")
        type_check(separator, (str,), "separator")
        self.ngrams = grams
        self.left_pad_token, self.left_pad_width = left_pad
        self.right_pad_token, self.right_pad_width = right_pad
        self.separator = separator

    def _execute(self, *arrays):
        arr = _strings(arrays[0], "Ngram")
        if arr.ndim != 1:
            raise _pipeline_error(f"Ngram: input is not a 1D data with string datatype, got rank: {arr.ndim}")
        tokens = arr.tolist()
        out = []
        for n in self.ngrams:
            padded = [self.left_pad_token] * min(self.left_pad_width, n - 1) + tokens + \
                [self.right_pad_token] * min(self.right_pad_width, n - 1)
            out.extend(self.separator.join(padded[i:i + n]) for i in range(len(padded) - n + 1))
        return _as_str_array(out)


class ToNumber(TextTensorOperation):
    """
    Parse every string of a tensor as a number of the given type.

    Args:
        data_type (mindspore.dtype): A numeric type.

    Raises:
        TypeError: If `data_type` is not a numeric MindSpore type.
        RuntimeError: If a string is not a number or does not fit the type (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> import mindspore.dataset.text as text
        >>> print(text.ToNumber(mindspore.float32)(["2.5", "-1e2"]))
        [   2.5 -100. ]
    """

    def __init__(self, data_type):
        super().__init__()
        type_check(data_type, (mstype.Type,), "data_type")
        if data_type not in mstype.number_type:
            raise TypeError(f"data_type: {data_type} is not numeric data type.")
        self.data_type = data_type

    def _execute(self, *arrays):
        arr = _strings(arrays[0], "ToNumber")
        dtype = _ms_to_np(self.data_type)
        values = []
        for text in arr.reshape(-1).tolist():
            try:
                number = int(text) if dtype.kind in "iu" else float(text)
            except ValueError as exc:
                raise _pipeline_error(f"ToNumber: string input {text} is not a valid number or out of range of "
                                      f"the target type.") from exc
            if dtype.kind in "iu" and not np.iinfo(dtype).min <= number <= np.iinfo(dtype).max:
                raise _pipeline_error(f"ToNumber: string input {text} will be out of bounds if cast to "
                                      f"{dtype.name}. The valid range is: [{np.iinfo(dtype).min}, "
                                      f"{np.iinfo(dtype).max}].")
            values.append(number)
        return np.array(values, dtype).reshape(arr.shape)


class TruncateSequencePair(TextTensorOperation):
    """
    Shorten two 1-D tensors until their total length is at most `max_length`, removing one element at a time from
    the end of the longer one (the second one when they are equally long).

    Args:
        max_length (int): The largest total length.

    Raises:
        TypeError: If `max_length` is not an int.
        ValueError: If `max_length` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.text as text
        >>> first, second = text.TruncateSequencePair(4)(np.array([1, 2, 3]), np.array([7, 8, 9]))
        >>> print(first, second)
        [1 2] [7 8]
    """

    def __init__(self, max_length):
        super().__init__()
        _check_int32(max_length, "max_length", 0)
        self.max_length = max_length

    def _execute(self, *arrays):
        if len(arrays) != 2:
            raise _pipeline_error(f"TruncateSequencePair: Expected two inputs, but got: {len(arrays)}")
        first, second = arrays
        a, b = first.shape[0] if first.ndim else 1, second.shape[0] if second.ndim else 1
        while a + b > self.max_length:
            if a > b:
                a -= 1
            else:
                b -= 1
        return first[:a].copy(), second[:b].copy()


def _check_int32(value, name, low):
    type_check(value, (int,), name)
    if not low <= value <= _INT32_MAX:
        raise ValueError(f"Input {name} is not within the required interval of [{low}, {_INT32_MAX}].")


class Truncate(TextTensorOperation):
    """
    Keep the first `max_seq_len` elements of a 1-D tensor (of each row of a 2-D one).

    Args:
        max_seq_len (int): The length kept, positive.

    Raises:
        TypeError: If `max_seq_len` is not an int.
        ValueError: If `max_seq_len` is out of range.
        RuntimeError: If the input is not 1-D or 2-D (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.Truncate(2)(["a", "b", "c"]))
        ['a' 'b']
    """

    def __init__(self, max_seq_len):
        super().__init__()
        _check_int32(max_seq_len, "max_seq_len", 1)
        self.max_seq_len = max_seq_len

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.ndim not in (1, 2):
            raise _pipeline_error(f"Truncate: the input tensor should be of dimension 1 or 2, but got: {arr.ndim}.")
        return arr[..., :self.max_seq_len].copy()


class AddToken(TextTensorOperation):
    """
    Add a token at the beginning or the end of a 1-D string tensor.

    Args:
        token (str): The token.
        begin (bool, optional): Add it at the beginning; otherwise at the end. Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If the input is not a 1-D string tensor (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.AddToken("[CLS]")(["hi", "there"]))
        ['[CLS]' 'hi' 'there']
    """

    def __init__(self, token, begin=True):
        super().__init__()
        type_check(token, (str,), "token")
        type_check(begin, (bool,), "begin")
        self.token = token
        self.begin = begin

    def _execute(self, *arrays):
        arr = _strings(arrays[0], "AddToken")
        if arr.ndim != 1:
            raise _pipeline_error(f"AddToken: input tensor rank should be 1, but got: {arr.ndim}.")
        tokens = arr.tolist()
        return _as_str_array([self.token] + tokens if self.begin else tokens + [self.token])


class SlidingWindow(TextTensorOperation):
    """
    The windows of `width` consecutive elements of a 1-D tensor, one per row.

    Args:
        width (int): Window width, positive.
        axis (int, optional): The axis (only 1-D inputs are supported). Default: ``0``.

    Raises:
        TypeError: If an argument is not an int.
        ValueError: If `width` is not positive.
        RuntimeError: If the input is not 1-D (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.text as text
        >>> print(text.SlidingWindow(3)(np.array([1, 2, 3, 4])))
        [[1 2 3]
         [2 3 4]]
    """

    def __init__(self, width, axis=0):
        super().__init__()
        _check_int32(width, "width", 1)
        type_check(axis, (int,), "axis")
        self.width = width
        self.axis = axis

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.ndim != 1:
            raise _pipeline_error(f"SlidingWindow: SlidingWindow supports 1D input only for now, but got "
                                  f"{arr.ndim}D.")
        count = arr.shape[0] - self.width + 1
        if count <= 0:
            return np.array([], arr.dtype)
        return np.stack([arr[i:i + self.width] for i in range(count)])


class PythonTokenizer(PyTensorOperation):
    """
    Tokenize a string with a Python function that returns a list of tokens.

    Args:
        tokenizer (Callable[[str], list[str]]): The function.

    Raises:
        TypeError: If `tokenizer` is not callable, or the input is not a numpy array (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.text as text
        >>> print(text.PythonTokenizer(lambda s: s.split("/"))(np.array("usr/local/bin")))
        ['usr' 'local' 'bin']
    """

    def __init__(self, tokenizer):
        super().__init__()
        if not callable(tokenizer):
            raise TypeError("tokenizer is not a callable Python function.")
        self.pyfunc = tokenizer
        self.random = False

    def to_json(self):
        """
        The tokenizer as JSON, as a serialized pipeline records it: the name of the user function and the module
        of the tokenizer class.

        Returns:
            str, the JSON text.

        Examples:
            >>> import mindspore.dataset.text as text
            >>> def split_words(line):
            ...     return line.split()
            >>> print(text.PythonTokenizer(split_words).to_json())
            {"tensor_op_name": "split_words", "python_module": "mindspore.dataset.text.transforms"}
        """
        module = type(self).__module__
        if module.split(".")[0] == "mindspore_compat":
            module = "mindspore" + module[len("mindspore_compat"):]
        return json.dumps({"tensor_op_name": self.pyfunc.__name__, "python_module": module})

    def tokenizer(self, text_array):
        """Apply the user function to every string of `text_array`; returns the token arrays, stacked."""
        return np.vectorize(lambda one: np.array(self.pyfunc(one), dtype=str), signature="()->(n)")(text_array)

    def __call__(self, in_array):
        if not isinstance(in_array, np.ndarray):
            raise TypeError(f"input should be a NumPy array. Got {type(in_array)}.")
        strings = np.char.decode(in_array, "utf8") if in_array.dtype.kind == "S" else in_array
        try:
            return self.tokenizer(strings)
        except Exception as exc:  # the user's function failed: report it by name
            raise RuntimeError(f"Error occurred in Pyfunc [{self.pyfunc.__name__}], error message: {exc}") from exc


def _is_punctuation(ch):
    code = ord(ch)
    if 33 <= code <= 47 or 58 <= code <= 64 or 91 <= code <= 96 or 123 <= code <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(ch):
    code = ord(ch)
    return (0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0x20000 <= code <= 0x2A6DF or
            0x2A700 <= code <= 0x2B73F or 0x2B740 <= code <= 0x2B81F or 0x2B820 <= code <= 0x2CEAF or
            0xF900 <= code <= 0xFAFF or 0x2F800 <= code <= 0x2FA1F)


_UNUSED = re.compile(r"\[CLS\]|\[SEP\]|\[UNK\]|\[PAD\]|\[MASK\]|\[unused\d+\]")


def _basic_pieces(text, lower_case, keep_whitespace, normalization_form, preserve_unused_token):
    """BERT's basic tokenization of `text` as ``(token, begin_byte, end_byte)`` triples."""
    if lower_case:
        text = unicodedata.normalize("NFD", _fold(text))
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Mn")
    elif normalization_form in _FORM_NAMES:
        text = unicodedata.normalize(_FORM_NAMES[normalization_form], text)
    text = "".join(" " if ch in "\t\n\r" or unicodedata.category(ch) == "Zs" else ch for ch in text
                   if not (ord(ch) == 0 or ord(ch) == 0xFFFD or
                           (unicodedata.category(ch) in ("Cc", "Cf") and ch not in "\t\n\r")))
    offsets = _byte_offsets(text)
    keep = [(m.start(), m.end()) for m in _UNUSED.finditer(text)] if preserve_unused_token else []
    pieces = []
    word_start = None

    def close(end):
        if word_start is not None and end > word_start:
            pieces.append((text[word_start:end], offsets[word_start], offsets[end]))

    i = 0
    while i < len(text):
        span = next((k for k in keep if k[0] == i), None)
        if span is not None:
            close(i)
            word_start = None
            pieces.append((text[span[0]:span[1]], offsets[span[0]], offsets[span[1]]))
            i = span[1]
            continue
        ch = text[i]
        if ch.isspace():
            close(i)
            word_start = None
            if keep_whitespace:
                pieces.append((ch, offsets[i], offsets[i + 1]))
        elif _is_punctuation(ch) or _is_cjk(ch):
            close(i)
            word_start = None
            pieces.append((ch, offsets[i], offsets[i + 1]))
        elif word_start is None:
            word_start = i
        i += 1
    close(len(text))
    return pieces


def _check_basic(lower_case, keep_whitespace, normalization_form, preserve_unused_token, with_offsets):
    _typed((lower_case, bool, "lower_case"), (keep_whitespace, bool, "keep_whitespace"),
           (preserve_unused_token, bool, "preserve_unused_token"), (with_offsets, bool, "with_offsets"))
    if not isinstance(normalization_form, NormalizeForm):
        raise TypeError("Wrong input type for normalization_form, should be enum of 'NormalizeForm'.")


class BasicTokenizer(TextTensorOperation):
    """
    BERT's basic tokenization: split on white space and punctuation, and around every CJK character, optionally
    lower-casing (and stripping accents) first.

    Args:
        lower_case (bool, optional): Case-fold, decompose (NFD) and drop the accents first. Default: ``False``.
        keep_whitespace (bool, optional): Keep white space characters as tokens. Default: ``False``.
        normalization_form (NormalizeForm, optional): Normalization applied when `lower_case` is ``False``.
            Default: ``NormalizeForm.NONE``.
        preserve_unused_token (bool, optional): Keep ``[CLS]``, ``[SEP]``, ``[UNK]``, ``[PAD]``, ``[MASK]`` and
            ``[unused<n>]`` whole. Default: ``True``.
        with_offsets (bool, optional): Whether to also return byte offsets. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.BasicTokenizer(lower_case=True)("Héllo, 世界!"))
        ['hello' ',' '世' '界' '!']
    """

    def __init__(self, lower_case=False, keep_whitespace=False, normalization_form=NormalizeForm.NONE,
                 preserve_unused_token=True, with_offsets=False):
        super().__init__()
        _check_basic(lower_case, keep_whitespace, normalization_form, preserve_unused_token, with_offsets)
        self.lower_case = lower_case
        self.keep_whitespace = keep_whitespace
        self.normalization_form = normalization_form
        self.preserve_unused_token = preserve_unused_token
        self.with_offsets = with_offsets

    def _pieces(self, text):
        return _basic_pieces(text, self.lower_case, self.keep_whitespace, self.normalization_form,
                             self.preserve_unused_token)

    def _execute(self, *arrays):
        return _tokens_out(self._pieces(_scalar_text(arrays[0], "BasicTokenizer")), self.with_offsets)


def _check_wordpiece(vocab, suffix_indicator, max_bytes_per_token, unknown_token):
    if vocab is None:
        raise ValueError("vocab is not provided.")
    _typed((vocab, Vocab, "vocab"), (suffix_indicator, str, "suffix_indicator"), (unknown_token, str, "unknown_token"))
    type_check(max_bytes_per_token, (int,), "max_bytes_per_token")
    if not 0 <= max_bytes_per_token <= _UINT32_MAX:
        raise ValueError(f"Input max_bytes_per_token is not within the required interval of [0, {_UINT32_MAX}].")


def _wordpiece(word, begin, table, suffix, max_bytes, unknown):
    """Greedy longest-first sub-words of `word` (which starts at byte `begin`) as triples."""
    size = len(word.encode("utf8"))
    if size > max_bytes:
        return [(unknown or word, begin, begin + size)]
    offsets = _byte_offsets(word)
    pieces = []
    start = 0
    while start < len(word):
        end = len(word)
        found = None
        while end > start:
            piece = word[start:end] if start == 0 else suffix + word[start:end]
            if piece in table:
                found = piece
                break
            end -= 1
        if found is None:
            return [(unknown or word, begin, begin + size)] if unknown else [(word, begin, begin + size)]
        pieces.append((found, begin + offsets[start], begin + offsets[end]))
        start = end
    return pieces


class WordpieceTokenizer(TextTensorOperation):
    """
    Split each token of a 1-D string tensor into the longest sub-words found in a vocabulary (greedy, left to
    right; continuation pieces carry `suffix_indicator`). A token that cannot be split becomes `unknown_token`.

    Args:
        vocab (Vocab): The sub-word vocabulary.
        suffix_indicator (str, optional): Prefix of the continuation pieces. Default: ``'##'``.
        max_bytes_per_token (int, optional): Longer tokens (in UTF-8 bytes) become `unknown_token`.
            Default: ``100``.
        unknown_token (str, optional): Replacement of a token that cannot be split; ``''`` keeps the token.
            Default: ``'[UNK]'``.
        with_offsets (bool, optional): Whether to also return byte offsets within each token. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `vocab` is None or `max_bytes_per_token` is out of range.
        RuntimeError: If the input is not a string tensor (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> vocab = text.Vocab.from_list(["play", "##ing", "##ed", "[UNK]"])
        >>> print(text.WordpieceTokenizer(vocab)(["playing", "played", "xyz"]))
        ['play' '##ing' 'play' '##ed' '[UNK]']
    """

    def __init__(self, vocab, suffix_indicator='##', max_bytes_per_token=100, unknown_token='[UNK]',
                 with_offsets=False):
        super().__init__()
        _check_wordpiece(vocab, suffix_indicator, max_bytes_per_token, unknown_token)
        _check_with_offsets(with_offsets)
        self.vocab, self.suffix_indicator, self.unknown_token = vocab, suffix_indicator, unknown_token
        self.max_bytes_per_token, self.with_offsets = max_bytes_per_token, with_offsets

    def _pieces(self, words):
        table = self.vocab.vocab()
        out = []
        for word in words:
            out.extend(_wordpiece(word, 0, table, self.suffix_indicator, self.max_bytes_per_token,
                                  self.unknown_token))
        return out

    def _execute(self, *arrays):
        arr = _strings(arrays[0], "WordpieceTokenizer")
        return _tokens_out(self._pieces(arr.reshape(-1).tolist()), self.with_offsets)


class BertTokenizer(TextTensorOperation):
    """
    :class:`BasicTokenizer` followed by :class:`WordpieceTokenizer` on each of its tokens (offsets refer to the
    input string).

    Args:
        vocab (Vocab): The sub-word vocabulary.
        suffix_indicator (str, optional): Prefix of the continuation pieces. Default: ``'##'``.
        max_bytes_per_token (int, optional): Longer tokens become `unknown_token`. Default: ``100``.
        unknown_token (str, optional): Replacement of a token that cannot be split. Default: ``'[UNK]'``.
        lower_case (bool, optional): See :class:`BasicTokenizer`. Default: ``False``.
        keep_whitespace (bool, optional): See :class:`BasicTokenizer`. Default: ``False``.
        normalization_form (NormalizeForm, optional): See :class:`BasicTokenizer`. Default: ``NormalizeForm.NONE``.
        preserve_unused_token (bool, optional): See :class:`BasicTokenizer`. Default: ``True``.
        with_offsets (bool, optional): Whether to also return byte offsets. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `vocab` is None or `max_bytes_per_token` is out of range.
        RuntimeError: If the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> vocab = text.Vocab.from_list(["the", "cat", "##s", "[UNK]"])
        >>> print(text.BertTokenizer(vocab, lower_case=True)("The cats!"))
        ['the' 'cat' '##s' '[UNK]']
    """

    def __init__(self, vocab, suffix_indicator='##', max_bytes_per_token=100, unknown_token='[UNK]',
                 lower_case=False, keep_whitespace=False, normalization_form=NormalizeForm.NONE,
                 preserve_unused_token=True, with_offsets=False):
        super().__init__()
        if vocab is None:
            raise ValueError("vacab is not provided.")
        _check_wordpiece(vocab, suffix_indicator, max_bytes_per_token, unknown_token)
        _check_basic(lower_case, keep_whitespace, normalization_form, preserve_unused_token, with_offsets)
        self.vocab, self.suffix_indicator, self.unknown_token = vocab, suffix_indicator, unknown_token
        self.max_bytes_per_token, self.with_offsets = max_bytes_per_token, with_offsets
        self.lower_case, self.keep_whitespace = lower_case, keep_whitespace
        self.normalization_form, self.preserve_unused_token = normalization_form, preserve_unused_token

    def _execute(self, *arrays):
        text = _scalar_text(arrays[0], "BertTokenizer")
        table = self.vocab.vocab()
        out = []
        for word, begin, _ in _basic_pieces(text, self.lower_case, self.keep_whitespace, self.normalization_form,
                                            self.preserve_unused_token):
            if self.preserve_unused_token and _UNUSED.fullmatch(word):
                out.append((word, begin, begin + len(word.encode("utf8"))))
                continue
            out.extend(_wordpiece(word, begin, table, self.suffix_indicator, self.max_bytes_per_token,
                                  self.unknown_token))
        return _tokens_out(out, self.with_offsets)


class ToVectors(TextTensorOperation):
    """
    Replace every token of a string tensor by its pre-trained vector; the result has one row per token (a single
    token gives a 1-D vector), in float32.

    Args:
        vectors (Vectors): The vectors (:class:`Vectors`, :class:`GloVe`, :class:`FastText` or :class:`CharNGram`).
        unk_init (Sequence[float], optional): Vector of the tokens not found; it must be as long as the vectors.
            Default: ``None``, a zero vector.
        lower_case_backup (bool, optional): Look the tokens up in lower case (ASCII letters). Default: ``False``.

    Raises:
        TypeError: If `vectors` is not loaded vectors, `unk_init` not a sequence of numbers, or
            `lower_case_backup` not a bool.
        RuntimeError: If the input is not a string tensor, or `unk_init` has the wrong length (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> path = os.path.join(tempfile.mkdtemp(), "pets.txt")
        >>> with open(path, "w") as handle:
        ...     _ = handle.write("cat 1 2\\ndog 3 4\\n")
        >>> to_vectors = text.ToVectors(text.Vectors.from_file(path), unk_init=[-1, -1], lower_case_backup=True)
        >>> print(to_vectors(["Dog", "fish"]))
        [[ 3.  4.]
         [-1. -1.]]
    """

    def __init__(self, vectors, unk_init=None, lower_case_backup=False):
        super().__init__()
        if not isinstance(vectors, _WordVectors):
            raise TypeError(f"Argument vectors with value {vectors} is not of type "
                            f"[<class 'mindspore._c_dataengine.Vectors'>], but got {type(vectors)}.")
        if unk_init is not None:
            type_check(unk_init, (list, tuple), "unk_init")
            for i, value in enumerate(unk_init):
                type_check(value, (int, float), f"unk_init[{i}]")
        type_check(lower_case_backup, (bool,), "lower_case_backup")
        self.vectors = vectors
        self.unk_init = [] if unk_init is None else list(unk_init)
        self.lower_case_backup = lower_case_backup

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.dtype.kind not in "SU":
            raise _pipeline_error("ToVectors: input tensor type should be string.")
        if self.unk_init and len(self.unk_init) != self.vectors._dim:
            raise _pipeline_error(f"ToVectors: unk_init must be the same length as vectors, but got unk_init: "
                                  f"{len(self.unk_init)} and vectors: {self.vectors._dim}")
        tokens = [t if isinstance(t, bytes) else t.encode("utf8") for t in arr.reshape(-1).tolist()]
        rows = [self.vectors._lookup(t, self.unk_init, self.lower_case_backup) for t in tokens]
        if len(rows) == 1:
            return np.array(rows[0], np.float32)
        return np.stack(rows).astype(np.float32)


_ICU_DOT = "[^\n\r\x85\u2028\u2029]"
# The cleaning rules of MindSpore's FilterWikipediaXML as (ICU pattern, replacement) pairs, written in Python's
# syntax. MindSpore keeps them in a map keyed by the pattern, so they run in the sorted order of the ICU pattern
# text (the first item of each triple), not in the order a reader would expect: "&[^;]*;" runs before "&amp;",
# and "R" is deleted rather than lower-cased.
_WIKI_RULES = sorted([
    ("<.*>", "<" + _ICU_DOT + "*>", ""),
    ("&amp;", "&amp;", "&"),
    ("&lt;", "&lt;", "<"),
    ("&gt;", "&gt;", ">"),
    ("<ef[^<]*<\\/ef>", "<ef[^<]*</ef>", ""),
    ("<[^>]*>", "<[^>]*>", ""),
    ("\\[http:[^] ]*", "\\[http:[^\\] ]*", "["),
    ("\\|thumb", "\\|thumb", ""),
    ("\\|left", "\\|left", ""),
    ("\\|right", "\\|right", ""),
    ("\\|\\d+px", "\\|\\d+px", ""),
    ("\\[\\[image:[^\\[\\]]*\\|", "\\[\\[image:[^\\[\\]]*\\|", ""),
    ("\\[\\[category:([^|\\]]*)[^]]*\\]\\]", "\\[\\[category:([^|\\]]*)[^\\]]*\\]\\]", "[[\\g<1>]]"),
    ("\\[\\[[a-z\\-]*:[^\\]]*\\]\\]", "\\[\\[[a-z\\-]*:[^\\]]*\\]\\]", ""),
    ("\\[\\[[^\\|\\]]*\\|", "\\[\\[[^\\|\\]]*\\|", "[["),
    ("\\{\\{[^\\}]*\\}\\}", "\\{\\{[^\\}]*\\}\\}", ""),
    ("\\{[^\\}]*\\}", "\\{[^\\}]*\\}", ""),
    ("\\[", "\\[", ""),
    ("\\]", "\\]", ""),
    ("&[^;]*;", "&[^;]*;", " "),
] + [(upper, upper, "" if upper == "R" else upper.lower()) for upper in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"] + [
    (str(digit), str(digit), f" {word} ")
    for digit, word in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])
] + [
    ("[^a-z\\n]+", "[^a-z\n]+", " "),
    ("\\n ", "\n ", ""),
    ("\\s+", "\\s+", " "),
    ("\\n\\s*\\n", "\n\\s*\n", "n"),
])
_WIKI_COMPILED = [(re.compile(python), replacement) for _, python, replacement in _WIKI_RULES]
# ICU's UnicodeString.trim: white space other than the no-break spaces
_ICU_TRIM = "".join(chr(c) for c in range(0x3001) if chr(c).isspace() and c not in (0x85, 0xA0, 0x2007, 0x202F))


def _clean_wiki(text):
    if "#redirect" in text or "#REDIRECT" in text:
        return ""
    for regex, replacement in _WIKI_COMPILED:
        text = regex.sub(replacement, text).strip(_ICU_TRIM)
    return text


class FilterWikipediaXML(TextTensorOperation):
    """
    Clean the text of a Wikipedia XML dump into plain lower-case words with MindSpore's list of regular-expression
    rules: markup between ``<`` and ``>`` and HTML entities are removed, the digits are spelled out (``7`` becomes
    ``seven``), the letters are lower-cased and every run of other characters becomes one space. A page containing
    ``#redirect`` or ``#REDIRECT`` becomes ``''``.

    Note:
        As in MindSpore, the rules run in the sorted order of their patterns rather than in a logical order: an
        upper-case ``R`` is deleted instead of lower-cased, and the link and template rules come after the
        punctuation is already gone (their words stay). Only the first string of a tensor is cleaned; the others
        become ``''``.

    Raises:
        RuntimeError: If the input is not a string tensor (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.FilterWikipediaXML()("Tide 3 &amp; {{Stub}} Rocks"))
        tide three stub ocks
    """

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.dtype.kind not in "SU":
            raise _pipeline_error("RegexReplace: input is not of type string.")
        arr = _strings(arr, "FilterWikipediaXML")
        out = [""] * arr.size
        if out:
            out[0] = _clean_wiki(str(arr.reshape(-1)[0]))
        return np.array(out, dtype=str).reshape(arr.shape)


class SentencePieceTokenizer(TextTensorOperation):
    """
    Split a scalar string into the pieces (or piece ids) of a SentencePiece model.

    Args:
        mode (Union[str, SentencePieceVocab]): Path of a model file, or a trained :class:`SentencePieceVocab`.
        out_type (SPieceTokenizerOutType): ``SPieceTokenizerOutType.STRING`` for the pieces,
            ``SPieceTokenizerOutType.INT`` for their ids (int32).

    Raises:
        TypeError: If `mode` is not a str or SentencePieceVocab, or `out_type` not a SPieceTokenizerOutType.
        RuntimeError: If the model cannot be loaded, or the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> corpus = os.path.join(tempfile.mkdtemp(), "corpus.txt")
        >>> with open(corpus, "w") as handle:
        ...     _ = handle.write("sea see seen\\nsee sea\\n" * 4)
        >>> vocab = text.SentencePieceVocab.from_file([corpus], 9, 1.0, text.SentencePieceModel.CHAR, {})
        >>> print(text.SentencePieceTokenizer(vocab, text.SPieceTokenizerOutType.INT)("seen"))
        [5 4 3 3 7]
    """

    def __init__(self, mode, out_type):
        super().__init__()
        if not isinstance(mode, (str, SentencePieceVocab)):
            raise TypeError(f"Argument mode is not an instance of str or text.SentencePieceVocab. with value {mode} "
                            f"is not of type [<class 'str'>, <class 'mindspore.dataset.text.utils."
                            f"SentencePieceVocab'>], but got {type(mode)}.")
        if not isinstance(out_type, SPieceTokenizerOutType):
            raise TypeError(f"Argument out_type is not an instance of SPieceTokenizerOutType with value {out_type} "
                            f"is not of type [<enum 'SPieceTokenizerOutType'>], but got {type(out_type)}.")
        self.mode = mode
        self.out_type = out_type
        self._processor = None

    def _load(self):
        if self._processor is not None:
            return self._processor
        spm = _sentencepiece()
        if isinstance(self.mode, SentencePieceVocab):
            if self.mode.c_sentence_piece_vocab is None:
                raise _pipeline_error("SentencePieceTokenizer: vocab object type is incorrect or null.")
            try:
                self._processor = spm.SentencePieceProcessor(model_proto=self.mode.c_sentence_piece_vocab)
            except RuntimeError as exc:
                raise _pipeline_error("parser vocab model filed.") from exc
        else:
            if not os.path.isfile(self.mode):
                raise _pipeline_error(f"The file {self.mode} does not exist.")
            try:
                self._processor = spm.SentencePieceProcessor(model_file=self.mode)
            except (RuntimeError, OSError) as exc:
                raise _pipeline_error(f"SentencePieceTokenizer: load vocab model file: {self.mode} failed.") from exc
        return self._processor

    def _execute(self, *arrays):
        processor = self._load()
        arr = arrays[0]
        if arr.ndim != 0 or arr.dtype.kind not in "SU":
            raise _pipeline_error("SentencePieceTokenizer: the input shape should be scalar and the input datatype "
                                  "should be string.")
        sentence = str(_strings(arr, "SentencePieceTokenizer"))
        if self.out_type == SPieceTokenizerOutType.STRING:
            return np.array(processor.encode(sentence, out_type=str), dtype=str)
        return np.array(processor.encode(sentence, out_type=int), dtype=np.int32)


_SCRIPT_RUNS = []


def _script_runs_pattern():
    """One compiled ``regex`` pattern whose alternatives match runs of one Unicode script each (group ``s<id>``).

    The ``regex`` package (imported when first needed) knows the Script property of every code point; Python's
    ``unicodedata`` does not.
    """
    if not _SCRIPT_RUNS:
        try:
            import regex  # pylint: disable=import-outside-toplevel
            from regex import _regex_core  # pylint: disable=import-outside-toplevel
        except ImportError as exc:
            raise ImportError("UnicodeScriptTokenizer needs the 'regex' package: pip install regex") from exc
        names = {}
        for name, script_id in _regex_core.PROPERTIES["SCRIPT"][1].items():
            names.setdefault(script_id, name)
        alternatives = "|".join(f"(?P<s{i}>\\p{{Script={name}}}+)" for i, name in sorted(names.items()))
        _SCRIPT_RUNS.append(regex.compile(alternatives))
        _SCRIPT_RUNS.append(regex.compile(r"\p{White_Space}"))
    return _SCRIPT_RUNS


def _script_pieces(text, keep_whitespace):
    """Runs of `text` with one script and one white-space state, as ``(token, begin_byte, end_byte)``."""
    runs, space = _script_runs_pattern()
    offsets = _byte_offsets(text)
    keys = [None] * len(text)
    for match in runs.finditer(text):
        for i in range(match.start(), match.end()):
            keys[i] = match.lastgroup
    pieces = []
    start = 0
    for i in range(1, len(text) + 1):
        if i < len(text) and keys[i] == keys[i - 1] and bool(space.match(text[i])) == bool(space.match(text[i - 1])):
            continue
        if keep_whitespace or not space.match(text[start]):
            pieces.append((text[start:i], offsets[start], offsets[i]))
        start = i
    return pieces


class UnicodeScriptTokenizer(TextTensorOperation):
    """
    Split a string where the Unicode script changes (Latin, Cyrillic, Han, Hiragana, ... ; digits, punctuation and
    symbols belong to the script Common, combining marks to Inherited) and between white space and other
    characters.

    Args:
        keep_whitespace (bool, optional): Keep the runs of white space as tokens. Default: ``False``.
        with_offsets (bool, optional): Whether to also return the start and end byte offsets of each token.
            Default: ``False``.

    Raises:
        TypeError: If `keep_whitespace` or `with_offsets` is not a bool.
        RuntimeError: If the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.text as text
        >>> print(text.UnicodeScriptTokenizer()("Sun陽 rise!"))
        ['Sun' '陽' 'rise' '!']
        >>> print(text.UnicodeScriptTokenizer(keep_whitespace=True, with_offsets=True)("ab 12"))
        (array(['ab', ' ', '12'], dtype='<U2'), array([0, 2, 3], dtype=uint32), array([2, 3, 5], dtype=uint32))
    """

    def __init__(self, keep_whitespace=False, with_offsets=False):
        super().__init__()
        _typed((keep_whitespace, bool, "keep_whitespace"), (with_offsets, bool, "with_offsets"))
        self.keep_whitespace = keep_whitespace
        self.with_offsets = with_offsets

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.ndim != 0 or arr.dtype.kind not in "SU":
            raise _pipeline_error("UnicodeScriptTokenizerOp: the input shape should be scalar and the input "
                                  "datatype should be string.")
        text = str(_strings(arr, "UnicodeScriptTokenizer"))
        return _tokens_out(_script_pieces(text, self.keep_whitespace), self.with_offsets)


_JIEBA_MIN = -3.14e+100  # cppjieba's "impossible" log probability
_JIEBA_SEPARATORS = frozenset(" \t\n\uff0c\u3002")
_JIEBA_MAX_WORD = 512
_B, _E, _M, _S = range(4)


def _jieba_lines(path):
    """The lines of a cppjieba file (a final new line ends the last line rather than starting an empty one)."""
    with open(path, encoding="utf8") as handle:
        lines = handle.read().split("\n")
    return lines[:-1] if lines and lines[-1] == "" else lines


_JIEBA_LOADED = {}


def _read_jieba_dict(path):
    """``(weights, prefixes, total, min_weight, median_weight)`` of a dictionary file, cached per file version."""
    stat = os.stat(path)
    key = (os.path.realpath(path), stat.st_mtime_ns, stat.st_size)
    if key not in _JIEBA_LOADED:
        freqs = {}
        values = []
        for line in _jieba_lines(path):
            fields = line.split(" ")
            if len(fields) != 3:
                raise _pipeline_error(f"JiebaTokenizer: split result illegal, line:{line}")
            values.append(float(fields[1]))
            freqs[fields[0]] = values[-1]  # a repeated word: the last line wins
        total = sum(values)
        ordered = sorted(math.log(v / total) for v in values)
        words = {word: math.log(freq / total) for word, freq in freqs.items()}
        prefixes = {word[:end] for word in words for end in range(1, len(word) + 1)}
        _JIEBA_LOADED.clear()  # keep one dictionary in memory
        _JIEBA_LOADED[key] = (words, prefixes, total, ordered[0], ordered[len(ordered) // 2])
    return _JIEBA_LOADED[key]


class _JiebaDict:
    """The word dictionary of cppjieba: ``word freq tag`` lines; log(freq / total) weights."""

    def __init__(self, path):
        words, prefixes, self.total, self.min_weight, self.default_weight = _read_jieba_dict(path)
        self.words, self.prefixes = words, prefixes
        self._own = False

    def _ensure_own(self):
        """Copy the shared tables before the first user word changes them."""
        if not self._own:
            self.words, self.prefixes = dict(self.words), set(self.prefixes)
            self._own = True

    def _add_prefixes(self, word):
        for end in range(1, len(word) + 1):
            self.prefixes.add(word[:end])

    def add(self, word, freq):
        self._ensure_own()
        self.words[word] = math.log(freq / self.total) if freq else self.default_weight
        self._add_prefixes(word)

    def cut(self, chars):
        """Maximum-probability segmentation of `chars` (a str) as a list of words."""
        size = len(chars)
        best = [0.0] * (size + 1)
        choice = [1] * size
        for i in range(size - 1, -1, -1):
            candidates = [(1, self.words.get(chars[i]))]
            for end in range(i + 2, min(size, i + _JIEBA_MAX_WORD) + 1):
                if chars[i:end] not in self.prefixes:
                    break
                if chars[i:end] in self.words:
                    candidates.append((end - i, self.words[chars[i:end]]))
            best[i] = _JIEBA_MIN
            for length, weight in candidates:
                value = 0.0
                if i + length < size:
                    value += best[i + length]
                value += self.min_weight if weight is None else weight
                if value > best[i]:
                    best[i] = value
                    choice[i] = length if weight is not None else 1
        words = []
        i = 0
        while i < size:
            words.append(chars[i:i + choice[i]])
            i += choice[i]
        return words


class _JiebaHMM:
    """cppjieba's hidden Markov model (states B, E, M, S) read from its model file."""

    def __init__(self, path):
        lines = [line.strip() for line in _jieba_lines(path)]
        lines = [line for line in lines if line and not line.startswith("#")]
        try:
            rows = [[float(v) for v in line.split(" ")] for line in lines[:5]]
            self.emit = [{char: float(prob) for char, _, prob in (item.partition(":") for item in line.split(","))}
                         for line in lines[5:9]]
        except ValueError as exc:
            raise _pipeline_error(f"JiebaTokenizer: invalid HMM model file: {path}") from exc
        if len(lines) < 9 or any(len(row) != 4 for row in rows):
            raise _pipeline_error(f"JiebaTokenizer: invalid HMM model file: {path}")
        self.start, self.trans = rows[0], rows[1:5]

    def _viterbi(self, chars):
        count = len(chars)
        weight = [[0.0] * count for _ in range(4)]
        path = [[-1] * count for _ in range(4)]
        for y in range(4):
            weight[y][0] = self.start[y] + self.emit[y].get(chars[0], _JIEBA_MIN)
        for x in range(1, count):
            for y in range(4):
                weight[y][x] = _JIEBA_MIN
                path[y][x] = _E
                emit = self.emit[y].get(chars[x], _JIEBA_MIN)
                for prev in range(4):
                    value = weight[prev][x - 1] + self.trans[prev][y] + emit
                    if value > weight[y][x]:
                        weight[y][x] = value
                        path[y][x] = prev
        state = _E if weight[_E][count - 1] >= weight[_S][count - 1] else _S
        states = [0] * count
        for x in range(count - 1, -1, -1):
            states[x] = state
            state = path[state][x]
        return states

    def _viterbi_words(self, chars):
        words = []
        start = 0
        for i, state in enumerate(self._viterbi(chars)):
            if state in (_E, _S):
                words.append(chars[start:i + 1])
                start = i + 1
        return words

    def cut(self, chars):
        """HMM segmentation; ASCII letters+digits, numbers and other ASCII characters are cut by rules."""
        words = []
        left = 0
        i = 0
        while i < len(chars):
            if ord(chars[i]) >= 0x80:
                i += 1
                continue
            if left != i:
                words.extend(self._viterbi_words(chars[left:i]))
            end = i + 1
            if chars[i].isascii() and chars[i].isalpha():
                while end < len(chars) and chars[end].isascii() and chars[end].isalnum():
                    end += 1
            elif "0" <= chars[i] <= "9":
                while end < len(chars) and ("0" <= chars[end] <= "9" or chars[end] == "."):
                    end += 1
            words.append(chars[i:end])
            left = i = end
        if left != len(chars):
            words.extend(self._viterbi_words(chars[left:]))
        return words


def _jieba_ranges(text):
    """cppjieba's pre-filter: the text between separators, each separator a range of its own."""
    ranges = []
    start = 0
    for i, ch in enumerate(text):
        if ch in _JIEBA_SEPARATORS:
            if i > start:
                ranges.append(text[start:i])
            ranges.append(ch)
            start = i + 1
    if start < len(text):
        ranges.append(text[start:])
    return ranges


def _jieba_mix(words, hmm):
    """Words of the max-probability cut, with every run of single characters re-cut by the HMM."""
    out = []
    i = 0
    while i < len(words):
        if len(words[i]) > 1:
            out.append(words[i])
            i += 1
            continue
        j = i
        while j < len(words) and len(words[j]) == 1:
            j += 1
        out.extend(hmm.cut("".join(words[i:j])))
        i = j
    return out


def _check_jieba_freq(freq):
    type_check(freq, (int,), "")
    if not 0 <= freq <= (1 << 32) - 1:
        raise ValueError("Input is not within the required interval of [0, 4294967295].")


_JIEBA_USER_LINE = re.compile(r"^\s*([^\s*]+?)\s*([0-9]+)?\s*$", re.U)


class JiebaTokenizer(TextTensorOperation):
    """
    Segment Chinese text into words with the algorithms of cppjieba, reading its dictionary files: ``MP`` takes the
    most probable path through the words of the dictionary, ``HMM`` labels the characters with a hidden Markov
    model, ``MIX`` runs ``MP`` and re-cuts its runs of single characters with the HMM. Spaces, tabs, new lines,
    ``，`` and ``。`` are tokens of their own.

    Args:
        hmm_path (str): The HMM model file (cppjieba's ``hmm_model.utf8`` format).
        mp_path (str): The dictionary file, ``word frequency tag`` per line (cppjieba's ``jieba.dict.utf8``).
        mode (JiebaMode, optional): The algorithm. Default: ``JiebaMode.MIX``.
        with_offsets (bool, optional): Whether to also return the start and end byte offsets of each word.
            Default: ``False``.

    Raises:
        ValueError: If `hmm_path` or `mp_path` is None or does not exist.
        TypeError: If an argument has the wrong type.
        RuntimeError: If the input is not a scalar string (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import mindspore.dataset.text as text
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "dict.utf8"), "w", encoding="utf8") as handle:
        ...     _ = handle.write("北京 60 ns\\n大学 50 n\\n北京大学 40 nt\\n我们 80 r\\n")
        >>> with open(os.path.join(folder, "hmm.utf8"), "w", encoding="utf8") as handle:
        ...     _ = handle.write("-0.3 -3.14e+100 -3.14e+100 -1.5\\n" + "-3.14e+100 -0.5 -0.9 -3.14e+100\\n"
        ...                      "-0.6 -3.14e+100 -3.14e+100 -0.8\\n" + "-3.14e+100 -0.3 -1.3 -3.14e+100\\n"
        ...                      "-0.7 -3.14e+100 -3.14e+100 -0.7\\n" + "去:-4.0\\n" * 4)
        >>> tokenizer = text.JiebaTokenizer(os.path.join(folder, "hmm.utf8"), os.path.join(folder, "dict.utf8"),
        ...                                 text.JiebaMode.MP, with_offsets=True)
        >>> words, starts, ends = tokenizer("我们去北京大学")
        >>> print(words, starts, ends)
        ['我们' '去' '北京大学'] [0 6 9] [ 6  9 21]
    """

    def __init__(self, hmm_path, mp_path, mode=JiebaMode.MIX, with_offsets=False):
        super().__init__()
        for path, what, name in ((hmm_path, "HMMSegment", "hmm_path"), (mp_path, "MPSegment", "mp_path")):
            if path is None:
                raise ValueError(f"The dict of {what} in cppjieba is not provided.")
            _typed((path, str, name))
        _check_with_offsets(with_offsets)
        if not isinstance(mode, JiebaMode):
            raise TypeError("Wrong input type for mode, should be JiebaMode.")
        for path in (hmm_path, mp_path):
            if not os.path.exists(os.path.realpath(path)):
                raise ValueError(f" jieba mode file {path} is not exist.")
        self.mode = mode
        self.hmm_path = hmm_path
        self.mp_path = mp_path
        self.with_offsets = with_offsets
        self.words = []
        self._models = None

    def add_word(self, word, freq=None):
        """
        Add a word to the dictionary of this tokenizer.

        Args:
            word (str): The word.
            freq (int, optional): Its frequency (a higher one makes the word more likely to be kept whole).
                Default: ``None``, the median frequency of the dictionary.

        Raises:
            ValueError: If `word` is None or `freq` is negative.
            TypeError: If `freq` is not an int.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> folder = tempfile.mkdtemp()
            >>> with open(os.path.join(folder, "dict.utf8"), "w", encoding="utf8") as handle:
            ...     _ = handle.write("明月 30 n\\n月光 60 n\\n")
            >>> with open(os.path.join(folder, "hmm.utf8"), "w", encoding="utf8") as handle:
            ...     _ = handle.write("0 0 0 0\\n" * 5 + "月:-1\\n" * 4)
            >>> tokenizer = text.JiebaTokenizer(os.path.join(folder, "hmm.utf8"), os.path.join(folder, "dict.utf8"),
            ...                                 text.JiebaMode.MP)
            >>> tokenizer.add_word("明月光", 500)
            >>> print(tokenizer("明月光"))
            ['明月光']
        """
        if word is None:
            raise ValueError("word is not provided.")
        if freq is not None:
            _check_jieba_freq(freq)
        self.words.append((word, 0 if freq is None else freq))
        self._models = None

    def add_dict(self, user_dict):
        """
        Add several words to the dictionary of this tokenizer.

        Args:
            user_dict (Union[str, dict[str, int]]): A ``{word: frequency}`` dict, or the path of a file with one
                ``word [frequency]`` per line (lines of another form are skipped).

        Raises:
            TypeError: If `user_dict` is neither a str nor a dict.
            ValueError: If the file does not exist.

        Examples:
            >>> import os
            >>> import tempfile
            >>> import mindspore.dataset.text as text
            >>> folder = tempfile.mkdtemp()
            >>> with open(os.path.join(folder, "dict.utf8"), "w", encoding="utf8") as handle:
            ...     _ = handle.write("喜 10 v\\n欢 10 v\\n")
            >>> with open(os.path.join(folder, "hmm.utf8"), "w", encoding="utf8") as handle:
            ...     _ = handle.write("0 0 0 0\\n" * 5 + "喜:-1\\n" * 4)
            >>> tokenizer = text.JiebaTokenizer(os.path.join(folder, "hmm.utf8"), os.path.join(folder, "dict.utf8"),
            ...                                 text.JiebaMode.MP)
            >>> tokenizer.add_dict({"喜欢": 50})
            >>> print(tokenizer("喜欢"))
            ['喜欢']
        """
        if isinstance(user_dict, str):
            if not os.path.exists(user_dict):
                raise ValueError(f"user dict file {user_dict} is not exist.")
            with open(os.path.realpath(user_dict), encoding="utf8") as handle:
                for line in handle:
                    match = _JIEBA_USER_LINE.match(line.strip())
                    if match:
                        word, freq = match.groups()
                        self.add_word(word, 0 if freq is None else int(freq))
        elif isinstance(user_dict, dict):
            for word, freq in user_dict.items():
                self.add_word(word, freq)
        else:
            raise TypeError("The type of user_dict must str or dict.")

    def _load(self):
        if self._models is None:
            words = _JiebaDict(self.mp_path)
            for word, freq in self.words:
                words.add(word, freq)
            self._models = (words, _JiebaHMM(self.hmm_path))
        return self._models

    def _cut(self, text):
        words, hmm = self._load()
        out = []
        for part in _jieba_ranges(text):
            if self.mode == JiebaMode.MP:
                out.extend(words.cut(part))
            elif self.mode == JiebaMode.HMM:
                out.extend(hmm.cut(part))
            else:
                out.extend(_jieba_mix(words.cut(part), hmm))
        return out

    def _execute(self, *arrays):
        arr = arrays[0]
        if arr.ndim != 0 or arr.dtype.kind not in "SU":
            raise _pipeline_error("JiebaTokenizerOp: the input shape should be scalar and the input datatype should "
                                  "be string.")
        text = str(_strings(arr, "JiebaTokenizer"))
        if not text:
            empty = np.array([""], dtype=str)
            return (empty, np.array([], np.uint32), np.array([], np.uint32)) if self.with_offsets else empty
        offsets = _byte_offsets(text)
        pieces = []
        position = 0
        for word in self._cut(text):
            pieces.append((word, offsets[position], offsets[position + len(word)]))
            position += len(word)
        return _tokens_out(pieces, self.with_offsets)

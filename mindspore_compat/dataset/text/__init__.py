"""
``mindspore.dataset.text``: text transforms for ``Dataset.map`` (tokenizers, vocabulary lookup, n-grams,
truncation, normalization) and the vocabulary and string helpers they use.
"""
from . import transforms, utils
from .transforms import (Lookup, Ngram, ToNumber, TruncateSequencePair, Truncate, AddToken, SlidingWindow,
                         PythonTokenizer, WhitespaceTokenizer, UnicodeCharTokenizer, RegexTokenizer, RegexReplace,
                         CaseFold, NormalizeUTF8, BasicTokenizer, WordpieceTokenizer, BertTokenizer)
from .transforms import ToVectors, FilterWikipediaXML, SentencePieceTokenizer, UnicodeScriptTokenizer, \
    JiebaTokenizer
from .utils import (Vocab, JiebaMode, NormalizeForm, SentencePieceModel, SPieceTokenizerLoadType,
                    SPieceTokenizerOutType, to_str, to_bytes)
from .utils import Vectors, GloVe, FastText, CharNGram, SentencePieceVocab

__all__ = [
    "Lookup", "Ngram", "ToNumber", "TruncateSequencePair", "Truncate", "AddToken", "SlidingWindow",
    "PythonTokenizer", "WhitespaceTokenizer", "UnicodeCharTokenizer", "RegexTokenizer", "RegexReplace", "CaseFold",
    "NormalizeUTF8", "BasicTokenizer", "WordpieceTokenizer", "BertTokenizer", "Vocab", "JiebaMode", "NormalizeForm",
    "SentencePieceModel", "SPieceTokenizerLoadType", "SPieceTokenizerOutType", "to_str", "to_bytes",
    "Vectors", "GloVe", "FastText", "CharNGram", "ToVectors", "FilterWikipediaXML",
    "SentencePieceVocab", "SentencePieceTokenizer", "UnicodeScriptTokenizer",
    "JiebaTokenizer",
]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

"""Inputs and expressions of tests/dataset/test_text.py; the outputs of real MindSpore 2.10 on them are recorded in
text_cases.npz by make_transform_goldens.py."""
import numpy as np


def namespace():
    """Names the expressions use: the text module of whichever MindSpore is imported, vocabularies, datasets."""
    import mindspore  # pylint: disable=import-outside-toplevel
    import mindspore.dataset as ds  # pylint: disable=import-outside-toplevel
    import mindspore.dataset.text as text  # pylint: disable=import-outside-toplevel
    words = ds.NumpySlicesDataset([["b", "a", "b", "c"], ["c", "b", "d", "e"], ["z", "y", "z", "y"]], ["t"],
                                  shuffle=False)
    return {"np": np, "ms": mindspore, "text": text, "ds": ds, "WORDS": words,
            "V": text.Vocab.from_list(["a", "b", "c"], ["<pad>", "<unk>"], True),
            "VB": text.Vocab.from_list(["[UNK]", "hello", "##lo", "hel", "world", "##s", "a", "##b", "un", "##aff",
                                        "##able", "中"]),
            "VD": text.Vocab.from_dict({"x": 5, "y": 2})}


def _vocab_cases():
    return [
        ("vocab_list", "V.vocab()"),
        ("vocab_ids", "V.tokens_to_ids(['a', 'zz', 'c'])"),
        ("vocab_id", "V.tokens_to_ids('b')"),
        ("vocab_ids_array", "VD.tokens_to_ids(np.array(['x', 'q']))"),
        ("vocab_tokens", "V.ids_to_tokens([0, 9, 3])"),
        ("vocab_token", "V.ids_to_tokens(1)"),
        ("vocab_dict", "VD.ids_to_tokens([0, 2, 5])"),
        ("vocab_last", "text.Vocab.from_list(['a', 'b', 'c'], ['<pad>'], False).vocab()"),
        ("vocab_dataset", "text.Vocab.from_dataset(WORDS, 't').vocab()"),
        ("vocab_dataset_range", "text.Vocab.from_dataset(WORDS, None, (2, None), None, ['<s>'], False)"
                                ".vocab()"),
        ("vocab_dataset_topk", "text.Vocab.from_dataset(WORDS, ['t'], None, 2).vocab()"),
        ("vocab_dup", "text.Vocab.from_list(['a', 'a'])"),
        ("vocab_special_dup", "text.Vocab.from_list(['a'], ['a'])"),
        ("vocab_dict_bad", "text.Vocab.from_dict({'a': -1})"),
        ("vocab_unbuilt", "text.Vocab().vocab()"),
    ]


CASES = _vocab_cases() + [
    ("lookup_unk", "text.Lookup(V, '<unk>')(['a', 'q', 'c'])"),
    ("lookup_scalar", "text.Lookup(V)('b')"),
    ("lookup_2d", "text.Lookup(V, '<pad>')(np.array([['a', 'b'], ['x', 'c']]))"),
    ("lookup_float", "text.Lookup(V, data_type=ms.float32)(['a', 'b'])"),
    ("lookup_missing", "text.Lookup(V)(['z'])"),
    ("lookup_bad_unknown", "text.Lookup(V, '<none>')(['a'])"),
    ("lookup_bad_vocab", "text.Lookup(['a'])"),
    ("ws", "text.WhitespaceTokenizer()('Hello  world\\tx\\n y')"),
    ("ws_offsets", "text.WhitespaceTokenizer(True)('ab cd  中文')"),
    ("ws_empty", "text.WhitespaceTokenizer()('   ')"),
    ("ws_bad", "text.WhitespaceTokenizer(1)"),
    ("chars", "text.UnicodeCharTokenizer()('中a b')"),
    ("chars_offsets", "text.UnicodeCharTokenizer(True)('中aé')"),
    ("regex_tok", "text.RegexTokenizer(r'\\s+')('a b  c')"),
    ("regex_keep", "text.RegexTokenizer(r'\\s+', r'\\s+')('a b  c')"),
    ("regex_offsets", "text.RegexTokenizer(r',', with_offsets=True)('ab,c,中')"),
    ("regex_punct", "text.RegexTokenizer(r'[,;]', r';')('x,y;z;')"),
    ("regex_replace", "text.RegexReplace('a+', 'X')('caaab aa')"),
    ("regex_replace_first", "text.RegexReplace('a', 'X', False)('aaa')"),
    ("regex_replace_group", "text.RegexReplace(r'(\\w+)@(\\w+)', '$2 at $1')('me@home you@work')"),
    ("casefold", "text.CaseFold()('HeLLo ß Ǆ')"),
    ("casefold_array", "text.CaseFold()(np.array(['ABC', 'ÀÉ']))"),
    ("nfkc", "text.NormalizeUTF8()('ﬁ① ｆｕｌｌ')"),
    ("nfd", "text.NormalizeUTF8(text.NormalizeForm.NFD)('é')"),
    ("nfc", "text.NormalizeUTF8(text.NormalizeForm.NFC)('e\\u0301')"),
    ("nfkd", "text.NormalizeUTF8(text.NormalizeForm.NFKD)('ﬁé')"),
    ("norm_none", "text.NormalizeUTF8(text.NormalizeForm.NONE)('ﬁ')"),
    ("to_str", "text.to_str(np.array([b'a', b'bc']))"),
    ("to_bytes", "text.to_bytes(np.array(['a', '中']))"),
    ("to_str_bad", "text.to_str(['a'])"),
    ("to_bytes_bad", "text.to_bytes(['a'])"),
    ("ngram", "text.Ngram([2, 3])(['a', 'b', 'c', 'd'])"),
    ("ngram_pad", "text.Ngram(2, ('_', 1), ('-', 2), '+')(['a', 'b', 'c'])"),
    ("ngram_long", "text.Ngram(4)(['a', 'b'])"),
    ("ngram_pad_wide", "text.Ngram([1, 3], ('<', 5), ('>', 1))(['x', 'y'])"),
    ("ngram_bad", "text.Ngram([0])"),
    ("ngram_bad_pad", "text.Ngram(2, ('a',))"),
    ("to_number_int", "text.ToNumber(ms.int16)(['1', '-3'])"),
    ("to_number_float", "text.ToNumber(ms.float32)(['1.5', '2e3'])"),
    ("to_number_u8", "text.ToNumber(ms.uint8)(np.array([['7', '255']]))"),
    ("to_number_range", "text.ToNumber(ms.int8)(['300'])"),
    ("to_number_bad", "text.ToNumber(ms.int32)(['abc'])"),
    ("to_number_type", "text.ToNumber(ms.string)"),
    ("pair", "text.TruncateSequencePair(4)(np.array([1, 2, 3]), np.array([4, 5, 6]))"),
    ("pair_uneven", "text.TruncateSequencePair(5)(np.array([1, 2, 3, 4, 5]), np.array([7, 8]))"),
    ("pair_str", "text.TruncateSequencePair(3)(np.array(['a', 'b']), np.array(['c', 'd', 'e']))"),
    ("pair_short", "text.TruncateSequencePair(9)(np.array([1]), np.array([2]))"),
    ("truncate", "text.Truncate(2)(['a', 'b', 'c'])"),
    ("truncate_2d", "text.Truncate(2)(np.array([[1, 2, 3], [4, 5, 6]]))"),
    ("truncate_bad", "text.Truncate(0)"),
    ("add_token", "text.AddToken('TOK')(['a', 'b'])"),
    ("add_token_end", "text.AddToken('E', False)(['a'])"),
    ("window", "text.SlidingWindow(2)(np.array([1, 2, 3, 4]))"),
    ("window_str", "text.SlidingWindow(2)(np.array(['a', 'b', 'c']))"),
    ("window_2d", "text.SlidingWindow(2, -1)(np.array([[1, 2, 3], [4, 5, 6]]))"),
    ("python_tok", "text.PythonTokenizer(lambda s: s.split('-'))(np.array('a-b'))"),
    ("python_tok_bad", "text.PythonTokenizer(lambda s: s.split('-'))('a-b')"),
    ("basic", "text.BasicTokenizer()(\"Hello, World! 中文 isn't\")"),
    ("basic_lower", "text.BasicTokenizer(True)('HéLLo  Wörld')"),
    ("basic_ws", "text.BasicTokenizer(keep_whitespace=True)('a b\\tc')"),
    ("basic_offsets", "text.BasicTokenizer(with_offsets=True)('ab, c中')"),
    ("basic_unused", "text.BasicTokenizer(False, preserve_unused_token=True)('x [CLS] a [unused1] [MASK]')"),
    ("basic_nfkc", "text.BasicTokenizer(normalization_form=text.NormalizeForm.NFKC)('ﬁne ①')"),
    ("wordpiece", "text.WordpieceTokenizer(VB)(['hello', 'hello', 'worlds', 'xyz'])"),
    ("wordpiece_offsets", "text.WordpieceTokenizer(VB, with_offsets=True)(['hello', 'worlds', 'unaffable'])"),
    ("wordpiece_keep", "text.WordpieceTokenizer(VB, unknown_token='')(['xyz', 'ab'])"),
    ("wordpiece_long", "text.WordpieceTokenizer(VB, max_bytes_per_token=4)(['hello', 'a'])"),
    ("bert", "text.BertTokenizer(VB, lower_case=True)('Hello worlds! xyz')"),
    ("bert_offsets", "text.BertTokenizer(VB, with_offsets=True)('hello 中 unaffable')"),
    ("bert_bad", "text.BertTokenizer(None)"),
]

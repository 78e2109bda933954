"""``mindspore.dataset.text``: word-vector files (Vectors, GloVe, FastText, CharNGram) with ToVectors,
FilterWikipediaXML, UnicodeScriptTokenizer, SentencePiece and Jieba. Every expected value below was recorded
from MindSpore 2.10.0 CPU on the same small files (written by the tests) and inputs."""
import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()
import mindspore.dataset.text as text  # noqa: E402  pylint: disable=wrong-import-position


def _message(excinfo):
    """The '[ERROR] ...' line of a pipeline error, or the whole message."""
    message = str(excinfo.value)
    return message.split("[ERROR] ")[1].split("\n")[0] if "[ERROR] " in message else message


@pytest.fixture(name="vec_dir")
def _vec_dir(tmp_path):
    (tmp_path / "vectors.txt").write_text("3 2\nok 0.5 -1.25\nThe 1 2\nthe 3 4.5e-1\nok 9 9\n")
    (tmp_path / "glove.6B.2d.txt").write_text("a 1 2\nb 3 4\n")
    (tmp_path / "wiki.vec").write_text("2 2\na 1 2\nb 3 4\n")
    (tmp_path / "charngram.txt").write_text("2gram-#BEGIN#a 1 2\n2gram-ab 0.5 0.5\n3gram-#BEGIN#ab 2 2\n"
                                            "4gram-ab#END# 1 0\n1gram-x 7 7\n")
    return tmp_path


def test_vectors_lookup(vec_dir):
    vectors = text.Vectors.from_file(str(vec_dir / "vectors.txt"))
    # recorded from MindSpore 2.10.0 CPU
    np.testing.assert_array_equal(text.ToVectors(vectors)(["The", "ok", "x"]),
                                  np.array([[1, 2], [0.5, -1.25], [0, 0]], np.float32))
    np.testing.assert_array_equal(text.ToVectors(vectors, unk_init=[7, 8])(["The", "ok", "x"]),
                                  np.array([[1, 2], [0.5, -1.25], [7, 8]], np.float32))
    out = text.ToVectors(vectors, lower_case_backup=True)(["The", "ok", "x"])
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, np.array([[3, 0.45], [0.5, -1.25], [0, 0]], np.float32))
    single = text.ToVectors(vectors)("the")
    assert single.shape == (2,)
    np.testing.assert_array_equal(single, np.array([3, 0.45], np.float32))
    grid = text.ToVectors(vectors)(np.array([["ok", "the"], ["x", "ok"]]))
    np.testing.assert_array_equal(grid, np.array([[0.5, -1.25], [3, 0.45], [0, 0], [0.5, -1.25]], np.float32))
    limited = text.Vectors.from_file(str(vec_dir / "vectors.txt"), max_vectors=1)
    np.testing.assert_array_equal(text.ToVectors(limited)(["ok", "The"]),
                                  np.array([[0.5, -1.25], [0, 0]], np.float32))
    with pytest.raises(RuntimeError) as excinfo:
        text.ToVectors(vectors, unk_init=[1.5, 2, 3])(["The", "ok", "x"])
    assert _message(excinfo) == "ToVectors: unk_init must be the same length as vectors, but got unk_init: 3 " \
                                "and vectors: 2"
    with pytest.raises(RuntimeError) as excinfo:
        text.ToVectors(vectors)(np.array([1, 2]))
    assert _message(excinfo) == "ToVectors: input tensor type should be string."


def test_glove_fasttext_charngram(vec_dir):
    glove = text.GloVe.from_file(str(vec_dir / "glove.6B.2d.txt"))
    # recorded from MindSpore 2.10.0 CPU
    np.testing.assert_array_equal(text.ToVectors(glove)(["b", "c"]), np.array([[3, 4], [0, 0]], np.float32))
    fast = text.FastText.from_file(str(vec_dir / "wiki.vec"))
    np.testing.assert_array_equal(text.ToVectors(fast)(["a"]), np.array([1, 2], np.float32))
    grams = text.CharNGram.from_file(str(vec_dir / "charngram.txt"))
    np.testing.assert_allclose(text.ToVectors(grams)(["ab", "AB", "zz"]),
                               np.array([[1.1666666, 1.5], [0, 0], [0, 0]], np.float32), rtol=1e-6)
    np.testing.assert_allclose(text.ToVectors(grams, [1, 1], True)(["AB", "zz"]),
                               np.array([[1.1666666, 1.5], [1, 1]], np.float32), rtol=1e-6)


@pytest.mark.parametrize("name", ["glove.6B.txt", "glove.42B.2d.txt", "x.txt", "glove.6B.2d.vec"])
def test_glove_file_name(vec_dir, name):
    path = vec_dir / name
    path.write_text("a 1 2\n")
    with pytest.raises(RuntimeError) as excinfo:
        text.GloVe.from_file(str(path))
    # recorded from MindSpore 2.10.0 CPU
    assert _message(excinfo) == f"GloVe: invalid file, can not find file 'glove.6B.*.txt', but got: {path}"


def test_vector_file_errors(vec_dir):
    with pytest.raises(RuntimeError) as excinfo:
        text.FastText.from_file(str(vec_dir / "vectors.txt"))
    # recorded from MindSpore 2.10.0 CPU
    assert _message(excinfo) == f"FastText: invalid file, can not find file '*.vec', but got: {vec_dir}/vectors.txt"
    with pytest.raises(RuntimeError) as excinfo:
        text.Vectors.from_file("nofile.txt")
    assert _message(excinfo) == "Vectors: get real path failed, path: nofile.txt"
    (vec_dir / "bad.txt").write_text("a 1 2\nb 3\n")
    with pytest.raises(RuntimeError) as excinfo:
        text.Vectors.from_file(str(vec_dir / "bad.txt"))
    assert _message(excinfo) == "Vectors: token with 1-dimensional vector."
    (vec_dir / "bad2.txt").write_text("a 1 2\nb 3 4 5\n")
    with pytest.raises(RuntimeError) as excinfo:
        text.Vectors.from_file(str(vec_dir / "bad2.txt"))
    assert _message(excinfo) == "Vectors: all vectors must have the same number of dimensions, but got dim 3 " \
                                "while expecting 2"
    (vec_dir / "empty.txt").write_text("")
    with pytest.raises(RuntimeError) as excinfo:
        text.Vectors.from_file(str(vec_dir / "empty.txt"))
    assert _message(excinfo) == "Vectors: invalid file, file is empty."
    with pytest.raises(ValueError, match=r"Input max_vectors is not within the required interval of "
                                         r"\[0, 2147483647\]\."):
        text.Vectors.from_file(str(vec_dir / "vectors.txt"), -1)
    with pytest.raises(TypeError, match="Argument max_vectors with value 1.5 is not of type"):
        text.Vectors.from_file(str(vec_dir / "vectors.txt"), 1.5)
    with pytest.raises(TypeError, match="Argument file_path with value 3 is not of type"):
        text.Vectors.from_file(3)


def test_to_vectors_argument_checks(vec_dir):
    vectors = text.Vectors.from_file(str(vec_dir / "vectors.txt"))
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"Argument vectors with value 1 is not of type "
                                        r"\[<class 'mindspore._c_dataengine.Vectors'>\], but got <class 'int'>\."):
        text.ToVectors(1)
    with pytest.raises(TypeError, match="Argument unk_init with value 3 is not of type"):
        text.ToVectors(vectors, unk_init=3)
    with pytest.raises(TypeError, match=r"Argument unk_init\[0\] with value a is not of type"):
        text.ToVectors(vectors, unk_init=["a"])
    with pytest.raises(TypeError, match="Argument lower_case_backup with value 1 is not of type"):
        text.ToVectors(vectors, lower_case_backup=1)


# (input, output) recorded from MindSpore 2.10.0 CPU
WIKI_CASES = [
    ("Hello World 2024", "hello world two zero two four"),
    ("<b>Bold</b> &amp; &lt;x&gt; text", "x text"),
    ("[[Category:Physics|Sort]] see [[Einstein|Albert]] and [http://x.org link]",
     "category physics sort see einstein albert and http x org link"),
    ("{{Infobox}} {simple} Rain Rapid!!  \n\n next line", "infobox simple ain apid next line"),
    ("#REDIRECT [[Other]]", ""),
    ("  Mixed CASE Über café 7px |thumb|left|200px [[image:Foo.jpg|caption]] x",
     "mixed case ber caf seven px thumb left two zero zero px image foo jpg caption x"),
    ("line1\nline2\n\n\nline3", "line one line two nline three"),
    ("a &nbsp; b &foo; c", "a b c"),
    ("<ref>cite</ref> tail <ef>x</ef>", ""),
    ("[[fr:Paris]] [[de:Berlin]] ok", "fr paris de berlin ok"),
    ("Q R S r", "q s r"),
    ("\t\u00a0tab\u3000space  ", "tab space"),
    ("Tide 3 &amp; {{Stub}} Rocks", "tide three stub ocks"),
]


@pytest.mark.parametrize("source,cleaned", WIKI_CASES)
def test_filter_wikipedia_xml(source, cleaned):
    assert str(text.FilterWikipediaXML()(source)) == cleaned


def test_filter_wikipedia_xml_tensor():
    op = text.FilterWikipediaXML()
    # recorded from MindSpore 2.10.0 CPU: only the first string is cleaned
    np.testing.assert_array_equal(op(np.array(["A1", "B2", "C3"])), np.array(["a one", "", ""]))
    np.testing.assert_array_equal(op(np.array([["X y"], ["Z"]])), np.array([["x y"], [""]]))
    with pytest.raises(RuntimeError) as excinfo:
        op(np.array([1]))
    assert _message(excinfo) == "RegexReplace: input is not of type string."

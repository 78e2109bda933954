"""Tiny text corpora written in the on-disk layouts that MindSpore's corpus readers expect.

Only the standard library is used, so the same files can be generated for MindSpore itself when values are
recorded.
"""
import json
import os


def _write(root, relative, text):
    path = os.path.join(root, *relative.split("/"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    return path


# CSV corpora: train.csv / test.csv, every field quoted as in the published archives (one unquoted line too)
CSV_WIDTH = {"AGNews": 3, "AmazonReview": 3, "DBpedia": 3, "SogouNews": 3, "YahooAnswers": 4, "YelpReview": 2}


def make_csv_corpus(root, width):
    def line(fields):
        return ",".join('"' + f.replace('"', '""') + '"' for f in fields) + "\n"
    train = [["3", "Stocks up", "Markets, again, rose"], ["1", 'A "quoted" word', "line two"],
             ["2", "Third", "plain"], ["4", "Fourth", "last, train"]]
    test = [["2", "Test one", "first test"], ["1", "Test two", "second, test"]]
    _write(root, "train.csv", "".join(line(r[:width] + ["extra"] * (width - len(r))) for r in train))
    _write(root, "test.csv", "".join(line(r[:width] + ["more"] * (width - len(r))) for r in test[:1])
           + ",".join(["5", "bare", "fields", "x"][:width]) + "\n")
    return root


def make_conll2000(root):
    _write(root, "train.txt", "Confidence NN B-NP\nin IN B-PP\nthe DT B-NP\n\n Chancellor NNP I-NP \n. . O\n\n\n"
                              "He PRP B-NP\n")
    _write(root, "test.txt", "Rockwell NNP B-NP\nsaid VBD B-VP\n\n")
    return root


def make_udpos(root):
    _write(root, "en-ud-tag.v2.train.txt", "Al\tPROPN\tNNP\n-\tPUNCT\tHYPH\nZaman\tPROPN\tNNP\n\nWhat\tPRON\tWP\n")
    _write(root, "en-ud-tag.v2.dev.txt", "Is\tAUX\tVBZ\nit\tPRON\tPRP\n\n")
    _write(root, "en-ud-tag.v2.test.txt", "Yes\tINTJ\tUH\n")
    return root


def make_enwik9(root):
    _write(root, "enwik9", "<mediawiki>\n  <page>\n\n    <title>Tea</title>\n</mediawiki>\n")
    return root


def make_imdb(root):
    for usage, label, name, text in (("train", "pos", "0_9.txt", "A fine film."),
                                     ("train", "pos", "1_7.txt", "first\n\nSecond line wins"),
                                     ("train", "neg", "0_3.txt", "Dull."),
                                     ("test", "pos", "0_10.txt", "Great!"),
                                     ("test", "neg", "0_2.txt", "Bad."),
                                     ("test", "neg", "1_1.txt", "Worse.")):
        _write(root, f"{usage}/{label}/{name}", text + "\n")
    return root


def _tags_pair(src_lines, tgt_lines):
    header = "<url>http://ted.example</url>\n<keywords>talks</keywords>\n"
    return header + "".join(f"{s}\n" for s in src_lines), header + "".join(f"{t}\n" for t in tgt_lines)


def _xml(lang, segments):
    docs = "".join(f'<doc docid="{d}"><url>u</url><talkid>{d}</talkid>'
                   + "".join(f'<seg id="{i + 1}"> {s} </seg>' for i, s in enumerate(doc)) + "</doc>"
                   for d, doc in enumerate(segments))
    return f'<mteval>\n<srcset setid="s" srclang="{lang}">\n{docs}\n</srcset>\n</mteval>\n'


def make_iwslt(root, year):
    src, tgt = "de", "en"
    if year == 2016:
        folder = f"texts/{src}/{tgt}/{src}-{tgt}"
        sets = ("tst2013", "tst2014")
    else:
        folder = "texts/DeEnItNlRo/DeEnItNlRo/DeEnItNlRo-DeEnItNlRo"
        sets = ("dev2010", "tst2010")
    tag = "IWSLT16" if year == 2016 else "IWSLT17"
    src_train, tgt_train = _tags_pair([" Hallo Welt ", "Danke", "Gut"], ["Hello world", " Thanks ", "Good"])
    _write(root, f"{folder}/train.tags.{src}-{tgt}.{src}", src_train)
    _write(root, f"{folder}/train.tags.{src}-{tgt}.{tgt}", tgt_train)
    for k, name in enumerate(sets):
        _write(root, f"{folder}/{tag}.TED.{name}.{src}-{tgt}.{src}.xml",
               _xml(src, [[f"Satz {k}a", f"Satz {k}b"], [f"Satz {k}c"]]))
        _write(root, f"{folder}/{tag}.TED.{name}.{src}-{tgt}.{tgt}.xml",
               _xml(tgt, [[f"Sentence {k}a", f"Sentence {k}b"], [f"Sentence {k}c"]]))
    return root


def make_multi30k(root):
    for folder, stem, en, de in (("training", "train", ["A dog runs.", "", "Two cats."],
                                  ["Ein Hund rennt.", "", "Zwei Katzen."]),
                                 ("validation", "val", ["A bird."], ["Ein Vogel."]),
                                 ("mmt16_task1_test", "test", ["A man.", "A boat."], ["Ein Mann.", "Ein Boot."])):
        _write(root, f"{folder}/{stem}.en", "".join(s + "\n" for s in en))
        _write(root, f"{folder}/{stem}.de", "".join(s + "\n" for s in de))
    return root


def make_penn_treebank(root):
    _write(root, "ptb.train.txt", " aer banknote berlitz \n\n no it was n't black monday \n")
    _write(root, "ptb.valid.txt", " consumers may want \n")
    _write(root, "ptb.test.txt", " no it was n't \n the <unk> \n")
    return root


def make_squad(root, version):
    suffix = "v1.1" if version == 1 else "v2.0"
    train = {"version": suffix, "data": [
        {"title": "Tea", "paragraphs": [
            {"context": "Tea is a drink made from leaves.",
             "qas": [{"id": "q1", "question": "What is tea?", "answers": [{"text": "a drink", "answer_start": 7}]},
                     {"id": "q2", "question": "Made from?", "answers": [{"text": "leaves", "answer_start": 25},
                                                                         {"text": "leaves.", "answer_start": 25}]}]},
            {"context": "Green tea is not fermented.",
             "qas": [{"id": "q3", "question": "Fermented?", "answers": [], "is_impossible": True}]}]}]}
    dev = {"version": suffix, "data": [
        {"title": "Milk", "paragraphs": [
            {"context": "Milk is white.",
             "qas": [{"id": "d1", "question": "Colour?", "answers": [{"text": "white", "answer_start": 8}]}]}]}]}
    _write(root, f"train-{suffix}.json", json.dumps(train))
    _write(root, f"dev-{suffix}.json", json.dumps(dev))
    return root


def make_sst2(root):
    _write(root, "train.tsv", "sentence\tlabel\nhide new secretions \t0\ngratuitous , and \t0\nthe greatest \t1\n")
    _write(root, "dev.tsv", "sentence\tlabel\nit 's a charming journey . \t1\n")
    _write(root, "test.tsv", "index\tsentence\n0\tuneasy mishmash .\n1\tthis film 's relationship .\n")
    return root


def make_wiki_text(root):
    _write(root, "wiki.train.tokens", " \n = Valkyria = \n\n Senjou no Valkyria 3 \n")
    _write(root, "wiki.valid.tokens", " = Homarus = \n")
    _write(root, "wiki.test.tokens", " = Robert = \n Robert is an actor \n")
    return root

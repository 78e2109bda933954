"""The audio corpus readers on tiny corpora written by tests/dataset/audio_corpora.py.

Every expected row, dtype, size and error message was recorded from MindSpore 2.10.0 CPU reading the same files
(the builders write byte-identical corpora), except where a comment says otherwise.
"""
import os

import numpy as np
import pytest

import mindspore_compat.dataset as ds

from . import audio_corpora as ac


def rows(dataset):
    return list(dataset.create_tuple_iterator(output_numpy=True))


def check_row(row, expected):
    assert len(row) == len(expected)
    for got, (value, dtype) in zip(row, expected):
        assert str(got.dtype) == dtype
        if got.dtype.kind == "f":
            np.testing.assert_array_equal(got, np.array(value, np.float32))
        else:
            assert got.tolist() == value


def pipeline_error(excinfo):
    return str(excinfo.value).split("[ERROR] ")[-1].strip()


def test_yes_no_rows_follow_the_folder_listing(tmp_path):
    root = ac.yes_no(str(tmp_path / "yesno"))
    dataset = ds.YesNoDataset(root, shuffle=False)
    assert dataset.get_col_names() == ["waveform", "sample_rate", "label"]
    assert dataset.get_dataset_size() == 3
    # recorded from MindSpore 2.10.0 CPU, keyed by file name: MindSpore lists the folder in the file system's order
    expected = {
        (1, 1, 0, 1, 0, 0, 0, 1): [-1.000030517578125, 0.00015259254723787308, 0.0002136295661330223],
        (0, 1, 0, 0, 1, 0, 1, 1): [0.0, 0.030518509447574615, -0.030518509447574615, 1.0],
        (0, 0, 1, 1, 1, 0, 0, 0): [0.0003662221133708954, 0.001037629321217537, 0.0017090365290641785,
                                   0.00238044373691082, 0.0027466658502817154],
    }
    got = rows(dataset)
    listed = [tuple(int(v) for v in os.path.basename(n)[:15].split("_")) for n in os.listdir(root) if n.endswith(".wav")]
    assert [tuple(r[2].tolist()) for r in got] == listed
    for row in got:
        check_row(row, [([expected[tuple(row[2].tolist())]], "float32"), (8000, "int32"),
                        (list(row[2].tolist()), "int32")])


def test_cmu_arctic(tmp_path):
    root = ac.cmu_arctic(str(tmp_path / "cmu"))
    dataset = ds.CMUArcticDataset(root, shuffle=False)
    assert dataset.get_col_names() == ["waveform", "sample_rate", "transcript", "utterance_id"]
    assert dataset.get_dataset_size() == 2
    got = rows(dataset)
    check_row(got[0], [([[0.0030518509447574615, -0.006103701889514923, 0.009155552834272385]], "float32"),
                       (16000, "uint32"), ("Author of the danger trail, Philip Steels, etc.", "<U47"),
                       ("a0001", "<U5")])
    check_row(got[1], [([[0.0002136295661330223, 0.0002441480755805969]], "float32"), (16000, "uint32"),
                       ("He turned sharply.", "<U18"), ("b0002", "<U5")])
    with pytest.raises(RuntimeError) as excinfo:
        rows(ds.CMUArcticDataset(root, name="bdl", shuffle=False))
    assert pipeline_error(excinfo) == ("Invalid file, sampling rate of CMUArctic wav file must be 16000, file path: "
                                       + os.path.join(root, "cmu_us_bdl_arctic", "wav", "arctic_a0003.wav"))
    with pytest.raises(RuntimeError) as excinfo:
        ds.CMUArcticDataset(root, name="clb").get_dataset_size()
    assert pipeline_error(excinfo) == ("Invalid file, failed to find label file: "
                                       + os.path.join(root, "cmu_us_clb_arctic", "etc", "txt.done.data"))


def test_gtzan_usages(tmp_path):
    root = ac.gtzan(str(tmp_path / "gtzan"))
    os.remove(os.path.join(root, "jazz", "jazz.00000.wav"))
    # recorded from MindSpore 2.10.0 CPU
    blues0 = [([[3.0518509447574615e-05, 6.103701889514923e-05, 9.155552834272385e-05]], "float32"),
              (22050, "uint32"), ("blues", "<U5")]
    blues12 = [([[-0.00012207403779029846, 0.00015259254723787308]], "float32"), (22050, "uint32"),
               ("blues", "<U5")]
    blues29 = [([[0.01831110566854477]], "float32"), (22050, "uint32"), ("blues", "<U5")]
    classical30 = [([[-0.0002136295661330223, 0.0002441480755805969, -0.00027466658502817154,
                      0.00030518509447574615]], "float32"), (22050, "uint32"), ("classical", "<U9")]
    for usage, expected in (("valid", [blues0]), ("test", [blues12]), ("train", [blues29, classical30])):
        dataset = ds.GTZANDataset(root, usage=usage, shuffle=False)
        assert dataset.get_col_names() == ["waveform", "sample_rate", "label"]
        got = rows(dataset)
        assert len(got) == len(expected)
        for row, want in zip(got, expected):
            check_row(row, want)
    # usage 'all': genres in order, files in the folder listing's order
    by_name = {"blues.00000.wav": blues0, "blues.00012.wav": blues12, "blues.00029.wav": blues29}
    got = rows(ds.GTZANDataset(root, shuffle=False))
    order = [n for n in os.listdir(os.path.join(root, "blues"))]
    for row, name in zip(got, order):
        check_row(row, by_name[name])
    check_row(got[3], classical30)


def test_gtzan_errors(tmp_path):
    root = ac.gtzan(str(tmp_path / "gtzan"))
    with pytest.raises(RuntimeError) as excinfo:
        rows(ds.GTZANDataset(root, usage="train", shuffle=False))
    assert pipeline_error(excinfo) == ("Invalid file, sampling rate of GTZAN wav file must be 22050, file path: "
                                       + os.path.join(root, "jazz", "jazz.00000.wav"))
    empty = str(tmp_path / "empty")
    os.makedirs(empty)
    with pytest.raises(RuntimeError) as excinfo:
        ds.GTZANDataset(empty).get_dataset_size()
    assert pipeline_error(excinfo) == "Invalid data, no valid data found in path:" + empty


def test_gtzan_split_lists(tmp_path):
    # split sizes and boundaries recorded from MindSpore 2.10.0 CPU on a corpus of all 1000 clip names
    from mindspore_compat.dataset.engine.datasets_audio import _gtzan_split
    train, valid, test = _gtzan_split("train"), _gtzan_split("valid"), _gtzan_split("test")
    assert (len(train), len(valid), len(test)) == (443, 197, 290)
    assert train[:2] == ["blues.00029", "blues.00030"] and train[-1] == "rock.00099"
    assert valid[:2] == ["blues.00000", "blues.00001"] and valid[-1] == "rock.00085"
    assert test[:2] == ["blues.00012", "blues.00013"] and test[-1] == "rock.00090"
    assert not set(train) & set(valid) and not set(train) & set(test) and not set(valid) & set(test)


def test_lj_speech(tmp_path):
    root = ac.lj_speech(str(tmp_path / "lj"))
    dataset = ds.LJSpeechDataset(root, shuffle=False)
    assert dataset.get_col_names() == ["waveform", "sample_rate", "transcription", "normalized_transcription"]
    assert dataset.get_dataset_size() == 2
    got = rows(dataset)
    # recorded from MindSpore 2.10.0 CPU
    check_row(got[0], [([[0.00030518509447574615, 0.0006103701889514923, 0.0009155552834272385]], "float32"),
                       (22050, "int32"), ("Printing, in the only sense", "<U27"),
                       ("Printing, in the only sense", "<U27")])
    check_row(got[1], [([[-0.00030518509447574615, -0.0006103701889514923]], "float32"), (22050, "int32"),
                       ("in 1870 Mr. Smith", "<U17"), ("in eighteen seventy Mister Smith", "<U32")])
    empty = str(tmp_path / "empty")
    os.makedirs(empty)
    with pytest.raises(RuntimeError) as excinfo:
        ds.LJSpeechDataset(empty).get_dataset_size()
    assert pipeline_error(excinfo) == "Invalid file, failed to find metadata file: " + os.path.join(empty,
                                                                                                     "metadata.csv")


def test_libri_tts(tmp_path):
    root = ac.libri_tts(str(tmp_path / "libri"))
    columns = ["waveform", "sample_rate", "original_text", "normalized_text", "speaker_id", "chapter_id",
               "utterance_id"]
    # recorded from MindSpore 2.10.0 CPU
    first = [([[3.0518509447574615e-05, -3.0518509447574615e-05]], "float32"), (24000, "uint32"),
             ("My dear Mr. Smith,", "<U18"), ("My dear Mister Smith,", "<U21"), (84, "uint32"), (121123, "uint32"),
             ("84_121123_000007_000000", "<U23")]
    second = [([[6.103701889514923e-05, -6.103701889514923e-05, 9.155552834272385e-05]], "float32"),
              (24000, "uint32"), ("Well?", "<U5"), ("Well?", "<U5"), (84, "uint32"), (121123, "uint32"),
              ("84_121123_000008_000001", "<U23")]
    third = [([[0.003021332435309887]], "float32"), (24000, "uint32"), ("Northanger Abbey", "<U16"),
             ("Northanger Abbey", "<U16"), (19, "uint32"), (198, "uint32"), ("19_198_000000_000003", "<U20")]
    for usage, expected in (("all", [first, second, third]), ("dev-clean", [first, second]),
                            ("train-clean-100", [third])):
        dataset = ds.LibriTTSDataset(root, usage=usage, shuffle=False)
        assert dataset.get_col_names() == columns
        assert dataset.get_dataset_size() == len(expected)
        for row, want in zip(rows(dataset), expected):
            check_row(row, want)
    with pytest.raises(RuntimeError) as excinfo:
        rows(ds.LibriTTSDataset(root, usage="test-clean"))
    assert pipeline_error(excinfo) == ("Invalid data, no valid data matching the dataset API LibriTTSDataset. "
                                       "Please check dataset API or file path: " + root + ".")


def test_speech_commands(tmp_path):
    root = ac.speech_commands(str(tmp_path / "sc"))
    # recorded from MindSpore 2.10.0 CPU
    no1 = [([[-0.0001831110566854477, 0.0002136295661330223, -0.0002441480755805969]], "float32"), (16000, "int32"),
           ("no", "<U2"), ("0a7c2a8d", "<U8"), (1, "int32")]
    no4 = [([[0.00027466658502817154]], "float32"), (16000, "int32"), ("no", "<U2"), ("ffd2ba2f", "<U8"),
           (4, "int32")]
    yes0 = [([[3.0518509447574615e-05, 6.103701889514923e-05, 9.155552834272385e-05]], "float32"),
            (16000, "int32"), ("yes", "<U3"), ("0a7c2a8d", "<U8"), (0, "int32")]
    yes2 = [([[0.00012207403779029846, 0.00015259254723787308]], "float32"), (16000, "int32"), ("yes", "<U3"),
            ("c1d39ce8", "<U8"), (2, "int32")]
    for usage, expected in (("all", [no1, no4, yes0, yes2]), ("train", [no1, yes0]), ("valid", [no4]),
                            ("test", [yes2])):
        dataset = ds.SpeechCommandsDataset(root, usage=usage, shuffle=False)
        assert dataset.get_col_names() == ["waveform", "sample_rate", "label", "speaker_id", "utterance_number"]
        assert dataset.get_dataset_size() == 4  # MindSpore counts the clips of every usage
        got = rows(dataset)
        assert len(got) == len(expected)
        for row, want in zip(got, expected):
            check_row(row, want)
    got = rows(ds.SpeechCommandsDataset(root, num_shards=2, shard_id=1, shuffle=False))
    assert [r[3].tolist() for r in got] == ["ffd2ba2f", "c1d39ce8"]
    ds.config.set_seed(5)
    got = rows(ds.SpeechCommandsDataset(root))
    assert [int(r[4]) for r in got] == [2, 1, 4, 0]
    assert ds.SpeechCommandsDataset(root, num_samples=2, shuffle=False).get_dataset_size() == 2
    empty = str(tmp_path / "empty")
    os.makedirs(empty)
    with pytest.raises(RuntimeError) as excinfo:
        ds.SpeechCommandsDataset(empty).get_dataset_size()
    assert pipeline_error(excinfo) == "Invalid file, failed to open directory: " + empty


@pytest.mark.parametrize("release", ["release1", "release3"])
def test_tedlium(tmp_path, release):
    root = ac.tedlium(str(tmp_path / "ted"), release)
    columns = ["waveform", "sample_rate", "transcript", "talk_id", "speaker_id", "identifier"]
    parts = ["train", "test", "dev"] if release == "release1" else ["data"]
    # recorded from MindSpore 2.10.0 CPU: line 0 of every talk, then line 1; the waveform is all zeros
    expected = [(500, "hello there", "Talk%d_%s" % (k + 1, p), "Speaker_A", "<o,f0,male>")
                for k, p in enumerate(parts)]
    expected += [(750, "second line of " + p, "Talk%d_%s" % (k + 1, p), "Speaker_B", "<o,f0,female>")
                 for k, p in enumerate(parts)]
    expected.sort(key=lambda e: (e[0], e[2]))
    expected = [e for e in expected if e[0] == 500] + [e for e in expected if e[0] == 750]
    dataset = ds.TedliumDataset(root, release=release, shuffle=False)
    assert dataset.get_col_names() == columns
    assert dataset.get_dataset_size() == len(expected)
    got = rows(dataset)
    # MindSpore's order within one line number: by talk name (Talk1_train, Talk2_test, Talk3_dev)
    for row, (length, transcript, talk, speaker, identifier) in zip(got, expected):
        assert row[0].shape == (1, length) and row[0].dtype == np.float32 and not row[0].any()
        check_row(row[1:], [(1000, "int32"), (transcript, "<U%d" % len(transcript)), (talk, "<U%d" % len(talk)),
                            (speaker, "<U9"), (identifier, "<U%d" % len(identifier))])
    if release == "release1":
        got = rows(ds.TedliumDataset(root, release=release, usage="dev", shuffle=False))
        assert [r[3].tolist() for r in got] == ["Talk3_dev", "Talk3_dev"]


def test_reader_argument_errors(tmp_path):
    root = ac.yes_no(str(tmp_path / "yesno"))
    # messages recorded from MindSpore 2.10.0 CPU
    cases = [
        (lambda: ds.YesNoDataset("/nonexistent_audio_dir"), ValueError,
         "The folder /nonexistent_audio_dir does not exist or is not a directory or permission denied!"),
        (lambda: ds.CMUArcticDataset(root, name="xyz"), ValueError,
         "Input name is not within the valid set of ['aew', 'ahw', 'aup', 'awb', 'axb', 'bdl', 'clb', 'eey', 'fem', "
         "'gka', 'jmk', 'ksp', 'ljm', 'lnh', 'rms', 'rxr', 'slp', 'slt']."),
        (lambda: ds.CMUArcticDataset(root, name=3), TypeError,
         "Argument name with value 3 is not of type [<class 'str'>], but got <class 'int'>."),
        (lambda: ds.GTZANDataset(root, usage="dev"), ValueError,
         "Input usage is not within the valid set of ['train', 'valid', 'test', 'all']."),
        (lambda: ds.TedliumDataset(root, release="release4"), ValueError,
         "Input release is not within the valid set of ['release1', 'release2', 'release3']."),
        (lambda: ds.TedliumDataset(root, release="release3", usage="train"), ValueError,
         "Input usage is not within the valid set of ['all']."),
        (lambda: ds.TedliumDataset(root, release="release1", usage="data"), ValueError,
         "Input usage is not within the valid set of ['train', 'test', 'dev', 'all']."),
        (lambda: ds.LibriTTSDataset(root, usage="train"), ValueError,
         "Input usage is not within the valid set of ['dev-clean', 'dev-other', 'test-clean', 'test-other', "
         "'train-clean-100', 'train-clean-360', 'train-other-500', 'all']."),
        (lambda: ds.SpeechCommandsDataset(root, usage="dev"), ValueError,
         "Input usage is not within the valid set of ['train', 'test', 'valid', 'all']."),
        (lambda: ds.YesNoDataset(root, shuffle=1), TypeError,
         "Argument shuffle with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
        (lambda: ds.YesNoDataset(root, shuffle=True, sampler=ds.SequentialSampler()), RuntimeError,
         "sampler and shuffle cannot be specified at the same time."),
        (lambda: ds.YesNoDataset(root, num_shards=2), RuntimeError,
         "num_shards is specified and currently requires shard_id as well."),
    ]
    for make, kind, message in cases:
        with pytest.raises(kind) as excinfo:
            make()
        assert str(excinfo.value) == message


def test_empty_folders(tmp_path):
    empty = str(tmp_path / "empty")
    os.makedirs(empty)
    # messages recorded from MindSpore 2.10.0 CPU
    cases = [
        (ds.YesNoDataset(empty), "Invalid file, no .wav files found under " + empty),
        (ds.CMUArcticDataset(empty), "Invalid file, failed to find label file: "
         + os.path.join(empty, "cmu_us_aew_arctic", "etc", "txt.done.data")),
        (ds.TedliumDataset(empty, release="release1"),
         "Invalid file, failed to open folder: " + os.path.join(empty, "train", "stm")),
    ]
    for dataset, message in cases:
        with pytest.raises(RuntimeError) as excinfo:
            rows(dataset)
        assert pipeline_error(excinfo) == message


def test_wave_header_is_taken_at_face_value(tmp_path):
    # a stereo file comes out as one interleaved row, as MindSpore 2.10.0 CPU reads it (recorded)
    root = str(tmp_path / "yesno")
    ac.write_wav(os.path.join(root, "1_0_0_0_0_0_0_0.wav"), [1, -1, 2, -2], 8000, channels=2)
    (row,) = rows(ds.YesNoDataset(root))
    check_row(row, [([[3.0518509447574615e-05, -3.0518509447574615e-05, 6.103701889514923e-05,
                       -6.103701889514923e-05]], "float32"), (8000, "int32"), ([1, 0, 0, 0, 0, 0, 0, 0], "int32")])

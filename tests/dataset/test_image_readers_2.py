"""The readers of datasets_vision_more.py on tiny copies of the datasets in their original layouts
(tests/dataset/image_reader_files.py writes them). Every column name, dtype, shape, label, row order, pixel sum and
error message below was recorded from MindSpore 2.10.0 (CPU) reading the same generated files; rows given as file
names are the rows whose bytes MindSpore handed out for those files."""
import os
import struct

import numpy as np
import pytest

import mindspore_compat.dataset as ds
from . import image_reader_files as files


def rows(dataset):
    return list(dataset.create_tuple_iterator(output_numpy=True, num_epochs=1))


def file_rows(dataset, root):
    """(file name relative to root, label) per row, the file being the one whose bytes the image column holds."""
    contents = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                contents[f.read()] = os.path.relpath(path, root).replace(os.sep, "/")
    return [(contents[row[0].tobytes()], row[-1].item() if row[-1].dtype.kind != "U" else str(row[-1]))
            for row in rows(dataset)]


def pipeline_error(match):
    return pytest.raises(RuntimeError, match=match)


@pytest.fixture()
def root(tmp_path):
    return os.path.realpath(str(tmp_path))


# ----- Caltech256 -----------------------------------------------------------------------------------------------
def test_caltech256(root):
    files.caltech256(root)
    dataset = ds.Caltech256Dataset(root, shuffle=False)
    assert dataset.get_col_names() == ["image", "label"] and dataset.get_dataset_size() == 4
    assert dataset.get_class_indexing() == {}
    assert file_rows(dataset, root) == [("001.ak47/001_0001.JPEG", 0), ("002.bat/002_0001.jpg", 1),
                                        ("002.bat/002_0002.jpg", 1), ("257.clutter/257_0001.jpg", 2)]
    decoded = rows(ds.Caltech256Dataset(root, shuffle=False, decode=True))
    assert [int(r[0].sum()) for r in decoded] == [2414, 1765, 2100, 2526]
    assert all(r[0].shape == (2, 3, 3) and r[1].dtype == np.int32 for r in decoded)
    assert [label for _, label in file_rows(ds.Caltech256Dataset(root, num_shards=2, shard_id=1, shuffle=False),
                                            root)] == [1, 2]
    ds.config.set_seed(5)
    assert [label for _, label in file_rows(ds.Caltech256Dataset(root, shuffle=True), root)] == [2, 0, 1, 1]
    assert [label for _, label in file_rows(ds.Caltech256Dataset(root, sampler=ds.PKSampler(1)), root)] == [0, 1, 2]


def test_caltech256_errors(root):
    with pytest.raises(TypeError, match=r"^Argument shuffle with value 1 is not of type \[<class 'bool'>\], but got "
                                        r"<class 'int'>\.$"):
        ds.Caltech256Dataset(root, shuffle=1)
    with pytest.raises(ValueError, match="does not exist or is not a directory or permission denied!$"):
        ds.Caltech256Dataset(os.path.join(root, "nope"))
    empty = ds.Caltech256Dataset(root)
    assert empty.get_dataset_size() == 0
    with pipeline_error("Invalid data, CaltechDataset API can't read the data file \\(interface mismatch or no data "
                        "found\\). Check caltech file path: "):
        rows(empty)


# ----- EMNIST / QMNIST ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("usage,labels", [(None, [7, 2, 5, 1, 26]), ("train", [5, 1, 26]), ("test", [7, 2]),
                                          ("all", [7, 2, 5, 1, 26])])
def test_emnist_usage(root, usage, labels):
    files.emnist(root)
    got = rows(ds.EMnistDataset(root, "letters", usage=usage, shuffle=False))
    assert [int(r[1]) for r in got] == labels
    assert all(r[0].shape == (28, 28, 1) and r[0].dtype == np.uint8 and r[1].dtype == np.uint32 for r in got)


def test_emnist(root):
    files.emnist(root)
    images = files._pixels(1, (5, 28, 28))
    first = rows(ds.EMnistDataset(root, "letters", usage="test", shuffle=False))[0][0]
    assert np.array_equal(first[:, :, 0], images[3])
    assert [int(r[1]) for r in rows(ds.EMnistDataset(root, "digits", shuffle=False))] == [9]
    ds.config.set_seed(1)
    assert [int(r[1]) for r in rows(ds.EMnistDataset(root, "letters", num_samples=3))] == [5, 26, 1]
    with pytest.raises(ValueError, match=r"^Input name is not within the valid set of \['byclass', 'bymerge', "
                                         r"'balanced', 'letters', 'digits', 'mnist'\]\.$"):
        ds.EMnistDataset(root, "foo")
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test', 'all'\]"):
        ds.EMnistDataset(root, "letters", usage="valid")
    missing = ds.EMnistDataset(root, "mnist")
    assert missing.get_dataset_size() == 0
    with pipeline_error("EMnistDataset API can't read the data file \\(interface mismatch or no data found\\). Check "
                        "emnist file in directory: "):
        rows(missing)


def test_emnist_file_errors(root):
    files.emnist(root)
    labels = os.path.join(root, "emnist-letters-test-labels-idx1-ubyte")
    with open(labels, "wb") as f:
        f.write(struct.pack(">II", 2049, 3) + bytes(3))
    with pipeline_error("\\[ERROR\\] Invalid data, num of images should be equal to num of labels, but got num of "
                        "images: 2, num of labels: 3\\."):
        rows(ds.EMnistDataset(root, "letters"))
    with open(labels, "wb") as f:
        f.write(struct.pack(">II", 2051, 2) + bytes(2))
    with pipeline_error("Invalid emnist file, the number of labels in .* should be 2049, but got 2051\\."):
        rows(ds.EMnistDataset(root, "letters"))
    with open(os.path.join(root, "emnist-letters-test-images-idx3-ubyte"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, 2, 28, 27) + bytes(2 * 28 * 27))
    with pipeline_error("Invalid emnist file, shape of image in .* should be \\(28, 28\\), but got \\(28, 27\\)\\."):
        rows(ds.EMnistDataset(root, "letters"))
    os.remove(labels)
    with pipeline_error("Invalid data, num of image files should be equal to num of label files under .*, but got "
                        "num of images: 2, num of labels: 1\\."):
        rows(ds.EMnistDataset(root, "letters"))


@pytest.mark.parametrize("maker,kind", [(ds.MnistDataset, "mnist"), (ds.FashionMnistDataset, "fashion mnist"),
                                        (ds.KMnistDataset, "kmnist")])
def test_mnist_family_messages(root, maker, kind):
    def write(images, labels):
        with open(os.path.join(root, "train-images-idx3-ubyte"), "wb") as f:
            f.write(images)
        with open(os.path.join(root, "train-labels-idx1-ubyte"), "wb") as f:
            f.write(labels)
    good_images, good_labels = struct.pack(">IIII", 2051, 2, 28, 28) + bytes(1568), struct.pack(">II", 2049, 2) + b"ab"
    cases = [
        (good_images, struct.pack(">II", 2051, 2) + b"ab", f"Invalid {kind} file, the number of labels in .* should be "
                                                           f"2049, but got 2051\\."),
        (struct.pack(">IIII", 2049, 2, 28, 28) + bytes(1568), good_labels,
         f"Invalid {kind} file, the image number of .* should be 2051, but got 2049$"),
        (struct.pack(">IIII", 2051, 2, 28, 28) + bytes(100), good_labels,
         f"Invalid {kind} file, truncated data length of .* should be 100, but got 1568$"),
        (good_images, struct.pack(">II", 2049, 2) + b"a", f"Invalid {kind} file, the data length of labels in .* "
                                                          f"should be 1, but got 2\\."),
        (bytes(10), good_labels, f"Invalid {kind} file, the first data length of .* should be 16 bytes\\(contains "
                                 f"type, number, row and column\\), but got 10\\."),
    ]
    for images, labels, message in cases:
        write(images, labels)
        with pipeline_error(message):
            rows(maker(root))
    write(good_images, struct.pack(">II", 2049, 3) + b"abc")
    counts = {"mnist": "Invalid mnist file, num of images should be equal to num of labels, but got num of images: 2, "
                       "num of labels: 3\\.",
              "fashion mnist": "Invalid data, num of images should be equal to num of labels, but got num of images: "
                               "2, num of labels: 3\\.",
              "kmnist": "Invalid data, num of images is not equal to num of labels\\."}
    with pipeline_error(counts[kind]):
        rows(maker(root))


@pytest.mark.parametrize("usage,labels", [(None, [3, 8, 1, 0, 6]), ("train", [3, 8]), ("test", [1, 0]),
                                          ("nist", [6]), ("all", [3, 8, 1, 0, 6])])
def test_qmnist_usage(root, usage, labels):
    files.qmnist(root)
    got = rows(ds.QMnistDataset(root, usage=usage, shuffle=False))
    assert [int(r[1]) for r in got] == labels
    assert all(r[0].shape == (28, 28, 1) and r[1].dtype == np.uint32 and r[1].shape == () for r in got)


def test_qmnist(root):
    files.qmnist(root)
    got = rows(ds.QMnistDataset(root, usage="all", compat=False, shuffle=False))
    assert [r[1].tolist() for r in got] == [[3, 4, 0, 17, 59, 20, 0, 0], [8, 3, 1, 22, 1, 2, 3, 4],
                                            [1, 9, 9, 9, 9, 9, 9, 9], [0, 5, 2, 6, 7, 8, 1, 2],
                                            [6, 31, 31, 31, 1000, 70000, 5, 4]]
    assert got[0][1].dtype == np.uint32
    assert got[0][0][0, :6, 0].tolist() == [0, 1, 128, 255, 22, 43]  # the pixels as stored, not binarized
    assert [int(r[1]) for r in rows(ds.QMnistDataset(root, num_shards=2, shard_id=0, shuffle=False))] == [3, 1, 6]
    ten_k = ds.QMnistDataset(root, usage="test10k")
    assert ten_k.get_dataset_size() == 10000
    with pipeline_error("Invalid file, failed to read 7840000 bytes from .*qmnist-test-images-idx3-ubyte: the data "
                        "file is damaged or the content is incomplete\\."):
        rows(ten_k)
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test', 'test10k', "
                                         r"'test50k', 'nist', 'all'\]\.$"):
        ds.QMnistDataset(root, usage="x")
    with pytest.raises(TypeError, match=r"^Argument compat with value 1 is not of type \[<class 'bool'>\]"):
        ds.QMnistDataset(root, compat=1)


def test_qmnist_file_errors(root):
    files.qmnist(root)
    labels = os.path.join(root, "qmnist-train-labels-idx2-int")
    cases = [
        (b"\x00\x00\x0c\x02", "Invalid file, load .* failed: the first 12 bytes of the label file should be type, "
                              "number and length, but got the first read bytes : 4$"),
        (b"abcdefghijklmnop", "Invalid label file, the number of labels loading from .* should be 3074, but got "
                              "1633837924\\."),
        (struct.pack(">III", 3074, 2, 7) + bytes(56), "Invalid data, length of every label loading from .* should be "
                                                      "equal to 8, but got 7\\."),
        (struct.pack(">III", 3074, 2, 8) + bytes(60), "Invalid data, the total bytes of labels loading from Qmnist "
                                                      "label file: .* should be 60, but got 64\\."),
        (struct.pack(">III", 3074, 1, 8) + bytes(32), "Invalid data, num of images should be equal to num of labels "
                                                      "loading from .*, but got num of images: 2, num of labels: 1\\."),
    ]
    for content, message in cases:
        with open(labels, "wb") as f:
            f.write(content)
        with pipeline_error(message):
            rows(ds.QMnistDataset(root, usage="train"))
    os.remove(labels)
    with pipeline_error("Invalid file path, Qmnist data file: .*qmnist-train-labels-idx2-int does not exist or is "
                        "a directory\\."):
        rows(ds.QMnistDataset(root))


# ----- Flowers102 / SVHN ----------------------------------------------------------------------------------------
def test_flowers102(root):
    pytest.importorskip("scipy")
    files.flowers102(root)
    assert file_rows(ds.Flowers102Dataset(root, shuffle=False), root) == [
        ("jpg/image_00004.jpg", 0), ("jpg/image_00001.jpg", 76), ("jpg/image_00005.jpg", 49),
        ("jpg/image_00003.jpg", 101), ("jpg/image_00002.jpg", 2)]
    for usage, labels in (("train", [0, 76]), ("valid", [2]), ("test", [49, 101])):
        assert [int(r[1]) for r in rows(ds.Flowers102Dataset(root, usage=usage, shuffle=False))] == labels
    seg = ds.Flowers102Dataset(root, task="Segmentation", usage="train", decode=True, shuffle=False)
    assert seg.get_col_names() == ["image", "segmentation", "label"]
    got = rows(seg)
    assert [(int(r[0].sum()), int(r[1].sum()), int(r[2])) for r in got] == [(1576, 1664, 0), (1206, 1693, 76)]
    assert got[0][0].shape == (2, 2, 3) and got[0][2].dtype == np.uint32
    ds.config.set_seed(3)
    assert [int(r[1]) for r in rows(ds.Flowers102Dataset(root))] == [101, 2, 0, 49, 76]
    names = ds.Flowers102Dataset(root).get_class_indexing()
    assert len(names) == 102 and list(names.items())[:3] == [("pink primrose", 0), ("hard-leaved pocket orchid", 1),
                                                             ("canterbury bells", 2)]
    with pytest.raises(ValueError, match=r"^Input task is not within the valid set of \['Classification', "
                                         r"'Segmentation'\]\.$"):
        ds.Flowers102Dataset(root, task="seg")
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'valid', 'test', "
                                         r"'all'\]\.$"):
        ds.Flowers102Dataset(root, usage="val")
    os.rename(os.path.join(root, "jpg"), os.path.join(root, "pictures"))
    with pytest.raises(ValueError, match="jpg does not exist or is not a directory or permission denied!$"):
        ds.Flowers102Dataset(root)


def test_svhn(root):
    pytest.importorskip("scipy")
    files.svhn(root)
    expected = {"train": [0, 1, 9], "test": [3, 0], "extra": [0, 2]}
    for usage, labels in expected.items():
        got = rows(ds.SVHNDataset(root, usage=usage, shuffle=False))
        assert [int(r[1]) for r in got] == labels
        assert all(r[0].shape == (32, 32, 3) and r[0].dtype == np.uint8 and r[1].dtype == np.uint32 for r in got)
    everything = rows(ds.SVHNDataset(root, shuffle=False))
    assert [int(r[1]) for r in everything] == [0, 1, 9, 3, 0, 0, 2]
    assert [int(r[0].sum()) for r in everything[:3]] == [393455, 391766, 393991]
    ds.config.set_seed(2)
    assert [int(r[1]) for r in rows(ds.SVHNDataset(root))][:6] == [0, 2, 9, 0, 1, 3]
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test', 'extra', "
                                         r"'all'\]\.$"):
        ds.SVHNDataset(root, usage="valid")
    os.remove(os.path.join(root, "train_32x32.mat"))
    with pytest.raises(ValueError, match="train_32x32.mat does not exist or permission denied!$"):
        ds.SVHNDataset(root, usage="train")
    with pytest.raises(FileNotFoundError):
        ds.SVHNDataset(root)


# ----- Food101 / Places365 / RenderedSST2 / SBU / SUN397 ---------------------------------------------------------
def test_food101(root):
    files.food101(root)
    expected = [("images/ramen/3.jpg", "ramen"), ("images/apple_pie/101.jpg", "apple_pie"),
                ("images/pie/9.jpg", "pie"), ("images/apple_pie/7.jpg", "apple_pie")]
    for usage, want in ((None, expected), ("all", expected), ("train", expected[:3]), ("test", expected[3:])):
        assert file_rows(ds.Food101Dataset(root, usage=usage, shuffle=False), root) == want
    image, label = rows(ds.Food101Dataset(root, usage="test", decode=True))[0]
    assert image.shape == (3, 2, 3) and int(image.sum()) == 2141 and label.dtype.kind == "U"
    ds.config.set_seed(8)
    assert [label for _, label in file_rows(ds.Food101Dataset(root), root)] == ["apple_pie", "apple_pie", "ramen",
                                                                                "pie"]
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test', 'all'\]"):
        ds.Food101Dataset(root, usage="val")
    os.remove(os.path.join(root, "meta", "test.txt"))
    with pipeline_error("Invalid file, failed to open text:.*meta/test.txt, the file is damaged or permission "
                        "denied\\."):
        rows(ds.Food101Dataset(root))
    os.makedirs(os.path.join(root, "other"))
    with pipeline_error("Invalid path, Food101 image path: .*other/images does not exist\\."):
        rows(ds.Food101Dataset(os.path.join(root, "other")))


def test_places365(root):
    files.places365(root)
    expected = [("data_256_standard/b/bakery/00000002.jpg", 1), ("data_256_standard/a/airfield/00000001.jpg", 0)]
    assert file_rows(ds.Places365Dataset(root, shuffle=False), root) == expected
    assert file_rows(ds.Places365Dataset(root, usage="train-standard", sampler=ds.PKSampler(1)), root) == expected[::-1]
    image, label = rows(ds.Places365Dataset(root, usage="val", decode=True))[0]
    assert image.shape == (2, 2, 3) and int(image.sum()) == 1419 and int(label) == 1 and label.dtype == np.uint32
    with pipeline_error("Invalid file path, .*val_large/Places365_val_00000001.jpg does not exists\\."):
        ds.Places365Dataset(root, usage="val", small=False).get_dataset_size()
    with pipeline_error("Invalid file path, Places365 image: .*val_large/Places365_val_00000001.jpg does not "
                        "exists\\."):
        rows(ds.Places365Dataset(root, usage="val", small=False))
    with pipeline_error("Invalid file, failed to open .*places365_train_challenge.txt: Places365 file is damaged or "
                        "permission denied\\."):
        rows(ds.Places365Dataset(root, usage="train-challenge"))
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train-standard', "
                                         r"'train-challenge', 'val'\]\.$"):
        ds.Places365Dataset(root, usage="train")
    with pytest.raises(TypeError, match=r"^Argument small with value 1 is not of type \[<class 'bool'>\]"):
        ds.Places365Dataset(root, small=1)


def test_rendered_sst2(root):
    files.rendered_sst2(root)
    everything = [("test/positive/0t.png", 1), ("train/negative/0t.png", 0), ("train/negative/1t.png", 0),
                  ("train/positive/0t.png", 1), ("valid/negative/0v.png", 0), ("valid/positive/0v.png", 1)]
    for usage, want in ((None, everything), ("all", everything), ("train", everything[1:4]),
                        ("val", everything[4:]), ("test", everything[:1])):
        dataset = ds.RenderedSST2Dataset(root, usage=usage, shuffle=False)
        assert file_rows(dataset, root) == want and dataset.get_dataset_size() == len(want)
    image, label = rows(ds.RenderedSST2Dataset(root, usage="test", decode=True))[0]
    assert image.shape == (2, 3, 3) and int(image.sum()) == 2556 and label.dtype == np.uint32
    with pytest.raises(ValueError, match=r"^Input  is not within the valid set of \['val', 'all', 'train', 'test'\]"):
        ds.RenderedSST2Dataset(root, usage="valid")
    with open(os.path.join(root, "test", "positive", "0t.png"), "wb") as f:
        f.write(b"not a png")
    with pipeline_error(f"Invalid image, {root}/0t.png decode failed, the image is broken or permission denied\\."):
        rows(ds.RenderedSST2Dataset(root, usage="test", decode=True))
    os.makedirs(os.path.join(root, "nothing"))
    empty = ds.RenderedSST2Dataset(os.path.join(root, "nothing"))
    assert empty.get_dataset_size() == 0
    with pipeline_error("Invalid data, RenderedSST2Dataset API can't read the data file \\(interface mismatch or no "
                        "data found\\). Check rendered sst2 file path: "):
        rows(empty)


def test_sbu(root):
    files.sbu(root)
    dataset = ds.SBUDataset(root, shuffle=False)
    assert dataset.get_col_names() == ["image", "caption"]
    assert file_rows(dataset, root) == [("sbu_images/m_2723_4385058960_b0f291553e.jpg", "a dog on a beach"),
                                        ("sbu_images/m_17_96_abc.jpg", " two cats")]
    assert [int(r[0].sum()) for r in rows(ds.SBUDataset(root, decode=True, shuffle=False))] == [1596, 1073]
    with open(os.path.join(root, "SBU_captioned_photo_dataset_urls.txt"), "w") as f:
        f.write("http://static.flickr.com/2723/4385058960_b0f291553e.jpg\n\nhttp://static.flickr.com/17/96_abc.jpg\n"
                "http://static.flickr.com/17/96_abc.jpg\n")
    with open(os.path.join(root, "SBU_captioned_photo_dataset_captions.txt"), "w") as f:
        f.write("a\n\nb\n\n")
    with pipeline_error("Invalid data, SBU url: .*SBU_captioned_photo_dataset_urls.txt and caption file: "
                        ".*SBU_captioned_photo_dataset_captions.txt load empty data at line: 2\\."):
        rows(ds.SBUDataset(root))
    with open(os.path.join(root, "SBU_captioned_photo_dataset_captions.txt"), "w") as f:
        f.write("a\n\nb\nc\n")
    for name in os.listdir(os.path.join(root, "sbu_images")):
        os.remove(os.path.join(root, "sbu_images", name))
    with pipeline_error("Invalid data, no valid images in .*sbu_images, check SBU dataset\\."):
        rows(ds.SBUDataset(root))
    os.remove(os.path.join(root, "SBU_captioned_photo_dataset_urls.txt"))
    with pytest.raises(ValueError, match="SBU_captioned_photo_dataset_urls.txt does not exist or permission denied!$"):
        ds.SBUDataset(root)


def test_sun397(root):
    files.sun397(root)
    assert file_rows(ds.SUN397Dataset(root, shuffle=False), root) == [
        ("a/abbey/sun_a.jpg", 1), ("a/abbey/sun_b.jpg", 1), ("b/beach/sun_z.jpg", 0)]
    image, label = rows(ds.SUN397Dataset(root, decode=True, shuffle=False, num_samples=1))[0]
    assert image.shape == (3, 3, 3) and int(image.sum()) == 2844 and label.dtype == np.uint32
    with open(os.path.join(root, "ClassName.txt"), "w") as f:
        f.write("/a/abbey\n/c/castle\n")
    with pipeline_error("Invalid path, /c/castle does not exist or permission denied\\."):
        rows(ds.SUN397Dataset(root))
    os.remove(os.path.join(root, "ClassName.txt"))
    with pipeline_error("Invalid file, failed to open .*ClassName.txt: SUN397 file is damaged or permission "
                        "denied\\."):
        rows(ds.SUN397Dataset(root))


# ----- PhotoTour ------------------------------------------------------------------------------------------------
def test_photo_tour(root):
    pytest.importorskip("cv2")
    files.photo_tour(root)
    train = ds.PhotoTourDataset(root, "liberty", shuffle=False)
    assert train.get_col_names() == ["image"] and train.get_dataset_size() == 4
    got = rows(train)
    assert [int(r[0].sum()) for r in got] == [511251, 511449, 512149, 512096]
    assert got[0][0].shape == (64, 64, 1) and got[0][0].dtype == np.uint8
    sheet = (np.arange(1024 * 1024, dtype=np.int64).reshape(1024, 1024) * 7 % 251).astype(np.uint8)
    assert np.array_equal(got[3][0][:, :, 0], sheet[:64, 192:256])  # patch 3: first band, fourth column
    test = ds.PhotoTourDataset(root, "liberty", usage="test", shuffle=False)
    assert test.get_col_names() == ["image1", "image2", "matches"]
    pairs = rows(test)
    assert [(int(a.sum()), int(b.sum()), int(m)) for a, b, m in pairs] == [(511251, 511449, 1), (512149, 511644, 0)]
    assert pairs[0][2].dtype == np.uint32
    with pytest.raises(ValueError, match=r"^Input name is not within the valid set of \['notredame', 'yosemite', "
                                         r"'liberty', 'notredame_harris', 'yosemite_harris', 'liberty_harris'\]\.$"):
        ds.PhotoTourDataset(root, "paris")
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test'\]\.$"):
        ds.PhotoTourDataset(root, "liberty", usage="all")
    with pipeline_error(f"\\[ERROR\\] {root}/yosemite does not exist\\."):
        rows(ds.PhotoTourDataset(root, "yosemite"))
    with open(os.path.join(root, "liberty", "info.txt"), "w"):
        pass
    with pipeline_error("Invalid file, the file size of .*liberty/info.txt is unexpected, got size 0\\."):
        rows(ds.PhotoTourDataset(root, "liberty"))


# ----- Semeion / USPS -------------------------------------------------------------------------------------------
def test_semeion(root):
    files.semeion(root)
    got = rows(ds.SemeionDataset(root, shuffle=False))
    assert [(int(r[0].sum()), int(r[1])) for r in got] == [(122, 4), (129, 0), (136, 9)]
    assert got[0][0].shape == (16, 16) and got[0][0].dtype == np.uint8 and got[0][1].dtype == np.uint32
    ds.config.set_seed(4)
    assert [int(r[1]) for r in rows(ds.SemeionDataset(root))] == [4, 0, 9]
    path = os.path.join(root, "semeion.data")
    with open(path, "w") as f:
        f.write(" ".join(["-1"] + ["300"] * 255) + " 0 0 0 0 0 2 0 0 0 0 \n")
    image, label = rows(ds.SemeionDataset(root))[0]
    assert int(image.sum()) == 11475 and int(label) == 5  # values wrap into uint8 as in MindSpore
    for content, message in (
            (" ".join(["x1"] + ["0"] * 255) + " 1 0 0 0 0 0 0 0 0 0 \n",
             "Invalid data, image data in file should be in type of uint8, but got: x1\\."),
            (" ".join(["1"] * 256) + " 0 0 1\n", "Invalid data, file content does not match SemeionDataset\\.")):
        with open(path, "w") as f:
            f.write(content)
        dataset = ds.SemeionDataset(root)
        assert dataset.get_dataset_size() == 1
        with pipeline_error(message):
            rows(dataset)
    os.remove(path)
    with pipeline_error(f"Invalid file, failed to find semeion file: {root}"):
        rows(ds.SemeionDataset(root))


def test_usps(root):
    files.usps(root)
    everything = [(33295, 0), (32757, 2), (32421, 9), (32781, 6), (30482, 4)]
    for usage, want in ((None, everything), ("all", everything), ("train", everything[0::2]),
                        ("test", everything[1:4:2])):
        got = rows(ds.USPSDataset(root, usage=usage, shuffle=False))
        assert [(int(r[0].sum()), int(r[1])) for r in got] == want
        assert all(r[0].shape == (16, 16, 1) and r[0].dtype == np.uint8 and r[1].dtype == np.uint32 for r in got)
    one_worker = rows(ds.USPSDataset(root, shuffle=False, num_parallel_workers=1))
    assert [int(r[1]) for r in one_worker] == [0, 9, 4, 2, 6]
    assert [int(r[1]) for r in rows(ds.USPSDataset(root, shuffle=False, num_shards=2, shard_id=1))] == [2, 0, 6]
    ds.config.set_seed(6)
    assert [int(r[1]) for r in rows(ds.USPSDataset(root))] == [0, 6, 4, 9, 2]
    ds.config.set_seed(6)
    assert [int(r[1]) for r in rows(ds.USPSDataset(root, shuffle=ds.Shuffle.FILES))] == [0, 2, 9, 6, 4]
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test', 'all'\]"):
        ds.USPSDataset(root, usage="x")
    with pytest.raises(TypeError, match=r"^shuffle must be of boolean or enum of 'Shuffle' values like "
                                        r"'Shuffle.ADAPTIVE' or 'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or "
                                        r"'Shuffle.FILES' or 'Shuffle.INFILE'\.$"):
        ds.USPSDataset(root, shuffle=3)


def test_usps_lines(root):
    path = os.path.join(root, "usps")
    values = ["-1", "1", "0", "0.5", "-0.5", "0.001", "-0.999", "0.9999"] * 32
    with open(path, "w") as f:
        f.write("1 " + " ".join(f"{i}:{v}" for i, v in zip(range(1, 257), values)) + " \n")
    image, label = rows(ds.USPSDataset(root, usage="train"))[0]
    assert int(image.sum()) == 32544 and int(label) == 0
    assert image[0, :8, 0].tolist() == [0, 255, 127, 191, 63, 127, 0, 254]
    pixels = " ".join(f"{i}:0.5" for i in range(1, 257))
    for line, message in (
            ("3 " + pixels.replace("7:0.5", "7=0.5") + " ", "Invalid data, split character ':' is missing in USPS data "
                                                            "file\\."),
            ("3 " + pixels.replace("9:0.5", "10:0.5") + " ", "Invalid data, the character before ':' should be 9, but "
                                                             "got 10\\."),
            ("3 " + pixels, "Invalid data, the number of split characters ':' in USPS data file is corrupted, should "
                            "be 257, but got 256\\.")):
        with open(path, "w") as f:
            f.write(line + "\n")
        dataset = ds.USPSDataset(root, usage="train")
        assert dataset.get_dataset_size() == 1
        with pipeline_error(message):
            rows(dataset)
    with open(path, "w") as f:
        f.write("\n")
    empty = ds.USPSDataset(root, usage="train")
    assert empty.get_dataset_size() == 0
    with pipeline_error(f"Invalid data, 'USPSDataset' API can't read the data file \\(interface mismatch or no data "
                        f"found\\). Check file:  {path}"):
        rows(empty)
    with pipeline_error(f"Invalid file, USPS dataset test file: {path}.t does not exist or is a directory\\."):
        ds.USPSDataset(root).get_dataset_size()

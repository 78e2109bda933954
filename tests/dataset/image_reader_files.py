"""Writes tiny copies of thirteen image datasets in their original on-disk layouts (the files the readers of
test_image_readers_2.py open). Only numpy, Pillow and scipy are used, so the same files can be read by any
implementation of the readers."""
import os
import struct

import numpy as np
from PIL import Image


def _png(path, array):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    Image.fromarray(np.asarray(array, np.uint8)).save(path, format="PNG")


def _pixels(seed, shape):
    return np.random.RandomState(seed).randint(0, 256, size=shape).astype(np.uint8)


def _idx_images(path, images):
    with open(path, "wb") as f:
        f.write(struct.pack(">IIII", 2051, len(images), 28, 28) + np.asarray(images, np.uint8).tobytes())


def _idx_labels(path, labels):
    with open(path, "wb") as f:
        f.write(struct.pack(">II", 2049, len(labels)) + bytes(labels))


def caltech256(root):
    """Class folders holding .jpg / .JPEG files (PNG bytes under those names) and files the reader skips."""
    for folder, names in (("002.bat", ["002_0002.jpg", "002_0001.jpg", "notes.txt"]),
                          ("001.ak47", ["001_0001.JPEG", "001_0002.png"]),
                          ("257.clutter", ["257_0001.jpg"])):
        for i, name in enumerate(names):
            path = os.path.join(root, folder, name)
            if name.endswith(".txt"):
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w") as f:
                    f.write("skip me")
            else:
                _png(path, _pixels(len(folder) * 10 + i, (2, 3, 3)))
    return root


def emnist(root, name="letters"):
    """Train (3 rows) and test (2 rows) idx files of one EMNIST split, plus a file of another split."""
    images = _pixels(1, (5, 28, 28))
    _idx_images(os.path.join(root, f"emnist-{name}-train-images-idx3-ubyte"), images[:3])
    _idx_labels(os.path.join(root, f"emnist-{name}-train-labels-idx1-ubyte"), [5, 1, 26])
    _idx_images(os.path.join(root, f"emnist-{name}-test-images-idx3-ubyte"), images[3:])
    _idx_labels(os.path.join(root, f"emnist-{name}-test-labels-idx1-ubyte"), [7, 2])
    _idx_images(os.path.join(root, "emnist-digits-train-images-idx3-ubyte"), images[:1])
    _idx_labels(os.path.join(root, "emnist-digits-train-labels-idx1-ubyte"), [9])
    return root


def _qmnist_labels(path, table):
    table = np.asarray(table, ">i4")
    with open(path, "wb") as f:
        f.write(struct.pack(">III", 3074, len(table), 8) + table.tobytes())


def qmnist(root):
    """qmnist-train (2 rows), qmnist-test (2 rows) and xnist (1 row), with 8-field label records."""
    images = _pixels(2, (5, 28, 28))
    images[0, 0, :4] = [0, 1, 128, 255]
    table = [[3, 4, 0, 17, 59, 20, 0, 0], [8, 3, 1, 22, 1, 2, 3, 4], [1, 9, 9, 9, 9, 9, 9, 9],
             [0, 5, 2, 6, 7, 8, 1, 2], [6, 31, 31, 31, 1000, 70000, 5, 4]]
    for prefix, lo, hi in (("qmnist-train", 0, 2), ("qmnist-test", 2, 4), ("xnist", 4, 5)):
        with open(os.path.join(root, f"{prefix}-images-idx3-ubyte"), "wb") as f:
            f.write(struct.pack(">IIII", 2051, hi - lo, 28, 28) + images[lo:hi].tobytes())
        _qmnist_labels(os.path.join(root, f"{prefix}-labels-idx2-int"), table[lo:hi])
    return root


def flowers102(root):
    """Five flowers (image_00001.jpg ...), their labels (1-based) and the train / valid / test split."""
    from scipy.io import savemat
    for i in range(1, 6):
        _png(os.path.join(root, "jpg", f"image_{i:05d}.jpg"), _pixels(10 + i, (2, 2, 3)))
        _png(os.path.join(root, "segmim", f"segmim_{i:05d}.jpg"), _pixels(20 + i, (2, 2, 3)))
    savemat(os.path.join(root, "imagelabels.mat"), {"labels": np.array([[77, 3, 102, 1, 50]], np.uint8)})
    savemat(os.path.join(root, "setid.mat"), {"trnid": np.array([[4, 1]], np.uint16),
                                             "valid": np.array([[2]], np.uint16),
                                             "tstid": np.array([[5, 3]], np.uint16)})
    return root


def food101(root):
    """images/<class>/<id>.jpg and the meta/train.txt, meta/test.txt lists."""
    names = {"apple_pie": ["101", "7"], "pie": ["9"], "ramen": ["3"]}
    for k, (folder, ids) in enumerate(names.items()):
        for i, name in enumerate(ids):
            _png(os.path.join(root, "images", folder, name + ".jpg"), _pixels(30 + 5 * k + i, (3, 2, 3)))
    os.makedirs(os.path.join(root, "meta"))
    with open(os.path.join(root, "meta", "train.txt"), "w") as f:
        f.write("ramen/3\napple_pie/101\n\npie/9\n")
    with open(os.path.join(root, "meta", "test.txt"), "w") as f:
        f.write("apple_pie/7\n")
    return root


def photo_tour(root, name="liberty"):
    """One 1024 x 1024 grey bitmap of 16 x 16 patches, info.txt (3-D point per patch) and the matches file."""
    folder = os.path.join(root, name)
    os.makedirs(folder)
    sheet = (np.arange(1024 * 1024, dtype=np.int64).reshape(1024, 1024) * 7 % 251).astype(np.uint8)
    Image.fromarray(sheet, "L").save(os.path.join(folder, "patches0000.bmp"))
    with open(os.path.join(folder, "info.txt"), "w") as f:
        f.write("0 0\n0 1\n5 0\n  7 3\n")
    with open(os.path.join(folder, "m50_100000_100000_0.txt"), "w") as f:
        f.write("0 0 0 1 0 0 0\n2 5 0 17 7 0 0\n")
    return root


def places365(root):
    """categories_places365.txt, the standard train list and the val list with images in the small folders."""
    with open(os.path.join(root, "categories_places365.txt"), "w") as f:
        f.write("/a/airfield 0\n/b/bakery 1\n")
    with open(os.path.join(root, "places365_train_standard.txt"), "w") as f:
        f.write("/b/bakery/00000002.jpg 1\n/a/airfield/00000001.jpg 0\n")
    with open(os.path.join(root, "places365_val.txt"), "w") as f:
        f.write("Places365_val_00000001.jpg 1\n")
    _png(os.path.join(root, "data_256_standard", "a", "airfield", "00000001.jpg"), _pixels(40, (2, 2, 3)))
    _png(os.path.join(root, "data_256_standard", "b", "bakery", "00000002.jpg"), _pixels(41, (2, 2, 3)))
    _png(os.path.join(root, "val_256", "Places365_val_00000001.jpg"), _pixels(42, (2, 2, 3)))
    return root


def rendered_sst2(root):
    """train / valid / test folders, each with negative / positive sentence pictures (.png)."""
    seed = 50
    for part, counts in (("train", (2, 1)), ("valid", (1, 1)), ("test", (0, 1))):
        for label, count in zip(("negative", "positive"), counts):
            os.makedirs(os.path.join(root, part, label), exist_ok=True)
            for i in range(count):
                seed += 1
                _png(os.path.join(root, part, label, f"{i}{part[0]}.png"), _pixels(seed, (2, 3, 3)))
    return root


def sbu(root):
    """The url and caption lists; one listed photo is missing from sbu_images/ and is skipped."""
    urls = ["http://static.flickr.com/2723/4385058960_b0f291553e.jpg",
            "http://static.flickr.com/3/1234_missing.jpg",
            "http://static.flickr.com/17/96_abc.jpg"]
    captions = ["a dog on a beach   ", "gone", " two cats"]
    with open(os.path.join(root, "SBU_captioned_photo_dataset_urls.txt"), "w") as f:
        f.write("\n".join(urls) + "\n")
    with open(os.path.join(root, "SBU_captioned_photo_dataset_captions.txt"), "w") as f:
        f.write("\n".join(captions) + "\n")
    os.makedirs(os.path.join(root, "sbu_images"))
    for i, url in enumerate(urls):
        if "missing" not in url:
            _png(os.path.join(root, "sbu_images", url[23:].replace("/", "_")), _pixels(60 + i, (2, 2, 3)))
    return root


def sun397(root):
    """ClassName.txt and one folder per class of sun_*.jpg files (other files are skipped)."""
    with open(os.path.join(root, "ClassName.txt"), "w") as f:
        f.write("/b/beach\n/a/abbey\n")
    for k, (folder, names) in enumerate((("a/abbey", ["sun_b.jpg", "sun_a.jpg", "other.jpg", "sun_c.png"]),
                                         ("b/beach", ["sun_z.jpg"]))):
        for i, name in enumerate(names):
            _png(os.path.join(root, folder, name), _pixels(70 + 10 * k + i, (3, 3, 3)))
    return root


def svhn(root):
    """train_32x32.mat (3 images), test_32x32.mat (2) and extra_32x32.mat (2) as the Matlab files store them."""
    from scipy.io import savemat
    for part, labels, seed in (("train", [10, 1, 9], 80), ("test", [3, 10], 81), ("extra", [10, 2], 82)):
        x = _pixels(seed, (32, 32, 3, len(labels)))
        savemat(os.path.join(root, f"{part}_32x32.mat"), {"X": x, "y": np.array(labels, np.uint8).reshape(-1, 1)})
    return root


def semeion(root):
    """semeion.data: 256 pixel values and a one-hot digit per line."""
    bits = _pixels(90, (3, 256)) % 2
    lines = []
    for row, digit in zip(bits, (4, 0, 9)):
        hot = ["1" if d == digit else "0" for d in range(10)]
        lines.append(" ".join(f"{b}.0000" for b in row) + " " + " ".join(hot) + " ")
    with open(os.path.join(root, "semeion.data"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return root


def usps(root):
    """usps (3 rows) and usps.t (2 rows) in the libsvm text format, pixel values in [-1, 1]."""
    values = np.random.RandomState(91).uniform(-1, 1, size=(5, 256))
    values[0, :4] = [-1.0, 1.0, 0.0, 0.999999]
    lines = [f"{label} " + " ".join(f"{i + 1}:{v:.6f}" for i, v in enumerate(row)) + " "
             for label, row in zip((1, 10, 5, 3, 7), values)]
    with open(os.path.join(root, "usps"), "w") as f:
        f.write("\n".join(lines[:3]) + "\n")
    with open(os.path.join(root, "usps.t"), "w") as f:
        f.write("\n".join(lines[3:]) + "\n\n")
    return root

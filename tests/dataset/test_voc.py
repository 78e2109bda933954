"""VOCDataset on a tiny VOC folder written by the test: columns, dtypes, shapes, boxes, labels, class indexing
and errors, as MindSpore 2.10 gave them for the same files (recorded with the real MindSpore on CPU)."""
import os

import numpy as np
import pytest
from PIL import Image

import mindspore_compat.dataset as ds


@pytest.fixture()
def voc(tmp_path):
    root = str(tmp_path)
    for sub in ("ImageSets/Segmentation", "ImageSets/Main", "JPEGImages", "SegmentationClass", "Annotations"):
        os.makedirs(os.path.join(root, sub))
    for i, name in enumerate(("img1", "img2")):
        Image.fromarray(np.full((4, 6, 3), 50 * (i + 1), np.uint8)).save(f"{root}/JPEGImages/{name}.jpg")
        Image.fromarray(np.full((4, 6), i + 1, np.uint8)).save(f"{root}/SegmentationClass/{name}.png")
    with open(f"{root}/ImageSets/Segmentation/train.txt", "w") as f:
        f.write("img1\nimg2\n")
    with open(f"{root}/ImageSets/Main/train.txt", "w") as f:
        f.write("img2\nimg1\n")
    objects = {"img1": [("dog", 0, 1, (1, 2, 3, 4)), ("cat", 1, 0, (1, 1, 5, 3))],
               "img2": [("bird", 0, 0, (2, 1, 4, 3))]}
    for name, found in objects.items():
        body = "".join(f"<object><name>{c}</name><difficult>{d}</difficult><truncated>{t}</truncated><bndbox>"
                       f"<xmin>{b[0]}</xmin><ymin>{b[1]}</ymin><xmax>{b[2]}</xmax><ymax>{b[3]}</ymax></bndbox>"
                       f"</object>" for c, d, t, b in found)
        with open(f"{root}/Annotations/{name}.xml", "w") as f:
            f.write(f"<annotation><filename>{name}.jpg</filename>{body}</annotation>")
    return root


def test_segmentation(voc):
    dataset = ds.VOCDataset(voc, task="Segmentation", usage="train", shuffle=False)
    assert dataset.get_col_names() == ["image", "target"] and dataset.get_dataset_size() == 2
    raw = next(dataset.create_tuple_iterator(output_numpy=True))
    with open(os.path.join(voc, "JPEGImages", "img1.jpg"), "rb") as f:
        assert raw[0].dtype == np.uint8 and raw[0].tobytes() == f.read()
    decoded = ds.VOCDataset(voc, task="Segmentation", usage="train", shuffle=False, decode=True)
    rows = [[(c.dtype.name, c.shape, c.reshape(-1)[:3].tolist()) for c in r]
            for r in decoded.create_tuple_iterator(output_numpy=True)]
    # recorded from MindSpore 2.10.0 CPU: masks decode to three channels
    assert rows == [[("uint8", (4, 6, 3), [50, 50, 50]), ("uint8", (4, 6, 3), [1, 1, 1])],
                    [("uint8", (4, 6, 3), [100, 100, 100]), ("uint8", (4, 6, 3), [2, 2, 2])]]
    with pytest.raises(NotImplementedError, match=r"^Only 'Detection' support get_class_indexing\.$"):
        decoded.get_class_indexing()


def test_detection(voc):
    dataset = ds.VOCDataset(voc, task="Detection", usage="train", shuffle=False, decode=True)
    # recorded from MindSpore 2.10.0 CPU
    assert dataset.get_col_names() == ["image", "bbox", "label", "difficult", "truncate"]
    assert dataset.get_class_indexing() == {"bird": 0, "cat": 1, "dog": 2}
    rows = [[(c.dtype.name, c.shape, c.tolist() if c.ndim == 2 else None) for c in r]
            for r in dataset.create_tuple_iterator(output_numpy=True)]
    assert rows == [
        [("uint8", (4, 6, 3), None), ("float32", (1, 4), [[2.0, 1.0, 2.0, 2.0]]), ("uint32", (1, 1), [[0]]),
         ("uint32", (1, 1), [[0]]), ("uint32", (1, 1), [[0]])],
        [("uint8", (4, 6, 3), None), ("float32", (2, 4), [[1.0, 2.0, 2.0, 2.0], [1.0, 1.0, 4.0, 2.0]]),
         ("uint32", (2, 1), [[2], [1]]), ("uint32", (2, 1), [[0], [1]]), ("uint32", (2, 1), [[1], [0]])]]
    indexed = ds.VOCDataset(voc, task="Detection", shuffle=False, class_indexing={"dog": 5, "cat": 2, "bird": 1})
    assert indexed.get_class_indexing() == {"dog": 5, "cat": 2, "bird": 1}
    assert [r[2].tolist() for r in indexed.create_tuple_iterator(output_numpy=True)] == [[[1]], [[5], [2]]]


def test_errors(voc):
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match=r"^Invalid task : Foo\.$"):
        ds.VOCDataset(voc, task="Foo")
    with pytest.raises(ValueError, match=r"ImageSets/Main/val\.txt does not exist or permission denied!$"):
        ds.VOCDataset(voc, task="Detection", usage="val")
    with pytest.raises(ValueError, match=r"^class_indexing is not supported in Segmentation task\.$"):
        ds.VOCDataset(voc, task="Segmentation", class_indexing={"a": 1})
    with open(os.path.join(voc, "Annotations", "img2.xml"), "w") as f:
        f.write("<annotation><object><name>x</name><bndbox><xmin>0</xmin><ymin>0</ymin><xmax>5</xmax>"
                "<ymax>3</ymax></bndbox></object></annotation>")
    with pytest.raises(RuntimeError, match=r"Invalid bndbox, the coordinate of bndbox in .*img2\.xml should be "
                                           r"greater than 0, but got \{0, 0, 5, 3\}"):
        ds.VOCDataset(voc, task="Detection").get_class_indexing()

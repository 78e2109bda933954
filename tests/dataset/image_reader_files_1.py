"""Tiny folders in the on-disk layouts of the image datasets (COCO, Cityscapes, Manifest, KITTI, WIDER FACE, SBD,
Flickr, DIV2K, LFW, LSUN, Omniglot, Caltech 101), written with PIL / numpy / json / scipy only.

The same functions wrote the folders that the real MindSpore 2.10 read to record the values pinned in
test_image_readers_1.py, so this module must not import mindspore or mindspore_compat.

Every picture is a small PNG (also where the layout names it ``.jpg``: the readers decode by content), so decoded
pixels compare exactly; ``picture(seed, h, w)`` gives its pixels.
"""
import json
import os

import numpy as np
from PIL import Image


def picture(seed, height, width):
    """The HWC uint8 pixels of picture number `seed`."""
    grid = np.arange(height * width * 3, dtype=np.int64).reshape(height, width, 3)
    return ((grid * 7 + seed * 31) % 251).astype(np.uint8)


def _save(path, seed, height, width, mode="RGB"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pixels = picture(seed, height, width)
    image = Image.fromarray(pixels[:, :, 0] if mode == "L" else pixels)
    with open(path, "wb") as f:
        image.save(f, format="PNG")


def _write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


# ----- COCO -------------------------------------------------------------------------------------------------------
def make_coco(root):
    """``root/images/*.jpg`` and one annotation file per task in ``root/annotations``; returns (image dir, files)."""
    images_dir = os.path.join(root, "images")
    names = ["b.jpg", "a.jpg", "c.jpg"]  # c.jpg has no annotation in any task
    for i, name in enumerate(names):
        _save(os.path.join(images_dir, name), i, 2 + i, 3)
    images = [{"file_name": name, "id": 10 + i} for i, name in enumerate(names)]
    categories = [{"id": 1, "name": "person", "isthing": 1}, {"id": 7, "name": "sky", "isthing": 0},
                  {"id": 3, "name": "car", "isthing": 1}]
    files = {}
    detection = {"images": images, "categories": categories, "annotations": [
        {"id": 1, "image_id": 11, "bbox": [1, 2, 3, 4], "category_id": 3, "iscrowd": 0},
        {"id": 2, "image_id": 10, "bbox": [0.5, 1.5, 2.25, 3], "category_id": 1, "iscrowd": 1},
        {"id": 3, "image_id": 11, "bbox": [5, 6, 7, 8], "category_id": 7},
    ]}
    stuff = {"images": images, "categories": categories, "annotations": [
        {"id": 1, "image_id": 10, "iscrowd": 0, "segmentation": [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10]]},
        {"id": 2, "image_id": 11, "iscrowd": 1, "segmentation": {"counts": [4, 5, 6], "size": [2, 3]}},
        {"id": 3, "image_id": 10, "iscrowd": 1, "segmentation": {"counts": [1, 2], "size": [2, 3]}},
    ]}
    keypoint = {"images": images, "categories": categories, "annotations": [
        {"id": 1, "image_id": 11, "num_keypoints": 2, "keypoints": [1, 2, 2, 3, 4, 1]},
        {"id": 2, "image_id": 11, "num_keypoints": 1, "keypoints": [5, 6, 2, 0, 0, 0]},
    ]}
    panoptic = {"images": images, "categories": categories, "annotations": [
        {"image_id": 10, "file_name": "b.png", "segments_info": [
            {"id": 5, "category_id": 1, "iscrowd": 0, "bbox": [1, 1, 2, 2], "area": 40},
            {"id": 6, "category_id": 7, "iscrowd": 1, "bbox": [0, 0, 3, 1], "area": 7}]},
        {"image_id": 11, "file_name": "a.png", "segments_info": [
            {"id": 8, "category_id": 3, "iscrowd": 0, "bbox": [2, 0, 1, 1], "area": 3}]},
    ]}
    captioning = {"images": images, "annotations": [
        {"id": 1, "image_id": 11, "caption": "a red square"},
        {"id": 2, "image_id": 10, "caption": "two dots"},
        {"id": 3, "image_id": 11, "caption": "nothing at all"},
    ]}
    for task, body in (("Detection", detection), ("Stuff", stuff), ("Keypoint", keypoint), ("Panoptic", panoptic),
                       ("Captioning", captioning)):
        files[task] = os.path.join(root, "annotations", task.lower() + ".json")
        _write(files[task], json.dumps(body))
    return images_dir, files


# ----- Cityscapes -------------------------------------------------------------------------------------------------
def make_cityscapes(root):
    """leftImg8bit/<split>/<city>/*_leftImg8bit.png with the gtFine / gtCoarse files of every task."""
    seed = 0
    for quality, splits in (("gtFine", ("train", "test", "val")), ("gtCoarse", ("train", "train_extra", "val"))):
        for split in splits:
            for city, frames in (("bonn", ("000001", "000000")), ("aachen", ("000002",))):
                for frame in frames:
                    stem = f"{city}_{frame}_000019"
                    _save(os.path.join(root, "leftImg8bit", split, city, stem + "_leftImg8bit.png"), seed, 2, 3)
                    base = os.path.join(root, quality, split, city, f"{stem}_{quality}_")
                    _save(base + "instanceIds.png", seed + 1, 2, 3, "L")
                    _save(base + "labelIds.png", seed + 2, 2, 3, "L")
                    _save(base + "color.png", seed + 3, 2, 3)
                    _write(base + "polygons.json", json.dumps(
                        {"imgHeight": 2, "imgWidth": 3, "objects": [{"label": "road", "polygon": [[0, 0], [1, 1]]}]},
                        indent=2))
                    seed += 4
    return root


# ----- Manifest ---------------------------------------------------------------------------------------------------
def make_manifest(root):
    """A manifest file (one JSON object per line) naming PNG pictures; returns its path."""
    lines = []
    rows = [("train", ["dog"]), ("Train", ["cat", "dog"]), ("eval", ["bird"]), ("train", ["bird"]),
            ("EVAL", ["cat"]), ("train", [])]
    for i, (usage, labels) in enumerate(rows):
        path = os.path.join(root, "pics", f"{i}.png")
        _save(path, i, 2, 2 + i)
        lines.append(json.dumps({"source": path, "usage": usage,
                                 "annotation": [{"type": "modelarts/image_classification", "name": name}
                                                for name in labels]}))
    text_path = os.path.join(root, "pics", "notes.txt")
    _write(text_path, "not a picture")
    lines.append(json.dumps({"source": text_path, "usage": "train", "annotation": [{"name": "cat"}]}))
    manifest = os.path.join(root, "data.manifest")
    _write(manifest, "\n".join(lines) + "\n")
    return manifest


# ----- KITTI ------------------------------------------------------------------------------------------------------
def make_kitti(root):
    """data_object_image_2/{training,testing}/image_2/NNNNNN.png and training label_2/NNNNNN.txt."""
    labels = [
        "Car 0.00 0 -1.58 1.5 2.5 10.0 20.0 1.50 1.60 3.70 -3.40 1.70 13.70 -1.60\n"
        "Pedestrian 0.50 1 0.21 3 4 5 6 1.80 0.60 0.90 1.00 1.50 8.00 0.30\n",
        "DontCare -1 -1 -10 7 8 9 10 -1 -1 -1 -1000 -1000 -1000 -10\n",
        "Cyclist 0.10 2 1.00 1 1 2 2 1.0 1.0 1.0 2.0 2.0 2.0 0.5\n",
    ]
    for i, text in enumerate(labels):
        _save(os.path.join(root, "data_object_image_2", "training", "image_2", f"{i:06d}.png"), i, 2 + i, 3)
        _write(os.path.join(root, "data_object_label_2", "training", "label_2", f"{i:06d}.txt"), text)
    for i in range(2):
        _save(os.path.join(root, "data_object_image_2", "testing", "image_2", f"{i:06d}.png"), 10 + i, 3, 2)
    return root


# ----- WIDER FACE -------------------------------------------------------------------------------------------------
def make_wider_face(root):
    """WIDER_{train,val,test}/images/<event>/*.jpg and the wider_face_split box lists."""
    train = {"0--Parade/0_Parade_1.jpg": ["1 2 3 4 0 0 0 0 0 0", "5 6 7 8 2 1 1 1 2 3"],
             "1--Handshaking/1_Handshaking_1.jpg": ["9 10 11 12 1 0 1 0 0 0"]}
    val = {"0--Parade/0_Parade_2.jpg": ["3 3 3 3 0 0 0 0 1 0"], "1--Handshaking/1_Handshaking_5.jpg": ["2 2 1 1 0 1 0 1 0 1"]}
    for split, table, anno in (("WIDER_train", train, "wider_face_train_bbx_gt.txt"),
                               ("WIDER_val", val, "wider_face_val_bbx_gt.txt")):
        lines = []
        for k, (name, boxes) in enumerate(table.items()):
            _save(os.path.join(root, split, "images", name), len(split) + k, 2 + k, 3)
            # each box line ends with a space, as in the published lists (MindSpore's parser needs it)
            lines += [name, str(len(boxes))] + [box + " " for box in boxes]
        _write(os.path.join(root, "wider_face_split", anno), "\n".join(lines) + "\n")
    _save(os.path.join(root, "WIDER_test", "images", "0--Parade", "0_Parade_9.jpg"), 40, 3, 3)
    _write(os.path.join(root, "wider_face_split", "wider_face_test_filelist.txt"), "0--Parade/0_Parade_9.jpg\n")
    return root


# ----- SBD --------------------------------------------------------------------------------------------------------
def make_sbd(root):
    """img/<name>.jpg, cls/<name>.mat (the GTcls struct) and the train/val/train_noval lists."""
    from scipy import sparse
    from scipy.io import savemat
    names = {"train": ["2008_000002", "2008_000003"], "val": ["2008_000007"], "train_noval": ["2008_000003"]}
    for k, name in enumerate(["2008_000002", "2008_000003", "2008_000007"]):
        _save(os.path.join(root, "img", name + ".jpg"), k, 2, 3)
        cells = np.empty((20, 1), dtype=object)
        for c in range(20):
            dense = np.zeros((2, 3), np.uint8)
            dense[c % 2, (c + k) % 3] = 1 if c in (k, 5, 19) else 0
            cells[c, 0] = sparse.csc_matrix(dense)
        segmentation = ((np.arange(6).reshape(2, 3) + k) % 21).astype(np.uint8)
        os.makedirs(os.path.join(root, "cls"), exist_ok=True)
        savemat(os.path.join(root, "cls", name + ".mat"),
                {"GTcls": {"Boundaries": cells, "Segmentation": segmentation,
                           "CategoriesPresent": np.array([[k + 1]], np.uint8)}})
    for usage, listed in names.items():
        _write(os.path.join(root, usage + ".txt"), "\n".join(listed) + "\n")
    return root


# ----- Flickr -----------------------------------------------------------------------------------------------------
def make_flickr(root):
    """Pictures and a Flickr8k/30k-style token file (``<file>#<n>\\t<caption>``); returns (dir, token file)."""
    images = os.path.join(root, "images")
    for i, name in enumerate(["2.jpg", "1.jpg"]):
        _save(os.path.join(images, name), i, 2, 2 + i)
    _write(os.path.join(images, "bad.jpg"), "not a picture")
    lines = ["2.jpg#0\tA dog runs .", "1.jpg#0\tTwo cats .", "2.jpg#1\tThe dog is brown .", "",
             "bad.jpg#0\tskipped", "1.jpg#1\tCats sleep ."]
    token = os.path.join(root, "tokens.txt")
    _write(token, "\n".join(lines) + "\n")
    return images, token


# ----- DIV2K ------------------------------------------------------------------------------------------------------
def make_div2k(root):
    """DIV2K_{train,valid}_HR/NNNN.png with the bicubic x2 / x8 and mild x4 low-resolution pictures."""
    for split, ids in (("train", ("0002", "0001")), ("valid", ("0801",))):
        for k, ident in enumerate(ids):
            seed = int(ident)
            _save(os.path.join(root, f"DIV2K_{split}_HR", ident + ".png"), seed, 4, 8)
            _save(os.path.join(root, f"DIV2K_{split}_LR_bicubic", "X2", ident + "x2.png"), seed + 1, 2, 4)
            _save(os.path.join(root, f"DIV2K_{split}_LR_x8", ident + "x8.png"), seed + 2, 1, 1)
            _save(os.path.join(root, f"DIV2K_{split}_LR_mild", ident + "x4m.png"), seed + 3, 1, 2)
    return root


# ----- LFW --------------------------------------------------------------------------------------------------------
def make_lfw(root):
    """lfw_funneled/<name>/<name>_NNNN.jpg, lfw-names.txt and the people / pairs lists."""
    people = {"Ann_Lee": 2, "Bo_Chen": 1, "Cy_Diaz": 3}
    for k, (name, count) in enumerate(sorted(people.items())):
        for n in range(1, count + 1):
            for folder in ("lfw_funneled", "lfw"):
                _save(os.path.join(root, folder, name, f"{name}_{n:04d}.jpg"), k * 5 + n, 2, 1 + n)
    _write(os.path.join(root, "lfw-names.txt"), "Bo_Chen\t1\nAnn_Lee\t2\nCy_Diaz\t3\n")
    _write(os.path.join(root, "peopleDevTrain.txt"), "2\nCy_Diaz\t3\nBo_Chen\t1\n")
    _write(os.path.join(root, "peopleDevTest.txt"), "1\nAnn_Lee\t2\n")
    _write(os.path.join(root, "people.txt"), "2\n1\nBo_Chen\t1\n1\nAnn_Lee\t1\n")
    _write(os.path.join(root, "pairsDevTrain.txt"), "1\nCy_Diaz\t1\t3\nAnn_Lee\t2\tBo_Chen\t1\n")
    _write(os.path.join(root, "pairsDevTest.txt"), "1\nAnn_Lee\t1\t2\nCy_Diaz\t2\tAnn_Lee\t1\n")
    _write(os.path.join(root, "pairs.txt"), "1\t1\nCy_Diaz\t2\t3\nBo_Chen\t1\tCy_Diaz\t1\n")
    return root


# ----- LSUN -------------------------------------------------------------------------------------------------------
def make_lsun(root):
    """<category>_train / <category>_val folders of pictures and a test folder."""
    folders = {"bedroom_train": 2, "church_outdoor_train": 1, "bedroom_val": 1, "tower_val": 2, "test": 2,
               "kitchen_train": 1}
    for k, (folder, count) in enumerate(folders.items()):
        for n in range(count):
            _save(os.path.join(root, folder, f"{n}.png"), k * 3 + n, 2, 1 + n)
    return root


# ----- Omniglot ---------------------------------------------------------------------------------------------------
def make_omniglot(root):
    """images_background / images_evaluation, <alphabet>/<character>/NNNN_NN.png (one channel)."""
    layout = {"images_background": {"Latin": ("character02", "character01"), "Greek": ("character01",)},
              "images_evaluation": {"Atlantean": ("character01",)}}
    seed = 0
    for part, alphabets in layout.items():
        for alphabet, characters in alphabets.items():
            for character in characters:
                for n in range(2):
                    _save(os.path.join(root, part, alphabet, character, f"{seed:04d}_{n + 1:02d}.png"), seed, 3,
                          2, "L")
                    seed += 1
    return root


# ----- Caltech 101 ------------------------------------------------------------------------------------------------
def make_caltech101(root):
    """101_ObjectCategories/<class>/image_NNNN.jpg and Annotations/<class>/annotation_NNNN.mat (obj_contour)."""
    from scipy.io import savemat
    classes = {"Faces": 2, "ant": 1, "BACKGROUND_Google": 1, "airplanes": 1}
    renamed = {"Faces": "Faces_2", "airplanes": "Airplanes_Side_2"}
    for k, (name, count) in enumerate(classes.items()):
        for n in range(1, count + 1):
            _save(os.path.join(root, "101_ObjectCategories", name, f"image_{n:04d}.jpg"), k * 4 + n, 2, 1 + n)
            folder = os.path.join(root, "Annotations", renamed.get(name, name))
            os.makedirs(folder, exist_ok=True)
            contour = np.arange(2 * (n + 2), dtype=np.float64).reshape(2, n + 2) + k
            savemat(os.path.join(folder, f"annotation_{n:04d}.mat"),
                    {"obj_contour": contour, "box_coord": np.array([[1, 2, 3, 4]], np.uint16)})
    return root


# ----- what the tests compare ---------------------------------------------------------------------------------------
def signature(value):
    """A short, exact description of one column: which picture() a decoded image is, else dtype, shape and values
    (a sum for long arrays such as the bytes of a file)."""
    a = np.asarray(value)
    if a.dtype == np.uint8 and a.ndim == 3 and a.shape[2] == 3:
        for seed in range(64):
            pixels = picture(seed, a.shape[0], a.shape[1])
            if np.array_equal(a, pixels):
                return ("picture", seed)
            if np.array_equal(a, np.repeat(pixels[:, :, :1], 3, axis=2)):
                return ("gray picture", seed)
    if a.dtype.kind in "US":
        return ("str", a.shape, a.tolist())
    return (a.dtype.name, a.shape, a.tolist() if a.size <= 24 else int(a.astype(np.int64).sum()))


def makers():
    """Folder name -> the function writing it (each case below reads one of them)."""
    return {"coco": make_coco, "cityscapes": make_cityscapes, "manifest": make_manifest, "kitti": make_kitti,
            "wider": make_wider_face, "sbd": make_sbd, "flickr": make_flickr, "div2k": make_div2k, "lfw": make_lfw,
            "lsun": make_lsun, "omniglot": make_omniglot, "caltech": make_caltech101}


def _coco(task, **kw):
    return "coco", lambda ds, made: ds.CocoDataset(made[0], made[1][task], task=task, shuffle=False, **kw)


# case name -> (folder, builder(ds module, what the maker returned) -> dataset)
CASES = {
    "coco_detection": _coco("Detection", decode=True),
    "coco_detection_raw_meta": _coco("Detection", extra_metadata=True),
    "coco_stuff": _coco("Stuff", decode=True),
    "coco_keypoint": _coco("Keypoint", decode=True),
    "coco_panoptic": _coco("Panoptic", decode=True),
    "coco_captioning": _coco("Captioning", decode=True),
    "coco_shard": ("coco", lambda ds, made: ds.CocoDataset(made[0], made[1]["Detection"], num_shards=2, shard_id=1,
                                                           shuffle=False)),
    "cityscapes_instance": ("cityscapes", lambda ds, r: ds.CityscapesDataset(r, shuffle=False, decode=True)),
    "cityscapes_color_val": ("cityscapes", lambda ds, r: ds.CityscapesDataset(r, usage="val", task="color",
                                                                                shuffle=False, decode=True)),
    "cityscapes_polygon": ("cityscapes", lambda ds, r: ds.CityscapesDataset(r, task="polygon", shuffle=False)),
    "cityscapes_all_coarse": ("cityscapes", lambda ds, r: ds.CityscapesDataset(
        r, usage="all", quality_mode="coarse", task="semantic", shuffle=False, decode=True)),
    "manifest_train": ("manifest", lambda ds, m: ds.ManifestDataset(m, shuffle=False, decode=True)),
    "manifest_eval_raw": ("manifest", lambda ds, m: ds.ManifestDataset(m, usage="eval", shuffle=False)),
    "manifest_indexing": ("manifest", lambda ds, m: ds.ManifestDataset(m, shuffle=False, decode=True,
                                                                         class_indexing={"dog": 5, "cat": 2})),
    "kitti_train": ("kitti", lambda ds, r: ds.KITTIDataset(r, shuffle=False, decode=True)),
    "kitti_test": ("kitti", lambda ds, r: ds.KITTIDataset(r, usage="test", shuffle=False, decode=True)),
    "wider_all": ("wider", lambda ds, r: ds.WIDERFaceDataset(r, shuffle=False, decode=True)),
    "wider_valid": ("wider", lambda ds, r: ds.WIDERFaceDataset(r, usage="valid", shuffle=False, decode=True)),
    "wider_test": ("wider", lambda ds, r: ds.WIDERFaceDataset(r, usage="test", shuffle=False, decode=True)),
    "sbd_boundaries": ("sbd", lambda ds, r: ds.SBDataset(r, shuffle=False)),
    "sbd_segmentation_val": ("sbd", lambda ds, r: ds.SBDataset(r, task="Segmentation", usage="val", shuffle=False,
                                                               decode=True)),
    "sbd_segmentation_noval": ("sbd", lambda ds, r: ds.SBDataset(r, task="Segmentation", usage="train_noval",
                                                                 shuffle=False)),
    "flickr": ("flickr", lambda ds, made: ds.FlickrDataset(made[0], made[1], shuffle=False, decode=True)),
    "div2k_train": ("div2k", lambda ds, r: ds.DIV2KDataset(r, shuffle=False, decode=True)),
    "div2k_valid_x8": ("div2k", lambda ds, r: ds.DIV2KDataset(r, usage="valid", scale=8, shuffle=False,
                                                              decode=True)),
    "div2k_all_mild": ("div2k", lambda ds, r: ds.DIV2KDataset(r, usage="all", downgrade="mild", scale=4,
                                                              shuffle=False, decode=True)),
    "lfw_people_all": ("lfw", lambda ds, r: ds.LFWDataset(r, shuffle=False, decode=True)),
    "lfw_people_10fold": ("lfw", lambda ds, r: ds.LFWDataset(r, usage="10fold", shuffle=False, decode=True)),
    "lfw_pairs_all": ("lfw", lambda ds, r: ds.LFWDataset(r, task="pairs", shuffle=False, decode=True)),
    "lfw_pairs_10fold_original": ("lfw", lambda ds, r: ds.LFWDataset(r, task="pairs", usage="10fold",
                                                                     image_set="original", shuffle=False,
                                                                     decode=True)),
    "lsun_all": ("lsun", lambda ds, r: ds.LSUNDataset(r, shuffle=False, decode=True)),
    "lsun_valid": ("lsun", lambda ds, r: ds.LSUNDataset(r, usage="valid", shuffle=False, decode=True)),
    "lsun_classes": ("lsun", lambda ds, r: ds.LSUNDataset(r, classes=["tower", "bedroom"], shuffle=False,
                                                          decode=True)),
    "lsun_test": ("lsun", lambda ds, r: ds.LSUNDataset(r, usage="test", shuffle=False, decode=True)),
    "omniglot_background": ("omniglot", lambda ds, r: ds.OmniglotDataset(r, shuffle=False, decode=True)),
    "omniglot_evaluation_raw": ("omniglot", lambda ds, r: ds.OmniglotDataset(r, background=False, shuffle=False)),
    "caltech_category": ("caltech", lambda ds, r: ds.Caltech101Dataset(r, shuffle=False, decode=True)),
    "caltech_all_raw": ("caltech", lambda ds, r: ds.Caltech101Dataset(r, target_type="all", shuffle=False)),
}


def describe(ds, name, made):
    """Column names, dataset size and the signature of every row of a case."""
    dataset = CASES[name][1](ds, made[CASES[name][0]])
    rows = [[signature(c) for c in row] for row in dataset.create_tuple_iterator(output_numpy=True)]
    return dataset.get_col_names(), dataset.get_dataset_size(), rows

"""vision.Decode on JPEG files of several kinds (4:2:0, 4:4:4 and 4:2:2 chroma, grayscale, progressive, an EXIF
orientation tag, CMYK): data/jpeg_decode_cases.npz holds the file bytes (written with PIL) and, under
``<name>@ms``, the pixels real MindSpore 2.10.0 CPU decodes from them. The plain kinds take the OpenCV road, the
CMYK file the PIL road; both must give MindSpore's pixels exactly."""
import os

import numpy as np
import pytest

import mindspore_compat.dataset as ds
import mindspore_compat.dataset.vision as vision
from mindspore_compat.dataset.vision import _jpeg

CASES = dict(np.load(os.path.join(os.path.dirname(__file__), "data", "jpeg_decode_cases.npz")))
NAMES = sorted(k for k in CASES if "@" not in k)


@pytest.mark.parametrize("name", NAMES)
def test_decode_matches_mindspore(name):
    got = vision.Decode()(CASES[name])
    want = CASES[name + "@ms"]  # recorded from MindSpore 2.10.0 CPU
    assert got.dtype == np.uint8 and got.shape == want.shape
    assert np.array_equal(got, want)


def test_which_files_take_the_opencv_road():
    pytest.importorskip("cv2")
    plain = {name: _jpeg._plain_jpeg(CASES[name].tobytes()) for name in NAMES}
    assert plain == {name: name != "cmyk" for name in NAMES}
    assert not _jpeg._plain_jpeg(b"\x89PNG\r\n\x1a\n")
    assert not _jpeg._plain_jpeg(CASES["c420"].tobytes()[:20])  # cut before the frame header
    assert _jpeg.decode_plain_jpeg(b"\xff\xd8\xff") is None


def test_decode_in_a_pipeline_and_to_pil():
    data = ds.NumpySlicesDataset({"raw": [CASES["c444"]]}, shuffle=False).map(vision.Decode(), "raw")
    row = next(data.create_dict_iterator(output_numpy=True))
    assert np.array_equal(row["raw"], CASES["c444@ms"])
    image = vision.Decode(to_pil=True)(CASES["gray"])
    assert image.mode == "RGB" and np.array_equal(np.asarray(image), CASES["gray@ms"])

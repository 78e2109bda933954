"""Record the vision goldens of tests/dataset/test_vision.py with the real MindSpore 2.10.

Run with the interpreter of a MindSpore installation (not with mindspore_compat):
    <venv with MindSpore>/bin/python tests/dataset/data/make_vision_goldens.py
It writes tests/dataset/data/vision_goldens.npz next to this file.
"""
import os

import numpy as np
import mindspore.dataset.vision as vision


def image():
    return np.random.RandomState(0).randint(0, 256, (6, 8, 3)).astype(np.uint8)


def cases(img):
    f32 = img.astype(np.float32) / 3
    inter = vision.Inter
    return {
        "linear_3x4": vision.Resize((3, 4))(img),
        "linear_9x13": vision.Resize((9, 13))(img),
        "linear_5x3": vision.Resize((5, 3))(img),
        "linear_int4": vision.Resize(4)(img),
        "linear_gray_3x5": vision.Resize((3, 5))(img[:, :, 0]),
        "nearest_9x13": vision.Resize((9, 13), inter.NEAREST)(img),
        "nearest_4x5": vision.Resize((4, 5), inter.NEAREST)(img),
        "cubic_9x13": vision.Resize((9, 13), inter.BICUBIC)(img),
        "cubic_4x5": vision.Resize((4, 5), inter.BICUBIC)(img),
        "area_3x4": vision.Resize((3, 4), inter.AREA)(img),
        "area_4x5": vision.Resize((4, 5), inter.AREA)(img),
        "area_9x13": vision.Resize((9, 13), inter.AREA)(img),
        "pilcubic_4x5": vision.Resize((4, 5), inter.PILCUBIC)(img),
        "float_linear_9x13": vision.Resize((9, 13))(f32),
        "float_linear_4x5": vision.Resize((4, 5))(f32),
        "normalize": vision.Normalize([100., 110., 120.], [50., 60., 70.])(img),
        "normalize_chw": vision.Normalize([100., 110., 120.], [50., 60., 70.], is_hwc=False)(img.transpose(2, 0, 1)),
        "to_tensor": vision.ToTensor()(img),
        "rescale": vision.Rescale(1.0 / 255.0, -0.5)(img),
        "center_crop_3x5": vision.CenterCrop((3, 5))(img),
        "center_crop_pad_8x10": vision.CenterCrop((8, 10))(img),
        "pad_reflect": vision.Pad([1, 2, 3, 0], padding_mode=vision.Border.REFLECT)(img),
        "pad_symmetric": vision.Pad(1, padding_mode=vision.Border.SYMMETRIC)(img),
        "pad_edge": vision.Pad([2, 1], padding_mode=vision.Border.EDGE)(img),
        "pad_fill_rgb": vision.Pad(1, fill_value=(1, 2, 3))(img),
    }


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vision_goldens.npz")
    np.savez_compressed(out, **cases(image()))
    print("wrote", out)

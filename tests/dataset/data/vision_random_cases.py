"""Inputs and transform expressions of tests/dataset/test_vision_random.py (the random image transforms); the
outputs of real MindSpore 2.10 on them are recorded in vision_random_cases.npz by make_transform_goldens.py.

``eager(seed, make, image, n)`` seeds the pipeline (``ds.config.set_seed``), builds the transform with ``make()``
and applies it `n` times eagerly; ``pipe(seed, make, images)`` maps it over the rows of a NumpySlicesDataset (not
shuffled) and returns the outputs of every row, so that the sequence of draws of one pipeline is compared (with
`workers` map workers MindSpore seeds worker k with seed + k and deals the rows to the workers in turn)."""
import io

import numpy as np


def namespace():
    """Names the expressions use: the vision module of whichever MindSpore is imported, helpers and images."""
    import mindspore.dataset as ds  # pylint: disable=import-outside-toplevel
    import mindspore.dataset.vision as vision  # pylint: disable=import-outside-toplevel
    from PIL import Image  # pylint: disable=import-outside-toplevel

    def eager(seed, make, image, n=3):
        ds.config.set_seed(seed)
        op = make()
        return [op(image) for _ in range(n)]

    def pipe(seed, make, images, workers=1, column="image"):
        ds.config.set_seed(seed)
        data = ds.NumpySlicesDataset({column: images}, shuffle=False)
        data = data.map(operations=make(), input_columns=[column], num_parallel_workers=workers)
        return [row[column] for row in data.create_dict_iterator(num_epochs=1, output_numpy=True)]

    rng = np.random.RandomState(0)
    img = rng.randint(0, 256, (6, 8, 3)).astype(np.uint8)
    batch = rng.randint(0, 256, (4, 6, 8, 3)).astype(np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(rng.randint(0, 256, (12, 16, 3)).astype(np.uint8)).save(buffer, format="PNG")
    return {"np": np, "vision": vision, "ds": ds, "eager": eager, "pipe": pipe, "I": img, "B": batch,
            "G": img[:, :, 0].copy(), "F": img.astype(np.float32) / 255, "P": Image.fromarray(img),
            "PL": Image.fromarray(img[:, :, 0].copy()), "CHW": img.transpose(2, 0, 1).astype(np.float32),
            "PNG": np.frombuffer(buffer.getvalue(), np.uint8).copy(),
            "RAMP": np.tile(np.arange(40, dtype=np.uint8), (30, 1))}


CASES = [
    # RandomAffine
    ("affine_rot", "eager(1, lambda: vision.RandomAffine(30), I)"),
    ("affine_all", "eager(2, lambda: vision.RandomAffine((-20, 40), (-0.2, 0.3, -0.1, 0.1), (0.7, 1.3), "
                   "(-10, 10, -5, 5), vision.Inter.BILINEAR, (1, 2, 3)), I)"),
    ("affine_tx2", "eager(3, lambda: vision.RandomAffine(0, (0.1, 0.4)), RAMP)"),
    ("affine_shear", "eager(4, lambda: vision.RandomAffine(0, shear=20), G)"),
    ("affine_pipe", "pipe(5, lambda: vision.RandomAffine(15, (0.1, 0.1), (0.9, 1.1), 5), B)"),
    ("affine_pipe2", "pipe(6, lambda: vision.RandomAffine(15, (0.1, 0.1), (0.9, 1.1), 5), B, 2)"),
    ("affine_fixed", "vision.RandomAffine((10, 10), (0.25, 0.25, 0, 0), (1, 1))(I)"),
    ("affine_pil", "eager(7, lambda: vision.RandomAffine(25, (0.2, 0.3), (0.8, 1.2), 10, vision.Inter.BILINEAR, "
                   "(3, 4, 5)), P, 3)"),
    ("affine_pil_shear4", "eager(8, lambda: vision.RandomAffine((-5, 5), (-0.1, 0.1, -0.2, 0.2), None, "
                          "(-10, 10, -4, 4)), P, 2)"),
    ("affine_pil_plain", "eager(9, lambda: vision.RandomAffine(0), PL, 2)"),
    ("affine_pil_area", "vision.RandomAffine(10, resample=vision.Inter.AREA)(P)"),
    ("affine_err_deg", "vision.RandomAffine(-1)"),
    ("affine_err_deg_order", "vision.RandomAffine((5, 1))"),
    ("affine_err_translate", "vision.RandomAffine(1, (0.1,))"),
    ("affine_err_translate_range", "vision.RandomAffine(1, (0.1, 2))"),
    ("affine_err_scale", "vision.RandomAffine(1, scale=(2, 1))"),
    ("affine_err_scale_len", "vision.RandomAffine(1, scale=(1,))"),
    ("affine_err_shear", "vision.RandomAffine(1, shear=(3, 1))"),
    ("affine_err_shear_neg", "vision.RandomAffine(1, shear=-3)"),
    ("affine_err_shear4", "vision.RandomAffine(1, shear=(1, 2, 5, 3))"),
    ("affine_err_shear_len", "vision.RandomAffine(1, shear=(1, 2, 3))"),
    ("affine_err_translate_type", "vision.RandomAffine(1, translate=0.1)"),
    ("affine_err_scale_zero", "vision.RandomAffine(1, scale=(0, 0))"),
    ("affine_err_deg_type", "vision.RandomAffine('1')"),
    ("affine_err_resample", "vision.RandomAffine(1, resample=1)"),
    ("affine_err_fill", "vision.RandomAffine(1, fill_value=256)"),
    # RandomColor
    ("color", "eager(1, lambda: vision.RandomColor(), I)"),
    ("color_range", "eager(2, lambda: vision.RandomColor((0.0, 3.0)), I)"),
    ("color_pipe", "pipe(3, lambda: vision.RandomColor((0.2, 1.5)), B)"),
    ("color_gray", "vision.RandomColor((0.0, 0.0))(I)"),
    ("color_float", "eager(4, lambda: vision.RandomColor((0.5, 0.6)), F, 1)"),
    ("color_pil", "eager(5, lambda: vision.RandomColor((0.2, 1.8)), P, 3)"),
    ("color_err_type", "vision.RandomColor(0.5)"),
    ("color_err_len", "vision.RandomColor((0.5, 0.6, 0.7))"),
    ("color_err_neg", "vision.RandomColor((-0.5, 0.6))"),
    ("color_err_order", "vision.RandomColor((0.9, 0.6))"),
    ("color_err_image", "vision.RandomColor()(G)"),
    # RandomColorAdjust
    ("cadj_brightness", "eager(1, lambda: vision.RandomColorAdjust(brightness=0.5), I)"),
    ("cadj_contrast", "eager(2, lambda: vision.RandomColorAdjust(contrast=(0.2, 1.8)), I)"),
    ("cadj_saturation", "eager(3, lambda: vision.RandomColorAdjust(saturation=0.7), I)"),
    ("cadj_hue", "eager(4, lambda: vision.RandomColorAdjust(hue=0.3), I)"),
    ("cadj_all", "eager(5, lambda: vision.RandomColorAdjust(0.4, 0.4, 0.4, 0.1), I)"),
    ("cadj_pipe", "pipe(6, lambda: vision.RandomColorAdjust(0.3, (0.5, 1.5), 0.2, (-0.2, 0.1)), B)"),
    ("cadj_pil", "eager(7, lambda: vision.RandomColorAdjust(0.4, 0.4, 0.4, 0.2), P, 3)"),
    ("cadj_pil_default", "eager(8, lambda: vision.RandomColorAdjust(), P, 1)"),
    ("cadj_pil_hue_neg", "eager(9, lambda: vision.RandomColorAdjust(hue=(-0.4, -0.1)), P, 3)"),
    ("cadj_pil_gray", "eager(10, lambda: vision.RandomColorAdjust(0.5, 0.5, 0.5, 0.5), PL, 2)"),
    ("cadj_noop", "vision.RandomColorAdjust()(G)"),
    ("cadj_attrs", "[vision.RandomColorAdjust(0.4, 2, 0.1, 0.2).brightness, "
                   "vision.RandomColorAdjust(0.4, 2, 0.1, 0.2).contrast, vision.RandomColorAdjust(hue=0.2).hue]"),
    ("cadj_err_neg", "vision.RandomColorAdjust(brightness=-1)"),
    ("cadj_err_len", "vision.RandomColorAdjust(contrast=(1, 2, 3))"),
    ("cadj_err_order", "vision.RandomColorAdjust(saturation=(2, 1))"),
    ("cadj_err_hue", "vision.RandomColorAdjust(hue=0.6)"),
    ("cadj_err_type", "vision.RandomColorAdjust(brightness='a')"),
    # RandomCropDecodeResize
    ("cdr", "eager(1, lambda: vision.RandomCropDecodeResize(5), PNG)"),
    ("cdr_rect", "eager(2, lambda: vision.RandomCropDecodeResize((4, 6), (0.3, 0.9), (0.5, 2.0), "
                 "vision.Inter.NEAREST), PNG)"),
    ("cdr_pipe", "pipe(3, lambda: vision.RandomCropDecodeResize(6), [PNG, PNG, PNG])"),
    ("cdr_attrs", "vision.RandomCropDecodeResize(5).size"),
    ("cdr_err_input", "vision.RandomCropDecodeResize(5)(I)"),
    ("cdr_err_list", "vision.RandomCropDecodeResize(5)([1, 2])"),
    ("cdr_err_scale", "vision.RandomCropDecodeResize(5, scale=(1.0, 0.5))"),
    ("cdr_err_attempts", "vision.RandomCropDecodeResize(5, max_attempts=0)"),
    ("cdr_err_ratio_zero", "vision.RandomCropDecodeResize(5, ratio=(0, 1))"),
    ("cdr_err_ratio_order", "vision.RandomCropDecodeResize(5, ratio=(2.0, 1.0))"),
    ("cdr_err_ratio_len", "vision.RandomCropDecodeResize(5, ratio=(2.0,))"),
    ("cdr_err_size", "vision.RandomCropDecodeResize(0)"),
    ("cdr_err_size_type", "vision.RandomCropDecodeResize((5, 5.0))"),
    ("cdr_err_interp", "vision.RandomCropDecodeResize(5, interpolation=1)"),
    ("cdr_err_attempts_type", "vision.RandomCropDecodeResize(5, max_attempts=1.5)"),
    ("cdr_err_scale_neg", "vision.RandomCropDecodeResize(5, scale=(-1, 1))"),
    ("cdr_err_scale_zero", "vision.RandomCropDecodeResize(5, scale=(0, 0))"),
    # RandomErasing (Python)
    ("erase", "eager(1, lambda: vision.RandomErasing(1.0), CHW)"),
    ("erase_value", "eager(2, lambda: vision.RandomErasing(0.7, (0.1, 0.3), (0.5, 2.0), (1, 2, 3)), CHW, 4)"),
    ("erase_random", "eager(3, lambda: vision.RandomErasing(1.0, value='random'), CHW, 2)"),
    ("erase_inplace", "eager(4, lambda: vision.RandomErasing(1.0, value=9, inplace=True), CHW.copy(), 1)"),
    ("erase_pipe", "pipe(5, lambda: vision.RandomErasing(0.8, value=7), B.transpose(0, 3, 1, 2).astype(np.float32))"),
    ("erase_giveup", "eager(6, lambda: vision.RandomErasing(1.0, (0.99, 1.0), (1.0, 1.0), max_attempts=3), CHW, 1)"),
    ("erase_err_value_item", "vision.RandomErasing(value=(1, 2, 256))"),
    ("erase_err_value_float", "vision.RandomErasing(value=(1, 2, 3.0))"),
    ("erase_err_scale_order", "vision.RandomErasing(scale=(0.5, 0.1))"),
    ("erase_err_scale_zero", "vision.RandomErasing(scale=(0, 0))"),
    ("erase_err_inplace", "vision.RandomErasing(inplace=1)"),
    ("erase_err_prob", "vision.RandomErasing(1.5)"),
    ("erase_err_scale", "vision.RandomErasing(scale=(0.5,))"),
    ("erase_err_ratio", "vision.RandomErasing(ratio=(0, 1))"),
    ("erase_err_value", "vision.RandomErasing(value='x')"),
    ("erase_err_value_range", "vision.RandomErasing(value=300)"),
    ("erase_err_attempts", "vision.RandomErasing(max_attempts=0)"),
    # RandomGrayscale (Python)
    ("gray", "eager(1, lambda: vision.RandomGrayscale(0.5), P, 6)"),
    ("gray_l", "eager(2, lambda: vision.RandomGrayscale(1.0), PL, 1)"),
    ("gray_err_prob", "vision.RandomGrayscale(2)"),
    ("gray_err_type", "vision.RandomGrayscale('a')"),
    # RandomLighting
    ("light", "eager(1, lambda: vision.RandomLighting(), I)"),
    ("light_big", "eager(2, lambda: vision.RandomLighting(2.5), I)"),
    ("light_pipe", "pipe(3, lambda: vision.RandomLighting(1.0), B)"),
    ("light_pipe2", "pipe(4, lambda: vision.RandomLighting(1.0), np.concatenate([B, B]), 2)"),
    ("light_float", "eager(7, lambda: vision.RandomLighting(0.5), F, 1)"),
    ("light_int16", "eager(8, lambda: vision.RandomLighting(0.5), I.astype(np.int16), 1)"),
    ("light_int64", "vision.RandomLighting(0.5)(I.astype(np.int64))"),
    ("light_zero", "vision.RandomLighting(0)(I)"),
    ("light_pil", "eager(5, lambda: vision.RandomLighting(3.0), P, 3)"),
    ("light_pil_gray", "eager(6, lambda: vision.RandomLighting(1.0), PL, 1)"),
    ("light_err_neg", "vision.RandomLighting(-0.1)"),
    ("light_err_type", "vision.RandomLighting('a')"),
    ("light_err_image", "vision.RandomLighting()(G)"),
    # RandomPerspective (Python)
    ("persp", "eager(1, lambda: vision.RandomPerspective(0.5, 1.0), P, 2)"),
    ("persp_prob", "eager(2, lambda: vision.RandomPerspective(0.8, 0.5, vision.Inter.NEAREST), P, 5)"),
    ("persp_bilinear", "eager(3, lambda: vision.RandomPerspective(0.3, 1.0, vision.Inter.BILINEAR), P, 1)"),
    ("persp_area", "eager(4, lambda: vision.RandomPerspective(0.3, 1.0, vision.Inter.AREA), P, 1)"),
    ("persp_err_numpy", "vision.RandomPerspective()(I)"),
    ("persp_err_scale", "vision.RandomPerspective(1)"),
    ("persp_err_range", "vision.RandomPerspective(1.5)"),
    ("persp_err_interp", "vision.RandomPerspective(0.5, 0.5, 2)"),
    # RandomPosterize
    ("post", "eager(1, lambda: vision.RandomPosterize((1, 8)), I, 4)"),
    ("post_pipe", "pipe(2, lambda: vision.RandomPosterize((2, 6)), B)"),
    ("post_int", "vision.RandomPosterize(3)(I)"),
    ("post_err_range", "vision.RandomPosterize(0)"),
    ("post_err_len", "vision.RandomPosterize((1, 2, 3))"),
    ("post_err_order", "vision.RandomPosterize((5, 2))"),
    ("post_err_type", "vision.RandomPosterize(2.0)"),
    ("post_err_image", "vision.RandomPosterize((2, 3))(F)"),
    # RandomResize
    ("resize", "eager(1, lambda: vision.RandomResize((4, 5)), I, 4)"),
    ("resize_pipe", "pipe(2, lambda: vision.RandomResize(10), B)"),
    ("resize_err", "vision.RandomResize(0)"),
    ("resize_err_type", "vision.RandomResize('a')"),
    # RandomRotation
    ("rot", "eager(1, lambda: vision.RandomRotation(40), I)"),
    ("rot_range", "eager(2, lambda: vision.RandomRotation((300, 420), vision.Inter.BILINEAR, True, None, "
                  "(9, 8, 7)), I)"),
    ("rot_center", "eager(3, lambda: vision.RandomRotation((-30, 10), center=(1, 2)), G)"),
    ("rot_pipe", "pipe(4, lambda: vision.RandomRotation(90, expand=True), B)"),
    ("rot_pil", "eager(5, lambda: vision.RandomRotation((-40, 70), vision.Inter.BILINEAR, True, None, "
                "(5, 6, 7)), P, 3)"),
    ("rot_pil_center", "eager(6, lambda: vision.RandomRotation(30, center=(2, 1)), P, 2)"),
    ("rot_pil_area", "eager(7, lambda: vision.RandomRotation(30, vision.Inter.AREA), P, 2)"),
    ("rot_antialias_numpy", "vision.RandomRotation(30, vision.Inter.ANTIALIAS)(I)"),
    ("rot_antialias_pil", "eager(8, lambda: vision.RandomRotation((90, 90), vision.Inter.ANTIALIAS), P, 1)"),
    ("rot_attrs", "[vision.RandomRotation(400).degrees, vision.RandomRotation((10, 500)).degrees, "
                  "vision.RandomRotation((350, 370)).degrees, vision.RandomRotation(5, fill_value=3).fill_value]"),
    ("rot_err_neg", "vision.RandomRotation(-10)"),
    ("rot_err_order", "vision.RandomRotation((10, 5))"),
    ("rot_err_len", "vision.RandomRotation((10, 5, 3))"),
    ("rot_err_center", "vision.RandomRotation(10, center=[1, 2])"),
    # RandomSharpness
    ("sharp", "eager(1, lambda: vision.RandomSharpness(), I)"),
    ("sharp_range", "eager(2, lambda: vision.RandomSharpness((0.0, 4.0)), G)"),
    ("sharp_pipe", "pipe(3, lambda: vision.RandomSharpness((0.5, 2.5)), B)"),
    ("sharp_pil", "eager(5, lambda: vision.RandomSharpness((0.0, 3.0)), P, 3)"),
    ("sharp_err_type", "vision.RandomSharpness(1.0)"),
    ("sharp_err_neg", "vision.RandomSharpness((-1.0, 1.0))"),
    # RandomSolarize
    ("solar", "eager(1, lambda: vision.RandomSolarize(), I)"),
    ("solar_range", "eager(2, lambda: vision.RandomSolarize((50, 150)), G, 4)"),
    ("solar_pipe", "pipe(3, lambda: vision.RandomSolarize((0, 200)), B)"),
    ("solar_pipe2", "pipe(4, lambda: [vision.RandomSolarize((0, 200)), vision.RandomPosterize((1, 8))], "
                    "np.concatenate([B, B]), 2)"),
    ("solar_fixed", "vision.RandomSolarize((128, 128))(I)"),
    ("solar_err_type", "vision.RandomSolarize([1, 2])"),
    ("solar_err_len", "vision.RandomSolarize((1, 2, 3))"),
    ("solar_err_range", "vision.RandomSolarize((1, 256))"),
    ("solar_err_order", "vision.RandomSolarize((9, 2))"),
    # CutOut
    ("cutout", "eager(1, lambda: vision.CutOut(3), I)"),
    ("cutout_many", "eager(2, lambda: vision.CutOut(2, 4), F)"),
    ("cutout_chw", "eager(3, lambda: vision.CutOut(4, 2, False), I.transpose(2, 0, 1).copy())"),
    ("cutout_pipe", "pipe(4, lambda: vision.CutOut(3, 2), B)"),
    ("cutout_pipe2", "pipe(5, lambda: vision.CutOut(2, 3), B, 2)"),
    ("cutout_err_len", "vision.CutOut(0)"),
    ("cutout_err_type", "vision.CutOut(2.0)"),
    ("cutout_err_hwc", "vision.CutOut(2, 1, 1)"),
    ("cutout_err_big", "vision.CutOut(7)(I)"),
    ("cutout_err_rank", "vision.CutOut(2)(G)"),
]

"""Random image transforms of ``mindspore.dataset.vision`` (RandomAffine, RandomColor, RandomColorAdjust,
RandomCropDecodeResize, RandomErasing, RandomGrayscale, RandomLighting, RandomPerspective, RandomPosterize,
RandomResize, RandomRotation, RandomSharpness, RandomSolarize, CutOut): every expression of
data/vision_random_cases.py (seeded eager calls, seeded NumpySlicesDataset pipelines with one and two map workers,
deterministic settings, argument errors) is compared with the output recorded from MindSpore 2.10.0 CPU in
data/vision_random_cases.npz (pixels exact for integer images, dtype, shape, PIL mode, exception type and
message)."""
import os
import sys

import numpy as np
import pytest

import mindspore_compat
import mindspore_compat.dataset as ds
import mindspore_compat.dataset.vision as vision

DATA = os.path.join(os.path.dirname(__file__), "data")
sys.path.insert(0, DATA)
import goldens_io  # noqa: E402  pylint: disable=wrong-import-position
import vision_random_cases  # noqa: E402  pylint: disable=wrong-import-position

pytest.importorskip("cv2")
GOLDENS = dict(np.load(os.path.join(DATA, "vision_random_cases.npz")))
# the cases with two map workers need a machine where MindSpore allows two
TWO_WORKERS = {name for name, expression in vision_random_cases.CASES if expression.rstrip(")").endswith(", 2")}


@pytest.fixture(name="namespace", scope="module")
def _namespace():
    mindspore_compat.install()
    saved = ds.config.get_seed()
    yield vision_random_cases.namespace()
    ds.config.set_seed(saved)


@pytest.mark.parametrize("name,expression", vision_random_cases.CASES, ids=[c[0] for c in vision_random_cases.CASES])
def test_matches_mindspore(namespace, name, expression):
    if name in TWO_WORKERS and (os.cpu_count() or 1) < 2:
        pytest.skip("two map workers need two CPUs")
    got = goldens_io.evaluate([(name, expression)], namespace)
    want = {k: v for k, v in GOLDENS.items() if k == name or k.startswith((name + "@", name + "#"))}
    assert want, name
    assert not goldens_io.compare(got, want)


def test_seeded_calls_repeat_and_workers_differ():
    image = np.random.RandomState(3).randint(0, 256, (8, 8, 3)).astype(np.uint8)
    saved = ds.config.get_seed()
    try:
        ds.config.set_seed(11)
        op = vision.RandomRotation(45)
        # an eager call starts a fresh generator, so a seeded eager call repeats itself
        assert np.array_equal(op(image), op(image))
        data = ds.NumpySlicesDataset({"image": np.stack([image] * 4)}, shuffle=False)
        one = [r["image"] for r in data.map(op, num_parallel_workers=1).create_dict_iterator(output_numpy=True)]
        # one worker draws a new angle for every row; the first row gets the eager draw
        assert np.array_equal(one[0], op(image))
        assert not all(np.array_equal(one[0], other) for other in one[1:])
    finally:
        ds.config.set_seed(saved)


def test_lighting_distribution_state_is_per_pipeline():
    # the normal distribution keeps its second draw: two pipelines from the same seed must agree row by row
    image = np.full((2, 2, 3), 100, np.uint8)
    saved = ds.config.get_seed()
    try:
        runs = []
        for _ in range(2):
            ds.config.set_seed(5)
            data = ds.NumpySlicesDataset({"image": np.stack([image] * 3)}, shuffle=False)
            data = data.map(vision.RandomLighting(1.0), num_parallel_workers=1)
            runs.append([r["image"] for r in data.create_dict_iterator(output_numpy=True)])
        assert all(np.array_equal(a, b) for a, b in zip(*runs))
    finally:
        ds.config.set_seed(saved)

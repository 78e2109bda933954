"""Seeded MixUpBatch / CutMixBatch: the mixing weights, partners and boxes follow MindSpore's draws exactly.

All pinned values were recorded from MindSpore 2.10.0 CPU with ``ds.config.set_seed`` and the same inputs.
"""
import numpy as np
import pytest

import mindspore_compat.dataset as ds
import mindspore_compat.dataset.vision as vision


@pytest.fixture
def seed():
    old = ds.config.get_seed()
    yield ds.config.set_seed
    ds.config.set_seed(old)


# recorded from MindSpore 2.10.0 CPU: eager MixUpBatch(alpha) on two images with labels eye(2), seeds 1..8;
# the weight of sample 0 (1.0 where the partner order came out unchanged)
EAGER_MIXUP = {
    1.0: [0.7052096, 0.08463025, 1.0, 1.0, 0.35115314, 1.0, 1.0, 0.59018016],
    0.5: [0.1725619, 0.3145194, 1.0, 0.79868454, 1.0, 1.0, 1.0, 0.66663522],
    2.0: [0.63317639, 0.21480466, 1.0, 1.0, 0.39936301, 1.0, 1.0, 0.55315119],
}


@pytest.mark.parametrize("alpha", sorted(EAGER_MIXUP))
def test_mixup_eager_weights(seed, alpha):
    images = np.zeros((2, 2, 2, 3), np.uint8)
    images[1] = 200
    labels = np.eye(2, dtype=np.int32)
    got = []
    for value in range(1, 9):
        seed(value)
        got.append(vision.MixUpBatch(alpha)(images, labels)[1][0, 0])
    np.testing.assert_allclose(got, EAGER_MIXUP[alpha], rtol=1e-6)


# recorded from MindSpore 2.10.0 CPU: eight constant images (value 10 * (i + 1)), labels eye(4)[i % 4], batch(4),
# one map worker; per batch the flattened images and the labels rounded to 6 digits
PIPELINE = {'cutmix_nchw': [([[10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 40, 10],
                   [20, 20, 20, 20, 10, 20, 20, 20, 20, 20, 20, 20],
                   [30, 30, 30, 30, 30, 30, 30, 30, 20, 30, 30, 30],
                   [40, 40, 40, 40, 40, 40, 40, 30, 40, 40, 40, 40]],
                  [[0.9166669845581055, 0.0, 0.0, 0.08333300054073334],
                   [0.08333300054073334, 0.9166669845581055, 0.0, 0.0],
                   [0.0, 0.08333300054073334, 0.9166669845581055, 0.0],
                   [0.0, 0.0, 0.08333300054073334, 0.9166669845581055]]),
                 ([[50, 70, 70, 50, 50, 50, 50, 50, 50, 50, 50, 50],
                   [60, 60, 50, 60, 60, 60, 60, 60, 60, 60, 60, 60],
                   [80, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70],
                   [60, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80]],
                  [[0.8333330154418945, 0.0, 0.16666699945926666, 0.0],
                   [0.08333300054073334, 0.9166669845581055, 0.0, 0.0],
                   [0.0, 0.0, 0.9166669845581055, 0.08333300054073334],
                   [0.0, 0.08333300054073334, 0.0, 0.9166669845581055]])],
 'cutmix_nhwc': [([[10, 10, 40, 10, 10, 10, 40, 10, 10, 10, 10, 10],
                   [20, 20, 20, 20, 20, 20, 20, 20, 10, 10, 20, 20],
                   [30, 30, 30, 30, 30, 30, 30, 30, 20, 30, 30, 30],
                   [40, 30, 30, 40, 40, 40, 40, 40, 40, 40, 40, 40]],
                  [[0.8333330154418945, 0.0, 0.0, 0.16666699945926666],
                   [0.16666699945926666, 0.8333330154418945, 0.0, 0.0],
                   [0.0, 0.08333300054073334, 0.9166669845581055, 0.0],
                   [0.0, 0.0, 0.16666699945926666, 0.8333330154418945]]),
                 ([[50, 50, 50, 50, 60, 50, 50, 50, 50, 50, 50, 50],
                   [60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60],
                   [70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 80, 70],
                   [80, 80, 80, 80, 80, 80, 80, 80, 80, 70, 70, 80]],
                  [[0.9166669845581055, 0.08333300054073334, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0],
                   [0.0, 0.0, 0.9166669845581055, 0.08333300054073334],
                   [0.0, 0.0, 0.16666699945926666, 0.8333330154418945]])],
 'mixup_03': [([[10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10],
                [20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20],
                [30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
                [40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40]],
               [[0.9805309772491455, 0.0194690003991127, 0.0, 0.0],
                [0.0194690003991127, 0.9805309772491455, 0.0, 0.0],
                [0.0, 0.0, 0.9805309772491455, 0.0194690003991127],
                [0.0, 0.0, 0.0194690003991127, 0.9805309772491455]]),
              ([[50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50],
                [80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80],
                [70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70],
                [60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60]],
               [[1.0, 0.0, 0.0, 0.0], [0.0, 0.004265000112354755, 0.0, 0.9957349896430969],
                [0.0, 0.0, 1.0, 0.0], [0.0, 0.9957349896430969, 0.0, 0.004265000112354755]])],
 'mixup_1': [([[23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23],
               [33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33],
               [24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24],
               [21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21]],
              [[0.3511529862880707, 0.0, 0.6488469839096069, 0.0],
               [0.0, 0.3511529862880707, 0.0, 0.6488469839096069],
               [0.0, 0.6488469839096069, 0.3511529862880707, 0.0],
               [0.6488469839096069, 0.0, 0.0, 0.3511529862880707]]),
             ([[60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60],
               [50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50],
               [70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70],
               [80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80]],
              [[0.042945001274347305, 0.9570549726486206, 0.0, 0.0],
               [0.9570549726486206, 0.042945001274347305, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0],
               [0.0, 0.0, 0.0, 1.0]])]}


def _run(op, nchw=False):
    images = np.stack([np.full((1, 3, 4) if nchw else (3, 4, 1), 10 * (i + 1), np.uint8) for i in range(8)])
    labels = np.eye(4, dtype=np.int32)[np.arange(8) % 4]
    data = ds.NumpySlicesDataset((images, labels), ["image", "label"], shuffle=False).batch(4)
    data = data.map(op, ["image", "label"], num_parallel_workers=1)
    return [(im.reshape(4, -1).tolist(), np.round(lb, 6).tolist())
            for im, lb in data.create_tuple_iterator(output_numpy=True)]


@pytest.mark.parametrize("key, seed_value, make, nchw", [
    ("mixup_1", 5, lambda: vision.MixUpBatch(1.0), False),
    ("mixup_03", 11, lambda: vision.MixUpBatch(0.3), False),
    ("cutmix_nhwc", 5, lambda: vision.CutMixBatch(vision.ImageBatchFormat.NHWC, 1.0, 0.8), False),
    ("cutmix_nchw", 11, lambda: vision.CutMixBatch(vision.ImageBatchFormat.NCHW, 0.5, 1.0), True),
])
def test_mixers_seeded_pipeline(seed, key, seed_value, make, nchw):
    seed(seed_value)
    got = _run(make(), nchw)
    want = PIPELINE[key]
    assert len(got) == len(want)
    for (images, labels), (want_images, want_labels) in zip(got, want):
        assert images == want_images
        np.testing.assert_allclose(labels, want_labels, atol=2e-6)

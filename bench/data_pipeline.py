"""Input-pipeline throughput: decode + random crop + horizontal flip + normalize + batch on generated JPEG files,
in images per second, four ways in one run:

* ``generator``: mindspore_compat ``GeneratorDataset`` (file bytes) -> ``map(num_parallel_workers=2)`` -> ``batch``;
* ``image_folder``: mindspore_compat ``ImageFolderDataset`` -> ``map(num_parallel_workers=2)`` -> ``batch``;
* ``dataloader``: ``torch.utils.data.DataLoader(num_workers=2)`` with the same steps written with PIL and numpy;
* ``mindspore``: the ``generator`` pipeline on real MindSpore, when ``--mindspore-python`` names its interpreter
  (run as a subprocess from a neutral folder, so that ``import mindspore`` is the real one).

    python bench/data_pipeline.py [--images 512] [--size 128] [--crop 112] [--batch 32] [--passes 3]
                                  [--step-ms 0] [--mindspore-python /path/to/python]

``--step-ms`` makes the consumer spend that long on every batch (a sleep, which like an accelerator's training
step leaves the CPU and the GIL to the pipeline), to see how much of the data preparation overlaps the step.

Each way reads the files once to warm up, then ``--passes`` times; the figure is images / second over the timed
passes. The ratios are against the DataLoader (the target is at least 1.0).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MEAN = [0.485 * 255, 0.456 * 255, 0.406 * 255]
STD = [0.229 * 255, 0.224 * 255, 0.225 * 255]


def make_images(folder, count, size):
    """`count` JPEG files of random colour blocks in two class folders (ImageFolder layout)."""
    from PIL import Image
    rng = np.random.RandomState(0)
    paths = []
    for i in range(count):
        cls = os.path.join(folder, "class%d" % (i % 2))
        os.makedirs(cls, exist_ok=True)
        blocks = rng.randint(0, 256, (size // 8, size // 8, 3), dtype=np.uint8)
        image = np.kron(blocks, np.ones((8, 8, 1), np.uint8)) + rng.randint(0, 16, (size, size, 3), dtype=np.uint8)
        path = os.path.join(cls, "img%05d.jpg" % i)
        Image.fromarray(image).save(path, quality=90)
        paths.append(path)
    return sorted(paths)


def _rate(run, images, passes):
    run()  # warm-up pass: worker start-up, file cache
    start = time.perf_counter()
    for _ in range(passes):
        seen = run()
        assert seen == images, (seen, images)
    return images * passes / (time.perf_counter() - start)


def _ms_ops(crop):
    import mindspore.dataset.vision as vision
    return [vision.Decode(), vision.RandomCrop(crop), vision.RandomHorizontalFlip(), vision.Normalize(MEAN, STD),
            vision.HWC2CHW()]


STEP_S = [0.0]  # the consumer's time per batch (--step-ms)


def _step():
    if STEP_S[0]:
        time.sleep(STEP_S[0])


def _count(dataset):
    seen = 0
    for image, _ in dataset.create_tuple_iterator(num_epochs=1, output_numpy=True):
        seen += image.shape[0]
        _step()
    return seen


class _FileBytes:
    """Random-access source: (file bytes as uint8, label)."""

    def __init__(self, paths):
        self.paths = paths

    def __len__(self):
        return len(self.paths)

    def __getitem__(self, index):
        with open(self.paths[index], "rb") as f:
            raw = np.frombuffer(f.read(), np.uint8)
        return raw, np.array(index % 2, np.int32)


def bench_generator(paths, args):
    import mindspore.dataset as ds

    def run():
        dataset = ds.GeneratorDataset(_FileBytes(paths), ["image", "label"], shuffle=False)
        dataset = dataset.map(_ms_ops(args.crop), input_columns="image", num_parallel_workers=2)
        return _count(dataset.batch(args.batch))
    return _rate(run, len(paths), args.passes)


def bench_image_folder(folder, count, args):
    import mindspore.dataset as ds

    def run():
        dataset = ds.ImageFolderDataset(folder, shuffle=False, num_parallel_workers=2)
        dataset = dataset.map(_ms_ops(args.crop), input_columns="image", num_parallel_workers=2)
        return _count(dataset.batch(args.batch))
    return _rate(run, count, args.passes)


class _TorchImages:
    """The same steps for torch's DataLoader, with PIL and numpy."""

    def __init__(self, paths, crop):
        self.paths, self.crop = paths, crop
        self.mean = np.array(MEAN, np.float32)
        self.std = np.array(STD, np.float32)

    def __len__(self):
        return len(self.paths)

    def __getitem__(self, index):
        from PIL import Image
        with Image.open(self.paths[index]) as img:
            image = np.asarray(img.convert("RGB"))
        h, w = image.shape[:2]
        top = np.random.randint(0, h - self.crop + 1)
        left = np.random.randint(0, w - self.crop + 1)
        image = image[top:top + self.crop, left:left + self.crop]
        if np.random.rand() < 0.5:
            image = image[:, ::-1]
        image = (image.astype(np.float32) - self.mean) / self.std
        return np.ascontiguousarray(image.transpose(2, 0, 1)), index % 2


def bench_dataloader(paths, args):
    import torch

    def run():
        loader = torch.utils.data.DataLoader(_TorchImages(paths, args.crop), batch_size=args.batch, num_workers=2)
        seen = 0
        for images, _ in loader:
            seen += images.shape[0]
            _step()
        return seen
    return _rate(run, len(paths), args.passes)


def bench_mindspore(folder, args):
    """The generator pipeline on real MindSpore, in a subprocess of its interpreter."""
    command = [args.mindspore_python, os.path.abspath(__file__), "--engine", "mindspore", "--data", folder,
               "--crop", str(args.crop), "--batch", str(args.batch), "--passes", str(args.passes),
               "--step-ms", str(args.step_ms)]
    done = subprocess.run(command, cwd=tempfile.gettempdir(), capture_output=True, text=True, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("{"):
            return json.loads(line)["generator"]
    raise RuntimeError("the MindSpore run printed no result:\n" + done.stderr[-2000:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--images", type=int, default=512)
    parser.add_argument("--size", type=int, default=128)
    parser.add_argument("--crop", type=int, default=112)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--step-ms", type=float, default=0.0)
    parser.add_argument("--mindspore-python", default=None)
    parser.add_argument("--engine", default="all", help=argparse.SUPPRESS)
    parser.add_argument("--data", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    STEP_S[0] = args.step_ms / 1000.0

    if args.engine == "mindspore":  # child process of bench_mindspore: real MindSpore is on the path
        paths = sorted(os.path.join(d, f) for d, _, files in os.walk(args.data) for f in files)
        print(json.dumps({"generator": bench_generator(paths, args)}))
        return

    sys.path.insert(0, ROOT)
    import mindspore_compat
    mindspore_compat.install()
    with tempfile.TemporaryDirectory() as folder:
        paths = make_images(folder, args.images, args.size)
        rates = {"dataloader": bench_dataloader(paths, args),
                 "generator": bench_generator(paths, args),
                 "image_folder": bench_image_folder(folder, len(paths), args)}
        if args.mindspore_python:
            rates["mindspore"] = bench_mindspore(folder, args)
    print(f"{args.images} JPEG {args.size}x{args.size}, crop {args.crop}, batch {args.batch}, {args.passes} passes, "
          f"step {args.step_ms:g} ms")
    print(f"{'pipeline':<40}{'images/s':>10}{'vs DataLoader':>15}")
    names = {"dataloader": "torch DataLoader (num_workers=2)",
             "generator": "GeneratorDataset + map(2 workers)",
             "image_folder": "ImageFolderDataset + map(2 workers)",
             "mindspore": "MindSpore 2.10 GeneratorDataset + map"}
    for key, rate in rates.items():
        ratio = rate / rates["dataloader"]
        flag = "" if key in ("dataloader", "mindspore") else ("  ok" if ratio >= 1.0 else "  MISS")
        print(f"{names[key]:<40}{rate:>10.1f}{ratio:>15.2f}{flag}")


if __name__ == "__main__":
    main()

"""Packaging for mindspore_compat: MindSpore's Python API running on PyTorch."""
import os
import re

from setuptools import find_packages, setup

HERE = os.path.dirname(os.path.abspath(__file__))


def _version():
    # the package's own version; mindspore_compat.__version__ is the MindSpore API version (version.py)
    with open(os.path.join(HERE, "mindspore_compat", "_version.py"), encoding="utf-8") as f:
        match = re.search(r'^__version__ = "([^"]+)"', f.read(), re.M)
    if not match:
        raise RuntimeError('mindspore_compat/_version.py must define __version__ = "X.Y.Z"')
    return match.group(1)


def _long_description():
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        return f.read()


setup(
    name="mindspore_compat",
    version=_version(),
    description="MindSpore's Python API implemented on PyTorch (CPU, CUDA, Ascend via torch-npu)",
    long_description=_long_description(),
    long_description_content_type="text/markdown",
    license="Apache-2.0",
    python_requires=">=3.9",
    packages=find_packages(include=["mindspore_compat", "mindspore_compat.*"], exclude=["tests", "tests.*"]),
    package_data={"mindspore_compat": ["**/*.json", "_data/*.txt"]},
    include_package_data=True,
    # protobuf: MindSpore's .ckpt checkpoint format; pillow: mindspore.dataset.vision (decoding, PIL resizing), as
    # in MindSpore; tqdm: Model's progress bar on a terminal
    install_requires=["torch>=2.1", "numpy", "protobuf", "pillow", "tqdm"],
    extras_require={
        # ml_dtypes: bfloat16 numpy dtype for printing/asnumpy; safetensors: save_checkpoint(format="safetensors");
        # scikit-learn: the digits data of examples/train.py (the demo); scipy: the surface-distance metrics;
        # onnx, onnxruntime: export(file_format="ONNX") checked by running the file; tensorboard: SummaryRecord;
        # opencv-python-headless: the vision warps, blurs and encoders MindSpore computes with OpenCV 4 (imported
        # when first used; also the JPEG bytes of the MNIST/CIFAR MindRecord converters); pandas: the column type
        # inference of mindrecord.CsvToMR (imported when first used); sentencepiece: text.SentencePieceVocab and
        # text.SentencePieceTokenizer, regex: the Unicode scripts of text.UnicodeScriptTokenizer, av (PyAV, with its
        # own FFmpeg): the video readers of mindspore.dataset.vision (all three imported when first used)
        "test": ["pytest", "ml_dtypes", "safetensors", "scikit-learn", "scipy", "onnx", "onnxruntime", "tensorboard",
                 "opencv-python-headless>=4.5,<5", "pandas", "sentencepiece", "regex", "av"],
        "demo": ["scikit-learn"],
        "docs": ["sphinx>=7.4", "sphinx-intl", "sphinx-rtd-theme", "sphinx-mathjax-offline", "jieba"],
        "ascend": ["torch-npu"],
        # esdk-obs-python: the obs module OBSMindDataset downloads with (imported when the dataset is made; the
        # tests use a stand-in client)
        "obs": ["esdk-obs-python"],
    },
    entry_points={"console_scripts": ["mindspore-compat = mindspore_compat.__main__:main",
                                    "msrun = mindspore_compat.parallel.cluster.run:_console_main"]},
    classifiers=[
        "Programming Language :: Python :: 3",
        "License :: OSI Approved :: Apache Software License",
        "Operating System :: OS Independent",
    ],
)

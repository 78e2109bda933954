"""Fixed-value cases of the ``mindspore.nn`` layers, shared by the golden recorder and the tests.

Every case is ``name -> (builder, inputs)``: ``builder(ms)`` makes the cell with the framework module it is given (the
real MindSpore when recording, mindspore_compat in the tests) and ``inputs`` lists ``(shape, kind)`` of its inputs.
``fill(ms, name, cell)`` then overwrites every Parameter with values drawn from a generator seeded by the case name,
so both implementations run the very same numbers; the inputs and the cotangents of the outputs come from the same
generator (``make_inputs`` / ``cotangents``).
"""
import zlib

import numpy as np


def _rng(name, salt):
    return np.random.default_rng(zlib.crc32(f"{name}/{salt}".encode()))


def fill(ms, name, cell, scale=0.5):
    """Give every Parameter of `cell` (in name order) fixed values; returns {name: array}."""
    values = {}
    rng = _rng(name, "params")
    for pname, param in sorted(cell.parameters_and_names(), key=lambda kv: kv[1].name):
        shape = tuple(param.shape)
        if pname.endswith("moving_variance") or pname.endswith("running_var"):
            arr = rng.uniform(0.5, 1.5, shape)
        else:
            arr = rng.standard_normal(shape) * scale
        arr = arr.astype(param.asnumpy().dtype)
        param.set_data(ms.Tensor(arr))
        values[param.name] = arr
    return values


def make_inputs(name, inputs):
    rng = _rng(name, "inputs")
    out = []
    for shape, kind in inputs:
        if kind == "float32":
            out.append(rng.standard_normal(shape).astype(np.float32))
        elif kind.startswith("int"):
            hi = int(kind.split(":")[1])
            out.append(rng.integers(0, hi, shape).astype(np.int32))
        else:
            raise ValueError(kind)
    return out


def cotangents(name, shapes):
    rng = _rng(name, "cotangents")
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def flatten(out):
    """Nested tuples/lists of Tensors -> flat list."""
    if isinstance(out, (tuple, list)):
        res = []
        for item in out:
            res.extend(flatten(item))
        return res
    return [out]


def f32(shape):
    return (shape, "float32")


CONV_CASES = {
    "conv1d_same_s2_bias": (lambda ms: ms.nn.Conv1d(2, 3, 3, stride=2, has_bias=True), [f32((2, 2, 7))]),
    "conv1d_same_even_k": (lambda ms: ms.nn.Conv1d(2, 4, 4, group=2), [f32((1, 2, 6))]),
    "conv1d_valid_dil": (lambda ms: ms.nn.Conv1d(3, 2, 2, pad_mode="valid", dilation=2), [f32((2, 3, 6))]),
    "conv1d_pad": (lambda ms: ms.nn.Conv1d(2, 2, 3, stride=2, pad_mode="pad", padding=2, has_bias=True),
                   [f32((1, 2, 5))]),
    "conv3d_same_s2": (lambda ms: ms.nn.Conv3d(2, 3, (2, 3, 2), stride=2, has_bias=True), [f32((1, 2, 3, 5, 4))]),
    "conv3d_group_pad": (lambda ms: ms.nn.Conv3d(4, 2, 2, pad_mode="pad", padding=(1, 0, 0, 1, 1, 1), group=2),
                         [f32((1, 4, 3, 3, 3))]),
    "conv3d_valid_dil": (lambda ms: ms.nn.Conv3d(2, 2, 2, pad_mode="valid", dilation=(1, 2, 1), has_bias=True),
                         [f32((1, 2, 3, 5, 3))]),
    "conv1dT_same_s2": (lambda ms: ms.nn.Conv1dTranspose(2, 3, 3, stride=2, has_bias=True), [f32((2, 2, 4))]),
    "conv1dT_same_s3_k2": (lambda ms: ms.nn.Conv1dTranspose(2, 2, 2, stride=3), [f32((1, 2, 3))]),
    "conv1dT_valid_dil": (lambda ms: ms.nn.Conv1dTranspose(2, 2, 3, pad_mode="valid", dilation=2, group=2),
                          [f32((1, 2, 4))]),
    "conv1dT_pad": (lambda ms: ms.nn.Conv1dTranspose(2, 3, 4, stride=2, pad_mode="pad", padding=1),
                    [f32((1, 2, 4))]),
    "conv2dT_same_s2_bias": (lambda ms: ms.nn.Conv2dTranspose(2, 3, 3, stride=2, has_bias=True), [f32((1, 2, 3, 3))]),
    "conv2dT_same_k4": (lambda ms: ms.nn.Conv2dTranspose(2, 2, (4, 2), stride=(2, 1)), [f32((1, 2, 2, 3))]),
    "conv2dT_valid_s3": (lambda ms: ms.nn.Conv2dTranspose(2, 2, 2, stride=3, pad_mode="valid"), [f32((1, 2, 2, 2))]),
    "conv2dT_pad_asym_outpad": (lambda ms: ms.nn.Conv2dTranspose(4, 2, 3, stride=2, pad_mode="pad",
                                                                 padding=(1, 0, 0, 2), output_padding=1, group=2,
                                                                 has_bias=True), [f32((1, 4, 3, 3))]),
    "conv3dT_same_s2": (lambda ms: ms.nn.Conv3dTranspose(2, 2, 3, stride=2, has_bias=True), [f32((1, 2, 2, 2, 3))]),
    "conv3dT_pad_outpad": (lambda ms: ms.nn.Conv3dTranspose(2, 2, 3, stride=2, pad_mode="pad", padding=1,
                                                            output_padding=1), [f32((1, 2, 2, 2, 2))]),
    "conv3dT_valid": (lambda ms: ms.nn.Conv3dTranspose(2, 4, (2, 1, 2), pad_mode="valid", group=2),
                      [f32((1, 2, 2, 3, 2))]),
}

ALL_CASES = {}
ALL_CASES.update(CONV_CASES)

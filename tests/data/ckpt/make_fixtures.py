"""Make the checkpoint fixtures of tests/train/test_serialization.py.

Three steps, in this order (the JSON ``expected.json`` collects what each step learns):

1. With the real MindSpore 2.10 (CPU build)::

       /path/to/mindspore-venv/bin/python tests/data/ckpt/make_fixtures.py mindspore

   writes the MindSpore-made files ``ms_*.ckpt`` / ``ms_params.safetensors`` and records, for every file, its raw
   protobuf structure (tag, dims, type, number of pieces) and what MindSpore's ``load_checkpoint`` returns (name,
   dtype, shape, SHA-256 of the bytes, the first values). The training files also record the state MindSpore
   reaches when it trains on from the saved state, so the tests can check a resume across implementations.

2. With mindspore_compat (the project's interpreter, from the repository root)::

       python tests/data/ckpt/make_fixtures.py shim

   writes ``shim_written_*.ckpt`` with mindspore_compat's ``save_checkpoint``.

3. With the real MindSpore again::

       /path/to/mindspore-venv/bin/python tests/data/ckpt/make_fixtures.py read-shim

   loads every ``shim_written_*.ckpt`` with MindSpore, records what it read, loads the training file into a
   MindSpore train network (``load_param_into_net`` result), and checks that MindSpore itself writes the same bytes
   for the same objects (``mindspore_writes_same_bytes``).

The builders below use only MindSpore's public API and take the framework module as an argument, so the very same
code builds the objects in both implementations. MindSpore's CPU build needs two patches for loss-scaled training
(spec/goldens.md section P: the GPU overflow flag, P1, and the GPU branch, P2); ``_patch_mindspore`` applies them.
Large-tensor splitting (MindSpore splits a tensor above 512 MiB into several Values) is exercised by lowering
``mindspore.train.serialization.SLICE_SIZE`` to 1 KiB while the ``*_split_*`` files are written.
"""
import hashlib
import importlib
import json
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "expected.json")

# Overflow steps of the loss-scale runs: the input is multiplied by 1e25 there, so the loss (and every gradient)
# is inf and the step is skipped.
BIG_INPUT_STEPS = (3, 10)


# ----- builders shared by both implementations -------------------------------------------------------------------
def _serialization(ms):
    return importlib.import_module(ms.__name__ + ".train.serialization")


def dtype_values(ms):
    """{name: Tensor} covering every type MindSpore can load, with exact, distinctive values."""
    f = np.array([1.5, -2.25, 0.1, 3.0e-3, 65504.0, -0.0], np.float64)
    return {
        "p_float32": ms.Tensor(f.astype(np.float32).reshape(2, 3)),
        "p_float16": ms.Tensor(f.astype(np.float16)),
        "p_float64": ms.Tensor(f),
        "p_bfloat16": ms.Tensor(np.array([1.5, -2.25, 0.1, 3.0, -0.5], np.float32), ms.bfloat16),
        "p_int8": ms.Tensor(np.array([-128, 0, 127], np.int8)),
        "p_uint8": ms.Tensor(np.array([0, 1, 255], np.uint8)),
        "p_int16": ms.Tensor(np.array([-32768, 7, 32767], np.int16)),
        "p_uint16": ms.Tensor(np.array([0, 65535], np.uint16)),
        "p_int32": ms.Tensor(np.array([[-2 ** 31, 1], [2, 2 ** 31 - 1]], np.int32)),
        "p_uint32": ms.Tensor(np.array([0, 2 ** 32 - 1], np.uint32)),
        "p_int64": ms.Tensor(np.array([-2 ** 63, 5, 2 ** 63 - 1], np.int64)),
        "p_uint64": ms.Tensor(np.array([0, 2 ** 64 - 1], np.uint64)),
        "p_bool": ms.Tensor(np.array([True, False, True])),
        "p_scalar": ms.Tensor(np.array(2.5, np.float32)),
    }


def build_dense_bn(ms):
    """Dense(3, 2) + BatchNorm1d(2) with fixed values, plus Parameters of every loadable dtype."""
    nn = ms.nn

    class DenseBN(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(3, 2)
            self.bn = nn.BatchNorm1d(2)
            for name, value in dtype_values(ms).items():
                grad = name.startswith(("p_float", "p_bfloat"))
                setattr(self, name, ms.Parameter(value, name=name, requires_grad=grad))

        def construct(self, x):
            return self.bn(self.fc(x))

    net = DenseBN()
    net.fc.weight.set_data(ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 8 - 0.25))
    net.fc.bias.set_data(ms.Tensor(np.array([0.5, -0.75], np.float32)))
    net.bn.moving_mean.set_data(ms.Tensor(np.array([0.125, -1.0], np.float32)))
    net.bn.moving_variance.set_data(ms.Tensor(np.array([2.0, 0.5], np.float32)))
    net.bn.gamma.set_data(ms.Tensor(np.array([1.25, 0.75], np.float32)))
    net.bn.beta.set_data(ms.Tensor(np.array([-0.5, 0.25], np.float32)))
    return net


def append_items(ms):
    """(save_obj, append_dict) of the append_dict fixture."""
    w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")
    return [w], {"epoch_num": 7, "step_num": 2 ** 40, "lr": 0.125, "flag": True, "off": False,
                 "note": "best model", "unicode": "h\u00e9llo \u2713", "empty": "",
                 "extra": ms.Tensor(np.array([3, 4], np.int32))}


class _Linear:
    """Namespace of the small training setup (weights fixed, data deterministic)."""

    @staticmethod
    def data(step):
        x = (np.arange(8 * 4, dtype=np.float32).reshape(8, 4) % 7 - 3) / 4 * (1 + 0.1 * step)
        if step in BIG_INPUT_STEPS:
            x = x * np.float32(1e25)
        y = (np.arange(8 * 3, dtype=np.float32).reshape(8, 3) % 5 - 2) / 2
        return x.astype(np.float32), y.astype(np.float32)


def build_linear(ms):
    net = ms.nn.Dense(4, 3)
    net.weight.set_data(ms.Tensor((np.arange(12, dtype=np.float32).reshape(3, 4) % 5 - 2) / 10))
    net.bias.set_data(ms.Tensor(np.array([0.1, -0.2, 0.3], np.float32)))
    return net


def build_train_momentum(ms):
    net = build_linear(ms)
    opt = ms.nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    return net, ms.nn.TrainOneStepCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()), opt)


def build_train_lossscale(ms):
    net = build_linear(ms)
    opt = ms.nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    update = ms.nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=5)
    train = ms.nn.TrainOneStepWithLossScaleCell(ms.nn.WithLossCell(net, ms.nn.MSELoss()), opt, scale_sense=update)
    return net, train


def run_steps(ms, train, first, last, data=_Linear.data):
    """Steps first..last (1-based, inclusive); returns the losses."""
    train.set_train()
    losses = []
    for step in range(first, last + 1):
        x, y = data(step)
        out = train(ms.Tensor(x), ms.Tensor(y))
        losses.append(float((out[0] if isinstance(out, tuple) else out).asnumpy()))
    return losses


def split_values(ms):
    return [ms.Parameter(ms.Tensor((np.arange(1000, dtype=np.float32).reshape(10, 100) - 500) / 64),
                         name="big"),
            ms.Parameter(ms.Tensor(np.array([1, 2, 3], np.int32)), name="small")]


def shim_files(ms, directory):
    """Write the shim_written_* files (run by `make_fixtures.py shim` and by the tests) into `directory`."""
    ser = _serialization(ms)
    out = {}
    name = os.path.join(directory, "shim_written_dtypes.ckpt")
    ser.save_checkpoint(build_dense_bn(ms), name, append_dict={"epoch": 3, "lr": 0.5, "ok": True, "tag": "shim"})
    out["shim_written_dtypes.ckpt"] = name
    name = os.path.join(directory, "shim_written_crc.ckpt")
    ser.save_checkpoint(build_dense_bn(ms), name, crc_check=True)
    out["shim_written_crc.ckpt"] = name
    old = ser.SLICE_SIZE
    ser.SLICE_SIZE = 1
    try:
        name = os.path.join(directory, "shim_written_split.ckpt")
        ser.save_checkpoint(split_values(ms), name)
        out["shim_written_split.ckpt"] = name
    finally:
        ser.SLICE_SIZE = old
    _, train = build_train_lossscale(ms)
    run_steps(ms, train, 1, 12)
    name = os.path.join(directory, "shim_written_train.ckpt")
    ser.save_checkpoint(train, name)
    out["shim_written_train.ckpt"] = name
    return out


# ----- recording -------------------------------------------------------------------------------------------------
def _head(arr, n=6):
    flat = np.asarray(arr).reshape(-1)[:n]
    if flat.dtype == np.bool_:
        return [bool(v) for v in flat]
    if np.issubdtype(flat.dtype, np.integer):
        return [int(v) for v in flat]
    return [float(v) for v in flat.astype(np.float64)]


def describe_loaded(param_dict):
    out = {}
    for name, value in param_dict.items():
        if isinstance(value, str):
            out[name] = {"str": value}
            continue
        arr = value.asnumpy()
        out[name] = {"name": value.name, "dtype": str(value.dtype), "shape": list(value.shape),
                     "requires_grad": bool(value.requires_grad),
                     "sha256": hashlib.sha256(np.ascontiguousarray(arr).tobytes()).hexdigest(), "head": _head(arr)}
    return out


def describe_file(path):
    """The raw Values of a .ckpt file (MindSpore's protobuf module)."""
    from mindspore.train.checkpoint_pb2 import Checkpoint
    with open(path, "rb") as f:
        content = f.read()
    crc = content[-17:-10] == b"crc_num"
    ckpt = Checkpoint()
    ckpt.ParseFromString(content[:-17] if crc else content)
    return {"size": len(content), "sha256": hashlib.sha256(content).hexdigest(), "crc_trailer": crc,
            "values": [[v.tag, list(v.tensor.dims), v.tensor.tensor_type, len(v.tensor.tensor_content)]
                       for v in ckpt.value]}


def checkpoint_proto_dict(pb2_module):
    """The FileDescriptorProto of a module's checkpoint.proto as a dict (the proto2 default `syntax` dropped)."""
    from google.protobuf import descriptor_pb2
    from google.protobuf.json_format import MessageToDict
    fdp = descriptor_pb2.FileDescriptorProto()
    getattr(pb2_module, "DESCRIPTOR", pb2_module).CopyToProto(fdp)
    out = MessageToDict(fdp)
    if out.get("syntax") == "proto2":
        del out["syntax"]
    return out


def _state(train):
    return {name: _head(p.asnumpy(), 12) for name, p in train.parameters_and_names()}


def _patch_mindspore():
    """spec/goldens.md section P: P1 (GPU overflow flag) and P2 (GPU branch) for loss-scaled training on CPU."""
    import functools
    import mindspore
    from mindspore import ops
    from mindspore.nn.wrap import loss_scale

    loss_scale.grad_overflow = lambda g: ops.cast(ops.logical_not(ops.isfinite(g).all()),
                                                  mindspore.float32).reshape((1,))
    cls = mindspore.nn.TrainOneStepWithLossScaleCell
    original = cls.__init__

    @functools.wraps(original)
    def __init__(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.gpu_target = True

    cls.__init__ = __init__


def _load_expected():
    if os.path.exists(EXPECTED):
        with open(EXPECTED, encoding="utf-8") as f:
            return json.load(f)
    return {}


def _dump_expected(data):
    with open(EXPECTED, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    for name in os.listdir(HERE):  # save_checkpoint leaves its files read-only
        if name.endswith((".ckpt", ".safetensors")):
            os.chmod(os.path.join(HERE, name), 0o644)


def _remove(path):
    if os.path.exists(path):
        os.remove(path)


def make_mindspore_files():
    import threading
    import mindspore as ms
    ser = _serialization(ms)
    _patch_mindspore()
    files = {}

    def save(name, *args, **kwargs):
        path = os.path.join(HERE, name)
        _remove(path)
        ser.save_checkpoint(*args, path, **kwargs)
        for t in threading.enumerate():
            if t.name == "asyn_save_ckpt":
                t.join()
        files[name] = {"file": describe_file(path) if name.endswith(".ckpt") else None}
        return path

    path = save("ms_dense_bn.ckpt", build_dense_bn(ms))
    files["ms_dense_bn.ckpt"]["loaded"] = describe_loaded(ms.load_checkpoint(path))
    obj, append = append_items(ms)
    path = save("ms_append.ckpt", obj, append_dict=append)
    files["ms_append.ckpt"]["loaded"] = describe_loaded(ms.load_checkpoint(path))
    path = save("ms_crc.ckpt", append_items(ms)[0], crc_check=True)
    files["ms_crc.ckpt"]["loaded"] = describe_loaded(ms.load_checkpoint(path, crc_check=True))

    old = ser.SLICE_SIZE
    ser.SLICE_SIZE = 1  # 1 KiB pieces instead of 512 MiB ones
    try:
        path = save("ms_split_bytes.ckpt", split_values(ms))
        files["ms_split_bytes.ckpt"]["loaded"] = describe_loaded(ms.load_checkpoint(path))
        path = save("ms_split_rows.ckpt", split_values(ms), async_save=True)
        files["ms_split_rows.ckpt"]["loaded"] = describe_loaded(ms.load_checkpoint(path))
    finally:
        ser.SLICE_SIZE = old

    _, train = build_train_momentum(ms)
    losses = run_steps(ms, train, 1, 3)
    path = save("ms_train_momentum.ckpt", train)
    files["ms_train_momentum.ckpt"]["loaded"] = describe_loaded(ms.load_checkpoint(path))
    files["ms_train_momentum.ckpt"]["losses"] = losses
    files["ms_train_momentum.ckpt"]["continued"] = {"losses": run_steps(ms, train, 4, 5), "state": _state(train)}

    _, train = build_train_lossscale(ms)
    losses = run_steps(ms, train, 1, 6)
    path = save("ms_train_lossscale.ckpt", train)
    files["ms_train_lossscale.ckpt"]["loaded"] = describe_loaded(ms.load_checkpoint(path))
    files["ms_train_lossscale.ckpt"]["losses"] = losses
    files["ms_train_lossscale.ckpt"]["continued"] = {"losses": run_steps(ms, train, 7, 12), "state": _state(train)}

    path = os.path.join(HERE, "ms_params.safetensors")
    _remove(path)
    ser.save_checkpoint(append_items(ms)[0] + [ms.Parameter(ms.Tensor(np.array([1, 2], np.int32)), name="a")],
                        path, format="safetensors", append_dict={"epoch": 3})
    files["ms_params.safetensors"] = {"loaded": describe_loaded(ms.load_checkpoint(path, format="safetensors"))}

    data = _load_expected()
    data["mindspore_version"] = ms.__version__
    data["checkpoint_proto"] = checkpoint_proto_dict(importlib.import_module("mindspore.train.checkpoint_pb2"))
    data["mindspore_files"] = files
    _dump_expected(data)


def make_shim_files():
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(HERE))))
    import mindspore_compat
    for name in os.listdir(HERE):
        if name.startswith("shim_written_"):
            os.remove(os.path.join(HERE, name))
    shim_files(mindspore_compat, HERE)
    for name in os.listdir(HERE):
        if name.startswith("shim_written_"):
            os.chmod(os.path.join(HERE, name), 0o644)


def read_shim_files():
    import tempfile
    import mindspore as ms
    _patch_mindspore()
    result = {}
    for name in sorted(os.listdir(HERE)):
        if not name.startswith("shim_written_"):
            continue
        path = os.path.join(HERE, name)
        crc = "crc" in name
        entry = {"file": describe_file(path),
                 "loaded_by_mindspore": describe_loaded(ms.load_checkpoint(path, crc_check=crc))}
        if name == "shim_written_train.ckpt":
            _, train = build_train_lossscale(ms)
            not_loaded = ms.load_param_into_net(train, ms.load_checkpoint(path))
            entry["mindspore_load_param_into_net"] = [list(not_loaded[0]), list(not_loaded[1])]
        result[name] = entry
    # the same objects saved by MindSpore itself (all but the trained file, whose values come from training)
    with tempfile.TemporaryDirectory() as tmp:
        ser = _serialization(ms)
        same = {}
        for name, make in (("shim_written_dtypes.ckpt",
                            lambda p: ser.save_checkpoint(build_dense_bn(ms), p,
                                                          append_dict={"epoch": 3, "lr": 0.5, "ok": True,
                                                                       "tag": "shim"})),
                           ("shim_written_crc.ckpt",
                            lambda p: ser.save_checkpoint(build_dense_bn(ms), p, crc_check=True))):
            path = os.path.join(tmp, name)
            make(path)
            with open(path, "rb") as a, open(os.path.join(HERE, name), "rb") as b:
                same[name] = a.read() == b.read()
        old = ser.SLICE_SIZE
        ser.SLICE_SIZE = 1
        try:
            path = os.path.join(tmp, "split.ckpt")
            ser.save_checkpoint(split_values(ms), path)
            with open(path, "rb") as a, open(os.path.join(HERE, "shim_written_split.ckpt"), "rb") as b:
                same["shim_written_split.ckpt"] = a.read() == b.read()
        finally:
            ser.SLICE_SIZE = old
    data = _load_expected()
    data["shim_files"] = result
    data["mindspore_writes_same_bytes"] = same
    _dump_expected(data)


if __name__ == "__main__":
    modes = {"mindspore": make_mindspore_files, "shim": make_shim_files, "read-shim": read_shim_files}
    if len(sys.argv) != 2 or sys.argv[1] not in modes:
        sys.exit(f"usage: {sys.argv[0]} {{{'|'.join(modes)}}}")
    modes[sys.argv[1]]()

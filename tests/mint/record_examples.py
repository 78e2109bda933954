"""Write ``mindspore_compat/_view_examples.py``: one docstring example per ``mint`` / ``numpy`` view, taken from the
first recorded case of that view that MindSpore 2.10 runs on its CPU, with the output printed by the REAL
MindSpore 2.10. Run from outside the repository after ``record_mint.py`` and ``record_numpy.py``::

    cd /tmp && <mindspore-python> <repo>/tests/mint/record_examples.py
"""
import contextlib
import io
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PREFIXES = {"mint.": "mindspore.mint.", "F.": "mindspore.mint.nn.functional.", "linalg.": "mindspore.mint.linalg.",
            "special.": "mindspore.mint.special.", "mnp.": "mindspore.numpy."}
IMPORTS = {"mint.": "from mindspore import mint", "F.": "import mindspore.mint.nn.functional as F",
           "linalg.": "from mindspore.mint import linalg", "special.": "from mindspore.mint import special",
           "mnp.": "import mindspore.numpy as mnp"}


def _examples(recorded):
    data = json.load(open(recorded, encoding="utf-8"))
    setup = [line for line in data["setup"].strip().splitlines() if "=" in line and not line.startswith("import")]
    out = {}
    for case, res in data["cases"].items():
        if "error" in res or ".shape" in case or ".dtype" in case or "rand" in case:
            continue
        m = re.match(r"(mint\.|F\.|linalg\.|special\.|mnp\.)(\w+)\(", case)
        if not m:
            continue
        key = PREFIXES[m.group(1)] + m.group(2)
        if key in out:
            continue
        names = set(re.findall(r"\b([a-z]\w*)\b", case))
        lines = ["import numpy as np" if "np." in case or any(n in names for n in "fgijbvmp") else None,
                 "import mindspore", "from mindspore import Tensor", IMPORTS[m.group(1)]]
        lines += [line for line in setup if line.split("=")[0].strip() in names]
        lines.append(f"print({case})")
        out[key] = "\n".join(x for x in lines if x)
    return out


_H = "import numpy as np\nimport mindspore\nfrom mindspore import Tensor, mint\n"
_X = "x = Tensor(np.array([[-1.5, 0.25, 2.0], [0.5, -3.0, 1.0]], np.float32))\n"
_I = "x = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))\n"
_T = "t = Tensor(np.array([[0.0, 1.0, 1.0], [1.0, 0.0, 0.5]], np.float32))\n"
# hand-written examples of the Cells (their printed output is recorded from MindSpore like the functions')
CLASS_EXAMPLES = {
    **{f"mindspore.mint.nn.{c}": _H + _X + f"print(mint.nn.{c}()(x))" for c in
       ("ReLU", "Sigmoid", "Tanh", "SiLU", "GELU", "Hardsigmoid", "Hardswish", "LogSigmoid", "Mish", "SELU", "ReLU6",
        "ELU", "Hardtanh", "Hardshrink", "Identity")},
    "mindspore.mint.nn.Softmax": _H + _X + "print(mint.nn.Softmax(dim=1)(x))",
    "mindspore.mint.nn.LogSoftmax": _H + _X + "print(mint.nn.LogSoftmax(dim=1)(x))",
    "mindspore.mint.nn.Threshold": _H + _X + "print(mint.nn.Threshold(0.3, -1.0)(x))",
    "mindspore.mint.nn.PReLU": _H + _X + "print(mint.nn.PReLU()(x))",
    "mindspore.mint.nn.Flatten": _H + _I + "print(mint.nn.Flatten()(x).shape)",
    "mindspore.mint.nn.Linear": _H + _X + "net = mint.nn.Linear(3, 2, weight_init='ones', bias_init='zeros')\n"
                                          "print(net(x))",
    "mindspore.mint.nn.Conv2d": _H + _I + "print(mint.nn.Conv2d(1, 3, 3, padding=1)(x).shape)",
    "mindspore.mint.nn.Conv1d": _H + "x = Tensor(np.ones((1, 2, 5), np.float32))\n"
                                       "print(mint.nn.Conv1d(2, 4, 3)(x).shape)",
    "mindspore.mint.nn.Conv3d": _H + "x = Tensor(np.ones((1, 1, 3, 4, 4), np.float32))\n"
                                       "print(mint.nn.Conv3d(1, 2, 3, padding=1)(x).shape)",
    "mindspore.mint.nn.ConvTranspose2d": _H + _I + "print(mint.nn.ConvTranspose2d(1, 2, 2, stride=2)(x).shape)",
    "mindspore.mint.nn.BatchNorm1d": _H + _X + "print(mint.nn.BatchNorm1d(3)(x))",
    "mindspore.mint.nn.BatchNorm2d": _H + _I + "print(mint.nn.BatchNorm2d(1)(x).shape)",
    "mindspore.mint.nn.BatchNorm3d": _H + "x = Tensor(np.ones((2, 2, 2, 2, 2), np.float32))\n"
                                            "print(mint.nn.BatchNorm3d(2)(x).shape)",
    "mindspore.mint.nn.GroupNorm": _H + "x = Tensor(np.arange(8, dtype=np.float32).reshape(1, 4, 2))\n"
                                          "print(mint.nn.GroupNorm(2, 4)(x))",
    "mindspore.mint.nn.AvgPool2d": _H + _I + "print(mint.nn.AvgPool2d(2)(x))",
    "mindspore.mint.nn.AvgPool1d": _H + _X + "print(mint.nn.AvgPool1d(2)(x.reshape(1, 2, 3)))",
    "mindspore.mint.nn.AvgPool3d": _H + "x = Tensor(np.ones((1, 1, 2, 2, 2), np.float32))\n"
                                          "print(mint.nn.AvgPool3d(2)(x))",
    "mindspore.mint.nn.AdaptiveAvgPool2d": _H + _I + "print(mint.nn.AdaptiveAvgPool2d(2)(x))",
    "mindspore.mint.nn.AdaptiveAvgPool1d": _H + _X + "print(mint.nn.AdaptiveAvgPool1d(1)(x.reshape(1, 2, 3)))",
    "mindspore.mint.nn.AdaptiveAvgPool3d": _H + "x = Tensor(np.ones((1, 1, 2, 2, 2), np.float32))\n"
                                                  "print(mint.nn.AdaptiveAvgPool3d(1)(x))",
    "mindspore.mint.nn.AdaptiveMaxPool1d": _H + _X + "print(mint.nn.AdaptiveMaxPool1d(1)(x.reshape(1, 2, 3)))",
    "mindspore.mint.nn.AdaptiveMaxPool2d": _H + _I + "print(mint.nn.AdaptiveMaxPool2d(2)(x))",
    "mindspore.mint.nn.ZeroPad2d": _H + _I + "print(mint.nn.ZeroPad2d(1)(x).shape)",
    "mindspore.mint.nn.ConstantPad1d": _H + _X + "print(mint.nn.ConstantPad1d(1, 9.0)(x))",
    "mindspore.mint.nn.ReflectionPad1d": _H + _X + "print(mint.nn.ReflectionPad1d(1)(x.reshape(1, 2, 3)))",
    "mindspore.mint.nn.ReplicationPad1d": _H + _X + "print(mint.nn.ReplicationPad1d(1)(x.reshape(1, 2, 3)))",
    "mindspore.mint.nn.PixelShuffle": _H + "x = Tensor(np.arange(8, dtype=np.float32).reshape(1, 4, 1, 2))\n"
                                             "print(mint.nn.PixelShuffle(2)(x))",
    "mindspore.mint.nn.Upsample": _H + _I + "print(mint.nn.Upsample(scale_factor=2.0)(x).shape)",
    "mindspore.mint.nn.UpsamplingNearest2d": _H + _I + "print(mint.nn.UpsamplingNearest2d(scale_factor=2.0)(x).shape)",
    "mindspore.mint.nn.UpsamplingBilinear2d": _H + _I + "print(mint.nn.UpsamplingBilinear2d(size=(2, 2))(x))",
    "mindspore.mint.nn.Unfold": _H + _I + "print(mint.nn.Unfold(2)(x).shape)",
    "mindspore.mint.nn.Fold": _H + "x = Tensor(np.ones((1, 4, 4), np.float32))\n"
                                     "print(mint.nn.Fold((3, 3), 2)(x))",
    "mindspore.mint.nn.MSELoss": _H + _X + _T + "print(mint.nn.MSELoss()(x, t))",
    "mindspore.mint.nn.L1Loss": _H + _X + _T + "print(mint.nn.L1Loss()(x, t))",
    "mindspore.mint.nn.SmoothL1Loss": _H + _X + _T + "print(mint.nn.SmoothL1Loss()(x, t))",
    "mindspore.mint.nn.BCEWithLogitsLoss": _H + _X + _T + "print(mint.nn.BCEWithLogitsLoss()(x, t))",
    "mindspore.mint.nn.BCELoss": _H + _X + _T + "print(mint.nn.BCELoss()(mint.sigmoid(x), t))",
    "mindspore.mint.nn.KLDivLoss": _H + _X + _T + "print(mint.nn.KLDivLoss()(x, t))",
    "mindspore.mint.nn.SoftMarginLoss": _H + _X + _T + "print(mint.nn.SoftMarginLoss()(x, t))",
    "mindspore.mint.nn.CosineEmbeddingLoss": _H + _X + _T + "y = Tensor(np.array([1, -1], np.int32))\n"
                                                            "print(mint.nn.CosineEmbeddingLoss()(x, t, y))",
}
_OPT = ("import numpy as np\nfrom mindspore import Tensor, Parameter\nfrom mindspore.experimental import optim\n"
        "w = Parameter(Tensor(np.array([1.0, -2.0], np.float32)), name='w')\n")
for _name, _kw in (("AdamW", "lr=0.1"), ("Adam", "lr=0.1"), ("SGD", "lr=0.1, momentum=0.9"), ("Adadelta", ""),
                   ("Adagrad", "lr=0.1"), ("ASGD", "lr=0.1"), ("Adamax", "lr=0.1"), ("RMSprop", "lr=0.1"),
                   ("Rprop", "lr=0.1"), ("RAdam", "lr=0.1"), ("NAdam", "lr=0.1")):
    CLASS_EXAMPLES["mindspore.experimental.optim." + _name] = (
        _OPT + f"opt = optim.{_name}([w]{', ' + _kw if _kw else ''})\n"
        "updated = opt((Tensor(np.array([0.5, -1.0], np.float32)),))\nprint(w.asnumpy())")


def main():
    codes = dict(CLASS_EXAMPLES)
    codes.update(_examples(os.path.join(HERE, "mint_recorded.json")))
    codes.update(_examples(os.path.join(ROOT, "tests", "numpy", "numpy_recorded.json")))
    results = {}
    for key, code in sorted(codes.items()):
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                exec(code.replace("import numpy as np", "import numpy as np\nimport numpy as onp"), {})
        except Exception:                             # noqa: BLE001 — a view without a runnable example keeps none
            continue
        results[key] = (code, buf.getvalue().rstrip("\n"))
    path = os.path.join(ROOT, "mindspore_compat", "_view_examples.py")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write('"""Examples of the views\' docstrings: code and the output printed by MindSpore 2.10.0 CPU.\n\n'
                 'Generated by tests/mint/record_examples.py from the recorded test cases; do not edit by hand."""\n'
                 "EXAMPLES = {\n")
        for key, (code, printed) in results.items():
            fh.write(f"    {key!r}: ({code!r},\n        {printed!r}),\n")
        fh.write("}\n")
    print(len(results), "examples written to", path)


if __name__ == "__main__":
    main()

"""Record the loss-scale trajectory of a real training run and draw it as SVG (figure of the loss-scaling guide).

The run is the one of ``examples/train_loss_scale.py`` (same data, seeds, network and hyper-parameters): a
float16 MLP trained with ``nn.TrainOneStepWithLossScaleCell`` and ``nn.DynamicLossScaleUpdateCell(2**24, 2, 50)``,
written as a MindSpore user writes it and run on mindspore_compat. Every step's loss, overflow flag and loss scale
are recorded and plotted with hand-written SVG (standard library only)::

    python docs/scripts/scale_trajectory.py            # writes docs/_static/scale_trajectory.svg (+ .zh_CN.svg)

Sphinx picks ``scale_trajectory.zh_CN.svg`` for the Chinese edition (``figure_language_filename``).
"""
import argparse
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(DOCS))

STEPS = 600
INIT_SCALE, SCALE_FACTOR, SCALE_WINDOW = 2**24, 2, 50


def train(steps=STEPS):
    """The training of examples/train_loss_scale.py; returns ``[(step, loss, overflow, scale_after_step)]``."""
    import numpy as np

    import mindspore_compat
    mindspore_compat.install()
    import mindspore as ms
    from mindspore import nn, Tensor

    ms.set_seed(0)
    np.random.seed(0)

    n, classes = 600, 3
    t = np.linspace(0.0, 1.0, n // classes)
    features, labels = [], []
    for c in range(classes):
        r = t * 4.0
        angle = c * 2.0 * np.pi / classes + t * 4.0 + np.random.randn(t.size) * 0.15
        features.append(np.stack([r * np.sin(angle), r * np.cos(angle)], axis=1))
        labels.append(np.full(t.size, c))
    x_all = np.concatenate(features).astype(np.float32)
    y_all = np.concatenate(labels).astype(np.int32)
    order = np.random.permutation(n)
    x_all, y_all = x_all[order], y_all[order]
    x_train, y_train = x_all[:480], y_all[:480]

    class MLP(nn.Cell):
        def __init__(self):
            super(MLP, self).__init__()
            self.fc1 = nn.Dense(2, 64)
            self.fc2 = nn.Dense(64, 64)
            self.fc3 = nn.Dense(64, classes)
            self.relu = nn.ReLU()

        def construct(self, x):
            x = self.relu(self.fc1(x))
            x = self.relu(self.fc2(x))
            return self.fc3(x)

    net = MLP()
    net.to_float(ms.float16)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=INIT_SCALE, scale_factor=SCALE_FACTOR,
                                            scale_window=SCALE_WINDOW)
    train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, loss_fn), optimizer, scale_sense=manager)
    train_net.set_train()

    record = []
    for step in range(1, steps + 1):
        idx = np.random.randint(0, len(x_train), 32)
        loss, overflow, scale = train_net(Tensor(x_train[idx]), Tensor(y_train[idx]))
        record.append((step, float(loss.asnumpy()), bool(overflow.asnumpy()), float(scale.asnumpy())))
    return record


# ---------------------------------------------------------------------------------------------------- drawing
LABELS = {
    "en": {
        "title": "Dynamic loss scaling in a real run: float16 MLP, DynamicLossScaleUpdateCell(2**24, 2, 50)",
        "scale": "loss scale used by the step",
        "overflow": "overflow: optimizer skipped, scale halved",
        "loss": "loss (log scale)",
        "step": "training step",
        "descent": "steps 1-{k}: every step overflows, 2{a} → 2{b}",
        "clean": "after 50 clean steps the scale doubles to 2{c} ...",
        "clean2": "... which overflows: 2{c} > 65504, the float16 maximum",
        "summary": "{n} overflow steps of {steps}; final scale {final}",
    },
    "zh_CN": {
        "title": "真实训练中的动态损失缩放：float16 MLP，DynamicLossScaleUpdateCell(2**24, 2, 50)",
        "scale": "该步使用的损失缩放系数",
        "overflow": "溢出：跳过优化器，缩放系数减半",
        "loss": "损失（对数坐标）",
        "step": "训练步",
        "descent": "第 1-{k} 步：每步都溢出，2{a} → 2{b}",
        "clean": "连续 50 步无溢出后缩放系数翻倍为 2{c}……",
        "clean2": "……随即溢出：2{c} 大于 float16 的最大值 65504",
        "summary": "{steps} 步中 {n} 步溢出；最终缩放系数 {final}",
    },
}
_SUP = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
W, H = 760, 500
LEFT, RIGHT = 78, 740
TOP1, BOTTOM1 = 64, 270          # scale panel
TOP2, BOTTOM2 = 320, 440         # loss panel


def _esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _fmt(v):
    return f"{v:.1f}".rstrip("0").rstrip(".")


def svg(record, lang="en"):
    lab = LABELS[lang]
    steps = record[-1][0]
    scales = [INIT_SCALE] + [r[3] for r in record]          # scales[k] = scale used by step k + 1
    log_s = [math.log2(s) for s in scales]
    lo, hi = math.floor(min(log_s)) - 1, math.ceil(max(log_s)) + 1
    losses = [r[1] for r in record]
    llo = math.floor(math.log10(min(losses)))
    lhi = math.ceil(math.log10(max(losses)))

    def x(step):
        return LEFT + (RIGHT - LEFT) * step / steps

    def y1(log2_scale):
        return BOTTOM1 - (BOTTOM1 - TOP1) * (log2_scale - lo) / (hi - lo)

    def y2(loss):
        return BOTTOM2 - (BOTTOM2 - TOP2) * (math.log10(loss) - llo) / (lhi - llo)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
           f'font-family="Helvetica, Arial, \'Noto Sans CJK SC\', \'Microsoft YaHei\', sans-serif" font-size="12">',
           f"<title>{_esc(lab['title'])}</title>",
           "<desc>Generated by docs/scripts/scale_trajectory.py from a run of mindspore_compat "
           "(the training of examples/train_loss_scale.py).</desc>",
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{W / 2:.1f}" y="24" text-anchor="middle" font-size="14" font-weight="bold">'
           f"{_esc(lab['title'])}</text>"]

    # axes and grids
    for top, bottom in ((TOP1, BOTTOM1), (TOP2, BOTTOM2)):
        out.append(f'<rect x="{LEFT}" y="{top}" width="{RIGHT - LEFT}" height="{bottom - top}" fill="none" '
                   f'stroke="#444"/>')
        for s in range(0, steps + 1, 100):
            out.append(f'<line x1="{x(s):.1f}" y1="{top}" x2="{x(s):.1f}" y2="{bottom}" stroke="#e4e4e4"/>')
            out.append(f'<text x="{x(s):.1f}" y="{bottom + 16}" text-anchor="middle">{s}</text>')
    for e in range(lo + 1, hi):
        out.append(f'<line x1="{LEFT}" y1="{y1(e):.1f}" x2="{RIGHT}" y2="{y1(e):.1f}" stroke="#e4e4e4"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y1(e) + 4:.1f}" text-anchor="end">2{str(e).translate(_SUP)}</text>')
    for e in range(llo, lhi + 1):
        out.append(f'<line x1="{LEFT}" y1="{y2(10.0**e):.1f}" x2="{RIGHT}" y2="{y2(10.0**e):.1f}" '
                   f'stroke="#e4e4e4"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y2(10.0**e) + 4:.1f}" text-anchor="end">'
                   f'10{str(e).translate(_SUP)}</text>')
    out.append(f'<text transform="translate(20 {(TOP1 + BOTTOM1) / 2:.1f}) rotate(-90)" text-anchor="middle">'
               f"{_esc(lab['scale'])}</text>")
    out.append(f'<text transform="translate(20 {(TOP2 + BOTTOM2) / 2:.1f}) rotate(-90)" text-anchor="middle">'
               f"{_esc(lab['loss'])}</text>")
    out.append(f'<text x="{(LEFT + RIGHT) / 2:.1f}" y="{BOTTOM2 + 36}" text-anchor="middle">'
               f"{_esc(lab['step'])}</text>")

    # the scale: a step function (scale used by step k drawn over [k - 1, k])
    pts = []
    for k in range(steps):
        pts += [f"{x(k):.1f},{y1(log_s[k]):.1f}", f"{x(k + 1):.1f},{y1(log_s[k]):.1f}"]
    out.append(f'<polyline points="{" ".join(pts)}" fill="none" stroke="#1f5fbf" stroke-width="1.6"/>')
    # overflow steps: a red dot at the scale that overflowed
    for (step, _loss, overflow, _s), used in zip(record, log_s):
        if overflow:
            out.append(f'<circle cx="{x(step - 0.5):.1f}" cy="{y1(used):.1f}" r="3.2" fill="#d62728"/>')
    # the loss
    pts = [f"{x(step - 0.5):.1f},{y2(loss):.1f}" for step, loss, _o, _s in record]
    out.append(f'<polyline points="{" ".join(pts)}" fill="none" stroke="#555" stroke-width="0.8"/>')

    # legend and summary
    n_over = sum(r[2] for r in record)
    lx, ly = RIGHT - 300, TOP1 + 18
    out.append(f'<rect x="{lx - 10}" y="{ly - 14}" width="306" height="64" fill="white" stroke="#bbb"/>')
    out.append(f'<line x1="{lx}" y1="{ly - 4}" x2="{lx + 24}" y2="{ly - 4}" stroke="#1f5fbf" stroke-width="1.6"/>')
    out.append(f'<text x="{lx + 32}" y="{ly}">{_esc(lab["scale"])}</text>')
    out.append(f'<circle cx="{lx + 12}" cy="{ly + 14}" r="3.2" fill="#d62728"/>')
    out.append(f'<text x="{lx + 32}" y="{ly + 18}">{_esc(lab["overflow"])}</text>')
    summary = lab["summary"].format(n=n_over, steps=steps, final=_fmt(record[-1][3]))
    out.append(f'<text x="{lx + 32}" y="{ly + 36}">{_esc(summary)}</text>')
    sup = lambda e: str(int(e)).translate(_SUP)  # noqa: E731
    k = next((r[0] for r in record if not r[2]), None)          # first step without overflow
    if k is not None and k > 2:
        out.append(f'<text x="{x(k) + 12:.1f}" y="{y1((log_s[0] + log_s[k - 1]) / 2) + 4:.1f}">'
                   f'{_esc(lab["descent"].format(k=k - 1, a=sup(log_s[0]), b=sup(log_s[k - 1])))}</text>')
    growth = next((r[0] for r in record if r[3] > scales[r[0] - 1]), None)
    if growth is not None:
        gx, gy = x(growth + 0.5), y1(log_s[growth])
        out.append(f'<line x1="{gx + 40:.1f}" y1="{gy - 30:.1f}" x2="{gx + 4:.1f}" y2="{gy - 4:.1f}" '
                   f'stroke="#444"/>')
        c = sup(log_s[growth])
        out.append(f'<text x="{gx + 44:.1f}" y="{gy - 46:.1f}">{_esc(lab["clean"].format(c=c))}</text>')
        out.append(f'<text x="{gx + 44:.1f}" y="{gy - 30:.1f}">{_esc(lab["clean2"].format(c=c))}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def summary(record):
    """Facts about the run quoted by the guide."""
    over = [r[0] for r in record if r[2]]
    scales = [INIT_SCALE] + [r[3] for r in record]
    grow = [r[0] for r in record if r[3] > scales[r[0] - 1]]
    return {"overflow_steps": over, "growth_steps": grow, "final_scale": record[-1][3],
            "final_loss": record[-1][1]}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default=os.path.join(DOCS, "_static", "scale_trajectory.svg"),
                   help="SVG path of the English figure; the Chinese one gets .zh_CN before the suffix")
    p.add_argument("--steps", type=int, default=STEPS)
    args = p.parse_args(argv)
    record = train(args.steps)
    root, ext = os.path.splitext(args.out)
    for lang, path in (("en", args.out), ("zh_CN", f"{root}.zh_CN{ext}")):
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(svg(record, lang))
        print(f"wrote {path}")
    for key, value in summary(record).items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Float32 numpy re-implementations of MindSpore's optimizer kernels, op by op (test helpers)."""
import numpy as np

f32 = np.float32


def adam_step(w, m, v, g, lr, bp1, bp2, beta1=0.9, beta2=0.999, eps=1e-8, nesterov=False, vhat=None):
    """One MindSpore ``Adam`` kernel step; beta powers already multiplied for this step. Returns new arrays."""
    b1, b2, eps = f32(beta1), f32(beta2), f32(eps)
    m = m + (g - m) * (f32(1) - b1)
    v = v + (g * g - v) * (f32(1) - b2)
    new_lr = f32(lr) * np.sqrt(f32(1) - bp2) / (f32(1) - bp1)
    if vhat is not None:
        vhat = np.maximum(vhat, v)
        denom = np.sqrt(vhat) + eps
    else:
        denom = np.sqrt(v) + eps
    num = m * b1 + (f32(1) - b1) * g if nesterov else m
    w = w - new_lr * num / denom
    return w.astype(f32), m.astype(f32), v.astype(f32), vhat


def adam_weight_decay_step(w, m, v, g, lr, decay, beta1=0.9, beta2=0.999, eps=1e-6):
    b1, b2, eps = f32(beta1), f32(beta2), f32(eps)
    m = m + (g - m) * (f32(1) - b1)
    v = v + (g * g - v) * (f32(1) - b2)
    update = m / (np.sqrt(v) + eps) + f32(decay) * w
    w = w - f32(lr) * update
    return w.astype(f32), m.astype(f32), v.astype(f32)


def lamb_step(w, m, v, g, lr, step, decay=0.0, beta1=0.9, beta2=0.999, eps=1e-6):
    b1, b2, eps = f32(beta1), f32(beta2), f32(eps)
    m = b1 * m + (f32(1) - b1) * g
    v = b2 * v + (f32(1) - b2) * g * g
    mm = m / (f32(1) - b1 ** f32(step))
    vv = v / (f32(1) - b2 ** f32(step))
    update = mm / (np.sqrt(vv) + eps) + f32(decay) * w
    w_norm = np.sqrt(np.sum(w.astype(np.float64) ** 2))
    u_norm = np.sqrt(np.sum(update.astype(np.float64) ** 2))
    ratio = f32(w_norm / u_norm) if w_norm > 0 and u_norm > 0 else f32(1)
    w = w - ratio * f32(lr) * update
    return w.astype(f32), m.astype(f32), v.astype(f32)


def rmsprop_step(w, ms, mom, g, lr, decay=0.9, momentum=0.0, eps=1e-10, mg=None):
    one_minus = f32(1.0 - float(f32(decay)))
    ms = ms + (g * g - ms) * one_minus
    if mg is None:
        mom = mom * f32(momentum) + (g * f32(lr)) / np.sqrt(ms + f32(eps))
        return (w - mom).astype(f32), ms.astype(f32), mom.astype(f32), None
    mg = mg + (g - mg) * one_minus
    denom = ms - mg * mg + f32(eps)
    ok = denom > 0
    new_mom = np.where(ok, mom * f32(momentum) + (g * f32(lr)) / np.sqrt(np.where(ok, denom, 1)), mom)
    w = np.where(ok, w - new_mom, w)
    return w.astype(f32), ms.astype(f32), new_mom.astype(f32), mg.astype(f32)

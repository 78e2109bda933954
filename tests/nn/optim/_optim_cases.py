"""Fixed parameters, gradients and optimizer settings for the optimizers added in issue 11, shared by the recorder
(run under real MindSpore 2.10) and test_optim_recorded.py (run under mindspore_compat)."""
import numpy as np

STEPS = 3


def _vals(shape, k, scale=1.0):
    n = int(np.prod(shape))
    return (np.sin(np.arange(n, dtype=np.float64) * 1.37 + k) * scale).astype(np.float32).reshape(shape)


def params(ms):
    """Two parameters: ``w`` (2, 3) and ``bias`` (3,) (a name with 'beta'/'gamma' would escape weight decay)."""
    return [ms.Parameter(ms.Tensor(_vals((2, 3), 0.3)), name="w"),
            ms.Parameter(ms.Tensor(_vals((3,), 1.9, 0.5)), name="bias")]


def grads(ms, step):
    """The gradients fed at `step` (0-based); their signs change between steps."""
    return (ms.Tensor(_vals((2, 3), 0.7 + 2.1 * step, 0.8)), ms.Tensor(_vals((3,), 2.3 + 1.3 * step, 0.4)))


def configs(ms):
    """name -> function(params) -> optimizer."""
    nn = ms.nn

    def group(cls, **kw):
        def make(ps):
            return cls([{"params": [ps[0]], "lr": 0.05, "weight_decay": 0.1}, {"params": [ps[1]]}], **kw)
        return make

    return {
        "Adagrad": lambda ps: nn.Adagrad(ps),
        "Adagrad-lr-wd-noslots": lambda ps: nn.Adagrad(ps, accum=0.5, learning_rate=0.1, update_slots=False,
                                                       weight_decay=0.01),
        "Adagrad-lossscale": lambda ps: nn.Adagrad(ps, learning_rate=0.1, loss_scale=4.0),
        "Adagrad-group": group(nn.Adagrad, learning_rate=0.2),
        "Adadelta": lambda ps: nn.Adadelta(ps),
        "Adadelta-args": lambda ps: nn.Adadelta(ps, learning_rate=0.5, rho=0.8, epsilon=1e-4, loss_scale=2.0,
                                                weight_decay=0.05),
        "Adadelta-group": group(nn.Adadelta, learning_rate=0.7),
        "AdaMax": lambda ps: nn.AdaMax(ps),
        "AdaMax-args": lambda ps: nn.AdaMax(ps, learning_rate=0.05, beta1=0.8, beta2=0.9, eps=1e-4,
                                            weight_decay=0.02, loss_scale=8.0),
        "AdaMax-dynamic-lr": lambda ps: nn.AdaMax(ps, learning_rate=[0.1, 0.05, 0.02]),
        "ASGD": lambda ps: nn.ASGD(ps),
        "ASGD-args": lambda ps: nn.ASGD(ps, learning_rate=0.05, lambd=0.01, alpha=0.5, t0=1.0, weight_decay=0.03),
        "ASGD-group": group(nn.ASGD, learning_rate=0.2),
        "Rprop": lambda ps: nn.Rprop(ps),
        "Rprop-args": lambda ps: nn.Rprop(ps, learning_rate=0.01, etas=(0.4, 1.5), step_sizes=(1e-3, 0.02),
                                          weight_decay=0.1),
        "Rprop-group": group(nn.Rprop, learning_rate=0.2),
        "ProximalAdagrad": lambda ps: nn.ProximalAdagrad(ps),
        "ProximalAdagrad-l1l2": lambda ps: nn.ProximalAdagrad(ps, accum=0.2, learning_rate=0.1, l1=0.05, l2=0.2,
                                                              loss_scale=2.0, weight_decay=0.01),
        "ProximalAdagrad-group": group(nn.ProximalAdagrad, learning_rate=0.2, l1=0.01),
        "FTRL": lambda ps: nn.FTRL(ps),
        "FTRL-args": lambda ps: nn.FTRL(ps, initial_accum=0.2, learning_rate=0.1, lr_power=-0.7, l1=0.01, l2=0.1,
                                        loss_scale=2.0, weight_decay=0.02),
        "FTRL-lrpower0": lambda ps: nn.FTRL(ps, learning_rate=0.1, lr_power=0.0, l1=0.02),
        "LazyAdam": lambda ps: nn.LazyAdam(ps),
        "LazyAdam-args": lambda ps: nn.LazyAdam(ps, learning_rate=0.05, beta1=0.8, beta2=0.95, eps=1e-6,
                                                use_nesterov=True, weight_decay=0.01, loss_scale=4.0),
        "LazyAdam-group": group(nn.LazyAdam, learning_rate=0.01),
        "LARS-Momentum": lambda ps: nn.LARS(nn.Momentum(ps, 0.1, 0.9, weight_decay=0.01), epsilon=1e-5,
                                            coefficient=0.01),
        "LARS-SGD-clip": lambda ps: nn.LARS(nn.SGD(ps, 0.5), coefficient=0.02, use_clip=True,
                                            lars_filter=lambda p: True),
        "AdaFactor": lambda ps: nn.AdaFactor(ps),
        "AdaFactor-lr-nowarmup": lambda ps: nn.AdaFactor(ps, learning_rate=0.05, relative_step=False,
                                                         scale_parameter=False, warmup_init=False),
        "AdaFactor-beta1-wd": lambda ps: nn.AdaFactor(ps, learning_rate=0.05, beta1=0.9, relative_step=False,
                                                      weight_decay=0.1, clip_threshold=0.5),
        "AdaFactor-warmup": lambda ps: nn.AdaFactor(ps, warmup_init=True, decay_rate=0.7),
    }


def errors(ms):
    nn = ms.nn

    def p():
        return params(ms)
    return {
        "Adagrad-accum-neg": lambda: nn.Adagrad(p(), accum=-0.1),
        "Adagrad-accum-int": lambda: nn.Adagrad(p(), accum=1),
        "Adagrad-update_slots": lambda: nn.Adagrad(p(), update_slots=1),
        "Adadelta-rho": lambda: nn.Adadelta(p(), rho=1.5),
        "Adadelta-epsilon": lambda: nn.Adadelta(p(), epsilon=-1.0),
        "Adadelta-rho-int": lambda: nn.Adadelta(p(), rho=1),
        "AdaMax-beta1": lambda: nn.AdaMax(p(), beta1=1.0),
        "AdaMax-eps": lambda: nn.AdaMax(p(), eps=0.0),
        "ASGD-lambd": lambda: nn.ASGD(p(), lambd=1),
        "ASGD-t0": lambda: nn.ASGD(p(), t0=1),
        "Rprop-etas-type": lambda: nn.Rprop(p(), etas=[0.5, 1.2]),
        "Rprop-etas-len": lambda: nn.Rprop(p(), etas=(0.5, 1.2, 2.0)),
        "Rprop-step-order": lambda: nn.Rprop(p(), step_sizes=(1.0, 0.1)),
        "Rprop-etaminus": lambda: nn.Rprop(p(), etas=(1.5, 1.2)),
        "Rprop-etaplus": lambda: nn.Rprop(p(), etas=(0.5, 0.9)),
        "Rprop-step-type": lambda: nn.Rprop(p(), step_sizes=(1, 50.0)),
        "ProximalAdagrad-l1": lambda: nn.ProximalAdagrad(p(), l1=-1.0),
        "ProximalAdagrad-use_locking": lambda: nn.ProximalAdagrad(p(), use_locking=1),
        "FTRL-lr-power": lambda: nn.FTRL(p(), lr_power=0.5),
        "FTRL-lr-int": lambda: nn.FTRL(p(), learning_rate=1),
        "FTRL-dynamic": lambda: nn.FTRL(p(), learning_rate=ms.Tensor(np.array([0.1, 0.2], np.float32))),
        "FTRL-l1": lambda: nn.FTRL(p(), l1=-0.1),
        "LazyAdam-wd-int": lambda: nn.LazyAdam(p(), weight_decay=0),
        "LazyAdam-beta2": lambda: nn.LazyAdam(p(), beta2=0.0),
        "LARS-optimizer": lambda: nn.LARS(3),
        "LARS-epsilon": lambda: nn.LARS(nn.SGD(p()), epsilon=1),
        "AdaFactor-clip": lambda: nn.AdaFactor(p(), clip_threshold=0.0),
        "AdaFactor-decay_rate-int": lambda: nn.AdaFactor(p(), decay_rate=1),
        "AdaFactor-relative_step": lambda: nn.AdaFactor(p(), relative_step=1),
        "AdaFactor-lr-and-relative": lambda: nn.AdaFactor(p(), learning_rate=0.1),
        "Adagrad-loss_scale": lambda: nn.Adagrad(p(), loss_scale=0.0),
    }

"""Fixed distributions/bijectors and the calls made on them, shared by the recorder (run under real MindSpore 2.10)
and test_probability_recorded.py (run under mindspore_compat)."""
import numpy as np

METHODS = ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival")
STATS = ("mean", "sd", "var", "mode", "entropy")


def dists(ms):
    """name -> (distribution, value Tensor, dist-spec args for the calls, other dist for kl/cross entropy)."""
    msd = ms.nn.probability.distribution
    T, f32 = ms.Tensor, ms.float32
    x = T(np.array([-1.0, 0.2, 0.5, 1.5, 3.0], np.float32), f32)
    xpos = T(np.array([0.1, 0.5, 1.0, 2.5, 4.0], np.float32), f32)
    x01 = T(np.array([0, 1, 1, 0, 1], np.int32), ms.int32)
    return {
        "Normal": (msd.Normal(0.5, 2.0), x, (), ("Normal", T(np.array([1.0], np.float32)), T(np.array([1.5],
                                                                                                     np.float32)))),
        "Normal-batch": (msd.Normal(T(np.array([0.0, 1.0, -1.0, 2.0, 0.5], np.float32)), 1.5), x, (),
                         ("Normal", T(np.array([0.0], np.float32)), T(np.array([1.0], np.float32)))),
        "Normal-args": (msd.Normal(), x, (T(np.array([0.3], np.float32)), T(np.array([0.7], np.float32))),
                        ("Normal", T(np.array([1.0], np.float32)), T(np.array([1.5], np.float32)))),
        "Exponential": (msd.Exponential(1.5), xpos, (), ("Exponential", T(np.array([0.5], np.float32)))),
        "Exponential-neg": (msd.Exponential(0.7), x, (), ("Exponential", T(np.array([2.0], np.float32)))),
        "Uniform": (msd.Uniform(-0.5, 2.0), x, (), ("Uniform", T(np.array([-1.0], np.float32)),
                                                     T(np.array([3.0], np.float32)))),
        "Bernoulli": (msd.Bernoulli(0.3), x01, (), ("Bernoulli", T(np.array([0.6], np.float32)))),
        "Bernoulli-float": (msd.Bernoulli(0.8, dtype=ms.float32), T(np.array([0.0, 1.0, 1.0, 0.0, 1.0],
                                                                             np.float32)), (),
                            ("Bernoulli", T(np.array([0.25], np.float32)))),
        "HalfNormal": (msd.HalfNormal(0.0, 1.5), x, (), ("HalfNormal", T(np.array([1.0], np.float32)),
                                                          T(np.array([1.0], np.float32)))),
        "Laplace": (msd.Laplace(0.5, 2.0), x, (), ("Laplace", T(np.array([1.0], np.float32)),
                                                   T(np.array([1.0], np.float32)))),
        "StudentT": (msd.StudentT(3.0, 0.5, 2.0), x, (), ("StudentT", T(np.array([2.0], np.float32)),
                                                          T(np.array([0.0], np.float32)),
                                                          T(np.array([1.0], np.float32)))),
        "Geometric": (msd.Geometric(0.3), T(np.array([-1.0, 0.0, 1.0, 2.7, 5.0], np.float32), f32), (),
                      ("Geometric", T(np.array([0.6], np.float32)))),
        "Poisson": (msd.Poisson(T(np.array([2.5], np.float32))), T(np.array([-1.0, 0.0, 1.0, 2.0, 5.0],
                                                                          np.float32), f32), (),
                    ("Poisson", T(np.array([1.0], np.float32)))),
        "Logistic": (msd.Logistic(0.5, 2.0), x, (), ("Logistic", T(np.array([1.0], np.float32)),
                                                      T(np.array([1.0], np.float32)))),
        "Cauchy": (msd.Cauchy(0.5, 2.0), x, (), ("Cauchy", T(np.array([1.0], np.float32)),
                                                 T(np.array([1.5], np.float32)))),
        "Gamma": (msd.Gamma(T(np.array([2.5], np.float32)), T(np.array([1.5], np.float32))), xpos, (), ("Gamma", T(np.array([1.5], np.float32)),
                                                  T(np.array([0.5], np.float32)))),
        "Beta": (msd.Beta(T(np.array([2.0], np.float32)), T(np.array([3.0], np.float32))), T(np.array([0.05, 0.2, 0.5, 0.7, 0.95], np.float32), f32), (),
                 ("Beta", T(np.array([1.5], np.float32)), T(np.array([2.5], np.float32)))),
        "LogNormal": (msd.LogNormal(0.3, 0.8), x, (), ("LogNormal", T(np.array([0.0], np.float32)),
                                                     T(np.array([1.0], np.float32)))),
        "Transformed-affine-uniform": (msd.TransformedDistribution(ms.nn.probability.bijector.ScalarAffine(2.0, 1.0),
                                                                   msd.Uniform(-0.5, 1.0)), x, (),
                                       ("Uniform", T(np.array([-1.0], np.float32)), T(np.array([3.0], np.float32)))),
        "Transformed-exp-normal": (msd.TransformedDistribution(ms.nn.probability.bijector.Exp(), msd.Normal(0.2, 0.5)),
                                   xpos, (), ("Normal", T(np.array([0.0], np.float32)),
                                              T(np.array([1.0], np.float32)))),
        "Gumbel": (msd.Gumbel(0.5, 2.0), x, (), ("Gumbel", T(np.array([1.0], np.float32)),
                                                 T(np.array([1.5], np.float32)))),
    }


def bijectors(ms):
    """name -> (bijector, value Tensor)."""
    msb = ms.nn.probability.bijector
    T = ms.Tensor
    x = T(np.array([0.1, 0.5, 1.0, 2.5], np.float32))
    return {
        "Exp": (msb.Exp(), x),
        "ScalarAffine": (msb.ScalarAffine(scale=2.0, shift=-0.5), x),
        "ScalarAffine-neg": (msb.ScalarAffine(scale=-1.5, shift=0.25), x),
        "Softplus": (msb.Softplus(), x),
        "Softplus-sharp": (msb.Softplus(sharpness=2.0), x),
        "PowerTransform": (msb.PowerTransform(power=0.5), x),
        "PowerTransform-0": (msb.PowerTransform(), x),
        "GumbelCDF": (msb.GumbelCDF(loc=0.5, scale=2.0), x),
        "Invert-Exp": (msb.Invert(msb.Exp()), x),
        "Invert-Softplus": (msb.Invert(msb.Softplus(sharpness=2.0)), x),
    }


def errors(ms):
    msd, msb = ms.nn.probability.distribution, ms.nn.probability.bijector
    T = ms.Tensor
    return {
        "Normal-sd-zero": lambda: msd.Normal(0.0, 0.0),
        "Normal-no-params": lambda: msd.Normal().prob(T(np.array([1.0], np.float32))),
        "Normal-int-dtype": lambda: msd.Normal(0.0, 1.0, dtype=ms.int32),
        "Normal-value-not-tensor": lambda: msd.Normal(0.0, 1.0).prob(1.0),
        "Normal-seed": lambda: msd.Normal(0.0, 1.0, seed=-1),
        "Normal-name": lambda: msd.Normal(0.0, 1.0, name=3),
        "Normal-kl-wrong": lambda: msd.Normal(0.0, 1.0).kl_loss("Uniform", T(np.array([0.0], np.float32)),
                                                                 T(np.array([1.0], np.float32))),
        "Exponential-rate": lambda: msd.Exponential(-1.0),
        "Uniform-order": lambda: msd.Uniform(2.0, 1.0),
        "Bernoulli-probs": lambda: msd.Bernoulli(1.5),
        "Bernoulli-float-probs-dtype": lambda: msd.Bernoulli(0.5, dtype=ms.float16),
        "ScalarAffine-scale-type": lambda: msb.ScalarAffine(scale="2"),
        "Softplus-sharp-type": lambda: msb.Softplus(sharpness="2"),
        "PowerTransform-neg": lambda: msb.PowerTransform(power=-1.0),
        "Invert-type": lambda: msb.Invert(3),
        "GumbelCDF-scale": lambda: msb.GumbelCDF(scale=0.0),
        "Poisson-scalar": lambda: msd.Poisson(2.0),
        "Poisson-rate": lambda: msd.Poisson(T(np.array([-1.0], np.float32))),
        "StudentT-df": lambda: msd.StudentT(0.0, 0.0, 1.0),
        "Geometric-probs": lambda: msd.Geometric(-0.5),
        "Gamma-scalar": lambda: msd.Gamma(2.0, T(np.array([1.0], np.float32))),
        "Gamma-rate-scalar": lambda: msd.Gamma(T(np.array([1.0], np.float32)), 2.0),
        "Beta-scalar": lambda: msd.Beta(2.0, T(np.array([1.0], np.float32))),
        "Cauchy-scale": lambda: msd.Cauchy(0.0, -1.0),
    }

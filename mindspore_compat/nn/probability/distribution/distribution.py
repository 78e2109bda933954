"""The base class of the distributions (``mindspore.nn.probability.distribution.Distribution``)."""
import math

import torch

from ...cell import Cell
from ...._checkparam import check_value_type, check_non_negative_int
from ....common import dtype as mstype
from ...._backend import dtype_map as _dm
from ....common.parameter import Parameter
from ....common.tensor import Tensor, _wrap

__all__ = ["Distribution"]

_FLOAT_TYPES = "[mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, " \
               "mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8]"


def check_float_dtype(dtype, cls_name):
    """MindSpore's TypeError for a distribution whose `dtype` is not a floating type."""
    if dtype not in (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16):
        raise TypeError(f"For '{cls_name}', the 'dtype' should be one of {_FLOAT_TYPES}, but got "
                        f"'mindspore.{str(dtype).lower()}'.")


def check_value(value, name):
    """The torch tensor behind `value`, which must be a Tensor (or Parameter)."""
    if not isinstance(value, (Tensor, Parameter)):
        raise TypeError(f"For {name}, input type must be a Tensor or Parameter.")
    return value._t


def check_positive(t, what):
    """MindSpore's ValueError when a parameter given at construction has an element <= 0."""
    if t is not None and bool((t <= 0).any()):
        raise ValueError(f"{what} must be greater than zero.")


def check_dist_name(got, expected):
    if got != expected:
        raise ValueError(f"Expected dist input is {expected}, but got {got}.")


class Distribution(Cell):
    r"""
    Base class of the probability distributions.

    A distribution is a Cell holding its parameters (given at construction, or passed to each call when left
    ``None``). Every method takes, after its own arguments, optional values of the distribution's parameters that
    replace the stored ones for that call (``dist.prob(x, mean, sd)``). The methods are also reachable through the
    Cell call with the method's name: ``dist('prob', x)``.

    A subclass implements some of ``_log_prob``, ``_prob``, ``_cdf``, ``_log_cdf``, ``_survival_function``,
    ``_log_survival``, ``_mean``, ``_sd``, ``_var``, ``_mode``, ``_entropy``, ``_kl_loss`` and ``_sample`` (on
    torch tensors); the missing ones are derived from the others (``prob = exp(log_prob)``,
    ``survival = 1 - cdf``, ``sd = sqrt(var)``, ``cross_entropy = entropy + kl_loss`` and so on).

    Args:
        seed (int): The random seed of the sampling; ``None`` means 0. Must be >= 0.
        dtype (mindspore.dtype): The dtype of the samples.
        name (str): The name of the distribution.
        param (dict): The constructor arguments, as ``dict(locals())``; its ``param_dict`` entry maps the
            distribution's parameter names to their values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> n = msd.Normal(0.0, 1.0)
        >>> print(isinstance(n, msd.Distribution), n.get_dist_type())
        True Normal
        >>> print(n.prob(ms.Tensor(np.array([0.0]), ms.float32)))
        [0.39894214]
    """

    def __init__(self, seed, dtype, name, param):
        super().__init__()
        seed = 0 if seed is None else seed
        check_value_type("name", name, [str], type(self).__name__)
        check_non_negative_int(seed, "seed", name)
        self._dist_name, self._dist_seed, self._dist_dtype = name, seed, dtype
        self._dist_parameters = {k: v for k, v in param.items() if k != "self" and not k.startswith("_")}
        self.default_parameters, self.parameter_names = [], []
        self._param_values = dict(self._dist_parameters.get("param_dict", {}))
        self._batch_shape = None
        self._is_scalar_batch = True
        self._broadcast_shape = None
        self._generator = torch.Generator()
        if seed:
            self._generator.manual_seed(seed)
        else:
            self._generator.seed()

    def _finish_parameters(self):
        """Compute the batch shape once the subclass added its parameters."""
        values = [v for v in self.default_parameters]
        if values and all(v is not None for v in values):
            shape = torch.broadcast_shapes(*(tuple(v.shape) for v in values))
            self._batch_shape = tuple(shape)
        else:
            self._batch_shape = None
        self._is_scalar_batch = all(v is None or not isinstance(self._param_values.get(n), Tensor)
                                    for v, n in zip(values, self.parameter_names))
        self._broadcast_shape = self._batch_shape

    # ----- properties ---------------------------------------------------------------------------------------------
    @property
    def name(self):
        """str, the name of the distribution."""
        return self._dist_name

    @property
    def dtype(self):
        """mindspore.dtype, the dtype of the samples."""
        return self._dist_dtype

    @property
    def seed(self):
        """int, the random seed."""
        return self._dist_seed

    @property
    def parameters(self):
        """dict, the constructor arguments."""
        return self._dist_parameters

    @property
    def is_scalar_batch(self):
        """bool, whether the parameters given at construction are all Python numbers."""
        return self._is_scalar_batch

    @property
    def batch_shape(self):
        """tuple, the broadcast shape of the parameters (None while a parameter is missing)."""
        return self._batch_shape

    @property
    def broadcast_shape(self):
        """tuple, the broadcast shape of the parameters (None while a parameter is missing)."""
        return self._broadcast_shape

    # ----- parameters ---------------------------------------------------------------------------------------------
    def _add_parameter(self, value, name):
        """Store `value` (None, a number or a Tensor) as a float32 tensor parameter named `name`."""
        if value is None:
            t = None
        elif isinstance(value, Tensor):
            t = value._t.to(torch.float32)
        else:
            t = torch.tensor(value, dtype=torch.float32)
        self.default_parameters.append(t)
        self.parameter_names.append(name)
        return t

    def _call_params(self, *args):
        """The parameters of one call: each given Tensor or the stored value, broadcast to a common shape."""
        out = []
        for arg, name, default in zip(args, self.parameter_names, self.default_parameters):
            if arg is not None:
                t = check_value(arg, name).to(torch.float32)
            elif default is not None:
                t = default
            else:
                raise TypeError(f"the type {name} must be subclass of Tensor. It can not be None since it is not "
                                f"specified during initialization.")
            out.append(t)
        if len(out) > 1:
            out = list(torch.broadcast_tensors(*out))
        return out

    def get_dist_args(self, *args, **kwargs):
        """
        The parameters of the distribution, each the given value or the stored one.

        Args:
            *args (Tensor): Parameter values, in the order of the constructor.
            **kwargs (Tensor): Parameter values by name.

        Returns:
            tuple[Tensor], the parameters.
        """
        given = list(args) + [None] * (len(self.parameter_names) - len(args))
        for i, name in enumerate(self.parameter_names):
            if name in kwargs:
                given[i] = kwargs[name]
        out = []
        for value, name, default in zip(given, self.parameter_names, self.default_parameters):
            if value is not None:
                check_value(value, name)
                out.append(value)
            else:
                out.append(None if default is None else _wrap(default))
        return tuple(out)

    def get_dist_type(self):
        """
        The type of the distribution.

        Returns:
            str, for example ``'Normal'``.
        """
        return self._get_dist_type()

    def _get_dist_type(self):
        return type(self).__name__

    # ----- public methods -----------------------------------------------------------------------------------------
    def _value(self, value):
        return check_value(value, "value").to(torch.float32)

    def _call(self, method, value, args):
        ps = self._call_params(*args)
        return _wrap(method(self._value(value), *ps))

    def log_prob(self, value, *args, **kwargs):
        """
        The log of the probability (density) at `value`.

        Args:
            value (Tensor): The values.
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the broadcast shape of `value` and the parameters.
        """
        return self._call(self._log_prob_t, value, self._merge(args, kwargs))

    def prob(self, value, *args, **kwargs):
        """
        The probability (density) at `value`.

        Args:
            value (Tensor): The values.
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the broadcast shape of `value` and the parameters.
        """
        return self._call(self._prob_t, value, self._merge(args, kwargs))

    def cdf(self, value, *args, **kwargs):
        """
        The cumulative distribution function at `value`.

        Args:
            value (Tensor): The values.
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the broadcast shape of `value` and the parameters.
        """
        return self._call(self._cdf_t, value, self._merge(args, kwargs))

    def log_cdf(self, value, *args, **kwargs):
        """
        The log of the cumulative distribution function at `value`.

        Args:
            value (Tensor): The values.
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the broadcast shape of `value` and the parameters.
        """
        return self._call(self._log_cdf_t, value, self._merge(args, kwargs))

    def survival_function(self, value, *args, **kwargs):
        """
        The survival function ``1 - cdf`` at `value`.

        Args:
            value (Tensor): The values.
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the broadcast shape of `value` and the parameters.
        """
        return self._call(self._survival_t, value, self._merge(args, kwargs))

    def log_survival(self, value, *args, **kwargs):
        """
        The log of the survival function at `value`.

        Args:
            value (Tensor): The values.
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the broadcast shape of `value` and the parameters.
        """
        return self._call(self._log_survival_t, value, self._merge(args, kwargs))

    def _stat(self, method, args, kwargs):
        return _wrap(method(*self._call_params(*self._merge(args, kwargs))))

    def mean(self, *args, **kwargs):
        """
        The mean.

        Args:
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the batch shape.
        """
        return self._stat(self._mean_t, args, kwargs)

    def sd(self, *args, **kwargs):
        """
        The standard deviation.

        Args:
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the batch shape.
        """
        return self._stat(self._sd_t, args, kwargs)

    def var(self, *args, **kwargs):
        """
        The variance.

        Args:
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the batch shape.
        """
        return self._stat(self._var_t, args, kwargs)

    def mode(self, *args, **kwargs):
        """
        The mode.

        Args:
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the batch shape.
        """
        return self._stat(self._mode_t, args, kwargs)

    def entropy(self, *args, **kwargs):
        """
        The entropy.

        Args:
            *args (Tensor): Optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor, of the batch shape.
        """
        return self._stat(self._entropy_t, args, kwargs)

    def kl_loss(self, dist, *args, **kwargs):
        """
        The Kullback-Leibler divergence KL(self || other) from a distribution of the same type.

        Args:
            dist (str): The type of the other distribution (must be this one's).
            *args (Tensor): The other distribution's parameters, then optional parameter values of this one.
            **kwargs (Tensor): Optional parameter values of this distribution, by name.

        Returns:
            Tensor, of the broadcast shape of the parameters.
        """
        if not self._overrides("_kl_t"):
            self._missing("kl_loss")
        check_dist_name(dist, self.get_dist_type())
        n = len(self.parameter_names)
        other = [check_value(a, f"{name}_b").to(torch.float32) for a, name in zip(args[:n], self.parameter_names)]
        own = self._call_params(*self._merge(args[n:], kwargs))
        return _wrap(self._kl_t(other, own))

    def cross_entropy(self, dist, *args, **kwargs):
        """
        The cross entropy of a distribution of the same type relative to this one: ``entropy + kl_loss``.

        Args:
            dist (str): The type of the other distribution (must be this one's).
            *args (Tensor): The other distribution's parameters, then optional parameter values of this one.
            **kwargs (Tensor): Optional parameter values of this distribution, by name.

        Returns:
            Tensor, of the broadcast shape of the parameters.
        """
        if not (self._overrides("_kl_t") and self._overrides("_entropy_t")):
            self._missing("cross_entropy")
        check_dist_name(dist, self.get_dist_type())
        n = len(self.parameter_names)
        return _wrap(self.entropy(*args[n:], **kwargs)._t + self.kl_loss(dist, *args, **kwargs)._t)

    def sample(self, *args, **kwargs):
        """
        Draw samples.

        Args:
            *args: The sample shape (tuple, default ``()``), then optional parameter values of this call.
            **kwargs (Tensor): Optional parameter values of this call, by name.

        Returns:
            Tensor of the distribution's dtype and shape ``shape + batch_shape``.
        """
        shape = args[0] if args else kwargs.pop("shape", ())
        if not isinstance(shape, tuple):
            raise TypeError(f"For shape, input type must be a tuple, but got {type(shape).__name__}.")
        ps = self._call_params(*self._merge(args[1:], kwargs))
        out = self._sample_t(tuple(shape), *ps)
        return _wrap(out.to(_dm.to_torch(self.dtype)))

    def construct(self, name, *args, **kwargs):
        """
        Call the method `name` (``'prob'``, ``'mean'``, ``'sample'``, ...) with the other arguments.

        Args:
            name (str): The method's name.
            *args: Its arguments.
            **kwargs: Its keyword arguments.

        Returns:
            What the method returns.
        """
        methods = ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival", "mean", "sd", "var",
                   "mode", "entropy", "kl_loss", "cross_entropy", "sample", "get_dist_args", "get_dist_type")
        if name not in methods:
            self._missing(name)  # recorded from MindSpore 2.10.0: NotImplementedError naming the method
        return getattr(self, name)(*args, **kwargs)

    def _merge(self, args, kwargs):
        given = list(args) + [None] * max(0, len(self.parameter_names) - len(args))
        for i, name in enumerate(self.parameter_names):
            if name in kwargs:
                given[i] = kwargs[name]
        return given[:len(self.parameter_names)]

    # ----- torch-level defaults (subclasses override some) --------------------------------------------------------
    def _overrides(self, name):
        return getattr(type(self), name) is not getattr(Distribution, name)

    def _missing(self, what):
        """MindSpore 2.10's answer for a method a distribution does not define (recorded: NotImplementedError with
        this message, e.g. Beta.cdf or Laplace.get_dist_type)."""
        raise NotImplementedError(f"{what} is not implemented for {self.name} distribution.")

    def _log_prob_t(self, x, *ps):
        if not self._overrides("_prob_t"):
            self._missing("log_prob")
        return self._prob_t(x, *ps).log()

    def _prob_t(self, x, *ps):
        if not self._overrides("_log_prob_t"):
            self._missing("prob")
        return self._log_prob_t(x, *ps).exp()

    def _cdf_t(self, x, *ps):
        if not self._overrides("_survival_t"):
            self._missing("cdf")
        return 1.0 - self._survival_t(x, *ps)

    def _log_cdf_t(self, x, *ps):
        if not (self._overrides("_cdf_t") or self._overrides("_survival_t")):
            self._missing("log_cdf")
        return self._cdf_t(x, *ps).log()

    def _survival_t(self, x, *ps):
        if not self._overrides("_cdf_t"):
            self._missing("survival_function")
        return 1.0 - self._cdf_t(x, *ps)

    def _log_survival_t(self, x, *ps):
        if not (self._overrides("_cdf_t") or self._overrides("_survival_t")):
            self._missing("log_cdf")  # the name MindSpore 2.10 reports here
        return self._survival_t(x, *ps).log()

    def _sd_t(self, *ps):
        if not self._overrides("_var_t"):
            self._missing("sd")
        return self._var_t(*ps).sqrt()

    def _var_t(self, *ps):
        if not self._overrides("_sd_t"):
            self._missing("var")
        return self._sd_t(*ps).square()

    def _mode_t(self, *ps):
        self._missing("mode")

    def _mean_t(self, *ps):
        self._missing("mean")

    def _entropy_t(self, *ps):
        self._missing("entropy")

    def _kl_t(self, other, own):
        self._missing("kl_loss")

    def _sample_t(self, shape, *ps):
        self._missing("sample")

    def _param_text(self, name):
        """How the repr shows a parameter given at construction: its value, or None."""
        value = self._param_values.get(name)
        if value is None:
            return "None"
        if isinstance(value, Tensor):
            return str(value)
        return str(_wrap(torch.tensor(value, dtype=torch.float32)))


HALF_LOG_2PI = 0.5 * math.log(2.0 * math.pi)

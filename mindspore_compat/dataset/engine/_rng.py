"""The C++ standard-library random generators MindSpore's data engine draws from, reproduced bit for bit.

MindSpore's samplers use ``std::mt19937`` with libstdc++'s ``std::shuffle`` / ``std::uniform_int_distribution``
(the division-based downscaling of GCC before 11) and its shuffle operation uses ``std::mt19937_64`` with
``rng() % n``. Reproducing them lets a seeded pipeline visit rows in exactly the order MindSpore visits them.
"""
import math
import os

import numpy as np
from ..core import config

__all__ = [
    "MT19937", "MT19937_64", "pipeline_seed", "std_shuffle", "uniform_int", "canonical", "bernoulli", "uniform_real",
    "canonical_float", "uniform_real_float", "NormalFloat", "GammaFloat"
]

_DEFAULT_SEED = 5489  # std::mt19937::default_seed: MindSpore treats it as "no seed set"
_M64 = (1 << 64) - 1


def pipeline_seed():
    """The seed a pipeline operation starts from: the configured seed, or a fresh random one when it is unset."""
    seed = config.get_seed()
    if seed == _DEFAULT_SEED:
        seed = int.from_bytes(os.urandom(4), "little")
    return seed


class MT19937:
    """``std::mt19937`` seeded like ``rng.seed(seed)``; calling it returns the next 32-bit output."""

    def __init__(self, seed):
        self._state = np.random.RandomState(int(seed) & 0xFFFFFFFF)
        self._buf = []

    def __call__(self):
        if not self._buf:
            self._buf = self._state.randint(0, 1 << 32, size=64, dtype=np.uint64).tolist()[::-1]
        return self._buf.pop()


class MT19937_64:  # pylint: disable=invalid-name
    """``std::mt19937_64`` seeded with ``seed``; calling it returns the next 64-bit output."""

    def __init__(self, seed):
        mt = [int(seed) & _M64]
        for i in range(1, 312):
            prev = mt[-1]
            mt.append((6364136223846793005 * (prev ^ (prev >> 62)) + i) & _M64)
        self._mt = mt
        self._idx = 312

    def _twist(self):
        mt = self._mt
        for i in range(312):
            x = (mt[i] & 0xFFFFFFFF80000000) | (mt[(i + 1) % 312] & 0x7FFFFFFF)
            xa = x >> 1
            if x & 1:
                xa ^= 0xB5026F5AA96619E9
            mt[i] = mt[(i + 156) % 312] ^ xa
        self._idx = 0

    def __call__(self):
        if self._idx >= 312:
            self._twist()
        y = self._mt[self._idx]
        self._idx += 1
        y ^= (y >> 29) & 0x5555555555555555
        y ^= (y << 17) & 0x71D67FFFEDA60000
        y ^= (y << 37) & 0xFFF7EEE000000000
        y ^= y >> 43
        return y & _M64


def uniform_int(gen, low, high):
    """``std::uniform_int_distribution(low, high)(gen)`` for a 32-bit generator (libstdc++ downscaling)."""
    urange = high - low
    if urange >= 0xFFFFFFFF:
        raise ValueError("uniform_int: the range must fit in 32 bits")
    uerange = urange + 1
    scaling = 0xFFFFFFFF // uerange
    past = uerange * scaling
    while True:
        r = gen()
        if r < past:
            return low + r // scaling


def std_shuffle(items, gen):
    """``std::shuffle(items.begin(), items.end(), gen)`` in place, as libstdc++ does it for a 32-bit generator."""
    n = len(items)
    if n <= 1:
        return
    if 0xFFFFFFFF // n >= n:
        i = 1
        if n % 2 == 0:
            j = uniform_int(gen, 0, 1)
            items[1], items[j] = items[j], items[1]
            i = 2
        while i < n:
            swap_range = i + 1
            x = uniform_int(gen, 0, swap_range * (swap_range + 1) - 1)
            p1, p2 = divmod(x, swap_range + 1)
            items[i], items[p1] = items[p1], items[i]
            i += 1
            items[i], items[p2] = items[p2], items[i]
            i += 1
        return
    for i in range(1, n):
        j = uniform_int(gen, 0, i)
        items[i], items[j] = items[j], items[i]


def canonical(gen):
    """``std::generate_canonical<double, 53>(gen)``: a double in [0, 1) from two 32-bit draws."""
    lo = gen()
    hi = gen()
    r = (lo + hi * 4294967296.0) / 18446744073709551616.0
    return r if r < 1.0 else float(np.nextafter(1.0, 0.0))


def bernoulli(gen, prob):
    """``std::bernoulli_distribution(prob)(gen)``."""
    return canonical(gen) < prob


def uniform_real(gen, low, high):
    """``std::uniform_real_distribution<double>(low, high)(gen)``."""
    return canonical(gen) * (high - low) + low


_F32 = np.float32
_BELOW_ONE_F32 = np.nextafter(_F32(1), _F32(0))


def canonical_float(gen):
    """``std::generate_canonical<float, 24>(gen)``: one 32-bit draw rounded to float32 and scaled by 2**-32."""
    value = _F32(gen()) / _F32(4294967296.0)
    return value if value < 1 else _BELOW_ONE_F32


def uniform_real_float(gen, low, high):
    """``std::uniform_real_distribution<float>(low, high)(gen)``, computed in float32 as libstdc++ does."""
    low, high = _F32(low), _F32(high)
    return _F32(canonical_float(gen) * (high - low) + low)


class NormalFloat:
    """``std::normal_distribution<float>(mean, stddev)``: libstdc++'s polar (Marsaglia) method in float32. Each
    accepted pair of uniform draws yields two values; the second is kept for the next call, so one object must
    live as long as the C++ distribution it stands for."""

    def __init__(self, mean=0.0, stddev=1.0):
        self.mean, self.stddev = _F32(mean), _F32(stddev)
        self._saved = None

    def __call__(self, gen):
        if self._saved is not None:
            value, self._saved = self._saved, None
        else:
            while True:
                # ``float(2) * u - 1.0``: the subtraction happens in double, then the result is stored as float
                x = _F32(float(_F32(2) * canonical_float(gen)) - 1.0)
                y = _F32(float(_F32(2) * canonical_float(gen)) - 1.0)
                r2 = _F32(x * x + y * y)
                if 0.0 < r2 <= 1.0:
                    break
            log_r2 = _F32(math.log(float(r2)))
            mult = _F32(np.sqrt(_F32(_F32(-2) * log_r2) / r2))
            self._saved = _F32(x * mult)
            value = _F32(y * mult)
        return _F32(value * self.stddev + self.mean)


class GammaFloat:
    """``std::gamma_distribution<float>(alpha, 1)``: libstdc++'s Marsaglia-Tsang sampler (alpha < 1 boosted), with
    ``d = alpha - 1/3`` and ``c = 1 / sqrt(9 d)``. The spare normal draw lives in the object, so a new object stands
    for a new C++ distribution."""

    def __init__(self, alpha):
        self.alpha = np.float32(alpha)
        self._malpha = self.alpha + np.float32(1) if self.alpha < 1 else self.alpha
        self._a1 = self._malpha - np.float32(1) / np.float32(3)
        self._a2 = np.float32(1) / np.sqrt(np.float32(9) * self._a1)
        self._normal = NormalFloat()

    def __call__(self, gen):
        one = np.float32(1)
        while True:
            while True:
                n = self._normal(gen)
                v = one + self._a2 * n
                if v > 0:
                    break
            v = v * v * v
            u = canonical_float(gen)
            n64 = float(n)
            if u <= 1.0 - 0.0331 * n64 * n64 * n64 * n64:
                break
            if float(np.log(u)) <= 0.5 * n64 * n64 + float(self._a1) * (1.0 - float(v) + float(np.log(v))):
                break
        if self.alpha == self._malpha:
            return self._a1 * v
        while True:
            u = canonical_float(gen)
            if u != 0:
                break
        return np.power(u, one / self.alpha) * self._a1 * v

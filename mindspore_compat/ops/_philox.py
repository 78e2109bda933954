"""The Philox4x32-10 counter-based generator as MindSpore's CPU kernels use it (``random::PhiloxRandom``, the
TensorFlow layout), with the single-draw helpers of those kernels.

The first seed is the key (low and high 32-bit words), the second fills the upper half of the 128-bit counter;
each block of four 32-bit outputs is ten rounds over the counter, which then steps by one.
"""
import struct

__all__ = ["Philox"]

_MASK = 0xFFFFFFFF
_MUL_A, _MUL_B = 0xD2511F53, 0xCD9E8D57
_KEY_A, _KEY_B = 0x9E3779B9, 0xBB67AE85


class Philox:
    """A stream of 32-bit draws from seeds `seed` and `seed2` (Python ints, taken modulo 2**64)."""

    def __init__(self, seed, seed2):
        seed &= (1 << 64) - 1
        seed2 &= (1 << 64) - 1
        self._key = (seed & _MASK, seed >> 32)
        self._counter = [0, 0, seed2 & _MASK, seed2 >> 32]
        self._block = []

    def _next_block(self):
        c = list(self._counter)
        k0, k1 = self._key
        for r in range(10):
            p0, p1 = _MUL_A * c[0], _MUL_B * c[2]
            c = [((p1 >> 32) ^ c[1] ^ k0) & _MASK, p1 & _MASK, ((p0 >> 32) ^ c[3] ^ k1) & _MASK, p0 & _MASK]
            if r < 9:
                k0, k1 = (k0 + _KEY_A) & _MASK, (k1 + _KEY_B) & _MASK
        for i in range(4):
            self._counter[i] = (self._counter[i] + 1) & _MASK
            if self._counter[i]:
                break
        self._block = c[::-1]  # popped from the end: first element first

    def next_u32(self):
        """One 32-bit draw."""
        if not self._block:
            self._next_block()
        return self._block.pop()

    def rand_float(self):
        """A float32 in [0, 1) from the 23 low bits of one draw (the kernels' ``RandFloat``)."""
        bits = (127 << 23) | (self.next_u32() & 0x7FFFFF)
        return struct.unpack("<f", struct.pack("<I", bits))[0] - 1.0

    def uniform(self, n):
        """An int in [0, n) (the kernels' ``Uniform``: a mask for powers of two, otherwise rejection)."""
        if n == 0:
            return 0
        if n & (n - 1) == 0:
            return self.next_u32() & (n - 1)
        low = (_MASK % n) + 1
        while True:
            r = self.next_u32()
            if r >= low:
                return r % n

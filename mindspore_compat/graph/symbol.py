"""``mindspore.Symbol``: what is known about one unknown dimension of a dynamic-shape input."""

__all__ = ["Symbol"]


def _check_int(name, value, kind=int):
    if not isinstance(value, kind):
        raise TypeError(f"For 'Symbol', the argument '{name}' must be {kind.__name__}, but got {type(value)}")


class Symbol:
    r"""
    A symbolic dimension: the facts known in advance about a dimension whose length changes from call to call.

    A placeholder Tensor describing a dynamic-shape input (for :meth:`mindspore.nn.Cell.set_inputs` or
    :func:`mindspore.enable_dynamic`) may hold a `Symbol` instead of ``None`` in its `shape`. The dimension is then
    unknown (it reads ``-1`` in the placeholder's shape) and compiled graphs are made for any length of it.

    Args:
        max (int): The largest length of the dimension; only meaningful when it exceeds `min`. Default: ``0`` .
        min (int): The smallest length of the dimension. Default: ``1`` .
        divisor (int): The dimension has the form :math:`d * N + r` with :math:`N \ge 1`; this is :math:`d` .
            Default: ``1`` .
        remainder (int): :math:`r` of the form above, in :math:`[0, d)` . Default: ``0`` .
        unique (bool): ``True`` when every dimension that uses this object has the same length; ``False`` when
            they only share the facts above. Default: ``False`` .
        kwargs (dict): Extra keywords, accepted and ignored as by MindSpore.

    Outputs:
        Symbol.

    Raises:
        TypeError: If `max`, `min`, `divisor` or `remainder` is not an int.
        TypeError: If `unique` is not a bool.
        ValueError: If `min` or `divisor` is not positive.
        ValueError: If `remainder` is not in :math:`[0, divisor)` .

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, Symbol
        >>> rows = Symbol(max=64, min=2, divisor=4, remainder=2)
        >>> print(rows)
        {'max': 64, 'divisor': 4, 'remainder': 2}
        >>> spec = Tensor(shape=(rows, 5), dtype=ms.float32)
        >>> print(spec.shape)
        (-1, 5)
    """

    __ms_symbol__ = True  # how Tensor (in common/, below this module) recognises a Symbol in a shape

    def __init__(self, max=0, min=1, divisor=1, remainder=0, unique=False, **kwargs):  # noqa: A002 (MindSpore's names)
        for name, value in (("max", max), ("min", min), ("divisor", divisor), ("remainder", remainder)):
            _check_int(name, value)
        _check_int("unique", unique, bool)
        if min <= 0:
            raise ValueError(f"For 'Symbol', the 'min' value should be positive, but got {min}")
        if divisor <= 0:
            raise ValueError(f"For 'Symbol', the 'divisor' value should be positive, but got {divisor}")
        if not 0 <= remainder < divisor:
            raise ValueError(f"For 'Symbol', the 'remainder' value should be in the range '[0, {divisor})', "
                             f"but got {remainder}")
        # the facts, plus the identity that ties the dimensions sharing a unique Symbol
        vars(self).update(max=max, min=min, divisor=divisor, remainder=remainder, unique=unique, id=id(self))

    def to_dict(self):
        """
        The facts that say more than the defaults, as a dict (``max`` when above ``min``, ``min`` when above the
        smallest value :math:`d + r` the form allows, ``divisor`` and ``remainder`` when not 1 and 0, and ``id``
        for a unique Symbol).

        Returns:
            dict.

        Examples:
            >>> from mindspore import Symbol
            >>> print(Symbol(max=16, min=4).to_dict())
            {'max': 16, 'min': 4}
        """
        facts = {}
        if self.max > self.min:
            facts["max"] = self.max
        if self.min > self.divisor + self.remainder:
            facts["min"] = self.min
        if self.divisor != 1:
            facts["divisor"] = self.divisor
        if self.remainder != 0:
            facts["remainder"] = self.remainder
        if self.unique:
            facts["id"] = self.id
        return facts

    def __str__(self):
        return str(self.to_dict())


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

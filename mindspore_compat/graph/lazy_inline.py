"""``mindspore.lazy_inline``: mark a Cell's ``__init__`` so that its graph is compiled once and reused."""
import functools
import inspect

__all__ = ["lazy_inline"]


def lazy_inline(fn=None, attrs=None, policy=None):
    """
    Decorate a Cell's ``__init__`` so that MindSpore's graph compiler builds that Cell's graph once and reuses
    it for every instance (a deep stack of identical blocks then compiles quickly).

    Here the decorator checks its arguments as MindSpore does and records the mark (``cell_init_args``, and
    ``no_inline = False`` for ``policy="front"``); ``torch.compile`` reuses the code of identical blocks by
    itself, so the computation and its speed are the same with or without it.

    Args:
        fn (function, optional): The ``__init__`` of a Cell; ``None`` returns a decorator. Default: ``None``.
        attrs (Union[list[str], str], optional): Attributes of the Cell recorded in the mark instead of the
            ``__init__`` arguments. Default: ``None``.
        policy (str, optional): ``None`` or ``"front"``. Default: ``None``.

    Returns:
        function, the decorated ``__init__``.

    Raises:
        ValueError: If it decorates a class or a function other than ``__init__``, or if `policy` or `attrs` has
            an unsupported value (raised when the Cell is created).

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Tensor
        >>> class Block(nn.Cell):
        ...     @ms.lazy_inline
        ...     def __init__(self, width):
        ...         super().__init__()
        ...         self.dense = nn.Dense(width, width, weight_init="ones", bias_init="zeros")
        ...
        ...     def construct(self, x):
        ...         return self.dense(x)
        ...
        >>> net = nn.SequentialCell([Block(2), Block(2)])
        >>> print(net(Tensor(np.array([[1.0, 2.0]], np.float32))))
        [[6. 6.]]
    """
    def wrap(init):
        if inspect.isclass(init):
            raise ValueError(f"The lazy_inline should decorate the __init__ function, not the class "
                             f"{init.__name__}.")
        if init.__name__ != "__init__":
            raise ValueError(f"The lazy_inline should decorate the __init__ function, not the function: "
                             f"{init.__name__}.")

        @functools.wraps(init)
        def init_and_mark(self, *args, **kwargs):
            given = None
            if attrs is None:
                bound = inspect.signature(init).bind(self, *args, **kwargs)
                given = [v for k, v in bound.arguments.items() if k != "self"]
            init(self, *args, **kwargs)
            if policy == "front":
                self.no_inline = False
            elif policy is not None:
                raise ValueError("policy must be None or 'front'")
            if attrs is None:
                recorded = given
            elif isinstance(attrs, list):
                recorded = []
                for name in attrs:
                    if not isinstance(name, str):
                        raise ValueError("attr must be a string")
                    if hasattr(self, name):
                        recorded.append(getattr(self, name))
            elif isinstance(attrs, str):
                recorded = getattr(self, attrs) if hasattr(self, attrs) else []
            else:
                raise ValueError("attrs must be list or string")
            self.cell_init_args = f"lazy_inline_{type(self).__name__}{recorded}"

        return init_and_mark

    if fn is not None:
        return wrap(fn)
    return wrap


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

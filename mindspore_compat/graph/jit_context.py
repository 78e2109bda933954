"""``jit_context()``: the context object of a compilation in progress, for operators that take part in it."""

__all__ = ["jit_context"]


def jit_context():
    """
    The context object through which operators report to a JIT compilation in progress.

    MindSpore sets one while its bytecode capture records operators; ``mindspore.jit`` here hands whole functions
    to ``torch.compile``, which needs no report from the operators, so no such object is ever set and the answer is
    ``None``, as in MindSpore outside such a capture.

    Returns:
        None.

    Examples:
        >>> from mindspore.ops.primitive import jit_context
        >>> print(jit_context())
        None
    """
    return None


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

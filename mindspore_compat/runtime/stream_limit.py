"""AI-core limits of a stream (``mindspore.runtime``): get/set/reset_stream_limit and StreamLimitCtx."""
from .stream import Stream

__all__ = ["get_stream_limit", "set_stream_limit", "reset_stream_limit", "StreamLimitCtx"]

# limits per stream; -1 means "not limited"
_limits = {}


def _check(stream, name):
    if not isinstance(stream, Stream):
        raise TypeError(f"For '{name}', the argument 'stream' should be Stream, but got {type(stream)}.")


def _get(stream):
    return _limits.get(stream, (-1, -1))


def _set(stream, cube_num, vector_num):
    if cube_num == -1 and vector_num == -1:
        _limits.pop(stream, None)
    else:
        _limits[stream] = (cube_num, vector_num)


def get_stream_limit(stream):
    r"""
    The cube and vector AI-core counts the operators queued on `stream` may use.

    Only Ascend partitions AI cores per stream; here the limits are those set with :func:`set_stream_limit`
    and ``-1`` (no limit) otherwise, and they do not change how operators run.

    Args:
        stream (Stream): The stream.

    Returns:
        dict, ``{"cube_core_num": int, "vector_core_num": int}``.

    Raises:
        TypeError: If `stream` is not a Stream.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.get_stream_limit(ms.runtime.Stream()))
        {'cube_core_num': -1, 'vector_core_num': -1}
    """
    _check(stream, "get_stream_limit")
    cube, vector = _get(stream)
    return {"cube_core_num": cube, "vector_core_num": vector}


def set_stream_limit(stream, cube_num=-1, vector_num=-1):
    r"""
    Limit the cube and vector AI cores of the operators queued on `stream` (reported by
    :func:`get_stream_limit`; only Ascend partitions cores, so execution is unchanged elsewhere).

    Args:
        stream (Stream): The stream.
        cube_num (int, optional): Cube cores; ``-1`` leaves it unset. Default: ``-1``.
        vector_num (int, optional): Vector cores; ``-1`` leaves it unset. Default: ``-1``.

    Raises:
        TypeError: If `stream` is not a Stream.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> s = ms.runtime.Stream()
        >>> ms.runtime.set_stream_limit(s, 4, 8)
        >>> print(ms.runtime.get_stream_limit(s))
        {'cube_core_num': 4, 'vector_core_num': 8}
    """
    _check(stream, "set_stream_limit")
    _set(stream, cube_num, vector_num)


def reset_stream_limit(stream):
    r"""
    Remove the AI-core limits of `stream`.

    Args:
        stream (Stream): The stream.

    Raises:
        TypeError: If `stream` is not a Stream.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> s = ms.runtime.Stream()
        >>> ms.runtime.reset_stream_limit(s)
    """
    _check(stream, "set_stream_limit")  # MindSpore's message names set_stream_limit here
    _limits.pop(stream, None)


class StreamLimitCtx:
    r"""
    Context manager that applies AI-core limits to `stream` inside it and restores the previous ones after.

    Args:
        stream (Stream): The stream.
        cube_num (int, optional): Cube cores; ``-1`` leaves it unset. Default: ``-1``.
        vector_num (int, optional): Vector cores; ``-1`` leaves it unset. Default: ``-1``.

    Raises:
        TypeError: If `stream` is not a Stream.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> s = ms.runtime.Stream()
        >>> with ms.runtime.StreamLimitCtx(s, 2, 2):
        ...     print(ms.runtime.get_stream_limit(s)["cube_core_num"])
        2
    """

    def __init__(self, stream, cube_num=-1, vector_num=-1):
        _check(stream, "StreamLimitCtx")
        self.stream = stream
        self.cube_num, self.vector_num = cube_num, vector_num
        self._saved = (-1, -1)

    def __enter__(self):
        self._saved = _get(self.stream)
        _set(self.stream, self.cube_num, self.vector_num)

    def __exit__(self, exc_type, exc_val, exc_tb):
        _set(self.stream, *self._saved)

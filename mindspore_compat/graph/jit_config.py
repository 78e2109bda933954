"""``mindspore.JitConfig``: compile options for a Cell (``Cell.set_jit_config``) in GRAPH_MODE."""
import logging

__all__ = ["JitConfig"]

_logger = logging.getLogger("mindspore")


class JitConfig:
    """
    Compile options of a Cell, given to ``Cell.set_jit_config`` (and, in older scripts, to ``jit``).

    Here a Cell in GRAPH_MODE is compiled with ``torch.compile``: `jit_level` picks the backend (``"O0"`` and
    ``""``: ``eager``, a captured graph of the eager kernels, bit-identical to PyNative mode;
    ``"O1"``: ``inductor``, fused kernels; ``"O2"``, MindSpore's GE path on Ascend, is compiled like ``"O1"``).
    `jit_syntax_level` ``"STRICT"`` asks for one whole graph (like ``jit(fullgraph=True)``). `exc_mode`,
    `debug_level` and `infer_boost` are validated and kept in :attr:`jit_config_dict`; they tune MindSpore's own
    executor and change nothing here.

    Args:
        jit_level (str, optional): ``""``, ``"O0"``, ``"O1"`` or ``"O2"``. Default: ``""``.
        exc_mode (str, optional): ``"auto"``, ``"sink"`` or ``"no_sink"``. Default: ``"auto"``.
        jit_syntax_level (str, optional): ``""``, ``"STRICT"``, ``"COMPATIBLE"`` or ``"LAX"``. Default: ``""``.
        debug_level (str, optional): ``"RELEASE"`` or ``"DEBUG"``. Default: ``"RELEASE"``.
        infer_boost (str, optional): ``"on"`` or ``"off"`` (deprecated by MindSpore 2.10; ``"on"`` logs a
            warning). Default: ``"off"``.
        **kwargs (dict): more entries stored in :attr:`jit_config_dict` as given (``backend``, ``options``).

    Raises:
        ValueError: If an argument is not one of its values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> config = ms.JitConfig(jit_level="O1")
        >>> print(config.jit_config_dict["jit_level"], config.jit_config_dict["backend"])
        O1 ms_backend
    """

    def __init__(self, jit_level="", exc_mode="auto", jit_syntax_level="", debug_level="RELEASE",
                 infer_boost="off", **kwargs):
        quiet = kwargs.pop("suppress_infer_boost_warning", False)
        if jit_level not in ("", "O0", "O1", "O2"):
            raise ValueError("For 'jit_level' must be one of ['O0', 'O1', 'O2'].")
        if exc_mode not in ("auto", "sink", "no_sink"):
            raise ValueError("For 'exc_mode' must be one of '['auto', 'sink', 'no_sink']'.")
        if jit_syntax_level not in ("", "STRICT", "COMPATIBLE", "LAX"):
            raise ValueError("For 'jit_syntax_level' must be one of '['STRICT', 'LAX']'.")
        if debug_level not in ("RELEASE", "DEBUG"):
            raise ValueError("For 'debug_level' must be one of '['RELEASE', 'DEBUG']'.")
        if infer_boost not in ("", "on", "off"):
            raise ValueError("For 'infer_boost' must be one of '['on', 'off']'.")
        if infer_boost == "on" and not quiet:
            _logger.warning("The value 'on' of 'infer_boost' is deprecated since MindSpore 2.10.0.")
        config = dict(kwargs)
        config.update(jit_level=jit_level, exc_mode=exc_mode, jit_syntax_level=jit_syntax_level,
                      debug_level=debug_level, infer_boost=infer_boost)
        if "backend" not in config and jit_level:
            config["backend"] = "GE" if jit_level == "O2" else "ms_backend"
        self.jit_config_dict = config


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

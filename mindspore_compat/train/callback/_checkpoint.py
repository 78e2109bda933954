"""CheckpointConfig and ModelCheckpoint: save checkpoint files during training."""
import logging
import os
import re
import stat
import time

from ..._checkparam import check_bool, check_non_negative_int
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ._callback import Callback
from .. import serialization
from ...nn.cell import Cell
from ..serialization import save_checkpoint
from ..._backend import collective

__all__ = ["CheckpointConfig", "ModelCheckpoint", "CheckpointManager"]

_logger = logging.getLogger("mindspore")
_info_list = ["epoch_num", "step_num"]
_MAX_PATH_LENGTH = 1024
_POLICY_KEYS = ("save_checkpoint_steps", "save_checkpoint_seconds", "keep_checkpoint_max",
                "keep_checkpoint_per_n_minutes")
_APPEND_VALUE_TYPES = (int, float, bool, str, Parameter, Tensor)


def _check_isinstance(arg_name, arg_value, classes):
    # MindSpore's check_isinstance: a ValueError, not a TypeError
    if isinstance(arg_value, classes):
        return arg_value
    raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got {arg_value}.")


def _check_async_save(async_save):
    if isinstance(async_save, str):
        if async_save not in ("process", "thread"):
            raise ValueError(f"For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread', "
                             f"but got {async_save}.")
    elif not isinstance(async_save, bool):
        raise TypeError(f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                        f"but got {type(async_save)}.")
    return async_save


def _parse_append_info(append_info):
    """The dict of extra checkpoint items described by `append_info` (None when there are none)."""
    if append_info is None or (isinstance(append_info, list) and not append_info):
        return None
    if not isinstance(append_info, list):
        raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' must be list, "
                        f"but got {type(append_info)}.")
    items = {name: 0 for name in _info_list if name in append_info}
    dicts_seen = 0
    for element in append_info:
        if isinstance(element, str):
            if element not in _info_list:
                raise ValueError(f"For 'CheckpointConfig', the value of element in the argument 'append_info' "
                                 f"must be in {_info_list}, but got {element}.")
            continue
        if not isinstance(element, dict):
            raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' element must be str or dict, "
                            f"but got {type(element)}.")
        dicts_seen += 1
        if dicts_seen > 1:
            raise TypeError(f"For 'CheckpointConfig', the element of 'append_info' must has only one dict, "
                            f"but got {dicts_seen}")
        for key, value in element.items():
            if not (isinstance(key, str) and isinstance(value, _APPEND_VALUE_TYPES)):
                raise TypeError(f"For 'CheckpointConfig', the key type of the dict 'append_info' "
                                f"must be string, the value type must be int or float or bool, "
                                f"but got key type {type(key)}, value type {type(value)}")
            items[key] = value
    return items


def _make_directory(path, arg_name="path"):
    """The real path of directory `path`, created (mode 0o700) when missing."""
    if not isinstance(path, str):
        raise TypeError(f"The {arg_name} is invalid, the type should be string.")
    if not path.strip():
        raise ValueError(f"The {arg_name} is invalid, it should be non-blank.")
    real = os.path.realpath(path)
    if len(real) > _MAX_PATH_LENGTH:
        raise ValueError(f"The {arg_name} length is too long, it should be limited in {_MAX_PATH_LENGTH}.")
    if os.path.isdir(real):
        return real
    if os.path.exists(real):
        raise NotADirectoryError(f"The path({real}) is a file path, it should be a directory path.")
    try:
        os.makedirs(real, mode=0o700, exist_ok=True)
    except PermissionError as err:
        raise TypeError("No write permission on the directory.") from err
    return real


def _force_remove(path):
    """Delete file `path`, first making it writable (checkpoint files are saved read-only)."""
    os.chmod(path, stat.S_IWRITE)
    os.remove(path)


def _is_valid_prefix(prefix):
    return isinstance(prefix, str) and "/" not in prefix


def _suffix_taken(tail):
    """For a checkpoint file named ``prefix + tail``: 1 when the file has the bare prefix (``-...``), N + 1 when it
    has the prefix ``prefix<c>N`` (``<c>`` one non-letter character, N decimal digits), 0 when it is not a file of
    the prefix."""
    if tail[0].isalpha():
        return 0
    dash = tail.find("-")
    if dash == 0:
        return 1
    digits = tail[1:dash] if dash > 0 else ""
    return int(digits) + 1 if digits.isdigit() else 0


def _unused_prefix(directory, prefix):
    """`prefix`, or ``prefix_N`` when checkpoint files starting with `prefix` already exist in `directory` (N one
    more than the largest suffix in use; 1 for plain ``prefix-...`` files)."""
    taken = [_suffix_taken(name[len(prefix):]) for name in os.listdir(directory)
             if os.path.splitext(name)[1] in (".ckpt", ".safetensors") and not name.endswith("_breakpoint.ckpt")
             and name.startswith(prefix)]
    suffix = max(taken, default=0)
    return f"{prefix}_{suffix}" if suffix else prefix


def _wait_async_save_ckpt(async_save=False):
    if not async_save:
        return
    wait = getattr(serialization, "_wait_async_save", None)
    if wait is not None:
        wait()


class CheckpointConfig:
    """
    The checkpoint policy of :class:`mindspore.train.ModelCheckpoint`: when to save, how many files to keep and
    what to save.

    Note:
        - Set one saving policy and one keeping policy. When `save_checkpoint_steps` is set (> 0),
          `save_checkpoint_seconds` is ignored (and reads ``None``); when `keep_checkpoint_max` is set (> 0),
          `keep_checkpoint_per_n_minutes` is ignored (and reads ``None``). When neither keeping policy is set,
          `keep_checkpoint_max` becomes 1.
        - With dataset sink mode, choose `save_checkpoint_steps` as a multiple of the sink size, or the saving
          steps drift.

    Args:
        save_checkpoint_steps (int, optional): Save a checkpoint every this many steps. Default: ``1``.
        save_checkpoint_seconds (int, optional): Save a checkpoint every this many seconds; only used when
            `save_checkpoint_steps` is 0 or None. Default: ``0``.
        keep_checkpoint_max (int, optional): Keep at most this many checkpoint files of the prefix in the
            directory, removing the oldest. Default: ``5``.
        keep_checkpoint_per_n_minutes (int, optional): Keep one checkpoint file every this many minutes; only used
            when `keep_checkpoint_max` is 0 or None. Default: ``0``.
        integrated_save (bool, optional): Merge split parameters before saving in automatic parallel mode.
            Default: ``True``.
        async_save (Union[bool, str], optional): Save in a background thread (``True``, ``"thread"`` or
            ``"process"``). Default: ``False``.
        saved_network (Cell, optional): The network to save instead of the training network. Default: ``None``.
        append_info (list, optional): Extra items saved into every checkpoint: ``"epoch_num"``, ``"step_num"``
            and at most one dict of ``str`` keys and int / float / bool / str / Parameter / Tensor values.
            Default: ``None``.
        enc_key (Union[None, bytes], optional): Encryption key; not supported by mindspore_compat's
            :func:`mindspore.save_checkpoint`, which raises when it is set. Default: ``None``.
        enc_mode (str, optional): Encryption mode, used with `enc_key`. Default: ``'AES-GCM'``.
        exception_save (bool, optional): Save a ``_breakpoint.ckpt`` file when training raises an exception.
            Default: ``False``.
        crc_check (bool, optional): Append a CRC-32 to each checkpoint file. Default: ``False``.
        remove_redundancy (bool, optional): Save without the redundancy of data parallelism; only meaningful in
            distributed training, which mindspore_compat's ModelCheckpoint does not support with it. Default:
            ``False``.
        format (str, optional): ``"ckpt"`` or ``"safetensors"``. Default: ``"ckpt"``.
        kwargs (dict): ``incremental`` (bool, stored as `map_param_inc`) and ``enable_redundance`` (bool).

    Raises:
        TypeError: If an int argument is not an int, `integrated_save` or `exception_save` is not a bool,
            `saved_network` is not None or a Cell, `append_info` is not a list of str / dict, or `async_save` is
            not a bool or str.
        ValueError: If an int argument is negative, all four saving / keeping arguments are 0 or None, an
            `append_info` string is not ``"epoch_num"`` / ``"step_num"``, `enc_key` is not None / bytes,
            `enc_mode` / `format` is not a str, `crc_check` / `remove_redundancy` is not a bool, or `format` is
            ``"safetensors"`` with encryption, CRC, exception saving or incremental saving.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train.callback import CheckpointConfig
        >>> config = CheckpointConfig(save_checkpoint_seconds=100, keep_checkpoint_per_n_minutes=5)
        >>> config.save_checkpoint_steps
        1
        >>> print(config.save_checkpoint_seconds)
        None
        >>> config.keep_checkpoint_max
        5
        >>> print(config.keep_checkpoint_per_n_minutes)
        None
        >>> config.integrated_save, config.async_save, config.enc_mode
        (True, False, 'AES-GCM')
        >>> config = CheckpointConfig(save_checkpoint_steps=0, save_checkpoint_seconds=60, keep_checkpoint_max=0,
        ...                           keep_checkpoint_per_n_minutes=10, append_info=["epoch_num", {"lr": 0.01}])
        >>> policy = config.get_checkpoint_policy()
        >>> print(policy["save_checkpoint_steps"], policy["save_checkpoint_seconds"], policy["keep_checkpoint_max"],
        ...       policy["keep_checkpoint_per_n_minutes"], policy["saved_network"])
        0 60 0 10 None
        >>> config.append_dict
        {'epoch_num': 0, 'lr': 0.01}
    """

    def __init__(self, save_checkpoint_steps=1, save_checkpoint_seconds=0, keep_checkpoint_max=5,
                 keep_checkpoint_per_n_minutes=0, integrated_save=True, async_save=False, saved_network=None,
                 append_info=None, enc_key=None, enc_mode='AES-GCM', exception_save=False, crc_check=False,
                 remove_redundancy=False, format="ckpt", **kwargs):

        policy = dict(zip(_POLICY_KEYS, (save_checkpoint_steps, save_checkpoint_seconds, keep_checkpoint_max,
                                         keep_checkpoint_per_n_minutes)))
        for key, value in policy.items():
            if value is not None:
                check_non_negative_int(value, key)
        if saved_network is not None and not isinstance(saved_network, Cell):
            raise TypeError(f"For 'CheckpointConfig', the type of 'saved_network' must be None or Cell, "
                            f"but got {type(saved_network)}.")
        if not any(policy.values()):
            raise ValueError("For 'CheckpointConfig', the input arguments 'save_checkpoint_steps', "
                             "'save_checkpoint_seconds', "
                             "'keep_checkpoint_max' and 'keep_checkpoint_per_n_minutes' can't be all None or 0.")
        self.exception_save = check_bool(exception_save, "exception_save")

        # one saving rule and one keeping rule: steps win over seconds, a file count over minutes
        if policy["save_checkpoint_steps"]:
            policy["save_checkpoint_seconds"] = None
        if policy["keep_checkpoint_max"]:
            policy["keep_checkpoint_per_n_minutes"] = None
        elif not policy["keep_checkpoint_per_n_minutes"]:
            policy["keep_checkpoint_max"] = 1
        self._policy = policy

        self._integrated_save = check_bool(integrated_save, "integrated_save")
        self._async_save = _check_async_save(async_save)
        self._saved_network = saved_network
        self._append_dict = _parse_append_info(append_info)
        self._enc_key = _check_isinstance('enc_key', enc_key, (type(None), bytes))
        self._enc_mode = _check_isinstance('enc_mode', enc_mode, str)
        self._crc_check = _check_isinstance('crc_check', crc_check, bool)
        self._format = _check_isinstance('format', format, str)
        incremental = kwargs.get("incremental", False)
        self._map_param_inc = incremental
        self.enable_redundance = kwargs.get("enable_redundance", False)
        self.remove_redundancy = _check_isinstance('remove_redundancy', remove_redundancy, bool)
        if format == "safetensors" and (enc_key is not None or enc_mode != "AES-GCM" or crc_check
                                        or exception_save or incremental):
            raise ValueError("For 'save_checkpoint', when format is 'safetensors', other param must be default.")

    @property
    def save_checkpoint_steps(self):
        """The number of steps between two checkpoints (int, or None)."""
        return self._policy["save_checkpoint_steps"]

    @property
    def save_checkpoint_seconds(self):
        """The number of seconds between two checkpoints (int, or None when steps are set)."""
        return self._policy["save_checkpoint_seconds"]

    @property
    def keep_checkpoint_max(self):
        """The largest number of checkpoint files kept (int, or None)."""
        return self._policy["keep_checkpoint_max"]

    @property
    def keep_checkpoint_per_n_minutes(self):
        """Keep one checkpoint file every this many minutes (int, or None when `keep_checkpoint_max` is set)."""
        return self._policy["keep_checkpoint_per_n_minutes"]

    @property
    def integrated_save(self):
        """Whether split parameters are merged before saving in automatic parallel mode (bool)."""
        return self._integrated_save

    @property
    def async_save(self):
        """Whether, or how, checkpoints are saved in the background (bool or str)."""
        return self._async_save

    @property
    def saved_network(self):
        """The network saved instead of the training network (Cell or None)."""
        return self._saved_network

    @property
    def enc_key(self):
        """The encryption key (bytes or None)."""
        return self._enc_key

    @property
    def enc_mode(self):
        """The encryption mode (str)."""
        return self._enc_mode

    @property
    def crc_check(self):
        """Whether a CRC-32 is appended to checkpoint files (bool)."""
        return self._crc_check

    @property
    def format(self):
        """The file format, ``"ckpt"`` or ``"safetensors"`` (str)."""
        return self._format

    @property
    def append_dict(self):
        """The extra items saved into every checkpoint (dict or None)."""
        return self._append_dict

    @property
    def map_param_inc(self):
        """Whether map parameters are saved incrementally (the `incremental` keyword argument)."""
        return self._map_param_inc

    def get_checkpoint_policy(self):
        """
        The saving and keeping policy.

        Returns:
            dict, with keys ``save_checkpoint_steps``, ``save_checkpoint_seconds``, ``keep_checkpoint_max``,
            ``keep_checkpoint_per_n_minutes`` and ``saved_network``.
        """
        return {**self._policy, "saved_network": self._saved_network}


class ModelCheckpoint(Callback):
    """
    Saves checkpoint files of the training network during training, following a
    :class:`mindspore.train.CheckpointConfig`.

    Files are named ``{prefix}-{epoch}_{step}.ckpt`` where ``step`` is the step within the epoch (or
    ``{prefix}.ckpt`` when `prefix` is callable). When checkpoint files whose names start with `prefix` already
    exist in the directory, the prefix becomes ``{prefix}_N`` (N one more than the largest suffix in use), so that
    earlier runs are not overwritten. A last checkpoint is saved when training ends, unless the last step was
    saved already. Saved with :func:`mindspore.save_checkpoint`, so the file holds every parameter of the
    training network, including the optimizer's (``global_step``, ``learning_rate``, moments).

    Unlike MindSpore in graph mode, no ``{prefix}-graph.meta`` graph file is written: mindspore_compat has no
    MindSpore graph to export.

    Args:
        prefix (Union[str, callable object], optional): The file name prefix, or a function of the callback
            parameters returning the file name (without extension). Default: ``'CKP'``.
        directory (Union[str, callable object], optional): The folder of the files (created if missing), or a
            function of the callback parameters returning it. Default: ``None`` (the current directory).
        config (CheckpointConfig, optional): The checkpoint policy. Default: ``None`` (``CheckpointConfig()``).

    Raises:
        ValueError: If `prefix` is neither callable nor a str without ``'/'``.
        TypeError: If `directory` is neither callable nor a str.
        ValueError: If `directory` is blank.
        NotADirectoryError: If `directory` is a file.
        TypeError: If `config` is not a CheckpointConfig.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> from mindspore import nn
        >>> from mindspore.train.callback import (CheckpointConfig, ModelCheckpoint, RunContext,
        ...                                       _InternalCallbackParam)
        >>> net = nn.Dense(3, 2)
        >>> directory = tempfile.mkdtemp()
        >>> config = CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=2)
        >>> ckpt_cb = ModelCheckpoint(prefix="dense", directory=directory, config=config)
        >>> cb_params = _InternalCallbackParam(train_network=net, batch_num=3, cur_epoch_num=1, cur_step_num=0)
        >>> run_context = RunContext(cb_params)
        >>> for step in range(1, 7):
        ...     cb_params.cur_epoch_num = (step - 1) // 3 + 1
        ...     cb_params.cur_step_num = step
        ...     ckpt_cb.on_train_step_end(run_context)
        >>> print(sorted(os.listdir(directory)))
        ['dense-2_1.ckpt', 'dense-2_3.ckpt']
        >>> print(os.path.basename(ckpt_cb.latest_ckpt_file_name))
        dense-2_3.ckpt
    """

    def __init__(self, prefix='CKP', directory=None, config=None):
        super().__init__()
        if not callable(prefix) and not _is_valid_prefix(prefix):
            raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' "
                             f"for checkpoint file name is invalid, it must be "
                             f"callable or string that does not contain '/', but got {prefix}.")
        self._prefix_func = prefix if callable(prefix) else None
        self._directory_func = directory if callable(directory) else None
        if self._directory_func is not None:
            self._directory = None                  # known at the first step
        elif directory is None:
            self._directory = os.getcwd()
        else:
            self._directory = _make_directory(directory)

        if config is None:
            config = CheckpointConfig()
        elif not isinstance(config, CheckpointConfig):
            raise TypeError(f"For 'ModelCheckpoint', the type of argument 'config' should be "
                            f"'CheckpointConfig', but got {type(config)}.")
        self._config = config
        self._manager = CheckpointManager(config.format)

        # a fixed prefix in a fixed folder does not overwrite the files of an earlier run
        fixed_names = self._prefix_func is None and self._directory_func is None
        self._prefix = _unused_prefix(self._directory, prefix) if fixed_names else prefix

        # "epoch_num" / "step_num" are saved as their starting value plus the current epoch / step
        self._append_dict = config.append_dict or {}
        self._append_start = {key: self._append_dict[key] for key in _info_list if key in self._append_dict}

        self._latest_ckpt_file_name = ""
        self._last_triggered_step = 0
        self._last_time = self._last_time_for_keep = time.time()

    def step_end(self, run_context):
        """
        Save a checkpoint at the end of a step when the policy says so.

        Args:
            run_context (RunContext): The training context.

        Raises:
            ValueError: If a callable `prefix` returns something other than a str without ``'/'``.
        """
        state = run_context.original_args()
        if self._prefix_func is not None:
            self._prefix = self._prefix_func(state)
            if not _is_valid_prefix(self._prefix):
                raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' "
                                 f"for checkpoint file name is callable, it must return a "
                                 f"string that does not contain '/', but got {self._prefix}.")
        if self._directory_func is not None:
            self._directory = self._directory_func(state)
            _make_directory(self._directory)
        self._save_ckpt(state)

    def end(self, run_context):
        """
        Save the last checkpoint when training ends (unless the last step was saved already).

        Args:
            run_context (RunContext): The training context.
        """
        self._save_ckpt(run_context.original_args(), force_to_save=True)
        _wait_async_save_ckpt(self._config.async_save)

    def _due(self, step, force):
        """Whether the saving policy asks for a checkpoint at `step` (always, with `force`, unless the policy
        never saves)."""
        every_steps = self._config.save_checkpoint_steps
        every_seconds = self._config.save_checkpoint_seconds
        if every_steps:
            return force or step >= self._last_triggered_step + every_steps
        if not every_seconds:
            return False
        now = time.time()
        if not force and now - self._last_time <= every_seconds:
            return False
        self._last_time = now
        return True

    def _apply_keep_policy(self):
        """Make room for the next file: remove the oldest one, or thin out the recent ones."""
        manager = self._manager
        manager.update_ckpoint_filelist(self._directory, self._prefix)
        max_files = self._config.keep_checkpoint_max
        minutes = self._config.keep_checkpoint_per_n_minutes
        if max_files and manager.ckpoint_num >= max_files:
            manager.remove_oldest_ckpoint_file()
        elif minutes:
            now = time.time()
            if now - self._last_time_for_keep < 60 * minutes:
                manager.keep_one_ckpoint_per_minutes(minutes, now)

    def _save_ckpt(self, cb_params, force_to_save=False):
        """Save a checkpoint file if the policy (or `force_to_save`) says so."""
        step = cb_params.cur_step_num
        if step == self._last_triggered_step or not self._due(step, force_to_save):
            return

        config = self._config
        _wait_async_save_ckpt(config.async_save)
        step_in_epoch = int((step - 1) % cb_params.batch_num + 1)
        if self._prefix_func is not None:
            file_name = f"{self._prefix}.{config.format}"
        else:
            file_name = f"{self._prefix}-{cb_params.cur_epoch_num}_{step_in_epoch}.{config.format}"
        self._apply_keep_policy()
        self._last_time_for_keep = time.time()
        self._last_triggered_step = step
        progress = {"epoch_num": cb_params.cur_epoch_num, "step_num": step}
        for key, start in self._append_start.items():
            self._append_dict[key] = start + progress[key]
        network = cb_params.train_network if config.saved_network is None else config.saved_network
        if config.remove_redundancy:
            if not collective.is_initialized() or collective.get_world_size() == 1:
                raise TypeError("The deduplication feature for saving checkpoint can only be used "
                                "in parallel scenarios, but got 'stand_alone'.")
            raise ValueError("For 'ModelCheckpoint', 'remove_redundancy=True' (saving without the redundancy of "
                             "data parallelism) is not supported by mindspore_compat.")

        path = os.path.join(self._directory, file_name)
        save_checkpoint(network, path, integrated_save=config.integrated_save, async_save=config.async_save,
                        append_dict=self._append_dict, enc_key=config.enc_key, enc_mode=config.enc_mode,
                        crc_check=config.crc_check, format=config.format, incremental=config.map_param_inc)
        self._latest_ckpt_file_name = path

    @property
    def latest_ckpt_file_name(self):
        """The path of the latest checkpoint file saved (``""`` before the first)."""
        return self._latest_ckpt_file_name


def _age_key(file_name):
    # file times can be coarser than the interval between two saves: break ties by the epoch / step in the name
    numbers = tuple(int(n) for n in re.findall(r"\d+", os.path.basename(file_name)))
    return os.path.getmtime(file_name), numbers


class CheckpointManager:
    """The checkpoint files of one prefix in one directory, for the keeping policy of ModelCheckpoint."""

    def __init__(self, format='ckpt'):
        self._files = []
        self._format = format

    @property
    def ckpoint_filelist(self):
        """The checkpoint files found by the last update."""
        return self._files

    @property
    def ckpoint_num(self):
        """The number of checkpoint files found by the last update."""
        return len(self._files)

    def update_ckpoint_filelist(self, directory, prefix):
        """List the files ``{prefix}-<digits and _>.{format}`` of `directory`."""
        extension = f".{self._format}"

        def is_own_checkpoint(name):
            # "{prefix}-{epoch}_{step}{extension}": nothing but digits, '-' and '_' between prefix and extension
            if not (name.startswith(f"{prefix}-") and os.path.splitext(name)[1] == extension):
                return False
            return not any(char.isalpha() for char in name[len(prefix):-len(extension)])

        self._files = [os.path.join(directory, name) for name in os.listdir(directory) if is_own_checkpoint(name)]

    def remove_ckpoint_file(self, file_name):
        """Remove `file_name` from the list and from the disk (a warning if that fails)."""
        try:
            _force_remove(file_name)
            self._files.remove(file_name)
        except OSError:
            _logger.warning("OSError, failed to remove the older ckpt file %s.", file_name)
        except ValueError:
            _logger.warning("ValueError, failed to remove the older ckpt file %s.", file_name)

    def remove_oldest_ckpoint_file(self):
        """Remove the file modified longest ago (among equal times, the one of the earliest epoch and step)."""
        self.remove_ckpoint_file(min(self._files, key=_age_key))

    def keep_one_ckpoint_per_minutes(self, minutes, cur_time):
        """Of the files modified in the last `minutes` minutes, keep only the oldest."""
        recent = []
        for path in self._files:
            modified = os.path.getmtime(path)
            if cur_time - modified < 60 * minutes:
                recent.append((modified, path))
        # the first of the oldest files modified before `cur_time` stays
        older = [item for item in recent if item[0] < cur_time]
        kept = min(older, key=lambda item: item[0])[1] if older else ""
        for _, path in recent:
            if path != kept:
                self.remove_ckpoint_file(path)

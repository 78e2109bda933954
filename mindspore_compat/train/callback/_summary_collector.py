"""SummaryCollector: the loss, input images, parameter histograms and summary-operator values of a
``Model.train`` run, written as TensorBoard event files through :class:`~mindspore.train.SummaryRecord`."""
import json
import logging
import os
import re
import stat

import numpy as np

from ...common.tensor import Tensor
from ..summary.summary_record import SummaryRecord
from ..serialization import save_checkpoint
from ._callback import Callback

_logger = logging.getLogger("mindspore")

# what MindSpore collects by default (MindInsight-only items are accepted with their default and ignored)
_DEFAULTS = {
    "collect_metric": True, "collect_graph": True, "collect_train_lineage": True, "collect_eval_lineage": True,
    "collect_input_data": True, "collect_dataset_graph": True, "histogram_regular": None,
    "collect_landscape": {"landscape_size": 40, "unit": "step", "num_samples": 2048,
                          "create_landscape": {"train": True, "result": True},
                          "intervals": [[1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]]},
}
_MINDINSIGHT_ONLY = ("collect_graph", "collect_train_lineage", "collect_eval_lineage", "collect_dataset_graph")


_LANDSCAPE_KEYS = list(_DEFAULTS["collect_landscape"])


def _check_landscape_request(landscape):
    """Validates the ``collect_landscape`` dict of SummaryCollector (keys, ranges and types, in MindSpore's order)."""
    unknown = set(landscape) - set(_LANDSCAPE_KEYS)
    if unknown:
        raise ValueError(f'For "SummaryCollector", the keys {unknown} of `collect_landscape` are unsupported, '
                         f'expect the follow keys: {_LANDSCAPE_KEYS}')
    size = landscape.get("landscape_size", 40)
    _type_check("landscape_size", size, [int])
    if not 3 <= size <= 256:
        raise ValueError(f'For "SummaryCollector", the "landscape_size" in collect_specified_data should be less '
                         f'than 256 and more than 3, but got the: {size}')
    unit = landscape.get("unit", "step")
    _type_check("unit", unit, [str])
    if unit not in ("step", "epoch"):
        raise ValueError(f'For "SummaryCollector", unit in collect_specified_data should be step or epoch, but got '
                         f'the: {unit}.')
    _type_check("num_samples", landscape.get("num_samples", 2048), [int])
    create = landscape.get("create_landscape", {"train": True, "result": True})
    _type_check("create_landscape", create, [dict])
    for key, flag in create.items():
        if key not in ("train", "result"):
            raise ValueError(f'For "SummaryCollector", the key to create landscape should be in ["train", '
                             f'"result"], but got the: {key}.')
        _type_check(key, flag, [bool])
    intervals = landscape.get("intervals")
    _type_check("intervals", intervals, [list])
    for interval in intervals:
        _type_check("each interval inintervals", interval, [list])
        if len(interval) < 3:
            raise ValueError(f'For "SummaryCollector", the length of each list in "intervals" should not be less '
                             f'than three, but got the: {interval}')
        for number in interval:
            if not isinstance(number, int):
                raise TypeError(f'For "SummaryCollector", the value of each list in "intervals" should be int, but '
                                f'got the: {type(number)}')


def _landscape_backbone(network):
    """The cell whose parameters a landscape checkpoint holds: the network inside the loss and training wrappers."""
    backbone = next((cell._backbone for _, cell in network.cells_and_names() if hasattr(cell, "_backbone")), network)
    while "network" in backbone.name_cells():
        with_optimizer = "optimizer" in backbone.name_cells()
        backbone = backbone.network
        if with_optimizer:
            break
    return backbone


def _write_read_only_json(path, data):
    if os.path.isfile(path):
        os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
    with open(path, "w", encoding="utf-8") as file:
        json.dump(data, file)
    os.chmod(path, stat.S_IRUSR)


def _type_check(name, value, types):
    if isinstance(value, bool) and bool not in types:
        ok = False
    else:
        ok = isinstance(value, tuple(types))
    if not ok:
        names = [t.__name__ for t in types]
        raise TypeError(f"For `{name}` the type should be a valid type of {names}, but got "
                        f"{type(value).__name__}.")


class SummaryCollector(Callback):
    r"""
    Callback that writes what a training run produces to TensorBoard event files in `summary_dir`: the loss
    (tag ``loss/auto``), the first input batch when it is an NCHW image batch (``input_data/auto``), histograms of
    parameters (``<name>/auto``, when ``histogram_regular`` is set) and the values recorded by the summary
    operators (:class:`mindspore.ops.ScalarSummary` and the others) inside the network.

    Values are written every `collect_freq` steps (and at the first step); tensor summaries follow
    `collect_tensor_freq`. MindInsight-only contents (graphs, lineage, dataset graphs, exported tensors) are not
    written: asking for them explicitly raises ValueError.

    With ``collect_landscape`` (on by default, as in MindSpore), the parameters of the network inside the loss and
    training wrappers are saved at every step (``unit="step"``) or epoch (``unit="epoch"``) listed in
    ``intervals``, as ``<summary_dir>/ckpt_dir/<Network>_<number>_<unit>.ckpt``, and the end of training writes
    ``ckpt_dir/train_metadata.json`` (the intervals, the checkpoint paths, the steps per epoch and the other
    ``collect_landscape`` values). :class:`mindspore.train.SummaryLandscape` reads them.

    Args:
        summary_dir (str): Directory of the event files.
        collect_freq (int): Steps between two collections. Default: ``10`` .
        num_process (int): Writer processes in MindSpore; one writer here. Default: ``32`` .
        collect_specified_data (dict, optional): What to collect, keys among ``collect_metric``,
            ``collect_input_data``, ``histogram_regular`` (a regular expression on parameter names; ``None``
            with the key present means the first five parameters), ``collect_landscape`` (a dict with
            ``landscape_size`` (3 to 256, default 40), ``unit`` (``"step"`` or ``"epoch"``), ``num_samples``
            (default 2048), ``create_landscape`` (``{"train": bool, "result": bool}``) and ``intervals`` (lists of
            at least three step or epoch numbers); ``None`` or ``{}`` turns it off) and MindSpore's
            MindInsight-only keys (which must be left out or False). Default: ``None`` (the loss, the input
            images and the landscape checkpoints of steps 1 to 19).
        keep_default_action (bool): Whether the defaults apply to the keys not given. Default: ``True`` .
        custom_lineage_data (dict, optional): MindInsight lineage data; must be ``None``. Default: ``None`` .
        collect_tensor_freq (int, optional): Steps between two collections of tensor summaries; ``None``
            follows `collect_freq` with at most 20 collections. Default: ``None`` .
        max_file_size (int, optional): Maximum event-file size in bytes. Default: ``None`` .
        export_options (dict, optional): MindInsight's tensor export; must be ``None``. Default: ``None`` .

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `collect_freq`, `collect_tensor_freq` or `max_file_size` is not positive, a key of
            `collect_specified_data` or ``collect_landscape`` is unknown, a ``collect_landscape`` value is out of
            range, or a MindInsight-only content is requested.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import tempfile
        >>> from mindspore.train import SummaryCollector
        >>> collector = SummaryCollector(tempfile.mkdtemp(), collect_freq=1)
        >>> print(type(collector).__name__)
        SummaryCollector
    """

    _DEFAULT_SPECIFIED_DATA = _DEFAULTS

    def __init__(self, summary_dir, collect_freq=10, num_process=32, collect_specified_data=None,
                 keep_default_action=True, custom_lineage_data=None, collect_tensor_freq=None, max_file_size=None,
                 export_options=None):
        super().__init__()
        _type_check("summary_dir", summary_dir, [str])
        os.makedirs(summary_dir, exist_ok=True)
        self._summary_dir = summary_dir
        self._record = None
        self._check_positive("collect_freq", collect_freq)
        self._collect_freq = collect_freq
        self._check_positive("collect_tensor_freq", collect_tensor_freq, allow_none=True)
        self._collect_tensor_freq = collect_tensor_freq
        self._check_positive("max_file_size", max_file_size, allow_none=True)
        self._max_file_size = max_file_size
        self._num_process = num_process
        if export_options is not None:
            raise ValueError("For 'SummaryCollector', 'export_options' exports summary tensors for MindInsight, "
                             "which mindspore_compat does not provide; leave it None (the tensors are in the "
                             "TensorBoard event files).")
        if custom_lineage_data is not None:
            raise ValueError("For 'SummaryCollector', 'custom_lineage_data' is MindInsight lineage, which "
                             "mindspore_compat does not write; leave it None.")
        _type_check("keep_default_action", keep_default_action, [bool])
        self._collect_specified_data = self._process_specified_data(collect_specified_data, keep_default_action)
        landscape = self._collect_specified_data.get("collect_landscape")
        _type_check("collect_landscape", landscape, [dict, type(None)])
        self._ckpt_dir = None
        if landscape:
            _check_landscape_request(landscape)
            self._ckpt_dir = os.path.join(os.path.realpath(summary_dir), "ckpt_dir")
            os.makedirs(self._ckpt_dir, exist_ok=True)
            self._model_params_file_map = {}
            self._epoch_group = {i: list(interval) for i, interval in enumerate(landscape["intervals"])}
        self._tensor_collect_range = None
        self._first_step = True
        self._dataset_sink_mode = True
        self._is_parse_loss_success = True

    def _check_positive(self, name, value, allow_none=False):
        if allow_none and value is None:
            return
        _type_check(name, value, [int])
        if value <= 0:
            raise ValueError(f'For "SummaryCollector", the value of `{name}` should be greater than 0, but got '
                             f'`{value}`.')

    def _process_specified_data(self, specified, keep_default):
        _type_check("collect_specified_data", specified, [dict, type(None)])
        if specified is None:
            chosen = dict(_DEFAULTS) if keep_default else {}
        else:
            for key in specified:
                _type_check(key, key, [str])
            unexpected = set(specified) - set(_DEFAULTS)
            if unexpected:
                raise ValueError(f'For "SummaryCollector", the keys {unexpected} of `collect_specified_data` are '
                                 f'unsupported, expect the follow keys: {list(_DEFAULTS.keys())}')
            regular = specified.get("histogram_regular")
            if "histogram_regular" in specified:
                _type_check("histogram_regular", regular, [str, type(None)])
                if isinstance(regular, str):
                    try:
                        re.compile(regular)
                    except re.error as exc:
                        raise ValueError(f"For `collect_specified_data`, the value of `histogram_regular` is not a "
                                         f"valid regular expression. Detail: {exc}.") from exc
            for key in set(_DEFAULTS) - {"histogram_regular", "collect_landscape"}:
                if key in specified:
                    _type_check(key, specified[key], [bool])
            asked = [k for k in _MINDINSIGHT_ONLY if specified.get(k)]
            if asked:
                raise ValueError(f"For 'SummaryCollector', {asked} of `collect_specified_data` are MindInsight "
                                 f"contents (graphs, lineage), which mindspore_compat does not write; set them "
                                 f"to False (or leave them out with keep_default_action=True).")
            chosen = dict(_DEFAULTS) if keep_default else {}
            chosen.update(specified)
        # the MindInsight-only defaults are accepted and dropped
        for key in _MINDINSIGHT_ONLY:
            chosen.pop(key, None)
        return chosen

    # ----- context manager and callback steps -----------------------------------------------------------------------
    def __enter__(self):
        self._record = SummaryRecord(log_dir=self._summary_dir, max_file_size=self._max_file_size)
        self._first_step, self._dataset_sink_mode = True, True
        return self

    def __exit__(self, *err):
        self._record.close()

    def begin(self, run_context):
        cb_params = run_context.original_args()
        if self._record is None:  # used outside a callback manager: open the record here
            self.__enter__()
        mode = getattr(cb_params, "mode", "train")
        if mode not in ("train", "eval"):
            raise ValueError(f"Only support `train` (model.train) and `eval` (model.eval) mode, but got `{mode}` "
                             f"mode.")
        self._record.set_mode(mode)
        self._dataset_sink_mode = bool(getattr(cb_params, "dataset_sink_mode", False))

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        if getattr(cb_params, "mode", "train") != "train":
            return
        if not self._dataset_sink_mode:
            self._collect_tensor_data(cb_params)
        self._save_landscape_params(cb_params, "step", cb_params.cur_step_num)

    def epoch_end(self, run_context):
        cb_params = run_context.original_args()
        if self._dataset_sink_mode:
            self._collect_tensor_data(cb_params)
        self._save_landscape_params(cb_params, "epoch", cb_params.cur_epoch_num)
        self._record.flush()

    def end(self, run_context):
        cb_params = run_context.original_args()
        self._record.set_mode("eval")
        self._record.record(step=0)
        self._record.flush()
        if self._ckpt_dir is not None and getattr(cb_params, "mode", "train") == "train":
            self._save_landscape_metadata(cb_params.batch_num)

    # ----- loss-landscape material (read by SummaryLandscape) ---------------------------------------------------
    def _save_landscape_params(self, cb_params, unit, number):
        """Saves the backbone's parameters as ``<Backbone>_<number>_<unit>.ckpt`` when `number` is in an interval."""
        if self._ckpt_dir is None or getattr(cb_params, "mode", "train") != "train":
            return
        landscape = self._collect_specified_data["collect_landscape"]
        if landscape.get("unit", "step") != unit or not any(number in group for group in self._epoch_group.values()):
            return
        backbone = _landscape_backbone(cb_params.train_network)
        path = os.path.join(self._ckpt_dir, f"{type(backbone).__name__}_{number}_{unit}.ckpt")
        self._model_params_file_map[str(number)] = path
        if not os.path.isfile(path):  # a checkpoint of the same point is kept, as in MindSpore
            save_checkpoint([{"name": p.name, "data": Tensor(p.asnumpy())} for p in backbone.get_parameters()], path)

    def _save_landscape_metadata(self, step_per_epoch):
        """Writes ``ckpt_dir/train_metadata.json`` (once: an existing file is left as it is)."""
        landscape = self._collect_specified_data["collect_landscape"]
        path = os.path.join(self._ckpt_dir, "train_metadata.json")
        if os.path.isfile(path):
            return
        _write_read_only_json(path, {
            "epoch_group": self._epoch_group, "model_params_file_map": self._model_params_file_map,
            "step_per_epoch": step_per_epoch, "unit": landscape.get("unit", "step"),
            "num_samples": landscape.get("num_samples", 2048), "landscape_size": landscape.get("landscape_size", 40),
            "create_landscape": landscape.get("create_landscape", {"train": True, "result": True})})

    # ----- collection ---------------------------------------------------------------------------------------------
    def _tensor_range(self, cb_params):
        total = cb_params.epoch_num * (1 if self._dataset_sink_mode else cb_params.batch_num)
        if self._collect_tensor_freq is not None:
            return range(0, total + 1, self._collect_tensor_freq)
        if len(range(0, total + 1, self._collect_freq)) > 20:
            freq = total // 19
            if freq > 1:
                return range(0, total + 1, freq)[:20]
            return range(0, total + 1)[:21]
        return range(0, total + 1, self._collect_freq)

    def _collect_tensor_data(self, cb_params):
        if getattr(cb_params, "mode", "train") != "train":
            return
        if self._first_step:
            self._tensor_collect_range = self._tensor_range(cb_params)
            self._collect_at(cb_params, None)
            self._first_step = False
            self._record.flush()
            return
        current = cb_params.cur_epoch_num if self._dataset_sink_mode else cb_params.cur_step_num
        in_range = current in self._tensor_collect_range
        if current % self._collect_freq == 0 and in_range:
            self._collect_at(cb_params, None)
        elif in_range:
            self._collect_at(cb_params, lambda plugin: plugin == "tensor")
        elif current % self._collect_freq == 0:
            self._collect_at(cb_params, lambda plugin: plugin != "tensor")
        else:
            self._record.record(cb_params.cur_step_num, plugin_filter=lambda plugin: False)

    def _collect_at(self, cb_params, plugin_filter):
        self._collect_input_data(cb_params)
        self._collect_metric(cb_params)
        self._collect_histogram(cb_params)
        self._record.record(cb_params.cur_step_num, plugin_filter=plugin_filter)

    def _collect_input_data(self, cb_params):
        if not self._collect_specified_data.get("collect_input_data"):
            return
        items = getattr(cb_params, "train_dataset_element", None)
        first = items[0] if isinstance(items, (list, tuple)) and items else items
        if isinstance(first, Tensor) and first.ndim == 4 and first.shape[1] in (1, 3):
            self._record.add_value("image", "input_data/auto", first)
        self._collect_specified_data["collect_input_data"] = False  # the first batch only, as in MindSpore

    def _collect_metric(self, cb_params):
        if not self._collect_specified_data.get("collect_metric") or not self._is_parse_loss_success:
            return
        output = getattr(cb_params, "net_outputs", None)
        if isinstance(output, (list, tuple)) and output:
            output = output[0]
        if output is None or not isinstance(output, (int, float, Tensor)):
            _logger.warning("The output type could not be identified, expect type is one of [int, float, Tensor, "
                            "list, tuple], so no loss was recorded in SummaryCollector.")
            self._is_parse_loss_success = False
            return
        value = output.asnumpy() if isinstance(output, Tensor) else np.asarray(output)
        self._record.add_value("scalar", "loss/auto", Tensor(np.mean(value)))

    def _collect_histogram(self, cb_params):
        if "histogram_regular" not in self._collect_specified_data:
            return
        optimizer = getattr(cb_params, "optimizer", None)
        params = list(getattr(optimizer, "parameters", None) or
                      (cb_params.train_network.trainable_params() if getattr(cb_params, "train_network", None)
                       else []))
        regular = self._collect_specified_data.get("histogram_regular")
        chosen = [p for p in params if re.match(regular, p.name)] if regular is not None else params[:5]
        for p in chosen:
            self._record.add_value("histogram", p.name + "/auto", Tensor(p.asnumpy()))

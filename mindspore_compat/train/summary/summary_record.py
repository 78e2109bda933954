"""SummaryRecord: scalars, images, tensors and histograms of a run, written as TensorBoard event files.

MindSpore writes its own summary protocol for MindInsight. Here the same values go into TensorBoard's event format
(``tensorboard`` package, imported when a SummaryRecord is created), so ``tensorboard --logdir`` shows them. The
MindInsight-only contents (computational graphs, lineage, landscapes) raise an error that says so.
"""
import atexit
import io
import logging
import os
import platform
import re
import time
from collections import defaultdict

import numpy as np

from ...common.tensor import Tensor
from ...nn.cell import Cell
from ...ops.operations.debug_ops import _take_summaries

__all__ = ["SummaryRecord"]

_logger = logging.getLogger("mindspore")
_TENSOR_PLUGINS = ("tensor", "scalar", "image", "histogram")
_MINDINSIGHT_PLUGINS = ("train_lineage", "eval_lineage", "dataset_graph", "custom_lineage_data", "graph",
                        "LANDSCAPE")
_NAME_RE = re.compile(r"^[0-9a-zA-Z\-_./]*$")


def _tensorboard():
    """The protobuf and record-writer modules of the ``tensorboard`` package (an optional dependency)."""
    try:
        from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2
        from tensorboard.summary.writer.record_writer import RecordWriter
    except ImportError as err:  # pragma: no cover - depends on the environment
        raise ImportError("SummaryRecord writes TensorBoard event files and needs the 'tensorboard' package: "
                          "pip install tensorboard") from err
    return event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2, RecordWriter


def _check_name_part(value, what):
    if not isinstance(value, str):
        raise TypeError(f"For 'SummaryRecord', `file_prefix` and `file_suffix`  should be str, but got type "
                        f"{type(value)}")
    if not _NAME_RE.match(value):
        raise ValueError(f"The {what} '{value}' is not a valid file name part: use letters, digits and "
                         f"'-_./' only.")


def _canvas(images):
    """NCHW images laid out on one HWC canvas, 8 per row (grey images become RGB), as MindSpore does."""
    if images.shape[1] == 1:
        images = np.concatenate([images] * 3, 1)
    n, _, h, w = images.shape
    cols = min(n, 8)
    rows = int(np.ceil(n / cols))
    out = np.zeros((3, h * rows, w * cols), images.dtype)
    for i in range(n):
        y, x = divmod(i, cols)
        out[:, y * h:(y + 1) * h, x * w:(x + 1) * w] = images[i]
    return out.transpose(1, 2, 0)


def _to_uint8(img):
    """MindSpore's mapping of image values to bytes: uint8 as is, [0, 1] scaled by 255, else a linear stretch."""
    if img.dtype == np.uint8:
        return img
    lo, hi = float(np.min(img)), float(np.max(img))
    scale, shift = 1.0, 0.0
    if hi <= 1 and lo >= 0:
        scale = 255.0
    else:
        if hi != lo:
            scale = 255.0 / (hi - lo + 1)
        shift = lo
    return ((img.astype(np.float32) - shift) * scale).astype(np.uint8)


class SummaryRecord:
    r"""
    Writes the values of a training run (those added with :meth:`add_value` and those recorded by the summary
    operators such as :class:`mindspore.ops.ScalarSummary`) to an event file that TensorBoard reads.

    Each :meth:`record` call writes everything collected since the previous one under the given step. Use it as
    a context manager, or call :meth:`close` at the end.

    Args:
        log_dir (str): Directory of the event file (created when missing).
        file_prefix (str): Start of the file name. Default: ``"events"`` .
        file_suffix (str): End of the file name. Default: ``"_MS"`` .
        num_process (int): Number of writer processes in MindSpore; here one writer. Default: ``32`` .
        network (Cell): A network whose computational graph MindSpore stores for MindInsight; must be ``None``
            here (graphs are a MindInsight feature). Default: ``None`` .
        max_file_size (int, optional): Maximum size of the event file in bytes; when a record would exceed it,
            further records are dropped with a warning. Default: ``None`` (no limit).
        raise_exception (bool): Whether write errors (``OSError``) are raised instead of logged.
            Default: ``False`` .
        export_options (dict, optional): MindInsight's export of tensors to npy files; must be ``None`` here.
            Default: ``None`` .

    Raises:
        TypeError: If `max_file_size` is not an int, `file_prefix` / `file_suffix` is not a str, or
            `raise_exception` is not a bool.
        ValueError: If `network` or `export_options` is given (MindInsight-only features).
        ImportError: If the ``tensorboard`` package is not installed.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import tempfile
        >>> import mindspore as ms
        >>> from mindspore.train import SummaryRecord
        >>> with SummaryRecord(tempfile.mkdtemp()) as record:
        ...     record.add_value("scalar", "loss", ms.Tensor(0.25, ms.float32))
        ...     print(record.record(step=1))
        True
    """

    count = 0

    def __init__(self, log_dir, file_prefix="events", file_suffix="_MS", num_process=32, network=None,
                 max_file_size=None, raise_exception=False, export_options=None):
        self._mode, self._data_pool = "train", defaultdict(list)
        self._closed = False
        self.base_log_dir = log_dir
        self.file_prefix, self.file_suffix = file_prefix, file_suffix
        self.network, self.max_file_size = network, max_file_size
        self.raise_exception, self._num_process = raise_exception, num_process
        if not isinstance(max_file_size, (int, type(None))) or isinstance(max_file_size, bool):
            raise TypeError(f"For 'SummaryRecord', the 'max_file_size' should be int type, but got type "
                            f"{type(max_file_size)}")
        _check_name_part(file_prefix, "file_prefix")
        _check_name_part(file_suffix, "file_suffix")
        if not isinstance(raise_exception, bool):
            raise TypeError(f"The type of 'raise_exception' should be 'bool', but got type "
                            f"'{type(raise_exception).__name__}'.")
        if network is not None:
            raise ValueError("For 'SummaryRecord', 'network' asks for the computational graph in MindInsight's "
                             "summary format, which mindspore_compat does not write (it writes TensorBoard event "
                             "files); pass network=None.")
        if export_options is not None:
            raise ValueError("For 'SummaryRecord', 'export_options' is MindInsight's export of summary tensors "
                             "to files, which mindspore_compat does not provide; pass export_options=None and "
                             "read the tensors from the TensorBoard event file.")
        if max_file_size is not None and max_file_size < 0:
            _logger.warning(f"For 'SummaryRecord', the 'max_file_size' should be greater than 0. but got value "
                            f"{max_file_size}.")
            self.max_file_size = None
        self._pb = _tensorboard()
        os.makedirs(log_dir, exist_ok=True)
        # TensorBoard lists the files whose name contains "tfevents"
        name = f"{file_prefix}.out.tfevents.{int(time.time())}.{platform.node()}{file_suffix}"
        self._path = os.path.realpath(os.path.join(log_dir, name))
        self._file = open(self._path, "wb")
        self._writer = self._pb[4](self._file)
        self._size = 0
        self._write_event(file_version="brain.Event:2")
        SummaryRecord.count += 1
        atexit.register(self.close)

    # ----- context manager ----------------------------------------------------------------------------------------
    def __enter__(self):
        if self._closed:
            raise ValueError('For "SummaryRecord", SummaryRecord has been closed, please check if close() method is '
                             'called')
        return self

    def __exit__(self, *err):
        self.close()

    # ----- public API ---------------------------------------------------------------------------------------------
    @property
    def log_dir(self):
        """The full path of the event file."""
        return self._path

    def set_mode(self, mode):
        """Sets the phase, ``'train'`` or ``'eval'``; in ``'eval'`` the values of the summary operators are not
        recorded.

        Raises:
            ValueError: If `mode` is neither ``'train'`` nor ``'eval'``.
        """
        if mode not in ("train", "eval"):
            raise ValueError(f'For "SummaryRecord.set_mode", {mode!r} is not a recognized mode, expect the '
                             f'parameter "mode" is "train" or "eval"')
        self._mode = mode

    def add_value(self, plugin, name, value):
        """Adds a value to write at the next :meth:`record`.

        Args:
            plugin (str): ``'scalar'``, ``'image'`` (NCHW with 1 or 3 channels), ``'tensor'`` or
                ``'histogram'``. MindInsight's ``'graph'``, lineage and ``'LANDSCAPE'`` contents raise ValueError.
            name (str): The tag.
            value (Tensor): The value.

        Raises:
            ValueError: If `plugin` is unknown or MindInsight-only, or `name` is empty / not a str.
            TypeError: If `value` is not a Tensor.
        """
        if plugin in _TENSOR_PLUGINS:
            if not name or not isinstance(name, str):
                raise ValueError(f'For "SummaryRecord", the parameter "name" type should be str, but got '
                                 f'{type(name)}.')
            if not isinstance(value, Tensor):
                raise TypeError(f'For "SummaryRecord", the parameter "value" expect to be Tensor, but got '
                                f'{type(value).__name__}')
            arr = value.asnumpy().copy()
            if plugin == "scalar" and arr.size != 1:
                raise ValueError(f"For 'scalar', the size of the value should be 1, but got {arr.size}.")
            if plugin == "image" and (arr.ndim != 4 or arr.shape[1] not in (1, 3) or 0 in arr.shape):
                raise ValueError(f"For 'image', the value should be a 4-d NCHW tensor with 1 or 3 channels, but "
                                 f"got shape {arr.shape}.")
            if name in {item[0] for item in self._data_pool[plugin]}:
                _logger.warning(f'For "SummaryRecord.add_value", {name + "/" + plugin!r} has duplicate values. '
                                f'Only the newest one will be recorded.')
            self._data_pool[plugin].append((name, arr))
        elif plugin in _MINDINSIGHT_PLUGINS:
            raise ValueError(f"For 'SummaryRecord.add_value', the plugin {plugin!r} stores MindInsight-only "
                             f"content, which mindspore_compat does not write: its event files are TensorBoard's; "
                             f"record scalars, images, tensors and histograms instead.")
        else:
            raise ValueError(f'For "SummaryRecord.add_value", no such "plugin" of {plugin!r} , expect value is one '
                             f'of [tensor, scalar, image, histogram, train_lineage, eval_lineage, dataset_graph, '
                             f'custom_lineage_data, graph, landscape]')

    def record(self, step, train_network=None, plugin_filter=None):
        """Writes the collected values under `step` and returns True (False when the record is closed).

        Args:
            step (int): The step number.
            train_network (Cell): Accepted for MindSpore compatibility (it supplies the graph there).
                Default: ``None`` .
            plugin_filter (Callable[[str], bool], optional): Keeps only the plugins for which it returns True.
                Default: ``None`` .

        Raises:
            TypeError: If `step` is not an int or `train_network` is not a Cell or None.
        """
        if isinstance(step, bool) or not isinstance(step, int):
            raise TypeError(f"The type of 'step' should be 'int', but got type '{type(step).__name__}'.")
        if train_network is not None and not isinstance(train_network, Cell):
            raise TypeError(f"The type of 'train_network' should be one of '['Cell', 'NoneType']', but got type "
                            f"'{type(train_network).__name__}'.")
        if self._closed:
            _logger.error("For 'SummaryRecord', The record writer is closed, please check if close() method is "
                          "called")
            return False
        pending = _take_summaries()
        if self._mode == "train":
            for kind, tag, value in pending:
                self.add_value(kind, tag, value)
        pool, self._data_pool = self._data_pool, defaultdict(list)
        values = []
        for plugin, items in pool.items():
            if plugin_filter is not None and not plugin_filter(plugin):
                continue
            values += [self._summary_value(plugin, tag, arr) for tag, arr in items]
        if values:
            self._write_event(step=step, summary=self._pb[1].Summary(value=values))
        return True

    def flush(self):
        """Writes buffered events to disk."""
        if self._closed:
            _logger.error("For 'SummaryRecord', the record writer is closed and can not flush, please check if "
                          "close() method is called")
            return
        self._writer.flush()

    def close(self):
        """Flushes and closes the event file (later records return False)."""
        if not self._closed:
            atexit.unregister(self.close)
            self._writer.close()
            self._closed = True
            SummaryRecord.count -= 1

    # ----- writing ------------------------------------------------------------------------------------------------
    def _write_event(self, step=None, **fields):
        event = self._pb[0].Event(wall_time=time.time(), **fields)
        if step is not None:
            event.step = step
        data = event.SerializeToString()
        if self.max_file_size is not None and self._size + len(data) + 16 > self.max_file_size:
            _logger.warning(f"For 'SummaryRecord', the event file reached max_file_size {self.max_file_size}; "
                            f"the record of step {step} is dropped.")
            return
        try:
            self._writer.write(data)
        except OSError:
            if self.raise_exception:
                raise
            _logger.error("For 'SummaryRecord', writing the event file failed.", exc_info=True)
            return
        self._size += len(data) + 16

    def _summary_value(self, plugin, tag, arr):
        _, summary_pb2, tensor_pb2, tensor_shape_pb2, _ = self._pb
        if plugin == "scalar":
            return summary_pb2.Summary.Value(tag=tag, simple_value=float(arr.reshape(-1)[0]))
        if plugin == "image":
            from PIL import Image
            canvas = _to_uint8(_canvas(arr))
            buf = io.BytesIO()
            Image.fromarray(canvas).save(buf, format="PNG")
            h, w, c = canvas.shape
            image = summary_pb2.Summary.Image(height=h, width=w, colorspace=c, encoded_image_string=buf.getvalue())
            return summary_pb2.Summary.Value(tag=tag, image=image)
        if plugin == "histogram":
            flat = arr.astype(np.float64).reshape(-1)
            counts, edges = np.histogram(flat, bins=min(30, max(1, flat.size)))
            histo = summary_pb2.HistogramProto(min=float(flat.min()), max=float(flat.max()), num=float(flat.size),
                                               sum=float(flat.sum()), sum_squares=float((flat ** 2).sum()),
                                               bucket_limit=edges[1:].tolist(), bucket=counts.astype(float).tolist())
            return summary_pb2.Summary.Value(tag=tag, histo=histo)
        shape = tensor_shape_pb2.TensorShapeProto(dim=[tensor_shape_pb2.TensorShapeProto.Dim(size=d)
                                                       for d in arr.shape])
        proto = tensor_pb2.TensorProto(dtype=1, tensor_shape=shape,
                                       tensor_content=np.ascontiguousarray(arr, np.float32).tobytes())
        metadata = summary_pb2.SummaryMetadata(plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name="tensor"))
        return summary_pb2.Summary.Value(tag=tag, tensor=proto, metadata=metadata)

"""SummaryLandscape: loss landscapes around the checkpoints that SummaryCollector saved, written as tensors to
TensorBoard event files."""
import json
import os
import shutil
import stat

import numpy as np

from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..dataset_helper import DatasetHelper
from ..metrics import get_metrics
from ..serialization import load_checkpoint, load_param_into_net
from ..summary.summary_record import SummaryRecord
from ._summary_collector import _type_check

_NAME = "SummaryLandscape"
_METADATA_KEYS = ["epoch_group", "model_params_file_map", "step_per_epoch", "unit", "num_samples",
                  "landscape_size", "create_landscape"]
_MARGIN = 0.2   # share of the trajectory's extent added on each side of a PCA grid
_RANDOM_HALF_WIDTH = 5  # a random-direction grid spans [-_MARGIN * 5, _MARGIN * 5] on both axes


def _spans_plane(name):
    """Whether a checkpoint entry is a network weight (it moves in the landscape) rather than optimizer state."""
    return ("weight" in name or "bias" in name) and "moment" not in name


def _principal_directions(deltas):
    """The first and the last of two principal components of the columns of `deltas` (parameters x points),
    scaled by their singular values; the sign of each makes its largest entry positive.

    A thin SVD is exact for any number of parameters (the matrix has one column per saved point); MindSpore
    switches to a randomized SVD above 500 rows, which approximates the same two components."""
    centred = deltas - deltas.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    pivots = np.argmax(np.abs(u), axis=0)
    u = u * np.sign(u[pivots, np.arange(u.shape[1])])
    s = np.where(s == 0, 1e-19, s)
    comps = u[:, :2] * s[:2]
    return comps[:, 0], comps[:, -1]


def _split_like(flat, names, arrays, moving_only):
    """Cuts `flat` into float32 pieces shaped like `arrays`; with `moving_only`, entries that are not weights keep
    their own values (and consume nothing from `flat`)."""
    pieces, start = [], 0
    for name, arr in zip(names, arrays):
        if moving_only and not _spans_plane(name):
            pieces.append(np.array(arr, dtype=np.float32))
            continue
        pieces.append(np.array(flat[start:start + arr.size].reshape(arr.shape), dtype=np.float32))
        start += arr.size
    return pieces


def _scale_to_weights(names, arrays, first, second):
    """Filter normalisation: each weight's slice of a direction gets the norm of that weight; others become zero."""
    for i, (name, arr) in enumerate(zip(names, arrays)):
        if _spans_plane(name):
            first[i] = first[i] * (np.linalg.norm(arr) / np.linalg.norm(first[i]))
            second[i] = second[i] * (np.linalg.norm(arr) / np.linalg.norm(second[i]))
        else:
            first[i], second[i] = first[i] * 0, second[i] * 0
    return first, second


class SummaryLandscape:
    r"""
    Builds loss landscapes from the checkpoints and ``ckpt_dir/train_metadata.json`` that
    :class:`mindspore.train.SummaryCollector` saves when ``collect_specified_data`` has ``collect_landscape``.

    For every interval of checkpoints (``create_landscape["train"]``) the parameter trajectory is reduced to its
    two principal directions (PCA of the differences to the interval's last checkpoint, each direction rescaled
    per weight to the weight's norm); the loss is evaluated on a ``landscape_size`` x ``landscape_size`` grid
    spanning the projected trajectory plus 20% on each side, and along the trajectory itself. For the result
    (``create_landscape["result"]``) two random normal directions (drawn from NumPy's global generator, so
    ``np.random.seed`` makes them reproducible) span a grid of [-1, 1] x [-1, 1] around the last checkpoint of
    the last interval. Parameters whose names contain neither ``weight`` nor ``bias`` (or contain ``moment``)
    stay fixed.

    The landscapes are written with :class:`mindspore.train.SummaryRecord` (TensorBoard event files, step 0). Each
    landscape is a group of tensors under the tag ``landscape_<points>`` (``landscape_[first, last]`` for a
    trajectory, ``landscape_[last]`` for the result): ``.../x`` and ``.../y`` (the grid's axes),
    ``.../z`` (the loss, one row per y value), ``.../convergence_point`` (x, y and loss at the final
    checkpoint) and, for trajectories, ``.../path_x``, ``.../path_y`` and ``.../path_z``. TensorBoard lists
    them in its tensor view; MindSpore stores the same numbers as its own ``LossLandscape`` records for
    MindInsight.

    Args:
        summary_dir (str): The summary directory of the training run; its ``ckpt_dir`` folder (created when
            missing) holds the checkpoints and the metadata.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import contextlib
        >>> import io
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> from mindspore import nn
        >>> from mindspore.train import Model, Loss, SummaryCollector, SummaryLandscape
        >>> feats = np.linspace(-1, 1, 16, dtype=np.float32).reshape(8, 2)
        >>> target = feats.sum(axis=1, keepdims=True)
        >>> def make_data():
        ...     return ds.NumpySlicesDataset({"x": feats, "y": target}, shuffle=False).batch(4)
        >>> def make_net():
        ...     return nn.Dense(2, 1, weight_init="zeros", bias_init="zeros")
        >>> folder = tempfile.mkdtemp()
        >>> net = make_net()
        >>> model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
        >>> landscape = {"landscape_size": 3, "unit": "step", "num_samples": 8, "intervals": [[1, 2, 3, 4]],
        ...              "create_landscape": {"train": True, "result": False}}
        >>> collector = SummaryCollector(folder, collect_specified_data={"collect_landscape": landscape})
        >>> model.train(2, make_data(), callbacks=[collector], dataset_sink_mode=False)
        >>> print(sorted(os.listdir(os.path.join(folder, "ckpt_dir"))))
        ['Dense_1_step.ckpt', 'Dense_2_step.ckpt', 'Dense_3_step.ckpt', 'Dense_4_step.ckpt', 'train_metadata.json']
        >>> def callback_fn():
        ...     net = make_net()
        ...     return Model(net, nn.MSELoss()), net, make_data(), {"Loss": Loss()}
        >>> landscapes = SummaryLandscape(folder)
        >>> with contextlib.redirect_stdout(io.StringIO()) as progress:
        ...     landscapes.gen_landscapes_with_multi_process(callback_fn, device_ids=[0])
        >>> print(len(progress.getvalue().splitlines()))  # 4 path points, then 3 rows of 3 grid points
        16
        >>> landscapes.clean_ckpt()
        >>> print(os.path.isdir(os.path.join(folder, "ckpt_dir")))
        False
    """

    def __init__(self, summary_dir):
        self._summary_dir = os.path.realpath(summary_dir)
        self._ckpt_dir = os.path.join(self._summary_dir, "ckpt_dir")
        os.makedirs(self._ckpt_dir, exist_ok=True)
        self._model_params_file_map = {}
        self._epoch_group = {}

    def clean_ckpt(self):
        """Deletes the ``ckpt_dir`` folder of the summary directory (the checkpoints and the metadata)."""
        shutil.rmtree(self._ckpt_dir, ignore_errors=True)

    def gen_landscapes_with_multi_process(self, callback_fn, collect_landscape=None, device_ids=None, output=None):
        """Computes the landscapes described by ``train_metadata.json`` and writes them to an event file.

        Args:
            callback_fn (Callable): Called without arguments; returns ``(model, network, dataset, metrics)``: a
                :class:`mindspore.train.Model` whose ``train_network`` returns the loss (build it without an
                optimizer), the network whose parameters the checkpoints hold, the evaluation dataset (its first
                ``num_samples // batch_size`` batches are used) and a metrics dict with a ``"Loss"`` entry
                (:class:`mindspore.train.Loss`).
            collect_landscape (dict, optional): Replaces the metadata's ``landscape_size``, ``unit``,
                ``num_samples``, ``create_landscape`` (both ``train`` and ``result``) or ``intervals`` (each of at
                least three saved points); the metadata file is rewritten with them. Default: ``None`` .
            device_ids (list[int]): Device ids between 0 and 7. MindSpore spreads the grid rows over one process
                per device; here every row is computed in this process, one after the other, which gives the
                same landscape. Default: ``None`` (must be given).
            output (str, optional): Directory of the event file. Default: ``None`` (the summary directory).

        Raises:
            TypeError: If `device_ids` is not a list of int, or a value of `collect_landscape` has the wrong type.
            ValueError: If a device id is outside [0, 7] or `collect_landscape` has an unknown key or a value out of
                range.
            FileNotFoundError: If ``ckpt_dir/train_metadata.json`` does not exist.
        """
        self._check_device_ids(device_ids)
        json_path = os.path.join(self._ckpt_dir, "train_metadata.json")
        if collect_landscape is not None:
            self._check_collect_landscape_data(collect_landscape)
            if not os.path.exists(json_path):
                raise FileNotFoundError(f'For "{_NAME}", train_metadata.json file path of {json_path} not exists.')
            with open(json_path, "r", encoding="utf-8") as file:
                data = json.load(file)
            data.update({key: value for key, value in collect_landscape.items() if key in data})
            if "intervals" in collect_landscape:
                data["epoch_group"] = {i: list(group) for i, group in enumerate(collect_landscape["intervals"])}
            if os.path.isfile(json_path):
                os.chmod(json_path, stat.S_IRUSR | stat.S_IWUSR)
            with open(json_path, "w", encoding="utf-8") as file:
                json.dump(data, file)
            os.chmod(json_path, stat.S_IRUSR)
        if not os.path.exists(json_path):
            raise FileNotFoundError(f'For "{_NAME}", train_metadata.json file does not exist under the path, please '
                                    f'use summary_collector to collect information to create the json file')
        record = SummaryRecord(os.path.realpath(output) if output is not None else self._summary_dir)
        try:
            for points, landscape in self._landscapes(callback_fn):
                tag = f"landscape_{points}"
                for key, value in landscape.items():
                    record.add_value("tensor", f"{tag}/{key}", Tensor(np.asarray(value, np.float32)))
                record.record(0)
                record.flush()
        finally:
            record.close()

    # ----- the landscapes -----------------------------------------------------------------------------------------
    def _landscapes(self, callback_fn):
        """Yields (points, {name: array}) for each landscape the metadata asks for."""
        with open(os.path.join(self._ckpt_dir, "train_metadata.json"), "r", encoding="utf-8") as file:
            data = json.load(file)
        self._check_json_file_data(data)
        self._epoch_group = data["epoch_group"]
        self._model_params_file_map = data["model_params_file_map"]
        size, num_samples = data["landscape_size"], data["num_samples"]
        # callback_fn is called once per landscape, after that landscape's directions are drawn, as in MindSpore
        if data["create_landscape"]["train"]:
            for points in self._epoch_group.values():
                yield [points[0], points[-1]], self._pca_landscape(points, size, callback_fn, num_samples)
        if data["create_landscape"]["result"]:
            last = [list(self._epoch_group.values())[-1][-1]]
            yield last, self._random_landscape(last, size, callback_fn, num_samples)

    def _load(self, points):
        """(names, arrays) of each saved point, in the checkpoint's order."""
        loaded = []
        for point in points:
            params = load_checkpoint(self._model_params_file_map.get(str(point)))
            loaded.append((list(params), [p.asnumpy() for p in params.values()]))
        return loaded

    def _pca_landscape(self, points, size, callback_fn, num_samples):
        loaded = self._load(points)
        names, final = loaded[-1]
        moving = [i for i, name in enumerate(names) if _spans_plane(name)]
        trajectory = np.vstack([np.concatenate([np.ravel(arrs[i]) for i in moving]).astype(np.float64)
                                for _, arrs in loaded])
        first, second = _principal_directions((trajectory[:-1] - trajectory[-1]).T)
        v_all = _split_like(first, names, final, moving_only=True)
        w_all = _split_like(second, names, final, moving_only=True)
        v_all, w_all = _scale_to_weights(names, final, v_all, w_all)
        moving_names = [names[i] for i in moving]
        moving_final = [final[i] for i in moving]
        v_mov = _split_like(first, moving_names, moving_final, moving_only=True)
        w_mov = _split_like(second, moving_names, moving_final, moving_only=True)
        v_mov, w_mov = _scale_to_weights(moving_names, moving_final, v_mov, w_mov)
        basis = np.vstack([np.concatenate([p.ravel() for p in v_mov]),
                           np.concatenate([p.ravel() for p in w_mov])]).T
        origin = np.concatenate([p.ravel() for p in moving_final])
        coefs = []
        for _, arrs in loaded:
            offset = np.concatenate([np.ravel(arrs[i]) for i in moving]) - origin
            coefs.append(np.hstack(np.linalg.lstsq(basis, offset, rcond=None)[0]))
        coefs = np.array(coefs)
        xs, ys = coefs[:, 0], coefs[:, 1]
        x_axis = np.linspace(xs.min() - _MARGIN * (xs.max() - xs.min()), xs.max() + _MARGIN * (xs.max() - xs.min()),
                             size)
        y_axis = np.linspace(ys.min() - _MARGIN * (ys.max() - ys.min()), ys.max() + _MARGIN * (ys.max() - ys.min()),
                             size)
        evaluator = _LossEvaluator(callback_fn, num_samples)
        path = []
        for i, (alpha, beta) in enumerate(coefs):
            loss = evaluator.loss(names, final, v_all, w_all, alpha, beta)
            path.append(loss)
            print(f"Drawing landscape path total progress is {i + 1}/{len(coefs)}, landscape path loss is {loss}.")
        grid = self._grid(evaluator, names, final, v_all, w_all, x_axis, y_axis)
        path = np.array(path, np.float64)
        final_index = int(np.flatnonzero(xs == 0)[0])
        return {"x": x_axis, "y": y_axis, "z": grid, "path_x": xs, "path_y": ys, "path_z": path,
                "convergence_point": [0.0, 0.0, path[final_index]]}

    def _random_landscape(self, points, size, callback_fn, num_samples):
        names, final = self._load(points)[-1]
        total = sum(arr.size for arr in final)
        first, second = np.random.normal(size=total), np.random.normal(size=total)
        v_all = _split_like(first, names, final, moving_only=False)
        w_all = _split_like(second, names, final, moving_only=False)
        v_all, w_all = _scale_to_weights(names, final, v_all, w_all)
        half = _MARGIN * _RANDOM_HALF_WIDTH
        x_axis, y_axis = np.linspace(-half, half, size), np.linspace(-half, half, size)
        evaluator = _LossEvaluator(callback_fn, num_samples)
        grid = self._grid(evaluator, names, final, v_all, w_all, x_axis, y_axis)
        mid = size // 2
        return {"x": x_axis, "y": y_axis, "z": grid, "convergence_point": [x_axis[mid], y_axis[mid], grid[mid, mid]]}

    @staticmethod
    def _grid(evaluator, names, final, v_all, w_all, x_axis, y_axis):
        rows = []
        for i, beta in enumerate(y_axis):
            print(f"Drawing landscape total progress: {i + 1}/{len(y_axis)}.")
            row = []
            for j, alpha in enumerate(x_axis):
                loss = evaluator.loss(names, final, v_all, w_all, alpha, beta)
                row.append(loss)
                print(f"Current local landscape progress is {j + 1}/{len(x_axis)}, landscape loss is {loss}.")
            rows.append(row)
        return np.array(rows, np.float64)

    # ----- checks (MindSpore's messages) --------------------------------------------------------------------------
    @staticmethod
    def _check_device_ids(device_ids):
        _type_check("device_ids", device_ids, [list])
        where = f'For "{_NAME}.gen_landscapes_with_multi_process", the parameter "device_ids"'
        for device in device_ids:
            if not isinstance(device, int):
                raise TypeError(f"{where} type should be int, but got the: {type(device)}.")
            if device < 0 or device > 7:
                raise ValueError(f"{where} should be between 0 and 7, but got {device}.")

    @staticmethod
    def _check_landscape_size(size):
        _type_check("landscape_size", size, [int])
        if size < 3 or size > 256:
            raise ValueError(f'For "{_NAME}", "landscape_size" in train_metadata.json should be between 3 and 256, '
                             f'but got the: {size}')

    @staticmethod
    def _check_unit(unit):
        _type_check("unit", unit, [str])
        if unit not in ("step", "epoch"):
            raise ValueError(f'For "{_NAME}", the "unit" in train_metadata.json should be step or epoch, but got '
                             f'the: {unit}')

    @staticmethod
    def _check_create_landscape(create):
        _type_check("create_landscape", create, [dict])
        for key, flag in create.items():
            if key not in ("train", "result"):
                raise ValueError(f'For "{_NAME}", the key of "create_landscape" should be in ["train", "result"], '
                                 f'but got the: {key}.')
            if len(create) < 2:
                raise ValueError(f'For "{_NAME}", the key of "create_landscape" should be train and result, but '
                                 f'only got the: {key}')
            _type_check(key, flag, [bool])

    @staticmethod
    def _check_intervals(intervals):
        _type_check("intervals", intervals, [list])
        for interval in intervals:
            _type_check("each interval in intervals", interval, [list])
            if len(interval) < 3:
                raise ValueError(f'For "{_NAME}", the length of each list in "intervals" should not be less than '
                                 f'three, but got the: {interval}.')
            for number in interval:
                if not isinstance(number, int):
                    raise TypeError(f'For "{_NAME}", the type of each value in "intervals" should be int, but got '
                                    f'the: {type(number)}.')

    def _check_collect_landscape_data(self, collect_landscape):
        for key in collect_landscape:
            if key not in ("landscape_size", "unit", "num_samples", "create_landscape", "intervals"):
                raise ValueError(f'For "{_NAME}", the key of collect landscape should be landscape_size, unit, '
                                 f'num_samples create_landscape or intervals, but got the: {key}. ')
        if "landscape_size" in collect_landscape:
            self._check_landscape_size(collect_landscape["landscape_size"])
        if "unit" in collect_landscape:
            self._check_unit(collect_landscape["unit"])
        if "num_samples" in collect_landscape:
            _type_check("num_samples", collect_landscape["num_samples"], [int])
        if "create_landscape" in collect_landscape:
            self._check_create_landscape(collect_landscape["create_landscape"])
        if "intervals" in collect_landscape:
            self._check_intervals(collect_landscape["intervals"])

    def _check_json_file_data(self, data):
        for key in data:
            if key not in _METADATA_KEYS:
                raise ValueError(f'"train_metadata" json file should be {_METADATA_KEYS}, but got the: {key}')
        for points in data["epoch_group"].values():
            if len(points) < 3:
                raise ValueError(f'For "{_NAME}", the "epoch_group" in train_metadata.json, length of each list in '
                                 f'"epoch_group" should not be less than 3, but got: {len(points)}. ')
            for point in points:
                if str(point) not in data["model_params_file_map"]:
                    raise ValueError(f'For "{_NAME}", the "model_params_file_map" in train_metadata.json does not '
                                     f'exist {point}th checkpoint in intervals.')
        _type_check("step_per_epoch", data["step_per_epoch"], [int])
        self._check_landscape_size(data["landscape_size"])
        self._check_unit(data["unit"])
        _type_check("num_samples", data["num_samples"], [int])
        self._check_create_landscape(data["create_landscape"])


class _LossEvaluator:
    """Evaluates the mean loss of callback_fn's model at ``final + alpha * v + beta * w``."""

    def __init__(self, callback_fn, num_samples):
        self._model, self._network, dataset, metrics = callback_fn()
        self._dataset = dataset.take(num_samples // dataset.get_batch_size())
        self._metrics = metrics

    def loss(self, names, final, v_all, w_all, alpha, beta):
        # float32 steps: MindSpore's NumPy 1 scales the float32 directions by the coordinates in float32
        alpha, beta = np.float32(alpha), np.float32(beta)
        moved = {}
        for name, base, v, w in zip(names, final, v_all, w_all):
            moved[name] = Parameter(Tensor((base + alpha * v + beta * w).astype(np.float32)), name=name)
        load_param_into_net(self._network, moved)
        fns = get_metrics(self._metrics)
        for metric in fns.values():
            metric.clear()
        network = self._model.train_network
        network.set_train(True)
        for inputs in DatasetHelper(self._dataset, False):
            outputs = network(*((inputs,) if isinstance(inputs, Tensor) else inputs))
            if isinstance(outputs, Tensor):
                outputs = (outputs,)
            if not isinstance(outputs, tuple):
                raise ValueError(f"The argument 'outputs' should be tuple, but got {type(outputs)}. Modify "
                                 f"'output' to Tensor or tuple. ")
            for metric in fns.values():
                metric.update(outputs[0])
        return {key: fn.eval() for key, fn in fns.items()}.get("Loss")

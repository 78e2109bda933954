"""Helpers of the surface-distance metrics (Hausdorff, mean surface, root mean square): SciPy's ndimage."""
import numpy as np

_METRICS = ["euclidean", "chessboard", "taxicab"]


def _ndimage():
    try:
        from scipy import ndimage
    except ImportError as exc:  # pragma: no cover -- scipy comes with scikit-learn
        raise RuntimeError("The surface-distance metrics of mindspore_compat need SciPy (scipy.ndimage); install "
                           "it with 'pip install scipy'.") from exc
    return ndimage


def edges(mask):
    """The surface voxels of a boolean mask: the mask minus its binary erosion."""
    return _ndimage().binary_erosion(mask) ^ mask


def distance_to(y_edges, distance_metric, who):
    """The distance of every voxel to the nearest surface voxel of `y_edges` (inf everywhere when it is empty)."""
    if not np.any(y_edges):
        return np.full(y_edges.shape, np.inf)
    ndimage = _ndimage()
    if distance_metric == "euclidean":
        return ndimage.distance_transform_edt(~y_edges)
    if distance_metric in _METRICS[1:]:
        return ndimage.distance_transform_cdt(~y_edges, metric=distance_metric)
    raise ValueError(f"For '{who}', the distance_metric '{distance_metric}' is not supported.")


def surface_distance(y_pred_edges, y_edges, distance_metric, who):
    """The distances from the surface voxels of `y_pred_edges` to the surface of `y_edges` (empty when the former
    has none)."""
    if y_pred_edges.any():
        return distance_to(y_edges, distance_metric, who)[y_pred_edges]
    return np.array([])


def directed_values(metric, reduce, who):
    """[reduce(distances from the prediction's surface to the label's)], followed with `metric.symmetric` by the
    same from the label's surface to the prediction's; None as soon as a direction has no surface voxel."""
    directions = [(metric._y_pred_edges, metric._y_edges)]
    if metric.symmetric:
        directions.append((metric._y_edges, metric._y_pred_edges))
    values = []
    for source, target in directions:
        distances = surface_distance(source, target, metric.distance_metric, who)
        if distances.size == 0:
            return None
        values.append(reduce(distances))
    return values


_MESSAGES = {
    # (number of inputs, label type, label missing, shapes) as each metric of MindSpore 2.10 words them
    "HausdorffDistance": (
        "it needs 3 inputs (predicted value, true value, label index), but got {}.",
        "the label index (input[2]) must be int or float, but got {}.",
        "the label index (input[2]) must be in predicted value (input[0]) or true value (input[1]), but {} is not.",
        "the size of predicted value (input[0]) and true value (input[1]) must be greater than 0, in addition to "
        "that, predicted value and true value should have the same shape, but got predicted value size: {}, "
        "shape: {}, true value size: {}, shape: {}."),
    "MeanSurfaceDistance": (
        "it needs 3 inputs (predicted value, true value, label index), but got {}",
        "the label index (input[2]) must be int or float, but got {}.",
        "the label index (input[2]) must be in predicted value (input[0]) or true value (input[1]), but {} is not.",
        "the size of predicted value (input[0]) and true value (input[1]) must be greater than 0, in addition to "
        "that, predicted value and true value must have the same shape, but got predicted value size: {}, shape: "
        "{}, true value size: {}, shape: {}."),
    "RootMeanSquareDistance": (
        "it needs 3 inputs(predicted value, true value, label index), but got {}.",
        "the label index (input[2]) must be int or float, but got label index type: {}.",
        "the label index (input[2]) should be in predicted value (input[0]) or true value (input[1]), but {} is "
        "not.",
        "the size of predicted value (input[0]) and true value (input[1]) should be greater than 0, in addition to "
        "that, predicted value and true value should have the same shape, but got predicted value size: {}, "
        "shape: {}, true value size: {}, shape: {}. "),
}


def check_label_inputs(metric, inputs, who, type_error):
    """(y_pred, y, label_idx) after MindSpore's checks of the three inputs of a surface-distance metric."""
    count_msg, type_msg, missing_msg, shape_msg = _MESSAGES[who]
    head = f"For '{who}.update', "
    if len(inputs) != 3:
        raise ValueError(head + count_msg.format(len(inputs)))
    y_pred, y = metric._convert_data(inputs[0]), metric._convert_data(inputs[1])
    label_idx = inputs[2]
    if not isinstance(label_idx, (int, float)):
        raise type_error(head + type_msg.format(type(label_idx)))
    if not any(label_idx in image for image in (y_pred, y)):
        raise ValueError(head + missing_msg.format(label_idx))
    if y_pred.shape != y.shape or not y_pred.size:
        raise ValueError(head + shape_msg.format(y_pred.size, y_pred.shape, y.size, y.shape))
    return y_pred, y, label_idx


def label_surfaces(metric, inputs, who, type_error):
    """The surface voxels of the label in the prediction and in the true image (boolean images are taken as the
    masks of the label already)."""
    y_pred, y, label_idx = check_label_inputs(metric, inputs, who, type_error)
    masks = (image if image.dtype == bool else image == label_idx for image in (y_pred, y))
    return tuple(edges(mask) for mask in masks)

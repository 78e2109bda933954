"""mindspore.nn's metrics: the same objects as mindspore.train's, also under the 1.x module mindspore.nn.metrics.
Names, identities and the get_metrics behaviour were checked against MindSpore 2.10.0 (CPU)."""
import sys

import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()
import mindspore as ms  # noqa: E402
from mindspore import nn, train  # noqa: E402

# mindspore.nn.metrics.__all__ of MindSpore 2.10.0, in its order
MS_NN_METRICS_ALL = [
    'names', 'get_metric_fn', 'get_metrics', 'Accuracy', 'MAE', 'MSE', 'Metric', 'rearrange_inputs', 'Precision',
    'HausdorffDistance', 'Recall', 'Fbeta', 'BleuScore', 'CosineSimilarity', 'OcclusionSensitivity', 'F1', 'Dice',
    'ROC', 'auc', 'TopKCategoricalAccuracy', 'Top1CategoricalAccuracy', 'Top5CategoricalAccuracy', 'Loss',
    'MeanSurfaceDistance', 'RootMeanSquareDistance', 'Perplexity', 'ConfusionMatrix', 'ConfusionMatrixMetric']


def test_nn_metrics_module_lists_mindspores_names():
    import mindspore.nn.metrics as m  # pylint: disable=import-outside-toplevel
    assert m.__all__ == MS_NN_METRICS_ALL
    assert m is sys.modules["mindspore_compat.nn.metrics"] is sys.modules["mindspore.nn.metrics"]


@pytest.mark.parametrize("name", MS_NN_METRICS_ALL)
def test_same_objects_as_train(name):
    import mindspore.train.metrics as tm  # pylint: disable=import-outside-toplevel
    assert getattr(nn, name) is getattr(tm, name)
    assert getattr(nn.metrics, name) is getattr(tm, name)
    assert name in nn.__all__


def test_from_imports_of_legacy_scripts():
    from mindspore.nn import Accuracy, get_metric_fn  # pylint: disable=import-outside-toplevel
    from mindspore.nn.metrics import Top5CategoricalAccuracy  # pylint: disable=import-outside-toplevel
    assert Accuracy is train.Accuracy and Top5CategoricalAccuracy is train.Top5CategoricalAccuracy
    assert type(get_metric_fn("acc")).__name__ == "Accuracy"


def test_get_metrics_behaviour():
    # recorded from MindSpore 2.10.0: None passes through, a set builds each metric, bad input is a TypeError
    assert nn.get_metrics(None) is None
    got = nn.get_metrics({"acc", "mae"})
    assert sorted(got) == ["acc", "mae"] and type(got["mae"]).__name__ == "MAE"
    acc = nn.Accuracy()
    assert nn.get_metrics({"a": acc}) == {"a": acc}
    with pytest.raises(TypeError) as info:
        nn.get_metrics({"a": 1})
    assert str(info.value) == ("For 'get_metrics', if 'metrics' is dict, the key in 'metrics' must be string and "
                               "value in 'metrics' must be Metric, but got key:<class 'str'>, value:<class 'int'>.")
    with pytest.raises(TypeError) as info:
        nn.get_metrics([1])
    assert str(info.value) == "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got [1]"


def test_metric_through_nn_counts():
    metric = nn.Accuracy()
    metric.update(ms.Tensor(np.array([[0.2, 0.8], [0.9, 0.1]]), ms.float32), ms.Tensor(np.array([1, 1])))
    assert metric.eval() == 0.5
    assert nn.auc(np.array([0.0, 1.0]), np.array([0.0, 1.0])) == 0.5

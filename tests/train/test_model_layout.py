"""Model.infer_train_layout / Model.infer_predict_layout. The refusals outside the sharding modes are recorded from
MindSpore 2.10.0 CPU (stand-alone and data_parallel); the layouts themselves exist only under semi/auto parallelism,
which mindspore_compat cannot enter, so that path is driven here by reading the mode as "semi_auto_parallel"."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, nn
from mindspore_compat import context
from mindspore_compat import dataset as ds
from mindspore_compat.train import Model
from mindspore_compat.train import model as model_module


def _model():
    net = nn.Dense(3, 2)
    return Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))


def _data():
    return ds.NumpySlicesDataset((np.ones((4, 3), np.float32), np.ones((4, 2), np.float32)), shuffle=False).batch(2)


def test_refused_outside_sharding_modes():
    model = _model()
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(RuntimeError, match=r"^'infer_train_layout' only supports 'semi_auto_parallel' and "
                                           r"'auto_parallel' mode, but got stand_alone\.$"):
        model.infer_train_layout(_data())
    with pytest.raises(RuntimeError, match=r"^Infer predict layout only supports semi auto parallel and auto "
                                           r"parallel mode\.$"):
        model.infer_predict_layout(Tensor(np.ones((2, 3), np.float32)), skip_backend_compile=True)
    ms.set_auto_parallel_context(parallel_mode="data_parallel")
    try:
        with pytest.raises(RuntimeError, match=r"but got data_parallel\.$"):
            model.infer_train_layout(_data(), dataset_sink_mode=False)
    finally:
        ms.reset_auto_parallel_context()


@pytest.fixture
def semi_auto(monkeypatch):
    real = context.get_auto_parallel_context

    def fake(key):
        return "semi_auto_parallel" if key == "parallel_mode" else real(key)

    monkeypatch.setattr(model_module.context, "get_auto_parallel_context", fake)


def test_layouts_under_semi_auto(semi_auto):
    model = _model()
    # argument checks after the mode check: texts recorded from MindSpore 2.10.0 CPU in semi_auto_parallel mode
    with pytest.raises(ValueError, match=r"^Only dataset sink mode is supported for now\.$"):
        model.infer_train_layout(_data(), dataset_sink_mode=False)
    with pytest.raises(ValueError, match=r"^For 'infer_train_layout', the argument 'sink_size' must be -1 or "
                                         r"positive, but got sink_size 0\.$"):
        model.infer_train_layout(_data(), sink_size=0)
    layouts = model.infer_train_layout(_data())
    # the train network holds the Dense parameters and Momentum's state (MindSpore lists the same seven)
    assert sorted(layouts) == sorted(["weight", "bias", "global_step", "learning_rate", "momentum",
                                      "moments.weight", "moments.bias"])
    assert layouts["weight"] == [[1], [-1, -1], [2, 3], 0, True, ""]
    assert layouts["moments.bias"] == [[1], [-1], [2], 0, True, ""]
    predict = model.infer_predict_layout(Tensor(np.ones((2, 3), np.float32)))
    assert predict == {"weight": [[1], [-1, -1], [2, 3], 0, True, ""], "bias": [[1], [-1], [2], 0, True, ""]}
    with pytest.raises(TypeError):
        model.infer_predict_layout([1, 2])

"""CheckpointConfig, ModelCheckpoint and BackupAndRestore. File names, kept files and saved items were recorded
from MindSpore 2.10.0 driving the same callbacks with the same callback parameters (pynative mode: no
``-graph.meta`` file; mindspore_compat never writes one)."""
import os
import re

import numpy as np
import pytest

from mindspore_compat import Parameter, Tensor, nn
from mindspore_compat.train.callback import (BackupAndRestore, CheckpointConfig, ModelCheckpoint, RunContext,
                                             _InternalCallbackParam)
from mindspore_compat.train.serialization import load_checkpoint

STATE = ["global_step", "learning_rate", "momentum"]


def train_net():
    net = nn.Dense(3, 2)
    net.weight.set_data(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
    net.bias.set_data(Tensor(np.array([0.5, -0.5], np.float32)))
    return nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Momentum(net.trainable_params(), 0.1, 0.9))


def drive(cb, network, steps=7, batch_num=3):
    """7 steps of 3-step epochs, then the end of training."""
    c = _InternalCallbackParam(train_network=network, batch_num=batch_num, cur_epoch_num=1, cur_step_num=0)
    rc = RunContext(c)
    cb.on_train_begin(rc)
    for step in range(1, steps + 1):
        c.cur_epoch_num = (step - 1) // batch_num + 1
        c.cur_step_num = step
        cb.on_train_step_begin(rc)
        cb.on_train_step_end(rc)
    cb.on_train_end(rc)


def saved(tmp_path, prefix="CKP", files=(), **cfg):
    for name in files:
        (tmp_path / name).write_text("")
    cb = ModelCheckpoint(prefix=prefix, directory=str(tmp_path), config=CheckpointConfig(**cfg) if cfg else None)
    drive(cb, train_net())
    return cb, sorted(os.listdir(tmp_path))


# ---------------------------------------------------------------------------------------------- CheckpointConfig
def test_config_defaults():
    c = CheckpointConfig()
    assert (c.save_checkpoint_steps, c.save_checkpoint_seconds, c.keep_checkpoint_max,
            c.keep_checkpoint_per_n_minutes) == (1, None, 5, None)
    assert (c.integrated_save, c.async_save, c.saved_network, c.enc_key, c.enc_mode, c.append_dict, c.crc_check,
            c.format, c.map_param_inc, c.exception_save, c.remove_redundancy, c.enable_redundance) == \
        (True, False, None, None, "AES-GCM", None, False, "ckpt", False, False, False, False)


def test_config_policy_interplay():
    assert CheckpointConfig(save_checkpoint_seconds=100, keep_checkpoint_per_n_minutes=5).get_checkpoint_policy() == {
        'save_checkpoint_steps': 1, 'save_checkpoint_seconds': None, 'keep_checkpoint_max': 5,
        'keep_checkpoint_per_n_minutes': None, 'saved_network': None}
    assert CheckpointConfig(0, 100, 0, 5).get_checkpoint_policy() == {
        'save_checkpoint_steps': 0, 'save_checkpoint_seconds': 100, 'keep_checkpoint_max': 0,
        'keep_checkpoint_per_n_minutes': 5, 'saved_network': None}
    assert CheckpointConfig(keep_checkpoint_max=0).get_checkpoint_policy() == {
        'save_checkpoint_steps': 1, 'save_checkpoint_seconds': None, 'keep_checkpoint_max': 1,
        'keep_checkpoint_per_n_minutes': 0, 'saved_network': None}
    assert CheckpointConfig(save_checkpoint_steps=0, save_checkpoint_seconds=0).get_checkpoint_policy() == {
        'save_checkpoint_steps': 0, 'save_checkpoint_seconds': 0, 'keep_checkpoint_max': 5,
        'keep_checkpoint_per_n_minutes': None, 'saved_network': None}
    assert CheckpointConfig(incremental=True, enable_redundance=True).map_param_inc is True


ALL_ZERO = ("For 'CheckpointConfig', the input arguments 'save_checkpoint_steps', 'save_checkpoint_seconds', "
            "'keep_checkpoint_max' and 'keep_checkpoint_per_n_minutes' can't be all None or 0.")


@pytest.mark.parametrize("kwargs, exc, msg", [
    ({"save_checkpoint_steps": -1}, ValueError, "must be int and must >= 0, but got '-1' with type 'int'."),
    ({"save_checkpoint_steps": 1.5}, TypeError, "must be int"),
    ({"keep_checkpoint_max": True}, TypeError, "must be int"),
    ({"save_checkpoint_steps": 0, "save_checkpoint_seconds": 0, "keep_checkpoint_max": 0,
      "keep_checkpoint_per_n_minutes": 0}, ValueError, ALL_ZERO),
    ({"save_checkpoint_steps": None, "save_checkpoint_seconds": None, "keep_checkpoint_max": None,
      "keep_checkpoint_per_n_minutes": None}, ValueError, ALL_ZERO),
    ({"saved_network": 1}, TypeError,
     "For 'CheckpointConfig', the type of 'saved_network' must be None or Cell, but got <class 'int'>."),
    ({"exception_save": 1}, TypeError, "'bool'"),
    ({"integrated_save": 1}, TypeError, "'bool'"),
    ({"async_save": 1}, TypeError,
     "For 'save_checkpoint', the parameter 'async_save' must be bool or str, but got <class 'int'>."),
    ({"async_save": "x"}, ValueError, "For 'save_checkpoint', the argument 'async_save' can only be 'process' or "
                                      "'thread', but got x."),
    ({"append_info": "epoch_num"}, TypeError,
     "For 'CheckpointConfig', the type of 'append_info' must be list, but got <class 'str'>."),
    ({"append_info": ["epoch"]}, ValueError, "For 'CheckpointConfig', the value of element in the argument "
                                             "'append_info' must be in ['epoch_num', 'step_num'], but got epoch."),
    ({"append_info": [1]}, TypeError,
     "For 'CheckpointConfig', the type of 'append_info' element must be str or dict, but got <class 'int'>."),
    ({"append_info": [{"a": 1}, {"b": 2}]}, TypeError,
     "For 'CheckpointConfig', the element of 'append_info' must has only one dict, but got 2"),
    ({"append_info": [{"a": [1]}]}, TypeError,
     "For 'CheckpointConfig', the key type of the dict 'append_info' must be string, the value type must be int "
     "or float or bool, but got key type <class 'str'>, value type <class 'list'>"),
    ({"enc_key": "k"}, ValueError,
     "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), but got k."),
    ({"enc_mode": 1}, ValueError, "The parameter 'enc_mode' must be isinstance of <class 'str'>, but got 1."),
    ({"crc_check": 1}, ValueError, "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got 1."),
    ({"format": 1}, ValueError, "The parameter 'format' must be isinstance of <class 'str'>, but got 1."),
    ({"remove_redundancy": 1}, ValueError,
     "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but got 1."),
    ({"format": "safetensors", "crc_check": True}, ValueError,
     "For 'save_checkpoint', when format is 'safetensors', other param must be default."),
])
def test_config_validation(kwargs, exc, msg):
    with pytest.raises(exc) as info:
        CheckpointConfig(**kwargs)
    assert msg in str(info.value)


def test_config_append_info():
    assert CheckpointConfig(append_info=["step_num", {"a": 1.5, "s": "x"}, "epoch_num"]).append_dict == {
        "epoch_num": 0, "step_num": 0, "a": 1.5, "s": "x"}
    assert CheckpointConfig(append_info=[]).append_dict is None


# ----------------------------------------------------------------------------------------------- ModelCheckpoint
def test_model_checkpoint_validation(tmp_path):
    msg = ("For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it must be callable "
           "or string that does not contain '/', but got {}.")
    for prefix in ("a/b", 1):
        with pytest.raises(ValueError, match="^" + re.escape(msg.format(prefix)) + "$"):
            ModelCheckpoint(prefix=prefix)
    with pytest.raises(TypeError, match=r"^The path is invalid, the type should be string\.$"):
        ModelCheckpoint(directory=1)
    with pytest.raises(ValueError, match=r"^The path is invalid, it should be non-blank\.$"):
        ModelCheckpoint(directory=" ")
    (tmp_path / "file").write_text("")
    with pytest.raises(NotADirectoryError, match=r"is a file path, it should be a directory path\.$"):
        ModelCheckpoint(directory=str(tmp_path / "file"))
    with pytest.raises(TypeError, match=r"^For 'ModelCheckpoint', the type of argument 'config' should be "
                                        r"'CheckpointConfig', but got <class 'int'>\.$"):
        ModelCheckpoint(directory=str(tmp_path), config=1)
    cb = ModelCheckpoint(directory=str(tmp_path / "new" / "dir"))
    assert os.path.isdir(tmp_path / "new" / "dir") and cb.latest_ckpt_file_name == ""


def test_model_checkpoint_default_policy(tmp_path):
    cb, files = saved(tmp_path)
    assert files == ["CKP-1_3.ckpt", "CKP-2_1.ckpt", "CKP-2_2.ckpt", "CKP-2_3.ckpt", "CKP-3_1.ckpt"]
    assert cb.latest_ckpt_file_name == os.path.join(str(tmp_path), "CKP-3_1.ckpt")
    params = load_checkpoint(cb.latest_ckpt_file_name)
    assert sorted(params) == ["bias", "global_step", "learning_rate", "moments.bias", "moments.weight", "momentum",
                              "weight"]
    assert params["weight"].asnumpy().tolist() == [[0, 1, 2], [3, 4, 5]]


@pytest.mark.parametrize("cfg, files", [
    ({"save_checkpoint_steps": 2}, ["CKP-1_2.ckpt", "CKP-2_1.ckpt", "CKP-2_3.ckpt", "CKP-3_1.ckpt"]),
    ({"save_checkpoint_steps": 2, "keep_checkpoint_max": 2}, ["CKP-2_3.ckpt", "CKP-3_1.ckpt"]),
    ({"keep_checkpoint_max": 1}, ["CKP-3_1.ckpt"]),
    ({"keep_checkpoint_max": 0, "save_checkpoint_steps": 2}, ["CKP-3_1.ckpt"]),
    ({"keep_checkpoint_max": 0, "keep_checkpoint_per_n_minutes": 1, "save_checkpoint_steps": 2},
     ["CKP-1_2.ckpt", "CKP-3_1.ckpt"]),
    ({"save_checkpoint_steps": 0, "save_checkpoint_seconds": 100}, ["CKP-3_1.ckpt"]),
    ({"save_checkpoint_steps": None, "save_checkpoint_seconds": 100}, ["CKP-3_1.ckpt"]),
    ({"save_checkpoint_steps": 0, "save_checkpoint_seconds": 0}, []),
])
def test_model_checkpoint_policies(tmp_path, cfg, files):
    assert saved(tmp_path, **cfg)[1] == files


def test_model_checkpoint_append_info(tmp_path):
    cb, files = saved(tmp_path, save_checkpoint_steps=3,
                      append_info=["epoch_num", "step_num", {"lr": 0.01, "tag": "x", "n": 7}])
    assert files == ["CKP-1_3.ckpt", "CKP-2_3.ckpt", "CKP-3_1.ckpt"]
    params = load_checkpoint(cb.latest_ckpt_file_name)
    extra = {k: (v if isinstance(v, str) else v.asnumpy().tolist()) for k, v in params.items()
             if k not in STATE and "weight" not in k and "bias" not in k}
    assert extra == {"epoch_num": 3, "step_num": 7, "lr": 0.009999999776482582, "tag": "x", "n": 7}


def test_model_checkpoint_append_info_dict_gives_start_values(tmp_path):
    # an "epoch_num" / "step_num" key of the append_info dict is the value the current epoch / step is added to;
    # the config's append_dict is the dict that ModelCheckpoint updates
    cfg = CheckpointConfig(save_checkpoint_steps=2, append_info=[{"epoch_num": 10, "lr": 1.0}, "epoch_num",
                                                                 "step_num"])
    cb = ModelCheckpoint(directory=str(tmp_path), config=cfg)
    drive(cb, train_net(), steps=5)
    assert sorted(os.listdir(tmp_path)) == ["CKP-1_2.ckpt", "CKP-2_1.ckpt", "CKP-2_2.ckpt"]
    assert cfg.append_dict == {"epoch_num": 12, "step_num": 5, "lr": 1.0}
    params = load_checkpoint(cb.latest_ckpt_file_name)
    assert [params[k].asnumpy().tolist() for k in ("epoch_num", "step_num", "lr")] == [12, 5, 1.0]


def test_model_checkpoint_append_tensors_and_saved_network(tmp_path):
    p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    os.makedirs(tmp_path / "a")
    cb, _ = saved(tmp_path / "a", save_checkpoint_steps=3, append_info=[{"p": p, "t": Tensor(np.int32(3))}])
    params = load_checkpoint(cb.latest_ckpt_file_name)
    assert params["p"].asnumpy().tolist() == [1.0, 1.0] and params["t"].asnumpy().tolist() == 3
    os.makedirs(tmp_path / "b")
    cb, files = saved(tmp_path / "b", saved_network=nn.Dense(2, 2), save_checkpoint_steps=4)
    assert files == ["CKP-2_1.ckpt", "CKP-3_1.ckpt"]
    assert sorted(load_checkpoint(cb.latest_ckpt_file_name)) == ["bias", "weight"]


@pytest.mark.parametrize("existing, prefix", [
    (["CKP-1_1.ckpt", "CKP_3-1_1.ckpt", "CKP_x-1_1.ckpt", "CKPa-1_1.ckpt", "CKP-1_1_breakpoint.ckpt",
      "CKP-1_1.txt"], "CKP_4"),
    (["CKP-1_1.safetensors"], "CKP_1"),
    (["CKP_-1_1.ckpt"], "CKP"),
    (["CKP_9b-1_1.ckpt", "CKP_2_3-1_1.ckpt"], "CKP"),
    (["CKP-graph.meta"], "CKP"),
    (["CKP.5-1_1.ckpt", "CKP7-1_1.ckpt"], "CKP_6"),
])
def test_model_checkpoint_prefix_collision(tmp_path, existing, prefix):
    cb, files = saved(tmp_path, files=existing)
    assert cb._prefix == prefix
    assert files == sorted(existing + [f"{prefix}-{e}_{s}.ckpt" for e, s in
                                       [(1, 3), (2, 1), (2, 2), (2, 3), (3, 1)]])


def test_model_checkpoint_other_prefix_keeps_own_files(tmp_path):
    cb, files = saved(tmp_path, prefix="net", files=["CKP-1_1.ckpt"], keep_checkpoint_max=2)
    assert files == ["CKP-1_1.ckpt", "net-2_3.ckpt", "net-3_1.ckpt"]


def test_model_checkpoint_callable_prefix_and_directory(tmp_path):
    cb = ModelCheckpoint(prefix=lambda c: f"p{c.cur_step_num}",
                         directory=lambda c: os.path.join(str(tmp_path), f"e{c.cur_epoch_num}"),
                         config=CheckpointConfig(save_checkpoint_steps=2))
    drive(cb, train_net(), steps=5)
    tree = sorted((root.replace(str(tmp_path), "D"), sorted(files)) for root, _, files in os.walk(tmp_path))
    assert tree == [("D", []), ("D/e1", ["p2.ckpt"]), ("D/e2", ["p4.ckpt", "p5.ckpt"])]
    assert os.path.basename(cb.latest_ckpt_file_name) == "p5.ckpt"
    cb = ModelCheckpoint(prefix=lambda c: "a/b", directory=str(tmp_path))
    with pytest.raises(ValueError, match=r"it must return a string that does not contain '/', but got a/b\.$"):
        drive(cb, train_net(), steps=1)


def test_model_checkpoint_remove_redundancy_needs_parallel(tmp_path):
    cb = ModelCheckpoint(directory=str(tmp_path), config=CheckpointConfig(remove_redundancy=True))
    with pytest.raises(TypeError, match=r"^The deduplication feature for saving checkpoint can only be used in "
                                        r"parallel scenarios, but got 'stand_alone'\.$"):
        drive(cb, train_net(), steps=1)


# ---------------------------------------------------------------------------------------------- BackupAndRestore
def test_backup_and_restore(tmp_path):
    net = train_net()
    backup = BackupAndRestore(str(tmp_path), save_freq=2)
    c = _InternalCallbackParam(train_network=net, cur_epoch_num=1)
    rc = RunContext(c)
    backup.on_train_begin(rc)
    listing = []
    for epoch in (1, 2, 3):
        c.cur_epoch_num = epoch
        backup.on_train_epoch_end(rc)
        listing.append(os.listdir(tmp_path))
    assert listing == [[], ["backup.ckpt"], ["backup.ckpt"]]
    restarted = train_net()
    restarted.network._backbone.weight.set_data(Tensor(np.zeros((2, 3), np.float32)))
    backup.on_train_begin(RunContext(_InternalCallbackParam(train_network=restarted, cur_epoch_num=1)))
    assert restarted.network._backbone.weight.asnumpy().tolist() == [[0, 1, 2], [3, 4, 5]]
    backup.on_train_end(rc)
    assert os.listdir(tmp_path) == []


def test_backup_and_restore_validation(tmp_path):
    with pytest.raises(TypeError, match=r"^The path is invalid, the type should be string\.$"):
        BackupAndRestore(1)
    with pytest.raises(TypeError):
        BackupAndRestore(str(tmp_path), "x")
    with pytest.raises(ValueError):
        BackupAndRestore(str(tmp_path), 0)
    with pytest.raises(TypeError):
        BackupAndRestore(str(tmp_path), "epoch", 1)
    assert BackupAndRestore(str(tmp_path)).save_freq == 1

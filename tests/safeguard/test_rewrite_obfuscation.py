"""obfuscate_ckpt / load_obf_params_into_net: metadata, files, obfuscated values, running obfuscated weights, errors.

Metadata, file names, folder modes, obfuscated values and every message below were recorded from MindSpore 2.10.0
CPU with the same networks, numpy seeds and arguments."""
import logging
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, ops

DEPRECATION = ("'target_modules and obf_ratios' will be deprecated and removed in a future version, use "
               "'obf_config' instead.")


class _Body(nn.Cell):
    def __init__(self, init=True):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init='ones', bias_init='ones') if init else nn.Dense(4, 3)
        self.fc2 = nn.Dense(3, 2, weight_init='ones', bias_init='zeros') if init else nn.Dense(3, 2)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = _Body()
        self.head = nn.Dense(2, 1, weight_init='ones')


def _values(path):
    return {k: v.asnumpy().tolist() for k, v in ms.load_checkpoint(str(path)).items()}


def test_target_modules_form(tmp_path, caplog):
    src, out = tmp_path / "src", tmp_path / "out"
    (src / "sub").mkdir(parents=True)
    out.mkdir()
    net = _Net()
    ms.save_checkpoint(net, str(src / "model.v1.ckpt"))
    ms.save_checkpoint(net, str(src / "sub" / "part.ckpt"))
    (src / "notes.txt").write_text("x")
    np.random.seed(7)
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        meta = ms.obfuscate_ckpt(net, str(src), target_modules=['body', 'fc1|fc2|fc9'], saved_path=str(out),
                                 obfuscate_scale=20)
    assert [r.getMessage() for r in caplog.records] == ["fc9 does not exist in the path body", DEPRECATION]
    assert list(meta) == ['obf_metadata'] and meta['obf_metadata'].dtype == np.float16
    np.testing.assert_array_equal(meta['obf_metadata'], np.array([0.0625], np.float16))
    # the stem before the first dot gets '_obf'; sub-folders are recreated with mode 0o700; other files skipped
    assert sorted(os.listdir(out)) == ["model_obf.ckpt", "sub"]
    assert os.listdir(out / "sub") == ["part_obf.ckpt"]
    assert oct(os.stat(out / "sub").st_mode & 0o777) == "0o700"
    values = _values(out / "model_obf.ckpt")
    assert values["body.fc1.weight"] == [[16.0] * 4] * 3 and values["body.fc1.bias"] == [16.0] * 3
    assert values["body.fc2.weight"] == [[16.0] * 3] * 2 and values["body.fc2.bias"] == [0.0, 0.0]
    assert values["head.weight"] == [[1.0, 1.0]]
    assert _values(out / "sub" / "part_obf.ckpt")["body.fc1.bias"] == [16.0] * 3


def test_obf_config_form_with_permutation(tmp_path):
    cfg = {'obf_metadata_config': [
        {'name': 'm', 'shape': [3], 'type': 'random', 'save_metadata': True, 'metadata_op': 'invert'},
        {'name': 'p', 'shape': [3], 'type': 'rearrange', 'save_metadata': True}],
        'weight_obf_config': [
            {'target': 'body/fc1/weight', 'weight_obf_ops': [{'name': 'permuate', 'input_x': 'p', 'input_y': 'x'}]},
            {'target': 'body/fc1/bias', 'weight_obf_ops': [{'name': 'mul', 'input_x': 'bias', 'input_y': 'm'}]}],
        'network_obf_config': [{'module': '/body', 'target': 'fc1', 'insert_new_input': [{'name': 'm'}],
                                'insert_ops': [{'name': 'mul', 'input_x': 'fc1', 'input_y': 'm'}]}]}
    net = _Net()
    ms.save_checkpoint(net, str(tmp_path / "c.ckpt"))
    np.random.seed(3)
    meta = ms.obfuscate_ckpt(net, str(tmp_path), obf_config=cfg, saved_path=str(tmp_path))
    np.testing.assert_array_equal(meta['m'], np.array([0.04, 0.25, 0.01755], np.float16))
    np.testing.assert_array_equal(meta['p'], np.array([1, 2, 0], np.int32))
    assert meta['p'].dtype == np.int32
    assert _values(tmp_path / "c_obf.ckpt")["body.fc1.bias"] == [25.0, 4.0, 57.0]
    assert ms.load_obf_params_into_net(net, obf_config=cfg) is net


class _Scaled(nn.Cell):
    """fc1's output goes through a ratio parameter, as a network built to run obfuscated weights does."""

    def __init__(self):
        super().__init__()
        self.body = _Body(init=False)
        self.ratio = ms.Parameter(ms.Tensor([1.0], ms.float32), name="ratio")

    def construct(self, x):
        return self.body.fc2(ops.relu(self.body.fc1(x) * self.ratio))


def test_obfuscated_weights_give_the_original_outputs(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    src.mkdir()
    out.mkdir()
    plain = _Scaled()
    ms.save_checkpoint(plain, str(src / "w.ckpt"))
    x = ms.Tensor(np.linspace(-1, 1, 8, dtype=np.float32).reshape(2, 4))
    np.random.seed(11)
    meta = ms.obfuscate_ckpt(plain, str(src), target_modules=['body', 'fc1'], saved_path=str(out))
    ratio = 1 / float(meta['obf_metadata'][0])
    runner = ms.load_obf_params_into_net(_Scaled(), target_modules=['body', 'fc1'])
    ms.load_checkpoint(str(out / "w_obf.ckpt"), runner)
    np.testing.assert_allclose(runner.body.fc1.bias.asnumpy(), plain.body.fc1.bias.asnumpy() * round(ratio),
                               rtol=1e-6)
    assert not np.allclose(runner(x).asnumpy(), plain(x).asnumpy())
    runner.ratio.set_data(ms.Tensor(meta['obf_metadata'].astype(np.float32)))
    np.testing.assert_allclose(runner(x).asnumpy(), plain(x).asnumpy(), rtol=2e-3, atol=1e-5)


def test_unreadable_checkpoint_is_logged_and_skipped(tmp_path, caplog):
    src, out = tmp_path / "src", tmp_path / "out"
    src.mkdir()
    out.mkdir()
    (src / "bad.ckpt").write_bytes(b"garbage")
    net = nn.SequentialCell(nn.Dense(2, 2))
    ms.save_checkpoint(net, str(src / "good.ckpt"))
    np.random.seed(0)
    with caplog.at_level(logging.ERROR, logger="mindspore"):
        meta = ms.obfuscate_ckpt(net, str(src), target_modules=['', '0'], saved_path=str(out))
    np.testing.assert_array_equal(meta['obf_metadata'], np.array([0.02222], np.float16))
    assert os.listdir(out) == ["good_obf.ckpt"]
    assert [r.getMessage() for r in caplog.records] == [f"Load checkpoint failed for file {src / 'bad.ckpt'}."]


class _Nest(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = _Body()
        self.blocks = nn.CellList([_Body(), _Body()])
        self.w = 3


def _errors(tmp_path):
    (tmp_path / "f.txt").write_text("x")
    folder, target = str(tmp_path), ['body', 'fc1']
    net = _Nest()
    ob, lo = ms.obfuscate_ckpt, ms.load_obf_params_into_net
    return [
        (lambda: ob(1, folder, target), TypeError, "network must be nn.Cell, but got <class 'int'>."),
        (lambda: ob(net, 1, target), TypeError, "ckpt_files must be string, but got <class 'int'>."),
        (lambda: ob(net, "nope_dir", target), ValueError,
         "nope_dir is not exist, please check the input ckpt_files."),
        (lambda: ob(net, str(tmp_path / "f.txt"), target), TypeError,
         f"ckpt_files must be a directory path, but got {tmp_path / 'f.txt'}."),
        (lambda: ob(net, folder, target, saved_path=2), TypeError, "saved_path must be string, but got <class 'int'>."),
        (lambda: ob(net, folder), TypeError, "target_modules type should be list, but got <class 'NoneType'>."),
        (lambda: ob(net, folder, ('body', 'fc1')), TypeError,
         "target_modules type should be list, but got <class 'tuple'>."),
        (lambda: ob(net, folder, ['body']), ValueError,
         "target_modules should contain at least two string values, in the form of ['A/B/C', 'D1|D2'],but got "
         "['body']."),
        (lambda: ob(net, folder, ['body', 1]), TypeError,
         "The values of target_modules should be string, but got <class 'str'> and <class 'int'>."),
        (lambda: ob(net, folder, ['body', '']), ValueError, " should be a non-empty string value, in the form of 'D1|D2'"),
        (lambda: ob(net, folder, ['bo-dy', 'fc1']), ValueError,
         "please check the input 'target_modules'['bo-dy', 'fc1'],it should be in the form of ['A/B/C', 'D1|D2']."
         "target_modules[0] can only contain uppercase and lowercase letters, numbers, '_' and '/',"
         "target_modules[1] can only contain uppercase and lowercase letters, numbers, '_' and '|'"),
        (lambda: ob(net, folder, ['nothere', 'fc1']), ValueError, "the path nothere does not exist."),
        (lambda: ob(net, folder, ['w', 'fc1']), TypeError,
         "Target_modules[0] should be a subgraph and it's type should be nn.Cell(nn.CellList),but got type "
         "<class 'int'>"),
        (lambda: ob(net, folder, ['body', 'x|y']), ValueError, "all targets ['x', 'y'] do not exist in the path body."),
        (lambda: ob(net, folder, ['blocks', 'fc1', 'obfuscate_layers:2']), ValueError,
         "all targets ['fc1'] do not exist in the path blocks."),
        (lambda: ob(net, folder, ['body', 'fc1', 'layers:2']), ValueError,
         "The third value of target_modules should be in the format of 'obfuscate_layers:all' or"
         "'obfuscate_layers:int'"),
        (lambda: ob(net, folder, obf_config=[1]), TypeError, "obf_config type should be dict, but got <class 'list'>."),
        (lambda: ob(net, folder, obf_config={}), ValueError,
         "'obf_config' is empty or not valid, please check the input."),
        (lambda: ob(net, folder, obf_config={'foo': []}), TypeError,
         "config_type must be str, and in ['obf_metadata_config', 'weight_obf_config', 'network_obf_config'], but "
         "got foo."),
        (lambda: ob(net, folder, obf_config={'weight_obf_config': []}), TypeError,
         "obf_config[] type of should be list, but got <class 'NoneType'>."),
        (lambda: ob(net, folder, target, obfuscate_scale=1), ValueError, "low >= high"),
        (lambda: lo(1, target), TypeError, "network must be nn.Cell, but got <class 'int'>."),
        (lambda: lo(net), TypeError, "target_modules type should be list, but got <class 'NoneType'>."),
        (lambda: lo(net, obf_config=5), TypeError, "5 should be dict type, but got <class 'int'>"),
        (lambda: lo(net, obf_config={}), ValueError, "'obf_config' is empty or not valid, please check the input."),
        (lambda: lo(net, target, data_parallel_num=0), ValueError,
         "data_parallel_num must be positive number, but got 0."),
    ]


def test_errors(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for call, error, message in _errors(tmp_path):
        with pytest.raises(error) as info:
            call()
        assert str(info.value) == message


def test_unused_options_are_accepted():
    net = _Nest()
    assert ms.load_obf_params_into_net(net, ['body', 'fc1'], obf_ratios=5, ignored_func_decorators=3) is net


def test_docstring_examples(run_doctests):
    result = run_doctests("mindspore_compat.safeguard.rewrite_obfuscation")
    assert result.failed == 0 and result.attempted > 0

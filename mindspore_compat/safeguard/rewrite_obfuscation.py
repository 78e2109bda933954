"""Weight obfuscation of checkpoints: ``obfuscate_ckpt`` and ``load_obf_params_into_net``.

``obfuscate_ckpt`` draws obfuscation metadata (random integer ratios, or permutations) with numpy's global random
generator, applies it to the chosen weights of every checkpoint of a folder and saves ``<stem>_obf.ckpt`` files.
It returns the metadata to keep (for the ratios, their inverses in float16): a network whose code multiplies the
obfuscated layers' outputs by that metadata computes what the original network computed.
``load_obf_params_into_net`` checks the configuration against a network and returns that network, as
MindSpore 2.10's does (2.10 no longer rewrites the network's code).
"""
import logging
import os
import re
from pathlib import Path
from string import Template

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..nn.cell import Cell
from ..nn.layer.container import CellList
from ..train.serialization import load_checkpoint, save_checkpoint

__all__ = ["obfuscate_ckpt", "load_obf_params_into_net"]

_logger = logging.getLogger("mindspore")
_CONFIG_TYPES = ["obf_metadata_config", "weight_obf_config", "network_obf_config"]
_METADATA_TYPES = ["random", "rearrange"]
_METADATA_OPS = ["mul", "matmul", "invert"]
_DEPRECATION = ("'target_modules and obf_ratios' will be deprecated and removed in a future version, use "
                "'obf_config' instead.")


def _target_modules_config(target_modules):
    """The obf_config equivalent to the legacy ``[path, 'a|b', 'obfuscate_layers:N']`` form."""
    path, names = target_modules[0], target_modules[1].split('|')
    metadata = {'name': 'obf_metadata', 'shape': [1], 'type': 'random', 'save_metadata': True,
                'metadata_op': 'invert'}
    ratio_name, layers = 'obf_metadata', []
    if len(target_modules) >= 3:
        count = target_modules[2].split(':')[1]
        layers = list(range(12 if count == 'all' else int(count)))
        path = path.replace("blocks", "blocks/${layer}")
        ratio_name = "obf_metadata_${layer}"
        metadata['layers'] = layers
    weights, network = [], []
    for name in names:
        for leaf in ('weight', 'bias'):
            entry = {'target': '/'.join([path, name, leaf]),
                     'weight_obf_ops': [{'name': 'mul', 'input_x': 'weight', 'input_y': ratio_name}]}
            if layers:
                entry['name'] = ratio_name
            else:
                entry['layers'] = layers
            weights.append(entry)
        insert = {'module': '/' + path, 'target': name, 'insert_new_input': [{'name': 'obf_metadata'}],
                  'insert_ops': [{'name': 'mul', 'input_x': 'weight', 'input_y': ratio_name}]}
        if not layers:
            insert['layers'] = layers
        network.append(insert)
    return {'obf_metadata_config': [metadata], 'weight_obf_config': weights, 'network_obf_config': network}


def _check_target_modules(network, target_modules):
    """Validates the legacy ``target_modules`` form against `network` (errors and warnings of MindSpore 2.10)."""
    if not isinstance(target_modules, list):
        raise TypeError(f"target_modules type should be list, but got {type(target_modules)}.")
    if len(target_modules) < 2:
        raise ValueError("target_modules should contain at least two string values, in the form of ['A/B/C', "
                         f"'D1|D2'],but got {target_modules}.")
    path, names = target_modules[0], target_modules[1]
    if not isinstance(path, str) or not isinstance(names, str):
        raise TypeError(f"The values of target_modules should be string, but got {type(path)} and "
                        f"{type(names)}.")
    if not names:
        raise ValueError(f"{names} should be a non-empty string value, in the form of 'D1|D2'")
    if not re.fullmatch(r'[a-zA-Z0-9/_]*', path) or not re.fullmatch(r'[a-zA-Z0-9|_]*', names):
        raise ValueError(f"please check the input 'target_modules'{target_modules},it should be in the form of "
                         "['A/B/C', 'D1|D2'].target_modules[0] can only contain uppercase and lowercase letters, "
                         "numbers, '_' and '/',target_modules[1] can only contain uppercase and lowercase letters, "
                         "numbers, '_' and '|'")
    owner = _walk_path(network, path)
    found = 0
    for name in names.split('|'):
        if hasattr(owner, name):
            found += 1
        else:
            _logger.warning(f"{name} does not exist in the path {path}")
    if not found:
        raise ValueError(f"all targets {names.split('|')} do not exist in the path {path}.")
    if len(target_modules) >= 3:
        layers = target_modules[2].split(':')
        if len(layers) != 2 or layers[0] != 'obfuscate_layers' or not (layers[1] == 'all' or layers[1].isdigit()):
            raise ValueError("The third value of target_modules should be in the format of "
                             "'obfuscate_layers:all' or'obfuscate_layers:int'")


def _walk_path(network, path):
    """The cell reached by following the ``/``-separated attribute `path` (depth first through CellLists)."""
    parts = path.split('/')
    pending, current, depth = [network], network, 0
    while pending and depth < len(parts):
        current = pending.pop()
        if not hasattr(current, parts[depth]):
            continue
        current = getattr(current, parts[depth])
        depth += 1
        if isinstance(current, CellList):
            pending.extend(current)
        elif isinstance(current, Cell):
            pending.append(current)
        else:
            raise TypeError("Target_modules[0] should be a subgraph and it's type should be nn.Cell(nn.CellList),"
                            f"but got type {type(current)}")
    if path != '' and depth != len(parts):
        raise ValueError(f"the path {path} does not exist.")
    return current


def _check_str(value, what):
    if not isinstance(value, str):
        raise TypeError(f"{what} type should be str, but got {type(value)}.")


def _check_op_list(op_list):
    for op in op_list:
        _check_str(op.get('name'), "op_name")
        _check_str(op.get('input_x'), "input_x_name")
        _check_str(op.get('input_y'), "input_y_name")
        for flag in ('transpose_a', 'transpose_b'):
            if not isinstance(op.get(flag, False), bool):
                raise TypeError(f"{flag} type should be bool, but got {type(op.get(flag))}.")


def _check_metadata_entry(entry):
    name, shape = entry.get('name'), entry.get('shape')
    if not name or not isinstance(name, str):
        raise TypeError(f"obf_config[][]['name'] type should be str, but got {type(name)}.")
    if not shape or not isinstance(shape, list):
        raise TypeError(f"obf_config[][]['shape'] type should be list, but got {type(shape)}.")
    for size in shape:
        if not isinstance(size, int):
            raise TypeError(f"shape[] type should be int, but got {type(size)}.")
    if not isinstance(entry.get('save_metadata', True), bool):
        raise TypeError("obf_config[][]['save_metadata'] type should be bool, but got "
                        f"{type(entry.get('save_metadata'))}.")
    kind = entry.get('type')
    if kind is not None and (not isinstance(kind, str) or kind not in _METADATA_TYPES):
        raise TypeError(f"obf_config[][]['type'] should be str and must in {_METADATA_TYPES}, but got {type(kind)}.")


def _check_target(entry):
    target = entry.get('target')
    if not target or not isinstance(target, str):
        raise TypeError(f"obf_config[][]['target'] type should be str, but got {type(target)}.")


def _check_list(value, key):
    if not isinstance(value, list):
        raise TypeError(f"obf_config[][]['{key}'] type should be list, but got {type(value)}.")


def _check_weight_entry(entry):
    _check_target(entry)
    ops = entry.get('weight_obf_ops', [])
    _check_list(ops, 'weight_obf_ops')
    _check_op_list(ops)


def _check_network_entry(entry):
    _check_target(entry)
    module = entry.get('module')
    if not module or not isinstance(module, str):
        raise TypeError(f"obf_config[][]['module'] type should be str, but got {type(module)}.")
    new_inputs = entry.get('insert_new_input', [])
    _check_list(new_inputs, 'insert_new_input')
    for new_input in new_inputs:
        if not isinstance(new_input.get('name'), str):
            raise TypeError("obf_config[][]['insert_new_input'][]['name'] type should be str, but got "
                            f"{type(new_input.get('name'))}.")
    ops = entry.get('insert_ops', [])
    _check_list(ops, 'insert_ops')
    _check_op_list(ops)


_ENTRY_CHECKS = {"obf_metadata_config": _check_metadata_entry, "weight_obf_config": _check_weight_entry,
                 "network_obf_config": _check_network_entry}


def _check_config_part(obf_config, part):
    """Validates the keys of `obf_config` and the entries of its list `part` (raises on the first fault)."""
    for key in obf_config:
        if not isinstance(key, str) or key not in _CONFIG_TYPES:
            raise TypeError(f"config_type must be str, and in {_CONFIG_TYPES}, but got {key}.")
    entries = obf_config.get(part)
    if not isinstance(entries, list):
        raise TypeError(f"obf_config[] type of should be list, but got {type(entries)}.")
    for entry in entries:
        if not isinstance(entry, dict):
            raise TypeError(f"obf_config[][] type should be dict, but got {type(entry)}.")
        _ENTRY_CHECKS[part](entry)
        layers = entry.get('layers')
        if layers is None:
            continue
        _check_list(layers, 'layers')
        for layer in layers:
            if not isinstance(layer, int):
                raise TypeError(f"obf_config[][]['layers'][] type should be int, but got {type(layer)}.")
    return True


def _check_folder(name, path):
    if not isinstance(path, str):
        raise TypeError(f"{name} must be string, but got {type(path)}.")
    if not os.path.exists(path):
        raise ValueError(f"{path} is not exist, please check the input {name}.")
    if not Path(path).is_dir():
        raise TypeError(f"{name} must be a directory path, but got {path}.")


def _draw(shape, kind, scale):
    """One metadata array: integer ratios in [1, scale) (float16) or a permutation (int32); None otherwise."""
    if kind == 'random':
        return np.random.randint(1, scale, size=shape).astype(np.float16)
    if kind == 'rearrange' and len(shape) == 1:
        return np.random.permutation(shape[0]).astype(np.int32)
    if kind == 'rearrange' and len(shape) == 2:
        return np.identity(shape[0]).astype(np.int32)[:, np.random.permutation(shape[1]).astype(np.int32)]
    return None


def _kept_form(array, op_name):
    """What the caller keeps of a metadata array: itself, or its image under `op_name` (``'invert'``: 1/x)."""
    if op_name is None or array is None:
        return array
    if op_name not in _METADATA_OPS:
        raise KeyError(f"'op name' must be in {_METADATA_OPS}, but got {op_name}.")
    if op_name != 'invert':
        raise TypeError(f"the metadata op '{op_name}' needs two inputs; only 'invert' applies to one array")
    return np.reciprocal(array)


def _make_metadata(entries, scale):
    """(all metadata arrays by name, the arrays to hand back by name)."""
    drawn, kept = {}, {}
    for entry in entries:
        name = entry.get('name')
        if name is None:
            continue
        layers = entry.get('layers')
        names = [Template(name).safe_substitute(layer=str(layer)) for layer in layers] if layers else [name]
        for each in names:
            if not layers and drawn.get(each) is not None:
                continue
            drawn[each] = array = _draw(entry.get('shape'), entry.get('type'), scale)
            if entry.get('save_metadata', False):
                saved = _kept_form(array, entry.get('metadata_op'))
                if saved is not None:
                    kept[each] = saved
    return drawn, kept


def _apply_ops(value, ops, drawn, layer):
    """`value` (numpy) transformed by the op list of one weight entry, or None (logged) when it cannot be."""
    def named(op, key):
        name = op.get(key)
        if name is None:
            _logger.error(f"can not find input: {key} for op: {op.get('name')}.")
            return None
        return Template(name).safe_substitute(layer=str(layer))

    def operand(name):
        return drawn.get(name) if name.startswith('obf_metadata') else value

    for op in ops:
        kind = op.get('name')
        if not isinstance(kind, str):
            raise TypeError(f'{kind} should be str type, but got {type(kind)}')
        if kind == 'mul':
            ratio = drawn.get(named(op, 'input_y'))
            if ratio is None:
                _logger.error("input_x or input_y is None")
                return None
            value = value * ratio.astype(value.dtype)
        elif kind == 'permuate':
            order = drawn.get(named(op, 'input_x'))
            if order is None:
                _logger.error("input_x or param is None")
                return None
            value = value[order]
        elif kind == 'matmul':
            left, right = operand(named(op, 'input_x')), operand(named(op, 'input_y'))
            if left is None or right is None:
                _logger.error(f"the input_x or input_y of op: {kind} is None.")
                return None
            left = left.T if op.get('transpose_a', False) else left
            right = right.T if op.get('transpose_b', False) else right
            value = np.matmul(left.astype(value.dtype), right.astype(value.dtype))
        else:
            _logger.error(f"unsupported op, op must be matmul or permuate or mul, but got {kind}.")
            return None
    return value


def _obfuscate_file(path, drawn, obf_config, saved_path):
    """Writes ``<stem>_obf.ckpt`` of the checkpoint `path` into `saved_path`; False (logged) on failure."""
    try:
        params = load_checkpoint(path)
    except (ValueError, TypeError, OSError):
        _logger.error(f"Load checkpoint failed for file {path}.")
        return False
    for key, param in params.items():
        where = key.replace('.', '/')
        for entry in obf_config.get('weight_obf_config', []):
            if not isinstance(entry, dict):
                raise TypeError(f'{entry} should be dict type, but got {type(entry)}')
            target, ops, layers = entry.get('target'), entry.get('weight_obf_ops'), entry.get('layers', [])
            if not target or not ops:
                raise KeyError("target or obf_ops is None.")
            for layer in (layers or [0]):
                if (Template(target).safe_substitute(layer=str(layer)) if layers else target) != where:
                    continue
                obfuscated = _apply_ops(param.asnumpy(), ops, drawn, layer)
                if obfuscated is None:
                    _logger.error(f"obfuscate weight {key} failed.")
                    return False
                param.set_data(Tensor(obfuscated))
    stem = os.path.basename(path).split('.')[0]
    save_checkpoint([{'name': key, 'data': param} for key, param in params.items()],
                    os.path.join(os.path.realpath(saved_path), stem + '_obf.ckpt'))
    return True


def obfuscate_ckpt(network, ckpt_files, target_modules=None, obf_config=None, saved_path='./', obfuscate_scale=100):
    """
    Saves obfuscated copies of the checkpoints of a folder and returns the metadata needed to undo it.

    The metadata arrays described by ``obf_config['obf_metadata_config']`` are drawn from numpy's global random
    generator (``np.random.seed`` makes them repeatable): type ``'random'`` gives integer ratios in
    ``[1, obfuscate_scale)`` (float16), type ``'rearrange'`` a permutation. Every weight named by a target of
    ``obf_config['weight_obf_config']`` (``'/'``-separated path, e.g. ``'body/fc1/weight'``) goes through its
    ops (``'mul'`` by a metadata array, ``'permuate'``, ``'matmul'``). Each ``<name>.<...>.ckpt`` of `ckpt_files`
    (and of its sub-folders, which are recreated in `saved_path` with mode 0o700) is saved as
    ``<name>_obf.ckpt``; other files are skipped.

    `target_modules` is the older short form: ``['body', 'fc1|fc2']`` multiplies the weights and biases of
    ``body.fc1`` and ``body.fc2`` by one ratio and returns ``{'obf_metadata': 1 / ratio}``. A network whose
    code multiplies the outputs of those layers by that value (after the following layer for stacked layers)
    computes the original results (to float16 precision of the inverse).

    Args:
        network (nn.Cell): The network the checkpoints belong to (used to check `target_modules`).
        ckpt_files (str): The folder holding the checkpoint files.
        target_modules (list[str], optional): ``[path, 'name1|name2']`` with an optional third item
            ``'obfuscate_layers:all'`` or ``'obfuscate_layers:<int>'``; used when `obf_config` is ``None``.
            Default: ``None``.
        obf_config (dict, optional): The obfuscation configuration, with the lists ``'obf_metadata_config'``,
            ``'weight_obf_config'`` and ``'network_obf_config'``. Default: ``None``.
        saved_path (str, optional): The existing folder receiving the obfuscated files. Default: ``'./'``.
        obfuscate_scale (Union[float, int], optional): The ratios are drawn below this bound (greater than 1).
            Default: ``100``.

    Returns:
        dict[str, numpy.ndarray], the kept metadata by name (with ``'metadata_op': 'invert'``, the inverses).

    Raises:
        TypeError: If `network` is not a Cell, `ckpt_files` or `saved_path` is not a str or not a folder,
            `target_modules` is not a list of str, or `obf_config` is not a dict or has a wrongly typed entry.
        ValueError: If `ckpt_files` or `saved_path` does not exist, `target_modules` is malformed or names
            nothing in `network`, `obf_config` is empty, or `obfuscate_scale` is not larger than 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> class Body(nn.Cell):
        ...     def __init__(self):
        ...         super().__init__()
        ...         self.fc1 = nn.Dense(4, 3, weight_init='ones', bias_init='ones')
        ...         self.fc2 = nn.Dense(3, 2, weight_init='ones', bias_init='zeros')
        >>> class Net(nn.Cell):
        ...     def __init__(self):
        ...         super().__init__()
        ...         self.body = Body()
        ...         self.head = nn.Dense(2, 1, weight_init='ones')
        >>> folder, out = tempfile.mkdtemp(), tempfile.mkdtemp()
        >>> net = Net()
        >>> ms.save_checkpoint(net, os.path.join(folder, "model.ckpt"))
        >>> np.random.seed(7)
        >>> metadata = ms.obfuscate_ckpt(net, folder, target_modules=['body', 'fc1|fc2'], saved_path=out,
        ...                              obfuscate_scale=20)
        >>> print(metadata)
        {'obf_metadata': array([0.0625], dtype=float16)}
        >>> print(os.listdir(out))
        ['model_obf.ckpt']
        >>> print(ms.load_checkpoint(os.path.join(out, "model_obf.ckpt"))["body.fc1.bias"].asnumpy())
        [16. 16. 16.]
    """
    if not isinstance(network, Cell):
        raise TypeError(f"network must be nn.Cell, but got {type(network)}.")
    _check_folder('ckpt_files', ckpt_files)
    _check_folder('saved_path', saved_path)
    if obf_config is None:
        _check_target_modules(network, target_modules)
        _logger.warning(_DEPRECATION)
        obf_config = _target_modules_config(target_modules)
    if not isinstance(obf_config, dict):
        raise TypeError(f"obf_config type should be dict, but got {type(obf_config)}.")
    if not obf_config or not _check_config_part(obf_config, 'obf_metadata_config') \
            or not _check_config_part(obf_config, 'weight_obf_config'):
        raise ValueError("'obf_config' is empty or not valid, please check the input.")
    drawn, kept = _make_metadata(obf_config.get('obf_metadata_config', []), obfuscate_scale)
    if isinstance(obfuscate_scale, bool) or not isinstance(obfuscate_scale, (float, int)) or obfuscate_scale <= 1:
        raise ValueError(f"obfuscate_scale must be float or int, and larger than 1, but got {obfuscate_scale}.")
    source = os.path.realpath(ckpt_files)
    for entry in os.listdir(ckpt_files):
        full = os.path.join(source, entry)
        if Path(full).is_dir():
            target = os.path.join(os.path.realpath(saved_path), entry)
            os.makedirs(target, mode=0o700, exist_ok=True)
            for name in os.listdir(full):
                if name.endswith('.ckpt'):
                    _obfuscate_file(os.path.join(full, name), drawn, obf_config, target)
        elif entry.endswith('.ckpt'):
            _obfuscate_file(full, drawn, obf_config, saved_path)
    return kept


def load_obf_params_into_net(network, target_modules=None, obf_ratios=None, obf_config=None,
                             data_parallel_num=1, **kwargs):
    r"""
    Checks an obfuscation configuration against a network and returns the network to run obfuscated weights.

    As in MindSpore 2.10, the network is returned itself, its code unchanged: the obfuscated weights give the
    original results when the network's own code applies the metadata returned by
    :func:`mindspore.obfuscate_ckpt` (for ratios: multiplies the outputs of the obfuscated layers by it).
    `obf_ratios` and the keyword options are accepted and not used.

    Args:
        network (nn.Cell): The network that will run the obfuscated weights.
        target_modules (list[str], optional): The short form ``[path, 'name1|name2'(, 'obfuscate_layers:N')]``,
            used when `obf_config` is ``None``. Default: ``None``.
        obf_ratios (Tensor, optional): The metadata returned by :func:`mindspore.obfuscate_ckpt`. Default:
            ``None``.
        obf_config (dict, optional): The obfuscation configuration; its ``'network_obf_config'`` list is
            checked. Default: ``None``.
        data_parallel_num (int, optional): The data-parallel degree of the run. Default: ``1``.
        \*\*kwargs (dict): Further options (``ignored_func_decorators``, ``ignored_class_decorators``).

    Returns:
        nn.Cell, `network`.

    Raises:
        TypeError: If `network` is not a Cell, `target_modules` is not a list of str, or `obf_config` is not a
            dict or has a wrongly typed entry.
        ValueError: If `target_modules` is malformed or names nothing in `network`, `obf_config` is empty, or
            `data_parallel_num` is not a positive int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import tempfile, os
        >>> import mindspore as ms
        >>> from mindspore import nn, ops
        >>> import numpy as np
        >>> class Scaled(nn.Cell):
        ...     def __init__(self):
        ...         super().__init__()
        ...         self.fc1 = nn.Dense(4, 3)
        ...         self.fc2 = nn.Dense(3, 2)
        ...         self.ratio = ms.Parameter(ms.Tensor([1.0], ms.float32), name="ratio")
        ...     def construct(self, x):
        ...         return self.fc2(ops.relu(self.fc1(x) * self.ratio))
        >>> class Holder(nn.Cell):
        ...     def __init__(self):
        ...         super().__init__()
        ...         self.body = Scaled()
        ...     def construct(self, x):
        ...         return self.body(x)
        >>> folder, out = tempfile.mkdtemp(), tempfile.mkdtemp()
        >>> ms.set_seed(1)
        >>> plain = Holder()
        >>> ms.save_checkpoint(plain, os.path.join(folder, "w.ckpt"))
        >>> x = ms.Tensor(np.linspace(-1, 1, 8, dtype=np.float32).reshape(2, 4))
        >>> metadata = ms.obfuscate_ckpt(plain, folder, target_modules=['body', 'fc1'], saved_path=out)
        >>> runner = ms.load_obf_params_into_net(Holder(), target_modules=['body', 'fc1'])
        >>> _ = ms.load_checkpoint(os.path.join(out, "w_obf.ckpt"), runner)
        >>> _ = runner.body.ratio.set_data(ms.Tensor(metadata['obf_metadata'].astype(np.float32)))
        >>> print(np.allclose(runner(x).asnumpy(), plain(x).asnumpy(), rtol=1e-3, atol=1e-4))
        True
    """
    if not isinstance(network, Cell):
        raise TypeError(f"network must be nn.Cell, but got {type(network)}.")
    if obf_config is None:
        _check_target_modules(network, target_modules)
        _logger.warning(_DEPRECATION)
        obf_config = _target_modules_config(target_modules)
    if not isinstance(obf_config, dict):
        raise TypeError(f'{obf_config} should be dict type, but got {type(obf_config)}')
    if not obf_config or not _check_config_part(obf_config, 'network_obf_config'):
        raise ValueError("'obf_config' is empty or not valid, please check the input.")
    if isinstance(data_parallel_num, bool) or not isinstance(data_parallel_num, int) or data_parallel_num <= 0:
        raise ValueError(f"data_parallel_num must be positive number, but got {data_parallel_num}.")
    return network

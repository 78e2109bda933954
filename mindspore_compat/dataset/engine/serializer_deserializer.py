"""Pipelines to and from MindSpore's JSON description (``serialize`` / ``deserialize`` / ``show`` / ``compare``).

The dict is the one MindSpore 2.10 writes: one entry per operation (``op_type``, its arguments, ``children``),
keys in sorted order. The sources, samplers and operations listed in the tables below are described (and rebuilt);
a pipeline holding anything else raises a RuntimeError that names it.
"""
import json
import logging
import os

from ..core import config
from . import datasets as de
from . import datasets_vision as dv
from . import samplers as sp

__all__ = ["serialize", "deserialize", "show", "compare"]

_logger = logging.getLogger("mindspore.dataset")
_QUEUE_SIZE = 16  # the connector queue size MindSpore records for every parallel operation
_SHUFFLE_MODES = {sp.Shuffle.FALSE: 0, sp.Shuffle.FILES: 1, sp.Shuffle.GLOBAL: 2, sp.Shuffle.INFILE: 3}


def _unsupported(what):
    return RuntimeError(f"mindspore_compat cannot describe {what} in MindSpore's JSON pipeline format; "
                        f"serialize supports ImageFolder/MNIST/CIFAR sources, the samplers Sequential, Random, "
                        f"Subset, SubsetRandom and WeightedRandom, and the operations map (Python functions), "
                        f"batch, shuffle, repeat, skip, take, project and rename.")


def _workers(node):
    return config.get_num_parallel_workers() if node.num_parallel_workers is None else node.num_parallel_workers


def _sampler_dict(sampler):
    if sampler.child_sampler is not None:
        raise _unsupported("a chain of samplers")
    count = sampler.num_samples or 0
    if type(sampler) is sp.SequentialSampler:
        return {"num_samples": count, "sampler_name": "SequentialSampler", "start_index": sampler.start_index or 0}
    if type(sampler) is sp.RandomSampler:
        return {"num_samples": count, "replacement": sampler.replacement,
                "reshuffle_each_epoch": sampler.reshuffle_each_epoch, "sampler_name": "RandomSampler",
                "shuffle_mode": _SHUFFLE_MODES[sampler.get_shuffle_mode()]}
    if type(sampler) in (sp.SubsetSampler, sp.SubsetRandomSampler):
        return {"indices": [int(i) for i in sampler.indices], "num_samples": count,
                "sampler_name": type(sampler).__name__}
    if type(sampler) is sp.WeightedRandomSampler:
        return {"num_samples": count, "replacement": sampler.replacement, "sampler_name": "WeightedRandomSampler",
                "weights": [float(w) for w in sampler.weights]}
    raise _unsupported(type(sampler).__name__)


def _source_dict(node):
    out = {"children": [], "connector_queue_size": _QUEUE_SIZE, "dataset_dir": node.dataset_dir,
           "num_parallel_workers": _workers(node), "op_type": type(node).__name__,
           "sampler": _sampler_dict(node.sampler)}
    if isinstance(node, dv.ImageFolderDataset):
        out.update(class_indexing=dict(node.class_indexing), decode=bool(node.decode),
                   extensions=list(node.extensions), recursive=False)
    else:
        out["usage"] = node.usage
    return dict(sorted(out.items()))


def _operation_dict(op):
    if callable(op) and getattr(op, "__module__", "").split(".")[0] not in ("mindspore", "mindspore_compat"):
        return {"python_module": "mindspore.dataset.transforms.py_transforms_util",
                "tensor_op_name": getattr(op, "__name__", type(op).__name__)}
    raise _unsupported(f"the transform {type(op).__name__}")


def _node_dict(node):
    if len(node.parent) > 1:
        raise ValueError("The data pipeline is not a tree (i.e., one node has 2 consumers)")
    kind = type(node)
    if kind in (dv.ImageFolderDataset, dv.MnistDataset, dv.Cifar10Dataset, dv.Cifar100Dataset,
                dv.FashionMnistDataset, dv.KMnistDataset):
        return _source_dict(node)
    children = [_node_dict(child) for child in node.children]
    if kind is de.MapDataset:
        if node.callbacks:
            raise _unsupported("a map operation with callbacks")
        ops = node.operations if isinstance(node.operations, list) else [node.operations]
        columns = list(node.input_columns) if node.input_columns else []
        out = {"callback": [], "connector_queue_size": _QUEUE_SIZE, "input_columns": columns,
               "num_parallel_workers": _workers(node), "op_type": "Map",
               "operations": [_operation_dict(op) for op in ops],
               "output_columns": list(node.output_columns) if node.output_columns else columns}
    elif kind in (de.BatchDataset, de.PaddedBatchDataset):
        if callable(node.batch_size) or node.per_batch_map is not None or getattr(node, "pad_info", None):
            raise _unsupported("a batch operation with a batch size function, per_batch_map or pad_info")
        out = {"batch_size": node.batch_size, "connector_queue_size": _QUEUE_SIZE,
               "drop_remainder": bool(node.drop_remainder), "input_columns": [], "num_parallel_workers":
               _workers(node), "op_type": "Batch", "output_columns": []}
    elif kind is de.ShuffleDataset:
        out = {"buffer_size": node.buffer_size, "op_type": "Shuffle", "reset_each_epoch": node.reshuffle_each_epoch}
    elif kind in (de.RepeatDataset, de.SkipDataset, de.TakeDataset):
        out = {"count": node.count, "op_type": kind.__name__[:-len("Dataset")]}
    elif kind is de.ProjectDataset:
        out = {"columns": list(node.columns), "op_type": "Project"}
    elif kind is de.RenameDataset:
        out = {"input_columns": list(node.input_column_names), "op_type": "Rename",
               "output_columns": list(node.output_column_names)}
    else:
        raise _unsupported(f"the {kind.__name__} node")
    out["children"] = children
    return dict(sorted(out.items()))


def serialize(dataset, json_filepath=""):
    """
    Describe a pipeline as MindSpore's JSON pipeline dict (and write it to a file when `json_filepath` is given).

    The supported nodes are the ImageFolder / MNIST-style / CIFAR sources with the Sequential, Random, Subset,
    SubsetRandom or WeightedRandom sampler, and the operations ``map`` (Python functions, recorded by name as
    MindSpore records them), ``batch``, ``shuffle``, ``repeat``, ``skip``, ``take``, ``project`` and ``rename``.

    Args:
        dataset (Dataset): The last node of the pipeline.
        json_filepath (str): File to write the JSON text to. Default: ``''``, no file.

    Returns:
        dict, the description.

    Raises:
        RuntimeError: If the pipeline holds a node this description does not cover.
        ValueError: If a node of the pipeline feeds two others.
        OSError: If the file cannot be written.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "cat"))
        >>> pipeline = ds.ImageFolderDataset(root, shuffle=False).repeat(3)
        >>> described = ds.serialize(pipeline)
        >>> print(described["op_type"], described["count"], described["children"][0]["op_type"])
        Repeat 3 ImageFolderDataset
        >>> print(described["children"][0]["sampler"])
        {'num_samples': 0, 'sampler_name': 'SequentialSampler', 'start_index': 0}
    """
    described = _node_dict(dataset)
    if json_filepath:
        with open(json_filepath, "w", encoding="utf-8") as f:
            f.write(json.dumps(described, separators=(",", ":")) + "\n")
    return described


_SOURCES = {cls.__name__: cls for cls in (dv.ImageFolderDataset, dv.MnistDataset, dv.Cifar10Dataset,
                                          dv.Cifar100Dataset, dv.FashionMnistDataset, dv.KMnistDataset)}


def _sampler_from(entry):
    name, count = entry.get("sampler_name"), entry.get("num_samples") or None
    if name == "SequentialSampler":
        return sp.SequentialSampler(entry.get("start_index", 0), count)
    if name == "RandomSampler":
        return sp.RandomSampler(entry.get("replacement", False), count)
    if name in ("SubsetSampler", "SubsetRandomSampler"):
        return getattr(sp, name)(list(entry["indices"]), count)
    if name == "WeightedRandomSampler":
        return sp.WeightedRandomSampler(list(entry["weights"]), count, entry.get("replacement", True))
    raise _unsupported(f"the sampler {name}")


def _node_from(entry):
    kind = entry.get("op_type")
    if kind in _SOURCES:
        kwargs = dict(sampler=_sampler_from(entry["sampler"]), num_parallel_workers=entry["num_parallel_workers"])
        if kind == "ImageFolderDataset":
            kwargs.update(extensions=entry.get("extensions") or None, decode=entry.get("decode", False),
                          class_indexing=entry.get("class_indexing") or None)
        else:
            kwargs["usage"] = entry.get("usage")
        return _SOURCES[kind](entry["dataset_dir"], **kwargs)
    children = [_node_from(child) for child in entry.get("children", [])]
    if len(children) != 1:
        raise _unsupported(f"the {kind} node with {len(children)} inputs")
    child = children[0]
    if kind == "Batch":
        return child.batch(entry["batch_size"], entry["drop_remainder"], entry["num_parallel_workers"])
    if kind == "Shuffle":
        return child.shuffle(entry["buffer_size"])
    if kind in ("Repeat", "Skip", "Take"):
        return getattr(child, kind.lower())(entry["count"])
    if kind == "Project":
        return child.project(entry["columns"])
    if kind == "Rename":
        return child.rename(entry["input_columns"], entry["output_columns"])
    if kind == "Map":
        names = [op.get("tensor_op_name") for op in entry.get("operations", [])]
        raise RuntimeError(f"The map operation of this pipeline records the Python functions {names} by name "
                           f"only; they cannot be rebuilt from the JSON description.")
    raise _unsupported(f"the {kind} node")


def deserialize(input_dict=None, json_filepath=None):
    """
    Rebuild a pipeline from the dict :func:`serialize` returns, or from the JSON file it wrote (the file wins
    when both are given). Relative dataset folders are taken from the current directory.

    Args:
        input_dict (dict, optional): The description. Default: ``None``.
        json_filepath (str, optional): A JSON file written by :func:`serialize`. Default: ``None``.

    Returns:
        Dataset, the rebuilt pipeline.

    Raises:
        RuntimeError: If the description holds a node that cannot be rebuilt (a ``map`` of Python functions
            among them).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for name in ("a", "b"):
        ...     os.makedirs(os.path.join(root, "cat"), exist_ok=True)
        ...     open(os.path.join(root, "cat", name + ".jpg"), "wb").close()
        >>> pipeline = ds.ImageFolderDataset(root, shuffle=False).batch(2).repeat(2)
        >>> again = ds.deserialize(input_dict=ds.serialize(pipeline))
        >>> print(again.get_dataset_size(), ds.compare(pipeline, again))
        2 True
    """
    data = None
    if input_dict:
        data = _node_from(input_dict)
    if json_filepath:
        with open(os.path.realpath(json_filepath), encoding="utf-8") as f:
            data = _node_from(json.load(f))
    return data


def show(dataset, indentation=2):
    """
    Log the JSON description of a pipeline (:func:`serialize`) at INFO level on the ``mindspore.dataset`` logger.

    Args:
        dataset (Dataset): The last node of the pipeline.
        indentation (int, optional): JSON indentation; ``None`` writes one line. Default: ``2``.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "cat"))
        >>> ds.show(ds.ImageFolderDataset(root).take(1))
    """
    _logger.info(json.dumps(serialize(dataset), indent=indentation))


def compare(pipeline1, pipeline2):
    """
    Whether two pipelines have the same JSON description (:func:`serialize`).

    Args:
        pipeline1 (Dataset): A pipeline.
        pipeline2 (Dataset): Another pipeline.

    Returns:
        bool, whether they are described alike.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "cat"))
        >>> first = ds.ImageFolderDataset(root, shuffle=False).take(2)
        >>> second = ds.ImageFolderDataset(root, shuffle=False).take(3)
        >>> print(ds.compare(first, second), ds.compare(first, first))
        False True
    """
    return serialize(pipeline1) == serialize(pipeline2)

"""Checkpoint tools of distributed training (``mindspore.parallel``)."""
import glob
import os

from ..train.serialization import load_checkpoint

__all__ = ["load_segmented_checkpoints"]


def load_segmented_checkpoints(ckpt_file_dir, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                               dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """
    Load every ``.ckpt`` file of a folder (a checkpoint saved in several parts) and return the merged parameters.

    Each file is read with :func:`mindspore.load_checkpoint` (and, when `net` is given, loaded into it); later
    files win for names that appear twice.

    Args:
        ckpt_file_dir (str): The folder holding the ``.ckpt`` files.
        net (Cell, optional): The network to load the parameters into. Default: ``None``.
        strict_load (bool, optional): Require exact parameter names when loading into `net`. Default: ``False``.
        filter_prefix (Union[str, list[str], tuple[str]], optional): Skip parameters whose names start with it.
            Default: ``None``.
        dec_key (Union[None, bytes], optional): Decryption key. Default: ``None``.
        dec_mode (str, optional): Decryption mode. Default: ``"AES-GCM"``.
        specify_prefix (Union[str, list[str], tuple[str]], optional): Load only parameters whose names start with
            it. Default: ``None``.
        choice_func (function, optional): Called with each parameter name; only names for which it returns True
            are loaded. Default: ``None``.

    Returns:
        dict, parameter name to Parameter, over all files.

    Raises:
        TypeError: If `ckpt_file_dir` is not a str.
        ValueError: If `ckpt_file_dir` is not a folder.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> from mindspore.parallel import load_segmented_checkpoints
        >>> folder = tempfile.mkdtemp()
        >>> ms.save_checkpoint(nn.Dense(3, 2), os.path.join(folder, "part0.ckpt"))
        >>> params = load_segmented_checkpoints(folder)
        >>> print(sorted(params))
        ['bias', 'weight']
    """
    if not isinstance(ckpt_file_dir, str):
        raise TypeError("The ckpt_file_dir should be a str.")
    if not os.path.isdir(ckpt_file_dir):
        raise ValueError(f"The dst_strategy_file: {ckpt_file_dir} doesn't exist. Or it's not a directory")
    merged = {}
    for path in sorted(glob.glob(os.path.join(ckpt_file_dir, "*.ckpt"))):
        merged.update(load_checkpoint(path, net, strict_load, filter_prefix, dec_key, dec_mode, specify_prefix,
                                      choice_func))
    return merged

"""BackupAndRestore: backs the training network up at epoch ends and restores it when training restarts."""
import logging
import os

from ..._checkparam import check_bool, check_positive_int
from ._callback import Callback
from ._checkpoint import _force_remove, _make_directory
from ..serialization import load_checkpoint
from ..serialization import save_checkpoint

__all__ = ["BackupAndRestore"]

_logger = logging.getLogger("mindspore")


class BackupAndRestore(Callback):
    """
    Saves the training network to ``backup_dir/backup.ckpt`` at the end of epochs, and loads that file into the
    network when training begins, so that an interrupted run resumes from its last backup.

    Note:
        Only for training.

    Args:
        backup_dir (str): The folder of the backup file (created if missing).
        save_freq (Union["epoch", int], optional): ``"epoch"`` backs up after every epoch, an int ``n`` after
            every ``n``-th epoch. Default: ``"epoch"``.
        delete_checkpoint (bool, optional): Remove the backup file when training ends. Default: ``True``.

    Raises:
        TypeError: If `backup_dir` is not a str, `save_freq` is neither ``"epoch"`` nor an int, or
            `delete_checkpoint` is not a bool.
        ValueError: If `backup_dir` is blank or `save_freq` is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> from mindspore import nn
        >>> from mindspore.train.callback import BackupAndRestore, RunContext, _InternalCallbackParam
        >>> backup_dir = tempfile.mkdtemp()
        >>> net = nn.Dense(3, 2)
        >>> cb_params = _InternalCallbackParam(train_network=net, cur_epoch_num=1)
        >>> run_context = RunContext(cb_params)
        >>> backup = BackupAndRestore(backup_dir, delete_checkpoint=False)
        >>> backup.on_train_begin(run_context)
        >>> backup.on_train_epoch_end(run_context)
        >>> print(os.listdir(backup_dir))
        ['backup.ckpt']
    """

    def __init__(self, backup_dir, save_freq="epoch", delete_checkpoint=True):
        super().__init__()
        self.backup_file = os.path.join(_make_directory(backup_dir), "backup.ckpt")
        self.save_freq = 1 if save_freq == "epoch" else check_positive_int(save_freq, "save_freq")
        self.delete_checkpoint = check_bool(delete_checkpoint, "delete_checkpoint")

    def on_train_begin(self, run_context):
        """
        Load the backup file into the training network, if it exists.

        Args:
            run_context (RunContext): The training context.
        """
        path = self.backup_file
        if not os.path.exists(path):
            return
        _logger.info("Restore checkpoint file is %s, load checkpoint into train net.", path)
        load_checkpoint(path, net=run_context.original_args().train_network)

    def on_train_epoch_end(self, run_context):
        """
        Save the training network to the backup file every `save_freq` epochs.

        Args:
            run_context (RunContext): The training context.
        """
        state = run_context.original_args()
        if state.cur_epoch_num % self.save_freq:
            return
        _logger.info("Train task end, backup checkpoint file: %s.", self.backup_file)
        save_checkpoint(state.train_network, self.backup_file)

    def on_train_end(self, run_context):
        """
        Remove the backup file, if `delete_checkpoint`.

        Args:
            run_context (RunContext): The training context.
        """
        state = run_context.original_args()
        if self.delete_checkpoint:
            _logger.info("Delete restore checkpoint file %s at %s epoch.", self.backup_file, state.cur_epoch_num)
            _force_remove(self.backup_file)

"""LambdaCallback: a callback made of functions."""
from ._callback import Callback

__all__ = ["LambdaCallback"]


def _nothing(run_context):
    return None


class LambdaCallback(Callback):
    """
    A callback built from functions: each argument given replaces the stage method of the same name; the other
    stages do nothing. Every function receives one positional argument, the `run_context`.

    .. warning::
        An experimental API of MindSpore: it may change or be removed in a later version.

    Args:
        on_train_epoch_begin (Function, optional): Called at the beginning of each training epoch. Default: ``None``.
        on_train_epoch_end (Function, optional): Called at the end of each training epoch. Default: ``None``.
        on_train_step_begin (Function, optional): Called at the beginning of each training step. Default: ``None``.
        on_train_step_end (Function, optional): Called at the end of each training step. Default: ``None``.
        on_train_begin (Function, optional): Called at the beginning of training. Default: ``None``.
        on_train_end (Function, optional): Called at the end of training. Default: ``None``.
        on_eval_epoch_begin (Function, optional): Called at the beginning of the evaluation epoch. Default: ``None``.
        on_eval_epoch_end (Function, optional): Called at the end of the evaluation epoch. Default: ``None``.
        on_eval_step_begin (Function, optional): Called at the beginning of each evaluation step. Default: ``None``.
        on_eval_step_end (Function, optional): Called at the end of each evaluation step. Default: ``None``.
        on_eval_begin (Function, optional): Called at the beginning of evaluation. Default: ``None``.
        on_eval_end (Function, optional): Called at the end of evaluation. Default: ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train.callback import LambdaCallback, RunContext, _InternalCallbackParam
        >>> cb_params = _InternalCallbackParam(cur_epoch_num=3)
        >>> run_context = RunContext(cb_params)
        >>> lambda_callback = LambdaCallback(
        ...     on_train_epoch_end=lambda run_context: print("epoch", run_context.original_args().cur_epoch_num))
        >>> lambda_callback.on_train_epoch_end(run_context)
        epoch 3
        >>> lambda_callback.on_train_step_end(run_context)
    """

    def __init__(self, on_train_epoch_begin=None, on_train_epoch_end=None,
                 on_train_step_begin=None, on_train_step_end=None, on_train_begin=None, on_train_end=None,
                 on_eval_epoch_begin=None, on_eval_epoch_end=None,
                 on_eval_step_begin=None, on_eval_step_end=None, on_eval_begin=None, on_eval_end=None):
        super().__init__()
        self.on_train_epoch_begin = on_train_epoch_begin or _nothing
        self.on_train_epoch_end = on_train_epoch_end or _nothing
        self.on_train_step_begin = on_train_step_begin or _nothing
        self.on_train_step_end = on_train_step_end or _nothing
        self.on_train_begin = on_train_begin or _nothing
        self.on_train_end = on_train_end or _nothing
        self.on_eval_epoch_begin = on_eval_epoch_begin or _nothing
        self.on_eval_epoch_end = on_eval_epoch_end or _nothing
        self.on_eval_step_begin = on_eval_step_begin or _nothing
        self.on_eval_step_end = on_eval_step_end or _nothing
        self.on_eval_begin = on_eval_begin or _nothing
        self.on_eval_end = on_eval_end or _nothing

"""``mindspore.train.train_thor.model_thor``: ModelThor, the Model that :class:`ConvertModelUtils` returns."""
from ...nn.wrap import TrainOneStepCell
from ..model import Model

__all__ = ["ModelThor"]


class ModelThor(Model):
    """
    A :class:`mindspore.train.Model` for THOR: in dataset sink mode the ``thor`` flag of the training network
    (its Thor layers and the THOR optimizer) is set on the first step of every `frequency` steps, where the
    statistics are recorded and the inverses recomputed, and cleared on the others, where the stored inverses are
    reused; the callbacks hear the end of the THOR step and of each group (not of the steps between), as in
    MindSpore on GPU. Without sink mode every step recomputes them. Evaluation inside a sink-mode training is not
    supported.

    Args:
        network (Cell): The network to train, or a TrainOneStepCell holding the THOR optimizer.
        loss_fn (Cell): The loss function. Default: ``None`` .
        optimizer (Cell): The THOR optimizer. Default: ``None`` .
        metrics (Union[dict, set]): Metrics for evaluation. Default: ``None`` .
        eval_network (Cell): Network for evaluation. Default: ``None`` .
        eval_indexes (list): Positions of loss, prediction and label in the outputs of `eval_network`.
            Default: ``None`` .
        amp_level (str): Mixed precision level. Default: ``"O0"`` .
        kwargs: ``loss_scale_manager`` and ``keep_batchnorm_fp32`` as for Model.
    """

    def __init__(self, network, loss_fn=None, optimizer=None, metrics=None, eval_network=None,
                 eval_indexes=None, amp_level="O0", **kwargs):
        super().__init__(network, loss_fn, optimizer, metrics, eval_network, eval_indexes, amp_level, **kwargs)
        owner = network.optimizer if isinstance(network, TrainOneStepCell) else optimizer
        self._frequency = owner.get_frequency()
        self._thor_steps = 0

    def _run_training(self, epoch, dataset, callbacks, sink_mode, steps, initial_epoch, validation, sink_size):
        if sink_mode and validation[0]:
            raise ValueError("Evaluation in training is currently not supported in the second-order scenario of "
                             "thor.")
        self._thor_steps = 0
        super()._run_training(epoch, dataset, callbacks, sink_mode, steps, initial_epoch, validation, sink_size)

    def _train_step(self, row, cb_params, stages, manager_on_host):
        if not cb_params.dataset_sink_mode:
            return super()._train_step(row, cb_params, stages, manager_on_host)
        # a group of `frequency` steps: one THOR step, then frequency - 1 steps on the stored inverses; as on
        # MindSpore's GPU, the callbacks hear the end of the THOR step and the end of the group only
        position = self._thor_steps % self._frequency
        self._thor_steps += 1
        self._train_network.add_flags_recursive(thor=position == 0)
        if position in (0, self._frequency - 1):
            return super()._train_step(row, cb_params, stages, manager_on_host)
        return super()._train_step(row, cb_params, _StepEndMuted(stages), manager_on_host)


class _StepEndMuted:
    """The training stages of a step whose end the callbacks do not hear."""

    def __init__(self, stages):
        self._stages = stages

    def __call__(self, stage):
        if stage != "step_end":
            self._stages(stage)

    @property
    def stopped(self):
        return self._stages.stopped

from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

"""``mindspore.train.train_thor.convert_utils``: ConvertNetUtils and ConvertModelUtils."""
from ...nn.optim.thor import convert_to_thor_net as _convert_to_thor_net, _CONVERTERS
from ...nn.wrap import TrainOneStepCell
from .model_thor import ModelThor

__all__ = ["ConvertNetUtils", "ConvertModelUtils"]


class ConvertNetUtils:
    """
    Rewrites a network for THOR: its trainable Dense, Conv2d, Embedding and EmbeddingLookup cells are replaced by
    DenseThor, Conv2dThor, EmbeddingThor and EmbeddingLookupThor, which compute the same outputs and record the
    second-order statistics the optimizer :func:`mindspore.nn.thor` uses.

    Examples:
        >>> from mindspore import nn
        >>> from mindspore.train import ConvertNetUtils
        >>> net = nn.SequentialCell([nn.Dense(4, 3), nn.ReLU(), nn.Dense(3, 1)])
        >>> ConvertNetUtils().convert_to_thor_net(net)
        >>> print([type(cell).__name__ for cell in net.cells()])
        ['DenseThor', 'ReLU', 'DenseThor']
    """

    def __init__(self):
        # the layer classes that are replaced, each with the function building its Thor version
        self._convert_method_map = dict(_CONVERTERS)

    def convert_to_thor_net(self, net):
        """
        Replace, in place, the layers of `net` that THOR preconditions by their Thor versions.

        A Dense layer keeps its weight values and its bias Parameter and runs in float32 on GPU, float16 elsewhere
        (except a 1001-way classifier); an Embedding keeps its table; a Conv2d keeps its weight values but gets a
        new zero bias. Layers whose Parameters are frozen, or whose path contains ``wide`` (Dense / Conv2d), stay.
        The new layers' Parameters are named after their place in `net`.

        Note:
            :func:`mindspore.nn.thor` calls this itself.

        Args:
            net (Cell): The network to convert.

        Supported Platforms:
            ``Ascend`` ``GPU``

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.train import ConvertNetUtils
            >>> net = nn.SequentialCell([nn.Conv2d(1, 2, 3), nn.Flatten(), nn.Dense(18, 2)])
            >>> ConvertNetUtils().convert_to_thor_net(net)
            >>> print([p.name for p in net.untrainable_params()])
            ['0.a_normalizer', '0.g_normalizer', '0.matrix_a_cov', '0.matrix_g_cov', '2.matrix_a', '2.matrix_g']
        """
        _convert_to_thor_net(net, self._convert_method_map)


class ConvertModelUtils:
    """
    Turns a :class:`mindspore.train.Model` into one that trains with THOR.
    """

    @staticmethod
    def convert_to_thor_model(model, network, loss_fn=None, optimizer=None, metrics=None, amp_level="O0",
                              loss_scale_manager=None, keep_batchnorm_fp32=False):
        """
        Return a Model that trains with THOR when `optimizer` is the one :func:`mindspore.nn.thor` returned,
        else `model` unchanged.

        The new Model (a ``ModelThor``) trains like :class:`mindspore.train.Model`; in dataset sink mode it sets
        THOR's ``thor`` flag on the first step of every `frequency` steps (statistics recorded, inverses
        recomputed) and clears it on the others (the stored inverses are reused).

        Args:
            model (Model): The Model to replace.
            network (Cell): The network to train (or a TrainOneStepCell holding the THOR optimizer).
            loss_fn (Cell): The loss function. Default: ``None`` .
            optimizer (Cell): The optimizer. Default: ``None`` .
            metrics (Union[dict, set]): Metrics for evaluation, e.g. ``{'accuracy'}``. Default: ``None`` .
            amp_level (str): Mixed precision level, ``"O0"`` , ``"O2"`` , ``"O3"`` or ``"auto"`` .
                Default: ``"O0"`` .
            loss_scale_manager (Union[None, LossScaleManager]): The loss scale manager. Default: ``None`` .
            keep_batchnorm_fp32 (bool): Keep BatchNorm in float32. Default: ``False`` .

        Returns:
            Model, the Model to train with.

        Supported Platforms:
            ``Ascend`` ``GPU``

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor, nn
            >>> from mindspore.train import ConvertModelUtils, Model
            >>> net = nn.SequentialCell([nn.Dense(4, 3), nn.ReLU(), nn.Dense(3, 1)])
            >>> lr = Tensor(np.full([20], 0.05, np.float32))
            >>> damping = Tensor(np.full([20], 0.1, np.float32))
            >>> opt = nn.thor(net, lr, damping, momentum=0.9, batch_size=8, frequency=4)
            >>> loss = nn.MSELoss()
            >>> model = Model(net, loss_fn=loss, optimizer=opt)
            >>> model = ConvertModelUtils.convert_to_thor_model(model, network=net, loss_fn=loss, optimizer=opt)
            >>> print(type(model).__name__)
            ModelThor
        """
        if type(optimizer).__name__ in ("ThorAscend", "ThorGpu"):
            if isinstance(network, TrainOneStepCell):
                return ModelThor(network=network)
            return ModelThor(network=network, loss_fn=loss_fn, optimizer=optimizer, amp_level=amp_level,
                             loss_scale_manager=loss_scale_manager, keep_batchnorm_fp32=keep_batchnorm_fp32,
                             metrics=metrics)
        return model


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

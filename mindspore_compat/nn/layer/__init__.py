"""Layers (``mindspore.nn.layer``)."""
from . import container, activation, basic, conv, normalization, pooling, embedding
from .container import *  # noqa: F401,F403
from .activation import *  # noqa: F401,F403
from .basic import *  # noqa: F401,F403
from .conv import *  # noqa: F401,F403
from .normalization import *  # noqa: F401,F403
from .pooling import *  # noqa: F401,F403
from .embedding import *  # noqa: F401,F403
# nnlayers: recurrent, transformer and further layers
from . import rnn_cells, rnns, transformer, padding
from .rnn_cells import *  # noqa: F401,F403
from .rnns import *  # noqa: F401,F403
from .transformer import *  # noqa: F401,F403
from .padding import *  # noqa: F401,F403

__all__ = (list(container.__all__) + list(activation.__all__) + list(basic.__all__) + list(conv.__all__)
           + list(normalization.__all__) + list(pooling.__all__) + list(embedding.__all__))
__all__ += list(rnn_cells.__all__) + list(rnns.__all__) + list(transformer.__all__) + list(padding.__all__)
# nncells: image and math cells (the basic.py cells come with basic.__all__)
from . import image, math, channel_shuffle, dense, combined
from .image import *  # noqa: F401,F403
from .math import *  # noqa: F401,F403
from .channel_shuffle import *  # noqa: F401,F403
from .dense import *  # noqa: F401,F403
from .combined import *  # noqa: F401,F403

__all__ += list(image.__all__) + list(math.__all__) + list(channel_shuffle.__all__) + list(dense.__all__)
__all__ += list(combined.__all__)
# second-order (THOR) layers
from . import thor_layer
from .thor_layer import *  # noqa: F401,F403

__all__ += list(thor_layer.__all__)

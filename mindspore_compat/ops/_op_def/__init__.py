"""The operator registry's entries, one module per family (``array_def``, ``math_def`` ...).

Importing this package registers every operator; :func:`mindspore_compat.ops._registry.export` then places the
views in ``ops.function.<family>_func`` and ``ops.operations.<family>_ops``.
"""
from . import (array_def, math_def, nn_def, special_def, tail_def, conv_pool_def, block_def, image_def, seq_def,
               optim_def, segment_def, window_def, range_def, detect_def, loss_def, spectral_def, random_def,
               matrix_def, index_def, linalg_def, ascend_twin_def, prim_more_def, fused_def, rnn_def,
               image_prim_def, fused2_def, control_def)

__all__ = []

"""Shared front half of the per-parameter optimizers (Adagrad, Adadelta, AdaMax, ASGD, Rprop, ...).

These optimizers update one parameter at a time with plain torch arithmetic in the order of MindSpore's kernels;
the gradient pipeline (weight decay, gradient centralization, loss scale) and the learning rates come from the
:class:`Optimizer` base, exactly as for the foreach optimizers.
"""
import torch


def prepared_step(opt, gradients):
    """Run the base pipeline for one step: returns (gradients as torch tensors, learning rate per parameter).

    The global step is advanced here, after the learning rates were read (MindSpore's order). A learning rate is
    a Python float for a fixed rate and a 0-d float32 tensor for a dynamic one."""
    gts = opt._grads_t(gradients)
    gts = opt._decay_weight_t(gts)
    gts = opt._gc_t(gts)
    gts = opt._scale_grad_t(gts)
    lrs = opt._lrs_t()
    opt._step_t()
    return gts, [lrs[i] for i in opt._lr_index]


def as_tensor_like(value, ref):
    """`value` (float or 0-d tensor) as a 0-d tensor of `ref`'s dtype and device."""
    if isinstance(value, torch.Tensor):
        return value.to(device=ref.device, dtype=ref.dtype)
    return torch.tensor(value, dtype=ref.dtype, device=ref.device)

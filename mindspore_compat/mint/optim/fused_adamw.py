"""``mint.optim.FusedAdamW``: AdamW (MindSpore fuses the per-Parameter kernels; the update is the same)."""
import torch

from ...common.parameter import ParameterTuple
from .adamw import AdamW, _check_types
from ...experimental.optim import adamw as _e
from ..._viewdoc import cls_view

__all__ = ["FusedAdamW"]


@cls_view("AdamW computed as one fused update over all Parameters; numerically the update of "
          ":class:`mindspore.mint.optim.AdamW`.", inputs=_e._IN, outputs="bool, True.",
          key="mindspore.mint.optim.FusedAdamW",
          weight_decay="(float): The decoupled weight decay. Default: ``1e-2``.", **_e._ADAM_ARGS)
class FusedAdamW(AdamW):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)

    def inject_group_amsgrad_states(self):
        """Make every group agree with the optimizer's `amsgrad` setting: with amsgrad each group gets its slice of
        the ``max_exp_avg_sq`` states under ``'max_exp_avg_sq'``; without, the key is removed.

        Raises:
            ValueError: If a group asks for a different `amsgrad` than the optimizer.
        """
        amsgrad = bool(self.defaults["amsgrad"])
        for i, group in enumerate(self.param_groups):
            flag = bool(group.get("amsgrad", amsgrad))
            if flag != amsgrad:
                raise ValueError(f"{self.cls_name} does not support mixed amsgrad across param_groups. Init "
                                 f"amsgrad={amsgrad}, but group[{i}] amsgrad={flag}.")
            group["amsgrad"] = amsgrad
            if amsgrad:
                lo, hi = self.group_start_id[i], self.group_start_id[i + 1]
                group["max_exp_avg_sq"] = ParameterTuple(tuple(self.max_exp_avg_sq[lo:hi]))
            else:
                group.pop("max_exp_avg_sq", None)

    def contiguous_params(self, start_id, end_id, param_group):
        """Move the Parameters ``start_id:end_id`` and their moments into one flat buffer each (the Parameters
        become views of it), so the update touches contiguous memory.

        Args:
            start_id (int): The first Parameter index of the group.
            end_id (int): One past the last Parameter index of the group.
            param_group (dict): The group (unchanged).
        """
        if end_id - start_id <= 1:
            return
        with torch.no_grad():
            for seq in (self.parameters, self.exp_avg, self.exp_avg_sq, self.max_exp_avg_sq):
                items = list(seq[start_id:end_id])
                flat = torch.cat([p._t.detach().reshape(-1) for p in items])
                at = 0
                for p in items:
                    n = p._t.numel()
                    p._t.data = flat[at:at + n].view(p._t.shape)
                    at += n

    def set_contiguous_params(self):
        """Call :meth:`contiguous_params` for every group."""
        for i, group in enumerate(self.param_groups):
            self.contiguous_params(self.group_start_id[i], self.group_start_id[i + 1], group)

"""Matching the arguments of a compiled call against placeholder Tensors of dynamic shape.

A placeholder (``Tensor(shape=[None, 3], dtype=...)``, see ``common/tensor.py``) describes an input: its dtype,
its rank (unless it is ``(-2,)``), its known lengths, and for each unknown dimension (``-1``) optionally a
``Symbol`` with bounds. Each call checks its tensors against the description, with MindSpore's errors, and marks
the unknown dimensions dynamic for ``torch.compile``, so that one compiled graph serves every length.
"""
from ...common.tensor import Tensor
from ..._backend import compile as _compile

# MindSpore's wording differs between Cell.set_inputs and the enable_dynamic decorator
SET_INPUTS, ENABLE_DYNAMIC = "set_inputs", "enable_dynamic"


def _symbols(spec):
    """The Symbol of each dimension of a placeholder (``None`` where it has none)."""
    symbolic = spec.symbolic_shape
    if symbolic is None:
        return [None] * len(spec.shape)
    if len(symbolic) == 1 and getattr(symbolic[0], "__ms_symbol__", False):  # Tensor(shape=Symbol(...))
        return symbolic
    return [s if isinstance(s, dict) else None for s in symbolic]


def _check_symbol(facts, value, shape, axis, index, unique_seen):
    where = f"The {axis + 1}th shape value of {index + 1}th actual input args"
    tail = f"Actual shape: {list(shape)}, axis: {axis}."
    if not isinstance(facts, dict):
        facts = facts.to_dict()
    low, high = facts.get("min", 1), facts.get("max")
    d, r = facts.get("divisor", 1), facts.get("remainder", 0)
    if high is not None and value > high:
        raise ValueError(f"{where} must be less than or equal to the 'max' value '{high}' of `Symbol`, but got "
                         f"'{value}'. {tail}")
    if value < low:
        raise ValueError(f"{where} must be greater than or equal to the 'min' value '{low}' of `Symbol`, but got "
                         f"'{value}'. {tail}")
    if (value - r) % d or value - r < d:
        raise ValueError(f"{where} must match the 'divisor'(d) and 'remainder'(d) of `Symbol`. The value should be "
                         f"'d * N + r' for 'N > 0', got d={d} and r={r}, but actual shape value is '{value}'. {tail}")
    if "id" in facts:
        previous = unique_seen.setdefault(facts["id"], value)
        if previous != value:
            raise ValueError(f"{where} is a unique symbol, all values must be the same. The previous value is "
                             f"{previous}, but the current value is {value}. {tail}")


def _check_tensor(arg, spec, index, kind, unique_seen):
    """Check one tensor argument against one placeholder and return the dimensions to mark dynamic."""
    if arg.dtype != spec.dtype:
        if kind == SET_INPUTS:
            raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {index + 1}th type should be "
                            f"Tensor[{spec.dtype}], but got Tensor[{arg.dtype}]!")
        raise TypeError(f"When using decorator enable_dynamic, input tensor dtype = {arg.dtype}, dynamic tensor "
                        f"dtype = {spec.dtype}, tensor dtypes are not the same.")
    expected, actual = spec.shape, arg.shape
    if expected == (-2,):  # unknown rank: any shape, every dimension dynamic
        return tuple(range(len(actual)))
    if len(expected) != len(actual):
        if kind == SET_INPUTS:
            raise ValueError(f"For set_inputs and tuple(list) in set_inputs, the dims of {index + 1}th input must be "
                             f"the same as expected, but got expected: {len(expected)}, and input: {len(actual)}!")
        raise ValueError(f"When using decorator enable_dynamic, input tensor shape = ({list(actual)}), dynamic "
                         f"tensor shape = ({list(expected)}), tensor shapes are not the same.")
    dims = []
    for axis, (want, got, symbol) in enumerate(zip(expected, actual, _symbols(spec))):
        if want == -1:
            if symbol is not None:
                _check_symbol(symbol, got, actual, axis, index, unique_seen)
            dims.append(axis)
        elif want != got:
            if kind == SET_INPUTS:
                raise ValueError(f"For set_inputs and tuple(list) in set_inputs, the shape of {index + 1}th input "
                                 f"must be the same as expected, but got expected: {want}, and input: {got}!")
            raise ValueError(f"When using decorator enable_dynamic, input tensor shape = {list(actual)}, dynamic "
                             f"tensor shape = {list(expected)}, tensor shapes are not the same.")
    return tuple(dims)


def match(arg, spec, index, kind, unique_seen):
    """Check `arg` (a Tensor, or a tuple/list of them) against `spec` (a placeholder or a tuple/list of them)
    and mark the unknown dimensions of its tensors dynamic for the compiler."""
    if isinstance(spec, (tuple, list)):
        if kind == ENABLE_DYNAMIC and not (isinstance(arg, (tuple, list)) and getattr(arg, "__ms_mutable__", 0)):
            raise ValueError("When using decorator enable_dynamic, the corresponding attribute of input should "
                             "be mutable(tuple/list)")
        if not isinstance(arg, (tuple, list)):
            raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {index + 1}th should be a tuple or "
                            f"list of {len(spec)} Tensors, but got {type(arg).__name__}!")
        for item, item_spec in zip(arg, spec):
            match(item, item_spec, index, kind, unique_seen)
        return
    if not isinstance(spec, Tensor):
        return  # a constant: nothing to check or mark
    if not isinstance(arg, Tensor):
        raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {index + 1}th should be mutable one, but "
                        f"got static!")
    dims = _check_tensor(arg, spec, index, kind, unique_seen)
    if dims:
        _compile.mark_dynamic(arg._t, dims)

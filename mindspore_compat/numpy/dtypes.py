"""The dtype names of ``mindspore.numpy`` (MindSpore dtypes; ``int_`` and ``float_`` are int32 and float32) and the
promotion helpers."""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._view import make

bool_ = mstype.bool_
int8, int16, int32, int64 = mstype.int8, mstype.int16, mstype.int32, mstype.int64
uint8, uint16, uint32, uint64 = mstype.uint8, mstype.uint16, mstype.uint32, mstype.uint64
float16, float32, float64 = mstype.float16, mstype.float32, mstype.float64
int_, float_ = mstype.int32, mstype.float32

_ORDER = [bool_, uint8, int8, int16, uint16, int32, uint32, int64, uint64, float16, float32, float64]


def _promote(type1, type2):
    if type1 == type2:
        return type1
    f1, f2 = type1 in (float16, float32, float64), type2 in (float16, float32, float64)
    if f1 != f2:                                    # a float beats any integer, at the float's width
        return type1 if f1 else type2
    return max(type1, type2, key=_ORDER.index)


promote_types = make("promote_types", "type1, type2", _promote,
                     "The smallest dtype both dtypes convert to safely (a float dtype beats any integer dtype).",
                     type1="(mindspore.dtype): The first dtype.", type2="(mindspore.dtype): The second dtype.")


def _result_type(*arrays_and_dtypes):
    out = None
    for a in arrays_and_dtypes:
        if isinstance(a, Tensor):
            d = a.dtype
        elif isinstance(a, bool):
            d = bool_
        elif isinstance(a, int):
            d = int32
        elif isinstance(a, float):
            d = float32
        else:
            d = a
        out = d if out is None else _promote(out, d)
    return out


result_type = make("result_type", "*arrays_and_dtypes", _result_type,
                   "The dtype of a result combining the given tensors, numbers and dtypes.")

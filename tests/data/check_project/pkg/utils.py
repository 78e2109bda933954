from mindspore import ops as O
import mindspore.common.dtype as mstype
from mindspore.nn import Dense as D, Cell

layer = D(2, 2)
y = O.ReduceSum(keep_dims=True)
t = mstype.float32

"""Python inference rules (infer_shape / infer_dtype / infer_value, check_shape / check_dtype) of the primitives
MindSpore derives from PrimitiveWithInfer / PrimitiveWithCheck, and the C++-side bases of mindspore.ops.primitive.

Every expected value, exception type and message is recorded from MindSpore 2.10.0 CPU (same inputs run in its
venv; messages compared up to their first 300 characters)."""
import pickle

import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()
from mindspore import ops, Tensor  # noqa: E402
from mindspore import dtype as mstype  # noqa: E402
from mindspore.ops import PrimitiveWithCheck, PrimitiveWithInfer  # noqa: E402
from mindspore.ops.primitive import Primitive_, PrimitiveFunction_, prim_type  # noqa: E402

T = mstype.TensorType
f32, f16, i32, i64, b, i8 = (mstype.float32, mstype.float16, mstype.int32, mstype.int64, mstype.bool_,
                            mstype.int8)
# the twelve input shapes of FusedAdaFactor (grad, param and exp_avg_sq of shape [2, 3])
S12 = [[2], [], [], [], [], [], [2, 3], [2, 3], [2, 3], [2], [3], [2, 3]]


def _ops():
    """The primitive instances the cases call (built once per test run)."""
    a = ops.Assert()
    bl = ops.BasicLSTMCell()
    bs = ops.BatchToSpace(2, [[0, 0], [0, 0]])
    cm = ops.ConfusionMatrix(3)
    dw = ops.DepthwiseConv2dNative(1, 2)
    dws = ops.DepthwiseConv2dNative(1, 3, pad_mode='same', stride=2)
    dwp = ops.DepthwiseConv2dNative(2, (2, 3), pad_mode='pad', pad=(1, 0, 2, 1), dilation=2)
    fa = ops.FusedAdaFactor()
    fg = ops.FusedAdaFactorWithGlobalNorm()
    fc = ops.FusedCastAdamWeightDecay()
    fw = ops.FusedWeightScaleApplyMomentum()
    hb = ops.HookBackward(lambda g: None)
    mu = ops.MapUniform()
    nm = ops.NMSWithMask(0.5)
    pf = ops.PyFunc(lambda x: x, [mstype.float32], [[2]], [mstype.float32, mstype.int32], [[2], [3, 1]])
    pf0 = ops.PyFunc(lambda x: None, [mstype.float32], [[2]], [], [])
    rn = ops.RNNTLoss()
    sf = ops.SparseApplyFtrlV2(0.1, 0.0, 0.0, 0.0, -0.5)
    sa = ops.SubAndFilter()
    ts = ops.TensorScatterUpdate()
    tt = ops.TensorToTuple()
    ta = ops.TupleToArray()
    xd = ops.Xdivy()
    return dict(a=a, bl=bl, bs=bs, cm=cm, dw=dw, dws=dws, dwp=dwp, fa=fa, fg=fg, fc=fc, fw=fw, hb=hb, mu=mu, nm=nm,
                pf=pf, pf0=pf0, rn=rn, sa=sa, sf=sf, ta=ta, ts=ts, tt=tt, xd=xd)


# (label, expression, "->" and the repr MindSpore printed | "!!" and "ExcType | message")
CASES = [
    ('Assert.shape1', 'a.infer_shape([1], [[2, 3]])',
     '->', '[1]'),
    ('Assert.shape0', 'a.infer_shape([], [[2, 3]])',
     '->', '[1]'),
    ('Assert.shape2', 'a.infer_shape([2], [])',
     '!!', "ValueError | For 'Assert', the 'condition[0]' must be int and must = 1, but got '2' with "
     "type 'int'."),
    ('Assert.shape_rank2', 'a.infer_shape([1, 1], [])',
     '!!', "ValueError | For 'Assert', the 'condition's rank' must be int and must <= 1, but got '2' "
     "with type 'int'."),
    ('Assert.dtype', 'a.infer_dtype(T(b), [T(f32), T(i32)])',
     '->', 'mindspore.int32'),
    ('Assert.dtype_plain', 'a.infer_dtype(b, [])',
     '->', 'mindspore.int32'),
    ('Assert.dtype_bad', 'a.infer_dtype(T(f32), [])',
     '!!', "TypeError | For 'Assert', the type of 'condition' must be in [mindspore.bool], but got "
     'Float32.'),
    ('Assert.dtype_badin', 'a.infer_dtype(T(b), [f32])',
     '!!', "TypeError | For 'Assert', the element of 'input' must be Tensor, but got Float32.The "
     'supported data types depend on the hardware that executes the operator, for more details, '
     'please refer to the MindSpore official website to get more information about the data '
     'type.'),
    ('B2S.shape', 'bs.infer_shape([4, 1, 2, 2])',
     '->', '[1, 1, 4, 4]'),
    ('B2S.shape_crop', 'ops.BatchToSpace(2, [[0, 1], [1, 0]]).infer_shape([8, 3, 2, 2])',
     '->', '[2, 3, 3, 3]'),
    ('B2S.rank', 'bs.infer_shape([4, 1, 2])',
     '!!', 'ValueError | The rank of input_x should be = BatchToSpace: 4, but got 3.'),
    ('B2S.div', 'bs.infer_shape([6, 1, 2, 2])',
     '!!', "ValueError | For 'BatchToSpace', the shape of output with index 0 must be divided exactly "
     'by block_size_prod, but got the shape of output: [6, 1, 4, 4] and block_size_prod: 4.'),
    ('B2S.crop_too_big', 'ops.BatchToSpace(2, [[2, 2], [0, 0]]).infer_shape([4, 1, 2, 2])',
     '!!', "ValueError | For 'BatchToSpace', the x block shape prod should be > crops sum: 4, but got "
     '4.'),
    ('B2S.dtype', 'bs.infer_dtype(T(f32))',
     '->', 'mindspore.tensor[float32]'),
    ('B2S.dtype_plain', 'bs.infer_dtype(f32)',
     '!!', "TypeError | For 'BatchToSpace', the element of 'input_x' must be one of Tensor[Int8], "
     'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], '
     'Tensor[UInt32], Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], '
     'Tensor[BFloat16], Tensor[Complex64], Tensor[Complex128], Tensor[Int4], '
     'Tensor[Float8E4M3FN], Tensor[Float8E5M2], Tensor[HiFloat8], but got Float32.The supported '
     'data t'),
    ('B2S.dtype_bad', 'bs.infer_dtype(T(b))',
     '!!', "TypeError | For 'BatchToSpace', the element of 'input_x' must be one of Tensor[Int8], "
     'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], '
     'Tensor[UInt32], Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], '
     'Tensor[BFloat16], Tensor[Complex64], Tensor[Complex128], Tensor[Int4], '
     'Tensor[Float8E4M3FN], Tensor[Float8E5M2], Tensor[HiFloat8], but got Tensor[Bool].The '
     'supported d'),
    ('BLSTM.shape', 'bl.infer_shape([2, 3], [2, 4], [2, 4], [7, 16], [16])',
     '->', '([2, 4], [2, 4], [2, 4], [2, 4], [2, 4], [2, 4], [2, 4])'),
    ('BLSTM.x_rank', 'bl.infer_shape([2, 3, 1], [2, 4], [2, 4], [7, 16], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'x rank' must be int and must = 2, but got '3' with type "
     "'int'."),
    ('BLSTM.h_rank', 'bl.infer_shape([2, 3], [2], [2, 4], [7, 16], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'h rank' must be int and must = 2, but got '1' with type "
     "'int'."),
    ('BLSTM.c_rank', 'bl.infer_shape([2, 3], [2, 4], [2, 4, 1], [7, 16], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'c rank' must be int and must = 2, but got '3' with type "
     "'int'."),
    ('BLSTM.w_rank', 'bl.infer_shape([2, 3], [2, 4], [2, 4], [7], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'w rank' must be int and must = 2, but got '1' with type "
     "'int'."),
    ('BLSTM.b_rank', 'bl.infer_shape([2, 3], [2, 4], [2, 4], [7, 16], [16, 1])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'b rank' must be int and must = 1, but got '2' with type "
     "'int'."),
    ('BLSTM.x_batch', 'bl.infer_shape([3, 3], [2, 4], [2, 4], [7, 16], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'x_shape[0]' should be = h_shape[0]: 2, but got 3."),
    ('BLSTM.c_batch', 'bl.infer_shape([2, 3], [2, 4], [3, 4], [7, 16], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'c_shape[0]' should be = h_shape[0]: 2, but got 3."),
    ('BLSTM.c_hidden', 'bl.infer_shape([2, 3], [2, 4], [2, 5], [7, 16], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'c_shape[1]' should be = h_shape[1]: 4, but got 5."),
    ('BLSTM.w_gates', 'bl.infer_shape([2, 3], [2, 4], [2, 4], [7, 15], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'w_shape[1]' should be = 4*h_shape[1]: 16, but got 15."),
    ('BLSTM.w_rows', 'bl.infer_shape([2, 3], [2, 4], [2, 4], [8, 16], [16])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'w_shape[0]' should be = x_shape[1]+h_shape[1]: 7, but got "
     '8.'),
    ('BLSTM.b_gates', 'bl.infer_shape([2, 3], [2, 4], [2, 4], [7, 16], [15])',
     '!!', "ValueError | For 'BasicLSTMCell', the 'b_shape[0]' should be = 4*h_shape[1]: 16, but got 15."),
    ('BLSTM.dtype', 'bl.infer_dtype(T(f32), T(f32), T(f32), T(f32), T(f32))',
     '->', '(mindspore.tensor[float32], mindspore.float16, mindspore.tensor[float32], '
     'mindspore.tensor[float32], mindspore.tensor[float32], mindspore.tensor[float32], '
     'mindspore.tensor[float32])'),
    ('BLSTM.dtype_f16', 'bl.infer_dtype(T(f16), T(f16), T(f32), T(f16), T(f32))',
     '->', '(mindspore.tensor[float32], mindspore.float16, mindspore.tensor[float32], '
     'mindspore.tensor[float32], mindspore.tensor[float32], mindspore.tensor[float32], '
     'mindspore.tensor[float32])'),
    ('BLSTM.dtype_badx', 'bl.infer_dtype(T(i32), T(f32), T(f32), T(f32), T(f32))',
     '!!', "TypeError | For 'BasicLSTMCell', the element of 'x_dtype' must be one of Tensor[Float16], "
     'Tensor[Float32], but got Tensor[Int32].The supported data types depend on the hardware that executes the '
     'operator, for more details, please refer to the MindSpore official website to get more information about '
     'the data typ'),
    ('BLSTM.dtype_wint', 'bl.infer_dtype(T(f32), T(f32), T(f32), i32, T(f32))',
     '!!', "TypeError | For 'BasicLSTMCell', the element of 'w_dtype' must be one of Tensor[Float16], "
     'Tensor[Float32], but got Int32.The supported data types depend on the hardware that executes the '
     'operator, for more details, please refer to the MindSpore official website to get more information about '
     'the data type.'),
    ('BLSTM.dtype_wplain', 'bl.infer_dtype(T(f32), T(f32), T(f32), f32, T(f32))',
     '!!', "TypeError | For 'BasicLSTMCell', the element of 'w_dtype' must be one of Tensor[Float16], "
     'Tensor[Float32], but got Float32.The supported data types depend on the hardware that executes the '
     'operator, for more details, please refer to the MindSpore official website to get more information about '
     'the data type.'),
    ('BLSTM.dtype_cb', 'bl.infer_dtype(T(f32), T(f32), T(f16), T(f32), T(f32))',
     '!!', "TypeError | For 'BasicLSTMCell', the type of 'b_dtype' should be same as 'c_dtype', but got "
     "'c_dtype' with type Tensor[Float16] and 'b_dtype' with type Tensor[Float32]."),
    ('BLSTM.dtype_cint', 'bl.infer_dtype(T(f32), T(f32), T(i32), T(f32), T(f32))',
     '!!', "TypeError | For 'BasicLSTMCell', the element of 'c_dtype' must be one of Tensor[Float16], "
     'Tensor[Float32], but got Tensor[Int32].The supported data types depend on the hardware that executes the '
     'operator, for more details, please refer to the MindSpore official website to get more information about '
     'the data typ'),
    ('BLSTM.dtype_cplain', 'bl.infer_dtype(T(f32), T(f32), f32, T(f32), T(f32))',
     '!!', "TypeError | For 'BasicLSTMCell', the element of 'c_dtype' must be one of Tensor[Float16], "
     'Tensor[Float32], but got Float32.The supported data types depend on the hardware that executes the '
     'operator, for more details, please refer to the MindSpore official website to get more information about '
     'the data type.'),
    ('CM.shape', 'cm.infer_shape([4], [4])',
     '->', '(3, 3)'),
    ('CM.shape_w', 'cm.infer_shape([4], [4], [4])',
     '->', '(3, 3)'),
    ('CM.rank', 'cm.infer_shape([4, 1], [4, 1])',
     '!!', "ValueError | For 'ConfusionMatrix', the labels dimension should be = : 1, but got 2."),
    ('CM.pred', 'cm.infer_shape([4], [5])',
     '!!', "ValueError | For 'ConfusionMatrix', the labels shape should be = predictions shape: [5], but got "
     '[4].'),
    ('CM.weights', 'cm.infer_shape([4], [4], [3])',
     '!!', "ValueError | For 'ConfusionMatrix', the labels shape should be = weights shape: [3], but got [4]."),
    ('CM.dtype', 'cm.infer_dtype(T(i32), T(i32))',
     '->', 'mindspore.tensor[int32]'),
    ('CM.dtype_w', 'cm.infer_dtype(T(f32), T(f32), T(f16))',
     '->', 'mindspore.tensor[float32]'),
    ('CM.dtype_lab', 'cm.infer_dtype(i32, T(i32))',
     '!!', "TypeError | For 'ConfusionMatrix', the element of 'labels' must be Tensor, but got Int32.The "
     'supported data types depend on the hardware that executes the operator, for more details, please refer to '
     'the MindSpore official website to get more information about the data type.'),
    ('CM.dtype_pred', 'cm.infer_dtype(T(i32), i32)',
     '!!', "TypeError | For 'ConfusionMatrix', the element of 'predictions' must be Tensor, but got Int32.The "
     'supported data types depend on the hardware that executes the operator, for more details, please refer to '
     'the MindSpore official website to get more information about the data type.'),
    ('CM.dtype_wplain', 'cm.infer_dtype(T(i32), T(i32), f32)',
     '!!', "TypeError | For 'ConfusionMatrix', the element of 'weights' must be Tensor, but got Float32.The "
     'supported data types depend on the hardware that executes the operator, for more details, please refer to '
     'the MindSpore official website to get more information about the data type.'),
    ('CM.dtype_mixed', 'cm.infer_dtype(T(i32), T(i64))',
     '!!', "TypeError | For 'ConfusionMatrix', the type of 'predictions' should be same as 'labels', but got "
     "'labels' with type Tensor[Int32] and 'predictions' with type Tensor[Int64]."),
    ('CM.dtype_bool', 'cm.infer_dtype(T(b), T(b))',
     '!!', "TypeError | For 'ConfusionMatrix', the element of 'labels' must be one of Tensor[Int8], "
     'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], Tensor[UInt32], '
     'Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[BFloat16], Tensor[Complex64], '
     'Tensor[Complex128], Tensor[I'),
    ('DW.shape', 'dw.infer_shape([1, 3, 5, 5], [1, 3, 2, 2])',
     '->', '[1, 3, 4, 4]'),
    ('DW.pad_list', "(dw.infer_shape([1, 3, 5, 5], [1, 3, 2, 2]), dw.get_attr_dict()['pad_list'])",
     '->', '([1, 3, 4, 4], (0, 0, 0, 0))'),
    ('DW.same', "(dws.infer_shape([2, 4, 7, 6], [1, 4, 3, 3]), dws.get_attr_dict()['pad_list'])",
     '->', '([2, 4, 4, 3], (1, 1, 0, 1))'),
    ('DW.same_b', '(dws.infer_shape([2, 4, 8, 8], [1, 4, 3, 3], [4]), dws.pad_list)',
     '->', '([2, 4, 4, 4], (0, 1, 0, 1))'),
    ('DW.pad', '(dwp.infer_shape([1, 2, 9, 10], [1, 2, 2, 3]), dwp.pad_list)',
     '->', '([1, 4, 8, 9], (1, 0, 2, 1))'),
    ('DW.stride_dil', 'ops.DepthwiseConv2dNative(3, 2, stride=3, dilation=2).infer_shape([1, 2, 10, 11], [1, 2, 2, 2])',
     '->', '[1, 6, 3, 3]'),
    ('DW.w_rank', 'dw.infer_shape([1, 3, 5, 5], [1, 3, 2])',
     '!!', "ValueError | For 'DepthwiseConv2dNative', the 'weight rank' must be int and must = 4, but got '3' "
     "with type 'int'."),
    ('DW.x_rank', 'dw.infer_shape([1, 3, 5], [1, 3, 2, 2])',
     '!!', "ValueError | For 'DepthwiseConv2dNative', the 'x rank' must be int and must = 4, but got '3' with "
     "type 'int'."),
    ('DW.channels', 'dw.infer_shape([1, 3, 5, 5], [1, 2, 2, 2])',
     '!!', "ValueError | For 'DepthwiseConv2dNative', the 'x_shape[1]' should be = w_shape[1]: 2, but got 3."),
    ('DW.kernel', 'dw.infer_shape([1, 3, 5, 5], [1, 3, 3, 2])',
     '!!', "ValueError | For 'DepthwiseConv2dNative', the 'kernel_size' should be = w_shape[2:4]: (3, 2), but "
     'got (2, 2).'),
    ('DW.w_batch', 'dw.infer_shape([1, 3, 5, 5], [2, 3, 2, 2])',
     '!!', "ValueError | For 'DepthwiseConv2dNative', the batch of 'weight' must be 1, but got 2"),
    ('DW.dtype', 'dw.infer_dtype(T(f32), T(f32))',
     '->', 'mindspore.tensor[float32]'),
    ('DW.dtype_int8', 'dw.infer_dtype(T(i8), T(i8))',
     '->', 'mindspore.tensor[int32]'),
    ('DW.dtype_b', 'dw.infer_dtype(T(f16), T(f16), T(f16))',
     '->', 'mindspore.tensor[float16]'),
    ('DW.dtype_mixed', 'dw.infer_dtype(T(f32), T(f16))',
     '!!', "TypeError | For 'DepthwiseConv2dNative', the type of 'w' should be same as 'x', but got 'x' with "
     "type Tensor[Float32] and 'w' with type Tensor[Float16]."),
    ('DW.dtype_plain', 'dw.infer_dtype(f32, T(f32))',
     '!!', "TypeError | For 'DepthwiseConv2dNative', the element of 'x' must be one of Tensor[Int8], "
     'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], Tensor[UInt32], '
     'Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[BFloat16], Tensor[Complex64], '
     'Tensor[Complex128], Tensor['),
    ('DW.dtype_bool', 'dw.infer_dtype(T(b), T(b))',
     '!!', "TypeError | For 'DepthwiseConv2dNative', the element of 'x' must be one of Tensor[Int8], "
     'Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], Tensor[UInt32], '
     'Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[BFloat16], Tensor[Complex64], '
     'Tensor[Complex128], Tensor['),
    ('DiagPart.val', 'ops.DiagPart().infer_value(Tensor(np.arange(9).reshape(3, 3).astype(np.float32)))',
     '->', 'Tensor(shape=[3], dtype=Float32, value= [ 0.00000000e+00,  4.00000000e+00,  '
     '8.00000000e+00])'),
    ('DiagPart.val1', 'ops.DiagPart().infer_value(Tensor(np.arange(3).astype(np.float32)))',
     '->', 'None'),
    ('DiagPart.none', 'ops.DiagPart().infer_value(None)',
     '->', 'None'),
    ('Fill.val', 'ops.Fill().infer_value(mstype.float32, (2, 3), 1.5)',
     '->', 'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.50000000e+00,  1.50000000e+00,  '
     '1.50000000e+00],\n [ 1.50000000e+00,  1.50000000e+00,  1.50000000e+00]])'),
    ('Fill.val_int', 'ops.Fill().infer_value(mstype.int32, (2,), 7)',
     '->', 'Tensor(shape=[2], dtype=Int32, value= [7, 7])'),
    ('Fill.val_T', 'ops.Fill().infer_value(mstype.float16, Tensor(np.array([2, 2])), Tensor(3.0))',
     '->', 'Tensor(shape=[2, 2], dtype=Float16, value=\n[[ 3.0000e+00,  3.0000e+00],\n [ 3.0000e+00,  '
     '3.0000e+00]])'),
    ('Fill.none', 'ops.Fill().infer_value(mstype.float32, (2, None), 1.0)',
     '->', 'None'),
    ('Fill.none2', 'ops.Fill().infer_value(mstype.float32, None, 1.0)',
     '->', 'None'),
    ('FillV2.val', 'ops.FillV2().infer_value((2, 3), Tensor(1.5, mstype.float32))',
     '->', 'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.50000000e+00,  1.50000000e+00,  '
     '1.50000000e+00],\n [ 1.50000000e+00,  1.50000000e+00,  1.50000000e+00]])'),
    ('FillV2.val_int', 'ops.FillV2().infer_value([2], Tensor(4, mstype.int32))',
     '->', 'Tensor(shape=[2], dtype=Int32, value= [4, 4])'),
    ('FillV2.zero_shape', 'ops.FillV2().infer_value((0, 3), Tensor(1.5, mstype.float32)).shape',
     '->', '(0, 3)'),
    ('FillV2.zero_dtype', 'ops.FillV2().infer_value((0, 3), Tensor(1.5, mstype.float16)).dtype',
     '->', 'mindspore.float16'),
    ('FillV2.T', 'ops.FillV2().infer_value(Tensor(np.array([2, 3])), Tensor(1.5, mstype.float32))',
     '->', 'None'),
    ('FillV2.None', 'ops.FillV2().infer_value((2, None), Tensor(1.5, mstype.float32))',
     '->', 'None'),
    ('FillV2.check_elim', 'ops.FillV2().check_elim((2, 3), Tensor(1.5, mstype.float32))',
     '->', '(False, None)'),
    ('FA.shape', 'fa.infer_shape(*S12)',
     '->', '[2, 3]'),
    ('FA.grad', 'fa.infer_shape(*(S12[:6] + [[2, 4]] + S12[7:]))',
     '!!', "ValueError | For 'FusedAdaFactor', the 'grad_shape' should be = param_shape: [2, 3], but got [2, "
     '4].'),
    ('FA.dtype', 'fa.infer_dtype(T(f32), f32, f32, f32, f32, f32, T(f32), T(f16), T(f32), T(f32), T(f32), T(f32))',
     '->', 'mindspore.tensor[float16]'),
    ('FA.dtype_none', 'fa.infer_dtype(*([None] * 12))',
     '->', 'None'),
    ('FAGN.shape', 'fg.infer_shape(*(S12 + [[]]))',
     '->', '[2, 3]'),
    ('FAGN.grad', 'fg.infer_shape(*(S12[:6] + [[3, 3]] + S12[7:] + [[]]))',
     '!!', "ValueError | For 'FusedAdaFactorWithGlobalNorm', the 'grad_shape' should be = param_shape: [2, 3], "
     'but got [3, 3].'),
    ('FAGN.dtype', 'fg.infer_dtype(T(f32), *(f32,) * 5, *(T(f32),) * 6, T(f16))',
     '->', 'mindspore.tensor[float32]'),
    ('FCAWD.shape', 'fc.infer_shape([2, 3], [2, 3], [2, 3], [], [], [], [], [], [2, 3], [])',
     '->', '([2, 3], [2, 3], [2, 3])'),
    ('FCAWD.shape_bad', 'fc.infer_shape([2, 3], [2, 4], [2, 3], [], [], [], [], [], [2, 3], [])',
     '!!', "ValueError | For 'FusedCastAdamWeightDecay', the 'var_shape' should be = m_shape: [2, 4], "
     'but got [2, 3].'),
    ('FCAWD.shape_badgrad', 'fc.infer_shape([2, 3], [2, 3], [2, 3], [], [], [], [], [], [3], [])',
     '!!', "ValueError | For 'FusedCastAdamWeightDecay', the 'var_shape' should be = grad_shape: [3], "
     'but got [2, 3].'),
    ('FCAWD.dtype', 'fc.infer_dtype(T(f16), T(f32), T(f32), f32, f32, f32, f32, f32, T(f16), T(f32))',
     '->', '(mindspore.tensor[float16], mindspore.tensor[float32], mindspore.tensor[float32])'),
    ('FCAWD.dtype_m', 'fc.infer_dtype(T(f16), T(f32), T(f16), f32, f32, f32, f32, f32, T(f16), T(f32))',
     '!!', "TypeError | For 'FusedCastAdamWeightDecay', the type of 'v' should be same as 'm', but "
     "got 'm' with type Tensor[Float32] and 'v' with type Tensor[Float16]."),
    ('FCAWD.dtype_var', 'fc.infer_dtype(T(i32), T(f32), T(f32), f32, f32, f32, f32, f32, T(f16), T(f32))',
     '!!', "TypeError | For 'FusedCastAdamWeightDecay', the type of 'var' must be in "
     '[mindspore.float16, mindspore.float32], but got Int32.'),
    ('FCAWD.dtype_lr', 'fc.infer_dtype(T(f32), T(f32), T(f32), f16, f32, f32, f32, f32, T(f16), T(f32))',
     '!!', "TypeError | For 'FusedCastAdamWeightDecay', the type of 'lr' must be in "
     '[mindspore.float32], but got Float16.'),
    ('FWSAM.shape', 'fw.infer_shape([], [], [2, 3], [2, 3], [], [2, 3], [])',
     '->', '[2, 3]'),
    ('FWSAM.dtype', 'fw.infer_dtype(T(f32), T(f32), T(f32), T(f32), T(f32), T(f16), T(f32))',
     '->', 'mindspore.tensor[float32]'),
    ('FWSAM.dtype_bad', 'fw.infer_dtype(T(f32), T(f32), T(i32), T(f32), T(f32), T(f16), T(f32))',
     '!!', "TypeError | For 'FusedWeightScaleApplyMomentum', the element of 'v' must be one of "
     'Tensor[Float16], Tensor[Float32], but got Tensor[Int32].The supported data types depend '
     'on the hardware that executes the operator, for more details, please refer to the '
     'MindSpore official website to get more information about the data type.'),
    ('FWSAM.dtype_badl', 'fw.infer_dtype(T(f32), T(f32), T(f32), T(f32), i32, T(f16), T(f32))',
     '!!', "TypeError | For 'FusedWeightScaleApplyMomentum', the type of 'l_dtype' must be in "
     '[mindspore.float16, mindspore.float32], but got Int32.'),
    ('FWSAM.dtype_badd', 'fw.infer_dtype(T(i32), T(f32), T(f32), T(f32), T(f32), T(f16), T(f32))',
     '!!', "TypeError | For 'FusedWeightScaleApplyMomentum', the type of 'd_dtype' must be in "
     '[mindspore.float16, mindspore.float32], but got Int32.'),
    ('HB.shape1', 'hb.infer_shape([2, 3])',
     '->', '[2, 3]'),
    ('HB.shape2', 'hb.infer_shape([2, 3], [4])',
     '->', '([2, 3], [4])'),
    ('HB.dtype1', 'hb.infer_dtype(T(f32))',
     '->', 'mindspore.tensor[float32]'),
    ('HB.dtype2', 'hb.infer_dtype(T(f32), T(i32))',
     '->', '(mindspore.tensor[float32], mindspore.tensor[int32])'),
    ('HB.dtype_bad', 'hb.infer_dtype(f32)',
     '!!', "TypeError | For 'HookBackward', the element of 'input' must be Tensor, but got "
     'Float32.The supported data types depend on the hardware that executes the operator, for '
     'more details, please refer to the MindSpore official website to get more information '
     'about the data type.'),
    ('MapUniform.ok', 'mu.check_dtype(T(i32), mstype.int32, mstype.int64)',
     '->', 'None'),
    ('MapUniform.bad', 'mu.check_dtype(T(f32), mstype.int32, mstype.int32)',
     '!!', "TypeError | For 'MapUniform', the element of 'input' must be one of Tensor[Int8], "
     'Tensor[Int16], Tensor[Int32], Tensor[Int64], but got Tensor[Float32].The supported data '
     'types depend on the hardware that executes the operator, for more details, please refer '
     'to the MindSpore official website to get more information about the data type.'),
    ('MapUniform.bad2', 'mu.check_dtype(T(i32), mstype.float32, mstype.int32)',
     '!!', "TypeError | For 'MapUniform', the type of 'per_group_size' should be 'Int', but got type "
     "'Float'."),
    ('MapUniform.bad3', 'mu.check_dtype(T(i32), mstype.int32, 3)',
     '!!', "TypeError | For 'MapUniform', the type of 'group_num' should be 'Int', but got type 'int'."),
    ('Mod.val', 'ops.Mod().infer_value(Tensor(np.array([-7, 7, 5], np.float32)), '
                'Tensor(np.array([3, -3, 2], np.float32)))',
     '->', 'Tensor(shape=[3], dtype=Float32, value= [-1.00000000e+00,  1.00000000e+00,  '
     '1.00000000e+00])'),
    ('Mod.vali', 'ops.Mod().infer_value(Tensor(np.array([-7, 7, 5], np.int32)), '
                 'Tensor(np.array([3, -3, 2], np.int32)))',
     '->', 'Tensor(shape=[3], dtype=Int32, value= [-1,  1,  1])'),
    ('Mod.none', 'ops.Mod().infer_value(None, Tensor(1.0))',
     '->', 'None'),
    ('NMS.shape', 'nm.infer_shape([4, 5])',
     '->', '([4, 5], (4,), (4,))'),
    ('NMS.shape_dyn', 'nm.infer_shape([-1, 5])',
     '->', '([-1, 5], (-1,), (-1,))'),
    ('NMS.rank', 'nm.infer_shape([4, 5, 1])',
     '!!', "ValueError | For 'NMSWithMask', the 'bboxes rank' must be int and must = 2, but got '3' "
     "with type 'int'."),
    ('NMS.five', 'nm.infer_shape([4, 4])',
     '!!', "ValueError | For 'NMSWithMask', the 'bboxes.shape[1]' must be int and must = 5, but got "
     "'4' with type 'int'."),
    ('NMS.zero', 'nm.infer_shape([0, 5])',
     '!!', "ValueError | For 'NMSWithMask', the 'bboxes.shape[0]' must be int and must > 0, but got "
     "'0' with type 'int'."),
    ('NMS.dtype', 'nm.infer_dtype(T(f32))',
     '->', '(mindspore.tensor[float32], mindspore.int32, mindspore.bool)'),
    ('NMS.dtype_bad', 'nm.infer_dtype(T(i32))',
     '!!', "TypeError | For 'NMSWithMask', the element of 'bboxes' must be one of Tensor[Float16], "
     'Tensor[Float32], but got Tensor[Int32].The supported data types depend on the hardware '
     'that executes the operator, for more details, please refer to the MindSpore official '
     'website to get more information about the data type.'),
    ('PyFunc.shape', 'pf.infer_shape([2])',
     '->', '([2], [3, 1])'),
    ('PyFunc.dtype', 'pf.infer_dtype(T(f32))',
     '->', '(mindspore.tensor[float32], mindspore.tensor[int32])'),
    ('PyFunc.shape0', 'pf0.infer_shape([2])',
     '->', '((1,),)'),
    ('PyFunc.dtype0', 'pf0.infer_dtype(T(f32))',
     '->', '(mindspore.tensor[int32],)'),
    ('RNNT.shape', 'rn.infer_shape([2, 5, 4, 3], [2, 3], [2], [2])',
     '->', '((2,), [2, 5, 4, 3])'),
    ('RNNT.rank', 'rn.infer_shape([2, 5, 4], [2, 3], [2], [2])',
     '!!', "ValueError | For 'RNNTLoss', the 'acts_rank' must be int and must = 4, but got '3' with "
     "type 'int'."),
    ('RNNT.lab', 'rn.infer_shape([2, 5, 4, 3], [2, 4], [2], [2])',
     '!!', "ValueError | For 'RNNTLoss', the labels shape[1] should be = acts shape[2]-1: 3, but got "
     '4.'),
    ('RNNT.lab0', 'rn.infer_shape([2, 5, 4, 3], [3, 3], [2], [2])',
     '!!', "ValueError | For 'RNNTLoss', the labels shape[0] should be = acts shape[0]: 2, but got 3."),
    ('RNNT.il', 'rn.infer_shape([2, 5, 4, 3], [2, 3], [3], [2])',
     '!!', "ValueError | For 'RNNTLoss', the input_length size should be = acts shape[0]: 2, but got "
     '3.'),
    ('RNNT.dtype', 'rn.infer_dtype(T(f32), T(i32), T(i32), T(i32))',
     '->', '(mindspore.tensor[float32], mindspore.tensor[float32])'),
    ('RNNT.dtype_bad', 'rn.infer_dtype(T(f32), T(i64), T(i32), T(i32))',
     '!!', "TypeError | For 'RNNTLoss', the element of 'labels' must be Tensor[Int32], but got "
     'Tensor[Int64].The supported data types depend on the hardware that executes the operator, '
     'for more details, please refer to the MindSpore official website to get more information '
     'about the data type.'),
    ('RNNT.dtype_bada', 'rn.infer_dtype(T(i32), T(i32), T(i32), T(i32))',
     '!!', "TypeError | For 'RNNTLoss', the element of 'acts_type' must be one of Tensor[Float32], "
     'Tensor[Float16], but got Tensor[Int32].The supported data types depend on the hardware '
     'that executes the operator, for more details, please refer to the MindSpore official '
     'website to get more information about the data type.'),
    ('SGD.ok', 'ops.SGD().check_dtype(T(f32), T(f32), T(f32), T(f32), T(f32), T(f32))',
     '->', 'None'),
    ('SGD.bad', 'ops.SGD().check_dtype(T(f32), T(i32), T(f32), T(f32), T(f32), T(f32))',
     '!!', "TypeError | For 'SGD', the element of 'gradient' must be one of Tensor[Float16], "
     'Tensor[Float32], but got Tensor[Int32].The supported data types depend on the hardware '
     'that executes the operator, for more details, please refer to the MindSpore official '
     'website to get more information about the data type.'),
    ('SGD.shape', 'ops.SGD().check_shape([2], [2], [], [2], [], [2])',
     '->', 'None'),
    ('SAF.shape', 'sf.infer_shape([3, 2], [3, 2], [3, 2], [2, 2], [2])',
     '->', '([3, 2], [3, 2], [3, 2])'),
    ('SAF.shape_acc', 'sf.infer_shape([3, 2], [3, 3], [3, 2], [2, 2], [2])',
     '!!', "ValueError | For 'SparseApplyFtrlV2', the var shape should be = accum shape: [3, 3], but "
     'got [3, 2].'),
    ('SAF.shape_grad', 'sf.infer_shape([3, 2], [3, 2], [3, 2], [2, 3], [2])',
     '!!', "ValueError | For 'SparseApplyFtrlV2', the 'var_shape[1:]' should be = grad_shape[1:]: "
     '[3], but got [2].'),
    ('SAF.shape_idx', 'sf.infer_shape([3, 2], [3, 2], [3, 2], [2, 2], [2, 1])',
     '!!', "ValueError | For 'SparseApplyFtrlV2', the 'indices rank' must be int and must = 1, but "
     "got '2' with type 'int'."),
    ('SAF.shape_idx0', 'sf.infer_shape([3, 2], [3, 2], [3, 2], [2, 2], [3])',
     '!!', "ValueError | For 'SparseApplyFtrlV2', the 'grad_shape[0]' should be = indices_shape[0]: "
     '3, but got 2.'),
    ('SAF.dtype', 'sf.infer_dtype(T(f32), T(f32), T(f32), T(f32), T(i32))',
     '->', '(mindspore.tensor[float32], mindspore.tensor[float32], mindspore.tensor[float32])'),
    ('SAF.dtype_mix', 'sf.infer_dtype(T(f32), T(f16), T(f32), T(f32), T(i32))',
     '!!', "TypeError | For 'SparseApplyFtrlV2', the type of 'accum_dtype' should be same as "
     "'var_dtype', but got 'var_dtype' with type Tensor[Float32] and 'accum_dtype' with type "
     'Tensor[Float16].'),
    ('SAF.dtype_idx', 'sf.infer_dtype(T(f32), T(f32), T(f32), T(f32), T(i64))',
     '!!', "TypeError | For 'SparseApplyFtrlV2', the element of 'indicese' must be Tensor[Int32], but "
     'got Tensor[Int64].The supported data types depend on the hardware that executes the '
     'operator, for more details, please refer to the MindSpore official website to get more '
     'information about the data type.'),
    ('SAF.dtype_int', 'sf.infer_dtype(T(i32), T(i32), T(i32), T(i32), T(i32))',
     '!!', "TypeError | For 'SparseApplyFtrlV2', the element of 'var_dtype' must be one of "
     'Tensor[Float16], Tensor[Float32], but got Tensor[Int32].The supported data types depend '
     'on the hardware that executes the operator, for more details, please refer to the '
     'MindSpore official website to get more information about the data type.'),
    ('Sub.val', 'ops.Sub().infer_value(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([3, 5], np.int32)))',
     '->', 'Tensor(shape=[2], dtype=Int32, value= [-2, -3])'),
    ('Sub.valf', 'ops.Sub().infer_value(Tensor(np.array([1.5, 2], np.float32)), Tensor(np.array([3, 5], np.float32)))',
     '->', 'Tensor(shape=[2], dtype=Float32, value= [-1.50000000e+00, -3.00000000e+00])'),
    ('Sub.none', 'ops.Sub().infer_value(None, None)',
     '->', 'None'),
    ('SAF2.shape', 'sa.check_shape([5], [], [])',
     '->', '((-1,), (-1,))'),
    ('SAF2.dtype', 'sa.check_dtype(T(i32), i32, i32)',
     '->', 'mindspore.tensor[int32]'),
    ('SAF2.dtype_bad', 'sa.check_dtype(T(f32), i32, i32)',
     '!!', "TypeError | For 'SubAndFilter', the element of 'input_x' must be one of Tensor[Int8], "
     'Tensor[Int16], Tensor[Int32], Tensor[Int64], but got Tensor[Float32].The supported data '
     'types depend on the hardware that executes the operator, for more details, please refer '
     'to the MindSpore official website to get more information about the data type.'),
    ('TSU.dtype', 'ts.infer_dtype(T(f32), T(i32), T(f32))',
     '->', 'mindspore.tensor[float32]'),
    ('TSU.dtype_idx', 'ts.infer_dtype(T(f32), T(f32), T(f32))',
     '!!', "TypeError | For 'TensorScatterUpdate', the element of 'indices' must be one of "
     'Tensor[Int32], Tensor[Int64], but got Tensor[Float32].The supported data types depend on '
     'the hardware that executes the operator, for more details, please refer to the MindSpore '
     'official website to get more information about the data type.'),
    ('TSU.dtype_mix', 'ts.infer_dtype(T(f32), T(i64), T(f16))',
     '!!', "TypeError | For 'TensorScatterUpdate', the type of 'updates' should be same as 'input_x', "
     "but got 'input_x' with type Tensor[Float32] and 'updates' with type Tensor[Float16]."),
    ('TSU.dtype_bool', 'ts.infer_dtype(T(b), T(i64), T(b))',
     '->', 'mindspore.tensor[bool]'),
    ('TTT.val', 'tt.infer_value(Tensor(np.array([1, 2, 3], np.int32)))',
     '->', '(1, 2, 3)'),
    ('TTT.valf', 'tt.infer_value(Tensor(np.array([1.5, 2], np.float32)))',
     '->', '(1.5, 2.0)'),
    ('TTT.val0', 'tt.infer_value(Tensor(3, mstype.int64))',
     '!!', "TypeError | 'int' object is not iterable"),
    ('TTT.val2', 'tt.infer_value(Tensor(np.ones((2, 2), np.int32)))',
     '->', 'None'),
    ('TTT.none', 'tt.infer_value((1, 2))',
     '->', 'None'),
    ('TTA.int', 'ta.infer_value((1, 2, 3))',
     '->', 'Tensor(shape=[3], dtype=Int32, value= [1, 2, 3])'),
    ('TTA.float', 'ta.infer_value((1.0, 2.5))',
     '->', 'Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.50000000e+00])'),
    ('TTA.list', 'ta.infer_value([1, 2])',
     '!!', "TypeError | For 'TupleToArray', the type of 'x' should be 'tuple', but got type 'list'."),
    ('TTA.empty', 'ta.infer_value(())',
     '!!', "ValueError | For 'TupleToArray', the size of x should be > : 0, but got 0."),
    ('TTA.str', 'ta.infer_value((1, "a"))',
     '!!', "TypeError | For 'TupleToArray', the type of 'x[1]' should be 'Number', but got type 'str'."),
    ('TTA.mix', 'ta.infer_value((1, 2.0))',
     '!!', "TypeError | For 'TupleToArray', all elements of 'input_x' must be have same type."),
    ('TTA.bool', 'ta.infer_value((True, False))',
     '!!', "TypeError | For 'TupleToArray', the type of 'x[0]' should be 'Number', but got type "
     "'bool'."),
    ('Xdivy.shape', 'xd.infer_shape([2, 1], [3])',
     '->', '[2, 3]'),
    ('Xdivy.shape_bad', 'xd.infer_shape([2, 2], [3])',
     '!!', "ValueError | For 'Xdivy', x.shape and y.shape need to broadcast. The value of x.shape[-1] "
     'or y.shape[-1] must be 1 or -1 when they are not the same, but got x.shape = [2, 2] and '
     'y.shape = [3].'),
    ('Xdivy.dtype', 'xd.infer_dtype(T(f32), T(f32))',
     '->', 'mindspore.tensor[float32]'),
    ('Xdivy.dtype_mix', 'xd.infer_dtype(T(f32), T(f16))',
     '!!', "TypeError | For 'Xdivy', the type of 'y' must be same as 'x', but got 'x' with type "
     "Float32 and 'y' with type Float16."),
    ('Xdivy.dtype_int', 'xd.infer_dtype(T(i32), T(i32))',
     '!!', "TypeError | For 'Xdivy', the type of 'x' must be in [mindspore.float16, "
     'mindspore.float32, mindspore.float64, mindspore.complex64, mindspore.complex128], but got '
     'Int32.'),
    ('Xdivy.dtype_scalar', 'xd.infer_dtype(f32, T(f32))',
     '->', 'mindspore.float32'),
    ('Xdivy.val', 'xd.infer_value(Tensor(np.array([1, 2], np.float32)), Tensor(np.array([4, 8], np.float32)))',
     '->', 'Tensor(shape=[2], dtype=Float32, value= [ 2.50000000e-01,  2.50000000e-01])'),
    ('Xdivy.vali', 'xd.infer_value(Tensor(np.array([7, 2], np.int32)), Tensor(np.array([2, 8], np.int32)))',
     '->', 'Tensor(shape=[2], dtype=Int32, value= [3, 0])'),
    ('Xdivy.none', 'xd.infer_value(Tensor(1.0), None)',
     '->', 'None'),
]


@pytest.fixture(scope="module")
def env():
    names = dict(globals())
    names.update(_ops())
    return names


@pytest.mark.parametrize("label,expr,kind,expected", CASES, ids=[c[0] for c in CASES])
def test_rule_matches_mindspore(env, label, expr, kind, expected):
    if kind == "->":
        assert repr(eval(expr, env)) == expected  # noqa: S307 (our own case table)
    else:
        exc_name, message = expected.split(" | ", 1)
        with pytest.raises(Exception) as info:
            eval(expr, env)  # noqa: S307
        assert type(info.value).__name__ == exc_name
        assert str(info.value).split("\n")[0][:300] == message[:300]


def test_collective_rules():
    # recorded from MindSpore 2.10.0 CPU (stand-alone: rank 0, group size 1)
    gather = ops.AllGather()
    assert gather.infer_shape([2, 3]) == [2, 3] and gather.infer_shape([-1, 3]) == [-1, 3]
    assert repr(gather.infer_dtype(T(f32))) == "mindspore.tensor[float32]"
    with pytest.raises(ValueError, match=r"^For 'AllGather', the 'x shape' must be int and must > 0, but got '0'"):
        gather.infer_shape([])
    with pytest.raises(TypeError, match=r"^For 'AllGather', the element of 'x' must be one of Tensor\[Int8\], "
                                        r"Tensor\[Int32\], Tensor\[Float16\], Tensor\[Float32\], Tensor\[BFloat16\], "
                                        r"but got Tensor\[Bool\]\."):
        gather.infer_dtype(T(b))
    assert ops.Barrier().infer_shape() == [1] and repr(ops.Barrier().infer_dtype()) == "mindspore.float32"
    assert ops.Reduce(0).infer_shape([2, 3]) == [2, 3] and ops.Reduce(1).infer_shape([2, 3]) == [1]
    assert repr(ops.Reduce(0).infer_dtype(T(f32))) == "mindspore.tensor[float32]"
    send = ops.Send(0, 1)
    assert send.infer_shape([2, 3]) == [2, 3]
    assert repr(send) == ("Prim[Send]<sr_tag=0, dest_rank=1, group=hccl_world_group, group_back=hccl_world_group, "
                          "no_eliminate=True, shape=[2, 3]>")
    recv = ops.Receive(0, 1, [2, 3], mstype.float32)
    assert recv.infer_shape() == [2, 3] and recv.infer_shape([4]) == [2, 3]
    assert repr(recv.infer_dtype()) == "mindspore.float32"
    assert recv.get_attr_dict() == {'shape': [2, 3], 'group': 'hccl_world_group', 'src_rank': 1,
                                    'group_back': 'hccl_world_group', 'sr_tag': 0, 'no_eliminate': True,
                                    'dtype': mstype.float32}


def test_infer_and_check_protocols():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.NMSWithMask(0.5).__infer__({"dtype": T(f32), "shape": [3, 5], "value": None})
    assert repr(out) == ("{'dtype': (mindspore.tensor[float32], mindspore.int32, mindspore.bool), "
                         "'shape': ([3, 5], (3,), (3,)), 'value': None}")
    out = ops.Sub().__infer__({"dtype": T(i32), "shape": [2], "value": Tensor(np.array([5, 6], np.int32))},
                              {"dtype": T(i32), "shape": [2], "value": Tensor(np.array([1, 2], np.int32))})
    assert repr(out) == ("{'dtype': mindspore.tensor[int32], 'shape': [2], "
                         "'value': Tensor(shape=[2], dtype=Int32, value= [4, 4])}")

    def d(t, s):
        return {"dtype": T(t), "shape": s}

    sgd = ops.SGD()
    assert sgd.__check__(d(f32, [2]), d(f32, [2]), d(f32, []), d(f32, [2]), d(f32, []), d(f32, [2])) is None
    with pytest.raises(TypeError, match=r"^For 'SGD', the element of 'gradient' must be one of Tensor\[Float16\]"):
        sgd.__check__(d(f32, [2]), d(i32, [-1]), d(f32, []), d(f32, [2]), d(f32, []), d(f32, [2]))
    assert isinstance(ops.Add(), ops.Primitive)
    assert [isinstance(getattr(ops, n)(), PrimitiveWithInfer) for n in ("Sub", "Mod", "Xdivy")] == [True, True, False]
    assert [isinstance(getattr(ops, n)(), PrimitiveWithCheck) for n in ("DiagPart", "Fill", "SGD")] == [True] * 3
    withinfer = (("BasicLSTMCell", ()), ("ConfusionMatrix", (3,)), ("DepthwiseConv2dNative", (1, 2)),
                 ("FusedAdaFactor", ()), ("FusedAdaFactorWithGlobalNorm", ()))
    assert [isinstance(getattr(ops, n)(*a), PrimitiveWithInfer) for n, a in withinfer] == [True] * 5
    assert PrimitiveWithInfer("X").infer_shape([2]) is None
    assert PrimitiveWithInfer("X").infer_dtype(f32) is None
    assert PrimitiveWithCheck("Y").check_shape([1]) is None
    # FillV2 with a zero-sized shape: an empty tensor of the value's dtype
    empty = ops.FillV2().infer_value((0, 3), Tensor(1.5, mstype.float16))
    assert empty.shape == (0, 3) and empty.dtype == mstype.float16


def test_pyfunc_without_outputs_warns(caplog):
    # recorded from MindSpore 2.10.0 CPU: a warning and a one-element placeholder
    op = ops.PyFunc(lambda x: None, [f32], [[2]], [], [])
    with caplog.at_level("WARNING", logger="mindspore"):
        assert op.infer_shape([2]) == ((1,),)
    assert "The function output are empty tuple" in caplog.text


def test_primitive_core_table():
    # recorded from MindSpore 2.10.0 CPU
    add = ops.Add()
    assert add.get_attr_dict() == {}
    assert add.add_attr("k", 1) is None
    assert (repr(add), add.get_attr_dict(), add.attrs) == ("Prim[Add]", {'k': 1}, {})
    assert add.del_attr("k") is None and add.get_attr_dict() == {}
    with pytest.raises(RuntimeError, match=r"^The pointer\[primitive_data\] is null\.$"):
        add.get_user_data("x")
    add.set_user_data("x", 5)
    assert add.get_user_data("x") == 5
    core = Primitive_("Foo")
    assert core.add_attr("a", 3) is None and core.get_attr_dict() == {'a': 3}
    assert core.set_prim_type(prim_type.py_infer_shape) is None and core.set_instance_name("n") is None
    with pytest.raises(TypeError):  # MindSpore: pybind's "incompatible constructor arguments"
        Primitive_()
    with pytest.raises(TypeError, match="incompatible constructor arguments"):
        Primitive_(3)
    with pytest.raises(TypeError):
        PrimitiveFunction_("Foo")
    scale = ops.Mul().add_prim_attr("scale", 2.0)
    assert scale.get_attr_dict() == {"scale": 2.0}
    assert pickle.loads(pickle.dumps(scale)).get_attr_dict() == {"scale": 2.0}


def test_primitive_function_labels():
    # MindSpore 2.10 gives a bare PrimitiveFunction_ no operator (its label calls crash the process); ours
    # keeps a label table that clone copies
    fn = PrimitiveFunction_()
    assert fn.name == "" and not fn.has_label("a")
    fn.set_label("a", 3)
    twin = fn.clone()
    fn.set_label("a", 4)
    assert (twin.get_label("a"), fn.get_label("a"), twin.get_label("zz")) == (3, 4, None)


def test_prim_type_members():
    # recorded from MindSpore 2.10.0 CPU
    b1 = prim_type.builtin
    assert (b1 == 1, 1 == b1, isinstance(b1, int), hash(b1), prim_type(1) == b1, int(b1)) == \
        (True, True, False, 1, True, 1)
    assert list(prim_type.__members__) == ['unknown', 'builtin', 'py_infer_shape', 'user_custom', 'py_infer_check']
    assert (repr(prim_type(7)), str(prim_type(7)), prim_type(7).name) == ("<prim_type.???: 7>", "prim_type.???",
                                                                          "???")
    assert (b1 < prim_type.user_custom, b1 | 2, b1 & 3, ~b1) == (True, 3, 1, -2)
    assert pickle.loads(pickle.dumps(b1)) == b1 and f"{b1}" == "prim_type.builtin"
    assert isinstance(prim_type.name, property) and isinstance(prim_type.value, property)
    with pytest.raises(AttributeError, match="has no setter"):
        b1.name = "x"
    with pytest.raises(TypeError, match="incompatible constructor arguments"):
        prim_type("a")

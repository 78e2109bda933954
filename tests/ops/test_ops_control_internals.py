"""Control-flow and runtime names of mindspore.ops given their eager meaning: the for-loop steps
(iter_converter / ms_hasnext / ms_next), is_tensor_bool_cond, is_dynamic_sequence_element_unknown, switch_layer,
GeSwitch / Merge, MoveTo / move_to and ms_kernel.

Where a value or message is said to be recorded, it was recorded from MindSpore 2.10.0 CPU with the same inputs:
"PyNative" means called eagerly, "jit" means inside a function compiled with mindspore.jit (the meaning the
compiler gives these names). Where MindSpore's CPU build has no kernel (switch_layer, GeSwitch, Merge, MoveTo), the
test says so and pins the documented meaning, with MindSpore's validation messages where they could be recorded.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, nn, ops
from mindspore_compat.ops import functional as F


@pytest.fixture
def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _rows():
    return Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.float32))


def test_for_loop_steps_pynative_return_none():
    # recorded (PyNative): all three return None for every input, even a missing one
    for fn in (ops.iter_converter, ops.ms_hasnext, ops.ms_next):
        for arg in ((1, 2, 3), [1, 2, 3], _rows(), iter([1, 2]), 3):
            assert fn(arg) is None
        assert fn() is None


def test_iter_converter_graph(graph_mode):
    # recorded (jit): Tensor / tuple / list / str pass through, a dict gives its keys
    t = _rows()
    assert ops.iter_converter(t) is t
    assert ops.iter_converter((1, 2, 3)) == (1, 2, 3)
    assert ops.iter_converter([1, 2, 3]) == [1, 2, 3]
    assert ops.iter_converter({'a': 1, 'b': 2}) == ('a', 'b')
    assert ops.iter_converter('ab') == 'ab'
    assert ops.iter_converter(range(3)) == (0, 1, 2)
    # recorded (jit): TypeError "'int64' object is not iterable" and its siblings
    for value, name in ((3, "int64"), (3.5, "float32"), (None, "none"), (True, "bool")):
        with pytest.raises(TypeError, match=f"^'{name}' object is not iterable$"):
            ops.iter_converter(value)
    # recorded message form of CheckArgsSize (RuntimeError)
    with pytest.raises(RuntimeError, match="For 'IterConverter', the number of input should be 1, but got 0"):
        ops.iter_converter()


def test_ms_hasnext_graph(graph_mode):
    # recorded (jit)
    assert ops.ms_hasnext(_rows()) is True
    assert ops.ms_hasnext(()) is False and ops.ms_hasnext([]) is False
    assert ops.ms_hasnext((1,)) is True and ops.ms_hasnext('a') is True and ops.ms_hasnext({'a': 1}) is True
    with pytest.raises(TypeError, match="^Not support len of a 0-D tensor.$"):
        ops.ms_hasnext(Tensor(1.0))
    with pytest.raises(AttributeError, match="^'Int' object has no attribute '__len__'$"):
        ops.ms_hasnext(3)


def test_ms_next_graph(graph_mode):
    # recorded (jit)
    first, rest = ops.ms_next(_rows())
    assert first.shape == (2,) and first.asnumpy().tolist() == [1.0, 2.0]
    assert rest.shape == (2, 2) and rest.asnumpy().tolist() == [[3.0, 4.0], [5.0, 6.0]]
    assert ops.ms_next((1, 2, 3)) == (1, (2, 3))
    assert ops.ms_next([1, 2, 3]) == (1, [2, 3])
    assert ops.ms_next('abc') == ('a', 'bc')
    assert ops.ms_next({'a': 1, 'b': 2}) == ('a', {'b': 2})
    with pytest.raises(ValueError, match="^For primitive:'TupleGetItem', cannot get item by index from an empty "
                                         "sequence.$"):
        ops.ms_next(())
    with pytest.raises(TypeError, match="^'int' object is not subscriptable$"):
        ops.ms_next(3)
    with pytest.raises(TypeError, match="^For 'StridedSlice', input can not be a scalar.$"):
        ops.ms_next(Tensor(1.0))


def test_for_loop_steps_walk_a_tuple(graph_mode):
    seen = []
    it = ops.iter_converter((Tensor(1.0), Tensor(2.0), Tensor(3.0)))
    while ops.ms_hasnext(it):
        x, it = ops.ms_next(it)
        seen.append(float(x))
    assert seen == [1.0, 2.0, 3.0]


def test_is_tensor_bool_cond():
    # recorded (PyNative and jit): True for shapes () and (1,)
    assert ops.is_tensor_bool_cond(Tensor([1.0])) is True
    assert ops.is_tensor_bool_cond(Tensor(True)) is True
    assert ops.is_tensor_bool_cond(Tensor([0.0])) is True
    assert F.is_tensor_bool_cond(Tensor(0)) is True
    for shape, text in (((3,), "(3)"), ((1, 1), "(1, 1)"), ((0,), "(0)"), ((3, 2), "(3, 2)")):
        with pytest.raises(ValueError) as info:
            ops.is_tensor_bool_cond(Tensor(np.zeros(shape, np.float32)))
        assert str(info.value) == ("Only tensor which shape is () or (1,) can be converted to bool, but got tensor "
                                   f"shape is {text}")
    for bad in ((1, 2, 3), [1, 2, 3], 3, np.array([1.0])):
        with pytest.raises(TypeError, match="^The input of IsTensorBoolCond should be a tensor but got "):
            ops.is_tensor_bool_cond(bad)
    with pytest.raises(RuntimeError, match="^For 'IsTensorBoolCond', the number of input should be 1, but got 0$"):
        ops.is_tensor_bool_cond()
    with pytest.raises(RuntimeError, match="^For 'IsTensorBoolCond', the number of input should be 1, but got 2$"):
        ops.is_tensor_bool_cond(Tensor(1), Tensor(2))


def test_is_dynamic_sequence_element_unknown():
    # recorded (jit): False for a variable-length sequence, whose elements are known
    seq = ms.mutable([Tensor(1.0), Tensor(2.0)], dynamic_len=True)
    assert ops.is_dynamic_sequence_element_unknown(seq) is False
    assert ops.is_dynamic_sequence_element_unknown((1, 2)) is False
    assert ops.is_dynamic_sequence_element_unknown([]) is False
    # recorded (PyNative): TypeError for what is not a tuple or list
    for bad in (Tensor([1.0]), 3, iter([1])):
        with pytest.raises(TypeError, match="^The input of IsElementUnknown should be tuple or list but got "):
            ops.is_dynamic_sequence_element_unknown(bad)
    with pytest.raises(RuntimeError, match="^For 'IsElementUnknown', the number of input should be 1, but got 2$"):
        ops.is_dynamic_sequence_element_unknown((1,), (2,))


def test_switch_layer():
    # MindSpore's CPU build has no switch_layer kernel; the meaning (branches[index], negative indexes counted from
    # the end, IndexError outside [-n, n)) is the one MindSpore's own switch_layer tests pin on devices.
    branches = (nn.ReLU(), nn.Tanh(), nn.Softsign())
    x = Tensor([-3.0, 1.0], ms.float32)
    assert ops.switch_layer(Tensor(0, ms.int32), branches) is branches[0]
    assert ops.switch_layer(Tensor([1], ms.int32), branches) is branches[1]
    # Softsign([-3, 1]) recorded from MindSpore 2.10.0 CPU nn.Softsign
    out = ops.switch_layer(Tensor(-1, ms.int32), branches)(x)
    assert out.asnumpy().tolist() == [-0.75, 0.5]
    with pytest.raises(IndexError) as info:
        ops.switch_layer(Tensor(3, ms.int32), branches)
    assert str(info.value) == ("Given index 3 out of range. Please make sure the value of index in [-3, 3), and "
                               "the type is int32.")
    with pytest.raises(IndexError, match="^Given index -4 out of range"):
        ops.switch_layer(Tensor(-4, ms.int32), branches)
    # recorded (jit, checks made before the missing kernel is looked for)
    with pytest.raises(ValueError, match="^switch_layer index must be an int32, but got Int64$"):
        ops.switch_layer(Tensor(1, ms.int64), branches)
    with pytest.raises(ValueError, match="^switch_layer index must be an int32, but got Float32$"):
        ops.switch_layer(Tensor(1.0, ms.float32), branches)
    with pytest.raises(TypeError, match=r"^For 'switch_layer', input\[0\] should be Tensor, but got Int64.$"):
        ops.switch_layer(1, branches)
    with pytest.raises(RuntimeError, match="^For 'switch_layer', the number of input should be 2, but got 1$"):
        ops.switch_layer(Tensor(1, ms.int32))
    with pytest.raises(ValueError, match="^switch_layer index must be a 0 dimension tensor, but got a 1 dimension"):
        ops.switch_layer(Tensor([1, 1], ms.int32), branches)
    with pytest.raises(ValueError, match="^switch_layer support at least 1 and at most 1000 but got 0 branches.$"):
        ops.switch_layer(Tensor(0, ms.int32), ())
    with pytest.raises(ValueError, match="requires that the 2th arg be tuple of functions"):
        ops.switch_layer(Tensor(0, ms.int32), (nn.ReLU(), 3))


def test_geswitch_merge_branch():
    # MindSpore raises NotImplementedError when GeSwitch / Merge are called eagerly and has no CPU kernel; the
    # dataflow meaning (the output of the untaken branch is dead, Merge returns the live value and its index) is
    # the documented one. Output dtypes / shapes follow MindSpore's infer (recorded below).
    x = Tensor([2.0, 3.0], ms.float32)
    when_false, when_true = ops.GeSwitch()(x, Tensor(True))
    assert when_true is x and when_false.shape == x.shape and when_false.dtype == x.dtype
    value, index = ops.Merge()((ops.neg(when_false), ops.square(when_true)))
    assert value.asnumpy().tolist() == [4.0, 9.0]
    assert index.dtype == ms.int32 and index.shape == (1,) and index.asnumpy().tolist() == [1]
    when_false, when_true = ops.geswitch(x, Tensor([False]))
    value, index = ops.merge([ops.add(when_false, 1.0), ops.mul(when_true, when_true)])
    assert value.asnumpy().tolist() == [3.0, 4.0] and index.asnumpy().tolist() == [0]
    # the Net of MindSpore's GeSwitch docstring: x=10, y=5, cond = x < y is False -> the first outputs are live
    x, y, three = Tensor(10.0), Tensor(5.0), Tensor(np.full((1,), 3), ms.float32)
    cond = ops.less(x, y)
    st1, _ = ops.geswitch(x, cond)
    st2, _ = ops.geswitch(y, cond)
    _, sf3 = ops.geswitch(three, cond)
    assert float(ops.merge((ops.add(st1, st2), ops.square(sf3)))[0]) == 15.0
    # a Number becomes a 0-D Tensor
    f, t = ops.geswitch(3, Tensor(True))
    assert t.dtype == ms.int64 and t.shape == () and int(t) == 3
    # a switch of a dead value is dead on both sides
    dead, _ = ops.geswitch(Tensor(1.0), Tensor(True))
    a, b = ops.geswitch(dead, Tensor(True))
    value, index = ops.merge((a, b))
    assert float(value) == 1.0 and ops.merge((value, Tensor(7.0)))[1].asnumpy().tolist() == [1]


def test_geswitch_merge_infer_and_errors():
    # recorded (PyNative): infer_shape / infer_dtype and the validation messages
    assert ops.GeSwitch().infer_shape([2, 3], []) == ([2, 3], [2, 3])
    assert ops.GeSwitch().infer_shape([2, 3], [1]) == ([2, 3], [2, 3])
    with pytest.raises(ValueError) as info:
        ops.GeSwitch().infer_shape([2, 3], [1, 1])
    assert str(info.value) == "For 'GeSwitch', the 'pred rank' must be in range of [0, 1], but got 2 with type 'int'."
    assert ops.Merge().infer_shape([[2, 3], [2, 3]]) == ([2, 3], [1])
    assert ops.Merge().infer_dtype([ms.float32, ms.float32]) == (ms.float32, ms.int32)
    hw = ("The supported data types depend on the hardware that executes the operator, for more details, please "
          "refer to the MindSpore official website to get more information about the data type.")
    with pytest.raises(TypeError) as info:
        ops.GeSwitch()(Tensor(1.0), Tensor(1, ms.int32))
    assert str(info.value) == "For 'GeSwitch', the element of 'pred' must be Tensor[Bool], but got Tensor[Int32]." + hw
    with pytest.raises(TypeError) as info:
        ops.GeSwitch()(Tensor(1.0), True)
    assert str(info.value) == "For 'GeSwitch', the element of 'pred' must be Tensor[Bool], but got Bool." + hw
    with pytest.raises(TypeError, match="^For 'GeSwitch', the element of 'data' must be one of Tensor, Int8, "):
        ops.GeSwitch()("text", Tensor(True))
    with pytest.raises(ValueError, match=r"the 'pred rank' must be in range of \[0, 1\], but got 2"):
        ops.GeSwitch()(Tensor(1.0), Tensor([[True]]))
    with pytest.raises(TypeError) as info:
        ops.Merge()((Tensor([1.0]), Tensor([1], ms.int32)))
    assert str(info.value) == ("For 'Merge', the type of 'inputs[1]' must be same as 'inputs[0]', but got "
                               "'inputs[0]' with type Float32 and 'inputs[1]' with type Int32.")
    with pytest.raises(TypeError) as info:
        ops.Merge()((2.0, Tensor([1.0])))
    assert str(info.value) == ("For 'Merge', the type of 'inputs[1]' must be same as 'inputs[0]', but got "
                               "'inputs[0]' with type Float32 and 'inputs[1]' with type Tensor[Float32].")
    with pytest.raises(TypeError):
        ops.Merge()(Tensor(1.0))


def test_move_to():
    # MindSpore's CPU build has no MoveTo kernel; the documented meaning (a copy in host memory) is pinned
    x = Tensor([1, 2, 3], ms.int64)
    y = ops.move_to(x, "CPU")
    assert y is not x and y.dtype == ms.int64 and y.asnumpy().tolist() == [1, 2, 3]
    y[0] = 9
    assert x.asnumpy().tolist() == [1, 2, 3]
    assert ops.MoveTo()(x, "CPU", False).asnumpy().tolist() == [1, 2, 3]
    z = ops.move_to([4, 5])
    assert z.dtype == ms.int64 and z.asnumpy().tolist() == [4, 5]
    with pytest.raises(ValueError, match="For 'MoveTo', the 'to' must be one of"):
        ops.move_to(x, "TPU")
    with pytest.raises(TypeError, match="For 'MoveTo', the 'blocking' must be a bool"):
        ops.move_to(x, "CPU", 1)
    with pytest.raises(TypeError, match="For 'MoveTo', the 'input' must be a Tensor"):
        ops.move_to(3)


def test_ms_kernel_is_kernel_with_a_warning(caplog):
    def doubled(a):
        out = output_tensor(a.shape, a.dtype)  # noqa: F821 (bound by the kernel decorator)
        for i in range(a.shape[0]):
            out[i] = a[i] * 2.0
        return out
    with caplog.at_level("WARNING", logger="mindspore"):
        fn = ops.ms_kernel(doubled)
    # recorded: [2. 8.] and the deprecation warning
    assert fn(np.array([1.0, 4.0], np.float32)).tolist() == [2.0, 8.0]
    assert fn.ms_kernel_flag is True
    assert "'ms_kernel' is deprecated from version 1.8 and will be removed in a future version, use 'kernel' " \
           "instead." in caplog.text
    with pytest.raises(TypeError, match="must be a dict"):
        ops.ms_kernel(doubled, compile_attrs=[1])


def test_copy_with_slice():
    # recorded (PyNative, MindSpore's CPU kernel): y is copied into x in place, a new Tensor object is returned
    x = Tensor(np.zeros((2, 3), np.float32))
    y = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    out = ops.CopyWithSlice()(x, y)
    assert out is not x
    assert x.asnumpy().tolist() == [[0, 1, 2], [3, 4, 5]] and out.asnumpy().tolist() == [[0, 1, 2], [3, 4, 5]]
    base = Tensor(np.zeros((3, 4), np.float32))
    ops.CopyWithSlice()(base[1:3, ::2], Tensor(np.ones((2, 2), np.float32)))
    assert base.asnumpy().tolist() == [[0, 0, 0, 0], [1, 0, 1, 0], [1, 0, 1, 0]]
    with pytest.raises(RuntimeError) as info:
        ops.CopyWithSlice()(x, Tensor(np.ones((3,), np.float32)))
    assert str(info.value) == ("storage_info->shape is not equal to src_tensor->shape(), storage_info->shape:"
                               "[const vector]{2, 3}, src_tensor->shape:[const vector]{3}")
    with pytest.raises(RuntimeError) as info:
        ops.CopyWithSlice()(x, Tensor(np.ones((2, 3), np.int32)))
    assert str(info.value) == ("self_tensor->data_type is not equal to src_tensor->data_type, "
                               "self_tensor->data_type:43,  src_tensor->data_type:34")
    with pytest.raises(RuntimeError, match="^The pointer\\[src_tensor\\] is null.$"):
        ops.CopyWithSlice()(x, 1.0)
    assert x.asnumpy().tolist() == [[0, 1, 2], [3, 4, 5]]  # failed copies leave x alone (recorded)


def test_py_execute():
    # MindSpore's PyNative mode refuses the primitive ("RuntimeError: Invalid primitive:PyExecute"); the JIT
    # fallback meaning (evaluate the text with the given names) is pinned. a * 2 + 3 recorded from MindSpore.
    out = ops.PyExecute()("a * 2 + len(b)", ("a", "b"), (Tensor([1.0, 2.0], ms.float32), "xyz"))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [5.0, 7.0]
    assert ops.PyExecute()("max(p, q)", ["p", "q"], [3, 9]) == 9
    assert ops.PyExecute().infer_shape(1) == ((1,),) and ops.PyExecute().infer_dtype(1) == (ms.int32,)
    with pytest.raises(TypeError, match="'script' must be a str"):
        ops.PyExecute()(1, (), ())
    with pytest.raises(ValueError, match="same length"):
        ops.PyExecute()("a", ("a",), ())
    with pytest.raises(NameError):
        ops.PyExecute()("np", (), ())


def test_distribute():
    # MindSpore's PyNative mode: "RuntimeError: prim:distribute has no attr:__infer__" (it only exists for the
    # compiler's autodiff, whose bprop of it is array_reduce(scalar_add, ...)); the broadcast meaning is pinned
    # against numpy.broadcast_to.
    x = np.array([[1.0], [2.0]], np.float32)
    out = ops.distribute(Tensor(x), (2, 3))
    assert out.dtype == ms.float32 and out.shape == (2, 3)
    assert np.array_equal(out.asnumpy(), np.broadcast_to(x, (2, 3)))
    assert ops.distribute(Tensor(7, ms.int32), (2,)).asnumpy().tolist() == [7, 7]
    with pytest.raises(ValueError, match="cannot be broadcast"):
        ops.distribute(Tensor(np.ones(3, np.float32)), (2, 2))
    with pytest.raises(TypeError, match="'shp' must be a tuple of ints"):
        ops.distribute(Tensor(1.0), [2])
    with pytest.raises(RuntimeError, match="^For 'distribute', the number of input should be 2, but got 1$"):
        ops.distribute(Tensor(1.0))


@pytest.fixture
def world_of_one(monkeypatch):
    from mindspore_compat import communication as C
    for key in ("RANK_ID", "RANK_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK",
                "MS_SCHED_HOST", "MS_SCHED_PORT", "MS_WORKER_NUM", "MS_ROLE"):
        monkeypatch.delenv(key, raising=False)
    C.init()
    yield
    ops.set_comm_ops_inplace(True)
    C.release()


def test_set_comm_ops_inplace_checks():
    # recorded (PyNative): messages of the argument checks, and reduce's refusal while its switch is off
    from mindspore_compat.ops.communication import set_comm_ops_inplace
    assert set_comm_ops_inplace is ops.set_comm_ops_inplace
    with pytest.raises(TypeError) as info:
        ops.set_comm_ops_inplace(1)
    assert str(info.value) == ("For 'set_comm_ops_inplace', the argument 'is_enable' must be type of bool, but got "
                               "'is_enable' type : <class 'int'>.")
    with pytest.raises(TypeError, match="^Expected list or tuple, but got <class 'str'>.$"):
        ops.set_comm_ops_inplace(False, "all_reduce")
    with pytest.raises(ValueError, match="^The function name in `func_list` must be correct, but got all_reducex.$"):
        ops.set_comm_ops_inplace(False, ["all_reducex"])
    try:
        assert ops.set_comm_ops_inplace(False, ("reduce",)) is None
        with pytest.raises(ValueError, match="^Non-inplace mode is currently not supported.$"):
            ops.reduce(Tensor([1.0]), 0)
    finally:
        ops.set_comm_ops_inplace(True)


def test_set_comm_ops_inplace_outputs(world_of_one):
    # one process: the documented non-inplace results (a new output, the argument left alone)
    from mindspore_compat.mint import distributed as dist
    x = Tensor([1.0, 2.0], ms.float32)
    assert ops.all_reduce(x) is None
    ops.set_comm_ops_inplace(False)
    out, handle = ops.all_reduce(x)
    assert handle is None and out is not x and out.asnumpy().tolist() == [1.0, 2.0]
    out[0] = 5.0
    assert x.asnumpy().tolist() == [1.0, 2.0]
    gathered, _ = ops.all_gather_into_tensor(None, Tensor([[1.0, 2.0]]))
    assert gathered.shape == (1, 2) and gathered.asnumpy().tolist() == [[1.0, 2.0]]
    scattered, _ = ops.reduce_scatter_tensor(None, Tensor([[3.0], [4.0]]))
    assert scattered.shape == (2, 1) and scattered.asnumpy().tolist() == [[3.0], [4.0]]
    out, handle = ops.all_reduce(x, async_op=True)
    assert handle is not None and handle.wait() is True and out.asnumpy().tolist() == [1.0, 2.0]
    assert dist.all_reduce(x) is None  # mindspore.mint.distributed always works in place
    ops.set_comm_ops_inplace(True, ["all_reduce"])
    assert ops.all_reduce(x) is None


def test_custom_op_builder_arguments():
    # recorded (MindSpore 2.10 CPU): the argument checks and messages, get_sources and the first flag
    b = ops.CustomOpBuilder("m", "a.cpp", backend="CPU", include_paths="inc", cflags="-DX=1", ldflags="-lm")
    assert b.get_sources() == ["a.cpp"] and b.name == "m" and b.source == ["a.cpp"] and b.backend == "CPU"
    assert b.get_cflags()[0] == "-DMS_EXTENSION_NAME=m" and b.get_cflags()[-1] == "-DX=1"
    assert b.get_cflags()[-2] == "-O2" and b.get_ldflags()[0] == "-shared" and b.get_ldflags()[-1] == "-lm"
    assert b.get_include_paths()[0] == "inc" and b.build_dir is None
    cases = (
        ((1, "a.cpp"), {}, TypeError, "The type of 'name' should be 'str', but got type 'int'."),
        (("m", 3), {}, TypeError, "The type of 'sources' should be one of '['list', 'tuple']', but got type 'int'."),
        (("m", ["a.cpp", 3]), {}, TypeError, "The type of 'sources' should be str, but got '3' with type 'int'."),
        (("m", "a.cpp"), {"backend": "GPU"}, ValueError,
         "For 'backend', only 'CPU' or 'Ascend' are allowed, but got 'GPU'."),
        (("m", "a.cpp"), {"backend": 1}, TypeError,
         "The type of 'backend' should be one of '['str', 'NoneType']', but got type 'int'."),
        (("m", "a.cpp"), {"cflags": ["-O3"]}, TypeError,
         "The type of 'cflags' should be one of '['str', 'NoneType']', but got type 'list'."),
        (("m", "a.cpp"), {"debug_mode": 1}, TypeError, "The 'debug_mode' must be a bool, but got int."),
    )
    for args, kwargs, exc, msg in cases:
        with pytest.raises(exc) as info:
            ops.CustomOpBuilder(*args, **kwargs)
        assert str(info.value) == msg
    if not __import__("os").getenv("ASCEND_OPP_PATH"):
        with pytest.raises(ValueError, match="^Environment variable 'ASCEND_OPP_PATH' must be set for Ascend backend"):
            ops.CustomOpBuilder("m", "a.cpp", backend="Ascend")
    with pytest.raises(FileNotFoundError, match="No such file or directory"):
        ops.CustomOpBuilder("og2_missing", "/nonexistent/x.cpp").load()


@pytest.mark.skipif(__import__("shutil").which("c++") is None, reason="needs a C++ compiler")
def test_custom_op_builder_compiles_and_loads(tmp_path):
    src = tmp_path / "twice.cpp"
    src.write_text("#include <pybind11/pybind11.h>\n"
                   "int twice(int x) { return 2 * x; }\n"
                   "PYBIND11_MODULE(MS_EXTENSION_NAME, m) { m.def(\"twice\", &twice); }\n")
    builder = ops.CustomOpBuilder("msc_test_twice", str(src), backend="CPU", build_dir=str(tmp_path / "build"))
    module = builder.load()
    assert module.twice(21) == 42
    assert builder.load() is module


def test_make_map_parameter():
    # MindSpore's CPU build has no MakeMapParameter / MapTensorGet / Put / Erase kernel: the argument checks below
    # are recorded, the table's behaviour is the one MindSpore's MapParameter docstring documents (zeros default,
    # put then get of keys 1, 2, 3 gives [[1, 1, 1], [2, 2, 2], [0, 0, 0]]) and its recorded str.
    with pytest.raises(ValueError) as info:
        ops.make_map_parameter(Tensor([1.0]))
    assert str(info.value) == ("For primitive[MakeMapParameter], the input number must be greater than or equal to "
                               "3, but got 1.")
    with pytest.raises(RuntimeError, match="^The args of MakeMapParameter is invalid, they must be tensor."):
        ops.make_map_parameter([1], Tensor([[1.0]]), "zeros")
    with pytest.raises(RuntimeError, match="^The input value shape is empty$"):
        ops.make_map_parameter(Tensor([1], ms.int32), Tensor(1.0), "zeros")
    table = ops.make_map_parameter(Tensor(np.zeros((0,), np.int32)), Tensor(np.zeros((0, 3), np.float32)), "zeros")
    assert str(table) == ("MapParameter(MapTensor(key_dtype=Int32, value_dtype=Float32, value_shape=[3], "
                          "default_value=zeros, permit_filter=1, evict_filter=9223372036854775807))")
    assert table.get(Tensor([1, 2, 3], ms.int32)).asnumpy().tolist() == [[0.0] * 3] * 3
    table.put(Tensor([1, 2], ms.int32), Tensor([[1, 1, 1], [2, 2, 2]], ms.float32))
    got = table.get(Tensor([1, 2, 3], ms.int32))
    assert got.dtype == ms.float32 and got.asnumpy().tolist() == [[1, 1, 1], [2, 2, 2], [0, 0, 0]]
    table.erase(Tensor([2, 3], ms.int32))
    assert table.get_keys().asnumpy().tolist() == [1] and table.get_values().asnumpy().tolist() == [[1, 1, 1]]
    assert table[Tensor([7], ms.int32)].shape == (1, 3) and table.get_keys().asnumpy().tolist() == [1, 7]
    table.get(Tensor([8], ms.int32), False)
    assert table.get_keys().asnumpy().tolist() == [1, 7]
    table[Tensor([7], ms.int32)] = Tensor([[5, 5, 5]], ms.float32)
    keys, values = table.get_data()
    assert keys.dtype == ms.int32 and values.asnumpy().tolist() == [[1, 1, 1], [5, 5, 5]]
    filled = ops.make_map_parameter(Tensor([4], ms.int64), Tensor([[1.5, 2.5]], ms.float32), 0.25)
    assert filled.get(Tensor([4, 6], ms.int64)).asnumpy().tolist() == [[1.5, 2.5], [0.25, 0.25]]

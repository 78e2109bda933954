"""The engine-facing members of the dataset classes: ``parse`` of transforms, datasets and samplers,
``parse_for_minddataset``, ``device`` of the vision transforms, ``to_c_type`` / ``to_python_type`` of the vision
enums, the Compose helpers, the callbacks' ``create_runtime_obj``, ``GeneratorDataset.prepare_multiprocessing``,
``PythonTokenizer.to_json`` and ``transforms.Plugin``.

Unless a comment says otherwise, every expected value and message was recorded from MindSpore 2.10.0 on CPU with
the same inputs (cd /tmp; python with the real MindSpore).
"""
import numpy as np
import pytest

import mindspore_compat.dataset as ds
import mindspore_compat.dataset.text as text
import mindspore_compat.dataset.transforms as T
import mindspore_compat.dataset.vision as V


def _rows(node):
    return [int(row[0]) for row in node]


# ----- to_c_type / to_python_type -------------------------------------------------------------------------------
# recorded: repr of what MindSpore returns for every member (None: it raises RuntimeError)
_C_TYPES = {
    "Inter": {"NEAREST": "<InterpolationMode.DE_INTER_NEAREST_NEIGHBOUR: 1>", "ANTIALIAS": None,
              "BILINEAR": "<InterpolationMode.DE_INTER_LINEAR: 0>", "BICUBIC": "<InterpolationMode.DE_INTER_CUBIC: 2>",
              "AREA": "<InterpolationMode.DE_INTER_AREA: 3>", "PILCUBIC": "<InterpolationMode.DE_INTER_PILCUBIC: 4>"},
    "Border": {"CONSTANT": "<BorderType.DE_BORDER_CONSTANT: 0>", "EDGE": "<BorderType.DE_BORDER_EDGE: 1>",
               "REFLECT": "<BorderType.DE_BORDER_REFLECT: 2>", "SYMMETRIC": "<BorderType.DE_BORDER_SYMMETRIC: 3>"},
    "ImageReadMode": {"UNCHANGED": "<ImageReadMode.DE_IMAGE_READ_MODE_UNCHANGED: 0>",
                      "GRAYSCALE": "<ImageReadMode.DE_IMAGE_READ_MODE_GRAYSCALE: 1>",
                      "COLOR": "<ImageReadMode.DE_IMAGE_READ_MODE_COLOR: 2>"},
    "AutoAugmentPolicy": {"IMAGENET": "<AutoAugmentPolicy.DE_AUTO_AUGMENT_POLICY_IMAGENET: 0>",
                          "CIFAR10": "<AutoAugmentPolicy.DE_AUTO_AUGMENT_POLICY_CIFAR10: 1>",
                          "SVHN": "<AutoAugmentPolicy.DE_AUTO_AUGMENT_POLICY_SVHN: 2>"},
    "ImageBatchFormat": {"NHWC": "<ImageBatchFormat.DE_IMAGE_BATCH_FORMAT_NHWC: 0>",
                         "NCHW": "<ImageBatchFormat.DE_IMAGE_BATCH_FORMAT_NCHW: 1>"},
    "SliceMode": {"PAD": "<SliceMode.DE_SLICE_PAD: 0>", "DROP": "<SliceMode.DE_SLICE_DROP: 1>"},
    "ConvertMode": {"COLOR_BGR2BGRA": "<ConvertMode.DE_COLOR_BGR2BGRA: 0>",
                    "COLOR_BGRA2BGR": "<ConvertMode.DE_COLOR_BGRA2BGR: 1>",
                    "COLOR_BGR2RGBA": "<ConvertMode.DE_COLOR_BGR2RGBA: 2>",
                    "COLOR_RGBA2BGR": "<ConvertMode.DE_COLOR_RGBA2BGR: 3>",
                    "COLOR_BGR2RGB": "<ConvertMode.DE_COLOR_BGR2RGB: 4>",
                    "COLOR_BGRA2RGBA": "<ConvertMode.DE_COLOR_BGRA2RGBA: 5>",
                    "COLOR_BGR2GRAY": "<ConvertMode.DE_COLOR_BGR2GRAY: 6>",
                    "COLOR_RGB2GRAY": "<ConvertMode.DE_COLOR_RGB2GRAY: 7>",
                    "COLOR_GRAY2BGR": "<ConvertMode.DE_COLOR_GRAY2BGR: 8>",
                    "COLOR_GRAY2BGRA": "<ConvertMode.DE_COLOR_GRAY2BGRA: 9>",
                    "COLOR_BGRA2GRAY": "<ConvertMode.DE_COLOR_BGRA2GRAY: 10>",
                    "COLOR_RGBA2GRAY": "<ConvertMode.DE_COLOR_RGBA2GRAY: 11>"},
}
_C_ERRORS = {
    "Inter": "Unsupported interpolation, only support NEAREST, LINEAR, CUBIC, AREA and PILCUBIC.",
    "Border": "Unsupported Border type, only support CONSTANT, EDGE, REFLECT and SYMMETRIC.",
    "ImageReadMode": "Unsupported ImageReadMode, only support UNCHANGED, GRAYSCALE and COLOR.",
    "AutoAugmentPolicy": "Unsupported AutoAugmentPolicy, only support IMAGENET, CIFAR10, and SVHN.",
    "ImageBatchFormat": "Unsupported ImageBatchFormat, only support NHWC and NCHW.",
    "SliceMode": "Unsupported SliceMode, only support PAD and DROP.",
    "ConvertMode": "Unsupported ConvertMode, see https://www.mindspore.cn/docs/en/master/api_python/dataset_vision/"
                   "mindspore.dataset.vision.ConvertColor.html for more details.",
}


@pytest.mark.parametrize("name", sorted(_C_TYPES))
def test_to_c_type(name):
    enum = getattr(V, name)
    for member in enum:
        want = _C_TYPES[name][member.name]
        if want is None:
            with pytest.raises(RuntimeError) as err:
                enum.to_c_type(member)
            assert str(err.value) == _C_ERRORS[name]
        else:
            assert repr(enum.to_c_type(member)) == want
    with pytest.raises(RuntimeError) as err:
        enum.to_c_type("x")
    assert str(err.value) == _C_ERRORS[name]
    # an int is looked up as the member of that value (IntEnum), a str enum takes no ints
    if name in ("ImageReadMode", "ImageBatchFormat", "SliceMode", "ConvertMode"):
        assert repr(enum.to_c_type(1)) == _C_TYPES[name][enum(1).name]
    else:
        with pytest.raises(RuntimeError):
            enum.to_c_type(1)
    with pytest.raises(TypeError):
        enum.to_c_type([1])


def test_engine_enums_behave_like_pybind_enums():
    mode = V.Inter.to_c_type(V.Inter.AREA)
    assert (str(mode), int(mode), mode == 3, mode.name, mode.value) == (
        "InterpolationMode.DE_INTER_AREA", 3, False, "DE_INTER_AREA", 3)


def test_to_python_type():
    got = {m.name: repr(V.Inter.to_python_type(m)) for m in V.Inter if m.name in ("NEAREST", "ANTIALIAS",
                                                                                  "BILINEAR", "BICUBIC")}
    assert got == {"NEAREST": "<Resampling.NEAREST: 0>", "ANTIALIAS": "<Resampling.LANCZOS: 1>",
                   "BILINEAR": "<Resampling.BILINEAR: 2>", "BICUBIC": "<Resampling.BICUBIC: 3>"}
    for mode in (V.Inter.AREA, V.Inter.PILCUBIC):
        with pytest.raises(RuntimeError, match="^Unsupported interpolation, only support NEAREST, ANTIALIAS, LINEAR "
                                               "and CUBIC.$"):
            V.Inter.to_python_type(mode)
    assert repr(V.Inter.to_python_type(1)) == "<Resampling.LANCZOS: 1>"
    assert [V.Border.to_python_type(b) for b in V.Border] == ["constant", "edge", "reflect", "symmetric"]
    with pytest.raises(RuntimeError, match="^Unsupported Border type"):
        V.Border.to_python_type(1)
    assert not hasattr(V.ImageReadMode, "to_python_type")


# ----- device ------------------------------------------------------------------------------------------------------
def test_device_checks_and_records_the_target():
    resize = V.Resize(2)
    assert resize.device_target == "CPU"
    assert resize.device("Ascend") is resize and resize.device_target == "Ascend"
    assert V.Resize(2).device().device_target == "CPU"
    with pytest.raises(TypeError, match=r"^Argument device_target with value 1 is not of type \[<class 'str'>\], "
                                        r"but got <class 'int'>.$"):
        V.Resize(2).device(1)
    with pytest.raises(TypeError, match="with value None is not of type"):
        V.Resize(2).device(device_target=None)
    for bad in ("GPU", "cpu"):
        with pytest.raises(ValueError, match=r"^Input device_target is not within the valid set of "
                                             r"\['CPU', 'Ascend'\].$"):
            V.Resize(2).device(bad)


def test_device_ascend_refusals():
    two = "Invalid interpolation mode, only support BILINEAR and NEAREST."
    three = "Invalid interpolation mode, only support BILINEAR, CUBIC and NEAREST."
    square = [[0, 0], [1, 0], [1, 1], [0, 1]]
    cases = [(V.Resize(2, V.Inter.AREA), three), (V.ResizedCrop(0, 0, 1, 1, 2, V.Inter.AREA), three),
             (V.Rotate(30, V.Inter.BICUBIC), two), (V.Affine(30, [0, 0], 1.0, [0., 0.], V.Inter.BICUBIC), two),
             (V.Perspective(square, square, V.Inter.BICUBIC), two),
             (V.GaussianBlur(7), "When target is Ascend, `kernel_size` only supports values 1, 3, and 5.")]
    for op, message in cases:
        assert op.device("CPU") is op
        with pytest.raises(RuntimeError) as err:
            op.device("Ascend")
        assert str(err.value) == message
        assert op.device_target == "Ascend"  # MindSpore records the target before it checks
    assert V.GaussianBlur(3).device("Ascend").device_target == "Ascend"
    decode = V.Decode(to_pil=True)
    with pytest.raises(ValueError, match=r'^The transform "Decode\(to_pil=True\)" cannot be performed on Ascend '
                                         r'device, please set "to_pil=False".$'):
        decode.device("Ascend")
    assert decode.device_target == "CPU"
    assert V.Decode().device("Ascend").device_target == "Ascend"
    # mindspore_compat: the transform runs on the host whatever the target
    assert V.HorizontalFlip().device("Ascend")(np.array([[1, 2, 3]], np.uint8)).tolist() == [[3, 2, 1]]


def test_device_only_where_mindspore_has_it():
    assert not hasattr(V.AdjustGamma(1.0), "device")
    assert not hasattr(V.RandomCrop(2), "device")


# ----- parse of transforms ----------------------------------------------------------------------------------------
def test_parse_of_a_transform_runs_as_the_pipeline_does():
    assert T.TypeCast(np.int16).parse()(np.array([1.5, 2.5])).tolist() == [1, 2]
    # recorded: MindSpore's rows of map(op, num_parallel_workers=1) over [[0], ..., [7]] with set_seed(7); the
    # parsed operation, called row after row, gives the pipeline's draws (eager calls restart the generator)
    ds.config.set_seed(7)
    apply = T.RandomApply([lambda x: x + 100], prob=0.5).parse()
    assert [int(apply(np.array([i]))[0]) for i in range(8)] == [100, 101, 2, 103, 104, 105, 106, 107]
    choice = T.RandomChoice([lambda x: x + 10, lambda x: x + 20, lambda x: x + 30]).parse()
    assert [int(choice(np.array([i]))[0]) for i in range(8)] == [10, 11, 32, 13, 24, 35, 36, 27]
    composed = T.Compose([T.RandomApply([lambda x: x + 100], prob=0.5)]).parse()
    assert [int(composed(np.array([i]))[0]) for i in range(8)] == [100, 101, 2, 103, 104, 105, 106, 107]


def test_compose_decompose_reduce_release():
    cast = T.TypeCast(np.int32)
    inner = T.Compose([T.Duplicate(), T.Compose([cast])])
    assert [type(op).__name__ for op in T.Compose.decompose([cast, inner])] == ["TypeCast", "Duplicate", "TypeCast"]
    assert T.Compose.decompose([]) == [] and T.Compose.reduce([]) == []
    pipeline = T.Compose([cast, lambda x: x + 1, lambda x: x * 2, cast, V.ToPIL(), V.HWC2CHW()])
    steps = T.Compose.reduce(pipeline.transforms)
    assert [type(op).__name__ for op in steps] == ["TypeCast", "Compose", "TypeCast", "ToPIL", "HWC2CHW"]
    assert np.asarray(steps[1](np.array([3]))).ravel().tolist() == [8]
    assert T.Compose([cast]).release_resource() is None


# ----- parse of datasets ----------------------------------------------------------------------------------------
def test_parse_of_a_dataset_yields_its_rows():
    node = ds.NumpySlicesDataset([3, 1, 2], column_names=["x"], shuffle=False).parse()
    assert _rows(node) == [3, 1, 2] and _rows(node) == [3, 1, 2]
    assert [r[0].tolist() for r in ds.NumpySlicesDataset([3, 1, 2], shuffle=False).batch(2).parse()] == [[3, 1], [2]]
    ds.config.set_seed(11)
    assert _rows(ds.NumpySlicesDataset(list(range(6)), sampler=ds.RandomSampler()).parse()) == [5, 0, 1, 2, 3, 4]


def test_generator_prepare_multiprocessing():
    data = ds.GeneratorDataset([(np.array(1),), (np.array(2),)], column_names=["x"])
    assert data.prepare_multiprocessing() is None

    class NoLength:
        def __getitem__(self, index):
            return (np.array(index),)

    with pytest.raises(RuntimeError, match="^Attempt to construct a random access dataset, '__len__' method is "
                                           "required!$"):
        ds.GeneratorDataset(NoLength(), ["x"]).parse()


# ----- samplers -------------------------------------------------------------------------------------------------
def test_sampler_parse_builds_the_pipeline_runtime():
    assert ds.SequentialSampler(start_index=1, num_samples=3).parse().build(10).ids() == [1, 2, 3]
    # recorded: the orders of NumpySlicesDataset(range(n), sampler=...) with set_seed(11)
    ds.config.set_seed(11)
    runtime = ds.RandomSampler().parse().build(6)
    assert (runtime.ids(), runtime.ids()) == ([5, 0, 1, 2, 3, 4], [0, 2, 5, 3, 4, 1])
    ds.config.set_seed(11)
    assert ds.DistributedSampler(2, 1).parse().build(7).ids() == [3, 6, 0, 2]
    assert ds.SubsetSampler([4, 0, 2]).parse_for_minddataset().build(5).ids() == [4, 0, 2]


def test_sampler_parse_checks():
    message = "^The shuffle mode: Shuffle.FILES is not supported with current dataset.$"
    with pytest.raises(RuntimeError, match=message):
        ds.RandomSampler(shuffle=ds.Shuffle.FILES).parse()
    with pytest.raises(RuntimeError, match=message):
        ds.DistributedSampler(2, 0, shuffle=ds.Shuffle.FILES).parse()
    ds.RandomSampler(shuffle=ds.Shuffle.FILES).parse_for_minddataset()
    ds.DistributedSampler(2, 0, shuffle=ds.Shuffle.FILES).parse_for_minddataset()
    ds.PKSampler(2).parse_for_minddataset()
    with pytest.raises(ValueError) as err:
        ds.PKSampler(2, class_column="").parse_for_minddataset()
    assert str(err.value) == "class_column should be a not empty string value,                     but got " \
                             "class_column: ."
    sampler = ds.DistributedSampler(2, 0)
    seeds = [sampler.seed]
    sampler.parse()
    seeds.append(sampler.seed)
    sampler.parse_for_minddataset()
    seeds.append(sampler.seed)
    assert seeds == [5489, 5490, 5490]
    assert not hasattr(ds.WeightedRandomSampler, "parse_for_minddataset")
    assert not hasattr(ds.IterSampler, "parse_for_minddataset")


# ----- callbacks ------------------------------------------------------------------------------------------------
def test_create_runtime_obj():
    refusal = "^Inheriting Callback class without overriding any methods, check the usage of user defined Callback.$"
    with pytest.raises(AttributeError, match=refusal):
        ds.DSCallback().create_runtime_obj()
    with pytest.raises(AttributeError, match=refusal):
        ds.WaitedDSCallback().create_runtime_obj()

    class StepEndOnly(ds.WaitedDSCallback):
        def ds_step_end(self, ds_run_context):
            return ds_run_context

    with pytest.raises(AttributeError, match=refusal):
        StepEndOnly().create_runtime_obj()
    # a map with a callback that overrides nothing fails when the pipeline starts
    data = ds.NumpySlicesDataset([1, 2], shuffle=False).map(lambda x: x, callbacks=ds.DSCallback())
    with pytest.raises(AttributeError, match=refusal):
        list(data.create_tuple_iterator(output_numpy=True))

    seen = []

    class Ends(ds.DSCallback):
        def ds_epoch_end(self, ds_run_context):
            seen.append(ds_run_context.cur_epoch_num)

    Ends().create_runtime_obj().fire("epoch_end", 2, 4, 8)
    assert seen == [2]


def test_waited_callback_fires_only_its_sync_methods():
    seen = []

    class Waited(ds.WaitedDSCallback):
        def sync_step_begin(self, train_run_context, ds_run_context):
            seen.append(("sync", ds_run_context.cur_step_num))

        def ds_step_end(self, ds_run_context):
            seen.append(("step_end", ds_run_context.cur_step_num))

    waited = Waited()
    data = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).map(lambda x: x, callbacks=waited)
    for _ in data.create_tuple_iterator(num_epochs=1):
        waited.step_end("step")
    assert seen == [("sync", 2), ("sync", 3)]


# ----- text, Plugin ---------------------------------------------------------------------------------------------
def test_python_tokenizer_to_json():
    def my_tok(line):
        return line.split()

    assert text.PythonTokenizer(my_tok).to_json() == \
        '{"tensor_op_name": "my_tok", "python_module": "mindspore.dataset.text.transforms"}'
    assert text.PythonTokenizer(lambda s: s.split()).to_json() == \
        '{"tensor_op_name": "<lambda>", "python_module": "mindspore.dataset.text.transforms"}'


def test_plugin(tmp_path):
    for args, name in [((1, "F"), "lib_path"), (("a.so", 2), "func_name"), (("a.so", "F", 3), "user_args")]:
        with pytest.raises(TypeError, match=f"^Argument {name} with value"):
            T.Plugin(*args)
    plugin = T.Plugin("nonexist.so", "F")
    assert (plugin.lib_path, plugin.func_name, plugin.user_args) == ("nonexist.so", "F", "")
    # MindSpore fails to load a missing library when the operation runs (RuntimeError); so do C++ libraries here
    with pytest.raises(RuntimeError, match="Fail to load:nonexist.so"):
        plugin(np.array([1, 2]))
    # mindspore_compat's own meaning: a Python plugin file
    path = tmp_path / "plugin_ops.py"
    path.write_text("def scale(column, user_args):\n    return column * int(user_args)\n\n"
                    "def negate(column):\n    return -column\n")
    assert T.Plugin(str(path), "scale", "3")(np.array([1, 2, 5])).tolist() == [3, 6, 15]
    data = ds.NumpySlicesDataset([1, 2], shuffle=False).map(T.Plugin(str(path), "negate"))
    assert [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)] == [-1, -2]
    with pytest.raises(RuntimeError, match="Fail to find the function 'missing'"):
        T.Plugin(str(path), "missing")(np.array([1]))


def test_python_transforms_have_no_parse():
    # recorded: MindSpore's Python-implemented transforms have no parse attribute
    for op in (V.ToPIL(), V.RandomErasing(), text.PythonTokenizer(str.split)):
        assert not hasattr(op, "parse")
    with pytest.raises(AttributeError, match="^'ToPIL' object has no attribute 'parse'$"):
        V.ToPIL().parse()
    assert hasattr(T.Compose([V.ToPIL()]), "parse")

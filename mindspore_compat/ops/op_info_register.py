"""Kernel registration records (``mindspore.ops.op_info_register``).

MindSpore describes each hand-written kernel (TBE, AiCPU, AKG, C++ CPU, or the ``func`` of :class:`ops.Custom`)
with a small record: its inputs, outputs, attributes and the (dtype, format) combinations it accepts. The builders
here assemble such records exactly as MindSpore's do (same methods, same checks and messages, the same dict from
``get_op_info()``), and :func:`op_info_register` keeps them in an in-process table. No kernel is compiled from
them: operators here run as torch calls, and ``ops.Custom(func_type='pyfunc')`` accepts the records through its
``reg_info`` argument or :func:`custom_info_register`.
"""
import functools
import inspect
import json
import logging
import os

from .._checkparam import check_value_type

_logger = logging.getLogger("mindspore")

__all__ = ["op_info_register", "custom_info_register", "RegOp", "CpuRegOp", "AkgRegOp", "AkgGpuRegOp",
           "AkgAscendRegOp", "AkgCpuRegOp", "AiCPURegOp", "TBERegOp", "CustomRegOp", "DataType"]

# imply_type values the kernel table knows (recorded from MindSpore 2.10: any other is refused with ValueError)
_KNOWN_IMPLY_TYPES = ("TBE", "AKG", "AiCPU", "CPU", "GPU")
# fields every record must carry to be entered in the table (a record lacking one is logged and skipped)
_RECORD_FIELDS = ("attr", "inputs", "outputs", "dtype_format")
# (op_name, imply_type) -> (record dict, file of the registering function)
_REGISTERED = {}


def _enter(record_text, source_file):
    """Put one JSON record in the table. False only for an imply_type the table does not know."""
    try:
        record = json.loads(record_text)
        name, kind = record["op_name"], record["imply_type"]
    except (ValueError, KeyError, TypeError) as exc:
        _logger.error(f"The operator registration record could not be read ({type(exc).__name__}: {exc}); "
                     f"it is not registered.")
        return True
    if kind not in _KNOWN_IMPLY_TYPES:
        _logger.error(f"imply_type {kind!r} of operator {name!r} is not one of {list(_KNOWN_IMPLY_TYPES)}.")
        return False
    lacking = [field for field in _RECORD_FIELDS if field not in record]
    if lacking:
        _logger.error(f"The registration record of operator {name!r} lacks {lacking}; it is not registered.")
        return True
    _REGISTERED[(name, kind)] = (record, source_file)
    return True


def op_info_register(op_info):
    r"""
    Decorator that enters a kernel registration record in the operator table before returning a wrapper of the
    decorated function.

    Note:
        The record is kept in memory only: no kernel is built from it. A record MindSpore cannot read (bad JSON, no
        ``op_name``) is logged as an error and skipped, as MindSpore does.

    Args:
        op_info (Union[str, dict]): the record as a JSON string, or as the dict that ``get_op_info()`` of the
            builders (:class:`TBERegOp`, :class:`AiCPURegOp`, :class:`CustomRegOp` ...) returns.

    Returns:
        Function, the decorator. It returns a plain wrapper that calls the decorated function.

    Raises:
        TypeError: If `op_info` is neither a str nor a dict (raised when the decorator is applied).
        ValueError: If the record's ``imply_type`` is none of ``"TBE"``, ``"AKG"``, ``"AiCPU"``, ``"CPU"``,
            ``"GPU"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops import op_info_register, AiCPURegOp, DataType
        >>> record = AiCPURegOp("MyNeg").input(0, "x", "required").output(0, "y", "required") \
        ...     .dtype_format(DataType.F32_Default, DataType.F32_Default).get_op_info()
        >>> @op_info_register(record)
        ... def _my_neg_aicpu():
        ...     return "registered"
        >>> print(_my_neg_aicpu())
        registered
    """
    def register_decorator(func):
        text = json.dumps(op_info) if isinstance(op_info, dict) else op_info
        check_value_type("op_info", text, [str])
        source_file = os.path.realpath(inspect.getfile(func))
        if not _enter(text, source_file):
            raise ValueError(f"Invalid op info {source_file}:\n{text}\n")

        def wrapped_function(*args, **kwargs):   # MindSpore's wrapper carries this name, not func's
            return func(*args, **kwargs)
        return wrapped_function
    return register_decorator


def custom_info_register(*reg_info):
    r"""
    Decorator that attaches registration records to a function meant as the `func` of :class:`mindspore.ops.Custom`.

    The records are stored on the decorated function as ``reg_info`` (the tuple of arguments as given), where
    :class:`mindspore.ops.Custom` looks for them when its own `reg_info` is not given.

    Args:
        reg_info (tuple[str, dict]): the records, each a JSON string or the dict of a builder's ``get_op_info()``.

    Returns:
        Function, the decorator. It returns a ``functools.wraps`` wrapper that calls the decorated function.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops import custom_info_register, CustomRegOp, DataType
        >>> record = CustomRegOp().input(0, "x").output(0, "y") \
        ...     .dtype_format(DataType.F32_Default, DataType.F32_Default).target("CPU").get_op_info()
        >>> @custom_info_register(record)
        ... def twice(x):
        ...     return x * 2
        >>> print(twice(3), twice.reg_info[0]["target"])
        6 CPU
    """
    def attach(func):
        func.reg_info = reg_info
        return functools.wraps(func)(lambda *args, **kwargs: func(*args, **kwargs))
    return attach


class RegOp:
    """
    Common base of the registration-record builders: the operator name, its inputs, outputs, attributes, fusion
    type and accepted (dtype, format) rows.

    Every setter returns the builder itself, so calls chain; ``get_op_info()`` returns the record as a dict.

    Args:
        op_name (str): name of the operator. Default: ``""`` (refused: the name must not be blank).

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops.op_info_register import RegOp
        >>> print(RegOp("Scale").fusion_type("OPAQUE").get_op_info())
        {'op_name': 'Scale', 'inputs': [], 'outputs': [], 'attr': [], 'fusion_type': 'OPAQUE', 'dtype_format': []}
    """

    def __init__(self, op_name=""):
        problem = ("op name value must be string" if not isinstance(op_name, str)
                   else "op name is empty" if not op_name.strip() else None)
        if problem:
            raise ValueError(problem)
        # the order in which the fields are set is the order of the keys of get_op_info()
        self.op_name = op_name
        _set_fields(self, (("inputs", []), ("outputs", []), ("attr_", []), ("fusion_type_", ""),
                           ("dtype_format_", [])))

    @staticmethod
    def _require(value, kind, label):
        if not isinstance(value, kind):
            raise TypeError(f"{value} value must be {label}")
        return True

    def _is_string(self, value):
        return RegOp._require(value, str, "str")

    def _is_int(self, value):
        return RegOp._require(value, int, "int")

    def _is_bool(self, value):
        return RegOp._require(value, bool, "bool")

    @staticmethod
    def _is_list(value):
        return RegOp._require(value, list, "list")

    def _check_param(self, param_list, key_list, fn_list, kwargs):
        """The dict of the given (non-None) fields under their record keys, each checked, plus `kwargs`."""
        for group in (param_list, key_list, fn_list):
            if not isinstance(group, list):
                raise TypeError(f"{group} value must be list type")
        if len(param_list) != len(key_list) or (len(fn_list) != 1 and len(param_list) != len(fn_list)):
            raise ValueError(f"param_list size {len(param_list)}, key_list size {len(key_list)}, must be equal."
                             f"And fn_list size {len(fn_list)}.")
        fields = {}
        for position, (value, key) in enumerate(zip(param_list, key_list)):
            if value is None:
                continue
            (fn_list[0] if len(fn_list) == 1 else fn_list[position])(value)
            fields[key] = value
        fields.update(kwargs)
        return fields

    def fusion_type(self, fusion_type):
        """
        Set the fusion type of the operator (``"ELEMWISE"``, ``"OPAQUE"`` ...).

        Args:
            fusion_type (str): the fusion type.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `fusion_type` is not a str.
        """
        self._is_string(fusion_type)
        self.fusion_type_ = fusion_type
        return self

    def dtype_format(self, *args):
        """
        Add one accepted combination: a (dtype, format) pair, or a (dtype, format, object type) triple, for every
        input and output in order; :class:`DataType` names the usual ones.

        Args:
            args (tuple): one pair or triple of str per input and output.

        Returns:
            The builder itself.

        Raises:
            ValueError: If the number of `args` differs from the number of inputs plus outputs, or an item is not a
                tuple of two or three elements.
            TypeError: If an item holds something else than str.
        """
        if len(self.inputs) + len(self.outputs) != len(args):
            raise ValueError("input size add output size must be equal to dtype format size")
        row = []
        for item in args:
            if not isinstance(item, tuple) or len(item) not in (2, 3):
                raise ValueError("dtype and format value must be tuple of two or three elements")
            for text in item:
                self._is_string(text)
            row.append(item)
        self.dtype_format_.append(tuple(row))
        return self

    def get_op_info(self):
        """
        The record as a dict: every field of the builder, the trailing ``_`` of the internal names dropped and the
        dynamic-shape flags under their camel-case keys.

        Returns:
            dict, the registration record.
        """
        camel = {"dynamic_shape_support": "dynamicShapeSupport", "dynamic_rank_support": "dynamicRankSupport",
                 "dynamic_compile_static": "dynamicCompileStatic", "need_check_support": "needCheckSupport",
                 "dynamic_format": "dynamicFormat"}
        record = {}
        for key, value in self.__dict__.items():
            if isinstance(key, str) and key.endswith("_"):
                key = key.rstrip("_")
                key = camel.get(key, key)
            record[key] = value
        return record


def _set_fields(builder, fields):
    """Give `builder` each (attribute, initial value) of `fields`, in order, lists copied."""
    for attribute, initial in fields:
        setattr(builder, attribute, list(initial) if isinstance(initial, list) else initial)


def _io_fields(builder, index, name, param_type, kwargs):
    return builder._check_param([index, name, param_type], ["index", "name", "paramType"],
                                [builder._is_int, builder._is_string, builder._is_string], kwargs)


class CpuRegOp(RegOp):
    r"""
    Builder of the registration record of a MindSpore C++ CPU kernel (``imply_type`` ``"CPU"``).

    Args:
        op_name (str): name of the operator.

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> from mindspore.ops import CpuRegOp, DataType
        >>> info = CpuRegOp("Halve").input(0, "x", "required").output(0, "y", "required") \
        ...     .dtype_format(DataType.F32_Default, DataType.F32_Default).get_op_info()
        >>> print(info["imply_type"], info["inputs"])
        CPU [{'index': 0, 'name': 'x', 'paramType': 'required'}]
    """

    def __init__(self, op_name):
        super().__init__(op_name)
        self.imply_type = "CPU"

    def input(self, index=None, name=None, param_type=None, **kwargs):
        """
        Add an input: its position, name and kind (``"required"``, ``"dynamic"``, ``"optional"``); fields left
        ``None`` are not recorded, extra keyword fields are recorded as given.

        Args:
            index (int): position of the input. Default: ``None`` .
            name (str): name of the input. Default: ``None`` .
            param_type (str): kind of the input. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `index` is not an int, or `name` / `param_type` not a str.
        """
        self.inputs.append(_io_fields(self, index, name, param_type, kwargs))
        return self

    def output(self, index=None, name=None, param_type=None, **kwargs):
        """
        Add an output, described as in :meth:`input`.

        Args:
            index (int): position of the output. Default: ``None`` .
            name (str): name of the output. Default: ``None`` .
            param_type (str): kind of the output. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `index` is not an int, or `name` / `param_type` not a str.
        """
        self.outputs.append(_io_fields(self, index, name, param_type, kwargs))
        return self

    def attr(self, name=None, value_type=None, value=None, **kwargs):
        """
        Add an attribute: its name, value type (``"int"``, ``"listInt"`` ...) and value, all str.

        Args:
            name (str): name of the attribute. Default: ``None`` .
            value_type (str): type of its value. Default: ``None`` .
            value (str): its value. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If a given field is not a str.
        """
        self.attr_.append(self._check_param([name, value_type, value], ["name", "type", "value"],
                                            [self._is_string], kwargs))
        return self


class AkgRegOp(RegOp):
    """
    Builder of the registration record of an AKG (auto kernel generator) kernel for one processor.

    Args:
        op_name (str): name of the operator.
        processor (str): ``"CUDA"``, ``"AiCore"`` or ``"CPU"``.

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops.op_info_register import AkgRegOp
        >>> print(AkgRegOp("Square", "CUDA").get_op_info()["processor"])
        CUDA
    """

    def __init__(self, op_name, processor):
        super().__init__(op_name)
        _set_fields(self, (("imply_type", "AKG"), ("processor", processor)))

    def input(self, index=None, name=None, param_type=None, **kwargs):
        """
        Add an input, described as in :meth:`CpuRegOp.input`.

        Args:
            index (int): position of the input. Default: ``None`` .
            name (str): name of the input. Default: ``None`` .
            param_type (str): kind of the input. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `index` is not an int, or `name` / `param_type` not a str.
        """
        self.inputs.append(_io_fields(self, index, name, param_type, kwargs))
        return self

    def output(self, index=None, name=None, **kwargs):
        """
        Add an output: its position and name.

        Args:
            index (int): position of the output. Default: ``None`` .
            name (str): name of the output. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `index` is not an int, or `name` not a str.
        """
        self.outputs.append(self._check_param([index, name], ["index", "name"], [self._is_int, self._is_string],
                                              kwargs))
        return self

    def attr(self, name=None, param_type=None, value_type=None, **kwargs):
        """
        Add an attribute: its name, kind (``"required"`` / ``"optional"``) and value type.

        Args:
            name (str): name of the attribute. Default: ``None`` .
            param_type (str): kind of the attribute. Default: ``None`` .
            value_type (str): type of its value. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If a given field is not a str.
        """
        self.attr_.append(self._check_param([name, param_type, value_type], ["name", "paramType", "type"],
                                            [self._is_string], kwargs))
        return self


class AkgGpuRegOp(AkgRegOp):
    """
    :class:`AkgRegOp` for GPUs (processor ``"CUDA"``).

    Args:
        op_name (str): name of the operator.

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> from mindspore.ops import AkgGpuRegOp
        >>> print(AkgGpuRegOp("Cube").get_op_info()["processor"])
        CUDA
    """

    def __init__(self, op_name):
        super().__init__(op_name, "CUDA")


class AkgAscendRegOp(AkgRegOp):
    """
    :class:`AkgRegOp` for Ascend AI cores (processor ``"AiCore"``).

    Args:
        op_name (str): name of the operator.

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.ops import AkgAscendRegOp
        >>> print(AkgAscendRegOp("Cube").get_op_info()["processor"])
        AiCore
    """

    def __init__(self, op_name):
        super().__init__(op_name, "AiCore")


class AkgCpuRegOp(AkgRegOp):
    """
    :class:`AkgRegOp` for CPUs (processor ``"CPU"``).

    Args:
        op_name (str): name of the operator.

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> from mindspore.ops.op_info_register import AkgCpuRegOp
        >>> print(AkgCpuRegOp("Cube").get_op_info()["processor"])
        CPU
    """

    def __init__(self, op_name):
        super().__init__(op_name, "CPU")


class AiCPURegOp(CpuRegOp):
    r"""
    Builder of the registration record of an Ascend AiCPU kernel (``imply_type`` ``"AiCPU"``); its methods are those
    of :class:`CpuRegOp`.

    Args:
        op_name (str): name of the operator.

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.ops import AiCPURegOp, DataType
        >>> info = AiCPURegOp("Gather3").fusion_type("OPAQUE").attr("axis", "int") \
        ...     .input(0, "x", "dynamic").output(0, "y", "required") \
        ...     .dtype_format(DataType.I32_Default, DataType.I32_Default) \
        ...     .dtype_format(DataType.F16_Default, DataType.F16_Default).get_op_info()
        >>> print(info["imply_type"], info["attr"], info["dtype_format"])
        AiCPU [{'name': 'axis', 'type': 'int'}] [(('int32', 'DefaultFormat'), ('int32', 'DefaultFormat')), (('float16', 'DefaultFormat'), ('float16', 'DefaultFormat'))]
    """

    def __init__(self, op_name):
        super().__init__(op_name)
        self.imply_type = "AiCPU"


# the TBE fields with their initial values, in the order of the record's keys
_TBE_FIELDS = (("imply_type", "TBE"), ("async_flag_", False), ("binfile_", ""), ("compute_cost_", 10),
               ("kernel_", ""), ("partial_flag_", False), ("reshape_type_", ""), ("dynamic_rank_support_", False),
               ("dynamic_shape_support_", False), ("dynamic_compile_static_", False), ("need_check_support_", False),
               ("dynamic_format_", False), ("op_pattern_", ""), ("real_input_index_", []),
               ("input_to_attr_index_", []), ("unknown_shape_formats_", []))


class TBERegOp(RegOp):
    r"""
    Builder of the registration record of an Ascend TBE (Tensor Boost Engine) kernel (``imply_type`` ``"TBE"``),
    with the TBE fields: binary file and kernel names, cost, pattern, dynamic-shape flags and index maps.

    Args:
        op_name (str): name of the operator.

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.ops import TBERegOp, DataType
        >>> info = TBERegOp("Neg2").fusion_type("ELEMWISE").async_flag(False).binfile_name("neg2.so") \
        ...     .compute_cost(10).kernel_name("neg2").partial_flag(True).op_pattern("formatAgnostic") \
        ...     .dynamic_shape(True).input(0, "x", False, "required", "all") \
        ...     .output(0, "y", False, "required", "all") \
        ...     .dtype_format(DataType.F16_None, DataType.F16_None).get_op_info()
        >>> print(info["kernel"], info["binfile"], info["dynamicShapeSupport"], info["op_pattern"])
        neg2 neg2.so True formatAgnostic
        >>> print(info["inputs"])
        [{'index': 0, 'name': 'x', 'needCompile': False, 'paramType': 'required', 'shape': 'all'}]
    """

    def __init__(self, op_name):
        super().__init__(op_name)
        _set_fields(self, _TBE_FIELDS)

    def _set(self, field, value, check):
        check(value)
        setattr(self, field, value)
        return self

    def unknown_shape_formats(self, unknown_shape_formats):
        """
        Append the formats of the inputs and outputs used when shapes are dynamic.

        Args:
            unknown_shape_formats (list): one format per input and output.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `unknown_shape_formats` is not a list.
        """
        RegOp._is_list(unknown_shape_formats)
        self.unknown_shape_formats_.append(unknown_shape_formats)
        return self

    def dynamic_rank_support(self, dynamic_rank_support):
        """
        Whether the kernel accepts inputs of varying rank.

        Args:
            dynamic_rank_support (bool): the flag.

        Returns:
            The builder itself.

        Raises:
            TypeError: If the flag is not a bool.
        """
        return self._set("dynamic_rank_support_", dynamic_rank_support, self._is_bool)

    def real_input_index(self, real_input_index):
        """
        Map the front-end inputs onto the kernel's inputs.

        Args:
            real_input_index (list): the kernel input of each front-end input.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `real_input_index` is not a list.
        """
        return self._set("real_input_index_", real_input_index, RegOp._is_list)

    def input_to_attr_index(self, input_to_attr_index):
        """
        The inputs that the kernel takes as attributes.

        Args:
            input_to_attr_index (list): their indexes.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `input_to_attr_index` is not a list.
        """
        return self._set("input_to_attr_index_", input_to_attr_index, RegOp._is_list)

    def async_flag(self, async_flag=False):
        """
        Whether the kernel may run asynchronously.

        Args:
            async_flag (bool): the flag. Default: ``False`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If the flag is not a bool.
        """
        return self._set("async_flag_", async_flag, self._is_bool)

    def binfile_name(self, binfile_name):
        """
        Name of the kernel's binary file.

        Args:
            binfile_name (str): the file name.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `binfile_name` is not a str.
        """
        return self._set("binfile_", binfile_name, self._is_string)

    def compute_cost(self, compute_cost=10):
        """
        Cost figure of the kernel for tiling decisions.

        Args:
            compute_cost (int): the cost. Default: ``10`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If `compute_cost` is not an int.
        """
        return self._set("compute_cost_", compute_cost, self._is_int)

    def kernel_name(self, kernel_name):
        """
        Name of the kernel function.

        Args:
            kernel_name (str): the name.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `kernel_name` is not a str.
        """
        return self._set("kernel_", kernel_name, self._is_string)

    def partial_flag(self, partial_flag=True):
        """
        Whether the kernel supports partial computation.

        Args:
            partial_flag (bool): the flag. Default: ``True`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If the flag is not a bool.
        """
        return self._set("partial_flag_", partial_flag, self._is_bool)

    def reshape_type(self, reshape_type):
        """
        Axes (letters of ``"NCHW"``) that a lower-rank input fills when padded to 4-D (``"CH"``: C and H).

        Args:
            reshape_type (str): the letters kept.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `reshape_type` is not a str.
        """
        return self._set("reshape_type_", reshape_type, self._is_string)

    def dynamic_shape(self, dynamic_shape=False):
        """
        Whether the kernel accepts dynamic shapes.

        Args:
            dynamic_shape (bool): the flag. Default: ``False`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If the flag is not a bool.
        """
        return self._set("dynamic_shape_support_", dynamic_shape, self._is_bool)

    def dynamic_compile_static(self, dynamic_compile_static=False):
        """
        Whether a dynamic-shape kernel may be compiled for static shapes.

        Args:
            dynamic_compile_static (bool): the flag. Default: ``False`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If the flag is not a bool.
        """
        return self._set("dynamic_compile_static_", dynamic_compile_static, self._is_bool)

    def need_check_supported(self, need_check_supported=False):
        """
        Whether the kernel's support must be checked before it is chosen.

        Args:
            need_check_supported (bool): the flag. Default: ``False`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If the flag is not a bool.
        """
        return self._set("need_check_support_", need_check_supported, self._is_bool)

    def is_dynamic_format(self, is_dynamic_format=False):
        """
        Whether the kernel picks its formats at run time.

        Args:
            is_dynamic_format (bool): the flag. Default: ``False`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If the flag is not a bool.
        """
        return self._set("dynamic_format_", is_dynamic_format, self._is_bool)

    def op_pattern(self, pattern=None):
        """
        Behaviour class of the kernel (``"broadcast"``, ``"reduce"``, ``"formatAgnostic"`` ...); ``None`` keeps
        the current one.

        Args:
            pattern (str): the pattern. Default: ``None`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If `pattern` is neither None nor a str.
        """
        if pattern is not None:
            self._set("op_pattern_", pattern, self._is_string)
        return self

    def attr(self, name=None, param_type=None, value_type=None, value=None, default_value=None, **kwargs):
        """
        Add an attribute: name, kind, value type, value (``"all"`` for any) and default, all str.

        Args:
            name (str): name of the attribute. Default: ``None`` .
            param_type (str): kind of the attribute. Default: ``None`` .
            value_type (str): type of its value. Default: ``None`` .
            value (str): accepted values. Default: ``None`` .
            default_value (str): its default. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If a given field is not a str.
        """
        self.attr_.append(self._check_param([name, param_type, value_type, value, default_value],
                                            ["name", "paramType", "type", "value", "defaultValue"],
                                            [self._is_string], kwargs))
        return self

    def input(self, index=None, name=None, need_compile=None, param_type=None, shape=None, value_depend=None,
              **kwargs):
        """
        Add an input: position, name, whether it is compiled in, kind, shape class and whether the kernel depends
        on its value (``"ignored"``, ``"optional"``, ``"required"``).

        Args:
            index (int): position of the input. Default: ``None`` .
            name (str): name of the input. Default: ``None`` .
            need_compile (bool): whether the input is compiled in. Default: ``None`` .
            param_type (str): kind of the input. Default: ``None`` .
            shape (str): shape class. Default: ``None`` .
            value_depend (str): value dependence. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If a given field has the wrong type.
            ValueError: If `value_depend` is none of the three values above (in any case).
        """
        fields = self._check_param(
            [index, name, need_compile, param_type, shape, value_depend],
            ["index", "name", "needCompile", "paramType", "shape", "valueDepend"],
            [self._is_int, self._is_string, self._is_bool, self._is_string, self._is_string, self._is_string],
            kwargs)
        allowed = ("ignored", "optional", "required")
        if value_depend and value_depend.lower() not in allowed:
            raise ValueError(f"Operator {self.op_name} input{index}'s value_depend's value ({value_depend}) is not "
                             f"in {allowed}.")
        self.inputs.append(fields)
        return self

    def output(self, index=None, name=None, need_compile=None, param_type=None, shape=None, **kwargs):
        """
        Add an output: position, name, whether it is compiled in, kind and shape class.

        Args:
            index (int): position of the output. Default: ``None`` .
            name (str): name of the output. Default: ``None`` .
            need_compile (bool): whether the output is compiled in. Default: ``None`` .
            param_type (str): kind of the output. Default: ``None`` .
            shape (str): shape class. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If a given field has the wrong type.
        """
        # the record key of need_compile is snake case for outputs (camel case for inputs), as in MindSpore
        self.outputs.append(self._check_param(
            [index, name, need_compile, param_type, shape], ["index", "name", "need_compile", "paramType", "shape"],
            [self._is_int, self._is_string, self._is_bool, self._is_string, self._is_string], kwargs))
        return self


class CustomRegOp(RegOp):
    r"""
    Builder of the registration record of the `func` of :class:`mindspore.ops.Custom`: its inputs, outputs,
    attributes, accepted (dtype, format) rows and the target it is meant for.

    Args:
        op_name (str, optional): name of the kernel. Default: ``"Custom"`` .

    Raises:
        ValueError: If `op_name` is not a str, or is blank.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops import CustomRegOp, DataType
        >>> info = CustomRegOp("ScaleAdd").input(0, "x").input(1, "y", "optional").output(0, "out") \
        ...     .attr("alpha", "required", "float", "1.0") \
        ...     .dtype_format(DataType.F32_Default, DataType.F32_Default, DataType.F32_Default) \
        ...     .target("CPU").get_op_info()
        >>> print(info["target"], info["inputs"][1], info["attr"])
        CPU {'index': 1, 'name': 'y', 'paramType': 'optional'} [{'name': 'alpha', 'paramType': 'required', 'type': 'float', 'defaultValue': '1.0'}]
    """

    def __init__(self, op_name="Custom"):
        super().__init__(op_name)
        self.target_ = "UnKnown"

    def input(self, index=None, name=None, param_type="required", **kwargs):
        """
        Add an input of `func`: position, name and kind (``"required"``, ``"dynamic"`` for a list of tensors,
        ``"optional"``). A field given as ``None`` is left out of the record.

        Args:
            index (int): position of the input, from 0. Default: ``None`` .
            name (str): name of the input. Default: ``None`` .
            param_type (str): kind of the input. Default: ``"required"`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `index` is neither None nor an int, or `name` / `param_type` neither None nor a str.
        """
        self.inputs.append(_io_fields(self, index, name, param_type, kwargs))
        return self

    def output(self, index=None, name=None, param_type="required", **kwargs):
        """
        Add an output of `func`, described as in :meth:`input`.

        Args:
            index (int): position of the output, from 0. Default: ``None`` .
            name (str): name of the output. Default: ``None`` .
            param_type (str): kind of the output. Default: ``"required"`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If `index` is neither None nor an int, or `name` / `param_type` neither None nor a str.
        """
        self.outputs.append(_io_fields(self, index, name, param_type, kwargs))
        return self

    def dtype_format(self, *args):
        """
        Add one accepted combination of (dtype, format) pairs, one per input and output in order, after all
        :meth:`input` and :meth:`output` calls.

        Args:
            args (tuple): the pairs; :class:`DataType` names the usual ones (``DataType.F32_Default``).

        Returns:
            The builder itself.

        Raises:
            ValueError: If the number of pairs differs from the number of inputs plus outputs.
        """
        expected = len(self.inputs) + len(self.outputs)
        if len(args) != expected:
            raise ValueError(f"The size of 'args' must be equal to the sum of input tensors and output tensors, but "
                             f"got {len(args)} vs {expected}")
        return super().dtype_format(*args)

    def attr(self, name=None, param_type=None, value_type=None, default_value=None, **kwargs):
        """
        Add an attribute of `func`: name, kind (``"required"`` / ``"optional"``), value type (``"int"``,
        ``"float"``, ``"listInt"`` ...) and default written as text (``"1.0"``, ``"1,2,3"``).

        Args:
            name (str): name of the attribute. Default: ``None`` .
            param_type (str): kind of the attribute. Default: ``None`` .
            value_type (str): type of its value. Default: ``None`` .
            default_value (str): its default as text. Default: ``None`` .
            kwargs (dict): further fields.

        Returns:
            The builder itself.

        Raises:
            TypeError: If a given field is not a str.
        """
        self.attr_.append(self._check_param([name, param_type, value_type, default_value],
                                            ["name", "paramType", "type", "defaultValue"], [self._is_string], kwargs))
        return self

    def target(self, target=None):
        """
        The device the record is for (``"Ascend"``, ``"GPU"`` or ``"CPU"``); ``None`` leaves it to
        :class:`mindspore.ops.Custom`.

        Args:
            target (str): the device. Default: ``None`` .

        Returns:
            The builder itself.

        Raises:
            TypeError: If `target` is neither None nor a str.
        """
        if target is not None:
            self._is_string(target)
        self.target_ = target
        return self

    def get_op_info(self):
        """
        The record as a dict: every field, the trailing ``_`` of the internal names dropped.

        Returns:
            dict, the registration record.
        """
        return {(key.rstrip("_") if isinstance(key, str) and key.endswith("_") else key): value
                for key, value in self.__dict__.items()}


# ---------------------------------------------------------------------------------------------- DataType
# The (dtype, format) constants of MindSpore 2.10's DataType: each dtype prefix with the format suffixes it has
# there. A suffix maps to the format string; "_Tuple" / "_List" add the object type as a third item.
_DTYPES = {"BOOL": "bool", "I8": "int8", "U8": "uint8", "I16": "int16", "U16": "uint16", "I32": "int32",
           "U32": "uint32", "I64": "int64", "U64": "uint64", "F16": "float16", "F32": "float32", "F64": "float64",
           "BF16": "bfloat16", "C64": "complex64", "C128": "complex128"}
_FORMATS = {"None": "", "Default": "DefaultFormat", "5HD": "NC1HWC0", "FracZ": "FRACTAL_Z", "FracNZ": "FRACTAL_NZ",
            "C1HWNCoC0": "C1HWNCoC0", "NCHW": "NCHW", "NHWC": "NHWC", "HWCN": "HWCN", "NDHWC": "NDHWC",
            "NCDHW": "NCDHW", "DHWCN": "DHWCN", "NDC1HWC0": "NDC1HWC0", "NC1HWC0": "NC1HWC0",
            "FRACTAL_Z_3D": "FRACTAL_Z_3D", "FracZNLSTM": "FRACTAL_ZN_LSTM", "FracZNRNN": "FRACTAL_ZN_RNN",
            "ND_RNNBIAS": "ND_RNN_BIAS", "ChannelLast": "ChannelLast"}
_COMMON = "None Default 5HD FracZ FracNZ C1HWNCoC0 NCHW NHWC HWCN NDHWC"
_FLOATS = f"{_COMMON} NCDHW DHWCN NDC1HWC0 FRACTAL_Z_3D FracZNLSTM FracZNRNN ND_RNNBIAS ChannelLast"
_SUFFIXES = {
    "BOOL": f"{_COMMON} ChannelLast", "I8": f"{_COMMON} NCDHW ChannelLast NDC1HWC0 NC1HWC0",
    "U8": f"{_COMMON} NCDHW ChannelLast NDC1HWC0 NC1HWC0", "I16": f"{_COMMON} ChannelLast",
    "U16": f"{_COMMON} ChannelLast", "I32": f"{_COMMON} NDC1HWC0 NCDHW ChannelLast", "U32": f"{_COMMON} ChannelLast",
    "I64": f"{_COMMON} ChannelLast", "U64": f"{_COMMON} ChannelLast", "F16": _FLOATS, "F32": _FLOATS,
    "F64": f"{_COMMON} ChannelLast", "BF16": _FLOATS, "C64": "Default", "C128": "Default"}
_CONTAINERS = {"BOOL": ("Tuple", "List"), "C64": ("Tuple",), "C128": ("Tuple",)}


def _data_type_constants():
    table = {"None_None": ("", ""), "None_Default": ("", "DefaultFormat")}
    for prefix, dtype in _DTYPES.items():
        for suffix in _SUFFIXES[prefix].split():
            table[f"{prefix}_{suffix}"] = (dtype, _FORMATS[suffix])
        for container in _CONTAINERS.get(prefix, ("Tuple", "List")):
            table[f"{prefix}_Default_{container}"] = (dtype, "DefaultFormat", container.lower())
    return table


class DataType:
    r"""
    Named (dtype, format) pairs for the ``dtype_format`` rows of the registration builders, spelled
    ``<DTYPE>_<FORMAT>``: ``F32_Default`` is ``("float32", "DefaultFormat")``, ``F16_5HD`` is
    ``("float16", "NC1HWC0")``, ``I32_None`` is ``("int32", "")``. The dtype prefixes are ``BOOL``, ``I8`` ... ``U64``,
    ``F16``, ``F32``, ``F64``, ``BF16``, ``C64`` and ``C128`` (``None`` for no dtype); the ``_Default_Tuple`` and
    ``_Default_List`` names add the object type as a third item (``("bool", "DefaultFormat", "tuple")``).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops import DataType
        >>> print(DataType.F32_Default, DataType.F16_FracNZ, DataType.I64_Default_List)
        ('float32', 'DefaultFormat') ('float16', 'FRACTAL_NZ') ('int64', 'DefaultFormat', 'list')
    """


for _name, _value in _data_type_constants().items():
    setattr(DataType, _name, _value)
del _name, _value

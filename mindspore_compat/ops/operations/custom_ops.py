"""``ops.Custom``: a user-defined operator. Its ``pyfunc`` backend (a Python function over numpy arrays) runs
here; the backends that compile a kernel with MindSpore's own toolchains (hybrid, akg, tbe, aicpu, aot) raise an
error that says so."""
import importlib.util
import os
import sys
import types

import numpy as np
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..._backend import dtype_map as _dm
from ... import _checkparam as validator
from ..primitive import Primitive

__all__ = ["Custom", "CustomOpBuilder"]

_FUNC_TYPES = ["hybrid", "akg", "tbe", "aicpu", "aot", "pyfunc"]
_TOOLCHAINS = {"hybrid": "the akg compiler of MindSpore's hybrid DSL", "akg": "MindSpore's akg compiler",
               "tbe": "Ascend's TBE kernel compiler", "aicpu": "Ascend's AI CPU kernel library",
               "aot": "MindSpore's runtime loading a precompiled kernel library"}


class Custom(Primitive):
    """
    A user-defined operator.

    With ``func_type="pyfunc"`` the operator calls the Python function `func` with the inputs as numpy arrays and
    turns what it returns into Tensors of `out_dtype` (one Tensor, or a tuple for several outputs). The other
    function types build a kernel with one of MindSpore's compilers; mindspore_compat has none of them, so calling
    such an operator raises a RuntimeError that names the toolchain (write the computation as a ``pyfunc`` or with
    ``mindspore.ops`` instead).

    Args:
        func (Union[function, str]): The Python function (``pyfunc``), or the kernel's source / library path.
        out_shape (Union[function, list, tuple]): The output shape, or a function of the input shapes.
            Default: ``None``.
        out_dtype (Union[function, mindspore.dtype, tuple[mindspore.dtype]]): The output dtype(s), or a function of
            the input dtypes. Default: ``None``.
        func_type (str): One of ``"hybrid"``, ``"akg"``, ``"tbe"``, ``"aicpu"``, ``"aot"``, ``"pyfunc"``.
            Default: ``"pyfunc"``.
        bprop (function): The backward function, kept for :meth:`get_bprop`. Default: ``None``.
        reg_info (Union[str, dict, list, tuple]): Kernel registration information (kept, not used).
            Default: ``None``.

    Inputs:
        - **input** (Union[Tensor, tuple[Tensor]]) - The inputs of `func`.

    Outputs:
        Tensor or tuple of Tensors.

    Raises:
        TypeError: If `func` is neither a function nor a str, or `func_type` is ``"aot"`` and `func` is not a str.
        ValueError: If `func_type` is not one of the listed types.
        RuntimeError: When calling an operator whose `func_type` is not ``"pyfunc"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> def scaled_sum(a, b):
        ...     return a + 2 * b
        >>> op = ops.Custom(scaled_sum, out_shape=lambda x, _: x, out_dtype=lambda x, _: x, func_type="pyfunc")
        >>> print(op(Tensor([1., 2.], ms.float32), Tensor([3., 4.], ms.float32)))
        [ 7. 10.]
    """

    def __init__(self, func, out_shape=None, out_dtype=None, func_type="pyfunc", bprop=None, reg_info=None):
        super().__init__("Custom")
        if not isinstance(func, (types.FunctionType, types.MethodType, str)) and not callable(func):
            raise TypeError(f"For 'Custom', 'func' must be of type function or str, but got {type(func)}")
        if func_type not in _FUNC_TYPES:
            raise ValueError(f"For 'Custom', 'func_type': {func_type}, 'func': {func}, 'func_type' must be one of "
                             f"{_FUNC_TYPES}, but got {func_type}")
        if func_type == "aot" and not isinstance(func, str):
            raise TypeError(f"For 'Custom', 'func_type': {func_type}, 'func': {func}, 'func' must be of type str, "
                            f"but got {type(func)}")
        self.func = func
        self.func_type = func_type
        self.out_shape = out_shape
        self.out_dtype = out_dtype
        self.bprop = bprop
        self.reg_info = reg_info

    def get_bprop(self):
        """The backward function given as `bprop` (``None`` if none was)."""
        return self.bprop

    def _dtypes(self, inputs):
        spec = self.out_dtype
        if callable(spec) and not isinstance(spec, mstype.Type):
            spec = spec(*[x.dtype if isinstance(x, Tensor) else None for x in inputs])
        return spec

    def __call__(self, *args):
        if self.func_type != "pyfunc":
            raise RuntimeError(f"For 'Custom', func_type '{self.func_type}' needs {_TOOLCHAINS[self.func_type]}, "
                               f"which mindspore_compat (running on PyTorch) does not have; write the computation as "
                               f"a Python function with func_type='pyfunc', or with mindspore.ops.")
        arrays = [x.asnumpy() if isinstance(x, Tensor) else x for x in args]
        out = self.func(*arrays)
        dtypes = self._dtypes(args)
        if isinstance(out, (tuple, list)):
            dtypes = dtypes if isinstance(dtypes, (tuple, list)) else [dtypes] * len(out)
            return tuple(self._tensor(v, d) for v, d in zip(out, dtypes))
        return self._tensor(out, dtypes[0] if isinstance(dtypes, (tuple, list)) else dtypes)

    @staticmethod
    def _tensor(value, dtype):
        t = torch.as_tensor(np.asarray(value))
        return _wrap(t.to(_dm.to_torch(dtype)) if dtype is not None else t)


def _str_list(key, value):
    """None, or `value` as a list of str (a single str becomes a one-element list)."""
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    validator.check_value_type(key, value, [list, tuple])
    validator.check_element_type_of_iterable(key, list(value), [str])
    return list(value)


def _flag(kwargs, key):
    value = kwargs.get(key, False)
    if not isinstance(value, bool):
        raise TypeError(f"The '{key}' must be a bool, but got {type(value).__name__}.")
    return value


class CustomOpBuilder:
    """
    Compiles C++ sources of custom operators into a Python extension module and loads it.

    The sources are compiled as a PyTorch C++ extension (``torch.utils.cpp_extension``): they may use
    ``torch/extension.h`` and pybind11, and name their module with the macro ``MS_EXTENSION_NAME`` (defined to
    `name`), e.g. ``PYBIND11_MODULE(MS_EXTENSION_NAME, m) { ... }``. Sources written against MindSpore's own C++
    extension API (``ms_extension/api.h``) cannot be compiled here (see the differences page). Subclasses may
    override the ``get_*`` methods, as in MindSpore.

    .. warning::
        This is an experimental API that is subject to change.

    Args:
        name (str): The module name; one name is built and loaded once per process.
        sources (Union[str, list[str], tuple[str]]): The C++ source file(s).
        backend (str, optional): ``"CPU"`` or ``"Ascend"``. Default: ``None``.
        include_paths (Union[str, list[str], tuple[str]], optional): Extra include directories. Default: ``None``.
        cflags (str, optional): Extra compiler flags. Default: ``None``.
        ldflags (str, optional): Extra linker flags. Default: ``None``.
        kwargs (dict, optional): ``build_dir`` (str, the build directory; default: `name` under the directory of
            the environment variable ``MS_COMPILER_CACHE_PATH``, ``./kernel_meta`` when unset), ``debug_mode``
            (bool, compile with ``-g`` instead of ``-O2``), ``enable_atb`` / ``enable_asdsip`` (bool, Ascend
            libraries; they need ``backend`` ``"Ascend"``). ``op_def`` / ``op_doc`` (YAML operator definitions)
            need MindSpore's operator generator and are refused.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `backend` is neither ``"CPU"`` nor ``"Ascend"``, an Ascend option is given with another
            backend, the environment variables an Ascend build needs are not set, or ``op_def`` is given.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> builder = ops.CustomOpBuilder("my_ops", "my_ops.cpp", backend="CPU", cflags="-DFAST=1")
        >>> print(builder.get_sources(), builder.get_cflags()[0])
        ['my_ops.cpp'] -DMS_EXTENSION_NAME=my_ops
    """
    _loaded_ops = {}

    def __init__(self, name, sources, backend=None, include_paths=None, cflags=None, ldflags=None, **kwargs):
        self.name = validator.check_value_type("name", name, [str])
        self.source = _str_list("sources", sources)
        self.backend = validator.check_value_type("backend", backend, [str, type(None)])
        if self.backend is not None and self.backend not in ("CPU", "Ascend"):
            raise ValueError(f"For 'backend', only 'CPU' or 'Ascend' are allowed, but got '{self.backend}'.")
        self.include_paths = _str_list("include_paths", include_paths)
        self.cflags = validator.check_value_type("cflags", cflags, [str, type(None)])
        self.ldflags = validator.check_value_type("ldflags", ldflags, [str, type(None)])
        self.build_dir = validator.check_value_type("build_dir", kwargs.get("build_dir"), [str, type(None)])
        self.debug_mode = _flag(kwargs, "debug_mode")
        self.enable_asdsip = _flag(kwargs, "enable_asdsip")
        self.enable_atb = _flag(kwargs, "enable_atb")
        self.yaml = _str_list("op_def", kwargs.get("op_def"))
        self.doc = _str_list("op_doc", kwargs.get("op_doc"))
        if self.yaml is not None:
            raise ValueError("For 'CustomOpBuilder', 'op_def' needs MindSpore's operator generator, which "
                             "mindspore_compat does not have; bind the functions with pybind11 in the sources.")
        for key in ("enable_atb", "enable_asdsip"):
            if getattr(self, key):
                if backend is not None and backend != "Ascend":
                    raise ValueError(f"For 'CustomOpBuilder', when '{key}' is set to True, the 'backend' must be "
                                     f"'Ascend' (or left implicit), but got '{backend}'")
                self.backend = "Ascend"
        if self.backend == "Ascend":
            opp = os.getenv("ASCEND_OPP_PATH")
            if not opp:
                raise ValueError("Environment variable 'ASCEND_OPP_PATH' must be set for Ascend backend.")
            self.ascend_cann_path = opp.split("opp")[0]
            if self.enable_atb:
                self.atb_home_path = os.getenv("ATB_HOME_PATH")
                if not self.atb_home_path:
                    raise ValueError("Environment variable 'ATB_HOME_PATH' must be set when 'enable_atb' is True.")

    def get_sources(self):
        """
        The source files to compile.

        Returns:
            list[str], the sources.
        """
        return list(self.source)

    def get_include_paths(self):
        """
        The include directories: the extra ones given, then those of the CANN toolkit for an Ascend build.

        Returns:
            list[str], the directories.
        """
        paths = list(self.include_paths or [])
        if self.backend == "Ascend":
            paths += [os.path.join(self.ascend_cann_path, "include"),
                      os.path.join(self.ascend_cann_path, "include/external")]
        return paths

    def get_cflags(self):
        """
        The compiler flags: ``-DMS_EXTENSION_NAME=<name>``, C++17, position-independent code, ``-O2`` (``-g`` in
        debug mode), the Ascend macros for an Ascend build, then `cflags`.

        Returns:
            list[str], the flags.
        """
        flags = [f"-DMS_EXTENSION_NAME={self.name}", "-std=c++17", "-fPIC", "-g" if self.debug_mode else "-O2"]
        if self.backend == "Ascend":
            flags.append("-DCUSTOM_ASCEND_OP")
            flags += ["-DCUSTOM_ENABLE_ATB"] if self.enable_atb else []
            flags += ["-DCUSTOM_ENABLE_ASDSIP"] if self.enable_asdsip else []
        if self.cflags is not None:
            flags.append(self.cflags)
        return flags

    def get_ldflags(self):
        """
        The linker flags: ``-shared``, ``-s`` (strip) unless in debug mode, the ``ascendcl`` library for an Ascend
        build, then `ldflags`.

        Returns:
            list[str], the flags.
        """
        flags = ["-shared"] + ([] if self.debug_mode else ["-s"])
        if self.backend == "Ascend":
            flags += [f"-L{os.path.abspath(os.path.join(self.ascend_cann_path, 'lib64'))}", "-lascendcl"]
        if self.ldflags is not None:
            flags.append(self.ldflags)
        return flags

    def _get_build_directory(self):
        if self.build_dir is None:
            root = os.path.realpath(os.getenv("MS_COMPILER_CACHE_PATH", "./kernel_meta"))
            self.build_dir = os.path.join(root, self.name)
        else:
            self.build_dir = os.path.realpath(self.build_dir)
        os.makedirs(self.build_dir, exist_ok=True)
        return self.build_dir

    def build(self):
        """
        Compile the sources into the extension library.

        Returns:
            str, the path of the library.

        Raises:
            FileNotFoundError: If a source file does not exist.
            RuntimeError: If the compiler fails (its output says why).
        """
        for src in self.get_sources():
            if not os.path.isfile(src):
                raise FileNotFoundError(f"[Errno 2] No such file or directory: '{src}'")
        # imported here: torch's extension builder loads setuptools, about a second at package import
        from torch.utils import cpp_extension  # pylint: disable=import-outside-toplevel
        return cpp_extension.load(self.name, self.get_sources(), extra_cflags=self.get_cflags(),
                                  extra_ldflags=self.get_ldflags(), extra_include_paths=self.get_include_paths(),
                                  build_directory=self._get_build_directory(), is_python_module=False)

    def load(self):
        """
        Build the module (once per name and process) and import it.

        Returns:
            module, the extension module with the functions the sources bind.
        """
        if self.name in CustomOpBuilder._loaded_ops:
            return CustomOpBuilder._loaded_ops[self.name]
        path = self.build()
        spec = importlib.util.spec_from_file_location(self.name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[self.name] = module
        spec.loader.exec_module(module)
        CustomOpBuilder._loaded_ops[self.name] = module
        return module

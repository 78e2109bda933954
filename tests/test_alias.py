"""The `mindspore` -> `mindspore_compat` import alias (mindspore_compat/_alias.py)."""
import importlib
import importlib.util
import sys
import textwrap
import types

import pytest

from mindspore_compat import _alias

FAKE_ALIAS = "fakealias_ms"
FAKE_TARGET = "fakealias_ms_compat"


def _forget(prefixes):
    for name in [n for n in sys.modules if any(n == p or n.startswith(p + ".") for p in prefixes)]:
        del sys.modules[name]


@pytest.fixture
def alias():
    """The real alias, installed for one test and fully removed afterwards."""
    saved = {n: m for n, m in sys.modules.items() if n == "mindspore" or n.startswith("mindspore.")}
    _alias.install()
    yield
    _alias.uninstall()
    _forget(["mindspore"])
    sys.modules.update(saved)


@pytest.fixture
def fake(tmp_path, monkeypatch):
    """A small target package `fakealias_ms_compat`, aliased as `fakealias_ms`."""
    files = {
        "__init__.py": "from . import ops\nVERSION = 'fake'\n",
        "ops/__init__.py": "from . import operations\n",
        "ops/operations.py": "class MatMul:\n    pass\n",
        "common/__init__.py": "",
        "common/dtype.py": "float32 = 'Float32'\n",
        "common/late.py": "from . import dtype\nVALUE = dtype.float32\n",
        "broken.py": "import fakealias_no_such_dependency_xyz\n",
    }
    for rel, text in files.items():
        path = tmp_path / FAKE_TARGET / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    _alias.install(FAKE_ALIAS, FAKE_TARGET)
    yield
    _alias.uninstall(FAKE_ALIAS, FAKE_TARGET)
    _forget([FAKE_ALIAS, FAKE_TARGET])


def test_top_level_is_the_same_module(alias):
    import mindspore
    import mindspore_compat
    assert mindspore is mindspore_compat
    assert sys.modules["mindspore"] is sys.modules["mindspore_compat"]


def test_submodules_are_the_same_objects(alias):
    import mindspore.context
    import mindspore.nn
    import mindspore.common.dtype as mstype
    assert sys.modules["mindspore.nn"] is sys.modules["mindspore_compat.nn"]
    assert sys.modules["mindspore.context"] is sys.modules["mindspore_compat.context"]
    assert mstype is sys.modules["mindspore_compat.common.dtype"]
    assert sys.modules["mindspore.common"] is sys.modules["mindspore_compat.common"]
    # module state is shared: a setting made through one name is seen through the other
    from mindspore_compat import context
    assert mindspore.context.get_context is context.get_context


def test_from_import_of_a_subpackage_attribute(alias):
    from mindspore.ops import operations as P
    assert P is importlib.import_module("mindspore_compat.ops.operations")


def test_aliased_modules_keep_their_own_spec(alias):
    import mindspore.context
    spec = mindspore.context.__spec__
    assert spec.name == "mindspore_compat.context"
    assert mindspore.context.__name__ == "mindspore_compat.context"
    assert mindspore.context.__spec__.parent == mindspore.context.__package__


def test_fake_package_structure(fake):
    from fakealias_ms.ops import operations as P
    import fakealias_ms.common.dtype as mstype
    import fakealias_ms.common.late
    assert P is sys.modules[FAKE_TARGET + ".ops.operations"]
    assert sys.modules.get(FAKE_ALIAS + ".ops.operations") in (P, None)
    import fakealias_ms.ops.operations
    assert sys.modules[FAKE_ALIAS + ".ops.operations"] is P
    assert mstype is sys.modules[FAKE_TARGET + ".common.dtype"]
    assert sys.modules[FAKE_ALIAS + ".common"] is sys.modules[FAKE_TARGET + ".common"]
    assert fakealias_ms.common.late.VALUE == "Float32"
    import fakealias_ms
    assert fakealias_ms.VERSION == "fake"
    assert fakealias_ms.ops.operations.MatMul is P.MatMul


def test_missing_module_names_the_mindspore_path(alias):
    with pytest.raises(ModuleNotFoundError) as info:
        import mindspore.no_such_module_xyz  # noqa: F401
    assert info.value.name == "mindspore.no_such_module_xyz"
    msg = str(info.value)
    assert "'mindspore.no_such_module_xyz'" in msg
    assert "mindspore_compat does not implement it yet" in msg


def test_missing_nested_module(alias):
    with pytest.raises(ImportError, match=r"'mindspore\.nn\.no_such_xyz'.*does not implement it yet"):
        importlib.import_module("mindspore.nn.no_such_xyz")
    with pytest.raises(ImportError, match=r"'mindspore\.no_such_pkg_xyz'.*does not implement it yet"):
        importlib.import_module("mindspore.no_such_pkg_xyz.deeper")


def test_missing_dependency_inside_the_package_is_not_rewritten(fake):
    with pytest.raises(ModuleNotFoundError) as info:
        import fakealias_ms.broken  # noqa: F401
    assert info.value.name == "fakealias_no_such_dependency_xyz"
    assert "does not implement" not in str(info.value)


def test_refuses_when_real_mindspore_is_imported():
    _alias.uninstall()
    saved = sys.modules.get("mindspore")
    real = types.ModuleType("mindspore")
    real.__file__ = "/site-packages/mindspore/__init__.py"
    sys.modules["mindspore"] = real
    try:
        with pytest.raises(RuntimeError, match=r"different 'mindspore' package is already imported"):
            _alias.install()
        assert not _alias.is_installed()
    finally:
        del sys.modules["mindspore"]
        if saved is not None:
            sys.modules["mindspore"] = saved


def test_install_is_idempotent(alias):
    import mindspore  # noqa: F401 - aliasing done: installing again must still be accepted
    _alias.install()
    _alias.install()
    finders = [f for f in sys.meta_path if isinstance(f, _alias._AliasFinder) and f.alias_root == "mindspore"]
    assert len(finders) == 1
    assert sys.meta_path[0] is finders[0]


def test_only_mindspore_names_are_intercepted(alias):
    finder = sys.meta_path[0]
    assert finder.find_spec("mindspore_compat") is None
    assert finder.find_spec("mindspore_lite") is None
    assert finder.find_spec("numpy") is None
    assert finder.find_spec("mindspore.nn").name == "mindspore.nn"


def test_uninstall_removes_finder_and_aliases(alias):
    import mindspore.context  # noqa: F401
    _alias.uninstall()
    assert not _alias.is_installed()
    assert "mindspore" not in sys.modules and "mindspore.context" not in sys.modules
    assert "mindspore_compat.context" in sys.modules
    if importlib.util.find_spec("mindspore") is None:
        with pytest.raises(ModuleNotFoundError):
            import mindspore  # noqa: F401


# ----- older module paths served as the modules at their current homes (_alias.serve_module_paths) -----------------
def test_older_graph_paths_are_graphs_modules(alias):
    # MindSpore 2.10.0 CPU: mindspore.common.api.jit is mindspore.jit, and likewise for the other four modules
    import mindspore
    import mindspore.common.api
    import mindspore.common.jit_config
    from mindspore.common.mutable import mutable
    from mindspore.common.lazy_inline import lazy_inline
    from mindspore.common.no_inline import no_inline
    assert mindspore.common.api is sys.modules["mindspore_compat.graph.api"]
    assert mindspore.common.api.jit is mindspore.jit
    assert mindspore.common.jit_config.JitConfig is mindspore.JitConfig
    assert (mutable, lazy_inline, no_inline) == (mindspore.mutable, mindspore.lazy_inline, mindspore.no_inline)
    assert importlib.import_module("mindspore_compat.common.mutable") is importlib.import_module(
        "mindspore_compat.graph.mutable")


def test_nn_metrics_serves_trains_metrics(alias):
    import mindspore.nn.metrics
    import mindspore.train.metrics
    from mindspore.nn.metrics import Accuracy, get_metrics
    assert mindspore.nn.metrics is sys.modules["mindspore_compat.nn.metrics"]
    assert mindspore.nn.metrics is importlib.import_module("mindspore_compat.train.metrics._nn_path")
    assert Accuracy is mindspore.train.Accuracy is mindspore.nn.Accuracy
    assert get_metrics is mindspore.train.metrics.get_metrics is mindspore.nn.get_metrics


def test_serve_module_paths_in_a_fake_package(fake):
    import fakealias_ms_compat
    import fakealias_ms_compat.common.late as late
    _alias.serve_module_paths(FAKE_TARGET, {"ops.late": late, "old_dtype": fakealias_ms_compat.common.dtype})
    try:
        import fakealias_ms.ops.late
        from fakealias_ms import old_dtype
        assert fakealias_ms.ops.late is late and fakealias_ms_compat.ops.late is late
        assert old_dtype is sys.modules[FAKE_TARGET + ".common.dtype"]
        assert importlib.import_module(FAKE_TARGET + ".old_dtype").float32 == "Float32"
    finally:
        del sys.modules[FAKE_TARGET + ".ops.late"], sys.modules[FAKE_TARGET + ".old_dtype"]


def test_classes_take_mindspore_module_paths(alias):
    import pickle
    import inspect
    import mindspore as ms
    from mindspore import nn, amp
    # recorded from MindSpore 2.10.0 CPU: print(type(nn.Dense(2, 3))), print(amp.get_black_list()),
    # print(ms.Generator()), print(ms.train.CheckpointConfig().get_checkpoint_policy)
    dense = nn.Dense(2, 3)
    assert repr(type(dense)) == "<class 'mindspore.nn.layer.basic.Dense'>"
    assert repr(amp.get_black_list()) == (
        "[<class 'mindspore.nn.layer.normalization.BatchNorm1d'>, <class 'mindspore.nn.layer.normalization."
        "BatchNorm2d'>, <class 'mindspore.nn.layer.normalization.BatchNorm3d'>, "
        "<class 'mindspore.nn.layer.normalization.LayerNorm'>]")
    assert repr(ms.Generator()).startswith("<mindspore.common.generator.Generator object at 0x")
    assert repr(ms.train.CheckpointConfig().get_checkpoint_policy).startswith(
        "<bound method CheckpointConfig.get_checkpoint_policy of "
        "<mindspore.train.callback._checkpoint.CheckpointConfig object at 0x")
    # the new paths resolve: pickle, inspect and isinstance keep working
    again = pickle.loads(pickle.dumps(dense))
    assert type(again) is nn.Dense and isinstance(again, nn.Cell)
    assert pickle.loads(pickle.dumps(ms.Tensor([2.0]))).asnumpy().tolist() == [2.0]
    assert inspect.getsourcefile(nn.Dense).endswith("basic.py")
    assert "class Dense" in inspect.getsource(nn.Dense)
    assert inspect.getmodule(nn.Dense) is sys.modules["mindspore_compat.nn.layer.basic"]


def test_uninstall_gives_the_module_paths_back(fake):
    from fakealias_ms.ops import operations as P
    assert P.MatMul.__module__ == FAKE_ALIAS + ".ops.operations"
    _alias.uninstall(FAKE_ALIAS, FAKE_TARGET)
    assert P.MatMul.__module__ == FAKE_TARGET + ".ops.operations"
    _alias.install(FAKE_ALIAS, FAKE_TARGET)   # already imported: install renames it again
    assert P.MatMul.__module__ == FAKE_ALIAS + ".ops.operations"


def test_default_generator_prints_as_a_generator(alias):
    import mindspore as ms
    # recorded from MindSpore 2.10.0 CPU: print(ms.manual_seed(3)) -> <mindspore.common.generator.Generator object ...>
    assert repr(ms.manual_seed(3)).startswith("<mindspore.common.generator.Generator object at 0x")
    assert repr(ms.default_generator).startswith("<mindspore.common.generator.Generator object at 0x")

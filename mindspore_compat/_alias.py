"""Make ``import mindspore`` (and every ``mindspore.X.Y``) resolve to this package.

:func:`install` puts a finder at the front of ``sys.meta_path``. For ``mindspore`` or ``mindspore.<path>`` it
imports ``mindspore_compat`` or ``mindspore_compat.<path>`` and hands back that very module object, so
``sys.modules['mindspore.nn'] is sys.modules['mindspore_compat.nn']`` and classes, isinstance checks and
module-level state are shared between the two names.

While the alias is installed, the package's classes also carry the alias's module path: ``Dense.__module__`` is
``mindspore.nn.layer.basic``, so ``type(cell)``, the default ``<... object at 0x...>`` text of an instance and a
bound method's repr read as MindSpore prints them. Pickles made meanwhile name ``mindspore.*`` paths, which the
alias serves; :func:`uninstall` puts the original paths back.
"""
import importlib
import importlib.abc
import importlib.machinery
import sys

__all__ = ["install", "uninstall", "is_installed", "serve_module_paths"]

ALIAS = "mindspore"
TARGET = __name__.rpartition(".")[0]  # "mindspore_compat"


class _AliasLoader(importlib.abc.Loader):
    """Loads ``alias_name`` by importing ``target_name`` and returning that module itself."""

    def __init__(self, alias_name, target_name, alias_root, target_root):
        self.alias_name = alias_name
        self.target_name = target_name
        self._alias_root = alias_root
        self._target_root = target_root
        self._target_spec = None

    def create_module(self, spec):
        try:
            module = importlib.import_module(self.target_name)
        except ModuleNotFoundError as exc:
            missing = exc.name or ""
            if missing == self.target_name or self.target_name.startswith(missing + "."):
                alias_missing = self._alias_root + missing[len(self._target_root):]
                raise ModuleNotFoundError(
                    f"No module named '{alias_missing}': {self._target_root} does not implement it yet "
                    f"(it would live at '{missing}').", name=alias_missing) from None
            raise
        # The import system overwrites __spec__ on the module we return; exec_module puts the real one back.
        self._target_spec = module.__spec__
        _publish_module_paths(self._alias_root, self._target_root)
        return module

    def exec_module(self, module):
        module.__spec__ = self._target_spec


class _AliasFinder(importlib.abc.MetaPathFinder):
    """Meta-path finder mapping ``alias_root[.path]`` to ``target_root[.path]``."""

    def __init__(self, alias_root=ALIAS, target_root=TARGET):
        self.alias_root = alias_root
        self.target_root = target_root

    def find_spec(self, fullname, path=None, target=None):
        if fullname != self.alias_root and not fullname.startswith(self.alias_root + "."):
            return None
        target_name = self.target_root + fullname[len(self.alias_root):]
        loader = _AliasLoader(fullname, target_name, self.alias_root, self.target_root)
        return importlib.machinery.ModuleSpec(fullname, loader)

    def __repr__(self):
        return f"<{type(self).__name__} {self.alias_root}.* -> {self.target_root}.*>"


def serve_module_paths(root, modules):
    """Serve older module paths as the modules that live elsewhere now.

    ``modules`` maps a dotted path below ``root`` (``"common.api"``) to the module found there by scripts of older
    MindSpore versions (``mindspore_compat.graph.api``). Each path becomes that very module: an entry of
    ``sys.modules`` (so ``import root.common.api`` and, through the finder above, ``import mindspore.common.api``
    give it) and an attribute of its parent package. The package root calls this, because it sits above both the
    old parent and the module's real home, so neither of them has to import the other.
    """
    for path, module in modules.items():
        parent, _, leaf = path.rpartition(".")
        sys.modules[f"{root}.{path}"] = module
        setattr(sys.modules[f"{root}.{parent}"] if parent else sys.modules[root], leaf, module)


# (alias_root, target_root) -> {"modules": target modules already seen, "classes": {id(cls): (cls, module)}}
_PUBLISHED = {}


def _under(name, root):
    return name == root or name.startswith(root + ".")


def _publish_module_paths(alias_root, target_root):
    """Give the classes of every imported ``target_root`` module the path they have under ``alias_root``.

    Each new target module is also entered in ``sys.modules`` under its alias name, so that pickle and inspect,
    which look a class's ``__module__`` up there, find the module behind the new path. Modules seen before are
    skipped, which keeps the import hook that calls this cheap.
    """
    state = _PUBLISHED.setdefault((alias_root, target_root), {"modules": set(), "classes": {}})
    for name, module in list(sys.modules.items()):
        if module is None or name in state["modules"] or not _under(name, target_root):
            continue
        state["modules"].add(name)
        sys.modules.setdefault(alias_root + name[len(target_root):], module)
        _publish_classes(vars(module).values(), alias_root, target_root, state["classes"])


def _publish_classes(values, alias_root, target_root, renamed):
    for value in list(values):
        if not isinstance(value, type) or id(value) in renamed:
            continue
        home = value.__dict__.get("__module__")
        if not isinstance(home, str) or not _under(home, target_root):
            continue
        try:
            value.__module__ = alias_root + home[len(target_root):]
        except (TypeError, AttributeError):   # a type whose attributes are read-only keeps its path
            continue
        renamed[id(value)] = (value, home)
        _publish_classes(vars(value).values(), alias_root, target_root, renamed)   # nested classes


def _unpublish_module_paths(alias_root, target_root):
    state = _PUBLISHED.pop((alias_root, target_root), None)
    for cls, home in (state or {"classes": {}})["classes"].values():
        cls.__module__ = home


def _finders(alias_root):
    return [f for f in sys.meta_path if isinstance(f, _AliasFinder) and f.alias_root == alias_root]


def _check_no_foreign_module(alias_root, target_root):
    existing = sys.modules.get(alias_root)
    if existing is None or existing is sys.modules.get(target_root):
        return
    where = getattr(existing, "__file__", None) or repr(existing)
    raise RuntimeError(
        f"A different '{alias_root}' package is already imported ({where}), so '{alias_root}' cannot be aliased "
        f"to {target_root}. Call {target_root}.install() before anything imports the real MindSpore, or run the "
        f"script with `python -m {target_root} run SCRIPT`; do not mix the real MindSpore with {target_root} in "
        f"one process.")


def install(alias_root=ALIAS, target_root=TARGET):
    """Make ``import mindspore`` and ``import mindspore.X.Y`` give this package's modules.

    The package's classes take their ``mindspore.*`` module paths (see the module's docstring). Idempotent: calling it again keeps one finder, moved to the front of ``sys.meta_path``.

    Raises:
        RuntimeError: a different (real) ``mindspore`` is already imported in this process.
    """
    _check_no_foreign_module(alias_root, target_root)
    for finder in _finders(alias_root):
        sys.meta_path.remove(finder)
    sys.meta_path.insert(0, _AliasFinder(alias_root, target_root))
    _publish_module_paths(alias_root, target_root)


def uninstall(alias_root=ALIAS, target_root=TARGET):
    """Remove the finder, give the classes their own module paths back and forget the aliased names
    (``mindspore_compat.*`` modules stay imported)."""
    for finder in _finders(alias_root):
        sys.meta_path.remove(finder)
    _unpublish_module_paths(alias_root, target_root)
    for name in [n for n in sys.modules if n == alias_root or n.startswith(alias_root + ".")]:
        if sys.modules[name] is sys.modules.get(target_root + name[len(alias_root):]):
            del sys.modules[name]


def is_installed(alias_root=ALIAS):
    """Whether :func:`install` is in effect for ``alias_root``."""
    return bool(_finders(alias_root))

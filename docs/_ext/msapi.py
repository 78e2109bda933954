"""Sphinx extension: API pages generated from each namespace's ``__all__``, so new names appear by themselves.

Every directive takes one namespace (``mindspore``, ``mindspore.nn``, ...); ``import mindspore`` is served by
mindspore_compat (``conf.py`` installs the alias). Private names (leading ``_``) are left out.

``.. ms-api-index:: NS``
    A list of links to every public name of NS (``:kind: class`` / ``function`` / ``data`` filters).
``.. ms-api:: NS``
    The autodoc entry (docstring rendered with napoleon) of every class and function whose *home* is NS.
``.. ms-api-aliases:: NS``
    Names NS exports whose home is another namespace (the same object): a table of links. The directive's
    content (an introductory sentence, translatable) is shown only when there is at least one such name.
``.. ms-api-data:: NS``
    Constants exported by NS (dtypes, execution modes) with their values; content as for ``ms-api-aliases``.

Home of an object: among the documented namespaces that export it, the one whose name is the longest prefix of
the object's defining module (``mindspore_compat.train.loss_scale_manager`` -> ``mindspore.train``), the
top-level ``mindspore`` rather than the legacy ``mindspore.context``, and within a namespace the name equal to
the object's ``__name__``. Each object is documented once, on its home page; the other pages link to it.

Docstring sections: napoleon renders Google's sections (``Args`` as configured in conf.py, ``Returns``,
``Raises``, ``Examples``); MindSpore's own sections whose bodies are RST already (``Inputs``, ``Outputs``,
``Supported Platforms``) are turned into fields of the same field list here, before napoleon runs
(:func:`mindspore_sections`), so that every section shows under MindSpore's name in one consistent layout.

Index, alias and data tables are built as nodes without source text, so they add no messages to the gettext
catalogs: only docstrings and the pages' own prose are translated.
"""
import importlib
import inspect

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.util.docutils import SphinxDirective

#: The documented namespaces, in the order of the API reference.
NAMESPACES = (
    "mindspore",
    "mindspore.nn",
    "mindspore.ops",
    "mindspore.amp",
    "mindspore.train",
    "mindspore.boost",
    "mindspore.dataset",
    "mindspore.dataset.vision",
    "mindspore.dataset.transforms",
    "mindspore.dataset.text",
    "mindspore.dataset.audio",
    "mindspore.mindrecord",
    "mindspore.common.initializer",
    "mindspore.context",
    "mindspore.communication",
    "mindspore.communication.management",
    "mindspore.mint.distributed",
    "mindspore.parallel",
    "mindspore.mint",
    "mindspore.mint.nn",
    "mindspore.mint.nn.functional",
    "mindspore.mint.optim",
    "mindspore.mint.linalg",
    "mindspore.mint.special",
    "mindspore.numpy",
    "mindspore.experimental.optim",
    "mindspore.runtime",
    "mindspore.hal",
    "mindspore.rewrite",
    "mindspore.profiler",
    "mindspore.utils",
    "mindspore.nn.probability.bijector",
    "mindspore.nn.probability.distribution",
)
_LEGACY = {"mindspore.context": "mindspore"}   # prefer the second when both export the object
_KINDS = ("class", "function", "data")
_REAL_PACKAGE = "mindspore_compat"
_homes = None


def public_names(namespace):
    """``[(name, object)]`` of the namespace's ``__all__`` in order, private names left out."""
    module = importlib.import_module(namespace)
    return [(n, getattr(module, n)) for n in module.__all__ if not n.startswith("_")]


def kind_of(obj):
    if inspect.isclass(obj):
        return "class"
    if inspect.isroutine(obj):
        return "function"
    return "data"


def _user_module(obj):
    """The defining module of ``obj`` spelled as users import it (``mindspore.nn.layer.basic``)."""
    mod = getattr(obj, "__module__", None) or ""
    if mod == _REAL_PACKAGE or mod.startswith(_REAL_PACKAGE + "."):
        mod = "mindspore" + mod[len(_REAL_PACKAGE):]
    return mod


def homes():
    """``{id(obj): "namespace.name"}`` for every documented class and function."""
    global _homes
    if _homes is not None:
        return _homes
    exported = {}
    for ns in NAMESPACES:
        for name, obj in public_names(ns):
            if kind_of(obj) != "data":
                exported.setdefault(id(obj), (obj, []))[1].append((ns, name))
    result = {}
    for key, (obj, places) in exported.items():
        module = _user_module(obj)
        spaces = {ns for ns, _ in places}

        def score(place):
            ns, name = place
            prefix = len(ns) if module == ns or module.startswith(ns + ".") else -1
            legacy = ns in _LEGACY and _LEGACY[ns] in spaces
            return (not legacy, prefix, name == getattr(obj, "__name__", None), -places.index(place))

        ns, name = max(places, key=score)
        result[key] = f"{ns}.{name}"
    _homes = result
    return result


def home_of(obj):
    return homes().get(id(obj))


def _xref(env, target, text=None):
    text = text or target
    ref = addnodes.pending_xref("", refdomain="py", reftype="obj", reftarget=target, refexplicit=True,
                                refwarn=True, refdoc=env.docname)
    ref["py:module"] = None
    ref["py:class"] = None
    ref += nodes.literal(text, text, classes=["xref", "py", "py-obj"])
    return ref


def _para(*children):
    p = nodes.paragraph()
    p.extend(children)
    return p


def _two_column_table(rows, classes):
    table = nodes.table(classes=classes)
    group = nodes.tgroup(cols=2)
    table += group
    group += nodes.colspec(colwidth=1)
    group += nodes.colspec(colwidth=1)
    body = nodes.tbody()
    group += body
    for left, right in rows:
        row = nodes.row()
        for cell_content in (left, right):
            entry = nodes.entry()
            entry += cell_content
            row += entry
        body += row
    return table


class _Base(SphinxDirective):
    required_arguments = 1
    has_content = True
    option_spec = {"kind": lambda arg: directives.choice(arg, _KINDS)}

    def names(self):
        kind = self.options.get("kind")
        return [(n, o) for n, o in public_names(self.arguments[0]) if kind is None or kind_of(o) == kind]

    def register(self, fullname, objtype):
        """A target for ``fullname`` in the python domain (so docstrings' references to it resolve)."""
        node_id = "ms-" + fullname
        self.env.get_domain("py").note_object(fullname, objtype, node_id, location=self.get_location())
        return nodes.target("", "", ids=[node_id])

    def intro(self):
        return self.parse_content_to_nodes() if self.content else []


class ApiIndex(_Base):
    """Links to every public name of the namespace, in ``__all__`` order."""
    has_content = False

    def run(self):
        ns = self.arguments[0]
        items = nodes.bullet_list(classes=["ms-api-index"])
        for name, _obj in self.names():
            items += nodes.list_item("", _para(_xref(self.env, f"{ns}.{name}", name)))
        return [items] if len(items) else []


class ApiEntries(_Base):
    """autodoc entries of the classes and functions whose home is this namespace."""
    has_content = False

    def run(self):
        ns = self.arguments[0]
        if ns not in NAMESPACES:   # its objects would have no home: the page would silently stay empty
            raise self.error(f"{ns} is not listed in NAMESPACES (docs/_ext/msapi.py)")
        lines = []
        for name, obj in self.names():
            kind = kind_of(obj)
            if kind == "data" or home_of(obj) != f"{ns}.{name}":
                continue
            lines += [f".. auto{kind}:: {ns}.{name}", ""]
        if not lines:
            return []
        return self.parse_text_to_nodes("\n".join(lines))


class ApiAliases(_Base):
    """Names this namespace exports that are documented under another name: a table of links."""

    def run(self):
        ns = self.arguments[0]
        rows = []
        for name, obj in self.names():
            home = home_of(obj) if kind_of(obj) != "data" else None
            if home is None or home == f"{ns}.{name}":
                continue
            fullname = f"{ns}.{name}"
            target = self.register(fullname, "class" if kind_of(obj) == "class" else "function")
            left = _para(target, nodes.literal(fullname, fullname))
            rows.append((left, _para(_xref(self.env, home))))
        if not rows:
            return []
        return self.intro() + [_two_column_table(rows, ["ms-api-aliases"])]


class ApiData(_Base):
    """Constants of the namespace (dtypes, modes): name and value."""

    def run(self):
        ns = self.arguments[0]
        rows = []
        for name, obj in public_names(ns):
            if kind_of(obj) != "data":
                continue
            fullname = f"{ns}.{name}"
            target = self.register(fullname, "data")
            value = repr(obj)
            rows.append((_para(target, nodes.literal(fullname, fullname)), _para(nodes.literal(value, value))))
        if not rows:
            return []
        return self.intro() + [_two_column_table(rows, ["ms-api-data"])]


#: MindSpore's docstring sections whose bodies are RST already; rendered as fields named after the section.
RST_SECTIONS = ("Inputs", "Outputs", "Supported Platforms")


def mindspore_sections(app, what, name, obj, options, lines):
    """``Inputs:`` + indented body -> ``:Inputs:`` + the same body (a field), for :data:`RST_SECTIONS`."""
    headers = {s + ":" for s in RST_SECTIONS}
    for i, line in enumerate(lines):
        stripped = line.strip()
        if stripped in headers:
            indent = line[: len(line) - len(line.lstrip())]
            body = next((l for l in lines[i + 1:] if l.strip()), "")
            if len(body) - len(body.lstrip()) > len(indent):
                lines[i] = f"{indent}:{stripped}"


def setup(app):
    app.connect("autodoc-process-docstring", mindspore_sections, priority=400)   # before napoleon (500)
    app.add_directive("ms-api-index", ApiIndex)
    app.add_directive("ms-api", ApiEntries)
    app.add_directive("ms-api-aliases", ApiAliases)
    app.add_directive("ms-api-data", ApiData)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}

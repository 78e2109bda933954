"""The small network file that the examples of ``mindspore.rewrite`` parse.

rewrite reads a network's source code, so each example first writes its network to a module file and imports it.
A docstring line ``>>> # TinyNet`` stands for those lines.
"""

EXAMPLE_NET = '''>>> import os, sys, tempfile
>>> source = """
... from mindspore import nn
... class TinyNet(nn.Cell):
...     def __init__(self):
...         super().__init__()
...         self.fc = nn.Dense(4, 3)
...         self.act = nn.ReLU()
...         self.head = nn.Dense(3, 2)
...     def construct(self, x):
...         x = self.fc(x)
...         x = self.act(x)
...         return self.head(x)
... class Wrapper(nn.Cell):
...     def __init__(self):
...         super().__init__()
...         self.body = TinyNet()
...     def construct(self, x):
...         return self.body(x)
... class Gated(nn.Cell):
...     def __init__(self):
...         super().__init__()
...         self.fc = nn.Dense(4, 2)
...         self.act = nn.ReLU()
...         self.use_act = True
...     def construct(self, x):
...         x = self.fc(x)
...         if self.use_act:
...             x = self.act(x)
...         return x
... """
>>> folder = tempfile.mkdtemp()
>>> with open(os.path.join(folder, "tiny_net.py"), "w") as stream:
...     _ = stream.write(source)
>>> sys.path.insert(0, folder)
>>> from tiny_net import TinyNet, Wrapper, Gated'''

_MARKER = ">>> # TinyNet"


def _expand(obj):
    doc = obj.__doc__
    at = doc.find(_MARKER)
    indent = doc[doc.rfind("\n", 0, at) + 1:at]
    obj.__doc__ = doc.replace(_MARKER, EXAMPLE_NET.replace("\n", "\n" + indent))


def with_example_net(cls):
    """Expand the ``>>> # TinyNet`` line in the docstrings of ``cls`` and of its methods."""
    for member in [cls] + list(vars(cls).values()):
        func = getattr(member, "__func__", member)
        if _MARKER in (getattr(func, "__doc__", None) or ""):
            _expand(func)
    return cls


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

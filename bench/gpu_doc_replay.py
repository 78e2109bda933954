"""Replays the ``>>>`` examples of chosen public names with ``device_target`` set to the GPU (or another device).

The conformance suite replays every example on the CPU; this script checks that the same examples print the same
output when the tensors live on an accelerator. Names are given as ``namespace:Name`` or as whole namespaces.

    python bench/gpu_doc_replay.py [--device GPU] mindspore.ops:DynamicRNN mindspore.ops:GeSwitch ...
"""
import argparse
import doctest
import importlib
import math
import re
import sys

import mindspore_compat

mindspore_compat.install()
import mindspore  # noqa: E402


_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


class _CloseNumbers(doctest.OutputChecker):
    """Accepts output whose text matches and whose numbers agree to float32 rounding (a device's kernels may round
    the last digit differently)."""

    def check_output(self, want, got, optionflags):
        if super().check_output(want, got, optionflags):
            return True
        squash = lambda text: " ".join(_NUMBER.sub("#", text).split())  # noqa: E731
        if squash(want) != squash(got):
            return False
        pairs = zip(_NUMBER.findall(want), _NUMBER.findall(got))
        return all(math.isclose(float(a), float(b), rel_tol=1e-5, abs_tol=1e-6) for a, b in pairs)


def _targets(spec):
    module_name, _, name = spec.partition(":")
    module = importlib.import_module(module_name)
    names = [name] if name else list(getattr(module, "__all__", []))
    for n in names:
        yield f"{module_name}.{n}", getattr(module, n)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="GPU")
    parser.add_argument("specs", nargs="+")
    args = parser.parse_args()
    finder = doctest.DocTestFinder(recurse=False)
    flags = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS
    failed = attempted = 0
    for spec in args.specs:
        for label, obj in _targets(spec):
            for test in finder.find(obj, label):
                if not test.examples:
                    continue
                mindspore.set_context(mode=mindspore.PYNATIVE_MODE, device_target=args.device)
                runner = doctest.DocTestRunner(checker=_CloseNumbers(), optionflags=flags)
                result = runner.run(test, out=sys.stdout.write)
                failed += result.failed
                attempted += 1
                status = "ok" if not result.failed else f"FAILED ({result.failed} of {result.attempted})"
                print(f"{label:<60} {status}", flush=True)
    print(f"{attempted} docstrings replayed on {args.device}, {failed} failing examples")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Regenerate ``mindspore_compat/_data/unsupported.txt`` (shipped with the package): every MindSpore 2.10 name of the implemented namespaces that we do not
export, with the reason, derived from where MindSpore defines it. Run after adding or removing exports:

    python tests/data/make_api_lists.py
"""
import importlib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
from test_public_api import NAMESPACES  # noqa: E402

# (prefix of MindSpore's defining module, reason); first match wins
REASONS = [
    ("mindspore.ops.operations.comm_ops", "this collective primitive is not provided; use the collectives of "
     "mindspore.mint.distributed (all_to_all_single, batch_isend_irecv ...) instead"),
    ("mindspore.communication", "not provided; the process-group functions of mindspore.communication and "
     "mindspore.mint.distributed cover distributed communication"),
    ("mindspore.parallel", "operator-sharded (semi-)auto parallelism needs MindSpore's graph compiler; mindspore_compat "
     "trains in data parallel (set_auto_parallel_context(parallel_mode='data_parallel'))"),
    ("mindspore.train.callback", "this callback needs MindSpore's cluster or compiler services (fault tolerance, FLOPs of "
     "the compiled graph); write a Callback subclass (on_train_step_end, ...) instead"),
    ("mindspore.train.model", "not provided by mindspore_compat yet; mindspore.train.Model covers train/eval/predict"),
    ("mindspore.train.metrics", "this metric is not provided by mindspore_compat yet; subclass mindspore.train.Metric"),
    ("mindspore.train.serialization", "works on MindSpore's strategy files or MindIR graphs, which need its graph compiler; "
     "save and load .ckpt checkpoints (save_checkpoint / load_checkpoint) and export ONNX instead"),
    ("mindspore.train.summary", "MindInsight-only summary content; SummaryRecord writes TensorBoard event files"),
    ("mindspore.train.amp", "not provided under this namespace; use mindspore.amp"),
    ("mindspore.dataset.engine.datasets_vision", "this image dataset reader is not provided; the readers of MNIST, "
     "Fashion-/K-/E-/QMNIST, CIFAR-10/100, ImageFolder, VOC, CelebA, STL-10, COCO, Cityscapes, Manifest, KITTI, "
     "WIDER FACE, SBD, Flickr, DIV2K, LFW, LSUN, Omniglot, Caltech 101/256, Flowers102, Food-101, PhotoTour, "
     "Places365, RenderedSST2, SBU, SUN397, SVHN, Semeion and USPS are, and GeneratorDataset reads any other layout"),
    ("mindspore.dataset.engine.cache_client", "MindSpore's dataset cache server is not supported; DatasetCache "
     "keeps the rows in the process"),
    ("mindspore.dataset", "not provided by mindspore_compat.dataset; read the data with GeneratorDataset (any Python "
     "iterable or random-access source) and transform it with a Python function in Dataset.map"),
    ("mindspore.graph._check_supported", "mint view operator not provided by mindspore.mint here; use mindspore.ops.flatten, "
     "ops.reshape or ops.squeeze (the same views)"),
    ("mindspore.graph._utils.mindir_util", "MindIR graphs need MindSpore's graph compiler; save a .ckpt checkpoint "
     "instead, and inspect a MindIR file with mindspore.load_mindir"),
    ("mindspore.graph", "a hook of MindSpore's own graph compiler and executor with no counterpart on torch.compile; "
     "compile with mindspore.jit or GRAPH_MODE"),
    ("mindspore.common.sparse_tensor", "sparse tensors (COO/CSR/Row) are not supported yet"),
    ("mindspore.common.file_system", "custom checkpoint file systems are not supported"),
    ("mindspore.common._grad_function", "custom autograd Functions are not supported yet"),
    ("mindspore.safeguard", "weight obfuscation inserts MindSpore's obfuscation operators into the network, and those operators are not reproduced; keep checkpoint files private (file permissions, encrypted storage) instead"),
    ("mindspore._c_expression", "a binding of MindSpore's C++ runtime with no counterpart here; use the Tensor and torch "
     "functions (Tensor.from_torch / to_torch) instead"),
    ("mindspore.nn.layer", "this layer is not provided by mindspore_compat yet; build it from the provided layers and "
     "mindspore.ops (or mindspore.mint.nn)"),
    ("mindspore.nn.probability.distribution", "this distribution is not provided (mindspore.nn.probability has Normal, "
                                              "Exponential, Uniform, Bernoulli, Geometric, Poisson, HalfNormal, "
                                              "Laplace, StudentT, Logistic, Cauchy, Gamma, Beta, LogNormal, Gumbel "
                                              "and TransformedDistribution); use torch.distributions' class of the "
                                              "same name"),
    ("mindspore.nn.sparse", "sparse tensors are not supported yet"),
    ("mindspore.nn", "not provided by mindspore.nn here yet; compose it from the provided cells and mindspore.ops"),
    ("mindspore.ops.op_info_register", "Ascend/AKG custom-kernel registration does not apply on PyTorch"),
    ("mindspore.ops.vm_impl_registry", "MindSpore VM internals do not apply on PyTorch"),
    ("mindspore.ops", "operator not provided by mindspore_compat yet; compose it from the provided mindspore.ops / "
     "mindspore.mint functions"),
    ("mindspore.context", "parameter-server training is not provided (MindSpore's PS mode needs its own cluster "
     "runtime); train data-parallel with mindspore.communication instead"),
    ("mindspore.common.initializer", "initializer not implemented yet"),
    ("", "not provided by mindspore_compat yet"),
]


OUTPUT = ROOT / "mindspore_compat" / "_data" / "unsupported.txt"


def reason_for(entry):
    where = entry.get("defined_in") or ""
    for prefix, reason in REASONS:
        if where.startswith(prefix):
            return reason
    return "not implemented yet"


def _overrides():
    out = {}
    for line in (ROOT / "tests" / "data" / "api_reasons_override.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            key, _, reason = line.partition("|")
            out[key.strip()] = reason.strip()
    return out


def main():
    overrides = _overrides()
    manifest = json.loads((ROOT / "conformance" / "data" / "mindspore-2.10-manifest.json").read_text())
    lines = ["# MindSpore 2.10 names that mindspore_compat does not export, with the reason (runtime errors, the",
             "# porting report and tests/test_public_api.py read this file).",
             "# Generated by tests/data/make_api_lists.py; do not edit by hand: edit tests/data/api_reasons_override.txt.",
             "#   <namespace>:<name> | reason"]
    for ns, mod_name in NAMESPACES.items():
        try:
            mod = importlib.import_module(mod_name)
        except ModuleNotFoundError:
            mod = None
        for name, entry in sorted(manifest.get(ns, {}).items()):
            if name.startswith("_") or (mod is not None and hasattr(mod, name)):
                continue
            key = f"{ns}:{name}"
            lines.append(f"{key} | {overrides.get(key) or reason_for(entry)}")
    OUTPUT.write_text("\n".join(lines) + "\n")
    print(f"{len(lines) - 3} names listed")


if __name__ == "__main__":
    main()

"""ONNX export glue: torch.onnx on a plain torch module (the package wraps its Cells before calling it)."""
import warnings

import torch

__all__ = ["export_onnx", "ONNX_OPSET"]

#: ONNX opset written by :func:`export_onnx` (the torch exporter's default range; 17 has LayerNorm and GRU/LSTM).
ONNX_OPSET = 17


def export_onnx(module, example_inputs, path, input_names=None, output_names=None):
    """Trace ``module`` on ``example_inputs`` (torch tensors) and write an ONNX model to ``path``.

    torch's TorchScript tracer writes the file (fast, and it needs no onnxscript); a torch older than the
    ``dynamo`` switch of ``torch.onnx.export`` has only that tracer and is called without the switch.
    """
    options = {"opset_version": ONNX_OPSET, "input_names": input_names, "output_names": output_names,
               "do_constant_folding": True}
    try:
        with warnings.catch_warnings():
            # torch >= 2.9 announces that the tracer will go away; the file it writes is the same ONNX
            warnings.filterwarnings("ignore", category=DeprecationWarning, module=r"torch\.onnx")
            warnings.filterwarnings("ignore", message=".*legacy TorchScript-based ONNX export.*")
            # shapes read while tracing become constants: the exported graph has the example inputs' shapes
            warnings.filterwarnings("ignore", category=torch.jit.TracerWarning)
            # the recurrent-layer note about other batch sizes: the whole graph is fixed-shape already
            warnings.filterwarnings("ignore", message="Exporting a model to ONNX with a batch_size other than 1")
            torch.onnx.export(module, tuple(example_inputs), path, dynamo=False, **options)
    except TypeError as exc:   # a torch without the `dynamo` switch has only the tracer, with no such keyword
        if "dynamo" not in str(exc):
            raise
        torch.onnx.export(module, tuple(example_inputs), path, **options)

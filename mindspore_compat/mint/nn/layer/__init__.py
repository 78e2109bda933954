"""The Cells of ``mindspore.mint.nn``, by kind (MindSpore's layout: ``mint/nn/layer/<kind>.py``)."""

"""The ``msrun`` launcher (``mindspore.parallel.cluster``)."""

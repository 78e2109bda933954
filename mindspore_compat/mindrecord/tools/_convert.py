"""Pieces the data set converters share: batched writing, JPEG encoding and a safe reader of pickled batches."""
import io
import pickle

import numpy as np

# The converters hand rows to FileWriter in lists of this many, as MindSpore's do (the page layout follows the
# calls, so the batch size is part of the file format the converters produce).
BATCH_SIZE = 256


def write_in_batches(writer, rows, parallel_writer=False):
    """Give the rows of the iterable `rows` to `writer.write_raw_data` in lists of BATCH_SIZE; return the count."""
    batch, count = [], 0
    for row in rows:
        batch.append(row)
        count += 1
        if len(batch) == BATCH_SIZE:
            writer.write_raw_data(batch, parallel_writer)
            batch = []
    if batch:
        writer.write_raw_data(batch, parallel_writer)
    return count


def opencv():
    """The cv2 module; MindSpore's converters encode their images with OpenCV."""
    try:
        import cv2  # pylint: disable=import-outside-toplevel
    except ImportError as exc:
        raise ImportError("the MNIST and CIFAR converters encode images with OpenCV, as in MindSpore: install "
                          "opencv-python-headless") from exc
    return cv2


def jpeg(cv2, image):
    """JPEG file bytes of an HWC (or HW1) image through OpenCV's encoder with its default quality."""
    _, encoded = cv2.imencode(".jpeg", image)
    return encoded.tobytes()


# numpy 1 pickles name numpy.core.multiarray, numpy 2 pickles numpy._core.multiarray; both mean this function
_RECONSTRUCT = np.ndarray.__reduce__(np.zeros(0))[0]


class _NumpyOnlyUnpickler(pickle.Unpickler):
    """Loads pickles that name nothing but numpy arrays and dtypes (the CIFAR python batches)."""

    def find_class(self, module, name):
        if module in ("numpy.core.multiarray", "numpy._core.multiarray") and name == "_reconstruct":
            return _RECONSTRUCT
        if module == "numpy":
            return getattr(np, name)
        raise pickle.UnpicklingError(f"global '{module}.{name}' is forbidden")


def load_cifar_batch(path, data_set):
    """The dict of one CIFAR python batch file (keys are bytes); RuntimeError for anything else."""
    with open(path, "rb") as f:
        content = f.read()
    try:
        return _NumpyOnlyUnpickler(io.BytesIO(content), encoding="bytes").load()
    except (pickle.UnpicklingError, UnicodeDecodeError) as exc:
        raise RuntimeError(f"Not a valid {data_set} Dataset.") from exc
    except Exception as exc:  # pylint: disable=broad-except
        raise RuntimeError(f"Unexpected error while Unpickling {data_set} Dataset.") from exc

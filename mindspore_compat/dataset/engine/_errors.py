"""The RuntimeErrors of the data pipeline, worded as MindSpore's pipeline reports them.

They sit in their own module, below the datasets, samplers and iterators that raise them, so that none of those has
to import another just for its error text.
"""
import traceback

_RULE = "-" * 66


def _pipeline_error(message):
    """RuntimeError formatted as MindSpore reports an error of its data pipeline."""
    return RuntimeError(f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. \n\n"
                        f"{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n")


def _user_error(message):
    """RuntimeError formatted as MindSpore reports an exception raised by user Python code in the pipeline."""
    return RuntimeError(f"Exception thrown from user defined Python function in dataset. \n\n{_RULE}\n"
                        f"- Python Call Stack: \n{_RULE}\n{message}\n")


def _user_exception(exc, where):
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return _user_error(f"{where}\n{type(exc).__name__}: {text}")


def _syntax_error(message):
    """RuntimeError formatted as MindSpore reports a node whose parameters fail its checks when the tree is built."""
    return RuntimeError(f"Syntax error. \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n")

"""Private helpers of ``mindspore.graph`` (``mindir_util``: reading and writing MindIR files as protobuf messages)."""

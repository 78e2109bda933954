"""The backend layer: the only place that knows torch dtypes, devices and torch_npu."""

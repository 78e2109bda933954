"""``mindspore.UntypedStorage``: the bytes behind a Tensor (``Tensor.untyped_storage()``), on torch's
``UntypedStorage``."""
import torch as _torch

from .._backend import device as _device

__all__ = ["UntypedStorage"]


class UntypedStorage:
    """
    The memory that holds a Tensor's data, as a flat run of bytes (several Tensors, views of one another, share
    one storage). It is obtained from :meth:`mindspore.Tensor.untyped_storage`; it cannot be created directly.

    Raises:
        TypeError: When called directly.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> x = Tensor(np.array([1.5, 2.5, 3.5], np.float32))
        >>> store = x.untyped_storage()
        >>> print(type(store).__name__, store.size(), store.nbytes(), store.element_size(), store.device)
        UntypedStorage 12 12 1 CPU
        >>> print(x[1:].untyped_storage().data_ptr() == store.data_ptr())
        True
    """

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'UntypedStorage' instances")

    @classmethod
    def _of(cls, torch_storage, dtype, owner):
        obj = object.__new__(cls)
        obj._s = torch_storage
        obj._dtype = dtype
        obj._owner = owner  # the torch tensor the storage was taken from
        return obj

    @property
    def device(self):
        """The device target holding the bytes, one of ``"CPU"``, ``"GPU"`` or ``"Ascend"``."""
        return _device.target_of(self._s.device)

    @property
    def dtype(self):
        """The dtype of the Tensor the storage was taken from."""
        return self._dtype

    def size(self):
        """Number of bytes (the same as :meth:`nbytes`)."""
        return self._s.nbytes()

    def nbytes(self):
        """Number of bytes."""
        return self._s.nbytes()

    def element_size(self):
        """Bytes per element of an untyped storage: always 1."""
        return 1

    def data_ptr(self):
        """Address of the first byte (0 for an empty storage)."""
        return self._s.data_ptr()

    def is_shared(self):
        """Whether the bytes live in shared memory (for other processes)."""
        return self._s.is_shared()

    def copy_(self, src, non_blocking=False):
        """
        Copy the bytes of `src` (an UntypedStorage of the same size) into this storage; every Tensor on it sees the
        new bytes.

        Args:
            src (UntypedStorage): the bytes to copy.
            non_blocking (bool): copy asynchronously between host and device. Default: ``False``.

        Returns:
            UntypedStorage, this storage.

        Raises:
            TypeError: If `src` is not an UntypedStorage.
            RuntimeError: If the sizes differ.
        """
        if not isinstance(src, UntypedStorage):
            raise TypeError(f"For 'UntypedStorage.copy_', 'src' must be an UntypedStorage, but got {type(src)}.")
        if src.nbytes() != self.nbytes():
            raise RuntimeError(f"Size does not match, self was {self.nbytes()} bytes but src was {src.nbytes()} bytes")
        self._s.copy_(src._s, non_blocking)
        return self

    def resize_(self, size):
        """
        Change the number of bytes to `size` (``0`` releases the memory); Tensors on the storage keep their shape.

        Memory shared with a numpy array cannot change size: the Tensor the storage was taken from first moves to
        memory of its own (a copy; other views of the old memory stay on it).

        Args:
            size (int): the new number of bytes.

        Returns:
            UntypedStorage, this storage.
        """
        if not self._s.resizable():
            own = _torch.UntypedStorage(self._s.nbytes(), device=self._s.device)
            own.copy_(self._s)
            t = self._owner
            with _torch.no_grad():
                t.set_(own, t.storage_offset(), t.shape, t.stride())
            self._s = own
        self._s.resize_(size)
        return self


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)

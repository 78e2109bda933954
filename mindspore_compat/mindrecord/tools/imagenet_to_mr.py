"""Converting an ImageNet-style image folder to MindRecord: :class:`ImageNetToMR`."""
import os

from .._format import check_filename
from ..common.exceptions import MindRecordException
from ..filewriter import FileWriter
from ._convert import write_in_batches

__all__ = ["ImageNetToMR"]


class PathNotExistsError(MindRecordException):
    """No class folder named by the map file exists."""

    def __init__(self, error_path):
        super().__init__()
        self.error_msg = f"Path does not exist. {error_path}"


class ImageNetToMR:
    """
    Converts images stored one folder per class into a MindRecord file with the fields ``label`` (int32),
    ``image`` (the file bytes) and ``file_name`` (the image path), indexed by label and file name.

    The map file has one line per class: ``<folder name> <label>``. In each class folder, the files ending in
    ``JPEG`` or ``jpg`` are read in directory-listing order, as MindSpore does.

    Args:
        map_file (str): The map file.
        image_dir (str): The folder holding the class folders.
        destination (str): Path of the MindRecord file to write.
        partition_number (int, optional): Number of shard files. Default: ``1``.

    Raises:
        ValueError: If an argument is invalid.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> from mindspore.mindrecord import ImageNetToMR, FileReader
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "images", "n0001"))
        >>> with open(os.path.join(root, "images", "n0001", "a.jpg"), "wb") as f:
        ...     _ = f.write(b"not really a jpeg")
        >>> with open(os.path.join(root, "labels.txt"), "w") as f:
        ...     _ = f.write("n0001 4\\n")
        >>> ImageNetToMR(os.path.join(root, "labels.txt"), os.path.join(root, "images"),
        ...              os.path.join(root, "imagenet.mindrecord")).transform()
        >>> row = next(FileReader(os.path.join(root, "imagenet.mindrecord")).get_next())
        >>> print(row["label"], row["image"], os.path.basename(row["file_name"]))
        4 b'not really a jpeg' a.jpg
    """

    def __init__(self, map_file, image_dir, destination, partition_number=1):
        check_filename(map_file)
        check_filename(image_dir)
        check_filename(destination)
        if partition_number is None or not isinstance(partition_number, int):
            raise ValueError("The parameter partition_number must be int")
        self.map_file, self.image_dir, self.destination = map_file, image_dir, destination
        self.partition_number = partition_number
        self.writer = FileWriter(destination, partition_number)

    def _rows(self):
        path = os.path.realpath(self.map_file)
        if not os.path.exists(path):
            raise IOError(f"map file {self.map_file} not exists")
        folders = {}
        with open(path, "r") as f:
            for line in f:
                parts = line.split(" ")
                folders[parts[1]] = parts[0]  # label text (line end kept) -> folder name
        class_dirs = {}
        for label, folder in folders.items():
            full = os.path.join(self.image_dir, folder)
            if os.path.isdir(full):
                class_dirs[label] = full
        if not class_dirs:
            raise PathNotExistsError(f"not valid image dir in {self.image_dir}")
        for label, folder in class_dirs.items():
            for item in os.listdir(folder):
                if not item.endswith("JPEG") and not item.endswith("jpg"):
                    continue
                file_name = os.path.join(folder, item)
                with open(os.path.realpath(file_name), "rb") as f:
                    image = f.read()
                yield {"file_name": str(file_name), "label": int(label), "image": image}

    def run(self):
        """
        Write the MindRecord file(s).

        Returns:
            MSRStatus, ``SUCCESS``.
        """
        writer = self.writer
        writer.set_header_size(1 << 24)
        writer.set_page_size(1 << 26)
        writer.add_schema({"label": {"type": "int32"}, "image": {"type": "bytes"}, "file_name": {"type": "string"}},
                          "imagenet_schema")
        writer.add_index(["label", "file_name"])
        write_in_batches(writer, self._rows(), True)
        writer.commit()
        return 0

    def transform(self):
        """
        Convert (the same as :meth:`run`, whose errors it raises).
        """
        self.run()

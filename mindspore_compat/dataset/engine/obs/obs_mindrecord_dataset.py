"""MindRecord files kept in OBS (Huawei Cloud object storage, or any S3-style store the ``obs`` SDK reaches):
:class:`OBSMindDataset` and the rank barrier :func:`sync_wait_for_dataset`.

How a rank reads its part of the files each epoch:

1. The file list is shuffled (unless `shuffle` is ``False`` or ``Shuffle.INFILE``) with the epoch seed, and cut
   into this rank's pieces: with ``shard_equal_rows`` every rank gets ``ceil(total rows / ranks)`` rows (counted
   from the ``.db`` index files, which the first rank of each node downloads), otherwise every ``num_shards``-th
   file.
2. The pieces' files and their ``.db`` files are downloaded into ``DATASET_LOCAL_PATH`` (one download per file and
   node, under a file lock), unless already there.
3. The rank puts the marker object ``<sync_obs_path>/<BATCH_JOB_ID>/<epoch>/download_dataset_ready_<rank>.txt``
   and waits until every rank's marker is listed under that prefix.
4. Rows are read piece by piece with :class:`MindDataset`; each piece seeds the pipeline with the next file seed
   and reads through a random sampler (``Shuffle.GLOBAL`` / ``INFILE``) or in order.

The settings (``WORKING_PATH`` ``/cache``, ``DATASET_LOCAL_PATH`` ``/cache/dataset``, ``MAX_RETRY`` 3,
``RETRY_DELTA_TIME`` 10 s, ``WAIT_META_TIME`` 1 s, ``PART_SIZE``, ``TASK_NUM``, ``SEED`` 1, ...) can be overridden
by environment variables of the same names.
"""
import contextlib
import hashlib
import importlib
import math
import os
import random
import sqlite3
import stat
import tempfile
import time

from ...core import config as _ds_config
from ...core.validator_helpers import (check_sampler_shuffle_shard_options, type_check,
                                       validate_dataset_param_value)
from ..datasets_standard_format import MindDataset
from ..datasets_user_defined import GeneratorDataset
from ..samplers import (BuiltinSampler, RandomSampler, SequentialSampler, Shuffle, SubsetRandomSampler,
                        SubsetSampler)

try:
    import fcntl
except ImportError:  # no advisory locks on this platform: downloads are not serialised between processes
    fcntl = None

__all__ = ["OBSMindDataset", "sync_wait_for_dataset"]

_DEFAULTS = {
    "WORKING_PATH": "/cache", "DATASET_LOCAL_PATH": os.path.join("/cache", "dataset"), "DISK_THRESHOLD": 0.75,
    "TASK_NUM": 8, "PART_SIZE": 10 * 1024 * 1024, "MAX_RETRY": 3, "RETRY_DELTA_TIME": 10, "WARMINGUP_TIME": 10,
    "WAIT_STEP_TIME": 0.1, "WAIT_META_TIME": 1, "SEED": 1,
}


class _OBSSettings:
    """The settings of one dataset: defaults, then environment variables of the same names, then assignments."""

    def __init__(self):
        self.__dict__["_values"] = dict(_DEFAULTS)

    def __getattr__(self, key):
        values = self.__dict__["_values"]
        if key in os.environ:
            default = _DEFAULTS.get(key)
            text = os.environ[key]
            if isinstance(default, bool) or default is None or isinstance(default, str):
                return text
            return type(default)(text)
        if key in values:
            return values[key]
        raise RuntimeError(f"Variable {key} can not be found in configuration file or environment variables.")

    def __setattr__(self, key, value):
        self.__dict__["_values"][key] = value


def _bucket_and_key(obs_path):
    """("bucket", "object/key") of ``s3://bucket/object/key``."""
    start = obs_path.find("//")
    end = obs_path.find("/", start + 2)
    if end == -1:
        return obs_path[start + 2:], ""
    return obs_path[start + 2:end], obs_path[end + 1:]


def _retried(settings, name, action):
    """Run `action`, again after a pause when it fails with anything but a RuntimeError, at most MAX_RETRY times."""
    tries = 0
    while True:
        if tries >= settings.MAX_RETRY:
            raise RuntimeError(f"Function {name} has retried for {tries} times, please check error above.")
        try:
            return action()
        except RuntimeError:
            raise
        except Exception:  # pylint: disable=broad-except
            tries += 1
            time.sleep(settings.RETRY_DELTA_TIME)


@contextlib.contextmanager
def _node_lock(name):
    """An exclusive lock shared by the processes of this machine, one per file name."""
    folder = os.path.join(tempfile.gettempdir(), "mindspore_dataset_locks")
    os.makedirs(folder, mode=stat.S_IRWXU, exist_ok=True)
    path = os.path.join(folder, hashlib.sha256(name.encode("utf-8")).hexdigest() + ".lock")
    with open(path, "w", encoding="utf-8") as handle:
        if fcntl is not None:
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(handle, fcntl.LOCK_UN)


def _ok(response):
    return response.status < 300


class OBSRuntime:
    """The OBS connection and settings of one :class:`OBSMindDataset` (the client is made on first use)."""

    def __init__(self, settings):
        self.config = settings
        self._client = None

    def get_obs_client(self):
        """The ``obs.ObsClient`` of this dataset (the ``obs`` module comes from the esdk-obs-python package)."""
        if self._client is None:
            try:
                sdk = importlib.import_module("obs")
            except ImportError:
                raise RuntimeError("OBS SDK is not installed. Please install dependency 'obs'. (It is provided by "
                                   "the esdk-obs-python package: pip install esdk-obs-python.)") from None
            self._client = sdk.ObsClient(access_key_id=self.config.AK, secret_access_key=self.config.SK,
                                         server=self.config.SERVER)
        return self._client

    def close(self):
        if self._client is not None:
            self._client.close()
            self._client = None

    def check_working_path(self):
        """Create the working folder when missing; a folder that cannot be used is a RuntimeError."""
        path = self.config.WORKING_PATH
        advice = (f"Suggestion: 1) It is recommended to manually create the {path} directory and add read/write "
                  f"permissions to it. 2) If you can't create, we suggest you download MindRecord manually and read "
                  f"it using the MindDataset interface.")
        if os.path.exists(path) and not os.access(path, os.R_OK | os.W_OK | os.X_OK):
            raise RuntimeError(f"Permission denied:'{path}'. {advice}")
        try:
            os.makedirs(path, exist_ok=True)
        except PermissionError as exc:
            raise RuntimeError(f"{exc}. {advice}") from exc

    def _require_object(self, obs_path):
        bucket, key = _bucket_and_key(obs_path)
        client = self.get_obs_client()

        def check():
            try:
                response = client.getObjectMetadata(bucket, key)
            except ConnectionRefusedError as exc:
                raise RuntimeError(f"Failed to connect to OBS, please check OBS sever {client.server}:"
                                   f"{client.port}.") from exc
            if _ok(response):
                return
            if response.status == 403:
                raise RuntimeError("OBS access is Forbidden, please check AK or SK.")
            raise RuntimeError(f"File {obs_path} not found in OBS, please check again.")

        _retried(self.config, "_check_file_exists_in_obs", check)

    def _fetch(self, obs_path, local_file):
        bucket, key = _bucket_and_key(obs_path)
        client = self.get_obs_client()

        def download():
            response = client.downloadFile(bucket, key, local_file, self.config.PART_SIZE, self.config.TASK_NUM, True)
            if not _ok(response):
                raise OSError(f"OBS SDK errorCode:{response.errorCode}, errMsg: {response.errorMessage}.")

        _retried(self.config, "_file_download_from_obs", download)

    def download(self, remote_dir, name, local_dir):
        """Copy ``remote_dir/name`` into `local_dir` unless it is there (one process of the machine at a time)."""
        with _node_lock(name):
            target = os.path.join(local_dir, name)
            if os.path.exists(target):
                return
            os.makedirs(local_dir, exist_ok=True)
            remote = os.path.join(remote_dir, name)
            self._require_object(remote)
            self._fetch(remote, target)

    def download_with_index(self, obs_file, local_dir):
        """A MindRecord file and its ``.db`` index file."""
        remote_dir, name = os.path.dirname(obs_file), os.path.basename(obs_file)
        self.download(remote_dir, name, local_dir)
        self.download(remote_dir, name + ".db", local_dir)

    def fetch_indexes(self, obs_files, local_dir):
        for obs_file in obs_files:
            self.download(os.path.dirname(obs_file), os.path.basename(obs_file) + ".db", local_dir)

    def put_ready_marker(self, sync_path, folder, marker):
        """Create ``sync_path/folder/marker`` (the folder object first); `sync_path` must exist in OBS."""
        bucket, key = _bucket_and_key(sync_path)
        client = self.get_obs_client()

        def put():
            if key:
                response = client.getObjectMetadata(bucket, key if key.endswith("/") else key + "/")
            else:
                response = client.headBucket(bucket)
            if not _ok(response):
                raise RuntimeError(f"Directory/Bucket used for synchronization {sync_path} is not found in OBS, "
                                   f"please create it on OBS first.")
            remote_dir = os.path.join(key, folder)
            for name, content in ((remote_dir, None), (os.path.join(remote_dir, marker), "OK")):
                response = client.putContent(bucket, name, content=content)
                if not _ok(response):
                    raise OSError(f"OBS SDK errorCode:{response.errorCode}, errMsg: {response.errorMessage}.")

        _retried(self.config, "file_upload_to_obs", put)


def _job_id():
    return os.environ.get("BATCH_JOB_ID", "unknown")


def sync_wait_for_dataset(rank_id, rank_size, current_epoch, obs_runtime):
    """
    Block until every rank of the job has downloaded its MindRecord files for `current_epoch`.

    Each rank of an :class:`mindspore.dataset.OBSMindDataset` puts the marker
    ``<sync_obs_path>/<BATCH_JOB_ID>/<current_epoch>/download_dataset_ready_<rank_id>.txt`` in OBS once its files are
    local; this function lists that folder (every ``RETRY_DELTA_TIME`` seconds) until it holds `rank_size` ``.txt``
    markers. The dataset calls it itself at the start of every epoch.

    Args:
        rank_id (int): The rank (shard) waiting.
        rank_size (int): Number of ranks (shards) to wait for.
        current_epoch (int): The epoch, counted from 1.
        obs_runtime (OBSRuntime): The OBS connection and settings of the dataset.

    Raises:
        RuntimeError: If the ``obs`` SDK (package esdk-obs-python) is not installed.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import mindspore.dataset as ds
        >>> # in a job of 8 ranks, wait for the markers of epoch 1 (needs the OBS SDK and a reachable OBS server):
        >>> # ds.sync_wait_for_dataset(rank_id=0, rank_size=8, current_epoch=1, obs_runtime=runtime)
        >>> print(callable(ds.sync_wait_for_dataset))
        True
    """
    settings = obs_runtime.config
    bucket, key = _bucket_and_key(settings.SYNC_OBS_PATH)
    client = obs_runtime.get_obs_client()
    ready_dir = os.path.join(key, _job_id(), str(current_epoch) + "/")
    while True:
        try:
            response = client.listObjects(bucket, prefix=ready_dir)
            if _ok(response):
                ready = sum(1 for item in response.body.contents if item.key.endswith(".txt"))
                if ready >= rank_size:
                    return
        except Exception:  # pylint: disable=broad-except
            pass  # a failed listing is retried like an incomplete one
        time.sleep(settings.RETRY_DELTA_TIME)


def _index_rows(obs_files, local_dir):
    """(total rows, [(file, rows)]) from the ``.db`` index files."""
    sizes, total = [], 0
    for obs_file in obs_files:
        path = os.path.join(local_dir, os.path.basename(obs_file) + ".db")
        try:
            with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
                count = conn.execute("SELECT COUNT(*) FROM INDEXES").fetchone()[0]
        except Exception as exc:  # pylint: disable=broad-except
            raise RuntimeError("Failed to get dataset size from metadata, err: " + str(exc)) from exc
        sizes.append((obs_file, count))
        total += count
    return total, sizes


def _equal_pieces(sizes, per_shard, shard_id):
    """This shard's (file, start, end, whole file) pieces when every shard gets `per_shard` rows; the file list
    is walked again from the top when the last shard runs past its end."""
    first, last = shard_id * per_shard, (shard_id + 1) * per_shard
    pieces, seen = [], 0
    while True:
        for obs_file, rows in sizes:
            start, end, take = 0, rows, False
            if seen <= first < seen + rows:
                start, take = first - seen, True
                end = last - seen if seen < last <= seen + rows else rows
            if first <= seen < last:
                start, take = 0, True
                end = last - seen if seen + rows >= last else rows
            if take:
                pieces.append((obs_file, start, end, start == 0 and end == rows))
            seen += rows
        if seen >= last:
            return pieces


def _piece_sampler(shuffle, whole, start, end):
    if shuffle in (Shuffle.GLOBAL, Shuffle.INFILE):
        return RandomSampler() if whole else SubsetRandomSampler(list(range(start, end)))
    return SequentialSampler() if whole else SubsetSampler(list(range(start, end)))


class _PickedRows:
    """The rows of one rank as a sampler picks them, epoch after epoch (an OBSMindDataset given a sampler)."""

    def __init__(self, rows, sampler):
        self.rows, self.sampler = rows, sampler
        self.runtime, self.pending = None, None

    def _ids(self):
        if self.runtime is None:
            self.runtime = self.sampler._runtime(len(self.rows))
        return self.runtime.ids()

    def __len__(self):
        if self.pending is None:  # the first epoch's picks, drawn once and kept for that epoch
            self.pending = self._ids()
        return len(self.pending)

    def __iter__(self):
        ids, self.pending = (self.pending if self.pending is not None else self._ids()), None
        epoch = list(self.rows)
        return iter([epoch[i] for i in ids])


class _OBSMindRecordRows:
    """The rows of one rank, epoch after epoch (the source of an OBSMindDataset)."""

    def __init__(self, dataset_files, columns_list, shuffle, num_shards, shard_id, shard_equal_rows, settings):
        self.files = list(dataset_files)  # shuffled in place epoch after epoch
        self.columns_list = columns_list
        self.shuffle = Shuffle.GLOBAL if shuffle is True else shuffle
        self.num_shards, self.shard_id, self.equal_rows = num_shards, shard_id, shard_equal_rows
        self.runtime = OBSRuntime(settings)
        self.local_dir = os.path.realpath(settings.DATASET_LOCAL_PATH)
        self.epoch_seed = self.file_seed = settings.SEED
        self.per_shard = None
        self.epoch = 1
        self.first_epoch = True
        self._prepare()
        self.index, self.rows = 0, None

    def _plan(self):
        if self.shuffle is not False and self.shuffle != Shuffle.INFILE:
            _ds_config.set_seed(self.epoch_seed)
            random.shuffle(self.files)
        if not self.equal_rows:
            return [(f, -1, -1, True) for k, f in enumerate(self.files) if k % self.num_shards == self.shard_id]
        if self.per_shard is None:
            if self.shard_id % 8 == 0:  # the first rank of each node brings the index files
                self.runtime.fetch_indexes(self.files, self.local_dir)
            else:
                missing = lambda: [f for f in self.files  # noqa: E731
                                   if not os.path.exists(os.path.join(self.local_dir, os.path.basename(f) + ".db"))]
                while missing():
                    time.sleep(self.runtime.config.WAIT_META_TIME)
        total, sizes = _index_rows(self.files, self.local_dir)
        self.per_shard = math.ceil(total / self.num_shards)
        return _equal_pieces(sizes, self.per_shard, self.shard_id)

    def _prepare(self):
        self.pieces = self._plan()
        self.runtime.check_working_path()
        for obs_file, _, _, _ in self.pieces:
            self.runtime.download_with_index(obs_file, self.local_dir)
        marker = f"download_dataset_ready_{self.shard_id}.txt"
        self.runtime.put_ready_marker(self.runtime.config.SYNC_OBS_PATH,
                                      os.path.join(_job_id(), str(self.epoch) + "/"), marker)
        sync_wait_for_dataset(self.shard_id, self.num_shards, self.epoch, self.runtime)

    def _piece_rows(self, piece):
        obs_file, start, end, whole = piece
        _ds_config.set_seed(self.file_seed)
        sampler = _piece_sampler(self.shuffle, whole, start, end)
        self.file_seed += 1
        dataset = MindDataset([os.path.join(self.local_dir, os.path.basename(obs_file))],
                              columns_list=self.columns_list, sampler=sampler, shuffle=None)
        return dataset.create_tuple_iterator(num_epochs=1, output_numpy=True)

    def __iter__(self):
        if not self.first_epoch:
            self.epoch_seed += 1
            self._prepare()
        self.index, self.rows = 0, None
        return self

    def __next__(self):
        while True:
            if self.index >= len(self.pieces):
                self.first_epoch = False
                self.epoch += 1
                raise StopIteration
            if self.rows is None:
                self.rows = self._piece_rows(self.pieces[self.index])
            try:
                return next(self.rows)
            except StopIteration:
                self.index += 1
                self.rows = None

    def __len__(self):
        if self.per_shard is None:
            files = [piece[0] for piece in self.pieces]
            self.runtime.fetch_indexes(files, self.local_dir)
            self.per_shard, _ = _index_rows(files, self.local_dir)
        return self.per_shard

    def get_col_names(self):
        path = os.path.join(self.local_dir, os.path.basename(self.pieces[0][0]))
        return MindDataset([path], shuffle=False).get_col_names()


class OBSMindDataset(GeneratorDataset):
    """
    MindRecord files stored in OBS (Huawei Cloud object storage, or another S3-style store the OBS SDK reaches),
    downloaded by each rank into a local folder and read from there.

    Every epoch, each rank (shard) shuffles the file list with the epoch's seed (unless `shuffle` is ``False`` or
    ``Shuffle.INFILE``), takes its part of the rows, downloads the files it needs (with their ``.db`` index files)
    into ``DATASET_LOCAL_PATH`` (default ``/cache/dataset``), puts its marker under `sync_obs_path`
    (``<BATCH_JOB_ID>/<epoch>/download_dataset_ready_<rank>.txt``) and waits until all ranks have theirs, see
    :func:`mindspore.dataset.sync_wait_for_dataset`. The columns are those of the MindRecord files. The OBS SDK
    is the ``obs`` module of the esdk-obs-python package, imported when the dataset is made.

    Args:
        dataset_files (list[str]): The MindRecord files, as ``s3://bucket/object/key`` paths.
        server (str): The OBS endpoint, starting with ``http://`` or ``https://``.
        ak (str): Access key id.
        sk (str): Secret access key.
        sync_obs_path (str): An existing OBS folder (``s3://bucket/folder``) for the ranks' ready markers.
        columns_list (list[str], optional): Columns to read. Default: ``None``, all.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` (or ``True``) shuffles the files and the
            rows of each file, ``Shuffle.FILES`` the files only, ``Shuffle.INFILE`` the rows of each file only,
            ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of ranks. Default: ``None``, 1.
        shard_id (int, optional): This rank. Default: ``None``, 0.
        shard_equal_rows (bool, optional): Give every rank ``ceil(rows / num_shards)`` rows (otherwise every
            `num_shards`-th file). Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `server` does not start with ``http://`` or ``https://``, or a column of `columns_list` is not
            in the files.
        RuntimeError: If only one of `num_shards` / `shard_id` is given, the ``obs`` SDK is missing, a file is not
            in OBS, access is refused, or the working folder cannot be used.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import mindspore.dataset as ds
        >>> files = ["s3://my-bucket/mnist/train.mindrecord"]
        >>> # With the OBS SDK installed and the bucket reachable:
        >>> # dataset = ds.OBSMindDataset(files, "https://obs.cn-north-4.myhuaweicloud.com", "my AK", "my SK",
        >>> #                             "s3://my-bucket/sync", shuffle=False, num_shards=8, shard_id=0)
        >>> try:
        ...     ds.OBSMindDataset(files, "obs.cn-north-4.myhuaweicloud.com", "my AK", "my SK", "s3://my-bucket/sync")
        ... except ValueError as e:
        ...     print(e)
        server should be a str that starts with http:// or https://, but got obs.cn-north-4.myhuaweicloud.com.
    """

    def __init__(self, dataset_files, server, ak, sk, sync_obs_path, columns_list=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, shard_equal_rows=True):
        type_check(dataset_files, (list,), "dataset_files")
        for item in dataset_files:
            if not isinstance(item, str):
                raise TypeError(f"Item of dataset files is not of type [{type('')}], but got {type(item)}.")
        params = {"num_shards": num_shards, "shard_id": shard_id, "columns_list": columns_list,
                  "shard_equal_rows": shard_equal_rows, "server": server, "ak": ak, "sk": sk,
                  "sync_obs_path": sync_obs_path, "shuffle": shuffle}
        validate_dataset_param_value(["num_shards", "shard_id"], params, int)
        validate_dataset_param_value(["columns_list"], params, list)
        validate_dataset_param_value(["shard_equal_rows"], params, bool)
        validate_dataset_param_value(["server", "ak", "sk", "sync_obs_path"], params, str)
        if not server.startswith(("http://", "https://")):
            raise ValueError(f"server should be a str that starts with http:// or https://, but got {server}.")
        check_sampler_shuffle_shard_options(params)
        if shuffle is not None and not isinstance(shuffle, (bool, Shuffle)):
            raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.GLOBAL' or "
                            "'Shuffle.FILES'.")
        settings = _OBSSettings()
        settings.AK, settings.SK, settings.SERVER, settings.SYNC_OBS_PATH = ak, sk, server, sync_obs_path
        shards = 1 if num_shards is None else num_shards
        shard = 0 if shard_id is None else shard_id
        rows = _OBSMindRecordRows(dataset_files, columns_list, shuffle, shards, shard, shard_equal_rows, settings)
        available = rows.get_col_names()
        if not columns_list:
            columns_list = available
        elif not set(columns_list).issubset(available):
            raise ValueError(f"columns_list: {columns_list} can not found in MindRecord fields: {available}")
        super().__init__(source=rows, column_names=columns_list, num_shards=None, shard_id=None, shuffle=False)
        self.num_shards, self.shard_id = shards, shard
        self.shuffle_flag = True if shuffle is None else shuffle
        self._rank_rows, self._picker = rows, None

    def add_sampler(self, new_sampler):
        """
        Put a sampler on top of the rows this rank reads: each epoch, `new_sampler` picks among the rows the
        dataset chose for the rank (after its shards and its file shuffle), and a sampler added before it feeds it.
        MindSpore 2.10 refuses this with NotImplementedError; see the differences page.

        Args:
            new_sampler (Sampler): The sampler to add.

        Raises:
            TypeError: If `new_sampler` is None or not a sampler.
        """
        self._check_sampler(new_sampler)
        if self._picker is not None:
            new_sampler.add_child(self._picker)
        self._pick_with(new_sampler)

    def use_sampler(self, new_sampler):
        """
        Replace the sampler that picks among this rank's rows (see :meth:`add_sampler`; without one every row of
        the rank is read in the dataset's order). MindSpore 2.10 refuses this with NotImplementedError; see the
        differences page.

        Args:
            new_sampler (Sampler): The new sampler.

        Raises:
            TypeError: If `new_sampler` is None or not a sampler.
        """
        self._check_sampler(new_sampler)
        self._pick_with(new_sampler)

    @staticmethod
    def _check_sampler(sampler):
        if sampler is None:
            raise TypeError("Input sampler can not be None.")
        if not isinstance(sampler, BuiltinSampler):
            raise TypeError("Input sampler is not an instance of a sampler.")

    def _pick_with(self, sampler):
        self._picker = sampler
        self.source = _PickedRows(self._rank_rows, sampler)
        self.source_len = len(self.source)
        self.dataset_size = None

"""A stand-in for the ``obs`` module of esdk-obs-python: an ``ObsClient`` whose buckets are folders under
``FakeObsClient.root`` (bucket ``b``, object ``x/y`` is the file ``<root>/b/x/y``). It answers the calls
OBSMindDataset makes, with response objects shaped like the SDK's (status, requestId, errorCode, errorMessage,
body.contents[].key)."""
import os
import shutil
import types


class _Response:
    def __init__(self, status, body=None):
        self.status = status
        self.requestId = "fake-request"
        self.errorCode = None if status < 300 else "NoSuchKey"
        self.errorMessage = None if status < 300 else "The specified key does not exist."
        self.body = body


class ObsClient:
    """Serves the buckets under the class attribute ``root``; ``calls`` records every request."""

    root = None
    calls = []
    forbidden = False

    def __init__(self, access_key_id=None, secret_access_key=None, server=None, **kwargs):
        self.access_key_id, self.secret_access_key, self.server = access_key_id, secret_access_key, server
        self.port = 443

    def _path(self, bucket, key=""):
        return os.path.join(self.root, bucket, key)

    def headBucket(self, bucket):
        ObsClient.calls.append(("headBucket", bucket))
        return _Response(200 if os.path.isdir(self._path(bucket)) else 404)

    def getObjectMetadata(self, bucket, key):
        ObsClient.calls.append(("getObjectMetadata", bucket, key))
        if self.forbidden:
            return _Response(403)
        return _Response(200 if os.path.exists(self._path(bucket, key)) else 404)

    def downloadFile(self, bucket, key, download_file, part_size, task_num, enable_checkpoint):
        ObsClient.calls.append(("downloadFile", bucket, key))
        source = self._path(bucket, key)
        if not os.path.isfile(source):
            return _Response(404)
        shutil.copyfile(source, download_file)
        return _Response(200)

    def putContent(self, bucket, key, content=None):
        ObsClient.calls.append(("putContent", bucket, key))
        path = self._path(bucket, key)
        if key.endswith("/"):
            os.makedirs(path, exist_ok=True)
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(content or "")
        return _Response(200)

    def listObjects(self, bucket, prefix=""):
        ObsClient.calls.append(("listObjects", bucket, prefix))
        base = self._path(bucket)
        keys = []
        for folder, _, files in os.walk(base):
            for name in files:
                key = os.path.relpath(os.path.join(folder, name), base).replace(os.sep, "/")
                if key.startswith(prefix):
                    keys.append(types.SimpleNamespace(key=key))
        return _Response(200, types.SimpleNamespace(contents=sorted(keys, key=lambda k: k.key)))

    def close(self):
        ObsClient.calls.append(("close",))


def module(root):
    """A module object to put in ``sys.modules['obs']``, serving the buckets under `root`."""
    ObsClient.root = root
    ObsClient.calls = []
    ObsClient.forbidden = False
    fake = types.ModuleType("obs")
    fake.ObsClient = ObsClient
    return fake

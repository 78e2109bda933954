"""Worker pools of the parallel map (and of a random-accessible GeneratorDataset source): every worker owns its
own copy of the work (the transforms, the source), receives the items dealt to it and returns its results in the
order it received them, so the caller can read them back in the pipeline's row order.

Two kinds share one interface (``put(worker, items)``, ``get(worker)``, ``in_order(tagged, deal)``, ``close()``):

* :class:`ThreadWorkers` runs the workers as threads of this process (``python_multiprocessing=False``; the
  decoders and numpy release the GIL);
* :class:`ProcessWorkers` runs them as child processes (``python_multiprocessing=True``, for Python code that
  holds the GIL), one pipe each way per worker. Items and results travel pickled, the array data out of band
  (written straight from the arrays, read into fresh buffers). A child reads its pipe in a helper thread, so that
  the parent never blocks writing while the child blocks writing its results; it leaves when the parent closes
  the pipe or disappears.

Items travel in messages (a list per worker and round); ``get`` returns one ``(True, value)`` or
``(False, exception)`` per item of the message, the exception being the one the work function raised (for a
process, rebuilt from its pickled form, or an exception carrying its text when it cannot be pickled).
"""
import collections
import gc
import itertools
import logging
import multiprocessing
import os
import pickle
import queue
import signal
import threading

try:
    import fcntl
except ImportError:  # not on Windows
    fcntl = None

_logger = logging.getLogger("mindspore.dataset")
_STOP = object()
_POLL_S = 1.0
_F_SETPIPE_SZ = 1031  # Linux fcntl command


class _Workers:
    """What both kinds share: handing out items in rounds and reading the results back in order."""

    stale = ()

    def _read(self, worker):
        while self.stale[worker]:  # results of a round that an abandoned run had handed out
            self.get(worker)
            self.stale[worker] -= 1
        return self.get(worker)

    def _hand_out(self, items, deal, rounds):
        """Deal the ``(tag, item)`` pairs of one round, one message per worker; returns whether there were any."""
        if not items:
            return False
        order, chunks = [], {}
        for tag, item in items:
            worker = deal()
            chunks.setdefault(worker, []).append(item)
            order.append((tag, worker))
        for worker, chunk in chunks.items():
            self.put(worker, chunk)
        rounds.append((order, list(chunks)))
        return True

    def in_order(self, tagged, deal, ahead=4):
        """Hand out the ``(tag, item)`` pairs of `tagged`, each to worker ``deal()``, in rounds of `ahead` items
        per worker (one message each) with the next round under way while one is read back; yields
        ``(tag, ok, value)`` in the order of `tagged`. An error raised by `tagged` itself comes after the
        results of the items before it. Rounds still out when the caller stops early are skipped by the next
        run."""
        if not self.stale:
            self.stale = [0] * self.size
        tagged = iter(tagged)
        size = self.size * ahead
        rounds = collections.deque()
        error = None

        def next_round():
            items = []
            try:
                for pair in itertools.islice(tagged, size):
                    items.append(pair)
            finally:  # the items read before an error still go out
                self._hand_out(items, deal, rounds)
        try:
            try:
                next_round()
            except Exception as exc:  # noqa: BLE001 -- raised after the rows before it
                error = exc
            while rounds:
                order, workers = rounds[0]
                results = {worker: collections.deque(self._read(worker)) for worker in workers}
                rounds.popleft()
                if error is None:
                    try:
                        next_round()
                    except Exception as exc:  # noqa: BLE001 -- raised after the rows before it
                        error = exc
                for tag, worker in order:
                    yield (tag,) + tuple(results[worker].popleft())
        finally:
            for _, workers in rounds:
                for worker in workers:
                    self.stale[worker] += 1
        if error is not None:
            raise error


class ThreadWorkers(_Workers):
    """One thread per work function; ``work_fns[w](item)`` runs in thread ``w``."""

    def __init__(self, work_fns, name="map"):
        self.size = len(work_fns)
        self.inboxes = [queue.Queue() for _ in work_fns]
        self.outboxes = [queue.Queue() for _ in work_fns]
        self.threads = []
        for w, fn in enumerate(work_fns):
            thread = threading.Thread(target=_thread_loop, args=(fn, self.inboxes[w], self.outboxes[w]),
                                      name=f"{name}-worker-{w}", daemon=True)
            thread.start()
            self.threads.append(thread)

    def put(self, worker, item):
        self.inboxes[worker].put(item)

    def get(self, worker):
        return self.outboxes[worker].get()

    def close(self):
        for inbox in self.inboxes:
            inbox.put(_STOP)
        for thread in self.threads:  # each finishes the message it is working on
            if thread is not threading.current_thread():
                thread.join(_POLL_S * 2)
        self.inboxes = self.outboxes = []
        self.threads = []


def _apply_all(fn, items):
    """``(True, fn(item))`` or ``(False, exception)`` for each item of a message."""
    results = []
    for item in items:
        try:
            results.append((True, fn(item)))
        except Exception as exc:  # noqa: BLE001 -- handed to the reading side
            results.append((False, exc))
    return results


def _thread_loop(fn, inbox, outbox):
    while True:
        items = inbox.get()
        if items is _STOP:
            return
        outbox.put(_apply_all(fn, items))


def _pack(obj):
    """`obj` pickled with its contiguous array data out of band: (header, raw buffers), no copy of the data."""
    buffers = []
    header = pickle.dumps(obj, protocol=5, buffer_callback=buffers.append)
    raws = [buffer.raw() for buffer in buffers]
    return pickle.dumps(([raw.nbytes for raw in raws], header), protocol=5), raws


def _write(end, packed):
    head, raws = packed
    end.send_bytes(head)
    for raw in raws:
        end.send_bytes(raw)


def _receive(end):
    """What :func:`_write` sent; the arrays are built on fresh writable buffers, one copy of their data."""
    sizes, header = pickle.loads(end.recv_bytes())
    buffers = []
    for size in sizes:
        buffer = bytearray(size)
        if size:
            end.recv_bytes_into(buffer)
        else:
            end.recv_bytes()
        buffers.append(buffer)
    return pickle.loads(header, buffers=buffers)


def _send_results(end, results):
    try:
        packed = _pack(results)
    except Exception:  # noqa: BLE001 -- an unpicklable result or exception becomes a readable error
        packed = _pack([_picklable(result) for result in results])
    _write(end, packed)


def _picklable(result):
    try:
        pickle.dumps(result, protocol=5)
        return result
    except Exception as exc:  # noqa: BLE001
        if result[0]:
            return False, TypeError(f"Cannot pickle the result of the operations in a worker process "
                                    f"({type(exc).__name__}: {exc}); they should return numpy arrays.")
        error = result[1]
        return False, RuntimeError(f"{type(error).__name__}: {error}")


def _process_main(index, fn, ends, parent_pid):
    """Body of worker process `index`: `ends` holds every pipe end of the pool; it keeps its own two."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    inbox_end, outbox_end = ends[index][1], ends[index][2]
    for w, (parent_in, child_in, child_out, parent_out) in enumerate(ends):
        parent_in.close()
        parent_out.close()
        if w != index:
            child_in.close()
            child_out.close()
    inbox = queue.Queue()

    def read():
        while True:
            try:
                if not inbox_end.poll(_POLL_S):
                    if os.getppid() != parent_pid:
                        break
                    continue
                inbox.put(_receive(inbox_end))
            except (EOFError, OSError):
                break
        inbox.put(None)

    threading.Thread(target=read, daemon=True).start()
    while True:
        message = inbox.get()
        if message is None:
            return
        try:
            _send_results(outbox_end, _apply_all(fn, message))
        except (BrokenPipeError, OSError):
            return


def _widen(end):
    """Give a pipe a buffer of 1 MiB where the system allows (Linux): an image row then passes in one go
    instead of 64 KiB at a time, each step waking the other side."""
    if fcntl is None:
        return
    try:
        fcntl.fcntl(end.fileno(), _F_SETPIPE_SZ, 1 << 20)
    except OSError:
        return


class ProcessWorkers(_Workers):
    """One child process per work function (started with the configured multiprocessing start method)."""

    def __init__(self, work_fns, start_method="fork", max_rowsize=None, name="map"):
        self.size = len(work_fns)
        context = multiprocessing.get_context(start_method)
        self.max_bytes = None if max_rowsize is None or max_rowsize < 0 else max_rowsize * 1024 * 1024
        self.warned = False
        ends = []
        for _ in work_fns:
            child_in, parent_in = context.Pipe(duplex=False)
            parent_out, child_out = context.Pipe(duplex=False)
            ends.append((parent_in, child_in, child_out, parent_out))
            for end in (parent_in, child_out):
                _widen(end)
        self.processes = []
        # the objects alive now stay out of the children's garbage collections: a collection would write to
        # every one of them and so copy the parent's memory page by page into each child
        gc.freeze()
        try:
            for w, fn in enumerate(work_fns):
                process = context.Process(target=_process_main, args=(w, fn, ends, os.getpid()),
                                          name=f"{name}-worker-{w}", daemon=True)
                process.start()
                self.processes.append(process)
        finally:
            gc.unfreeze()
        for _, child_in, child_out, _ in ends:
            child_in.close()
            child_out.close()
        self.senders = [e[0] for e in ends]
        self.receivers = [e[3] for e in ends]
        self.sizes = [collections.deque() for _ in work_fns]  # items of the messages each worker still owes
        self.name = name

    def put(self, worker, items):
        self.sizes[worker].append(len(items))
        _write(self.senders[worker], _pack(items))

    def _died(self, worker):
        process = self.processes[worker]
        process.join(_POLL_S)
        error = RuntimeError(f"The {self.name} worker process {worker} (pid {process.pid}) exited unexpectedly "
                             f"with exit code {process.exitcode}.")
        return [(False, error)] * self.sizes[worker].popleft()

    def get(self, worker):
        receiver, process = self.receivers[worker], self.processes[worker]
        while not receiver.poll(_POLL_S):
            if not process.is_alive():
                return self._died(worker)
        try:
            results = _receive(receiver)
        except EOFError:
            return self._died(worker)
        self.sizes[worker].popleft()
        if self.max_bytes is not None and not self.warned:
            for ok, value in results:
                size = sum(getattr(column, "nbytes", 0) for column in value) if ok else 0
                if size > self.max_bytes:
                    self.warned = True
                    _logger.warning("Using shared memory queue, but rowsize is larger than allocated memory "
                                    "max_rowsize: %sMB, current rowsize: %sMB.", self.max_bytes / 1024 / 1024,
                                    size / 1024 / 1024)
                    break
        return results

    def close(self):
        for end in self.senders + self.receivers:
            end.close()
        for process in self.processes:
            process.join(_POLL_S * 2)
            if process.is_alive():
                process.terminate()
                process.join(_POLL_S)
        self.senders = self.receivers = []
        self.processes = []

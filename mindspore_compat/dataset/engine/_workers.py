"""Worker pools of the parallel map: every worker owns its own copy of the transforms, receives the rows dealt to
it in turn and returns its results in the order it received the rows, so the caller can read them back in the
pipeline's row order.

Two kinds share one interface (``put(worker, item)``, ``get(worker)``, ``in_order(tagged, deal)``, ``close()``):

* :class:`ThreadWorkers` runs the workers as threads of this process (the transforms that release the GIL, and
  ``python_multiprocessing=False``);
* :class:`ProcessWorkers` runs them as child processes (``python_multiprocessing=True``), one pipe each way per
  worker. Rows and results travel pickled. A child reads its pipe in a helper thread, so that the parent never
  blocks writing while the child blocks writing its results; it leaves when the parent closes the pipe or
  disappears.

``get`` returns ``(True, value)`` or ``(False, exception)``; the exception is the one the work function raised
(for a process, rebuilt from its pickled form, or a RuntimeError carrying its text when it cannot be pickled).
"""
import collections
import logging
import multiprocessing
import os
import pickle
import queue
import signal
import threading

_logger = logging.getLogger("mindspore.dataset")
_STOP = object()
_POLL_S = 1.0


class _Workers:
    """What both kinds share: reading results back in the order the items were handed out."""

    stale = ()

    def _read(self, worker):
        while self.stale[worker]:  # results of items that an abandoned run had handed out
            self.get(worker)
            self.stale[worker] -= 1
        return self.get(worker)

    def in_order(self, tagged, deal, ahead=4):
        """Hand out the ``(tag, item)`` pairs of `tagged`, each to worker ``deal()``, keeping `ahead` items per
        worker in flight; yields ``(tag, ok, value)`` in the order of `tagged`. Items still in flight when the
        caller stops early are skipped by the next run."""
        if not self.stale:
            self.stale = [0] * self.size
        pending = collections.deque()
        try:
            for tag, item in tagged:
                worker = deal()
                self.put(worker, item)
                pending.append((tag, worker))
                if len(pending) >= self.size * ahead:
                    tag, worker = pending.popleft()
                    yield (tag,) + tuple(self._read(worker))
            while pending:
                tag, worker = pending.popleft()
                yield (tag,) + tuple(self._read(worker))
        finally:
            for _, worker in pending:
                self.stale[worker] += 1


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
        self.inboxes = self.outboxes = []
        self.threads = []


def _thread_loop(fn, inbox, outbox):
    while True:
        item = inbox.get()
        if item is _STOP:
            return
        try:
            outbox.put((True, fn(item)))
        except Exception as exc:  # noqa: BLE001 -- handed to the reading side
            outbox.put((False, exc))


def _dumps(result):
    try:
        return pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # noqa: BLE001 -- an unpicklable result or exception becomes a readable error
        if result[0]:
            text = (f"Cannot pickle the result of the map operations in a worker process "
                    f"({type(exc).__name__}: {exc}); the operations should return numpy arrays.")
            return pickle.dumps((False, TypeError(text)))
        error = result[1]
        return pickle.dumps((False, RuntimeError(f"{type(error).__name__}: {error}")))


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
                inbox.put(inbox_end.recv_bytes())
            except (EOFError, OSError):
                break
        inbox.put(None)

    threading.Thread(target=read, daemon=True).start()
    while True:
        message = inbox.get()
        if message is None:
            return
        try:
            result = (True, fn(pickle.loads(message)))
        except Exception as exc:  # noqa: BLE001 -- handed to the parent
            result = (False, exc)
        try:
            outbox_end.send_bytes(_dumps(result))
        except (BrokenPipeError, OSError):
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
        self.processes = []
        for w, fn in enumerate(work_fns):
            process = context.Process(target=_process_main, args=(w, fn, ends, os.getpid()),
                                      name=f"{name}-worker-{w}", daemon=True)
            process.start()
            self.processes.append(process)
        for _, child_in, child_out, _ in ends:
            child_in.close()
            child_out.close()
        self.senders = [e[0] for e in ends]
        self.receivers = [e[3] for e in ends]

    def put(self, worker, item):
        self.senders[worker].send_bytes(pickle.dumps(item, protocol=pickle.HIGHEST_PROTOCOL))

    def get(self, worker):
        receiver, process = self.receivers[worker], self.processes[worker]
        while not receiver.poll(_POLL_S):
            if not process.is_alive():
                return False, RuntimeError(f"Map worker process {worker} (pid {process.pid}) exited unexpectedly "
                                           f"with exit code {process.exitcode}.")
        try:
            data = receiver.recv_bytes()
        except EOFError:
            process.join(_POLL_S)
            return False, RuntimeError(f"Map worker process {worker} (pid {process.pid}) exited unexpectedly "
                                       f"with exit code {process.exitcode}.")
        if self.max_bytes is not None and not self.warned and len(data) > self.max_bytes:
            self.warned = True
            _logger.warning("Using shared memory queue, but rowsize is larger than allocated memory max_rowsize: "
                            "%sMB, current rowsize: %sMB.", self.max_bytes / 1024 / 1024, len(data) / 1024 / 1024)
        return pickle.loads(data)

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

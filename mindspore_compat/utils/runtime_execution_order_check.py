"""The communication execution order of the ranks of a job: recorded and checked online
(``comm_exec_order_check``), or checked offline from per-rank files (``runtime_execution_order_check``).

Each rank's order is a CSV file ``rank_<id>/execute_order/comm_execute_order.csv`` (the columns of
:data:`CSV_COLUMNS`). Every communication is turned into a key naming the operator, group, ranks involved and
its occurrence count (``AllReduce_<group>_(0,1)_1th``); the check then verifies that every rank taking part in a
communication has the same key, and that the orders of all ranks put together form no cycle (a cycle means
two ranks wait for each other: a hang).
"""
import csv
import logging
import os
import re
from collections import defaultdict

from .._backend import collective
from .._backend.comm_order import CommOrderRecorder

__all__ = ["runtime_execution_order_check", "comm_exec_order_check", "CSV_COLUMNS"]

_logger = logging.getLogger("mindspore")
CSV_COLUMNS = ["index", "group", "comm_rank", "primitive", "src_rank", "dest_rank", "root_rank", "input_shape",
               "input_type", "output_shape", "output_type", "input_size", "output_size"]
_SENDS = ("Send", "DistCommIsend", "InnerCommIsend")
_RECEIVES = ("Receive", "DistCommIrecv", "InnerCommIrecv")
_CSV_NAME = "comm_execute_order.csv"


def _base_key(row, rank):
    """The key of a communication without its occurrence count, as seen from `rank`."""
    members = ",".join(row["comm_rank"].split())
    src, dest, root = row["src_rank"], row["dest_rank"], row["root_rank"]
    if not (src or dest or root):
        return f"{row['primitive']}_{row['group']}_({members})"
    if row["primitive"] in _SENDS:
        return f"Send_Receive_{row['group']}_({rank})->({dest})_{row['input_shape']}"
    if row["primitive"] in _RECEIVES:
        return f"Send_Receive_{row['group']}_({src})->({rank})_{row['output_shape']}"
    pieces = [f"{row['primitive']}_{row['group']}", f"commRank:({members})"]
    pieces += [f"{label}:({value})" for label, value in (("srcRank", src), ("destRank", dest), ("rootRank", root))
               if value]
    return "_".join(pieces)


def _check_paths(folders):
    """ValueError unless every path is absolute, exists, and is a rank_x folder or holds some (no duplicates)."""
    seen = set()
    for path in folders:
        if not os.path.isabs(path):
            raise ValueError(f"Invalid path: {path}. Please provide an absolute path, e.g., '/absolute/path/to/folder' "
                             "or '/absolute/path/to/rank_x'.")
        if not os.path.exists(path):
            raise ValueError(f"Path does not exist: {path}. Ensure the path exists and is accessible.")
        if not os.path.isdir(path):
            raise ValueError(f"Invalid path: {path}. Paths must either be rank_x folders or directories containing "
                             "rank_x folders.")
        if os.path.basename(path).startswith("rank_"):
            name = os.path.basename(path)
            if name in seen:
                raise ValueError(f"Duplicate rank folder detected: {name}. Each rank_x folder must be unique. "
                                 "Please remove duplicates.")
            seen.add(name)
            continue
        ranks = [d for d in os.listdir(path) if d.startswith("rank_") and os.path.isdir(os.path.join(path, d))]
        if not ranks:
            raise ValueError(f"No rank_x folders found in {path}. Ensure the directory contains at least one folder "
                             "named 'rank_x', where x is an integer.")
        for name in ranks:
            if name in seen:
                raise ValueError(f"Duplicate rank folder detected: {name} in {path}. Each rank_x folder must be "
                                 "unique. Please remove duplicates.")
            seen.add(name)


def _read_rank(folder, rank):
    """The rows of one rank's CSV file, or None (logged) when it is missing or has other columns."""
    path = os.path.join(folder, _CSV_NAME)
    if not os.path.exists(path):
        _logger.error(f"No execute_order.csv found in {folder}. Skipping this folder. Ensure the rank_{rank} folder "
                      f"contains a valid {_CSV_NAME} file.")
        return None
    csv.field_size_limit(10 * 1024 * 1024)
    with open(path, mode="r", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames != CSV_COLUMNS:
            _logger.error(f"Invalid header in {path}. Skipping this file. Expected columns: {CSV_COLUMNS}. Ensure "
                          "the file contains the correct column names.")
            return None
        return list(reader)


def _order_folder(rank_folder, rank):
    folder = os.path.join(rank_folder, "execute_order")
    if not os.path.exists(folder):
        raise FileNotFoundError(f"Execute order folder does not exist: {folder} for rank_{rank} folder.")
    return folder


def _read_path(path):
    """{rank id: rows or None} of a rank_x folder, or of the rank_x folders inside `path` (sorted by name)."""
    name = os.path.basename(path)
    if name.startswith("rank_"):
        rank = name.split("_")[1]
        return {rank: _read_rank(_order_folder(path, rank), rank)}
    found = {}
    jobs = [(d.split("_")[1], _order_folder(os.path.join(path, d), d.split("_")[1]))
            for d in sorted(os.listdir(path)) if d.startswith("rank_")]
    for rank, folder in jobs:
        rows = _read_rank(folder, rank)
        if rows:
            found[rank] = rows
    return found


def _keys(orders):
    """Each rank's rows as keys with occurrence counts (``..._2th`` for the second identical one)."""
    keyed = {}
    for rank, rows in orders.items():
        counts = defaultdict(int)
        keyed[rank] = []
        for row in rows or []:
            base = _base_key(row, rank)
            counts[base] += 1
            keyed[rank].append(f"{base}_{counts[base]}th")
    return keyed


def _check_peers(keyed, all_rank):
    """Logs each key that a rank taking part in it does not have (and, with `all_rank`, absent ranks)."""
    present = {rank: set(keys) for rank, keys in keyed.items()}
    for keys in keyed.values():
        for key in keys:
            ranks = {member.strip() for group in re.findall(r"\((.*?)\)", key)[:2] for member in group.split(",")}
            if all_rank:
                absent = ranks - present.keys()
                if absent:
                    _logger.error(f"The following keys are missing for value '{key}': {absent}")
                    continue
            for rank in (ranks if all_rank else ranks & present.keys()):
                if key not in present[rank]:
                    _logger.error(f"Key '{rank}' is missing the value '{key}'.")


def _find_cycle(keyed):
    """(cycle, 'rank u -> v' lines) of the graph whose edges join consecutive keys of a rank, or (None, None)."""
    successors, edge_rank = defaultdict(list), {}
    for rank, keys in keyed.items():
        for first, second in zip(keys, keys[1:]):
            successors[first].append(second)
            edge_rank[(first, second)] = rank
    done, trail, position = set(), [], {}
    for start in list(successors):
        if start in done:
            continue
        todo = [(start, False)]
        while todo:
            node, leaving = todo.pop()
            if leaving:
                trail.pop()
                del position[node]
                continue
            if node in position:
                begin = position[node]
                cycle = trail[begin:] + [node]
                hops = trail[begin:] + [node]
                lines = [f"{edge_rank[(hops[i], hops[i + 1])]} {hops[i]} -> {hops[i + 1]}"
                         for i in range(len(hops) - 1)]
                return cycle, lines
            if node in done:
                continue
            done.add(node)
            position[node] = len(trail)
            trail.append(node)
            todo.append((node, True))
            todo.extend((after, False) for after in reversed(successors[node]))
    return None, None


def runtime_execution_order_check(folders_, all_rank=None):
    """
    Checks the communication execution orders recorded per rank: every participant of a communication must
    record it, and the orders of all ranks together must contain no cycle (which would hang the job).

    Each rank's order is read from ``rank_<id>/execute_order/comm_execute_order.csv``. The results are logged
    to the ``mindspore`` logger: ``Cycle Check success. There is no cycle in the graph.`` (WARNING) when the
    orders agree; ERROR lines naming the missing communications, or the cycle and the ranks whose orders form
    it, when they do not. Nothing is returned.

    Args:
        folders_ (Union[str, list[str]]): Absolute paths of ``rank_<id>`` folders, or of folders holding them.
        all_rank (bool, optional): Whether the given folders hold every rank of the job, so that a communication
            naming an absent rank is an error. Default: ``None``: ``True`` for a single path, ``False`` for a
            list of several.

    Raises:
        ValueError: If a path is not absolute, does not exist, is neither a ``rank_<id>`` folder nor holds one,
            or a ``rank_<id>`` folder appears twice.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> from mindspore.utils import runtime_execution_order_check
        >>> columns = ("index,group,comm_rank,primitive,src_rank,dest_rank,root_rank,input_shape,input_type,"
        ...            "output_shape,output_type,input_size,output_size")
        >>> orders = {0: ["AllReduce", "AllGather"], 1: ["AllGather", "AllReduce"]}
        >>> job = tempfile.mkdtemp()
        >>> for rank, names in orders.items():
        ...     folder = os.path.join(job, f"rank_{rank}", "execute_order")
        ...     os.makedirs(folder)
        ...     rows = [f"{i},world,0 1,{name},,,,[2],Float32,[2],Float32,8,8" for i, name in enumerate(names)]
        ...     with open(os.path.join(folder, "comm_execute_order.csv"), "w") as f:
        ...         _ = f.write("\\n".join([columns] + rows) + "\\n")
        >>> # the two ranks run AllReduce and AllGather in opposite orders: each waits for the other. The log
        >>> # (stderr) gets "Cycle detected:", the cycle, "Involving ranks:" and the edge of each rank:
        >>> # "0 AllReduce_world_(0,1)_1th -> AllGather_world_(0,1)_1th" and the reverse edge of rank 1
        >>> runtime_execution_order_check(job)
    """
    if all_rank is None:
        if isinstance(folders_, str) and folders_:
            all_rank = True
        elif isinstance(folders_, list) and folders_:
            all_rank = len(folders_) == 1
    if folders_ is None:
        _logger.error("Invalid input. `folders_` must be a non-empty string or a list with at least one string "
                      "element.")
        return
    folders = [folders_] if isinstance(folders_, str) else folders_
    _check_paths(folders)
    orders = {}
    for path in folders:
        try:
            orders.update(_read_path(path))
        except FileNotFoundError as err:
            _logger.error(f"File not found: {err}. Please ensure all required files are present.")
    if not orders:
        _logger.error("No valid rank data found. Execution order check aborted.")
        return
    for rank, rows in orders.items():
        if not rows:
            _logger.error(f"Rank {rank} has no valid execution orders. Please check the csv file.")
            return
    keyed = _keys(orders)
    _check_peers(keyed, all_rank)
    cycle, lines = _find_cycle(keyed)
    if not cycle:
        _logger.warning("Cycle Check success. There is no cycle in the graph.")
        return
    _logger.error("Cycle detected:")
    _logger.error(" -> ".join(cycle) + f" -> {cycle[0]}")
    _logger.error("Involving ranks:")
    for line in lines:
        _logger.error(line)


class _Collection:
    """The state of comm_exec_order_check between 'start' and 'end'."""
    recorder = None


def _write_rank_file(records, rank):
    folder = os.path.join(os.getcwd(), f"rank_{rank}", "execute_order")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, _CSV_NAME), "w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=CSV_COLUMNS)
        writer.writeheader()
        for index, record in enumerate(records):
            writer.writerow({"index": index, **record})


def _compare_ranks(orders):
    """The mismatches (messages) between the recorded orders of all ranks (a list per global rank)."""
    problems = []
    sequences = defaultdict(dict)   # group ranks -> rank -> its collectives in that group
    links = defaultdict(list)       # (sender, receiver, 'send'/'recv') -> shapes in order
    for rank, records in enumerate(orders):
        for record in records:
            if record["primitive"] == "Send":
                links[(rank, int(record["dest_rank"]), "send")].append(record["input_shape"])
            elif record["primitive"] == "Receive":
                links[(int(record["src_rank"]), rank, "recv")].append(record["output_shape"])
            else:
                step = (record["primitive"], record["root_rank"], record["input_shape"], record["input_type"])
                sequences[record["comm_rank"]].setdefault(rank, []).append(step)
    for members, by_rank in sequences.items():
        ranks = [int(r) for r in members.split()] or sorted(by_rank)
        reference = ranks[0]
        for rank in ranks[1:]:
            mine, theirs = by_rank.get(reference, []), by_rank.get(rank, [])
            if mine == theirs:
                continue
            at = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
            problems.append(f"In the group of ranks ({members}), rank {rank} runs a different communication "
                            f"order than rank {reference}: step {at} is "
                            f"{theirs[at][0] if at < len(theirs) else 'missing'} on rank {rank} and "
                            f"{mine[at][0] if at < len(mine) else 'missing'} on rank {reference}.")
    for sender, receiver, _ in [key for key in links if key[2] == "send"]:
        sent, received = links[(sender, receiver, "send")], links.get((sender, receiver, "recv"), [])
        if sent != received:
            problems.append(f"Rank {sender} sends {len(sent)} tensor(s) to rank {receiver} with shapes {sent}, "
                            f"but rank {receiver} receives {len(received)} with shapes {received}.")
    for sender, receiver, _ in [key for key in links if key[2] == "recv" and (key[0], key[1], "send") not in links]:
        problems.append(f"Rank {receiver} receives from rank {sender}, which sends nothing to it.")
    return problems


def comm_exec_order_check(action):
    """
    Starts (``'start'``) or ends (``'end'``) the recording of the communications this process runs, and at the
    end checks online that all ranks ran them in a compatible order.

    Between ``'start'`` and ``'end'`` every ``torch.distributed`` communication of this thread (those of
    :mod:`mindspore.communication`, the communication operators and data-parallel gradient reduction) is
    recorded. ``'end'`` writes the order to ``rank_<id>/execute_order/comm_execute_order.csv`` under the current
    folder (the files :func:`mindspore.utils.runtime_execution_order_check` reads), gathers the orders of all
    ranks and compares them: the collectives of each group must come in the same order with the same shapes on
    every member, and what a rank sends to another must be what that one receives. Agreement logs
    ``ValidateExecuteOrders pass, the communication execution order is correct.`` (WARNING); each mismatch is
    logged at ERROR level. Every rank must call both actions.

    Note:
        The recording is a torch dispatch mode: while it runs every operator passes through Python, which slows
        the steps down; record a few steps only. Dispatch modes entered after ``'start'`` must be left before
        ``'end'``.

    Args:
        action (str): ``'start'`` to begin recording, ``'end'`` to stop and check.

    Raises:
        TypeError: If `action` is not a str.
        ValueError: If `action` is neither ``'start'`` nor ``'end'``.
        RuntimeError: At ``'end'``, if the communication service is not initialized
            (:func:`mindspore.communication.init`).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.utils import comm_exec_order_check
        >>> try:
        ...     comm_exec_order_check("stop")
        ... except ValueError as err:
        ...     print(err)
        Invalid action. Please use 'start' or 'end'.
        >>> # in a job started by msrun or torchrun, after mindspore.communication.init():
        >>> # comm_exec_order_check("start"); model.train(1, dataset); comm_exec_order_check("end")
    """
    if not isinstance(action, str):
        raise TypeError("The 'action' parameter must be a string.")
    if action == "start":
        if _Collection.recorder is not None:
            _logger.error("The 'start' action cannot be called twice.")
            return
        _Collection.recorder = CommOrderRecorder()
        _Collection.recorder.__enter__()
    elif action == "end":
        recorder = _Collection.recorder
        if recorder is None:
            _logger.error("The 'end' action cannot be called before the 'start' action.")
            return
        _Collection.recorder = None
        recorder.__exit__(None, None, None)
        if not collective.is_initialized():
            raise RuntimeError("comm_exec_order_check('end') compares the orders of all ranks, which needs the "
                               "communication service: call mindspore.communication.init() first.")
        rank = collective.get_rank()
        _write_rank_file(recorder.records, rank)
        orders = [None] * collective.get_world_size()
        collective.torch_dist().all_gather_object(orders, recorder.records)
        problems = _compare_ranks(orders)
        for problem in problems:
            _logger.error(problem)
        if not problems:
            _logger.warning("ValidateExecuteOrders pass, the communication execution order is correct.")
    else:
        raise ValueError("Invalid action. Please use 'start' or 'end'.")

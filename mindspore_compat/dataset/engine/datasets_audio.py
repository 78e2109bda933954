"""Speech and music corpora read from their published folder layouts: :class:`CMUArcticDataset`,
:class:`GTZANDataset`, :class:`LJSpeechDataset`, :class:`LibriTTSDataset`, :class:`SpeechCommandsDataset`,
:class:`TedliumDataset` and :class:`YesNoDataset`.

Every reader lists its rows when first asked (row count or pipeline start) and decodes one audio file per row.
WAV files are decoded the way MindSpore's readers decode them: the canonical 44-byte header is taken at face value
(sample rate at byte 24, bits per sample at byte 34, data size at byte 40) and the data that follows is read as
little-endian 16-bit samples divided by 32767, all channels interleaved in one row of shape (1, N). Folders are
listed in the order the file system returns their entries, as MindSpore lists them.
"""
import os
import re
import struct

import numpy as np

from ..core.validator_helpers import check_valid_str, type_check
from .datasets import AudioBaseDataset, MappableDataset, _ListedRows, _pipeline_error
from .datasets_vision import _check_source_args

__all__ = ["CMUArcticDataset", "GTZANDataset", "LJSpeechDataset", "LibriTTSDataset", "SpeechCommandsDataset",
           "TedliumDataset", "YesNoDataset"]

_WAV_HEADER = 44
_FULL_SCALE = np.float32(32767.0)


def _read_wave(path):
    """(waveform of shape (1, N) float32, header sample rate) of a WAV file."""
    if not os.path.exists(path):
        raise _pipeline_error(f"Invalid file path, get real path failed: {path}")
    if os.path.isdir(path):
        raise _pipeline_error(f"Invalid file path, failed to find waveform file: {path}")
    with open(path, "rb") as f:
        raw = f.read()
    head = raw[:_WAV_HEADER].ljust(_WAV_HEADER, b"\0")
    rate = struct.unpack_from("<i", head, 24)[0]
    bits = struct.unpack_from("<h", head, 34)[0]
    size = struct.unpack_from("<i", head, 40)[0]
    per_sample = int(bits / 8)  # C integer division
    if per_sample == 0:
        raise _pipeline_error("ReadWaveFile: zero division error, bits per sample of the audio can not be zero.")
    # the sample count is the data size divided in single precision, then truncated
    count = max(int(np.float32(size) / np.float32(per_sample)), 0)
    body = raw[_WAV_HEADER:_WAV_HEADER + 2 * count]
    samples = np.zeros(count, np.int16)  # a short file leaves the tail at zero
    got = len(body) // 2
    samples[:got] = np.frombuffer(body[:2 * got], "<i2")
    return (samples.astype(np.float32) / _FULL_SCALE).reshape(1, count), rate


def _read_wave_at(path, rate, corpus):
    """The waveform of a corpus whose files must all have one sample rate."""
    waveform, found = _read_wave(path)
    if found != rate:
        raise _pipeline_error(f"Invalid file, sampling rate of {corpus} wav file must be {rate}, file path: {path}")
    return waveform


def _listdir(folder):
    """Entries of `folder` in the file system's order (as a directory iterator hands them out)."""
    try:
        return [os.path.join(folder, name) for name in os.listdir(folder)]
    except OSError:
        return []


def _extension(path):
    name = os.path.basename(path)
    dot = name.rfind(".")
    return name[dot:] if dot > 0 else ""


def _leading_int(text):
    """What C's stoi / atoi take from the start of `text` (None when there is no number)."""
    match = re.match(r"\s*[+-]?\d+", text)
    return int(match.group()) if match else None


def _leading_float(text):
    """What C's atof takes from the start of `text` (0.0 when there is no number)."""
    match = re.match(r"\s*[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?)", text)
    return float(match.group()) if match else 0.0


class _AudioSource(_ListedRows, MappableDataset, AudioBaseDataset):
    """A random-accessible audio corpus: a listing of entries, one row read per entry."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        _check_source_args(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache)
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir = dataset_dir
        self._entries = None


_CMU_NAMES = ['aew', 'ahw', 'aup', 'awb', 'axb', 'bdl', 'clb', 'eey', 'fem', 'gka', 'jmk', 'ksp', 'ljm', 'lnh', 'rms',
              'rxr', 'slp', 'slt']


class CMUArcticDataset(_AudioSource):
    """
    One speaker of the CMU ARCTIC speech corpus, read from ``cmu_us_<name>_arctic`` in `dataset_dir`: the prompts
    file ``etc/txt.done.data`` (lines like ``( arctic_a0001 "Some text." )``) and one 16 kHz WAV file per prompt
    in ``wav/``.

    Rows come in the order of the prompts file, with the columns ``waveform`` (float32, shape (1, N), samples
    scaled by 1/32767), ``sample_rate`` (uint32, 16000), ``transcript`` (str) and ``utterance_id`` (str, the part
    of the prompt id after its last underscore, e.g. ``a0001``).

    Args:
        dataset_dir (str): The folder holding the ``cmu_us_<name>_arctic`` folders.
        name (str, optional): The speaker: ``'aew'``, ``'ahw'``, ``'aup'``, ``'awb'``, ``'axb'``, ``'bdl'``,
            ``'clb'``, ``'eey'``, ``'fem'``, ``'gka'``, ``'jmk'``, ``'ksp'``, ``'ljm'``, ``'lnh'``, ``'rms'``,
            ``'rxr'``, ``'slp'`` or ``'slt'``. Default: ``None``, ``'aew'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `name` is not a speaker, or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If the prompts file is missing or malformed, or a WAV file is not at 16000 Hz (when rows are
            counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile, wave
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> speaker = os.path.join(root, "cmu_us_slt_arctic")
        >>> os.makedirs(os.path.join(speaker, "etc"))
        >>> os.makedirs(os.path.join(speaker, "wav"))
        >>> with open(os.path.join(speaker, "etc", "txt.done.data"), "w") as f:
        ...     _ = f.write('( arctic_b0007 "Rain again." )\\n')
        >>> with wave.open(os.path.join(speaker, "wav", "arctic_b0007.wav"), "wb") as w:
        ...     w.setnchannels(1); w.setsampwidth(2); w.setframerate(16000)
        ...     w.writeframes(struct.pack("<3h", 0, 32767, -32767))
        >>> dataset = ds.CMUArcticDataset(root, name="slt", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["waveform"], row["sample_rate"], row["transcript"], row["utterance_id"])
        [[ 0.  1. -1.]] 16000 Rain again. b0007
    """

    def __init__(self, dataset_dir, name=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        if name is not None:
            check_valid_str(name, _CMU_NAMES, "name")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)
        self.name = "aew" if name is None else name

    def _columns(self):
        return ["waveform", "sample_rate", "transcript", "utterance_id"]

    def _speaker_dir(self):
        return os.path.join(os.path.realpath(self.dataset_dir), f"cmu_us_{self.name}_arctic")

    def _scan(self):
        prompts = os.path.join(self._speaker_dir(), "etc", "txt.done.data")
        if not os.path.isfile(prompts):
            raise _pipeline_error(f"Invalid file, failed to find label file: {prompts}")
        entries = []
        with open(prompts, encoding="utf-8", newline="") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()  # the text after the last line end is no line
        for line in lines:
            quotes = [i for i, ch in enumerate(line) if ch == '"'][:2]
            if len(quotes) != 2:
                raise _pipeline_error(f"Invalid file, the file may not be a CMUArctic dataset file: {prompts}")
            entries.append((line[2:quotes[0] - 1], line[quotes[0] + 1:quotes[1]]))
        if not entries:
            raise _pipeline_error(f"Invalid data, no valid data found in path: {self.dataset_dir}")
        return entries

    def _row(self, entry):
        key, transcript = entry
        cut = key.rfind("_")
        if cut < 0 or cut + 1 >= len(key):
            raise _pipeline_error(f"Invalid utterance id, please check if it is in valid format: {key}")
        path = os.path.join(self._speaker_dir(), "wav", key + ".wav")
        waveform = _read_wave_at(path, 16000, "CMUArctic")
        return [waveform, np.array(16000, np.uint32), np.array(transcript), np.array(key[cut + 1:])]


_GTZAN_GENRES = ["blues", "classical", "country", "disco", "hiphop", "jazz", "metal", "pop", "reggae", "rock"]
# The fixed GTZAN splits (the "fault-filtered" partition), as runs of genre_index * 100 + clip_number.
_GTZAN_SPLITS = {
    "train": "29-49 73-97 130-133 143-148 150-167 180-199 219-226 228-229 265-299 305 315-320 322-337 339-345 347 "
             "349 353-354 356-357 359 361 370 373-374 389 402-425 428-429 431-438 441-442 455-461 477-480 500-501 "
             "511-524 541 547-572 602-603 605 621 624 635 646-657 659-666 669 671-672 679-680 684 686 689-699 "
             "702-709 711-712 716-720 723-729 731-736 738-742 744 746 749-750 780 797-802 804 806 809 811-812 "
             "814-832 842-845 849-851 854-860 863 869 900-909 916-926 957-970 991-999",
    "valid": "0-11 50-60 100-110 168-176 200-207 209-218 227 241-242 245 249 300 302-304 306-314 346 348 352 367-368 "
             "372 375 390 395 481-498 502-510 525-532 600-601 606-611 616-620 636-637 668 676-677 681-682 710 753 "
             "755 758-762 781 783-786 861-862 870 872 874 876-878 885 892-899 938 949-956 971-985",
    "test": "12-28 61-72 98-99 111-129 134-141 149 177-179 230-240 243-244 246-248 250-251 253-264 301 321 358 "
            "362-366 369 376-388 391-394 396-397 399-400 426-427 430 440 443-445 451-454 462-475 499 573-599 612-615 "
            "622-623 625-633 638-639 667 670 673-675 678 683 685 687-688 700-701 713-714 743 763-766 769-779 782 "
            "788-796 834-840 846-848 852-853 864-868 871 879 882-884 887-890 910-915 927-937 939-948 986-990",
}


def _gtzan_split(usage):
    """The clip names of a GTZAN split, e.g. ``blues.00012``, in genre then number order."""
    names = []
    for run in _GTZAN_SPLITS[usage].split():
        first, _, last = run.partition("-")
        for code in range(int(first), int(last or first) + 1):
            names.append("%s.%05d" % (_GTZAN_GENRES[code // 100], code % 100))
    return names


class GTZANDataset(_AudioSource):
    """
    The GTZAN music genre collection: ``<genre>/<genre>.<number>.wav`` files (22050 Hz) in `dataset_dir`, one
    folder per genre (``blues``, ``classical``, ``country``, ``disco``, ``hiphop``, ``jazz``, ``metal``, ``pop``,
    ``reggae``, ``rock``).

    ``usage='all'`` takes every ``.wav`` file of the genre folders (genres in that order, files in the order the
    file system lists them); ``'train'``, ``'valid'`` and ``'test'`` take the clips of the fixed fault-filtered
    split that are present. Rows have the columns ``waveform`` (float32, shape (1, N)), ``sample_rate`` (uint32,
    22050) and ``label`` (str, the genre).

    Args:
        dataset_dir (str): The folder holding the genre folders.
        usage (str, optional): ``'train'``, ``'valid'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is not one of the four, or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If no clip is found, or a clip is not at 22050 Hz (when rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile, wave
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "jazz"))
        >>> with wave.open(os.path.join(root, "jazz", "jazz.00000.wav"), "wb") as w:
        ...     w.setnchannels(1); w.setsampwidth(2); w.setframerate(22050)
        ...     w.writeframes(struct.pack("<2h", 32767, 0))
        >>> dataset = ds.GTZANDataset(root, usage="train", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["waveform"], row["sample_rate"], row["label"])
        [[1. 0.]] 22050 jazz
    """

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        if usage is not None:
            check_valid_str(usage, ['train', 'valid', 'test', 'all'], "usage")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)
        self.usage = "all" if usage is None else usage

    def _columns(self):
        return ["waveform", "sample_rate", "label"]

    def _scan(self):
        entries = []
        if self.usage == "all":
            for genre in _GTZAN_GENRES:
                folder = os.path.join(self.dataset_dir, genre)
                if not os.path.isdir(folder):
                    continue
                for path in _listdir(folder):
                    dot = path.rfind(".")
                    if dot >= 0 and path[dot:] == ".wav" and "." in path[:dot]:
                        entries.append((path, genre))
        else:
            for name in _gtzan_split(self.usage):
                genre = name.split(".")[0]
                path = os.path.join(self.dataset_dir, genre, name + ".wav")
                if os.path.exists(path):
                    entries.append((path, genre))
        if not entries:
            raise _pipeline_error(f"Invalid data, no valid data found in path:{self.dataset_dir}")
        return entries

    def _row(self, entry):
        path, genre = entry
        return [_read_wave_at(path, 22050, "GTZAN"), np.array(22050, np.uint32), np.array(genre)]


class LJSpeechDataset(_AudioSource):
    """
    The LJ Speech corpus: ``metadata.csv`` in `dataset_dir` (one clip per line: ``id|transcription|normalized
    transcription``) and the clips ``wavs/<id>.wav``.

    Rows come in the order of ``metadata.csv``, with the columns ``waveform`` (float32, shape (1, N)),
    ``sample_rate`` (int32, from the WAV header), ``transcription`` and ``normalized_transcription`` (str).

    Args:
        dataset_dir (str): The corpus folder.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If ``metadata.csv`` is missing or empty (when rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile, wave
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "wavs"))
        >>> with open(os.path.join(root, "metadata.csv"), "w") as f:
        ...     _ = f.write("LJ050-0001|Dr. Who|Doctor Who\\n")
        >>> with wave.open(os.path.join(root, "wavs", "LJ050-0001.wav"), "wb") as w:
        ...     w.setnchannels(1); w.setsampwidth(2); w.setframerate(22050)
        ...     w.writeframes(struct.pack("<2h", -32767, 32767))
        >>> dataset = ds.LJSpeechDataset(root)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["waveform"], row["sample_rate"], row["transcription"], "/", row["normalized_transcription"])
        [[-1.  1.]] 22050 Dr. Who / Doctor Who
    """

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)

    def _columns(self):
        return ["waveform", "sample_rate", "transcription", "normalized_transcription"]

    def _scan(self):
        metadata = os.path.join(os.path.realpath(self.dataset_dir), "metadata.csv")
        if not os.path.isfile(metadata):
            raise _pipeline_error(f"Invalid file, failed to find metadata file: {metadata}")
        with open(metadata, encoding="utf-8", newline="") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if not lines:
            raise _pipeline_error(f"Reading failed, unable to read valid data from the LJSpeech metadata file: "
                                  f"{metadata}.")
        return [line.split("|") for line in lines]

    def _row(self, entry):
        if len(entry) < 3:
            raise _pipeline_error(f"Invalid data, the LJSpeech metadata line has {len(entry)} field(s), expected "
                                  f"3: {'|'.join(entry)}")
        waveform, rate = _read_wave(os.path.join(self.dataset_dir, "wavs", entry[0] + ".wav"))
        return [waveform, np.array(rate, np.int32), np.array(entry[1]), np.array(entry[2])]


_LIBRI_TTS_PARTS = ["dev-clean", "dev-other", "test-clean", "test-other", "train-clean-100", "train-clean-360",
                    "train-other-500"]


def _stream_field(text, pos, delimiter):
    """(field, next position) as C++ getline reads up to `delimiter`; field is None at the end of the text."""
    if pos >= len(text):
        return None, pos
    end = text.find(delimiter, pos)
    if end < 0:
        return text[pos:], len(text)
    return text[pos:end], end + 1


class LibriTTSDataset(_AudioSource):
    """
    The LibriTTS corpus: ``<part>/<speaker>/<chapter>/`` folders in `dataset_dir`, each with a transcript table
    ``<speaker>_<chapter>.trans.tsv`` (``utterance id<TAB>original text<TAB>normalized text`` per line) and the
    24 kHz clips ``<utterance id>.wav``.

    Each part folder is walked in the order the file system lists it; in a folder, the walk stops at the first
    ``.trans.tsv`` file it meets. Rows follow the tables, with the columns ``waveform`` (float32, shape (1, N)),
    ``sample_rate`` (uint32, 24000), ``original_text``, ``normalized_text`` (str), ``speaker_id``, ``chapter_id``
    (uint32, read from the utterance id) and ``utterance_id`` (str).

    Args:
        dataset_dir (str): The folder holding the part folders.
        usage (str, optional): ``'dev-clean'``, ``'dev-other'``, ``'test-clean'``, ``'test-other'``,
            ``'train-clean-100'``, ``'train-clean-360'``, ``'train-other-500'`` or ``'all'`` (the seven parts in
            that order). Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is not a part or ``'all'``, or `shard_id` is out of
            range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If no row is found, an utterance id does not have four ``_``-separated parts, or a clip is
            not at 24000 Hz (when rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile, wave
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> chapter = os.path.join(root, "test-clean", "61", "70968")
        >>> os.makedirs(chapter)
        >>> with open(os.path.join(chapter, "61_70968.trans.tsv"), "w") as f:
        ...     _ = f.write("61_70968_000001_000000\\tHe began.\\the began.\\n")
        >>> with wave.open(os.path.join(chapter, "61_70968_000001_000000.wav"), "wb") as w:
        ...     w.setnchannels(1); w.setsampwidth(2); w.setframerate(24000)
        ...     w.writeframes(struct.pack("<h", 32767))
        >>> dataset = ds.LibriTTSDataset(root, usage="test-clean")
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["waveform"], row["sample_rate"], row["speaker_id"], row["chapter_id"], row["utterance_id"])
        [[1.]] 24000 61 70968 61_70968_000001_000000
    """

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        if usage is not None:
            check_valid_str(usage, _LIBRI_TTS_PARTS + ["all"], "usage")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)
        self.usage = "all" if usage is None else usage

    def _columns(self):
        return ["waveform", "sample_rate", "original_text", "normalized_text", "speaker_id", "chapter_id",
                "utterance_id"]

    @staticmethod
    def _tables(folder, found):
        for path in _listdir(folder):
            if os.path.isdir(path):
                LibriTTSDataset._tables(path, found)
                continue
            name = os.path.basename(path)
            if len(name) > 10 and name.endswith(".trans.tsv"):
                found.append(path)
                return

    @staticmethod
    def _number(text):
        value = 0
        for ch in text:  # digit by digit, as an unsigned 32-bit count
            value = (value * 10 + ord(ch) - 48) & 0xFFFFFFFF
        return value

    def _scan(self):
        root = os.path.realpath(self.dataset_dir)
        entries = []
        for part in (_LIBRI_TTS_PARTS if self.usage == "all" else [self.usage]):
            tables = []
            self._tables(os.path.join(root, part), tables)
            for table in tables:
                with open(table, encoding="utf-8", newline="") as f:
                    text = f.read()
                pos = 0
                while True:
                    utterance, pos = _stream_field(text, pos, "\t")
                    if utterance is None:
                        break
                    original, pos = _stream_field(text, pos, "\t")
                    normalized, pos = _stream_field(text, pos, "\n")
                    cuts = [i for i, ch in enumerate(utterance) if ch == "_"]
                    if len(cuts) != 3:
                        raise _pipeline_error(f"Invalid file, the file may not be a LibriTTS dataset file: {table}")
                    entries.append((part, utterance, original or "", normalized or "",
                                    self._number(utterance[:cuts[0]]), self._number(utterance[cuts[0] + 1:cuts[1]])))
        if not entries:
            raise _pipeline_error(f"Invalid data, no valid data matching the dataset API LibriTTSDataset. Please "
                                  f"check dataset API or file path: {self.dataset_dir}.")
        return entries

    def _row(self, entry):
        part, utterance, original, normalized, speaker, chapter = entry
        path = os.path.join(os.path.realpath(self.dataset_dir), part, str(speaker), str(chapter), utterance + ".wav")
        return [_read_wave_at(path, 24000, "LibriTTS"), np.array(24000, np.uint32), np.array(original),
                np.array(normalized), np.array(speaker, np.uint32), np.array(chapter, np.uint32),
                np.array(utterance)]


_SPEECH_FILE = re.compile(r"(.*)_nohash_(\d+)\.wav")


class SpeechCommandsDataset(_AudioSource):
    """
    The Speech Commands corpus: one folder per spoken word in `dataset_dir` holding clips named
    ``<speaker>_nohash_<number>.wav``, plus the split lists ``testing_list.txt`` and ``validation_list.txt``
    (paths relative to `dataset_dir`). The ``_background_noise_`` folder is skipped.

    Rows are the selected clips in path order, with the columns ``waveform`` (float32, shape (1, N)),
    ``sample_rate`` (int32, from the WAV header), ``label`` (str, the word folder), ``speaker_id`` (str) and
    ``utterance_number`` (int32). As in MindSpore 2.10, :meth:`get_dataset_size` counts the clips of all usages.

    Args:
        dataset_dir (str): The corpus folder.
        usage (str, optional): ``'train'`` (the clips in neither list), ``'test'``, ``'valid'`` or ``'all'``.
            Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is not one of the four, or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If there is no word folder or no clip, or a clip name does not match the pattern (when rows
            are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile, wave
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "stop"))
        >>> with wave.open(os.path.join(root, "stop", "3bfd30e6_nohash_2.wav"), "wb") as w:
        ...     w.setnchannels(1); w.setsampwidth(2); w.setframerate(16000)
        ...     w.writeframes(struct.pack("<2h", 0, -32767))
        >>> dataset = ds.SpeechCommandsDataset(root, usage="all")
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["waveform"], row["sample_rate"], row["label"], row["speaker_id"], row["utterance_number"])
        [[ 0. -1.]] 16000 stop 3bfd30e6 2
    """

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        if usage is not None:
            check_valid_str(usage, ["train", "test", "valid", "all"], "usage")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)
        self.usage = "all" if usage is None else usage
        self._all = None

    def _columns(self):
        return ["waveform", "sample_rate", "label", "speaker_id", "utterance_number"]

    def _all_clips(self):
        if self._all is None:
            root = os.path.realpath(self.dataset_dir)
            words = [p for p in _listdir(root) if os.path.isdir(p) and "_background_noise_" not in p]
            if not words:
                raise _pipeline_error(f"Invalid file, failed to open directory: {root}")
            clips = {p for word in words for p in _listdir(word) if _extension(p) == ".wav"}
            if not clips:
                raise _pipeline_error(f"Invalid file, no .wav files found under {self.dataset_dir}")
            self._all = clips
        return self._all

    def _listed(self, name):
        root = os.path.realpath(self.dataset_dir)
        try:
            with open(os.path.join(root, name), encoding="utf-8", newline="") as f:
                lines = f.read().split("\n")
        except OSError:
            return set()
        if lines and lines[-1] == "":
            lines.pop()
        return {os.path.join(root, line) for line in lines}

    def _scan(self):
        if self.usage == "all":
            chosen = self._all_clips()
        elif self.usage == "test":
            chosen = self._listed("testing_list.txt")
        elif self.usage == "valid":
            chosen = self._listed("validation_list.txt")
        else:
            chosen = self._all_clips() - self._listed("testing_list.txt") - self._listed("validation_list.txt")
        return sorted(chosen, key=lambda p: p.encode("utf-8"))

    def _size(self):
        # MindSpore sizes this dataset by the clips of all usages
        count = len(self._all_clips())
        return self.sampler._count(count) if count > 0 else 0

    def _row(self, path):
        waveform, rate = _read_wave(path)
        name = os.path.basename(path)
        match = _SPEECH_FILE.fullmatch(name)
        if match is None or match.group(1) == "":
            raise _pipeline_error(f"Invalid file name, failed to get file info: {name}")
        label = os.path.basename(os.path.dirname(path))
        return [waveform, np.array(rate, np.int32), np.array(label), np.array(match.group(1)),
                np.array(int(match.group(2)) & 0xFFFFFFFF, np.uint32).astype(np.int32)]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._all = self._all
        return new


class TedliumDataset(_AudioSource):
    """
    The TED-LIUM corpus: for ``release1`` / ``release2``, the folders ``train``, ``test`` and ``dev`` of
    `dataset_dir`, for ``release3`` the folder ``data``, each holding ``stm/<talk>.stm`` segment lists and
    ``sph/<talk><extensions>`` NIST SPHERE recordings.

    Each line of an ``.stm`` file is a row: ``talk 1 speaker start end identifier transcript...``. Rows are
    ordered as MindSpore orders them: by the line number within its file *as text* (``"10"`` before ``"2"``),
    then by talk, then by folder. The columns are ``waveform`` (float32, shape (1, samples of the segment)),
    ``sample_rate`` (int32, the ``sample_rate`` field of the SPHERE header), ``transcript``, ``talk_id``,
    ``speaker_id`` and ``identifier`` (str).

    MindSpore 2.10 checks that the segment's bytes can be read from the recording but hands out a waveform of
    zeros of the segment's length; this reader does the same, so that both produce the same rows.

    Args:
        dataset_dir (str): The corpus folder.
        release (str): ``'release1'``, ``'release2'`` or ``'release3'``.
        usage (str, optional): ``'train'``, ``'test'``, ``'dev'`` or ``'all'`` (all three) for release1 / 2,
            ``'all'`` for release3. Default: ``None``, ``'all'``.
        extensions (str, optional): File name ending of the recordings. Default: ``None``, ``'.sph'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `release` or `usage` is not valid, `dataset_dir` is not a folder, or `shard_id` is out of
            range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If an ``stm`` folder is missing, no row is found, or a recording is too short for its
            header or segment (when rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for sub in ("stm", "sph"):
        ...     os.makedirs(os.path.join(root, "data", sub))
        >>> with open(os.path.join(root, "data", "stm", "T1.stm"), "w") as f:
        ...     _ = f.write("T1 1 Ann 0.0 0.003 <o,f0,female> good morning\\n")
        >>> head = b"NIST_1A\\n   1024\\nsample_rate -i 1000\\nend_head\\n"
        >>> with open(os.path.join(root, "data", "sph", "T1.sph"), "wb") as f:
        ...     _ = f.write(head.ljust(1024, b" ") + bytes(8))
        >>> dataset = ds.TedliumDataset(root, release="release3")
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["waveform"].shape, row["sample_rate"], row["transcript"], row["speaker_id"])
        (1, 3) 1000 good morning Ann
    """

    def __init__(self, dataset_dir, release, usage=None, extensions=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None,
                 shard_id=None, cache=None):
        check_valid_str(release, ["release1", "release2", "release3"], "release")
        if usage is not None:
            allowed = ["train", "test", "dev", "all"] if release in ("release1", "release2") else ["all"]
            check_valid_str(usage, allowed, "usage")
        if extensions is not None:
            type_check(extensions, (str,), "extensions")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)
        self.release, self.usage = release, "all" if usage is None else usage
        self.extensions = ".sph" if extensions is None else extensions

    def _columns(self):
        return ["waveform", "sample_rate", "transcript", "talk_id", "speaker_id", "identifier"]

    def _scan(self):
        root = os.path.realpath(self.dataset_dir)
        if self.release == "release3":
            parts = ["data"]
        else:
            parts = ["train", "test", "dev"] if self.usage == "all" else [self.usage]
        entries = []
        for part in parts:
            folder = os.path.join(root, part, "stm")
            if not os.path.isdir(folder):
                raise _pipeline_error(f"Invalid file, failed to open folder: {folder}")
            for path in _listdir(folder):
                if _extension(path) != ".stm":
                    continue
                with open(path, encoding="utf-8", newline="") as f:
                    lines = f.read().split("\n")
                if lines and lines[-1] == "":
                    lines.pop()
                for number, line in enumerate(lines):
                    entries.append((str(number), line.split(" ")[0], part))
        entries.sort()
        if not entries:
            raise _pipeline_error("Invalid data, no valid data matching the dataset API TedliumDataset. Please check "
                                  "file path or dataset API.")
        return entries

    @staticmethod
    def _stm_fields(path, number):
        try:
            with open(path, encoding="utf-8", newline="") as f:
                lines = f.read().split("\n")
        except OSError:
            raise _pipeline_error(f"Invalid file, get real path failed, path={path}") from None
        if lines and lines[-1] == "":
            lines.pop()
        line = lines[min(number, len(lines) - 1)] if lines else ""
        fields = []
        for _ in range(6):  # six space-separated fields, the rest of the line is the transcript
            cut = line.find(" ")
            fields.append(line if cut < 0 else line[:cut])
            line = line if cut < 0 else line[cut + 1:]
        fields.append(line)
        return fields

    @staticmethod
    def _segment(path, start_time, end_time):
        try:
            with open(path, "rb") as f:
                raw = f.read()
        except OSError:
            raise _pipeline_error(f"Invalid file, failed to open file: {path}") from None
        if len(raw) < 1024:
            raise _pipeline_error(f"Invalid data, failed to read head part from sph file: {path}, re-download "
                                  f"dataset(make sure the data is true).")
        head = raw[:1024].split(b"\0")[0].decode("latin-1")
        tokens, start = [], 0
        i = 0
        while i < len(head):  # words end at a space or line end; following spaces stay on the word
            if head[i] in "\n ":
                while i + 1 < len(head) and head[i + 1] == " ":
                    i += 1
                tokens.append(head[start:i])
                start = i + 1
            i += 1
        rate = 0
        for k, token in enumerate(tokens):
            if token == "sample_rate" and k + 2 < len(tokens):
                rate = _leading_int(tokens[k + 2]) or 0
        first, last = int(start_time * rate), int(end_time * rate)
        count = max(last - first, 0)
        if first + 2 * count > len(raw):
            raise _pipeline_error(f"Invalid data, failed to read data part from sph file: {path}, re-download "
                                  f"dataset(make sure the data is true).")
        return np.zeros((1, count), np.float32), rate

    def _row(self, entry):
        number, talk, part = entry
        base = os.path.join(self.dataset_dir, part)
        fields = self._stm_fields(os.path.join(base, "stm", talk + ".stm"), int(number))
        waveform, rate = self._segment(os.path.join(base, "sph", talk + self.extensions),
                                       _leading_float(fields[3]), _leading_float(fields[4]))
        return [waveform, np.array(rate, np.int32), np.array(fields[6]), np.array(fields[0]), np.array(fields[2]),
                np.array(fields[5])]


class YesNoDataset(_AudioSource):
    """
    The Yes/No corpus: 8 kHz WAV files in `dataset_dir` named by eight 0/1 labels (``0_1_0_0_1_0_1_1.wav``, one
    label per spoken word).

    Rows come in the order the file system lists the folder, with the columns ``waveform`` (float32, shape
    (1, N)), ``sample_rate`` (int32, from the WAV header) and ``label`` (int32, the numbers of the file name).

    Args:
        dataset_dir (str): The corpus folder.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If the folder has no ``.wav`` file, or a file name does not start with numbers (when rows
            are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile, wave
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> with wave.open(os.path.join(root, "1_0_1_1_0_0_1_0.wav"), "wb") as w:
        ...     w.setnchannels(1); w.setsampwidth(2); w.setframerate(8000)
        ...     w.writeframes(struct.pack("<2h", 32767, 0))
        >>> dataset = ds.YesNoDataset(root)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["waveform"], row["sample_rate"], row["label"])
        [[1. 0.]] 8000 [1 0 1 1 0 0 1 0]
    """

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)

    def _columns(self):
        return ["waveform", "sample_rate", "label"]

    def _scan(self):
        files = [p for p in _listdir(os.path.realpath(self.dataset_dir)) if _extension(p) == ".wav"]
        if not files:
            raise _pipeline_error(f"Invalid file, no .wav files found under {self.dataset_dir}")
        return files

    def _row(self, path):
        labels = []
        for part in os.path.basename(path)[:15].split("_"):
            if not part:
                continue
            value = _leading_int(part)
            if value is None:
                raise _pipeline_error("[Internal ERROR] Converting char to int confront with an error in function "
                                      "stoi: stoi")
            labels.append(value)
        waveform, rate = _read_wave(path)
        return [waveform, np.array(rate, np.int32), np.array(labels, np.int32)]


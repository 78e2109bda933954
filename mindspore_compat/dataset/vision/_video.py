"""
Video reading of ``mindspore.dataset.vision``: :func:`read_video`, :func:`read_video_timestamps`,
:class:`VideoDecoder` and the :class:`DecodeVideo` transform.

MindSpore decodes with the FFmpeg libraries it bundles; here the FFmpeg build that PyAV (``pip install av``)
ships does the decoding, imported when a video is first read. Frames come out as (T, H, W, 3) RGB uint8 arrays
and audio as a (channels, samples) float32 array, as in MindSpore.
"""
import io
import math
import os
from fractions import Fraction

import numpy as np

from ..engine.datasets import _pipeline_error
from .transforms import ImageTensorOperation

__all__ = ["read_video", "read_video_timestamps", "VideoDecoder", "DecodeVideo"]

_END_OF_TIME = 2147483647.0


def _av():
    try:
        import av  # pylint: disable=import-outside-toplevel
    except ImportError as exc:
        raise RuntimeError("Reading videos needs PyAV (the FFmpeg bindings): install it with `pip install av`.") \
            from exc
    return av


def _float32(value):
    return float(np.float32(value))


def _window(stream, start, end, unit):
    """The [first, last] pts window of a stream for a request in `unit` ("pts" or "sec")."""
    if unit == "pts":
        return start, end
    base = stream.time_base
    first = math.floor(start / base) if start else 0
    last = math.ceil(end / base) if end < _END_OF_TIME else math.inf
    return first, last


def _decode(container, start, end, unit):
    """Decode the frames and audio samples of an opened container inside the requested window."""
    frames, height, width = [], 0, 0
    window_sec = None
    if container.streams.video:
        stream = container.streams.video[0]
        height, width = stream.codec_context.height, stream.codec_context.width
        first, last = _window(stream, start, end, unit)
        base = stream.time_base
        window_sec = (float(first * base), math.inf if last == math.inf or last >= _END_OF_TIME
                      else float(last * base))
        for frame in container.decode(stream):
            if frame.pts is not None and first <= frame.pts <= last:
                frames.append(frame.to_ndarray(format="rgb24"))
        container.seek(0)
    video = np.stack(frames) if frames else np.zeros((0, height, width, 3), np.uint8)
    chunks, rate, channels = [], None, 1
    if container.streams.audio:
        stream = container.streams.audio[0]
        rate = stream.codec_context.sample_rate
        channels = stream.codec_context.channels if hasattr(stream.codec_context, "channels") else 1
        for frame in container.decode(stream):
            when = float(frame.pts * frame.time_base) if frame.pts is not None else 0.0
            if window_sec is None or window_sec[0] <= when <= window_sec[1]:
                samples = frame.to_ndarray()
                if not frame.format.is_planar:
                    samples = samples.reshape(-1, len(frame.layout.channels)).T
                chunks.append(samples.astype(np.float32))
    audio = np.concatenate(chunks, axis=1) if chunks else np.zeros((channels, 0), np.float32)
    metadata = {}
    if rate is not None:
        metadata["audio_fps"] = int(rate)
    if container.streams.video:
        metadata["video_fps"] = float(container.streams.video[0].average_rate)
    return video, audio, metadata


def _check_path(filename):
    path = os.path.realpath(filename)
    if not os.path.exists(path):
        raise ValueError(f"Invalid file path, {filename} does not exist.")
    if not os.path.isfile(path):
        raise ValueError(f"Invalid file path, {filename} is not a regular file.")
    return path


def read_video(filename, start_pts=0, end_pts=None, pts_unit="pts"):
    """
    Read the frames, the audio samples and the frame/sample rates of a video file.

    Args:
        filename (str): Path of the video file (AVI, MP4, MOV, ... anything FFmpeg reads).
        start_pts (Union[float, Fraction, int], optional): First timestamp to read. Default: ``0``.
        end_pts (Union[float, Fraction, int], optional): Last timestamp to read (inclusive); ``None`` reads to
            the end. Default: ``None``.
        pts_unit (str, optional): Unit of the timestamps, ``"pts"`` (stream ticks) or ``"sec"``.
            Default: ``"pts"``.

    Returns:
        - numpy.ndarray, the (T, H, W, 3) uint8 RGB frames.
        - numpy.ndarray, the (C, L) float32 audio samples (``(1, 0)`` without an audio stream).
        - dict, ``video_fps`` (float) and, with audio, ``audio_fps`` (int).

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `start_pts` is negative, `end_pts` is below `start_pts`, `pts_unit` is unknown or the
            file does not exist.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> try:
        ...     vision.read_video("missing_clip.mp4")
        ... except ValueError as error:
        ...     print(error)
        Invalid file path, missing_clip.mp4 does not exist.
    """
    if not isinstance(filename, str):
        raise TypeError(f"Input filename is not of type {str}, but got: {type(filename)}.")
    if not isinstance(start_pts, (float, Fraction, int)):
        raise TypeError(f"Input start_pts is not of type [{float}, {Fraction}, {int}], but got: {type(start_pts)}")
    if start_pts < 0.0:
        raise ValueError(f"Not supported start_pts for {start_pts}. The start_pts should be >= 0.")
    if end_pts is None:
        end_pts = _END_OF_TIME
    if not isinstance(end_pts, (float, Fraction, int)):
        raise TypeError(f"Input end_pts is not of type [{float}, {Fraction}, {int}], but got: {type(end_pts)}")
    if end_pts < start_pts:
        raise ValueError(f"Not supported end_pts for {end_pts}. start_pts = {start_pts}. The end_pts should be >= "
                         f"start_pts.")
    if not isinstance(pts_unit, str):
        raise TypeError(f"Input pts_unit is not of type {str}, but got: {type(pts_unit)}.")
    if pts_unit not in ("pts", "sec"):
        raise ValueError("Not supported pts_unit for " + pts_unit)
    path = _check_path(filename)
    with _av().open(path) as container:
        return _decode(container, start_pts, end_pts, pts_unit)


def read_video_timestamps(filename, pts_unit="pts"):
    """
    List the presentation timestamps of the frames of a video file, with its frame rate.

    Args:
        filename (str): Path of the video file.
        pts_unit (str, optional): Unit of the timestamps, ``"pts"`` (stream ticks) or ``"sec"``.
            Default: ``"pts"``.

    Returns:
        - list, the timestamps (ints in ``"pts"``, floats in ``"sec"``).
        - float, the average frame rate (``None`` when the file has no frames).

    Raises:
        TypeError: If `filename` or `pts_unit` is not a str.
        RuntimeError: If the file does not exist.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> try:
        ...     vision.read_video_timestamps("missing_clip.mp4")
        ... except RuntimeError as error:
        ...     print("Invalid file path" in str(error))
        True
    """
    if not isinstance(filename, str):
        raise TypeError(f"Input filename is not of type {str}, but got: {type(filename)}.")
    if not isinstance(pts_unit, str):
        raise TypeError(f"Input pts_unit is not of type {str}, but got: {type(pts_unit)}.")
    if not os.path.isfile(os.path.realpath(filename)):
        raise _pipeline_error(f"Invalid file path, {filename} does not exist.")
    with _av().open(os.path.realpath(filename)) as container:
        if not container.streams.video:
            return [], None
        stream = container.streams.video[0]
        stamps = sorted(int(frame.pts) for frame in container.decode(stream) if frame.pts is not None)
        fps = float(stream.average_rate)
        base = _float32(stream.time_base)
    if not stamps:
        return stamps, None
    if pts_unit == "pts":
        return stamps, fps
    return [stamp * base for stamp in stamps], fps


class VideoDecoder:
    """
    Reader of the video stream of a file: its metadata, and (on Ascend in MindSpore) frames by index.

    Args:
        source (str): Path of the video file.

    Raises:
        TypeError: If `source` is not a str.
        ValueError: If the file does not exist.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> try:
        ...     vision.VideoDecoder("missing_clip.mp4")
        ... except ValueError as error:
        ...     print(str(error).endswith("missing_clip.mp4 does not exist or permission denied!"))
        True
    """

    def __init__(self, source):
        if not isinstance(source, str):
            raise TypeError(f"path: {source} is not string")
        path = os.path.realpath(source)
        if not os.path.isfile(path) or not os.access(path, os.R_OK):
            raise ValueError(f"The file {path} does not exist or permission denied!")
        self.source = source
        self._metadata = self.metadata

    def get_frames_at(self, indices):
        """
        Frames at the given indices. MindSpore decodes them with the Ascend video decoder only, so on the CPU
        this raises, as MindSpore does; use :func:`read_video` instead.

        Args:
            indices (list[int]): Indices of the frames.

        Returns:
            numpy.ndarray, the (T, H, W, 3) uint8 frames.

        Raises:
            RuntimeError: Always on the CPU backend.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(vision.VideoDecoder.get_frames_at.__name__)
            get_frames_at
        """
        raise RuntimeError("Method get_frames_at is only supported on Ascend platform.")

    @property
    def metadata(self):
        """
        The width, height, duration in seconds, frame count and average frame rate of the video stream.

        Returns:
            dict, the metadata.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(isinstance(vision.VideoDecoder.metadata, property))
            True
        """
        with _av().open(os.path.realpath(self.source)) as container:
            stream = container.streams.video[0]
            return {
                "width": stream.width,
                "height": stream.height,
                "duration_seconds": round(float(stream.duration * stream.time_base), 6),
                "num_frames": stream.frames,
                "average_fps": float(stream.average_rate),
            }


class DecodeVideo(ImageTensorOperation):
    """
    Decode the raw bytes of a video file (a 1-D uint8 array) to its (T, H, W, 3) uint8 RGB frames and its
    (C, L) float32 audio samples.

    Raises:
        RuntimeError: If the bytes are not a video FFmpeg can open (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> try:
        ...     vision.DecodeVideo()(np.zeros(10, np.uint8))
        ... except RuntimeError as error:
        ...     print("Failed to open the input." in str(error))
        True
    """

    def _execute(self, *arrays):
        raw = np.ascontiguousarray(arrays[0]).astype(np.uint8, copy=False).tobytes()
        av = _av()
        try:
            container = av.open(io.BytesIO(raw))
        except av.error.FFmpegError as exc:
            raise _pipeline_error("Failed to open the input.") from exc
        with container:
            video, audio, _ = _decode(container, 0, _END_OF_TIME, "pts")
        return video, audio

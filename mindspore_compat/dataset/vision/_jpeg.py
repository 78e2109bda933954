"""The fast road of :class:`~mindspore.dataset.vision.Decode` for the common JPEG files: 8-bit YCbCr (chroma
4:4:4, 4:2:2 or 4:2:0) or grayscale, Huffman coded (baseline, extended or progressive). OpenCV decodes them
several times faster than PIL with the same pixels (both decode with libjpeg-turbo's accurate integer IDCT and
smooth chroma upsampling, as MindSpore's own decoder does); every other file (PNG, BMP, CMYK or RGB-coded JPEG,
other chroma layouts, 12-bit JPEG ...) and every machine without OpenCV keeps the PIL road."""
import numpy as np

_SOF_HUFFMAN = (0xC0, 0xC1, 0xC2)  # start-of-frame markers of the Huffman-coded JPEG kinds
_STANDALONE = {0x01} | set(range(0xD0, 0xD9))  # markers without a length field
_RGB_IDS = (0x52, 0x47, 0x42)  # component ids "R", "G", "B": a JPEG coded in RGB instead of YCbCr
_LUMA_SAMPLING = (0x11, 0x21, 0x22)  # chroma 4:4:4, 4:2:2 and 4:2:0, the layouts checked against MindSpore
_OPENCV = []


def _opencv():
    """The cv2 module, or None when OpenCV is not installed (looked up once)."""
    if not _OPENCV:
        try:
            import cv2  # pylint: disable=import-outside-toplevel  -- optional, and slow to import
        except ImportError:
            cv2 = None
        _OPENCV.append(cv2)
    return _OPENCV[0]


def _plain_jpeg(raw):
    """Whether the bytes are a JPEG of the kinds above, read from the segment headers before the image data."""
    if raw[:3] != b"\xff\xd8\xff":
        return False
    pos, size = 2, len(raw)
    while pos + 4 <= size:
        if raw[pos] != 0xFF:
            return False
        marker = raw[pos + 1]
        if marker == 0xFF:  # fill byte
            pos += 1
            continue
        if marker in _STANDALONE:
            pos += 2
            continue
        length = (raw[pos + 2] << 8) | raw[pos + 3]
        if marker == 0xEE:  # Adobe segment: colour transform flags that PIL and OpenCV read differently
            return False
        if marker in _SOF_HUFFMAN:
            head = raw[pos + 4:pos + 4 + length - 2]
            if len(head) < 6 or head[0] != 8:
                return False
            count = head[5]
            if count == 1:
                return True
            if count != 3 or len(head) < 15:
                return False
            ids, sampling = head[6:15:3], head[7:15:3]
            return tuple(ids) != _RGB_IDS and sampling[0] in _LUMA_SAMPLING and sampling[1:] == b"\x11\x11"
        if (0xC3 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC)) or marker == 0xDA:
            return False  # lossless or arithmetic-coded frame, or image data before any frame header
        pos += 2 + length
    return False


def decode_plain_jpeg(raw):
    """(H, W, 3) RGB uint8 pixels of `raw` (bytes) decoded by OpenCV, or None when it takes the PIL road."""
    cv2 = _opencv()
    if cv2 is None or not _plain_jpeg(raw):
        return None
    bgr = cv2.imdecode(np.frombuffer(raw, np.uint8), cv2.IMREAD_COLOR | cv2.IMREAD_IGNORE_ORIENTATION)
    if bgr is None or bgr.ndim != 3:
        return None
    return cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB)

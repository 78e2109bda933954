"""Builds tiny audio corpora in the folder layouts of the audio dataset readers (WAV files through the `wave`
module, NIST SPHERE files by hand). The same builders feed the tests and the script that recorded the expected rows
from MindSpore, so both read byte-identical files."""
import os
import struct
import wave


def write_wav(path, samples, rate, channels=1, width=2):
    """A PCM WAV file holding `samples` (ints, interleaved when `channels` > 1)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    fmt = {1: "b", 2: "h", 4: "i"}[width]
    with wave.open(path, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(width)
        w.setframerate(rate)
        if width == 1:  # 8-bit WAV stores unsigned bytes
            w.writeframes(bytes((s + 128) & 0xFF for s in samples))
        else:
            w.writeframes(struct.pack("<%d%s" % (len(samples), fmt), *samples))


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)


def yes_no(root):
    write_wav(os.path.join(root, "0_1_0_0_1_0_1_1.wav"), [0, 1000, -1000, 32767], 8000)
    write_wav(os.path.join(root, "1_1_0_1_0_0_0_1.wav"), [-32768, 5, 7], 8000)
    write_wav(os.path.join(root, "0_0_1_1_1_0_0_0.wav"), [12, 34, 56, 78, 90], 8000, channels=1)
    write_text(os.path.join(root, "README"), "not audio\n")
    return root


def cmu_arctic(root):
    base = os.path.join(root, "cmu_us_aew_arctic")
    write_text(os.path.join(base, "etc", "txt.done.data"),
               '( arctic_a0001 "Author of the danger trail, Philip Steels, etc." )\n'
               '( arctic_b0002 "He turned sharply." )\n')
    write_wav(os.path.join(base, "wav", "arctic_a0001.wav"), [100, -200, 300], 16000)
    write_wav(os.path.join(base, "wav", "arctic_b0002.wav"), [7, 8], 16000)
    base = os.path.join(root, "cmu_us_bdl_arctic")
    write_text(os.path.join(base, "etc", "txt.done.data"), '( arctic_a0003 "Wrong rate." )\n')
    write_wav(os.path.join(base, "wav", "arctic_a0003.wav"), [1, 2], 8000)
    return root


def gtzan(root):
    # blues.00000 is in the validation split, blues.00012 in the test split, blues.00029 / classical.00030 in
    # the training split
    write_wav(os.path.join(root, "blues", "blues.00000.wav"), [1, 2, 3], 22050)
    write_wav(os.path.join(root, "blues", "blues.00012.wav"), [-4, 5], 22050)
    write_wav(os.path.join(root, "blues", "blues.00029.wav"), [600], 22050)
    write_wav(os.path.join(root, "classical", "classical.00030.wav"), [-7, 8, -9, 10], 22050)
    write_wav(os.path.join(root, "jazz", "jazz.00000.wav"), [11], 16000)  # wrong rate, training split
    return root


def gtzan_full(root):
    """Every GTZAN file name (10 genres x 100), each holding one sample that encodes its genre and number."""
    genres = ["blues", "classical", "country", "disco", "hiphop", "jazz", "metal", "pop", "reggae", "rock"]
    for g, genre in enumerate(genres):
        for n in range(100):
            write_wav(os.path.join(root, genre, "%s.%05d.wav" % (genre, n)), [g * 100 + n], 22050)
    return root


def lj_speech(root):
    write_text(os.path.join(root, "metadata.csv"),
               "LJ001-0001|Printing, in the only sense|Printing, in the only sense\n"
               "LJ001-0002|in 1870 Mr. Smith|in eighteen seventy Mister Smith\n")
    write_wav(os.path.join(root, "wavs", "LJ001-0001.wav"), [10, 20, 30], 22050)
    write_wav(os.path.join(root, "wavs", "LJ001-0002.wav"), [-10, -20], 22050)
    return root


def libri_tts(root):
    write_text(os.path.join(root, "dev-clean", "84", "121123", "84_121123.trans.tsv"),
               "84_121123_000007_000000\tMy dear Mr. Smith,\tMy dear Mister Smith,\n"
               "84_121123_000008_000001\tWell?\tWell?\n")
    write_wav(os.path.join(root, "dev-clean", "84", "121123", "84_121123_000007_000000.wav"), [1, -1], 24000)
    write_wav(os.path.join(root, "dev-clean", "84", "121123", "84_121123_000008_000001.wav"), [2, -2, 3], 24000)
    write_text(os.path.join(root, "train-clean-100", "19", "198", "19_198.trans.tsv"),
               "19_198_000000_000003\tNorthanger Abbey\tNorthanger Abbey\n")
    write_wav(os.path.join(root, "train-clean-100", "19", "198", "19_198_000000_000003.wav"), [99], 24000)
    return root


def speech_commands(root):
    write_wav(os.path.join(root, "yes", "0a7c2a8d_nohash_0.wav"), [1, 2, 3], 16000)
    write_wav(os.path.join(root, "yes", "c1d39ce8_nohash_2.wav"), [4, 5], 16000)
    write_wav(os.path.join(root, "no", "0a7c2a8d_nohash_1.wav"), [-6, 7, -8], 16000)
    write_wav(os.path.join(root, "no", "ffd2ba2f_nohash_4.wav"), [9], 16000)
    write_wav(os.path.join(root, "_background_noise_", "white_noise.wav"), [0, 0], 16000)
    write_text(os.path.join(root, "testing_list.txt"), "yes/c1d39ce8_nohash_2.wav\n")
    write_text(os.path.join(root, "validation_list.txt"), "no/ffd2ba2f_nohash_4.wav\n")
    return root


def write_sph(path, samples, rate):
    """A NIST SPHERE file: the 1024-byte text header, then big-endian 16-bit samples."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    lines = ["NIST_1A", "   1024", "sample_count -i %d" % len(samples), "sample_rate -i %d" % rate,
             "channel_count -i 1", "sample_n_bytes -i 2", "sample_byte_format -s2 10", "end_head", ""]
    head = "\n".join(lines).encode("ascii")
    head += b" " * (1024 - len(head) - 1) + b"\0"
    with open(path, "wb") as f:
        f.write(head + struct.pack(">%dh" % len(samples), *samples))


def tedlium(root, release):
    parts = ["data"] if release == "release3" else ["train", "test", "dev"]
    for k, part in enumerate(parts):
        talk = "Talk%d_%s" % (k + 1, part)
        write_text(os.path.join(root, part, "stm", talk + ".stm"),
                   "%s 1 Speaker_A 0.0 0.5 <o,f0,male> hello there\n" % talk
                   + "%s 1 Speaker_B 0.25 1.0 <o,f0,female> second line of %s\n" % (talk, part))
        write_sph(os.path.join(root, part, "sph", talk + ".sph"), [(i * 37 + k) % 200 - 100 for i in range(2000)],
                  1000)
    return root

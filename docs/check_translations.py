"""Check the Chinese gettext catalogs: every message translated, none fuzzy.

    python docs/check_translations.py                      # all of docs/locale/zh_CN/LC_MESSAGES
    python docs/check_translations.py docs/locale/zh_CN/LC_MESSAGES/guides   # only some catalogs
    python docs/check_translations.py --summary            # one line per catalog

Prints ``FILE:LINE: untranslated|fuzzy: "message"`` for every message that is not done, then a summary, and
exits with status 1 when there is any (0 when everything is translated, 2 on a file that cannot be parsed).
The header entry (``msgid ""``) and obsolete entries (``#~``) are ignored. Standard library only.
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DIR = os.path.join(HERE, "locale", "zh_CN", "LC_MESSAGES")

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$')


class PoError(ValueError):
    """A line that is not valid .po syntax."""


class Entry:
    """One message of a catalog."""

    def __init__(self, line):
        self.line = line            # line number of the entry's first line (comments included)
        self.flags = set()
        self.msgctxt = None
        self.msgid = None
        self.msgid_plural = None
        self.msgstr = {}            # index -> text (index 0 for a singular message)

    @property
    def is_header(self):
        return self.msgid == "" and self.msgctxt is None

    @property
    def fuzzy(self):
        return "fuzzy" in self.flags

    @property
    def translated(self):
        if not self.msgstr:
            return False
        return all(text != "" for text in self.msgstr.values())


def _unquote(token, path, lineno):
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise PoError(f"{path}:{lineno}: expected a quoted string, got {token!r}")
    body, out, i = token[1:-1], [], 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            out.append(_ESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
        elif c == '"':
            raise PoError(f"{path}:{lineno}: unescaped quote in {token!r}")
        else:
            out.append(c)
            i += 1
    return "".join(out)


def parse_po(text, path="<po>"):
    """The non-obsolete entries of a .po catalog, in order (the header entry included)."""
    entries, cur, field = [], None, None

    def finish():
        nonlocal cur, field
        if cur is not None and cur.msgid is not None:
            entries.append(cur)
        cur, field = None, None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#~"):           # obsolete entry: ignored entirely
            continue
        if line.startswith("#"):
            if cur is not None and cur.msgid is not None and field is not None:
                finish()                    # comments start a new entry
            if cur is None:
                cur = Entry(lineno)
            if line.startswith("#,"):
                cur.flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            continue
        m = _KEYWORD.match(line)
        if m:
            keyword, index, token = m.group(1), m.group(2), m.group(3)
            if keyword in ("msgctxt", "msgid") and cur is not None and cur.msgid is not None:
                finish()                    # a new message without a blank line before it
            if cur is None:
                cur = Entry(lineno)
            value = _unquote(token, path, lineno)
            if keyword == "msgctxt":
                cur.msgctxt, field = value, ("msgctxt", None)
            elif keyword == "msgid":
                cur.msgid, field = value, ("msgid", None)
            elif keyword == "msgid_plural":
                cur.msgid_plural, field = value, ("msgid_plural", None)
            else:
                key = int(index) if index is not None else 0
                cur.msgstr[key], field = value, ("msgstr", key)
            continue
        if line.startswith('"'):
            if cur is None or field is None:
                raise PoError(f"{path}:{lineno}: string continuation outside an entry")
            value = _unquote(line, path, lineno)
            name, key = field
            if name == "msgstr":
                cur.msgstr[key] += value
            else:
                setattr(cur, name, getattr(cur, name) + value)
            continue
        raise PoError(f"{path}:{lineno}: cannot parse {raw!r}")
    finish()
    return entries


def problems(entries):
    """``[(entry, "untranslated" | "fuzzy")]`` for the messages that are not done (header excluded)."""
    out = []
    for e in entries:
        if e.is_header:
            continue
        if e.fuzzy:
            out.append((e, "fuzzy"))
        elif not e.translated:
            out.append((e, "untranslated"))
    return out


def po_files(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames.sort()
                files += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".po")]
        else:
            files.append(p)
    return files


def _display(path):
    rel = os.path.relpath(path)
    return path if rel.startswith("..") else rel


def _short(text, width=100):
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 3] + "..."


def read_skip_list(path):
    """Catalog paths (relative to the repository root) listed one per line in `path`; ``#`` starts a comment."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(path, encoding="utf-8") as f:
        lines = [line.split("#", 1)[0].strip() for line in f]
    return {os.path.normpath(os.path.join(root, line)) for line in lines if line}


def check(paths, summary_only=False, out=None, skip=()):
    """Print the report (to ``out``, default stdout); return the exit status. Catalogs in `skip` (absolute
    paths) are named as not checked and do not fail the check."""
    out = out or sys.stdout
    absent = [p for p in paths if not os.path.exists(p)]
    if absent:
        print(f"check_translations: no such file or folder: {', '.join(absent)}", file=out)
        return 2
    files = po_files(paths)
    skipped = [f for f in files if os.path.normpath(os.path.abspath(f)) in skip]
    files = [f for f in files if f not in skipped]
    for path in skipped:
        print(f"{_display(path)}: not checked (translation in progress, listed in the skip list)", file=out)
    if not files:
        print(f"check_translations: no .po files under {', '.join(paths)}", file=out)
        return 1
    total = bad = 0
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                entries = parse_po(f.read(), path)
        except (OSError, UnicodeDecodeError, PoError) as exc:
            print(f"check_translations: {exc}", file=out)
            return 2
        messages = [e for e in entries if not e.is_header]
        found = problems(entries)
        total += len(messages)
        bad += len(found)
        shown = _display(path)
        if summary_only:
            done = len(messages) - len(found)
            fuzzy = sum(kind == "fuzzy" for _, kind in found)
            print(f"{shown}: {done}/{len(messages)} translated" + (f" ({fuzzy} fuzzy)" if fuzzy else ""), file=out)
        else:
            for entry, kind in found:
                print(f'{shown}:{entry.line}: {kind}: "{_short(entry.msgid)}"', file=out)
    print(f"{total - bad} of {total} messages translated in {len(files)} catalog(s); "
          f"{bad} untranslated or fuzzy", file=out)
    return 1 if bad else 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="*", default=[DEFAULT_DIR], help=f".po files or folders (default {DEFAULT_DIR})")
    p.add_argument("--summary", action="store_true", help="one line per catalog instead of one per message")
    p.add_argument("--skip-list", metavar="FILE",
                   help="file listing catalogs (one path per line) whose translation is still in progress")
    args = p.parse_args(argv)
    skip = read_skip_list(args.skip_list) if args.skip_list else set()
    return check(args.paths, summary_only=args.summary, skip=skip)


if __name__ == "__main__":
    sys.exit(main())

"""One writer at a time: an advisory lock on a directory (results/, build/).

Two `measure` runs into one results directory would each merge into the bundle they read at
their start and the later write would drop the other's results; two builds would share
build/tlparse. So each takes the directory's lock first: a second run says who holds it and
waits. The lock is fcntl's, so it goes with the process: a killed run leaves nothing to clean.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from generator.schema import LabError

LOCK_NAME = ".lock"


def writable(directory: Path, what: str, option: str | None = None) -> Path:
    """The directory, created if need be; a one-line LabError if this process cannot write there.

    option: the command-line option that chooses another directory, named in the error.
    """
    directory = Path(directory)
    fix = f"choose another with {option} or fix its permissions" if option else "fix its permissions"
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LabError(f"cannot create the {what} directory {directory} ({exc.strerror}); {fix}") from None
    if not os.access(directory, os.W_OK | os.X_OK):
        raise LabError(f"the {what} directory {directory} is not writable; {fix}")
    return directory


@contextlib.contextmanager
def locked(directory: Path, what: str) -> Iterator[None]:
    """Hold the directory's lock for the block; if another process holds it, say which and wait.

    what: what this process does there ('measure', 'build'), for the message another one prints.
    """
    path = Path(directory) / LOCK_NAME
    with path.open("a+") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            fh.seek(0)
            pid, _, doing = fh.read().strip().partition(" ")
            print(f"another {doing or 'run'} is running on {directory} (pid {pid or 'unknown'}); "
                  "waiting for it to finish", file=sys.stderr, flush=True)
            fcntl.flock(fh, fcntl.LOCK_EX)
        fh.seek(0)
        fh.truncate()
        fh.write(f"{os.getpid()} {what}")
        fh.flush()
        try:
            yield
        finally:
            fh.seek(0)
            fh.truncate()
            fh.flush()
            fcntl.flock(fh, fcntl.LOCK_UN)

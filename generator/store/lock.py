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
    with _open(directory) as fh:
        if not _try(fh, directory):
            print(f"another {holder(fh)} is running on {directory}; waiting for it to finish",
                  file=sys.stderr, flush=True)
            _flock(fh, fcntl.LOCK_EX, directory)
        with _holding(fh, what):
            yield


@contextlib.contextmanager
def held_if_free(directory: Path, what: str) -> Iterator[bool]:
    """Take the directory's lock if nobody holds it (True), else go on without it (False)."""
    with _open(directory) as fh:
        if not _try(fh, directory):
            yield False
            return
        with _holding(fh, what):
            yield True


@contextlib.contextmanager
def _holding(fh, what: str) -> Iterator[None]:
    """With the lock taken: say who holds it in the lock file; let go at the end."""
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


def holder(fh) -> str:
    """'measure (pid 123)': what the lock file says its holder does."""
    fh.seek(0)
    pid, _, doing = fh.read().strip().partition(" ")
    return f"{doing or 'run'} (pid {pid or 'unknown'})"


@contextlib.contextmanager
def _open(directory: Path) -> Iterator:
    path = Path(directory) / LOCK_NAME
    try:
        fh = path.open("a+")
    except OSError as exc:
        raise LabError(f"cannot open the lock file {path} ({exc.strerror}); fix the directory's permissions") from None
    with fh:
        yield fh


def _flock(fh, mode: int, directory: Path) -> None:
    try:
        fcntl.flock(fh, mode)
    except OSError as exc:
        if isinstance(exc, BlockingIOError):
            raise
        raise LabError(f"cannot lock {directory} ({exc.strerror}): its filesystem does not support locks; "
                       "put the results and build directories on a local disk") from None


def _try(fh, directory: Path) -> bool:
    """Take the lock without waiting; False when another process holds it."""
    try:
        _flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB, directory)
    except BlockingIOError:
        return False
    return True

"""Progress of a measure stage that a person can read: points done, elapsed, time left.

Every line the measure stage prints goes through emit(): the parent's own lines and the lines it
relays from its workers. During a run (run()), a worker's line for a finished grid point counts
towards the total, and the time left is estimated at the pace so far (the first process compiles
cold, so early estimates run high). On a terminal the lines scroll above a rich progress bar;
elsewhere (a CI log, a file) each finished point's line carries the same figures in plain text.
"""

from __future__ import annotations

import contextlib
import re
import sys
import time
from collections.abc import Iterator
from typing import Any, TextIO

POINT_DONE = re.compile(r"^\s*\[[^\]]+ process \d+\] \d+/\d+ .*: \w+ \(")


def _clock(seconds: float) -> str:
    seconds = int(max(seconds, 0))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}" if seconds >= 3600 else \
        f"{seconds // 60}:{seconds % 60:02d}"


class Run:
    """One measure stage's progress over `total` grid-point runs (points × processes)."""

    def __init__(self, total: int, stream: TextIO, live: bool) -> None:
        self.total, self.done, self.stream = total, 0, stream
        self.started = time.monotonic()
        self.bar: Any = None
        if live:
            with contextlib.suppress(ImportError):
                from rich.console import Console
                from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                           TimeElapsedColumn, TimeRemainingColumn)

                self.bar = Progress(TextColumn("measuring"), BarColumn(), MofNCompleteColumn(),
                                    TextColumn("points ·"), TimeElapsedColumn(), TextColumn("elapsed ·"),
                                    TimeRemainingColumn(), TextColumn("left"),
                                    console=Console(file=stream), transient=True)
                self.task = self.bar.add_task("measure", total=total)
                self.bar.start()

    def figures(self) -> str:
        elapsed = time.monotonic() - self.started
        left = elapsed / self.done * (self.total - self.done) if self.done else None
        return (f"{self.done}/{self.total} points · {_clock(elapsed)} elapsed"
                + (f" · about {_clock(left)} left" if left is not None else ""))

    def emit(self, line: str) -> None:
        finished = bool(POINT_DONE.match(line))
        if finished:
            self.done = min(self.done + 1, self.total)
        if self.bar is not None:
            self.bar.console.print(line, markup=False, highlight=False, soft_wrap=True)
            self.bar.update(self.task, completed=self.done)
        else:
            print(f"{line}  [{self.figures()}]" if finished else line, file=self.stream, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()
        print(f"measured {self.figures()}", file=self.stream, flush=True)


_current: Run | None = None


def emit(line: str) -> None:
    """Print one line of the measure stage (with the run's progress while one is going)."""
    if _current is not None:
        _current.emit(line)
    else:
        print(line, file=sys.stderr, flush=True)


@contextlib.contextmanager
def run(total: int, stream: TextIO | None = None) -> Iterator[Run]:
    """Track a measure stage of `total` point runs; a live bar only on a terminal."""
    global _current
    stream = stream or sys.stderr
    live = bool(getattr(stream, "isatty", lambda: False)())
    _current = Run(total, stream, live)
    try:
        yield _current
    finally:
        current, _current = _current, None
        current.close()

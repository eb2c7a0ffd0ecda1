"""Progress of a measure stage that a person can read: points done, elapsed, time left.

Every line the measure stage prints goes through emit(): the parent's own lines and the lines it
relays from its workers; they are printed as they are. What counts is point_done(): isolate calls
it for each point a worker's progress events record as finished (ok, failed or skipped alike),
never for a line's text. During a run (run()) the time left is estimated at the pace so far (the
first process compiles cold, so early estimates run high). On a terminal the lines scroll above a
rich progress bar; elsewhere (a CI log, a file) each finished point gets one line that names it,
its status and the same figures in plain text.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Iterator, Mapping
from typing import Any, TextIO


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
        """Points done of the total, elapsed, and the time left at the pace so far."""
        elapsed = time.monotonic() - self.started
        left = elapsed / self.done * (self.total - self.done) if self.done else None
        return (f"{self.done}/{self.total} points · {_clock(elapsed)} elapsed"
                + (f" · about {_clock(left)} left" if left is not None else ""))

    def emit(self, line: str) -> None:
        """Print one line as it is, above the bar where there is one."""
        if self.bar is not None:
            self.bar.console.print(line, markup=False, highlight=False, soft_wrap=True)
        else:
            print(line, file=self.stream, flush=True)

    def point_done(self, experiment: str, params: Mapping[str, Any], status: str,
                   process: int | None = None) -> None:
        """Count one finished point run; off a terminal, print a line naming it with the figures."""
        self.done = min(self.done + 1, self.total)
        if self.bar is not None:
            self.bar.update(self.task, completed=self.done)
            return
        label = " ".join([experiment, *(f"{k}={v}" for k, v in params.items())])
        where = f" (process {process})" if process is not None else ""
        print(f"  [{self.figures()}] {label}{where}: {status}", file=self.stream, flush=True)

    def fewer(self, runs: int) -> None:
        """Take `runs` point runs off the total: an earlier measure ran them (store.journal)."""
        self.total = max(self.total - runs, self.done)
        if self.bar is not None:
            self.bar.update(self.task, total=self.total)

    def close(self) -> None:
        """Take the bar down and print the final count."""
        if self.bar is not None:
            self.bar.stop()
        print(f"measured {self.figures()}", file=self.stream, flush=True)


_current: Run | None = None


def emit(line: str) -> None:
    """Print one line of the measure stage (above the bar of the run going on, if it has one)."""
    if _current is not None:
        _current.emit(line)
    else:
        print(line, file=sys.stderr, flush=True)


def point_done(experiment: str, params: Mapping[str, Any], status: str, process: int | None = None) -> None:
    """Count a finished point run (any status) towards the run going on; outside a run, nothing."""
    if _current is not None:
        _current.point_done(experiment, params, status, process)


def fewer(runs: int) -> None:
    """Take point runs an earlier measure ran off the total of the run going on; outside a run, nothing."""
    if _current is not None:
        _current.fewer(runs)


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

"""`measure --time-limit` and SIGTERM: a measure stage that ends in time, keeping what finished."""

from __future__ import annotations

import contextlib
import signal
import time
from collections.abc import Iterator

from generator.runner import progress


class TimeLimit:
    """`measure --time-limit`, and SIGTERM: end the measure stage like Ctrl-C.

    For a runner whose job has a hard time limit (or that ends a job with SIGTERM): the experiments
    that finished are merged and written, the one running keeps the points its processes finished,
    marked cut short, and the bundle records what was not measured. The limit counts from the
    command's start. A SIGTERM is re-raised as an interruption once the bundle is written.
    """

    def __init__(self, seconds: float | None, started: float) -> None:
        self.seconds, self.started, self.hit = seconds, started, False

    def _stop(self, signum: int, _frame: object) -> None:
        if signum == signal.SIGALRM:
            self.hit = True
            progress.emit(f"Time limit of {self.seconds:.0f} s reached: stopping; what finished is kept")
        else:
            progress.emit("SIGTERM: stopping; what finished is kept")
        raise KeyboardInterrupt

    @contextlib.contextmanager
    def armed(self) -> Iterator[None]:
        """Within: the time limit's alarm and SIGTERM each stop the measure as Ctrl-C would."""
        on_term = signal.signal(signal.SIGTERM, self._stop)
        on_alarm = signal.signal(signal.SIGALRM, self._stop) if self.seconds else None
        if self.seconds:
            signal.setitimer(signal.ITIMER_REAL, max(self.seconds - (time.perf_counter() - self.started), 0.001))
        try:
            yield
        finally:
            if self.seconds:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, on_alarm)
            signal.signal(signal.SIGTERM, on_term)

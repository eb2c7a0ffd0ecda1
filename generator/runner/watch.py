"""What the parent reads of a worker while it runs: its log, relayed for the person watching, and
its progress events (worker.run_experiment writes them), which alone count points and tell, after a
crash or an interruption, which points it finished."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.runner import progress
from generator.runner.worker import PROGRESS


def _complete_lines(path: Path, offset: int) -> tuple[list[bytes], int]:
    """The lines written to path since offset, and the offset after them (a line not ended waits)."""
    with path.open("rb") as fh:
        fh.seek(offset)
        chunk = fh.read()
    complete = chunk.rfind(b"\n") + 1
    return chunk[:complete].splitlines(), offset + complete


@dataclass
class Watch:
    """What the parent has read of one worker: its log, relayed for the person watching, and its
    progress events (worker.run_experiment), which alone count points. Both are read by offset,
    each byte once: a first process's finished points carry their compile traces (megabytes)."""

    out: Path
    ids: list[str]  # the worker's experiments, in the order it runs them
    process: int
    log_offset: int = 0
    offsets: dict[str, int] = field(default_factory=dict)

    def poll(self) -> bool:
        """Relay new progress lines of the log, count newly finished points; did any event arrive?"""
        lines, self.log_offset = _complete_lines(self.out / "worker.log", self.log_offset)
        for text in (line.decode(errors="replace") for line in lines):
            if text.startswith("  ["):  # the worker's own lines; warnings and tracebacks stay in its log
                progress.emit(text)
        events = self.events()
        for eid, record in events:
            if "finished" in record:  # whatever its status: a failed or skipped point is done too
                point = record["point"]
                progress.point_done(eid, point["params"], point["status"], self.process)
        return bool(events)

    def events(self) -> list[tuple[str, dict[str, Any]]]:
        """The events written since the last read, as (experiment, record), in the order run."""
        events = []
        for eid in self.ids:
            path, offset = self.out / f"{eid}{PROGRESS}", self.offsets.get(eid, 0)
            if not path.exists() or path.stat().st_size <= offset:
                continue
            lines, self.offsets[eid] = _complete_lines(path, offset)
            for line in lines:
                with contextlib.suppress(ValueError):  # not an event: costs one count, never the run
                    events.append((eid, json.loads(line)))
        return events


def read_progress(path: Path) -> tuple[list[tuple[int, dict[str, Any]]], tuple[int, dict[str, Any], float | None] | None]:
    """An experiment's progress file: the finished points (grid index, point), and the point
    that had started but not finished (index, params, start time), if any."""
    finished, running = [], None
    if not path.exists():
        return finished, running
    for line in path.read_text().splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            break  # a line cut by the crash
        if "started" in record:
            running = (record["started"], record["params"], record.get("at"))
        elif "finished" in record:
            finished.append((record["finished"], record["point"]))
            running = None
    return finished, running

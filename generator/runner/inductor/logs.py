"""Dynamo's and Inductor's log records, collected in-process (what TORCH_LOGS would print)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import torch


class _Collect(logging.Handler):
    """A logging handler that hands each record to a callback."""

    def __init__(self, take: Callable[[logging.LogRecord], None], level: int = logging.NOTSET) -> None:
        super().__init__(level)
        self.take = take

    def emit(self, record: logging.LogRecord) -> None:
        self.take(record)


@contextmanager
def _collecting(names: Sequence[str], take: Callable[[logging.LogRecord], None],
                level: int = logging.NOTSET, **logs: Any) -> Iterator[None]:
    """Records of the named loggers go to take() inside the block; with logs, TORCH_LOGS-style
    settings (torch._logging.set_logs) are switched on for the block and reset after it."""
    if logs:
        torch._logging.set_logs(**logs)
    handler = _Collect(take, level)
    loggers = [logging.getLogger(name) for name in names]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        yield
    finally:
        for logger in loggers:
            logger.removeHandler(handler)
        if logs:
            torch._logging.set_logs()


@contextmanager
def dynamo_warnings() -> Iterator[list[str]]:
    """Collect the warnings Dynamo logs inside the block (e.g. 'hit config.recompile_limit')."""
    sink: list[str] = []
    with _collecting(["torch._dynamo"], lambda r: sink.append(r.getMessage()), logging.WARNING):
        yield sink


@contextmanager
def break_and_recompile_log(lines: list[str]) -> Iterator[None]:
    """Collect Dynamo's graph-break and recompile log messages (TORCH_LOGS='graph_breaks,recompiles')."""
    names = ("torch._dynamo.symbolic_convert.__graph_breaks", "torch._dynamo.guards.__recompiles")
    take = lambda r: lines.append(f"[{r.name.rsplit('.__', 1)[-1]}] {r.getMessage()}")  # noqa: E731
    with _collecting(names, take, graph_breaks=True, recompiles=True):
        yield


LOG_SETTINGS = {
    "article": {"dynamo": logging.DEBUG, "inductor": logging.DEBUG},  # TORCH_LOGS="+dynamo,+inductor"
    "targeted": {"graph_breaks": True, "recompiles": True, "output_code": True},
}


@contextmanager
def compile_logs(setting: str, records: list[tuple[str, str]]) -> Iterator[None]:
    """Collect what TORCH_LOGS would print for a setting (a key of LOG_SETTINGS), as
    (logger name, message) pairs."""
    if setting not in LOG_SETTINGS:
        raise ValueError(f"unknown log setting {setting!r}; use one of {sorted(LOG_SETTINGS)}")
    take = lambda r: records.append((r.name, r.getMessage()))  # noqa: E731
    with _collecting(("torch._dynamo", "torch._inductor"), take, **LOG_SETTINGS[setting]):
        yield

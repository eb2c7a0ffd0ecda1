"""Shared fixtures of the runner tests."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_standby_workers(monkeypatch, request):
    """Tests that stand in for run_replicate: the real worker start_standby would start beside
    each replicate imports torch for nothing. The standby tests themselves (named so) keep it."""
    if "standby" in request.node.name:
        return
    from generator.runner import isolate

    monkeypatch.setattr(isolate, "start_standby", lambda *a, **kw: None)

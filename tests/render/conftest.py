"""The golden bundles the render tests build pages from (tests/fixtures/bundles)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.store import bundle as store

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "bundles"


@pytest.fixture(scope="module")
def gpu() -> store.Bundle:
    """The golden GPU bundle, read once per test module (tests copy it before changing it)."""
    return store.read(FIXTURES / "gpu")


@pytest.fixture(scope="module")
def cpu() -> store.Bundle:
    """The golden CPU bundle, read once per test module."""
    return store.read(FIXTURES / "cpu")

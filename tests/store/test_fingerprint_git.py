"""Which commit a bundle names: git's answer, or .gitinfo where the tree is a copy."""

from __future__ import annotations

import json
import subprocess

import pytest

from generator.store import fingerprint

HEAD, OLD, COPIED = "a" * 40, "b" * 40, "c" * 40


@pytest.fixture()
def fake_git(monkeypatch, tmp_path):
    """A repository whose HEAD is HEAD, which knows OLD but not COPIED."""
    known = {HEAD, OLD}

    def git_out(*args):
        if args[0] == "rev-parse":
            return HEAD
        if args[0] == "status":
            return " M generator/stats.py"
        if args[0] == "cat-file":
            if args[2].split("^")[0] in known:
                return ""
            raise subprocess.CalledProcessError(128, ["git", *args])
        raise AssertionError(args)

    monkeypatch.setattr(fingerprint, "_git_out", git_out)
    monkeypatch.setattr(fingerprint, "GITINFO", tmp_path / ".gitinfo")
    return tmp_path / ".gitinfo"


def test_without_gitinfo_git_answers(fake_git):
    assert fingerprint.git_state() == {"commit": HEAD, "dirty": True, "source": "git"}


def test_a_stale_copied_git_yields_to_gitinfo(fake_git):
    fake_git.write_text(json.dumps({"commit": COPIED, "dirty": False}))
    assert fingerprint.git_state() == {"commit": COPIED, "dirty": False, "source": ".gitinfo"}


def test_a_gitinfo_left_in_a_checkout_yields_to_git(fake_git):
    fake_git.write_text(json.dumps({"commit": OLD, "dirty": False}))
    assert fingerprint.git_state() == {"commit": HEAD, "dirty": True, "source": "git"}


def test_no_git_uses_gitinfo_or_says_unknown(fake_git, monkeypatch):
    def no_git(*args):
        raise OSError("git: not found")

    monkeypatch.setattr(fingerprint, "_git_out", no_git)
    assert fingerprint.git_state()["source"] == "unknown"
    fake_git.write_text("not json")
    assert fingerprint.git_state()["source"] == "unknown"
    fake_git.write_text(json.dumps({"commit": COPIED, "dirty": True}))
    assert fingerprint.git_state() == {"commit": COPIED, "dirty": True, "source": ".gitinfo"}

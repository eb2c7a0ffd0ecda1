"""`generator redecide`: today's rules applied to a bundle's stored rows, without measuring."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.commands.redecide import redecide
from generator.schema import SCHEMA_VERSION, LabError
from generator.store import bundle as bundle_store

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "bundles" / "cpu"


def test_redecide_rewrites_verdicts_from_the_rows_and_says_who_decided(tmp_path, capsys):
    target = tmp_path / "cpu"
    shutil.copytree(FIXTURE, target)
    meta = json.loads((target / "bundle.json").read_text())
    stored = meta["experiments"]["one_line_speedup"]["verdicts"]
    for v in stored:
        v["verdict"], v["measured"] = "holds", "a verdict no rule of today gives"
    (target / "bundle.json").write_text(json.dumps(meta))
    before = bundle_store.read(target)
    assert redecide([target]) == 0
    after = bundle_store.read(target)
    # the measurements are untouched; the verdicts are today's rules on them, stamped
    assert [r.value for r in after.rows()] == [r.value for r in before.rows()]
    assert after.experiments["one_line_speedup"].source_hash == before.experiments["one_line_speedup"].source_hash
    decided = {v.claim: v for v in after.experiments["one_line_speedup"].verdicts}
    assert decided["C4"].verdict == "not testable here"  # a CPU bundle has no kernel counts
    assert all(v.measured != "a verdict no rule of today gives" for v in decided.values())
    assert after.header["verdicts_decided"]["at"] and "commit" in after.header["verdicts_decided"]
    assert json.loads((target / "bundle.json").read_text())["schema_version"] == SCHEMA_VERSION
    assert "verdicts re-decided" in capsys.readouterr().err


def test_redecide_refuses_a_bundle_with_an_unknown_experiment(tmp_path):
    target = tmp_path / "cpu"
    shutil.copytree(FIXTURE, target)
    meta = json.loads((target / "bundle.json").read_text())
    meta["experiments"]["gone"] = {**meta["experiments"]["one_line_speedup"], "id": "gone"}
    (target / "bundle.json").write_text(json.dumps(meta))
    with pytest.raises(LabError, match="no experiment module for gone"):
        redecide([target])


def test_a_rerun_kept_for_its_numbers_is_redecided_and_stays_without_kernels_and_samples(tmp_path, capsys):
    """Re-runs are kept as bundle.json and rows.csv: a rule change re-decides them too (the
    Reproducibility page compares runs decided alike), and the rewrite adds no empty files."""
    target = tmp_path / "rerun"
    shutil.copytree(FIXTURE, target)
    for name in bundle_store.OPTIONAL_FILES:
        (target / name).unlink(missing_ok=True)  # values.json: the fixture predates it
    assert redecide([target]) == 0
    assert not any((target / name).exists() for name in bundle_store.OPTIONAL_FILES)
    assert not list(tmp_path.glob(".rerun*"))  # replaced, not moved aside as unreadable
    back = bundle_store.read(target, partial=True)
    assert back.header["verdicts_decided"]["at"] and back.experiments["one_line_speedup"].verdicts
    assert "verdicts re-decided" in capsys.readouterr().err

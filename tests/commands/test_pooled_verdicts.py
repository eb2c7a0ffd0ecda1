"""`generator verdicts`: a setting's verdicts on all its runs, printed; leaving a run out, checked."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import cli
from generator.commands import verdicts as command
from generator.store import bundle as store

ROOT = Path(__file__).resolve().parents[2]
GPU = ROOT / "tests" / "fixtures" / "bundles" / "gpu"


@pytest.fixture
def results(tmp_path: Path) -> Path:
    """A results folder holding the golden GPU bundle and two re-runs of it."""
    folder = tmp_path / "results"
    name = "nvidia-h200-torch2.11.0"
    shutil.copytree(GPU, folder / name)
    for run in ("run2", "run3"):
        shutil.copytree(GPU, folder / "reruns" / name / run)
    return folder


def test_the_published_bundle_is_pooled_with_its_reruns(results, capsys):
    assert cli.main(["--results", str(results), "verdicts"]) == 0
    out = capsys.readouterr().out
    assert "nvidia-h200-torch2.11.0 (NVIDIA H200, torch 2.11.0+cu130): 3 runs" in out
    assert "run 2: results/reruns/nvidia-h200-torch2.11.0/run2" in out
    assert "  C3  " in out and "one_line_speedup" in out and "(3 runs)" in out


def test_named_runs_and_leaving_each_out(results, capsys):
    name = "nvidia-h200-torch2.11.0"
    runs = [str(results / name), str(results / "reruns" / name / "run2"), str(results / "reruns" / name / "run3")]
    assert cli.main(["verdicts", *runs, "--leave-one-out"]) == 0  # three copies of one run: nothing differs
    out = capsys.readouterr().out
    assert "| claim | all runs | without run 1 | without run 2 | without run 3 | same |" in out
    assert "DIFFERS" not in out


def test_runs_of_two_releases_are_refused_in_one_line(results, tmp_path, capsys):
    other = tmp_path / "other"
    shutil.copytree(ROOT / "tests" / "fixtures" / "bundles" / "cpu", other)
    assert cli.main(["verdicts", str(results / "nvidia-h200-torch2.11.0"), str(other)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and "pool runs of one device and release" in err and "\n" not in err


def test_a_settings_runs_are_its_bundle_and_reruns_named_from_the_results_folder(results):
    bundle = store.read(results / "nvidia-h200-torch2.11.0")
    runs = command.setting_runs(bundle, results)
    assert [n for n, _ in runs] == ["results/nvidia-h200-torch2.11.0", "results/reruns/nvidia-h200-torch2.11.0/run2",
                                    "results/reruns/nvidia-h200-torch2.11.0/run3"]

"""`generator verdicts`: a setting's verdicts on all its runs, printed; leaving a run out, checked."""

from __future__ import annotations

import json
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
    for i, run in enumerate(("run2", "run3")):
        target = folder / "reruns" / name / run
        shutil.copytree(GPU, target)
        meta = json.loads((target / "bundle.json").read_text())  # a re-run: created later, the same numbers
        meta["created"] = f"2026-11-29T1{3 + i}:00:00+00:00"
        (target / "bundle.json").write_text(json.dumps(meta))
    return folder


def test_the_published_bundle_is_pooled_with_its_reruns(results, capsys):
    assert cli.main(["--results", str(results), "verdicts"]) == 0
    out = capsys.readouterr().out
    assert "nvidia-h200-torch2.11.0 (NVIDIA H200, torch 2.11.0+cu130): 3 runs, 3 pooled at some point" in out
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


def test_a_run_named_twice_or_copied_counts_once(results, tmp_path, capsys):
    published = results / "nvidia-h200-torch2.11.0"
    assert cli.main(["verdicts", str(published), str(published)]) == 2
    assert "is the same run as" in capsys.readouterr().err
    copy = results / "reruns" / "nvidia-h200-torch2.11.0" / "copy"
    shutil.copytree(published, copy)  # a copy in the re-runs: left out of the evidence, with a warning
    runs = command.setting_runs(store.read(published), results)
    assert len(runs) == 3 and "copy" not in " ".join(n for n, _ in runs)
    assert "is a copy of results/nvidia-h200-torch2.11.0" in capsys.readouterr().err


def test_leaving_runs_out_skips_a_setting_of_one_run_and_checks_the_others(results, capsys):
    shutil.copytree(ROOT / "tests" / "fixtures" / "bundles" / "cpu", results / "cpu-intel-xeon-16c-torch2.11.0")
    assert cli.main(["--results", str(results), "verdicts", "--leave-one-out"]) == 0
    out = capsys.readouterr().out
    assert "one run, nothing to leave out" in out and "| claim | all runs | without run 1" in out


def test_a_damaged_or_missing_run_is_one_line(results, tmp_path, capsys):
    broken = tmp_path / "broken"
    shutil.copytree(results / "nvidia-h200-torch2.11.0", broken)
    meta = json.loads((broken / "bundle.json").read_text())
    del meta["fingerprint"]
    (broken / "bundle.json").write_text(json.dumps(meta))
    for path, said in ((broken, "bundle.json has no fingerprint"), (tmp_path / "nowhere", "no such directory"),
                       (results / "reruns" / "nvidia-h200-torch2.11.0", "holds runs (run2, run3)")):
        assert cli.main(["verdicts", str(path)]) == 2
        err = capsys.readouterr().err.strip()
        assert said in err and "\n" not in err, err


def test_a_calibration_made_from_the_pooled_runs_is_left_out_and_one_from_other_runs_is_used(results):
    from generator.calibration import Calibration
    from generator.store.fingerprint import machine_id

    bundle = store.read(results / "nvidia-h200-torch2.11.0")
    runs = command.setting_runs(bundle, results)
    one = runs[1][1]

    def made_from(created: str, machine: str | None) -> Calibration:
        return Calibration("nvidia-h200-torch2.11.0", "default", {}, {},
                           runs=[{"created": created, "machine": machine}])

    # made from one of the runs pooled: their spread between them would count twice
    assert command.independent(made_from(one.header["created"], machine_id(one.fingerprint)), runs) is None
    # made from other runs (another time, or the same time on another machine): independent evidence
    other = made_from("2026-11-01T10:00:00+00:00", machine_id(one.fingerprint))
    assert command.independent(other, runs) is other
    elsewhere = made_from(one.header["created"], "GPU-another")
    assert command.independent(elsewhere, runs) is elsewhere
    assert command.independent(None, runs) is None


def test_the_full_profile_is_a_setting_of_its_own_pooled_with_the_reruns_of_its_profile(tmp_path, capsys):
    """A full-profile point measured again (a part re-measured, the earlier one kept as a re-run of its
    profile) adds its processes to the full-profile pages' verdicts, apart from the published profile's."""
    from generator.render import load, site
    from generator.runner import discovery

    folder, name = tmp_path / "results", "nvidia-h200-torch2.11.0"
    for target, created, profile in ((folder / name, None, "default"),
                                     (folder / "full" / name, "2026-11-29T14:00:00+00:00", None),
                                     (folder / "reruns" / name / "run2", "2026-11-29T15:00:00+00:00", None)):
        shutil.copytree(GPU, target)  # the golden bundle measured the full profile
        meta = json.loads((target / "bundle.json").read_text())
        meta["created"] = created or meta["created"]
        meta["profile"] = profile or meta["profile"]
        (target / "bundle.json").write_text(json.dumps(meta))

    assert cli.main(["--results", str(folder), "verdicts"]) == 0
    out = capsys.readouterr().out
    assert out.count("nvidia-h200-torch2.11.0 (NVIDIA H200, torch 2.11.0+cu130): ") == 2
    assert "): 2 runs, 2 pooled at some point\n  run 1: results/full/nvidia-h200-torch2.11.0 (2026-11-29T14:00, " \
           "profile full)\n  run 2: results/reruns/nvidia-h200-torch2.11.0/run2 (2026-11-29T15:00, profile full)\n" in out

    device = load.load_device(store.read(folder / name), results_dir=folder, trace_cache=tmp_path / "cache")
    [device] = command.with_pooled([device], discovery.discover_all()[0], folder)
    assert device.full_pooled is not None and device.full_pooled.experiments["one_line_speedup"].most == 2
    assert device.pooled.experiments["one_line_speedup"].most == 1  # the published profile's own run alone
    assert "the verdicts below are this bundle's and its full-profile re-runs' pooled" in \
           site.device_pages(device)[0]["devices/nvidia-h200/one_line_speedup-full.md"]
    pages, _ = site.device_pages(device)
    full_page = pages["devices/nvidia-h200/one_line_speedup-full.md"]
    assert "Decided on the 2 runs of this code on this device, pooled process by process " \
           "(`results/full/nvidia-h200-torch2.11.0`, `results/reruns/nvidia-h200-torch2.11.0/run2`)" in full_page
    assert "Not compared: re-run `run2` measured the full profile; it joins the evidence of the full-profile " \
           "pages' verdicts at the points it measured alike." in pages["devices/nvidia-h200/reproducibility.md"]


def _full_setting(tmp_path: Path, *reruns: dict) -> Path:
    """A results folder: the golden bundle published (default profile), as the full-profile
    supplement (created 14:00), and as re-runs of the full profile, each with these header changes."""
    folder, name = tmp_path / "results", "nvidia-h200-torch2.11.0"
    for target, changes in ((folder / name, {"profile": "default"}),
                            (folder / "full" / name, {"created": "2026-11-29T14:00:00+00:00"}),
                            *((folder / "reruns" / name / f"run{i + 2}", c) for i, c in enumerate(reruns))):
        shutil.copytree(GPU, target)
        meta = json.loads((target / "bundle.json").read_text())
        (target / "bundle.json").write_text(json.dumps({**meta, **changes}))
    return folder


def _pooled_full(folder: Path):
    from generator.render import load
    from generator.runner import discovery

    device = load.load_device(store.read(folder / "nvidia-h200-torch2.11.0"), results_dir=folder,
                              trace_cache=folder.parent / "cache")
    return command.with_pooled([device], discovery.discover_all()[0], folder)[0]


def test_a_rerun_that_copies_the_supplement_or_its_points_adds_no_evidence(tmp_path, capsys):
    """A re-run copied whole from the supplement is left out; one that holds copies of its points (the
    supplement copied before a part joined it) counts each measurement once."""
    copy = _full_setting(tmp_path, {"created": "2026-11-29T14:00:00+00:00"})
    assert cli.main(["--results", str(copy), "verdicts"]) == 0
    assert "run2 is a copy of results/full/nvidia-h200-torch2.11.0: left out of the evidence" in capsys.readouterr().err
    assert _pooled_full(copy).full_pooled is None  # one run left: the supplement's own verdicts

    stamped = _full_setting(tmp_path / "b", {"created": "2026-11-29T15:00:00+00:00"})
    for bundle in (stamped / "full" / "nvidia-h200-torch2.11.0", stamped / "reruns" / "nvidia-h200-torch2.11.0" / "run2"):
        meta = json.loads((bundle / "bundle.json").read_text())
        for point in meta["experiments"]["one_line_speedup"]["points"]:  # measured once, at 14:00, on one GPU
            point.update(measured="2026-11-29T14:00:00+00:00", machine="GPU-the-one")
        (bundle / "bundle.json").write_text(json.dumps(meta))
    pooled = _pooled_full(stamped).full_pooled.experiments["one_line_speedup"]
    assert pooled.most == 1
    assert "holds copies of results/full/nvidia-h200-torch2.11.0's measurements" in \
           pooled.left["results/reruns/nvidia-h200-torch2.11.0/run2"]


def test_a_published_bundle_of_the_full_profile_pools_its_supplement_with_it_not_apart(tmp_path, capsys):
    folder = _full_setting(tmp_path, {"created": "2026-11-29T15:00:00+00:00"})
    meta = json.loads((folder / "nvidia-h200-torch2.11.0" / "bundle.json").read_text())
    (folder / "nvidia-h200-torch2.11.0" / "bundle.json").write_text(json.dumps({**meta, "profile": "full"}))
    device = _pooled_full(folder)
    assert device.full_pooled is None and device.pooled.experiments["one_line_speedup"].most == 3
    assert cli.main(["--results", str(folder), "verdicts"]) == 0
    assert capsys.readouterr().out.count("nvidia-h200-torch2.11.0 (NVIDIA H200, torch 2.11.0+cu130): ") == 1


def test_a_profile_without_a_calibration_of_its_own_pools_with_the_default_profiles(tmp_path, monkeypatch):
    from generator import calibration

    taken = []
    monkeypatch.setattr(command.pool, "pool", lambda runs, experiments, found=None: taken.append(found))
    monkeypatch.setattr(calibration, "DIRECTORY", tmp_path / "calibration")
    folder = _full_setting(tmp_path, {"created": "2026-11-29T15:00:00+00:00"})
    runs = command.full_runs(store.read(folder / "nvidia-h200-torch2.11.0"),
                             store.read(folder / "full" / "nvidia-h200-torch2.11.0"), folder, [
        ("run2", store.read(folder / "reruns" / "nvidia-h200-torch2.11.0" / "run2"))])
    command.pooled(runs, [])
    assert taken == [None]  # no calibration for this setting at all
    (tmp_path / "calibration").mkdir()
    shutil.copy(ROOT / "results" / "calibration" / "nvidia-h200-torch2.11.0.json", tmp_path / "calibration")
    command.pooled(runs, [])
    assert taken[-1] is not None and taken[-1].profile == "default"  # the full profile takes the default's

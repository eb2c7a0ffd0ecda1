"""generator/analysis/runs.py: reading runs of one setting, re-runs kept with their numbers only."""

from __future__ import annotations

import pytest

from generator.analysis import runs
from generator.analysis.runs import load_reruns, made_from, read_run
from generator.store import bundle as store
from generator.store.bundle import BundleError
from tests.fixtures.runs import ARTICLE, make_bundle, numbers_only, report


def test_read_run_tolerates_a_rerun_without_kernels_or_samples(tmp_path):
    path = numbers_only(tmp_path / "run1", make_bundle(article=1.4))
    run = read_run(path)
    assert run.experiments["one_line_speedup"].kernels == [] and run.experiments["one_line_speedup"].samples == []
    assert next(p for p in report(make_bundle(), run).points if p.params == ARTICLE).rows[1].value == pytest.approx(1.4)
    assert sorted(p.name for p in path.iterdir()) == ["bundle.json", "rows.csv"]  # left as it was, nothing added


def test_a_rerun_whose_numbers_were_changed_is_still_refused_as_damaged(tmp_path):
    path = numbers_only(tmp_path / "run1", make_bundle())
    rows = (path / "rows.csv").read_text().splitlines()
    (path / "rows.csv").write_text("\n".join(rows[:-1]) + "\n")
    with pytest.raises(BundleError, match="damaged: rows.csv has"):
        read_run(path)


def test_load_reruns_reads_them_in_natural_order_and_names_the_unreadable_by_run(tmp_path):
    for name in ("run10", "run2"):
        numbers_only(tmp_path / name, make_bundle())
    (tmp_path / "run3").mkdir()  # copied without its files
    (tmp_path / ".hidden").mkdir()
    runs, problems = load_reruns(tmp_path)
    assert [name for name, _ in runs] == ["run2", "run10"]
    assert problems == ["run3: a run needs bundle.json and rows.csv; copy them from the run's bundle"]
    assert load_reruns(tmp_path / "absent") == ([], [])


def test_a_calibrations_source_run_is_known_by_its_creation_time_and_machine():
    at, gpu = "2026-12-05T18:49:40+00:00", "GPU-20df2582"
    assert made_from(at, gpu, [{"created": at, "machine": gpu}])
    assert not made_from(at, "GPU-319b091f", [{"created": at, "machine": gpu}])  # another machine, same second
    assert not made_from("2026-12-05T21:50:23+00:00", gpu, [{"created": at, "machine": gpu}])
    assert made_from(at, gpu, [{"created": at}])  # a record from before machines were kept: its time alone


def test_a_run_that_went_on_from_measures_cut_short_names_their_stages_too():
    bundle = make_bundle()
    assert runs.run_of(bundle, "published").stage() == f"{bundle.header['measure_seconds']:.0f} s"
    bundle.header["went_on_from"] = [{"measure_seconds": 471.6}, {"measure_seconds": 475.6}]
    bundle.header["measure_seconds"] = 40.9
    assert runs.run_of(bundle, "run8").stage() == "41 s after 472 s + 476 s cut short"

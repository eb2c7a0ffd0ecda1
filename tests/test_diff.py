"""Tests for generator/diff.py and `generator diff`: classification, verdicts, refusal, exit codes.

Input: the synthetic bundles under tests/fixtures/bundles/diff/ (tests/fixtures/make_diff_bundles.py),
built so that every class occurs; each row there carries a comment with the class it must get.
"""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path

import pytest

from generator.cli import main
from generator.commands.diff import parse_classes, resolve
from generator.diff import CLASSES, HIGHER, LOWER, by_status, classify, compare, direction, previous_bundle
from generator import diff
from generator.schema import ExperimentResult, LabError, Row
from generator.store.bundle import Bundle
from generator.store import bundle as store

ROOT = Path(__file__).resolve().parents[1]
DIFF = ROOT / "tests" / "fixtures" / "bundles" / "diff"


@pytest.fixture(scope="module")
def before() -> store.Bundle:
    return store.read(DIFF / "before")


@pytest.fixture(scope="module")
def after() -> store.Bundle:
    return store.read(DIFF / "after")


@pytest.fixture(scope="module")
def result(before, after):
    return compare(before, after)


def entry(result, experiment: str, metric: str, variant: str = "", **params):
    found = [c for c in result.changes if (c.experiment, c.metric, c.variant) == (experiment, metric, variant)
             and dict(c.params) == params]
    assert len(found) == 1, f"expected one entry for {experiment} {variant} {metric} {params}: {found}"
    return found[0]


EXPECTED = [
    ("alpha", "peak_memory_bytes", "compiled", {"size": 1}, "new failure"),
    ("alpha", "point", "", {"size": 2}, "new failure"),
    ("crashing", "experiment", "", {}, "new failure"),
    ("alpha", "latency_ms", "eager", {"size": 1}, "regressed"),
    ("alpha", "compile_cold_s", "compiled", {"size": 1}, "regressed"),
    ("alpha", "graphs", "compiled", {"size": 1}, "changed"),
    ("alpha", "graph_breaks", "compiled", {"size": 1}, "changed"),
    ("edited", "latency_ms", "eager", {"size": 1}, "not comparable"),
    ("alpha", "article_latency_ms", "compiled", {"size": 1}, "removed"),
    ("dropped", "experiment", "", {}, "removed"),
    ("alpha", "gpu_time_ms", "compiled", {"size": 1}, "added"),
    ("alpha", "point", "", {"size": 3}, "added"),
    ("introduced", "experiment", "", {}, "added"),
    ("alpha", "tflops", "compiled", {"size": 1}, "fixed"),
    ("alpha", "point", "", {"size": 4}, "fixed"),
    ("alpha", "latency_ms", "compiled", {"size": 1}, "improved"),
    ("alpha", "throughput_gbps", "compiled", {"size": 1}, "within noise"),
    ("alpha", "speedup", "compiled", {"size": 1}, "unchanged"),
    ("alpha", "recompiles", "compiled", {"size": 1}, "unchanged"),
    ("alpha", "kernels_per_call", "eager", {"size": 1}, "unchanged"),
]


@pytest.mark.parametrize("experiment,metric,variant,params,expected", EXPECTED,
                         ids=[f"{e[4]}:{e[0]}.{e[1]}.{e[3]}" for e in EXPECTED])
def test_each_row_gets_its_class(result, experiment, metric, variant, params, expected):
    assert entry(result, experiment, metric, variant, **params).change == expected


def test_every_class_occurs_and_nothing_else(result):
    assert set(result.counts()) == set(CLASSES)
    assert len(result.changes) == len(EXPECTED)


def test_worst_first(result):
    order = [c.change for c in result.changes]
    assert order == sorted(order, key=CLASSES.index)
    regressed = result.of("regressed")
    assert [c.ratio for c in regressed] == sorted((c.ratio for c in regressed), reverse=True)


def test_a_failed_point_is_one_entry_not_one_per_row(result):
    at_two = [c for c in result.changes if dict(c.params) == {"size": 2}]
    assert [c.metric for c in at_two] == ["point"]
    assert "lowering failed" in at_two[0].note and at_two[0].a.reason == "2 rows"


def test_values_ratio_and_notes(result):
    eager = entry(result, "alpha", "latency_ms", "eager", size=1)
    assert (eager.a.value, eager.b.value) == (10.0, 12.0) and eager.ratio == pytest.approx(1.2)
    assert "no spread" in entry(result, "alpha", "compile_cold_s", "compiled", size=1).note
    assert "h-old → h-new" in entry(result, "edited", "latency_ms", "eager", size=1).note
    assert "out of memory" in entry(result, "alpha", "peak_memory_bytes", "compiled", size=1).note
    assert any("edited" in n and "not comparable" in n for n in result.notes)


def test_compile_side_lists_moved_counters_only(result):
    moved = {(c.metric, c.change) for c in result.compile_side()}
    assert moved == {("graphs", "changed"), ("graph_breaks", "changed"), ("compile_cold_s", "regressed")}


def row(value, lo=None, hi=None, metric="latency_ms", unit="ms", n=3):
    return Row("e", "v", {}, metric, value, unit, "median", lo, hi, n)


@pytest.mark.parametrize("a,b,expected", [
    (row(10, 9, 11), row(20, 8, 21), "within noise"),        # doubled, but inside the spread
    (row(10, 9.9, 10.1), row(10.4, 10.3, 10.5), "unchanged"),  # apart, but below 5%
    (row(10, 9.9, 10.1), row(10.6, 10.5, 10.7), "regressed"),
    (row(10, 9.9, 10.1), row(9.4, 9.3, 9.5), "improved"),
    (row(2, 1.9, 2.1, "speedup", "x"), row(1.5, 1.4, 1.6, "speedup", "x"), "regressed"),
    (row(0), row(1), "regressed"),                            # from zero: an infinite change
    (row(3, 3, 3, "graphs", "count"), row(4, 4, 4, "graphs", "count"), "changed"),
    (row(1.0), row(float("nan")), "changed"),                  # never ranked
])
def test_classify_never_calls_noise_or_small_changes_a_regression(a, b, expected):
    assert classify(a, b, 0.05)[0] == expected


def test_a_speedup_with_a_process_interval_is_noise_only_inside_the_other_interval():
    from generator import stats

    def speedup(value, lo, hi):
        return Row("e", "v", {}, "speedup", value, "x", "ratio of medians per process", lo, hi, 150,
                   spread="95% process interval over 5 processes")

    a = speedup(0.80, 0.70, 0.90)
    assert classify(a, speedup(0.88, 0.78, 0.99))[0] == "within noise"   # inside A's interval
    assert classify(a, speedup(0.95, 0.86, 1.05))[0] == "improved"       # intervals overlap, values outside
    assert classify(speedup(0.95, 0.70, 1.20), speedup(0.80, 0.75, 0.85))[0] == "within noise"  # A inside B's
    # the spread text stats.ratio writes is the one recognised here
    est = stats.ratio([[1.0, 1.1], [1.2, 1.3]], [[1.0, 1.0], [1.0, 1.1]])
    assert est.spread.startswith(diff.PROCESS_INTERVAL)


def test_threshold_is_configurable(before, after):
    loose = compare(before, after, threshold=0.6)
    assert entry(loose, "alpha", "latency_ms", "eager", size=1).change == "unchanged"
    assert not loose.of("regressed", "improved")


@pytest.mark.parametrize("metric,unit,expected", [
    ("latency_ms", "ms", LOWER), ("compile_cold_s", "s", LOWER), ("kernels_per_call", "count", LOWER),
    ("peak_memory_bytes", "bytes", LOWER), ("speedup", "x", HIGHER), ("article_speedup", "x", HIGHER),
    ("throughput", "samples/s", HIGHER), ("matmul_tflops", "TFLOP/s", HIGHER), ("copy", "GB/s", HIGHER),
    ("graphs", "count", None), ("graph_breaks", "count", None), ("recompiles", "count", None),
    ("gpu_busy", "ratio", None), ("relative_error", "ratio", None), ("within_speedup_rel_iqr", "ratio", None),
    ("recompile_limit", "count", None), ("fraction_of_copy_peak", "ratio", HIGHER), ("startup_s", "s", LOWER),
    ("time_per_launch_ms", "ms", LOWER), ("cache_bytes", "bytes", LOWER), ("graphs_total", "count", None),
])
def test_direction_table(metric, unit, expected):
    assert direction(metric, unit) == expected


@pytest.mark.parametrize("sa,sb,expected", [
    ("ok", "failed", "new failure"), ("skipped", "failed", "new failure"), ("failed", "ok", "fixed"),
    ("skipped", "ok", "added"), ("ok", "skipped", "removed"), ("failed", "skipped", "removed"),
    ("failed", "failed", "unchanged"), (None, "ok", "added"), ("ok", None, "removed"), ("ok", "ok", None),
])
def test_status_transitions(sa, sb, expected):
    assert by_status(sa, sb) == expected


def test_verdict_changes(result):
    changes = {v.claim: v.change for v in result.verdicts}
    assert changes == {"C3": "worse", "C7": "better", "C20": "added", "C4": "unchanged"}


def test_unlike_devices_are_refused_unless_forced(before):
    other = store.read(DIFF / "other-device")
    with pytest.raises(LabError, match="different devices.*--force"):
        compare(before, other)
    forced = compare(before, other, force=True)
    assert not forced.of("regressed", "improved", "within noise", "changed")
    assert entry(forced, "alpha", "latency_ms", "eager", size=1).change == "not comparable"


def test_previous_release_on_the_same_device(before, after):
    def clone(bundle, torch, **device):
        c = copy.deepcopy(bundle)
        c.header["fingerprint"].update(torch=torch, release=".".join(torch.split(".")[:2]), **device)
        c.header["fingerprint"]["device_key"] = c.device_key
        return c

    # same CPU model with more cores: another device (cpu-synthetic-4c), so not a previous release of this one
    older, same_release, elsewhere = clone(before, "2.12.0"), clone(after, "2.14.0"), clone(before, "2.13.9", cpu_count=4)
    assert elsewhere.device_key != before.device_key == "cpu-synthetic-2c"
    patch = clone(before, "2.13.2")
    bundles = [older, before, patch, same_release, after, elsewhere]
    assert previous_bundle(bundles, after) is patch
    assert previous_bundle(bundles, older) is None


def test_selections_resolve_against_the_results_dir():
    assert resolve("cpu-synthetic-2c@2.13.0", DIFF) == DIFF / "before"
    assert resolve("cpu-synthetic-2c@2.14", DIFF) == DIFF / "after"
    assert resolve("after", DIFF) == DIFF / "after"
    assert resolve(str(DIFF / "before"), ROOT / "results") == DIFF / "before"
    with pytest.raises(LabError, match="no bundle for 'cpu-synthetic-2c@9.9'.*cpu-synthetic-2c@2.13.0"):
        resolve("cpu-synthetic-2c@9.9", DIFF)
    with pytest.raises(LabError, match="neither a bundle directory"):
        resolve("nowhere", DIFF)


def test_selections_use_the_computed_device_key(tmp_path):
    """A bundle written before CPU keys carried the core count is selected by its current key."""
    import json
    import shutil
    old = tmp_path / "old"
    shutil.copytree(DIFF / "before", old)
    meta = json.loads((old / "bundle.json").read_text())
    meta["fingerprint"]["device_key"] = "cpu-synthetic"
    (old / "bundle.json").write_text(json.dumps(meta))
    assert resolve("cpu-synthetic-2c@2.13", tmp_path) == old


def test_fail_on_class_names():
    assert parse_classes(["regressed", "new-failure,within_noise"]) == ("regressed", "new failure", "within noise")
    with pytest.raises(LabError, match="not a class"):
        parse_classes(["slower"])


def cli(*args: str) -> list[str]:
    return ["--results", str(DIFF), "diff", "cpu-synthetic-2c@2.13.0", "cpu-synthetic-2c@2.14.1", *args]


def test_cli_exit_codes(capsys):
    assert main(cli()) == 0
    out = capsys.readouterr().out
    assert out.index("new failure") < out.index("regressed") < out.index("improved")
    table = out.split("\n\n")[1].splitlines()
    assert not any(line.startswith(("within noise", "unchanged")) for line in table)  # only with --all
    assert main(cli("--all")) == 0
    assert any(line.startswith("within noise") for line in capsys.readouterr().out.splitlines())
    assert main(cli("--fail-on", "regressed")) == 1
    assert "fail-on: 2 regressed" in capsys.readouterr().err
    assert main(cli("--fail-on", "regressed", "--threshold", "60")) == 0
    assert main(cli("--fail-on", "fixed")) == 1
    assert main(cli("--fail-on", "slower")) == 2


def test_cli_refusal_is_one_line(capsys):
    assert main(["--results", str(DIFF), "diff", "before", "other-device"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: refusing to compare") and err.count("\n") == 1
    assert main(["--results", str(DIFF), "diff", "before", "other-device", "--force"]) == 0


def test_real_exit_code_through_python_m():
    done = subprocess.run([sys.executable, "-m", "generator", *cli("--fail-on", "new-failure")], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    assert "new failure" in done.stdout


def test_report_wide_verdicts_in_the_header_are_compared(before, after):
    a, b = copy.deepcopy(before), copy.deepcopy(after)
    for bundle, verdict in ((a, "holds"), (b, "does not hold")):
        bundle.header["verdicts"] = [{"claim": "C24", "verdict": verdict, "measured": "synthetic",
                                      "rule": "synthetic", "experiment": "report"}]
    changes = {(v.claim, v.experiment): v.change for v in compare(a, b).verdicts}
    assert changes[("C24", "report")] == "worse"


def _variance_bundle(lo: float, hi: float) -> Bundle:
    """A bundle whose `variance` experiment saw per-process medians between lo and hi ms."""
    rows = [Row("variance", "eager", {"batch": 64}, "process_median_ms", 1.0, "ms", "this process's rounds",
                lo, hi, 3, spread="range over processes")]
    result = ExperimentResult(id="variance", title="v", section="§5", claims=("C23",), summary="", status="ok",
                              error="", source_hash="h", replicates=3, seconds=1.0, rows=rows)
    return Bundle({"fingerprint": {"device_key": "cpu-x"}}, {"variance": result})


def test_process_noise_reads_the_variance_experiment_of_both_sides():
    floors = diff.process_noise(_variance_bundle(0.9, 1.1), _variance_bundle(0.8, 1.2))
    assert floors == {"ms": pytest.approx(0.2)}
    assert diff.process_noise(Bundle({}, {}), Bundle({}, {})) == {}


def test_a_single_process_change_inside_the_process_spread_is_noise():
    a, b = row(1.0, 0.99, 1.01, n=1), row(1.15, 1.14, 1.16, n=1)
    assert diff.row_change(a, b).change == "regressed"
    inside = diff.row_change(a, b, floors={"ms": 0.2})
    assert inside.change == "within noise" and "process-to-process" in inside.note
    assert diff.row_change(a, row(1.3, 1.29, 1.31, n=1), floors={"ms": 0.2}).change == "regressed"

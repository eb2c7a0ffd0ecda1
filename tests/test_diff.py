"""Tests for generator/diff.py and `generator diff`: classification, verdicts, refusal, exit codes.

Input: the synthetic bundles under tests/fixtures/bundles/diff/ (tests/fixtures/make_diff_bundles.py),
built so that every class occurs; each row there carries a comment with the class it must get. The
same bundles as schema 1 wrote them (diff/v1/) must classify alike once upgraded on read.
"""

from __future__ import annotations

import copy
import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from generator.cli import main
from generator.commands.diff import parse_classes, resolve
from generator.diff import CLASSES, HIGHER, LOWER, by_status, c23, classify, compare, direction
from generator.store.bundle import previous_bundle
from generator import diff, releases
from generator.schema import UNIT_BETTER, UNIT_KIND, ExperimentResult, LabError, Row
from generator.spec import PROCESS_SPREAD
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


def test_schema_1_bundles_are_upgraded_and_classify_alike():
    """The same bundles as the v1 generator wrote them: read through the upgrade, every row keeps its class."""
    old = compare(store.read(DIFF / "v1" / "before"), store.read(DIFF / "v1" / "after"))
    for experiment, metric, variant, params, expected in EXPECTED:
        assert entry(old, experiment, metric, variant, **params).change == expected, (experiment, metric, params)
    assert len(old.changes) == len(EXPECTED)


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


def row(value, lo=None, hi=None, metric="latency_ms", unit="ms", n=3, better=None, interval=None):
    kind = interval if interval is not None else "" if lo is None else "range"
    return Row("e", "v", {}, metric, value, unit, "median", lo, hi, n,
               better=UNIT_BETTER.get(unit, "") if better is None else better, interval=kind,
               kind=UNIT_KIND.get(unit, ""))


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


@pytest.mark.parametrize("metric,unit,better,after,expected", [
    ("speedup", "x", "lower", 1.5, "improved"),        # named like a speedup, declared lower-is-better
    ("speedup", "x", "lower", 2.5, "regressed"),
    ("latency_ms", "ms", "higher", 12.0, "improved"),  # named like a time, declared higher-is-better
    ("speedup", "x", "", 1.5, "changed"),              # declares no direction: never ranked
    ("graphs", "count", "lower", 1.0, "improved"),     # a count that declares one is ranked
])
def test_the_declared_direction_decides_not_the_name(metric, unit, better, after, expected):
    a = row(2.0 if unit != "ms" else 10.0, metric=metric, unit=unit, better=better)
    b = row(after, metric=metric, unit=unit, better=better)
    assert classify(a, b)[0] == expected
    assert direction(b) == (better or None)


def test_a_direction_declared_differently_on_the_two_sides_is_only_a_change():
    cls, note = classify(row(10.0, better="lower"), row(12.0, better="higher"))
    assert cls == "changed" and "declared differently (A: lower, B: higher)" in note


def test_a_speedup_with_a_process_interval_is_noise_only_inside_the_other_interval():
    from generator import stats

    def speedup(value, lo, hi):
        return Row("e", "v", {}, "speedup", value, "x", "ratio of medians per process", lo, hi, 150,
                   spread="95% process interval over 5 processes", better="higher", interval="process")

    a = speedup(0.80, 0.70, 0.90)
    assert classify(a, speedup(0.88, 0.78, 0.99))[0] == "within noise"   # inside A's interval
    assert classify(a, speedup(0.95, 0.86, 1.05))[0] == "improved"       # intervals overlap, values outside
    assert classify(speedup(0.95, 0.70, 1.20), speedup(0.80, 0.75, 0.85))[0] == "within noise"  # A inside B's
    # stats declares the kind where it makes the interval; pages still show its label
    est = stats.ratio([[1.0, 1.1], [1.2, 1.3]], [[1.0, 1.0], [1.0, 1.1]])
    assert est.interval == "process" and est.spread.startswith(diff.PROCESS_INTERVAL)


def test_the_kind_of_interval_is_read_from_the_field_not_the_label():
    labelled = "95% process interval over 3 processes"
    a, b = row(0.80, 0.70, 0.90, "speedup", "x"), row(0.95, 0.86, 1.05, "speedup", "x")
    # the label says "process", the field says "range": overlapping ranges are noise
    as_range = [Row(**{**r.__dict__, "spread": labelled}) for r in (a, b)]
    assert classify(*as_range)[0] == "within noise"
    # no label at all, the field says "process": values outside each other's interval are a change
    as_process = [Row(**{**r.__dict__, "interval": "process"}) for r in (a, b)]
    assert classify(*as_process)[0] == "improved"
    # a process interval on one side is enough for the stricter rule
    assert classify(as_process[0], b)[0] == "improved"


def test_threshold_is_configurable(before, after):
    loose = compare(before, after, threshold=0.6)
    assert entry(loose, "alpha", "latency_ms", "eager", size=1).change == "unchanged"
    assert not loose.of("regressed", "improved")


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
    assert "C23 between releases: inconclusive (" in out
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


def _variance_bundle(lo: float, hi: float, roles: tuple[str, ...] = (PROCESS_SPREAD,)) -> Bundle:
    """A bundle whose process-spread experiment saw per-process medians between lo and hi ms."""
    rows = [Row("variance", "eager", {"batch": 64}, "process_median_ms", 1.0, "ms", "this process's rounds",
                lo, hi, 3, spread="range over processes", better="lower", interval="range", kind="latency")]
    result = ExperimentResult(id="variance", title="v", section="§5", claims=("C23",), summary="", status="ok",
                              error="", source_hash="h", replicates=3, seconds=1.0, rows=rows, roles=roles)
    return Bundle({"fingerprint": {"device_key": "cpu-x"}}, {"variance": result})


def test_process_noise_reads_the_variance_experiment_of_both_sides():
    floors = diff.process_noise(_variance_bundle(0.9, 1.1), _variance_bundle(0.8, 1.2))
    assert floors == {"latency": pytest.approx(0.2)}
    assert diff.process_noise(Bundle({}, {}), Bundle({}, {})) == {}


def test_process_noise_follows_the_declared_role_not_the_experiment_id():
    assert diff.process_noise(_variance_bundle(0.9, 1.1, roles=()), _variance_bundle(0.8, 1.2, roles=())) == {}


def test_a_single_process_change_inside_the_process_spread_is_noise():
    a, b = row(1.0, 0.99, 1.01, n=60, interval="bootstrap"), row(1.15, 1.14, 1.16, n=60, interval="bootstrap")
    assert diff.row_change(a, b).change == "regressed"
    inside = diff.row_change(a, b, floors={"latency": 0.2})
    assert inside.change == "within noise" and "process-to-process" in inside.note
    far = row(1.3, 1.29, 1.31, n=60, interval="bootstrap")
    assert diff.row_change(a, far, floors={"latency": 0.2}).change == "regressed"


@pytest.mark.parametrize("kind_a,kind_b", [("process", "process"), ("bootstrap", "process"), ("range", "range"),
                                           ("", "")])
def test_only_one_process_intervals_fall_back_to_the_blanket_spread(kind_a, kind_b):
    """A process interval already holds the process-to-process spread: the other side's interval decides."""
    a = row(1.0, 0.99, 1.01, interval=kind_a) if kind_a else row(1.0)
    b = row(1.15, 1.14, 1.16, interval=kind_b) if kind_b else row(1.15)
    assert diff.row_change(a, b, floors={"latency": 0.2}).change == "regressed"


# C23: a change between two releases of one device, against the run-to-run spread of one release.

def _release(torch: str, values: list[float], *, width: float = 0.02, source_hash: str = "h",
             interval: str = "process", device: str = "cpu-x") -> Bundle:
    """A bundle of speedups measured with process intervals of ±width around each value."""
    rows = [Row("exp", "compiled", {"size": i}, "speedup", v, "x", "ratio", v * (1 - width), v * (1 + width), 3,
                better="higher", interval=interval) for i, v in enumerate(values)]
    result = ExperimentResult(id="exp", title="e", section="§2", claims=("C3",), summary="", status="ok",
                              error="", source_hash=source_hash, replicates=3, seconds=1.0, rows=rows)
    fp = {"device_key": device, "device": "cpu", "torch": torch, "release": torch.rsplit(".", 1)[0]}
    return Bundle({"fingerprint": fp}, {"exp": result})


def _c23(after: list[float], before: list[float] | None = None, **kwargs):
    base = before or [1.0] * len(after)
    return c23(_release("2.13.0", base, **kwargs), _release("2.14.0", after, **kwargs))


def test_c23_holds_when_rows_move_beyond_the_spread_by_about_ten_percent():
    verdict = _c23([1.08, 0.91, 1.10, 0.88, 1.12, 1.0, 1.0, 1.01, 0.99, 1.0])
    assert verdict.verdict == "holds", verdict.measured
    assert verdict.claim == "C23" and (verdict.device, verdict.release) == ("cpu-x", "2.14")
    assert "5 of 10 comparable rows (speedups: 10)" in verdict.measured
    assert "moved rows: median 10.0%" in verdict.measured
    assert "5%–20%" in verdict.rule and "process interval" in verdict.rule


def test_c23_does_not_hold_when_nothing_moves_beyond_the_spread():
    verdict = _c23([1.01, 0.99, 1.0, 1.015, 0.985, 1.0])
    assert verdict.verdict == "does not hold" and "0 of 6" in verdict.measured
    # one row of forty outside its interval is what a 95% interval lets through by chance
    assert _c23([1.1] + [1.0] * 39).verdict == "does not hold"


@pytest.mark.parametrize("after,why", [([1.4, 0.6, 1.5, 1.0, 1.0, 1.0], "larger than the band"),
                                       ([1.03, 0.97, 1.035, 1.0, 1.0, 1.0], "smaller than the band")])
def test_c23_partly_holds_when_the_typical_shift_is_outside_the_band(after, why):
    assert _c23(after, width=0.005).verdict == "partly holds", why


def test_c23_is_inconclusive_when_the_typical_shift_straddles_the_band_or_rows_are_few():
    straddles = _c23([1.03, 1.04, 1.1, 1.3, 1.35, 1.0], width=0.005)
    assert straddles.verdict == "inconclusive" and "straddles the threshold" in straddles.measured
    few = _c23([1.1, 1.1, 1.1])
    assert few.verdict == "inconclusive" and "only 3 comparable rows" in few.measured


def test_c23_is_not_testable_without_two_releases_of_one_device_with_process_intervals():
    same = _release("2.14.0", [1.0] * 6)
    assert c23(same, same).verdict == "not testable here"
    elsewhere = _release("2.14.0", [1.1] * 6, device="cpu-y")
    assert "different devices" in c23(_release("2.13.0", [1.0] * 6), elsewhere).measured
    one_process = _c23([1.1] * 6, interval="bootstrap")
    assert one_process.verdict == "not testable here" and "process interval" in one_process.measured
    edited = c23(_release("2.13.0", [1.0] * 6), _release("2.14.0", [1.1] * 6, source_hash="h2"))
    assert edited.verdict == "not testable here"  # code changed: not comparable, so no rows


def test_the_median_interval_is_distribution_free():
    assert releases.median_interval([0.1, 0.2, 0.3])[:3] == (0.2, 0.1, 0.3)   # too few: min–max,
    assert releases.median_interval([0.1, 0.2, 0.3])[3] == 0.75                # which covers 75%
    mid, lo, hi, covered = releases.median_interval([float(i) for i in range(1, 21)])
    assert covered >= 0.95
    assert mid == 10.5 and (lo, hi) == (6.0, 15.0)                              # x(6), x(15) for n = 20


def test_c23_of_the_fixture_bundles_is_on_the_diff(result):
    [verdict] = result.claims
    assert verdict.claim == "C23" and verdict.verdict == "inconclusive"
    assert "only 3 comparable rows (speedups: 1, per-call times: 2)" in verdict.measured


def test_an_experiment_measured_in_other_profiles_is_named_in_the_notes():
    a, b = store.read(DIFF / "before"), store.read(DIFF / "after")
    eid = next(iter(b.experiments))
    assert not [n for n in diff.compare(a, b).notes if "profile in A" in n]
    b.experiments[eid].profile = "full"
    notes = [n for n in diff.compare(a, b).notes if "profile in A" in n]
    assert notes == [f"{eid}: measured in the '{a.header['profile']}' profile in A and 'full' in B: the same grid "
                     "points compare, but rounds, processes and variants may differ."]


def test_the_compile_side_is_what_rows_declare_compiler_work_not_what_their_names_say():
    """A count of the compiler's work called anything is compile-side; a row called "graphs" that
    declares itself an ordinary count is not."""
    from generator.diff import Change, Diff

    def change(metric, kind):
        a = Row("e", "v", {}, metric, 1.0, "count", "s", kind=kind)
        return Change("e", "v", {}, metric, "count", a, dataclasses.replace(a, value=2.0), "changed")

    found = Diff(a=None, b=None, threshold=0.05,  # type: ignore[arg-type]
                 changes=[change("retraces", "compiler"), change("graphs", "count"), change("warmup_s", "compile")])
    assert [c.metric for c in found.compile_side()] == ["retraces", "warmup_s"]


def test_experiment_code_hashed_under_two_pythons_compares_through_the_commits_named(before, after, monkeypatch):
    """Bundles measured under two Python minor versions carry unlike source hashes for the same
    code: the code at their commits decides (runner.discovery.alike) whether an edited
    experiment's rows compare; the diff itself takes the answer as data."""
    import copy

    from generator.runner import discovery

    a, b = copy.deepcopy(before), copy.deepcopy(after)
    a.header["fingerprint"].update(python="2.6.9", git={"commit": "a" * 40, "dirty": False})
    b.header["fingerprint"].update(python="3.99.0", git={"commit": "b" * 40, "dirty": False})
    for bundle, commit in ((a, "a" * 40), (b, "b" * 40)):  # each point names the commit that measured it
        for result in bundle.experiments.values():
            result.points = [{**p, "commit": commit} for p in result.points]
    monkeypatch.setattr(discovery, "source_hash_at", lambda commit, eid, repo=None: f"{eid} as at both commits")
    assert "edited" in discovery.alike(a, b)
    assert entry(compare(a, b, alike=discovery.alike(a, b)), "edited", "latency_ms", "eager", size=1).change \
        != "not comparable"
    monkeypatch.setattr(discovery, "source_hash_at", lambda commit, eid, repo=None: f"{eid} at {commit}")
    assert "edited" not in discovery.alike(a, b)
    assert entry(compare(a, b, alike=discovery.alike(a, b)), "edited", "latency_ms", "eager", size=1).change \
        == "not comparable"
    assert entry(compare(a, b), "edited", "latency_ms", "eager", size=1).change == "not comparable"  # by hashes

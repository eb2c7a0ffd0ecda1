"""Tests for generator/store/bundle.py: writing and reading results bundles, and the schema upgrades."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from generator.schema import SCHEMA_VERSION, ExperimentResult, Reference, Row, Verdict
from generator.store import artifacts
from generator.store import bundle as bundle_mod
from generator.store import upgrades
from generator.store.bundle import Bundle, BundleError

HEADER = {
    "fingerprint": {"device_key": "cpu-test-torch2.5.0", "release": "2.5.0", "device": "cpu",
                    "torch": "2.5.0+cpu"},
    "profile": "quick",
    "started": "2024-01-01T00:00:00",
}


def make_result(eid: str = "one_line_speedup", code: str = "def call(args):\n    pass\n") -> ExperimentResult:
    p1 = {"batch": 1, "model": "a"}
    p64 = {"batch": 64, "model": "a"}
    rows = [
        Row(eid, "eager", p1, "time", 0.125, "ms", "median", lo=0.12, hi=0.13, n=60,
            spread="95% CI, bootstrap within one process", better="lower", interval="bootstrap"),
        Row(eid, "compiled", p1, "speedup", 2.0000000000000004, "x", "ratio", lo=1.5, hi=2.5, n=60,
            spread="95% process interval over 3 processes", better="lower", interval="process"),
        Row(eid, "compiled", p1, "graph_breaks", None, "count", "single", reason="not measured, here"),
        Row(eid, "compiled", p64, "time", None, "ms", "median", n=0, status="skipped",
            reason="batch 64 needs CUDA, \"really\"\nsecond line", better="lower"),
    ]
    kernels = [
        {"params": p1, "variant": "compiled", "name": "cpp_fused_relu_0",
         "kind": "pointwise/reduction (C++)", "calls": 1.0, "time_us": 12.5, "bytes": 4096.0, "flops": None},
        {"params": p1, "variant": "eager", "name": "void at::native::vectorized_elementwise_kernel<4, x>",
         "kind": "aten (eager)", "calls": 3.0, "time_us": 0.75, "bytes": None, "flops": 2.0e6},
    ]
    samples = [{"params": p1, "variant": "compiled", "process": 0, "times": [0.1, 0.11, 0.12]}]
    return ExperimentResult(
        id=eid, title="One line", section="§2", claims=("C1", "C2"), summary="a summary",
        status="ok", error="", source_hash="deadbeef", replicates=3, seconds=1.5,
        rows=rows, kernels=kernels, samples=samples,
        artifacts={"batch-1_model-a/output_code.py": code},
        verdicts=[Verdict("C1", "holds", "2.0x", "speedup >= 1.5", eid, "cpu", "2.5.0")],
        references=[Reference("article", "compiled", "speedup", 2.3, "x", {"batch": 1})],
        points=[{"params": p1, "status": "ok"}],
    )


def make_bundle(**kwargs) -> Bundle:
    result = make_result(**kwargs)
    return Bundle(dict(HEADER), {result.id: result})


def test_bundle_properties():
    b = make_bundle()
    assert b.device_key == "cpu-test-torch2.5.0"
    assert b.release == "2.5.0"
    assert b.is_cuda is False
    assert len(b.rows()) == 4


def test_write_read_round_trip(tmp_path):
    original = make_bundle()
    result = original.experiments["one_line_speedup"]
    # each process's own value of a metric, kept so that runs can be pooled by process
    result.values = [{"params": {"batch": 1, "model": "a"}, "replicate": r, "variant": "compiled",
                      "metric": "graphs", "value": 1.0} for r in (0, 1)]
    target = tmp_path / "results" / "cpu-test"
    assert bundle_mod.write(original, target) == target
    for name in ("bundle.json", "rows.csv", "kernels.csv", "samples.json", "values.json"):
        assert (target / name).is_file()
    assert (target / "artifacts" / "one_line_speedup" / "batch-1_model-a" / "output_code.py").is_file()

    back = bundle_mod.read(target)
    assert back.header == original.header
    assert back.device_key == original.device_key
    assert list(back.experiments) == ["one_line_speedup"]
    exp, orig = back.experiments["one_line_speedup"], original.experiments["one_line_speedup"]
    assert exp.rows == orig.rows
    # what a metric declares survives as written, even against its name (a "speedup" declared lower-is-better)
    assert [(r.better, r.interval) for r in exp.rows] == [("lower", "bootstrap"), ("lower", "process"), ("", ""),
                                                          ("lower", "")]
    assert json.loads((target / "bundle.json").read_text())["schema_version"] == SCHEMA_VERSION == 6
    assert exp.rows[2].value is None and exp.rows[2].status == "ok"
    assert exp.rows[3].status == "skipped" and exp.rows[3].reason == orig.rows[3].reason
    assert exp.kernels == orig.kernels
    assert exp.artifacts == orig.artifacts
    assert exp.verdicts == orig.verdicts
    assert exp.references == orig.references
    assert exp.samples == orig.samples
    assert exp.values == orig.values and len(exp.values) == 2
    assert exp.claims == ("C1", "C2")
    assert exp == orig


def test_write_read_several_experiments(tmp_path):
    a, b = make_result("exp_a", "A"), make_result("exp_b", "B")
    bundle_mod.write(Bundle(dict(HEADER), {"exp_a": a, "exp_b": b}), tmp_path / "bundle")
    back = bundle_mod.read(tmp_path / "bundle")
    assert back.experiments["exp_a"] == a
    assert back.experiments["exp_b"] == b
    assert back.experiments["exp_b"].artifacts == {"batch-1_model-a/output_code.py": "B"}


def test_experiment_without_artifacts_or_rows(tmp_path):
    empty = ExperimentResult(id="empty", title="E", section="§1", claims=("C1",), summary="",
                             status="failed", error="boom", source_hash="x", replicates=1, seconds=0.0)
    bundle_mod.write(Bundle(dict(HEADER), {"empty": empty}), tmp_path / "b")
    back = bundle_mod.read(tmp_path / "b").experiments["empty"]
    assert back == empty
    assert back.error == "boom"


def test_writing_twice_replaces_without_leftovers(tmp_path):
    target = tmp_path / "cpu-test"
    bundle_mod.write(make_bundle(code="first"), target)
    bundle_mod.write(make_bundle(code="second"), target)
    back = bundle_mod.read(target)
    assert back.experiments["one_line_speedup"].artifacts == {"batch-1_model-a/output_code.py": "second"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cpu-test"]


def test_a_written_bundle_folder_is_readable_as_a_new_folder_is_and_keeps_a_previous_ones_mode(tmp_path):
    """The bundle is staged in a temporary folder (the owner's alone) and renamed into place: the
    folder must not stay the owner's alone, or a web server or another user can no longer read it."""
    import os

    old = os.umask(0o022)
    try:
        target = bundle_mod.write(make_bundle(), tmp_path / "cpu-test")
        assert target.stat().st_mode & 0o777 == 0o755
        target.chmod(0o750)  # a bundle its owner shares with a group only
        bundle_mod.write(make_bundle(code="second"), target)
        assert target.stat().st_mode & 0o777 == 0o750
    finally:
        os.umask(old)


def test_rewrite_drops_stale_artifacts(tmp_path):
    target = tmp_path / "cpu-test"
    first = make_bundle()
    first.experiments["one_line_speedup"].artifacts["old/output_code.py"] = "stale"
    bundle_mod.write(first, target)
    bundle_mod.write(make_bundle(), target)
    assert "old/output_code.py" not in bundle_mod.read(target).experiments["one_line_speedup"].artifacts


def test_a_large_listing_is_stored_compressed_and_read_back_as_the_same_text(tmp_path):
    target = tmp_path / "cpu-test"
    listing = "".join(f"# line {i}: µs → kernel\n" for i in range(artifacts.COMPRESS_FROM // 10))
    bundle = make_bundle(code=listing)
    bundle.experiments["one_line_speedup"].artifacts["small/output_code.py"] = "short"
    bundle_mod.write(bundle, target)
    point = target / "artifacts" / "one_line_speedup" / "batch-1_model-a"
    assert sorted(p.name for p in point.iterdir()) == ["output_code.py.gz"]
    assert (point / "output_code.py.gz").stat().st_size < len(listing.encode()) / 5
    assert (target / "artifacts" / "one_line_speedup" / "small" / "output_code.py").read_text() == "short"
    back = bundle_mod.read(target).experiments["one_line_speedup"].artifacts
    assert back == {"batch-1_model-a/output_code.py": listing, "small/output_code.py": "short"}
    first = (point / "output_code.py.gz").read_bytes()
    bundle_mod.write(bundle_mod.read(target), target)  # written again: the same bytes, no time stamp
    assert (point / "output_code.py.gz").read_bytes() == first


def test_a_damaged_compressed_listing_is_one_line_naming_it(tmp_path):
    target = tmp_path / "cpu-test"
    bundle_mod.write(make_bundle(code="x" * artifacts.COMPRESS_FROM), target)
    packed = target / "artifacts" / "one_line_speedup" / "batch-1_model-a" / "output_code.py.gz"
    for damage in (packed.read_bytes()[:40], b"not gzip at all"):
        packed.write_bytes(damage)
        with pytest.raises(BundleError, match=r"output_code\.py\.gz is damaged .*restore the bundle"):
            bundle_mod.read(target)


def test_artifact_names_that_could_not_be_read_back_are_stored_so_they_can(tmp_path):
    folder = tmp_path / "artifacts"
    big = "x" * artifacts.COMPRESS_FROM
    artifacts.write(folder, {"p/big": big, "p/big.gz": "a small text named .gz", "p/trace.log.xz": b"\xfd7zXZ"})
    assert artifacts.read(folder) == {"p/big": big, "p/big.gz": "a small text named .gz",
                                      "p/trace.log.xz": b"\xfd7zXZ"}
    with pytest.raises(ValueError, match="bytes are kept only as .xz files"):
        artifacts.write(tmp_path / "other", {"p/raw.bin": b"\x00"})


def test_a_listing_beside_its_packed_copy_an_empty_pack_or_bytes_that_are_not_text_are_named(tmp_path):
    target = tmp_path / "cpu-test"
    bundle_mod.write(make_bundle(code="x" * artifacts.COMPRESS_FROM), target)
    point = target / "artifacts" / "one_line_speedup" / "batch-1_model-a"
    (point / "output_code.py").write_text("a second copy")
    with pytest.raises(BundleError, match=r"output_code\.py and .*output_code\.py\.gz both hold"):
        bundle_mod.read(target)
    (point / "output_code.py").unlink()
    packed = (point / "output_code.py.gz").read_bytes()
    (point / "output_code.py.gz").write_bytes(b"")
    with pytest.raises(BundleError, match=r"output_code\.py\.gz is damaged \(empty\)"):
        bundle_mod.read(target)
    (point / "output_code.py.gz").write_bytes(packed)
    (point / "notes.txt").write_bytes(b"\xff\xfe not utf-8")
    with pytest.raises(BundleError, match=r"notes\.txt is damaged \(not UTF-8 text"):
        bundle_mod.read(target)


def test_failed_write_keeps_previous_bundle(tmp_path):
    target = tmp_path / "cpu-test"
    bundle_mod.write(make_bundle(code="good"), target)
    bad = make_bundle()
    bad.experiments["one_line_speedup"].kernels.append({"params": {}, "not_a_column": 1})
    with pytest.raises(ValueError):
        bundle_mod.write(bad, target)
    assert bundle_mod.read(target).experiments["one_line_speedup"].artifacts[
        "batch-1_model-a/output_code.py"] == "good"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cpu-test"]


def test_read_without_bundle_json_raises(tmp_path):
    (tmp_path / "rows.csv").write_text("")
    with pytest.raises(BundleError, match="bundle.json"):
        bundle_mod.read(tmp_path)


def test_read_missing_dir_raises(tmp_path):
    with pytest.raises(BundleError, match="bundle.json"):
        bundle_mod.read(tmp_path / "nope")


@pytest.mark.parametrize("content", [b"[]", b'"x"', b"\xff\xfe not text"])
def test_a_bundle_json_that_is_no_header_is_a_one_line_bundle_error(tmp_path, content):
    target = bundle_mod.write(make_bundle(), tmp_path / "b")
    (target / "bundle.json").write_bytes(content)
    with pytest.raises(BundleError, match="bundle.json"):
        bundle_mod.read(target)


def _set_version(target: Path, version: object) -> None:
    """Mark a written bundle as one of another schema version (which recorded no integrity)."""
    meta = json.loads((target / "bundle.json").read_text())
    meta["schema_version"] = version
    meta.pop("integrity", None)
    (target / "bundle.json").write_text(json.dumps(meta))


def test_a_newer_schema_version_is_refused_in_one_line(tmp_path):
    target = tmp_path / "b"
    bundle_mod.write(make_bundle(), target)
    _set_version(target, SCHEMA_VERSION + 1)
    with pytest.raises(BundleError, match=f"schema version {SCHEMA_VERSION + 1} is newer than this generator reads") as err:
        bundle_mod.read(target)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("version", [0, None, "1"])
def test_a_version_without_an_upgrade_is_refused(tmp_path, version):
    target = tmp_path / "b"
    bundle_mod.write(make_bundle(), target)
    _set_version(target, version)
    with pytest.raises(BundleError, match=f"has no upgrade to {SCHEMA_VERSION}; re-measure"):
        bundle_mod.read(target)


ROOT = Path(__file__).resolve().parents[2]
V1 = ROOT / "tests" / "fixtures" / "bundles" / "diff" / "v1"


def test_a_schema_1_bundle_is_upgraded_on_read_and_left_as_it_is():
    before = {p: p.read_bytes() for p in (V1 / "before").rglob("*") if p.is_file()}
    assert json.loads((V1 / "before" / "bundle.json").read_text())["schema_version"] == 1
    back = bundle_mod.read(V1 / "before")
    rows = {(r.variant, r.metric, r.params["size"]): r for r in back.experiments["alpha"].rows}
    assert (rows["compiled", "speedup", 1].better, rows["compiled", "speedup", 1].interval) == ("higher", "range")
    assert (rows["eager", "latency_ms", 1].better, rows["compiled", "graphs", 1].better) == ("lower", "")
    cold = rows["compiled", "compile_cold_s", 1]
    assert (cold.interval, cold.better) == ("", "lower")
    edited = back.experiments["edited"].rows[0]
    assert (edited.spread, edited.interval) == ("", "bootstrap")  # unlabelled, but an interval over 3 samples
    assert "schema_version" not in back.header
    assert {p: p.read_bytes() for p in (V1 / "before").rglob("*") if p.is_file()} == before


def _as_v1(target: Path, labels: list[str] | None = None) -> None:
    """Rewrite a bundle the way schema 1 wrote it: no `better` or `interval` column (optionally new labels)."""
    with (target / "rows.csv").open(newline="") as fh:
        rows = list(csv.DictReader(fh))
    fields = [f for f in rows[0] if f not in ("better", "interval")]
    with (target / "rows.csv").open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore")
        writer.writeheader()
        for i, raw in enumerate(rows):
            writer.writerow({**raw, "spread": labels[i]} if labels else raw)
    _set_version(target, 1)


def test_the_v1_labels_become_interval_kinds(tmp_path):
    target = tmp_path / "b"
    bundle_mod.write(make_bundle(), target)
    _as_v1(target, ["95% CI, bootstrap", "95% re-run interval over 3 processes", "", "range over processes"])
    rows = bundle_mod.read(target).experiments["one_line_speedup"].rows
    assert [r.interval for r in rows] == ["bootstrap", "process", "", "range"]
    # v1 recorded no direction: the name decides, so this "speedup" is higher-is-better again
    assert [r.better for r in rows] == ["lower", "higher", "", "lower"]


@pytest.mark.parametrize("spread,lo,hi,n,expected", [
    ("95% process interval over 5 processes", "1", "2", "150", "process"),
    ("95% re-run interval over 3 processes", "1", "2", "90", "process"),
    ("95% CI, bootstrap", "1", "2", "60", "bootstrap"),
    ("95% CI, bootstrap within one process", "1", "2", "60", "bootstrap"),
    ("range over processes", "1", "2", "3", "range"),
    ("", "1", "2", "3", "bootstrap"),   # an unlabelled interval over several samples: the guess
    ("", "1", "1", "3", ""),            # an interval of one point is none
    ("", "1", "2", "1", ""),
    ("", "", "", "3", ""),
])
def test_v1_interval_rule(spread, lo, hi, n, expected):
    assert upgrades.v1_interval({"spread": spread, "lo": lo, "hi": hi, "n": n}) == expected


@pytest.mark.parametrize("metric,unit,expected", [
    ("latency_ms", "ms", "lower"), ("compile_cold_s", "s", "lower"), ("kernels_per_call", "count", "lower"),
    ("peak_memory_bytes", "bytes", "lower"), ("speedup", "x", "higher"), ("article_speedup", "x", "higher"),
    ("throughput", "samples/s", "higher"), ("matmul_tflops", "TFLOP/s", "higher"), ("copy", "GB/s", "higher"),
    ("graphs", "count", ""), ("graph_breaks", "count", ""), ("recompiles", "count", ""),
    ("gpu_busy", "ratio", ""), ("relative_error", "ratio", ""), ("within_speedup_rel_iqr", "ratio", ""),
    ("recompile_limit", "count", ""), ("fraction_of_copy_peak", "ratio", "higher"), ("startup_s", "s", "lower"),
    ("time_per_launch_ms", "ms", "lower"), ("cache_bytes", "bytes", "lower"), ("graphs_total", "count", ""),
])
def test_v1_direction_rule(metric, unit, expected):
    """The guess v1 bundles need, since v1 did not record directions (the table diff.py once applied)."""
    assert upgrades.v1_better(metric, unit) == expected


def test_upgrades_are_chained_until_the_current_version(tmp_path, monkeypatch):
    target = tmp_path / "b"
    shutil.copytree(V1 / "before", target)
    steps: list[int] = []

    first, second = upgrades.UPGRADES[1], upgrades.UPGRADES[2]

    def two_to_three(meta, rows):
        steps.append(meta["schema_version"])
        meta, rows = second(meta, rows)
        return {**meta, "upgraded": True}, rows

    monkeypatch.setitem(upgrades.UPGRADES, 1, lambda m, r: (steps.append(1), first(m, r))[1])
    monkeypatch.setitem(upgrades.UPGRADES, 2, two_to_three)
    back = bundle_mod.read(target)
    assert steps == [1, 2] and back.header["upgraded"] is True


def test_upgrade_2_to_3_derives_the_means_interval_from_the_process_interval():
    """Over k processes the mean's interval is the process interval's log width over sqrt(k+1)."""
    meta = {"schema_version": 2, "experiments": {"e": {"replicates": 3}}}
    base = {"experiment": "e", "variant": "compiled", "params": "{}", "n": "90", "unit": "x"}
    rows = [{**base, "metric": "speedup", "value": "2.0", "lo": "1.0", "hi": "4.0", "interval": "process"},
            {**base, "metric": "graphs", "value": "1.0", "lo": "1.0", "hi": "2.0", "interval": "range"},
            {**base, "variant": "eager", "metric": "latency_ms", "value": "0.2", "lo": "0.1", "hi": "0.4",
             "interval": "process"},
            {**base, "variant": "eager", "metric": "cpu_overhead_ms", "value": "0.15", "lo": "0.05", "hi": "0.35",
             "interval": "process"}]
    meta, rows = upgrades.UPGRADES[2](meta, rows)
    assert meta["schema_version"] == 3
    speedup, graphs, latency, overhead = rows
    assert float(speedup["ci_lo"]) == pytest.approx(2.0 * 0.5 ** 0.5) and float(speedup["ci_hi"]) == pytest.approx(2.0 * 2 ** 0.5)
    assert graphs["ci_lo"] == graphs["ci_hi"] == ""  # a range predicts nothing: no mean's interval
    # CPU-side time keeps its offset from the latency (GPU time 0.05 ms)
    assert float(overhead["ci_lo"]) == pytest.approx(float(latency["ci_lo"]) - 0.05)


def test_upgrade_3_to_4_gives_each_experiment_the_bundles_profile():
    """Before schema 4 every experiment of a bundle was measured in the header's profile."""
    meta = {"schema_version": 3, "profile": "default", "experiments": {"e": {"replicates": 3}, "f": {}}}
    meta, rows = upgrades.UPGRADES[3](meta, [])
    assert meta["schema_version"] == 4 and rows == []
    assert {eid: e["profile"] for eid, e in meta["experiments"].items()} == {"e": "default", "f": "default"}


def test_an_experiments_profile_survives_a_write_and_a_read(tmp_path):
    bundle = make_bundle()
    bundle.experiments["one_line_speedup"].profile = "full"
    bundle_mod.write(bundle, tmp_path / "b")
    assert bundle_mod.read(tmp_path / "b").experiments["one_line_speedup"].profile == "full"


def test_writing_over_a_newer_bundle_moves_it_aside(tmp_path):
    target = tmp_path / "cpu-test"
    bundle_mod.write(make_bundle(code="newer"), target)
    _set_version(target, SCHEMA_VERSION + 1)
    bundle_mod.write(make_bundle(code="this"), target)
    kept = tmp_path / f".cpu-test.schema-v{SCHEMA_VERSION + 1}"
    assert json.loads((kept / "bundle.json").read_text())["schema_version"] == SCHEMA_VERSION + 1
    assert (kept / "artifacts" / "one_line_speedup" / "batch-1_model-a" / "output_code.py").read_text() == "newer"
    assert bundle_mod.read(target).experiments["one_line_speedup"].artifacts[
        "batch-1_model-a/output_code.py"] == "this"
    assert bundle_mod.find(tmp_path) == [target]
    _set_version(target, SCHEMA_VERSION + 1)
    bundle_mod.write(make_bundle(), target)  # a second one is kept beside the first
    assert (tmp_path / f".cpu-test.schema-v{SCHEMA_VERSION + 1}.1").is_dir() and kept.is_dir()


def test_read_invalid_json_raises(tmp_path):
    (tmp_path / "bundle.json").write_text("{not json")
    with pytest.raises(BundleError, match="bundle.json"):
        bundle_mod.read(tmp_path)


def test_bundle_error_is_value_error():
    assert issubclass(BundleError, ValueError)


def test_find_lists_bundle_dirs_sorted(tmp_path):
    results = tmp_path / "results"
    bundle_mod.write(make_bundle(), results / "z-bundle")
    bundle_mod.write(make_bundle(), results / "a-bundle")
    (results / "not-a-bundle").mkdir()
    (results / ".hidden").mkdir()
    (results / ".hidden" / "bundle.json").write_text("{}")
    assert bundle_mod.find(results) == [results / "a-bundle", results / "z-bundle"]


def test_find_missing_dir_is_empty(tmp_path):
    assert bundle_mod.find(tmp_path / "nothing") == []


def test_compressed_trace_artifacts_round_trip_as_bytes(tmp_path):
    import lzma

    from generator.schema import TRACE_ARTIFACT

    result = ExperimentResult(id="toy", title="Toy", section="§2", claims=("C3",), summary="", status="ok",
                              error="", source_hash="h", replicates=1, seconds=1.0,
                              artifacts={f"batch-1/{TRACE_ARTIFACT}": lzma.compress(b'{"trace": 1}\n'),
                                         "batch-1/output_code.py": "# code\n"})
    path = bundle_mod.write(Bundle({"created": "x", "profile": "quick",
                                                   "fingerprint": {"device_name": "cpu", "torch": "2.13.0"}},
                                                  {"toy": result}), tmp_path / "b")
    back = bundle_mod.read(path).experiments["toy"].artifacts
    assert lzma.decompress(back[f"batch-1/{TRACE_ARTIFACT}"]) == b'{"trace": 1}\n'
    assert back["batch-1/output_code.py"] == "# code\n"


def test_a_partial_read_takes_a_bundle_kept_without_kernels_samples_or_artifacts(tmp_path):
    """A re-run is kept with bundle.json and rows.csv alone: read partially, its numbers come back
    and the missing files read as empty; a plain read still refuses it."""
    path = bundle_mod.write(Bundle(HEADER, {"one_line_speedup": make_result()}), tmp_path / "b")
    for name in bundle_mod.OPTIONAL_FILES:
        (path / name).unlink()
    shutil.rmtree(path / "artifacts")
    with pytest.raises(BundleError, match="unreadable"):
        bundle_mod.read(path)
    result = bundle_mod.read(path, partial=True).experiments["one_line_speedup"]
    assert result.rows == make_result().rows
    assert (result.kernels, result.samples, result.artifacts) == ([], [], {})
    assert sorted(p.name for p in path.iterdir()) == ["bundle.json", "rows.csv"]


def _as_v4(target: Path, between: dict[str, float]) -> None:
    """Rewrite a bundle the way schema 4 wrote it: no `kind`, `baseline` or `comparison` column, and
    an experiment's own between-run spreads inside its pools ("ratio/own", "ratio/own_n")."""
    with (target / "rows.csv").open(newline="") as fh:
        rows = list(csv.DictReader(fh))
    fields = [f for f in rows[0] if f not in ("kind", "baseline", "comparison")]
    with (target / "rows.csv").open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    meta = json.loads((target / "bundle.json").read_text())
    for e in meta["experiments"].values():
        e.pop("between_own", None)
        e["between_runs"] = between
    (target / "bundle.json").write_text(json.dumps(meta))
    _set_version(target, 4)


def test_a_schema_4_bundle_gains_what_each_metric_measures_and_its_baseline(tmp_path):
    """Schema 4 told a metric's kind from its name and a speedup's baseline from merge's stat text;
    the upgrade to 5 makes that guess once and writes it into the fields readers ask."""
    def row(variant, metric, unit, stat, value=1.0):
        return Row("one_line_speedup", variant, {"batch": 1}, metric, value, unit, stat)

    rows = [row("compiled", "speedup", "x", "eager / compiled, ratio of medians per process"),
            row("default", "vs_eager_speedup", "x", "eager / default, ratio of medians per process"),
            row("eager", "latency_ms", "ms", "geometric mean of per-process medians"),
            row("compiled", "compile_cold_s", "s", "first call, cold cache"),
            row("eager", "gpu_time_ms", "ms", "profiler"),
            row("compiled", "graphs", "count", "first call"),
            row("compiled", "guards", "count", "sweep"),
            row("compiled", "peak_bytes", "bytes", "peak")]
    bundle = make_bundle()
    bundle.experiments["one_line_speedup"].rows = rows
    target = bundle_mod.write(bundle, tmp_path / "b")
    _as_v4(target, {"ratio/host": 0.05, "ratio/own": 0.01, "ratio/own_n": 12.0})
    back = bundle_mod.read(target).experiments["one_line_speedup"]
    assert [(r.metric, r.kind, r.comparison, r.baseline) for r in back.rows] == [
        ("speedup", "speedup", "latency", "eager"), ("vs_eager_speedup", "speedup", "vs_eager", "eager"),
        ("latency_ms", "latency", "latency", "eager"), ("compile_cold_s", "compile", "", ""),
        ("gpu_time_ms", "profiled", "", ""), ("graphs", "compiler", "", ""), ("guards", "count", "", ""),
        ("peak_bytes", "memory", "", "")]
    assert back.between_runs == {"ratio/host": 0.05}
    assert back.between_own == {"ratio": {"median": 0.01, "comparisons": 12.0}}


def test_what_a_metric_declares_it_measures_survives_against_its_name(tmp_path):
    bundle = make_bundle()
    odd = Row("one_line_speedup", "compiled", {"batch": 1}, "graphs", 3.0, "s", "first call", kind="compile")
    bundle.experiments["one_line_speedup"].rows = [odd]
    back = bundle_mod.read(bundle_mod.write(bundle, tmp_path / "b")).experiments["one_line_speedup"]
    assert back.rows == [odd]


def test_a_schema_5_bundle_names_the_gpu_idle_time_and_keeps_its_report_wide_verdict_as_a_figure():
    """Schema 5 called latency minus GPU time "cpu_overhead_ms" and decided C24 report-wide in the
    header; 6 names the time the GPU runs no kernel for what it is, and the report-wide rule gives a
    figure beside C24's verdict, not a verdict."""
    meta = {"schema_version": 5, "experiments": {},
            "verdicts": [{"claim": "C24", "verdict": "does not hold", "measured": "geometric mean 0.8×",
                          "rule": "the rule", "experiment": "report", "device": "NVIDIA H200", "release": "2.11.0"}]}
    rows = [{"experiment": "e", "variant": "eager", "params": "{}", "metric": "cpu_overhead_ms", "value": "0.1",
             "stat": "derived: latency − GPU time"},
            {"experiment": "e", "variant": "eager", "params": "{}", "metric": "latency_ms", "value": "0.2",
             "stat": "geometric mean of per-process medians"}]
    meta, rows = upgrades.UPGRADES[5](meta, rows)
    assert meta["schema_version"] == 6 and "verdicts" not in meta
    assert meta["evidence"] == [{"claim": "C24", "measured": "geometric mean 0.8×", "rule": "the rule",
                                 "reading": "read 'does not hold' by the report-wide rule of schema 5",
                                 "device": "NVIDIA H200", "release": "2.11.0"}]
    assert [r["metric"] for r in rows] == ["gpu_idle_ms", "latency_ms"]
    assert rows[0]["stat"].startswith("derived: time per call − GPU time")

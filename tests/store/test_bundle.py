"""Tests for generator/store/bundle.py: writing and reading results bundles."""

from __future__ import annotations

import json

import pytest

from generator.schema import SCHEMA_VERSION, ExperimentResult, Reference, Row, Verdict
from generator.store import bundle as bundle_mod
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
            spread="95% CI, bootstrap"),
        Row(eid, "compiled", p1, "speedup", 2.0000000000000004, "x", "ratio", lo=1.5, hi=2.5, n=60,
            spread="95% process interval over 3 processes"),
        Row(eid, "compiled", p1, "graph_breaks", None, "count", "single", reason="not measured, here"),
        Row(eid, "compiled", p64, "time", None, "ms", "median", n=0, status="skipped",
            reason="batch 64 needs CUDA, \"really\"\nsecond line"),
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
    target = tmp_path / "results" / "cpu-test"
    assert bundle_mod.write(original, target) == target
    for name in ("bundle.json", "rows.csv", "kernels.csv", "samples.json"):
        assert (target / name).is_file()
    assert (target / "artifacts" / "one_line_speedup" / "batch-1_model-a" / "output_code.py").is_file()

    back = bundle_mod.read(target)
    assert back.header == original.header
    assert back.device_key == original.device_key
    assert list(back.experiments) == ["one_line_speedup"]
    exp, orig = back.experiments["one_line_speedup"], original.experiments["one_line_speedup"]
    assert exp.rows == orig.rows
    assert exp.rows[2].value is None and exp.rows[2].status == "ok"
    assert exp.rows[3].status == "skipped" and exp.rows[3].reason == orig.rows[3].reason
    assert exp.kernels == orig.kernels
    assert exp.artifacts == orig.artifacts
    assert exp.verdicts == orig.verdicts
    assert exp.references == orig.references
    assert exp.samples == orig.samples
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


def test_rewrite_drops_stale_artifacts(tmp_path):
    target = tmp_path / "cpu-test"
    first = make_bundle()
    first.experiments["one_line_speedup"].artifacts["old/output_code.py"] = "stale"
    bundle_mod.write(first, target)
    bundle_mod.write(make_bundle(), target)
    assert "old/output_code.py" not in bundle_mod.read(target).experiments["one_line_speedup"].artifacts


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


def test_read_wrong_schema_version_raises(tmp_path):
    target = tmp_path / "b"
    bundle_mod.write(make_bundle(), target)
    meta = json.loads((target / "bundle.json").read_text())
    meta["schema_version"] = SCHEMA_VERSION + 1
    (target / "bundle.json").write_text(json.dumps(meta))
    with pytest.raises(BundleError, match="schema version"):
        bundle_mod.read(target)


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

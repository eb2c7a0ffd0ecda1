"""Tests for generator/store/cache.py: result keys and the on-disk result cache."""

from __future__ import annotations

import pytest

from generator.schema import ExperimentResult, Row, Verdict
from generator.store.cache import ResultCache, result_key

BASE = dict(
    experiment="one_line_speedup",
    source_hash="src1",
    method_hash="meth1",
    profile="quick",
    grid=[{"batch": 1, "model": "a"}, {"batch": 64, "model": "a"}],
    replicates=3,
    fingerprint_key="cpu-xeon-torch2.5.0",
)


def test_result_key_stable():
    assert result_key(**BASE) == result_key(**dict(BASE))
    assert result_key(**BASE).startswith("one_line_speedup:")


def test_result_key_ignores_dict_insertion_order_in_grid():
    reordered = dict(BASE, grid=[{"model": "a", "batch": 1}, {"model": "a", "batch": 64}])
    assert result_key(**reordered) == result_key(**BASE)


@pytest.mark.parametrize("field, value", [
    ("source_hash", "src2"),
    ("method_hash", "meth2"),
    ("profile", "full"),
    ("grid", [{"batch": 1, "model": "a"}]),
    ("grid", [{"batch": 1, "model": "a"}, {"batch": 128, "model": "a"}]),
    ("replicates", 5),
    ("fingerprint_key", "cuda-h100-torch2.5.0"),
    ("experiment", "other_experiment"),
])
def test_result_key_changes_with_each_input(field, value):
    assert result_key(**dict(BASE, **{field: value})) != result_key(**BASE)


def make_result() -> ExperimentResult:
    return ExperimentResult(
        id="one_line_speedup", title="T", section="§2", claims=("C1",), summary="", status="ok",
        error="", source_hash="src1", replicates=3, seconds=2.0,
        rows=[Row("one_line_speedup", "compiled", {"batch": 1}, "speedup", 2.0, "x", "ratio", 1.8, 2.2, 30),
              Row("one_line_speedup", "compiled", {"batch": 64}, "speedup", None, "x", "ratio",
                  status="skipped", reason="cpu")],
        kernels=[{"params": {"batch": 1}, "variant": "compiled", "name": "k", "kind": "other",
                  "calls": 1.0, "time_us": 2.0}],
        artifacts={"batch-1/output_code.py": "code"},
        verdicts=[Verdict("C1", "holds", "2.0x", "> 1.5", "one_line_speedup")],
    )


def test_put_get_round_trip(tmp_path):
    cache = ResultCache(tmp_path / "results")
    try:
        key = result_key(**BASE)
        result = make_result()
        cache.put(key, result)
        back = cache.get(key)
        assert back == result
        assert back.artifacts == {"batch-1/output_code.py": "code"}
        assert back is not result
    finally:
        cache.close()


def test_get_missing_returns_none(tmp_path):
    cache = ResultCache(tmp_path / "results")
    try:
        assert cache.get("no:such-key") is None
        cache.put("a:1", make_result())
        assert cache.get("a:2") is None
    finally:
        cache.close()


def test_cache_persists_across_instances(tmp_path):
    first = ResultCache(tmp_path / "results")
    first.put("k:1", make_result())
    first.close()
    second = ResultCache(tmp_path / "results")
    try:
        assert second.get("k:1") == make_result()
    finally:
        second.close()


def _result() -> ExperimentResult:
    return ExperimentResult(id="e", title="t", section="§1", claims=("C1",), summary="", status="ok", error="",
                            source_hash="h", replicates=1, seconds=1.0)


def test_a_garbage_database_is_moved_aside_and_the_cache_starts_empty(tmp_path, capsys):
    directory = tmp_path / "results"
    directory.mkdir()
    (directory / "cache.db").write_bytes(b"this is not an sqlite database" * 100)
    cache = ResultCache(directory)
    assert cache.get("e:1") is None  # a miss, not a traceback
    cache.put("e:1", _result())
    assert cache.get("e:1").id == "e"
    cache.close()
    assert "was unreadable" in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("results.unreadable-")]


def test_a_garbled_entry_is_a_miss_and_is_dropped(tmp_path, capsys):
    cache = ResultCache(tmp_path / "results")
    big = _result()
    big.artifacts = {"output_code.py": "0" * 200_000}  # large: diskcache keeps it in a .val file
    cache.put("e:1", big)
    cache.close()
    vals = list((tmp_path / "results").rglob("*.val"))
    assert vals
    for val in vals:
        val.write_bytes(b"garbled")
    cache = ResultCache(tmp_path / "results")
    assert cache.get("e:1") is None
    assert "unreadable" in capsys.readouterr().err
    cache.close()

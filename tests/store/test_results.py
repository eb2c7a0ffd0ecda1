"""generator/store/results.py: folding a part into an earlier result of the same experiment."""

from __future__ import annotations

from generator.schema import ExperimentResult, Row, params_key
from generator.store import results


def _result(n: int, between: dict[str, float], own: dict[str, dict[str, float]]) -> ExperimentResult:
    params = {"n": n}
    row = Row("e", "compiled", params, "speedup", 2.0, "x", "eager / compiled", 1.9, 2.1, 3, kind="speedup",
              baseline="eager", comparison="latency", interval="process")
    return ExperimentResult(id="e", title="e", section="§1", claims=("C1",), summary="", status="ok", error="",
                            source_hash="s", replicates=3, seconds=1.0, rows=[row],
                            points=[{"params": params, "status": "ok", "error": ""}],
                            between_runs=between, between_own=own)


def test_a_folded_result_keeps_the_spreads_between_runs_of_one_measurement_pools_and_own_together():
    """The part measured now took pools only; the earlier one pools and own spreads. The folded
    result's Method section must not pair the new pools with the earlier own spreads."""
    earlier = _result(1, {"ratio/host": 0.1}, {"ratio": {"median": 0.01, "comparisons": 4.0}})
    now = _result(2, {"ratio/host": 0.2}, {})
    grid = [params_key({"n": 1}), params_key({"n": 2})]
    folded = results.fold(earlier, now, grid)
    assert (folded.between_runs, folded.between_own) == ({"ratio/host": 0.2}, {})
    bare = _result(2, {}, {})  # measured without a calibration: the earlier measurement's, both
    folded = results.fold(earlier, bare, grid)
    assert (folded.between_runs, folded.between_own) == (earlier.between_runs, earlier.between_own)
    assert [p["params"] for p in folded.points] == [{"n": 1}, {"n": 2}]

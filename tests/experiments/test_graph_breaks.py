"""experiments/graph_breaks.py: verdict rules on synthetic rows, and its quick grid on the CPU."""

from __future__ import annotations

import pytest

from experiments import graph_breaks as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

CAUSES = exp.CAUSES


def row(variant: str, metric: str, value: float | None, cause: str, rows: int = 16384, status: str = "ok",
        reason: str = "", lo: float | None = None, hi: float | None = None) -> Row:
    unit = "x" if metric.endswith("speedup") else "ms" if metric.endswith("_ms") else "count"
    return Row(exp.SPEC.id, variant, {"cause": cause, "rows": rows}, metric, value, unit, "test",
               lo=lo, hi=hi, status=status, reason=reason)


def cause_rows(cause: str, *, breaks: float = 1, counted: float = 1, same_count: float = 1, same_reasons: float = 1,
               raises: float = 1, gain: tuple[float, float, float] = (1.5, 1.2, 1.8)) -> list[Row]:
    out = [row("explain", "graph_breaks", breaks, cause), row("explain", "graphs", breaks + 1, cause),
           row("compiled", "breaks_counted", counted, cause),
           row("explain", "count_matches_counters", same_count, cause),
           row("explain", "reasons_match_counters", same_reasons, cause),
           row("fullgraph", "fullgraph_raises", raises, cause),
           row("article_form", "explain_raises", 1, cause),
           row("article_form", "explain_error", None, cause, status="failed",
               reason="TypeError: forward() takes 2 positional arguments but 3 were given"),
           row("compiled", "latency_ms", 0.2, cause), row("rewrite", "latency_ms", 0.2 / gain[0], cause),
           row("rewrite", "break_free_speedup", gain[0], cause, lo=gain[1], hi=gain[2])]
    if raises:
        out.append(row("fullgraph", "fullgraph_error", None, cause, status="failed", reason=f"Unsupported: {cause}"))
    return out


def all_rows(**per_cause: dict) -> list[Row]:
    return [r for c in CAUSES for r in cause_rows(c, **per_cause.get(c, {}))]


def verdict(rows: list[Row], claim: str):
    found = {v.claim: v for v in exp.verdicts(rows)}
    assert set(found) == {"C10", "C11", "C12", "C13"}
    v = found[claim]
    assert v.verdict in VERDICTS and v.experiment == exp.SPEC.id and v.rule
    return v


# --- C10: every listed cause breaks; dict operations by their share ---------------------------


def dict_alternatives(breaking: int) -> list[Row]:
    """explain rows of the eight other dict operations, the first `breaking` of them breaking."""
    return [row(f"alt_{name}", "graph_breaks", 1 if i < breaking else 0, "dict")
            for i, name in enumerate(exp.ALTERNATIVES["dict"])]


@pytest.mark.parametrize("per_cause, alternatives_breaking, expected", [
    ({}, 8, "holds"),
    ({}, 4, "holds"),  # 5 of 9 dict operations break: most
    ({}, 3, "partly holds"),  # 4 of 9: few
    ({"dict": {"breaks": 0}}, 8, "holds"),  # 8 of 9 break though sorted(d.items()) does not
    ({"dict": {"breaks": 0}}, 0, "partly holds"),
    ({"print": {"breaks": 0}}, 8, "partly holds"),
    ({c: {"breaks": 0} for c in CAUSES if c != "dict"}, 1, "partly holds"),  # only dict operations break
    ({c: {"breaks": 0} for c in CAUSES}, 0, "does not hold"),
])
def test_c10_verdict(per_cause, alternatives_breaking, expected):
    assert verdict(all_rows(**per_cause) + dict_alternatives(alternatives_breaking), "C10").verdict == expected


def test_c10_counts_the_dict_cause_by_the_share_of_tested_operations_that_break():
    # as measured on the H200 (torch 2.11): sorted(d.items()), copy.copy and a user-class key break
    rows = all_rows() + [row(f"alt_{n}", "graph_breaks", 1 if n in ("copy_copy", "user_class_key") else 0, "dict")
                         for n in exp.ALTERNATIVES["dict"]]
    v = verdict(rows, "C10")
    assert v.verdict == "partly holds"
    assert "dict operations: 3 of 9 tested break (sorted_items, copy_copy, user_class_key); 6 trace without a " \
           "break (setdefault_update, pop_popitem, comprehension, ordereddict_move_to_end, defaultdict, tensor_key)" \
        in v.measured
    assert "more than half of the tested dict operations break" in v.rule


def test_c10_reports_failed_alternatives_and_missing_causes():
    rows = [r for r in all_rows() if r.params["cause"] != "library"]
    rows += [row("alt_copy_copy", "graph_breaks", 2, "dict"), row("alt_tensor_key", "graph_breaks", 0, "dict"),
             row("alt_defaultdict", "graph_breaks", None, "dict", status="failed", reason="TorchRuntimeError: x"),
             Row(exp.SPEC.id, "", {"cause": "library", "rows": 16384}, "point", None, "", "",
                 status="failed", reason="ModuleNotFoundError: No module named 'scipy'")]
    v = verdict(rows, "C10")
    assert v.verdict == "partly holds"  # the library cause was not measured
    assert "dict operations: 2 of 3 tested break (sorted_items, copy_copy)" in v.measured
    assert "explain raised on defaultdict (not counted)" in v.measured
    assert "not measured: library: failed: ModuleNotFoundError" in v.measured


# --- C11: a break costs time against the rewrite ----------------------------------------------


@pytest.mark.parametrize("per_cause, expected", [
    ({}, "holds"),
    ({"print": {"gain": (1.02, 0.98, 1.06)}}, "inconclusive"),  # holds or partly: the interval includes 1
    ({"print": {"gain": (0.9, 0.85, 0.95)}}, "partly holds"),
    ({c: {"gain": (1.0, 0.9, 1.1)} for c in CAUSES}, "inconclusive"),
    ({c: {"gain": (0.8, 0.7, 0.9)} for c in CAUSES}, "does not hold"),  # the rewrite is slower
])
def test_c11_verdict(per_cause, expected):
    v = verdict(all_rows(**per_cause), "C11")
    assert v.verdict == expected
    assert "print: " in v.measured and "rows=16384" in v.measured


def test_c11_inconclusive_names_the_straddled_threshold():
    v = verdict(all_rows(print={"gain": (1.02, 0.98, 1.06)}), "C11")
    assert "straddles the threshold in print: breaking / rewrite time 1.02× [0.98, 1.06] ≥ 1×" in v.measured


def test_c11_reads_the_largest_size():
    rows = all_rows() + [row("rewrite", "break_free_speedup", 0.9, c, rows=256, lo=0.8, hi=0.95) for c in CAUSES]
    assert verdict(rows, "C11").verdict == "holds"


# --- C12: fullgraph=True raises -------------------------------------------------------------


@pytest.mark.parametrize("per_cause, expected", [
    ({}, "holds"),
    ({"dict": {"breaks": 0, "raises": 0}}, "holds"),  # a cause that does not break is left out
    ({"print": {"raises": 0}}, "partly holds"),
    ({c: {"raises": 0} for c in CAUSES}, "does not hold"),
    ({c: {"breaks": 0, "raises": 0} for c in CAUSES}, "not testable here"),
])
def test_c12_verdict(per_cause, expected):
    v = verdict(all_rows(**per_cause), "C12")
    assert v.verdict == expected


def test_c12_measured_quotes_the_errors():
    assert "tensor_if: Unsupported: tensor_if" in verdict(all_rows(), "C12").measured


# --- C13: explain lists the breaks and reasons -----------------------------------------------


@pytest.mark.parametrize("per_cause, expected", [
    ({}, "holds"),
    ({"tensor_if": {"same_reasons": 0}}, "partly holds"),
    ({"print": {"same_count": 0, "counted": 2}}, "partly holds"),
    ({"dict": {"breaks": 0, "same_count": 0}}, "does not hold"),  # the counters count a break explain misses
])
def test_c13_verdict(per_cause, expected):
    v = verdict(all_rows(**per_cause), "C13")
    assert v.verdict == expected
    assert "TypeError" in v.measured  # the article's call form and what it raised


def test_c13_not_testable_when_nothing_breaks():
    rows = all_rows(**{c: {"breaks": 0, "counted": 0} for c in CAUSES})
    assert verdict(rows, "C13").verdict == "not testable here"


def test_all_verdicts_not_testable_on_empty_rows():
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 4


def test_grid_covers_the_four_causes():
    for profile in ("default", "quick", "full"):
        assert {p["cause"] for p in exp.SPEC.grid(profile)} == set(CAUSES)
    assert len(CAUSES) == 4


# --- the quick grid, for real, on the CPU -----------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick(exp.SPEC.id)


def _value(result, variant: str, metric: str, cause: str) -> float | None:
    found = [r.value for r in result.rows if r.variant == variant and r.metric == metric
             and r.params["cause"] == cause and r.status == "ok"]
    return found[0] if found else None


def test_quick_grid_runs_and_gives_rows(quick):
    assert failures(quick) == []
    for cause in CAUSES:
        for variant, metric in (("explain", "graph_breaks"), ("compiled", "breaks_counted"),
                                ("fullgraph", "fullgraph_raises"), ("article_form", "explain_raises"),
                                ("eager", "latency_ms"), ("compiled", "latency_ms"), ("rewrite", "latency_ms"),
                                ("rewrite", "break_free_speedup"), ("explain", "reasons_match_counters")):
            assert _value(quick, variant, metric, cause) is not None, (cause, variant, metric)
        assert any(name.endswith(f"cause-{cause}_rows-32/explain.txt") for name in quick.artifacts)


def test_quick_grid_rewrites_are_break_free_and_agree(quick):
    for cause in CAUSES:
        assert _value(quick, "rewrite", "graphs", cause) == 1.0
        assert _value(quick, "rewrite", "matches_eager", cause) == 1.0
        assert _value(quick, "compiled", "matches_eager", cause) == 1.0


def test_quick_grid_verdicts(quick):
    for claim in ("C10", "C11", "C12", "C13"):
        v = verdict_of(quick.verdicts, claim)
        assert v.verdict in VERDICTS and v.measured
    # every dict operation the experiment tests was explained and counted
    assert f"of {len(exp.ALTERNATIVES['dict']) + 1} tested break" in verdict_of(quick.verdicts, "C10").measured

"""experiments/capture_generations.py: verdict rules on synthetic rows, and its quick grid on the CPU."""

from __future__ import annotations

import pytest

from experiments import capture_generations as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"max_abs_error": "abs"}


def row(variant: str, metric: str, value: float | None, branch: str, status: str = "ok", reason: str = "") -> Row:
    return Row(exp.SPEC.id, variant, {"branch": branch, "rows": 64}, metric, value, UNITS.get(metric, "count"),
               "test", status=status, reason=reason)


def trace_rows(same: float = 1, other: float = 0, raised: float = 0, call_warnings: float = 0) -> list[Row]:
    return [row("trace", "matches_eager", same, "traced"), row("trace", "raised", 0, "traced"),
            row("trace", "matches_eager", other, "other"), row("trace", "raised", raised, "other"),
            row("trace", "max_abs_error", 0.0 if other else 2.5, "other"),
            row("trace", "call_warnings", call_warnings, "other"), row("trace", "tracer_warnings", 1, "other"),
            row("trace", "deprecated", 1, "other"),
            row("script", "matches_eager", 1, "traced"), row("script", "matches_eager", 1, "other")]


def compiled_rows(ok: tuple[float, float] = (1, 1), graphs: float = 2, counted: float = 1,
                  raised: tuple[float, float] = (0, 0)) -> list[Row]:
    out = [row("compiled", "graphs", graphs, "other"), row("compiled", "breaks_counted", counted, "other"),
           row("compiled", "graphs_total", graphs + 1, "other")]
    for branch, good, bad in zip(("traced", "other"), ok, raised):
        out += [row("compiled", "matches_eager", good, branch), row("compiled", "raised", bad, branch)]
    return out


def verdict(rows: list[Row], claim: str):
    found = {v.claim: v for v in exp.verdicts(rows)}
    assert set(found) == {"C1", "C2"}
    v = found[claim]
    assert v.verdict in VERDICTS and v.experiment == exp.SPEC.id and v.rule
    return v


# --- C1: trace is silently wrong on the other branch ---------------------------------------


@pytest.mark.parametrize("kwargs, expected", [
    ({}, "holds"),
    ({"call_warnings": 1}, "partly holds"),  # wrong, but it warned at the call: not silent
    ({"raised": 1}, "partly holds"),
    ({"same": 0}, "partly holds"),  # wrong even on its own input: something else is off
    ({"other": 1}, "does not hold"),
])
def test_c1_verdict(kwargs, expected):
    v = verdict(trace_rows(**kwargs), "C1")
    assert v.verdict == expected
    assert "script: matches eager on both branches" in v.measured


def test_c1_measured_names_the_error_and_the_tracer_warning():
    v = verdict(trace_rows(), "C1")
    assert "max abs error 2.5" in v.measured and "1 distinct TracerWarning" in v.measured
    assert "deprecated" in v.measured


def test_c1_not_testable_when_trace_is_missing():
    missing = [row("trace", "matches_eager", None, "other", status="failed",
                   reason="torch.jit.trace does not exist in torch 9.0"),
               row("trace", "matches_eager", None, "traced", status="failed", reason="same")]
    v = verdict(missing, "C1")
    assert v.verdict == "not testable here" and "does not exist" in v.measured
    point_failed = [Row(exp.SPEC.id, "", {"branch": "other", "rows": 64}, "point", None, "", "",
                        status="failed", reason="RuntimeError: CUDA error")]
    assert "CUDA error" in verdict(point_failed, "C1").measured


# --- C2: compile stays correct on both branches, through a graph break -----------------------


@pytest.mark.parametrize("kwargs, expected", [
    ({}, "holds"),
    ({"graphs": 1, "counted": 1}, "holds"),  # a counted break is enough
    ({"graphs": 3, "counted": 0}, "holds"),  # so are several graphs
    ({"graphs": 1, "counted": 0}, "partly holds"),  # correct, but as one graph
    ({"ok": (1, 0)}, "does not hold"),
    ({"ok": (0, 1)}, "does not hold"),
    ({"raised": (0, 1)}, "does not hold"),
])
def test_c2_verdict(kwargs, expected):
    assert verdict(compiled_rows(**kwargs), "C2").verdict == expected


def test_c2_not_testable_without_the_other_branch():
    rows = [r for r in compiled_rows() if r.params["branch"] == "traced"]
    assert verdict(rows, "C2").verdict == "not testable here"
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 2


def test_grid_has_both_branches_in_every_profile():
    for profile in ("default", "quick", "full"):
        assert {p["branch"] for p in exp.SPEC.grid(profile)} == {"traced", "other"}
    assert max(p["rows"] for p in exp.SPEC.grid("quick")) < min(p["rows"] for p in exp.SPEC.grid("default"))


# --- the quick grid, for real, on the CPU -----------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick(exp.SPEC.id)


def test_quick_grid_runs_and_gives_rows(quick):
    assert failures(quick) == []
    assert all(p["status"] == "ok" for p in quick.points)
    for branch in ("traced", "other"):
        for variant in ("eager", "trace", "script", "compiled"):
            assert any(r.variant == variant and r.metric == "latency_ms" and r.params["branch"] == branch
                       for r in quick.rows)
        for variant in ("trace", "script", "compiled"):
            for metric in ("matches_eager", "raised", "deprecated", "capture_warnings"):
                assert any(r.variant == variant and r.metric == metric and r.params["branch"] == branch
                           for r in quick.rows), (variant, metric, branch)
    assert any(name.endswith("warnings.txt") for name in quick.artifacts)


def test_quick_grid_capture_is_set_up_right(quick):
    # invariants of the setup, whatever the release: script and compile follow both branches,
    # trace reproduces the input it was traced with
    def value(variant: str, metric: str, branch: str) -> float | None:
        found = [r.value for r in quick.rows if r.variant == variant and r.metric == metric
                 and r.params["branch"] == branch and r.status == "ok"]
        return found[0] if found else None

    for branch in ("traced", "other"):
        assert value("compiled", "matches_eager", branch) == 1.0
        assert value("script", "matches_eager", branch) in (1.0, None)  # None: script gone in a release
    assert value("trace", "matches_eager", "traced") in (1.0, None)


def test_quick_grid_verdicts(quick):
    for claim in ("C1", "C2"):
        v = verdict_of(quick.verdicts, claim)
        assert v.verdict in VERDICTS and v.measured

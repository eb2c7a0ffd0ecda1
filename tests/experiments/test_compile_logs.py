"""experiments/compile_logs.py: the C9 rule on synthetic rows, and a real CPU run."""

from __future__ import annotations

import pytest

from experiments import compile_logs as exp
from generator.schema import Row
from tests.experiments.smoke import failures, run_quick, verdict_of


def rows(located: float, triton: float, cpp: float = 0.0, targeted_cpp: float = 0.0) -> list[Row]:
    at = {"setting": "article"}
    out = [Row(exp.SPEC.id, "article", at, m, v, "count", "test") for m, v in (
        ("graph_break_locations", located), ("triton_source_shown", triton), ("cpp_source_shown", cpp),
        ("log_lines", 1000.0), ("recompile_messages", 0.0))]
    out.append(Row(exp.SPEC.id, "targeted", {"setting": "targeted"}, "cpp_source_shown", targeted_cpp, "0/1", "test"))
    return out


@pytest.mark.parametrize("located, triton, expected", [
    (2, 1, "holds"), (2, 0, "partly holds"), (0, 1, "partly holds"), (0, 0, "does not hold")])
def test_c9_needs_break_locations_and_triton_source(located, triton, expected):
    assert verdict_of(exp.verdicts(rows(located, triton)), "C9").verdict == expected


def test_c9_on_a_cpu_run_is_not_testable_and_says_why():
    v = verdict_of(exp.verdicts(rows(2, 0, targeted_cpp=1)), "C9")
    assert v.verdict == "not testable here" and "C++" in v.measured


def test_c9_without_rows_is_not_testable():
    assert verdict_of(exp.verdicts([]), "C9").verdict == "not testable here"


def test_cpu_run_logs_the_break_with_its_place_and_the_recompile():
    result = run_quick("compile_logs")
    assert failures(result) == []
    targeted = {r.metric: r.value for r in result.rows if r.variant == "targeted"}
    assert targeted["graph_break_locations"] >= 1
    assert targeted["recompile_messages"] >= 1
    assert targeted["cpp_source_shown"] == 1.0
    log = result.artifacts["setting-targeted/targeted_breaks_and_recompiles.txt"]
    assert "compile_logs.py" in log and "print" in log
    assert verdict_of(result.verdicts, "C9").verdict == "not testable here"

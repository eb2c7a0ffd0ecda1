"""The results table's per-process column: each timed process's own speedup and what set the pace."""

from __future__ import annotations

from generator.render import experiment as page
from generator.render import processes
from generator.schema import PRIMARY
from tests.fixtures.runs import ARTICLE, LARGE, other, result, speedup


def _samples(params, eager: tuple[float, ...], compiled: tuple[float, ...]) -> list[dict]:
    """One set of rounds per timed process (replicates 1, 2, 3...), each round's median as given."""
    return [{"params": params, "comparison": PRIMARY, "variant": variant, "replicate": i + 1,
             "calls_per_sample": 1, "seconds": [t] * 3}
            for variant, times in (("eager", eager), ("compiled", compiled)) for i, t in enumerate(times)]


def _result(busy_compiled: float):
    res = result("one_line_speedup", [
        other("one_line_speedup", ARTICLE, "latency_ms", 2.0, "ms"),
        other("one_line_speedup", ARTICLE, "latency_ms", 1.2, "ms", variant="compiled"),
        speedup("one_line_speedup", ARTICLE, 1.7),
        other("one_line_speedup", ARTICLE, "gpu_busy", 0.95, "share"),
        other("one_line_speedup", ARTICLE, "gpu_busy", busy_compiled, "share", variant="compiled"),
        other("one_line_speedup", LARGE, "latency_ms", 2.0, "ms"),
        other("one_line_speedup", LARGE, "latency_ms", 1.9, "ms", variant="compiled"),
        speedup("one_line_speedup", LARGE, 1.05),  # no GPU busy profiled here
    ], {"C3": "does not hold"})
    res.samples = (_samples(ARTICLE, (3.0, 2.0, 4.0), (2.0, 1.0, 2.5))  # 1.5×, 2×, 1.6×
                   + _samples(LARGE, (2.1,), (2.0,)))
    return res


def test_the_table_gives_each_processs_speedup_lowest_to_highest_and_what_set_the_pace():
    table = page.results_table(_result(busy_compiled=0.4))
    assert processes.PER_PROCESS in table.splitlines()[2]
    article = next(line for line in table.splitlines() if "| 1024 | compiled |" in line)
    assert "| 1.5–2× over 3 processes · host-bound (GPU busy 40%) |" in article
    large = next(line for line in table.splitlines() if "| 16384 | compiled |" in line)
    assert "| 1.05× in one process |" in large  # no GPU busy: no pace claimed
    eager = next(line for line in table.splitlines() if "| 1024 | eager |" in line)
    assert "| – |" in eager and "host-bound" not in eager
    assert "host-bound below" in table


def test_both_sides_must_keep_the_gpu_busy_for_a_point_to_be_gpu_bound():
    assert "GPU-bound (GPU busy 92%)" in page.results_table(_result(busy_compiled=0.92))
    assert "host-bound (GPU busy 89%)" in page.results_table(_result(busy_compiled=0.89))


def test_no_column_without_samples():
    res = _result(busy_compiled=0.4)
    res.samples = []
    assert processes.PER_PROCESS not in page.results_table(res)

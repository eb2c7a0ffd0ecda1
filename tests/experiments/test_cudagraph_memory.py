"""Verdict rule, grid and CPU smoke run of experiments/cudagraph_memory.py.

Every point needs CUDA, so the CPU smoke run checks that they are skipped with the reason and
that the verdict says why it cannot be given; the rule tests use synthetic merged rows.
"""

from __future__ import annotations

import pytest

from experiments import cudagraph_memory as exp
from generator.runner import memory
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

MIB = 1 << 20


def row(variant: str, metric: str, value: float | None, batch: int, status: str = "ok", reason: str = "",
        lo: float | None = None, hi: float | None = None) -> Row:
    return Row(exp.SPEC.id, variant, {"batch": batch}, metric, value, "bytes", "test", lo=lo, hi=hi, n=3,
               status=status, reason=reason)


def memory_rows(default_mib: dict[int, float], graphs_mib: dict[int, float],
                extra_range_mib: float = 0.0) -> list[Row]:
    """Merged rows per batch; the extra's range over processes is ±extra_range_mib around it."""
    out = []
    for batch in exp.BATCHES:
        extra = (graphs_mib[batch] - default_mib[batch]) * MIB
        out += [row("compiled", "steady_peak_reserved_bytes", default_mib[batch] * MIB, batch),
                row("reduce-overhead", "steady_peak_reserved_bytes", graphs_mib[batch] * MIB, batch),
                row("reduce-overhead", "steady_graph_pool_bytes", (graphs_mib[batch] - 4) * MIB, batch),
                row("reduce-overhead", "extra_peak_reserved_bytes", extra, batch,
                    lo=extra - extra_range_mib * MIB, hi=extra + extra_range_mib * MIB)]
    return out


DEFAULT = {1: 6.0, 64: 6.0, 1024: 12.0, 8192: 60.0}


def verdict(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C22" and v.verdict in VERDICTS and v.experiment == "cudagraph_memory" and v.rule
    return v


@pytest.mark.parametrize("graphs, expected", [
    ({1: 8.0, 64: 8.0, 1024: 16.0, 8192: 80.0}, "holds"),
    ({1: 8.0, 64: 6.0, 1024: 16.0, 8192: 60.0}, "partly holds"),  # equal at two sizes
    ({1: 6.0, 64: 6.0, 1024: 12.0, 8192: 50.0}, "does not hold"),
])
def test_c22_follows_extra_reserved_memory_at_each_batch(graphs, expected):
    v = verdict(memory_rows(DEFAULT, graphs))
    assert v.verdict == expected
    assert v.measured.startswith(f"batch 1: {graphs[1]:.3g} MiB against 6 MiB (extra ")
    assert "batch 8192:" in v.measured and "in the CUDA-graph pool" in v.measured


def test_c22_states_the_extra_as_a_share():
    v = verdict(memory_rows(DEFAULT, {1: 9.0, 64: 8.0, 1024: 16.0, 8192: 80.0}))
    assert "batch 1: 9 MiB against 6 MiB (extra +3 MiB, +50%; 5 MiB of the 9 in the CUDA-graph pool)" in v.measured


def test_c22_an_extra_whose_range_over_processes_straddles_zero_is_inconclusive():
    # +2 MiB at every size but the range over processes runs from −1 to +5 MiB: more at some
    # sizes (partly) or at all (holds) cannot be told apart
    v = verdict(memory_rows(DEFAULT, {b: m + 2 for b, m in DEFAULT.items()}, extra_range_mib=3.0))
    assert v.verdict == "inconclusive"
    assert "straddles" in v.measured and "straddles the threshold in batch 1: extra 2 MiB [-1, 5] > 0" in v.measured


def test_c22_not_testable_on_the_cpu():
    skipped = [row("", "point", None, b, status="skipped", reason="needs CUDA: no allocator") for b in exp.BATCHES]
    v = verdict(skipped)
    assert v.verdict == "not testable here" and "needs CUDA" in v.measured
    partial = memory_rows(DEFAULT, DEFAULT)[:-4] + [row("", "point", None, 8192, status="failed", reason="OOM")]
    assert verdict(partial).measured == "batch 8192: failed: OOM"


def test_every_point_is_skipped_on_the_cpu_and_runs_on_cuda():
    for profile in ("default", "full", "quick"):
        for params in exp.SPEC.grid(profile):
            assert exp.SPEC.skip_reason(params, "cpu").startswith("needs CUDA")
            assert exp.SPEC.skip_reason(params, "cuda") is None
    assert [p["batch"] for p in exp.SPEC.grid("default")] == list(exp.BATCHES)


def test_memory_counts_name_their_metrics_and_refuse_the_cpu():
    counts = memory.DeviceMemory(peak_allocated=3, peak_reserved=4, reserved=2, graph_pools=1)
    names = [(m.metric, m.value, m.unit) for m in counts.metrics("compiled", "steady_")]
    assert names == [("steady_peak_allocated_bytes", 3.0, "bytes"), ("steady_peak_reserved_bytes", 4.0, "bytes"),
                     ("steady_reserved_bytes", 2.0, "bytes"), ("steady_graph_pool_bytes", 1.0, "bytes")]
    with pytest.raises(ValueError, match="CPU"):
        memory.device_memory(lambda: None, "cpu")


# --- CPU smoke run of the quick grid ------------------------------------------------------------


def test_quick_grid_is_skipped_with_its_reason_on_the_cpu():
    quick = run_quick("cudagraph_memory")
    assert failures(quick) == []
    assert quick.points and all(p["status"] == "skipped" and "needs CUDA" in p["error"] for p in quick.points)
    v = verdict_of(quick.verdicts, "C22")
    assert v.verdict == "not testable here" and "needs CUDA" in v.measured

"""Verdict rule, grid and CPU smoke run of experiments/cudagraph_memory.py.

Every point needs CUDA, so the CPU smoke run checks that they are skipped with the reason and
that the verdict says why it cannot be given; the rule tests use synthetic merged rows.
"""

from __future__ import annotations

import pytest

from experiments import cudagraph_memory as exp
from generator.runner import memory
from generator.schema import VERDICTS, Row
from generator.spec import processes_for
from tests.experiments.smoke import failures, run_quick, verdict_of

MIB = 1 << 20


def row(variant: str, metric: str, value: float | None, batch: int, status: str = "ok", reason: str = "",
        lo: float | None = None, hi: float | None = None, n: int = 3) -> Row:
    return Row(exp.SPEC.id, variant, {"batch": batch}, metric, value, "bytes", "test", lo=lo, hi=hi, n=n,
               status=status, reason=reason)


def memory_rows(default_mib: dict[int, float], graphs_mib: dict[int, float], extra_range_mib: float = 0.0,
                least_mib: dict[int, float] | None = None, processes: int = 3) -> list[Row]:
    """Merged rows per batch, counted in `processes` processes; the extra's range over processes is
    ±extra_range_mib around it, or from least_mib[batch] (the least extra any process saw) up to it.
    The default mode's peak reserved is the same in every process."""
    out = []
    for batch in exp.BATCHES:
        default, extra = default_mib[batch] * MIB, (graphs_mib[batch] - default_mib[batch]) * MIB
        least = (least_mib or {}).get(batch, (extra / MIB) - extra_range_mib) * MIB
        most = extra + extra_range_mib * MIB
        out += [row("compiled", "steady_peak_reserved_bytes", default, batch, n=processes),
                row("reduce-overhead", "steady_peak_reserved_bytes", graphs_mib[batch] * MIB, batch, n=processes),
                row("reduce-overhead", "steady_graph_pool_bytes", (graphs_mib[batch] - 4) * MIB, batch, n=processes),
                row("reduce-overhead", "extra_peak_reserved_bytes", extra, batch, lo=least, hi=most, n=processes),
                row("reduce-overhead", "extra_peak_reserved_share", extra / default, batch,
                    lo=least / default, hi=most / default, n=processes)]
    return out


DEFAULT = {1: 6.0, 64: 6.0, 1024: 12.0, 8192: 60.0}


def verdict(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C22" and v.verdict in VERDICTS and v.experiment == "cudagraph_memory" and v.rule
    return v


@pytest.mark.parametrize("graphs, expected", [
    ({1: 8.0, 64: 8.0, 1024: 16.0, 8192: 80.0}, "holds"),  # +2 MiB (+33%) at the least
    ({1: 8.0, 64: 6.0, 1024: 16.0, 8192: 60.0}, "partly holds"),  # equal at two sizes
    ({1: 6.0, 64: 6.0, 1024: 12.0, 8192: 50.0}, "does not hold"),
])
def test_c22_follows_material_extra_reserved_memory_at_each_batch(graphs, expected):
    v = verdict(memory_rows(DEFAULT, graphs))
    assert v.verdict == expected
    assert v.measured.startswith(f"batch 1: {graphs[1]:.3g} MiB against 6 MiB (extra ")
    assert "batch 8192:" in v.measured and "in the CUDA-graph pool" in v.measured


def test_c22_one_extra_byte_is_not_extra_memory():
    v = verdict(memory_rows(DEFAULT, {b: m + 1 / MIB for b, m in DEFAULT.items()}))
    assert v.verdict == "does not hold"


def test_c22_the_extra_needs_both_2_mib_and_a_twentieth_of_the_default_modes():
    # +2 MiB is 3% of 60 MiB at 8192 (too small a share); +1 MiB is 17% of 6 MiB at 64 (less than
    # one step of the allocator); 2 MiB of 40 MiB (5%) at 1024 is material, its ends inside
    default = {1: 6.0, 64: 6.0, 1024: 40.0, 8192: 60.0}
    v = verdict(memory_rows(default, {1: 8.0, 64: 7.0, 1024: 42.0, 8192: 62.0}))
    assert v.verdict == "partly holds"
    assert verdict(memory_rows(default, {1: 8.0, 64: 8.0, 1024: 42.0, 8192: 64.0})).verdict == "holds"


def test_c22_a_process_that_saw_no_extra_decides_its_batch():
    # +4 MiB (+67%) by the median at every size, but one process saw none at 1024: the least extra
    # any process saw must be material
    graphs = {1: 10.0, 64: 10.0, 1024: 16.0, 8192: 70.0}
    v = verdict(memory_rows(DEFAULT, graphs, least_mib={1024: 0.0}))
    assert v.verdict == "partly holds"
    assert "extra +4 MiB [0, 4]" in v.measured
    everywhere = verdict(memory_rows(DEFAULT, graphs, least_mib={b: 0.0 for b in exp.BATCHES}))
    assert everywhere.verdict == "does not hold"


def test_c22_counted_in_fewer_than_three_processes_is_inconclusive():
    v = verdict(memory_rows(DEFAULT, {1: 8.0, 64: 8.0, 1024: 16.0, 8192: 80.0}, processes=1))
    assert v.verdict == "inconclusive"
    assert v.measured.endswith("inconclusive: counted in fewer than 3 processes (batch 1 in 1, batch 64 in 1, "
                               "batch 1024 in 1, batch 8192 in 1); 2 more processes would decide it")
    # a bundle from before the share was counted (one process, no share rows) reads the same
    old = [r for r in memory_rows(DEFAULT, DEFAULT, processes=1) if r.metric != "extra_peak_reserved_share"]
    assert verdict(old).verdict == "inconclusive"


def test_c22_states_the_extra_as_a_share():
    v = verdict(memory_rows(DEFAULT, {1: 9.0, 64: 8.0, 1024: 16.0, 8192: 80.0}))
    assert "batch 1: 9 MiB against 6 MiB (extra +3 MiB, +50%; 5 MiB of the 9 in the CUDA-graph pool)" in v.measured


def test_c22_not_testable_on_the_cpu():
    skipped = [row("", "point", None, b, status="skipped", reason="needs CUDA: no allocator") for b in exp.BATCHES]
    v = verdict(skipped)
    assert v.verdict == "not testable here" and "needs CUDA" in v.measured
    partial = memory_rows(DEFAULT, DEFAULT)[:-5] + [row("", "point", None, 8192, status="failed", reason="OOM")]
    assert verdict(partial).measured == "batch 8192: failed: OOM"


def test_three_processes_count_the_memory_on_cuda():
    # the capture process counts memory too (the counts are not timings): two timed processes give three
    for profile in ("default", "quick"):
        assert processes_for(exp.SPEC.replicates_for(profile), "cuda") >= exp.MIN_PROCESSES


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

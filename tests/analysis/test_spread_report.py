"""generator/analysis/spread.py: how runs of one setting agree, speedup by speedup and verdict by verdict."""

from __future__ import annotations

import pytest

from generator.analysis import text as words
from generator.analysis.spread import NO_VERDICT, apart_gpu_bound
from generator.schema import LabError
from generator.store import bundle as store
from tests.fixtures.runs import ARTICLE, LARGE, make_bundle, other, picks, report, timed


def test_agreeing_runs_cover_every_pair_and_exit_zero():
    r = report(make_bundle(), make_bundle(article=1.31), make_bundle(article=1.29))
    # 4 speedups (2 across processes, 2 in one process) x 3 runs x 2 others = 24 ordered pairs
    assert r.coverage == "24 of 24 pairs (100.0%)"
    assert r.exit_code == 0 and not r.differing
    assert {p.metric for p in r.points} == {"speedup"}  # latency, and a "range" interval, are not compared
    assert len(r.one_process) == 2 and all(p.experiment == "compile_modes" for p in r.one_process)


def test_a_run_outside_the_interval_counts_misses_and_exits_one():
    r = report(make_bundle(), make_bundle(), make_bundle(article=1.3 * 1.2))
    point = next(p for p in r.points if p.params == ARTICLE)
    assert point.misses() == [(1, 3), (2, 3), (3, 1), (3, 2)]
    assert point.apart == pytest.approx(0.2)
    assert r.coverage == "20 of 24 pairs (83.3%)"
    assert r.exit_code == 1


def test_verdicts_side_by_side_flag_the_ones_that_differ():
    r = report(make_bundle(), make_bundle(c3="holds"))
    assert [(c.claim, c.experiment) for c in r.differing] == [("C3", "one_line_speedup")]
    assert {(c.claim, c.experiment) for c in r.claims} == {("C3", "one_line_speedup"), ("C4", "one_line_speedup"),
                                                          ("C14", "compile_modes")}
    assert r.exit_code == 1
    assert "Verdicts differing between runs: 1 of 3 (C3 by one_line_speedup)." in words.summary(r)


def test_a_measured_experiment_that_decided_nothing_differs_from_one_that_did():
    silent = make_bundle()
    silent.experiments["compile_modes"].verdicts = []
    claim = next(c for c in report(make_bundle(), silent).claims if c.claim == "C14")
    assert claim.verdicts == ("partly holds", NO_VERDICT) and claim.differs


def test_a_speedup_whose_compiled_side_waits_on_the_host_is_not_gpu_bound():
    """Eager keeps the GPU busy, the compiled call does not in one run: the CPU sets its pace there."""
    r = report(make_bundle(), make_bundle(compiled_busy=0.6))
    assert r.gpu_bound == []
    point = next(p for p in r.points if p.params == LARGE)
    assert point.gpu_busy == pytest.approx(0.6)


def test_a_speedup_whose_compiled_side_waited_on_the_host_in_one_process_is_not_gpu_bound():
    """The runs' mean GPU-busy shares (95% and 93%) pass, but in one timed process of run 2 the
    compiled call took 1.25× its GPU time: that process's host set its pace, so the point is not
    GPU-bound; with every process at its GPU time it is."""
    steady = report(timed(make_bundle(), (1.03, 1.04, 1.03)), timed(make_bundle(), (1.02, 1.05, 1.04)))
    assert [p.params for p in steady.gpu_bound] == [LARGE]
    assert steady.gpu_bound[0].gpu_busy == pytest.approx(1 / 1.05)
    waited = report(timed(make_bundle(), (1.03, 1.04, 1.03)), timed(make_bundle(), (1.02, 1.25, 1.04)))
    assert waited.gpu_bound == []
    assert next(p for p in waited.points if p.params == LARGE).gpu_busy == pytest.approx(0.8)


def test_a_process_whose_kernels_tuned_otherwise_than_the_capture_is_not_read_as_waiting_on_the_host():
    """The GPU time is profiled in the capture process. A timed process whose autotuning picked a
    slower launch setting ran a longer kernel, not a call waiting on the host: the capture's GPU
    time does not say how busy it was, so it does not take the point out of the GPU-bound ones,
    and the run's spread shows among them."""
    def traced(bundle: store.Bundle, compiled_s: tuple[float, ...]) -> store.Bundle:
        timed(bundle, compiled_s).experiments["one_line_speedup"].artifacts = {
            "batch-16384_model-article/output_code.py": "# kernel path: /tmp/c/inductor/4s/cabc.py\n"
            "triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '')\n"}
        return bundle

    runs = traced(make_bundle(), (1.03, 1.04, 1.03)), traced(make_bundle(large=1.06), (1.02, 1.25, 1.04))
    assert report(*runs).gpu_bound == []  # without picks: the slow process reads as waiting on the host
    # capture process A; run 2's second timed process picked B: left out of the busy share
    tuned = report(*runs, picks=[picks("A", "A", "A", "A"), picks("A", "A", "B", "A")])
    assert [p.params for p in tuned.gpu_bound] == [LARGE]
    assert tuned.gpu_bound[0].gpu_busy == pytest.approx(1 / 1.04)
    assert "`triton_poi_fused_0`: B in run 2 process 2" in tuned.gpu_bound[0].launches
    assert (tuned.gpu_bound[0].left_out, tuned.gpu_bound[0].untold) == (1, 0)
    assert any(line.startswith("Timed processes whose compiled side was left out") and "1 at 1 speedups" in line
               for line in words.summary(tuned))
    # the same slow process with the capture's own pick is still a call that waited
    same = report(*runs, picks=[picks("A", "A", "A", "A"), picks("A", "A", "A", "A")])
    assert same.gpu_bound == []
    # every timed process of run 2 tuned otherwise: its compiled side's share is not known, so the
    # point is not counted GPU-bound, and the summary says why
    untold = report(*runs, picks=[picks("A", "A", "A", "A"), picks("A", "B", "B", "B")])
    point = next(p for p in untold.points if p.params == LARGE)
    assert untold.gpu_bound == [] and point.gpu_busy is None and point.untold == 1
    assert any("whether they are GPU-bound is not known" in line for line in words.summary(untold))
    # eager's side counts in every process, a left-out one too: an eager call waiting on the host shows
    slow_eager = traced(make_bundle(large=1.06), (1.02, 1.04, 1.04))
    slow_eager.experiments["one_line_speedup"].samples[2]["seconds"] = [1.3] * 4  # replicate 2's eager side
    waited = report(runs[0], slow_eager, picks=[picks("A", "A", "A", "A"), picks("A", "A", "B", "A")])
    assert waited.gpu_bound == []


def test_one_experiment_restricts_points_and_verdicts():
    r = report(make_bundle(), make_bundle(c3="holds"), experiment="compile_modes")
    assert {p.experiment for p in r.points} == {"compile_modes"}
    assert [c.claim for c in r.claims] == ["C14"] and r.exit_code == 0


def test_a_named_metric_compares_its_rows_with_an_interval():
    r = report(make_bundle(), make_bundle(), experiment="one_line_speedup", metric="latency_ms")
    assert [(p.metric, p.params) for p in r.points] == [("latency_ms", ARTICLE)]


def test_refusals_are_one_line():
    with pytest.raises(LabError, match="at least two runs"):
        report(make_bundle())
    with pytest.raises(LabError, match="differ in device, release or profile"):
        report(make_bundle(), make_bundle(profile="full"))
    changed = make_bundle()
    changed.experiments["compile_modes"].source_hash = "other"
    with pytest.raises(LabError, match="measured 'compile_modes' differently"):
        report(make_bundle(), changed, experiment="compile_modes")
    with pytest.raises(LabError, match="no experiment 'nonesuch'"):
        report(make_bundle(), make_bundle(), experiment="nonesuch")


@pytest.mark.parametrize("field, value", [("method", "other measuring code"), ("profile", "full")])
def test_an_experiment_measured_with_other_measuring_code_or_in_another_profile_is_not_compared(field, value):
    changed = make_bundle()
    setattr(changed.experiments["compile_modes"], field, value)
    r = report(make_bundle(), changed)
    assert {p.experiment for p in r.points} == {"one_line_speedup"}
    assert any("compile_modes: measured differently" in why for why in r.left_out)


def test_whole_bundles_leave_out_what_cannot_be_compared_and_say_why():
    changed, partial = make_bundle(), make_bundle()
    changed.experiments["compile_modes"].source_hash = "other"
    r = report(make_bundle(), changed)
    assert {p.experiment for p in r.points} == {"one_line_speedup"}
    assert any("compile_modes: measured differently" in why for why in r.left_out)
    del partial.experiments["compile_modes"]
    r = report(make_bundle(), partial, make_bundle())  # the partial run has "–" for what it lacks
    modes = [p for p in r.points if p.experiment == "compile_modes"]
    assert modes and all(p.rows[1] is None and p.checks == 2 for p in modes)
    c14 = next(c for c in r.claims if c.claim == "C14")
    assert c14.verdicts[1] is None and not c14.differs


def test_gpu_bound_speedups_beyond_the_bar_show_each_process_of_each_run():
    def with_samples(bundle: store.Bundle, compiled_s: tuple[float, ...]) -> store.Bundle:
        samples = [{"params": LARGE, "comparison": "latency", "variant": v, "replicate": i + 1, "calls_per_sample": 1,
                    "seconds": [s] * 4} for i, c in enumerate(compiled_s) for v, s in (("eager", 1.0), ("compiled", c))]
        bundle.experiments["one_line_speedup"].samples = samples
        return bundle

    steady = with_samples(make_bundle(large=1.0), (1.0, 1.0, 1.0))
    slowed = with_samples(make_bundle(large=0.95), (1.0, 1.0 / 0.86, 1.0))  # one process ran 14% slower
    rep = report(steady, slowed)
    apart = apart_gpu_bound(rep)
    assert [p.params for p in apart] == [LARGE]
    assert [words.processes_cell(v) for v in apart[0].per_process] == ["1, 1, 1", "1, 0.86, 1"]
    from generator.commands.spread import processes_table, text

    assert "| one_line_speedup | batch=16384, model=article | compiled | 5.26% | 1, 1, 1 | 1, 0.86, 1 |" in processes_table(rep)
    assert "process by process" in text(rep)
    assert processes_table(report(steady, with_samples(make_bundle(large=1.0), (1.0, 1.0, 1.0)))) == ""

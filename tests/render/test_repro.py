"""Tests for the spread report over whole bundles and the reproducibility page of a device."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from generator.render import repro, site
from generator.schema import ExperimentResult, LabError, Row, Verdict
from generator.store import bundle as store

UUID_A, UUID_B = "GPU-1a2b3c4d-0000-1111-2222-333344445555", "GPU-9f9f9f9f-0000-1111-2222-333344445555"
ARTICLE = {"batch": 1024, "model": "article"}
LARGE = {"batch": 16384, "model": "article"}
SMALL = {"batch": 1}


def speedup(eid: str, params: dict[str, Any], value: float, interval: str = "process", metric: str = "speedup",
            variant: str = "compiled") -> Row:
    """A speedup row with a ±5% interval of the given kind."""
    return Row(experiment=eid, variant=variant, params=params, metric=metric, value=value, unit="x",
               stat="ratio of medians per process", lo=value * 0.95, hi=value * 1.05, n=3, better="higher",
               interval=interval, spread="95% interval")


def other(eid: str, params: dict[str, Any], metric: str, value: float, unit: str, variant: str = "eager",
          interval: str = "bootstrap", better: str = "") -> Row:
    return Row(experiment=eid, variant=variant, params=params, metric=metric, value=value, unit=unit,
               stat="median", lo=value * 0.9, hi=value * 1.1, n=3, better=better, interval=interval)


def result(eid: str, rows: list[Row], verdicts: dict[str, str], replicates: int = 3) -> ExperimentResult:
    points = list({str(sorted(r.params.items())): dict(r.params) for r in rows}.values())
    return ExperimentResult(
        id=eid, title=eid.replace("_", " "), section="§2", claims=tuple(verdicts) or ("C1",), summary="",
        status="ok", error="", source_hash="src", replicates=replicates, seconds=1.0, rows=rows,
        verdicts=[Verdict(c, v, "measured", "rule", eid) for c, v in verdicts.items()],
        points=[{"params": p, "status": "ok", "error": ""} for p in points])


def make_bundle(*, article: float = 1.3, large: float = 1.0, c3: str = "does not hold", uuid: str | None = UUID_A,
                seconds: float = 300.0, profile: str = "default", compiled_busy: float = 0.93) -> store.Bundle:
    """Two experiments: one across processes (with GPU busy shares), one in one process; a report-wide verdict."""
    one_line = result("one_line_speedup", [
        speedup("one_line_speedup", ARTICLE, article), speedup("one_line_speedup", LARGE, large),
        other("one_line_speedup", ARTICLE, "gpu_busy", 0.4, "share"),
        other("one_line_speedup", LARGE, "gpu_busy", 0.95, "share"),
        other("one_line_speedup", ARTICLE, "gpu_busy", 0.3, "share", variant="compiled"),
        other("one_line_speedup", LARGE, "gpu_busy", compiled_busy, "share", variant="compiled"),
        other("one_line_speedup", ARTICLE, "latency_ms", 0.1, "ms", better="lower"),
        speedup("one_line_speedup", ARTICLE, 1.2, interval="range", metric="article_speedup"),
    ], {"C3": c3, "C4": "does not hold"}, replicates=5)
    modes = result("compile_modes", [speedup("compile_modes", SMALL, 0.8, interval="bootstrap", variant="default"),
                                     speedup("compile_modes", SMALL, 1.5, interval="bootstrap", variant="reduce-overhead")],
                   {"C14": "partly holds"}, replicates=1)
    fp = {"torch": "2.11.0+cu130", "release": "2.11", "device": "cuda", "device_name": "NVIDIA H200",
          "device_key": "nvidia-h200", "cpu": "Intel(R) Xeon(R) Processor", "cpu_count": 16, "host_id": "0badc0de", "env": {},
          "git": {"commit": "a" * 40, "dirty": False, "source": "git"}}
    if uuid:
        fp["gpu_uuid"] = uuid
    header = {"created": "2026-12-01T10:00:00+00:00", "profile": profile, "fingerprint": fp, "peaks": {},
              "measure_seconds": seconds, "verdicts": [dataclasses.asdict(Verdict("C24", "partly holds", "gm", "rule", "report"))]}
    return store.Bundle(header, {"one_line_speedup": one_line, "compile_modes": modes})


def report(*bundles: store.Bundle, **kw: Any) -> repro.SpreadReport:
    return repro.spread_report(list(bundles), [f"run{i + 1}" for i in range(len(bundles))], **kw)


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
                                                          ("C14", "compile_modes"), ("C24", "report")}
    assert r.exit_code == 1
    assert "Verdicts differing between runs: 1 of 4 (C3 by one_line_speedup)." in repro.summary(r)


def test_a_measured_experiment_that_decided_nothing_differs_from_one_that_did():
    silent = make_bundle()
    silent.experiments["compile_modes"].verdicts = []
    claim = next(c for c in report(make_bundle(), silent).claims if c.claim == "C14")
    assert claim.verdicts == ("partly holds", repro.NO_VERDICT) and claim.differs


def test_a_speedup_whose_compiled_side_waits_on_the_host_is_not_gpu_bound():
    """Eager keeps the GPU busy, the compiled call does not in one run: the CPU sets its pace there."""
    r = report(make_bundle(), make_bundle(compiled_busy=0.6))
    assert r.gpu_bound == []
    point = next(p for p in r.points if p.params == LARGE)
    assert point.gpu_busy == pytest.approx(0.6)


def timed(bundle: store.Bundle, compiled_s: tuple[float, ...]) -> store.Bundle:
    """The bundle with GPU times at LARGE (1 s per call on both sides) and one latency sample set per
    timed process: eager 1.02 s, compiled as given, replicate indices from 1 (0 captured)."""
    res = bundle.experiments["one_line_speedup"]
    res.rows += [other("one_line_speedup", LARGE, "gpu_time_ms", 1000.0, "ms", v) for v in ("eager", "compiled")]
    res.samples = [{"params": LARGE, "comparison": "latency", "variant": v, "replicate": i + 1,
                    "calls_per_sample": 1, "seconds": [t] * 4}
                   for i, c in enumerate(compiled_s) for v, t in (("eager", 1.02), ("compiled", c))]
    return bundle


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

    def picks(*labels: str) -> dict:
        return {"experiments": ["one_line_speedup"],
                "processes": {str(i + 1): {"4s/x.best_config": label} for i, label in enumerate(labels)}}

    runs = traced(make_bundle(), (1.03, 1.04, 1.03)), traced(make_bundle(large=1.06), (1.02, 1.25, 1.04))
    assert report(*runs).gpu_bound == []  # without picks: the slow process reads as waiting on the host
    # capture process A; run 2's second timed process picked B: left out of the busy share
    tuned = report(*runs, picks=[picks("A", "A", "A", "A"), picks("A", "A", "B", "A")])
    assert [p.params for p in tuned.gpu_bound] == [LARGE]
    assert tuned.gpu_bound[0].gpu_busy == pytest.approx(1 / 1.04)
    assert "`triton_poi_fused_0`: B in run 2 process 2" in tuned.gpu_bound[0].launches
    assert (tuned.gpu_bound[0].left_out, tuned.gpu_bound[0].untold) == (1, 0)
    assert any(line.startswith("Timed processes whose compiled side was left out") and "1 at 1 speedups" in line
               for line in repro.summary(tuned))
    # the same slow process with the capture's own pick is still a call that waited
    same = report(*runs, picks=[picks("A", "A", "A", "A"), picks("A", "A", "A", "A")])
    assert same.gpu_bound == []
    # every timed process of run 2 tuned otherwise: its compiled side's share is not known, so the
    # point is not counted GPU-bound, and the summary says why
    untold = report(*runs, picks=[picks("A", "A", "A", "A"), picks("A", "B", "B", "B")])
    point = next(p for p in untold.points if p.params == LARGE)
    assert untold.gpu_bound == [] and point.gpu_busy is None and point.untold == 1
    assert any("whether they are GPU-bound is not known" in line for line in repro.summary(untold))
    # eager's side counts in every process, a left-out one too: an eager call waiting on the host shows
    slow_eager = traced(make_bundle(large=1.06), (1.02, 1.04, 1.04))
    slow_eager.experiments["one_line_speedup"].samples[2]["seconds"] = [1.3] * 4  # replicate 2's eager side
    waited = report(runs[0], slow_eager, picks=[picks("A", "A", "A", "A"), picks("A", "A", "B", "A")])
    assert waited.gpu_bound == []


def test_summary_says_which_runs_started_cold():
    cold, warm, old = make_bundle(), make_bundle(), make_bundle()
    cold.header["caches_at_start"] = {"inductor_files": 0, "triton_files": 0}
    warm.header["caches_at_start"] = {"inductor_files": 12, "triton_files": 30}
    lines = repro.summary(report(cold, warm, old))
    assert ("Run 1 started with empty compile caches (Inductor and Triton). Cached compiles at the start: "
            "run 2 (42 files). Run 3 recorded no cache state (bundles from before it was kept).") in lines


def test_summary_names_gpu_bound_spread_seconds_and_one_machine():
    r = report(make_bundle(large=1.0, seconds=300), make_bundle(large=1.03, seconds=320.4))
    assert [p.params for p in r.gpu_bound] == [LARGE]  # GPU busy 95% and 93% there, 40% at batch 1024
    lines = repro.summary(r)
    assert not any("none measured" in line for line in lines)  # GPU-bound ones were measured
    assert any(line.startswith("GPU-bound speedups (eager and variant GPU busy ≥ 90% in every timed process; the variant's side where its kernels tuned as in the profiled capture process): 1, at most 3.00% apart; "
                               "1 beyond") for line in lines)
    assert "Measure stage: run 1 300 s; run 2 320 s." in lines
    assert "Both runs came from one machine (`GPU-1a2b3c4d`)." in lines
    assert any("one-process interval" in line and ": 2 of 4" in line for line in lines)


def test_machines_are_said_plainly():
    several = report(make_bundle(), make_bundle(uuid=UUID_B), make_bundle(uuid=None))
    assert repro.machines(several.runs) == ("The runs came from 2 different machines (`GPU-1a2b3c4d`: run 1; "
                                            "`GPU-9f9f9f9f`: run 2). Run 3 recorded no GPU UUID.")


def test_one_gpu_on_two_os_builds_is_two_machines_of_one_setting():
    builds = ("Linux-6.18.44-fc-v1252-gpu-x86_64-with-glibc2.39", "Linux-6.18.44-fc-v1147-gpu-x86_64-with-glibc2.39")
    before, after = make_bundle(), make_bundle()
    before.fingerprint["os"], after.fingerprint["os"] = builds
    r = report(before, after)  # compared: the OS build is the machine's, not the setting's
    assert repro.machines(r.runs) == (f"The runs came from 2 different machines (`GPU-1a2b3c4d` with OS `{builds[0]}`: "
                                      f"run 1; `GPU-1a2b3c4d` with OS `{builds[1]}`: run 2).")
    text = site.reproducibility_page(before, [("run1", after)])
    assert f"| 2: run1 | 2026-12-01T10:00:00+00:00 | 300 s | `GPU-1a2b3c4d` | Intel(R) Xeon(R) Processor | `{builds[1]}` |" \
        in text


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
    partial.header["verdicts"][0]["verdict"] = "holds"  # spans less than the others' report-wide verdict
    r = report(make_bundle(), partial, make_bundle())  # the partial run has "–" for what it lacks
    modes = [p for p in r.points if p.experiment == "compile_modes"]
    assert modes and all(p.rows[1] is None and p.checks == 2 for p in modes)
    c24 = next(c for c in r.claims if c.claim == "C24")
    assert c24.verdicts == ("partly holds", None, "partly holds") and not c24.differs
    assert next(c for c in r.claims if c.claim == "C14").verdicts[1] is None


def _rerun(path: Path, bundle: store.Bundle) -> Path:
    """A re-run as stored beside a published bundle: bundle.json and rows.csv only."""
    store.write(bundle, path)
    for name in ("kernels.csv", "samples.json"):
        (path / name).unlink()
    return path


def test_read_run_tolerates_a_rerun_without_kernels_or_samples(tmp_path):
    path = _rerun(tmp_path / "run1", make_bundle(article=1.4))
    run = repro.read_run(path)
    assert run.experiments["one_line_speedup"].kernels == []
    assert next(p for p in report(make_bundle(), run).points if p.params == ARTICLE).rows[1].value == pytest.approx(1.4)
    assert sorted(p.name for p in path.iterdir()) == ["bundle.json", "rows.csv"]  # left as it was


def test_page_without_reruns_says_how_to_make_them():
    text = site.reproducibility_page(make_bundle(), [])
    assert "No re-runs yet" in text and "scripts/device_report.sh" in text
    assert "results/reruns/nvidia-h200-torch2.11.0/run1/" in text


def test_page_with_reruns_shows_runs_verdicts_and_spread(tmp_path):
    reruns_dir = tmp_path / "reruns"
    _rerun(reruns_dir / "nvidia-h200-torch2.11.0" / "run1", make_bundle(c3="holds", uuid=UUID_B))
    _rerun(reruns_dir / "nvidia-h200-torch2.11.0" / "run2", make_bundle(profile="full"))
    (reruns_dir / "nvidia-h200-torch2.11.0" / "run3").mkdir()  # copied without its files
    docs = tmp_path / "docs"
    nav = site.render_release([make_bundle()], "2.11", docs, reruns_dir=reruns_dir)
    section = next(v for entry in nav for k, v in entry.items() if k == "NVIDIA H200")
    assert {"Reproducibility": "devices/nvidia-h200/reproducibility.md"} in section
    text = (docs / "devices" / "nvidia-h200" / "reproducibility.md").read_text()
    assert "| 2: run1 | 2026-12-01T10:00:00+00:00 | 300 s | `GPU-9f9f9f9f` |" in text
    assert "The runs came from 2 different machines" in text
    assert "Not compared: re-run `run2` measured another setting" in text
    assert "- run3: a run needs bundle.json and rows.csv" in text and str(tmp_path) not in text
    c3 = next(line for line in text.splitlines() if line.startswith("| [C3]"))
    assert "**differs**" in c3 and "holds" in c3
    assert "Intervals holding the other runs' values: 8 of 8 pairs (100.0%)." in text
    speedups = text.split("## Speedups per run")[1]
    assert "(one process)" in speedups and "across processes" not in speedups  # only the exception is marked


def test_page_names_the_launch_picks_that_differed_at_a_gpu_bound_point_beyond_the_bar(tmp_path):
    from generator import launches

    def traced(bundle: store.Bundle, compiled_s: tuple[float, ...]) -> store.Bundle:
        res = timed(bundle, compiled_s).experiments["one_line_speedup"]
        res.artifacts = {"batch-16384_model-article/output_code.py":
                         "# kernel path: /tmp/c/inductor/4s/cabc.py\n"
                         "triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '')\n"}
        bundle.header["processes"] = [{"process": 1, "capture_only": ["one_line_speedup"]}]
        return bundle

    def picks(*labels: str) -> dict:
        return {"experiments": ["one_line_speedup"],
                "processes": {str(i + 1): {"4s/x.best_config": label} for i, label in enumerate(labels)}}

    reruns_dir = tmp_path / "results" / "reruns"
    published = traced(make_bundle(large=1.0), (1.02, 1.02, 1.02))
    rerun = traced(make_bundle(large=1.04), (1.02, 1.10, 1.02))
    store.write(rerun, reruns_dir / "nvidia-h200-torch2.11.0" / "run2")  # samples kept: processes can be told
    (tmp_path / "results" / "nvidia-h200-torch2.11.0").mkdir(parents=True)
    (tmp_path / "results" / "nvidia-h200-torch2.11.0" / launches.FILE).write_text(
        json.dumps(picks("A", "A", "A", "A")))
    (reruns_dir / "nvidia-h200-torch2.11.0" / "run2" / launches.FILE).write_text(json.dumps(picks("A", "A", "B", "A")))
    docs = tmp_path / "docs"
    site.render_release([published], "2.11", docs, reruns_dir=reruns_dir)
    text = (docs / "devices" / "nvidia-h200" / "reproducibility.md").read_text()
    assert "| launch picks that differed |" in text
    assert "`triton_poi_fused_0`: B in run 2 process 2; A in the 5 others |" in text


def test_device_and_experiment_pages_say_which_machine(tmp_path):
    docs = tmp_path / "docs"
    site.render_release([make_bundle()], "2.11", docs, reruns_dir=tmp_path / "none")
    home = (docs / "devices" / "nvidia-h200" / "index.md").read_text()
    page = (docs / "devices" / "nvidia-h200" / "one_line_speedup.md").read_text()
    assert "one machine (GPU `GPU-1a2b3c4d`)" in home and "[reproducibility](reproducibility.md)" in home
    assert "1 capture + 4 timed processes · one machine (GPU `GPU-1a2b3c4d`)" in page
    old = make_bundle(uuid=None)
    assert "machine not recorded" in site.device_page(old)



def test_summary_says_which_calibration_the_runs_took_and_whether_it_came_from_them():
    earlier = {"digest": "0123456789abcdef", "runs": [{"commit": "b" * 40, "created": "2026-11-30T10:00:00+00:00"},
                                                      {"commit": "b" * 40, "created": "2026-11-30T11:00:00+00:00"}]}
    fresh = [make_bundle(), make_bundle()]
    for b in fresh:
        b.header["between_runs"] = earlier
    text = " ".join(repro.summary(report(*fresh)))
    assert ("Every run took the spread between runs measured from 2 earlier runs at commit bbbbbbb (calibration "
            "`0123456789abcdef`); none of the runs compared here is among them") in text
    inside = {**earlier, "runs": [*earlier["runs"], {"commit": "a" * 40, "created": "2026-12-01T10:00:00+00:00"}]}
    for b in fresh:
        b.header["between_runs"] = inside
    text = " ".join(repro.summary(report(*fresh)))
    assert "measured from 3 earlier runs, at 2 commits (aaaaaaa, bbbbbbb)" in text
    assert "runs 1 and 2 are among them, so this check is partly in-sample" in text
    even = {**earlier, "runs": [*earlier["runs"], *({"commit": "a" * 40, "created": f"2026-12-01T1{i}:00:00+00:00"}
                                                    for i in range(2))]}
    assert repro.runs_at(even["runs"]) == "4 earlier runs, 2 at each of 2 commits (aaaaaaa, bbbbbbb)"
    fresh[1].header["between_runs"] = {}
    text = " ".join(repro.summary(report(*fresh)))
    assert ("Run 2 took no spread between runs (no calibration for this setting): those intervals cover one "
            "run's processes") in text
    assert "Run 1 took the spread between runs measured from 3 earlier runs" in text
    assert "recorded no calibration" in " ".join(repro.summary(report(make_bundle(), make_bundle())))


def test_the_method_section_says_what_spread_between_runs_each_experiment_took():
    from generator.render.experiment import method

    calibrated = dataclasses.replace(make_bundle().experiments["one_line_speedup"],
                                     between_runs={"ratio/host": 0.05, "once/host": 0.1})
    text = method(calibrated, {"runs": [{"commit": "b" * 40}, {"commit": "b" * 40}]})
    assert ("the spread between whole runs measured from 2 earlier runs of this setting at commit bbbbbbb: here ±10.5% "
            "for values measured once per run (cold compiles), ±5.1% for speedups") in text
    plain = method(make_bundle().experiments["one_line_speedup"])
    assert "none measured for this setting. These intervals cover processes of one run on one machine" in plain
    owned = dataclasses.replace(make_bundle().experiments["one_line_speedup"],
                                between_runs={"ratio/own": 0.01, "ratio/own_n": 12.0, "once/own": 0.2, "once/own_n": 1.0,
                                              "once/host": 0.1})
    text = method(owned, {"runs": [{"commit": "b" * 40}] * 24})
    assert ("each comparison measured in all of those runs that hold this experiment takes its own, with its process "
            "spread pooled over those runs and this one (1 cold compile: median ±22.1%; 12 speedups: median ±1.0%); the others the pooled spread of their kind: "
            "±10.5% for values measured once per run (cold compiles)") in text


def test_gpu_bound_speedups_beyond_the_bar_show_each_process_of_each_run():
    def with_samples(bundle: store.Bundle, compiled_s: tuple[float, ...]) -> store.Bundle:
        samples = [{"params": LARGE, "comparison": "latency", "variant": v, "replicate": i + 1, "calls_per_sample": 1,
                    "seconds": [s] * 4} for i, c in enumerate(compiled_s) for v, s in (("eager", 1.0), ("compiled", c))]
        bundle.experiments["one_line_speedup"].samples = samples
        return bundle

    steady = with_samples(make_bundle(large=1.0), (1.0, 1.0, 1.0))
    slowed = with_samples(make_bundle(large=0.95), (1.0, 1.0 / 0.86, 1.0))  # one process ran 14% slower
    rep = report(steady, slowed)
    apart = repro.apart_gpu_bound(rep)
    assert [p.params for p in apart] == [LARGE]
    assert [repro.processes_cell(v) for v in apart[0].per_process] == ["1, 1, 1", "1, 0.86, 1"]
    from generator.commands.spread import processes_table, text

    assert "| one_line_speedup | batch=16384, model=article | compiled | 5.26% | 1, 1, 1 | 1, 0.86, 1 |" in processes_table(rep)
    assert "process by process" in text(rep)
    assert processes_table(report(steady, with_samples(make_bundle(large=1.0), (1.0, 1.0, 1.0)))) == ""


def test_per_call_medians_read_without_an_exponent():
    assert [repro._us(s) for s in (57.49e-6, 838.2e-6, 4.2718e-3)] == ["57.5 µs", "838 µs", "4,270 µs"]

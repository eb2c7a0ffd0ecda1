"""generator/analysis/text.py: the spread report in words (its summary, machines, calibrations, cells)."""

from __future__ import annotations

from generator.analysis import text as words
from tests.fixtures.runs import LARGE, UUID_B, make_bundle, report


def test_summary_says_which_runs_started_cold():
    cold, warm, old = make_bundle(), make_bundle(), make_bundle()
    cold.header["caches_at_start"] = {"inductor_files": 0, "triton_files": 0}
    warm.header["caches_at_start"] = {"inductor_files": 12, "triton_files": 30}
    lines = words.summary(report(cold, warm, old))
    assert ("Run 1 started with empty compile caches (Inductor and Triton). Cached compiles at the start: "
            "run 2 (42 files). Run 3 recorded no cache state (bundles from before it was kept).") in lines


def test_summary_names_gpu_bound_spread_seconds_and_one_machine():
    r = report(make_bundle(large=1.0, seconds=300), make_bundle(large=1.03, seconds=320.4))
    assert [p.params for p in r.gpu_bound] == [LARGE]  # GPU busy 95% and 93% there, 40% at batch 1024
    lines = words.summary(r)
    assert not any("none measured" in line for line in lines)  # GPU-bound ones were measured
    assert any(line.startswith("GPU-bound speedups (eager and variant GPU busy ≥ 90% in every timed process; the variant's side where its kernels tuned as in the profiled capture process): 1, at most 3.00% apart; "
                               "1 beyond") for line in lines)
    assert "Measure stage: run 1 300 s; run 2 320 s." in lines
    assert "Both runs came from one machine (`GPU-1a2b3c4d`)." in lines
    assert any("one-process interval" in line and ": 2 of 4" in line for line in lines)


def test_machines_are_said_plainly():
    several = report(make_bundle(), make_bundle(uuid=UUID_B), make_bundle(uuid=None))
    assert words.machines(several.runs) == ("The runs came from 2 different machines (`GPU-1a2b3c4d`: run 1; "
                                            "`GPU-9f9f9f9f`: run 2). Run 3 recorded no GPU UUID.")


def test_one_gpu_on_two_os_builds_is_two_machines_of_one_setting():
    builds = ("Linux-6.18.44-fc-v1252-gpu-x86_64-with-glibc2.39", "Linux-6.18.44-fc-v1147-gpu-x86_64-with-glibc2.39")
    before, after = make_bundle(), make_bundle()
    before.fingerprint["os"], after.fingerprint["os"] = builds
    r = report(before, after)  # compared: the OS build is the machine's, not the setting's
    assert words.machines(r.runs) == (f"The runs came from 2 different machines (`GPU-1a2b3c4d` with OS `{builds[0]}`: "
                                      f"run 1; `GPU-1a2b3c4d` with OS `{builds[1]}`: run 2).")


def test_summary_says_which_calibration_the_runs_took_and_whether_it_came_from_them():
    earlier = {"digest": "0123456789abcdef", "runs": [{"commit": "b" * 40, "created": "2026-11-30T10:00:00+00:00"},
                                                      {"commit": "b" * 40, "created": "2026-11-30T11:00:00+00:00"}]}
    fresh = [make_bundle(), make_bundle()]
    for b in fresh:
        b.header["between_runs"] = earlier
    text = " ".join(words.summary(report(*fresh)))
    assert ("Every run took the spread between runs measured from 2 earlier runs at commit bbbbbbb (calibration "
            "`0123456789abcdef`); none of the runs compared here is among them") in text
    inside = {**earlier, "runs": [*earlier["runs"], {"commit": "a" * 40, "created": "2026-12-01T10:00:00+00:00"}]}
    for b in fresh:
        b.header["between_runs"] = inside
    text = " ".join(words.summary(report(*fresh)))
    assert "measured from 3 earlier runs, at 2 commits (aaaaaaa, bbbbbbb)" in text
    assert "runs 1 and 2 are among them, so this check is partly in-sample" in text
    even = {**earlier, "runs": [*earlier["runs"], *({"commit": "a" * 40, "created": f"2026-12-01T1{i}:00:00+00:00"}
                                                    for i in range(2))]}
    assert words.runs_at(even["runs"]) == "4 earlier runs, 2 at each of 2 commits (aaaaaaa, bbbbbbb)"
    fresh[1].header["between_runs"] = {}
    text = " ".join(words.summary(report(*fresh)))
    assert ("Run 2 took no spread between runs (no calibration for this setting): those intervals cover one "
            "run's processes") in text
    assert "Run 1 took the spread between runs measured from 3 earlier runs" in text
    assert "recorded no calibration" in " ".join(words.summary(report(make_bundle(), make_bundle())))


def test_per_call_medians_read_without_an_exponent():
    assert [words._us(s) for s in (57.49e-6, 838.2e-6, 4.2718e-3)] == ["57.5 µs", "838 µs", "4,270 µs"]


def test_summary_gives_the_calibrated_runs_coverage_apart_for_the_runs_their_calibration_was_not_made_from():
    calibrated, source, fresh = make_bundle(article=1.0), make_bundle(article=1.2), make_bundle(article=1.02)
    source.header["created"], fresh.header["created"] = "2026-12-02T10:00:00+00:00", "2026-12-03T10:00:00+00:00"
    calibrated.header["between_runs"] = {"digest": "0123456789abcdef",
                                         "runs": [{"commit": "b" * 40, "created": source.header["created"]}]}
    # run 1's ±5% interval at the article's point misses run 2's 1.2 and holds run 3's 1.02; at the
    # three other compared speedups every run measured alike
    assert ("Intervals of the runs that took a calibration (run 1): they hold the values of runs it was not made "
            "from in 4 of 4 pairs (100.0%), and those of every other run in 7 of 8 pairs (87.5%).") \
        in words.summary(report(calibrated, source, fresh))
    assert not any(line.startswith("Intervals of the runs that took")
                   for line in words.summary(report(make_bundle(), make_bundle())))

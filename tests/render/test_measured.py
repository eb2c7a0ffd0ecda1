"""generator/render/measured.py: an experiment measured in another profile, or in parts (measure --points), says so on its page."""

from __future__ import annotations

from generator.render import measured
from generator.schema import ExperimentResult
from generator.store.bundle import Bundle


def _result(profile: str, measured: list[str]) -> ExperimentResult:
    points = [{"params": {"model": f"m{i}"}, "status": "ok", "error": "", "measured": at}
              for i, at in enumerate(measured)]
    return ExperimentResult(id="model_suite", title="t", section="§6", claims=("C24",), summary="", status="ok",
                            error="", source_hash="s", replicates=3, seconds=1.0, points=points, profile=profile)


def test_an_experiment_of_another_profile_names_both():
    bundle = Bundle(header={"profile": "default"})
    assert measured.profile_note(bundle, _result("default", [])) == "profile `default`"
    assert measured.profile_note(bundle, _result("", [])) == "profile `default`"  # written before results named it
    assert measured.profile_note(bundle, _result("full", [])) == ("profile `full` (the rest of this device's "
                                                              "report: `default`)")


def test_points_measured_in_parts_say_when_each_part_was():
    one = _result("full", ["2026-12-03T10:00:00+00:00"] * 3)
    assert measured.measured_note(one) == ""
    parts = _result("full", ["2026-12-03T10:00:00+00:00"] * 2 + ["2026-12-04T09:00:00+00:00"])
    note = measured.measured_note(parts)
    assert "3 grid points were measured in 2 parts" in note
    assert "2 at 2026-12-03T10:00:00+00:00, 1 at 2026-12-04T09:00:00+00:00" in note


def test_parts_from_several_machines_name_each_part_s_machine_and_commit():
    parts = _result("full", ["2026-12-03T10:00:00+00:00"] * 2 + ["2026-12-04T09:00:00+00:00"])
    for point, (machine, commit) in zip(parts.points, [("GPU-aaaa1111-2222", "4e662b2973f2")] * 2
                                        + [("GPU-bbbb3333-4444", "39e863d4dbf5")]):
        point.update(machine=machine, commit=commit)
    note = measured.measured_note(parts)
    assert ("on `GPU-aaaa1111` at commit `4e662b2`: 2 at 2026-12-03T10:00:00+00:00; "
            "on `GPU-bbbb3333` at commit `39e863d`: 1 at 2026-12-04T09:00:00+00:00") in note
    bundle = Bundle(header={"profile": "full", "fingerprint": {"device": "cuda", "gpu_uuid": "GPU-bbbb3333-4444"}})
    assert measured.machine_note(bundle, parts) == "2 machines (GPU `GPU-aaaa1111`, GPU `GPU-bbbb3333`)"
    # points without a stamp of their own were measured on the bundle's machine
    for point in parts.points:
        point.pop("machine")
    assert measured.machine_note(bundle, parts) == "one machine (GPU `GPU-bbbb3333`)"
    assert measured.machine_note(bundle) == "one machine (GPU `GPU-bbbb3333`)"


def test_skipped_points_are_no_part_and_no_measured_point():
    parts = _result("full", ["2026-12-03T10:00:00+00:00"] * 2 + ["2026-12-04T09:00:00+00:00"] * 2)
    parts.points[-1]["status"] = "skipped"  # a train step of a model without one, stamped with its part
    note = measured.measured_note(parts)
    assert "3 grid points were measured in 2 parts" in note
    assert "2 at 2026-12-03T10:00:00+00:00, 1 at 2026-12-04T09:00:00+00:00" in note
    parts.points[-2]["status"] = "skipped"  # the later part skipped all it held: one part measured the rest
    assert measured.measured_note(parts) == ""
    for point, machine in zip(parts.points, ["GPU-aaaa1111-2222"] * 2 + ["GPU-bbbb3333-4444"] * 2):
        point["machine"] = machine
    bundle = Bundle(header={"profile": "full", "fingerprint": {"device": "cuda", "gpu_uuid": "GPU-bbbb3333-4444"}})
    assert measured.machine_note(bundle, parts) == "one machine (GPU `GPU-aaaa1111`)"  # the other only skipped


def test_parts_on_two_os_builds_name_both_a_point_without_its_own_taking_its_bundle_s():
    parts = _result("full", ["2026-12-03T10:00:00+00:00"] * 2 + ["2026-12-04T09:00:00+00:00"])
    for point in parts.points:
        point.update(machine="GPU-aaaa1111-2222", commit="4e662b2973f2")
    parts.points[-1]["os"] = "Linux-6.18.44-fc-v1147"  # folded in by combine from a part of that build
    bundle = Bundle(header={"profile": "full", "fingerprint": {"device": "cuda", "gpu_uuid": "GPU-aaaa1111-2222",
                                                               "os": "Linux-6.18.44-fc-v1252"}})
    assert measured.machine_note(bundle, parts) == ("2 machines (GPU `GPU-aaaa1111` with OS `Linux-6.18.44-fc-v1252`, "
                                                "GPU `GPU-aaaa1111` with OS `Linux-6.18.44-fc-v1147`)")
    assert ("on `GPU-aaaa1111` with OS `Linux-6.18.44-fc-v1252` at commit `4e662b2`: 2 at 2026-12-03T10:00:00+00:00; "
            "on `GPU-aaaa1111` with OS `Linux-6.18.44-fc-v1147` at commit `4e662b2`: 1 at 2026-12-04T09:00:00+00:00"
            ) in measured.measured_note(parts, bundle)
    parts.points[-1]["os"] = "Linux-6.18.44-fc-v1252"  # one build: the note names none
    assert measured.machine_note(bundle, parts) == "one machine (GPU `GPU-aaaa1111`)"
    assert "with OS" not in measured.measured_note(parts, bundle)


def test_points_that_went_on_from_a_cut_measure_name_its_processes_and_machines():
    result = _result("default", ["2026-12-06T08:00:00+00:00"] * 3)
    assert measured.resumed_note(result) == ""
    for point in result.points[:2]:
        point.update(machine="GPU-bbbb3333-4444", resumed={
            "processes": 2, "measured": "2026-12-06T07:00:00+00:00", "machines": ["GPU-aaaa1111-2222"]})
    note = measured.resumed_note(result)
    assert note.startswith("2 grid points went on from a measure cut short: 4 of their processes ran in that "
                           "earlier measure (from 2026-12-06T07:00:00+00:00) on `GPU-aaaa1111`")
    bundle = Bundle(header={"profile": "default", "fingerprint": {"device": "cuda", "gpu_uuid": "GPU-bbbb3333-4444"}})
    assert measured.machine_note(bundle, result) == "2 machines (GPU `GPU-bbbb3333`, GPU `GPU-aaaa1111`)"


def test_points_stopped_inside_give_their_compile_summed_over_the_jobs_or_the_time_reached():
    result = _result("full", ["2026-12-06T08:00:00+00:00"] * 5)
    assert measured.cut_note(result) == ""
    finished, reached, later, failed, moved = result.points
    finished.update(machine="GPU-aaaa1111-2222", cut_inside=[{"process": 1, "seconds": 212.0, "machine": "GPU-aaaa1111-2222"}])
    reached.update(status="partial", cut={"processes": 0, "planned": 4},
                   cut_inside=[{"process": 1, "seconds": 212.4}, {"process": 1, "seconds": 4700.0}])
    later["cut_inside"] = [{"process": 3, "seconds": 4.0}]
    failed.update(status="failed", cut_inside=[{"process": 1, "seconds": 4700.0}])  # no first call recorded
    moved.update(machine="GPU-bbbb3333-4444", cut_inside=[{"process": 1, "seconds": 4700.0, "machine": "GPU-aaaa1111-2222"}])
    result.values = [{"params": {"model": model}, "replicate": replicate, "variant": mode, "metric": metric, "value": value}
                     for model, replicate, mode, metric, value in [
                         ("m0", 0, "compiled", "compile_cold_s", 40.0),
                         ("m0", 0, "max-autotune-no-cudagraphs", "compile_mixed_s", 8.0),
                         ("m0", 1, "compiled", "compile_warm_s", 3.0),  # a later process's: not the point's cold one
                         ("m0", 0, "compiled", "speedup", 2.0), ("m2", 0, "compiled", "compile_cold_s", 30.0),
                         ("m4", 0, "compiled", "compile_cold_s", 1500.0)]]
    note = measured.cut_note(result)
    lines = {line.split(" | ")[0].strip("| "): line for line in note.splitlines() if line.startswith("| model=")}
    # the first process went on from the stopped one's caches: both modes' 48 s, at most 212 s more
    assert lines["model=m0"] == ("| model=m0 | 212 s (process 1, `GPU-aaaa1111`) | 48 s (40 s cold, 8 s mixed) "
                                 "| 48–260 s over 2 measures |")
    assert lines["model=m1"] == ("| model=m1 | 212 s (process 1) + 4700 s (process 1) | not finished "
                                 "| not finished after 4912 s |")
    # a timed process stopped inside: the point's cold compile was never cut
    assert lines["model=m2"] == "| model=m2 | 4 s (process 3) | — | not stopped: process 1 compiled in one measure |"
    assert lines["model=m3"] == "| model=m3 | 4700 s (process 1) | none recorded | unknown: failed after the stops |"
    # finished on another machine: the stopped process's caches were not there, and the page says so
    assert lines["model=m4"] == ("| model=m4 | 4700 s (process 1, `GPU-aaaa1111`) | 1500 s (1500 s cold) on another "
                                 "machine than the stop: its caches were not there | 1500–6200 s over 2 measures |")
    assert "Still cut short" not in note  # m1 has no process yet: the table says it is not finished


def test_a_point_left_with_some_of_its_processes_is_named_still_cut_short_with_how_many_ran():
    result = _result("full", ["2026-12-06T08:00:00+00:00"] * 3)
    stopped, between, complete = result.points
    stopped.update(cut={"processes": 3, "planned": 4}, cut_inside=[{"process": 4, "seconds": 7.0}])
    between["cut"] = {"processes": 2, "planned": 4}  # the limit came between two of its processes
    note = measured.cut_note(result)
    table, _, said = note.partition("\n\nStill cut short: ")
    assert "| model=m0 | 7 s (process 4) | — |" in table and said
    assert said.startswith("model=m0 (3 of its 4 processes); model=m1 (2 of its 4 processes). The rows of a point "
                           "cut short rest on the processes that ran")
    assert "where the journal of the measure that cut it is kept" in said and "elsewhere it runs them all again" in said
    assert "model=m2" not in note
    del stopped["cut_inside"], stopped["cut"]  # no stop inside any point: the sentence alone
    assert measured.cut_note(result).startswith("Still cut short: model=m1 (2 of its 4 processes). The rows")

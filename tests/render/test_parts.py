"""An experiment measured in another profile, or in parts (measure --points), says so on its page."""

from __future__ import annotations

from generator.render import experiment as page
from generator.schema import ExperimentResult
from generator.store.bundle import Bundle


def _result(profile: str, measured: list[str]) -> ExperimentResult:
    points = [{"params": {"model": f"m{i}"}, "status": "ok", "error": "", "measured": at}
              for i, at in enumerate(measured)]
    return ExperimentResult(id="model_suite", title="t", section="§6", claims=("C24",), summary="", status="ok",
                            error="", source_hash="s", replicates=3, seconds=1.0, points=points, profile=profile)


def test_an_experiment_of_another_profile_names_both():
    bundle = Bundle(header={"profile": "default"})
    assert page.profile_note(bundle, _result("default", [])) == "profile `default`"
    assert page.profile_note(bundle, _result("", [])) == "profile `default`"  # written before results named it
    assert page.profile_note(bundle, _result("full", [])) == ("profile `full` (the rest of this device's "
                                                              "report: `default`)")


def test_points_measured_in_parts_say_when_each_part_was():
    one = _result("full", ["2026-12-03T10:00:00+00:00"] * 3)
    assert page.measured_note(one) == ""
    parts = _result("full", ["2026-12-03T10:00:00+00:00"] * 2 + ["2026-12-04T09:00:00+00:00"])
    note = page.measured_note(parts)
    assert "3 grid points were measured in 2 parts" in note
    assert "2 at 2026-12-03T10:00:00+00:00, 1 at 2026-12-04T09:00:00+00:00" in note

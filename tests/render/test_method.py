"""generator/render/method.py: the Method section names the spreads each experiment's intervals took."""

from __future__ import annotations

import dataclasses

from generator.render.method import method
from tests.fixtures.runs import make_bundle


def test_the_method_section_says_what_spread_between_runs_each_experiment_took():
    calibrated = dataclasses.replace(make_bundle().experiments["one_line_speedup"],
                                     between_runs={"ratio/host": 0.05, "once/host": 0.1})
    text = method(calibrated, {"runs": [{"commit": "b" * 40}, {"commit": "b" * 40}]})
    assert ("the spread between whole runs measured from 2 earlier runs of this setting at commit bbbbbbb: here ±10.5% "
            "for values measured once per run (cold compiles), ±5.1% for speedups") in text
    plain = method(make_bundle().experiments["one_line_speedup"])
    assert "none measured for this setting. These intervals cover processes of one run on one machine" in plain
    owned = dataclasses.replace(make_bundle().experiments["one_line_speedup"],
                                between_runs={"once/host": 0.1},
                                between_own={"ratio": {"median": 0.01, "comparisons": 12.0},
                                             "once": {"median": 0.2, "comparisons": 1.0}})
    text = method(owned, {"runs": [{"commit": "b" * 40}] * 24})
    assert ("each comparison measured in all of those runs that hold this experiment takes its own, with its process "
            "spread pooled over those runs and this one (1 cold compile: median ±22.1%; 12 speedups: median ±1.0%); the others the pooled spread of their kind: "
            "±10.5% for values measured once per run (cold compiles)") in text


def test_a_point_of_another_profile_says_its_calibration_came_from_the_default_profile_s_runs():
    full = dataclasses.replace(make_bundle().experiments["one_line_speedup"], profile="full",
                               between_runs={"ratio/host": 0.05})
    text = method(full, {"runs": [{"commit": "b" * 40}] * 3, "profile": "default"})
    assert "measured from 3 earlier runs of this setting's 'default' profile at commit bbbbbbb: here ±5.1%" in text
    same = dataclasses.replace(full, profile="default")
    assert "3 earlier runs of this setting at commit" in method(same, {"runs": [{"commit": "b" * 40}] * 3,
                                                                       "profile": "default"})

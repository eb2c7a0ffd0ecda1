"""runner/schedule.finish_experiment: a result carries what its spec declares for readers without its code."""

from __future__ import annotations

from generator.runner import discovery, schedule

FP = {"device_name": "cpu", "torch": "2.13.0+cpu"}


def test_a_result_carries_its_specs_charts_and_roles():
    for experiment in discovery.discover():
        result = schedule.finish_experiment(experiment, [], ["crashed"], replicates=1, fp=FP)
        assert result.charts == list(experiment.spec.charts)
        assert result.roles == experiment.spec.roles
        assert result.to_dict()["charts"] == [{"metric": c.metric, "title": c.title} for c in experiment.spec.charts]

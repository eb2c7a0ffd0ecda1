"""CPU smoke run of model_suite's vision models (torchvision's resnet18 and mobilenet_v3, timm's
vit_small) in their small configurations: built, compiled, checked for accuracy and timed.

They need torchvision and timm, which import only beside a CUDA build of torch (PyPI's
torchvision is built against one). The main test environment has a CPU torch, so there this file
skips; `.ci/run` runs it in a second environment with a CUDA build of torch (`make test-vision`),
where REQUIRE_VISION=1 makes a missing package a failure instead of a skip.
"""

from __future__ import annotations

import os

import pytest

from experiments import model_suite as exp
from experiments import models
from tests.experiments.smoke import failures, run_quick

# One inference point per model class; the train-step path is smoked with bert_base in the main
# environment (test_model_suite.py), and resnet18's costs this file's budget a second compile.
POINTS = [("resnet18", "infer"), ("mobilenet_v3", "infer"), ("vit_small", "infer")]


@pytest.fixture(scope="module")
def vision_run():
    missing = next(filter(None, (models.available(model) for model, _ in POINTS)), None)
    if missing:
        if os.environ.get("REQUIRE_VISION") == "1":
            pytest.fail(f"{missing}; REQUIRE_VISION=1 asks for the vision models (make test-vision)")
        pytest.skip(missing)
    grid = [p for p in exp.SPEC.grid("quick") if (p["model"], p["task"]) in POINTS]
    assert len(grid) == len(POINTS), grid  # the quick profile carries every vision point
    return run_quick("model_suite", grid)


def test_every_vision_model_class_builds_compiles_and_passes_its_accuracy_check(vision_run):
    assert failures(vision_run) == []
    ran = {(p["params"]["model"], p["params"]["task"]) for p in vision_run.points if p["status"] == "ok"}
    assert ran == set(POINTS), [p.get("error") for p in vision_run.points]
    for model, task in POINTS:
        rows = [r for r in vision_run.rows if r.params["model"] == model and r.params["task"] == task]
        flag = next(r for r in rows if r.metric == "accuracy_pass")
        assert flag.value == 1.0, (model, task)
        assert any(r.metric == "speedup" and r.value > 0 for r in rows), (model, task)
        assert any(r.metric.startswith("compile_") and r.value > 0 for r in rows), ([r.metric for r in rows], model)


def test_the_vision_models_enter_the_suite_mean(vision_run):
    (mean,) = [m for m in exp.suite_means(vision_run.rows) if m.variant == exp.VARIANT[exp.DEFAULT]]
    assert set(mean.models) == {"resnet18", "mobilenet_v3", "vit_small"} and not mean.failing

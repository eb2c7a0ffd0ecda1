"""Tests for generator/suite.py and the pages that show it: the model suite's geometric means."""

from __future__ import annotations

import pytest

from generator import suite
from generator.diff import compare as diff_compare
from generator.render import changes
from generator.render.experiment import suite_section
from generator.schema import ExperimentResult, Row
from generator.spec import REAL_MODEL_SUITE
from generator.store import bundle as store


SUITE = "model_suite"  # the suite's experiment, as a bundle names it


def rows_of(values: dict[str, float], failing: tuple[str, ...] = ()) -> list[Row]:
    out = []
    for model, value in values.items():
        params = {"model": model, "task": "infer", "dtype": "bf16", "batch": 32, "size": "reference"}
        out += [Row(SUITE, "compiled", params, "speedup", value, "x", "t", value * 0.9, value * 1.1, 60,
                    interval="process", ci_lo=value * 0.95, ci_hi=value * 1.05),
                Row(SUITE, "compiled", params, "accuracy_pass", float(model not in failing), "flag", "t")]
    return out


def test_between_bundles_a_mean_counts_only_models_that_passed_in_both():
    a = rows_of({"resnet18": 2.0, "bert_base": 1.0, "gpt2": 4.0}, failing=("gpt2",))
    b = rows_of({"resnet18": 2.0, "bert_base": 2.0, "gpt2": 4.0, "vit_small": 8.0}, failing=("resnet18",))
    (pair,) = suite.compare(a, b)
    assert pair.a.models == pair.b.models == ("bert_base",)
    assert pair.a.value == pytest.approx(1.0) and pair.b.value == pytest.approx(2.0)
    assert set(pair.left_out) == {"resnet18", "gpt2", "vit_small"}
    # on its own, each bundle's mean counts its own passing models
    (alone,) = suite.means(b)
    assert alone.models == ("bert_base", "gpt2", "vit_small") and alone.failing == ("resnet18",)


def _bundle(rows: list[Row], torch: str) -> store.Bundle:
    result = ExperimentResult(id=SUITE, title="suite", section="§6", claims=("C24",), summary="",
                              status="ok", error="", source_hash="s", replicates=3, seconds=1.0, rows=rows,
                              roles=(REAL_MODEL_SUITE,))
    fp = {"torch": torch, "release": torch[:4], "device": "cuda", "device_name": "NVIDIA H200",
          "device_key": "nvidia-h200", "env": {}, "git": {"commit": "c" * 40}}
    return store.Bundle({"created": "2026-12-01T10:00:00+00:00", "profile": "full", "fingerprint": fp},
                        {SUITE: result})


def test_the_pages_show_the_suite_summary_and_its_release_to_release_mean():
    # each model's mean's interval is ±5%: the suite's interval takes their re-run intervals (×1.05^√2)
    a = _bundle(rows_of({"resnet18": 2.0, "bert_base": 1.0}), "2.13.0")
    b = _bundle(rows_of({"resnet18": 3.0, "bert_base": 1.0}, failing=("bert_base",)), "2.14.1")
    page = suite_section(b.experiments[SUITE])
    assert "## Suite summary" in page and "| compiled | infer | bf16 | 32 | 3× [2.79, 3.21] | 1 of 2 | resnet18 | bert_base |" in page
    text = changes.suite_section(diff_compare(a, b))
    assert "## Model suite" in text and "| compiled infer bf16 batch 32 | 2× [1.86, 2.14] | 3× [2.79, 3.21] |" in text
    assert "| resnet18 | bert_base |" in text
    assert changes.suite_section(diff_compare(a, _bundle(rows_of({"gpt2": 1.0}), "2.14.1"))).startswith("## Model suite\n\n_No point")


def test_the_summary_says_which_compiles_went_on_from_a_stopped_job_s_caches():
    result = _bundle(rows_of({"resnet18": 2.0, "bert_base": 1.0}), "2.14.1").experiments[SUITE]
    assert "Mean compile:" not in suite_section(result)
    params = {"model": "resnet18", "task": "infer", "dtype": "bf16", "batch": 32, "size": "reference"}
    result.points = [{"params": params, "status": "ok", "cut_inside": [{"process": 1, "seconds": 212.0}]},
                     {"params": {**params, "model": "bert_base"}, "status": "ok",
                      "cut_inside": [{"process": 2, "seconds": 3.0}]}]  # a timed process: its compile was not cut
    page = suite_section(result)
    assert "the first-call compiles of model=resnet18, task=infer, dtype=bf16, batch=32, size=reference went on" in page
    assert "bert_base, task" not in page.split("Mean compile:")[1]
    # a stop on another machine than the one that finished the point: its caches were not there
    result.points[0] = {**result.points[0], "machine": "GPU-b", "cut_inside": [{"process": 1, "seconds": 212.0,
                                                                                "machine": "GPU-a"}]}
    assert "Mean compile:" not in suite_section(result)

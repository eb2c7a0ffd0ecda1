"""generator/render/home.py: the home and claims pages give one verdict per claim and device, decided
on all the device's runs pooled; where the experiments deciding a claim disagree they say so and
name them; beside each experiment's verdict, how each run alone decided it."""

from __future__ import annotations

import copy
import re

from generator.analysis.pooled import Pooled, PooledExperiment
from generator.render import home
from generator.render.model import DeviceModel
from generator.render.repro import agreement
from generator.schema import Verdict
from generator.summary import Figure
from tests.render.test_pages import claim_section


def _with_verdicts(bundle, verdicts, **fields):
    out = copy.deepcopy(bundle)
    result = next(iter(out.experiments.values()))
    result.verdicts = [Verdict(c, v, "m", "r", result.id) for c, v in verdicts]
    for k, v in fields.items():
        setattr(result, k, v)
    return out


def _pooled(verdicts: list[Verdict], runs: int = 3, figures: tuple[Figure, ...] = ()) -> Pooled:
    """Pooled verdicts of experiments, each resting on `runs` runs at its most pooled point."""
    by_experiment: dict[str, list[Verdict]] = {}
    for v in verdicts:
        by_experiment.setdefault(v.experiment, []).append(v)
    names = tuple(f"run{i + 1}" for i in range(runs))
    return Pooled(names, {e: PooledExperiment(e, (), tuple(vs), {"p": names}, {}) for e, vs in by_experiment.items()},
                  figures)


def _plain(text: str) -> str:
    """The text without HTML tags and bold marks."""
    return re.sub(r"<[^>]+>", "", text).replace("**", "")


def test_one_verdict_per_claim_and_disagreeing_experiments_named(gpu):
    """Where two experiments decide a claim, the claim's verdict is theirs where they agree and
    partly holds where one holds and one does not; the glance and the claims page name them."""
    pooled = _pooled([Verdict("C5", "holds", "m", "r", "fusion_depth"),
                      Verdict("C5", "does not hold", "m", "r", "one_line_speedup"),
                      Verdict("C6", "holds", "m", "r", "fusion_depth"),
                      Verdict("C6", "holds", "m", "r", "one_line_speedup")])
    device = DeviceModel(gpu, pooled=pooled)
    overview = _plain(home.verdict_overview([device]))
    c5 = next(line for line in overview.splitlines() if line.startswith("| [C5]"))
    assert "partly holds (experiments disagree: fusion_depth: holds; one_line_speedup: does not hold)" in c5
    c6 = next(line for line in overview.splitlines() if line.startswith("| [C6]"))
    assert "| holds |" in c6 and "disagree" not in c6
    page = _plain(home.claims_page([device], "2.11"))
    assert "NVIDIA H200, torch 2.11.0+cu130: partly holds: its experiments disagree" in claim_section(page, "C5")
    assert "disagree" not in claim_section(page, "C6")


def test_an_experiment_that_cannot_tell_is_named_not_counted(gpu):
    pooled = _pooled([Verdict("C17", "does not hold", "m", "r", "training"),
                      Verdict("C17", "inconclusive", "m", "r", "model_suite", grow=2.5)])
    device = DeviceModel(gpu, pooled=pooled)
    line = next(x for x in _plain(home.verdict_overview([device])).splitlines() if x.startswith("| [C17]"))
    assert "does not hold (model_suite cannot tell: training: does not hold; model_suite: inconclusive)" in line
    assert "disagree" not in line
    c17 = _plain(claim_section(home.claims_page([device], "2.11"), "C17"))
    # 2.5 times the evidence of three runs: about five more runs
    assert "model_suite: about 5 more runs of this code would settle it (2.5× the evidence of its 3 runs)" in c17
    assert "| 3 runs pooled |" in c17


def test_pooled_verdicts_replace_the_published_runs_own(gpu):
    """The pages show the verdicts decided on all the runs, not the published run's own."""
    published = _with_verdicts(gpu, [("C3", "inconclusive")])
    device = DeviceModel(published, pooled=_pooled([Verdict("C3", "does not hold", "pooled numbers", "r",
                                                            "one_line_speedup")]))
    text = _plain(home.home_page([device], "2.11"))
    assert "Verdict on the article's 1.8×: does not hold" in text and "(3 runs pooled): pooled numbers" in text
    alone = _plain(home.home_page([DeviceModel(published)], "2.11"))
    assert "Verdict on the article's 1.8×: inconclusive" in alone and "(one run)" in alone


def test_each_run_alone_is_shown_beside_the_pooled_verdict(gpu):
    """A claim the runs decided alike on their own says so; one they decided otherwise names each
    run's verdict; runs measured with other code are not compared."""
    published = _with_verdicts(gpu, [("C5", "holds"), ("C6", "holds")])
    rerun = _with_verdicts(gpu, [("C5", "inconclusive"), ("C6", "holds")])
    agreed = agreement([published], {published.device_key: [("run2", rerun), ("run3", copy.deepcopy(published))]})
    device = DeviceModel(published)
    text = home.claims_page([device], "2.11", agreed)
    c5, c6 = (_plain(claim_section(text, c)) for c in ("C5", "C6"))
    assert "[runs differ](devices/nvidia-h200/reproducibility.md): run 1 (published) holds; run 2 inconclusive; run 3 holds" in c5
    assert "holds in all 3 runs" in c6
    other_code = _with_verdicts(gpu, [("C5", "inconclusive")], source_hash="another")
    agreed = agreement([published], {published.device_key: [("run2", other_code)]})
    c5 = _plain(claim_section(home.claims_page([device], "2.11", agreed), "C5"))
    assert "not compared: measured differently" in c5
    assert "| one run |" in _plain(claim_section(home.claims_page([device], "2.11", {}), "C5"))


def test_a_report_wide_figure_stands_beside_the_claim_as_evidence(gpu):
    figure = Figure("C24", "geometric mean 0.7× [0.66, 0.75] over 2 small-op models", "how it is taken",
                    "below 1.1× (no meaningful gain)")
    device = DeviceModel(gpu, pooled=_pooled([Verdict("C24", "holds", "suite", "r", "model_suite")], figures=(figure,)))
    c24 = _plain(claim_section(home.claims_page([device], "2.11"), "C24"))
    assert "Beside it, as evidence (not a verdict): geometric mean 0.7×" in c24
    assert "Read against the article: below 1.1× (no meaningful gain)" in c24
    assert "NVIDIA H200, torch 2.11.0+cu130: holds." in c24  # the suite decides; the figure does not

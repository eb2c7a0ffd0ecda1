"""generator/render/home.py: the claims page says each claim's verdict per device, where the
experiments deciding it disagree, and whether re-runs of the same code decide it alike."""

from __future__ import annotations

import copy
import re


from generator.render import home
from generator.render.repro import agreement
from generator.schema import Verdict
from tests.render.test_pages import claim_section



def test_claims_page_says_when_the_experiments_deciding_a_claim_disagree(gpu):
    bundle = copy.deepcopy(gpu)
    result = next(iter(bundle.experiments.values()))
    result.verdicts = [Verdict("C5", "holds", "m", "r", result.id), Verdict("C5", "inconclusive", "m", "r", "report")]
    text = home.claims_page([bundle], "2.11")
    section = claim_section(text, "C5")
    assert f"the experiments deciding C5 come out differently ({result.id}: holds; report: inconclusive)" in section
    assert "come out differently" not in claim_section(text, "C3")


def _with_verdicts(bundle, verdicts, **fields):
    out = copy.deepcopy(bundle)
    result = next(iter(out.experiments.values()))
    result.verdicts = [Verdict(c, v, "m", "r", result.id) for c, v in verdicts]
    for k, v in fields.items():
        setattr(result, k, v)
    return out


def _plain(text: str) -> str:
    return re.sub(r"<[^>]+>", "", text)


def test_the_claims_page_says_whether_re_runs_of_the_same_code_decide_a_claim_alike(gpu):
    """The verdict is the published run's; a re-run that decides otherwise is named beside it, run
    by run, in the overview and under the claim, as not settled. A claim the re-runs repeat says so."""
    published = _with_verdicts(gpu, [("C5", "holds"), ("C6", "holds")])
    rerun = _with_verdicts(gpu, [("C5", "inconclusive"), ("C6", "holds")])
    agreed = agreement([published], {published.device_key: [("run2", rerun), ("run3", copy.deepcopy(published))]})
    text = home.claims_page([published], "2.11", agreed)
    c5, c6 = (_plain(claim_section(text, c)) for c in ("C5", "C6"))
    assert ("[**differ**](devices/nvidia-h200/reproducibility.md): run 1 (published) holds; run 2 inconclusive; "
            "run 3 holds |") in c5
    assert "decide C5 (one_line_speedup) differently: run 1 (published) holds; run 2 inconclusive; run 3 holds" in c5
    assert "read it as inconclusive there until runs agree" in c5
    assert "same in all 3 runs" in c6 and "until runs agree" not in c6
    overview = home.verdict_overview([published], agreed)
    assert any("[C5]" in line and "holds (re-runs differ)" in _plain(line) for line in overview.splitlines())
    assert not any("[C6]" in line and "(re-runs differ)" in line for line in overview.splitlines())
    # no re-runs of this setting: the column says so and nothing is called unsettled
    alone = home.claims_page([published], "2.11", agreement([published], {}))
    assert "no re-runs" in claim_section(alone, "C5") and "until runs agree" not in alone


def test_re_runs_are_compared_only_where_the_reproducibility_page_compares_them(gpu):
    """Re-runs that measured the experiment with other code are not compared; one that measured it
    and decided nothing says so by name; one experiment deciding a claim twice keeps both."""
    published = _with_verdicts(gpu, [("C5", "holds"), ("C5", "holds")])
    other_code = _with_verdicts(gpu, [("C5", "inconclusive"), ("C5", "holds")], source_hash="another")
    agreed = agreement([published], {published.device_key: [("run2", other_code), ("run3", copy.deepcopy(other_code))]})
    c5 = _plain(claim_section(home.claims_page([published], "2.11", agreed), "C5"))
    assert c5.count("not compared: measured differently") == 2 and "differ" not in c5.replace("differently", "")

    silent = _with_verdicts(gpu, [])  # measured alike, decided nothing
    second = _with_verdicts(gpu, [("C5", "holds"), ("C5", "does not hold")])
    agreed = agreement([published], {published.device_key: [("run2", silent), ("run3", second)]})
    c5 = _plain(claim_section(home.claims_page([published], "2.11", agreed), "C5"))
    rows = [line for line in c5.splitlines() if line.startswith("| NVIDIA H200")]
    assert len(rows) == 2
    assert "run 2 no verdict; run 3 holds" in rows[0] and "differ" in rows[0]
    assert "run 2 no verdict; run 3 does not hold" in rows[1]
    assert "|  |" not in c5 and ", ," not in c5

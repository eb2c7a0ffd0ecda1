"""A release's front pages: home (devices, the headline, verdicts at a glance) and claims (every
claim with its one verdict per device, the deciding experiments' beside it, and how each run alone
decided it).

A device's verdicts are decided on all its evidence: every run of the same code on its setting,
pooled by process (DeviceModel.pooled). One verdict per claim comes from its deciding experiments'
(claims.one_verdict); where they disagree, the pages say so and name them.
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.analysis.pooled import settle
from generator.analysis.spread import Claim
from generator.analysis.text import verdict_cell
from generator.claims import CLAIMS, HEADLINE, ClaimVerdict, one_verdict
from generator.render import markdown as md
from generator.render.device import device_label
from generator.render.model import DeviceModel
from generator.render.repro import Agreement
from generator.schema import Verdict
from generator.store.bundle import Bundle


def published(device: DeviceModel) -> dict[str, list[Verdict]]:
    """Per claim, the device's verdicts, one per deciding experiment: pooled over its runs where they
    could be (DeviceModel.pooled), else its published run's own."""
    if device.pooled is not None:
        return device.pooled.by_claim()
    out: dict[str, list[Verdict]] = {}
    for result in device.bundle.experiments.values():
        for v in result.verdicts:
            out.setdefault(v.claim, []).append(v)
    return out


def _failed(bundle: Bundle) -> set[str]:
    """The claims of experiments that failed outright (no verdict could be decided)."""
    return {c for r in bundle.experiments.values() if r.status == "failed" for c in r.claims}


def _one(device: DeviceModel, claim: str) -> ClaimVerdict | None:
    parts = published(device).get(claim)
    return one_verdict(claim, parts) if parts else None


def _absent(device: DeviceModel, claim: str, devices: Sequence[DeviceModel]) -> str:
    """Why a device has no verdict for a claim: its experiment failed, it was measured on other
    devices of this release but not here, or no experiment of the report covers it yet."""
    if claim in _failed(device.bundle):
        return "failed"
    return NOT_MEASURED if any(published(d).get(claim) for d in devices) else "pending"


NOT_MEASURED = "not measured here"


def _cell(device: DeviceModel, claim: str, devices: Sequence[DeviceModel] = ()) -> str:
    """One claim's verdict on one device; where its experiments disagree, or one cannot tell beside
    others that settle it, the cell names them."""
    found = _one(device, claim)
    if found is None:
        return md.verdict_label(_absent(device, claim, devices))
    label = md.verdict_label(found.verdict)
    return f"{label} ({found.note()})" if found.note() else label


def runs_of(device: DeviceModel, experiment: str) -> int:
    """How many runs the device's verdicts of an experiment rest on (at its most pooled point)."""
    if device.pooled is None or experiment not in device.pooled.experiments:
        return 1
    return max(device.pooled.experiments[experiment].most, 1)


def home_page(devices: Sequence[DeviceModel], release: str, agreed: Agreement | None = None) -> str:
    """Landing page of a release: devices, the headline result and the verdict table."""
    first = devices[0]
    parts = [f"# torch.compile performance lab: PyTorch {release}\n",
             "Every experiment of the article on the PyTorch compile stack (TorchScript → Dynamo → "
             "Inductor), re-run on real hardware, with a measured verdict for each of its claims. "
             "[How to read these pages](reading.md) · [how the numbers are taken](method.md).\n"]
    if not first.bundle.is_cuda:
        parts.append(md.admonition("warning", "CPU numbers", "No GPU bundle exists for this release: "
                                   "the numbers below were measured on a CPU, not a GPU."))
    parts.append("## Devices\n")
    parts.append(md.table(
        ["device", "torch", "profile", "measured", "runs", "experiments"],
        [[f"[{device_label(d.bundle)}](devices/{d.key}/index.md)", d.bundle.fingerprint["torch"],
          d.bundle.header["profile"], d.bundle.header["created"][:10], _runs_cell(d),
          ", ".join(f"{e.id} ({e.status})" for e in d.bundle.experiments.values())]
         for d in devices]))
    headline = next(iter(published(first).get(HEADLINE, [])), None)
    if headline:
        parts += ["## Headline\n",
                  f"On **{device_label(first.bundle)}** with torch {first.bundle.fingerprint['torch']} "
                  f"({_over(first, headline.experiment)}): {headline.measured}. "
                  f"Verdict on the article's 1.8×: **{md.verdict_label(headline.verdict)}**.\n"]
    parts += ["## Verdicts at a glance\n",
              "One verdict per claim and device, decided on every run of the same code on that device "
              "([claims](claims.md) gives the numbers and rules; each run's own verdicts are on the "
              "device's Reproducibility page).\n", verdict_overview(devices)]
    return "\n".join(parts)


def _runs_cell(device: DeviceModel) -> str:
    """How many runs the device's verdicts may rest on: the published run and its re-runs."""
    n = 1 + len(device.reruns)
    return f"[{n}](devices/{device.key}/reproducibility.md)" if n > 1 else "1"


def _over(device: DeviceModel, experiment: str) -> str:
    n = runs_of(device, experiment)
    return f"{n} runs pooled" if n > 1 else "one run"


def verdict_overview(devices: Sequence[DeviceModel]) -> str:
    """Claims × devices table of verdict labels."""
    rows = [[f"[{claim.id}](claims.md#{claim.id.lower()})", claim.section, claim.statement]
            + [_cell(d, claim.id, devices) for d in devices] for claim in CLAIMS]
    return md.table(["claim", "§", "statement"] + [device_label(d.bundle) for d in devices], rows)


def _per_run(c: Claim) -> str:
    """Each run's verdict named by its run: 'run 1 (published) holds; run 2 inconclusive'."""
    return "; ".join(f"run {i + 1}{' (published)' if i == 0 else ''} "
                     + (md.verdict_label(v) if v else verdict_cell(v)) for i, v in enumerate(c.verdicts))


def _alone_cell(agreed: Agreement | None, device: DeviceModel, verdict: Verdict, n: int) -> str:
    """How each run decided this claim on its own evidence, linked to the Reproducibility page."""
    runs = (agreed or {}).get(device.key)
    if runs is None:
        return "one run"
    if verdict.experiment in runs.left:
        return f"not compared: {runs.left[verdict.experiment]}"
    found = runs.claims.get((verdict.claim, verdict.experiment, n))
    if found is None or all(v is None for v in found.verdicts[1:]):
        return "not re-run"
    link = f"devices/{device.key}/reproducibility.md"
    if not found.differs:
        return f"[{md.verdict_label(found.verdicts[0] or '')} in all {sum(v is not None for v in found.verdicts)} runs]({link})"
    return f"[runs differ]({link}): {_per_run(found)}"


def _claim_section(devices: Sequence[DeviceModel], claim_id: str, agreed: Agreement | None) -> list[str]:
    """One claim's verdict per device, its deciding experiments' beside it, and what would settle it."""
    out = []
    for device in devices:
        label = device_label(device.bundle)
        one = _one(device, claim_id)
        if one is None:
            state = _absent(device, claim_id, devices)
            out.append(f"**{label}**, torch {device.bundle.fingerprint['torch']}: {md.verdict_label(state)}.\n")
            continue
        out.append(f"**{label}**, torch {device.bundle.fingerprint['torch']}: **{md.verdict_label(one.verdict)}**"
                   + (f": its experiments disagree ({one.told()}); the claim holds for some of the evidence and "
                      "not for the rest" if one.disagree and one.verdict == "partly holds" else
                      f" ({one.note()})" if one.note() else "") + ".\n")
        rows, seen = [], {}
        for v in one.parts:
            n = seen[v.experiment] = seen.get(v.experiment, -1) + 1
            link = (f"[{v.experiment}](devices/{device.key}/{v.experiment}.md)"
                    if v.experiment in device.bundle.experiments else v.experiment)
            rows.append([link, md.verdict_label(v.verdict), _over(device, v.experiment),
                         _alone_cell(agreed, device, v, n), v.measured, v.rule])
        out.append(md.table(["decided by", "verdict", "evidence", "each run alone", "measured", "rule"], rows))
        for v in one.parts:
            if v.verdict == "inconclusive":
                out.append(f"{v.experiment}: {settle(v.grow, runs_of(device, v.experiment))}.\n")
        for figure in (device.pooled.figures if device.pooled is not None else ()):
            if figure.claim == claim_id:
                out.append(f"Beside it, as evidence (not a verdict): {figure.measured}. Read against the article: "
                           f"{figure.reading}. How it is taken: {figure.rule}.\n")
    return out


def claims_page(devices: Sequence[DeviceModel], release: str, agreed: Agreement | None = None) -> str:
    """Every claim C1–C24 with the article's figure and, per device, its one verdict on all the runs
    of the same code, the deciding experiments' verdicts with their numbers and rules, and how each
    run alone decided it (agreed)."""
    parts = [f"# Claims: PyTorch {release}\n",
             "Each claim of the article, restated, with the figure the article gives and what this "
             "release measured on each device. A device's verdict rests on every run of the same code "
             "there (its published run and re-runs, pooled process by process), not on one run's few "
             "processes; *each run alone* says how the runs decided it on their own evidence. Several "
             "experiments may decide one claim: the claim's verdict is theirs where they agree, *partly "
             "holds* where some hold and some do not, and an experiment that cannot tell (inconclusive) "
             "is named beside the others. \"Not measured here\" means the experiments that decide it ran on "
             "another device of this release, not on this one; \"pending\" that no experiment of this report "
             "covers it yet.\n"]
    for claim in CLAIMS:
        parts.append(f"## {claim.id} · {claim.section} {{#{claim.id.lower()}}}\n")
        parts.append(f"{claim.statement}\n\nArticle's figure: {claim.article_figure}\n")
        parts += _claim_section(devices, claim.id, agreed)
    return "\n".join(parts)

"""A release's front pages: home (devices, the headline, verdicts at a glance) and claims (every
claim with its verdict per device, and whether re-runs of the same code decide it alike)."""

from __future__ import annotations

from collections.abc import Collection

from generator.analysis.spread import Claim
from generator.analysis.text import verdict_cell
from generator.claims import CLAIMS, HEADLINE
from generator.render import markdown as md
from generator.render.device import device_label
from generator.render.repro import Agreement
from generator.schema import Verdict
from generator.store.bundle import Bundle


def _verdicts(bundle: Bundle) -> dict[str, list[tuple[Verdict | None, str]]]:
    """Per claim: its verdicts on this device (one per deciding experiment), or None with
    'failed'/'pending' when no experiment decided it."""
    out: dict[str, list[tuple[Verdict | None, str]]] = {}
    for verdict in bundle.header.get("verdicts", []):  # report-wide verdicts (e.g. the geometric mean)
        v = Verdict(**verdict)
        out.setdefault(v.claim, []).append((v, v.verdict))
    failed: dict[str, str] = {}
    for result in bundle.experiments.values():
        for claim in result.claims:
            if result.status == "failed":
                failed.setdefault(claim, "failed")
        for v in result.verdicts:
            out.setdefault(v.claim, []).append((v, v.verdict))
    for claim, state in failed.items():
        out.setdefault(claim, [(None, state)])
    return out


def _cell(found: list[tuple[Verdict | None, str]] | None, differs: Collection[str] = ()) -> str:
    """The verdict labels of one claim on one device; several experiments may decide it. Where
    re-runs of the same code decide it otherwise (differs: those deciding experiments), the
    label says so."""
    if not found:
        return md.verdict_label("pending")
    labels = dict.fromkeys(md.verdict_label(state) + (" (re-runs differ)" if v is not None and v.experiment in differs else "")
                           for v, state in found)
    return " / ".join(labels)


def _differs(agreed: Agreement | None, bundle: Bundle, claim: str) -> list[Claim]:
    """This claim's verdicts that re-runs decided otherwise than the published run did."""
    found = (agreed or {}).get(bundle.device_key)
    return [c for (cid, _, _), c in (found.claims if found else {}).items()
            if cid == claim and c.verdicts[0] and c.differs]


def _per_run(c: Claim) -> str:
    """Each run's verdict named by its run: 'run 1 (published) holds; run 2 inconclusive'."""
    return "; ".join(f"run {i + 1}{' (published)' if i == 0 else ''} "
                     + (md.verdict_label(v) if v else verdict_cell(v)) for i, v in enumerate(c.verdicts))


def _rerun_cell(agreed: Agreement | None, bundle: Bundle, verdict: Verdict, n: int) -> str:
    """Whether the re-runs of this bundle decide the claim as it does, linked to the evidence."""
    runs = (agreed or {}).get(bundle.device_key)
    if runs is None:
        return "no re-runs"
    if verdict.experiment in runs.left:
        return f"not compared: {runs.left[verdict.experiment]}"
    found = runs.claims.get((verdict.claim, verdict.experiment, n))
    if found is None or found.verdicts[0] != verdict.verdict:
        return "not compared"  # a report-wide verdict of a re-run that measured less
    if all(v is None for v in found.verdicts[1:]):
        return "not re-run"
    link = f"devices/{bundle.device_key}/reproducibility.md"
    if not found.differs:
        return f"[same in all {sum(v is not None for v in found.verdicts)} runs]({link})"
    return f"[**differ**]({link}): {_per_run(found)}"


def home_page(bundles: list[Bundle], release: str, agreed: Agreement | None = None) -> str:
    """Landing page of a release: devices, the headline result and the verdict table."""
    first = bundles[0]
    parts = [f"# torch.compile performance lab: PyTorch {release}\n",
             "Every experiment of the article on the PyTorch compile stack (TorchScript → Dynamo → "
             "Inductor), re-run on real hardware, with a measured verdict for each of its claims. "
             "[How to read these pages](reading.md) · [how the numbers are taken](method.md).\n"]
    if not first.is_cuda:
        parts.append(md.admonition("warning", "CPU numbers", "No GPU bundle exists for this release: "
                                   "the numbers below were measured on a CPU, not a GPU."))
    parts.append("## Devices\n")
    parts.append(md.table(
        ["device", "torch", "profile", "measured", "experiments"],
        [[f"[{device_label(b)}](devices/{b.device_key}/index.md)", b.fingerprint["torch"], b.header["profile"],
          b.header["created"][:10], ", ".join(f"{e.id} ({e.status})" for e in b.experiments.values())]
         for b in bundles]))
    headline = next((v for v, _ in _verdicts(first).get(HEADLINE, []) if v is not None), None)
    if headline:
        parts += ["## Headline\n",
                  f"On **{device_label(first)}** with torch {first.fingerprint['torch']}: {headline.measured}. "
                  f"Verdict on the article's 1.8×: **{md.verdict_label(headline.verdict)}**.\n"]
    parts += ["## Verdicts at a glance\n", verdict_overview(bundles, agreed)]
    return "\n".join(parts)


def verdict_overview(bundles: list[Bundle], agreed: Agreement | None = None) -> str:
    """Claims × devices table of verdict labels."""
    per_device = [_verdicts(b) for b in bundles]
    rows = []
    for claim in CLAIMS:
        cells = [_cell(v.get(claim.id), {c.experiment for c in _differs(agreed, b, claim.id)})
                 for b, v in zip(bundles, per_device)]
        rows.append([f"[{claim.id}](claims.md#{claim.id.lower()})", claim.section, claim.statement] + cells)
    return md.table(["claim", "§", "statement"] + [device_label(b) for b in bundles], rows)


def claims_page(bundles: list[Bundle], release: str, agreed: Agreement | None = None) -> str:
    """Every claim C1–C24 with the article's figure and, per device, the measured verdicts, and
    whether re-runs of the same code decided it alike (agreed)."""
    per_device = [(b, _verdicts(b)) for b in bundles]
    parts = [f"# Claims: PyTorch {release}\n",
             "Each claim of the article, restated, with the figure the article gives and what this "
             "release measured on each device, with the spread of the numbers and the rule that "
             "turned them into a verdict. Several experiments may decide one claim; each says its "
             "own. \"Pending\" means no experiment of this report covers it yet. The verdict is the "
             "published run's; *re-runs* says whether fresh runs of the same code on the same kind of "
             "device decided it alike. A verdict that re-runs do not repeat is not settled: read it as "
             "inconclusive.\n"]
    for claim in CLAIMS:
        parts.append(f"## {claim.id} · {claim.section} {{#{claim.id.lower()}}}\n")
        parts.append(f"{claim.statement}\n\nArticle's figure: {claim.article_figure}\n")
        rows = []
        for bundle, verdicts in per_device:
            release_cell = bundle.fingerprint["torch"]
            seen: dict[str, int] = {}
            for verdict, state in verdicts.get(claim.id, [(None, "pending")]):
                if verdict is None:
                    rows.append([device_label(bundle), release_cell, md.verdict_label(state), "–", "–", "–", "–"])
                    continue
                link = (f"[{verdict.experiment}](devices/{bundle.device_key}/{verdict.experiment}.md)"
                        if verdict.experiment in bundle.experiments else verdict.experiment)
                n = seen[verdict.experiment] = seen.get(verdict.experiment, -1) + 1
                rows.append([device_label(bundle), release_cell, md.verdict_label(verdict.verdict),
                             _rerun_cell(agreed, bundle, verdict, n), verdict.measured, verdict.rule, link])
        parts.append(md.table(["device", "torch", "verdict", "re-runs", "measured", "rule", "decided by"], rows))
        for bundle, _ in per_device:
            for c in _differs(agreed, bundle, claim.id):
                parts.append(f"On {device_label(bundle)}, fresh runs of the same code decide {claim.id} "
                             f"({c.experiment}) differently: {_per_run(c)}. What one run measured does not "
                             f"settle it, so read it as inconclusive there until runs agree ([reproducibility](devices/{bundle.device_key}/reproducibility.md)).\n")
        for bundle, verdicts in per_device:
            found = [v for v, _ in verdicts.get(claim.id, []) if v is not None]
            if len({v.verdict for v in found}) > 1:
                told = "; ".join(f"{v.experiment}: {v.verdict}" for v in found)
                parts.append(f"On {device_label(bundle)} the experiments deciding {claim.id} come out differently "
                             f"({told}). Each rests on its own evidence, which its rule names; none overrules "
                             "another, and the claim is only as settled as the least settled of them.\n")
    return "\n".join(parts)

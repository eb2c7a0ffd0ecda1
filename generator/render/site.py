"""A release's pages: home, claims, and per device an overview, experiments and environment.

Pages are written into the generated (git-ignored) part of docs/; the navigation is returned
for the MkDocs configuration that build.py writes.
"""

from __future__ import annotations

import html
import shutil
import sys
from pathlib import Path
from typing import Any

from generator.claims import CLAIMS
from generator.render import experiment as exp_pages
from generator.render import markdown as md
from generator.schema import Verdict
from generator.store.bundle import Bundle

GENERATED = ("index.md", "claims.md", "devices")


def order(bundles: list[Bundle]) -> list[Bundle]:
    """One bundle per device (the newest torch patch release), GPU first, then CPU, by name."""
    newest: dict[str, Bundle] = {}
    for b in sorted(bundles, key=lambda b: _version_key(b.fingerprint["torch"])):
        if b.device_key in newest:
            print(f"warning: {b.device_key}: torch {newest[b.device_key].fingerprint['torch']} is "
                  f"superseded by {b.fingerprint['torch']} on the site", file=sys.stderr)
        newest[b.device_key] = b
    return sorted(newest.values(), key=lambda b: (not b.is_cuda, b.device_key))


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("+")[0].split(".") if p.isdigit())


def device_label(bundle: Bundle) -> str:
    fp = bundle.fingerprint
    return f"{fp['device_name']} (CPU)" if not bundle.is_cuda else fp["device_name"]


def _verdicts(bundle: Bundle) -> dict[str, tuple[Verdict | None, str]]:
    """Per claim: its verdict on this device, or None with 'failed'/'pending'."""
    out: dict[str, tuple[Verdict | None, str]] = {}
    for result in bundle.experiments.values():
        for claim in result.claims:
            out.setdefault(claim, (None, "failed" if result.status == "failed" else "pending"))
        for v in result.verdicts:
            out[v.claim] = (v, v.verdict)
    return out


def home_page(bundles: list[Bundle], release: str) -> str:
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
    headline = _verdicts(first).get("C3", (None, ""))[0]
    if headline:
        parts += ["## Headline\n",
                  f"On **{device_label(first)}** with torch {first.fingerprint['torch']}: {headline.measured}. "
                  f"Verdict on the article's 1.8×: **{md.verdict_label(headline.verdict)}**.\n"]
    parts += ["## Verdicts at a glance\n", verdict_overview(bundles)]
    return "\n".join(parts)


def verdict_overview(bundles: list[Bundle]) -> str:
    """Claims × devices table of verdict labels."""
    per_device = [_verdicts(b) for b in bundles]
    rows = []
    for claim in CLAIMS:
        cells = [md.verdict_label(v.get(claim.id, (None, "pending"))[1]) for v in per_device]
        rows.append([f"[{claim.id}](claims.md#{claim.id.lower()})", claim.section, claim.statement] + cells)
    return md.table(["claim", "§", "statement"] + [device_label(b) for b in bundles], rows)


def claims_page(bundles: list[Bundle], release: str) -> str:
    """Every claim C1–C24 with the article's figure and, per device, the measured verdict."""
    per_device = [(b, _verdicts(b)) for b in bundles]
    parts = [f"# Claims: PyTorch {release}\n",
             "Each claim of the article, restated, with the figure the article gives and what this "
             "release measured on each device. \"Pending\" means no experiment of this report covers "
             "it yet.\n"]
    for claim in CLAIMS:
        parts.append(f"## {claim.id} · {claim.section} {{#{claim.id.lower()}}}\n")
        parts.append(f"{claim.statement}\n\nArticle's figure: {claim.article_figure}\n")
        rows = []
        for bundle, verdicts in per_device:
            verdict, state = verdicts.get(claim.id, (None, "pending"))
            if verdict is None:
                rows.append([device_label(bundle), md.verdict_label(state), "–", "–", "–"])
                continue
            link = f"[{verdict.experiment}](devices/{bundle.device_key}/{verdict.experiment}.md)"
            rows.append([device_label(bundle), md.verdict_label(verdict.verdict), verdict.measured, verdict.rule, link])
        parts.append(md.table(["device", "verdict", "measured", "rule", "experiment"], rows))
    return "\n".join(parts)


def device_page(bundle: Bundle) -> str:
    """A device's overview: its experiments and their status."""
    fp = bundle.fingerprint
    parts = [f"# {device_label(bundle)}\n",
             f"torch {fp['torch']} · profile `{bundle.header['profile']}` · measured {bundle.header['created']} · "
             f"measure stage {bundle.header.get('measure_seconds', '–')} s · [environment](environment.md)\n"]
    parts.append(exp_pages.cpu_banner(bundle))
    parts.append(md.table(["experiment", "§", "claims", "status", "processes", "time"],
                          [[f"[{e.title}]({e.id}.md)", e.section, ", ".join(e.claims), e.status + (f": {html.escape(e.error)}" if e.error else ""),
                            e.replicates, f"{e.seconds:.0f} s"] for e in bundle.experiments.values()]))
    return "\n".join(parts)


def environment_page(bundle: Bundle) -> str:
    """The fingerprint of the run: software, hardware, environment variables, git state."""
    fp = dict(bundle.fingerprint)
    env, git = fp.pop("env", {}), fp.pop("git", {})
    parts = [f"# Environment: {device_label(bundle)}\n", exp_pages.cpu_banner(bundle),
             md.table(["field", "value"], [[k, f"`{v}`"] for k, v in sorted(fp.items())]),
             "## Run\n",
             md.table(["field", "value"], [["created", bundle.header["created"]], ["profile", bundle.header["profile"]],
                                           ["measure stage", f"{bundle.header.get('measure_seconds', '–')} s"],
                                           ["git commit", f"`{git.get('commit')}`"], ["dirty tree", git.get("dirty")]]),
             "## Environment variables\n",
             md.table(["variable", "value"], [[k, f"`{v}`"] for k, v in env.items()]) if env else "_None of the relevant variables were set._\n"]
    return "\n".join(parts)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def render_release(bundles: list[Bundle], release: str, docs_dir: Path) -> list[Any]:
    """Write every page of one release into docs_dir; return the MkDocs nav."""
    for name in GENERATED:
        target = docs_dir / name
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
    bundles = order(bundles)
    _write(docs_dir / "index.md", home_page(bundles, release))
    _write(docs_dir / "claims.md", claims_page(bundles, release))
    nav: list[Any] = [{"Home": "index.md"}, {"Claims": "claims.md"}]
    for bundle in bundles:
        base = docs_dir / "devices" / bundle.device_key
        rel = f"devices/{bundle.device_key}"
        _write(base / "index.md", device_page(bundle))
        _write(base / "environment.md", environment_page(bundle))
        section: list[Any] = [{"Overview": f"{rel}/index.md"}]
        for result in bundle.experiments.values():
            _write(base / f"{result.id}.md", exp_pages.experiment_page(bundle, result))
            _write(base / f"{result.id}-kernels.md", exp_pages.kernels_page(bundle, result))
            section.append({result.title: f"{rel}/{result.id}.md"})
            section.append({f"{result.title}: kernels": f"{rel}/{result.id}-kernels.md"})
        section.append({"Environment": f"{rel}/environment.md"})
        nav.append({device_label(bundle): section})
    nav.append({"About": [{"How to read a page": "reading.md"}, {"Method": "method.md"}]})
    return nav

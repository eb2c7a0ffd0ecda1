"""A device's own pages: its overview and its environment, and the note a full-profile page carries."""

from __future__ import annotations

import html
from pathlib import Path

from generator.analysis.text import short_id
from generator.render import markdown as md
from generator.render.measured import commit_label, cpu_banner, machine_note
from generator.render.model import FullProfile
from generator.schema import ExperimentResult
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle


def device_label(bundle: Bundle) -> str:
    """A device as the pages name it: the GPU, or the CPU with its core count."""
    fp = bundle.fingerprint
    if bundle.is_cuda:
        return fp["device_name"]
    return f"{fp['device_name']} (CPU, {fp.get('cpu_count') or '?'} cores)"


def stage_text(bundle: Bundle) -> str:
    """'412 s', or where the measure went on from measures cut short (store.journal), each of those
    too: '305 s, going on from a measure cut short after 470 s (`GPU-1a5da7d4`)'."""
    own = f"{bundle.header.get('measure_seconds', '–')} s"
    earlier = bundle.header.get("went_on_from") or []
    if not earlier:
        return own
    said = [f"{e.get('measure_seconds', '–')} s" + (f" (`{short_id(e['machine'])}`)" if e.get("machine") else "")
            for e in earlier]
    return f"{own}, going on from {'a measure' if len(said) == 1 else 'measures'} cut short after {', '.join(said)}"


def device_page(bundle: Bundle) -> str:
    """A device's overview: its experiments and their status."""
    fp = bundle.fingerprint
    parts = [f"# {device_label(bundle)}\n",
             f"torch {fp['torch']} · profile `{bundle.header['profile']}` · measured {bundle.header['created']} · "
             f"measure stage {stage_text(bundle)} · {machine_note(bundle)} · "
             "[environment](environment.md) · [reproducibility](reproducibility.md)\n"]
    parts.append(cpu_banner(bundle))
    if bundle.header.get("interrupted"):
        parts.append(f"!!! warning \"The last measure run was interrupted\"\n    Not measured by it: "
                     f"{', '.join(bundle.header['interrupted'])}; an earlier result of these, where one "
                     "existed, is shown instead.\n")
    parts.append(md.table(["experiment", "§", "claims", "status", "processes", "time"],
                          [[f"[{e.title}]({e.id}.md)", e.section, ", ".join(e.claims), e.status + (f": {html.escape(e.error)}" if e.error else ""),
                            e.replicates, f"{e.seconds:.0f} s"] for e in bundle.experiments.values()]))
    return "\n".join(parts)


def environment_page(bundle: Bundle, what: str = "") -> str:
    """The fingerprint of the run: software, hardware, environment variables, git state; what
    names the bundle in the title where the device has more than one (' (full profile)')."""
    fp = dict(bundle.fingerprint)
    env, git = fp.pop("env", {}), fp.pop("git", {})
    parts = [f"# Environment: {device_label(bundle)}{what}\n", cpu_banner(bundle),
             md.table(["field", "value"], [[k, f"`{v}`"] for k, v in sorted(fp.items())]),
             "## Run\n",
             md.table(["field", "value"], [["created", bundle.header["created"]], ["profile", bundle.header["profile"]],
                                           ["measure stage", stage_text(bundle)],
                                           ["git commit", f"`{git.get('commit')}`"], ["dirty tree", git.get("dirty")]]),
             "## Environment variables\n",
             md.table(["variable", "value"], [[k, f"`{v}`"] for k, v in env.items()]) if env else "_None of the relevant variables were set._\n"]
    return "\n".join(parts)


def full_note(found: FullProfile, result: ExperimentResult, published: bool, pooled: bool = False) -> str:
    """What a full-profile page is, where it came from (its bundle's folder as shown) and how to add
    points to it; published: whether the published bundle holds this experiment too; pooled: whether
    its verdicts rest on re-runs of the full profile too."""
    full, where = found.bundle, found.where
    points = bundle_store.ran(result) or result.points or [{}]  # no point measured: its bundle's commit
    commits = list(dict.fromkeys(commit_label(p, full.fingerprint) or "an unrecorded commit"
                                 for p in sorted(points, key=lambda p: p.get("measured", ""))))
    commit = ("commit " if len(commits) == 1 else "commits ") + ", ".join(commits)
    link = (f"[the published page]({result.id}.md)" if published
            else "the published bundle holds no result of this experiment")
    return ("!!! note \"Measured with the full profile\"\n"
            f"    This page shows `{where}/`: {result.id} measured with `--profile full`, "
            f"{bundle_store.coverage(result)} of that profile's grid so far, at {commit} on "
            f"{machine_note(full, result)}, created {full.header.get('created', '?')}"
            f"{_combined(full)}. The rest of this "
            "device's report, its claims page and its Reproducibility page come from the published "
            f"default-profile bundle ({link}); the verdicts below are "
            + ("this bundle's and its full-profile re-runs' pooled" if pooled else "this bundle's own")
            + ", over the points it holds, and enter no other page. More points join it with "
            f"`make measure PROFILE=full ONLY={result.id} POINTS=\"param=value ...\" RESULTS={Path(where).parent}` "
            "(each part compiles cold; earlier points of the same code are kept); a part measured into another "
            f"folder (another machine, another job) joins with `make combine INTO={where} PARTS=<its bundle>`.\n")


def _combined(bundle: Bundle) -> str:
    """', parts measured elsewhere joined at …': when `generator combine` last folded parts into it."""
    found = bundle.header.get("combined") or []
    return f", parts measured elsewhere joined at {found[-1].get('at', '?')}" if found else ""

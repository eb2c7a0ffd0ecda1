"""A release's pages: home, claims, and per device an overview, experiments, reproducibility, environment.

Pages are written into the generated (git-ignored) part of docs/; the navigation is returned
for the MkDocs configuration that build.py writes.
"""

from __future__ import annotations

import html
import shutil
import sys
import tempfile
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator import launches
from generator.claims import CLAIMS
from generator.render import experiment as exp_pages
from generator.render import kernels as kernel_pages
from generator.render import markdown as md
from generator.render import repro, traces
from generator.schema import ExperimentResult, LabError, Verdict
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle, BundleError
from generator.store.fingerprint import bundle_name

GENERATED = ("index.md", "claims.md", "devices")
# Re-runs of a published bundle results/<name>/ live in results/reruns/<name>/<run>/.
RERUNS = Path(__file__).resolve().parents[2] / "results" / "reruns"
# Beside it, results/full/<name>/ may hold experiments of the same device and release measured with
# `--profile full` (in parts: `make measure PROFILE=full ONLY=id POINTS=... RESULTS=results/full`).
# They are shown on pages of their own next to the published ones and decide no claim on the site.
FULL = "full"


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
    if bundle.is_cuda:
        return fp["device_name"]
    return f"{fp['device_name']} (CPU, {fp.get('cpu_count') or '?'} cores)"


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


@dataclass(frozen=True)
class Reruns:
    """How a device's published run and its re-runs decided each claim: per (claim, deciding
    experiment, n-th verdict of that pair) the verdicts run by run, and the experiments not
    compared with why (measured by one run only, or measured differently)."""

    claims: Mapping[tuple[str, str, int], repro.Claim]
    left: Mapping[str, str]


Agreement = Mapping[str, Reruns]  # per device key


def agreement(bundles: Sequence[Bundle], reruns: Mapping[str, Sequence[tuple[str, Bundle]]]) -> dict[str, Reruns]:
    """Per device key with re-runs of its bundle's setting: how each claim came out in every run,
    over the experiments its Reproducibility page compares."""
    out = {}
    for bundle in bundles:
        same = [(n, b) for n, b in reruns.get(bundle.device_key, ()) if repro.setting(b) == repro.setting(bundle)]
        if not same:
            continue
        out[bundle.device_key] = Reruns(*repro.verdicts_per_run([bundle, *(b for _, b in same)],
                                                                ["published", *(n for n, _ in same)]))
    return out


def _differs(agreed: Agreement | None, bundle: Bundle, claim: str) -> list[repro.Claim]:
    """This claim's verdicts that re-runs decided otherwise than the published run did."""
    found = (agreed or {}).get(bundle.device_key)
    return [c for (cid, _, _), c in (found.claims if found else {}).items()
            if cid == claim and c.verdicts[0] and c.differs]


def _per_run(c: repro.Claim) -> str:
    """Each run's verdict named by its run: 'run 1 (published) holds; run 2 inconclusive'."""
    return "; ".join(f"run {i + 1}{' (published)' if i == 0 else ''} "
                     + (md.verdict_label(v) if v else repro.verdict_cell(v)) for i, v in enumerate(c.verdicts))


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
    headline = next((v for v, _ in _verdicts(first).get("C3", []) if v is not None), None)
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


def device_page(bundle: Bundle) -> str:
    """A device's overview: its experiments and their status."""
    fp = bundle.fingerprint
    parts = [f"# {device_label(bundle)}\n",
             f"torch {fp['torch']} · profile `{bundle.header['profile']}` · measured {bundle.header['created']} · "
             f"measure stage {bundle.header.get('measure_seconds', '–')} s · {exp_pages.machine_note(bundle)} · "
             "[environment](environment.md) · [reproducibility](reproducibility.md)\n"]
    parts.append(exp_pages.cpu_banner(bundle))
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
    parts = [f"# Environment: {device_label(bundle)}{what}\n", exp_pages.cpu_banner(bundle),
             md.table(["field", "value"], [[k, f"`{v}`"] for k, v in sorted(fp.items())]),
             "## Run\n",
             md.table(["field", "value"], [["created", bundle.header["created"]], ["profile", bundle.header["profile"]],
                                           ["measure stage", f"{bundle.header.get('measure_seconds', '–')} s"],
                                           ["git commit", f"`{git.get('commit')}`"], ["dirty tree", git.get("dirty")]]),
             "## Environment variables\n",
             md.table(["variable", "value"], [[k, f"`{v}`"] for k, v in env.items()]) if env else "_None of the relevant variables were set._\n"]
    return "\n".join(parts)


def _no_reruns(bundle: Bundle, name: str) -> str:
    """What the page says when no re-run exists, and how to make some."""
    command = ("`RESULTS=scratch/rerun1 bash scripts/device_report.sh OUTDIR` on the GPU machine" if bundle.is_cuda
               else "`python -m generator --results scratch/rerun1 measure --force` on this machine")
    return ("## No re-runs yet\n\n"
            "No re-run of this bundle is stored, so this page cannot yet say whether another run of the "
            "report on this device measures the same. To make one, measure again in fresh processes: "
            f"{command}; then copy the bundle directory it writes (bundle.json and rows.csv are enough) "
            f"to `results/reruns/{name}/run1/` (`run2/`, … for more) and build the site again. "
            f'In a terminal, `make spread RUNS="results/{name} results/reruns/{name}/run1 …"` prints the '
            "same comparison.\n")


def _runs_table(report: repro.SpreadReport) -> str:
    """Each run's name, when and how long it measured, and its machine: GPU (or host), CPU, OS build."""
    return md.table(["run", "created", "measure stage", "GPU" if report.runs[0].is_cuda else "host", "CPU", "OS build"],
                    [[f"{i + 1}: {r.name}", r.created, "–" if r.measure_seconds is None else f"{r.measure_seconds:.0f} s",
                      f"`{exp_pages.short_id(r.machine)}`" if r.machine else "not recorded", r.cpu or "–",
                      f"`{r.os}`" if r.os else "–"]
                     for i, r in enumerate(report.runs)])


def _claims_table(bundle: Bundle, report: repro.SpreadReport) -> str:
    def decided_by(eid: str) -> str:
        return f"[{eid}]({eid}.md)" if eid in bundle.experiments else eid

    return md.table(["claim", "decided by"] + [f"run {i + 1}" for i in range(len(report.runs))] + ["agree"],
                    [[f"[{c.claim}](../../claims.md#{c.claim.lower()})", decided_by(c.experiment)]
                     + [md.verdict_label(v) if v else repro.verdict_cell(v) for v in c.verdicts]
                     + ["**differs**" if c.differs else "yes"] for c in report.claims])


def _speedups_table(bundle: Bundle, report: repro.SpreadReport) -> str:
    """One table per experiment (a heading names it), so that a table keeps to the page's width."""
    # A speedup measured in one process says so beside its metric; the others are across processes.
    parts = []
    for experiment in dict.fromkeys(p.experiment for p in report.points):
        title = f"[{experiment}]({experiment}.md)" if experiment in bundle.experiments else experiment
        rows = [["<br>".join(f"{k}={v}" for k, v in p.params.items()),
                 f"{p.variant}: {p.metric.replace('_', ' ')}" + (" (one process)" if p.one_process else "")]
                + [repro.value_cell(r) for r in p.rows] + [f"{p.apart:.2%}", repro.misses_cell(p)]
                for p in report.points if p.experiment == experiment]
        parts.append(f"### {title}\n\n" + md.table(["point", "variant: metric"]
                                                   + [f"run {i + 1}" for i in range(len(report.runs))]
                                                   + ["apart", "missed by"], rows))
    return "\n".join(parts)


def _processes_section(bundle: Bundle, report: repro.SpreadReport) -> str:
    """GPU-bound speedups whose runs lie apart beyond the bar, with each run's per-process values."""
    head, body = repro.processes_rows(report, lambda e: f"[{e}]({e}.md)" if e in bundle.experiments else e)
    if not body:
        return ""
    picked = any(p.launches for p in repro.apart_gpu_bound(report))
    table = md.table(head, body)
    return ("## GPU-bound speedups beyond the bar, process by process\n\n"
            f"Where the GPU sets the pace the runs should lie within {repro.GPU_BOUND_BAR:.0%}. These do not; "
            "each run's timed processes, one by one, show whether a whole run moved or one process did "
            "(a process whose kernels picked slower launch settings, or that met a slower host, pulls "
            "its run's mean with it). The last column takes the process furthest from the others and gives "
            "both sides of its ratio against the other processes' range: the side whose time left that "
            "range is the one that moved."
            + (" Where the runs kept each process's launch picks (every process's autotuning picks its "
               "kernels' block sizes and warps afresh), the last column names the kernels of the point "
               "whose pick differed between processes, and which process picked what." if picked else "")
            + "\n\n" + table)


def reproducibility_page(bundle: Bundle, reruns: Sequence[tuple[str, Bundle]], problems: Sequence[str] = (),
                         picks: Mapping[str, Mapping[str, Any] | None] | None = None) -> str:
    """Do re-runs of this device's bundle agree with it? Runs, verdicts side by side, speedups apart."""
    name = bundle_name(bundle.fingerprint)
    parts = [f"# Reproducibility: {device_label(bundle)}\n", exp_pages.cpu_banner(bundle),
             "Another run of the report on this device, in fresh processes, should land inside the "
             "published intervals, and decide every claim the same way. This page sets the published "
             f"bundle beside its re-runs (`results/reruns/{name}/`). Each run compiles every model once, "
             "cold, and its timed processes share that compile (each re-tunes the kernels' launch "
             "settings). What all of a run's processes share, such as a host that runs slower for a "
             "whole run, they cannot show: where this setting has a calibration from earlier runs, "
             "every interval also takes that spread between runs, and *In short* says which one and "
             "whether these runs were among those it came from ([method](../../method.md)).\n"]
    if problems:
        parts.append(md.admonition("warning", "Re-runs that could not be read",
                                   "\n".join(f"- {html.escape(p)}" for p in problems)))
    mine = repro.setting(bundle)
    usable = [(n, b) for n, b in reruns if repro.setting(b) == mine]
    parts += [f"Not compared: re-run `{n}` measured another setting (device {d}, torch {t}, profile {p}).\n"
              for n, b in reruns for d, t, p in [repro.setting(b)] if (d, t, p) != mine]
    if not usable:
        return "\n".join([*parts, _no_reruns(bundle, name)])
    try:
        names = ["published", *(n for n, _ in usable)]
        report = repro.spread_report([bundle, *(b for _, b in usable)], names,
                                     picks=None if picks is None else [picks.get(n) for n in names])
    except LabError as exc:
        return "\n".join([*parts, f"_No comparison: {html.escape(str(exc))}._\n"])
    parts += ["## Runs\n", _runs_table(report),
              "## In short\n", "\n".join(f"- {line}" for line in repro.summary(report)) + "\n",
              "## Verdicts per run\n",
              "'–': the run did not measure the deciding experiment (a report-wide verdict is taken only "
              "from runs that measured every experiment); 'no verdict': it measured it and decided none.\n",
              _claims_table(bundle, report),
              "## Speedups per run\n",
              "Each run's speedup with its 95% interval. *apart*: the largest over the smallest, minus "
              "one; *(i, j)*: run i's interval misses run j's value. A one-process interval is a "
              "bootstrap inside one process: it cannot show how processes differ, so misses there are "
              "expected.\n", _speedups_table(bundle, report), _processes_section(bundle, report)]
    return "\n".join(p for p in parts if p)


def full_profile(bundle: Bundle, full_dir: Path) -> tuple[Bundle | None, str]:
    """The full-profile bundle measured beside the published one (full_dir/<its name>/), or None;
    and why one that is there is not shown."""
    path = Path(full_dir) / bundle_name(bundle.fingerprint)
    if not (path / "bundle.json").is_file():
        return None, ""
    try:
        found = bundle_store.read(path)
    except BundleError as exc:
        return None, str(exc)
    mine, theirs = (bundle.device_key, bundle.fingerprint["torch"]), (found.device_key, found.fingerprint.get("torch"))
    if theirs != mine:
        return None, (f"{path}: measured on {theirs[0]} with torch {theirs[1]}, not beside {mine[0]} with torch "
                      f"{mine[1]}; move it to the folder of its own setting")
    if found.profile != "full":
        return None, f"{path}: a bundle of profile {found.profile!r}; measure it with PROFILE=full RESULTS={full_dir}"
    return found, ""


def full_note(full: Bundle, result: ExperimentResult, where: str, published: bool) -> str:
    """What a full-profile page is, where it came from (`where`: its bundle's folder as shown) and
    how to add points to it."""
    points = bundle_store.ran(result) or result.points or [{}]  # no point measured: its bundle's commit
    commits = list(dict.fromkeys(exp_pages.commit_label(p, full.fingerprint) or "an unrecorded commit"
                                 for p in sorted(points, key=lambda p: p.get("measured", ""))))
    commit = ("commit " if len(commits) == 1 else "commits ") + ", ".join(commits)
    link = (f"[the published page]({result.id}.md)" if published
            else "the published bundle holds no result of this experiment")
    return ("!!! note \"Measured with the full profile\"\n"
            f"    This page shows `{where}/`: {result.id} measured with `--profile full`, "
            f"{bundle_store.coverage(result)} of that profile's grid so far, at {commit} on "
            f"{exp_pages.machine_note(full, result)}, created {full.header.get('created', '?')}"
            f"{_combined(full)}. The rest of this "
            "device's report, its claims page and its Reproducibility page come from the published "
            f"default-profile bundle ({link}); the verdicts below are this bundle's own, over the points it "
            "holds, and enter no other page. More points join it with "
            f"`make measure PROFILE=full ONLY={result.id} POINTS=\"param=value ...\" RESULTS={Path(where).parent}` "
            "(each part compiles cold; earlier points of the same code are kept); a part measured into another "
            f"folder (another machine, another job) joins with `make combine INTO={where} PARTS=<its bundle>`.\n")


def _combined(bundle: Bundle) -> str:
    """', parts measured elsewhere joined at …': when `generator combine` last folded parts into it."""
    found = bundle.header.get("combined") or []
    return f", parts measured elsewhere joined at {found[-1].get('at', '?')}" if found else ""


def _shown(path: Path) -> str:
    """A bundle folder as the pages name it: from its results folder on (results/full/<name>), never
    by this machine's path, since pages are published."""
    return Path(*Path(path).parts[-3:]).as_posix()


def _experiment_pages(base: Path, bundle: Bundle, result: ExperimentResult, trace_cache: Path | None, where: str,
                      stem: str = "", **page: Any) -> None:
    """Write an experiment's results and kernel pages (`stem`.md, `stem`-kernels.md) and its
    compile reports; where: its bundle's folder; page: experiment_page's other knobs."""
    with tempfile.TemporaryDirectory() as scratch:
        reports = traces.publish(result, base, trace_cache or Path(scratch), where, folder=stem,
                                 lean=bundle.profile == "full")
    stem = stem or result.id
    kernels = kernel_pages.kernels_pages(bundle, result, reports, stem=stem)
    _write(base / f"{stem}.md", exp_pages.experiment_page(bundle, result, reports, stem=stem,
                                                          kernels_split=kernel_pages.kernels_split(kernels), **page))
    for name, text in kernels.items():
        _write(base / name, text)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def render_release(bundles: list[Bundle], release: str, docs_dir: Path,
                   trace_cache: Path | None = None, reruns_dir: Path | None = None) -> list[Any]:
    """Write every page of one release into docs_dir; return the MkDocs nav.

    trace_cache keeps tlparse's reports between builds; without it they are parsed afresh.
    reruns_dir holds re-runs per bundle name (default: results/reruns/ of this checkout); the
    full-profile bundles beside the published ones are in the FULL folder next to it.
    """
    for name in GENERATED:
        target = docs_dir / name
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
    bundles = order(bundles)
    roots = {b.device_key: Path(reruns_dir or RERUNS) / bundle_name(b.fingerprint) for b in bundles}
    loaded = {key: repro.load_reruns(root) for key, root in roots.items()}
    agreed = agreement(bundles, {key: runs for key, (runs, _) in loaded.items()})
    _write(docs_dir / "index.md", home_page(bundles, release, agreed))
    _write(docs_dir / "claims.md", claims_page(bundles, release, agreed))
    nav: list[Any] = [{"Home": "index.md"}, {"Claims": "claims.md"}]
    full_dir = Path(reruns_dir or RERUNS).parent / FULL
    for bundle in bundles:
        base = docs_dir / "devices" / bundle.device_key
        rel = f"devices/{bundle.device_key}"
        _write(base / "index.md", device_page(bundle))
        _write(base / "environment.md", environment_page(bundle))
        section: list[Any] = [{"Overview": f"{rel}/index.md"}]
        full, problem = full_profile(bundle, full_dir)
        if problem:
            print(f"warning: {problem}; it is left out of the site", file=sys.stderr)
        wider = full.experiments if full is not None else {}
        if wider:
            _write(base / f"{FULL}-environment.md", environment_page(full, " (full profile)"))

        def full_pages(result: ExperimentResult) -> list[dict[str, str]]:
            """Write the full-profile pages of one experiment; their sidebar entries."""
            where, stem = _shown(full_dir / bundle_name(full.fingerprint)), f"{result.id}-{FULL}"
            _experiment_pages(base, full, result, trace_cache, where, stem, environment=f"{FULL}-environment.md",
                              reproducibility=False,
                              note=full_note(full, result, where, result.id in bundle.experiments))
            return [{"Full profile": f"{rel}/{stem}.md"}, {"Full profile: kernels": f"{rel}/{stem}-kernels.md"}]

        for result in bundle.experiments.values():
            note = (f"The same experiment measured with the full profile: "
                    f"[{bundle_store.coverage(wider[result.id])}]({result.id}-{FULL}.md).\n" if result.id in wider else "")
            _experiment_pages(base, bundle, result, trace_cache, f"results/{bundle_name(bundle.fingerprint)}", note=note)
            # one entry per experiment in the sidebar, its pages inside it
            pages = [{"Results": f"{rel}/{result.id}.md"}, {"Kernels": f"{rel}/{result.id}-kernels.md"}]
            section.append({result.title: pages + (full_pages(wider[result.id]) if result.id in wider else [])})
        section += [{f"{r.title} (full profile)": full_pages(r)} for r in wider.values() if r.id not in bundle.experiments]
        runs_root = roots[bundle.device_key]
        reruns, problems = loaded[bundle.device_key]
        # the launch picks each run kept: the published bundle's beside the re-runs' folder (results/<name>)
        picks = {"published": launches.read(runs_root.parent.parent / bundle_name(bundle.fingerprint),
                                            bundle.header.get("created")),
                 **{name: launches.read(runs_root / name, run.header.get("created")) for name, run in reruns}}
        _write(base / "reproducibility.md", reproducibility_page(bundle, reruns, problems, picks))
        section.append({"Reproducibility": f"{rel}/reproducibility.md"})
        section.append({"Environment": f"{rel}/environment.md"})
        nav.append({device_label(bundle): section})
    nav.append({"About": [{"How to read a page": "reading.md"}, {"Method": "method.md"}]})
    return nav

"""A device's Reproducibility page: do re-runs of its bundle agree with it? And, for the claims
page, how each claim came out in every run of the setting."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from generator.analysis import text
from generator.analysis.runs import measured_alike, setting
from generator.analysis.spread import GPU_BOUND_BAR, Claim, SpreadReport, apart_gpu_bound, spread_report, verdicts_per_run
from generator.render import markdown as md
from generator.render.device import device_label
from generator.render.measured import cpu_banner
from generator.render.model import DeviceModel
from generator.schema import LabError
from generator.store.bundle import Bundle


@dataclass(frozen=True)
class Reruns:
    """How a device's published run and its re-runs decided each claim: per (claim, deciding
    experiment, n-th verdict of that pair) the verdicts run by run, and the experiments not
    compared with why (measured by one run only, or measured differently)."""

    claims: Mapping[tuple[str, str, int], Claim]
    left: Mapping[str, str]


Agreement = Mapping[str, Reruns]  # per device key


def agreement(bundles: Sequence[Bundle], reruns: Mapping[str, Sequence[tuple[str, Bundle]]]) -> dict[str, Reruns]:
    """Per device key with re-runs of its bundle's setting: how each claim came out in every run,
    over the experiments its Reproducibility page compares."""
    out = {}
    for bundle in bundles:
        of_setting = [(n, b) for n, b in reruns.get(bundle.device_key, ()) if setting(b) == setting(bundle)]
        # the re-runs of its code; where there are none, those of other code, so the claims page
        # says they were not compared (each experiment left out as measured differently)
        same = [(n, b) for n, b in of_setting if measured_alike(b, bundle)] or of_setting
        if not same:
            continue
        out[bundle.device_key] = Reruns(*verdicts_per_run([bundle, *(b for _, b in same)],
                                                          ["published", *(n for n, _ in same)]))
    return out


def _alike(bundle: Bundle, reruns: Sequence[tuple[str, Bundle]]) -> list[tuple[str, Bundle]]:
    """The re-runs of the bundle's setting that measured what they share with it alike."""
    return [(n, b) for n, b in reruns if setting(b) == setting(bundle) and measured_alike(b, bundle)]


def _other_code(bundle: Bundle, reruns: Sequence[tuple[str, Bundle]]) -> str:
    """One paragraph naming the re-runs of this setting left out because they measured with other
    code than the published bundle ('' when none is)."""
    other = [n for n, b in reruns if setting(b) == setting(bundle) and not measured_alike(b, bundle)]
    if not other:
        return ""
    return (f"Not compared: {', '.join(f'`{n}`' for n in other)}, measured with other code (experiment or "
            "measuring code, profile or processes) than the published bundle, so "
            f"{'it says' if len(other) == 1 else 'they say'} nothing on whether the published intervals repeat. "
            "The pooled verdicts of that code are printed by `make verdicts RUNS=...` over its runs.\n")


def _no_reruns(bundle: Bundle, name: str) -> str:
    """What the page says when no re-run exists, and how to make some."""
    command = ("`RESULTS=scratch/rerun1 bash scripts/device_report.sh OUTDIR` on the GPU machine" if bundle.is_cuda
               else "`python -m generator --results scratch/rerun1 measure --force` on this machine")
    return ("## No re-runs yet\n\n"
            "No re-run of this bundle measured with its code is stored, so this page cannot yet say whether another run of the "
            "report on this device measures the same. To make one, measure again in fresh processes: "
            f"{command}; then copy the bundle directory it writes (bundle.json, rows.csv, samples.json and "
            "values.json: the published verdicts pool every run's processes, which the last two keep) "
            f"to `results/reruns/{name}/run1/` (`run2/`, … for more) and build the site again. "
            f'In a terminal, `make spread RUNS="results/{name} results/reruns/{name}/run1 …"` prints the '
            "same comparison.\n")


def _runs_table(report: SpreadReport) -> str:
    """Each run's name, when and how long it measured, and its machine: GPU (or host), CPU, OS build."""
    return md.table(["run", "created", "measure stage", "GPU" if report.runs[0].is_cuda else "host", "CPU", "OS build"],
                    [[f"{i + 1}: {r.name}", r.created, r.stage(),
                      f"`{text.short_id(r.machine)}`" if r.machine else "not recorded", r.cpu or "–",
                      f"`{r.os}`" if r.os else "–"]
                     for i, r in enumerate(report.runs)])


def _claims_table(bundle: Bundle, report: SpreadReport) -> str:
    def decided_by(eid: str) -> str:
        return f"[{eid}]({eid}.md)" if eid in bundle.experiments else eid

    return md.table(["claim", "decided by"] + [f"run {i + 1}" for i in range(len(report.runs))] + ["agree"],
                    [[f"[{c.claim}](../../claims.md#{c.claim.lower()})", decided_by(c.experiment)]
                     + [md.verdict_label(v) if v else text.verdict_cell(v) for v in c.verdicts]
                     + ["**differs**" if c.differs else "yes"] for c in report.claims])


def _speedups_table(bundle: Bundle, report: SpreadReport) -> str:
    """One table per experiment (a heading names it), so that a table keeps to the page's width."""
    # A speedup measured in one process says so beside its metric; the others are across processes.
    parts = []
    for experiment in dict.fromkeys(p.experiment for p in report.points):
        title = f"[{experiment}]({experiment}.md)" if experiment in bundle.experiments else experiment
        rows = [["<br>".join(f"{k}={v}" for k, v in p.params.items()),
                 f"{p.variant}: {p.metric.replace('_', ' ')}" + (" (one process)" if p.one_process else "")]
                + [text.value_cell(r) for r in p.rows] + [f"{p.apart:.2%}", text.misses_cell(p)]
                for p in report.points if p.experiment == experiment]
        parts.append(f"### {title}\n\n" + md.table(["point", "variant: metric"]
                                                   + [f"run {i + 1}" for i in range(len(report.runs))]
                                                   + ["apart", "missed by"], rows))
    return "\n".join(parts)


def _processes_section(bundle: Bundle, report: SpreadReport) -> str:
    """GPU-bound speedups whose runs lie apart beyond the bar, with each run's per-process values."""
    head, body = text.processes_rows(report, lambda e: f"[{e}]({e}.md)" if e in bundle.experiments else e)
    if not body:
        return ""
    picked = any(p.launches for p in apart_gpu_bound(report))
    table = md.table(head, body)
    return ("## GPU-bound speedups beyond the bar, process by process\n\n"
            f"Where the GPU sets the pace the runs should lie within {GPU_BOUND_BAR:.0%}. These do not; "
            "each run's timed processes, one by one, show whether a whole run moved or one process did "
            "(a process whose kernels picked slower launch settings, or that met a slower host, pulls "
            "its run's mean with it). The last column takes the process furthest from the others and gives "
            "both sides of its ratio against the other processes' range: the side whose time left that "
            "range is the one that moved."
            + (" Where the runs kept each process's launch picks (every process's autotuning picks its "
               "kernels' block sizes and warps afresh), the last column names the kernels of the point "
               "whose pick differed between processes, and which process picked what." if picked else "")
            + "\n\n" + table)


def _intro(device: DeviceModel) -> list[str]:
    """The page's title and what it compares, the re-runs it could not read, and those of another setting."""
    bundle = device.bundle
    parts = [f"# Reproducibility: {device_label(bundle)}\n", cpu_banner(bundle),
             "Another run of the report on this device, in fresh processes, should land inside the "
             "published intervals, and decide every claim the same way. This page sets the published "
             f"bundle beside its re-runs (`results/reruns/{device.name}/`). Each run compiles every model once, "
             "cold, and its timed processes share that compile (each re-tunes the kernels' launch "
             "settings). What all of a run's processes share, such as a host that runs slower for a "
             "whole run, they cannot show: where this setting has a calibration from earlier runs, "
             "every interval also takes that spread between runs, and *In short* says which one and "
             "whether these runs were among those it came from ([method](../../method.md)).\n"]
    if device.rerun_problems:
        parts.append(md.admonition("warning", "Re-runs that could not be read",
                                   "\n".join(f"- {html.escape(p)}" for p in device.rerun_problems)))
    mine, full = setting(bundle), setting(device.full.bundle) if device.full is not None else None
    parts += [f"Not compared: re-run `{n}` measured the full profile; it joins the evidence of the full-profile "
              "pages' verdicts at the points it measured alike.\n" if (d, t, p) == full else
              f"Not compared: re-run `{n}` measured another setting (device {d}, torch {t}, profile {p}).\n"
              for n, b in device.reruns for d, t, p in [setting(b)] if (d, t, p) != mine]
    return parts


def reproducibility_page(device: DeviceModel) -> str:
    """Do re-runs of this device's bundle agree with it? Runs, verdicts side by side, speedups apart."""
    bundle, picks = device.bundle, device.picks
    parts = _intro(device)
    usable = _alike(bundle, device.reruns)
    parts.append(_other_code(bundle, device.reruns))
    if not usable:
        return "\n".join(p for p in [*parts, _no_reruns(bundle, device.name)] if p)
    try:
        names = ["published", *(n for n, _ in usable)]
        report = spread_report([bundle, *(b for _, b in usable)], names,
                               picks=None if picks is None else [picks.get(n) for n in names])
    except LabError as exc:
        return "\n".join([*parts, f"_No comparison: {html.escape(str(exc))}._\n"])
    parts += ["## Runs\n", _runs_table(report),
              "## In short\n", "\n".join(f"- {line}" for line in text.summary(report)) + "\n",
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

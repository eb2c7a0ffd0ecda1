"""`generator spread RUN RUN [RUN ...]`: do repeated runs of one setting agree within their intervals?

Each RUN is a bundle of the same device, release and profile, measured in its own fresh processes
(for example a re-run under results/reruns/<bundle>/run2/, or `measure --force --results
scratch/run2`). By default it compares whole bundles: every speedup with a process or one-process
interval, per experiment, grid point and variant, with each run's value and interval, how far the
runs lie apart and every ordered pair (i, j) where run i's interval misses run j's value; and every
claim's verdict side by side. `--experiment` compares one experiment. It exits 1 when any pair
misses or any verdict differs, so a script can use it as a check.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from generator import launches
from generator.analysis import runs as run_store
from generator.analysis import text as words
from generator.analysis.spread import SpreadReport, spread_report
from generator.commands.diff import resolve
from generator.schema import LabError

MISSED_EXIT = 1


def _table(head: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in body]) + "\n"


def speedups_table(report: SpreadReport) -> str:
    """One line per speedup: experiment, point, variant, GPU busy, each run's value and interval, apart, misses."""
    head = ["experiment", "point", "variant", "metric", "GPU busy"] + [f"run {i + 1}" for i in range(len(report.runs))]
    body = [[p.experiment, ", ".join(f"{k}={v}" for k, v in p.params.items()), p.variant,
             p.metric + (" (one process)" if p.one_process else ""), "–" if p.gpu_busy is None else f"{p.gpu_busy:.0%}"]
            + [words.value_cell(r) for r in p.rows] + [f"{p.apart:.2%}", words.misses_cell(p)]
            for p in report.points]
    return _table(head + ["apart", "missed by"], body)


def verdicts_table(report: SpreadReport) -> str:
    """One line per claim and deciding experiment: each run's verdict, and whether they differ."""
    head = ["claim", "decided by"] + [f"run {i + 1}" for i in range(len(report.runs))] + ["agree"]
    body = [[c.claim, c.experiment] + [words.verdict_cell(v) for v in c.verdicts]
            + ["DIFFERS" if c.differs else "yes"] for c in report.claims]
    return _table(head, body) if body else "No verdicts to compare.\n"


def processes_table(report: SpreadReport) -> str:
    """GPU-bound speedups beyond the bar, with each run's per-process speedups: which process moved."""
    head, body = words.processes_rows(report)
    if not body:
        return ""
    return ("\n## GPU-bound speedups beyond the bar, process by process\n\n" + _table(head, body)
            + "\nA process far from its run's others (a compile that picked other kernel launch settings, a "
            "slower host) moves its run's mean; 'apart' compares the runs' means. The last column names the "
            "process furthest from the others and both sides of its ratio: the side that moved is the one "
            "whose time left the others' range.\n")


def text(report: SpreadReport) -> str:
    """The whole comparison as terminal text: runs, speedups, verdicts, summary."""
    runs = "\n".join(f"- run {i + 1}: {r.name} (created {r.created or '–'})" for i, r in enumerate(report.runs))
    return (f"Spread of {len(report.runs)} runs\n\n{runs}\n\n## Speedups\n\n{speedups_table(report)}\n"
            "'apart' is the largest value over the smallest, minus one; '(i, j)' means run i's interval "
            "misses run j's value; '–' where a run has no such row; 'GPU busy' is the lower of eager's and "
            "the variant's share, lowest over the runs.\n\n"
            f"{processes_table(report)}\n"
            f"## Verdicts\n\n{verdicts_table(report)}\n## Summary\n\n"
            + "\n".join(words.summary(report)) + "\n")


def spread(runs: Sequence[str], *, results_dir: Path, experiment: str | None = None,
           metric: str | None = None) -> int:
    """Print how repeated runs agree; 1 when some run's interval misses another run's value or a verdict differs."""
    if len(runs) < 2:
        raise LabError("spread needs at least two runs of the same setting, e.g. results/<bundle> "
                       "results/reruns/<bundle>/run1")
    paths = [resolve(r, results_dir) for r in runs]
    bundles = [run_store.read_run(p) for p in paths]
    report = spread_report(bundles, [str(p) for p in paths], experiment=experiment, metric=metric,
                           picks=[launches.read(p, b.header.get("created")) for p, b in zip(paths, bundles)])
    sys.stdout.write(text(report))
    return MISSED_EXIT if report.exit_code else 0

"""An experiment page's verdicts: one row per claim with the numbers and the rule that decided it,
and on which runs they were decided (every run of the experiment's code pooled by process, or one)."""

from __future__ import annotations

from generator.analysis.pooled import PooledExperiment, settle
from generator.render import markdown as md
from generator.schema import ExperimentResult


def verdict_table(result: ExperimentResult, pooled: PooledExperiment | None = None, *,
                  reproducibility: bool = True) -> str:
    """The verdicts this experiment decides, with the numbers and the rule behind each: decided on
    every run of its code pooled by process where there are several (pooled), else on this run.
    reproducibility: whether the device's Reproducibility page sets each of these runs' own verdicts
    apart (the published profile's runs; not a full-profile supplement's, whose page is its run's)."""
    found = list(pooled.verdicts) if pooled is not None else result.verdicts
    if not found:
        return "_No verdicts: the experiment produced no rows to decide them._\n"
    runs = max(pooled.most, 1) if pooled is not None else 1
    alone = ("Decided on this run alone: no other run of this code on this device is kept (re-runs under "
             "`results/reruns/` join the evidence).\n\n" if reproducibility else
             "Decided on this bundle alone: no re-run of its profile measured these points alike.\n\n")
    head = alone if pooled is not None and runs == 1 else ""
    if runs > 1 and pooled is not None:
        shown = "the published run's" if reproducibility else "this bundle's"
        own = " Each run's own verdicts: [Reproducibility](reproducibility.md)." if reproducibility else ""
        head = (f"Decided on the {runs} runs of this code on this device, pooled process by process "
                f"({', '.join(f'`{n}`' for n in pooled.pooled)}); the numbers in the verdicts are theirs, the charts "
                f"and tables below are {shown}.{own}\n\n")
    settled = [f"{v.claim}: {settle(v.grow, runs)}." for v in found if v.verdict == "inconclusive"]
    return head + md.table(["claim", "verdict", "measured", "rule"],
                           [[f"[{v.claim}](../../claims.md#{v.claim.lower()})", md.verdict_label(v.verdict),
                             v.measured, v.rule] for v in found]) + "".join(f"\n{line}\n" for line in settled)

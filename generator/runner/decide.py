"""Verdicts from stored rows: what every command that holds a result asks of the rules.

Verdicts are pure functions of a result's merged rows, versioned apart from the measuring code
(discovery.Experiment.rules_hash, runner.versions). A result records the hash of the rules that
decided it (`ExperimentResult.rules`); one decided by other rules is decided again from its rows
wherever it is reused (a cached result, a bundle's earlier result, a part folded in), so a rule's
change re-decides and starts no worker.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from generator.runner import progress
from generator.runner.discovery import Experiment
from generator.schema import ExperimentResult, Verdict


def stamped_verdicts(experiment: Experiment, result: ExperimentResult, fp: Mapping[str, Any]) -> list[Verdict]:
    """The experiment's verdicts on the result's rows, stamped with the device and release."""
    if experiment.decide is None or result.status == "failed":
        return []
    device = fp["device_name"]
    return [dataclasses.replace(v, device=device, release=fp["torch"]) for v in experiment.decide(result.rows)]


def decided(experiment: Experiment, result: ExperimentResult, fp: Mapping[str, Any]) -> ExperimentResult:
    """The result with its verdicts by today's rules; a bug in a rule is noted on it, never losing
    the measurements (and leaves `rules` unset, so the next reuse tries again)."""
    try:
        verdicts = stamped_verdicts(experiment, result, fp)
    except Exception as exc:  # noqa: BLE001 - any rule's failure is reported with the result
        note = f"verdicts failed: {exc!r}"
        return dataclasses.replace(result, verdicts=[], rules="",
                                   error=(result.error + "; " if result.error else "") + note)
    return dataclasses.replace(result, verdicts=verdicts, rules=experiment.rules_hash)


def current(experiment: Experiment, result: ExperimentResult,
            fp: Mapping[str, Any]) -> tuple[ExperimentResult, str | None]:
    """The result itself where today's rules decided it, otherwise decided again from its rows;
    and, where a rule failed on the stored rows, why (one line).

    A rule that fails keeps the verdicts it would have replaced (the result as it was), so a broken
    edit never empties a page that had verdicts.
    """
    if experiment.rules_hash and result.rules == experiment.rules_hash:
        return result, None
    try:
        verdicts = stamped_verdicts(experiment, result, fp)
    except Exception as exc:  # noqa: BLE001 - the caller says so; the stored verdicts stay
        return result, f"{experiment.id}: its verdict rules failed on the stored rows ({type(exc).__name__}: {exc}); " \
            "the verdicts decided before are kept"
    return dataclasses.replace(result, verdicts=verdicts, rules=experiment.rules_hash), None


def current_verdicts(results: dict[str, ExperimentResult], experiments: list[Experiment], fp: Mapping[str, Any],
                     previous: Any = None) -> dict[str, ExperimentResult]:
    """Every result with verdicts by today's rules (decide.current): one decided by rules that have
    changed since (a cached result, the earlier bundle's) is decided again from its stored rows,
    measuring nothing. A result of the earlier bundle is stamped with that bundle's device."""
    known = {e.id: e for e in experiments}
    out: dict[str, ExperimentResult] = {}
    for eid, result in results.items():
        if eid not in known:  # a module that does not load: its result stays as it was
            out[eid] = result
            continue
        then = previous is not None and result is previous.experiments.get(eid)
        out[eid] = redecided(known[eid], result, previous.fingerprint if then else fp)
    return out


def redecided(experiment: Experiment, result: ExperimentResult, fp: Mapping[str, Any]) -> ExperimentResult:
    """decide.current, saying what it did: decided again, or a rule that failed on the stored rows."""
    out, failed = current(experiment, result, fp)
    if failed:
        progress.emit(f"warning: {failed}")
    elif out is not result:
        progress.emit(f"{experiment.id}: its verdict rules changed since it was decided: decided again from its stored "
            "rows (nothing measured)")
    return out

"""Find experiments: every module in experiments/ with a SPEC and a run() function."""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from generator.runner import versions
from generator.schema import Row, SpecError, Verdict
from generator.shards import Sharding
from generator.spec import ExperimentSpec
from generator.store import fingerprint
from generator.store.bundle import Bundle
from generator.store.results import code_of

EXPERIMENTS_PACKAGE = "experiments"
# Code whose change alters every measurement: part of each result's cache key.
METHOD_MODULES = ("generator.runner.measure", "generator.runner.sweeps", "generator.runner.memory",
                  "generator.runner.worker", "generator.runner.merge",
                  "generator.stats", "generator.runner.inductor", "generator.runner.inductor.compiler",
                  "generator.runner.inductor.caches", "generator.runner.inductor.logs", "generator.runner.fresh",
                  "generator.kernels", "generator.schema", "generator.spec", "generator.calibration")
# The verdict rules shared by all experiments: a change to them re-decides stored rows (as does a
# change to an experiment's own rules, versions.split), it re-measures nothing.
RULE_MODULES = ("generator.verdicts", "generator.summary", "generator.suite")

Rules = Callable[[Sequence[Row]], list[Verdict]]
# An experiment of the user's own models defines, instead of SPEC, `spec_for(models)` (its spec for
# the models named, or None when none is) and `check(model)` (a one-line LabError where one cannot be
# measured); it exists in the measures that name models only.
USER_SPEC, USER_CHECK = "spec_for", "check"
SHARDING = versions.SCHEDULE_NAMES[0]  # the module-level name of a grid's Sharding (generator.shards)


@dataclass(frozen=True)
class Experiment:
    """A discovered experiment: its spec, its module, and the hashes of its measuring code
    (`source_hash`, the result cache's key) and of its verdict rules (`rules_hash`)."""

    spec: ExperimentSpec
    module: ModuleType
    source_hash: str
    rules_hash: str = ""
    # The user's models it measures (`package.module:function`), for an experiment whose spec is
    # made from them (USER_SPEC); every process that runs it is told them (runner.worker --model).
    models: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def sharding(self) -> Sharding | None:
        """How its grid is split into jobs in the profiles it names (the module's SHARDING, checked
        by load), or None."""
        return getattr(self.module, SHARDING, None)

    @property
    def decide(self) -> Rules | None:
        """The experiment's verdict rules (its module's `verdicts(rows)`), or None when it decides nothing."""
        rules = getattr(self.module, versions.RULES, None)
        return rules if callable(rules) else None


def _source(module: ModuleType) -> str:
    return Path(inspect.getfile(module)).read_text(encoding="utf-8")


@functools.cache
def method_hash() -> str:
    """Hash of the measuring code shared by all experiments."""
    return versions.digest(*(_source(importlib.import_module(m)) for m in METHOD_MODULES))


@functools.cache
def shared_rules_hash() -> str:
    """Hash of the verdict rules shared by all experiments (RULE_MODULES)."""
    return versions.digest(*(_source(importlib.import_module(m)) for m in RULE_MODULES))


def _shared_names(source: str, is_module: Callable[[str, str], bool]) -> list[str]:
    """The modules of the experiments package that an experiment module's source imports from:
    is_module(bound name, dotted name) says whether `from a import b` imports a module b."""
    names = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == EXPERIMENTS_PACKAGE:
            for alias in node.names:
                whole = f"{node.module}.{alias.name}"
                names.append(whole if is_module(alias.asname or alias.name, whole) else node.module)
    return sorted(set(names))


def _shared_definitions(module: ModuleType) -> list[str]:
    """The sources of the modules of the experiments package (a model: experiments/models) that an
    experiment module imports: what it measures is defined there as much as in its own code."""
    names = _shared_names(_source(module), lambda bound, _: isinstance(getattr(module, bound, None), ModuleType))
    return [_source(importlib.import_module(name)) for name in names]


def _measuring_hash(source: str, shared: Sequence[str]) -> str:
    return versions.digest(versions.split(source).hashes()[0], *shared)


def hashes(module: ModuleType) -> tuple[str, str]:
    """(measuring hash, rule hash) of an experiment module: its two halves (versions.split), the
    measuring half with the shared definitions it imports (a model module; one a spec's `uses` names
    per point stays out unless imported), the rules with the shared rules they build on."""
    source = _source(module)
    return (_measuring_hash(source, _shared_definitions(module)),
            versions.digest(versions.split(source).hashes()[1], shared_rules_hash()))


def source_hash_at(commit: str, experiment_id: str, repo: Path = fingerprint.PROJECT_ROOT) -> str | None:
    """The source hash this Python gives an experiment's measuring code as it was at `commit`, or
    None where git cannot show that code (no repository, a shallow clone without the commit)."""
    @functools.cache  # each module's text is asked for twice: is it a module, and what does it hold
    def text(name: str) -> str | None:
        path = name.replace(".", "/")
        found = fingerprint.show_at(commit, f"{path}.py", repo)
        return found if found is not None else fingerprint.show_at(commit, f"{path}/__init__.py", repo)

    own = text(f"{EXPERIMENTS_PACKAGE}.{experiment_id}")
    if own is None:
        return None
    try:  # code this Python cannot parse (newer syntax) cannot be hashed by it
        shared = [text(name) for name in _shared_names(own, lambda _, whole: text(whole) is not None)]
        found = [s for s in shared if s is not None]
        return _measuring_hash(own, found) if len(found) == len(shared) else None
    except SyntaxError:
        return None


def same_measuring_code(experiment_id: str, a_hash: str, a_fp: Mapping[str, Any], b_hash: str,
                        b_fp: Mapping[str, Any] | None = None, repo: Path = fingerprint.PROJECT_ROOT) -> bool:
    """Whether two results of an experiment were measured with the same code of its own: equal
    source hashes, or, for hashes taken under two Python minor versions (ast.unparse, which the hash
    reads the code through, writes some f-strings with other quotes from 3.12 on, so the same code
    hashes otherwise), equal hashes under this Python of the code at the commits they name, each from
    a tree that held only its commit. b_fp None: b is this checkout, b_hash its hash now."""
    if a_hash == b_hash:
        return True
    if fingerprint.python_minor(a_fp) == fingerprint.python_minor(b_fp):
        return False

    def now(fp: Mapping[str, Any] | None, stored: str) -> str | None:
        """The hash this Python gives the code (fp None: this checkout, hashed by this Python)."""
        if fingerprint.python_minor(fp) == fingerprint.python_minor():
            return stored
        commit = fingerprint.clean_commit(fp)
        return None if commit is None else source_hash_at(commit, experiment_id, repo)

    a_now = now(a_fp, a_hash)
    return a_now is not None and a_now == now(b_fp, b_hash)


def alike(a: Bundle, b: Bundle) -> set[str]:
    """The experiments two bundles hold measured with the same code of their own (same_measuring_code,
    each result by the commit its points name): what the release diff may compare."""
    return {eid for eid, ea in a.experiments.items() if eid in b.experiments and same_measuring_code(
        eid, ea.source_hash, code_of(ea, a.fingerprint), b.experiments[eid].source_hash,
        code_of(b.experiments[eid], b.fingerprint))}


def load(module_name: str, models: Sequence[str] = ()) -> Experiment | None:
    """Import one experiment module and check that it has a valid SPEC and run(); None for an
    experiment of the user's models (USER_SPEC) when no model is named."""
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # a broken experiment is named, not a traceback
        raise SpecError(f"{module_name} cannot be imported: {type(exc).__name__}: {exc}") from exc
    spec = getattr(module, "SPEC", None)
    made_for = getattr(module, USER_SPEC, None)
    if spec is None and callable(made_for):
        spec = made_for(tuple(models))  # a name that cannot be measured raises its one line here
        if spec is None:
            return None
    if not isinstance(spec, ExperimentSpec):
        raise SpecError(f"{module_name}: define SPEC = ExperimentSpec(...) at module level")
    if not callable(getattr(module, "run", None)):
        raise SpecError(f"{module_name}: define run(ctx, **params) returning an Outcome")
    if module_name.rsplit(".", 1)[-1] != spec.id:
        raise SpecError(f"{module_name}: SPEC.id {spec.id!r} must match the module name")
    _check_against_run(module_name, spec, module.run)
    _check_claims(module_name, spec)
    declared = getattr(module, SHARDING, None)
    if declared is not None:
        if not isinstance(declared, Sharding):
            raise SpecError(f"{module_name}: {SHARDING} must be generator.shards.Sharding(profiles=..., cost_by=...)")
        declared.check(spec)
    measuring, rules = hashes(module)
    return Experiment(spec, module, measuring, rules, tuple(models) if callable(made_for) else ())


def check_models(experiments: Sequence[Experiment]) -> None:
    """Build each user's model once (USER_CHECK), so that one that cannot be measured is said in one
    line before anything is measured."""
    for experiment in experiments:
        check = getattr(experiment.module, USER_CHECK, None)
        for model in experiment.models if callable(check) else ():
            check(model)


def _check_against_run(module_name: str, spec: ExperimentSpec, run: Callable[..., object]) -> None:
    """Every grid parameter of every profile must be a keyword run() accepts."""
    params = inspect.signature(run).parameters.values()
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params):
        return
    accepted = {p.name for p in params if p.kind in (inspect.Parameter.KEYWORD_ONLY,
                                                     inspect.Parameter.POSITIONAL_OR_KEYWORD)}
    unknown = sorted({*spec.params, *spec.quick, *spec.full} - accepted)
    if unknown:
        raise SpecError(f"{module_name}: grid parameter(s) {unknown} are not arguments of run(); "
                        f"run() accepts {sorted(accepted - {'ctx'})}")


def _check_claims(module_name: str, spec: ExperimentSpec) -> None:
    """Every claim id must be one of the article's (generator/claims.py); evidence goes to a claim
    the report decides across experiments."""
    from generator.claims import BY_ID

    unknown = [c for c in spec.claims if c not in BY_ID]
    if unknown:
        raise SpecError(f"{module_name}: claim id(s) {unknown} are not among the article's claims "
                        f"({min(BY_ID, key=lambda c: int(c[1:]))}–{max(BY_ID, key=lambda c: int(c[1:]))}, generator/claims.py)")
    wrong = sorted({e.claim for e in spec.evidence if e.claim not in BY_ID or BY_ID[e.claim].across != "report"})
    if wrong:
        report = sorted(c.id for c in BY_ID.values() if c.across == "report")
        raise SpecError(f"{module_name}: evidence for {wrong}: only claims the report decides across "
                        f"experiments take evidence ({', '.join(report)}, generator/claims.py)")


def specs() -> list[ExperimentSpec]:
    """The specs of every experiment that loads (imports the experiment modules, so torch)."""
    return [e.spec for e in discover_all()[0]]


def module_names() -> list[str]:
    """The experiment modules in experiments/, sorted by name."""
    package = importlib.import_module(EXPERIMENTS_PACKAGE)
    return sorted(m.name for m in pkgutil.iter_modules(package.__path__) if not m.ispkg and not m.name.startswith("_"))


def discover_all(models: Sequence[str] = ()) -> tuple[list[Experiment], dict[str, str]]:
    """The experiments that load (with the one of the user's `models` where some are named), and
    for each module that does not, why (one line)."""
    found, broken = [], {}
    for name in module_names():
        try:
            experiment = load(f"{EXPERIMENTS_PACKAGE}.{name}", models)
        except SpecError as exc:
            broken[name] = str(exc)
            continue
        if experiment is not None:
            found.append(experiment)
    return found, broken


def discover() -> list[Experiment]:
    """All experiments in experiments/, sorted by id; the first broken one raises SpecError."""
    found, broken = discover_all()
    if broken:
        raise SpecError(next(iter(broken.values())))
    return found


def select(experiments: list[Experiment], only: list[str] | None,
           broken: dict[str, str] | None = None) -> set[str]:
    """The ids to run: all, or those named in `only`, every one of which must exist and load."""
    named_broken = [name for name in only or () if name in (broken or {})]
    if named_broken:
        raise SpecError((broken or {})[named_broken[0]])
    known = [e.id for e in experiments]
    unknown = sorted(set(only or ()) - set(known))
    if unknown:
        raise SpecError(f"unknown experiment(s) {unknown}; known: {', '.join(known)}")
    return set(only or known)

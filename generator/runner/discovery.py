"""Find experiments: every module in experiments/ with a SPEC and a run() function."""

from __future__ import annotations

import hashlib
import importlib
import inspect
import pkgutil
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from generator.schema import ExperimentSpec, SpecError

EXPERIMENTS_PACKAGE = "experiments"
# Code whose change alters every measurement: part of each result's cache key.
METHOD_MODULES = ("generator.runner.measure", "generator.runner.worker", "generator.runner.merge",
                  "generator.stats", "generator.runner.inductor", "generator.runner.fresh",
                  "generator.kernels", "generator.schema", "generator.verdicts")


@dataclass(frozen=True)
class Experiment:
    """A discovered experiment: its spec, its module and a hash of its source."""

    spec: ExperimentSpec
    module: ModuleType
    source_hash: str

    @property
    def id(self) -> str:
        return self.spec.id


def _source_hash(*modules: ModuleType) -> str:
    digest = hashlib.sha256()
    for module in modules:
        digest.update(Path(inspect.getfile(module)).read_bytes())
    return digest.hexdigest()[:16]


def method_hash() -> str:
    """Hash of the measuring code shared by all experiments."""
    return _source_hash(*(importlib.import_module(m) for m in METHOD_MODULES))


def load(module_name: str) -> Experiment:
    """Import one experiment module and check that it has a valid SPEC and run()."""
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # a broken experiment is named, not a traceback
        raise SpecError(f"{module_name} cannot be imported: {type(exc).__name__}: {exc}") from exc
    spec = getattr(module, "SPEC", None)
    if not isinstance(spec, ExperimentSpec):
        raise SpecError(f"{module_name}: define SPEC = ExperimentSpec(...) at module level")
    if not callable(getattr(module, "run", None)):
        raise SpecError(f"{module_name}: define run(ctx, **params) returning an Outcome")
    if module_name.rsplit(".", 1)[-1] != spec.id:
        raise SpecError(f"{module_name}: SPEC.id {spec.id!r} must match the module name")
    return Experiment(spec, module, _source_hash(module))


def discover() -> list[Experiment]:
    """All experiments in experiments/, sorted by id."""
    package = importlib.import_module(EXPERIMENTS_PACKAGE)
    names = sorted(m.name for m in pkgutil.iter_modules(package.__path__) if not m.name.startswith("_"))
    return [load(f"{EXPERIMENTS_PACKAGE}.{name}") for name in names]


def select(experiments: list[Experiment], only: list[str] | None) -> set[str]:
    """The ids to run: all, or those named in `only`, every one of which must exist."""
    known = [e.id for e in experiments]
    unknown = sorted(set(only or ()) - set(known))
    if unknown:
        raise SpecError(f"unknown experiment(s) {unknown}; known: {', '.join(known)}")
    return set(only or known)

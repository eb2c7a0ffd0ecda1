"""The models experiments share: one module per model or model family, and the registry of real models.

A module here that defines `MODEL` (a `Model`) is a real model of the suite, named as its module
is: adding a model is adding one such module, and no experiment's source changes. Other modules
(`mlp`) are model families that experiments call directly. `source_hash(name)` versions each one
by its own source, so that an experiment's `uses` puts it in the keys of the points that measure
it alone (ExperimentSpec.uses): a change to one model re-measures that model's points only.

This module holds records and look-ups only, nothing that measures: what builds or feeds a model
lives in its module and in the private helpers (`_*.py`) it imports, which its hash covers.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the records name torch's types; importing this package needs no torch
    import torch

# Where the model modules are read from; a module-level name so a test can point it at a copy.
ROOT = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Kind:
    """What a family of models takes and learns from: one batch of inputs, its labels, the loss."""

    name: str  # "vision" (images in, class logits out) or "language" (token ids)
    # (net, size, batch, device) -> the model's keyword arguments for one batch
    inputs: Callable[[torch.nn.Module, str, int, str], dict[str, torch.Tensor]]
    # (inputs, batch, device) -> the targets of a train step
    labels: Callable[[Mapping[str, torch.Tensor], int, str], torch.Tensor]
    # (net, inputs, labels) -> the scalar loss of a train step
    loss: Callable[[torch.nn.Module, Mapping[str, torch.Tensor], torch.Tensor], torch.Tensor]


@dataclass(frozen=True)
class Model:
    """One real model: its package, how to build it at a size, what it takes and what it gives."""

    name: str  # the name of its module here, and its value of the `model` grid parameter
    package: str  # the module that must import for this model to run
    kind: Kind
    description: str
    # Its place in the suite: the order of the grid, of the summary and of the suite's means.
    order: int
    # (size, task) -> the model with fresh random weights in that size's configuration, dropout off
    build: Callable[[str, str], torch.nn.Module]
    # (size, batch) -> the shape of the tensor an inference call gives (model_suite.output_tensor)
    output_shape: Callable[[str, int], tuple[int, ...]]
    trains: bool = False  # the suite measures a train step of it
    # In the default profile's declared subset of the suite (the rest run in `--profile full`).
    default: bool = False


@functools.cache
def registry() -> tuple[Model, ...]:
    """Every real model here (each module that defines MODEL), in their declared order."""
    found: list[Model] = []
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg or info.name.startswith("_"):
            continue
        model = getattr(importlib.import_module(f"{__name__}.{info.name}"), "MODEL", None)
        if model is None:
            continue  # a model family experiments call directly (mlp)
        if not isinstance(model, Model) or model.name != info.name:
            raise TypeError(f"{__name__}.{info.name}: MODEL must be a Model named {info.name!r}")
        found.append(model)
    return tuple(sorted(found, key=lambda m: (m.order, m.name)))


def names() -> list[str]:
    """The registry's model names, in the suite's order."""
    return [m.name for m in registry()]


def get(name: str) -> Model:
    """The registry's model of that name."""
    for model in registry():
        if model.name == name:
            return model
    raise KeyError(f"unknown model {name!r}; experiments/models has {', '.join(names())}")


def _module_path(name: str) -> Path:
    path = ROOT / f"{name}.py"
    if not name.isidentifier() or not path.is_file():
        raise KeyError(f"no model module {name!r} in experiments/models")
    return path


def _private_imports(tree: ast.Module) -> list[str]:
    """The package's private helper modules (`_*.py`) a module imports, in the order it names them."""
    out: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.module == __name__ or (node.level == 1 and node.module is None):
            out += [a.name for a in node.names if a.name.startswith("_")]  # from experiments.models import _x
        elif node.module and (node.level == 1 or node.module.startswith(f"{__name__}.")):
            head = node.module.split(".")[-1]  # from experiments.models._x import y
            out += [head] if head.startswith("_") else []
    return list(dict.fromkeys(out))


def source_hash(name: str) -> str:
    """A short sha256 of model `name`'s module (or a family's, e.g. "mlp") and the private helpers it imports."""
    # Each is hashed as ast.unparse writes it, so a comment changes no model's version; the helpers
    # are followed transitively, so a change to one re-measures exactly the models built on it.
    if name.startswith("_"):
        raise KeyError(f"{name!r} is a private helper of experiments/models, not a model")
    digest = hashlib.sha256()
    todo, seen = [name], set()
    while todo:
        module = todo.pop(0)
        if module in seen:
            continue
        seen.add(module)
        tree = ast.parse(_module_path(module).read_text(encoding="utf-8"))
        digest.update(f"{module}\0{ast.unparse(tree)}\0".encode())
        todo += _private_imports(tree)
    return digest.hexdigest()[:16]


def by_value(modules: Mapping[Any, str]) -> Callable[[Any], str]:
    """A grid parameter's ExperimentSpec.uses: value -> source_hash of the module here it names, else ""."""
    # A value left out names no model here: its experiment's own code defines what it measures,
    # and the experiment's own hash versions that.
    return lambda value: source_hash(modules[value]) if value in modules else ""


def available(name: str) -> str | None:
    """Why the registry's model cannot be built here (its package is missing or broken), or None."""
    from experiments.models import _package  # imported here: the registry itself imports no torch

    try:
        _package.load(get(name).package)
    except ImportError as exc:
        return str(exc)
    return None

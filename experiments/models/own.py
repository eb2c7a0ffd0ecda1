"""A user's own model, named as `package.module:function` (`make report MODEL=...`).

The function takes no arguments and returns `(model, inputs)`: a `torch.nn.Module` and the example
inputs of one call, as `torch.export.export(model, args)` takes them: one tensor, a tuple of
tensors (positional arguments of `forward`) or a dict of tensors (keyword arguments). The suite
moves both to the device it measures on; the inputs fix the batch and the shapes.

Everything that can be wrong with a name (its form, a module that does not import, a missing
function, a function that raises or returns something else) is a ModelError: one line that says
what is wrong and what to do, raised before anything is measured. A model family the own_model
experiment calls (no MODEL here): the user's module is versioned by `source_hash`, per point.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from generator.schema import LabError

_NAME = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*$")
EXAMPLE = "examples.tiny_model:build"
CONTRACT = ("return (model, inputs): a torch.nn.Module and its example inputs, one tensor, a tuple of "
            "tensors (forward's positional arguments) or a dict of tensors (its keyword arguments)")


class ModelError(LabError):
    """A user's model cannot be measured as named; the message says why and what to do."""


@dataclass(frozen=True)
class Built:
    """A user's model and the inputs of one call, each named by the parameter of forward it fills."""

    net: torch.nn.Module
    inputs: dict[str, torch.Tensor]


def parse(spec: str) -> tuple[str, str]:
    """`package.module:function` as (module, function); any other form is a ModelError."""
    if not isinstance(spec, str) or not _NAME.match(spec.strip()):
        raise ModelError(f"MODEL {spec!r} is not of the form package.module:function; name the module and its "
                         f"build function, e.g. MODEL={EXAMPLE}")
    module, function = spec.strip().split(":")
    return module, function


def function(spec: str) -> Callable[[], Any]:
    """The build function a name points at: its module imported, the function looked up."""
    module_name, name = parse(spec)
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # a user's module that fails in any way is a line, not a traceback
        raise ModelError(f"MODEL {spec}: module {module_name} does not import ({type(exc).__name__}: "
                         f"{_first_line(exc)}); run from the repository root, or put the folder that holds "
                         "it on PYTHONPATH") from None
    found = getattr(module, name, None)
    if found is None:
        public = [n for n, v in vars(module).items() if callable(v) and not n.startswith("_")
                  and getattr(v, "__module__", None) == module.__name__]
        raise ModelError(f"MODEL {spec}: {module_name} has no function {name!r}"
                         + (f" (it defines: {', '.join(sorted(public))})" if public else "")
                         + f"; name the function that builds the model, e.g. {module_name}:build")
    if not callable(found):
        raise ModelError(f"MODEL {spec}: {module_name}.{name} is a {type(found).__name__}, not a function; "
                         "name the function that builds the model")
    return found


def build(spec: str) -> Built:
    """Call the user's function and check what it returns (ModelError where it is not (model, inputs))."""
    make = function(spec)
    try:
        made = make()
    except Exception as exc:  # the user's code: its failure is theirs to fix, said in one line
        raise ModelError(f"MODEL {spec}: {parse(spec)[1]}() raised {type(exc).__name__}: {_first_line(exc)}") from None
    if not (isinstance(made, tuple) and len(made) == 2 and isinstance(made[0], torch.nn.Module)):
        raise ModelError(f"MODEL {spec}: {parse(spec)[1]}() returned {_kind(made)}; {CONTRACT}")
    return Built(made[0], _bound(spec, made[0], made[1]))


def _bound(spec: str, net: torch.nn.Module, inputs: Any) -> dict[str, torch.Tensor]:
    """The inputs by forward's parameter names (the suite calls a model with keyword arguments)."""
    if isinstance(inputs, torch.Tensor):
        args, kwargs = (inputs,), {}
    elif isinstance(inputs, (tuple, list)):
        args, kwargs = tuple(inputs), {}
    elif isinstance(inputs, dict):
        args, kwargs = (), dict(inputs)
    else:
        raise ModelError(f"MODEL {spec}: its inputs are {_kind(inputs)}; {CONTRACT}")
    values = [*args, *kwargs.values()]
    if not values or not all(isinstance(v, torch.Tensor) for v in values):
        raise ModelError(f"MODEL {spec}: its inputs are {_kind(inputs)}, not one or more tensors; {CONTRACT}")
    signature = inspect.signature(net.forward)
    if any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in signature.parameters.values()):
        raise ModelError(f"MODEL {spec}: {type(net).__name__}.forward{signature} takes *args or **kwargs; "
                         "give it named parameters, one per input")
    try:
        bound = signature.bind(*args, **kwargs)
    except TypeError as exc:
        raise ModelError(f"MODEL {spec}: the inputs do not fit {type(net).__name__}.forward{signature} "
                         f"({exc}); return the inputs of one call") from None
    return dict(bound.arguments)


def source_hash(spec: str) -> str:
    """A short sha256 of the module that defines the user's function, as ast.unparse writes it (a
    comment changes nothing), with the function's name: part of the keys of its points alone."""
    module_name, name = parse(spec)
    path = inspect.getsourcefile(importlib.import_module(module_name))
    text = ast.unparse(ast.parse(Path(path).read_text(encoding="utf-8"))) if path else ""
    return hashlib.sha256(f"{spec}\0{text}".encode()).hexdigest()[:16]


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [""])[0]


def _kind(value: Any) -> str:
    """What a value is, in a few words: 'a tuple of 3', 'a Tensor', 'None'."""
    if value is None:
        return "None"
    if isinstance(value, (tuple, list)):
        return f"a {type(value).__name__} of {len(value)} ({', '.join(type(v).__name__ for v in value[:4])})"
    return f"a {type(value).__name__}"

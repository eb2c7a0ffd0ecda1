"""A real model's package, imported when the model is built, with what to do when it does not import."""

from __future__ import annotations

import importlib
from typing import Any

import torch

from generator.runner import inductor


def load(name: str) -> Any:
    """The package, or an ImportError (any failure to import it, with what to do)."""
    try:
        return importlib.import_module(name)
    except Exception as exc:  # a broken install (e.g. a CUDA torchvision beside a CPU torch) is not a bug here
        raise ImportError(f"{name} does not import with torch {torch.__version__} ({type(exc).__name__}: "
                          f"{inductor.first_line(str(exc))}); install the {name} build made for this torch") from None

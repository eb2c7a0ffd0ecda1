"""A tiny model of your own, measured by `make report MODEL=examples.tiny_model:build`.

The lab calls `build()` with no arguments, in every process that measures it (seeded alike, so each
builds the same weights and inputs), and expects `(model, inputs)`: a `torch.nn.Module` and the
inputs of one call, as `torch.export.export(model, args)` takes them: one tensor, a tuple of
tensors (forward's positional arguments) or a dict of tensors (its keyword arguments). Build on the
CPU; the lab moves both to the device it measures on. Copy this file, change the two functions.
"""

from __future__ import annotations

import torch
from torch import nn


class TinyNet(nn.Module):
    """Two residual blocks of LayerNorm, a linear layer and GELU, and a linear head: Inductor fuses the
    pointwise work around each matrix product."""

    def __init__(self, features: int = 64, classes: int = 10) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(nn.Sequential(nn.LayerNorm(features), nn.Linear(features, features), nn.GELU())
                                    for _ in range(2))
        self.head = nn.Linear(features, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = x + block(x)
        return self.head(x)


def build() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """The model and one batch of its inputs (8 rows of 64 features)."""
    return TinyNet(), (torch.randn(8, 64),)

"""The article's MLP: linear layers of width 512 with ReLU between them, and a softmax, in its four forms.

`article` is the script as printed (new weights on every call); `fixed_weights` draws them once,
as plain tensors a closure holds; `MLP` holds them as module parameters (both scaled so that their
softmax does not saturate: see fixed_weights); `sequential` is the same stack from `nn.Linear` layers
with PyTorch's own initialisation. The experiments that measure one form differently (depth, bias,
width, no softmax) say so through the parameters, so every variation of the network is here,
versioned by this module's hash (models.source_hash("mlp")).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import torch
from torch import nn

FEATURES = 512
LAYERS = 4
BIAS_SCALE = 0.01  # biases drawn at a hundredth of a standard normal, small beside the products


def gain(features: int) -> float:
    """√(2 / fan_in), He's gain for ReLU (nn.init.kaiming_normal_): each layer keeps its input's mean square."""
    return math.sqrt(2.0 / features)


def article(device: str) -> Callable[[torch.Tensor], torch.Tensor]:
    """The article's model as printed, with its device made a parameter: new weights on every call."""

    def model(x: torch.Tensor) -> torch.Tensor:
        for _ in range(LAYERS):
            x = torch.nn.functional.linear(x, torch.randn(FEATURES, FEATURES, device=device))
            x = torch.relu(x)
        return torch.softmax(x, dim=-1)

    return model


def fixed_weights(device: str, *, layers: int = LAYERS, features: int = FEATURES, scaled: bool = True,
                  bias: bool = False, softmax: bool = True) -> Callable[[torch.Tensor], torch.Tensor]:
    """The network with its weights drawn once, as a deployed model would hold them, scaled so that
    activations keep their size (same ops, shapes and kernels as standard-normal weights, so the same timings)."""
    # Standard-normal weights (`scaled=False`, as the article's script draws them) grow activations
    # about √(features/2) ≈ 16× per layer: the softmax then sees logits of order 1e5 and gives one-hot
    # rows, and an accuracy check of its output compares one-hot vectors, blind to any error short of
    # moving an argmax. `bias` adds small biases, drawn after every weight; without `softmax` the
    # stack ends at its last ReLU.
    scale = gain(features) if scaled else 1.0
    weights = [torch.randn(features, features, device=device) * scale for _ in range(layers)]
    biases = ([torch.randn(features, device=device) * BIAS_SCALE for _ in range(layers)] if bias
              else [None] * layers)

    def model(x: torch.Tensor) -> torch.Tensor:
        for w, b in zip(weights, biases):
            x = torch.relu(torch.nn.functional.linear(x, w, b))
        return torch.softmax(x, dim=-1) if softmax else x

    return model


class MLP(nn.Module):
    """The article's network with its weights held as parameters: 4 × (linear 512→512, ReLU), softmax,
    its weights scaled as fixed_weights scales them (same kernels and timings, a softmax that does not saturate)."""

    def __init__(self) -> None:
        super().__init__()
        self.weights = nn.ParameterList(nn.Parameter(torch.randn(FEATURES, FEATURES) * gain(FEATURES))
                                        for _ in range(LAYERS))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for w in self.weights:
            x = torch.relu(torch.nn.functional.linear(x, w))
        return torch.softmax(x, dim=-1)


def sequential(features: int = FEATURES, *, bias: bool = True, softmax: bool = True) -> nn.Sequential:
    """The network as nn.Linear + nn.ReLU layers (nn.Linear's own initialisation), on the CPU."""
    layers: list[nn.Module] = []
    for _ in range(LAYERS):
        layers += [nn.Linear(features, features, bias=bias), nn.ReLU()]
    return nn.Sequential(*layers, *([nn.Softmax(dim=-1)] if softmax else []))

"""torchvision's MobileNetV3: the large network, and the small one as the tiny size."""

from __future__ import annotations

import torch

from experiments.models import Model, _package, _vision


def build(size: str, task: str) -> torch.nn.Module:
    """MobileNetV3 (large; small when tiny) with fresh random weights."""
    models = _package.load("torchvision").models
    return models.mobilenet_v3_small(weights=None) if size == "tiny" else models.mobilenet_v3_large(weights=None)


MODEL = Model(
    name="mobilenet_v3", package="torchvision", kind=_vision.KIND,
    description="torchvision `mobilenet_v3_large`, 224×224 images", order=20,
    build=build, output_shape=_vision.logits_shape,
)

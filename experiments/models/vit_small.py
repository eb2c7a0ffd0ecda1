"""timm's ViT-Small/16; tiny: two blocks on the tiny size's smaller images."""

from __future__ import annotations

import torch

from experiments.models import Model, _package, _vision


def build(size: str, task: str) -> torch.nn.Module:
    """ViT-Small/16 with fresh random weights (no pretrained download)."""
    extra = {"img_size": _vision.IMAGE[size], "depth": 2} if size == "tiny" else {}
    return _package.load("timm").create_model("vit_small_patch16_224", pretrained=False, **extra)


# In the default profile's subset (resnet18 says why these four).
MODEL = Model(
    name="vit_small", package="timm", kind=_vision.KIND,
    description="timm `vit_small_patch16_224`", order=30,
    build=build, output_shape=_vision.logits_shape, default=True,
)

"""torchvision's ResNet-18, the same network at every size (only its images are smaller when tiny)."""

from __future__ import annotations

import torch

from experiments.models import Model, _package, _vision


def build(size: str, task: str) -> torch.nn.Module:
    """ResNet-18 with fresh random weights."""
    return _package.load("torchvision").models.resnet18(weights=None)


# In the default profile's subset, with vit_small, bert_base and gpt2 (four of the suite's five,
# so that C24 rests on several architectures in every default run; mobilenet_v3 stays in the full
# profile: no default-mode bf16 batch-32 point of it has been measured). In the H200 full-profile
# supplement (torch 2.11), their default-mode cold compiles at bf16 batch 32 were resnet18 5.9 s
# (train step 21.7 s), vit_small 11.4 s, bert_base 12.0 s (train step 32.6 s) and gpt2 15.6 s.
MODEL = Model(
    name="resnet18", package="torchvision", kind=_vision.KIND,
    description="torchvision `resnet18`, 224×224 images", order=10,
    build=build, output_shape=_vision.logits_shape, trains=True, default=True,
)

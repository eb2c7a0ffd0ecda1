"""What the suite's vision models take and learn from: a batch of square RGB images and class labels."""

from __future__ import annotations

from collections.abc import Mapping

import torch
from torch.nn import functional as F

from experiments.models import Kind

IMAGE = {"reference": 224, "tiny": 64}  # image side per size, in pixels
CLASSES = 1000  # ImageNet's, the head every vision model here is built with


def images(net: torch.nn.Module, size: str, batch: int, device: str) -> dict[str, torch.Tensor]:
    """One batch of random images at the size's resolution."""
    return {"x": torch.randn(batch, 3, IMAGE[size], IMAGE[size], device=device)}


def class_labels(inputs: Mapping[str, torch.Tensor], batch: int, device: str) -> torch.Tensor:
    """One random class per image."""
    return torch.randint(0, CLASSES, (batch,), device=device)


def classification_loss(net: torch.nn.Module, inputs: Mapping[str, torch.Tensor], labels: torch.Tensor) -> torch.Tensor:
    """Cross-entropy of the logits against the classes."""
    return F.cross_entropy(net(inputs["x"]), labels)


def logits_shape(size: str, batch: int) -> tuple[int, ...]:
    """Class logits per image."""
    return (batch, CLASSES)


KIND = Kind("vision", inputs=images, labels=class_labels, loss=classification_loss)

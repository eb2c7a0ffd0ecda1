"""What the suite's language models take and learn from: token ids of the model's vocabulary."""

from __future__ import annotations

from collections.abc import Mapping

import torch

from experiments.models import Kind

SEQ = {"reference": 128, "tiny": 16}  # tokens per sequence, per size


def tokens(net: torch.nn.Module, size: str, batch: int, device: str) -> dict[str, torch.Tensor]:
    """One batch of random token ids of the model's vocabulary."""
    vocab = net.config.vocab_size
    return {"input_ids": torch.randint(0, vocab, (batch, SEQ[size]), device=device)}


def same_tokens(inputs: Mapping[str, torch.Tensor], batch: int, device: str) -> torch.Tensor:
    """The input ids themselves: the model's own head shifts or masks them into its targets."""
    return inputs["input_ids"].clone()


def model_loss(net: torch.nn.Module, inputs: Mapping[str, torch.Tensor], labels: torch.Tensor) -> torch.Tensor:
    """The loss the model computes itself from its labels (transformers' heads)."""
    return net(input_ids=inputs["input_ids"], labels=labels).loss


KIND = Kind("language", inputs=tokens, labels=same_tokens, loss=model_loss)

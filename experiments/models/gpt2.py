"""transformers' GPT-2 with its language-model head, GPT-2 small configuration; tiny: two narrow layers."""

from __future__ import annotations

import torch

from experiments.models import Model, _language, _package

TINY = dict(n_layer=2, n_embd=64, n_head=2, vocab_size=1000)
VOCAB = {"reference": 50257, "tiny": TINY["vocab_size"]}  # GPT-2's vocabulary, and the tiny one's


def build(size: str, task: str) -> torch.nn.Module:
    """GPT2LMHeadModel with fresh random weights, dropout off."""
    hf = _package.load("transformers")
    dims = TINY if size == "tiny" else {}
    # use_cache off: a forward pass, not generation, keeps no key/value cache
    return hf.GPT2LMHeadModel(hf.GPT2Config(resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False, **dims))


def output_shape(size: str, batch: int) -> tuple[int, ...]:
    """Next-token logits over the vocabulary, per token."""
    return (batch, _language.SEQ[size], VOCAB[size])


# In the default profile's subset (resnet18 says why these four).
MODEL = Model(
    name="gpt2", package="transformers", kind=_language.KIND,
    description="transformers `GPT2LMHeadModel` (GPT-2 small config), 128 tokens", order=50,
    build=build, output_shape=output_shape, default=True,
)

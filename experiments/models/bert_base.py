"""transformers' BERT in the BERT-base configuration; tiny: two narrow layers and a small vocabulary."""

from __future__ import annotations

import torch

from experiments.models import Model, _language, _package

TINY = dict(hidden_size=64, num_hidden_layers=2, num_attention_heads=2, intermediate_size=128, vocab_size=1000)
HIDDEN = {"reference": 768, "tiny": TINY["hidden_size"]}  # BERT-base's width, and the tiny one's


def build(size: str, task: str) -> torch.nn.Module:
    """BertModel for inference, BertForMaskedLM (a head with a loss) for a train step; dropout off."""
    hf = _package.load("transformers")
    dims = TINY if size == "tiny" else {}
    config = hf.BertConfig(hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, **dims)
    return hf.BertForMaskedLM(config) if task == "train" else hf.BertModel(config)


def output_shape(size: str, batch: int) -> tuple[int, ...]:
    """The last hidden state: one vector per token."""
    return (batch, _language.SEQ[size], HIDDEN[size])


# In the default profile's subset (resnet18 says why these four).
MODEL = Model(
    name="bert_base", package="transformers", kind=_language.KIND,
    description="transformers `BertModel` (BERT-base config), 128 tokens", order=40,
    build=build, output_shape=output_shape, trains=True, default=True,
)

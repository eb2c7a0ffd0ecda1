"""Deliberately broken results for the accuracy checks' tests: a compiler that lowered an op wrongly."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch
from torch.overrides import TorchFunctionMode

F = torch.nn.functional


class WrongOp(TorchFunctionMode):
    """Runs `wrong` wherever the code calls `op`, inside a `with` block."""

    def __init__(self, op: Callable[..., Any], wrong: Callable[..., Any]) -> None:
        super().__init__()
        self.op, self.wrong = op, wrong

    def __torch_function__(self, func, types, args=(), kwargs=None):
        return (self.wrong if func is self.op else func)(*args, **(kwargs or {}))


RELU_AS_GELU = (torch.relu, lambda x: F.gelu(x))
GELU_AS_RELU = (F.gelu, lambda x, *a, **k: torch.relu(x))
# attention with queries and keys swapped: at initialisation attention is nearly uniform, so the
# output and the whole gradient vector hardly move (below eager's own bf16 error); the query and
# key weights' gradients do
KEYS_AS_QUERIES = (F.scaled_dot_product_attention,
                   lambda q, k, v, *a, **kw: F.scaled_dot_product_attention(k, q, v, *a, **kw))
# LayerNorm that forgets to subtract the mean (an RMSNorm): 14% of tiny BERT's output
LAYER_NORM_AS_RMS_NORM = (F.layer_norm, lambda x, shape, weight=None, bias=None, eps=1e-5:
                          F.rms_norm(x, shape, weight, eps) + (0 if bias is None else bias))

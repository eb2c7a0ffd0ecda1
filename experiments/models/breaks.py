"""The models of the graph-break experiment: one per cause the article lists, each with its
break-free rewrite, and other constructs of each cause that go through `explain` only.

Every model is a linear layer and a few pointwise ops before and after the construct that breaks
the graph, so that a break also splits what Inductor could fuse. A model family that
experiments/graph_breaks.py calls directly (no MODEL here): its hash is part of that experiment's
measuring code, as the experiments package's modules it imports are.
"""

from __future__ import annotations

import collections
import copy
import importlib
import io
from collections.abc import Callable
from typing import Any

import numpy as np
import torch


class _NullWriter(io.TextIOBase):
    """A file-like sink, so the print model prints nothing (run() never prints)."""

    def write(self, text: str) -> int:
        return len(text)


_SINK = _NullWriter()


class Net(torch.nn.Module):
    """The shared part of every model: pointwise work around one linear layer.

    Each cause's subclass holds the construct in forward() itself, not in a helper it calls: a
    break inside an inlined call is met twice by Dynamo (once in the caller, once in the callee's
    own frame), which would double its break counters.
    """

    syncs = False  # whether forward() reads a device value on the host: a device→host sync per call

    def __init__(self, features: int) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(features, features)

    def pre(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.gelu(self.lin(x)) * 1.5 + 0.25

    def post(self, h: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(h) * h - 0.1

    def free(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor | None]:
        """The break-free rewrite: forward()'s result, and the device scalar forward() reads on the host (or None)."""
        raise NotImplementedError

    def read(self, stat: torch.Tensor) -> None:
        """forward()'s own host read of that scalar, done by the caller after the rewrite's graph."""


class PrintNet(Net):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        print("hidden", tuple(h.shape), file=_SINK)
        return self.post(h)

    def free(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor | None]:
        return self.post(self.pre(x)), None


class TensorIfNet(Net):
    syncs = True

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        if h.mean() > 0:
            h = h * 2.0
        else:
            h = h * 0.5
        return self.post(h)

    def free(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor | None]:
        h = self.pre(x)
        above = h.mean() > 0
        return self.post(torch.where(above, h * 2.0, h * 0.5)), above

    def read(self, stat: torch.Tensor) -> None:
        bool(stat)  # what the `if` does: Tensor.__bool__, a host read


def _parts(h: torch.Tensor) -> dict[str, torch.Tensor]:
    return {"scaled": h * 2.0, "squashed": torch.tanh(h)}


class DictNet(Net):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        parts = {"scaled": h * 2.0, "squashed": torch.tanh(h)}
        h = sum(value for _, value in sorted(parts.items()))  # the items in key order
        return self.post(h)

    def free(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor | None]:
        h = self.pre(x)
        parts = {"scaled": h * 2.0, "squashed": torch.tanh(h)}
        return self.post(sum(parts[key] for key in sorted(parts))), None


class LibraryNet(Net):
    """A scalar statistic computed by scipy on a NumPy copy; the rewrite computes it with torch."""

    syncs = True

    def __init__(self, features: int) -> None:
        super().__init__(features)
        # imported here, not at module load, so that a missing scipy fails this point only
        self.special = importlib.import_module("scipy.special")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        scale = torch.as_tensor(self.special.expit(h.mean().detach().cpu().numpy()), device=h.device)
        return self.post(h * scale)

    def free(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor | None]:
        h = self.pre(x)
        mean = h.mean()
        return self.post(h * torch.sigmoid(mean)), mean

    def read(self, stat: torch.Tensor) -> None:
        # forward()'s own round trip: the copy out, the scipy call, the copy back; the result unused
        torch.as_tensor(self.special.expit(stat.detach().cpu().numpy()), device=stat.device)


NETS: dict[str, type[Net]] = {"print": PrintNet, "tensor_if": TensorIfNet, "dict": DictNet, "library": LibraryNet}
SYNCING = tuple(c for c, net in NETS.items() if net.syncs)  # the causes timed also as rewrite_sync


class _Key:
    """A user-defined dict key that compares by value."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __hash__(self) -> int:
        return hash(self.name)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Key) and other.name == self.name


def _ordered_move(h: torch.Tensor) -> torch.Tensor:
    d = collections.OrderedDict(_parts(h))
    d.move_to_end("scaled")
    return next(iter(d.values()))


def _defaultdict(h: torch.Tensor) -> torch.Tensor:
    d: collections.defaultdict[str, Any] = collections.defaultdict(lambda: 0)
    d["sum"] += h
    return d["sum"]


# Other dict operations (and, for the library cause, a NumPy round trip), run through explain
# only: which still break shows how much of the article's "dict operations" remains.
ALTERNATIVES: dict[str, dict[str, Callable[[torch.Tensor], torch.Tensor]]] = {
    "dict": {
        "setdefault_update": lambda h: (d := {"a": h}, d.setdefault("b", h * 2), d.update(c=h), sum(d.values()))[-1],
        "pop_popitem": lambda h: (d := _parts(h), d.pop("scaled") + d.popitem()[1])[-1],
        "comprehension": lambda h: sum({k: v * 2 for k, v in _parts(h).items()}.values()),
        "ordereddict_move_to_end": _ordered_move,
        "defaultdict": _defaultdict,
        "tensor_key": lambda h: {h: 3.0}[h] * h,
        "copy_copy": lambda h: copy.copy(_parts(h))["scaled"],
        "user_class_key": lambda h: {_Key("a"): h}[_Key("a")],
    },
    "library": {"numpy_round_trip": lambda h: torch.from_numpy(np.tanh(h.detach().cpu().numpy())).to(h.device)},
    "tensor_if": {"torch_cond": lambda h: torch.cond(h.mean() > 0, lambda t: t * 2.0, lambda t: t * 0.5, (h,)),
                  "if_on_shape": lambda h: h * 2.0 if h.shape[0] > 0 else h},
}


def around(net: Net, middle: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[torch.Tensor], torch.Tensor]:
    def model(x: torch.Tensor) -> torch.Tensor:
        return net.post(middle(net.pre(x)))

    return model

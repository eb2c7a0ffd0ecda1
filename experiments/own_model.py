"""Your own model: a model a user builds with their own function, measured by the real-model suite's path.

`make report MODEL=package.module:build` names the function (experiments/models/own.py says what
it returns). Its model goes through model_suite's own path (model_suite.measure_model): compiled
as a user would, checked for accuracy against eager (a train step against a float64 pass), timed
against eager in interleaved rounds in each compile mode the profile measures, its kernels
profiled and its graph breaks counted, on a page of its own. It decides no claim: the article's
verdicts (C24, C17) rest on the built-in suite alone, and this page stands beside them.

A train step needs a loss; a user's model has none of its own, so the step takes the mean of its
output, as PyTorch's dynamo benchmark runner does for the models it has no loss for
(`reduce_to_scalar_loss` in benchmarks/dynamo/common.py).

The experiment exists in a measure that names models (its spec is `spec_for(models)`, not a SPEC);
each point's key holds the hash of the user's module (own.source_hash), so editing one model, or
naming another, leaves every other point valid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import torch

from experiments import model_suite, models
from experiments.models import own
from generator.schema import Outcome
from generator.spec import USER_MODELS, ExperimentSpec, RunContext

SIZE = "own"  # the user's inputs fix the shapes: no size of the suite's applies
BATCH = 0  # nor a batch: model_suite's path passes it to the inputs, which are the user's


def spec_for(names: Sequence[str]) -> ExperimentSpec | None:
    """The experiment measuring these models (None when none is named); a bad name is a ModelError."""
    if not names:
        return None
    for name in names:
        own.function(name)  # its form, its module and its function, before anything is planned
    return ExperimentSpec(
        id="own_model",
        title="Your own model: " + ", ".join(f"`{n}`" for n in names),
        section="§6",
        claims=(),
        roles=(USER_MODELS,),
        params={"model": list(names), "task": ["infer", "train"], "dtype": ["fp32", "bf16"]},
        quick={"dtype": ["fp32"]},
        uses={"model": own.source_hash},
        summary=(
            "A model built by the user's own function (`" + "`, `".join(names) + "`) with its own inputs, measured "
            "by the real-model suite's path: inference under no_grad in eval mode and a train step (forward, the "
            "mean of the output as its loss, backward, fused AdamW), each compiled mode checked for accuracy "
            "(inference against eager's output; a train step's loss and gradients against a float64 pass, by "
            "PyTorch's own checker) and timed against eager in the same interleaved rounds, with its kernels "
            "and graph breaks. fp32 and bf16 (autocast) where the profile measures both (the CPU's quick profile: "
            "fp32). It decides no claim of the article: the suite's verdicts rest on its built-in models alone."
        ),
    )


def check(name: str) -> None:
    """Build the model once, as the measure will, so that a wrong return is said before anything runs."""
    own.build(name)


def _loss(net: torch.nn.Module, inputs: Mapping[str, torch.Tensor], labels: torch.Tensor) -> torch.Tensor:
    """The mean of the model's output: the loss of a model that brings none (reduce_to_scalar_loss)."""
    return model_suite.output_tensor(net(**inputs)).mean()


def as_model(name: str, built: own.Built) -> models.Model:
    """A user's built model as a models.Model of the suite: it builds to itself, fed its own inputs."""
    def inputs(net: torch.nn.Module, size: str, batch: int, device: str) -> dict[str, torch.Tensor]:
        return {k: v.to(device) for k, v in built.inputs.items()}

    def labels(given: Mapping[str, torch.Tensor], batch: int, device: str) -> torch.Tensor:
        return torch.empty(0, device=device)  # the loss takes none

    def shape(size: str, batch: int) -> tuple[int, ...]:
        with torch.no_grad():
            return tuple(model_suite.output_tensor(built.net(**built.inputs)).shape)

    kind = models.Kind("own", inputs=inputs, labels=labels, loss=_loss)
    return models.Model(name=name, package=own.parse(name)[0], kind=kind, description=f"`{name}`, the user's own",
                        order=0, build=lambda size, task: built.net, output_shape=shape, trains=True)


def run(ctx: RunContext, *, model: str, task: str, dtype: str) -> Outcome:
    """Build the user's model (seeded, so every process builds the same), then the suite's path."""
    torch.manual_seed(ctx.seed)
    entry = as_model(model, own.build(model))
    return model_suite.measure_model(ctx, entry, task=task, dtype=dtype, batch=BATCH, size=SIZE)

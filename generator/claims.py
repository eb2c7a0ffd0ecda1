"""The article's claims C1–C24, restated, with the article's own figure where it gives one.

The ids are stable keys used by experiments, bundles, pages and tests.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Claim:
    """One claim of the article: where it is made, what it says, what figure it gives."""

    id: str
    section: str
    statement: str
    article_figure: str = "–"


CLAIMS: tuple[Claim, ...] = (
    Claim("C1", "§1", "Tracing follows a single path, so a traced function with a branch on tensor "
          "values gives wrong results, without any error, for inputs that take the other branch."),
    Claim("C2", "§1", "Dynamo works on unmodified code: what it cannot capture runs eagerly after a "
          "graph break, and the output stays correct."),
    Claim("C3", "§2", "Wrapping the article's MLP + softmax (1024×512 input, four linear+ReLU layers) "
          "in torch.compile makes it roughly 1.8 times faster.", "A100: 0.38 → 0.21 ms, 1.8×"),
    Claim("C4", "§2", "That model launches about ten kernels per forward pass in eager mode; "
          "Inductor's fusion brings it down to three or four.", "~10 → 3–4 kernels"),
    Claim("C5", "§2", "Every kernel launch carries a fixed cost in the range of 5 to 10 microseconds.",
          "5–10 µs"),
    Claim("C6", "§2", "What fusion saves is launches and the memory traffic of intermediate tensors."),
    Claim("C7", "§2", "The deeper the model and the more fragmented its operations, the more "
          "compilation gains."),
    Claim("C8", "§2", "A single large matrix product already runs close to the hardware's limit, so "
          "compiling it gains little."),
    Claim("C9", "§3", "Setting TORCH_LOGS to '+dynamo,+inductor' reveals graph breaks and the "
          "Triton code Inductor generates."),
    Claim("C10", "§3", "Graph breaks are caused by Python control flow on tensor values, print, "
          "dictionary operations and calls into outside libraries."),
    Claim("C11", "§3", "Graph breaks cost speed because they leave fewer chances to fuse."),
    Claim("C12", "§3", "With fullgraph=True a graph break becomes an error instead of a fallback."),
    Claim("C13", "§3", "torch._dynamo.explain reports the graph breaks and why they happen."),
    Claim("C14", "§4", "mode='reduce-overhead' (CUDA graphs) cuts per-call overhead: a clear gain at "
          "small batches or short sequences, fading at large batches."),
    Claim("C15", "§4", "mode='max-autotune' searches kernel configurations, which makes compilation "
          "much longer (minutes); it pays when one compile serves a long run.", "minutes"),
    Claim("C16", "§4", "Varying input shapes make Dynamo recompile per shape and the compile cache "
          "grow; dynamic=True or bounded shapes limit that."),
    Claim("C17", "§4", "Compiled training gains mostly through fewer launches in the forward and "
          "backward passes, for 10–30% more throughput.", "+10–30%"),
    Claim("C18", "§4", "For inference, compile together with torch.inference_mode() and CUDA graphs "
          "gives the lowest latency."),
    Claim("C19", "§5", "The first call compiles slowly (seconds to minutes); warming up or a "
          "persisted compile cache keeps that cost out of production.", "seconds to minutes"),
    Claim("C20", "§5", "Python branches like `if length > N` break the graph and reduce the gain; "
          "move them out of the model or live with partial compilation."),
    Claim("C21", "§5", "Inductor may not understand custom operators such as third-party CUDA "
          "kernels, and the graph breaks at them."),
    Claim("C22", "§5", "CUDA graphs need extra memory set aside."),
    Claim("C23", "§5", "Dynamo and Inductor change quickly: after a PyTorch upgrade, results can "
          "shift by about ±10%.", "±10%"),
    Claim("C24", "§6", "Models made of many small operations get 1.5–2× from torch.compile without "
          "code changes.", "1.5–2×"),
)

BY_ID = {c.id: c for c in CLAIMS}

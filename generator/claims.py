"""The article's claims C1–C24, restated, with the article's own figure where it gives one, and who
decides each one: the experiments whose specs list it, and for some the report or the release diff.

The ids are stable keys used by experiments, bundles, pages and tests. Code outside this module asks
the registry (HEADLINE, report_figure_claim(), decided_by_diff(), deciders()) instead of writing an id.
Pure data: imports no torch and no experiment; the functions over specs take the specs as arguments
(runner.discovery loads them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from generator.schema import Verdict
from generator.spec import ExperimentSpec

# What speaks to a claim beyond the experiments whose specs list it: "report" = a report-wide figure
# over the rows of several experiments, shown beside its verdicts as evidence (generator.summary, from
# the specs' evidence); "diff" = the comparison of two releases' bundles decides it
# (generator.releases); "" = its experiments alone.
ACROSS = ("", "report", "diff")


@dataclass(frozen=True)
class Claim:
    """One claim of the article: where it is made, what it says, what figure it gives, who decides it."""

    id: str
    section: str
    statement: str
    article_figure: str = "–"
    across: str = ""  # ACROSS: a figure over experiments beside it (report), or decided over releases (diff)
    headline: bool = False  # the home page's headline figure

    def __post_init__(self) -> None:
        if self.across not in ACROSS:
            raise ValueError(f"claim {self.id}: across={self.across!r} is not one of {ACROSS}")


CLAIMS: tuple[Claim, ...] = (
    Claim("C1", "§1", "Tracing follows a single path, so a traced function with a branch on tensor "
          "values gives wrong results, without any error, for inputs that take the other branch."),
    Claim("C2", "§1", "Dynamo works on unmodified code: what it cannot capture runs eagerly after a "
          "graph break, and the output stays correct."),
    Claim("C3", "§2", "Wrapping the article's MLP + softmax (1024×512 input, four linear+ReLU layers) "
          "in torch.compile makes it roughly 1.8 times faster.", "A100: 0.38 → 0.21 ms, 1.8×", headline=True),
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
          "shift by about ±10%.", "±10%", across="diff"),
    Claim("C24", "§6", "Models made of many small operations get 1.5–2× from torch.compile without "
          "code changes.", "1.5–2×", across="report"),
)

BY_ID = {c.id: c for c in CLAIMS}


def _only(claims: Iterable[Claim], what: str) -> str:
    """The id of the one claim given; the registry declares exactly one for each role."""
    found = [c.id for c in claims]
    if len(found) != 1:
        raise LookupError(f"the claim registry declares {len(found)} claims {what}, not one: {found}")
    return found[0]


HEADLINE = _only((c for c in CLAIMS if c.headline), "as the headline")


def report_figure_claim() -> str:
    """The claim beside whose verdicts the report shows a figure over several experiments' evidence."""
    return _only((c for c in CLAIMS if c.across == "report"), "with a report-wide figure")


def decided_by_diff() -> str:
    """The claim the comparison of two releases decides (no single bundle can)."""
    return _only((c for c in CLAIMS if c.across == "diff"), "decided by the release diff")


def deciders(claim: str, specs: Iterable[ExperimentSpec]) -> tuple[str, ...]:
    """The experiments whose spec lists the claim among those it decides."""
    return tuple(s.id for s in specs if claim in s.claims)


def contributors(claim: str, specs: Iterable[ExperimentSpec]) -> tuple[str, ...]:
    """The experiments whose spec declares evidence for the claim's report-wide verdict."""
    return tuple(s.id for s in specs if any(e.claim == claim for e in s.evidence))


def with_role(role: str, specs: Iterable[ExperimentSpec]) -> tuple[str, ...]:
    """The experiments whose spec declares the role (spec.ROLES)."""
    return tuple(s.id for s in specs if role in s.roles)


DECIDED = ("holds", "partly holds", "does not hold")  # verdicts that settle a claim one way


@dataclass(frozen=True)
class ClaimVerdict:
    """One claim's verdict on one device, over every experiment that decides it (parts: each one's)."""

    claim: str
    verdict: str
    parts: tuple[Verdict, ...]

    @property
    def disagree(self) -> bool:
        """Whether the experiments that settle it came out differently."""
        return len({v.verdict for v in self.parts if v.verdict in DECIDED}) > 1

    @property
    def open_beside(self) -> tuple[Verdict, ...]:
        """Experiments that cannot tell (inconclusive) beside others that settle it."""
        settled = any(v.verdict in DECIDED for v in self.parts)
        return tuple(v for v in self.parts if v.verdict == "inconclusive") if settled else ()

    def told(self) -> str:
        """Each deciding experiment with its verdict: 'training: does not hold; model_suite: holds'."""
        return "; ".join(f"{v.experiment}: {v.verdict}" for v in self.parts)

    def note(self) -> str:
        """What the glance says beside the verdict: experiments that disagree, or that cannot tell."""
        if self.disagree:
            return f"experiments disagree: {self.told()}"
        if self.open_beside:
            return f"{', '.join(v.experiment for v in self.open_beside)} cannot tell: {self.told()}"
        return ""


def one_verdict(claim: str, parts: Sequence[Verdict]) -> ClaimVerdict:
    """A claim's one verdict from its deciding experiments' verdicts (each on its own evidence).

    The experiments that settle it (DECIDED) decide: where they agree, their verdict; where they do
    not, "partly holds": the claim holds for some of the evidence and not for the rest, which the
    pages name. An experiment whose intervals straddle its thresholds (inconclusive) settles
    nothing, so it neither overrules nor joins the others, and is named beside them; the claim is
    inconclusive only where no experiment settles it, and not testable where none could measure it.
    """
    settled = {v.verdict for v in parts if v.verdict in DECIDED}
    if not settled:
        found = "inconclusive" if any(v.verdict == "inconclusive" for v in parts) else "not testable here"
    else:
        found = settled.pop() if len(settled) == 1 else "partly holds"
    return ClaimVerdict(claim, found, tuple(parts))

"""generator/claims.py: the claim registry, and no generator module outside the registries naming an id."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from generator import claims
from generator.runner import discovery
from generator.schema import Verdict
from generator.spec import PROCESS_SPREAD, REAL_MODEL_SUITE

GENERATOR = Path(__file__).resolve().parents[1] / "generator"
REGISTRIES = {"claims.py"}  # where ids may be written
# Written ids still to go, each with why (none: generator/ names no experiment or claim outside the
# registries).
EXPECTED: set[tuple[str, str]] = set()
# Strings equal to an id that do not mean the experiment: the graph-break count metric, a function name.
NOT_IDS = {("runner/inductor/compiler.py", "graph_breaks"), ("runner/inductor/logs.py", "graph_breaks"),
           ("runner/measure.py", "graph_breaks"), ("runner/sweeps.py", "graph_breaks"),
           ("runner/inductor/__init__.py", "compile_logs")}  # the log-collecting function re-exported


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring constants of a module, its classes and functions."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def named_ids() -> set[tuple[str, str]]:
    """(module path under generator/, id) for every string literal equal to an experiment or claim id."""
    ids = set(discovery.module_names()) | set(claims.BY_ID)
    found = set()
    for path in sorted(GENERATOR.rglob("*.py")):
        rel = path.relative_to(GENERATOR).as_posix()
        if rel in REGISTRIES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        found |= {(rel, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant)
                  and isinstance(n.value, str) and n.value in ids and id(n) not in docs}
    return found


def test_no_generator_module_outside_the_registries_writes_an_id():
    found = named_ids() - NOT_IDS
    assert found - EXPECTED == set(), "declare these in the experiment's spec or the claim registry"
    assert EXPECTED - found == set(), "these ids are gone: take them off EXPECTED"


def test_the_registry_names_each_role_once():
    assert claims.HEADLINE in claims.BY_ID
    assert len({claims.HEADLINE, claims.report_figure_claim(), claims.decided_by_diff()}) == 3
    assert [c.id for c in claims.CLAIMS] == [f"C{i}" for i in range(1, len(claims.CLAIMS) + 1)]


def test_deciders_and_roles_come_from_the_specs():
    specs = discovery.specs()
    # own_model is an experiment only where a measure names a user's model, and then decides no claim
    assert {s.id for s in specs} == set(discovery.module_names()) - {"own_model"}
    (mine,) = [e.spec for e in discovery.discover_all(["examples.tiny_model:build"])[0] if e.id == "own_model"]
    assert mine.claims == () and mine.evidence == ()
    every = {c for s in specs for c in s.claims}
    assert every == set(claims.BY_ID), "every claim has an experiment that lists it"
    for claim in claims.CLAIMS:
        assert set(claims.deciders(claim.id, specs)) == {s.id for s in specs if claim.id in s.claims}
    assert claims.contributors(claims.report_figure_claim(), specs)
    assert not claims.contributors(claims.HEADLINE, specs)
    assert len(claims.with_role(REAL_MODEL_SUITE, specs)) == 1
    assert len(claims.with_role(PROCESS_SPREAD, specs)) == 1
    spread, = claims.with_role(PROCESS_SPREAD, specs)
    assert spread in claims.deciders(claims.decided_by_diff(), specs)


def _v(verdict: str, experiment: str) -> Verdict:
    return Verdict("C5", verdict, "m", "r", experiment)


@pytest.mark.parametrize("parts, expected, disagree", [
    (("holds", "holds"), "holds", False),
    (("holds", "does not hold"), "partly holds", True),  # some of the evidence holds, some does not
    (("partly holds", "does not hold"), "partly holds", True),
    (("does not hold", "inconclusive"), "does not hold", False),  # cannot tell: named, not a disagreement
    (("inconclusive", "inconclusive"), "inconclusive", False),
    (("inconclusive", "not testable here"), "inconclusive", False),
    (("not testable here",), "not testable here", False),
    (("holds", "not testable here"), "holds", False),
])
def test_one_verdict_per_claim_from_its_deciding_experiments(parts, expected, disagree):
    found = claims.one_verdict("C5", [_v(v, f"e{i}") for i, v in enumerate(parts)])
    assert found.verdict == expected and found.disagree == disagree
    assert found.told() == "; ".join(f"e{i}: {v}" for i, v in enumerate(parts))


def test_an_experiment_that_cannot_tell_is_named_beside_the_settled_verdict():
    found = claims.one_verdict("C5", [_v("does not hold", "training"), _v("inconclusive", "model_suite")])
    assert [v.experiment for v in found.open_beside] == ["model_suite"]
    assert found.note() == "model_suite cannot tell: training: does not hold; model_suite: inconclusive"
    alone = claims.one_verdict("C5", [_v("inconclusive", "training"), _v("inconclusive", "model_suite")])
    assert alone.open_beside == () and alone.note() == ""

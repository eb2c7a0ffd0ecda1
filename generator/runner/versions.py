"""What versions a measurement and what versions a verdict: an experiment module split in two.

An experiment module holds both the code that measures (`SPEC`, `run()` and what they use) and
the rules that decide its claims (`verdicts()` and the helpers only it uses). They are versioned
apart, as asv versions each benchmark by its own source and `asv publish` re-renders stored
results without running anything: a change to measuring code re-measures, a change to a rule only
re-decides the stored rows.

The split follows the names the module's top-level statements define and use (`ast`): the rules
are what `verdicts` reaches and nothing measuring reaches; everything else, including a helper or
constant both use, is measuring code; a schedule declaration (SCHEDULE_NAMES) is in neither. Each half is hashed as `ast.unparse` writes it with its
docstrings left out, so a comment or a docstring changes neither; the values the spec's grids list
are left out of the measuring half too (a point's parameters are in its own key).
"""

from __future__ import annotations

import ast
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

RULES = "verdicts"  # the module-level function that decides an experiment's claims
MEASURING_ROOTS = ("SPEC", "run")
SPEC_CALL = "ExperimentSpec"
# The spec's grid: each point's own parameters are part of that point's key (store.cache.point_key),
# so the values listed here are not part of the measuring code: adding one leaves the others valid.
GRID_FIELDS = ("params", "quick", "full")
# Module-level declarations of how a grid is scheduled, not of what is measured (SHARDING: how the
# full grid is split into jobs, generator.shards): in neither half, with the imports only they use,
# so declaring or changing one re-measures and re-decides nothing.
SCHEDULE_NAMES = ("SHARDING",)


@dataclass(frozen=True)
class Split:
    """An experiment module's measuring code and its rule code, as normalised source text."""

    measuring: str
    rules: str

    def hashes(self) -> tuple[str, str]:
        """(measuring hash, rule hash) of the two halves."""
        return digest(self.measuring), digest(self.rules)


def digest(*texts: str) -> str:
    """A short hash of texts, in order."""
    h = hashlib.sha256()
    for text in texts:
        h.update(text.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]


def _bound(stmt: ast.stmt) -> list[str]:
    """The module-level names a top-level statement binds."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [stmt.name]
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return [(a.asname or a.name).split(".")[0] for a in stmt.names]
    targets = stmt.targets if isinstance(stmt, ast.Assign) else \
        [stmt.target] if isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) else []
    return [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]


def _used(node: ast.AST) -> set[str]:
    """Every name a statement reads (locals that shadow a module name count too: the safe side)."""
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _reach(roots: Iterable[str], uses: dict[str, set[str]]) -> set[str]:
    seen, todo = set(), [r for r in roots if r in uses]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += [u for u in uses[name] if u in uses and u not in seen]
    return seen


def _undocumented(stmt: ast.stmt) -> ast.stmt:
    """The statement without the docstrings of the functions and classes in it."""
    stmt = ast.parse(ast.unparse(stmt)).body[0]  # a copy
    for node in ast.walk(stmt):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and body and \
                isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and \
                isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.Pass()]
    return stmt


def _without_grid_values(stmt: ast.stmt) -> ast.stmt:
    """A `SPEC = ExperimentSpec(...)` statement with the values of its grids' literal lists left
    out (the parameter names stay: run() takes them). Other statements as they are."""
    if not (isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call)
            and getattr(stmt.value.func, "id", None) == SPEC_CALL):
        return stmt
    for keyword in stmt.value.keywords:
        if keyword.arg in GRID_FIELDS and isinstance(keyword.value, ast.Dict):
            keyword.value.values = [ast.List(elts=[], ctx=ast.Load()) if isinstance(v, (ast.List, ast.Tuple)) else v
                                    for v in keyword.value.values]
    return stmt


def _only(stmt: ast.stmt, names: set[str]) -> ast.stmt | None:
    """An import statement cut to the aliases that bind `names` (None: none of them)."""
    assert isinstance(stmt, (ast.Import, ast.ImportFrom))
    kept = [a for a in stmt.names if (a.asname or a.name).split(".")[0] in names]
    if not kept:
        return None
    copy = ast.parse(ast.unparse(stmt)).body[0]
    copy.names = [a for a in copy.names if (a.asname or a.name).split(".")[0] in names]  # type: ignore[attr-defined]
    return copy


def _unscheduled(body: list[ast.stmt]) -> list[ast.stmt]:
    """A module's statements without its schedule declarations (SCHEDULE_NAMES) and the import
    aliases nothing else reads."""
    scheduled = [s for s in body if _bound(s) and set(_bound(s)) <= set(SCHEDULE_NAMES)]
    if not scheduled:
        return body
    rest = [s for s in body if not any(s is t for t in scheduled)]
    only_theirs = set().union(*(_used(s) for s in scheduled)) - \
        set().union(*(_used(s) for s in rest if not isinstance(s, (ast.Import, ast.ImportFrom))))
    kept = []
    for stmt in rest:
        if isinstance(stmt, (ast.Import, ast.ImportFrom)) and set(_bound(stmt)) & only_theirs:
            stmt = _only(stmt, set(_bound(stmt)) - only_theirs)
        if stmt is not None:
            kept.append(stmt)
    return kept


def split(source: str) -> Split:
    """The module's measuring code and its rules (what `verdicts` alone reaches)."""
    body = ast.parse(source).body
    if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
        body = body[1:]  # the module's docstring
    body = _unscheduled(body)
    uses: dict[str, set[str]] = {}
    unbound: set[str] = set()  # what statements that bind nothing read (a loop, an `if` at import)
    for stmt in body:
        names = _bound(stmt)
        for name in names:
            uses.setdefault(name, set()).update(set() if isinstance(stmt, (ast.Import, ast.ImportFrom))
                                                else _used(stmt))
        if not names:
            unbound |= _used(stmt)
    ruled = _reach([RULES], uses)
    measuring = _reach([*MEASURING_ROOTS, *unbound, *(set(uses) - ruled)], uses)
    rules_only = ruled - measuring
    ours: list[str] = []
    theirs: list[str] = []
    for stmt in body:
        names = set(_bound(stmt))
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for part, keep in ((ours, names - rules_only), (theirs, names & rules_only)):
                cut = _only(stmt, keep)
                if cut is not None:
                    part.append(ast.unparse(cut))
        elif names and names <= rules_only:
            theirs.append(ast.unparse(_undocumented(stmt)))
        else:
            ours.append(ast.unparse(_without_grid_values(_undocumented(stmt))))
    return Split("\n".join(ours), "\n".join(theirs))

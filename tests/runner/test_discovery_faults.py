"""Bad experiment modules are found before anything is measured, each in one line."""

from __future__ import annotations

from pathlib import Path


import pytest

from generator.claims import CLAIMS
from generator.runner import discovery
from generator.schema import SpecError

GOOD = '''
from generator.schema import Outcome
from generator.spec import ExperimentSpec
SPEC = ExperimentSpec(id="{name}", title="t", section="§1", claims=({claims},), params={{"batch": [1, 2]}},
                      quick={{"batch": [1]}})
def run(ctx, *, {args}):
    return Outcome()
'''


@pytest.fixture
def package(experiments_package):
    """A throw-away experiments package; write(name, text) adds a module to it."""
    return experiments_package


def test_a_grid_parameter_run_does_not_accept_is_named(package):
    package("wrong_args", GOOD.format(name="wrong_args", claims='"C3"', args="rows"))
    with pytest.raises(SpecError, match=r"grid parameter\(s\) \['batch'\] are not arguments of run\(\); "
                                        r"run\(\) accepts \['rows'\]"):
        discovery.load(f"{discovery.EXPERIMENTS_PACKAGE}.wrong_args")


def test_an_unknown_claim_id_is_named(package):
    package("bad_claim", GOOD.format(name="bad_claim", claims='"C99"', args="batch"))
    last = CLAIMS[-1].id  # the registry's count, not a written one
    with pytest.raises(SpecError, match=rf"claim id\(s\) \['C99'\] are not among the article's claims \(C1–{last}"):
        discovery.load(f"{discovery.EXPERIMENTS_PACKAGE}.bad_claim")


def test_a_broken_module_is_left_out_unless_it_is_asked_for(package):
    package("good", GOOD.format(name="good", claims='"C3"', args="batch"))
    package("broken", "def oops(:\n")
    found, broken = discovery.discover_all()
    assert [e.id for e in found] == ["good"]
    assert list(broken) == ["broken"] and "cannot be imported: SyntaxError" in broken["broken"]
    assert discovery.select(found, ["good"], broken) == {"good"}
    with pytest.raises(SpecError, match="broken cannot be imported"):
        discovery.select(found, ["broken"], broken)
    with pytest.raises(SpecError, match="cannot be imported"):
        discovery.discover()  # callers that need every module still get the error


def test_the_real_experiments_all_pass_the_checks():
    found, broken = discovery.discover_all()
    modules = sorted(p.stem for p in (Path(discovery.__file__).parents[2] / "experiments").glob("[a-z]*.py"))
    # own_model measures the user's models: an experiment only where a measure names one (MODEL=...)
    assert broken == {} and sorted(e.id for e in found) == [m for m in modules if m != "own_model"]
    assert "model_suite" in modules
    named, broken = discovery.discover_all(["examples.tiny_model:build"])
    assert broken == {} and sorted(e.id for e in named) == modules

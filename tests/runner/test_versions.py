"""Measuring code and verdict rules are versioned apart: a rule's change re-decides, it re-measures nothing."""

from __future__ import annotations


import pytest

from generator.runner import discovery, versions
from generator.spec import selected_grid
from tests.runner.test_failures import ok_point

MODULE = '''
"""A fake experiment: one speedup, and a rule against a threshold."""
from generator.schema import Outcome, Verdict
from generator.spec import ExperimentSpec
from generator.verdicts import find

SPEC = ExperimentSpec(id="ruled", title="t", section="§1", claims=("C3",), params={"batch": [1, 2]},
                      quick={"batch": [1, 2]})
SHARED = 2  # read by run() and by the rule: measuring code


def run(ctx, *, batch):
    return Outcome(metrics=[] if SHARED else None)


CUT = {cut}  # the rule's own threshold


def _holds(rows):
    row = find(rows, "compiled", "speedup", batch=1)
    return row is not None and row.value >= CUT * SHARED / 2


def verdicts(rows):
    """Whether the speedup at batch 1 reaches the cut."""
    return [Verdict("C3", "holds" if _holds(rows) else "does not hold", "speedup", f"at least {CUT}x", "ruled")]
'''


def _split(cut: str = "1.0") -> versions.Split:
    return versions.split(MODULE.replace("{cut}", cut))


def test_a_rule_only_change_moves_the_rule_hash_and_not_the_measuring_hash():
    before, after = _split("1.0").hashes(), _split("100.0").hashes()
    assert before[0] == after[0] and before[1] != after[1]
    assert "CUT" in _split().rules and "_holds" in _split().rules and "CUT" not in _split().measuring


def test_what_run_uses_is_measuring_code_even_where_a_rule_uses_it_too():
    before, after = _split().hashes(), versions.split(MODULE.replace("{cut}", "1.0").replace("SHARED = 2", "SHARED = 3")).hashes()
    assert before[0] != after[0]
    assert "SHARED" in _split().measuring and "from generator.verdicts import find" in _split().rules


def test_comments_and_docstrings_version_nothing():
    text = MODULE.replace("{cut}", "1.0")
    edited = text.replace("# the rule's own threshold", "# reworded").replace(
        '"""Whether the speedup at batch 1 reaches the cut."""', '"""Reworded."""')
    assert versions.split(text).hashes() == versions.split(edited).hashes()


def test_a_sharding_declaration_versions_nothing_but_a_change_to_what_it_shares_with_run_does():
    text = MODULE.replace("{cut}", "1.0")
    sharded = text.replace("from generator.spec import ExperimentSpec\n",
                           "from generator.shards import Sharding\nfrom generator.spec import ExperimentSpec\n") \
        + '\nSHARDING = Sharding(profiles=("full",), cost_by=("batch",))\n'
    assert versions.split(sharded).hashes() == versions.split(text).hashes()
    assert "Sharding" not in versions.split(sharded).measuring + versions.split(sharded).rules
    # a declaration reading measuring code leaves that code measuring code: it is versioned as before
    reads_shared = sharded.replace('cost_by=("batch",))', 'cost_by=("batch",) * SHARED)')
    assert versions.split(reads_shared).hashes() == versions.split(text).hashes()
    assert versions.split(text.replace("SHARED = 2", "SHARED = 3")).hashes()[0] != versions.split(text).hashes()[0]


def test_every_experiment_of_the_article_has_rules_apart_from_its_measuring_code():
    for experiment in discovery.discover():
        halves = versions.split(discovery._source(experiment.module))
        measuring, rules = halves.measuring, halves.rules
        assert experiment.decide is not None and "def verdicts" in rules and "def verdicts" not in measuring
        assert "def run" in measuring and "def run" not in rules


@pytest.fixture
def package(experiments_package):
    """The module above in a throw-away experiments package; write(cut) rewrites it with that cut."""
    return lambda cut: experiments_package("ruled", MODULE.replace("{cut}", cut))


def _replicate(batch, *, replicate, profile, selection=None, **kw):
    """run_replicate stand-in: every process measures the points its selection names."""
    from generator.runner import isolate

    return isolate.Replicate(outputs={e.id: {"replicate": replicate, "points": [
        ok_point(p, 0.003, 0.002, replicate) for p in selected_grid(e.spec, profile, selection)]} for e in batch})


def _run(tmp_path):
    from generator.commands import measure

    return measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                           replicates=2)


def _no_worker(*args, **kwargs):
    raise AssertionError("a worker process was started")


def test_editing_a_verdict_rule_re_decides_the_stored_rows_and_starts_no_worker(package, monkeypatch, tmp_path,
                                                                               capsys):
    from generator.runner import isolate
    from generator.store import bundle as store

    package("1.0")
    monkeypatch.setattr(isolate, "run_replicate", _replicate)
    path = _run(tmp_path)
    first = store.read(path).experiments["ruled"]
    assert [v.verdict for v in first.verdicts] == ["holds"] and first.rules

    package("100.0")  # the rule's threshold edited; the measuring code is as it was
    monkeypatch.setattr(isolate, "run_replicate", _no_worker)
    monkeypatch.setattr(isolate, "start_standby", _no_worker)
    capsys.readouterr()
    _run(tmp_path)
    err = capsys.readouterr().err
    second = store.read(path).experiments["ruled"]
    assert "unchanged, cached result reused" in err and "decided again from its stored rows" in err
    assert [v.verdict for v in second.verdicts] == ["does not hold"] and second.rules != first.rules
    assert second.rows == first.rows and second.source_hash == first.source_hash
    assert [p["measured"] for p in second.points] == [p["measured"] for p in first.points]

    capsys.readouterr()
    _run(tmp_path)  # decided by today's rules now, in the cache too: nothing is decided again
    assert "decided again" not in capsys.readouterr().err


def test_a_rule_that_fails_on_stored_rows_keeps_the_verdicts_decided_before(package, monkeypatch, tmp_path, capsys):
    from generator.runner import isolate
    from generator.store import bundle as store

    package("1.0")
    monkeypatch.setattr(isolate, "run_replicate", _replicate)
    path = _run(tmp_path)
    package("'x'")  # a broken edit: the rule raises TypeError on any rows
    monkeypatch.setattr(isolate, "run_replicate", _no_worker)
    capsys.readouterr()
    _run(tmp_path)
    assert "its verdict rules failed on the stored rows (TypeError" in capsys.readouterr().err
    assert [v.verdict for v in store.read(path).experiments["ruled"].verdicts] == ["holds"]

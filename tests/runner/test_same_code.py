"""discovery.same_measuring_code: the same experiment code, told apart from changed code also where
its source hashes were taken under two Python minor versions (ast.unparse quotes some f-strings
otherwise from 3.12 on), through the code at the commits the fingerprints name."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from generator.runner import discovery
from generator.store import fingerprint

DEMO = '''from experiments.models import tiny

SPEC = None


def run(ctx, *, batch):
    return tiny.build(batch, {label!r})


def verdicts(rows):
    return []
'''
TINY = "def build(batch, label):\n    return (batch, label)\n"


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True).stdout.strip()


def _commit(repo: Path, files: dict[str, str], message: str) -> str:
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", message)
    return _git(repo, "rev-parse", "HEAD")


@pytest.fixture
def repo(tmp_path):
    _git(tmp_path, "init", "-q")
    first = _commit(tmp_path, {"experiments/demo.py": DEMO.format(label="a"), "experiments/models/tiny.py": TINY,
                               "experiments/models/__init__.py": ""}, "first")
    rules_only = _commit(tmp_path, {"experiments/demo.py": DEMO.format(label="a").replace("return []", "return [1]")},
                         "a rule changes")
    model = _commit(tmp_path, {"experiments/models/tiny.py": TINY.replace("(batch, label)", "(label, batch)")},
                    "the shared model changes")
    return tmp_path, {"first": first, "rules_only": rules_only, "model": model}


def fp(commit: str | None, python: str, dirty: bool = False) -> dict:
    return {"python": python, "git": {"commit": commit, "dirty": dirty}}


OTHER = "2.7.18"  # a Python minor version other than this one
HERE = f"{fingerprint.python_minor()}.0"


def test_the_hash_at_a_commit_is_the_measuring_codes_and_its_shared_models(repo):
    root, commits = repo
    at = {name: discovery.source_hash_at(c, "demo", root) for name, c in commits.items()}
    assert at["first"] == at["rules_only"]  # a rule is not measuring code
    assert at["model"] != at["first"]  # the model it imports is
    assert discovery.source_hash_at("0" * 40, "demo", root) is None
    assert discovery.source_hash_at(commits["first"], "absent", root) is None


def test_hashes_of_two_pythons_compare_through_the_commits_they_name(repo):
    root, commits = repo
    now = discovery.source_hash_at(commits["model"], "demo", root)
    assert now is not None

    def same(stored_fp: dict, b_fp: dict | None = None) -> bool:
        return discovery.same_measuring_code("demo", "hash-under-another-python", stored_fp, now, b_fp, repo=root)

    # this checkout (hash `now`) against a result hashed under another Python
    assert same(fp(commits["model"], OTHER))
    assert not same(fp(commits["first"], OTHER))  # its model was another one
    assert not same(fp(commits["model"], OTHER, dirty=True))  # a dirty tree's commit is not its code
    assert not same(fp(None, OTHER))
    assert not same(fp("0" * 40, OTHER))  # a commit this clone lacks: not the same, never a guess
    # under this Python, hashes are compared as they are
    assert not same(fp(commits["model"], HERE))
    assert discovery.same_measuring_code("demo", now, fp(None, HERE), now, repo=root)
    # two stored results, each from another Python than the other
    assert same(fp(commits["model"], OTHER), fp(commits["model"], "3.99.0"))
    assert not same(fp(commits["first"], OTHER), fp(commits["model"], "3.99.0"))


def test_every_experiment_of_this_checkout_hashes_at_its_commit_as_it_loads(tmp_path):
    """The hash from git's copy of the code is the one discovery gives the module: the same
    function of the same texts (checked where HEAD's experiments are the working tree's)."""
    try:
        head = _git(fingerprint.PROJECT_ROOT, "rev-parse", "HEAD")
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no git repository here")
    if _git(fingerprint.PROJECT_ROOT, "status", "--porcelain", "--", "experiments"):
        pytest.skip("experiments/ differs from HEAD in this checkout")
    for experiment in discovery.discover():
        assert discovery.source_hash_at(head, experiment.id) == experiment.source_hash, experiment.id


def test_a_result_of_this_python_keeps_its_hash_against_one_of_another_through_its_commit(repo):
    root, commits = repo
    now = discovery.source_hash_at(commits["model"], "demo", root)
    assert discovery.same_measuring_code("demo", now, fp(None, HERE), "unlike", fp(commits["model"], OTHER), repo=root)
    assert not discovery.same_measuring_code("demo", now, fp(None, HERE), "unlike", fp(commits["first"], OTHER),
                                             repo=root)


def test_a_result_names_the_commit_its_points_were_measured_at_not_its_bundles():
    """A result kept from an earlier measure (--only another experiment, a cut run) sits under a
    newer bundle header: its own points' commit is the code it was measured with."""
    from generator.schema import ExperimentResult
    from generator.store.results import code_of

    header = {"python": "3.12.3", "git": {"commit": "new", "dirty": False}}

    def result(*points: dict) -> ExperimentResult:
        return ExperimentResult(id="demo", title="", section="", claims=(), summary="", status="ok", error="",
                                source_hash="h", replicates=3, seconds=0.0, points=list(points))

    assert code_of(result({"commit": "old"}, {"commit": "old"}), header)["git"] == {"commit": "old", "dirty": False}
    assert code_of(result({"commit": "old"}, {"commit": "new"}), header)["git"]["commit"] is None  # two commits
    assert code_of(result({"commit": "old", "dirty": True}), header)["git"]["commit"] is None
    assert code_of(result({}), header)["git"]["commit"] == "new"  # a point without a stamp takes its bundle's
    assert code_of(result({}), header)["python"] == "3.12.3"


def test_only_a_full_commit_id_from_a_tree_known_clean_names_code(repo):
    """A branch, HEAD or an option-like string names no fixed code (and is never passed to git);
    a tree whose state is unknown is not taken for a clean one."""
    root, commits = repo
    for name in ("HEAD", "master", "HEAD~0", commits["model"][:12], "--output=/tmp/x", f"-{commits['model']}"):
        assert fingerprint.show_at(name, "experiments/demo.py", root) is None, name
    assert fingerprint.show_at(commits["model"], "experiments/demo.py", root) is not None
    assert fingerprint.clean_commit({"git": {"commit": commits["model"], "dirty": False}}) == commits["model"]
    for git in ({"commit": commits["model"], "dirty": None}, {"commit": commits["model"]},
                {"commit": "HEAD", "dirty": False}):
        assert fingerprint.clean_commit({"git": git}) is None, git


def test_points_stamped_from_a_tree_of_unknown_state_name_no_commit():
    from generator.schema import ExperimentResult
    from generator.store.results import code_of

    unknown = {"python": "3.12.3", "git": {"commit": "a" * 40, "dirty": None}}
    result = ExperimentResult(id="demo", title="", section="", claims=(), summary="", status="ok", error="",
                              source_hash="h", replicates=3, seconds=0.0, points=[{}, {"commit": "a" * 40}])
    assert code_of(result, unknown)["git"]["commit"] is None
    kept = ExperimentResult(id="demo", title="", section="", claims=(), summary="", status="ok", error="",
                            source_hash="h", replicates=3, seconds=0.0, points=[{"commit": "b" * 40}])
    assert code_of(kept, unknown)["git"]["commit"] == "b" * 40  # kept from a write that marked no dirt

"""Shared fixtures: the repository on sys.path, a real CPU report, a site from committed bundles."""

from __future__ import annotations

import fcntl
import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


# Session fixtures that take minutes: the tests that use one share an xdist group (named after
# it), so that it is made once; the real CPU report first, the longest.
SHARED = ("cpu_report", "committed_site", "changes_site")
# Other groups (test modules, by their module's name) of 20 s or more on 2 cores, longest first: an ordering hint only
# (a module missing here runs after them, in collection order), so that no long one starts last.
LONG_GROUPS = ("test_workflow", "test_failures", "test_setup", "test_own_model", "test_shard", "test_traces",
               "test_compile_cache", "test_browser", "test_changes", "test_capture_process", "test_dynamic_shapes",
               "test_points", "test_model_suite", "test_fresh")


def _keep_bytecode() -> None:
    """Where torch's installation holds no Python bytecode (setup_venv installs with --no-compile)
    and none may be written beside it (PYTHONDONTWRITEBYTECODE), every process that imports torch
    compiles its thousands of modules again: about 9 s of CPU each, and the suite starts dozens
    (CLI runs, measure workers, site builds). As the measure's workers do (isolate.bytecode_env),
    the tests' processes keep it under cache/pycache, written by the first, read by the others;
    this process and the xdist workers too. An installation with bytecode is left alone."""
    from generator.runner import isolate

    prefix = isolate.bytecode_env(ROOT / "cache")
    if prefix:
        os.environ.update(prefix)
        os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
        sys.pycache_prefix = prefix["PYTHONPYCACHEPREFIX"]
        sys.dont_write_bytecode = False


_keep_bytecode()


def pytest_configure(config: pytest.Config) -> None:
    """xdist's loadgroup orders its groups by their number of tests unless told to keep the order
    of the items (--no-loadscope-reorder); the order pytest_collection_modifyitems gives them is
    the one wanted: a long group started last would run on alone at the end."""
    if getattr(config.option, "loadscopereorder", None) is not None:
        config.option.loadscopereorder = False


def _group(item: pytest.Item) -> str:
    marked = item.get_closest_marker("xdist_group")
    if marked is not None:
        return marked.args[0] if marked.args else marked.kwargs.get("name", "")
    shared = [name for name in SHARED if name in getattr(item, "fixturenames", ())]
    module = getattr(item, "module", None)
    return shared[0] if shared else module.__name__ if module is not None else item.nodeid.split("::", 1)[0]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist (`make test` runs two or more workers, `--dist loadgroup`), keep each test
    module on one worker, so that its module-scoped fixtures (most run an experiment's quick grid)
    are computed once, and the tests of each SHARED fixture on one worker, so that the report is
    measured and each site built once. The groups of SHARED go first, then LONG_GROUPS, then the
    rest as collected. Without xdist the marks change nothing."""
    groups = {}
    for item in items:
        groups[item.nodeid] = group = _group(item)
        if item.get_closest_marker("xdist_group") is None:
            item.add_marker(pytest.mark.xdist_group(group))
    order = {name: rank for rank, name in enumerate(SHARED + LONG_GROUPS)}
    items.sort(key=lambda item: order.get(groups[item.nodeid], len(order)))


@pytest.fixture
def experiments_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A throw-away experiments package on sys.path, taken for experiments/ by discovery;
    write(name, text) (re)writes one module of it, imported afresh on its next use."""
    import textwrap

    from generator.runner import discovery

    name = f"fake_experiments_{tmp_path.name.replace('-', '_')}"
    root = tmp_path / name
    root.mkdir()
    (root / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(discovery, "EXPERIMENTS_PACKAGE", name)

    def forget() -> None:
        for module in [m for m in sys.modules if m == name or m.startswith(f"{name}.")]:
            del sys.modules[module]

    def write(module: str, text: str) -> None:
        path = root / f"{module}.py"
        path.write_text(textwrap.dedent(text))
        # Bytecode written for the module before (where Python writes any) is checked against the
        # source's size and mtime in whole seconds: a rewrite of the same size within the second
        # would import the old code.
        Path(importlib.util.cache_from_source(str(path))).unlink(missing_ok=True)
        forget()

    yield write
    forget()


def generator_cmd(work: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "generator", "--results", str(work / "results"),
            "--cache", str(work / "cache"), *args]


@pytest.fixture(scope="session")
def cpu_report(tmp_path_factory: pytest.TempPathFactory) -> SimpleNamespace:
    """`generator report` for real on the CPU (quick profile), into a temporary directory."""
    work = tmp_path_factory.mktemp("report")
    cmd = generator_cmd(work, "report", "--device", "cpu", "--only", "one_line_speedup",
                        "--site", str(work / "site"))
    # The environment is part of a report's inputs (the cache variables among them), and tests that
    # compile in this process make torch set TORCHINDUCTOR_CACHE_DIR in it: a later run of the same
    # report takes the environment of the first, or it would rightly count as changed.
    env = dict(os.environ)
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=1800, env=env)
    assert done.returncode == 0, f"report failed:\n{done.stderr[-4000:]}"
    return SimpleNamespace(work=work, cmd=cmd, env=env, stderr=done.stderr, site=work / "site")


def _made_once(tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Path]) -> Path:
    """make(folder) once per test run, whichever xdist worker asks first: in a folder of the run's
    that all its workers share, under a lock that a worker asking meanwhile waits for; later
    askers take what it made. (The tests of each SHARED fixture share a worker; a test elsewhere
    that needs the same site takes it from there instead of building it again.)"""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # the run's folder: each worker's own is a folder in it
    folder, made = base / name, base / f"{name}.made"
    with open(base / f"{name}.lock", "a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # let go of when the file closes, or the process ends
        if not made.is_file():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            made.write_text(str(make(folder)))
        return Path(made.read_text())


def _build_committed(site: Path, *args: str) -> Path:
    done = subprocess.run([sys.executable, "-m", "generator", "build", "--site", str(site), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"build failed:\n{done.stderr[-4000:]}"
    return site


@pytest.fixture(scope="session")
def committed_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the newest GPU release among the committed bundles in results/."""
    return _made_once(tmp_path_factory, "committed", lambda folder: _build_committed(folder / "site"))


def _build_changes(folder: Path) -> Path:
    site = _build_committed(folder / "site", "--release", "2.14")
    assert list(site.glob("changes/*/index.html")), "the 2.14 site has no Changes page"
    return site


@pytest.fixture(scope="session")
def changes_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of release 2.14 of the committed bundles: it has Changes pages (against 2.13)."""
    return _made_once(tmp_path_factory, "changes", _build_changes)


FIXTURE_BUNDLES = ROOT / "tests" / "fixtures" / "bundles"
FIXTURE_TRACE = ROOT / "tests" / "fixtures" / "traces" / "break_provenance.log.xz"


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the golden bundles (tests/fixtures/bundles, GPU and CPU), built as `make site`
    builds one, each grid point of the GPU bundle carrying the fixture compile trace: its reports
    are alike at every point, so the points share every packed file."""
    return _made_once(tmp_path_factory, "fixture-site", _build_fixture_site)


def _build_fixture_site(work: Path) -> Path:
    from generator.schema import TRACE_ARTIFACT, point_slug
    from generator.store import bundle as store

    for name in ("gpu", "cpu"):
        bundle = store.read(FIXTURE_BUNDLES / name)
        if name == "gpu":
            for result in bundle.experiments.values():
                for point in result.points:
                    result.artifacts[f"{point_slug(point['params'])}/{TRACE_ARTIFACT}"] = FIXTURE_TRACE.read_bytes()
        store.write(bundle, work / "results" / name)
    done = subprocess.run([sys.executable, "-m", "generator", "--results", str(work / "results"), "build", "--site",
                           str(work / "site")], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"build failed:\n{done.stderr[-4000:]}"
    return work / "site"

"""Shared fixtures: the repository on sys.path, a real CPU report, a site from committed bundles."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


SHARED_RUN = "cpu_report"  # the session fixture that measures for minutes: its tests share one worker


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist (`make test` runs two or more workers, `--dist loadgroup`), keep each test
    module on one worker, so that its module-scoped fixtures (most run an experiment's quick grid)
    are computed once, and every test of the real CPU report on one worker, so that the report is
    measured once. Without xdist the marks change nothing."""
    for item in items:
        if item.get_closest_marker("xdist_group") is None:
            module = getattr(item, "module", None)
            group = (SHARED_RUN if SHARED_RUN in getattr(item, "fixturenames", ())
                     else module.__name__ if module is not None else item.nodeid.split("::", 1)[0])
            item.add_marker(pytest.mark.xdist_group(group))
    # the real report's tests first: the longest group, started last it would run on alone at the end
    items.sort(key=lambda item: SHARED_RUN not in getattr(item, "fixturenames", ()))


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
        (root / f"{module}.py").write_text(textwrap.dedent(text))
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


def _build_committed(site: Path, *args: str) -> Path:
    done = subprocess.run([sys.executable, "-m", "generator", "build", "--site", str(site), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"build failed:\n{done.stderr[-4000:]}"
    return site


@pytest.fixture(scope="session")
def committed_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the newest GPU release among the committed bundles in results/."""
    return _build_committed(tmp_path_factory.mktemp("committed") / "site")


@pytest.fixture(scope="session")
def changes_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of release 2.14 of the committed bundles: it has Changes pages (against 2.13)."""
    site = _build_committed(tmp_path_factory.mktemp("changes") / "site", "--release", "2.14")
    assert list(site.glob("changes/*/index.html")), "the 2.14 site has no Changes page"
    return site


FIXTURE_BUNDLES = ROOT / "tests" / "fixtures" / "bundles"
FIXTURE_TRACE = ROOT / "tests" / "fixtures" / "traces" / "break_provenance.log.xz"


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the golden bundles (tests/fixtures/bundles, GPU and CPU), built as `make site`
    builds one, each grid point of the GPU bundle carrying the fixture compile trace: its reports
    are alike at every point, so the points share every packed file."""
    from generator.schema import TRACE_ARTIFACT, point_slug
    from generator.store import bundle as store

    work = tmp_path_factory.mktemp("fixture-site")
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

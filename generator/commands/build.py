"""`generator build`: render one release's bundles into pages and build the site with MkDocs."""

from __future__ import annotations

import dataclasses
import hashlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from generator.commands import uptodate
from generator.commands import verdicts as pooling
from generator.render import load, site, write
from generator.runner import discovery
from generator.schema import LabError
from generator.store import bundle as bundle_store
from generator.store import lock, recovery
from generator.store.bundle import Bundle, BundleError

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
BUILD = ROOT / "build"


def how_to_open(index: Path) -> str:
    """How to open a built site: served, since a browser fetches nothing from a file:// address and
    the compile reports are stored compressed (render.packed)."""
    return (f"Open it with `make serve-site` (http://127.0.0.1:8000/). Opened as a file ({index}) its pages "
            "read, but its compile reports (stored compressed) open only where the site is served.")


def load_bundles(results_dir: Path) -> list[Bundle]:
    """Every readable bundle under results_dir; unreadable ones are reported and skipped."""
    bundles = []
    for path in bundle_store.find(results_dir):
        try:
            bundles.append(bundle_store.read(path))
        except BundleError as exc:
            print(f"warning: skipped {exc}", file=sys.stderr)
    if not bundles:
        raise BundleError(f"no results bundle under {results_dir}; run `make measure` (or `make report`) first")
    return bundles


def _release_key(release: str) -> tuple[int, ...]:
    return tuple(int(p) for p in release.split(".") if p.isdigit())


def default_release(bundles: list[Bundle]) -> str:
    """The newest release measured on a GPU, else the newest release."""
    gpu = [b.release for b in bundles if b.is_cuda]
    return max(gpu or [b.release for b in bundles], key=_release_key)


def releases(bundles: list[Bundle]) -> list[str]:
    """All releases present, oldest first."""
    return sorted({b.release for b in bundles}, key=_release_key)


def stage_for(site_dir: Path) -> Path:
    """The staging folder of one output site: builds into different sites never share pages."""
    return BUILD / ("pages-" + hashlib.sha1(str(Path(site_dir).resolve()).encode()).hexdigest()[:10])


def _kept(site_dir: Path) -> bool:
    """Whether a build's staged pages stay after it: those of the checkout's own site/ do (to read
    what was rendered); one of another folder (a test's, a scratch build's) is rarely built
    twice, and at tens of MB each they piled up under build/."""
    return Path(site_dir).resolve() == (ROOT / "site").resolve()


def site_url() -> str | None:
    """The published site's address from SITE_URL (checked), or None when it is unset or empty.

    With it, MkDocs writes full addresses into sitemap.xml, which mike's version selector reads to
    stay on the same page when it switches version (without it, it opens the version's home). For
    a mike deploy it is where gh-pages is served; mike adds each version's folder.
    """
    url = os.environ.get("SITE_URL", "").strip()
    if url and not url.startswith(("http://", "https://")):
        raise LabError(f"SITE_URL={url!r} is not a web address; give the published site's, starting with "
                       "http:// or https:// (e.g. SITE_URL=https://org.github.io/lab/), or leave it unset")
    return url or None


def experiments() -> list[Any]:
    """The experiments that load here (discovery.discover_all): their specs declare what their pages
    draw (load.declared), and their rules decide the verdicts pooled over a setting's runs. One that
    does not load (e.g. without torch) renders its results as they stand, with each run's verdicts."""
    from generator.runner import discovery  # its experiments import torch: only when a site is built

    found, _ = discovery.discover_all()
    return found


def declarations(found: Sequence[Any]) -> load.Declared:
    """What each experiment's spec declares for its pages (load.declared)."""
    return {e.id: (tuple(e.spec.charts), tuple(e.spec.roles)) for e in found}


def render(bundles: list[Bundle], release: str, stage: Path, results_dir: Path | None = None,
           versioned: bool = False) -> Path:
    """Stage docs/ plus the rendered pages of one release in `stage`; return its MkDocs config.

    As mkdocs' own build does, everything is read first (render.load: the bundles' re-runs, launch
    picks, full-profile bundles and compile traces), the pages are rendered from that alone
    (render.site), and only then is anything written (render.write, then the config).
    results_dir: where the re-runs and full-profile bundles lie beside the bundles (default: this
    checkout's results/). versioned: for a mike deploy. Only there does a versions.json exist, so
    only there does the page get Material's version selector, which fetches it (elsewhere: a 404
    on every page).
    """
    url = site_url()  # checked first: a bad SITE_URL fails before any page is rendered
    chosen = [b for b in bundles if b.release == release]
    if not chosen:
        known = ", ".join(releases(bundles))
        raise BundleError(f"no bundle for PyTorch release {release}; releases with bundles: {known}")
    loaded = experiments()
    results = results_dir or load.RESULTS
    model = load.load_site(chosen, release, trace_cache=BUILD / "tlparse", results_dir=results,
                           history=bundles,  # Changes: against the previous release, per device
                           declarations=declarations(loaded))
    if loaded:  # each device's verdicts decided on all its runs of the same code
        model = dataclasses.replace(model, devices=pooling.with_pooled(model.devices, loaded, results))
    model = dataclasses.replace(model, devices=tuple(  # Changes: what the two releases measured alike
        dataclasses.replace(d, alike=frozenset(discovery.alike(d.previous, d.bundle))) if d.previous else d
        for d in model.devices))
    rendered = site.pages(model)
    docs = stage / "docs"
    shutil.rmtree(docs, ignore_errors=True)
    shutil.copytree(DOCS, docs)
    write.write(rendered, docs, vega_cache=BUILD / "vega")
    config = stage / "mkdocs.yml"
    config.write_text(yaml.safe_dump(
        {"INHERIT": os.path.relpath(ROOT / "mkdocs.yml", stage), "docs_dir": "docs", "nav": rendered.nav,
         "site_name": f"torch.compile performance lab · PyTorch {release}",
         "hooks": [str(ROOT / "generator" / "render" / "hooks.py")],
         **({"site_url": url} if url else {}),
         **({} if versioned else {"extra": {"version": None}})}, sort_keys=False, allow_unicode=True))
    return config


def build(*, results_dir: Path, release: str | None = None, site_dir: Path = ROOT / "site") -> Path:
    """Render and build the site for one release (default: newest measured on a GPU).

    Holds the build directory's lock (a second build waits: they would share build/tlparse). If
    no measure holds the results directory's lock, it takes it while reading the bundles and
    first recovers an interrupted bundle write, so that no device is silently missing from the
    site; during a measure it reads the bundles as they are, saying so.
    """
    site_url()  # a bad SITE_URL is a one-line error at once, not after waiting for another build
    with lock.locked(lock.writable(BUILD, "build"), "build"):
        results = Path(results_dir)
        inputs = site_inputs(results, release)
        stamp = BUILD / "site-inputs" / hashlib.sha1(str(Path(site_dir).resolve()).encode()).hexdigest()[:16]
        index = Path(site_dir).resolve() / "index.html"
        if index.is_file() and stamp.is_file() and stamp.read_text() == inputs:
            print(f"Site unchanged (same bundles, pages and rendering code as its last build): {index}\n"
                  + how_to_open(index), file=sys.stderr)
            return index
        if results.is_dir() and os.access(results, os.W_OK):
            with lock.held_if_free(results, "build (reading the bundles)") as held:
                if held:  # no measure is writing: an interrupted write can be recovered first
                    for line in recovery.recover(results):
                        print(line, file=sys.stderr)
                else:  # a measure is running; its bundle swap is two renames, so reading is safe
                    print(f"note: a measure is running on {results}; the site shows the bundles as they "
                          "are now", file=sys.stderr)
                bundles = load_bundles(results)
        else:
            bundles = load_bundles(results)
        stamp.unlink(missing_ok=True)
        built = _build(bundles, results_dir=results, release=release, site_dir=site_dir)
        stamp.parent.mkdir(parents=True, exist_ok=True)
        stamp.write_text(inputs)
        return built


def site_inputs(results_dir: Path, release: str | None) -> str:
    """A digest of everything a plain build's pages come from: the bundles and re-runs under
    results_dir, docs/, mkdocs.yml, the generator's code and the site tools' versions.

    When it equals the digest stored at the last build into the same site directory, that
    build's site is what a new one would be, and it is kept (a no-change `make report`).
    """
    digest = hashlib.blake2b(digest_size=16)
    tools = uptodate.versions(uptodate.SITE_PACKAGES)
    digest.update(f"release={release}\nsite_url={site_url()}\n{tools}\n".encode())
    uptodate.add_files(digest, [ROOT / "mkdocs.yml", Path(results_dir), DOCS, ROOT / "generator"])
    return digest.hexdigest()


def _build(bundles: list[Bundle], *, results_dir: Path, release: str | None, site_dir: Path) -> Path:
    start = time.perf_counter()
    release = release or default_release(bundles)
    stage = stage_for(site_dir)
    try:
        config = render(bundles, release, stage, results_dir=Path(results_dir))
        cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--config-file", str(config),
               "--site-dir", str(Path(site_dir).resolve())]
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    finally:
        if not _kept(site_dir):
            shutil.rmtree(stage, ignore_errors=True)
    if done.returncode != 0:
        raise SystemExit(f"error: mkdocs build failed:\n{done.stderr.strip()[-3000:]}")
    index = Path(site_dir).resolve() / "index.html"
    print(f"Site for PyTorch {release} built in {time.perf_counter() - start:.1f} s: {index}\n" + how_to_open(index),
          file=sys.stderr)
    return index

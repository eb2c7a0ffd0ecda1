#!/usr/bin/env python3
"""Merge the results bundles that CI's measure jobs uploaded into one results directory.

Usage: python scripts/merge_bundles.py ARTIFACTS RESULTS [--replace]

actions/download-artifact puts each artifact in a folder of its own under ARTIFACTS; each
holds one or more bundle directories (a directory with bundle.json). Every bundle is copied
into RESULTS under the path it has inside its artifact (`<device>-torch<version>/`, or
`reruns/<bundle>/run2/`). Nothing is overwritten silently: a bundle that two artifacts carry
with different content, or one that RESULTS already holds with different content, stops the
merge before anything is written (exit 2, one line). `--replace` lets an artifact's bundle
replace the one RESULTS holds, and says so; two artifacts that disagree still stop it.

It needs nothing installed (the standard library and the project's own lock module). A bundle
is swapped in the way the generator writes its own (new copy beside it, two renames), under the
results directory's lock (generator/store/lock.py, the one measure and build take).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project, for its lock
from generator.store import lock  # noqa: E402

MARKER = "bundle.json"


class MergeError(Exception):
    """Input the merge refuses, said in one line."""


@dataclass(frozen=True)
class Found:
    """One bundle directory inside one artifact."""

    name: str  # its path inside the artifact, and so inside RESULTS
    artifact: str
    path: Path
    digest: str


@dataclass(frozen=True)
class Step:
    """What the merge does with one bundle name."""

    found: Found
    action: str  # "add", "replace" or "keep" (RESULTS already holds the same content)


def _visible(path: Path) -> bool:
    """Hidden entries are lock files and the remains of unfinished writes: never part of a bundle."""
    return not path.name.startswith(".")


def bundle_dirs(top: Path) -> list[Path]:
    """Bundle directories under top, outermost only (a bundle's own folders are not searched)."""
    if (top / MARKER).is_file():
        return [top]
    found: list[Path] = []
    for entry in sorted(top.iterdir()):
        if entry.is_dir() and not entry.is_symlink() and _visible(entry):
            found.extend(bundle_dirs(entry))
    return found


def digest(bundle: Path) -> str:
    """SHA-256 over every visible file's path and bytes: equal digests, equal bundles."""
    h = hashlib.sha256()
    for path in sorted(p for p in bundle.rglob("*") if p.is_file()):
        rel = path.relative_to(bundle)
        if all(part[0] != "." for part in rel.parts):
            h.update(rel.as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


def gather(artifacts: Path) -> dict[str, Found]:
    """Every bundle of every artifact by name; two artifacts that disagree on one name stop it."""
    folders = sorted(p for p in artifacts.iterdir() if p.is_dir() and _visible(p)) if artifacts.is_dir() else []
    bundles: dict[str, Found] = {}
    for folder in folders:
        for path in bundle_dirs(folder):
            if path == folder:
                raise MergeError(f"artifact {folder.name} is itself a bundle; upload the directory above the "
                                 "bundle, so that it keeps its name")
            found = Found(path.relative_to(folder).as_posix(), folder.name, path, digest(path))
            first = bundles.setdefault(found.name, found)
            if first.digest != found.digest:
                raise MergeError(f"artifacts {first.artifact} and {found.artifact} both carry bundle "
                                 f"{found.name} with different content; rename or drop one of them")
    if not bundles:
        raise MergeError(f"no bundle (a directory with {MARKER}) found in the {len(folders)} artifact folder(s) "
                         f"under {artifacts}")
    return bundles


def plan(bundles: dict[str, Found], results: Path, replace: bool) -> list[Step]:
    """What to do with each bundle, checked against RESULTS before anything is written."""
    steps = []
    for name, found in sorted(bundles.items()):
        target = results / name
        if not target.exists() and _old(target).exists():
            raise MergeError(f"{_old(target)} is what an interrupted bundle write left; run `python -m generator "
                             f"--results {results} build` once (it puts it back), then merge again")
        if not target.exists():
            steps.append(Step(found, "add"))
        elif not (target / MARKER).is_file():
            raise MergeError(f"{target} exists and is not a bundle; move it away to merge {name} from artifact "
                             f"{found.artifact}")
        elif digest(target) == found.digest:
            steps.append(Step(found, "keep"))
        elif replace:
            steps.append(Step(found, "replace"))
        else:
            raise MergeError(f"{target} is a bundle that differs from {name} in artifact {found.artifact}; "
                             "pass --replace to let the artifact's bundle replace it")
    return steps


def _old(target: Path) -> Path:
    """Where the previous bundle waits during a swap (generator/store/bundle.py's OLD_MARK)."""
    return target.with_name(f".{target.name}.old")


def install(source: Path, target: Path) -> None:
    """Copy source to target in the generator's swap: .<name>.tmp-<pid>, then .<name>.old aside."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(source, tmp, ignore=lambda _dir, names: [n for n in names if n.startswith(".")])
    if not target.exists():
        tmp.rename(target)
        return
    old = _old(target)
    shutil.rmtree(old, ignore_errors=True)  # beside an existing target: the leftover of a finished swap
    target.rename(old)
    tmp.rename(target)
    shutil.rmtree(old)


def merge(artifacts: Path, results: Path, *, replace: bool = False) -> list[Step]:
    """Copy every bundle of every artifact into results; all checks pass before the first write."""
    bundles = gather(artifacts)
    results.mkdir(parents=True, exist_ok=True)
    with lock.locked(results, "merge"):  # the lock measure and build take
        steps = plan(bundles, results, replace)
        for step in steps:
            if step.action != "keep":
                install(step.found.path, results / step.found.name)
    return steps


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, merge, print one line per bundle; refused input is one line and exit 2."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("artifacts", type=Path, help="where download-artifact put the artifacts, one folder each")
    parser.add_argument("results", type=Path, help="results directory the bundles go into")
    parser.add_argument("--replace", action="store_true",
                        help="an artifact's bundle replaces a different one already in RESULTS (said per bundle)")
    args = parser.parse_args(argv)
    try:
        steps = merge(args.artifacts, args.results, replace=args.replace)
    except MergeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"error: cannot merge into {args.results}: {exc}", file=sys.stderr)
        return 1
    said = {"add": "added", "replace": "replaced", "keep": "unchanged"}
    for step in steps:
        print(f"{said[step.action]:9} {args.results / step.found.name}  (artifact {step.found.artifact})")
    print(f"merged {len(steps)} bundle(s) into {args.results}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

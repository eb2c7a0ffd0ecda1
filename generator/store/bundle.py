"""Results bundles: one directory per device and torch version, written atomically.

Layout:
    bundle.json    schema version, run header, fingerprint, per-experiment metadata and verdicts
    rows.csv       every number, long format (one per row)
    kernels.csv    device kernels per variant and grid point
    samples.json   per-call timing samples, per process and round
    values.json    every other metric's value per process (absent in bundles written before it)
    artifacts/     generated code, per experiment and grid point (store.artifacts)

A bundle of an older schema version is upgraded on read by a chain of upgrades (asv's
`update_to_2`), one per version step; the file itself is left as it is. One of a newer version
is refused, and `write` moves it (or any bundle it cannot read) aside instead of replacing it.
bundle.json records the row count and SHA-256 of each data file (`integrity`): a file that
differs is a damaged bundle, refused with a message that says so.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from generator import launches
from generator.schema import SCHEMA_VERSION, ExperimentResult, LabError, Row
from generator.store import artifacts, fingerprint
from generator.store.upgrades import UPGRADES, upgrade

ROW_FIELDS = [f for f in Row.__dataclass_fields__]
KERNEL_FIELDS = ["experiment", "params", "variant", "name", "kind", "calls", "time_us", "bytes", "flops"]


class BundleError(LabError):
    """A bundle cannot be read; the message says which file and what to do."""


@dataclass
class Bundle:
    """A run's header plus the results of each experiment."""

    header: dict[str, Any]
    experiments: dict[str, ExperimentResult] = field(default_factory=dict)

    @property
    def fingerprint(self) -> dict[str, Any]:
        return self.header["fingerprint"]

    @property
    def device_key(self) -> str:
        return fingerprint.device_key(self.fingerprint)

    @property
    def release(self) -> str:
        return self.fingerprint["release"]

    @property
    def is_cuda(self) -> bool:
        return self.fingerprint["device"] == "cuda"

    @property
    def profile(self) -> str:
        """The profile the bundle was measured in (its experiments' unless one names its own)."""
        return str(self.header.get("profile", ""))

    def profile_of(self, result: ExperimentResult) -> str:
        """The profile whose grid a result measured: its own, or the bundle's where it names none."""
        return result.profile or self.profile

    def rows(self) -> list[Row]:
        return [r for e in self.experiments.values() for r in e.rows]


def _row_to_csv(row: Row) -> dict[str, Any]:
    out = asdict(row)
    out["params"] = json.dumps(row.params, sort_keys=True)
    return {k: "" if v is None else v for k, v in out.items()}


def _row_from_csv(raw: dict[str, str]) -> Row:
    def num(text: str) -> float | None:
        return None if text == "" else float(text)

    return Row(
        experiment=raw["experiment"], variant=raw["variant"], params=json.loads(raw["params"]),
        metric=raw["metric"], value=num(raw["value"]), unit=raw["unit"], stat=raw["stat"],
        lo=num(raw["lo"]), hi=num(raw["hi"]), n=int(raw["n"] or 0), status=raw["status"],
        reason=raw["reason"], spread=raw["spread"], better=raw["better"], interval=raw["interval"],
        ci_lo=num(raw["ci_lo"]), ci_hi=num(raw["ci_hi"]), kind=raw["kind"], baseline=raw["baseline"],
        comparison=raw["comparison"],
    )


def _version(path: Path, meta: dict[str, Any]) -> int:
    """The bundle's schema version, if this generator reads it (directly or by upgrades)."""
    version = meta.get("schema_version")
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise BundleError(f"{path}: schema version {version} is newer than this generator reads "
                          f"({SCHEMA_VERSION}); use a generator at least as new as the one that wrote it")
    if version != SCHEMA_VERSION and not (isinstance(version, int) and all(
            v in UPGRADES for v in range(version, SCHEMA_VERSION))):
        raise BundleError(f"{path}: schema version {version!r} has no upgrade to {SCHEMA_VERSION}; re-measure")
    return version


def _readable_version(path: Path) -> int | None:
    """The schema version recorded in an existing bundle directory, or None without one."""
    try:
        version = json.loads((path / "bundle.json").read_text()).get("schema_version")
    except (OSError, ValueError, AttributeError):
        return None
    return version if isinstance(version, int) else None


DATA_FILES = ("rows.csv", "kernels.csv", "samples.json", "values.json")
# Data files a bundle written before they existed lacks: read as empty, whole bundle or not.
NEWER_FILES = ("values.json",)
TMP_MARK = ".tmp-"  # .<bundle>.tmp-XXXX: a bundle being written
OLD_MARK = ".old"  # .<bundle>.old: the previous bundle during the swap


def unreadable(path: Path, *, partial: bool = False) -> str | None:
    """Why this generator cannot read the bundle at path (a newer schema, damage), or None;
    partial: as read(partial=True) takes it (a re-run kept without its optional files)."""
    version = _readable_version(path)
    if version is not None and version > SCHEMA_VERSION:
        return f"schema version {version} is newer than this generator reads ({SCHEMA_VERSION})"
    try:
        read(path, partial=partial)
    except BundleError as exc:
        return str(exc).removeprefix(f"{path}: ")
    return None


def _aside(path: Path, why: str) -> Path:
    """A free hidden name beside `path` for a bundle this generator cannot read (`find` skips it)."""
    version = _readable_version(path)
    kind = f"schema-v{version}" if version is not None and version > SCHEMA_VERSION else "unreadable"
    n = 0
    while (aside := path.with_name(f".{path.name}.{kind}" + (f".{n}" if n else ""))).exists():
        n += 1
    return aside


def integrity(path: Path) -> dict[str, dict[str, Any]]:
    """Row counts and SHA-256 of a bundle's data files, as written into bundle.json.

    Only the files present count: a re-run may be kept with bundle.json and rows.csv alone.
    """
    out: dict[str, dict[str, Any]] = {}
    for name in DATA_FILES:
        if not (path / name).exists():
            continue  # a re-run kept without its kernels or samples: nothing to check
        data = (path / name).read_bytes()
        entry: dict[str, Any] = {"sha256": hashlib.sha256(data).hexdigest()}
        if name.endswith(".csv"):
            with (path / name).open(newline="") as fh:
                entry["rows"] = sum(1 for _ in csv.DictReader(fh))
        out[name] = entry
    return out


def _check_integrity(path: Path, meta: dict[str, Any]) -> None:
    """A data file that differs from what bundle.json recorded is damage, named as such."""
    recorded = meta.get("integrity")
    if not isinstance(recorded, dict):
        return  # written before integrity was recorded
    found = integrity(path)
    for name, want in recorded.items():
        got = found.get(name)
        if got is None or got.get("sha256") == want.get("sha256"):
            continue
        detail = (f"has {got['rows']} rows where bundle.json records {want['rows']}"
                  if "rows" in want and got.get("rows") != want["rows"] else "differs from the checksum bundle.json records")
        raise BundleError(f"{path}: damaged: {name} {detail}; restore the bundle (e.g. from git) "
                          "or measure again")


# Files another step writes beside a bundle (measure: each process's launch picks); a rewrite of
# the bundle (redecide) keeps them, a new measure replaces or removes them itself.
KEPT_FILES = (launches.FILE,)


def _write_data(bundle: Bundle, tmp: Path, omit: Sequence[str]) -> None:
    """The data files (DATA_FILES) of a bundle into tmp, but the optional ones in omit."""
    with (tmp / "rows.csv").open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=ROW_FIELDS)
        writer.writeheader()
        for e in bundle.experiments.values():
            writer.writerows(_row_to_csv(r) for r in e.rows)
    if "kernels.csv" not in omit:
        with (tmp / "kernels.csv").open("w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=KERNEL_FIELDS)
            writer.writeheader()
            for eid, e in bundle.experiments.items():
                for k in e.kernels:
                    writer.writerow({**k, "experiment": eid, "params": json.dumps(k["params"], sort_keys=True)})
    if "samples.json" not in omit:
        samples = {eid: e.samples for eid, e in bundle.experiments.items()}
        (tmp / "samples.json").write_text(json.dumps(samples, separators=(",", ":")))
    if "values.json" not in omit:
        values = {eid: e.values for eid, e in bundle.experiments.items()}
        (tmp / "values.json").write_text(json.dumps(values, separators=(",", ":")))


def _folder_mode(path: Path) -> int:
    """The permissions a bundle folder written at path gets: the previous bundle's, else a new
    folder's under this process's umask (as mkdir would make it)."""
    if path.is_dir():
        return path.stat().st_mode & 0o7777
    umask = os.umask(0)
    os.umask(umask)
    return 0o777 & ~umask


def write(bundle: Bundle, path: Path, *, omit: Sequence[str] = ()) -> Path:
    """Write a bundle into `path`, replacing any previous one only once the new one is complete.

    A previous bundle of a newer schema version is not deleted but moved aside (`_aside`); the
    previous one's KEPT_FILES are carried over. omit: OPTIONAL_FILES not to write (a re-run kept
    without them stays without them when it is rewritten).
    """
    unknown = set(omit) - set(OPTIONAL_FILES)
    if unknown:
        raise ValueError(f"only optional files can be omitted, not {sorted(unknown)}")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}{TMP_MARK}", dir=path.parent))
    os.chmod(tmp, _folder_mode(path))  # mkdtemp's folder is the owner's alone; the bundle is not
    old, keep = None, False
    try:
        meta = {eid: {k: v for k, v in e.to_dict().items() if k not in ("rows", "kernels", "samples", "values")}
                for eid, e in bundle.experiments.items()}
        _write_data(bundle, tmp, omit)
        header = {"schema_version": SCHEMA_VERSION, **bundle.header, "experiments": meta,
                  "integrity": integrity(tmp)}
        (tmp / "bundle.json").write_text(json.dumps(header, indent=1, sort_keys=True))
        for eid, e in bundle.experiments.items():
            artifacts.write(tmp / "artifacts" / eid, e.artifacts)
        for name in KEPT_FILES:
            if (path / name).is_file():
                shutil.copyfile(path / name, tmp / name)
        if path.exists():
            why = unreadable(path, partial=bool(omit))
            keep = why is not None  # this generator cannot read it: moved aside and kept, never destroyed
            old = _aside(path, why) if keep else path.with_name(f".{path.name}{OLD_MARK}")
            shutil.rmtree(old, ignore_errors=True)
            path.rename(old)
            if keep:
                print(f"warning: the previous bundle could not be read ({why}); it is kept, moved aside "
                      f"to {old}", file=sys.stderr)
        tmp.rename(path)
        if old is not None and not keep:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        if old is not None and old.exists() and not path.exists():
            old.rename(path)  # put the previous bundle back
        raise
    return path


# What a bundle may be kept without (a re-run kept for its numbers: bundle.json and rows.csv);
# `read(..., partial=True)` reads each as empty, as if the run had recorded none.
OPTIONAL_FILES = ("kernels.csv", "samples.json", "values.json")


def read(path: Path, *, partial: bool = False) -> Bundle:
    """Read a bundle directory written by `write`, upgrading an older schema version in memory.

    partial: accept a bundle kept without its OPTIONAL_FILES (and artifacts/), as re-runs are; the
    files present are still checked against the checksums bundle.json records.
    """
    path = Path(path)
    meta_file = path / "bundle.json"
    if not meta_file.exists():
        raise BundleError(f"{path}: no bundle.json here; point at a directory written by `generator measure`")
    try:
        meta = json.loads(meta_file.read_text())
    except (OSError, ValueError) as exc:  # unreadable, not UTF-8 or not JSON
        raise BundleError(f"{meta_file}: not valid JSON ({exc}); re-run the measure stage") from exc
    if not isinstance(meta, dict):
        raise BundleError(f"{meta_file}: holds a JSON {type(meta).__name__}, not a bundle's header; re-run the "
                          "measure stage")
    _version(path, meta)
    _check_header(path, meta)
    try:
        _check_integrity(path, meta)
    except OSError as exc:
        raise BundleError(f"{path}: unreadable ({type(exc).__name__}: {exc}); re-run the measure stage") from exc
    try:
        return _parse(path, meta, partial)
    except (OSError, KeyError, TypeError, ValueError) as exc:
        raise BundleError(f"{path}: unreadable ({type(exc).__name__}: {exc}); restore the bundle (e.g. from git) "
                          "or re-run the measure stage") from exc


def _check_header(path: Path, meta: dict[str, Any]) -> None:
    """What every reader of a bundle takes for granted, checked once: a one-line BundleError naming
    the field, where a hand-edited or damaged bundle.json lacks it."""
    fp = meta.get("fingerprint")
    wrong = ("has no fingerprint" if not isinstance(fp, dict) else
             "names no torch version in its fingerprint" if not isinstance(fp.get("torch"), str) else
             "names no device in its fingerprint" if not isinstance(fp.get("device_name") or fp.get("device_key"), str)
             else "holds no experiments mapping" if not isinstance(meta.get("experiments"), dict) else
             "has a creation time that is not text" if not isinstance(meta.get("created", ""), str) else "")
    if wrong:
        raise BundleError(f"{path}: bundle.json {wrong}; restore the bundle (e.g. from git) or measure again")


def _optional(path: Path, partial: bool) -> bool:
    """Whether an optional file is absent and may be: then it reads as empty."""
    return (partial or path.name in NEWER_FILES) and path.name in OPTIONAL_FILES and not path.exists()


def _parse(path: Path, meta: dict[str, Any], partial: bool = False) -> Bundle:
    with (path / "rows.csv").open(newline="") as fh:
        meta, raw_rows = upgrade(meta, list(csv.DictReader(fh)))
    experiments_meta = meta.pop("experiments")
    rows: dict[str, list[Row]] = {}
    for raw in raw_rows:
        rows.setdefault(raw["experiment"], []).append(_row_from_csv(raw))
    kernels: dict[str, list[dict]] = {}
    with io.StringIO() if _optional(path / "kernels.csv", partial) else (path / "kernels.csv").open(newline="") as fh:
        for raw in csv.DictReader(fh):
            eid = raw.pop("experiment")
            raw["params"] = json.loads(raw["params"])
            raw["calls"], raw["time_us"] = float(raw["calls"]), float(raw["time_us"])
            for name in ("bytes", "flops"):  # absent in bundles written before they were recorded
                raw[name] = float(raw[name]) if raw.get(name) else None
            kernels.setdefault(eid, []).append(raw)
    samples = {} if _optional(path / "samples.json", partial) else json.loads((path / "samples.json").read_text())
    values = {} if _optional(path / "values.json", partial) else json.loads((path / "values.json").read_text())
    experiments = {}
    for eid, m in experiments_meta.items():
        data = {**m, "rows": [asdict(r) for r in rows.get(eid, [])], "kernels": kernels.get(eid, []),
                "samples": samples.get(eid, []), "values": values.get(eid, [])}
        experiments[eid] = ExperimentResult.from_dict(data, artifacts.read(path / "artifacts" / eid))
    header = {k: v for k, v in meta.items() if k not in ("schema_version", "integrity")}
    return Bundle(header, experiments)


def find(results_dir: Path) -> list[Path]:
    """Bundle directories under results_dir, sorted by name."""
    results_dir = Path(results_dir)
    if not results_dir.exists():
        return []
    return sorted(p.parent for p in results_dir.glob("*/bundle.json") if not p.parent.name.startswith("."))


def ran(result: ExperimentResult) -> list[dict[str, Any]]:
    """The grid points that ran (measured, failed or partly measured): all but those skipped,
    which an experiment skips by design (a train step of a model without one) or for a package
    this machine lacks, and which count towards no coverage."""
    return [p for p in result.points if p.get("status") != "skipped"]


def coverage(result: ExperimentResult) -> str:
    """'17 grid points (11 more skipped)': how many points ran, and how many were skipped."""
    measured = len(ran(result))
    skipped = len(result.points) - measured
    return f"{measured} grid point{'s' if measured != 1 else ''}" + (f" ({skipped} more skipped)" if skipped else "")


def version_key(version: str) -> tuple[int, ...]:
    """'2.13.1+cpu' -> (2, 13, 1): versions and releases in numeric order."""
    return tuple(int(p) for p in version.split("+")[0].split(".") if p.isdigit())


def previous_bundle(bundles: Sequence[Bundle], current: Bundle) -> Bundle | None:
    """The bundle of the highest release below `current`'s on the same device (newest patch), or None."""
    older = [b for b in bundles if b.device_key == current.device_key
             and version_key(b.release) < version_key(current.release)]
    if not older:
        return None
    return max(older, key=lambda b: (version_key(b.release), version_key(b.fingerprint["torch"])))

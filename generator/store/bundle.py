"""Results bundles: one directory per device and torch version, written atomically.

Layout:
    bundle.json    schema version, run header, fingerprint, per-experiment metadata and verdicts
    rows.csv       every number, long format (one per row)
    kernels.csv    device kernels per variant and grid point
    samples.json   per-call timing samples, per process and round
    artifacts/     generated code, per experiment and grid point
"""

from __future__ import annotations

import csv
import json
import shutil
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from generator.schema import SCHEMA_VERSION, ExperimentResult, LabError, Row
from generator.store import fingerprint

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
        reason=raw["reason"], spread=raw.get("spread", ""),
    )


def write(bundle: Bundle, path: Path) -> Path:
    """Write a bundle into `path`, replacing any previous one only once the new one is complete."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}.", dir=path.parent))
    old = None
    try:
        meta = {eid: {k: v for k, v in e.to_dict().items() if k not in ("rows", "kernels", "samples")}
                for eid, e in bundle.experiments.items()}
        (tmp / "bundle.json").write_text(json.dumps(
            {"schema_version": SCHEMA_VERSION, **bundle.header, "experiments": meta}, indent=1, sort_keys=True))
        with (tmp / "rows.csv").open("w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=ROW_FIELDS)
            writer.writeheader()
            for e in bundle.experiments.values():
                writer.writerows(_row_to_csv(r) for r in e.rows)
        with (tmp / "kernels.csv").open("w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=KERNEL_FIELDS)
            writer.writeheader()
            for eid, e in bundle.experiments.items():
                for k in e.kernels:
                    writer.writerow({**k, "experiment": eid, "params": json.dumps(k["params"], sort_keys=True)})
        samples = {eid: e.samples for eid, e in bundle.experiments.items()}
        (tmp / "samples.json").write_text(json.dumps(samples, separators=(",", ":")))
        for eid, e in bundle.experiments.items():
            for name, text in e.artifacts.items():
                target = tmp / "artifacts" / eid / name
                target.parent.mkdir(parents=True, exist_ok=True)
                if isinstance(text, bytes):
                    target.write_bytes(text)
                else:
                    target.write_text(text)
        if path.exists():
            old = path.with_name(f".{path.name}.old")
            shutil.rmtree(old, ignore_errors=True)
            path.rename(old)
        tmp.rename(path)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        if old is not None and old.exists() and not path.exists():
            old.rename(path)  # put the previous bundle back
        raise
    return path


def read(path: Path) -> Bundle:
    """Read a bundle directory written by `write`."""
    path = Path(path)
    meta_file = path / "bundle.json"
    if not meta_file.exists():
        raise BundleError(f"{path}: no bundle.json here; point at a directory written by `generator measure`")
    try:
        meta = json.loads(meta_file.read_text())
    except json.JSONDecodeError as exc:
        raise BundleError(f"{meta_file}: not valid JSON ({exc}); re-run the measure stage") from exc
    version = meta.get("schema_version")
    if version != SCHEMA_VERSION:
        raise BundleError(f"{path}: schema version {version}, this generator reads {SCHEMA_VERSION}; "
                          "re-measure or use the generator release that wrote it")
    try:
        return _parse(path, meta)
    except (OSError, KeyError, TypeError, ValueError) as exc:
        raise BundleError(f"{path}: unreadable ({type(exc).__name__}: {exc}); re-run the measure stage") from exc


BINARY_SUFFIXES = (".xz",)


def _read_artifact(path: Path) -> str | bytes:
    """Text artifacts as str; compressed ones (compile traces) as bytes."""
    return path.read_bytes() if path.suffix in BINARY_SUFFIXES else path.read_text()


def _parse(path: Path, meta: dict[str, Any]) -> Bundle:
    experiments_meta = meta.pop("experiments")
    rows: dict[str, list[Row]] = {}
    with (path / "rows.csv").open(newline="") as fh:
        for raw in csv.DictReader(fh):
            rows.setdefault(raw["experiment"], []).append(_row_from_csv(raw))
    kernels: dict[str, list[dict]] = {}
    with (path / "kernels.csv").open(newline="") as fh:
        for raw in csv.DictReader(fh):
            eid = raw.pop("experiment")
            raw["params"] = json.loads(raw["params"])
            raw["calls"], raw["time_us"] = float(raw["calls"]), float(raw["time_us"])
            for name in ("bytes", "flops"):  # absent in bundles written before they were recorded
                raw[name] = float(raw[name]) if raw.get(name) else None
            kernels.setdefault(eid, []).append(raw)
    samples = json.loads((path / "samples.json").read_text())
    experiments = {}
    for eid, m in experiments_meta.items():
        art_dir = path / "artifacts" / eid
        artifacts = ({str(p.relative_to(art_dir)): _read_artifact(p) for p in sorted(art_dir.rglob("*"))
                      if p.is_file()} if art_dir.exists() else {})
        data = {**m, "rows": [asdict(r) for r in rows.get(eid, [])], "kernels": kernels.get(eid, []),
                "samples": samples.get(eid, [])}
        experiments[eid] = ExperimentResult.from_dict(data, artifacts)
    header = {k: v for k, v in meta.items() if k != "schema_version"}
    return Bundle(header, experiments)


def find(results_dir: Path) -> list[Path]:
    """Bundle directories under results_dir, sorted by name."""
    results_dir = Path(results_dir)
    if not results_dir.exists():
        return []
    return sorted(p.parent for p in results_dir.glob("*/bundle.json") if not p.parent.name.startswith("."))

"""Command-line interface: argument parsing only; the work is in generator.commands."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from generator.schema import LabError

ROOT = Path(__file__).resolve().parents[1]


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"needs a whole number of at least 1, got {text}")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m generator",
                                     description="torch.compile performance lab: measure, render, publish.")
    parser.add_argument("--results", type=Path, default=ROOT / "results", help="bundles directory")
    parser.add_argument("--cache", type=Path, default=ROOT / "cache", help="caches directory")
    sub = parser.add_subparsers(dest="command", required=True)

    def measuring(p: argparse.ArgumentParser) -> None:
        p.add_argument("--device", choices=["cuda", "cpu"], help="default: cuda when available")
        p.add_argument("--profile", choices=["default", "full", "quick"], help="default on CUDA, quick on CPU; full adds the expensive parts")
        p.add_argument("--only", action="append", metavar="ID", help="run only this experiment (repeatable)")
        p.add_argument("--points", action="append", metavar="PARAM=V1,V2", help="with --only: measure only the "
                       "grid points whose PARAM is one of these values (repeatable); the bundle keeps the "
                       "experiment's other points from its earlier result of the same code and profile")
        p.add_argument("--point", action="append", metavar="PARAM=V,PARAM=V", help="with --only: measure only the "
                       "grid points matching one of these (repeatable; each names one value per parameter), e.g. "
                       "a shard that `generator shard` prints; with --points, within those")
        p.add_argument("--model", action="append", metavar="PACKAGE.MODULE:FUNCTION", help="also measure your own "
                       "model, built by this function, which returns (model, inputs), on a page of its own "
                       "(own_model; repeatable), e.g. examples.tiny_model:build")
        p.add_argument("--force", action="store_true", help="re-measure even when a cached result exists")
        p.add_argument("--replicates", type=_positive, help="fresh processes per experiment (default: the spec's)")
        p.add_argument("--point-timeout", type=_positive, metavar="S", help="seconds one grid point may run before "
                       "its worker is ended and the point recorded as failed (default: the spec's, 900)")
        p.add_argument("--time-limit", type=_positive, metavar="S", help="stop measuring after S seconds "
                       "(e.g. a CI job's limit, less the site build): what finished is written, the "
                       "rest is named, and the exit code is 1")
        p.add_argument("--calibration", metavar="FILE|none", help="the between-run calibration the intervals "
                       "take (default: results/calibration/<bundle>.json when it exists; 'none': none)")

    def building(p: argparse.ArgumentParser) -> None:
        p.add_argument("--release", help="PyTorch release to render, e.g. 2.11 (default: newest with a GPU)")
        p.add_argument("--site", type=Path, default=ROOT / "site", help="output directory of the site")

    measuring(sub.add_parser("measure", help="run experiments and write a results bundle"))
    building(sub.add_parser("build", help="render bundles into pages and build the site"))
    report = sub.add_parser("report", help="measure, then build the site for the release measured")
    measuring(report)
    report.add_argument("--site", type=Path, default=ROOT / "site", help="output directory of the site")
    publish = sub.add_parser("publish", help="deploy one site version per release into gh-pages (mike)")
    publish.add_argument("--push", action="store_true", help="also push gh-pages to its remote")
    sub.add_parser("serve", help="serve every published version locally (mike serve)")
    sub.add_parser("bench", help="time the measure stage, a no-change report and the site build")
    redecide = sub.add_parser("redecide", help="apply the current verdict rules to bundles' stored rows (no measuring)")
    redecide.add_argument("bundles", nargs="+", type=Path, metavar="BUNDLE", help="bundle directories")
    combine = sub.add_parser("combine", help="fold grid points measured elsewhere (measure --points into "
                             "another bundle) into the bundle they belong to")
    combine.add_argument("into", type=Path, metavar="BUNDLE", help="the bundle directory that receives the points "
                         "(a new or empty folder: the first part starts the bundle there)")
    combine.add_argument("parts", nargs="+", type=Path, metavar="PART", help="bundle directories of the same "
                         "device and torch build, measured with the same code, profile and processes")
    shard = sub.add_parser("shard", help="split a profile's grid into shards of about equal measured cost, "
                           "each with the measure arguments that select its points (one CI job each)")
    shard.add_argument("--profile", required=True, choices=["default", "full", "quick"],
                       help="the profile whose grid is split")
    shard.add_argument("--shards", required=True, type=_positive, metavar="N", help="how many shards")
    shard.add_argument("--index", type=_positive, metavar="I", help="print shard I alone (from 1)")
    shard.add_argument("--only", metavar="ID", help="the experiment to shard (default: the one whose spec declares "
                       "the profile sharded)")
    shard.add_argument("--json", action="store_true", help="print a GitHub Actions matrix: {\"include\": [one entry "
                       "per shard]}")
    _diff_parser(sub.add_parser("diff", help="compare two bundles: what got faster, slower, broke, changed"))
    calibrate = sub.add_parser("calibrate", help="measure the spread between runs of one setting from its re-runs, for later intervals")
    calibrate.add_argument("runs", nargs="+", metavar="RUN", help="bundle directories of the same device, release and profile")
    calibrate.add_argument("--output", type=Path, help="where to write it (default: results/calibration/<bundle>.json)")
    pooled = sub.add_parser("verdicts", help="the verdicts of a setting decided on all its runs pooled by process")
    pooled.add_argument("runs", nargs="*", type=Path, metavar="RUN", help="bundle directories of one device and release, "
                        "the reference first (default: every published bundle with its re-runs and full profile)")
    pooled.add_argument("--leave-one-out", action="store_true", help="also each claim's verdict without each run; "
                        "exit 1 where one differs from the verdict on all of them")
    spread = sub.add_parser("spread", help="do repeated runs of one setting agree within their intervals and verdicts?")
    spread.add_argument("runs", nargs="+", metavar="RUN", help="bundle directories of the same device, release and profile")
    spread.add_argument("--experiment", metavar="ID", help="compare this experiment only (default: whole bundles)")
    spread.add_argument("--metric", help="compare this metric's rows with an interval instead of every speedup")
    return parser


def _percent(text: str) -> float:
    """'5' or '5%' -> 0.05."""
    try:
        value = float(text.rstrip("%")) / 100
    except ValueError:
        raise argparse.ArgumentTypeError(f"needs a percentage like 5 or 5%, got {text}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"needs a percentage of at least 0, got {text}")
    return value


def _diff_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("a", help="bundle before: a directory, or device@version, e.g. cpu-intel-xeon-2c@2.13.0")
    p.add_argument("b", help="bundle after, as A")
    p.add_argument("--threshold", type=_percent, default=0.05, metavar="PCT",
                   help="smallest change counted, in percent (default 5)")
    p.add_argument("--fail-on", action="append", default=[], metavar="CLASS",
                   help="exit 1 when an entry has this class, e.g. regressed or new-failure (repeatable, comma-separated)")
    p.add_argument("--format", choices=["text", "markdown"], default="text", help="terminal table or Markdown")
    p.add_argument("--output", type=Path, help="write to this file instead of stdout")
    p.add_argument("--force", action="store_true", help="compare bundles of different devices (all 'not comparable')")
    p.add_argument("--all", action="store_true", help="also list unchanged and within-noise rows (text format)")
    p.add_argument("--code", action="store_true", help="print the normalised diffs of generated code (text format)")


def main(argv: list[str] | None = None) -> int:
    """Parse arguments and run one command; known errors print one line, not a traceback."""
    args = _parser().parse_args(argv)
    from generator import commands

    try:
        return commands.dispatch(args) or 0
    except LabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted: bundles already written are kept", file=sys.stderr)
        return 130

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
        p.add_argument("--profile", choices=["full", "quick"], help="default: full on CUDA, quick on CPU")
        p.add_argument("--only", action="append", metavar="ID", help="run only this experiment (repeatable)")
        p.add_argument("--force", action="store_true", help="re-measure even when a cached result exists")
        p.add_argument("--replicates", type=_positive, help="fresh processes per experiment (default: the spec's)")

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
    return parser


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

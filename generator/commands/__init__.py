"""One function per command; each is callable from Python as well as from the CLI."""

from __future__ import annotations

import argparse


def dispatch(args: argparse.Namespace) -> int | None:
    """Run the command named by parsed CLI arguments."""
    if args.command == "measure":
        from generator.commands.measure import exit_code, measure

        path = measure(results_dir=args.results, cache_dir=args.cache, profile=args.profile, device=args.device,
                       only=args.only, force=args.force, replicates=args.replicates,
                       point_timeout=args.point_timeout, time_limit=args.time_limit,
                       calibration=args.calibration, points=args.points, models=args.model, point=args.point)
        return exit_code(path)
    if args.command == "build":
        from generator.commands.build import build

        build(results_dir=args.results, release=args.release, site_dir=args.site)
        return 0
    if args.command == "report":
        from generator.commands.report import report

        return report(results_dir=args.results, cache_dir=args.cache, site_dir=args.site, profile=args.profile,
                      device=args.device, only=args.only, force=args.force, replicates=args.replicates,
                      point_timeout=args.point_timeout, time_limit=args.time_limit,
                      calibration=args.calibration, points=args.points, models=args.model, point=args.point)
    if args.command == "publish":
        from generator.commands.publish import publish

        return publish(results_dir=args.results, push=args.push)
    if args.command == "serve":
        from generator.commands.publish import serve

        return serve()
    if args.command == "diff":
        from generator.commands.diff import diff

        return diff(args.a, args.b, results_dir=args.results, threshold=args.threshold, force=args.force,
                    fmt=args.format, fail_on=args.fail_on, output=args.output, show_all=args.all,
                    show_code=args.code)
    if args.command == "spread":
        from generator.commands.spread import spread

        return spread(args.runs, results_dir=args.results, experiment=args.experiment, metric=args.metric)
    if args.command == "verdicts":
        from generator.commands.verdicts import verdicts

        return verdicts(args.runs, results_dir=args.results, leave_out=args.leave_one_out)
    if args.command == "calibrate":
        from generator.commands.calibrate import calibrate

        return calibrate(args.runs, results_dir=args.results, output=args.output)
    if args.command == "redecide":
        from generator.commands.redecide import redecide

        return redecide(args.bundles)
    if args.command == "combine":
        from generator.commands.combine import combine

        return combine(args.into, args.parts)
    if args.command == "shard":
        from generator.commands.shard import shard

        return shard(results_dir=args.results, profile=args.profile, shards=args.shards, index=args.index,
                     only=args.only, as_json=args.json)
    if args.command == "bench":
        from generator.commands.bench import bench

        return bench()
    raise ValueError(f"unknown command {args.command!r}")

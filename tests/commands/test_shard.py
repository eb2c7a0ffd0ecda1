"""`generator shard`: a profile's grid in shards of about equal measured cost, each measured on its
own (a CI job), the parts combined into one bundle with every point once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator import cli
from generator.commands import shard as shard_command
from generator.runner import discovery, isolate, plan
from generator.schema import LabError, params_key
from generator.runner.plan import picked_points
from generator.spec import ExperimentSpec
from generator.store import bundle as store
from generator.store.cache import ResultCache

ROOT = Path(__file__).resolve().parents[2]


def _selected(args: list[str], experiment: discovery.Experiment, tmp_path: Path) -> list[str]:
    """The grid points (params_key) a measure given these printed arguments plans to measure: the
    real CLI parser and the real plan, not a re-implementation of either."""
    parsed = cli._parser().parse_args(["measure", *args])
    picked = plan.parse_picked(parsed.point)
    plan.check_picked(picked, [experiment], parsed.profile, parsed.only)
    setting = plan.Setting(parsed.profile, "cuda", "method", "fp", "", None, False, None, picked)
    cache = ResultCache(tmp_path / "results-cache")
    try:
        step = plan.step(experiment, "1/1", setting=setting, selected=True, previous=None, cache=cache)
    finally:
        cache.close()
    return [params_key(p) for p in step.points]


def test_the_full_profile_of_the_committed_results_in_four_shards_measures_every_point_exactly_once(tmp_path):
    found = shard_command.plan_shards(results_dir=ROOT / "results", profile="full", shards=4)
    experiment = next(e for e in discovery.discover() if e.id == found.experiment)
    grid = [params_key(p) for p in experiment.spec.grid("full")]
    assert found.experiment == "model_suite" and len(grid) == 40
    assert "full/nvidia-h200-torch2.11.0" in found.sources
    selected = [_selected(entry["args"], experiment, tmp_path) for entry in shard_command.matrix(found)["include"]]
    held = Counter(key for keys in selected for key in keys)
    assert sorted(held) == sorted(grid) and set(held.values()) == {1}  # none dropped, none twice
    for shard, keys in zip(found.shards, selected):
        assert keys == [params_key(c.params) for c in shard.points]
        words = found.make_line(shard).split('POINT="')[1].rstrip('"').split()
        assert ["--point", *" --point ".join(words).split(" ")] == found.measure_args(shard)[4:]
    loads = [s.seconds for s in found.shards]
    assert max(loads) - min(loads) <= max(c.seconds for c in found.costs)
    # a point measured with its cost recorded weighs more than one never measured
    by_basis = Counter(c.basis for c in found.costs)
    assert by_basis["compile rows"] and by_basis["skipped"] and by_basis["estimated"]


def test_the_cli_prints_each_shard_with_its_command_and_a_matrix_for_actions(capsys):
    def run(*args: str) -> SimpleNamespace:
        """The command line run in this process (cli.main, as `python -m generator` runs it): a
        process apiece imported torch and every experiment again, three times."""
        capsys.readouterr()
        code = cli.main(["shard", "--profile", "full", *args])
        out, err = capsys.readouterr()
        return SimpleNamespace(returncode=code, stdout=out, stderr=err)

    one = run("--shards", "4", "--index", "3")
    assert one.returncode == 0, one.stderr
    assert "model_suite, profile 'full': 40 grid points in 4 shards" in one.stdout
    assert "shard 3/4:" in one.stdout and "shard 1/4" not in one.stdout
    assert 'make measure ONLY=model_suite PROFILE=full POINT="model=' in one.stdout
    every = json.loads(run("--shards", "4", "--json").stdout)["include"]
    assert [e["name"] for e in every] == ["full-1of4", "full-2of4", "full-3of4", "full-4of4"]
    assert all(e["only"] == "model_suite" and e["profile"] == "full" and e["points"] for e in every)
    refused = run("--shards", "41")
    assert refused.returncode == 2 and refused.stderr.startswith("error: --shards 41: the grid has 40 points")


def test_an_experiment_is_named_or_declared_sharded(tmp_path):
    with pytest.raises(LabError, match="0 experiments declare it sharded"):
        shard_command.plan_shards(results_dir=tmp_path, profile="quick", shards=2)
    with pytest.raises(LabError, match="--only nothing: no such experiment"):
        shard_command.plan_shards(results_dir=tmp_path, profile="quick", shards=2, only="nothing")
    found = shard_command.plan_shards(results_dir=tmp_path, profile="quick", shards=2, only="one_line_speedup")
    assert not found.sources and {c.basis for c in found.costs} == {"estimated"}  # no bundle: equal shares


# --- the whole path, on real worker processes ---------------------------------------------------

SPEC = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",),
                      params={"task": ["infer", "train"], "batch": [1, 2, 4]}, replicates={"default": 1, "quick": 1})
SLOW = {"task": "train", "batch": 4}  # the last grid point: it runs until the part is cut, unless `fast`

# A worker process of the toy experiment: each point sleeps batch × 50 ms and records a compile
# time; task=train batch=4 touches `<dir>/started-slow` and sleeps unless `<dir>/fast` exists. Every
# point run appends its name to `<dir>/ran`.
TOY_WORKER = """
import contextlib, json, sys, time
from pathlib import Path
from types import SimpleNamespace

sys.modules["generator.runner.inductor"] = SimpleNamespace(compile_config=contextlib.nullcontext,
                                                           kernel_estimates=lambda text: {})
from generator.runner import worker
from generator.schema import Metric, Outcome
from generator.spec import ExperimentSpec, RunContext

out, here, selection = Path(sys.argv[1]), Path(sys.argv[2]), json.loads(sys.argv[3])

def run(ctx, *, task, batch):
    with (here / "ran").open("a") as fh:
        fh.write(f"{task}-{batch}\\n")
    if (task, batch) == ("train", 4) and not (here / "fast").exists():
        (here / "started-slow").touch()
        time.sleep(120)
    time.sleep(0.05 * batch)
    return Outcome(metrics=[Metric("compiled", "compile_cold_s", 0.05 * batch, "s", kind="compile")])

worker._write_json(out / worker.PEAKS_FILE, {})
spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"task": ["infer", "train"],
                      "batch": [1, 2, 4]})
ctx = RunContext(device="cpu", profile="quick", replicate=0, rounds=1, block_s=0.0, capture=False)
points = worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=run)), ctx, "toy process 1",
                               progress=out / f"toy{worker.PROGRESS}", selection=selection or None)
worker._write_json(out / "toy.json", {"replicate": 0, "points": points, "seconds": 0.0})
"""


@pytest.fixture
def toy(monkeypatch, tmp_path):
    """Every command sees only the toy experiment, and its workers run TOY_WORKER."""
    experiment = discovery.Experiment(SPEC, SimpleNamespace(), "toy-source", "")
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(discovery, "discover", lambda: [experiment])

    def command(ids, *, out, selection=None, **_):
        return [sys.executable, "-c", TOY_WORKER, str(out), str(tmp_path), json.dumps(selection or {})]

    monkeypatch.setattr(isolate, "_worker_command", command)
    return tmp_path


def _measure(folder: Path, args: list[str] | None = None, **kw) -> Path:
    from generator.commands import measure

    parsed = cli._parser().parse_args(["measure", *(args or [])])
    return measure.measure(results_dir=folder / "results", cache_dir=folder / "cache", device="cpu",
                           only=parsed.only, profile=parsed.profile, point=parsed.point, **kw)


def _cut_when(marker: Path) -> threading.Thread:
    """The measure's time-limit alarm, fired once `marker` exists: a CI job's limit reached mid-point."""
    def watch() -> None:
        deadline = time.monotonic() + 120
        while not marker.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        os.kill(os.getpid(), signal.SIGALRM)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def _keys(path: Path) -> Counter:
    return Counter(params_key(p["params"]) for p in store.read(path).experiments["toy"].points)


def test_two_shards_measured_apart_one_cut_combine_to_every_point_once_and_name_what_is_missing(toy, capsys):
    from generator.commands.combine import combine
    from generator.commands.measure import exit_code
    from generator.render import experiment as page

    (toy / "fast").touch()
    committed = _measure(toy / "committed")  # an earlier measure of the whole grid: what points cost
    assert all(p["seconds"] > 0 for p in store.read(committed).experiments["toy"].points)
    found = shard_command.plan_shards(results_dir=toy / "committed" / "results", profile="quick", shards=2,
                                      only="toy")
    assert {c.basis for c in found.costs} == {"measured"}
    entries = shard_command.matrix(found)["include"]
    grid = [params_key(p) for p in SPEC.grid("quick")]
    assert sorted(params_key(c.params) for s in found.shards for c in s.points) == sorted(grid)
    cut = next(i for i, s in enumerate(found.shards) if SLOW in [dict(c.params) for c in s.points])
    whole = 1 - cut

    parts = {whole: _measure(toy / "part-whole", entries[whole]["args"])}
    (toy / "fast").unlink()
    (toy / "ran").unlink()
    thread = _cut_when(toy / "started-slow")
    parts[cut] = _measure(toy / "part-cut", entries[cut]["args"], time_limit=600)
    thread.join()
    assert exit_code(parts[cut]) == 1  # a cut part says so, and keeps what finished
    slow = next(p for p in store.read(parts[cut]).experiments["toy"].points if p["params"] == SLOW)
    assert slow["status"] == "partial" and slow["cut"]["processes"] == 0
    for i, path in parts.items():
        assert sorted(_keys(path)) == sorted(params_key(c.params) for c in found.shards[i].points)

    into = toy / "site-results" / "full" / parts[0].name  # as the site job does: no bundle there yet
    capsys.readouterr()
    assert combine(into, [parts[0], parts[1]]) == 0
    said = capsys.readouterr().err
    assert f"{parts[0]}: toy: " in said and "joined, new to the bundle" in said  # the first part starts it
    assert "toy: 1 point of the 'quick' grid still missing: task=train batch=4 (cut short)" in said
    held = _keys(into)
    assert sorted(held) == sorted(grid) and set(held.values()) == {1}
    bundle = store.read(into)
    text = page.experiment_page(bundle, bundle.experiments["toy"])
    assert "- `batch=4,task=train`: partial: cut short before it was measured" in text  # named on the page
    for params in SPEC.grid("quick"):  # the results table: one line per point that finished
        line = f"| {params['batch']} | {params['task']} | compiled |"
        assert text.count(line) == (0 if params == SLOW else 1), line

    # the cut shard's job run again (its part restored) measures only the point it lacks
    (toy / "fast").touch()
    (toy / "ran").unlink()
    _measure(toy / "part-cut", entries[cut]["args"])
    assert (toy / "ran").read_text().split() == ["train-4"]
    assert "to measure 1 of its" in capsys.readouterr().err
    combine(into, [parts[cut]])
    assert "toy: every point of the 'quick' grid is in the bundle" in capsys.readouterr().err
    done = store.read(into).experiments["toy"]
    assert Counter(params_key(p["params"]) for p in done.points) == Counter(grid) and done.status == "ok"


def test_a_point_outside_the_grid_is_refused_before_anything_runs(toy):
    with pytest.raises(LabError, match="--point task=infer,batch=3: no grid point of toy"):
        _measure(toy, ["--only", "toy", "--point", "task=infer,batch=3"])
    with pytest.raises(LabError, match="one value per parameter"):
        _measure(toy, ["--only", "toy", "--point", "task=infer,batch"])
    with pytest.raises(LabError, match="add --only ID"):
        _measure(toy, ["--point", "task=infer,batch=1"])
    assert not list(toy.rglob("bundle.json"))

"""generator/render/load.py: the site's model is read once, from what the results folder holds
beside each published bundle (its re-runs, their launch picks, the previous release, the traces)."""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path

import pytest

from generator import launches
from generator.render import load, traces
from generator.render.repro import reproducibility_page
from generator.schema import TRACE_ARTIFACT
from generator.store import bundle as store
from tests.fixtures.runs import make_bundle, numbers_only, picks

NAME = "nvidia-h200-torch2.11.0"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "bundles"


def test_the_loader_reads_each_rerun_and_the_launch_picks_each_run_kept(tmp_path):
    results = tmp_path / "results"
    reruns = results / load.RERUNS / NAME
    numbers_only(reruns / "run1", make_bundle(c3="holds"))
    store.write(make_bundle(profile="full"), reruns / "run2")
    (reruns / "run3").mkdir()  # copied without its files
    (results / NAME).mkdir()
    (results / NAME / launches.FILE).write_text(json.dumps(picks("A", "A", "A", "A")))
    (reruns / "run1" / launches.FILE).write_text(json.dumps(picks("A", "B", "A", "A")))
    device = load.load_device(make_bundle(), results_dir=results, trace_cache=tmp_path / "cache")
    assert [name for name, _ in device.reruns] == ["run1", "run2"]
    assert device.rerun_problems == ("run3: a run needs bundle.json and rows.csv; copy them from the run's bundle",)
    assert device.picks == {"published": picks("A", "A", "A", "A"), "run1": picks("A", "B", "A", "A"), "run2": None}
    assert (device.full, device.previous) == (None, None)
    assert device.traces == {"one_line_speedup": {}, "compile_modes": {}}  # no trace kept in these bundles
    text = reproducibility_page(device)  # what was read is what the page compares
    assert "| 2: run1 |" in text and "Not compared: re-run `run2` measured another setting" in text
    assert str(tmp_path) not in text  # pages are published: no path of this machine


def test_the_site_model_orders_devices_gpu_first_and_finds_each_ones_previous_release(tmp_path, capsys):
    gpu, cpu = store.read(FIXTURES / "gpu"), store.read(FIXTURES / "cpu")
    older = copy.deepcopy(cpu)
    older.header["fingerprint"] = {**cpu.fingerprint, "release": "2.10", "torch": "2.10.0+cpu"}
    patch = copy.deepcopy(cpu)
    patch.header["fingerprint"] = {**cpu.fingerprint, "torch": "2.11.1+cpu"}
    model = load.load_site([cpu, gpu], "2.11", results_dir=tmp_path / "results", trace_cache=tmp_path / "cache",
                           history=[older, cpu, gpu])
    assert [d.key for d in model.devices] == ["nvidia-h200", "cpu-intel-xeon-16c"] and model.changes
    assert model.devices[0].previous is None and model.devices[1].previous is older
    assert not load.load_site([cpu], "2.11", results_dir=tmp_path, trace_cache=tmp_path).changes
    assert load.order([patch, cpu]) == [patch]  # the newest patch release of a device
    assert f"torch {cpu.fingerprint['torch']} is superseded by 2.11.1+cpu on the site" in capsys.readouterr().err


@pytest.mark.skipif(traces.tlparse_binary() is None, reason="tlparse is not installed")
def test_traces_are_parsed_into_the_cache_and_nothing_is_written_beside_the_pages(tmp_path):
    published = store.read(load.RESULTS / NAME)
    eid, result = next((eid, r) for eid, r in published.experiments.items()
                       if any(n.endswith(TRACE_ARTIFACT) for n in r.artifacts))
    slug = next(n.split("/")[0] for n in result.artifacts if n.endswith(TRACE_ARTIFACT))
    one = dataclasses.replace(result, artifacts={n: a for n, a in result.artifacts.items() if n.startswith(slug + "/")})
    device = load.load_device(store.Bundle(published.header, {eid: one}), results_dir=tmp_path / "results",
                              trace_cache=tmp_path / "cache")
    trace = device.traces[eid][slug]
    assert trace.report.url == f"traces/{eid}/{slug}/index.html" and trace.folder == f"traces/{eid}/{slug}"
    assert trace.where == f"results/{NAME}/artifacts/{eid}/{slug}/{TRACE_ARTIFACT}"
    assert trace.parsed.is_relative_to(tmp_path / "cache") and (trace.parsed / "index.html").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache"]  # read, not yet published

"""generator/render/site.py: a release's pages made from its model alone. The model is built here,
in memory; rendering it reads no file, writes none and starts no process."""

from __future__ import annotations

import builtins
import copy
import io
import os
import subprocess
from pathlib import Path

import pytest

from generator.render import site
from generator.render.model import DeviceModel, FullProfile, SiteModel
from generator.render.traces import Trace, TraceReport
from generator.schema import Verdict, point_slug
from generator.store import bundle as store

EXP = "one_line_speedup"
GPU, CPU = "devices/nvidia-h200", "devices/cpu-intel-xeon-16c"


def _decided(bundle: store.Bundle, claim: str, verdict: str) -> store.Bundle:
    """A re-run of the bundle that decides one claim otherwise."""
    rerun = copy.deepcopy(bundle)
    result = rerun.experiments[EXP]
    result.verdicts = [Verdict(v.claim, verdict, v.measured, v.rule, v.experiment) if v.claim == claim else v
                       for v in result.verdicts]
    return rerun


def _model(gpu: store.Bundle, cpu: store.Bundle) -> SiteModel:
    """Both devices; the GPU with a re-run deciding C3 otherwise, a full-profile bundle of its
    experiment and one compile report; a Changes page for each."""
    slug = point_slug(gpu.experiments[EXP].points[0]["params"])
    trace = Trace(TraceReport(f"traces/{EXP}/{slug}/index.html", 2, 1), Path("/nowhere/parsed"),
                  f"traces/{EXP}/{slug}", f"results/nvidia-h200-torch2.11.0/artifacts/{EXP}/{slug}/trace.log.xz")
    full = FullProfile(copy.deepcopy(gpu), "results/full/nvidia-h200-torch2.11.0")
    device = DeviceModel(gpu, reruns=(("run2", _decided(gpu, "C3", "holds")),), full=full,
                         traces={EXP: {slug: trace}})
    return SiteModel("2.11", (device, DeviceModel(cpu, previous=None)), changes=True)


def _no_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on, opening a file, listing a folder or starting a process fails the test."""
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"rendering touched the file system or started a process: {args[:1]}")

    for owner, name in ((builtins, "open"), (io, "open"), (os, "open"), (os, "listdir"), (os, "scandir"),
                        (subprocess, "run"), (subprocess, "Popen")):
        monkeypatch.setattr(owner, name, refuse)


def test_a_release_renders_from_a_model_in_memory_without_touching_a_file(gpu, cpu, monkeypatch):
    model = _model(gpu, cpu)
    site.pages(model)  # once first: a chart library's lazy imports may read their own files
    _no_files(monkeypatch)
    rendered = site.pages(model)
    monkeypatch.undo()
    pages = rendered.pages
    # the claims page says how each run decided C3 on its own: on the GPU its re-run decided otherwise
    c3 = pages["claims.md"].split("{#c3}")[1].split("\n## ")[0]
    on_gpu, on_cpu = c3.split("**NVIDIA H200**")[1].split("**Intel(R) Xeon(R)")
    gpu_row = next(line for line in on_gpu.splitlines() if line.startswith(f"| [{EXP}]"))
    assert "[runs differ](devices/nvidia-h200/reproducibility.md): run 1 (published)" in gpu_row
    assert "| one run |" in next(line for line in on_cpu.splitlines() if line.startswith(f"| [{EXP}]"))
    assert "| 2: run2 |" in pages[f"{GPU}/reproducibility.md"]
    assert "No re-runs yet" in pages[f"{CPU}/reproducibility.md"]
    # the full profile's pages sit beside the published experiment, which links to them
    assert "[2 grid points](one_line_speedup-full.md)" in pages[f"{GPU}/{EXP}.md"]
    assert "This page shows `results/full/nvidia-h200-torch2.11.0/`" in pages[f"{GPU}/{EXP}-full.md"]
    # the compile report is linked from its point, and listed for the writer to copy beside the pages
    slug = point_slug(gpu.experiments[EXP].points[0]["params"])
    assert f"[compile report (tlparse)](traces/{EXP}/{slug}/index.html)" in pages[f"{GPU}/{EXP}.md"]
    assert list(rendered.reports) == [f"{GPU}/traces/{EXP}/{slug}"]
    assert "No earlier PyTorch release than 2.11" in pages["changes/nvidia-h200.md"]


def test_the_nav_lists_home_claims_changes_then_each_device_gpu_first(gpu, cpu):
    rendered = site.pages(_model(gpu, cpu))
    assert [next(iter(entry)) for entry in rendered.nav] == [
        "Home", "Claims", "Changes", "NVIDIA H200", "Intel(R) Xeon(R) Processor (CPU, 16 cores)", "About"]
    assert rendered.nav[2] == {"Changes": [{"NVIDIA H200": "changes/nvidia-h200.md"},
                                           {"Intel(R) Xeon(R) Processor (CPU, 16 cores)": "changes/cpu-intel-xeon-16c.md"}]}
    section = rendered.nav[3]["NVIDIA H200"]
    assert section[1] == {gpu.experiments[EXP].title: [{"Results": f"{GPU}/{EXP}.md"}, {"Kernels": f"{GPU}/{EXP}-kernels.md"},
                                               {"Full profile": f"{GPU}/{EXP}-full.md"},
                                               {"Full profile: kernels": f"{GPU}/{EXP}-full-kernels.md"}]}
    every = [target for entry in rendered.nav[3:5] for item in next(iter(entry.values())) for target in _targets(item)]
    assert all(target in rendered.pages for target in every)
    assert "Changes" not in str(site.pages(SiteModel("2.11", _model(gpu, cpu).devices)).nav)  # none asked for


def _targets(item: dict) -> list[str]:
    """Every page a nav entry points at."""
    value = next(iter(item.values()))
    return [value] if isinstance(value, str) else [t for sub in value for t in _targets(sub)]

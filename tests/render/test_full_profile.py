"""A device's full-profile bundle (results/full/<name>/) shown beside its published one: its pages are
rendered from a model built in memory; what the loader makes of the folder, from files written here."""

from __future__ import annotations

import dataclasses

from generator.render import load, site
from generator.render.model import DeviceModel, FullProfile
from generator.store import bundle as store
from tests.fixtures.runs import make_bundle, result, speedup

NAME = "nvidia-h200-torch2.11.0"
WIDE = [{"model": "bert_base"}, {"model": "gpt2"}]


def full_bundle(*, profile: str = "full") -> store.Bundle:
    """model_suite at two grid points, measured with the full profile on another machine."""
    found = make_bundle(profile=profile, uuid="GPU-51eab044-0000-1111-2222-333344445555")
    suite = result("compile_modes", [speedup("compile_modes", p, 2.0 + i) for i, p in enumerate(WIDE)],
                   {"C14": "holds"})
    return store.Bundle(found.header, {"compile_modes": suite})


def render(full: store.Bundle | None) -> tuple[dict[str, str], list]:
    """The device's pages by name in its folder and its nav section, rendered in memory with this
    full-profile bundle beside it."""
    device = DeviceModel(make_bundle(), full=None if full is None else FullProfile(full, f"results/full/{NAME}"))
    pages, section = site.device_pages(device)
    return {path.removeprefix("devices/nvidia-h200/"): text for path, text in pages.items()}, section


def loaded(tmp_path, full: store.Bundle | None) -> DeviceModel:
    """The device as the loader reads it, with this full-profile bundle written beside it."""
    results = tmp_path / "results"
    if full is not None:
        store.write(full, results / load.FULL / NAME)
    return load.load_device(make_bundle(), results_dir=results, trace_cache=tmp_path / "cache")


def test_full_profile_pages_sit_beside_the_published_experiment():
    pages, section = render(full_bundle())
    modes = next(e["compile modes"] for e in section if "compile modes" in e)
    assert modes == [{"Results": "devices/nvidia-h200/compile_modes.md"},
                     {"Kernels": "devices/nvidia-h200/compile_modes-kernels.md"},
                     {"Full profile": "devices/nvidia-h200/compile_modes-full.md"},
                     {"Full profile: kernels": "devices/nvidia-h200/compile_modes-full-kernels.md"}]
    published = pages["compile_modes.md"]
    assert "[2 grid points](compile_modes-full.md)" in published
    wide = pages["compile_modes-full.md"]
    assert "profile `full`" in wide and "GPU `GPU-51eab044`" in wide
    assert f"`results/full/{NAME}/`" in wide and "[the published page](compile_modes.md)" in wide
    assert "no re-run of this bundle is stored" in wide and "[reproducibility](reproducibility.md)." not in wide
    assert "model=bert_base" in wide and "model=gpt2" in wide  # its own points, not the published ones
    assert "[environment](full-environment.md)" in wide
    environment = pages["full-environment.md"]
    assert "# Environment: NVIDIA H200 (full profile)" in environment and "GPU-51eab044" in environment
    kernels = pages["compile_modes-full-kernels.md"]
    assert "[back to results](compile_modes-full.md)" in kernels


def test_an_experiment_only_the_full_profile_measured_gets_its_own_entry():
    full = full_bundle()
    only = dataclasses.replace(full.experiments["compile_modes"], id="model_suite", title="model suite")
    pages, section = render(store.Bundle(full.header, {"model_suite": only}))
    assert {"model suite (full profile)": [{"Full profile": "devices/nvidia-h200/model_suite-full.md"},
                                           {"Full profile: kernels": "devices/nvidia-h200/model_suite-full-kernels.md"}]} in section
    assert "the published bundle holds no result of this experiment" in pages["model_suite-full.md"]


def test_no_full_profile_bundle_changes_nothing():
    pages, section = render(None)
    assert not [name for name in pages if "-full" in name]
    assert "full profile" not in pages["compile_modes.md"]
    assert all("full" not in str(entry) for entry in section)


def test_a_bundle_of_another_profile_there_is_named_and_left_out(tmp_path, capsys):
    assert loaded(tmp_path, full_bundle(profile="default")).full is None
    err = capsys.readouterr().err
    assert "a bundle of profile 'default'; measure it with PROFILE=full" in err and "left out of the site" in err


def test_committed_full_profile_bundles_read_and_sit_beside_a_published_one():
    root = load.RESULTS
    found = sorted(p for p in (root / load.FULL).glob("*/bundle.json"))
    for path in found:
        assert (root / path.parent.name / "bundle.json").is_file(), f"{path}: no published bundle of its setting"
        shown, problem = load.full_profile(store.read(root / path.parent.name), root / load.FULL)
        assert shown is not None and not problem, problem  # the site shows it


def test_a_full_profile_page_goes_under_the_published_experiment_of_its_id_whatever_its_title():
    full = full_bundle()
    renamed = dataclasses.replace(full.experiments["compile_modes"], title="modes, full grid")
    _, section = render(store.Bundle(full.header, {"compile_modes": renamed}))
    modes = next(e["compile modes"] for e in section if "compile modes" in e)
    assert {"Full profile": "devices/nvidia-h200/compile_modes-full.md"} in modes
    assert all("modes, full grid" not in entry for entry in section)


def test_a_full_bundle_of_another_torch_build_or_no_bundle_at_all_is_left_out(tmp_path, capsys):
    other = full_bundle()
    other.header["fingerprint"] = {**other.fingerprint, "torch": "2.11.0+cu128"}
    assert loaded(tmp_path, other).full is None
    assert "with torch 2.11.0+cu128, not beside nvidia-h200 with torch 2.11.0+cu130" in capsys.readouterr().err
    (tmp_path / "results" / load.FULL / NAME / "bundle.json").write_text("[]")
    assert loaded(tmp_path, None).full is None
    assert "left out of the site" in capsys.readouterr().err


def test_the_loader_reads_a_full_profile_bundle_beside_the_published_one_and_names_its_folder(tmp_path):
    device = loaded(tmp_path, full_bundle())
    assert device.full is not None and device.full.where == f"results/full/{NAME}"
    assert list(device.full.bundle.experiments) == ["compile_modes"]
    assert set(device.traces) == {"one_line_speedup", "compile_modes", "compile_modes-full"}


def test_the_supplement_counts_the_points_that_ran_and_names_the_skipped_apart():
    full = full_bundle()
    full.experiments["compile_modes"].points.append(
        {"params": {"model": "vit_small"}, "status": "skipped", "error": "train steps are measured for bert_base only"})
    pages, _ = render(full)
    assert "[2 grid points (1 more skipped)](compile_modes-full.md)" in pages["compile_modes.md"]
    wide = pages["compile_modes-full.md"]
    assert "2 grid points (1 more skipped) of that profile's grid so far" in wide
    assert '!!! note "Grid points not run"' in wide and "did not run cleanly" not in wide

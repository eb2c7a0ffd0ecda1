"""A device's full-profile bundle (results/full/<name>/) shown beside its published one."""

from __future__ import annotations

import dataclasses

from generator.render import site
from generator.store import bundle as store
from tests.render.test_repro import make_bundle, result, speedup

NAME = "nvidia-h200-torch2.11.0"
WIDE = [{"model": "bert_base"}, {"model": "gpt2"}]


def full_bundle(*, profile: str = "full") -> store.Bundle:
    """model_suite at two grid points, measured with the full profile on another machine."""
    found = make_bundle(profile=profile, uuid="GPU-51eab044-0000-1111-2222-333344445555")
    suite = result("compile_modes", [speedup("compile_modes", p, 2.0 + i) for i, p in enumerate(WIDE)],
                   {"C14": "holds"})
    return store.Bundle(found.header, {"compile_modes": suite})


def render(tmp_path, full: store.Bundle | None):
    results = tmp_path / "results"
    if full is not None:
        store.write(full, results / site.FULL / NAME)
    docs = tmp_path / "docs"
    nav = site.render_release([make_bundle()], "2.11", docs, reruns_dir=results / "reruns")
    section = next(v for entry in nav for k, v in entry.items() if k == "NVIDIA H200")
    return docs / "devices" / "nvidia-h200", section


def test_full_profile_pages_sit_beside_the_published_experiment(tmp_path):
    pages, section = render(tmp_path, full_bundle())
    modes = next(e["compile modes"] for e in section if "compile modes" in e)
    assert modes == [{"Results": "devices/nvidia-h200/compile_modes.md"},
                     {"Kernels": "devices/nvidia-h200/compile_modes-kernels.md"},
                     {"Full profile": "devices/nvidia-h200/compile_modes-full.md"},
                     {"Full profile: kernels": "devices/nvidia-h200/compile_modes-full-kernels.md"}]
    published = (pages / "compile_modes.md").read_text()
    assert "[2 grid points](compile_modes-full.md)" in published
    wide = (pages / "compile_modes-full.md").read_text()
    assert "profile `full`" in wide and "GPU `GPU-51eab044`" in wide
    assert f"`results/full/{NAME}/`" in wide and "[the published page](compile_modes.md)" in wide
    assert "no re-run of this bundle is stored" in wide and "[reproducibility](reproducibility.md)." not in wide
    assert "model=bert_base" in wide and "model=gpt2" in wide  # its own points, not the published ones
    assert "[environment](full-environment.md)" in wide
    environment = (pages / "full-environment.md").read_text()
    assert "# Environment: NVIDIA H200 (full profile)" in environment and "GPU-51eab044" in environment
    kernels = (pages / "compile_modes-full-kernels.md").read_text()
    assert "[back to results](compile_modes-full.md)" in kernels


def test_an_experiment_only_the_full_profile_measured_gets_its_own_entry(tmp_path):
    full = full_bundle()
    only = dataclasses.replace(full.experiments["compile_modes"], id="model_suite", title="model suite")
    pages, section = render(tmp_path, store.Bundle(full.header, {"model_suite": only}))
    assert {"model suite (full profile)": [{"Full profile": "devices/nvidia-h200/model_suite-full.md"},
                                           {"Full profile: kernels": "devices/nvidia-h200/model_suite-full-kernels.md"}]} in section
    assert "the published bundle holds no result of this experiment" in (pages / "model_suite-full.md").read_text()


def test_no_full_profile_bundle_changes_nothing(tmp_path):
    pages, section = render(tmp_path, None)
    assert not list(pages.glob("*-full*.md"))
    assert "full profile" not in (pages / "compile_modes.md").read_text()
    assert all("full" not in str(entry) for entry in section)


def test_a_bundle_of_another_profile_there_is_named_and_left_out(tmp_path, capsys):
    pages, _ = render(tmp_path, full_bundle(profile="default"))
    assert not (pages / "compile_modes-full.md").exists()
    err = capsys.readouterr().err
    assert "a bundle of profile 'default'; measure it with PROFILE=full" in err and "left out of the site" in err


def test_committed_full_profile_bundles_read_and_sit_beside_a_published_one():
    root = site.RERUNS.parent
    found = sorted(p for p in (root / site.FULL).glob("*/bundle.json"))
    for path in found:
        assert (root / path.parent.name / "bundle.json").is_file(), f"{path}: no published bundle of its setting"
        shown, problem = site.full_profile(store.read(root / path.parent.name), root / site.FULL)
        assert shown is not None and not problem, problem  # the site shows it


def test_a_full_profile_page_goes_under_the_published_experiment_of_its_id_whatever_its_title(tmp_path):
    full = full_bundle()
    renamed = dataclasses.replace(full.experiments["compile_modes"], title="modes, full grid")
    _, section = render(tmp_path, store.Bundle(full.header, {"compile_modes": renamed}))
    modes = next(e["compile modes"] for e in section if "compile modes" in e)
    assert {"Full profile": "devices/nvidia-h200/compile_modes-full.md"} in modes
    assert all("modes, full grid" not in entry for entry in section)


def test_a_full_bundle_of_another_torch_build_or_no_bundle_at_all_is_left_out(tmp_path, capsys):
    other = full_bundle()
    other.header["fingerprint"] = {**other.fingerprint, "torch": "2.11.0+cu128"}
    pages, _ = render(tmp_path, other)
    assert not (pages / "compile_modes-full.md").exists()
    assert "with torch 2.11.0+cu128, not beside nvidia-h200 with torch 2.11.0+cu130" in capsys.readouterr().err
    (tmp_path / "results" / site.FULL / NAME / "bundle.json").write_text("[]")
    pages, _ = render(tmp_path, None)
    assert not (pages / "compile_modes-full.md").exists()
    assert "left out of the site" in capsys.readouterr().err


def test_the_supplement_counts_the_points_that_ran_and_names_the_skipped_apart(tmp_path):
    full = full_bundle()
    full.experiments["compile_modes"].points.append(
        {"params": {"model": "vit_small"}, "status": "skipped", "error": "train steps are measured for bert_base only"})
    pages, _ = render(tmp_path, full)
    assert "[2 grid points (1 more skipped)](compile_modes-full.md)" in (pages / "compile_modes.md").read_text()
    wide = (pages / "compile_modes-full.md").read_text()
    assert "2 grid points (1 more skipped) of that profile's grid so far" in wide
    assert '!!! note "Grid points not run"' in wide and "did not run cleanly" not in wide

"""generator/render/device.py: a device's overview and environment pages say which machine measured it."""

from __future__ import annotations

from generator.render import device, site
from generator.render.model import DeviceModel
from tests.fixtures.runs import make_bundle


def test_device_and_experiment_pages_say_which_machine():
    pages, _ = site.device_pages(DeviceModel(make_bundle()))
    home, page = pages["devices/nvidia-h200/index.md"], pages["devices/nvidia-h200/one_line_speedup.md"]
    assert "one machine (GPU `GPU-1a2b3c4d`)" in home and "[reproducibility](reproducibility.md)" in home
    assert "1 capture + 4 timed processes · one machine (GPU `GPU-1a2b3c4d`)" in page
    assert "machine not recorded" in device.device_page(make_bundle(uuid=None))


def test_the_environment_page_lists_the_fingerprint_and_the_run():
    text = device.environment_page(make_bundle(), " (full profile)")
    assert text.startswith("# Environment: NVIDIA H200 (full profile)\n")
    assert "| gpu_uuid | `GPU-1a2b3c4d-0000-1111-2222-333344445555` |" in text
    assert "| git commit | `" + "a" * 40 + "` |" in text
    assert "_None of the relevant variables were set._" in text


def test_a_measure_that_went_on_from_one_cut_short_names_that_one_s_stage_too():
    bundle = make_bundle()
    own = bundle.header["measure_seconds"]
    assert device.stage_text(bundle) == f"{own} s"
    bundle.header["went_on_from"] = [{"created": "2026-12-06T01:32:38+00:00", "measure_seconds": 470.2,
                                      "machine": "GPU-1a5da7d4-5a59-192e-7ba5-63c864eeecbf"}]
    said = f"{own} s, going on from a measure cut short after 470.2 s (`GPU-1a5da7d4`)"
    assert device.stage_text(bundle) == said
    assert f"measure stage {said} ·" in device.device_page(bundle)
    assert f"| measure stage | {said} |" in device.environment_page(bundle)

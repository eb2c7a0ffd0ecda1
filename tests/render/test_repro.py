"""generator/render/repro.py: a device's Reproducibility page, rendered from a model built in memory
(no re-run is written to disk: the loader's reading of them is tested in test_load.py)."""

from __future__ import annotations

from generator.render.model import DeviceModel
from generator.render.repro import agreement, reproducibility_page
from generator.store import bundle as store
from tests.fixtures.runs import UUID_B, make_bundle, picks, timed

UNREADABLE = "run3: a run needs bundle.json and rows.csv; copy them from the run's bundle"


def test_page_without_reruns_says_how_to_make_them():
    text = reproducibility_page(DeviceModel(make_bundle()))
    assert "No re-runs yet" in text and "scripts/device_report.sh" in text
    assert "results/reruns/nvidia-h200-torch2.11.0/run1/" in text


def test_page_with_reruns_shows_runs_verdicts_and_spread():
    device = DeviceModel(make_bundle(), reruns=(("run1", make_bundle(c3="holds", uuid=UUID_B)),
                                                ("run2", make_bundle(profile="full"))), rerun_problems=(UNREADABLE,))
    text = reproducibility_page(device)
    assert "| 2: run1 | 2026-12-01T10:00:00+00:00 | 300 s | `GPU-9f9f9f9f` |" in text
    assert "The runs came from 2 different machines" in text
    assert "Not compared: re-run `run2` measured another setting" in text
    assert "Re-runs that could not be read" in text and "- run3: a run needs bundle.json and rows.csv" in text
    c3 = next(line for line in text.splitlines() if line.startswith("| [C3]"))
    assert "**differs**" in c3 and "holds" in c3
    assert "Intervals holding the other runs' values: 8 of 8 pairs (100.0%)." in text
    speedups = text.split("## Speedups per run")[1]
    assert "(one process)" in speedups and "across processes" not in speedups  # only the exception is marked


def test_page_of_reruns_of_other_settings_only_compares_nothing():
    text = reproducibility_page(DeviceModel(make_bundle(), reruns=(("run2", make_bundle(profile="full")),)))
    assert "Not compared: re-run `run2` measured another setting (device nvidia-h200, torch 2.11.0+cu130, " \
           "profile full)." in text
    assert "No re-runs yet" in text and "## Runs" not in text


def test_one_gpu_on_two_os_builds_is_two_machines_on_the_page():
    builds = ("Linux-6.18.44-fc-v1252-gpu-x86_64-with-glibc2.39", "Linux-6.18.44-fc-v1147-gpu-x86_64-with-glibc2.39")
    before, after = make_bundle(), make_bundle()
    before.fingerprint["os"], after.fingerprint["os"] = builds
    text = reproducibility_page(DeviceModel(before, reruns=(("run1", after),)))
    assert f"| 2: run1 | 2026-12-01T10:00:00+00:00 | 300 s | `GPU-1a2b3c4d` | Intel(R) Xeon(R) Processor | `{builds[1]}` |" \
        in text


def test_page_names_the_launch_picks_that_differed_at_a_gpu_bound_point_beyond_the_bar():
    def traced(bundle: store.Bundle, compiled_s: tuple[float, ...]) -> store.Bundle:
        res = timed(bundle, compiled_s).experiments["one_line_speedup"]
        res.artifacts = {"batch-16384_model-article/output_code.py":
                         "# kernel path: /tmp/c/inductor/4s/cabc.py\n"
                         "triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '')\n"}
        bundle.header["processes"] = [{"process": 1, "capture_only": ["one_line_speedup"]}]
        return bundle

    published = traced(make_bundle(large=1.0), (1.02, 1.02, 1.02))
    rerun = traced(make_bundle(large=1.04), (1.02, 1.10, 1.02))
    device = DeviceModel(published, reruns=(("run2", rerun),),
                         picks={"published": picks("A", "A", "A", "A"), "run2": picks("A", "A", "B", "A")})
    text = reproducibility_page(device)
    assert "| launch picks that differed |" in text
    assert "`triton_poi_fused_0`: B in run 2 process 2; A in the 5 others |" in text
    # without the picks the page still compares the runs, and names no kernel
    assert "launch picks that differed" not in reproducibility_page(DeviceModel(published, reruns=(("run2", rerun),)))


def test_agreement_compares_only_re_runs_of_the_same_setting():
    published = make_bundle()
    found = agreement([published], {published.device_key: [("run1", make_bundle(c3="holds")),
                                                           ("run2", make_bundle(profile="full"))]})
    claims = found[published.device_key].claims
    assert claims[("C3", "one_line_speedup", 0)].verdicts == ("does not hold", "holds")
    assert agreement([published], {published.device_key: [("run2", make_bundle(profile="full"))]}) == {}


def _other_code(bundle: store.Bundle) -> store.Bundle:
    """The same setting, every experiment measured with other experiment code."""
    import dataclasses

    return store.Bundle(bundle.header, {eid: dataclasses.replace(r, source_hash="f" * 16)
                                        for eid, r in bundle.experiments.items()})


def test_a_rerun_of_other_code_is_named_and_left_out_and_the_runs_of_the_bundle_s_code_still_compare():
    published = make_bundle()
    device = DeviceModel(published, reruns=(("run1", make_bundle(c3="holds", uuid=UUID_B)),
                                            ("run4", _other_code(make_bundle()))))
    text = reproducibility_page(device)
    assert "Not compared: `run4`, measured with other code" in text
    assert "| 2: run1 |" in text and "run4 |" not in text
    assert "Intervals holding the other runs' values: 8 of 8 pairs (100.0%)." in text
    assert set(agreement([published], {"nvidia-h200": device.reruns})["nvidia-h200"].claims) == \
        set(agreement([published], {"nvidia-h200": device.reruns[:1]})["nvidia-h200"].claims)
    # with only a re-run of other code, the page has none to compare and says how to make one
    alone = reproducibility_page(DeviceModel(published, reruns=(("run4", _other_code(make_bundle())),)))
    assert "Not compared: `run4`" in alone and "No re-runs yet" in alone and "## Runs" not in alone
    left = agreement([published], {"nvidia-h200": (("run4", _other_code(make_bundle())),)})["nvidia-h200"].left
    assert set(left.values()) == {"measured differently (experiment source, measuring code, number of processes or "
                                  "profile)"}

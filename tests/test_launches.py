"""Tests for the per-process launch picks: collected from the workers' files, read back, tied to
a point's kernels, and told apart where processes picked differently."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from generator import launches

CODE = (
    "# kernel path: /tmp/lab-cache-x/inductor/4s/c4sekjp72hohsebogh.py\n"
    "triton_poi_fused_add_0 = async_compile.triton('triton_poi_fused_add_0', '''\n"
    "@triton.jit\ndef triton_poi_fused_add_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n    pass\n''')\n"
    "# kernel path: /tmp/lab-cache-x/inductor/nq/cnqopdt2paoj3nxdhbvu.py\n"
    "triton_per_fused_softmax_1 = async_compile.triton('triton_per_fused_softmax_1', '''\n    pass\n''')\n"
)
FAST, SLOW = {"XBLOCK": 1024, "num_warps": 4, "num_stages": 1}, {"XBLOCK": 512, "num_warps": 8, "num_stages": 1}


@dataclasses.dataclass
class FakePoint:
    experiment: str = "fusion_depth"


def write_processes(directory: Path, picks: dict[int, dict]) -> None:
    directory.mkdir(parents=True)
    for n, chosen in picks.items():
        (directory / f"process-{n}.json").write_text(json.dumps(chosen))


def doc(*processes: dict, modules: dict | None = None) -> dict:
    """Process files numbered from 1 (the capture process), as the workers write them."""
    out = {"experiments": ["fusion_depth"],
           "processes": {str(i + 1): {k: launches.label(v) for k, v in p.items()} for i, p in enumerate(processes)}}
    if modules is not None:
        out["modules"] = modules
    return out


def test_a_pick_reads_as_its_settings():
    assert launches.label(FAST) == "XBLOCK 1024 · 4 warps · 1 stage"
    assert launches.label({"XBLOCK": 8, "R0_BLOCK": 64, "num_warps": 2, "num_stages": 3}) == \
        "XBLOCK 8 · R0_BLOCK 64 · 2 warps · 3 stages"


def test_collect_and_read_round_trip(tmp_path):
    write_processes(tmp_path / "launch-tuning", {1: {"4s/ab.best_config": FAST}, 2: {"4s/ab.best_config": SLOW}})
    (tmp_path / "launch-tuning" / "process-3.json").write_text("{not json")  # a torn file is left out
    found = launches.collect(tmp_path / "launch-tuning", ["fusion_depth"],
                             {"4s/ab.best_config": "4s/c4sekj", "zz/other.best_config": "zz/cother"}, "T0")
    assert found == {"experiments": ["fusion_depth"], "bundle_created": "T0",
                     "modules": {"4s/ab.best_config": "4s/c4sekj"},  # only records some process kept
                     "processes": {"1": {"4s/ab.best_config": "XBLOCK 1024 · 4 warps · 1 stage"},
                                   "2": {"4s/ab.best_config": "XBLOCK 512 · 8 warps · 1 stage"}}}
    (tmp_path / launches.FILE).write_text(json.dumps(found))
    assert launches.read(tmp_path, "T0") == found
    assert launches.read(tmp_path, "another bundle") is None  # another run's picks are not this one's
    assert launches.read(tmp_path / "elsewhere") is None
    assert launches.collect(tmp_path / "empty", ["fusion_depth"]) is None


@pytest.mark.parametrize("bad", [
    [], {"experiments": "fusion_depth", "processes": {}}, {"experiments": None, "processes": {}},
    {"experiments": [], "processes": []}, {"experiments": [], "processes": {"1": ["x"]}},
    {"experiments": [], "processes": {"1": {"r": ["XBLOCK 1"]}}}, {"experiments": [], "processes": {}, "modules": [1]},
])
def test_a_file_of_another_shape_is_not_read(tmp_path, bad):
    (tmp_path / launches.FILE).write_text(json.dumps(bad))
    assert launches.read(tmp_path) is None


def test_kernel_modules_name_the_kernel_of_each_module():
    assert launches.kernel_modules(CODE) == {"4s/c4sekjp72hohsebogh": "triton_poi_fused_add_0",
                                            "nq/cnqopdt2paoj3nxdhbvu": "triton_per_fused_softmax_1"}


def test_the_timed_process_whose_pick_differed_is_named_with_its_run():
    same = {"4s/ab.best_config": FAST, "zz/cd.best_config": SLOW}  # zz: another point's kernel, not this one's
    odd = {"4s/ab.best_config": SLOW, "zz/cd.best_config": FAST}
    # replicate indices 1 and 2 (0 is the capture process) are files process-2 and -3, timed processes 1 and 2
    runs = [doc(same, same, same), doc(same, odd, same)]
    told = launches.disagreements(FakePoint(), runs, CODE, [(1, 2), (1, 2)])
    assert told == ("`triton_poi_fused_add_0`: XBLOCK 512 · 8 warps · 1 stage in run 2 process 1; "
                    "XBLOCK 1024 · 4 warps · 1 stage in the 3 others")
    # without a capture process the indices start at 0: process-1 is the first timed process
    assert launches.disagreements(FakePoint(), [doc(odd, same), doc(same, same)], CODE, [(0, 1), (0, 1)]) == (
        "`triton_poi_fused_add_0`: XBLOCK 512 · 8 warps · 1 stage in run 1 process 1; "
        "XBLOCK 1024 · 4 warps · 1 stage in the 3 others")


def test_the_timed_processes_that_tuned_otherwise_than_the_capture_process_are_named():
    same = {"4s/ab.best_config": FAST, "zz/cd.best_config": SLOW}
    odd = {"4s/ab.best_config": SLOW, "zz/cd.best_config": SLOW}
    other_point = {"4s/ab.best_config": FAST, "zz/cd.best_config": FAST}  # zz: not this point's kernel
    run = doc(same, odd, other_point, same)  # process-1 is the capture process (replicate 0)
    assert launches.unlike_capture("fusion_depth", run, CODE, [1, 2, 3]) == {1}
    assert launches.unlike_capture("fusion_depth", run, CODE, [2, 3]) == set()
    assert launches.unlike_capture("fusion_depth", None, CODE, [1, 2, 3]) == set()  # no picks kept
    assert launches.unlike_capture("compile_modes", run, CODE, [1, 2, 3]) == set()  # not this experiment's
    assert launches.unlike_capture("fusion_depth", run, "", [1, 2, 3]) == set()  # no kernel to tie them to
    no_capture = {"experiments": ["fusion_depth"], "processes": {"2": run["processes"]["2"]}}
    assert launches.unlike_capture("fusion_depth", no_capture, CODE, [1]) == set()


def test_without_modules_a_directory_holding_two_kernels_anywhere_in_the_run_ties_no_record():
    other = ("# kernel path: /tmp/lab-cache-x/inductor/4s/c4sother.py\n"
             "triton_poi_fused_mul_0 = async_compile.triton('triton_poi_fused_mul_0', '')\n")
    assert launches.crowded([CODE, other]) == {"4s"} and launches.crowded([CODE]) == set()
    same, odd = {"4s/ab.best_config": FAST}, {"4s/ab.best_config": SLOW}
    run = doc(same, odd)
    assert launches.unlike_capture("fusion_depth", run, CODE, [1]) == {1}
    assert launches.unlike_capture("fusion_depth", run, CODE, [1], launches.crowded([CODE, other])) == set()


def test_records_are_tied_to_kernels_by_module_where_the_run_kept_them():
    # two records in 4s: only the one whose module is this point's kernel counts
    mine, theirs = {"4s/ab.best_config": FAST, "4s/ef.best_config": FAST}, {"4s/ab.best_config": FAST,
                                                                          "4s/ef.best_config": SLOW}
    modules = {"4s/ab.best_config": "4s/c4sekjp72hohsebogh", "4s/ef.best_config": "4s/cother"}
    runs = [doc(mine, mine, mine, modules=modules), doc(mine, theirs, mine, modules=modules)]
    assert launches.disagreements(FakePoint(), runs, CODE, [(1, 2), (1, 2)]) == "same in every process"
    # without modules, a directory holding two records ties neither to the point: nothing to tell
    plain = [doc(mine, mine, mine), doc(mine, theirs, mine)]
    assert launches.disagreements(FakePoint(), plain, CODE, [(1, 2), (1, 2)]) == ""


def test_missing_picks_say_nothing_and_a_library_call_says_so():
    same = {"4s/ab.best_config": FAST}
    runs = [doc(same, same, same), doc(same, same, same)]
    assert launches.disagreements(FakePoint(), runs, CODE, [(1, 2), (1, 2)]) == "same in every process"
    assert launches.disagreements(FakePoint(), [runs[0], None], CODE, [(1, 2), (1, 2)]) == ""
    assert launches.disagreements(FakePoint(), runs, CODE, [(1, 2), ()]) == ""  # a run without samples
    other = {"experiments": ["large_gemm"], "processes": runs[0]["processes"]}  # kept for another experiment
    assert launches.disagreements(FakePoint(), [runs[0], other], CODE, [(1, 2), (1, 2)]) == ""
    gemm = "def call(args):\n    extern_kernels.mm(arg0_1, arg1_1, out=buf0)\n"
    assert launches.disagreements(FakePoint(), runs, gemm, [(1, 2), (1, 2)]) == "no autotuned kernel"


def test_measure_keeps_the_runs_picks_beside_its_bundle(tmp_path):
    from generator.runner import caches

    target = tmp_path / "results" / "nvidia-h200-torch2.11.0"
    target.mkdir(parents=True)
    cache = tmp_path / "cache"
    write_processes(cache / "launch-tuning", {1: {"4s/ab.best_config": FAST}})
    caches.keep_launch_picks(cache, target, ["fusion_depth"], "T0")
    kept = launches.read(target, "T0")
    assert kept["processes"] == {"1": {"4s/ab.best_config": "XBLOCK 1024 · 4 warps · 1 stage"}}
    # a run that measured nothing leaves the file; one whose processes kept none removes it
    caches.keep_launch_picks(tmp_path / "none", target, [], "T1")
    assert launches.read(target, "T0") is not None
    caches.keep_launch_picks(tmp_path / "none", target, ["fusion_depth"], "T1")
    assert launches.read(target) is None


def test_an_experiment_that_went_on_from_a_cut_measure_keeps_no_picks(tmp_path):
    """Its processes were numbered by two measures (store.journal): no file tells them apart."""
    from generator.runner import caches

    target = tmp_path / "results" / "nvidia-h200-torch2.11.0"
    target.mkdir(parents=True)
    cache = tmp_path / "cache"
    write_processes(cache / "launch-tuning", {1: {"4s/ab.best_config": FAST}})
    caches.keep_launch_picks(cache, target, ["fusion_depth", "large_gemm"], "T0")
    caches.keep_launch_picks(tmp_path / "none", target, [], "T1", resumed=["fusion_depth"])
    kept = launches.read(target, "T1")  # the other experiment's picks, for the bundle written now
    assert kept["experiments"] == ["large_gemm"] and kept["processes"]["1"]
    caches.keep_launch_picks(tmp_path / "none", target, [], "T2", resumed=["large_gemm"])
    assert not (target / launches.FILE).exists()


def test_rewriting_a_bundle_keeps_its_launch_picks(tmp_path):
    from generator.store import bundle as store

    bundle = store.read(Path(__file__).parent / "fixtures" / "bundles" / "gpu")
    target = store.write(bundle, tmp_path / "b")
    (target / launches.FILE).write_text('{"experiments": [], "processes": {}}')
    store.write(bundle, target)  # as redecide does
    assert launches.read(target) == {"experiments": [], "processes": {}}


def test_record_modules_uses_torchs_own_key_for_each_module(tmp_path):
    from torch._inductor.runtime.autotune_cache import AutotuneCache

    module = tmp_path / "inductor" / "4s" / "c4sekjp72hohsebogh.py"
    module.parent.mkdir(parents=True)
    module.write_text("# a kernel module\n")
    expected = Path(AutotuneCache._make_local_cache_key(str(module.parent), AutotuneCache._prepare_key(str(module))))
    found = launches.record_modules([tmp_path / "inductor", tmp_path / "absent"])
    assert found == {str(expected.relative_to(tmp_path / "inductor")): "4s/c4sekjp72hohsebogh"}


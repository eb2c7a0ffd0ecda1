"""Tests for the per-process launch picks: collected from the workers' files, read back, and
told apart where processes picked differently."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

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
class FakeBundle:
    header: dict


@dataclasses.dataclass
class FakePoint:
    experiment: str = "fusion_depth"


def write_processes(directory: Path, picks: dict[int, dict]) -> None:
    directory.mkdir(parents=True)
    for n, chosen in picks.items():
        (directory / f"process-{n}.json").write_text(json.dumps(chosen))


def test_a_pick_reads_as_its_settings():
    assert launches.label(FAST) == "XBLOCK 1024 · 4 warps · 1 stage"
    assert launches.label({"XBLOCK": 8, "R0_BLOCK": 64, "num_warps": 2, "num_stages": 3}) == \
        "XBLOCK 8 · R0_BLOCK 64 · 2 warps · 3 stages"


def test_collect_and_read_round_trip(tmp_path):
    write_processes(tmp_path / "launch-tuning", {1: {"4s/ab.best_config": FAST}, 2: {"4s/ab.best_config": SLOW}})
    (tmp_path / "launch-tuning" / "process-3.json").write_text("{not json")  # a torn file is left out
    doc = launches.collect(tmp_path / "launch-tuning", ["fusion_depth"])
    assert doc == {"experiments": ["fusion_depth"], "processes": {
        "1": {"4s/ab.best_config": "XBLOCK 1024 · 4 warps · 1 stage"},
        "2": {"4s/ab.best_config": "XBLOCK 512 · 8 warps · 1 stage"}}}
    (tmp_path / launches.FILE).write_text(json.dumps(doc))
    assert launches.read(tmp_path) == doc
    assert launches.read(tmp_path / "elsewhere") is None
    assert launches.collect(tmp_path / "empty", ["fusion_depth"]) is None


def test_kernel_dirs_name_the_kernels_of_each_cache_directory():
    assert launches.kernel_dirs(CODE) == {"4s": ["triton_poi_fused_add_0"], "nq": ["triton_per_fused_softmax_1"]}


def doc(*processes: dict) -> dict:
    return {"experiments": ["fusion_depth"],
            "processes": {str(i + 1): {k: launches.label(v) for k, v in p.items()} for i, p in enumerate(processes)}}


CAPTURED = FakeBundle({"processes": [{"process": 1, "capture_only": ["fusion_depth"]}]})


def test_the_process_whose_pick_differed_is_named_with_its_run():
    same = {"4s/ab.best_config": FAST, "zz/cd.best_config": SLOW}  # zz: another point's kernel, not this one's
    odd = {"4s/ab.best_config": SLOW, "zz/cd.best_config": FAST}
    # process 1 captures; timed replicates 1 and 2 are processes 2 and 3
    runs = [doc(same, same, same), doc(same, odd, same)]
    told = launches.disagreements(FakePoint(), [CAPTURED, CAPTURED], runs, CODE, [(1, 2), (1, 2)])
    assert told == ("`triton_poi_fused_add_0`: XBLOCK 512 · 8 warps · 1 stage in run 2 process 1; "
                    "XBLOCK 1024 · 4 warps · 1 stage in the 3 others")


def test_same_picks_everywhere_say_so_and_missing_picks_say_nothing():
    same = {"4s/ab.best_config": FAST}
    runs = [doc(same, same, same), doc(same, same, same)]
    assert launches.disagreements(FakePoint(), [CAPTURED, CAPTURED], runs, CODE, [(1, 2), (1, 2)]) == \
        "same in every process"
    assert launches.disagreements(FakePoint(), [CAPTURED, CAPTURED], [runs[0], None], CODE, [(1, 2), (1, 2)]) == ""
    assert launches.disagreements(FakePoint(), [CAPTURED, CAPTURED], runs, CODE, [(1, 2), ()]) == ""  # no samples
    other = {"experiments": ["large_gemm"], "processes": runs[0]["processes"]}  # kept for another experiment only
    assert launches.disagreements(FakePoint(), [CAPTURED, CAPTURED], [runs[0], other], CODE, [(1, 2), (1, 2)]) == ""
    # without a capture-only first process, replicate r is process r
    plain = FakeBundle({"processes": [{"process": 1, "capture_only": []}]})
    odd = {"4s/ab.best_config": SLOW}
    told = launches.disagreements(FakePoint(), [plain, plain], [doc(same, same), doc(odd, same)], CODE,
                                  [(1, 2), (1, 2)])
    assert told.startswith("`triton_poi_fused_add_0`: XBLOCK 512 · 8 warps · 1 stage in run 2 process 1;")


def test_measure_keeps_the_runs_picks_beside_its_bundle(tmp_path):
    from generator.commands import measure

    target = tmp_path / "results" / "nvidia-h200-torch2.11.0"
    target.mkdir(parents=True)
    source = tmp_path / "cache" / "launch-tuning"
    write_processes(source, {1: {"4s/ab.best_config": FAST}})
    measure._keep_launch_picks(source, target, ["fusion_depth"])
    assert launches.read(target)["processes"] == {"1": {"4s/ab.best_config": "XBLOCK 1024 · 4 warps · 1 stage"}}
    # a run that measured nothing leaves the file; one whose processes kept none removes it
    measure._keep_launch_picks(tmp_path / "none", target, [])
    assert launches.read(target)["experiments"] == ["fusion_depth"]
    measure._keep_launch_picks(tmp_path / "none", target, ["fusion_depth"])
    assert launches.read(target) is None


def test_rewriting_a_bundle_keeps_its_launch_picks(tmp_path):
    from generator.store import bundle as store

    bundle = store.read(Path(__file__).parent / "fixtures" / "bundles" / "gpu")
    target = store.write(bundle, tmp_path / "b")
    (target / launches.FILE).write_text('{"experiments": [], "processes": {}}')
    store.write(bundle, target)  # as redecide does
    assert launches.read(target) == {"experiments": [], "processes": {}}

"""Faults a bundle must survive (issue list of 'nothing measured is ever lost'): a damaged file,
an unreadable earlier bundle, a kill between the two renames of a write, stale temporary
directories, two writers at once, and directories this process cannot write.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from generator.schema import LabError
from generator.store import bundle as bundle_mod
from generator.store import lock, recovery
from generator.store.bundle import BundleError
from tests.store.test_bundle import make_bundle

ROOT = Path(__file__).resolve().parents[2]


def test_rows_csv_cut_at_a_line_boundary_is_a_damaged_bundle(tmp_path):
    target = bundle_mod.write(make_bundle(), tmp_path / "b")
    lines = (target / "rows.csv").read_text().splitlines(keepends=True)
    (target / "rows.csv").write_text("".join(lines[:3]))  # the header and two rows: valid CSV
    with pytest.raises(BundleError, match=r"damaged: rows.csv has 2 rows where bundle.json records 4; restore"):
        bundle_mod.read(target)


def test_a_changed_samples_file_is_damage_too(tmp_path):
    target = bundle_mod.write(make_bundle(), tmp_path / "b")
    (target / "samples.json").write_text("{}")
    with pytest.raises(BundleError, match="damaged: samples.json differs from the checksum bundle.json records"):
        bundle_mod.read(target)


def test_an_unreadable_earlier_bundle_is_moved_aside_not_replaced(tmp_path, capsys):
    target = bundle_mod.write(make_bundle(), tmp_path / "b")
    (target / "samples.json").write_text("{\"cut\": ")  # damaged
    bundle_mod.write(make_bundle(eid="large_gemm"), target)
    aside = tmp_path / ".b.unreadable"
    assert (aside / "rows.csv").exists() and "one_line_speedup" in (aside / "rows.csv").read_text()
    assert set(bundle_mod.read(target).experiments) == {"large_gemm"}
    assert "moved aside to" in capsys.readouterr().err
    assert bundle_mod.find(tmp_path) == [target]  # the aside copy is hidden from builds


def test_a_kill_between_the_two_renames_is_recovered(tmp_path):
    target = bundle_mod.write(make_bundle(), tmp_path / "b")
    target.rename(tmp_path / ".b.old")  # what a kill after the first rename leaves
    (tmp_path / ".b.tmp-x1y2z3").mkdir()  # and a write that never finished
    done = recovery.recover(tmp_path)
    assert any(line.startswith(f"restored {target}") for line in done)
    assert any("unfinished bundle write" in line for line in done)
    assert set(bundle_mod.read(target).experiments) == {"one_line_speedup"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b"]


def test_a_leftover_old_copy_beside_a_complete_bundle_is_removed(tmp_path):
    target = bundle_mod.write(make_bundle(), tmp_path / "b")
    bundle_mod.write(make_bundle(), tmp_path / "c").rename(tmp_path / ".b.old")
    assert recovery.recover(tmp_path) == [f"removed {tmp_path / '.b.old'}, left over from a finished bundle write"]
    assert bundle_mod.read(target)


def test_a_read_only_directory_is_one_line_before_anything_runs(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere; the check is exercised with a file in the way instead")
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    with pytest.raises(LabError, match="is not writable; choose another with --results"):
        lock.writable(ro, "results", "--results")


def test_a_directory_that_cannot_be_created_is_one_line(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(LabError, match=r"cannot create the results directory .*; choose another with --results"):
        lock.writable(tmp_path / "file" / "results", "results", "--results")


def test_measure_into_an_unwritable_place_exits_2_in_one_line(tmp_path):
    (tmp_path / "file").write_text("x")
    done = subprocess.run([sys.executable, "-m", "generator", "--results", str(tmp_path / "file" / "r"),
                           "--cache", str(tmp_path / "cache"), "measure", "--only", "variance"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and done.stderr.startswith("error: cannot create the results")


def test_a_second_writer_waits_for_the_first_and_says_who_holds_the_lock(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from generator.store import lock
        with lock.locked({str(tmp_path)!r}, "measure"):
            print("held", flush=True)
            time.sleep(1.5)
        """)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    start = time.monotonic()
    waiter = subprocess.run([sys.executable, "-c", textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from generator.store import lock
        with lock.locked({str(tmp_path)!r}, "measure"):
            print("got it")
        """)], capture_output=True, text=True, timeout=30)
    waited = time.monotonic() - start
    holder.wait(timeout=30)
    assert waiter.stdout.strip() == "got it"
    assert f"another measure (pid {holder.pid}) is running on {tmp_path}; waiting" in waiter.stderr
    assert waited > 0.5  # it did wait for the holder to let go


def test_a_build_during_a_measure_reads_the_bundles_without_waiting(tmp_path):
    with lock.locked(tmp_path, "measure"):
        with lock.held_if_free(tmp_path, "build") as held_inside:
            pass
    with lock.held_if_free(tmp_path, "build") as held_after:
        assert (tmp_path / lock.LOCK_NAME).read_text().endswith(" build")
    assert (held_inside, held_after) == (False, True)

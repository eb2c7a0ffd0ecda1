"""generator/commands/bench.py: each (release, device) of the site against its size budget."""

from __future__ import annotations

from generator.commands import bench


def test_a_device_counts_its_own_section_and_an_equal_share_of_what_the_devices_share(tmp_path):
    for path, size in (("devices/gpu/index.html", 3_000_000), ("devices/gpu/traces/_files/a.txt.gz", 1_000_000),
                       ("devices/cpu/index.html", 1_000_000), ("assets/main.js", 2_000_000)):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_bytes(b"x" * size)
    assert bench.site_sizes(tmp_path) == {"cpu": 2.0, "gpu": 5.0}


def test_the_budget_is_20_mb_a_device_and_each_line_says_whether_it_holds():
    assert bench.DEVICE_BUDGET_MB == 20.0
    assert bench.size_line("2.11", "nvidia-h200", 18.28).endswith("18.28 MB  (within the 20 MB budget)")
    assert bench.size_line("2.11", "nvidia-h200", 20.01).endswith("20.01 MB  (OVER the 20 MB budget)")

"""generator.runner.fresh: a function called in a new Python process, with its own environment."""

from __future__ import annotations

import pytest

from generator.runner import fresh


def test_returns_the_value_and_times_the_start_up(tmp_path):
    res = fresh.run_fresh("json:dumps", {"obj": [1, 2]}, device="cpu", env=fresh.cache_env(tmp_path))
    assert res.value == "[1, 2]"
    assert res.import_s > 0 and res.device_init_s >= 0 and res.compiler_import_s > 0
    assert res.startup_s == res.import_s + res.device_init_s
    assert res.process_s > res.startup_s + res.compiler_import_s + res.work_s


def test_the_child_sees_the_cache_directories(tmp_path):
    env = fresh.cache_env(tmp_path)
    res = fresh.run_fresh("os:getenv", {"key": "TORCHINDUCTOR_CACHE_DIR"}, device="cpu", env=env)
    assert res.value == str(tmp_path / "inductor") == env["TORCHINDUCTOR_CACHE_DIR"]


def test_a_failing_child_raises_with_its_output():
    with pytest.raises(fresh.FreshProcessError, match="exited with code 1.*no_such_module"):
        fresh.run_fresh("no_such_module:f", {}, device="cpu", env={})


def test_a_child_over_its_time_limit_is_ended():
    with pytest.raises(fresh.FreshProcessError, match="timed out after"):
        fresh.run_fresh("json:dumps", {"obj": 1}, device="cpu", env={}, timeout_s=0.2)

"""Which machine measured: the GPU's UUID and a host id are recorded, but key no cache and name no bundle."""

from __future__ import annotations

import platform
import subprocess
from types import SimpleNamespace

import pytest

from generator.store import fingerprint

FP = {"torch": "2.11.0+cu130", "triton": "3.6.0", "cuda": "13.0", "device": "cuda", "device_name": "NVIDIA H200",
      "cpu": "Intel(R) Xeon(R) Processor", "cpu_count": 16, "env": {"TORCH_TRACE": "/tmp/x"},
      "git": {"commit": "a" * 40, "dirty": False}, "device_key": "nvidia-h200", "release": "2.11",
      "gpu_uuid": "GPU-1a2b3c4d-0000-1111-2222-333344445555", "host_id": "0badc0de"}


def test_another_gpu_of_the_same_setting_shares_cache_key_and_bundle_name():
    other = {**FP, "gpu_uuid": "GPU-9f9f9f9f-0000-1111-2222-333344445555", "host_id": "12345678"}
    unrecorded = {k: v for k, v in FP.items() if k not in fingerprint.MACHINE_FIELDS}
    assert fingerprint.key_part(FP) == fingerprint.key_part(other) == fingerprint.key_part(unrecorded)
    assert fingerprint.bundle_name(FP) == fingerprint.bundle_name(other) == "nvidia-h200-torch2.11.0"
    assert fingerprint.key_part({**FP, "sm_count": 100}) != fingerprint.key_part(FP)  # the setting still counts


def test_gpu_uuid_from_torch_is_written_as_nvidia_smi_does(monkeypatch):
    monkeypatch.setattr(fingerprint, "_smi_uuid", lambda: pytest.fail("torch's property suffices"))
    assert fingerprint.gpu_uuid(SimpleNamespace(uuid="1a2b3c4d-0000")) == "GPU-1a2b3c4d-0000"
    assert fingerprint.gpu_uuid(SimpleNamespace(uuid="GPU-1a2b3c4d-0000")) == "GPU-1a2b3c4d-0000"


def test_without_torch_property_nvidia_smi_answers_for_the_visible_gpu(monkeypatch):
    asked = []

    def smi(cmd, **kw):
        asked.append(cmd)
        return SimpleNamespace(stdout="GPU-77777777-0000\n")

    monkeypatch.setattr(subprocess, "run", smi)
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "3,1")
    assert fingerprint.gpu_uuid(SimpleNamespace()) == "GPU-77777777-0000"
    assert asked[-1][-2:] == ["-i", "3"]
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "GPU-55555555-0000")
    assert fingerprint.gpu_uuid(SimpleNamespace()) == "GPU-55555555-0000"
    assert len(asked) == 1


def test_no_nvidia_smi_means_no_uuid(monkeypatch):
    def missing(cmd, **kw):
        raise FileNotFoundError("nvidia-smi")

    monkeypatch.setattr(subprocess, "run", missing)
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    assert fingerprint.gpu_uuid(SimpleNamespace()) is None


def test_host_id_is_short_and_hides_the_name():
    host = fingerprint.host_id()
    assert len(host) == 8 and int(host, 16) >= 0
    assert platform.node() not in host or not platform.node()


def test_cpu_fingerprint_records_the_host_but_no_gpu():
    fp = fingerprint.collect("cpu")
    assert fp["host_id"] == fingerprint.host_id()
    assert "gpu_uuid" not in fp
    assert fp["cpu"]

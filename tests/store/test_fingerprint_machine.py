"""Which machine measured: the GPU's UUID, a host id and the OS build are recorded, but are no part of the
setting: they key no cache and name no bundle."""

from __future__ import annotations

import platform
import subprocess
from types import SimpleNamespace

import pytest

from generator.store import fingerprint

FP = {"torch": "2.11.0+cu130", "triton": "3.6.0", "cuda": "13.0", "device": "cuda", "device_name": "NVIDIA H200",
      "cpu": "Intel(R) Xeon(R) Processor", "cpu_count": 16, "env": {"TORCH_TRACE": "/tmp/x"},
      "git": {"commit": "a" * 40, "dirty": False}, "device_key": "nvidia-h200", "release": "2.11",
      "gpu_uuid": "GPU-1a2b3c4d-0000-1111-2222-333344445555", "host_id": "0badc0de", "driver": "580.95.05",
      "torch_threads": 16, "os": "Linux-6.18.44-fc-v1252-gpu-x86_64-with-glibc2.39"}
CPU_FP = {"torch": "2.11.0+cpu", "triton": None, "cuda": None, "device": "cpu", "device_name": "AMD EPYC 9654",
          "cpu": "AMD EPYC 9654", "cpu_count": 16, "torch_threads": 16, "env": {}, "git": {"commit": "a" * 40},
          "device_key": "cpu-amd-epyc-9654-16c", "release": "2.11", "host_id": "0badc0de",
          "os": "Linux-6.18.44-fc-v1252-gpu-x86_64-with-glibc2.39"}


def test_another_gpu_of_the_same_setting_shares_cache_key_and_bundle_name():
    other = {**FP, "gpu_uuid": "GPU-9f9f9f9f-0000-1111-2222-333344445555", "host_id": "12345678"}
    unrecorded = {k: v for k, v in FP.items() if k not in fingerprint.machine_fields(FP)}
    assert fingerprint.key_part(FP) == fingerprint.key_part(other) == fingerprint.key_part(unrecorded)
    assert fingerprint.bundle_name(FP) == fingerprint.bundle_name(other) == "nvidia-h200-torch2.11.0"
    assert fingerprint.key_part({**FP, "sm_count": 100}) != fingerprint.key_part(FP)  # the setting still counts


def test_on_a_gpu_the_os_build_and_host_cpu_are_the_machine_on_a_cpu_the_cpu_is_the_device():
    elsewhere = {"os": "Linux-6.18.44-fc-v1147-gpu-x86_64-with-glibc2.39", "host_id": "12345678"}
    host = {**FP, **elsewhere, "cpu": "AMD EPYC 9654", "cpu_count": 32, "torch_threads": 32,
            "gpu_uuid": "GPU-9f9f9f9f-0000-1111-2222-333344445555"}
    assert fingerprint.setting(host) == fingerprint.setting(FP)
    assert fingerprint.key_part(host) == fingerprint.key_part(FP)
    for setting in (dict(driver="590.48.01"), dict(torch="2.12.0+cu130"), dict(float32_matmul_precision="high")):
        assert fingerprint.setting({**FP, **setting}) != fingerprint.setting(FP)
    assert fingerprint.setting({**CPU_FP, **elsewhere}) == fingerprint.setting(CPU_FP)
    other_cpu = {**CPU_FP, "cpu": "Intel(R) Xeon(R) Platinum 8480+", "device_name": "Intel(R) Xeon(R) Platinum 8480+",
                 "device_key": "cpu-intel-xeon-platinum-8480-16c"}
    assert fingerprint.setting(other_cpu) != fingerprint.setting(CPU_FP)
    assert fingerprint.setting({**CPU_FP, "torch_threads": 8}) != fingerprint.setting(CPU_FP)


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

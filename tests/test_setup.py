"""Tests for scripts/setup_venv.py: the project's venv on top of the torch the calling interpreter has.

The layout that broke on the reference GPU machine is rebuilt here on the CPU: the interpreter
that runs `make` is itself a virtual environment holding torch (a stand-in package here, so the
test needs no real torch install), and the project's venv is made from it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "setup_venv.py"
FAKE_TORCH = '''\
__version__ = "2.13.0+stand.in"
class version:
    cuda = None
class cuda:
    @staticmethod
    def is_available():
        return False
'''


def _site(env: Path) -> Path:
    out = subprocess.run([str(env / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True)
    return Path(out.stdout.strip())


def _wheel(folder: Path, name: str = "labtoy", version: str = "1.0") -> None:
    """A minimal pure-Python wheel, so that the offline install needs no index and no network."""
    folder.mkdir(parents=True, exist_ok=True)
    info = f"{name}-{version}.dist-info"
    files = {f"{name}/__init__.py": "VALUE = 42\n",
             f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    record = "".join(f"{path},,\n" for path in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(folder / f"{name}-{version}-py3-none-any.whl", "w") as whl:
        for path, text in {**files, f"{info}/RECORD": record}.items():
            whl.writestr(path, text)


def _smi(bin_dir: Path, listing: str) -> None:
    bin_dir.mkdir(parents=True, exist_ok=True)
    smi = bin_dir / "nvidia-smi"
    smi.write_text(f"#!/bin/sh\nprintf '%s\\n' '{listing}'\n")
    smi.chmod(0o755)


@pytest.fixture(scope="module")
def layout(tmp_path_factory):
    """An outer venv with a stand-in torch, requirements naming one package, a wheelhouse with it."""
    root = tmp_path_factory.mktemp("layout")
    outer = root / "outer"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(outer)], check=True)
    torch_dir = _site(outer) / "torch"
    torch_dir.mkdir()
    (torch_dir / "__init__.py").write_text(FAKE_TORCH)
    requirements = root / "requirements"
    requirements.mkdir()
    (requirements / "measure.txt").write_text("labtoy==1.0\n")
    _wheel(root / "wheels")
    _smi(root / "no-gpu", "No devices were found")
    _smi(root / "gpu", "GPU 0: NVIDIA H200 (UUID: GPU-00000000)")
    return root


def _setup(layout: Path, target: Path, smi: str, *extra: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PATH": os.pathsep.join([str(layout / smi), os.environ["PATH"]])}
    env.pop("PYTHONPATH", None)
    return subprocess.run([str(layout / "outer" / "bin" / "python"), str(SCRIPT), str(target), "measure",
                           "--requirements", str(layout / "requirements"), *extra],
                          capture_output=True, text=True, env=env, timeout=600)


def test_a_venv_made_from_a_venv_sees_its_torch_and_installs_offline_without_a_second_torch(layout):
    inner = layout / "inner"
    done = _setup(layout, inner, "no-gpu", "--wheels", str(layout / "wheels"))
    assert done.returncode == 0, done.stderr
    assert "is a virtual environment" in done.stderr and "measures on the CPU" in done.stderr
    found = subprocess.run([str(inner / "bin" / "python"), "-c", "import torch, labtoy; print(torch.__file__); "
                            "print(labtoy.VALUE)"], capture_output=True, text=True, check=True).stdout.split()
    assert Path(found[0]).is_relative_to(layout / "outer") and found[1] == "42"
    assert not (_site(inner) / "torch").exists()  # nothing installed beside the outer torch
    # a second run finds everything in place and changes nothing
    again = _setup(layout, inner, "no-gpu", "--wheels", str(layout / "wheels"))
    assert again.returncode == 0, again.stderr
    assert "creating" not in again.stderr


def test_a_gpu_that_torch_cannot_use_stops_with_one_line(layout):
    done = _setup(layout, layout / "inner-gpu", "gpu", "--wheels", str(layout / "wheels"))
    assert done.returncode == 2
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("error: nvidia-smi sees GPU 0: NVIDIA H200") and "cannot use it" in last
    assert "Traceback" not in done.stderr


def test_a_gpu_without_any_torch_stops_instead_of_installing_the_cpu_build(layout, tmp_path):
    bare = tmp_path / "bare"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(bare)], check=True)
    env = {**os.environ, "PATH": os.pathsep.join([str(layout / "gpu"), os.environ["PATH"]])}
    env.pop("PYTHONPATH", None)
    done = subprocess.run([str(bare / "bin" / "python"), str(SCRIPT), str(tmp_path / "inner"), "measure",
                           "--requirements", str(layout / "requirements"), "--wheels", str(layout / "wheels")],
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 2
    assert "has no torch" in done.stderr.strip().splitlines()[-1]


def test_a_wheel_directory_that_is_not_there_is_named_before_anything_is_made(layout, tmp_path):
    done = _setup(layout, tmp_path / "never", "no-gpu", "--wheels", str(tmp_path / "missing"))
    assert done.returncode == 2
    assert done.stderr.strip() == f"error: WHEELS={tmp_path / 'missing'} is not a directory; make wheelhouse writes one"
    assert not (tmp_path / "never").exists()


def test_the_torchvision_pin_follows_the_torch_release_and_a_cpu_torch_gets_none(tmp_path, capsys):
    import importlib.util

    spec = importlib.util.spec_from_file_location("setup_venv", SCRIPT)
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)
    assert setup.matching_torchvision("2.13.0+cpu") == "torchvision==0.28.0"
    assert setup.matching_torchvision("2.14.1") == "torchvision==0.29.1"
    assert setup.matching_torchvision("2.11.0+cu130") == "torchvision==0.26.0"
    assert setup.matching_torchvision("2.12.0a0+git1234") == "torchvision==0.27.0"
    with pytest.raises(setup.SetupError, match="no known torchvision"):
        setup.matching_torchvision("3.0.0")
    env = tmp_path / "env"
    (env / "bin").mkdir(parents=True)
    (env / "bin" / "python").symlink_to(sys.executable)  # an interpreter without torchvision or timm
    installed = []
    setup.pip = lambda *args: installed.append(args)
    if importlib.util.find_spec("torchvision") is None:
        setup.vision_packages(env, {"cuda": False, "cuda_build": None, "version": "2.13.0+cpu"}, None)
        assert installed == []  # nothing installed beside a CPU torch
        assert "model_suite skips its vision models" in capsys.readouterr().err
        setup.vision_packages(env, {"cuda": True, "cuda_build": "13.0", "version": "2.11.0+cu130"}, None)
        assert installed and installed[0][1] == ["torchvision==0.26.0", "timm>=1.0"]
        installed.clear()  # a CUDA build on a machine without a GPU (a CPU CI runner) takes them too
        setup.vision_packages(env, {"cuda": False, "cuda_build": "13.0", "version": "2.14.1+cu130"}, None)
        assert installed and installed[0][1] == ["torchvision==0.29.1", "timm>=1.0"]


def test_set_up_imports_torch_once_while_the_same_torch_file_is_found(tmp_path, monkeypatch):
    """Importing torch takes seconds and set-up asks what torch the venv sees several times per
    level: the answer is kept while the same torch file (and GPU) is found, and asked again once
    that file changes (a reinstall)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("setup_venv", SCRIPT)
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)
    fake = tmp_path / "pkgs" / "torch"
    fake.mkdir(parents=True)
    imports = tmp_path / "imports"
    (fake / "__init__.py").write_text(f"open({str(imports)!r}, 'a').write('x')\n" + FAKE_TORCH)
    env = tmp_path / "env"
    (env / "bin").mkdir(parents=True)
    (env / "bin" / "python").symlink_to(sys.executable)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path / "pkgs"))
    first, second = setup.probe(env, ""), setup.probe(env, "")
    assert first == second and first["version"] == "2.13.0+stand.in" and imports.read_text() == "x"
    os.utime(fake / "__init__.py", ns=(1, 1))  # torch reinstalled
    assert setup.probe(env, "") == first and imports.read_text() == "xx"
    assert setup.probe(env, "", fresh=True) == first and imports.read_text() == "xxx"  # after an install: asked
    h200 = "GPU 0: NVIDIA H200"  # another GPU seen: asked again,
    assert setup.probe(env, h200) == first and imports.read_text() == "xxxx"
    assert setup.probe(env, h200) == first and imports.read_text() == "xxxxx"  # and, torch unable to use it, not kept

"""The CI matrix (.github/workflows/report.yml) and the merge of the bundles its runners upload."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "report.yml"
MERGE = ROOT / "scripts" / "merge_bundles.py"
RUNNERS = ("cpu-intel-xeon-2c-torch2.13.0", "cpu-intel-xeon-2c-torch2.14.1", "nvidia-h200-torch2.11.0")
GIT_IDENTITY = {"GIT_AUTHOR_NAME": "test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
                "GIT_COMMITTER_NAME": "test", "GIT_COMMITTER_EMAIL": "test@example.invalid"}


def validate(path: Path) -> subprocess.CompletedProcess:
    """check-jsonschema against GitHub's workflow schema (bundled with it: works offline)."""
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           str(path)], capture_output=True, text=True, timeout=120)


def load(text: str) -> dict:
    workflow = yaml.safe_load(text)
    workflow["on"] = workflow.pop(True, workflow.get("on"))  # YAML 1.1 reads a bare `on` as true
    return workflow


def steps_using(job: dict, action: str) -> list[dict]:
    return [s for s in job["steps"] if s.get("uses", "").startswith(action + "@")]


def steps_running(job: dict, command: str) -> list[dict]:
    return [s for s in job["steps"] if command in s.get("run", "")]


def measure_jobs(workflow: dict) -> dict[str, dict]:
    """The jobs of the (runner, release) matrix: they measure, over a matrix listed in the workflow."""
    return {name: job for name, job in workflow["jobs"].items()
            if steps_running(job, "make measure") and isinstance(job["strategy"]["matrix"], dict)}


def shard_jobs(workflow: dict) -> dict[str, dict]:
    """The jobs that measure a matrix another job computes (the full profile's shards)."""
    return {name: job for name, job in workflow["jobs"].items()
            if steps_running(job, "make measure") and isinstance(job["strategy"]["matrix"], str)}


def with_gpu_example(text: str) -> str:
    """The workflow with its commented-out GPU matrix entry uncommented."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.lstrip().startswith("# - name:"))
    indent = lines[start].index("#")
    end = start + 1
    while lines[end].startswith(" " * indent + "#   "):
        end += 1
    return "\n".join(lines[:start] + [" " * indent + line[indent + 2:] for line in lines[start:end]]
                     + lines[end:]) + "\n"


# --- the workflow ---------------------------------------------------------------------------

def test_the_workflow_validates_against_githubs_schema_and_a_broken_one_does_not(tmp_path):
    done = validate(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr
    text = WORKFLOW.read_text()
    broken = tmp_path / "broken.yml"
    broken.write_text(text.replace("timeout-minutes: 120", "timeout-minutes: soon", 1))
    assert broken.read_text() != text
    failed = validate(broken)
    assert failed.returncode != 0 and "timeout-minutes" in failed.stdout + failed.stderr


def test_the_matrix_has_the_cpu_entry_and_every_entry_names_its_own_artifact():
    workflow = load(WORKFLOW.read_text())
    jobs = measure_jobs(workflow)
    assert jobs, "no job runs `make measure`"
    for job in jobs.values():
        entries = job["strategy"]["matrix"]["include"]
        assert job["strategy"]["fail-fast"] is False  # one runner failing keeps the others measuring
        assert job["runs-on"] == "${{ matrix.runner }}" and job["timeout-minutes"]
        assert len({e["name"] for e in entries}) == len(entries)
        upload = steps_using(job, "actions/upload-artifact")
        assert [s["uses"] for s in upload] == ["actions/upload-artifact@v4"]
        assert "${{ matrix.name }}" in upload[0]["with"]["name"]
        assert upload[0]["with"]["if-no-files-found"] == "error"
        assert "cancelled()" in upload[0]["if"]  # a failed measure still uploads what it wrote
        measure = steps_running(job, "make measure")[0]["run"]
        for variable in ("PYTHON=", "DEVICE=", "PROFILE=", "RESULTS=", "TIME_LIMIT="):
            assert variable in measure
        assert 'RESULTS="$RUNNER_TEMP/results"' in measure and upload[0]["with"]["path"].startswith("${{ runner.temp }}/results")
    cpu = next(e for job in jobs.values() for e in job["strategy"]["matrix"]["include"] if e["device"] == "cpu")
    assert (cpu["runner"], cpu["torch"], cpu["python"]) == ("ubuntu-latest", "2.13.0", "python")
    install = steps_running(next(iter(jobs.values())), "pip install")[0]
    assert "--index-url https://download.pytorch.org/whl/cpu" in install["run"]
    assert install["if"] == "matrix.torch != ''"


def test_the_gpu_example_once_uncommented_is_valid_and_uses_the_runners_own_torch(tmp_path):
    enabled = tmp_path / "report.yml"
    enabled.write_text(with_gpu_example(WORKFLOW.read_text()))
    done = validate(enabled)
    assert done.returncode == 0, done.stdout + done.stderr
    (job,) = measure_jobs(load(enabled.read_text())).values()
    gpu = next(e for e in job["strategy"]["matrix"]["include"] if e["device"] == "cuda")
    assert "self-hosted" in gpu["runner"] and gpu["torch"] == "" and gpu["python"].startswith("/")
    # nothing is installed for it: every set-up step is for entries with a CPU wheel to install
    for step in steps_using(job, "actions/setup-python") + steps_running(job, "pip install"):
        assert step["if"] == "matrix.torch != ''"


def test_the_site_job_waits_for_every_runner_merges_and_deploys_to_pages():
    workflow = load(WORKFLOW.read_text())
    assert workflow["concurrency"]["cancel-in-progress"] is False
    (name, site), = [(n, j) for n, j in workflow["jobs"].items() if steps_using(j, "actions/deploy-pages")]
    needs = site["needs"] if isinstance(site["needs"], list) else [site["needs"]]
    assert set(needs) == set(measure_jobs(workflow)) | set(shard_jobs(workflow))
    assert "cancelled()" in site["if"]  # runs after a failed runner too
    assert site["environment"]["name"] == "github-pages" and site["timeout-minutes"]
    assert site["permissions"]["pages"] == "write" and site["permissions"]["id-token"] == "write"
    (download,) = [s for s in steps_using(site, "actions/download-artifact") if s["with"]["pattern"] == "bundle-*"]
    assert download["uses"].endswith("@v4") and "merge-multiple" not in download["with"]
    (merge,) = steps_running(site, "scripts/merge_bundles.py")
    assert download["with"]["path"].replace("${{ runner.temp }}", "$RUNNER_TEMP") in merge["run"]
    order = [site["steps"].index(s) for s in (download, merge, steps_running(site, "generator --results results publish")[0],
                                              steps_using(site, "actions/upload-pages-artifact")[0],
                                              steps_using(site, "actions/deploy-pages")[0])]
    assert order == sorted(order)
    assert steps_running(site, "git push origin gh-pages")[0]["if"] == "env.PAGES_SOURCE == 'branch'"


# --- the full profile's shards ----------------------------------------------------------------

def _shards_and_plan(workflow: dict) -> tuple[dict, str, dict]:
    (job,) = shard_jobs(workflow).values()
    (planner,) = [job["needs"]] if isinstance(job["needs"], str) else job["needs"]
    return job, planner, workflow["jobs"][planner]


def test_the_shard_matrix_is_what_the_shard_command_prints_and_each_job_reads_only_what_it_emits(capsys):
    workflow = load(WORKFLOW.read_text())
    job, planner, plan = _shards_and_plan(workflow)
    assert job["strategy"]["matrix"] == f"${{{{ fromJSON(needs.{planner}.outputs.matrix) }}}}"
    assert job["strategy"]["fail-fast"] is False and job["timeout-minutes"]
    (step,) = [s for s in plan["steps"] if s.get("id") and "JSON=1" in s.get("run", "")]
    assert "make -s shard PROFILE=full" in step["run"] and "$GITHUB_OUTPUT" in step["run"]
    assert plan["outputs"]["matrix"] == f"${{{{ steps.{step['id']}.outputs.matrix }}}}"
    assert "full_shards" in plan["if"] and "FULL_SHARDS" in plan["if"]  # asked for, never by default
    assert workflow["on"]["workflow_dispatch"]["inputs"]["full_shards"]["default"] == "0"
    # every matrix.<key> the shard job reads is a key of what the command emits
    from generator import cli  # in this process, as `python -m generator` runs it: no second import of torch

    capsys.readouterr()
    assert cli.main(["shard", "--profile", "full", "--shards", "3", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)["include"]
    read = set(re.findall(r"matrix\.([a-z_]+)", json.dumps(job)))
    assert read and all(read <= set(e) for e in entries), read - set(entries[0])


def test_a_shard_job_measures_its_points_restores_and_keeps_its_part_and_uploads_it_even_when_cut():
    job, _, _ = _shards_and_plan(load(WORKFLOW.read_text()))
    (measure,) = steps_running(job, "make measure")
    for variable in ('POINT="$LAB_POINTS"', 'ONLY="$LAB_ONLY"', 'PROFILE="$LAB_PROFILE"', 'RESULTS="$RUNNER_TEMP/part"',
                     "TIME_LIMIT="):
        assert variable in measure["run"]
    assert measure["env"]["LAB_POINTS"] == "${{ matrix.points }}"
    restores, saves = steps_using(job, "actions/cache/restore"), steps_using(job, "actions/cache/save")
    (restore,) = [s for s in restores if "cache/results" in s["with"]["path"]]
    (save,) = [s for s in saves if "cache/results" in s["with"]["path"]]
    (upload,) = steps_using(job, "actions/upload-artifact")
    order = [job["steps"].index(s) for s in (restore, measure, save, upload)]
    assert order == sorted(order)
    assert restore["with"]["path"] == save["with"]["path"] and restore["with"]["key"] == save["with"]["key"]
    assert "${{ runner.temp }}/part" in restore["with"]["path"]
    # the compile caches the measure's workers use (isolate.worker_env), in an entry of their own restored from
    # this commit's earlier attempts only: a point stopped inside goes on from them, a new commit starts cold
    from generator.runner.isolate import worker_env

    env = worker_env(Path("cache"))
    compiled = {str(Path(env[var]).relative_to(Path("cache").resolve().parent))
                for var in ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR") if Path(env[var]).is_relative_to(Path("cache").resolve())}
    assert compiled, "the workers' compile caches are not under cache/ here (TORCHINDUCTOR_CACHE_DIR set?)"
    (compile_restore,) = [s for s in restores if s is not restore]
    (compile_save,) = [s for s in saves if s is not save]
    assert compiled <= set(compile_restore["with"]["path"].split()) and compile_restore["with"]["path"] == compile_save["with"]["path"]
    assert compile_restore["with"]["key"] == compile_save["with"]["key"] and compile_save["if"] == "${{ always() }}"
    assert job["steps"].index(compile_restore) < job["steps"].index(measure) < job["steps"].index(compile_save)
    assert all("${{ github.sha }}" in key for key in [compile_restore["with"]["key"],
                                                      *compile_restore["with"]["restore-keys"].splitlines()])
    assert "github.run_attempt" in save["with"]["key"]  # each attempt keeps its own; a re-run finds the latest
    assert "matrix.name" in restore["with"]["restore-keys"]
    assert save["if"] == "${{ always() }}" and "cancelled()" in upload["if"]  # a cut measure exits 1: both still run
    assert upload["with"]["name"] == "part-${{ matrix.name }}" and upload["with"]["path"] == "${{ runner.temp }}/part/"


def test_the_site_job_combines_the_parts_into_the_full_profile_bundle_before_it_publishes():
    workflow = load(WORKFLOW.read_text())
    site = workflow["jobs"]["site"]
    job_name = next(iter(shard_jobs(workflow)))
    (download,) = [s for s in steps_using(site, "actions/download-artifact") if s["with"]["pattern"] == "part-*"]
    (combine,) = steps_running(site, "python -m generator combine")
    publish = steps_running(site, "generator --results results publish")[0]
    merge = steps_running(site, "scripts/merge_bundles.py")[0]
    order = [site["steps"].index(s) for s in (merge, download, combine, publish)]
    assert order == sorted(order)
    assert download["if"] == combine["if"] == f"needs.{job_name}.result != 'skipped'"
    assert download["with"]["path"].replace("${{ runner.temp }}", "$RUNNER_TEMP") in combine["run"]
    assert 'into="results/full/' in combine["run"]


# --- the merge ------------------------------------------------------------------------------

def merge(*args: str | Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(MERGE), *map(str, args)], capture_output=True, text=True, timeout=120)


def fake_bundle(path: Path, rows: str = "experiment,value\na,1\n") -> Path:
    path.mkdir(parents=True)
    (path / "bundle.json").write_text('{"schema_version": 3}')
    (path / "rows.csv").write_text(rows)
    return path


def bundles_in(results: Path) -> list[str]:
    return sorted(p.parent.relative_to(results).as_posix() for p in results.rglob("bundle.json"))


def throwaway_checkout(dest: Path) -> Path:
    """This working tree's files (results/ aside) in a fresh git repository with one commit."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split("\0")
    for rel in listed:
        if rel and not rel.startswith("results/") and (ROOT / rel).is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, dest / rel)
    for cmd in (["init", "-q"], ["add", "-A"], ["-c", "commit.gpgsign=false", "commit", "-q", "-m", "copy"]):
        subprocess.run(["git", *cmd], cwd=dest, check=True, env={**os.environ, **GIT_IDENTITY})
    return dest


def git_show(repo: Path, spec: str) -> str:
    return subprocess.run(["git", "show", spec], cwd=repo, capture_output=True, text=True, check=True).stdout


def test_bundles_from_three_runners_merge_and_publish_one_version_per_release(tmp_path):
    artifacts = tmp_path / "artifacts"
    for name in RUNNERS:  # as download-artifact lays them out: one folder per artifact
        shutil.copytree(ROOT / "results" / name, artifacts / f"bundle-{name}" / name)
    merged = tmp_path / "results"
    done = merge(artifacts, merged)
    assert done.returncode == 0, done.stderr
    assert bundles_in(merged) == sorted(RUNNERS)
    for name in RUNNERS:
        assert (merged / name / "rows.csv").read_bytes() == (ROOT / "results" / name / "rows.csv").read_bytes()
    repo = throwaway_checkout(tmp_path / "repo")  # mike commits to its gh-pages, not to this repository's
    published = subprocess.run([sys.executable, "-m", "generator", "--results", str(merged), "publish"], cwd=repo,
                               capture_output=True, text=True, timeout=600, env={**os.environ, **GIT_IDENTITY})
    assert published.returncode == 0, published.stderr[-4000:]
    versions = {v["version"]: v for v in json.loads(git_show(repo, "gh-pages:versions.json"))}
    assert sorted(versions) == ["2.11", "2.13", "2.14"]
    assert versions["2.14"]["aliases"] == ["latest"] and "NVIDIA H200" in versions["2.11"]["title"]
    assert 'url=2.11/' in git_show(repo, "gh-pages:index.html")  # opens at the newest release on a GPU
    for version in versions:
        assert "<html" in git_show(repo, f"gh-pages:{version}/index.html")


def test_two_artifacts_that_disagree_on_a_bundle_stop_the_merge_before_any_write(tmp_path):
    fake_bundle(tmp_path / "artifacts" / "bundle-a" / "cpu-x-torch2.13.0")
    fake_bundle(tmp_path / "artifacts" / "bundle-b" / "cpu-x-torch2.13.0", rows="experiment,value\na,2\n")
    fake_bundle(tmp_path / "artifacts" / "bundle-b" / "nvidia-h200-torch2.11.0")
    done = merge(tmp_path / "artifacts", tmp_path / "results")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().splitlines() == ["error: artifacts bundle-a and bundle-b both carry bundle "
                                                "cpu-x-torch2.13.0 with different content; rename or drop one of them"]
    assert not (tmp_path / "results").exists()


def test_no_bundle_at_all_is_one_line_and_exit_2(tmp_path):
    (tmp_path / "artifacts" / "bundle-a").mkdir(parents=True)
    (tmp_path / "artifacts" / "bundle-a" / "measure.log").write_text("killed\n")
    for root in (tmp_path / "artifacts", tmp_path / "nothing-downloaded"):
        done = merge(root, tmp_path / "results")
        assert done.returncode == 2
        (line,) = done.stderr.strip().splitlines()
        assert line.startswith("error: no bundle") and str(root) in line


def test_identical_copies_merge_once_keeping_their_paths_and_leaving_hidden_remains_behind(tmp_path):
    artifacts = tmp_path / "artifacts"
    for artifact in ("bundle-a", "bundle-b"):
        fake_bundle(artifacts / artifact / "cpu-x-torch2.13.0")
    fake_bundle(artifacts / "bundle-b" / "reruns" / "cpu-x-torch2.13.0" / "run2")
    fake_bundle(artifacts / "bundle-b" / ".cpu-y-torch2.13.0.tmp-123")  # an unfinished write
    done = merge(artifacts, tmp_path / "results")
    assert done.returncode == 0, done.stderr
    assert bundles_in(tmp_path / "results") == ["cpu-x-torch2.13.0", "reruns/cpu-x-torch2.13.0/run2"]


def test_a_different_bundle_already_in_results_is_replaced_only_when_asked_and_said(tmp_path):
    fake_bundle(tmp_path / "artifacts" / "bundle-a" / "cpu-x-torch2.13.0", rows="experiment,value\na,2\n")
    committed = fake_bundle(tmp_path / "results" / "cpu-x-torch2.13.0")
    refused = merge(tmp_path / "artifacts", tmp_path / "results")
    assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1
    assert "--replace" in refused.stderr and (committed / "rows.csv").read_text().endswith("a,1\n")
    replaced = merge(tmp_path / "artifacts", tmp_path / "results", "--replace")
    assert replaced.returncode == 0, replaced.stderr
    assert replaced.stdout.startswith("replaced") and (committed / "rows.csv").read_text().endswith("a,2\n")
    assert sorted(p.name for p in (tmp_path / "results").iterdir()) == [".lock", "cpu-x-torch2.13.0"]
    again = merge(tmp_path / "artifacts", tmp_path / "results")  # the same content: nothing to do
    assert again.returncode == 0 and again.stdout.startswith("unchanged")


@pytest.mark.parametrize("layout", ["bundle at the artifact's top", "interrupted write in results"])
def test_layouts_that_would_lose_a_bundles_name_or_content_are_refused(tmp_path, layout):
    if layout == "bundle at the artifact's top":
        fake_bundle(tmp_path / "artifacts" / "bundle-a")
    else:
        fake_bundle(tmp_path / "artifacts" / "bundle-a" / "cpu-x-torch2.13.0")
        fake_bundle(tmp_path / "results" / ".cpu-x-torch2.13.0.old")
    done = merge(tmp_path / "artifacts", tmp_path / "results")
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "results" / "cpu-x-torch2.13.0").exists()

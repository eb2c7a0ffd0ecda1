#!/usr/bin/env bash
# One full measure stage on a GPU machine from cold caches, through the README's own path
# (`make measure`, set-up included), packed for transfer.
# Usage on the GPU machine: bash scripts/device_report.sh OUTDIR [make variables, e.g. PROFILE=quick]
# RESULTS (default results) is where the bundle goes, e.g. scratch/run2 for a re-run; WHEELS
# (default .whl) the directory of wheels for what the machine's python lacks (it has no index).
# Every run gets new, empty cache directories (a warm machine keeps cache/ between calls), so
# each run starts cold. Writes OUTDIR/results.tgz, measure.log, time.txt, env.txt, gpu.txt and tuning.tgz.
# MEASURE_LIMIT_S (default 540) is the measure stage's TIME_LIMIT: it stops in time for the
# packing, and the bundle then holds what finished and names the rest, and RESULTS/.journal each
# finished process of the points cut short. FORCE (default 1) measures every point again; FORCE=
# with the RESULTS folder of a cut run carried over goes on from it: only the processes its points
# lack run (on a fresh machine, from cold caches).
set -u
out=${1:?usage: device_report.sh OUTDIR [make variables...]}
shift
results=${RESULTS:-results}
# CACHE_DIR: a cache folder kept between this machine's commands, so that a run going on from a cut
# one (FORCE=) on the same warm machine finds the caches its first command filled; emptied when
# FORCE is set. Without it, a new empty folder.
force=${FORCE-1}
if [ -n "${CACHE_DIR:-}" ]; then
  cache=$CACHE_DIR
  if [ -n "$force" ]; then rm -rf "$cache"; fi
  mkdir -p "$cache"
else
  cache=$(mktemp -d /tmp/lab-cache-XXXXXX)
fi
export PYTHONUNBUFFERED=1
# cold means cold: caches the image may point elsewhere would survive between runs
env | grep -E '^(TORCH|TRITON|CUPY|PYTHON|CUDA)[A-Z_]*=' | sort > "$out/env.txt"
unset TORCHINDUCTOR_CACHE_DIR TRITON_CACHE_DIR CUPY_CACHE_DIR
nvidia-smi --query-gpu=name,uuid,driver_version,clocks.sm,temperature.gpu --format=csv | tee "$out/gpu.txt"
start=$(date +%s)
make measure WHEELS="${WHEELS:-.whl}" FORCE="$force" TIME_LIMIT="${MEASURE_LIMIT_S:-540}" \
  RESULTS="$results" CACHE="$cache" "$@" 2>&1 | tee "$out/measure.log"
echo "make measure: $(( $(date +%s) - start )) s (wall clock, set-up and process start-up included)" | tee "$out/time.txt"
tar czf "$out/results.tgz" "$results"/nvidia-* $(test -d "$results/.journal" && echo "$results/.journal")
# each process's kernel launch picks (generator/runner/worker.py keep_launch_tuning), for comparing processes
test -d "$cache/launch-tuning" && tar czf "$out/tuning.tgz" -C "$cache" launch-tuning || true

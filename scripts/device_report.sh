#!/usr/bin/env bash
# One full measure stage on the GPU machine from cold caches, packed for transfer.
# Usage on the GPU machine: bash scripts/device_report.sh OUTDIR [measure options...]
# RESULTS (default results) is where the bundle goes, e.g. scratch/rerun2 for a re-run.
# Every run gets new, empty cache directories (a warm machine keeps cache/ between calls), so
# each run starts cold. Writes OUTDIR/results.tgz, OUTDIR/measure.log and OUTDIR/time.txt.
# MEASURE_LIMIT_S (default 540) interrupts the stage in time for the packing: the bundle then
# holds what finished (experiments cut short keep the processes that ran), and the log says so.
set -u
out=${1:?usage: device_report.sh OUTDIR [measure options...]}
shift
results=${RESULTS:-results}
cache=$(mktemp -d /tmp/lab-cache-XXXXXX)
export PYTHONUNBUFFERED=1
# cold means cold: caches the image may point elsewhere would survive between runs
env | grep -E '^(TORCH|TRITON|CUPY|PYTHON|CUDA)[A-Z_]*=' | sort > "$out/env.txt"
unset TORCHINDUCTOR_CACHE_DIR TRITON_CACHE_DIR CUPY_CACHE_DIR
nvidia-smi --query-gpu=name,uuid,driver_version,clocks.sm,temperature.gpu --format=csv | tee "$out/gpu.txt"
start=$(date +%s)
timeout -s INT "${MEASURE_LIMIT_S:-540}" python3 -m generator --results "$results" --cache "$cache" \
  measure --force "$@" 2>&1 | tee "$out/measure.log"
echo "measure stage: $(( $(date +%s) - start )) s (wall clock, process start-up included)" | tee "$out/time.txt"
tar czf "$out/results.tgz" "$results"/nvidia-*

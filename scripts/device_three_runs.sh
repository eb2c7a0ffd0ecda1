#!/usr/bin/env bash
# Repeated runs of one experiment in fresh processes, for `python -m generator spread`.
# Usage on the GPU machine: bash scripts/device_three_runs.sh OUTDIR [RUNS] [EXPERIMENT]
# Run N writes scratch/spread/runN/ and OUTDIR/runN.tgz; then, here:
#   python -m generator spread scratch/spread/run*/nvidia-*
set -u
out=${1:?usage: device_three_runs.sh OUTDIR [RUNS] [EXPERIMENT]}
runs=${2:-3}
experiment=${3:-one_line_speedup}
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv | tee "$out/gpu.txt"
for n in $(seq 1 "$runs"); do
  dir=scratch/spread/run$n
  start=$(date +%s)
  timeout -s INT "${RUN_LIMIT_S:-190}" python3 -m generator --results "$dir" measure --only "$experiment" --force \
    2>&1 | tee "$out/measure-run$n.log"
  echo "run $n: measure stage took $(( $(date +%s) - start )) s" | tee -a "$out/times.txt"
  tar czf "$out/run$n.tgz" "$dir"
done

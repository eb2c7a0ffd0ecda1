#!/usr/bin/env bash
# Three complete measure runs of the GPU profile in fresh processes, for the spread check.
# Run 1 writes results/ (the bundle to commit); runs 2 and 3 write scratch/runN/.
# Usage on the GPU machine: bash scripts/device_three_runs.sh OUTDIR
set -u
out=${1:?usage: device_three_runs.sh OUTDIR}
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv | tee "$out/gpu.txt"
for n in 1 2 3; do
  dir=results; [ "$n" = 1 ] || dir=scratch/run$n
  start=$(date +%s)
  python3 -m generator --results "$dir" measure --force 2>&1 | tee "$out/measure-run$n.log"
  echo "run $n: measure stage took $(( $(date +%s) - start )) s" | tee -a "$out/times.txt"
  tar czf "$out/run$n.tgz" "$dir"
done

#!/usr/bin/env bash
# The reference run on the GPU machine: the measure stage from cold caches, packed for transfer.
# Usage on the GPU machine: bash scripts/device_report.sh OUTDIR [measure options...]
# Writes OUTDIR/results.tgz (the results/ folder), OUTDIR/measure.log and OUTDIR/time.txt.
# MEASURE_LIMIT_S (default 540) interrupts the stage in time for the packing: the bundle then
# holds the experiments that finished, and the log names the rest.
set -u
out=${1:?usage: device_report.sh OUTDIR [measure options...]}
shift
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv | tee "$out/gpu.txt"
start=$(date +%s)
timeout -s INT "${MEASURE_LIMIT_S:-540}" python3 -m generator measure "$@" 2>&1 | tee "$out/measure.log"
echo "measure stage: $(( $(date +%s) - start )) s (wall clock, process start-up included)" | tee "$out/time.txt"
tar czf "$out/results.tgz" results/

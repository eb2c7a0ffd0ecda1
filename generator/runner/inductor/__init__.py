"""The one place that touches private PyTorch APIs (Dynamo counters, Inductor code capture, compile
caches, compile logs, PyTorch's accuracy checker), one module per concern, all reached as `inductor.<name>`.

A release that moves one of these breaks this package only, and the grid point that called it is
recorded as failed with the error.
"""

from __future__ import annotations

from generator.runner.inductor.accuracy import Checked, check_each, same
from generator.runner.inductor.caches import (
    private_cache_dir, kept_cache_dir, cache_dir, cache_dir_bytes, without_compile_caches,
)
from generator.runner.inductor.compiler import (
    reset, clear_counters, counters, call_and_capture_code, structured_trace, kernel_estimates,
    compile_config, PROVENANCE_LEVEL, provenance, cache_counters, import_compiler,
    clear_compile_records, compile_records, default_recompile_limit, recompile_limit, mark_dynamic,
    first_line, break_reasons, Explained, explain, explain_article_form, cudagraph_skips,
    capture_output_code, graph_break_reasons,
)
from generator.runner.inductor.logs import (
    dynamo_warnings, break_and_recompile_log, LOG_SETTINGS, compile_logs,
)

__all__ = [
    "Checked",
    "Explained",
    "LOG_SETTINGS",
    "PROVENANCE_LEVEL",
    "break_and_recompile_log",
    "break_reasons",
    "cache_counters",
    "cache_dir",
    "cache_dir_bytes",
    "call_and_capture_code",
    "capture_output_code",
    "check_each",
    "clear_compile_records",
    "clear_counters",
    "compile_config",
    "compile_logs",
    "compile_records",
    "counters",
    "cudagraph_skips",
    "default_recompile_limit",
    "dynamo_warnings",
    "explain",
    "explain_article_form",
    "first_line",
    "graph_break_reasons",
    "import_compiler",
    "kept_cache_dir",
    "kernel_estimates",
    "mark_dynamic",
    "private_cache_dir",
    "provenance",
    "recompile_limit",
    "reset",
    "same",
    "structured_trace",
    "without_compile_caches",
]

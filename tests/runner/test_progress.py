"""generator/runner/progress.py: a measure stage's progress in plain lines (CI) or a live bar (terminal)."""

from __future__ import annotations

import io

from generator.runner import progress


def test_off_a_terminal_each_finished_point_carries_the_count_elapsed_and_time_left():
    out = io.StringIO()
    with progress.run(4, out):
        progress.emit("process 1: one_line_speedup")
        progress.emit("  [one_line_speedup process 1] 1/2 batch=1: ok (0.5 s)")
        progress.emit("  [one_line_speedup process 1] 2/2 batch=64: failed (0.1 s)")
    lines = out.getvalue().splitlines()
    assert lines[0] == "process 1: one_line_speedup"  # not a point: printed as it is
    assert lines[1].endswith("[1/4 points · 0:00 elapsed · about 0:00 left]")
    assert "[2/4 points" in lines[2]
    assert lines[-1].startswith("measured 2/4 points")


def test_a_terminal_gets_a_live_bar_and_the_lines_above_it():
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Tty()
    with progress.run(2, out) as run:
        assert run.bar is not None  # rich draws it
        progress.emit("  [training process 2] 1/2 model=mlp size=reference: ok (1.3 s)")
    assert run.done == 1
    text = out.getvalue()
    assert "model=mlp size=reference: ok (1.3 s)" in text and "measured 1/2 points" in text


def test_outside_a_run_lines_go_to_stderr_unchanged(capsys):
    progress.emit("  [x process 1] 1/1 a=1: ok (0.1 s)")
    assert capsys.readouterr().err == "  [x process 1] 1/1 a=1: ok (0.1 s)\n"

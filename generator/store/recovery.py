"""Bundle writes a kill interrupted (`bundle.write`), finished or undone before results are used."""

from __future__ import annotations

import shutil
from pathlib import Path

from generator.store.bundle import OLD_MARK, TMP_MARK


def recover(results_dir: Path) -> list[str]:
    """Finish or undo bundle writes a kill interrupted; what was done, one line each.

    A write swaps the new bundle in with two renames (previous → .<name>.old, new → <name>).
    Killed between them, only .old is left: it is put back (the new results are in the result
    cache, so measuring again reuses them). Killed after them, .old is a leftover: removed.
    A .<name>.tmp-* directory is a write that never finished: removed. Call it holding the
    results directory's lock, so that no write in progress is taken for a dead one.
    """
    results_dir = Path(results_dir)
    done = []
    if not results_dir.is_dir():
        return done
    for entry in sorted(results_dir.iterdir()):
        name = entry.name
        if not (name.startswith(".") and entry.is_dir()):
            continue
        if name.endswith(OLD_MARK):
            target = results_dir / name[1:-len(OLD_MARK)]
            if target.exists():
                shutil.rmtree(entry, ignore_errors=True)
                done.append(f"removed {entry}, left over from a finished bundle write")
            else:
                entry.rename(target)
                done.append(f"restored {target} from {entry}: a bundle write was interrupted between "
                            "its two renames (results measured by that run are in the result cache)")
        elif TMP_MARK in name:
            shutil.rmtree(entry, ignore_errors=True)
            done.append(f"removed {entry}, an unfinished bundle write")
    return done

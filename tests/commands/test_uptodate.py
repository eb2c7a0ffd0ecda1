"""A no-change report: the digest of its inputs, and the report that returns without measuring."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.commands import report as report_cmd
from generator.commands import uptodate


def _options(tmp_path: Path) -> dict:
    return {"results": tmp_path / "results", "site": tmp_path / "site", "profile": None}


def test_the_digest_moves_with_a_bundle_an_option_or_the_code(tmp_path, monkeypatch):
    results = tmp_path / "results"
    (results / "dev-torch2.13.0").mkdir(parents=True)
    rows = results / "dev-torch2.13.0" / "rows.csv"
    rows.write_text("a,b\n1,2\n")
    (results / ".lock").write_text("")
    first = uptodate.digest(_options(tmp_path), results)
    assert uptodate.digest(_options(tmp_path), results) == first
    (results / ".lock").write_text("pid 1")  # hidden bookkeeping does not count
    assert uptodate.digest(_options(tmp_path), results) == first
    rows.write_text("a,b\n1,3\n")
    assert uptodate.digest(_options(tmp_path), results) != first
    changed = uptodate.digest(_options(tmp_path), results)
    assert uptodate.digest({**_options(tmp_path), "profile": "full"}, results) != changed
    monkeypatch.setattr(uptodate, "PACKAGES", ("no-such-package-here",))
    assert uptodate.digest(_options(tmp_path), results) != changed  # another environment


def test_a_second_report_with_nothing_changed_measures_and_builds_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(uptodate, "STAMPS", tmp_path / "stamps")
    site = tmp_path / "site"
    calls = []

    def full_report(**kw):
        calls.append(kw)
        site.mkdir(exist_ok=True)
        (site / "index.html").write_text("<html></html>")
        return 1  # e.g. an experiment failed: the no-change report says the same

    monkeypatch.setattr(report_cmd, "_report", full_report)
    args = dict(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", site_dir=site)
    (tmp_path / "results").mkdir()
    assert report_cmd.report(**args) == 1 and len(calls) == 1
    assert report_cmd.report(**args) == 1 and len(calls) == 1
    assert "Nothing changed since the last report" in capsys.readouterr().err
    assert report_cmd.report(**args, force=True) == 1 and len(calls) == 2  # FORCE=1 always runs
    (site / "index.html").unlink()  # the site is gone: a full report again
    assert report_cmd.report(**args) == 1 and len(calls) == 3


def test_a_report_that_stops_half_way_leaves_no_stamp(tmp_path, monkeypatch):
    monkeypatch.setattr(uptodate, "STAMPS", tmp_path / "stamps")
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<html></html>")
    (tmp_path / "results").mkdir()
    args = dict(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", site_dir=site)
    monkeypatch.setattr(report_cmd, "_report", lambda **kw: 0)
    report_cmd.report(**args)

    def interrupted(**kw):
        raise KeyboardInterrupt

    monkeypatch.setattr(report_cmd, "_report", interrupted)
    with pytest.raises(KeyboardInterrupt):
        report_cmd.report(**args, force=True)
    assert uptodate.unchanged(uptodate.digest({}, tmp_path / "results"), site) is None
    assert not list((tmp_path / "stamps").iterdir())


def test_the_sites_inputs_move_with_a_bundle_and_the_release(tmp_path):
    from generator.commands import build

    results = tmp_path / "results"
    (results / "dev").mkdir(parents=True)
    (results / "dev" / "bundle.json").write_text("{}")
    first = build.site_inputs(results, None)
    assert build.site_inputs(results, None) == first
    assert build.site_inputs(results, "2.13") != first
    (results / "dev" / "bundle.json").write_text('{"x": 1}')
    assert build.site_inputs(results, None) != first


def test_the_journal_of_a_cut_measure_and_other_hidden_bookkeeping_never_change_the_site_s_inputs(tmp_path):
    import hashlib

    from generator.commands.uptodate import add_files

    (tmp_path / "bundle").mkdir()
    (tmp_path / "bundle" / "bundle.json").write_text("{}")

    def digest() -> str:
        h = hashlib.sha256()
        add_files(h, [tmp_path])
        return h.hexdigest()

    before = digest()
    record = tmp_path / ".journal" / "bundle" / "default" / "toy" / "k1" / "0.json.gz"
    record.parent.mkdir(parents=True)
    record.write_bytes(b"a process's record")
    assert digest() == before
    (tmp_path / "bundle" / "bundle.json").write_text('{"changed": 1}')
    assert digest() != before

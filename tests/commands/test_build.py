"""The staged MkDocs config of `generator build` / `publish`: what SITE_URL puts in it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator import cli
from generator.commands import build
from generator.schema import LabError
from generator.store import bundle as bundle_store

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "bundles"


def _staged_config(stage: Path) -> dict:
    bundle = bundle_store.read(FIXTURES / "cpu")
    return yaml.safe_load(build.render([bundle], bundle.release, stage).read_text())


def test_site_url_from_the_environment_goes_into_the_staged_config(tmp_path, monkeypatch):
    """With it, sitemap.xml has full addresses and mike's version selector keeps the page."""
    monkeypatch.setenv("SITE_URL", "https://org.github.io/lab/")
    assert _staged_config(tmp_path)["site_url"] == "https://org.github.io/lab/"


def test_without_site_url_the_staged_config_has_none(tmp_path, monkeypatch):
    monkeypatch.delenv("SITE_URL", raising=False)
    assert "site_url" not in _staged_config(tmp_path)
    monkeypatch.setenv("SITE_URL", "")  # `make publish SITE_URL=` is unset too
    assert "site_url" not in _staged_config(tmp_path)


@pytest.mark.parametrize("value", ["org.github.io/lab/", "ftp://org.github.io/lab/", "/lab/"])
def test_a_site_url_that_is_no_web_address_is_one_line_naming_it(value, monkeypatch, capsys):
    monkeypatch.setenv("SITE_URL", value)
    with pytest.raises(LabError, match="SITE_URL"):
        build.site_url()
    assert cli.main(["--results", str(FIXTURES / "cpu"), "build", "--site", "/nonexistent/site"]) == 2
    message = capsys.readouterr().err
    assert message.startswith("error: SITE_URL=") and "https://" in message and message.count("\n") == 1

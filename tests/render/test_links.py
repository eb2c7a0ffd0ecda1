"""A built site links nothing it does not have: every internal href and src of every page, of the
compile reports' pages as they open (packed, decompressed) and of the files they open in the viewer."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, unquote, urljoin, urlsplit

from generator.render import packed

HOST = "http://site.test/"
NOT_FILES = ("data:", "mailto:", "javascript:", "#")


class _References(HTMLParser):
    """A page's <base> and every address it names: href, src, and a packed page's data-page."""

    def __init__(self) -> None:
        super().__init__()
        self.base: str | None = None
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if tag == "base" and name == "href":
                self.base = value or ""
            elif name in ("href", "src", "data-page") and value is not None:
                self.found.append(value)


def broken_links(site: Path) -> tuple[int, list[str]]:
    """How many internal links the site's pages hold, and each that leads nowhere ('page: link').

    Links resolve as a browser resolves them, from the page's address (a packed page opens at the
    address of its small page) or its <base>. A page with a <base> is refused too: link checkers
    disagree on how one applies, and tlparse's <base href=".."> was read as 201 links to
    traces/<experiment>/, a folder with no page.
    A link to the packed-file viewer leads somewhere only where the file it names is beside it."""
    links, broken = 0, []
    for page in sorted(site.rglob("*.html")):
        refs = _References()
        refs.feed(packed.opened(page))
        where = page.relative_to(site).as_posix()
        start = HOST + where
        if refs.base is not None:
            broken.append(f"{where}: <base href={refs.base!r}>")
            start = urljoin(start, refs.base)
        for link in refs.found:
            address = urlsplit(urljoin(start, link))
            if link.startswith(NOT_FILES) or f"{address.scheme}://{address.netloc}/" != HOST:
                continue
            links += 1
            target = site / unquote(address.path).lstrip("/")
            there = target.is_file() or (target.is_dir() and (target / "index.html").is_file())
            if there and target.name == packed.VIEWER:
                there = all((target.parent / name).is_file() for name in parse_qs(address.query).get("f", ["-"]))
            if not there:
                broken.append(f"{where}: {link}")
    return links, broken


def test_every_internal_link_of_a_site_leads_to_a_file_it_has(fixture_site):
    links, broken = broken_links(fixture_site)
    assert not broken, "\n".join(broken[:20])
    # the walk saw the compile reports' pages and the files they open, not the site's pages alone
    stubs = [p for p in fixture_site.rglob("*.html") if packed.opened(p) != p.read_text()]
    assert len({p.parent.name for p in stubs if p.name.startswith("compilation_metrics")}) >= 2  # a page per compile
    assert list(fixture_site.glob(f"devices/*/{packed.STORE}/*.txt.gz")) and links > 200


def test_a_link_to_a_missing_file_a_missing_packed_file_or_a_base_is_found(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "there.txt").write_text("x")
    (tmp_path / "a" / packed.VIEWER).write_text("viewer")
    (tmp_path / "a" / "index.html").write_text(
        '<a href="there.txt">ok</a><a href="../a/">ok</a><a href="https://pytorch.org/">elsewhere</a>'
        '<a href="gone.txt">gone</a><a href="view.html?f=0123456789abcdef.txt.gz&amp;name=x">packed, gone</a>')
    (tmp_path / "b.html").write_text('<head><base href=".."></head><a href="a/there.txt">ok</a>')
    links, broken = broken_links(tmp_path)
    assert links == 5
    assert broken == ["a/index.html: gone.txt", "a/index.html: view.html?f=0123456789abcdef.txt.gz&name=x",
                      "b.html: <base href='..'>"]

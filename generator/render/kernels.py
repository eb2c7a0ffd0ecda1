"""The kernel listing of an experiment on one device: per grid point, the device kernels each
variant ran per call (profiler times, rates against the measured ceilings, where each came from)
and the code Inductor generated, kernel by kernel. One page, or an index with a page per grid point
once one page would be too heavy (kernels_pages)."""

from __future__ import annotations

import html
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from generator.kernels import extern_calls, kernels_in_output_code
from generator.render import markdown as md
from generator.render import traces
from generator.render.experiment import anchor, failures, first_line, label, skipped_lines
from generator.render.measured import cpu_banner
from generator.render.traces import TraceReport
from generator.schema import ExperimentResult, params_key, point_slug
from generator.store.bundle import Bundle, ran

# Generated kernels whose source a point's listing prints, those with the most GPU time per call
# first, where the point has a compile report (which holds every module): a real model generates
# a hundred or more, and printing them all made resnet18's kernel page 3.8 MB.
MAX_LISTED = 12
# A kernel listing is one page up to this much Markdown, and past it an index with a page per grid
# point: the full-profile model suite's single page reached 6.4 MB of HTML at 17 points, too heavy
# to load and scroll.
SPLIT_KERNELS_ABOVE = 1_000_000


def _peak_for(kernel: Mapping[str, Any], peaks: Mapping[str, float]) -> tuple[str, float] | None:
    """The matmul ceiling a GEMM is held against: fp32 for fp32 kernels (by name), else bf16.

    A name that names 16-bit operands is a 16-bit GEMM whatever it accumulates in: CUTLASS's
    'tensorop_bf16_s1688gemm_bf16' takes bf16 and accumulates in fp32 ('s'), where a bare
    'tensorop_s1688gemm' takes fp32 (TF32 on the tensor cores)."""
    name = kernel["name"].lower()
    half = any(tag in name for tag in ("f16", "hgemm", "_h1688", "_h16816"))  # "f16" also in bf16, fp16
    fp32 = not half and any(tag in name for tag in ("f32f32", "sgemm", "fp32", "_s1688", "tf32"))
    for dtype in (("fp32",) if fp32 else ("bf16", "fp32")):
        if peaks.get(f"matmul_tflops_{dtype}"):
            return dtype, peaks[f"matmul_tflops_{dtype}"]
    return None


ABOVE_MARK = " †"
ABOVE_NOTE = ("\n† Above the ceiling measured at the start of the run. A kernel's bytes are Inductor's estimate, "
              "which counts every read as coming from memory: reads served from L2 (small or reused tensors) "
              "make the rate look higher than a copy through HBM can go.\n")


def _rate(kernel: Mapping[str, Any], peaks: Mapping[str, float]) -> tuple[str, str, str, str]:
    """MB per call, achieved GB/s and TFLOP/s, and the share of the measured ceiling.

    bytes are per launch (Inductor's estimate), flops and time_us per call of the model.
    """
    seconds = kernel["time_us"] * 1e-6
    per_call = kernel["bytes"] * kernel["calls"] if kernel.get("bytes") else None
    size = md.num(per_call / 1e6) if per_call else "–"
    gbps = tflops = share = "–"
    if per_call and seconds:
        rate = per_call / seconds / 1e9
        gbps = md.num(rate)
        if peaks.get("copy_gbps"):
            share = f"{rate / peaks['copy_gbps']:.0%} of copy" + (ABOVE_MARK if rate > peaks["copy_gbps"] else "")
    if kernel.get("flops") and seconds:
        rate = kernel["flops"] / seconds / 1e12
        tflops = md.num(rate)
        peak = _peak_for(kernel, peaks)
        if peak:
            share = f"{rate / peak[1]:.0%} of {peak[0]} matmul" + (ABOVE_MARK if rate > peak[1] else "")
    return size, gbps, tflops, share


def source_cell(lines: Sequence[str]) -> str:
    """The source lines a kernel came from (Inductor's provenance tracking), the first MAX_SOURCES."""
    if not lines:
        return "–"
    # the module's file name, not its package path: the column is narrow beside nine others
    shown = "<br>".join(md.code(_short(line)[:90], "src") for line in lines[:traces.MAX_SOURCES])
    return shown + (f"<br>+{len(lines) - traces.MAX_SOURCES} more" if len(lines) > traces.MAX_SOURCES else "")


def _short(line: str) -> str:
    """'pkg/sub/mod.py:12  code' as 'mod.py:12 code'."""
    where, _, code = line.partition("  ")
    return f"{where.rsplit('/', 1)[-1]} {code}".rstrip()


def kernel_table(rows: Sequence[Mapping[str, Any]], peaks: Mapping[str, float],
                 sources: Mapping[str, Sequence[str]] | None = None) -> str:
    """Per device kernel of one grid point: kind, launches, time, bytes, rates, share of peak, and,
    where the compile tracked provenance, the source lines each generated kernel came from."""
    body = []
    for k in rows:
        size, gbps, tflops, share = _rate(k, peaks)
        body.append([k["variant"], md.code(k["name"][:90], "kernel"), k["kind"], md.num(k["calls"]),
                     md.num(k["time_us"]), size, gbps, tflops, share])
    header = ["variant", "kernel", "kind", "launches/call", "GPU µs/call", "MB/call", "GB/s", "TFLOP/s",
              "% of measured peak"]
    marked = any(row[-1].endswith(ABOVE_MARK) for row in body)
    if sources:
        header.append("from (source line)")
        for row, k in zip(body, rows):
            row.append(source_cell(sources.get(k["name"], ())))
    table = md.table(header, body)
    if marked:
        table += ABOVE_NOTE
    return table


def _peaks_line(peaks: Mapping[str, float]) -> str:
    if not peaks:
        return "_The device's ceilings were not measured in this run, so no share of peak is given._\n"
    shown = {"copy_gbps": "copy {:.0f} GB/s", "matmul_tflops_bf16": "bf16 matmul {:.0f} TFLOP/s",
             "matmul_tflops_fp32": "fp32 matmul {:.1f} TFLOP/s"}
    parts = [fmt.format(peaks[k]) for k, fmt in shown.items() if k in peaks]
    return ("Ceilings measured at the start of this run (best of repeated runs): " + ", ".join(parts) +
            ". Bytes are Inductor's own estimate for its kernels (reads + writes per launch, times "
            "launches per call); FLOPs are the profiler's count for the matrix product that launched a "
            "kernel. A GEMM whose name says fp32 is held against the fp32 ceiling, any other against "
            "bf16.\n")


def kernels_pages(bundle: Bundle, result: ExperimentResult,
                  reports: Mapping[str, TraceReport] | None = None, *, stem: str = "") -> dict[str, str]:
    """The kernel listing by file name, relative to the results page: `stem`-kernels.md alone, or,
    where that would hold more than SPLIT_KERNELS_ABOVE characters, that page as an index and a
    page per grid point under `stem`-kernels/ (kernels_split tells which from the names).

    Per grid point that ran: per-kernel times and rates and the generated code (a failed point
    says why instead). Each kernel's source is listed once (_listing); the whole module where the
    point has no compile report, else a link to that report, which holds every module. Skipped
    points are named once per reason at the end. stem: the results page it links back to."""
    found = _Listing.of(bundle, result, reports or {}, stem or result.id)
    whole = found.whole()
    if len(whole) <= SPLIT_KERNELS_ABOVE:
        return {f"{found.stem}-kernels.md": whole}
    return found.split()


@dataclass(frozen=True)
class _Listing:
    """What every page of one experiment's kernel listing reads: per point (params_key) its kernels,
    per point slug its generated modules, and why failed points produced nothing."""

    bundle: Bundle
    result: ExperimentResult
    reports: Mapping[str, TraceReport]
    stem: str
    kernels: Mapping[str, list[dict]]
    codes: Mapping[str, list[tuple[str, str]]]
    failed: Mapping[str, str]

    @classmethod
    def of(cls, bundle: Bundle, result: ExperimentResult, reports: Mapping[str, TraceReport], stem: str) -> _Listing:
        """The listing of one result, its kernels and modules sorted by point."""
        kernels: dict[str, list[dict]] = defaultdict(list)
        for k in result.kernels:
            kernels[params_key(k["params"])].append(k)
        codes: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for name, text in sorted(result.artifacts.items()):
            if name.endswith(".py") and isinstance(text, str):
                slug, _, file = name.partition("/")
                codes[slug].append((file, text))
        return cls(bundle, result, reports, stem, kernels, codes, failures(result))

    @property
    def peaks(self) -> Mapping[str, float]:
        """The ceilings measured at the start of the run (none on a CPU)."""
        return self.bundle.header.get("peaks", {})

    @property
    def title(self) -> str:
        """The listing's title, its index page's."""
        return f"{self.result.title}: kernels"

    def points(self) -> list[dict[str, Any]]:
        """The grid points that ran, each with a section."""
        return [p["params"] for p in ran(self.result)]

    def tail(self) -> list[str]:
        """The skipped points, once per reason, at the end of the listing."""
        skips = skipped_lines(self.result)
        return ["## Grid points not run\n", *skips] if skips else []

    def point(self, params: dict[str, Any], split: bool, listed: dict[str, tuple[str, str]]) -> list[str]:
        """A point's section; listed: kernel source -> (its point's label, link) where first listed."""
        key, slug = params_key(params), point_slug(params)
        here = (label(params), f"{slug}.md#{anchor(params)}" if split else f"#{anchor(params)}")
        up = "../" if split else ""  # a point's own page sits a folder below the results page
        parts = [f"## {label(params)} {{#{anchor(params)}}}\n"]
        report = self.reports.get(slug)
        if report is not None and report.provenance:
            views = ", ".join(f"[graph {ident}]({up}{view})" for ident, view in report.provenance)
            parts.append("Which FX nodes and source lines each generated kernel came from (Inductor's provenance "
                         f"tracking), in tlparse's provenance view: {views}. A forward and backward compiled "
                         "together show as one graph, its backward.\n")
        if self.kernels.get(key):
            parts.append(kernel_table(self.kernels[key], self.peaks, report.sources if report is not None else None))
        if key in self.failed:
            parts.append(f"_Not measured here ({html.escape(first_line(self.failed[key]))})._\n")
        elif not self.codes.get(slug):
            parts.append("_No generated code captured for this point._\n")
        times = _gpu_times(self.kernels.get(key, []))
        for file, code in self.codes.get(slug, []):
            parts.append(_listing(file, code, report, listed, here, times,
                                  report_url=up + report.url if report is not None else None,
                                  plain=self.bundle.profile_of(self.result) == "full"))
        return parts

    def head(self, title: str, links: str, intro: str) -> list[str]:
        """A listing page's front matter, title, links and introduction."""
        fp = self.bundle.fingerprint
        # out of the search index: generated code would be most of it, and nobody searches it there
        return ["---\nsearch:\n  exclude: true\n---\n", f"# {title}\n",
                f"{fp['device_name']} · torch {fp['torch']} · {links}\n", cpu_banner(self.bundle), intro]

    def whole(self) -> str:
        """The listing as one page."""
        listed: dict[str, tuple[str, str]] = {}
        return "\n".join([
            *self.head(self.title, f"[back to results]({self.stem}.md)", "For each grid point: the device kernels "
                       "each variant ran per call (from the profiler) and the code Inductor generated for the "
                       "compiled variants.\n"),
            _peaks_line(self.peaks), *(line for params in self.points() for line in self.point(params, False, listed)),
            *self.tail()])

    def split(self) -> dict[str, str]:
        """The listing as an index and a page per grid point."""
        stem, pages, index, listed = self.stem, {}, [], {}
        for params in self.points():
            key, slug = params_key(params), point_slug(params)
            pages[f"{stem}-kernels/{slug}.md"] = "\n".join([
                *self.head(f"{self.title} at {label(params)}",
                           f"[all grid points](../{stem}-kernels.md) · [back to results](../{stem}.md)",
                           "The device kernels each variant ran per call at this grid point (from the profiler) and "
                           "the code Inductor generated for the compiled variants.\n"),
                _peaks_line(self.peaks), *self.point(params, True, listed)])
            said = (f"not measured ({html.escape(first_line(self.failed[key]))})" if key in self.failed
                    else ", ".join(dict.fromkeys(k["variant"] for k in self.kernels.get(key, []))))
            index.append(f"- [{label(params)}]({stem}-kernels/{slug}.md)" + (f": {said}" if said else ""))
        pages[f"{stem}-kernels.md"] = "\n".join([
            *self.head(self.title, f"[back to results]({stem}.md)",
                       f"A page per grid point that ran ({len(index)}), with the device kernels each variant ran per "
                       "call (from the profiler) and the code Inductor generated for the compiled variants; a kernel "
                       "whose source an earlier point's page lists links there.\n"),
            "\n".join(index) + "\n", *self.tail()])
        return pages


def kernels_split(pages: Mapping[str, str]) -> bool:
    """Whether kernels_pages gave a page per grid point."""
    return len(pages) > 1


def _gpu_times(rows: Sequence[Mapping[str, Any]]) -> dict[str, float]:
    """GPU µs per call of each kernel the profiler saw at a point, the largest over its variants."""
    times: dict[str, float] = {}
    for k in rows:
        if isinstance(k.get("time_us"), (int, float)) and k["time_us"] == k["time_us"]:
            times[k["name"]] = max(times.get(k["name"], 0.0), float(k["time_us"]))
    return times


def _listing(file: str, code: str, report: TraceReport | None = None,
             listed: dict[str, tuple[str, str]] | None = None, here: tuple[str, str] = ("", ""),
             times: Mapping[str, float] | None = None, report_url: str | None = None, plain: bool = False) -> str:
    """One output-code module: a summary line, each kernel folded, then the whole module (or,
    where the point has a compile report, a link to it: the report lists every module).

    listed: kernel sources already listed (grid points often generate the very same kernel), each
    with its point's label and link; a repeat links to the first listing instead of printing the
    source again (here: this point's label and link). times:
    GPU µs per call by kernel name; with a compile report, only the MAX_LISTED kernels with the
    most GPU time are printed, the others named with their time (their source is in the report).
    plain: the sources as plain text, not highlighted (a full-profile bundle's listings: many points
    of large models, where highlighting's markup made a page four to five times its text)."""
    listed = {} if listed is None else listed
    times = times or {}
    defined = kernels_in_output_code(code)
    ranked = sorted(defined, key=lambda k: -times.get(k.name, 0.0))
    timed = any(times.get(k.name) for k in defined)  # without GPU times (a CPU run) no order to cut by
    printed = {k.name for k in ranked[:MAX_LISTED]} if report is not None and timed else {k.name for k in defined}
    externs = extern_calls(code)
    summary = (f"`{file}`: Inductor generated {len(defined)} kernel(s)"
               + (f" and calls {len(externs)} library kernel(s) ({', '.join(sorted(set(externs)))})" if externs else "")
               + ".\n")
    blocks, named = [], []
    for k in defined:
        if k.name not in printed:
            named.append(f"`{k.name}` ({k.kind}" + (f", {md.num(times[k.name])} µs" if k.name in times else "") + ")")
            continue
        if k.source in listed:
            label, link = listed[k.source]
            blocks.append(f"- `{k.name}` ({k.kind}): the same source as listed at [{label}]({link}).\n")
            continue
        listed[k.source] = here
        came_from = report.sources.get(k.name, ()) if report is not None else ()
        origin = f", from {came_from[0].split('  ')[0]}" if came_from else ""
        blocks.append(md.details(f"{k.name} ({k.kind}{origin})",
                                 md.code_block(k.source, "text" if plain else "python" if k.name.startswith("triton")
                                               else "cpp")))
    if named:
        blocks.append(f"The other {len(named)} kernel(s), with less GPU time per call, are listed in the compile "
                      f"report: {', '.join(named)}.\n")
    if report is not None:
        whole = (f"The whole module, wrapper and kernels, is under *inductor_output_code* in this point's "
                 f"[compile report]({report_url or report.url}).\n")
    else:
        whole = md.details(f"Full output code: {file}", md.code_block(code, "text" if plain else "python"))
    return "\n".join([summary, *blocks, whole])

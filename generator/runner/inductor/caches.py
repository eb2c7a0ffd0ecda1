"""Inductor's and Triton's on-disk compile caches: where they are, how big, fresh or kept, or off."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import torch


@contextmanager
def private_cache_dir() -> Iterator[str]:
    """An empty, temporary Inductor cache directory (Triton's cache inside it) for the block.

    Inductor reads TORCHINDUCTOR_CACHE_DIR / TRITON_CACHE_DIR on each use and passes them on to
    its compile workers, so redirecting them in-process works; in-memory caches are cleared on
    entry and exit, so every compile inside is cold. The directory is deleted afterwards.
    """
    import torch._inductor.utils as iu

    fresh = getattr(iu, "fresh_cache", None) or iu.fresh_inductor_cache
    with fresh():
        yield cache_dir()


@contextmanager
def kept_cache_dir(path: str) -> Iterator[str]:
    """Inductor's and Triton's on-disk caches in `path` for the block, kept afterwards.

    Like private_cache_dir, but the directory stays: a first process compiles into an empty one
    (cold), and a later process that enters the same directory finds what it compiled (warm).
    In-memory caches are cleared on entry and exit, so only the directory decides.
    """
    import os

    import torch._inductor.utils as iu

    triton = os.path.join(path, "triton")
    os.makedirs(triton, exist_ok=True)
    saved = {k: os.environ.get(k) for k in ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR")}
    iu.clear_caches()
    os.environ["TORCHINDUCTOR_CACHE_DIR"], os.environ["TRITON_CACHE_DIR"] = path, triton
    try:
        yield path
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        iu.clear_caches()


def cache_dir() -> str:
    """The directory Inductor's on-disk caches use now (FX graphs, kernels, Triton binaries)."""
    from torch._inductor.runtime.cache_dir_utils import cache_dir as inductor_cache_dir

    return inductor_cache_dir()


def cache_dir_bytes() -> int:
    """Bytes of all files under Inductor's cache directory (and Triton's, when set apart)."""
    import os

    roots = {os.path.abspath(cache_dir())}
    triton = os.environ.get("TRITON_CACHE_DIR")
    if triton and not any(os.path.abspath(triton).startswith(r) for r in roots):
        roots.add(os.path.abspath(triton))
    total = 0
    for root in roots:
        for folder, _, files in os.walk(root):
            for name in files:
                try:
                    total += os.path.getsize(os.path.join(folder, name))
                except OSError:  # a lock or temp file removed while walking
                    pass
    return total


@contextmanager
def without_compile_caches() -> Iterator[None]:
    """Inductor's FX-graph cache and AOTAutograd's cache switched off inside the block.

    Compiles inside do the whole work (code generation included) while the on-disk cache
    directory is still read for what it holds besides graphs (e.g. the C++ toolchain's probes).
    """
    import torch._functorch.config as functorch_config

    with torch._inductor.config.patch(fx_graph_cache=False), \
            functorch_config.patch(enable_autograd_cache=False):
        yield

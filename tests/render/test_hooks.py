"""generator/render/hooks.py: what every build does to keep the site small."""

from __future__ import annotations

import re

from generator.render import hooks

LISTING = ('<div class="highlight"><pre><span></span><code><span class="nd">@triton</span><span class="o">.</span>'
           '<span class="n">jit</span>\n<span class="k">def</span><span class="w"> </span>'
           '<span class="nf">triton_poi_fused_0</span><span class="p">(</span><span class="n">in_ptr0</span>'
           '<span class="p">):</span></code></pre></div>')


def test_a_listing_loses_the_spans_that_draw_nothing_and_keeps_its_text_and_colours():
    plain = hooks.plain_spans(LISTING)
    assert re.sub(r"<[^>]+>", "", plain) == re.sub(r"<[^>]+>", "", LISTING)  # the same text
    assert 'class="n"' not in plain and 'class="w"' not in plain
    # every span that has a colour of its own stays
    for kind in ("nd", "o", "k", "nf", "p"):
        assert plain.count(f'class="{kind}"') == LISTING.count(f'class="{kind}"')
    assert len(plain) < len(LISTING) - 60

"""generator/verdicts.py: facts from intervals, the ladder over undecided facts, bands, bounds."""

from __future__ import annotations

import pytest

from generator import verdicts as v
from generator.schema import Row


def row(value: float, lo: float | None = None, hi: float | None = None, ci_lo: float | None = None,
        ci_hi: float | None = None) -> Row:
    return Row("e", "compiled", {}, "speedup", value, "x", "test", lo, hi, 3, ci_lo=ci_lo, ci_hi=ci_hi)


def test_a_fact_is_yes_no_or_undecided_by_where_the_interval_lies():
    assert v.at_least(row(1.5, 1.4, 1.6), 1.2, "s").value is True
    assert v.at_least(row(1.0, 0.9, 1.1), 1.2, "s").value is False
    assert v.at_least(row(1.2, 1.1, 1.3), 1.2, "s").value is None
    assert v.at_least(row(1.2, 1.2, 1.3), 1.2, "s").value is True  # at the threshold counts as at least
    assert v.at_most(row(0.5, 0.4, 0.6), 0.6, "s").value is True
    assert v.at_most(row(0.7, 0.59, 0.8), 0.6, "s").value is None


def test_bounds_are_the_means_interval_widened_by_root_two_and_fmt_shows_the_published_one():
    import math

    r = row(1.3, 1.0, 1.7, ci_lo=1.3 / 1.05, ci_hi=1.3 * 1.05)
    lo, hi = v.bounds(r)
    assert lo == pytest.approx(1.3 / 1.05 ** math.sqrt(2)) and hi == pytest.approx(1.3 * 1.05 ** math.sqrt(2))
    assert v.published(r) == (1.0, 1.7)
    assert v.at_least(r, 1.2, "s").value is True  # the process interval would straddle 1.2
    assert v.fmt(r, "×") == "1.3× [1, 1.7]" and f"(re-run: [{lo:.3g}, {hi:.3g}])" in v.decided(r, "×")
    # no mean's interval (a range, one process): the row's own interval
    assert v.bounds(row(1.3, 1.0, 1.7)) == (1.0, 1.7)


def test_a_threshold_inside_the_rerun_interval_but_outside_the_means_is_inconclusive():
    # the mean's interval [1.86, 1.98] clears the 2× edge; another run's mean could land past it
    r = row(1.92, 1.7, 2.2, ci_lo=1.86, ci_hi=1.98)
    assert v.bounds(r)[1] > 2.0
    verdict, note = v.banded(r, (1.1, 1.5, 2.0), ("no", "partly", "yes", "partly"), "mean", unit="×")
    assert verdict == "inconclusive" and "straddles 2×" in note and "re-run:" in note
    assert v.at_most(r, 2.0, "mean").value is None
    # the same mean's interval further from the edge decides
    assert v.at_most(row(1.7, 1.5, 1.9, ci_lo=1.66, ci_hi=1.74), 2.0, "mean").value is True


def test_decide_is_inconclusive_only_when_an_undecided_fact_could_change_the_verdict():
    ladder = lambda f: "holds" if f["a"] and f["b"] else "does not hold"  # noqa: E731
    assert v.decide(ladder, {"a": v.known(False, "a"), "b": v.Fact(None, "b")}) == ("does not hold", "")
    verdict, note = v.decide(ladder, {"a": v.known(True, "a"), "b": v.Fact(None, "b straddles")})
    assert verdict == "inconclusive" and "b straddles" in note
    # an undecided fact that cannot change the outcome is not named
    ladder2 = lambda f: "holds" if f["a"] else "does not hold"  # noqa: E731
    verdict, note = v.decide(ladder2, {"a": v.Fact(None, "a open"), "c": v.Fact(None, "c open")})
    assert verdict == "inconclusive" and "a open" in note and "c open" not in note


def test_banded_labels_and_straddles():
    cuts, labels = (1.1, 1.5, 2.0), ("no", "partly", "yes", "partly")
    assert v.banded(row(1.7, 1.6, 1.8), cuts, labels, "m")[0] == "yes"
    assert v.banded(row(2.5, 2.2, 2.8), cuts, labels, "m")[0] == "partly"
    assert v.banded(row(0.9, 0.8, 1.0), cuts, labels, "m")[0] == "no"
    verdict, note = v.banded(row(1.5, 1.4, 1.6), cuts, labels, "m", unit="×")
    assert verdict == "inconclusive" and "straddles 1.5×" in note
    # a wide interval reaching two bands of the same label on both sides of another is inconclusive too
    assert v.banded(row(1.7, 1.2, 2.5), cuts, labels, "m")[0] == "inconclusive"
    with pytest.raises(ValueError):
        v.banded(row(1.0), (2.0, 1.0), ("a", "b", "c"), "m")


def test_too_many_undecided_facts_are_inconclusive_at_once():
    facts = {f"f{i}": v.Fact(None, f"fact {i}") for i in range(v.MAX_OPEN + 1)}
    verdict, note = v.decide(lambda f: "holds", facts)
    assert verdict == "inconclusive" and f"{v.MAX_OPEN + 1} intervals straddle" in note


def test_an_inconclusive_note_names_a_row_once_with_every_threshold_it_straddles():
    r = row(1.04, 0.6, 1.8)
    facts = {"low": v.at_least(r, 1.1, "speedup", unit="×"), "high": v.at_most(r, 1.3, "speedup", unit="×"),
             "gains": v.at_least(r, 1.0, "speedup", unit="×"), "other": v.known(True, "a count")}
    verdict, note = v.decide(lambda f: "holds" if f["low"] and f["high"] else "partly" if f["gains"] else "no", facts)
    assert verdict == v.INCONCLUSIVE
    assert note == "inconclusive: the interval straddles the threshold in speedup 1.04× [0.6, 1.8] ≥ 1.1×, ≤ 1.3×, ≥ 1×"


def test_noun_count_says_one_or_many():
    assert (v.noun_count(1, "graph"), v.noun_count(0, "break"), v.noun_count(3.0, "recompile")) == \
        ("1 graph", "0 breaks", "3 recompiles")


def test_an_inconclusive_decision_says_how_much_more_evidence_would_settle_it():
    import math

    r = row(1.1, 1.0, 1.2, ci_lo=1.1 / 1.05, ci_hi=1.1 * 1.05)  # re-run interval ±5%·√2 about 1.1
    decision = v.decide(lambda f: "holds" if f["a"] else "does not hold", {"a": v.at_least(r, 1.15, "speedup")})
    outcome, note = decision  # still a pair
    half = math.sqrt(2) * math.log(1.05)
    assert outcome == "inconclusive" and decision.grow == pytest.approx((half / math.log(1.15 / 1.1)) ** 2)
    found = v.verdict("C3", decision, "m", "r", "e")
    assert found.grow == decision.grow
    # settled, or a count: nothing to grow
    assert v.verdict("C3", v.decide(lambda f: "holds", {"a": v.known(True, "a")}), "m", "r", "e").grow is None
    assert v.grow_to_settle(1.0, 0.9, 1.1, 1.0) is None  # on the threshold: no evidence moves it off
    banded = v.banded(r, (1.15,), ("no", "yes"), "speedup")
    assert banded[0] == "inconclusive" and banded.grow == pytest.approx(decision.grow)


def test_num_gives_three_significant_digits_below_a_thousand_and_whole_numbers_from_there():
    assert [v.num(x) for x in (0.0521, 1.5, 947.0, 999.4, 999.7, 1012.4, -1234.5, 12_345.0)] == \
        ["0.0521", "1.5", "947", "999", "1,000", "1,012", "-1,234", "12,345"]

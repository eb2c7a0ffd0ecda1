"""Tests for generator/schema.py: spec validation, grids, rows, verdicts and result records."""

from __future__ import annotations

import json

import pytest

from generator.schema import Chart, ExperimentResult, Reference, Row, SpecError, Verdict, find_row, params_key
from generator.spec import PROCESS_SPREAD, Evidence, ExperimentSpec


def make_spec(**overrides):
    fields = dict(
        id="one_line_speedup",
        title="One line speedup",
        section="§2",
        claims=("C1", "C2"),
        params={"batch": [1, 64], "model": ["article", "fixed"]},
    )
    fields.update(overrides)
    return ExperimentSpec(**fields)


# --- ExperimentSpec validation ---------------------------------------------------------------


def test_valid_spec_builds():
    spec = make_spec()
    assert spec.id == "one_line_speedup"
    # a timed comparison needs three fresh processes unless the spec asks otherwise
    assert spec.replicates == {"default": 3, "quick": 3}
    assert spec.replicates_for("full") == spec.replicates_for("default") == 3
    assert spec.runs_in({"batch": 1}, 2)  # no first-process-only points declared


@pytest.mark.parametrize("bad_id", ["OneLine", "1speedup", "one-line", "", "one line", "_x"])
def test_bad_id_raises_naming_id(bad_id):
    with pytest.raises(SpecError, match="spec id") as exc:
        make_spec(id=bad_id)
    assert repr(bad_id) in str(exc.value)


@pytest.mark.parametrize("bad_section", ["2", "§", "section 2", "§2a", "S2"])
def test_bad_section_raises_naming_section(bad_section):
    with pytest.raises(SpecError, match="section") as exc:
        make_spec(section=bad_section)
    assert repr(bad_section) in str(exc.value)


@pytest.mark.parametrize("bad_claims", [(), ("C0",), ("c1",), ("C1", "X2"), ("C100",), ("C",)])
def test_bad_claims_raise_naming_claims(bad_claims):
    with pytest.raises(SpecError, match="claims"):
        make_spec(claims=bad_claims)


def test_good_claims_accepted():
    assert make_spec(claims=("C1", "C9", "C10", "C99")).claims == ("C1", "C9", "C10", "C99")


def test_empty_params_raises():
    with pytest.raises(SpecError, match="params is empty"):
        make_spec(params={})


def test_string_instead_of_list_raises_naming_parameter():
    with pytest.raises(SpecError, match="'model'.*non-empty list"):
        make_spec(params={"batch": [1], "model": "article"})


def test_empty_value_list_raises_naming_parameter():
    with pytest.raises(SpecError, match="'batch'.*non-empty list"):
        make_spec(params={"batch": []})


def test_non_sequence_value_raises():
    with pytest.raises(SpecError, match="'batch'"):
        make_spec(params={"batch": 64})


def test_quick_string_value_raises_naming_parameter():
    with pytest.raises(SpecError, match="'batch'.*non-empty list"):
        make_spec(quick={"batch": "1"})


def test_quick_naming_unknown_param_raises():
    with pytest.raises(SpecError, match="quick names unknown parameters") as exc:
        make_spec(quick={"dtype": ["float32"]})
    assert "dtype" in str(exc.value)


@pytest.mark.parametrize(
    "replicates, profile",
    [({"default": 0, "quick": 3}, "default"), ({"default": 3, "quick": 0}, "quick"),
     ({"default": 3}, "quick"), ({"default": -1, "quick": 1}, "default")],
)
def test_replicates_below_one_raise_naming_profile(replicates, profile):
    with pytest.raises(SpecError, match=rf"replicates\['{profile}'\] must be >= 1"):
        make_spec(replicates=replicates)


def test_spec_error_is_value_error():
    assert issubclass(SpecError, ValueError)


# --- grid ------------------------------------------------------------------------------------


def test_full_grid_is_product_in_declared_order():
    spec = make_spec(params={"batch": [1, 64, 1024], "model": ["article", "fixed"]})
    assert spec.grid("default") == [
        {"batch": 1, "model": "article"},
        {"batch": 1, "model": "fixed"},
        {"batch": 64, "model": "article"},
        {"batch": 64, "model": "fixed"},
        {"batch": 1024, "model": "article"},
        {"batch": 1024, "model": "fixed"},
    ]


def test_grid_respects_declaration_order_not_alphabetical():
    spec = make_spec(params={"model": ["a", "b"], "batch": [1, 2]})
    grid = spec.grid("default")
    assert [list(p) for p in grid] == [["model", "batch"]] * 4
    assert grid == [{"model": "a", "batch": 1}, {"model": "a", "batch": 2},
                    {"model": "b", "batch": 1}, {"model": "b", "batch": 2}]


def test_quick_grid_overrides_named_axes_and_keeps_others():
    spec = make_spec(params={"batch": [1, 64, 1024], "model": ["article", "fixed"], "dtype": ["f32"]},
                     quick={"batch": [64]})
    quick = spec.grid("quick")
    assert quick == [
        {"batch": 64, "model": "article", "dtype": "f32"},
        {"batch": 64, "model": "fixed", "dtype": "f32"},
    ]
    # keys stay in declared order even though 'batch' came from quick
    assert [list(p) for p in quick] == [["batch", "model", "dtype"]] * 2
    # the full grid is unaffected by quick
    assert len(spec.grid("default")) == 6


def test_quick_grid_without_quick_equals_default():
    spec = make_spec()
    assert spec.grid("quick") == spec.grid("default") == spec.grid("full")


def test_full_grid_overrides_named_axes_and_quick_does_not_see_them():
    spec = make_spec(params={"mode": ["default"], "batch": [1, 16]}, full={"mode": ["default", "max-autotune"]})
    assert len(spec.grid("full")) == 4 and len(spec.grid("default")) == 2
    assert spec.grid("quick") == spec.grid("default")


def test_full_naming_unknown_param_raises():
    with pytest.raises(SpecError, match="full names unknown parameters"):
        make_spec(full={"dtype": ["bf16"]})


@pytest.mark.parametrize("profile", ["fast", "", "FULL", "DEFAULT", None])
def test_unknown_profile_raises(profile):
    with pytest.raises(SpecError, match="unknown profile"):
        make_spec().grid(profile)


# --- skip_reason -----------------------------------------------------------------------------


def test_skip_reason_none_without_rule():
    assert make_spec().skip_reason({"batch": 1, "model": "article"}, "cpu") is None


def test_skip_reason_uses_rule_with_params_and_device():
    seen = []

    def rule(params, device):
        seen.append((dict(params), device))
        if device == "cpu" and params["batch"] > 64:
            return "too slow on CPU"
        return None

    spec = make_spec(skip=rule)
    assert spec.skip_reason({"batch": 1024, "model": "article"}, "cpu") == "too slow on CPU"
    assert spec.skip_reason({"batch": 1024, "model": "article"}, "cuda") is None
    assert spec.skip_reason({"batch": 1, "model": "article"}, "cpu") is None
    assert seen[0] == ({"batch": 1024, "model": "article"}, "cpu")


# --- Row / Verdict ---------------------------------------------------------------------------


def make_row(**overrides):
    fields = dict(experiment="e", variant="compiled", params={"batch": 1}, metric="time",
                  value=1.5, unit="ms", stat="median")
    fields.update(overrides)
    return Row(**fields)


@pytest.mark.parametrize("status", ["ok", "failed", "skipped"])
def test_row_accepts_known_statuses(status):
    assert make_row(status=status).status == status


@pytest.mark.parametrize("status", ["OK", "error", "", "passed"])
def test_row_rejects_unknown_status(status):
    with pytest.raises(ValueError, match="row status"):
        make_row(status=status)


@pytest.mark.parametrize("verdict", ["holds", "partly holds", "does not hold", "not testable here"])
def test_verdict_accepts_known(verdict):
    assert Verdict("C1", verdict, "2.0x", "speedup > 1.5", "e").verdict == verdict


@pytest.mark.parametrize("verdict", ["Holds", "true", "", "partly"])
def test_verdict_rejects_unknown(verdict):
    with pytest.raises(ValueError, match="verdict"):
        Verdict("C1", verdict, "2.0x", "speedup > 1.5", "e")


# --- params_key ------------------------------------------------------------------------------


def test_params_key_sorted_and_readable():
    assert params_key({"model": "article", "batch": 64}) == "batch=64,model=article"


def test_params_key_independent_of_insertion_order():
    a = params_key({"b": 2, "a": 1, "c": "x"})
    b = params_key({"c": "x", "a": 1, "b": 2})
    assert a == b == "a=1,b=2,c=x"


def test_params_key_distinguishes_values():
    assert params_key({"batch": 1}) != params_key({"batch": 64})
    assert params_key({}) == ""


# --- find_row --------------------------------------------------------------------------------


def test_find_row_only_ok_and_params_subset():
    rows = [
        make_row(variant="compiled", params={"batch": 1, "model": "a"}, value=None, status="skipped"),
        make_row(variant="compiled", params={"batch": 1, "model": "a"}, value=None, status="failed"),
        make_row(variant="compiled", params={"batch": 1, "model": "a"}, value=1.0),
        make_row(variant="compiled", params={"batch": 64, "model": "a"}, value=2.0),
        make_row(variant="eager", params={"batch": 1, "model": "a"}, value=3.0),
        make_row(variant="compiled", metric="compile_s", params={"batch": 1, "model": "a"}, value=4.0),
    ]
    assert find_row(rows, "compiled", "time", batch=1).value == 1.0
    assert find_row(rows, "compiled", "time", batch=64, model="a").value == 2.0
    assert find_row(rows, "eager", "time", batch=1).value == 3.0
    assert find_row(rows, "compiled", "compile_s").value == 4.0
    # no params: first ok row of variant and metric
    assert find_row(rows, "compiled", "time").value == 1.0
    # a param not matching, or absent from row params, finds nothing
    assert find_row(rows, "compiled", "time", batch=1024) is None
    assert find_row(rows, "compiled", "time", dtype="f16") is None
    assert find_row(rows, "missing", "time") is None


def test_find_row_ignores_non_ok_even_if_only_match():
    rows = [make_row(status="skipped", value=None), make_row(status="failed", value=None)]
    assert find_row(rows, "compiled", "time", batch=1) is None


# --- ExperimentResult ------------------------------------------------------------------------


def make_result():
    return ExperimentResult(
        id="e", title="E", section="§3", claims=("C1", "C2"), summary="s", status="ok", error="",
        source_hash="abc", replicates=3, seconds=12.5,
        rows=[make_row(), make_row(variant="eager", value=None, status="skipped", reason="cpu only")],
        kernels=[{"params": {"batch": 1}, "variant": "compiled", "name": "triton_poi_fused_relu_0",
                  "kind": "pointwise", "calls": 1.0, "time_us": 3.5}],
        samples=[{"params": {"batch": 1}, "variant": "compiled", "process": 0, "times": [1.0, 2.0]}],
        artifacts={"batch-1/output_code.py": "print('hi')\n"},
        verdicts=[Verdict("C1", "holds", "2.0x", "> 1.5x", "e", "cuda", "2.5")],
        references=[Reference("article fig", "compiled", "time", 1.2, "ms", {"batch": 1})],
        points=[{"params": {"batch": 1}, "status": "ok"}],
    )


def test_to_dict_excludes_artifacts_and_is_json_ready():
    data = make_result().to_dict()
    assert "artifacts" not in data
    assert data["rows"][0]["variant"] == "compiled"
    assert data["verdicts"][0]["verdict"] == "holds"
    json.dumps(data)  # must not raise


def test_to_dict_from_dict_round_trip():
    result = make_result()
    back = ExperimentResult.from_dict(result.to_dict(), result.artifacts)
    assert back == result
    assert isinstance(back.claims, tuple)
    assert all(isinstance(r, Row) for r in back.rows)
    assert all(isinstance(v, Verdict) for v in back.verdicts)
    assert all(isinstance(r, Reference) for r in back.references)


def test_round_trip_through_json():
    result = make_result()
    back = ExperimentResult.from_dict(json.loads(json.dumps(result.to_dict())), result.artifacts)
    assert back == result


def test_from_dict_without_artifacts_gives_empty():
    result = make_result()
    back = ExperimentResult.from_dict(result.to_dict())
    assert back.artifacts == {}
    assert back.rows == result.rows


def test_an_experiment_may_leave_profiles_out_but_names_only_known_ones():
    from generator.schema import SpecError
    from generator.spec import ExperimentSpec

    with pytest.raises(SpecError, match="profiles"):
        ExperimentSpec(id="x", title="t", section="§1", claims=("C1",), params={"a": [1]}, profiles=("nightly",))


# --- declarations: charts, evidence, roles -----------------------------------------------------


def test_declarations_default_to_none_and_build_when_typed():
    assert (make_spec().charts, make_spec().evidence, make_spec().roles) == ((), (), ())
    spec = make_spec(charts=(Chart("graphs", "Graphs compiled"),), roles=(PROCESS_SPREAD,),
                     evidence=(Evidence("C24", "mlp", "the MLP", lambda p: True),))
    assert spec.charts[0].metric == "graphs" and spec.evidence[0].chosen({}) and spec.roles == (PROCESS_SPREAD,)


@pytest.mark.parametrize("fields, named", [
    ({"charts": (("graphs", "Graphs"),)}, "charts"),  # a bare pair, not a Chart
    ({"charts": (Chart("", "Graphs"),)}, "charts"),
    ({"evidence": (Evidence("24", "mlp", "", lambda p: True),)}, "evidence"),
    ({"evidence": (Evidence("C24", "mlp", "", lambda p: True),) * 2}, "evidence names"),
    ({"roles": ("the_suite",)}, "roles"),
])
def test_a_malformed_declaration_raises_naming_its_field(fields, named):
    with pytest.raises(SpecError, match=named):
        make_spec(**fields)


def test_charts_and_roles_survive_the_round_trip_and_old_results_read_without_them():
    result = make_result()
    result.charts, result.roles = [Chart("graphs", "Graphs compiled")], (PROCESS_SPREAD,)
    back = ExperimentResult.from_dict(json.loads(json.dumps(result.to_dict())), result.artifacts)
    assert back.charts == [Chart("graphs", "Graphs compiled")] and back.roles == (PROCESS_SPREAD,)
    old = {k: v for k, v in result.to_dict().items() if k not in ("charts", "roles")}
    assert (ExperimentResult.from_dict(old).charts, ExperimentResult.from_dict(old).roles) == ([], ())

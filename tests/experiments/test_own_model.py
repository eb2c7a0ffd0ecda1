"""Your own model (MODEL=package.module:function): its name, each way it can be wrong said in one line
before anything is measured, and the README's example measured end to end on the CPU."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from experiments import own_model
from experiments.models import own
from generator import cli
from generator.runner import discovery, plan
from generator.spec import USER_MODELS

EXAMPLE = "examples.tiny_model:build"  # the README's example


@pytest.mark.parametrize("spec, parsed", [
    ("examples.tiny_model:build", ("examples.tiny_model", "build")),
    ("mine:make", ("mine", "make")),
    (" pkg.sub.mod:_build ", ("pkg.sub.mod", "_build")),
])
def test_a_name_is_a_module_and_its_function(spec, parsed):
    assert own.parse(spec) == parsed


@pytest.mark.parametrize("spec", ["tiny_model", "examples.tiny_model", ":build", "examples.tiny_model:",
                                  "a..b:c", "a.b:c:d", "a b:c", "examples/tiny_model.py:build", "1mod:build"])
def test_a_name_of_another_form_says_the_form_and_an_example(spec):
    with pytest.raises(own.ModelError, match=r"is not of the form package\.module:function.*MODEL=examples\.tiny_model:build"):
        own.parse(spec)


@pytest.fixture
def user_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """write(text): a module `user_models_<n>` of the user's on sys.path; returns its name."""
    monkeypatch.syspath_prepend(str(tmp_path))
    written = []

    def write(text: str) -> str:
        name = f"user_models_{len(written)}_{tmp_path.name.replace('-', '_')}"
        (tmp_path / f"{name}.py").write_text("import torch\nfrom torch import nn\n" + textwrap.dedent(text))
        written.append(name)
        return name

    return write


NET = """
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        return self.lin(x)
"""


@pytest.mark.parametrize("body, message", [
    ("def build():\n    raise ValueError('no weights file')", r"build\(\) raised ValueError: no weights file$"),
    ("def build():\n    return Net()", r"build\(\) returned a Net; return \(model, inputs\)"),
    ("def build():\n    return Net(), torch.randn(2, 4), 3", r"returned a tuple of 3 \(Net, Tensor, int\)"),
    ("def build():\n    return 'net', torch.randn(2, 4)", r"returned a tuple of 2 \(str, Tensor\)"),
    ("def build():\n    return Net(), 'x'", r"its inputs are a str; return \(model, inputs\)"),
    ("def build():\n    return Net(), ()", r"its inputs are a tuple of 0 \(\), not one or more tensors"),
    ("def build():\n    return Net(), (torch.randn(2, 4), 1.0)", r"not one or more tensors"),
    ("def build():\n    return Net(), (torch.randn(2, 4), torch.randn(2, 4))",
     r"the inputs do not fit Net\.forward\(x\) \(too many positional arguments\)"),
    ("def build():\n    return Net(), {'y': torch.randn(2, 4)}", r"the inputs do not fit Net\.forward\(x\)"),
    ("class Star(Net):\n    def forward(self, *xs):\n        return xs[0]\n"
     "def build():\n    return Star(), torch.randn(2, 4)", r"Star\.forward\(\*xs\) takes \*args or \*\*kwargs"),
])
def test_a_build_that_returns_the_wrong_thing_is_named_with_the_contract(user_module, body, message):
    name = user_module(NET + body)
    with pytest.raises(own.ModelError, match=rf"^MODEL {name}:build: .*{message}"):
        own_model.check(f"{name}:build")


@pytest.mark.parametrize("inputs, bound", [
    ("torch.randn(2, 4)", ["x"]), ("(torch.randn(2, 4),)", ["x"]), ("[torch.randn(2, 4)]", ["x"]),
    ("{'x': torch.randn(2, 4)}", ["x"]),
])
def test_inputs_may_be_a_tensor_a_tuple_or_a_dict_and_are_named_by_forward(user_module, inputs, bound):
    name = user_module(NET + f"def build():\n    return Net(), {inputs}")
    built = own.build(f"{name}:build")
    assert list(built.inputs) == bound and isinstance(built.net, own.torch.nn.Module)


def test_a_module_that_does_not_import_or_lacks_the_function_is_named(user_module):
    with pytest.raises(own.ModelError, match=r"module no_such_pkg\.mod does not import \(ModuleNotFoundError: "
                                             r"No module named 'no_such_pkg'\); run from the repository root"):
        own.function("no_such_pkg.mod:build")
    broken = user_module("raise RuntimeError('needs a GPU')")
    with pytest.raises(own.ModelError, match=rf"module {broken} does not import \(RuntimeError: needs a GPU\)"):
        own.function(f"{broken}:build")
    name = user_module(NET + "def build():\n    return Net(), torch.randn(2, 4)\nLIMIT = 3")
    with pytest.raises(own.ModelError, match=rf"{name} has no function 'buld' \(it defines: Net, build\); name "
                                             rf"the function that builds the model, e\.g\. {name}:build"):
        own.function(f"{name}:buld")
    with pytest.raises(own.ModelError, match=r"LIMIT is a int, not a function"):
        own.function(f"{name}:LIMIT")


@pytest.mark.parametrize("spec, what", [
    ("not-a-name", "is not of the form package.module:function"),
    ("no_such_pkg.mod:build", "module no_such_pkg.mod does not import"),
    ("examples.tiny_model:buld", "examples.tiny_model has no function 'buld'"),
    ("examples.tiny_model:TinyNet", "TinyNet() returned a TinyNet; return (model, inputs)"),
])
def test_the_cli_refuses_a_bad_model_in_one_line_before_anything_is_created(tmp_path, capsys, spec, what):
    code = cli.main(["--results", str(tmp_path / "results"), "--cache", str(tmp_path / "cache"),
                     "measure", "--device", "cpu", "--model", spec, "--only", "one_line_speedup"])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error: MODEL") and what in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not (tmp_path / "results").exists() and not (tmp_path / "cache").exists()


def test_the_experiment_exists_only_for_named_models_and_decides_no_claim():
    assert "own_model" not in {e.id for e in discovery.discover_all()[0]}
    found = {e.id: e for e in discovery.discover_all([EXAMPLE])[0]}
    mine = found["own_model"]
    assert mine.models == (EXAMPLE,) and mine.spec.claims == () and USER_MODELS in mine.spec.roles
    assert mine.decide is None and mine.spec.evidence == ()  # shown beside the claims, never pooled into them
    assert all(e.models == () for e in found.values() if e.id != "own_model")
    assert {p["model"] for p in mine.spec.grid("quick")} == {EXAMPLE}
    assert {p["dtype"] for p in mine.spec.grid("default")} == {"fp32", "bf16"}


def test_each_models_points_are_keyed_by_its_name_and_its_module(user_module, tmp_path):
    name = user_module(NET + "def build():\n    return Net(), torch.randn(2, 4)")
    both = discovery.load("experiments.own_model", [EXAMPLE, f"{name}:build"])
    alone = discovery.load("experiments.own_model", [EXAMPLE])
    assert both.source_hash == alone.source_hash  # naming another model changes no code
    setting = plan.Setting("quick", "cpu", "method", "fingerprint", "")
    keys = plan.point_keys(both, both.spec.grid("quick"), setting, 3)
    assert {k: v for k, v in keys.items() if EXAMPLE in k} == plan.point_keys(alone, alone.spec.grid("quick"), setting, 3)
    before = own.source_hash(f"{name}:build")
    path = tmp_path / f"{name}.py"
    path.write_text(path.read_text() + "# a comment changes nothing\n")
    assert own.source_hash(f"{name}:build") == before
    path.write_text(path.read_text().replace("nn.Linear(4, 4)", "nn.Linear(4, 4, bias=False)"))
    assert own.source_hash(f"{name}:build") != before


def test_the_readme_example_is_measured_end_to_end_on_the_cpu(tmp_path):
    """The measure stage's own path (a worker process told the model, merge, bundle), one process
    at the quick profile, then its page: the example passes its checks and gets no verdict."""
    from generator.commands.measure import measure
    from generator.render.experiment import experiment_page
    from generator.store import bundle as bundle_store

    path = measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu", profile="quick",
                   only=["own_model"], models=[EXAMPLE], replicates=1)
    found = bundle_store.read(path)
    result = found.experiments["own_model"]
    assert result.status == "ok" and result.verdicts == [] and result.claims == ()
    assert {(p["params"]["task"], p["status"]) for p in result.points} == {("infer", "ok"), ("train", "ok")}
    flags = [r for r in result.rows if r.metric == "accuracy_pass"]
    assert len(flags) == 2 and all(r.value == 1.0 for r in flags)
    assert {r.params["task"] for r in result.rows if r.metric == "speedup" and r.value > 0} == {"infer", "train"}
    assert {r.params["task"] for r in result.rows if r.metric == "graph_breaks"} == {"infer", "train"}
    page = experiment_page(found, result)
    assert page.startswith(f"# Your own model: `{EXAMPLE}`") and "no claim: shown beside the article's" in page
    assert "## Verdicts" not in page and "## Results" in page

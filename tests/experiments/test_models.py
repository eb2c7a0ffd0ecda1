"""experiments/models: the registry's models build and give their declared shapes, each model is
versioned by its own module, and the article's MLP is one definition every experiment shares."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest
import torch

from experiments import (compile_cache, compile_modes, cudagraph_memory, fusion_depth, inference, model_suite, models,
                         one_line_speedup, training, variance)
from experiments.models import mlp
from generator.runner import discovery

QUICK = model_suite.SPEC.quick  # the size and batch the CPU fallback builds every model at


def _built(name: str, task: str) -> tuple[models.Model, torch.nn.Module, dict[str, torch.Tensor]]:
    """The model built at its quick size, and one batch of its inputs; skipped where its package is missing."""
    why = models.available(name)
    if why:
        pytest.skip(why)  # torchvision and timm import only beside a CUDA torch (test_model_suite_vision.py)
    model = models.get(name)
    torch.manual_seed(0)
    net = model.build(QUICK["size"][0], task)
    return model, net, model.kind.inputs(net, QUICK["size"][0], QUICK["batch"][0], "cpu")


@pytest.mark.parametrize("name", models.names())
def test_every_model_builds_at_its_quick_size_and_gives_its_declared_shape(name):
    model, net, args = _built(name, "infer")
    with torch.no_grad():
        out = model_suite.output_tensor(net.eval()(**args))
    assert tuple(out.shape) == model.output_shape(QUICK["size"][0], QUICK["batch"][0])
    assert torch.isfinite(out).all()


@pytest.mark.parametrize("name", [m.name for m in models.registry() if m.trains])
def test_every_model_with_a_train_step_gives_a_finite_scalar_loss(name):
    model, net, args = _built(name, "train")
    loss = model.kind.loss(net.train(), args, model.kind.labels(args, QUICK["batch"][0], "cpu"))
    assert loss.shape == () and torch.isfinite(loss)


def test_the_registry_is_every_module_with_a_model_in_its_declared_order():
    found = models.registry()
    assert [m.name for m in found] == ["resnet18", "mobilenet_v3", "vit_small", "bert_base", "gpt2"]
    assert [m.order for m in found] == sorted(m.order for m in found)
    assert all((models.ROOT / f"{m.name}.py").is_file() for m in found)  # a model is named as its module
    with pytest.raises(KeyError, match="unknown model 'mlp'"):
        models.get("mlp")  # a family experiments call directly, not a model of the suite


def test_the_suite_lists_the_registry_and_names_no_model_itself():
    for profile in ("quick", "full"):
        assert list(dict.fromkeys(p["model"] for p in model_suite.SPEC.grid(profile))) == models.names()
    tree = ast.parse(Path(model_suite.__file__).read_text(encoding="utf-8"))
    texts = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    assert not [t for t in texts for name in models.names() if name in t]
    assert model_suite.SPEC.uses["model"] is models.source_hash


def test_the_models_package_is_not_taken_for_an_experiment():
    assert "models" not in discovery.module_names()
    assert "one_line_speedup" in discovery.module_names()


@pytest.fixture
def package_copy(tmp_path, monkeypatch):
    """A throw-away copy of experiments/models that source_hash reads instead of the real one."""
    root = tmp_path / "models"
    shutil.copytree(models.ROOT, root, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(models, "ROOT", root)
    return root


def _hashes() -> dict[str, str]:
    return {name: models.source_hash(name) for name in [*models.names(), "mlp"]}


def test_a_change_to_one_model_module_changes_that_models_hash_only(package_copy):
    before = _hashes()
    with (package_copy / "gpt2.py").open("a", encoding="utf-8") as f:
        f.write("\nCHANGED = True\n")
    after = _hashes()
    assert after["gpt2"] != before["gpt2"]
    assert {k: v for k, v in after.items() if k != "gpt2"} == {k: v for k, v in before.items() if k != "gpt2"}


def test_a_comment_changes_no_hash_and_a_new_model_leaves_the_others_as_they_were(package_copy):
    before = _hashes()
    with (package_copy / "mlp.py").open("a", encoding="utf-8") as f:
        f.write("\n# a comment says why, it measures nothing\n")
    (package_copy / "new_model.py").write_text((package_copy / "gpt2.py").read_text().replace('"gpt2"', '"new_model"'))
    assert _hashes() == before
    assert models.source_hash("new_model") != before["gpt2"]


def test_a_change_to_a_shared_helper_changes_the_models_that_import_it(package_copy):
    before = _hashes()
    with (package_copy / "_language.py").open("a", encoding="utf-8") as f:
        f.write("\nCHANGED = True\n")
    changed = {k for k, v in _hashes().items() if v != before[k]}
    assert changed == {"bert_base", "gpt2"}


def test_an_unknown_or_private_name_has_no_hash():
    for name in ("nope", "_package", "../experiments/model_suite"):
        with pytest.raises(KeyError):
            models.source_hash(name)


def test_the_article_mlp_is_one_definition_every_experiment_uses():
    users = (one_line_speedup, variance, fusion_depth, compile_modes, cudagraph_memory, inference, compile_cache,
             training)
    assert all(module.mlp is mlp for module in users)
    for module in users:  # none keeps a copy of its own
        defined = {n.name for n in ast.parse(Path(module.__file__).read_text(encoding="utf-8")).body
                   if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        assert not defined & {"MLP", "_model", "article_model", "fixed_weights_model", "depth_model"}, module.__name__


def test_the_experiments_that_measure_the_mlp_declare_its_hash_for_those_points():
    mlp_hash = models.source_hash("mlp")
    assert {one_line_speedup.SPEC.uses["model"](v) for v in one_line_speedup.SPEC.params["model"]} == {mlp_hash}
    assert [training.SPEC.uses["model"](v) for v in ("mlp", "transformer")] == [mlp_hash, ""]
    assert [fusion_depth.SPEC.uses["family"](v) for v in ("depth", "chain", "launch")] == [mlp_hash, "", ""]


def test_the_mlps_weights_keep_activations_at_their_size_so_its_softmax_does_not_saturate():
    torch.manual_seed(0)
    x = torch.randn(256, mlp.FEATURES)
    # the mean square of the last ReLU's output against the input's: at the article's depth, and
    # within a tenfold over fusion_depth's deepest stack (standard-normal weights: 256× a layer)
    for layers, bias, within in ((mlp.LAYERS, False, 2), (64, True, 10)):
        out = mlp.fixed_weights("cpu", layers=layers, bias=bias, softmax=False)(x)
        assert 1 / within < float(out.pow(2).mean() / x.pow(2).mean()) < within, layers
    assert float(mlp.fixed_weights("cpu")(x).max(-1).values.mean()) < 0.5  # no row is near one-hot
    # standard-normal weights, as the article draws them, make every row one-hot: an accuracy check
    # of that output sees no error short of a moved argmax
    assert float(mlp.fixed_weights("cpu", scaled=False)(x).max(-1).values.mean()) > 0.99
    assert all(float(w.std()) == pytest.approx(mlp.gain(mlp.FEATURES), rel=0.02) for w in mlp.MLP().weights)

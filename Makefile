# torch.compile performance lab. `make report` and `make test` do all set-up on a fresh machine.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
# Torch release installed when no recent torch is already there (a CPU build on this kind of machine).
CPU_TORCH ?= torch==2.13.0
ARGS   := $(if $(FORCE),--force) $(foreach o,$(ONLY),--only $(o)) $(if $(DEVICE),--device $(DEVICE)) $(if $(PROFILE),--profile $(PROFILE))

.PHONY: report measure site serve serve-site publish bench test clean diff spread

$(STAMP): pyproject.toml
	$(PYTHON) -m venv --system-site-packages $(VENV)
	$(PY) -m pip install -q --upgrade pip
	@# Accept a torch >= 2.4 already installed (GPU runners bring their own); else the CPU build.
	$(PY) -c "import sys, torch; sys.exit(tuple(map(int, torch.__version__.split('.')[:2])) < (2, 4))" 2>/dev/null \
	  || $(PY) -m pip install -q "$(CPU_TORCH)"
	$(PY) -m pip install -q -e ".[test]"
	touch $@

report: $(STAMP)   ## measure (cached results reused), render, build site/
	$(PY) -m generator report $(ARGS)

measure: $(STAMP)  ## measure only; FORCE=1 re-measures, ONLY=id runs one experiment
	$(PY) -m generator measure $(ARGS)

site: $(STAMP)     ## render the bundles in results/ and build site/ (RELEASE=2.11 to pick one)
	$(PY) -m generator build $(if $(RELEASE),--release $(RELEASE))

publish: $(STAMP)  ## one site version per PyTorch release into the gh-pages branch (mike)
	$(PY) -m generator publish $(if $(PUSH),--push)

serve: publish     ## browse every published version at http://127.0.0.1:8000/
	$(PY) -m generator serve

serve-site:        ## browse the site last built into site/ at http://127.0.0.1:8000/
	@test -f site/index.html || { echo "no site/ yet: run make report or make site first"; exit 2; }
	$(PYTHON) -m http.server 8000 --bind 127.0.0.1 --directory site

diff: $(STAMP)     ## compare two bundles: make diff A=cpu-intel-xeon-2c@2.13.0 B=cpu-intel-xeon-2c@2.14.1 [THRESHOLD=5 FAIL_ON=regressed FORMAT=markdown]
	@test -n "$(A)" -a -n "$(B)" || { echo "usage: make diff A=<bundle dir or device@version> B=<...>"; exit 2; }
	$(PY) -m generator diff "$(A)" "$(B)" $(if $(THRESHOLD),--threshold $(THRESHOLD)) $(foreach c,$(FAIL_ON),--fail-on $(c)) $(if $(FORMAT),--format $(FORMAT)) $(if $(FORCE),--force)

spread: $(STAMP)   ## do repeated runs agree in intervals and verdicts? make spread RUNS="dir1 dir2 dir3" [EXPERIMENT=id]
	@test -n "$(RUNS)" || { echo "usage: make spread RUNS=\"<bundle dir> <bundle dir> ...\" [EXPERIMENT=id] (default: whole bundles)"; exit 2; }
	$(PY) -m generator spread $(RUNS) $(if $(EXPERIMENT),--experiment $(EXPERIMENT))

bench: $(STAMP)    ## time the measure stage, a no-change report and the site build
	$(PY) -m generator bench

test: $(STAMP)
	$(PY) -m pytest -q

clean:
	rm -rf site build scratch
	find cache -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} +

# torch.compile performance lab. `make report` and `make test` do all set-up on a fresh machine.
# PYTHON picks the interpreter whose torch is used (system, conda or another venv); nothing
# installs a second torch beside it. WHEELS=dir installs from a directory of wheels, no index.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Installed only where PYTHON has no torch and nvidia-smi sees no GPU (a CPU build on this kind of machine).
CPU_TORCH ?= torch==2.13.0
WHEELHOUSE ?= wheelhouse
# test-vision's second venv: PyPI's torchvision imports only beside a CUDA build of torch (which runs on the CPU too)
VISION_VENV ?= .venv-vision
VISION_TORCH ?= torch==2.14.1
TEST_WORKERS ?= auto
ARGS   := $(if $(FORCE),--force) $(foreach o,$(ONLY),--only $(o)) $(if $(DEVICE),--device $(DEVICE)) \
          $(if $(PROFILE),--profile $(PROFILE)) $(if $(TIME_LIMIT),--time-limit $(TIME_LIMIT)) \
          $(if $(CALIBRATION),--calibration $(CALIBRATION)) $(foreach p,$(POINTS),--points $(p)) \
          $(foreach p,$(POINT),--point $(p)) $(foreach m,$(MODEL),--model $(m))
DIRS   := $(if $(RESULTS),--results $(RESULTS)) $(if $(CACHE),--cache $(CACHE))

.PHONY: report measure site serve serve-site publish bench test test-vision clean diff spread verdicts combine shard calibrate wheelhouse

# Each target installs what it needs, no more: measure < site (rendering, MkDocs) < test.
# A venv made from another interpreter than PYTHON is made again.
SETUP = $(PYTHON) scripts/setup_venv.py $(VENV) $(1) --cpu-torch "$(CPU_TORCH)" $(if $(WHEELS),--wheels "$(WHEELS)")
INTERP := $(shell $(PYTHON) -c 'import sys; print(sys.executable)' 2>/dev/null)
ifneq ($(INTERP),$(shell cat $(VENV)/.interpreter 2>/dev/null))
$(shell rm -f $(VENV)/.measure $(VENV)/.site $(VENV)/.test)
endif

# A level's set-up installs the levels below it in the same pip run, so it sets their stamps too;
# two set-ups must never run on one venv at once (make -j report test), so nothing runs in parallel.
.NOTPARALLEL:
CHECK_PYTHON = test -n "$(INTERP)" || { echo "error: PYTHON=$(PYTHON) does not run; pass PYTHON=/path/to/python3 (3.10 or newer)"; exit 2; }
MEASURE_NEEDS := scripts/setup_venv.py requirements/measure.txt
$(VENV)/.measure: $(MEASURE_NEEDS)
	@$(CHECK_PYTHON)
	@$(call SETUP,measure)
	@touch $@
$(VENV)/.site: $(MEASURE_NEEDS) requirements/site.txt
	@$(CHECK_PYTHON)
	@$(call SETUP,site)
	@touch $(VENV)/.measure $@
$(VENV)/.test: $(MEASURE_NEEDS) requirements/site.txt requirements/test.txt
	@$(CHECK_PYTHON)
	@$(call SETUP,test)
	@touch $(VENV)/.measure $(VENV)/.site $@

report: $(VENV)/.site   ## measure (cached results reused), render, build site/
	$(PY) -m generator $(DIRS) report $(ARGS)

measure: $(VENV)/.measure  ## measure only (installs no site tools); FORCE=1, ONLY=id, MODEL=package.module:build, POINTS=param=v1,v2, POINT="p=v,q=w ...", TIME_LIMIT=s, RESULTS=dir, CACHE=dir
	$(PY) -m generator $(DIRS) measure $(ARGS)

site: $(VENV)/.site     ## render the bundles in results/ and build site/ (RELEASE=2.11 to pick one)
	$(PY) -m generator $(DIRS) build $(if $(RELEASE),--release $(RELEASE))

publish: $(VENV)/.site  ## one site version per PyTorch release into the gh-pages branch (mike)
	$(PY) -m generator $(DIRS) publish $(if $(PUSH),--push)

serve: publish     ## browse every published version at http://127.0.0.1:8000/
	$(PY) -m generator serve

serve-site:        ## browse the site last built into site/ at http://127.0.0.1:8000/
	@test -f site/index.html || { echo "no site/ yet: run make report or make site first"; exit 2; }
	$(PYTHON) -m http.server 8000 --bind 127.0.0.1 --directory site

diff: $(VENV)/.site     ## compare two bundles: make diff A=cpu-intel-xeon-2c@2.13.0 B=cpu-intel-xeon-2c@2.14.1 [THRESHOLD=5 FAIL_ON=regressed FORMAT=markdown]
	@test -n "$(A)" -a -n "$(B)" || { echo "usage: make diff A=<bundle dir or device@version> B=<...>"; exit 2; }
	$(PY) -m generator diff "$(A)" "$(B)" $(if $(THRESHOLD),--threshold $(THRESHOLD)) $(foreach c,$(FAIL_ON),--fail-on $(c)) $(if $(FORMAT),--format $(FORMAT)) $(if $(FORCE),--force)

spread: $(VENV)/.site   ## do repeated runs agree in intervals and verdicts? make spread RUNS="dir1 dir2 dir3" [EXPERIMENT=id]
	@test -n "$(RUNS)" || { echo "usage: make spread RUNS=\"<bundle dir> <bundle dir> ...\" [EXPERIMENT=id] (default: whole bundles)"; exit 2; }
	$(PY) -m generator spread $(RUNS) $(if $(EXPERIMENT),--experiment $(EXPERIMENT))

verdicts: $(VENV)/.measure  ## each claim's verdict on all the runs of its setting pooled: make verdicts [RUNS="dir1 dir2 dir3"] [LEAVE_ONE_OUT=1]
	$(PY) -m generator $(DIRS) verdicts $(RUNS) $(if $(filter 1 yes true,$(LEAVE_ONE_OUT)),--leave-one-out)

combine: $(VENV)/.measure  ## fold grid points measured into another folder (another machine or job) into their bundle: make combine INTO=results/full/<bundle> PARTS="dir ..."
	@test -n "$(INTO)" -a -n "$(PARTS)" || { echo "usage: make combine INTO=<bundle dir> PARTS=\"<bundle dir> ...\" (same device, torch build, code, profile and processes)"; exit 2; }
	$(PY) -m generator combine $(INTO) $(PARTS)

shard: $(VENV)/.measure  ## split a profile's grid into shards of about equal measured cost, each with its measure command: make shard PROFILE=full SHARDS=4 [INDEX=i ONLY=id JSON=1]
	@test -n "$(PROFILE)" -a -n "$(SHARDS)" || { echo "usage: make shard PROFILE=full SHARDS=<n> [INDEX=<i>] [ONLY=<id>] [JSON=1]"; exit 2; }
	@$(PY) -m generator $(DIRS) shard --profile $(PROFILE) --shards $(SHARDS) $(if $(INDEX),--index $(INDEX)) \
	  $(if $(ONLY),--only $(ONLY)) $(if $(filter 1 yes true,$(JSON)),--json)

calibrate: $(VENV)/.site   ## the spread between runs of one setting, for later intervals: make calibrate RUNS="dir1 dir2 dir3"
	@test -n "$(RUNS)" || { echo "usage: make calibrate RUNS=\"<bundle dir> <bundle dir> ...\" (the bundle and its re-runs; written to results/calibration/)"; exit 2; }
	$(PY) -m generator calibrate $(RUNS)

bench: $(VENV)/.site    ## time the measure stage, a no-change report and the site build
	$(PY) -m generator bench

test: $(VENV)/.test   ## the test suite on TEST_WORKERS processes (pytest-xdist; default auto, TEST_WORKERS=0 runs it in one)
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadgroup

test-vision:  ## model_suite's vision models (torchvision, timm) smoked on the CPU, in VISION_VENV with a CUDA build of torch (about 5.5 GB)
	$(PYTHON) scripts/setup_venv.py $(VISION_VENV) measure --cpu-torch "$(VISION_TORCH)" $(if $(WHEELS),--wheels "$(WHEELS)")
	$(VISION_VENV)/bin/python -m pip install -q $$(grep -E '^pytest' requirements/test.txt)
	REQUIRE_VISION=1 $(VISION_VENV)/bin/python -m pytest -q tests/experiments/test_model_suite_vision.py

wheelhouse:  ## wheels for an offline node: WHEEL_PYTHON=3.12 for another Python; then make measure WHEELS=wheelhouse there
	$(PYTHON) -m pip download -q -d $(WHEELHOUSE) -r requirements/measure.txt -r requirements/site.txt \
	  $(if $(WHEEL_PYTHON),--only-binary=:all: --implementation cp --python-version $(WHEEL_PYTHON) \
	  $(foreach p,manylinux_2_28_x86_64 manylinux_2_17_x86_64 manylinux2014_x86_64 any,--platform $(p))) \
	  $(if $(WHEEL_TORCH),$(WHEEL_TORCH))
	@echo "wheels for measure and site in $(WHEELHOUSE)/ ($$(ls $(WHEELHOUSE) | wc -l) files); on the node: make measure WHEELS=$(WHEELHOUSE)"

clean:
	rm -rf site build scratch
	find cache -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} +

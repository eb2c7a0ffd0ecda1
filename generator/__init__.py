"""The torch.compile performance lab: measure, render and publish the article's experiments."""

import os

# The compile-cache variables as the user's environment set them, read before torch is imported:
# Inductor writes TORCHINDUCTOR_CACHE_DIR into os.environ the first time it resolves its cache
# directory (importing an experiment module is enough), so reading os.environ later would take
# Inductor's default (/tmp/torchinductor_<user>, kept between runs) for the user's choice.
USER_CACHE_ENV = {k: os.environ[k] for k in ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR", "CUPY_CACHE_DIR")
                  if k in os.environ}

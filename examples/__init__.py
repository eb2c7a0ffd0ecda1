"""Examples of what a user brings to the lab: `make report MODEL=examples.tiny_model:build`."""

"""Analyses over bundles that commands and pages share: runs of one setting and how they agree."""

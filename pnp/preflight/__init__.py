"""Preflight: checks a PDF against what a home printer or a print shop needs, before it is printed."""

TARGETS = ("home", "shop")  # here rather than in `rules`, so the command line names them without loading pikepdf

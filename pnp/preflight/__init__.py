"""Preflight: checks a PDF against what a home printer or a print shop needs, before it is printed."""

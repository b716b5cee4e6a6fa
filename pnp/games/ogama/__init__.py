"""OGAMA: its rules, sheets, rulebook content, report and commands."""

"""Eye of Numen: its rules, sheets, rulebook content, report and commands."""

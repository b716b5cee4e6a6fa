"""Errors a user can cause; the command line turns each into one line on stderr."""


class PnpError(ValueError):
    """Input that cannot be honoured (bad option value, bad position, unwritable path)."""

"""`pnp ... ogama` sub-commands."""

"""`pnp ... stacks` sub-commands."""

"""`pnp ... kukreno` sub-commands."""

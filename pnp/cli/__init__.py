"""The `pnp` command line: one noun per product, one sub-command per game. Parsing and writing only."""

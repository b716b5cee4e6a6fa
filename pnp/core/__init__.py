"""What every part of `pnp` stands on: errors, strict numbers, seeding, safe file writes, signals, workers."""

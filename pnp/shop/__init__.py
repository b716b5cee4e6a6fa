"""Print-shop files: each game's board, pieces and booklet at trim size with bleed, as PDF/X (`pnp shop`)."""

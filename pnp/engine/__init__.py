"""What games with positions share: the position and move protocols, search, playouts and seeded pairings. Nothing here draws or knows a game."""

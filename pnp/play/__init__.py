"""Playing a game on a web page: a `Session` holds a game from its start, every turn and roll, and the
computer's moves, on the games' own positions and players. Standard library only: the play pages run it
in the browser's Python (Pyodide), and `pnp replay` checks its records on the command line."""

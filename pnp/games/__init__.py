"""The rules of the games: pure Python, nothing here draws."""

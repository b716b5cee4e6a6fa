"""The rules of the four games: pure Python, nothing here draws."""

GAMES = ("numen", "stacks", "kukreno", "ogama")

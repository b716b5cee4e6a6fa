"""What `pnp analyze <game>` prints: each game's analysis as readable text in the language asked for.

The figures come from the rules modules (pnp/games); these modules only put them into words, through
the catalogs, so a report reads the same in every language and its JSON form stays language-free.
"""

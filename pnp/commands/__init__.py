"""The pieces every game's commands are built from: shared options, position arguments, policies, the aid command."""

"""The table rule every printed OGAMA kit carries: each player ticks one box of a tally per turn (a forced
pass is a turn), and when both have made TURN_LIMIT turns the game ends by count."""

TURN_LIMIT = 60

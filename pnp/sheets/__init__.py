"""What each printed sheet holds and where, in millimetres. Sheets draw; they never decide a rule."""

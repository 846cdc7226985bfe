"""Tournaments (docs/online.md, "Tournaments"): arena and Swiss.

The rules are pure modules, each with its numbers as named constants and testable
without a server: :mod:`.scoring` (points, streaks, tie-breaks), :mod:`.arena_pairing`
and :mod:`.swiss_pairing` (who meets whom, by a maximum-weight matching). Storage and
the server's side: :mod:`.tables` (the schema), :mod:`.records` (every read and write of
a tournament, standings computed from its stored games), :mod:`.director` (the
background task of every server process that starts, pairs and finishes tournaments,
each step in one transaction that locks the tournament's row) and :mod:`.schedule`
(the tournaments the server creates by itself).
"""

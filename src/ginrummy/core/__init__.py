"""The engine: cards, melds, rules, actions, scoring, a hand, its observations, games,
records and the table. It uses the standard library only (``tests/test_quality.py``
checks it), and nothing here imports the layers above it (agents, front ends, bridges).

The public surface is re-exported by :mod:`ginrummy`; every module here is also
importable at its old path (``ginrummy.cards`` is ``ginrummy.core.cards``).
"""

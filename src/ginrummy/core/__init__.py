"""The engine: cards, melds, rules, actions, scoring, a hand, its observations, games,
records and the table. It uses the standard library only (``tests/quality/test_quality.py``
checks it), and nothing here imports the layers above it (agents, front ends, bridges).

The public surface is re-exported by :mod:`ginrummy`; each module here has one path,
``ginrummy.core.X`` (there are no aliases at the top of the package).
"""

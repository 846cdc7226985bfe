"""Translations between this engine and other gin rummy implementations.

Each bridge is a small, dependency-free module of pure functions: it maps cards, deals
and actions, and never imports the other implementation (so it can be used, and
tested, where that implementation is not installed).

* :mod:`ginrummy.bridges.openspiel`: OpenSpiel's ``gin_rummy`` game.
"""

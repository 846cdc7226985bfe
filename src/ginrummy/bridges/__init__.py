"""Bridges between this engine and other gin rummy implementations.

* :mod:`ginrummy.bridges.openspiel`: pure translation functions (cards, deals, meld
  ids, actions, the showdown) for OpenSpiel's ``gin_rummy``. It never imports OpenSpiel,
  so it can be used and tested where OpenSpiel is not installed.
* :mod:`ginrummy.bridges.openspiel_play`: plays our agents inside OpenSpiel's game
  against its bots: ``SimpleGinRummyBot``, its uniform random bot or its ISMCTS
  (``--bot simple|random|ismcts``; ``pip install ginrummy[openspiel]``); it imports
  ``pyspiel`` only when a hand is played. OpenSpiel's bots themselves (which there
  are, their names, how each is made and seeded) are in
  :mod:`ginrummy.bridges.openspiel_bots`.
* :mod:`ginrummy.bridges.openspiel_game`: our engine registered as an OpenSpiel game,
  ``python_ginrummy``, for OpenSpiel's own algorithms on our rules.
"""

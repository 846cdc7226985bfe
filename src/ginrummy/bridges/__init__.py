"""Bridges between this engine and other gin rummy implementations.

* :mod:`ginrummy.bridges.openspiel`: pure translation functions (cards, deals, meld
  ids, actions, the showdown) for OpenSpiel's ``gin_rummy``. It never imports OpenSpiel,
  so it can be used and tested where OpenSpiel is not installed.
* :mod:`ginrummy.bridges.openspiel_play`: plays our agents inside OpenSpiel's game
  against its ``SimpleGinRummyBot`` (``pip install ginrummy[openspiel]``); it imports
  ``pyspiel`` only when a hand is played.
"""

"""What crosses the socket: the protocol's typed messages (:mod:`.protocol`), a seat's
screen (:mod:`.views`), a watcher's (:mod:`.spectator`) and the presets' words
(:mod:`.preset_text`). Built from observations only, so no hidden card can leave.
"""

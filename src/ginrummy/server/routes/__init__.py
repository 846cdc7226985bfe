"""The server's HTTP side: the routes of players, pairing, the lobby, history, reviews,
the operator's probes and metrics, and the guards every request passes first.

Each module adds its routes to the application :func:`ginrummy.server.app.create_app`
builds; none of them changes a room itself: that is :mod:`ginrummy.server.rooms`.
"""

"""The server's HTTP side: the lobby and pages (:mod:`.lobby_api`, the rules a room may
have in :mod:`.options`), the tables' sockets (:mod:`.table_socket`), players and
pairing (:mod:`.online_api`), history (:mod:`.history_api`), reviews
(:mod:`.review_api`), the operator's probes and metrics (:mod:`.operations`), and the
guards every request passes first (:mod:`.guards`).

Each module adds its routes to the application :func:`ginrummy.server.app.create_app`
wires; none of them changes a room itself: that is :mod:`ginrummy.server.rooms`.
"""

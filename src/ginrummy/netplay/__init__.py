"""Playing on a ginrummy server from the terminal: ``ginrummy online``.

The browser is not the only way to meet someone online: this package is a terminal
client of the same server and protocol (docs/protocol.md, docs/online.md), as a
person at the browser would use it.

- :mod:`~ginrummy.netplay.api`: the server's JSON HTTP calls (players, the pairing
  queue, friend rooms), each error a :class:`~ginrummy.netplay.api.ServerError` with the
  server's code.
- :mod:`~ginrummy.netplay.identity`: the anonymous player identity and the last table,
  kept per server in the user's data folder, so ratings follow the person and a closed
  terminal goes back to its game (``--resume``).
- :mod:`~ginrummy.netplay.connection`: the table's WebSocket, read on a thread.
- :mod:`~ginrummy.netplay.socket_screen`: what both screens share: the loop over the
  person's lines and the server's messages, the reconnection.
- :mod:`~ginrummy.netplay.text_table`: the table in plain text, one line at a time.
- :mod:`~ginrummy.netplay.text_watch`: a public game watched, in plain text.
"""

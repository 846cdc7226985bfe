"""Many server processes on one PostgreSQL database: what this process announces of its
rooms (:mod:`.other_processes`) and the changes of other processes that reach its sockets
through LISTEN/NOTIFY (:mod:`.fanout`).
"""

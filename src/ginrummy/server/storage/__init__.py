"""Storage: the tables (:mod:`.schema`), every room, seat, deal and action written as it
happens (:mod:`.store`, its hot path :mod:`.move_writer`), the threads that keep it off the
event loop (:mod:`.threads`), and the schema's upgrades (``migrations/``, Alembic).
"""

"""The rooms: a game in progress and every change made to it.

:mod:`.room` is the record kept in memory; :mod:`.manager` creates, loads and changes
rooms; :mod:`.authority` checks a seat's message; :mod:`.computer` and :mod:`.thinking`
play the computer's seat and give hints; :mod:`.clock`, :mod:`.chat`, :mod:`.meeting`
and :mod:`.limits` are what a room adds when strangers meet; :mod:`.fair_deals` is the
server's side of the provably fair deal.
"""

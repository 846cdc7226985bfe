"""The rooms: a game in progress and every change made to it.

:mod:`.room` is the record kept in memory; :mod:`.pipeline` is the one path every change
takes (lock, check, apply, store from the version, send the views, let the computer
move); :mod:`.manager` creates, loads and seats rooms and decides each seat's message;
:mod:`.authority` checks a seat's message; :mod:`.computer` and :mod:`.thinking` play
the computer's seat and give hints; :mod:`.clock`, :mod:`.chat`, :mod:`.meeting` and
:mod:`.limits` are what a room adds when strangers meet; :mod:`.claims` is the one rule
for claiming a game from a player who left; :mod:`.fair_deals` is the
server's side of the provably fair deal; :mod:`.time_source` is the clock the server
reads (a test hands in its own); :mod:`.metrics` are the numbers an operator scrapes.
"""

"""Meeting anyone online: anonymous players (:mod:`.players`), the pairing queue
(:mod:`.pairing`), ratings (:mod:`.ratings`), statistics and replays (:mod:`.history`),
game reviews as jobs (:mod:`.reviews`), and the tables they keep (:mod:`.tables`).
"""

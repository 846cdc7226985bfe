# Perché una mossa è stata rifiutata (l'`action/illegal` del server), detto dal tavolo
# a partire dal motivo e dai dati tipizzati del rifiuto (notices.js illegalText).

## Le mosse possibili prima di pescare, dentro i moves-* di play.ftl ($card: la carta scoperta)

refusals-move-draw = pescare
refusals-move-take = prendere { $card }
refusals-move-pass = passare

## Perché una mossa non è consentita

refusals-drawn-already = Non consentito: hai già pescato; scarta o bussa.
refusals-reason-game_over = Non consentito: la mano è finita.
refusals-reason-not_your_turn = Non consentito: non è il tuo turno.
refusals-reason-wrong_phase = Non consentito in questo momento del turno.
refusals-reason-card_not_in_hand = Non consentito: quella carta non è nella tua mano.
refusals-reason-cannot_discard_taken_upcard = Non consentito: la carta appena presa dagli scarti non si può scartare in questo turno.
refusals-reason-deadwood_too_high = Non consentito: i tuoi punti morti supererebbero il limite per bussare.
refusals-reason-big_gin_disabled = Non consentito: con queste regole il big gin non si gioca.
refusals-reason-not_big_gin = Non consentito: il big gin richiede tutte e undici le carte in combinazioni.
refusals-reason-bad_melds = Non consentito: quelle combinazioni non sono fatte con le tue carte.
refusals-reason-must_knock_on_gin = Non consentito: hai gin e devi fare gin.
refusals-reason-stock_end = Non consentito: con due carte nel tallone puoi solo bussare.
refusals-reason-bad_hand = Non consentito: questa mano non si può giocare.

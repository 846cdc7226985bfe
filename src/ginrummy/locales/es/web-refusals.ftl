# Por qué se rechazó una jugada (el `action/illegal` del servidor), dicho por la mesa a
# partir del motivo y los datos tipados del rechazo (notices.js illegalText).

## Las jugadas posibles antes de robar, dentro de moves-* de play.ftl ($card: la carta descubierta)

refusals-move-draw = robar
refusals-move-take = tomar { $card }
refusals-move-pass = pasar

## Por qué no se permite una jugada

refusals-drawn-already = No permitido: ya robaste; descarta o corta.
refusals-reason-game_over = No permitido: la mano ha terminado.
refusals-reason-not_your_turn = No permitido: no es tu turno.
refusals-reason-wrong_phase = No permitido en este momento del turno.
refusals-reason-card_not_in_hand = No permitido: esa carta no está en tu mano.
refusals-reason-cannot_discard_taken_upcard = No permitido: la carta que acabas de tomar de los descartes no se puede descartar en este turno.
refusals-reason-deadwood_too_high = No permitido: tus puntos sueltos superarían el límite para cortar.
refusals-reason-big_gin_disabled = No permitido: con estas reglas no se juega big gin.
refusals-reason-not_big_gin = No permitido: el big gin exige las once cartas en juegos.
refusals-reason-bad_melds = No permitido: esos juegos no están hechos con tus propias cartas.
refusals-reason-must_knock_on_gin = No permitido: tienes gin y debes hacer gin.
refusals-reason-stock_end = No permitido: con dos cartas en el mazo solo puedes cortar.
refusals-reason-bad_hand = No permitido: esta mano no se puede jugar.

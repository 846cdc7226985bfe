# Pourquoi un coup a été refusé (l'`action/illegal` du serveur), dit par la table à
# partir de la raison et des faits typés du refus (notices.js illegalText).

## Les coups possibles avant de piocher, dans les moves-* de play.ftl ($card : la carte retournée)

refusals-move-draw = piocher
refusals-move-take = prendre { $card }
refusals-move-pass = passer

## Pourquoi un coup est interdit

refusals-drawn-already = Interdit : tu as déjà pioché ; défausse ou frappe.
refusals-reason-game_over = Interdit : la donne est terminée.
refusals-reason-not_your_turn = Interdit : ce n'est pas ton tour.
refusals-reason-wrong_phase = Interdit à ce moment du tour.
refusals-reason-card_not_in_hand = Interdit : cette carte n'est pas dans ta main.
refusals-reason-cannot_discard_taken_upcard = Interdit : la carte que tu viens de prendre sur la défausse ne peut pas être défaussée ce tour-ci.
refusals-reason-deadwood_too_high = Interdit : tes points morts dépasseraient la limite de frappe.
refusals-reason-big_gin_disabled = Interdit : le big gin ne se joue pas selon ces règles.
refusals-reason-not_big_gin = Interdit : le big gin demande les onze cartes en combinaisons.
refusals-reason-bad_melds = Interdit : ces combinaisons ne sont pas faites de tes propres cartes.
refusals-reason-must_knock_on_gin = Interdit : tu as gin et tu dois faire gin.
refusals-reason-stock_end = Interdit : avec deux cartes au talon, tu ne peux que frapper.
refusals-reason-bad_hand = Interdit : cette donne ne peut pas être jouée.

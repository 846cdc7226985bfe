# Un tavolo per tre (three.html, three.js; «Tre giocatori» nella pagina iniziale): il gin
# in tre, ogni mano giocata in due. «Il box»: il giocatore da solo contro una squadra di
# due (un capitano che gioca e un compagno che resta fuori e può consigliare).

three-page-title = Gin Rummy in tre
three-title = Un tavolo per tre
three-invite-title = In attesa dei giocatori
three-invite-text = Manda questo link ai tuoi amici: i primi due che lo aprono prendono i posti liberi. Puoi anche far sedere il computer.
three-invite-url =
    .aria-label = Link d'invito
three-copy = Copia il link
three-discard = Pila degli scarti
three-moves =
    .aria-label = Mosse
three-advise-title = Consiglia il tuo capitano
three-advise-label = Suggerisci una carta
three-advise = Consiglia
three-next-hand = Mano successiva
three-sheet-title = Segnapunti

three-form-box = il box: uno contro una squadra di due, il box cambia dopo una partita persa
three-form-box-hand = il box: uno contro una squadra di due, il box cambia dopo una mano persa
three-form-rotation = rotazione: chi perde una partita resta fuori
three-form-rotation-hand = rotazione: chi perde una mano resta fuori

three-role-box = nel box
three-role-captain = capitano
three-role-partner = compagno, resta fuori
three-role-plays = gioca
three-role-sits-out = resta fuori
three-empty-seat = Posto libero
three-you-mark = (tu)
three-score-label = Punti
three-pairing = { $a } gioca contro { $b }; { $out } resta fuori.
three-next-known = Resta fuori dopo: { $name }.
three-next-loser-game = Resta fuori dopo: chi perde questa partita.
three-next-loser-hand = Resta fuori dopo: chi perde questa mano.
three-waiting = In attesa che tutti i posti siano occupati.

three-level-label = Livello del computer
three-level-easy = Facile
three-level-medium = Medio
three-level-hard = Difficile
three-seat-computer = Fai sedere il computer al posto { $seat }

three-cards = { $count ->
    [one] (1 carta)
   *[other] ({ $count } carte)
}
three-stock = { $count ->
    [one] Tallone: 1 carta
   *[other] Tallone: { $count } carte
}
three-your-hand = La tua mano
three-captain-hand = La mano di { $name } (il tuo capitano)
three-sitting-out-you = Resti fuori da questa mano: il tavolo, come lo vedono tutti.
three-watching = Stai guardando il tavolo.
three-advice-from = { $name } suggerisce:
three-advice-sent = Hai suggerito { $card } al tuo capitano.

three-sheet-game = Partita
three-sheet-hand = Mano
three-sheet-box = Nel box
three-sheet-total = Totale
three-sheet-won = Vinta, { $points } punti
three-against = { $a } contro { $b }:
three-over-won = L'incontro è finito: vince { $names }.
three-over-shared = L'incontro è finito: { $names } si dividono la vittoria.

three-join-note = Un tavolo per tre: { $form }.
three-start-label = Tre giocatori
three-start-two = No: una partita in due
three-start-games = Partite dell'incontro
three-start-note = Con tre giocatori, «Invita un amico» apre un tavolo per tre: manda il link a due amici, o fai sedere il computer a un posto libero.

error-three-sitting_out = Resti fuori da questa mano: la giocano gli altri due.
error-three-advice_unavailable = Solo il compagno del capitano può consigliare, nel box, durante una mano.
error-three-bad_advice = Il tuo capitano non ha quella carta.
error-three-bad_seat = Quel posto non esiste: i posti sono 1, 2 e 3.
error-three-seat_taken = Quel posto è già occupato.
error-three-bad_level = Quel livello del computer non esiste.
error-three-match_not_over = La partita non è ancora finita.
error-three-no_stand_in = Il computer gioca solo per chi ha lasciato il tavolo.
error-three-not_gone_long = Forse ha solo perso la connessione: aspetta ancora un po'.

three-chat-label = Messaggio al tavolo
three-mute-what = Nascondi i messaggi degli altri giocatori

three-again = Gioca ancora
three-again-asked = { $names } vorrebbe giocare ancora.
three-again-waiting = In attesa che { $names } voglia giocare ancora.
three-again-next = Guarda la prossima partita

three-sit-in = Lascia giocare il computer per { $name }
three-sit-in-wait = { $name } ha lasciato il tavolo: il computer potrà giocare al suo posto tra { $seconds } s.
three-stand-in = per ora gioca il computer

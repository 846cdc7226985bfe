# Una mesa para tres (three.html, three.js; «Tres jugadores» en la página de inicio): el
# gin de a tres, cada mano jugada entre dos. «La caja»: el jugador solo contra un equipo
# de dos (un capitán que juega y un compañero que no juega y puede aconsejar).

three-page-title = Gin rummy para tres
three-title = Una mesa para tres
three-invite-title = Esperando a los jugadores
three-invite-text = Envía este enlace a tus amigos: los dos primeros que lo abran ocupan los asientos libres. También puedes sentar a la computadora.
three-invite-url =
    .aria-label = Enlace de invitación
three-copy = Copiar el enlace
three-discard = Descartes
three-moves =
    .aria-label = Jugadas
three-advise-title = Aconseja a tu capitán
three-advise-label = Sugiere una carta
three-advise = Aconsejar
three-next-hand = Mano siguiente
three-sheet-title = Hoja de anotación

three-form-box = la caja: uno contra un equipo de dos, la caja cambia tras una partida perdida
three-form-box-hand = la caja: uno contra un equipo de dos, la caja cambia tras una mano perdida
three-form-rotation = rotación: quien pierde cada partida descansa
three-form-rotation-hand = rotación: quien pierde cada mano descansa

three-role-box = en la caja
three-role-captain = capitán
three-role-partner = compañero, descansa
three-role-plays = juega
three-role-sits-out = descansa
three-empty-seat = Asiento libre
three-you-mark = (tú)
three-score-label = Puntos
three-pairing = { $a } juega contra { $b }; { $out } descansa.
three-next-known = Descansa después: { $name }.
three-next-loser-game = Descansa después: quien pierda esta partida.
three-next-loser-hand = Descansa después: quien pierda esta mano.
three-waiting = Esperando a que se ocupen todos los asientos.

three-level-label = Nivel de la computadora
three-level-easy = Fácil
three-level-medium = Medio
three-level-hard = Difícil
three-seat-computer = Sentar a la computadora en el asiento { $seat }

three-cards = { $count ->
    [one] (1 carta)
   *[other] ({ $count } cartas)
}
three-stock = { $count ->
    [one] Mazo: 1 carta
   *[other] Mazo: { $count } cartas
}
three-your-hand = Tu mano
three-captain-hand = La mano de { $name } (tu capitán)
three-sitting-out-you = Descansas esta mano: la mesa, tal como la ven todos.
three-watching = Estás mirando la mesa.
three-advice-from = { $name } sugiere:
three-advice-sent = Le sugeriste { $card } a tu capitán.

three-sheet-game = Partida
three-sheet-hand = Mano
three-sheet-box = En la caja
# loan: the same word in Spanish
three-sheet-total = Total
three-sheet-won = Ganada, { $points } puntos
three-against = { $a } contra { $b }:
three-over-won = El encuentro terminó: gana { $names }.
three-over-shared = El encuentro terminó: { $names } comparten la victoria.

three-join-note = Una mesa para tres: { $form }.
three-start-label = Tres jugadores
three-start-two = No: una partida de dos
three-start-games = Partidas del encuentro
three-start-note = Con tres jugadores, «Invitar a un amigo» abre una mesa para tres: envía su enlace a dos amigos o sienta a la computadora en un asiento libre.

error-three-sitting_out = Descansas esta mano: la juegan los otros dos.
error-three-advice_unavailable = Solo el compañero del capitán puede aconsejar, en la caja, durante una mano.
error-three-bad_advice = Tu capitán no tiene esa carta.
error-three-bad_seat = Ese asiento no existe: los asientos son 1, 2 y 3.
error-three-seat_taken = Ese asiento ya está ocupado.
error-three-bad_level = Ese nivel de la computadora no existe.
error-three-match_not_over = El encuentro todavía no ha terminado.
error-three-no_stand_in = El ordenador solo juega por alguien que dejó la mesa.
error-three-not_gone_long = Puede que solo haya perdido la conexión: espera un poco más.

three-chat-label = Mensaje para la mesa
three-mute-what = Ocultar los mensajes de los otros jugadores

three-again = Jugar otra vez
three-again-asked = { $names } quiere jugar otra vez.
three-again-waiting = Esperando a que { $names } quiera jugar otra vez.
three-again-next = Ver el siguiente encuentro

three-sit-in = Que el ordenador juegue por { $name }
three-sit-in-wait = { $name } dejó la mesa: el ordenador podrá jugar en su lugar dentro de { $seconds } s.
three-stand-in = el ordenador juega por ahora

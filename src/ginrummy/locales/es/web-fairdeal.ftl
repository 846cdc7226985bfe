# Repartos que cualquiera puede verificar (fairpanel.js, fairness.js): «¿Cómo se
# repartió?» en la bajada, el diálogo con los números y cada comprobación. Los números
# hexadecimales, las cartas y los comandos quedan como están.

fairdeal-button = ¿Cómo se repartió?
fairdeal-download = Descargar el registro
fairdeal-seed-line = Tu semilla para este reparto: { $seed }
fairdeal-hand-failed = La mano { $hand } no pasó la verificación.
fairdeal-details = Detalles
fairdeal-checking = Verificando el reparto…
fairdeal-verified-here = ✓ Reparto verificado en tu navegador
fairdeal-verified = ✓ Reparto verificado
fairdeal-failed = Este reparto no pasó la verificación.
# loan: solo dos parámetros separados por dos puntos
fairdeal-failure = { $label }: { $detail }
fairdeal-every-check = Todas las comprobaciones están debajo.
fairdeal-explain = Antes de la mano, el servidor se comprometió con una semilla secreta mostrando su huella SHA-256 (el compromiso). Luego tu navegador añadió una semilla aleatoria propia, y la baraja se mezcló a partir de ambas con HMAC-SHA256. Ahora que la mano terminó, la semilla del servidor se revela, y tu navegador volvió a calcular el compromiso y la baraja y los comparó con lo que vio.
fairdeal-which-hand = Sala, partida, mano
fairdeal-hand-id = { $room }, partida { $game }, mano { $hand }
fairdeal-commitment = Compromiso (mostrado antes del reparto)
fairdeal-server-seed = Semilla del servidor (revelada ahora)
fairdeal-seed-of = Semilla de { $name } (asiento { $seat })
fairdeal-you = ti
fairdeal-your-opponent = tu rival
fairdeal-yours = {" "}– la tuya
fairdeal-no-seed = ninguna
fairdeal-passed = Correcta:
fairdeal-failed-check = Fallida:
fairdeal-unchecked = Sin verificar:
fairdeal-seen-at-end = Esta pestaña solo vio esta mano al final: tus cartas se tomaron de la pantalla final.
fairdeal-anybody = Cualquiera puede volver a verificarlo: el registro de la partida (Descargar el registro, al final de la partida) contiene estos números, y { $command } verifica cada una de sus manos.
fairdeal-fetching = Obteniendo el registro…
fairdeal-saved = Guardado. Verifícalo con: { $command }
fairdeal-saved-announce = El registro de la partida está guardado.
fairdeal-fetch-failed = No se pudo obtener el registro: { $error }
fairdeal-check-failed = No se pudo hacer la verificación: { $error }
fairdeal-shuffling = Mezclando: cada jugador añade una semilla propia…
fairdeal-shuffling-waiting = Mezclando: cada jugador añade una semilla propia… esperando la de { $name }.
fairdeal-shuffling-waiting-opponent = Mezclando: cada jugador añade una semilla propia… esperando la de tu rival.

## Las comprobaciones: el nombre de cada una y luego lo que encontró.
fairdeal-check-commitment = La semilla del servidor coincide con el compromiso
fairdeal-check-remembered = El compromiso es el mostrado antes del reparto
fairdeal-check-client-seed = Tu semilla entró en el reparto
fairdeal-check-dealt = Tus diez cartas
fairdeal-check-upcard = La primera carta descubierta
fairdeal-check-stock = Tus cartas robadas del mazo
fairdeal-check-opponent = Las cartas de tu rival
fairdeal-unreadable = No se puede leer la prueba: { $error }.
fairdeal-commitment-ok = El SHA-256 de la semilla del servidor es { $hash }, el compromiso.
fairdeal-commitment-bad = El SHA-256 de la semilla del servidor es { $hash }, pero el compromiso dice { $commitment }.
fairdeal-remembered-changed = Durante la mano el compromiso era { $during }; la prueba dice { $commitment }.
fairdeal-remembered-ok = Antes del reparto esta pestaña vio { $commitment }: el mismo.
fairdeal-remembered-bad = Antes del reparto esta pestaña vio { $commitment }, pero la semilla revelada da { $hash }.
fairdeal-remembered-unknown = Sin verificar: esta pestaña no vio el compromiso de este reparto antes de repartir (se abrió después, o se borró su almacenamiento). No es culpa del reparto.
fairdeal-seed-unsent = Sin verificar: tu semilla no llegó al servidor antes del reparto, así que el reparto no usó ninguna tuya.
fairdeal-seed-ok = Tu semilla { $seed } está en la prueba.
fairdeal-seed-bad = Enviaste { $sent }, pero la prueba tiene { $seed } para ti.
fairdeal-seed-bad-none = Enviaste { $sent }, pero la prueba no tiene ninguna semilla para ti.
fairdeal-seed-unknown = Sin verificar: esta pestaña no tiene registro de una semilla enviada para este reparto (la prueba tiene { $seed }).
fairdeal-seed-unknown-none = Sin verificar: esta pestaña no tiene registro de una semilla enviada para este reparto (la prueba no tiene ninguna).
fairdeal-deck-unreadable = No se puede formar la baraja a partir de la prueba: { $error }.
fairdeal-fewer-cards = menos cartas
fairdeal-no-more = nada más
fairdeal-dealt-bad = Recibiste { $wrong } donde la baraja da { $missing }.
fairdeal-dealt-ok =
    Recibiste { $cards }: las cartas { $dealer ->
        [you] 2.ª, 4.ª … 20.ª
       *[other] 1.ª, 3.ª … 19.ª
    } de la baraja.
fairdeal-dealt-unknown = Sin verificar: esta pestaña no vio tus cartas de esta mano.
fairdeal-upcard-bad = La primera carta descubierta fue { $seen }; la 21.ª carta de la baraja es { $card }.
fairdeal-upcard-ok = { $card }, la 21.ª carta de la baraja.
fairdeal-upcard-unknown = Sin verificar: esta pestaña no vio la primera carta descubierta.
fairdeal-problem-empty-stock = la jugada { $move } roba de un mazo vacío
fairdeal-problem-take = la jugada { $move } toma { $card } de los descartes, pero la baraja pone ahí { $top }
fairdeal-problem-take-none = la jugada { $move } toma { $card } de los descartes, pero la baraja no pone ninguna carta ahí
fairdeal-stock-drew =
    robaste { $shown }, pero la { $ordinal ->
       *[other] { $place }.ª
    } carta del mazo{ $round ->
        [reshuffled] {" "}vuelto a mezclar
       *[first] {""}
    } es { $card }
fairdeal-stock-count = robaste { $seen } cartas del mazo, las jugadas muestran { $moves }
fairdeal-stock-ok =
    { $cards }: cada una la siguiente carta del mazo cuando la robaste ({ $draws ->
        [one] { $draws } robo
       *[other] { $draws } robos
    } de ambos jugadores contados).
fairdeal-stock-ok-reshuffled =
    { $cards }: cada una la siguiente carta del mazo cuando la robaste ({ $draws ->
        [one] { $draws } robo
       *[other] { $draws } robos
    } de ambos jugadores contados, pasando por la nueva mezcla).
fairdeal-stock-none = No robaste ninguna carta del mazo.
fairdeal-opponent-none = Nada que verificar: tu rival no mostró cartas.
fairdeal-opponent-bad = Tu rival mostró { $cards }, que la baraja no le dio ni en el reparto, ni del mazo, ni de los descartes.
fairdeal-opponent-ok = Las { $count } cartas que mostró tu rival salieron de su reparto, de sus robos o de los descartes.

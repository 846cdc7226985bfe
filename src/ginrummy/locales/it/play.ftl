# Il gioco in parole (ginrummy.words). $who è «you» (chi gioca a questo schermo) o
# «other»; $name è il nome dell'altro. Le parole tra apici ('take', 'pass') sono i
# comandi da scrivere: restano come sono.

you = tu

## Mosse
action-draw = pescare dal tallone
action-take = prendere la carta scoperta
action-pass = passare
action-discard = scartare { $card }
action-knock = bussare scartando { $card }
# loan: players say "big gin" as in English (see GLOSSARY.md).
action-big-gin = big gin
hint = Suggerimento: { $move }. { $reason }.

## Cosa è successo al tavolo
event-take =
    { $who ->
        [you] hai preso
       *[other] { $name } ha preso
    } { $card } dagli scarti
event-pass =
    { $who ->
        [you] hai passato
       *[other] { $name } ha passato
    }
event-draw-card =
    { $who ->
        [you] hai pescato
       *[other] { $name } ha pescato
    } { $card } dal tallone
event-draw =
    { $who ->
        [you] hai pescato
       *[other] { $name } ha pescato
    } dal tallone
event-discard =
    { $who ->
        [you] hai scartato
       *[other] { $name } ha scartato
    } { $card }
event-knock-card =
    { $who ->
        [you] hai bussato
       *[other] { $name } ha bussato
    } scartando { $card } coperta
event-knock =
    { $who ->
        [you] hai bussato
       *[other] { $name } ha bussato
    }
event-big-gin =
    { $who ->
        [you] hai fatto big gin
       *[other] { $name } ha fatto big gin
    }
event-reshuffle = gli scarti sono stati mescolati in un nuovo tallone
event-void = la mano è nulla

## Mosse possibili e mosse rifiutate
moves-offer = { $take } o { $pass }
moves-draw-or-take = { $draw } dal tallone o { $take }
moves-draw = { $draw } dal tallone
moves-stock-end = { $take } per bussare con essa, o { $pass }
refusal-first = Non consentito: prima { $moves }.
refusal-draw-first = Non consentito: prima pesca una carta: { $moves }.
refusal-moves = Non consentito: { $moves }.
refusal-stock-end = Non consentito: restano due carte nel tallone: { $moves }.
refusal-not-held = Non consentito: non hai { $card }.
refusal-taken-upcard = Non consentito: { $card } è appena stata presa dagli scarti; tienila per questo turno e scarta un'altra carta.
refusal-over-limit = Non consentito: scartare { $card } lascia { $left } punti morti, oltre il limite per bussare di { $limit }.
refusal-other = Non consentito: { $error }.

## La chiusura
showdown-head =
    { $who ->
        [you] Hai
       *[other] { $name } ha
    } { $outcome ->
        [gin] fatto gin
        [big_gin] fatto big gin
       *[knock] bussato
    } (limite per bussare { $limit }).
showdown-melds = combinazioni { $melds }
showdown-deadwood = carte morte { $cards } ({ $count })
no-melds = (nessuna)
layoff = { $card } su { $meld }
showdown-laid-off =
    { $who ->
        [you] hai attaccato
       *[other] { $name } ha attaccato
    }: { $layoffs }
showdown-no-layoffs = contro il gin non si attacca
showdown-nothing-to-lay-off =
    { $who ->
        [you] non avevi niente da attaccare
       *[other] { $name } non aveva niente da attaccare
    }
outcome-name =
    { $outcome ->
        [gin] gin
        [big_gin] big gin
        [undercut] sottotaglio
        [tie] pareggio
       *[knock] bussata
    }
showdown-outcome-nobody = Esito: { $outcome }. { $reason }.
showdown-outcome =
    Esito: { $outcome }. { $who ->
        [you] Segni
       *[other] { $name } segna
    } { $points } ({ $reason }).
points-gin = bonus gin { $bonus } + punti morti del difensore { $d } = { $base }
points-big-gin = bonus big gin { $bonus } + punti morti del difensore { $d } = { $base }
points-knock = punti morti del difensore { $d } - quelli di chi bussa { $k } = { $base }
points-undercut = bonus sottotaglio { $bonus } + (punti morti di chi bussa { $k } - quelli del difensore { $d }) = { $base }
points-tie = punti morti pari ({ $k }): con queste regole non è sottotaglio, nessuno segna
points-doubled = { $text }, raddoppiato per la carta scoperta di picche = { $points }
void-hand = Mano nulla: nessuno segna, lo stesso mazziere ridà.
void-hand-reason = Mano nulla ({ $reason }): nessuno segna, lo stesso mazziere ridà.

## Foglio segnapunti
sheet-title = Segnapunti
sheet-title-hollywood = Segnapunti (Hollywood)
sheet-hands-won = mani vinte
sheet-hand-points = punti delle mani
sheet-boxes = caselle ({ $bonus } per mano vinta)
sheet-game-bonus = bonus partita
sheet-shutout-doubled = cappotto (raddoppiato)
sheet-shutout-bonus = bonus cappotto
sheet-total = totale
sheet-game-hand-points = partita { $number } punti delle mani
sheet-game-boxes = partita { $number } caselle
sheet-game-game-bonus = partita { $number } bonus partita
sheet-game-shutout-doubled = partita { $number } cappotto (raddoppiato)
sheet-game-shutout-bonus = partita { $number } cappotto (bonus)
sheet-game-total = partita { $number } totale
sheet-game = partita { $number }
sheet-game-shutout = partita { $number } (cappotto)
game-won =
    { $who ->
        [you] Vinci
       *[other] { $name } vince
    } la partita di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
game-won-shutout =
    { $who ->
        [you] Vinci
       *[other] { $name } vince
    } la partita di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } (cappotto).
hollywood-won =
    { $who ->
        [you] Vinci
       *[other] { $name } vince
    } di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } sulle tre partite (partite vinte { $won0 }-{ $won1 }).
scores-running = Punteggio: { $name0 } { $score0 }, { $name1 } { $score1 } (partita a { $target }; mani vinte { $won0 }-{ $won1 })
hollywood-running = Punteggio Hollywood, ogni partita a { $target } (mani vinte { $won0 }-{ $won1 }):
hollywood-running-game = partita { $number }: { $name0 } { $score0 }, { $name1 } { $score1 }
hollywood-running-game-won = partita { $number }: { $name0 } { $score0 }, { $name1 } { $score1 } (vinta da { $winner })
games-item = P{ $number } { $score0 }-{ $score1 }
counted-none = nessuna partita
counted-one = la partita { $number }
counted-many = le partite { $numbers } e { $last }

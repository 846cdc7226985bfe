# O jogo em palavras (ginrummy.words). $who é "you" (quem joga nesta tela) ou "other";
# $name é o nome do outro. As palavras entre aspas simples ('take', 'pass') são os
# comandos que se digitam: ficam como estão.

you = você

## Jogadas
action-draw = comprar do monte
action-take = pegar a carta aberta
action-pass = passar
action-discard = descartar { $card }
action-knock = bater descartando { $card }
# loan: players say "big gin" as in English (see GLOSSARY.md).
action-big-gin = big gin
hint = Dica: { $move }. { $reason }.

## O que aconteceu na mesa
event-take =
    { $who ->
        [you] você pegou
       *[other] { $name } pegou
    } { $card } do descarte
event-pass =
    { $who ->
        [you] você passou
       *[other] { $name } passou
    }
event-draw-card =
    { $who ->
        [you] você comprou
       *[other] { $name } comprou
    } { $card } do monte
event-draw =
    { $who ->
        [you] você comprou
       *[other] { $name } comprou
    } do monte
event-discard =
    { $who ->
        [you] você descartou
       *[other] { $name } descartou
    } { $card }
event-knock-card =
    { $who ->
        [you] você bateu
       *[other] { $name } bateu
    } descartando { $card } virada para baixo
event-knock =
    { $who ->
        [you] você bateu
       *[other] { $name } bateu
    }
event-big-gin =
    { $who ->
        [you] você fez big gin
       *[other] { $name } fez big gin
    }
event-reshuffle = o descarte foi embaralhado para formar um novo monte
event-void = a mão foi anulada

## Jogadas possíveis e jogadas recusadas
moves-offer = { $take } ou { $pass }
moves-draw-or-take = { $draw } do monte ou { $take }
moves-draw = { $draw } do monte
moves-stock-end = { $take } para bater com ela, ou { $pass }
refusal-first = Não permitido: primeiro { $moves }.
refusal-draw-first = Não permitido: compre uma carta primeiro: { $moves }.
refusal-moves = Não permitido: { $moves }.
refusal-stock-end = Não permitido: restam duas cartas no monte: { $moves }.
refusal-not-held = Não permitido: você não tem { $card }.
refusal-taken-upcard = Não permitido: { $card } acabou de ser pega do descarte; fique com ela nesta rodada e descarte outra carta.
refusal-over-limit = Não permitido: descartar { $card } deixa { $left } pontos soltos, acima do limite para bater de { $limit }.
refusal-other = Não permitido: { $error }.

## A batida
showdown-head =
    { $who ->
        [you] Você
       *[other] { $name }
    } { $outcome ->
        [gin] fez gin
        [big_gin] fez big gin
       *[knock] bateu
    } (limite para bater { $limit }).
showdown-melds = jogos { $melds }
showdown-deadwood = soltas { $cards } ({ $count })
no-melds = (nenhum)
layoff = { $card } em { $meld }
showdown-laid-off =
    { $who ->
        [you] você encaixou
       *[other] { $name } encaixou
    }: { $layoffs }
showdown-no-layoffs = contra gin não se encaixa nada
showdown-nothing-to-lay-off =
    { $who ->
        [you] você não tinha nada para encaixar
       *[other] { $name } não tinha nada para encaixar
    }
outcome-name =
    { $outcome ->
        [gin] gin
        [big_gin] big gin
        [undercut] contragolpe
        [tie] empate
       *[knock] batida
    }
showdown-outcome-nobody = Resultado: { $outcome }. { $reason }.
showdown-outcome =
    Resultado: { $outcome }. { $who ->
        [you] Você marca
       *[other] { $name } marca
    } { $points } ({ $reason }).
points-gin = bônus de gin { $bonus } + pontos soltos do defensor { $d } = { $base }
points-big-gin = bônus de big gin { $bonus } + pontos soltos do defensor { $d } = { $base }
points-knock = pontos soltos do defensor { $d } - os de quem bateu { $k } = { $base }
points-undercut = bônus de contragolpe { $bonus } + (pontos soltos de quem bateu { $k } - os do defensor { $d }) = { $base }
points-tie = pontos soltos iguais ({ $k }): por estas regras não há contragolpe, ninguém marca
points-doubled = { $text }, em dobro pela carta aberta de espadas = { $points }
void-hand = Mão anulada: ninguém marca, o mesmo carteador dá de novo.
void-hand-reason = Mão anulada ({ $reason }): ninguém marca, o mesmo carteador dá de novo.

## Folha de pontos
sheet-title = Folha de pontos
sheet-title-hollywood = Folha de pontos (Hollywood)
sheet-hands-won = mãos ganhas
sheet-hand-points = pontos das mãos
sheet-boxes = casas ({ $bonus } por mão ganha)
sheet-game-bonus = bônus de partida
sheet-shutout-doubled = capote (em dobro)
sheet-shutout-bonus = bônus de capote
# loan: "total" is the same word here.
sheet-total = total
sheet-game-hand-points = partida { $number } pontos das mãos
sheet-game-boxes = partida { $number } casas
sheet-game-game-bonus = partida { $number } bônus de partida
sheet-game-shutout-doubled = partida { $number } capote (em dobro)
sheet-game-shutout-bonus = partida { $number } capote (bônus)
sheet-game-total = partida { $number } total
sheet-game = partida { $number }
sheet-game-shutout = partida { $number } (capote)
game-won =
    { $who ->
        [you] Você vence
       *[other] { $name } vence
    } a partida por { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }.
game-won-shutout =
    { $who ->
        [you] Você vence
       *[other] { $name } vence
    } a partida por { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } (capote).
hollywood-won =
    { $who ->
        [you] Você vence
       *[other] { $name } vence
    } por { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } nas três partidas (partidas ganhas { $won0 }-{ $won1 }).
scores-running = Placar: { $name0 } { $score0 }, { $name1 } { $score1 } (partida até { $target }; mãos ganhas { $won0 }-{ $won1 })
hollywood-running = Placar Hollywood, cada partida até { $target } (mãos ganhas { $won0 }-{ $won1 }):
hollywood-running-game = partida { $number }: { $name0 } { $score0 }, { $name1 } { $score1 }
hollywood-running-game-won = partida { $number }: { $name0 } { $score0 }, { $name1 } { $score1 } ({ $winner } venceu)
games-item = P{ $number } { $score0 }-{ $score1 }
counted-none = nenhuma partida
counted-one = a partida { $number }
counted-many = as partidas { $numbers } e { $last }

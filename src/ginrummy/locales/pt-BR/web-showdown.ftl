# A explicação da batida no navegador (outcome.js), as dicas da primeira partida
# (guide.js), a folha de pontos Hollywood (hollywood.js) e desfazer um descarte
# (forgiveness.js). Veja o arquivo em inglês para os parâmetros.

showdown-player = Jogador { $number }

## Por que a mão terminou assim: a explicação da batida.
showdown-why-void = Ninguém marca nesta mão; o mesmo carteador dá as cartas de novo.
showdown-why-void-reason = Ninguém marca nesta mão ({ $reason }); o mesmo carteador dá as cartas de novo.
showdown-why-after-layoff = {" "}depois de { $layoff } { $count ->
        [one] uma carta
       *[other] { $count } cartas
    }
    .layoff = encaixar
showdown-why-knock =
    { $kwho ->
        [you] Você
       *[other] { $knocker }
    } { $knocked } com { $k } { $deadwood }; { $dwho ->
        [you] sobraram para você
       *[other] sobraram para { $defender }
    } { $d }{ $after }, então { $kwho ->
        [you] você marca
       *[other] { $knocker } marca
    } a diferença, { $base }.
    .knocked = bateu
    .deadwood = pontos soltos
showdown-why-gin =
    { $kwho ->
        [you] Você
       *[other] { $knocker }
    } bateu { $gin }: todas as cartas em jogos, nenhuma { $deadwood }. { $kwho ->
        [you] Você marca
       *[other] { $knocker } marca
    } o bônus de gin, { $bonus }, mais { $dwho ->
        [you] os seus { $d } pontos soltos
       *[other] os { $d } pontos soltos de { $defender }
    }: { $base }.
    .gin = gin
    .deadwood = carta solta
showdown-why-big-gin =
    { $kwho ->
        [you] Você
       *[other] { $knocker }
    } bateu { $biggin }: as onze cartas em jogos, nenhuma { $deadwood }. { $kwho ->
        [you] Você marca
       *[other] { $knocker } marca
    } o bônus de big gin, { $bonus }, mais { $dwho ->
        [you] os seus { $d } pontos soltos
       *[other] os { $d } pontos soltos de { $defender }
    }: { $base }.
    .biggin = big gin
    .deadwood = carta solta
showdown-why-undercut =
    { $kwho ->
        [you] Você
       *[other] { $knocker }
    } { $knocked } com { $k } { $deadwood }; { $dwho ->
        [you] sobraram para você só
       *[other] sobraram para { $defender } só
    } { $d }{ $after }, não mais que { $kwho ->
        [you] você
       *[other] { $knocker }
    }: é um { $undercut }. { $dwho ->
        [you] Você marca
       *[other] { $defender } marca
    } o bônus de contragolpe, { $bonus }, mais a diferença, { $difference }: { $base }.
    .knocked = bateu
    .deadwood = pontos soltos
    .undercut = contragolpe
showdown-why-tie =
    { $kwho ->
        [you] Você
       *[other] { $knocker }
    } { $knocked } com { $k } { $deadwood }; { $dwho ->
        [you] para você também sobraram
       *[other] para { $defender } também sobraram
    } { $d }{ $after }. Com estas regras um empate não é { $undercut }, então ninguém marca.
    .knocked = bateu
    .deadwood = pontos soltos
    .undercut = contragolpe
showdown-why-doubled = {" "}A carta aberta de espadas dobra o valor: { $points }.

## As dicas da primeira partida. As teclas entre parênteses (t, p, d, g, k) continuam
## as mesmas.
showdown-tip-your-opponent = seu adversário
showdown-tip-label = Dica
# loan: só o título e um ponto
showdown-tip-heading = { $title }.
showdown-tip-named = Dica: { $title }
showdown-tip-live = Dica: { $title }. { $text }
showdown-tip-more = Mais
showdown-tip-got-it = Entendi
showdown-tip-off = Não mostrar dicas
showdown-tip-read = Ler
showdown-tip-title-upcard = A carta aberta
showdown-tip-title-draw = Comprar
# loan: "gin" se diz assim em português (glossário)
showdown-tip-title-gin = Gin
showdown-tip-title-knock = Bater
showdown-tip-title-deadwood = Pontos soltos
showdown-tip-title-undercut = Contragolpe
showdown-tip-title-layoff = Encaixar
showdown-tip-upcard = A carta virada para cima é a carta aberta: o começo do descarte. Na primeira vez você pode pegá-la (t) se ela ajudar a formar um jogo, ou passar (p).
showdown-tip-upcard-card = A carta virada para cima, { $card }, é a carta aberta: o começo do descarte. Na primeira vez você pode pegá-la (t) se ela ajudar a formar um jogo, ou passar (p).
showdown-tip-upcard-after = Se você passar, { $name } pode pegá-la.
showdown-tip-upcard-after-dealer = Se você também passar, { $name } começa comprando do monte.
showdown-tip-draw = A cada vez você compra uma carta: do monte (d), virada para baixo e sem ninguém ver. Depois descarta uma carta.
showdown-tip-draw-or-take = A cada vez você compra uma carta: do monte (d), virada para baixo e sem ninguém ver, ou a de cima do descarte, { $card } (t), e { $name } vê você pegá-la. Depois descarta uma carta.
showdown-tip-gin-can = Você pode bater gin (g): todas as cartas em jogos. O gin vale um bônus mais todos os pontos soltos de { $name }, e { $name } não pode encaixar.
showdown-tip-gin-went =
    { $who ->
        [you] Você
       *[other] { $name }
    } bateu { $outcome ->
        [big_gin] big gin: as onze cartas
       *[gin] gin: as dez cartas
    } em jogos. O gin vale um bônus mais os pontos soltos do outro jogador; não dá para encaixar nada, e não há contragolpe.
showdown-tip-knock = Você pode bater (k): descartar virado para baixo com { $limit } pontos soltos ou menos, e a mão termina.
showdown-tip-knock-little = Você pode bater (k): descartar virado para baixo com poucos pontos soltos, e a mão termina.
showdown-tip-knock-least = Você pode chegar a { $best }.
showdown-tip-knock-undercut = Mas se { $name } terminar com no máximo os seus pontos soltos, é um contragolpe.
showdown-tip-deadwood = As cartas fora de jogos (a caixa escura) são cartas soltas. O número embaixo de cada carta são os seus pontos soltos se você descartá-la: quanto menor, melhor.
showdown-tip-deadwood-count = As cartas fora de jogos (a caixa escura) são cartas soltas; as suas somam { $count }. O número embaixo de cada carta são os seus pontos soltos se você descartá-la: quanto menor, melhor.
showdown-tip-undercut =
    { $who ->
        [you] Você tinha
       *[other] { $name } tinha
    } { $d } pontos soltos depois dos encaixes, não mais que os { $k } de quem bateu, então { $who ->
        [you] você ganhou
       *[other] { $name } ganhou
    } a mão e o bônus de contragolpe.
showdown-tip-layoff =
    { $who ->
        [you] Você encaixou { $cards } nos jogos de { $name }
       *[other] { $name } encaixou { $cards } nos seus jogos
    } (contorno laranja). Cartas encaixadas não contam mais como pontos soltos.

## Uma batida que foi gin, nas jogadas da mão.
showdown-event-gin =
    { $who ->
        [you] você
       *[other] { $name }
    } bateu { $outcome ->
        [big_gin] big gin
       *[gin] gin
    }
showdown-event-gin-card =
    { $who ->
        [you] você
       *[other] { $name }
    } bateu { $outcome ->
        [big_gin] big gin
       *[gin] gin
    } descartando { $card }

## A folha de pontos Hollywood (três partidas numa folha).
# loan: o nome deste jeito de contar, como na página de regras
showdown-hollywood = Hollywood
showdown-hollywood-game = Hollywood, partida { $number }
showdown-sheet-hand = Mão { $hand }
showdown-sheet-hand-head = Mão
showdown-sheet-score = Placar
showdown-sheet-empty = Nenhuma mão foi marcada ainda.
showdown-sheet-game-over = encerrada
showdown-sheet-game = Partida { $number }
showdown-sheet-game-short = P{ $number }
showdown-sheet-caption = Hollywood: três partidas; placar { $name0 }–{ $name1 }
showdown-sheet-caption-target = Hollywood: três partidas, cada uma até { $target }; placar { $name0 }–{ $name1 }

## Desfazer um descarte (contra o computador) e confirmar um descarte (contra uma
## pessoa).
showdown-take-back = Desfazer
showdown-take-back-card = Pegar de volta { $card }
showdown-confirm-discard = Descartar?
showdown-confirm-discard-card = Descartar { $card }?
showdown-confirm-cancel = Cancelar
showdown-confirm-yes = Descartar

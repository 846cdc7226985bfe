# A página de regras (/rules). Os números das regras escolhidas são argumentos. Um
# argumento como { $melds } ou { $bonus } numa frase é onde a página põe um link, uma
# palavra em negrito ou um número em negrito: mova à vontade, não tire.
# A notação das cartas (8♥, A 2 3) também é um argumento.
# Os jogadores do exemplo se chamam Ann e Bob.

## As palavras da página (rules.html)

rules-page-title = Como jogar gin rummy
rules-page-title-preset = Como jogar gin rummy: { $preset }
rules-page-description =
    .content = As regras do gin rummy em palavras simples, com cartas: combinações, pontos soltos, bater, gin, encaixar, contragolpe e contagem.
rules-skip = Ir para as regras
rules-site-name = Gin rummy
rules-heading = Como jogar
rules-preset-label = Regras
rules-summary-list =
    .aria-label = Estas regras em números
rules-toc =
    .aria-label = Seções
rules-toc-goal = Objetivo
rules-toc-deal = Distribuição
rules-toc-upcard = Carta aberta
rules-toc-turn = Uma jogada
rules-toc-stock = Fim do monte
rules-toc-meld = Combinações
rules-toc-deadwood = Pontos soltos
rules-toc-knock = Bater
# loan: "gin" é como se diz (GLOSSARY.md)
rules-toc-gin = Gin
# loan: "big gin" é como se diz (GLOSSARY.md)
rules-toc-big-gin = Big gin
rules-toc-layoff = Encaixar
rules-toc-undercut = Contragolpe
rules-toc-scoring = Contagem de uma mão
rules-toc-game = Vencer a partida
rules-toc-variants = Outras regras
rules-title-goal = O objetivo
rules-title-deal = A distribuição
rules-title-upcard = A carta aberta
rules-title-turn = Uma jogada: comprar e descartar
rules-title-stock = Quando o monte acaba
rules-title-meld = Combinações: trincas e sequências
rules-title-deadwood = Pontos soltos
rules-title-knock = Bater
rules-title-gin = Bater gin
rules-title-big-gin = O big gin
rules-title-layoff = Encaixar cartas
rules-title-undercut = O contragolpe
rules-title-scoring = A contagem de uma mão
rules-title-game = Vencer a partida
rules-title-variants = Outras regras (variantes)
rules-foot-play = Jogar uma partida
rules-foot-top = Voltar ao topo

## rules.js

rules-error-load = Não foi possível carregar as regras: { $error }
rules-origin-table = As regras da sua mesa: { $preset }.
rules-origin-table-changed = As regras da sua mesa: { $preset }, com { $changes }.
# loan: só marcadores, escreve-se igual em português
rules-option-changed = { $option }: { $value }
rules-value-off = desligado
rules-value-yes = sim
rules-value-no = não

## As regras em números

rules-summary-knock = Bater com
rules-knock-words-upcard = o valor da primeira carta aberta
rules-knock-words-gin-only = 0: só gin
rules-knock-words-limit = { $limit } ou menos
rules-summary-gin = Bônus de gin
# loan: "big gin" é como se diz (GLOSSARY.md)
rules-summary-big-gin = Big gin
rules-summary-big-gin-off = não se joga
rules-summary-undercut = Bônus de contragolpe
rules-summary-undercut-ties = { $bonus } (empate também)
rules-summary-target = Partida até
rules-summary-game-bonus = Bônus de partida
rules-summary-box = Casa por mão ganha
rules-summary-shutout = Capote
rules-shutout-double = dobra os pontos do vencedor
rules-shutout-bonus = soma um segundo bônus de partida
rules-shutout-none = nada a mais
rules-summary-stock = Fim do monte
rules-summary-stock-reshuffle = embaralha de novo { $when }
rules-summary-stock-void = mão anulada
rules-summary-spades = Carta aberta de espadas
rules-summary-spades-double = dobra a mão
rules-reshuffle-every = toda vez
rules-reshuffle-once = uma vez
rules-reshuffle-times =
    { $count ->
        [one] até { $count } vez
       *[other] até { $count } vezes
    }
rules-reshuffle-when-empty = { $often }, quando o monte está vazio
rules-reshuffle-when-two = { $often }, quando restam duas cartas

## As imagens de cartas

rules-group-set =
    { $count ->
        [4] Quadra: { $cards }
       *[other] Trinca: { $cards }
    }
rules-group-run = Sequência: { $cards }
rules-group-deadwood =
    { $points ->
        [one] Cartas soltas, { $points } ponto: { $cards }
       *[other] Cartas soltas, { $points } pontos: { $cards }
    }
rules-group-bad = Não é uma combinação: { $cards }
rules-card-laid-off = { $card }, encaixada
rules-card-back = carta virada para baixo
rules-backs =
    { $count ->
        [one] { $count } carta virada para baixo
       *[other] { $count } cartas viradas para baixo
    }
rules-note-laid-off = encaixadas
rules-note-deadwood = soltos { $points }
rules-note-stock = monte: { $count }
rules-note-upcard = carta aberta
rules-note-your-cards = suas cartas (algumas)
rules-note-set = trinca
rules-note-run = sequência
rules-note-not-run = não é sequência
rules-note-two-sevens = dois setes
rules-note-ten-double = { $points }, em dobro
rules-note-gin-only = só gin

## Palavras dentro das frases

rules-link-melds = combinações
rules-link-deadwood = cartas soltas
rules-link-knocks = bate
# loan: "gin" é como se diz (GLOSSARY.md)
rules-link-gin = gin
rules-link-upcard = carta aberta
rules-link-undercut = dá um contragolpe em você
rules-word-stock = monte
rules-word-draw = compre
rules-word-discard = descarte
rules-word-void = anulada
rules-word-set = trinca
rules-word-run = sequência
rules-word-deadwood-count = contagem de pontos soltos
# loan: "gin" é como se diz (GLOSSARY.md)
rules-word-gin = gin
# loan: "big gin" é como se diz (GLOSSARY.md)
rules-word-big-gin = big gin
rules-word-lay-off = encaixar
rules-word-undercut = contragolpe

## O objetivo

rules-goal-intro = Gin rummy é um jogo de cartas para dois. Você tenta arrumar suas dez cartas em { $melds } (trincas ou quadras do mesmo valor, sequências do mesmo naipe) para que as cartas que sobram, suas { $deadwood }, somem o mínimo possível.
rules-goal-end =
    { $count ->
        [one] Uma mão termina quando um jogador { $knocks } (baixa o jogo com poucos pontos soltos) ou bate { $gin } (nenhum ponto solto). A melhor mão marca pontos, e o primeiro jogador a chegar a { $target } ponto vence a partida.
       *[other] Uma mão termina quando um jogador { $knocks } (baixa o jogo com poucos pontos soltos) ou bate { $gin } (nenhum ponto solto). A melhor mão marca pontos, e o primeiro jogador a chegar a { $target } pontos vence a partida.
    }
rules-goal-end-one-hand =
    { $count ->
        [one] Uma mão termina quando um jogador { $knocks } (baixa o jogo com poucos pontos soltos) ou bate { $gin } (nenhum ponto solto). A melhor mão marca pontos, e com estas regras a primeira mão que marca encerra a partida ({ $target } ponto para vencer).
       *[other] Uma mão termina quando um jogador { $knocks } (baixa o jogo com poucos pontos soltos) ou bate { $gin } (nenhum ponto solto). A melhor mão marca pontos, e com estas regras a primeira mão que marca encerra a partida ({ $target } pontos para vencer).
    }
rules-goal-caption = Duas combinações e quatro cartas soltas: { $sum } pontos soltos.

## A distribuição

rules-deal-pack = Um baralho comum de 52 cartas, sem coringas. Quem dá as cartas entrega dez a cada jogador, uma de cada vez, viradas para baixo.
rules-deal-upcard = A carta seguinte é virada para cima: é a { $upcard }, a primeira carta do descarte. As outras { $count } cartas ficam viradas para baixo numa pilha: o { $stock }.
rules-deal-first-random = Quem dá as cartas na primeira mão é sorteado
rules-deal-first-opener = A primeira mão é dada por quem abriu a mesa
rules-deal-first-second = A primeira mão é dada pelo segundo jogador
rules-deal-rotation-alternate = depois os jogadores se revezam para dar as cartas
rules-deal-rotation-loser = depois quem perde cada mão dá as cartas da seguinte
rules-deal-rotation-winner = depois quem ganha cada mão dá as cartas da seguinte
rules-deal-rotation-other = depois a vez de dar passa adiante
rules-deal-order = { $first }; { $rotation }. Depois de uma mão em que ninguém marca, o mesmo jogador dá de novo.
rules-deal-caption = O monte (virado para baixo) e a carta aberta ao lado.

## A carta aberta

rules-upcard-offer-dealer-plays = A primeira jogada é especial. Quem não deu as cartas pode pegar a carta aberta ou passar. Se passar, quem deu joga primeiro: pega a carta aberta ou compra do monte, e o jogo segue na vez de cada um.
rules-upcard-offer = A primeira jogada é especial. Quem não deu as cartas pode pegar a carta aberta ou passar. Se passar, quem deu pode pegá-la ou passar. Se os dois passarem, quem não deu começa comprando do monte. Quem pegar a carta aberta descarta uma carta em seguida, e o jogo segue na vez de cada um.
rules-upcard-no-offer = Com estas regras a carta aberta não é oferecida: quem não deu começa com uma jogada comum.
rules-upcard-advice = Pegue-a quando ela forma uma combinação, ou quase, com suas cartas. Lembre que o adversário vê qual carta você pegou.
rules-upcard-sets-limit = { $rule } o valor dela, 10 para um dez ou uma figura. Um ás quer dizer que esta mão só pode terminar com gin.
rules-upcard-sets-limit-rule = Com estas regras a carta aberta também define o limite para bater da mão:
rules-upcard-spades = Se a carta aberta for de espadas, os pontos da mão valem em dobro.
rules-upcard-caption = A carta aberta { $upcard } junta-se ao seu { $cards } numa sequência: vale a pena pegar.

## Uma jogada

rules-turn-parts = Cada jogada tem duas partes. Primeiro { $draw } uma carta: a de cima do monte (ninguém a viu) ou a de cima do descarte (a carta que o adversário acabou de jogar fora). Depois { $discard } uma carta virada para cima no descarte. Depois da sua jogada você tem dez cartas de novo.
rules-turn-throw-back = Com estas regras você pode até jogar de volta a carta que acabou de pegar do descarte.
rules-turn-no-throw-back = Uma carta pegada do descarte não pode voltar direto para ele na mesma jogada.
rules-turn-pile = Só a carta de cima do descarte pode ser pegada; as de baixo estão fora de jogo, mas os dois jogadores podem olhá-las. Na mesa, o número embaixo de cada uma das suas cartas é a contagem de pontos soltos que fica com você se a descartar.
rules-turn-caption = Você comprou { $drawn }, que entra na sua sequência. Descarte { $discard }, sua carta solta mais alta: ficam { $sum } pontos soltos.

## Quando o monte acaba

rules-stock-reshuffle = Quando o monte acaba, o descarte, menos a carta de cima, é embaralhado com o que resta do monte para formar um novo monte: { $when }. Na vez seguinte a mão termina sem pontos (mão anulada).
rules-stock-void = As duas últimas cartas do monte nunca são compradas. Quando o jogador que comprou a carta antes delas descarta sem bater, a mão termina sem pontos para ninguém: a mão é { $void }.
rules-stock-upcard-knock = Com estas regras, com duas cartas no monte o jogador da vez só pode pegar a carta aberta para bater com ela; senão a mão é anulada.
rules-stock-max-draws =
    { $count ->
        [one] Uma mão também é anulada depois que { $count } carta foi pegada do descarte.
       *[other] Uma mão também é anulada depois que { $count } cartas foram pegadas do descarte.
    }
rules-stock-repeated-upcard = Também é anulada quando os dois jogadores, um depois do outro, pegam a carta aberta e a jogam de volta na hora.
rules-stock-redeal = Depois de uma mão anulada, o mesmo jogador dá de novo.
rules-stock-caption = As duas últimas cartas do monte ficam onde estão.

## Combinações

rules-meld-kinds = Uma combinação é uma trinca ou uma sequência. Uma { $set } são três cartas do mesmo valor (uma quadra, quatro): três reis, quatro setes. Uma { $run } são três ou mais cartas seguidas do mesmo naipe: { $run1 }, ou { $run2 }.
rules-meld-ace = O ás é sempre baixo: { $low } do mesmo naipe é sequência, { $high } não é. Uma carta só pode estar em uma combinação de cada vez.
rules-meld-keep = Você guarda suas combinações na mão até a mão terminar; a mesa arruma suas cartas nas melhores combinações para você.
rules-meld-caption-kinds = Uma trinca, uma sequência, uma sequência a partir do ás, e uma que não é sequência: o ás não vem depois do rei.
rules-meld-caption-one-meld = O { $card } conta na sequência ou na trinca de setes, não nas duas.

## Pontos soltos

rules-deadwood-count = Toda carta que não está numa combinação é uma carta solta. Sua { $count } é a soma dos valores delas: o ás vale 1, as cartas de 2 a 10 o seu número, valete, dama e rei 10 cada.
rules-deadwood-values-caption = Quanto vale cada carta.
rules-deadwood-lower = Quanto mais baixa a sua contagem, melhor: ela decide quando você pode bater, e quando a mão termina é ela que conta contra você.
rules-deadwood-caption = Esta mão tem { $sum } pontos soltos.

## Bater

rules-knock-intro = Depois de comprar, em vez de um descarte comum você pode bater: seu descarte vai virado para baixo, e você baixa suas cartas na mesa, combinações e cartas soltas separadas. A mão termina aí.
rules-knock-upcard-limit = Você pode bater quando a sua contagem de pontos soltos depois do descarte não passa do limite da mão. { $rule } é o valor da primeira carta aberta (10 para um dez ou uma figura), e um ás aberto quer dizer só gin. A mesa mostra o limite da mão ao lado das pilhas.
rules-knock-upcard-limit-rule = Com estas regras o limite muda a cada mão:
rules-knock-caption-upcard = Com 9 pontos soltos você pode bater se a primeira carta aberta foi um 9, um 10 ou uma figura.
rules-knock-gin-only = Com estas regras o limite para bater é { $limit }: não se bate com pontos soltos, e o único jeito de terminar uma mão é o { $gin }.
rules-knock-caption-gin-only = Com 9 pontos soltos você não pode bater aqui: continue jogando pelo gin.
rules-knock-limit = Você pode bater quando a sua contagem de pontos soltos depois do descarte é { $limit } ou menos: o limite para bater.
rules-knock-caption-may = Com 9 pontos soltos você pode bater (o limite é { $limit }).
rules-knock-caption-may-not = Com 9 pontos soltos você ainda não pode bater: o limite é { $limit }.
rules-knock-any-turn =
    { $must ->
        [yes] Você pode bater em qualquer jogada, inclusive na primeira, mas nunca é obrigado (a não ser que, com gin, você tem de bater gin).
       *[no] Você pode bater em qualquer jogada, inclusive na primeira, mas nunca é obrigado.
    }
rules-knock-any-turn-gin =
    { $must ->
        [yes] Você pode bater gin em qualquer jogada, inclusive na primeira, mas nunca é obrigado (a não ser que, com gin, você tem de bater gin).
       *[no] Você pode bater gin em qualquer jogada, inclusive na primeira, mas nunca é obrigado.
    }
rules-knock-early = Bater cedo com alguns pontos soltos costuma ser bom; mas se o adversário terminar com tão pouco quanto você, ele { $undercut }.

## Gin

rules-gin-what = Bater sem nenhum ponto solto, com todas as cartas em combinações depois do descarte, é bater { $gin }.
rules-gin-scores =
    { $count ->
        [one] O gin marca o bônus de gin, { $bonus } ponto, mais toda a contagem de pontos soltos do adversário. Depois de um gin o adversário não pode encaixar nenhuma carta, e um gin não pode sofrer contragolpe.
       *[other] O gin marca o bônus de gin, { $bonus } pontos, mais toda a contagem de pontos soltos do adversário. Depois de um gin o adversário não pode encaixar nenhuma carta, e um gin não pode sofrer contragolpe.
    }
rules-gin-caption = Gin. Contra { $loser } pontos soltos ele marca { $bonus } + { $loser } = { $total }.

## Big gin

rules-big-gin-off = Com estas regras o big gin { $off }: com onze cartas em combinações depois de comprar, você descarta uma mesmo assim e bate gin como sempre.
rules-big-gin-off-words = não se joga
rules-big-gin-off-caption = Onze cartas em combinações: aqui você descarta um dos 3 e bate gin.
rules-big-gin-what = Se a carta que você compra põe todas as suas onze cartas em combinações, você pode baixar todas sem descartar: é o { $big }.
rules-big-gin-scores =
    { $count ->
        [one] O big gin marca { $bonus } ponto mais os pontos soltos do adversário; como depois de um gin, nada pode ser encaixado.
       *[other] O big gin marca { $bonus } pontos mais os pontos soltos do adversário; como depois de um gin, nada pode ser encaixado.
    }
rules-big-gin-caption = Big gin: { $bonus } + { $loser } = { $total } contra { $loser } pontos soltos.

## Encaixar cartas

rules-layoff-what = Quando um jogador bate, o outro (o defensor) também baixa suas combinações e então pode { $layoff } cartas soltas nas combinações de quem bateu: uma quarta carta numa trinca, ou cartas que continuam uma sequência em qualquer das pontas (uma sequência { $run } aceita o { $next } e depois o { $after }). Cartas encaixadas não contam mais como pontos soltos.
rules-layoff-never =
    { $big ->
        [yes] Quem bateu nunca encaixa nas combinações do defensor. Ninguém encaixa depois de um gin ou de um big gin.
       *[no] Quem bateu nunca encaixa nas combinações do defensor. Ninguém encaixa depois de um gin.
    }
rules-layoff-gin-only = Com estas regras toda mão termina com gin, então nunca se encaixa.
rules-layoff-caption = Ann bateu com estas combinações. Bob encaixou o { $first } nos reis dela e o { $second } na sequência dela (destacadas).

## O contragolpe

rules-undercut-what =
    { $tie ->
        [yes] { $count ->
            [one] Depois de encaixar, comparam-se as duas contagens de pontos soltos. Se a do defensor for menor que a de quem bateu, ou igual, o defensor ganha a mão: é um { $undercut }. O defensor marca o bônus de contragolpe, { $bonus } ponto, mais a diferença.
           *[other] Depois de encaixar, comparam-se as duas contagens de pontos soltos. Se a do defensor for menor que a de quem bateu, ou igual, o defensor ganha a mão: é um { $undercut }. O defensor marca o bônus de contragolpe, { $bonus } pontos, mais a diferença.
        }
       *[no] { $count ->
            [one] Depois de encaixar, comparam-se as duas contagens de pontos soltos. Se a do defensor for menor que a de quem bateu, o defensor ganha a mão: é um { $undercut }. O defensor marca o bônus de contragolpe, { $bonus } ponto, mais a diferença.
           *[other] Depois de encaixar, comparam-se as duas contagens de pontos soltos. Se a do defensor for menor que a de quem bateu, o defensor ganha a mão: é um { $undercut }. O defensor marca o bônus de contragolpe, { $bonus } pontos, mais a diferença.
        }
    }
rules-undercut-equal = Se as contagens forem iguais, ninguém marca a mão.
rules-undercut-gin-only = Com estas regras toda batida é um gin, então não pode haver contragolpe; é assim que funciona em outras regras.
rules-undercut-not-here = Com estas regras Ann não poderia bater com { $knocker } (o limite é { $limit }); o exemplo mostra a ideia.
rules-undercut-caption = Ann bateu com { $knocker }. Bob encaixou o { $first } e o { $second } e ficou com { $sum }: ele dá um contragolpe e marca { $bonus } + ({ $knocker } − { $defender }) = { $total }.
rules-hand-ann-knocks = Ann bate
rules-hand-bob-defender = Bob, o defensor

## A contagem de uma mão

rules-scoring-intro = Só quem ganha a mão marca pontos. Seja B a contagem de pontos soltos de quem bateu e D a do defensor depois de encaixar.
rules-scoring-knock = Uma batida com D maior que B: quem bateu marca D − B.
rules-scoring-gin = Gin: quem bateu marca { $bonus } + D.
rules-scoring-big-gin-off = Big gin: não se joga com estas regras.
rules-scoring-big-gin = Big gin: quem bateu marca { $bonus } + D.
rules-scoring-undercut =
    { $tie ->
        [yes] Um contragolpe (D não maior que B): o defensor marca { $bonus } + B − D.
       *[no] Um contragolpe (D menor que B): o defensor marca { $bonus } + B − D.
    }
rules-scoring-tie = D igual a B: ninguém marca.
rules-scoring-spades = Uma mão cuja primeira carta aberta foi de espadas vale em dobro.
rules-scoring-void = Uma mão anulada não marca nada.
rules-scoring-caption = Ann bateu com { $knocker }; depois de encaixar, Bob ficou com { $defender }. Ann marca { $defender } − { $knocker } = { $score }.
rules-hand-ann-deadwood = Cartas soltas de Ann
rules-hand-bob-deadwood = Cartas soltas de Bob

## Vencer a partida

rules-game-target =
    { $count ->
        [one] Os pontos de cada mão vão para quem a ganhou. O primeiro jogador a chegar a { $target } ponto vence a partida.
       *[other] Os pontos de cada mão vão para quem a ganhou. O primeiro jogador a chegar a { $target } pontos vence a partida.
    }
rules-game-bonuses = Depois somam-se os bônus: o vencedor recebe o bônus de partida, { $bonus }; cada jogador recebe { $box } por mão que ganhou (o bônus de casa, ou de linha).
rules-game-no-bonus = Com estas regras não se somam bônus (bônus de partida 0, casa 0): os pontos são o resultado.
rules-game-shutout-double = Se o perdedor não ganhou nenhuma mão (capote), os pontos e o bônus de partida do vencedor dobram antes de somar as casas.
rules-game-shutout-bonus = Se o perdedor não ganhou nenhuma mão (capote), o vencedor recebe um segundo bônus de partida.
rules-game-shutout-none = Com estas regras um capote (o perdedor não ganhou nenhuma mão) não dá nada a mais.
rules-game-result = O resultado do vencedor é a diferença entre os dois totais.
rules-game-hollywood = Hollywood: três partidas assim ficam numa mesma folha de pontos e são jogadas com as mesmas mãos. Uma mão ganha conta em cada partida ainda aberta em que quem a ganhou já marcou, e na primeira partida aberta em que ainda não marcou (assim sua primeira vitória conta na partida 1, a segunda nas partidas 1 e 2, a terceira nas três). Uma partida termina quando alguém chega nela ao alvo, com seus próprios bônus; o confronto termina quando as três terminam, e somam-se os totais das três partidas.
rules-game-caption = Ann bate gin contra { $loser } pontos soltos: { $bonus } + { $loser } = { $gain }, vai de { $before } para { $after } pontos, e a partida é dela.
# loan: um nome
rules-name-ann = Ann
# loan: um nome
rules-name-bob = Bob
rules-totals-line = Linha
rules-totals-hands-won = Mãos ganhas
rules-totals-points = Pontos
rules-totals-game-bonus = Bônus de partida
rules-totals-boxes = Casas
rules-totals-shutout = Capote
# loan: "Total" escreve-se igual em português
rules-totals-total = Total
rules-game-wins-by =
    { $net ->
        [one] Ann vence a partida por { $net } ponto.
       *[other] Ann vence a partida por { $net } pontos.
    }
rules-game-shutout-example = Se Bob não tivesse ganhado nenhuma mão (capote), o total de Ann seria { $total } e ela venceria por { $net }.

## Outras regras (variantes)

rules-variants-intro = O gin rummy é jogado com pequenas diferenças de uma mesa para outra. Este site oferece estes conjuntos de regras:
# loan: só marcadores, escreve-se igual em português
rules-variants-item = { $preset }: { $about }
rules-preset-about-standard = As regras comuns dos livros de regras e dos grandes aplicativos de gin.
rules-preset-about-oklahoma = A primeira carta aberta define o limite para bater de cada mão, e a partida vai até 150.
rules-preset-about-oklahoma-spades = Oklahoma com uma regra da casa: uma carta aberta de espadas dobra a mão.
rules-preset-about-straight = Não se bate com pontos soltos: uma mão só termina com gin.
rules-preset-about-hollywood = Três partidas numa mesma folha de pontos, jogadas com as mesmas mãos: sua primeira mão ganha conta na partida 1, a segunda nas partidas 1 e 2, a terceira e as seguintes em cada partida ainda aberta. Cada partida termina no seu alvo com seus próprios bônus; o confronto termina quando as três terminam.
rules-preset-about-eaai = As regras da competição de gin rummy EAAI para programas: sem big gin, e sem bônus de partida, de casa ou de capote.
rules-preset-about-openspiel = O gin rummy do OpenSpiel (pesquisa em IA): uma só mão é a partida, uma carta pegada pode ser jogada de volta na hora, contagens iguais não marcam nada, sem big gin.
rules-preset-about-other = escolha acima para ver os números.
rules-variants-options = Cada opção também pode ser mudada para uma só mesa, em "Mais opções" na página inicial.
rules-variants-caption = Oklahoma: a primeira carta aberta define o limite para bater. { $seven }: bater com 7 ou menos; { $king }: 10 (e com espadas em dobro, a mão vale em dobro); { $ace }: só gin.

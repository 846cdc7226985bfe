# A análise da partida na mesa (review.js): sua janela, as notas, cada decisão, a tabela
# de todas as opções com a legenda e por que a melhor opção era melhor (a partir da razão
# tipada do servidor, ginrummy.review.words.Reason).
# $card e $cards são cartas escritas como na mesa ("9♥", "7♥ 8♥ 9♥").

## As notas; $grade é best, good, inaccuracy, mistake ou blunder.

review-grade =
    { $grade ->
        [best] Melhor
        [good] Boa
        [inaccuracy] Imprecisão
        [mistake] Erro
       *[blunder] Erro grave
    }
review-kind =
    { $kind ->
        [first-upcard] A primeira carta aberta
        [draw] Compra
       *[discard] Descarte
    }

## Recusas

review-refused-busy = Outra análise sua ainda está em andamento: tente de novo quando ela terminar.
review-refused-full = O servidor está ocupado com outras análises: tente de novo em instantes.
review-refused-hand = Esta mão ainda está sendo jogada: analise-a quando terminar.
review-refused-game = A partida ainda não acabou: analise as mãos uma de cada vez.
review-refused-seat = O lugar deste navegador na partida não é mais válido.
review-no-seat = Este navegador não tem lugar nesta partida.
review-failed = Não foi possível fazer a análise.

## Perdas

review-loss =
    { $unit ->
        [win] { $amount }% de chance de vencer a partida
       *[points] { $amount } pontos
    }
review-loss-short =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } pts.
    }
review-counted =
    { $unit ->
        [win] { $amount } %
       *[points] { $amount } pontos
    }
review-no-loss = Sem perda: esta era a melhor opção.
review-verdict-within = { $loss } em relação à primeira opção: dentro do que as distribuições simuladas conseguem distinguir.
review-verdict-graded = { $loss } em relação à melhor; avaliada por { $counted }, a diferença menos metade do seu ±.
review-best-row = melhor

## A legenda

review-legend-value =
    { $unit ->
        [win] Chance de vencer: sua chance de vencer a partida depois de cada opção, jogando a mão até o fim em distribuições das cartas que você não podia ver.
       *[points] Pontos: a média de pontos da mão para você depois de cada opção (menos quando o adversário pontua), jogando a mão até o fim em distribuições das cartas que você não podia ver.
    }
review-legend-against =
    { $unit ->
        [win] Em relação à melhor: quantos pontos percentuais cada opção fica atrás da melhor, ± um erro padrão (o ruído da amostragem; maior para uma opção abandonada depois das primeiras distribuições).
       *[points] Em relação à melhor: quantos pontos cada opção fica atrás da melhor, ± um erro padrão (o ruído da amostragem; maior para uma opção abandonada depois das primeiras distribuições).
    }
review-legend-grade = Nota: a diferença menos metade do seu ± (assim { $example } conta como { $counted }): Melhor até { $best }, Boa até { $good }, Imprecisão até { $inaccuracy }, Erro até { $mistake }, Erro grave acima disso.

## A janela

review-title-game = Análise da partida { $game }
review-title-hand = Análise da mão { $hand }
review-largest =
    .aria-label = Suas maiores perdas
review-previous = ← Anterior
review-next = Próxima →
review-close = Fechar
    .aria-label = Fechar a análise
review-decisions =
    .aria-label = Decisões
review-keys = Teclas: ← → anterior e próxima, Home e End a primeira e a última, Esc fecha.
review-progress =
    .aria-label = Progresso da análise
review-reviewing = Analisando suas decisões: { $done } de { $total }…
review-starting = Começando a análise…
review-reviewing-said = Analisando suas decisões…
review-try-again = Tentar de novo
review-ready = A análise está pronta. { $summary }
review-none = Nenhuma decisão para analisar.
review-no-decision = Você não teve nenhuma decisão a tomar
review-summary =
    { $count ->
        [one] Você tomou { $count } decisão: { $grades }; precisão { $accuracy }%
       *[other] Você tomou { $count } decisões: { $grades }; precisão { $accuracy }%
    }
review-summary-grade =
    { $grade ->
        [best]
            { $count ->
                [one] { $count } melhor
               *[other] { $count } melhores
            }
        [good]
            { $count ->
                [one] { $count } boa
               *[other] { $count } boas
            }
        [inaccuracy]
            { $count ->
                [one] { $count } imprecisão
               *[other] { $count } imprecisões
            }
        [mistake]
            { $count ->
                [one] { $count } erro
               *[other] { $count } erros
            }
       *[blunder]
            { $count ->
                [one] { $count } erro grave
               *[other] { $count } erros graves
            }
    }
review-largest-label = Maiores perdas:
review-nothing-lost = Nenhuma decisão perdeu algo que valha mencionar.
review-where = Decisão { $number }
review-where-hand = Mão { $hand }, decisão { $number }
# loan: only placeholders and punctuation, the same in Portuguese
review-jump-label = { $where }: { $grade }, { $loss }
review-said-best = { $where }: você escolheu { $choice }; a melhor.
review-said-loss = { $where }: você escolheu { $choice }; { $grade }, { $loss }.
review-no-decision-hand = Você não teve nenhuma decisão a tomar nesta mão.
review-step-head = { $where } de { $total }: { $kind }
review-you = Você
review-best = Melhor
review-you-row = (você)

## A mão como estava

review-mark-you = sua escolha
review-mark-best = a melhor escolha
review-mark-both = sua escolha e a melhor escolha
# loan: only placeholders and a comma, the same in Portuguese
review-card-label = { $card }, { $marks }
review-upcard = Carta aberta
review-upcard-label = Carta aberta { $card }
review-stock = Monte
review-stock-label =
    { $count ->
        [one] Monte, { $count } carta
       *[other] Monte, { $count } cartas
    }
review-stock-caption = Monte: { $count }
review-pass = Passar
review-pile = Descarte
review-pile-label = Descarte: { $card }
review-facts-discard =
    { $stock ->
        [one] Pontos soltos depois do seu descarte: { $deadwood } · Monte: { $stock } carta
       *[other] Pontos soltos depois do seu descarte: { $deadwood } · Monte: { $stock } cartas
    }
review-facts = Pontos soltos: { $deadwood }
review-your-cards = Suas { $count } cartas

## Todas as opções

review-every-choice = Todas as opções ({ $count })
review-choice-head = Opção
review-value-head =
    { $unit ->
        [win] Chance de vencer
       *[points] Pontos
    }
review-against-head = Em relação à melhor
review-grade-head = Nota

## Uma opção em palavras

review-choice-discard = descartar { $card }
review-choice-knock = bater descartando { $card }
review-choice-take-card = pegar a carta aberta { $card }
review-choice-take = pegar a carta aberta
review-choice-draw = comprar do monte
review-choice-pass = passar
# loan: "big gin" is what Brazilian players say (GLOSSARY.md)
review-choice-big-gin = big gin

## Por que a melhor opção era melhor

review-why-knock-safe = bater com { $deadwood } pontos soltos era seguro, mas rendia menos que seguir com { $card } buscando gin ou uma contagem menor
review-why-knock-undercut = bater com { $deadwood } pontos soltos perdia a mão em { $share } das distribuições que as cartas que você não viu permitiam; seguir com { $card } era melhor
review-why-gin = descartar { $card } era gin
review-why-knock-won = bater com { $deadwood } pontos soltos descartando { $card } vencia a mão em { $share } das distribuições simuladas; seguir dava tempo ao adversário
review-why-big-gin = as 11 cartas estavam em jogos: o big gin rendia mais
# loan: only the two placeholders and a semicolon, the same in Portuguese
review-why-discards = { $made }; { $better }
review-why-made-broke-meld = descartar { $card } desfazia seu jogo { $cards }
review-why-made-fed = descartar { $card } alimentava o jogo { $cards } do adversário
review-why-made-fed-taken = descartar { $card } alimentava o adversário, que a pegou
review-why-made-melds-with = descartar { $card } entregava uma carta que forma jogo com suas { $cards }
review-why-made-broke-begun = descartar { $card } desmanchava { $cards }, um jogo começado
review-why-made-left = descartar { $card } deixava { $deadwood } pontos soltos
review-why-better-loose-high = { $card } era uma carta alta solta
review-why-better-few-partners = { $card } só tinha { $cards } para formar jogo
review-why-better-joined-nothing = { $card } não formava jogo com nada
review-why-better-left = { $card } deixava { $deadwood } pontos soltos
review-why-better-more-ways = mantinha mais maneiras de formar jogos ({ $kept } cartas encaixariam, não { $lost })
review-why-better-safe = era segura (o adversário tinha descartado { $card })
review-why-two = { $first } e { $second }
review-why-three = { $first }, { $second } e { $third }
review-why-take-melds =
    pegar { $card } (forma jogo com { $cards }); { $other ->
        [stock] uma carta do monte
       *[pass] passar
    } valia mais em média
review-why-take-nothing =
    pegar { $card } não formava nada e a mostrava ao adversário; { $other ->
        [stock] uma carta do monte
       *[pass] passar
    } valia mais em média
review-why-skip-melds = { $card } forma jogo com { $cards }: pegá-la era melhor
review-why-skip-lowers = { $card } baixava seus pontos soltos mais do que uma carta do monte provavelmente faria: pegá-la era melhor
review-why-other = { $best } era melhor que { $chosen }
# loan: only the two placeholders and brackets, the same in Portuguese
review-why-loss = { $why } ({ $loss })

## Os botões do painel de fim de mão

review-hand = Analisar a mão
review-game = Analisar a partida
review-after-rated = depois desta partida valendo rating
review-rated-why = Sem ajuda do motor numa partida valendo rating até ela terminar: as mãos são analisadas quando ela acabar.

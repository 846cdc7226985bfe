# O jogo em tela cheia: a mesa, as janelas, a mostra das cartas e a folha de pontos.
# As letras entre parênteses, (t), (d), são teclas: ficam como estão.

## A mesa
tui-table-new = nova
tui-table-meld =
    { $kind ->
        [run] sequência
       *[set] trinca/quadra
    }
tui-table-stock-label = monte
tui-table-discard-label = descarte
tui-table-stock-note =
    Monte: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
tui-table-discard-note =
    Descarte: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
tui-table-discard-under =
    Descarte: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, { $below } sob a de cima ({ $squared ->
        [true] pilha alinhada
       *[other] v mostra todas
    })
tui-table-limit-note = Limite para bater nesta mão: { $limit }
tui-table-limit-note-gin = Limite para bater nesta mão: { $limit } (só gin)
tui-table-limit-double = { $limit }, pontos em dobro
tui-table-opponent =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
tui-table-opponent-known =
    { $name }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, entre elas { $cards } (pegas do descarte)
tui-table-hand-number = mão { $number }
tui-table-to-target = { $scores } (até { $target })
tui-table-deals =
    { $who ->
        [you] você dá as cartas
       *[other] { $name } dá as cartas
    }
tui-table-dealt = As cartas foram dadas.
tui-table-status-over = mão encerrada
tui-table-status-yours = sua vez
tui-table-status-theirs = vez de { $name }

## O que fazer agora
tui-table-prompt-over = A mão acabou: Enter mostra as cartas.
tui-table-prompt-waiting = { $name } está jogando…
tui-table-prompt-offer = Sua vez: pegar { $card } (t) ou passar (p).
tui-table-prompt-draw-or-take = Sua vez: comprar do monte (d) ou pegar { $card } (t).
tui-table-prompt-draw = Sua vez: comprar do monte (d).
tui-table-prompt-stock-end = Restam duas cartas no monte: pegar { $card } (t) para bater com ela, ou passar (p).
tui-table-prompt-stock-end-void = Restam duas cartas no monte: passar (p); a mão é anulada.
tui-table-prompt-discard = Descartar: setas + Enter ou clique
# loan: the same semicolon
tui-table-separator = { "; " }
tui-table-prompt-gin = g: bater gin
tui-table-prompt-knock = k: bater ({ $left } pontos soltos)
tui-table-prompt-big-gin = g: bater big gin
# loan: only the final full stop, as in Portuguese
tui-table-prompt-parts = { $parts }.
tui-table-deadwood-line =
    Pontos soltos: { $now }; descartar { $card } deixa { $left }: { $then ->
        [gin] gin
        [knock] dá para bater
       *[none] não dá para bater
    } (limite { $limit }).
## O descarte (v)
tui-table-pile-empty = O descarte está vazio.
tui-table-pile-squared =
    O descarte está alinhado: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, só a de cima aparece:
tui-table-pile-top-first =
    Descarte, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, de cima para baixo:

## A mostra das cartas e a folha de pontos
tui-table-void-title = Mão anulada
tui-table-showdown-title =
    { $who ->
        [you] { $outcome ->
            [gin] Você bateu gin
            [big_gin] Você bateu big gin
            [undercut] Você bateu e levou contragolpe
           *[knock] Você bateu
        }
       *[other] { $outcome ->
            [gin] { $name } bateu gin
            [big_gin] { $name } bateu big gin
            [undercut] { $name } bateu e levou contragolpe
           *[knock] { $name } bateu
        }
    }
tui-table-scores-points =
    { $who ->
        [you] Você marca
       *[other] { $name } marca
    } { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }.
tui-table-sheet-hand = mão
tui-table-sheet-void = anulada
tui-table-sheet-none = (nenhuma mão terminada ainda)
tui-table-no-deadwood = nenhum ponto solto
tui-table-layoffs = ; encaixáveis: { $count }

## A ajuda (?)
tui-help-title = Teclas (o mouse também funciona: cartas, monte, descarte, botões):
tui-help-key-arrows = setas
# loan: the key is labelled Enter on Brazilian keyboards
tui-help-key-enter = Enter
# loan: the keys are labelled PgUp/PgDn on Brazilian keyboards
tui-help-key-pages = PgUp/PgDn
tui-help-draw = comprar do monte
tui-help-click-stock = (clique no monte)
tui-help-take = pegar a carta de cima do descarte
tui-help-click-pile = (clique no descarte)
tui-help-pass = passar a primeira carta aberta (ou no fim do monte)
tui-help-pick = escolher uma carta da sua mão
tui-help-click-card = (clique numa carta)
tui-help-discard = descartar a carta escolhida
tui-help-click-again = (outro clique)
tui-help-knock = bater (carta escolhida ou a melhor); escolher os jogos
tui-help-gin = bater gin (ou big gin) quando der
tui-help-hint = uma dica do jogador mais forte do computador
tui-help-scroll = rever as jogadas desta mão (ou a roda do mouse)
tui-help-pile = o descarte inteiro
tui-help-also-scores = s  a folha de pontos
tui-help-help = esta ajuda e as regras
tui-help-also-quit = q  salvar e sair
tui-help-quit-saves = Sair salva a partida: `ginrummy play --resume` continua de onde parou.
tui-help-records = Partidas terminadas ficam salvas: `ginrummy replay ARQUIVO` mostra uma.
## Jogadas recusadas ou feitas
tui-table-move-take = pegar
tui-table-move-pass = passar
tui-table-move-draw = comprar
tui-table-hand-over = A mão acabou: aperte Enter para ver as cartas.
tui-table-wait = Espere: é a vez de { $name }.
tui-table-you-chose = Você escolheu { $move }.
tui-table-pick-first = Escolha uma carta primeiro (setas ou clique).
tui-table-only-knock = Não permitido: agora você só pode bater (k).
tui-table-not-your-turn = Não permitido: não é a sua vez.
tui-table-draw-then-knock = Não permitido: compre uma carta primeiro e depois bata: { $moves }.
tui-table-not-gin = Não é gin: o melhor descarte deixa { $left } pontos soltos.
tui-table-no-hint = Sem dica agora: não é a sua vez.
tui-table-illegal = { $name } tentou uma jogada não permitida ({ $error }); no lugar dela é feita a primeira jogada permitida.
tui-table-new-hand = Uma nova mão é dada.
tui-table-not-stored = Não foi possível guardar o registro da partida: { $error }.
tui-table-new-game = Uma nova partida: boa sorte!
tui-table-resumed = Partida retomada.
tui-table-knock-cancelled = Batida cancelada.

## Ao sair
tui-table-record-kept = Registro da partida guardado como { $path }.
tui-table-record-failed = Erro: não foi possível guardar a partida terminada.
tui-table-save-failed = Erro: não foi possível salvar a partida: { $error }.
tui-table-saved = Partida salva em { $path }; `ginrummy play --resume` continua de onde parou.
tui-table-save-file-failed = Erro: --save: { $error }.
tui-table-save-file-written = Registro da partida também gravado em { $path }.

## Sob a mostra das cartas
tui-table-enter-sheet = Enter: a folha de pontos
tui-table-enter-next = Enter: próxima mão
tui-table-showdown-scores = Placar: { $scores } (partida até { $target })
tui-table-showdown-games = { $games } (cada uma até { $target })
# loan: only punctuation around the two parts
tui-table-showdown-footer = { $scores }. { $more }
tui-table-your-hand = Sua mão:

## Teclas
tui-key-draw = Comprar
tui-key-take = Pegar
tui-key-pass = Passar
tui-key-left = Esquerda
tui-key-right = Direita
tui-key-discard = Descartar
tui-key-knock = Bater
# loan: "gin" is the word Brazilian players use (glossary)
tui-key-gin = Gin
tui-key-hint = Dica
tui-key-pile = Descarte
tui-key-scores = Placar
tui-key-help = Ajuda+regras
tui-key-save-quit = Salvar+sair
tui-key-quit = Sair
tui-key-earlier = Jogadas anteriores
tui-key-later = Jogadas seguintes
tui-key-cancel = Cancelar
tui-key-close = Fechar
tui-key-scroll = Rolar
tui-key-continue = Continuar
tui-key-review = Rever a mão
tui-key-back = Voltar
tui-key-new-game = Nova partida
tui-key-back-to-game = Voltar à partida

## A escolha dos jogos antes de bater
tui-knock-title = Bater, descartando { $card } virada para baixo. Baixar quais jogos?
tui-knock-gin-title = Bater gin, descartando { $card } virada para baixo. Baixar quais jogos?
tui-knock-how = (encaixáveis: cartas não vistas que o adversário poderia encaixar neles; setas + Enter ou clique; Esc cancela)
tui-knock-gin-how = (nada se encaixa num gin; setas + Enter ou clique; Esc cancela)
tui-text-hint = (Esc ou Enter fecha; setas e PgUp/PgDn rolam)

## As janelas da mostra e da folha de pontos
tui-showdown-review = Rever esta mão
tui-sheet-game-over = Fim da partida: a folha de pontos
tui-sheet-kept = Guardada como { $path } (`ginrummy replay` mostra).

# A página de quem assiste (watch.html, watch.js): uma partida pública vista de fora
# da mesa.

watch-page-title = Assistindo a uma partida de gin rummy
watch-title = Assistindo { $name0 } { $score0 }:{ $score1 } { $name1 } – Gin rummy
watch-skip = Ir para as jogadas
watch-home =
    .aria-label = Gin rummy: página inicial
# loan: o nome do jogo, como na tela inicial (setup-title)
watch-home-text = Gin rummy
watch-scoreboard =
    .aria-label = Placar
watch-score = Placar: { $name0 } { $score0 }, { $name1 } { $score1 }
watch-score-target = Placar: { $name0 } { $score0 }, { $name1 } { $score1 }, jogando até { $target }
watch-tag = Assistindo
watch-sheet-button = Folha de pontos
watch-lobby = Salão
watch-connecting = Conectando...
watch-cards =
    .aria-label = Cartas
watch-middle =
    .aria-label = Monte e descarte
watch-stock-label =
    .aria-label = Monte
watch-discard-label =
    .aria-label = Descarte
watch-pile-inspect = Descarte
watch-count-lines = A contagem, linha por linha
watch-log-title = Esta mão
watch-pile-title = Descarte
watch-pile-order = De baixo para cima; a última carta é a de cima (a carta aberta).
watch-sheet-title = Folha de pontos
watch-close = Fechar
watch-back-to-lobby = Voltar ao salão
watch-computer = (computador)
watch-disconnected = (desconectado)
watch-stock =
    { $count ->
        [one] Monte, { $count } carta
       *[other] Monte, { $count } cartas
    }
watch-discard-top = Descarte, em cima { $card }
watch-discard-empty = Descarte, vazio
watch-pile-button = Descarte: { $count }
watch-gin-only = Só gin nesta mão
watch-knock-limit = Bate-se com { $limit } ou menos
watch-doubled = Carta aberta de espadas: esta mão vale em dobro
watch-dealt = { $name } deu as cartas
watch-waiting = Esperando o segundo jogador.
watch-last-move = Última jogada: { $move }
watch-last-move-to-play = Última jogada: { $move }. Vez de { $name }.
watch-to-play = Vez de { $name }.
watch-game-over = A partida terminou.
watch-hand-over = A mão terminou.
watch-next-hand = Os jogadores estão vendo a contagem; a próxima mão vem em seguida.
watch-not-public = Não é possível assistir a esta partida: ela não é pública, ou não existe.
watch-no-room = Esta página precisa do identificador de uma partida no endereço.

# As páginas dos torneios: a lista e seu formulário (tournaments.html, tournaments.js),
# um torneio (tournament.html, tournament.js), suas palavras comuns (tourney.js) e o
# aviso da mesa da próxima partida de um torneio (tourneytable.js).
# Nomes de jogadores e de torneios nunca estão aqui: são variáveis.

## A lista de torneios (/tournaments)

tourneys-title = Torneios: Gin Rummy online
tourneys-meta =
    .content = Torneios de gin rummy em arena e no sistema suíço: próximos, em andamento e encerrados, e um formulário para criar o seu.
tourneys-skip = Ir para os torneios
tourneys-running = Em andamento
tourneys-running-empty = Nenhum torneio está em andamento agora.
tourneys-coming = Próximos
tourneys-coming-empty = Nenhum torneio marcado: crie um.
tourneys-finished = Encerrados
tourneys-finished-empty = Nenhum torneio terminou ainda.
tourneys-create = Criar um torneio
tourneys-your-name = Seu nome
tourneys-player =
    .placeholder = Jogador
tourneys-name = Nome do torneio
tourneys-name-example =
    .placeholder = Gin de sexta
tourneys-format = Formato
tourneys-format-arena = Arena: quantas partidas você conseguir jogar no tempo
tourneys-format-swiss = Suíço: um número de rodadas, todos jogam em cada rodada
tourneys-rules = Regras
tourneys-target = Pontuação alvo
tourneys-clock = Relógio por jogada
tourneys-clock-none = Sem relógio
tourneys-clock-blitz = Blitz: 10 segundos por jogada, 30 de reserva
tourneys-clock-rapid = Rápido: 20 segundos por jogada, 60 de reserva
tourneys-clock-classical = Clássico: 45 segundos por jogada, 3 minutos de reserva
tourneys-starts = Começa em (minutos)
tourneys-lasts = Dura (minutos)
tourneys-rounds = Rodadas
tourneys-rated = Valendo rating: as partidas contam para a classificação
tourneys-private = Privado: fora da lista, só entra quem tem o link
tourneys-submit = Criar o torneio
tourneys-link = Link do torneio
tourneys-open = Abrir o torneio
tourneys-load-error = Não foi possível carregar os torneios: { $error }
tourneys-whole = { $field }: um número inteiro de { $low } a { $high }.
tourneys-field-target = Pontuação alvo
tourneys-field-starts = Começa em
tourneys-field-lasts = Dura
tourneys-field-rounds = Rodadas
tourneys-name-short = Dê um nome ao torneio (3 letras ou mais).
tourneys-made-private = { $name } foi criado. É privado: mande este link para as pessoas com quem você quer jogar.
tourneys-made-listed = { $name } foi criado e está na lista. O link dele:
tourneys-organise-as = Você organiza como { $name }.
tourneys-name-later = Seu nome online é criado quando você cria ou entra em um torneio.
tourneys-by = por { $name }
tourneys-by-site = pelo site

## Palavras das duas páginas

tourney-copy = Copiar
tourney-copied = Copiado
tourney-players =
    { $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    }
tourney-format-name =
    { $format ->
        [swiss] Suíço
       *[other] Arena
    }
tourney-format-arena =
    { $minutes ->
        [one] Arena, { $minutes } minuto
       *[other] Arena, { $minutes } minutos
    }
tourney-format-swiss =
    { $rounds ->
        [one] Suíço, { $rounds } rodada
       *[other] Suíço, { $rounds } rodadas
    }
tourney-preset =
    { $preset ->
        [standard] Padrão
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, espadas dobram
        [straight] Gin direto
        [hollywood] Hollywood
        [eaai] Torneio EAAI
        [openspiel] OpenSpiel (uma mão)
       *[other] { $label }
    }
# loan: the game's name, as Brazilian players say it
tourney-preset-none = Gin rummy
tourney-game-to = { $game }, até { $target }
tourney-clock-none = sem relógio
tourney-clock =
    { $clock ->
        [blitz] relógio blitz
        [rapid] relógio rápido
        [classical] relógio clássico
       *[other] relógio { $clock }
    } ({ $move } s por jogada, { $bank } s de reserva)
tourney-clock-other = relógio { $clock }
tourney-rated = valendo rating
tourney-unrated = sem rating
tourney-countdown-days =
    { $days ->
        [one] { $days } dia { $clock }
       *[other] { $days } dias { $clock }
    }

## Como está um torneio

tourney-finished = Encerrado
tourney-finished-won = Encerrado: { $winner } venceu
tourney-starting-soon = Começa em breve
tourney-starting = Começando…
tourney-starting-now = Começando agora
tourney-starts-in = Começa em { $time }
tourney-round-of = Rodada { $round } de { $rounds }
tourney-running = Em andamento
tourney-ending = Terminando…
tourney-ending-label = Terminando: as últimas partidas estão sendo jogadas
tourney-ends-in = Termina em { $time }
tourney-when-seconds =
    { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }
tourney-when-minutes =
    { $count ->
        [one] cerca de { $count } minuto
       *[other] cerca de { $count } minutos
    }
tourney-when-hours =
    { $count ->
        [one] cerca de { $count } hora
       *[other] cerca de { $count } horas
    }
tourney-when-days =
    { $count ->
        [one] cerca de { $count } dia
       *[other] cerca de { $count } dias
    }

## A classificação

tourney-streak =
    .title = Em sequência: a próxima vitória vale o dobro
tourney-streak-words = em sequência
tourney-tag-left = saiu
tourney-tag-paused = em pausa
tourney-tag-you = você
tourney-someone = Jogador
tourney-sheet = Pontos por partida: { $points }

## Recusas de Entrar, Pausar e Sair

tourney-refused-finished = Este torneio terminou.
tourney-refused-full = Este torneio está lotado.
tourney-refused-started = Este torneio suíço já passou da primeira rodada: tarde demais para entrar.
tourney-refused-unknown = Esse torneio não existe (o link pode ser antigo).

## Um torneio (/tournaments/<id>)

tourney-title = Torneio: Gin Rummy online
tourney-title-named = { $name }: torneio de Gin Rummy
tourney-skip = Ir para o torneio
tourney-private = privado
tourney-invite = Privado: só entra quem tem este link
tourney-your-name = Seu nome
tourney-player =
    .placeholder = Jogador
tourney-standings = Classificação
tourney-rank = Posição
tourney-player-head = Jogador
tourney-points = Pontos
tourney-games-head = Partidas
tourney-sheet-head = Súmula
tourney-tie-break = Desempate
    .title = Desempate: os pontos dos adversários enfrentados (Buchholz)
tourney-nobody = Ninguém entrou ainda.
tourney-games = Partidas
tourney-no-game-now = Nenhuma partida está sendo jogada agora.
tourney-no-game-played = Nenhuma partida foi jogada.
tourney-byes = Folgas
tourney-unreachable = Não foi possível falar com o servidor. Verifique a conexão e tente de novo.
tourney-refused-status = O servidor recusou o pedido ({ $status }).
tourney-load-error = Não foi possível carregar o torneio: { $error }
tourney-organised-by = Organizado por { $name }
tourney-scoring-swiss = Todos jogam em cada rodada, contra jogadores com a mesma pontuação, nunca duas vezes contra o mesmo adversário; quem sobra fica de folga. Empates em pontos são desfeitos pelo desempate: os pontos dos adversários enfrentados.
tourney-scoring-arena = Uma vitória dá pontos; depois de duas vitórias seguidas, cada vitória vale o dobro (🔥) até perder uma partida. Você é emparelhado de novo assim que você e outro jogador ficam livres.
tourney-challenge = Desafiar
tourney-view = Ver
tourney-your-game = Sua partida
tourney-watch = Assistir
tourney-game-round = Rodada { $round }
# loan: only the two placeholders and a colon, the same in this language
tourney-game-result = { $players }: { $result }
tourney-game-won = { $winner } venceu
tourney-game-aborted = anulada
tourney-bye-round = Rodada { $round }: { $players }
tourney-join = Entrar
tourney-join-again = Entrar de novo
tourney-resume = Voltar
tourney-pause = Pausar
tourney-leave = Sair
tourney-note-won = { $winner } venceu este torneio.
tourney-note-over = Este torneio terminou.
tourney-note-too-late = Este torneio suíço já passou da primeira rodada: tarde demais para entrar. Assista às partidas abaixo.
tourney-note-join-coming = Entre agora: sua primeira partida começa sozinha quando o torneio começar.
tourney-note-join-swiss = Entrando durante a primeira rodada, você joga a partir da segunda.
tourney-note-paused = Você está em pausa: não é emparelhado até voltar.
tourney-note-in-coming = Você está dentro. Sua primeira partida começa sozinha quando o torneio começar: deixe esta página aberta.
tourney-note-in = Você está dentro. Sua próxima partida começa sozinha: deixe esta página aberta.
tourney-said-join = Você está no torneio.
tourney-said-pause = Você está em pausa.
tourney-said-leave = Você saiu do torneio.
tourney-game-on = Sua partida começou!
tourney-go-to-table = Ir para a sua mesa
tourney-game-starting = Sua partida está começando.

## Na mesa de uma partida de torneio

tourney-next-ready = Sua próxima partida do torneio está pronta.
tourney-next-go = Ir para essa mesa
tourney-next-going = Sua próxima partida do torneio está pronta: indo para a mesa dela.

# As páginas on-line: o salão, a classificação, o perfil, os desafios, as estatísticas e
# os replays (veja en/web-online.ftl).

## Em comum

online-brand = Gin rummy
online-player = Jogador
online-preset =
    { $rules ->
        [standard] Padrão
        [oklahoma] Oklahoma
        [oklahoma-spades] Oklahoma, espadas em dobro
        [straight] Gin direto
        [hollywood] Hollywood
        [eaai] Torneio EAAI
        [openspiel] OpenSpiel (uma mão)
       *[other] { $rules }
    }
online-game-kind = { $rules }, até { $target }
online-level =
    { $level ->
        [easy] fácil
        [medium] médio
        [hard] difícil
        [apprentice] aprendiz
        [master] mestre
       *[other] { $level }
    }
online-computer = Computador ({ $level })
online-ago-now = agora mesmo
online-ago-minutes = há { $count } min
online-ago-hours = há { $count } h
# loan: only the server's own message, nothing to translate.
online-problem = { $error }

## O salão

lobby-title = Salão: Gin rummy on-line
lobby-description =
    .content = Mesas de gin rummy abertas para entrar, partidas para assistir e pessoas esperando para jogar.
lobby-skip = Ir para as mesas
lobby-loading = Carregando o salão...
lobby-tables-heading = Mesas abertas
lobby-tables-intro = Mesas públicas esperando um segundo jogador: entre em uma para começar.
lobby-tables-empty = Nenhuma mesa aberta agora: crie uma, ou jogue já com alguém.
lobby-games-heading = Partidas em andamento
lobby-games-empty = Nenhuma partida pública em andamento agora.
lobby-waiting-heading = Esperando adversário
lobby-pools-empty = Ninguém esperando agora.
lobby-play-now = Jogar já com alguém
lobby-create-heading = Criar uma mesa pública
lobby-name-label = Seu nome
lobby-name =
    .placeholder = Jogador
lobby-rules-label = Regras
lobby-target-label = Pontuação alvo
lobby-clock-label = Relógio por jogada
lobby-clock-none = Sem relógio
lobby-clock-15 = 15 segundos por jogada, 30 de reserva
lobby-clock-30 = 30 segundos por jogada, 60 de reserva
lobby-clock-60 = 60 segundos por jogada, 2 minutos de reserva
lobby-create = Criar a mesa
lobby-host-new = jogador novo
# loan: "rating" is how Brazilian players of online games say it.
lobby-host-rating = rating { $rating }
lobby-your-table = Sua mesa
lobby-join = Entrar
lobby-watch = Assistir
lobby-versus = { $first } contra { $second }
lobby-watchers =
    { $count ->
        [0] ninguém assistindo
        [one] { $count } assistindo
       *[other] { $count } assistindo
    }
lobby-pool-waiting = { $count } esperando
lobby-summary =
    { $tables ->
        [one] { $tables } mesa aberta
       *[other] { $tables } mesas abertas
    }, { $games ->
        [one] { $games } partida em andamento
       *[other] { $games } partidas em andamento
    }, { $waiting } esperando adversário.
lobby-updated = { $summary } Atualizado às { $time }.
lobby-load-failed = Não foi possível carregar o salão: { $error }
lobby-seat-taken = Outra pessoa pegou esse lugar antes.
lobby-own-table = Esta é a sua própria mesa: espere nela até alguém sentar.
lobby-you-play-as = Você joga como { $name } (mude seu nome na { $start }).
lobby-start-page = página inicial
lobby-name-later = Seu nome on-line é criado quando você cria uma mesa ou entra em uma.
lobby-target-invalid = Pontuação alvo: um número inteiro de 1 a 1000.

## A classificação

leaderboard-title = Classificação: Gin rummy on-line
leaderboard-skip = Ir para a classificação
leaderboard-heading = Classificação
leaderboard-pool-label = Tipo de partida
leaderboard-intro = Ratings Glicko-2, uma lista por tipo de partida (regras e pontuação alvo). Um rating conta aqui depois de 10 partidas; até lá é provisório.
# loan: "ranking" is the Brazilian word for it.
leaderboard-caption = Ranking
leaderboard-rank = Posição
leaderboard-player = Jogador
# loan: "rating" is how Brazilian players of online games say it.
leaderboard-rating = Rating
leaderboard-games = Partidas
leaderboard-challenge-column = Desafiar
leaderboard-you = você
# loan: "ranking" is the Brazilian word for it.
leaderboard-caption-pool = Ranking: { $kind }
leaderboard-empty = Ninguém está classificado em { $kind } ainda: um rating conta depois de 10 partidas.
leaderboard-status =
    { $count ->
        [one] { $kind }: { $count } jogador classificado.
       *[other] { $kind }: { $count } jogadores classificados.
    }
leaderboard-load-failed = Não foi possível carregar a classificação: { $error }

## Desafios

challenge-notices =
    .aria-label = Desafios
challenge-button = Desafiar
challenge-clock-30 = 30 s por jogada, 60 s de reserva
challenge-clock-15 = 15 s por jogada, 30 s de reserva
challenge-clock-60 = 60 s por jogada, 120 s de reserva
challenge-clock-none = Sem relógio
challenge-clock = { $move } s por jogada, { $bank } s de reserva
challenge-clock-no-bank = { $move } s por jogada
challenge-no-clock = sem relógio
challenge-rated = valendo rating
challenge-casual = amistosa
# loan: only the parts in their order, with the same commas.
challenge-game = { $kind }, { $clock }, { $rated }
challenge-incoming = { $name } desafia você: { $game }.
challenge-outgoing = Esperando { $name } responder ao seu desafio ({ $game })...
challenge-declined = { $name } recusou seu desafio.
challenge-expired = { $name } não respondeu ao seu desafio a tempo.
challenge-accept = Aceitar
challenge-decline = Recusar
challenge-cancel = Cancelar
challenge-dismiss = Fechar
challenge-title = Desafiar { $name }
challenge-rules = Regras
challenge-target = Jogar até
challenge-clock-label = Relógio
challenge-rated-box = Valendo rating (desmarcado: uma partida amistosa)
challenge-send = Enviar o desafio

## O perfil

profile-title = Perfil do jogador: Gin rummy on-line
profile-title-named = { $name }: jogador de gin rummy
profile-skip = Ir para o perfil
profile-me = Este é você.
profile-change-name = Mude seu nome
profile-me-end = na página inicial.
# loan: "ratings" is how Brazilian players of online games say it.
profile-ratings-heading = Ratings
profile-ratings-empty = Nenhuma partida valendo rating ainda.
profile-chart-heading = Histórico do rating
profile-numbers = Os números
profile-levels-heading = Contra o computador
profile-recent-heading = Partidas recentes
profile-following-heading = Seguindo
profile-following-intro = On-line: uma página deste site aberta nos últimos 30 segundos.
profile-following-empty = Você ainda não segue ninguém: "Seguir" no perfil de um jogador o adiciona aqui.
profile-unrated-heading = Partidas sem rating
profile-tournaments-heading = Torneios
profile-blocked-heading = Jogadores que você bloqueou
profile-blocked-intro = Você nunca é pareado com eles.
profile-provisional = provisório
profile-provisional-why =
    .title = Menos de 10 partidas: ainda fora do ranking
profile-games =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
profile-since = joga desde { $date }
profile-point-start = { $kind }: { $rating } antes da primeira partida
profile-point = { $kind }: { $rating } depois da partida { $game }
profile-point-dated = { $kind }: { $rating } depois da partida { $game } ({ $date })
profile-chart-line =
    { $games ->
        [one] { $kind }: de { $from } a { $to } em { $games } partida
       *[other] { $kind }: de { $from } a { $to } em { $games } partidas
    }
profile-chart-title = Histórico do rating de { $name }
profile-chart-game = partida { $number }
profile-col-kind = Tipo de partida
profile-col-game = Partida
# loan: "rating" is how Brazilian players of online games say it.
profile-col-rating = Rating
profile-col-when = Quando
profile-col-level = Nível
profile-col-won = Ganhas
profile-col-lost = Perdidas
profile-col-opponent = Adversário
profile-col-result = Resultado
profile-col-counted = Contada como
profile-col-tournament = Torneio
profile-col-format = Formato
profile-col-place = Posição
profile-col-points = Pontos
profile-chart-table = Rating depois de cada partida
profile-levels-caption = Partidas ganhas e perdidas contra cada nível do computador
profile-levels-empty = Nenhuma partida valendo rating contra o computador ainda.
profile-level =
    { $level ->
        [easy] Fácil
        [medium] Médio
        [hard] Difícil
        [apprentice] Aprendiz
        [master] Mestre
       *[other] { $level }
    }
profile-won = Ganhou
profile-lost = Perdeu
profile-recent-caption = Partidas recentes valendo rating
profile-recent-empty = Nenhuma partida valendo rating ainda.
profile-unrated-no-move = anulada: terminou antes de os dois jogadores jogarem
profile-unrated-shared-address = sem rating: os dois jogadores jogam do mesmo endereço
profile-unrated-bulk-made = sem rating: um jogador criado numa leva de jogadores novos
profile-unrated-aborted = anulada
profile-unrated-unrated = sem rating
profile-unrated-caption = Partidas recentes que não valeram rating
profile-format =
    { $format ->
        [swiss] Suíço
        [arena] Arena
       *[other] { $format }
    }
profile-place = { $rank } de { $players }
profile-playing-now = jogando agora
profile-coming = em breve
profile-tournaments-caption = Torneios jogados
profile-tournaments-empty = Nenhum torneio ainda.
profile-unblock = Desbloquear
profile-follow = Seguir
profile-unfollow = Deixar de seguir
profile-unblock-player = Desbloquear este jogador
profile-block-player = Nunca me parear com este jogador
profile-presence =
    { $state ->
        [playing] jogando agora
        [online] on-line
       *[offline] off-line
    }
profile-watch = Assistir
profile-no-player = Ainda não há jogador aqui: jogue primeiro on-line ou contra o computador.
profile-not-found = Esse jogador não existe.

## As estatísticas e os replays

stats-title = Suas estatísticas: Gin rummy
stats-description =
    .content = Suas estatísticas de gin rummy, suas partidas terminadas e os replays delas.
stats-skip = Ir para suas estatísticas
stats-heading = Suas estatísticas
stats-this-browser = (este navegador)
stats-every-device = ({ $name }, em todos os dispositivos, e este navegador)
stats-games = Partidas
stats-wins = Vitórias
stats-win-rate = Taxa de vitórias
stats-streak = Sequência de vitórias
stats-longest = Maior sequência
# loan: "gin" is the game's own word in Portuguese too, its plural as players say it.
stats-gins = Gins
stats-undercuts = Contragolpes
stats-knocks = Batidas vencedoras
stats-takebacks = Jogadas desfeitas
stats-levels-heading = Por adversário
stats-against = Contra
stats-all-games = Todas as partidas
stats-level =
    { $level ->
        [easy] Computador, fácil
        [medium] Computador, médio
        [hard] Computador, difícil
        [apprentice] Computador, aprendiz
        [master] Computador, mestre
        [people] Pessoas
       *[other] { $level }
    }
stats-games-heading = Partidas terminadas
stats-games-empty = Nenhuma partida terminada ainda.
stats-play-one = Jogue uma
stats-games-empty-end = : ela aparecerá aqui.
stats-more = Partidas mais antigas
stats-won = Ganhou
stats-lost = Perdeu
stats-game-against = { $score } contra { $opponent }
stats-they-resigned = o adversário abandonou
stats-resigned = abandonou
stats-claimed = reivindicada
stats-aborted = anulada: sem rating
stats-rated = valendo rating
# loan: "replay" is the word Brazilian players use.
stats-replay = Replay
stats-load-failed = Não foi possível carregar suas estatísticas: { $error }
# loan: "replay" is the word Brazilian players use.
stats-replay-heading = Replay
stats-replay-close = Fechar o replay
stats-replay-loading = Carregando a partida…
stats-replay-failed = Não foi possível carregar a partida: { $error }
stats-replay-other-browser = Esta partida foi jogada em outro navegador: veja o replay lá, ou use aqui o mesmo nome on-line ("usar em outro dispositivo" na página inicial).
stats-replay-not-finished = Esta partida ainda não terminou: os replays são de partidas terminadas.
stats-replay-not-stored = Esta partida não está guardada neste servidor.
stats-replay-truncated = (só os primeiros passos: a partida é muito longa)
# loan: only the parts in their order, with the same punctuation.
stats-replay-line = { $summary } { $kind }, { $when }.
replay-count-lines = A contagem, linha por linha
replay-controls =
    .aria-label = Percorrer a partida
replay-first =
    .title = Primeiro passo (Home)
replay-first-text = Primeiro passo
replay-prev =
    .title = Voltar (←)
replay-prev-text = Voltar
replay-next =
    .title = Avançar (→)
replay-next-text = Avançar
replay-last =
    .title = Último passo (End)
replay-last-text = Último passo
replay-hands =
    .aria-label = Ir para uma mão
replay-hand-label = Mão
replay-prev-hand = Mão anterior
    .title = A distribuição da mão anterior (Page Up)
replay-next-hand = Próxima mão
    .title = A distribuição da próxima mão (Page Down)
replay-step-label = Passo
replay-keys = Teclas:
replay-keys-step = passo a passo,
replay-keys-hands = a mão anterior e a próxima,
replay-keys-ends = o primeiro e o último passo.
# loan: the key's name as printed on Brazilian keyboards.
replay-key-page-up = Page Up
# loan: the key's name as printed on Brazilian keyboards.
replay-key-page-down = Page Down
# loan: the key's name as printed on Brazilian keyboards.
replay-key-home = Home
# loan: the key's name as printed on Brazilian keyboards.
replay-key-end = End
replay-moves = Jogadas desta mão
replay-you-deal = você dá as cartas
replay-deals = { $name } dá as cartas
replay-deal = Mão { $hand }: as cartas são distribuídas ({ $dealer }).
replay-a-move = Uma jogada.
replay-hand-over = { $text } A mão terminou.
replay-step = Passo { $step } de { $total }: { $text }
replay-step-value = Passo { $step } de { $total }, mão { $hand }
replay-hand-of = Mão { $hand } de { $hands }
replay-score = Mão { $hand } · Você { $mine }, { $name } { $theirs } · jogando até { $target }
replay-you-are = Você ({ $name })
replay-deadwood = pontos soltos { $count }
replay-discard-size = Lixo: { $count }
replay-just-taken = { $card }, recém-comprada
replay-meld =
    .aria-label = Jogo
replay-deadwood-group =
    .aria-label = Cartas soltas
replay-summary-won =
    { $hands ->
        [one] Você ganhou de { $mine } a { $theirs } contra { $name }{ $how }, em { $hands } mão.
       *[other] Você ganhou de { $mine } a { $theirs } contra { $name }{ $how }, em { $hands } mãos.
    }
replay-summary-lost =
    { $hands ->
        [one] Você perdeu de { $mine } a { $theirs } contra { $name }{ $how }, em { $hands } mão.
       *[other] Você perdeu de { $mine } a { $theirs } contra { $name }{ $how }, em { $hands } mãos.
    }
replay-resigned = (abandono)
replay-claimed = (reivindicada)

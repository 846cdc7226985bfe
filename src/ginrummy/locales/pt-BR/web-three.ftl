# Uma mesa para três (three.html, three.js; "Três jogadores" na página inicial): o gin a
# três, cada mão jogada entre dois. "A caixa": o jogador sozinho contra uma equipe de dois
# (um capitão que joga e um parceiro que fica de fora e pode dar conselhos).

three-page-title = Gin Rummy para três
three-title = Uma mesa para três
three-invite-title = Esperando os jogadores
three-invite-text = Mande este link para seus amigos: os dois primeiros que o abrirem ocupam os lugares livres. Você também pode colocar o computador.
three-invite-url =
    .aria-label = Link de convite
three-copy = Copiar o link
three-discard = Descarte
three-moves =
    .aria-label = Jogadas
three-advise-title = Aconselhe seu capitão
three-advise-label = Sugira uma carta
three-advise = Aconselhar
three-next-hand = Próxima mão
three-sheet-title = Folha de pontos

three-form-box = a caixa: um contra uma equipe de dois, a caixa muda depois de um jogo perdido
three-form-box-hand = a caixa: um contra uma equipe de dois, a caixa muda depois de uma mão perdida
three-form-rotation = rodízio: quem perde cada jogo fica de fora
three-form-rotation-hand = rodízio: quem perde cada mão fica de fora

three-role-box = na caixa
three-role-captain = capitão
three-role-partner = parceiro, fica de fora
three-role-plays = joga
three-role-sits-out = fica de fora
three-empty-seat = Lugar livre
three-you-mark = (você)
three-score-label = Pontos
three-pairing = { $a } joga contra { $b }; { $out } fica de fora.
three-next-known = Fica de fora depois: { $name }.
three-next-loser-game = Fica de fora depois: quem perder este jogo.
three-next-loser-hand = Fica de fora depois: quem perder esta mão.
three-waiting = Esperando que todos os lugares sejam ocupados.

three-level-label = Nível do computador
three-level-easy = Fácil
three-level-medium = Médio
three-level-hard = Difícil
three-seat-computer = Colocar o computador no lugar { $seat }

three-cards = { $count ->
    [one] (1 carta)
   *[other] ({ $count } cartas)
}
three-stock = { $count ->
    [one] Monte: 1 carta
   *[other] Monte: { $count } cartas
}
three-your-hand = Sua mão
three-captain-hand = A mão de { $name } (seu capitão)
three-sitting-out-you = Você fica de fora desta mão: a mesa, como todos a veem.
three-watching = Você está assistindo à mesa.
three-advice-from = { $name } sugere:
three-advice-sent = Você sugeriu { $card } ao seu capitão.

three-sheet-game = Jogo
three-sheet-hand = Mão
three-sheet-box = Na caixa
# loan: the same word in Portuguese
three-sheet-total = Total
three-sheet-won = Ganho, { $points } pontos
three-against = { $a } contra { $b }:
three-over-won = A partida acabou: { $names } venceu.
three-over-shared = A partida acabou: { $names } dividem a vitória.

three-join-note = Uma mesa para três: { $form }.
three-start-label = Três jogadores
three-start-two = Não: um jogo a dois
three-start-games = Jogos na partida
three-start-note = Com três jogadores, "Convidar um amigo" abre uma mesa para três: mande o link para dois amigos ou coloque o computador num lugar livre.

error-three-sitting_out = Você fica de fora desta mão: os outros dois a jogam.
error-three-advice_unavailable = Só o parceiro do capitão pode aconselhar, na caixa, durante uma mão.
error-three-bad_advice = Seu capitão não tem essa carta.
error-three-bad_seat = Esse lugar não existe: os lugares são 1, 2 e 3.
error-three-seat_taken = Esse lugar já está ocupado.
error-three-bad_level = Esse nível do computador não existe.
error-three-match_not_over = A partida ainda não terminou.
error-three-no_stand_in = O computador só joga por quem saiu da mesa.
error-three-not_gone_long = Talvez só tenha perdido a conexão: espere mais um pouco.

three-chat-label = Mensagem para a mesa
three-mute-what = Esconder as mensagens dos outros jogadores

three-again = Jogar de novo
three-again-asked = { $names } quer jogar de novo.
three-again-waiting = Esperando { $names } querer jogar de novo.
three-again-next = Assistir à próxima partida

three-sit-in = Deixar o computador jogar por { $name }
three-sit-in-wait = { $name } saiu da mesa: o computador poderá jogar no lugar em { $seconds } s.
three-stand-in = o computador joga por enquanto

# Por que uma jogada foi recusada (o `action/illegal` do servidor), dito pela mesa a
# partir do motivo e dos dados tipados da recusa (notices.js illegalText).

## As jogadas possíveis antes de comprar, dentro dos moves-* de play.ftl ($card: a carta aberta)

refusals-move-draw = comprar
refusals-move-take = pegar { $card }
refusals-move-pass = passar

## Por que uma jogada não é permitida

refusals-drawn-already = Não permitido: você já comprou; descarte ou bata.
refusals-reason-game_over = Não permitido: a mão terminou.
refusals-reason-not_your_turn = Não permitido: não é a sua vez.
refusals-reason-wrong_phase = Não permitido neste momento da sua vez.
refusals-reason-card_not_in_hand = Não permitido: essa carta não está na sua mão.
refusals-reason-cannot_discard_taken_upcard = Não permitido: a carta que você acabou de pegar do descarte não pode ser descartada nesta rodada.
refusals-reason-deadwood_too_high = Não permitido: seus pontos soltos passariam do limite para bater.
refusals-reason-big_gin_disabled = Não permitido: por estas regras não se joga big gin.
refusals-reason-not_big_gin = Não permitido: o big gin exige as onze cartas em jogos.
refusals-reason-bad_melds = Não permitido: esses jogos não são feitos com as suas próprias cartas.
refusals-reason-must_knock_on_gin = Não permitido: você tem gin e precisa bater gin.
refusals-reason-stock_end = Não permitido: com duas cartas no monte você só pode bater.
refusals-reason-bad_hand = Não permitido: esta mão não pode ser jogada.

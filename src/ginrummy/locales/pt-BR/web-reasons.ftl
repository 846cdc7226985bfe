# Motivos que o servidor envia como códigos e que as páginas dizem em palavras: por que
# uma mão foi anulada, e uma suspensão no próprio perfil.

## Por que uma mão é anulada, entre parênteses depois de "mão anulada"

reasons-void-bounce = os dois jogadores pegaram a carta aberta e a descartaram de volta
reasons-void-upcard_draws = a carta aberta foi pega vezes demais
reasons-void-stock_down = restam só duas cartas no monte
reasons-void-stock_empty = o monte acabou

## Uma suspensão de pareamentos e torneios (o próprio perfil)
# $until: quando termina; $relative: daqui a quanto, como o Intl diz ("em 12 minutos").

reasons-cooling-off =
    Você não pode ser pareado até { $until } ({ $relative }): { $reason ->
        [sandbag] você perdeu várias partidas seguidas em poucas jogadas, como se fosse de propósito
       *[other] você saiu ou abandonou várias partidas antes do fim
    }. Jogue suas partidas até o fim e isso não vai se repetir.

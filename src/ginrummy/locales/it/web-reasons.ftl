# Motivi che il server manda come codici e che le pagine dicono a parole: perché una
# mano è nulla, e una sospensione sul proprio profilo.

## Perché una mano è nulla, tra parentesi dopo «mano nulla»

reasons-void-bounce = entrambi i giocatori hanno preso la carta scoperta e l'hanno subito riscartata
reasons-void-upcard_draws = la carta scoperta è stata presa troppe volte
reasons-void-stock_down = nel tallone restano solo due carte
reasons-void-stock_empty = il tallone è finito

## Una sospensione da abbinamenti e tornei (il proprio profilo)
# $until: quando finisce; $relative: fra quanto, come lo dice Intl («tra 12 minuti»).

reasons-cooling-off =
    Non puoi essere abbinato fino a { $until } ({ $relative }): { $reason ->
        [sandbag] hai perso diverse partite di fila in poche mosse, come apposta
       *[other] hai lasciato o interrotto diverse partite prima della fine
    }. Gioca le tue partite fino in fondo e non succederà più.

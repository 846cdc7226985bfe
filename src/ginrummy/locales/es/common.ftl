# Cartas y palos de la baraja francesa, como se nombran en España y América.

## Ranks: $rank is 1 (ace) to 13 (king).
rank-name =
    { $rank ->
        [1] as
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
        [11] jota
        [12] reina
       *[13] rey
    }
## Suits: $suit is clubs, diamonds, hearts or spades.
suit-name =
    { $suit ->
        [clubs] tréboles
        [diamonds] diamantes
        [hearts] corazones
       *[spades] picas
    }
# One card by name: $rank (1-13) and $suit (clubs ... spades).
card-name = { rank-name } de { suit-name }
# The language's own name, as its speakers write it.
language-name = español

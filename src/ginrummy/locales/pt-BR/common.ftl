# Cartas e naipes: "sete de copas", como se diz no Brasil.

## Ranks: $rank is 1 (ace) to 13 (king).
rank-name =
    { $rank ->
        [1] ás
        [2] dois
        [3] três
        [4] quatro
        [5] cinco
        [6] seis
        [7] sete
        [8] oito
        [9] nove
        [10] dez
        [11] valete
        [12] dama
       *[13] rei
    }
## Suits: $suit is clubs, diamonds, hearts or spades.
suit-name =
    { $suit ->
        [clubs] paus
        [diamonds] ouros
        [hearts] copas
       *[spades] espadas
    }
# One card by name: $rank (1-13) and $suit (clubs ... spades).
card-name = { rank-name } de { suit-name }
# The language's own name, as its speakers write it.
language-name = português (Brasil)

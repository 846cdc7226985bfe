# Carte e semi francesi: «sette di cuori».

## Ranks: $rank is 1 (ace) to 13 (king).
rank-name =
    { $rank ->
        [1] asso
        [2] due
        [3] tre
        [4] quattro
        [5] cinque
        [6] sei
        [7] sette
        [8] otto
        [9] nove
        [10] dieci
        [11] fante
        [12] donna
       *[13] re
    }
## Suits: $suit is clubs, diamonds, hearts or spades.
suit-name =
    { $suit ->
        [clubs] fiori
        [diamonds] quadri
        [hearts] cuori
       *[spades] picche
    }
# One card by name: $rank (1-13) and $suit (clubs ... spades).
card-name = { rank-name } di { suit-name }
# The language's own name, as its speakers write it.
language-name = italiano

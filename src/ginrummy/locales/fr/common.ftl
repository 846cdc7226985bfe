# Cartes et couleurs : « sept de cœur », la couleur au singulier comme à la table.

## Ranks: $rank is 1 (ace) to 13 (king).
rank-name =
    { $rank ->
        [1] as
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
        [11] valet
        [12] dame
       *[13] roi
    }
## Suits: $suit is clubs, diamonds, hearts or spades.
suit-name =
    { $suit ->
        [clubs] trèfle
        [diamonds] carreau
        [hearts] cœur
       *[spades] pique
    }
# One card by name: $rank (1-13) and $suit (clubs ... spades).
card-name = { rank-name } de { suit-name }
# The language's own name, as its speakers write it.
language-name = français

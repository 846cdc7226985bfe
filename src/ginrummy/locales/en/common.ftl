# Cards and suits: the names the help and the card descriptions use.

## Ranks: $rank is 1 (ace) to 13 (king).
rank-name =
    { $rank ->
        [1] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] jack
        [12] queen
       *[13] king
    }
## Suits: $suit is clubs, diamonds, hearts or spades.
suit-name =
    { $suit ->
        [clubs] clubs
        [diamonds] diamonds
        [hearts] hearts
       *[spades] spades
    }
# One card by name: $rank (1-13) and $suit (clubs ... spades).
card-name = { rank-name } of { suit-name }
# The language's own name, as its speakers write it.
language-name = English

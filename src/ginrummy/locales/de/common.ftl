# Karten und Farben: „Herz-Sieben“, die Farbe zuerst, wie man in Deutschland sagt.

## Ranks: $rank is 1 (ace) to 13 (king).
rank-name =
    { $rank ->
        [1] Ass
        [2] Zwei
        [3] Drei
        [4] Vier
        [5] Fünf
        [6] Sechs
        [7] Sieben
        [8] Acht
        [9] Neun
        [10] Zehn
        [11] Bube
        [12] Dame
       *[13] König
    }
## Suits: $suit is clubs, diamonds, hearts or spades.
suit-name =
    { $suit ->
        [clubs] Kreuz
        [diamonds] Karo
        [hearts] Herz
       *[spades] Pik
    }
# One card by name: $rank (1-13) and $suit (clubs ... spades).
card-name = { suit-name }-{ rank-name }
# The language's own name, as its speakers write it.
language-name = Deutsch

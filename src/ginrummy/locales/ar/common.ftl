# أوراق اللعب وأنواعها كما تُسمّى في ألعاب الورق العربية.

## Ranks: $rank is 1 (ace) to 13 (king).
rank-name =
    { $rank ->
        [1] آس
        [2] اثنان
        [3] ثلاثة
        [4] أربعة
        [5] خمسة
        [6] ستة
        [7] سبعة
        [8] ثمانية
        [9] تسعة
        [10] عشرة
        [11] ولد
        [12] بنت
       *[13] شايب
    }
## Suits: $suit is clubs, diamonds, hearts or spades.
suit-name =
    { $suit ->
        [clubs] سباتي
        [diamonds] ديناري
        [hearts] قلوب
       *[spades] بستوني
    }
# One card by name: $rank (1-13) and $suit (clubs ... spades).
card-name = { rank-name } { suit-name }
# The language's own name, as its speakers write it.
language-name = العربية

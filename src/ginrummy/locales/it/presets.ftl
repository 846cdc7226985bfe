# Le varianti delle regole e le opzioni di una nuova partita, come il server le scrive
# per la pagina iniziale (GET /api/options).

## I nomi delle varianti

presets-label-standard = Classica
# loan: il nome della variante, non tradotto
presets-label-oklahoma = Oklahoma
presets-label-oklahoma-spades = Oklahoma, picche doppie
presets-label-straight = Solo gin
# loan: il nome della variante, non tradotto
presets-label-hollywood = Hollywood
presets-label-eaai = Torneo EAAI
presets-label-openspiel = OpenSpiel (una mano)

## Che cos'è ogni variante

presets-what-standard = La solita partita di gin rummy.
presets-what-oklahoma = La prima carta scoperta fissa quanto basso bisogna essere per bussare; un asso significa solo gin.
presets-what-oklahoma-spades = L'Oklahoma con la regola della casa che una carta scoperta di picche raddoppia la mano.
presets-what-straight = Niente bussata: una mano si vince solo facendo gin.
presets-what-hollywood = Tre partite su un solo foglio segnapunti: la tua prima mano vinta conta nella partita 1, la seconda nelle partite 1 e 2, la terza e le successive in tutte e tre.
presets-what-eaai = Le regole del torneo di IA di gin rummy dell'EAAI.
presets-what-openspiel = Le regole della libreria di ricerca OpenSpiel: una sola mano.

## I numeri di una variante

# loan: only placeholders and punctuation
presets-description = { $what } { $target }{ $bonuses }. { $numbers }.
presets-target = Partita a { $target } punti
presets-target-hollywood = Tre partite insieme, ciascuna a { $target } punti
presets-target-one-hand = Una sola mano decide la partita (obiettivo 1 punto)
presets-with = , con { $extras }
presets-no-bonuses = , senza premi
# loan: una virgola, come in inglese
presets-extras-separator = { ", " }
presets-game-bonus = { $points } per la partita
presets-box-bonus = { $points } per mano vinta
presets-shutout-doubles = il cappotto raddoppia
presets-shutout-bonus = il cappotto aggiunge un premio
# loan: un punto e virgola, come in inglese
presets-parts-separator = { "; " }
presets-knock = bussare con { $limit } o meno
presets-knock-upcard = limite per bussare fissato dalla prima carta scoperta
presets-knock-gin-only = solo gin, niente bussata
# loan: «gin» è il termine del tavolo (glossario)
presets-gin = gin { $points }
# loan: «big gin» è il termine del tavolo (glossario)
presets-big-gin = big gin { $points }
presets-undercut = sottotaglio { $points }
presets-spades-double = una carta scoperta di picche raddoppia la mano
presets-squared-pile = la pila degli scarti è pareggiata: si vede solo la carta in cima
presets-reshuffle =
    gli scarti diventano un nuovo tallone { $limit ->
        [0] ogni volta (fino a { $max })
        [1] una volta
       *[other] fino a { $limit } volte
    }, quando il tallone { $at ->
        [empty] è vuoto
       *[two] ha solo due carte
    }

## I livelli del computer

presets-level-easy = Facile
presets-level-medium = Medio
presets-level-hard = Difficile
presets-level-apprentice = Apprendista
presets-level-master = Maestro

## Le opzioni di una nuova partita

presets-option-knock-limit = Limite per bussare
presets-option-game-target = Punteggio obiettivo
presets-option-gin-bonus = Premio per il gin
presets-option-big-gin-bonus = Premio per il big gin (vuoto: niente big gin)
presets-option-undercut-bonus = Premio per il sottotaglio
presets-option-undercut-on-tie = Punti morti pari valgono come sottotaglio
presets-option-game-bonus = Premio partita
presets-option-box-bonus = Premio per mano vinta (casella)
presets-option-shutout = Cappotto
presets-option-spades-double = Una carta scoperta di picche raddoppia la mano
presets-option-knock-limit-from-upcard = La carta scoperta fissa il limite per bussare (Oklahoma)
presets-option-hollywood = Hollywood: tre partite segnate insieme
presets-option-squared-pile = Pila degli scarti pareggiata (si vede solo la carta in cima)
presets-option-upcard-offer-to-dealer = Una prima carta scoperta rifiutata è offerta al mazziere (altrimenti il mazziere gioca per primo)
presets-option-stock-exhausted = Quando il tallone finisce
presets-option-reshuffle-at = Rimescolare con (due carte rimaste, o vuoto)
presets-option-reshuffle-limit = Rimescolate per mano (vuoto: ogni volta)

## Le scelte di un'opzione

presets-choice-shutout-double = doppio
# loan: «bonus» si dice anche in italiano
presets-choice-shutout-bonus = bonus
presets-choice-shutout-none = nessuno
presets-choice-stock-exhausted-void = mano nulla
presets-choice-stock-exhausted-reshuffle = rimescolare
presets-choice-reshuffle-at-two = due carte
presets-choice-reshuffle-at-empty = vuoto

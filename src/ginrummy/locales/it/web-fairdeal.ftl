# Distribuzioni che chiunque può verificare (fairpanel.js, fairness.js): «Come è stata
# distribuita?» alla calata, il dialogo con i numeri e ogni controllo. I numeri
# esadecimali, le carte e i comandi restano come sono.

fairdeal-button = Come è stata distribuita?
fairdeal-download = Scarica la registrazione
fairdeal-seed-line = Il tuo seme per questa distribuzione: { $seed }
fairdeal-hand-failed = La mano { $hand } non ha superato la verifica.
fairdeal-details = Dettagli
fairdeal-checking = Verifica della distribuzione…
fairdeal-verified-here = ✓ Distribuzione verificata nel tuo browser
fairdeal-verified = ✓ Distribuzione verificata
fairdeal-failed = Questa distribuzione non ha superato la verifica.
# loan: solo due parametri separati dai due punti
fairdeal-failure = { $label }: { $detail }
fairdeal-every-check = Tutti i controlli sono elencati qui sotto.
fairdeal-explain = Prima della mano il server si è impegnato su un seme segreto mostrandone l'impronta SHA-256 (l'impegno). Poi il tuo browser ha aggiunto un seme casuale suo, e il mazzo è stato mescolato da entrambi con HMAC-SHA256. Ora che la mano è finita il seme del server è rivelato, e il tuo browser ha ricalcolato l'impegno e il mazzo e li ha confrontati con ciò che ha visto.
fairdeal-which-hand = Stanza, partita, mano
fairdeal-hand-id = { $room }, partita { $game }, mano { $hand }
fairdeal-commitment = Impegno (mostrato prima della distribuzione)
fairdeal-server-seed = Seme del server (rivelato ora)
fairdeal-seed-of = Seme di { $name } (posto { $seat })
fairdeal-you = te
fairdeal-your-opponent = il tuo avversario
fairdeal-yours = {" "}– il tuo
fairdeal-no-seed = nessuno
fairdeal-passed = Superato:
fairdeal-failed-check = Non superato:
fairdeal-unchecked = Non verificato:
fairdeal-seen-at-end = Questa scheda ha visto la mano solo alla fine: le tue carte sono prese dalla schermata finale.
fairdeal-anybody = Chiunque può ripetere la verifica: la registrazione della partita (Scarica la registrazione, alla fine della partita) contiene questi numeri, e { $command } verifica ogni sua mano.
fairdeal-fetching = Recupero della registrazione…
fairdeal-saved = Salvata. Verificala con: { $command }
fairdeal-saved-announce = La registrazione della partita è salvata.
fairdeal-fetch-failed = Impossibile recuperare la registrazione: { $error }
fairdeal-check-failed = Impossibile eseguire la verifica: { $error }
fairdeal-shuffling = Si mescola: ogni giocatore aggiunge un seme suo…
fairdeal-shuffling-waiting = Si mescola: ogni giocatore aggiunge un seme suo… in attesa di quello di { $name }.
fairdeal-shuffling-waiting-opponent = Si mescola: ogni giocatore aggiunge un seme suo… in attesa di quello del tuo avversario.

## I controlli: il nome di ciascuno, poi ciò che ha trovato.
fairdeal-check-commitment = Il seme del server corrisponde all'impegno
fairdeal-check-remembered = L'impegno è quello mostrato prima della distribuzione
fairdeal-check-client-seed = Il tuo seme è entrato nella distribuzione
fairdeal-check-dealt = Le tue dieci carte
fairdeal-check-upcard = La prima carta scoperta
fairdeal-check-stock = Le tue carte pescate dal tallone
fairdeal-check-opponent = Le carte del tuo avversario
fairdeal-unreadable = La prova non si può leggere: { $error }.
fairdeal-commitment-ok = Lo SHA-256 del seme del server è { $hash }, l'impegno.
fairdeal-commitment-bad = Lo SHA-256 del seme del server è { $hash }, ma l'impegno dice { $commitment }.
fairdeal-remembered-changed = Durante la mano l'impegno era { $during }; la prova dice { $commitment }.
fairdeal-remembered-ok = Prima della distribuzione questa scheda ha visto { $commitment }: lo stesso.
fairdeal-remembered-bad = Prima della distribuzione questa scheda ha visto { $commitment }, ma il seme rivelato dà { $hash }.
fairdeal-remembered-unknown = Non verificato: questa scheda non ha visto l'impegno di questa distribuzione prima di distribuire (è stata aperta dopo, o la sua memoria è stata cancellata). Non è colpa della distribuzione.
fairdeal-seed-unsent = Non verificato: il tuo seme non ha raggiunto il server prima della distribuzione, che quindi non ne ha usato nessuno tuo.
fairdeal-seed-ok = Il tuo seme { $seed } è nella prova.
fairdeal-seed-bad = Hai inviato { $sent }, ma la prova ha { $seed } per te.
fairdeal-seed-bad-none = Hai inviato { $sent }, ma la prova non ha nessun seme per te.
fairdeal-seed-unknown = Non verificato: questa scheda non ha traccia di un seme inviato per questa distribuzione (la prova ha { $seed }).
fairdeal-seed-unknown-none = Non verificato: questa scheda non ha traccia di un seme inviato per questa distribuzione (la prova non ne ha).
fairdeal-deck-unreadable = Impossibile ricostruire il mazzo dalla prova: { $error }.
fairdeal-fewer-cards = meno carte
fairdeal-no-more = nient'altro
fairdeal-dealt-bad = Hai ricevuto { $wrong } dove il mazzo dà { $missing }.
fairdeal-dealt-ok =
    Hai ricevuto { $cards }: le carte { $dealer ->
        [you] 2ª, 4ª … 20ª
       *[other] 1ª, 3ª … 19ª
    } del mazzo.
fairdeal-dealt-unknown = Non verificato: questa scheda non ha visto le tue carte di questa mano.
fairdeal-upcard-bad = La prima carta scoperta era { $seen }; la 21ª carta del mazzo è { $card }.
fairdeal-upcard-ok = { $card }, la 21ª carta del mazzo.
fairdeal-upcard-unknown = Non verificato: questa scheda non ha visto la prima carta scoperta.
fairdeal-problem-empty-stock = la mossa { $move } pesca da un tallone vuoto
fairdeal-problem-take = la mossa { $move } prende { $card } dagli scarti, ma il mazzo vi mette { $top }
fairdeal-problem-take-none = la mossa { $move } prende { $card } dagli scarti, ma il mazzo non vi mette nessuna carta
fairdeal-stock-drew =
    hai pescato { $shown }, ma la { $ordinal ->
       *[other] { $place }ª
    } carta del tallone{ $round ->
        [reshuffled] {" "}rimescolato
       *[first] {""}
    } è { $card }
fairdeal-stock-count = hai pescato { $seen } carte dal tallone, le mosse ne mostrano { $moves }
fairdeal-stock-ok =
    { $cards }: ognuna la carta successiva del tallone quando l'hai pescata ({ $draws ->
        [one] { $draws } pescata
       *[other] { $draws } pescate
    } di entrambi i giocatori contate).
fairdeal-stock-ok-reshuffled =
    { $cards }: ognuna la carta successiva del tallone quando l'hai pescata ({ $draws ->
        [one] { $draws } pescata
       *[other] { $draws } pescate
    } di entrambi i giocatori contate, attraverso il rimescolamento).
fairdeal-stock-none = Non hai pescato nessuna carta dal tallone.
fairdeal-opponent-none = Niente da verificare: il tuo avversario non ha mostrato carte.
fairdeal-opponent-bad = Il tuo avversario ha mostrato { $cards }, che il mazzo non gli ha dato né nella distribuzione, né dal tallone, né dagli scarti.
fairdeal-opponent-ok = Tutte le { $count } carte mostrate dal tuo avversario vengono dalla sua distribuzione, dalle sue pescate o dagli scarti.

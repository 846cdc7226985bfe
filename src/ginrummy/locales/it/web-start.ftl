# La pagina iniziale (index.html, start.js) e ciò che le pagine ne condividono: il
# pannello dell'identità (identity.js, devices.js), «Gioca con qualcuno ora»
# (pairing.js), le impostazioni (settings-panel.js) e le parole comuni di common.js.

start-title = Gin rummy: gioca nel tuo browser
start-meta =
    .content = Gin rummy gratis nel browser: gioca contro il computer o invita un amico. Nessun account.
start-skip = Vai alle opzioni della partita
start-site-name = Gin rummy
start-tagline = Gratis, senza account. Gioca con qualcuno online, contro il computer, o manda un link a un amico.
start-settings = Impostazioni

## Gioca ora

start-play-now = Gioca ora
start-play-computer = Gioca contro il computer
start-play-someone = Gioca con qualcuno ora
start-invite-friend = Invita un amico
start-options = Opzioni

## Opzioni

start-identity =
    .aria-label = Il tuo nome online
start-name = Il tuo nome
start-optional = (facoltativo)
start-name-input =
    .placeholder = Giocatore
start-levels = Livello del computer
start-rules = Regole
start-preset = Variante
start-how-to-play = Come si gioca
start-how-to-play-note = (queste regole, nuova scheda)
start-target = Punteggio obiettivo
start-more-options = Altre opzioni
start-move-clock = Tempo per mossa
start-move-clock-friend = (partita con un amico)
start-for-pairing = (gioca con qualcuno ora)
start-no-clock = Senza orologio
start-clock-15 = 15 secondi a mossa, 30 di riserva
start-clock-30 = 30 secondi a mossa, 60 di riserva
start-clock-60 = 60 secondi a mossa, 2 minuti di riserva
start-rating-range = Punteggio dell'avversario
start-any-rating = Qualsiasi punteggio
start-within = Entro { $points } dal mio
start-notes = «Gioca con qualcuno ora» ti fa incontrare un'altra persona che vuole le stesse regole e lo stesso punteggio obiettivo (e il tempo per mossa e lo scarto di punteggio qui sopra): partita valutata e a tempo. «Invita un amico» apre il tuo tavolo con un link da mandare; chi lo apre prende l'altro posto e la partita comincia.
start-option-off = disattivato
start-option-empty-off = (vuoto: disattivato)
start-error-number = { $label }: scrivi un numero.
start-error-whole = { $label }: scrivi un numero intero.
start-error-min = { $label }: almeno { $min }.
start-error-max = { $label }: al massimo { $max }.
start-error-options = Impossibile caricare le opzioni della partita: { $error }
start-error-loading = Le opzioni della partita si stanno ancora caricando.

## Le tue partite, le tue statistiche, i tasti

start-your-games = Le tue partite
# loan: «computer» si dice anche in italiano
start-resume-computer = Computer
start-resume-player = Giocatore
start-resume-empty-seat = (posto libero)
start-resume-vs = contro
start-resume-waiting = in attesa di un amico
start-resume-playing = in corso
start-stats = Le tue statistiche
start-this-browser = (questo browser)
start-stat-games = Partite
start-stat-wins = Vittorie
# loan: «gin» è il termine del tavolo (glossario)
start-stat-gins = Gin
start-stat-undercuts = Sottotagli
start-stat-average = Punti in media
start-stats-link = Le tue statistiche: ogni livello, le serie, le tue partite finite e i loro replay
start-keys = Tastiera: al tavolo, le frecce passano da una carta all'altra, Invio scarta,
start-key-draw = pesca,
start-key-take = prende la carta scoperta,
start-key-pass = passa,
start-key-knock = bussa,
start-key-hint = chiede un suggerimento,
start-key-all = mostra tutti i tasti.

## Gioca con qualcuno ora (pairing.js)

start-pairing-cancel = Annulla
start-pairing-computer = Gioca contro il computer mentre aspetti
start-new-tab = (nuova scheda)
start-pairing-here = Gioca qui contro il computer mentre aspetti
start-pairing-keep-open = Tieni aperta questa scheda: andrà al tuo tavolo appena si trova un avversario.
start-pairing-looking = Cerco un avversario…
start-pairing-waiting =
    Cerco un avversario… { $count ->
        [one] { $count } persona in attesa
       *[other] { $count } persone in attesa
    } in questo gruppo ({ $pool }).
start-pairing-looking-trouble = Cerco un avversario… ({ $error })
start-pairing-title = Cerco un avversario – { $page }
start-pairing-found = Avversario trovato! Si va al tavolo...
start-pairing-no-seat = È stato trovato un avversario, ma questo browser non ha ricevuto il posto. Riprova.
start-pairing-left = Non sei più in coda. Premi «Gioca con qualcuno ora» per cercare di nuovo.
start-pairing-notice-found = Trovato un avversario!
start-pairing-notice-go = Vai a quel tavolo
start-pairing-notice-found-said = Trovato un avversario. Il link al tavolo è in cima alla pagina.
start-pairing-notice-other-tab = Sto ancora cercando un avversario nell'altra scheda…
start-pairing-notice-holding = Sto ancora cercando un avversario mentre giochi contro il computer…
start-pairing-stop = Smetti di cercare
start-pairing-notice-replaced = È stato trovato un avversario: questa è la tua partita contro di lui. La partita contro il computer è rimasta com'era.

## Il tuo nome online (identity.js)

start-identity-you-are = Sei { $name }
start-identity-change-name = cambia nome
start-identity-transfer = usa su un altro dispositivo
start-identity-devices = dispositivi
start-identity-enter-code = inserisci un codice da un altro dispositivo
start-identity-newcomer = Giocare con persone online ti dà un nome con un numero (come Ann#4821): nessun account, nessuna e-mail.
start-identity-enter-code-first = Inserisci un codice da un altro dispositivo
start-identity-new-name = Nuovo nome
start-identity-save = Salva
start-identity-type-name = Scrivi un nome.
start-identity-renamed = Ora ti chiami { $name }.
start-identity-code-label =
    .aria-label = Codice monouso
start-identity-code-how =
    Sull'altro dispositivo apri questo sito e scegli «inserisci un codice». Il codice vale una volta, per { $minutes ->
        [one] { $minutes } minuto:
       *[other] { $minutes } minuti:
    }
start-identity-code-said = Codice monouso: { $code }
start-identity-code-input = Codice dal tuo altro dispositivo
start-identity-replacing = Questo browser giocherà allora come quel giocatore invece che come { $name }.
start-identity-use-code = Usalo
start-identity-type-code = Scrivi il codice.
start-identity-welcome = Bentornato, { $name }.
start-identity-bad-code = Questo codice è sconosciuto, già usato o scaduto: creane uno nuovo sull'altro dispositivo.
start-identity-signed-out = Questo browser è stato disconnesso da un altro dei tuoi dispositivi, quindi riparte come nuovo visitatore: le tue partite e il tuo nome restano sugli altri dispositivi.

## I tuoi dispositivi (devices.js)

start-devices-label =
    .aria-label = I tuoi dispositivi
start-devices-intro = I dispositivi collegati con questo nome. Disconnetti quello che hai perso o non usi più: diventa subito un nuovo visitatore.
start-devices-added-this = aggiunto il { $date }, questo dispositivo
start-devices-added-seen = aggiunto il { $date }, visto l'ultima volta { $seen }
start-devices-just-now = poco fa
start-devices-minutes-ago =
    { $count ->
        [one] { $count } minuto fa
       *[other] { $count } minuti fa
    }
start-devices-hours-ago =
    { $count ->
        [one] { $count } ora fa
       *[other] { $count } ore fa
    }
start-devices-days-ago =
    { $count ->
        [one] { $count } giorno fa
       *[other] { $count } giorni fa
    }
start-devices-this = (questo dispositivo)
start-devices-only-one = l'unico
start-devices-sign-out = Disconnetti
start-devices-sign-out-label = Disconnetti { $device }, { $details }
start-devices-sign-out-others =
    { $count ->
        [one] Disconnetti l'altro dispositivo
       *[other] Disconnetti tutti gli altri { $count } dispositivi
    }
start-devices-signed-out = { $device } è disconnesso.
start-devices-others-signed-out =
    { $count ->
        [one] L'altro dispositivo è disconnesso.
       *[other] Gli altri { $count } dispositivi sono disconnessi.
    }

## Le impostazioni (settings-panel.js)

start-settings-kept = Applicate subito e salvate in questo browser.
start-settings-done = Fatto
start-settings-cards = Carte
start-settings-large-cards = Carte grandi
start-settings-four-colour = Mazzo a quattro colori
start-settings-four-colour-note = Fiori verdi, quadri blu, cuori rossi, picche nere.
start-settings-sort = Ordina la tua mano
start-settings-sort-melds = Per combinazioni
start-settings-sort-suit = Per seme
start-settings-sort-rank = Per valore
start-settings-sort-custom = Come la dispongo io
start-settings-sort-note = Trascina una carta nella mano, o premi Alt con le frecce, per disporla tu.
start-settings-look = Aspetto
start-settings-theme = Tema
start-settings-like-device = Come il mio dispositivo
start-settings-theme-light = Chiaro
start-settings-theme-dark = Scuro
start-settings-motion = Movimento
start-settings-motion-reduced = Ridotto
start-settings-motion-full = Completo
start-settings-motion-note = Ridotto: le carte compaiono senza muoversi.
start-settings-play = Gioco
start-settings-sounds = Suoni
start-settings-speed = Velocità del computer
start-settings-speed-slow = Lenta
start-settings-speed-normal = Normale
start-settings-speed-fast = Veloce
start-settings-auto-next = Distribuisci da sola la mano successiva
start-settings-auto-next-note = Pochi secondi dopo il risultato di ogni mano.
start-settings-guide = Spiega le regole quando servono
start-settings-forgiveness = Indulgenza
start-settings-take-back = Riprendi uno scarto contro il computer
start-settings-take-back-note = Finché il computer non muove; conta nelle tue statistiche.
start-settings-confirm-discard = Chiedi prima di ogni scarto contro una persona

## Parole comuni (common.js)

start-game-to = { $name }, a { $target }
# loan: il nome del gioco
start-gin-rummy = Gin rummy
start-ago-now = poco fa
start-ago-minutes = { $count } min fa
start-ago-hours = { $count } h fa

## La pagina d'invito (join.html, join.js)

start-join-title = Unisciti a una partita di gin rummy
start-join-heading = Sei invitato a una partita
start-join-looking = Cerco la partita...
start-join-take-seat = Prendi il posto
start-join-home = Inizia invece una nuova partita
start-join-a-friend = Un amico
start-join-invite-full = { $host } ti invita a una partita di gin rummy (regole { $rules }), a { $target } punti.
start-join-invite-rules = { $host } ti invita a una partita di gin rummy (regole { $rules }).
start-join-invite-target = { $host } ti invita a una partita di gin rummy, a { $target } punti.
start-join-invite = { $host } ti invita a una partita di gin rummy.
start-join-no-id = A questo link manca l'identificativo della partita.
start-join-seated = Hai già un posto in questa partita. Si va al tavolo...
start-join-no-game = Questa partita non esiste (il link forse è vecchio o copiato male).
start-join-full = I due posti di questa partita sono già occupati.
start-join-taken = Qualcun altro ha preso il posto prima: i due posti sono occupati.

## La pagina di un indirizzo senza niente dietro (notfound.html)

start-notfound-title = Non trovato – Gin rummy
start-notfound-heading = Qui non c'è niente
start-notfound-text = Nessuna pagina e nessuna partita ha questo indirizzo. Il link forse è scritto male, o la partita è stata tolta dal server.
start-notfound-home = Vai alla pagina iniziale
start-notfound-lobby = La sala
start-notfound-rules = Come si gioca

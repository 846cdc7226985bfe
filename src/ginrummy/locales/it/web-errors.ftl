# I rifiuti tipizzati del server in parole: messaggio error-<codice> (l10n.js refusalText).

## Cosa dice il browser quando il server non dà un codice (common.js)

error-client-offline = Impossibile raggiungere il server. Controlla la connessione e riprova.
error-client-not-found = Non trovato: questa partita non esiste (il link forse è vecchio).
error-client-seats-taken = I due posti di questa partita sono già occupati.
error-client-server = Il server ha avuto un problema. Riprova.
error-client-refused = Il server ha rifiutato la richiesta ({ $status }).

## Richieste

error-request-invalid = Questa richiesta non è valida.
error-request-too_large = Questa richiesta è troppo grande.
error-message-too_large = Questo messaggio è troppo lungo.
error-message-malformed = Impossibile leggere questo messaggio.
error-protocol-unsupported = Questa pagina non è aggiornata: ricaricala.
error-rate-limited = Troppo tutto insieme; rallenta un po'.
error-server-error = Il server ha avuto un problema; non è cambiato nulla. Riprova.
error-auth-bad_token = Il posto di questo link non vale per questa partita.
error-auth-token_in_url = Questo link porta il suo posto nell'indirizzo, e non è accettato: apri la partita dalla sua pagina.
error-auth-bad_origin = Questa pagina non può aprire un tavolo.
error-rules-invalid = Queste regole o opzioni non si possono giocare: controlla le opzioni.

## Giocatori e dispositivi

error-player-unknown = Giocatore sconosciuto: creane uno nuovo.
error-player-signed_out = Questo dispositivo è stato disconnesso: sei un nuovo visitatore.
error-player-not_found = Questo giocatore non esiste.
error-player-bad_name = Questo nome non si può usare: scegline un altro.
error-player-bad_code = Questo codice è sconosciuto, già usato o scaduto.
error-player-bad_language = Lingua sconosciuta: scegline una dal menu delle lingue.
error-player-no_device = Non hai un dispositivo del genere collegato.
error-player-last_device = È il tuo unico dispositivo: disconnetterlo farebbe perdere il nome per sempre.
error-player-cooling_off = Per ora non puoi iscriverti: gioca le tue partite fino in fondo e non succederà più.
error-fair_play-cooling_off =
    Non puoi essere abbinato per { $minutes_left ->
        [one] { $minutes_left } minuto
       *[other] { $minutes_left } minuti
    }: { $reason ->
        [sandbag] hai perso diverse partite di fila in poche mosse, come apposta
       *[other] hai lasciato o interrotto diverse partite prima della fine
    }. Gioca le tue partite fino in fondo e non succederà più.
error-follow-too_many = Segui già troppi giocatori.

## Stanze e tavoli

error-room-not_found = Questa partita non esiste.
error-room-full = I due posti di questa partita sono occupati.
error-room-own_table = È il tuo tavolo: aspetta lì che qualcuno si sieda.
error-room-host_gone = Il giocatore che ha aperto questo tavolo se n'è andato: scegli un altro tavolo, o gioca con qualcuno ora.
error-room-waiting = Aspetta che il tuo amico prenda l'altro posto.
error-game-over = La partita è finita.
error-game-not_found = Questa stanza non ha questa partita.
error-game-not_finished = La partita non è ancora finita.
error-hand-over = La mano è finita: inizia la prossima.
error-hand-not_found = Questa partita non ha questa mano.
error-hand-not_finished = Questa mano è ancora in corso: rivedila quando finisce.
error-hand-not_played = Non hai giocato questa mano: non c'è nulla di tuo da rivedere.
error-action-not_your_turn = Non è il tuo turno.
error-action-stale = Questa mossa è stata scelta su una schermata vecchia; il tavolo è stato aggiornato.
error-action-invalid = Questa non è una mossa.
error-action-illegal = Questa mossa ora non è consentita.
error-next_hand-unavailable = La mano è ancora in corso.
error-rematch-unavailable = La partita non è ancora finita.
error-rematch-declined = Il tuo avversario ha rifiutato la rivincita.
error-hint-unavailable = I suggerimenti si danno solo contro il computer.
error-hint-rated = Niente suggerimenti in una partita valutata.
error-chat-refused = Questo messaggio non può essere inviato.
error-claim-unavailable = Ora la partita non si può rivendicare.
error-claim-too_early = Troppo presto per rivendicare la partita: aspetta il conto alla rovescia.
error-resign-unavailable = Nessuno a cui arrendersi: il tavolo aspetta un giocatore.
error-take_back-unavailable = Troppo tardi per riprenderla: il computer ha già mosso.
error-seed-stale = Nessuna distribuzione aspetta il seme di questo browser.
error-seed-given = Il seme di questo browser per questa distribuzione è già stato dato.

## Analisi

error-review-after_game = L'analisi si dà a partita finita.
error-review-hand_only = Una partita a tre si rivede mano per mano.
error-review-busy = Un'altra tua analisi è ancora in corso: aspettala.
error-review-full = Il server è occupato con altre analisi: riprova tra poco.
error-review-not_found = Questa analisi non esiste (forse è scaduta).

## Sfide

error-challenge-self = Non puoi sfidare te stesso.
error-challenge-blocked = Questo giocatore non può essere sfidato.
error-challenge-unavailable = Questo giocatore ora non può accettare una sfida: riprova più tardi.
error-challenge-duplicate = Hai già sfidato questo giocatore: aspetta la risposta.
error-challenge-too_many = Hai troppe sfide in attesa di risposta: annullane prima una.
error-challenge-not_found = Questa sfida non esiste.
error-challenge-closed = Questa sfida non è più aperta.

## Tornei

error-tournament-unknown = Questo torneo non esiste.
error-tournament-bad_name = Questo nome di torneo non si può usare: scegline un altro.
error-tournament-finished = Questo torneo è finito.
error-tournament-full = Questo torneo è al completo.
error-tournament-not_joined = Non sei iscritto a questo torneo.
error-tournament-started = Questo torneo ha superato il primo turno: troppo tardi per iscriversi.
error-tournament-too_many = Hai già troppi tornei in arrivo.

# Deals anyone can verify (fairpanel.js, fairness.js): the showdown's "How was this
# dealt?", the dialog with the numbers and each check of the deal. $seed, $hash,
# $commitment, $during, $sent: hex numbers (shown as they are); $card, $cards, $seen,
# $top, $shown, $wrong, $missing: cards in their notation (10♠ A♥); $command: a command
# typed as it is; $name: a player's name as typed.

fairdeal-button = How was this dealt?
fairdeal-download = Download record
fairdeal-seed-line = Your seed for this deal: { $seed }
fairdeal-hand-failed = Hand { $hand } did not verify.
fairdeal-details = Details
fairdeal-checking = Checking the deal…
fairdeal-verified-here = ✓ Deal verified in your browser
fairdeal-verified = ✓ Deal verified
fairdeal-failed = This deal did not verify.
fairdeal-failure = { $label }: { $detail }
fairdeal-every-check = Every check is listed below.
fairdeal-explain = Before the hand the server locked in a secret server seed by showing its SHA-256 fingerprint (the commitment). Your browser then added a random seed of its own, and the deck was shuffled from both with HMAC-SHA256. Now that the hand is over the server seed is revealed, and your browser has recomputed the commitment and the deck and compared them with what it saw.
fairdeal-which-hand = Room, game, hand
fairdeal-hand-id = { $room }, game { $game }, hand { $hand }
fairdeal-commitment = Commitment (shown before the deal)
fairdeal-server-seed = Server seed (revealed now)
fairdeal-seed-of = Seed of { $name } (seat { $seat })
fairdeal-you = you
fairdeal-your-opponent = Your opponent
fairdeal-yours = {" "}– yours
fairdeal-no-seed = none
fairdeal-passed = Passed:
fairdeal-failed-check = Failed:
fairdeal-unchecked = Not checked:
fairdeal-seen-at-end = This tab saw this hand only at its end: your cards were taken from the final screen.
fairdeal-anybody = Anybody can check it again: the game's record (Download record, at the end of the game) holds these numbers, and { $command } checks every hand of it.
fairdeal-fetching = Fetching the record…
fairdeal-saved = Saved. Check it with: { $command }
fairdeal-saved-announce = The game's record is saved.
fairdeal-fetch-failed = The record could not be fetched: { $error }
fairdeal-check-failed = The check could not run: { $error }
fairdeal-shuffling = Shuffling: each player adds a seed of their own…
fairdeal-shuffling-waiting = Shuffling: each player adds a seed of their own… waiting for { $name }’s.
fairdeal-shuffling-waiting-opponent = Shuffling: each player adds a seed of their own… waiting for your opponent’s.

## The checks: each one's name, then what it found.
fairdeal-check-commitment = The server seed matches the commitment
fairdeal-check-remembered = The commitment is the one shown before the deal
fairdeal-check-client-seed = Your seed went into the deal
fairdeal-check-dealt = Your ten cards
fairdeal-check-upcard = The first upcard
fairdeal-check-stock = Your cards from the stock
fairdeal-check-opponent = Your opponent's cards
fairdeal-unreadable = The proof cannot be read: { $error }.
fairdeal-commitment-ok = SHA-256 of the server seed is { $hash }, the commitment.
fairdeal-commitment-bad = SHA-256 of the server seed is { $hash }, but the commitment says { $commitment }.
fairdeal-remembered-changed = During the hand the commitment was { $during }; the proof says { $commitment }.
fairdeal-remembered-ok = Before the deal this tab was shown { $commitment }: the same.
fairdeal-remembered-bad = Before the deal this tab was shown { $commitment }, but the revealed seed makes { $hash }.
fairdeal-remembered-unknown = Not checked: this tab did not see this deal's commitment before the deal (it was opened after the deal, or its storage was cleared). That is no fault of the deal.
fairdeal-seed-unsent = Not checked: your seed did not reach the server before the deal, so the deal used none of yours.
fairdeal-seed-ok = Your seed { $seed } is in the proof.
fairdeal-seed-bad = You sent { $sent }, but the proof has { $seed } for you.
fairdeal-seed-bad-none = You sent { $sent }, but the proof has no seed for you.
fairdeal-seed-unknown = Not checked: this tab has no record of a seed it sent for this deal (the proof has { $seed }).
fairdeal-seed-unknown-none = Not checked: this tab has no record of a seed it sent for this deal (the proof has none).
fairdeal-deck-unreadable = The deck cannot be made from the proof: { $error }.
fairdeal-fewer-cards = fewer cards
fairdeal-no-more = no more
fairdeal-dealt-bad = You were dealt { $wrong } where the deck gives { $missing }.
# $dealer: "you" when this seat dealt (it got the deck's even cards), else "other".
fairdeal-dealt-ok =
    You were dealt { $cards }: the deck's { $dealer ->
        [you] 2nd, 4th … 20th
       *[other] 1st, 3rd … 19th
    } cards.
fairdeal-dealt-unknown = Not checked: this tab did not see your cards of this hand.
fairdeal-upcard-bad = The first upcard was { $seen }; the deck's 21st card is { $card }.
fairdeal-upcard-ok = { $card }, the deck's 21st card.
fairdeal-upcard-unknown = Not checked: this tab did not see the first upcard.
fairdeal-problem-empty-stock = move { $move } draws from an empty stock
fairdeal-problem-take = move { $move } takes { $card } from the pile, but the deck puts { $top } there
fairdeal-problem-take-none = move { $move } takes { $card } from the pile, but the deck puts no card there
# $place: the card's place in the stock (1, 2, 3...); $ordinal: its ordinal's CLDR
# category in the page's language (Intl.PluralRules, type "ordinal": one, two, few,
# many, other) for the languages whose ordinals vary; $round: "first" (the deal's
# stock) or "reshuffled".
fairdeal-stock-drew =
    you drew { $shown }, but the { $ordinal ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } card of the { $round ->
        [reshuffled] reshuffled stock
       *[first] stock
    } is { $card }
fairdeal-stock-count = you drew { $seen } cards from the stock, the moves show { $moves }
fairdeal-stock-ok =
    { $cards }: each the next card of the stock when you drew it ({ $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    } by both players counted).
fairdeal-stock-ok-reshuffled =
    { $cards }: each the next card of the stock when you drew it ({ $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    } by both players counted, through the reshuffle).
fairdeal-stock-none = You drew no card from the stock.
fairdeal-opponent-none = Nothing to check: your opponent showed no cards.
fairdeal-opponent-bad = Your opponent showed { $cards }, which the deck gave them neither in the deal, nor from the stock, nor from the pile.
fairdeal-opponent-ok = All { $count } cards your opponent showed came from their deal, their draws or the pile.

// Provably fair deals, checked in the browser (docs/fairness.md): the commitment, the
// deck the seeds make, a reshuffle on the same stream, and what this seat saw against it.
//
// Why in the browser: the player need not trust the server's word that a deal was fair;
// the tab remembers the commitment it was shown before the deal and the seed it added,
// and after the hand recomputes everything from the revealed server seed. No DOM here
// and no call to the server: the table's panel (fairpanel.js) gives this module what the
// tab saw and shows what it answers. The tests run it against the Python reference.
//
// Hashing is WebCrypto's (`crypto.subtle`) where the page has it; a page served over
// plain http on a home network has none, and uses sha256.js instead (same answers).

import { intlLocale, t } from "./l10n.js";
import { hmacSha256, sha256 } from "./sha256.js";

const RANKS = "A23456789TJQK";
const SUITS = "CDHS";
const DOMAIN = "ginrummy-deal-v1\u0000";
const HEX64 = /^[0-9a-f]{64}$/;
const CLIENT_SEED = /^[0-9A-Za-z_-]{0,64}$/;
const WORDS_PER_BLOCK = 8;
/** "1st", "2nd": the ordinal's category in the page's language, for the catalogs. */
const ORDINALS = new Intl.PluralRules(intlLocale, { type: "ordinal" });

/** A deal's proof that cannot be read (a bad seed, room or number). */
export class FairnessError extends Error {}

/** The code of card number `n` (0 = "AC", 12 = "KC", 13 = "AD", 51 = "KS"). */
export function cardCode(n) {
  return RANKS[n % 13] + SUITS[Math.floor(n / 13)];
}

/** The number of a card code (`13 × suit + rank − 1`), or -1 when it is not a card. */
export function cardNumber(code) {
  if (typeof code !== "string" || code.length !== 2) return -1;
  const rank = RANKS.indexOf(code[0]);
  const suit = SUITS.indexOf(code[1]);
  return rank < 0 || suit < 0 ? -1 : 13 * suit + rank;
}

export function bytesToHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function hexToBytes(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** A fresh client seed: 16 random bytes as 32 hex digits (docs/fairness.md). */
export function newClientSeed() {
  const data = new Uint8Array(16);
  globalThis.crypto.getRandomValues(data);
  return bytesToHex(data);
}

// ------------------------------------------------------------------------ hashing
const PLAIN = {
  name: "plain",
  digest: async (bytes) => sha256(bytes),
  macKey: async (key) => async (message) => hmacSha256(key, message),
};

function webCrypto(subtle) {
  return {
    name: "webcrypto",
    digest: async (bytes) => new Uint8Array(await subtle.digest("SHA-256", bytes)),
    async macKey(key) {
      const k = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      return async (message) => new Uint8Array(await subtle.sign("HMAC", k, message));
    },
  };
}

/** The hashing in use: `options.crypto` "plain" or "webcrypto", else WebCrypto if any. */
function hashing(options = {}) {
  const subtle = globalThis.crypto?.subtle;
  if (options.crypto === "plain" || !subtle) {
    if (options.crypto === "webcrypto") throw new FairnessError("WebCrypto is not available here");
    return PLAIN;
  }
  return webCrypto(subtle);
}

/** The hashing a page would use: "webcrypto" or "plain" (an insecure context). */
export function hashingName(options = {}) {
  return hashing(options).name;
}

/** SHA-256 of the server seed's 32 raw bytes, as 64 lowercase hex digits. */
export async function commitmentOf(serverSeedHex, options = {}) {
  if (typeof serverSeedHex !== "string" || !HEX64.test(serverSeedHex)) {
    throw new FairnessError("a server seed is 64 lowercase hex digits");
  }
  return bytesToHex(await hashing(options).digest(hexToBytes(serverSeedHex)));
}

// ------------------------------------------------------------------------- stream
/** The HMAC message without its block counter, byte for byte as docs/fairness.md says. */
export function dealMessage({ room, game, hand, client_seeds: seeds }) {
  const roomBytes = new TextEncoder().encode(String(room ?? ""));
  if (typeof room !== "string" || roomBytes.length > 255) {
    throw new FairnessError("a room is a text of at most 255 bytes");
  }
  for (const n of [game, hand]) {
    if (!Number.isInteger(n) || n < 1 || n >= 2 ** 32) throw new FairnessError("game and hand numbers are whole numbers from 1");
  }
  if (!Array.isArray(seeds) || seeds.length !== 2 || !seeds.every((s) => typeof s === "string" && CLIENT_SEED.test(s))) {
    throw new FairnessError("client seeds are two texts of up to 64 letters, digits, '_' or '-'");
  }
  const domain = new TextEncoder().encode(DOMAIN);
  const out = new Uint8Array(domain.length + 2 + roomBytes.length + 8 + 4 + seeds[0].length + seeds[1].length);
  const view = new DataView(out.buffer);
  let at = 0;
  out.set(domain, at);
  at += domain.length;
  view.setUint16(at, roomBytes.length);
  out.set(roomBytes, at + 2);
  at += 2 + roomBytes.length;
  view.setUint32(at, game);
  view.setUint32(at + 4, hand);
  at += 8;
  for (const seed of seeds) {
    view.setUint16(at, seed.length);
    for (let i = 0; i < seed.length; i++) out[at + 2 + i] = seed.charCodeAt(i);
    at += 2 + seed.length;
  }
  return out;
}

/**
 * The deal's 32-bit words, read in order: word `k` is word `k mod 8` of block `k div 8`.
 * `block(b)` gives block `b`'s 32 bytes (the HMAC; the tests give made-up blocks).
 */
export class DealStream {
  constructor(block, start = 0) {
    this.block = block;
    this.used = start; // words read so far: where a reshuffle continues
    this.current = -1;
    this.words = null;
  }

  async word() {
    const b = Math.floor(this.used / WORDS_PER_BLOCK);
    if (b !== this.current) {
      const bytes = await this.block(b);
      this.words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.current = b;
    }
    const w = this.words.getUint32(4 * (this.used % WORDS_PER_BLOCK));
    this.used += 1;
    return w;
  }

  /** A uniform number below `n`: words at or above the largest multiple of `n` that
   * fits in 32 bits are thrown away (no modulo bias). */
  async below(n) {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const w = await this.word();
      if (w < limit) return w % n;
    }
  }

  /** Fisher–Yates in place: for `i` from the last index down to 1, swap with `below(i + 1)`. */
  async shuffle(items) {
    for (let i = items.length - 1; i > 0; i--) {
      const j = await this.below(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

async function openStream(proof, start, options) {
  if (typeof proof?.server_seed !== "string" || !HEX64.test(proof.server_seed)) {
    throw new FairnessError("the server seed is not revealed, or is not 64 hex digits");
  }
  const prefix = dealMessage(proof);
  const mac = await hashing(options).macKey(hexToBytes(proof.server_seed));
  return new DealStream(async (b) => {
    const message = new Uint8Array(prefix.length + 4);
    message.set(prefix);
    new DataView(message.buffer).setUint32(prefix.length, b);
    return mac(message);
  }, start);
}

/** The deck order and the words it read: `{deck: [52 codes, top first], used}`. */
export async function dealWithPosition(proof, options = {}) {
  const stream = await openStream(proof, 0, options);
  const deck = await stream.shuffle(Array.from({ length: 52 }, (_, i) => i));
  return { deck: deck.map(cardCode), used: stream.used };
}

/** The 52 card codes of the deal, top first (`deck[0]` goes to the non-dealer). */
export async function dealDeck(proof, options = {}) {
  return (await dealWithPosition(proof, options)).deck;
}

/** A reshuffle: `pool` (codes) sorted by number and shuffled on the stream from word
 * `position`; `{stock, used}`, the new stock's first card drawn first. */
export async function reshuffleStock(proof, pool, position, options = {}) {
  const stream = await openStream(proof, position, options);
  const cards = await stream.shuffle(pool.map(cardNumber).sort((a, b) => a - b));
  return { stock: cards.map(cardCode), used: stream.used };
}

// -------------------------------------------------------------------------- a hand
/**
 * The hand's cards followed through its events ({seat, kind, card}, as a seat's view
 * lists them): which card each stock draw took (both players'; a reshuffle restarts the
 * stock from the pool it makes), what was taken from the pile, and anything in the events
 * that contradicts the deck. `{deck, stock, pile, draws, takes, problems, used}`.
 */
export async function traceHand(proof, events, options = {}) {
  const stream = await openStream(proof, 0, options);
  const deck = await stream.shuffle(Array.from({ length: 52 }, (_, i) => i));
  let stock = deck.slice(21);
  let pile = [deck[20]];
  const draws = [];
  const takes = [];
  const problems = [];
  let round = 0; // stocks so far: the deal's, then one per reshuffle
  let drawn = 0; // cards drawn from the current stock
  for (let i = 0; i < (events || []).length; i++) {
    const e = events[i];
    if (e.kind === "draw_stock") {
      if (!stock.length) {
        problems.push({ check: "stock", text: t("fairdeal-problem-empty-stock", { move: i + 1 }) });
        continue;
      }
      draws.push({ seat: e.seat, card: cardCode(stock.shift()), shown: e.card ?? null, round, place: ++drawn, event: i });
    } else if (e.kind === "take_upcard") {
      const top = pile.length ? cardCode(pile[pile.length - 1]) : null;
      takes.push({ seat: e.seat, card: e.card, expected: top, event: i });
      if (e.card !== top) {
        const first = pile.length === 1 && pile[0] === deck[20];
        problems.push({
          check: first ? "upcard" : "stock",
          text: top
            ? t("fairdeal-problem-take", { move: i + 1, card: pretty(e.card), top: pretty(top) })
            : t("fairdeal-problem-take-none", { move: i + 1, card: pretty(e.card) }),
        });
      }
      // A take that voids the hand (the upcard drawn too often) leaves the pile as it is.
      if (events[i + 1]?.kind !== "void") pile.pop();
    } else if (e.kind === "discard") {
      pile.push(cardNumber(e.card));
    } else if (e.kind === "reshuffle") {
      const pool = [...stock, ...pile.slice(0, -1)].sort((a, b) => a - b);
      stock = await stream.shuffle(pool);
      pile = pile.slice(-1);
      round += 1;
      drawn = 0;
    }
  }
  return {
    deck: deck.map(cardCode),
    stock: stock.map(cardCode),
    pile: pile.map(cardCode),
    draws,
    takes,
    problems,
    used: stream.used,
  };
}

/** The ten cards dealt to `seat`: the dealer gets deck[1, 3, … 19], the other deck[0, 2, … 18]. */
export function dealtTo(deck, seat, dealer) {
  const first = seat === dealer ? 1 : 0;
  return Array.from({ length: 10 }, (_, i) => deck[first + 2 * i]);
}

/** This seat's stock draws in a view's events, in order (codes). */
export function ownDraws(events, seat) {
  return (events || []).filter((e) => e.seat === seat && e.kind === "draw_stock").map((e) => e.card);
}

/**
 * What a seat's view of a hand (at any moment of it) says was dealt: its ten cards (its
 * hand with its moves undone) and the first upcard (the pile with the moves undone; null
 * when a reshuffle hides it), with its stock draws so far. The table keeps this from the
 * first view of each hand it sees.
 */
export function seenFromView(view) {
  const seat = view.seat;
  const events = view.events || [];
  const hand = new Set(view.hand || []);
  // A squared-up pile (docs/rules.md) sends its top card and its height: the cards under
  // the top are unknown here (null), so working back through them names no upcard.
  const shown = view.discard_pile || [];
  const hidden = Math.max(0, (view.discard_size ?? shown.length) - shown.length);
  const pile = [...new Array(hidden).fill(null), ...shown];
  let pileKnown = true;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.kind === "take_upcard" && events[i + 1]?.kind === "void") continue; // changed nothing
    if (e.seat === seat) {
      if (e.kind === "draw_stock" || e.kind === "take_upcard") hand.delete(e.card);
      else if ((e.kind === "discard" || e.kind === "knock") && e.card) hand.add(e.card);
    }
    if (!pileKnown) continue;
    if (e.kind === "discard") pile.pop();
    else if (e.kind === "take_upcard") pile.push(e.card);
    else if (e.kind === "reshuffle") pileKnown = false;
  }
  return {
    dealt: [...hand].sort((a, b) => cardNumber(a) - cardNumber(b)),
    upcard: pileKnown && pile.length === 1 && pile[0] !== null ? pile[0] : null,
    draws: ownDraws(events, seat),
  };
}

/** The cards `player` laid down at the showdown (melds, deadwood, lay-offs). */
export function shownCards(showdown, player) {
  if (!showdown || showdown.void) return [];
  const knocker = showdown.knocker ?? showdown.winner;
  if (knocker === null || knocker === undefined) return [];
  const side = player === knocker ? "knocker" : "defender";
  const cards = [...(showdown[`${side}_melds`] || []).flat(), ...(showdown[`${side}_deadwood`] || [])];
  if (side === "defender") cards.push(...(showdown.layoffs || []).map((l) => l.card));
  return [...new Set(cards)];
}

const short = (hex) => (typeof hex === "string" && hex.length > 16 ? `${hex.slice(0, 12)}…` : String(hex));
const SYMBOLS = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
/** A card for people: "10♠" for "TS" (anything else as it is). */
const pretty = (code) => (cardNumber(code) < 0 ? String(code) : `${code[0] === "T" ? "10" : code[0]}${SYMBOLS[code[1]]}`);
const list = (cards) => cards.map(pretty).join(" ");

/** Each check's name in the page's language ("Your ten cards"). */
export const CHECK_LABELS = Object.fromEntries(
  ["commitment", "remembered", "client_seed", "dealt", "upcard", "stock", "opponent"].map((name) => [
    name,
    t(`fairdeal-check-${name.replace("_", "-")}`),
  ]),
);

/**
 * Check one finished hand (docs/fairness.md, "What the browser checks").
 *
 * `proof`: the hand's proof with its server seed; `remembered`: `{commitment,
 * client_seed}` that this tab stored before the deal (null: it has none); `seat`,
 * `dealer`; `seen`: `{dealt, upcard, draws, commitment?}`, what the tab saw during the
 * hand (`draws`: its stock draws in order); `events` and `showdown` from the final view.
 *
 * Returns `{ok, checks: [{name, label, ok, detail}], deck}`: `ok` is false when any check
 * failed; a check that could not be made (the tab has no memory of it) has `ok: null`.
 */
export async function verifyHand({ proof, remembered = null, seat, dealer, seen = null, events = [], showdown = null }, options = {}) {
  const checks = [];
  const add = (name, ok, detail) => checks.push({ name, label: CHECK_LABELS[name], ok, detail });
  const result = () => ({ ok: checks.every((c) => c.ok !== false), checks, deck: trace?.deck ?? null });
  let trace = null;

  // 1. The commitment: recomputed, and the one this tab saw before the deal.
  let computed = null;
  try {
    computed = await commitmentOf(proof?.server_seed, options);
  } catch (err) {
    add("commitment", false, t("fairdeal-unreadable", { error: err.message }));
    return result();
  }
  add(
    "commitment",
    computed === proof.commitment,
    computed === proof.commitment
      ? t("fairdeal-commitment-ok", { hash: short(computed) })
      : t("fairdeal-commitment-bad", { hash: short(computed), commitment: short(proof.commitment) }),
  );
  const during = seen?.commitment;
  if (remembered?.commitment) {
    const same = remembered.commitment === proof.commitment && remembered.commitment === computed;
    add(
      "remembered",
      same && (!during || during === proof.commitment),
      same
        ? during && during !== proof.commitment
          ? t("fairdeal-remembered-changed", { during: short(during), commitment: short(proof.commitment) })
          : t("fairdeal-remembered-ok", { commitment: short(remembered.commitment) })
        : t("fairdeal-remembered-bad", { commitment: short(remembered.commitment), hash: short(computed) }),
    );
  } else if (during && during !== proof.commitment) {
    add("remembered", false, t("fairdeal-remembered-changed", { during: short(during), commitment: short(proof.commitment) }));
  } else {
    add("remembered", null, t("fairdeal-remembered-unknown"));
  }

  // 2. This seat's seed is the one in the proof.
  const mine = proof.client_seeds?.[seat];
  if (remembered && remembered.acked === false && !mine) {
    add("client_seed", null, t("fairdeal-seed-unsent"));
  } else if (remembered && typeof remembered.client_seed === "string") {
    add(
      "client_seed",
      mine === remembered.client_seed,
      mine === remembered.client_seed
        ? t("fairdeal-seed-ok", { seed: short(mine) })
        : mine
          ? t("fairdeal-seed-bad", { sent: short(remembered.client_seed), seed: short(mine) })
          : t("fairdeal-seed-bad-none", { sent: short(remembered.client_seed) }),
    );
  } else {
    add("client_seed", null, mine ? t("fairdeal-seed-unknown", { seed: short(mine) }) : t("fairdeal-seed-unknown-none"));
  }

  // 3. The deck against what this tab saw: its cards, the upcard, its stock draws.
  try {
    trace = await traceHand(proof, events, options);
  } catch (err) {
    add("dealt", false, t("fairdeal-deck-unreadable", { error: err.message }));
    return result();
  }
  const deck = trace.deck;
  const problems = (name) => trace.problems.filter((p) => p.check === name).map((p) => p.text);
  const dealt = dealtTo(deck, seat, dealer);
  if (seen?.dealt?.length) {
    const expected = new Set(dealt);
    const wrong = seen.dealt.filter((c) => !expected.has(c));
    const missing = dealt.filter((c) => !seen.dealt.includes(c));
    add(
      "dealt",
      !wrong.length && !missing.length && seen.dealt.length === 10,
      wrong.length || missing.length
        ? t("fairdeal-dealt-bad", {
            wrong: list(wrong) || t("fairdeal-fewer-cards"),
            missing: list(missing) || t("fairdeal-no-more"),
          })
        : t("fairdeal-dealt-ok", { cards: list(dealt), dealer: seat === dealer ? "you" : "other" }),
    );
  } else {
    add("dealt", null, t("fairdeal-dealt-unknown"));
  }
  const upcardProblems = problems("upcard");
  if (seen?.upcard) {
    const ok = seen.upcard === deck[20] && !upcardProblems.length;
    add(
      "upcard",
      ok,
      seen.upcard !== deck[20]
        ? t("fairdeal-upcard-bad", { seen: pretty(seen.upcard), card: pretty(deck[20]) })
        : ok
          ? t("fairdeal-upcard-ok", { card: pretty(deck[20]) })
          : upcardProblems.join("; "),
    );
  } else {
    add("upcard", upcardProblems.length ? false : null, upcardProblems.join("; ") || t("fairdeal-upcard-unknown"));
  }

  const myDraws = trace.draws.filter((d) => d.seat === seat);
  const seenDraws = seen?.draws || [];
  const stockErrors = problems("stock");
  myDraws.forEach((d, k) => {
    const drew = (shown) =>
      t("fairdeal-stock-drew", {
        shown: pretty(shown),
        place: d.place,
        ordinal: ORDINALS.select(d.place),
        round: d.round ? "reshuffled" : "first",
        card: pretty(d.card),
      });
    if (d.shown && d.shown !== d.card) stockErrors.push(drew(d.shown));
    else if (seenDraws[k] && seenDraws[k] !== d.card) stockErrors.push(drew(seenDraws[k]));
  });
  if (seenDraws.length > myDraws.length) stockErrors.push(t("fairdeal-stock-count", { seen: seenDraws.length, moves: myDraws.length }));
  add(
    "stock",
    !stockErrors.length,
    stockErrors.length
      ? capitalise(stockErrors.join("; ")) + "."
      : myDraws.length
        ? t(trace.draws.some((d) => d.round) ? "fairdeal-stock-ok-reshuffled" : "fairdeal-stock-ok", {
            cards: list(myDraws.map((d) => d.card)),
            draws: trace.draws.length,
          })
        : t("fairdeal-stock-none"),
  );

  // 4. Every card the opponent showed came from its cards, its draws or the pile.
  const opponent = 1 - seat;
  const shown = shownCards(showdown, opponent);
  if (!shown.length) {
    add("opponent", true, t("fairdeal-opponent-none"));
  } else {
    const allowed = new Set([
      ...dealtTo(deck, opponent, dealer),
      ...trace.draws.filter((d) => d.seat === opponent).map((d) => d.card),
      ...trace.takes.filter((t) => t.seat === opponent).map((t) => t.card),
    ]);
    const strange = shown.filter((c) => !allowed.has(c));
    add(
      "opponent",
      !strange.length,
      strange.length
        ? t("fairdeal-opponent-bad", { cards: list(strange) })
        : t("fairdeal-opponent-ok", { count: shown.length }),
    );
  }
  return result();
}

function capitalise(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

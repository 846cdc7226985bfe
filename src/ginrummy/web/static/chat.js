// The table's chat between the two players (docs/online.md, "Chat"): the messages of
// `chat_history` and `chat`, quick phrases from GET /api/options, a text box (at most
// 200 characters) and Mute, which hides the other player's messages in this browser.
//
// A message is always put on the page as text (textContent), never as markup: what the
// other player typed cannot become an element, a link or a script here.

import { api, getPref, h, setPref } from "./common.js";
import { t } from "./l10n.js";

const MAX = 200;
/** The server's quick phrases (GET /api/options, in English) and their catalog words:
 * a button shows, and sends, the phrase in this page's language. */
const PHRASE_KEYS = {
  "Good game": "table-phrase-good-game",
  Thanks: "table-phrase-thanks",
  "Good luck": "table-phrase-good-luck",
  "Well played": "table-phrase-well-played",
  Oops: "table-phrase-oops",
};
const phraseText = (p) => (PHRASE_KEYS[p] ? t(PHRASE_KEYS[p]) : String(p));

function timeText(at) {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

/** The chat's elements on a page with the table's chat markup (room.html, three.html). */
export function chatElements() {
  const $ = (id) => document.getElementById(id);
  return {
    panel: $("chat"),
    log: $("chat-log"),
    empty: $("chat-empty"),
    phrases: $("chat-phrases"),
    form: $("chat-form"),
    input: $("chat-input"),
    mute: $("chat-mute"),
    note: $("chat-muted-note"),
    error: $("chat-error"),
    live: $("chat-live"),
    toggle: $("btn-chat"),
    unread: $("chat-unread"),
  };
}

/**
 * `ui`: panel, log, empty, phrases, form, input, mute, note, error, live, toggle (the
 * header's "Chat" button) and unread (its count). `send(message)` sends on the table's socket
 * and says whether it could.
 */
export function createChat(ui, { send, roomId }) {
  let seat = null;
  let enabled = false;
  let muted = getPref(`mute.${roomId}`, "false") === "true";
  let lastSent = 0;
  let phrasesLoaded = false;
  let unread = 0;
  let visible = false;
  const bySeq = new Map();
  // What this page sent and the server has not answered yet, oldest first: the server
  // answers each chat in order, with the message (to both seats) or a refusal, so a
  // refused text can be given back to the box rather than lost.
  const unanswered = [];

  function setUnread(n) {
    unread = n;
    ui.unread.textContent = n ? String(n) : "";
    ui.unread.hidden = !n;
    ui.toggle.setAttribute("aria-label", n ? t("table-chat-new", { count: n }) : t("table-chat-button"));
  }

  function applyMute() {
    ui.mute.setAttribute("aria-pressed", String(muted));
    ui.mute.textContent = t(muted ? "table-unmute" : "table-mute");
    for (const li of ui.log.querySelectorAll(".chat-theirs")) li.hidden = muted;
    ui.note.textContent = muted ? t("table-chat-muted") : "";
    ui.note.hidden = !muted;
  }

  function item(message) {
    const mine = message.seat === seat;
    const li = document.createElement("li");
    li.className = `chat-msg ${mine ? "chat-mine" : "chat-theirs"}`;
    li.dataset.seq = String(message.seq ?? "");
    const name = document.createElement("span");
    name.className = "chat-name";
    name.textContent = mine ? t("table-you") : String(message.name || t("table-opponent-name"));
    if (!mine) name.setAttribute("translate", "no"); // a name as typed
    const text = document.createElement("span");
    text.className = "chat-text";
    text.setAttribute("translate", "no"); // what a player typed
    text.textContent = String(message.text ?? "");
    const when = document.createElement("time");
    when.className = "chat-time";
    when.textContent = timeText(message.at ?? message.created);
    if (message.at ?? message.created) when.dateTime = String(message.at ?? message.created);
    li.append(name, text, when);
    if (!mine && muted) li.hidden = true;
    return li;
  }

  function scrollDown() {
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  /** Every message kept for the room (on connecting): replaces what is shown. */
  function history(messages) {
    bySeq.clear();
    unanswered.length = 0; // a new connection: what was stored is in the history
    const items = [];
    for (const m of messages || []) {
      const li = item(m);
      if (m.seq !== undefined) bySeq.set(m.seq, li);
      items.push(li);
    }
    ui.log.replaceChildren(...items);
    ui.empty.hidden = items.length > 0;
    scrollDown();
  }

  /** One new message (both players get it, the sender too). */
  function message(m) {
    if (m.seq !== undefined && bySeq.has(m.seq)) return;
    if (m.seat === seat && unanswered.length) unanswered.shift();
    const li = item(m);
    if (m.seq !== undefined) bySeq.set(m.seq, li);
    ui.log.append(li);
    ui.empty.hidden = true;
    scrollDown();
    if (m.seat !== seat && !muted) {
      // Its own polite live region, so a move read out at the same time does not cut it.
      ui.live.textContent = "";
      setTimeout(() => {
        ui.live.textContent = t("table-chat-says", { name: m.name || t("table-opponent-name"), text: m.text });
      }, 30);
      if (!visible) setUnread(unread + 1);
    }
  }

  function error(text) {
    ui.error.textContent = text;
    ui.error.hidden = !text;
  }

  /** Whether an error that just came is likely about a chat message (sent under 2 s ago). */
  function justSent() {
    return Date.now() - lastSent < 2000;
  }

  /**
   * The server refused the oldest unanswered message (`reason`, in words): say which, and
   * give a text typed in the box back to it when the box is empty, to send again.
   */
  function refused(reason) {
    const sent = unanswered.shift();
    if (!sent) {
      error(reason);
      return;
    }
    error(t("table-chat-not-sent", { text: sent.text, reason }));
    if (sent.typed && !ui.input.value.trim()) ui.input.value = sent.text;
  }

  function post(text, typed = false) {
    const clean = String(text || "").trim();
    if (!clean) return false;
    if (clean.length > MAX) {
      error(t("table-chat-too-long", { max: MAX }));
      return false;
    }
    if (!send({ type: "chat", text: clean })) {
      error(t("table-chat-offline"));
      return false;
    }
    lastSent = Date.now();
    unanswered.push({ text: clean, typed });
    error("");
    return true;
  }

  async function loadPhrases() {
    if (phrasesLoaded) return;
    phrasesLoaded = true;
    let phrases = [];
    try {
      phrases = (await api("/api/options")).chat_phrases || [];
    } catch {
      phrases = [];
    }
    ui.phrases.replaceChildren(
      ...phrases.map((p) => h("button", { type: "button", class: "btn btn-small chat-phrase", onclick: () => post(phraseText(p)) }, phraseText(p))),
    );
    ui.phrases.hidden = phrases.length === 0;
  }

  /** On every state: the chat is there when two people sit at the table. */
  function update(view) {
    set(view.seat, view.mode !== "computer" && !view.opponent?.bot && view.status !== "waiting");
  }

  /** `mySeat` (whose messages are "mine"); `on`: whether the chat is there. */
  function set(mySeat, on) {
    seat = mySeat;
    if (on !== enabled) {
      enabled = on;
      ui.panel.hidden = !on;
      ui.toggle.hidden = !on;
      document.body.classList.toggle("has-chat", on);
      if (on) loadPhrases();
    }
  }

  function focus() {
    if (!enabled) return false;
    ui.panel.scrollIntoView({ block: "nearest" });
    ui.input.focus();
    setUnread(0);
    return true;
  }

  ui.form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (post(ui.input.value, true)) ui.input.value = "";
  });
  ui.input.maxLength = MAX;
  ui.mute.addEventListener("click", () => {
    muted = !muted;
    setPref(`mute.${roomId}`, muted);
    applyMute();
  });
  ui.toggle.addEventListener("click", focus);
  if ("IntersectionObserver" in window) {
    new IntersectionObserver((entries) => {
      visible = entries.some((e) => e.isIntersecting);
      if (visible) setUnread(0);
    }).observe(ui.log);
  }
  applyMute();
  setUnread(0);

  return { update, set, history, message, error, refused, justSent, focus };
}

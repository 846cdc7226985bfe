// One WebSocket to the server that comes back by itself: a dropped socket is retried
// after 0.5, 1, 2, 4, 8, then every 10 seconds (with jitter), at once when the browser
// is online again or the tab is shown. A ping every 25 seconds keeps idle connections
// open through proxies. Close codes named in `fatal` (a bad token, an unknown room, a
// token sent in the URL, 4410: this device was signed out) stop the retries. The table
// and the watcher's page both use it.
// A seat's token is never put in the URL (proxies log URLs): `seatProtocols` offers it
// as a WebSocket subprotocol, which travels in a header logs do not keep.

import { PROTOCOL } from "./common.js";
import { t } from "./l10n.js";

const DELAYS = [500, 1000, 2000, 4000, 8000, 10000];
/** The close code of a socket whose device was signed out (docs/protocol.md). */
export const SIGNED_OUT = 4410;

/** The protocol's name: the server answers with it, never with the token's entry. */
export const SUBPROTOCOL = "ginrummy.v1";

/** The subprotocols a seat's socket offers: the protocol, and its token (docs/protocol.md). */
export function seatProtocols(token) {
  return [SUBPROTOCOL, `ginrummy.token.${token}`];
}

/** `ws(s)://this host` + `path`. */
export function socketUrl(path) {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${window.location.host}${path}`;
}

/**
 * Shows the connection's state in `el` (the "Reconnecting..." badge) and on
 * `document.body.dataset.connection`.
 */
export function connectionBadge(el) {
  return (state, text) => {
    el.dataset.state = state;
    el.textContent = text;
    document.body.dataset.connection = state;
  };
}

export class LiveSocket {
  /**
   * `url()`: the address to connect to; `protocols()`: the subprotocols to offer
   * (`seatProtocols(token)` for a seat, none for a watcher). Callbacks: `onMessage(msg)` (parsed JSON),
   * `onStatus(state, text)`, `onOpen()`, `onLost()` (a socket closed, a retry is
   * coming), `onFatal(code)` (no more retries).
   */
  constructor({ url, protocols = () => [], onMessage, onStatus, onOpen = () => {}, onLost = () => {}, onFatal = () => {}, fatal = [4400, 4401, 4404, SIGNED_OUT] }) {
    Object.assign(this, { url, protocols, onMessage, onStatus, onOpen, onLost, onFatal, fatalCodes: fatal });
    this.ws = null;
    this.retry = 0;
    this.retryTimer = null;
    this.pingTimer = null;
    this.fatal = false;
    this.everConnected = false;
    window.addEventListener("online", () => {
      this.retry = 0;
      this.connect();
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && !this.ws) {
        this.retry = 0;
        this.connect();
      }
    });
  }

  isOpen() {
    return Boolean(this.ws && this.ws.readyState === WebSocket.OPEN);
  }

  connect() {
    if (this.fatal) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) return;
    if (this.everConnected) this.onStatus("reconnecting", t("table-reconnecting"));
    else this.onStatus("connecting", t("table-connecting"));
    let ws;
    try {
      ws = new WebSocket(this.url(), this.protocols());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.addEventListener("open", () => {
      if (this.ws !== ws) return;
      this.retry = 0;
      this.everConnected = true;
      this.onStatus("connected", t("table-connected"));
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: "ping" }), 25000);
      this.onOpen();
    });
    ws.addEventListener("message", (event) => {
      if (this.ws !== ws) return;
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      this.onMessage(msg);
    });
    ws.addEventListener("close", (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearInterval(this.pingTimer);
      if (this.fatalCodes.includes(event.code)) {
        this.fatal = true;
        this.onStatus("failed", t("table-not-connected"));
        this.onFatal(event.code);
        return;
      }
      this.scheduleReconnect();
    });
  }

  scheduleReconnect() {
    if (this.fatal || this.retryTimer) return;
    const delay = DELAYS[Math.min(this.retry, DELAYS.length - 1)] * (0.8 + Math.random() * 0.4);
    this.retry += 1;
    this.onStatus("reconnecting", t("table-connection-lost"));
    this.onLost();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  send(message) {
    if (!this.isOpen()) return false;
    this.ws.send(JSON.stringify({ protocol: PROTOCOL, ...message }));
    return true;
  }

  /** Close as a flaky network would (tests and debugging); it reconnects. */
  drop() {
    this.ws?.close(4000, "dropped on purpose");
  }

  /** Stop for good (no retries). */
  stop() {
    this.fatal = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.ws?.close(1000, "bye");
    this.ws = null;
  }
}

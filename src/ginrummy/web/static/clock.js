// The move clock of a timed table (docs/online.md, "The move clock"): each seat's
// seconds for the move and its bank, counting down here between the server's messages.
// The table uses it by each seat's name, the watch page by each player's (`createClock`
// with `seats`); claiming a game from a player who left is claim.js's.
//
// The server keeps the time; this only shows it. Each state brings the seconds left as
// of the moment it was sent; between states the running seat's time is counted down
// from there: first the move's own seconds, then the bank.

import { h } from "./common.js";
import { t } from "./l10n.js";

export function formatSeconds(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function seatClock(clock, seat) {
  const s = clock?.seats?.[seat];
  if (!s) return null;
  const running = typeof s.running === "boolean" ? s.running : clock.running === seat;
  return {
    left: Number(s.left ?? s.move_left ?? clock.per_move ?? 0),
    bank: Number(s.bank_left ?? clock.bank ?? 0),
    running,
    timeouts: Number(s.timeouts || 0),
  };
}

/**
 * At the table, `ui` is me and opp (the clocks by each seat's name) and
 * `announce(text)` speaks ("10 seconds left to move", once). On the watch page, `ui` is
 * seats: the two players' clocks, seat 0 first, labelled by the view's names.
 */
export function createClock(ui, { announce = () => {} } = {}) {
  let view = null;
  let received = 0;
  let timer = null;
  let warned = false;

  function now(seat) {
    const c = seatClock(view?.clock, seat);
    if (!c) return null;
    if (!c.running) return c;
    const elapsed = (performance.now() - received) / 1000;
    const left = c.left - elapsed;
    const bank = left >= 0 ? c.bank : Math.max(0, c.bank + left);
    return { ...c, left: Math.max(0, left), bank };
  }

  function draw(el, seat, who) {
    const c = now(seat);
    el.hidden = !c;
    if (!c) return c;
    const total = c.left + c.bank;
    el.classList.toggle("running", c.running);
    el.classList.toggle("low", c.running && total <= 10);
    el.replaceChildren(
      ...[
        h("span", { class: "clock-move" }, formatSeconds(c.left)),
        c.bank > 0 || view.clock.bank ? h("span", { class: "clock-bank" }, ` +${formatSeconds(c.bank)}`) : null,
        c.timeouts ? h("span", { class: "clock-timeouts" }, ` (${t("table-clock-timeouts", { count: c.timeouts })})`) : null,
      ].filter(Boolean),
    );
    let label = t("table-clock-label", { who, left: Math.ceil(c.left), bank: Math.ceil(c.bank) });
    if (c.running) label = t("table-clock-running", { label });
    if (c.timeouts) label = t("table-clock-with-timeouts", { label, timeouts: t("table-clock-timeouts", { count: c.timeouts }) });
    el.setAttribute("aria-label", label);
    return c;
  }

  function tick() {
    if (!view) return;
    if (ui.seats) {
      const name = (seat) => view.names?.[seat] || t("table-player", { number: seat + 1 });
      ui.seats.forEach((el, seat) => draw(el, seat, t("table-clock-theirs", { name: name(seat) })));
      if (![0, 1].some((s) => seatClock(view.clock, s)?.running)) stop();
      return;
    }
    const seat = view.seat;
    draw(ui.opp, 1 - seat, t("table-clock-theirs", { name: view.opponent?.name || t("table-opponent-name") }));
    const mine = draw(ui.me, seat, t("table-clock-yours"));
    if (mine?.running && mine.left + mine.bank <= 10 && !warned) {
      warned = true;
      announce(t("table-clock-warning"));
    }
    if (!mine?.running) warned = false;
    const running = [0, 1].some((s) => seatClock(view.clock, s)?.running);
    if (!running) stop();
  }

  function stop() {
    clearInterval(timer);
    timer = null;
  }

  /** On every state (the table's `state`, the watch page's `spectate`). */
  function update(next) {
    view = next;
    received = performance.now();
    const timed = Boolean(view?.clock);
    document.body.classList.toggle("timed", timed);
    if (!timed) {
      stop();
      for (const el of ui.seats || [ui.me, ui.opp]) el.hidden = true;
      return;
    }
    tick();
    if (!timer && [0, 1].some((s) => seatClock(view.clock, s)?.running)) timer = setInterval(tick, 250);
  }

  return { update };
}

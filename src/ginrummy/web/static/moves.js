// The move buttons of the table: built from the moves the server lists as legal.

import { capital, h } from "./common.js";
import { cardShort, normCard, suitText } from "./cards.js";
import { attr, t } from "./l10n.js";
import { moveLabel } from "./tablewords.js";

function actionButton(label, onClick, enabled, { primary = false, key = null, cls = "", description = null, move = null, kind = null } = {}) {
  const btn = h(
    "button",
    {
      type: "button",
      class: `btn ${primary ? "btn-primary" : ""} ${cls}`.trim(),
      "aria-keyshortcuts": key,
      "aria-description": description,
      disabled: !enabled,
      onclick: onClick,
      // Which move it sends, so that a hint can mark its button (hintmark.js).
      "data-move-id": move ? String(move.id) : null,
      "data-move-kind": kind || move?.kind || null,
    },
    h("span", {}, suitText(label)), // one span: the suits coloured in the four-colour deck
  );
  if (key) btn.append(h("kbd", { "aria-hidden": "true", translate: "no" }, key));
  return btn;
}

/**
 * The buttons for the moves the server lists in `view.legal` (nothing else is ever
 * offered): draw, take, pass, gin, big gin, "Knock..." then one button per card to
 * knock with, and "Hint" against the computer. `enabled`: whether a move can be sent
 * now; `knockMode`: the person pressed "Knock..." and picks the card.
 */
/** Why the engine does not help in a rated game (the server refuses it too). */
export const RATED_HELP = t("table-rated-help");

export function moveButtons(view, { knockMode, enabled, act, setKnockMode, askHint }) {
  const legal = (kind) => (view.legal || []).filter((m) => m.kind === kind);
  const button = (label, onClick, opts) => actionButton(label, onClick, enabled, opts);
  const buttons = [];
  if (view.your_turn && view.phase !== "over") {
    const moves = view.legal || [];
    const handled = new Set();
    for (const m of moves) {
      if (m.kind === "draw") {
        const draw = button(t("table-draw"), () => act(m), { primary: true, key: "d", move: m });
        // A short label too, for a screen where the moves would not fit one row (table.js).
        draw.firstChild.replaceChildren(
          h("span", { class: "label-long" }, t("table-draw")),
          h("span", { class: "label-short" }, t("table-draw-short")),
        );
        buttons.push(draw);
        handled.add(m);
      } else if (m.kind === "take") {
        const up = normCard(view.upcard);
        const text = up ? t("table-take", { card: cardShort(up) }) : t("table-take-upcard");
        buttons.push(button(text, () => act(m), { key: "t", cls: "btn-take", move: m }));
        handled.add(m);
      } else if (m.kind === "pass") {
        buttons.push(button(t("table-pass"), () => act(m), { key: "p", move: m }));
        handled.add(m);
      } else if (m.kind === "big_gin") {
        buttons.push(button(t("table-big-gin"), () => act(m), { primary: true, key: "g", cls: "btn-gin", move: m }));
        handled.add(m);
      } else if (m.kind === "discard") {
        handled.add(m);
      }
    }
    const gins = legal("gin");
    const knocks = legal("knock");
    const after = view.discard_deadwood || {};
    gins.forEach((m, i) => {
      buttons.push(
        button(t("table-gin", { card: cardShort(m.card) }), () => act(m), {
          primary: true,
          key: i === 0 ? "g" : null,
          cls: "btn-gin",
          description: moveLabel(m),
          move: m,
        }),
      );
      handled.add(m);
    });
    if (knocks.length && !knockMode) {
      buttons.push(
        button(t("table-knock"), () => setKnockMode(true), {
          key: "k",
          cls: "btn-knock",
          kind: "knock",
          description: t("table-knock-then"),
        }),
      );
    }
    if (knockMode) {
      // The hand itself is the main way to choose (the cards to knock with are raised);
      // these small card buttons say the same in one row that scrolls sideways rather
      // than wrap, so the choice never pushes the hand off the screen.
      const sorted = knocks.slice().sort((a, b) => (after[a.card] ?? 99) - (after[b.card] ?? 99));
      const chips = sorted.map((m) => {
        const dw = after[normCard(m.card)];
        const chip = button(`${cardShort(m.card)}${dw !== undefined ? ` \u00b7 ${dw}` : ""}`, () => act(m), {
          cls: "btn-knock-card btn-chip",
          move: m,
          description: dw !== undefined ? t("table-card-leaves", { count: dw }) : moveLabel(m),
        });
        chip.setAttribute("aria-label", t("table-knock-chip", { card: cardShort(m.card) }));
        return chip;
      });
      buttons.push(
        h(
          "div",
          { class: "knock-choice", role: "group", "aria-label": attr("table-knock-choice", "aria-label") },
          h("span", { class: "knock-choice-label", "aria-hidden": "true" }, t("table-knock-with")),
          chips,
        ),
      );
      buttons.push(button(t("table-cancel"), () => setKnockMode(false), { key: "Esc" }));
    }
    knocks.forEach((m) => handled.add(m));
    for (const m of moves) {
      if (!handled.has(m)) buttons.push(button(capital(moveLabel(m)), () => act(m), { move: m }));
    }
  }
  // Hints: against the computer (a room for three: the one person among two computers).
  if ((view.mode === "computer" || view.three?.hints) && view.your_turn && view.phase !== "over") {
    // No engine help in a rated game until it ends (docs/online.md): greyed, saying why.
    const refused = view.rated ? RATED_HELP : null;
    const hintButton = h(
      "button",
      {
        type: "button",
        class: "btn btn-hint",
        "aria-keyshortcuts": "h",
        "aria-description": refused,
        title: refused,
        disabled: !enabled || Boolean(refused),
        onclick: askHint,
      },
      t("table-hint"),
      h("kbd", { "aria-hidden": "true" }, "h"),
      refused ? h("span", { class: "help-note" }, t("table-hint-rated")) : null,
    );
    buttons.push(hintButton);
  }
  return buttons;
}


// The invite page (/join/{room_id}): shows who invites you and to what, then takes the
// free seat and goes to the table. A browser that already holds a seat in the room goes
// straight to the table.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, clientId, h, joinRefusal, loadSeat, roomIdFromPath, saveName, saveSeat, savedName } from "./common.js";
import { lang, t } from "./l10n.js";

const roomId = roomIdFromPath();
const info = document.getElementById("join-info");
const form = document.getElementById("join-form");
const errorBox = document.getElementById("join-error");
const nameInput = document.getElementById("name");
const tableUrl = `/room/${encodeURIComponent(roomId || "")}`;

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = !message;
}

/** The marker the host's name is formatted as, where the name goes as an element. */
const NAME = "\u2063";

/**
 * Who invites you and to what, as nodes: the host's name is theirs (translate="no"),
 * the rules are named as the start page names them (`presets`, GET /api/options in the
 * page's language; an English page says the preset's own name, as it always has).
 */
function describe(room, presets) {
  const host = room.seats?.[0]?.name;
  const preset = presets.find((p) => p.name === room.rules);
  const rules = room.rules ? (lang === "en" || !preset ? room.rules : preset.label) : "";
  const target = room.options?.game_target;
  const args = { host: host ? NAME : t("start-join-a-friend"), rules, target: target ? String(target) : "" };
  const id = rules && target ? "start-join-invite-full" : rules ? "start-join-invite-rules" : target ? "start-join-invite-target" : "start-join-invite";
  const text = t(id, args);
  const at = host ? text.indexOf(NAME) : -1;
  if (at < 0) return [text];
  return [text.slice(0, at), h("span", { translate: "no" }, host), text.slice(at + NAME.length)];
}

/** The presets' names in the page's language (none when the options cannot be had). */
async function presetNames() {
  if (lang === "en") return [];
  try {
    return (await api(`/api/options?lang=${encodeURIComponent(lang)}`)).presets || [];
  } catch {
    return [];
  }
}

async function start() {
  if (!roomId) {
    info.textContent = t("start-join-no-id");
    return;
  }
  if (loadSeat(roomId)) {
    info.textContent = t("start-join-seated");
    window.location.replace(tableUrl);
    return;
  }
  let room;
  try {
    room = await api(`/api/rooms/${encodeURIComponent(roomId)}`);
  } catch (err) {
    info.textContent =
      err.status === 404 ? t("start-join-no-game") : "";
    if (err.status !== 404) showError(err.message);
    return;
  }
  const free = room.seats?.find((s) => !s.taken);
  if (room.mode === "computer" || !free) {
    info.textContent = t("start-join-full");
    return;
  }
  info.replaceChildren(...describe(room, await presetNames()));
  if (room.players === 3) {
    // a room for three (three.js): say so, and in which form
    info.append(h("br"), t("three-join-note", { form: t(`three-form-${room.form}`) }));
  }
  nameInput.value = savedName();
  form.hidden = false;
  document.getElementById("take-seat").focus();
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  showError("");
  const name = nameInput.value.trim().slice(0, 24);
  saveName(name);
  const body = { client_id: clientId(), fair: true }; // fair: this browser adds a seed to each deal
  if (name) body.name = name;
  const button = document.getElementById("take-seat");
  button.disabled = true;
  try {
    const joined = await api(`/api/rooms/${encodeURIComponent(roomId)}/join`, {
      method: "POST",
      body,
    });
    saveSeat(roomId, joined.seat, joined.token);
    window.location.assign(tableUrl);
  } catch (err) {
    showError(joinRefusal(err, t("start-join-taken")));
    button.disabled = false;
  }
});

start();

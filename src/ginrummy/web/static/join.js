// The invite page (/join/{room_id}): shows who invites you and to what, then takes the
// free seat and goes to the table. A browser that already holds a seat in the room goes
// straight to the table.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, clientId, joinRefusal, loadSeat, roomIdFromPath, saveName, saveSeat, savedName } from "./common.js";

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

function describe(room) {
  const host = room.seats?.[0]?.name || "A friend";
  const rules = room.rules ? ` (${room.rules} rules)` : "";
  const target = room.options?.game_target;
  const to = target ? `, first to ${target} points` : "";
  return `${host} invites you to a game of gin rummy${rules}${to}.`;
}

async function start() {
  if (!roomId) {
    info.textContent = "This link is missing the game's id.";
    return;
  }
  if (loadSeat(roomId)) {
    info.textContent = "You already have a seat in this game. Going to the table...";
    window.location.replace(tableUrl);
    return;
  }
  let room;
  try {
    room = await api(`/api/rooms/${encodeURIComponent(roomId)}`);
  } catch (err) {
    info.textContent =
      err.status === 404 ? "This game does not exist (the link may be old or mistyped)." : "";
    if (err.status !== 404) showError(err.message);
    return;
  }
  const free = room.seats?.find((s) => !s.taken);
  if (room.mode === "computer" || !free) {
    info.textContent = "Both seats in this game are taken already.";
    return;
  }
  info.textContent = describe(room);
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
    showError(joinRefusal(err, "Someone else took the seat first: both seats are taken."));
    button.disabled = false;
  }
});

start();

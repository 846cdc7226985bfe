// The computer's speed: the table tells the server the pause the player wants before
// each computer move ({"type": "pace"}, docs/protocol.md) when its socket opens and
// whenever the setting changes. Rooms without a computer ignore it.

import { COMPUTER_DELAY, onSettings, readSettings } from "./settings.js";

/** `send(message)`: the table's socket; returns `{ onOpen }` to call as it opens. */
export function createPace(send) {
  const sendPace = () => {
    const speed = readSettings().computerSpeed;
    send({ type: "pace", computer_delay: COMPUTER_DELAY[speed] ?? COMPUTER_DELAY.normal });
  };
  onSettings((_settings, key) => {
    if (key === "computerSpeed" || key === null) sendPace(); // null: changed in another tab
  });
  return { onOpen: sendPace };
}

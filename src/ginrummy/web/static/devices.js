// The identity panel's "devices" list: every device signed in as this player (its label,
// when it was added, when it was last seen, which one is this), with "Sign out" on each
// other device and "Sign out all other devices". A lost phone or a shared computer can
// so lose the identity without the others (docs/online.md, "Devices"). This device is
// not signed out from here: another device does that, and the last one cannot be.

import { h } from "./common.js";
import { listDevices, signOutDevice, signOutOtherDevices } from "./player.js";

/** "5 Dec 2026" for an ISO time. */
function day(iso) {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? "" : when.toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
}

/** "just now", "12 minutes ago", "3 hours ago", "4 days ago". */
function ago(iso) {
  const seconds = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 90) return "just now";
  const [n, unit] = seconds < 5400 ? [seconds / 60, "minute"] : seconds < 129600 ? [seconds / 3600, "hour"] : [seconds / 86400, "day"];
  const count = Math.round(n);
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * The list, in a new element (class `identity-devices`, removed by the panel's
 * closeForms). `say(text)` reports to the panel's status line.
 */
export function devicesBox(say) {
  const list = h("ul", { class: "device-list", id: "device-list", "aria-label": "Your devices" });
  const box = h(
    "div",
    { class: "identity-devices", role: "group", "aria-label": "Your devices" },
    h("p", {}, "Devices signed in with this name. Sign out one you lost or no longer use: it becomes a new visitor at once."),
    list,
  );

  function row(device, others) {
    const details = `added ${day(device.created)}, ${device.this ? "this device" : `last seen ${ago(device.last_seen)}`}`;
    const button = device.this
      ? null
      : h("button", { type: "button", class: "btn btn-small", onclick: () => signOut(device) }, "Sign out");
    if (button) button.setAttribute("aria-label", `Sign out ${device.label}, ${details}`);
    return h(
      "li",
      { class: device.this ? "device this-device" : "device", "data-device": device.device_id },
      h("span", { class: "device-label" }, device.label, device.this ? " (this device)" : ""),
      " ",
      h("span", { class: "muted device-when" }, details),
      button ? " " : null,
      button,
      others === 0 && device.this ? h("span", { class: "muted" }, " \u00b7 the only one") : null,
    );
  }

  async function load() {
    try {
      const devices = await listDevices();
      const others = devices.filter((d) => !d.this).length;
      list.replaceChildren(...devices.map((d) => row(d, others)));
      box.querySelector(".sign-out-others")?.remove();
      if (others > 0) {
        box.append(
          h(
            "button",
            { type: "button", class: "btn sign-out-others", id: "sign-out-others", onclick: signOutOthers },
            others === 1 ? "Sign out the other device" : `Sign out all ${others} other devices`,
          ),
        );
      }
    } catch (err) {
      say(err.message);
    }
  }

  async function signOut(device) {
    try {
      await signOutDevice(device.device_id);
      say(`${device.label} is signed out.`);
      await load();
    } catch (err) {
      say(err.message);
    }
  }

  async function signOutOthers() {
    try {
      const { signed_out: gone } = await signOutOtherDevices();
      say(gone.length === 1 ? "The other device is signed out." : `${gone.length} other devices are signed out.`);
      await load();
    } catch (err) {
      say(err.message);
    }
  }

  load();
  return box;
}

// The identity panel's "devices" list: every device signed in as this player (its label,
// when it was added, when it was last seen, which one is this), with "Sign out" on each
// other device and "Sign out all other devices". A lost phone or a shared computer can
// so lose the identity without the others (docs/online.md, "Devices"). This device is
// not signed out from here: another device does that, and the last one cannot be.

import { h } from "./common.js";
import { attr, formatDate, t } from "./l10n.js";
import { listDevices, signOutDevice, signOutOtherDevices } from "./player.js";

/** "5 Dec 2026" for an ISO time (in the page's language, by Intl). */
function day(iso) {
  return formatDate(iso, { day: "numeric", month: "short", year: "numeric" });
}

/**
 * The words of a device's line with its date in a <time> element: Intl wrote it in the
 * page's language (the pseudo-locale's checks leave it out: data-l10n-skip).
 */
function withDate(text, date, iso) {
  const at = text.indexOf(date);
  if (!date || at < 0) return [text];
  const time = h("time", { datetime: iso, "data-l10n-skip": "" }, date);
  return [text.slice(0, at), time, text.slice(at + date.length)];
}

/** "just now", "12 minutes ago", "3 hours ago", "4 days ago". */
function ago(iso) {
  const seconds = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 90) return t("start-devices-just-now");
  const [n, unit] = seconds < 5400 ? [seconds / 60, "minutes"] : seconds < 129600 ? [seconds / 3600, "hours"] : [seconds / 86400, "days"];
  return t(`start-devices-${unit}-ago`, { count: Math.round(n) });
}

/**
 * The list, in a new element (class `identity-devices`, removed by the panel's
 * closeForms). `say(text)` reports to the panel's status line.
 */
export function devicesBox(say) {
  const list = h("ul", { class: "device-list", id: "device-list", "aria-label": attr("start-devices-label", "aria-label") });
  const box = h(
    "div",
    { class: "identity-devices", role: "group", "aria-label": attr("start-devices-label", "aria-label") },
    h("p", {}, t("start-devices-intro")),
    list,
  );

  function row(device, others) {
    const details = device.this
      ? t("start-devices-added-this", { date: day(device.created) })
      : t("start-devices-added-seen", { date: day(device.created), seen: ago(device.last_seen) });
    const button = device.this
      ? null
      : h("button", { type: "button", class: "btn btn-small", onclick: () => signOut(device) }, t("start-devices-sign-out"));
    if (button) button.setAttribute("aria-label", t("start-devices-sign-out-label", { device: device.label, details }));
    return h(
      "li",
      { class: device.this ? "device this-device" : "device", "data-device": device.device_id },
      h(
        "span",
        { class: "device-label" },
        h("span", { translate: "no" }, device.label),
        device.this ? ` ${t("start-devices-this")}` : "",
      ),
      " ",
      h("span", { class: "muted device-when" }, ...withDate(details, day(device.created), device.created)),
      button ? " " : null,
      button,
      others === 0 && device.this ? h("span", { class: "muted" }, ` \u00b7 ${t("start-devices-only-one")}`) : null,
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
            t("start-devices-sign-out-others", { count: others }),
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
      say(t("start-devices-signed-out", { device: device.label }));
      await load();
    } catch (err) {
      say(err.message);
    }
  }

  async function signOutOthers() {
    try {
      const { signed_out: gone } = await signOutOtherDevices();
      say(t("start-devices-others-signed-out", { count: gone.length }));
      await load();
    } catch (err) {
      say(err.message);
    }
  }

  load();
  return box;
}

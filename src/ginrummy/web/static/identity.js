// The start page's "You are Ann#4821" panel: the online name of this browser, with
// "change name", "use on another device" (a one-time code), "devices" (the devices
// signed in with this name, each of which can be signed out: devices.js) and "enter a
// code" (made on another device). A browser that was signed out from another device
// says so here, once, as a new visitor. Before the first online game there is no player yet: the name field
// of the form is the name it will get.

import { h } from "./common.js";
import { devicesBox } from "./devices.js";
import {
  baseName,
  claimCode,
  currentPlayer,
  linkProfile,
  profileUrl,
  refreshPlayer,
  renamePlayer,
  takeSignedOutNotice,
  transferCode,
} from "./player.js";

const SIGNED_OUT_TEXT =
  "This browser was signed out from another of your devices, so it starts afresh as a new visitor: " +
  "your games and name stay with your other devices.";

/** `root` is the panel; `nameField` the form's name field (shown while there is no player). */
export function createIdentityPanel(root, nameField) {
  const status = h("p", { class: "muted identity-status", role: "status" });

  function closeForms() {
    for (const form of root.querySelectorAll(".identity-form, .identity-code, .identity-devices")) form.remove();
  }

  function say(text) {
    status.textContent = text;
  }

  function renameForm() {
    closeForms();
    const player = currentPlayer();
    const input = h("input", {
      id: "new-name",
      type: "text",
      maxlength: 24,
      autocomplete: "nickname",
      value: baseName(player?.name),
      required: true,
    });
    const form = h(
      "form",
      { class: "identity-form", novalidate: true },
      h("label", { for: "new-name" }, "New name"),
      h("div", { class: "invite-row" }, input, h("button", { type: "submit", class: "btn" }, "Save")),
    );
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = input.value.trim();
      if (!name) {
        say("Please type a name.");
        return;
      }
      try {
        const tagged = await renamePlayer(name);
        render();
        say(`Your name is now ${tagged}.`);
      } catch (err) {
        say(err.message);
      }
    });
    root.append(form);
    input.focus();
    input.select();
  }

  async function showCode() {
    closeForms();
    try {
      const { code, expires_in: seconds } = await transferCode();
      const minutes = Math.max(1, Math.round((Number(seconds) || 600) / 60));
      const box = h(
        "div",
        { class: "identity-code", role: "group", "aria-label": "One-time code" },
        h("p", {}, "On the other device, open this site and choose \u201center a code\u201d. The code works once, for ", `${minutes} minutes:`),
        h("p", { class: "transfer-code", id: "transfer-code", tabindex: "-1" }, String(code)),
      );
      root.append(box);
      box.querySelector(".transfer-code").focus();
      say(`One-time code: ${code}`);
    } catch (err) {
      say(err.message);
    }
  }

  function showDevices() {
    closeForms();
    root.append(devicesBox(say));
  }

  function codeForm() {
    closeForms();
    const input = h("input", {
      id: "claim-code",
      type: "text",
      maxlength: 16,
      autocomplete: "one-time-code",
      autocapitalize: "characters",
      spellcheck: "false",
      required: true,
    });
    const replacing = currentPlayer();
    const form = h(
      "form",
      { class: "identity-form", novalidate: true },
      h("label", { for: "claim-code" }, "Code from your other device"),
      replacing
        ? h("p", { class: "muted" }, `This browser will then play as that player instead of ${replacing.name}.`)
        : null,
      h("div", { class: "invite-row" }, input, h("button", { type: "submit", class: "btn" }, "Use it")),
    );
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const code = input.value.trim();
      if (!code) {
        say("Please type the code.");
        return;
      }
      try {
        const player = await claimCode(code);
        render();
        say(`Welcome back, ${player.name}.`);
      } catch (err) {
        say(err.status === 404 ? "That code is unknown, used or expired: make a new one on the other device." : err.message);
      }
    });
    root.append(form);
    input.focus();
  }

  function linkButton(text, onclick, id) {
    return h("button", { type: "button", class: "link-button", id, onclick }, text);
  }

  function render() {
    const player = currentPlayer();
    // A separator stays with the link after it: a line never ends in a lone "·" (the
    // sentence for a newcomer needs none).
    const sep = () => h("span", { class: "sep", "aria-hidden": "true" }, " \u00b7 ");
    const then = (button) => [" ", h("span", { class: "identity-item" }, sep(), button)];
    const line = player
      ? h(
          "p",
          { class: "identity-line" },
          "You are ",
          h("a", { href: profileUrl(player.player_id), class: "identity-name", id: "identity-name" }, player.name),
          ...then(linkButton("change name", renameForm, "change-name")),
          ...then(linkButton("use on another device", showCode, "transfer")),
          ...then(linkButton("devices", showDevices, "devices")),
          ...then(linkButton("enter a code from another device", codeForm, "enter-code")),
        )
      : h(
          "p",
          { class: "identity-line" },
          "Playing people online gives you a name with a number (like Ann#4821): no account, no e-mail. ",
          linkButton("Enter a code from another device", codeForm, "enter-code"),
        );
    nameField.hidden = Boolean(player);
    closeForms();
    root.replaceChildren(line, status);
    linkProfile();
  }

  function noticeSignedOut() {
    if (takeSignedOutNotice()) say(SIGNED_OUT_TEXT);
  }

  async function refresh() {
    render();
    noticeSignedOut(); // signed out as a table or a socket found it
    const before = JSON.stringify(currentPlayer());
    try {
      await refreshPlayer();
    } catch {
      // Offline, or a player the server does not know (forgotten): shown as it stands.
    }
    if (JSON.stringify(currentPlayer()) !== before) render();
    noticeSignedOut(); // signed out as this page asked
  }

  return { render, refresh };
}

// The faces of the court cards (jack, queen, king), drawn in this project as SVG: a
// stylised half figure (head, crown or hat, a white ruff, a robe with the suit on a
// shield) mirrored top to bottom like a real card, inside a frame. Bold shapes and few
// details, so a court card still reads as one at the smallest card size; the corner
// index (cards.js) says which card it is.
//
// Coordinates are the card's (200 x 280); the frame is x 50-150, y 38-242, and the
// figure is drawn in the top half (y < 140) and turned half a circle for the bottom.

const INK = "#16161d";
const SKIN = "#f5d0a9";
const GOLD = "#e3a82b";
const HAIR = { J: "#7a4a1f", Q: "#5a3417", K: "#d9d4c7" };
const LINE = `stroke="${INK}" stroke-width="2" stroke-linejoin="round"`;

/** The robe: shoulders and chest down to the middle line, a gold band down the front. */
function robe(colour) {
  return (
    `<path d="M53 140V122Q55 103 80 97H120Q145 103 147 122V140Z" fill="${colour}" ${LINE}/>` +
    `<path d="M94 100H106V140H94Z" fill="${GOLD}" ${LINE}/>`
  );
}

/** The white ruff under the chin. */
function ruff() {
  return (
    `<path d="M75 99Q81 111 88 101Q94 112 100 101Q106 112 112 101Q119 111 125 99` +
    `L121 92H79Z" fill="#fff" ${LINE}/>`
  );
}

/** Head and face; the king's beard and the queen's long hair go behind or over it. */
function head(rank) {
  const hair = HAIR[rank];
  let behind = "";
  let front = "";
  if (rank === "Q") {
    behind = `<path d="M83 62Q76 88 84 102H116Q124 88 117 62Z" fill="${hair}" ${LINE}/>`;
  } else if (rank === "J") {
    behind = `<path d="M84 66Q82 84 87 92H113Q118 84 116 66Z" fill="${hair}" ${LINE}/>`;
  }
  if (rank === "K") {
    front =
      `<path d="M85 78Q85 99 100 101Q115 99 115 78Q108 88 100 88Q92 88 85 78Z" fill="${hair}" ${LINE}/>` +
      `<path d="M92 86Q100 82 108 86" fill="none" ${LINE}/>`;
  } else {
    front = `<path d="M95 86Q100 90 105 86" fill="none" ${LINE}/>`;
  }
  return (
    behind +
    `<path d="M93 86H107V97H93Z" fill="${SKIN}" ${LINE}/>` +
    `<ellipse cx="100" cy="74" rx="15" ry="17" fill="${SKIN}" ${LINE}/>` +
    `<circle cx="94" cy="72" r="2.2" fill="${INK}"/><circle cx="106" cy="72" r="2.2" fill="${INK}"/>` +
    `<path d="M100 73Q96 80 101 80" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
    front
  );
}

/** What the figure wears on its head: the king's crown, the queen's tiara, the jack's cap. */
function headwear(rank, colour) {
  if (rank === "K") {
    return (
      `<path d="M83 62V43L91 53L100 39L109 53L117 43V62Z" fill="${GOLD}" ${LINE}/>` +
      `<circle cx="100" cy="56" r="3" fill="${colour}"/>`
    );
  }
  if (rank === "Q") {
    return (
      `<path d="M85 61Q85 52 89 51L94 56L100 46L106 56L111 51Q115 52 115 61Z" fill="${GOLD}" ${LINE}/>` +
      `<circle cx="100" cy="55" r="2.5" fill="${colour}"/>`
    );
  }
  return (
    `<path d="M82 64Q81 48 100 47Q119 48 119 62Q100 56 82 64Z" fill="${colour}" ${LINE}/>` +
    `<path d="M115 55Q126 37 141 41Q128 46 120 60Z" fill="${GOLD}" ${LINE}/>`
  );
}

/**
 * The middle of a court card: the frame, the figure twice (top and turned), a small
 * suit pip by each figure and on each chest. `pip(x, y, size)` draws the suit's shape
 * in the suit's ink (cards.js).
 */
export function courtFace(rank, suit, red, pip) {
  const colour = red ? "#c1121f" : "#1d3f8f";
  const half =
    robe(colour) +
    ruff() +
    head(rank) +
    headwear(rank, colour) +
    `<circle cx="100" cy="124" r="11" fill="#fff" ${LINE}/>` +
    pip(100, 124, 15) +
    pip(63, 52, 18);
  return (
    `<rect x="50" y="38" width="100" height="204" rx="8" fill="${red ? "#fdecec" : "#eef0f7"}"` +
    ` stroke="${INK}" stroke-width="2.5"/>` +
    `<g>${half}</g>` +
    `<g transform="rotate(180 100 140)">${half}</g>` +
    `<path d="M52 140H148" stroke="${INK}" stroke-width="2"/>`
  );
}

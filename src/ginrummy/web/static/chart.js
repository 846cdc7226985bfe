// A small line chart as inline SVG (no library): one line per series, a dot per point
// with its value as a tooltip, a few labelled grid lines. Used for the rating history.
// Its numbers are written as the page's language writes them (l10n.js formatNumber).

import { formatNumber } from "./l10n.js";

const number = (v) => formatNumber(v, { useGrouping: false });

const NS = "http://www.w3.org/2000/svg";
const W = 640;
const H = 260;
const PAD = { left: 52, right: 16, top: 14, bottom: 30 };

function el(tag, attrs = {}, text = null) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

/** Round numbers for the grid lines: steps of 1, 2, 2.5 or 5 times a power of ten. */
function ticks(min, max, count = 4) {
  const span = Math.max(1, max - min);
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) || raw;
  const out = [];
  for (let v = Math.floor(min / step) * step; v <= max + step / 2; v += step) out.push(Math.round(v * 100) / 100);
  return out;
}

/**
 * `series`: [{label, points: [{x, y, title, start}]}] (x: any increasing number, y: the
 * value; `start`: a point drawn before the first counted one, such as the rating before
 * the first game, which the x axis does not name). `title` and `description` name the
 * chart for screen readers; `xText(x)` words a point of the x axis ("game 1"), else
 * `xLabel` and the number. Returns the <svg> element.
 */
export function lineChart(series, { title, description, xLabel = "", xText = null } = {}) {
  const all = series.flatMap((s) => s.points);
  const svg = el("svg", {
    class: "chart",
    viewBox: `0 0 ${W} ${H}`,
    role: "img",
    direction: "ltr", // a chart's axis runs left to right in every language
    "aria-labelledby": "chart-title chart-desc",
  });
  svg.append(el("title", { id: "chart-title" }, title || ""), el("desc", { id: "chart-desc" }, description || ""));
  if (!all.length) return svg;
  let yMin = Math.min(...all.map((p) => p.y));
  let yMax = Math.max(...all.map((p) => p.y));
  const margin = Math.max(10, (yMax - yMin) * 0.1);
  yMin -= margin;
  yMax += margin;
  const grid = ticks(yMin, yMax);
  yMin = Math.min(yMin, grid[0]);
  yMax = Math.max(yMax, grid[grid.length - 1]);
  const xMin = Math.min(...all.map((p) => p.x));
  const xMax = Math.max(...all.map((p) => p.x));
  const sx = (x) => PAD.left + (xMax === xMin ? 0.5 : (x - xMin) / (xMax - xMin)) * (W - PAD.left - PAD.right);
  const sy = (y) => PAD.top + (1 - (y - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom);

  const axes = el("g", { "aria-hidden": "true" });
  for (const v of grid) {
    if (v < yMin || v > yMax) continue;
    axes.append(el("line", { class: "grid-line", x1: PAD.left, x2: W - PAD.right, y1: sy(v), y2: sy(v) }));
    axes.append(el("text", { class: "axis-text", x: PAD.left - 8, y: sy(v) + 4, "text-anchor": "end" }, number(v)));
  }
  // The x axis names the first and the last counted point, each under its own place: a
  // rating chart starts at "game 1" (its start point, the rating before it, sits left of
  // that and is not a game; the axis once read "game 0").
  const counted = all.filter((p) => !p.start);
  const xs = (counted.length ? counted : all).map((p) => p.x);
  const [xFirst, xLast] = [Math.min(...xs), Math.max(...xs)];
  const xWords = xText || ((x) => (xLabel ? `${xLabel} ${number(x)}` : number(x)));
  const firstAt = sx(xFirst);
  // Alone, the one counted point's label stays inside the chart (at the right edge after
  // a start point); with a last one, it starts under its point, the last ends under its.
  const firstAnchor = xLast !== xFirst ? "start" : firstAt > W / 2 ? "end" : "middle";
  axes.append(
    el("text", { class: "axis-text x-first", x: firstAt, y: H - 8, "text-anchor": firstAnchor }, xWords(xFirst)),
  );
  if (xLast !== xFirst) {
    axes.append(el("text", { class: "axis-text x-last", x: sx(xLast), y: H - 8, "text-anchor": "end" }, xWords(xLast)));
  }
  svg.append(axes);

  series.forEach((s, i) => {
    const cls = `series-${i % 5}`;
    const group = el("g", { class: cls });
    if (s.points.length > 1) {
      group.append(el("polyline", { class: `series ${cls}`, points: s.points.map((p) => `${sx(p.x)},${sy(p.y)}`).join(" ") }));
    }
    for (const p of s.points) {
      const dot = el("circle", { class: `dot ${cls}`, cx: sx(p.x), cy: sy(p.y), r: s.points.length > 40 ? 2.5 : 4 });
      dot.append(el("title", {}, p.title || `${s.label}: ${number(p.y)}`));
      group.append(dot);
    }
    svg.append(group);
  });
  return svg;
}

// A worker that only ticks: posts a message every N milliseconds (the first message it
// gets). A hidden tab's own timers are slowed down; a worker's are not, so the start
// page keeps its place in the pairing queue while the person plays in another tab.

let timer = null;
self.addEventListener("message", (event) => {
  clearInterval(timer);
  const every = Math.max(250, Number(event.data) || 1000);
  timer = setInterval(() => self.postMessage("tick"), every);
});

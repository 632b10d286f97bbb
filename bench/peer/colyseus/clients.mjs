// The bench server's load shape against the Colyseus peer: 4 clients a room, inputs at 20 Hz and
// pings at 5 Hz per client (spread over the 50 ms slot), echo = ping round trip. Prints the echo
// p50/p99, the late simulation steps, and the server's CPU per room-second over the window.
import { Client } from "colyseus.js";

const [port, rooms, seconds, warmup] = process.argv.slice(2).map(Number);
const client = new Client(`ws://127.0.0.1:${port}`);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const figures = async () => (await fetch(base + "/figures")).json();

let measuring = false;
const echoes = [];
let patches = 0;
let inputs = 0;
let pings = 0;
const bots = [];

function watch(room) {
  room.onMessage("pong", (m) => {
    if (measuring) {
      echoes.push(performance.now() - m.t);
    }
  });
  room.onStateChange(() => {
    if (measuring) {
      patches++;
    }
  });
  return room;
}

for (let r = 0; r < rooms; r++) {
  const host = watch(await client.create("kitchen"));
  bots.push(host);
  for (let b = 1; b < 4; b++) {
    bots.push(watch(await client.joinById(host.roomId)));
  }
}

const SPREAD = 10;
let beat = 0;
let next = performance.now();
let seq = 0;
function beatOnce() {
  const n = Math.floor(beat / SPREAD);
  for (let i = beat % SPREAD; i < bots.length; i += SPREAD) {
    const a = Math.random() * 2 * Math.PI;
    const moving = n % 10 < 7;
    bots[i].send("input", { seq: ++seq, mx: moving ? Math.cos(a) : 0, my: moving ? Math.sin(a) : 0, press: n % 17 === 0 });
    if (measuring) {
      inputs++;
    }
    if ((n + i) % 4 === 0) {
      bots[i].send("ping", { t: performance.now() });
      if (measuring) {
        pings++;
      }
    }
  }
  beat++;
}
// Every due beat runs, late ones too, as the Java bots do.
(function loop() {
  const now = performance.now();
  while (now >= next) {
    beatOnce();
    next += 50 / SPREAD;
  }
  setTimeout(loop, Math.max(0, next - performance.now()));
})();

await sleep(warmup * 1000);
const a = await figures();
const cpu0 = process.cpuUsage();
measuring = true;
const t0 = performance.now();
await sleep(seconds * 1000);
measuring = false;
const elapsed = (performance.now() - t0) / 1000;
const b = await figures();
const cpu1 = process.cpuUsage(cpu0);

echoes.sort((x, y) => x - y);
const pct = (p) => (echoes.length === 0 ? 0 : echoes[Math.min(echoes.length - 1, Math.max(0, Math.ceil(p / 100 * echoes.length) - 1))]);
const clients = rooms * 4;
const serverMs = (b.cpuUs - a.cpuUs) / 1000;
const steps = b.steps - a.steps;
const late = b.late - a.late;
const f = (x, d) => x.toFixed(d);
console.log(`peer: Colyseus 0.16 (@colyseus/core, ws transport), node ${process.version}`);
console.log(`rooms ${rooms}, clients ${clients}, measured ${f(elapsed, 1)} s (after a ${warmup} s warm-up under the full load)`);
console.log(`bots sent: ${f(inputs / elapsed / clients, 1)} inputs/s and ${f(pings / elapsed / clients, 1)} pings/s per client (the plan: 20 and 5)`);
console.log(`patches: ${f(patches / elapsed / clients, 1)} a second per client (the plan: 20)`);
console.log(`ping echo: p50 ${f(pct(50), 1)} ms, p99 ${f(pct(99), 1)} ms (${echoes.length} samples)`);
console.log(`simulation: ${steps} steps, ${late} late (${f(steps === 0 ? 0 : 100 * late / steps, 2)}%)`);
console.log(`server CPU: ${f(serverMs / elapsed / rooms, 2)} ms per room-second (${f(serverMs / 1000 / elapsed, 2)} cores for ${rooms} rooms); bots ${f((cpu1.user + cpu1.system) / 1e6 / elapsed, 2)} cores (their process); server RSS ${f(b.rssMb, 0)} MB`);
console.log(`peer: ${rooms} rooms x 4 clients, echo p99 ${f(pct(99), 1)} ms, late steps ${f(steps === 0 ? 0 : 100 * late / steps, 2)}%, server ${f(serverMs / elapsed / rooms, 2)} ms a room-second`);
process.exit(0);

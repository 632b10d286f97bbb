// The own cook's prediction and its reconciliation (owncook.js), against a server played here:
// the kernel's movement (predict.js, held to the kernel by movement.test.mjs) on 20 Hz ticks,
// inputs arriving after a one-way delay and fed on the next tick as the room feeds them (the
// newest one, held until another comes), snapshots quantised to 2 decimals with each cook's
// `sq`, arriving after the same delay. The client runs at 60 frames a second with the real
// InputSender, as main.js wires them.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { OwnCook, BIG_TILES } from '../../main/resources/static/js/owncook.js';
import { blockGrid, stepMovement } from '../../main/resources/static/js/predict.js';
import { parseLevel } from '../../main/resources/static/js/level.js';
import { InputSender } from '../../main/resources/static/js/input.js';

const LEVEL = parseLevel({
  id: 'room', name: 'Room', grid: [
    '############',
    '#..........#',
    '#.1........#',
    '#..........#',
    '#....==....#',
    '#..........#',
    '############',
  ],
});
const q2 = (v) => Math.round(v * 100) / 100;

/**
 * Plays `ms` of a round: `intentAt(t)` is what the player holds at t; `oneWayMs` each way;
 * `tamper(tick, body)` lets a test make the server disagree. Returns what the client drew per frame.
 */
function play({ ms, intentAt, oneWayMs = 150, tamper = (t, b) => b, own = new OwnCook() }) {
  own.setLevel(LEVEL);
  const grid = blockGrid(LEVEL);
  let server = { x: 2.5, y: 2.5, vx: 0, vy: 0, f: 2, state: 'idle', stun: 0 };
  let fed = null;
  let sq = 0; // the seq that began the move being fed (the room's rule)
  const toServer = [];
  const toClient = [];
  const sender = new InputSender((m) => { toServer.push({ at: now + oneWayMs, m }); return true; });
  let now = 0;
  let tick = 0;
  let nextTick = 0;
  let last = null;
  const frames = [];
  for (; now <= ms; now += 1000 / 60) {
    while (nextTick <= now) { // the room's tick: the newest input that arrived, then the kernel, then the snapshot
      const arrived = toServer.filter((e) => e.at <= nextTick);
      if (arrived.length) {
        const m = arrived[arrived.length - 1].m;
        if (!fed || fed.move.x !== m.move.x || fed.move.y !== m.move.y) sq = m.seq;
        fed = m;
      }
      toServer.splice(0, arrived.length);
      const frame = fed && { mx: fed.move.x, my: fed.move.y, face: -1, rat: tick, seq: fed.seq };
      server = tamper(tick, stepMovement(grid, [server], [frame])[0]);
      tick++;
      toClient.push({
        at: nextTick + oneWayMs,
        view: { t: tick, p: [{ i: 'p0', pi: 0, x: q2(server.x), y: q2(server.y), f: server.f, s: server.state, sq }], hz: [] },
      });
      nextTick += 50;
    }
    while (toClient.length && toClient[0].at <= now) own.onSnapshot(toClient.shift().view, 'p0');
    const intent = intentAt(now);
    sender.tick(intent, now);
    const l = sender.last;
    const pending = !l || l.x !== intent.x || l.y !== intent.y;
    const at = own.frame(now, intent, pending ? sender.seq + 1 : sender.moveSeq);
    frames.push({ now, intent, at, server: { ...server }, error: own.lastError, mode: own.mode });
    last = at;
  }
  return { frames, own, last };
}

const still = { x: 0, y: 0, act: false };
const walk = (t) => {
  if (t < 300) return still;
  if (t < 1100) return { x: 1, y: 0, act: false };
  if (t < 1500) return { x: 0, y: 1, act: false };
  if (t < 1700) return still;
  if (t < 2600) return { x: -1, y: 0, act: false };
  return still;
};

test('the own cook moves in the very frame the key is pressed, 300 ms of round trip or not', () => {
  const { frames } = play({ ms: 1000, intentAt: walk });
  const press = frames.findIndex((f) => f.intent.x === 1);
  assert.ok(frames[press].at.x > frames[press - 1].at.x, `drawn x ${frames[press - 1].at.x} then ${frames[press].at.x}`);
  assert.equal(frames[press].server.x, 2.5, 'the server has not moved the cook yet');
});

test('a prediction the server agrees with is barely corrected, and lands where the server does', () => {
  const { frames, own } = play({ ms: 4000, intentAt: walk });
  const big = frames.filter((f) => f.error > BIG_TILES).length;
  assert.equal(big, 0, `frames after a correction past a quarter tile: ${big}`);
  assert.ok(own.stats.reconciles > 60, `reconciled ${own.stats.reconciles} snapshots`);
  assert.ok(own.stats.maxError < 0.2, `largest correction ${own.stats.maxError} tiles`);
  const end = frames[frames.length - 1];
  assert.ok(Math.abs(end.at.x - end.server.x) < 0.01 && Math.abs(end.at.y - end.server.y) < 0.01,
    `at rest the drawn cook is where the server has it: ${JSON.stringify(end.at)} vs ${JSON.stringify(end.server)}`);
});

test('a small correction is blended over a few frames, not jumped', () => {
  // The server's cook slips half a tile left once (a push the client could not see).
  const tamper = (t, b) => (t === 40 ? { ...b, x: b.x - 0.5 } : b);
  const { frames } = play({ ms: 3000, intentAt: walk, tamper });
  const k = frames.findIndex((f) => f.error > 0.4);
  assert.ok(k > 0, 'the correction arrived');
  const jump = Math.abs(frames[k].at.x - frames[k - 1].at.x);
  assert.ok(jump < 0.25, `the frame of the correction moves the cook ${jump} tiles, not the whole half tile`);
  const later = frames[k + 8];
  assert.ok(Math.abs(later.at.x - frames[k + 8].server.x) < 0.8, 'eight frames on, it is where the server says, give or take the walk');
  const drift = Math.abs((frames[k + 12].at.x - frames[k].at.x) - (frames[k + 12].server.x - frames[k].server.x));
  assert.ok(drift < 0.6, `the half tile is made up within 12 frames (${drift})`);
});

test('a correction beyond a tile is a snap: drawn at once', () => {
  const tamper = (t, b) => (t === 40 ? { ...b, x: b.x + 1.6 } : b);
  const { frames, own } = play({ ms: 3000, intentAt: (t) => (t < 3000 ? still : still), tamper });
  const k = frames.findIndex((f) => f.error > 1);
  assert.ok(k > 0, 'the correction arrived');
  assert.ok(Math.abs(frames[k].at.x - frames[k].server.x) < 0.2, `drawn ${frames[k].at.x}, server ${frames[k].server.x}`);
  assert.equal(own.stats.snaps, 1);
});

test('a server that keeps disagreeing is a desync: plain interpolation, said in the status, then a retry', () => {
  // The server's cook never moves (say the kitchen has it stuck): every snapshot contradicts the walk.
  const tamper = () => ({ x: 2.5, y: 2.5, vx: 0, vy: 0, f: 2, state: 'idle', stun: 0 });
  const walkOn = (t) => (t < 300 ? still : { x: 1, y: 0, act: false });
  const { frames, own } = play({ ms: 3500, intentAt: walkOn, tamper });
  const first = frames.findIndex((f) => f.mode === 'interpolated' && f.at === null && f.now > 300);
  assert.ok(first > 0, 'the prediction gave way');
  assert.equal(frames[first + 1].at, null, 'and the cook is drawn interpolated (no predicted position)');
  assert.ok(own.stats.desyncs >= 1);
  const during = frames.slice(first, first + 60);
  assert.ok(during.every((f) => f.at === null), 'no drifting prediction while it is off');
  assert.ok(['desync', 'retrying', ''].includes(own.status.reason) || own.status.mode === 'predicted', JSON.stringify(own.status));
  const desyncFrame = frames.find((f) => f.mode === 'interpolated' && f.now > 300);
  assert.ok(desyncFrame, 'the status said interpolated');
});

test('a server without sq (older than decision 0026) is not predicted after two seconds', () => {
  const own = new OwnCook();
  own.setLevel(LEVEL);
  let body = { t: 0 };
  for (let t = 1; t <= 60; t++) {
    own.onSnapshot({ t, p: [{ i: 'p0', pi: 0, x: 2.5, y: 2.5, f: 2, s: 'idle', sq: 0 }], hz: [] }, 'p0');
    body = own.frame(t * 50, { x: 1, y: 0, act: false }, t);
  }
  assert.equal(own.status.mode, 'interpolated');
  assert.equal(own.status.reason, 'older server');
  assert.equal(body, null);
});

test('a stunned cook is held where the server has it until the stun is over', () => {
  const own = new OwnCook();
  own.setLevel(LEVEL);
  own.onSnapshot({ t: 1, p: [{ i: 'p0', pi: 0, x: 3.5, y: 2.5, f: 2, s: 'stunned', sq: 4 }], hz: [] }, 'p0');
  const a = own.frame(100, { x: 1, y: 0, act: false }, 5);
  const b = own.frame(300, { x: 1, y: 0, act: false }, 5);
  assert.deepEqual([a.x, b.x], [3.5, 3.5]);
});

test('the Act press ring widens and fades, and stands still under prefers-reduced-motion', async () => {
  const { KitchenRenderer } = await import('../../main/resources/static/js/render.js');
  const ring = (reducedMotion, age) => {
    const arcs = [];
    const ctx = { beginPath() {}, stroke() {}, fill() {}, arc: (x, y, r) => arcs.push({ r, alpha: ctx.globalAlpha }), globalAlpha: 1 };
    const self = { ctx, tile: 40, reducedMotion, px: (x) => x * 40, py: (y) => y * 40 };
    const shown = KitchenRenderer.prototype.drawPress.call(self, { x: 2, y: 2 }, 1000, 1000 + age * 180);
    return { shown, ...arcs[0] };
  };
  const [early, late] = [ring(false, 0.1), ring(false, 0.8)];
  assert.ok(late.r > early.r && late.alpha < early.alpha, `moving ring: ${JSON.stringify([early, late])}`);
  const [stillEarly, stillLate] = [ring(true, 0.1), ring(true, 0.8)];
  assert.equal(stillEarly.r, stillLate.r, 'reduced motion: the ring does not grow');
  assert.equal(stillEarly.alpha, stillLate.alpha, 'reduced motion: nor fade');
  assert.equal(ring(true, 1.2).shown, null, 'gone after its time either way');
});

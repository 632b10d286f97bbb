// Unit tests of the client's pure logic, run by `node --test server/src/test/js/` (and from
// Maven by ClientScriptsTest). The browser loads the very same files.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { interpolatePlayers, mergeFrame, normaliseEvent, SnapBuffer, SnapStream } from '../../main/resources/static/js/state.js';

const cook = (i, x, y, extra = {}) => ({ i, x, y, f: 2, h: null, s: 'idle', pi: Number(i.slice(1)), sq: 0, ...extra });
const full = (t, parts = {}) => ({ t, s: 0, tgt: 60, tl: 30 - t * 0.05, full: true, p: [], st: [], o: [], hz: [], e: [], ...parts });
const delta = (t, d, e = []) => ({ t, s: 0, tgt: 60, tl: 30 - t * 0.05, full: false, d: { p: [], st: [], o: [], hz: [], ...d }, e });

test('a delta before any full frame is ignored', () => {
  assert.equal(mergeFrame(null, delta(3, { p: [cook('p0', 1, 1)] })), null);
});

test('a full frame replaces the view, whatever was there', () => {
  const a = mergeFrame(null, full(1, { o: [{ id: 1, r: 'salad', l: 1, pts: 12 }] }));
  const b = mergeFrame(a, full(2, { o: [{ id: 9, r: 'salad', l: 1, pts: 12 }] }));
  assert.deepEqual(b.o.map((o) => o.id), [9]);
  assert.equal(b.t, 2);
});

test('a changed entry replaces the old one whole, others are kept', () => {
  const base = mergeFrame(null, full(1, { p: [cook('p0', 1, 1, { h: 'tomato_raw' }), cook('p1', 5, 5)] }));
  const next = mergeFrame(base, delta(2, { p: [cook('p0', 2, 1)] }));
  assert.deepEqual(next.p, [cook('p0', 2, 1), cook('p1', 5, 5)]);
  assert.equal(base.p[0].x, 1, 'the old view is not mutated');
});

test('tombstones remove by exactly the identity keys of their section', () => {
  const base = mergeFrame(null, full(1, {
    p: [cook('p0', 1, 1), cook('p1', 2, 2)],
    st: [{ k: 'stove', x: 3, y: 1, g: null, q: 1, p: 0, s: 'idle' }, { k: 'chop_board', x: 3, y: 1, g: null, q: 1, p: 0, s: 'idle' }],
    o: [{ id: 4, r: 'salad', l: 0.5, pts: 12 }],
    hz: [{ t: 'spill', x: 2.5, y: 3.5, l: 4 }, { t: 'fire', x: 2.5, y: 3.5, l: 0 }],
  }));
  const next = mergeFrame(base, delta(2, {
    p: [{ i: 'p1', gone: true }],
    st: [{ k: 'stove', x: 3, y: 1, gone: true }],
    o: [{ id: 4, gone: true }],
    hz: [{ t: 'spill', x: 2.5, y: 3.5, gone: true }],
  }));
  assert.deepEqual(next.p.map((p) => p.i), ['p0']);
  assert.deepEqual(next.st.map((s) => s.k), ['chop_board'], 'same place, other kind: another station');
  assert.deepEqual(next.o, []);
  assert.deepEqual(next.hz.map((z) => z.t), ['fire']);
});

test('an entity that vanished can come back under the same identity', () => {
  let v = mergeFrame(null, full(1, { o: [{ id: 1, r: 'salad', l: 1, pts: 12 }] }));
  v = mergeFrame(v, delta(2, { o: [{ id: 1, gone: true }] }));
  v = mergeFrame(v, delta(3, { o: [{ id: 1, r: 'salad', l: 0.9, pts: 12 }] }));
  assert.deepEqual(v.o, [{ id: 1, r: 'salad', l: 0.9, pts: 12 }]);
});

test('sections stay in the server order: players and orders by id, places by row, column, kind', () => {
  let v = mergeFrame(null, full(1, {}));
  v = mergeFrame(v, delta(2, {
    p: [cook('p2', 0, 0), cook('p0', 0, 0)],
    o: [{ id: 10, r: 'a', l: 1, pts: 1 }, { id: 9, r: 'a', l: 1, pts: 1 }],
    st: [{ k: 'stove', x: 1, y: 2 }, { k: 'sink', x: 5, y: 1 }, { k: 'prep', x: 1, y: 2 }],
  }));
  assert.deepEqual(v.p.map((p) => p.i), ['p0', 'p2']);
  assert.deepEqual(v.o.map((o) => o.id), [9, 10], 'numerically, not as text');
  assert.deepEqual(v.st.map((s) => s.k), ['sink', 'prep', 'stove']);
});

test('scalars and events come from the newest frame; events are not carried over', () => {
  let v = mergeFrame(null, full(1, { e: [{ k: 'chopped', x: 1.5, y: 1.5 }] }));
  v = mergeFrame(v, { ...delta(2, {}), s: 20, tl: 12.5 });
  assert.equal(v.s, 20);
  assert.equal(v.tl, 12.5);
  assert.deepEqual(v.e, []);
});

test('events of an ev batch and of a frame read the same', () => {
  const fromEv = normaliseEvent({ kind: 'emote', x: 0, y: 0, payload: { i: 'p1', em: 'wave' } });
  assert.deepEqual(fromEv, { k: 'emote', x: 0, y: 0, i: 'p1', em: 'wave' });
  const flat = { k: 'served', x: 9.5, y: 3.5, oi: 17, pts: 40 };
  assert.deepEqual(normaliseEvent(flat), flat);
});

test('interpolation is linear between two frames and clamps at both ends', () => {
  const a = full(10, { p: [cook('p0', 1, 1)] });
  const b = full(12, { p: [cook('p0', 3, 2, { h: 'onion_raw' })] });
  assert.deepEqual(interpolatePlayers(a, b, 11).map((p) => [p.x, p.y]), [[2, 1.5]]);
  assert.equal(interpolatePlayers(a, b, 11)[0].h, null, 'what changed happens at the later frame, not before');
  assert.deepEqual(interpolatePlayers(a, b, 5).map((p) => p.x), [1]);
  assert.deepEqual(interpolatePlayers(a, b, 99).map((p) => p.x), [3]);
});

test('the buffer draws 100 ms behind the newest frame', () => {
  const buf = new SnapBuffer(100);
  // Frames every 50 ms (one per tick at 20 Hz), cook walking 0.1 tile per tick.
  for (let t = 0; t <= 20; t++) buf.push(full(t, { p: [cook('p0', t * 0.1, 1)] }), 1000 + t * 50);
  const now = 1000 + 20 * 50;
  const [p] = buf.playersAt(now);
  assert.ok(Math.abs(p.x - 1.8) < 1e-9, `two ticks (100 ms) behind tick 20 is x 1.8, got ${p.x}`);
  const [q] = buf.playersAt(now + 25);
  assert.ok(Math.abs(q.x - 1.85) < 1e-9, `half a tick later is half way, got ${q.x}`);
  const [r] = buf.playersAt(now + 10_000);
  assert.equal(r.x, 2.0, 'no extrapolation past the newest frame');
});

test('a late frame does not drag the clock; an early one resets it', () => {
  const buf = new SnapBuffer(100);
  for (let t = 0; t <= 20; t++) buf.push(full(t, { p: [cook('p0', 0, 1)] }), 1000 + t * 50);
  const offset = buf.offset;
  buf.push(full(21, { p: [cook('p0', 0, 1)] }), 1000 + 21 * 50 + 200); // 200 ms of jitter
  assert.ok(buf.offset - offset < 10, `offset moved ${buf.offset - offset} ms on one late frame`);
  buf.push(full(22, { p: [cook('p0', 0, 1)] }), 1000 + 22 * 50 - 30);
  assert.ok(Math.abs(buf.offset - (1000 - 30)) < 1e-6, `offset ${buf.offset}`);
});

test('the tick length is learnt from the round clock', () => {
  const buf = new SnapBuffer(100);
  // A 30 Hz server: tl falls by 1/30 s per tick.
  for (let t = 0; t <= 30; t++) buf.push({ ...full(t, {}), tl: 60 - t / 30 }, t * 33.3);
  assert.ok(Math.abs(buf.msPerTick - 33.33) < 0.5, `learnt ${buf.msPerTick} ms per tick`);
});

test('a new round (the tick count restarts) clears the history', () => {
  const buf = new SnapBuffer(100);
  for (let t = 100; t <= 110; t++) buf.push(full(t, {}), t * 50);
  buf.push(full(1, {}), 6000);
  assert.equal(buf.entries.length, 1);
});

test('frames 100 ms apart (a spectator) are drawn two frames behind, so cooks keep moving', () => {
  const buf = new SnapBuffer(100);
  // Every second tick, as a spectator gets them: 10 Hz at 20 ticks a second.
  for (let t = 0; t <= 20; t += 2) buf.push(full(t, { p: [cook('p0', t * 0.1, 1)] }), 1000 + t * 50);
  assert.equal(buf.renderDelayMs(), 200);
  const xs = [];
  for (let dt = 0; dt < 100; dt += 25) xs.push(buf.playersAt(1000 + 20 * 50 + dt)[0].x);
  for (let k = 1; k < xs.length; k++) assert.ok(xs[k] > xs[k - 1], `moving between frames: ${xs}`);
  assert.ok(Math.abs(xs[0] - 1.6) < 1e-9, `200 ms behind tick 20 is x 1.6, got ${xs[0]}`);
});

test('frames every tick (a player) keep the 100 ms delay, and one lost frame does not change it', () => {
  const buf = new SnapBuffer(100);
  for (let t = 0; t <= 20; t++) if (t !== 7) buf.push(full(t, {}), 1000 + t * 50);
  assert.equal(buf.renderDelayMs(), 100);
});

test('a sparse full frame leaves out defaults and stations at rest, and the merge puts them back', () => {
  const rest = [
    { k: 'counter', x: 1, y: 1, g: null, n: 0, q: 1, p: 0, s: 'idle' },
    { k: 'spawn_shelf', x: 2, y: 1, g: 'tomato_raw', n: 0, q: 1, p: 0, s: 'idle' },
  ];
  const raw = { t: 4, s: 0, tgt: 60, tl: 29.8, full: true, p: [{ i: 'p0', x: 3, y: 3, f: 2, pi: 0 }],
    st: [{ k: 'counter', x: 1, y: 1, g: 'onion_raw', n: 1 }], hz: [{ t: 'fire', x: 1, y: 1 }] };
  const v = mergeFrame(null, raw, rest);
  assert.deepEqual(v.p, [cook('p0', 3, 3)]);
  assert.deepEqual(v.st, [{ k: 'counter', x: 1, y: 1, g: 'onion_raw', n: 1, q: 1, p: 0, s: 'idle' }, rest[1]]);
  assert.deepEqual(v.o, []);
  assert.deepEqual(v.hz, [{ t: 'fire', x: 1, y: 1, l: 0 }]);
  assert.deepEqual(v.e, []);
});

test('a sparse delta entry patches the changed fields; an absent score stays', () => {
  const base = mergeFrame(null, full(1, { s: 40, p: [cook('p0', 1, 1, { h: 'tomato_raw', s: 'moving' })] }));
  const next = mergeFrame(base, { t: 2, tl: 29.9, d: { p: [{ i: 'p0', x: 1.2, h: null }] } });
  assert.deepEqual(next.p, [cook('p0', 1.2, 1, { s: 'moving' })]);
  assert.equal(next.s, 40);
  assert.equal(next.tgt, 60);
});

test('a stream that learns the stations at rest late rebuilds the same view', () => {
  const rest = [{ k: 'serve', x: 5, y: 0, g: null, q: 1, p: 0, s: 'idle' }];
  const early = new SnapStream();
  early.setRest(rest);
  const late = new SnapStream();
  const frames = [full(1, { st: [] }), { t: 2, tl: 29.9, d: { st: [{ k: 'serve', x: 5, y: 0, s: 'ready' }] } }];
  for (const f of frames) { early.apply(f); late.apply(f); }
  assert.deepEqual(late.setRest(rest), early.view);
  assert.equal(early.view.st[0].s, 'ready');
});

test('the moving obstacle is known by its kind: a protocol-4 delta patches its place, no tombstone', () => {
  const base = mergeFrame(null, full(1, { hz: [{ t: 'fire', x: 1, y: 1 }, { t: 'moving_obstacle', x: 3.25, y: 2 }] }));
  let v = mergeFrame(base, { t: 2, tl: 29.9, d: { hz: [{ t: 'moving_obstacle', x: 3.5 }] } });
  v = mergeFrame(v, { t: 3, tl: 29.85, d: { hz: [{ t: 'moving_obstacle', y: 2.25 }] } });
  assert.deepEqual(v.hz, [{ t: 'moving_obstacle', x: 3.5, y: 2.25, l: 0 }, { t: 'fire', x: 1, y: 1, l: 0 }],
    'the obstacle first, then reading order, as the server lists them');
  v = mergeFrame(v, { t: 4, tl: 29.8, d: { hz: [{ t: 'moving_obstacle', x: 3.5, y: 2.25, gone: true }] } });
  assert.deepEqual(v.hz, [{ t: 'fire', x: 1, y: 1, l: 0 }]);
});

test('a protocol 1 or 2 delta moves the obstacle as the whole entry plus a tombstone where it was', () => {
  const base = mergeFrame(null, full(1, { hz: [{ t: 'moving_obstacle', x: 3.25, y: 2, l: 0 }] }));
  const v = mergeFrame(base, delta(2, { hz: [{ t: 'moving_obstacle', x: 3.5, y: 2, l: 0 },
    { t: 'moving_obstacle', x: 3.25, y: 2, gone: true }] }));
  assert.deepEqual(v.hz, [{ t: 'moving_obstacle', x: 3.5, y: 2, l: 0 }], 'tombstones first: one obstacle, where it is');
});

test('a protocol-3 delta sends hazards whole: the obstacle moves as tombstone plus entry, an absent l is 0', () => {
  const base = mergeFrame(null, full(1, { hz: [{ t: 'moving_obstacle', x: 3.25, y: 2 }, { t: 'spill', x: 5, y: 6, l: 3.15 }] }), [], 3);
  const v = mergeFrame(base, { t: 2, tl: 29.9, d: { hz: [{ t: 'moving_obstacle', x: 3.5, y: 2 }, { t: 'spill', x: 5, y: 6 },
    { t: 'moving_obstacle', x: 3.25, y: 2, gone: true }] } }, [], 3);
  assert.deepEqual(v.hz, [{ t: 'moving_obstacle', x: 3.5, y: 2, l: 0 }, { t: 'spill', x: 5, y: 6, l: 0 }]);
  const asPatch = mergeFrame(base, { t: 2, tl: 29.9, d: { hz: [{ t: 'spill', x: 5, y: 6 }] } });
  assert.equal(asPatch.hz[1].l, 3.15, 'a protocol 4 entry without l leaves the life as it was');
});

test('an obstacle patch for a view without one waits for the next full frame', () => {
  const v = mergeFrame(mergeFrame(null, full(1, {})), { t: 2, tl: 29.9, d: { hz: [{ t: 'moving_obstacle', x: 3.5 }] } });
  assert.deepEqual(v.hz, []);
});

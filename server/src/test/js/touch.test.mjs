// The touch controls' pure half (js/touch.js) and how touch joins the keyboard's intent
// (js/input.js), plus the other small pure helpers the phone client leans on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { STICK_DEADZONE, STICK_RADIUS_PX, stickVector, TouchState } from '../../main/resources/static/js/touch.js';
import { Controls, InputSender } from '../../main/resources/static/js/input.js';
import { roomCodeFrom } from '../../main/resources/static/js/net.js';
import { cooksAtSpawns, parseLevel } from '../../main/resources/static/js/level.js';
import { placeLabels, vibrationFor } from '../../main/resources/static/js/effects.js';

test('the stick is still inside its dead zone and never longer than 1', () => {
  assert.deepEqual(stickVector(0, 0), { x: 0, y: 0 });
  assert.deepEqual(stickVector(STICK_RADIUS_PX * STICK_DEADZONE * 0.9, 0), { x: 0, y: 0 }, 'a resting thumb does not walk');
  const full = stickVector(0, -STICK_RADIUS_PX * 3);
  assert.equal(full.x, 0);
  assert.equal(full.y, -1, 'a thumb far past the radius is full tilt up, not more');
  const half = stickVector(STICK_RADIUS_PX * (STICK_DEADZONE + (1 - STICK_DEADZONE) / 2), 0);
  assert.ok(Math.abs(half.x - 0.5) < 1e-9, `half way between the dead zone and the rim is half speed: ${half.x}`);
  const diag = stickVector(100, 100);
  assert.ok(Math.abs(Math.hypot(diag.x, diag.y) - 1) < 1e-9 && diag.x > 0 && diag.y > 0, 'a diagonal keeps its direction');
});

test('the stick appears where the thumb lands: only the drag from there counts', () => {
  const t = new TouchState();
  assert.equal(t.start(1, 300, 500, 'stick'), true);
  assert.deepEqual(t.intent(), { x: 0, y: 0, act: false }, 'landing is not a move');
  t.move(1, 300 + STICK_RADIUS_PX, 500);
  assert.deepEqual(t.intent(), { x: 1, y: 0, act: false });
});

test('two fingers move and act at once; a second finger in the stick zone is ignored', () => {
  const t = new TouchState();
  t.start(1, 50, 50, 'stick');
  t.move(1, 50, 50 - STICK_RADIUS_PX);
  assert.equal(t.start(2, 400, 60, 'act'), true);
  assert.equal(t.start(3, 80, 80, 'stick'), false, 'one stick only');
  t.move(3, 500, 500);
  assert.deepEqual(t.intent(), { x: 0, y: -1, act: true });
  t.end(1);
  assert.deepEqual(t.intent(), { x: 0, y: 0, act: true }, 'lifting the stick keeps Act held');
  t.end(2);
  assert.deepEqual(t.intent(), { x: 0, y: 0, act: false }, 'both lifted: neutral');
  assert.equal(t.active, false);
});

test('Act is held while any act finger is down, and a cancelled touch lets go', () => {
  const t = new TouchState();
  t.start(7, 400, 60, 'act');
  t.start(8, 420, 90, 'act');
  t.end(7);
  assert.equal(t.intent().act, true);
  t.end(8); // touchcancel ends a finger the same way
  assert.equal(t.intent().act, false);
  t.start(9, 10, 10, 'stick');
  t.start(10, 400, 10, 'act');
  t.clear();
  assert.deepEqual(t.intent(), { x: 0, y: 0, act: false }, 'clear forgets every finger');
});

function controlsWith(touch) {
  globalThis.window ??= new EventTarget();
  return new Controls(new EventTarget(), touch);
}

test('touch and keys make one intent, and only while the controls are on', () => {
  const touch = new TouchState();
  const c = controlsWith(touch);
  touch.start(1, 0, 0, 'stick');
  touch.move(1, STICK_RADIUS_PX, 0);
  touch.start(2, 400, 0, 'act');
  assert.deepEqual(c.intent(), { x: 0, y: 0, act: false }, 'off: touch does nothing');
  c.enabled = true;
  assert.deepEqual(c.intent(), { x: 0, y: 0, act: false }, 'turning on forgets fingers, as it forgets keys');
  touch.start(1, 0, 0, 'stick');
  touch.move(1, STICK_RADIUS_PX, 0);
  touch.start(2, 400, 0, 'act');
  c.key({ code: 'KeyS', target: { tagName: 'BODY' }, preventDefault() {} }, true);
  const both = c.intent();
  assert.ok(both.x >= 0.7 && both.y >= 0.7 && both.act && Math.hypot(both.x, both.y) <= 1, JSON.stringify(both));
  c.release();
  assert.deepEqual(c.intent(), { x: 0, y: 0, act: false }, 'release lets go of keys and fingers');
});

test('a finger landing or lifting goes out at once, inside the throttle gap', () => {
  const sent = [];
  const s = new InputSender((m) => { sent.push(m); return true; });
  s.tick({ x: 0, y: 0, act: false }, 0);
  assert.equal(s.tick({ x: 0.3, y: 0, act: false }, 5), false, 'a slide waits for the gap');
  assert.equal(s.tick({ x: 0.3, y: 0, act: false }, 6, true), true, 'a landing does not');
  assert.equal(s.tick({ x: 0, y: 0, act: false }, 8, true), true, 'nor a lift');
  assert.equal(s.tick({ x: 0, y: 0, act: false }, 9, true), false, 'urgent with no change sends nothing');
  assert.deepEqual(sent.map((m) => m.move.x), [0, 0.3, 0]);
});

test('the room code field keeps a code: letters upper-cased, a pasted link becomes its code', () => {
  assert.equal(roomCodeFrom('kxtrm'), 'KXTRM');
  assert.equal(roomCodeFrom(' kx-t rm '), 'KXTRM', 'spaces and dashes of a code read out in groups go');
  assert.equal(roomCodeFrom('kx1'), 'KX1', 'a digit stays, for the letters-only check to refuse');
  assert.equal(roomCodeFrom('http://192.168.1.20:8080/r/kxtrm'), 'KXTRM');
  assert.equal(roomCodeFrom('https://cook.example/r/ABCDE/'), 'ABCDE');
  assert.equal(roomCodeFrom('Join me! https://cook.example/r/QWERT?x=1'), 'QWERT');
  assert.equal(roomCodeFrom(''), '');
});

const FIRST_SHIFT = JSON.parse(readFileSync(new URL('../../../../levels/src/main/resources/levels/01_first_shift.json', import.meta.url)));

test('a level file gives its spawns by digit, its target and its length', () => {
  const level = parseLevel(FIRST_SHIFT);
  assert.deepEqual(level.spawns.map((s) => [s.n, s.x, s.y]), [[1, 2, 3], [2, 10, 3], [3, 2, 5], [4, 10, 5]]);
  assert.equal(level.target, 60);
  assert.equal(level.timeLimitS, 180);
});

test('during the countdown the cooks stand where the round starts them', () => {
  const level = parseLevel(FIRST_SHIFT);
  const seats = [{ index: 2, name: 'Cy', connected: true }, { index: 0, name: 'Ana', connected: true }];
  const cooks = cooksAtSpawns(level, seats);
  // The k-th occupied seat in seat order takes spawn k: Ana (seat 0) spawn 1, Cy (seat 2) spawn 2.
  assert.deepEqual(cooks.map((c) => [c.i, c.pi, c.x, c.y, c.f]), [['p0', 0, 2.5, 3.5, 2], ['p2', 2, 10.5, 3.5, 2]]);
  assert.equal(cooksAtSpawns(level, [{ index: 1, connected: false }])[0].s, 'disconnected', 'a dropped seat is a ghost');
  const five = cooksAtSpawns({ ...level, spawns: level.spawns.slice(0, 1) }, [0, 1].map((index) => ({ index })));
  assert.deepEqual(five.map((c) => [c.x, c.y]), [[2.5, 3.5], [2.75, 3.5]], 'a shared spawn offsets the next cook');
  assert.deepEqual(cooksAtSpawns(null, seats), []);
});

test('a floating label moves up off a name tag and off another label, and keeps its place when clear', () => {
  const name = { x: 100, y: 100, w: 40, h: 12 };
  const [clear] = placeLabels([{ x: 100, y: 60, w: 40, h: 12 }], [name]);
  assert.equal(clear, 60, 'nothing under it: it stays');
  const [a, b] = placeLabels([{ x: 90, y: 95, w: 60, h: 12 }, { x: 95, y: 95, w: 50, h: 12 }], [name]);
  assert.ok(a + 12 <= 100, `the first label clears the name: top ${a}`);
  assert.ok(b + 12 <= a, `the second clears the first: ${b} above ${a}`);
});

test('a phone buzzes for a served dish and for its own cook\'s denied press only', () => {
  assert.deepEqual(vibrationFor({ k: 'served', i: 'p1' }, 'p0'), [40]);
  assert.ok(vibrationFor({ k: 'denied', i: 'p0', r: 'invalid_state' }, 'p0'));
  assert.equal(vibrationFor({ k: 'denied', i: 'p1' }, 'p0'), null, 'another cook\'s denial is theirs to feel');
  assert.equal(vibrationFor({ k: 'denied', i: 'p0' }, null), null, 'a spectator feels no denial');
  assert.equal(vibrationFor({ k: 'chopped' }, 'p0'), null);
});

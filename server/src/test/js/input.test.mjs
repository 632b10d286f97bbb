// Input cadence, seq and the close-code policy: pure parts of input.js and net.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Controls, EmoteThrottle, InputSender, normalise } from '../../main/resources/static/js/input.js';
import { closePolicy } from '../../main/resources/static/js/net.js';

const still = { x: 0, y: 0, act: false };

function recorder() {
  const sent = [];
  return { sent, send: (m) => { sent.push(m); return true; } };
}

test('an input frame has exactly the fields of the contract', () => {
  const r = recorder();
  new InputSender(r.send).tick({ x: 1, y: 0, act: true }, 0);
  assert.deepEqual(Object.keys(r.sent[0]), ['type', 'seq', 'move', 'act', 'face']);
  assert.deepEqual(Object.keys(r.sent[0].move), ['x', 'y']);
  assert.equal(r.sent[0].seq, 1, 'the first seq is 1: the server starts from 0 and wants more');
});

test('an unchanged intent is repeated as a keep-alive at about 10 Hz, never under 5 Hz', () => {
  const r = recorder();
  const s = new InputSender((m) => { m.at = now; return r.send(m); });
  let now = 0;
  for (; now <= 2000; now += 16) s.tick(still, now);
  assert.ok(r.sent.length >= 16 && r.sent.length <= 21, `${r.sent.length} frames in two seconds`);
  const gaps = r.sent.slice(1).map((m, k) => m.at - r.sent[k].at);
  assert.ok(Math.max(...gaps) <= 120, `longest gap ${Math.max(...gaps)} ms`);
});

test('seq only grows, by one per frame', () => {
  const r = recorder();
  const s = new InputSender(r.send);
  for (let ms = 0; ms < 2000; ms += 16) s.tick({ x: Math.sin(ms) > 0 ? 1 : 0, y: 0, act: ms % 300 < 150 }, ms);
  r.sent.forEach((m, k) => assert.equal(m.seq, k + 1));
});

test('a stick that changes every frame is throttled under the server rate limit', () => {
  const r = recorder();
  const s = new InputSender(r.send);
  for (let ms = 0; ms < 1000; ms += 16) s.tick({ x: (ms % 200) / 200, y: 0, act: false }, ms);
  assert.ok(r.sent.length <= 26, `${r.sent.length} frames a second; with 5 pings that must stay under 40`);
});

test('moveSeq is the seq that began the move: keep-alives and button changes keep it, a new move takes its own', () => {
  const r = recorder();
  const s = new InputSender(r.send);
  s.tick({ x: 1, y: 0, act: false }, 0);
  s.tick({ x: 1, y: 0, act: false }, 150); // keep-alive
  s.tick({ x: 1, y: 0, act: true }, 160); // the button, same move
  assert.deepEqual([s.seq, s.moveSeq], [3, 1]);
  s.tick({ x: 0, y: 1, act: true }, 300);
  assert.deepEqual([s.seq, s.moveSeq], [4, 4]);
});

test('a button press goes out at once, even inside the throttle gap', () => {
  const r = recorder();
  const s = new InputSender(r.send);
  s.tick(still, 0);
  s.tick({ x: 0, y: 0, act: true }, 5);
  s.tick(still, 10);
  assert.deepEqual(r.sent.map((m) => m.act), [false, true, false], 'a short tap is a press and a release');
});

test('resync continues after the last accepted seq and never goes backwards', () => {
  const r = recorder();
  const s = new InputSender(r.send);
  s.tick(still, 0);
  s.resync(40);
  s.tick(still, 1);
  assert.equal(r.sent.at(-1).seq, 41, 'resent at once, numbered after the server\'s last');
  s.resync(3);
  s.tick(still, 2);
  assert.equal(r.sent.at(-1).seq, 42);
});

test('a frame the socket could not send does not use up a seq', () => {
  let open = false;
  const sent = [];
  const s = new InputSender((m) => { if (open) sent.push(m); return open; });
  s.tick(still, 0);
  open = true;
  s.tick(still, 1);
  assert.equal(sent[0].seq, 1);
});

test('intent is clamped to the unit circle and rounded', () => {
  const d = normalise(1, 1, 0);
  assert.ok(Math.hypot(d.x, d.y) <= 1);
  assert.deepEqual(normalise(0.123456, -0.5, 1), { x: 0.12, y: -0.5, act: true });
  assert.ok(Object.is(normalise(-0.001, 0, false).x, 0), 'no -0 on the wire');
});

test('close codes: retry on 1000, 1006 and 4404; stop on 4400, 4401, 4402, 4403', () => {
  for (const code of [1000, 1006, 4404]) assert.equal(closePolicy(code).retry, true, String(code));
  for (const code of [4400, 4401, 4402, 4403]) assert.equal(closePolicy(code).retry, false, String(code));
  assert.match(closePolicy(4402).message, /full/);
});

test('release sends a neutral intent at once, even inside the throttle gap', () => {
  const r = recorder();
  const s = new InputSender(r.send);
  s.tick({ x: 1, y: 0, act: true }, 0);
  assert.equal(s.release(10), true, 'a hidden tab sends no more frames: the release cannot wait');
  assert.deepEqual(r.sent.map((m) => [m.move, m.act]), [[{ x: 1, y: 0 }, true], [{ x: 0, y: 0 }, false]]);
  assert.equal(r.sent[1].seq, 2);
  assert.equal(s.tick(still, 20), false, 'after the release a still intent is no change');
});

function keyEvent(code) {
  return { code, target: { tagName: 'BODY' }, prevented: false, preventDefault() { this.prevented = true; } };
}

function controls() {
  globalThis.window ??= new EventTarget(); // Controls listens for the window's blur
  return new Controls(new EventTarget());
}

test('a key released while the controls are off is not held when they come back on', () => {
  const c = controls();
  c.enabled = true;
  c.key(keyEvent('KeyW'), true);
  c.enabled = false; // the round ends with W held
  const up = keyEvent('KeyW');
  c.key(up, false); // released on the result screen
  assert.equal(up.prevented, false, "Space's keyup must still press a focused button");
  c.enabled = true;
  assert.deepEqual([...c.down], []);
});

test('switching the controls on or off forgets held keys', () => {
  const c = controls();
  c.enabled = true;
  c.key(keyEvent('KeyD'), true);
  assert.deepEqual([...c.down], ['KeyD']);
  c.enabled = true; // no change: the key stays held
  assert.deepEqual([...c.down], ['KeyD']);
  c.enabled = false;
  c.enabled = true;
  assert.deepEqual([...c.down], []);
});

test('emotes are held to the server throttle of 2 per second, with a margin', () => {
  const t = new EmoteThrottle();
  const allowed = [];
  for (let now = 0; now < 3000; now += 50) if (t.allow(now)) allowed.push(now);
  assert.deepEqual(allowed, [0, 50, 1100, 1150, 2200, 2250]);
  for (let k = 2; k < allowed.length; k++) assert.ok(allowed[k] - allowed[k - 2] >= 1000, 'never 3 in a server window');
});

test('a release and a new press between two frames still reach the kitchen as a press', () => {
  const c = controls();
  c.enabled = true;
  const r = recorder();
  const s = new InputSender(r.send);
  c.key(keyEvent('Space'), true);
  s.tick(c.intent(), 0); // the press that put the tomato down
  c.key(keyEvent('Space'), false);
  c.key(keyEvent('Space'), true); // up and down again before the next animation frame
  s.tick(c.intent(), 16);
  s.tick(c.intent(), 32);
  assert.deepEqual(r.sent.map((m) => m.act), [true, false, true], 'the button shows up for one frame, then the new press');
});

test('letting go of one button key while the other stays down is no release', () => {
  const c = controls();
  c.enabled = true;
  c.key(keyEvent('KeyE'), true);
  c.key(keyEvent('Space'), true);
  assert.equal(c.intent().act, true);
  c.key(keyEvent('Space'), false);
  assert.equal(c.intent().act, true, 'E is still held');
  c.key(keyEvent('KeyE'), false);
  assert.equal(c.intent().act, false);
  assert.equal(c.intent().act, false);
});

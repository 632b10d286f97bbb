// Issue 35's reach and sound: remappable keys (remembered, swaps, reserved keys refused, the
// fixed second keys always work), and the sound cues chosen from a round's frames, played through
// a stub AudioContext that counts what it is asked to make.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { KeyMap, keyName } from '../../main/resources/static/js/keys.js';
import { cuesFor, Sound } from '../../main/resources/static/js/sound.js';
import { Controls } from '../../main/resources/static/js/input.js';

function memory() {
  const m = new Map();
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)) };
}

test('a remapped key moves the cook, is remembered, and the arrows still work', () => {
  const storage = memory();
  const keys = new KeyMap(storage);
  assert.deepEqual(keys.move('KeyW'), [0, -1]);
  assert.equal(keys.set('up', 'KeyI'), 'Up is I.');
  assert.equal(keys.move('KeyW'), undefined, 'the old key no longer moves');
  assert.deepEqual(keys.move('KeyI'), [0, -1]);
  assert.deepEqual(keys.move('ArrowUp'), [0, -1], 'the fixed second key stays');
  const again = new KeyMap(storage);
  assert.deepEqual(again.move('KeyI'), [0, -1], 'remembered in this browser');
  assert.equal(again.set('act', 'KeyA'), 'Act is A; Left took Space.', 'a key taken is swapped, never lost');
  assert.ok(again.isAct('KeyA'));
  assert.deepEqual(again.move('Space'), [-1, 0]);
  assert.match(again.set('down', 'Tab'), /cannot be used/);
  assert.match(again.set('down', 'Digit3'), /emotes/);
  assert.equal(again.hint(), 'Move: I Space S D or arrows. Act: A or E (hold to chop, wash, trash, put out fire). Emotes: 1-6.');
  again.reset();
  assert.deepEqual(new KeyMap(storage).chosen, { up: 'KeyW', left: 'KeyA', down: 'KeyS', right: 'KeyD', act: 'Space' });
  assert.equal(keyName('ArrowLeft'), '←');
  assert.deepEqual(new KeyMap({ getItem: () => '{not json', setItem() {} }).chosen.up, 'KeyW', 'a broken saving: the defaults');
});

test('the controls read the player\'s own keys', () => {
  const keys = new KeyMap(memory());
  keys.set('right', 'KeyL');
  keys.set('act', 'KeyJ');
  globalThis.window ??= new EventTarget(); // Controls listens for the window's blur
  const c = new Controls(new EventTarget(), null, keys);
  c.enabled = true;
  const press = (code, type = 'keydown') => c.key({ code, target: null, preventDefault() {} }, type === 'keydown');
  press('KeyL');
  press('KeyJ');
  assert.deepEqual(c.intent(), { x: 1, y: 0, act: true });
  press('KeyL', 'keyup');
  press('KeyD');
  assert.deepEqual(c.intent(), { x: 0, y: 0, act: true }, 'D is no longer a key of this player');
});

const view = (o, tl, st = []) => ({ t: 1, s: 0, tgt: 10, tl, p: [], st, o: o.map((id) => ({ id, r: 'tomato_soup', l: 1, pts: 20 })), hz: [] });

test('the right events and changes become the right cues', () => {
  const events = [{ k: 'chopped', i: 'p1' }, { k: 'served', pts: 30 }, { k: 'picked', i: 'p0' }, { k: 'picked', i: 'p1' },
    { k: 'dropped', i: 'p0' }, { k: 'missed' }, { k: 'fire' }, { k: 'cooked' }];
  assert.deepEqual(cuesFor(view([1], 40), view([1, 2], 39.95), events, 'p0'),
    ['chop', { cue: 'serve', points: 30 }, 'pick', 'drop', 'order_missed', 'fire', 'sizzle', 'order_in'],
    'pick and drop are the viewer\'s own only; a new order card arrives');
  assert.deepEqual(cuesFor(view([], 10.05), view([], 9.95), [], null), ['last_ten']);
  assert.deepEqual(cuesFor(view([], 9.9), view([], 9.85), [], null), [], 'once a second');
  const ready = [{ k: 'stove', x: 3, y: 1, s: 'ready', g: 'tomato_soup_cooked' }];
  const heard = new Map();
  assert.deepEqual(cuesFor(view([], 50), view([], 50, ready), [], null, 8, heard, 1000), []);
  assert.deepEqual(cuesFor(view([], 50), view([], 50, ready), [], null, 8, heard, 6100), ['burn_warning'], '3 s before it burns');
  assert.deepEqual(cuesFor(view([], 50), view([], 50, ready), [], null, 8, heard, 6200), [], 'once per pot');
});

/** An AudioContext stand-in that counts the sounds it is asked to make. */
function stubContext(counts) {
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = (kind) => { counts[kind] = (counts[kind] ?? 0) + 1; return { connect: (n) => n, start() {}, stop() {}, type: '', frequency: param(), gain: param(), Q: param(), buffer: null }; };
  return {
    currentTime: 0, sampleRate: 8000, destination: {}, state: 'running',
    createGain: () => node('gain'), createOscillator: () => node('oscillator'), createBiquadFilter: () => node('filter'),
    createBufferSource: () => node('noise'), createBuffer: (c, n) => ({ getChannelData: () => new Float32Array(n) }),
    resume: () => Promise.resolve(), suspend: () => { counts.suspended = (counts.suspended ?? 0) + 1; },
  };
}

test('sound starts at the first gesture, remembers its volume, and is silent muted or in a background tab', () => {
  const counts = {};
  const doc = { hidden: false };
  const storage = memory();
  const sound = new Sound(storage, () => stubContext(counts), doc);
  sound.play(['chop']);
  assert.equal(counts.noise, undefined, 'nothing before the first gesture');
  sound.unlock();
  sound.play(['chop', { cue: 'serve', points: 30 }, 'won']);
  assert.equal(counts.noise, 1);
  assert.equal(counts.oscillator, 3 + 4, 'three dings for 30 points, four notes for a win');
  assert.deepEqual(sound.played, { chop: 1, serve: 1, won: 1 });
  sound.volume = 35;
  sound.muted = true;
  const again = new Sound(storage, () => stubContext(counts), doc);
  assert.equal(again.volume, 35, 'the volume is remembered');
  assert.equal(again.muted, true, 'and the mute');
  sound.play(['chop']);
  assert.equal(counts.noise, 1, 'muted: silent');
  sound.muted = false;
  doc.hidden = true;
  sound.play(['chop']);
  sound.visibility();
  assert.equal(counts.noise, 1, 'a background tab: silent');
  assert.equal(counts.suspended, 1, 'and its audio sleeps');
  const none = new Sound(memory(), () => null, doc);
  none.unlock();
  assert.equal(none.problem, 'This browser has no Web Audio: the game stays silent.');
  const blocked = new Sound(memory(), () => { throw new Error('NotAllowedError'); }, doc);
  blocked.unlock();
  blocked.play(['chop']);
  assert.match(blocked.problem, /blocked sound/);
});

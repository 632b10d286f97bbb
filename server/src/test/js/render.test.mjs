// The renderer draws a frame only when it would show something new (render.js: draw, stillKey).
import test from 'node:test';
import assert from 'node:assert/strict';
import { KitchenRenderer, stillKey } from '../../main/resources/static/js/render.js';

const STAGE = { width: 800, height: 600, dpr: 1, textScale: 1, valign: 'middle', reducedMotion: false, fonts: 'loaded' };
const cook = (over = {}) => ({ i: 'p1', pi: 0, x: 2.5, y: 3.5, f: 2, s: 'idle', ...over });
const view = (st = [], hz = []) => ({ st, hz });
const scene = (over = {}) => ({ view: view([{ k: 'stove', x: 1, y: 1, g: 'onion', s: 'working', p: 0.4 }]), players: [cook()],
  seats: [{ name: 'Ana', color: 'teal' }], me: 'p1', labels: [], nowMs: 5000, pressAt: null, ...over });

test('a still scene has one key, and whatever the stage shows of it changes the key', () => {
  const k = stillKey(scene(), STAGE);
  assert.equal(typeof k, 'string');
  assert.equal(stillKey(scene({ nowMs: 9000 }), STAGE), k, 'the clock alone does not change a still scene');
  for (const [what, other] of [
    ['a cook moved', scene({ players: [cook({ x: 2.51 })] })],
    ['a cook turned', scene({ players: [cook({ f: 1 })] })],
    ['a cook picked something up', scene({ players: [cook({ h: 'tomato_raw' })] })],
    ['a cook went offline', scene({ players: [cook({ s: 'disconnected' })] })],
    ['the prediction gave way', scene({ players: [cook({ predicted: true })] })],
    ['a seat was renamed', scene({ seats: [{ name: 'Bo', color: 'teal' }] })],
    ['the own cook changed', scene({ me: null })],
    ['the snapshot has not come', scene({ view: null })],
  ]) assert.notEqual(stillKey(other, STAGE), k, what);
  for (const [what, stage] of [['the canvas grew', { width: 801 }], ['the pixel ratio', { dpr: 2 }], ['the text size', { textScale: 1.25 }],
    ['the phone layout', { valign: 'top' }], ['the fonts loaded', { fonts: 'loading' }], ['reduced motion', { reducedMotion: true }]]) {
    assert.notEqual(stillKey(scene(), { ...STAGE, ...stage }), k, what);
  }
});

test('a scene with something that moves with the clock alone has no key', () => {
  assert.equal(stillKey(scene({ labels: [{ x: 1, y: 1, text: '+20', age: 0.3 }] }), STAGE), null, 'a floating label fades');
  assert.equal(stillKey(scene({ pressAt: 4900 }), STAGE), null, 'the press ring grows');
  assert.equal(typeof stillKey(scene({ pressAt: 4000 }), STAGE), 'string', 'a ring past its time is gone');
  assert.equal(stillKey(scene({ view: view([], [{ t: 'fire', x: 1.5, y: 1.5 }]) }), STAGE), null, 'a flame flickers');
  assert.equal(stillKey(scene({ view: view([{ k: 'stove', x: 1, y: 1, g: 'burnt', s: 'burning' }]) }), STAGE), null, 'a burning pot smokes');
  assert.equal(stillKey(scene({ view: view([{ k: 'stove', x: 1, y: 1, g: 'onion_soup', s: 'ready', p: 1 }]) }), STAGE), null,
    'a ready pot counts down to burning');
  assert.equal(typeof stillKey(scene({ view: view([], [{ t: 'fire', x: 1.5, y: 1.5 }]) }), { ...STAGE, reducedMotion: true }), 'string',
    'under reduced motion a flame stands still');
  assert.equal(typeof stillKey(scene({ view: view([], [{ t: 'spill', x: 1.5, y: 1.5 }]) }), STAGE), 'string', 'a spill stands still');
});

test('the renderer draws a still scene once, and again when its stations, level or key change', () => {
  globalThis.window = { devicePixelRatio: 1 };
  const ctx = new Proxy({}, { get: (t, k) => (k in t ? t[k] : () => ({ width: 10 })) });
  const canvas = { width: 800, height: 600, getContext: () => ctx, getBoundingClientRect: () => ({ width: 800, height: 600 }) };
  const r = new KitchenRenderer(canvas);
  let drawn = 0;
  r.drawScene = () => { drawn++; };
  const level = { width: 13, height: 9 };
  const v = view([{ k: 'counter', x: 0, y: 0 }]);
  const frame = (over = {}) => r.draw(scene({ level, view: v, ...over }));
  assert.equal(frame(), true);
  assert.equal(frame({ nowMs: 6000 }), false, 'the same scene a frame later is not drawn');
  assert.equal(frame({ view: { ...v } }), false, 'a snapshot that keeps the stations and hazards arrays is not drawn');
  assert.equal(frame({ view: { st: [...v.st], hz: v.hz } }), true, 'new stations are');
  assert.equal(frame({ view: { st: v.st, hz: [] } }), true, 'new hazards are');
  assert.equal(frame({ level: { ...level } }), true, 'another level is');
  assert.equal(frame({ players: [cook({ x: 3 })] }), true, 'a cook moved');
  assert.equal(frame({ players: [cook({ x: 3 })], labels: [{ x: 1, y: 1, text: 'x', age: 0 }] }), true, 'a label');
  assert.equal(frame({ players: [cook({ x: 3 })], labels: [{ x: 1, y: 1, text: 'x', age: 0.5 }] }), true, 'and every frame it fades');
  assert.equal(frame({ players: [cook({ x: 3 })] }), true, 'the frame after the label is drawn: the label must go');
  assert.equal(frame({ players: [cook({ x: 3 })] }), false);
  r.drawLoading('Loading the kitchen...');
  assert.equal(frame({ players: [cook({ x: 3 })] }), true, 'after the loading text the kitchen is drawn again');
  assert.equal(drawn, 9, "nine of the twelve frames were drawn");
  delete globalThis.window;
});

test('item tags say their whole word, and both say their brief where two would overlap', () => {
  const ctx = new Proxy({ measureText: (s) => ({ width: 7 * s.length }) }, { get: (t, k) => (k in t ? t[k] : () => undefined) });
  const r = new KitchenRenderer({ getContext: () => ctx });
  r.bounds = { x0: 0, x1: 1000 };
  r.tags = [];
  const said = [];
  r.paintTag = (str, cx, top, size) => { said.push(str); return r.tagBox(str, cx, top, size); };
  r.itemTags = [
    { str: 'Tomato', brief: 'Tom', cx: 100, top: 50, size: 12 },
    { str: 'Onion', brief: 'Oni', cx: 300, top: 50, size: 12 },
    { str: 'Lettuce', brief: 'Let', cx: 140, top: 50, size: 12 },
    { str: 'Plate', brief: 'Plt', cx: 140, top: 90, size: 12 },
  ];
  r.paintItemTags();
  assert.deepEqual(said, ['Tom', 'Onion', 'Let', 'Plate'], 'the two that would overlap both shorten; the others keep their word');
  assert.equal(r.tags.length, 4, 'every tag is remembered for the floating labels to avoid');
  assert.equal(r.itemTags, null, 'later tags (what a cook carries) are painted at once');
});

test('an item put down on a crate keeps the crate named for its stock, the item beside it', () => {
  const ctx = new Proxy({ measureText: (s) => ({ width: 7 * s.length }) }, { get: (t, k) => (k in t ? t[k] : () => undefined) });
  const r = new KitchenRenderer({ getContext: () => ctx });
  r.tile = 40;
  r.level = { rows: [[{ kind: 'spawn_shelf', stock: 'onion' }]] };
  const drawn = [];
  r.drawItem = (wire, cx, cy, radius, faded = false, at = 'below') => drawn.push([wire, faded, at]);
  r.drawStation({ k: 'spawn_shelf', x: 0, y: 0, g: 'tomato_raw', s: 'idle', p: 0 }, 0);
  assert.deepEqual(drawn, [['onion_raw', true, 'below'], ['tomato_raw', false, 'right']],
    'the onion crate stays the onion crate; the tomato lies on it with its own tag');
  drawn.length = 0;
  r.drawStation({ k: 'spawn_shelf', x: 0, y: 0, g: 'onion_raw', s: 'idle', p: 0 }, 0);
  assert.deepEqual(drawn, [['onion_raw', true, 'below']], 'a crate at rest is drawn as before');
});

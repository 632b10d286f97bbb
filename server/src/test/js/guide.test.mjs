// The first-round guide (js/guide.js) over a few stand-in elements: which dish it walks through.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const nodes = new Map();
const node = () => ({ hidden: true, textContent: '', children: [], attrs: {}, addEventListener() {},
  setAttribute(k, v) { this.attrs[k] = v; }, append(c) { this.children.push(c); }, replaceChildren(...c) { this.children = c; } });
globalThis.document = {
  getElementById: (id) => { if (!nodes.has(id)) nodes.set(id, node()); return nodes.get(id); },
  createElement: () => node(),
};
const { Guide } = await import('../../main/resources/static/js/guide.js');

test('the guide follows the round\'s first order once, and keeps that dish when later orders are others', () => {
  const guide = new Guide({ guideSeen: false });
  const level = { recipes: ['tomato_soup', 'onion_soup'] };
  const title = () => nodes.get('guide-title').children.map((c) => (typeof c === 'string' ? c : c.children.join(''))).join('');
  guide.roundStarts(level, false);
  assert.equal(nodes.get('guide').hidden, false);
  assert.match(title(), /^First round\? The first order \(top left\) is the dish to cook/, 'before any order: no dish taught');
  assert.equal(nodes.get('guide-steps').children.length, 0);
  guide.follow('onion_soup');
  assert.equal(title(), 'First round? Cook Onion soup:', 'the first order names the dish');
  assert.equal(nodes.get('guide-steps').children.length, 6);
  guide.follow('tomato_soup');
  guide.follow('onion_soup');
  guide.follow('tomato_soup');
  assert.equal(title(), 'First round? Cook Onion soup:', 'later orders do not change it');
  guide.roundStarts(level, false);
  guide.follow('tomato_soup');
  assert.equal(title(), 'First round? Cook Tomato soup:', 'a new round follows its own first order');
});

test('a level of one dish is taught from the countdown on', () => {
  const guide = new Guide({ guideSeen: false });
  guide.roundStarts({ recipes: ['salad'] }, false);
  const t = nodes.get('guide-title').children;
  assert.equal(t[0], 'First round? Cook ');
  assert.deepEqual(t[1].children, ['Salad']);
});

test('a player who closed the guide does not see it again', () => {
  const store = { guideSeen: true };
  const guide = new Guide(store);
  guide.roundStarts({ recipes: ['salad'] }, false);
  guide.follow('salad');
  assert.equal(nodes.get('guide').hidden, true);
});

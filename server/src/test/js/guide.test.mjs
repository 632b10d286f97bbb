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
  guide.roundStarts(level, false);
  assert.equal(nodes.get('guide').hidden, false);
  assert.equal(nodes.get('guide-dish').textContent, 'Tomato soup', 'before any order: the level\'s first soup');
  guide.follow('onion_soup');
  assert.equal(nodes.get('guide-dish').textContent, 'Onion soup', 'the first order names the dish');
  guide.follow('tomato_soup');
  guide.follow('onion_soup');
  guide.follow('tomato_soup');
  assert.equal(nodes.get('guide-dish').textContent, 'Onion soup', 'later orders do not change it');
  guide.roundStarts(level, false);
  guide.follow('onion_soup');
  assert.equal(nodes.get('guide-dish').textContent, 'Onion soup', 'a new round follows its own first order');
});

test('a player who closed the guide does not see it again', () => {
  const store = { guideSeen: true };
  const guide = new Guide(store);
  guide.roundStarts({ recipes: ['salad'] }, false);
  guide.follow('salad');
  assert.equal(nodes.get('guide').hidden, true);
});

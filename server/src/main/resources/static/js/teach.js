// What the screen tells a new cook: each recipe's whole path (the order cards' step icons, the
// guide, the help screen), the name of every station kind, and a denied press said as what to do
// next. Pure data and functions: node's test runner imports this file as it is.

import { kindLabel } from './look.js';

/**
 * The campaign's recipes (levels/src/main/resources/recipes.json, which a node test holds this
 * table to): what goes in, whether it cooks in a pot, and what it is worth.
 */
export const RECIPES = {
  tomato_soup: { name: 'Tomato soup', ingredients: [['tomato', 3]], cooked: true, cookS: 10, points: 20 },
  onion_soup: { name: 'Onion soup', ingredients: [['onion', 3]], cooked: true, cookS: 10, points: 20 },
  salad: { name: 'Salad', ingredients: [['tomato', 1], ['lettuce', 1]], cooked: false, cookS: 0, points: 12 },
  garden_salad: { name: 'Garden salad', ingredients: [['tomato', 1], ['lettuce', 1], ['onion', 1]], cooked: false, cookS: 0, points: 16 },
};

const FOOD_NAME = { tomato: ['tomato', 'tomatoes'], onion: ['onion', 'onions'], lettuce: ['lettuce', 'lettuces'] };

/** A food's name with its article: "a tomato", "an onion". */
function aFood(kind) {
  const name = food(kind);
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

function food(kind, n = 1) {
  const names = FOOD_NAME[kind] ?? [kind, `${kind}s`];
  return n === 1 ? names[0] : names[1];
}

/**
 * A recipe as the order card draws it: one step per icon, each {icon, text, title}. `icon` is an
 * item kind (its colour) or a verb (`chop`, `pot`, `plate`); `text` is what the icon says in
 * letters, so the card never relies on colour alone; `title` is the step in words.
 */
export function recipeSteps(id) {
  const r = RECIPES[id];
  if (!r) return [];
  const steps = r.ingredients.map(([kind, n]) => ({
    icon: kind, text: `${n}× ${kindLabel(kind)}`, title: `${n} ${food(kind, n)}`,
  }));
  steps.push({ icon: 'chop', text: 'chop', title: 'chopped' });
  if (r.cooked) steps.push({ icon: 'pot', text: 'pot', title: `cooked in a pot (${r.cookS} s)` });
  steps.push({ icon: 'plate', text: 'plate', title: 'on a plate' });
  return steps;
}

/** The steps in one sentence, for a screen reader and the card's tooltip. */
export function recipeSentence(id) {
  return recipeSteps(id).map((s) => s.title).join(', then ');
}

/**
 * A recipe's whole path from shelf to serve window, as the guide and the help screen say it.
 * Soups: chop, three in a pot, wait, then the pot's soup onto a plate at the prep counter; salads:
 * chop each, then everything onto a plate at the prep counter.
 */
export function recipePath(id) {
  const r = RECIPES[id];
  if (!r) return [];
  const [kind, n] = r.ingredients[0];
  if (r.cooked) {
    return [
      `Take ${aFood(kind)} from its crate (face it, press Act).`,
      'Put it on a chop board; hold Act to chop it.',
      `Put it in a pot: ${n} chopped ${food(kind, n)} cook by themselves (${r.cookS} s).`,
      'When the pot turns green, take the soup out before it burns.',
      'Put it on the prep counter with a clean plate from the plate crate.',
      'Carry the plated soup to SERVE.',
    ];
  }
  const list = r.ingredients.map(([k]) => food(k)).join(', ');
  return [
    `Take each of ${list} from its crate; chop it on a chop board (hold Act).`,
    'Put every chopped piece on the prep counter with a clean plate from the plate crate.',
    'Carry the plated dish to SERVE.',
  ];
}

/** What every station kind is called on the kitchen (short, drawn on the tile) and in the help. */
export const STATIONS = {
  spawn_shelf: { label: '', name: 'Crate', what: 'hands out what is drawn on it (tomatoes, onions, lettuce, clean plates)' },
  chop_board: { label: 'CHOP', glyph: '✂', name: 'Chop board', what: 'put a raw ingredient down, then hold Act to chop it' },
  stove: { label: 'POT', glyph: '♨', name: 'Pot on a stove', what: 'chopped ingredients for a soup; it cooks once full, then burns if left' },
  prep: { label: 'PREP', glyph: '▤', name: 'Prep counter', what: 'a clean plate and the food: the dish plates itself here' },
  serve: { label: 'SERVE', name: 'Serve window', what: 'bring a plated dish that an order wants' },
  sink: { label: 'SINK', glyph: '≈', name: 'Sink', what: 'dirty plates come back: put one in and hold Act to wash it' },
  trash: { label: 'BIN', glyph: '✕', name: 'Bin', what: 'throws away what you carry (costs 2 points)' },
  counter: { label: '', name: 'Counter', what: 'put anything down to pass it to a teammate' },
};

/** The denial reasons of docs/SIMULATION.md as a short nudge, when nothing better is known. */
export const DENIED_TEXT = {
  stunned: 'stunned: wait a moment', nothing_here: 'face a counter or station', out_of_reach: 'step closer',
  not_facing: 'turn to face it', hands_full: 'hands full: put it down first', hands_empty: 'hands empty',
  wrong_item: 'wrong item here', station_dirty: 'dirty: wash it first', station_busy: 'someone is working there',
  invalid_state: 'nothing to do here', contested_lost: 'a teammate got it first',
};

function parseHeld(wire) {
  if (!wire) return null;
  const m = /^(.*?)(?:_(raw|chopped|cooked|burnt|clean|dirty|plated))?$/.exec(wire);
  return { kind: m[1], form: m[2] ?? '' };
}

/**
 * A denied press as what to do next, from the kernel's reason, what the cook holds (`held`, a
 * wire item name or null), the kind of station it faces (or null) and the level's recipes.
 */
export function deniedHint(reason, held, station, recipes = []) {
  const h = parseHeld(held);
  const soups = recipes.filter((r) => RECIPES[r]?.cooked);
  if (reason === 'wrong_item' && h) {
    const dish = RECIPES[h.kind];
    if (station === 'stove') {
      if (h.form === 'raw') return 'chop it first';
      if (h.kind === 'plate') return 'put the plate on the prep counter';
      const soup = soups.find((r) => RECIPES[r].ingredients[0][0] === h.kind);
      if (soup) return 'this pot holds something else';
      const wanted = soups.map((r) => `chopped ${food(RECIPES[r].ingredients[0][0], 3)}`).join(' or ');
      return wanted ? `the pot takes ${wanted}` : 'no soup on this level';
    }
    if (station === 'chop_board') {
      if (h.form === 'chopped') return 'already chopped: to a pot or the prep';
      return 'only raw food is chopped';
    }
    if (station === 'serve') {
      if (dish && h.form !== 'plated') return 'needs a plate: use the prep counter';
      if (h.form === 'plated') return 'no order wants this dish';
      return 'needs a plate: use the prep counter';
    }
    if (station === 'sink') return 'the sink takes dirty plates';
  }
  if (reason === 'hands_empty') {
    if (station === 'serve') return 'bring a plated dish';
    if (station === 'trash') return 'nothing to throw away';
    if (station === 'sink') return 'bring a dirty plate';
  }
  if (reason === 'hands_full') {
    if (station === 'stove' || station === 'prep' || station === 'sink' || station === 'chop_board') return 'full: take something out first';
    return 'hands full: put it down first';
  }
  if (reason === 'invalid_state' && station === 'stove') return 'cooks by itself once full';
  return DENIED_TEXT[reason] ?? reason ?? 'no';
}

/**
 * The station a cook at (x, y), facing `f` (0 up, 1 right, 2 down, 3 left), would act on: the
 * tile just in front of it. An approximation of the kernel's reach, good enough to name a denial.
 */
export function facedStation(stations, x, y, f) {
  const [dx, dy] = [[0, -1], [1, 0], [0, 1], [-1, 0]][f] ?? [0, 1];
  const tx = Math.floor(x + dx * 0.75);
  const ty = Math.floor(y + dy * 0.75);
  return stations.find((s) => s.x === tx && s.y === ty)?.k ?? null;
}

/**
 * What a pot says about itself: `label` under it and `warn` when its soup is about to burn.
 * `readySince` is when (ms) it was first seen ready, `burnS` the level's overcook window (0 never),
 * `need` how many ingredients its soup takes, `count` how many it holds (the station's `n`; null: unknown).
 */
export function potStatus(st, nowMs, readySince, burnS, need = 3, count = null) {
  if (st.k !== 'stove' || !st.g) return null;
  if (st.s === 'working') return { label: `cooking ${Math.round(st.p * 100)}%`, warn: false, share: st.p };
  if (st.s === 'ready') {
    if (!burnS) return { label: 'ready!', warn: false, share: 1 };
    const left = Math.max(0, burnS - (nowMs - (readySince ?? nowMs)) / 1000);
    return { label: `ready! burns in ${Math.ceil(left)} s`, warn: true, share: left / burnS };
  }
  if (st.s === 'burning' || st.s === 'blocked') return { label: 'burnt: bin it', warn: true, share: 0 };
  return { label: count === null ? `cooks at ${need}` : `${Math.min(count, need)}/${need}`, warn: false, share: 0 };
}

/** How many ingredients the soup of a pot whose first content is `wire` takes (3 for the campaign's soups). */
export function potNeeds(wire, recipes = Object.keys(RECIPES)) {
  const h = parseHeld(wire);
  const soup = recipes.map((r) => RECIPES[r]).find((r) => r?.cooked && r.ingredients[0][0] === h?.kind);
  return soup ? soup.ingredients[0][1] : 3;
}

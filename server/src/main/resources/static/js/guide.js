// The first-round guide (one dish from crate to serve window, over the kitchen, until it is
// closed once) and the help screen (the controls, the stations, one recipe's whole path). DOM
// only; what they say is teach.js's.

import { recipePath, RECIPES, STATIONS } from './teach.js';

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

/** The dish the guide walks through: the level's first soup (its path shows every station), else its first recipe. */
export function guideRecipe(level) {
  const ids = level?.recipes?.length ? level.recipes : ['tomato_soup'];
  return ids.find((r) => RECIPES[r]?.cooked) ?? ids[0];
}

export class Guide {
  /** @param store has guideSeen (kept in localStorage) */
  constructor(store) {
    this.store = store;
    this.opener = null;
    $('guide-close').addEventListener('click', () => this.dismiss());
    for (const id of ['help-open', 'round-help']) $(id).addEventListener('click', (e) => this.openHelp(e.currentTarget));
    for (const id of ['help-close', 'help-close-top']) $(id).addEventListener('click', () => this.closeHelp());
    $('help').addEventListener('keydown', (e) => { if (e.key === 'Escape') this.closeHelp(); });
  }

  /** A round begins on `level`: the guide shows unless it was closed before (or `spectator`: watchers cook nothing). */
  roundStarts(level, spectator) {
    const box = $('guide');
    this.following = true;
    if (this.store.guideSeen || spectator || !level) { box.hidden = true; return; }
    // A level of one dish is taught at once; otherwise the steps wait for the round's first order,
    // so nobody reads the countdown away on a dish nobody will order (the guide had switched from
    // the level's first soup to the first order's dish as the round began).
    const dishes = level.recipes ?? [];
    if (dishes.length === 1 && RECIPES[dishes[0]]) {
      this.show(dishes[0]);
      this.following = false;
    } else {
      this.waiting();
    }
    box.hidden = false;
  }

  /** Before the first order: what the guide will show, and where to look. */
  waiting() {
    this.dish = null;
    $('guide-title').replaceChildren('First round? The first order (top left) is the dish to cook: its steps appear here.');
    $('guide-steps').replaceChildren();
  }

  /**
   * The round's first order names the dish to learn: the guide walks through that one. Only the
   * first: once it is served the next order may be another dish, and steps that changed under a
   * new cook's eyes mid-round were the trial's complaint.
   */
  follow(recipe) {
    if (!this.following) return;
    this.following = false;
    if ($('guide').hidden || !RECIPES[recipe] || recipe === this.dish) return;
    this.show(recipe);
  }

  show(id) {
    this.dish = id;
    const dish = el('span', { id: 'guide-dish' }, RECIPES[id]?.name ?? id);
    $('guide-title').replaceChildren('First round? Cook ', dish, ':');
    $('guide-steps').replaceChildren(...recipePath(id).map((s) => el('li', {}, s)));
  }

  hideGuide() { $('guide').hidden = true; }

  dismiss() {
    this.store.guideSeen = true;
    this.hideGuide();
  }

  /** The help screen for `level` (its first soup's path; tomato soup before any level). */
  openHelp(opener) {
    this.opener = opener ?? null;
    const id = this.dish ?? guideRecipe(this.level);
    $('help-dish').textContent = RECIPES[id]?.name ?? id;
    $('help-steps').replaceChildren(...recipePath(id).map((s) => el('li', {}, s)));
    $('help-stations').replaceChildren(...Object.values(STATIONS).map((s) => el('li', {}, el('b', {}, s.name), s.glyph ? ` (${s.label}, ${s.glyph})` : '', `: ${s.what}`)));
    $('help').hidden = false;
    $('help').scrollTop = 0;
    $('help-close').focus({ preventScroll: true });
  }

  closeHelp() {
    $('help').hidden = true;
    this.opener?.focus();
  }

  get helpOpen() { return !$('help').hidden; }
}

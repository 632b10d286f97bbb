// Kitchen events become short floating labels. Each frame's `e` holds only that tick's
// events and every frame is applied once, so each event is shown exactly once.

import { EMOTES } from './look.js';
import { DENIED_TEXT } from './teach.js';

const LIFE_MS = 1200;
/** A denial says what to do next in a few words: it stays long enough to read them. */
const DENIED_LIFE_MS = 2200;

/** The label for one normalised event, or null for events that have nothing to show. */
export function labelFor(e) {
  switch (e.k) {
    case 'chopped': return 'chop!';
    case 'cooked': return 'cooked';
    case 'plated': return 'plated';
    case 'washed': return 'clean';
    case 'served': return `+${e.pts ?? e.sd ?? ''}`;
    case 'burnt': return 'burnt!';
    case 'fire': return 'FIRE!';
    case 'extinguished': return 'out';
    case 'trashed': return 'trashed';
    case 'denied': return e.hint ?? DENIED_TEXT[e.r] ?? e.r ?? 'no'; // hint: teach.js deniedHint, set by the controller
    case 'ghost_on': return 'dropped out';
    case 'ghost_off': return 'back';
    case 'ghost_park': return 'item lost';
    case 'emote': return EMOTES[e.em] ?? e.em;
    case 'missed': return 'order missed';
    case 'rush': return 'RUSH!';
    default: return null;
  }
}

export class Labels {
  constructor() {
    this.items = [];
  }

  /**
   * @param e normalised event
   * @param where (playerId) => {x, y} | null: a cook's place, for events that name one
   * @param me the viewer's own player id (null for a watcher)
   */
  add(e, where, nowMs, me = null) {
    // A refused press is a hint to the cook's own player: every other cook's (a bot pressing at a
    // busy pot each tick) piled up over the kitchen and hid the cooks under it.
    if (e.k === 'denied' && e.i !== me) return;
    const text = labelFor(e);
    if (!text) return;
    let x = e.x;
    let y = e.y;
    if (e.i !== undefined && (e.k === 'denied' || e.k.startsWith('ghost') || e.k === 'emote' || (x === 0 && y === 0))) {
      const p = where(e.i);
      if (p) { x = p.x; y = p.y; }
    }
    if (x === 0 && y === 0) return; // nowhere in the kitchen: the HUD's rush badge and the orders rail show those
    if (e.k === 'denied') {
      // pressing again where it was refused says the same thing again: one label, read afresh
      const same = this.items.find((l) => l.denied && l.text === text);
      if (same) { Object.assign(same, { x, y, born: nowMs }); return; }
    }
    this.items.push({ x, y, text, born: nowMs, life: e.k === 'denied' ? DENIED_LIFE_MS : LIFE_MS, denied: e.k === 'denied' });
  }

  /** Live labels with their age as a share of their life. */
  live(nowMs) {
    this.items = this.items.filter((l) => nowMs - l.born < l.life);
    return this.items.map((l) => ({ ...l, age: (nowMs - l.born) / l.life }));
  }
}

/**
 * A short buzz for the events a player should feel on a phone: any served dish (the team
 * scored), and a denied press of the viewer's own cook (nothing happened where they pressed).
 * The pattern for navigator.vibrate, or null.
 */
export function vibrationFor(e, myId) {
  if (e.k === 'served') return [40];
  if (e.k === 'denied' && myId !== null && e.i === myId) return [15, 60, 15];
  return null;
}

/**
 * Floating labels moved up, in steps, until none covers a fixed tag (a cook's name, what it
 * carries) or an earlier label: boxes are {x, y, w, h} in canvas pixels, `y` the top. Each label
 * tries at most `tries` steps of its own height; a label that never finds room keeps its last
 * place rather than vanishing. Returns the labels' tops, in the order given.
 */
export function placeLabels(labels, fixed, tries = 6) {
  const taken = [...fixed];
  return labels.map((l) => {
    let y = l.y;
    for (let k = 0; k < tries && taken.some((b) => overlaps({ ...l, y }, b)); k++) y -= l.h + 2;
    taken.push({ ...l, y });
    return y;
  });
}

/** Whether two boxes {x, y, w, h} share any area. */
export function overlaps(a, b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// Which keyboard keys move the cook and press Act, remappable and remembered in this browser.
// Each action has one key the player chooses (W A S D and Space to start with) and fixed
// second keys (the arrows, E) that always work, so a bad mapping can never lock anyone out.
// Pure apart from the storage handed in: node's test runner imports this file as it is.

export const ACTIONS = ['up', 'left', 'down', 'right', 'act'];
export const ACTION_NAMES = { up: 'Up', left: 'Left', down: 'Down', right: 'Right', act: 'Act' };
const DIRECTIONS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
export const DEFAULT_KEYS = { up: 'KeyW', left: 'KeyA', down: 'KeyS', right: 'KeyD', act: 'Space' };
const FIXED = { up: ['ArrowUp'], left: ['ArrowLeft'], down: ['ArrowDown'], right: ['ArrowRight'], act: ['KeyE'] };
/** Keys that cannot be chosen: they move focus, leave a dialog, or send emotes. */
const RESERVED = new Set(['Tab', 'Escape', 'Enter', 'Digit1', 'Digit2', 'Digit3', 'Digit4', 'Digit5', 'Digit6',
  'MetaLeft', 'MetaRight', 'ContextMenu', 'F5']);
const STORE_KEY = 'undercooked.keys';

/** A key code as people read it: `KeyW` is W, `ArrowUp` is ↑, `Space` is Space. */
export function keyName(code) {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit\d$/.test(code)) return code.slice(5);
  const arrows = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };
  return arrows[code] ?? code.replace(/^Numpad/, 'Num ').replace(/(Left|Right)$/, ' $1');
}

export class KeyMap {
  /** `storage`: localStorage or a stand-in with getItem and setItem. */
  constructor(storage) {
    this.storage = storage;
    this.chosen = { ...DEFAULT_KEYS };
    try {
      const saved = JSON.parse(storage?.getItem(STORE_KEY) ?? 'null');
      for (const a of ACTIONS) if (typeof saved?.[a] === 'string' && !RESERVED.has(saved[a])) this.chosen[a] = saved[a];
    } catch { /* an unreadable saving: the defaults */ }
    this.index();
  }

  /** Lookups from the bindings; a key that is both a chosen Act and a fixed move key acts. */
  index() {
    this.acts = new Set([this.chosen.act, ...FIXED.act]);
    this.moves = {};
    for (const a of ['up', 'left', 'down', 'right']) {
      for (const k of [...FIXED[a], this.chosen[a]]) if (!this.acts.has(k) || k === this.chosen[a]) this.moves[k] = DIRECTIONS[a];
    }
    for (const a of ['up', 'left', 'down', 'right']) this.acts.delete(this.chosen[a]); // a chosen move key moves
  }

  /** The direction a key moves, or undefined. */
  move(code) {
    return this.moves[code];
  }

  isAct(code) {
    return this.acts.has(code);
  }

  known(code) {
    return code in this.moves || this.acts.has(code);
  }

  /**
   * Binds `code` to `action`; a key another action had is swapped to that action's old key, so no
   * action is left without its chosen key. Returns a sentence saying what changed, or why not.
   */
  set(action, code) {
    if (!ACTIONS.includes(action)) return `No action ${action}.`;
    if (RESERVED.has(code)) return `${keyName(code)} cannot be used: it is for the page (Tab, Escape, Enter) or the emotes (1-6).`;
    const old = this.chosen[action];
    const other = ACTIONS.find((a) => a !== action && this.chosen[a] === code);
    this.chosen[action] = code;
    if (other) this.chosen[other] = old;
    this.save();
    return other ? `${ACTION_NAMES[action]} is ${keyName(code)}; ${ACTION_NAMES[other]} took ${keyName(old)}.`
      : `${ACTION_NAMES[action]} is ${keyName(code)}.`;
  }

  reset() {
    this.chosen = { ...DEFAULT_KEYS };
    this.save();
  }

  save() {
    this.index();
    try { this.storage?.setItem(STORE_KEY, JSON.stringify(this.chosen)); } catch { /* private mode: this visit only */ }
  }

  /** The keys of an action as the help and the hints say them: the chosen one first. */
  label(action) {
    return [this.chosen[action], ...FIXED[action]].map(keyName).join(' or ');
  }

  /** One line for the round screen's hint. */
  hint() {
    const move = ['up', 'left', 'down', 'right'].map((a) => keyName(this.chosen[a])).join(' ');
    return `Move: ${move} or arrows. Act: ${keyName(this.chosen.act)} or E (hold to chop, wash, trash, put out fire). Emotes: 1-6.`;
  }
}

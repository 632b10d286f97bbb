// Touch controls: a virtual stick that appears where the left thumb lands and an Act button on
// the right, read into the same {x, y, act} intent the keyboard gives (input.js sums them), so
// the game has one input path. `TouchState` is pure (node's test runner imports this file as
// it is); `TouchPad` is its DOM side.

/** The Act button (88 CSS px, style.css) and its margins: less room than this under the kitchen is tight. */
export const ACT_ROOM_PX = 104;
/** A thumb this far from where it landed is full tilt, in CSS pixels. */
export const STICK_RADIUS_PX = 48;
/** Inside this share of the radius the stick is still: a resting thumb does not walk. */
export const STICK_DEADZONE = 0.2;

/**
 * The stick's direction for a thumb `dx, dy` CSS pixels from where it landed: nothing inside
 * the dead zone, then rising from 0 at its edge to 1 at the radius (so a small push is a slow
 * walk, not a jump to 20%), never longer than 1.
 */
export function stickVector(dx, dy, radius = STICK_RADIUS_PX, deadzone = STICK_DEADZONE) {
  const len = Math.hypot(dx, dy);
  const share = len / radius;
  if (share <= deadzone) return { x: 0, y: 0 };
  const mag = Math.min(1, (share - deadzone) / (1 - deadzone));
  return { x: (dx / len) * mag, y: (dy / len) * mag };
}

/**
 * Which finger does what. The first finger down in the stick zone is the stick (a second
 * there is ignored); every finger down in the act zone holds Act until it lifts, so two
 * thumbs move and act at once, and a finger that slides off the button still holds it.
 */
export class TouchState {
  constructor() {
    this.stick = null; // {id, ox, oy, x, y}: where it landed and where it is now
    this.acts = new Set();
  }

  /** A finger down; `zone` is 'stick' or 'act'. True when it changed the intent's sources. */
  start(id, x, y, zone) {
    if (zone === 'act') {
      this.acts.add(id);
      return true;
    }
    if (zone === 'stick' && this.stick === null) {
      this.stick = { id, ox: x, oy: y, x, y };
      return true;
    }
    return false;
  }

  move(id, x, y) {
    if (this.stick && this.stick.id === id) {
      this.stick.x = x;
      this.stick.y = y;
    }
  }

  /** A finger up or cancelled (the browser took it): whatever it did stops. */
  end(id) {
    if (this.stick && this.stick.id === id) this.stick = null;
    this.acts.delete(id);
  }

  /** Every finger forgotten: the page was left, or the controls turned off. */
  clear() {
    this.stick = null;
    this.acts.clear();
  }

  get active() {
    return this.stick !== null || this.acts.size > 0;
  }

  /** {x, y, act} from the fingers now down. */
  intent() {
    const v = this.stick ? stickVector(this.stick.x - this.stick.ox, this.stick.y - this.stick.oy) : { x: 0, y: 0 };
    return { x: v.x, y: v.y, act: this.acts.size > 0 };
  }
}

/**
 * The DOM half: listens on `pad` (a layer over the kitchen), the left half of it being the
 * stick zone and the right half Act; draws the stick where the thumb landed and presses the
 * Act button. `onEdge()` is called when a finger lands or lifts, for the caller to send the
 * changed intent at once instead of at the next animation frame.
 */
export class TouchPad {
  constructor(pad, { onEdge }) {
    this.pad = pad;
    this.state = new TouchState();
    this.onEdge = onEdge;
    this.base = pad.querySelector('.stick-base');
    this.knob = pad.querySelector('.stick-knob');
    this.act = pad.querySelector('.act-button');
    const opts = { passive: false }; // preventDefault: no scroll, zoom, selection or mouse emulation
    pad.addEventListener('touchstart', (e) => this.touches(e, 'start'), opts);
    pad.addEventListener('touchmove', (e) => this.touches(e, 'move'), opts);
    pad.addEventListener('touchend', (e) => this.touches(e, 'end'), opts);
    pad.addEventListener('touchcancel', (e) => this.touches(e, 'end'), opts);
  }

  touches(e, what) {
    e.preventDefault();
    this.pad.classList.add('used'); // the hint has done its job once a thumb found the controls
    const box = this.pad.getBoundingClientRect();
    let edge = false;
    for (const t of e.changedTouches) {
      const x = t.clientX - box.left;
      const y = t.clientY - box.top;
      if (what === 'start') edge = this.state.start(t.identifier, x, y, x < box.width / 2 ? 'stick' : 'act') || edge;
      else if (what === 'move') this.state.move(t.identifier, x, y);
      else { edge = edge || this.isUsed(t.identifier); this.state.end(t.identifier); }
    }
    this.paint();
    if (edge) this.onEdge();
  }

  /**
   * Tells the pad how many CSS pixels the stage has under the kitchen: where the Act button does
   * not fit there it is drawn smaller, and the hint, which would lie over the kitchen's bottom
   * row, is not shown.
   */
  room(px) {
    const fit = px >= ACT_ROOM_PX ? 'full' : 'tight';
    if (this.pad.dataset.room !== fit) this.pad.dataset.room = fit;
  }

  /** The fingers' intent (Controls reads it as it reads keys). */
  intent() {
    return this.state.intent();
  }

  isUsed(id) {
    return this.state.acts.has(id) || this.state.stick?.id === id;
  }

  /** Forgets every finger (a blur, the round's end) and shows the controls at rest. */
  clear() {
    this.state.clear();
    this.paint();
  }

  paint() {
    const s = this.state.stick;
    this.base.hidden = s === null;
    this.knob.hidden = s === null;
    if (s) {
      const v = stickVector(s.x - s.ox, s.y - s.oy);
      this.base.style.transform = `translate(${s.ox}px, ${s.oy}px)`;
      this.knob.style.transform = `translate(${s.ox + v.x * STICK_RADIUS_PX}px, ${s.oy + v.y * STICK_RADIUS_PX}px)`;
    }
    this.act.classList.toggle('pressed', this.state.acts.size > 0);
  }
}

// The client's picture of the kitchen: snap frames merged exactly as docs/PROTOCOL.md says
// (identity keys, tombstones, sorted sections), and a buffer that lets the renderer draw the
// cooks a little in the past, between two real snapshots, instead of jumping 20 times a second.
// Pure functions and plain objects only: node's test runner imports this file as it is.

/** The one hazard that moves; a kitchen has at most one, so its kind is its identity. */
export const MOVING_OBSTACLE = 'moving_obstacle';

/**
 * The protocol from which a delta patches a hazard (the obstacle's x, y or l alone). Before it a
 * hazard's delta entry is whole: an absent l is the default, not "unchanged".
 */
export const OBSTACLE_BY_KIND_SINCE = 4;

/**
 * Identity key of an entry per section; tombstones carry these fields (a hazard's tombstone
 * always carries t, x, y: for the obstacle, where it was, which only protocol 1 to 3 clients use).
 */
export const IDENTITY = {
  p: (e) => e.i,
  st: (e) => `${e.k}|${e.x}|${e.y}`,
  o: (e) => String(e.id),
  hz: (e) => (e.t === MOVING_OBSTACLE ? e.t : `${e.t}|${e.x}|${e.y}`),
};

// The server keeps every section sorted by its identity key (players by id, orders by id,
// stations in reading order: row, column, kind; hazards the obstacle first, then in reading
// order); keeping the same order makes a merged view equal to the full frame the server would
// have sent, which the tests compare.
const obstacleFirst = (h) => (h.t === MOVING_OBSTACLE ? 0 : 1);
const ORDER = {
  p: (a, b) => cmp(a.i, b.i),
  st: (a, b) => a.y - b.y || a.x - b.x || cmp(a.k, b.k),
  o: (a, b) => a.id - b.id,
  hz: (a, b) => obstacleFirst(a) - obstacleFirst(b) || (obstacleFirst(a) === 0 ? 0 : a.y - b.y || a.x - b.x) || cmp(a.t, b.t),
};

function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export const SECTIONS = ['p', 'st', 'o', 'hz'];

/**
 * What a field left out of a protocol-3 frame means (docs/PROTOCOL.md, "Defaults"), per section;
 * a station also left out of a full frame is at rest, and the level says where (restStations).
 */
export const DEFAULTS = {
  p: { h: null, s: 'idle', sq: 0 },
  st: { g: null, n: 0, q: 1, p: 0, s: 'idle' },
  o: {},
  hz: { l: 0 },
};

// Fields without a default: a delta entry for an identity the view lacks must carry them, or
// the view skips it until the next full frame (as the protocol's SnapshotView does). A hazard's
// place: always there for a fire, a spill or a rush; the obstacle's patch may lack it.
const REQUIRED = { p: ['x', 'y', 'f', 'pi'], st: [], o: ['r', 'l', 'pts'], hz: ['x', 'y'] };

/**
 * Applies one snap body to the current merged view and returns the new view (a fresh object;
 * the old one is not touched). A full frame replaces the view: fields it leaves out take their
 * defaults and the level's stations at rest (`rest`, from restStations) fill in the stations it
 * leaves out. A delta patches: its tombstones remove first, then an entry carries its identity
 * and the fields that changed (the moving obstacle's is its kind and its new x, y or l), an
 * absent score or target is unchanged. A delta that arrives before any full frame has nothing to
 * patch: the result is null, and the caller waits for the next full frame, as the protocol's
 * SnapshotView does. `p` is the protocol of the frame (its message's `p`): frames of protocols 1
 * to 3 merge the same way, but their hazard entries are whole (an absent l is 0), and their moving
 * obstacle comes as a tombstone where it was and the whole entry where it is, which
 * tombstones-first makes a replacement.
 */
export function mergeFrame(view, raw, rest = [], p = OBSTACLE_BY_KIND_SINCE) {
  if (raw.full) {
    const out = { t: raw.t, s: raw.s, tgt: raw.tgt, tl: raw.tl, full: true, e: raw.e ?? [] };
    for (const sec of SECTIONS) out[sec] = (raw[sec] ?? []).map((e) => ({ ...DEFAULTS[sec], ...e }));
    if (rest.length) {
      const given = new Set(out.st.map(IDENTITY.st));
      for (const r of rest) if (!given.has(IDENTITY.st(r))) out.st.push({ ...r });
    }
    for (const sec of SECTIONS) out[sec].sort(ORDER[sec]);
    return out;
  }
  if (!view) return null;
  const out = { t: raw.t, s: raw.s ?? view.s, tgt: raw.tgt ?? view.tgt, tl: raw.tl, full: true, e: raw.e ?? [] };
  const d = raw.d ?? {};
  for (const sec of SECTIONS) {
    const changes = d[sec] ?? [];
    if (changes.length === 0) {
      out[sec] = view[sec];
      continue;
    }
    const key = IDENTITY[sec];
    const whole = sec === 'hz' && p < OBSTACLE_BY_KIND_SINCE;
    const byKey = new Map(view[sec].map((e) => [key(e), e]));
    for (const change of changes) {
      if (change.gone === true) byKey.delete(key(change));
    }
    for (const change of changes) {
      const k = key(change);
      if (change.gone === true) {
        continue;
      } else if (whole) {
        byKey.set(k, { ...DEFAULTS.hz, ...change });
      } else if (byKey.has(k)) {
        byKey.set(k, { ...byKey.get(k), ...change });
      } else if (REQUIRED[sec].every((f) => change[f] !== undefined)) {
        byKey.set(k, { ...DEFAULTS[sec], ...change });
      }
    }
    out[sec] = [...byKey.values()].sort(ORDER[sec]);
  }
  return out;
}

/** Past this many deltas without a full frame a stream stops keeping them (a full one comes every 20). */
const KEPT_DELTAS = 80;

/**
 * A snap stream's merged view, which may learn the level's stations at rest after its first
 * frames (the level comes over HTTP while the socket already streams): it keeps the last full
 * frame and the deltas since, and rebuilds the view from them when the rest arrives.
 */
export class SnapStream {
  constructor() {
    this.rest = [];
    this.p = OBSTACLE_BY_KIND_SINCE;
    this.clear();
  }

  /** Forgets the frames (a new socket, a new round); the stations at rest stay the level's. */
  clear() {
    this.lastFull = null;
    this.since = [];
    this.view = null;
  }

  /** The level's stations at rest; returns the (rebuilt) view. */
  setRest(rest) {
    this.rest = rest ?? [];
    if (this.lastFull && this.since.length <= KEPT_DELTAS) {
      let v = mergeFrame(null, this.lastFull, this.rest);
      for (const d of this.since) v = mergeFrame(v, d, this.rest, this.p);
      this.view = v;
    }
    return this.view;
  }

  /**
   * Applies one snap body of a message whose protocol is `p` (one server, one `p`, for the
   * stream's life); returns the new view, or null for a delta before any full frame.
   */
  apply(raw, p = OBSTACLE_BY_KIND_SINCE) {
    this.p = p;
    if (raw.full) {
      this.lastFull = raw;
      this.since = [];
    } else {
      if (!this.view) return null;
      if (this.since.length <= KEPT_DELTAS) this.since.push(raw);
    }
    this.view = mergeFrame(this.view, raw, this.rest, p);
    return this.view;
  }
}

/** Events of a frame (flat: k, x, y and payload keys) or of an `ev` batch (nested payload), one shape. */
export function normaliseEvent(e) {
  if (e.kind !== undefined) return { k: e.kind, x: e.x, y: e.y, ...(e.payload ?? {}) };
  return e;
}

/**
 * Snapshots in arrival order with the means to draw the cooks `delayMs` behind the newest, or
 * two snapshot intervals behind when frames come further apart (a spectator's 10 Hz): the
 * render time must stay between two received frames, or a cook waits at the newest one.
 * Time on the server side is the tick; a tick's length is learnt from the frames themselves
 * (the round clock `tl` falls by one tick's length per tick), so a server running another
 * tick rate is still interpolated at the right speed without a field the contract lacks.
 */
export class SnapBuffer {
  constructor(delayMs = 100, capacity = 40) {
    this.delayMs = delayMs;
    this.capacity = capacity;
    this.entries = [];
    this.msPerTick = 50;
    this.offset = null; // local ms minus server ms, the smallest seen lately (least queueing)
  }

  clear() {
    this.entries = [];
    this.offset = null;
  }

  /** Records a merged view received at local time `nowMs`. */
  push(view, nowMs) {
    const last = this.entries[this.entries.length - 1];
    if (last && view.t < last.view.t) this.clear(); // a new round restarts the tick count
    if (last && view.t === last.view.t) this.entries.pop();
    this.entries.push({ view, at: nowMs });
    if (this.entries.length > this.capacity) this.entries.shift();
    this.learnTickLength();
    const serverMs = view.t * this.msPerTick;
    const offset = nowMs - serverMs;
    // Take a lower offset at once (a frame that came faster shows the true delay), drift up
    // slowly (the clock estimate must not follow every late frame, or cooks would stutter).
    this.offset = this.offset === null || offset < this.offset ? offset : this.offset + (offset - this.offset) * 0.02;
  }

  learnTickLength() {
    const first = this.entries[0].view;
    const last = this.entries[this.entries.length - 1].view;
    const ticks = last.t - first.t;
    const seconds = first.tl - last.tl;
    if (ticks >= 10 && seconds > 0) {
      const ms = (seconds * 1000) / ticks;
      if (ms >= 15 && ms <= 250) this.msPerTick = ms; // 5-60 Hz is what the server allows
    }
  }

  latest() {
    return this.entries.length ? this.entries[this.entries.length - 1].view : null;
  }

  /** The server time, in ticks (fractional), that a frame drawn at `nowMs` shows. */
  renderTick(nowMs) {
    if (this.offset === null) return 0;
    return (nowMs - this.renderDelayMs() - this.offset) / this.msPerTick;
  }

  /**
   * How far behind the newest frame the cooks are drawn: at least `delayMs`, and two of the
   * usual gaps between frames (the median, so one lost or late frame does not move it).
   */
  renderDelayMs() {
    const gaps = [];
    for (let k = 1; k < this.entries.length; k++) gaps.push(this.entries[k].view.t - this.entries[k - 1].view.t);
    if (gaps.length === 0) return this.delayMs;
    gaps.sort((a, b) => a - b);
    return Math.max(this.delayMs, 2 * gaps[Math.floor(gaps.length / 2)] * this.msPerTick);
  }

  /**
   * Players as they stood at the render time: positions linearly between the two snapshots
   * around it, everything else (held item, state, facing) from the older one so nothing
   * changes before it happened. Before the oldest entry the oldest is shown; past the newest
   * the newest (never extrapolated: a guessed position that turns out wrong looks worse than a
   * late one).
   */
  playersAt(nowMs) {
    const n = this.entries.length;
    if (n === 0) return [];
    const tick = this.renderTick(nowMs);
    let a = this.entries[0].view;
    let b = a;
    for (let k = 0; k < n; k++) {
      const v = this.entries[k].view;
      if (v.t <= tick) a = v;
      if (v.t >= tick) { b = v; break; }
      b = v;
    }
    return interpolatePlayers(a, b, tick);
  }
}

/** Positions between frames `a` and `b` at fractional tick `tick` (clamped to [a.t, b.t]). */
export function interpolatePlayers(a, b, tick) {
  const span = b.t - a.t;
  const f = span > 0 ? Math.min(1, Math.max(0, (tick - a.t) / span)) : 1;
  const later = new Map(b.p.map((p) => [p.i, p]));
  const base = span > 0 ? a : b;
  return base.p.map((p) => {
    const q = later.get(p.i);
    if (!q) return { ...p };
    return { ...p, x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f };
  });
}

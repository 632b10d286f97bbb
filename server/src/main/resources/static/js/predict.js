// The kernel's movement (sim.Movement, stage three of a substep) in JavaScript, so the client
// can move its own cook the frame a key is pressed (docs/decisions/0026). It is a line-for-line
// port: the same + - * / and Math.sqrt, abs, min, max, floor on doubles in the same order, which
// JavaScript computes bit for bit as Java does, so movement.test.mjs holds it to the kernel's
// own vectors (MovementVectorsTest writes them) exactly. A change to Movement, SimConstants'
// movement numbers or HazardSystem.traction must be made here too; the vector test says when.

export const STEP_DT = 0.05;
export const MAX_SPEED = 3.5;
const ACCEL = 30.0;
const DECEL = 40.0;
export const RADIUS = 0.35;
const CONTACT_EPS = 1e-4;
const STUN_EPS = 1e-9;
const MOVE_EPS = 1e-6;
const PUSH_ITERATIONS = 8;
const PUSH_SLOP = 1e-6;
const SPILL_SPEED_SCALE = 0.6;
const SPILL_ACCEL_SCALE = 0.3;

const BLOCKING = new Set(['wall', 'counter', 'void', 'spawn_shelf', 'chop_board', 'stove', 'prep']);

/** What blocks a body, from a parsed level (level.js): terrain and the fixtures one cannot stand on. */
export function blockGrid(level) {
  const { width, height } = level;
  const blocked = new Uint8Array(width * height);
  level.rows.forEach((row, y) => row.forEach((cell, x) => { blocked[y * width + x] = BLOCKING.has(cell.kind) ? 1 : 0; }));
  return { width, height, blocks: (x, y) => x < 0 || y < 0 || x >= width || y >= height || blocked[y * width + x] === 1 };
}

/**
 * One substep of movement for every cook, as the kernel runs it. `cooks`: bodies
 * {x, y, vx, vy, f (0 up .. 3 left), state, stun}; `frames`: per cook {mx, my, face (-1 or
 * 0..3), rat, seq} or null (sent nothing); `spills`: cells [cx, cy] under a spill. Returns new bodies.
 */
export function stepMovement(grid, cooks, frames, spills = []) {
  const n = cooks.length;
  const stunned = cooks.map(applyStun);
  const px = new Array(n);
  const py = new Array(n);
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const p = stunned[i];
    const f = frames[i] ?? null;
    if (cooks[i].stun > 0.0) {
      out[i] = p;
    } else {
      out[i] = move(grid, p, f === null ? 0 : f.mx, f === null ? 0 : f.my, f === null || f.face < 0 ? null : f.face,
        traction(spills, p.x, p.y));
    }
    px[i] = out[i].x;
    py[i] = out[i].y;
  }
  if (n > 1) separate(grid, px, py, stunned, frames);
  return out.map((p, i) => (px[i] !== p.x || py[i] !== p.y ? { ...p, x: px[i], y: py[i] } : p));
}

function applyStun(p) {
  if (p.stun <= 0.0) {
    return p.state === 'stunned' ? { ...p, vx: 0, vy: 0, state: 'idle', stun: 0.0 } : p;
  }
  const left = p.stun - STEP_DT;
  if (left <= STUN_EPS) return { ...p, vx: 0, vy: 0, state: 'idle', stun: 0.0 };
  return { ...p, vx: 0, vy: 0, state: 'stunned', stun: left };
}

function traction(spills, x, y) {
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  for (const [sx, sy] of spills) {
    if (sx === cx && sy === cy) return { speed: SPILL_SPEED_SCALE, accel: SPILL_ACCEL_SCALE, slide: true };
  }
  return { speed: 1.0, accel: 1.0, slide: false };
}

function move(grid, p, mx, my, face, mods) {
  if (p.state === 'stunned') return p;
  let ix = mx;
  let iy = my;
  if (!Number.isFinite(ix) || !Number.isFinite(iy)) {
    ix = 0;
    iy = 0;
  } else {
    const len = Math.sqrt(ix * ix + iy * iy);
    if (len > 1.0) {
      ix /= len;
      iy /= len;
    }
  }
  const pushing = ix !== 0.0 || iy !== 0.0;
  let vx = p.vx;
  let vy = p.vy;
  const tx = ix * MAX_SPEED * mods.speed;
  const ty = iy * MAX_SPEED * mods.speed;
  if (pushing || !mods.slide) {
    const rate = (pushing ? ACCEL : DECEL) * mods.accel * STEP_DT;
    const dx = tx - vx;
    const dy = ty - vy;
    const dist = Math.sqrt(dx * dx + dy * dy);
    if (dist <= rate) {
      vx = tx;
      vy = ty;
    } else {
      vx += dx / dist * rate;
      vy += dy / dist * rate;
    }
  }
  const x = p.x;
  const y = p.y;
  const nx = sweep(grid, x, y, vx * STEP_DT, true);
  if (nx !== x + vx * STEP_DT) vx = 0.0;
  const ny = sweep(grid, nx, y, vy * STEP_DT, false);
  if (ny !== y + vy * STEP_DT) vy = 0.0;
  const f = face !== null ? face : facingFor(ix, iy, p.f);
  const speed = Math.sqrt(vx * vx + vy * vy);
  return { ...p, x: nx, y: ny, vx, vy, f, state: speed > MOVE_EPS ? 'moving' : 'idle' };
}

/** Facing follows intent: the dominant axis, ties horizontal; no intent keeps the facing. */
function facingFor(ix, iy, current) {
  const ax = Math.abs(ix);
  const ay = Math.abs(iy);
  if (ax === 0.0 && ay === 0.0) return current;
  if (ax >= ay) return ix > 0 ? 1 : 3;
  return iy > 0 ? 2 : 0;
}

const lowCell = (c) => Math.floor(c - RADIUS + CONTACT_EPS);
const highCell = (c) => Math.floor(c + RADIUS - CONTACT_EPS);

function sweep(grid, x, y, delta, alongX) {
  if (delta === 0.0) return alongX ? x : y;
  const c = alongX ? x : y;
  const cross = alongX ? y : x;
  const crossLo = lowCell(cross);
  const crossHi = highCell(cross);
  const target = c + delta;
  if (delta > 0) {
    for (let cell = highCell(c) + 1; cell <= highCell(target); cell++) {
      if (spanBlocked(grid, cell, crossLo, crossHi, alongX)) return Math.max(c, cell - RADIUS - CONTACT_EPS);
    }
  } else {
    for (let cell = lowCell(c) - 1; cell >= lowCell(target); cell--) {
      if (spanBlocked(grid, cell, crossLo, crossHi, alongX)) return Math.min(c, cell + 1 + RADIUS + CONTACT_EPS);
    }
  }
  return target;
}

function spanBlocked(grid, cell, crossLo, crossHi, alongX) {
  for (let o = crossLo; o <= crossHi; o++) {
    if (alongX ? grid.blocks(cell, o) : grid.blocks(o, cell)) return true;
  }
  return false;
}

function separate(grid, px, py, start, frames) {
  const n = px.length;
  let anyStuck = false;
  for (let iter = 0; iter < PUSH_ITERATIONS; iter++) {
    anyStuck = false;
    let anyOverlap = false;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if (overlap(px, i, j) > PUSH_SLOP && overlap(py, i, j) > PUSH_SLOP) {
          anyOverlap = true;
          if (pushPair(grid, px, py, i, j)) anyStuck = true;
        }
      }
    }
    if (!anyOverlap) break;
  }
  if (!anyStuck) return;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (overlap(px, i, j) > PUSH_SLOP && overlap(py, i, j) > PUSH_SLOP && !canSeparate(grid, px, py, i, j)) {
        const loser = deadlockLoser(frames, i, j);
        if (loser >= 0) {
          px[loser] = start[loser].x;
          py[loser] = start[loser].y;
        }
      }
    }
  }
}

const overlap = (a, i, j) => 2 * RADIUS - Math.abs(a[j] - a[i]);

function pushPair(grid, px, py, i, j) {
  let ox = overlap(px, i, j);
  let oy = overlap(py, i, j);
  if (ox <= PUSH_SLOP || oy <= PUSH_SLOP) return false;
  const alongX = ox <= oy;
  if (pushAlong(grid, px, py, i, j, alongX ? ox : oy, alongX) <= PUSH_SLOP) return false;
  ox = overlap(px, i, j);
  oy = overlap(py, i, j);
  if (ox <= PUSH_SLOP || oy <= PUSH_SLOP) return false;
  return pushAlong(grid, px, py, i, j, alongX ? oy : ox, !alongX) > PUSH_SLOP;
}

function pushAlong(grid, px, py, i, j, need, alongX) {
  const a = alongX ? px : py;
  const d = a[j] - a[i];
  const sign = d > 0 ? 1 : d < 0 ? -1 : 1;
  const movedI = shove(grid, px, py, i, -sign * need / 2, alongX);
  const movedJ = shove(grid, px, py, j, sign * (need - movedI), alongX);
  let rest = need - movedI - movedJ;
  if (rest > PUSH_SLOP) rest -= shove(grid, px, py, i, -sign * rest, alongX);
  return rest;
}

function shove(grid, px, py, i, delta, alongX) {
  const before = alongX ? px[i] : py[i];
  const after = sweep(grid, px[i], py[i], delta, alongX);
  if (alongX) px[i] = after; else py[i] = after;
  return Math.abs(after - before);
}

function canSeparate(grid, px, py, i, j) {
  for (const alongX of [true, false]) {
    const a = alongX ? px : py;
    const need = 2 * RADIUS - Math.abs(a[j] - a[i]);
    const sides = a[i] < a[j] ? [-1] : a[i] > a[j] ? [1] : [-1, 1];
    for (const side of sides) {
      const roomI = Math.abs(sweep(grid, px[i], py[i], side * 2 * RADIUS, alongX) - a[i]);
      const roomJ = Math.abs(sweep(grid, px[j], py[j], -side * 2 * RADIUS, alongX) - a[j]);
      if (roomI + roomJ + Math.abs(a[j] - a[i]) >= 2 * RADIUS - PUSH_SLOP && need > 0) return true;
    }
  }
  return false;
}

function deadlockLoser(frames, i, j) {
  const fi = frames[i] ?? null;
  const fj = frames[j] ?? null;
  if (fi === null && fj === null) return -1;
  if (fi === null) return j;
  if (fj === null) return i;
  return ranksBefore(fj, fi) ? i : j;
}

/** Inputs.ranksBefore: arrival tick, then seq; a full tie keeps the first. */
function ranksBefore(a, b) {
  return a.rat !== b.rat ? a.rat < b.rat : a.seq < b.seq;
}

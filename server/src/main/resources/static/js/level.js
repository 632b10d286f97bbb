// The static half of the kitchen. Snapshots carry what changes (cooks, station contents,
// orders, hazards) but not the grid, so the layout comes once per level from
// GET /api/levels/{id}, read with the default legend of docs/LEVELS.md plus the file's own.

const DEFAULT_LEGEND = {
  '#': 'wall', '.': 'floor', ' ': 'void', '=': 'counter',
  C: 'chop_board', S: 'stove', P: 'prep', W: 'serve', K: 'sink', X: 'trash',
  1: 'spawn:1', 2: 'spawn:2', 3: 'spawn:3', 4: 'spawn:4',
  t: 'shelf:tomato', o: 'shelf:onion', l: 'shelf:lettuce', p: 'shelf:plate',
};

/** Tiles as {kind, stock} per cell: kind is wall, floor, void, or a station kind; stock for shelves. */
export function parseLevel(file) {
  const legend = { ...DEFAULT_LEGEND, ...(file.legend ?? {}) };
  const rows = file.grid.map((row) => [...row].map((ch) => tile(legend[ch] ?? 'wall')));
  const spawns = [];
  rows.forEach((row, y) => row.forEach((cell, x) => { if (cell.spawn) spawns.push({ n: cell.spawn, x, y }); }));
  spawns.sort((a, b) => a.n - b.n || a.y - b.y || a.x - b.x); // the kitchen lists spawns by digit
  return {
    id: file.id,
    name: file.name,
    width: rows[0]?.length ?? 0,
    height: rows.length,
    rows,
    spawns,
    target: file.target_score ?? null,
    timeLimitS: file.time_limit_s ?? null,
    recipes: file.recipes ?? [],
    burnS: file.hazards?.burn_s ?? 0, // a finished pot's overcook window; 0: it never burns
  };
}

const STATION_KINDS = new Set(['counter', 'chop_board', 'stove', 'prep', 'serve', 'sink', 'trash', 'spawn_shelf']);

/** What a shelf of this stock shows when empty: what it hands out (plates come clean, food raw). */
export function stockItem(stock) {
  return `${stock}_${stock === 'plate' ? 'clean' : 'raw'}`;
}

/**
 * The level's stations as a round starts them, in the snapshot's station shape: what a
 * protocol-3 full frame leaves out (docs/PROTOCOL.md, "Stations at rest").
 */
export function restStations(level) {
  const out = [];
  level.rows.forEach((row, y) => row.forEach((cell, x) => {
    if (STATION_KINDS.has(cell.kind)) {
      out.push({ k: cell.kind, x, y, g: cell.stock ? stockItem(cell.stock) : null, n: 0, q: 1, p: 0, s: 'idle' });
    }
  }));
  return out;
}

// Where the sim puts the second, third and fourth cook on a shared spawn (Sim.SHARE_OFFSETS),
// without its check for terrain: the first tick of the round puts everyone where they really are.
const SHARE_OFFSETS = [[0.25, 0], [0, 0.25], [-0.25, 0], [0, -0.25]];

/**
 * The cooks as the round will start them, for the countdown (no snapshot comes before the round):
 * the k-th occupied seat, in seat order, on spawn k mod n at the tile centre, facing down, in
 * the snapshot's own player shape so the renderer draws them as it draws a round's cooks.
 */
export function cooksAtSpawns(level, seats) {
  if (!level?.spawns?.length) return [];
  const n = level.spawns.length;
  return [...seats].sort((a, b) => a.index - b.index).map((seat, k) => {
    const c = level.spawns[k % n];
    const stack = Math.floor(k / n);
    const [dx, dy] = stack === 0 ? [0, 0] : SHARE_OFFSETS[(stack - 1) % 4];
    return {
      i: `p${seat.index}`, pi: seat.index, x: c.x + 0.5 + dx, y: c.y + 0.5 + dy,
      f: 2, s: seat.connected === false ? 'disconnected' : 'idle', h: null,
    };
  });
}

function tile(name) {
  if (name.startsWith('shelf:')) return { kind: 'spawn_shelf', stock: name.slice(6) };
  if (name.startsWith('spawn:')) return { kind: 'floor', spawn: Number(name.slice(6)) };
  return { kind: name };
}

const cache = new Map();

/** The parsed level, fetched once per id per page. */
export async function loadLevel(id) {
  if (!cache.has(id)) {
    cache.set(id, fetch(`/api/levels/${encodeURIComponent(id)}`).then(async (res) => {
      if (!res.ok) throw new Error(`level ${id}: HTTP ${res.status}`);
      return parseLevel(await res.json());
    }).catch((e) => { cache.delete(id); throw e; }));
  }
  return cache.get(id);
}

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
  return {
    id: file.id,
    name: file.name,
    width: rows[0]?.length ?? 0,
    height: rows.length,
    rows,
  };
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

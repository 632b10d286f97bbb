// Canvas 2D drawing of one kitchen frame: the level's tiles, the stations as the snapshot
// reports them, hazards, cooks (already interpolated by the caller) and short-lived labels.
// Coordinates: stations sit on whole cells (x, y = the cell's top-left corner); cooks,
// hazards and events are given at their centres, in tile units.

import { overlaps, placeLabels } from './effects.js';
import { itemLook, seatColour, seatLabel } from './look.js';
import { stockItem } from './level.js';
import { potNeeds, potStatus, STATIONS } from './teach.js';
import { circle, paintFixture, paintItem, roundRect, seatShape, text } from './paint.js';

const FLOOR_A = '#EFE6D2';
const FLOOR_B = '#E6DBC2';
const WALL = '#3E4451';
const WOOD = '#B5895B';
const WOOD_EDGE = '#8A6540';
const PRESS_MS = 180; // the action button's ring on the own cook
/** The smallest kitchen text in CSS pixels (issue 35: readable on a 320 px phone), before the text-size setting. */
export const MIN_TAG_CSS_PX = 11;


export class KitchenRenderer {
  constructor(canvas) {
    this.canvas = canvas;
    // Opaque: every frame paints the whole stage first, so the page never shows through, and the
    // compositor need not blend the canvas over what is behind it.
    this.ctx = canvas.getContext('2d', { alpha: false });
    // A canvas the browser dropped and gave back (a phone's tab in the background) is blank.
    canvas.addEventListener?.('contextrestored', () => { this.shown = null; });
    this.tile = 32;
    this.ox = 0;
    this.oy = 0;
    /** 'middle' centres the kitchen in the canvas; 'top' leaves the space below for thumbs (a phone held upright). */
    this.valign = 'middle';
    this.tags = []; // this frame's fixed tags, which floating labels keep clear of
    this.placed = { cooks: [], tags: [], labels: [], pots: [] }; // the last frame's cooks, tags, labels and pots, for the debug hook
    this.readySince = new Map(); // a pot's cell -> when it was first seen ready (its burn countdown)
    this.pots = [];
    this.shown = null; // what the stage shows, to draw a frame only when it would differ (draw)
    this.frames = { asked: 0, drawn: 0 }; // draw calls, and those that drew (the debug hook's frames)
    this.dpr = 1;
    /** The help's Text size setting (prefs.js): every kitchen text is this much larger. */
    this.textScale = 1;
    /** prefers-reduced-motion: labels stay where they appear and fire does not flicker. */
    this.reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /**
   * A text size in canvas pixels: `v` (from the tile size) but never under MIN_TAG_CSS_PX CSS
   * pixels, which on a phone's high-density screen is twice or three times as many canvas pixels,
   * times the text-size setting.
   */
  fontPx(v) {
    return Math.max(v, MIN_TAG_CSS_PX * this.dpr) * this.textScale;
  }

  /** Fits the level into the canvas's CSS box, sharp on high-density screens. */
  layout(level) {
    const rect = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    this.dpr = dpr;
    const w = Math.max(1, Math.floor(rect.width * dpr));
    const h = Math.max(1, Math.floor(rect.height * dpr));
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    this.tile = Math.max(4, Math.floor(Math.min(w / level.width, h / level.height)));
    this.ox = Math.floor((w - this.tile * level.width) / 2);
    this.oy = this.valign === 'top' ? 0 : Math.floor((h - this.tile * level.height) / 2);
    // Tags stay inside the kitchen: one at the serve window would otherwise run off its edge.
    this.bounds = { x0: Math.max(0, this.ox), x1: Math.min(w, this.ox + this.tile * level.width),
      y0: this.oy, y1: this.oy + this.tile * level.height };
  }

  /** CSS pixels of the stage left under the kitchen (the touch controls' room when the kitchen sits at the top). */
  belowKitchen() {
    const h = this.canvas.height - this.bounds.y1;
    return Math.max(0, h) / this.dpr;
  }

  /** An empty stage with a line of text: no level layout yet, so no stale kitchen stays drawn. */
  drawLoading(text) {
    this.shown = null; // the stage no longer shows a kitchen
    const { ctx, canvas } = this;
    const rect = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.floor(rect.width * dpr));
    const h = Math.max(1, Math.floor(rect.height * dpr));
    if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#20242C';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#B8BEC8';
    ctx.font = `${Math.round(18 * dpr)}px "DejaVu Sans", sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, canvas.width / 2, canvas.height / 2);
  }

  /** Canvas pixel of a point in tile units. */
  px(x) { return this.ox + x * this.tile; }
  py(y) { return this.oy + y * this.tile; }

  /**
   * Draws the scene unless the stage shows it already: the same level, the same stations and
   * hazards (the same arrays: a snapshot that changes neither keeps them), the same cooks where
   * they stood, the same canvas, and nothing that moves with the clock alone ({@link stillKey}).
   * An idle kitchen is then drawn when a full frame comes, once a second, not 60 times: a phone's
   * battery and a headless browser's core are spent on frames that show something new. Returns
   * whether it drew.
   *
   * @param scene {level, view (merged, may be null), players (interpolated), seats (by index),
   *   me (own player id or null), labels [{x, y, text, colour, age 0-1}], nowMs, pressAt}
   */
  draw(scene) {
    const { level } = scene;
    this.frames.asked++;
    this.layout(level);
    const fonts = fontsStatus();
    const key = stillKey(scene, { width: this.canvas.width, height: this.canvas.height, dpr: this.dpr,
      textScale: this.textScale, valign: this.valign, reducedMotion: this.reducedMotion, fonts });
    const shown = this.shown;
    if (key !== null && shown && shown.key === key && shown.level === level
        && shown.st === scene.view?.st && shown.hz === scene.view?.hz) {
      return false;
    }
    this.shown = key === null ? null : { key, level, st: scene.view?.st, hz: scene.view?.hz };
    this.frames.drawn++;
    this.drawScene(scene);
    return true;
  }

  drawScene(scene) {
    const { ctx } = this;
    const { level } = scene;
    this.tags = [];
    this.level = level; // the crates' stock, which a station's contents do not say
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.drawStatic(level);
    const view = scene.view;
    this.itemTags = []; // the stations' item tags, painted together once every one is known
    if (!view) this.drawShelfStock(level); // before the first snapshot (the countdown)
    if (view) {
      for (const z of view.hz) if (z.t === 'spill') this.drawSpill(z);
      for (const s of view.st) this.drawStation(s, scene.nowMs);
    }
    this.paintItemTags();
    if (view) {
      this.drawPots(view.st, level, scene.nowMs);
      for (const z of view.hz) if (z.t === 'fire') this.drawFire(z.x, z.y, 0.5, scene.nowMs);
    }
    // Names first, then the cooks over them, then what they carry: where cooks bunch up, a name
    // tag no longer hides another cook (a phone's trial lost a cook under two names), and the
    // viewer's own cook is drawn last, over the others.
    const cooks = [...scene.players].sort((a, b) => Number(a.i === scene.me) - Number(b.i === scene.me));
    for (const p of cooks) this.drawCookName(p, scene.seats[p.pi]);
    for (const p of cooks) this.drawCook(p, scene.seats[p.pi], p.i === scene.me);
    for (const p of cooks) this.drawCookHands(p);
    this.cooks = scene.players.map((p) => ({ i: p.i, x: p.x, y: p.y, mine: p.i === scene.me, predicted: Boolean(p.predicted) }));
    this.press = this.drawPress(scene.players.find((p) => p.i === scene.me), scene.pressAt, scene.nowMs);
    // Progress bars over the cooks: the cook doing the work stands right in front of them.
    if (view) for (const s of view.st) if (s.p > 0 && s.p < 1) this.drawProgress(s);
    if (view) for (const z of view.hz) if (z.t === 'moving_obstacle') this.drawObstacle(z);
    this.drawLabels(scene.labels);
  }

  /**
   * The stage's background and the level's tiles with their fixtures and names: they change only
   * with the level, the layout and the text size, so they are drawn once into a canvas of their
   * own and copied in every frame. Drawn every frame, they were most of a frame's work (a kitchen's
   * station names are text), and a phone drew them 60 times a second; the copy is the same pixels.
   */
  drawStatic(level) {
    const { canvas } = this;
    const fonts = fontsStatus();
    const key = `${canvas.width}x${canvas.height} ${this.tile} ${this.ox},${this.oy} ${this.dpr} ${this.textScale} ${fonts}`;
    const layer = this.staticLayer;
    if (layer && layer.level === level && layer.key === key) {
      this.ctx.drawImage(layer.canvas, 0, 0);
      this.stationLabels = layer.labels;
      this.stationLabelPx = layer.labelPx;
      return;
    }
    const own = typeof document !== 'undefined' ? document.createElement('canvas') : null;
    const ownCtx = own?.getContext('2d', { alpha: false });
    if (!ownCtx) { // no document to make a canvas in: draw straight onto the stage
      this.paintStatic(this.ctx, level);
      return;
    }
    own.width = canvas.width;
    own.height = canvas.height;
    this.paintStatic(ownCtx, level);
    this.staticLayer = { level, key, canvas: own, labels: this.stationLabels, labelPx: this.stationLabelPx };
    this.ctx.drawImage(own, 0, 0);
  }

  /** The background and tiles onto `target` (the stage's context or the layer's). */
  paintStatic(target, level) {
    const stage = this.ctx;
    this.ctx = target;
    try {
      target.setTransform(1, 0, 0, 1, 0, 0);
      target.fillStyle = '#20242C';
      target.fillRect(0, 0, this.canvas.width, this.canvas.height);
      this.drawTiles(level);
    } finally {
      this.ctx = stage;
    }
  }

  drawTiles(level) {
    const { ctx, tile: t } = this;
    this.stationLabels = [];
    this.stationLabelPx = Infinity; // the smallest station name drawn, in canvas pixels
    this.serveMats = [];
    for (let y = 0; y < level.height; y++) {
      for (let x = 0; x < level.width; x++) {
        const cell = level.rows[y][x];
        const X = this.px(x);
        const Y = this.py(y);
        if (cell.kind === 'void') continue;
        if (cell.kind === 'wall') {
          ctx.fillStyle = WALL;
          ctx.fillRect(X, Y, t, t);
          ctx.fillStyle = '#4B5263';
          ctx.fillRect(X, Y, t, t * 0.18);
          continue;
        }
        ctx.fillStyle = (x + y) % 2 === 0 ? FLOOR_A : FLOOR_B;
        ctx.fillRect(X, Y, t, t);
        if (['counter', 'spawn_shelf', 'chop_board', 'stove', 'prep'].includes(cell.kind)) {
          ctx.fillStyle = WOOD;
          ctx.fillRect(X + 1, Y + 1, t - 2, t - 2);
          ctx.strokeStyle = WOOD_EDGE;
          ctx.lineWidth = Math.max(1, t * 0.05);
          ctx.strokeRect(X + 1.5, Y + 1.5, t - 3, t - 3);
        }
        paintFixture(this.ctx, cell.kind, X, Y, t);
        if (cell.kind === 'serve') this.serveMats.push([X, Y]); // its word goes on once every tile is down
        this.drawStationLabel(cell.kind, X, Y);
      }
    }
    for (const [X, Y] of this.serveMats) this.drawServeWord(X, Y);
  }

  /**
   * SERVE on its mat, as readable as every other name in the kitchen (it was a fifth of a tile:
   * 6 px on a phone). Wider than the mat, it sits on a chip over the tiles beside it, drawn after
   * them so none covers it.
   */
  drawServeWord(X, Y) {
    const { ctx, tile: t } = this;
    const size = this.fontPx(t * 0.2);
    ctx.font = `700 ${size}px "DejaVu Sans", system-ui, sans-serif`;
    const w = ctx.measureText('SERVE').width + size * 0.6;
    let x = X + (t - w) / 2;
    if (w > t * 0.96) {
      // inside the kitchen's left and right edges, as a tag is (tagBox): a window on the edge keeps its word whole
      if (this.bounds) x = Math.max(this.bounds.x0, Math.min(x, this.bounds.x1 - w));
      ctx.fillStyle = '#2E7D4F';
      roundRect(ctx, x, Y + t / 2 - size * 0.65, w, size * 1.3, size * 0.3);
      ctx.fill();
    }
    ctx.fillStyle = '#FFFFFF';
    text(ctx, 'SERVE', x + w / 2, Y + t / 2, size, 'center');
    this.stationLabelPx = Math.min(this.stationLabelPx, size);
  }

  /** Each station kind's name in letters at the foot of its tile (the serve window's is its mat). */
  drawStationLabel(kind, X, Y) {
    let label = STATIONS[kind]?.label;
    if (!label) return;
    this.stationLabels.push(label);
    if (kind === 'serve') return; // its mat says SERVE already
    const { ctx, tile: t } = this;
    // At the tile's top edge, on a dark chip so it reads on any fixture: the item on the tile sits
    // in the middle with its tag below.
    const size = this.fontPx(t * 0.14);
    this.stationLabelPx = Math.min(this.stationLabelPx, size);
    ctx.font = `700 ${size}px "DejaVu Sans", system-ui, sans-serif`;
    let w = ctx.measureText(label).width + size * 0.6;
    if (w > t * 0.96 && STATIONS[kind].glyph) { // a small tile at readable text: the station's symbol (Help names them)
      label = STATIONS[kind].glyph;
      w = ctx.measureText(label).width + size * 0.6;
    }
    ctx.fillStyle = 'rgba(20, 20, 28, 0.72)';
    roundRect(ctx, X + (t - w) / 2, Y + size * 0.1, w, size * 1.25, size * 0.3);
    ctx.fill();
    ctx.fillStyle = '#FFFFFF';
    text(ctx, label, X + t / 2, Y + size * 0.75, size, 'center');
  }

  /**
   * Over every pot with something in it, what it is doing: how full it is (`1/3`, the wire's `n`), its cooking
   * share, and once ready a red bar running down to the moment it burns.
   */
  drawPots(stations, level, nowMs) {
    this.pots = [];
    const seen = new Set();
    for (const s of stations) {
      if (s.k !== 'stove') continue;
      const key = `${s.x}|${s.y}`;
      if (s.s === 'ready') {
        seen.add(key);
        if (!this.readySince.has(key)) this.readySince.set(key, nowMs);
      }
      const pot = potStatus(s, nowMs, this.readySince.get(key), level.burnS, potNeeds(s.g, level.recipes), s.n || null);
      if (!pot) continue;
      const t = this.tile;
      const size = this.fontPx(t * 0.17);
      const X = this.px(s.x);
      const Y = this.py(s.y);
      if (pot.warn && s.s === 'ready') this.drawBar(X + t * 0.04, Y + t * 0.02, t * 0.92, Math.max(6, t * 0.2), pot.share, '#D55E00');
      const box = this.paintTag(pot.label, X + t / 2, Y - size * 1.3, size, pot.warn ? 'rgba(150, 30, 10, 0.92)' : undefined);
      this.pots.push({ x: s.x, y: s.y, label: pot.label, warn: pot.warn });
      this.tags.push(box);
    }
    for (const key of [...this.readySince.keys()]) if (!seen.has(key)) this.readySince.delete(key);
  }

  drawShelfStock(level) {
    for (let y = 0; y < level.height; y++) {
      for (let x = 0; x < level.width; x++) {
        const cell = level.rows[y][x];
        if (cell.stock) this.drawItem(stockItem(cell.stock), this.px(x + 0.5), this.py(y + 0.5), this.tile * 0.24, true);
      }
    }
  }

  /** What the snapshot says about a station: contents, progress, and its state. */
  drawStation(s, nowMs) {
    const { ctx, tile: t } = this;
    const X = this.px(s.x);
    const Y = this.py(s.y);
    if (s.s === 'ready') {
      ctx.strokeStyle = '#2ECC71';
      ctx.lineWidth = Math.max(2, t * 0.08);
      ctx.strokeRect(X + 2, Y + 2, t - 4, t - 4);
    }
    if (s.s === 'dirty') {
      ctx.fillStyle = 'rgba(110, 80, 40, 0.55)';
      for (const [fx, fy] of [[0.25, 0.3], [0.7, 0.25], [0.6, 0.72]]) circle(ctx, X + fx * t, Y + fy * t, t * 0.08, true);
    }
    const stock = s.k === 'spawn_shelf' ? this.level?.rows[s.y]?.[s.x]?.stock : null;
    if (s.g && stock && itemLook(s.g).kind !== stock) {
      // Something put down on a crate: the crate keeps its own name (a tomato on the onion crate
      // had renamed it "Tomato"), and what lies on it sits at its corner with a tag of its own.
      this.drawItem(stockItem(stock), X + t / 2, Y + t / 2, t * 0.24, true);
      this.drawItem(s.g, X + t * 0.8, Y + t * 0.28, t * 0.18, false, 'right');
    } else if (s.g) {
      const faded = s.k === 'spawn_shelf';
      this.drawItem(s.g, X + t / 2, Y + t / 2, t * (faded ? 0.24 : 0.28), faded);
    }
    if (s.s === 'burning' || s.s === 'blocked') this.drawFire(s.x + 0.5, s.y + 0.5, s.s === 'blocked' ? 0.5 : 0.3, nowMs);
  }

  drawItem(wire, cx, cy, r, faded = false, labelAt = 'below') {
    const look = itemLook(wire);
    paintItem(this.ctx, look, cx, cy, r, faded);
    const size = this.fontPx(this.tile * 0.2);
    if (labelAt === 'right') {
      this.ctx.font = `700 ${size}px "DejaVu Sans", system-ui, sans-serif`;
      const w = this.ctx.measureText(look.label).width + size * 0.5;
      this.tag(look.label, cx + r + w / 2 + 1, cy - size * 0.62, size);
    } else if (this.itemTags) {
      this.itemTags.push({ str: look.label, brief: look.brief, cx, top: cy + r + this.tile * 0.02, size });
    } else {
      this.tag(look.label, cx, cy + r + this.tile * 0.02, size);
    }
  }

  /**
   * Paints the stations' item tags: each says its whole word (`Tomato`) unless that would lie over
   * another's (neighbouring crates on a small phone, large text), and then both say their brief
   * (`Tom`), so no word is half hidden under the next.
   */
  paintItemTags() {
    const tags = this.itemTags ?? [];
    this.itemTags = null;
    const boxes = tags.map((t) => this.tagBox(t.str, t.cx, t.top, t.size));
    tags.forEach((t, i) => {
      const crowded = boxes.some((b, j) => j !== i && overlaps(b, boxes[i]));
      this.tag(crowded ? t.brief : t.str, t.cx, t.top, t.size);
    });
  }

  /** A small dark-backed label: readable on any tile. It is remembered, so floating labels avoid it. */
  tag(str, cx, top, size) {
    this.tags.push(this.paintTag(str, cx, top, size));
  }

  /** Measures and paints a tag; its box {x, y, w, h} in canvas pixels. */
  paintTag(str, cx, top, size, fill = 'rgba(20, 20, 28, 0.78)') {
    const { ctx } = this;
    const box = this.tagBox(str, cx, top, size);
    ctx.fillStyle = fill;
    roundRect(ctx, box.x, box.y, box.w, box.h, size * 0.3);
    ctx.fill();
    ctx.fillStyle = '#FFFFFF';
    text(ctx, str, box.x + box.w / 2, top + size * 0.65, size, 'center');
    return box;
  }

  /** A tag's box, centred on `cx` but moved inside the kitchen's left and right edges. */
  tagBox(str, cx, top, size) {
    this.ctx.font = `700 ${size}px "DejaVu Sans", system-ui, sans-serif`;
    const w = this.ctx.measureText(str).width + size * 0.5;
    let x = cx - w / 2;
    if (this.bounds) x = Math.max(this.bounds.x0, Math.min(x, this.bounds.x1 - w));
    return { x, y: top, w, h: size * 1.25 };
  }

  drawProgress(s) {
    const t = this.tile;
    const colour = s.k === 'stove' ? '#E69F00' : '#56B4E9';
    // Under the station's name chip (drawStationLabel: at the top edge, 1.35 of its text size),
    // which the bar covered ("▬HOP" while chopping).
    const below = STATIONS[s.k]?.label ? this.fontPx(t * 0.14) * 1.45 : t * 0.02;
    this.drawBar(this.px(s.x) + t * 0.04, this.py(s.y) + below, t * 0.92, Math.max(6, t * 0.2), s.p, colour);
  }

  drawBar(x, y, w, h, share, colour) {
    const { ctx } = this;
    ctx.fillStyle = 'rgba(0,0,0,0.6)';
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = colour;
    ctx.fillRect(x + 1, y + 1, Math.max(0, (w - 2) * share), h - 2);
  }

  drawSpill(z) {
    const { ctx, tile: t } = this;
    ctx.fillStyle = 'rgba(52, 120, 220, 0.55)';
    ctx.beginPath();
    ctx.ellipse(this.px(z.x), this.py(z.y), t * 0.46, t * 0.32, 0, 0, Math.PI * 2);
    ctx.fill();
  }

  drawFire(x, y, size, nowMs) {
    const { ctx, tile: t } = this;
    const flicker = this.reducedMotion ? 1 : 1 + 0.12 * Math.sin(nowMs / 90 + x * 3 + y);
    const cx = this.px(x);
    const base = this.py(y) + t * 0.3;
    for (const [colour, k] of [['#E74C3C', 1], ['#F39C12', 0.7], ['#F7DC6F', 0.4]]) {
      const h = t * size * 1.5 * k * flicker;
      const w = t * size * 0.9 * k;
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.moveTo(cx - w, base);
      ctx.quadraticCurveTo(cx - w, base - h * 0.6, cx, base - h);
      ctx.quadraticCurveTo(cx + w, base - h * 0.6, cx + w, base);
      ctx.closePath();
      ctx.fill();
    }
  }

  drawObstacle(z) {
    const { ctx, tile: t } = this;
    const half = t * 0.4;
    const X = this.px(z.x);
    const Y = this.py(z.y);
    ctx.fillStyle = '#7D3C98';
    ctx.fillRect(X - half, Y - half, half * 2, half * 2);
    ctx.strokeStyle = '#F1C40F';
    ctx.lineWidth = Math.max(2, t * 0.08);
    ctx.setLineDash([t * 0.12, t * 0.1]);
    ctx.strokeRect(X - half, Y - half, half * 2, half * 2);
    ctx.setLineDash([]);
  }

  /**
   * The action button's press, at once on the own cook: the action itself waits for the server
   * (a pick, a chop), the ring says the press was taken. A ring that widens and fades over
   * PRESS_MS; with prefers-reduced-motion, a still ring for the same time. Returns its age 0-1 or null.
   */
  drawPress(cook, pressAt, nowMs) {
    if (!cook || pressAt === undefined || pressAt === null) return null;
    const age = (nowMs - pressAt) / PRESS_MS;
    if (age < 0 || age >= 1) return null;
    const { ctx, tile: t } = this;
    const grow = this.reducedMotion ? 0.15 : 0.1 + 0.45 * age;
    ctx.globalAlpha = this.reducedMotion ? 0.9 : 1 - age;
    ctx.strokeStyle = '#FFD23F';
    ctx.lineWidth = Math.max(2, t * 0.07);
    circle(ctx, this.px(cook.x), this.py(cook.y), t * (0.35 + grow), false); // cookRadius() and its growth
    ctx.globalAlpha = 1;
    return Math.round(age * 100) / 100;
  }

  drawCook(p, seat, mine) {
    const { ctx, tile: t } = this;
    const cx = this.px(p.x);
    const cy = this.py(p.y);
    const r = this.cookRadius();
    const ghost = p.s === 'disconnected';
    ctx.globalAlpha = ghost ? 0.4 : 1;
    ctx.fillStyle = seatColour(p.pi, seat?.color);
    seatShape(ctx, p.pi, cx, cy, r, true);
    ctx.strokeStyle = mine ? '#FFFFFF' : '#1B1B1B';
    ctx.lineWidth = Math.max(2, t * (mine ? 0.09 : 0.05));
    seatShape(ctx, p.pi, cx, cy, r, false);
    // The facing: a notch on the side the hands are, which is where the button acts.
    const [dx, dy] = [[0, -1], [1, 0], [0, 1], [-1, 0]][p.f] ?? [0, 1];
    ctx.fillStyle = '#1B1B1B';
    circle(ctx, cx + dx * r * 0.65, cy + dy * r * 0.65, r * 0.2, true);
    ctx.fillStyle = '#FFFFFF';
    text(ctx, seatLabel(p.pi), cx, cy, this.fontPx(t * 0.26), 'center', true);
    ctx.globalAlpha = 1;
  }

  /** The cook's name under it: above it is usually the counter being worked on. */
  drawCookName(p, seat) {
    const t = this.tile;
    const name = (seat?.name || seatLabel(p.pi)) + (p.s === 'disconnected' ? ' (offline)' : '');
    this.tag(name, this.px(p.x), this.py(p.y) + this.cookRadius() + t * 0.04, this.fontPx(t * 0.2));
  }

  /** A cook's drawn radius: the body is a 0.7-tile square in the sim; a disc reads better. */
  cookRadius() {
    return this.tile * 0.35;
  }

  /**
   * What the cook carries, on its right shoulder whatever the facing with its label beside it (so
   * it never hides the P-label or the facing notch), and a stun.
   */
  drawCookHands(p) {
    const t = this.tile;
    const r = this.cookRadius();
    const cx = this.px(p.x);
    const cy = this.py(p.y);
    if (p.h) this.drawItem(p.h, cx + r * 0.95, cy - r * 0.45, t * 0.19, false, 'right');
    if (p.s === 'stunned') this.tag('stunned', cx, cy - r - t * 0.3, this.fontPx(t * 0.18));
  }

  /**
   * The event labels, floating up over their place as they age; one that would cover a cook's
   * name, a carried item's tag or another label is moved up until it does not.
   */
  drawLabels(labels) {
    const size = this.fontPx(this.tile * 0.24);
    const rise = this.reducedMotion ? 0 : this.tile * 0.6;
    const boxes = labels.map((l) => this.tagBox(l.text, this.px(l.x), this.py(l.y) - this.tile * 0.9 - l.age * rise, size));
    const tops = placeLabels(boxes, this.tags);
    this.placed = { cooks: this.cooks, press: this.press, tags: this.tags, labels: boxes.map((b, k) => ({ ...b, y: tops[k], text: labels[k].text })),
      pots: this.pots, bounds: this.bounds, stationLabels: [...new Set(this.stationLabels)], stationLabelPx: this.stationLabelPx };
    labels.forEach((l, k) => {
      this.ctx.globalAlpha = Math.max(0, 1 - l.age * l.age);
      this.paintTag(l.text, boxes[k].x + boxes[k].w / 2, tops[k], size);
      this.ctx.globalAlpha = 1;
    });
  }
}

/** The page's web fonts: 'loading' or 'loaded' ('' outside a page). Text drawn before they load is drawn again after. */
function fontsStatus() {
  return typeof document !== 'undefined' && document.fonts ? document.fonts.status : '';
}

/**
 * What a scene puts on the stage, as a string, or null when part of it moves with the clock alone:
 * a flame's flicker (still under reduced motion), a ready pot's burn count, the press ring, a
 * floating label. Two scenes with one key over the same level, stations and hazards are the same
 * pixels. `stage`: the canvas's width and height, dpr, textScale, valign, reducedMotion, fonts.
 */
export function stillKey(scene, stage) {
  if (scene.labels && scene.labels.length > 0) return null;
  if (scene.me && scene.pressAt !== undefined && scene.pressAt !== null) {
    const age = (scene.nowMs - scene.pressAt) / PRESS_MS;
    if (age >= 0 && age < 1) return null;
  }
  const view = scene.view;
  if (view) {
    if (!stage.reducedMotion && view.hz.some((z) => z.t === 'fire')) return null;
    for (const s of view.st) {
      if (!stage.reducedMotion && (s.s === 'burning' || s.s === 'blocked')) return null;
      if (s.k === 'stove' && s.g && s.s === 'ready') return null;
    }
  }
  const cooks = scene.players.map((p) => {
    const seat = scene.seats ? scene.seats[p.pi] : undefined;
    return `${p.i},${p.pi},${p.x},${p.y},${p.f},${p.s},${p.h ?? ''},${p.predicted ? 1 : 0},${seat?.name ?? ''},${seat?.color ?? ''}`;
  }).join(';');
  return `${stage.width}x${stage.height} ${stage.dpr} ${stage.textScale} ${stage.valign} ${stage.reducedMotion} ${stage.fonts} ${scene.me ?? ''} ${view ? '' : 'shelves '}${cooks}`;
}

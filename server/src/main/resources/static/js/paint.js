// Canvas 2D path helpers and the stations' fixed shapes, shared by the kitchen renderer, written
// against the oldest canvas API the client supports (no `ctx.roundRect`, no `ctx.reset`).

export function circle(ctx, x, y, r, fill) {
  ctx.beginPath();
  ctx.arc(x, y, Math.max(0.5, r), 0, Math.PI * 2);
  if (fill) ctx.fill(); else ctx.stroke();
}

export function line(ctx, x1, y1, x2, y2) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

/**
 * A rounded rectangle's path from arcs, not `ctx.roundRect`: that is missing before Safari 16,
 * Chrome 99 and Firefox 112, where calling it threw on the first frame and froze the round.
 */
export function roundRect(ctx, x, y, w, h, r) {
  const k = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + k, y);
  ctx.arcTo(x + w, y, x + w, y + h, k);
  ctx.arcTo(x + w, y + h, x, y + h, k);
  ctx.arcTo(x, y + h, x, y, k);
  ctx.arcTo(x, y, x + w, y, k);
  ctx.closePath();
}

export function text(ctx, str, x, y, size, align, outline = false) {
  ctx.font = `700 ${size}px "DejaVu Sans", system-ui, sans-serif`;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  if (outline) {
    ctx.strokeStyle = 'rgba(0,0,0,0.7)';
    ctx.lineWidth = Math.max(2, size * 0.2);
    ctx.strokeText(str, x, y);
  }
  ctx.fillText(str, x, y);
}

/**
 * A cook's body by seat, so seats differ by shape as well as by colour and number (issue 35:
 * nothing told by colour alone): P1 a disc, P2 a rounded square, P3 a hexagon, P4 a diamond.
 */
export function seatShape(ctx, seat, x, y, r, fill) {
  const kind = ((seat % 4) + 4) % 4;
  if (kind === 0) { circle(ctx, x, y, r, fill); return; }
  if (kind === 1) {
    roundRect(ctx, x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8, r * 0.35);
  } else {
    const corners = kind === 2 ? 6 : 4;
    const turn = kind === 2 ? 0 : Math.PI / 4;
    const k = kind === 2 ? 1 : 1.15;
    ctx.beginPath();
    for (let i = 0; i < corners; i++) {
      const a = turn + (i * 2 * Math.PI) / corners + (kind === 3 ? Math.PI / 4 : 0);
      const px = x + Math.cos(a) * r * k;
      const py = y + Math.sin(a) * r * k;
      if (i === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
    }
    ctx.closePath();
  }
  if (fill) ctx.fill(); else ctx.stroke();
}

/**
 * The fixed look of each station kind on its tile (top-left X, Y; side t), so kinds are told apart
 * by shape, not colour alone.
 */
export function paintFixture(ctx, kind, X, Y, t) {
  const c = (fx, fy) => [X + fx * t, Y + fy * t];
  switch (kind) {
    case 'spawn_shelf': {
      ctx.fillStyle = '#6E4B2E';
      ctx.fillRect(...c(0.12, 0.12), t * 0.76, t * 0.76);
      ctx.strokeStyle = '#4F341F';
      ctx.lineWidth = Math.max(1, t * 0.04);
      for (const f of [0.37, 0.62]) line(ctx, ...c(0.12, f), ...c(0.88, f));
      break;
    }
    case 'chop_board':
      ctx.fillStyle = '#F3E1B9';
      roundRect(ctx, ...c(0.14, 0.2), t * 0.72, t * 0.6, t * 0.08);
      ctx.fill();
      ctx.strokeStyle = '#7A7F87';
      ctx.lineWidth = Math.max(1.5, t * 0.06);
      line(ctx, ...c(0.25, 0.3), ...c(0.55, 0.62)); // the knife
      break;
    case 'stove':
      slabWithRing(ctx, c, t, 0.1, '#2F3238', '#C0392B', 0.05, 0.3);
      ctx.strokeStyle = '#8E949E';
      circle(ctx, ...c(0.5, 0.5), t * 0.22, false);
      break;
    case 'prep':
      slabWithRing(ctx, c, t, 0.08, '#CFD8DC', '#90A4AE', 0.04, 0.28);
      break;
    case 'serve':
      ctx.fillStyle = '#2E7D4F';
      ctx.fillRect(X + 1, Y + 1, t - 2, t - 2);
      break;
    case 'sink':
      ctx.fillStyle = '#90A4AE';
      ctx.fillRect(X + 1, Y + 1, t - 2, t - 2);
      ctx.fillStyle = '#4FC3F7';
      roundRect(ctx, ...c(0.15, 0.2), t * 0.7, t * 0.6, t * 0.15);
      ctx.fill();
      break;
    case 'trash':
      ctx.fillStyle = '#555B66';
      circle(ctx, ...c(0.5, 0.5), t * 0.36, true);
      ctx.strokeStyle = '#DDDDDD';
      ctx.lineWidth = Math.max(1.5, t * 0.06);
      line(ctx, ...c(0.36, 0.36), ...c(0.64, 0.64));
      line(ctx, ...c(0.64, 0.36), ...c(0.36, 0.64));
      break;
    default:
  }
}

/** A square slab inset by `inset` of the tile, and a ring at its centre: a stove's, a prep counter's. */
function slabWithRing(ctx, c, t, inset, fill, ring, width, radius) {
  ctx.fillStyle = fill;
  ctx.fillRect(...c(inset, inset), t * (1 - 2 * inset), t * (1 - 2 * inset));
  ctx.strokeStyle = ring;
  ctx.lineWidth = Math.max(1, t * width);
  circle(ctx, ...c(0.5, 0.5), t * radius, false);
}

/**
 * The symbol drawn on an item by its kind (and on a dish by its main ingredient), the same as the
 * order cards' step pills (style.css): DejaVu Sans has all of them, unlike emoji.
 */
export const GLYPHS = { tomato: '●', onion: '◆', lettuce: '❦', plate: '○' };

export function itemGlyph(kind) {
  const base = Object.keys(GLYPHS).find((k) => kind === k || kind.startsWith(`${k}_`)) ?? (kind.includes('salad') ? 'lettuce' : null);
  return base ? GLYPHS[base] : null;
}

/**
 * An item as a disc of its kind's colour (`look`: look.js's itemLook), dashed when chopped, on a
 * white plate when plated, with its kind's glyph where the disc is big enough to hold it.
 */
export function paintItem(ctx, look, cx, cy, r, faded = false) {
  ctx.globalAlpha = faded ? 0.75 : 1;
  if (look.plated) {
    ctx.fillStyle = '#FAFAFA';
    circle(ctx, cx, cy, r * 1.2, true);
    ctx.strokeStyle = '#9E9E9E';
    ctx.lineWidth = 1;
    circle(ctx, cx, cy, r * 1.2, false);
  }
  ctx.fillStyle = look.colour;
  circle(ctx, cx, cy, r, true);
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.lineWidth = Math.max(1, r * 0.12);
  if (look.chopped) ctx.setLineDash([r * 0.35, r * 0.25]);
  circle(ctx, cx, cy, r, false);
  const glyph = itemGlyph(look.kind);
  if (glyph && r >= 5) { // a shape per kind too, so items differ without their colour
    ctx.fillStyle = look.form === 'burnt' ? '#FFFFFF' : 'rgba(20, 20, 28, 0.8)';
    ctx.font = `${Math.round(r * 1.1)}px "DejaVu Sans", system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(glyph, cx, cy + r * 0.05);
  }
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

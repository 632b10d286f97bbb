// Canvas 2D path helpers shared by the kitchen renderer, written against the oldest canvas API the
// client supports (no `ctx.roundRect`, no `ctx.reset`).

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

// The page around the screens: where focus goes, the tab's title, the connection's line and
// banner, and the toast. DOM only; main.js calls these when its state changes.

const $ = (id) => document.getElementById(id);

/** Where focus goes on each screen: its main button, so a keyboard or screen reader starts there. */
const MAIN_BUTTON = {
  landing: () => ($('code').value ? $('join') : $('create')),
  lobby: () => [$('start'), $('ready'), $('leave')].find((b) => !b.hidden && !b.disabled),
  // A guest has no Next: the heading takes the focus, not Leave room, which a cook still pressing
  // Act (Space, E) at the whistle would press.
  result: () => [$('next'), $('join-play')].find((b) => !b.hidden) ?? $('result-title'),
};

/**
 * Focus to `screen`'s main button: on a screen change (`force`), or when a re-render hid or
 * disabled the focused one. Never while the help screen is open: it holds the focus.
 */
export function focusMain(screen, force = false) {
  if (!$('help').hidden) return;
  const now = document.activeElement;
  const lost = !now || now === document.body || now.offsetParent === null || now.disabled;
  if (force || lost) MAIN_BUTTON[screen]?.()?.focus({ preventScroll: true });
}

const STATE_WORDS = { lobby: 'lobby', countdown: 'starting', playing: 'cooking', round_end: 'round over' };

/** The tab's title names the room and what it is doing, so a player finds it among tabs. */
export function pageTitle(code, screen, roomState, linkState) {
  const parts = ['Undercooked'];
  if (code && screen && screen !== 'landing') {
    parts.push(`Room ${code}`);
    const words = screen === 'result' ? 'round over' : STATE_WORDS[roomState];
    if (words) parts.push(words);
    if (linkState === 'stalled' || linkState === 'reconnecting') parts.push('connection lost');
  }
  return parts.join(' · ');
}

/**
 * The socket's state: the top bar names the room (and a slow line); a lost link, or one being
 * tried again, is said in a banner over every screen, phones included, where the top bar hides
 * in a round; a stop is said once, under the landing page's form, so the top bar keeps quiet.
 */
export function renderConnection(s, code) {
  const conn = $('conn');
  conn.dataset.state = s.state === 'stopped' ? 'idle' : s.state;
  const lost = (s.state === 'stalled' || s.state === 'reconnecting') && code !== null;
  conn.textContent = s.state === 'open' ? `Room ${code}${s.slow ? ' · slow connection' : ''}`
    : s.state === 'stopped' || s.state === 'idle' ? '' : lost ? `Room ${code}` : s.message || s.state;
  $('conn-banner').hidden = !lost;
  if (lost) $('conn-banner').textContent = s.message;
  $('hud-slow').hidden = !(s.slow && s.state === 'open');
}

export function toast(text, ms = 3500) {
  const t = $('toast');
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, ms);
}

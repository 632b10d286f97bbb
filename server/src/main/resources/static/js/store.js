// What the page keeps in this browser between visits and reloads, and what its address says.
// localStorage is the browser's own session (token, name, the room it was in, guide seen);
// sessionStorage is this tab's (a host link's token, the node holding a room, the held item).

export const store = {
  // A host link's token (see takeHostLink) is this tab's alone: it lives in sessionStorage, so the
  // browser's own session (localStorage) is neither used nor overwritten while the tab holds it.
  get token() { return sessionStorage.getItem('undercooked.token') ?? localStorage.getItem('undercooked.token'); },
  set token(v) {
    if (sessionStorage.getItem('undercooked.token') !== null) sessionStorage.setItem('undercooked.token', v);
    else localStorage.setItem('undercooked.token', v);
  },
  get name() { return localStorage.getItem('undercooked.name') ?? ''; },
  set name(v) { localStorage.setItem('undercooked.name', v); },
  get room() { return localStorage.getItem('undercooked.room'); },
  set room(v) { if (v) localStorage.setItem('undercooked.room', v); else localStorage.removeItem('undercooked.room'); },
  /** The room above was entered to watch: a reload watches again rather than taking a seat. */
  get watch() { return localStorage.getItem('undercooked.watch') === '1'; },
  set watch(v) { if (v) localStorage.setItem('undercooked.watch', '1'); else localStorage.removeItem('undercooked.watch'); },
  /** The first-round guide was closed once: it does not come back by itself. */
  get guideSeen() { return localStorage.getItem('undercooked.guide') === 'seen'; },
  set guideSeen(v) { if (v) localStorage.setItem('undercooked.guide', 'seen'); else localStorage.removeItem('undercooked.guide'); },
  /** What this tab's cook carried last, so a reload can say what became of it. */
  get held() { return sessionStorage.getItem('undercooked.held'); },
  set held(v) { if (v) sessionStorage.setItem('undercooked.held', v); else sessionStorage.removeItem('undercooked.held'); },
};

/**
 * A host link, `/r/CODE#host=TOKEN` (what the studio opens on Play-test and Play from here): the
 * token of the session that created the room, so this tab takes its reserved seat and the crown.
 * The fragment never reaches the server or its log; it is dropped from the address at once so a
 * copied address is an ordinary join link.
 */
export function takeHostLink(code) {
  const m = location.hash.match(/^#host=([A-Za-z0-9_-]{1,64})$/);
  if (!code || !m) return false;
  sessionStorage.setItem('undercooked.token', m[1]);
  history.replaceState({}, '', `/r/${code}`);
  return true;
}

/** The room code in this page's address (`/r/kxtrm` gives KXTRM), or null. */
export function codeFromPath(path = location.pathname) {
  const m = path.match(/^\/r\/([A-Za-z]{1,16})\/?$/);
  return m ? m[1].toUpperCase() : null;
}

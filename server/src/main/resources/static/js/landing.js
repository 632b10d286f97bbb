// The landing page: a name, Create a room, or a code with Join or Watch; the code field that takes
// a typed code, a pasted link or a code read out in groups; a room link checked on arrival; the
// lobby's Copy link. What happens once a room is entered is main.js's.

import { roomCodeFrom } from './net.js';
import { store } from './store.js';
import { noRoomText } from './notices.js';

const $ = (id) => document.getElementById(id);

/** @param enterRoom (code, watch) => void: main.js's way into a room */
export function wireLanding(enterRoom) {
  async function createRoom() {
    const name = $('name').value.trim();
    store.name = name;
    const body = { name: name || null };
    if (store.token) body.token = store.token;
    try {
      const res = await fetch('/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const data = await res.json();
      if (!res.ok) throw new Error(data.message ?? `HTTP ${res.status}`);
      store.token = data.you.token;
      // Among many nodes the room lives on the node named in ws_url (docs/ROOMS.md); one node sends none.
      if (data.ws_url) sessionStorage.setItem(`uc.ws.${data.room_code}`, data.ws_url);
      enterRoom(data.room_code);
    } catch (e) {
      $('landing-msg').textContent = `Could not create a room: ${e.message}`;
    }
  }

  /** Join takes a seat when one is free; Watch (`watch` true) never does, in any room state. */
  function joinRoom(watch = false) {
    const code = roomCodeFrom($('code').value);
    $('code').value = code;
    if (!/^[A-Z]{1,16}$/.test(code)) {
      $('landing-msg').textContent = code === ''
        ? 'Type the room code you were given (five letters, such as KXTRM), or create a room.'
        : 'A room code is letters only, such as KXTRM.';
      $('code').focus();
      return;
    }
    store.name = $('name').value.trim();
    enterRoom(code, watch);
  }

  $('create').addEventListener('click', createRoom);
  $('join').addEventListener('click', () => joinRoom(false));
  $('watch').addEventListener('click', () => joinRoom(true));
  $('code').addEventListener('keydown', (e) => { if (e.key === 'Enter') joinRoom(false); });
  // Upper-cased as typed (an on-screen keyboard offers lower case), and a pasted room link
  // becomes its code at once; a link typed out becomes its code when the field is left.
  $('code').addEventListener('input', (e) => {
    const el = $('code');
    const pasted = e.inputType === 'insertFromPaste' || e.inputType === 'insertFromDrop';
    const next = pasted ? roomCodeFrom(el.value) : el.value.toUpperCase();
    if (el.value !== next) el.value = next;
  });
  $('code').addEventListener('change', () => { $('code').value = roomCodeFrom($('code').value); });
  $('copy-link').addEventListener('click', copyLink);
}

/** A room link opened fresh: say now if the room does not exist, not after Join. */
export function checkRoom(code) {
  fetch(`/api/rooms/${encodeURIComponent(code)}`).then((res) => {
    if (res.status === 404 && $('code').value === code && document.body.dataset.screen === 'landing') $('landing-msg').textContent = noRoomText(code);
  }).catch(() => {}); // no answer: Join will tell
}

function copyLink() {
  const link = $('lobby-link').href;
  const done = () => { $('copy-done').textContent = 'Copied.'; setTimeout(() => { $('copy-done').textContent = ''; }, 2500); };
  if (navigator.clipboard?.writeText) {
    navigator.clipboard.writeText(link).then(done, () => { $('copy-done').textContent = 'Select the link and copy it.'; });
  } else {
    $('copy-done').textContent = 'Select the link and copy it.';
  }
}

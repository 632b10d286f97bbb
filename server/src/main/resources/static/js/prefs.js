// The settings in the help dialog, kept in this browser: text size, sound (volume, mute) and the
// keys. DOM only; the keys, the sound and the renderer hold the values themselves.

import { ACTION_NAMES, ACTIONS } from './keys.js';

const $ = (id) => document.getElementById(id);
const TEXT_KEY = 'undercooked.textsize'; // a percentage: 100, 125, 150 or 200

/** The remembered text size, as a factor (1 = the browser's own size). */
export function textScale(storage = localStorage) {
  const v = Number(storage.getItem(TEXT_KEY) ?? 100);
  return [100, 125, 150, 200].includes(v) ? v / 100 : 1;
}

/** Page text follows the scale through the root size (style.css: --text-scale); the kitchen's tags through the renderer. */
export function applyTextScale(renderers, storage = localStorage) {
  const k = textScale(storage);
  document.documentElement.style.setProperty('--text-scale', String(k));
  for (const r of renderers) r.textScale = k;
  return k;
}

/** Wires the settings controls; `onKeys` after a remap (the round's hint names the keys). */
export function wirePrefs({ keys, sound, renderers, onKeys }) {
  const size = $('pref-text');
  size.value = String(Math.round(applyTextScale(renderers) * 100));
  size.addEventListener('change', () => { localStorage.setItem(TEXT_KEY, size.value); applyTextScale(renderers); });

  const volume = $('pref-volume');
  const mute = $('pref-mute');
  volume.value = String(sound.volume);
  mute.checked = sound.muted;
  volume.addEventListener('input', () => { sound.volume = Number(volume.value); });
  mute.addEventListener('change', () => { sound.muted = mute.checked; });
  const sayProblem = () => { $('pref-sound-msg').textContent = sound.problem; };
  window.addEventListener('pointerdown', sayProblem);
  window.addEventListener('keydown', sayProblem);

  const list = $('pref-keys');
  let waiting = null; // the action whose new key the next key press sets
  const render = () => {
    list.replaceChildren(...ACTIONS.map((a) => {
      const row = document.createElement('li');
      const what = document.createElement('span');
      what.textContent = `${ACTION_NAMES[a]}: ${keys.label(a)}`;
      const change = document.createElement('button');
      change.type = 'button';
      change.className = 'small-button';
      change.dataset.action = a;
      change.textContent = waiting === a ? 'Press a key...' : 'Change';
      change.setAttribute('aria-label', waiting === a ? `Press the new key for ${ACTION_NAMES[a]}, or Escape` : `Change the key for ${ACTION_NAMES[a]}`);
      row.append(what, ' ', change);
      return row;
    }));
    onKeys?.();
  };
  list.addEventListener('click', (e) => {
    const a = e.target.closest('[data-action]')?.dataset.action;
    if (!a) return;
    waiting = a;
    render();
    list.querySelector(`[data-action="${a}"]`)?.focus();
  });
  window.addEventListener('keydown', (e) => {
    if (!waiting) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    const a = waiting;
    waiting = null;
    $('pref-keys-msg').textContent = e.code === 'Escape' ? 'No change.' : keys.set(a, e.code);
    render();
    list.querySelector(`[data-action="${a}"]`)?.focus();
  }, { capture: true });
  $('pref-keys-reset').addEventListener('click', () => { keys.reset(); $('pref-keys-msg').textContent = 'The keys are back to W A S D and Space.'; render(); });
  render();
}

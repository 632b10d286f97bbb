// What this browser remembers about how the player plays: touch controls (on, off, or following
// the device) and vibration, with the checkboxes on the landing page and in the lobby, and the
// short buzz itself.

const TOUCH_KEY = 'undercooked.touch'; // 'on', 'off', or absent: follow the device
const VIBRATE_KEY = 'undercooked.vibrate'; // 'off' turns the buzz off

export class Settings {
  /** @param onTouch (on) => void, called whenever the touch controls turn on or off */
  constructor(onTouch) {
    this.onTouch = onTouch;
    this.touch = false;
    this.touchSeen = false;
    this.vibrations = 0;
  }

  get vibrate() {
    return localStorage.getItem(VIBRATE_KEY) !== 'off';
  }

  /** Touch controls when asked for, else when the device has a touch screen or a finger was seen. */
  touchWanted() {
    const asked = localStorage.getItem(TOUCH_KEY);
    if (asked === 'on') return true;
    if (asked === 'off') return false;
    return this.touchSeen || navigator.maxTouchPoints > 0 || matchMedia('(any-pointer: coarse)').matches;
  }

  /** Wires the `[data-setting]` checkboxes and the first-finger detection, and applies what is stored. */
  wire() {
    for (const box of document.querySelectorAll('[data-setting="touch"]')) {
      box.addEventListener('change', () => { localStorage.setItem(TOUCH_KEY, box.checked ? 'on' : 'off'); this.apply(); });
    }
    for (const box of document.querySelectorAll('[data-setting="vibrate"]')) {
      box.addEventListener('change', () => { localStorage.setItem(VIBRATE_KEY, box.checked ? 'on' : 'off'); this.apply(); });
    }
    // The first finger anywhere turns the touch controls on (unless turned off by hand).
    window.addEventListener('touchstart', () => {
      if (!this.touchSeen) { this.touchSeen = true; this.apply(); }
    }, { capture: true, passive: true });
    this.apply();
  }

  apply() {
    const was = this.touch;
    this.touch = this.touchWanted();
    document.body.dataset.touch = String(this.touch);
    if (was !== this.touch) this.onTouch(this.touch);
    for (const box of document.querySelectorAll('[data-setting="touch"]')) box.checked = this.touch;
    for (const box of document.querySelectorAll('[data-setting="vibrate"]')) box.checked = this.vibrate;
    for (const label of document.querySelectorAll('.vibrate-setting')) label.hidden = typeof navigator.vibrate !== 'function';
  }

  /** A short vibration where the device has one and the player has not turned it off. */
  buzz(pattern) {
    if (!pattern || !this.vibrate || typeof navigator.vibrate !== 'function') return;
    try {
      if (navigator.vibrate(pattern)) this.vibrations++;
    } catch { /* a browser that refuses (no user gesture yet) just does not buzz */ }
  }
}

// Colours and names shared by the canvas and the screens. Seat colours are the Okabe-Ito
// palette, chosen to stay distinct under the common colour-vision deficiencies; every seat is
// also labelled P1-P4 in text, so colour is never the only cue.

/** The server names seat colours (`SeatWire.color`); these are how they are painted. */
export const SEAT_COLOURS = {
  orange: '#D55E00', // Okabe-Ito vermillion: players call it orange
  blue: '#0072B2',
  green: '#009E73', // bluish green
  yellow: '#F0E442',
  grey: '#999999',
};
const BY_INDEX = ['orange', 'blue', 'green', 'yellow'];

export function seatColour(index, named) {
  return SEAT_COLOURS[named] ?? SEAT_COLOURS[BY_INDEX[index % 4]] ?? SEAT_COLOURS.grey;
}

/** The seat index in a simulation player id (`p0` is seat 0, as the server's Seat names them), or null. */
export function seatOfId(id) {
  const m = /^p(\d+)$/.exec(id ?? '');
  return m ? Number(m[1]) : null;
}

export function seatLabel(index) {
  return `P${index + 1}`;
}

const KIND_COLOURS = {
  tomato: '#E0453A', onion: '#B07CC6', lettuce: '#6CC24A', plate: '#F4F4F4',
  tomato_soup: '#C8382E', onion_soup: '#9A6FB0', salad: '#58A63C', garden_salad: '#7FB241',
};
const KIND_SHORT = {
  tomato: 'Tom', onion: 'Oni', lettuce: 'Let', plate: 'Plt',
  tomato_soup: 'T.soup', onion_soup: 'O.soup', salad: 'Salad', garden_salad: 'G.salad',
};
const FORMS = ['raw', 'chopped', 'cooked', 'burnt', 'clean', 'dirty', 'plated'];
const FORM_SHORT = { chopped: 'ch', cooked: 'ck', burnt: 'burnt', dirty: 'dirty' };

/**
 * An item's wire name (`tomato_chopped`, `plate_dirty`, `tomato_soup`, `tomato_soup_cooked`)
 * split into what to draw: a kind colour, a short label and its form.
 */
export function itemLook(wire) {
  let kind = wire;
  let form = '';
  const cut = wire.lastIndexOf('_');
  if (cut > 0 && FORMS.includes(wire.slice(cut + 1))) {
    kind = wire.slice(0, cut);
    form = wire.slice(cut + 1);
  }
  const dish = kind.includes('soup') || kind.includes('salad');
  const short = KIND_SHORT[kind] ?? kind.slice(0, 5);
  const label = FORM_SHORT[form] ? `${short} ${FORM_SHORT[form]}` : short;
  let colour = KIND_COLOURS[kind] ?? '#BBBBBB';
  if (form === 'burnt') colour = '#3A2A20';
  if (form === 'dirty') colour = '#A89A7A';
  return { kind, form, colour, label, plated: dish && form !== 'cooked' && form !== 'burnt', chopped: form === 'chopped' };
}

/** Recipe ids as people read them. */
export function recipeName(id) {
  return id.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

// Words and DejaVu symbols, not emoji: a machine without an emoji font (the CI browser) shows
// emoji as empty boxes.
export const EMOTES = { wave: 'Hi!', cheer: 'Yay!', thumbs_up: '+1', thumbs_down: '-1', angry: 'Grr!', star: '★' };

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

// How items and dishes look: a copy of levels' looks.json, the same the studio reads (recipes are
// data, decision 0003); LooksSyncTest fails until this copy equals the file.
const LOOKS = {
  "kinds": {
    "tomato": {"colour": "#E0453A", "short": "Tomato", "brief": "Tom", "dish": false},
    "onion": {"colour": "#B07CC6", "short": "Onion", "brief": "Oni", "dish": false},
    "lettuce": {"colour": "#6CC24A", "short": "Lettuce", "brief": "Let", "dish": false},
    "plate": {"colour": "#F4F4F4", "short": "Plate", "brief": "Plt", "dish": false},
    "tomato_soup": {"colour": "#C8382E", "short": "T.soup", "dish": true},
    "onion_soup": {"colour": "#9A6FB0", "short": "O.soup", "dish": true},
    "salad": {"colour": "#58A63C", "short": "Salad", "dish": true},
    "garden_salad": {"colour": "#7FB241", "short": "G.salad", "dish": true}
  },
  "forms": ["raw", "chopped", "cooked", "burnt", "clean", "dirty", "plated"],
  "form_short": {"chopped": "✂", "cooked": "♨", "burnt": "burnt", "dirty": "dirty"},
  "form_colours": {"burnt": "#3A2A20", "dirty": "#A89A7A"},
  "unknown_colour": "#BBBBBB"
};
const FORMS = LOOKS.forms;
const FORM_SHORT = LOOKS.form_short;

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
  const look = LOOKS.kinds[kind];
  const dish = look?.dish ?? false;
  const short = kindLabel(kind);
  const mark = FORM_SHORT[form] ? ` ${FORM_SHORT[form]}` : '';
  const label = `${short}${mark}`;
  // Where the kitchen has no room for the whole word beside another tag (a small phone, large text).
  const brief = `${look?.brief ?? short}${mark}`;
  const colour = LOOKS.form_colours[form] ?? look?.colour ?? LOOKS.unknown_colour;
  // In a sentence ("your chopped tomato was put down nearby"): the kind's words, its form before them.
  const words = kind.replaceAll('_', ' ');
  const name = PROSE_FORMS.includes(form) ? `${form} ${words}` : words;
  return { kind, form, colour, label, brief, name, plated: dish && form !== 'cooked' && form !== 'burnt', chopped: form === 'chopped' };
}

/** Forms a sentence names ("a dirty plate"); the others (raw, clean, cooked, plated) go without saying. */
const PROSE_FORMS = ['chopped', 'burnt', 'dirty'];

/** A kind's short name as the kitchen and the order cards write it (`Tomato`), else its first letters. */
export function kindLabel(kind) {
  return LOOKS.kinds[kind]?.short ?? kind.slice(0, 5);
}

/** Recipe ids as people read them. */
export function recipeName(id) {
  return id.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

// Words and DejaVu symbols, not emoji: a machine without an emoji font (the CI browser) shows
// emoji as empty boxes.
export const EMOTES = { wave: 'Hi!', cheer: 'Yay!', thumbs_up: '+1', thumbs_down: '-1', angry: 'Grr!', star: '★' };

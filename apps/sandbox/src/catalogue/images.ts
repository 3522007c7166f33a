import { deviceName } from '@carrier/service-contracts';
import { escapeMarkup } from '../markup.js';
import type { Accessory, Device } from './catalogue.js';
import type { PhoneLook } from './phones.js';

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** True for light colours, which need a darker outline to stand out on white. */
const isLight = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 200;
};

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeMarkup(title)}"><title>${escapeMarkup(title)}</title>${body}</svg>`;
}

/** A lens at (x, y) of radius r: its ring, its glass and a glint. */
const lens = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1a1a1c"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="#2c3440"/><circle cx="${x - r * 0.25}" cy="${y - r * 0.25}" r="${r * 0.18}" fill="#8aa0b8" opacity=".7"/>`;

const flash = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f3e9c8" stroke="#b8ab80"/>`;

const round = (n: number) => Math.round(n * 10) / 10;

/** Where `count` lenses sit in a square of side `side` at (x, y): one in the middle, two across, three in a triangle, four in a grid. */
function cluster(count: number, x: number, y: number, side: number): [number, number][] {
  const a = side * 0.29;
  const b = side * 0.71;
  const m = side / 2;
  const spots: Record<number, [number, number][]> = {
    1: [[m, m]],
    2: [
      [a, a],
      [b, b],
    ],
    3: [
      [a, a],
      [a, b],
      [b, m],
    ],
    4: [
      [a, a],
      [b, a],
      [a, b],
      [b, b],
    ],
  };
  return (spots[count] ?? spots[3]!).map(([dx, dy]) => [round(x + dx), round(y + dy)]);
}

/**
 * The camera of a back at (x, y), `w` by `h` pixels, drawn as the model's look says at `mm` pixels a millimetre: the
 * module and its lenses, and the flash.
 */
function camera(look: PhoneLook, x: number, y: number, w: number, h: number, mm: number, colour: string): string {
  const module = shade(colour, isLight(colour) ? -0.12 : 0.14);
  const r = round(look.lenses >= 3 ? 5.4 * mm : 6 * mm);
  const n = look.lenses;
  const inset = 5 * mm;
  const row = (x0: number, cy: number, step: number) =>
    Array.from({ length: n }, (_, i) => lens(round(x0 + i * step), round(cy), r)).join('');
  const column = (cx: number, y0: number, step: number) =>
    Array.from({ length: n }, (_, i) => lens(round(cx), round(y0 + i * step), r)).join('');
  switch (look.camera) {
    case 'plateau': {
      const ph = round(h * 0.26);
      const side = round(Math.min(ph - 2 * mm, w * 0.55));
      return (
        `<rect x="${x}" y="${round(y + 2 * mm)}" width="${w}" height="${ph}" rx="${round(look.corner * mm * 0.7)}" fill="${module}" opacity=".9"/>` +
        `<rect x="${round(x + 3 * mm)}" y="${round(y + 3 * mm)}" width="${side}" height="${side}" rx="${round(6 * mm)}" fill="${shade(module, -0.08)}"/>` +
        cluster(n, x + 3 * mm, y + 3 * mm, side)
          .map(([cx, cy]) => lens(cx, cy, r))
          .join('') +
        flash(round(x + w - 10 * mm), round(y + 2 * mm + ph * 0.3), round(2.2 * mm))
      );
    }
    case 'bar': {
      const bh = round(13 * mm);
      const by = round(y + h * 0.1);
      return (
        `<rect x="${round(x + 2.5 * mm)}" y="${by}" width="${round(w - 5 * mm)}" height="${bh}" rx="${round(bh / 2)}" fill="${module}"/>` +
        row(x + 12 * mm, by + bh / 2, 12.5 * mm) +
        flash(round(x + 12 * mm + n * 12.5 * mm), round(by + bh / 2), round(2 * mm))
      );
    }
    case 'pill': {
      const pw = round(14 * mm);
      const ph = round(n * 13 * mm + 2 * mm);
      return (
        `<rect x="${round(x + inset)}" y="${round(y + inset)}" width="${pw}" height="${ph}" rx="${round(pw / 2)}" fill="${module}"/>` +
        column(x + inset + pw / 2, y + inset + 7.5 * mm, 13 * mm) +
        flash(round(x + inset + pw + 4 * mm), round(y + inset + 5 * mm), round(2 * mm))
      );
    }
    case 'square': {
      const side = round((n >= 3 ? 30 : 26) * mm);
      return (
        `<rect x="${round(x + inset)}" y="${round(y + inset)}" width="${side}" height="${side}" rx="${round(7 * mm)}" fill="${module}"/>` +
        cluster(n, x + inset, y + inset, side)
          .map(([cx, cy]) => lens(cx, cy, r))
          .join('') +
        flash(round(x + inset + side + 4 * mm), round(y + inset + 4 * mm), round(2 * mm))
      );
    }
    case 'lenses':
      return (
        column(x + inset + 6 * mm, y + inset + 6 * mm, 13.5 * mm) +
        flash(round(x + inset + 16 * mm), round(y + inset + 6 * mm), round(1.8 * mm))
      );
    case 'circle': {
      const cr = round(17 * mm);
      const cx = round(x + w / 2);
      const cy = round(y + inset + cr);
      const ring = Array.from({ length: n }, (_, i) => {
        const angle = (Math.PI * 2 * i) / n - Math.PI / 2;
        return lens(round(cx + Math.cos(angle) * cr * 0.5), round(cy + Math.sin(angle) * cr * 0.5), round(r * 0.85));
      }).join('');
      return (
        `<circle cx="${cx}" cy="${cy}" r="${cr}" fill="${module}" stroke="${shade(module, -0.2)}" stroke-width="${round(mm)}"/>` +
        ring +
        flash(round(cx + cr + 5 * mm), cy, round(1.8 * mm))
      );
    }
    case 'strip': {
      const sw = round(12 * mm);
      const sh = round(n * 12.5 * mm + 3 * mm);
      return (
        `<rect x="${round(x + 3.5 * mm)}" y="${round(y + inset)}" width="${sw}" height="${sh}" rx="${round(3 * mm)}" fill="${module}"/>` +
        column(x + 3.5 * mm + sw / 2, y + inset + 7.5 * mm, 12.5 * mm) +
        flash(round(x + 3.5 * mm + sw / 2), round(y + inset + sh + 4 * mm), round(1.8 * mm))
      );
    }
    case 'oval': {
      const ow = round(n * 13 * mm + 4 * mm);
      const oh = round(15 * mm);
      return (
        `<rect x="${round(x + inset)}" y="${round(y + inset)}" width="${ow}" height="${oh}" rx="${round(oh / 2)}" fill="${module}"/>` +
        row(x + inset + 8.5 * mm, y + inset + oh / 2, 13 * mm) +
        flash(round(x + inset + ow + 4 * mm), round(y + inset + oh / 2), round(1.8 * mm))
      );
    }
    case 'flush':
      return (
        row(x + inset + 6 * mm, y + inset + 6 * mm, 13 * mm) +
        flash(round(x + inset + 6 * mm + n * 13 * mm), round(y + inset + 6 * mm), round(1.8 * mm))
      );
  }
}

/**
 * A screen lit in the phone's colour inside a front at (x, y), `w` by `h`, with the model's bezel, corners and front
 * camera. `id` names its gradient, unique in the picture.
 */
function screen(look: PhoneLook, x: number, y: number, w: number, h: number, mm: number, colour: string, id: string) {
  const b = look.bezel * mm;
  const top = look.front === 'bezel' ? b * 2.2 : b;
  const sx = round(x + b);
  const sy = round(y + top);
  const sw = round(w - 2 * b);
  const sh = round(h - 2 * top);
  const rx = round(Math.max(look.corner - look.bezel, 1.5) * mm);
  const mid = round(x + w / 2);
  const cutout: Record<PhoneLook['front'], string> = {
    island: `<rect x="${round(mid - 11 * mm)}" y="${round(sy + 2.5 * mm)}" width="${round(22 * mm)}" height="${round(6.5 * mm)}" rx="${round(3.25 * mm)}" fill="#050505"/>`,
    punch: `<circle cx="${mid}" cy="${round(sy + 5 * mm)}" r="${round(2.6 * mm)}" fill="#050505"/>`,
    notch: `<rect x="${round(mid - 17 * mm)}" y="${round(sy - 1)}" width="${round(34 * mm)}" height="${round(6 * mm)}" rx="${round(3 * mm)}" fill="#050505"/>`,
    drop: `<path d="M${round(mid - 6 * mm)} ${sy} q${round(6 * mm)} ${round(9 * mm)} ${round(12 * mm)} 0 z" fill="#050505"/>`,
    bezel: `<rect x="${round(mid - 9 * mm)}" y="${round(y + top / 2 - mm)}" width="${round(18 * mm)}" height="${round(2 * mm)}" rx="${round(mm)}" fill="#2a2a2a"/><circle cx="${round(mid + 14 * mm)}" cy="${round(y + top / 2)}" r="${round(1.8 * mm)}" fill="#2c3440"/>`,
  };
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.35)}"/><stop offset=".55" stop-color="${shade(colour, -0.35)}"/><stop offset="1" stop-color="#0b0d12"/></linearGradient></defs>` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${rx}" fill="url(#${id})"/>` +
    cutout[look.front] +
    `<rect x="${round(sx + sw * 0.12)}" y="${round(sy + sh * 0.16)}" width="${round(sw * 0.45)}" height="${round(5 * mm)}" rx="${round(1.5 * mm)}" fill="#ffffff" opacity=".85"/><rect x="${round(sx + sw * 0.12)}" y="${round(sy + sh * 0.16 + 8 * mm)}" width="${round(sw * 0.3)}" height="${round(3 * mm)}" rx="${round(1.5 * mm)}" fill="#ffffff" opacity=".55"/>`
  );
}

/** A store-style product image of a phone in one colour: the back, and the front beside it. */
export function deviceImage(
  device: Pick<Device, 'maker' | 'model' | 'art'>,
  colour: { name: string; hex: string },
): string {
  return svg(`${deviceName(device)} in ${colour.name}`, deviceArt(device.art, colour));
}

/**
 * The hero picture of a promotion on the shop's landing page, 1200 by 600: the phone large on a wash of its
 * colour, with soft rings behind it. Decorative: the page says what the promotion is.
 */
export function heroImage(device: Pick<Device, 'art'>, colour: { name: string; hex: string }): string {
  const light = shade(colour.hex, 0.82);
  const mid = shade(colour.hex, 0.45);
  const rings = [260, 200, 140]
    .map(
      (r, i) =>
        `<circle cx="840" cy="300" r="${r}" fill="none" stroke="${mid}" stroke-width="2" opacity="${0.35 + i * 0.15}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" aria-hidden="true"><defs><linearGradient id="wash" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="1200" height="600" fill="url(#wash)"/>${rings}<g transform="translate(600 20) scale(1.42)">${deviceArt(device.art, colour)}</g></svg>`;
}

/** The floor of the 400 by 400 canvas the phones stand on, and the most a phone may rise above it. */
const FLOOR = 362;
const TALLEST = 300;

/**
 * The drawing of a phone in one colour on a 400 by 400 canvas, from how the model looks: its back with its camera,
 * and its front beside it (a flip closed and open, a fold closed and open), all at one scale, so a larger model is
 * drawn larger.
 */
export function deviceArt(art: Pick<Device['art'], 'shape' | 'look'>, colour: { name: string; hex: string }): string {
  const { look, shape } = art;
  const hex = colour.hex;
  const outline = isLight(hex) ? shade(hex, -0.25) : shade(hex, 0.1);
  const [height, width] = look.size;
  const frontWidth = shape === 'fold' ? (look.open ?? width * 2) : width;
  const mm = Math.min(1.75, TALLEST / height, 350 / (width + frontWidth));
  const overlap = shape === 'fold' ? -8 : 22;
  const backW = round(width * mm);
  const frontW = round(frontWidth * mm);
  const fullH = round(height * mm);
  const left = round((400 - (backW + frontW - overlap)) / 2);
  const frontX = round(left + backW - overlap);
  const corner = round(look.corner * mm);
  const body = (x: number, y: number, w: number, h: number, fill: string, rx = corner) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${outline}" stroke-width="2"/>`;
  const shadow = `<ellipse cx="200" cy="${FLOOR + 10}" rx="150" ry="10" fill="#000" opacity=".08"/>`;
  const top = round(FLOOR - fullH);
  let back: string;
  if (shape === 'flip') {
    // Closed: half the height, the hinge at the top, the outer screen on the cover.
    const closedH = round(fullH / 2 + 2 * mm);
    const y = round(FLOOR - closedH);
    const cover = look.cover ?? 'small';
    const pad = round(3 * mm);
    const screenTop = cover === 'wrap' ? round(y + 20 * mm) : round(y + pad);
    const screenH = cover === 'small' ? round(closedH * 0.42) : round(closedH - (screenTop - y) - pad);
    const screenW = cover === 'small' ? round(backW * 0.5) : round(backW - 2 * pad);
    const screenX = cover === 'small' ? round(left + backW - pad - screenW) : round(left + pad);
    back =
      body(left, y, backW, closedH, hex) +
      `<rect x="${left + 2}" y="${y + 2}" width="${backW - 4}" height="${round(4 * mm)}" rx="${round(2 * mm)}" fill="${shade(hex, -0.2)}"/>` +
      `<rect x="${screenX}" y="${screenTop}" width="${screenW}" height="${screenH}" rx="${round(Math.max(look.corner - 3, 2) * mm)}" fill="#0b0d12"/>` +
      (cover === 'wrap'
        ? Array.from({ length: look.lenses }, (_, i) =>
            lens(round(left + 10 * mm + i * 13 * mm), round(y + 11 * mm), round(5.5 * mm)),
          ).join('')
        : Array.from({ length: look.lenses }, (_, i) =>
            lens(
              round(left + pad + 8 * mm + (cover === 'small' ? 0 : i * 13 * mm)),
              round(screenTop + 8 * mm + (cover === 'small' ? i * 13 * mm : 0)),
              round(5.5 * mm),
            ),
          ).join(''));
  } else {
    const rugged = shape === 'rugged';
    back =
      (rugged
        ? `<rect x="${left - 6}" y="${top - 6}" width="${backW + 12}" height="${fullH + 12}" rx="${corner + 6}" fill="#3a3a3a"/>`
        : '') +
      body(left, top, backW, fullH, hex) +
      camera(look, left, top, backW, fullH, mm, hex) +
      `<circle cx="${round(left + backW / 2)}" cy="${round(top + fullH * 0.55)}" r="${round(5 * mm)}" fill="${outline}" opacity=".45"/>` +
      (look.stylus
        ? `<rect x="${round(left + backW - 12 * mm)}" y="${round(top + fullH - 2)}" width="${round(6 * mm)}" height="${round(4 * mm)}" rx="${round(1.5 * mm)}" fill="${shade(hex, -0.3)}"/>`
        : '');
  }
  const rugged = shape === 'rugged';
  const front =
    (rugged
      ? `<rect x="${frontX - 6}" y="${top - 6}" width="${frontW + 12}" height="${fullH + 12}" rx="${corner + 6}" fill="#3a3a3a"/>`
      : '') +
    body(frontX, top, frontW, fullH, '#111') +
    screen(look, frontX, top, frontW, fullH, mm, hex, 'screen') +
    (shape === 'fold'
      ? `<line x1="${round(frontX + frontW / 2)}" y1="${top + 4}" x2="${round(frontX + frontW / 2)}" y2="${top + fullH - 4}" stroke="#000" stroke-opacity=".35" stroke-width="2"/>`
      : shape === 'flip'
        ? `<line x1="${frontX + 4}" y1="${round(top + fullH / 2)}" x2="${frontX + frontW - 4}" y2="${round(top + fullH / 2)}" stroke="#000" stroke-opacity=".4" stroke-width="2"/>`
        : '');
  return shadow + back + front;
}

/** A product image of an accessory, drawn by its type. */
export function accessoryImage(accessory: Pick<Accessory, 'name' | 'type' | 'colour'>): string {
  const hex = accessory.colour.hex;
  const edge = isLight(hex) ? shade(hex, -0.35) : shade(hex, 0.25);
  let art: string;
  switch (accessory.type) {
    case 'case':
      art = `<rect x="120" y="40" width="160" height="320" rx="34" fill="${hex}" fill-opacity=".85" stroke="${edge}" stroke-width="4"/><rect x="138" y="58" width="124" height="284" rx="24" fill="#fff" fill-opacity=".55"/><rect x="140" y="60" width="66" height="66" rx="16" fill="${edge}" fill-opacity=".6"/>`;
      break;
    case 'screen-protector':
      art = `<rect x="120" y="40" width="160" height="320" rx="30" fill="#dff0fa" stroke="#9fbfd3" stroke-width="3"/><path d="M140 120 L230 50 M140 200 L270 90 M150 290 L270 190" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".9"/><rect x="180" y="52" width="40" height="10" rx="5" fill="#9fbfd3"/>`;
      break;
    case 'charger':
      art = `<rect x="130" y="110" width="140" height="170" rx="26" fill="${hex}" stroke="${edge}" stroke-width="3"/><rect x="186" y="250" width="28" height="10" rx="5" fill="${edge}"/><rect x="172" y="70" width="14" height="44" rx="4" fill="#b9bcc0"/><rect x="214" y="70" width="14" height="44" rx="4" fill="#b9bcc0"/>`;
      break;
    case 'wireless-charger':
      art = `<ellipse cx="200" cy="230" rx="130" ry="60" fill="${shade(hex, -0.2)}"/><ellipse cx="200" cy="215" rx="130" ry="60" fill="${hex}" stroke="${edge}" stroke-width="3"/><ellipse cx="200" cy="215" rx="60" ry="26" fill="none" stroke="${edge}" stroke-width="6"/>`;
      break;
    case 'cable':
      art = `<path d="M110 300 C 110 120, 290 300, 290 110" fill="none" stroke="${hex}" stroke-width="14" stroke-linecap="round"/><path d="M110 300 C 110 120, 290 300, 290 110" fill="none" stroke="${edge}" stroke-width="2" stroke-dasharray="6 8"/><rect x="96" y="296" width="28" height="56" rx="8" fill="${edge}"/><rect x="276" y="60" width="28" height="56" rx="8" fill="${edge}"/>`;
      break;
    case 'power-bank':
      art = `<rect x="110" y="90" width="180" height="230" rx="28" fill="${hex}" stroke="${edge}" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="290" r="5" fill="${i < 3 ? '#3ddc84' : edge}"/>`).join('')}`;
      break;
    case 'audio':
      art = `<rect x="120" y="200" width="160" height="120" rx="50" fill="${hex}" stroke="${edge}" stroke-width="3"/><line x1="126" y1="246" x2="274" y2="246" stroke="${edge}" stroke-width="2"/><ellipse cx="160" cy="140" rx="30" ry="38" fill="${hex}" stroke="${edge}" stroke-width="3"/><rect x="150" y="150" width="20" height="60" rx="10" fill="${hex}" stroke="${edge}" stroke-width="3"/><ellipse cx="240" cy="140" rx="30" ry="38" fill="${hex}" stroke="${edge}" stroke-width="3"/><rect x="230" y="150" width="20" height="60" rx="10" fill="${hex}" stroke="${edge}" stroke-width="3"/>`;
      break;
    case 'car-mount':
      art = `<rect x="130" y="110" width="140" height="120" rx="20" fill="${hex}"/><rect x="110" y="130" width="24" height="80" rx="8" fill="${edge}"/><rect x="266" y="130" width="24" height="80" rx="8" fill="${edge}"/><rect x="188" y="230" width="24" height="70" fill="${hex}"/><path d="M160 300 h80 l-10 30 h-60 z" fill="${edge}"/>`;
      break;
    case 'connected-car':
      art = `<path d="M120 150 h160 l30 40 v90 h-220 v-90 z" fill="${hex}" stroke="${edge}" stroke-width="3"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${132 + i * 18}" y="200" width="10" height="40" rx="3" fill="#d4b45a"/>`).join('')}<circle cx="260" cy="170" r="8" fill="#3ddc84"/>`;
      break;
  }
  return svg(accessory.name, `<ellipse cx="200" cy="372" rx="120" ry="9" fill="#000" opacity=".08"/>${art}`);
}

/** The SIM kit of a line for the customer's own phone: a SIM card with its chip, or an eSIM card with a QR square. */
export function simImage(sim: 'PSIM' | 'ESIM'): string {
  const mark =
    sim === 'PSIM'
      ? '<rect x="150" y="190" width="100" height="80" rx="10" fill="#d4b45a"/><path d="M150 230h100M200 190v80" stroke="#8a6d1f" stroke-width="4"/>'
      : '<rect x="145" y="175" width="110" height="110" rx="6" fill="#fff" stroke="#111" stroke-width="6"/><rect x="160" y="190" width="30" height="30" fill="#111"/><rect x="210" y="190" width="30" height="30" fill="#111"/><rect x="160" y="240" width="30" height="30" fill="#111"/><rect x="215" y="245" width="20" height="20" fill="#111"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img"><rect width="400" height="400" fill="#f4f4f4"/><path d="M110 80h140l50 50v190a20 20 0 0 1-20 20H110a20 20 0 0 1-20-20V100a20 20 0 0 1 20-20z" fill="#fafafa" stroke="#222" stroke-width="6"/>${mark}</svg>`;
}

/**
 * The store's Visa card alone, as the credit card's pages show it: the card's own shape (85.6 by 54 mm), its chip, the
 * contactless mark, the card's name and the network, with a soft shadow under it.
 */
export function creditCardImage(name: string): string {
  const title = escapeMarkup(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 290" role="img" aria-label="${title}"><title>${title}</title><defs><linearGradient id="face" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#d52b1e"/><stop offset=".55" stop-color="#7a1610"/><stop offset="1" stop-color="#111"/></linearGradient></defs><ellipse cx="220" cy="276" rx="190" ry="9" fill="#000" opacity=".12"/><rect x="8" y="6" width="424" height="262" rx="20" fill="url(#face)"/><path d="M8 190C140 130 300 250 432 170V248a20 20 0 0 1-20 20H28a20 20 0 0 1-20-20z" fill="#fff" opacity=".07"/><text x="40" y="62" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">Carrier</text><rect x="40" y="100" width="58" height="44" rx="8" fill="#d9bd68"/><path d="M40 122h58M69 100v44M54 100v44M84 100v44" stroke="#a88b3a" stroke-width="2"/><path d="M122 108a22 22 0 0 1 0 28M132 100a34 34 0 0 1 0 44M142 92a46 46 0 0 1 0 60" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".85"/><text x="40" y="200" font-family="Arial, sans-serif" font-size="24" fill="#fff" letter-spacing="4">•••• •••• •••• 4242</text><text x="400" y="244" font-family="Arial, sans-serif" font-size="36" font-weight="700" font-style="italic" text-anchor="end" fill="#fff">VISA</text></svg>`;
}

/**
 * The picture of an offer that is not a phone: a phone with its case and earbuds (a bundle), a 5G home router, a car's
 * plug-in reader, the store's Visa card, a bank card with its deposit.
 */
export function offerArtImage(kind: 'bundle' | 'fivegbolt' | 'humconfig' | 'creditCard' | 'openBank'): string {
  const art: Record<typeof kind, readonly [string, string]> = {
    bundle: [
      'A phone with a case and earbuds',
      '<rect x="120" y="90" width="120" height="230" rx="22" fill="#1f2a44"/><rect x="130" y="102" width="100" height="206" rx="14" fill="#4f6d9a"/><rect x="200" y="120" width="110" height="220" rx="24" fill="#c7462c" opacity=".92"/><circle cx="236" cy="156" r="14" fill="#111"/><circle cx="236" cy="190" r="14" fill="#111"/><rect x="80" y="270" width="70" height="46" rx="22" fill="#fff" stroke="#222" stroke-width="5"/><circle cx="102" cy="293" r="9" fill="#222"/><circle cx="128" cy="293" r="9" fill="#222"/>',
    ],
    fivegbolt: [
      'A 5G home internet router',
      '<rect x="145" y="100" width="110" height="220" rx="40" fill="#f7f7f7" stroke="#222" stroke-width="6"/><path d="M170 150a40 40 0 0 1 60 0M182 166a22 22 0 0 1 36 0" fill="none" stroke="#d52b1e" stroke-width="8" stroke-linecap="round"/><circle cx="200" cy="184" r="7" fill="#d52b1e"/><text x="200" y="260" font-family="Arial, sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#222">5G</text><rect x="170" y="318" width="60" height="14" rx="7" fill="#222"/>',
    ],
    humconfig: [
      "A car's plug-in reader and its app",
      '<path d="M70 250l30-70a30 30 0 0 1 28-20h144a30 30 0 0 1 28 20l30 70v50H70z" fill="#2f3e55"/><rect x="70" y="250" width="260" height="50" rx="10" fill="#3f5573"/><circle cx="120" cy="305" r="26" fill="#111"/><circle cx="280" cy="305" r="26" fill="#111"/><rect x="170" y="110" width="60" height="40" rx="8" fill="#d52b1e"/><path d="M185 110V92M215 110V92" stroke="#222" stroke-width="6"/>',
    ],
    creditCard: [
      'The Carrier Visa card',
      '<rect x="70" y="120" width="260" height="165" rx="16" fill="#111"/><rect x="70" y="120" width="260" height="165" rx="16" fill="url(#card)"/><rect x="100" y="170" width="46" height="34" rx="6" fill="#d4b45a"/><path d="M270 160a18 18 0 1 0 0 30a22 22 0 1 1 0-30z" fill="#fff" opacity=".85"/><text x="100" y="255" font-family="Arial, sans-serif" font-size="20" fill="#fff" letter-spacing="3">•••• 4242</text><text x="300" y="262" font-family="Arial, sans-serif" font-size="22" font-weight="700" font-style="italic" text-anchor="end" fill="#fff">VISA</text><defs><linearGradient id="card" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#d52b1e" stop-opacity=".85"/><stop offset="1" stop-color="#111" stop-opacity="0"/></linearGradient></defs>',
    ],
    openBank: [
      'A bank debit card and a deposit',
      '<rect x="60" y="150" width="230" height="145" rx="14" fill="#0f4c81"/><rect x="85" y="190" width="40" height="30" rx="5" fill="#d4b45a"/><text x="85" y="265" font-family="Arial, sans-serif" font-size="18" fill="#fff">Sandbox Bank</text><circle cx="300" cy="140" r="55" fill="#3fa34d"/><text x="300" y="154" font-family="Arial, sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">$</text>',
    ],
  };
  const [label, drawing] = art[kind];
  return svg(
    label,
    `<rect width="400" height="400" fill="#f4f4f4"/><ellipse cx="200" cy="350" rx="140" ry="10" fill="#000" opacity=".08"/>${drawing}`,
  );
}

import { deviceName } from '@carrier/service-contracts';
import { escapeMarkup } from '../markup.js';
import type { Accessory, Device } from './catalogue.js';

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

const lens = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1a1a1c"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="#2c3440"/><circle cx="${x - r * 0.25}" cy="${y - r * 0.25}" r="${r * 0.18}" fill="#8aa0b8" opacity=".7"/>`;

/** The camera layout a maker is known for, drawn on a back at (x, y) of width w. */
function cameras(maker: string, model: string, x: number, y: number, w: number, colour: string): string {
  const module = shade(colour, isLight(colour) ? -0.12 : 0.14);
  const pro = /pro|ultra|max|fold/i.test(model);
  switch (maker) {
    case 'Apple':
      return (
        `<rect x="${x + 12}" y="${y + 12}" width="${pro ? 74 : 60}" height="${pro ? 74 : 60}" rx="16" fill="${module}"/>` +
        (pro
          ? lens(x + 32, y + 32, 13) + lens(x + 32, y + 66, 13) + lens(x + 64, y + 49, 13)
          : lens(x + 30, y + 30, 11) + lens(x + 30, y + 56, 11))
      );
    case 'Google':
      return (
        `<rect x="${x}" y="${y + 34}" width="${w}" height="40" rx="20" fill="${module}"/>` +
        lens(x + 30, y + 54, 12) +
        lens(x + 58, y + 54, 12) +
        (pro ? lens(x + 86, y + 54, 12) : '')
      );
    case 'Samsung':
      return lens(x + 26, y + 28, 12) + lens(x + 26, y + 58, 12) + (pro ? lens(x + 26, y + 88, 12) : '');
    default:
      return (
        `<rect x="${x + 12}" y="${y + 12}" width="64" height="64" rx="${maker === 'Motorola' ? 32 : 14}" fill="${module}"/>` +
        lens(x + 32, y + 34, 11) +
        lens(x + 56, y + 56, 11)
      );
  }
}

function screen(x: number, y: number, w: number, h: number, colour: string, island: boolean): string {
  const id = `s${Math.round(x)}${Math.round(y)}`;
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.35)}"/><stop offset=".55" stop-color="${shade(colour, -0.35)}"/><stop offset="1" stop-color="#0b0d12"/></linearGradient></defs>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="url(#${id})"/>` +
    (island
      ? `<rect x="${x + w / 2 - 20}" y="${y + 10}" width="40" height="11" rx="5.5" fill="#050505"/>`
      : `<circle cx="${x + w / 2}" cy="${y + 15}" r="5" fill="#050505"/>`) +
    `<rect x="${x + 18}" y="${y + 42}" width="${w * 0.45}" height="14" rx="4" fill="#ffffff" opacity=".85"/><rect x="${x + 18}" y="${y + 62}" width="${w * 0.3}" height="8" rx="4" fill="#ffffff" opacity=".55"/>`
  );
}

/** A store-style product image of a phone in one colour: the back, and the front beside it. */
export function deviceImage(
  device: Pick<Device, 'maker' | 'model' | 'shape'>,
  colour: { name: string; hex: string },
): string {
  return svg(`${deviceName(device)} in ${colour.name}`, deviceArt(device, colour));
}

/**
 * The hero picture of a promotion on the shop's landing page, 1200 by 600: the phone large on a wash of its
 * colour, with soft rings behind it. Decorative: the page says what the promotion is.
 */
export function heroImage(
  device: Pick<Device, 'maker' | 'model' | 'shape'>,
  colour: { name: string; hex: string },
): string {
  const light = shade(colour.hex, 0.82);
  const mid = shade(colour.hex, 0.45);
  const rings = [260, 200, 140]
    .map(
      (r, i) =>
        `<circle cx="840" cy="300" r="${r}" fill="none" stroke="${mid}" stroke-width="2" opacity="${0.35 + i * 0.15}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" aria-hidden="true"><defs><linearGradient id="wash" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="1200" height="600" fill="url(#wash)"/>${rings}<g transform="translate(600 20) scale(1.42)">${deviceArt(device, colour)}</g></svg>`;
}

/** The drawing of a phone in one colour on a 400 by 400 canvas: its back, and its front beside it. */
function deviceArt(device: Pick<Device, 'maker' | 'model' | 'shape'>, colour: { name: string; hex: string }): string {
  const hex = colour.hex;
  const outline = isLight(hex) ? shade(hex, -0.25) : shade(hex, 0.1);
  const apple = device.maker === 'Apple';
  const shadow = `<ellipse cx="200" cy="372" rx="150" ry="10" fill="#000" opacity=".08"/>`;
  const body = (x: number, y: number, w: number, h: number, rx: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${outline}" stroke-width="2"/>`;
  let art: string;
  switch (device.shape) {
    case 'fold':
      art =
        body(52, 60, 120, 290, 22, hex) +
        cameras(device.maker, device.model, 52, 60, 120, hex) +
        body(150, 48, 220, 300, 22, '#111') +
        screen(157, 55, 206, 286, hex, false) +
        `<line x1="260" y1="52" x2="260" y2="344" stroke="#000" stroke-opacity=".35" stroke-width="2"/>`;
      break;
    case 'flip':
      art =
        body(60, 190, 140, 150, 26, hex) +
        `<rect x="74" y="204" width="112" height="80" rx="16" fill="#0b0d12"/>` +
        lens(98, 306, 10) +
        lens(124, 306, 10) +
        body(220, 40, 130, 320, 24, '#111') +
        screen(226, 46, 118, 308, hex, false) +
        `<line x1="222" y1="200" x2="348" y2="200" stroke="#000" stroke-opacity=".4" stroke-width="2"/>`;
      break;
    case 'rugged':
      art =
        `<rect x="58" y="36" width="164" height="324" rx="30" fill="#3a3a3a"/>` +
        body(68, 46, 144, 304, 24, hex) +
        cameras(device.maker, device.model, 68, 46, 144, hex) +
        `<rect x="178" y="50" width="170" height="324" rx="30" fill="#3a3a3a"/><rect x="188" y="60" width="150" height="304" rx="22" fill="#111"/>` +
        screen(196, 76, 134, 256, hex, false);
      break;
    default:
      art =
        body(70, 40, 150, 312, 30, hex) +
        cameras(device.maker, device.model, 70, 40, 150, hex) +
        `<circle cx="145" cy="230" r="11" fill="${outline}" opacity=".5"/>` +
        body(180, 58, 150, 312, 30, '#111') +
        screen(187, 65, 136, 298, hex, apple);
  }
  return shadow + art;
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

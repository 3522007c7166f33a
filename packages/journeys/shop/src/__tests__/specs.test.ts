import { describe, expect, it } from 'vitest';
import { differs, specRows } from '../specs.js';
import { SHOP_STRINGS } from '../strings/index.js';
import { device } from '../fixtures.js';

const phone = device({ id: 'acme-one' });
const fourG = device({
  id: 'acme-flip',
  fiveG: false,
  specs: {
    ...phone.specs,
    cameras: { rearMegapixels: [5], frontMegapixels: 0 },
    bands5g: [],
    sim: 'nanoOnly',
    batteryMah: 1900,
  },
});

describe('specifications of a phone (display, processor, cameras, battery, weight, dimensions, water resistance, 5G bands, SIM)', () => {
  it('lists every specification in the order a customer reads them', () => {
    expect(specRows(SHOP_STRINGS.en.specs, 'en').map((row) => row.key)).toEqual([
      'display',
      'processor',
      'rear',
      'front',
      'battery',
      'weight',
      'dimensions',
      'water',
      'bands',
      'sim',
    ]);
  });

  it('words each value in the language of the site', () => {
    const read = (language: 'en' | 'es', d = phone) =>
      Object.fromEntries(specRows(SHOP_STRINGS[language].specs, language).map((row) => [row.key, row.value(d)]));
    expect(read('en')).toMatchObject({
      display: '6.3″ OLED, 2424 × 1080 pixels, 120 Hz',
      rear: '50 MP + 12 MP',
      battery: '4,700 mAh',
      dimensions: '152 × 72 × 8.5 mm',
      sim: 'Nano-SIM and eSIM',
    });
    expect(read('es')).toMatchObject({ display: '6.3″ OLED, 2424 × 1080 píxeles, 120 Hz', sim: 'Nano-SIM y eSIM' });
    expect(read('en', fourG)).toMatchObject({ front: 'None', bands: 'None (4G LTE)', sim: 'Nano-SIM only' });
    expect(read('es', fourG)).toMatchObject({ front: 'Ninguna', bands: 'Ninguna (4G LTE)', sim: 'Solo nano-SIM' });
  });
});

describe('the compare view "becomes a real side-by-side with highlighted differences"', () => {
  const rows = specRows(SHOP_STRINGS.en.specs, 'en');
  const row = (key: string) => rows.find((r) => r.key === key)?.value ?? (() => '');

  it('marks a row on which the phones differ, and not one on which they agree', () => {
    expect(differs([phone, fourG], row('sim'))).toBe(true);
    expect(differs([phone, fourG], row('display'))).toBe(false);
    expect(differs([phone, device({ id: 'acme-two' })], row('sim'))).toBe(false);
  });
});

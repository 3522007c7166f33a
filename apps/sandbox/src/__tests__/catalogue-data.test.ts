import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, lookalikes } from '../catalogue/check.js';
import { ACCESSORIES, PLANS, PROTECTION, STORES } from '../catalogue/catalogue.js';
import { AccessoriesData, PhoneRowData, PlansData, StoreData, catalogueData } from '../catalogue/data.js';
import { OFFERS } from '../catalogue/offers.js';
import { PHONES } from '../catalogue/phones.js';

/** A folder with one data file in it, as the catalogue reads its folder. */
function folderWith(file: string, text: string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  writeFileSync(join(dir, file), text);
  return pathToFileURL(`${dir}/`);
}

describe('the catalogue is data, checked by the service contracts as the sandbox starts', () => {
  it('its phones and offers are read from its data files', () => {
    expect(PHONES).toHaveLength(42);
    expect(PHONES.find((p) => p.model === 'Pixel 10')?.promo?.savings).toBe(100);
    expect(OFFERS.map((o) => o.offerId)).toContain('OF-PX10-100');
  });

  it('two phone models that would look the same in their pictures stop the sandbox', () => {
    const [pixel10, pixel10Pro] = ['Pixel 10', 'Pixel 10 Pro'].map((model) => PHONES.find((p) => p.model === model)!);
    const art = (row: typeof pixel10) => ({ shape: row!.shape, look: row!.look });
    expect(
      lookalikes([
        { id: 'google-pixel-10', art: art(pixel10) },
        { id: 'google-pixel-10-pro', art: art(pixel10Pro) },
      ]),
    ).toEqual([]);
    // The Pixel 10 with the Pro's thin border around its screen would be drawn as the Pro.
    const thin = { ...pixel10!, look: { ...pixel10!.look, bezel: 1.6 } };
    expect(
      lookalikes([
        { id: 'google-pixel-10-pro', art: art(pixel10Pro) },
        { id: 'google-pixel-10', art: art(thin) },
      ]),
    ).toEqual([
      'phone google-pixel-10 looks the same as google-pixel-10-pro in its pictures (slab, bar camera of 3, punch front, 155 mm tall, thin border)',
    ]);
  });

  it('its stores, accessories, plans and protection are read from their data files too', () => {
    expect(STORES.map((s) => s.id)).toContain('ST-NYC-5AV');
    expect(STORES.find((s) => s.id === 'ST-NYC-5AV')?.hours).toContainEqual({
      day: 'Sat',
      opens: '10:00',
      closes: '21:00',
    });
    // A case and a screen protector for each of the 14 phones most bought, and 16 accessories of their own.
    expect(ACCESSORIES).toHaveLength(44);
    expect(ACCESSORIES.find((a) => a.name === 'MagSafe Charger')?.compatibleDevices).toContain(
      'apple-iphone-17-pro-max',
    );
    expect(PLANS.find((p) => p.id === 'PLAN-UNL-PLUS')?.pricePerLine).toEqual([90, 80, 65, 55, 50]);
    expect(PROTECTION.premium.map((p) => p.id)).toEqual(['PROT-PREM', 'PROT-PREM-EXT']);
  });

  it('a store open at 25:00, an accessory for no phone model, a plan for six lines: each file says what is wrong', () => {
    const [store] = catalogueData('stores.json', z.array(StoreData));
    const late = folderWith(
      'stores.json',
      JSON.stringify([{ ...store, hours: { ...store!.hours, sunday: ['11:00', '25:00'] } }]),
    );
    expect(() => catalogueData('stores.json', z.array(StoreData), late)).toThrow(
      /stores\.json is not valid:[\s\S]*sunday/,
    );
    const accessories = catalogueData('accessories.json', AccessoriesData);
    const noModel = folderWith(
      'accessories.json',
      JSON.stringify({
        ...accessories,
        forEachPhone: {
          ...accessories.forEachPhone,
          items: [{ ...accessories.forEachPhone.items[0], name: 'Clear Case' }],
        },
      }),
    );
    expect(() => catalogueData('accessories.json', AccessoriesData, noModel)).toThrow(/accessories\.json is not valid/);
    const plans = catalogueData('plans.json', PlansData);
    const sixLines = folderWith(
      'plans.json',
      JSON.stringify({ ...plans, plans: [{ ...plans.plans[0], pricePerLine: [75, 65, 50, 40, 35, 30] }] }),
    );
    expect(() => catalogueData('plans.json', PlansData, sixLines)).toThrow(
      /plans\.json is not valid:[\s\S]*pricePerLine/,
    );
  });

  it('every phone, review, accessory, plan, protection option and offer answers by its contract, in both languages', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it('a data file that is not valid stops the sandbox, saying which entry and field are wrong', () => {
    const [row] = PHONES;
    const dir = folderWith('phones.json', JSON.stringify([row, { ...row, os: 'Symbian' }]));
    expect(() => catalogueData('phones.json', z.array(PhoneRowData), dir)).toThrow(
      /phones\.json is not valid:[\s\S]*os/,
    );
  });

  it('a data file that is not JSON says so', () => {
    const dir = folderWith('phones.json', '[{"maker": ');
    expect(() => catalogueData('phones.json', z.array(PhoneRowData), dir)).toThrow(/phones\.json is not JSON/);
  });
});

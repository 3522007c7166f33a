import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../catalogue/check.js';
import { PhoneRowData, catalogueData } from '../catalogue/data.js';
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

import { describe, expect, it } from 'vitest';
import { buildIndex, catalogueSearchables, editDistance, search, suggestFrom, words } from '../search-catalogue.js';
import { parseGridwallSearch, searchQuery } from '../search.js';
import { accessory, device } from '../fixtures.js';

const PHONES = [
  device({ id: 'apple-iphone-17', maker: 'Apple', model: 'iPhone 17', os: 'iOS' }),
  device({ id: 'apple-iphone-16', maker: 'Apple', model: 'iPhone 16', os: 'iOS' }),
  device({ id: 'apple-iphone-16e', maker: 'Apple', model: 'iPhone 16e', os: 'iOS' }),
  device({ id: 'samsung-galaxy-s25-ultra', maker: 'Samsung', model: 'Galaxy S25 Ultra' }),
  device({ id: 'samsung-galaxy-a16-5g', maker: 'Samsung', model: 'Galaxy A16 5G' }),
  device({ id: 'motorola-razr-plus-2025', maker: 'Motorola', model: 'razr+ 2025' }),
  device({ id: 'oneplus-13', maker: 'OnePlus', model: 'OnePlus 13' }),
];
const ACCESSORIES = [
  accessory({ id: 'guardline-clear-case-for-iphone-17', name: 'Clear Case for iPhone 17', type: 'case' }),
  accessory({
    id: 'voltaline-10-000-mah-power-bank',
    name: '10,000 mAh Power Bank',
    brand: 'Voltaline',
    type: 'power-bank',
  }),
];
const PLANS = [
  {
    id: 'PLAN-UNL-PLUS',
    name: 'Unlimited Plus',
    type: 'postpaid' as const,
    pricePerLine: [90, 80],
    autopayDiscount: 10,
    data: 'Unlimited premium 5G',
    hotspot: '30 GB',
    features: [],
  },
];
const catalogue = { devices: PHONES, accessories: ACCESSORIES, plans: PLANS };
const index = (language: 'en' | 'es' = 'en') => buildIndex(catalogueSearchables(catalogue, language));
const ids = (query: string, language: 'en' | 'es' = 'en') => search(index(language), query).map((f) => f.item.id);

describe('search: suggestions as you type (phones, accessories, plans)', () => {
  it('finds phones, accessories and plans by their names, phones first', () => {
    expect(ids('iphone 17')).toEqual(['apple-iphone-17', 'guardline-clear-case-for-iphone-17']);
    expect(ids('unlimited')).toEqual(['PLAN-UNL-PLUS']);
    expect(ids('power bank')).toEqual(['voltaline-10-000-mah-power-bank']);
  });

  it('finds what a word starts, as the customer is still typing', () => {
    expect(ids('gal')).toEqual(['samsung-galaxy-s25-ultra', 'samsung-galaxy-a16-5g']);
    expect(ids('one')).toEqual(['oneplus-13']);
  });

  it('"spelling tolerance (iphne, galxy)": a slip of the keyboard still finds the phone', () => {
    expect(ids('iphne 17')[0]).toBe('apple-iphone-17');
    expect(ids('galxy')).toEqual(['samsung-galaxy-s25-ultra', 'samsung-galaxy-a16-5g']);
    expect(ids('samsnug')).toEqual(['samsung-galaxy-s25-ultra', 'samsung-galaxy-a16-5g']);
    expect(ids('motorolla razr')).toEqual(['motorola-razr-plus-2025']);
  });

  it('reads numbers exactly: 16 is not 17, and a model number is not a part of another', () => {
    expect(ids('iphone 16')).toEqual(['apple-iphone-16', 'apple-iphone-16e']);
    expect(ids('16')).not.toContain('samsung-galaxy-a16-5g');
  });

  it('reads + as plus, and ignores case and accents', () => {
    expect(ids('razr+')).toEqual(['motorola-razr-plus-2025']);
    expect(ids('RAZR PLUS')).toEqual(['motorola-razr-plus-2025']);
    expect(words('Teléfono Batería')).toEqual(['telefono', 'bateria']);
  });

  it('finds nothing for words that match nothing, and nothing for an empty query', () => {
    expect(ids('toaster')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('<script>')).toEqual([]);
  });

  it('finds by the words of the Spanish site: "funda" is a case, "teléfono" a phone, "planes" a plan', () => {
    expect(ids('funda', 'es')).toEqual(['guardline-clear-case-for-iphone-17']);
    expect(ids('funda', 'en')).toEqual([]);
    expect(ids('telefono samsung', 'es')).toEqual(['samsung-galaxy-s25-ultra', 'samsung-galaxy-a16-5g']);
    expect(ids('planes', 'es')).toEqual(['PLAN-UNL-PLUS']);
  });

  it('suggests the best eight at most, each named with its kind and a price, in the language of the site', () => {
    const suggestions = suggestFrom(index('es'), 'es')('iphone');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toMatchObject({
      id: 'phone:apple-iphone-17',
      label: 'Apple iPhone 17',
      path: '/smartphones/apple-iphone-17.html',
      kind: 'Teléfono',
      detail: 'desde $800.00',
    });
    expect(suggestions.find((s) => s.id.startsWith('accessory:'))?.kind).toBe('Accesorio');
  });
});

describe('edit distance (a letter added, dropped, changed, or two swapped)', () => {
  it.each([
    ['iphne', 'iphone', 1],
    ['galxy', 'galaxy', 1],
    ['smasung', 'samsung', 1],
    ['pixle', 'pixel', 1],
    ['moto', 'moto', 0],
  ])('%s to %s is %i', (a, b, n) => {
    expect(editDistance(a, b, 2)).toBe(n);
  });

  it('stops once the distance is past the limit', () => {
    expect(editDistance('kyocera', 'iphone', 1)).toBe(2);
  });
});

describe('the search query in the URL', () => {
  it('is plain text: control characters and runs of spaces become one space, at most 80 characters', () => {
    expect(searchQuery('  pixel\n\t10  ')).toBe('pixel 10');
    expect(searchQuery('x'.repeat(200))).toHaveLength(80);
    expect(searchQuery('   ')).toBeUndefined();
    expect(searchQuery(['a'])).toBeUndefined();
    expect(parseGridwallSearch({ q: '<img src=x onerror=alert(1)>' }).q).toBe('<img src=x onerror=alert(1)>');
  });
});

import { describe, expect, it } from 'vitest';
import {
  accessoriesFor,
  colourFamily,
  facetsOf,
  filterAccessories,
  gridwallDevices,
  preconfigured,
  priceFrom,
  selectVariant,
  listedDevices,
  storesWithStock,
} from '../catalogue.js';
import {
  MAX_COMPARE,
  gridwallQuery,
  parseGridwallSearch,
  parseProductSearch,
  productQuery,
  readCategory,
} from '../search.js';
import { filterCount, toggleItem, withoutChip, withoutFilters } from '../filters.js';
import { PHONES, accessory, device } from '../fixtures.js';

const ids = (list: readonly { id: string }[]) => list.map((d) => d.id);

describe('gridwall query parameters (spec 2.6)', () => {
  it('"a category value containing markup is replaced by smartphones"', () => {
    expect(readCategory('<script>alert(1)</script>')).toBe('smartphones');
    expect(readCategory('smart<b>phones</b>')).toBe('smartphones');
    expect(readCategory('&lt;img src=x&gt;')).toBe('smartphones');
    expect(readCategory('javascript:alert(1)')).toBe('smartphones');
    expect(readCategory('Tablets')).toBe('tablets');
    expect(readCategory(undefined)).toBeUndefined();
    expect(parseGridwallSearch({ category: '"><svg onload=alert(1)>' }).category).toBe('smartphones');
  });

  it('reads every filter and sort, dropping values that are not offered', () => {
    expect(
      parseGridwallSearch({
        sort: 'price-asc',
        maker: 'Apple,Samsung,Apple,<b>',
        os: 'android,ios,windows',
        price: '300-700',
        fiveG: true,
        colour: 'blue,teal',
        storage: '256,abc,128',
        deals: 'true',
        view: 'retail',
      }),
    ).toEqual({
      sort: 'price-asc',
      maker: 'Apple,Samsung',
      os: 'ios,android',
      price: '300-700',
      fiveG: true,
      colour: 'blue',
      storage: '256,128',
      deals: true,
      view: 'retail',
    });
    expect(parseGridwallSearch({ sort: 'featured', price: 'cheap', fiveG: 'no', view: 'monthly' })).toEqual({});
    expect(parseGridwallSearch({ sort: { evil: 1 }, maker: ['Apple'] })).toEqual({});
  });

  it('reads type, productType=accessory, special_offers, compatibledevice, intcmp and isProspect', () => {
    expect(
      parseGridwallSearch({
        type: '5G',
        productType: 'Accessory',
        special_offers: 'true',
        compatibledevice: 'Google-Pixel-10',
        intcmp: 'hp-hero-1',
        isProspect: 'true',
      }),
    ).toEqual({
      type: '5g',
      productType: 'accessory',
      special_offers: true,
      compatibledevice: 'google-pixel-10',
      intcmp: 'hp-hero-1',
      isProspect: true,
    });
    expect(parseGridwallSearch({ productType: 'phone', intcmp: '<x>', compatibledevice: '../../x' })).toEqual({});
  });

  it('compares at most four devices', () => {
    expect(parseGridwallSearch({ compare: 'a,b,c,d,e' }).compare).toBe('a,b,c,d');
    expect(toggleItem('a,b,c,d', 'e', MAX_COMPARE)).toBe('a,b,c,d');
    expect(toggleItem('a,b', 'a', MAX_COMPARE)).toBe('b');
    expect(toggleItem('a', 'a', MAX_COMPARE)).toBeUndefined();
  });

  it('clearing filters keeps the sort, the price view and the compare list', () => {
    const search = parseGridwallSearch({ sort: 'newest', maker: 'Apple', deals: true, compare: 'x', view: 'retail' });
    expect(filterCount(search)).toBe(2);
    expect(withoutFilters(search)).toEqual({ sort: 'newest', compare: 'x', view: 'retail' });
  });

  it('taking off one active filter chip leaves the others on, whichever parameter turned it on', () => {
    const search = parseGridwallSearch({
      maker: 'Apple,Google',
      type: '5g',
      special_offers: 'true',
      price: 'under-300',
    });
    expect(withoutChip(search, 'maker:Apple').maker).toBe('Google');
    expect(withoutChip(search, 'price').price).toBeUndefined();
    expect(filterCount(withoutChip(search, 'fiveG'))).toBe(filterCount(search) - 1);
    expect(filterCount(withoutChip(search, 'deals'))).toBe(filterCount(search) - 1);
    expect(withoutChip(withoutChip(search, 'fiveG'), 'deals')).toMatchObject({
      maker: 'Apple,Google',
      price: 'under-300',
    });
  });

  it('the product page reads colour, storage and the price view, and nothing else', () => {
    expect(parseProductSearch({ color: 'Sky-Blue', storage: '256', view: 'retail' })).toEqual({
      color: 'sky-blue',
      storage: 256,
      view: 'retail',
    });
    expect(parseProductSearch({ color: '<x>', storage: '-1', view: 'x' })).toEqual({});
  });

  it('a colour or a size links to the page with it chosen: the query the page reads back as the same choice', () => {
    const chosen = { color: 'frost', storage: 256, view: 'retail' as const, preconfigure: 'GOOGLE-PIXEL-10-FROST-256' };
    expect(productQuery(chosen)).toBe('?color=frost&storage=256&view=retail&preconfigure=GOOGLE-PIXEL-10-FROST-256');
    const read = Object.fromEntries(new URLSearchParams(productQuery(chosen)));
    expect(parseProductSearch(read)).toEqual(chosen);
    expect(productQuery({})).toBe('');
    // What went wrong with the page's form is not carried to the next choice.
    expect(productQuery({ color: 'frost', problem: 'addFailed' })).toBe('?color=frost');
  });
});

describe('gridwall filters and sort', () => {
  it('a filter links to the gridwall with it toggled: the query the page reads back as the same filters', () => {
    const filtered = parseGridwallSearch({ maker: 'Samsung,Google', fiveG: true, sort: 'price-asc', q: 'galaxy 5g' });
    const query = gridwallQuery(filtered);
    expect(query).toBe('?sort=price-asc&maker=Samsung%2CGoogle&fiveG=true&q=galaxy+5g');
    const read = Object.fromEntries(new URLSearchParams(query));
    expect(parseGridwallSearch(read)).toEqual(filtered);
    expect(gridwallQuery({})).toBe('');
  });

  it('filters of one kind widen, kinds narrow', () => {
    expect(ids(gridwallDevices(PHONES, { maker: 'Apple,Google' }))).toEqual(['apple-iphone-17', 'google-pixel-10']);
    expect(ids(gridwallDevices(PHONES, { maker: 'Samsung', fiveG: true }))).toEqual(['samsung-galaxy-s25-ultra']);
    expect(ids(gridwallDevices(PHONES, { os: 'ios' }))).toEqual(['apple-iphone-17']);
    expect(ids(gridwallDevices(PHONES, { storage: '512' }))).toEqual(['google-pixel-10']);
    expect(ids(gridwallDevices(PHONES, { colour: 'green' }))).toEqual(['samsung-galaxy-a16']);
  });

  it('price ranges use the lowest price after the instant promotion', () => {
    expect(priceFrom(PHONES[2] as never)).toBe(700);
    expect(ids(gridwallDevices(PHONES, { price: '700-1000' }))).toEqual(['apple-iphone-17', 'google-pixel-10']);
    expect(ids(gridwallDevices(PHONES, { price: 'under-300' }))).toEqual(['samsung-galaxy-a16']);
    expect(ids(gridwallDevices(PHONES, { price: '1000-up' }))).toEqual(['samsung-galaxy-s25-ultra']);
  });

  it('deals, special_offers and type=deals show devices with a promotion', () => {
    for (const search of [{ deals: true }, { special_offers: true }, { type: 'deals' }] as const)
      expect(ids(gridwallDevices(PHONES, search))).toEqual(['google-pixel-10']);
    expect(ids(gridwallDevices(PHONES, { type: 'new' }))).toEqual(['apple-iphone-17']);
    expect(ids(gridwallDevices(PHONES, { type: '5g' }))).not.toContain('samsung-galaxy-a16');
  });

  it('sorts by price both ways, newest and rating; featured keeps the catalogue order', () => {
    expect(ids(gridwallDevices(PHONES, {}))).toEqual(ids(PHONES));
    expect(ids(gridwallDevices(PHONES, { sort: 'price-asc' }))).toEqual([
      'samsung-galaxy-a16',
      'google-pixel-10',
      'apple-iphone-17',
      'samsung-galaxy-s25-ultra',
    ]);
    expect(ids(gridwallDevices(PHONES, { sort: 'price-desc' }))[0]).toBe('samsung-galaxy-s25-ultra');
    expect(ids(gridwallDevices(PHONES, { sort: 'newest' }))[0]).toBe('apple-iphone-17');
    // Same average: more reviews first.
    expect(ids(gridwallDevices(PHONES, { sort: 'rating' })).slice(0, 2)).toEqual([
      'google-pixel-10',
      'apple-iphone-17',
    ]);
  });

  it('facet counts each value over the devices the other filters keep', () => {
    const facets = facetsOf(PHONES, { maker: 'Samsung', storage: '512' });
    expect(facets.makers.find((m) => m.value === 'Google')?.count).toBe(1);
    expect(facets.makers.find((m) => m.value === 'Samsung')?.count).toBe(0);
    expect(facets.storage.map((s) => [s.value, s.count])).toEqual([
      [128, 2],
      [256, 2],
      [512, 0],
    ]);
  });

  it('colours fall into families by hue and lightness', () => {
    expect(colourFamily('#000000')).toBe('black');
    expect(colourFamily('#1c1c1e')).toBe('black');
    expect(colourFamily('#f5f5f0')).toBe('white');
    expect(colourFamily('#8a8d8f')).toBe('gray');
    expect(colourFamily('#2b3a55')).toBe('blue');
    expect(colourFamily('#6fa8dc')).toBe('blue');
    expect(colourFamily('#8fd9b0')).toBe('green');
    expect(colourFamily('#d96b2b')).toBe('orange');
    expect(colourFamily('#b33a3a')).toBe('red');
    expect(colourFamily('#f2b8c6')).toBe('pink');
    expect(colourFamily('#7d5ba6')).toBe('purple');
    expect(colourFamily('#e8c547')).toBe('yellow');
  });
});

describe('product variants', () => {
  const pixel = device({ id: 'google-pixel-10' });
  it('picks the colour and storage asked for', () => {
    expect(selectVariant(pixel, 'sky-blue', 256)?.sku.sku).toBe('GOOGLE-PIXEL-10-SKY-BLUE-256');
  });
  it('falls back to the first colour and the first size of that colour', () => {
    expect(selectVariant(pixel, 'purple', 999)?.sku.sku).toBe('GOOGLE-PIXEL-10-BLACK-128');
    expect(selectVariant(pixel, undefined, undefined)?.colour.slug).toBe('black');
  });
  it('store pickup lists the stores with stock', () => {
    const variant = selectVariant(pixel, 'black', 256);
    expect(storesWithStock(variant!.sku)).toEqual([{ storeId: 'ST-CHI-MIC', count: 1 }]);
  });
  it('a page that lists phones has every field of them but the stock per store, which only a phone’s page shows', () => {
    const [listed] = listedDevices([pixel]);
    expect(listed?.skus.map((sku) => sku.stock)).toEqual(pixel.skus.map(() => ({})));
    expect({ ...listed, skus: [] }).toEqual({ ...pixel, skus: [] });
    expect(listed?.skus.map(({ stock: _stock, ...sku }) => sku)).toEqual(
      pixel.skus.map(({ stock: _stock, ...sku }) => sku),
    );
    // The catalogue read is left as it was: the product page reads it too.
    expect(storesWithStock(pixel.skus[1]!)).not.toEqual([]);
  });
  it('compatible accessories: the device’s own first, then universal ones', () => {
    const list = [
      accessory({ id: 'charger' }),
      accessory({ id: 'pixel-case', universal: false, compatibleDevices: ['google-pixel-10'] }),
      accessory({ id: 'other-case', universal: false, compatibleDevices: ['x'] }),
    ];
    expect(ids(accessoriesFor(list, 'google-pixel-10'))).toEqual(['pixel-case', 'charger']);
    expect(ids(filterAccessories(list, { type: 'case', device: 'x' }))).toEqual(['charger', 'other-case']);
    expect(ids(filterAccessories(list, { type: 'audio' }))).toEqual([]);
  });
});

describe('preconfigure (spec 2.6): a variant chosen elsewhere, by its SKU', () => {
  const phone = device({ id: 'acme-one' });

  it('picks the SKU’s colour and storage; the page’s own choices come first', () => {
    const search = parseProductSearch({ preconfigure: 'acme-one-sky-blue-256' });
    expect(search.preconfigure).toBe('ACME-ONE-SKY-BLUE-256');
    expect(preconfigured(phone, search)).toEqual({ color: 'sky-blue', storage: 256 });
    expect(preconfigured(phone, { ...search, color: 'black' })).toEqual({ color: 'black', storage: 256 });
  });

  it('a SKU of another phone, or anything that is not a SKU, picks nothing', () => {
    expect(preconfigured(phone, parseProductSearch({ preconfigure: 'OTHER-PHONE-BLACK-128' }))).toEqual({
      color: undefined,
      storage: undefined,
    });
    expect(parseProductSearch({ preconfigure: '<script>' }).preconfigure).toBeUndefined();
  });
});

describe('iconicTestIntent (spec 2.6): the featured order led by the newest phones', () => {
  it('puts the phones with the New badge first, in the featured order otherwise; an explicit sort wins', () => {
    const phones = [
      device({ id: 'old-a' }),
      device({ id: 'new-b', badges: [{ id: 'new', label: 'New' }] }),
      device({ id: 'old-c' }),
      device({ id: 'new-d', badges: [{ id: 'new', label: 'New' }] }),
    ];
    const iconic = parseGridwallSearch({ iconicTestIntent: 'true' });
    expect(gridwallDevices(phones, iconic).map((d) => d.id)).toEqual(['new-b', 'new-d', 'old-a', 'old-c']);
    expect(gridwallDevices(phones, {}).map((d) => d.id)).toEqual(['old-a', 'new-b', 'old-c', 'new-d']);
    expect(parseGridwallSearch({ iconicTestIntent: 'maybe' }).iconicTestIntent).toBeUndefined();
  });
});

import {
  BundleOptionsResponse,
  BundleQuoteResponse,
  OffersResponse,
  QuotesResponse,
  StoreDetailsResponse,
  StoreSearchResponse,
  check,
} from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller, signIn, type Json } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { ACCESSORIES, DEVICES } from '../catalogue/catalogue.js';
import { LINKS, OFFERS, inHolidaySeason, offerImage } from '../catalogue/offers.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
let now = Date.parse('2026-11-26T15:00:00Z');
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => now });
});
afterAll(() => store.close());

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  serviceCaller(app)(path, body, headers);
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`/soe/digital/prospect/${path}`, { headers });
  return { status: res.status, json: (await res.json()) as Json, cookies: res.headers.getSetCookie() };
};
/** The browser's cookies of an answer, as the next call sends them. */
const cookiesOf = (cookies: readonly string[]) => cookies.map((c) => c.split(';')[0]).join('; ');
/** The offers of a placement, as the store reads them (a GET with the request as its query). */
const list = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  get(`offersservice/offers/list?${new URLSearchParams(query)}`, headers);
const ids = (json: Json) => (json.data.offers as { offerId: string }[]).map((o) => o.offerId);

describe('the offers fixtures', () => {
  it('"each offer page shows its offers with pictures, terms, eligibility": every offer has its picture, served, and who can take it, in both languages', async () => {
    for (const language of ['en', 'es'] as const) {
      const host = language === 'es' ? { Host: 'espanol.localhost' } : {};
      const { json } = await list({ placement: 'promohub' }, host);
      expect(check(OffersResponse, json).ok).toBe(true);
      for (const offer of json.data.offers as { offerId: string; image: string; eligibility: string[] }[]) {
        expect(offer.eligibility.length, offer.offerId).toBeGreaterThan(0);
        const picture = await app.request(offer.image);
        expect(picture.status, offer.image).toBe(200);
        expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      }
    }
    // A phone's offer shows the phone; the others each their own picture.
    const pictures = OFFERS.map((o) => offerImage(o));
    expect(offerImage({ deviceIds: ['google-pixel-10'], action: 'promohubcart' })).toMatch(
      /^\/content\/vcg\/images\/devices\/google-pixel-10\//,
    );
    expect(pictures.filter((p) => p?.includes('/offers/')).sort()).toEqual(
      ['bundle', 'creditCard', 'fivegbolt', 'humconfig', 'openBank'].map((k) => `/content/vcg/images/offers/${k}.svg`),
    );
    expect((await app.request('/content/vcg/images/offers/unknown.svg')).status).toBe(404);
  });

  it('every phone, accessory and plan an offer or a link names is in the catalogue', () => {
    const devices = new Set(DEVICES.map((d) => d.id));
    const accessories = new Set(ACCESSORIES.map((a) => a.id));
    for (const offer of OFFERS) for (const id of offer.deviceIds) expect(devices.has(id), id).toBe(true);
    for (const link of Object.values(LINKS)) {
      expect(devices.has(link.deviceId)).toBe(true);
      for (const id of link.accessoryIds) expect(accessories.has(id), id).toBe(true);
    }
  });

  it('the holiday season runs from 15 November to 6 January', () => {
    expect(inHolidaySeason(new Date('2026-11-14T12:00:00Z'))).toBe(false);
    expect(inHolidaySeason(new Date('2026-11-15T12:00:00Z'))).toBe(true);
    expect(inHolidaySeason(new Date('2027-01-06T12:00:00Z'))).toBe(true);
    expect(inHolidaySeason(new Date('2027-01-07T12:00:00Z'))).toBe(false);
  });
});

describe('"every offer claim is checked against the catalogue": what each offer of the sandbox says is what the phone costs', () => {
  const deviceOf = (id: string) => DEVICES.find((d) => d.id === id)!;
  const sale = (id: string, gb: number) => deviceOf(id).skus.find((s) => s.storageGb === gb)!.salePrice;
  const retail = (id: string, gb: number) => deviceOf(id).skus.find((s) => s.storageGb === gb)!.retailPrice;
  const phoneOffers = OFFERS.filter((o) => o.deviceIds.length > 0);
  const claims = (o: (typeof OFFERS)[number]) => `${o.title.en} ${o.description.en}`;

  it('every offer of a phone makes a claim this test knows how to check', () => {
    for (const offer of phoneOffers) expect(claims(offer), offer.offerId).toMatch(/\$\d+ off|for the price of|on us/);
  });

  for (const offer of phoneOffers)
    it(`${offer.offerId}: "${offer.title.en}"`, () => {
      const text = claims(offer);
      for (const id of offer.deviceIds) {
        const device = deviceOf(id);
        const smallest = device.storage[0]!.gb;
        const off = /\$(\d+) off/.exec(text);
        if (off) {
          // "$X off": the phone's own promotion takes that much off, and the offer says the same.
          expect(offer.savings).toBe(Number(off[1]));
          expect(device.promotions.map((p) => p.savings)).toContain(Number(off[1]));
          const unconditional = device.promotions.some((p) => p.savings === offer.savings && !p.condition);
          if (unconditional) expect(retail(id, smallest) - sale(id, smallest)).toBe(offer.savings);
        }
        const priceOf = /(\d+) GB [\w ]+ for the price of (\d+) GB/.exec(text);
        if (priceOf) {
          // "N GB for the price of M GB": the bigger one sells for what the smaller one does.
          expect(sale(id, Number(priceOf[1]))).toBe(sale(id, Number(priceOf[2])));
          expect(retail(id, Number(priceOf[1])) - sale(id, Number(priceOf[1]))).toBe(offer.savings);
        }
        if (/on us/.test(text)) {
          // "On us": a promotion credits the whole price of the phone the offer names.
          expect(device.promotions.map((p) => p.savings)).toContain(retail(id, smallest));
          expect(offer.savings).toBe(retail(id, smallest));
        }
      }
    });
});

describe('the offers service (spec 2.2 offer pages, 6.4, 7.3)', () => {
  it('offers by placement, in the contract, and the AI_W offer only with its throttle flag (spec 6.4)', async () => {
    const hub = await list({ placement: 'promohub' });
    expect(hub.status).toBe(200);
    expect(check(OffersResponse, hub.json).ok).toBe(true);
    expect(ids(hub.json)).toContain('OF-S25U-DBL');
    // The scenario with an empty throttle list hides the offer its flag gates.
    const off = await list({ placement: 'promohub' }, { Cookie: 'sandboxScenario=prospect-flow-off' });
    expect(ids(off.json)).not.toContain('OF-S25U-DBL');
    expect(ids(off.json)).toContain('OF-PX10-100');
  });

  it("a lead's offers greet them by first name; an unknown lead is LEAD_NOT_FOUND; a bad id is refused", async () => {
    const lead = await list({ placement: 'lead', leadId: 'LD-7Q2K9D' });
    expect(lead.json.data.firstName).toBe('Liam');
    expect(ids(lead.json)).toEqual(['OF-PX10-100', 'OF-S25U-DBL', 'OF-CARD-10']);
    expect((await list({ placement: 'lead', leadId: 'LD-000000' })).json.errors[0].id).toBe('LEAD_NOT_FOUND');
    expect((await list({ placement: 'lead', leadId: '<b>' })).status).toBe(400);
  });

  it('my offers need a signed-in customer; a restricted offer accepted is kept and read back as accepted', async () => {
    expect((await list({ placement: 'myOffers' })).status).toBe(401);
    const cookie = await signIn(app, 'postpay');
    const before = await list({ placement: 'myOffers' }, { Cookie: cookie });
    expect(before.json.data.firstName).toBe('Paula');
    const fold = before.json.data.offers.find((o: Json) => o.offerId === 'OF-FOLD7-500');
    expect(fold).toMatchObject({ restricted: true, restrictedType: 'DEVICE', accepted: false });
    const saved = await call(
      'devicepricingservice/saveAcceptedMyofferData',
      { offerId: 'OF-FOLD7-500', restricted: true, type: 'device' },
      { Cookie: cookie },
    );
    expect(saved.json.data).toEqual({ saved: true, offerId: 'OF-FOLD7-500' });
    const after = await list({ placement: 'myOffers' }, { Cookie: cookie });
    expect(after.json.data.offers.find((o: Json) => o.offerId === 'OF-FOLD7-500').accepted).toBe(true);
    // Not signed in, or not a restricted offer: answered, not kept.
    const prospect = await call('devicepricingservice/saveAcceptedMyofferData', {
      offerId: 'OF-FOLD7-500',
      restricted: true,
      type: 'DEVICE',
    });
    expect(prospect.json.data.saved).toBe(false);
  });

  it('holiday offers in their season; after it, HOLIDAY_OFFERS_ENDED', async () => {
    expect(ids((await list({ placement: 'holiday' })).json)).toContain('OF-16-200');
    now = Date.parse('2027-02-01T15:00:00Z');
    try {
      const ended = await list({ placement: 'holiday' });
      expect(ended.status).toBe(404);
      expect(ended.json.errors[0].id).toBe('HOLIDAY_OFFERS_ENDED');
    } finally {
      now = Date.parse('2026-11-26T15:00:00Z');
    }
  });

  it("a promotion's phones at their price and with the offer; an unknown one is PROMOTION_NOT_FOUND", async () => {
    const promo = await call('offersservice/promotion', { promoId: 'OF-PX10-100' });
    expect(promo.json.data.phones[0]).toMatchObject({ deviceId: 'google-pixel-10' });
    const phone = promo.json.data.phones[0];
    expect(phone.price - phone.offerPrice).toBe(100);
    expect((await call('offersservice/promotion', { promoId: 'OF-NOPE' })).status).toBe(404);
  });

  it('a bundle: its accessories a quarter off, at most three, that fit the phone; its savings add up', async () => {
    const options = await get('offersservice/bundle/options?deviceId=apple-iphone-17');
    expect(check(BundleOptionsResponse, options.json).ok).toBe(true);
    const [first, second] = options.json.data.accessories as Json[];
    expect(first.bundlePrice).toBe(Math.round(first.price * 75) / 100);
    const quote = await call('offersservice/bundle/quote', {
      deviceId: 'apple-iphone-17',
      planId: 'PLAN-UNL-PLUS',
      accessoryIds: [first.accessoryId, second.accessoryId],
    });
    expect(check(BundleQuoteResponse, quote.json).ok).toBe(true);
    const total = (quote.json.data.savings as Json[]).reduce((sum, s) => sum + Math.round(s.amount * 100), 0);
    expect(Math.round(quote.json.data.totalSavings * 100)).toBe(total);
    expect(
      (
        await call('offersservice/bundle/quote', {
          deviceId: 'apple-iphone-17',
          planId: 'PLAN-UNL-PLUS',
          accessoryIds: ['guardline-clear-case-for-iphone-17-pro-max'],
        })
      ).json.errors[0].id,
    ).toBe('ACCESSORY_NOT_IN_BUNDLE');
  });

  it("a bundle's accessories are at their bundle price in the cart while its phone is there", async () => {
    const device = DEVICES.find((d) => d.id === 'google-pixel-10')!;
    const added = await call('cartservice/cart/add-device', { deviceId: device.id, sku: device.skus[0]!.sku });
    const cookie = cookiesOf(added.cookies);
    const accessoryId = 'roadline-vent-car-mount';
    const cart = await call(
      'cartservice/cart/add-accessories',
      { items: [{ accessoryId, quantity: 1 }], bundle: true },
      { Cookie: cookie },
    );
    const item = cart.json.data.accessories.find((a: Json) => a.accessoryId === accessoryId);
    expect(item).toMatchObject({ price: 22.49, listPrice: 29.99 });
    const tooMany = await call(
      'cartservice/cart/add-accessories',
      { items: ACCESSORIES.slice(0, 4).map((a) => ({ accessoryId: a.id, quantity: 1 })), bundle: true },
      { Cookie: cookie },
    );
    expect(tooMany.status).toBe(400);
  });

  it('quotes: an empty cart is CART_EMPTY; a cart saved, listed for this browser only, compared and deleted', async () => {
    const empty = await call('offersservice/quotes/save', { name: 'Nothing' });
    expect(empty.json.errors[0].id).toBe('CART_EMPTY');
    const device = DEVICES.find((d) => d.id === 'apple-iphone-16e')!;
    const added = await call('cartservice/cart/add-device', { deviceId: device.id, sku: device.skus[0]!.sku });
    const browser = { Cookie: cookiesOf([...added.cookies, ...empty.cookies]) };
    const saved = await call('offersservice/quotes/save', { name: '  One iPhone  ' }, browser);
    expect(saved.json.data).toMatchObject({ name: 'One iPhone' });
    expect(saved.json.data.items[0].label).toContain('iPhone 16e');
    const listed = await get('offersservice/quotes', browser);
    expect(check(QuotesResponse, listed.json).ok).toBe(true);
    expect(listed.json.data.quotes.map((q: Json) => q.quoteId)).toEqual([saved.json.data.quoteId]);
    expect((await get('offersservice/quotes')).json.data.quotes).toEqual([]);
    expect((await call('offersservice/quotes/delete', { quoteId: saved.json.data.quoteId })).status).toBe(404);
    const deleted = await call('offersservice/quotes/delete', { quoteId: saved.json.data.quoteId }, browser);
    expect(deleted.json.data.quotes).toEqual([]);
  });

  it("a Specialist's link; an expired one is LINK_EXPIRED (410) and an unknown one LINK_NOT_FOUND", async () => {
    const link = await call('offersservice/mylink', { code: 'ML-4F7K2Q' });
    expect(link.json.data).toMatchObject({ specialist: 'Jordan', plan: { planId: 'PLAN-UNL-PLUS' } });
    expect(link.json.data.accessories).toHaveLength(2);
    expect((await call('offersservice/mylink', { code: 'ML-EXP001' })).status).toBe(410);
    expect((await call('offersservice/mylink', { code: 'ML-ZZZZZZ' })).status).toBe(404);
    expect((await call('offersservice/mylink', { code: 'javascript:1' })).status).toBe(400);
  });

  it('scan and go: a known code is the accessory; an unknown one is ACCESSORY_NOT_FOUND', async () => {
    expect((await call('offersservice/scan', { accessoryId: 'roadline-vent-car-mount' })).json.data.price).toBe(29.99);
    expect((await call('offersservice/scan', { accessoryId: 'nothing-here' })).json.errors[0].id).toBe(
      'ACCESSORY_NOT_FOUND',
    );
  });

  it('5G Home Internet by ZIP; an order needs an Idempotency-Key, and the same key answers the same order', async () => {
    expect((await call('offersservice/homeinternet/availability', { zip: '10001' })).json.data).toMatchObject({
      available: true,
      city: 'New York, NY',
    });
    expect((await call('offersservice/homeinternet/availability', { zip: '59001' })).json.data.available).toBe(false);
    const order = { zip: '10001', line1: '1 Main Street', planId: 'HI-5G-PLUS' };
    expect((await call('offersservice/homeinternet/order', order)).status).toBe(400);
    const first = await call('offersservice/homeinternet/order', order, { 'Idempotency-Key': 'order-key-0001' });
    const browser = { Cookie: cookiesOf(first.cookies), 'Idempotency-Key': 'order-key-0001' };
    const again = await call('offersservice/homeinternet/order', order, browser);
    expect(again.json.data.orderNumber).toBe(first.json.data.orderNumber);
    const far = await call(
      'offersservice/homeinternet/order',
      { ...order, zip: '59001' },
      { 'Idempotency-Key': 'order-key-0002' },
    );
    expect(far.json.errors[0].id).toBe('HOME_INTERNET_UNAVAILABLE');
  });

  it('the connected-car reader fits cars from 1996 on, not a make without the port', async () => {
    expect((await call('offersservice/vehicle/check', { year: 2018, make: 'Toyota' })).json.data.compatible).toBe(true);
    const old = await call('offersservice/vehicle/check', { year: 1994, make: 'Ford' });
    expect(old.json.data).toMatchObject({
      compatible: false,
      reason: 'The reader works with cars from 1996 or newer.',
    });
    expect((await call('offersservice/vehicle/check', { year: 2022, make: 'Tesla' })).json.data.compatible).toBe(false);
  });
});

describe('the store service (spec 2.4: the stores journey)', () => {
  it("stores near a ZIP with a phone's stock; none far away", async () => {
    const near = await call('storeservice/stores/search', { zip: '10001', deviceId: 'google-pixel-10' });
    expect(check(StoreSearchResponse, near.json).ok).toBe(true);
    expect(near.json.data.stores.map((s: Json) => s.storeId)).toEqual(['ST-NYC-HSQ', 'ST-NYC-5AV']);
    expect(near.json.data.stores[0].stock).toMatchObject({ deviceId: 'google-pixel-10' });
    expect((await call('storeservice/stores/search', { zip: '59001' })).json.data.stores).toEqual([]);
  });

  it('a visit is booked once per key, read back by its browser only, and its time is then taken', async () => {
    const details = await call('storeservice/stores/store', { storeId: 'ST-CHI-MIC' });
    expect(check(StoreDetailsResponse, details.json).ok).toBe(true);
    const slot = (details.json.data.slots as Json[]).find((s) => s.times.length > 0);
    const visit = {
      storeId: 'ST-CHI-MIC',
      day: slot.day,
      time: slot.times[0],
      reason: 'upgrade',
      firstName: 'Paula',
      email: 'paula@example.com',
    };
    expect((await call('storeservice/visits/book', visit)).status).toBe(400);
    const booked = await call('storeservice/visits/book', visit, { 'Idempotency-Key': 'visit-key-0001' });
    expect(booked.json.data).toMatchObject({ storeName: 'Michigan Avenue, Chicago, IL', time: slot.times[0] });
    const browser = { Cookie: cookiesOf(booked.cookies) };
    const again = await call('storeservice/visits/book', visit, { ...browser, 'Idempotency-Key': 'visit-key-0001' });
    expect(again.json.data.visitId).toBe(booked.json.data.visitId);
    const taken = await call('storeservice/visits/book', visit, { ...browser, 'Idempotency-Key': 'visit-key-0002' });
    expect(taken.json.errors[0].id).toBe('VISIT_TIME_TAKEN');
    expect((await call('storeservice/visits/read', { visitId: booked.json.data.visitId }, browser)).json.data).toEqual(
      booked.json.data,
    );
    expect((await call('storeservice/visits/read', { visitId: booked.json.data.visitId })).status).toBe(404);
    // Nothing of who booked is kept: not the name, not the email.
    const kept = JSON.stringify(await store.listRecords('storeVisit', 'ST-CHI-MIC'));
    expect(kept).not.toContain('paula@example.com');
    expect(kept).not.toContain('Paula');
  });
});

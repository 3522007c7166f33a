import { deviceName } from '@carrier/service-contracts';
import {
  CatalogueAccessoriesResponse,
  CatalogueDeviceResponse,
  CatalogueDevicesResponse,
  DeviceReviewsResponse,
  PlansResponse,
  ProtectionFeaturesResponse,
  TradeInValidateResponse,
  check,
} from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCsrf } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { ACCESSORIES, DEVICES, PLANS, STORES, planTotal, tradeInValues } from '../catalogue/catalogue.js';
import { deviceArt } from '../catalogue/images.js';
import { lookSignature } from '../catalogue/phones.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

const getJson = async (path: string) => (await app.request(path)).json() as Promise<unknown>;
const postJson = async (path: string, body: unknown) =>
  (
    await app.request(path, {
      method: 'POST',
      headers: withCsrf({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    })
  ).json() as Promise<unknown>;

describe('a catalogue worth shopping', () => {
  it('has at least 40 smartphones from at least 6 makers, iOS and Android', () => {
    expect(DEVICES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEVICES.map((d) => d.maker)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(DEVICES.map((d) => d.os))).toEqual(new Set(['iOS', 'Android']));
  });

  it('gives every phone colours with swatches, storage, prices, rating, 5G flag, release date and stock per store', () => {
    for (const device of DEVICES) {
      expect(device.colours.length, device.id).toBeGreaterThan(0);
      for (const colour of device.colours) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(device.storage.length).toBeGreaterThan(0);
      expect(device.rating.average).toBeGreaterThanOrEqual(1);
      expect(device.rating.average).toBeLessThanOrEqual(5);
      expect(typeof device.fiveG).toBe('boolean');
      expect(Number.isNaN(Date.parse(device.released))).toBe(false);
      expect(device.skus).toHaveLength(device.colours.length * device.storage.length);
      for (const sku of device.skus) expect(Object.keys(sku.stock).sort()).toEqual(STORES.map((s) => s.id).sort());
    }
    expect(DEVICES.some((d) => !d.fiveG)).toBe(true);
  });

  it('prices each variant at retail and monthly over 36 months of device payment', () => {
    for (const sku of DEVICES.flatMap((d) => d.skus)) {
      expect(sku.months).toBe(36);
      expect(sku.salePrice).toBeLessThanOrEqual(sku.retailPrice);
      expect(sku.monthlyPrice).toBeCloseTo(sku.salePrice / 36, 2);
    }
  });

  it('has promotions and badges, and some variants out of stock in some stores', () => {
    expect(DEVICES.filter((d) => d.promotions.length > 0).length).toBeGreaterThanOrEqual(8);
    expect(DEVICES.filter((d) => d.badges.length > 0).length).toBeGreaterThanOrEqual(10);
    const stock = DEVICES.flatMap((d) => d.skus.flatMap((s) => Object.values(s.stock)));
    expect(stock.some((n) => n === 0)).toBe(true);
    expect(stock.some((n) => n > 0)).toBe(true);
  });

  it('has unique device ids and SKUs', () => {
    expect(new Set(DEVICES.map((d) => d.id)).size).toBe(DEVICES.length);
    const skus = DEVICES.flatMap((d) => d.skus.map((s) => s.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('has at least 30 accessories, each fitting devices of the catalogue or every phone', () => {
    expect(ACCESSORIES.length).toBeGreaterThanOrEqual(30);
    const ids = new Set(DEVICES.map((d) => d.id));
    for (const accessory of ACCESSORIES) {
      expect(accessory.universal).toBe(accessory.compatibleDevices.length === 0);
      for (const id of accessory.compatibleDevices) expect(ids.has(id), `${accessory.id} -> ${id}`).toBe(true);
    }
    expect(new Set(ACCESSORIES.map((a) => a.id)).size).toBe(ACCESSORIES.length);
  });

  it('has at least 4 postpaid plans priced per line with an autopay discount, and at least 4 prepaid plans', () => {
    const postpaid = PLANS.filter((p) => p.type === 'postpaid');
    expect(postpaid.length).toBeGreaterThanOrEqual(4);
    expect(PLANS.filter((p) => p.type === 'prepaid').length).toBeGreaterThanOrEqual(4);
    for (const plan of postpaid) {
      expect(plan.pricePerLine).toHaveLength(5);
      expect(plan.autopayDiscount).toBeGreaterThan(0);
    }
    const welcome = postpaid[0]!;
    expect(planTotal(welcome, 3, true)).toBe((50 - 10) * 3);
    expect(planTotal(welcome, 7, false)).toBe(35 * 7);
  });

  it('values trade-ins by make, model, storage and condition: good above fair above broken', () => {
    const values = tradeInValues(new Date('2026-11-21'));
    const iphone13 = values.filter((v) => v.model === 'iPhone 13' && v.storageGb === 128);
    const by = (condition: string) => iphone13.find((v) => v.condition === condition)?.value ?? -1;
    expect(by('good')).toBeGreaterThan(by('fair'));
    expect(by('fair')).toBeGreaterThan(by('broken'));
    const newer =
      values.find((v) => v.model === 'iPhone 17 Pro Max' && v.storageGb === 256 && v.condition === 'good')?.value ?? 0;
    expect(newer).toBeGreaterThan(by('good'));
  });
});

describe('product detail: specifications and reviews', () => {
  it('gives every phone its specifications: display, processor, cameras, battery, weight, dimensions, water resistance, 5G bands, SIM', () => {
    for (const device of DEVICES) {
      const { specs } = device;
      expect(specs.display.inches, device.id).toBeGreaterThan(3);
      expect(specs.display.resolution, device.id).toMatch(/^\d{3,4} × \d{3,4}$/);
      expect(specs.processor, device.id).not.toBe('');
      expect(specs.cameras.rearMegapixels.length, device.id).toBeGreaterThan(0);
      expect(specs.batteryMah, device.id).toBeGreaterThan(1000);
      expect(specs.weightGrams, device.id).toBeGreaterThan(100);
      expect(specs.dimensionsMm.depth, device.id).toBeLessThan(specs.dimensionsMm.width);
      expect(specs.waterResistance, device.id).toMatch(/^IP\d\d$/);
      // A 5G phone lists the bands it works on; a 4G phone lists none.
      expect(specs.bands5g.length > 0, device.id).toBe(device.fiveG);
    }
  });

  it('sells iPhones as eSIM only and has phones that take a physical SIM', () => {
    expect(DEVICES.filter((d) => d.os === 'iOS').every((d) => d.specs.sim === 'esimOnly')).toBe(true);
    expect(DEVICES.some((d) => d.specs.sim === 'nanoAndEsim')).toBe(true);
  });

  it("answers a phone's reviews: a histogram that adds up to its review count and averages to its rating, and three reviews", async () => {
    for (const device of DEVICES) {
      const answer = check(
        DeviceReviewsResponse,
        await getJson(`/soe/digital/deviceconfigservice/catalog/devices/${device.id}/reviews`),
      );
      if (!answer.ok) throw new Error(`${device.id}: ${answer.message}`);
      const { histogram, reviews, count } = answer.value.data;
      expect(histogram.map((h) => h.stars)).toEqual([5, 4, 3, 2, 1]);
      expect(histogram.reduce((sum, h) => sum + h.count, 0)).toBe(count);
      const mean = histogram.reduce((sum, h) => sum + h.stars * h.count, 0) / count;
      expect(Math.abs(mean - device.rating.average), device.id).toBeLessThan(0.06);
      expect(reviews).toHaveLength(3);
      for (const review of reviews) expect(review.date >= device.released, device.id).toBe(true);
    }
  });

  it('names the phone in its reviews as the store does, and answers a 404 for an unknown phone', async () => {
    const answer = (await getJson('/soe/digital/deviceconfigservice/catalog/devices/oneplus-13/reviews')) as {
      data: { reviews: { body: string }[] };
    };
    expect(answer.data.reviews.map((r) => r.body).join(' ')).not.toContain('OnePlus OnePlus');
    expect((await app.request('/soe/digital/deviceconfigservice/catalog/devices/nope/reviews')).status).toBe(404);
  });
});

describe('catalogue services, checked against their contracts', () => {
  it('lists the devices', async () => {
    const answer = check(CatalogueDevicesResponse, await getJson('/soe/digital/deviceconfigservice/catalog/devices'));
    expect(answer.ok && answer.value.data.devices.length).toBe(DEVICES.length);
  });

  it('lists the phones sold before with the phone of the catalogue that took their place; none of them is sold', async () => {
    const answer = check(CatalogueDevicesResponse, await getJson('/soe/digital/deviceconfigservice/catalog/devices'));
    const retired = answer.ok ? (answer.value.data.retired ?? []) : [];
    expect(retired.map((r) => r.id)).toContain('google-pixel-8');
    const sold = new Set(DEVICES.map((d) => d.id));
    for (const { id, successorId } of retired) {
      expect(sold.has(id), id).toBe(false);
      expect(sold.has(successorId), successorId).toBe(true);
    }
  });

  it('answers one device, or a 404', async () => {
    expect(
      check(
        CatalogueDeviceResponse,
        await getJson('/soe/digital/prospect/deviceconfigservice/catalog/devices/google-pixel-10'),
      ).ok,
    ).toBe(true);
    expect((await app.request('/soe/digital/deviceconfigservice/catalog/devices/nope')).status).toBe(404);
  });

  it('lists accessories, or those that fit a device', async () => {
    const all = check(
      CatalogueAccessoriesResponse,
      await getJson('/soe/digital/deviceconfigservice/catalog/accessories'),
    );
    const fitting = check(
      CatalogueAccessoriesResponse,
      await getJson('/soe/digital/deviceconfigservice/catalog/accessories?compatibleDevice=apple-iphone-17-pro-max'),
    );
    expect(all.ok && fitting.ok).toBe(true);
    if (all.ok && fitting.ok) {
      expect(fitting.value.data.accessories.length).toBeLessThan(all.value.data.accessories.length);
      expect(
        fitting.value.data.accessories.every(
          (a) => a.universal || a.compatibleDevices.includes('apple-iphone-17-pro-max'),
        ),
      ).toBe(true);
    }
  });

  it('lists plans by type, and refuses an unknown type', async () => {
    const prepaid = check(PlansResponse, await getJson('/soe/digital/prepaid/plansservice/plans?type=prepaid'));
    expect(prepaid.ok && prepaid.value.data.plans.every((p) => p.type === 'prepaid')).toBe(true);
    expect((await app.request('/soe/digital/plansservice/plans?type=other')).status).toBe(400);
  });

  it('answers the protection options of a device tier', async () => {
    const answer = check(
      ProtectionFeaturesResponse,
      await postJson('/soe/digital/plansservice/getProtectionFeatures', { deviceId: 'samsung-galaxy-z-fold7' }),
    );
    expect(answer.ok && answer.value.data.tier).toBe('premium');
  });

  it('quotes a trade-in, and says when a device is not accepted', async () => {
    const quote = check(
      TradeInValidateResponse,
      await postJson('/soe/digital/tradeinservice/tradein/validateDevice', {
        make: 'apple',
        model: 'iPhone 14',
        storageGb: 128,
        condition: 'good',
      }),
    );
    expect(quote.ok && quote.value.data.eligible && quote.value.data.value > 0).toBe(true);
    const unknown = check(
      TradeInValidateResponse,
      await postJson('/soe/digital/tradeinservice/tradein/validateDevice', {
        make: 'Acme',
        model: 'Brick',
        storageGb: 1,
        condition: 'good',
      }),
    );
    expect(unknown.ok && unknown.value.data).toMatchObject({ eligible: false, value: 0 });
  });
});

describe('product images drawn by the sandbox', () => {
  it('draws every colour of every phone as SVG in that colour, with a title', async () => {
    for (const device of DEVICES) {
      for (const colour of device.colours) {
        const res = await app.request(colour.image);
        expect(res.status, colour.image).toBe(200);
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
        const svg = await res.text();
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toContain(`<title>${deviceName(device)} in ${colour.name}</title>`.replace(/&/g, '&#38;'));
        expect(svg).toContain(colour.hex);
      }
    }
  });

  it('"no two models of the catalogue share a drawing": each model in one colour is drawn apart from every other', () => {
    const colour = { name: 'Test', hex: '#5a6b7c' };
    const drawings = new Map<string, string>();
    for (const device of DEVICES) {
      const drawing = deviceArt(device.art, colour);
      expect(drawings.get(drawing), device.id).toBeUndefined();
      drawings.set(drawing, device.id);
    }
    // Apart by what a shopper sees, not by a millimetre: the form, camera, front, height or border differ.
    expect(new Set(DEVICES.map((device) => lookSignature(device.art))).size).toBe(DEVICES.length);
  });

  it('draws a model from how it looks: its lenses, its front camera, a flip closed and open, a fold open', () => {
    const colour = { name: 'Test', hex: '#5a6b7c' };
    const art = (id: string) => deviceArt(DEVICES.find((device) => device.id === id)!.art, colour);
    const lenses = (svg: string) => svg.match(/fill="#1a1a1c"/g)?.length ?? 0;
    // The Galaxy S25 Ultra's four lenses, the iPhone 16e's one.
    expect(lenses(art('samsung-galaxy-s25-ultra'))).toBe(4);
    expect(lenses(art('apple-iphone-16e'))).toBe(1);
    // A front camera in an island, a punch hole, a notch.
    expect(art('apple-iphone-17-pro')).toMatch(/rx="[\d.]+" fill="#050505"/);
    expect(art('google-pixel-10')).toMatch(/<circle [^>]*fill="#050505"/);
    // A flip is drawn closed (half its height) beside it open; a fold open is wider than it is closed.
    const widths = (svg: string) => [
      ...svg.matchAll(/<rect x="[\d.-]+" y="[\d.-]+" width="([\d.]+)" height="([\d.]+)"[^>]*stroke-width="2"/g),
    ];
    const [closed, open] = widths(art('motorola-razr-2025'));
    expect(Number(closed![2])).toBeLessThan(Number(open![2]) * 0.6);
    const [folded, unfolded] = widths(art('google-pixel-10-pro-fold'));
    expect(Number(unfolded![1])).toBeGreaterThan(Number(folded![1]) * 1.8);
  });

  it('draws every accessory', async () => {
    for (const accessory of ACCESSORIES) {
      const res = await app.request(accessory.image);
      expect(res.status, accessory.image).toBe(200);
      expect(await res.text()).toContain('<svg');
    }
  });

  it('answers 404 for an image it does not have', async () => {
    expect((await app.request('/content/vcg/images/devices/google-pixel-10/plaid.svg')).status).toBe(404);
    expect((await app.request('/content/vcg/images/accessories/nothing.svg')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { ACCESSORIES, DEVICES, PLANS, PROTECTION } from '../catalogue/catalogue.js';
import {
  ACCESSORY_COLOURS_ES,
  CART_MESSAGES,
  CATALOGUE_PHRASES_ES,
  PROMOTION_NAMES_ES,
  accessoryName,
} from '../catalogue/spanish.js';
import type { SandboxStore } from '../store.js';
import { withCsrf } from './csrf.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

const SPANISH = 'http://espanol.localhost:4200';
const ENGLISH = 'http://localhost:4200';
type Devices = { data: { devices: { id: string; promotions: { id: string; name: string }[] }[] } };

describe('the catalogue and the cart speak the language of the site they are asked from', () => {
  it('every promotion of the catalogue has a Spanish name of its own', () => {
    const promotions = DEVICES.flatMap((d) => d.promotions);
    expect(promotions.length).toBeGreaterThan(5);
    for (const promotion of promotions) {
      expect(PROMOTION_NAMES_ES[promotion.id], promotion.id).toBeDefined();
      expect(PROMOTION_NAMES_ES[promotion.id]).not.toBe(promotion.name);
    }
  });

  it('the devices answer names promotions in Spanish on the Spanish site, in English on the English one', async () => {
    const names = async (origin: string, query = '') =>
      (
        (await (
          await app.request(`${origin}/soe/digital/deviceconfigservice/catalog/devices${query}`)
        ).json()) as Devices
      ).data.devices
        .find((d) => d.id === 'google-pixel-10')
        ?.promotions.map((p) => p.name);
    expect(await names(SPANISH)).toEqual(['$100 de descuento en el Pixel 10']);
    expect(await names(ENGLISH)).toEqual(['$100 off Pixel 10']);
    expect(await names(ENGLISH, '?lang=es')).toEqual(['$100 de descuento en el Pixel 10']);
    const res = await app.request(`${SPANISH}/soe/digital/deviceconfigservice/catalog/devices/google-pixel-9a`);
    expect(res.headers.get('Vary')).toContain('Host');
    expect(await res.json()).toMatchObject({
      data: { device: { promotions: [{ name: 'Gratis con una línea nueva' }] } },
    });
  });

  it('reviews are written in the language of the site', async () => {
    const reviews = async (origin: string) =>
      (
        (await (
          await app.request(`${origin}/soe/digital/deviceconfigservice/catalog/devices/google-pixel-10/reviews`)
        ).json()) as { data: { reviews: { title: string; body: string }[] } }
      ).data.reviews;
    const english = await reviews(ENGLISH);
    const spanish = await reviews(SPANISH);
    expect(spanish).toHaveLength(english.length);
    for (const [i, review] of spanish.entries()) {
      expect(review.title).not.toBe(english[i]?.title);
      expect(review.body).not.toBe(english[i]?.body);
    }
  });

  it('badges keep their ids and say their labels in the language of the site', async () => {
    const badges = async (origin: string) =>
      (
        (await (await app.request(`${origin}/soe/digital/deviceconfigservice/catalog/devices`)).json()) as {
          data: { devices: { badges: { id: string; label: string }[] }[] };
        }
      ).data.devices.flatMap((d) => d.badges);
    const english = await badges(ENGLISH);
    const spanish = await badges(SPANISH);
    expect(spanish.map((b) => b.id)).toEqual(english.map((b) => b.id));
    expect(new Set(english.map((b) => b.label))).toEqual(new Set(['New', 'Deal', 'Best seller']));
    expect(new Set(spanish.map((b) => b.label))).toEqual(new Set(['Nuevo', 'Oferta', 'Más vendido']));
  });

  it("the cart's alerts and promotion badges come in Spanish on the Spanish site", async () => {
    const res = await app.request(`${SPANISH}/soe/digital/prospect/cartservice/cart/add-device`, {
      method: 'POST',
      headers: withCsrf({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ deviceId: 'google-pixel-10', sku: 'GOOGLE-PIXEL-10-INDIGO-128' }),
    });
    const cart = (await res.json()) as {
      data: {
        cartValidationErrors: { code: string; message: string }[];
        lineDetails: { lineInfo: { promoBadges: { name: string }[] }[] };
      };
    };
    const messages = Object.fromEntries(cart.data.cartValidationErrors.map((e) => [e.code, e.message]));
    expect(messages['PLAN_REQUIRED']).toBe(CART_MESSAGES.es.planRequired);
    expect(messages['PROMO_APPLIED']).toBe('Oferta aplicada: $100 de descuento en el Pixel 10.');
    expect(cart.data.lineDetails.lineInfo[0]?.promoBadges[0]?.name).toBe('$100 de descuento en el Pixel 10');
  });

  it('every cart message has a Spanish wording of its own', () => {
    for (const key of Object.keys(CART_MESSAGES.en) as (keyof typeof CART_MESSAGES.en)[]) {
      const en = CART_MESSAGES.en[key];
      const es = CART_MESSAGES.es[key];
      expect(typeof es).toBe(typeof en);
      expect(typeof es === 'function' ? es('X') : es).not.toBe(typeof en === 'function' ? en('X') : en);
    }
  });
});

describe('plans and protection in Spanish', () => {
  it('every phrase of every plan and protection option has a Spanish wording', () => {
    const phrases = [
      ...PLANS.flatMap((plan) => [plan.data, plan.hotspot, ...plan.features]),
      ...Object.values(PROTECTION).flatMap((options) => options.flatMap((o) => [o.name, ...o.features])),
    ];
    for (const text of phrases) expect(CATALOGUE_PHRASES_ES[text], text).toBeDefined();
  });

  it('the plans and protection answers are in Spanish on the Spanish site', async () => {
    const plans = (await (await app.request(`${SPANISH}/soe/digital/plansservice/plans?type=postpaid`)).json()) as {
      data: { plans: { id: string; features: string[]; data: string }[] };
    };
    const plus = plans.data.plans.find((p) => p.id === 'PLAN-UNL-PLUS');
    expect(plus?.features).toEqual(['Llamadas y mensajes de texto ilimitados', 'Llamadas a México y Canadá']);
    expect(plus?.data).toBe('5G premium ilimitado');
    const protection = await app.request(`${SPANISH}/soe/digital/plansservice/getProtectionFeatures`, {
      method: 'POST',
      headers: withCsrf({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ deviceId: 'google-pixel-10' }),
    });
    expect(await protection.json()).toMatchObject({
      data: { options: [{ name: 'Protección del equipo' }, { name: 'Garantía extendida' }] },
    });
  });

  it('every accessory has a Spanish name, and every accessory colour a Spanish word', () => {
    for (const accessory of ACCESSORIES) {
      expect(accessoryName(accessory.name, 'es'), accessory.name).toBeDefined();
      expect(ACCESSORY_COLOURS_ES[accessory.colour.name], accessory.colour.name).toBeDefined();
    }
    expect(accessoryName('Clear Case for Galaxy S25 Ultra', 'es')).toBe('Funda transparente para Galaxy S25 Ultra');
    expect(accessoryName('10,000 mAh Power Bank', 'es')).toBe('Batería portátil de 10,000 mAh');
  });

  it('the accessories answer is in Spanish on the Spanish site', async () => {
    const names = async (origin: string) =>
      (
        (await (await app.request(`${origin}/soe/digital/deviceconfigservice/catalog/accessories`)).json()) as {
          data: { accessories: { id: string; name: string; colour: { name: string } }[] };
        }
      ).data.accessories;
    const english = await names(ENGLISH);
    const spanish = await names(SPANISH);
    expect(spanish.map((a) => a.id)).toEqual(english.map((a) => a.id));
    expect(spanish.find((a) => a.id === 'voltaline-braided-usb-c-cable-2-m')).toMatchObject({
      name: 'Cable USB-C trenzado de 2 m',
      colour: { name: 'Negro' },
    });
  });
});

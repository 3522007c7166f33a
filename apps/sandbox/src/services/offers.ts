import { DEVICE_PAYMENT_MONTHS, monthlyShare, toCents, toDollars } from '@carrier/pricing';
import {
  BundleQuoteRequest,
  DeleteQuoteRequest,
  HomeInternetAvailabilityRequest,
  HomeInternetOrderRequest,
  MyLinkRequest,
  OffersRequest,
  PromotionRequest,
  SaveAcceptedOfferRequest,
  SaveQuoteRequest,
  ScanRequest,
  VehicleCheckRequest,
  check,
  deviceName,
  type HomeInternetOrder,
  type OfferPhone,
  type Quote,
} from '@carrier/service-contracts';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { readCart } from '../carts/read.js';
import { BUNDLE_ACCESSORY_PERCENT_OFF, BUNDLE_MAX_ACCESSORIES, bundlePrice } from '../carts/stored.js';
import { ACCESSORIES, CONNECTED_CAR, DEVICES, PLANS, STORES, planTotal, type Device } from '../catalogue/catalogue.js';
import {
  CONNECTED_CAR_FIRST_YEAR,
  CONNECTED_CAR_UNSUPPORTED_MAKES,
  HOME_INTERNET_AREAS,
  HOME_INTERNET_PLANS,
  LEADS,
  LINKS,
  OFFERS,
  offerIn,
  inHolidaySeason,
} from '../catalogue/offers.js';
import { accessoryName } from '../catalogue/spanish.js';
import { browserOwner, newRecordId } from '../ids.js';
import { OK_HEADER, readBody, idempotencyKeyOf, serviceError } from '../http.js';
import { firstNameOf } from '../identity.js';
import { sessionUser } from './account.js';
import { requestLanguage, type Language } from '../language.js';
import { throttleListOf } from '../scenarios.js';
import type { SandboxStore } from '../store.js';

export { BROWSER_COOKIE, browserOwner, newRecordId } from '../ids.js';

/** Most quotes a browser keeps. */
export const MAX_QUOTES = 5;

/** The signed-in customer (L2), not a guest: their offers and accepted offers. */
export const signedInUser = (c: Context) => {
  const user = sessionUser(c);
  return user?.authLevel === 'L2' ? user : undefined;
};

/** A phone as an offer shows it: its first colour and storage, at its price and its price with the promotion. */
export function offerPhone(device: Device): OfferPhone {
  const sku = device.skus[0]!;
  const promo = device.promotions[0];
  // A new line's promotion is credited to the line the offer adds; a trade-in's needs a trade-in, which an offer
  // does not bring: its phone is shown at its price.
  const offerPrice =
    promo?.condition === 'newLine'
      ? Math.max(0, sku.retailPrice - promo.savings)
      : promo?.condition === 'tradeIn'
        ? sku.retailPrice
        : sku.salePrice;
  const monthly = (price: number) => toDollars(monthlyShare(toCents(price), DEVICE_PAYMENT_MONTHS));
  return {
    deviceId: device.id,
    sku: sku.sku,
    name: deviceName(device),
    image: device.colours[0]?.image ?? '',
    price: sku.retailPrice,
    offerPrice,
    monthly: monthly(sku.retailPrice),
    offerMonthly: monthly(offerPrice),
  };
}

const devices = new Map(DEVICES.map((d) => [d.id, d]));
const accessories = new Map(ACCESSORIES.map((a) => [a.id, a]));

/** The phones a bundle can start from: the 5G phones with a case of their own, and the phones on promotion. */
const BUNDLE_PHONES = DEVICES.filter(
  (d) => d.fiveG && (d.promotions.length > 0 || ACCESSORIES.some((a) => a.compatibleDevices.includes(d.id))),
).slice(0, 12);
const POSTPAID_PLANS = PLANS.filter((p) => p.type === 'postpaid');

/** Accessories that fit a phone (its own first, then universal ones), at most eight. */
const accessoriesFor = (deviceId: string) =>
  [
    ...ACCESSORIES.filter((a) => a.compatibleDevices.includes(deviceId)),
    ...ACCESSORIES.filter((a) => a.universal && a.type !== 'connected-car'),
  ].slice(0, 8);

/**
 * The offers service: offers by where they are shown (the throttle flags and who is signed in choose which), a
 * promotion's phones, the bundle builder's options and quote, quotes of this browser's cart, a Specialist's link, an
 * accessory scanned in a store, 5G Home Internet's availability and order, and the connected-car check. The offers,
 * leads, links and areas are the README's fixtures.
 */
export function offersServices(store: SandboxStore, now: () => Date): Hono {
  const app = new Hono();
  const api = '/offersservice';

  async function acceptedBy(c: Context): Promise<Set<string>> {
    const user = signedInUser(c);
    if (!user) return new Set();
    return new Set((await store.listRecords('acceptedOffer', user.customerId)).map((r) => r.id.split(':')[1]!));
  }

  // A read: its query is the contract's request (a GET, so that the store server can read it for the page it draws).
  app.get(`${api}/offers/list`, async (c) => {
    const query = check(OffersRequest, c.req.query());
    if (!query.ok) return serviceError(c, 400, 'BAD_REQUEST', `Request query is malformed: ${query.message}`);
    const { placement, leadId } = query.value;
    const language = requestLanguage(c);
    const user = signedInUser(c);
    if (placement === 'myOffers' && !user)
      return serviceError(c, 401, 'SIGN_IN_REQUIRED', 'Sign in to see the offers for your account.');
    if (placement === 'holiday' && !inHolidaySeason(now()))
      return serviceError(c, 404, 'HOLIDAY_OFFERS_ENDED', 'Our holiday offers have ended for this season.');
    const lead = leadId ? LEADS[leadId] : undefined;
    if (leadId && !lead)
      return serviceError(c, 404, 'LEAD_NOT_FOUND', 'We could not find the offers of this link: it may have ended.');
    const throttle = new Set(throttleListOf(c));
    const today = now().toISOString().slice(0, 10);
    const accepted = await acceptedBy(c);
    const offers = OFFERS.filter(
      (row) =>
        (lead ? lead.offerIds.includes(row.offerId) : row.placements.includes(placement)) &&
        (!row.throttle || throttle.has(row.throttle)) &&
        (!row.customersOnly || user) &&
        (row.endsOn === null || row.endsOn >= today),
    ).map((row) => offerIn(row, language, accepted));
    return c.json({
      serviceHeader: OK_HEADER,
      data: { placement, firstName: lead?.firstName ?? (user ? firstNameOf(user) : null), offers },
    });
  });

  // A restricted offer accepted (spec 2.6, 7.3): kept for the signed-in customer when it is one of their offers;
  // anything else is answered but not kept (`saved: false`).
  app.post('/devicepricingservice/saveAcceptedMyofferData', async (c) => {
    const body = await readBody(c, SaveAcceptedOfferRequest);
    if (!body.ok) return body.response as Response;
    const { offerId, type } = body.value;
    const user = signedInUser(c);
    const row = OFFERS.find((o) => o.offerId === offerId && o.restrictedType === type.toUpperCase());
    if (!user || !row || !body.value.restricted)
      return c.json({ serviceHeader: OK_HEADER, data: { saved: false, offerId } });
    await store.saveRecord({
      kind: 'acceptedOffer',
      id: `${user.customerId}:${offerId}`,
      owner: user.customerId,
      data: { offerId, type: row.restrictedType, acceptedAt: now().toISOString() },
    });
    return c.json({ serviceHeader: OK_HEADER, data: { saved: true, offerId } });
  });

  app.post(`${api}/promotion`, async (c) => {
    const body = await readBody(c, PromotionRequest);
    if (!body.ok) return body.response as Response;
    const row = OFFERS.find((o) => o.offerId === body.value.promoId && o.action === 'promohubcart');
    const throttle = new Set(throttleListOf(c));
    if (!row || (row.throttle && !throttle.has(row.throttle)))
      return serviceError(c, 404, 'PROMOTION_NOT_FOUND', 'This promotion has ended or does not exist.');
    const phones = row.deviceIds.flatMap((id) => {
      const device = devices.get(id);
      return device ? [offerPhone(device)] : [];
    });
    return c.json({
      serviceHeader: OK_HEADER,
      data: { promotion: offerIn(row, requestLanguage(c), await acceptedBy(c)), phones },
    });
  });

  app.get(`${api}/bundle/options`, (c) => {
    const language = requestLanguage(c);
    const deviceId = c.req.query('deviceId') ?? BUNDLE_PHONES[0]!.id;
    if (!BUNDLE_PHONES.some((d) => d.id === deviceId))
      return serviceError(c, 404, 'DEVICE_NOT_IN_BUNDLES', 'This phone is not one a bundle can be built with.');
    return c.json({
      serviceHeader: OK_HEADER,
      data: {
        accessoryPercentOff: BUNDLE_ACCESSORY_PERCENT_OFF,
        maxAccessories: BUNDLE_MAX_ACCESSORIES,
        phones: BUNDLE_PHONES.map(offerPhone),
        plans: POSTPAID_PLANS.map((plan) => ({
          planId: plan.id,
          name: plan.name,
          monthly: planTotal(plan, 1, false),
          autopayMonthly: planTotal(plan, 1, true),
        })),
        accessories: accessoriesFor(deviceId).map((a) => ({
          accessoryId: a.id,
          name: accessoryName(a.name, language) ?? a.name,
          image: a.image,
          price: a.price,
          bundlePrice: bundlePrice(a.price),
          compatibleDevices: [...a.compatibleDevices],
        })),
      },
    });
  });

  app.post(`${api}/bundle/quote`, async (c) => {
    const body = await readBody(c, BundleQuoteRequest);
    if (!body.ok) return body.response as Response;
    const { deviceId, planId, accessoryIds } = body.value;
    const language = requestLanguage(c);
    const device = BUNDLE_PHONES.find((d) => d.id === deviceId);
    const plan = POSTPAID_PLANS.find((p) => p.id === planId);
    const fits = new Set(accessoriesFor(deviceId).map((a) => a.id));
    if (!device)
      return serviceError(c, 404, 'DEVICE_NOT_IN_BUNDLES', 'This phone is not one a bundle can be built with.');
    if (!plan) return serviceError(c, 404, 'PLAN_NOT_FOUND', 'This plan is not one a bundle can be built with.');
    if (new Set(accessoryIds).size !== accessoryIds.length || accessoryIds.some((id) => !fits.has(id)))
      return serviceError(c, 422, 'ACCESSORY_NOT_IN_BUNDLE', 'An accessory of this bundle does not fit the phone.');
    const phone = offerPhone(device);
    const chosen = accessoryIds.map((id) => accessories.get(id)!);
    const accessorySavings = chosen.reduce((sum, a) => sum + toCents(a.price) - toCents(bundlePrice(a.price)), 0);
    const phoneSavings = toCents(phone.price) - toCents(phone.offerPrice);
    const words =
      language === 'es'
        ? {
            phone: 'Promoción del teléfono',
            accessories: 'Accesorios del paquete (25%)',
            autopay: 'Pago automático (24 meses)',
          }
        : { phone: 'Phone promotion', accessories: 'Bundle accessories (25%)', autopay: 'Autopay (24 months)' };
    const savings = [
      ...(phoneSavings > 0 ? [{ label: words.phone, amount: toDollars(phoneSavings) }] : []),
      ...(accessorySavings > 0 ? [{ label: words.accessories, amount: toDollars(accessorySavings) }] : []),
      { label: words.autopay, amount: plan.autopayDiscount * 24 },
    ];
    return c.json({
      serviceHeader: OK_HEADER,
      data: {
        dueToday: toDollars(chosen.reduce((sum, a) => sum + toCents(bundlePrice(a.price)), 0)),
        monthly: toDollars(toCents(phone.offerMonthly) + toCents(planTotal(plan, 1, false))),
        autopayMonthly: toDollars(toCents(phone.offerMonthly) + toCents(planTotal(plan, 1, true))),
        savings,
        totalSavings: toDollars(savings.reduce((sum, s) => sum + toCents(s.amount), 0)),
      },
    });
  });

  const quotesOf = async (owner: string) =>
    (await store.listRecords('quote', owner)).map((record) => record.data as Quote);

  app.get(`${api}/quotes`, async (c) =>
    c.json({ serviceHeader: OK_HEADER, data: { quotes: await quotesOf(browserOwner(c)), maxQuotes: MAX_QUOTES } }),
  );

  app.post(`${api}/quotes/save`, async (c) => {
    const body = await readBody(c, SaveQuoteRequest);
    if (!body.ok) return body.response as Response;
    const owner = browserOwner(c);
    const cartId = getCookie(c, 'cartId');
    const cart = cartId ? await store.getCart(cartId) : undefined;
    if (!cart || cart.lines.length + cart.accessories.length === 0)
      return serviceError(c, 422, 'CART_EMPTY', 'Your cart is empty: add a phone or an accessory to save a quote.');
    if ((await quotesOf(owner)).length >= MAX_QUOTES)
      return serviceError(c, 409, 'QUOTES_FULL', `You can keep ${MAX_QUOTES} quotes: delete one to save another.`);
    const read = readCart(cart, now(), undefined, requestLanguage(c));
    const quote: Quote = {
      quoteId: newRecordId('Q-', 8),
      name: body.value.name.trim(),
      createdAt: now().toISOString(),
      items: [
        ...read.lineDetails.lineInfo.map((line) => ({
          label: [line.device.name, line.serviceInfo.planName].filter(Boolean).join(', '),
          dueToday: line.device.purchaseType === 'fullRetail' ? line.device.price : 0,
          monthly: toDollars(
            toCents(line.device.purchaseType === 'fullRetail' ? 0 : line.device.monthly) +
              toCents(line.serviceInfo.planMonthly) +
              toCents(line.protection?.monthlyPrice ?? 0),
          ),
        })),
        ...read.accessories.map((a) => ({
          label: a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name,
          dueToday: toDollars(toCents(a.price) * a.quantity),
          monthly: 0,
        })),
      ],
      dueToday: read.cartInfo.dueToday,
      dueMonthly: read.cartInfo.dueMonthly,
    };
    await store.saveRecord({ kind: 'quote', id: quote.quoteId, owner, data: quote });
    return c.json({ serviceHeader: OK_HEADER, data: quote });
  });

  app.post(`${api}/quotes/delete`, async (c) => {
    const body = await readBody(c, DeleteQuoteRequest);
    if (!body.ok) return body.response as Response;
    const owner = browserOwner(c);
    const kept = await store.getRecord('quote', body.value.quoteId);
    if (!kept || kept.owner !== owner) return serviceError(c, 404, 'QUOTE_NOT_FOUND', 'We could not find this quote.');
    await store.deleteRecord('quote', body.value.quoteId);
    return c.json({ serviceHeader: OK_HEADER, data: { quotes: await quotesOf(owner), maxQuotes: MAX_QUOTES } });
  });

  app.post(`${api}/mylink`, async (c) => {
    const body = await readBody(c, MyLinkRequest);
    if (!body.ok) return body.response as Response;
    const link = LINKS[body.value.code];
    if (!link)
      return serviceError(c, 404, 'LINK_NOT_FOUND', 'We could not find this link: check it with your Specialist.');
    if (link.expiresOn < now().toISOString().slice(0, 10))
      return serviceError(c, 410, 'LINK_EXPIRED', 'This link has expired: ask your Specialist for a new one.');
    const language = requestLanguage(c);
    const plan = PLANS.find((p) => p.id === link.planId)!;
    return c.json({
      serviceHeader: OK_HEADER,
      data: {
        code: body.value.code,
        specialist: link.specialist,
        storeName: STORES.find((s) => s.id === link.storeId)?.name ?? '',
        note: link.note[language],
        expiresOn: link.expiresOn,
        phone: offerPhone(devices.get(link.deviceId)!),
        plan: { planId: plan.id, name: plan.name, monthly: planTotal(plan, 1, true) },
        accessories: link.accessoryIds.flatMap((id) => {
          const a = accessories.get(id);
          return a ? [{ accessoryId: a.id, name: accessoryName(a.name, language) ?? a.name, price: a.price }] : [];
        }),
      },
    });
  });

  app.post(`${api}/scan`, async (c) => {
    const body = await readBody(c, ScanRequest);
    if (!body.ok) return body.response as Response;
    const accessory = accessories.get(body.value.accessoryId);
    if (!accessory)
      return serviceError(c, 404, 'ACCESSORY_NOT_FOUND', 'We could not find this item: scan its code again.');
    return c.json({
      serviceHeader: OK_HEADER,
      data: {
        accessoryId: accessory.id,
        name: accessoryName(accessory.name, requestLanguage(c)) ?? accessory.name,
        image: accessory.image,
        price: accessory.price,
      },
    });
  });

  const homeInternetAt = (zip: string, language: Language) => {
    const city = HOME_INTERNET_AREAS[zip.slice(0, 3)] ?? null;
    return {
      zip,
      available: city !== null,
      city,
      plans:
        city === null
          ? []
          : HOME_INTERNET_PLANS.map((p) => ({
              planId: p.planId,
              name: p.name,
              speed: p.speed[language],
              monthly: p.monthly,
              withMobileMonthly: p.withMobile,
            })),
    };
  };

  app.post(`${api}/homeinternet/availability`, async (c) => {
    const body = await readBody(c, HomeInternetAvailabilityRequest);
    if (!body.ok) return body.response as Response;
    return c.json({ serviceHeader: OK_HEADER, data: homeInternetAt(body.value.zip, requestLanguage(c)) });
  });

  app.post(`${api}/homeinternet/order`, async (c) => {
    const key = idempotencyKeyOf(c, 'An order is placed');
    if (key instanceof Response) return key;
    const body = await readBody(c, HomeInternetOrderRequest);
    if (!body.ok) return body.response as Response;
    const owner = browserOwner(c);
    const replay = await store.getRecord('homeInternetOrder', key);
    if (replay && replay.owner === owner) return c.json({ serviceHeader: OK_HEADER, data: replay.data });
    if (replay) return serviceError(c, 409, 'IDEMPOTENCY_KEY_IN_USE', 'This order key was used by another order.');
    const at = homeInternetAt(body.value.zip, requestLanguage(c));
    if (!at.available)
      return serviceError(c, 422, 'HOME_INTERNET_UNAVAILABLE', '5G Home Internet does not reach this ZIP code yet.');
    const plan = at.plans.find((p) => p.planId === body.value.planId);
    if (!plan) return serviceError(c, 404, 'PLAN_NOT_FOUND', 'This plan is not offered at this address.');
    const delivery = new Date(now().getTime() + 3 * 24 * 60 * 60 * 1000);
    const order: HomeInternetOrder = {
      orderNumber: newRecordId('HI', 8),
      planName: plan.name,
      monthly: signedInUser(c) ? plan.withMobileMonthly : plan.monthly,
      deliveryBy: delivery.toISOString().slice(0, 10),
    };
    // Kept by its key, with the plan and ZIP only: not the street address.
    await store.saveRecord({ kind: 'homeInternetOrder', id: key, owner, data: order });
    return c.json({ serviceHeader: OK_HEADER, data: order });
  });

  app.post(`${api}/vehicle/check`, async (c) => {
    const body = await readBody(c, VehicleCheckRequest);
    if (!body.ok) return body.response as Response;
    const language = requestLanguage(c);
    const { year, make } = body.value;
    const reader = accessories.get(CONNECTED_CAR.accessoryId)!;
    const tooOld = year < CONNECTED_CAR_FIRST_YEAR;
    const future = year > now().getUTCFullYear() + 1;
    const unsupported = (CONNECTED_CAR_UNSUPPORTED_MAKES as readonly string[]).includes(make.trim().toLowerCase());
    const reason = future
      ? language === 'es'
        ? 'Ese año de modelo todavía no existe: revísalo.'
        : 'That model year does not exist yet: check it.'
      : tooOld
        ? language === 'es'
          ? `El lector funciona con autos de ${CONNECTED_CAR_FIRST_YEAR} o más nuevos.`
          : `The reader works with cars from ${CONNECTED_CAR_FIRST_YEAR} or newer.`
        : unsupported
          ? language === 'es'
            ? 'Los autos de esta marca no tienen el puerto que usa el lector.'
            : 'Cars of this make do not have the port the reader uses.'
          : null;
    return c.json({
      serviceHeader: OK_HEADER,
      data: {
        compatible: reason === null,
        reason,
        accessoryId: reader.id,
        name: accessoryName(reader.name, language) ?? reader.name,
        price: reader.price,
        serviceMonthly: CONNECTED_CAR.serviceMonthly,
      },
    });
  });

  return app;
}

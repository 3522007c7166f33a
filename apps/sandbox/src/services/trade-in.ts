import { createHash } from 'node:crypto';
import {
  TradeInAppraiseRequest,
  TradeInCompleteRequest,
  TradeInCreditOptionsRequest,
  TradeInDropOffRequest,
  TradeInReadRequest,
  TradeInValidateRequest,
  type TradeIn,
  type TradeInCreditOption,
} from '@carrier/service-contracts';
import { toCents, toDollars } from '@carrier/pricing';
import { appraise, creditOptions, type CreditOption } from '@carrier/trade-in-rules';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { luhnValid } from '@carrier/checkout-rules';
import { DEVICES, tradeInValues } from '../catalogue/catalogue.js';
import {
  TERMS_VERSION,
  TRADE_IN_DOCUMENTS,
  dropOffStores,
  goodValueOf,
  phoneByImei,
  tradeInCatalogue,
  tradeInStore,
} from '../catalogue/trade-in.js';
import { storeCookie } from '../cookies.js';
import { newRecordId } from '../ids.js';
import { OK_HEADER, readBody, serviceError, sharedRead } from '../http.js';
import { requestLanguage } from '../language.js';
import type { SandboxStore, StoredTradeIn } from '../store.js';

/** The cookie that proves a browser is the one that began a trade-in. */
export const TRADE_IN_COOKIE = 'tradeIn';

/** A completed trade-in by its number, for the browser that made it only (its cookie proves it). */
export async function browserCompletedTradeIn(store: SandboxStore, c: Context, tradeInNumber: string) {
  const tradeIn = await store.getTradeInByNumber(tradeInNumber);
  return tradeIn?.completed && getCookie(c, TRADE_IN_COOKIE) === tradeIn.tradeInId ? tradeIn.completed : undefined;
}

/** A new trade-in id: `TI` and ten letters or digits. */
const newId = (): string => newRecordId('TI', 10);

/** A trade-in promotion of the phone being bought (a promotion on the condition of a trade-in), in dollars. */
function promotionOf(deviceId: string | undefined) {
  const device = DEVICES.find((d) => d.id === deviceId);
  const promo = device?.promotions.find((p) => p.condition === 'tradeIn');
  return promo ? { value: toCents(promo.savings) } : undefined;
}

/** A credit option in the service's dollars. */
const inDollars = (option: CreditOption): TradeInCreditOption => ({
  kind: option.kind,
  total: toDollars(option.total),
  ...(option.monthly !== undefined ? { monthly: toDollars(option.monthly), months: option.months ?? 36 } : {}),
});

/**
 * The trade-in service: the models it takes, a phone validated by IMEI (a blacklisted or still financed one refused)
 * or by make, model and storage (which starts a trade-in; with a condition, only an estimate, as the product page
 * asks), the appraisal from condition answers (by `@carrier/trade-in-rules`), the credit options, the stores that
 * take trade-ins near a ZIP code, the documents and terms, and the completion (with an Idempotency-Key) that gives a
 * trade-in number and a shipping label or the drop-off store. Only the browser that began a trade-in acts on it.
 */
export function tradeInServices(store: SandboxStore, now: () => Date): Hono {
  const app = new Hono();
  const api = '/tradeinservice/tradein';

  async function mine(c: Context, tradeInId: string) {
    if (getCookie(c, TRADE_IN_COOKIE) !== tradeInId) return undefined;
    return store.getTradeIn(tradeInId);
  }
  const notFound = (c: Context) =>
    serviceError(c, 404, 'TRADE_IN_NOT_FOUND', 'We could not find this trade-in in this browser.');

  app.use(`${api}/devices`, sharedRead);
  app.get(`${api}/devices`, (c) => c.json({ serviceHeader: OK_HEADER, data: { makes: tradeInCatalogue(now()) } }));

  app.post(`${api}/validateDevice`, async (c) => {
    const body = await readBody(c, TradeInValidateRequest);
    if (!body.ok) return body.response as Response;
    const request = body.value;
    // The product page's estimate: a model in a condition, nothing kept.
    if ('condition' in request) {
      const { make, model, storageGb, condition } = request;
      const match = tradeInValues(now()).find(
        (v) =>
          v.make.toLowerCase() === make.toLowerCase() &&
          v.model.toLowerCase() === model.toLowerCase() &&
          v.storageGb === storageGb &&
          v.condition === condition,
      );
      return c.json({
        serviceHeader: OK_HEADER,
        data: {
          eligible: match !== undefined && match.value > 0,
          value: match?.value ?? 0,
          make,
          model,
          storageGb,
          condition,
        },
      });
    }
    let phone: { make: string; model: string; storageGb: number };
    if ('imei' in request) {
      if (!luhnValid(request.imei))
        return serviceError(
          c,
          400,
          'IMEI_INVALID',
          'This is not an IMEI: check the 15 digits (dial *#06# to see them).',
        );
      const known = phoneByImei(request.imei);
      if (!known)
        return serviceError(
          c,
          404,
          'IMEI_NOT_RECOGNISED',
          'We could not recognise this phone from its IMEI: choose its make, model and storage instead.',
        );
      if (known.refusal === 'DEVICE_BLACKLISTED')
        return serviceError(
          c,
          422,
          'DEVICE_BLACKLISTED',
          'This phone is reported lost or stolen, so we cannot take it.',
        );
      if (known.refusal === 'DEVICE_FINANCED')
        return serviceError(
          c,
          422,
          'DEVICE_FINANCED',
          'This phone still has a balance on another agreement. Pay it off, then trade it in.',
        );
      phone = known;
    } else phone = request;
    const quoted = goodValueOf(now(), phone.make, phone.model, phone.storageGb);
    if (!quoted)
      return serviceError(
        c,
        422,
        'DEVICE_NOT_ACCEPTED',
        `We do not take the ${phone.make} ${phone.model} for trade-in.`,
      );
    const tradeIn: StoredTradeIn = {
      tradeInId: newId(),
      make: quoted.make,
      model: quoted.model,
      storageGb: phone.storageGb,
      goodValue: quoted.value,
    };
    await store.saveTradeIn(tradeIn);
    storeCookie(c, TRADE_IN_COOKIE, tradeIn.tradeInId, { httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    return c.json({
      serviceHeader: OK_HEADER,
      data: {
        eligible: true,
        value: quoted.value,
        make: quoted.make,
        model: quoted.model,
        storageGb: phone.storageGb,
        condition: 'good',
        tradeInId: tradeIn.tradeInId,
        goodValue: quoted.value,
      },
    });
  });

  app.post(`${api}/appraise`, async (c) => {
    const body = await readBody(c, TradeInAppraiseRequest);
    if (!body.ok) return body.response as Response;
    const tradeIn = await mine(c, body.value.tradeInId);
    if (!tradeIn || tradeIn.completed) return notFound(c);
    const appraisal = appraise(toCents(tradeIn.goodValue), body.value.answers);
    if (!appraisal.ok)
      return appraisal.reason === 'findMyOn'
        ? serviceError(
            c,
            422,
            'FIND_MY_ON',
            'Turn off Find My on the phone first: while it is on, the phone is still tied to you.',
          )
        : serviceError(
            c,
            422,
            'NO_VALUE',
            'This phone has no trade-in value in this condition. We can recycle it for free.',
          );
    const value = toDollars(appraisal.value);
    await store.saveTradeIn({ ...tradeIn, grade: appraisal.grade, value });
    return c.json({ serviceHeader: OK_HEADER, data: { grade: appraisal.grade, value } });
  });

  app.post(`${api}/creditOptions`, async (c) => {
    const body = await readBody(c, TradeInCreditOptionsRequest);
    if (!body.ok) return body.response as Response;
    const tradeIn = await mine(c, body.value.tradeInId);
    if (!tradeIn || tradeIn.value === undefined || tradeIn.completed) return notFound(c);
    const options = creditOptions(toCents(tradeIn.value), promotionOf(body.value.deviceId)).map(inDollars);
    return c.json({ serviceHeader: OK_HEADER, data: { options } });
  });

  app.post(`${api}/dropOffStores`, async (c) => {
    const body = await readBody(c, TradeInDropOffRequest);
    if (!body.ok) return body.response as Response;
    return c.json({ serviceHeader: OK_HEADER, data: { stores: dropOffStores(body.value.zip) } });
  });

  app.get(`${api}/documents`, (c) =>
    c.json({ serviceHeader: OK_HEADER, data: TRADE_IN_DOCUMENTS[requestLanguage(c)] }),
  );

  app.post(`${api}/complete`, async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key || !/^[A-Za-z0-9-]{8,64}$/.test(key))
      return serviceError(
        c,
        400,
        'IDEMPOTENCY_KEY_REQUIRED',
        'A trade-in is completed with an Idempotency-Key header.',
      );
    const body = await readBody(c, TradeInCompleteRequest);
    if (!body.ok) return body.response as Response;
    const request = body.value;
    const tradeIn = await mine(c, request.tradeInId);
    if (!tradeIn) return notFound(c);
    // The same key answers the same trade-in: a retry, a double click or a reload completes nothing new.
    if (tradeIn.completed && tradeIn.completeKey === key)
      return c.json({ serviceHeader: OK_HEADER, data: tradeIn.completed });
    if (tradeIn.completed) return serviceError(c, 409, 'TRADE_IN_COMPLETED', 'This trade-in is complete already.');
    if (tradeIn.value === undefined || !tradeIn.grade)
      return serviceError(c, 422, 'TRADE_IN_NOT_APPRAISED', 'Answer the questions about your phone first.');
    if (request.termsVersion !== TERMS_VERSION)
      return serviceError(c, 409, 'TERMS_CHANGED', 'The trade-in terms have changed: read them again.');
    const credit = creditOptions(toCents(tradeIn.value), promotionOf(request.deviceId))
      .map(inDollars)
      .find((option) => option.kind === request.credit);
    if (!credit)
      return serviceError(c, 422, 'CREDIT_NOT_OFFERED', 'This credit is only offered with a qualifying phone.');
    const method = request.returnMethod;
    if (method.kind === 'ship' && !method.email)
      return serviceError(c, 422, 'LABEL_EMAIL_REQUIRED', 'Tell us where to email your prepaid shipping label.');
    const dropOff = method.kind === 'dropOff' ? (tradeInStore(method.storeId) ?? null) : null;
    if (method.kind === 'dropOff' && !dropOff)
      return serviceError(c, 422, 'STORE_NOT_FOUND', 'This store does not take trade-ins: choose another one.');
    const at = now();
    const number = createHash('sha256').update(`tradein:${tradeIn.tradeInId}`).digest();
    const completed: TradeIn = {
      tradeInNumber: `TR${String(number.readUInt32BE(0) % 100_000_000).padStart(8, '0')}`,
      make: tradeIn.make,
      model: tradeIn.model,
      storageGb: tradeIn.storageGb,
      grade: tradeIn.grade,
      credit,
      returnMethod: method,
      shippingLabel:
        method.kind === 'ship'
          ? {
              carrier: 'UPS',
              trackingNumber: `1Z999AA1${String(number.readUInt32BE(4) % 100_000_000).padStart(8, '0')}`,
              sendBy: new Date(at.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
              emailedTo: method.email?.trim() ?? '',
            }
          : null,
      dropOff,
    };
    await store.saveTradeIn({ ...tradeIn, completeKey: key, completed });
    return c.json({ serviceHeader: OK_HEADER, data: completed }, 201);
  });

  app.post(`${api}/read`, async (c) => {
    const body = await readBody(c, TradeInReadRequest);
    if (!body.ok) return body.response as Response;
    const completed = await browserCompletedTradeIn(store, c, body.value.tradeInNumber);
    return completed ? c.json({ serviceHeader: OK_HEADER, data: completed }) : notFound(c);
  });

  return app;
}

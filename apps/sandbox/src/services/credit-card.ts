import {
  CreditCardDisclosureRequest,
  CreditCardPrequalificationRequest,
  CreditCardPrequalifyRequest,
  type CreditCardPrequalification,
  type CreditCardProduct,
} from '@carrier/service-contracts';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { stateOfZip } from '@carrier/checkout-rules';
import { storeCookie } from '../cookies.js';
import { newRecordId } from '../ids.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { requestLanguage, type Language } from '../language.js';
import { escapeMarkup } from '../markup.js';
import type { SandboxStore } from '../store.js';

/** The cookie that proves a browser is the one that asked for a pre-qualification. */
export const PREQUAL_COOKIE = 'prequal';

/** The income under which the card is not offered (the README's fixture), in dollars a year. */
export const MINIMUM_INCOME = 12_000;
/** A last name the sandbox's bureau has no credit history for (the README's fixture). */
export const NO_HISTORY_NAME = 'Thinfile';
/** The version of Maine's disclosure. */
export const MAINE_DISCLOSURE_VERSION = '2026-01';

/** The card's picture (drawn by the image service). */
const CARD_IMAGE = '/content/vcg/images/creditcard/carrier-visa.svg';

const PRODUCT: Readonly<Record<Language, CreditCardProduct>> = {
  en: {
    name: 'Carrier Visa Card',
    issuer: 'Sandbox Bank, N.A.',
    annualFee: 0,
    billCredit: 10,
    rewards: [
      { percent: 4, where: 'Carrier purchases, your phone bill included' },
      { percent: 3, where: 'Groceries, dining and gas' },
      { percent: 1, where: 'Everything else' },
    ],
    apr: { low: 20.49, high: 28.49 },
    image: CARD_IMAGE,
  },
  es: {
    name: 'Tarjeta Carrier Visa',
    issuer: 'Sandbox Bank, N.A.',
    annualFee: 0,
    billCredit: 10,
    rewards: [
      { percent: 4, where: 'Compras en Carrier, incluida tu factura del teléfono' },
      { percent: 3, where: 'Supermercados, restaurantes y gasolina' },
      { percent: 1, where: 'Todo lo demás' },
    ],
    apr: { low: 20.49, high: 28.49 },
    image: CARD_IMAGE,
  },
};

const REASONS = {
  en: {
    income: 'Your income is below what this card asks for.',
    history: 'We could not find enough credit history in your name.',
  },
  es: {
    income: 'Tus ingresos son menores de lo que pide esta tarjeta.',
    history: 'No encontramos suficiente historial de crédito a tu nombre.',
  },
} as const;

/** Maine's own disclosure, shown before a Maine resident's offer. */
const MAINE: Readonly<Record<Language, { title: string; body: string[] }>> = {
  en: {
    title: 'For Maine residents',
    body: [
      'This is a pre-qualified offer of credit. It is not a promise of credit: when you apply, the issuer reviews your full credit report, your income and the information you give it.',
      'The offer was made from information in your credit report. You may ask not to receive offers made this way.',
      'You may send questions or complaints about this offer to the Maine Bureau of Consumer Credit Protection.',
    ],
  },
  es: {
    title: 'Para residentes de Maine',
    body: [
      'Esta es una oferta de crédito precalificada. No es una promesa de crédito: cuando la solicites, el emisor revisará tu informe de crédito completo, tus ingresos y la información que le des.',
      'La oferta se hizo con información de tu informe de crédito. Puedes pedir que no te envíen ofertas hechas de esta manera.',
      'Puedes enviar preguntas o quejas sobre esta oferta a la Oficina de Protección del Crédito al Consumidor de Maine.',
    ],
  },
};

/** A new pre-qualification id: `PQ` and ten letters or digits. */
const newId = (): string => newRecordId('PQ', 10);

/** The credit line offered for an income: a tenth of it, in steps of $500, from $500 to $15,000. */
export const creditLineFor = (income: number) => Math.min(15_000, Math.max(500, Math.floor(income / 10 / 500) * 500));

/** The purchase APR of a credit line: the larger the line, the lower the rate. */
export const aprFor = (creditLine: number) => (creditLine >= 5_000 ? 20.49 : creditLine >= 2_000 ? 24.49 : 28.49);

/** A pre-qualification, for the browser that asked for it only (its cookie). */
async function browserPrequalification(store: SandboxStore, c: Context, prequalId: string) {
  if (getCookie(c, PREQUAL_COOKIE) !== prequalId) return undefined;
  return store.getPrequalification(prequalId);
}

/**
 * The credit-card service: the card (`product`), a pre-qualification that is a soft look at the applicant's credit
 * (`prequalify`: an offer, or the reasons there is none; a Maine resident's offer waits for Maine's disclosure to be
 * read), the pre-qualification read again by the browser that asked (`prequalification`), and the disclosure read
 * (`disclosure`). Nothing of who asked is kept, only the answer. The issuer's application page is emulated at
 * `/sandbox/bank/apply.html`.
 */
export function creditCardServices(store: SandboxStore, now: () => Date): Hono {
  const app = new Hono();
  const api = '/creditcardservice/card';

  const mine = (c: Context, prequalId: string) => browserPrequalification(store, c, prequalId);
  const notFound = (c: Context) =>
    serviceError(c, 404, 'PREQUAL_NOT_FOUND', 'We could not find this pre-qualification in this browser.');

  app.get(`${api}/product`, (c) => c.json({ serviceHeader: OK_HEADER, data: PRODUCT[requestLanguage(c)] }));

  app.post(`${api}/prequalify`, async (c) => {
    const body = await readBody(c, CreditCardPrequalifyRequest);
    if (!body.ok) return body.response as Response;
    const request = body.value;
    const state = stateOfZip(request.zip);
    if (!state) return serviceError(c, 422, 'ZIP_UNKNOWN', 'We could not find this ZIP code: check its 5 digits.');
    const language = requestLanguage(c);
    const reasons = [
      ...(request.annualIncome < MINIMUM_INCOME ? [REASONS[language].income] : []),
      ...(request.lastName.trim().toLowerCase() === NO_HISTORY_NAME.toLowerCase() ? [REASONS[language].history] : []),
    ];
    const prequalId = newId();
    const creditLine = creditLineFor(request.annualIncome);
    const expires = new Date(now().getTime() + 30 * 24 * 60 * 60 * 1000);
    const answer: CreditCardPrequalification = {
      prequalId,
      decision: reasons.length === 0 ? 'eligible' : 'ineligible',
      state,
      stateDisclosure:
        reasons.length === 0 && state === 'ME'
          ? { state, version: MAINE_DISCLOSURE_VERSION, ...MAINE[language], acknowledged: false }
          : null,
      offer:
        reasons.length === 0
          ? {
              creditLine,
              apr: aprFor(creditLine),
              expiresOn: expires.toISOString().slice(0, 10),
              applyUrl: `/sandbox/bank/apply.html?prequalId=${prequalId}`,
            }
          : null,
      reasons,
    };
    await store.savePrequalification({ prequalId, answer });
    storeCookie(c, PREQUAL_COOKIE, prequalId, { httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    return c.json({ serviceHeader: OK_HEADER, data: answer });
  });

  app.post(`${api}/prequalification`, async (c) => {
    const body = await readBody(c, CreditCardPrequalificationRequest);
    if (!body.ok) return body.response as Response;
    const kept = await mine(c, body.value.prequalId);
    return kept ? c.json({ serviceHeader: OK_HEADER, data: kept.answer }) : notFound(c);
  });

  app.post(`${api}/disclosure`, async (c) => {
    const body = await readBody(c, CreditCardDisclosureRequest);
    if (!body.ok) return body.response as Response;
    const kept = await mine(c, body.value.prequalId);
    const disclosure = kept?.answer.stateDisclosure;
    if (!kept || !disclosure) return notFound(c);
    if (disclosure.version !== body.value.version)
      return serviceError(c, 409, 'DISCLOSURE_CHANGED', 'The disclosure has changed: read it again.');
    const answer = { ...kept.answer, stateDisclosure: { ...disclosure, acknowledged: true } };
    await store.savePrequalification({ prequalId: kept.prequalId, answer });
    return c.json({ serviceHeader: OK_HEADER, data: answer });
  });

  return app;
}

/** The card issuer's application, as the sandbox emulates it: where the store's interstitial sends the customer. */
export function issuerPages(store: SandboxStore): Hono {
  const app = new Hono();
  app.get('/sandbox/bank/apply.html', async (c) => {
    const raw = c.req.query('prequalId') ?? '';
    const kept = /^PQ[A-Z0-9]{10}$/.test(raw) ? await browserPrequalification(store, c, raw) : undefined;
    const offer = kept?.answer.offer;
    const text = offer
      ? `Pre-qualification ${escapeMarkup(kept.prequalId)}: a credit line of $${offer.creditLine.toLocaleString('en-US')} at ${offer.apr}% APR. The bank's application continues here.`
      : 'We could not find a pre-qualification in this browser. Start again from the store.';
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox Bank: apply for the Carrier Visa Card</title></head><body><main><h1>Sandbox Bank: apply for the Carrier Visa Card</h1><p>${text}</p><p>This page stands in for the card issuer's own site.</p><p><a href="/sales/digital/creditcard/splash.html">Back to the store</a></p></main></body></html>`,
    );
  });

  // The banking partner's account opening, as the sandbox emulates it: where the openBankMLP page sends.
  app.get('/sandbox/bank/open.html', (c) => {
    const offer = c.req.query('offer') === 'OF-BANK-200' ? 'OF-BANK-200' : undefined;
    const text = offer
      ? 'Open a Sandbox Bank checking account: set up direct deposit, and the $200 credit of offer OF-BANK-200 comes off your phone bill within two bills.'
      : 'Open a Sandbox Bank checking account.';
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox Bank: open a checking account</title></head><body><main><h1>Sandbox Bank: open a checking account</h1><p>${text}</p><p>This page stands in for the bank's own site.</p><p><a href="/sales/digital/openBankMLP.html">Back to the store</a></p></main></body></html>`,
    );
  });

  return app;
}

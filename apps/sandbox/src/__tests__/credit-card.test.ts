import { CreditCardPrequalificationResponse, CreditCardProductResponse, check } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { stateOfZip } from '@carrier/checkout-rules';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';
import { expectNoSecret } from './secrets';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => Date.parse('2026-11-24T15:00:00Z') });
});
afterAll(() => store.close());

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  serviceCaller(app)(`creditcardservice/card/${path}`, body, headers);
const APPLICANT = {
  firstName: 'Paula',
  lastName: 'Prospect',
  line1: '350 Fifth Avenue',
  zip: '10001',
  annualIncome: 85_000,
  consent: true,
};

/** Asks for a pre-qualification as a browser: the answer and the browser's cookie. */
async function prequalify(changes: Partial<typeof APPLICANT> = {}) {
  const { status, json, cookies } = await call('prequalify', { ...APPLICANT, ...changes });
  const cookie = cookies.map((c) => c.split(';')[0]).find((c) => c?.startsWith('prequal=')) ?? '';
  return { status, json, cookie: { Cookie: cookie } };
}

describe('the credit-card service (spec 2.2: the credit-card landing pages)', () => {
  it('the card: its issuer, no annual fee, its bill credit, rewards and APR range, in the site’s language', async () => {
    const en = (await (await app.request('/soe/digital/prospect/creditcardservice/card/product')).json()) as object;
    expect(check(CreditCardProductResponse, en).ok).toBe(true);
    expect(en).toMatchObject({ data: { name: 'Carrier Visa Card', annualFee: 0, billCredit: 10 } });
    const es = (await (
      await app.request('/soe/digital/prospect/creditcardservice/card/product?lang=espanol')
    ).json()) as { data: { name: string } };
    expect(es.data.name).toBe('Tarjeta Carrier Visa');
  });

  it("the card's picture is on the store's image host, and answers as a drawing of the card", async () => {
    const answer = (await (await app.request('/soe/digital/prospect/creditcardservice/card/product')).json()) as {
      data: { image: string };
    };
    expect(answer.data.image).toBe('/content/vcg/images/creditcard/carrier-visa.svg');
    const picture = await app.request(answer.data.image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toMatch(/<title>The Carrier Visa Card<\/title>[\s\S]*VISA/);
    expect((await app.request('/content/vcg/images/creditcard/other.svg')).status).toBe(404);
  });

  it('an applicant with enough income is pre-qualified: a tenth of the income as a credit line, its APR, 30 days to apply', async () => {
    const { status, json, cookie } = await prequalify();
    expect(status).toBe(200);
    expect(check(CreditCardPrequalificationResponse, json).ok).toBe(true);
    expect(json.data).toMatchObject({
      decision: 'eligible',
      state: 'NY',
      stateDisclosure: null,
      offer: { creditLine: 8_500, apr: 20.49, expiresOn: '2026-12-24' },
      reasons: [],
    });
    expect(json.data.offer.applyUrl).toBe(`/sandbox/bank/apply.html?prequalId=${json.data.prequalId}`);
    const again = await call('prequalification', { prequalId: json.data.prequalId }, cookie);
    expect(again.json.data).toEqual(json.data);
    // Another browser cannot read it.
    expect((await call('prequalification', { prequalId: json.data.prequalId })).status).toBe(404);
  });

  it('too little income, or no credit history (the README’s fixtures), is not pre-qualified, with the reasons', async () => {
    const low = await prequalify({ annualIncome: 9_000 });
    expect(low.json.data).toMatchObject({ decision: 'ineligible', offer: null });
    expect(low.json.data.reasons).toEqual(['Your income is below what this card asks for.']);
    const thin = await prequalify({ lastName: 'Thinfile' });
    expect(thin.json.data.reasons).toEqual(['We could not find enough credit history in your name.']);
  });

  it('a Maine resident’s offer comes with Maine’s own disclosure, to be read in its version', async () => {
    const { json, cookie } = await prequalify({ zip: '04101' });
    expect(json.data).toMatchObject({ decision: 'eligible', state: 'ME' });
    expect(json.data.stateDisclosure).toMatchObject({ state: 'ME', acknowledged: false, title: 'For Maine residents' });
    const prequalId = json.data.prequalId;
    const stale = await call('disclosure', { prequalId, version: '2019-01' }, cookie);
    expect([stale.status, stale.json.errors[0].id]).toEqual([409, 'DISCLOSURE_CHANGED']);
    const read = await call('disclosure', { prequalId, version: json.data.stateDisclosure.version }, cookie);
    expect(read.json.data.stateDisclosure.acknowledged).toBe(true);
    // A New York offer has no disclosure to read.
    const ny = await prequalify();
    expect(
      (await call('disclosure', { prequalId: ny.json.data.prequalId, version: '2026-01' }, ny.cookie)).status,
    ).toBe(404);
  });

  it('a ZIP code no state has, a missing consent and a malformed income are refused by name', async () => {
    const unknown = await prequalify({ zip: '00000' });
    expect([unknown.status, unknown.json.errors[0].id]).toEqual([422, 'ZIP_UNKNOWN']);
    expect((await call('prequalify', { ...APPLICANT, consent: false })).status).toBe(400);
    expect((await call('prequalify', { ...APPLICANT, annualIncome: 12.5 })).status).toBe(400);
  });

  it('nothing of who asked is kept: no name, street or income in the stored pre-qualification', async () => {
    const { json } = await prequalify({ firstName: 'Wilhelmina', line1: '77 Quillfeather Lane', annualIncome: 73_123 });
    const kept = JSON.stringify(await store.getPrequalification(json.data.prequalId));
    expectNoSecret(kept, ['Wilhelmina', 'Quillfeather', '73123']);
  });

  it('the issuer’s application page shows the browser’s offer, and nothing for another browser or a made-up id', async () => {
    const { json, cookie } = await prequalify();
    const page = await app.request(`/sandbox/bank/apply.html?prequalId=${json.data.prequalId}`, { headers: cookie });
    expect(await page.text()).toContain('a credit line of $8,500 at 20.49% APR');
    const other = await app.request(`/sandbox/bank/apply.html?prequalId=${json.data.prequalId}`);
    expect(await other.text()).toContain('We could not find a pre-qualification in this browser.');
    const markup = await app.request('/sandbox/bank/apply.html?prequalId=%3Cscript%3E');
    expect(await markup.text()).not.toContain('<script>');
  });

  it('a ZIP code’s state by its first three digits', () => {
    expect([stateOfZip('04101'), stateOfZip('10001'), stateOfZip('94105'), stateOfZip('00000')]).toEqual([
      'ME',
      'NY',
      'CA',
      undefined,
    ]);
  });
});

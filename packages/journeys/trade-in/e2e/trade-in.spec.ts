import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import { addedWithPlan, cartWithPhone, checkoutToReview, placeOrder } from '../../../../tools/e2e/checkout-fixtures';
import { expectNoSeriousA11yViolations, playScenario, signIn, storeDrawn } from '../../../../tools/e2e/fixtures';

// Trading in a phone (issue 23), with the sandbox's fixtures (apps/sandbox/README.md).
const BASE = '/sales/digital';
const IMEI = { known: '352099001761481', blacklisted: '354578112345670', financed: '358456109876542' } as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const flow = (page: Page) =>
  page.evaluate(() => (window as unknown as { vzdl?: { page?: { flow?: string } } }).vzdl?.page?.flow);

/** Answers the four condition questions (yes or no, in order). */
async function answer(page: Page, answers: readonly ('Yes' | 'No')[]) {
  const questions = page.getByRole('group');
  for (const [i, value] of answers.entries()) await questions.nth(i).getByRole('radio', { name: value }).check();
  await page.getByRole('button', { name: 'See what it’s worth' }).click();
}

/** From the documents to the confirmation: read, agree, complete. */
async function finish(page: Page) {
  await expect(heading(page, 'Before you send it')).toBeVisible();
  await page.getByRole('button', { name: 'I’ve read these' }).click();
  await expect(heading(page, 'Trade-in terms')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Agree to the terms to trade in your phone.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the trade-in terms' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Review your trade-in')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Complete trade-in' }).click();
  await expect(heading(page, 'Your trade-in is complete')).toBeVisible();
  await expect(page.getByText(/^Trade-in number TR\d{8}$/)).toBeVisible();
}

/** The device page has read the models the service takes: it is ready for input. */
const pageReady = (page: Page) =>
  expect(page.getByRole('combobox', { name: 'Make' }).getByRole('option', { name: 'Apple' })).toBeAttached();

/** The README's known iPhone 13, by its IMEI, in good condition, for the credit named, shipped: to its confirmation. */
async function tradeInKnownPhone(page: Page, credit: RegExp) {
  await expect(heading(page, 'Trade in your phone')).toBeVisible();
  await pageReady(page);
  await page.getByLabel('IMEI', { exact: true }).fill(IMEI.known);
  await page.getByRole('button', { name: 'Check this phone' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, ['Yes', 'No', 'No', 'Yes']);
  await page.getByRole('button', { name: 'Accept this value' }).click();
  await page.getByRole('radio', { name: credit }).check();
  // The credit chosen, then what it is: each Continue is the next page's once the page before it has gone (its
  // address changes as the next page's code is fetched, while the page before it is still drawn).
  const choice = page.url();
  const choiceTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(choice);
  await expect(page.getByRole('heading', { level: 1, name: choiceTitle, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Ship it/ }).check();
  await page.getByLabel('Email for your shipping label').fill('tom.trade@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await finish(page);
}

test('a trade-in by IMEI, shipped with a prepaid label, for instant credit', async ({ page }) => {
  test.slow();
  await page.goto(`${BASE}/tradein/validateDevice.html`);
  await expect(heading(page, 'Trade in your phone')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('IMEI', { exact: true }).fill(IMEI.known);
  await page.getByRole('button', { name: 'Check this phone' }).click();
  await expect(heading(page, 'Your phone')).toBeVisible();
  await expect(page.getByText('Apple iPhone 13')).toBeVisible();
  await expect(page.getByText(/^Worth up to \$\d+\.\d\d in good condition\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Your phone’s condition')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A question left unanswered is named.
  await page.getByRole('button', { name: 'See what it’s worth' }).click();
  await expect(page.getByText('Answer this question.').first()).toBeVisible();
  await answer(page, ['Yes', 'No', 'No', 'Yes']);
  await expect(heading(page, 'Your trade-in value')).toBeVisible();
  await expect(page.getByText('Good condition', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Accept this value' }).click();
  await expect(heading(page, 'How would you like your credit?')).toBeVisible();
  // Without a phone being bought there is no promotion credit.
  await expect(page.getByRole('radio', { name: /Promotion credit/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Instant credit on your bill/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Instant credit')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'How will you send your phone?')).toBeVisible();
  await page.getByRole('radio', { name: /Ship it with a free prepaid label/ }).check();
  // "A standalone trade-in asks where to send the label": a wrong email is caught, then corrected.
  await page.getByLabel('Email for your shipping label').fill('tom.trade@');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter the email address to send your label to, like name@example.com.')).toBeVisible();
  await page.getByLabel('Email for your shipping label').fill('tom.trade@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  const completes: (string | undefined)[] = [];
  page.on('request', (r) => r.url().endsWith('/tradein/complete') && completes.push(r.headers()['idempotency-key']));
  await finish(page);
  expect(completes).toHaveLength(1);
  await expect(
    page.getByText(/We emailed your prepaid UPS label \(tracking 1Z999AA1\d{8}\) to tom\.trade@example\.com/),
  ).toBeVisible();
  await expect(page.getByText('Your instant credit shows on your next bill.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const tradeInNumber = ((await page.getByText(/^Trade-in number TR\d{8}$/).textContent()) ?? '').slice(-10);

  // "... and can be attached to a purchase later": a phone bought afterwards is offered it in the cart.
  await expect(page.getByText(/Buying a new phone\? Add it to your cart/)).toBeVisible();
  await cartWithPhone(page);
  await page.goto(`${BASE}/cart.html`);
  await page
    .getByRole('button', { name: `Use your trade-in: Apple iPhone 13 (${tradeInNumber}), for your Google Pixel 10` })
    .click();
  await expect(page.getByRole('button', { name: 'Remove the trade-in from your Google Pixel 10' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Use your trade-in/ })).toHaveCount(0);
});

test('a trade-in chosen by model, dropped off at a store, for a prepaid card', async ({ page }) => {
  test.slow();
  await page.goto(`${BASE}/tradein/validateDevice.html`);
  await page.getByLabel('Make', { exact: true }).selectOption('Samsung');
  await page.getByLabel('Model', { exact: true }).selectOption('Galaxy S23');
  await page.getByLabel('Storage', { exact: true }).selectOption('256');
  await page.getByRole('button', { name: 'Check this model' }).click();
  await expect(page.getByText('Samsung Galaxy S23')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, ['Yes', 'Yes', 'No', 'Yes']);
  await expect(page.getByText('Fair condition', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Accept this value' }).click();
  await page.getByRole('radio', { name: /A prepaid card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Drop it off at a store/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Choose a store')).toBeVisible();
  await page.getByLabel('ZIP code').fill('1001');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await page.getByLabel('ZIP code').fill('10016');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await page.getByRole('radio', { name: /Fifth Avenue, New York, NY/ }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await finish(page);
  await expect(page.getByText(/Bring the phone to Fifth Avenue, New York, NY, 509 Fifth Avenue/)).toBeVisible();
  await expect(page.getByText('Your prepaid card is mailed within 15 days of the inspection.')).toBeVisible();
});

test.describe('refusals say why and keep what was entered', () => {
  test('a blacklisted phone, a financed phone, Find My on and liquid damage', async ({ page }) => {
    await page.goto(`${BASE}/tradein/validateDevice.html`);
    await pageReady(page);
    const imei = page.getByLabel('IMEI', { exact: true });
    await imei.fill('352099001761480');
    await page.getByRole('button', { name: 'Check this phone' }).click();
    await expect(page.getByText('This is not an IMEI: check the 15 digits.')).toBeVisible();
    await imei.fill(IMEI.blacklisted);
    await page.getByRole('button', { name: 'Check this phone' }).click();
    await expect(page.getByText('This phone is reported lost or stolen, so we can’t take it.')).toBeVisible();
    await expect(imei).toHaveValue(IMEI.blacklisted);
    await imei.fill(IMEI.financed);
    await page.getByRole('button', { name: 'Check this phone' }).click();
    await expect(page.getByText(/still has a balance on another agreement/)).toBeVisible();
    await imei.fill(IMEI.known);
    await page.getByRole('button', { name: 'Check this phone' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await answer(page, ['Yes', 'No', 'No', 'No']);
    await expect(page.getByText(/Turn off Find My on the phone first/)).toBeVisible();
    await page.getByRole('button', { name: 'Answer again' }).click();
    await answer(page, ['Yes', 'No', 'Yes', 'Yes']);
    await expect(page.getByText(/no trade-in value in this condition/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('a trade-in added from the cart goes on the phone’s line, with its check mark', async ({ page }) => {
  test.slow();
  await cartWithPhone(page);
  await page.goto(`${BASE}/cart.html`);
  await page.getByRole('link', { name: 'Add a trade-in for your Google Pixel 10' }).click();
  await tradeInKnownPhone(page, /Instant credit on your bill/);
  await page.getByRole('link', { name: 'Back to your cart' }).click();
  await expect(page.getByText(/Apple iPhone 13 · −\$[\d,]+\.\d\d instant credit/)).toBeVisible();
  await expect(page.getByText('Trade-in added.')).toBeVisible();
  // The instant credit comes off what is financed: the monthly total is lower; taking the trade-in off puts it back.
  const monthly = page.getByText(/^\$[\d,]+\.\d\d\/mo$/).last();
  const withTradeIn = await monthly.textContent();
  await page.getByRole('button', { name: 'Remove the trade-in from your Google Pixel 10' }).click();
  await expect(page.getByText('Trade-in added.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add a trade-in for your Google Pixel 10' })).toBeVisible();
  await expect(monthly).not.toHaveText(withTradeIn ?? '');
  const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  expect(dollars(await monthly.textContent())).toBeGreaterThan(dollars(withTradeIn));
});

test('a phone bought with a trade-in: the credit shows on the phone, in the cart and at checkout, and the confirmation names both', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${BASE}/smartphones/apple-iphone-17-pro-max.html`);
  await page.getByRole('link', { name: 'Trade in your phone with this one' }).click();
  // The phone being bought has a trade-in promotion: its credit is offered over 36 months.
  await tradeInKnownPhone(page, /Promotion credit with your new phone/);
  const number = /TR\d{8}/.exec((await page.getByText(/^Trade-in number TR\d{8}$/).textContent()) ?? '')?.[0] ?? '';
  await page.getByRole('link', { name: 'Back to your new phone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 17 Pro Max' })).toBeVisible();
  await expect(page.getByText(`Your trade-in ${number}: Apple iPhone 13`)).toBeVisible();
  await expect(page.getByText(/^\$23\.06\/mo in promotion credits for 36 months/)).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d\d\/mo with your trade-in$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The cart built through the store's pages: the plan chosen on the plans page, protection declined, then the cart,
  // which shows the trade-in on the phone's line.
  await addedWithPlan(page, 'Apple iPhone 17 Pro Max');
  await expect(page.getByText('Apple iPhone 13 · −$23.06/mo for 36 months', { exact: false })).toBeVisible();
  await expect(page.getByText('Trade-in added.')).toBeVisible();
  await checkoutToReview(page);
  await expect(
    page.getByText(`Trade-in ${number}: your Apple iPhone 13: $23.06/mo in promotion credits for 36 months`),
  ).toBeVisible();
  const order = await placeOrder(page);
  expect(order).toMatch(/^MW\d{8}$/);
  await expect(
    page.getByText(`Trade-in ${number}: your Apple iPhone 13: $23.06/mo in promotion credits for 36 months`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'How to send your trade-in' }).click();
  await expect(heading(page, 'Your trade-in is complete')).toBeVisible();
  await expect(page.getByText(`Trade-in number ${number}`)).toBeVisible();
});

test('a prospect in the new-account flow (NSA_REDIRECT_TH_PROSPECT) who adds a phone with a trade-in is the "nao w/tradein" flow', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await playScenario(context, baseURL, 'throttle-nsa-prospect');
  await page.goto(`${BASE}/smartphones/apple-iphone-17-pro-max.html`);
  await page.getByRole('link', { name: 'Trade in your phone with this one' }).click();
  await tradeInKnownPhone(page, /Instant credit on your bill/);
  await page.getByRole('link', { name: 'Back to your new phone' }).click();
  await expect(page.getByText(/^Your trade-in TR\d{8}: Apple iPhone 13$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).not.toHaveURL(/apple-iphone-17-pro-max\.html/);
  await page.goto(`${BASE}/cart.html`);
  await expect(page.getByText('Trade-in added.')).toBeVisible();
  await expect.poll(() => flow(page)).toBe('nao w/tradein');
  // Its instant credit is the "instant" subflow.
  expect(
    await page.evaluate(() => (window as unknown as { vzdl?: { page?: { subFlow?: string } } }).vzdl?.page?.subFlow),
  ).toBe('instant');
});

test('a signed-in customer’s trade-in is the "tradein" flow; the pages speak Spanish', async ({ page, baseURL }) => {
  await signIn(page, 'Paula Postpay', `${BASE}/shop.html`);
  await page.goto(`${BASE}/tradein/validateDevice.html`);
  await expect(heading(page, 'Trade in your phone')).toBeVisible();
  await expect.poll(() => flow(page)).toBe('tradein');
  const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}${BASE}`;
  await page.goto(`${spanish}/tradein/validateDevice.html`);
  await expect(heading(page, 'Entrega tu teléfono')).toBeVisible();
  // A press on the page's shell before the store has drawn does nothing yet (one flaky run): wait for the store.
  await storeDrawn(page);
  await page.getByLabel('IMEI', { exact: true }).fill(IMEI.known);
  await page.getByRole('button', { name: 'Revisar este teléfono' }).click();
  await expect(heading(page, 'Tu teléfono')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'El estado de tu teléfono')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import { expectNoSeriousA11yViolations, playScenario, twentyFourHourTimes } from '../../../../tools/e2e/fixtures';

// The stores journey and the video-assist popup (issue 25, spec 2.4, 5.3): stores near ZIP 10001 (New York).
const BASE = '/sales/digital';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test("find a store by ZIP with a phone's stock, and book a visit with a Specialist", async ({ page }) => {
  await page.goto(`${BASE}/stores.html?device=google-pixel-10`);
  await expect(heading(page, 'Find a store')).toBeVisible();
  await page.getByLabel('ZIP code').fill('1000');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByText('Enter the 5 digits of your ZIP code.')).toBeVisible();
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByRole('button', { name: 'Find stores' }).click();
  const herald = page.getByRole('listitem').filter({ hasText: 'Herald Square, New York, NY' });
  await expect(herald.getByText(/^Google Pixel 10: (\d+ in stock|out of stock here)$/)).toBeVisible();
  await expect(herald.getByText('Monday')).toBeVisible();
  // Its hours on an American site's clock: 9 PM, never 21:00.
  await expect(herald.getByText(/\d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} PM/).first()).toBeVisible();
  expect(await twentyFourHourTimes(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await herald.getByRole('link', { name: 'Book a visit at Herald Square, New York, NY' }).click();
  await expect(heading(page, 'Book a visit')).toBeVisible();
  expect(await twentyFourHourTimes(page)).toEqual([]);
  await page.getByLabel('Time').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Upgrade my phone' }).check();
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Email for the confirmation').fill('ana@example');
  await page.getByRole('button', { name: 'Book my visit' }).click();
  await expect(page.getByText('Enter an email such as name@example.com.')).toBeVisible();
  await page.getByLabel('Email for the confirmation').fill('ana@example.com');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Book my visit' }).click();
  await expect(heading(page, 'Your visit is booked')).toBeVisible();
  await expect(page.getByText(/^Booking SV-[A-Z0-9]{8}$/)).toBeVisible();
  await expect(page.getByText('Upgrade my phone')).toBeVisible();
  await expect(page.getByText(/ at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  expect(await twentyFourHourTimes(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('the Spanish site reads store hours on a 24-hour clock (issue 49)', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('//localhost', '//espanol.localhost')}${BASE}/stores.html`);
  await page.getByLabel('Código postal').fill('10001');
  await page.getByRole('button', { name: 'Buscar tiendas' }).click();
  const herald = page.getByRole('listitem').filter({ hasText: 'Herald Square, New York, NY' });
  await expect(herald.getByText('lunes')).toBeVisible();
  await expect(herald.getByText(/^\d{2}:\d{2}–(1[3-9]|2[0-3]):\d{2}$/).first()).toBeVisible();
});

test('Back from a store comes back to the stores of the ZIP searched, and another store can be chosen', async ({
  page,
}) => {
  await page.goto(`${BASE}/stores.html?device=google-pixel-10`);
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page).toHaveURL(/[?&]zip=10001\b/);
  const books = page.getByRole('link', { name: /^Book a visit at / });
  await books.first().click();
  await expect(heading(page, 'Book a visit')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Find a store')).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveValue('10001');
  const other = books.nth(1);
  const name = ((await other.textContent()) ?? '').replace('Book a visit at ', '');
  expect(name).not.toBe('');
  await other.click();
  await expect(heading(page, 'Book a visit')).toBeVisible();
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test.describe('a video-assist session with the sandbox’s service (issue 48: nothing pretended)', () => {
  test('joining takes a place in the line, a Specialist of the store joins, and the session ends when they end it', async ({
    page,
    context,
    baseURL,
  }) => {
    await playScenario(context, baseURL, 'video-assist-quick');
    await page.goto('/stores/video-assist?locationCode=ST-CHI-MIC');
    const join = page.waitForRequest('**/videoassistservice/sessions/join');
    await page.getByRole('button', { name: 'Join the video call' }).click();
    expect((await join).headers()['idempotency-key']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    await expect(page.getByText(/You are number 2 in line|You are next in line/)).toBeVisible();
    await expect(page.getByText(/from Michigan Avenue, Chicago, IL joined your session/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'End the session' })).toBeVisible();
    await expect(page.getByText('The Specialist ended the session.', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Join again' })).toBeVisible();
  });

  test('leaving the line ends the session for the service', async ({ page }) => {
    await page.goto('/stores/video-assist?locationCode=ST-CHI-MIC');
    await page.getByRole('button', { name: 'Join the video call' }).click();
    await expect(page.getByText(/in line/)).toBeVisible();
    const leave = page.waitForResponse('**/videoassistservice/sessions/leave');
    await page.getByRole('button', { name: 'Leave the line' }).click();
    expect((await leave).status()).toBe(200);
    await expect(page.getByText('You ended the session.', { exact: false })).toBeVisible();
  });

  test('a service that refuses to join, or a line no Specialist comes to, is said: nothing claims a place or a call', async ({
    page,
    context,
    baseURL,
  }) => {
    await playScenario(context, baseURL, 'video-assist-failure');
    await page.goto('/stores/video-assist?locationCode=ST-CHI-MIC');
    await page.getByRole('button', { name: 'Join the video call' }).click();
    await expect(page.getByText(/Video assistance is not available right now/)).toBeVisible();
    await expect(page.getByText(/in line/)).toHaveCount(0);

    await playScenario(context, baseURL, 'video-assist-no-specialist');
    await page.getByRole('button', { name: 'Join again' }).click();
    await page.getByRole('button', { name: 'Join the video call' }).click();
    await expect(page.getByText(/in line/)).toBeVisible();
    await expect(page.getByText(/No Specialist became free/)).toBeVisible();
  });
});

test.describe('the video-assist popup (spec 2.4, 5.3)', () => {
  test.use({ timezoneId: 'UTC' });

  test('out of video chat’s hours it says when it opens, and leads to a store', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T22:30:00Z'));
    await page.goto('/stores/video-assist?type=videochat');
    await expect(heading(page, 'Video chat with a store Specialist')).toBeVisible();
    await expect(page.getByText(/Video chat is open from 8 am to 10 pm/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find another store' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('video assist names the store of its location, in Spanish too', async ({ page, baseURL }) => {
    await page.goto('/stores/video-assist?locationCode=ST-CHI-MIC');
    await expect(heading(page, 'Video assistance')).toBeVisible();
    await expect(page.getByText(/A Specialist from our Michigan Avenue, Chicago, IL store/)).toBeVisible();
    await page.goto('/stores/video-assist?locationCode=%3Cscript%3E');
    await expect(page.getByText(/We could not find the store for this video session/)).toBeVisible();
    const spanish = (baseURL as string).replace('localhost', 'espanol.localhost');
    await page.goto(`${spanish}/stores/video-assist?locationCode=ST-CHI-MIC`);
    await expect(heading(page, 'Asistencia por video')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

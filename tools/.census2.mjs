import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto('http://localhost:4400/sandbox/signin?goto=' + encodeURIComponent('/sales/digital/shop.html'));
await page.getByRole('button', { name: 'Paula Postpay' }).click();
await page.waitForURL(/shop\.html/);
await page.locator('h1').first().waitFor();
const nav = async (path) => {
  await page.evaluate((p) => { history.pushState(null, '', p); dispatchEvent(new PopStateEvent('popstate', { state: null })); }, '/sales/digital' + path);
  await page.waitForTimeout(900);
  return [await page.locator('h1').first().textContent().catch(() => '(none)'), new URL(page.url()).pathname];
};
for (const p of ['/mdnselection.html', '/lineoverview.html', '/earlyupgrade.html', '/expresscheckout.html', '/myOffersList.html', '/guestcheckout.html']) console.log(p, await nav(p));
await page.evaluate(() => sessionStorage.setItem('testDrive', JSON.stringify({ status: 'onboarding', done: ['zip', 'eligibility', 'device', 'plan'], zip: '10001', applicationId: 'TD-CENSUS', device: 'Google Pixel 10', planId: 'PLAN-UNL-PLUS' })));
for (const p of ['/trial/eligibility.html', '/trial/verifyimei.html', '/trial/plansetup.html', '/trial/checkout.html']) console.log(p, await nav(p));
await page.evaluate(() => sessionStorage.setItem('testDrive', JSON.stringify({ status: 'ready', done: ['zip', 'eligibility', 'device', 'plan', 'checkout', 'activate'], zip: '10001', applicationId: 'TD-CENSUS', device: 'Google Pixel 10', planId: 'PLAN-UNL-PLUS' })));
for (const p of ['/trial/activate.html']) console.log(p, await nav(p));
await browser.close();

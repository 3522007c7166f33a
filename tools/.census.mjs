import { chromium } from 'playwright';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto('http://localhost:4400/sales/digital/shop.html');
await page.locator('h1').first().waitFor();
for (const path of paths) {
  const t = Date.now();
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, '/sales/digital' + path);
  await page.waitForTimeout(700);
  const h1 = await page.locator('main h1, h1').first().textContent({ timeout: 3000 }).catch(() => '(none)');
  console.log(JSON.stringify(path), '=>', JSON.stringify(h1), new URL(page.url()).pathname.replace('/sales/digital', ''), Date.now() - t);
}
await browser.close();

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [1440, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`http://localhost:4400/simulator?page=${encodeURIComponent(process.argv[2] ?? '/sales/digital/shop.html')}&version=${process.argv[3] ?? '21.4.0'}`);
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/shots/sim-${width}.png`, fullPage: true });
  console.log(await page.locator('[aria-label="App navigation bar"]').innerText());
  console.log(await page.locator('p[aria-live]').innerText());
  console.log((await page.locator('ol').innerText()).slice(0, 1500));
  await page.close();
}
await browser.close();

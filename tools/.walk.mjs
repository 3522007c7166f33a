import { chromium } from 'playwright';
const base = 'http://localhost:4400';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const path of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(1200);
    const h1 = await page.locator('h1').first().textContent().catch(() => '(none)');
    const scrollW = await page.evaluate(() => document.documentElement.scrollWidth);
    const name = path.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
    await page.screenshot({ path: `/tmp/shots/${width}-${name}.png`, fullPage: true });
    console.log(width, path, '|', h1, '| scrollWidth', scrollW);
  }
  if (errors.length) console.log('console errors:', errors.slice(0, 5));
  await context.close();
}
await browser.close();

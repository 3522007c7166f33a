import { chromium } from '@playwright/test';
const base = 'http://localhost:4400/sales/prepaid';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const widths = (process.env.W ?? '375,1440').split(',').map(Number);
const pages = (
  process.env.P ??
  'shop.html,smartphones.html,smartphones/google-pixel-9a.html,plans.html,buysim.html,byod.html,mdnselection.html,cart.html,checkout.html,rpsplans.html'
).split(',');
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console', m.text());
  });
  for (const p of pages) {
    await page.goto(`${base}/${p}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${p.replace(/\//g, '_')}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();

import { chromium } from 'playwright';
const base = 'http://localhost:4400/sales/digital';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
// Bundle builder to cart.
await page.goto(`${base}/promobundlebuilder.html`);
await page.getByRole('radio', { name: /Apple iPhone 17$/ }).check();
await page.getByRole('checkbox', { name: /Clear Case for iPhone 17:/ }).check();
await page.getByRole('checkbox', { name: /Glass Screen Protector for iPhone 17:/ }).check();
await page.getByText('Total savings').waitFor();
await page.waitForTimeout(800);
console.log('bundle summary:', (await page.locator('[aria-labelledby="bundle-summary"]').innerText()).replace(/\n/g, ' | '));
await page.getByRole('button', { name: 'Add bundle to cart' }).click();
await page.waitForURL(/cart\.html/);
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/cart-bundle.png', fullPage: true });
console.log('cart has:', (await page.locator('main').innerText()).slice(0, 600).replace(/\n/g, ' | '));
// Quotes.
await page.goto(`${base}/quotes.html`);
await page.getByLabel('Name this quote').fill('Bundle quote');
await page.getByRole('button', { name: 'Save my cart as a quote' }).click();
await page.getByText('Saved “Bundle quote”.').waitFor();
await page.getByLabel('Name this quote').fill('Second');
await page.getByRole('button', { name: 'Save my cart as a quote' }).click();
await page.getByText('Saved “Second”.').waitFor();
await page.getByRole('checkbox', { name: 'Compare: Bundle quote' }).check();
await page.getByRole('checkbox', { name: 'Compare: Second' }).check();
await page.getByRole('button', { name: 'Compare' }).click();
await page.waitForURL(/quotesComparison/);
await page.getByRole('table').waitFor();
await page.screenshot({ path: '/tmp/shots/compare.png', fullPage: true });
// Specialist link.
await page.goto(`${base}/mylink.html?code=ML-4F7K2Q`);
await page.getByRole('button', { name: 'Add all to cart' }).click();
await page.waitForURL(/cart\.html/);
// Scan and go.
await page.goto(`${base}/scanAndGoCart.html?scanngoACC=roadline-vent-car-mount`);
await page.getByText(/is in your cart/).waitFor();
console.log('scan url after:', page.url());
await page.screenshot({ path: '/tmp/shots/scan.png', fullPage: true });
// Store booking.
await page.goto(`${base}/stores.html`);
await page.getByLabel('ZIP code').fill('10001');
await page.getByRole('button', { name: 'Find stores' }).click();
await page.getByRole('link', { name: /Book a visit at Herald Square/ }).click();
await page.getByLabel('Time').selectOption({ index: 1 });
await page.getByLabel('First name').fill('Ana');
await page.getByLabel('Email for the confirmation').fill('ana@example.com');
await page.getByRole('button', { name: 'Book my visit' }).click();
await page.waitForURL(/stores\/visit\.html/);
await page.getByText(/Booking SV-/).waitFor();
await page.screenshot({ path: '/tmp/shots/visit.png', fullPage: true });
console.log('visit:', (await page.locator('main').innerText()).slice(0, 300).replace(/\n/g, ' | '));
await browser.close();

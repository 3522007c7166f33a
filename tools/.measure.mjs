import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [320, 412, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://localhost:4400/sales/digital/creditcard/splash.html');
  await page.getByText(/^Issued by/).waitFor();
  const h = await page.evaluate(() => {
    const section = document.querySelector('[aria-labelledby="prequalify-title"]');
    const product = section?.previousElementSibling;
    return product?.getBoundingClientRect().height;
  });
  console.log(width, h);
  await page.close();
}
await browser.close();

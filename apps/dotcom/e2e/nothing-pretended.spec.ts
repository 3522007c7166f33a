import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { scopedFaults, signIn, storeDrawn } from '../../../tools/e2e/fixtures';
import { cartWithPhone } from '../../../tools/e2e/checkout-fixtures';

// Nothing pretended (issue 48, deliverable 3): a control that tells the customer something was done (added to the cart,
// saved, booked) says so only on its service's answer. Here the service behind each such control fails (a 503 from
// the sandbox for this test's browser only, to the store server's calls and the browser's alike), and the store must
// say that it failed, in its own words, and never show the success. The chat and video assistance have their own
// tests of a service that fails (assist.spec.ts, stores.spec.ts), as do the checkout's steps (checkout-chaos.spec.ts).
const BASE = '/sales/digital';

interface Control {
  /** What the customer does, as the test's title says it. */
  readonly control: string;
  /** The service's path that fails (the sandbox's fault pattern). */
  readonly service: string;
  /** Where the customer is, ready to use the control (the fault not yet on). */
  readonly open: (page: Page) => Promise<void>;
  /** Uses the control. */
  readonly use: (page: Page) => Promise<void>;
  /** What the store says when the service failed. */
  readonly failure: string | RegExp;
  /** What it says when it worked, which must not be shown. */
  readonly success: (page: Page) => ReturnType<Page['getByText']>;
}

const CONTROLS: readonly Control[] = [
  {
    control: '“Add to cart” on a phone’s page',
    service: '*/cartservice/cart/add-device',
    open: async (page) => {
      await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
      await storeDrawn(page);
    },
    use: (page) => page.getByRole('button', { name: 'Add to cart' }).click(),
    failure: 'This phone could not be added to your cart. Try again.',
    success: (page) => page.getByRole('heading', { name: 'Added to your cart' }),
  },
  {
    control: '“Add to cart” on an accessory’s page',
    service: '*/cartservice/cart/add-accessories',
    // A prospect buys accessories with a phone: the phone is in the cart first.
    open: async (page) => {
      await cartWithPhone(page);
      await page.goto(`${BASE}/shop/accessories/voltaline-usb-c-to-usb-c-cable-1-m.html`);
      await storeDrawn(page);
    },
    use: (page) => page.getByRole('button', { name: 'Add to cart' }).click(),
    failure: 'This accessory could not be added. Try again.',
    success: (page) => page.getByRole('heading', { name: 'Added to your cart' }),
  },
  {
    control: 'a plan chosen for the phone just added',
    service: '*/cartservice/cart/save-cart',
    open: async (page) => {
      await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
      await storeDrawn(page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page
        .getByRole('region', { name: 'Your cart', exact: true })
        .getByRole('button', { name: 'Keep shopping' })
        .click();
      await page.getByRole('link', { name: 'Continue: choose a plan' }).click();
    },
    use: (page) => page.getByRole('button', { name: 'Choose Unlimited Plus for Google Pixel 10' }).click(),
    failure: 'Your choice could not be saved. Try again.',
    success: (page) => page.getByRole('heading', { name: 'Protect your new phone' }),
  },
  {
    control: 'a promotion’s phone added to the cart with its offer',
    service: '*/cartservice/cart/add-device',
    open: async (page) => {
      await page.goto(`${BASE}/promohubcart.html?promo=OF-PX10-100`);
      await storeDrawn(page);
    },
    use: (page) =>
      page.getByRole('region', { name: 'Google Pixel 10' }).getByRole('button', { name: 'Add to cart' }).click(),
    failure: 'We could not add this to your cart. Try again.',
    success: (page) => page.getByRole('heading', { name: 'Your cart', level: 1 }),
  },
  {
    control: 'a phone saved to a signed-in customer’s favorites',
    service: '*/wishlistservice/wishlist/save',
    open: (page) => signIn(page, 'Paula Postpay', `${BASE}/smartphones/google-pixel-10.html`),
    use: (page) => page.getByRole('button', { name: /Save to favorites/ }).click(),
    failure: 'Your favorites could not be saved. Try again.',
    success: (page) => page.getByRole('button', { name: /Saved to favorites/ }),
  },
  {
    control: 'a visit booked at a store',
    service: '*/visits/book',
    open: async (page) => {
      await page.goto(`${BASE}/stores.html`);
      await page.getByLabel('ZIP code').fill('10001');
      await page.getByRole('button', { name: 'Find stores' }).click();
      await page.getByRole('link', { name: 'Book a visit at Herald Square, New York, NY' }).click();
      await page.getByLabel('Time').selectOption({ index: 1 });
      await page.getByRole('radio', { name: 'Upgrade my phone' }).check();
      await page.getByLabel('First name').fill('Ana');
      await page.getByLabel('Email for the confirmation').fill('ana@example.com');
    },
    use: (page) => page.getByRole('button', { name: 'Book my visit' }).click(),
    failure: 'We could not book the visit. Try again.',
    success: (page) => page.getByRole('heading', { name: 'Your visit is booked' }),
  },
  {
    control: 'a line removed from the cart',
    service: '*/cartservice/cart/save-cart',
    open: async (page) => {
      await cartWithPhone(page);
      await page.goto(`${BASE}/cart.html`);
      await storeDrawn(page);
    },
    use: async (page) => {
      await page
        .getByRole('button', { name: /^Remove/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Remove line' }).click();
    },
    failure: 'We couldn’t change your cart. Nothing was lost; please try again.',
    success: (page) => page.getByRole('heading', { name: 'Your cart is empty' }),
  },
];

for (const entry of CONTROLS)
  test(`${entry.control}: its service failing, the store says so and never shows it done`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const faults = await scopedFaults(context, request, baseURL!);
    await entry.open(page);
    await faults.add({ pattern: entry.service, status: 503 });
    await entry.use(page);
    await expect(page.getByText(entry.failure).first()).toBeVisible();
    await expect(entry.success(page)).toHaveCount(0);
    await faults.clear();
  });

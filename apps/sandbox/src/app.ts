import { byodServices } from './services/byod.js';
import { creditCardServices, issuerPages } from './services/credit-card.js';
import { testDriveServices } from './services/test-drive.js';
import { tradeInServices } from './services/trade-in.js';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { SandboxFaultRule } from '@carrier/service-contracts';
import { requestLanguage } from './language.js';
import { createFaults, faultMiddleware, type Faults } from './faults.js';
import { readBody, serviceError, sharedRead } from './http.js';
import { VALID_PROMO_EN, VALID_PROMO_ES } from './content/valid-promo.js';
import { FOOTER, LANDING, PAGES } from './content/storefront.js';
import { SCENARIOS, scenarioReplies } from './scenarios.js';
import { accountServices, videoChatAvailability } from './services/account.js';
import { wishlistServices } from './services/wishlist.js';
import { cartServices } from './services/carts.js';
import { checkoutServices } from './services/checkout.js';
import { catalogueServices } from './services/catalogue.js';
import { fnfServices } from './services/fnf.js';
import { imageServices } from './services/images.js';
import { loggingServices } from './services/logging.js';
import { csrfGuard, prospectContinue, sessionServices, sessionTracker, signInPages } from './services/session.js';
import { launchAppPages } from './launch-app.js';
import { forgetEarlyUpgrades } from './accounts.js';
import { offersServices } from './services/offers.js';
import { storeServices, videoAssistServices } from './services/stores.js';
import { chatAgentService } from './services/chat-agent.js';
import { prepaidServices } from './services/prepaid.js';
import { chatServices } from './services/chat.js';
import { PAGE_SECURITY_HEADERS } from '@carrier/safety';
import type { SandboxStore } from './store.js';

/** Every service base of spec 7.1; each serves every service. */
export const SERVICE_BASES = [
  '/soe/digital',
  '/soe/digital/auth',
  '/soe/digital/prepaid',
  '/soe/digital/auth/prepaid',
  '/soe/digital/prospect',
] as const;

export interface SandboxOptions {
  readonly store: SandboxStore;
  /** Fault rules, changed at run time through `/__sandbox/faults`. */
  readonly faults?: Faults;
  /** The clock, in ms since the epoch; tests move it to expire sessions. */
  readonly now?: () => number;
}

/** Where the sandbox serves its stand-in for the carrier's tag manager. */
export const TAG_MANAGER_PATH = '/sandbox/tags.js';

/**
 * The stand-in for the carrier's tag manager: `window.carrierTags.track(event)` takes each analytics event, and
 * `window.carrierTags.received` lists them in the order they came, for a person or a test to read.
 */
const TAG_MANAGER_SCRIPT = `(function () {
  var received = [];
  window.carrierTags = {
    received: received,
    track: function (event) {
      received.push(event);
    },
  };
})();
`;

/**
 * Answers that carry account, cart or order data, or a sign-in token, and are never kept by a cache: the services
 * (the carrier's and the app's), the sandbox's sign-in page and its admin routes (orders, logs).
 */
const NO_STORE_PATHS = ['/soe/', '/onedp/', '/sandbox/', '/__sandbox/'] as const;

/** Largest request body a service accepts. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The sandbox as a Hono app: the carrier's services, their content, the pages they draw themselves (sign-in, the
 * card issuer's, the app's launch links) and the admin routes. The store's own pages come from the store server.
 */
export function createSandboxApp(options: SandboxOptions): Hono {
  const { store, faults = createFaults(), now = Date.now } = options;
  const app = new Hono();

  // The headers a production store sends on every answer (OWASP ASVS 3.4): no content sniffing; the services'
  // answers (carts, orders, accounts) never kept by a cache; a page the sandbox draws itself (sign-in, app launch)
  // under the store's content policy; HSTS when served over HTTPS.
  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('X-Content-Type-Options')) headers.set('X-Content-Type-Options', 'nosniff');
    const { pathname, protocol } = new URL(c.req.url);
    // The catalogue's reads, marked public by their routes (`sharedRead`), keep their lifetime.
    if (NO_STORE_PATHS.some((path) => pathname.startsWith(path)) && !headers.get('Cache-Control')?.startsWith('public'))
      headers.set('Cache-Control', 'no-store');
    if (headers.get('Content-Type')?.startsWith('text/html') && !headers.has('Content-Security-Policy'))
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) headers.set(name, value);
    if (protocol === 'https:') headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  // Faults apply to everything but the admin routes, so a broken sandbox can always be repaired.
  const injectFaults = faultMiddleware(faults);
  app.use('*', async (c, next) =>
    new URL(c.req.url).pathname.startsWith('/__sandbox/') ? next() : injectFaults(c, next),
  );
  // Answers go compressed when the browser accepts it, as the carrier's services send them.
  for (const path of ['/soe/*', '/content/*']) app.use(path, compress());
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      serviceError(c, 413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${MAX_BODY_BYTES / 1024} KB.`),
  });
  // Every service takes bodies of the same size at most, the carrier's (/soe) and the app's (/onedp) alike.
  for (const path of ['/soe/*', '/onedp/*']) app.use(path, limit);

  const services = new Hono()
    .route('/', fnfServices())
    .route('/', loggingServices(store))
    .route('/', sessionServices(store, now))
    .route('/', catalogueServices())
    .route('/', cartServices(store))
    .route('/', byodServices(store))
    .route('/', testDriveServices(store, now))
    .route(
      '/',
      creditCardServices(store, () => new Date(now())),
    )
    .route(
      '/',
      tradeInServices(store, () => new Date(now())),
    )
    .route(
      '/',
      checkoutServices(store, () => new Date(now())),
    )
    .route(
      '/',
      offersServices(store, () => new Date(now())),
    )
    .route(
      '/',
      storeServices(store, () => new Date(now())),
    )
    .route(
      '/',
      videoAssistServices(store, () => new Date(now())),
    )
    .route(
      '/',
      chatAgentService(() => new Date(now())),
    )
    .route(
      '/',
      prepaidServices(store, () => new Date(now())),
    )
    .route('/', accountServices(store))
    .route('/', chatServices())
    .route('/', wishlistServices(store, now));
  app.use('/soe/*', csrfGuard(), sessionTracker(store, now), scenarioReplies());
  app.use('/onedp/*', csrfGuard());
  for (const base of SERVICE_BASES) app.route(base, services);
  app.route('/', prospectContinue(now));
  app.route('/', videoChatAvailability(now));
  app.route('/', signInPages(store, now));
  app.route('/', issuerPages(store));

  app.route('/content/vcg/images', imageServices());
  // The store's content is the same for every visitor in a language: shared caches may keep it a few seconds.
  app.use('/content/vcg/services-v1/*', sharedRead);
  app.get('/content/vcg/services-v1/validPromo.model.json', (c) => {
    return c.json(requestLanguage(c) === 'es' ? VALID_PROMO_ES : VALID_PROMO_EN);
  });
  app.get('/content/vcg/services-v1/landing.model.json', (c) => c.json(LANDING[requestLanguage(c)]));
  app.get('/content/vcg/services-v1/footer.model.json', (c) => c.json(FOOTER[requestLanguage(c)]));
  app.get('/content/vcg/services-v1/page.model.json', (c) => {
    const pages = PAGES[requestLanguage(c)];
    const path = c.req.query('path') ?? '';
    const page = Object.hasOwn(pages, path) ? pages[path] : undefined;
    return page
      ? c.json(page)
      : c.json({ errors: [{ id: 'NOT_FOUND', message: 'No content page at this path.' }] }, 404);
  });

  // The tag manager's script (spec 7.1): the store loads it and delivers its analytics events to it in order.
  app.get(TAG_MANAGER_PATH, (c) =>
    c.body(TAG_MANAGER_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );

  app.get('/__sandbox/health', (c) => c.json({ ok: true }));
  app.get('/__sandbox/logs', async (c) => c.json({ records: await store.listLogRecords() }));
  app.delete('/__sandbox/logs', async (c) => {
    await store.clearLogRecords();
    return c.body(null, 204);
  });

  // The orders placed, newest last: the chaos tests count them after each run.
  app.get('/__sandbox/orders', async (c) =>
    c.json({
      orders: (await store.listOrders()).map(({ orderNumber, cartId, order }) => ({
        orderNumber,
        cartId,
        placedAt: order.placedAt,
        status: order.status,
      })),
    }),
  );
  // The checkout events the store logged (checkoutapi/logDetails), oldest first.
  app.get('/__sandbox/checkout-log', async (c) => c.json({ events: await store.listCheckoutEvents() }));
  app.get('/__sandbox/scenarios', (c) =>
    c.json({
      scenarios: Object.entries(SCENARIOS).map(([name, scenario]) => ({ name, description: scenario.description })),
    }),
  );
  // A customer's lines as described again: a test that orders an early upgrade can run twice on one sandbox.
  app.delete('/__sandbox/early-upgrades/:customerId', async (c) => {
    await forgetEarlyUpgrades(store, c.req.param('customerId'));
    return c.body(null, 204);
  });
  app.get('/__sandbox/faults', (c) => c.json({ faults: faults.list() }));
  app.post('/__sandbox/faults', async (c) => {
    const body = await readBody(c, SandboxFaultRule);
    if (!body.ok) return body.response as Response;
    return c.json(faults.add(body.value), 201);
  });
  app.delete('/__sandbox/faults', (c) => {
    faults.reset();
    return c.body(null, 204);
  });
  app.delete('/__sandbox/faults/:id{[0-9]+}', (c) => {
    faults.remove(Number(c.req.param('id')));
    return c.body(null, 204);
  });

  app.route('/', launchAppPages());

  app.notFound((c) =>
    c.json(
      { errors: [{ id: 'NOT_FOUND', message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }] },
      404,
    ),
  );
  app.onError((error, c) => {
    console.error('[sandbox]', error);
    return c.json(
      {
        serviceHeader: { statusCode: '500' },
        errors: [{ id: 'SANDBOX_ERROR', message: 'The sandbox failed on this request.' }],
      },
      500,
    );
  });
  return app;
}

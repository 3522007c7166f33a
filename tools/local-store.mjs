#!/usr/bin/env node
// The whole store on one machine, in one process: the store server (its pages and built apps) in front of the
// sandbox (the carrier's services), on one origin. `npm start` and the browser tests run it after the build.
//
// PORT (4200), HOST (127.0.0.1), STORE_ORIGIN, STORE_TLS_CERT and STORE_TLS_KEY are the store server's (see
// apps/store-server/README.md); SANDBOX_DATA_DIR, DATABASE_URL and SANDBOX_FAULTS the sandbox's.
import { serve } from '@hono/node-server';
import { createStoreServer, secureServing, tlsFromEnvironment, workspaceApps } from '@carrier/store-server';
import { SandboxStartError, openSandbox, workspaceRoot } from '@carrier/sandbox/dist/open.js';
import { pickScenario } from '@carrier/sandbox/dist/scenarios.js';

// React draws the pages in its production build (the apps' server modules load it once a page is asked for).
process.env['NODE_ENV'] ??= 'production';
const port = Number(process.env['PORT'] ?? 4200);
const host = process.env['HOST'] ?? '127.0.0.1';
let sandbox;
try {
  sandbox = await openSandbox(process.env);
} catch (error) {
  if (!(error instanceof SandboxStartError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// HTTPS with HTTP/2 when given a certificate, as the store's edge serves it (HTTP/1.1 clients still connect).
const tls = tlsFromEnvironment(process.env);
// The origin customers reach the store on: absolute links are built from it, never from a request's Host. Its
// host has two labels (store.localhost, which browsers send to this machine) so that the Spanish site,
// espanol.store.localhost, shares its cookies: switching language keeps the cart, the favorites and the sign-in.
const storeOrigin = process.env['STORE_ORIGIN'] ?? `${tls ? 'https' : 'http'}://store.localhost:${port}`;
const apps = workspaceApps(workspaceRoot);
const store = createStoreServer({
  apps,
  origin: storeOrigin,
  // The sandbox answers in this process: its answers, faults (a dropped connection too) and cookies as they are.
  services: (request, env) => sandbox.app.fetch(request, env),
  onPage: pickScenario,
});

const server = serve({ fetch: store.fetch, port, hostname: host, ...secureServing(tls) }, (info) => {
  const site = new URL(storeOrigin);
  site.port = String(info.port);
  const origin = site.origin;
  const spanish = `${site.protocol}//espanol.${site.host.replace(/^espanol\./, '')}`;
  // The web view serves the same bases as the web store (to the app and the simulator): list each base once.
  const bases = [...new Set(apps.flatMap((served) => served.pageBases))].filter((base) => base !== '/sales/prepaid/');
  const pages = bases.flatMap((base) =>
    ['shop.html', 'smartphones.html', 'cart.html', 'checkout.html', 'friendsandfamily.html?promo=FNF2026'].map(
      (page) => `  ${origin}${base}${page}`,
    ),
  );
  console.log(
    [
      `Carrier store on ${origin}, with the sandbox's services (data: ${sandbox.data})`,
      'Store pages:',
      ...pages,
      `  ${spanish}/sales/digital/shop.html  (the Spanish site: it shares the cart, favorites and sign-in)`,
      `  ${origin}/sales/digital/lineoverview.html  (a signed-in customer's lines: upgrade one, or add a line)`,
      `  ${origin}/sales/digital/guestlogin.html  (guest checkout: mobile 201-555-0142, last two digits 42)`,
      `  ${origin}/sales/digital/dvm/eligibility.html  (bring your own phone: IMEI 356938035643809 works)`,
      `  ${origin}/sales/digital/tradein/validateDevice.html  (trade in a phone: IMEI 352099001761481, an iPhone 13)`,
      `  ${origin}/sales/digital/trial.html  (the network test drive: 30 days free on an eSIM, IMEI 356938035643809)`,
      `  ${origin}/sales/digital/orderstatus.html  (any order, by its number and its email or ZIP code)`,
      `  ${origin}/simulator  (the store in the native-app simulator: the app's web view without a phone)`,
      'Prepaid store (its own brand):',
      `  ${origin}/sales/prepaid/shop.html  (prepaid phones at full price, plans with autopay, no credit check)`,
      `  ${origin}/sales/prepaid/buysim.html  (a SIM kit or eSIM for your own phone)`,
      `  ${origin}/sales/prepaid/rpsplans.html  (activate a phone bought at a retail partner: store code RP-7K2M)`,
      'Services (the sandbox):',
      `  ${origin}/soe/digital/...  (also /auth, /prepaid, /auth/prepaid, /prospect)`,
      `  ${origin}/content/vcg/services-v1/validPromo.model.json`,
      `  ${origin}/__sandbox/logs  (log records received by jsNotifyAsDynamic)`,
      `  ${origin}/__sandbox/orders  (the orders placed)`,
      `  ${origin}/__sandbox/faults  (fault injection: latency, status codes, dropped connections, malformed bodies)`,
    ].join('\n'),
  );
});

function shutdown() {
  server.close(() => void sandbox.close().finally(() => process.exit(0)));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

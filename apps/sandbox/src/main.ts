import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createSandboxApp } from './app.js';
import { catalogueProblems } from './catalogue/check.js';
import { createFaults, faultsFromEnvironment } from './faults.js';
import { workspaceApps } from './static.js';
import { openStore } from './store.js';
import { DataFolderInUseError, lockDataFolder } from './data-lock.js';
import { isDatabaseUrl } from './db.js';
import { secureServing, tlsFromEnvironment } from './tls.js';

const workspaceRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const port = Number(process.env['PORT'] ?? 4200);
const host = process.env['HOST'] ?? '127.0.0.1';
// A PostgreSQL server when DATABASE_URL says so; else the embedded store in a data folder.
const dataDir =
  process.env['DATABASE_URL'] || process.env['SANDBOX_DATA_DIR'] || resolve(workspaceRoot, '.sandbox-data');

// One sandbox per data folder: a second start on the same folder stops here, saying which process holds it.
let releaseLock = () => {};
if (dataDir !== 'memory' && !isDatabaseUrl(dataDir)) {
  try {
    releaseLock = lockDataFolder(dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  process.on('exit', () => releaseLock());
}

// The catalogue is data (apps/sandbox/data), read as the services answer from it and checked by their contracts.
const problems = catalogueProblems();
if (problems.length > 0) {
  console.error(`The sandbox's catalogue cannot be answered from:\n${problems.slice(0, 20).join('\n')}`);
  process.exit(1);
}

const store = await openStore(dataDir);
const apps = workspaceApps(workspaceRoot);
const faults = createFaults(faultsFromEnvironment(process.env['SANDBOX_FAULTS']));
// HTTPS with HTTP/2 when given a certificate, as the store's edge serves it (HTTP/1.1 clients still connect).
const tls = tlsFromEnvironment(process.env);
const scheme = tls ? 'https' : 'http';
// The origin customers reach the store on: absolute links are built from it, never from a request's Host. Its
// host has two labels (store.localhost, which browsers send to this machine) so that the Spanish site,
// espanol.store.localhost, shares its cookies: switching language keeps the cart, the favorites and the sign-in.
const storeOrigin = process.env['STORE_ORIGIN'] ?? `${scheme}://store.localhost:${port}`;
const app = createSandboxApp({ store, apps, faults, origin: storeOrigin });

const server = serve({ fetch: app.fetch, port, hostname: host, ...secureServing(tls) }, (info) => {
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
      `Carrier store sandbox on ${origin} (data: ${dataDir.replace(/\/\/[^@/]*@/, '//***@')})`,
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
      'Services:',
      `  ${origin}/soe/digital/...  (also /auth, /prepaid, /auth/prepaid, /prospect)`,
      `  ${origin}/content/vcg/services-v1/validPromo.model.json`,
      `  ${origin}/__sandbox/logs  (log records received by jsNotifyAsDynamic)`,
      `  ${origin}/__sandbox/orders  (the orders placed)`,
      `  ${origin}/__sandbox/faults  (fault injection: latency, status codes, dropped connections, malformed bodies)`,
    ].join('\n'),
  );
});

function shutdown() {
  server.close(
    () =>
      void store.close().finally(() => {
        releaseLock();
        process.exit(0);
      }),
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

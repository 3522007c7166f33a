import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStoreServer } from './app.js';
import { proxyServices } from './proxy.js';
import { workspaceApps } from './static.js';
import { secureServing, tlsFromEnvironment } from './tls.js';

// The store server alone, in front of the carrier's services at SERVICES_ORIGIN (see README.md). `npm start` runs
// it in one process with the sandbox instead (tools/local-store.mjs).
// React draws the pages in its production build unless told otherwise.
process.env['NODE_ENV'] ??= 'production';
const servicesOrigin = process.env['SERVICES_ORIGIN'];
if (!servicesOrigin || !URL.canParse(servicesOrigin)) {
  console.error('SERVICES_ORIGIN must name the origin of the carrier services, e.g. https://services.example.com');
  process.exit(1);
}
const port = Number(process.env['PORT'] ?? 4200);
const host = process.env['HOST'] ?? '127.0.0.1';
const tls = tlsFromEnvironment(process.env);
const origin = process.env['STORE_ORIGIN'] ?? `${tls ? 'https' : 'http'}://store.localhost:${port}`;
const appsRoot = process.env['STORE_APPS_ROOT'] ?? resolve(fileURLToPath(import.meta.url), '../../../..');
const app = createStoreServer({ apps: workspaceApps(appsRoot), services: proxyServices(servicesOrigin), origin });

const server = serve({ fetch: app.fetch, port, hostname: host, ...secureServing(tls) }, (info) =>
  console.log(`Carrier store server on ${origin} (port ${info.port}), services at ${servicesOrigin}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

import { serve } from '@hono/node-server';
import { SandboxStartError, openSandbox } from './open.js';

// The sandbox alone: the carrier's services on PORT (default 4201), for a store server started with
// SERVICES_ORIGIN=http://127.0.0.1:4201. `npm start` runs the two in one process instead (tools/local-store.mjs).
const port = Number(process.env['PORT'] ?? 4201);
const host = process.env['HOST'] ?? '127.0.0.1';

const sandbox = await openSandbox(process.env).catch((error: unknown) => {
  if (!(error instanceof SandboxStartError)) throw error;
  console.error(error.message);
  process.exit(1);
});

const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, (info) => {
  const origin = `http://${host}:${info.port}`;
  console.log(
    [
      `Carrier services sandbox on ${origin} (data: ${sandbox.data})`,
      `  ${origin}/soe/digital/...  (also /auth, /prepaid, /auth/prepaid, /prospect)`,
      `  ${origin}/__sandbox/health, /__sandbox/logs, /__sandbox/orders, /__sandbox/faults`,
    ].join('\n'),
  );
});

function shutdown() {
  server.close(() => void sandbox.close().finally(() => process.exit(0)));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

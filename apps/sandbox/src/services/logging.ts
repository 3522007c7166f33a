import { scrubRecord } from '@carrier/safety';
import { ClientLogRecord } from '@carrier/service-contracts';
import { Hono, type Context } from 'hono';
import { OK_HEADER, readBody } from '../http.js';
import type { SandboxStore } from '../store.js';

/**
 * The log service: `jsNotifyAsDynamic` and its nse variant store every record they receive (spec 7.3), scrubbed
 * again on arrival: a client that did not scrub (an old build, a forged call) still leaves no private data here.
 */
export function loggingServices(store: SandboxStore): Hono {
  const app = new Hono();
  const receive = async (c: Context) => {
    const body = await readBody(c, ClientLogRecord);
    if (!body.ok) return body.response as Response;
    const stored = await store.addLogRecord(new URL(c.req.url).pathname, scrubRecord(body.value));
    return c.json({ serviceHeader: OK_HEADER, data: { id: stored.id } });
  };
  app.post('/peripheralsservice/jsNotifyAsDynamic', receive);
  app.post('/peripheralsservice/nse/jsNotifyAsDynamic', receive);
  return app;
}
